/**
 * The readings of an imperative that is a whole task on a list or a shop: signing in, adding and completing items,
 * filters, adding to a cart, steppers, ratings and sorting.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { describeElement, indexOf, normalize } from './ground';
import { isAncestor, scopeHolders } from './page-index';
import { unquote } from './phrasing';
import {
  FIELD,
  fieldValue,
  findFirst,
  type Handler,
  PlanError,
  type State,
  selectOp,
  tryFind,
  tryFindScored,
} from './plan-state';
import { stripScope } from './target';
import { addItem, filterBy, findSorter } from './tasks-lists';
import { completeSignIn, completeWithPassword, identifiedBy, login } from './tasks-sign-in';
import { ORDINAL_WORD, ordinalValue, parseSmall, rate, SMALL_NUMBER, stepTo } from './tasks-widgets';
import { stem, tokens, withinOneTypo } from './text-match';

/**
 * A sort order in the words sort controls use: "price, cheapest first" -> "price, low to high", "newest first" ->
 * "newest". Words that say nothing of the order stay as they are.
 */
export function sortOrderWords(how: string): string {
  return how
    .replace(/\b(?:cheapest|lowest|smallest|least expensive)(?:\s+(?:one|price|prices))?\s+first\b/i, 'low to high')
    .replace(
      /\b(?:most expensive|highest|largest|biggest|dearest)(?:\s+(?:one|price|prices))?\s+first\b/i,
      'high to low',
    )
    .replace(/\b(?:newest|latest|most recent)\s+first\b/i, 'newest')
    .replace(/\b(?:oldest|earliest)\s+first\b/i, 'oldest');
}

/** The "Keep me signed in" checkbox of a sign-in form, ticked before the form is sent (the last of `ops`). */
function keepSignedIn(s: State, ops: PlannedOperation[], said: string): PlannedOperation[] {
  const keep =
    tryFind(s, said, 'check') ??
    ['keep me signed in', 'stay signed in', 'remember me', 'keep me logged in']
      .map((name) => tryFind(s, name, 'check'))
      .find((b) => b !== null);
  if (!keep) throw new PlanError(`No "${said}" checkbox was found on the sign-in form.`, true);
  return [...ops.slice(0, -1), { op: 'check', ref: keep.ref, checked: true }, ...ops.slice(-1)];
}

