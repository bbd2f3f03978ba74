/**
 * A state said of a thing the page names in a short line of its own: "the booking is confirmed" on a page whose
 * heading says "Booking PE-2291 confirmed", "the application is submitted" on "Application NRC-2028-0417 submitted".
 * The line must name the thing, then say the state, and say nothing that puts it off or denies it ("not confirmed",
 * "we'll email you once it is confirmed").
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { sameWord, words } from './claims-evidence';
import { containsPhrase, contentTokens, tokens } from './text-match';

/** Controls and fields: their names say what they do, not what is. */
const CONTROLS =
  /^(?:button|link|menuitem|tab|option|checkbox|radio|switch|textbox|searchbox|combobox|spinbutton|slider)$/;
/** Words that deny or put off a state ("not", "once", "will"). */
const UNSETTLED =
  /\b(?:not|no|never|un\w*|non|without|once|when|if|until|after|before|will|ll|awaiting|pending|soon|yet|could|can|cannot|failed)\b/i;
/** The longest line read as a headline, characters. */
const SHORT_LINE = 80;

/** The line that names `subject` and then says `state` ("Booking PE-2291 confirmed"), or null. */
export async function headlineOf(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  state: string,
): Promise<ObservedElement | null> {
  const named = contentTokens(subject);
  const said = tokens(state);
  if (named.length === 0 || said.length === 0 || said.length > 3 || /\d/.test(state)) return null;
  for (const e of observation.elements) {
    if (CONTROLS.test(e.role)) continue;
    const text = words(e).trim();
    if (!text || text.length > SHORT_LINE || UNSETTLED.test(text.replace(/['’]/g, ' '))) continue;
    const have = tokens(text);
    const first = said[0] as string;
    const stateAt = have.findIndex((h, i) => sameWord(first, h) && containsPhrase(have.slice(i).join(' '), state));
    if (stateAt < 0) continue;
    // Every word of the subject, before the state.
    if (!named.every((w) => have.slice(0, stateAt).some((h) => sameWord(w, h)))) continue;
    if (await probe.isVisible(e.ref).catch(() => false)) return e;
  }
  return null;
}
