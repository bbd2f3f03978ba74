/**
 * Everyday phrasings of common steps: credentials written "user / password" whatever the words around them, a dialog
 * closed "with Escape", "go back to" a place by its link, in the breadcrumb when the step says so, and checks that say
 * when ("is still in the list", "is no longer listed", "remains"). Pure:
 * observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

const signIn = pageOf([
  el('m', 'main', ''),
  el('f', 'form', 'Sign in', { parent: 'm' }),
  el('u', 'textbox', 'Email address', { parent: 'f', hints: { inputType: 'email', label: 'Email address' } }),
  el('p', 'textbox', 'Password', { parent: 'f', hints: { inputType: 'password', label: 'Password' } }),
  el('b', 'button', 'Sign in', { parent: 'f' }),
]);
const signedIn = (user: string, password: string) => [
  { op: 'fill', ref: 'u', text: user },
  { op: 'fill', ref: 'p', text: password },
  { op: 'click', ref: 'b' },
];

describe('credentials written as user / password', () => {
  it.each([
    ['sign back in (dana@roamly.test / Drive2027)', 'dana@roamly.test', 'Drive2027'],
    ['Login with valid credentials: priya@example.com / Kelmarsh2027', 'priya@example.com', 'Kelmarsh2027'],
    ['Given I am signed in as ingrid@example.com / Aurora2026!', 'ingrid@example.com', 'Aurora2026!'],
  ])('%s', async (step, user, password) => {
    expect(operations(await act(signIn, step))).toEqual(signedIn(user, password));
  });
});

describe('closing with Escape', () => {
  it('presses Escape, whatever the dialog is called', async () => {
    const page = pageOf([el('d', 'dialog', 'Crop photo'), el('x', 'button', 'Close', { parent: 'd' })]);

    expect(operations(await act(page, 'close the crop window with escape'))).toEqual([{ op: 'press', key: 'Escape' }]);
  });
});

describe('going back to a place', () => {
  const page = pageOf([
    el('n', 'navigation', '', {}),
    el('n1', 'link', 'Contacts', { parent: 'n', hints: { url: '/crm/contacts' } }),
    el('n2', 'link', 'Time off', { parent: 'n' }),
    el('b', 'navigation', 'Breadcrumb', {}),
    el('b1', 'link', 'Contacts', { parent: 'b', hints: { url: '/crm/contacts' } }),
  ]);

  it('follows the link to the place named in other words ("all contacts", "using the breadcrumb")', async () => {
    const ops = operations(await act(page, 'Go back to all contacts using the breadcrumb'));

    expect(ops).toHaveLength(1);
    expect(['n1', 'b1']).toContain((ops[0] as { ref: string }).ref);
  });

  it('follows the link named after the page', async () => {
    expect(operations(await act(page, 'Go back to the Time off page'))).toEqual([{ op: 'click', ref: 'n2' }]);
  });

  it('fails for a place with no link', async () => {
    expect(operations(await act(page, 'Go back to the Deals page'))).toEqual([]);
  });
});

describe('an item named by its kind and where it is', () => {
  const hold = (id: string, title: string) => [
    el(id, 'article', '', { parent: 'm', hints: { ident: 'card hold' } }),
    el(`${id}h`, 'heading', title, { parent: id, hints: { level: 3 } }),
    el(`${id}p`, 'switch', 'Pause this hold', { parent: id, hints: { checked: false } }),
    el(`${id}c`, 'button', 'Cancel hold', { parent: id }),
  ];
  const holds = pageOf([el('m', 'main', ''), ...hold('a', 'Intermezzo'), ...hold('b', 'Orbital')]);

  it('pauses the hold on the title named, with its own switch', async () => {
    expect(operations(await act(holds, 'Pause the hold on Orbital'))).toEqual([
      { op: 'check', ref: 'bp', checked: true },
    ]);
  });

  it('cancels my hold on the title named', async () => {
    expect(operations(await act(holds, 'Cancel my hold on Intermezzo'))).toEqual([{ op: 'click', ref: 'ac' }]);
  });

  it('finds the row for a loan by its code', async () => {
    const loans = pageOf([
      el('t', 'table', 'Loans'),
      ...['L-204', 'L-205'].flatMap((code, i) => [
        el(`r${i}`, 'row', '', { parent: 't' }),
        el(`c${i}`, 'cell', code, { parent: `r${i}` }),
        el(`b${i}`, 'button', 'Renew', { parent: `r${i}` }),
      ]),
      el('all', 'button', 'Renew all'),
    ]);

    expect(operations(await act(loans, 'Click "Renew" in the row for loan L-205'))).toEqual([
      { op: 'click', ref: 'b1' },
    ]);
  });
});

describe('closing a dialog called otherwise', () => {
  const dialog = (buttons: string[]) =>
    pageOf([
      el('d', 'dialog', 'Booking confirmed'),
      el('h', 'heading', 'Booking confirmed', { parent: 'd', hints: { level: 2 } }),
      ...buttons.map((name, i) => el(`b${i}`, 'button', name, { parent: 'd' })),
    ]);

  it("clicks the open dialog's own closing control", async () => {
    expect(operations(await act(dialog(['Add to calendar', 'Done']), 'Close the confirmation dialog'))).toEqual([
      { op: 'click', ref: 'b1' },
    ]);
    expect(
      operations(await act(dialog(['Place hold', 'Cancel']), 'Close the hold dialog without placing the hold')),
    ).toEqual([{ op: 'click', ref: 'b1' }]);
  });

  it('clicks nothing when the dialog has no closing control', async () => {
    expect(operations(await act(dialog(['Add to calendar', 'Pay now']), 'Close the confirmation dialog'))).toEqual([]);
  });
});

describe('a PIN for a password', () => {
  it('signs in with a card number and a PIN', async () => {
    const page = pageOf([
      el('f', 'form', 'Sign in'),
      el('c', 'textbox', 'Library card number', { parent: 'f', hints: { inputType: 'text' } }),
      el('p', 'textbox', 'PIN', { parent: 'f', hints: { inputType: 'password' } }),
      el('b', 'button', 'Sign in', { parent: 'f' }),
    ]);

    expect(operations(await act(page, 'Sign in with card number 29012000481736 and PIN 4321'))).toEqual([
      { op: 'fill', ref: 'c', text: '29012000481736' },
      { op: 'fill', ref: 'p', text: '4321' },
      { op: 'click', ref: 'b' },
    ]);
  });
});

describe('doing something to everything', () => {
  const loans = pageOf([
    el('m', 'main', ''),
    el('r1', 'button', 'Renew', { parent: 'm' }),
    el('r2', 'button', 'Renew', { parent: 'm' }),
    el('all', 'button', 'Renew all', { parent: 'm' }),
  ]);

  it('uses the page\'s one "… all" control', async () => {
    expect(operations(await act(loans, 'Renew everything that can be renewed'))).toEqual([{ op: 'click', ref: 'all' }]);
  });

  it('does nothing without one', async () => {
    const none = pageOf(loans.elements.filter((e) => e.ref !== 'all'));

    expect(operations(await act(none, 'Renew everything that can be renewed'))).toEqual([]);
  });
});

describe('what a dialog says, in other words', () => {
  const dialog = pageOf([
    el('d', 'alertdialog', 'Cancel your hold on Orbital?'),
    el('t', 'paragraph', '', {
      parent: 'd',
      hints: { text: "You'll lose your place in the queue. You'd be number 13." },
    }),
  ]);
  const passes = async (claim: string) => {
    const verdict = await planner.assert(claim, dialog, ctx, probeOf(dialog));
    return 'pass' in verdict ? verdict.pass : null;
  };

  it('holds when it says the same', async () => {
    expect(await passes('The dialog warns that I will lose my place in the queue')).toBe(true);
    expect(await passes("The dialog says I'd be number 13")).toBe(true);
  });

  it('fails when it does not', async () => {
    expect(await passes('The dialog warns that I will lose my booking')).toBe(false);
    expect(await passes("The dialog says I'd be number 12")).toBe(false);
  });
});

describe('counts stated in a line of several', () => {
  const account = pageOf([
    el('m', 'main', ''),
    el('s', 'paragraph', '', { parent: 'm', hints: { text: '5 loans · 1 overdue · 3 holds · £2.40 to pay' } }),
  ]);
  const passes = async (claim: string) => {
    const verdict = await planner.assert(claim, account, ctx, probeOf(account));
    return 'pass' in verdict ? verdict.pass : null;
  };

  it('reads each number with the word after it, not with the word before the separator', async () => {
    expect(await passes('5 loans are listed')).toBe(true);
    expect(await passes('3 holds are listed')).toBe(true);
    expect(await passes('1 loans are listed')).toBe(false);
    expect(await passes('6 loans are listed')).toBe(false);
  });
});

describe('"add" a thing typed into a field', () => {
  const todo = pageOf([
    el('h', 'banner', ''),
    el('n', 'textbox', 'What needs to be done?', { parent: 'h', hints: { placeholder: 'What needs to be done?' } }),
    el('l', 'list', 'Tasks'),
    el('i', 'listitem', '', { parent: 'l', hints: { text: 'Buy milk' } }),
  ]);
  const transfer = pageOf([
    el('f', 'generic', '', { hints: { ident: 'transfer form' } }),
    el('a', 'textbox', 'Amount', { parent: 'f', hints: { ident: 'amount', label: 'Amount' } }),
    el('p', 'paragraph', '', { parent: 'f' }),
    el('m', 'textbox', "What's it for? (optional)", { parent: 'p', hints: { ident: 'memo' } }),
    el('r', 'button', 'Review transfer', { parent: 'f' }),
  ]);

  it("is sent with Enter from a list's own entry field", async () => {
    expect(operations(await act(todo, "add a task called 'Pay rent'"))).toEqual([
      { op: 'fill', ref: 'n', text: 'Pay rent' },
      { op: 'press', key: 'Enter', ref: 'n' },
    ]);
  });

  it('is only typed into a field among others of its form, which is not done yet', async () => {
    expect(operations(await act(transfer, "Add the memo 'Rent share for May'"))).toEqual([
      { op: 'fill', ref: 'm', text: 'Rent share for May' },
    ]);
  });
});

describe('checks that say when: still, now, no longer, remains', () => {
  const tasks = pageOf([
    el('h', 'heading', 'Tasks'),
    el('l', 'list', ''),
    el('a', 'listitem', 'Buy milk Delete', { parent: 'l' }),
    el('ab', 'button', 'Delete', { parent: 'a' }),
    el('c', 'listitem', 'Pay rent Delete', { parent: 'l' }),
    el('cb', 'button', 'Delete', { parent: 'c' }),
  ]);
  const holds = async (claim: string) => {
    const verdict = await planner.assert(claim, tasks, ctx, probeOf(tasks));
    return 'pass' in verdict ? verdict.pass : verdict.unsupported;
  };

  it.each([
    ['Buy milk is still in the list', true],
    ['Walk dog is still in the list', false],
    ['Buy milk is now in the list', true],
    ['Buy milk is still shown', true],
    ['Buy milk still appears in the list', true],
    ['Pay rent remains in the list', true],
    ['Walk dog remains in the list', false],
    ['Buy milk is no longer in the list', false],
    ['Walk dog is no longer in the list', true],
    ['Buy milk is listed', true],
    ['Buy milk is still listed', true],
    ['Walk dog is listed', false],
    ['Buy milk is no longer listed', false],
    ['Walk dog is no longer listed', true],
    ['The list still has 2 tasks', true],
  ])('"%s" holds: %s', async (claim, expected) => {
    expect(await holds(claim)).toBe(expected);
  });

  it('reads a number of things listed as a count, whatever comes before the number', async () => {
    const trains = pageOf([
      el('m', 'main', ''),
      el('s', 'status', '3 trains found', { parent: 'm', hints: { text: '3 trains found' } }),
      el('t1', 'article', '07:00 to York', { parent: 'm' }),
      el('t2', 'article', '07:30 to York', { parent: 'm' }),
      el('t3', 'article', '08:00 to York', { parent: 'm' }),
    ]);
    const verdict = async (claim: string) => {
      const v = await planner.assert(claim, trains, ctx, probeOf(trains));
      return 'pass' in v ? v.pass : v.unsupported;
    };
    expect(await verdict('Only 3 trains are listed')).toBe(true);
    expect(await verdict('Exactly 3 trains are listed')).toBe(true);
    expect(await verdict('Only 2 trains are listed')).toBe(false);
  });
});
