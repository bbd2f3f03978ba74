/**
 * Counts as teams say them beyond "N things are listed": the items that have something ("6 stations are open 24
 * hours", "Two blood groups are marked Low"), a count with words of its own ("6 sessions within 5 miles are found"),
 * a count for a filter ("16 sessions are shown for all years") and a count a tab's panel states ("The history says
 * there are 12 charging sessions"). Each holds on a page that says so and fails on one that does not.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const verdict = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  return planAssert(claim, page, probeOf(page));
};
const passes = async (claim: string, elements: ObservedElement[]) => {
  const v = await verdict(claim, elements);
  return 'pass' in v && v.pass;
};

/** Station cards, `allDay` of them open 24 hours, and a count line. */
function stations(hours: string[], line: string, ticked: boolean): ObservedElement[] {
  return [
    el('f1', 'checkbox', 'Open 24 hours', { hints: { checked: ticked } }),
    el('c0', 'status', '', { hints: { text: line } }),
    el('l0', 'generic', '', { hints: { ident: 'results' } }),
    ...hours.flatMap((h, i) => [
      el(`a${i}`, 'article', '', { parent: 'l0', hints: { ident: 'card' } }),
      el(`h${i}`, 'heading', `Station ${String.fromCharCode(65 + i)}`, { parent: `a${i}`, hints: { level: 3 } }),
      el(`p${i}`, 'paragraph', '', { parent: `a${i}`, hints: { text: `2 of 4 free · £0.59/kWh · ${h}` } }),
    ]),
  ];
}

