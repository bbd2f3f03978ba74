/**
 * Counts of the items that have something ("6 stations are open 24 hours", "Two blood groups are marked Low", "Only
 * one station offers 150 kW"), and counts said for a filter ("16 sessions are shown for all years"): the items that
 * say it, and the filters that say it of all of them; and whether one item mentions the noun only in a label.
 */
import type { ObservedElement, PageProbe } from '../contract';
import { sameWord } from './claims-evidence';
import { isAncestor } from './page-index';
import { containsPhrase, normalize, textScore, tokens } from './text-match';

/** The items of `counted` whose text holds the phrase `having` (numbers whole). */
export async function itemsHaving(
  probe: PageProbe,
  counted: readonly ObservedElement[],
  having: string,
): Promise<ObservedElement[]> {
  const texts = await Promise.all(counted.map((e) => probe.textOf(e.ref).catch(() => '')));
  return counted.filter((_e, i) => containsPhrase(texts[i] ?? '', having));
}

/**
 * Whether a filter the page has set says `phrase` of everything listed: a ticked box or switch, a chosen radio, a
 * pressed or selected button or tab named so, a dropdown showing it ("All years", "2026"), or the search typed.
 */
export function activeFilter(elements: readonly ObservedElement[], phrase: string): boolean {
  const said = normalize(phrase).trim();
  const names = (text: string | undefined) =>
    !!text && (normalize(text).trim() === said || textScore(phrase, text) >= 0.95);
  return elements.some((e) => {
    const h = e.hints ?? {};
    if (['checkbox', 'switch', 'radio', 'menuitemcheckbox', 'menuitemradio'].includes(e.role)) {
      return h.checked === true && names(e.name);
    }
    if (['button', 'tab', 'option', 'link'].includes(e.role)) return h.selected === true && names(e.name || h.text);
    if (['combobox', 'textbox', 'searchbox'].includes(e.role)) return names(h.value);
    return false;
  });
}

/** Whether `item` mentions the noun only in a label of a value (a term, a heading, a column's header). */
export function onlyLabelled(
  elements: readonly ObservedElement[],
  byRef: Map<string, ObservedElement>,
  item: ObservedElement | undefined,
  nounWords: string[],
): boolean {
  if (!item) return true;
  const LABELS = new Set(['term', 'heading', 'columnheader', 'rowheader']);
  const says = (e: ObservedElement) =>
    tokens(`${e.name} ${e.hints?.text ?? ''}`).some((w) => nounWords.some((n) => sameWord(n, w)));
  const inside = elements.filter((e) => e.ref === item.ref || isAncestor(byRef, item.ref, e));
  return !inside.some((e) => says(e) && !LABELS.has(e.role));
}
