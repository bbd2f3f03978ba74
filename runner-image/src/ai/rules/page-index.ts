/**
 * The page as a tree of observed elements: parents, page order, the words under each element, the text that labels a
 * control from around it, and how a scope ("the billing form", "the first result") narrows candidates to what is
 * inside it.
 */
import type { ObservedElement } from '../contract';
import { INTERACTIVE_ROLES } from '../observe';
import { CONTAINER_WORDS, ITEM_NOUNS, ORDINALS } from './target';

export { ITEM_NOUNS } from './target';

import { namesGroup, namesItem } from './scope-items';
import { ordinalScope } from './scope-ordinal';
import { panelOf } from './tab-panels';
import { containsPhrase, contentTokens, stem, textScore, tokens, tokensOf, withinOneTypo } from './text-match';

export interface Candidate {
  element: ObservedElement;
  score: number;
}

export function isAncestor(
  elements: Map<string, ObservedElement>,
  maybeAncestor: string,
  of: ObservedElement,
): boolean {
  for (let p = of.parent; p; p = elements.get(p)?.parent) if (p === maybeAncestor) return true;
  return false;
}

/** Per-observation indexes (parents, document order, subtree words), computed once per element list. */
export interface PageIndex {
  byRef: Map<string, ObservedElement>;
  /** Text that labels a control from around it (a label not tied to its input, a todo's text beside its checkbox). */
  context: Map<string, string>;
  order: Map<string, number>;
  /** Words of an element and everything under it (names and texts). */
  subtree: Map<string, Set<string>>;
  /** Own words of an element (name, label, text, placeholder, identity words). */
  own: Map<string, string>;
}

export const indexes = new WeakMap<readonly ObservedElement[], PageIndex>();

