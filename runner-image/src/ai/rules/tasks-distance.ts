/**
 * "Find sessions within 10 miles of LS6 3HN": a search that also says how far. The distance is set on the one control
 * that says how far (a "Within" slider, a "Distance" dropdown); a step whose distance has no such control is not
 * half done.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { labelWords, type State } from './plan-state';
import { tokens } from './text-match';

/** "within 10 miles", "within 5 km": the distance clause of a search's words. */
export const WITHIN = /\s*\bwithin\s+(\d+(?:\.\d+)?)\s*(miles?|mi|km|kilomet(?:er|re)s?|met(?:er|re)s?|m)\b/i;

const SETTABLE = new Set(['slider', 'spinbutton', 'combobox', 'textbox']);
const HOW_FAR = /\b(?:within|distance|radius|range|miles|km)\b/i;

/**
 * The operation that sets the distance `amount` `unit` on the page's one control that says how far, besides `field`
 * (where the place goes); null when there is no such control, several, or a dropdown without that distance.
 */
export function distanceOperation(s: State, amount: string, field: ObservedElement | null): PlannedOperation | null {
  const controls = s.observation.elements.filter(
    (e) => SETTABLE.has(e.role) && e.ref !== field?.ref && !e.hints?.disabled && HOW_FAR.test(labelWords(e)),
  );
  const [control, other] = controls;
  if (!control || other) return null;
  const options = control.hints?.options;
  if (control.role === 'combobox' && options?.length) {
    const option = options.filter((o) => tokens(o).includes(amount));
    return option.length === 1 ? { op: 'select', ref: control.ref, option: option[0] as string } : null;
  }
  return { op: 'fill', ref: control.ref, text: amount };
}

/**
 * "sessions near LS6 3HN", "sessions within 10 miles of LS6 3HN", "clinics near Leeds within 5 km": the place a search
 * is about and how far around it, when the words say so; null otherwise.
 */
export function placeAndDistance(text: string): { place: string; amount?: string } | null {
  const of =
    /^(?:[\w-]+\s+){1,3}within\s+(\d+(?:\.\d+)?)\s*(?:miles?|mi|km|kilomet(?:er|re)s?|met(?:er|re)s?|m)\s+(?:of|from)\s+(.+)$/i.exec(
      text,
    );
  if (of) return { place: of[2] as string, amount: of[1] as string };
  const near = /^(?:[\w-]+\s+){1,3}(?:near|around|close\s+to)\s+(.+)$/i.exec(text);
  if (!near) return null;
  const far = WITHIN.exec(near[1] as string);
  return far
    ? { place: (near[1] as string).replace(WITHIN, '').trim(), amount: far[1] as string }
    : { place: near[1] as string };
}
