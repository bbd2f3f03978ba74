/**
 * Grounding signals the accessibility snapshot does not carry, collected from the page in one evaluation: test ids,
 * titles, identity words (ids, classes, custom element names) and expanded states, matched to snapshot nodes by box;
 * and short texts with an identity of their own that the snapshot folds into their parent (a badge, a counter).
 */
import type { Page } from 'playwright-core';
import type { ElementHints } from './contract';

type Box = { x: number; y: number; width: number; height: number };

/** What these functions need of a snapshot node. */
export interface BoxedNode {
  ref?: string;
  box?: Box;
  framePath: string[];
}

export interface TaggedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  testId: string;
  title: string;
  /** Words of its id, class names and test id. */
  ident: string;
  /** Its `aria-expanded` ("true", "false"), or "" (the snapshot prints only the expanded state). */
  expanded: string;
  /** Its `aria-current` ("page", "step", "true"...), or "": the current page of a pager, step of a wizard. */
  current: string;
  /** Its `aria-pressed` ("true", "false"), or "": the snapshot prints only a pressed toggle. */
  pressed: string;
}

/** A short text element the snapshot folds into its parent (a badge, a counter, a status). */
export interface Leaf extends TaggedBox {
  text: string;
  label: string;
  selector: string;
}

function sameBox(a: Box, b: TaggedBox): boolean {
  return (
    Math.abs(a.x - b.x) <= 1 &&
    Math.abs(a.y - b.y) <= 1 &&
    Math.abs(a.width - b.width) <= 1 &&
    Math.abs(a.height - b.height) <= 1
  );
}

export function smallestContaining<N extends BoxedNode>(nodes: N[], box: TaggedBox): N | undefined {
  let best: N | undefined;
  for (const n of nodes) {
    const b = n.box;
    if (!n.ref || !b || n.framePath.length > 0) continue;
    if (b.x - 1 > box.x || b.y - 1 > box.y) continue;
    if (b.x + b.width + 1 < box.x + box.width || b.y + b.height + 1 < box.y + box.height) continue;
    if (!best?.box || b.width * b.height <= best.box.width * best.box.height) best = n;
  }
  return best;
}

/**
 * Test ids, titles and identity words (id, classes) are not in the snapshot: collect them in one evaluation of the
 * main frame (open shadow roots included) and attach them to the snapshot node with the same box. Short texts with an
 * identity of their own that the snapshot folded into their parent come back as leaves.
 */
export async function frameSignals<N extends BoxedNode>(
  page: Page,
  nodes: N[],
): Promise<{ hints: Map<N, ElementHints>; leaves: Leaf[] }> {
  const out = new Map<N, ElementHints>();
  // Main frame only: boxes inside iframes are relative to their frame, which the snapshot does not name.
  const found = await page
    .mainFrame()
    .evaluate(COLLECT_TAGGED)
    .then((found) => found as { tagged: TaggedBox[]; leaves: Leaf[] })
    .catch(() => ({ tagged: [] as TaggedBox[], leaves: [] as Leaf[] }));
  const candidates = nodes.filter((n) => n.ref && n.box && n.framePath.length === 0);
  for (const t of found.tagged) {
    const match = candidates.filter((n) => sameBox(n.box as Box, t)).pop();
    if (!match) continue;
    const hints = out.get(match) ?? {};
    if (t.testId) hints.testId = t.testId;
    if (t.title) hints.title = t.title;
    if (t.ident) hints.ident = hints.ident ? `${hints.ident} ${t.ident}` : t.ident;
    if (t.expanded && hints.expanded === undefined) hints.expanded = t.expanded === 'true';
    if (t.current && t.current !== 'false' && hints.selected === undefined) hints.selected = true;
    // A toggle button that says it is not pressed ("☆ Favourite") is a toggle too, unpressed.
    if (t.pressed && hints.selected === undefined) hints.selected = t.pressed === 'true';
    out.set(match, hints);
  }
  const leaves = found.leaves.filter((l) => !candidates.some((n) => sameBox(n.box as Box, l)));
  return { hints: out, leaves };
}

/**
 * Runs in the page: boxes of elements with a test id, title, id, classes or an expanded state, and short identified
 * texts. Kept as source text: a function compiled with named inner functions (as tsx compiles them) would carry
 * helpers that do not exist in the page.
 */
const COLLECT_TAGGED = String.raw`(() => {
  const tagged = [];
  const leaves = [];
  const words = (value) => value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_.:]+/g, ' ')
    .replace(/\b(?:js|ng|css|mt|mb|ml|mr|px|py|p|m|d|col|row|flex|grid|w|h)\b(?:\s+\d+)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const selectorOf = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      if (e.id && /^[A-Za-z][\w-]*$/.test(e.id)) {
        parts.unshift('#' + e.id);
        return parts.join(' > ');
      }
      const parent = e.parentElement;
      if (!parent) return null;
      parts.unshift(e.tagName.toLowerCase() + ':nth-child(' + ([...parent.children].indexOf(e) + 1) + ')');
    }
    return 'html > ' + parts.join(' > ');
  };
  const FOLDED = new Set(['SPAN', 'DIV', 'SMALL', 'STRONG', 'B', 'EM', 'I', 'SUP', 'SUB', 'OUTPUT', 'MARK', 'DATA', 'TIME']);
  const visit = (root, inShadow) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot, true);
      const testId = el.getAttribute('data-testid') ?? el.getAttribute('data-test-id') ?? el.getAttribute('data-test') ?? '';
      const title = el.getAttribute('title') ?? '';
      const cls = typeof el.className === 'string' ? el.className : '';
      // A custom element's tag names what it is ("support-chat", "star-rating").
      const custom = el.tagName.includes('-') ? el.tagName : '';
      const ident = words(el.id + ' ' + cls + ' ' + testId + ' ' + custom);
      const details = el.tagName === 'SUMMARY' ? el.parentElement : null;
      const expanded = el.getAttribute('aria-expanded') ?? (details instanceof HTMLDetailsElement ? String(details.open) : '');
      const current = el.getAttribute('aria-current') ?? '';
      const pressed = el.getAttribute('aria-pressed') ?? '';
      if (!testId && !title && !ident && !expanded && !current && !pressed) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const box = { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height), testId, title, ident, expanded, current, pressed };
      tagged.push(box);
      if (inShadow || !ident || !FOLDED.has(el.tagName) || el.getAttribute('role')) continue;
      const text = (el.innerText ?? '').replace(/\s+/g, ' ').trim();
      if (!text || text.length > 40 || el.querySelector('button, a, input, select, textarea, [role]')) continue;
      if ([...el.children].some((c) => (c.innerText ?? '').trim() !== '')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const selector = selectorOf(el);
      if (!selector) continue;
      leaves.push({ ...box, text, label: el.getAttribute('aria-label') ?? '', selector });
      if (leaves.length >= 200) return;
    }
  };
  visit(document, false);
  return { tagged, leaves };
})()`;
