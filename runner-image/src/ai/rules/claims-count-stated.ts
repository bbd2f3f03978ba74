/**
 * Counts a page states in words ("3 books found", "Results (3)", "Showing 5 of 6 stations", "6 sessions within 5 miles
 * of LS6 3HN"), read for a count claim.
 */
import type { ObservedElement } from '../contract';
import { activeFilter } from './claims-count-having';
import { sameWord } from './claims-evidence';
import { tokenMatch, tokens } from './text-match';

/** A number preceded by these is a threshold, not a count ("free shipping over 3 items"). */
const COMPARATOR =
  /\b(?:over|under|above|below|up to|at least|at most|more than|less than|fewer than|min(?:imum)?|max(?:imum)?|limit(?:ed)? to|per|every|each|buy|only)\s*$/i;

/**
 * Numbers a text states about `noun` ("3 books found", "Results (3)", "Cart: 3"), thresholds excluded. "Showing 1–6 of
 * 7 boats" states 6 (what is shown), or 7 with `whole` (how many there are).
 */
export function statedCounts(text: string, noun: string[], whole = false): number[] {
  const out: number[] = [];
  const t = text.toLowerCase();
  const isNoun = (w: string) => noun.some((n) => sameWord(n, w));
  // "3 adult tickets" is not stated by "Tickets: 3": every word of the noun is in the text.
  const said = tokens(t);
  if (!noun.every((n) => said.some((w) => sameWord(n, w)))) return [];
  // "8 books", "8 new books", "3 of 12 results" (the 3 is what is shown).
  for (const m of t.matchAll(/(\d+)(?:\s+of\s+(\d+))?\s+(?:([\p{L}-]+)\s+)?([\p{L}-]+)/gu)) {
    if (!(isNoun(m[4] as string) || (m[3] && isNoun(m[3])))) continue;
    if (COMPARATOR.test(t.slice(0, m.index))) continue;
    if (/\b(?:page|of)\s*$/.test(t.slice(0, m.index))) continue;
    out.push(Number(whole && m[2] ? m[2] : m[1]));
  }
  // "No tools match your search", "No results": none, said by the whole text (not "Last service: no visits yet").
  const none = /^\s*(?:no|zero)\s+(?:([\p{L}-]+)\s+)?([\p{L}-]+)/u.exec(t);
  if (none && (isNoun(none[2] as string) || (none[1] && isNoun(none[1])))) out.push(0);
  // "Books (8)", "Results: 8", "Cart · 8"
  // Not "5 loans · 1 overdue": after a separator, a number followed by a word counts that word.
  for (const m of t.matchAll(/([\p{L}-]+)\s*(?:[:(]\s*(\d+)\)?|[·|-]\s*(\d+)(?!\s*[\p{L}]))/gu)) {
    if (isNoun(m[1] as string)) out.push(Number(m[2] ?? m[3]));
  }
  return out;
}

/**
 * For a count of the items that have something ("6 stations are open 24 hours"): the page's stated counts are about
 * them only when a filter the page has set says so (a ticked "Open 24 hours"), and then "5 of 6 stations" says 6;
 * otherwise `stated` is emptied, and a list the page says it shows in part ("Showing 5 of 8 stations") cannot be
 * counted: why, or null.
 */
export function statedOfHaving(
  elements: readonly ObservedElement[],
  having: string,
  stated: Array<{ n: number; text: string }>,
): string | null {
  if (activeFilter(elements, having)) {
    for (const s of stated) {
      const whole = /\b\d+\s+of\s+(\d+)\b/.exec(s.text);
      if (whole) s.n = Number(whole[1]);
    }
    return null;
  }
  const part = stated.find((s) => {
    const m = /\b(\d+)\s+of\s+(\d+)\b/.exec(s.text);
    return !!m && Number(m[1]) < Number(m[2]);
  });
  stated.length = 0;
  return part
    ? `Only part of the list is shown ("${part.text}"), so the items that are ${having} cannot be counted.`
    : null;
}

/**
 * "6 sessions within 5 miles are found" where a line says "6 sessions within 5 miles of LS6 3HN": a count whose noun
 * carries words of its own (a number, a place), answered by the short texts that state a count before all of those
 * words. Null when no text states one.
 */
export function statedWithWords(
  elements: readonly ObservedElement[],
  expected: number,
  noun: string,
): { pass: boolean; reason: string } | null {
  const said = tokens(noun);
  if (said.length === 0) return null;
  const found: Array<{ n: number; text: string }> = [];
  for (const e of elements) {
    const text = e.hints?.text ?? e.name;
    if (!text) continue;
    const words = tokens(text);
    if (words.length > 16) continue;
    for (let i = 1; i + said.length <= words.length; i++) {
      const before = words[i - 1] as string;
      if (!/^\d+$/.test(before)) continue;
      const fits = said.every((w, j) => {
        const h = words[i + j] as string;
        return /\d/.test(w) ? h === w : tokenMatch(w, h) === 1;
      });
      if (fits) found.push({ n: Number(before), text });
    }
  }
  if (found.length === 0) return null;
  const hit = found.find((f) => f.n === expected);
  const other = found.find((f) => f.n !== expected);
  return hit && !other
    ? { pass: true, reason: `The page says "${hit.text}".` }
    : { pass: false, reason: `Expected ${expected} ${noun}, but the page says "${(other ?? hit)?.text}".` };
}
