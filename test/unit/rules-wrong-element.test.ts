/**
 * The rules planner where a near reading acts on the wrong element or claims the wrong state: each reading with a
 * page where it holds and one where the planner must fail or the claim must be false. (Causes of false passes found
 * on apps the planner was not written for.)
 */
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const verdict = (instruction: string, page: Observation) => planAssert(instruction, page, probeOf(page));
const clicks = (instruction: string, page: Observation) => planAct(instruction, page);

describe('"enabled" and "disabled" of a switch or a checkbox', () => {
  const settings = (emailChecked: boolean, emailDisabled = false) =>
    pageOf([
      el('c1', 'checkbox', 'Email alerts', { hints: { checked: emailChecked, disabled: emailDisabled } }),
      el('b1', 'button', 'Save', { hints: { disabled: true } }),
    ]);

  it('passes a switch claim only when "on" and "usable" agree', async () => {
    const page = (checked: boolean, disabled: boolean) =>
      pageOf([el('s1', 'switch', 'SMS reminders', { hints: { checked, disabled } })]);
    expect(await verdict('SMS reminders are enabled', page(true, false))).toMatchObject({ pass: true });
    expect(await verdict('SMS reminders are disabled', page(false, true))).toMatchObject({ pass: true });
    // Off but usable: "enabled" is false if it means on, "disabled" false if it means greyed out.
    expect(await verdict('SMS reminders are enabled', page(false, false))).toMatchObject({
      pass: false,
      reason: 'The switch "SMS reminders" is off: "enabled" could mean either, so the check does not hold.',
    });
    expect(await verdict('The SMS reminders switch is disabled', page(false, false))).toMatchObject({ pass: false });
    expect(await verdict('SMS reminders are disabled', page(true, false))).toMatchObject({ pass: false });
  });

  it('passes a checkbox claim only when "checked" and "usable" agree', async () => {
    expect(await verdict('Email alerts are enabled', settings(true))).toMatchObject({ pass: true });
    expect(await verdict('Email alerts are disabled', settings(false, true))).toMatchObject({ pass: true });
    // Usable but not ticked, or ticked but greyed out: "enabled" could mean either.
    expect(await verdict('Email alerts are enabled', settings(false))).toMatchObject({ pass: false });
    expect(await verdict('Email alerts are disabled', settings(true, true))).toMatchObject({ pass: false });
  });

  it('keeps "disabled" of a button about whether it can be used', async () => {
    expect(await verdict('The Save button is disabled', settings(false))).toMatchObject({ pass: true });
    expect(await verdict('The Save button is enabled', settings(false))).toMatchObject({ pass: false });
  });
});

describe('"go back"', () => {
  const wizard = pageOf([el('a1', 'link', 'Back'), el('b1', 'button', 'Continue')]);
  const article = pageOf([el('h1', 'heading', 'Article'), el('a2', 'link', 'Back to top')]);

  it("clicks the page's own Back button when it has one", () => {
    expect(clicks('Go back', wizard)).toMatchObject({ operations: [{ op: 'click', ref: 'a1' }] });
  });

  it("uses the browser's Back otherwise, or when the step says the browser's", () => {
    expect(clicks('Go back', article)).toMatchObject({ operations: [{ op: 'back' }] });
    expect(clicks("click the browser's back button", wizard)).toMatchObject({ operations: [{ op: 'back' }] });
  });
});

describe('controls that undo what the step names', () => {
  const home = pageOf([
    el('c0', 'generic', ''),
    el('h1', 'heading', 'Recent searches', { parent: 'c0', hints: { level: 2 } }),
    el('l1', 'list', '', { parent: 'c0' }),
    el('i1', 'listitem', '', { parent: 'l1' }),
    el('a1', 'link', 'TP48213957GB', { parent: 'i1' }),
    el('i2', 'listitem', '', { parent: 'l1' }),
    el('a2', 'link', 'TP77120044GB', { parent: 'i2' }),
    el('b1', 'button', 'Clear recent searches', { parent: 'c0' }),
  ]);

  it('takes "the first recent search" for the first item under "Recent searches", not the Clear button', () => {
    expect(clicks('open the first recent search', home)).toMatchObject({ operations: [{ op: 'click', ref: 'a1' }] });
    expect(clicks('Open the second recent search', home)).toMatchObject({ operations: [{ op: 'click', ref: 'a2' }] });
  });

  it('still presses such a control when the step says its verb', () => {
    expect(clicks('Clear recent searches', home)).toMatchObject({ operations: [{ op: 'click', ref: 'b1' }] });
    expect(clicks('Click "Clear recent searches"', home)).toMatchObject({ operations: [{ op: 'click', ref: 'b1' }] });
  });

  it('does not take "Cancel order" for the order', () => {
    const orders = pageOf([el('b1', 'button', 'Cancel order'), el('a1', 'link', 'Help')]);
    expect('unsupported' in clicks('open the order', orders)).toBe(true);
  });
});

describe('adding an item to the basket', () => {
  const card = (name: string, add: boolean) => [
    el(`${name}-c`, 'article', ''),
    el(`${name}-h`, 'heading', name, { parent: `${name}-c`, hints: { level: 3 } }),
    el(`${name}-m`, 'button', 'Decrease quantity', { parent: `${name}-c` }),
    el(`${name}-p`, 'button', 'Increase quantity', { parent: `${name}-c` }),
    add
      ? el(`${name}-a`, 'button', 'Add to basket', { parent: `${name}-c` })
      : el(`${name}-n`, 'button', 'Notify me', { parent: `${name}-c` }),
  ];
  const shop = pageOf([...card('Vitamin D', true), ...card('Hay fever eye drops', false)]);

  it("clicks the item's Add to basket button", () => {
    expect(clicks('Add Vitamin D to the basket', shop)).toMatchObject({
      operations: [{ op: 'click', ref: 'Vitamin D-a' }],
    });
  });

  it("fails when the item has none, rather than pressing its stepper's Increase", () => {
    const plan = clicks('Add Hay fever eye drops to the basket', shop);
    expect(plan).toMatchObject({ unsupported: expect.stringMatching(/Add to basket.*Hay fever eye drops/) });
  });
});

describe('a thing named with another', () => {
  const quote = pageOf([
    el('g1', 'radiogroup', 'Cover'),
    el('r1', 'radio', 'Comprehensive from £498.60 Most popular', { parent: 'g1' }),
    el('r2', 'radio', 'Third party only from £390.10', { parent: 'g1' }),
    el('s0', 'group', 'Add-ons'),
    el('s1', 'switch', 'Legal protection', { parent: 's0', hints: { checked: false } }),
  ]);

  it('does not drop "with legal protection" to choose Comprehensive alone', () => {
    expect('unsupported' in clicks('Choose Comprehensive with legal protection', quote)).toBe(true);
  });

  it('still reads a lone joining word as the section it names ("from account": the From section\'s Account)', () => {
    const transfer = pageOf([
      el('f', 'group', 'From'),
      el('f1', 'combobox', 'Account', { parent: 'f', hints: { options: ['Everyday Checking', 'Savings'] } }),
      el('t', 'group', 'To'),
      el('t1', 'combobox', 'Account', { parent: 't', hints: { options: ['Everyday Checking', 'Savings'] } }),
    ]);
    expect(clicks('user select from account "Everyday Checking"', transfer)).toMatchObject({
      operations: [{ ref: 'f1' }],
    });
  });

  it('still chooses what is named alone', () => {
    expect(clicks('Choose Comprehensive', quote)).toMatchObject({
      operations: [{ op: 'check', ref: 'r1', checked: true }],
    });
  });
});
