/**
 * "Turn on the low stock alerts" beside a switch "Tell me when O negative stocks are low", "Turn off the due date
 * emails" beside "Email me before a tool is due back": a switch called by what it does, in other words than its label.
 * Taken only when nothing is named by the words, and one switch or box shares clearly more of them than any other.
 */
import type { ObservedElement } from '../contract';
import { ground } from './ground';
import type { State } from './plan-state';
import { contentTokens, tokenMatch, tokens } from './text-match';

const BOXES = new Set(['switch', 'checkbox', 'menuitemcheckbox']);

/** The one switch or checkbox most of whose words `phrase` says (at least two, and two thirds of them); else null. */
export function switchByWords(s: State, phrase: string): ObservedElement | null {
  const said = contentTokens(phrase);
  if (said.length < 2) return null;
  const elements = s.observation.elements;
  if (ground(elements, phrase, 'check').kind !== 'none') return null;
  const scored = elements
    .filter((e) => BOXES.has(e.role) && !e.hints?.disabled)
    .map((e) => {
      const own = tokens(`${e.name} ${e.hints?.label ?? ''} ${e.hints?.ident ?? ''}`);
      return { e, shared: said.filter((w) => own.some((o) => tokenMatch(w, o) === 1)).length };
    })
    .sort((a, b) => b.shared - a.shared);
  const [first, second] = scored;
  if (!first || first.shared < 2 || first.shared * 3 < said.length * 2) return null;
  if (second && second.shared >= first.shared) return null;
  return first.e;
}
