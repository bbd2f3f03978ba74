/**
 * Waits written as checks ("Wait for the booking to be confirmed", "Wait until the tide times load"), a state read on
 * the short line that names the thing and says it ("Booking PE-2291 confirmed"), and a part of the page named by its
 * frame's title or its identity that has loaded once something shows inside it; an item at a position said with its
 * date ("The first order is AP-39100 from 2 Jan 2027").
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

/** A confirmation page with a nav link "My bookings" and a heading that says what happened. */
const done = (heading: string) => [
  el('n', 'navigation', 'Main'),
  el('l1', 'link', 'My bookings', { parent: 'n' }),
  el('l2', 'link', 'Find a berth', { parent: 'n' }),
  el('m', 'main', ''),
  el('h', 'heading', heading, { parent: 'm', hints: { level: 2 } }),
  el('p', 'paragraph', '', { parent: 'm', hints: { text: 'Arrival Mon 16 Jun 2028 · 3 nights' } }),
];

describe('rules planner: waits and headlines', () => {
  it('reads a state on the line that names the thing, then says it', async () => {
    expect(await passes('The booking is confirmed', done('Booking PE-2291 confirmed'))).toBe(true);
    expect(await passes('Wait for the booking to be confirmed', done('Booking PE-2291 confirmed'))).toBe(true);
    expect(await passes('Wait until the booking is confirmed', done('Booking PE-2291 confirmed'))).toBe(true);
    expect(await passes('The booking is not confirmed', done('Booking PE-2291 confirmed'))).toBe(false);
  });

  it('never reads a state that the line denies, puts off or says of something else', async () => {
    expect(await passes('The booking is confirmed', done('Booking PE-2291 not confirmed'))).toBe(false);
    expect(await passes('The booking is confirmed', done("We'll email you once the booking is confirmed"))).toBe(false);
    expect(await passes('The booking is confirmed', done('Booking PE-2291 pending'))).toBe(false);
    expect(await passes('The booking is cancelled', done('Booking PE-2291 confirmed'))).toBe(false);
    expect(await passes('The payment is confirmed', done('Booking PE-2291 confirmed'))).toBe(false);
    // The state before the thing is another sentence ("Confirmed: ..." may be a label of something else).
    expect(await passes('Wait for the booking to be confirmed', done('Confirmed arrivals for booking'))).toBe(false);
  });

  const tides = (inside: ObservedElement[]) => [
    el('s', 'generic', '', { hints: { ident: 'tides tide-times' } }),
    ...inside,
    el('o', 'heading', 'Other harbours', { hints: { level: 2 } }),
  ];

  it('reads "wait until X loads" as X shown with nothing loading, X named by its identity', async () => {
    const shown = tides([el('t', 'heading', 'High water 06:12', { parent: 's', hints: { level: 3 } })]);
    const loading = tides([el('t', 'paragraph', '', { parent: 's', hints: { text: 'Loading tide times…' } })]);
    expect(await passes('Wait until the tide times load', shown)).toBe(true);
    expect(await passes('Wait until the tide times have loaded', shown)).toBe(true);
    expect(await passes('Wait until the tide times load', loading)).toBe(false);
    // Named by its identity only, and empty: nothing has loaded in it yet.
    expect(await passes('Wait until the tide times load', tides([]))).toBe(false);
  });

  it('names a frame by its title, loaded when its document shows something', async () => {
    const frame = (inside: ObservedElement[]) => [
      el('f', 'iframe', '', { hints: { title: 'Secure payment' } }),
      ...inside,
    ];
    const card = [el('f1', 'textbox', 'Card number', { parent: 'f', framePath: ['f'] })];
    expect(await passes('Wait for the secure payment form to load', frame(card))).toBe(true);
    expect(await passes('Wait for the secure payment form to load', frame([]))).toBe(false);
    expect(await passes('Wait for the weather forecast to load', frame(card))).toBe(false);
  });

  it('reads an item at a position with its date anywhere in the item', async () => {
    const row = (i: number, ref: string, date: string) => [
      el(`r${i}`, 'row', '', { parent: 't' }),
      el(`r${i}a`, 'cell', ref, { parent: `r${i}` }),
      el(`r${i}b`, 'cell', date, { parent: `r${i}` }),
      el(`r${i}c`, 'cell', 'CHF 760', { parent: `r${i}` }),
    ];
    const orders = [
      el('t', 'table', 'Orders'),
      ...row(1, 'AP-39100', '12 Jan 2027'),
      ...row(2, 'AP-39180', '2 Feb 2027'),
    ];
    expect(await passes('The first order is AP-39100 from 12 Jan 2027', orders)).toBe(true);
    expect(await passes('The first order is AP-39100 from 12 January 2027', orders)).toBe(true);
    expect(await passes('The last order is AP-39180 on 2 February 2027', orders)).toBe(true);
    // Another day, though its digits are in the item ("12 Jan" holds "2 Jan"), or another order's date.
    expect(await passes('The first order is AP-39100 from 2 Jan 2027', orders)).toBe(false);
    expect(await passes('The first order is AP-39100 from 2 Feb 2027', orders)).toBe(false);
    expect(await passes('The first order is AP-39180 from 2 Feb 2027', orders)).toBe(false);
  });
});
