/**
 * Waits whose plan does not depend on how far the page got before the step looked: a status already showing what the
 * step waits for is reached, and "wait for it to load" waits for what the part before it opened, whether or not the
 * page still says it is loading.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

describe('rules planner: waiting for a status', () => {
  const legend = el('l', 'paragraph', '', { hints: { text: 'Statuses: On time, Delayed, Cancelled' } });

  it('is reached when the status named already shows the words', () => {
    const page = pageOf([el('s', 'status', 'Flight status', { hints: { text: 'On time' } }), legend]);
    expect(planAct('wait until the flight status shows On time', page)).toMatchObject({
      operations: [{ op: 'wait_for', text: 'On time', state: 'visible' }],
    });
  });

  it('waits on the status named, not on the words elsewhere on the page, while it says something else', () => {
    const page = pageOf([el('s', 'status', 'Flight status', { hints: { text: 'Delayed' } }), legend]);
    expect(planAct('wait until the flight status shows On time', page)).toMatchObject({
      operations: [{ op: 'wait_for', text: 'On time', state: 'visible', ref: 's' }],
    });
  });

  it('cannot be told when the words are inside what it names (a legend within the panel)', () => {
    const page = pageOf([
      el('p', 'region', 'Flight status'),
      el('v', 'generic', '', { parent: 'p', hints: { text: 'Delayed' } }),
      el('l', 'paragraph', '', { parent: 'p', hints: { text: 'Statuses: On time, Delayed' } }),
    ]);
    expect(planAct('wait until the flight status shows On time', page)).toHaveProperty('unsupported');
  });

  it("is done when the panel's live status already shows them (the app answered before the step looked)", () => {
    const tabs = (said: string) =>
      pageOf([
        el('k', 'link', 'Flight status', { hints: { url: '/trip?tab=status' } }),
        el('t', 'tab', 'Flight status', { hints: { selected: true } }),
        el('p', 'tabpanel', 'Flight status'),
        el('r', 'status', '', { parent: 'p' }),
        el('v', 'generic', '', { parent: 'r', hints: { text: said } }),
        el('l', 'paragraph', '', { parent: 'p', hints: { text: 'Statuses: On time, Delayed' } }),
      ]);
    expect(planAct('wait until the flight status shows On time', tabs('On time'))).toMatchObject({
      operations: [{ op: 'wait_for', text: 'On time', state: 'visible' }],
    });
    // The words only in the legend beside a live status that says something else: still cannot be told.
    expect(planAct('wait until the flight status shows On time', tabs('Searching…'))).toHaveProperty('unsupported');
  });
});

describe('rules planner: "wait for it to load" after opening something', () => {
  const page = pageOf([
    el('b', 'button', 'Approval history', { hints: { expanded: true } }),
    el('r', 'region', 'Approval history'),
    el('t', 'paragraph', '', { parent: 'r', hints: { text: 'Approved by Dana on 3 Nov' } }),
  ]);

  it('waits for what was opened, though the page no longer says it is loading', () => {
    const plan = planAct('Open the approval history and wait for it to load', page);
    expect(plan).toMatchObject({
      operations: [
        { op: 'click', ref: 'b' },
        { op: 'wait_for', text: expect.stringMatching(/^approval history$/i), state: 'visible' },
      ],
    });
    expect(plan).not.toHaveProperty('rest');
  });

  it('still fails a pronoun that names nothing', () => {
    expect(planAct('wait for it to load', page)).toHaveProperty('unsupported');
  });
});

describe('rules planner: waiting for something to appear while the page says it is finding it', () => {
  const finding = el('c', 'paragraph', '', { hints: { text: "Finding this week's chef's pick…" } });

  it('waits until the message is gone, then for the words: the message holding them is not the thing', () => {
    const page = pageOf([el('h', 'heading', 'This week'), finding]);
    expect(planAct("Wait for the chef's pick to appear", page)).toMatchObject({
      operations: [
        { op: 'wait_for', text: "Finding this week's chef's pick…", state: 'hidden' },
        { op: 'wait_for', text: "chef's pick", state: 'visible' },
      ],
    });
  });

  it('waits for the words alone where no loading message holds them', () => {
    const page = pageOf([el('h', 'heading', 'This week'), el('p', 'paragraph', '', { hints: { text: 'Loading…' } })]);
    expect(planAct("Wait for the chef's pick to appear", page)).toMatchObject({
      operations: [{ op: 'wait_for', text: "chef's pick", state: 'visible' }],
    });
    expect(planAct("Wait for the chef's pick to appear", page)).not.toMatchObject({
      operations: [{ state: 'hidden' }, expect.anything()],
    });
  });

  it('takes a text that starts with a word in -ing and trails off for a loading message', () => {
    const page = pageOf([el('p', 'paragraph', '', { hints: { text: 'Preparing your invoice...' } })]);
    expect(planAct('wait for the invoice to appear', page)).toMatchObject({
      operations: [
        { op: 'wait_for', text: 'Preparing your invoice...', state: 'hidden' },
        { op: 'wait_for', text: 'invoice', state: 'visible' },
      ],
    });
  });
});

describe('rules planner: waits written as checks of messages', () => {
  const verdict = async (claim: string, elements: ObservedElement[], title = 'Sign in') => {
    const page = { ...pageOf(elements), title };
    const v = await planAssert(claim, page, probeOf(page));
    return 'pass' in v ? v.pass : null;
  };
  const login = (error: string | null) => [
    el('h', 'heading', 'Sign in to the Tool Library', { hints: { level: 1 } }),
    el('f', 'generic', '', { hints: { ident: 'login' } }),
    ...(error ? [el('a', 'alert', '', { parent: 'f', hints: { ident: 'err', text: error } })] : []),
    el('b', 'button', 'Sign in', { parent: 'f' }),
  ];

  it('reads "the sign-in error" as an error on a page about signing in', async () => {
    const wrong = "That card number and password don't match our records";
    expect(await verdict('Wait until the sign-in error appears', login(wrong))).toBe(true);
    expect(await verdict('Wait until the sign-in error appears', login(null))).toBe(false);
    expect(await verdict('No login error is shown', login(null))).toBe(true);
    expect(await verdict('No login error is shown', login(wrong))).toBe(false);
    // Nothing on the page is about payment: another reading decides, and finds no "payment error".
    expect(await verdict('The payment error is shown', login(wrong))).toBe(false);
  });

  it('reads a wait for "the error message", "the error about X" or a text in single quotes as that being shown', async () => {
    const wrong = "That card number and password don't match our records";
    expect(await verdict('Wait for the error message', login(wrong))).toBe(true);
    expect(await verdict('Wait for the error message', login(null))).toBe(false);
    const tour = (text: string | null) => [
      el('h', 'heading', 'Routes and tours', { hints: { level: 1 } }),
      ...(text ? [el('a', 'alert', '', { hints: { ident: 'err', text } })] : []),
    ];
    const closed = 'The Wildlife tour on Sat 8 Jul is cancelled: the river is closed.';
    expect(await verdict('Wait for the error about the Wildlife tour', tour(closed), 'Tours')).toBe(true);
    expect(await verdict('Wait for the error about the Sunset tour', tour(closed), 'Tours')).toBe(false);
    expect(await verdict('Wait for the error about the Wildlife tour', tour(null), 'Tours')).toBe(false);
    const done = (text: string) => [el('s', 'status', '', { hints: { ident: 'toast', text } })];
    expect(await verdict("Wait for 'Booking confirmed'", done('Booking confirmed'), 'Checkout')).toBe(true);
    expect(await verdict("Wait for 'Booking confirmed'", done('Booking failed'), 'Checkout')).toBe(false);
  });

  it('reads "wait for the documents to load" as them shown with nothing still loading or failed', async () => {
    const docs = (status: string | null) => [
      el('t', 'tab', 'Documents', { hints: { selected: true } }),
      el('p', 'tabpanel', 'Documents'),
      ...(status ? [el('s', 'status', '', { parent: 'p', hints: { text: status } })] : []),
      el('r', 'row', '', { parent: 'p' }),
      el('c', 'cell', 'Policy schedule 2027', { parent: 'r' }),
    ];
    expect(await verdict('Wait for the documents to load', docs(null), 'Renewal')).toBe(true);
    expect(await verdict('Wait for the documents to load', docs('Loading your documents…'), 'Renewal')).toBe(false);
    expect(await verdict('Wait for the documents to load', docs("We couldn't load your documents"), 'Renewal')).toBe(
      false,
    );
    expect(await verdict('Wait for the invoices to load', docs(null), 'Renewal')).toBe(false);
  });

  it('waits for a result, never taking a progress text for it', async () => {
    const travel = (text: string) => [
      el('h', 'heading', 'Been abroad recently?', { hints: { level: 2 } }),
      el('b', 'button', 'Check', { hints: { ident: 'check travel' } }),
      el('m', 'status', '', { hints: { ident: 'travel msg', text } }),
    ];
    expect(await verdict('Wait for the travel check result', travel('Checking…'), 'Home')).toBe(false);
    expect(
      await verdict('Wait for the travel check result', travel('You can give blood again from 1 Dec'), 'Home'),
    ).toBe(true);
  });

  it('reads a toast going away on the toast, not on a list count or a card status', async () => {
    const catalogue = (toast: boolean) => [
      el('c', 'status', '', { hints: { ident: 'count', text: 'Showing 1–6 of 14 tools' } }),
      el('s', 'paragraph', '', { hints: { ident: 'status', text: 'Available' } }),
      ...(toast ? [el('t', 'status', '', { hints: { ident: 'toast', text: 'Hedge trimmer reserved.' } })] : []),
    ];
    expect(await verdict('Wait for the reservation toast to go away', catalogue(false), 'Tools')).toBe(true);
    expect(await verdict('Wait for the reservation toast to go away', catalogue(true), 'Tools')).toBe(false);
  });

  it('reads a number named by its label as the number', async () => {
    const card = [
      el('m', 'generic', '', { hints: { ident: 'member card' } }),
      el('h', 'heading', 'Membership card', { parent: 'm', hints: { level: 2 } }),
      el('p', 'paragraph', '', { parent: 'm', hints: { text: 'Dara Okafor · Card BTL-20417 · Renews 3 Mar 2028' } }),
    ];
    expect(await verdict('Wait until the membership card shows card number BTL-20417', card, 'Account')).toBe(true);
    expect(await verdict('The membership card shows card number BTL-20418', card, 'Account')).toBe(false);
  });
});
