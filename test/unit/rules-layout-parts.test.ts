/**
 * "The summary" and "the footer" where the page gives neither that name: the one side panel beside a booking, the
 * page's footer or the line under a table. A claim about one is read inside it, never on the rest of the page.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

describe('rules planner: parts of a page named by what they are for', () => {
  const booking = [
    el('m', 'main', ''),
    el('h', 'heading', 'Book your crossing', { parent: 'm', hints: { level: 1 } }),
    el('p0', 'paragraph', '', { parent: 'm', hints: { text: 'Ferries from £180 on other dates' } }),
    el('a', 'complementary', 'Your crossing'),
    el('ah', 'heading', 'Your crossing', { parent: 'a', hints: { level: 2 } }),
    el('ap', 'paragraph', '', { parent: 'a', hints: { text: 'Portsmouth → Caen, Mon 14 Jun 2027, 22:45' } }),
    el('dl', 'generic', '', { parent: 'a' }),
    el('t1', 'term', '', { parent: 'dl', hints: { text: 'Fare' } }),
    el('d1', 'definition', '', { parent: 'dl', hints: { text: '£212' } }),
    el('t2', 'term', '', { parent: 'dl', hints: { text: 'Total' } }),
    el('d2', 'definition', '', { parent: 'dl', hints: { text: '£212.00' } }),
  ];

  it('reads "the summary" in the one side panel', async () => {
    expect(await passes('The summary shows a fare of £212', booking)).toBe(true);
    expect(await passes('The booking summary shows Portsmouth → Caen on Mon 14 Jun 2027', booking)).toBe(true);
    expect(await passes('The summary shows a fare of £180', booking)).toBe(false);
    expect(await passes('The summary shows Portsmouth → Caen on Tue 15 Jun 2027', booking)).toBe(false);
    expect(await passes('The summary does not show a fare of £180', booking)).toBe(true);
    // Two side panels: which one is the summary is not known.
    const two = [...booking, el('a2', 'complementary', 'Help'), el('a2p', 'paragraph', '', { parent: 'a2' })];
    expect(await passes('The summary shows a fare of £212', two)).toBe(false);
  });

  it('reads "the footer" on the line under a table, with its pager', async () => {
    const table = [
      el('m', 'main', ''),
      el('w', 'generic', '', { parent: 'm' }),
      el('t', 'table', 'Contacts', { parent: 'w' }),
      el('r', 'row', '', { parent: 't' }),
      el('c', 'cell', 'Jonas Weber', { parent: 'r' }),
      el('f', 'generic', '', { parent: 'm' }),
      el('s', 'generic', '', { parent: 'f', hints: { text: 'Showing 1–10 of 23 contacts' } }),
      el('n', 'navigation', 'Pagination', { parent: 'f' }),
    ];
    expect(await passes('The footer reads "Showing 1–10 of 23 contacts"', table)).toBe(true);
    expect(await passes('The footer reads "Showing 1–10 of 24 contacts"', table)).toBe(false);
    // The same words above the table are no footer.
    const above = [
      el('m', 'main', ''),
      el('s', 'generic', '', { parent: 'm', hints: { text: 'Showing 1–10 of 23 contacts' } }),
      el('t', 'table', 'Contacts', { parent: 'm' }),
    ];
    expect(await passes('The footer reads "Showing 1–10 of 23 contacts"', above)).toBe(false);
  });
});
