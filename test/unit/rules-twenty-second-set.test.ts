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

  it('presses "Accept renewal" for "Accept the renewal", never the Renew automatically switch', () => {
    const renewal = pageOf([
      el('s', 'switch', 'Renew automatically', { hints: { checked: true } }),
      el('a', 'button', 'Accept renewal'),
    ]);
    expect(planAct('Accept the renewal', renewal)).toMatchObject({ operations: [{ op: 'click', ref: 'a' }] });
  });

  it("sets how many tickets in the listing's own Tickets dropdown, and fails when it offers too few", () => {
    const listing = pageOf([
      el('c', 'article', ''),
      el('h', 'heading', 'Block 301 · Row A', { parent: 'c', hints: { level: 3 } }),
      el('p', 'paragraph', '', { parent: 'c', hints: { text: 'Seats 9–11 · 3 tickets · 4 sales' } }),
      el('q', 'combobox', 'Tickets', {
        parent: 'c',
        hints: { inputType: 'select', value: '1', options: ['1', '2', '3'] },
      }),
      el('b', 'button', 'Add to basket', { parent: 'c' }),
    ]);
    expect(planAct('Add 3 tickets from Block 301 Row A to the basket', listing)).toMatchObject({
      operations: [
        { op: 'select', ref: 'q', option: '3' },
        { op: 'click', ref: 'b' },
      ],
    });
    expect('unsupported' in planAct('Add 4 tickets from Block 301 Row A to the basket', listing)).toBe(true);
  });

  it('reads "the payment form" as the payment frame, and "asks me to pay £X" as saying it', async () => {
    const checkout = [
      el('h', 'heading', 'Check and pay', { hints: { level: 1 } }),
      el('f', 'iframe', '', { hints: { title: 'Secure payment' } }),
      el('f1', 'heading', 'Pay £706.39', { parent: 'f', hints: { level: 3 } }),
      el('f2', 'paragraph', '', { parent: 'f', hints: { text: 'Your card was declined. Try a different card.' } }),
    ];
    expect(await passes('The payment form says the card was declined', checkout)).toBe(true);
    expect(await passes('The payment form says the card was accepted', checkout)).toBe(false);
    expect(await passes('The payment form asks me to pay £706.39', checkout)).toBe(true);
    expect(await passes('The payment form asks me to pay £700.00', checkout)).toBe(false);
  });

  it('does not read "Room 4" in "in Room 7 instead of Room 4" as where the class moves', async () => {
    const inbox = [
      el('m', 'status', '', {
        hints: {
          text: 'Your Spanish A1 class on Wednesday will be in Room 7 instead of Room 4. Everything else stays.',
        },
      }),
    ];
    expect(await passes('The message says the class moves to Room 4', inbox)).toBe(false);
    expect(await passes('The message says the class moves to Room 7', inbox)).toBe(true);
  });

  it('checks "the cheapest listing is ..." on the one cheapest item, its name and price', async () => {
    const card = (i: number, title: string, price: string) => [
      el(`a${i}`, 'article', '', { parent: 'l' }),
      el(`h${i}`, 'heading', title, { parent: `a${i}`, hints: { level: 3 } }),
      el(`p${i}`, 'paragraph', '', { parent: `a${i}`, hints: { text: `${price} each` } }),
      el(`b${i}`, 'button', 'Add to basket', { parent: `a${i}` }),
    ];
    const listings = [
      el('l', 'generic', '', { hints: { ident: 'listings' } }),
      ...card(1, 'Block 214 · Row M', '£41.00'),
      ...card(2, 'Block 301 · Row A', '£29.00'),
      ...card(3, 'Block 108 · Row K', '£49.50'),
    ];
    expect(await passes('The cheapest listing is Block 301, Row A at £29.00', listings)).toBe(true);
    expect(await passes('The cheapest listing is Block 214, Row M at £29.00', listings)).toBe(false);
    expect(await passes('The cheapest listing is Block 301, Row A at £30.00', listings)).toBe(false);
    expect(await passes('Block 108, Row K is the most expensive listing', listings)).toBe(true);
    expect(await passes('Block 214, Row M is the most expensive listing', listings)).toBe(false);
    expect(await passes('The first listing is Block 214, Row M at £41.00', listings)).toBe(true);
    expect(await passes('The first listing is Block 214, Row M at £4', listings)).toBe(false);
    expect(await passes('The first listing is Block 301, Row A at £41.00', listings)).toBe(false);
  });
});
