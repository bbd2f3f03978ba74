/**
 * The general causes of the twenty-fourth held-out set's false passes, each with a page where the step must fail (or
 * take another control) and one where it holds: "add one more night" read as one night, an amount that is a rate in a
 * product ("2 people × 2 nights × €1.50") read as the fee, a pronoun matched to a label with "it" in it ("What is it
 * for?"), and the glyphs of a rating widget's stars read as a rating nobody gave.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

describe('rules planner: the twenty-fourth set', () => {
  it('adds one more to a stepper, never sets it to one', () => {
    const nights = [
      el('f', 'generic', '', { hints: { ident: 'field' } }),
      el('l', 'generic', '', { parent: 'f', hints: { text: 'Nights' } }),
      el('g', 'group', 'Nights', { parent: 'f', hints: { ident: 'nights stepper' } }),
      el('minus', 'button', 'Fewer nights', { parent: 'g', hints: { text: '−' } }),
      el('v', 'status', '', { parent: 'g', hints: { text: '2' } }),
      el('plus', 'button', 'More nights', { parent: 'g', hints: { text: '+' } }),
    ];
    expect(planAct('Add one more night', pageOf(nights))).toMatchObject({
      operations: [
        { op: 'click', ref: 'plus' },
        { op: 'confirm', ref: 'v', text: '3' },
      ],
    });
    expect(planAct('Remove one night', pageOf(nights))).toMatchObject({
      operations: [
        { op: 'click', ref: 'minus' },
        { op: 'confirm', ref: 'v', text: '1' },
      ],
    });
  });

  it("reads a fee in its row's amount, never in the rate it is worked out from", async () => {
    const bill = [
      el('t', 'table', 'Price'),
      el('r1', 'row', '', { parent: 't' }),
      el('a1', 'cell', 'Berth A12, 2 nights × €48', { parent: 'r1' }),
      el('b1', 'cell', '€96', { parent: 'r1' }),
      el('r2', 'row', '', { parent: 't' }),
      el('a2', 'cell', 'Tourist tax, 2 people × 2 nights × €1.50', { parent: 'r2' }),
      el('b2', 'cell', '€6', { parent: 'r2' }),
    ];
    expect(await passes('Tourist tax is €1.50', bill)).toBe(false);
    expect(await passes('Tourist tax is €6', bill)).toBe(true);
    expect(await passes('Tourist tax is €6.00', bill)).toBe(true);
    expect(await passes('Tourist tax is €5', bill)).toBe(false);
    expect(await passes('Tourist tax is €1.50 per person per night', bill)).toBe(false);
  });

  it('never takes "it" for a label that says "it"', () => {
    const budget = [
      el('r', 'row', ''),
      el('c', 'cell', 'Travel', { parent: 'r' }),
      el('e', 'button', 'Edit', { parent: 'r' }),
      el('f', 'group', 'Add a budget line'),
      el('d', 'textbox', 'What is it for?', { parent: 'f', hints: { inputType: 'text', value: '' } }),
      el('a', 'textbox', 'Amount (£)', { parent: 'f', hints: { inputType: 'text', value: '' } }),
    ];
    const plan = planAct('Edit the travel line and set it to £16,000', pageOf(budget));
    const typed = 'operations' in plan ? plan.operations.filter((o) => o.op === 'fill') : [];
    expect(typed).toEqual([]);
    expect('unsupported' in planAct('Set it to £16,000', pageOf(budget))).toBe(true);
  });

  it("reads a rating widget's chosen star, never the glyphs of all its stars", async () => {
    const widget = (chosen: number) => [
      el('g', 'radiogroup', 'Rate NRC Grants'),
      ...[1, 2, 3, 4, 5].map((n) =>
        el(`s${n}`, 'radio', n === 1 ? '1 star' : `${n} stars`, {
          parent: 'g',
          hints: { text: '★', checked: n === chosen },
        }),
      ),
    ];
    // In a browser the widget's text is its glyphs alone (each star's name is its label).
    const rated = async (claim: string, elements: ObservedElement[]) => {
      const page = pageOf(elements);
      const probe = probeOf(page);
      const v = await planAssert(claim, page, {
        ...probe,
        textOf: async (ref) => (ref === 'g' ? '★ ★ ★ ★ ★' : probe.textOf(ref)),
      });
      return 'pass' in v && v.pass;
    };
    expect(await rated('NRC Grants is rated 5 stars', widget(0))).toBe(false);
    expect(await rated('NRC Grants is rated 4 stars', widget(4))).toBe(true);
    expect(await rated('NRC Grants is rated 5 stars', widget(4))).toBe(false);
  });
});

describe('rules planner: readings the twenty-fourth set asked for', () => {
  it("opens the page's sign-in form first when a one-step sign-in finds none", () => {
    const home = [
      el('b', 'banner', ''),
      el('s', 'button', 'Sign in', { parent: 'b' }),
      el('m', 'main', ''),
      el('h', 'heading', 'Find a visitor berth', { parent: 'm', hints: { level: 1 } }),
    ];
    expect(planAct('Sign in as ivo@example.hr with password Bura-2028', pageOf(home))).toMatchObject({
      operations: [{ op: 'click', ref: 's' }],
      rest: 'Sign in as ivo@example.hr with password Bura-2028',
    });
    // Nothing opens a sign-in: the step fails saying so.
    const plan = planAct('Sign in as ivo@example.hr with password Bura-2028', pageOf(home.slice(2)));
    expect('unsupported' in plan && plan.unsupported).toMatch(/No password field/);
  });

  it('reads "on the B03 booking" as the row of B03 where nothing says "B03 booking"', () => {
    const row = (r: string, berth: string) => [
      el(r, 'row', '', { parent: 't' }),
      el(`${r}c`, 'cell', berth, { parent: r }),
      el(`${r}x`, 'button', 'Extend', { parent: r }),
    ];
    const bookings = [el('t', 'table', 'My bookings'), ...row('a', 'A12'), ...row('b', 'B03'), ...row('c', 'C01')];
    expect(planAct('Click Extend on the B03 booking', pageOf(bookings))).toMatchObject({
      operations: [{ op: 'click', ref: 'bx' }],
    });
    expect('unsupported' in planAct('Click Extend on the B07 booking', pageOf(bookings))).toBe(true);
    // A view is no kind of item: "the Pending view" is the view's control, never a row that says Pending.
    const tickets = [
      el('v', 'button', 'Pending 3', { hints: { text: 'Pending' } }),
      el('t', 'table', 'Tickets'),
      el('r', 'row', '', { parent: 't' }),
      el('c1', 'cell', '', { parent: 'r' }),
      el('o', 'link', 'Wrong size delivered', { parent: 'c1', hints: { ident: 'open' } }),
      el('c2', 'cell', 'Pending', { parent: 'r' }),
    ];
    expect(planAct('Open the Pending view', pageOf(tickets))).toMatchObject({
      operations: [{ op: 'click', ref: 'v' }],
    });
  });

  it('answers a question with its choice, opening the question first when its choices are behind it', () => {
    const closed = [
      el('h', 'heading', '', { hints: { level: 3 } }),
      el('q', 'button', 'Human participants', { parent: 'h', hints: { expanded: false } }),
    ];
    expect(planAct('Answer No to human participants', pageOf(closed))).toMatchObject({
      operations: [{ op: 'click', ref: 'q' }],
      rest: 'answer No to human participants',
    });
    const open = [
      el('h', 'heading', '', { hints: { level: 3 } }),
      el('q', 'button', 'Human participants', { parent: 'h', hints: { expanded: true } }),
      el('g', 'group', 'Does the project involve human participants?'),
      el('y', 'radio', 'Yes', { parent: 'g', hints: { checked: false } }),
      el('n', 'radio', 'No', { parent: 'g', hints: { checked: false } }),
    ];
    expect(planAct('Answer No to human participants', pageOf(open))).toMatchObject({
      operations: [{ op: 'check', ref: 'n', checked: true }],
    });
    expect('unsupported' in planAct('Answer Maybe to human participants', pageOf(open))).toBe(true);
    expect('unsupported' in planAct('Answer No to animals', pageOf(open))).toBe(true);
  });

  it("finds a person's part of a form by the name typed into it", () => {
    const skier = (g: string, n: number, name: string) => [
      el(g, 'group', `Skier ${n}`, { parent: 'f' }),
      el(`${g}n`, 'textbox', 'First and last name', { parent: g, hints: { inputType: 'text', value: name } }),
      el(`${g}a`, 'combobox', 'Age group', {
        parent: g,
        hints: { inputType: 'select', value: 'Adult', options: ['Adult', 'Child 6–15', 'Youth 16–19'] },
      }),
    ];
    const order = [el('f', 'form', 'Skiers'), ...skier('a', 1, 'Anna Keller'), ...skier('b', 2, 'Leo Keller')];
    expect(planAct("Change Leo Keller's age group to Youth 16–19", pageOf(order))).toMatchObject({
      operations: [{ op: 'select', ref: 'ba', option: 'Youth 16–19' }],
    });
    expect('unsupported' in planAct("Change Mia Keller's age group to Youth 16–19", pageOf(order))).toBe(true);
  });
});
