/**
 * Where a value check finds the text around its subject when the subject is not itself the value: the item (card,
 * row) an element titles, a table's cell by row and column, what a heading introduces, the definition of a term, and a
 * value shown inside what the subject names.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted, unquote } from './checks-page';
import { describeElement, ground, indexOf, normalize, textScore } from './ground';
import { containsScore, isAncestor } from './page-index';
import { containsPhrase, numbersWhole, stem, tokenMatch, tokens } from './text-match';

/** The card, row or list item `el` titles: the nearest ancestor repeated beside siblings of its kind. */
export async function itemOf(
  observation: Observation,
  probe: PageProbe,
  el: ObservedElement,
): Promise<{ element: ObservedElement; text: string } | null> {
  const index = indexOf(observation.elements);
  const siblingsOf = (e: ObservedElement) =>
    observation.elements.filter((o) => o.parent === e.parent && o.role === e.role && o.ref !== e.ref);
  let p = el.parent ? index.byRef.get(el.parent) : undefined;
  for (let level = 0; p && level < 4; level++, p = p.parent ? index.byRef.get(p.parent) : undefined) {
    const item = p;
    // A dropdown's text is all its choices: a row holding one does not show them as its value.
    const hasChoices = (row: ObservedElement) =>
      observation.elements.some(
        (e) => ['combobox', 'listbox', 'radiogroup'].includes(e.role) && isUnder(index.byRef, e, row.ref),
      );
    // Rows, not cells: a cell is a column of an item, not the item; nor is a choice's own label ("12 months").
    if (['cell', 'gridcell', 'columnheader', 'rowheader'].includes(item.role)) continue;
    if (item.hints?.text && normalize(item.hints.text) === normalize(el.name)) continue;
    const isItem = ['row', 'listitem', 'article'].includes(item.role) || siblingsOf(item).length > 0;
    if (!isItem) continue;
    // It must hold no other item's title; but a label and its value are a row of two cells ("Paper upgrade |
    // £0.70"), as long as no field in it shows choices that are not its value.
    const others = observation.elements.filter(
      (o) => o.ref !== el.ref && o.role === el.role && o.name && isUnder(index.byRef, o, item.ref),
    );
    if (item.role === 'row' && el.parent === item.ref) {
      if (hasChoices(item)) return null;
      // A row of a table with column headers is one record, its cells its columns ("Web Development | 15 | Full").
      if (
        !labelAndValue(observation.elements, index.byRef, item, el) &&
        others.length > 0 &&
        !recordRow(item, observation, index.byRef)
      )
        return null;
    } else if (others.length > 0) return null;
    return { element: item, text: withoutActions(observation, item, await probe.textOf(item.ref)) };
  }
  return null;
}

/** Labels of what an item's buttons would do ("Mark as read", "Remove"): no fact about the item. */
const DOES =
  /^(?:mark|add|remove|delete|edit|change|view|show|open|save|select|choose|book|buy|reply|archive|download|cancel|dismiss|hide|print|share|copy|report|rate|review|follow|join|leave|request|send|apply|approve|reject|decline|accept|confirm|undo|move|rename|manage|track|pay|renew|restore)\b/i;

/** `text` of `item` without the labels of its buttons that say what they would do. */
function withoutActions(observation: Observation, item: ObservedElement, text: string): string {
  const { byRef } = indexOf(observation.elements);
  let rest = text;
  for (const e of observation.elements) {
    if (!['button', 'menuitem'].includes(e.role) || !DOES.test(e.name) || !isAncestor(byRef, item.ref, e)) continue;
    const at = rest.toLowerCase().indexOf(e.name.toLowerCase());
    if (at >= 0) rest = `${rest.slice(0, at)} ${rest.slice(at + e.name.length)}`;
  }
  return rest.replace(/\s+/g, ' ').trim();
}

/**
 * "B-3107 is Power Yoga with Elena Ruiz on Sat 18 Sep 2027" in a row "B-3107 | Sat 18 Sep 2027 | 10:30 | Power Yoga |
 * Elena Ruiz": every part of the value, between the words that join them, is the whole text of another cell of the row.
 */
