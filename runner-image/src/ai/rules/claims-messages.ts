/**
 * Messages described by their words ("an error asking to choose a rating", "a toast saying Saved") and greetings ("the
 * dashboard greets Marta"): a visible message of that kind that says every word claimed, each number with the word it
 * counts, in words that do not depend on its phrasing.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted, sameWord, type Verdict, words } from './claims-evidence';
import { normalize, tokens } from './ground';
import { indexOf, isAncestor } from './page-index';

/** Words a greeting is made of ("Welcome back, Marta", "Hello, Daniel"). */
export const GREETING =
  /\b(?:welcome|hello|hi|hey|good (?:morning|afternoon|evening|day)|greetings|howdy|bonjour|hola)\b/i;

/** "the dashboard greets Marta": a visible text that greets the name. */
export async function checkGreeting(observation: Observation, probe: PageProbe, name: string, negated: boolean) {
  const want = tokens(name);
  for (const e of observation.elements) {
    const text = words(e);
    if (!GREETING.test(text)) continue;
    const have = tokens(text);
    if (!want.every((w) => have.some((h) => sameWord(w, h)))) continue;
    if (!(await probe.isVisible(e.ref))) continue;
    return { pass: !negated, reason: `The page greets ${name}: ${quoted(text)}.` };
  }
  return {
    pass: negated,
    reason: negated ? `No greeting of ${name} is shown.` : `No greeting of ${quoted(name)} is shown on the page.`,
  };
}

const KIND_WORDS: Record<string, RegExp> = {
  error:
    /\b(?:err|error|errors|invalid|danger|alert|fail|failed|failure|incorrect|wrong|required|must|please|cannot|can ?not|problem|warning|feedback)\b/i,
  success:
    /\b(?:success|successful|successfully|saved|done|complete|completed|confirmed|confirmation|thank|thanks|added|updated|created|sent|booked)\b/i,
  warning: /\b(?:warning|warn|caution|attention|careful)\b/i,
  info: /\b(?:info|information|note|notice|tip)\b/i,
};
const LIVE_ROLES = new Set(['alert', 'status', 'log', 'alertdialog']);
const TOAST_IDENT = /\b(?:toast|snackbar|notification|notice|flash|message|msg|alert|banner)\b/i;
/** A text that says the answer is still to come ("Checking…", "Loading...", "Please wait"): no message yet. */
const PROGRESS =
  /^(?:checking|loading|saving|searching|sending|processing|working|updating|submitting|please wait)\b[^.!?]{0,40}(?:…|\.\.\.)?$/i;
/** A line that counts what a list shows: "Showing 1–6 of 14 tools", "16 sessions", "3 results". */
const COUNT_LINE =
  /^(?:showing|displaying|found)?\s*\d[\d,]*(?:\s*[–-]\s*\d[\d,]*)?(?:\s+(?:of|out of)\s+\d[\d,]*)?(?:\s+[\p{L}-]+){1,3}$/iu;
const MESSAGE_IDENT =
  /\b(?:err|error|errors|invalid|danger|alert|toast|snackbar|notification|notice|message|msg|feedback|flash|banner|success|warning|info|status|help|hint)\b/i;
/** Roles whose identity words ("status" of a table column, "help" of a button) do not make them messages. */
const NOT_MESSAGES = new Set([
  'columnheader',
  'rowheader',
  'cell',
  'gridcell',
  'row',
  'button',
  'link',
  'textbox',
  'combobox',
  'option',
  'checkbox',
  'radio',
  'tab',
  'menuitem',
]);
const FILLER = new Set([
  'can',
  'message',
  'messages',
  'please',
  'me',
  'user',
  'us',
  'you',
  'that',
  'to',
  'about',
  'saying',
  'asking',
  'telling',
  'which',
  'says',
  'reads',
  'is',
  'are',
  'be',
  'the',
  'a',
  'an',
  'shown',
  'displayed',
  'visible',
  'appears',
  'on',
  'at',
  'in',
  'of',
  'for',
  'with',
  'and',
  'or',
  'was',
  'were',
  'has',
  'have',
  'will',
  'it',
  'your',
  'my',
  // Who the message is addressed to: "I have been signed out" is "You have been signed out".
  'i',
  'we',
  'our',
  // "they're closed on Mondays" is "We're closed on Mondays": the app, which speaks as we.
  'they',
  'them',
  'their',
  // "a transfer to him" is "a transfer to them": who, said again.
  'him',
  'he',
  'she',
  'been',
  'am',
  // "asks whether the bin was out" is "Tell us if your bin was out".
  'whether',
  'if',
]);

