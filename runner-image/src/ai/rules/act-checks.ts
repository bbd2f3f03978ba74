/**
 * `act` steps that also say what must then hold: "Add 2 bikes and check the vehicle extras come to £16", "After
 * typing "Congrats!" in the message, the counter says 271 characters left", "Save the profile, then verify that a toast
 * says Saved". The actions are the step's actions; the claim is checked as an `assert` step's is, once they are done,
 * and the step passes only when both do. The parse is words only, so it serves every device and planner.
 */
import { startsWithTaskVerb } from './act-outcome';
import { startsWithPartVerb, startsWithVerb } from './phrasing';

/** An `act` step's actions and the claim checked after them. */
export interface ActThenCheck {
  act: string;
  check: string;
}

/** Words that make the words after "check"/"verify" a claim ("the total is £16"), not a box to tick ("Remember me"). */
const CLAIM_VERB =
  /\b(?:is|are|was|were|isn['’]t|aren['’]t|shows?|says?|reads?|displays?|lists?|contains?|includes?|comes?\s+to|equals?|has|have|appears?|disappears?|opens?|updates?|changes?\s+to|goes\s+(?:up|down)\s+to|becomes?|costs?|totals?|remains?|stays?)\b/i;

/** What can be ticked: "check the box that says I agree", "check the Terms option". */
const TICKABLE = /^(?:the\s+)?(?:[\w'’-]+\s+){0,3}(?:box|checkbox|option|toggle|switch|tick\s*box)\b/i;

/** "..., and check (that) ...", "... then verify ...", "... and make sure that ...", "... and confirm that ...". */
const TRAILING =
  /^(.+?)(?:\s*[,;]\s*|\s+)(?:and\s+then|and|then)\s+(check|verify|ensure|see|make\s+sure|confirm)(\s+that)?\s+(.+)$/i;

/** "After adding the club lounge, the Extras tab shows 1": a gerund's actions, then the claim. */
const AFTER = /^after\s+([a-z]+ing)\s+([^,]+?)\s*,\s*(.+)$/i;

/**
 * "..., then wait until a toast says it was sent to Maya": a wait for what a message says, checked as an assert step
 * that waits is (looked at again until it holds, for a while).
 */
const WAIT_FOR_MESSAGE =
  /^(.+?)(?:\s*[,;]\s*|\s+)(?:and\s+then|and|then)\s+(wait\s+(?:until|till|for)\s+(?:an?|the)\s+(?:toast|message|notification|confirmation|banner|alert|error)(?:\s+message)?\s+(?:to\s+)?(?:says?|shows?|reads?|confirms?)\s+\S.*)$/i;

/** The step's actions and the claim after them, or null when the step says no claim to check. */
export function actThenCheck(instruction: string): ActThenCheck | null {
  const text = instruction.trim().replace(/[.!]+$/, '');
  // Quoted text is never split ("Type 'Save and check that' into Notes").
  const masked = text.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)/g, (m) => '\u0000'.repeat(m.length));
  const waits = WAIT_FOR_MESSAGE.exec(masked);
  if (waits) {
    const check = text.slice(text.length - (waits[2] as string).length).trim();
    return { act: text.slice(0, (waits[1] as string).length).trim(), check };
  }
  const after = AFTER.exec(masked);
  if (after) {
    const verb = imperativeOf(after[1] as string);
    const check = text.slice(text.length - (after[3] as string).length).trim();
    const what = after[2] as string;
    const at = masked.indexOf(what, 'after '.length + (after[1] as string).length);
    const did = text.slice(at, at + what.length);
    if (verb && isClaim(check)) return { act: `${verb} ${did}`, check };
  }
  const trailing = TRAILING.exec(masked);
  if (!trailing) return null;
  const said = (trailing[2] as string).toLowerCase();
  const that = trailing[3] !== undefined;
  const act = text.slice(0, (trailing[1] as string).length).trim();
  const check = text.slice(text.length - (trailing[4] as string).length).trim();
  // "and confirm" finishes a task; "and check Remember me" ticks; "and check the total is £16" checks a claim.
  if (!that && (said === 'confirm' || !isClaim(check) || (said === 'check' && TICKABLE.test(check)))) return null;
  return startsWithVerb(check) ? null : { act, check };
}

/** A claim says what is ("the total is £16"); words that start with a verb say what to do ("open the page that lists..."). */
function isClaim(text: string): boolean {
  return CLAIM_VERB.test(text) && !startsWithVerb(text);
}

/** "typing" -> "type", "adding" -> "add", "setting" -> "set", "reserving" -> "reserve"; null when none is a verb. */
function imperativeOf(gerund: string): string | null {
  const stem = gerund.toLowerCase().replace(/ing$/, '');
  const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const candidates = [stem, `${stem}e`, ...(doubled ? [doubled] : [])];
  return (
    candidates.find((verb) => [startsWithVerb, startsWithPartVerb, startsWithTaskVerb].some((is) => is(`${verb} x`))) ??
    null
  );
}
