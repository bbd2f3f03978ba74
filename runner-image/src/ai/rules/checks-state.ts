/**
 * Checks about one element: its state (checked, selected, expanded, enabled, empty), the choice made in a control,
 * its value or text, or the text of the item (row, card) it names. Values compare strictly (accents kept).
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { checkText, FIELDS, quoted, unquote, type Verdict } from './checks-page';
import {
  contentTokens,
  describeElement,
  ground,
  indexOf,
  mainHeading,
  parseTarget,
  rank,
  textScore,
  tokenMatch,
  tokens,
} from './ground';
import { containsScore, inScope } from './page-index';
import { isoDate } from './plan-state';
import { containsPhrase } from './text-match';

// -------------------------------------------------------------------------------------------------------------------
// States and values

export const ON_WORDS = /^(?:checked|ticked|selected|on|enabled|active|switched on|turned on)$/;
export const STATE_WORDS =
  'checked|ticked|selected|unchecked|unticked|unselected|deselected|enabled|disabled|greyed out|grayed out|clickable|empty|blank|on|off|switched on|switched off|turned on|turned off|active|inactive|expanded|collapsed|open|opened|closed|current|the current page|the active tab|focused|required|read-only|readonly';

export async function checkState(
  observation: Observation,
  probe: PageProbe,
  phrase: string,
  negated: boolean,
  rawState: string,
): Promise<Verdict | null> {
  const state = rawState.replace(/^the\s+/, '');
  const toggled = /^(?:checked|ticked|unchecked|unticked|on|off|switched (?:on|off)|turned (?:on|off))$/.test(state);
  const selectable = /^(?:selected|unselected|deselected|active|inactive|current|current page|active tab)$/.test(state);
  const disclosure = /^(?:expanded|collapsed|open|opened|closed)$/.test(state);
  let g = ground(observation.elements, phrase, toggled ? 'check' : 'any');
  if (g.kind === 'none' && (toggled || selectable)) g = ground(observation.elements, phrase, 'any');
  if (g.kind === 'ambiguous') {
    return {
      pass: false,
      reason: `"${phrase}" is ambiguous: ${g.candidates.length} elements match equally well (${g.candidates
        .slice(0, 5)
        .map(describeElement)
        .join(', ')}).`,
      certainty: 'unsure',
    };
  }
  if (g.kind === 'none') {
    if (state === 'empty' || state === 'blank') return null;
    return {
      pass: false,
      reason: `No element matching ${quoted(parseTarget(phrase).name)} was found on the page.`,
      certainty: 'unsure',
    };
  }
  const el = g.element;
  const label = describeElement(el);
  let actual: boolean;
  let word: string;
  if (
    toggled ||
    (selectable && ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(el.role))
  ) {
    const checked = await probe.isChecked(el.ref);
    if (checked === null) return { pass: false, reason: `The ${label} cannot be checked or unchecked.` };
    const wantOn = /^(?:inactive|unselected|deselected)$/.test(state) ? false : ON_WORDS.test(state) || selectable;
    actual = checked === wantOn;
    word = checked ? (el.role === 'switch' ? 'on' : 'checked') : el.role === 'switch' ? 'off' : 'not checked';
  } else if (selectable) {
    const selected = el.hints?.selected;
    const current = /current/.test(state);
    if (selected === undefined && !current) {
      if (el.role === 'option' || el.role === 'tab') {
        actual = /^(?:unselected|deselected|inactive)$/.test(state);
        word = 'not selected';
      } else {
        return { pass: false, reason: `Whether the ${label} is ${state} cannot be told.`, certainty: 'unsure' };
      }
    } else {
      const on = current ? !!el.hints?.selected || (await probe.textOf(el.ref)) === '' : !!selected;
      actual = /^(?:unselected|deselected|inactive)$/.test(state) ? !on : on;
      word = on ? 'selected' : 'not selected';
    }
  } else if (disclosure) {
    const expanded = el.hints?.expanded;
    if (expanded === undefined) {
      return { pass: false, reason: `Whether the ${label} is ${state} cannot be told.`, certainty: 'unsure' };
    }
    actual = /^(?:expanded|open|opened)$/.test(state) ? expanded : !expanded;
    word = expanded ? 'expanded' : 'collapsed';
  } else if (state === 'empty' || state === 'blank') {
    const field = await probe.valueOf(el.ref);
    const value = field ?? (await probe.textOf(el.ref));
    // A cart or list is empty when it says so or counts nothing ("Cart 0", "Your cart is empty").
    const numbers = tokens(value).filter((t) => /^\d+$/.test(t));
    actual =
      value.trim() === '' ||
      (field === null &&
        (/\b(?:empty|no items|nothing)\b/i.test(value) || (numbers.length === 1 && numbers[0] === '0')));
    word = actual ? 'empty' : `not empty (${quoted(value.slice(0, 60))})`;
  } else if (state === 'focused') {
    return null;
  } else if (/^(?:enabled|disabled)$/.test(state) && ['switch', 'checkbox', 'menuitemcheckbox'].includes(el.role)) {
    // "SMS reminders are enabled" may mean that the switch is on, or that it can be used; teams write both. The
    // claim holds only when both readings agree (on and usable, or off and greyed out).
    const [checked, enabled] = [await probe.isChecked(el.ref), await probe.isEnabled(el.ref)];
    const on = checked === true;
    const wantEnabled = state === 'enabled';
    word = `${on ? (el.role === 'switch' ? 'on' : 'checked') : el.role === 'switch' ? 'off' : 'not checked'}${enabled ? '' : ' and cannot be changed'}`;
    const byState = on === wantEnabled;
    const byUse = enabled === wantEnabled;
    if (byState === byUse) actual = byState;
    else {
      return {
        pass: false,
        reason: `The ${label} is ${word}: "${state}" could mean either, so the check does not hold.`,
        certainty: 'unsure',
      };
    }
  } else {
    const enabled = await probe.isEnabled(el.ref);
    actual = /enabled|clickable|active/.test(state) ? enabled : !enabled;
    word = enabled ? 'enabled' : 'disabled';
  }
  const pass = actual !== negated;
  return {
    pass,
    reason: pass
      ? `The ${label} is ${word}.`
      : `Expected the ${label} ${negated ? 'not ' : ''}to be ${state}, but it is ${word}.`,
  };
}

/** "In person is selected as the visit type": the option chosen in the control (or group) named. */
export async function checkChoice(
  observation: Observation,
  probe: PageProbe,
  option: string,
  control: string,
  negated: boolean,
): Promise<Verdict> {
  const field = ground(observation.elements, control, 'select');
  if (field.kind === 'found') {
    const value = (await probe.valueOf(field.element.ref)) ?? '';
    const ok = sameValue(value, option);
    return {
      pass: ok !== negated,
      reason: `The ${describeElement(field.element)} is set to ${quoted(value)}.`,
    };
  }
  const choice = ground(observation.elements, { ...parseTarget(option), scopes: [control] }, 'check');
  if (choice.kind === 'found') {
    const checked = await probe.isChecked(choice.element.ref);
    return {
      pass: !!checked !== negated,
      reason: `The ${describeElement(choice.element)} is ${checked ? 'selected' : 'not selected'}.`,
    };
  }
  return {
    pass: false,
    reason: `No ${quoted(control)} with a ${quoted(option)} choice was found.`,
    certainty: 'unsure',
  };
}

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
    // Rows, not cells: a cell is a column of an item, not the item.
    if (['cell', 'gridcell', 'columnheader', 'rowheader'].includes(item.role)) continue;
    const isItem = ['row', 'listitem', 'article'].includes(item.role) || siblingsOf(item).length > 0;
    if (!isItem) continue;
    // It must hold no other item's title.
    const others = observation.elements.filter(
      (o) => o.ref !== el.ref && o.role === el.role && o.name && isUnder(index.byRef, o, item.ref),
    );
    if (others.length > 0) return null;
    return { element: item, text: await probe.textOf(item.ref) };
  }
  return null;
}

