/**
 * What the claims read their evidence with: an element's own words, one word matched despite its inflection or one
 * typo (never across digits), the roles of repeated items (list items, rows, cards), and how a verdict quotes a text.
 * Claims pass only on evidence about what they are about, so these stay strict.
 */
import type { AssertVerdict, ObservedElement } from '../contract';
import { sameVerb, stem, withinOneTypo } from './text-match';

export type Verdict = AssertVerdict;
export const quoted = (text: string) => `"${text}"`;

export const ITEM_ROLES = new Set([
  'listitem',
  'row',
  'article',
  'generic',
  'group',
  'region',
  'option',
  'treeitem',
  'gridcell',
]);

export function sameWord(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  if (/\d/.test(x) || /\d/.test(y)) return false;
  // "after flying" is "after you fly": a short verb and its -ing form.
  if (Math.min(x.length, y.length) >= 3 && (x === `${y}ing` || y === `${x}ing`)) return true;
  // "aren't covered" is "don't cover": a verb's forms.
  return x.length >= 4 && y.length >= 4 && (withinOneTypo(x, y) || sameVerb(x, y));
}

export function words(e: ObservedElement): string {
  const h = e.hints ?? {};
  return [e.name, h.text].filter(Boolean).join(' ');
}
