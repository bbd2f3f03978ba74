/**
 * Finding a cached element again on a later page, by several signals, so that a learned plan replays without a
 * planner and survives small changes (a new id, a moved button, a slightly reworded label).
 *
 * Signals, strongest first: test id (exact), role + accessible name (exact), role + name (fuzzy), text, CSS path, box
 * proximity; all inside the element's frame path. Exact and unambiguous test-id or role+name matches are accepted at
 * once (cheap: one count each); otherwise candidates are scored on every signal and the best one is accepted only
 * above `MATCH_THRESHOLD` and clearly ahead of the runner-up, because a confident wrong click is worse than a heal.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { inPage } from '../../engine/page-function';
import type { ElementDescriptor } from '../contract';

/** Minimum weighted score (0..1) of a scored candidate. */
export const MATCH_THRESHOLD = 0.72;
/** How far ahead of the runner-up the best scored candidate must be. */
export const MATCH_MARGIN = 0.12;

const TEST_ID_ATTRIBUTES = ['data-testid', 'data-test-id', 'data-test', 'data-cy', 'data-qa'] as const;
/** Upper bound of candidates scored per lookup (each costs a few browser round trips). */
const MAX_CANDIDATES = 30;
const PROBE_TIMEOUT_MS = 2_000;

interface DomInfo {
  cssPath: string;
  testId: string | null;
  text: string | null;
}

/**
 * Runs in the page: the element's CSS path (unique within its frame; ` > ` within a tree, a space across an open
 * shadow root, which Playwright's CSS engine pierces), its test id and its visible text (never an input's value).
 */