/** Fields whose names are labels on the page. */
const FIELD_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'slider',
  'checkbox',
  'radio',
  'switch',
]);

/** Controls: their labels say what they do, not what the app answered. */
const CONTROLS = new Set(['button', 'link', 'menuitem', 'tab', 'option', 'switch', ...FIELD_ROLES]);

/** Roles that are messages by themselves. */
export const MESSAGE_ROLES = new Set(['alert', 'status', 'alertdialog', 'dialog', 'log', 'tooltip']);

const RAW_WORD = /[\p{L}\p{N}]+(?:[.,:]\d+)*/gu;

/**
 * Whether a message's text says what `claim` says in other words: every word of the claim (I/we, pick/choose, a verb's
 * forms read alike), each number with the word it counts, and nothing it says only before, until or unless.
 */
export function saysInOtherWords(text: string, claim: string): boolean {
  const want = tokens(messageConcepts(claim)).filter((w) => !FILLER.has(w) || carriesClaim(claim, w));
  if (want.length === 0) return false;
  const says = (part: string) => holdsWords(claim, want, part);
  // A claim with a number is said in one sentence: "the most I can take is 75 credits" is not "... take you to 75
  // credits. The most you can take is 60."
  if (/\d/.test(claim) && !/\band\b/i.test(claim)) return text.split(/(?<=[.!?])\s+/).some(says);
  return says(text);
}

/**
 * Whether `part` says each word of `want` (the claim's words), and each of its numbers with the word it counts. A
 * word the claim says is done ("a reminder was sent", "£18,510 has been spent") is not said by "to send a reminder"
 * or "£18,510 left to spend". What a message says only before or until something else happens counts only for a
 * claim that says so too.
 */
function holdsWords(claim: string, want: readonly string[], part: string): boolean {
  const have = tokens(messageConcepts(HEDGE.test(claim) ? part : unhedged(part)));
  const done = new Set(
    [...claim.matchAll(/\b(?:was|were|been)\s+(?:already\s+)?([a-z]+)/gi)].map((m) => (m[1] as string).toLowerCase()),
  );
  return (
    want.every((w) => have.some((h, i) => sameWord(w, h) && !(done.has(w) && have[i - 1] === 'to'))) &&
    numbersAgree(claim, part)
  );
}

/**
 * Whether a word that is usually filler carries the claim: a letter that names something ("Car park A", "Gate B"),
 * not an article; "have" before a number ("I have 60 credits" is not "You need 60 credits").
 */
function carriesClaim(claim: string, word: string): boolean {
  if ((word === 'have' || word === 'has') && /\b(?:i|you|we)\s+(?:have|has)\s+(?:only\s+|just\s+)?\d/i.test(claim))
    return true;
  if (word === 'i') return false;
  return word.length === 1 && new RegExp(`\\b\\p{L}+\\s+${word.toUpperCase()}\\b(?!\\s+\\p{Ll})`, 'u').test(claim);
}

/**
 * Whether every number of `claim` that is followed by a word stands in `message` with that word right after it or
 * one word later ("3 new items" holds "3 items"; "3 issues are done. 9 open issues" does not hold "3 open issues");
 * and a time that ends the claim with the words said just before it ("the gate closes at 06:55" is not "Bag drop
 * closes 06:55 Gate closes 07:20").
 */
export function numbersAgree(claim: string, message: string): boolean {
  const c = claim.toLowerCase().match(RAW_WORD) ?? [];
  const m = message.toLowerCase().match(RAW_WORD) ?? [];
  for (const [i, word] of c.entries()) {
    if (!/^\d/.test(word)) continue;
    const next = c[i + 1];
    // A time, which a message of several times gives each to its own words (never a code such as "ZZ1 1ZZ").
    if (!next && /^\d{1,2}:\d{2}$/.test(word)) {
      const before = c
        .slice(Math.max(0, i - 4), i)
        .filter((w) => !FILLER.has(w) && !/^\d/.test(w))
        .slice(-2);
      const bound = m.some(
        (w, j) => w === word && before.every((b) => m.slice(Math.max(0, j - 5), j).some((x) => sameWord(b, x))),
      );
      if (!bound) return false;
      continue;
    }
    if (!next || /^\d/.test(next)) continue;
    if (FILLER.has(next)) {
      // "£18,510 has been spent": the word the number is said of, before it ("Approved Ben's claim (£96.00)") or up
      // to three words after it, never one said of another number ("£13,490 spent ... £18,510 left to spend"), nor
      // the "to spend" of what is left.
      const rest = c.slice(i + 1, i + 5);
      const said = rest.find((w) => !FILLER.has(w) && !/^\d/.test(w));
      const done = !!said && rest.slice(0, rest.indexOf(said)).some((w) => /^(?:was|were|been)$/.test(w));
      // Only what was done to the number ("£18,510 has been spent"), not what can or cannot be.
      if (!said || !done || rest.slice(0, rest.indexOf(said)).some((w) => !FILLER.has(w))) continue;
      const before = (j: number) => [...Array(j).keys()];
      const near = (j: number) =>
        [...before(j), j + 1, j + 2, j + 3].some(
          (k) =>
            m[k] !== undefined &&
            sameWord(said, m[k] as string) &&
            m[k - 1] !== 'to' &&
            (k - 1 === j || !/^\d/.test(m[k - 1] ?? '')) &&
            !m.slice(Math.min(k, j) + 1, Math.max(k, j)).some((w) => /^\d/.test(w)),
        );
      if (!m.some((w, j) => w === word && near(j))) return false;
      continue;
    }
    const agrees = m.some(
      (w, j) => w === word && [m[j + 1], m[j + 2]].some((after) => after !== undefined && sameWord(next, after)),
    );
    if (!agrees) return false;
  }
  return true;
}

