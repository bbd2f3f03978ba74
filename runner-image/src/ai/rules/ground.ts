/**
 * Grounding for the rules planner: which observed element does a phrase like `the "Sign in" button`, `Email field` or
 * `the delete button for Buy milk` mean? Tolerant of case, punctuation, quotes, articles, role words and one-letter
 * typos; strict about ambiguity (two equally good matches are reported, never picked at random).
 */
import type { Observation, ObservedElement } from '../contract';
import { INTERACTIVE_ROLES } from '../observe';
import { namedGroupAlike, partlyNamedAlike } from './ground-groups';
import { type Grounding, insideDialog, mainHeading } from './headings';
import { boxDistance, type Candidate, ITEM_NOUN, indexOf, inScope, isAncestor, scopeHolders } from './page-index';
import { itemText, namesTime, timesStartIn } from './scope-times';
import { ABBREVIATIONS, parseTarget, type TargetPhrase } from './target';
import { containsPhrase, normalize, SYMBOL_WORDS, shortName, textScore, tokens } from './text-match';

export { type Grounding, insideDialog, mainHeading } from './headings';
export type { Candidate } from './page-index';
export { indexOf, scopeHolders } from './page-index';
export { CONTAINER_WORDS, parseTarget, type TargetPhrase } from './target';
export { contentTokens, normalize, stem, textScore, tokenMatch, tokens, withinOneTypo } from './text-match';

export type Intent = 'click' | 'fill' | 'select' | 'check' | 'hover' | 'slide' | 'any';

const FIELD = ['textbox', 'searchbox', 'combobox', 'spinbutton'];
const INTENT_ROLES: Partial<Record<Intent, string[]>> = {
  fill: FIELD,
  select: ['combobox', 'listbox'],
  check: ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'],
  slide: ['slider', 'spinbutton'],
};

/** Role words users put around names, longest first, and the roles they mean. */

/** Signals of an element with their weights. */
/** What people call a field by its input type. */
const INPUT_WORDS: Record<string, string> = {
  email: 'email address',
  tel: 'phone number',
  password: 'password',
  search: 'search',
  url: 'website url',
  date: 'date',
  number: 'number',
  time: 'time',
};

