/**
 * What every `act` reading shares: the planning state, the failure that says why a step cannot be planned (and whether
 * a model could still do better), and grounding helpers that apply the step's scope and report ambiguity with the
 * candidates.
 */
import type { Observation, ObservedElement, PlannedOperation } from '../contract';
import {
  describeElement,
  ground,
  type Intent,
  indexOf,
  linksHere,
  normalize,
  parseTarget,
  scopeHolders,
  scopeOrItsName,
  type TargetPhrase,
  textScore,
  tokens,
} from './ground';
import { isAncestor } from './page-index';
import { unquote } from './phrasing';
import { stripScope } from './target';
import { MONTH_ABBREVIATIONS } from './text-match';

export const MODEL_HINT =
  'Configure a model (TAS_AI_PROVIDER=rules+openai or rules+bedrock) for free-form instructions.';

/**
 * A failure to plan: `reason` is the step's result. `unsure`: the step was understood but its target was not found
 * or not unique (a model may still find what was meant); otherwise it was not understood.
 */
export class PlanError extends Error {
  constructor(
    message: string,
    readonly unsure = false,
  ) {
    super(message);
  }
}

export interface State {
  observation: Observation;
  /** "In the billing form, ...": a container every target of the step is in. */
  scope?: string;
  /** The element the previous operation acted on (for "... and press Enter"). */
  last?: string;
  /** What the planned operations may leave to do on the page they lead to ("confirm the refund if asked"). */
  followUp?: string;
  /** Why a step done only when asked ("... if asked") did nothing. */
  skipped?: string;
}

/** A reading of an instruction: operations when its pattern matched and it applies, else null. */
export type Handler = (m: RegExpExecArray, state: State) => PlannedOperation[] | null;

// -------------------------------------------------------------------------------------------------------------------
// Grounding helpers

export function targetOf(state: State, phrase: string | TargetPhrase): TargetPhrase {
  const target = typeof phrase === 'string' ? parseTarget(phrase) : phrase;
  if (!state.scope) return target;
  // "In the row for Feb 2027, click Dispute": the row of Feb 2027, as "Dispute in the row for Feb 2027" says it.
  // "On the Barfleur sailing, ...": when no place says the whole, a name and the word of its kind are the name's.
  const scope = scopeOrItsName(state.observation.elements, stripScope(state.scope));
  return { ...target, scopes: [...(target.scopes ?? []), scope] };
}

/** Containers that may stand for their one field ("the chat box", "the billing portal"). */
const WIDGET_ROLES = new Set(['iframe', 'form', 'group', 'region', 'dialog', 'generic', 'complementary', 'search']);

/** "the billing City field": when nothing is named "billing City", "City" in the billing container. */
/** A joining word at either end of a part of a name. */
const DANGLING =
  /(?:^|\s)(?:with|without|and|or|plus|to|by|as|at|from|into|than|but)$|^(?:with|without|and|or|plus|to|by|as|at|from|into|than|but)(?:\s|$)/i;

