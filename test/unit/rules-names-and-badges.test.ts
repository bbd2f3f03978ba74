/**
 * Names written with letters beyond A-Z ("Chloé Martin", "Zoë Ng", "Émile Roux") name their rows like any other; a
 * control's badge is the count on the control of that name that shows one. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

const people = ['Chloé Martin', 'Zoë Ng', 'Émile Roux'];
const pipeline = pageOf([
  el('t', 'table', 'Candidates'),
  ...people.flatMap((name, i) => [
    el(`r${i}`, 'row', '', { parent: 't' }),
    el(`n${i}`, 'cell', name, { parent: `r${i}` }),
    el(`c${i}`, 'cell', '', { parent: `r${i}` }),
    el(`a${i}`, 'button', 'Advance', { parent: `c${i}`, hints: { disabled: i === 0 } }),
  ]),
]);

describe('a control of the row of a name in any script', () => {
  it('is found by the name', async () => {
    expect(await refs(pipeline, 'Click the Advance button for Zoë Ng')).toEqual(['a1']);
    expect(await refs(pipeline, 'Click the Advance button for Émile Roux')).toEqual(['a2']);
  });

  it('has its own state', async () => {
    expect(await passes(pipeline, 'the Advance button for Chloé Martin is disabled')).toBe(true);
    expect(await passes(pipeline, 'the Advance button for Zoë Ng is disabled')).toBe(false);
  });
});

describe("a control's badge", () => {
  const sitters = pageOf([
    el('nav', 'navigation', ''),
    el('saved', 'link', 'Saved 1', { parent: 'nav', hints: { text: 'Saved' } }),
    el('n', 'generic', '', { parent: 'saved', hints: { ident: 'saved count', text: '1' } }),
    el('card', 'article', 'Maya Rahman'),
    el('save', 'button', 'Saved', { parent: 'card', hints: { selected: true } }),
  ]);

  it('is the count shown on the control of that name that shows one', async () => {
    expect(await passes(sitters, 'The Saved badge shows 1')).toBe(true);
    expect(await passes(sitters, 'The Saved badge shows 2')).toBe(false);
  });
});

describe('a claim in a place the step names first', () => {
  const results = pageOf([
    el('main', 'main', ''),
    el('h', 'heading', 'Results for “salt”', { parent: 'main', hints: { level: 1 } }),
    el('r', 'generic', '', { parent: 'main', hints: { ident: 'results' } }),
    el('a1', 'article', 'Salt, Fat, Acid, Heat', { parent: 'r', hints: { ident: 'card result' } }),
    el('a2', 'article', 'Salt: a world history', { parent: 'r', hints: { ident: 'card result' } }),
  ]);

  it('never holds in a place the page does not have', async () => {
    expect(await passes(results, 'In the results for pepper, 2 results are listed')).toBe(false);
    expect(await passes(results, 'In the results for pepper, Salt: a world history is listed')).toBe(false);
  });
});

describe('confirmed with a reference', () => {
  const done = (heading: string) =>
    pageOf([
      el('box', 'generic', '', { hints: { ident: 'done box' } }),
      el('h', 'heading', heading, { parent: 'box', hints: { level: 2 } }),
      el('p', 'paragraph', '', { parent: 'box', hints: { text: 'Your reference is' } }),
      el('code', 'strong', '', { parent: 'p', hints: { text: 'BSD-48213' } }),
    ]);

  it('holds on a success stated beside that reference', async () => {
    expect(await passes(done('Appointment booked'), 'The booking is confirmed with reference BSD-48213')).toBe(true);
  });

  it('does not hold with another reference, or without a success beside it', async () => {
    expect(await passes(done('Appointment booked'), 'The booking is confirmed with reference BSD-48231')).toBe(false);
    expect(await passes(done('Payment failed'), 'The booking is confirmed with reference BSD-48213')).toBe(false);
    expect(
      await passes(done('Booking could not be confirmed'), 'The booking is confirmed with reference BSD-48213'),
    ).toBe(false);
  });
});

describe('a count of items that say something', () => {
  const articles = (tab: string, statuses: string[]) =>
    pageOf([
      el('tl', 'tablist', 'Articles'),
      ...['All', 'Published', 'Scheduled'].map((name) =>
        el(`tab-${name}`, 'tab', name, { parent: 'tl', hints: { selected: name === tab } }),
      ),
      el('t', 'table', 'Articles'),
      el('g', 'rowgroup', '', { parent: 't' }),
      ...statuses.flatMap((status, i) => [
        el(`r${i}`, 'row', '', { parent: 'g' }),
        el(`n${i}`, 'cell', `Story ${i + 1}`, { parent: `r${i}` }),
        el(`s${i}`, 'cell', status, { parent: `r${i}` }),
      ]),
    ]);

  it('counts the items that say it', async () => {
    const all = articles('All', ['Scheduled', 'Scheduled', 'Published']);
    expect(await passes(all, 'there are 2 scheduled articles')).toBe(true);
    expect(await passes(all, 'there are 3 published articles')).toBe(false);
    expect(await passes(all, 'there is 1 published article')).toBe(true);
  });

  it('counts them all when the list they are in says it', async () => {
    expect(await passes(articles('Scheduled', ['Soon', 'Tomorrow']), 'there are 2 scheduled articles')).toBe(true);
    expect(await passes(articles('Scheduled', ['Soon', 'Tomorrow']), 'there are 2 published articles')).toBe(false);
  });
});

describe('a value among choices', () => {
  const meals = (checked: number | null) =>
    pageOf([
      el('g', 'group', 'Arjun Patel', { hints: { ident: 'meal arjun' } }),
      el('sf', 'generic', '', { parent: 'g', hints: { ident: 'field' } }),
      el('sl', 'generic', '', { parent: 'sf', hints: { text: 'Starter' } }),
      el('s', 'combobox', 'Starter', {
        parent: 'sf',
        hints: { inputType: 'select', value: 'Choose a starter', options: ['Choose a starter', 'Soup'] },
      }),
      el('f', 'generic', '', { parent: 'g', hints: { ident: 'field' } }),
      el('l', 'generic', '', { parent: 'f', hints: { ident: 'name', text: 'Main course' } }),
      ...['Braised beef short rib', 'Pan-roasted hake'].flatMap((dish, i) => [
        el(`w${i}`, 'generic', '', { parent: 'f', hints: { text: dish } }),
        el(`r${i}`, 'radio', dish, { parent: `w${i}`, hints: { checked: checked === i } }),
      ]),
    ]);

  it('is the one chosen, never an option nobody picked', async () => {
    expect(await passes(meals(null), "Arjun's main course is Braised beef short rib")).toBe(false);
    expect(await passes(meals(1), "Arjun's main course is Braised beef short rib")).toBe(false);
    expect(await passes(meals(0), "Arjun's main course is Braised beef short rib")).toBe(true);
  });
});

describe('signing in with what identifies a booking', () => {
  const find = pageOf([
    el('form', 'form', 'Find your booking'),
    el('ref', 'textbox', 'Booking reference', { parent: 'form', hints: { value: '' } }),
    el('last', 'textbox', 'Last name', { parent: 'form', hints: { value: '' } }),
    el('go', 'button', 'Find booking', { parent: 'form' }),
    el('help', 'button', 'Help'),
  ]);

  it('types each named field, then sends the form with its one button that finds', async () => {
    expect(operations(await act(find, 'Find my booking with reference QX7K2P and last name Lindqvist'))).toEqual([
      { op: 'fill', ref: 'ref', text: 'QX7K2P' },
      { op: 'fill', ref: 'last', text: 'Lindqvist' },
      { op: 'click', ref: 'go' },
    ]);
    expect(await refs(find, 'Log in with reference TW4K9Q and surname Okafor')).toEqual(['ref', 'last', 'go']);
  });

  it('does nothing when a named field is not there', async () => {
    expect(await refs(find, 'Log in with reference TW4K9Q and date of birth 1 May 1990')).toBeNull();
  });
});
