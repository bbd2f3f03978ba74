/**
 * Logging in in one step ("log in as alice with password hunter2"): the user field, the password field, then the
 * sign-in button.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { type Intent, linksHere } from './ground';
import { indexOf, isAncestor } from './page-index';
import { unquote } from './phrasing';
import { FIELD, findFirst, PlanError, type State, tryFind } from './plan-state';
import { fieldValuePairs } from './plan-typing';

/** Words that name the user field of any sign-in form: a label made of these alone says nothing more. */
const GENERIC_USER_LABEL = /^(?:(?:user(?:\s*name)?|e-?mail(?:\s+address)?|account|login|the|my)\s*)*$/i;

/**
 * "log in as alice with password hunter2": the user field, the password field, then the sign-in button. `userLabel`
 * is what the step calls the user field ("customer ID"): that field first.
 */
export function login(s: State, user: string, password: string, userLabel = ''): PlannedOperation[] {
  const fields = s.observation.elements.filter((e) => FIELD.has(e.role));
  const passwords = fields.filter((e) => e.hints?.inputType === 'password' || /password|\bpin\b/i.test(e.name));
  // A sign-in in two pages (the email, then the password): the first page's, then the password on the page it opens.
  const first = passwords.length === 0 ? firstOfTwo(s, user, password) : null;
  if (first) return first;
  if (passwords.length !== 1) {
    throw new PlanError(
      passwords.length === 0 ? 'No password field was found on the page.' : 'Several password fields are on the page.',
      true,
    );
  }
  const pass = passwords[0] as ObservedElement;
  const labelled = GENERIC_USER_LABEL.test(userLabel) ? undefined : tryFind(s, userLabel, 'fill');
  // Otherwise the field a sign-in form names as such, else the form's one other text field ("Customer ID").
  const others = fields.filter((e) => e.ref !== pass.ref && (e.role === 'textbox' || e.role === 'searchbox'));
  const userReadings: Array<[string, Intent]> = [
    ['email', 'fill'],
    ['username', 'fill'],
    ['user name', 'fill'],
    ['login', 'fill'],
    ['user', 'fill'],
    ['user id', 'fill'],
    ['account', 'fill'],
  ];
  let userField: ObservedElement;
  if (labelled && labelled.ref !== pass.ref) userField = labelled;
  else {
    try {
      userField = findFirst(s, userReadings, 'user name or email field', 'user name or email');
    } catch (error) {
      if (!(error instanceof PlanError) || others.length !== 1) throw error;
      userField = others[0] as ObservedElement;
    }
  }
  const submit = findFirst(
    s,
    [
      [{ name: 'log in', roles: ['button'] }, 'click'],
      [{ name: 'sign in', roles: ['button'] }, 'click'],
      [{ name: 'login', roles: ['button'] }, 'click'],
      [{ name: 'sign on', roles: ['button'] }, 'click'],
      [{ name: 'submit', roles: ['button'] }, 'click'],
      [{ name: 'continue', roles: ['button'] }, 'click'],
    ],
    'sign-in button',
    'Log in',
  );
  return [
    { op: 'fill', ref: userField.ref, text: user },
    { op: 'fill', ref: pass.ref, text: password },
    { op: 'click', ref: submit.ref },
  ];
}

/**
 * "Sign in as ... with password ..." on a page without a sign-in form: the page's one control that opens it ("Sign in",
 * "Log in" in its header), to plan the step again on what it shows. Null when there is none, or several.
 */
export function signInOpener(s: State): PlannedOperation[] | null {
  const openers = s.observation.elements.filter(
    (e) =>
      ['button', 'link', 'menuitem'].includes(e.role) &&
      !e.hints?.disabled &&
      /^(?:sign\s*in|log\s*in|login|sign\s*on)(?:\s*(?:\/|or)\s*(?:register|sign\s*up|join))?$/i.test(
        (e.name || e.hints?.text || '').trim(),
      ) &&
      !linksHere(s.observation, e),
  );
  return openers.length === 1 ? [{ op: 'click', ref: (openers[0] as ObservedElement).ref }] : null;
}

