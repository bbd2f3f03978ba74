/**
 * Whole tasks and widget gestures in one step: ratings ("give the stay 4 stars"), logging in ("log in as alice with
 * password hunter2"), adding an item ("add a task called Buy milk"), filters, sorting, and verb-object phrasing where
 * the verb is the control's label ("delete Buy milk", "open the menu", "close the dialog").
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { describeElement, ground, type Intent, parseTarget, type TargetPhrase, textScore } from './ground';
import { ITEM_NOUN, ITEM_NOUNS, indexOf, isAncestor } from './page-index';
import { NUMBER_WORDS, unquote } from './phrasing';
import {
  CHECKABLE,
  CHOOSABLE,
  FIELD,
  findFirst,
  onlyField,
  PlanError,
  type State,
  selectOp,
  tryFind,
} from './plan-state';
import { ORDINAL_WORDS } from './target';

export const SMALL_NUMBER = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';

export function parseSmall(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? Number.NaN);
}
export const ORDINAL_WORD =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th';
export function ordinalValue(word: string): number {
  const w = word.toLowerCase();
  const digits = /^(\d+)/.exec(w);
  if (digits) return Number(digits[1]);
  return ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].indexOf(w) + 1;
}

/** "rate 4 stars": a control named for that rating, else the nth control of a rating group. */
export function rate(s: State, n: number, what: string | null): PlannedOperation[] {
  if (!Number.isFinite(n) || n < 1) throw new PlanError(`"${n}" is not a rating.`);
  const groups = s.observation.elements.filter((e) =>
    /\b(?:rat(?:e|ing|ings)|stars?|score|review)\b/i.test(`${e.name} ${e.hints?.ident ?? ''}`),
  );
  const whatFound = what ? tryFind(s, what, 'any') : null;
  if (what && !whatFound && groups.length > 1) {
    throw new PlanError(`No rating for "${what}" was found on the page.`, true);
  }
  const scoped = (name: string): TargetPhrase => {
    const t = parseTarget(name);
    return whatFound && what ? { ...t, scopes: [what] } : t;
  };
  const named = [`${n} stars`, `${n} star`, `${n} out of 5`, `${n} of 5 stars`, `rate ${n}`, `${n}/5`, `rating ${n}`];
  for (const name of named) {
    const g = ground(s.observation.elements, scoped(name), 'any');
    if (g.kind === 'found' && CHOOSABLE.has(g.element.role) && g.score >= 0.8) return rateOp(g.element);
    // "click 4 stars" on a scorecard of several ratings: which one is not said.
    if (g.kind === 'ambiguous' && !whatFound) {
      throw new PlanError(
        `"${n} stars" is ambiguous: ${g.candidates.length} ratings have it (${g.candidates
          .slice(0, 5)
          .map((c) => describeElement(c))
          .join(', ')}). Name the rating ("give communication 4 stars").`,
        true,
      );
    }
  }
  // A group of unnamed or symbol-named stars: the nth control of a container named for ratings.
  const holders =
    whatFound && what ? groups.filter((g) => textScore(what, g.name) > 0.5 || g.ref === whatFound.ref) : groups;
  const choicesOf = (group: ObservedElement) => {
    const controls = s.observation.elements.filter((e) => e.parent === group.ref && CHOOSABLE.has(e.role));
    return controls.length > 0 ? controls : descendantsOf(s, group).filter((e) => CHOOSABLE.has(e.role));
  };
  // "Rate the book 4" on the book's page: what is rated is the page's subject, and the page has one rating group.
  const withChoices = groups.filter((g) => choicesOf(g).length >= 2 && choicesOf(g).length <= 10);
  if (!what && withChoices.length > 1) {
    throw new PlanError(
      `${withChoices.length} ratings are on the page (${withChoices
        .slice(0, 5)
        .map((g) => describeElement(g))
        .join(', ')}): name the one to give ${n} stars.`,
      true,
    );
  }
  const only = holders.length === 0 && whatFound && withChoices.length === 1 ? withChoices : [];
  for (const group of holders.length > 0 ? holders : whatFound ? only : groups) {
    const nested = choicesOf(group);
    if (nested.length >= n && nested.length <= 10) return rateOp(nested[n - 1] as ObservedElement);
  }
  throw new PlanError(`No rating control for ${n} star${n === 1 ? '' : 's'} was found on the page.`, true);
}

