/**
 * A task in the app's own words, where a control's label is the verb and some of the step's words, and the rest of
 * the step names the item the control belongs to: "Mark Radio Silence as played" (a "Mark as played" button in Radio
 * Silence's card), "Leave the waitlist for HIIT Blast", "Add the Day 2 keynote to my agenda", "Zoom in on the map".
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf, inScope, isAncestor, type PageIndex } from './page-index';
import { unquote } from './phrasing';
import { FIELD, fieldValue, type Handler, MODEL_HINT, PlanError, type State, tryFind } from './plan-state';
import { fieldValuePairs } from './plan-typing';
import { CONTAINER_WORDS, ITEM_NOUNS, ORDINAL_WORDS, parseTarget } from './target';
import { finishingControl, itemOf } from './tasks-verbs';
import { containsPhrase, contentTokens, shortName, stem, tokenMatch, tokens } from './text-match';

/** Words that only join the others ("to my agenda", "mark them as read"). */
const JOINING = new Set([
  'the',
  'a',
  'an',
  'to',
  'for',
  'of',
  'with',
  'and',
  'as',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'this',
  'that',
  'it',
  'them',
  'me',
  'please',
  'from',
  'into',
  'onto',
  'by',
]);
/** Words before a noun of a kind that make it the head of a name ("my visit", "the renewal deal"), not a word of it. */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'this', 'that']);
const namesKind = (before: string) => DETERMINERS.has(before) || (!JOINING.has(before) && !PARTICLES.has(before));
/** Particles that change what a verb does ("zoom in" / "zoom out"): part of a label, not of an item's name. */
const PARTICLES = new Set(['in', 'on', 'out', 'off', 'up', 'down', 'over', 'back', 'at']);
/** Verbs that do the same to an item ("choose the 09:00 departure" with its Select button). */
const SAME_ACTIONS = [
  ['choose', 'select', 'pick'],
  ['remove', 'delete'],
  ['open', 'view'],
];
const sameAction = (said: string, label: string) =>
  tokenMatch(said, label) >= 0.85 || SAME_ACTIONS.some((g) => g.includes(said) && g.includes(label));
/** Words a label adds that the step need not say ("Pay now", "Book here"). */
const LABEL_FILLER = new Set(['now', 'here', 'this', 'these']);
/** Nouns of a kind of thing ("the Northwind renewal deal"): an item is seldom labelled with them. */
const KIND = new RegExp(`^(?:${ITEM_NOUNS}|${CONTAINER_WORDS})$`, 'i');
const ORDINAL = new RegExp(`^(?:${ORDINAL_WORDS})$`, 'i');
const CLICKABLE = new Set(['button', 'link', 'menuitem']);
/** Containers that bound what a control's neighbourhood says. */
const SECTION_ROLES = new Set([
  'region',
  'form',
  'dialog',
  'alertdialog',
  'group',
  'article',
  'tabpanel',
  'listitem',
  'row',
  'complementary',
  'main',
  'iframe',
]);

/**
 * The click on the one enabled button, link or menu item whose label is the step's verb and some of its other words,
 * when the step's remaining words are all said by the control's own item (its card, row or section, and the names
 * and headings of what holds it); null when there is no such control or more than one.
 */
