/**
 * The general causes of the twenty-fifth held-out set's false passes, each with a page where the step must fail (or
 * take another control) and one where it holds: a task's dialog left open, "a toast says" read on a dialog's title,
 * "was sent" read on "to send", an amount read with the word of another amount, "booked" read in "Not booked", "my
 * plan" read as "plan", a list's rows counted as the one item its noun names, "the second instalment" read as the
 * second row beside a row of that name, a site menu's link taken for a wizard's Continue or for a target whose other
 * words it does not hold, and an amount read in another sentence than the one that names the subject.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { containsPhrase } from '../../runner-image/src/ai/rules/text-match';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

/** A booking dialog with its choices (`fields`) and a Confirm booking button. */
const bookingDialog = (fields: ObservedElement[]) => [
  el('d', 'dialog', 'Book Aquafit, 10:00–10:45'),
  el('dh', 'heading', 'Book Aquafit, 10:00–10:45', { parent: 'd', hints: { level: 2 } }),
  ...fields,
  el('no', 'button', 'Cancel', { parent: 'd' }),
  el('go', 'button', 'Confirm booking', { parent: 'd' }),
];

describe('rules planner: the twenty-fifth set', () => {
  it("confirms a task's dialog whose choices the page has made, never one that waits for an answer", () => {
    const answered = bookingDialog([
      el('g', 'group', "Who's swimming?", { parent: 'd' }),
      el('c1', 'checkbox', 'Nadia (you)', { parent: 'g', hints: { checked: true } }),
      el('c2', 'checkbox', 'Femi (junior member)', { parent: 'g', hints: { checked: false } }),
      el('s', 'combobox', 'Lane speed', {
        parent: 'd',
        hints: { value: 'Medium', options: ['Slow', 'Medium', 'Fast'] },
      }),
    ]);
    expect(planAct('confirm the book if asked', pageOf(answered))).toMatchObject({
      operations: [{ op: 'click', ref: 'go' }],
    });
    const unanswered = bookingDialog([
      el('t', 'textbox', 'Name of the swimmer', { parent: 'd', hints: { value: '' } }),
      el('r1', 'radio', 'Morning', { parent: 'd', hints: { checked: false } }),
    ]);
    expect(planAct('confirm the book if asked', pageOf(unanswered))).toMatchObject({ operations: [] });
    const unchosen = bookingDialog([
      el('rg', 'radiogroup', 'Session', { parent: 'd' }),
      el('r1', 'radio', 'Morning', { parent: 'rg', hints: { checked: false } }),
      el('r2', 'radio', 'Evening', { parent: 'rg', hints: { checked: false } }),
    ]);
    expect(planAct('confirm the book if asked', pageOf(unchosen))).toMatchObject({ operations: [] });
  });

  it('reads "a toast says" on a live message, never on a dialog\'s title', async () => {
    const dialog = bookingDialog([]);
    expect(await passes('A toast says Aquafit is booked', dialog)).toBe(false);
    const toast = [...dialog, el('t', 'status', '', { hints: { text: 'Booked: Aquafit at 10:00 on 14 April' } })];
    expect(await passes('A toast says Aquafit is booked', toast)).toBe(true);
  });

  it('never reads what was done in what is still to do', async () => {
    const told = (text: string) => [el('t', 'status', '', { hints: { text } })];
    const missing = told("We don't have an email address for Edith Marlow. Add one with Edit to send a reminder.");
    expect(await passes('A toast says a reminder was sent to Edith Marlow', missing)).toBe(false);
    expect(
      await passes('A toast says a reminder was sent to Edith Marlow', told('Reminder sent to Edith Marlow')),
    ).toBe(true);
    const budget = [
      el('b', 'generic', '', { hints: { ident: 'budget meter' } }),
      el('bh', 'heading', 'Budget', { parent: 'b', hints: { level: 2 } }),
      el('p1', 'paragraph', '', { parent: 'b', hints: { text: '£13,490 spent of £32,000' } }),
      el('p2', 'paragraph', '', { parent: 'b', hints: { text: '£18,510 left to spend' } }),
    ];
    expect(await passes('The budget says £18,510 has been spent', budget)).toBe(false);
    expect(await passes('The budget says £13,490 has been spent', budget)).toBe(true);
    expect(await passes('A toast says £20 has been added to my wallet', told('Added £20 to your wallet'))).toBe(true);
    // The word of what was done, before the number or after it, never the word of another number.
    const approved = told("Approved Ben Ortiz's claim (£96.00)");
    expect(await passes("A toast says Ben Ortiz's claim (£96.00) was approved", approved)).toBe(true);
    expect(await passes('A toast says £50 was refunded', told('Refunded £10 of £50 received'))).toBe(false);
    expect(await passes('A toast says £42.18 was received', told('Payment of £42.18 received. Thank you.'))).toBe(true);
    // What can or cannot be done to a number's thing is said after it in any words.
    const refused = [
      el('a', 'alert', '', {
        hints: { text: "SMS-40377 starts in less than 14 days, so it can't be cancelled online.", ident: 'err' },
      }),
    ];
    expect(await passes("An error says SMS-40377 can't be cancelled online", refused)).toBe(true);
  });

  it('never reads a state in words that deny it', async () => {
    expect(containsPhrase('Wedding cars · Not booked', 'booked')).toBe(false);
    expect(containsPhrase('Florist · can not be booked online', 'booked online')).toBe(false);
    expect(containsPhrase('Florist · Booked', 'booked')).toBe(true);
    expect(containsPhrase('Room no 5', '5')).toBe(true);
    const supplier = (tag: string) => [
      el('a', 'article', ''),
      el('h', 'heading', 'Vintage Voyages', { parent: 'a', hints: { level: 3 } }),
      el('t', 'generic', '', { parent: 'a', hints: { text: tag } }),
      el('m', 'button', 'Message', { parent: 'a' }),
    ];
    expect(await passes('Vintage Voyages is booked', supplier('Not booked'))).toBe(false);
    expect(await passes('Vintage Voyages is booked', supplier('Booked'))).toBe(true);
  });

  it('reads "my plan" on a plan the page says is mine', async () => {
    const plan = (ref: string, name: string, mine: boolean) => [
      el(ref, 'article', '', { parent: 'l' }),
      el(`${ref}h`, 'heading', name, { parent: ref, hints: { level: 3 } }),
      el(`${ref}p`, 'paragraph', '', { parent: ref, hints: { text: mine ? 'Your plan' : '£58 a month' } }),
      el(`${ref}b`, 'link', 'Choose plan', { parent: ref }),
    ];
    const plans = [el('l', 'list', 'Plans'), ...plan('a', 'Anytime Swim', true), ...plan('b', 'Family Swim', false)];
    expect(await passes('Family Swim is marked as my plan', plans)).toBe(false);
    expect(await passes('Anytime Swim is marked as my plan', plans)).toBe(true);
  });

  it("never counts a list's rows as the one item its noun names", async () => {
    const row = (i: number, item: string, qty: string) => [
      el(`r${i}`, 'row', '', { parent: 'rg' }),
      el(`r${i}a`, 'rowheader', item, { parent: `r${i}` }),
      el(`r${i}b`, 'cell', qty, { parent: `r${i}` }),
    ];
    const names = ['Fridge freezer', 'Dining table', 'Dining chairs', 'Sofa', 'Bed', 'Desk', 'Lamp', 'Rug'];
    const inventory = [el('t', 'table', ''), el('rg', 'rowgroup', '', { parent: 't' })].concat(
      names.flatMap((n, i) => row(i, n, n === 'Dining chairs' ? '4' : '1')),
    );
    expect(await passes('There are 8 dining chairs', inventory)).toBe(false);
    expect(await passes('There are 8 items', inventory)).toBe(true);
  });

  it('reads "the second instalment" as the row of that name when there is one', () => {
    const row = (i: number, name: string, control: string | null) => [
      el(`r${i}`, 'row', '', { parent: 'rg' }),
      el(`r${i}a`, 'rowheader', name, { parent: `r${i}` }),
      el(`r${i}b`, 'cell', '', { parent: `r${i}` }),
      ...(control ? [el(`r${i}c`, 'button', control, { parent: `r${i}b` })] : []),
    ];
    const payments = [
      el('t', 'table', 'Payments'),
      el('rg', 'rowgroup', '', { parent: 't' }),
      ...row(1, 'Booking deposit', 'Receipt'),
      ...row(2, 'Catering deposit', 'Receipt'),
      ...row(3, 'Second instalment', 'Set reminder'),
    ];
    expect(planAct('Open the receipt for the second instalment', pageOf(payments))).not.toMatchObject({
      operations: [{ op: 'click', ref: 'r2c' }],
    });
    expect(planAct('Open the receipt for the second deposit', pageOf(payments))).toMatchObject({
      operations: [{ op: 'click', ref: 'r2c' }],
    });
  });

  it("goes on with a wizard's Continue, not the site menu's link of that name", () => {
    const wizard = [
      el('n', 'navigation', 'Main'),
      el('q', 'link', 'Get a quote', { parent: 'n' }),
      el('m', 'link', 'Manage my move', { parent: 'n' }),
      el('f', 'main', ''),
      el('h', 'heading', 'Step 3 of 4: Moving date', { parent: 'f', hints: { level: 2 } }),
      el('back', 'button', 'Back', { parent: 'f' }),
      el('next', 'button', 'Continue', { parent: 'f' }),
    ];
    expect(planAct('Continue to the quote', pageOf(wizard))).toMatchObject({
      operations: [{ op: 'click', ref: 'next' }],
    });
    expect(planAct('Go to the quote page', pageOf(wizard))).toMatchObject({
      operations: [{ op: 'click', ref: 'q' }],
    });
  });

  it('reads an amount in the sentence that names the subject, not the next one', async () => {
    const faq = [
      el('b', 'button', 'Is there a joining fee?', { hints: { expanded: true } }),
      el('p', 'paragraph', '', {
        hints: { text: "No joining fee when you join online before 30 April 2027. At reception it's £20." },
      }),
    ];
    expect(await passes('Joining online costs £20', faq)).toBe(false);
    expect(await passes('Joining at reception costs £20', faq)).toBe(true);
    // A text its page names otherwise (here by its identity) says the value in any of its sentences.
    const status = [
      el('f', 'generic', '', { hints: { ident: 'check' } }),
      el('h', 'heading', 'Application status', { parent: 'f', hints: { level: 2 } }),
      el('s', 'status', '', {
        parent: 'f',
        hints: {
          ident: 'cs result',
          text: 'VE-2028-4471 (Marc Moreau): Approved on 2 May 2028. Valid from 1 Jun 2028.',
        },
      }),
    ];
    expect(await passes('The status result says Approved on 2 May 2028', status)).toBe(true);
    expect(await passes('The status result says Approved on 3 May 2028', status)).toBe(false);
  });

  it("never takes the site menu's link for a target whose other words only the page around the menu says", () => {
    const timetable = [
      el('r', 'generic', ''),
      el('b', 'banner', '', { parent: 'r' }),
      el('n', 'navigation', 'Main', { parent: 'b' }),
      el('t', 'link', 'Timetable', { parent: 'n' }),
      el('m', 'main', '', { parent: 'r' }),
      el('s', 'strong', '', { parent: 'm', hints: { text: 'Learner pool closed on Saturday 17 April' } }),
      el('d', 'textbox', 'Day', { parent: 'm', hints: { inputType: 'date', value: '2027-04-14' } }),
      el('l', 'strong', '', { parent: 'm', hints: { text: 'Wednesday 14 April 2027' } }),
    ];
    expect(planAct('Show the timetable for Saturday 17 April 2027', pageOf(timetable))).not.toMatchObject({
      operations: [{ op: 'click', ref: 't' }],
    });
    expect(planAct('Open the timetable', pageOf(timetable))).toMatchObject({
      operations: [{ op: 'click', ref: 't' }],
    });
  });
});
