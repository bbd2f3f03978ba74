/**
 * The rules planner on going back, signing out from the user's menu, a dialog's heading and a wizard's step: each
 * reading with a page where it holds and one where it must not.
 */
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../runner-image/src/ai/contract';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const verdict = (instruction: string, page: Observation) => planAssert(instruction, page, probeOf(page));

/** An article page: the site's menu, a breadcrumb back to the list, a wizard's Back button. */
const article = pageOf([
  el('b', 'banner', ''),
  el('nav', 'navigation', 'Main', { parent: 'b' }),
  el('n1', 'link', 'Articles', { parent: 'nav', hints: { url: '/articles' } }),
  el('n2', 'link', 'Media', { parent: 'nav', hints: { url: '/media' } }),
  el('u', 'button', 'Dana Whitfield', { parent: 'b', hints: { ident: 'pop user', expanded: false } }),
  el('m', 'main', ''),
  el('bc', 'navigation', 'Breadcrumb', { parent: 'm' }),
  el('bc1', 'link', 'Home', { parent: 'bc', hints: { url: '/' } }),
  el('bc2', 'link', 'Articles', { parent: 'bc', hints: { url: '/articles' } }),
  el('h', 'heading', 'Edit article', { parent: 'm', hints: { level: 1 } }),
  el('st', 'paragraph', '', { parent: 'm', hints: { text: 'Step 2 of 3: Photos' } }),
  el('back', 'button', 'Back', { parent: 'm' }),
  el('d', 'dialog', 'Share', { parent: 'm' }),
  el('dh', 'heading', 'Share Energy performance certificate', { parent: 'd', hints: { level: 2 } }),
]);

describe('going back', () => {
  it('goes back to a list by the link that names its items', () => {
    expect(planAct('Go back to the articles list', article)).toMatchObject({ operations: [{ op: 'click' }] });
    expect(planAct('Go back to the invoices list', article)).not.toHaveProperty('operations');
  });

  it("goes back to the results by the breadcrumb's last link, and never to a place it does not name", () => {
    expect(planAct('Go back to the search results via the breadcrumb', article)).toMatchObject({
      operations: [{ op: 'click', ref: 'bc2' }],
    });
    expect(planAct('Go back to the invoices via the breadcrumb', article)).not.toHaveProperty('operations');
  });

  it('"Back to all articles" and "Go back a step"', () => {
    expect(planAct('Back to all articles', article)).toMatchObject({ operations: [{ op: 'click' }] });
    expect(planAct('Go back a step', article)).toMatchObject({ operations: [{ op: 'click', ref: 'back' }] });
  });
});

describe('signing out', () => {
  it("opens the signed-in person's menu when nothing on the page signs out, then signs out", () => {
    expect(planAct('Log out', article)).toMatchObject({ operations: [{ op: 'click', ref: 'u' }], rest: 'Log out' });
    const withOut = pageOf([...article.elements, el('out', 'button', 'Sign out')]);
    expect(planAct('Sign out', withOut)).toMatchObject({ operations: [{ op: 'click', ref: 'out' }] });
  });
});

describe("a dialog's heading and a wizard's step", () => {
  it("reads the open dialog's heading, never the page's", async () => {
    expect(await verdict('The dialog heading is "Share Energy performance certificate"', article)).toMatchObject({
      pass: true,
    });
    expect(await verdict('The dialog is titled Share Energy performance certificate', article)).toMatchObject({
      pass: true,
    });
    expect(await verdict('The dialog heading is "Edit article"', article)).toMatchObject({ pass: false });
  });

  it('reads "I am on step 2 of 3" from what the wizard says', async () => {
    expect(await verdict('I am on step 2 of 3', article)).toMatchObject({ pass: true });
    expect(await verdict('The wizard shows step 2 of 3: Photos', article)).toMatchObject({ pass: true });
    expect(await verdict('I am on step 1 of 3', article)).toMatchObject({ pass: false });
  });
});

describe('steps, tabs and pairs said in other words', () => {
  const wizard = pageOf([
    el('l', 'list', 'Booking steps'),
    el('s1', 'listitem', '', { parent: 'l', hints: { text: '1. Passengers', selected: true } }),
    el('s2', 'listitem', '', { parent: 'l', hints: { text: '2. Vehicle' } }),
    el('r', 'region', 'Passengers'),
    el('h', 'heading', 'Passengers', { parent: 'r', hints: { level: 2 } }),
    el('h2', 'heading', 'Vehicle', { parent: 'r', hints: { level: 3 } }),
    el('tl', 'tablist', 'Travel'),
    el('t1', 'tab', 'By car', { parent: 'tl', hints: { selected: true } }),
    el('t2', 'tab', 'By train', { parent: 'tl', hints: { selected: false } }),
    el('c1', 'checkbox', 'Priya Patel', { hints: { checked: true } }),
    el('c2', 'checkbox', 'Arjun Patel', { hints: { checked: false } }),
  ]);

  it('"Passengers is the current step" reads the list of steps, not the heading', async () => {
    expect(await verdict('Passengers is the current step', wizard)).toMatchObject({ pass: true });
    expect(await verdict('Vehicle is the current step', wizard)).toMatchObject({ pass: false });
  });

  it('"By car is the selected tab", "Both X and Y are ticked"', async () => {
    expect(await verdict('By car is the selected tab', wizard)).toMatchObject({ pass: true });
    expect(await verdict('By train is the selected tab', wizard)).toMatchObject({ pass: false });
    expect(await verdict('Both Priya Patel and Arjun Patel are ticked', wizard)).toMatchObject({ pass: false });
  });
});

describe('"Do you see a message that ..."', () => {
  const gifts = pageOf([
    el('err', 'alert', '', { hints: { text: 'Sorry, someone has already reserved the stand mixer.' } }),
    el('h', 'heading', 'Gift list', { hints: { level: 1 } }),
  ]);

  it('is a message that says so', async () => {
    expect(
      await verdict('Do you see a message that someone has already reserved the stand mixer?', gifts),
    ).toMatchObject({ pass: true });
    expect(await verdict('I see an error saying someone has already reserved the stand mixer', gifts)).toMatchObject({
      pass: true,
    });
    expect(
      await verdict('Do you see a message that someone has already reserved the olive tree?', gifts),
    ).toMatchObject({ pass: false });
  });
});

describe('fields and facts named in other words', () => {
  const booking = pageOf([
    el('f', 'textbox', 'Departing', { hints: { inputType: 'date', value: '2027-06-14' } }),
    el('r', 'textbox', 'Returning', { hints: { inputType: 'date', value: '2027-06-21' } }),
    el('dl', 'generic', ''),
    el('t1', 'term', '', { parent: 'dl', hints: { text: 'Lead passenger' } }),
    el('d1', 'definition', '', { parent: 'dl', hints: { text: 'Ada Okafor' } }),
  ]);

  it('finds "the departure date" in a date field named "Departing"', async () => {
    expect(await verdict('The departure date is 14 June 2027', booking)).toMatchObject({ pass: true });
    expect(await verdict('The departure date is 21 June 2027', booking)).toMatchObject({ pass: false });
    expect(planAct('Change the departure date to 15/06/2027', booking)).toMatchObject({
      operations: [{ op: 'fill', ref: 'f', text: '2027-06-15' }],
    });
  });

  it('reads "The lead passenger is Ada Okafor" as a fact, not a place in a list', async () => {
    expect(await verdict('The lead passenger is Ada Okafor', booking)).toMatchObject({ pass: true });
    expect(await verdict('The lead passenger is Owen Brennan', booking)).toMatchObject({ pass: false });
  });
});
