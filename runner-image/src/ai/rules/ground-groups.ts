/**
 * "Turn off the reminder" under a heading "Reminders" that heads three switches: the heading says each of them is a
 * reminder, so the one whose label happens to hold the word is not thereby the one meant. Ambiguity a group's plural
 * name makes, for the grounding (`ground`).
 */
import type { ObservedElement } from '../contract';
import { headingSection, indexOf, inHeadingSection, isAncestor } from './page-index';
import { contentTokens, stem, tokens } from './text-match';

/**
 * The controls of `best`'s role in the section `best` is in when that section's heading is the plural of the words
 * said (and nothing else), when there are several of them and `best` is not named by the words alone; undefined
 * otherwise.
 */
export function namedGroupAlike(
  elements: readonly ObservedElement[],
  said: string,
  best: ObservedElement,
): ObservedElement[] | undefined {
  const words = contentTokens(said);
  if (words.length === 0 || words.length > 2) return undefined;
  const stems = words.map(stem);
  const named = tokens(best.name).map(stem);
  if (!stems.every((w) => named.includes(w)) || named.length === stems.length) return undefined;
  const index = indexOf(elements);
  for (const h of elements) {
    if (h.role !== 'heading') continue;
    const heading = contentTokens(h.name);
    const plural = heading.length === words.length && heading.every((w, i) => stem(w) === stems[i]);
    if (!plural || heading.every((w, i) => w === words[i])) continue;
    const section = headingSection(elements, h);
    if (!section || !inHeadingSection(elements, h, section, best)) continue;
    const peers = elements
      .filter((e) => e.role === best.role && inHeadingSection(elements, h, section, e))
      .filter((e, _i, all) => !all.some((o) => o !== e && isAncestor(index.byRef, e.ref, o)));
    if (peers.length > 1) return peers;
  }
  return undefined;
}
