/**
 * Waits whose plan does not depend on how far the page got before the step looked: a status already showing what the
 * step waits for is reached, and "wait for it to load" waits for what the part before it opened, whether or not the
 * page still says it is loading.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

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