/** The one visible text field a sign-in's first page asks for the user in, and its button that goes on. */
function firstOfTwo(s: State, user: string, password: string): PlannedOperation[] | null {
  const texts = s.observation.elements.filter(
    (e) => FIELD.has(e.role) && !e.hints?.disabled && (e.role === 'textbox' || e.role === 'searchbox'),
  );
  const named = texts.filter((e) => /e-?mail|user|login|account/i.test(`${e.name} ${e.hints?.label ?? ''}`));
  const field = named.length === 1 ? named[0] : undefined;
  const buttons = s.observation.elements.filter(
    (e) => e.role === 'button' && !e.hints?.disabled && /^(?:continue|next|sign\s*in|log\s*in)$/i.test(e.name.trim()),
  );
  if (!field || buttons.length !== 1) return null;
  s.followUp = `complete the sign-in with the password ${JSON.stringify(password)}`;
  return [
    { op: 'fill', ref: field.ref, text: user },
    { op: 'click', ref: (buttons[0] as ObservedElement).ref },
  ];
}

/**
 * "complete the sign-in with the password ...": the second page of a sign-in in two, its one password field typed and
 * its form sent.
 */
export function completeWithPassword(s: State, password: string): PlannedOperation[] {
  const passwords = s.observation.elements.filter(
    (e) => FIELD.has(e.role) && !e.hints?.disabled && (e.hints?.inputType === 'password' || /password/i.test(e.name)),
  );
  return typeAndSend(s, passwords, password, ['No password field was found', 'Several password fields are']);
}

/** The one of `fields` typed with `text`, then its form sent; else why not (`none` or `several`, "... on the page."). */
function typeAndSend(
  s: State,
  fields: readonly ObservedElement[],
  text: string,
  [none, several]: [string, string],
): PlannedOperation[] {
  if (fields.length !== 1) throw new PlanError(`${fields.length === 0 ? none : several} on the page.`, true);
  const field = fields[0] as ObservedElement;
  return [
    { op: 'fill', ref: field.ref, text },
    { op: 'click', ref: sendButton(s, [field]).ref },
  ];
}

/** Words that name what identifies a booking, an invitation or an account in a form that has no password. */
const IDENTIFIER =
  /^((?:booking\s+|invitation\s+|order\s+|customer\s+|member(?:ship)?\s+|confirmation\s+)?(?:reference|ref|code|number|id)|(?:last|family)\s+name|surname|e-?mail(?:\s+address)?|post\s*code|zip(?:\s+code)?|date\s+of\s+birth)\s+(?:of\s+|is\s+)?("[^"]*"|'[^']*'|\S+(?:\s+\S+)?)$/i;

/** Names of the same field ("surname" is the "Last name" field). */
const SAME_FIELD = [
  ['surname', 'last name', 'family name'],
  ['postcode', 'post code', 'zip code', 'zip'],
  ['email', 'e-mail', 'email address', 'e-mail address'],
];

/** The buttons that send a form that finds or opens what its fields identify. */
const SENDS =
  /^(?:log\s*in|login|sign\s*in|find|retrieve|continue|submit|go|open|search|look\s*up|view|manage|access|show|verify|confirm)\b/i;

/**
 * "Log in with reference TW4K9Q and surname Okafor", "Find my booking with reference QX7K2P and last name Lindqvist",
 * "Open my invitation with surname Patel and code AJ-2207": each named field of the form typed, then the form sent
 * with its one button that finds, opens or signs in. Every named field must be found, or nothing is done.
 */