const EXAMPLE = /^(.{2,60}?)[,(]?\s*\b(?:e\.?g\.?|for example|such as)\s/i;

function signals(e: ObservedElement): Array<[string, number]> {
  const h = e.hints ?? {};
  const out: Array<[string, number]> = [[e.name, 1]];
  if (h.label) out.push([h.label, 0.98]);
  if (h.placeholder) out.push([h.placeholder, 0.97]);
  // "Donor number, e.g. DN 1234 567": the name before the example it gives.
  const named = EXAMPLE.exec(e.name || h.placeholder || '')?.[1];
  if (named) out.push([named, 0.96]);
  if (h.text) out.push([h.text, 0.95]);
  if (h.title) out.push([h.title, 0.93]);
  if (h.testId) out.push([h.testId.replace(/[-_.]+/g, ' '), 0.9]);
  if (h.ident) {
    out.push([h.ident, 0.85]);
    // "reg", "loc desc", "qty": a field's identity in the short words of its markup is the long ones people say.
    const long = h.ident.replace(/[a-z]+/gi, (w) => ABBREVIATIONS[w.toLowerCase()] ?? w);
    if (long !== h.ident) out.push([long, 0.85]);
  }
  // An icon button: its symbol says what people call it ("the right arrow"), whatever its label says.
  const symbol = SYMBOL_WORDS[e.name.trim().toLowerCase()];
  if (symbol) out.push([symbol, 0.85]);
  const shown = h.text && h.text !== e.name ? SYMBOL_WORDS[h.text.trim().toLowerCase()] : undefined;
  if (shown) out.push([shown, 0.85]);
  // The card's security code goes by several names.
  if (
    /\b(?:security code|cvv2?|cvc2?|csc|card verification)\b/i.test(`${e.name} ${h.label ?? ''} ${h.placeholder ?? ''}`)
  ) {
    for (const alias of ['cvc', 'cvv', 'csc', 'security code']) out.push([alias, 0.9]);
  }
  // An email field named only "you@example.com" is still the email field.
  const kind = h.inputType ? INPUT_WORDS[h.inputType] : undefined;
  if (kind) out.push([kind, 0.88]);
  // "the departure date" for a date field named "Departing": its name and its kind together.
  if (kind && e.name && !normalize(e.name).includes(kind)) out.push([`${e.name} ${kind}`, 0.9]);
  return out;
}

export function scoreElement(e: ObservedElement, target: TargetPhrase, intent: Intent): number {
  const intentRoles = INTENT_ROLES[intent];
  if (intentRoles && !intentRoles.includes(e.role)) return 0;
  let score = 0;
  if (target.name) {
    for (const [text, weight] of signals(e)) score = Math.max(score, textScore(target.name, text) * weight);
    // "the cart badge": an element whose identity says "cart badge" is exactly that (a hair above a name match, so
    // that the Cart link does not tie with the cart badge).
    const ident = e.hints?.ident;
    for (const d of target.descriptors ?? []) {
      if (ident && textScore(`${target.name} ${d}`, ident) >= 0.85)
        return textScore(`${target.name} ${d}`, ident) + 0.01;
    }
  } else if (target.roles) {
    score = 0.6;
  }
  if (score === 0) return 0;
  // "the first recent search" is not the button "Clear recent searches": a control named by an undoing verb the step
  // did not say does something else to the thing named.
  if (target.name && undoesOtherwise(e.name, target.name)) return 0;
  // "the Save button" is not a link "Saved": another kind of control only when its name is close to what was said.
  // A link styled as a button (class "button", "btn") is the button people see.
  const buttonLink =
    e.role === 'link' && target.roles?.includes('button') && /\b(?:button|btn)\b/i.test(e.hints?.ident ?? '');
  if (target.roles && !target.roles.includes(e.role)) {
    // A real button of the same name comes first ("Sign in" the button, not the header's link styled as one).
    if (buttonLink) score *= 0.95;
    else {
      if (target.name && score < 0.85) return 0;
      score *= 0.6;
    }
  }
  if ((intent === 'click' || intent === 'hover') && !INTERACTIVE_ROLES.has(e.role)) {
    // A text that is not a control is clicked when it is named whole ("click 'Grid'"), not because it holds some of
    // the words ("open the first search result" is not the heading "Search results for ...", "page 2" is not the
    // text "Page 1 of 2").
    if (target.name && !signals(e).some(([text]) => textScore(text, target.name) >= 0.8)) return 0;
    score *= 0.75;
  }
  if (intent === 'click' && e.hints?.disabled) score *= 0.9;
  // Nobody clicks a whole table, list or section: a click goes to a control or a text in it.
  if (intent === 'click' && UNCLICKABLE.has(e.role)) return 0;
  // Option elements without refs are never candidates; generic containers rarely are what people mean.
  if (e.role === 'generic' || e.role === 'none') score *= 0.9;
  return score;
}

export const MIN_SCORE = 0.45;

/** Verbs whose control removes, undoes or ends something: never the thing itself. */
const UNDOING =
  /^(?:clear|delete|remove|cancel|reset|discard|empty|erase|unsubscribe|archive|revoke|deactivate|decline|reject|withdraw|leave|log out|sign out)\b/i;

/** Whether `name` starts with an undoing verb that `said` does not say, in its words or a synonym (a bin icon). */
function undoesOtherwise(name: string, said: string): boolean {
  const verb = UNDOING.exec(name.trim())?.[0]?.toLowerCase();
  if (verb === undefined) return false;
  return !tokens(said).some((word) => textScore(verb, word) > 0 || textScore(word, verb) > 0);
}

const UNCLICKABLE = new Set([
  'rowgroup',
  'table',
  'grid',
  'list',
  'group',
  'region',
  'form',
  'main',
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'dialog',
  'alertdialog',
  'tabpanel',
  'radiogroup',
  'tablist',
  'toolbar',
]);

/** Words of how a control looks, before its name ("the blue Pay now button"). */
const LOOKS =
  /^(?:(?:big|small|large|little|bright|dark|light|round|primary|secondary|main|blue|green|red|orange|yellow|purple|pink|grey|gray|black|white|teal)\s+)+/i;
/** Where a control is on the screen, after its name ("the Pay button at the bottom"). */
const WHERE_ON_SCREEN =
  /\s+(?:at|on|in)\s+(?:the\s+)?(?:(?:very|far)\s+)?(?:bottom|top|right|left|top[- ]right|top[- ]left|bottom[- ]right|bottom[- ]left|corner|end)(?:\s+(?:of\s+the\s+(?:page|screen|form)|corner))?$/i;

/** A control's name that says what it does to the thing named after the verb ("Find address", "Add card"). */
const ACTING =
  /^(?:find|look\s*up|search|add|remove|delete|edit|change|view|show|open|save|select|choose|get|check|use|enter|update|create|new)\s+\S/i;

const PRONOUN = /^(?:it|this|that|them|these|those|its)$/i;

export function ground(elements: readonly ObservedElement[], phrase: string | TargetPhrase, intent: Intent): Grounding {
  const target = typeof phrase === 'string' ? parseTarget(phrase) : phrase;
  // "set it to £16,000": a pronoun names what the step spoke of, never an element whose label says "it" ("What is it
  // for?").
  if (PRONOUN.test(target.name.trim()) && !target.scopes?.length) return { kind: 'none' };
  // "switch to the First floor" beside a "Ground floor" button: a control called by the words said, ordinal word and
  // all, is the one meant, not the first of the floors.
  if (target.ordinal !== undefined && target.literal) {
    const literal = normalize(target.literal);
    if (elements.some((e) => normalize(e.name) === literal)) {
      const { ordinal: _ordinal, literal: _literal, ...named } = target;
      const g = ground(elements, { ...named, name: target.literal }, intent);
      if (g.kind !== 'none') return g;
    }
  }
  // "the last task", "the second result": the control of that item.
  // "the first search result": the item noun after one qualifier word; never the name of controls ("the third Choose
  // seats button" is the third of those, not the one of the third card).
  const namesControls = elements.filter((e) => e.name && normalize(e.name) === normalize(target.name)).length > 1;
  // "the second Book button" where each card has a Book button: the control's name, not the noun of the cards.
  const controlNamed = namesControls && !!target.roles?.some((r) => r === 'button' || r === 'link');
  const itemNoun =
    ITEM_NOUN.test(target.name) && !controlNamed
      ? target.name
      : namesControls
        ? undefined
        : /^[a-z]+\s+([a-z]+)$/i.exec(target.name.trim())?.filter((w, i) => i === 1 && ITEM_NOUN.test(w))[0];
  const ordinalWord = (n: number) => (n < 0 ? 'last' : n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
  const itemRoleSets = target.roles
    ? [target.roles]
    : INTENT_ROLES[intent]
      ? [INTENT_ROLES[intent] as string[]]
      : [['link'], ['button'], ['checkbox']];
  if (target.ordinal !== undefined && itemNoun) {
    const scopes = [...(target.scopes ?? []), `${ordinalWord(target.ordinal)} ${itemNoun}`];
    for (const roles of itemRoleSets) {
      const g = ground(elements, { name: '', roles, scopes }, intent);
      // "choose the first one" is a thing of the list, never a control that acts on one ("Find address"; a heart labelled "Save car" is a heart).
      if (g.kind === 'found' && /^one$/i.test(itemNoun) && ACTING.test(g.element.name)) continue;
      if (g.kind !== 'none') return g;
    }
    return { kind: 'none' };
  }
  // "the first recent search" under a heading "Recent searches": the first item of that section, not the heading.
  // Never when controls carry the name ("the second Hire button" under the heading "Hire a boat").
  if (target.ordinal !== undefined && target.name && !namesControls) {
    const heads = elements.filter((e) => e.role === 'heading' && textScore(target.name, e.name) >= 0.8);
    if (heads.length === 1) {
      const scopes = [
        ...(target.scopes ?? []),
        (heads[0] as ObservedElement).name,
        `${ordinalWord(target.ordinal)} item`,
      ];
      for (const roles of itemRoleSets) {
        const g = ground(elements, { name: '', roles, scopes }, intent);
        if (g.kind !== 'none') return g;
      }
    }
  }
  const main = mainHeading(elements, target);
  if (main) return main;
  let ranked = rank(elements, target, intent);
  // "page 3" of a pager whose buttons are named "1", "2", "3".
  const pageNumber = /^page\s+(\d{1,3})$/i.exec(target.name.trim());
  if (pageNumber && !(ranked[0] && ranked[0].score >= 0.8)) {
    const pager = pagerButton(elements, pageNumber[1] as string);
    if (pager) return { kind: 'found', element: pager, score: 0.85 };
  }
  const best0 = ranked[0];
  // "Go to the Saturday tab" where the tabs say "Sat 18 Sep": a control to press, by a day's or a month's short name.
  const short = target.name.replace(/[a-z]+/gi, (w) => shortName(w.toLowerCase()));
  // "the blue Pay now button", "the Pay button at the bottom": how it looks or where it is, when no name says so.
  const plain = target.name.replace(LOOKS, '').replace(WHERE_ON_SCREEN, '').trim();
  if (!best0 && target.roles && plain && plain !== target.name.trim())
    return ground(elements, { ...target, name: plain }, intent);
  if (!best0 && intent === 'click' && normalize(short) !== normalize(target.name)) {
    return ground(elements, { ...target, name: short }, intent);
  }
  if (!best0) return { kind: 'none' };
  const index = indexOf(elements);
  // Scopes: keep the candidates whose nearest container holding each scope is closest.
  for (const [i, scope] of (target.scopes ?? []).entries()) {
    const kept = inScope(index, elements, ranked, scopeOrItsName(elements, scope, true), target.strictScopes, i > 0);
    if (!kept || kept.length === 0) return { kind: 'none' };
    // (One element held by two containers of the scope's name is one candidate.)
    ranked = kept
      .filter((c, at) => kept.findIndex((o) => o.element.ref === c.element.ref) === at)
      .sort((a, b) => b.score - a.score);
  }
  // "Book on the 21:00 slot": a time of a scope is when the item starts, never when a range of it ends.
  const timed = (target.scopes ?? []).filter(namesTime);
  if (timed.length > 0) {
    ranked = ranked.filter((c) => timed.every((sc) => timesStartIn(itemText(index, elements, c.element), sc)));
    if (ranked.length === 0) return { kind: 'none' };
  }
  // "next to X": the candidates nearest to X.
  if (target.near) {
    const anchor = ground(elements, target.near, 'any');
    if (anchor.kind !== 'found') return anchor.kind === 'none' ? { kind: 'none' } : anchor;
    // "the toggle next to Courtesy car": a box or switch is labelled by the words next to it, so it is the one named so.
    const own = ranked.find((c) => c.element.ref === anchor.element.ref);
    if (own && /^(?:checkbox|switch|radio)$/.test(own.element.role)) return { kind: 'found', ...own };
    const others = ranked.filter((c) => c.element.ref !== anchor.element.ref);
    if (others.length === 0) return { kind: 'none' };
    // Nearest in the page's structure first (the control of the anchor's own row or card, however the cards are laid
    // out), then on screen.
    const ancestors = (e: ObservedElement) => {
      const out: string[] = [];
      for (let p = e.parent; p; p = index.byRef.get(p)?.parent) out.push(p);
      return out;
    };
    const anchorUp = ancestors(anchor.element);
    const shared = (e: ObservedElement) => {
      const up = new Set(ancestors(e));
      const at = anchorUp.findIndex((p) => up.has(p));
      return at < 0 ? anchorUp.length : at;
    };
    // "Change next to Vehicle" in a list of rows: on the anchor's own line before one nearer above or below it.
    const box = anchor.element.box;
    const sameLine = (e: ObservedElement) =>
      box && e.box && e.box.y < box.y + box.height && box.y < e.box.y + e.box.height ? 0 : 1;
    const sorted = others
      .map((c) => ({ c, s: shared(c.element), l: sameLine(c.element), d: boxDistance(c.element, anchor.element) }))
      .sort((a, b) => a.s - b.s || a.l - b.l || a.d - b.d || b.c.score - a.c.score);
    const [first, second] = sorted;
    if (!first) return { kind: 'none' };
    if (
      second &&
      second.s === first.s &&
      second.l === first.l &&
      second.d - first.d < 8 &&
      Math.abs(second.c.score - first.c.score) < 0.005
    ) {
      return { kind: 'ambiguous', candidates: [first.c.element, second.c.element] };
    }
    return { kind: 'found', element: first.c.element, score: first.c.score };
  }
  const best = ranked[0] as Candidate;
  // Ties: an element and its own ancestor are one thing (keep the inner one); others are ambiguous.
  const tied = ranked.filter((c) => best.score - c.score < 0.005);
  let distinct = tied.filter((c) => !tied.some((o) => o !== c && isAncestor(index.byRef, c.element.ref, o.element)));
  // An open dialog is what one acts on: the page behind it is inert.
  const inDialog = distinct.filter((c) => insideDialog(index, c.element));
  if (inDialog.length > 0 && inDialog.length < distinct.length) distinct = inDialog;
  // "connector 2" among "Connector 2 · CCS" and "Connector 3 · Type 2": the one whose name says the words in a row.
  const inARow = distinct.filter((c) => tokens(target.name).length > 1 && containsPhrase(c.element.name, target.name));
  if (inARow.length === 1 && distinct.length > 1) distinct = inARow;
  // Links with the same name to the same place are one choice ("Book an appointment" in the menu and the hero); not
  // links to "#", a fragment or a script, whose handlers decide what each does (the Change links of a summary, the
  // "#receipt" link of every order row).
  const first = distinct[0];
  const place = first?.element.hints?.url ?? '';
  if (
    first &&
    distinct.length > 1 &&
    first.element.role === 'link' &&
    place &&
    !/^#|#$|^javascript:/i.test(place) &&
    distinct.every(
      (c) =>
        c.element.role === 'link' &&
        c.element.name === first.element.name &&
        c.element.hints?.url === first.element.hints?.url,
    )
  ) {
    distinct = [first];
  }
  if (target.ordinal !== undefined) {
    // "the second Add to cart button": among the equally good matches, in page order. "The first address" is never a
    // control that acts on one ("Find address").
    const acting = (c: Candidate) =>
      /^(?:button|link)$/.test(c.element.role) &&
      ACTING.test(c.element.name) &&
      !ACTING.test(target.name) &&
      tokens(target.name).every((w) => tokens(c.element.name).slice(1).includes(w));
    const inOrder = ranked
      .filter((c) => best.score - c.score < 0.1 && !acting(c))
      .filter((c, _i, all) => !all.some((o) => o !== c && isAncestor(index.byRef, c.element.ref, o.element)))
      .sort((a, b) => (index.order.get(a.element.ref) ?? 0) - (index.order.get(b.element.ref) ?? 0));
    const at = target.ordinal < 0 ? inOrder.length + target.ordinal : target.ordinal - 1;
    const chosen = inOrder[at];
    if (!chosen) return { kind: 'none' };
    // Counted across different kinds of place (a player's Play button and one in each episode card), "the first"
    // could mean either: which one is for the step to say (its card, its section).
    const places = new Set(inOrder.map((c) => placeOf(index.byRef, c.element)));
    if (places.size > 1) return { kind: 'ambiguous', candidates: inOrder.map((c) => c.element) };
    return { kind: 'found', element: chosen.element, score: chosen.score };
  }
  if (distinct.length > 1) return { kind: 'ambiguous', candidates: distinct.map((c) => c.element) };
  const alike = partlyNamedAlike(index, ranked, target, best) ?? namedGroupAlike(elements, target.name, best.element);
  if (alike?.length === 1) return { kind: 'found', element: alike[0] as ObservedElement, score: best.score };
  if (alike) return { kind: 'ambiguous', candidates: alike };
  const chosen = distinct[0] ?? best;
  return { kind: 'found', element: chosen.element, score: chosen.score };
}

/** Containers that say what kind of place an element is in (a card, a row, a region, a dialog). */
const PLACE_ROLES = new Set([
  'article',
  'listitem',
  'row',
  'region',
  'dialog',
  'alertdialog',
  'form',
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'main',
  'menu',
  'tabpanel',
  'table',
  'grid',
  'list',
  'group',
]);

/** The role of the nearest container that says what kind of place `e` is in ('' at the top of the page). */
function placeOf(byRef: Map<string, ObservedElement>, e: ObservedElement): string {
  for (let p = e.parent ? byRef.get(e.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
    if (PLACE_ROLES.has(p.role)) return p.role;
  }
  return '';
}

/** The one link or button named `n` inside a pager (a container whose name or identity speaks of pages). */
function pagerButton(elements: readonly ObservedElement[], n: string): ObservedElement | undefined {
  const index = indexOf(elements);
  const inPager = (e: ObservedElement) => {
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent) {
      const holder = index.byRef.get(p);
      if (holder && /\bpag(?:e|es|ination|er|ing)\b/i.test(`${holder.name} ${holder.hints?.ident ?? ''}`)) return true;
    }
    return false;
  };
  const found = elements.filter(
    (e) =>
      (e.role === 'link' || e.role === 'button') &&
      (e.name.trim() === n || e.name.trim() === `Page ${n}`) &&
      inPager(e),
  );
  return found.length === 1 ? found[0] : undefined;
}

export function rank(elements: readonly ObservedElement[], target: TargetPhrase, intent: Intent): Candidate[] {
  const index = indexOf(elements);
  return elements
    .map((element) => {
      let score = scoreElement(element, target, intent);
      const context = index.context.get(element.ref);
      if (context && target.name && !target.ownWordsOnly) {
        const intentRoles = INTENT_ROLES[intent];
        if (!intentRoles || intentRoles.includes(element.role)) {
          let viaContext = textScore(target.name, context) * 0.9;
          if (target.roles) viaContext *= target.roles.includes(element.role) ? 1 : 0.6;
          score = Math.max(score, viaContext);
        }
      }
      return { element, score };
    })
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
}

export function describeElement(e: ObservedElement): string {
  const name = e.name || e.hints?.text || e.hints?.placeholder || '';
  return name ? `${e.role} "${name}"` : e.role;
}

/** Whether `e` is a menu's link to the page it is on (in the page's navigation, header or footer). */
export function linksHere(observation: Observation, e: ObservedElement): boolean {
  const url = e.hints?.url;
  if (e.role !== 'link' || !url || url.startsWith('#')) return false;
  const { byRef } = indexOf(observation.elements);
  let inMenu = false;
  for (
    let p = e.parent ? byRef.get(e.parent) : undefined;
    p && !inMenu;
    p = p.parent ? byRef.get(p.parent) : undefined
  ) {
    inMenu = ['navigation', 'banner', 'contentinfo', 'menubar', 'menu'].includes(p.role);
  }
  if (!inMenu) return false;
  try {
    const here = new URL(observation.url);
    const there = new URL(url, here);
    // A link to a part of the page ("#plan") goes somewhere: it is not the page's own entry.
    return (
      there.origin === here.origin &&
      there.pathname === here.pathname &&
      there.search === here.search &&
      there.hash === here.hash
    );
  } catch {
    return false;
  }
}

/**
 * "the B03 booking", "the Barfleur sailing": where no container says the whole, a name and the word of its kind are
 * the name's ("B03", "Barfleur").
 */
export function scopeOrItsName(elements: readonly ObservedElement[], scope: string, itemsOnly = false): string {
  // (Not a position: "1st recent search" is the first of the recent searches.)
  if (/^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|next|previous)\b/i.test(scope.trim())) return scope;
  const kind = /^(.*(?:\b[A-Z]|\d).*?)\s+([a-z]{3,})$/.exec(scope);
  // In a target's own words, only a kind of item ("booking", not "view": "the Pending view" is no row saying Pending).
  if (itemsOnly && kind && !ITEM_NOUN.test(kind[2] as string)) return scope;
  return kind && scopeHolders(elements, scope).length === 0 ? (kind[1] as string) : scope;
}