export function groundFlexible(state: State, target: TargetPhrase, intent: Intent) {
  const found = ground(state.observation.elements, target, intent);
  // "Click Donate" on the donate page: its Donate button (even a disabled one), not the menu's link to this page.
  const elsewhere =
    found.kind === 'found' && intent === 'click' && linksHere(state.observation, found.element)
      ? ground(
          state.observation.elements.filter((e) => !linksHere(state.observation, e)),
          target,
          intent,
        )
      : null;
  const g =
    elsewhere &&
    elsewhere.kind !== 'none' &&
    found.kind === 'found' &&
    (elsewhere.kind === 'ambiguous' || elsewhere.score >= found.score - 0.15)
      ? elsewhere
      : found;
  if (g.kind !== 'none' || target.near || target.ordinal !== undefined) return g;
  // Only where an element names the leading (or trailing) words: a fieldset, a group, a section heading.
  const words = target.name.split(/\s+/);
  for (let k = 1; k < words.length && k <= 3; k++) {
    for (const [scope, name] of [
      [words.slice(0, k).join(' '), words.slice(k).join(' ')],
      [words.slice(words.length - k).join(' '), words.slice(0, words.length - k).join(' ')],
    ] as const) {
      // A split that leaves a joining word at an end of the name ("Comprehensive with | legal protection") is two
      // things named, not a thing and where it is. A scope may be such a word alone ("From | account": the From
      // section's Account field).
      // Nor is a split at a comma ("Patron, | renew automatically": a list of things to do).
      if (DANGLING.test(name) || (/\s/.test(scope) && DANGLING.test(scope)) || /,$/.test(name) || /,$/.test(scope)) {
        continue;
      }
      if (scopeHolders(state.observation.elements, scope).length === 0) continue;
      const h = ground(
        state.observation.elements,
        { ...target, name, scopes: [...(target.scopes ?? []), scope] },
        intent,
      );
      if (h.kind !== 'none') return h;
    }
  }
  // "the Get tickets button for Jazz at the Docks", "Continue on the second course", "Garden under Must have": the
  // words after a preposition name where the element is.
  for (const m of target.name.matchAll(/\s+(?:for|on|of|under|in|from|within|inside)\s+(?:the\s+)?/gi)) {
    const name = target.name.slice(0, m.index).trim();
    const scope = target.name.slice((m.index ?? 0) + m[0].length).trim();
    if (!name || !scope) continue;
    const h = ground(
      state.observation.elements,
      { ...target, name, scopes: [...(target.scopes ?? []), scope] },
      intent,
    );
    if (h.kind !== 'none') return h;
  }
  // "type Hello in the chat box": the one field of the container (a widget, a frame, a form) those words name.
  if (intent === 'fill' && target.name && !target.scopes?.length) {
    const index = indexOf(state.observation.elements);
    const holders = scopeHolders(state.observation.elements, target.name).filter((h) => WIDGET_ROLES.has(h.role));
    const inside = state.observation.elements.filter(
      (e) => FIELD.has(e.role) && !isDropdown(e) && holders.some((h) => isAncestor(index.byRef, h.ref, e)),
    );
    if (inside.length === 1) return { kind: 'found' as const, element: inside[0] as ObservedElement, score: 0.8 };
  }
  return g;
}

export function find(state: State, phrase: string, intent: Intent, what = 'element'): ObservedElement {
  const target = targetOf(state, phrase);
  const g = groundFlexible(state, target, intent);
  if (g.kind === 'found') return g.element;
  const elsewhere = g.kind === 'ambiguous' ? notHere(state, g.candidates) : undefined;
  if (elsewhere) return elsewhere;
  if (g.kind === 'ambiguous') {
    const list = g.candidates
      .slice(0, 5)
      .map((c) => describeElement(c))
      .join(', ');
    throw new PlanError(
      `"${phrase}" is ambiguous: ${g.candidates.length} elements match equally well (${list}). Name it more precisely (its label, its position such as "the second ...", or its container such as "in the row for ..."). ${MODEL_HINT}`,
      true,
    );
  }
  const where = target.scopes?.length ? ` in ${target.scopes.map((x) => `"${x}"`).join(' in ')}` : '';
  throw new PlanError(`No ${what} matching "${target.name || phrase}"${where} was found on the page.`, true);
}

/**
 * "Click Sign in" on the sign-in page, whose header links to that same page: the one candidate left once the menu's
 * links to the page shown are set aside (following one changes nothing, so a step never means it).
 */
function notHere(state: State, candidates: readonly ObservedElement[]): ObservedElement | undefined {
  const left = candidates.filter((c) => !linksHere(state.observation, c));
  return left.length === 1 && left.length < candidates.length ? left[0] : undefined;
}

/** Like `tryFind`, with how well the element matched (to choose between the readings of two intents). */
export function tryFindScored(
  state: State,
  phrase: string | TargetPhrase,
  intent: Intent,
): { element: ObservedElement; score: number } | null {
  const g = groundFlexible(state, targetOf(state, phrase), intent);
  return g.kind === 'found' ? { element: g.element, score: g.score } : null;
}

export function tryFind(state: State, phrase: string | TargetPhrase, intent: Intent): ObservedElement | null {
  const g = groundFlexible(state, targetOf(state, phrase), intent);
  return g.kind === 'found' ? g.element : null;
}

/** Roles a reading marked `controls only` accepts: what a verb's own name can be on. */
const CONTROL_ROLES = new Set(['button', 'link', 'menuitem', 'menuitemradio', 'menuitemcheckbox']);