export function indexOf(elements: readonly ObservedElement[]): PageIndex {
  const cached = indexes.get(elements);
  if (cached) return cached;
  const byRef = new Map(elements.map((e) => [e.ref, e]));
  const order = new Map(elements.map((e, i) => [e.ref, i]));
  const own = new Map<string, string>();
  const subtree = new Map<string, Set<string>>();
  const depth = new Map<string, number>();
  const depthOf = (e: ObservedElement): number => {
    let d = depth.get(e.ref);
    if (d !== undefined) return d;
    const parent = e.parent ? byRef.get(e.parent) : undefined;
    d = parent && parent !== e ? depthOf(parent) + 1 : 0;
    depth.set(e.ref, d);
    return d;
  };
  for (const e of elements) {
    const h = e.hints ?? {};
    const words = [e.name, h.text, h.label, h.placeholder, h.title, h.ident].filter(Boolean).join(' ');
    own.set(e.ref, words);
    subtree.set(e.ref, new Set(tokens(words).map(stem)));
    depthOf(e);
  }
  // Deepest first: each element's words, its own and its descendants', go up to its parent once.
  for (const e of [...elements].sort((a, b) => (depth.get(b.ref) ?? 0) - (depth.get(a.ref) ?? 0))) {
    const up = e.parent ? subtree.get(e.parent) : undefined;
    const mine = subtree.get(e.ref);
    if (up && mine && up !== mine) for (const w of mine) up.add(w);
  }
  const children = new Map<string, ObservedElement[]>();
  const controls = new Map<string, number>();
  for (const e of elements) {
    if (e.parent) {
      const kids = children.get(e.parent);
      if (kids) kids.push(e);
      else children.set(e.parent, [e]);
    }
    if (!LABELLED_CONTROLS.has(e.role)) continue;
    for (let p = e.parent ? byRef.get(e.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
      controls.set(p.ref, (controls.get(p.ref) ?? 0) + 1);
    }
  }
  const context = new Map<string, string>();
  for (const e of elements) {
    if (!LABELLED_CONTROLS.has(e.role)) continue;
    let p = e.parent ? byRef.get(e.parent) : undefined;
    for (let level = 0; p && level < 2; level++, p = p.parent ? byRef.get(p.parent) : undefined) {
      if ((controls.get(p.ref) ?? 0) > 1) break;
      const words = [p.hints?.text ?? '']
        .concat(
          (children.get(p.ref) ?? [])
            .filter((c) => !INTERACTIVE_ROLES.has(c.role))
            .map((c) => c.name || c.hints?.text || ''),
        )
        .join(' ')
        .trim();
      if (words) {
        context.set(e.ref, words);
        break;
      }
    }
  }
  // A control named by the short text right before it ("Reason for visit" above a "Choose a reason" button, a
  // question above a text area), when nothing else names it from its container.
  for (const kids of children.values()) {
    kids.forEach((c, i) => {
      const prev = kids[i - 1];
      const opener = c.role === 'button' && c.hints?.expanded === false;
      if (!prev || !(LABELLED_CONTROLS.has(c.role) || opener) || context.has(c.ref)) return;
      if (!VISUAL_LABEL_ROLES.has(prev.role) || (children.get(prev.ref)?.length ?? 0) > 0) return;
      const words = (prev.name || prev.hints?.text || '').trim();
      const n = tokensOf(words).length;
      if (n > 0 && n <= 10) context.set(c.ref, words);
    });
  }
  const index = { byRef, order, subtree, own, context };
  indexes.set(elements, index);
  return index;
}

/** How much of `phrase` the words under `ref` contain: every number must be there; 0 when under half the words are. */
export function containsScore(index: PageIndex, ref: string, phrase: string): number {
  const words = index.subtree.get(ref);
  if (!words) return 0;
  const want = contentTokens(phrase).filter((w) => !CONTAINER_TOKENS.has(w));
  if (want.length === 0) return 0;
  let hit = 0;
  for (const w of want) {
    const st = stem(w);
    if (words.has(st)) hit++;
    else if (/\d/.test(w)) return 0;
    else if (w.length >= 4 && [...words].some((x) => x.length >= 4 && withinOneTypo(st, x))) hit += 0.85;
  }
  const score = hit / want.length;
  return score >= 0.5 ? score : 0;
}

export const CONTAINER_TOKENS = new Set(CONTAINER_WORDS.split('|').concat(['fieldset', 'the', 'order']));

export const ITEM_NOUN = new RegExp(`^(?:${ITEM_NOUNS})$`, 'i');

/** Sibling items repeated under one parent (list items, rows, cards), each holding one of `candidates`. */
export function repeatedItems(
  index: PageIndex,
  elements: readonly ObservedElement[],
  candidates: Candidate[],
  chromeToo = false,
) {
  const holders = new Map<string, ObservedElement[]>();
  for (const e of elements) {
    if (!e.parent || e.role === 'rowgroup' || e.role === 'columnheader') continue;
    if (e.role === 'row' && elements.some((c) => c.parent === e.ref && c.role === 'columnheader')) continue;
    const key = `${e.parent}|${e.role}`;
    holders.set(key, [...(holders.get(key) ?? []), e]);
  }
  // The page's chrome (its navigation, header and footer) holds menus, not the items people count ("the first
  // result" is not the first menu entry), unless an earlier scope led there (`chromeToo`).
  const inChrome = (e: ObservedElement) => {
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent) if (CHROME_ROLES.has(roleOf(elements, p))) return true;
    return false;
  };
  const skipChrome = !chromeToo;
  let best: ObservedElement[] = [];
  for (const items of holders.values()) {
    if (items.length < 2) continue;
    const holding = items.filter(
      (item) =>
        // A row of toolbar buttons is not a list of items: a control is an item only when it holds things.
        (!CONTROL_ROLES.has(item.role) || elements.some((c) => c.parent === item.ref)) &&
        !(skipChrome && inChrome(item)) &&
        candidates.some((c) => c.element.ref === item.ref || isAncestor(index.byRef, item.ref, c.element)),
    );
    if (holding.length >= 2 && holding.length > best.length) best = holding;
  }
  return best;
}

/**
 * Elements that name a scope: a container whose own name matches it ("Billing address" group, "Billing portal"
 * frame), or a label of one (a heading, a legend, a cell, a text).
 */
