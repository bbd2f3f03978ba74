/**
 * A list of values filled into a form in one step ("Fill in Ellis Marsh, ellis.marsh@example.com, mobile 07700
 * 900417"): each value goes into the one field its words name or that takes its kind, or the step is not planned.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

const text = (ref: string, name: string, parent: string, hints: ObservedElement['hints'] = {}) =>
  el(ref, 'textbox', name, { parent, hints: { inputType: 'text', label: name, ...hints } });
const plan = (step: string, elements: ObservedElement[]) => planAct(step, pageOf(elements));

const contact = [
  el('f', 'form', 'Your details'),
  text('n', 'Full name', 'f'),
  text('e', 'Email', 'f', { inputType: 'email' }),
  text('m', 'Mobile', 'f', { inputType: 'tel' }),
  el('c', 'checkbox', 'I agree to the site rules', { parent: 'f', hints: { checked: false } }),
  el('b', 'button', 'Continue', { parent: 'f' }),
];

const driver = [
  el('f', 'form', 'Main driver'),
  el('t', 'combobox', 'Title', {
    parent: 'f',
    hints: { inputType: 'select', options: ['Choose…', 'Mr', 'Mrs', 'Ms'] },
  }),
  text('fn', 'First name', 'f'),
  text('ln', 'Last name', 'f'),
  el('dob', 'group', 'Date of birth', { parent: 'f' }),
  text('d', 'Day', 'dob'),
  text('mo', 'Month', 'dob'),
  text('y', 'Year', 'dob'),
  text('e', 'Email address', 'f', { inputType: 'email' }),
  el('sex', 'group', 'Sex', { parent: 'f' }),
  el('sf', 'radio', 'Female', { parent: 'sex', hints: { checked: false } }),
  el('sm', 'radio', 'Male', { parent: 'sex', hints: { checked: false } }),
];

describe('rules planner: a list of values into a form', () => {
  it('puts each value into the field its kind or its words name', () => {
    expect(plan('Fill in Ellis Marsh, ellis.marsh@example.com, mobile 07700 900417', contact)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'n', text: 'Ellis Marsh' },
        { op: 'fill', ref: 'e', text: 'ellis.marsh@example.com' },
        { op: 'fill', ref: 'm', text: '07700 900417' },
      ],
    });
    // The parts after the list are steps of their own.
    expect(
      plan('Fill in Ellis Marsh, ellis.marsh@example.com, 07700 900417, agree to the site rules and continue', contact),
    ).toMatchObject({
      operations: [
        { op: 'fill', ref: 'n' },
        { op: 'fill', ref: 'e' },
        { op: 'fill', ref: 'm' },
        { op: 'check', ref: 'c', checked: true },
        { op: 'click', ref: 'b' },
      ],
    });
  });

  it('splits a name over a title and first and last names, and a date over its boxes', () => {
    expect(
      plan('Fill in the form for Mr John Smith, born 2 June 1985, email john.smith@example.com, sex Male', driver),
    ).toMatchObject({
      operations: [
        { op: 'select', ref: 't', option: 'Mr' },
        { op: 'fill', ref: 'fn', text: 'John' },
        { op: 'fill', ref: 'ln', text: 'Smith' },
        { op: 'fill', ref: 'd', text: '2' },
        { op: 'fill', ref: 'mo', text: '6' },
        { op: 'fill', ref: 'y', text: '1985' },
        { op: 'fill', ref: 'e', text: 'john.smith@example.com' },
        { op: 'check', ref: 'sm', checked: true },
      ],
    });
  });

  it('keeps each part of a list to the part of the form it names', () => {
    const passengers = [
      el('g1', 'group', 'Lead passenger'),
      text('a1', 'First name', 'g1'),
      text('a2', 'Last name', 'g1'),
      text('a3', 'Email', 'g1', { inputType: 'email' }),
      el('g2', 'group', 'Passenger 2'),
      text('b1', 'First name', 'g2'),
      text('b2', 'Last name', 'g2'),
      el('c', 'button', 'Continue'),
    ];
    expect(
      plan(
        'Fill in the lead passenger as Nadia Brennan, nadia@example.com, and passenger 2 as Owen Brennan, then continue',
        passengers,
      ),
    ).toMatchObject({
      operations: [
        { op: 'fill', ref: 'a1', text: 'Nadia' },
        { op: 'fill', ref: 'a2', text: 'Brennan' },
        { op: 'fill', ref: 'a3', text: 'nadia@example.com' },
        { op: 'fill', ref: 'b1', text: 'Owen' },
        { op: 'fill', ref: 'b2', text: 'Brennan' },
        { op: 'click', ref: 'c' },
      ],
    });
    // Without the part's name, which First name is meant is not known.
    expect(plan('Fill in Owen Brennan, owen@example.com', passengers)).toHaveProperty('unsupported');
  });

  it('settles a value two fields could take by the others', () => {
    const passport = [
      text('p', 'Passport number', 'f'),
      text('x', 'Passport expiry date', 'f', { inputType: 'date' }),
      el('nat', 'combobox', 'Nationality', { parent: 'f', hints: { inputType: 'select', options: ['Swedish'] } }),
    ];
    expect(plan('Fill in passport 551204873, expiring 3 March 2031, nationality Swedish', passport)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'p', text: '551204873' },
        { op: 'fill', ref: 'x', text: '2031-03-03' },
        { op: 'select', ref: 'nat', option: 'Swedish' },
      ],
    });
  });

  it('fills nothing when a value has no field of its own', () => {
    // No field takes a fax number.
    expect(plan('Fill in Ellis Marsh, ellis.marsh@example.com, fax 0113 496 0000', contact)).toHaveProperty(
      'unsupported',
    );
    // Two email fields, neither named.
    const two = [...contact, text('e2', 'Confirm email', 'f', { inputType: 'email' })];
    expect(plan('Fill in Ellis Marsh, ellis.marsh@example.com, mobile 07700 900417', two)).toHaveProperty(
      'unsupported',
    );
    // More than a value after the field's words.
    expect(
      plan('Fill in passport 19FR45821 issued by France, nationality Swedish', [
        text('p', 'Passport number', 'f'),
        el('nat', 'combobox', 'Nationality', { parent: 'f', hints: { inputType: 'select', options: ['Swedish'] } }),
      ]),
    ).toHaveProperty('unsupported');
  });

  it('reads values in brackets as values of the list, never as part of the one before', () => {
    const card = [
      el('f', 'form', 'Payment'),
      text('n', 'Card number', 'f'),
      text('x', 'Expiry date', 'f', { placeholder: 'MM/YY' }),
      text('c', 'CVC', 'f'),
      el('t', 'checkbox', 'I accept the hire terms', { parent: 'f', hints: { checked: false } }),
      el('p', 'button', 'Pay £44.00', { parent: 'f' }),
    ];
    expect(
      plan('Enter card 4000 0000 0000 0069 (expiry 08/30, CVC 123), accept the terms and pay', card),
    ).toMatchObject({
      operations: [
        { op: 'fill', ref: 'n', text: '4000 0000 0000 0069' },
        { op: 'fill', ref: 'x', text: '08/30' },
        { op: 'fill', ref: 'c', text: '123' },
        { op: 'check', ref: 't', checked: true },
        { op: 'click', ref: 'p' },
      ],
    });
    // A bracket that is no value of a field: nothing is typed with it.
    const typed = plan('Fill in Ellis Marsh, ellis@example.com (work), 07700 900417', contact);
    const fills = 'operations' in typed ? typed.operations.filter((o) => o.op === 'fill') : [];
    expect(fills.some((o) => 'text' in o && /[()]/.test(o.text))).toBe(false);
  });
});