export function rateOp(el: ObservedElement): PlannedOperation[] {
  return CHECKABLE.has(el.role) ? [{ op: 'check', ref: el.ref, checked: true }] : [{ op: 'click', ref: el.ref }];
}

export function descendantsOf(s: State, root: ObservedElement): ObservedElement[] {
  const byRef = new Map(s.observation.elements.map((e) => [e.ref, e]));
  return s.observation.elements.filter((e) => {
    for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === root.ref) return true;
    return false;
  });
}

/** Words that name the user field of any sign-in form: a label made of these alone says nothing more. */
const GENERIC_USER_LABEL = /^(?:(?:user(?:\s*name)?|e-?mail(?:\s+address)?|account|login|the|my)\s*)*$/i;

/**
 * "log in as alice with password hunter2": the user field, the password field, then the sign-in button. `userLabel`
 * is what the step calls the user field ("customer ID"): that field first.
 */
export function login(s: State, user: string, password: string, userLabel = ''): PlannedOperation[] {
  const fields = s.observation.elements.filter((e) => FIELD.has(e.role));
  const passwords = fields.filter((e) => e.hints?.inputType === 'password' || /password/i.test(e.name));
  if (passwords.length !== 1) {
    throw new PlanError(
      passwords.length === 0 ? 'No password field was found on the page.' : 'Several password fields are on the page.',
      true,
    );
  }
  const pass = passwords[0] as ObservedElement;
  const labelled = GENERIC_USER_LABEL.test(userLabel) ? undefined : tryFind(s, userLabel, 'fill');
  // Otherwise the field a sign-in form names as such, else the form's one other text field ("Customer ID").
  const others = fields.filter((e) => e.ref !== pass.ref && (e.role === 'textbox' || e.role === 'searchbox'));
  const userReadings: Array<[string, Intent]> = [
    ['email', 'fill'],
    ['username', 'fill'],
    ['user name', 'fill'],
    ['login', 'fill'],
    ['user', 'fill'],
    ['user id', 'fill'],
    ['account', 'fill'],
  ];
  let userField: ObservedElement;
  if (labelled && labelled.ref !== pass.ref) userField = labelled;
  else {
    try {
      userField = findFirst(s, userReadings, 'user name or email field', 'user name or email');
    } catch (error) {
      if (!(error instanceof PlanError) || others.length !== 1) throw error;
      userField = others[0] as ObservedElement;
    }
  }
  const submit = findFirst(
    s,
    [
      [{ name: 'log in', roles: ['button'] }, 'click'],
      [{ name: 'sign in', roles: ['button'] }, 'click'],
      [{ name: 'login', roles: ['button'] }, 'click'],
      [{ name: 'sign on', roles: ['button'] }, 'click'],
      [{ name: 'submit', roles: ['button'] }, 'click'],
      [{ name: 'continue', roles: ['button'] }, 'click'],
    ],
    'sign-in button',
    'Log in',
  );
  return [
    { op: 'fill', ref: userField.ref, text: user },
    { op: 'fill', ref: pass.ref, text: password },
    { op: 'click', ref: submit.ref },
  ];
}

/** A filter or search box: not where new items are written. */
function isSearchBox(field: ObservedElement): boolean {
  return (
    field.role === 'searchbox' ||
    field.hints?.inputType === 'search' ||
    /\b(?:filter|search|find)\b/i.test(`${field.name} ${field.hints?.placeholder ?? ''}`)
  );
}

