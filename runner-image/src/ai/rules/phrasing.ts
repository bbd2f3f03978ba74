/**
 * How people phrase steps, before any page is looked at: politeness, Gherkin keywords, subjects and tenses stripped
 * ("When I clicked Save" -> "click Save"), a step-wide scope ("In the billing form, ..."), compound steps split into
 * parts ("type X into Y and press Enter"), and key names. Device-neutral: no observation is involved.
 */
import { withinOneTypo } from './text-match';

/** Strips politeness, subjects and trailing full stops. */
export function clean(instruction: string): string {
  let text = instruction
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  // A final full stop ends the sentence, unless it ends an initial or abbreviation of a value ("Marta L.").
  // A value that ends in one ("Learn-2025!", "v1.2.") keeps it: a word of letters ends a sentence, a token with
  // digits or symbols is a value.
  const last = /(\S+)$/.exec(text)?.[1] ?? '';
  const value = /[\d@_#$%&*+=-]/.test(last.replace(/[.!]+$/, ''));
  if (!value && !/(?:^|\s)(?:[A-Z]|Dr|Mr|Mrs|Ms|St|Jr|Sr|Inc|Ltd|Co|etc|approx|No)\.$/.test(text))
    text = text.replace(/[.!]+$/, '');
  // "Reserve Scooter #4907; it is done when the reservation timer shows": the step, then a wait for that.
  text = text
    .replace(
      /\s*[;,]\s*(?:it\s+is\s+|it['’]s\s+|this\s+is\s+|you\s+are\s+|you['’]re\s+|we\s+are\s+)?(?:done|finished|complete)\s+(?:when|once)\s+(.+?)\s+(?:shows|appears|is shown|is displayed|shows up|is showing|is visible)$/i,
      ' and wait until $1 appears',
    )
    .trim();
  // "Tick Pepper too", "select Express as well": the step, whatever came before it.
  text = text.replace(/(?<=\S)\s+(?:too|as well)$/i, '');
  // "Click Pay with the card form empty", "press Enrol and pay without filling anything in": the press, what is left
  // undone is not its target.
  if (/^(?:click|tap|press|hit|submit)\s/i.test(text))
    text = text.replace(
      /\s+(?:with\s+(?:the\s+|all\s+(?:the\s+)?|every\s+)?(?:[\w-]+\s+)?(?:form|fields?|boxes)\s+(?:left\s+)?(?:empty|blank)|without\s+(?:(?:filling|entering|typing|completing)\s+(?:anything|any\s+\w+|in\s+anything|the\s+form|it)(?:\s+in)?|(?:a|an|any)\s+[\w-]+)|leaving\s+(?:everything|all\s+(?:the\s+)?fields|the\s+form)\s+(?:empty|blank))$/i,
      '',
    );
  // "Click Slower on the metronome twice": that click, as many times.
  const times = /^((?:click|tap|press|hit)\s+.+?)\s+(twice|two times|thrice|three times|([2-5]) times)$/i.exec(text);
  if (times) {
    const n = times[3] ? Number(times[3]) : /^(?:twice|two)/i.test(times[2] as string) ? 2 : 3;
    text = Array.from({ length: n }, () => times[1]).join(', then ');
  }
  // "Make the metronome faster": its control of that word.
  text = text.replace(
    /^make\s+(?:the\s+)?(.+?)\s+(faster|slower|louder|quieter|bigger|smaller|larger)$/i,
    (_m, thing: string, how: string) => `click ${how[0]?.toUpperCase()}${how.slice(1).toLowerCase()} on the ${thing}`,
  );
  // "Switch me to the monthly plan", "sign us up for the trial": the step's own doer is not its object.
  text = text.replace(
    /^(switch|move|put|sign|book|enrol|enroll|register|upgrade|downgrade)\s+(?:me|us)\s+(?=(?:to|onto|on|up|in|into|for)\b)/i,
    '$1 ',
  );
  // "We have a dog, book the pet-friendly cabin", "We can't come, choose Regretfully declines": why, then the step.
  const why =
    /^(?:we|i)(?:['’](?:re|ve|m|d|ll)|\s+(?:have|has|are|am|can['’]?t|cannot|won['’]t|will|need|do|don['’]t|would|'d))\b[^,;:]{1,60}[,;:]\s*(?=\S)/i.exec(
      text,
    );
  if (why && startsWithVerb(text.slice(why[0].length))) text = text.slice(why[0].length);
  for (;;) {
    const next = text
      .replace(/^(?:given|when|then|and|but|please|now|finally|also|just|lastly|afterwards|eventually)[,:\s]+/i, '')
      // "Next, click Save", "first open the menu": a sequence word; "Next page", "First slide": a control's name.
      .replace(
        /^(?:next|first)(?:\s*[,:]\s*|\s+(?=(?:click|tap|press|type|enter|fill|select|choose|open|go|navigate|check|uncheck|scroll|wait|log|sign|add|remove|delete|search|set|turn|switch|hover|upload|submit|save|close|clear)\b))/i,
        '',
      )
      .replace(/^(?:step\s+\d+\s*[:.)-]\s*|\d+[.)]\s+)/i, '')
      .replace(/^(?:let'?s|try to|make sure to|be sure to|go ahead and|proceed to)\s+/i, '')
      .replace(
        /^(?:i|we|user|the user|a user|the customer|the visitor|the admin|you)\s+(?:should\s+|will\s+|want to\s+|need to\s+|can\s+|must\s+|have to\s+|try to\s+|am able to\s+|is able to\s+)?/i,
        '',
      )
      .replace(/^(?:have|has)\s+(?=(?:clicked|typed|entered|selected|filled|checked|pressed)\b)/i, '')
      // "Book both Bootcamp and Barre": each of them, with the verb ("Select both the CCS and Type 2 ...": never a
      // step "Type 2 ...").
      .replace(/^([a-z]+)\s+both\s+(\S.*?)\s+(?:and|&)\s+(\S.*)$/i, '$1 $2 and $1 $3')
      .trim();
    if (next === text) return baseVerb(text);
    text = next;
  }
}

const VERBS = [
  'click',
  'tap',
  'press',
  'hit',
  'push',
  'type',
  'enter',
  'fill',
  'select',
  'choose',
  'pick',
  'check',
  'uncheck',
  'tick',
  'untick',
  'scroll',
  'hover',
  'open',
  'close',
  'navigate',
  'visit',
  'clear',
  'reload',
  'refresh',
  'upload',
  'submit',
  'search',
  'add',
  'remove',
  'delete',
  'edit',
  'set',
  'change',
  'update',
  'toggle',
  'expand',
  'collapse',
  'rate',
  'give',
  'drag',
  'slide',
  'move',
  'switch',
  'turn',
  'sort',
  'filter',
  'log',
  'sign',
  'accept',
  'dismiss',
  'save',
  'input',
  'write',
  'provide',
  'book',
  'go',
  'return',
  'wait',
  'create',
  'mark',
  'enable',
  'disable',
  'activate',
  'apply',
  'confirm',
  'cancel',
  'view',
  'show',
  'hide',
  'follow',
  'download',
  'attach',
  'insert',
  'paste',
  'put',
];
const VERB_FORMS = new Map<string, string>();
for (const v of VERBS) {
  const stemmed = v.endsWith('e') ? v.slice(0, -1) : v;
  const doubled = /^(?:tap|log|drag|submit|scroll)$/.test(v) && !v.endsWith('ll') ? v + v.slice(-1) : stemmed;
  for (const f of [`${v}s`, `${v}es`, `${stemmed}ed`, `${doubled}ed`, `${stemmed}ing`, `${doubled}ing`])
    VERB_FORMS.set(f, v);
}
VERB_FORMS.set('chose', 'choose');
VERB_FORMS.set('chosen', 'choose');
VERB_FORMS.set('went', 'go');
VERB_FORMS.set('goes', 'go');
VERB_FORMS.set('gave', 'give');
VERB_FORMS.set('typed', 'type');
VERB_FORMS.set('entered', 'enter');
VERB_FORMS.set('opened', 'open');

/**
 * "Clik Save", "selcet Dental": the first word read as the verb it misspells (one typo, same first letter, four
 * letters or more), or null when it is no such misspelling. Planners try it only on a step they did not understand
 * as written, so that a real word ("More options") is never read as a verb ("move").
 */
export function verbTypoFixed(text: string): string | null {
  const word = /^([A-Za-z]{4,})\b/.exec(text)?.[1];
  if (!word) return null;
  const w = word.toLowerCase();
  if (VERB_FORMS.has(w) || VERBS.includes(w)) return null;
  const verb = VERBS.find((v) => v.length >= 4 && v[0] === w[0] && withinOneTypo(w, v));
  return verb ? verb + text.slice(word.length) : null;
}

/** "clicks on Save", "clicked Save", "clicking Save": "click on Save". */
function baseVerb(text: string): string {
  const word = /^(\w+)\b/.exec(text)?.[1];
  const base = word ? VERB_FORMS.get(word.toLowerCase()) : undefined;
  return base && word ? base + text.slice(word.length) : text;
}

/** "In the billing form, enter ...", "Within the Shipping section: ...": the step's scope, and the rest. */
export function stepScope(text: string): { text: string; scope?: string } {
  const m =
    /^(?:in|inside|within|under|on|from|at)\s+(?:the\s+|this\s+)?([^,:;]+?)\s*[,:;]\s*(.+)$/i.exec(text) ??
    /^(.+?)\s*[,;]?\s+(?:in|inside|within)\s+(?:the\s+)?([^,]+?\s+(?:form|section|dialog|modal|popup|panel|fieldset|sidebar|header|footer|area|card|page|frame|iframe|widget|tab))$/i.exec(
      text,
    );
  if (!m) return { text };
  if (/^(?:in|inside|within|under|on|from|at)\s/i.test(text)) {
    const scope = m[1] as string;
    // "On the login page, ..." names the page, not a container.
    if (/\b(?:page|screen|site|app)$/i.test(scope)) return { text: m[2] as string };
    return { text: m[2] as string, scope };
  }
  // "Sign in as coach.dan / Kickoff!9 and open the Team sheet tab": "in" is the verb's, and a scope never holds
  // another part of the step.
  const before = m[1] as string;
  const scope = m[2] as string;
  if (/\b(?:sign|log|check|zoom|opt|plug|fill|key|type|drop|pop|tune|signed|logged|checked)$/i.test(before))
    return { text };
  const joined = /\s(?:and|then)\s+(.+)$/i.exec(scope);
  if (joined && VERB_START.test(joined[1] as string)) return { text };
  return { text: before, scope };
}

/**
 * Verbs that start a part of a compound step ("... and track the oldest one") though the readings do not know them
 * (a step that starts with one may still be a control's label or an app's own verb).
 */
const PART_VERB =
  /^(?:track|download|print|cancel|reschedule|repeat|skip|message|share|invite|approve|reject|decline|request|report|freeze)\b/i;

const VERB_START = new RegExp(
  `^(?:double[- ]?click|right[- ]?click|key in|${'press|hit|click|tap|submit|type|enter|fill|select|choose|check|uncheck|tick|untick|wait|scroll|hover|go|open|navigate|clear|reload|refresh|upload|post|send|confirm|continue|proceed|add|remove|delete|save|close|log|sign|rate|give|set|toggle|turn|switch|search|sort|filter|accept|dismiss|expand|collapse|drag|slide|move|book|apply|mark|edit|create|put|input|write|provide|pick|view|show|finish|complete|return|accept|agree|consent|opt|make|pay|buy|purchase|place'})\\b`,
  'i',
);

/** Whether `text` starts with a verb of the planner's vocabulary ("mark all as read", not "frobnicate it"). */
export function startsWithVerb(text: string): boolean {
  return VERB_START.test(text.trim());
}

/** Whether `text` starts with a verb that starts a part of a compound step ("track the oldest one"). */
export function startsWithPartVerb(text: string): boolean {
  return PART_VERB.test(text.trim());
}

/** Splits on "and"/"then"/", " where the next part starts with a verb, never inside quotes. */
export function splitCompound(text: string): string[] {
  const masked = text.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)|\([^()]*\)/g, (m) => '\u0000'.repeat(m.length));
  const parts: string[] = [];
  let start = 0;
  const joiner = /(?:\s*,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+then\s+|\s+then\s+|\s+and\s+)/gi;
  for (const m of masked.matchAll(joiner)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    // "..., then answer Yes to ...": "then" starts a part of its own, whatever its verb.
    // "Enter the code 204816 and verify": a last word that presses the form's button of that name.
    const lastPress = /^(?:verify|validate|authenticate|redeem|unlock)\s*[.!]?$/i.test(after);
    if (!VERB_START.test(after) && !PART_VERB.test(after) && !/\bthen\s*$/i.test(m[0]) && !lastPress) continue;
    parts.push(text.slice(start, m.index).trim());
    start = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(start).trim());
  // "Enter Marta as first name, Lopez as last name": the second part carries the first part's verb.
  const out: string[] = [];
  let verb: string | null = null;
  for (const raw of masked.length === text.length ? splitValues(parts) : parts) {
    const m = /^(enter|type|fill in|fill|input|write|put|select|choose|pick|set)\s/i.exec(raw);
    if (m) verb = m[1] as string;
    out.push(!m && verb && !VERB_START.test(raw) && /\s(?:as|in|into|for|to)\s/i.test(raw) ? `${verb} ${raw}` : raw);
  }
  return out.filter(Boolean).flatMap(detachedText);
}

