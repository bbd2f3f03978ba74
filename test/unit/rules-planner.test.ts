import { describe, expect, it } from 'vitest';
import type { Observation } from '../../runner-image/src/ai/contract';
import { parseKey, planAct, splitCompound } from '../../runner-image/src/ai/rules/act';
import { cleanAssertion } from '../../runner-image/src/ai/rules/assert';
import { ground, parseTarget, textScore } from '../../runner-image/src/ai/rules/ground';
import { onlyAsScale } from '../../runner-image/src/ai/rules/text-match';
import { el } from '../support/observation-builder';

const page: Observation = {
  url: 'http://shop.test/product?id=1',
  title: 'Shop',
  snapshot: '',
  elements: [
    el('e1', 'heading', 'Blue T-shirt', { hints: { level: 1 } }),
    el('e2', 'combobox', 'Size', { hints: { options: ['Small', 'Medium', 'Large'], value: 'Medium' } }),
    el('e3', 'textbox', 'Email address', { hints: { placeholder: 'name@example.com' } }),
    el('e4', 'button', 'Sign in'),
    el('e5', 'link', 'Cart (0)'),
    el('e6', 'link', 'View cart'),
    el('e7', 'button', 'Add to cart', { parent: 'e9' }),
    el('e8', 'button', 'Add to cart', { parent: 'e10' }),
    el('e11', 'checkbox', 'I accept the terms and conditions', { hints: { checked: false } }),
    el('e12', 'textbox', 'Type your question', { framePath: ['e20'] }),
  ],
};

describe('rules planner: parsing', () => {
  it('splits compound steps only where a verb follows, never inside quotes', () => {
    expect(splitCompound('type Water the plants in Todo and press Enter')).toEqual([
      'type Water the plants in Todo',
      'press Enter',
    ]);
    expect(splitCompound('Accept the terms and conditions')).toEqual(['Accept the terms and conditions']);
    expect(splitCompound('type "salt and press" into Notes')).toEqual(['type "salt and press" into Notes']);
  });

  it('reads key names and chords', () => {
    expect(parseKey('Enter')).toBe('Enter');
    expect(parseKey('the escape key')).toBe('Escape');
    expect(parseKey('ctrl+a')).toBe('Control+a');
    expect(parseKey('Shift + Tab')).toBe('Shift+Tab');
    expect(parseKey('the Sign in button')).toBeNull();
  });

  it('separates names from role words and keeps quoted names whole', () => {
    expect(parseTarget('the "Sign in" button')).toEqual({ name: 'Sign in', roles: ['button'] });
    expect(parseTarget('the second Add to cart button of the Blue Mug card')).toEqual({
      name: 'Add to cart',
      roles: ['button'],
      ordinal: 2,
      literal: 'second Add to cart',
      scopes: ['Blue Mug card'],
    });
    expect(parseTarget('the Delete button in the row for order 1042')).toMatchObject({
      name: 'Delete',
      scopes: ['1042'],
    });
    expect(parseTarget('the checkbox next to Remember me')).toMatchObject({ roles: ['checkbox'], near: 'Remember me' });
    expect(parseTarget('the Size dropdown')).toEqual({ name: 'Size', roles: ['combobox', 'listbox'] });
    expect(parseTarget('the search box').name).toBe('search');
    expect(parseTarget('"Drop box link"').name).toBe('Drop box link');
  });

  it('rewrites modal assertions to plain statements', () => {
    expect(cleanAssertion('Verify that the title should be "Todos".')).toBe('the title is "Todos"');
    expect(cleanAssertion("the error message shouldn't be visible")).toBe('the error message is not visible');
    expect(cleanAssertion('page should contain Welcome')).toBe('page contains Welcome');
  });
});

