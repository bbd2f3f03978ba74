/**
 * The false passes of the twelfth blind set's first scoring, each turned into the failure or the right element it
 * must be: "the minimum order is £5.00" on "Add £5.00 more to reach the £15.00 minimum", an offer's price for a while
 * taken for the price, an option nobody chose taken for a group's value, identical "#receipt" links taken for one,
 * "page 3" of two pages, "show page 2" clicking the "Page 1 of 2" text, "the Rate button in the second row" taken as
 * the second Rate button, a rating left unsent in its dialog, a postcode cut to its last part, and "to the tablet"
 * dropped from an add-on. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('amounts with words that change what they are', () => {
  const basket = pageOf([
    el('s', 'complementary', 'Your order'),
    el('t', 'strong', '', { parent: 's', hints: { ident: 'total', text: '£10.00' } }),
    el('n', 'paragraph', '', {
      parent: 's',
      hints: { ident: 'min note note', text: 'Add £5.00 more to reach the £15.00 minimum.' },
    }),
    el('b', 'button', 'Place order', { parent: 's', hints: { disabled: true } }),
  ]);
  const unit = pageOf([
    el('c', 'article', '', { hints: { ident: 'card unit' } }),
    el('h', 'heading', '50 sq ft', { parent: 'c', hints: { level: 3 } }),
    el('p', 'paragraph', '', { parent: 'c', hints: { text: '£96.00 a month' } }),
    el('o', 'paragraph', '', { parent: 'c', hints: { text: '£48.00 a month for your first 2 months' } }),
  ]);

  it('a shortfall is not the minimum', async () => {
    expect(await passes(basket, 'The minimum order is £5.00')).toBe(false);
  });

  it('an offer for a while is not the price, unless the claim says so', async () => {
    expect(await passes(unit, 'The 50 sq ft unit costs £48.00 a month')).toBe(false);
    expect(await passes(unit, 'The 50 sq ft unit costs £96.00 a month')).toBe(true);
  });
});

describe('a group of choices', () => {
  const cover = pageOf([
    el('g', 'group', 'Protection cover'),
    el('r1', 'radio', '£1,000 cover (£6.00 a month)', { parent: 'g', hints: { checked: false } }),
    el('r2', 'radio', '£2,500 cover (£12.00 a month)', { parent: 'g', hints: { checked: true } }),
    el('r3', 'radio', '£5,000 cover (£22.00 a month)', { parent: 'g', hints: { checked: false } }),
  ]);

  it('shows the choice made, not an option nobody chose', async () => {
    expect(await passes(cover, 'The cover costs £22.00 a month')).toBe(false);
    expect(await passes(cover, 'The cover costs £12.00 a month')).toBe(true);
  });
});

describe('links to a fragment in every row', () => {
  const rows = pageOf([
    el('t', 'table', 'Orders'),
    el('r1', 'row', '', { parent: 't' }),
    el('l1', 'link', 'Receipt', { parent: 'r1', hints: { url: '#receipt' } }),
    el('r2', 'row', '', { parent: 't' }),
    el('l2', 'link', 'Receipt', { parent: 'r2', hints: { url: '#receipt' } }),
  ]);

  it('are ambiguous (their scripts decide what each opens)', async () => {
    expect(await refs(rows, 'click receipt')).toBeNull();
  });
});

describe('a pager that says "Page X of Y"', () => {
  const pager = (current: number) =>
    pageOf([
      el('n', 'navigation', 'Past orders pages'),
      el('p', 'button', 'Previous', { parent: 'n', hints: { disabled: current === 1 } }),
      el('t', 'generic', '', { parent: 'n', hints: { text: `Page ${current} of 2` } }),
      el('x', 'button', 'Next', { parent: 'n', hints: { disabled: current === 2 } }),
    ]);

  it('has no page beyond its last', async () => {
    const plan = await act(pager(2), 'Go to page 3');
    expect('unsupported' in plan ? plan.unsupported : '').toContain('there is no page 3');
  });

  it('"show page 2" is its Next, never its text', async () => {
    expect(await refs(pager(1), 'show page 2')).toEqual(['x']);
  });
});

describe('a control in the nth row', () => {
  const orders = pageOf([
    el('t', 'table', 'Past orders'),
    el('b', 'rowgroup', '', { parent: 't' }),
    el('r1', 'row', '', { parent: 'b' }),
    el('c1', 'cell', 'SC-20311', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 'b' }),
    el('c2', 'cell', 'SC-20297', { parent: 'r2' }),
    el('a2', 'button', 'Rate', { parent: 'r2' }),
    el('r3', 'row', '', { parent: 'b' }),
    el('c3', 'cell', 'SC-20240', { parent: 'r3' }),
    el('a3', 'button', 'Rate', { parent: 'r3' }),
  ]);

  it('"Rate SC-20297 four stars" opens its rating and sends it; a step that says more leaves the sending to it', async () => {
    const alone = await act(orders, 'Rate SC-20297 four stars');
    expect(operations(alone)).toEqual([{ op: 'click', ref: 'a2' }]);
    expect('rest' in alone ? alone.rest : undefined).toBe('give four stars, then submit the rating if present');
    const more = await act(orders, 'Rate SC-20297 four stars with the comment "Crisp" and submit');
    expect('rest' in more ? more.rest : '').not.toContain('submit the rating');
  });

  it('is the one in that row of the table, not the nth of its kind', async () => {
    expect(await refs(orders, 'Click the Rate button in the second row')).toEqual(['a2']);
    expect(await refs(orders, 'Click the Rate button in the first row')).toBeNull();
  });
});

describe('a rating given in a dialog', () => {
  const dialog = pageOf([
    el('d', 'dialog', 'Rate order SC-20297'),
    el('g', 'radiogroup', 'Your rating', { parent: 'd' }),
    el('s3', 'radio', '3 stars', { parent: 'g', hints: { checked: false } }),
    el('s4', 'radio', '4 stars', { parent: 'g', hints: { checked: false } }),
    el('no', 'button', 'Not now', { parent: 'd' }),
    el('ok', 'button', 'Submit rating', { parent: 'd', hints: { disabled: true } }),
  ]);

  it("is sent with the dialog's own button once a star is chosen", async () => {
    const plan = await act(dialog, 'give four stars, then submit the rating if present');
    expect(operations(plan)).toEqual([{ op: 'check', ref: 's4', checked: true }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('submit the rating if present');
  });
});

describe('codes and destinations', () => {
  const coverage = pageOf([
    el('r', 'region', 'Coverage checker'),
    el('pc', 'textbox', 'Postcode', { parent: 'r', hints: { inputType: 'text', label: 'Postcode' } }),
    el('go', 'button', 'Check coverage', { parent: 'r' }),
  ]);
  const addons = pageOf([
    el('c', 'article', '', { hints: { ident: 'card addon' } }),
    el('h', 'heading', 'International Minutes', { parent: 'c', hints: { level: 3 } }),
    el('a', 'button', 'Add', { parent: 'c' }),
  ]);

  it('a postcode in two parts is typed whole', async () => {
    expect(operations(await act(coverage, 'Check coverage for LS6 3AX'))).toEqual([
      { op: 'fill', ref: 'pc', text: 'LS6 3AX' },
      { op: 'click', ref: 'go' },
    ]);
  });

  it('a code is typed into the only field only beside a control of its verb (never a promo code into a postcode)', async () => {
    expect(await refs(coverage, 'Apply promo code DRIVE10')).toBeNull();
  });

  it('an add-on added "to the tablet" chooses the tablet in what its Add opens', async () => {
    const plan = await act(addons, 'add International Minutes to the tablet');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'a' }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('choose the tablet, then confirm');
  });
});

describe('"Eventually" before a claim', () => {
  const page = pageOf([el('s', 'status', '', { hints: { text: 'Sorry, no addresses were found for LS99 9ZZ.' } })]);

  it('is a claim about the page once it is done, read like any other', async () => {
    expect(await passes(page, 'Eventually a message says no addresses were found for LS99 9ZZ')).toBe(true);
    expect(await passes(page, 'Eventually a message says no addresses were found for LS6 1AB')).toBe(false);
  });
});

describe('a wait for what the page is looking for', () => {
  const lookup = pageOf([
    el('g', 'group', 'Collection address'),
    el('f', 'button', 'Find address', { parent: 'g' }),
    el('n', 'status', '', { parent: 'g', hints: { text: 'Finding addresses…' } }),
  ]);

  it('waits until the page stops saying it is looking, never for the Find button already there', async () => {
    expect(operations(await act(lookup, 'Wait until the addresses have been found'))).toEqual([
      { op: 'wait_for', text: 'Finding addresses…', state: 'hidden' },
    ]);
  });
});

describe('a verb whose object is "it"', () => {
  const editor = pageOf([
    el('h', 'textbox', 'Headline', { hints: { inputType: 'text', label: 'Headline' } }),
    el('d', 'button', 'Save draft'),
    el('p', 'button', 'Publish'),
  ]);

  it('is the control named by the verb ("Publish it"), and nothing when no control starts with it', async () => {
    expect(await refs(editor, 'Publish it')).toEqual(['p']);
    expect(await refs(editor, 'Archive it')).toBeNull();
  });
});
