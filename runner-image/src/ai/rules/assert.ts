/**
 * `assert` for the rules planner: checks of text and element visibility, page text, URL, title, counts, field values
 * and checked/enabled states, answered with the observation and a live `PageProbe`.
 */
import type { AssertVerdict, Observation, ObservedElement, PageProbe } from '../contract';
import { MODEL_HINT } from './act';
import { describeElement, ground, normalize, parseTarget, rank, tokenMatch, tokens } from './ground';

type Verdict = AssertVerdict;

const NUMBERS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
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
const COUNT = '(\\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

function unquote(text: string): string {
  const t = text.trim().replace(/[.!]+$/, '');
  const m = /^"([^"]*)"$|^'([^']*)'$|^`([^`]*)`$/.exec(t);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : t;
}

function quoted(text: string): string {
  return `"${text}"`;
}

/** Rewrites modal phrasing ("should be", "must contain", "verify that") to plain statements. */
export function cleanAssertion(instruction: string): string {
  let text = instruction
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  text = text.replace(
    /^(?:(?:please\s+)?(?:verify|check|assert|ensure|confirm|validate|expect|make sure|see if|test)(?:\s+that)?\s+)/i,
    '',
  );
  text = text
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\b(should|must|shall)n't\b/gi, '$1 not')
    .replace(/\b(?:should|must|will|shall)\s+not\s+be\b/gi, 'is not')
    .replace(/\b(?:should|must|will|shall)\s+be\b/gi, 'is')
    .replace(/\b(?:should|must|will|shall)\s+not\s+(\w+)/gi, 'does not $1')
    .replace(/\b(?:should|must|will|shall)\s+(\w+)/gi, (_m, verb: string) => thirdPerson(verb))
    .replace(/\bisn't\b/gi, 'is not')
    .replace(/\baren't\b/gi, 'are not')
    .replace(/\bdoesn't\b/gi, 'does not')
    .replace(/\bdon't\b/gi, 'do not')
    .replace(/\bcan't\b|\bcannot\b/gi, 'can not');
  return text.trim();
}

function thirdPerson(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'have') return 'has';
  if (/(s|x|ch|sh)$/.test(v)) return `${verb}es`;
  return `${verb}s`;
}

/** Answers `instruction` on the observed page. */
export async function planAssert(
  instruction: string,
  observation: Observation,
  probe: PageProbe,
): Promise<AssertVerdict> {
  const text = cleanAssertion(instruction);
  const checks: Array<[RegExp, (m: RegExpExecArray) => Promise<Verdict | null>]> = [
    // URL
    [
      /^(?:the\s+)?(?:current\s+)?(?:page\s+|browser\s+)?(?:url|address|location|path)\s+(is not|does not (?:contain|include|equal|end with)|not contains|contains|includes|has|ends with|starts with|matches|is|equals|=)\s+(.+)$/i,
      async (m) => checkUrl(probe.url(), (m[1] as string).toLowerCase(), unquote(m[2] as string)),
    ],
    [
      /^(?:i am|i'm|we are|we're|user is|the user is|you are)\s+(?:on|at|taken to|redirected to)\s+(?:the\s+)?(.+?)(?:\s+page)?$/i,
      async (m) => onPage(probe, observation, unquote(m[1] as string)),
    ],
    // Title
    [
      /^(?:the\s+)?(?:page\s+|tab\s+|document\s+|browser\s+|window\s+)?title\s+(is not|does not (?:contain|include)|contains|includes|has|is|equals|reads|says|=)\s+(.+)$/i,
      async (m) => checkTitle(await probe.title(), (m[1] as string).toLowerCase(), unquote(m[2] as string)),
    ],
    // Counts
    [
      new RegExp(
        `^there\\s+(?:are|is)\\s+(?:exactly\\s+)?${COUNT}\\s+(.+?)(?:\\s+(?:in|on|inside|within)\\s+(?:the\\s+)?(.+))?$`,
        'i',
      ),
      async (m) => checkCount(observation, probe, m[2] as string, parseCount(m[1] as string), m[3] ?? null),
    ],
    [
      new RegExp(
        `^(?:the\\s+)?(.+?)\\s+(?:shows|has|contains|displays|lists|says|reads|is showing|have|show|display|list|indicates)\\s+(?:exactly\\s+)?${COUNT}\\s+(.+)$`,
        'i',
      ),
      async (m) => checkCount(observation, probe, m[3] as string, parseCount(m[2] as string), m[1] as string),
    ],
    [
      new RegExp(`^${COUNT}\\s+(.+?)\\s+(?:are|is)\\s+(?:shown|visible|displayed|listed|present)$`, 'i'),
      async (m) => checkCount(observation, probe, m[2] as string, parseCount(m[1] as string), null),
    ],
    // States
    [
      /^(?:the\s+)?(.+?)\s+(?:is|are)\s+(not\s+)?(checked|ticked|selected|unchecked|unticked|enabled|disabled|greyed out|grayed out|clickable|empty)$/i,
      async (m) => checkState(observation, probe, m[1] as string, !!m[2], (m[3] as string).toLowerCase()),
    ],
    // Visibility
    [
      /^(?:the\s+)?(.+?)\s+(?:is|are)\s+(not\s+)?(visible|displayed|shown|present|showing|there|on the page|on screen|on the screen|in view|hidden|gone|absent|missing|invisible)$/i,
      async (m) => {
        const hiddenWord = /hidden|gone|absent|missing|invisible/i.test(m[3] as string);
        return checkVisible(observation, probe, m[1] as string, !!m[2] !== hiddenWord);
      },
    ],
    [
      /^(?:the\s+)?(.+?)\s+(does not\s+)?(?:appears?|shows? up|is displayed|exists?)(?:\s+on the (?:page|screen))?$/i,
      async (m) => checkVisible(observation, probe, m[1] as string, !!m[2]),
    ],
    [
      /^(?:i\s+)?(?:can\s+|do\s+)?(not\s+|can not\s+|do not\s+|no longer\s+)?see\s+(?:the\s+)?(.+?)(?:\s+on the (?:page|screen))?$/i,
      async (m) => checkVisible(observation, probe, m[2] as string, !!m[1]),
    ],
    [
      /^(?:the\s+)?(?:page|screen|site|app|website|body)\s+(does not\s+)?(?:contains?|shows?|has|displays?|includes?|says|reads)\s+(.+)$/i,
      async (m) => checkText(probe, unquote(m[2] as string), !!m[1]),
    ],
    [
      /^there\s+(?:is|are)\s+(no\s+)?(?:an?\s+|the\s+|some\s+)?(.+?)(?:\s+(?:on the page|on screen|shown|visible|displayed))?$/i,
      async (m) => checkVisible(observation, probe, m[2] as string, !!m[1]),
    ],
    [
      /^no\s+(.+?)\s+(?:is|are)\s+(?:shown|visible|displayed|present)$/i,
      async (m) => checkVisible(observation, probe, m[1] as string, true),
    ],
    // "X is in the cart"
    [
      /^(.+?)\s+(?:is|are)\s+(not\s+)?(?:in|on|inside|within|listed in|shown in)\s+(?:the\s+)?(.+)$/i,
      async (m) => checkWithin(observation, probe, unquote(m[1] as string), m[3] as string, !!m[2]),
    ],
    // Values and texts: "Full name contains Ada", "Size is Medium", "the heading says Green Hat"
    [
      /^(?:the\s+)?(.+?)\s+(does not\s+)?(has value|has the value|value is|has text|has the text|contains|contain|includes|include|shows|show|displays|display|says|say|reads|read|equals|is|=|has)\s+(.+)$/i,
      async (m) =>
        checkValue(observation, probe, m[1] as string, (m[3] as string).toLowerCase(), unquote(m[4] as string), !!m[2]),
    ],
  ];
  for (const [pattern, check] of checks) {
    const m = pattern.exec(text);
    if (!m) continue;
    const verdict = await check(m);
    if (verdict) return verdict;
  }
  // A bare text: "3 items left", "Welcome back".
  const bare = unquote(text);
  if (tokens(bare).length > 0 && tokens(bare).length <= 8) return checkText(probe, bare, false);
  return { unsupported: `The rules planner does not understand the check "${instruction}". ${MODEL_HINT}` };
}

function parseCount(word: string): number {
  const n = Number(word);
  return Number.isFinite(n) ? n : (NUMBERS[word.toLowerCase()] ?? Number.NaN);
}

// -------------------------------------------------------------------------------------------------------------------
// URL and title

function compare(actual: string, verb: string, expected: string, what: string): Verdict {
  const a = actual.trim();
  const e = expected.trim();
  const negated = /not/.test(verb);
  let ok: boolean;
  if (/contain|include|has|match/.test(verb)) ok = a.toLowerCase().includes(e.toLowerCase());
  else if (/ends with/.test(verb)) ok = a.toLowerCase().endsWith(e.toLowerCase());
  else if (/starts with/.test(verb)) ok = a.toLowerCase().startsWith(e.toLowerCase());
  else ok = normalize(a) === normalize(e);
  const pass = ok !== negated;
  const relation = /contain|include|has|match/.test(verb) ? 'contains' : /ends|starts/.test(verb) ? verb : 'is';
  return {
    pass,
    reason: pass
      ? `The ${what} ${relation}${negated ? ' not' : ''} ${quoted(e)} (it is ${quoted(a)}).`
      : `Expected the ${what} ${negated ? 'not ' : ''}to ${relation === 'is' ? 'be' : relation.replace(/s$/, '')} ${quoted(e)}, but it is ${quoted(a)}.`,
  };
}

function checkUrl(url: string, verb: string, expected: string): Verdict {
  if (/^(?:is|equals|=|is not|does not equal)$/.test(verb) && expected.startsWith('/')) {
    // "URL is /cart": compare the path (and query) when a path is given.
    const u = new URL(url);
    return compare(`${u.pathname}${u.search}`, verb, expected, 'URL path');
  }
  return compare(url, verb, expected, 'URL');
}

function checkTitle(title: string, verb: string, expected: string): Verdict {
  return compare(title, verb.replace(/reads|says/, 'is'), expected, 'page title');
}

async function onPage(probe: PageProbe, observation: Observation, name: string): Promise<Verdict> {
  const url = probe.url().toLowerCase();
  const slug = normalize(name).replace(/[^a-z0-9]+/g, '-');
  const title = (await probe.title()).toLowerCase();
  const heading = observation.elements.find((e) => e.role === 'heading' && normalize(e.name).includes(normalize(name)));
  const pass =
    url.includes(slug) || url.includes(slug.replace(/-/g, '')) || title.includes(normalize(name)) || !!heading;
  return {
    pass,
    reason: pass
      ? `The page is the ${name} page (${probe.url()}).`
      : `Expected the ${name} page, but the page is ${quoted(await probe.title())} at ${probe.url()}.`,
  };
}

// -------------------------------------------------------------------------------------------------------------------
// Text and visibility

async function checkText(probe: PageProbe, text: string, negated: boolean): Promise<Verdict> {
  const n = await probe.countText(text);
  const pass = n > 0 !== negated;
  if (negated) {
    return {
      pass,
      reason: pass ? `${quoted(text)} is not on the page.` : `${quoted(text)} is on the page (${n} visible).`,
    };
  }
  return {
    pass,
    reason: pass ? `${quoted(text)} is visible on the page.` : `${quoted(text)} is not visible on the page.`,
  };
}

const ERROR_WORDS = /\b(error|invalid|incorrect|wrong|failed|failure|not valid|try again)\b/i;

async function checkVisible(
  observation: Observation,
  probe: PageProbe,
  phrase: string,
  negated: boolean,
): Promise<Verdict> {
  const raw = phrase.replace(/^(?:the\s+)?(?:text|message|words?|label)\s+(?=["'])/i, '').trim();
  // "an error message": any alert or error-looking text.
  if (/^(?:an?\s+|any\s+)?(?:error|errors|error message|error messages|validation error)s?$/i.test(raw)) {
    const errors = observation.elements.filter((e) => e.role === 'alert' || ERROR_WORDS.test(`${e.hints?.text ?? ''}`));
    const visible: ObservedElement[] = [];
    for (const e of errors) if (await probe.isVisible(e.ref)) visible.push(e);
    const shown = visible.length > 0;
    const first = visible[0];
    const what = first ? quoted(first.hints?.text || first.name || describeElement(first)) : '';
    return {
      pass: shown !== negated,
      reason: shown ? `An error message is shown: ${what}.` : 'No error message is shown.',
    };
  }
  const target = parseTarget(raw);
  const isQuoted = /^["'`].*["'`]$/.test(raw);
  // A plain text first (quoted, or no role word), then an element of that name.
  if (!target.roles || isQuoted) {
    const text = unquote(isQuoted ? raw : target.name);
    if (text && (await probe.countText(text)) > 0) {
      return {
        pass: !negated,
        reason: negated ? `${quoted(text)} is visible on the page.` : `${quoted(text)} is visible on the page.`,
      };
    }
  }
  const candidates = rank(observation.elements, target, 'any');
  const best = candidates[0];
  if (best && (target.roles ? best.score >= 0.5 : best.score >= 0.7)) {
    const tied = candidates.filter((c) => best.score - c.score < 0.005);
    for (const c of tied) {
      if (await probe.isVisible(c.element.ref)) {
        return {
          pass: !negated,
          reason: `The ${describeElement(c.element)} is visible.`,
        };
      }
    }
  }
  const name = target.name || raw;
  return {
    pass: negated,
    reason: negated
      ? `${quoted(name)} is not visible on the page.`
      : `No visible ${target.roles ? `${target.roles[0]} ` : ''}${quoted(name)} was found on the page.`,
  };
}

async function checkWithin(
  observation: Observation,
  probe: PageProbe,
  text: string,
  container: string,
  negated: boolean,
): Promise<Verdict | null> {
  const holder = ground(observation.elements, container, 'any');
  if (holder.kind === 'found' && holder.score >= 0.7 && !/^(?:page|screen)$/i.test(container.trim())) {
    const inner = await probe.textOf(holder.element.ref);
    if (normalize(inner).includes(normalize(text))) {
      return { pass: !negated, reason: `The ${describeElement(holder.element)} contains ${quoted(text)}.` };
    }
  }
  const verdict = await checkText(probe, text, negated);
  return verdict;
}

// -------------------------------------------------------------------------------------------------------------------
// Counts

const ROLE_NOUNS: Array<[RegExp, string]> = [
  [/^buttons?$/, 'button'],
  [/^links?$/, 'link'],
  [/^(?:checkboxes|checkbox)$/, 'checkbox'],
  [/^headings?$/, 'heading'],
  [/^(?:images?|pictures?|photos?)$/, 'img'],
  [/^rows?$/, 'row'],
  [/^tabs?$/, 'tab'],
  [/^(?:fields?|inputs?|text fields?|textboxes)$/, 'textbox'],
  [/^(?:dropdowns?|selects?)$/, 'combobox'],
  [/^(?:radio buttons?|radios?)$/, 'radio'],
];

async function checkCount(
  observation: Observation,
  probe: PageProbe,
  nounPhrase: string,
  expected: number,
  subject: string | null,
): Promise<Verdict | null> {
  if (!Number.isFinite(expected)) return null;
  const noun = nounPhrase.replace(/\s+(?:in|on|inside|within)\s+(?:the\s+)?.+$/i, '').trim();
  // 1. The page says it: "3 items in your cart".
  if ((await probe.countText(`${expected} ${noun}`)) > 0) {
    return { pass: true, reason: `The page shows ${quoted(`${expected} ${noun}`)}.` };
  }
  // 2. A text or name with a number next to the subject or the noun: "Cart (3)", "3 items left".
  const words = [...tokens(noun), ...(subject ? tokens(subject) : [])].filter(
    (w) => !['the', 'a', 'an', 'in', 'on', 'of', 'my', 'your', 'page', 'list'].includes(w),
  );
  const shown: Array<{ n: number; text: string }> = [];
  for (const e of observation.elements) {
    for (const text of [e.name, e.hints?.text ?? '']) {
      if (!text) continue;
      const t = tokens(text);
      const numbers = t.filter((x) => /^\d+$/.test(x)).map(Number);
      if (numbers.length !== 1) continue;
      if (!words.some((w) => t.some((x) => tokenMatch(w, x) > 0))) continue;
      shown.push({ n: numbers[0] as number, text });
    }
  }
  const hit = shown.find((s) => s.n === expected);
  if (hit) return { pass: true, reason: `The page shows ${quoted(hit.text)}.` };
  if (shown.length > 0) {
    const list = [...new Set(shown.map((s) => quoted(s.text)))].slice(0, 3).join(', ');
    return { pass: false, reason: `Expected ${expected} ${noun}, but the page shows ${list}.` };
  }
  // 3. Count elements: by role noun, else the items of the longest list.
  const lowered = noun.toLowerCase();
  const role = ROLE_NOUNS.find(([re]) => re.test(lowered))?.[1];
  let counted: ObservedElement[];
  let what: string;
  if (role) {
    counted = observation.elements.filter((e) => e.role === role);
    what = `${role} elements`;
  } else {
    const byList = new Map<string, ObservedElement[]>();
    for (const e of observation.elements) {
      if (e.role !== 'listitem' && e.role !== 'row') continue;
      const key = e.parent ?? '';
      byList.set(key, [...(byList.get(key) ?? []), e]);
    }
    counted = [...byList.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    what = `items in the list`;
  }
  const visible: ObservedElement[] = [];
  for (const e of counted) if (await probe.isVisible(e.ref)) visible.push(e);
  const pass = visible.length === expected;
  return {
    pass,
    reason: pass
      ? `There are ${expected} ${noun} (${what}).`
      : `Expected ${expected} ${noun}, but found ${visible.length} ${what}.`,
  };
}

// -------------------------------------------------------------------------------------------------------------------
// States and values

async function checkState(
  observation: Observation,
  probe: PageProbe,
  phrase: string,
  negated: boolean,
  state: string,
): Promise<Verdict | null> {
  const checkable = /checked|ticked|selected|unchecked|unticked/.test(state);
  const g = ground(observation.elements, phrase, checkable ? 'check' : 'any');
  if (g.kind === 'ambiguous') {
    return {
      unsupported: `"${phrase}" is ambiguous: ${g.candidates.length} elements match equally well (${g.candidates
        .slice(0, 4)
        .map(describeElement)
        .join(', ')}). ${MODEL_HINT}`,
    };
  }
  if (g.kind === 'none') {
    if (state === 'empty') return null;
    return {
      pass: false,
      reason: `No ${checkable ? 'checkbox' : 'element'} matching ${quoted(parseTarget(phrase).name)} was found on the page.`,
    };
  }
  const el = g.element;
  const label = describeElement(el);
  let actual: boolean;
  let word: string;
  if (checkable) {
    const checked = await probe.isChecked(el.ref);
    if (checked === null) return { pass: false, reason: `The ${label} cannot be checked or unchecked.` };
    const wantChecked = /^(checked|ticked|selected)$/.test(state);
    actual = checked === wantChecked;
    word = checked ? 'checked' : 'not checked';
  } else if (state === 'empty') {
    const value = (await probe.valueOf(el.ref)) ?? (await probe.textOf(el.ref));
    actual = value.trim() === '';
    word = actual ? 'empty' : 'not empty';
  } else {
    const enabled = await probe.isEnabled(el.ref);
    actual = /enabled|clickable/.test(state) ? enabled : !enabled;
    word = enabled ? 'enabled' : 'disabled';
  }
  const pass = actual !== negated;
  return {
    pass,
    reason: pass
      ? `The ${label} is ${word}.`
      : `Expected the ${label} ${negated ? 'not ' : ''}to be ${state}, but it is ${word}.`,
  };
}

async function checkValue(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  verb: string,
  expected: string,
  negated: boolean,
): Promise<Verdict | null> {
  const contains = /contain|include|show|display|say|read|has$|has text|has the text/.test(verb);
  const exactValue = /has value|has the value|value is|equals|^is$|=/.test(verb);
  const sub = subject.trim();
  if (/^(?:page|screen|site|app)$/i.test(sub)) return checkText(probe, expected, negated);
  const target = parseTarget(sub);
  const candidates = rank(observation.elements, target, 'any');
  const best = candidates[0];
  const strong = best && (target.name ? best.score >= 0.7 : true);
  if (best && strong) {
    const tied = candidates.filter((c) => best.score - c.score < 0.005).map((c) => c.element);
    // A field: its value. Anything else: its text (any of equally good matches, e.g. "the heading").
    for (const el of tied) {
      if (FIELDS.has(el.role)) {
        const value = await probe.valueOf(el.ref);
        if (value === null) return { pass: false, reason: `The value of the ${describeElement(el)} cannot be read.` };
        const ok =
          exactValue && !contains
            ? normalize(value) === normalize(expected)
            : normalize(value).includes(normalize(expected));
        const pass = ok !== negated;
        return {
          pass,
          reason: pass
            ? `The ${describeElement(el)} ${exactValue ? 'is' : 'contains'}${negated ? ' not' : ''} ${quoted(expected)} (value ${quoted(value)}).`
            : `Expected the ${describeElement(el)} ${negated ? 'not ' : ''}to ${exactValue && !contains ? 'be' : 'contain'} ${quoted(expected)}, but its value is ${quoted(value)}.`,
        };
      }
    }
    for (const el of tied) {
      const inner = `${await probe.textOf(el.ref)} ${el.name}`;
      if (normalize(inner).includes(normalize(expected))) {
        return {
          pass: !negated,
          reason: `The ${describeElement(el)} ${negated ? 'contains' : 'shows'} ${quoted(expected)}.`,
        };
      }
    }
    if (target.roles || best.score >= 0.85) {
      const el = tied[0] as ObservedElement;
      const shown = (await probe.textOf(el.ref)) || el.name;
      return {
        pass: negated,
        reason: negated
          ? `The ${describeElement(el)} does not show ${quoted(expected)}.`
          : `Expected the ${describeElement(el)} to show ${quoted(expected)}, but it shows ${quoted(shown.slice(0, 120))}.`,
      };
    }
  }
  // The subject is not an element ("the price is $25.00"): the value must be on the page.
  if (tokens(expected).length === 0 && !/\$|\d/.test(expected)) return null;
  return checkText(probe, expected, negated);
}
