/**
 * "The Last name field shows the error "Enter your last name"": the message a field shows beside it, read in the
 * field's own container (its label, hint and error, and no other field), not in its value.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { FIELDS, quoted, unquote, type Verdict } from './checks-page';
import { indexOf, isAncestor } from './page-index';
import { containsPhrase } from './text-match';

const ERROR_SAID =
  /^(?:the\s+|an?\s+)?(?:error|error message|validation message|validation error|warning)\s*(?::|saying|that says|which says|reading|of)?\s+(\S.*)$/i;

/** The verdict on a field's message when `expected` names one; null when it is about the field's value. */
export async function fieldError(
  observation: Observation,
  probe: PageProbe,
  field: ObservedElement,
  expected: string,
  negated: boolean,
): Promise<Verdict | null> {
  const m = ERROR_SAID.exec(expected.trim());
  if (!m) return null;
  const words = unquote(m[1] as string);
  const holder = ownContainer(observation, field);
  const text = holder ? await probe.textOf(holder.ref) : '';
  const label = `${field.name} ${field.hints?.label ?? ''}`;
  const has = containsPhrase(text, words) && !containsPhrase(label, words);
  return {
    pass: has !== negated,
    reason: has
      ? `The ${field.role} ${quoted(field.name)} shows ${quoted(words)}.`
      : `The ${field.role} ${quoted(field.name)} does not show ${quoted(words)}${text ? ` (beside it: ${quoted(text.slice(0, 100))})` : ''}.`,
  };
}

/** The widest of the field's nearest three ancestors that holds no other field. */
function ownContainer(observation: Observation, field: ObservedElement): ObservedElement | undefined {
  const index = indexOf(observation.elements);
  let best: ObservedElement | undefined;
  let at = field.parent ? index.byRef.get(field.parent) : undefined;
  for (let level = 0; at && level < 3; level++) {
    const holder = at;
    const fields = observation.elements.filter(
      (e) => FIELDS.has(e.role) && e.ref !== field.ref && isAncestor(index.byRef, holder.ref, e),
    );
    if (fields.length > 0) break;
    best = holder;
    at = holder.parent ? index.byRef.get(holder.parent) : undefined;
  }
  return best;
}
