/**
 * The general causes of the twenty-first held-out set's false passes, each with a page where the step must fail and
 * one where it holds: a time in a scope, an address or an item's state read as an expected refusal, a row's control
 * taken for the page's, a time left out of the plan, and Enter pressed on nothing.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { expectsSuccess } from '../../runner-image/src/ai/rules/act-outcome';
import { el, pageOf } from '../support/observation-builder';

const slot = (i: number, range: string, button: string, disabled = false) => [
  el(`a${i}`, 'article', '', { parent: 'l', hints: { ident: 'card slot' } }),
  el(`h${i}`, 'heading', range, { parent: `a${i}`, hints: { level: 3 } }),
  el(`b${i}`, 'button', button, { parent: `a${i}`, hints: { disabled } }),
];

describe('rules planner: the twenty-first set', () => {
  it('reads "the 21:00 slot" as the one that starts at 21:00, never one that ends then', () => {
    const slots = pageOf([
      el('l', 'list', 'Slots'),
      ...slot(1, '19:00–20:00', 'Book'),
      ...slot(2, '20:00–21:00', 'Book'),
    ]);
    expect('unsupported' in planAct('Click Book on the 21:00 slot', slots)).toBe(true);
    expect(planAct('Click Book on the 20:00 slot', slots)).toMatchObject({ operations: [{ op: 'click', ref: 'b2' }] });
  });

  it('does not take an address or the state that names an item for an expected refusal', () => {
    expect(expectsSuccess('Log in as locked@example.com with password Passport#2028')).toBe(true);
    expect(expectsSuccess('Appeal the refused application')).toBe(true);
    expect(expectsSuccess('Try to log in with a locked account')).toBe(false);
  });

  it("does not take one row's Delete for the page's when the step names something else", () => {
    const apps = pageOf([
      el('t', 'table', 'Applications'),
      el('r', 'row', '', { parent: 't' }),
      el('c', 'cell', 'VE-DRAFT-0007 Draft', { parent: 'r' }),
      el('d', 'button', 'Delete', { parent: 'r' }),
    ]);
    expect('unsupported' in planAct('Delete my account', apps)).toBe(true);
    // The page's own control, outside any row, still does what the page is about.
    const show = pageOf([el('h', 'heading', 'The Night Desk', { hints: { level: 1 } }), el('f', 'button', 'Follow')]);
    expect(planAct('Follow the show', show)).toMatchObject({ operations: [{ op: 'click', ref: 'f' }] });
    const inRow = pageOf([
      el('r', 'row', ''),
      el('c', 'cell', 'The Night Desk', { parent: 'r' }),
      el('f', 'button', 'Follow', { parent: 'r' }),
    ]);
    expect('unsupported' in planAct('Follow the podcast', inRow)).toBe(true);
  });

  it('refuses a plan that leaves out a time the step names', () => {
    const trip = pageOf([
      el('r', 'row', ''),
      el('c', 'cell', 'RB-30511 · Sat 12 Jul · 10:00', { parent: 'r' }),
      el('b', 'button', 'Change time', { parent: 'r' }),
    ]);
    const plan = planAct('Change RB-30511 to start at 11:00', trip);
    expect('unsupported' in plan && plan.unsupported).toMatch(/11:00/);
  });

  it('presses Enter in the form whose button the step names, not on the page', () => {
    const login = pageOf([
      el('f', 'form', 'Log in'),
      el('u', 'textbox', 'Username', { parent: 'f', hints: { value: 'kai' } }),
      el('p', 'textbox', 'Password', { parent: 'f', hints: { inputType: 'password' } }),
      el('g', 'button', 'Log in', { parent: 'f' }),
    ]);
    expect(planAct('Hit Enter to log in', login)).toMatchObject({
      operations: [{ op: 'press', key: 'Enter', ref: 'p' }],
    });
  });

  it('presses "Save and continue" once when the step says "save and continue"', () => {
    const form = pageOf([
      el('d', 'textbox', 'Date of birth', { hints: { inputType: 'date', value: '' } }),
      el('s', 'button', 'Save and continue'),
      el('x', 'button', 'Save as draft'),
    ]);
    expect(planAct('Enter 2 February 1990 as the date of birth, then save and continue', form)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'd', text: '1990-02-02' },
        { op: 'click', ref: 's' },
      ],
    });
    const plan = planAct('Enter 2 February 1990 as the date of birth, then save and continue', form);
    expect('operations' in plan && plan.operations.length).toBe(2);
  });
});
