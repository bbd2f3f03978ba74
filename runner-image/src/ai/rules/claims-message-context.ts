/**
 * "Wait until the sign-in error appears", "the payment error is shown", "no booking confirmation is shown": a message
 * of a kind, named by what it is about rather than by its words. It holds when a message of that kind is shown and
 * the page says what it is about: in the message, in a heading, the title, or the name or identity of a form, region
 * or dialog ("Sign in to the Tool Library" for the sign-in error).
 */
import type { AssertVerdict, Observation, PageProbe } from '../contract';
import { checkMessage } from './claims-messages';
import { stem, tokens } from './text-match';

const PLACES = new Set(['heading', 'form', 'region', 'dialog', 'alertdialog', 'main', 'group', 'alert', 'status']);

/** "sign-in", "log in", "login", "signin" are one word here. */
function words(text: string): string[] {
  return tokens(text.replace(/\b(?:sign|log)[\s-]?(?:in|on)\b|\blogin\b|\bsignin\b|\blogon\b/gi, ' login ')).map(stem);
}

/** Whether the page says `context` where it names what its parts are about. */
function pageSays(observation: Observation, context: string): boolean {
  const said = words(context).filter((w) => w.length > 1);
  if (said.length === 0) return false;
  const texts = [observation.title];
  for (const e of observation.elements) {
    if (PLACES.has(e.role)) texts.push(e.name, e.hints?.text ?? '');
    texts.push(e.hints?.ident ?? '');
  }
  const seen = new Set(words(texts.join(' ')));
  return said.every((w) => seen.has(w));
}

/**
 * The verdict on "the `context` `kind` appears" (negated: is not shown); null when a message of that kind is shown
 * but the page does not say it is about `context` (another reading decides).
 */
export async function checkContextMessage(
  observation: Observation,
  probe: PageProbe,
  context: string,
  kind: string,
  negated: boolean,
): Promise<AssertVerdict | null> {
  const shown = await checkMessage(observation, probe, kind, '', false);
  const pass = 'pass' in shown && shown.pass;
  if (!pass) return negated ? { pass: true, reason: `No ${kind} message is shown.` } : shown;
  if (!pageSays(observation, context)) return null;
  const reason = 'reason' in shown ? shown.reason : '';
  return negated ? { pass: false, reason } : { pass: true, reason: `${reason} The page is about ${context}.` };
}
