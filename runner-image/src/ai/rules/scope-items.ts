/** Controls that name the item they sit in, and so stand for it as a scope. */
import type { ObservedElement } from '../contract';

/** Whether `e` sits in a row, a list item or an article (a link naming a file, an order number). */
export function namesItem(byRef: Map<string, ObservedElement>, e: ObservedElement): boolean {
  let p = e.parent ? byRef.get(e.parent) : undefined;
  for (let depth = 0; p && depth < 3; depth++, p = p.parent ? byRef.get(p.parent) : undefined) {
    if (p.role === 'row' || p.role === 'listitem' || p.role === 'article') return true;
  }
  return false;
}

/** Whether `e` sits in one of repeated groups, rows, list items or articles (a skier's name field in "Skier 2"). */
export function namesGroup(
  elements: readonly ObservedElement[],
  byRef: Map<string, ObservedElement>,
  e: ObservedElement,
): boolean {
  let p = e.parent ? byRef.get(e.parent) : undefined;
  for (let depth = 0; p && depth < 3; depth++, p = p.parent ? byRef.get(p.parent) : undefined) {
    const holder = p;
    const alike = elements.filter((o) => o.parent === holder.parent && o.role === holder.role).length > 1;
    if (['group', 'row', 'listitem', 'article'].includes(holder.role) && alike) return true;
  }
  return false;
}
