/**
 * The rules planner on steps that end with a bare finishing verb ("... and confirm", "send it"), on codes typed into a
 * field and applied ("apply promo code SAVE10"), and on value lists joined by "and" ("A as the email and B as the
 * password"): each reading with a page where it holds and one where it must not.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { splitCompound } from '../../runner-image/src/ai/rules/phrasing';
import { el, pageOf } from '../support/observation-builder';

const box = (x: number, y: number) => ({ box: { x, y, width: 80, height: 30 } });

describe('rules planner: a bare finishing verb', () => {
  it('confirms in the open dialog with its one control that does not back out', () => {
    const page = pageOf([
      el('b1', 'button', 'Cancel booking'),
      el('d1', 'dialog', 'Cancel Yin Yoga?'),
      el('d2', 'button', 'Keep booking', { parent: 'd1' }),
      el('d3', 'button', 'Yes, cancel', { parent: 'd1' }),
    ]);
    expect(planAct('confirm', page)).toMatchObject({ operations: [{ op: 'click', ref: 'd3' }] });
  });

  it('prefers a control named after the verb, in the dialog before the page', () => {
    const page = pageOf([
      el('p1', 'button', 'Confirm address'),
      el('d1', 'dialog', 'Change plan'),
      el('d2', 'button', 'Not now', { parent: 'd1' }),
      el('d3', 'button', 'Confirm change', { parent: 'd1' }),
    ]);
    expect(planAct('confirm it', page)).toMatchObject({ operations: [{ op: 'click', ref: 'd3' }] });
  });

  it('sends a form with its Send control, and saves with the control named exactly Save', () => {
    const form = pageOf([
      el('f1', 'textbox', 'Feedback'),
      el('f2', 'button', 'Cancel'),
      el('f3', 'button', 'Send feedback'),
    ]);
    expect(planAct('send it', form)).toMatchObject({ operations: [{ op: 'click', ref: 'f3' }] });
    const editor = pageOf([el('s1', 'button', 'Save draft'), el('s2', 'button', 'Save')]);
    expect(planAct('save', editor)).toMatchObject({ operations: [{ op: 'click', ref: 's2' }] });
  });

  it('fails when no control could do it, or when several could, listing them', () => {
    const none = pageOf([el('n1', 'button', 'Back'), el('n2', 'button', 'Help')]);
    expect(planAct('confirm', none)).toMatchObject({ unsupported: expect.stringMatching(/No control to confirm/) });
    const two = pageOf([el('t1', 'button', 'Send message'), el('t2', 'button', 'Send invoice')]);
    expect(planAct('send it', two)).toMatchObject({ unsupported: expect.stringMatching(/ambiguous.*Send message/) });
  });

  it('does not confirm a dialog with several other controls by guessing', () => {
    const page = pageOf([
      el('d1', 'dialog', 'Reschedule'),
      el('d2', 'button', 'Cancel', { parent: 'd1' }),
      el('d3', 'button', 'Move booking', { parent: 'd1' }),
      el('d4', 'button', 'Pick another day', { parent: 'd1' }),
    ]);
    expect('unsupported' in planAct('confirm', page)).toBe(true);
  });
});

describe('rules planner: a code applied through a field', () => {
  const basket = pageOf([
    el('c1', 'textbox', 'Promo code', box(100, 400)),
    el('c2', 'button', 'Apply', box(200, 400)),
    el('c3', 'button', 'Apply gift card', box(100, 900)),
  ]);

  it('types the code into the field the words name, then presses the control named by the verb nearest to it', () => {
    expect(planAct('apply promo code HEALTH10', basket)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'c1', text: 'HEALTH10' },
        { op: 'click', ref: 'c2' },
      ],
    });
  });

  it('presses Enter in the field when no control is named by the verb', () => {
    const home = pageOf([el('h1', 'textbox', 'Tracking number'), el('h2', 'link', 'Help')]);
    expect(planAct('Track parcel number TP48213957GB', home)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'h1', text: 'TP48213957GB' },
        { op: 'press', key: 'Enter', ref: 'h1' },
      ],
    });
  });

  it('reads only codes that way: a lower-case word is not a code, and a missing field is not guessed', () => {
    const apply = planAct('apply promo code discount', basket);
    expect(JSON.stringify(apply)).not.toContain('"fill"');
    const noField = pageOf([el('x1', 'button', 'Apply')]);
    expect(JSON.stringify(planAct('apply promo code HEALTH10', noField))).not.toContain('"fill"');
  });
});

describe('rules planner: values joined by "and"', () => {
  it('splits "A as the X and B as the Y" into one entry per field, carrying the verb', () => {
    expect(splitCompound('Enter maya@pulse.fit as the email and hunter2 as the password, then press Sign in')).toEqual([
      'Enter maya@pulse.fit as the email',
      'Enter hunter2 as the password',
      'press Sign in',
    ]);
  });

  it('keeps a value that itself holds "and" whole', () => {
    expect(splitCompound('Enter Salt and pepper as the seasoning')).toEqual(['Enter Salt and pepper as the seasoning']);
    expect(splitCompound('type Rock and roll into Genre')).toEqual(['type Rock and roll into Genre']);
  });
});

describe('rules planner: manual test case phrasing', () => {
  const form = pageOf([
    el('s1', 'switch', 'SMS reminders', { hints: { checked: false } }),
    el('t1', 'textbox', 'Occupation'),
    el('c1', 'combobox', 'Licence type', { hints: { options: ['Full UK', 'Provisional'], value: 'Choose' } }),
    el('t2', 'textbox', 'Anything the pharmacist should know?'),
    el('b1', 'button', 'Continue'),
    el('r1', 'radio', 'Third party', { hints: { checked: false } }),
    el('r2', 'radio', 'Third party, fire and theft', { hints: { checked: false } }),
  ]);

  it('reads "Field: value" as the value given to that field, and fails when no field has that name', () => {
    expect(planAct('Occupation: Teacher', form)).toMatchObject({
      operations: [{ op: 'fill', ref: 't1', text: 'Teacher' }],
    });
    expect(planAct('Licence type: Full UK', form)).toMatchObject({
      operations: [{ op: 'select', ref: 'c1', option: 'Full UK' }],
    });
    expect('unsupported' in planAct('Employer: Acme', form)).toBe(true);
  });

  it('reads the field first ("In X type Y"), a toggle next to its label, and a press without what is left undone', () => {
    expect(planAct('In "Anything the pharmacist should know?" type "I am now taking 100 mg"', form)).toMatchObject({
      operations: [{ op: 'fill', ref: 't2', text: 'I am now taking 100 mg' }],
    });
    expect(planAct('switch on the toggle next to SMS reminders', form)).toMatchObject({
      operations: [{ op: 'check', ref: 's1', checked: true }],
    });
    expect(planAct('Press Continue without filling anything in', form)).toMatchObject({
      operations: [{ op: 'click', ref: 'b1' }],
    });
  });

  it('takes "Third party" as a name, not the third of something', () => {
    expect(planAct('select Third party, fire and theft', form)).toMatchObject({
      operations: [{ op: 'check', ref: 'r2', checked: true }],
    });
    expect(planAct('choose Third party', form)).toMatchObject({
      operations: [{ op: 'check', ref: 'r1', checked: true }],
    });
  });
});
