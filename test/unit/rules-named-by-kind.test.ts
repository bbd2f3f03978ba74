/**
 * Things named by their kind rather than their label: "the Gift Aid box" (a checkbox), "Answer Yes to <question>"
 * (a choice of that question), "the Dishoom transaction" (the row that says Dishoom), "the greeting", "the support
 * chat" (a widget its markup names). Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { passes, refs } from '../support/rules-steps';

describe('a box that is ticked', () => {
  const donate = pageOf([
    el('amount', 'textbox', 'Amount', { hints: { inputType: 'text' } }),
    el('ga', 'checkbox', 'Yes, I want Hearthside to claim Gift Aid on my donation', { hints: { checked: false } }),
    el('news', 'checkbox', 'Send me the newsletter', { hints: { checked: true } }),
  ]);

  it('is the checkbox of that name, not a text box', async () => {
    expect(await refs(donate, 'Tick the Gift Aid box')).toEqual(['ga']);
    expect(await refs(donate, 'Untick the newsletter box')).toEqual(['news']);
  });
});

describe('an answer to a question', () => {
  const survey = pageOf([
    el('g1', 'radiogroup', 'Would you recommend Saffron & Sage?'),
    el('y1', 'radio', 'Yes', { parent: 'g1', hints: { checked: false } }),
    el('n1', 'radio', 'No', { parent: 'g1', hints: { checked: false } }),
    el('g2', 'radiogroup', 'Are you pregnant or breastfeeding?'),
    el('y2', 'radio', 'Yes', { parent: 'g2', hints: { checked: false } }),
    el('n2', 'radio', 'No', { parent: 'g2', hints: { checked: false } }),
  ]);

  it("is that choice in the question's group", async () => {
    expect(await refs(survey, 'Answer Yes to "Would you recommend Saffron & Sage?"')).toEqual(['y1']);
    expect(await refs(survey, 'answer No to "Are you pregnant or breastfeeding?"')).toEqual(['n2']);
  });

  it('is not a choice the question does not offer', async () => {
    expect(await refs(survey, 'Answer Maybe to "Would you recommend Saffron & Sage?"')).toBeNull();
  });
});

describe('a record named by its kind', () => {
  const row = (id: string, date: string, payee: string, amount: string) => [
    el(id, 'row', '', { parent: 'body' }),
    el(`${id}d`, 'cell', date, { parent: id }),
    el(`${id}p`, 'cell', payee, { parent: id }),
    el(`${id}a`, 'cell', amount, { parent: id }),
  ];
  const ledger = pageOf([
    el('t', 'table', ''),
    el('hr', 'row', '', { parent: 't' }),
    el('h1', 'columnheader', 'Date', { parent: 'hr' }),
    el('h2', 'columnheader', 'Payee', { parent: 'hr' }),
    el('h3', 'columnheader', 'Amount', { parent: 'hr' }),
    el('body', 'rowgroup', '', { parent: 't' }),
    ...row('r1', '6 Mar 2026', 'Dishoom', '−£62.00'),
    ...row('r2', '1 Nov 2026', 'Octopus Energy', '−£96.00'),
  ]);

  it('is the row that names it', async () => {
    expect(await passes(ledger, 'The Dishoom transaction is £62.00')).toBe(true);
    expect(await passes(ledger, 'The payment of 1 Nov 2026 is £96.00')).toBe(true);
  });

  it("does not hold on another row's value", async () => {
    expect(await passes(ledger, 'The Dishoom transaction is £96.00')).toBe(false);
    expect(await passes(ledger, 'The payment of 1 Nov 2026 is £62.00')).toBe(false);
  });
});

describe('a widget named by its kind', () => {
  const page = pageOf([
    el('top', 'banner', ''),
    el('hello', 'generic', '', { parent: 'top', hints: { text: 'Hello, Daniel' } }),
    el('chat', 'generic', '', { hints: { ident: 'chat' } }),
    el('ask', 'paragraph', '', { parent: 'chat', hints: { text: 'Need help?' } }),
    el('faq', 'paragraph', '', { hints: { text: 'Still stuck? Read the FAQ' } }),
  ]);

  it('is the greeting that greets, and the chat the markup calls so', async () => {
    expect(await passes(page, 'the greeting says Hello, Daniel')).toBe(true);
    expect(await passes(page, 'The support chat asks "Need help?"')).toBe(true);
  });

  it('does not hold on other words, or on a text outside it', async () => {
    expect(await passes(page, 'the greeting says Hello, David')).toBe(false);
    expect(await passes(page, 'The support chat says "Read the FAQ"')).toBe(false);
  });
});

describe("an item's action behind its menu", () => {
  const row = (id: string, company: string) => [
    el(id, 'row', '', { parent: 'body' }),
    el(`${id}c`, 'rowheader', company, { parent: id }),
    el(`${id}s`, 'cell', 'Applied', { parent: id }),
    el(`${id}a`, 'cell', '', { parent: id }),
    el(`${id}o`, 'link', 'Open', { parent: `${id}a` }),
    el(`${id}m`, 'button', 'More actions', { parent: `${id}a`, hints: { expanded: false, text: '⋯' } }),
  ];
  const applications = pageOf([
    el('t', 'table', 'Applications'),
    el('hr', 'row', '', { parent: 't' }),
    el('h1', 'columnheader', 'Company', { parent: 'hr' }),
    el('h2', 'columnheader', 'Stage', { parent: 'hr' }),
    el('h3', 'columnheader', 'Actions', { parent: 'hr' }),
    el('body', 'rowgroup', '', { parent: 't' }),
    ...row('r1', 'Lumen Maps'),
    ...row('r2', 'Quillstone'),
  ]);

  it("opens the menu of the item named with the noun of its kind, when the item has no control of the step's verb", async () => {
    expect(await refs(applications, 'Archive the Quillstone application')).toEqual(['r2m']);
  });

  it("never opens the menu when the item's own control has the step's verb", async () => {
    expect(await refs(applications, 'Open the Quillstone application')).not.toEqual(['r2m']);
  });
});

describe("a state an item's words or toggles give it", () => {
  const cards = pageOf([
    el('list', 'list', ''),
    el('c1', 'article', '', { parent: 'list' }),
    el('c1h', 'heading', 'Shakshuka', { parent: 'c1', hints: { level: 3 } }),
    el('c1p', 'paragraph', '', { parent: 'c1', hints: { text: '30 min · Serves 2' } }),
    el('c1s', 'button', 'Save recipe', { parent: 'c1', hints: { text: '♥', selected: true } }),
    el('c2', 'article', '', { parent: 'list' }),
    el('c2h', 'heading', 'Lemon chicken', { parent: 'c2', hints: { level: 3 } }),
    el('c2p', 'paragraph', '', { parent: 'c2', hints: { text: '95 min · Serves 4 · Tesla Model 3 White' } }),
    el('c2s', 'button', 'Save recipe', { parent: 'c2', hints: { text: '♡', selected: false } }),
  ]);

  it('is saved when its own Save toggle is pressed, and only then', async () => {
    expect(await passes(cards, 'Shakshuka is already saved')).toBe(true);
    expect(await passes(cards, 'Lemon chicken is saved')).toBe(false);
    expect(await passes(cards, 'Lemon chicken is not saved')).toBe(true);
  });

  it('shows a short value in its own words in another order, never with a word missing', async () => {
    expect(await passes(cards, 'Lemon chicken is a white Tesla')).toBe(true);
    expect(await passes(cards, 'Lemon chicken is a grey Tesla')).toBe(false);
    expect(await passes(cards, 'Shakshuka is a white Tesla')).toBe(false);
    // Numbers say which: never read out of order.
    expect(await passes(cards, 'Lemon chicken serves 3 min')).not.toBe(true);
  });
});

describe('an error in the words of the person reading it', () => {
  const page = (text: string) => pageOf([el('err', 'alert', '', { hints: { text } })]);

  it('holds when the app speaks as we, a verb in another form, or first for what comes before', async () => {
    expect(
      await passes(page("We're closed on Mondays. Choose another day."), "An error says they're closed on Mondays"),
    ).toBe(true);
    expect(
      await passes(page("Sorry, we don't cover EH postcodes yet"), "An error says EH postcodes aren't covered yet"),
    ).toBe(true);
    expect(await passes(page('Write a reply before submitting.'), 'an error says to write a reply first')).toBe(true);
  });

  it('does not hold on other words or another negation', async () => {
    expect(await passes(page("We're closed on Mondays."), "An error says they're closed on Tuesdays")).toBe(false);
    expect(await passes(page('We cover EH postcodes'), "An error says EH postcodes aren't covered yet")).toBe(false);
    expect(await passes(page('Write a title before submitting.'), 'an error says to write a reply first')).toBe(false);
  });
});

describe('a field known by the short words of its markup', () => {
  const form = pageOf([
    el('reg', 'textbox', 'e.g. AB12 CDE', { hints: { ident: 'reg', placeholder: 'e.g. AB12 CDE', inputType: 'text' } }),
    el('loc', 'textbox', 'e.g. outside number 14', {
      hints: { ident: 'loc desc', placeholder: 'e.g. outside number 14', inputType: 'text' },
    }),
    el('qty', 'spinbutton', '', { hints: { ident: 'qty', inputType: 'number' } }),
  ]);

  it('is the field whose identity abbreviates the words of the step', async () => {
    expect(await refs(form, 'Enter "KX19 LMN" in the registration field')).toEqual(['reg']);
    expect(await refs(form, 'type "outside number 14" in the location description box')).toEqual(['loc']);
    expect(await refs(form, 'Set the quantity to 3')).toEqual(['qty']);
  });

  it('is no field for words it does not abbreviate', async () => {
    expect(await refs(form, 'Enter "KX19 LMN" in the region field')).toBeNull();
  });
});

describe('card details as people type them', () => {
  const pay = pageOf([
    el('fr', 'iframe', '', { hints: { title: 'Secure card payment' } }),
    el('cn', 'textbox', 'Card number', { parent: 'fr', hints: { label: 'Card number', inputType: 'text' } }),
    el('ex', 'textbox', 'Expiry (MM/YY)', { parent: 'fr', hints: { label: 'Expiry (MM/YY)', inputType: 'text' } }),
    el('cv', 'textbox', 'Security code', { parent: 'fr', hints: { label: 'Security code', inputType: 'text' } }),
  ]);

  it('reads "card number" as a field, not a card, and the CVC as the security code', async () => {
    expect(await refs(pay, 'Enter card number 4242 4242 4242 4242')).toEqual(['cn']);
    expect(await refs(pay, 'enter card number 4000 0566 5566 5556, expiry 12/28, CVC 123')).toEqual(['cn', 'ex', 'cv']);
  });

  it('types nothing when one of the pairs names no field, not even into the field named before', async () => {
    expect(await refs(pay, 'enter card number 4000 0566 5566 5556, expiry 12/28, PIN 123')).toBeNull();
  });
});

describe('a value never read from the choices an item offers', () => {
  const page = pageOf([
    el('main', 'main', ''),
    el('card1', 'generic', '', { parent: 'main', hints: { ident: 'options card' } }),
    el('h', 'heading', 'Delivery options', { parent: 'card1', hints: { level: 2 } }),
    el('now', 'paragraph', '', { parent: 'card1', hints: { text: 'Current instruction: None' } }),
    el('g', 'group', 'Where should we leave it?', { parent: 'card1' }),
    el('o1', 'radio', 'Porch', { parent: 'g', hints: { checked: false } }),
    el('o2', 'radio', 'Garage', { parent: 'g', hints: { checked: false } }),
    el('go', 'button', 'Leave it there', { parent: 'card1' }),
    el('card2', 'generic', '', { parent: 'main', hints: { ident: 'help card' } }),
    el('h2', 'heading', 'Help', { parent: 'card2', hints: { level: 2 } }),
  ]);

  it('does not hold on an option nobody chose, in another order', async () => {
    expect(await passes(page, 'the current instruction is Leave in the porch')).not.toBe(true);
  });
});

describe('closing what is not a part of the page', () => {
  const page = pageOf([
    el('nav', 'navigation', 'Main'),
    el('acct', 'link', 'My account', { parent: 'nav', hints: { url: '/account' } }),
    el('more', 'button', 'More actions', { hints: { expanded: false } }),
  ]);

  it('is never a link that only shares its words', async () => {
    const planned = await refs(page, 'Close my account');
    expect(planned ?? []).not.toContain('acct');
  });
});
