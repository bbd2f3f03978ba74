/**
 * Read-only questions about the live page for deterministic planners (`PageProbe`). Password values are never
 * returned; text searches cover every frame and open shadow roots (Playwright's text engine pierces them).
 */
import type { Locator, Page } from 'playwright-core';
import { inPage } from '../engine/page-function';
import type { PageProbe } from './contract';

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Runs in the page: the text an element shows, one space between words; a same-origin frame's is its document's ("the
 * billing portal says ..."), a part of the page drawn in open shadow roots is read into it ("the live status says
 * ..."); a password field shows none.
 */
function shownText(el: Element): string {
  if (el instanceof HTMLInputElement && el.type === 'password') return '';
  const doc = el instanceof HTMLIFrameElement ? el.contentDocument : null;
  const source = (doc?.body ?? el) as HTMLElement;
  const hosts = source.shadowRoot !== null || [...source.querySelectorAll('*')].some((e) => e.shadowRoot);
  if (!hosts) return (source.innerText ?? source.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || /^(?:STYLE|SCRIPT|TEMPLATE)$/.test(node.tagName)) return '';
    // A slot (and any display: contents box) has no box of its own: what it holds is shown.
    if (node.checkVisibility && !node.checkVisibility() && getComputedStyle(node).display !== 'contents') return '';
    const children = node instanceof HTMLSlotElement ? node.assignedNodes() : [...(node.shadowRoot ?? node).childNodes];
    return ` ${children.map(shown).join('')} `;
  };
  return shown(source).replace(/\s+/g, ' ').trim();
}

const SHOWN_TEXT = inPage(shownText);

/** A probe over `page`, resolving observation refs with `resolve`. */
export function createPageProbe(page: Page, resolve: (ref: string) => Locator): PageProbe {
  const t = { timeout: PROBE_TIMEOUT_MS };
  return {
    url: () => page.url(),
    title: () => page.title(),
    isVisible: (ref) => resolve(ref).isVisible(),
    textOf: async (ref) =>
      resolve(ref)
        .evaluate(SHOWN_TEXT, undefined, t)
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
    fieldRules: async (ref) =>
      resolve(ref)
        .evaluate(
          (el) => {
            const field =
              el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
            if (!field && !el.hasAttribute('aria-readonly') && !el.hasAttribute('aria-required')) return null;
            return {
              readOnly: el.getAttribute('aria-readonly') === 'true' || ((el as HTMLInputElement).readOnly ?? false),
              required: el.getAttribute('aria-required') === 'true' || ((el as HTMLInputElement).required ?? false),
            };
          },
          undefined,
          t,
        )
        .catch(() => null),
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
