/**
 * The rules planner takes what a step says as a whole: a control called "First floor" is not the first of the
 * floors, a heading that "is" a text says that and nothing more, an amount is the one shown with the thing named, a
 * comma joins things to do, and "switch to" a card is done with the card's own control.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { amountAfterName } from '../../runner-image/src/ai/rules/checks-value-scope';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

describe('rules planner: ordinal words that are part of a name', () => {
  const map = pageOf([
    el('g', 'group', 'Floor'),
    el('g1', 'button', 'Ground floor', { parent: 'g' }),
    el('g2', 'button', 'First floor', { parent: 'g' }),
    el('g3', 'button', 'Second floor', { parent: 'g' }),
  ]);

  it('clicks the control called by the words, ordinal word and all', () => {
    expect(planAct('switch to the First floor', map)).toMatchObject({ operations: [{ op: 'click', ref: 'g2' }] });
    expect(planAct('click Second floor', map)).toMatchObject({ operations: [{ op: 'click', ref: 'g3' }] });
  });

  it('still reads an ordinal when no control is called so', () => {
    const list = pageOf([
      el('a', 'button', 'Add to cart'),
      el('b', 'button', 'Add to cart'),
      el('c', 'button', 'Add to cart'),
    ]);
    expect(planAct('click the second Add to cart button', list)).toMatchObject({
      operations: [{ op: 'click', ref: 'b' }],
    });
  });
});

describe('rules planner: a heading that "is" a text', () => {
  const page = pageOf([el('h', 'heading', 'Member sign in', { hints: { level: 1 } }), el('b', 'button', 'Sign in')]);
  const verdict = async (claim: string) => (await planAssert(claim, page, probeOf(page))) as { pass: boolean };

  it('is that text whole, not a part of it', async () => {
    expect((await verdict('the page heading is "Sign in"')).pass).toBe(false);
    expect((await verdict('the page heading is "Member sign in"')).pass).toBe(true);
    expect((await verdict('The heading is Member Sign In.')).pass).toBe(true);
  });

  it('reads "is not" before a quoted text as the claim negated', async () => {
    expect((await verdict('the heading is not "Sign in"')).pass).toBe(true);
    expect((await verdict('the heading is not "Member sign in"')).pass).toBe(false);
  });

  it('keeps "says" a claim about a part of it', async () => {
    expect((await verdict('the heading says sign in')).pass).toBe(true);
  });
});

describe('rules planner: the amount shown with the thing named', () => {
  const tickets = pageOf([
    el('s', 'generic', '', { hints: { ident: 'box' } }),
    el('s2', 'generic', '', { hints: { ident: 'box' } }),
    el('t1', 'row', 'Adult £12.00', { parent: 's' }),
    el('t2', 'row', 'Child £6.00', { parent: 's' }),
    el('p', 'paragraph', '', { parent: 's', hints: { text: 'Audio guide (£4 per person)' } }),
    el('sw', 'switch', 'Audio guide', { parent: 'p', hints: { checked: false } }),
    el('d', 'generic', '', { parent: 's', hints: { text: 'Add a donation (£) £5' } }),
  ]);
  const verdict = async (claim: string) => (await planAssert(claim, tickets, probeOf(tickets))) as { pass: boolean };

  it('is the first amount after its name, not another amount of the section', async () => {
    expect((await verdict('The audio guide costs £5 per person')).pass).toBe(false);
    expect((await verdict('The audio guide costs £4 per person')).pass).toBe(true);
  });

  it('is not a former price', () => {
    const text = 'Blue Mug was £15.00, now £12.00 · Red Mug £9.00';
    expect(amountAfterName(text, 'Blue Mug', '£12.00')).toBe(true);
    expect(amountAfterName(text, 'Blue Mug', '£15.00')).toBe(false);
    expect(amountAfterName(text, 'Red Mug', '£9')).toBe(true);
    expect(amountAfterName('Audio guide £4', 'Audio guide', '£4')).toBeNull();
  });
});

describe('rules planner: a comma between things to do', () => {
  const dialog = pageOf([
    el('d', 'dialog', 'Renew your membership'),
    el('g', 'group', 'Membership level', { parent: 'd' }),
    el('r1', 'radio', 'Explorer – £65 a year', { parent: 'g', hints: { checked: true } }),
    el('r3', 'radio', 'Patron – £250 a year', { parent: 'g', hints: { checked: false } }),
    el('p', 'paragraph', '', { parent: 'd', hints: { text: 'Renew automatically each year' } }),
    el('sw', 'switch', 'Renew automatically each year', { parent: 'p', hints: { checked: false } }),
    el('go', 'button', 'Continue to payment', { parent: 'd' }),
  ]);

  it('does not read the words after it as where the first thing is', () => {
    expect(planAct('Pick Patron, renew automatically and continue to payment', dialog)).toMatchObject({
      operations: [
        { op: 'check', ref: 'r3', checked: true },
        { op: 'check', ref: 'sw', checked: true },
        { op: 'click', ref: 'go' },
      ],
    });
  });
});

describe('rules planner: switching to a card', () => {
  const tariffs = pageOf([
    el('a', 'article', 'Flex Variable'),
    el('a1', 'heading', 'Flex Variable', { parent: 'a', hints: { level: 3 } }),
    el('a2', 'button', 'Switch to this tariff', { parent: 'a', hints: { disabled: true } }),
    el('b', 'article', 'Fixed 12 months'),
    el('b1', 'heading', 'Fixed 12 months', { parent: 'b', hints: { level: 3 } }),
    el('b2', 'button', 'Switch to this tariff', { parent: 'b' }),
  ]);

  it("is done with the card's own control, and fails saying so when that control is disabled", () => {
    expect(planAct('Switch to Fixed 12 months', tariffs)).toMatchObject({ operations: [{ op: 'click', ref: 'b2' }] });
    expect(planAct('Switch to Flex Variable', tariffs)).toMatchObject({
      unsupported: expect.stringMatching(/disabled/),
    });
  });

  it('is never a click on a heading or a text', () => {
    const page = pageOf([el('h', 'heading', 'Flex Variable', { hints: { level: 3 } }), el('x', 'button', 'Help')]);
    expect(planAct('Switch to Flex Variable', page)).toHaveProperty('unsupported');
  });

  it('is a click on what the page takes clicks on, shown with a pointer cursor (a div tab)', () => {
    const tabs = pageOf([
      el('m', 'generic', '', { hints: { text: 'Monthly', pointer: true } }),
      el('y', 'generic', '', { hints: { text: 'Yearly', pointer: true } }),
    ]);
    expect(planAct('Switch to Yearly', tabs)).toMatchObject({ operations: [{ op: 'click', ref: 'y' }] });
  });
});