/**
 * "Rate the trip five stars with the comment "Spotless car"": the action, then the text typed into the field that
 * the words name ("with the reason 'Release week'" types into the reason field).
 */
function detachedText(part: string): string[] {
  const why = becauseOf(part);
  if (why) return why;
  const m =
    /^(.+?)\s+with\s+(?:the\s+|a\s+|an\s+)?(comment|note|message|reason|title|description|subject|caption|remark|feedback)\s+("[^"]*"|'[^']*')$/i.exec(
      part,
    );
  if (!m || !(VERB_START.test(m[1] as string) || PART_VERB.test(m[1] as string))) return [part];
  return [m[1] as string, `type ${m[3]} into the ${m[2]}`];
}

/**
 * "Cancel booking HW-2047 because plans changed", "Reject the claim with the reason 'dup'": the action, then its
 * reason given (chosen among the reasons offered, else typed where the page asks why; rules/tasks-reasons.ts).
 */
function becauseOf(part: string): string[] | null {
  const masked = part.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)/g, (m) => '\u0000'.repeat(m.length));
  const at = /\s+(?:because(?:\s+of)?|with\s+(?:the\s+|a\s+)?reason:?)\s+/i.exec(masked);
  if (!at) return null;
  const action = part.slice(0, at.index);
  const reason = unquote(part.slice(at.index + at[0].length)).replace(/^(?:a|an|the)\s+(?=\S)/i, (w) =>
    /^because\s+of/i.test(at[0].trim()) ? '' : w,
  );
  // "Check that the order failed because ...": a claim's cause, not a reason given.
  if (/^(?:check|verify|ensure|make sure|see)\s+(?:that\s|whether\s)/i.test(action)) return null;
  if (!reason || reason.includes('"') || !(VERB_START.test(action) || PART_VERB.test(action))) return null;
  return [action, `give the reason "${reason}"`];
}

