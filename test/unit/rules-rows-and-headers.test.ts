/**
 * Claims about a record read in its row, whatever words join its parts ("118 g/L and flagged Low", "4.2 mmol/L, which
 * is High", a value in bold inside its cell), and "the header", which may be the page's main heading or the banner at
 * its top.
 */
import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const passes = async (claim: string, elements: ObservedElement[]) => {
  const page = pageOf(elements);
  const v = await planAssert(claim, page, probeOf(page));
  return 'pass' in v && v.pass;
};

const results = [
  el('t', 'table', 'Results'),
  el('h', 'row', '', { parent: 't' }),
  el('h1', 'columnheader', 'Test', { parent: 'h' }),
  el('h2', 'columnheader', 'Result', { parent: 'h' }),
  el('h3', 'columnheader', 'Normal range', { parent: 'h' }),
  el('h4', 'columnheader', 'Flag', { parent: 'h' }),
  el('r1', 'row', '', { parent: 't' }),
  el('r1a', 'rowheader', 'Haemoglobin', { parent: 'r1' }),
  el('r1b', 'cell', '118 g/L', { parent: 'r1' }),
  el('r1c', 'cell', '120–150 g/L', { parent: 'r1' }),
  el('r1d', 'cell', '', { parent: 'r1' }),
  el('r1e', 'strong', '', { parent: 'r1d', hints: { text: 'Low' } }),
  el('r2', 'row', '', { parent: 't' }),
  el('r2a', 'rowheader', 'LDL cholesterol', { parent: 'r2' }),
  el('r2b', 'cell', '4.2 mmol/L', { parent: 'r2' }),
  el('r2c', 'cell', 'below 3.0 mmol/L', { parent: 'r2' }),
  el('r2d', 'cell', '', { parent: 'r2' }),
  el('r2e', 'strong', '', { parent: 'r2d', hints: { text: 'High' } }),
];

describe('rules planner: rows and headers', () => {
  it("reads each part of a claim about a record in the record's own cells", async () => {
    expect(await passes('Haemoglobin is 118 g/L and flagged Low', results)).toBe(true);
    expect(await passes('LDL cholesterol is 4.2 mmol/L, which is High', results)).toBe(true);
    expect(await passes('Haemoglobin is flagged Low', results)).toBe(true);
    // Parts that belong to the other record, or to no cell.
    expect(await passes('Haemoglobin is 118 g/L and flagged High', results)).toBe(false);
    expect(await passes('LDL cholesterol is 4.2 mmol/L, which is Low', results)).toBe(false);
    expect(await passes('Haemoglobin is 120 g/L and flagged Low', results)).toBe(false);
    expect(await passes('LDL cholesterol is flagged Low', results)).toBe(false);
  });

  it('reads "shows as" as what the item shows', async () => {
    const pass = (ref: string, name: string, status: string) => [
      el(ref, 'article', '', { parent: 'l' }),
      el(`${ref}h`, 'heading', name, { parent: ref, hints: { level: 3 } }),
      el(`${ref}s`, 'paragraph', '', { parent: ref, hints: { text: status } }),
    ];
    const passes_ = [
      el('l', 'list', 'Passes'),
      ...pass('a', 'Weekend pass', 'Active until 9 Apr 2026'),
      ...pass('b', 'Day pass', 'Expired'),
    ];
    expect(await passes('The weekend pass shows as active until 9 Apr 2026', passes_)).toBe(true);
    expect(await passes('The weekend pass shows as active until 10 Apr 2026', passes_)).toBe(false);
    expect(await passes('The day pass shows as active until 9 Apr 2026', passes_)).toBe(false);
  });

  it('reads "the header" on the main heading or on the banner', async () => {
    const page = [
      el('b', 'banner', ''),
      el('n', 'navigation', 'Main', { parent: 'b' }),
      el('l', 'link', 'Find a pitch', { parent: 'n' }),
      el('s', 'button', 'Saved (1)', { parent: 'b' }),
      el('m', 'main', ''),
      el('h', 'heading', 'Find a pitch', { parent: 'm', hints: { level: 1 } }),
    ];
    expect(await passes('The header shows Saved (1)', page)).toBe(true);
    expect(await passes('The header shows Find a pitch', page)).toBe(true);
    expect(await passes('The header shows Saved (2)', page)).toBe(false);
    expect(await passes('The header does not show Saved (2)', page)).toBe(true);
    expect(await passes('The header does not show Saved (1)', page)).toBe(false);
  });

  it('counts what a search found for the words typed into it', async () => {
    const clinic = (i: number) => [
      el(`c${i}`, 'listitem', '', { parent: 'l' }),
      el(`c${i}h`, 'heading', `Clinic ${i}`, { parent: `c${i}`, hints: { level: 3 } }),
    ];
    const found = [
      el('s', 'textbox', 'Postcode', { hints: { value: 'LS6 2AB', inputType: 'text' } }),
      el('b', 'button', 'Find clinics'),
      el('l', 'list', 'Clinics'),
      ...[1, 2, 3, 4, 5].flatMap(clinic),
    ];
    expect(await passes('5 clinics are found near LS6 2AB', found)).toBe(true);
    expect(await passes('4 clinics are found near LS6 2AB', found)).toBe(false);
    expect(await passes('5 clinics are found near LS7 1AB', found)).toBe(false);
  });

  it('reads "X as Y" and a claim said with "are" in terser words', async () => {
    const checklist = [
      el('l', 'list', 'Checklist'),
      el('a', 'listitem', '', { parent: 'l', hints: { text: '✔ Team: complete' } }),
      el('b', 'listitem', '', { parent: 'l', hints: { text: '✖ Ethics: not complete' } }),
      el('s', 'status', '', { hints: { text: '7 of 12 lifts open' } }),
    ];
    expect(await passes('The checklist shows Ethics as not complete', checklist)).toBe(true);
    expect(await passes('The checklist shows Ethics as complete', checklist)).toBe(false);
    expect(await passes('The checklist shows Team as not complete', checklist)).toBe(false);
    expect(await passes('The page says 7 of 12 lifts are open', checklist)).toBe(true);
    expect(await passes('The page says 8 of 12 lifts are open', checklist)).toBe(false);
    expect(await passes('The page says 7 of 12 lifts are not open', checklist)).toBe(false);
  });
});
