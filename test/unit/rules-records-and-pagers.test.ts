/**
 * Readings general to apps of records and lists: a claim about a table's record answered by a cell of its row, "in
 * the dialog" for the open dialog whatever its name, a page of a pager with only Previous and Next reached step by
 * step, a switch named in other forms of its words, and "the terms box" as the checkbox of the terms. Pure:
 * observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('a claim about a record of a table', () => {
  const row = (id: string, code: string, name: string, places: string, status: string) => [
    el(id, 'row', '', { parent: 'body' }),
    el(`${id}h`, 'rowheader', code, { parent: id }),
    el(`${id}n`, 'cell', name, { parent: id }),
    el(`${id}p`, 'cell', places, { parent: id }),
    el(`${id}s`, 'cell', status, { parent: id }),
  ];
  const modules = pageOf([
    el('t', 'table', 'Modules'),
    el('hr', 'row', '', { parent: 't' }),
    el('c1', 'columnheader', 'Code', { parent: 'hr' }),
    el('c2', 'columnheader', 'Module', { parent: 'hr' }),
    el('c3', 'columnheader', 'Places', { parent: 'hr' }),
    el('c4', 'columnheader', 'Status', { parent: 'hr' }),
    el('body', 'rowgroup', '', { parent: 't' }),
    ...row('r1', 'CS2075', 'Web Development', '0', 'Full'),
    ...row('r2', 'CS2090', 'Databases', '4', 'Open'),
  ]);

  it('holds on a cell of its row that says it', async () => {
    expect(await passes(modules, 'Web Development is full')).toBe(true);
    expect(await passes(modules, 'CS2090 is open')).toBe(true);
  });

  it('does not hold on a cell of another row', async () => {
    expect(await passes(modules, 'Databases is full')).toBe(false);
    expect(await passes(modules, 'CS2075 is open')).not.toBe(true);
  });

  it('does not hold when negated and the row says it', async () => {
    expect(await passes(modules, 'CS2090 is not open')).toBe(false);
  });
});

describe('"in the dialog"', () => {
  const page = pageOf([
    el('m', 'main', ''),
    el('k', 'button', 'Keep permit', { parent: 'm' }),
    el('d', 'alertdialog', 'Cancel permit PRM-4410?'),
    el('dk', 'button', 'Keep permit', { parent: 'd' }),
    el('dc', 'button', 'Cancel permit', { parent: 'd' }),
  ]);

  it('is the open dialog, whatever its name', async () => {
    expect(await refs(page, 'In the dialog, click "Keep permit"')).toEqual(['dk']);
    expect(await refs(page, 'In the confirmation, press Keep permit')).toEqual(['dk']);
  });
});

describe('a page of a pager with only Previous and Next', () => {
  const pager = (current: number, total: number) =>
    pageOf([
      el('n', 'navigation', 'Pages'),
      el('p', 'button', 'Previous', { parent: 'n', ...(current === 1 ? { hints: { disabled: true } } : {}) }),
      el('t', 'generic', '', { parent: 'n', hints: { text: `Page ${current} of ${total}` } }),
      el('x', 'button', 'Next', { parent: 'n', ...(current === total ? { hints: { disabled: true } } : {}) }),
    ]);

  it('is reached a step at a time, the rest planned on the page each step leads to', async () => {
    const plan = await act(pager(1, 3), 'Show page 3');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'x' }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('go to page 3');
    const last = await act(pager(2, 3), 'go to page 3');
    expect(operations(last)).toEqual([{ op: 'click', ref: 'x' }]);
    expect('rest' in last ? last.rest : undefined).toBeUndefined();
  });

  it('knows the first and the last page', async () => {
    expect(await refs(pager(1, 3), 'Open the last page of modules')).toEqual(['x']);
    expect(await refs(pager(2, 3), 'Go back to the first page')).toEqual(['p']);
  });

  it('fails for a page past the last', async () => {
    expect(await refs(pager(1, 2), 'Show page 3')).toBeNull();
  });
});

describe('a control named in other forms of its words', () => {
  const page = pageOf([
    el('e', 'switch', 'EV charging only', { hints: { checked: false } }),
    el('r', 'switch', 'Renew automatically', { hints: { checked: false } }),
    el('a', 'checkbox', 'I agree to the parking terms', { hints: { checked: false } }),
  ]);

  it('is found by "automatic renewal"', async () => {
    expect(operations(await act(page, 'switch on automatic renewal'))).toEqual([
      { op: 'check', ref: 'r', checked: true },
    ]);
  });

  it('is found by "the terms box"', async () => {
    expect(operations(await act(page, 'Tick the terms box'))).toEqual([{ op: 'check', ref: 'a', checked: true }]);
  });
});

describe("an action in the page's one closed menu", () => {
  const page = (more: 'page' | 'rows') =>
    pageOf([
      el('tb', 'toolbar', ''),
      ...(more === 'page' ? [el('m', 'button', 'More', { parent: 'tb', hints: { expanded: false } })] : []),
      el('t', 'table', 'Lines'),
      el('r1', 'row', '', { parent: 't' }),
      el('r1h', 'rowheader', 'SKU-1042', { parent: 'r1' }),
      ...(more === 'rows' ? [el('r1m', 'button', 'More', { parent: 'r1', hints: { expanded: false } })] : []),
      el('r1a', 'button', 'Recount', { parent: 'r1' }),
      el('r2', 'row', '', { parent: 't' }),
      el('r2h', 'rowheader', 'SKU-2210', { parent: 'r2' }),
      el('r2a', 'button', 'Recount', { parent: 'r2' }),
    ]);

  it('opens that menu and plans the step again on what it shows', async () => {
    const plan = await act(page('page'), 'Print the count sheet');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'm' }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('Print the count sheet');
  });

  it("never opens an item's own menu for it", async () => {
    expect(await refs(page('rows'), 'Print the count sheet')).toBeNull();
  });

  it('never opens it for an ambiguous step', async () => {
    expect(await refs(page('page'), 'Click Recount')).toBeNull();
  });
});

describe('one verb for two things', () => {
  const modules = pageOf([
    el('l', 'list', 'Modules'),
    ...['Statistics', 'Public History', 'Salt and Pepper'].flatMap((name, i) => [
      el(`i${i}`, 'listitem', '', { parent: 'l' }),
      el(`h${i}`, 'heading', name, { parent: `i${i}`, hints: { level: 3 } }),
      el(`b${i}`, 'button', 'Add', { parent: `i${i}` }),
    ]),
  ]);

  it('does it to each (the second planned on the page the first leaves)', async () => {
    const plan = await act(modules, 'Add Statistics and Public History');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'b0' }]);
    expect('rest' in plan ? plan.rest : undefined).toMatch(/, then Add Public History$/);
  });

  it('keeps a name that holds "and" whole', async () => {
    const plan = await act(modules, 'Add Salt and Pepper');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'b2' }]);
    expect('rest' in plan ? plan.rest : undefined).not.toMatch(/Pepper/);
  });

  it('fails when one of them is not there', async () => {
    expect(await refs(modules, 'Add Statistics and Film Music')).toBeNull();
  });
});

describe('an ordinal scope of two words', () => {
  const parks = pageOf([
    el('l', 'list', 'Car parks'),
    ...['Car park A', 'Car park B', 'Car park C'].flatMap((name, i) => [
      el(`i${i}`, 'listitem', '', { parent: 'l' }),
      el(`h${i}`, 'heading', name, { parent: `i${i}`, hints: { level: 3 } }),
      el(`b${i}`, 'button', 'Apply', { parent: `i${i}` }),
    ]),
  ]);

  it('is an item of the list ("the last car park")', async () => {
    expect(await refs(parks, 'click the apply button on the last car park')).toEqual(['b2']);
    expect(await refs(parks, 'click the apply button on the second car park')).toEqual(['b1']);
  });
});

describe('"shows a badge of 3"', () => {
  const tabs = pageOf([
    el('tl', 'tablist', ''),
    el('t1', 'tab', 'Permits', { parent: 'tl', hints: { selected: true } }),
    el('t2', 'tab', 'Penalty notices 3', { parent: 'tl', hints: { selected: false } }),
  ]);

  it('is the number it shows', async () => {
    expect(await passes(tabs, 'Penalty notices shows a badge of 3')).toBe(true);
    expect(await passes(tabs, 'Penalty notices shows a badge of 4')).toBe(false);
    expect(await passes(tabs, 'Permits shows a badge of 3')).toBe(false);
  });

  it("is never a neighbour's of the same kind", async () => {
    expect(await passes(tabs, 'Permits shows 3')).toBe(false);
    expect(await passes(tabs, 'the Permits tab shows 3')).toBe(false);
  });
});

describe('an amount shown as a price of each', () => {
  const summary = pageOf([
    el('t', 'table', 'Order summary'),
    el('r', 'row', '', { parent: 't' }),
    el('c1', 'cell', 'Booking fee (2 × £1.50)', { parent: 'r' }),
    el('c2', 'cell', '£3.00', { parent: 'r' }),
  ]);

  it('is not the whole ("The booking fee is £1.50" on "Booking fee (2 × £1.50)")', async () => {
    expect(await passes(summary, 'The booking fee is £1.50')).toBe(false);
  });
});

describe('a pager whose numbers are labelled "Page N", Previous and Next beside them', () => {
  const page = pageOf([
    el('n', 'navigation', 'Pages'),
    el('p', 'button', 'Previous', { parent: 'n', hints: { disabled: true } }),
    el('l', 'generic', '', { parent: 'n' }),
    el('p1', 'button', 'Page 1', { parent: 'l', hints: { text: '1', selected: true } }),
    el('p2', 'button', 'Page 2', { parent: 'l', hints: { text: '2' } }),
    el('p3', 'button', 'Page 3', { parent: 'l', hints: { text: '3' } }),
    el('x', 'button', 'Next', { parent: 'n' }),
  ]);

  it('has its pages, last and next', async () => {
    expect(await refs(page, 'Go to the last page')).toEqual(['p3']);
    expect(await refs(page, 'go to the next page of applications')).toEqual(['x']);
    expect(await refs(page, 'go to page 2')).toEqual(['p2']);
  });
});

describe('"X is at the Applied stage"', () => {
  const board = pageOf([
    el('t', 'table', 'Applications'),
    el('hr', 'row', '', { parent: 't' }),
    el('h1', 'columnheader', 'Company', { parent: 'hr' }),
    el('h2', 'columnheader', 'Stage', { parent: 'hr' }),
    el('r1', 'row', '', { parent: 't' }),
    el('r1c', 'rowheader', 'Lumen Maps', { parent: 'r1' }),
    el('r1s', 'cell', 'Applied', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 't' }),
    el('r2c', 'rowheader', 'Fernleaf Health', { parent: 'r2' }),
    el('r2s', 'cell', 'Offer', { parent: 'r2' }),
  ]);

  it('is the stage its row shows', async () => {
    expect(await passes(board, 'Lumen Maps is at the Applied stage')).toBe(true);
    expect(await passes(board, 'Fernleaf Health is at the Applied stage')).toBe(false);
  });
});

describe('links styled as buttons', () => {
  const events = pageOf([
    el('l', 'list', 'Events'),
    ...['Folk Night', 'Jazz on the Quay', 'Stand-up', 'Youth Orchestra'].flatMap((name, i) => [
      el(`c${i}`, 'article', '', { parent: 'l' }),
      el(`h${i}`, 'heading', name, { parent: `c${i}`, hints: { level: 3 } }),
      ...(i === 1
        ? [el(`b${i}`, 'button', 'Join waiting list', { parent: `c${i}` })]
        : [el(`b${i}`, 'link', 'Choose seats', { parent: `c${i}`, hints: { ident: 'button main' } })]),
    ]),
  ]);

  it('are the buttons a step counts ("the third Choose seats button" of three)', async () => {
    expect(await refs(events, 'click the third Choose seats button')).toEqual(['b3']);
    expect(await refs(events, 'click the first Choose seats button')).toEqual(['b0']);
  });
});

describe("an action in an item's menu whose button is called Manage", () => {
  const trips = pageOf([
    el('t', 'table', 'Upcoming'),
    ...['SMS-40512', 'SMS-40377'].flatMap((code, i) => [
      el(`r${i}`, 'row', '', { parent: 't' }),
      el(`h${i}`, 'rowheader', code, { parent: `r${i}` }),
      el(`c${i}`, 'cell', '', { parent: `r${i}` }),
      el(`m${i}`, 'button', 'Manage', { parent: `c${i}`, hints: { expanded: false } }),
    ]),
  ]);

  it("opens the item's Manage button and plans the step again", async () => {
    const plan = await act(trips, 'Download invoice for SMS-40377');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'm1' }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('Download invoice for SMS-40377');
  });
});

describe('held-out-15: claims that must not pass on other words', () => {
  const page = pageOf([
    el('l', 'link', 'Book a visit'),
    el('t', 'table', 'Expenses'),
    el('r', 'row', '', { parent: 't' }),
    el('c1', 'cell', 'Train GWR', { parent: 'r' }),
    el('c2', 'cell', 'Attached', { parent: 'r' }),
  ]);

  it('sees a quoted text only as written ("Visit booked" is not "Book a visit")', async () => {
    expect(await passes(page, 'I should see "Visit booked"')).toBe(false);
    expect(await passes(page, 'I should see "Book a visit"')).toBe(true);
  });

  it('does not take "the GWR receipt is missing" for the phrase missing when GWR is on the page', async () => {
    expect(await passes(page, 'The GWR receipt is missing')).toBe(false);
    expect(await passes(page, 'The Avanti receipt is missing')).toBe(true);
  });
});

describe('the first two of a list', () => {
  const animals = pageOf([
    el('l', 'list', 'Animals'),
    ...['Bramble', 'Otis', 'Juniper'].flatMap((name, i) => [
      el(`i${i}`, 'article', '', { parent: 'l' }),
      el(`h${i}`, 'heading', name, { parent: `i${i}`, hints: { level: 3 } }),
      el(`b${i}`, 'button', 'Save', { parent: `i${i}` }),
    ]),
  ]);

  it('is each of them, never one alone', async () => {
    expect(await refs(animals, 'save the first two animals')).toEqual(['b0', 'b1']);
    expect(await refs(animals, 'save the last two animals')).toBeNull();
  });
});

describe('amounts each given for something', () => {
  const box = pageOf([
    el('h', 'heading', 'Your box', { hints: { level: 2 } }),
    el('p', 'paragraph', '', { hints: { text: '£4.49 per serving · £26.94 a week', ident: 'weekly price' } }),
  ]);

  it('are told apart by what the claim says it is for', async () => {
    expect(await passes(box, 'The weekly price is £26.94')).toBe(true);
    expect(await passes(box, 'the weekly price is £4.49')).toBe(false);
  });
});