describe('rules planner: counts said in other words', () => {
  it('counts the items that have what the claim says, among a list shown whole', async () => {
    const page = stations(['Open 24 hours', 'Open 06:00–22:00', 'Open 24 hours'], 'Showing 3 of 3 stations', false);
    expect(await passes('2 stations are open 24 hours', page)).toBe(true);
    expect(await passes('3 stations are open 24 hours', page)).toBe(false);
    expect(await passes('1 station is open 24 hours', page)).toBe(false);
  });

  it('reads "there are N" of a list shown in part as how many there are, and "N are shown" as how many are on screen', async () => {
    const part = stations(['Open 24 hours', 'Open 24 hours'], 'Showing 1–2 of 5 stations', false);
    expect(await passes('There are 5 stations in total', part)).toBe(true);
    expect(await passes('There are 5 stations', part)).toBe(true);
    expect(await passes('There are 2 stations', part)).toBe(false);
    expect(await passes('2 stations are shown', part)).toBe(true);
    expect(await passes('5 stations are shown on this page', part)).toBe(false);
  });

  it('counts "3 upcoming trips" in the tab panel named Upcoming, not in a link that names trips', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => [
        el(`r${i}`, 'row', '', { parent: 'g' }),
        el(`c${i}`, 'cell', `RB-3051${i}`, { parent: `r${i}` }),
      ]).flat();
    const trips = [
      el('n', 'navigation', 'Main'),
      el('k', 'link', 'My trips 1', { parent: 'n' }),
      el('tl', 'tablist', 'Trips'),
      el('t1', 'tab', 'Upcoming', { parent: 'tl', hints: { selected: true } }),
      el('t2', 'tab', 'Past trips', { parent: 'tl' }),
      el('p', 'tabpanel', 'Upcoming'),
      el('t', 'table', '', { parent: 'p' }),
      el('g', 'rowgroup', '', { parent: 't' }),
      ...rows(3),
    ];
    expect(await passes('3 upcoming trips are listed', trips)).toBe(true);
    expect(await passes('4 upcoming trips are listed', trips)).toBe(false);
    expect(await passes('1 upcoming trip is listed', trips)).toBe(false);
  });

  it('does not count the items that have something in a list shown in part, unless a filter says it of all', async () => {
    const part = stations(['Open 24 hours', 'Open 24 hours'], 'Showing 2 of 5 stations', false);
    const partly = await verdict('2 stations are open 24 hours', part);
    expect(partly).toMatchObject({ pass: false, certainty: 'unsure' });
    // Filtered on "Open 24 hours": "2 of 3 stations" says three have it.
    const filtered = stations(['Open 24 hours', 'Open 24 hours'], 'Showing 2 of 3 stations', true);
    expect(await passes('3 stations are open 24 hours', filtered)).toBe(true);
    expect(await passes('2 stations are open 24 hours', filtered)).toBe(false);
  });

  it('counts the rows of a table marked with a value', async () => {
    const table = [
      el('t1', 'table', ''),
      el('r0', 'row', '', { parent: 't1' }),
      el('ch1', 'columnheader', 'Blood group', { parent: 'r0' }),
      el('ch2', 'columnheader', 'Status', { parent: 'r0' }),
      ...[
        ['O negative', 'Low'],
        ['A positive', 'Good'],
        ['B negative', 'Low'],
      ].flatMap(([g, s], i) => [
        el(`r${i + 1}`, 'row', '', { parent: 't1' }),
        el(`g${i}`, 'cell', g as string, { parent: `r${i + 1}` }),
        el(`s${i}`, 'cell', s as string, { parent: `r${i + 1}` }),
      ]),
    ];
    expect(await passes('Two blood groups are marked Low', table)).toBe(true);
    expect(await passes('Three blood groups are marked Low', table)).toBe(false);
    expect(await passes('Two blood groups are marked Critical', table)).toBe(false);
  });

  it('reads a count with words of its own from the line that says them all', async () => {
    const found = [el('s1', 'status', '', { hints: { text: '6 sessions within 5 miles of LS6 3HN' } })];
    expect(await passes('6 sessions within 5 miles are found', found)).toBe(true);
    expect(await passes('7 sessions within 5 miles are found', found)).toBe(false);
    expect(await passes('6 sessions within 10 miles are found', found)).toBe(false);
  });

  it('takes a count said for a filter only when that filter is set', async () => {
    const history = (year: string) => [
      el('y1', 'combobox', 'Year', { hints: { value: year, options: ['All years', '2026', '2025'] } }),
      el('n1', 'status', '', { hints: { text: year === 'All years' ? '16 sessions' : '4 sessions' } }),
    ];
    expect(await passes('16 sessions are shown for all years', history('All years'))).toBe(true);
    expect(await passes('4 sessions are shown for 2026', history('2026'))).toBe(true);
    expect(await passes('4 sessions are shown for 2025', history('2026'))).toBe(false);
    expect(await passes('16 sessions are shown for 2026', history('All years'))).toBe(false);
  });

  it("counts in a selected tab's panel when the tab is named", async () => {
    const tabs = (count: string) => [
      el('w0', 'generic', ''),
      el('tl', 'tablist', '', { parent: 'w0' }),
      el('t1', 'tab', 'Wallet', { parent: 'tl', hints: { selected: false } }),
      el('t2', 'tab', 'History', { parent: 'tl', hints: { selected: true } }),
      el('p1', 'tabpanel', 'History', { parent: 'w0' }),
      el('n1', 'status', '', { parent: 'p1', hints: { text: `${count} charging sessions` } }),
    ];
    expect(await passes('The history says there are 12 charging sessions', tabs('12'))).toBe(true);
    expect(await passes('The history says there are 12 charging sessions', tabs('13'))).toBe(false);
  });

  it('reads "No tools match your search" as none', async () => {
    const none = [
      el('m', 'main', ''),
      el('h', 'heading', 'Tool catalogue', { parent: 'm', hints: { level: 1 } }),
      el('s1', 'status', '', { parent: 'm', hints: { ident: 'count', text: 'No tools match your search' } }),
    ];
    expect(await passes('The catalogue says no tools match the search', none)).toBe(true);
    expect(await passes('The catalogue says 2 tools match the search', none)).toBe(false);
  });
});
