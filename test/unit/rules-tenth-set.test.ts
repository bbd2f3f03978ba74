/**
 * The false passes of a blind corpus set's first scoring, each turned into the failure or the right element it must
 * be: a total read off another line of its section, one filter of two set, a warning of what comes "before" read as
 * what happened, a text typed with the rest of the step in it, "the bought item" taken for a "Hide bought items"
 * switch, "add 6 eggs to the list" clicking "Share list", "Clear bought items" read as unticking, and an option
 * chosen elsewhere when several dropdowns have the name. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const passes = async (observation: Observation, claim: string) => {
  const verdict = await planner.assert(claim, observation, ctx, probeOf(observation));
  return 'pass' in verdict ? verdict.pass : null;
};
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

describe('a total', () => {
  const booking = pageOf([
    el('r', 'region', 'Your booking'),
    el('h', 'heading', 'Your booking', { parent: 'r', hints: { level: 2 } }),
    el('t', 'table', '', { parent: 'r' }),
    el('r1', 'row', '', { parent: 't' }),
    el('c1', 'cell', 'Full service', { parent: 'r1' }),
    el('a1', 'cell', '£189.00', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 't' }),
    el('c2', 'cell', 'MOT test', { parent: 'r2' }),
    el('a2', 'cell', '£54.85', { parent: 'r2' }),
    el('p', 'paragraph', '', { parent: 'r', hints: { text: 'Total:' } }),
    el('s', 'strong', '', { parent: 'p', hints: { text: '£243.85', ident: 's total' } }),
  ]);

  it('is what the total says, never an amount of another line', async () => {
    expect(await passes(booking, 'The total is £243.85')).toBe(true);
    expect(await passes(booking, 'The total is £189.00')).toBe(false);
  });
});

describe('filters', () => {
  const catalogue = (formats: string[]) =>
    pageOf([
      el('g', 'group', 'Format'),
      ...formats.map((f, i) => el(`f${i}`, 'checkbox', f, { parent: 'g', hints: { checked: false } })),
      el('a', 'switch', 'Available now only', { hints: { checked: false } }),
    ]);

  it('sets both the kind and the condition', async () => {
    expect(
      operations(await act(catalogue(['Books', 'Audiobooks']), 'Show only audiobooks that are available now')),
    ).toEqual([
      { op: 'check', ref: 'f1', checked: true },
      { op: 'check', ref: 'a', checked: true },
    ]);
  });

  it('sets neither when the kind has no filter', async () => {
    expect(operations(await act(catalogue(['Books', 'DVDs']), 'Show only audiobooks that are available now'))).toEqual(
      [],
    );
  });
});

describe('a warning of what comes before something', () => {
  const page = pageOf([
    el('e', 'alert', '', {
      hints: { text: 'The card number or PIN is wrong. You have 2 tries left before your account is locked.' },
    }),
  ]);

  it('is not that thing', async () => {
    expect(await passes(page, 'An error says I have 2 tries left')).toBe(true);
    expect(await passes(page, 'The error says my account is locked')).toBe(false);
  });
});

describe('the shopping list', () => {
  const list = pageOf([
    el('m', 'main', ''),
    el('n', 'textbox', 'Add an item, e.g. 2 lemons', {
      parent: 'm',
      hints: { placeholder: 'Add an item, e.g. 2 lemons' },
    }),
    el('add', 'button', 'Add', { parent: 'm' }),
    el('share', 'button', 'Share list', { parent: 'm' }),
    el('hl', 'generic', '', { parent: 'm', hints: { text: 'Hide bought items' } }),
    el('hide', 'switch', 'Hide bought items', { parent: 'm', hints: { checked: false } }),
    el('clear', 'button', 'Clear bought items', { parent: 'm' }),
    el('i1', 'checkbox', '200 g spinach', { parent: 'm', hints: { checked: true } }),
    el('i2', 'checkbox', '30 g butter', { parent: 'm', hints: { checked: true } }),
    el('i3', 'checkbox', '2 lemons', { parent: 'm', hints: { checked: false } }),
  ]);

  it('adds a new entry with its field, never through another button of the list', async () => {
    const ops = operations(await act(list, 'Add "6 eggs" to the list'));

    expect(ops[0]).toEqual({ op: 'fill', ref: 'n', text: '6 eggs' });
    expect(ops.map((o) => ('ref' in o ? o.ref : ''))).not.toContain('share');
  });

  it('clicks the button a step names in full', async () => {
    expect(operations(await act(list, 'Clear bought items'))).toEqual([{ op: 'click', ref: 'clear' }]);
  });

  it('unticks "the bought item" only when one is bought', async () => {
    expect(operations(await act(list, 'Untick the bought item'))).toEqual([]);
    const one = pageOf(list.elements.filter((e) => e.ref !== 'i2'));
    expect(operations(await act(one, 'Untick the bought item'))).toEqual([{ op: 'check', ref: 'i1', checked: false }]);
  });
});

describe('a review', () => {
  it('is not written with the rest of the step in its text', async () => {
    const page = pageOf([
      el('f', 'form', 'Review'),
      el('s4', 'radio', '4 stars', { parent: 'f', hints: { checked: false } }),
      el('t', 'textbox', 'Your review', { parent: 'f', hints: { inputType: 'textarea' } }),
      el('p', 'button', 'Post review', { parent: 'f' }),
    ]);

    const plan = await act(
      page,
      'Rate it 4 stars, write "Juicy and easy", say I changed the recipe, and post the review',
    );

    // The rating, then the rest planned again on the page it leaves, where it is not understood.
    expect(operations(plan)).toEqual([{ op: 'check', ref: 's4', checked: true }]);
    const rest = 'rest' in plan ? (plan.rest as string) : '';
    expect(rest).toMatch(/^write "Juicy and easy", say I changed the recipe/);
    expect(operations(await act(page, rest))).toEqual([]);
  });
});

describe('dropdowns of the same name', () => {
  it('chooses nothing when the step does not say which', async () => {
    const rooms = pageOf(
      ['Hive Room', 'Boardroom'].flatMap((room, i) => [
        el(`a${i}`, 'article', room),
        el(`h${i}`, 'combobox', 'Hours', { parent: `a${i}`, hints: { options: ['1', '2', '3'], value: '1' } }),
      ]),
    );
    const desk = el('d', 'radio', 'Dedicated desk – 2 credits a day', { hints: { checked: false } });

    expect(operations(await act(pageOf([...rooms.elements, desk]), 'Select "2" from "Hours"'))).toEqual([]);
  });
});

describe('a control named in full, in a container the step names', () => {
  it('is clicked only inside that container', async () => {
    const page = pageOf([
      el('s', 'region', 'Shipping'),
      el('f', 'textbox', 'Street', { parent: 's' }),
      el('b', 'region', 'Billing'),
      el('x', 'button', 'Save address', { parent: 'b' }),
    ]);

    expect(operations(await act(page, 'In the Shipping section, save address'))).toEqual([]);
    expect(operations(await act(page, 'In the Billing section, save address'))).toEqual([{ op: 'click', ref: 'x' }]);
  });
});
