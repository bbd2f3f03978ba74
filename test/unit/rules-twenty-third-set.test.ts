/**
 * The general causes of the twenty-third held-out set's false passes, each with a page where the step must fail (or
 * take another control) and one where it holds: a menu's link to the page shown taken for "Submit the order", an
 * error saying nothing was done read as the task done, a count of items that welcome something read as a greeting,
 * and a state read off the label of a button that would set it.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { reportsDone } from '../../runner-image/src/ai/rules/act-outcome';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { ground } from '../../runner-image/src/ai/rules/ground';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

describe('rules planner: the twenty-third set', () => {
  it("submits the form, never the menu's link to the page shown that shares a word", () => {
    // The Submit button is under the heading "New purchase order" and in a section an "Order number" line leads: one
    // button in two containers of the scope's name, once, not two that would make the reading ambiguous.
    const elements = [
      el('n', 'navigation', 'Main'),
      el('l', 'link', 'New purchase order', { parent: 'n', hints: { url: '/po/new' } }),
      el('m', 'main', ''),
      el('h', 'heading', 'New purchase order', { parent: 'm', hints: { level: 1 } }),
      el('p', 'paragraph', '', { parent: 'm', hints: { text: 'Order number PO-2027-0418' } }),
      el('f', 'generic', '', { parent: 'm', hints: { ident: 'form box' } }),
      el('h3', 'heading', '', { parent: 'f', hints: { level: 3 } }),
      el('g', 'generic', '', { parent: 'f' }),
      el('d', 'button', 'Save as draft', { parent: 'g' }),
      el('s', 'button', 'Submit for approval', { parent: 'g' }),
    ];
    const scoped = ground(
      elements,
      { name: 'submit', roles: ['button'], scopes: ['order'], strictScopes: true },
      'click',
    );
    expect(scoped).toMatchObject({ kind: 'found', element: { ref: 's' } });
    const order = { ...pageOf(elements), url: 'http://app.test/po/new' };
    expect(planAct('Submit the order without filling anything in', order)).toMatchObject({
      operations: [{ op: 'click', ref: 's' }],
    });
  });

  it('does not read "so nothing was approved" as the approval done', () => {
    const message = 'INV-1047 is over your £10,000.00 approval limit, so nothing was approved.';
    expect(reportsDone('Select INV-1047 and INV-1049 and approve the selected invoices', message)).toBe(false);
    expect(reportsDone('Approve the invoices', 'No invoices were approved.')).toBe(false);
    expect(reportsDone('Approve the invoices', '2 invoices approved')).toBe(true);
  });

  it('counts the items that welcome something, never a greeting', async () => {
    const pitch = (ref: string, dogs: boolean) => [
      el(ref, 'article', '', { parent: 'l' }),
      el(`${ref}h`, 'heading', `Pitch ${ref}`, { parent: ref, hints: { level: 3 } }),
      el(`${ref}t`, 'paragraph', '', { parent: ref, hints: { text: dogs ? 'Dogs welcome' : 'No dogs' } }),
    ];
    const pitches = [el('l', 'list', 'Pitches'), ...pitch('a', true), ...pitch('b', true), ...pitch('c', false)];
    expect(await passes('2 pitches welcome dogs', pitches)).toBe(true);
    expect(await passes('3 pitches welcome dogs', pitches)).toBe(false);
  });

  it('does not read a state off the label of the button that would set it', async () => {
    const messages = [
      el('l', 'list', 'Messages'),
      el('i1', 'listitem', '', { parent: 'l' }),
      el('t1', 'strong', '', { parent: 'i1', hints: { text: 'Bring photo ID to your appointment' } }),
      el('b1', 'button', 'Mark as read', { parent: 'i1' }),
      el('i2', 'listitem', '', { parent: 'l' }),
      el('t2', 'strong', '', { parent: 'i2', hints: { text: 'Your results are ready' } }),
      el('s2', 'generic', '', { parent: 'i2', hints: { text: 'Read' } }),
    ];
    expect(await passes('The photo ID message is marked as read', messages)).toBe(false);
    expect(await passes('The results message is marked as read', messages)).toBe(true);
  });
});
