/**
 * The readings of one imperative, tried in order: each is a pattern of the step's words and what it means on the page.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { WAIT_READINGS } from './act-waits';
import { describeElement, type Intent, indexOf, parseTarget, type TargetPhrase, textScore } from './ground';
import { parseKey, unquote } from './phrasing';
import {
  absoluteUrl,
  CHECKABLE,
  CHOOSABLE,
  dropdownWithOption,
  FIELD,
  fieldValue,
  fill,
  find,
  findFirst,
  type Handler,
  isDropdown,
  isoDate,
  isUrl,
  onlyField,
  PlanError,
  type State,
  selectOp,
  sliderValue,
  tryFind,
  tryFindScored,
  typeInto,
} from './plan-state';
import { addItem, descendantsOf, filterBy, findSorter, pagerControl, pageStep, rowCheckbox } from './tasks-lists';
import { login } from './tasks-sign-in';
import { verbObject } from './tasks-verbs';
import { ORDINAL_WORD, ordinalValue, parseSmall, rate, rateOp, SMALL_NUMBER, stepTo } from './tasks-widgets';
import { stem, tokens } from './text-match';

// -------------------------------------------------------------------------------------------------------------------
// One imperative

/** What names a row rather than acting on it: its link, a cell, its text. */
const NAMES_A_ROW = new Set(['link', 'cell', 'gridcell', 'rowheader', 'text', 'generic', 'paragraph', 'heading']);

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

