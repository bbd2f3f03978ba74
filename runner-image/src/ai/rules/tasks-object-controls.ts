/**
 * "Get directions to Station Road Car Park", "Download the certificate for 3 March 2027": a verb of getting or seeing
 * something, done with the control of an item named by what is got ("Directions", "Certificate") rather than by the
 * verb. The control must be inside the item the rest names; nothing else on the page counts.
 */
import type { PlannedOperation } from '../contract';
import { ground } from './ground';
import type { Handler, State } from './plan-state';
import { shortName, textScore } from './text-match';

const OBJECT_CONTROL =
  /^(?:get|download|view|see|open|show|read|print|fetch|access)\s+(?:the\s+|my\s+|a\s+|an\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:to|for|of|from|on)\s+(?:the\s+|my\s+)?(.{2,80})$/i;

function objectControl(state: State, object: string, item: string): PlannedOperation[] | null {
  const roles = ['button', 'link', 'menuitem'];
  // "for 3 March 2027" in a row dated "Wed 3 Mar 2027": the item as said, else with its months' short names.
  const short = item.replace(/[a-z]+/gi, (w) => (MONTHS.test(w) ? shortName(w.toLowerCase()) : w));
  for (const scope of short === item ? [item] : [item, short]) {
    const g = ground(state.observation.elements, { name: object, roles, scopes: [scope], strictScopes: true }, 'click');
    if (g.kind === 'ambiguous') return null;
    if (g.kind !== 'found' || !roles.includes(g.element.role)) continue;
    if (textScore(object, g.element.name || g.element.hints?.text || '') < 0.8) continue;
    return [{ op: 'click', ref: g.element.ref }];
  }
  return null;
}

const MONTHS = /^(?:january|february|march|april|june|july|august|september|october|november|december)$/i;

export const OBJECT_READINGS: Array<[RegExp, Handler]> = [
  [OBJECT_CONTROL, (m, s) => objectControl(s, m[1] as string, m[2] as string)],
];
