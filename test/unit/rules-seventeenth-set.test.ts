/**
 * Readings met in apps written by others (airline check-in, international payments, pet sitting): a key name that is
 * also the page's button, a time claimed of the words just before it, and a pager step followed by another task.
 * Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('"Press Delete"', () => {
  const recipients = (deletes: number) =>
    pageOf([
      el('search', 'textbox', 'Search recipients', { hints: { value: '' } }),
      ...Array.from({ length: deletes }, (_, i) => el(`d${i}`, 'button', 'Delete')),
    ]);

  it("presses the page's one Delete button", async () => {
    expect(await refs(recipients(1), 'Press Delete')).toEqual(['d0']);
  });

  it('is ambiguous where every card has a Delete button', async () => {
    expect(await refs(recipients(3), 'Press Delete')).toBeNull();
  });

  it('is the key when the step says so, or when no button has that name', async () => {
    expect(operations(await act(recipients(3), 'Press the Delete key')).map((o) => o.op)).toEqual(['press']);
    expect(operations(await act(recipients(0), 'Press Delete')).map((o) => o.op)).toEqual(['press']);
  });
});

describe('a time claimed of what a dialog says', () => {
  const details = pageOf([
    el('dlg', 'dialog', 'Flight details: SK 412'),
    el('t1', 'term', 'Bag drop closes', { parent: 'dlg' }),
    el('v1', 'definition', '06:55', { parent: 'dlg' }),
    el('t2', 'term', 'Gate closes', { parent: 'dlg' }),
    el('v2', 'definition', '07:20', { parent: 'dlg' }),
  ]);

  it('holds with the words said just before it', async () => {
    expect(await passes(details, 'The details dialog says the gate closes at 07:20')).toBe(true);
    expect(await passes(details, 'The details dialog says bag drop closes at 06:55')).toBe(true);
  });

  it("does not hold with another line's time", async () => {
    expect(await passes(details, 'The details dialog says the gate closes at 06:55')).toBe(false);
  });
});

describe('a pager step followed by another task', () => {
  const transfers = pageOf([
    el('t', 'table', 'Transfers'),
    el('r1', 'row', 'T-9 Ana Ferreira Track', { parent: 't' }),
    el('track', 'button', 'Track', { parent: 'r1' }),
    el('pager', 'generic', ''),
    el('prev', 'button', 'Previous', { parent: 'pager', hints: { disabled: true } }),
    el('pageof', 'text', 'Page 1 of 3', { parent: 'pager', hints: { text: 'Page 1 of 3' } }),
    el('next', 'button', 'Next', { parent: 'pager' }),
  ]);

  it('does not take the task for the name of the list', async () => {
    const plan = await act(transfers, 'Go to the last page of transfers and track the oldest one');
    // Towards the last page, with the task still to do there (never the pager alone, the task dropped).
    expect(operations(plan).map((o) => ('ref' in o ? o.ref : o.op))).toEqual(['next']);
    expect('rest' in plan ? plan.rest : '').toContain('track the oldest one');
  });
});

describe('what the app said when something was done', () => {
  const transfers = pageOf([
    el('h', 'heading', 'Transfers', { hints: { level: 1 } }),
    el('err', 'alert', '', { hints: { text: 'Lucía Gómez payments can only be stopped from the Payments page' } }),
  ]);

  it('is a message: "Stopping the Lucía Gómez payment says ..."', async () => {
    expect(
      await passes(transfers, 'Stopping the Lucía Gómez payment says it can only be stopped from the Payments page'),
    ).toBe(true);
    expect(
      await passes(transfers, 'Stopping the Lucía Gómez payment says it can only be stopped from the Accounts page'),
    ).toBe(false);
  });

  it('is not a thing whose name ends in -ing ("Booking B-12 says confirmed")', async () => {
    expect(await passes(transfers, 'Booking B-12 says Transfers')).not.toBe(true);
  });
});

describe('two people ticked in one claim', () => {
  const passengers = pageOf([
    el('elin', 'checkbox', 'Elin Lindqvist', { hints: { checked: true } }),
    el('marcus', 'checkbox', 'Marcus Lindqvist', { hints: { checked: true } }),
    el('saga', 'checkbox', 'Saga Lindqvist', { hints: { checked: false } }),
  ]);

  it('holds when each is', async () => {
    expect(await passes(passengers, 'Elin Lindqvist and Marcus Lindqvist are ticked')).toBe(true);
  });

  it('fails when one is not', async () => {
    expect(await passes(passengers, 'Elin Lindqvist and Saga Lindqvist are ticked')).toBe(false);
  });
});

describe('a claim of what something says that holds "is on"', () => {
  const status = pageOf([
    el('box', 'region', 'Live status'),
    el('p', 'paragraph', '', { parent: 'box', hints: { text: 'SK 412 is on time' } }),
  ]);

  it('is what it says, not a thing on another', async () => {
    expect(await passes(status, 'The live status says SK 412 is on time')).toBe(true);
    expect(await passes(status, 'The live status says SK 413 is on time')).toBe(false);
  });
});

describe('wizard steps named by where they lead', () => {
  const wizard = pageOf([
    el('h', 'heading', 'Bags', { hints: { level: 2 } }),
    el('back', 'button', 'Back'),
    el('go', 'button', 'Continue'),
  ]);

  it('"Continue to review" presses the one Continue', async () => {
    expect(await refs(wizard, 'Continue to review')).toEqual(['go']);
  });

  it('"Go back to choose a different recipient" presses Back', async () => {
    expect(await refs(wizard, 'Go back to choose a different recipient')).toEqual(['back']);
  });

  it('"Tick Pepper too" ticks Pepper', async () => {
    const pets = pageOf([el('pepper', 'checkbox', 'Pepper', { hints: { checked: false } })]);
    expect(await refs(pets, 'Tick Pepper too')).toEqual(['pepper']);
  });
});

describe('"only X is shown"', () => {
  const results = (names: string[]) =>
    pageOf([
      el('list', 'list', 'Results'),
      ...names.flatMap((name, i) => [
        el(`i${i}`, 'listitem', '', { parent: 'list' }),
        el(`h${i}`, 'heading', name, { parent: `i${i}`, hints: { level: 3 } }),
      ]),
    ]);

  it("holds when its item is the list's only one", async () => {
    expect(await passes(results(['Tidewell']), 'Wait for the search to finish; only Tidewell is listed')).toBe(true);
  });

  it('fails when other items are shown with it, or when it is not there', async () => {
    expect(await passes(results(['Tidewell', 'Brightwater']), 'Only Tidewell is listed')).toBe(false);
    expect(await passes(results(['Brightwater']), 'Only Tidewell is shown')).toBe(false);
  });
});

describe('values said with when', () => {
  const summary = pageOf([
    el('t', 'term', 'Total'),
    el('d', 'definition', '£30.00'),
    el('sw', 'switch', 'Renew automatically', { hints: { checked: false } }),
  ]);

  it('"still", "then" and "by default" say when, not what', async () => {
    expect(await passes(summary, 'the total is still £30.00')).toBe(true);
    expect(await passes(summary, 'Wait until the code is accepted; the total is then £30.00')).toBe(true);
    expect(await passes(summary, 'the total is still £27.00')).toBe(false);
    expect(await passes(summary, 'Renew automatically is off by default')).toBe(true);
    expect(await passes(summary, 'Renew automatically is on by default')).toBe(false);
  });
});

describe('a button for an item', () => {
  const parks = pageOf(
    ['A', 'B', 'C'].flatMap((c) => [
      el(`card${c}`, 'article', ''),
      el(`h${c}`, 'heading', `Car park ${c}`, { parent: `card${c}`, hints: { level: 3 } }),
      el(`apply${c}`, 'button', 'Apply', { parent: `card${c}`, hints: { disabled: c === 'C' } }),
    ]),
  );

  it("is that item's button", async () => {
    expect(await passes(parks, 'The Apply button for Car park C is disabled')).toBe(true);
    expect(await passes(parks, 'The Apply button for Car park B is disabled')).toBe(false);
  });
});

describe('credentials typed into a sign-in form', () => {
  const signIn = pageOf([
    el('form', 'form', 'Sign in'),
    el('email', 'textbox', 'Email', { parent: 'form', hints: { value: '' } }),
    el('pw', 'textbox', 'Password', { parent: 'form', hints: { value: '', inputType: 'password' } }),
    el('go', 'button', 'Sign in', { parent: 'form' }),
  ]);

  it('goes into its user and password fields, and Enter sends it from the password field', async () => {
    const plan = operations(
      await act(signIn, 'Enter maya.fern@example.com and Lunges-42 in the sign-in form, then press Enter'),
    );
    expect(plan).toEqual([
      { op: 'fill', ref: 'email', text: 'maya.fern@example.com' },
      { op: 'fill', ref: 'pw', text: 'Lunges-42' },
      { op: 'press', key: 'Enter', ref: 'pw' },
    ]);
  });

  it('is only typed when nothing says to send it', async () => {
    const plan = operations(await act(signIn, 'Type maya.fern@example.com and Lunges-42 into the login form'));
    expect(plan.map((o) => o.op)).toEqual(['fill', 'fill']);
  });
});

describe("messages in the reader's words", () => {
  const page = pageOf([
    el('e1', 'alert', '', { hints: { text: 'Points can only be claimed up to 6 months after you fly' } }),
    el('e2', 'alert', '', { hints: { text: "You can't delete Kenji Watanabe while a transfer to them is pending" } }),
    el('e3', 'alert', '', { hints: { text: '£1 already buys €1.1742. Choose a higher target.' } }),
  ]);

  it('reads a short verb and its -ing form alike ("after flying" / "after you fly")', async () => {
    expect(await passes(page, 'The error says points can only be claimed up to 6 months after flying')).toBe(true);
    expect(await passes(page, 'The error says points can only be claimed up to 6 months after booking')).toBe(false);
  });

  it('reads him, her and them as who is spoken of', async () => {
    expect(await passes(page, "An error says I can't delete Kenji while a transfer to him is pending")).toBe(true);
    expect(await passes(page, "An error says I can't delete Ana while a transfer to her is pending")).toBe(false);
  });

  it('reads "X, says the error" as the error saying X', async () => {
    expect(await passes(page, '£1 already buys €1.1742, says the error')).toBe(true);
    expect(await passes(page, '£1 already buys €1.2000, says the error')).toBe(false);
  });
});

describe('a task with a reason the app asks for', () => {
  const approvals = pageOf([
    el('card', 'article', ''),
    el('h', 'heading', "Chloe Wu's claim", { parent: 'card', hints: { level: 3 } }),
    el('reject', 'button', 'Reject', { parent: 'card' }),
  ]);

  it('presses the task, then leaves the reason and the confirmation to the page it opens, in that order', async () => {
    const plan = await act(approvals, 'Reject Chloe Wu\'s claim with the reason "No receipt after two reminders"');
    expect(operations(plan).map((o) => ('ref' in o ? o.ref : o.op))).toEqual(['reject']);
    expect('rest' in plan ? plan.rest : '').toBe(
      'give the reason "No receipt after two reminders", then confirm the reject',
    );
  });
});

describe('a code at the end of a message claim', () => {
  const lookup = pageOf([el('e', 'alert', '', { hints: { text: "We couldn't find any addresses for ZZ1 1ZZ" } })]);

  it('is a code, not a number bound to the words before it', async () => {
    expect(await passes(lookup, 'it says no addresses were found for ZZ1 1ZZ')).toBe(true);
    expect(await passes(lookup, 'it says no addresses were found for ZZ9 9ZZ')).toBe(false);
  });
});
