/**
 * The general causes of the twenty-second held-out set's false passes, each with a page where the step must fail (or
 * take another control) and one where it holds: a code's greyed-out Verify beside "Send a new code", "... and verify",
 * a dropdown named by a word of a textbox's name, a count's noun said only by a term, a scope said by one item's
 * words, and a form's greyed-out button beside the site menu's link of the same words.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

describe('rules planner: the twenty-second set', () => {
  const code = pageOf([
    el('f', 'form', 'Enter your code'),
    el('c', 'textbox', 'Security code', { parent: 'f' }),
    el('v', 'button', 'Verify', { parent: 'f', hints: { disabled: true } }),
    el('r', 'button', 'Send a new code', { parent: 'f' }),
  ]);

  it('sends a sign-in code with the greyed-out Verify, never "Send a new code"', () => {
    expect(planAct('complete the sign-in with the code 204816', code)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'c', text: '204816' },
        { op: 'click', ref: 'v' },
      ],
    });
  });

  it('reads "Enter the code 204816 and verify" as the code typed, then Verify', () => {
    const plan = planAct('Enter the code 204816 and verify', code);
    expect(plan).toMatchObject({ operations: [{ op: 'fill', ref: 'c', text: '204816' }, { ref: 'v' }] });
  });

  it('does not take the textbox "Email address" for "the address dropdown"', async () => {
    const form = [el('e', 'textbox', 'Email address'), el('p', 'textbox', 'Postcode')];
    expect(await passes('The address dropdown is shown', form)).toBe(false);
    expect(await passes('The address dropdown is shown', [...form, el('a', 'combobox', 'Address')])).toBe(true);
  });

  it('does not count a section whose term names the noun as one item', async () => {
    const course = [
      el('m', 'main', ''),
      el('r', 'region', 'Course', { parent: 'm' }),
      el('t', 'term', '', { parent: 'r', hints: { text: 'Places' } }),
      el('d', 'definition', '', { parent: 'r', hints: { text: 'Full (3 on the waitlist)' } }),
    ];
    expect(await passes('There is 1 place left', course)).toBe(false);
  });

  it('keeps "the alert for X" to the line whose words say X', () => {
    const alerts = pageOf([
      el('p', 'region', 'Price alerts'),
      el('l', 'list', '', { parent: 'p' }),
      el('i1', 'listitem', '', { parent: 'l' }),
      el('s1', 'switch', 'Harbour Lights: Summer Tour, Leeds', { parent: 'i1', hints: { checked: true } }),
      el('i2', 'listitem', '', { parent: 'l' }),
      el('s2', 'switch', 'Glasshouse Parade: Winter Tour, Manchester', { parent: 'i2', hints: { checked: false } }),
      el('g', 'group', 'Email me', { parent: 'p' }),
      el('c', 'checkbox', 'When a price drops to my alert', { parent: 'g', hints: { checked: true } }),
    ]);
    expect(planAct('Turn on the alert for the Manchester Glasshouse Parade', alerts)).toMatchObject({
      operations: [{ op: 'check', ref: 's2', checked: true }],
    });
  });

  it("books with the form's button the tick enables, not the site menu's link of the same words", () => {
    const book = (greyed: boolean) =>
      pageOf([
        el('n', 'navigation', 'Main'),
        el('k', 'link', 'Book a visit', { parent: 'n', hints: { url: '/heat/book' } }),
        el('s', 'region', 'Check and book'),
        el('x', 'checkbox', 'Someone over 18 will be home for the whole arrival window', {
          parent: 's',
          hints: { checked: !greyed },
        }),
        el('b', 'button', 'Book visit', { parent: 's', hints: { disabled: greyed } }),
      ]);
    // Greyed out until the tick: planned again once the tick is done.
    expect(planAct('Tick the box that someone over 18 will be home, then book the visit', book(true))).toMatchObject({
      operations: [{ op: 'check', ref: 'x', checked: true }],
      rest: 'book the visit',
    });
    expect(planAct('book the visit', book(false))).toMatchObject({ operations: [{ op: 'click', ref: 'b' }] });
    // Alone, a greyed-out button is not what the step can press, nor is the menu's link.
    expect('unsupported' in planAct('Book the visit', book(true))).toBe(true);
  });
});
