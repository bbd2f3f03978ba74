/**
 * Free text a step gives a person or a record: "Leave the comment "Saddle would not stay up"", "Describe the damage as
 * "Back wheel wobbles"", "Tell the crew "Side gate code is 4411"". The text is typed into the field the words name
 * ("Comment (optional)", "Anything our crew should know?"), else into the page's one text area ("Tell us what
 * happened"); nothing is sent.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { unquote } from './phrasing';
import { type Handler, type State, tryFind } from './plan-state';

function typeNote(s: State, words: string, text: string): PlannedOperation[] | null {
  const named = tryFind(s, { name: words, roles: ['textbox'] }, 'fill');
  const areas = s.observation.elements.filter(
    (e) => e.role === 'textbox' && e.hints?.inputType === 'textarea' && !e.hints?.disabled,
  );
  const field = named ?? (areas.length === 1 ? (areas[0] as ObservedElement) : null);
  return field ? [{ op: 'fill', ref: field.ref, text: unquote(text) }] : null;
}

export const NOTE_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(?:leave|write|add|enter|give|post)\s+(?:a|an|the|my)\s+(comment|note|message|review|feedback|description|remark|answer)\s+(?:of\s+|saying\s+)?("[^"]+"|'[^']+')$/i,
    (m, s) => typeNote(s, m[1] as string, m[2] as string),
  ],
  [
    /^describe\s+(?:the\s+|my\s+|your\s+)?(.+?)\s+as\s+("[^"]+"|'[^']+')$/i,
    (m, s) => typeNote(s, m[1] as string, m[2] as string),
  ],
  [/^tell\s+(?:the\s+)?(.+?)\s+("[^"]+"|'[^']+')$/i, (m, s) => typeNote(s, m[1] as string, m[2] as string)],
];
