/**
 * "The Last name field shows the error "Enter your last name"": the message a field shows beside it, read in the
 * field's own container (its label, hint and error, and no other field), not in its value.
 */
import type { Observation, ObservedElement } from '../contract';
import { FIELDS, quoted, unquote, type Verdict } from './checks-page';
import { ground, parseTarget } from './ground';
import { plainModals } from './modals';
import { indexOf, isAncestor } from './page-index';
import { containsPhrase } from './text-match';

const ERROR_SAID =
  /^(?:the\s+|an?\s+)?(?:error|error message|validation message|validation error|warning)\s*(?::|saying|that says|which says|reading|of)?\s+(\S.*)$/i;

/** The verdict on a field's message when `expected` names one; null when it is about the field's value. */
export function fieldError(
  observation: Observation,
  field: ObservedElement,
  expected: string,
  negated: boolean,
): Verdict | null {
  const m = ERROR_SAID.exec(expected.trim());
  if (!m) return null;
  const words = unquote(m[1] as string);
  const holder = ownContainer(observation, field);
  const { byRef } = indexOf(observation.elements);
  // What the container says besides the field and its label; an error's own words when it marks one (a class or role
  // of error), never its hint ("Cover can start today ...").
  const label = `${field.name} ${field.hints?.label ?? ''}`;
  const texts = holder
    ? observation.elements.filter(
        (e) =>
          e.ref !== field.ref &&
          isAncestor(byRef, holder.ref, e) &&
          !!(e.hints?.text ?? e.name) &&
          !containsPhrase(label, e.hints?.text ?? e.name),
      )
    : [];
  const errors = texts.filter(
    (e) => e.role === 'alert' || /\b(?:err|error|errors|invalid|warn|warning|danger)\b/i.test(e.hints?.ident ?? ''),
  );
  const said = (
    errors.length > 0
      ? errors
      : texts.filter((e) => !/\b(?:hint|note|help|desc|description|tip)\b/i.test(e.hints?.ident ?? ''))
  )
    .map((e) => e.hints?.text ?? e.name)
    .join(' · ');
  const has = texts.length > 0 && (containsPhrase(said, words) || containsPhrase(plainModals(said), words));
  return {
    pass: has !== negated,
    reason: has
      ? `The ${field.role} ${quoted(field.name)} shows ${quoted(words)}.`
      : `The ${field.role} ${quoted(field.name)} does not show ${quoted(words)}${said ? ` (it shows ${quoted(said.slice(0, 100))})` : ''}.`,
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

/**
 * "The start date error says cover must start within 30 days": the error of the field those words name ("Cover start
 * date"); null when the subject names no error or no field.
 */
export function namedFieldError(
  observation: Observation,
  subject: string,
  expected: string,
  negated: boolean,
): Verdict | null {
  const m =
    /^(?:the\s+)?(.+?)\s+(?:field\s+|box\s+)?(?:error|error message|validation message|validation error)$/i.exec(
      subject.trim(),
    );
  if (!m) return null;
  const g = ground(observation.elements, parseTarget(m[1] as string), 'fill');
  if (g.kind !== 'found' || !FIELDS.has(g.element.role)) return null;
  return fieldError(observation, g.element, `error ${expected}`, negated);
}
