/**
 * Claims read as facts about one item of the page ("Heron's Rest sleeps 2", "Laura Gómez was last contacted on 20 Oct
 * 2026"): they hold only when one row, card or paragraph shows every part in order, each word right before what it
 * leads to or as the column's header. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { factUnits } from '../../runner-image/src/ai/rules/claims-facts';
import { el, pageOf } from '../support/observation-builder';
import { passes } from '../support/rules-steps';

const card = (id: string, title: string, lines: string[]) => [
  el(id, 'article', '', { parent: 'list' }),
  el(`${id}h`, 'heading', title, { parent: id, hints: { level: 3 } }),
  ...lines.map((text, i) => el(`${id}p${i}`, 'paragraph', '', { parent: id, hints: { text } })),
];

describe('a fact one card shows', () => {
  const stays = pageOf([
    el('h1', 'heading', 'Stays in Suffolk', { hints: { level: 1 } }),
    el('list', 'list', ''),
    ...card('c1', "Heron's Rest", ['Walberswick', 'Sleeps 2 · 1 bedroom', '£95 a night']),
    ...card('c2', 'Tern Cottage', ['Southwold', 'Sleeps 4 · 2 bedrooms', 'Refunded £150.00 · Total £297.00']),
    ...card('c3', 'Driftwood Cottage', ['Dunwich', 'You rated it 5 stars']),
    ...card('c4', 'Bramble Barn', ['Cannot take dogs', 'Sleeps 6']),
  ]);

  it('holds when the card shows each part, each word before what it leads to', async () => {
    expect(await passes(stays, "Heron's Rest sleeps 2")).toBe(true);
    expect(await passes(stays, 'Driftwood Cottage was rated 5 stars')).toBe(true);
  });

  it('does not hold on what another card shows', async () => {
    expect(await passes(stays, "Heron's Rest sleeps 4")).not.toBe(true);
    expect(await passes(stays, 'Driftwood Cottage sleeps 2')).not.toBe(true);
  });

  it('does not hold on an amount that another word leads to', async () => {
    // "Refunded £150.00 · Total £297.00": refunded leads to £150.00.
    expect(await passes(stays, 'Tern Cottage was refunded £297.00')).not.toBe(true);
    expect(await passes(stays, 'Tern Cottage was refunded £150.00')).toBe(true);
  });

  it('does not hold on a card that negates something', async () => {
    expect(await passes(stays, 'Bramble Barn sleeps 6')).not.toBe(true);
  });
});

describe('a fact a table row shows, its words as a column header', () => {
  const counts = pageOf([
    el('t', 'table', 'Cycle counts'),
    el('hr', 'row', '', { parent: 't' }),
    el('c1', 'columnheader', 'Count', { parent: 'hr' }),
    el('c2', 'columnheader', 'Aisle', { parent: 'hr' }),
    el('c3', 'columnheader', 'Last contacted', { parent: 'hr' }),
    el('c4', 'columnheader', 'Accuracy', { parent: 'hr' }),
    el('body', 'rowgroup', '', { parent: 't' }),
    el('r1', 'row', '', { parent: 'body' }),
    el('r1a', 'rowheader', 'CC-2290', { parent: 'r1' }),
    el('r1b', 'cell', 'Aisle 13', { parent: 'r1' }),
    el('r1c', 'cell', '2 Mar 2027', { parent: 'r1' }),
    el('r1d', 'cell', '98.5%', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 'body' }),
    el('r2a', 'rowheader', 'CC-2291', { parent: 'r2' }),
    el('r2b', 'cell', 'Aisle 14', { parent: 'r2' }),
    el('r2c', 'cell', '3 Mar 2027', { parent: 'r2' }),
    el('r2d', 'cell', '91%', { parent: 'r2' }),
  ]);

  it('holds on the row, a number with its unit in the column of that name', async () => {
    expect(await passes(counts, 'CC-2290 had 98.5% accuracy')).toBe(true);
    expect(await passes(counts, 'CC-2291 was last contacted on 3 Mar 2027')).toBe(true);
  });

  it('does not hold on another row, or another column', async () => {
    expect(await passes(counts, 'CC-2291 had 98.5% accuracy')).not.toBe(true);
    expect(await passes(counts, 'CC-2290 was last contacted on 3 Mar 2027')).not.toBe(true);
    // 13 is in the Aisle column, not an accuracy.
    expect(await passes(counts, 'CC-2290 had 13 accuracy')).not.toBe(true);
  });
});

describe('a fact about the page the app shows', () => {
  const claim = pageOf([
    el('h1', 'heading', 'Expense claim EX-3109', { hints: { level: 1 } }),
    el('meta', 'paragraph', '', { hints: { text: 'Submitted by Nadia Osei on 2 Mar 2027' } }),
    el('st', 'paragraph', '', { hints: { text: 'Approved by Tom Hart on 4 Mar 2027' } }),
  ]);

  it('holds when one item of the page shows the rest of it', async () => {
    expect(await passes(claim, 'EX-3109 was approved by Tom Hart on 4 Mar 2027')).toBe(true);
  });

  it('does not hold when the words belong to another item', async () => {
    expect(await passes(claim, 'EX-3109 was approved by Nadia Osei on 4 Mar 2027')).not.toBe(true);
    expect(await passes(claim, 'EX-3109 was approved by Tom Hart on 2 Mar 2027')).not.toBe(true);
  });
});

describe('what is not a fact about one item', () => {
  it('leaves counts, orders, comparisons and negations to other checks', () => {
    expect(factUnits('Only seats 4 and 5 are free in row A')).toBeNull();
    expect(factUnits('Two sessions start at 10:30 on Day 1')).toBeNull();
    expect(factUnits('The cheapest stay, Heron’s Rest, comes first')).toBeNull();
    expect(factUnits('Bramble cannot live with cats')).toBeNull();
    expect(factUnits('The subtotal is £20.00')).toBeNull();
  });

  it('cuts a claim into its names, numbers with units, and the words before them', () => {
    expect(factUnits('Laura Gómez was last contacted on 20 Oct 2026')).toEqual([
      { words: [], phrase: 'Laura Gómez' },
      { words: ['last', 'contacted'], phrase: '20 Oct 2026' },
    ]);
    expect(factUnits('PCN-87711 was issued in Car park A')).toEqual([
      { words: [], phrase: 'PCN-87711' },
      { words: ['issued'], phrase: 'Car' },
      { words: [], phrase: 'park A' },
    ]);
  });
});

describe('a fact never read from the choices of a dropdown', () => {
  const form = pageOf([
    el('to', 'group', 'To', { hints: { text: 'Account' } }),
    el('toa', 'combobox', 'Account', {
      parent: 'to',
      hints: { value: 'Choose an account', options: ['Choose an account', 'Everyday Checking', 'Travel Fund'] },
    }),
    el('o1', 'option', 'Everyday Checking', { parent: 'toa' }),
  ]);

  it('does not hold on an option nobody chose', async () => {
    expect(await passes(form, 'Is the To account Everyday Checking?')).not.toBe(true);
    expect(await passes(form, 'the To account is Everyday Checking')).not.toBe(true);
  });
});

describe('a fact with a name of several words, and words after it', () => {
  const parcels = pageOf([
    el('t', 'table', 'Parcels'),
    el('body', 'rowgroup', '', { parent: 't' }),
    el('r1', 'row', '', { parent: 'body' }),
    el('r1a', 'cell', 'Bloom & Wild', { parent: 'r1' }),
    el('r1b', 'cell', 'Delivered', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 'body' }),
    el('r2a', 'cell', 'Hartley Books', { parent: 'r2' }),
    el('r2b', 'cell', 'Parcel out for delivery', { parent: 'r2' }),
  ]);

  it('holds only where the words after the name are shown too', async () => {
    expect(await passes(parcels, 'The Bloom & Wild parcel is out for delivery')).not.toBe(true);
    expect(await passes(parcels, 'The Hartley Books parcel is out for delivery')).toBe(true);
  });
});

describe("a fact never read from a control's words", () => {
  const talks = pageOf([
    el('list', 'list', ''),
    el('r1', 'listitem', '', { parent: 'list' }),
    el('r1t', 'paragraph', '', { parent: 'r1', hints: { text: '10:30 Signals in Practice' } }),
    el('r1b', 'button', 'Add to agenda', { parent: 'r1' }),
    el('r2', 'listitem', '', { parent: 'list' }),
    el('r2t', 'paragraph', '', { parent: 'r2', hints: { text: '11:45 Serverless at Scale · In your agenda' } }),
    el('r2b', 'button', 'Remove', { parent: 'r2' }),
  ]);

  it('does not hold on what a button would do', async () => {
    expect(await passes(talks, 'Signals in Practice is in my agenda')).not.toBe(true);
    expect(await passes(talks, 'Serverless at Scale is in my agenda')).toBe(true);
  });
});

describe('a number that is a total', () => {
  const page = pageOf([el('p', 'paragraph', '', { hints: { text: '6 of 12 credits left this month' } })]);

  it('is not the number the claim counts', async () => {
    expect(await passes(page, 'I have 12 credits left this month')).not.toBe(true);
  });
});

describe('a word of the claim before its number', () => {
  const page = pageOf([
    el('list', 'list', ''),
    el('c1', 'article', '', { parent: 'list' }),
    el('c1h', 'heading', 'Gull Cottage', { parent: 'c1', hints: { level: 3 } }),
    el('c1p', 'paragraph', '', { parent: 'c1', hints: { text: 'Sleeps 2 · 4 bedrooms' } }),
  ]);

  it('stands right before it, not before another number', async () => {
    expect(await passes(page, 'Gull Cottage sleeps 4')).not.toBe(true);
    expect(await passes(page, 'Gull Cottage sleeps 2')).toBe(true);
  });
});

describe('words after the name', () => {
  const page = pageOf([
    el('r', 'row', ''),
    el('a', 'cell', 'Maya Lind', { parent: 'r' }),
    el('b', 'cell', 'Hiring manager', { parent: 'r' }),
    el('c', 'cell', 'recruiter: Jo Reyes', { parent: 'r' }),
    el('p', 'paragraph', '', { hints: { text: 'Omar offered £40 · declined automatically' } }),
    el('q', 'paragraph', '', { hints: { text: 'Serverless at Scale · In your agenda' } }),
  ]);

  it('follow it, with nothing but small words between', async () => {
    expect(await passes(page, 'Maya Lind is the recruiter')).not.toBe(true);
    expect(await passes(page, 'Serverless at Scale is in my agenda')).toBe(true);
  });
});

describe('a fact of one of repeated items', () => {
  const offers = pageOf([
    el('list', 'generic', '', { hints: { ident: 'offers' } }),
    el('o1', 'article', '', { parent: 'list', hints: { ident: 'card offer' } }),
    el('o1h', 'heading', 'Omar K. offered £150', { parent: 'o1', hints: { level: 3 } }),
    el('o2', 'article', '', { parent: 'list', hints: { ident: 'card offer' } }),
    el('o2h', 'heading', 'Dev P. offered £170', { parent: 'o2', hints: { level: 3 } }),
  ]);

  it('is never read across the items around it', async () => {
    expect(await passes(offers, 'Omar offered £170')).not.toBe(true);
  });
});