/**
 * Splits "A as X, B as Y" and "A as X and B as Y" lists (outside quotes) that the verb split kept together: only where
 * both sides read "value as field", so "Salt and pepper as the seasoning" stays one value.
 */
function splitValues(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (!/^(?:enter|type|fill|input|write|put|select|choose|pick|set)\s/i.test(part)) {
      out.push(part);
      continue;
    }
    const masked = part.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)|\([^()]*\)/g, (m) => '\u0000'.repeat(m.length));
    const pieces: string[] = [];
    let at = 0;
    for (const m of masked.matchAll(/\s*,\s*(?:and\s+)?|\s+and\s+/g)) {
      const next = part.slice((m.index ?? 0) + m[0].length);
      const before = part.slice(at, m.index);
      // "A as X, B as Y": both sides read "value as field"; "August 3, 2025 as the date" is one value.
      if (!/^\S.*\s(?:as|in|into|for|to)\s/i.test(next) || !/\s(?:as|in|into|for|to)\s/i.test(before)) continue;
      pieces.push(part.slice(at, m.index).trim());
      at = (m.index ?? 0) + m[0].length;
    }
    pieces.push(part.slice(at).trim());
    out.push(...pieces);
  }
  return out;
}

export function unquote(text: string): string {
  const t = text.trim();
  const m = /^"([^"]*)"$|^'([^']*)'$|^`([^`]*)`$/.exec(t);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : t;
}