export function identifiedBy(s: State, pairs: string): PlannedOperation[] | null {
  const pieces = pairs
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.trim().replace(/^(?:the|my|our|your)\s+/i, ''));
  if (pieces.length < 2) return null;
  const named = pieces.map((p) => IDENTIFIER.exec(p));
  const ops: PlannedOperation[] = [];
  const fields: ObservedElement[] = [];
  if (named.some((m) => !m)) {
    // "Sign in with donor number DN 4471 208, surname Karim and date of birth 12 August 1991": each part a field the
    // page names (a date over its Day, Month and Year boxes), or nothing.
    const typed = fieldValuePairs(s, pairs);
    const refs = new Set((typed ?? []).map((op) => ('ref' in op ? op.ref : '')));
    if (!typed || refs.size < 2) return null;
    ops.push(...typed);
    fields.push(...s.observation.elements.filter((e) => refs.has(e.ref)));
    return [...ops, { op: 'click', ref: sendButton(s, fields).ref }];
  }
  for (const m of named as RegExpExecArray[]) {
    const said = (m[1] as string).toLowerCase();
    const alike = SAME_FIELD.find((names) => names.includes(said.replace(/\s+/g, ' '))) ?? [said];
    const field = [said, ...alike].map((name) => tryFind(s, name, 'fill')).find((f) => f !== null) ?? null;
    if (!field || fields.includes(field)) {
      throw new PlanError(`No field for the ${(m[1] as string).toLowerCase()} was found on the page.`, true);
    }
    fields.push(field);
    ops.push({ op: 'fill', ref: field.ref, text: unquote(m[2] as string) });
  }
  return [...ops, { op: 'click', ref: sendButton(s, fields).ref }];
}

/** The one button of the form around `fields` that sends it (finds, opens or signs in). */
function sendButton(s: State, fields: ObservedElement[]): ObservedElement {
  // The form around the fields: the nearest ancestor of the first that holds them all.
  const index = indexOf(s.observation.elements);
  let form = index.byRef.get((fields[0] as ObservedElement).parent ?? '');
  while (form && !fields.every((f) => isAncestor(index.byRef, form?.ref ?? '', f))) {
    form = form.parent ? index.byRef.get(form.parent) : undefined;
  }
  // A button greyed out until the fields are filled (Verify until six digits are typed) still sends the form.
  const inside = (holder: ObservedElement | undefined) =>
    s.observation.elements.filter((e) => e.role === 'button' && (!holder || isAncestor(index.byRef, holder.ref, e)));
  // A field in a box of its own (a code field under its label and hint): the nearest container with a button.
  let buttons = inside(form);
  while (form && buttons.length === 0) {
    form = form.parent ? index.byRef.get(form.parent) : undefined;
    buttons = inside(form);
  }
  const sends = buttons.filter((e) => SENDS.test((e.name || e.hints?.text || '').trim()));
  // Never a button that starts again or goes elsewhere ("Send a new code", "Cancel", "Back").
  const others = buttons.filter(
    (e) => !e.hints?.disabled && !/\b(?:new|resend|again|cancel|back|show|hide)\b/i.test(e.name || e.hints?.text || ''),
  );
  const send = sends.length === 1 ? sends[0] : sends.length === 0 && others.length === 1 ? others[0] : undefined;
  if (!send) throw new PlanError('No button that sends the form was found beside its fields.', true);
  return send;
}

/** Words of a one-time code a sign-in asks for after the password ("security code", "6-digit code", "OTP"). */
const CODE_WORDS =
  /^(?:(?:the|my|your|a)\s+)?(?:(?:one[- ]time|security|verification|verify|sign[- ]?in|log[- ]?in|2fa|two[- ]factor|authentication|auth|sms|text|email|access|confirmation|\d-digit|six[- ]digit)\s+)*(?:code|passcode|otp|pin)$/i;

/** A part that types the one-time code of a sign-in: "enter the security code 314159", "type 314159 as the OTP". */
const CODE_ENTRY = [
  /^(?:enter|type|input|use|put\s+in|fill\s+in|provide|submit)\s+(.+?)\s+("[^"]*"|'[^']*'|\d[\d\s-]*\d)$/i,
  /^(?:enter|type|input|use|put\s+in|fill\s+in|provide|submit)\s+("[^"]*"|'[^']*'|\d[\d\s-]*\d)\s+(?:as|in|into|for)\s+(.+)$/i,
];