/** Signing in in one step. */
export const SIGN_IN_READINGS: Array<[RegExp, Handler]> = [
  // "Sign in with nina@example.com / Molar-2026 and stay signed in on this device": the sign-in, with the "Keep me
  // signed in" box ticked.
  [
    /^((?:log|sign)\s*(?:in|on)\b.+?)\s*,?\s+(?:and\s+)?(?:ticking\s+|checking\s+|with\s+)?(stay signed in|stay logged in|keep me (?:signed|logged) in|remember me|tick remember me)(?:\s+on this (?:device|computer|browser))?$/i,
    (m, s) => {
      for (const [pattern, handler] of SIGN_IN_READINGS.slice(1)) {
        const inner = pattern.exec((m[1] as string).trim());
        const ops = inner ? handler(inner, s) : null;
        if (ops) return keepSignedIn(s, ops, (m[2] as string).replace(/^tick\s+/i, ''));
      }
      return null;
    },
  ],
  // "log in as alice with password hunter2" (one step): user field, password field, submit. Also the forms of a
  // precondition ("I have logged into my bank account as ...", "Support Agent is signed in as ..."), and a user field
  // named by its label ("log in with customer ID 40418822 and password ...").
  [
    /^(?:(?:[\w'’.-]+\s+){0,3}?(?:is|am|are|have|has|had|was|were|been|gets?|got)\s+)?(?:log|sign)(?:s|ged|ging|ed)?\s*(?:in|on|into)?(?:\s+(?:to|into|on)\s+[^,]+?|\s+(?:my|the|your|our|his|her|their)\s+[^,]+?)?\s+(?:as|with|using)\s+(?:(?:the|my|a|an)\s+)?((?:[A-Za-z][\w-]*\s+){0,3}?)("[^"]*"|'[^']*'|\d+(?:\s\d+)+|\S+?)\s*(?:,\s*|\s+)(?:and\s+|with\s+|using\s+|\/\s*)?(?:(?:the|a|my)\s+)?(?:password|pass|pwd|passcode|pin)\b\s*(?:of\s+|as\s+|is\s+|=\s*|:\s*)?("[^"]*"|'[^']*'|\S+)$/i,
    (m, s) => login(s, unquote(m[2] as string), unquote(m[3] as string), (m[1] as string).trim()),
  ],
  [
    /^(?:log|sign)\s*(?:in|on|into)(?:\s+(?:to\s+)?(?:the|my|your|our)\s+[^"'/:]+?)?\s+(?:as|with|using)\s+("[^"]*"|'[^']*'|[^\s/:]+)\s*(?:\/|:|,|\s+and\s+)\s*("[^"]*"|'[^']*'|\S+)$/i,
    (m, s) => login(s, unquote(m[1] as string), unquote(m[2] as string)),
  ],
  // "sign back in (dana@roamly.test / Drive2027)", "Login with valid credentials: priya@example.com / Kelmarsh2027",
  // "Given I am signed in as ingrid@example.com / Aurora2026!": whatever the words, the credentials as "user / password"
  // at the end.
  [
    /^(?:(?:[\w'’.-]+\s+){0,3}?(?:is|am|are|have|has|was)\s+)?(?:log|sign)(?:s|ged|ging|ed)?\s*(?:back\s+)?(?:in|on|into)\b[^/]*?[\s(:]\(?([^\s/(),:]+)\s+\/\s+([^\s()]+?)\s*\)?$/i,
    (m, s) => login(s, m[1] as string, m[2] as string),
  ],
  // "Log in as Priya (priya@example.com / Saffron!2026) and stay signed in": who, then the credentials in brackets.
  [
    /^(?:log|sign)\s*(?:in|on)\s+as\s+[^()]*\(\s*([^\s/(),]+)\s*(?:\/|,)\s*([^\s()]+)\s*\)(?:\s+and\s+(stay signed in|stay logged in|keep me (?:signed|logged) in|remember me))?$/i,
    (m, s) => {
      const ops = login(s, m[1] as string, m[2] as string);
      return m[3] ? keepSignedIn(s, ops, m[3] as string) : ops;
    },
  ],
  // "Enter maya@example.com and Lunges-42 in the sign-in form": the user and password fields typed, the form not sent
  // ("..., then press Enter" sends it from the password field).
  [
    /^(?:enter|type|fill in|input|put)\s+("[^"]*"|'[^']*'|\S+)\s+and\s+("[^"]*"|'[^']*'|\S+)(?:\s+(?:in|into)\s+(?:the\s+)?(sign[- ]?in|log[- ]?in|login)(?:\s+(?:form|page|fields|box(?:es)?))?)?$/i,
    (m, s) => {
      // The form named in the step, or as the step's place ("... in the sign-in form" read as its scope).
      if (!m[3] && !/^(?:sign[- ]?in|log[- ]?in|login)(?:\s+(?:form|page|fields|box(?:es)?))?$/i.test(s.scope ?? ''))
        return null;
      const [user, pass] = login(s, unquote(m[1] as string), unquote(m[2] as string));
      if (!user || !pass || !('ref' in pass)) return null;
      s.last = pass.ref;
      return [user, pass];
    },
  ],
  // "Complete the sign-in with the code 314159" (what "Sign in ..., then enter the security code 314159" ends with):
  // the code typed, and its form sent.
  [
    /^(?:complete|finish)\s+(?:the\s+)?(?:sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in)\s+(?:with|using)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:code|passcode|otp)\s+("[^"]*"|'[^']*'|\d[\d\s-]*\d)$/i,
    (m, s) => completeSignIn(s, m[1] as string),
  ],
  // "Complete the sign-in with the password "..."" (what a sign-in in two pages ends with): the password typed and sent.
  [
    /^(?:complete|finish)\s+(?:the\s+)?sign-in\s+with\s+the\s+password\s+("(?:[^"\\]|\\.)*")$/i,
    (m, s) => completeWithPassword(s, JSON.parse(m[1] as string) as string),
  ],
  // "Log in with reference TW4K9Q and surname Okafor", "Find my booking with reference QX7K2P and last name Lindqvist":
  // a form without a password, filled with what identifies the booking, then sent.
  [
    /^(?:log\s*in|login|sign\s*in|find|retrieve|look\s*up|open|access|manage)\b[^,"']*?\s+(?:with|using)\s+(.+?\s(?:and|,)\s.+)$/i,
    (m, s) => identifiedBy(s, m[1] as string),
  ],
];

/** A quoted new item added, an item completed. */
export const NEW_ITEM_READINGS: Array<[RegExp, Handler]> = [
  // "create a task "Renew passport"", "add a new todo 'Call mom'"
  [
    /^(?:add|create|make|enter)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:new\s+)?([\w-]+)\s*:?\s+("[^"]+"|'[^']+')$/i,
    (m, s) => addItem(s, m[1] as string, unquote(m[2] as string)),
  ],
  [
    /^(?:enter|type|add|input)\s+(.+?)\s+as\s+(a|an|the)\s+new\s+([\w-]+)$/i,
    (m, s) => {
      // "Enter 20/03/2026 as the new date": the field called "New date", when there is one.
      const named = /^the$/i.test(m[2] as string) ? tryFindScored(s, `new ${m[3]}`, 'fill') : null;
      if (named && named.score >= 0.9 && FIELD.has(named.element.role)) {
        s.last = named.element.ref;
        return [{ op: 'fill', ref: named.element.ref, text: fieldValue(named.element, unquote(m[1] as string)) }];
      }
      return addItem(s, m[3] as string, unquote(m[1] as string));
    },
  ],
  // "complete the first task", "finish Buy milk": tick it.
  [
    /^(?:complete|finish|mark off|cross off|check off)\s+(?:the\s+)?(.+?)(?:\s+as\s+(?:done|complete|completed))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
];

/** Filters. */
const FACETS = [
  'status',
  'format',
  'type',
  'category',
  'brand',
  'colour',
  'color',
  'size',
  'genre',
  'author',
  'department',
  'priority',
  'language',
  'location',
  'subject',
];

export const FILTER_READINGS: Array<[RegExp, Handler]> = [
  // "filter by format: E-book", "filter the orders by status Pending", "show only books in stock"
  [
    /^filter\s+(?:the\s+)?(?:(.+?)\s+)?by\s+(?:(\w+)\s*:\s*|(status|format|type|category|price|brand|color|colour|size|genre|author|department|priority|date|rating|tag|label|language|location|state)\s+)?(.+)$/i,
    (m, s) => {
      // "by the Eating out category": the value, with the facet after it.
      const after =
        /^(?:the\s+)?(.+?)\s+(status|format|type|category|brand|colou?r|size|genre|author|department|priority|tag|label|language|location|state)$/i.exec(
          (m[4] as string).trim(),
        );
      if (after && !m[2] && !m[3]) return filterBy(s, after[2] as string, unquote(after[1] as string));
      // "by class type "Yoga"": the facet in its own words, then the value quoted.
      const quotedValue = /^(?:the\s+)?([a-z][\w -]{1,30}?)\s+("[^"]+"|'[^']+')$/i.exec((m[4] as string).trim());
      if (quotedValue && !m[2] && !m[3])
        return filterBy(s, quotedValue[1] as string, unquote(quotedValue[2] as string));
      // "by urgent priorty": the facet after the value, misspelt.
      const words = (m[4] as string).trim().split(/\s+/);
      const facetWord =
        words.length === 2 ? FACETS.find((f) => withinOneTypo((words[1] as string).toLowerCase(), f)) : undefined;
      if (facetWord && !m[2] && !m[3]) return filterBy(s, facetWord, words[0] as string);
      return filterBy(s, m[2] ?? m[3] ?? null, unquote(m[4] as string));
    },
  ],
  [/^(?:show|display|view|list)\s+only\s+(?:the\s+)?(.+)$/i, (m, s) => filterBy(s, null, m[1] as string, true)],
  // "Only show cats", "Filter to Allergy products", "Filter the fixtures to Riverside Rovers".
  [/^only\s+(?:show|display|list)\s+(?:the\s+)?(.+)$/i, (m, s) => filterBy(s, null, m[1] as string, true)],
  [
    /^filter\s+(?:the\s+\S+(?:\s+\S+)?\s+)?(?:down\s+)?to\s+(?:only\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => filterBy(s, null, m[1] as string, true),
  ],
];

/**
 * "Mark Sian's review as helpful": the control of that item whose label is what the step marks it as ("Helpful", "Mark
 * as helpful"), never one that only shares a word's root with it ("Play" is not "played"); null when there is none.
 */
export const MARK_READINGS: Array<[RegExp, Handler]> = [
  [
    /^mark\s+(.+?)\s+as\s+(?:a\s+|an\s+)?([\w-]+(?:\s[\w-]+)?)$/i,
    (m, s) => {
      const as = normalize(m[2] as string);
      const el = tryFind(
        s,
        {
          name: m[2] as string,
          roles: ['button', 'link', 'switch', 'checkbox'],
          scopes: [stripScope(m[1] as string)],
        },
        'click',
      );
      const label = el ? normalize(el.name || el.hints?.text || '') : '';
      if (!el || (label !== as && label !== `mark as ${as}`)) return null;
      return [
        el.role === 'button' || el.role === 'link'
          ? { op: 'click', ref: el.ref }
          : { op: 'check', ref: el.ref, checked: true },
      ];
    },
  ],
];

/** Items added by name, to a cart, or to a list. */
export const ADD_READINGS: Array<[RegExp, Handler]> = [
  // "add a task called 'Buy milk'", "create a new project named Apollo"
  [
    /^(?:add|create|make)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:new\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:called|named|titled|with (?:the )?(?:name|title|text|label)|saying|that says|:)\s+(.+)$/i,
    (m, s) => addItem(s, m[1] as string, unquote(m[2] as string)),
  ],
  // "add the Blue Mug to the cart"
  [
    /^add\s+(?:the\s+|a\s+|an\s+|one\s+)?(.+?)\s+to\s+(?:the\s+|my\s+|your\s+)?(cart|basket|bag|wish ?list|favou?rites|order|trolley)$/i,
    (m, s) => {
      let item = m[1] as string;
      const dest = (m[2] as string).toLowerCase();
      const ops: PlannedOperation[] = [];
      const qty = new RegExp(
        `^${SMALL_NUMBER}\\s+(?:(?:copies|units|pieces|items|packs|bottles|boxes|pairs)\\s+of\\s+|x\\s+|×\\s*)?(.+)$`,
        'i',
      ).exec(item);
      if (qty && parseSmall(qty[1] as string) > 1) {
        item = qty[2] as string;
        const n = String(parseSmall(qty[1] as string));
        // "4 tickets from Block 301 Row A": the item is the listing; its "Tickets" dropdown says how many.
        const unit = /^([\p{L}-]+)\s+(?:from|in|at|for|on)\s+(.+)$/iu.exec(item);
        if (unit) item = unit[2] as string;
        const field =
          tryFind(s, { name: 'quantity', roles: null, scopes: [item] }, 'fill') ??
          (unit ? tryFind(s, { name: unit[1] as string, roles: null, scopes: [item] }, 'fill') : null) ??
          tryFind(s, 'quantity', 'fill') ??
          tryFind(s, 'qty', 'fill');
        // Not the item's Add button alone: the step asks for that many.
        if (!field) throw new PlanError(`No quantity field was found to add ${n} of ${item}.`);
        ops.push(
          field.role === 'combobox' && field.hints?.options
            ? selectOp(field, n)
            : { op: 'fill', ref: field.ref, text: n },
        );
      }
      const el = findFirst(
        s,
        [
          [{ name: `add to ${dest}`, roles: null, scopes: [item] }, 'click'],
          [`add ${item} to ${dest}`, 'click'],
          [{ name: 'add', roles: ['button'], scopes: [item] }, 'click'],
        ],
        'button',
        `Add to ${dest} for ${item}`,
      );
      // An item's "Add" control, not a stepper's "Increase quantity" (more of it is not in the basket yet).
      if (!/\badd\b|^\+$/i.test(el.name) && !tokens(el.name).some((t) => stem(t) === stem(dest))) {
        throw new PlanError(`No "Add to ${dest}" button was found for ${item} (only ${describeElement(el)}).`, true);
      }
      return [...ops, { op: 'click', ref: el.ref }];
    },
  ],
  // "Add the Riverside 10k to my calendar", "add Signals in Practice to my agenda": the item's own "Add to calendar"
  // (or "Calendar") control; nothing when the item has none (it may be a new entry of a list, below).
  [
    /^add\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+to\s+(?:the\s+|my\s+|your\s+)([\w-]+(?:\s+[\w-]+){0,2})$/i,
    (m, s) => {
      const item = unquote(m[1] as string);
      const dest = (m[2] as string).toLowerCase();
      const controls = ['button', 'link', 'menuitem', 'checkbox', 'switch'];
      const toDest =
        tryFind(s, { name: `add to ${dest}`, roles: controls, scopes: [item] }, 'click') ??
        tryFind(s, { name: dest, roles: controls, scopes: [item] }, 'click');
      const el = toDest ?? tryFind(s, { name: 'add', roles: ['button'], scopes: [item] }, 'click');
      if (!el || !tokens(el.name).some((t) => t === 'add' || tokens(dest).some((d) => stem(d) === stem(t))))
        return null;
      if (!ownControl(s.observation.elements, item, el)) return null;
      if (el.hints?.disabled) throw new PlanError(`The ${describeElement(el)} of ${item} is disabled.`, true);
      // "Add International Minutes to the tablet" with only the add-on's own Add, and no tablet on the page: the
      // tablet is chosen in what Add opens (a "Which line?" dialog), never left out.
      const said = (e: ObservedElement) => tokens(`${e.name} ${e.hints?.text ?? ''}`);
      const named = tokens(dest).filter((w) => w.length > 2);
      const shown = s.observation.elements.some((e) => named.every((w) => said(e).some((t) => stem(t) === stem(w))));
      if (!toDest && named.length > 0 && !shown && el.role !== 'checkbox' && el.role !== 'switch') {
        s.followUp = `choose the ${dest}, then confirm`;
      }
      return el.role === 'checkbox' || el.role === 'switch'
        ? [{ op: 'check', ref: el.ref, checked: true }]
        : [{ op: 'click', ref: el.ref }];
    },
  ],
  // "add 'Buy milk' to the list"
  [
    /^(?:add|put)\s+("[^"]+"|'[^']+')\s+(?:to|in|on|into)\s+(?:the\s+|my\s+)?(.+)$/i,
    (m, s) => addItem(s, (m[2] as string).replace(/\s+list$/i, ''), unquote(m[1] as string)),
  ],
  // "add a head massage", "include travel insurance": an extra offered as a checkbox or switch of that label.
  [
    /^(?:add|include)\s+(?:a\s+|an\s+|the\s+|some\s+)?(.+)$/i,
    (m, s) => {
      const found = tryFindScored(s, m[1] as string, 'check');
      if (!found || found.score < 0.8) return null;
      return [{ op: 'check', ref: found.element.ref, checked: true }];
    },
  ],
];

/** Quantities on a stepper. */
export const STEPPER_READINGS: Array<[RegExp, Handler]> = [
  // Quantities on a stepper: "Select 2 adult tickets", "add 3 guests", "set the Adult tickets to 2" (not "add one
  // more night": a step up from what it is, below).
  [
    new RegExp(
      `^(?:select|choose|pick|add|get|buy|book|want|set)\\s+${SMALL_NUMBER}\\s+(?!more\\b|fewer\\b|less\\b)(?:x\\s+)?(.+?)(?:\\s+tickets?|\\s+guests?|\\s+passengers?|\\s+seats?|\\s+rooms?|\\s+items?|\\s+copies)?$`,
      'i',
    ),
    (m, s) => {
      const n = parseSmall(m[1] as string);
      const what = m[2] as string;
      return stepTo(s, what, n) ?? stepTo(s, `${what} ${m[0].split(/\s+/).pop()}`, n);
    },
  ],
  // "Increase the number of guests to 4", "lower the children to 1": a stepper brought to that quantity.
  [
    new RegExp(
      `^(?:increase|decrease|raise|lower|reduce|change|set|adjust|bump|update)\\s+(?:the\\s+)?(?:(?:number|count|amount|quantity)\\s+of\\s+)?(.+?)\\s+(?:to|up to|down to)\\s+${SMALL_NUMBER}$`,
      'i',
    ),
    (m, s) => stepTo(s, m[1] as string, parseSmall(m[2] as string)),
  ],
  // "Add one more adult", "remove one child": a stepper moved by that many.
  [
    new RegExp(`^(add|remove)\\s+${SMALL_NUMBER}\\s+(?:more\\s+)?(.+?)$`, 'i'),
    (m, s) => {
      const n = parseSmall(m[2] as string);
      return stepTo(s, m[3] as string, /^add$/i.test(m[1] as string) ? n : -n, true);
    },
  ],
];

/** Ratings. */
export const RATING_READINGS: Array<[RegExp, Handler]> = [
  // Ratings: "rate it 4 stars", "give the stay 4 stars", "select 3 stars"
  [
    new RegExp(
      `^rate\\s+(?:(?:(it|this|these|them)\\b|the\\s+)?(.*?)\\s+)?(?:with\\s+|at\\s+|as\\s+)?${SMALL_NUMBER}(?:\\s*\\/\\s*\\d+|\\s+out of\\s+\\d+)?(?:\\s+stars?)?$`,
      'i',
    ),
    // "Rate this charger 4 stars": what the page is about, whatever the step calls it.
    (m, s) => rate(s, parseSmall(m[3] as string), m[1] ? null : m[2]?.trim() || null),
  ],
  [
    new RegExp(
      `^(?:give|leave|set|select|choose|pick|click|tap|award|submit)\\s+(?:(?:(it|this|these|them)\\b|the\\s+)?(.*?)\\s*)?(?:a\\s+)?${SMALL_NUMBER}[\\s-]*stars?(?:\\s+(?:rating|review))?(?:\\s+(?:to|for|on)\\s+(?:the\\s+)?(.+))?$`,
      'i',
    ),
    (m, s) => rate(s, parseSmall(m[3] as string), (m[1] ? null : m[2]?.trim()) || m[4] || null),
  ],
  [
    new RegExp(
      `^(?:click|tap|select|choose)\\s+(?:on\\s+)?the\\s+(${ORDINAL_WORD})\\s+star(?:\\s+(?:of|in|for)\\s+(?:the\\s+)?(.+))?$`,
      'i',
    ),
    (m, s) => rate(s, ordinalValue(m[1] as string), m[2] ?? null),
  ],
];

/** Sorting. */
export const SORT_READINGS: Array<[RegExp, Handler]> = [
  // Sorting: "sort the products by price, low to high"
  [
    /^(?:(?:select|choose|set|pick|change)\s+(?:the\s+)?)?sort(?:ing)?(?:\s+order)?\s+(?:the\s+)?(?:((?:(?!\bby\b).)+?)\s+)?(?:by|to)\s*:?\s+(.+)$/i,
    (m, s) => {
      const how = sortOrderWords(unquote(m[2] as string));
      const sorter = findSorter(s);
      if (sorter) return [selectOp(sorter, how)];
      const el = findFirst(
        s,
        // A control that sorts, never a column's heading that does not ("Distance" without a sort button).
        [
          [`sort by ${how}`, 'click', true],
          [how, 'click', true],
        ],
        'sort control',
        `sort by ${how}`,
      );
      return [{ op: 'click', ref: el.ref }];
    },
  ],
];

/**
 * Whether `control` is the item's own: inside the nearest container of a text naming the item, where no other control
 * has its name ("Add" on the Crispy Halloumi Tacos card, not the page's "Share list" for a "6 eggs" not on it).
 */
function ownControl(elements: readonly ObservedElement[], item: string, control: ObservedElement): boolean {
  const { byRef } = indexOf(elements);
  for (const holder of scopeHolders(elements, item)) {
    for (let p: string | undefined = holder.ref, up = 0; p && up < 6; p = byRef.get(p)?.parent, up++) {
      if (!isAncestor(byRef, p, control)) continue;
      const same = elements.filter(
        (e) => e.name === control.name && e.role === control.role && isAncestor(byRef, p, e),
      );
      return same.length === 1;
    }
  }
  return false;
}
