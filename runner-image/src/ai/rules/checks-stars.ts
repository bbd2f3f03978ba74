/**
 * A claim of a star rating ("is rated 4 stars", "4 out of 5") read on what the subject shows: the star chosen in a
 * rating widget, or the filled glyphs of a rating shown as text ("★★★☆☆" is 3 out of 5).
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted } from './checks-page';
import { indexOf } from './ground';
import { isAncestor } from './page-index';

/** The verdict of `expected` as a star rating of `el` (before any negation), or null when it is none or `el` shows none. */
export async function starRating(
  observation: Observation,
  probe: PageProbe,
  el: ObservedElement,
  subject: string,
  expected: string,
): Promise<{ pass: boolean; reason: string } | null> {
  const rating = /^(\d+)(?:\s*(?:out of|of|\/)\s*(\d+))?(?:\s*stars?)?$/i.exec(expected.trim());
  if (!rating) return null;
  // A rating widget's stars are its choices: the one chosen says the rating, never the glyphs of all of them.
  const chosen = chosenStars(observation, el);
  if (chosen)
    return { pass: chosen.stars === Number(rating[1]), reason: `${quoted(subject)} has ${chosen.said} chosen.` };
  const glyphs = (await probe.textOf(el.ref)).replace(/\s+/g, '');
  if (!/^[★☆⭐✩✭✮]+$/.test(glyphs)) return null;
  const filled = [...glyphs].filter((g) => g === '★' || g === '⭐' || g === '✭').length;
  const total = [...glyphs].length;
  return {
    pass: filled === Number(rating[1]) && (!rating[2] || total === Number(rating[2])),
    reason: `${quoted(subject)} shows ${filled} of ${total} stars.`,
  };
}

/**
 * The stars chosen in a rating widget made of radios or toggle buttons ("1 star" ... "5 stars"): the checked or pressed
 * one's number, 0 when none is; null when `widget` holds no such choices.
 */
function chosenStars(observation: Observation, widget: ObservedElement): { stars: number; said: string } | null {
  const { byRef } = indexOf(observation.elements);
  const choices = observation.elements.filter(
    (e) => ['radio', 'button', 'menuitemradio'].includes(e.role) && isAncestor(byRef, widget.ref, e),
  );
  const stars = choices.filter((e) => /^\s*\d+\s*(?:stars?|out of \d+)?\s*$/i.test(e.name));
  if (stars.length < 3) return null;
  const chosen = stars.find((e) => e.hints?.checked === true || e.hints?.selected === true);
  return chosen ? { stars: Number.parseInt(chosen.name, 10), said: chosen.name.trim() } : { stars: 0, said: 'no star' };
}