/**
 * Tries several readings of a phrase in order; the first that grounds wins. Ambiguity in all of them is reported. A
 * reading with `true` as its third item accepts only a button, link or menu item (a verb's own name: "Cancel" in
 * "cancel the PureGym direct debit" is never a tab or a text that holds the word).
 */
export function findFirst(
  state: State,
  readings: Array<[string | TargetPhrase, Intent] | [string | TargetPhrase, Intent, boolean]>,
  what: string,
  shown: string,
) {
  let ambiguous: ObservedElement[] | null = null;
  // A menu's link to the page shown ("New purchase order" for "Submit the order" on that page) only when no other
  // reading finds anything.
  let here: ObservedElement | undefined;
  for (const [phrase, intent, controlsOnly] of readings) {
    const g = ground(state.observation.elements, targetOf(state, phrase), intent);
    if (g.kind === 'found' && controlsOnly && !CONTROL_ROLES.has(g.element.role)) continue;
    if (g.kind === 'found' && linksHere(state.observation, g.element)) here ??= g.element;
    else if (g.kind === 'found') return g.element;
    if (g.kind === 'ambiguous' && !ambiguous) ambiguous = g.candidates;
  }
  const elsewhere = ambiguous ? notHere(state, ambiguous) : undefined;
  if (elsewhere) return elsewhere;
  if (here && !ambiguous) return here;
  if (ambiguous) {
    const list = ambiguous.slice(0, 5).map(describeElement).join(', ');
    throw new PlanError(
      `"${shown}" is ambiguous: ${ambiguous.length} elements match equally well (${list}). Name it more precisely (its label, its position such as "the second ...", or its container such as "in the row for ..."). ${MODEL_HINT}`,
      true,
    );
  }
  throw new PlanError(`No ${what} matching "${shown}" was found on the page.`, true);
}

/**
 * The enabled buttons and links whose label starts with one of `names` as a whole word, after any leading symbol
 * ("Apply", "Look up car" for "look up", "✓ Save"): the controls a verb names.
 */
export function controlsNamedBy(s: State, names: readonly string[]): ObservedElement[] {
  const patterns = names.map((n) => new RegExp(`^${n.trim().replace(/\s+/g, '\\s*')}\\b`, 'i'));
  return s.observation.elements.filter((e) => {
    if ((e.role !== 'button' && e.role !== 'link') || e.hints?.disabled) return false;
    const label = (e.name || e.hints?.text || '').trim().replace(/^[^\p{L}\p{N}]+/u, '');
    return label !== '' && patterns.some((p) => p.test(label));
  });
}

export function isUrl(text: string): boolean {
  return /^(https?:\/\/|www\.|\/|\.\.?\/)/i.test(text) || /^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i.test(text);
}

export function absoluteUrl(text: string, base: string): string {
  const t = unquote(text);
  if (/^www\./i.test(t)) return `https://${t}`;
  if (/^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i.test(t) && !t.startsWith('/')) return `https://${t}`;
  try {
    return new URL(t, base).toString();
  } catch {
    return t;
  }
}

export function selectOp(el: ObservedElement, value: string): PlannedOperation {
  // "pick 12 April 2025 as the preferred date": a date input takes the date in ISO form.
  if (el.hints?.inputType === 'date') return { op: 'fill', ref: el.ref, text: fieldValue(el, value) };
  const options = el.hints?.options;
  if (options && options.length > 0) {
    const exact = options.find((o) => normalize(o) === normalize(value));
    const fuzzy = exact ?? bestOption(options, value);
    if (!fuzzy) {
      throw new PlanError(
        `The ${describeElement(el)} has no option "${value}" (options: ${options.slice(0, 12).join(', ')}).`,
      );
    }
    return { op: 'select', ref: el.ref, option: fuzzy };
  }
  return { op: 'select', ref: el.ref, option: value };
}

function bestOption(options: string[], value: string): string | undefined {
  const scored = options
    .map((o) => ({ o, s: textScore(value, o) }))
    .filter((x) => x.s >= 0.75)
    .sort((a, b) => b.s - a.s);
  const [first, second] = scored;
  if (!first || (second && first.s - second.s < 0.005)) return undefined;
  return first.o;
}

export const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
/** What "select X in Y" can mean besides a dropdown option: a radio, a toggle button, a tab, an option. */
export const CHOOSABLE = new Set([...CHECKABLE, 'button', 'tab', 'option', 'link', 'menuitem', 'treeitem']);

