/**
 * What an item offers rather than says: the choices of a group (the one chosen is its value), a toggle button's
 * state ("☆ Favourite" unpressed: not a favourite), and the items of a list.
 *
 * "My plan is Monthly" on a panel of plan cards (Pay as you go, Monthly, Annual, Student): "Monthly" is one of the
 * things the panel lists, not what it says the plan is. A value that is the whole name of one of several items an
 * element holds (cards, list items, rows) is never that element's value.
 */
import type { Observation, ObservedElement } from '../contract';
import { indexOf, isAncestor } from './page-index';
import { containsPhrase, stem, tokens } from './text-match';

const ITEMS = new Set(['article', 'listitem', 'row', 'region', 'group', 'option', 'tab']);

/** The number of items `holder` lists when `value` names one of them as a whole; 0 when it names none. */
export function listedAmong(observation: Observation, holder: ObservedElement, value: string): number {
  const { byRef } = indexOf(observation.elements);
  const items = observation.elements.filter(
    (e) => ITEMS.has(e.role) && e.ref !== holder.ref && isAncestor(byRef, holder.ref, e),
  );
  const whole = (t: string) => tokens(t).join(' ');
  const names = items.map((e) => {
    const heading = observation.elements.find((h) => h.role === 'heading' && h.parent === e.ref);
    return whole(e.name || heading?.name || '');
  });
  const named = names.filter(Boolean);
  return named.length >= 2 && named.includes(whole(value)) ? named.length : 0;
}

/** States a toggle button of an item gives it ("Save recipe" pressed: saved). */
const TOGGLED =
  /^(?:been\s+|already\s+|still\s+|now\s+)?(?:(?:one\s+of\s+my\s+|a\s+|my\s+)(?=favou?rite\b))?(saved|favou?rited|favou?rite|liked|bookmarked|followed|starred|pinned|shortlisted|watched)(?:\s+(?:to|in|on)\s+(?:my|your|the)\s+[\w\s]{1,20})?$/i;

/** The one toggle button of `item` whose name starts with the verb of a state like "saved", when it says it is pressed. */
export function toggledIn(observation: Observation, item: ObservedElement, state: string): ObservedElement | null {
  const m = TOGGLED.exec(state.trim());
  if (!m) return null;
  const verb = stem((m[1] as string).toLowerCase().replace(/(?:ed|d)$/, ''));
  const { byRef } = indexOf(observation.elements);
  const toggles = observation.elements.filter(
    (e) =>
      e.role === 'button' &&
      e.hints?.selected !== undefined &&
      stem(tokens(e.name)[0] ?? '').startsWith(verb) &&
      isAncestor(byRef, item.ref, e),
  );
  return toggles.length === 1 ? (toggles[0] as ObservedElement) : null;
}

/** Whether the choice of `item` that `value` names is chosen; null when no choice in it names it. */
export function pickedAmong(observation: Observation, item: ObservedElement, value: string): boolean | null {
  const { byRef } = indexOf(observation.elements);
  const named = observation.elements.filter(
    // The value says the whole option ("Braised beef short rib"), not a word of it ("full" of "9am – 12pm Full").
    (e) => CHOICES.has(e.role) && isAncestor(byRef, item.ref, e) && e.name && containsPhrase(value, e.name),
  );
  return named.length === 0 ? null : named.some((e) => e.hints?.checked === true || e.hints?.selected === true);
}

export /** Whether an item holds choices (options, radio buttons, checkboxes), whose words say what could be, not what is. */
function holdsChoices(observation: Observation, item: ObservedElement): boolean {
  const { byRef } = indexOf(observation.elements);
  return observation.elements.some(
    (e) =>
      /^(?:option|radio|checkbox|combobox|listbox|menuitemradio|switch)$/.test(e.role) &&
      isAncestor(byRef, item.ref, e),
  );
}

export const CHOICES = new Set(['radio', 'checkbox', 'option', 'menuitemradio', 'menuitemcheckbox']);

/** The names of the chosen options of a group of radio buttons (or checkboxes); null when `el` is no such group. */
export function chosenOf(observation: Observation, el: ObservedElement): string | null {
  if (el.role !== 'group' && el.role !== 'radiogroup') return null;
  const { byRef } = indexOf(observation.elements);
  const under = (e: ObservedElement) => {
    for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === el.ref) return true;
    return false;
  };
  const choices = observation.elements.filter((e) => (e.role === 'radio' || e.role === 'checkbox') && under(e));
  if (choices.length < 2) return null;
  return choices
    .filter((e) => e.hints?.checked)
    .map((e) => e.name)
    .join(' ');
}
