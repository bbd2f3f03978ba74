/**
 * Count claims ("3 books are listed", "the cart badge shows 3"), whose easy evidence is often wrong. A count passes
 * only on evidence about what it is about: a count claimed of the cart badge is read on the badge, never on another
 * "3" of the page; counted items are those the noun, their list or their heading names.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { columnCell, rowColumnCell } from './claims-columns';
import { itemsHaving, onlyLabelled } from './claims-count-having';
import { namesOneItem } from './claims-count-items';
import { statedCounts, statedOfHaving } from './claims-count-stated';
import { ITEM_ROLES, quoted, sameWord, type Verdict, words } from './claims-evidence';
import { contentTokens, describeElement, ground, indexOf, parseTarget, tokens } from './ground';
import { ITEM_NOUN, isAncestor } from './page-index';
import { panelOf } from './tab-panels';
import { textScore, tokenMatch } from './text-match';

/** Nouns that name a role; counting them counts elements of that role. */
const ROLE_NOUNS: Array<[RegExp, string]> = [
  [/^buttons?$/, 'button'],
  [/^links?$/, 'link'],
  [/^(?:checkboxes|checkbox|check boxes)$/, 'checkbox'],
  [/^headings?$/, 'heading'],
  [/^(?:images?|pictures?|photos?|thumbnails?)$/, 'img'],
  [/^(?:rows?|lines?|records?)$/, 'row'],
  [/^tabs?$/, 'tab'],
  [/^(?:fields?|inputs?|text fields?|textboxes)$/, 'textbox'],
  [/^(?:dropdowns?|selects?)$/, 'combobox'],
  [/^(?:radio buttons?|radios?)$/, 'radio'],
  [/^(?:options?)$/, 'option'],
  [/^(?:switch(?:es)?|toggles?)$/, 'switch'],
  [/^(?:sliders?)$/, 'slider'],
];

function isHeaderRow(index: ReturnType<typeof indexOf>, e: ObservedElement, elements: readonly ObservedElement[]) {
  return e.role === 'row' && elements.some((c) => c.parent === e.ref && c.role === 'columnheader') && !!index;
}

