/**
 * Parts of a page people name by what they are for or where they sit, when the page gives them no such name: "the
 * summary" (the one side panel beside a booking or a checkout), "the footer" (the page's footer, or the line under a
 * table or a list: "Showing 1–8 of 11 items"). A claim about one is read inside it, never anywhere on the page.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted, type Verdict } from './checks-page';
import { describeElement, indexOf } from './ground';
import { isAncestor } from './page-index';
import { containsPhrase } from './text-match';

const SUMMARY =
  /^(?:the\s+)?(?:(?:order|booking|price|cost|basket|cart|trip|payment|your|my|checkout)\s+)?summary(?:\s+(?:panel|box|card|section))?$/i;
const LISTS = new Set(['table', 'grid', 'list', 'treegrid']);
const FOOTER = /^(?:the\s+)?(?:page\s+|table\s+|list\s+)?footer$/i;

/** The verdict of a claim about the summary or the footer the subject names, or null when it names neither. */
export async function layoutPart(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  expected: string,
  negated: boolean,
): Promise<Verdict | null> {
  const sub = subject.trim();
  if (SUMMARY.test(sub)) {
    const asides = observation.elements.filter((e) => e.role === 'complementary');
    if (asides.length !== 1) return null;
    const aside = asides[0] as ObservedElement;
    const text = await probe.textOf(aside.ref);
    const has = partsIn(text, expected);
    return {
      pass: has !== negated,
      reason: has
        ? `The summary (${describeElement(aside)}) shows ${quoted(expected)}.`
        : `Expected the summary (${describeElement(aside)}) to show ${quoted(expected)}, but it shows ${quoted(text.replace(/\s+/g, ' ').trim().slice(0, 120))}.`,
    };
  }
  if (FOOTER.test(sub)) {
    const footer = await footerOf(observation, probe, expected);
    if (!footer) return null;
    const has = partsIn(footer.text, expected);
    return {
      pass: has !== negated,
      reason: has
        ? `The footer (${describeElement(footer.element)}) reads ${quoted(expected)}.`
        : `Expected the footer (${describeElement(footer.element)}) to read ${quoted(expected)}, but it reads ${quoted(footer.text.slice(0, 120))}.`,
    };
  }
  return null;
}

/**
 * Every part of `expected` in `text`: "a fare of £212" in "Fare £212", "Mochi on Thu 3 Dec 2026 at 10:00" in "Pet
 * Mochi Date Thu 3 Dec 2026 Time 10:00".
 */
function partsIn(text: string, expected: string): boolean {
  const said = expected.replace(/^(?:an?|the)\s+/i, '');
  if (containsPhrase(text, said) || containsPhrase(text, said.replace(/\s+of\s+(?=[\d£$€])/i, ' '))) return true;
  const parts = said
    .split(/\s+(?:on|at|with|and|for|from|to)\s+|\s*[,·|]\s*|\s+of\s+(?=[\d£$€])/i)
    .map((p) => p.replace(/^(?:an?|the)\s+/i, '').trim())
    .filter(Boolean);
  return parts.length >= 2 && parts.every((p) => containsPhrase(text, p));
}

/**
 * The page's footer; where it has none, the line right under a table or a list that holds the claim's words, or an
 * element whose identity says it is a footer.
 */
async function footerOf(
  observation: Observation,
  probe: PageProbe,
  expected: string,
): Promise<{ element: ObservedElement; text: string } | null> {
  const footers = observation.elements.filter(
    (e) => e.role === 'contentinfo' || /\bfoot(?:er)?\b/i.test(e.hints?.ident ?? ''),
  );
  if (footers.length === 1) {
    const element = footers[0] as ObservedElement;
    return { element, text: (await probe.textOf(element.ref)).replace(/\s+/g, ' ').trim() };
  }
  if (footers.length > 1) return null;
  const { byRef } = indexOf(observation.elements);
  const lists = observation.elements.filter((t) => LISTS.has(t.role));
  const afterList = (e: ObservedElement) => {
    const i = observation.elements.indexOf(e);
    // Its sibling before it, in the page's order, is a table or a list, or holds one.
    const before = observation.elements
      .slice(0, i)
      .reverse()
      .find((s) => s.parent === e.parent && !isAncestor(byRef, s.ref, e));
    return !!before && (LISTS.has(before.role) || lists.some((t) => isAncestor(byRef, before.ref, t)));
  };
  for (const e of observation.elements) {
    const own = `${e.name} ${e.hints?.text ?? ''}`.trim();
    if (!own || !containsPhrase(own, expected.replace(/^["']|["']$/g, ''))) continue;
    // The line itself, or the bar that holds it (with the pager), under the list.
    const holder = e.parent ? byRef.get(e.parent) : undefined;
    if (!afterList(e) && !(holder && afterList(holder))) continue;
    if (!(await probe.isVisible(e.ref))) continue;
    return { element: e, text: own };
  }
  return null;
}
