/**
 * Choices by a superlative: "choose the cheapest stylist", "pick the earliest free time", "select the cheapest direct
 * train". The candidates are the page's repeated items (cards, rows, list items) or, when there are none to compare,
 * its time or price buttons; each is read for its first price or time, the words of the step besides the thing's
 * name must be in it ("direct"), and "free", "available" or "still open" leave out what is full or disabled. The one
 * lowest (or highest) is chosen: itself when it is a control, else its one control for choosing. A tie fails the step
 * as ambiguous, and nothing comparable fails it as not found.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { ITEM_ROLES } from './claims-evidence';
import { describeElement, indexOf, stem, tokens } from './ground';
import { isAncestor } from './page-index';
import { CHECKABLE, type Handler, MODEL_HINT, PlanError, type State } from './plan-state';

const LOWEST = /^(?:cheapest|least expensive|lowest[- ]priced|lowest[- ]cost|earliest|soonest|first available)$/i;
const BY_TIME = /^(?:earliest|latest|soonest|first available)$/i;
const BY_RATING = /^(?:highest|best|top)[- ]rated$/i;

/** Words that say the thing must be available, not the thing's kind. */
const AVAILABLE = /^(?:free|available|open|bookable)$/i;
/** Words of an item that say it cannot be had. */
const TAKEN =
  /\b(?:full|fully booked|sold out|unavailable|not available|no (?:seats|places|spaces|slots) left|booked up)\b/i;
/** Nouns people use for any of the page's items: no word of theirs must be in the item. */
const GENERIC = new Set(['one', 'option', 'item', 'slot', 'time', 'choice', 'result', 'entry', 'thing', 'that', 'is']);

const CONTROL_ROLES = new Set(['button', 'link', 'radio', 'option', 'menuitem', 'menuitemradio', 'gridcell']);

export const SUPERLATIVE =
  /^(pick|choose|select|book|click|take|tap|reserve|get|switch to|move to|go for|opt for)\s+(?:the\s+)?(cheapest|least expensive|lowest[- ]priced|lowest[- ]cost|most expensive|earliest|latest|soonest|first available|(?:highest|best|top)[- ]rated)\s+(.+?)$/i;

