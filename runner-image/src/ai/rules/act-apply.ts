/**
 * A value that the app takes only when a button beside its field is pressed: "Set the metronome tempo to 120" beside a
 * "Set tempo" button types 120, then presses "Set tempo" (typing alone leaves the tempo as it was, and the step would
 * pass with nothing set). Only a button named by the step's own verb and the field's words, in the field's own line.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf, isAncestor } from './page-index';
import type { State } from './plan-state';
import { stem, tokens } from './text-match';

/** `ops` with the press of the field's apply button after them, when `verb` and the field name one. */
export function withApplyButton(s: State, verb: string, ops: PlannedOperation[]): PlannedOperation[] {
  const typed = ops.length === 1 ? ops[0] : undefined;
  if (typed?.op !== 'fill') return ops;
  const { byRef } = indexOf(s.observation.elements);
  const field = byRef.get(typed.ref);
  if (!field) return ops;
  const fieldWords = new Set(tokens(`${field.name} ${field.hints?.label ?? ''}`).map(stem));
  const verbStem = stem(verb.toLowerCase());
  // "Set tempo" for the field "Tempo": the verb, then only words of the field's name.
  const names = (e: ObservedElement) => {
    const [first, ...rest] = tokens(e.name).map(stem);
    return first === verbStem && rest.length > 0 && rest.every((w) => fieldWords.has(w));
  };
  const line = [field.parent, field.parent ? byRef.get(field.parent)?.parent : undefined].filter(
    (ref): ref is string => !!ref,
  );
  const buttons = s.observation.elements.filter(
    (e) => e.role === 'button' && !e.hints?.disabled && names(e) && line.some((ref) => isAncestor(byRef, ref, e)),
  );
  const button = buttons.length === 1 ? buttons[0] : undefined;
  return button ? [...ops, { op: 'click', ref: button.ref }] : ops;
}
