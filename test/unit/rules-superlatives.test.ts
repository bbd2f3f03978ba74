/**
 * Choices by a superlative ("choose the cheapest stylist", "pick the earliest free time", "select the cheapest direct
 * train"): the lowest or highest price, time or rating among the page's items, with the step's other words in the
 * item, and never a full or disabled one when the step asks for a free one. A tie, or words no item has, choose
 * nothing. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { el, pageOf } from '../support/observation-builder';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

const stylist = (id: string, name: string, text: string, away = false) => [
  el(id, 'article', name, { parent: 'l' }),
  el(`${id}h`, 'heading', name, { parent: id, hints: { level: 3 } }),
  el(`${id}p`, 'paragraph', '', { parent: id, hints: { text } }),
  el(`${id}b`, 'button', 'Choose', { parent: id, ...(away ? { hints: { disabled: true } } : {}) }),
];
const stylists = pageOf([
  el('m', 'main', ''),
  el('l', 'list', 'Stylists', { parent: 'm' }),
  el('f', 'checkbox', 'Vegan products only', { parent: 'm', hints: { checked: false } }),
  ...stylist('a', 'Ana Ribeiro', 'Senior stylist · from £55 · ★ 4.9', true),
  ...stylist('b', 'Josh Kemp', 'Stylist · from £45 · ★ 4.6'),
  ...stylist('c', 'Priya Nair', 'Senior stylist · from £55 · ★ 4.8'),
  ...stylist('d', 'Leo Marsh', 'Graduate stylist · from £37 · ★ 4.3'),
]);

describe('the cheapest, the most expensive, the highest rated', () => {
  it('chooses the item with the lowest price, with its own control', async () => {
    expect(operations(await act(stylists, 'choose the cheapest stylist'))).toEqual([{ op: 'click', ref: 'db' }]);
  });

  it('leaves out what cannot be chosen when the step asks for an available one', async () => {
    expect(operations(await act(stylists, 'Pick the highest-rated stylist who is available'))).toEqual([
      { op: 'click', ref: 'cb' },
    ]);
  });

  it("keeps to the items that have the step's other words", async () => {
    expect(operations(await act(stylists, 'choose the cheapest senior stylist'))).toEqual([]);
    expect(operations(await act(stylists, 'choose the cheapest available senior stylist'))).toEqual([
      { op: 'click', ref: 'cb' },
    ]);
  });

  it('chooses nothing when no item has those words, whatever else on the page does', async () => {
    expect(operations(await act(stylists, 'choose the cheapest vegan stylist'))).toEqual([]);
  });

  it('chooses nothing on a tie', async () => {
    const plan = await act(stylists, 'choose the most expensive stylist');

    expect(operations(plan)).toEqual([]);
  });
});

describe('the earliest time', () => {
  const slots = pageOf([
    el('m', 'main', ''),
    el('g', 'group', 'Choose a time', { parent: 'm' }),
    el('t1', 'button', '09:00 (full)', { parent: 'g', hints: { disabled: true } }),
    el('t2', 'button', '09:30', { parent: 'g' }),
    el('t3', 'button', '2:15pm', { parent: 'g' }),
    el('t4', 'button', '11:00', { parent: 'g' }),
  ]);

  it('picks the earliest free one, never a full one', async () => {
    expect(operations(await act(slots, 'pick the earliest free time'))).toEqual([{ op: 'click', ref: 't2' }]);
  });

  it('reads am and pm for the latest', async () => {
    expect(operations(await act(slots, 'pick the latest time'))).toEqual([{ op: 'click', ref: 't3' }]);
  });
});
