/**
 * Quantities as people write them and as pages show them: "a 5 minute wait" is a Wait column's "5 min", "3.5 m
 * deep" is a Depth term's "3.5 m" or a card's "3.5 m deep"; a unit is never another one ("5 m" is not "5 min").
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { containsPhrase } from '../../runner-image/src/ai/rules/text-match';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

const row = (ref: string, cells: string[]) => [
  el(ref, 'row', '', { parent: 't' }),
  ...cells.map((c, i) => el(`${ref}${i}`, i === 0 ? 'rowheader' : 'cell', c, { parent: ref })),
];

const trails = [
  el('t', 'table', 'Trails'),
  el('h', 'row', '', { parent: 't' }),
  ...['Trail', 'Length', 'Climb', 'Time'].map((c, i) => el(`h${i}`, 'columnheader', c, { parent: 'h' })),
  ...row('a', ['Ridge loop', '12 km', '450 m', '3 hrs']),
  ...row('b', ['River walk', '5 km', '40 m', '75 min']),
];

const moorings = [
  el('d', 'dialog', 'Mooring M7'),
  el('dh', 'heading', 'Mooring M7', { parent: 'd', hints: { level: 2 } }),
  el('dl', 'generic', '', { parent: 'd' }),
  el('t1', 'term', '', { parent: 'dl', hints: { text: 'Length' } }),
  el('d1', 'definition', '', { parent: 'dl', hints: { text: '18 m' } }),
  el('t2', 'term', '', { parent: 'dl', hints: { text: 'Depth' } }),
  el('d2', 'definition', '', { parent: 'dl', hints: { text: '2.8 m' } }),
  el('l', 'list', 'Moorings'),
  el('c', 'article', '', { parent: 'l' }),
  el('ch', 'heading', 'Mooring M9', { parent: 'c', hints: { level: 3 } }),
  el('cp', 'paragraph', '', { parent: 'c', hints: { text: 'Outer wall · 4.2 m wide · 3 m deep' } }),
];

describe('rules planner: sizes and units', () => {
  it('takes a unit by any of its names after the same number, never another unit', () => {
    expect(containsPhrase('Wait 5 min', '5 minutes')).toBe(true);
    expect(containsPhrase('Ready in 2 hrs', '2 hours')).toBe(true);
    expect(containsPhrase('Bag 23 kg', '23 kilos')).toBe(true);
    expect(containsPhrase('Wait 5 min', '5 m')).toBe(false);
    expect(containsPhrase('Wait 5 min', '6 minutes')).toBe(false);
    expect(containsPhrase('Distance 5 km', '5 minutes')).toBe(false);
    // A unit's name is a unit only after a number.
    expect(containsPhrase('Minutes of the meeting', 'min of the meeting')).toBe(false);
    // The first part of a longer amount is not the amount.
    expect(containsPhrase("You've studied 4 h 20 min this week", '4 hours')).toBe(false);
    expect(containsPhrase('Weekly goal: 5 hours', '5 h')).toBe(true);
  });

  it('never reads the first part of a longer amount as the amount claimed', async () => {
    const greeting = [
      el('p', 'paragraph', '', {
        hints: { text: "Welcome back, Priya! You've studied 4 h 20 min this week. Weekly goal: 5 hours." },
      }),
    ];
    expect(await passes('the weekly goal is 4 hours', greeting)).toBe(false);
    expect(await passes('the weekly goal is 5 hours', greeting)).toBe(true);
  });

  it('reads "has a 75 minute X" as the X column of that row', async () => {
    expect(await passes('River walk has a 75 minute time', trails)).toBe(true);
    expect(await passes('The ridge loop has a 3 hour time', trails)).toBe(true);
    expect(await passes('Ridge loop has a 75 minute time', trails)).toBe(false);
    expect(await passes('River walk has a 40 minute time', trails)).toBe(false);
  });

  it('reads a size by its adjective as the value of its noun', async () => {
    expect(await passes('The Ridge loop is 12 km long', trails)).toBe(true);
    expect(await passes('River walk is 5 kilometres long', trails)).toBe(true);
    expect(await passes('River walk is 12 km long', trails)).toBe(false);
    expect(await passes('Mooring M7 is 2.8 m deep', moorings)).toBe(true);
    expect(await passes('Mooring M7 is 18 metres long', moorings)).toBe(true);
    expect(await passes('Mooring M7 is 3 m deep', moorings)).toBe(false);
    expect(await passes('Mooring M7 is 2.8 m wide', moorings)).toBe(false);
  });

  it('still reads a size as the words a card says', async () => {
    expect(await passes('Mooring M9 is 4.2 m wide', moorings)).toBe(true);
    expect(await passes('Mooring M9 is 3 m deep', moorings)).toBe(true);
    expect(await passes('Mooring M9 is 3 m wide', moorings)).toBe(false);
    expect(await passes('Mooring M9 is 4.2 m deep', moorings)).toBe(false);
  });
});
