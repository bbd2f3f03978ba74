/**
 * Tasks in the app's own words: a control labelled with the step's verb and some of its words, in the item the other
 * words name ("Mark the Northwind renewal deal as won"), the confirmation such a task may ask for, steps done only
 * when the page asks for them ("... if asked", "If you see a cookie banner, accept it"), cookie banners, paying with
 * a card's details in one step, and values a page names with fewer words than the claim ("Booking ABC123"). Pure:
 * observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { el, pageOf } from '../support/observation-builder';
import { act, refs as clicked, operations, passes } from '../support/rules-steps';

describe('a control labelled with the verb, in the item the rest names', () => {
  const deals = pageOf([
    el('p', 'tabpanel', 'Deals (2)'),
    el('d1', 'generic', '', { parent: 'p', hints: { ident: 'card deal' } }),
    el('h1', 'heading', 'Northwind renewal', { parent: 'd1', hints: { level: 3 } }),
    el('t1', 'paragraph', '', { parent: 'd1', hints: { text: '€18,000 · Negotiation' } }),
    el('w1', 'button', 'Mark as won', { parent: 'd1' }),
    el('l1', 'button', 'Mark as lost', { parent: 'd1' }),
    el('d2', 'generic', '', { parent: 'p', hints: { ident: 'card deal' } }),
    el('h2', 'heading', 'Northwind analytics add-on', { parent: 'd2', hints: { level: 3 } }),
    el('w2', 'button', 'Mark as won', { parent: 'd2' }),
    el('l2', 'button', 'Mark as lost', { parent: 'd2' }),
  ]);

  it("clicks the item's control when its words name one item", async () => {
    expect(await clicked(deals, 'Mark the Northwind renewal deal as won')).toEqual(['w1']);
    expect(await clicked(deals, 'Mark the Northwind analytics add-on as lost')).toEqual(['l2']);
  });

  it("does nothing when the words name no item, or both, and never counts another card's words", async () => {
    expect(await clicked(deals, 'Mark the Contoso renewal deal as won')).toBeNull();
    expect(await clicked(deals, 'Mark the Northwind deal as won')).toBeNull();
    // "renewal" is in the first card, "analytics" in the second: no card says both.
    expect(await clicked(deals, 'Mark the Northwind renewal analytics deal as won')).toBeNull();
  });

  const panel = pageOf([
    el('r', 'region', 'Parcel 4821'),
    el('m', 'paragraph', '', { parent: 'r', hints: { text: 'Action needed: pay a £3.20 import fee' } }),
    el('b', 'button', 'Pay now', { parent: 'r' }),
  ]);

  it('takes a label of the verb alone only with the item its section names', async () => {
    expect(await clicked(panel, 'Pay the import fee')).toEqual(['b']);
    expect(await clicked(panel, 'Pay the customs fee')).toBeNull();
    expect(await clicked(panel, 'Pay the fee for home delivery')).toBeNull();
  });

  const map = pageOf([
    el('m', 'region', 'Map'),
    el('i', 'button', 'Zoom in', { parent: 'm' }),
    el('o', 'button', 'Zoom out', { parent: 'm' }),
  ]);

  it('keeps the particle that tells two controls apart', async () => {
    expect(await clicked(map, 'zoom in on the map')).toEqual(['i']);
    expect(await clicked(map, 'zoom out on the map')).toEqual(['o']);
  });
});

describe('a confirmation the task asks for', () => {
  const orders = (confirming: boolean) =>
    pageOf([
      el('c', 'generic', '', { hints: { ident: 'card' } }),
      el('hh', 'heading', 'Orders', { parent: 'c', hints: { level: 2 } }),
      el('o1', 'generic', '', { parent: 'c', hints: { ident: 'o', text: '· Returned · €89.90' } }),
      el('n1', 'strong', '', { parent: 'o1', hints: { text: 'Order #55120' } }),
      el('i1', 'button', 'Issue refund', { parent: 'o1' }),
      ...(confirming ? [el('y1', 'button', 'Confirm refund', { parent: 'o1' })] : []),
      el('o2', 'generic', '', { parent: 'c', hints: { ident: 'o', text: '· Delivered · €42.00' } }),
      el('n2', 'strong', '', { parent: 'o2', hints: { text: 'Order #54877' } }),
      el('i2', 'button', 'Issue refund', { parent: 'o2' }),
    ]);

  it('is left to the page the click leads to, and answered there only when asked', async () => {
    const plan = await act(orders(false), 'Issue the refund for order #55120');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'i1' }]);
    const rest = 'rest' in plan ? plan.rest : undefined;
    expect(rest).toBe('confirm the refund if asked');
    expect(await clicked(orders(true), rest as string)).toEqual(['y1']);
    const nothing = await act(orders(false), rest as string);
    expect(operations(nothing)).toEqual([]);
    expect('reasoning' in nothing ? nothing.reasoning : '').toMatch(/nothing on the page asks/);
  });
});

describe('steps done only when the page asks for them', () => {
  const banner = (shown: boolean) =>
    pageOf([
      el('h', 'heading', 'Check in'),
      ...(shown
        ? [
            el('r', 'region', 'Cookie consent', { hints: { text: 'We use cookies to improve your experience.' } }),
            el('a', 'button', 'Accept all', { parent: 'r' }),
            el('n', 'button', 'Reject non-essential', { parent: 'r' }),
          ]
        : []),
      el('s', 'button', 'Accept the terms'),
    ]);

  it('answers a cookie banner that is there', async () => {
    expect(await clicked(banner(true), 'Accept the cookies')).toEqual(['a']);
    expect(await clicked(banner(true), 'reject all cookies')).toEqual(['n']);
    expect(await clicked(banner(true), 'If you see a cookie banner, accept it')).toEqual(['a']);
    expect(await clicked(banner(true), 'accept the cookies if asked')).toEqual(['a']);
  });

  it('does nothing without one, and never answers something else', async () => {
    expect(await clicked(banner(false), 'If you see a cookie banner, accept it')).toEqual([]);
    expect(await clicked(banner(false), 'accept the cookies if present')).toEqual([]);
    // Without "if ...", a missing banner fails the step.
    expect(await clicked(banner(false), 'Accept the cookies')).toBeNull();
  });
});

describe('paying with the card details in one step', () => {
  const form = pageOf([
    el('a', 'textbox', 'Amount (£)', { hints: { inputType: 'text', label: 'Amount (£)', value: '118.42' } }),
    el('f', 'iframe', 'Secure payment'),
    el('n', 'textbox', 'Card number', { parent: 'f', hints: { label: 'Card number' } }),
    el('x', 'textbox', 'Expiry (MM/YY)', { parent: 'f', hints: { label: 'Expiry (MM/YY)' } }),
    el('c', 'textbox', 'Security code', { parent: 'f', hints: { label: 'Security code' } }),
    el('p', 'button', 'Pay £142.00', { parent: 'f' }),
  ]);

  it('fills each named field, then pays', async () => {
    expect(
      operations(await act(form, 'Pay with card 4242 4242 4242 4242, expiry 12/28 and security code 123')),
    ).toEqual([
      { op: 'fill', ref: 'n', text: '4242 4242 4242 4242' },
      { op: 'fill', ref: 'x', text: '12/28' },
      { op: 'fill', ref: 'c', text: '123' },
      { op: 'click', ref: 'p' },
    ]);
    expect(operations(await act(form, 'Pay £50 with card 4242 4242 4242 4242'))).toEqual([
      { op: 'fill', ref: 'a', text: '50' },
      { op: 'fill', ref: 'n', text: '4242 4242 4242 4242' },
      { op: 'click', ref: 'p' },
    ]);
  });

  it('does nothing when a detail names no field', async () => {
    expect(await clicked(form, 'Pay with card 4242 4242 4242 4242, expiry 12/28, postcode LS6 2QT')).toBeNull();
  });
});

describe('a value named with fewer words than the claim', () => {
  const trip = pageOf([
    el('p', 'paragraph', '', { hints: { text: 'Booking ABC123 · SK 204 · departs 14:35' } }),
    el('s', 'region', ''),
    el('h', 'heading', 'Wi-Fi', { parent: 's', hints: { level: 3 } }),
    el('w', 'paragraph', '', { parent: 's', hints: { text: 'Password: honeycomb42' } }),
    el('g', 'region', ''),
    el('gh', 'heading', 'Guest Wi-Fi', { parent: 'g', hints: { level: 3 } }),
  ]);

  it('is the value right after the words', async () => {
    expect(await passes(trip, 'The booking reference is ABC123')).toBe(true);
    expect(await passes(trip, 'The booking reference is ABC124')).toBe(false);
    expect(await passes(trip, 'The flight number is ABC123')).toBe(false);
    expect(await passes(trip, 'The booking reference is SK 204')).toBe(false);
  });

  it("is a label's value under the heading that names the rest", async () => {
    expect(await passes(trip, 'The Wi-Fi password is honeycomb42')).toBe(true);
    expect(await passes(trip, 'The Wi-Fi password is honeycomb43')).toBe(false);
    expect(await passes(trip, 'The door password is honeycomb42')).toBe(false);
  });
});

describe("an item's action behind its menu", () => {
  const rows = (open: boolean) =>
    pageOf([
      el('t', 'table', 'Prescriptions'),
      el('r1', 'row', '', { parent: 't' }),
      el('n1', 'cell', 'Levothyroxine 50 mcg tablets', { parent: 'r1' }),
      el('c1', 'cell', '', { parent: 'r1' }),
      el('m1', 'button', 'More actions', { parent: 'c1', hints: { text: '⋮', ...(open ? { expanded: true } : {}) } }),
      ...(open
        ? [
            el('mm', 'menu', '', { parent: 'c1' }),
            el('v1', 'menuitem', 'View leaflet', { parent: 'mm' }),
            el('a1', 'menuitem', 'Archive', { parent: 'mm' }),
          ]
        : []),
      el('r2', 'row', '', { parent: 't' }),
      el('n2', 'cell', 'Sertraline 50 mg tablets', { parent: 'r2' }),
      el('c2', 'cell', '', { parent: 'r2' }),
      el('m2', 'button', 'More actions', { parent: 'c2', hints: { text: '⋮' } }),
    ]);

  it("opens that item's menu, then does the step in it", async () => {
    const plan = await act(rows(false), 'Archive Levothyroxine');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'm1' }]);
    expect('rest' in plan ? plan.rest : undefined).toBe('Archive Levothyroxine');
    expect(await clicked(rows(true), 'Archive Levothyroxine')).toEqual(['a1']);
  });

  it('opens nothing for an item that is not there, or when the step names no one item', async () => {
    expect(await clicked(rows(false), 'Archive Paracetamol')).toBeNull();
    expect(await clicked(rows(false), 'Archive the tablets')).toBeNull();
    // Its menu open and no such action in it: the step fails; the menu is not opened again.
    expect(await clicked(rows(true), 'Delete Levothyroxine')).toBeNull();
  });
});

describe('the user menu', () => {
  const header = (ident: string) =>
    pageOf([
      el('b', 'banner', ''),
      el('n', 'button', 'Notifications', { parent: 'b', hints: { expanded: false, text: '🔔' } }),
      el('u', 'button', 'Priya Shah ▾', { parent: 'b', hints: { expanded: false, ident } }),
      el('s', 'button', 'Sort: Nearest ▾', { hints: { expanded: false } }),
    ]);

  it("is the signed-in person's menu button, by its identity or its name in the header", async () => {
    expect(await clicked(header('usermenu'), 'open the user menu')).toEqual(['u']);
    expect(await clicked(header(''), 'Open my account menu')).toEqual(['u']);
  });

  it('is a full name that says it is collapsed, not a link named Account nor a one-word menu', async () => {
    const page = (name: string, ident = 'pop') =>
      pageOf([
        el('b', 'banner', ''),
        el('n', 'navigation', 'Main', { parent: 'b' }),
        el('a', 'link', 'Account', { parent: 'n', hints: { url: '/home' } }),
        el('p', 'button', 'Products', { parent: 'b', hints: { expanded: false } }),
        el('u', 'button', name, { parent: 'b', hints: { expanded: false, ident } }),
      ]);
    expect(await clicked(page('Rui Costa'), 'Open the account menu')).toEqual(['u']);
    expect(await clicked(page('Help', 'pop acct'), 'Open the account menu')).toEqual(['u']);
    expect(await clicked(page('Help'), 'Open the account menu')).not.toEqual(['p']);
  });
});
