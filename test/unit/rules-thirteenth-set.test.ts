/**
 * The false passes of the thirteenth blind set's first scoring that the planner decides, each turned into the failure
 * it must be: a claim with a number read across two sentences of a message ("the most I can take is 75 credits" on
 * "... take you to 75 credits. The most you can take is 60."), "I have 60 credits" on "You need exactly 60 credits",
 * "Car park A" read as "Car park" (the letter taken for an article), and a dropdown named by its code ("the reason for
 * SKU-1043") swapped for another that has the option. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_WORDS, REFUSAL_SHAPES } from '../../runner-image/src/ai/rules/act-outcome';
import { contentTokens } from '../../runner-image/src/ai/rules/text-match';
import { el, pageOf } from '../support/observation-builder';
import { passes, refs } from '../support/rules-steps';

describe('a claim with a number about a message', () => {
  const page = pageOf([
    el('e', 'alert', '', {
      hints: { ident: 'err', text: 'Adding HI2110 would take you to 75 credits. The most you can take is 60.' },
    }),
    el('s', 'paragraph', '', {
      hints: { ident: 'sub err', text: 'You need exactly 60 credits to submit. You have 30.' },
    }),
  ]);

  it('is said in one sentence', async () => {
    expect(await passes(page, 'the error says the most I can take is 75 credits')).toBe(false);
    expect(await passes(page, 'the error says the most I can take is 60')).toBe(true);
  });

  it('keeps "have" before its number', async () => {
    expect(await passes(page, 'The error says I have 60 credits')).toBe(false);
    expect(await passes(page, 'The error says I have 30')).toBe(true);
  });
});

describe('a letter that names a thing', () => {
  it('is part of its name, never the article', () => {
    expect(contentTokens('Car park A')).toContain('a');
    expect(contentTokens('a toast says hello')).not.toContain('a');
  });

  const page = pageOf([
    el('t', 'tabpanel', 'Car parks'),
    el('a', 'article', '', { parent: 't' }),
    el('ah', 'heading', 'Car park A', { parent: 'a', hints: { level: 3 } }),
    el('ap', 'paragraph', '', { parent: 'a', hints: { text: '12 spaces left' } }),
    el('c', 'article', '', { parent: 't' }),
    el('ch', 'heading', 'Car park C', { parent: 'c', hints: { level: 3 } }),
    el('cp', 'paragraph', '', { parent: 'c', hints: { text: 'Full' } }),
    el('m', 'status', '', { hints: { ident: 'toast', text: 'Application sent: Car park B from Mon 15 Mar 2027' } }),
  ]);

  it('keeps "Car park A" from being the panel of all car parks, or another car park', async () => {
    expect(await passes(page, 'Car park A is full')).toBe(false);
    expect(await passes(page, 'A toast confirms the application for Car park A')).toBe(false);
    expect(await passes(page, 'A toast confirms the application for Car park B')).toBe(true);
  });
});

describe('a dropdown named by its code', () => {
  const sheet = pageOf([
    el('t', 'table', 'Count sheet'),
    el('w', 'row', '', { parent: 't' }),
    el('k', 'cell', 'SKU-3307', { parent: 'w' }),
    el('q', 'cell', '', { parent: 'w' }),
    el('r', 'combobox', 'Reason for SKU-3307', {
      parent: 'q',
      hints: { inputType: 'select', label: 'Reason for SKU-3307', options: ['Choose…', 'Damaged', 'Theft'] },
    }),
  ]);

  it('is that dropdown or none', async () => {
    expect(await refs(sheet, 'Choose "Theft" as the reason for SKU-1043')).toBeNull();
    expect(await refs(sheet, 'Choose "Theft" as the reason for SKU-3307')).toEqual(['r']);
  });
});

describe('refusals said without an error word', () => {
  it.each([
    'MA2010 clashes with CS2041 Databases (Mon 10:00)',
    'You need MA1010 Calculus before you can take MA2033',
    'MU1002 is a level 4 module and is not open to second-year students',
    'Adding HI2110 would take you to 75 credits. The most you can take is 60.',
    '4 lines have not been counted yet',
    'Choose a reason for SKU-3307 (variance over 10%)',
  ])('are read in an error by its role or identity: %s', (text) => {
    expect(REFUSAL_SHAPES.test(text) || ERROR_WORDS.test(text)).toBe(true);
  });

  it.each(['Only 3 left', 'Your check-up is overdue. Book now', 'Application sent'])('not: %s', (text) => {
    expect(REFUSAL_SHAPES.test(text) || ERROR_WORDS.test(text)).toBe(false);
  });
});

describe('what those rules leave alone', () => {
  it('"have" of a rule ("must have 15 digits") and "I" of "I\'m" stay filler', async () => {
    const page = pageOf([
      el('e', 'alert', '', { hints: { ident: 'err', text: 'Microchip numbers have exactly 15 digits.' } }),
      el('r', 'alert', '', { hints: { ident: 'err', text: 'Choose where you’re travelling to' } }),
    ]);
    expect(await passes(page, 'An error explains that a microchip number must have 15 digits')).toBe(true);
    expect(await passes(page, "An error asks where I'm travelling to")).toBe(true);
  });

  it('a claim joined by "and" may span the sentences of a message', async () => {
    const page = pageOf([
      el('t', 'status', '', { hints: { ident: 'toast', text: "Renewed 3 items. 2 couldn't be renewed." } }),
    ]);
    expect(await passes(page, "A toast says 3 items were renewed and 2 couldn't be")).toBe(true);
  });
});

describe('a message that says "cannot"', () => {
  const page = pageOf([
    el('d', 'dialog', 'Apply for a permit'),
    el('a', 'alert', '', { parent: 'd', hints: { ident: 'errs err' } }),
    el('i', 'listitem', '', { parent: 'a', hints: { text: 'The start date cannot be in the past' } }),
  ]);

  it('is the same words as "can not" and "can\'t"', async () => {
    expect(await passes(page, 'An error says the start date cannot be in the past')).toBe(true);
    expect(await passes(page, "An error says the start date can't be in the past")).toBe(true);
    expect(await passes(page, 'An error says the end date cannot be in the past')).toBe(false);
  });
});