function domInfoOf(element: Element, testIdAttributes: readonly string[]): DomInfo {
  const generatedId = (id: string) => /[:\s]|\d{4,}|^[\d-]/.test(id);
  const segmentOf = (el: Element) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    if (el.id && !generatedId(el.id) && root.querySelectorAll(`#${CSS.escape(el.id)}`).length === 1) {
      return { css: `#${CSS.escape(el.id)}`, unique: true };
    }
    const tag = el.localName;
    const parent = el.parentElement;
    if (!parent) return { css: tag, unique: tag === 'html' };
    const same = [...parent.children].filter((c) => c.localName === tag);
    return { css: same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(el) + 1})` : tag, unique: false };
  };
  const trees: string[] = [];
  let current: Element | null = element;
  let parts: string[] = [];
  while (current) {
    const { css, unique } = segmentOf(current);
    parts.unshift(css);
    const root = current.getRootNode();
    if (unique && !(root instanceof ShadowRoot)) break;
    if (!unique && current.parentElement) {
      current = current.parentElement;
    } else if (root instanceof ShadowRoot) {
      trees.unshift(parts.join(' > '));
      parts = [];
      current = root.host;
    } else {
      current = null;
    }
  }
  if (parts.length) trees.unshift(parts.join(' > '));
  let testId: string | null = null;
  for (const attribute of testIdAttributes) {
    const value = element.getAttribute(attribute);
    if (value) {
      testId = value;
      break;
    }
  }
  const isField =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement;
  const raw = isField ? '' : ((element as HTMLElement).innerText ?? element.textContent ?? '');
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, 200);
  return { cssPath: trees.join(' '), testId, text: text || null };
}

/** `domInfoOf` as sent to pages. */
const domInfo = inPage(domInfoOf);

/** `- button "Sign in" [ref=e3]` -> role and name of the snapshot's first line. */
export function parseAriaLine(snapshot: string): { role: string; name: string } {
  const first = (snapshot.split('\n')[0] ?? '').replace(/^\s*-\s*/, '');
  // YAML may quote the whole line when the name holds special characters.
  const line = /^'(.*)'(:.*)?$/.test(first) ? first.replace(/^'(.*)'(:.*)?$/, '$1').replace(/''/g, "'") : first;
  const match = /^([a-z]+)(?:\s+"((?:[^"\\]|\\.)*)")?/i.exec(line);
  if (!match) return { role: 'generic', name: '' };
  return { role: match[1]!, name: (match[2] ?? '').replace(/\\(.)/g, '$1') };
}

async function ariaOf(locator: Locator): Promise<{ role: string; name: string }> {
  const snapshot = await locator.ariaSnapshot({ timeout: PROBE_TIMEOUT_MS }).catch(() => '');
  return parseAriaLine(snapshot);
}

/** The CSS paths of the iframes that lead from the top document to the element's frame. */
async function framePathOf(locator: Locator): Promise<string[]> {
  const handle = await locator.elementHandle({ timeout: PROBE_TIMEOUT_MS });
  if (!handle) return [];
  try {
    const path: string[] = [];
    let frame = await handle.ownerFrame();
    while (frame?.parentFrame()) {
      const frameElement = await frame.frameElement();
      path.unshift((await frameElement.evaluate(domInfo, TEST_ID_ATTRIBUTES)).cssPath);
      await frameElement.dispose();
      frame = frame.parentFrame();
    }
    return path;
  } finally {
    await handle.dispose();
  }
}

/**
 * Describes the element behind a locator by every signal `findElement` uses: role and accessible name, text, test id,
 * a CSS path within its frame, the frame path (CSS paths of the iframes from the top document) and its box.
 *
 * Pass `known` (role and name from the observation the ref came from) when describing an `aria-ref=` locator:
 * computing them here takes an aria snapshot of the element, which makes Playwright forget the page's refs, so the
 * plan's later refs would no longer resolve.
 */
export async function describeElement(
  locator: Locator,
  known?: { role: string; name: string },
): Promise<ElementDescriptor> {
  const first = locator.first();
  const [dom, box, framePath] = await Promise.all([
    first.evaluate(domInfo, TEST_ID_ATTRIBUTES, { timeout: PROBE_TIMEOUT_MS }),
    first.boundingBox({ timeout: PROBE_TIMEOUT_MS }).catch(() => null),
    framePathOf(first),
  ]);
  const aria = known ?? (await ariaOf(first));
  return {
    role: aria.role,
    name: aria.name,
    text: dom.text,
    testId: dom.testId,
    cssPath: dom.cssPath,
    framePath,
    box: box ? { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) } : null,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** How far (CSS px) an element's centre may drift before a changed structural position counts as a move. */
export const MOVE_TOLERANCE_PX = 32;

/**
 * Whether the element found for a cached descriptor has moved: it sits at another place in the document (CSS path)
 * AND visibly elsewhere. Found again by its strong signals, a moved element no longer matches what was learned, so
 * the step is re-planned (healed) and the new position is cached; either change alone (a wrapper added, a layout
 * shift) is tolerated as the same element.
 */
export async function hasMoved(locator: Locator, cached: ElementDescriptor): Promise<boolean> {
  if (!cached.box) return false;
  const first = locator.first();
  const [dom, box] = await Promise.all([
    first.evaluate(domInfo, TEST_ID_ATTRIBUTES, { timeout: PROBE_TIMEOUT_MS }).catch(() => undefined),
    first.boundingBox({ timeout: PROBE_TIMEOUT_MS }).catch(() => null),
  ]);
  if (!dom || !box || dom.cssPath === cached.cssPath) return false;
  const dx = box.x + box.width / 2 - (cached.box.x + cached.box.width / 2);
  const dy = box.y + box.height / 2 - (cached.box.y + cached.box.height / 2);
  return Math.hypot(dx, dy) > MOVE_TOLERANCE_PX;
}

const normalise = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Dice coefficient of character bigrams: 1 for equal strings, ~0.8 for "Add item" / "Add new item". */
export function similarity(a: string | null | undefined, b: string | null | undefined): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const grams = (s: string) => {
    const out = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
    return out;
  };
  const gx = grams(x);
  const gy = grams(y);
  let common = 0;
  for (const [gram, n] of gx) common += Math.min(n, gy.get(gram) ?? 0);
  return (2 * common) / (x.length - 1 + (y.length - 1));
}

/** Weighted agreement (0..1) of a candidate with the cached descriptor, over the signals both have. */
export function scoreCandidate(cached: ElementDescriptor, candidate: ElementDescriptor): number {
  let total = 0;
  let weight = 0;
  const add = (w: number, s: number) => {
    total += w * s;
    weight += w;
  };
  if (cached.testId) add(5, candidate.testId === cached.testId ? 1 : 0);
  add(1, candidate.role === cached.role ? 1 : 0);
  add(3, similarity(cached.name, candidate.name));
  if (cached.text) add(1, similarity(cached.text, candidate.text));
  add(
    1.5,
    candidate.cssPath === cached.cssPath ? 1 : lastSegment(candidate.cssPath) === lastSegment(cached.cssPath) ? 0.3 : 0,
  );
  if (cached.box && candidate.box) {
    const centre = (b: NonNullable<ElementDescriptor['box']>) => [b.x + b.width / 2, b.y + b.height / 2] as const;
    const [ax, ay] = centre(cached.box);
    const [bx, by] = centre(candidate.box);
    add(1, Math.max(0, 1 - Math.hypot(ax - bx, ay - by) / 300));
  }
  return weight ? total / weight : 0;
}

const lastSegment = (cssPath: string) => cssPath.split(/\s*>\s*|\s+/).pop() ?? '';

type Scope = Page | FrameLocator;

function scopeOf(page: Page, framePath: readonly string[]): Scope {
  let scope: Scope = page;
  for (const css of framePath) scope = scope.frameLocator(css);
  return scope;
}

const testIdSelector = (testId: string) => TEST_ID_ATTRIBUTES.map((a) => `[${a}=${JSON.stringify(testId)}]`).join(', ');

async function single(locator: Locator): Promise<Locator | undefined> {
  const visible = locator.filter({ visible: true });
  return (await visible.count().catch(() => 0)) === 1 ? visible : undefined;
}

/** What a candidate is, by the same signals as the cached descriptor (framePath is the scope's). */
async function describeCandidate(locator: Locator, framePath: string[]): Promise<ElementDescriptor | undefined> {
  try {
    const [aria, dom, box] = await Promise.all([
      ariaOf(locator),
      locator.evaluate(domInfo, TEST_ID_ATTRIBUTES, { timeout: PROBE_TIMEOUT_MS }),
      locator.boundingBox({ timeout: PROBE_TIMEOUT_MS }),
    ]);
    return {
      role: aria.role,
      name: aria.name,
      text: dom.text,
      testId: dom.testId,
      cssPath: dom.cssPath,
      framePath,
      box,
    };
  } catch {
    return undefined;
  }
}

async function firstVisible(locator: Locator, limit: number): Promise<Locator[]> {
  const visible = locator.filter({ visible: true });
  const n = Math.min(limit, await visible.count().catch(() => 0));
  return Array.from({ length: n }, (_, i) => visible.nth(i));
}

export interface ElementMatch {
  locator: Locator;
  /** 1 for a unique test id, 0.95 for a unique exact role+name, else the weighted score of the best candidate. */
  score: number;
}

/** The exact, cheap signals: a unique visible test id, or a unique visible exact role + name. */
async function exactMatch(scope: Scope, descriptor: ElementDescriptor): Promise<ElementMatch | undefined> {
  if (descriptor.testId) {
    const byTestId = await single(scope.locator(testIdSelector(descriptor.testId)));
    if (byTestId) return { locator: byTestId, score: 1 };
  }
  if (descriptor.name && descriptor.role !== 'generic' && descriptor.role !== 'text') {
    const byRole = await single(
      scope.getByRole(descriptor.role as Parameters<Page['getByRole']>[0], { name: descriptor.name, exact: true }),
    );
    if (byRole) return { locator: byRole, score: 0.95 };
  }
  return undefined;
}

/** Scores candidates found by role, text and CSS path; the best one if confident and unambiguous. */
async function scoredMatch(scope: Scope, descriptor: ElementDescriptor): Promise<ElementMatch | undefined> {
  const groups: Locator[][] = [];
  if (descriptor.role !== 'generic' && descriptor.role !== 'text') {
    groups.push(
      await firstVisible(scope.getByRole(descriptor.role as Parameters<Page['getByRole']>[0]), MAX_CANDIDATES),
    );
  }
  if (descriptor.text) groups.push(await firstVisible(scope.getByText(descriptor.text, { exact: true }), 5));
  if (descriptor.cssPath) groups.push(await firstVisible(scope.locator(descriptor.cssPath), 1));
  const seen = new Set<string>();
  const scored: { locator: Locator; score: number }[] = [];
  for (const locator of groups.flat().slice(0, MAX_CANDIDATES + 6)) {
    const candidate = await describeCandidate(locator, descriptor.framePath);
    if (!candidate || seen.has(candidate.cssPath)) continue;
    seen.add(candidate.cssPath);
    scored.push({ locator, score: scoreCandidate(descriptor, candidate) });
  }
  scored.sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < MATCH_THRESHOLD) return undefined;
  if (second && best.score - second.score < MATCH_MARGIN) return undefined;
  return { locator: best.locator, score: Math.round(best.score * 1000) / 1000 };
}

/**
 * Finds the described element on the page, waiting up to `timeoutMs` for it to appear (the page may still be
 * loading after the previous step). Undefined when it is gone, or when the signals do not single one element out.
 */
export async function findElement(
  page: Page,
  descriptor: ElementDescriptor,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ElementMatch | undefined> {
  const until = Date.now() + (options.timeoutMs ?? 3_000);
  const scope = scopeOf(page, descriptor.framePath);
  for (let round = 0; ; round++) {
    const exact = await exactMatch(scope, descriptor);
    if (exact) return exact;
    // The scored pass is costlier: only once the document has loaded, and not on every poll.
    if (round === 0) await page.waitForLoadState('domcontentloaded', { timeout: 2_000 }).catch(() => undefined);
    if (round % 3 === 0) {
      const scored = await scoredMatch(scope, descriptor);
      if (scored) return scored;
    }
    if (Date.now() >= until || options.signal?.aborted) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
