/**
 * Readings the twentieth held-out set's failures asked for, each with a page where it holds and one where it must not:
 * a toggle button "pressed", the open dialog's title, a label that says the words in a row among labels that hold them
 * apart, a row's value under the column its words name, and a claim in the past tense.
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
  return 'pass' in v ? v.pass : null;
};

describe('rules planner: the twentieth set', () => {
  it('reads "pressed" of a toggle button as pressed', async () => {
    const slots = [
      el('s1', 'button', '10:00', { hints: { selected: true } }),
      el('s2', 'button', '10:20', { hints: { selected: false } }),
    ];
    expect(await passes('The 10:00 slot is pressed', slots)).toBe(true);
    expect(await passes('The 10:20 slot is pressed', slots)).toBe(false);
    expect(await passes('The 10:20 slot is unpressed', slots)).toBe(true);
  });

  it("reads the dialog title from the open dialog's heading", async () => {
    const dialog = (title: string) => [
      el('h0', 'heading', 'Catalogue', { hints: { level: 1 } }),
      el('d', 'dialog', ''),
      el('h1', 'heading', title, { parent: 'd', hints: { level: 2 } }),
    ];
    expect(await passes('The dialog title is "Reserve Hedge trimmer"', dialog('Reserve Hedge trimmer'))).toBe(true);
    expect(await passes('The dialog title is "Reserve Hedge trimmer"', dialog('Reserve Lawn scarifier'))).toBe(false);
    expect(await passes('The dialog title is "Catalogue"', [el('h0', 'heading', 'Catalogue')])).toBe(false);
  });

  it('takes the label that says the words in a row over labels that hold them apart', () => {
    const radios = pageOf([
      el('g', 'group', 'Connector'),
      el('r2', 'radio', 'Connector 2 · CCS · 50 kW', { parent: 'g', hints: { checked: false } }),
      el('r3', 'radio', 'Connector 3 · Type 2 · 7 kW', { parent: 'g', hints: { checked: false } }),
      el('r4', 'radio', 'Connector 4 · Type 2 · 7 kW', { parent: 'g', hints: { checked: false } }),
    ]);
    expect(planAct('Choose connector 2', radios)).toMatchObject({ operations: [{ ref: 'r2' }] });
    // "Type 2" says the words in a row in two labels: which one is not for the planner to guess.
    expect('unsupported' in planAct('Choose the Type 2 connector', radios)).toBe(true);
  });

  it("reads a row's value under the column its first words name, in the present or the past", async () => {
    const loans = [
      el('t', 'table', 'Loans'),
      el('h', 'row', '', { parent: 't' }),
      el('c1', 'columnheader', 'Tool', { parent: 'h' }),
      el('c2', 'columnheader', 'Borrowed', { parent: 'h' }),
      el('c3', 'columnheader', 'Due back', { parent: 'h' }),
      el('r', 'row', '', { parent: 't' }),
      el('x1', 'rowheader', 'Cordless drill', { parent: 'r' }),
      el('x2', 'cell', 'Fri 11 Jun', { parent: 'r' }),
      el('x3', 'cell', 'Fri 18 Jun', { parent: 'r' }),
    ];
    expect(await passes('The Cordless drill is due back on Fri 18 Jun', loans)).toBe(true);
    expect(await passes('The Cordless drill is due back on Fri 11 Jun', loans)).toBe(false);
    expect(await passes('The Cordless drill was borrowed on Fri 11 Jun', loans)).toBe(true);
    expect(await passes('The Cordless drill was borrowed on Fri 18 Jun', loans)).toBe(false);
  });

  it('gets what an item offers with the control named by what is got, in that item only', () => {
    const history = pageOf([
      el('t', 'table', 'Donations'),
      ...[
        ['Wed 3 Mar 2027', 'c1'],
        ['Tue 10 Nov 2026', 'c2'],
      ].flatMap(([date, ref], i) => [
        el(`r${i}`, 'row', '', { parent: 't' }),
        el(`h${i}`, 'rowheader', date as string, { parent: `r${i}` }),
        el(`d${i}`, 'button', 'Details', { parent: `r${i}` }),
        el(ref as string, 'button', 'Certificate', { parent: `r${i}` }),
      ]),
    ]);
    expect(planAct('Download the certificate for 3 March 2027', history)).toMatchObject({
      operations: [{ op: 'click', ref: 'c1' }],
    });
    expect('unsupported' in planAct('Download the certificate for 4 March 2027', history)).toBe(true);
    expect('unsupported' in planAct('Get the receipt for 3 March 2027', history)).toBe(true);
  });

  it('types a date into its Day, Month and Year boxes, and signs in with several named fields', () => {
    const login = pageOf([
      el('f', 'generic', '', { hints: { ident: 'login' } }),
      el('n', 'textbox', 'Donor number, e.g. DN 1234 567', {
        parent: 'f',
        hints: { placeholder: 'Donor number, e.g. DN 1234 567', inputType: 'text' },
      }),
      el('s', 'textbox', 'Surname', { parent: 'f', hints: { label: 'Surname', inputType: 'text' } }),
      el('g', 'group', 'Date of birth', { parent: 'f' }),
      el('d', 'textbox', 'Day', { parent: 'g', hints: { label: 'Day', inputType: 'text' } }),
      el('m', 'textbox', 'Month', { parent: 'g', hints: { label: 'Month', inputType: 'text' } }),
      el('y', 'textbox', 'Year', { parent: 'g', hints: { label: 'Year', inputType: 'text' } }),
      el('b', 'button', 'Sign in', { parent: 'f' }),
    ]);
    const parts = [
      { op: 'fill', ref: 'd', text: '12' },
      { op: 'fill', ref: 'm', text: '8' },
      { op: 'fill', ref: 'y', text: '1991' },
    ];
    expect(planAct('Set the date of birth to 12 August 1991', login)).toMatchObject({ operations: parts });
    expect(planAct('Enter 12 August 1991 as the date of birth', login)).toMatchObject({ operations: parts });
    // Day and month could be either way round: never a guess.
    expect('unsupported' in planAct('Set the date of birth to 12/08/1991', login)).toBe(true);
    expect(
      planAct('Sign in with donor number DN 4471 208, surname Karim and date of birth 12 August 1991', login),
    ).toMatchObject({
      operations: [
        { op: 'fill', ref: 'n', text: 'DN 4471 208' },
        { op: 'fill', ref: 's', text: 'Karim' },
        ...parts,
        { op: 'click', ref: 'b' },
      ],
    });
    expect('unsupported' in planAct('Sign in with donor number DN 4471 208 and shoe size 9', login)).toBe(true);
  });

  it('rates "this" thing on the page with its one rating, whatever the step calls it', () => {
    const rating = (groups: string[]) =>
      pageOf(
        groups.flatMap((name, g) => [
          el(`g${g}`, 'radiogroup', name),
          ...[1, 2, 3, 4, 5].map((n) =>
            el(`s${g}${n}`, 'radio', `${n} stars`, { parent: `g${g}`, hints: { checked: false } }),
          ),
        ]),
      );
    expect(planAct('Rate this charger 4 stars', rating(['Rate your charge']))).toMatchObject({
      operations: [{ op: 'check', ref: 's04', checked: true }],
    });
    expect('unsupported' in planAct('Rate this charger 4 stars', rating(['Speed', 'Price']))).toBe(true);
  });

  it('turns a switch on or off by what it does, only when one shares clearly most of the words', () => {
    const prefs = (extra: ObservedElement[] = []) =>
      pageOf([
        el('w1', 'switch', 'Email me before a tool is due back', { hints: { checked: true, ident: 'sw due' } }),
        el('w2', 'switch', 'Tell me when O negative stocks are low', { hints: { checked: false, ident: 'sw stock' } }),
        el('w3', 'switch', 'Monthly newsletter', { hints: { checked: false } }),
        ...extra,
      ]);
    expect(planAct('Turn off the due date emails', prefs())).toMatchObject({
      operations: [{ op: 'check', ref: 'w1', checked: false }],
    });
    expect(planAct('Turn on the low stock alerts', prefs())).toMatchObject({
      operations: [{ op: 'check', ref: 'w2', checked: true }],
    });
    expect('unsupported' in planAct('Turn on email newsletters', prefs())).toBe(true);
    // Two switches as close: which one is not guessed.
    const two = prefs([el('w4', 'switch', 'Text me when stocks are low', { hints: { checked: false } })]);
    expect('unsupported' in planAct('Turn on the low stock alerts', two)).toBe(true);
  });

  it("goes back to the wizard's step before when the words name it, and nowhere else", () => {
    const wizard = pageOf([
      el('l', 'list', ''),
      el('s1', 'listitem', '', { parent: 'l', hints: { text: '1. Find a session' } }),
      el('s2', 'listitem', '', { parent: 'l', hints: { text: '2. Choose a time', selected: true } }),
      el('s3', 'listitem', '', { parent: 'l', hints: { text: '3. Health check' } }),
      el('b', 'button', 'Back'),
      el('c', 'button', 'Continue'),
    ]);
    expect(planAct('Go back to the sessions', wizard)).toMatchObject({ operations: [{ op: 'click', ref: 'b' }] });
    expect('unsupported' in planAct('Go back to the health check', wizard)).toBe(true);
  });
});
