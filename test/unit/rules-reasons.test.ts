/**
 * The reason a step gives ("Cancel booking HW-2047 because plans changed", "... with the reason 'dup'"): the task
 * first, then the reason chosen among those offered or typed where the page asks why, then the task finished; and a
 * task whose verb or reason says "rejected" or "wrong" is still a task the app may refuse. Pure: observations are
 * built by hand.
 */
import { describe, expect, it } from 'vitest';
import { expectsSuccess, reportsDone, saysWhatFirst } from '../../runner-image/src/ai/rules/act-outcome';
import { splitCompound } from '../../runner-image/src/ai/rules/phrasing';
import { reasonScore } from '../../runner-image/src/ai/rules/tasks-reasons';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('a step that gives its reason', () => {
  it('is the task, then the reason', () => {
    expect(splitCompound('Cancel booking HW-2047 because plans changed')).toEqual([
      'Cancel booking HW-2047',
      'give the reason "plans changed"',
    ]);
    expect(splitCompound('Request to move the match because of a cup match')).toEqual([
      'Request to move the match',
      'give the reason "cup match"',
    ]);
    expect(splitCompound(`Decline Marco's leave with the reason 'Release week, please pick other dates'`)).toEqual([
      "Decline Marco's leave",
      'give the reason "Release week, please pick other dates"',
    ]);
  });

  it('keeps words that are not a reason given for a task', () => {
    expect(splitCompound('Check that the order failed because the card expired')).toHaveLength(1);
    expect(splitCompound('Type "late because of traffic" into Notes')).toEqual([
      'Type "late because of traffic" into Notes',
    ]);
  });

  it('finishes a task that asked for the reason: the reason, then the dialog confirmed', async () => {
    const job = pageOf([
      el('card', 'article', 'Kestrel Labs, Frontend engineer'),
      el('rej', 'button', 'Mark as rejected', { parent: 'card' }),
    ]);
    const plan = await act(job, 'Mark the Kestrel Labs job as rejected because the role was withdrawn');
    expect(operations(plan).map((o) => ('ref' in o ? o.ref : o.op))).toEqual(['rej']);
    expect('rest' in plan ? plan.rest : '').toBe('give the reason "the role was withdrawn", then confirm the rejected');
    const row = pageOf([
      el('r', 'row', 'Payment to Octopus Energy £84.20'),
      el('rep', 'button', 'Report', { parent: 'r' }),
    ]);
    const reported = await act(row, 'Report the Octopus Energy payment because I was charged twice');
    expect(operations(reported).map((o) => ('ref' in o ? o.ref : o.op))).toEqual(['rep']);
    expect('rest' in reported ? reported.rest : '').toBe(
      'give the reason "I was charged twice", then confirm the report',
    );
  });
});

