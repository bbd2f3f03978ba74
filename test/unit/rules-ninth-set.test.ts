/**
 * The false passes of a blind corpus set, each turned into the failure or the right element it must be: two quoted
 * names read as the first one, a step whose last part was dropped, a field's label taken for an error, the Change
 * links of a summary (all to "#") taken for one link, "next to Vehicle" answered with the link of the row above, the
 * list's pager ignored for a tab that holds the list's name, the menu's link to the current page clicked for the
 * page's own (disabled) button, a stepper's "−" taken for the line's Remove, and an amount read off a price list
 * without looking at whose it is. Pure: observations are built by hand, the probe answers from them.
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
const refs = (plan: ActPlan) => operations(plan).map((o) => ('ref' in o ? o.ref : o.op));
const at = (y: number, x = 0) => ({ box: { x, y, width: 60, height: 20 } });

const report = pageOf([
  el('m', 'main', ''),
  el('g', 'group', 'What is it?', { parent: 'm' }),
  el('c1', 'checkbox', 'Mattress or furniture', { parent: 'g', hints: { checked: false } }),
  el('c2', 'checkbox', 'Fridge or freezer', { parent: 'g', hints: { checked: false } }),
  el('d', 'textbox', 'Describe the problem', { parent: 'm', hints: { label: 'Describe the problem' } }),
  el('l', 'generic', '', { parent: 'm', hints: { text: 'Describe the problem' } }),
  el('s', 'alert', '', { parent: 'm', hints: { text: 'Drop a pin on the map or describe the location' } }),
]);

describe('steps that name more than one thing', () => {
  it('ticks both quoted names, never the first alone', async () => {
    expect(refs(await act(report, 'Tick "Mattress or furniture" and "Fridge or freezer"'))).toEqual(['c1', 'c2']);
  });

  it('fails a step whose part after "then" it cannot read, instead of dropping that part', async () => {
    const plan = await act(report, 'Tick "Mattress or furniture" and "Fridge or freezer", then answer Yes to it');
    expect(operations(plan)).toEqual([]);
    expect(plan).toMatchObject({ unsupported: expect.stringContaining('answer Yes') });
  });
});

describe('messages', () => {
  it("never takes a field's label for an error", async () => {
    expect(await passes(report, 'There is an error asking me to describe the problem')).toBe(false);
    expect(await passes(report, 'There is an error asking me to describe the location')).toBe(true);
  });
});

const summary = pageOf([
  el('m', 'main', ''),
  el('dl', 'list', '', { parent: 'm' }),
  ...['Permit type', 'Vehicle', 'Duration'].flatMap((term, i) => [
    el(`t${i}`, 'term', '', { parent: 'dl', hints: { text: term }, ...at(100 + 25 * i, 0) }),
    el(`d${i}`, 'definition', '', { parent: 'dl', hints: { text: `answer ${i}` }, ...at(100 + 25 * i, 200) }),
    el(`a${i}`, 'link', 'Change', { parent: `d${i}`, hints: { url: '#' }, ...at(102 + 25 * i, 150 + 90 * i) }),
  ]),
]);

describe('links that all go to "#"', () => {
  it('are several choices, not one', async () => {
    expect(operations(await act(summary, 'Click Change'))).toEqual([]);
  });

  it('"next to Vehicle" is the one on its line, even when another is nearer above', async () => {
    expect(refs(await act(summary, 'Click "Change" next to Vehicle'))).toEqual(['a1']);
  });
});

const account = pageOf([
  el('m', 'main', ''),
  el('tl', 'tablist', '', { parent: 'm' }),
  el('tb', 'tab', 'Bills', { parent: 'tl', hints: { selected: true } }),
  el('tp', 'tab', 'Payments', { parent: 'tl' }),
  el('p', 'generic', '', { parent: 'm', hints: { ident: 'pager' } }),
  el('pv', 'button', 'Previous', { parent: 'p', hints: { disabled: true } }),
  el('pt', 'generic', '', { parent: 'p', hints: { text: 'Page 1 of 2' } }),
  el('pn', 'button', 'Next', { parent: 'p' }),
]);

describe('pagers', () => {
  it('goes to the next page with the Next beside "Page 1 of 2", never a tab named for the list', async () => {
    expect(refs(await act(account, 'Go to the next page of bills'))).toEqual(['pn']);
  });

  it('fails when there is no pager, instead of clicking what holds the words', async () => {
    const noPager = pageOf(account.elements.filter((e) => !['pv', 'pt', 'pn', 'p'].includes(e.ref)));
    expect(operations(await act(noPager, 'Go to the next page of bills'))).toEqual([]);
  });
});

describe('the page a link goes to', () => {
  it("clicks the page's own Donate button, not the menu's link to this page", async () => {
    const donate: Observation = {
      ...pageOf([
        el('n', 'navigation', ''),
        el('nl', 'link', 'Donate', { parent: 'n', hints: { url: '/charity/donate' } }),
        el('m', 'main', ''),
        el('b', 'button', 'Donate', { parent: 'm', hints: { disabled: true } }),
      ]),
      url: 'http://app.test/charity/donate',
    };
    // The page's own button is the one meant; disabled, the step fails saying so (never the menu's link).
    const plan = await act(donate, 'Click Donate');
    expect('unsupported' in plan ? plan.unsupported : '').toMatch(/button "Donate" is disabled/);
  });

  it("keeps a menu's link to a part of the page, which goes somewhere", async () => {
    const plan: Observation = {
      ...pageOf([
        el('n', 'navigation', ''),
        el('nl', 'link', 'My plan', { parent: 'n', hints: { url: '/mealkit#plan' } }),
        el('m', 'main', ''),
        el('b', 'button', 'Save my plan', { parent: 'm' }),
      ]),
      url: 'http://app.test/mealkit',
    };
    expect(refs(await act(plan, 'I follow "My plan"'))).toEqual(['nl']);
  });
});

describe('a line of a basket', () => {
  it("removes the line with its Remove button, not its quantity group's minus", async () => {
    const basket = pageOf([
      el('b', 'dialog', 'Basket'),
      ...['Lavender', 'Mint'].flatMap((name, i) => [
        el(`l${i}`, 'generic', '', { parent: 'b', hints: { ident: 'line' } }),
        el(`n${i}`, 'generic', '', { parent: `l${i}`, hints: { text: `${name} 'Hidcote'` } }),
        el(`q${i}`, 'group', `Quantity of ${name} 'Hidcote'`, { parent: `l${i}` }),
        el(`m${i}`, 'button', 'Decrease', { parent: `q${i}`, hints: { text: '−' } }),
        el(`p${i}`, 'button', 'Increase', { parent: `q${i}`, hints: { text: '+' } }),
        el(`r${i}`, 'button', 'Remove', { parent: `l${i}` }),
      ]),
    ]);
    expect(refs(await act(basket, 'Remove the lavender from the basket'))).toEqual(['r0']);
  });
});

describe('a price list', () => {
  it('reads the amount after the name it is about', async () => {
    const prices = pageOf([
      el('m', 'main', ''),
      el('p', 'paragraph', '', {
        parent: 'm',
        hints: { text: 'Prices per print: 6x4 25p · 10x8 £2.50 · A4 £3.50' },
      }),
    ]);
    expect(await passes(prices, 'A 10x8 print costs £3.50')).toBe(false);
    expect(await passes(prices, 'A 10x8 print costs £2.50')).toBe(true);
  });
});

describe('claims after a wait', () => {
  const volunteer = pageOf([
    el('m', 'main', ''),
    el('l', 'list', 'Roles', { parent: 'm' }),
    ...['Van driver', 'Kitchen helper', 'Befriending caller'].flatMap((title, i) => [
      el(`c${i}`, 'listitem', '', { parent: 'l' }),
      el(`h${i}`, 'heading', title, { parent: `c${i}`, hints: { level: 3 } }),
      el(`s${i}`, 'button', 'Save', { parent: `c${i}` }),
    ]),
    el('n', 'status', '', { parent: 'm', hints: { text: 'We could not find a vehicle with ZZ99 ZZZ.' } }),
  ]);

  it('reads "wait until 3 roles are shown" as the count it waits for', async () => {
    expect(await passes(volunteer, 'Wait until 3 roles are shown')).toBe(true);
    expect(await passes(volunteer, 'Wait until 4 roles are shown')).toBe(false);
  });

  it('reads "check it says X" as a message saying X', async () => {
    expect(
      await passes(volunteer, 'wait for the lookup and check it says we could not find a vehicle with ZZ99 ZZZ'),
    ).toBe(true);
    expect(
      await passes(volunteer, 'wait for the lookup and check it says we could not find a vehicle with AB12 CDE'),
    ).toBe(false);
  });

  it('saves the role a step names by its title and the noun "role"', async () => {
    expect(refs(await act(volunteer, 'wait for the roles to load, then save the Van driver role')).at(-1)).toBe('s0');
  });
});

describe('a group named exactly for its scope', () => {
  it('keeps its own controls, even when an exact name stands in another group', async () => {
    const review = pageOf([
      el('f', 'form', ''),
      el('o', 'group', 'Overall rating', { parent: 'f' }),
      ...[1, 2, 3].map((n) => el(`o${n}`, 'radio', `${n} stars`, { parent: 'o', hints: { checked: false } })),
      el('l', 'paragraph', '', { parent: 'f', hints: { text: 'Cleanliness' } }),
      el('c', 'group', 'Cleanliness', { parent: 'f' }),
      ...[1, 2, 3].map((n) => el(`c${n}`, 'button', `Rate cleanliness ${n} out of 3`, { parent: 'c' })),
    ]);
    expect(refs(await act(review, 'give cleanliness two stars'))).toEqual(['c2']);
  });
});

describe('links to the page itself', () => {
  it("give way only when they are the menu's: a row's name link still names its row", async () => {
    const people: Observation = {
      ...pageOf([
        el('t', 'table', 'Employees'),
        ...['Dana Whitfield', 'Alex Chen'].flatMap((name, i) => [
          el(`r${i}`, 'row', '', { parent: 't' }),
          el(`c${i}`, 'checkbox', `Select ${name}`, { parent: `r${i}`, hints: { checked: false } }),
          el(`l${i}`, 'link', name, { parent: `r${i}`, hints: { url: '/people' } }),
          el(`e${i}`, 'button', `Edit ${name}`, { parent: `r${i}` }),
        ]),
        el('p', 'link', 'Page 2', { hints: { url: '/people?page=2' } }),
      ]),
      url: 'http://app.test/people',
    };
    expect(refs(await act(people, 'Select Dana Whitfield and Alex Chen'))).toEqual(['c0', 'c1']);
    expect(refs(await act(people, 'Go to page 2'))).toEqual(['p']);
  });
});
