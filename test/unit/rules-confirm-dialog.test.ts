/**
 * "Confirm the deletion": the rules planner answers the open dialog that asks to confirm what the words name, with
 * its one finishing control, and finds nothing when the words name something else or no dialog is open.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

describe('rules planner: "confirm the deletion" in the dialog that asks', () => {
  const asking = pageOf([
    el('l', 'list', 'Tasks'),
    el('t1', 'listitem', 'Buy milk', { parent: 'l' }),
    el('d1', 'button', 'Delete', { parent: 't1' }),
    el('dlg', 'alertdialog', 'Delete this task?'),
    el('p', 'paragraph', '', { parent: 'dlg', hints: { text: 'It cannot be undone.' } }),
    el('c', 'button', 'Cancel', { parent: 'dlg' }),
    el('y', 'button', 'Delete', { parent: 'dlg' }),
  ]);

  it("answers with the dialog's finishing control when the words name what it asks", () => {
    expect(planAct('Confirm the deletion', asking)).toMatchObject({ operations: [{ op: 'click', ref: 'y' }] });
    expect(planAct('confirm the action', asking)).toMatchObject({ operations: [{ op: 'click', ref: 'y' }] });
  });

  it('finds nothing when the words name something else, or no dialog is open', () => {
    expect(planAct('confirm the appointment', asking)).toMatchObject({
      unsupported: expect.stringMatching(/No element matching/),
    });
    const closed = pageOf([el('t1', 'listitem', 'Buy milk'), el('d1', 'button', 'Delete', { parent: 't1' })]);
    expect(planAct('Confirm the deletion', closed)).toMatchObject({
      unsupported: expect.stringMatching(/No element matching/),
    });
  });
});