export function cellsHold(observation: Observation, row: ObservedElement, expected: string): boolean {
  if (row.role !== 'row') return false;
  const parts = expected
    .split(/\s+(?:with|on|at|in|by|for|from|and)\s+|\s*[,·|]\s*/i)
    // "118 g/L and flagged Low", "4.2 mmol/L, which is High": the words that join a part are not in its cell.
    .map((p) =>
      normalize(
        p.replace(/^(?:(?:which|that|it)\s+)?(?:is|are)\s+|^(?:flagged|marked|shown|listed)(?:\s+as)?\s+/i, ''),
      ),
    )
    .filter(Boolean);
  if (parts.length === 0) return false;
  const cells = observation.elements
    .filter((e) => e.parent === row.ref && /^(?:cell|gridcell|rowheader)$/.test(e.role))
    .map((e) => normalize(e.name || e.hints?.text || childrenText(observation, e)));
  const used = new Set<number>();
  if (
    parts.every((p) => {
      const at = cells.findIndex((c, i) => !used.has(i) && c === p);
      used.add(at);
      return at >= 0;
    })
  )
    return true;
  // "MA21 RTO is a white Tesla Model 3" in "MA21 RTO | Tesla Model 3 | White": whole cells, in any order, make up
  // every word of the value.
  let rest = ` ${tokens(expected).join(' ')} `;
  let whole = 0;
  for (const cell of cells) {
    const words = ` ${tokens(cell).join(' ')} `;
    if (words.trim() && rest.includes(words)) {
      rest = rest.replace(words, ' ');
      whole++;
    }
  }
  return whole >= 2 && rest.trim() === '';
}

/** The cell after `cell` in its row that is exactly the amount `expected` ("€6" for "€6.00"), or null. */
export function amountBeside(observation: Observation, cell: ObservedElement, expected: string): string | null {
  const amount = (t: string) => {
    const m = /^([$€£¥])\s?(\d[\d,]*(?:\.\d+)?)$/.exec(t.trim());
    return m ? `${m[1]}${Number((m[2] as string).replace(/,/g, ''))}` : null;
  };
  const want = amount(expected);
  if (!want) return null;
  const cells = observation.elements.filter(
    (e) => e.parent === cell.parent && ['cell', 'rowheader', 'gridcell'].includes(e.role),
  );
  const value = cells.slice(cells.indexOf(cell) + 1).find((c) => amount(c.name || c.hints?.text || '') === want);
  return value ? value.name || value.hints?.text || null : null;
}

/** A cell's words held by what is inside it ("High" in bold). */
function childrenText(observation: Observation, cell: ObservedElement): string {
  return observation.elements
    .filter((e) => e.parent === cell.ref)
    .map((e) => e.name || e.hints?.text || '')
    .join(' ');
}

/**
 * "The standing charge for water is 5p" in "… 6p for water and 5p for wastewater": among several numbers, a value the
 * text gives to something the subject does not name ("for wastewater", "on Saturdays") is not the subject's.
 */
export function valueOfAnother(text: string, subject: string, expected: string): boolean {
  if (!/\d/.test(expected) || (text.match(/\d+(?:[.,]\d+)*/g) ?? []).length < 2) return false;
  const lower = text.toLowerCase();
  const value = expected.trim().toLowerCase();
  const words = tokens(subject);
  for (let at = lower.indexOf(value); at >= 0; at = lower.indexOf(value, at + 1)) {
    const after = /^\s*(?:for|on|at|per)\s+(?:the\s+|your\s+)?([a-z][\w-]*)/.exec(lower.slice(at + value.length));
    if (!after || words.some((w) => tokenMatch(w, after[1] as string) === 1)) return false;
  }
  return lower.includes(value);
}

/**
 * "The audio guide costs £5" in a section of prices: among several amounts, the subject's own is the first one after
 * its name ("Audio guide (£4 per person)"). Whether that amount is `expected`; null when `expected` is no amount, the
 * text holds fewer than two different amounts, or does not say the name.
 */
export function amountAfterName(text: string, name: string, expected: string): boolean | null {
  const currency = /[$€£¥]/.exec(expected)?.[0];
  if (!currency || !/\d/.test(expected) || !name.trim()) return null;
  const amounts = [...text.matchAll(/[$€£¥]\s?\d+(?:[.,]\d+)*/g)];
  if (new Set(amounts.map((m) => m[0].replace(/\s/g, ''))).size < 2) return null;
  // "A 10x8 print" in "... 10x8 £2.50 · A4 £3.50": the name without its article, else its leading words, as the text
  // says them.
  const lower = text.toLowerCase();
  const words = name
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .split(/\s+/);
  let said = '';
  for (let n = words.length; n > 0 && !said; n--) {
    const part = words.slice(0, n).join(' ');
    if ((/\d/.test(part) || part.length >= 3) && lower.includes(part)) said = part;
  }
  if (!said) return null;
  const at = lower.indexOf(said);
  // A former price ("was £15.00, now £12.00") is not what it costs.
  const former = (m: RegExpMatchArray) =>
    /\b(?:was|previously|before|originally|rrp)\s*:?\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 14), m.index));
  const own = amounts.find((m) => (m.index ?? 0) >= at + said.length && !former(m))?.[0];
  if (!own) return null;
  return own.startsWith(currency) && numbersWhole(own, expected) && numbersWhole(expected, own);
}

