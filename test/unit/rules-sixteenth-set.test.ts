/**
 * Readings met in apps written by others (a class studio, a click-and-collect shop, a water company's account):
 * values a sentence gives to something else, and tasks whose last part the app never received. Pure: observations
 * are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('a value the sentence gives to something else', () => {
  const charges = pageOf([
    el('h2', 'heading', 'How we work out your bill', { hints: { level: 2 } }),
    el('how', 'paragraph', '', {
      hints: {
        text: 'We charge for the cubic metres your meter records, plus a daily standing charge of 6p for water and 5p for wastewater.',
      },
    }),
  ]);

  it('is not the value of the subject', async () => {
    expect(await passes(charges, 'The standing charge for water is 5p a day')).not.toBe(true);
  });

  it('is the value of what the sentence gives it to', async () => {
    expect(await passes(charges, 'The standing charge for water is 6p a day')).toBe(true);
    expect(await passes(charges, 'The standing charge for wastewater is 5p')).toBe(true);
  });
});

describe('a message written where it goes', () => {
  const studio = pageOf([
    el('h2', 'heading', 'Ask a coach', { hints: { level: 2 } }),
    el('box', 'generic', '', { hints: { ident: 'chat coach-chat' } }),
    el('ask', 'textbox', 'Your question', { parent: 'box', hints: { label: 'Your question', value: '' } }),
    el('send', 'button', 'Send question', { parent: 'box' }),
    el('search', 'textbox', 'Search classes', { hints: { placeholder: 'Search classes', value: '' } }),
  ]);

  it.each([
    'Ask a coach: "Is Barre good for runners?"',
    'Ask the coach "Is Barre good for runners?"',
    'Send "Is Barre good for runners?" to a coach',
    'Send the coach the question "Is Barre good for runners?"',
  ])('is typed and sent: %s', async (step) => {
    const plan = operations(await act(studio, step));
    expect(plan.map((o) => o.op)).toEqual(['fill', 'click']);
    expect(plan.map((o) => ('ref' in o ? o.ref : ''))).toEqual(['ask', 'send']);
  });

  it('is not planned without a way to send it', async () => {
    const noSend = pageOf(studio.elements.filter((e) => e.ref !== 'send'));
    expect(await refs(noSend, 'Ask a coach: "Is Barre good for runners?"')).toBeNull();
  });

  it('is not planned without a place it goes', async () => {
    expect(await refs(studio, 'Post "Is Barre good for runners?"')).toBeNull();
  });
});

describe('a code applied with the button beside its field', () => {
  const line = (extra: ReturnType<typeof el>[] = []) =>
    pageOf([
      el('line', 'generic', '', { hints: { ident: 'line' } }),
      el('f', 'generic', '', { parent: 'line', hints: { ident: 'field' } }),
      el('trade', 'textbox', 'Trade account number (optional)', {
        parent: 'f',
        hints: { label: 'Trade account number (optional)', placeholder: 'TA-00000', value: '' },
      }),
      ...extra,
      el('next', 'button', 'Continue to review'),
    ]);

  it('presses the button that names what the code is for', async () => {
    const page = line([el('check', 'button', 'Check account', { parent: 'line' })]);
    expect(await refs(page, 'Apply trade account TA-40000')).toEqual(['trade', 'check']);
  });

  it('never presses a button that takes the code away', async () => {
    const page = line([el('clear', 'button', 'Clear account', { parent: 'line' })]);
    const plan = operations(await act(page, 'Apply trade account TA-40000'));
    expect(plan.map((o) => o.op)).toEqual(['fill', 'press']);
  });
});

describe('paying with a means the page offers as a choice', () => {
  const pay = pageOf([
    el('dlg', 'dialog', 'Make a payment'),
    el('cards', 'listbox', 'Pay with', { parent: 'dlg' }),
    el('visa', 'option', 'Visa ending 4417', { parent: 'cards', hints: { selected: true } }),
    el('mc', 'option', 'Mastercard ending 0093 (expired)', { parent: 'cards', hints: { disabled: true } }),
    el('amex', 'option', 'Amex ending 1005', { parent: 'cards' }),
    el('pay', 'button', 'Pay', { parent: 'dlg' }),
  ]);

  it('chooses it before paying', async () => {
    expect(await refs(pay, 'Pay with the Amex ending 1005')).toEqual(['amex', 'pay']);
  });

  it('fails when it cannot be chosen, and never pays with another', async () => {
    const plan = await act(pay, 'Pay with the Mastercard ending 0093');
    expect(operations(plan)).toEqual([]);
    expect(JSON.stringify(plan)).toMatch(/cannot be chosen/);
  });
});

describe('checks written as waits', () => {
  const placed = pageOf([
    el('h1', 'heading', 'Checkout', { hints: { level: 1 } }),
    el('done', 'status', 'Order HH-55102 placed', { hints: { ident: 'toast' } }),
    el('ref', 'paragraph', '', { hints: { text: 'Your reference is LK-88231' } }),
    el('stock', 'list', 'Nearby stock'),
    el('g', 'listitem', 'Guildford: 2 in stock', { parent: 'stock' }),
    el('b', 'listitem', 'Bramley: 5 in stock', { parent: 'stock' }),
    el('sum', 'paragraph', '', { hints: { text: 'Total to pay: £146.00' } }),
  ]);

  it.each([
    'Wait for "Order HH-55102 placed"',
    'Wait for the reference LK-88231',
    'Wait for the toast: Order HH-55102 placed',
    'Wait for the confirmation saying Order HH-55102 placed',
    'Wait for the nearby stock: Guildford has 2 in stock',
    'After removing the screws the total is £146.00',
  ])('hold on what they wait for: %s', async (claim) => {
    expect(await passes(placed, claim)).toBe(true);
  });

  it.each([
    'Wait for "Order HH-55103 placed"',
    'Wait for the reference LK-88232',
    'Wait for the toast: Order HH-55103 placed',
    'Wait for the nearby stock: Guildford has 5 in stock',
    'After removing the screws the total is £152.50',
  ])('fail when it is not there: %s', async (claim) => {
    expect(await passes(placed, claim)).not.toBe(true);
  });

  it('read a message of several sentences sentence by sentence', async () => {
    const toast = pageOf([el('t', 'status', 'Spin 45 cancelled. 1 credit returned.', { hints: { ident: 'toast' } })]);
    expect(await passes(toast, 'Wait for the toast: Spin 45 cancelled. 1 credit returned.')).toBe(true);
    expect(await passes(toast, 'Wait for the toast: Spin 45 cancelled. 2 credits returned.')).not.toBe(true);
  });
});

describe('a wait that names nothing the page shows', () => {
  const search = (extra: ReturnType<typeof el>[] = []) =>
    pageOf([
      el('q', 'searchbox', 'Search products', { hints: { placeholder: 'Search products', value: '' } }),
      ...extra,
    ]);

  it('waits only while the page says it is at work', async () => {
    expect(operations(await act(search(), 'Search for paint and wait for the results')).map((o) => o.op)).toEqual([
      'fill',
      'press',
    ]);
    const busy = search([el('l', 'status', 'Searching products…')]);
    expect(operations(await act(busy, 'wait for the results'))).toEqual([
      { op: 'wait_for', text: 'Searching products…', state: 'hidden' },
    ]);
  });
});

describe('a code typed into the field beside the button that names what it finds', () => {
  const leak = pageOf([
    el('line', 'generic', ''),
    el('pc', 'textbox', 'Postcode near the leak', { parent: 'line', hints: { placeholder: 'Postcode near the leak' } }),
    el('find', 'button', 'Find streets', { parent: 'line' }),
    el('other', 'generic', ''),
    el('lm', 'textbox', 'Nearest landmark', { parent: 'other', hints: { label: 'Nearest landmark' } }),
  ]);

  it('types it there and presses that button', async () => {
    expect(await refs(leak, 'Look up streets for GL5 3AA')).toEqual(['pc', 'find']);
  });

  it('does not guess a field without such a button', async () => {
    expect(await refs(leak, 'Look up addresses for GL5 3AA')).toBeNull();
  });
});

describe('controls named as people name them', () => {
  const page = pageOf([
    el('days', 'tablist', 'Day'),
    el('thu', 'tab', 'Thu 16 Sep', { parent: 'days', hints: { selected: true } }),
    el('sat', 'tab', 'Sat 18 Sep', { parent: 'days' }),
    el('paper', 'switch', 'Paperless bills', { hints: { checked: true } }),
    el('rules', 'region', 'House rules'),
    el('rh', 'heading', 'House rules', { parent: 'rules', hints: { level: 2 } }),
    el('cancel', 'button', 'Cancellations', { parent: 'rules', hints: { expanded: false } }),
    el('faq', 'region', 'Questions'),
    el('cancel2', 'button', 'Cancellations', { parent: 'faq', hints: { expanded: false } }),
    el('c1', 'article', ''),
    el('c1h', 'heading', '07:00 Spin 45', { parent: 'c1', hints: { level: 3 } }),
    el('c1b', 'button', 'Book', { parent: 'c1', hints: { disabled: true } }),
    el('c2', 'article', ''),
    el('c2h', 'heading', '18:30 Spin 45', { parent: 'c2', hints: { level: 3 } }),
    el('c2b', 'button', 'Book', { parent: 'c2' }),
  ]);

  it('a day by its full name where the page shortens it', async () => {
    expect(await refs(page, 'Go to the Saturday tab')).toEqual(['sat']);
    expect(await refs(page, 'Go to the Sunday tab')).toBeNull();
  });

  it('a switch turned off with the particle after it', async () => {
    expect(operations(await act(page, 'turn paperless bills off'))).toEqual([
      { op: 'check', ref: 'paper', checked: false },
    ]);
  });

  it('a control under the heading of its section', async () => {
    expect(await refs(page, 'Expand Cancellations under House rules')).toEqual(['cancel']);
  });

  it('a control on an item named by its time', async () => {
    expect(await passes(page, 'The Book button on the 07:00 Spin 45 is disabled')).toBe(true);
    expect(await passes(page, 'The Book button on the 18:30 Spin 45 is disabled')).toBe(false);
  });
});

describe("a wizard's Back button", () => {
  const wizard = (current: number) =>
    pageOf([
      el('steps', 'list', 'Checkout steps'),
      ...['1. Collection', '2. Your details', '3. Review and pay'].map((text, i) =>
        el(`s${i + 1}`, 'listitem', '', {
          parent: 'steps',
          hints: { text, ...(i + 1 === current ? { selected: true } : {}) },
        }),
      ),
      el('back', 'button', 'Back'),
      el('next', 'button', 'Continue'),
    ]);

  it('leads to the step just before the current one', async () => {
    expect(await refs(wizard(3), 'Go back to Your details')).toEqual(['back']);
    expect(await refs(wizard(2), 'Go back to step 1')).toEqual(['back']);
  });

  it('does not lead two steps back', async () => {
    expect(await refs(wizard(3), 'Go back to step 1')).toBeNull();
    expect(await refs(wizard(3), 'Go back to Collection')).toBeNull();
  });
});

describe('a row whose cells each hold a part of the value', () => {
  const bookings = pageOf([
    el('t', 'table', 'Upcoming classes'),
    el('r1', 'row', '', { parent: 't' }),
    el('r1h', 'rowheader', 'B-3107', { parent: 'r1' }),
    el('r1d', 'cell', 'Sat 18 Sep 2027', { parent: 'r1' }),
    el('r1c', 'cell', 'Power Yoga', { parent: 'r1' }),
    el('r1w', 'cell', 'Elena Ruiz', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 't' }),
    el('r2h', 'rowheader', 'B-3110', { parent: 'r2' }),
    el('r2d', 'cell', 'Mon 20 Sep 2027', { parent: 'r2' }),
    el('r2c', 'cell', 'Spin 45', { parent: 'r2' }),
    el('r2w', 'cell', 'Tom Baker', { parent: 'r2' }),
  ]);

  it('holds when every part is a whole cell of that row', async () => {
    expect(await passes(bookings, 'B-3107 is Power Yoga with Elena Ruiz on Sat 18 Sep 2027')).toBe(true);
  });

  it('does not hold on a part of another row, or half a cell', async () => {
    expect(await passes(bookings, 'B-3107 is Power Yoga with Tom Baker on Sat 18 Sep 2027')).toBe(false);
    expect(await passes(bookings, 'B-3107 is Power Yoga with Elena on Sat 18 Sep 2027')).toBe(false);
  });
});

describe('the current step of a wizard', () => {
  const steps = pageOf([
    el('l', 'list', 'Steps'),
    el('s1', 'listitem', '1. Plan', { parent: 'l', hints: { selected: true } }),
    el('s2', 'listitem', '2. About you', { parent: 'l' }),
  ]);

  it('is the item marked current', async () => {
    expect(await passes(steps, '1. Plan is the current step')).toBe(true);
    expect(await passes(steps, '2. About you is the current step')).toBe(false);
  });
});

describe('signing in as people write it', () => {
  const signIn = pageOf([
    el('u', 'textbox', 'Email or account number', { hints: { label: 'Email or account number', value: '' } }),
    el('p', 'textbox', 'Password', { hints: { label: 'Password', inputType: 'password' } }),
    el('b', 'button', 'Sign in'),
  ]);

  it('takes an account number written in two groups', async () => {
    const plan = operations(await act(signIn, 'Sign in with account number 3307 2291 and password Tap-Water-9'));
    expect(plan.slice(0, 2)).toEqual([
      { op: 'fill', ref: 'u', text: '3307 2291' },
      { op: 'fill', ref: 'p', text: 'Tap-Water-9' },
    ]);
  });

  it('waits for what the step says it is done at', async () => {
    const plan = operations(
      await act(
        signIn,
        'Log in using maya@example.com and Lunges-42; you are done when the class timetable is showing',
      ),
    );
    expect(plan.at(-1)).toEqual({ op: 'wait_for', text: 'class timetable', state: 'visible' });
  });
});

describe('an item named by whose it is or by its date', () => {
  const review = (id: string, who: string) => [
    el(id, 'article', '', { hints: { ident: 'card rev' } }),
    el(`${id}n`, 'paragraph', '', { parent: id, hints: { text: `${who}, Godalming · 3 out of 5 stars` } }),
    el(`${id}h`, 'button', 'Helpful', { parent: id }),
    el(`${id}r`, 'button', 'Report', { parent: id }),
  ];
  const reviews = pageOf([...review('a', 'Sian'), ...review('b', 'Marcus')]);
  const bill = (id: string, date: string) => [
    el(id, 'row', '', { parent: 'bills' }),
    el(`${id}d`, 'rowheader', date, { parent: id }),
    el(`${id}p`, 'button', 'Download PDF', { parent: id }),
  ];
  const bills = pageOf([el('bills', 'table', 'Bills'), ...bill('r1', '1 Nov 2027'), ...bill('r2', '1 Aug 2027')]);

  it('is the one whose name the possessive says', async () => {
    expect(await refs(reviews, "Mark Sian's review as helpful")).toEqual(['ah']);
    expect(await refs(reviews, "Click Helpful on Marcus's review")).toEqual(['bh']);
    expect(await refs(reviews, "Mark Zed's review as helpful")).toBeNull();
  });

  it('is the row of that date', async () => {
    expect(await refs(bills, 'Download the PDF of the bill dated 1 Aug 2027')).toEqual(['r2p']);
    expect(await refs(bills, 'Download the PDF of the bill dated 1 Aug 2028')).toBeNull();
  });
});

describe("a field's placeholder", () => {
  const form = pageOf([
    el('e', 'textbox', 'Email', { hints: { label: 'Email', placeholder: 'you@example.com', value: '' } }),
    el('p', 'textbox', 'Password', { hints: { label: 'Password', inputType: 'password' } }),
  ]);

  it.each([
    'The email box shows the hint you@example.com',
    'The email field has the placeholder "you@example.com"',
    'The placeholder of the email box is you@example.com',
    "The email field's placeholder text is you@example.com",
  ])('is the hint it shows while empty: %s', async (claim) => {
    expect(await passes(form, claim)).toBe(true);
  });

  it('is not another hint, nor a value', async () => {
    expect(await passes(form, 'The email box shows the hint me@example.com')).toBe(false);
    expect(await passes(form, 'The password field has the placeholder you@example.com')).toBe(false);
  });
});

describe('"both" before the things a step names', () => {
  const card = (id: string, title: string) => [
    el(id, 'article', '', { parent: 'list' }),
    el(`${id}h`, 'heading', title, { parent: id, hints: { level: 3 } }),
    el(`${id}b`, 'button', 'Book', { parent: id }),
  ];
  const classes = pageOf([el('list', 'list', 'Classes'), ...card('a', 'Bootcamp'), ...card('b', 'Barre')]);

  it('is each of them', async () => {
    const plan = await act(classes, 'Book both Bootcamp and Barre');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'ab' }]);
    expect(JSON.stringify(plan)).toMatch(/then Book Barre/);
  });
});

describe('claims that earlier readings turned away', () => {
  const box = pageOf([
    el('plan', 'paragraph', '', { hints: { text: '3 of 3 recipes chosen' } }),
    el('a', 'article', 'Miso Glazed Salmon', { parent: 'list' }),
    el('ah', 'heading', 'Miso Glazed Salmon', { parent: 'a', hints: { level: 3 } }),
    el('ap', 'strong', '', { parent: 'a', hints: { text: 'In your box' } }),
    el('b', 'article', 'Teriyaki Chicken', { parent: 'list' }),
    el('bh', 'heading', 'Teriyaki Chicken', { parent: 'b', hints: { level: 3 } }),
    el('bb', 'button', 'Add to box', { parent: 'b' }),
    el('gas', 'region', 'Gas'),
    el('gh', 'heading', 'Gas', { parent: 'gas', hints: { level: 2 } }),
    el('gd', 'generic', '', { parent: 'gas', hints: { ident: 'pairs' } }),
    el('gt', 'term', '', { parent: 'gd', hints: { text: 'Balance' } }),
    el('gv', 'definition', '', { parent: 'gd', hints: { text: '£17.60 in debit' } }),
    el('gt2', 'term', '', { parent: 'gd', hints: { text: 'Direct Debit' } }),
    el('gv2', 'definition', '', { parent: 'gd', hints: { text: '£54 a month' } }),
  ]);

  it('a count the claim itself says as "N of M"', async () => {
    expect(await passes(box, '3 of 3 recipes are chosen')).toBe(true);
    expect(await passes(box, '2 of 3 recipes are chosen')).not.toBe(true);
  });

  it("an item that says where it is in the reader's words", async () => {
    expect(await passes(box, 'the Miso Glazed Salmon is in my box')).toBe(true);
    expect(await passes(box, 'the Teriyaki Chicken is in my box')).not.toBe(true);
  });

  it('a definition labelled by its term under its heading', async () => {
    expect(await passes(box, 'The gas balance is £17.60 in debit')).toBe(true);
    expect(await passes(box, 'The gas balance is £54 a month')).not.toBe(true);
  });
});

describe('a value made of whole cells in another order', () => {
  const cars = pageOf([
    el('t', 'table', 'Vehicles'),
    el('r1', 'row', '', { parent: 't' }),
    el('r1h', 'rowheader', 'MA21 RTO', { parent: 'r1' }),
    el('r1m', 'cell', 'Tesla Model 3', { parent: 'r1' }),
    el('r1c', 'cell', 'White', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 't' }),
    el('r2h', 'rowheader', 'LB19 XKM', { parent: 'r2' }),
    el('r2m', 'cell', 'Tesla Model Y', { parent: 'r2' }),
    el('r2c', 'cell', 'Black', { parent: 'r2' }),
  ]);

  it('holds when the cells make up every word', async () => {
    expect(await passes(cars, 'MA21 RTO is a white Tesla Model 3')).toBe(true);
  });

  it('does not hold on a word or number of another row', async () => {
    expect(await passes(cars, 'MA21 RTO is a black Tesla Model 3')).toBe(false);
    expect(await passes(cars, 'MA21 RTO is a white Tesla Model Y')).toBe(false);
  });
});

describe('"the first one" where nothing was found', () => {
  const details = pageOf([
    el('h', 'heading', 'Your details', { hints: { level: 2 } }),
    el('l1', 'generic', '', { hints: { ident: 'line' } }),
    el('pc', 'textbox', 'Postcode', { parent: 'l1', hints: { placeholder: 'Postcode', value: 'EH3 9QN' } }),
    el('find', 'button', 'Find address', { parent: 'l1' }),
    el('err', 'alert', "Sorry, we don't cover EH postcodes yet", { parent: 'l1' }),
    el('l2', 'generic', '', { hints: { ident: 'line' } }),
    el('park', 'switch', 'Parking on site', { parent: 'l2', hints: { checked: false } }),
  ]);

  it('is an icon named otherwise, all the same ("the third heart" labelled "Save car")', async () => {
    const cars = pageOf(
      ['a', 'b', 'c'].flatMap((id) => [
        el(id, 'article', '', { parent: 'list' }),
        el(`${id}h`, 'button', 'Save car', { parent: id, hints: { text: '♡' } }),
      ]),
    );
    expect(await refs(cars, 'click the third heart')).toEqual(['ch']);
  });

  it('is never the control that looks things up', async () => {
    expect(await refs(details, 'choose the first one')).toBeNull();
    expect(await refs(details, 'choose the first address')).toBeNull();
  });
});

describe('a text inside the container a claim names', () => {
  const product = pageOf([
    el('sheet', 'region', 'Data sheet'),
    el('sh', 'heading', 'Data sheet', { parent: 'sheet', hints: { level: 2 } }),
    el('fr', 'iframe', '', { parent: 'sheet', hints: { title: 'Product data sheet' } }),
    el('f1', 'paragraph', '', {
      parent: 'fr',
      hints: { text: 'No-load speed 0–1,900 rpm. Impact rate 0–28,500 bpm.' },
    }),
    el('rev', 'region', 'Reviews'),
    el('rh', 'heading', 'Reviews', { parent: 'rev', hints: { level: 2 } }),
    el('r1', 'paragraph', '', { parent: 'rev', hints: { text: 'Impact rate 0–31,000 bpm on the older model' } }),
  ]);

  it('holds on a text in its frame', async () => {
    expect(await passes(product, 'The data sheet shows an impact rate of 0–28,500 bpm')).toBe(true);
  });

  it('does not hold on another value, or on a text in another container', async () => {
    expect(await passes(product, 'The data sheet shows an impact rate of 0–31,000 bpm')).toBe(false);
  });
});

describe('a thing shown and a control state in one claim', () => {
  const bookings = pageOf([
    el('pager', 'generic', ''),
    el('prev', 'button', 'Previous', { parent: 'pager', hints: { disabled: true } }),
    el('pageof', 'text', 'Page 1 of 2', { parent: 'pager', hints: { text: 'Page 1 of 2' } }),
    el('next', 'button', 'Next', { parent: 'pager' }),
  ]);

  it('holds when both do', async () => {
    expect(await passes(bookings, 'Page 1 of 2 is shown and Previous is greyed out')).toBe(true);
    expect(await passes(bookings, 'Page 1 of 2 is shown and Previous is disabled')).toBe(true);
  });

  it('fails when either does not', async () => {
    expect(await passes(bookings, 'Page 1 of 2 is shown and Next is greyed out')).toBe(false);
    expect(await passes(bookings, 'Page 2 of 2 is shown and Previous is greyed out')).toBe(false);
  });
});

describe('a claim after what was done, without a comma', () => {
  const total = pageOf([el('t', 'term', 'Sponsorship total'), el('d', 'definition', '£20.00')]);

  it('is the claim', async () => {
    expect(await passes(total, 'After sponsoring Bramble and Otis the sponsorship total is £20.00')).toBe(true);
    expect(await passes(total, 'After sponsoring Bramble and Otis the sponsorship total is £10.00')).toBe(false);
  });
});
