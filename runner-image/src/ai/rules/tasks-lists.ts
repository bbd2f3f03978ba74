/**
 * Tasks on lists in one step: adding an item ("add a task called Buy milk"), filters ("filter by format: E-book"),
 * sorting, paging ("go to page 3") and selecting a row by its checkbox ("select Elena Rossi").
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { parseTarget, type TargetPhrase, textScore } from './ground';
import { ITEM_NOUNS, indexOf, isAncestor } from './page-index';
import { unquote } from './phrasing';
import {
  CHECKABLE,
  FIELD,
  fieldValue,
  findFirst,
  onlyField,
  PlanError,
  type State,
  selectOp,
  tryFind,
} from './plan-state';

export function descendantsOf(s: State, root: ObservedElement): ObservedElement[] {
  const byRef = new Map(s.observation.elements.map((e) => [e.ref, e]));
  return s.observation.elements.filter((e) => {
    for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === root.ref) return true;
    return false;
  });
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
  const ops: PlannedOperation[] = [{ op: 'fill', ref: field.ref, text: fieldValue(field, value) }];
  if (button) ops.push({ op: 'click', ref: button.ref });
  // "Add the memo 'Rent share'" in a transfer form: a field among others of its form is filled, not sent with Enter
  // (the form is not done yet); a list's own entry field is.
  else if (!amongFields(s, field)) ops.push({ op: 'press', key: 'Enter', ref: field.ref });
  return ops;
}

/** Whether the field's form (its parent or grandparent) holds other fields people fill in. */
function amongFields(s: State, field: ObservedElement): boolean {
  const { byRef } = indexOf(s.observation.elements);
  const parent = field.parent ? byRef.get(field.parent) : undefined;
  const form = [parent?.ref, parent?.parent].filter((ref): ref is string => ref !== undefined);
  return s.observation.elements.some(
    (e) => e.ref !== field.ref && FIELD.has(e.role) && !isSearchBox(e) && form.some((ref) => isAncestor(byRef, ref, e)),
  );
}

/** A filter: a dropdown for the facet with that option, else a checkbox, radio, chip, tab or link of that name. */
export function filterBy(s: State, facet: string | null, raw: string, only = false): PlannedOperation[] {
  // "audiobooks that are available now": two filters, the kind and the condition, both set (never one alone); for
  // "books that are in stock" the kind is what the list holds anyway.
  const both = /^(?:the\s+)?(.+?)\s+(?:that|which|who)\s+(?:are|is)\s+(.+)$/i.exec(raw);
  if (both) {
    const kind = both[1] as string;
    const anyItem = new RegExp(
      `^(?:${ITEM_NOUNS}|books?|products?|items?|results?|hotels?|stays?|users?|people)$`,
      'i',
    );
    const rest = filterBy(s, facet, both[2] as string, only);
    return anyItem.test(kind) ? rest : [...filterBy(s, facet, kind, only), ...rest];
  }
  // "books in stock" -> "in stock", "completed tasks" -> "completed": the filter, not the items it shows; else the
  // words as said ("Overnight stay"), else without the kind of thing or place after them ("vegan recipes", "the
  // Business section", "the Frontend track"), else without the kind before them ("gifts still available").
  const value =
    raw
      .replace(
        /^(?:the\s+)?(?:books?|products?|items?|tasks?|todos?|orders?|results?|hotels?|stays?|users?|people)\s+(?:that are\s+|which are\s+)?/i,
        '',
      )
      .replace(/\s+(?:books?|products?|items?|tasks?|todos?|orders?|results?|hotels?|stays?|users?|people)$/i, '')
      .trim() || raw;
  const bare = raw.replace(/^(?:the|my|our)\s+/i, '');
  const readings = [
    ...new Set([value, bare, bare.replace(KIND_AFTER, ''), bare.replace(/^[\p{Ll}][\p{L}-]*s\s+(?=\S)/u, '')]),
  ].filter((v) => v.trim());
  // "the Frontend track" beside a "Track: All tracks ▾" list: the facet said after its value.
  const facetAfter = facet === null ? /^(.+?)\s+([\p{L}-]+)$/u.exec(bare) : null;
  const tries: Array<[string | null, string, boolean]> = [
    ...readings.map((r): [string | null, string, boolean] => [facet, r, false]),
    ...(facetAfter
      ? [[(facetAfter[2] as string).replace(/s$/i, ''), facetAfter[1] as string, true] as [string, string, boolean]]
      : []),
  ];
  let first: unknown;
  for (const [by, reading, facetOnly] of tries) {
    try {
      return filterWith(s, by, reading, only, facetOnly);
    } catch (error) {
      first ??= error;
    }
  }
  throw first;
}

