/**
 * A value the app takes only when a button beside its field is pressed ("Set tempo" beside the Tempo field): a step
 * that sets the value presses it too, or it would pass with nothing set.
 */
import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';

const metronome = pageOf([
  el('e1', 'generic', '', { hints: { ident: 'metronome' } }),
  el('e2', 'heading', 'Metronome', { parent: 'e1', hints: { level: 2 } }),
  el('e3', 'button', 'Slower', { parent: 'e1' }),
  el('e4', 'generic', '', { parent: 'e1', hints: { text: 'Tempo' } }),
  el('e5', 'spinbutton', 'Tempo', { parent: 'e4', hints: { inputType: 'number', label: 'Tempo', value: '96' } }),
  el('e6', 'button', 'Set tempo', { parent: 'e1' }),
  el('e7', 'button', 'Start', { parent: 'e1' }),
  el('e8', 'generic', '', { hints: { ident: 'profile' } }),
  el('e9', 'textbox', 'Nickname', { parent: 'e8', hints: { label: 'Nickname' } }),
  el('e10', 'button', 'Save profile', { parent: 'e8' }),
]);

describe('a value taken only when the button beside its field is pressed', () => {
  it.each([
    ['Set the metronome tempo to 120', '120'],
    ['Set the tempo to 300', '300'],
    ['set tempo to 88', '88'],
  ])('"%s" types the value, then presses "Set tempo"', (step, value) => {
    expect(planAct(step, metronome)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'e5', text: value },
        { op: 'click', ref: 'e6' },
      ],
    });
  });

  it.each([
    // The button is not named by the step's verb and the field's words.
    ['Set the nickname to Rob', 'e9', 'Rob'],
    ['Change the tempo to 100', 'e5', '100'],
    ['Type 100 into the tempo field', 'e5', '100'],
  ])('"%s" only types', (step, ref, value) => {
    expect(planAct(step, metronome)).toMatchObject({ operations: [{ op: 'fill', ref, text: value }] });
  });
});