// -------------------------------------------------------------------------------------------------------------------
// Keys

const KEY_NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  esc: 'Escape',
  escape: 'Escape',
  space: 'Space',
  spacebar: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  'arrow up': 'ArrowUp',
  'arrow down': 'ArrowDown',
  'arrow left': 'ArrowLeft',
  'arrow right': 'ArrowRight',
  'up arrow': 'ArrowUp',
  'down arrow': 'ArrowDown',
  'left arrow': 'ArrowLeft',
  'right arrow': 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  'page up': 'PageUp',
  'page down': 'PageDown',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  ctrl: 'Control',
  control: 'Control',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  shift: 'Shift',
  alt: 'Alt',
  option: 'Alt',
};

/** `Enter`, `ctrl+a`, `Shift + Tab` as a Playwright key, or null when it is not a key. */
export function parseKey(text: string): string | null {
  const t = unquote(text)
    .trim()
    .replace(/\s+key$/i, '')
    .replace(/^the\s+/i, '');
  const parts = t.split(/\s*\+\s*/);
  const out: string[] = [];
  for (const part of parts) {
    const p = part.toLowerCase();
    if (KEY_NAMES[p]) out.push(KEY_NAMES[p] as string);
    else if (/^f([1-9]|1[0-2])$/.test(p)) out.push(p.toUpperCase());
    else if (part.length === 1 && parts.length > 1) out.push(part.length === 1 ? part.toLowerCase() : part);
    else if (part.length === 1 && /[a-z0-9]/i.test(part)) out.push(part);
    else return null;
  }
  return out.length > 0 ? out.join('+') : null;
}

