/**
 * Plans the rules planner refuses after the fact, whatever reading made them: a value the step names that would be
 * typed only in part ("Check travel for Brazil, back on 1 June 2027" typing "2027" into the date field) is a step
 * half read, and a half-read step must fail, never pass on the part it did.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf } from './page-index';
import { itemText, saysTime, timesIn } from './scope-times';
import { MONTH_ABBREVIATIONS, tokens } from './text-match';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A date written whole: "1 June 2027", "June 1st, 2027", "01/06/2027", "2027-06-01". */
const WHOLE_DATE = new RegExp(
  `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+\\d{4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}[/.]\\d{1,2}[/.]\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'gi',
);

/**
 * Why `operations` type only part of a date `instruction` names (the text typed is a piece of that date and not the
 * date itself); undefined when every value typed is either whole or not from a date.
 */
export function partOfADate(instruction: string, operations: readonly PlannedOperation[]): string | undefined {
  const dates = instruction.match(WHOLE_DATE) ?? [];
  if (dates.length === 0) return undefined;
  const values = operations.flatMap((op) => (op.op === 'fill' ? [op.text] : op.op === 'select' ? [op.option] : []));
  // A date typed in its parts (day, month and year boxes or dropdowns) is typed whole.
  const said = new Set(values.flatMap((v) => tokens(v)).map(dateWord));
  for (const value of values) {
    const typed = tokens(value).join(' ');
    if (!typed) continue;
    for (const date of dates) {
      const whole = tokens(date).join(' ');
      const parts = tokens(date)
        .filter((w) => w !== 'of')
        .map(dateWord);
      if (typed === whole || !` ${whole} `.includes(` ${typed} `) || parts.every((w) => said.has(w))) continue;
      return `The date "${date}" would be typed only in part ("${value}"): the rest of the step was not understood.`;
    }
  }
  return undefined;
}

/** A date's word as a number: "june" and "06" are 6, "1st" and "01" are 1. */
function dateWord(word: string): string {
  const month = MONTH_ABBREVIATIONS.indexOf(word.slice(0, 3));
  if (month >= 0 && /^[a-z]+$/.test(word)) return String(month + 1);
  const n = /^(\d+)(?:st|nd|rd|th)?$/.exec(word);
  return n ? String(Number(n[1])) : word;
}

/**
 * Why a plan leaves out a time the step names ("Change RB-30511 to start at 11:00" planned as a press of "Change
 * time" alone): no value typed or chosen, no element acted on (with its row or card), and nothing left to do says it.
 */
export function dropsATime(
  instruction: string,
  operations: readonly PlannedOperation[],
  rest: string | undefined,
  elements: readonly ObservedElement[],
): string | undefined {
  const times = timesIn(instruction);
  if (times.length === 0) return undefined;
  const index = indexOf(elements);
  const said = [rest ?? ''];
  for (const op of operations) {
    if (op.op === 'fill' || op.op === 'wait_for') said.push(op.text);
    if (op.op === 'select') said.push(op.option);
    const el = 'ref' in op && op.ref ? index.byRef.get(op.ref) : undefined;
    if (el) said.push(itemText(index, elements, el));
  }
  const all = said.join(' ');
  const left = times.find((t) => !saysTime(all, t));
  return left
    ? `The time ${left} the step names is not used by anything it would do: the step was not understood.`
    : undefined;
}