export function isUnder(byRef: Map<string, ObservedElement>, e: ObservedElement, ancestor: string): boolean {
  for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === ancestor) return true;
  return false;
}

/** Values compare exactly but for case, spacing and currency formatting: "López" is not "Lopez". */
export function sameValue(actual: string, expected: string): boolean {
  const strict = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  if (strict(actual) === strict(expected)) return true;
  // A date input holds "2026-11-27" for "27 November 2026".
  if (/^\d{4}-\d{2}-\d{2}$/.test(actual.trim()) && isoDate(expected) === actual.trim()) return true;
  const num = (t: string) =>
    /^[^\d-]*-?[\d,]*\.?\d+\s*[^\d]*$/.test(t.trim()) ? Number(t.replace(/[^\d.-]/g, '')) : Number.NaN;
  const a = num(actual);
  const e = num(expected);
  return Number.isFinite(a) && Number.isFinite(e) && a === e;
}

/** Whether a value contains the expected text, diacritics and case of letters kept apart only by case. */
export function valueContains(actual: string, expected: string): boolean {
  const strict = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  return strict(actual).includes(strict(expected)) || sameValue(actual, expected);
}

/** Words that introduce a value without being part of it: "rated 4.6", "at $300", "priced at $12". */
export const VALUE_LEAD =
  /^(?:rated|at|priced at|set to|marked as|marked|labell?ed|listed as|now|currently|of|shown as|displayed as)\s+/i;

