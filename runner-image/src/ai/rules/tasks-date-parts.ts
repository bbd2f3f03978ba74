/**
 * A date typed into its parts: "Set the date of birth to 12 August 1991" where "Date of birth" is a group of Day, Month
 * and Year boxes (the pattern of many public-service forms). Each part gets its number; a month dropdown its option.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf, isAncestor } from './page-index';
import { FIELD, isDropdown, isoDate, labelWords, type State, tryFind } from './plan-state';
import { normalize } from './text-match';

const PART: Record<'day' | 'month' | 'year', RegExp> = {
  day: /^(?:day|dd|d)$/i,
  month: /^(?:month|mm|m)$/i,
  year: /^(?:year|yyyy|yy|y)$/i,
};

/**
 * The operations that type the date `value` into the day, month and year fields of the group `phrase` names; null
 * when the value is no whole date or the words name no such group.
 */
export function dateParts(s: State, phrase: string, value: string): PlannedOperation[] | null {
  const iso = isoDate(value.trim());
  if (!iso) return null;
  // "11/03/2027" is 11 March in most of the world and November 3 in the US: never a guess.
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.]\d{4}$/.exec(value.trim());
  if (numeric && numeric[1] !== numeric[2] && Number(numeric[1]) <= 12 && Number(numeric[2]) <= 12) return null;
  const group = tryFind(s, { name: phrase, roles: ['group', 'region', 'form', 'radiogroup'] }, 'any');
  if (!group) return null;
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  const fields = elements.filter((e) => FIELD.has(e.role) && !e.hints?.disabled && isAncestor(byRef, group.ref, e));
  const part = (name: keyof typeof PART) => {
    const found = fields.filter(
      (e) => PART[name].test(normalize(labelWords(e)).trim()) || PART[name].test(normalize(e.name)),
    );
    return found.length === 1 ? (found[0] as ObservedElement) : null;
  };
  const day = part('day');
  const month = part('month');
  const year = part('year');
  if (!day || !month || !year) return null;
  const [y, m, d] = iso.split('-') as [string, string, string];
  const monthOp = (): PlannedOperation => {
    if (!isDropdown(month)) return { op: 'fill', ref: month.ref, text: String(Number(m)) };
    const options = month.hints?.options ?? [];
    const name = new Date(`${iso}T12:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    const option =
      options.find((o) => normalize(o) === normalize(name) || normalize(o) === normalize(name.slice(0, 3))) ??
      options.find((o) => Number(o) === Number(m)) ??
      name;
    return { op: 'select', ref: month.ref, option };
  };
  const numberOp = (field: ObservedElement, n: string): PlannedOperation =>
    isDropdown(field)
      ? { op: 'select', ref: field.ref, option: field.hints?.options?.find((o) => Number(o) === Number(n)) ?? n }
      : { op: 'fill', ref: field.ref, text: n };
  s.last = year.ref;
  return [numberOp(day, String(Number(d))), monthOp(), numberOp(year, y)];
}
