/**
 * The reason a step gives for what it does ("Cancel booking HW-2047 because plans changed", "Reject the claim with the
 * reason 'dup'"): the choice of a reason dropdown or radio group that says it in other words ("Plans changed", "I
 * can't make it"), else the text typed into the one field that asks why.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { describeElement, insideDialog } from './ground';
import { indexOf } from './page-index';
import { type Handler, PlanError, type State } from './plan-state';
import { stem, tokens } from './text-match';

/** Words a reason says whoever says it: "I was charged twice" is the option "Charged twice", "she can't" is "I can't". */
const WHO = new Set(
  'i we you he she they it my our your his her their its me us them myself ourselves am is are was were be been has have had the a an of to so just'.split(
    ' ',
  ),
);

/** A field that asks why: "Reason", "Why are you cancelling?", "Tell us more", "Comments". */
const ASKS_WHY = /\b(?:reasons?|why|explain|explanation|details?|comments?|notes?|tell us|what happened)\b/i;

/** The words of a reason that say what happened, stemmed. */
function said(text: string): Set<string> {
  return new Set(
    tokens(text)
      .filter((t) => !WHO.has(t))
      .map(stem),
  );
}

/** How much of each other two reasons say: shared words over all their words (1 when they say the same). */
export function reasonScore(reason: string, option: string): number {
  const a = said(reason);
  const b = said(option);
  if (a.size === 0 || b.size === 0) return 0;
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared / (a.size + b.size - shared);
}

/** At least this much alike, and clear of the next option, for a reason to be an option. */
const SAME_REASON = 0.6;
const MARGIN = 0.15;

function giveReason(s: State, reason: string): PlannedOperation[] {
  const index = indexOf(s.observation.elements);
  const all = s.observation.elements.filter((e) => !e.hints?.disabled);
  // What a task opened to ask why is in its dialog when one is open.
  const inDialog = all.filter((e) => insideDialog(index, e));
  const elements = inDialog.some((e) => e.hints?.options?.length || e.role === 'radio' || e.role === 'textbox')
    ? inDialog
    : all;
  const choices: { op: PlannedOperation; option: string; score: number }[] = [];
  for (const e of elements) {
    for (const option of e.hints?.options ?? []) {
      choices.push({ op: { op: 'select', ref: e.ref, option }, option, score: reasonScore(reason, option) });
    }
    if (e.role === 'radio' && e.name) {
      choices.push({
        op: { op: 'check', ref: e.ref, checked: true },
        option: e.name,
        score: reasonScore(reason, e.name),
      });
    }
  }
  choices.sort((a, b) => b.score - a.score);
  const [best, next] = choices;
  if (best && best.score >= SAME_REASON) {
    if (next && best.score - next.score < MARGIN) {
      throw new PlanError(
        `The reason "${reason}" could be "${best.option}" or "${next.option}": quote the one to choose.`,
        true,
      );
    }
    return [best.op];
  }
  const asks = (e: ObservedElement) =>
    e.role === 'textbox' &&
    ASKS_WHY.test(
      `${e.name} ${e.hints?.label ?? ''} ${e.hints?.placeholder ?? ''} ${e.hints?.ident ?? ''} ${index.context.get(e.ref) ?? ''}`,
    );
  const fields = elements.filter(asks);
  if (fields.length === 1) return [{ op: 'fill', ref: (fields[0] as ObservedElement).ref, text: reason }];
  if (fields.length > 1) {
    const list = fields.slice(0, 5).map(describeElement).join(', ');
    throw new PlanError(`The reason "${reason}" could go in ${fields.length} fields (${list}): name the field.`, true);
  }
  const offered = choices.map((c) => c.option).filter((o, i, list) => o.trim() && list.indexOf(o) === i);
  throw new PlanError(
    offered.length > 0
      ? `The reason "${reason}" is none of those offered (${offered.slice(0, 8).join(', ')}), and no field asks for one.`
      : `No field or choice for the reason "${reason}" was found on the page.`,
    true,
  );
}

export const REASON_READINGS: Array<[RegExp, Handler]> = [
  [/^give the reason\s+"([^"]*)"$/i, (m, s) => giveReason(s, m[1] as string)],
];
