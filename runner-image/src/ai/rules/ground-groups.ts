/**
 * Ambiguity among controls that only partly match, for the grounding (`ground`): "the zoom button" among "Zoom in" and
 * "Zoom out", and "Turn off the reminder" under a heading "Reminders" that heads three switches (the heading says each
 * of them is a reminder, so the one whose label happens to hold the word is not thereby the one meant).
 */
import type { ObservedElement } from '../contract';
import { type Candidate, headingSection, indexOf, inHeadingSection, isAncestor } from './page-index';
import type { TargetPhrase } from './target';
import { containsPhrase, contentTokens, stem, tokens } from './text-match';

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

/**
 * "the zoom button" on a map with "Zoom in" and "Zoom out": when the best match holds every word said but is not named
 * by them alone, another control of its role that also holds every word is as likely meant (a shorter name only scores
 * a little higher). Those candidates, when there are several; undefined otherwise.
 */
export function partlyNamedAlike(
  index: ReturnType<typeof indexOf>,
  ranked: readonly Candidate[],
  target: TargetPhrase,
  best: Candidate,
): ObservedElement[] | undefined {
  const said = contentTokens(target.name).map(stem);
  if (said.length === 0) return undefined;
  const all = new Set(tokens(target.name).map(stem));
  // A count in a name is decoration ("Cart (0)" is named "Cart").
  const words = (e: ObservedElement) =>
    new Set(
      tokens(e.name)
        .filter((w) => !/^\d+$/.test(w) || all.has(w))
        .map(stem),
    );
  const holdsAll = (e: ObservedElement) => {
    const own = words(e);
    return said.every((w) => own.has(w));
  };
  const exactly = (e: ObservedElement) => {
    const own = words(e);
    return own.size === all.size && [...all].every((w) => own.has(w));
  };
  if (!holdsAll(best.element) || exactly(best.element)) return undefined;
  const alike = ranked
    .filter((c) => c.element.role === best.element.role && holdsAll(c.element) && !exactly(c.element))
    .filter((c, _i, all) => !all.some((o) => o !== c && isAncestor(index.byRef, c.element.ref, o.element)))
    .map((c) => c.element);
  // "connector 2": the one whose name says the words in a row, when only one does.
  const inARow = alike.filter((e) => containsPhrase(e.name, target.name));
  return alike.length > 1 ? (inARow.length === 1 ? inARow : alike) : undefined;
}
