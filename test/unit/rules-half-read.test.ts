/**
 * Steps the rules planner read only in part, or read one way where they could mean another, fail instead of passing
 * on the wrong element or with the wrong value: the false passes of a blind corpus set (a date typed the US way on a
 * British form, the rest of a field's name typed as its value, "as played" read as the Play button, "follow" read as
 * a click on a heading, a wait that dropped the click before it, an ordinal counted across a player and a list, and
 * an error summary not seen as an error). Pure: observations are built by hand, the probe answers from them.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { partOfADate } from '../../runner-image/src/ai/rules/act-guards';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const check = (observation: Observation, claim: string) =>
  planner.assert(claim, observation, ctx, probeOf(observation));
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

const absence = pageOf([
  el('e1', 'main', ''),
  el('e2', 'alert', '', { parent: 'e1', hints: { ident: 'summary box err' } }),
  el('e3', 'heading', 'There is a problem', { parent: 'e2', hints: { level: 2 } }),
  el('e4', 'list', '', { parent: 'e2' }),
  el('e5', 'listitem', '', { parent: 'e4', hints: { text: 'Choose which child is absent' } }),
  el('e6', 'listitem', '', { parent: 'e4', hints: { text: 'Choose a reason for the absence' } }),
  el('e7', 'textbox', 'First day of absence', {
    parent: 'e1',
    hints: { inputType: 'date', label: 'First day of absence', value: '' },
  }),
  el('e8', 'group', 'Reason', { parent: 'e1' }),
  el('e9', 'radio', 'Illness', { parent: 'e8', hints: { checked: false } }),
  el('e10', 'paragraph', '', {
    parent: 'e8',
    hints: { ident: 'e reason err', text: 'Choose a reason for the absence' },
  }),
  el('e11', 'textbox', 'Gift card code', {
    parent: 'e1',
    hints: { inputType: 'text', placeholder: 'Gift card code', value: '' },
  }),
  el('e12', 'button', 'Apply', { parent: 'e1' }),
]);

const show = pageOf([
  el('e1', 'region', 'Player'),
  el('e2', 'button', 'Play', { parent: 'e1' }),
  el('e3', 'list', 'Episodes'),
  ...['Radio Silence', 'Frost Fair'].flatMap((title, i) => [
    el(`c${i}`, 'article', '', { parent: 'e3' }),
    el(`h${i}`, 'heading', title, { parent: `c${i}`, hints: { level: 3 } }),
    el(`p${i}`, 'button', 'Play', { parent: `c${i}` }),
    el(`m${i}`, 'button', 'More options', { parent: `c${i}` }),
  ]),
  el('e4', 'button', 'Load more episodes'),
  el('r0', 'article', ''),
  el('r1', 'heading', 'The Night Desk', { parent: 'r0', hints: { level: 2 } }),
  el('r2', 'button', 'Follow', { parent: 'r0' }),
  el('r3', 'article', ''),
  el('r4', 'heading', 'Signal Box', { parent: 'r3', hints: { level: 2 } }),
  el('r5', 'button', 'Follow', { parent: 'r3' }),
  el('n1', 'navigation', 'Pages'),
  el('n2', 'button', 'Next', { parent: 'n1' }),
]);

describe('rules planner: a step read in part fails, never passes on a guess', () => {
  it('does not guess the order of day and month in a date both readings allow', async () => {
    const plan = await act(absence, 'Set the first day of absence to 11/03/2027');
    expect(plan).toMatchObject({ unsupported: expect.stringMatching(/day\/month or month\/day/) });
    // Unambiguous forms still work.
    expect(operations(await act(absence, 'Set the first day of absence to 25/03/2027'))).toEqual([
      { op: 'fill', ref: 'e7', text: '2027-03-25' },
    ]);
    expect(operations(await act(absence, 'Set the first day of absence to 11 March 2027'))).toEqual([
      { op: 'fill', ref: 'e7', text: '2027-03-11' },
    ]);
  });

  it("keeps the rest of a field's name out of the value typed into it", async () => {
    const plan = await act(absence, 'Enter gift card code GIFT-2020 and apply it');
    expect(operations(plan)[0]).toEqual({ op: 'fill', ref: 'e11', text: 'GIFT-2020' });
  });

  it('does not read "as played" as the Play button', async () => {
    const ops = operations(await act(show, 'Mark Radio Silence as played'));
    expect(ops.some((op) => 'ref' in op && op.ref === 'p0')).toBe(false);
  });

  it('follows a show with its Follow control, never by clicking its heading', async () => {
    expect(operations(await act(show, 'Follow The Night Desk'))).toEqual([{ op: 'click', ref: 'r2' }]);
    expect(await act(show, 'Follow the Podcasts page')).toMatchObject({ unsupported: expect.any(String) });
    // A pager's Next is followed like a link.
    expect(operations(await act(show, 'And I follow "Next"'))).toEqual([{ op: 'click', ref: 'n2' }]);
  });

  it('fails a wait whose quoted text sits in a clause it would leave undone', async () => {
    const plan = await act(
      show,
      'Wait for the older episodes to load after clicking "Load more episodes", then play Frost Fair',
    );
    expect(plan).toMatchObject({ unsupported: expect.any(String) });
    expect(operations(plan)).toEqual([]);
  });

  it('does not count "the first Play button" across a player and the episode cards', async () => {
    const plan = await act(show, 'click the first Play button');
    expect(plan).toMatchObject({ unsupported: expect.stringMatching(/ambiguous|several|which/i) });
    // Within the cards, it is the first card's.
    expect(operations(await act(show, 'click the Play button of Frost Fair'))).toEqual([{ op: 'click', ref: 'p1' }]);
  });

  it('sees the errors listed in an error summary, and one marked by its name, as errors', async () => {
    expect(await check(absence, 'There is no error for the reason')).toMatchObject({ pass: false });
    expect(await check(absence, 'An error asks me to choose which child is absent')).toMatchObject({ pass: true });
    expect(await check(absence, 'An error asks me to pick a colour')).toMatchObject({ pass: false });
  });

  it('fails a plan that would type only part of a date the step names, but not a date typed in its parts', () => {
    const travel = pageOf([
      el('c1', 'combobox', 'Country', { hints: { options: ['Choose a country', 'Brazil', 'France'] } }),
      el('d1', 'textbox', 'Date you came back', { hints: { inputType: 'date', value: '' } }),
      el('b1', 'button', 'Check'),
    ]);
    expect(
      partOfADate('Check travel for Brazil, back on 1 June 2027', [{ op: 'fill', ref: 'd1', text: '2027' }]),
    ).toMatch(/"1 June 2027" would be typed only in part/);
    expect('unsupported' in planAct('Check travel, back on 1 June 2027', travel)).toBe(true);
    const parts: PlannedOperation[] = [
      { op: 'fill', ref: 'd', text: '1' },
      { op: 'select', ref: 'm', option: 'June' },
      { op: 'fill', ref: 'y', text: '2027' },
    ];
    expect(partOfADate('Enter 1 June 2027 as the date of birth', parts)).toBeUndefined();
    expect(partOfADate('Enter 01/06/2027', [{ op: 'fill', ref: 'd', text: '01/06/2027' }])).toBeUndefined();
  });

  it('sets how far a search reaches, and fails it where nothing on the page says how far', () => {
    const search = (withSlider: boolean) =>
      pageOf([
        el('l1', 'generic', '', { hints: { ident: 'line' } }),
        el('p1', 'textbox', 'Postcode or town', { parent: 'l1', hints: { inputType: 'text', value: '' } }),
        ...(withSlider ? [el('r1', 'slider', 'Within', { parent: 'l1', hints: { text: '5' } })] : []),
        el('b1', 'button', 'Find sessions', { parent: 'l1' }),
      ]);
    for (const step of [
      'Find sessions within 10 miles of LS6 3HN',
      'Search for sessions near LS6 3HN within 10 miles',
    ]) {
      expect(planAct(step, search(true))).toMatchObject({
        operations: [
          { op: 'fill', ref: 'r1', text: '10' },
          { op: 'fill', ref: 'p1', text: 'LS6 3HN' },
          { op: 'click', ref: 'b1' },
        ],
      });
      const without = planAct(step, search(false));
      expect(operations(without).some((o) => o.op === 'fill' && o.text === 'LS6 3HN')).toBe(false);
    }
  });

  it('fails a task whose dialog offers a choice none of whose options can be taken', () => {
    const full = pageOf([
      el('d1', 'dialog', 'Start charging at Greenfield Retail Park'),
      el('g1', 'group', 'Connector', { parent: 'd1' }),
      el('r1', 'radio', 'Connector 1 (in use)', { parent: 'g1', hints: { checked: false, disabled: true } }),
      el('r2', 'radio', 'Connector 2 (in use)', { parent: 'g1', hints: { checked: false, disabled: true } }),
      el('b1', 'button', 'Start charging', { parent: 'd1' }),
    ]);
    const plan = planAct('confirm the charging if asked', full);
    expect('unsupported' in plan && plan.unsupported).toMatch(/leaves no Connector to choose/);
    const free = pageOf([
      ...full.elements.filter((e) => e.ref !== 'r2'),
      el('r2', 'radio', 'Connector 2', { parent: 'g1', hints: { checked: false } }),
    ]);
    expect(planAct('confirm the charging if asked', free)).toMatchObject({ operations: [] });
  });
});