export function scopeHolders(elements: readonly ObservedElement[], scope: string): ObservedElement[] {
  // "In the dialog", "in the confirmation", "in the modal": the open dialog, whatever its name.
  if (DIALOG_SCOPE.test(scope.trim())) {
    const dialogs = elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
    if (dialogs.length > 0) return dialogs;
  }
  const bare = scope.replace(new RegExp(`\\b(?:${CONTAINER_WORDS})\\b`, 'gi'), ' ').trim() || scope;
  // Containers and what labels them (headings, legends, texts, frames), not controls: a "Completed" filter button
  // does not make "completed tasks" a place on the page.
  // A link naming a row or a list item (an order number) stands for its item, a name typed in a repeated group too.
  const { byRef } = indexOf(elements);
  const scored = elements
    .filter(
      (e) =>
        e.role === 'iframe' ||
        !CONTROL_ROLES.has(e.role) ||
        (e.role === 'link' && namesItem(byRef, e)) ||
        (e.role === 'textbox' && !!e.hints?.value && namesGroup(elements, byRef, e)),
    )
    .map((e) => {
      const h = e.hints ?? {};
      const typed = e.role === 'textbox' ? h.value : undefined;
      const own = (typed ? [typed] : [e.name, h.text, h.ident, h.title]).filter(Boolean) as string[];
      return { e, score: Math.max(0, ...own.map((t) => textScore(bare, t))) };
    })
    .filter((x) => x.score >= 0.8);
  const top = Math.max(0, ...scored.map((x) => x.score));
  // "On the Sports equipment tab": the tab, and what it shows when selected (its panel beside its tab list), once.
  const kept = scored
    .filter((x) => top - x.score < 0.1)
    .flatMap((x) => (x.e.role === 'tab' ? [x.e, panelOf(elements, x.e) ?? x.e] : [x.e]));
  return [...new Set(kept)];
}

const DIALOG_SCOPE =
  /^(?:the\s+|this\s+)?(?:(?:confirmation|confirm)(?:\s+(?:dialog|modal|pop-?up|box|window))?|dialog|modal|pop-?up)$/i;

const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo']);

const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
]);

/** Narrows candidates to those inside the scope; null when the scope names nothing on the page. */
export function inScope(
  index: PageIndex,
  elements: readonly ObservedElement[],
  ranked: Candidate[],
  scope: string,
  strict = false,
  narrowed = false,
) {
  const ordinal = ordinalScope(elements, scope);
  if (ordinal) {
    const holding = repeatedItems(index, elements, ranked, narrowed);
    const n = ORDINALS[(ordinal[1] as string).toLowerCase()] ?? 0;
    // "the Rate button in the second row": the second row of its table, whether or not it has one (then nothing is
    // found), never the second of the rows that have one.
    const first = holding[0];
    const items =
      first && /^rows?$/i.test(ordinal[2] as string)
        ? elements.filter(
            (e) =>
              e.parent === first.parent &&
              e.role === first.role &&
              !elements.some((c) => c.parent === e.ref && c.role === 'columnheader'),
          )
        : holding;
    const item = n < 0 ? items[items.length + n] : items[n - 1];
    if (!item) return null;
    return ranked.filter((c) => c.element.ref === item.ref || isAncestor(index.byRef, item.ref, c.element));
  }
  const holders = scopeHolders(elements, scope);
  // A container named for the scope (a "Cleanliness" group, a "Billing address" fieldset) is the scope itself; only
  // a label (a heading, a text) stands for the container around it.
  const named = holders.filter((h) => CONTAINER_ROLES.has(h.role));
  const nearest = (from: ObservedElement[], levels: number) => {
    let best: { depth: number; kept: Candidate[] } | null = null;
    for (const h of from) {
      // The holder itself, else its nearest ancestor (at most `levels` up) holding candidates.
      let container: ObservedElement | undefined = h;
      for (let level = 0; container && level <= levels; level++) {
        const c: ObservedElement = container;
        // A label inside a frame names what the frame holds, never the page around it.
        if (c.framePath.length < h.framePath.length && c.role !== 'iframe') break;
        const section = level > 0 ? sectionEnd(index, elements, h, c) : undefined;
        const kept = ranked.filter(
          (x) =>
            x.element.ref !== h.ref &&
            isAncestor(index.byRef, c.ref, x.element) &&
            (section === undefined || inSection(index, h, section, x.element)),
        );
        if (kept.length > 0) {
          if (!best || level < best.depth) best = { depth: level, kept };
          else if (level === best.depth) best = { depth: level, kept: [...best.kept, ...kept] };
          break;
        }
        // An item of a list (a row, a card, a list item) is as far as its scope goes: its list holds other items.
        if (isRepeatedItem(elements, c)) break;
        // A heading's section ends where a heading of its rank or above begins: no further up.
        if (section !== undefined) break;
        container = c.parent ? index.byRef.get(c.parent) : undefined;
      }
    }
    return best?.kept ?? null;
  };
  const top = (kept: Candidate[] | null) => Math.max(0, ...(kept ?? []).map((c) => c.score));
  const inNamed = named.length > 0 ? nearest(named, 0) : null;
  // "Remove the lavender": the line's Remove button, not the "−" of a "Quantity of Lavender" group inside the line
  // that only a synonym matches; a container named for the scope in passing gives way to an exact match around a
  // label that names the scope better (never around the label of a group named exactly so: "Cleanliness").
  const labels = holders.filter((h) => !named.includes(h));
  const naming = (hs: ObservedElement[]) =>
    Math.max(0, ...hs.map((h) => textScore(scope, h.name || h.hints?.text || '')));
  const aroundLabels =
    named.length > 0 && top(inNamed) < 0.8 && naming(labels) > naming(named) + 0.05 ? nearest(labels, 3) : null;
  const kept =
    aroundLabels && top(aroundLabels) >= 0.95 ? aroundLabels : named.length > 0 ? inNamed : nearest(holders, 3);
  if (kept) return kept;
  // "Pay now for B-114": the cells "B-114" of an invoice table hold no Pay now; the card headed "Unit B-114" does.
  const wider = elements.filter(
    (e) =>
      !holders.includes(e) &&
      (e.role === 'heading' || !CONTROL_ROLES.has(e.role)) &&
      tokens(e.name || e.hints?.text || '').length <= 6 &&
      containsPhrase(e.name || e.hints?.text || '', scope),
  );
  // Only for a code or a number ("B-114", "order 1042"): a word alone ("issue") is too common a label for it.
  const around = holders.length > 0 && wider.length > 0 && /\d/.test(scope) ? nearest(wider, 3) : null;
  if (around) return around;
  // Something names the scope, but nothing asked for is in it: not somewhere else on the page either.
  if (holders.length > 0 || strict) return null;
  // No element names the scope: the innermost container whose words hold all of it; never around an item (a row, a
  // card) whose words alone hold it ("the alert for the Manchester Glasshouse Parade" is in that alert's line).
  const items = elements.filter((q) => isRepeatedItem(elements, q) && containsScore(index, q.ref, scope) >= 0.99);
  const full = ranked
    .filter((c) => items.length === 0 || items.some((q) => isAncestor(index.byRef, q.ref, c.element)))
    .map((c) => ({ c, d: fullScopeDepth(index, c.element, scope) }))
    .filter((x): x is { c: Candidate; d: number } => x.d !== null);
  if (full.length === 0) return null;
  const min = Math.min(...full.map((x) => x.d));
  return full.filter((x) => x.d === min).map((x) => x.c);
}

