/**
 * Closing what is open, the way steps say it: "Close the application without sending it" over an "Apply for a permit"
 * dialog whose buttons are Cancel and "Submit application" is its Cancel, never "Submit application"; a section of
 * the dialog that the words name is that section, not the dialog.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

const applying = [
  el('m', 'main', ''),
  el('p', 'button', 'Apply for a permit', { parent: 'm' }),
  el('d', 'dialog', 'Apply for a permit: Elm Street'),
  el('h', 'heading', 'Apply for a permit: Elm Street', { parent: 'd' }),
  el('s', 'textbox', 'Permit start date', { parent: 'd' }),
  el('c', 'button', 'Cancel', { parent: 'd' }),
  el('g', 'button', 'Submit application', { parent: 'd' }),
];

describe('closing a dialog named by what it is about', () => {
  it('closes it with its own closing control', () => {
    expect(planAct('Close the application without sending it', pageOf(applying))).toMatchObject({
      operations: [{ op: 'click', ref: 'c' }],
    });
    expect(planAct('Close the application', pageOf(applying))).toMatchObject({
      operations: [{ op: 'click', ref: 'c' }],
    });
  });

  it('never presses a control that does another thing ("Submit application")', () => {
    const open = pageOf([el('a', 'heading', 'Your application'), el('g', 'button', 'Submit application')]);
    const plan = planAct('Close the application', open);
    expect(plan).not.toMatchObject({ operations: [{ op: 'click', ref: 'g' }] });
  });

  it('leaves a section of the dialog to be closed on its own', () => {
    const page = pageOf([
      el('d', 'dialog', 'Edit order'),
      el('x', 'button', 'Close', { parent: 'd' }),
      el('sh', 'button', 'Shipping', { parent: 'd', hints: { expanded: true } }),
      el('t', 'textbox', 'Street', { parent: 'd' }),
    ]);
    expect(planAct('Close Shipping', page)).not.toMatchObject({ operations: [{ op: 'click', ref: 'x' }] });
  });
});