/** "add a task called Buy milk": type it into the field for new tasks and add it (its button, else Enter). */
export function addItem(s: State, noun: string, rawValue: string): PlannedOperation[] {
  const n = noun.replace(/^(?:new|the|a|an)\s+/i, '');
  // "'Spike: offline mode' to To do": the quoted value, added in the To do column.
  const placed =
    /^(["'`])(.+?)\1\s+(?:to|in|into|under|on)\s+(?:the\s+)?(.+?)(?:\s+(?:column|list|lane|section|board|group))?$/.exec(
      rawValue.trim(),
    );
  const value = placed ? (placed[2] as string) : unquote(rawValue);
  const where = placed ? (placed[3] as string) : null;
  const inPlace = (phrase: string): string | TargetPhrase =>
    where ? { ...parseTarget(phrase), scopes: [where], strictScopes: true } : phrase;
  let field: ObservedElement | null = null;
  for (const phrase of [
    `new ${n}`,
    `add ${n}`,
    `add a ${n}`,
    `${n} name`,
    `${n} title`,
    n,
    'what needs to be done',
    'title',
    'name',
  ]) {
    field = tryFind(s, inPlace(phrase), 'fill');
    if (field && isSearchBox(field)) field = null;
    if (field) break;
  }
  if (!where) {
    const only = onlyField(s);
    if (only && !isSearchBox(only)) field ??= only;
  }
  if (!field) throw new PlanError(`No field for a new ${n}${where ? ` in ${where}` : ''} was found on the page.`, true);
  const button = ['add ' + n, 'add', 'create ' + n, 'create', 'save', 'submit', '+']
    .map((name) =>
      tryFind(
        s,
        where ? { name, roles: ['button'], scopes: [where], strictScopes: true } : { name, roles: ['button'] },
        'click',
      ),
    )
    .find((b): b is ObservedElement => b !== null);
  const ops: PlannedOperation[] = [{ op: 'fill', ref: field.ref, text: value }];
  ops.push(button ? { op: 'click', ref: button.ref } : { op: 'press', key: 'Enter', ref: field.ref });
  return ops;
}

/** A filter: a dropdown for the facet with that option, else a checkbox, radio, chip, tab or link of that name. */
export function filterBy(s: State, facet: string | null, raw: string): PlannedOperation[] {
  // "books in stock" -> "in stock", "completed tasks" -> "completed": the filter, not the items it shows.
  const value =
    raw
      .replace(
        /^(?:the\s+)?(?:books?|products?|items?|tasks?|todos?|orders?|results?|hotels?|stays?|users?|people)\s+(?:that are\s+|which are\s+)?/i,
        '',
      )
      .replace(/\s+(?:books?|products?|items?|tasks?|todos?|orders?|results?|hotels?|stays?|users?|people)$/i, '')
      .trim() || raw;
  const dropdowns = facet ? [facet, `filter by ${facet}`, `${facet} filter`] : ['filter', 'filter by', 'show'];
  for (const name of dropdowns) {
    const el = tryFind(s, name, 'select');
    const options = el?.hints?.options;
    if (el && options?.some((o) => textScore(value, o) >= 0.8)) return [selectOp(el, value)];
  }
  const el = findFirst(
    s,
    [
      [{ name: value, roles: ['checkbox', 'switch', 'radio'] }, 'check'],
      [{ name: value, roles: ['button', 'tab', 'link', 'option', 'menuitem'] }, 'click'],
      [`show ${value}`, 'click'],
      [`only ${value}`, 'click'],
    ],
    'filter',
    value,
  );
  if (CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
  return [{ op: 'click', ref: el.ref }];
}

export function findSorter(s: State): ObservedElement | null {
  for (const name of ['sort by', 'sort', 'order by', 'sort order', 'sorting']) {
    const el = tryFind(s, name, 'select');
    if (el) return el;
  }
  // A custom dropdown: a closed button "Sort by Recommended ▾".
  const openers = s.observation.elements.filter(
    (e) => e.role === 'button' && e.hints?.expanded === false && /^(?:sort|order)\b/i.test(e.name),
  );
  return openers.length === 1 ? (openers[0] as ObservedElement) : null;
}

const INCREASE = /\b(?:add|increase|increment|plus|more|up)\b|^\s*\+\s*$/i;
const DECREASE = /\b(?:remove|decrease|decrement|minus|fewer|less|down)\b|^\s*[−–-]\s*$/i;
/** The most clicks a stepper plan makes (a quantity far from the current one is for a field, not a stepper). */
const MAX_STEPS = 20;

/**
 * A stepper (a "−" button, the quantity, a "+" button) for `what` ("Adult", "guests", "General admission"): the
 * clicks that bring it from the quantity it shows to `n` (or by `n` when `by`); null when there is no single such
 * stepper or its quantity cannot be read.
 */
export function stepTo(s: State, what: string, n: number, by = false): PlannedOperation[] | null {
  if (!Number.isInteger(n) || (n < 0 && !by)) return null;
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const label = (e: ObservedElement) => `${e.name} ${e.hints?.text ?? ''}`.trim();
  // Its own name ("Add one Adult ticket"), else the row it sits in ("Adults  −  1  +"), else its container's name or
  // context ("Guests" of a group of -/+): the closest that names one stepper.
  const ownName = (e: ObservedElement) =>
    textScore(what, label(e).replace(INCREASE, ' ').replace(DECREASE, ' ')) >= 0.7;
  const inRow = (e: ObservedElement) => {
    const holder = index.byRef.get(e.parent ?? '');
    const row = holder && index.byRef.get(holder.parent ?? '');
    if (!row) return false;
    // The labels beside it (not the buttons or the quantity), else everything the row says.
    const beside = elements
      .filter((o) => o.parent === holder.ref && o.role !== 'button' && !/^\s*\d+\s*$/.test(label(o)))
      .map(label)
      .join(' ');
    return (
      (beside !== '' && textScore(what, beside) >= 0.7) ||
      textScore(what, [...(index.subtree.get(holder.ref) ?? [])].join(' ')) >= 0.7
    );
  };
  const inContext = (e: ObservedElement) => {
    const holder = index.byRef.get(e.parent ?? '');
    const context = [holder?.name, index.context.get(holder?.ref ?? '')].filter(Boolean).join(' ');
    return !!holder && textScore(what, context) >= 0.7;
  };
  const pluses = elements.filter((e) => e.role === 'button' && INCREASE.test(label(e)));
  const found = [ownName, inRow, inContext].map((named) => pluses.filter(named)).find((f) => f.length > 0) ?? [];
  if (found.length !== 1) return null;
  const plus = found[0] as ObservedElement;
  const siblings = elements.filter((e) => e.parent === plus.parent && e.ref !== plus.ref);
  const minus = siblings.find((e) => e.role === 'button' && DECREASE.test(label(e)));
  const shown = siblings
    .filter((e) => e.role !== 'button')
    .map((e) => /(?:^|\s)(\d{1,3})(?:\s|$)/.exec(e.hints?.value ?? label(e))?.[1])
    .filter((v): v is string => v !== undefined);
  if (!minus || shown.length !== 1) return null;
  const current = Number(shown[0]);
  // `by`: "one more adult" moves the quantity by `n`, else to `n`.
  const delta = by ? n : n - current;
  if (current + delta < 0) return null;
  if (Math.abs(delta) > MAX_STEPS) return null;
  const button = delta > 0 ? plus : minus;
  return Array.from({ length: Math.abs(delta) }, () => ({ op: 'click' as const, ref: button.ref }));
}

/** "Pending view", "Refund timelines article": a name and the noun of what it names, which a page seldom shows. */
const VIEW_NOUN =
  /^(.*?\S)\s+(?:view|tab|section|panel|pane|screen|article|accordion|folder|report|page|inbox|queue|filter)$/i;

/** "Amara Okafor's contact page", "Biscuit's profile": whose page it is. */
const OWNED_PAGE = /^(.+?)['’]s\s+(?:[\w-]+\s+){0,2}?(?:page|profile|details|record|records|file)$/i;

/** Verbs whose object is often the control itself ("open the menu", "expand Shipping"). */
const SELF_VERBS = new Set([
  'open',
  'close',
  'expand',
  'collapse',
  'view',
  'show',
  'hide',
  'submit',
  'select',
  'dismiss',
]);

/** "delete Buy milk": a control named "Delete Buy milk", else a "Delete" control in Buy milk's row or card. */
export function verbObject(s: State, verb: string, rawObject: string): PlannedOperation[] | null {
  // "remove the Travel Tumbler from the cart": the item, in the cart.
  const object = rawObject
    .replace(/\s+(?:from|off|out of)\s+(?:the\s+|my\s+|your\s+)?(?:cart|basket|bag|list|wish ?list|order)$/i, '')
    // "save 77 Chestnut Avenue to favourites", "save Luigi's as a favourite": the Save control of that item.
    .replace(
      /\s+(?:to|as|in|into)\s+(?:a\s+|an\s+|my\s+|the\s+|your\s+)?(?:favou?rites?|saved|wish ?list|bookmarks?|shortlist)$/i,
      '',
    );
  const target = parseTarget(object);
  const close = /^(?:close|dismiss|hide)$/.test(verb);
  const readings: Array<[string | TargetPhrase, Intent] | [string | TargetPhrase, Intent, boolean]> = [
    [{ name: `${verb} ${unquote(object)}`, roles: null }, 'click'],
  ];
  const names = close
    ? [verb, 'close', 'dismiss', '×', 'x', '✕', 'cancel', 'ok', 'got it']
    : verb === 'submit'
      ? [verb, 'send', 'save']
      : [verb];
  // The verb's control inside what the object names (its title, label or container), never a control of that name
  // elsewhere, nor another kind of element that holds the word.
  for (const name of names) {
    readings.push([
      { name, roles: ['button', 'link', 'menuitem'], scopes: [object], strictScopes: true },
      'click',
      true,
    ]);
  }
  // "start quiz 3 from the grades table", "continue the second course", "open the listing for 31 Orchard Close": the
  // item the object names (its own words, without the noun of its kind), inside its containers.
  const item = itemOf(target);
  if (item) {
    for (const name of names) {
      readings.push([
        { name, roles: ['button', 'link', 'menuitem'], scopes: [...(target.scopes ?? []), item], strictScopes: true },
        'click',
        true,
      ]);
    }
  }
  // "show the details of the 07:30 train", "open the More actions menu of Team offsite.pdf": the control the object
  // names, inside the item named after it.
  const part = /^(?:show|view|open|see|display|expand)$/.test(verb)
    ? /^(?:the\s+)?(.+?)(?:\s+menu)?\s+(?:of|for)\s+(?:the\s+)?(.+)$/i.exec(unquote(object))
    : null;
  // Only when what follows names an item (a name, a number, a file, "the last row"), not a purpose ("the timesheet
  // for approval").
  if (
    part &&
    (/[A-Z0-9"']/.test(part[2] as string) ||
      new RegExp(`^(?:the\\s+)?(?:${ORDINAL_WORDS})\\s+`, 'i').test(part[2] as string))
  ) {
    const of = parseTarget(part[2] as string);
    const where = itemOf(of) ?? (part[2] as string);
    readings.push([
      {
        name: part[1] as string,
        roles: ['button', 'link', 'menuitem', 'tab'],
        scopes: [...(of.scopes ?? []), where],
        strictScopes: true,
      },
      'click',
      true,
    ]);
  }
  if (SELF_VERBS.has(verb) || verb === 'edit' || verb === 'download') readings.push([object, 'click']);
  // "open the Pending view", "expand the Refund timelines article": the tab, link or button of that name; the noun of
  // its kind is not part of it.
  const viewName = SELF_VERBS.has(verb) ? VIEW_NOUN.exec(unquote(object))?.[1] : undefined;
  if (viewName) readings.push([{ name: viewName, roles: ['tab', 'link', 'button', 'menuitem', 'treeitem'] }, 'click']);
  // "open Amara Okafor's contact page": the link named after whose page it is.
  const owner = SELF_VERBS.has(verb) ? OWNED_PAGE.exec(unquote(object))?.[1] : undefined;
  if (owner) readings.push([{ name: owner, roles: ['link'] }, 'click']);
  if (target.roles && !target.name) {
    // "close the dialog", "submit the form": the control of that kind of container.
    for (const name of names) readings.push([{ name, roles: ['button', 'link'] }, 'click']);
  }
  try {
    const el = findFirst(s, readings, 'element', `${verb} ${object}`);
    if (CHECKABLE.has(el.role) && verb === 'select') return [{ op: 'check', ref: el.ref, checked: true }];
    return [{ op: 'click', ref: el.ref }];
  } catch (error) {
    // Not a control at all ("submit the form" without a button): let later readings try.
    if (error instanceof PlanError && verb === 'submit') {
      const field = s.last ?? onlyField(s)?.ref;
      if (field) return [{ op: 'press', key: 'Enter', ref: field }];
    }
    throw error;
  }
}

/**
 * The item an object phrase names, as a scope: "the second course" -> "2nd course", "the Intro to Data Analysis
 * course" -> "Intro to Data Analysis", "listing for 31 Orchard Close" -> "31 Orchard Close"; null when it is the
 * phrase itself.
 */
export function itemOf(target: TargetPhrase): string | null {
  const noun = new RegExp(`\\s+(?:${ITEM_NOUNS})$`, 'i');
  if (target.ordinal !== undefined && ITEM_NOUN.test(target.name)) {
    const n = target.ordinal;
    return `${n < 0 ? 'last' : n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`} ${target.name}`;
  }
  const name = target.name
    .replace(new RegExp(`^(?:${ITEM_NOUNS})\\s+(?:for|of|about|called|named|from|on|dated)\\s+`, 'i'), '')
    // "the Tesco transaction from 4 March": the item's own words on both sides of the noun of its kind.
    .replace(new RegExp(`^(.+?)\\s+(?:${ITEM_NOUNS})\\s+(?:from|on|dated|of)\\s+(?:the\\s+)?(.+)$`, 'i'), '$1 $2')
    .replace(noun, '');
  return name && (name !== target.name || target.scopes?.length) ? name : null;
}

/** A date as an `<input type=date>` takes it (yyyy-mm-dd), when it can be read unambiguously. */

/**
 * The control of a pager (a group of numbered page buttons or links) that goes to `which`: the first, last, next or
 * previous page, or page n. Null when the page has no single pager or it has no such control.
 */
export function pagerControl(s: State, which: 'first' | 'last' | 'next' | 'previous' | number): ObservedElement | null {
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const controls = elements.filter((e) => e.role === 'button' || e.role === 'link');
  const numbered = controls.filter((e) => /^\d{1,4}$/.test(e.name.trim()));
  // The pager: the nearest container holding at least two numbered controls (their parent, or a list around them).
  const holders = new Map<string, ObservedElement[]>();
  for (const e of numbered) {
    for (let up = e.parent, depth = 0; up && depth < 3; up = index.byRef.get(up)?.parent, depth++) {
      const list = holders.get(up) ?? [];
      list.push(e);
      holders.set(up, list);
      if (list.length >= 2) break;
    }
  }
  const pagers = [...holders].filter(([, list]) => list.length >= 2);
  const deepest = pagers.filter(
    ([ref]) =>
      !pagers.some(
        ([other]) => other !== ref && isAncestor(index.byRef, ref, index.byRef.get(other) as ObservedElement),
      ),
  );
  if (deepest.length !== 1) return null;
  const [pager, numbers] = deepest[0] as [string, ObservedElement[]];
  const inPager = controls.filter((e) => isAncestor(index.byRef, pager, e));
  const named = (pattern: RegExp) => inPager.find((e) => pattern.test(e.name.trim())) ?? null;
  const byNumber = [...numbers].sort((a, b) => Number(a.name) - Number(b.name));
  if (typeof which === 'number') return numbers.find((e) => Number(e.name) === which) ?? null;
  if (which === 'first') return named(/^(?:first|«|⏮)/i) ?? byNumber[0] ?? null;
  if (which === 'last') return named(/^(?:last|»|⏭)/i) ?? byNumber.at(-1) ?? null;
  if (which === 'next') return named(/^(?:next|›|>|→)/i);
  return named(/^(?:prev(?:ious)?|‹|<|←)/i);
}

/**
 * "go to page 3" on a pager without page numbers ("Previous", "Page 2 of 5", "Next"): the Next or Previous control
 * beside the one "Page X of Y" text, when page `n` is one step away. Null otherwise.
 */
export function pageStep(s: State, n: number): ObservedElement | null {
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const shows = elements.filter((e) =>
    /^page\s+\d{1,4}\s+(?:of|\/)\s+\d{1,4}$/i.test((e.hints?.text ?? e.name).trim()),
  );
  if (shows.length !== 1) return null;
  const shown = shows[0] as ObservedElement;
  const [current, total] = ((shown.hints?.text ?? shown.name).match(/\d+/g) ?? []).map(Number) as [number, number];
  const pattern =
    n === current + 1 && n <= total
      ? /^(?:next|›|>|→)/i
      : n === current - 1 && n >= 1
        ? /^(?:prev(?:ious)?|‹|<|←)/i
        : null;
  if (!pattern || !shown.parent) return null;
  const beside = elements.filter(
    (e) =>
      (e.role === 'button' || e.role === 'link') &&
      pattern.test(e.name.trim()) &&
      isAncestor(index.byRef, shown.parent as string, e),
  );
  return beside.length === 1 ? (beside[0] as ObservedElement) : null;
}

/**
 * "select Elena Rossi" in a table whose rows have checkboxes: the checkbox of the row (or list item, card) that holds
 * `el`, when it has exactly one; null otherwise.
 */
export function rowCheckbox(s: State, el: ObservedElement): ObservedElement | null {
  const { byRef } = indexOf(s.observation.elements);
  let item: ObservedElement | undefined = el;
  for (let depth = 0; item && depth < 5 && !ROW_ROLES.has(item.role); depth++) {
    item = item.parent ? byRef.get(item.parent) : undefined;
  }
  if (!item || !ROW_ROLES.has(item.role)) return null;
  const boxes = descendantsOf(s, item).filter((e) => e.role === 'checkbox');
  return boxes.length === 1 ? (boxes[0] as ObservedElement) : null;
}

const ROW_ROLES = new Set(['row', 'listitem', 'article']);
