/**
 * Claims about what a part of the page holds ("The health questionnaire has a Save answers button", "There are 4
 * questions in the questionnaire"): decided in that part only, a heading's part ending where the next heading of its
 * rank begins and never leaving the frame it is in. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { passes } from '../support/rules-steps';

/** A page section with a heading, a questionnaire in an iframe below it, and an Ask a coach box after both. */
const studio = pageOf([
  el('main', 'main', ''),
  el('first', 'generic', '', { parent: 'main' }),
  el('h-first', 'heading', 'Before your first class', { parent: 'first', hints: { level: 2 } }),
  el('frame', 'iframe', '', { parent: 'first' }),
  el('q', 'generic', '', { parent: 'frame', framePath: ['frame'] }),
  el('h-q', 'heading', 'Health questionnaire', { parent: 'q', framePath: ['frame'], hints: { level: 3 } }),
  ...['I have a heart condition', 'I am pregnant', 'I have an injury', 'None of these apply to me'].flatMap(
    (name, i) => [
      el(`row${i}`, 'generic', '', { parent: 'q', framePath: ['frame'] }),
      el(`c${i}`, 'checkbox', name, { parent: `row${i}`, framePath: ['frame'], hints: { checked: false } }),
    ],
  ),
  el('save', 'button', 'Save answers', { parent: 'q', framePath: ['frame'] }),
  el('coach', 'generic', '', { parent: 'main' }),
  el('h-coach', 'heading', 'Ask a coach', { parent: 'coach', hints: { level: 2 } }),
  el('ask', 'textbox', 'Your question', { parent: 'coach', hints: { label: 'Your question', value: '' } }),
  el('send', 'button', 'Send question', { parent: 'coach' }),
]);

describe('a control claimed of a part of the page', () => {
  it.each([
    'The health questionnaire has a Save answers button',
    'There is a Save answers button in the health questionnaire',
    'I see the Save answers button in the health questionnaire',
    'The Ask a coach box has a Send question button',
  ])('holds when that part has it: %s', async (claim) => {
    expect(await passes(studio, claim)).toBe(true);
  });

  it.each([
    'The health questionnaire has a Send question button',
    'There is a Send question button in the health questionnaire',
    'The Ask a coach box has a Save answers button',
  ])('fails when only another part has it: %s', async (claim) => {
    expect(await passes(studio, claim)).toBe(false);
  });

  it('is denied when that part has none, though another part has one', async () => {
    expect(await passes(studio, 'The health questionnaire does not have a Send question button')).toBe(true);
    expect(await passes(studio, 'The health questionnaire does not have a Save answers button')).toBe(false);
  });

  it('is on the whole page when the page is named', async () => {
    expect(await passes(studio, 'The page has a Send question button')).toBe(true);
  });
});

describe('a count claimed of a part of the page', () => {
  it('counts what the noun names there', async () => {
    expect(await passes(studio, 'The health questionnaire has 4 checkboxes')).toBe(true);
    expect(await passes(studio, 'The health questionnaire has 5 checkboxes')).toBe(false);
  });

  it('does not count items the noun does not name', async () => {
    expect(await passes(studio, 'There are 4 bananas in the health questionnaire')).toBe(false);
    expect(await passes(studio, 'There are 4 Send question buttons in the health questionnaire')).toBe(false);
  });
});

describe('sections with no box around each', () => {
  // Two headings of the same rank in one container: each heads what follows it, up to the next.
  const account = pageOf([
    el('page', 'main', ''),
    el('h-ship', 'heading', 'Shipping address', { parent: 'page', hints: { level: 2 } }),
    el('edit-ship', 'button', 'Edit', { parent: 'page' }),
    el('h-bill', 'heading', 'Billing address', { parent: 'page', hints: { level: 2 } }),
    el('remove', 'button', 'Remove card', { parent: 'page' }),
  ]);

  it('holds what follows its heading', async () => {
    expect(await passes(account, 'There is a Remove card button in the Billing address section')).toBe(true);
    expect(await passes(account, 'There is an Edit button in the Shipping address section')).toBe(true);
  });

  it('does not hold what the next heading heads', async () => {
    expect(await passes(account, 'There is a Remove card button in the Shipping address section')).toBe(false);
    expect(await passes(account, 'There is an Edit button in the Billing address section')).toBe(false);
  });
});

