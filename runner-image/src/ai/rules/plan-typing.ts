/**
 * Typing into fields: "type <value> into <field>", "enter promo code X and last name Y", and "type hello" with the
 * field left to the page (the field this step just named, else the page's only one).
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { ground, indexOf, parseTarget, stem, textScore, tokens } from './ground';
import { isAncestor } from './page-index';
import { unquote } from './phrasing';
import {
  describedValue,
  FIELD,
  fieldValue,
  fill,
  find,
  groundFlexible,
  isDropdown,
  labelWords,
  MODEL_HINT,
  onlyField,
  PlanError,
  type State,
  selectOp,
  targetOf,
  tryFind,
} from './plan-state';
import { dateParts } from './tasks-date-parts';
import { moreThanAValue } from './tasks-fill-values';

/** "type <value> into <field>": the split point is ambiguous ("type Water the plants in the ... field"); the best-grounded wins. */

export function typeInto(s: State, rest: string, verb = 'type'): PlannedOperation[] | null {
  const quoted = /^("[^"]*"|'[^']*'|`[^`]*`)\s+(?:into|in|inside|on|onto|to)\s+(?:the\s+)?(.+)$/i.exec(rest);
  if (quoted) return fill(s, quoted[2] as string, quoted[1] as string);
  const splits: Array<{ value: string; target: string; connector: string }> = [];
  for (const m of rest.matchAll(/\s+(into|in|inside|on|onto|to|for|as)\s+/gi)) {
    const at = m.index ?? 0;
    // "the comment 'Fixed in #482'": a word inside a quoted text is the text's.
    if (insideQuotes(rest, at)) continue;
    splits.push({
      value: rest.slice(0, at),
      target: rest.slice(at + m[0].length),
      connector: (m[1] as string).toLowerCase(),
    });
  }
  let best: { value: string; el: ObservedElement; score: number; target: string } | null = null;
  let ambiguous: string | null = null;
  for (const split of splits) {
    // Scopes, positions and neighbours of the target count ("into the Street field of the Billing section").
    const g = groundFlexible(s, targetOf(s, split.target), 'fill');
    if (g.kind === 'none') continue;
    if (g.kind === 'ambiguous') {
      ambiguous ??= split.target;
      continue;
    }
    const score = g.score + (split.connector === 'into' ? 0.01 : 0);
    if (!best || score > best.score) best = { value: split.value, el: g.element, score, target: split.target };
  }
  if (best) {
    describedValue(best.value);
    const value = unquote(best.value);
    // "type 482913 into the code box" beside a "Country code" dropdown: typing goes into a text field, unless the
    // value is one of the dropdown's options.
    if (isDropdown(best.el) && !best.el.hints?.options?.some((o) => textScore(value, o) >= 0.8)) {
      const target = targetOf(s, best.target);
      const g = groundFlexible(s, { ...target, roles: ['textbox', 'searchbox', 'spinbutton'] }, 'fill');
      if (g.kind === 'found') best = { ...best, el: g.element };
    }
    s.last = best.el.ref;
    if (isDropdown(best.el)) return [selectOp(best.el, value)];
    return [{ op: 'fill', ref: best.el.ref, text: fieldValue(best.el, value) }];
  }
  if (ambiguous) find(s, ambiguous, 'fill', 'field');
  if (splits.length > 0) {
    const last = splits[splits.length - 1] as { target: string };
    throw new PlanError(`No field matching "${parseTarget(last.target).name}" was found on the page.`, true);
  }
  const pairs = fieldValuePairs(s, rest);
  if (pairs) return pairs;
  // "write the comment 'Fixed in #482'": the words before the text name its field, or say what the text is.
  const called = /^(?:the|a|an|my|your)\s+([\w -]{2,40}?)\s+("[^"]*"|'[^']*'|`[^`]*`)$/i.exec(rest);
  if (called) {
    const field = tryFind(s, called[1] as string, 'fill') ?? onlyTextArea(s, called[2] as string, verb) ?? onlyField(s);
    if (field && FIELD.has(field.role)) {
      s.last = field.ref;
      return [{ op: 'fill', ref: field.ref, text: fieldValue(field, unquote(called[2] as string)) }];
    }
  }
  // "type hello": the page's only text field, else the focused one is unknown to us. Not "fill in the scorecard:
  // ...": what follows "fill in" names what to fill, it is not the text to type.
  // "clear the Name field and type 'Logo v1.png'": the field this step just named, else the page's only one.
  // '"Juicy and easy", say I changed the recipe': a quotation and more is not one text to type.
  if (/^\s*["'`]/.test(rest) && !/^\s*("[^"]*"|'[^']*'|`[^`]*`)\s*$/.test(rest)) {
    throw new PlanError(`The rules planner does not understand "${verb} ${rest}". ${MODEL_HINT}`);
  }
  const named = s.last ? s.observation.elements.find((e) => e.ref === s.last && FIELD.has(e.role)) : undefined;
  const only = /^fill/i.test(verb) || /:\s/.test(rest) ? null : (named ?? onlyField(s) ?? onlyTextArea(s, rest, verb));
  if (only) {
    s.last = only.ref;
    return [{ op: 'fill', ref: only.ref, text: unquote(rest) }];
  }
  throw new PlanError(`The step does not say which field to type into. Write "type ${rest} into <field>".`);
}

/**
 * "enter promo code LANTERN5", "fill in booking reference ABC123 and last name Moreau": each part is a field's words
 * then its value. Every part must name a field with confidence, or none is filled.
 */
export function fieldValuePairs(s: State, rest: string): PlannedOperation[] | null {
  if (/["'`]/.test(rest)) return null;
  const ops: PlannedOperation[] = [];
  // Pairs read only in part are not read: the field named last stays the one named before.
  const last = s.last;
  for (const part of rest.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const words = part.trim().split(/\s+/);
    let done = false;
    for (let k = Math.min(4, words.length - 1); k >= 1 && !done; k--) {
      // "date of birth 12 August 1991" over Day, Month and Year boxes.
      const parts = dateParts(s, words.slice(0, k).join(' '), words.slice(k).join(' '));
      if (parts) {
        ops.push(...parts);
        done = true;
        continue;
      }
      const g = ground(s.observation.elements, targetOf(s, words.slice(0, k).join(' ')), 'fill');
      if (g.kind !== 'found' || g.score < 0.8) continue;
      // "enter gift card code GIFT-2020" found the field by "gift": the words after it that go on with its name are
      // still the name, not the value.
      // Not the words of an example the label gives ("Donor number, e.g. DN 1234 567": "DN" starts the value).
      const label = labelWords(g.element).replace(/[,(]?\s*\b(?:e\.?g\.?|for example|such as|like)\b.*$/i, '');
      const named = new Set(tokens(label).map(stem));
      const example = new Set(tokens(labelWords(g.element)).map(stem));
      const fromExample = (w: string) => !named.has(stem(w.toLowerCase())) && example.has(stem(w.toLowerCase()));
      if (words.slice(0, k).some(fromExample)) continue;
      let at = k;
      while (at < words.length - 1 && named.has(stem((words[at] as string).toLowerCase()))) at++;
      const value = words.slice(at).join(' ');
      if (moreThanAValue(value)) continue;
      ops.push(
        isDropdown(g.element)
          ? selectOp(g.element, value)
          : { op: 'fill', ref: g.element.ref, text: fieldValue(g.element, value) },
      );
      s.last = g.element.ref;
      done = true;
    }
    if (!done) {
      s.last = last;
      return null;
    }
  }
  return ops.length > 0 ? ops : null;
}

/** Whether `at` falls inside a quoted text of `text`. */
function insideQuotes(text: string, at: number): boolean {
  for (const m of text.matchAll(/"[^"]*"|'[^']*'|`[^`]*`/g)) {
    const from = m.index ?? 0;
    if (at > from && at < from + m[0].length) return true;
  }
  return false;
}

/**
 * "Give it 5 stars, write "Lovely stay" and submit": a text (quoted, or written, said or described) without a field
 * goes into the page's only multi-line field, where people write texts; several of them, and it is not said which.
 */
function onlyTextArea(s: State, rest: string, verb: string): ObservedElement | null {
  // One text: a quotation as a whole, or unquoted words of one clause ("write Juicy and easy", not "write "A", say B").
  const quoted = /^\s*("[^"]*"|'[^']*'|`[^`]*`)\s*$/.test(rest);
  if (!quoted && (!/^(?:write|say|describe|comment)/i.test(verb) || /["'`,;:]/.test(rest))) return null;
  const areas = s.observation.elements.filter(
    (e) => FIELD.has(e.role) && e.hints?.inputType === 'textarea' && !e.hints.disabled,
  );
  return areas.length === 1 ? (areas[0] as ObservedElement) : null;
}

/** Fields that a list of values may leave out: what a form calls optional, a second address line, a company. */
const SKIPPABLE = /\boptional\b|\b(?:line|address) 2\b|\bcompany\b|\bapartment\b|\bflat\b|\bsuite\b/i;

/**
 * "Fill in the delivery address (Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB)", "fill in the billing address: ...":
 * the values, in order, into the text fields of the group the words name, when they are as many (less the fields a
 * list may leave out) and no value is of another kind than its field (an email into an email field only). Null
 * otherwise: the words may name a single field whose value has commas.
 */
export function fillGroupInOrder(s: State, phrase: string, rawValues: string): PlannedOperation[] | null {
  const values = rawValues
    .split(/\s*,\s*(?:and\s+)?/)
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length < 3) return null;
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  let group = tryFind(s, { name: phrase, roles: ['group', 'form', 'region', 'heading'] }, 'any');
  if (group?.role === 'heading') group = group.parent ? (byRef.get(group.parent) ?? null) : null;
  if (!group) return null;
  const holder = group;
  // A field the words name outside that group ("the Address field"): its value has commas.
  const field = tryFind(s, phrase, 'fill');
  if (field && !isAncestor(byRef, holder.ref, field)) return null;
  let fields = elements.filter(
    (e) => FIELD.has(e.role) && !isDropdown(e) && !e.hints?.disabled && isAncestor(byRef, holder.ref, e),
  );
  const label = (e: ObservedElement) => [e.name, e.hints?.label, e.hints?.placeholder].filter(Boolean).join(' ');
  if (fields.length > values.length) {
    const kept = fields.filter((e) => !SKIPPABLE.test(label(e)));
    if (kept.length === values.length) fields = kept;
  }
  if (fields.length !== values.length) return null;
  const email = (e: ObservedElement) => e.hints?.inputType === 'email' || /e-?mail/i.test(label(e));
  if (fields.some((e, i) => email(e) !== /^\S+@\S+\.\S+$/.test(values[i] as string))) return null;
  s.last = fields.at(-1)?.ref;
  return fields.map((e, i) => ({ op: 'fill', ref: e.ref, text: fieldValue(e, values[i] as string) }));
}
