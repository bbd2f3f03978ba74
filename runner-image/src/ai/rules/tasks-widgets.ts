/**
 * Widget gestures in one step: ratings ("give the stay 4 stars", "click the third star") and steppers ("add 3 guests",
 * "increase the number of guests to 4"), with the small numbers and ordinals their steps say.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { describeElement, ground, parseTarget, type TargetPhrase, textScore } from './ground';
import { indexOf } from './page-index';
import { NUMBER_WORDS } from './phrasing';
import { CHECKABLE, CHOOSABLE, type Handler, isoDate, PlanError, type State, tryFind } from './plan-state';
import { descendantsOf } from './tasks-lists';

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
    .map((e) => ({ e, n: /(?:^|\s)(\d{1,3})(?:\s|$)/.exec(e.hints?.value ?? label(e))?.[1] }))
    .filter((v): v is { e: ObservedElement; n: string } => v.n !== undefined);
  const [quantity] = shown;
  if (!minus || !quantity || shown.length !== 1) return null;
  const current = Number(quantity.n);
  // `by`: "one more adult" moves the quantity by `n`, else to `n`.
  const delta = by ? n : n - current;
  if (current + delta < 0) return null;
  if (Math.abs(delta) > MAX_STEPS) return null;
  const button = delta > 0 ? plus : minus;
  const clicks = Array.from({ length: Math.abs(delta) }, () => ({ op: 'click' as const, ref: button.ref }));
  // Read back when the quantity shows the number alone: a stepper stops at its bounds without a word.
  const whole = /^\s*\d{1,3}\s*$/.test(quantity.e.hints?.value ?? label(quantity.e));
  return whole && clicks.length > 0
    ? [...clicks, { op: 'confirm' as const, ref: quantity.e.ref, text: String(current + delta) }]
    : clicks;
}

/** "Pick Wednesday 18 March": a date said alone goes into the page's one date field. */
export const DATE_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(?:pick|choose|select|set|enter|use)\s+(?:the\s+)?(?:date\s+(?:of\s+)?)?(.+?)(?:\s+as\s+the\s+date)?$/i,
    (m, s) => {
      const date = isoDate(m[1] as string);
      if (!date) return null;
      const fields = s.observation.elements.filter((e) => e.hints?.inputType === 'date' && !e.hints.disabled);
      if (fields.length !== 1) return null;
      const field = fields[0] as ObservedElement;
      s.last = field.ref;
      return [{ op: 'fill', ref: field.ref, text: date }];
    },
  ],
];