describe('a text denied of a part of the page', () => {
  const orders = pageOf([
    el('t', 'table', 'Recent sales'),
    el('r1', 'row', '#1050 Ada Lovelace Shipped', { parent: 't', hints: { text: '#1050 Ada Lovelace Shipped' } }),
    el('c0', 'cell', '', { parent: 'r1' }),
    el('sel', 'checkbox', 'Select order 1050', { parent: 'c0', hints: { checked: false } }),
    el('c1', 'cell', '#1050', { parent: 'r1' }),
  ]);

  it('is not denied because the page names it in other words there', async () => {
    expect(await passes(orders, 'I should not see order #1050 in the table')).toBe(false);
  });

  it('is denied when the page does not show it', async () => {
    expect(await passes(orders, 'I should not see order #1099 in the table')).toBe(true);
  });
});

describe('a heading named for what it heads', () => {
  const register = pageOf([
    el('main', 'main', ''),
    el('h-mine', 'heading', 'My modules', { parent: 'main', hints: { level: 2 } }),
    el('list', 'list', '', { parent: 'main' }),
    el('i1', 'listitem', 'Databases', { parent: 'list', hints: { text: 'Databases' } }),
    el('i2', 'listitem', 'Software Engineering Project', {
      parent: 'list',
      hints: { text: 'Software Engineering Project' },
    }),
    el('h-all', 'heading', 'All modules', { parent: 'main', hints: { level: 2 } }),
    el('p', 'paragraph', '', { parent: 'main', hints: { text: 'Film Music. Fees are £120 per module.' } }),
  ]);

  it('holds what follows it, up to the next heading of its rank', async () => {
    expect(await passes(register, 'My modules lists Databases and Software Engineering Project')).toBe(true);
    expect(await passes(register, 'My modules lists Databases and Film Music')).toBe(false);
  });

  it('says what the part it heads says', async () => {
    expect(await passes(register, 'All modules says fees are £120 per module')).toBe(true);
    expect(await passes(register, 'My modules says fees are £120 per module')).toBe(false);
  });
});

describe('claims after what was chosen, and counts of what is saved', () => {
  const sitters = pageOf([
    el('list', 'list', 'Sitters'),
    ...['Maya Rahman', 'Tom Baker', 'Leon Fischer'].flatMap((name, i) => [
      el(`i${i}`, 'listitem', '', { parent: 'list' }),
      el(`h${i}`, 'heading', name, { parent: `i${i}`, hints: { level: 3 } }),
    ]),
  ]);

  it('"With Overnight stay chosen, 3 sitters are listed" is the count', async () => {
    expect(await passes(sitters, 'With Overnight stay chosen, 3 sitters are listed')).toBe(true);
    expect(await passes(sitters, 'With Overnight stay chosen, 4 sitters are listed')).toBe(false);
  });

  it('"3 sitters are saved" counts the sitters listed', async () => {
    expect(await passes(sitters, '3 sitters are saved')).toBe(true);
    expect(await passes(sitters, '5 sitters are saved')).toBe(false);
  });
});

describe('a count of the rows a table shows', () => {
  const board = pageOf([
    el('t', 'table', 'Applications'),
    ...['Tidewell', 'Brightwater', 'Lumen Maps'].flatMap((name, i) => [
      el(`r${i}`, 'row', name, { parent: 't' }),
      el(`c${i}`, 'cell', name, { parent: `r${i}` }),
    ]),
  ]);

  it('counts its rows, whatever they are called', async () => {
    expect(await passes(board, 'The table shows 3 jobs')).toBe(true);
    expect(await passes(board, 'The table shows 4 jobs')).toBe(false);
  });
});

describe('a state claimed for an item ("Roaming is on for Sam\'s phone")', () => {
  const lines = pageOf(
    [
      ['alex', "Alex's phone", true],
      ['sam', "Sam's phone", false],
    ].flatMap(([id, name, on]) => [
      el(`${id}`, 'article', ''),
      el(`${id}-h`, 'heading', name as string, { parent: `${id}`, hints: { level: 3 } }),
      el(`${id}-p`, 'paragraph', '', { parent: `${id}` }),
      el(`${id}-sw`, 'switch', 'Roaming', { parent: `${id}-p`, hints: { checked: on as boolean } }),
    ]),
  );

  it("is the state of that item's control, not the word found there", async () => {
    expect(await passes(lines, "Roaming is on for Alex's phone")).toBe(true);
    expect(await passes(lines, "Roaming is on for Sam's phone")).toBe(false);
    expect(await passes(lines, "Roaming is off for Sam's phone")).toBe(true);
  });
});