/**
 * Whether the amount `expected` stands in `text` only with words that change what it is: an offer for a while ("£48.00
 * a month for your first 2 months" is not what the unit costs a month), a shortfall or a saving ("Add £5.00 more to
 * reach the £15.00 minimum", "save £10"), a price of each in a product ("2 × £1.50"). False when the claim itself says
 * those words, or `expected` is no amount.
 */
export function qualifiedAmount(text: string, expected: string, claim: string): boolean {
  if (!/[$€£¥]\s?\d/.test(expected)) return false;
  const amount = /[$€£¥]\s?\d+(?:[.,]\d+)*/.exec(expected)?.[0];
  if (!amount) return false;
  const at = text.indexOf(amount);
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 16), at);
  const after = text
    .slice(at + amount.length, at + amount.length + 60)
    .replace(
      /^\s*(?:a|an|per|\/)\s*(?:month|week|day|year|night|person|hour|item|kg|mile)\b|^\s*(?:pm|pcm|each)\b/i,
      '',
    );
  // "£4.49 per serving · £26.94 a week": of amounts each given for something, the one for what the claim says
  // ("the weekly price") is its own, never another.
  const rates = [...text.matchAll(/([$€£¥]\s?\d+(?:[.,]\d+)*)\s*(?:a|an|per|\/)\s*([a-z]+)/gi)];
  if (rates.length >= 2) {
    const said = tokens(claim);
    const named = rates.find((r) => said.some((w) => tokenMatch(r[2]?.toLowerCase() ?? '', w) > 0));
    if (named && named[1]?.replace(/\s/g, '') !== amount.replace(/\s/g, '')) return true;
  }
  // "Booking fee (2 × £1.50)", "Tourist tax, 2 people × 2 nights × €1.50": a price of each, not the fee, unless the
  // claim says each ("£1.50 per ticket").
  if (/\b\d+\s*(?:\p{L}+\s*)?[×x*]\s*$/iu.test(before))
    return !/\b(?:each|per|apiece|a\s+(?:ticket|seat|person|item|unit))\b/i.test(claim);
  const qualifier =
    /^\s*(?:for\s+(?:your|the)\s+first\b|for\s+(?:\d+|one|two|three|six|twelve)\s+(?:days?|weeks?|months?|years?)\b|more\b|off\b|extra\b|until\b|then\b|discount\b|saving\b|back\b|cashback\b)/i.exec(
      after,
    )?.[0] ?? /\b(?:add|save|saving|up\s+to|another)\s*$/i.exec(before)?.[0];
  if (!qualifier) return false;
  const words = qualifier.toLowerCase().match(/[a-z]+/g) ?? [];
  const said = claim.toLowerCase();
  return !words.every((w) => new RegExp(`\\b${w}\\b`).test(said));
}

export function isUnder(byRef: Map<string, ObservedElement>, e: ObservedElement, ancestor: string): boolean {
  for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === ancestor) return true;
  return false;
}