describe('the reason given', () => {
  const dialog = (...children: ReturnType<typeof el>[]) =>
    pageOf([
      el('dlg', 'dialog', 'Cancel booking HW-2047?'),
      ...children.map((c) => ({ ...c, parent: c.parent ?? 'dlg' })),
      el('keep', 'button', 'Keep booking', { parent: 'dlg' }),
      el('ok', 'button', 'Cancel booking', { parent: 'dlg' }),
    ]);
  const reasons = ['Choose a reason', 'Plans changed', 'Booked by mistake', 'Working from home', 'Other'];

  it('is the option of the reason dropdown that says it', async () => {
    const page = dialog(el('why', 'combobox', 'Why are you cancelling?', { hints: { options: reasons, value: '' } }));
    expect(operations(await act(page, 'give the reason "our plans changed"'))).toEqual([
      { op: 'select', ref: 'why', option: 'Plans changed' },
    ]);
  });

  it('is the radio that says it in the first person', async () => {
    const page = dialog(
      el('r1', 'radio', "I can't make it", { hints: { checked: false } }),
      el('r2', 'radio', 'I am unwell', { hints: { checked: false } }),
    );
    expect(operations(await act(page, `give the reason "she can't make it"`))).toEqual([
      { op: 'check', ref: 'r1', checked: true },
    ]);
  });

  it('is typed where the page asks why when no option says it', async () => {
    const page = dialog(el('why', 'textbox', 'Reason for rejecting', { hints: { value: '' } }));
    expect(operations(await act(page, 'give the reason "No receipt after two reminders"'))).toEqual([
      { op: 'fill', ref: 'why', text: 'No receipt after two reminders' },
    ]);
  });

  it('fails when no option says it and nothing asks why, listing what is offered', async () => {
    const page = dialog(el('why', 'combobox', 'Why are you cancelling?', { hints: { options: reasons, value: '' } }));
    const plan = await act(page, 'give the reason "the weather is bad"');
    expect('unsupported' in plan ? plan.unsupported : '').toMatch(/none of those offered \(Choose a reason, Plans/);
  });

  it('fails when two options say it as well', async () => {
    const page = dialog(
      el('why', 'combobox', 'Reason', { hints: { options: ['Moved house', 'Moved office'], value: '' } }),
    );
    expect(await refs(page, 'give the reason "moved"')).toBeNull();
  });

  it('scores reasons by what they say, not by who says it', () => {
    expect(reasonScore('I was charged twice', 'Charged twice')).toBe(1);
    expect(reasonScore('I am moving home', 'Moving home')).toBe(1);
    expect(reasonScore('the position is filled', 'Position filled')).toBe(1);
    expect(reasonScore('plans changed', 'Booked by mistake')).toBe(0);
  });
});

describe('a task with a reason, or with a verb of refusal', () => {
  it.each([
    'Cancel order SC-20391 because I booked the wrong time',
    `Reject Ben Ortiz's claim because "dup"`,
    "Decline Marco Bianchi's unpaid leave with the reason 'Release week'",
  ])('is a task the app may refuse: %s', (step) => {
    expect(expectsSuccess(step)).toBe(true);
  });

  it('still expects the refusal a step asks for', () => {
    expect(expectsSuccess('Try to cancel order SC-20391 with the wrong code')).toBe(false);
  });

  it('is done when the app says it in the words of its verb', () => {
    expect(reportsDone("Reject Chloe Wu's claim", "Rejected Chloe Wu's claim")).toBe(true);
    expect(reportsDone("Decline Marco's leave because of the release", 'Leave declined')).toBe(true);
    expect(reportsDone('Cancel order SC-20391', 'Order rejected')).toBe(false);
    expect(reportsDone("Reject Chloe Wu's claim", 'Claims over £500 cannot be rejected here')).toBe(false);
    expect(reportsDone('In the ride box, lock the bike for a stop', 'Bike 3318 locked. Up to 10 minutes free.')).toBe(
      true,
    );
    expect(reportsDone('Stop the timer', 'Timer stopped')).toBe(true);
    expect(reportsDone('Lock the bike', 'Bike 3318 is locked by another rider')).toBe(false);
    expect(reportsDone('Share the album', 'Albums can only be shared by their owner')).toBe(false);
    expect(reportsDone('Order 2 more', 'You have already ordered this')).toBe(false);
    expect(
      reportsDone('Report the black bin as missed', 'Missed collections must be reported within 5 working days.'),
    ).toBe(false);
    expect(reportsDone('Report the black bin as missed', 'Missed black bin collection reported.')).toBe(true);
  });

  it.each([
    ['End my ride', 'Dock the bike at a station to end your ride. The nearest is Mill Lane.', true],
    ['Book the 10:00 class', 'Verify your email before you can book.', true],
    ['Continue', 'Choose a delivery slot to continue.', true],
    ['End my ride', 'Ride over: 14 minutes, £1.40', false],
    ['Book the 10:00 class', 'Booked. Remember to bring a towel to the class.', false],
    ['Save the profile', 'Saved. Add a photo so that friends can find you.', false],
  ])('"%s" is told what to do first by "%s": %s', (step, message, told) => {
    expect(saysWhatFirst(step, message)).toBe(told);
  });
});

describe('a message that tells what to do', () => {
  const chat = pageOf([
    el('chat', 'region', 'Support chat'),
    el('a', 'alert', '', { parent: 'chat', hints: { text: 'Type a message first' } }),
  ]);

  it('is what it says in its own words: "says to type a message first"', async () => {
    expect(await passes(chat, 'The support chat says to type a message first')).toBe(true);
    expect(await passes(chat, 'The support chat tells you to type a message first')).toBe(true);
  });

  it('does not hold for another instruction', async () => {
    expect(await passes(chat, 'The support chat says to enter your email first')).toBe(false);
  });
});