describe('rules planner: grounding', () => {
  it('tolerates case, punctuation and one typo but not a different word', () => {
    expect(textScore('sing in', 'Sign in')).toBeGreaterThan(0.7);
    expect(textScore('SIGN IN!', 'Sign in')).toBe(1);
    expect(textScore('sign up', 'Sign in')).toBe(0);
  });

  it('reads capitals that are the initials of words, and the short names of months and days', () => {
    expect(textScore('EPC', 'Energy performance certificate')).toBeGreaterThanOrEqual(0.8);
    expect(textScore('COI', 'Certificate of insurance')).toBeGreaterThanOrEqual(0.8);
    expect(textScore('epc', 'Energy performance certificate')).toBe(0);
    expect(textScore('EPC', 'Energy certificate')).toBe(0);
    expect(textScore('April 2027', 'Apr 2027')).toBe(1);
    expect(textScore('April 2027', '30 Apr 2027')).toBeLessThan(1);
    expect(textScore('Wednesday', 'Wed')).toBe(1);
    expect(textScore('April 2026', 'Apr 2027')).toBe(0);
    expect(textScore('child', 'Children')).toBeGreaterThanOrEqual(0.9);
    expect(textScore('person', 'People')).toBeGreaterThanOrEqual(0.9);
    expect(textScore('child', 'Adults')).toBe(0);
  });

  it('tells a scale from a value', () => {
    expect(onlyAsScale('Lead score 72 / 100', '100')).toBe(true);
    expect(onlyAsScale('Rated 4 out of 5', '5')).toBe(true);
    expect(onlyAsScale('Lead score 72 / 100', '72')).toBe(false);
    expect(onlyAsScale('Score 100 / 100', '100')).toBe(false);
    expect(onlyAsScale('Total £100', '100')).toBe(false);
  });

  it('prefers the exact name and treats numbers as decoration', () => {
    const g = ground(page.elements, 'the cart', 'click');
    expect(g.kind === 'found' && g.element.ref).toBe('e5');
  });

  it('reports two equally good matches as ambiguous', () => {
    const g = ground(page.elements, 'Add to cart', 'click');
    expect(g.kind).toBe('ambiguous');
  });

  it('finds fields by placeholder and elements inside iframes', () => {
    const byPlaceholder = ground(page.elements, 'name@example.com', 'fill');
    expect(byPlaceholder.kind === 'found' && byPlaceholder.element.ref).toBe('e3');
    const inFrame = ground(page.elements, 'question box', 'fill');
    expect(inFrame.kind === 'found' && inFrame.element.ref).toBe('e12');
  });
});

describe('rules planner: act', () => {
  it('plans typing, selects, checks, keys, navigation and waits', () => {
    expect(planAct('Type "ada@example.com" into the Email address field and press Enter', page)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'e3', text: 'ada@example.com' },
        { op: 'press', key: 'Enter', ref: 'e3' },
      ],
      reasoning: 'rules',
    });
    expect(planAct("set size to 'large'", page)).toMatchObject({
      operations: [{ op: 'select', ref: 'e2', option: 'Large' }],
    });
    expect(planAct('Accept the terms and conditions', page)).toMatchObject({
      operations: [{ op: 'check', ref: 'e11', checked: true }],
    });
    expect(planAct('go to /shop/cart', page)).toMatchObject({
      operations: [{ op: 'goto', url: 'http://shop.test/shop/cart' }],
    });
    expect(planAct('wait 500 ms', page)).toMatchObject({ operations: [{ op: 'wait', seconds: 0.5 }] });
    expect(planAct('wait until Thank you appears', page)).toMatchObject({
      operations: [{ op: 'wait_for', text: 'Thank you', state: 'visible' }],
    });
    expect(planAct('Click Sing in', page)).toMatchObject({ operations: [{ op: 'click', ref: 'e4' }] });
  });

  it('fails with a reason instead of guessing', () => {
    expect(planAct('select XXL from the size dropdown', page)).toMatchObject({
      unsupported: 'The combobox "Size" has no option "XXL" (options: Small, Medium, Large).',
    });
    expect(planAct('click the Archive button', page)).toEqual({
      unsupported: 'No element matching "Archive" was found on the page.',
      decidedBy: 'rules',
      certainty: 'unsure',
    });
    const vague = planAct('make it pop', page);
    expect('unsupported' in vague && vague.unsupported).toContain(
      'Configure a model (TAS_AI_PROVIDER=rules+openai or rules+bedrock)',
    );
  });
});
