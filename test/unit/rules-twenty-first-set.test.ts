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

  it('reads a password that starts with "pass" whole, after "/"', () => {
    const login = pageOf([
      el('f', 'form', 'Sign in'),
      el('u', 'textbox', 'Email address', { parent: 'f' }),
      el('p', 'textbox', 'Password', { parent: 'f', hints: { inputType: 'password' } }),
      el('g', 'button', 'Continue', { parent: 'f' }),
    ]);
    expect(planAct('Log in with ines@example.com / Passport#2028', login)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'u', text: 'ines@example.com' },
        { op: 'fill', ref: 'p', text: 'Passport#2028' },
        { op: 'click', ref: 'g' },
      ],
    });
  });

  describe('a sign-in with a one-time code', () => {
    const credentials = pageOf([
      el('f', 'form', 'Sign in'),
      el('u', 'textbox', 'Email address', { parent: 'f' }),
      el('p', 'textbox', 'Password', { parent: 'f', hints: { inputType: 'password' } }),
      el('g', 'button', 'Continue', { parent: 'f' }),
    ]);
    // The code's field in a box of its own, under the form that holds the button; a card's security code elsewhere.
    const code = pageOf([
      el('f', 'form', 'Sign in'),
      el('box', 'generic', '', { parent: 'f' }),
      el('c', 'textbox', 'Security code', { parent: 'box', hints: { placeholder: '6 digits' } }),
      el('g', 'button', 'Verify', { parent: 'f' }),
      el('o', 'form', 'Check status'),
      el('r', 'textbox', 'Application reference', { parent: 'o' }),
      el('k', 'button', 'Check status', { parent: 'o' }),
    ]);

    it('signs in, then types the code and sends it on the page that asks for it', () => {
      for (const step of [
        'Sign in as ines@example.com with password Passport#2028, then enter the security code 314159',
        'Log in with ines@example.com / Passport#2028 and the one-time code 314159',
        'I am signed in as "ines@example.com" with password "Passport#2028" and security code "314159"',
      ]) {
        expect(planAct(step, credentials), step).toMatchObject({
          operations: [
            { op: 'fill', ref: 'u' },
            { op: 'fill', ref: 'p' },
            { op: 'click', ref: 'g' },
          ],
          rest: 'complete the sign-in with the code 314159',
        });
      }
      expect(planAct('complete the sign-in with the code 314159', code)).toMatchObject({
        operations: [
          { op: 'fill', ref: 'c', text: '314159' },
          { op: 'click', ref: 'g' },
        ],
      });
    });

    it("types a code alone when no sign-in comes before it, and never into a card's security code", () => {
      expect(planAct('Enter the security code 314159', code)).toMatchObject({
        operations: [{ op: 'fill', ref: 'c', text: '314159' }],
      });
      const card = pageOf([el('n', 'textbox', 'Card number'), el('v', 'textbox', 'Card security code (CVC)')]);
      expect('unsupported' in planAct('complete the sign-in with the code 314159', card)).toBe(true);
    });

    it('keeps a PIN after a card number as the password', () => {
      const library = pageOf([
        el('f', 'form', 'Sign in'),
        el('n', 'textbox', 'Card number', { parent: 'f' }),
        el('p', 'textbox', 'PIN', { parent: 'f', hints: { inputType: 'password' } }),
        el('g', 'button', 'Sign in', { parent: 'f' }),
      ]);
      const plan = planAct('Sign in with card number 29012000481736 and PIN 4321', library);
      expect(plan).toMatchObject({
        operations: [
          { op: 'fill', ref: 'n' },
          { op: 'fill', ref: 'p', text: '4321' },
          { op: 'click', ref: 'g' },
        ],
      });
      expect('rest' in plan && plan.rest).toBeFalsy();
    });
  });

  it("makes the choice a task's dialog asks for before confirming it, and confirms first when the rest is elsewhere", () => {
    const dialog = pageOf([
      el('card', 'article', ''),
      el('j', 'button', 'Join class', { parent: 'card' }),
      el('d', 'dialog', 'Join Cardio tennis'),
      el('n', 'radio', 'Pay now', { parent: 'd', hints: { checked: true } }),
      el('l', 'radio', 'Pay at the first session', { parent: 'd', hints: { checked: false } }),
      el('x', 'button', 'Cancel', { parent: 'd' }),
      el('c', 'button', 'Confirm', { parent: 'd' }),
    ]);
    expect(planAct('confirm the join if asked, then pay at the first session', dialog)).toMatchObject({
      operations: [
        { op: 'check', ref: 'l' },
        { op: 'click', ref: 'c' },
      ],
    });
    const plan = planAct('confirm the join if asked, then click Join class', dialog);
    expect('operations' in plan && plan.operations[plan.operations.length - 1]).toMatchObject({ ref: 'j' });
  });

  it('reads "Fill in Leah Brown as partner" value first, and "add the shuttle" as ticking the extra of that name', () => {
    const extras = pageOf([
      el('p', 'textbox', 'Partner name'),
      el('s', 'switch', 'Shuttle bus back to the start (£6.00 a person)', { hints: { checked: false } }),
      el('w', 'checkbox', 'Washing machine', { hints: { checked: false } }),
      el('g', 'group', 'Sofa', { hints: { ident: 'stepper' } }),
    ]);
    expect(planAct('Fill in Leah Brown as partner', extras)).toMatchObject({
      operations: [{ op: 'fill', ref: 'p', text: 'Leah Brown' }],
    });
    expect(planAct('Fill in the partner name as Leah Brown', extras)).toMatchObject({
      operations: [{ op: 'fill', ref: 'p', text: 'Leah Brown' }],
    });
    expect(planAct('Add the shuttle', extras)).toMatchObject({
      operations: [{ op: 'check', ref: 's', checked: true }],
    });
    // Two things named in one breath are not one box's name.
    expect('unsupported' in planAct('Add a sofa and a washing machine', extras)).toBe(true);
  });
});
