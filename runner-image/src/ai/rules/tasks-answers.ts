/**
 * "Answer No to human participants", "say yes to the question about animals": the choice of that name among the
 * radio buttons of the question the words name. A question whose choices are behind its closed disclosure (an
 * accordion) is opened first, and the step is planned again on what it shows.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { contentTokens, indexOf, tokenMatch, tokens } from './ground';
import { isAncestor } from './page-index';
import { unquote } from './phrasing';
import type { Handler, State } from './plan-state';
import { textScore } from './text-match';

/**
 * The radio buttons named `option` in the groups that ask `question` (by its name, or in their own words: "Does the
 * project involve human participants?"), and those groups.
 */
export function choicesFor(
  elements: readonly ObservedElement[],
  question: string,
  option: string,
): { groups: ObservedElement[]; choices: ObservedElement[] } {
  const { byRef } = indexOf(elements);
  const words = contentTokens(question);
  const holds = (e: ObservedElement) =>
    textScore(question, e.name) >= 0.8 ||
    (words.length > 0 && words.every((w) => tokens(e.name).some((t) => tokenMatch(w, t) >= 0.85)));
  const groups = elements.filter((e) => (e.role === 'radiogroup' || e.role === 'group') && holds(e));
  const choices = elements.filter(
    (e) =>
      e.role === 'radio' &&
      !e.hints?.disabled &&
      textScore(option, e.name) >= 0.9 &&
      groups.some((g) => isAncestor(byRef, g.ref, e)),
  );
  return { groups, choices };
}

function answer(s: State, option: string, question: string): PlannedOperation[] | null {
  const elements = s.observation.elements;
  const asks = (e: ObservedElement) => textScore(question, e.name || e.hints?.text || '') >= 0.8;
  const { groups, choices } = choicesFor(elements, question, option);
  if (choices.length === 1) return [{ op: 'check', ref: (choices[0] as ObservedElement).ref, checked: true }];
  if (groups.length > 0) return null;
  // The question's closed disclosure: opened, then the step again.
  const closed = elements.filter((e) => e.role === 'button' && e.hints?.expanded === false && asks(e));
  if (closed.length !== 1) return null;
  s.followUp = `answer ${option} to ${question}`;
  return [{ op: 'click', ref: (closed[0] as ObservedElement).ref }];
}

export const ANSWER_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(?:answer|say|reply)\s+("[^"]+"|'[^']+'|yes|no|[\w-]+(?:\s+[\w-]+)?)\s+(?:to|for)\s+(?:the\s+question\s+(?:about\s+)?|the\s+)?(.{2,80})$/i,
    (m, s) => answer(s, unquote(m[1] as string), m[2] as string),
  ],
];