/** The code a part types as a sign-in's one-time code, if it is such a part. */
function codeOf(part: string): string | null {
  const [named, reversed] = CODE_ENTRY.map((re) => re.exec(part.trim()));
  if (named && CODE_WORDS.test(named[1] as string)) return named[2] as string;
  if (reversed && CODE_WORDS.test(reversed[2] as string)) return reversed[1] as string;
  return null;
}

/** A part that signs in (or logs in) with what it names. */
const SIGNS_IN = /^(?:log|sign)\s*(?:in|on|into)\b/i;

/**
 * "Sign in as ines@example.com with password ..., then enter the security code 314159": the sign-in is done when the
 * code is sent, so the part that types it becomes "complete the sign-in with the code 314159" (`completeSignIn`).
 */
export function signInCodeParts(parts: string[]): string[] {
  return parts.flatMap((part, i) => {
    const code = i > 0 && parts.slice(0, i).some((p) => SIGNS_IN.test(p)) ? codeOf(part) : null;
    if (code) return [`complete the sign-in with the code ${unquote(code)}`];
    // "Log in with ines@example.com / Passport#2028 and the one-time code 314159": the credentials, then the code.
    const tail = CODE_TAIL.exec(part);
    return tail && SIGNING_IN.test(tail[1] as string) && CREDENTIALS.test(tail[1] as string)
      ? [tail[1] as string, `complete the sign-in with the code ${unquote(tail[2] as string)}`]
      : [part];
  });
}

/** A sign-in in any form of the verb ("Given I am signed in as ..."). */
const SIGNING_IN = /\b(?:log|sign)(?:s|ged|ging|ed)?\s*(?:in|on|into)\b/i;
/** A password given (or credentials as "user / password"): what a code named after it comes second to. */
const CREDENTIALS = /\b(?:password|pwd)\b|\S\s+\/\s+\S/i;
/**
 * A one-time code named after the credentials ("... and the one-time code 314159", "..., security code "314159"",
 * "... / Terraces!9 with the code 204816").
 */
const CODE_TAIL =
  /^(.*\S)\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+|\s+(?=(?:with|using)\s))(?:with\s+|using\s+)?(?:(?:the|my|a)\s+)?(?:(?:one[- ]time|security|verification|sign[- ]?in|log[- ]?in|2fa|two[- ]factor|authentication|sms|text|\d-digit|six[- ]digit)\s+)*(?:code|otp)\s+(?:of\s+|is\s+)?("[^"]*"|'[^']*'|\d[\d\s-]*\d)$/i;

/** Names of a field for a one-time code, and of fields that hold other codes (a card's, a voucher's, an address's). */
const CODE_FIELD = /\b(?:code|otp|passcode|one[- ]time|verification)\b/i;
const OTHER_CODE = /\b(?:card|cvc|cvv|csc|promo|discount|voucher|coupon|gift|post|postal|zip|referral|country|area)\b/i;

/**
 * "complete the sign-in with the code 314159": the one field for a code on the page typed, then its form sent with its
 * one button (what it says: "Verify", "Continue", "Sign in").
 */
export function completeSignIn(s: State, code: string): PlannedOperation[] {
  const fields = s.observation.elements.filter((e) => {
    if (!FIELD.has(e.role) || e.hints?.disabled) return false;
    const said = `${e.name} ${e.hints?.label ?? ''} ${e.hints?.placeholder ?? ''}`;
    return CODE_FIELD.test(said) && !OTHER_CODE.test(said);
  });
  return typeAndSend(s, fields, unquote(code).replace(/[\s-]/g, ''), [
    'No field for the sign-in code was found',
    'Several fields ask for a code',
  ]);
}