/** "an error asking to choose a rating", "a toast saying Saved", "a success message": a visible message of that kind with those words. */
export async function checkMessage(
  observation: Observation,
  probe: PageProbe,
  kind: string,
  about: string,
  negated: boolean,
  /** The message must say `about` as it stands (it was quoted), not just its words. */
  exact = false,
): Promise<Verdict> {
  const k = kind.toLowerCase();
  const family = /error|validation|alert/.test(k)
    ? 'error'
    : /success/.test(k)
      ? 'success'
      : /warn/.test(k)
        ? 'warning'
        : /info/.test(k)
          ? 'info'
          : 'any';
  const transient = /toast|snackbar|notification|flash|pop-?up/.test(k);
  const want = tokens(messageConcepts(about)).filter((w) => !FILLER.has(w) || carriesClaim(about, w));
  const { byRef } = indexOf(observation.elements);
  const ownMessage = (e: ObservedElement) =>
    MESSAGE_ROLES.has(e.role) || (MESSAGE_IDENT.test(e.hints?.ident ?? '') && !NOT_MESSAGES.has(e.role));
  /**
   * The message box an element's words are part of ("There is a problem" with its list of errors), if any; not a
   * dialog, whose every text would otherwise be a message.
   */
  const boxOf = (e: ObservedElement) => {
    let p = e.parent ? byRef.get(e.parent) : undefined;
    for (let up = 0; p && up < 4; up++, p = p.parent ? byRef.get(p.parent) : undefined) {
      if (ownMessage(p) && p.role !== 'dialog') return p;
    }
    return undefined;
  };
  // A field's label ("Describe the problem" above its text area) is not a message, whatever its words.
  const fieldNames = new Set(
    observation.elements
      .filter((e) => FIELD_ROLES.has(e.role))
      .flatMap((e) => [e.name, e.hints?.label ?? ''])
      .map((n) => normalize(n))
      .filter(Boolean),
  );
  const candidates = observation.elements.filter((e) => {
    const text = words(e);
    if (!text) return false;
    const box = NOT_MESSAGES.has(e.role) ? undefined : boxOf(e);
    if (!box && !ownMessage(e) && fieldNames.has(normalize(text))) return false;
    // A control's label ("Save preferences") is no message, whatever its words; a link inside a message is part of it.
    if (CONTROLS.has(e.role) && !(e.role === 'link' && boxOf(e))) return false;
    const ident = `${e.hints?.ident ?? ''} ${box?.hints?.ident ?? ''}`;
    const isMessage = ownMessage(e) || box !== undefined;
    const alert = e.role === 'alert' || box?.role === 'alert' ? 'alert' : '';
    const familyOk = family === 'any' || KIND_WORDS[family]?.test(`${text} ${ident} ${alert}`) === true;
    // A value a status shows ("£5" beside a slider) says nothing: it is no message; nor is a count of what a list
    // shows ("Showing 1–6 of 14 tools", "16 sessions").
    if (want.length === 0)
      return (
        (isMessage || family !== 'any') &&
        familyOk &&
        (isMessage || KIND_WORDS[family]?.test(text)) &&
        /\p{L}{2}/u.test(text) &&
        !COUNT_LINE.test(text.trim()) &&
        !PROGRESS.test(text.trim()) &&
        // A toast is a live message, not a card's status ("Available").
        (!transient || LIVE_ROLES.has(e.role) || LIVE_ROLES.has(box?.role ?? '') || TOAST_IDENT.test(ident))
      );
    // "A toast says Aquafit is booked": a live message, or one the page names a toast or a message; never a dialog's
    // title ("Book Aquafit, 10:00–10:45") or a card's text.
    if (
      transient &&
      !LIVE_ROLES.has(e.role) &&
      !LIVE_ROLES.has(box?.role ?? '') &&
      !TOAST_IDENT.test(ident) &&
      !(isMessage && e.role !== 'dialog')
    )
      return false;
    // "The error says the code has expired": a status, a toast or a notification is not an error unless it says so.
    const otherKind =
      family === 'error' &&
      (e.role === 'status' ||
        box?.role === 'status' ||
        /\b(?:status|toast|snackbar|notification|success|info)\b/i.test(ident));
    return familyOk || (isMessage && !otherKind);
  });
  // A box of messages (an error summary's "There is a problem" with a list of errors) says all of them together:
  // "asks for my email address and my password".
  const boxes = observation.elements.filter(
    (e) =>
      e.role !== 'dialog' &&
      !NOT_MESSAGES.has(e.role) &&
      ownMessage(e) &&
      observation.elements.some((c) => c.parent === e.ref) &&
      (family === 'any' || KIND_WORDS[family]?.test(`${e.hints?.ident ?? ''} ${e.role === 'alert' ? 'alert' : ''}`)),
  );
  const texts: Array<[ObservedElement, () => Promise<string>]> = [
    ...candidates.map((e): [ObservedElement, () => Promise<string>] => [e, async () => words(e)]),
    // Its messages, not its heading: "There is a problem" says nothing of what the problem is.
    ...boxes.map((e): [ObservedElement, () => Promise<string>] => [
      e,
      async () =>
        observation.elements
          .filter((d) => d.role !== 'heading' && isAncestor(byRef, e.ref, d))
          .map((d) => words(d))
          .filter(Boolean)
          .join(' '),
    ]),
  ];
  /** Every word of what the message is said to say: "Red Mug was added" is not "Blue Mug added". */
  const holdsAll = (part: string) => holdsWords(about, want, part);
  // (A claim of several sentences, "Spin 45 cancelled. 1 credit returned", is said in as many.)
  const oneSentence = /\d/.test(about) && !/\band\b/i.test(about) && !/[.!?]\s+\S/.test(about);
  for (const [e, read] of texts) {
    const text = await read();
    // A claim with a number is said in one sentence: "the most I can take is 75 credits" is not "... take you to 75
    // credits. The most you can take is 60."
    const parts = oneSentence ? text.split(/(?<=[.!?])\s+/) : [text];
    if (want.length > 0 && !parts.some(holdsAll)) continue;
    // A quoted message, as it stands: "Choose your pick-up and return dates" is not "The return date must be after
    // the pick-up date".
    if (exact && !normalize(text).includes(normalize(about))) continue;
    // And each number with the word it counts: "5 open issues" is not "5 issues are done. 9 open issues ...".
    if (!numbersAgree(about, text)) continue;
    if (!(await probe.isVisible(e.ref))) continue;
    return {
      pass: !negated,
      reason: `A${family === 'error' ? 'n error' : family === 'any' ? '' : ` ${family}`} message is shown: ${quoted(text)}.`,
    };
  }
  // A message the page showed since the last input and took away again (a toast gone before the check got to it).
  const kindOf = (text: string, role: string, ident: string) =>
    family === 'any' || KIND_WORDS[family]?.test(`${text} ${ident} ${role === 'alert' ? 'alert' : ''}`) === true;
  for (const m of observation.goneMessages ?? []) {
    const otherKind =
      family === 'error' &&
      (m.role === 'status' || /\b(?:status|toast|snackbar|notification|success|info)\b/i.test(m.ident));
    if (!kindOf(m.text, m.role, m.ident) && (want.length === 0 || otherKind)) continue;
    const parts = oneSentence ? m.text.split(/(?<=[.!?])\s+/) : [m.text];
    if (want.length > 0 && !parts.some(holdsAll)) continue;
    if (exact && !normalize(m.text).includes(normalize(about))) continue;
    if (!numbersAgree(about, m.text)) continue;
    return {
      pass: !negated,
      reason: `A${family === 'error' ? 'n error' : family === 'any' ? '' : ` ${family}`} message was shown after the last action, and has gone since: ${quoted(m.text)}.`,
    };
  }
  const what =
    `${(family === 'any' ? kind : family).replace(/\s*messages?$/i, '')} message${want.length ? ` about ${quoted(about.trim())}` : ''}`.replace(
      /^ /,
      '',
    );
  return { pass: negated, reason: negated ? `No ${what} is shown.` : `No ${what} is shown on the page.` };
}