/**
 * A date as an `<input type=date>` takes it (yyyy-mm-dd): "2026-03-18", "18/03/2026", "March 18, 2026", "18 March
 * 2026", with or without its weekday. Without a year, the weekday says which year ("Wednesday 18 March": this year's
 * 18 March if it is a Wednesday, else next year's, last year's or the year after's); a weekday that does not fit the
 * date, or a date without year or weekday, is null.
 */
export function isoDate(text: string, today = new Date()): string | null {
  const day = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?=\d|[a-z]{3,}\.?\s+\d)/i.exec(text.trim());
  const rest = day ? text.trim().slice(day[0].length) : text;
  const weekday = day
    ? ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf((day[1] as string).toLowerCase())
    : -1;
  const fits = (iso: string | null) =>
    iso !== null && (weekday < 0 || new Date(`${iso}T12:00:00Z`).getUTCDay() === weekday);
  const dated = datedIso(rest);
  if (dated) return fits(dated) ? dated : null;
  if (weekday < 0) return null;
  // "Wednesday 18 March": the year in which 18 March is a Wednesday, nearest today.
  const year = today.getUTCFullYear();
  const options = [year, year + 1, year - 1, year + 2]
    .map((y) => datedIso(`${rest.trim()} ${y}`))
    .filter((iso): iso is string => fits(iso));
  return options[0] ?? null;
}

