/**
 * The rules planner keeps numbers whole when it looks for a claimed value ("rated 4" is not "★ 4.4", "£2" is not
 * "£2.49"), reads ratings and labels as people write them, and drops the parts of a check that are not the claim
 * ("wait for the list; ...", "... on this page").
 */
import { describe, expect, it } from 'vitest';
import { cleanAssertion, planAssert } from '../../runner-image/src/ai/rules/assert';
import { containsPhrase, numbersWhole } from '../../runner-image/src/ai/rules/text-match';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const shop = pageOf([
  el('a1', 'article', 'Cetirizine 10 mg'),
  el('a2', 'heading', 'Cetirizine 10 mg', { parent: 'a1', hints: { level: 3 } }),
  el('a3', 'generic', '', { parent: 'a1', hints: { text: '30 tablets £2.49 · In stock' } }),
  el('a4', 'generic', '', { parent: 'a1', hints: { text: '★ 4.4 (311 reviews)' } }),
  el('b1', 'article', 'Ibuprofen 200 mg'),
  el('b2', 'heading', 'Ibuprofen 200 mg', { parent: 'b1', hints: { level: 3 } }),
  el('b3', 'generic', '', { parent: 'b1', hints: { text: 'Pharmacy medicine' } }),
  el('b4', 'generic', '', { parent: 'b1', hints: { text: '24 tablets £1.29 · In stock ★ 4.6' } }),
]);
const verdict = async (claim: string) => (await planAssert(claim, shop, probeOf(shop))) as { pass: boolean };

describe('rules planner: numbers kept whole', () => {
  it('does not find a number inside a longer one', () => {
    expect(numbersWhole('★ 4.4 (311 reviews)', '4')).toBe(false);
    expect(numbersWhole('£2.49', '£2')).toBe(false);
    expect(numbersWhole('£1,299.00', '£1299')).toBe(true);
    expect(numbersWhole('version 1.2.3', '1.2.3')).toBe(true);
    expect(numbersWhole('arrives 13:00-15:00', '13:00')).toBe(true);
    expect(containsPhrase('Rated 4.4 by 311 people', '4 by 311')).toBe(false);
  });

  it('fails a value claim whose number is only part of the one shown', async () => {
    expect((await verdict('Cetirizine 10 mg is rated 4')).pass).toBe(false);
    expect((await verdict('Cetirizine 10 mg costs £2')).pass).toBe(false);
    expect((await verdict('Cetirizine 10 mg costs £2.49')).pass).toBe(true);
  });

  it('reads "4.4 out of 5" as the rating shown as ★ 4.4, and not as another rating', async () => {
    expect((await verdict('Cetirizine 10 mg is rated 4.4 out of 5')).pass).toBe(true);
    expect((await verdict('Cetirizine 10 mg is rated 4 out of 5')).pass).toBe(false);
    expect((await verdict('Ibuprofen 200 mg is rated 4.4 out of 5')).pass).toBe(false);
  });

  it('reads "marked as a pharmacy medicine" as the label "Pharmacy medicine", on that item only', async () => {
    expect((await verdict('Ibuprofen is marked as a pharmacy medicine')).pass).toBe(true);
    expect((await verdict('Cetirizine 10 mg is marked as a pharmacy medicine')).pass).toBe(false);
  });
});

describe('rules planner: the claim in a check', () => {
  it('drops a wait before the claim, and "on this page"', () => {
    expect(cleanAssertion('Wait for the product list; 6 products should be shown')).toBe('6 products is shown');
    expect(cleanAssertion('wait until the class cards appear and verify Spin Climb starts at 19:30')).toBe(
      'Spin Climb starts at 19:30',
    );
    expect(cleanAssertion('5 prescriptions are listed on this page')).toBe('5 prescriptions are listed');
    expect(cleanAssertion('Wait for 3 seconds and the toast disappears')).toBe(
      'Wait for 3 seconds and the toast disappears',
    );
  });
});