export function labelledTask(s: State, text: string): { operations: PlannedOperation[]; followUp?: string } | null {
  const all = tokens(unquote(text));
  // The noun of a kind that heads a name ("the Northwind renewal deal", "my visit to ...") goes unsaid on the page;
  // one right after a preposition ("for home delivery") is a word of its own.
  const kept = all
    .map((w, i) => ({
      w,
      // "a new clutch": the clutch.
      filler: JOINING.has(w) || (w === 'new' && /^an?$/.test(all[i - 1] ?? '')),
      kind: i > 1 && KIND.test(w) && namesKind(all[i - 1] as string),
    }))
    .filter((t) => !t.filler);
  const said = kept.map((t) => t.w);
  const verb = said[0];
  if (!verb || said.length < 2 || said.some((w) => ORDINAL.test(w))) return null;
  const scopeWords = s.scope ? tokens(s.scope).filter((w) => !JOINING.has(w) && !PARTICLES.has(w)) : [];
  const index = indexOf(s.observation.elements);
  const numbers = unquote(text)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}£$€#]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /\d/.test(w));
  const found: Array<{ el: ObservedElement; size: number; label: string[]; greyed: boolean }> = [];
  for (const el of s.observation.elements) {
    if (!CLICKABLE.has(el.role)) continue;
    const label = tokens(el.name || el.hints?.text || '').filter((w) => !JOINING.has(w) && !LABEL_FILLER.has(w));
    if (label.length === 0 || !sameAction(verb, label[0] as string)) continue;
    const used = new Set<number>([0]);
    const allSaid = label.slice(1).every((w) => {
      const at = said.findIndex((x, i) => !used.has(i) && tokenMatch(x, w) >= 0.85);
      if (at < 0) return false;
      used.add(at);
      return true;
    });
    if (!allSaid) continue;
    // A kind's noun a label does not use ("Place hold" for "place a hold on ...") is not an item's word either.
    const rest = said
      .filter((w, i) => !used.has(i) && !PARTICLES.has(w) && !kept[i]?.kind)
      .concat(scopeWords.filter((w) => !KIND.test(w)));
    // A label of the verb alone ("Pay now") needs the item the rest names ("the import fee").
    if (rest.length === 0 ? label.length < 2 : !neighbourhoodSays(index, el, rest, numbers)) continue;
    found.push({ el, size: label.length, label, greyed: el.hints?.disabled === true });
  }
  const most = Math.max(0, ...found.map((f) => f.size));
  // The page's own control before the site menu's link of the same words ("Book visit" beside the menu's "Book a visit").
  const menu = (e: ObservedElement) => {
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent)
      if (/^(?:navigation|banner)$/.test(index.byRef.get(p)?.role ?? '')) return true;
    return false;
  };
  const largest = found.filter((f) => f.size === most);
  const ownControls = largest.filter((f) => !menu(f.el));
  // The page's own control greyed out (until an earlier part of the step is done): planned again then, never the
  // menu's link instead.
  const greyed = ownControls.find((f) => f.greyed);
  if (greyed && ownControls.every((f) => f.greyed)) {
    throw new PlanError(`The button "${greyed.el.name}" is disabled.`, true);
  }
  const [best, ...others] = (ownControls.length > 0 ? ownControls : largest).filter((f) => !f.greyed);
  if (!best || others.length > 0) return null;
  const operations: PlannedOperation[] = [{ op: 'click', ref: best.el.ref }];
  // "Issue the refund": an app that asks to confirm it ("Confirm refund") gets its answer; the task is the refund.
  const what = best.label.slice(1).filter((w) => !PARTICLES.has(w));
  if (what.length === 0) what.push(verb);
  // Only what changes something is confirmed; looking at things ("open", "show", "zoom in") is not.
  return !/^(?:confirm|yes|ok|okay|open|view|show|see|go|expand|collapse|zoom|reveal|hide|close|filter|sort|search|find|play|pause|download|print|copy|share|read|load|refresh|reload|next|previous|back|change|edit)$/.test(
    verb,
  )
    ? { operations, followUp: `confirm the ${what.join(' ')} if asked` }
    : { operations };
}

/**
 * Whether every word is said by the control's neighbourhood: its nearest section (the nearest repeated item, or
 * container with a name or a heading), and the names and headings of the containers that hold that section. Words
 * elsewhere on the page (another card, another panel) do not count.
 */
function neighbourhoodSays(index: PageIndex, el: ObservedElement, words: string[], numbers: string[]): boolean {
  const chain: ObservedElement[] = [];
  for (let p = el.parent ? index.byRef.get(el.parent) : undefined; p && chain.length < 60; ) {
    chain.push(p);
    p = p.parent ? index.byRef.get(p.parent) : undefined;
  }
  // A control in a description list's definition ("Dr Amara Osei [Change]") belongs to the term before it
  // ("Dentist"): that pair is its item.
  const definition = chain.slice(0, 2).find((p) => p.role === 'definition');
  const term = definition ? termBefore(index, definition) : undefined;
  const at = definition && term ? chain.indexOf(definition) : chain.findIndex((p) => isSection(index, p));
  if (at < 0) return false;
  const section = chain[at] as ObservedElement;
  // "the 9 January visit" in a row that says "Sat 9 Jan 2027": months and days by their short names.
  const near = new Set([...(index.subtree.get(section.ref) ?? [])].map(shortName));
  for (const w of term ? tokens(index.own.get(term.ref) ?? '') : []) near.add(shortName(stem(w)));
  for (const outer of chain.slice(at + 1)) {
    for (const w of tokens(index.own.get(outer.ref) ?? '')) near.add(shortName(stem(w)));
    for (const e of headingsOf(index, outer, false))
      for (const w of tokens(index.own.get(e.ref) ?? '')) near.add(shortName(stem(w)));
  }
  const says = (w: string) => near.has(shortName(stem(w))) || [...near].some((n) => tokenMatch(w, n) >= 0.85);
  if (!words.every(says)) return false;
  if (numbers.length === 0) return true;
  // "the 09:00 departure": the time as it is written, not a 09 and a 00 anywhere in the card.
  const said = [section, ...[...index.byRef.values()].filter((e) => isAncestor(index.byRef, section.ref, e))]
    .map((e) => index.own.get(e.ref) ?? '')
    .join(' ');
  const outer = chain
    .slice(at + 1)
    .flatMap((o) => [index.own.get(o.ref) ?? '', ...headingsOf(index, o, false).map((h) => index.own.get(h.ref) ?? '')])
    .join(' ');
  return numbers.every((n) => containsPhrase(said, n) || containsPhrase(outer, n));
}

