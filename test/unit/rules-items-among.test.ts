/**
 * An item counted among its like in a holder that says nothing of it ("Save the last recipe on the page", "Open the
 * second application in the table", "Save the third result to my list"). Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, refs } from '../support/rules-steps';

const recipes = ['Lemon roast chicken', 'Vegan chilli', 'Mushroom risotto'];
const page = pageOf([
  el('h', 'heading', 'Recipes', { hints: { level: 1 } }),
  el('list', 'list', ''),
  ...recipes.flatMap((name, i) => [
    el(`li${i}`, 'listitem', `${name} 30 min`, { parent: 'list' }),
    el(`t${i}`, 'link', name, { parent: `li${i}` }),
    el(`s${i}`, 'button', 'Save', { parent: `li${i}` }),
  ]),
  el('nav', 'navigation', ''),
  el('n1', 'link', 'Home', { parent: 'nav' }),
]);

describe('an item counted in the list, the table, on the page', () => {
  it.each([
    ['Save the last recipe on the page', 's2'],
    ['Save the second recipe in the list', 's1'],
    ['Save the first recipe to my list', 's0'],
    ['Save the last recipe', 's2'],
  ])('%s', async (step, ref) => {
    expect(await refs(page, step)).toEqual([ref]);
  });

  it('still fails an item the page does not have that many of', async () => {
    expect(await refs(page, 'Save the fourth recipe in the list')).toBeNull();
  });

  it('still fails a control no item has', async () => {
    expect(await refs(page, 'Delete the last recipe in the list')).toBeNull();
  });
});

describe('opening an item named by its kind', () => {
  const claims = pageOf([
    el('t', 'table', 'Claims'),
    ...['EX-3108', 'EX-3109'].flatMap((code, i) => [
      el(`r${i}`, 'row', '', { parent: 't' }),
      el(`h${i}`, 'rowheader', code, { parent: `r${i}` }),
      el(`c${i}`, 'cell', '', { parent: `r${i}` }),
      el(`v${i}`, 'link', 'View', { parent: `c${i}`, hints: { url: `/claims/claim?id=${code}` } }),
    ]),
  ]);

  it("is the opening control in the item's row", async () => {
    expect(await refs(claims, 'Open claim EX-3109')).toEqual(['v1']);
    expect(await refs(claims, 'View claim EX-3108')).toEqual(['v0']);
  });

  it('is the link named after the item, without the noun of its kind', async () => {
    expect(await refs(page, 'Open the Vegan chilli recipe')).toEqual(['t1']);
  });

  it('fails an item the page does not have', async () => {
    expect(await refs(claims, 'Open claim EX-9999')).toBeNull();
  });
});

describe("an item's menu drawn outside the item", () => {
  const bookings = (open: boolean) =>
    pageOf([
      el('t', 'table', 'Bookings'),
      ...['HW-2047', 'HW-2052'].flatMap((code, i) => [
        el(`r${i}`, 'row', '', { parent: 't' }),
        el(`h${i}`, 'rowheader', code, { parent: `r${i}` }),
        el(`c${i}`, 'cell', '', { parent: `r${i}` }),
        el(`m${i}`, 'button', 'More actions', { parent: `c${i}`, hints: { expanded: open && i === 0 } }),
      ]),
      ...(open
        ? [
            el('menu', 'menu', ''),
            el('i1', 'menuitem', 'Reschedule', { parent: 'menu' }),
            el('i2', 'menuitem', 'Cancel booking', { parent: 'menu' }),
          ]
        : []),
    ]);

  it("is the open menu's item once the item's menu is open", async () => {
    expect(await refs(bookings(true), 'Cancel booking HW-2047')).toEqual(['i2']);
  });

  it("is not when the open menu is another item's", async () => {
    expect(await refs(bookings(true), 'Cancel booking HW-2052')).not.toEqual(['i2']);
  });
});

describe('a code named on a card and in a table', () => {
  const account = pageOf([
    ...['B-114', 'A-022'].flatMap((code, i) => [
      el(`card${i}`, 'article', ''),
      el(`h${i}`, 'heading', `Unit ${code}`, { parent: `card${i}`, hints: { level: 2 } }),
      el(`pay${i}`, 'button', 'Pay now', { parent: `card${i}` }),
    ]),
    el('t', 'table', 'Invoices'),
    ...['B-114', 'A-022'].flatMap((code, i) => [
      el(`r${i}`, 'row', '', { parent: 't' }),
      el(`c${i}`, 'cell', code, { parent: `r${i}` }),
      el(`d${i}`, 'link', 'Download', { parent: `r${i}` }),
    ]),
  ]);

  it('is the card that holds what the step asks for, when the rows of the code hold none', async () => {
    expect(await refs(account, 'Click Pay now for B-114')).toEqual(['pay0']);
    expect(await refs(account, 'Click Download for A-022')).toEqual(['d1']);
  });

  it('still fails a control neither holds', async () => {
    expect(await refs(account, 'Click Give notice for B-114')).toBeNull();
  });
});

describe('a selected tab named as a place', () => {
  const desks = pageOf([
    el('tl', 'tablist', 'Floor'),
    el('t2', 'tab', 'Floor 2 – Quiet zone', { parent: 'tl', hints: { selected: true } }),
    el('t3', 'tab', 'Floor 3 – Social zone', { parent: 'tl' }),
    el('p', 'tabpanel', 'Floor 2 – Quiet zone'),
    el('d1', 'button', 'Desk 2A, window', { parent: 'p' }),
    el('d2', 'button', 'Desk 2E, standing desk', { parent: 'p' }),
  ]);

  it('is its panel, once', async () => {
    expect(await refs(desks, 'Choose the standing desk in the Quiet zone')).toEqual(['d2']);
  });
});

describe('filters named by their value', () => {
  const homework = pageOf([
    el('subject', 'combobox', 'Subject', {
      hints: { inputType: 'select', value: 'All subjects', options: ['All subjects', 'Maths', 'English'] },
    }),
    el('prio', 'combobox', 'Priority', {
      hints: { inputType: 'select', value: 'Any', options: ['Any', 'Urgent', 'High'] },
    }),
    el('type', 'button', 'Class type: All classes ▾', { hints: { expanded: false } }),
  ]);

  it('is the one dropdown that offers the value', async () => {
    expect(operations(await act(homework, 'filter the homework by Maths'))).toEqual([
      { op: 'select', ref: 'subject', option: 'Maths' },
    ]);
  });

  it('takes the facet after the value, misspelt, or before a quoted value', async () => {
    expect(operations(await act(homework, 'filter by urgent priorty'))).toEqual([
      { op: 'select', ref: 'prio', option: 'Urgent' },
    ]);
    expect(operations(await act(homework, 'Filter the schedule by class type "Yoga"'))).toEqual([
      { op: 'select', ref: 'type', option: 'Yoga' },
    ]);
  });

  it('still fails a value nothing offers', async () => {
    expect(await refs(homework, 'filter the homework by Geography')).toBeNull();
  });
});
