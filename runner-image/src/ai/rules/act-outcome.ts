/**
 * Which `act` steps the app must not refuse. A step that names a task ("Top up £500", "Book the 10:00 class", "Sign
 * in as alice", "Save the profile") means the task done: when the app answers it with a new error message ("Top-ups
 * are limited to £200"), the step fails with that message instead of passing with nothing done. A step that only says
 * what to press ("Click Save", "Continue") is the press alone when the test's next step checks what the app answered,
 * and fails on the app's error otherwise; one that only types or chooses values ("Enter abc in Email") is the input
 * alone, whatever the app answers; so is a step that expects the refusal ("Try to book without a date", "Sign in with
 * a wrong password").
 */
import { clean, splitCompound, stepScope } from './phrasing';

/** Verbs of a task whose success the app confirms or refuses (the first word of the step's last part). */
const TASK =
  /^(?:buy|purchase|pay|choose|select|pick|order|book|reserve|renew|borrow|transfer|donate|subscribe|unsubscribe|redeem|enrol|enroll|register|delete|remove|cancel|archive|restore|withdraw|approve|reject|decline|refund|submit|save|send|top\s+up|tip|apply|create|add|sign\s+(?:in|up)|log\s*in|login|signup|place|post|publish|schedule|reschedule|rebook|upload|check\s*out|checkout|check[\s-]?in|claim|request|report|invite|share|update|change|set|start|move|rename|confirm|dispute|appeal|chase|sign(?!\s+(?:in|up|out|into)\b)|freeze|unfreeze|suspend|resume|pause|reactivate|activate|deactivate|unblock|vote|follow|unfollow|reorder|upgrade|downgrade|extend|join|exchange|end|lock|unlock|close\s+(?:my|the|your|our)\s+(?:[\w-]+\s+)?(?:account|subscription|membership|case|ticket|claim|request|issue))\b/i;

/** Whether `text` starts with the verb of a task whose success the app confirms or refuses ("reserve the hamper"). */
export function startsWithTaskVerb(text: string): boolean {
  return TASK.test(text.trim());
}

/** The last part of a step that goes on to what comes next, without naming a control ("… and continue"). */
const GO_ON =
  /^(?:continue|proceed|go\s+on|move\s+on)(?:\s+to\s+(?:the\s+)?(?:next|[\w-]+)(?:\s+(?:step|page|stage|screen))?)?$/i;

/** A purpose of going on ("to go on to the extras", "to continue"). */
const GO_ON_TO = /^(?:continue|proceed|go\s+on|move\s+on|get\s+to|go\s+to\s+the\s+next)\b/i;

/** A last part that only finishes what the parts before it started ("... and confirm", "then save it"). */
const FINISHING = /^(?:confirm|save|submit|send|finish|complete|done|ok)(?:\s+(?:it|them|this|the\s+\w+))?$/i;

/** A wait for the app to accept what the step did ("wait for it to be accepted", "wait until it shows as booked"). */
const ACCEPTED =
  /^wait\s+(?:for|until|till)\s+(?:it|they|the\s+[\w-]+)\s+(?:to\s+be|is|are|has\s+been|have\s+been|shows?\s+as|to\s+show\s+as)\s+(?:accepted|confirmed|applied|saved|booked|approved|added|sent|received|placed|processed|updated|successful)$/i;

/**
 * A wait for the app's answer by the message it shows ("... and wait for the confirmation", "then wait for the booking
 * reference", "... and wait for the toast"): the parts before it must be answered, and with a message.
 */
export const AWAITS_ANSWER =
  /^wait\s+(?:for|until)\s+(?:the\s+|a\s+|an\s+)?(?:confirmation(?:\s+message)?|toast|success\s+message|message|notification|snackbar|booking\s+reference|reference(?:\s+number)?|receipt)(?:\s+(?:to\s+(?:appear|show(?:\s+up)?)|appears|shows(?:\s+up)?))?$/i;

/** Whether the step ends in a wait for the app's answer by the message it shows (`AWAITS_ANSWER`). */
export function awaitsAnswer(instruction: string): boolean {
  const parts = splitCompound(clean(instruction));
  return parts.length > 1 && AWAITS_ANSWER.test(lastPart(parts));
}