/**
 * A section: a repeated item (a card, row or list item among siblings of its kind: for plain boxes, siblings of the
 * same class, each holding something), or a container that names itself or has a heading.
 */
function isSection(index: PageIndex, p: ObservedElement): boolean {
  if (!SECTION_ROLES.has(p.role) && p.role !== 'generic') return false;
  const elements = [...index.byRef.values()];
  const holds = (e: ObservedElement) => elements.some((c) => c.parent === e.ref);
  const siblings = p.parent
    ? elements.filter((o) => o.parent === p.parent && o.role === p.role && o.ref !== p.ref && holds(o))
    : [];
  if (p.role === 'generic') {
    const ident = p.hints?.ident;
    return holds(p) && siblings.some((o) => (ident && o.hints?.ident === ident) || headingsOf(index, o).length > 0);
  }
  return siblings.length > 0 || Boolean(p.name) || headingsOf(index, p).length > 0;
}

/** The headings directly under `p` (and, `deep`, under its direct children: a card's header box). */
function headingsOf(index: PageIndex, p: ObservedElement, deep = true): ObservedElement[] {
  const out: ObservedElement[] = [];
  for (const e of index.byRef.values()) {
    if (e.role !== 'heading' && e.role !== 'legend' && e.role !== 'caption') continue;
    const parent = e.parent ? index.byRef.get(e.parent) : undefined;
    if (!parent) continue;
    if (parent.ref === p.ref || (deep && parent.parent === p.ref)) out.push(e);
  }
  return out;
}

/** The first words of a consent banner's controls that accept, or refuse, what it asks. */
const CONSENT_ANSWERS: Record<'accept' | 'reject', RegExp> = {
  accept: /^(?:accept|allow|agree|i agree|ok|okay|got it|yes)\b/i,
  reject: /^(?:reject|decline|refuse|deny|no thanks|only necessary|necessary only|essential only|use necessary)\b/i,
};

/**
 * "Accept the cookies", "reject all cookies", "accept the cookie banner": the one control of the page's cookie or
 * consent banner that answers so.
 */
export function answerConsent(s: State, answer: 'accept' | 'reject'): PlannedOperation[] {
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const banners = elements.filter(
    (e) => e.role !== 'button' && e.role !== 'link' && /\b(?:cookies?|consent)\b/i.test(index.own.get(e.ref) ?? ''),
  );
  const inBanner = (e: ObservedElement) => banners.some((b) => isAncestor(index.byRef, b.ref, e));
  const found = elements.filter(
    (e) =>
      (e.role === 'button' || e.role === 'link') &&
      !e.hints?.disabled &&
      CONSENT_ANSWERS[answer].test((e.name || e.hints?.text || '').trim()) &&
      inBanner(e),
  );
  if (found.length !== 1) {
    throw new PlanError(
      found.length === 0
        ? `No cookie banner with a control to ${answer} was found on the page.`
        : `"${answer} the cookies" is ambiguous: ${found.length} controls could do it.`,
      true,
    );
  }
  return [{ op: 'click', ref: (found[0] as ObservedElement).ref }];
}

export const CONSENT_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(accept|allow|agree to|reject|decline|refuse|deny)\s+(?:all\s+)?(?:the\s+)?(?:(?:optional|non-essential|all)\s+)?(?:cookies?|cookie\s+(?:banner|consent|notice|pop-?up|prompt|dialog|settings)|consent(?:\s+banner)?)$/i,
    (m, s) => answerConsent(s, /^(?:accept|allow|agree)/i.test(m[1] as string) ? 'accept' : 'reject'),
  ],
];

