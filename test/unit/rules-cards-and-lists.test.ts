/**
 * Steps about cards and lists the way people write them: a card chosen by its title when its button only says
 * "Select" ("Choose Leo Marsh"), an extra offered as a checkbox added by name ("add a head massage"), the page's one
 * Follow button for "Follow the show", the item at a position ("The first car in the list is the VW Polo"), counts of
 * what is shown beside a stated total, and messages in the user's words ("I have been signed out"). Each is checked
 * with the near miss or wrong target it must not accept. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const check = (observation: Observation, claim: string) =>
  planner.assert(claim, observation, ctx, probeOf(observation));
/** Whether the claim passed; null when it was not understood. */
const passes = async (observation: Observation, claim: string) => {
  const verdict = await check(observation, claim);
  return 'pass' in verdict ? verdict.pass : null;
};
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);
const refs = (plan: ActPlan) => operations(plan).map((o) => ('ref' in o ? o.ref : o.op));

const services = pageOf([
  el('m', 'main', ''),
  el('g', 'generic', '', { parent: 'm' }),
  ...[
    ['Blow-dry', false],
    ["Kids' cut (under 12)", false],
    ['Balayage', true],
  ].flatMap(([title, full], i) => [
    el(`c${i}`, 'article', '', { parent: 'g' }),
    el(`h${i}`, 'heading', title as string, { parent: `c${i}`, hints: { level: 3 } }),
    el(`s${i}`, 'button', 'Select', { parent: `c${i}`, hints: full ? { disabled: true } : {} }),
  ]),
  el('f', 'group', 'Add-ons', { parent: 'm' }),
  el('x1', 'checkbox', 'Fringe trim (free)', { parent: 'f', hints: { checked: false } }),
  el('x2', 'checkbox', 'Head massage (+£8)', { parent: 'f', hints: { checked: false } }),
  el('go', 'button', 'Continue', { parent: 'm' }),
]);

describe('cards chosen by their title', () => {
  it('clicks the Select button of the card the step names', async () => {
    expect(refs(await act(services, 'Select Kids cut'))).toEqual(['s1']);
    expect(refs(await act(services, 'choose the Blow-dry'))).toEqual(['s0']);
  });

  it('fails a card whose button is disabled, and a bare Select', async () => {
    const full = await act(services, 'Select Balayage');
    expect(full).toMatchObject({ unsupported: expect.stringMatching(/Balayage.*disabled/) });
    expect(operations(await act(services, 'Click Select'))).toEqual([]);
  });

  it('adds an extra offered as a checkbox, and does several things in one step', async () => {
    expect(operations(await act(services, 'add a head massage'))).toEqual([{ op: 'check', ref: 'x2', checked: true }]);
    expect(refs(await act(services, 'Pick Blow-dry, add a fringe trim and continue'))).toEqual(['s0', 'x1', 'go']);
  });
});

const show = pageOf([
  el('m', 'main', ''),
  el('t', 'heading', 'Night Shift Stories', { parent: 'm', hints: { level: 1 } }),
  el('l', 'generic', '', { parent: 'm' }),
  el('b', 'button', 'Follow', { parent: 'l' }),
  el('sw', 'switch', 'New episode alerts', { parent: 'l', hints: { checked: false, disabled: true } }),
  el('n', 'generic', '', { parent: 'l', hints: { text: 'Follow the show to turn on alerts.' } }),
  el('c', 'generic', '', { parent: 'm', hints: { text: 'Hosted by Ruth Adeyemi · Fiction · 42 episodes' } }),
  el('s', 'generic', '', { parent: 'm', hints: { text: 'Showing 3 of 8 episodes' } }),
  el('list', 'generic', '', { parent: 'm' }),
  ...['The Night Porter', 'Last Orders', 'Fog Horn'].flatMap((title, i) => [
    el(`a${i}`, 'article', '', { parent: 'list' }),
    el(`ah${i}`, 'heading', title, { parent: `a${i}`, hints: { level: 3 } }),
    el(`ae${i}`, 'generic', '', { parent: `a${i}`, hints: { text: `Episode ${42 - i} · 38 min` } }),
    el(`ap${i}`, 'button', 'Play', { parent: `a${i}` }),
  ]),
  el('chips', 'list', 'Filters', { parent: 'm' }),
  ...['All', 'Unplayed'].map((name, i) => el(`chip${i}`, 'listitem', '', { parent: 'chips', hints: { text: name } })),
]);

