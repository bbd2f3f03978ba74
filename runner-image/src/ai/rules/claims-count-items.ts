/**
 * Whether a count's noun names one item of a list rather than the kind of its items: "There are 8 dining chairs" on
 * an inventory whose row "Dining chairs" says 4 is about that row's quantity, never about the list's 8 rows.
 */
import type { ObservedElement } from '../contract';
import { sameWord, words } from './claims-evidence';
import { tokens } from './text-match';

/** Roles that title an item: a row's header or first cells, a card's heading. */
const TITLES = /^(?:rowheader|cell|gridcell|heading)$/;

/** Whether an item of `group` is titled by the noun's words and little more ("Dining chairs", "Dining chairs (set)"). */
export function namesOneItem(
  elements: readonly ObservedElement[],
  group: readonly ObservedElement[],
  nounWords: readonly string[],
): boolean {
  if (nounWords.length === 0) return false;
  const items = new Set(group.map((g) => g.ref));
  return elements.some((e) => {
    if (!TITLES.test(e.role) || !items.has(e.parent ?? '')) return false;
    const have = tokens(words(e));
    return have.length <= nounWords.length + 1 && nounWords.every((w) => have.some((h) => sameWord(w, h)));
  });
}
