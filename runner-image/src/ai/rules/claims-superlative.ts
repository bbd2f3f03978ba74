/**
 * "The cheapest listing is Block 301, Row A at £29.00", "The earliest class is Spanish A1 at 09:30": the one item that
 * is cheapest (earliest, highest-rated...) among those the claim names, found as an action finds it
 * (tasks-superlatives.ts), must say the name and the price or time the claim gives.
 */
import type { Observation } from '../contract';
import { type Verdict, words } from './claims-evidence';
import { describeElement, indexOf } from './ground';
import { isAncestor } from './page-index';
import { PlanError } from './plan-state';
import { superlativeItem } from './tasks-superlatives';
import { containsPhrase, normalize } from './text-match';

/** "the cheapest listing is ...": the adjective, what is compared, and what the claim says it is. */
export const SUPERLATIVE_CLAIM =
  /^(?:the\s+)?(cheapest|least expensive|lowest[- ]priced|most expensive|earliest|latest|soonest|(?:highest|best|top)[- ]rated)\s+(.+?)\s+(?:is|will be|would be)\s+(.+)$/i;

/** The verdict on "the `adjective` `noun` is `said`"; null when no item states what they are compared by. */
export function checkSuperlative(
  observation: Observation,
  adjective: string,
  noun: string,
  said: string,
): Verdict | null {
  let item: ReturnType<typeof superlativeItem>;
  try {
    item = superlativeItem(observation.elements, adjective, noun);
  } catch (error) {
    if (error instanceof PlanError) return { pass: false, reason: error.message, certainty: 'unsure' };
    throw error;
  }
  if (!item) return null;
  const { byRef } = indexOf(observation.elements);
  const text = [item, ...observation.elements.filter((e) => isAncestor(byRef, item.ref, e))]
    .map(words)
    .filter(Boolean)
    .join(' ');
  // "Block 301, Row A at £29.00", "Late Laughs at the Basement, from £12.00": the name, then the amount or time.
  const m =
    /^(.+?)(?:,?\s+(?:at|from|for|costing|priced at)\s+|,\s+)([$€£¥]\s?\d[\d,.]*|\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d\.\d)$/i.exec(
      said.trim(),
    );
  const parts = m ? [m[1] as string, m[2] as string] : [said];
  const flat = (t: string) => normalize(t).replace(/[^\p{L}\p{N}£$€.:]+/gu, ' ');
  const missing = parts.filter((p) => !containsPhrase(flat(text), flat(p)));
  const what = `${adjective.toLowerCase()} ${noun}`;
  return missing.length === 0
    ? { pass: true, reason: `The ${what} is the ${describeElement(item)}: "${text.slice(0, 100)}".` }
    : { pass: false, reason: `The ${what} is the ${describeElement(item)}: "${text.slice(0, 100)}".` };
}
