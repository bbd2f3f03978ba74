/**
 * "The booking is confirmed with reference BSD-48213", "The reservation is confirmed with a reference number": a
 * success the page states ("Appointment booked", "Order placed", "Thank you") in the same box as the reference, which
 * is that code exactly when the claim gives one, else a code the page calls a reference.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted } from './checks-page';
import { indexOf, isAncestor } from './page-index';

const CONFIRMED_WITH =
  /^(?:the\s+|my\s+|your\s+)?[\p{L}\d' -]{2,40}?\s+(?:is|was|has been|got)\s+(?:now\s+)?(?:confirmed|booked|placed|reserved|accepted|completed?|submitted|received|successful)\s+with\s+(?:the\s+|a\s+|an\s+)?(?:booking\s+|order\s+|confirmation\s+)?(?:reference|ref|number|code)(?:\s+(?:number|code))?(?:\s+(?:of\s+)?["']?([A-Z0-9][\w-]*\d[\w-]*)["']?)?$/iu;

/** Words of a success the page states. */
const SUCCESS =
  /\b(?:confirmed|booked|placed|reserved|accepted|complete|completed|submitted|received|successful|success|thank you|thanks|all set|you're all set|done)\b/i;

/** A code: letters or digits with at least one digit, four characters or more ("BSD-48213", "SF-4417", "A1B2C3"). */
const CODE = /\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}\b/;

const textOf = (e: ObservedElement) => `${e.name} ${e.hints?.text ?? ''}`.trim();

export async function checkConfirmedWithReference(
  observation: Observation,
  probe: PageProbe,
  claim: string,
): Promise<{ pass: boolean; reason: string; certainty?: 'unsure' } | null> {
  const m = CONFIRMED_WITH.exec(claim.trim());
  if (!m) return null;
  const code = m[1];
  const elements = observation.elements;
  const index = indexOf(elements);
  const references = elements.filter((e) => {
    const text = textOf(e);
    if (code) return new RegExp(`(?:^|[^\\w-])${code.replace(/[-]/g, '\\-')}(?:$|[^\\w-])`).test(text);
    return CODE.test(text) && /\b(?:reference|ref|booking number|confirmation number|order number)\b/i.test(text);
  });
  // Where the reference is: the part of the page around it (at most three levels up) that states a success.
  const parentOf = (e: ObservedElement) => (e.parent ? index.byRef.get(e.parent) : undefined);
  for (const reference of references) {
    if (!(await probe.isVisible(reference.ref))) continue;
    let box: ObservedElement | undefined = reference;
    for (let level = 0; box && level <= 3; level++, box = parentOf(box)) {
      const holder: ObservedElement = box;
      const success = elements.find(
        (e) =>
          (e === holder || isAncestor(index.byRef, holder.ref, e)) &&
          SUCCESS.test(textOf(e)) &&
          !/\b(?:not|never|un\w+|failed|could not|couldn't)\s+(?:be\s+)?(?:confirmed|booked|placed|reserved|accepted|completed?|submitted|received)\b/i.test(
            textOf(e),
          ),
      );
      if (success && (await probe.isVisible(success.ref))) {
        return {
          pass: true,
          reason: `${quoted(textOf(success))} is shown with the reference ${quoted(code ?? textOf(reference))}.`,
        };
      }
    }
  }
  return {
    pass: false,
    certainty: 'unsure',
    reason:
      references.length === 0
        ? `No reference ${code ? quoted(code) : ''} is shown on the page.`.replace('  ', ' ')
        : `The reference ${quoted(code ?? textOf(references[0] as ObservedElement))} is not shown with a confirmation.`,
  };
}
