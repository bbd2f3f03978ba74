/**
 * Times in a step's scope: "Click Book on the 21:00 slot" means the slot that starts at 21:00, never the "20:00–21:00"
 * one that ends then, nor one open "until 21:00".
 */
import type { ObservedElement } from '../contract';
import { isAncestor, type PageIndex } from './page-index';

const TIME = /\b\d{1,2}[:.]\d{2}\b/g;
const ITEMS = new Set(['row', 'listitem', 'article', 'option', 'gridcell', 'dialog', 'region', 'group']);

/** Whether `text` says every time of `phrase`, and not as the end of a range; true when the phrase names none. */
export function timesStartIn(text: string, phrase: string): boolean {
  return (phrase.match(TIME) ?? []).every((t) =>
    new RegExp(`(?<!(?:[–—-]|\\bto|\\buntil|\\btill)\\s*)\\b${t.replace('.', '[:.]')}\\b`, 'i').test(text),
  );
}

/** Whether `phrase` names a time. */
export function namesTime(phrase: string): boolean {
  return /\b\d{1,2}[:.]\d{2}\b/.test(phrase);
}

/** The words of the item `e` is in (its nearest row, card, list item or named group), in page order. */
export function itemText(index: PageIndex, elements: readonly ObservedElement[], e: ObservedElement): string {
  let item: ObservedElement | undefined = e;
  while (item && !ITEMS.has(item.role)) item = item.parent ? index.byRef.get(item.parent) : undefined;
  const holder = item ?? (e.parent ? index.byRef.get(e.parent) : undefined) ?? e;
  return elements
    .filter((x) => x.ref === holder.ref || isAncestor(index.byRef, holder.ref, x))
    .map((x) => index.own.get(x.ref) ?? '')
    .join(' ');
}