/** Words of a step that expects the app to refuse it, or to complain. */
const EXPECTS_REFUSAL =
  /\b(?:try|tries|trying|tried|attempt|attempts|attempting|without|empty|blank|invalid|incorrect|wrong|bad|mismatch(?:ed|ing)?|expired|missing|unknown|non-?existent|bogus|fake|unregistered|negative|duplicate|already|exceed(?:s|ing)?|too\s+(?:long|short|many|much|big|small|large|high|low|early|late|few)|more\s+than\s+(?:the|your|allowed|permitted)|over\s+(?:the|your)\s+(?:limit|maximum|max|balance)|in\s+the\s+past|error|errors|fail|fails|failing|reject(?:ed)?|declined?|refused?|locked|blocked|disabled|not\s+allowed|unavailable|sold\s+out|out\s+of\s+stock|leaving|leave\s+\S+\s+(?:empty|blank))\b/i;

/**
 * Whether a new error message after `instruction`'s actions means the step failed: its last part names a task (not a
 * click or an input), in more words than a control's label ("Place order" is the button), and it does not expect a
 * refusal.
 */
export function expectsSuccess(instruction: string): boolean {
  if (expectsRefusal(instruction)) return false;
  const parts = splitCompound(clean(instruction));
  const last = lastPart(parts);
  // "Choose Sunday as the collection date and continue": going on is what the step is for, not a press of Continue.
  if (parts.length > 1 && GO_ON.test(last)) return true;
  // "Apply promo code PINE10 and wait for it to be accepted": the app's acceptance is what the step waits for.
  if (parts.length > 1 && (ACCEPTED.test(last) || AWAITS_ANSWER.test(last))) return true;
  // "Change the date to 11 June 2027 and confirm": the confirmation finishes the task of a part before it.
  if (parts.length > 1 && FINISHING.test(last) && parts.slice(0, -1).some((part) => TASK.test(part))) return true;
  // "Join the Junior squad and pay now": the choices after a task are made in it; the task is what the step is for.
  const first = (parts[0] ?? '').trim();
  if (parts.length > 1 && !SAYS_TO_PRESS.test(last) && TASK.test(first) && first.split(/\s+/).length >= 3) return true;
  if (!TASK.test(last)) return false;
  return last.split(/\s+/).length >= 3;
}

/**
 * Whether a step that names a control by its label alone ("Continue", "Send payment") fails when the app answers the
 * press with an error: it says what pressing it is for (going on, sending), so it does, unless the test's next step
 * is a check (what the app answered is that check's to judge: "Continue", then "An error asks for a main course") or
 * the step expects the refusal ("Try to continue without a meal"). A step that says to click or press ("Click
 * Continue", "press Enter") is the input alone, whatever the app answers.
 */
export function pressFailsOnError(instruction: string, nextIsCheck: boolean): boolean {
  if (nextIsCheck || expectsRefusal(instruction)) return false;
  // "Click Continue", "..., then press Sign in": the step says what input to give, and that is all it asks; unless it
  // says what the press is for, going on or a task ("Click Next to go on to the extras", "Press Pay to pay for it").
  const last = lastPart(splitCompound(clean(instruction)));
  if (!SAYS_TO_PRESS.test(last)) return true;
  const purpose = /\s(?:in\s+order\s+)?to\s+(.+)$/i.exec(last);
  return !!purpose && (GO_ON_TO.test(purpose[1] as string) || TASK.test(purpose[1] as string));
}

/** A step (or its last part) that says to give an input: click, tap, press or hit something. */
const SAYS_TO_PRESS =
  /^(?:(?:i|we|the\s+user|user)\s+)?(?:(?:double|right)[- ]?)?(?:click|clicks|clicked|tap|taps|tapped|press|presses|pressed|hit|hits|push|pushes)\b/i;

/**
 * Whether the step expects the app to refuse it. Neither the verb of a task ("Reject Ben's claim", "Decline the
 * invitation") nor the reason it gives ("... because I booked the wrong time") says so.
 */
function expectsRefusal(instruction: string): boolean {
  const said = instruction
    .replace(/(^|[,;]\s*|\b(?:and|then)\s+)(?:reject|decline)\s+/gi, '$1')
    .replace(/\s+(?:because|with\s+(?:the\s+|a\s+)?reason)\b.*?(?=[,;]|\s+(?:and|then)\s+|$)/gi, '')
    // "Log in as locked@example.com": an address or a code is no expectation, whatever its words.
    .replace(/\S+@\S+|https?:\/\/\S+/gi, ' ')
    // "Appeal the refused application": a state that names which item, not what the app will answer.
    .replace(
      /\b(?:the|this|that|my|your|our)\s+(?:refused|rejected|declined|locked|blocked|disabled)\s+(?=[a-z])/gi,
      ' ',
    );
  return EXPECTS_REFUSAL.test(said);
}

