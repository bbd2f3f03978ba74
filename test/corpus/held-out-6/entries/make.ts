/**
 * Short constructors for held-out-6 entries, so each entry reads as its step and what must happen. Ids are given by
 * position: `number('gym', list)` names them `ho6-gym-001`, `ho6-gym-002`, ...
 */
import type { CorpusCategory, CorpusEntry } from '../../types';

type Draft = Omit<CorpusEntry, 'id'>;
type Extra = Pick<CorpusEntry, 'prepare' | 'variables'>;

/**
 * Sets a field's value as typing would (input and change events), for solutions: `SET + "set('#email', 'a@b.c')"`.
 * It also reaches into a same-origin iframe or an open shadow root when given an element instead of a selector.
 */
export const SET =
  "var set = function (t, v) { var el = typeof t === 'string' ? document.querySelector(t) : t; " +
  "var proto = el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : el.tagName === 'SELECT' ? HTMLSelectElement.prototype : HTMLInputElement.prototype; " +
  "Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, v); " +
  "el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); };\n";

/** An act step that must pass: `check` false at the start, true after `solution`. */
export function act(
  start: string,
  step: string,
  category: CorpusCategory,
  source: string,
  check: string,
  solution: string,
  extra: Extra = {},
): Draft {
  return { start, type: 'act', step, expect: 'pass', category, source, check, solution, ...extra };
}

/** An act step that must fail, leaving `unchanged` true. */
export function actFails(
  start: string,
  step: string,
  category: CorpusCategory,
  source: string,
  unchanged: string,
  extra: Extra = {},
): Draft {
  return { start, type: 'act', step, expect: 'fail', category, source, unchanged, ...extra };
}

/** An assert step that must pass. */
export function holds(start: string, step: string, category: CorpusCategory, source: string, extra: Extra = {}): Draft {
  return { start, type: 'assert', step, expect: 'pass', category, source, ...extra };
}

/** An assert step that must fail. */
export function untrue(
  start: string,
  step: string,
  category: CorpusCategory,
  source: string,
  extra: Extra = {},
): Draft {
  return { start, type: 'assert', step, expect: 'fail', category, source, ...extra };
}

/** Gives drafts their ids, `ho6-<app>-NNN` in order. */
export function number(app: string, drafts: Draft[]): CorpusEntry[] {
  return drafts.map((d, i) => ({ id: `ho6-${app}-${String(i + 1).padStart(3, '0')}`, ...d }));
}
