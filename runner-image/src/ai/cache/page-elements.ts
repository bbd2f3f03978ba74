/**
 * How the cache-first flow finds the elements of a browser page again: Playwright locators described and found by
 * match.ts. Devices have their own (observed-elements.ts); the flow itself does not know which surface it runs on.
 */
import type { Locator, Page } from 'playwright-core';
import type { ElementDescriptor } from '../contract';
import { describeElement, findElement, hasMoved } from './match';

/**
 * What the flow needs to learn an element and find it again on a later screen of the same surface. `S` is what the
 * agent acts on (a page, a device), `H` its handle of one element (a locator, an observed element).
 */
export interface ElementMatching<S, H> {
  /** Where the surface is, for the cache key: the page's URL; `app://<app id>` on a device. */
  urlOf(surface: S): string;
  /** Every signal `find` uses, of the element behind `element`; `known`: its role and name as observed. */
  describe(element: H, known?: { role: string; name: string }): Promise<ElementDescriptor>;
  /** The described element on the surface now, waiting up to `timeoutMs` for it; undefined when it is gone. */
  find(
    surface: S,
    descriptor: ElementDescriptor,
    options: { timeoutMs: number; signal: AbortSignal },
  ): Promise<H | undefined>;
  /** Whether the element found for `descriptor` sits elsewhere than where it was learned (re-planned, see `hasMoved`). */
  hasMoved(element: H, descriptor: ElementDescriptor): Promise<boolean>;
  /** Whether the element observed is gone from the surface (replaced or removed) since it was observed. */
  isGone(element: H): Promise<boolean>;
}

/**
 * Whether a planned target is gone from the page: the element observed was replaced or removed since (an observed
 * ref never matches another element, see `ObservedPage.resolve`). Without this check an action would wait its whole
 * timeout for an element that cannot come back.
 */
export async function targetGone(element: Locator | undefined): Promise<boolean> {
  if (!element) return false;
  return (await element.count().catch(() => 0)) === 0;
}

/** Elements of a Playwright page. */
export const pageElements: ElementMatching<Page, Locator> = {
  urlOf: (page) => page.url(),
  describe: describeElement,
  find: async (page, descriptor, options) => (await findElement(page, descriptor, options))?.locator,
  hasMoved,
  isGone: targetGone,
};