/** Groups of sibling items (list items, rows, cards) under `root` (or the page), largest first. */
export function itemGroups(elements: readonly ObservedElement[], root: ObservedElement | null): ObservedElement[][] {
  const index = indexOf(elements);
  const inside = (e: ObservedElement) => {
    if (!root) return true;
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent) if (p === root.ref) return true;
    return false;
  };
  const groups = new Map<string, ObservedElement[]>();
  for (const e of elements) {
    if (!ITEM_ROLES.has(e.role) || !e.parent || !inside(e)) continue;
    if (isHeaderRow(index, e, elements)) continue;
    // Empty wrappers are not items.
    if (!(index.subtree.get(e.ref)?.size ?? 0)) continue;
    const key = `${e.parent}|${e.role}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].filter((g) => g.length >= 1).sort((a, b) => b.length - a.length);
}

export interface CountClaim {
  expected: number;
  /** "books", "rows", "results"; may be empty ("the badge shows 3"). */
  noun: string;
  /** What holds the count: "the cart badge", "the results", "the table"; null when the claim names none. */
  subject: string | null;
  negated?: boolean;
  /** "3 books are listed": a claim about the items on screen, not about a total the page states. */
  shown?: boolean;
  /** "6 stations are open 24 hours": what each counted item says ("open 24 hours"). */
  having?: string;
}

const BADGE =
  /^(?:the\s+)?(.+?)\s+(?:badge|counter|count|bubble|pill)(?:\s+(?:in|on|of)\s+the\s+(?:menu|navigation|nav|header|top bar|sidebar))?$/i;
const COUNT_IDENT = /\b(?:count|counter|badge|bubble|pill|num|number)\b/i;

/**
 * "The Saved badge", "the Approvals badge in the menu": the count shown on the one link, button or tab named so that
 * shows one (a child whose identity says it is a count, or a number ending its name: "Saved 1", "Box 3"), not a control
 * of that name without a count ("Saved" on a card); null when not exactly one does.
 */
function badgeOf(elements: readonly ObservedElement[], subject: string): ObservedElement | null {
  const m = BADGE.exec(subject.trim());
  if (!m) return null;
  const named = tokens(m[1] as string);
  if (named.length === 0) return null;
  const found: ObservedElement[] = [];
  for (const e of elements) {
    if (!['link', 'button', 'tab', 'menuitem'].includes(e.role)) continue;
    const words = tokens(e.hints?.text || e.name).filter((t) => !/^\d+$/.test(t));
    if (words.length !== named.length || !named.every((w, i) => tokenMatch(w, words[i] as string) > 0)) continue;
    const count = elements.find(
      (c) => c.parent === e.ref && COUNT_IDENT.test(c.hints?.ident ?? '') && /^\s*\d+\s*$/.test(c.hints?.text ?? ''),
    );
    // Said of the control ("link "Saved 1" shows 1") when its name holds that one number.
    const numbers = tokens(e.name).filter((t) => /^\d+$/.test(t));
    if (count) found.push(numbers.length === 1 ? e : count);
    else if (/\s\d+$/.test(e.name.trim())) found.push(e);
  }
  return found.length === 1 ? (found[0] as ObservedElement) : null;
}

/**
 * "The transfers table" where the table has no name of its own: the one table named so, else the one whose nearest
 * heading before it names it ("Your transfers"); null when the subject names no table or not exactly one fits.
 */
function tableNamed(elements: readonly ObservedElement[], subject: string): ObservedElement | null {
  const target = parseTarget(subject);
  if (!target.roles?.includes('table') || !target.name.trim() || target.scopes) return null;
  const tables = elements.filter((e) => e.role === 'table' || e.role === 'grid');
  const byName = tables.filter((t) => textScore(target.name, t.name) >= 0.8);
  if (byName.length > 0) return byName.length === 1 ? (byName[0] as ObservedElement) : null;
  // What else names a table: its identity, the heading just before it, the places it is in (a "My permits" panel) and
  // the selected tab whose panel holds it ("Sailings").
  const { byRef } = indexOf(elements);
  const labels = (t: ObservedElement): string[] => {
    const at = elements.indexOf(t);
    // The heading just before it, with no other table between them.
    const before = elements
      .slice(0, at)
      .reverse()
      .find((e) => e.role === 'heading' || e.role === 'table' || e.role === 'grid');
    const heading = before?.role === 'heading' ? before : undefined;
    const places: string[] = [];
    for (let p = t.parent ? byRef.get(t.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
      if (p.name) places.push(p.name);
    }
    const tabs = elements.filter((e) => e.role === 'tab' && e.hints?.selected === true);
    const tab = tabs.find((e) => {
      const panel = panelOf(elements, e);
      return !!panel && isAncestor(byRef, panel.ref, t);
    });
    return [t.hints?.ident ?? '', heading?.name ?? '', ...places, tab?.hints?.text ?? tab?.name ?? ''].filter(Boolean);
  };
  const named = tables.filter((t) => labels(t).some((l) => textScore(target.name, l) >= 0.8));
  return named.length === 1 ? (named[0] as ObservedElement) : null;
}

/** Answers a count claim on its subject (or the page) with stated counts and counted items. */
export async function checkCount(observation: Observation, probe: PageProbe, claim: CountClaim): Promise<Verdict> {
  const { expected } = claim;
  const elements = observation.elements;
  const nounWords = contentTokens(claim.noun).filter((w) => !/^(?:the|a|an|my|your|of)$/.test(w));
  const label = claim.noun ? `${expected} ${claim.noun}` : String(expected);
  const verdict = (pass: boolean, reason: string, unsure = false): Verdict => {
    const v: Verdict = { pass: pass !== !!claim.negated, reason };
    return unsure ? { ...v, certainty: 'unsure' } : v;
  };
  const summary = await errorSummaryCount(observation, probe, claim);
  if (summary) return verdict(summary.count === expected, summary.reason);
  let root: ObservedElement | null = null;
  if (claim.subject && !/^(?:page|screen|site|app|list|results?|search results)$/i.test(claim.subject.trim())) {
    // "the Central Station row shows 12 bikes": the row that cell heads, under the column "Bikes".
    const row = await rowColumnCell(elements, probe, claim.subject, claim.noun);
    if (row) return verdict(Number(row.text) === expected, row.reason);
    const badge = badgeOf(elements, claim.subject);
    const table = badge ? null : tableNamed(elements, claim.subject);
    let g: ReturnType<typeof ground> = badge
      ? { kind: 'found', element: badge, score: 1 }
      : table
        ? { kind: 'found', element: table, score: 1 }
        : ground(elements, claim.subject, 'any');
    // A tab and its panel share a name ("the past visits table"): the panel holds what is counted.
    if (g.kind === 'ambiguous') {
      const panels = g.candidates.filter((c) => !['tab', 'button', 'link', 'menuitem'].includes(c.role));
      const panel = panels.length === 1 ? (panels[0] as ObservedElement) : undefined;
      // "the ride history table": the one table of that panel, never a total the panel states elsewhere.
      const roles = parseTarget(claim.subject).roles;
      const { byRef } = indexOf(elements);
      const inPanel =
        panel && roles ? elements.filter((e) => roles.includes(e.role) && isAncestor(byRef, panel.ref, e)) : [];
      const root = inPanel.length === 1 ? inPanel[0] : roles ? undefined : panel;
      if (root) g = { kind: 'found', element: root, score: 1 };
    }
    if (g.kind === 'ambiguous') {
      const list = g.candidates.slice(0, 5).map(describeElement).join(', ');
      return { pass: false, reason: `"${claim.subject}" is ambiguous: ${list}.`, certainty: 'unsure' };
    }
    if (g.kind === 'none' || g.score < 0.6) {
      return verdict(false, `No element matching ${quoted(claim.subject)} was found to count ${label} in.`, true);
    }
    root = g.element;
    // "The history says there are 12 charging sessions": a selected tab without a number of its own, its panel.
    if (root.role === 'tab' && !/\d/.test(`${root.name} ${root.hints?.text ?? ''}`))
      root = panelOf(elements, root) ?? root;
    // "Quayside has no bikes": the row's cell under the column "Bikes".
    const cell = await columnCell(elements, probe, root, claim.noun);
    if (cell) return verdict(Number(cell.text) === expected, cell.reason);
    const role0 = ROLE_NOUNS.find(([re]) => re.test(claim.noun.trim().toLowerCase()))?.[1];
    // "the opening hours table has 3 rows": a heading names the table that follows it.
    if (role0 === 'row' && !['table', 'grid', 'rowgroup', 'treegrid'].includes(root.role)) {
      const heading = root;
      const at = elements.indexOf(heading);
      const near = elements
        .slice(at + 1)
        .find((e) => ['table', 'grid'].includes(e.role) && (e.parent === heading.parent || e.parent === heading.ref));
      if (near) root = near;
    }
    // "4 items are in the trash" on the page headed "Trash": a heading without a number introduces the section it
    // heads, whose items are counted.
    // A heading of its own level or code ("French B2 Upper intermediate") does not state the count.
    const headingCounts = statedCounts(root.name, nounWords).length > 0 || /(?:^|\s)\(?\d+\)?$/.test(root.name.trim());
    if (root.role === 'heading' && !headingCounts && root.parent && nounWords.length > 0) {
      const section = elements.find((e) => e.ref === root?.parent);
      if (section) root = section;
    }
    // A field: its value ("the quantity field contains 1").
    if (['textbox', 'spinbutton', 'combobox', 'slider', 'searchbox'].includes(root.role) && !role0) {
      const value = (await probe.valueOf(root.ref)) ?? '';
      const pass = value.trim() === String(expected);
      return verdict(pass, `The ${describeElement(root)} is ${quoted(value)}.`);
    }
    // A badge, a counter, a link "Cart (2)": the subject itself states the count.
    let own = (await probe.textOf(root.ref)) || words(root);
    let numbers = tokens(own)
      .filter((t) => /^\d+$/.test(t))
      .map(Number);
    const hasChildren = elements.some((e) => e.parent === root?.ref);
    // A label ("Open tickets") whose number sits beside it in its card.
    // Not a neighbour of its own kind ("Permits" beside the tab "Penalty notices 3"): that number is the other's.
    const named = root;
    const peers = elements.some(
      (e) => e.parent === named.parent && e.ref !== named.ref && e.role === named.role && e.name,
    );
    if (numbers.length === 0 && !hasChildren && root.parent && !peers) {
      const holder = elements.find((e) => e.ref === root?.parent);
      if (holder) {
        const text = await probe.textOf(holder.ref);
        const rest = tokens(text)
          .filter((t) => /^\d+$/.test(t))
          .map(Number);
        if (rest.length === 1) {
          own = text;
          numbers = rest;
        }
      }
    }
    // A link or button that states a number ("Basket (2)") counts what it names, whatever is inside it.
    const control = ['link', 'button', 'status', 'tab'].includes(root.role) && new Set(numbers).size === 1;
    if (!role0 && (!hasChildren || nounWords.length === 0 || control)) {
      const stated = nounWords.length > 0 ? statedCounts(own, nounWords) : numbers;
      const said = stated.length > 0 ? stated : new Set(numbers).size === 1 ? [numbers[0] as number] : [];
      if (said.length === 0) {
        return verdict(false, `The ${describeElement(root)} shows no count (it shows ${quoted(own.slice(0, 80))}).`);
      }
      const pass = said.includes(expected) && said.every((n) => n === expected);
      return verdict(
        pass,
        pass
          ? `The ${describeElement(root)} shows ${expected} (${quoted(own.slice(0, 80))}).`
          : `Expected the ${describeElement(root)} to show ${expected}, but it shows ${quoted(own.slice(0, 80))}.`,
      );
    }
  }
  // "3 upcoming trips are listed" beside the tab panel "Upcoming": that panel holds what is counted.
  if (!root && nounWords.length > 1) {
    const panels = elements.filter((e) => {
      const named = contentTokens(e.name).filter((w) => !/^(?:the|a|an|my|your|of)$/.test(w));
      return e.role === 'tabpanel' && named.length > 0 && named.every((w) => nounWords.some((n) => sameWord(n, w)));
    });
    if (panels.length === 1) root = panels[0] as ObservedElement;
  }
  // Stated counts: texts in the subject (or anywhere) saying "N books".
  const index = indexOf(elements);
  const within = (e: ObservedElement) => {
    if (!root) return true;
    for (let p: string | undefined = e.ref; p; p = index.byRef.get(p)?.parent) if (p === root.ref) return true;
    return false;
  };
  const stated: Array<{ n: number; text: string }> = [];
  if (nounWords.length > 0) {
    for (const e of elements) {
      if (!within(e) || (ITEM_ROLES.has(e.role) && e.role !== 'generic')) continue;
      const text = words(e);
      if (!text || tokens(text).length > 12) continue;
      // "There are 7 boats" where the page says "Showing 1–6 of 7 boats": how many there are, not how many are shown.
      for (const n of statedCounts(text, nounWords, !claim.shown && !claim.having)) stated.push({ n, text });
    }
  }
  // Counted items: by role, else the repeated items that mention the noun, else the one list of the subject.
  // "4 photos in the list" on a page whose photos are rows without images: counted as items, not as `img`s.
  const byRole = ROLE_NOUNS.find(([re]) => re.test(claim.noun.trim().toLowerCase()))?.[1];
  const role = byRole && elements.some((e) => e.role === byRole && within(e)) ? byRole : undefined;
  let counted: ObservedElement[] | null = null;
  let what = '';
  if (role) {
    counted = elements.filter((e) => e.role === role && within(e) && !isHeaderRow(index, e, elements));
    what = `${role} elements${root ? ` in the ${describeElement(root)}` : ''}`;
  } else {
    const groups = itemGroups(elements, root);
    const mentioning = groups.filter((g) =>
      g.every((item) => nounWords.some((n) => [...(index.subtree.get(item.ref) ?? [])].some((w) => sameWord(n, w)))),
    );
    // "3 accounts are listed": the rows of the table (or the items of the list) that the heading "Accounts", the
    // container's own name or its first column names.
    const named = groups.filter((g) => nounWords.length > 0 && namedBy(elements, index, g, nounWords));
    const lists = groups.filter((g) => {
      const parent = index.byRef.get(g[0]?.parent ?? '');
      return g.length >= 2 || parent?.role === 'list' || parent?.role === 'rowgroup' || parent?.role === 'table';
    });
    // "3 listings", "4 results": the one group of repeated cards, list items or rows of the page's content, when the
    // noun says no more than that they are results.
    const content = groups.filter(
      (g) =>
        g.length >= 2 &&
        ['article', 'listitem', 'row'].includes(g[0]?.role ?? '') &&
        !outsideContent(index, g[0] as ObservedElement),
    );
    // "6 stations are open 24 hours": the items that say it, among the page's one group of them.
    const generic =
      (GENERIC_ITEMS.test(claim.noun.trim()) || !!claim.having) && content.length === 1 ? content[0] : undefined;
    const pick =
      named.length === 1
        ? named[0]
        : // Repeated cards, list items or rows before wrappers that happen to mention the noun.
          (mentioning.find((g) => g.length >= 2 && g[0]?.role !== 'generic') ??
          mentioning.find((g) => g.length >= 2) ??
          generic ??
          // One item alone, when it mentions the noun other than in a label: never a section whose term says
          // "Places: Full" for "1 place left".
          mentioning.find((g) => g.length >= 2 || !onlyLabelled(elements, index.byRef, g[0], nounWords)) ??
          (root
            ? rootNamesItems(claim, root, nounWords, groups[0] ?? [])
              ? groups[0]
              : undefined
            : lists.length === 1 && !namesOneItem(elements, lists[0] as ObservedElement[], nounWords)
              ? lists[0]
              : undefined));
    if (pick) {
      counted = pick;
      what = `items in the ${describeElement(index.byRef.get(pick[0]?.parent ?? '') ?? (pick[0] as ObservedElement))}`;
    }
  }
  // "2 published articles": the items that say so, unless the list they are in says it for all of them.
  if (counted && counted.length > 0) counted = qualified(elements, index, counted, nounWords, claim.subject);
  if (counted && claim.having) counted = await itemsHaving(probe, counted, claim.having);
  const partial = claim.having ? statedOfHaving(elements, claim.having, stated) : null;
  if (partial) return verdict(false, partial, true);
  let visibleCount: number | null = null;
  if (counted) {
    const shown = await Promise.all(counted.map((e) => probe.isVisible(e.ref).catch(() => false)));
    visibleCount = shown.filter(Boolean).length;
  }
  const statedHit = stated.find((s) => s.n === expected);
  // "5 episodes are shown" with five on screen, on a page that also says "42 episodes" of the whole show: a stated
  // number larger than what is shown is a total, not what the claim is about.
  const total = (n: number) => claim.shown === true && visibleCount === expected && n > expected;
  const statedOther = stated.filter((s) => s.n !== expected && !total(s.n));
  if (statedHit && statedOther.length === 0 && (visibleCount === null || visibleCount === expected || !role)) {
    return verdict(true, `The page shows ${quoted(statedHit.text)}.`);
  }
  if (visibleCount === expected && statedOther.length === 0) {
    return verdict(true, `There are ${expected} ${what}.`);
  }
  if (stated.length === 0 && visibleCount === null) {
    return verdict(false, `Could not find ${claim.noun || 'anything'} to count on the page.`, true);
  }
  const saw = [
    ...new Set(stated.map((s) => quoted(s.text))),
    ...(visibleCount !== null ? [`${visibleCount} ${what}`] : []),
  ]
    .slice(0, 3)
    .join(', ');
  return verdict(false, `Expected ${label}, but found ${saw}.`);
}

/** Words before a noun that say nothing of each item ("3 new messages", "the latest 5 orders"). */
const LIST_WORDS = new Set(
  'new recent latest current upcoming listed shown visible displayed my your our their other more different separate individual total matching found remaining available all'.split(
    ' ',
  ),
);

/**
 * The counted items that carry each word the claim puts before its noun ("published" of "2 published articles"):
 * every item when the list says it for all of them (a selected "Published" tab, the heading or container above them,
 * the subject), else the items whose own words say it; a qualifier nothing on the page says leaves none.
 */
function qualified(
  elements: readonly ObservedElement[],
  index: ReturnType<typeof indexOf>,
  counted: ObservedElement[],
  nounWords: string[],
  subject: string | null,
): ObservedElement[] {
  // The words before the noun of the items ("published" of "published articles on the first page"), each one the
  // page says somewhere (a status it shows: one it never shows cannot be told on it).
  const head = nounWords.findIndex((w) => ITEM_NOUN.test(w));
  const onPage = (q: string) =>
    elements.some((e) => tokens(`${e.name} ${e.hints?.text ?? ''}`).some((w) => sameWord(q, w)));
  const qualifiers = nounWords
    .slice(0, Math.max(0, head))
    .filter((w) => !LIST_WORDS.has(w) && !/\d/.test(w) && onPage(w));
  if (qualifiers.length === 0) return counted;
  const first = counted[0] as ObservedElement;
  const labels: string[] = [subject ?? ''];
  for (const e of elements) if (e.role === 'tab' && e.hints?.selected === true) labels.push(e.name);
  for (let p = first.parent ? index.byRef.get(first.parent) : undefined, level = 0; p && level < 5; level++) {
    labels.push(p.name, p.hints?.ident ?? '');
    for (const h of elements) if (h.role === 'heading' && h.parent === p.ref) labels.push(h.name);
    p = p.parent ? index.byRef.get(p.parent) : undefined;
  }
  const said = tokens(labels.join(' '));
  const unmet = qualifiers.filter((q) => !said.some((w) => sameWord(q, w)));
  if (unmet.length === 0) return counted;
  return counted.filter((item) =>
    unmet.every((q) => [...(index.subtree.get(item.ref) ?? [])].some((w) => sameWord(q, w))),
  );
}

/**
 * Whether the items of `root` may be counted as what the noun names although none of them mentions it: the noun
 * says only that they are items ("3 results"), they are rows, list items or cards, or the subject names them ("My
 * bookings lists 2 bookings"). Never "4 bananas in the health questionnaire" for the four boxes around its checkboxes.
 */
function rootNamesItems(claim: CountClaim, root: ObservedElement, noun: string[], items: ObservedElement[]): boolean {
  if (noun.length === 0 || GENERIC_ITEMS.test(claim.noun.trim())) return true;
  // Rows, list items and cards are what a table, a list or a section shows ("The table shows 5 applications").
  if (['row', 'listitem', 'article'].includes(items[0]?.role ?? '')) return true;
  const naming = tokens(`${claim.subject ?? ''} ${root.name}`);
  return noun.some((n) => naming.some((w) => sameWord(n, w)));
}

/** Nouns that say only that things are results. */
const GENERIC_ITEMS =
  /^(?:results?|items?|entries|entry|listings?|matches|hits|records?|cards?|products?|properties|homes?|options|offers|deals)$/i;

/** Inside the page's navigation, header, footer or a sidebar: not its content. */
export function outsideContent(index: ReturnType<typeof indexOf>, e: ObservedElement): boolean {
  for (let p = e.parent; p; p = index.byRef.get(p)?.parent) {
    const role = index.byRef.get(p)?.role;
    if (role && ['navigation', 'banner', 'contentinfo', 'complementary', 'menu', 'menubar'].includes(role)) return true;
  }
  return false;
}

/** Whether a group of items is named by the noun: its list or table, that container's heading, or its first column. */
function namedBy(
  elements: readonly ObservedElement[],
  index: ReturnType<typeof indexOf>,
  group: ObservedElement[],
  noun: string[],
): boolean {
  if (group.length < 2) return false;
  const says = (text: string | undefined) => !!text && tokens(text).some((w) => noun.some((n) => sameWord(n, w)));
  let container = index.byRef.get(group[0]?.parent ?? '');
  if (container?.role === 'rowgroup') container = index.byRef.get(container.parent ?? '') ?? container;
  if (!container || !['table', 'grid', 'list', 'treegrid', 'listbox'].includes(container.role)) return false;
  if (says(container.name)) return true;
  const under = (e: ObservedElement) => {
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent) if (p === container?.ref) return true;
    return false;
  };
  if (says(elements.find((e) => e.role === 'columnheader' && under(e))?.name)) return true;
  // The nearest heading before it, with no other table or list between.
  for (let i = elements.indexOf(container) - 1; i >= 0; i--) {
    const e = elements[i] as ObservedElement;
    if (e.role === 'heading') return says(e.name);
    if (['table', 'grid', 'list', 'treegrid', 'listbox'].includes(e.role)) return false;
  }
  return false;
}

/**
 * "Three errors are listed", "the error summary lists 3 problems": the items of the page's one visible error summary
 * (an alert, or a box identified as errors, holding a list); null when the claim counts something else or the page
 * has no such summary.
 */
async function errorSummaryCount(
  observation: Observation,
  probe: PageProbe,
  claim: CountClaim,
): Promise<{ count: number; reason: string } | null> {
  if (!/^(?:errors?|problems?|issues?|error messages?|mistakes?)$/i.test(claim.noun.trim())) return null;
  if (claim.subject && !/\b(?:errors?|summary|problems?|form|page)\b/i.test(claim.subject)) return null;
  const elements = observation.elements;
  const { byRef } = indexOf(elements);
  const itemsOf = (box: ObservedElement) =>
    elements.filter((e) => e.role === 'listitem' && isAncestor(byRef, box.ref, e));
  const boxes: ObservedElement[] = [];
  for (const e of elements) {
    const errorBox = e.role === 'alert' || /\berr(?:or)?s?\b/i.test(e.hints?.ident ?? '');
    if (!errorBox || itemsOf(e).length === 0 || boxes.some((b) => isAncestor(byRef, b.ref, e))) continue;
    if (await probe.isVisible(e.ref)) boxes.push(e);
  }
  const [box, ...others] = boxes;
  if (!box || others.length > 0) return null;
  const count = itemsOf(box).length;
  return { count, reason: `The error summary (${describeElement(box)}) lists ${count} ${claim.noun.trim()}.` };
}
