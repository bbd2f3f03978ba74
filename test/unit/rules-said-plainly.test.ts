/**
 * Steps as people write them that the rules planner read wrongly or not at all: counts of ten or more "listed", a
 * field's own rule (read-only, required) and its own error, a term whose words are in bold, every box of a group, a
 * promo code applied, a link to the page shown beside the form's button, a value that names its dropdown, "the X
 * option", "the Car row", presses "with the form empty", items opened by who they are from, and a few ways of saying
 * a claim ("now costs", "I have 2 orders", "I am told", "is disabled now that ...").
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement, PageProbe } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { cleanAssertion, planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const verdict = async (claim: string, elements: ObservedElement[], extra: Pick<PageProbe, 'fieldRules'> = {}) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, { ...probeOf(page), ...extra });
  return 'pass' in v ? v.pass : undefined;
};

describe('rules planner: steps said plainly', () => {
  it('counts ten or more things "listed" as a count, not as one thing that appears', async () => {
    expect(cleanAssertion('12 courses are listed')).toBe('12 courses are listed');
    expect(cleanAssertion('Buy milk is listed')).toBe('Buy milk appears');
    const page = [el('m', 'main', ''), el('s', 'status', '', { parent: 'm', hints: { text: '12 courses' } })];
    expect(await verdict('12 courses are listed', page)).toBe(true);
    expect(await verdict('13 courses are listed', page)).toBe(false);
  });

  describe("a field's own rules", () => {
    const form = [
      el('f', 'textbox', 'Face value per ticket (£)'),
      el('p', 'textbox', 'Your price per ticket (£)'),
      el('e', 'textbox', 'Email'),
      el('g', 'textbox', 'Gift message', { hints: { disabled: true } }),
    ];
    const rules: Record<string, { readOnly: boolean; required: boolean }> = {
      f: { readOnly: true, required: false },
      p: { readOnly: false, required: false },
      e: { readOnly: false, required: true },
      g: { readOnly: false, required: false },
    };
    const probe: Pick<PageProbe, 'fieldRules'> = { fieldRules: async (ref: string) => rules[ref] ?? null };

    it('reads "read-only" as the field taking no typing', async () => {
      expect(await verdict('The face value field is read-only', form, probe)).toBe(true);
      expect(await verdict('The Your price per ticket field is read-only', form, probe)).toBe(false);
    });

    it('reads "required" as the field that must be filled, never as a greyed-out one', async () => {
      expect(await verdict('The Email field is required', form, probe)).toBe(true);
      expect(await verdict('The Gift message field is required', form, probe)).toBe(false);
      expect(await verdict('The Gift message field is not required', form, probe)).toBe(true);
    });

    it("cannot tell without the field's rules, and says so", async () => {
      expect(await verdict('The face value field is read-only', form)).toBe(false);
    });
  });

  describe("a field's own error", () => {
    const form = [
      el('a', 'generic', ''),
      el('al', 'generic', '', { parent: 'a', hints: { text: 'First name' } }),
      el('ae', 'paragraph', '', { parent: 'a', hints: { ident: 'first err', text: 'Enter your first name' } }),
      el('af', 'textbox', 'First name', { parent: 'a', hints: { value: '' } }),
      el('b', 'generic', ''),
      el('bl', 'generic', '', { parent: 'b', hints: { text: 'Cover start date' } }),
      el('bh', 'paragraph', '', { parent: 'b', hints: { ident: 'note', text: 'Cover can start today' } }),
      el('be', 'paragraph', '', {
        parent: 'b',
        hints: { ident: 'start err', text: 'Cover must start within 30 days' },
      }),
      el('bf', 'textbox', 'Cover start date', { parent: 'b', hints: { value: '2028-01-15' } }),
    ];

    it('reads the error beside the field, not its value', async () => {
      expect(await verdict('The First name field shows the error "Enter your first name"', form)).toBe(true);
      expect(await verdict('The Cover start date field shows the error "Enter your first name"', form)).toBe(false);
    });

    it('reads "the start date error says ..." as that field\'s error, never its hint', async () => {
      expect(await verdict('The start date error says cover must start within 30 days', form)).toBe(true);
      expect(await verdict('The start date error says cover can start today', form)).toBe(false);
    });

    it('reads "must" in the claim and on the page alike, and keeps a quotation whole', () => {
      expect(cleanAssertion('The error message should say the name must be filled')).toBe(
        'The error message says the name is filled',
      );
      expect(cleanAssertion('The results should say "3 books found"')).toBe('The results says "3 books found"');
    });
  });

  it('answers a term in bold by its definition', async () => {
    const totals = [
      el('d', 'generic', ''),
      el('t', 'term', '', { parent: 'd' }),
      el('ts', 'strong', '', { parent: 't', hints: { text: 'Total' } }),
      el('v', 'definition', '', { parent: 'd' }),
      el('vs', 'strong', '', { parent: 'v', hints: { text: '£111.50' } }),
    ];
    expect(await verdict('The total is £111.50', totals)).toBe(true);
    expect(await verdict('The total is £101.00', totals)).toBe(false);
  });

  describe('every box of a group', () => {
    const extras = (checked: boolean) => [
      el('s', 'generic', ''),
      el('h', 'heading', 'Extras', { parent: 's', hints: { level: 1 } }),
      el('c1', 'checkbox', 'Breakdown cover', { parent: 's', hints: { checked: false } }),
      el('c2', 'checkbox', 'Key cover', { parent: 's', hints: { checked } }),
      el('o', 'checkbox', 'Email me offers', { hints: { checked: true } }),
    ];

    it('holds "none of the extras are ticked" only when none of them is', async () => {
      expect(await verdict('None of the extras are ticked', extras(false))).toBe(true);
      expect(await verdict('None of the extras are ticked', extras(true))).toBe(false);
      expect(await verdict('No extras are selected', extras(true))).toBe(false);
    });

    it('holds "all the extras are ticked" only when each is', async () => {
      expect(await verdict('All the extras are ticked', extras(true))).toBe(false);
    });
  });

  it('applies a promo code: typed into its field, then its own Apply', () => {
    const basket = pageOf([
      el('l', 'generic', ''),
      el('p', 'textbox', 'Promo code', { parent: 'l' }),
      el('a', 'button', 'Apply', { parent: 'l' }),
      el('c', 'button', 'Check out'),
    ]);
    expect(planAct('Apply the promo code FANFIRST', basket)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'p', text: 'FANFIRST' },
        { op: 'click', ref: 'a' },
      ],
    });
  });

  it("presses the form's Sign in, not the header's link to the page shown", () => {
    const signIn = pageOf([
      el('n', 'banner', ''),
      el('k', 'link', 'Sign in', { parent: 'n', hints: { url: '/sign-in' } }),
      el('t', 'textbox', 'Student number'),
      el('b', 'button', 'Sign in'),
    ]);
    const here = { ...signIn, url: 'http://app.test/sign-in' };
    expect(planAct('Click Sign in with the form empty', here)).toMatchObject({
      operations: [{ op: 'click', ref: 'b' }],
    });
    // Anywhere else, the link is a place to go: which one is meant is not said.
    expect(planAct('Click Sign in', signIn)).toMatchObject({ unsupported: expect.stringContaining('ambiguous') });
  });

  it('presses "Enrol and pay" as the one button of that name and its amount', () => {
    const enrol = pageOf([el('b', 'button', 'Enrol and pay £240.00'), el('r', 'button', 'Read the policy')]);
    expect(planAct('Click Enrol and pay without filling anything in', enrol)).toEqual(
      expect.objectContaining({ operations: [{ op: 'click', ref: 'b' }] }),
    );
    expect(planAct('Click Enrol and pay without filling anything in', enrol)).not.toHaveProperty('rest');
  });

  it('sets a dropdown the value names when the words of its name find nothing', () => {
    const car = pageOf([
      el('v', 'textbox', 'Estimated value of the car (£)'),
      el('m', 'combobox', 'Miles driven a year', {
        hints: { options: ['Choose…', 'Up to 5,000 miles', '8,001 to 12,000 miles'] },
      }),
    ]);
    expect(planAct('Set annual mileage to "8,001 to 12,000 miles"', car)).toMatchObject({
      operations: [{ op: 'select', ref: 'm', option: '8,001 to 12,000 miles' }],
    });
    expect(planAct('Set annual mileage to "Over 20,000 miles"', car)).toHaveProperty('unsupported');
  });

  it('reads "the French option" as the choice French', async () => {
    const languages = [
      el('s', 'radio', 'Spanish', { hints: { checked: false } }),
      el('f', 'radio', 'French (coming soon)', { hints: { checked: false, disabled: true } }),
    ];
    expect(await verdict('The French option is disabled', languages)).toBe(true);
    expect(await verdict('The Spanish option is disabled', languages)).toBe(false);
  });

  it('finds "Change in the Car row" in the row headed Car', () => {
    const row = (ref: string, head: string) => [
      el(ref, 'row', '', { parent: 'g' }),
      el(`${ref}h`, 'rowheader', head, { parent: ref }),
      el(`${ref}c`, 'cell', '', { parent: ref }),
      el(`${ref}b`, 'button', 'Change', { parent: `${ref}c` }),
    ];
    const summary = pageOf([
      el('t', 'table', 'Your quote'),
      el('g', 'rowgroup', '', { parent: 't' }),
      ...row('r1', 'Driver'),
      ...row('r2', 'Car'),
    ]);
    expect(planAct('Click Change in the Car row', summary)).toMatchObject({
      operations: [{ op: 'click', ref: 'r2b' }],
    });
  });

  it('opens a message by who it is from', () => {
    const inbox = pageOf([
      el('l', 'list', 'Messages'),
      el('i1', 'listitem', '', { parent: 'l' }),
      el('m1', 'button', 'Carmen Ruiz Homework for Wednesday', { parent: 'i1' }),
      el('i2', 'listitem', '', { parent: 'l' }),
      el('m2', 'button', 'Front desk Room change', { parent: 'i2' }),
    ]);
    expect(planAct('Open the message from Carmen Ruiz', inbox)).toMatchObject({
      operations: [{ op: 'click', ref: 'm1' }],
    });
    expect(planAct('Open the message from Accounts', inbox)).toHaveProperty('unsupported');
  });

  it('reads claims in their other words', () => {
    expect(cleanAssertion('Comprehensive now costs £541.20 a year')).toBe('Comprehensive costs £541.20 a year');
    expect(cleanAssertion('Add a driver is disabled now that there are 4 drivers')).toBe('Add a driver is disabled');
    expect(cleanAssertion('£100 is selected as the voluntary excess')).toBe('£100 is selected as the voluntary excess');
    expect(cleanAssertion('I have 2 upcoming orders')).toBe('2 upcoming orders are shown');
    expect(cleanAssertion('I am told I must be 17 or older')).toBe('a message says I is 17 or older');
  });

  it('takes the title of a card whose heading holds only its link', async () => {
    const card = (ref: string, title: string) => [
      el(ref, 'article', '', { parent: 'c' }),
      el(`${ref}h`, 'heading', '', { parent: ref, hints: { level: 3 } }),
      el(`${ref}l`, 'link', title, { parent: `${ref}h` }),
    ];
    const events = [
      el('m', 'main', ''),
      el('c', 'generic', '', { parent: 'm' }),
      ...card('a', 'Harbour City FC v Northgate Rovers'),
      ...card('b', 'Les Misérables'),
    ];
    expect(await verdict('The first event listed is Harbour City FC v Northgate Rovers', events)).toBe(true);
    expect(await verdict('The first event listed is Les Misérables', events)).toBe(false);
  });

  it('reads an empty basket under its heading', async () => {
    const empty = [
      el('m', 'main', ''),
      el('h', 'heading', 'Your basket', { parent: 'm', hints: { level: 1 } }),
      el('p', 'paragraph', '', { parent: 'm', hints: { text: 'Your basket is empty.' } }),
    ];
    const full = [
      el('m', 'main', ''),
      el('h', 'heading', 'Your basket', { parent: 'm', hints: { level: 1 } }),
      el('p', 'paragraph', '', { parent: 'm', hints: { text: 'We are holding 3 tickets for you.' } }),
    ];
    expect(await verdict('My basket is empty', empty)).toBe(true);
    expect(await verdict('My basket is empty', full)).toBe(false);
  });

  it('counts under a heading that names a level, not in the heading', async () => {
    const course = [
      el('a', 'article', ''),
      el('h', 'heading', 'French B2 Upper intermediate', { parent: 'a', hints: { level: 3 } }),
      el('p', 'paragraph', '', { parent: 'a', hints: { text: '£200 · 1 place left' } }),
    ];
    expect(await verdict('French B2 Upper intermediate has 1 place left', course)).toBe(true);
    expect(await verdict('French B2 Upper intermediate has 2 places left', course)).toBe(false);
  });
  it('signs in over two pages: the email and Continue, then the password on the page that asks for it', () => {
    const first = pageOf([
      el('e', 'textbox', 'Work email'),
      el('c', 'button', 'Continue'),
      el('o', 'button', 'Sign in with SSO'),
    ]);
    expect(planAct('Sign in as dana@brightfield.example with password Ledger!2027', first)).toEqual(
      expect.objectContaining({
        operations: [
          { op: 'fill', ref: 'e', text: 'dana@brightfield.example' },
          { op: 'click', ref: 'c' },
        ],
        rest: 'complete the sign-in with the password "Ledger!2027"',
      }),
    );
    const second = pageOf([
      el('p', 'textbox', 'Password', { hints: { inputType: 'password' } }),
      el('s', 'button', 'Sign in'),
    ]);
    expect(planAct('complete the sign-in with the password "Ledger!2027"', second)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'p', text: 'Ledger!2027' },
        { op: 'click', ref: 's' },
      ],
    });
    // A first page that did not open the password page: the step fails there, never types the password elsewhere.
    expect(planAct('complete the sign-in with the password "Ledger!2027"', first)).toHaveProperty('unsupported');
  });

  it('selects all by the box that says so, and filters by a dropdown named before its value', () => {
    const invoices = pageOf([
      el('s', 'combobox', 'Supplier', {
        hints: { options: ['All suppliers', 'Apex Office Supplies', 'Kestrel Logistics'] },
      }),
      el('a', 'checkbox', 'Select all on this page', { hints: { checked: false } }),
      el('r', 'checkbox', 'Select INV-1048', { hints: { checked: false } }),
    ]);
    expect(planAct('Select every invoice on this page', invoices)).toMatchObject({
      operations: [{ op: 'check', ref: 'a', checked: true }],
    });
    expect(planAct('Filter by supplier Kestrel Logistics', invoices)).toMatchObject({
      operations: [{ op: 'select', ref: 's', option: 'Kestrel Logistics' }],
    });
    expect(planAct('Filter by supplier Northgate Print', invoices)).toHaveProperty('unsupported');
  });

  it('reads the best rating as the highest-rated item, with its rating', async () => {
    const card = (ref: string, name: string, rating: string) => [
      el(ref, 'article', '', { parent: 'l' }),
      el(`${ref}h`, 'heading', name, { parent: ref, hints: { level: 3 } }),
      el(`${ref}r`, 'generic', '', { parent: ref, hints: { text: `★ ${rating}` } }),
    ];
    const pitches = [
      el('l', 'list', 'Pitches'),
      ...card('a', 'Heron Cabin', '4.9'),
      ...card('b', 'Woodland Glade', '4.6'),
    ];
    expect(await verdict('Heron Cabin has the best rating on the page, 4.9', pitches)).toBe(true);
    expect(await verdict('Heron Cabin has the best rating on the page, 4.7', pitches)).toBe(false);
    expect(await verdict('Woodland Glade has the best rating', pitches)).toBe(false);
  });

  it('reads "one of the errors asks", "the page title becomes" and "without a rating"', () => {
    expect(cleanAssertion('One of the errors asks me to agree to the site rules')).toBe(
      'an error says agree to the site rules',
    );
    expect(cleanAssertion('The page title becomes "Booked"')).toBe('the page title is "Booked"');
    const review = pageOf([el('p', 'button', 'Post review'), el('s', 'radio', '5 stars')]);
    expect(planAct('Click Post review without a rating', review)).toMatchObject({
      operations: [{ op: 'click', ref: 'p' }],
    });
  });
});