/**
 * The part of the page a heading heads: its nearest ancestor (at most three up, within its frame) holding more than the
 * heading, and where in it the next heading of its rank begins (`sectionEnd`: undefined when the ancestor holds no
 * other heading of its rank, so that all of it is the heading's; null when the heading heads the last section in it).
 */
export function headingSection(
  elements: readonly ObservedElement[],
  h: ObservedElement,
): { container: ObservedElement; end: ObservedElement | null | undefined } | null {
  const index = indexOf(elements);
  let container = h.parent ? index.byRef.get(h.parent) : undefined;
  for (let level = 0; container && level < 3; level++) {
    if (container.framePath.length < h.framePath.length && container.role !== 'iframe') return null;
    const c = container;
    if (
      elements.some((e) => e.ref !== h.ref && isAncestor(index.byRef, c.ref, e) && !isAncestor(index.byRef, h.ref, e))
    ) {
      return { container: c, end: sectionEnd(index, elements, h, c) };
    }
    container = c.parent ? index.byRef.get(c.parent) : undefined;
  }
  return null;
}

/** Whether `e` is in the section `h` heads (`headingSection`). */
export function inHeadingSection(
  elements: readonly ObservedElement[],
  h: ObservedElement,
  section: { container: ObservedElement; end: ObservedElement | null | undefined },
  e: ObservedElement,
): boolean {
  const index = indexOf(elements);
  if (!isAncestor(index.byRef, section.container.ref, e)) return false;
  return section.end === undefined || inSection(index, h, section.end, e);
}