export async function checkValue(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  verb: string,
  rawExpected: string,
  negated: boolean,
): Promise<Verdict | null> {
  const contains =
    /contain|include|show|display|say|read|ask|tell|mention|state|has$|has text|has the text|cost|price/.test(verb);
  const exactValue = /has value|has the value|value is|equals|^is$|=/.test(verb);
  // "$140 per night" is shown as "$140 / night"; "rated 4.6" as "4.6".
  const expected = rawExpected
    .replace(VALUE_LEAD, '')
    .replace(/\s+(?:per|a|each|every)\s+(?:night|person|day|month|year|item|unit|hour|week)$/i, '');
  const sub = subject.trim();
  if (/^(?:page|screen|site|app|website)$/i.test(sub)) return checkText(probe, expected, negated);
  const target = parseTarget(sub);
  // A claim is about a thing, not about the control that acts on it ("Order #1045 is Shipped" is not about the
  // "Delete order 1045" button).
  const subjectVerb = tokens(sub)[0] ?? '';
  const ranked = rank(observation.elements, target, 'any').filter((c) => {
    if (!['button', 'link', 'menuitem', 'checkbox', 'radio', 'switch'].includes(c.element.role)) return true;
    const verb = /^(delete|remove|edit|view|open|close|add|cancel|archive|select|download|share|copy|save)\b/i.exec(
      c.element.name,
    )?.[1];
    return !verb || verb.toLowerCase() === subjectVerb;
  });
  // "Louis Moreau's seat": a seat inside what names Louis Moreau, never a seat elsewhere.
  const main = mainHeading(observation.elements, target);
  let candidates = main?.kind === 'found' ? [{ element: main.element, score: 1 }] : ranked;
  // "In the row for order 1043, the customer is Dev Patel", "the status for SK 311 is Delayed": the cell of that row
  // in that column, when the page has such a table.
  const [rowScope] = target.scopes ?? [];
  const cell = rowScope && target.name ? await columnCell(observation, probe, rowScope, target.name) : null;
  if (cell) {
    const has = containsPhrase(cell.text, expected) || containsPhrase(cell.text, rawExpected);
    return {
      pass: has !== negated,
      reason: `The ${cell.column} of ${quoted(rowScope as string)} is ${quoted(cell.text.trim().slice(0, 80))}.`,
    };
  }
  for (const scope of target.scopes ?? []) {
    const kept = inScope(indexOf(observation.elements), observation.elements, candidates, scope);
    if (!kept || kept.length === 0) {
      return {
        pass: false,
        reason: `No ${quoted(target.name || sub)} was found in ${quoted(scope)}.`,
        certainty: 'unsure',
      };
    }
    candidates = kept;
  }
  const best = candidates[0];
  const strong = best && (target.name ? best.score >= 0.7 : true);
  if (best && strong) {
    const tied = candidates.filter((c) => best.score - c.score < 0.005).map((c) => c.element);
    // A field: its value. Anything else: its text (any of equally good matches, e.g. "the heading").
    for (const el of tied) {
      if (FIELDS.has(el.role)) {
        // A custom dropdown shows its choice as its text.
        const value = (await probe.valueOf(el.ref)) ?? (el.role === 'combobox' ? await probe.textOf(el.ref) : null);
        if (value === null) return { pass: false, reason: `The value of the ${describeElement(el)} cannot be read.` };
        const ok = exactValue && !contains ? sameValue(value, expected) : valueContains(value, expected);
        const pass = ok !== negated;
        return {
          pass,
          reason: pass
            ? `The ${describeElement(el)} ${exactValue ? 'is' : 'contains'}${negated ? ' not' : ''} ${quoted(expected)} (value ${quoted(value)}).`
            : `Expected the ${describeElement(el)} ${negated ? 'not ' : ''}to ${exactValue && !contains ? 'be' : 'contain'} ${quoted(expected)}, but its value is ${quoted(value)}.`,
        };
      }
    }
    for (const el of tied) {
      // "The floor area is 110 m²": a term of a description list is answered by its definition.
      const definition = el.role === 'term' ? definitionOf(observation, el) : undefined;
      if (definition) {
        const text = `${await probe.textOf(definition.ref)} ${definition.name}`;
        const has = containsPhrase(text, expected) || containsPhrase(text, rawExpected);
        return {
          pass: has !== negated,
          reason: has
            ? `The ${describeElement(el)} is ${quoted(text.trim())}.`
            : `Expected the ${describeElement(el)} to be ${quoted(expected)}, but it is ${quoted(text.trim())}.`,
        };
      }
      const inner = `${await probe.textOf(el.ref)} ${el.name}`;
      if (containsPhrase(inner, expected) || containsPhrase(inner, rawExpected)) {
        return {
          pass: !negated,
          reason: `The ${describeElement(el)} ${negated ? 'contains' : 'shows'} ${quoted(expected)}.`,
        };
      }
    }
    // An item named by its title ("The Silmarillion is out of stock", "Order #1042 is Delivered"): its card or row,
    // as long as that holds no other item.
    if (tied.length === 1) {
      const item = await itemOf(observation, probe, tied[0] as ObservedElement);
      if (item) {
        const has = containsPhrase(item.text, expected) || containsPhrase(item.text, rawExpected);
        if (has || target.roles || best.score >= 0.85) {
          return {
            pass: has !== negated,
            reason: has
              ? `The ${describeElement(item.element)} of ${quoted(sub)} shows ${quoted(expected)}.`
              : `Expected ${quoted(sub)} to show ${quoted(expected)}, but its ${item.element.role} shows ${quoted(item.text.slice(0, 120))}.`,
          };
        }
      }
    }
    // A star rating shown as glyphs ("★★★☆☆" is 3 out of 5).
    const rating = /^(\d+)(?:\s*(?:out of|of|\/)\s*(\d+))?(?:\s*stars?)?$/i.exec(expected.trim());
    if (rating && tied.length === 1) {
      const glyphs = (await probe.textOf((tied[0] as ObservedElement).ref)).replace(/\s+/g, '');
      if (/^[★☆⭐✩✭✮]+$/.test(glyphs)) {
        const filled = [...glyphs].filter((g) => g === '★' || g === '⭐' || g === '✭').length;
        const total = [...glyphs].length;
        const ok = filled === Number(rating[1]) && (!rating[2] || total === Number(rating[2]));
        return {
          pass: ok !== negated,
          reason: `${quoted(sub)} shows ${filled} of ${total} stars.`,
        };
      }
    }
    // Inside the section a heading or a disclosure names ("the results say 3 books found", "the cancellation policy
    // says ..."); never beside a badge or a text that is itself the subject.
    const labelOfSection =
      tied.length === 1 &&
      ['heading', 'button', 'tab', 'group', 'region', 'dialog', 'form'].includes(best.element.role);
    const inside = labelOfSection ? await shownInScope(observation, probe, sub, expected) : null;
    if (inside) return { pass: !negated, reason: inside };
    // A heading's section: what follows it up to the next heading of its level ("Results for tolkien", then a
    // status "3 books found").
    // Not when the claim is about the heading itself ("the main heading says Welcome").
    if (tied.length === 1 && best.element.role === 'heading' && !target.roles?.includes('heading')) {
      for (const e of headingSection(observation, best.element)) {
        const own = `${e.name} ${e.hints?.text ?? ''}`;
        if (!containsPhrase(own, expected) && !containsPhrase(own, rawExpected)) continue;
        if (!(await probe.isVisible(e.ref))) continue;
        return {
          pass: !negated,
          reason: `${quoted(expected)} is shown under the ${describeElement(best.element)} (${describeElement(e)}).`,
        };
      }
    }
    if (target.roles || best.score >= 0.85) {
      const el = tied[0] as ObservedElement;
      const shown = (await probe.textOf(el.ref)) || el.name;
      return {
        pass: negated,
        reason: negated
          ? `The ${describeElement(el)} does not show ${quoted(expected)}.`
          : `Expected the ${describeElement(el)} to show ${quoted(expected)}, but it shows ${quoted(shown.slice(0, 120))}.`,
      };
    }
  }
  // The subject names an item by words in it ("Order #1045", "the row for Bob"): the value inside that item.
  const inside = await shownInScope(observation, probe, sub, expected);
  if (inside) return { pass: !negated, reason: inside };
  // The subject is not an element's name ("the price is $25.00"): a text showing the value, labelled by the subject
  // (in its own words, its identity, or a container's). Never the value anywhere on the page.
  if (tokens(expected).length === 0 && !/\$|\d/.test(expected)) return null;
  const index = indexOf(observation.elements);
  const subjectWords = contentTokens(sub).filter((w) => !['page', 'screen', 'value', 'text'].includes(w));
  for (const el of observation.elements) {
    const own = `${el.name} ${el.hints?.text ?? ''}`;
    if (!containsPhrase(own, expected)) continue;
    const labels: string[] = [own, el.hints?.ident ?? '', el.hints?.label ?? '', index.context.get(el.ref) ?? ''];
    let p = el.parent ? index.byRef.get(el.parent) : undefined;
    for (let level = 0; p && level < 2; level++, p = p.parent ? index.byRef.get(p.parent) : undefined) {
      labels.push(p.name, p.hints?.text ?? '', p.hints?.ident ?? '');
    }
    const have = tokens(labels.join(' '));
    if (!subjectWords.every((w) => have.some((h) => tokenMatch(w, h) > 0))) continue;
    if (!(await probe.isVisible(el.ref))) continue;
    return {
      pass: !negated,
      reason: `The ${sub} ${negated ? 'is' : 'shows'} ${quoted(expected)} (${quoted(own.trim().slice(0, 80))}).`,
    };
  }
  return {
    pass: negated,
    reason: negated
      ? `No ${sub} showing ${quoted(expected)} was found.`
      : `No element matching ${quoted(sub)} showing ${quoted(expected)} was found on the page.`,
    ...(negated ? {} : { certainty: 'unsure' as const }),
  };
}