/** The price (in cents), the time of day (in minutes) or the rating (in tenths) a text first states. */
function keyOf(text: string, by: 'price' | 'time' | 'rating'): number | null {
  if (by === 'rating') {
    const r = /(?:★|rated)\s*(\d(?:\.\d)?)\b|\b(\d(?:\.\d)?)\s*(?:★|stars?\b|out of 5|\/\s*5)/i.exec(text);
    return r ? Math.round(Number(r[1] ?? r[2]) * 10) : null;
  }
  if (by === 'time') {
    const t = /\b(\d{1,2})(?::|\.)(\d{2})\s*(am|pm)?\b|\b(\d{1,2})\s*(am|pm)\b/i.exec(text);
    if (!t) return null;
    let h = Number(t[1] ?? t[4]);
    const m = Number(t[2] ?? 0);
    const half = (t[3] ?? t[5])?.toLowerCase();
    if (half === 'pm' && h < 12) h += 12;
    if (half === 'am' && h === 12) h = 0;
    return h * 60 + m;
  }
  const p = /[$€£¥]\s?(\d+(?:,\d{3})*(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:€|p\b)/.exec(text);
  if (!p) return null;
  const amount = Number((p[1] ?? p[2] ?? '').replace(/,/g, ''));
  return Number.isFinite(amount) ? Math.round(amount * (p[2] && /p\b/.test(p[0]) ? 1 : 100)) : null;
}

/** An element's words and those of everything under it, in page order. */
function textOf(elements: readonly ObservedElement[], item: ObservedElement): string {
  const { byRef } = indexOf(elements);
  return [item, ...elements.filter((e) => isAncestor(byRef, item.ref, e))]
    .map((e) => [e.name, e.hints?.text].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The one item (a card, a row, a slot) that is the cheapest, earliest, highest-rated... of those the phrase names;
 * null when no item states what it is compared by; a PlanError when several are equal.
 */
export function superlativeItem(
  elements: readonly ObservedElement[],
  adjective: string,
  phrase: string,
): ObservedElement | null {
  const by = BY_TIME.test(adjective) ? 'time' : BY_RATING.test(adjective) ? 'rating' : 'price';
  const lowest = LOWEST.test(adjective);
  const body = phrase.replace(/\s+(?:that|which|who)\s+(?:is|are)\s+(?:still\s+)?/i, ' ');
  const mustBeFree = tokens(body).some((w) => AVAILABLE.test(w)) || /\bstill\b/i.test(phrase);
  // "the cheapest direct train": "direct" must be in the item; "train", its kind, need not be. "the earliest class on
  // Tuesday": so must "Tuesday". "the earliest entry time" under "Choose an entry time": "entry" names the kind.
  const [main = '', ...tail] = body.split(/\s+(?:on|in|at|for|from|with|to|of|per)\s+/i);
  const mainWords = tokens(main).filter((w) => !AVAILABLE.test(w));
  const head = mainWords.at(-1) ?? '';
  const { byRef } = indexOf(elements);
  const kindText = elements
    .filter((e) => ['heading', 'group', 'radiogroup', 'region', 'listbox', 'list'].includes(e.role))
    .map((e) => `${e.name} ${e.hints?.text ?? ''}`)
    .join(' · ');
  const namesKind = (w: string) => new RegExp(`\\b${w}\\s+${stem(head)}`, 'i').test(kindText);
  const qualifiers = [...mainWords.slice(0, -1).filter((w) => !namesKind(w)), ...tokens(tail.join(' '))].filter(
    (w) => !AVAILABLE.test(w) && !GENERIC.has(w) && (w.length > 2 || /\d/.test(w)),
  );
  const has = (text: string, word: string) => tokens(text).some((t) => stem(t) === stem(word));
  const candidates = (items: ObservedElement[]) =>
    items
      .map((item) => ({ item, text: textOf(elements, item) }))
      .filter(({ item, text }) => !item.hints?.disabled && qualifiers.every((w) => has(text, w)))
      .filter(({ item, text }) => !mustBeFree || (!TAKEN.test(text) && !disabledChoice(elements, item)))
      .map((c) => ({ ...c, key: keyOf(c.text, by) }))
      .filter((c): c is { item: ObservedElement; text: string; key: number } => c.key !== null);
  // Repeated items first (a list of stylists with prices), else buttons that state a time or a price (slots).
  const groups = groupsOf(elements, byRef);
  let pool: Array<{ item: ObservedElement; text: string; key: number }> = [];
  for (const group of groups) {
    const found = candidates(group);
    if (found.length >= 2 || (found.length === 1 && group.length >= 2 && mustBeFree)) {
      pool = found;
      break;
    }
  }
  if (pool.length === 0) pool = candidates(elements.filter((e) => CONTROL_ROLES.has(e.role)));
  if (pool.length === 0) return null;
  const best = lowest ? Math.min(...pool.map((c) => c.key)) : Math.max(...pool.map((c) => c.key));
  const winners = pool.filter((c) => c.key === best);
  if (winners.length > 1) {
    const list = winners
      .slice(0, 5)
      .map((c) => describeElement(c.item))
      .join(', ');
    throw new PlanError(
      `"The ${adjective} ${phrase}" is ambiguous: ${winners.length} are equal (${list}). ${MODEL_HINT}`,
    );
  }
  return (winners[0] as { item: ObservedElement }).item;
}

export function chooseBySuperlative(
  s: State,
  adjective: string,
  phrase: string,
  verb = 'choose',
): PlannedOperation[] | null {
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  const chosen = superlativeItem(elements, adjective, phrase);
  if (!chosen) return null;
  if (CONTROL_ROLES.has(chosen.role) || CHECKABLE.has(chosen.role)) return [opFor(chosen)];
  const controls = elements.filter(
    (e) =>
      isAncestor(byRef, chosen.ref, e) && (CONTROL_ROLES.has(e.role) || CHECKABLE.has(e.role)) && !e.hints?.disabled,
  );
  // The control the step's verb names ("Switch to this tariff"), else one for choosing, else its only one.
  const named = controls.filter((e) => new RegExp(`^${verb.split(' ')[0]}\\b`, 'i').test(e.name));
  const choosing = controls.filter((e) => /^(?:choose|select|pick|book|reserve|add|buy|get|view)\b/i.test(e.name));
  const [only, ...others] = named.length > 0 ? named : choosing.length > 0 ? choosing : controls;
  if (!only) throw new PlanError(`The ${describeElement(chosen)} has no control to choose it with.`, true);
  if (others.length > 0) {
    throw new PlanError(
      `The ${describeElement(chosen)} has ${others.length + 1} controls; say which one. ${MODEL_HINT}`,
      true,
    );
  }
  return [opFor(only)];
}

function opFor(el: ObservedElement): PlannedOperation {
  return el.role === 'radio' || el.role === 'menuitemradio'
    ? { op: 'check', ref: el.ref, checked: true }
    : { op: 'click', ref: el.ref };
}

/** Whether the item's only control for choosing it is disabled (a full class's "Book"). */
function disabledChoice(elements: readonly ObservedElement[], item: ObservedElement): boolean {
  const { byRef } = indexOf(elements);
  const controls = elements.filter(
    (e) => isAncestor(byRef, item.ref, e) && (CONTROL_ROLES.has(e.role) || CHECKABLE.has(e.role)),
  );
  return controls.length > 0 && controls.every((e) => e.hints?.disabled);
}

/** Sibling items of the same role (cards, rows, list items), largest group first. */
function groupsOf(elements: readonly ObservedElement[], byRef: Map<string, ObservedElement>): ObservedElement[][] {
  const groups = new Map<string, ObservedElement[]>();
  for (const e of elements) {
    if (!e.parent || !(ITEM_ROLES.has(e.role) || CONTROL_ROLES.has(e.role)) || !byRef.has(e.parent)) continue;
    const key = `${e.parent}|${e.role}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length);
}

export const SUPERLATIVE_READINGS: Array<[RegExp, Handler]> = [
  [SUPERLATIVE, (m, s) => chooseBySuperlative(s, m[2] as string, m[3] as string, m[1] as string)],
];