/**
 * Where the section a heading `h` starts ends inside `container`, when the container also holds another heading of
 * its rank or above (a page of sections with no box around each): that heading, or null when none follows `h`;
 * undefined when the container holds no other such heading, so that all of it is `h`'s. Only for headings.
 */
function sectionEnd(
  index: PageIndex,
  elements: readonly ObservedElement[],
  h: ObservedElement,
  container: ObservedElement,
): ObservedElement | null | undefined {
  if (h.role !== 'heading') return undefined;
  const rank = h.hints?.level ?? 2;
  const others = elements.filter(
    (e) =>
      e.role === 'heading' &&
      e.ref !== h.ref &&
      (e.hints?.level ?? 2) <= rank &&
      e.framePath.length === h.framePath.length &&
      isAncestor(index.byRef, container.ref, e),
  );
  if (others.length === 0) return undefined;
  const at = index.order.get(h.ref) ?? 0;
  return others.find((e) => (index.order.get(e.ref) ?? 0) > at) ?? null;
}

/** Whether `e` comes after the heading `h` and before `end` (the next heading of its rank), in page order. */
function inSection(index: PageIndex, h: ObservedElement, end: ObservedElement | null, e: ObservedElement): boolean {
  const at = index.order.get(e.ref) ?? 0;
  return at > (index.order.get(h.ref) ?? 0) && (end === null || at < (index.order.get(end.ref) ?? 0));
}

export function fullScopeDepth(index: PageIndex, e: ObservedElement, scope: string): number | null {
  let depth = 0;
  // A link of the site's menu is in no scope whose words only the page around the menu holds.
  let chrome = false;
  for (
    let p = e.parent ? index.byRef.get(e.parent) : undefined;
    p;
    p = p.parent ? index.byRef.get(p.parent) : undefined
  ) {
    depth++;
    if (containsScore(index, p.ref, scope) >= 0.99) return chrome ? null : depth;
    chrome ||= CHROME_ROLES.has(p.role);
  }
  return null;
}

export function boxDistance(a: ObservedElement, b: ObservedElement): number {
  if (!a.box || !b.box) return Number.POSITIVE_INFINITY;
  const ax = a.box.x + a.box.width / 2;
  const ay = a.box.y + a.box.height / 2;
  const bx = b.box.x + b.box.width / 2;
  const by = b.box.y + b.box.height / 2;
  return Math.hypot(ax - bx, (ay - by) * 1.5);
}

/** Roles of a text that can name the control after it. */
const VISUAL_LABEL_ROLES = new Set(['generic', 'text', 'paragraph', 'strong', 'emphasis', 'LabelText', 'label']);

export const LABELLED_CONTROLS = new Set([
  'checkbox',
  'radio',
  'switch',
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'slider',
]);

/** Every element matching `target` for `intent`, best first. */

const CONTAINER_ROLES = new Set([
  'group',
  'radiogroup',
  'region',
  'form',
  'dialog',
  'alertdialog',
  'list',
  'listbox',
  'table',
  'grid',
  'tabpanel',
  'article',
  'listitem',
  'row',
  'navigation',
  'complementary',
  'banner',
  'contentinfo',
  'main',
  'iframe',
  'menu',
  'toolbar',
  'tablist',
]);

const ITEM_ROLES = new Set(['listitem', 'row', 'article', 'option', 'treeitem', 'generic', 'group']);
/** Items by their role alone: what sits inside one is part of it. */
const STRONG_ITEM_ROLES = new Set(['listitem', 'row', 'article', 'treeitem']);

function roleOf(elements: readonly ObservedElement[], ref: string): string {
  return elements.find((o) => o.ref === ref)?.role ?? '';
}

/** Whether `e` is one of several siblings of its kind, each with content (the items of a list, table or grid). */
function isRepeatedItem(elements: readonly ObservedElement[], e: ObservedElement): boolean {
  if (!ITEM_ROLES.has(e.role) || !e.parent) return false;
  // Boxes inside a card (its header, its row of buttons) are parts of the item, not items themselves.
  if ((e.role === 'generic' || e.role === 'group') && STRONG_ITEM_ROLES.has(roleOf(elements, e.parent))) return false;
  let siblings = 0;
  for (const o of elements) {
    if (o.parent !== e.parent || o.role !== e.role) continue;
    if (!elements.some((c) => c.parent === o.ref)) continue;
    siblings++;
    if (siblings >= 2) return true;
  }
  return false;
}