/** The kind of thing or place said after a filter's value ("vegan recipes", "the Business section"). */
const KIND_AFTER = new RegExp(
  `\\s+(?:${ITEM_NOUNS}|recipes?|sections?|tracks?|categor(?:y|ies)|types?|gifts?|sitters?|animals?|pets?|funds?)$`,
  'i',
);

/** Sets the filter whose value is `value` (filterBy's readings). */
function filterWith(
  s: State,
  facet: string | null,
  value: string,
  only: boolean,
  facetOnly = false,
): PlannedOperation[] {
  const dropdowns = facet ? [facet, `filter by ${facet}`, `${facet} filter`] : ['filter', 'filter by', 'show'];
  for (const name of dropdowns) {
    const el = tryFind(s, name, 'select');
    const options = el?.hints?.options;
    if (el && options?.some((o) => textScore(value, o) >= 0.8)) return [selectOp(el, value)];
  }
  // "by class type "Yoga"" with a "Class type: All classes ▾" button: the list it opens, where the value is chosen.
  const opener = facet
    ? s.observation.elements.filter(
        (e) =>
          e.role === 'button' &&
          e.hints?.expanded === false &&
          (textScore(facet, (e.name.split(':')[0] ?? '').replace(/[▾▼⌄]/g, '')) >= 0.9 ||
            // "Track All tracks ▾": its label, then the value it shows.
            new RegExp(`^${facet.replace(/[^\p{L}\p{N} ]/gu, '')}s?\\s`, 'iu').test(e.name)),
      )
    : [];
  if (opener.length === 1) return [selectOp(opener[0] as ObservedElement, value)];
  // A facet read from the words after the value ("the Frontend track") holds only as a dropdown or list of that name:
  // "gluten-free breakfasts" is two filters, never gluten-free alone.
  if (facetOnly) throw new PlanError(`No filter matching "${value}" was found on the page.`, true);
  let el: ObservedElement;
  try {
    el = findFirst(
      s,
      [
        // Named by the value itself: a row's "Select" checkbox is no filter, whatever its row says.
        [{ name: value, roles: ['checkbox', 'switch', 'radio'], ownWordsOnly: true }, 'check'],
        [{ name: value, roles: ['button', 'tab', 'link', 'option', 'menuitem'], ownWordsOnly: true }, 'click'],
        [{ ...parseTarget(`show ${value}`), ownWordsOnly: true }, 'click'],
        [{ ...parseTarget(`only ${value}`), ownWordsOnly: true }, 'click'],
      ],
      'filter',
      value,
    );
    // A control that says more than the value ("Select Rents to rise" for "Rents") is about something else.
    const said = (el.name || el.hints?.text || '').replace(/^(?:show|only)\s+/i, '');
    if (textScore(value, said) < 0.85)
      throw new PlanError(`No filter matching "${value}" was found on the page.`, true);
  } catch (error) {
    // "Filter the homework by Maths": the one dropdown that offers Maths ("Subject").
    const offering = s.observation.elements.filter(
      (e) => !e.hints?.disabled && e.hints?.options?.some((o) => textScore(value, o) >= 0.9),
    );
    if (facet === null && offering.length === 1) return [selectOp(offering[0] as ObservedElement, value)];
    throw error;
  }
  if (CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
  // A toggle button already pressed ("E-bikes" beside a pressed "Scooters"): clicking it would turn it off. "Show
  // only e-bikes" turns its pressed neighbours off instead.
  if (el.role === 'button' && el.hints?.selected === true) {
    const others = only
      ? s.observation.elements.filter(
          (e) => e.ref !== el.ref && e.parent === el.parent && e.role === 'button' && e.hints?.selected === true,
        )
      : [];
    return others.map((e) => ({ op: 'click', ref: e.ref }));
  }
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

/** A date as an `<input type=date>` takes it (yyyy-mm-dd), when it can be read unambiguously. */

/**
 * The control of a pager (a group of numbered page buttons or links) that goes to `which`: the first, last, next or
 * previous page, or page n. Null when the page has no single pager or it has no such control.
 */
export function pagerControl(s: State, which: 'first' | 'last' | 'next' | 'previous' | number): ObservedElement | null {
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const controls = elements.filter((e) => e.role === 'button' || e.role === 'link');
  // "3", or "Page 3" (a page number's label) showing 3.
  const pageOf = (e: ObservedElement): number | null => {
    const m = /^(?:page\s+)?(\d{1,4})$/i.exec(e.name.trim());
    return m ? Number(m[1]) : null;
  };
  const numbered = controls.filter((e) => pageOf(e) !== null);
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
  // Previous and Next may sit beside the numbers' own line, in the pager's navigation.
  const around = index.byRef.get(pager)?.parent;
  const beside = around ? controls.filter((e) => isAncestor(index.byRef, around, e) && !inPager.includes(e)) : [];
  const named = (pattern: RegExp) =>
    inPager.find((e) => pattern.test(e.name.trim())) ??
    (beside.filter((e) => pattern.test(e.name.trim())).length === 1
      ? (beside.find((e) => pattern.test(e.name.trim())) as ObservedElement)
      : null);
  const byNumber = [...numbers].sort((a, b) => (pageOf(a) ?? 0) - (pageOf(b) ?? 0));
  if (typeof which === 'number') return numbers.find((e) => pageOf(e) === which) ?? null;
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
  const shown = pageText(s);
  if (!shown) return null;
  const { current, total } = shown;
  const which = n === current + 1 && n <= total ? 'next' : n === current - 1 && n >= 1 ? 'previous' : null;
  return which ? besidePageText(s, which) : null;
}

const STEP_NAMES = { next: /^(?:next|›|>|→)/i, previous: /^(?:prev(?:ious)?|‹|<|←)/i };

/** The one "Page X of Y" text of the page, with its numbers; null when there is none or several. */
export function pageText(s: State): { element: ObservedElement; text: string; current: number; total: number } | null {
  const shows = s.observation.elements.filter((e) =>
    /^page\s+\d{1,4}\s+(?:of|\/)\s+\d{1,4}$/i.test((e.hints?.text ?? e.name).trim()),
  );
  if (shows.length !== 1) return null;
  const element = shows[0] as ObservedElement;
  const text = (element.hints?.text ?? element.name).trim();
  const [current, total] = (text.match(/\d+/g) ?? []).map(Number) as [number, number];
  return { element, text, current, total };
}

/**
 * "go to the next page" on a pager without page numbers ("Previous", "Page 1 of 2", "Next"): the Next or Previous
 * control beside the one "Page X of Y" text; null when there is no single one.
 */
export function besidePageText(s: State, which: 'next' | 'previous'): ObservedElement | null {
  const shown = pageText(s)?.element;
  if (!shown?.parent) return null;
  const index = indexOf(s.observation.elements);
  const beside = s.observation.elements.filter(
    (e) =>
      (e.role === 'button' || e.role === 'link') &&
      STEP_NAMES[which].test(e.name.trim()) &&
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
