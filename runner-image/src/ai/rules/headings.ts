/** The headings a claim names by their place ("the main heading", "the dialog heading"), and what is in a dialog. */
import type { ObservedElement } from '../contract';
import { indexOf } from './page-index';
import type { TargetPhrase } from './target';

/** What a phrase names on the page: one element, none, or several that fit equally well. */
export type Grounding =
  | { kind: 'found'; element: ObservedElement; score: number }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: ObservedElement[] };

/**
 * "the main heading", "the page heading" (or "the heading" on a page with one top-level heading): the page's
 * top-level heading; "the dialog heading": the open dialog's; undefined when the phrase is not about one of them.
 */
export function mainHeading(elements: readonly ObservedElement[], target: TargetPhrase): Grounding | undefined {
  const name = target.name.trim().replace(/^(?:the|a|an)$/i, '');
  const dialog =
    /^(?:dialog|modal|pop-?up|confirmation)$/i.test(name) ||
    (!!target.roles?.includes('dialog') && target.roles.includes('heading') && !name);
  if (
    !target.roles?.includes('heading') ||
    target.scopes ||
    target.ordinal !== undefined ||
    (!dialog && !/^(?:main|page|top|primary|title|page title|big|biggest|large|largest)?$/i.test(name))
  ) {
    return undefined;
  }
  // "the dialog heading": the heading of the open dialog, never the page's behind it.
  const index = dialog ? indexOf(elements) : undefined;
  const headings = elements.filter((e) => e.role === 'heading' && (!index || insideDialog(index, e)));
  if (dialog && headings.length === 0) return { kind: 'none' };
  const top = Math.min(...headings.map((e) => e.hints?.level ?? 6));
  const main = headings.filter((e) => (e.hints?.level ?? 6) === top);
  if (main.length === 1) return { kind: 'found', element: main[0] as ObservedElement, score: 0.9 };
  if (name && main.length > 1) return { kind: 'ambiguous', candidates: main };
  return undefined;
}

/** Whether `e` is inside a dialog (an open one: the observation holds what is shown). */
export function insideDialog(index: ReturnType<typeof indexOf>, e: ObservedElement): boolean {
  for (let p = e.parent; p; p = index.byRef.get(p)?.parent) {
    const role = index.byRef.get(p)?.role;
    if (role === 'dialog' || role === 'alertdialog') return true;
  }
  return false;
}
