/**
 * A press and what the step leaves undone for it, the way negative-path tests are written: "Click Next without
 * agreeing to the rules", "Click Join now before setting up the Direct Debit", "Click Continue with nothing filled in".
 * The press is the step; the rest names the state the page is left in, not something to press or fill.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

const wizard = pageOf([
  el('h', 'heading', 'Health and swimming'),
  el('r', 'checkbox', 'I agree to the pool rules'),
  el('n', 'textbox', 'Name on the account'),
  el('m', 'textbox', 'Message'),
  el('j', 'button', 'Join now'),
  el('x', 'button', 'Next'),
  el('c', 'button', 'Continue'),
  el('s', 'button', 'Send'),
]);

describe('a press and what it leaves undone', () => {
  for (const [step, ref] of [
    ['Click Next without agreeing to the pool rules', 'x'],
    ['Click Join now before setting up the Direct Debit', 'j'],
    ['Click Continue with nothing filled in', 'c'],
    ['Click Send with the message box empty', 's'],
    ['Press Send leaving the name on the account blank', 's'],
  ] as const) {
    it(`"${step}" is the press alone`, () => {
      expect(planAct(step, wizard)).toMatchObject({ operations: [{ op: 'click', ref }] });
    });
  }

  it('keeps a control whose own label says it ("Continue without saving")', () => {
    const leave = pageOf([el('c', 'button', 'Continue'), el('w', 'button', 'Continue without saving')]);
    expect(planAct('Click Continue without saving', leave)).toMatchObject({ operations: [{ op: 'click', ref: 'w' }] });
  });

  it('does not read a condition to meet as one left undone ("with the Notify box ticked")', () => {
    const plan = planAct('Click Send with the Notify me box ticked', wizard);
    expect(plan).not.toMatchObject({ operations: [{ op: 'click', ref: 's' }] });
  });
});