/** What a heading introduces: the elements after it, up to the next heading of its level or above, in its parent. */
export function headingSection(observation: Observation, heading: ObservedElement): ObservedElement[] {
  const elements = observation.elements;
  const index = indexOf(elements);
  const level = heading.hints?.level ?? 6;
  const siblings = elements.filter((e) => e.parent === heading.parent);
  const out: ObservedElement[] = [];
  for (const e of siblings.slice(siblings.indexOf(heading) + 1)) {
    if (e.role === 'heading' && (e.hints?.level ?? 6) <= level) break;
    out.push(e);
    for (const d of elements) {
      for (let p = d.parent; p; p = index.byRef.get(p)?.parent) {
        if (p === e.ref) {
          out.push(d);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * The cell of a table row named by `rowWords` (the one row whose text holds them) in the column whose header is
 * `column`; null when there is no such table, no single such row, or no such column.
 */
export async function columnCell(
  observation: Observation,
  probe: PageProbe,
  rowWords: string,
  column: string,
): Promise<{ text: string; column: string } | null> {
  const elements = observation.elements;
  const index = indexOf(elements);
  // "order 1043" is the row that says #1043.
  const key = unquote(rowWords).replace(
    /^(?:the\s+)?(?:order|item|product|task|ticket|booking|invoice|user|employee|customer|row|entry|record|case|issue|account|flight)\s+(?=#?\d)/i,
    '',
  );
  // Rows whose words hold the key (from the observation, no page round trip per row), then read on the page.
  const rows: ObservedElement[] = [];
  for (const row of elements) {
    if (row.role !== 'row' || containsScore(index, row.ref, key) < 0.99) continue;
    if (elements.some((c) => c.parent === row.ref && c.role === 'columnheader')) continue;
    if (containsPhrase(await probe.textOf(row.ref), key)) rows.push(row);
  }
  if (rows.length !== 1) return null;
  return rowCell(elements, probe, rows[0] as ObservedElement, column);
}

/**
 * The cell of `row` under the column whose header is `column`: the header named exactly so ("Bikes", never
 * "E-bikes"), else the one that scores as it; null when there is none or several, or the row's cells do not line up
 * with the headers.
 */
export async function rowCell(
  elements: readonly ObservedElement[],
  probe: PageProbe,
  row: ObservedElement,
  column: string,
): Promise<{ text: string; column: string } | null> {
  const lined = columnsOf(elements, row);
  if (!lined) return null;
  const { headers, cells } = lined;
  const whole = (t: string) => tokens(t).map(stem).join(' ');
  const exact = headers.filter((h) => whole(h.name) === whole(column));
  const named = exact.length > 0 ? exact : headers.filter((h) => textScore(column, h.name) >= 0.8);
  if (named.length !== 1) return null;
  const at = headers.indexOf(named[0] as ObservedElement);
  const cell = cells[at];
  if (!cell) return null;
  return {
    text: (await probe.textOf(cell.ref)) || cell.name,
    column: `${(headers[at] as ObservedElement).name} column`,
  };
}

/**
 * A text showing `expected` inside what `subject` names (a container, an item by its words, a heading's section), not
 * negated there ("Not shipped" does not show "Shipped"); the reason, or null.
 */
export async function shownInScope(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  expected: string,
): Promise<string | null> {
  // The subject must be named on the page ("High-Yield Savings"), with or without a trailing field word ("balance").
  const trimmed = subject.replace(
    /\s+(?:balance|price|cost|total|amount|status|value|date|name|count|number|rating|score|transaction|payment|charge|purchase|entry|item|line|row|record|option|plan|bill|invoice|reading|event)$/i,
    '',
  );
  const subjects = [
    subject,
    trimmed,
    // "the bill of 1 Nov 2026": the item that says 1 Nov 2026.
    trimmed.replace(
      /^(?:the\s+)?(?:bill|reading|transaction|payment|charge|entry|order|booking|invoice|visit|appointment|event|line|statement)\s+(?:of|for|on|dated|from)\s+(?=\S)/i,
      '',
    ),
    // "Order #1045": the row that says #1045.
    trimmed.replace(
      /^(?:the\s+)?(?:order|item|product|task|ticket|booking|invoice|user|employee|customer|row|entry|record|case|issue|account)\s+(?=#?(?:[A-Z]{1,4}-?)?\d)/i,
      '',
    ),
  ];
  let found: ReturnType<typeof ground> = { kind: 'none' };
  for (const s of new Set(subjects)) {
    found = ground(observation.elements, { name: expected, roles: null, scopes: [s], strictScopes: true }, 'any');
    if (found.kind === 'found') break;
  }
  if (found.kind !== 'found' || found.score < 0.85) return null;
  const text = `${found.element.name} ${found.element.hints?.text ?? ''}`;
  if (!containsPhrase(text, expected) || /\b(?:not|no|never|non|without|un)\b/i.test(text)) return null;
  if (!(await probe.isVisible(found.element.ref))) return null;
  // A price or a number among others of its kind in the same list is not the subject's own.
  if (/\d/.test(expected) && (await valuesBeside(observation, probe, found.element, expected)) > 1) return null;
  return `${quoted(expected)} is shown in ${quoted(subject)} (${describeElement(found.element)}).`;
}

/** How many values shaped like `expected` ("$15.00", "42") sit in the item around `el` (its row, card, or parent). */
async function valuesBeside(observation: Observation, probe: PageProbe, el: ObservedElement, expected: string) {
  const shape = /[$€£¥]/.test(expected) ? /[$€£¥]\s?\d/g : /\b\d+(?:[.,]\d+)?\b/g;
  const index = indexOf(observation.elements);
  let container = el.parent ? index.byRef.get(el.parent) : undefined;
  // Up to the nearest row or list item, else the parent.
  for (let p = container; p; p = p.parent ? index.byRef.get(p.parent) : undefined) {
    if (['row', 'listitem', 'article'].includes(p.role)) {
      container = p;
      break;
    }
  }
  if (!container) return 1;
  const text = await probe.textOf(container.ref);
  return new Set(text.match(shape) ?? []).size;
}

/** The definition that follows a term of a description list (the next `definition` among its siblings). */
export function definitionOf(observation: Observation, term: ObservedElement): ObservedElement | undefined {
  const siblings = observation.elements.filter((e) => e.parent === term.parent);
  const at = siblings.findIndex((e) => e.ref === term.ref);
  const next = siblings.slice(at + 1).find((e) => e.role === 'definition' || e.role === 'term');
  return next?.role === 'definition' ? next : undefined;
}

/** The term a definition defines: the nearest term before it among its siblings. */
export function termOf(observation: Observation, definition: ObservedElement): ObservedElement | undefined {
  const siblings = observation.elements.filter((e) => e.parent === definition.parent);
  const at = siblings.findIndex((e) => e.ref === definition.ref);
  const term = siblings
    .slice(0, at)
    .reverse()
    .find((e) => e.role === 'term' || e.role === 'definition');
  return term?.role === 'term' ? term : undefined;
}

/** Whether `row` is a label cell `el` and one value cell, with no field or control in it. */
/** Whether a row is a record of a table whose columns have headers. */
function recordRow(row: ObservedElement, observation: Observation, byRef: Map<string, ObservedElement>): boolean {
  let table = row.parent ? byRef.get(row.parent) : undefined;
  while (table && !['table', 'grid', 'treegrid'].includes(table.role)) {
    table = table.parent ? byRef.get(table.parent) : undefined;
  }
  const within = table;
  return (
    within !== undefined && observation.elements.some((e) => e.role === 'columnheader' && isUnder(byRef, e, within.ref))
  );
}

function labelAndValue(
  elements: readonly ObservedElement[],
  byRef: Map<string, ObservedElement>,
  row: ObservedElement,
  el: ObservedElement,
): boolean {
  if (row.role !== 'row' || el.parent !== row.ref) return false;
  const cells = elements.filter((e) => e.parent === row.ref);
  const controls = elements.filter(
    (e) =>
      isUnder(byRef, e, row.ref) &&
      /^(?:textbox|combobox|listbox|option|checkbox|radio|switch|spinbutton|slider|button)$/.test(e.role),
  );
  return cells.length === 2 && controls.length === 0;
}

/**
 * "The Cordless drill is due back on Fri 18 Jun": the row's cell under the column the value's first words name ("Due
 * back"), holding the rest of them. Whether it does, when a column is named so; null otherwise.
 */
export function columnSays(observation: Observation, row: ObservedElement, expected: string): boolean | null {
  if (row.role !== 'row') return null;
  const lined = columnsOf(observation.elements, row);
  if (!lined) return null;
  const { headers, cells } = lined;
  const said = tokens(expected);
  for (const [i, h] of headers.entries()) {
    const head = tokens(h.name).map(stem);
    if (head.length === 0 || head.length >= said.length) continue;
    if (!head.every((w, j) => stem(said[j] as string) === w)) continue;
    const rest = said.slice(head.length);
    if (/^(?:on|at|in|by|of|is|from|until|to)$/.test(rest[0] ?? '')) rest.shift();
    if (rest.length === 0) continue;
    const cell = cells[i] as ObservedElement;
    return containsPhrase(`${cell.name} ${cell.hints?.text ?? ''}`, rest.join(' '));
  }
  return null;
}

/** The column headers of `row`'s table and the row's cells, when they line up one for one; null otherwise. */
function columnsOf(
  elements: readonly ObservedElement[],
  row: ObservedElement,
): { headers: ObservedElement[]; cells: ObservedElement[] } | null {
  const index = indexOf(elements);
  let table = index.byRef.get(row.parent ?? '');
  while (table && !['table', 'grid', 'treegrid'].includes(table.role)) table = index.byRef.get(table.parent ?? '');
  if (!table) return null;
  const holder = table.ref;
  const headers = elements.filter((e) => e.role === 'columnheader' && isAncestor(index.byRef, holder, e));
  const cells = elements.filter((e) => e.parent === row.ref && ['cell', 'gridcell', 'rowheader'].includes(e.role));
  return cells.length === headers.length && headers.length > 0 ? { headers, cells } : null;
}
