/**
 * Read-only questions about the live page for deterministic planners (`PageProbe`). Password values are never
 * returned; text searches cover every frame and open shadow roots (Playwright's text engine pierces them).
 */
import type { Locator, Page } from 'playwright-core';
import type { PageProbe } from './contract';

const PROBE_TIMEOUT_MS = 2_000;

/** A probe over `page`, resolving observation refs with `resolve`. */
export function createPageProbe(page: Page, resolve: (ref: string) => Locator): PageProbe {
  const t = { timeout: PROBE_TIMEOUT_MS };
  return {
    url: () => page.url(),
    title: () => page.title(),
    isVisible: (ref) => resolve(ref).isVisible(),
    textOf: async (ref) =>
      resolve(ref)
        .evaluate(
          (el) => {
            if (el instanceof HTMLInputElement && el.type === 'password') return '';
            // A same-origin frame's text is its document's ("the billing portal says ...").
            const doc = el instanceof HTMLIFrameElement ? el.contentDocument : null;
            const source = (doc?.body ?? el) as HTMLElement;
            return (source.innerText ?? source.textContent ?? '').replace(/\s+/g, ' ').trim();
          },
          undefined,
          t,
        )
        .catch(() => ''),
    valueOf: async (ref) =>
      resolve(ref)
        .evaluate(
          (el) => {
            if (el instanceof HTMLInputElement) return el.type === 'password' ? null : el.value;
            if (el instanceof HTMLTextAreaElement) return el.value;
            if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.textContent?.trim() ?? '';
            if ((el as HTMLElement).isContentEditable) return el.textContent ?? '';
            return null;
          },
          undefined,
          t,
        )
        .catch(() => null),
    isChecked: async (ref) =>
      resolve(ref)
        .isChecked(t)
        .catch(() => null),
    isEnabled: async (ref) =>
      resolve(ref)
        .isEnabled(t)
        .catch(() => false),
    countText: (text) => countText(page, text),
  };
}

/** Visible elements whose text contains `text` (case-insensitive), in every frame. */
export async function countText(page: Page, text: string): Promise<number> {
  const counts = await Promise.all(
    page.frames().map((frame) =>
      frame
        .getByText(text)
        .filter({ visible: true })
        .count()
        .catch(() => 0),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