export const HANDLERS: Array<[RegExp, Handler]> = [
  // Navigation
  [
    /^(?:go|navigate|move)\s+back(?:\s+to the previous page)?$|^back$|^(?:go to|return to) the previous page$|^(?:click|press|hit)\s+(?:the\s+)?browser'?s?\s+back(?:\s+button)?$/i,
    (m, s) => {
      // "Go back" on a page with its own Back button (a wizard) means that button; the browser's Back otherwise.
      if (!/browser/i.test(m[0])) {
        const backs = s.observation.elements.filter(
          (e) =>
            (e.role === 'button' || e.role === 'link') &&
            /^(?:back|go back|previous|prev)$/i.test(e.name.trim()) &&
            !e.hints?.disabled,
        );
        if (backs.length === 1) return [{ op: 'click', ref: (backs[0] as ObservedElement).ref }];
      }
      return [{ op: 'back' }];
    },
  ],
  [/^(?:reload|refresh)(?:\s+the)?(?:\s+(?:page|browser|tab|screen))?$/i, () => [{ op: 'reload' }]],
  [
    /^(?:go to|navigate to|browse to|open|visit|load|head to)\s+(?:the\s+)?(?:url\s+|page\s+|address\s+)?(\S+)$/i,
    (m, s) => {
      const target = m[1] as string;
      if (!isUrl(unquote(target))) return null;
      return [{ op: 'goto', url: absoluteUrl(target, s.observation.url) }];
    },
  ],
  ...WAIT_READINGS,
  // Scrolling
  [
    /^scroll\s+(?:(?:up|down)\s+)?(?:to\s+)?(?:the\s+)?(top|bottom|end|start|beginning)(?:\s+of the page)?$/i,
    (m) => [{ op: 'press', key: /top|start|beginning/i.test(m[1] as string) ? 'Home' : 'End' }],
  ],
  [
    /^scroll(?:\s+the page)?\s+(up|down)(?:\s+(?:a bit|a little|once|the page|one page|by \d+\s*(?:px|pixels)?))?$/i,
    (m) => [{ op: 'scroll', direction: (m[1] as string).toLowerCase() as 'up' | 'down' }],
  ],
  [/^scroll$/i, () => [{ op: 'scroll', direction: 'down' }]],
  [
    /^scroll\s+(?:(up|down)\s+)?(?:to|until(?: you see)?|towards)\s+(?:the\s+)?(.+?)(?:\s+is visible)?$/i,
    (m, s) => {
      const el = find(s, m[2] as string, 'any');
      const rect = el.box;
      const direction = (m[1]?.toLowerCase() as 'up' | 'down' | undefined) ?? (rect && rect.y < 0 ? 'up' : 'down');
      return [{ op: 'scroll', direction, ref: el.ref }];
    },
  ],
  // Keys
  [
    // "press Enter to search": the key; what it is for is the page's business. ("Type DELETE to confirm" is text.)
    /^(press|hit|push|type)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|on|into|inside)\s+(?:the\s+)?(.+?))?(\s+(?:to|in order to|so as to)\s+[a-z][\w\s'-]*)?$/i,
    (m, s) => {
      if (m[4] && /^type$/i.test(m[1] as string)) return null;
      const key = parseKey(m[2] as string);
      if (!key) return null;
      if (m[3]) return [{ op: 'press', key, ref: find(s, m[3], 'any').ref }];
      return [s.last ? { op: 'press', key, ref: s.last } : { op: 'press', key }];
    },
  ],
  // Search
  [
    /^search\s+(?:the\s+|through\s+(?:the\s+)?)?([\w-]+(?:\s+[\w-]+)?)\s+for\s+(.+)$/i,
    (m, s) => {
      const el =
        tryFind(s, `search ${m[1]}`, 'fill') ??
        tryFind(s, 'search', 'fill') ??
        find(s, `search ${m[1]}`, 'fill', 'search field');
      return [
        { op: 'fill', ref: el.ref, text: unquote(m[2] as string) },
        { op: 'press', key: 'Enter', ref: el.ref },
      ];
    },
  ],
  [
    /^search\s+(?:for\s+)?(.+?)(?:\s+(?:in|using)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const el = m[2]
        ? find(s, m[2], 'fill', 'search field')
        : (tryFind(s, 'search', 'fill') ?? searchableOnlyField(s) ?? find(s, 'search', 'fill', 'search field'));
      return [
        { op: 'fill', ref: el.ref, text: unquote(m[1] as string) },
        { op: 'press', key: 'Enter', ref: el.ref },
      ];
    },
  ],
  // "log in as alice with password hunter2" (one step): user field, password field, submit. Also the forms of a
  // precondition ("I have logged into my bank account as ...", "Support Agent is signed in as ..."), and a user field
  // named by its label ("log in with customer ID 40418822 and password ...").
  [
    /^(?:(?:[\w'’.-]+\s+){0,3}?(?:is|am|are|have|has|had|was|were|been|gets?|got)\s+)?(?:log|sign)(?:s|ged|ging|ed)?\s*(?:in|on|into)?(?:\s+(?:to|into|on)\s+[^,]+?|\s+(?:my|the|your|our|his|her|their)\s+[^,]+?)?\s+(?:as|with|using)\s+(?:(?:the|my|a|an)\s+)?((?:[A-Za-z][\w-]*\s+){0,3}?)("[^"]*"|'[^']*'|\S+?)\s*(?:,\s*|\s+)(?:and\s+|with\s+|using\s+|\/\s*)?(?:(?:the|a|my)\s+)?(?:password|pass|pwd|passcode)\s*(?:of\s+|as\s+|is\s+|=\s*|:\s*)?("[^"]*"|'[^']*'|\S+)$/i,
    (m, s) => login(s, unquote(m[2] as string), unquote(m[3] as string), (m[1] as string).trim()),
  ],
  [
    /^(?:log|sign)\s*(?:in|on|into)(?:\s+(?:to\s+)?(?:the|my|your|our)\s+[^"'/:]+?)?\s+(?:as|with|using)\s+("[^"]*"|'[^']*'|[^\s/:]+)\s*(?:\/|:|,|\s+and\s+)\s*("[^"]*"|'[^']*'|\S+)$/i,
    (m, s) => login(s, unquote(m[1] as string), unquote(m[2] as string)),
  ],
  // "Log in as Priya (priya@example.com / Saffron!2026) and stay signed in": who, then the credentials in brackets.
  [
    /^(?:log|sign)\s*(?:in|on)\s+as\s+[^()]*\(\s*([^\s/(),]+)\s*(?:\/|,)\s*([^\s()]+)\s*\)(?:\s+and\s+(stay signed in|stay logged in|keep me (?:signed|logged) in|remember me))?$/i,
    (m, s) => {
      const ops = login(s, m[1] as string, m[2] as string);
      if (!m[3]) return ops;
      const keep =
        tryFind(s, m[3] as string, 'check') ??
        ['keep me signed in', 'stay signed in', 'remember me', 'keep me logged in']
          .map((name) => tryFind(s, name, 'check'))
          .find((b) => b !== null);
      if (!keep) throw new PlanError(`No "${m[3]}" checkbox was found on the sign-in form.`, true);
      // Ticked before the form is sent (the last operation).
      return [...ops.slice(0, -1), { op: 'check', ref: keep.ref, checked: true }, ...ops.slice(-1)];
    },
  ],
  // "create a task "Renew passport"", "add a new todo 'Call mom'"
  [
    /^(?:add|create|make|enter)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:new\s+)?([\w-]+)\s*:?\s+("[^"]+"|'[^']+')$/i,
    (m, s) => addItem(s, m[1] as string, unquote(m[2] as string)),
  ],
  [
    /^(?:enter|type|add|input)\s+(.+?)\s+as\s+(?:a|an|the)\s+new\s+([\w-]+)$/i,
    (m, s) => addItem(s, m[2] as string, unquote(m[1] as string)),
  ],
  // "complete the first task", "finish Buy milk": tick it.
  [
    /^(?:complete|finish|mark off|cross off|check off)\s+(?:the\s+)?(.+?)(?:\s+as\s+(?:done|complete|completed))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "go back to the previous step", "go back to the book list"
  [
    /^(?:go|navigate|return|head)\s+back\s+to\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      const to = m[1] as string;
      const el = findFirst(
        s,
        [
          [{ name: `back to ${to}`, roles: null }, 'click'],
          [{ name: to, roles: ['link', 'button'] }, 'click'],
          // "back to the date and time step": a wizard's Back button leads to the step before.
          ...(/\s(?:step|stage)$/i.test(to)
            ? ([
                [{ name: `back to ${to.replace(/\s+(?:step|stage)$/i, '')}`, roles: ['button', 'link'] }, 'click'],
                [{ name: 'back', roles: ['button', 'link'] }, 'click'],
                [{ name: 'previous', roles: ['button', 'link'] }, 'click'],
              ] as Array<[TargetPhrase, Intent]>)
            : []),
          ...(/^(?:previous|last)\s+(?:step|page|screen)$/i.test(to)
            ? ([
                [{ name: 'back', roles: ['button', 'link'] }, 'click'],
                [{ name: 'previous', roles: ['button', 'link'] }, 'click'],
              ] as Array<[TargetPhrase, Intent]>)
            : []),
        ],
        'link or button',
        `back to ${to}`,
      );
      return [{ op: 'click', ref: el.ref }];
    },
  ],
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
      return filterBy(s, m[2] ?? m[3] ?? null, unquote(m[4] as string));
    },
  ],
  [
    /^(?:show|display|view|list)\s+only\s+(?:the\s+)?(.+)$/i,
    (m, s) => filterBy(s, null, (m[1] as string).replace(/^(?:\w+\s+)?(?:that are|which are)\s+/i, '')),
  ],
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
        const field =
          tryFind(s, { name: 'quantity', roles: null, scopes: [item] }, 'fill') ??
          tryFind(s, 'quantity', 'fill') ??
          tryFind(s, 'qty', 'fill');
        if (!field) throw new PlanError(`No quantity field was found to add ${n} of ${item}.`, true);
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
  // "add 'Buy milk' to the list"
  [
    /^(?:add|put)\s+("[^"]+"|'[^']+')\s+(?:to|in|on|into)\s+(?:the\s+|my\s+)?(.+)$/i,
    (m, s) => addItem(s, (m[2] as string).replace(/\s+list$/i, ''), unquote(m[1] as string)),
  ],
  // Quantities on a stepper: "Select 2 adult tickets", "add 3 guests", "set the Adult tickets to 2".
  [
    new RegExp(
      `^(?:select|choose|pick|add|get|buy|book|want|set)\\s+${SMALL_NUMBER}\\s+(?:x\\s+)?(.+?)(?:\\s+tickets?|\\s+guests?|\\s+passengers?|\\s+seats?|\\s+rooms?|\\s+items?|\\s+copies)?$`,
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
  // Ratings: "rate it 4 stars", "give the stay 4 stars", "select 3 stars"
  [
    new RegExp(
      `^rate\\s+(?:(?:it|this|them|the\\s+)?(.*?)\\s*)?(?:with\\s+|at\\s+|as\\s+)?${SMALL_NUMBER}(?:\\s*\\/\\s*\\d+|\\s+out of\\s+\\d+)?(?:\\s+stars?)?$`,
      'i',
    ),
    (m, s) => rate(s, parseSmall(m[2] as string), m[1] || null),
  ],
  [
    new RegExp(
      `^(?:give|leave|set|select|choose|pick|click|tap|award|submit)\\s+(?:(?:it|this|them|the\\s+)?(.*?)\\s*)?(?:a\\s+)?${SMALL_NUMBER}[\\s-]*stars?(?:\\s+(?:rating|review))?(?:\\s+(?:to|for|on)\\s+(?:the\\s+)?(.+))?$`,
      'i',
    ),
    (m, s) => rate(s, parseSmall(m[2] as string), m[1] || m[3] || null),
  ],
  [
    new RegExp(
      `^(?:click|tap|select|choose)\\s+(?:on\\s+)?the\\s+(${ORDINAL_WORD})\\s+star(?:\\s+(?:of|in|for)\\s+(?:the\\s+)?(.+))?$`,
      'i',
    ),
    (m, s) => rate(s, ordinalValue(m[1] as string), m[2] ?? null),
  ],
  // Sliders: "set the price slider to 50", "slide Servings to 6", "drag the volume to 30%"
  [
    /^(?:set|slide|drag|move|adjust|change|put|increase|decrease|raise|lower)\s+(?:the\s+)?(.+?)\s+(?:slider\s+|range\s+)?(?:(?:up|down|left|right|back)\s+)?to\s+([$€£]?\s*-?\d+(?:[.,]\d+)?)\s*(?:%|percent|[$€£]|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|km|kg|miles?|people|guests|persons|nights)\b)?$/i,
    (m, s) => {
      // A slider or a number field ("increase the quantity to 3").
      const el = tryFind(s, m[1] as string, 'slide') ?? tryFind(s, m[1] as string, 'fill');
      if (!el || el.role === 'combobox') return null;
      return [{ op: 'fill', ref: el.ref, text: sliderValue(m[2] as string) }];
    },
  ],
  // Sorting: "sort the products by price, low to high"
  [
    /^(?:(?:select|choose|set|pick|change)\s+(?:the\s+)?)?sort(?:ing)?(?:\s+order)?\s+(?:the\s+)?(?:((?:(?!\bby\b).)+?)\s+)?(?:by|to)\s*:?\s+(.+)$/i,
    (m, s) => {
      const how = sortOrderWords(unquote(m[2] as string));
      const sorter = findSorter(s);
      if (sorter) return [selectOp(sorter, how)];
      const el = findFirst(
        s,
        [
          [`sort by ${how}`, 'click'],
          [how, 'click'],
        ],
        'sort control',
        `sort by ${how}`,
      );
      return [{ op: 'click', ref: el.ref }];
    },
  ],
  // Typing
  [
    /^(?:enter|type|input|write|use)\s+(.+?)\s+as\s+(?:the\s+)?(.+)$/i,
    (m, s) => fill(s, m[2] as string, m[1] as string),
  ],
  [
    /^(?:fill(?:\s+in|\s+out)?|complete|populate)\s+(?:the\s+)?(.+?)\s+(?:with|as)\s+(.+)$/i,
    (m, s) => fill(s, m[1] as string, m[2] as string),
  ],
  [
    /^(type|enter|input|write|put|fill(?:\s+in)?|insert|paste|key in)\s+(.+)$/i,
    (m, s) => typeInto(s, m[2] as string, m[1] as string),
  ],
  [
    /^(?:set|change|update|switch|make|filter)\s+(?:the\s+|my\s+|your\s+)?(.+?)\s+(?:to|as)\s+(.+)$/i,
    (m, s) => {
      const value = unquote(m[2] as string);
      const target = m[1] as string;
      // A field, or a slider when that is what the words name better ("set the call duration to 15 minutes" with a
      // slider "Duration (minutes)" and a Notes field in the same "Log a call" form).
      const slider = tryFindScored(s, target, 'slide');
      const field = tryFindScored(s, target, 'fill');
      const el =
        slider && (!field || slider.score > field.score) ? slider.element : (field?.element ?? find(s, target, 'any'));
      if (isDropdown(el)) return [selectOp(el, value)];
      if (el.role === 'slider') return [{ op: 'fill', ref: el.ref, text: sliderValue(value) }];
      if (el.role === 'radiogroup' || el.role === 'group' || el.role === 'tablist' || el.role === 'listbox') {
        const option = tryFind(s, { ...parseTarget(value), scopes: [target] }, 'any');
        if (option && option.role !== 'generic') return rateOp(option);
        // A group holding one field ("Guests" with its number input and +/- buttons): that field.
        const fields = descendantsOf(s, el).filter((e) => FIELD.has(e.role) || e.role === 'slider');
        if (fields.length === 1) return [{ op: 'fill', ref: (fields[0] as ObservedElement).ref, text: value }];
        // A stepper ("Guests: − 2 guests +").
        const steps = /^\d{1,2}$/.test(value) ? stepTo(s, target, Number(value)) : null;
        if (steps) return steps;
        throw new PlanError(`The ${describeElement(el)} has no option "${value}".`, true);
      }
      if (CHECKABLE.has(el.role)) {
        const on = /^(checked|on|true|yes|enabled|ticked|selected)$/i.test(value);
        const off = /^(unchecked|off|false|no|disabled|unticked|deselected)$/i.test(value);
        if (!on && !off) throw new PlanError(`"${value}" is not a state for the ${describeElement(el)}.`);
        return [{ op: 'check', ref: el.ref, checked: on }];
      }
      return fill(s, target, value);
    },
  ],
  // Selects
  [
    /^(?:select|choose|pick)\s+(.+?)\s+(?:from|in|on|for|of|under|inside|as|within)\s+(?:the\s+|your\s+|my\s+)?(.+)$/i,
    (m, s) => {
      const value = unquote(m[1] as string);
      const el =
        tryFind(s, m[2] as string, 'select') ??
        tryFind(s, (m[2] as string).replace(/\s+(?:list|drop-?down|picker|selector)$/i, ''), 'select');
      if (el) {
        s.last = el.ref;
        return [selectOp(el, value)];
      }
      const field = tryFind(s, m[2] as string, 'fill');
      if (field && (field.hints?.inputType === 'date' || isoDate(value))) {
        return [{ op: 'fill', ref: field.ref, text: fieldValue(field, value) }];
      }
      // A radio group or a group of buttons: the option inside it.
      const option = tryFind(s, { ...parseTarget(value), scopes: [m[2] as string] }, 'any');
      if (option && CHOOSABLE.has(option.role)) {
        return CHECKABLE.has(option.role)
          ? [{ op: 'check', ref: option.ref, checked: true }]
          : [{ op: 'click', ref: option.ref }];
      }
      // A custom dropdown (a button that opens a list): its options show once it is opened.
      const name = (m[2] as string).replace(/\s+(?:list|drop-?down|picker|selector)$/i, '');
      // Named by its own words or by the label beside it ("Reason for visit" above a "Choose a reason" button).
      const index = indexOf(s.observation.elements);
      const openers = s.observation.elements.filter(
        (e) =>
          e.hints?.expanded === false &&
          (textScore(name, `${e.name} ${e.hints.ident ?? ''}`) >= 0.8 ||
            textScore(name, index.context.get(e.ref) ?? '') >= 0.8),
      );
      if (openers.length === 1 && !s.scope) return [selectOp(openers[0] as ObservedElement, value)];
      return null;
    },
  ],
  // Clearing
  [
    /^(?:clear|empty|erase|reset)\s+(?:out\s+)?(?:the\s+)?(?:text (?:in|of)\s+(?:the\s+)?|contents? of\s+(?:the\s+)?)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'fill');
      if (el) {
        s.last = el.ref;
        return [{ op: 'clear', ref: el.ref }];
      }
      const box = tryFind(s, m[1] as string, 'check');
      if (box) return [{ op: 'check', ref: box.ref, checked: false }];
      return null;
    },
  ],
  // Checkboxes
  [
    /^(?:uncheck|untick|unmark|deselect|unselect|disable|turn off|switch off|toggle off)\s+(?:the\s+)?(.+?)(?:\s+(?:checkbox|option|box))?$/i,
    (m, s) => [{ op: 'check', ref: find(s, m[1] as string, 'check', 'checkbox').ref, checked: false }],
  ],
  [
    /^mark\s+(?:the\s+)?(.+?)\s+as\s+(?:not\s+(?:done|complete|completed|finished)|undone|incomplete|active|open|todo)$/i,
    (m, s) => [{ op: 'check', ref: find(s, m[1] as string, 'check', 'checkbox').ref, checked: false }],
  ],
  [
    /^(?:check|tick|mark|enable|turn on|switch on|toggle on|activate)\s+(?:the\s+)?(.+?)(?:\s+as\s+(?:done|complete|completed|finished|checked|read))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      if (!el) return null;
      return [{ op: 'check', ref: el.ref, checked: true }];
    },
  ],
  // "Select all requests": the list's "Select all" checkbox.
  [
    /^(?:select|check|tick)\s+all(?:\s+(?:the\s+)?([\w\s-]{1,30}))?$/i,
    (m, s) => {
      const el =
        (m[1] ? tryFind(s, { name: `select all ${m[1]}`, roles: ['checkbox'] }, 'check') : null) ??
        tryFind(s, { name: 'select all', roles: ['checkbox'] }, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "Tick the box to agree to the cancellation policy": the checkbox its purpose names.
  [
    /^(?:check|tick|mark|select|click)\s+(?:on\s+)?(?:the\s+)?(?:check ?box|tick ?box|box)\s+(?:to|that says|saying|for|labell?ed|about)\s+(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "Mark Aisha B.'s review as helpful", "mark all as read": the control that marks it so, in what it names.
  [
    /^mark\s+(?:the\s+)?(.+?)\s+as\s+(?:an?\s+)?(.+)$/i,
    (m, s) => {
      const what = m[1] as string;
      const as = m[2] as string;
      const whole = tryFind(s, { name: `mark ${what} as ${as}`, roles: null }, 'click');
      if (whole)
        return [
          CHECKABLE.has(whole.role) ? { op: 'check', ref: whole.ref, checked: true } : { op: 'click', ref: whole.ref },
        ];
      const parsed = parseTarget(what);
      const scope = parsed.scopes?.[0] ?? what;
      for (const name of [`mark as ${as}`, as]) {
        const el = tryFind(
          s,
          { name, roles: ['button', 'link', 'menuitem', 'checkbox', 'switch'], scopes: [scope], strictScopes: true },
          'click',
        );
        if (el)
          return [CHECKABLE.has(el.role) ? { op: 'check', ref: el.ref, checked: true } : { op: 'click', ref: el.ref }];
      }
      return null;
    },
  ],
  [
    /^(?:accept|agree to|consent to)\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  [
    /^toggle\s+(?:the\s+)?(.+?)(?:\s+(?:on|off))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      if (!el) return null;
      const off = /\s+off$/i.test(m[0]);
      const on = /\s+on$/i.test(m[0]);
      if (on || off) return [{ op: 'check', ref: el.ref, checked: on }];
      return [{ op: 'click', ref: el.ref }];
    },
  ],
  // Uploads
  [
    /^(?:upload|attach)\s+(?:the\s+)?(?:file\s+)?(.+?)(?:\s+(?:to|into|in|using|with|via|as)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const fileName = unquote(m[1] as string);
      const el = m[2]
        ? find(s, m[2], 'any')
        : (tryFind(s, 'choose file', 'click') ?? tryFind(s, 'upload', 'click') ?? find(s, 'file', 'any'));
      return [{ op: 'upload', ref: el.ref, fileName }];
    },
  ],
  // Hover
  [
    /^(?:hover|mouse\s*over|move (?:the )?mouse (?:over|to)|point at)\s+(?:over\s+|on\s+|to\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => [{ op: 'hover', ref: find(s, m[1] as string, 'hover').ref }],
  ],
  // "delete Buy milk", "edit the row for order 1042", "open the menu", "close the dialog"
  [
    /^(delete|remove|edit|open|close|expand|collapse|view|show|hide|save|cancel|download|archive|dismiss|submit|apply|confirm|like|share|duplicate|copy|book|buy|reserve|approve|reject|decline|rename|restore|publish|print|unfollow|start|stop|pause|resume|join|register|subscribe|unsubscribe|complete|finish|clone|favorite|favourite|bookmark|discard|undo|retry|refresh|reset|continue|star|unstar|pin|unpin|modify|resolve|reply)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+|your\s+)?(.+)$/i,
    (m, s) => verbObject(s, (m[1] as string).toLowerCase(), m[2] as string),
  ],
  // Clicks
  [
    /^(double[- ]?click|right[- ]?click|click|tap|press|hit|push|select|choose|pick|follow|activate)\s+(?:on\s+|in\s+|at\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => {
      const verb = (m[1] as string).toLowerCase().replace(/[- ]/, '');
      // "pick Dr. Rossi as the doctor": the role the choice plays is not part of its name.
      const target = (m[2] as string).replace(/\s+as\s+(?:the|a|an|your|my)\s+[\w\s-]+$/i, '');
      const choosing = verb === 'select' || verb === 'choose' || verb === 'pick';
      // "select veterinarian "Dr. Sofia Reyes"": the option of the dropdown the words name.
      const named = choosing ? /^(.+?)\s+(["'][^"']+["'])$/.exec(target) : null;
      if (named) {
        const dropdown = tryFind(s, named[1] as string, 'select');
        if (dropdown) return [selectOp(dropdown, unquote(named[2] as string))];
      }
      const direct = choosing ? tryFind(s, target, 'click') : null;
      const control = direct && (CHOOSABLE.has(direct.role) || FIELD.has(direct.role));
      const option = choosing && !control ? dropdownWithOption(s, target) : null;
      if (option) return [option];
      const el = find(s, target, 'click');
      if (choosing && CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
      // "select Elena Rossi" in a list whose rows have checkboxes: her row's checkbox, not her link.
      const box = choosing && NAMES_A_ROW.has(el.role) ? rowCheckbox(s, el) : null;
      if (box) return [{ op: 'check', ref: box.ref, checked: true }];
      // Choosing is done on a control; a bare text that happens to carry the words is not one.
      if (choosing && !CHOOSABLE.has(el.role) && !FIELD.has(el.role)) {
        throw new PlanError(`No option or control "${target}" to ${verb} was found on the page.`, true);
      }
      if (verb === 'doubleclick') return [{ op: 'click', ref: el.ref, clickCount: 2 }];
      if (verb === 'rightclick') return [{ op: 'click', ref: el.ref, button: 'right' }];
      return [{ op: 'click', ref: el.ref }];
    },
  ],
  // "go to the last page of transactions", "go to page 3": the page's pager.
  [
    /^(?:go|navigate|move|jump|skip|turn|click|open|show)\s+(?:to\s+|on\s+)?(?:the\s+)?(?:(first|last|next|previous|prev)\s+page|page\s+(\d{1,4}))(?:\s+(?:of|in|for)\s+(?:the\s+)?[\w\s'-]+)?$/i,
    (m, s) => {
      const which = m[2] ? Number(m[2]) : (m[1] as string).toLowerCase().replace(/^prev$/, 'previous');
      const el =
        pagerControl(s, which as Parameters<typeof pagerControl>[1]) ??
        (typeof which === 'number' ? pageStep(s, which) : null);
      return el ? [{ op: 'click', ref: el.ref }] : null;
    },
  ],
  // "go to the cart", "open Green Hat": a link or button of that name.
  [
    /^(?:go to|navigate to|open|visit|head to|browse to|switch to|change to|move to|jump to|proceed to|continue to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+page)?$/i,
    (m, s) => [{ op: 'click', ref: find(s, m[1] as string, 'click', 'link or button').ref }],
  ],
];

/** The page's only text field, when it can be a search box (not a date, email, number or password field). */
function searchableOnlyField(s: State): ObservedElement | null {
  const field = onlyField(s);
  const type = field?.hints?.inputType;
  return field && (!type || type === 'text' || type === 'search') ? field : null;
}
