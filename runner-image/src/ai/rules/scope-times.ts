/**
 * Times in a step's scope: "Click Book on the 21:00 slot" means the slot that starts at 21:00, never the "20:00–21:00"
 * one that ends then, nor one open "until 21:00".
 */
import type { ObservedElement } from '../contract';
import { isAncestor, type PageIndex } from './page-index';

const TIME = /\b\d{1,2}[:.]\d{2}\b/g;
const ITEMS = new Set(['row', 'listitem', 'article', 'option', 'gridcell', 'dialog', 'region', 'group']);

/** The times `phrase` names ("21:00", "9.30"). */
export function timesIn(phrase: string): string[] {
  return phrase.match(TIME) ?? [];
}

/** Whether `phrase` names a time. */
export function namesTime(phrase: string): boolean {
  return timesIn(phrase).length > 0;
}

/** Whether `text` says the time `time` (either separator); with `asStart`, not as the end of a range. */
export function saysTime(text: string, time: string, asStart = false): boolean {
  const before = asStart ? '(?<!(?:[–—-]|\\bto|\\buntil|\\btill)\\s*)' : '';
  return new RegExp(`${before}\\b${time.replace(/[:.]/, '[:.]')}\\b`, 'i').test(text);
}

/** Whether `text` says every time of `phrase`, and not as the end of a range; true when the phrase names none. */
export function timesStartIn(text: string, phrase: string): boolean {
  return timesIn(phrase).every((t) => saysTime(text, t, true));
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