function lastPart(parts: string[]): string {
  // "Reject the claim because ...": the reason given (or a comment typed) is part of the task before it.
  const told = parts.filter((part, i) => i === 0 || !/^give the reason\s|^type\s+["'].*\s+into the \w+$/i.test(part));
  return (told[told.length - 1] ?? '').replace(/^(?:then|and|also|finally|now)\s+/i, '').trim();
}

/**
 * A step of a task's verb in fewer words ("Remove Biscuit", "Place order"), or one that goes on to a place ("Continue
 * to payment"): whether it names the task or a control's label is told by what it pressed (`saysMoreThan`).
 */
export function shortTask(instruction: string): boolean {
  if (expectsRefusal(instruction)) return false;
  const last = lastPart(splitCompound(clean(instruction)));
  // "Continue to payment" that pressed "Continue" goes on to payment, which the app may refuse.
  if (/^(?:continue|proceed|go\s+on|move\s+on)\s+to\s+\S/i.test(last)) return true;
  return TASK.test(last) && last.split(/\s+/).length < 3;
}

/**
 * Whether a short step says more than the labels of the controls it pressed: "Remove Biscuit" that pressed "Remove"
 * names the task (Biscuit removed), "Place order" that pressed "Place order" is the press alone.
 */
export function saysMoreThan(instruction: string, pressed: readonly string[]): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const labels = new Set(pressed.flatMap(words));
  return words(lastPart(splitCompound(clean(instruction)))).some((w) => !labels.has(w));
}

/**
 * Words of an error message (the page-side detector gets this pattern's source): what a refusal says, and what a
 * success never does.
 */
export const ERROR_WORDS =
  /\b(?:error|errors|invalid|incorrect|wrong|fail|failed|failure|cannot|can['’]?t|can\s+not|could\s+not|couldn['’]?t|unable|not\s+allowed|must|required|declined|denied|rejected|refused|insufficient|exceeds?|exceeded|too\s+(?:many|much|long|short|large|small|high|low|early|late|few)|limit|limited|maximum|minimum|at\s+least|at\s+most|no\s+more\s+than|not\s+enough|not\s+available|unavailable|already|expired|problem|sorry|oops|missing|mismatch|do(?:es)?\s+not\s+match|don['’]?t\s+match|not\s+valid|(?:enter|choose|use|provide|give)\s+an?\s+valid|went\s+wrong|no\s+longer|(?:is|are|was|were)\s*n['’]?o?t\s+(?:right|correct|recogni[sz]ed|possible|supported)|isn['’]t\s+right|locked|(?:tries|attempts)\s+left|more\s+(?:tries|attempts)|over\s+(?:your|the)\s+(?:\S+\s+){0,2}(?:limit|cap|maximum|max|budget|balance|allowance)|please\s+(?:enter|choose|select|provide|fill|correct|check|try|add|pick|give|use)|you\s+can\s+(?:only\s+)?\w+(?:\s+\S+){0,6}?\s+once|(?:smallest|lowest|largest|biggest|highest)\s+(?:[\w-]+\s+){0,3}?(?:is|are|you\s+can)\s+[£$€]?\d+)\b/i;

/**
 * A refusal said without an error's words, read only in a message that is an error by its role or identity (an
 * `alert`, an `error` class): "X clashes with Y", "You need MA1010 before you can take MA2033", "3 lines have not been
 * counted yet", "The most you can take is 60", "Choose a reason for SKU-3307", "X has an open offer. Accept or decline it
 * before archiving" (an instruction at the start of any of its sentences), "Only submitted claims can be withdrawn", "You
 * can join the waiting list instead", "We can collect up to 6 items at a time", "Sign in to see your tickets".
 */
export const REFUSAL_SHAPES =
  /\b(?:clash(?:es)?\s+with|conflicts?\s+with|you\s+need|needs?\s+\S+(?:\s+\S+){0,3}?\s+(?:first|before)|before\s+you\s+can|before\s+\w+ing|not\s+open\s+to|only\s+(?:\S+\s+){1,3}can\s+be|instead|(?:has|have)\s+not\s+been|not\s+yet|would\s+take\s+you|the\s+most\s+you\s+can|can\s+only|only\s+\S+\s+(?:allowed|permitted)|is\s+full|are\s+full|no\s+(?:\S+\s+){0,2}left|out\s+of\s+stock|sold\s+out|on\s+hold|(?:has|have|is|are)\s+closed|(?:has\s+)?ended\s+on|has\s+ended|opens?\s+(?:\S+\s+){0,4}?(?:before|after|from|until)|not\s+open\s+(?:yet|until)|up\s+to\s+\S*\d)\b|(?:^|[.!?]\s+)(?:choose|enter|select|pick|tell\s+us|let\s+us\s+know|add|agree|accept|provide|fill\s+in|give|use|type|write|set|ask|call|contact|check|tick|confirm|complete|try|wait|join|remove|verify|buy|sign\s+in|log\s+in|find|look\s+up)\b|\byou\s+can\s+\w+(?:\s+\S+){0,6}?\s+(?:only\s+after|only\s+when)\b/i;

/** Words of a message that reports a success ("Saved", "Booking confirmed"): not an error, whatever its styling. */
export const SUCCESS_WORDS =
  /\b(?:success|successful|successfully|saved|done|complete|completed|confirmed|thank|thanks|added|updated|created|sent|booked|placed|paid|scheduled|reserved|removed|deleted|cancelled|canceled|archived|submitted|welcome|copied|moved|applied|redeemed|registered|subscribed|published|posted|uploaded|enrolled|renewed|transferred|topped\s+up)\b/i;

/** The verb of a step's task ("lock" for "In the ride box, lock the bike"), lower case; '' when none. */
function taskVerb(instruction: string): string {
  const last = lastPart(splitCompound(clean(instruction)));
  return (/^([a-z]{2,})\b/i.exec(stepScope(last).text)?.[1] ?? '').toLowerCase();
}

/** `verb` in the past ("locked", "stopped", "declined"), for a regular verb. */
function pastOf(verb: string): string {
  if (/e$/.test(verb)) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // "stop", "ship": a short verb that ends in a consonant after one vowel doubles it.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

/**
 * A message that reports the step's own task done in words that are an error's elsewhere: "Rejected Chloe Wu's claim"
 * after "Reject Chloe Wu's claim", "Leave declined" after "Decline the leave", "Bike 3318 locked" after "Lock the bike
 * for a stop". Not when negated ("Claims over £500 cannot be rejected here") or done by someone else ("locked by
 * another rider"), nor when it says none of it was done ("... so nothing was approved").
 */
export function reportsDone(instruction: string, message: string): boolean {
  const verb = taskVerb(instruction);
  if (!verb) return false;
  const said = new RegExp(`\\b${pastOf(verb)}\\b`, 'i').exec(message);
  if (!said) return false;
  const before = message.slice(Math.max(0, said.index - 24), said.index);
  const after = message.slice(said.index + said[0].length);
  return (
    !/\b(?:not|never|cannot|can['’]?t|couldn['’]?t|won['’]?t|unable\s+to|only|already|must|should|can|could|will|would|needs?\s+to|ha(?:s|ve)\s+to|to)\s+(?:be\s+|been\s+)?$/i.test(
      before,
    ) &&
    // "... so nothing was approved", "no invoices were approved": none of it done.
    !/\b(?:nothing|none(?:\s+of\s+(?:them|it|these|those))?|no\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:was|were|is|are|has\s+been|have\s+been|got|gets)\s+$/i.test(
      before,
    ) &&
    !/^\s+(?:by|for)\s+(?:another|someone|somebody)\b/i.test(after)
  );
}

/**
 * A message that tells what to do first for the step's own task, whatever its words: "Dock the bike at a station to
 * end your ride" after "End my ride", "Verify your email before you can book" after "Book the 10:00 class". The
 * task is not done.
 */
export function saysWhatFirst(instruction: string, message: string): boolean {
  const verb = taskVerb(instruction);
  if (!verb || !/^[a-z]{3,}$/.test(verb)) return false;
  return new RegExp(
    `\\b(?:(?:in\\s+order\\s+)?to|before\\s+(?:you|we)\\s+(?:can|could)|so\\s+(?:that\\s+)?(?:you|we)\\s+can)\\s+${verb}(?:\\s+(?:your|the|this|my|a|an|it|them)\\b|\\s*[.!]|$)`,
    'i',
  ).test(message);
}