const HEDGE = /\b(?:before|until|unless|instead\s+of|rather\s+than)\b/i;

/**
 * A message without its "before ...", "until ..." and "unless ..." clauses (to the end of their sentence), nor what it
 * says is not so ("in Room 7 instead of Room 4": not Room 4).
 */
function unhedged(text: string): string {
  return text
    .replace(/\b(?:before|until|unless)\b[^.!?;]*/gi, ' ')
    .replace(/\b(?:instead\s+of|rather\s+than)\s+(?:the\s+|a\s+|an\s+)?[\p{L}\p{N}£$€:.-]+(?:\s+\d+\w*)?/giu, ' ');
}

/**
 * What a message says, in words that do not depend on its phrasing: "cannot be empty", "is required" and "is
 * missing" all become `required`; "don't match" becomes `mismatch`; "is more than" and "exceeds" become `exceeds`;
 * pick, select and choose become `choose`, incorrect and not right become `wrong`, a verb's forms its base ("given" -> `give`), and a negated word one of its
 * own ("can't be cancelled" -> `notcancelled`).
 * Applied alike to the claim and to the page's messages, so that a claim matches a message that says the same thing.
 */
export function messageConcepts(text: string): string {
  return (
    normalize(text.replace(/(\p{L})['\u2019](?:d|ll|re|ve|m)\b/giu, '$1'))
      .replace(
        /\b(?:(?:can not|must not|may not|should not|cannot) be (?:left )?(?:empty|blank)|(?:is|are) (?:required|mandatory|missing)|required|mandatory|missing|(?:is|are) empty)\b/g,
        ' required ',
      )
      .replace(/\b(?:(?:do|does|did) not match|mismatch(?:ed)?|(?:are|is) not the same)\b/g, ' mismatch ')
      .replace(
        /\b(?:exceeds?|exceeded|(?:is|are)? ?(?:more|greater|higher|larger) than|(?:is|are)? ?above|too (?:high|large|big|much))\b/g,
        ' exceeds ',
      )
      .replace(/\b(?:has|have|is|are) expired\b|\bno longer valid\b/g, ' expired ')
      // "between 1 and 5" is "from 1 to 5".
      .replace(/\b(?:between|from) (\S*\d\S*) (?:and|to) (\S*\d\S*)/g, ' $1 to $2 ')
      // "does not open at weekends" is "closed at weekends".
      .replace(/\b(?:does|do|did) not open\b|\b(?:is|are) not open\b/g, ' is closed ')
      // "no vehicle was found" is "We could not find a vehicle"; "X was not found" is "Cannot find X".
      .replace(/\bno (\w+) (?:was|were|is|are|has been|have been|could be) found\b/g, ' notfound $1 ')
      .replace(
        /\b(?:(?:could|can|did|do|does|were|was) not (?:find|locate)|unable to (?:find|locate)|(?:was|were|is|are|could) not (?:be )?found|not found)\b/g,
        ' notfound ',
      )
      // "the salon is closed on Sundays" is "We're closed on Sundays": a place that speaks for itself.
      .replace(
        /^the (?:salon|shop|store|restaurant|clinic|practice|surgery|office|centre|center|library|museum|garage|gym|pharmacy|venue|cafe|hotel)\s+(?:is|are)\b/,
        ' we are ',
      )
      // "asks me to pick a time" is "Choose a time"; "thanks me for giving permission" is "Thank you. Permission given".
      .replace(/\b(?:pick(?!\s*-?\s*up\b)|picked|select|selected|choose|chose|chosen)\b/g, ' choose ')
      .replace(/\bthank(?:s|ed)?\b/g, ' thank ')
      // "says to write a reply first" is "Write a reply before submitting" (what comes before it is asked first).
      .replace(/\s+first\s*$/, ' ')
      .replace(/\b(?:give|gives|giving|gave|given)\b/g, ' give ')
      // "the email or password is wrong" is "Email or password is incorrect".
      .replace(/\b(?:incorrect|wrong|not (?:right|correct))\b/g, ' wrong ')
      // "can't be cancelled" says the opposite of "was cancelled": a negated word is a word of its own.
      .replace(/\b(not|never|no longer)\s+((?:be|been|have been|yet)\s+)?(?!be\b|been\b)(\p{L}+)/gu, ' $1 $2not$3 ')
  );
}