/** A sum of money as people write it: "£50", "€12.40", "50 EUR". */
const MONEY =
  /^(?:[£$€¥₹]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:GBP|EUR|USD|pounds?|euros?|dollars?))$/i;

/**
 * "Pay with card 4242 4242 4242 4242, expiry 12/28 and security code 123", "Pay £50 with card ...": the fields the
 * list names, each with its value (every one of them named with confidence, or nothing is done), the sum into the
 * amount field, then the control that does what the verb says.
 */
export function payWith(s: State, verb: string, object: string | undefined, list: string): PlannedOperation[] {
  const ops: PlannedOperation[] = [];
  const what = object?.trim();
  if (what && MONEY.test(what)) {
    const amount = tryFind(s, 'amount', 'fill');
    if (!amount) throw new PlanError(`No amount field was found for ${what}.`, true);
    ops.push({ op: 'fill', ref: amount.ref, text: fieldValue(amount, what.replace(/^[£$€¥₹]\s?/, '')) });
  } else if (what && /\d/.test(what)) {
    return unknown(verb, object, list);
  }
  // "card 4242 ...": the card's number ("card" alone would name a box of the page, not a field).
  const card =
    /^(?:(?:credit|debit|bank)\s+)?card\s+(?:number\s+)?(\d[\d ]{10,22}\d)\s*(?:,\s*(?:and\s+)?|\s+and\s+|$)/i.exec(
      list,
    );
  if (card) {
    const number = tryFind(s, { name: 'card number', roles: [...FIELD] }, 'fill');
    if (!number) throw new PlanError('No card number field was found on the page.', true);
    ops.push({ op: 'fill', ref: number.ref, text: card[1] as string });
    s.last = number.ref;
  }
  const others = card ? list.slice(card[0].length) : list;
  const pairs = others ? fieldValuePairs(s, others) : [];
  if (!pairs || (!card && pairs.length === 0)) return unknown(verb, object, list);
  return [...ops, ...pairs, ...finishingControl(s, verb)];
}

function unknown(verb: string, object: string | undefined, list: string): never {
  throw new PlanError(
    `The rules planner does not understand "${[verb, object, 'with', list].filter(Boolean).join(' ')}". ${MODEL_HINT}`,
  );
}

/**
 * "Pay with the Amex ending 1005": the one choice of the page (an option, a radio button) that the means names, then
 * the finishing control; a choice that cannot be made (a disabled "Mastercard ending 0093 (expired)") fails the step.
 * Null when no choice names it.
 */
function payByChoice(s: State, verb: string, object: string | undefined, means: string): PlannedOperation[] | null {
  if (
    object &&
    !/^(?:it|this|that|now|the\s+(?:bill|balance|order|invoice|amount|total|fee|fine))$/i.test(object.trim())
  )
    return null;
  const want = contentTokens(means);
  if (want.length === 0) return null;
  const choices = s.observation.elements.filter(
    (e) => CHOICE_ROLES.has(e.role) && want.every((w) => tokens(e.name).some((t) => t === w || tokenMatch(w, t) === 1)),
  );
  if (choices.length === 0) return null;
  if (choices.length > 1) {
    throw new PlanError(`"${means}" names several choices: ${choices.map((e) => quotedName(e)).join(', ')}.`);
  }
  const choice = choices[0] as ObservedElement;
  if (choice.hints?.disabled) {
    throw new PlanError(`"${means}" cannot be chosen: the ${quotedName(choice)} option is disabled.`);
  }
  const pick: PlannedOperation =
    choice.role === 'option' ? { op: 'click', ref: choice.ref } : { op: 'check', ref: choice.ref, checked: true };
  return [pick, ...finishingControl(s, verb)];
}

const CHOICE_ROLES = new Set(['option', 'radio', 'menuitemradio']);
const quotedName = (e: ObservedElement) => `"${e.name.trim().slice(0, 60)}"`;