describe('the page and its list', () => {
  it('follows the show with its one Follow button, never the switch whose note repeats the words', async () => {
    expect(refs(await act(show, 'Follow the show'))).toEqual(['b']);
    expect(refs(await act(show, 'Follow the show and switch on new episode alerts'))).toEqual(['b', 'sw']);
  });

  it('reads the item at a position among the titled items', async () => {
    expect(await passes(show, 'The first episode listed is The Night Porter')).toBe(true);
    expect(await passes(show, 'the last episode in the list is Fog Horn')).toBe(true);
    expect(await passes(show, 'The second episode is The Night Porter')).toBe(false);
    expect(await passes(show, 'The fifth episode is Fog Horn')).toBe(false);
  });

  it('counts what is shown beside a stated total, and never takes the total for it', async () => {
    expect(await passes(show, '3 episodes are shown')).toBe(true);
    expect(await passes(show, '42 episodes are shown')).toBe(false);
    expect(await passes(show, '8 episodes are shown')).toBe(false);
    expect(await passes(show, 'The show has 3 episodes')).toBe(false);
  });

  it('plays the item at a position in the page list', async () => {
    expect(refs(await act(show, 'Play the last episode in the list'))).toEqual(['ap2']);
  });
});

const notices = (text: string) =>
  pageOf([el('m', 'main', ''), el('n', 'status', '', { parent: 'm', hints: { text, ident: 'notice good' } })]);

describe('messages in the words of the one who reads them', () => {
  it('matches "I" to "you" and the forms of a verb', async () => {
    expect(await passes(notices('You have been signed out.'), 'A notice confirms that I have been signed out')).toBe(
      true,
    );
    const thanks = notices('Thank you. Permission given for the Science Museum trip.');
    expect(await passes(thanks, 'a toast thanks me for giving permission')).toBe(true);
    expect(await passes(thanks, 'a toast thanks me for refusing permission')).toBe(false);
    const error = notices('Choose a pickup time');
    expect(await passes(error, 'a message asks me to pick a pickup time')).toBe(true);
    expect(await passes(error, 'a message asks me to pick a return time')).toBe(false);
  });

  it('reads "the title of the page"', async () => {
    const titled: Observation = { ...notices('x'), title: 'Night Shift Stories · Wavelength' };
    expect(await passes(titled, 'the title of the page should be "Night Shift Stories · Wavelength"')).toBe(true);
    expect(await passes(titled, 'the title of the page should be "Night Shift"')).toBe(false);
  });
});

const booking = pageOf([
  el('m', 'main', ''),
  el('d', 'dialog', 'Reserve VW Polo', { parent: 'm' }),
  el('d0', 'paragraph', '', { parent: 'd', hints: { text: 'Estimated cost:' } }),
  el('d2', 'generic', '', { parent: 'd0', hints: { text: '£22.00' } }),
  el('t0', 'paragraph', '', { parent: 'm' }),
  el('t1', 'generic', '', { parent: 't0', hints: { text: 'Total' } }),
  el('t2', 'generic', '', { parent: 't0', hints: { text: '£38.00' } }),
  el('n', 'textbox', 'Your name', { parent: 'm', hints: { label: 'Your name', value: 'Grace Okafor' } }),
  el('p', 'paragraph', '', { parent: 'm', hints: { text: 'You have 183 loyalty points' } }),
  el('f', 'paragraph', '', { parent: 'm', hints: { text: '18,413 followers · 4.6 ★' } }),
]);

describe('values in the words of a change or a state', () => {
  it('reads "cost" as a noun before "is"', async () => {
    expect(await passes(booking, 'The estimated cost is £22.00')).toBe(true);
    expect(await passes(booking, 'The estimated cost is £38.00')).toBe(false);
  });

  it('reads what a value changed to as what it is now', async () => {
    expect(await passes(booking, 'The total drops to £38.00')).toBe(true);
    expect(await passes(booking, 'The total goes up to £22.00')).toBe(false);
    expect(await passes(booking, 'the follower count goes up to 18,413')).toBe(true);
    expect(await passes(booking, 'the follower count goes up to 18,412')).toBe(false);
  });

  it('reads a prefilled field', async () => {
    expect(await passes(booking, '"Your name" is prefilled with Grace Okafor')).toBe(true);
    expect(await passes(booking, '"Your name" is prefilled with Grace Okoro')).toBe(false);
    // "I have 3 adult tickets" is a quantity chosen, not a count of what is shown: it is not read as a count.
    expect(await passes(booking, 'I have 138 loyalty points')).not.toBe(true);
  });
});

describe('a quoted message', () => {
  it('must stand in the message as quoted, not as words spread over it', async () => {
    const error = pageOf([
      el('m', 'main', ''),
      el('a', 'alert', '', { parent: 'm', hints: { text: 'The return date must be after the pick-up date.' } }),
    ]);
    expect(await passes(error, 'Verify the error message says "Choose your pick-up and return dates."')).toBe(false);
    expect(await passes(error, 'the error message says "must be after the pick-up date"')).toBe(true);
    expect(await passes(error, 'an error asks me to pick a return date')).toBe(false);
  });
});

describe('a stated count', () => {
  it('states every word of the noun: "Tickets: 3" does not say 3 adult tickets', async () => {
    const summary = pageOf([
      el('m', 'main', ''),
      el('s', 'paragraph', '', { parent: 'm', hints: { text: 'Tickets: 3' } }),
    ]);
    expect(await passes(summary, 'there are 3 tickets')).toBe(true);
    expect(await passes(summary, 'there are 3 adult tickets')).toBe(false);
  });
});