function datedIso(text: string): string | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  const months = MONTH_ABBREVIATIONS;
  const pad = (n: number) => String(n).padStart(2, '0');
  const build = (y: number, m: number, d: number) =>
    m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1000 ? `${y}-${pad(m)}-${pad(d)}` : null;
  let m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    // 12/01/2026 is US month/day; 25/12/2026 can only be day/month.
    return a > 12 ? build(Number(m[3]), b, a) : build(Number(m[3]), a, b);
  }
  m = /^([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(t);
  if (m) return build(Number(m[3]), months.indexOf((m[1] as string).slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,})\.?,?\s+(\d{4})$/i.exec(t);
  if (m) return build(Number(m[3]), months.indexOf((m[2] as string).slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  return null;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The words a field is called by: its name, label and placeholder. */
export function labelWords(el: ObservedElement): string {
  return [el.name, el.hints?.label, el.hints?.placeholder].filter(Boolean).join(' ');
}

/** "$150", "30 %", "1,5": the number a range input takes. */
export function sliderValue(value: string): string {
  const number = value.replace(/[^\d.,-]/g, '');
  // "400,000" and "1,250.5" group thousands; "1,5" is a decimal comma.
  const plain = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(number) ? number.replace(/,/g, '') : number.replace(',', '.');
  // "to Lively": a slider takes a number; a word it shows for one is not something to type into it.
  if (!/^-?\d+(?:\.\d+)?$/.test(plain)) throw new PlanError(`"${value}" is not a number a slider can be set to.`, true);
  return plain;
}

export function fieldValue(el: ObservedElement, value: string): string {
  if (el.hints?.inputType !== 'date') return value;
  // "11/03/2027" is 11 March in most of the world and November 3 in the US: a guess would set the wrong day.
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value.trim());
  if (numeric && numeric[1] !== numeric[2] && Number(numeric[1]) <= 12 && Number(numeric[2]) <= 12) {
    throw new PlanError(
      `"${value.trim()}" could be day/month or month/day for the ${describeElement(el)}: write it like ${numeric[3]}-${numeric[2]?.padStart(2, '0')}-${numeric[1]?.padStart(2, '0')} or ${Number(numeric[1])} ${MONTH_NAMES[Number(numeric[2]) - 1]} ${numeric[3]}.`,
      true,
    );
  }
  // A date input takes a date and nothing else: a value that is not one is not typed into it.
  const date = isoDate(value);
  if (!date) {
    throw new PlanError(
      `"${value}" is not a date for the ${describeElement(el)} (write it like 2025-06-01 or 1 June 2025).`,
      true,
    );
  }
  return date;
}
export const FIELD = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

export function onlyField(s: State): ObservedElement | null {
  const fields = s.observation.elements.filter((e) => FIELD.has(e.role) && e.role !== 'combobox');
  return fields.length === 1 ? (fields[0] as ObservedElement) : null;
}

export function fill(s: State, target: string, rawValue: string): PlannedOperation[] {
  describedValue(rawValue);
  const el = find(s, target, 'fill', 'field');
  // "the card number with 5555 ..., expiry 09/28 and CVC 123": a value that goes on to name other fields is a list
  // of values, not one.
  const others = s.observation.elements.filter((e) => e.ref !== el.ref && FIELD.has(e.role) && e.name);
  const pieces = rawValue.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).slice(1);
  const named = others.find((e) =>
    pieces.some((piece) => {
      const words = piece.replace(/^the\s+/i, '').split(/\s+/);
      return [1, 2, 3].some((k) => k < words.length && textScore(words.slice(0, k).join(' '), e.name) >= 0.8);
    }),
  );
  if (named) {
    throw new PlanError(
      `The value "${rawValue}" also names the ${describeElement(named)}: write one value per field ("enter X in Y and Z in W").`,
      true,
    );
  }
  s.last = el.ref;
  const value = unquote(rawValue);
  if (isDropdown(el)) return [selectOp(el, value)];
  return [{ op: 'fill', ref: el.ref, text: fieldValue(el, value) }];
}

/** A dropdown one chooses in (a `<select>`, or a custom combobox that is not a text input): not typed into. */
export function isDropdown(el: ObservedElement): boolean {
  if (el.role !== 'combobox') return false;
  if (el.hints?.options) return true;
  const type = el.hints?.inputType;
  return type !== undefined && type !== 'text' && type !== 'search' && type !== 'email' && type !== 'textarea';
}

/**
 * "Set annual mileage to "8,001 to 12,000 miles"" beside a dropdown "Miles driven a year": the one dropdown of the page
 * that offers exactly that value, when the words of the field's name find nothing.
 */
export function dropdownOffering(s: State, value: string): ObservedElement | null {
  const want = normalize(value);
  const offering = s.observation.elements.filter(
    (e) => isDropdown(e) && !e.hints?.disabled && (e.hints?.options ?? []).some((o) => normalize(o) === want),
  );
  return offering.length === 1 ? (offering[0] as ObservedElement) : null;
}

/** "type a plausible address": a value described, not given, is for a model to make up. */
export function describedValue(raw: string): void {
  const t = raw.trim();
  if (/^["'`]/.test(t)) return;
  if (
    /^(?:a|an|some|any)\s+\w+\s+\w+/i.test(t) ||
    /^(?:a|an|some|any)\s+(?:random|valid|invalid|fake|new|different|long|short)\b/i.test(t)
  ) {
    throw new PlanError(
      `"${t}" describes what to type rather than giving it. Quote the exact text to type. ${MODEL_HINT}`,
    );
  }
}

/**
 * "pick Dr. Sofia Rossi", "choose the Pro yearly plan": the one dropdown on the page (in the step's scope) that has
 * this option, or whose name the trailing words give ("plan") with the leading words an option of it. Null when none
 * or several fit.
 */
export function dropdownWithOption(s: State, phrase: string): PlannedOperation | null {
  const words = unquote(phrase)
    .replace(/^the\s+/i, '')
    .split(/\s+/);
  const fits: Array<{ el: ObservedElement; option: string }> = [];
  const dropdowns = s.observation.elements.filter(
    (e) => isDropdown(e) && (!s.scope || tryFind(s, { name: e.name, roles: null }, 'select')?.ref === e.ref),
  );
  for (const el of dropdowns) {
    const options = el.hints?.options ?? [];
    const match = (text: string) => options.find((o) => textScore(text, o) >= 0.9);
    const whole = match(words.join(' '));
    if (whole) {
      fits.push({ el, option: whole });
      continue;
    }
    for (let k = 1; k < words.length && k <= 3; k++) {
      const named = words.slice(words.length - k).join(' ');
      const lead = words.slice(0, words.length - k).join(' ');
      // "the student discount": the one option of the Discount dropdown that has the word ("Full-time student").
      const having = options.filter((o) => tokens(lead).every((w) => tokens(o).includes(w)));
      const option = match(lead) ?? (having.length === 1 && tokens(lead).length > 0 ? having[0] : undefined);
      if (option && textScore(named, el.name || el.hints?.label || '') >= 0.8) {
        fits.push({ el, option });
        break;
      }
    }
  }
  const only = fits.length === 1 ? fits[0] : undefined;
  return only ? selectOp(only.el, only.option) : null;
}
