/**
 * "Fill in Ellis Marsh, ellis.marsh@example.com, mobile 07700 900417", "fill in my details: Tomás Byrne,
 * tomas.byrne@example.com, born 3 March 1990", "fill in the lead passenger as Nadia Brennan, nadia@example.com": a
 * list of values, each going into the one field of a form that its words name ("mobile 07700 900417") or that takes
 * its kind of value (an email, a phone number, a card number, a postcode, a person's name, a date of birth). Every
 * value must find exactly one field, each field taking one value, or nothing is filled and the step is left to other
 * readings: a value is never put in a field that merely could take it.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf } from './ground';
import { isAncestor } from './page-index';
import { unquote } from './phrasing';
import {
  FIELD,
  fieldValue,
  isDropdown,
  isoDate,
  labelWords,
  PlanError,
  type State,
  selectOp,
  tryFind,
} from './plan-state';
import { choicesFor } from './tasks-answers';
import { dateParts } from './tasks-date-parts';
import { textScore } from './text-match';

/** What a form as a whole is called, not a part of it. */
const WHOLE_FORM =
  /^(?:(?:the|my|your|our)\s+)?(?:(?:personal|contact|booking|your|my)\s+)?(?:details|form|fields|information|info)$/i;

/** The values of `rest` (what follows "fill in"), each into its field; null when any value finds no single field. */
export function fillValues(s: State, rest: string, part = false): PlannedOperation[] | null {
  const colon = /^([^:"']{2,60}?)\s*:\s*(.+)$/.exec(rest);
  // One value is a list only as a part of one ("and passenger 2 as Owen Brennan"), in a part of the form it names.
  const named = colon
    ? null
    : (part
        ? /^(?:the\s+|my\s+|your\s+)?(.+?)\s+as\s+(.+)$/i
        : /^(?:the\s+|my\s+|your\s+)?(.+?)\s+(?:as|with|for)\s+(.+,.+)$/i
      ).exec(rest);
  const attempts: Array<[string | null, string]> = [];
  if (colon) attempts.push([colon[1] as string, colon[2] as string], [null, colon[2] as string]);
  if (named) attempts.push([named[1] as string, named[2] as string]);
  if (!part) attempts.push([null, rest]);
  for (const [scope, list] of attempts) {
    const fields = fieldsOf(s, scope);
    if (!fields) continue;
    const ops = intoFields(s, fields, list, part && !!scope && !WHOLE_FORM.test(scope));
    if (ops) {
      s.last = (ops.at(-1) as { ref?: string } | undefined)?.ref;
      return ops;
    }
  }
  // "the lead passenger as Nadia Brennan, nadia@example.com, and passenger 2 as Owen Brennan": a list per part.
  const segments = rest.split(/(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:the\s+)?[\p{L}\d ]{2,30}?\s+as\s)/iu);
  if (segments.length < 2) return null;
  const all: PlannedOperation[] = [];
  for (const segment of segments) {
    const ops = fillValues(s, segment.replace(/,\s*$/, ''), true);
    if (!ops) return null;
    all.push(...ops);
  }
  return all;
}

/** The fields a scope names (a group, a form, a section by its heading), or the page's for the form as a whole. */
function fieldsOf(s: State, scope: string | null): ObservedElement[] | null {
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  let holder: ObservedElement | null = null;
  if (scope && !WHOLE_FORM.test(scope.trim())) {
    holder = tryFind(s, { name: scope, roles: ['group', 'form', 'region', 'heading'] }, 'any');
    if (holder?.role === 'heading') holder = holder.parent ? (byRef.get(holder.parent) ?? null) : null;
    if (!holder) return null;
  }
  const outside = (e: ObservedElement) => {
    for (let p = e.parent ? byRef.get(e.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
      if (['banner', 'navigation', 'search', 'contentinfo'].includes(p.role)) return true;
    }
    return false;
  };
  return elements.filter(
    (e) =>
      FIELD.has(e.role) &&
      e.role !== 'searchbox' &&
      !e.hints?.disabled &&
      (holder ? isAncestor(byRef, holder.ref, e) : !outside(e)),
  );
}

type Pick = { field: ObservedElement; value: string };

/** What one value of the list may go into: fixed fields (a date's boxes, a name's parts), or one of some fields. */
type Choice = { fixed: PlannedOperation[] } | { one: ObservedElement[]; value: string };

/**
 * Each value of `list` into one field of `fields`, or null. A value that more than one field could take is settled
 * by the others ("passport 551204873, expiring 02/03/2031": the expiry date is taken, so the passport number is left).
 */
function intoFields(s: State, fields: ObservedElement[], list: string, one = false): PlannedOperation[] | null {
  // "card 4000 0000 0000 0069 (expiry 08/30, CVC 123)": what the brackets hold are values of the list too.
  const parts = splitOutsideQuotes(list.replace(/\s*\(([^()"']*)\)/g, ', $1'));
  if (parts.length < (one ? 1 : 2)) return null;
  try {
    const choices = parts.map((part) => choiceOf(s, fields, part));
    if (choices.some((c) => c === null)) return null;
    const used = new Set<string>();
    for (const c of choices as Choice[]) {
      if (!('fixed' in c)) continue;
      for (const o of c.fixed) {
        const ref = (o as { ref?: string }).ref as string;
        if (used.has(ref)) return null;
        used.add(ref);
      }
    }
    const picked = new Map<number, Pick>();
    for (let progress = true; progress; ) {
      progress = false;
      for (const [i, c] of (choices as Choice[]).entries()) {
        if ('fixed' in c || picked.has(i)) continue;
        const free = c.one.filter((f) => !used.has(f.ref));
        if (free.length === 0) return null;
        if (free.length > 1) continue;
        const field = free[0] as ObservedElement;
        picked.set(i, { field, value: c.value });
        used.add(field.ref);
        progress = true;
      }
    }
    const ops: PlannedOperation[] = [];
    for (const [i, c] of (choices as Choice[]).entries()) {
      if ('fixed' in c) {
        ops.push(...c.fixed);
        continue;
      }
      const pick = picked.get(i);
      if (!pick) return null;
      const { field, value } = pick;
      ops.push(
        isDropdown(field) ? selectOp(field, value) : { op: 'fill', ref: field.ref, text: fieldValue(field, value) },
      );
    }
    return ops;
  } catch (error) {
    if (error instanceof PlanError) return null;
    throw error;
  }
}

/** Where one value of the list may go, or null when nowhere. */
function choiceOf(s: State, fields: ObservedElement[], part: string): Choice | null {
  // "born 2 June 1985" over Day, Month and Year boxes.
  const date = /^(.+?)\s+(\d.*)$/.exec(part);
  const boxes = date
    ? dateParts(s, SAID_FOR[(date[1] as string).toLowerCase()] ?? (date[1] as string), date[2] as string)
    : null;
  if (boxes && boxes.length > 0) return { fixed: boxes };
  const named = labelled(fields, part);
  if (named) {
    const kind = kindOf(named.value);
    const fit = kind ? named.one.filter(kind) : [];
    return fit.length > 0 ? { ...named, one: fit } : named;
  }
  const radio = labelledChoice(s, part);
  if (radio) return { fixed: [{ op: 'check', ref: radio.ref, checked: true }] };
  const value = unquote(part);
  if (moreThanAValue(value)) return null;
  const person = PERSON.exec(value);
  if (person) {
    const picks = personName(fields, person);
    if (!picks) return null;
    return {
      fixed: picks.map(({ field, value: v }) =>
        isDropdown(field) ? selectOp(field, v) : { op: 'fill', ref: field.ref, text: v },
      ),
    };
  }
  const kind = kindOf(value);
  if (!kind) return null;
  const one = fields.filter(kind);
  return one.length > 0 ? { one, value } : null;
}

function splitOutsideQuotes(list: string): string[] {
  const parts: string[] = [];
  let quote = '';
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as string;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || (c === "'" && !/\w/.test(list[i - 1] ?? ''))) quote = c;
    const sep = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)/.exec(list.slice(i));
    if (sep && (c === ',' || c === ' ')) {
      parts.push(list.slice(from, i));
      from = i + sep[0].length;
      i = from - 1;
    }
  }
  parts.push(list.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** "mobile 07700 900417", "date of birth 8 March 1990", "born 3 March 1990": a field's words, then its value. */
function labelled(fields: ObservedElement[], part: string): { one: ObservedElement[]; value: string } | null {
  const words = part.split(/\s+/);
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const said = words.slice(0, k).join(' ');
    if (/[@\d"']/.test(said)) continue;
    const label = SAID_FOR[said.toLowerCase()] ?? said;
    const scored = fields
      .map((f) => ({
        f,
        score: Math.max(...[f.name, f.hints?.label, f.hints?.placeholder].map((w) => textScore(label, w ?? ''))),
      }))
      .filter((x) => x.score >= 0.8)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) continue;
    const value = words.slice(k).join(' ');
    if (moreThanAValue(value)) return null;
    const top = (scored[0] as { score: number }).score;
    return { one: scored.filter((x) => x.score > top - 0.05).map((x) => x.f), value: unquote(value) };
  }
  return null;
}

/** "sex Female": the option of that name among the radio buttons of the group the words before it name. */
function labelledChoice(s: State, part: string): ObservedElement | null {
  const words = part.split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const { choices } = choicesFor(
      s.observation.elements,
      words.slice(0, k).join(' '),
      unquote(words.slice(k).join(' ')),
    );
    if (choices.length === 1) return choices[0] as ObservedElement;
  }
  return null;
}

/** "19FR45821 issued by France on 02/07/2019": more than a value (what joins it to other facts is not typed). */
export function moreThanAValue(value: string): boolean {
  if (/^["']/.test(value)) return false;
  return /[()]/.test(value) || /\s(?:by|on|at|from|to|with|for|in|of|issued|expiring|expires)\s/i.test(` ${value} `);
}

/** Words people say for a field that are not its label's. */
const SAID_FOR: Record<string, string> = {
  born: 'date of birth',
  dob: 'date of birth',
  expiring: 'expiry date',
  expires: 'expiry date',
  'expiring on': 'expiry date',
  expiry: 'expiry date',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d[\d\s().-]{5,}\d$/;
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
const PERSON = /^(?:(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(\p{Lu}[\p{L}'-]+)((?:\s+\p{Lu}[\p{L}'-]+){1,2})$/u;

/** The fields that take a value of its kind (an email, a card or phone number, a postcode), or null for no kind. */
function kindOf(value: string): ((f: ObservedElement) => boolean) | null {
  const words = (f: ObservedElement) => `${labelWords(f)} ${f.hints?.ident ?? ''}`;
  if (EMAIL.test(value)) return (f) => f.hints?.inputType === 'email' || /e-?mail/i.test(words(f));
  const digits = value.replace(/\D/g, '');
  if (PHONE.test(value) && digits.length >= 13 && digits.length <= 19)
    return (f) => /\bcard\b/i.test(words(f)) && /\bnumber|\bno\b|\bnum\b/i.test(words(f));
  if (PHONE.test(value) && digits.length >= 7 && digits.length <= 15 && !isoDate(value))
    return (f) => f.hints?.inputType === 'tel' || /\b(?:phone|mobile|tel|telephone)\b/i.test(words(f));
  if (POSTCODE.test(value)) return (f) => /\bpost\s?code\b|\bzip\b/i.test(words(f));
  return null;
}

/** "Mr John Smith": a Full name field, or First and Last name fields (and a Title, when the form has one). */
function personName(free: ObservedElement[], m: RegExpExecArray): Pick[] | null {
  const [, title, first, restOfName] = m as unknown as [string, string | undefined, string, string];
  const last = restOfName.trim();
  const label = (f: ObservedElement) => labelWords(f).toLowerCase();
  const full = free.filter(
    (f) =>
      /^(?:(?:your|full|contact|lead)\s+)?name\b/.test(label(f)) &&
      !/\bfirst|\blast|\bcard|\bcompany|\bbusiness|\bpet\b|\bstreet|\baccount/.test(label(f)),
  );
  const firsts = free.filter((f) => /\bfirst\s+name|\bgiven\s+name|\bforename/.test(label(f)));
  const lasts = free.filter((f) => /\blast\s+name|\bsurname|\bfamily\s+name/.test(label(f)));
  const titles = free.filter((f) => /^title\b/.test(label(f)));
  const picks: Pick[] = [];
  if (full.length === 1 && firsts.length === 0)
    picks.push({ field: full[0] as ObservedElement, value: `${first} ${last}` });
  else if (firsts.length === 1 && lasts.length === 1 && full.length === 0) {
    picks.push(
      { field: firsts[0] as ObservedElement, value: first },
      { field: lasts[0] as ObservedElement, value: last },
    );
  } else return null;
  if (title && titles.length === 1) picks.unshift({ field: titles[0] as ObservedElement, value: title });
  return picks;
}

const FILL_VERB = /^(?:fill(?:\s+in|\s+out)?|complete|populate|enter)\s+/i;

/**
 * The parts of a step cut at its commas and "and"s, with a list of values put back together: "Fill in Nadia Brennan",
 * "nadia@example.com", "continue" -> "Fill in Nadia Brennan, nadia@example.com", "continue", when the values go into
 * the form that way (longest first). Other parts are left as they are.
 */
export function joinValueLists(parts: string[], s: State): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const verb = FILL_VERB.exec(parts[i] as string);
    let joined = 0;
    // A part the cutting gave the verb again ("Fill in nadia@example.com") is a value of the same list.
    const together = (j: number) =>
      parts
        .slice(i, j + 1)
        .map((p, k) => (k > 0 ? p.replace(FILL_VERB, '') : p))
        .join(', ');
    for (let j = parts.length - 1; verb && j > i && !joined; j--) {
      if (fillValues({ ...s }, together(j).slice(verb[0].length))) joined = j;
    }
    if (joined) {
      out.push(together(joined));
      i = joined;
    } else out.push(parts[i] as string);
  }
  return out;
}