/** What a heading introduces: the elements after it, up to the next heading of its level or above, in its parent. */
function headingSection(observation: Observation, heading: ObservedElement): ObservedElement[] {
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
async function columnCell(
  observation: Observation,
  probe: PageProbe,
  rowWords: string,
  column: string,
): Promise<{ text: string; column: string } | null> {
  const elements = observation.elements;
  const index = indexOf(elements);
  const under = (e: ObservedElement, ancestor: string) => {
    for (let p = e.parent; p; p = index.byRef.get(p)?.parent) if (p === ancestor) return true;
    return false;
  };
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
  const row = rows[0] as ObservedElement;
  let table = index.byRef.get(row.parent ?? '');
  while (table && !['table', 'grid', 'treegrid'].includes(table.role)) table = index.byRef.get(table.parent ?? '');
  if (!table) return null;
  const tableRef = table.ref;
  const headers = elements.filter((e) => e.role === 'columnheader' && under(e, tableRef));
  const at = headers.findIndex((h) => textScore(column, h.name) >= 0.8);
  if (at < 0 || headers.filter((h) => textScore(column, h.name) >= 0.8).length > 1) return null;
  const cells = elements.filter((e) => e.parent === row.ref && ['cell', 'gridcell', 'rowheader'].includes(e.role));
  const cell = cells.length === headers.length ? cells[at] : undefined;
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
async function shownInScope(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  expected: string,
): Promise<string | null> {
  // The subject must be named on the page ("High-Yield Savings"), with or without a trailing field word ("balance").
  const trimmed = subject.replace(
    /\s+(?:balance|price|cost|total|amount|status|value|date|name|count|number|rating|score)$/i,
    '',
  );
  const subjects = [
    subject,
    trimmed,
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
function definitionOf(observation: Observation, term: ObservedElement): ObservedElement | undefined {
  const siblings = observation.elements.filter((e) => e.parent === term.parent);
  const at = siblings.findIndex((e) => e.ref === term.ref);
  const next = siblings.slice(at + 1).find((e) => e.role === 'definition' || e.role === 'term');
  return next?.role === 'definition' ? next : undefined;
}