export const PAY_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(pay|donate|book|order|buy|purchase|renew|subscribe|top up|check out|checkout|reserve)(?:\s+(.+?))?\s+(?:with|using|by)\s+(?:my\s+|a\s+|the\s+)?((?:(?:credit|debit|bank)\s+)?card\s+\d.*)$/i,
    (m, s) => payWith(s, (m[1] as string).toLowerCase(), m[2], m[3] as string),
  ],
  [
    /^(pay|donate|book|order|buy|purchase|renew|subscribe|top up|check out|checkout|reserve)(?:\s+(.+?))?\s+(?:with|using|via)\s+(?:my\s+|a\s+|the\s+|your\s+)?(.+)$/i,
    (m, s) => payByChoice(s, (m[1] as string).toLowerCase(), m[2], m[3] as string),
  ],
];

/** What a menu button of an item is called: "More actions", "Options", "⋯". */
const MENU_OPENER =
  /^(?:more(?:\s+(?:actions|options))?|actions|options|menu|manage|[⋯⋮…]|\.\.\.)$|\b(?:more|actions?|options|kebab|overflow)\b/i;

/**
 * "Archive Levothyroxine" where the item's Archive is in its "More actions" menu: the one closed menu button of the
 * item the step's object names (its row or card), whose menu the step is then planned on again; null without one.
 */
export function itemMenuOpener(s: State, text: string): PlannedOperation[] | null {
  const m = /^([a-z][\w-]*)\s+(.+)$/i.exec(text);
  if (!m) return null;
  const object = (m[2] as string).replace(/^(?:the|my|your|our|this|that)\s+/i, '');
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const target = parseTarget(object);
  const item = itemOf(target) ?? object;
  const inItem = (openers: ObservedElement[]) =>
    openers.length === 0
      ? null
      : inScope(
          index,
          elements,
          openers.map((element) => ({ element, score: 1 })),
          item,
          true,
        );
  // The item's own control of that name is not behind its menu ("Open the second application in the table" with an
  // Open link in the row): the step was not read, and opening the menu would act on something else.
  // A menu button by its name ("More actions", "⋯", "Manage"); never any disclosure (a card's "Details").
  const kept = inItem(menuOpeners(elements));
  if (kept?.length !== 1) return null;
  const opener = (kept[0] as { element: ObservedElement }).element;
  let holder = opener.parent ? index.byRef.get(opener.parent) : undefined;
  while (holder && !['row', 'listitem', 'article'].includes(holder.role)) {
    holder = holder.parent ? index.byRef.get(holder.parent) : undefined;
  }
  const verb = (m[1] as string).toLowerCase();
  const within = holder?.ref;
  const own =
    within !== undefined &&
    elements.some(
      (e) =>
        ['button', 'link'].includes(e.role) &&
        e.ref !== opener.ref &&
        tokens(e.name)[0] === verb &&
        isAncestor(index.byRef, within, e),
    );
  return own ? null : [{ op: 'click', ref: opener.ref }];
}

/** Menu buttons ("More", "Actions", "⋮") not open; `declared`: only those that say they are closed. */
function menuOpeners(elements: readonly ObservedElement[], declared = false): ObservedElement[] {
  return elements.filter(
    (e) =>
      e.role === 'button' &&
      !e.hints?.disabled &&
      (declared ? e.hints?.expanded === false : e.hints?.expanded !== true) &&
      (MENU_OPENER.test((e.name || e.hints?.text || '').trim()) ||
        /\b(?:more|menu|kebab)\b/i.test(e.hints?.ident ?? '')),
  );
}

/**
 * "Print the count sheet" where nothing on the page does it but the page's one closed menu ("More", not an item's
 * own) may: that menu's button, to plan the step again on what it shows; null when there is not exactly one.
 */
export function pageMenuOpener(s: State): PlannedOperation[] | null {
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  const ofPage = menuOpeners(elements, true).filter((e) => {
    for (let p = e.parent ? byRef.get(e.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
      if (['row', 'listitem', 'article', 'cell', 'gridcell'].includes(p.role)) return false;
    }
    return true;
  });
  return ofPage.length === 1 ? [{ op: 'click', ref: (ofPage[0] as ObservedElement).ref }] : null;
}

/** The term a definition of a description list answers: its nearest earlier sibling that is a term. */
function termBefore(index: PageIndex, definition: ObservedElement): ObservedElement | undefined {
  const siblings = [...index.byRef.values()].filter((e) => e.parent === definition.parent);
  const at = siblings.indexOf(definition);
  for (let i = at - 1; i >= 0; i--) {
    const e = siblings[i] as ObservedElement;
    if (e.role === 'term') return e;
    if (e.role === 'definition') continue;
    return undefined;
  }
  return undefined;
}