/** Numbers people spell out ("give it two stars", "three todos exist"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * A check without when it is said of: "Buy milk is still in the list", "is now shown", "is no longer listed", "still
 * appears", "remains in the list" (each check is of the page as it is now); "Buy milk is listed": it appears.
 */
export function timeless(text: string): string {
  const WHERE = String.raw`(?=(?:not\s+)?(?:in|on|under|among|inside|within|shown|listed|displayed|visible|there|present|hidden|available)\b)`;
  return (
    text
      .replace(new RegExp(String.raw`\s+(is|are)\s+(?:still|now|already)\s+${WHERE}`, 'i'), ' $1 ')
      .replace(new RegExp(String.raw`\s+(is|are)\s+no\s+longer\s+${WHERE}`, 'i'), ' $1 not ')
      // "the total is still £30.00", "the total is then £79.50": the value it has now.
      .replace(/\s+(is|are)\s+(?:still|now|then|currently|already)\s+(?=[£$€¥"'\d-])/i, ' $1 ')
      // "Renew automatically is off by default": as the page is now.
      .replace(/\s+(?:by default|to begin with|at first|initially)$/i, '')
      .replace(/\s+(?:still|now)\s+(appears?|shows? up|exists?)\b/i, ' $1')
      .replace(
        /\s+no\s+longer\s+(appears?|shows? up|exists?)\b/i,
        (_m, verb: string) => ` does not ${verb.replace(/s$/, '')}`,
      )
      .replace(
        new RegExp(String.raw`\s+(remains|stays|remain|stay)\s+(?:still\s+)?${WHERE}`, 'i'),
        (_m, verb: string) => (/s$/i.test(verb) ? ' is ' : ' are '),
      )
      // "Buy milk is listed": it appears (a number of things listed is a count, read as one).
      .replace(
        /^(?!(?:(?:only|just|exactly|at least|at most|no more than|no fewer than|more than|fewer than|less than|the|all|all the)\s+)*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|no|all|some|several|many|any|each|every)\b)(.+?)\s+(?:is|are)\s+(not\s+)?listed$/i,
        (_m, subject: string, not?: string) => `${subject} ${not ? 'does not appear' : 'appears'}`,
      )
  );
}

/** A verb as it stands after a singular subject ("have" -> "has", "show" -> "shows"). */
export function thirdPerson(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'have') return 'has';
  if (/(s|x|ch|sh)$/.test(v)) return `${verb}es`;
  return `${verb}s`;
}

/**
 * Two claims joined by "and", the second about a thing of its own ("the discount is £0.63 and the total is £8.61");
 * null for one claim ("the message says name and email are required").
 */
export function twoClaims(text: string): [string, string] | null {
  const masked = text.replace(/"[^"]*"/g, (q) => '\u0000'.repeat(q.length));
  const verb = '(?:is|are|costs?|shows?|says?|reads?|contains?|displays?)';
  const m = new RegExp(
    String.raw`^(.+?\s${verb}\s.+?)\s+and\s+(?=(?:the|its|their)\s+[^\u0000]+?\s${verb}\s)`,
    'i',
  ).exec(masked);
  // "Page 1 of 2 is shown and Previous is greyed out", "It shows Photo 1 of 3 and Previous photo is disabled": a
  // thing shown, then a named control's state.
  const state = m
    ? null
    : /^((?:.+?\s(?:is|are)\s(?:shown|displayed|visible|open|selected|active|highlighted)|(?:it|the page|the screen|a message)\s(?:shows|displays|says)\s.+?))\s+and\s+(?=(?:[Tt]he\s+)?[A-Z][\w'-]*(?:\s+[\w'-]+){0,3}\s+(?:is|are)\s+(?:not\s+)?(?:disabled|enabled|greyed out|grayed out|checked|unchecked|ticked|selected|hidden|visible|shown|expanded|collapsed|empty|active|inactive|on|off)$)/.exec(
        masked.replace(/^It\b/, 'it').replace(/^The (page|screen)\b/, 'the $1'),
      );
  // "Elin Lindqvist and Marcus Lindqvist are ticked": each of them is (two names, each capitalised).
  const both =
    /^((?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*){0,3})\s+and\s+((?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*){0,3})\s+are\s+((?:not\s+)?(?:checked|ticked|selected|unchecked|unticked|disabled|enabled|expanded|collapsed|switched on|switched off|turned on|turned off))$/.exec(
      text,
    );
  if (!m && !state && both) return [`${both[1]} is ${both[3]}`, `${both[2]} is ${both[3]}`];
  const split = m ?? state;
  if (!split) return null;
  return [text.slice(0, (split[1] as string).length), text.slice(split[0].length)];
}

/** Whether a text is one quotation ('says "Choose a date"'): the words a message must say as they stand. */
export function isQuoted(text: string): boolean {
  return /^\s*(?:"[^"]+"|'[^']+')\s*$/.test(text);
}
