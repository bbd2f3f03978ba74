/**
 * Claims whose evidence must be gathered with care, because the easy evidence is often wrong: counts ("3 books are
 * listed", "the cart badge shows 3"), messages described by their words ("an error asking to choose a rating") and
 * greetings ("the dashboard greets Marta"). A claim passes only on evidence about what it is about: a count claimed of
 * the cart badge is read on the badge, never on another "3" of the page.
 */
import type { AssertVerdict, Observation, ObservedElement, PageProbe } from '../contract';
import { contentTokens, describeElement, ground, indexOf, normalize, stem, tokens, withinOneTypo } from './ground';

type Verdict = AssertVerdict;
const quoted = (text: string) => `"${text}"`;

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

const ITEM_ROLES = new Set([
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
/** A number preceded by these is a threshold, not a count ("free shipping over 3 items"). */
const COMPARATOR =
  /\b(?:over|under|above|below|up to|at least|at most|more than|less than|fewer than|min(?:imum)?|max(?:imum)?|limit(?:ed)? to|per|every|each|buy|only)\s*$/i;

function sameWord(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  if (/\d/.test(x) || /\d/.test(y)) return false;
  return x.length >= 4 && y.length >= 4 && withinOneTypo(x, y);
}

function words(e: ObservedElement): string {
  const h = e.hints ?? {};
  return [e.name, h.text].filter(Boolean).join(' ');
}

/** Numbers a text states about `noun` ("3 books found", "Results (3)", "Cart: 3"), thresholds excluded. */
function statedCounts(text: string, noun: string[]): number[] {
  const out: number[] = [];
  const t = text.toLowerCase();
  const isNoun = (w: string) => noun.some((n) => sameWord(n, w));
  // "8 books", "8 new books", "3 of 12 results" (the 3 is what is shown).
  for (const m of t.matchAll(/(\d+)(?:\s+of\s+\d+)?\s+(?:([\p{L}-]+)\s+)?([\p{L}-]+)/gu)) {
    if (!(isNoun(m[3] as string) || (m[2] && isNoun(m[2])))) continue;
    if (COMPARATOR.test(t.slice(0, m.index))) continue;
    if (/\b(?:page|of)\s*$/.test(t.slice(0, m.index))) continue;
    out.push(Number(m[1]));
  }
  // "Books (8)", "Results: 8", "Cart · 8"
  for (const m of t.matchAll(/([\p{L}-]+)\s*[:(·|-]\s*(\d+)\)?/gu)) {
    if (isNoun(m[1] as string)) out.push(Number(m[2]));
  }
  return out;
}

function isHeaderRow(index: ReturnType<typeof indexOf>, e: ObservedElement, elements: readonly ObservedElement[]) {
  return e.role === 'row' && elements.some((c) => c.parent === e.ref && c.role === 'columnheader') && !!index;
}

/** Groups of sibling items (list items, rows, cards) under `root` (or the page), largest first. */
function itemGroups(elements: readonly ObservedElement[], root: ObservedElement | null): ObservedElement[][] {
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
  let root: ObservedElement | null = null;
  if (claim.subject && !/^(?:page|screen|site|app|list|results?|search results)$/i.test(claim.subject.trim())) {
    const g = ground(elements, claim.subject, 'any');
    if (g.kind === 'ambiguous') {
      const list = g.candidates.slice(0, 5).map(describeElement).join(', ');
      return { pass: false, reason: `"${claim.subject}" is ambiguous: ${list}.`, certainty: 'unsure' };
    }
    if (g.kind === 'none' || g.score < 0.6) {
      return verdict(false, `No element matching ${quoted(claim.subject)} was found to count ${label} in.`, true);
    }
    root = g.element;
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
    if (root.role === 'heading' && !/\d/.test(root.name) && root.parent && nounWords.length > 0) {
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
    if (numbers.length === 0 && !hasChildren && root.parent) {
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
      for (const n of statedCounts(text, nounWords)) stated.push({ n, text });
    }
  }
  // Counted items: by role, else the repeated items that mention the noun, else the one list of the subject.
  const role = ROLE_NOUNS.find(([re]) => re.test(claim.noun.trim().toLowerCase()))?.[1];
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
    const generic = GENERIC_ITEMS.test(claim.noun.trim()) && content.length === 1 ? content[0] : undefined;
    const pick =
      named.length === 1
        ? named[0]
        : (mentioning.find((g) => g.length >= 2) ??
          generic ??
          mentioning[0] ??
          (root ? groups[0] : lists.length === 1 ? lists[0] : undefined));
    if (pick) {
      counted = pick;
      what = `items in the ${describeElement(index.byRef.get(pick[0]?.parent ?? '') ?? (pick[0] as ObservedElement))}`;
    }
  }
  let visibleCount: number | null = null;
  if (counted) {
    const shown = await Promise.all(counted.map((e) => probe.isVisible(e.ref).catch(() => false)));
    visibleCount = shown.filter(Boolean).length;
  }
  const statedHit = stated.find((s) => s.n === expected);
  const statedOther = stated.filter((s) => s.n !== expected);
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

/** Nouns that say only that things are results. */
const GENERIC_ITEMS =
  /^(?:results?|items?|entries|entry|listings?|matches|hits|records?|cards?|products?|properties|homes?|options|offers|deals)$/i;

/** Inside the page's navigation, header, footer or a sidebar: not its content. */
function outsideContent(index: ReturnType<typeof indexOf>, e: ObservedElement): boolean {
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

const GREETING = /\b(?:welcome|hello|hi|hey|good (?:morning|afternoon|evening|day)|greetings|howdy|bonjour|hola)\b/i;

/** "the dashboard greets Marta": a visible text that greets the name. */
export async function checkGreeting(observation: Observation, probe: PageProbe, name: string, negated: boolean) {
  const want = tokens(name);
  for (const e of observation.elements) {
    const text = words(e);
    if (!GREETING.test(text)) continue;
    const have = tokens(text);
    if (!want.every((w) => have.some((h) => sameWord(w, h)))) continue;
    if (!(await probe.isVisible(e.ref))) continue;
    return { pass: !negated, reason: `The page greets ${name}: ${quoted(text)}.` };
  }
  return {
    pass: negated,
    reason: negated ? `No greeting of ${name} is shown.` : `No greeting of ${quoted(name)} is shown on the page.`,
  };
}

const KIND_WORDS: Record<string, RegExp> = {
  error:
    /\b(?:error|errors|invalid|danger|alert|fail|failed|failure|incorrect|wrong|required|must|please|cannot|can ?not|problem|warning|feedback)\b/i,
  success:
    /\b(?:success|successful|successfully|saved|done|complete|completed|confirmed|confirmation|thank|thanks|added|updated|created|sent|booked)\b/i,
  warning: /\b(?:warning|warn|caution|attention|careful)\b/i,
  info: /\b(?:info|information|note|notice|tip)\b/i,
};
const MESSAGE_IDENT =
  /\b(?:error|errors|invalid|danger|alert|toast|snackbar|notification|notice|message|msg|feedback|flash|banner|success|warning|info|status|help|hint)\b/i;
/** Roles whose identity words ("status" of a table column, "help" of a button) do not make them messages. */
const NOT_MESSAGES = new Set([
  'columnheader',
  'rowheader',
  'cell',
  'gridcell',
  'row',
  'button',
  'link',
  'textbox',
  'combobox',
  'option',
  'checkbox',
  'radio',
  'tab',
  'menuitem',
]);
const FILLER = new Set([
  'message',
  'messages',
  'please',
  'me',
  'user',
  'us',
  'you',
  'that',
  'to',
  'about',
  'saying',
  'asking',
  'telling',
  'which',
  'says',
  'reads',
  'is',
  'are',
  'be',
  'the',
  'a',
  'an',
  'shown',
  'displayed',
  'visible',
  'appears',
  'on',
  'at',
  'in',
  'of',
  'for',
  'with',
  'and',
  'or',
  'was',
  'were',
  'has',
  'have',
  'will',
  'it',
  'your',
  'my',
]);

const RAW_WORD = /[\p{L}\p{N}]+(?:[.,:]\d+)*/gu;

/**
 * Whether every number of `claim` that is followed by a word stands in `message` with that word right after it or
 * one word later ("3 new items" holds "3 items"; "3 issues are done. 9 open issues" does not hold "3 open issues").
 */
export function numbersAgree(claim: string, message: string): boolean {
  const c = claim.toLowerCase().match(RAW_WORD) ?? [];
  const m = message.toLowerCase().match(RAW_WORD) ?? [];
  for (const [i, word] of c.entries()) {
    if (!/^\d/.test(word)) continue;
    const next = c[i + 1];
    if (!next || /^\d/.test(next) || FILLER.has(next)) continue;
    const agrees = m.some(
      (w, j) => w === word && [m[j + 1], m[j + 2]].some((after) => after !== undefined && sameWord(next, after)),
    );
    if (!agrees) return false;
  }
  return true;
}

/** "an error asking to choose a rating", "a toast saying Saved", "a success message": a visible message of that kind with those words. */
export async function checkMessage(
  observation: Observation,
  probe: PageProbe,
  kind: string,
  about: string,
  negated: boolean,
): Promise<Verdict> {
  const k = kind.toLowerCase();
  const family = /error|validation|alert/.test(k)
    ? 'error'
    : /success/.test(k)
      ? 'success'
      : /warn/.test(k)
        ? 'warning'
        : /info/.test(k)
          ? 'info'
          : 'any';
  const want = tokens(messageConcepts(about)).filter((w) => !FILLER.has(w));
  const candidates = observation.elements.filter((e) => {
    const text = words(e);
    if (!text) return false;
    const ident = e.hints?.ident ?? '';
    const isMessage =
      ['alert', 'status', 'alertdialog', 'dialog', 'log', 'tooltip'].includes(e.role) ||
      (MESSAGE_IDENT.test(ident) && !NOT_MESSAGES.has(e.role));
    const familyOk =
      family === 'any' || KIND_WORDS[family]?.test(`${text} ${ident} ${e.role === 'alert' ? 'alert' : ''}`) === true;
    if (want.length === 0)
      return (isMessage || family !== 'any') && familyOk && (isMessage || KIND_WORDS[family]?.test(text));
    return familyOk || isMessage;
  });
  for (const e of candidates) {
    const text = words(e);
    const have = tokens(messageConcepts(text));
    const hits = want.filter((w) => have.some((h) => sameWord(w, h))).length;
    // Every word of what the message is said to say: "Red Mug was added" is not "Blue Mug added".
    if (want.length > 0 && hits < want.length) continue;
    // And each number with the word it counts: "5 open issues" is not "5 issues are done. 9 open issues ...".
    if (!numbersAgree(about, text)) continue;
    if (!(await probe.isVisible(e.ref))) continue;
    return {
      pass: !negated,
      reason: `A${family === 'error' ? 'n error' : family === 'any' ? '' : ` ${family}`} message is shown: ${quoted(text)}.`,
    };
  }
  const what = `${family === 'any' ? kind : family} message${want.length ? ` about ${quoted(about.trim())}` : ''}`;
  return { pass: negated, reason: negated ? `No ${what} is shown.` : `No ${what} is shown on the page.` };
}

/**
 * What a message says, in words that do not depend on its phrasing: "cannot be empty", "is required" and "is
 * missing" all become `required`; "don't match" becomes `mismatch`; "is more than" and "exceeds" become `exceeds`.
 * Applied alike to the claim and to the page's messages, so that a claim matches a message that says the same thing.
 */
export function messageConcepts(text: string): string {
  return normalize(text)
    .replace(
      /\b(?:(?:can not|must not|may not|should not|cannot) be (?:left )?(?:empty|blank)|(?:is|are) (?:required|mandatory|missing)|required|mandatory|missing|(?:is|are) empty)\b/g,
      ' required ',
    )
    .replace(/\b(?:(?:do|does|did) not match|mismatch(?:ed)?|(?:are|is) not the same)\b/g, ' mismatch ')
    .replace(
      /\b(?:exceeds?|exceeded|(?:is|are)? ?(?:more|greater|higher|larger) than|(?:is|are)? ?above|too (?:high|large|big|much))\b/g,
      ' exceeds ',
    )
    .replace(/\b(?:has|have|is|are) expired\b|\bno longer valid\b/g, ' expired ');
}

/** "No overall rating is selected": the group named has no checked choice. */
export async function checkNoneChosen(observation: Observation, probe: PageProbe, group: string): Promise<Verdict> {
  const g = ground(observation.elements, group, 'any');
  if (g.kind !== 'found') {
    return { pass: false, reason: `No ${quoted(group)} was found on the page.`, certainty: 'unsure' };
  }
  const index = indexOf(observation.elements);
  const choices = observation.elements.filter(
    (e) =>
      ['radio', 'checkbox', 'switch', 'option'].includes(e.role) &&
      (e.ref === g.element.ref || isUnderRef(index.byRef, e, g.element.ref)),
  );
  if (choices.length === 0) {
    return { pass: false, reason: `The ${describeElement(g.element)} holds no choices.`, certainty: 'unsure' };
  }
  const checked: ObservedElement[] = [];
  for (const c of choices) if (await probe.isChecked(c.ref)) checked.push(c);
  return checked.length === 0
    ? { pass: true, reason: `Nothing is selected in the ${describeElement(g.element)}.` }
    : { pass: false, reason: `The ${describeElement(checked[0] as ObservedElement)} is selected.` };
}

const POSITION: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
};

/** "Call the plumber is the third task": the item holding that text is at that position among its siblings. */
export async function checkPosition(
  observation: Observation,
  what: string,
  position: string,
  noun: string,
): Promise<Verdict> {
  const p = position.toLowerCase();
  const n = POSITION[p] ?? Number.parseInt(p, 10);
  const g = ground(observation.elements, what, 'any');
  if (g.kind !== 'found') {
    return { pass: false, reason: `No ${quoted(what)} was found on the page.`, certainty: 'unsure' };
  }
  const index = indexOf(observation.elements);
  // Walk up to the repeated item (a list item, a row, a card) that holds it.
  for (let e: ObservedElement | undefined = g.element; e; e = e.parent ? index.byRef.get(e.parent) : undefined) {
    const current = e;
    const siblings = observation.elements.filter(
      (o) => o.parent === current.parent && o.role === current.role && (index.subtree.get(o.ref)?.size ?? 0) > 0,
    );
    if (siblings.length < 2 || !ITEM_ROLES.has(current.role)) continue;
    const at = siblings.indexOf(current) + 1;
    const want = n < 0 ? siblings.length : n;
    const pass = at === want;
    return {
      pass,
      reason: pass
        ? `${quoted(what)} is ${position} of ${siblings.length} ${noun}s.`
        : `${quoted(what)} is number ${at} of ${siblings.length}, not the ${position} ${noun}.`,
    };
  }
  return { pass: false, reason: `${quoted(what)} is not in a list of ${noun}s.`, certainty: 'unsure' };
}

function isUnderRef(byRef: Map<string, ObservedElement>, e: ObservedElement, ancestor: string): boolean {
  for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === ancestor) return true;
  return false;
}
