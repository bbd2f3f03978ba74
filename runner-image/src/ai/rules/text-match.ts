/**
 * Matching words the way people write them: case, accents, punctuation, plurals, one-letter typos and common
 * synonyms tolerated; numbers matched exactly. Pure string functions, memoized (a page's names are scored against
 * many phrases).
 */

import { sameUnit } from './claims-dimensions';

export const STOPWORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'for',
  'of',
  'on',
  'in',
  'at',
  'with',
  'and',
  'my',
  'your',
  'this',
]);

/** Memoizes a pure string function (the planner scores the same names against many phrases). */
export function memo<T>(fn: (text: string) => T, limit = 50_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, value);
    return value;
  };
}

export const normalize = memo((text: string): string =>
  text
    // "don't" and "do not" are the same words to a reader.
    .replace(/\b(ca|wo)n['\u2019]t\b/gi, (_m, w: string) => (w.toLowerCase() === 'ca' ? 'can not' : 'will not'))
    .replace(/n['\u2019]t\b/gi, ' not')
    .replace(/\bcannot\b/gi, 'can not')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"'`]/g, '')
    // "Date & time" is "date and time".
    .replace(/\s+&\s+/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim(),
);

export const tokensOf = memo((text: string): readonly string[] =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean),
);

export function tokens(text: string): string[] {
  return [...tokensOf(text)];
}

/** Words that carry meaning (articles and prepositions dropped, unless nothing else is left). */
export function contentTokens(text: string): string[] {
  const all = tokens(text);
  // "Car park A", "Gate B": a capital letter after a name is part of it, never the article "a".
  const letter = /\p{L}\s+A\b(?!\s+\p{Ll})/u.test(text);
  const content = all.filter((t) => !STOPWORDS.has(t) || (letter && t === 'a'));
  return content.length > 0 ? content : all;
}

/** Damerau-Levenshtein distance at most one (one typo: insertion, deletion, substitution or transposition). */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function stem(t: string): string {
  const irregular = IRREGULAR_PLURALS[t];
  if (irregular) return irregular;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  // "boxes", "classes", "watches": the -es plural; "closes", "houses", "loses": the word's own e, then -s.
  if (t.length > 3 && t.endsWith('es') && /(ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** Plurals not made with -s ("Children (2–15)" for "1 child"). */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
};

/** How well a target token matches a candidate token: 1 exact or plural, 0.85 one typo, 0 otherwise. */
export function tokenMatch(target: string, candidate: string): number {
  if (target === candidate || stem(target) === stem(candidate)) return 1;
  if (/\d/.test(target) || /\d/.test(candidate)) return 0;
  if (target.length >= 4 && candidate.length >= 4 && withinOneTypo(target, candidate)) return 0.85;
  // Another form of the same verb: "sharing" / "share", "saved" / "save", "booking" / "book".
  if (sameVerb(target, candidate) || sameRoot(target, candidate)) return 0.85;
  const synonyms = SYNONYMS[target];
  if (synonyms?.includes(candidate) || synonyms?.includes(stem(candidate))) return 0.8;
  return 0;
}

/** A word and one made from it: "renew" / "renewal", "automatic" / "automatically", "confirm" / "confirmation". */
function sameRoot(a: string, b: string): boolean {
  // "departure" and "departing", "closure" and "closed": a noun in -ure and its verb.
  const verbOf = (w: string) => w.replace(/(?:ure|ing|ed)$/, '').replace(/e$/, '');
  if (/ure$/.test(a) !== /ure$/.test(b) && /(?:ure|ing|ed)$/.test(a) && /(?:ure|ing|ed)$/.test(b)) {
    if (verbOf(a).length >= 4 && verbOf(a) === verbOf(b)) return true;
  }
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && DERIVED.has(long.slice(short.length));
}
const DERIVED = new Set(['al', 'ally', 'ly', 'ment', 'ation', 'ion']);

export function sameVerb(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  if (!a.endsWith('ing') && !a.endsWith('ed') && !b.endsWith('ing') && !b.endsWith('ed')) return false;
  const base = (w: string) => w.replace(/(?:ing|ed)$/, '').replace(/e$/, '');
  const x = base(a);
  const y = base(b);
  return x.length >= 3 && x === y;
}

/** Words people use for an icon or a control that is labelled otherwise. */
export const SYNONYMS: Record<string, string[]> = {
  trash: ['delete', 'remove', 'bin'],
  bin: ['delete', 'remove', 'trash'],
  garbage: ['delete', 'remove', 'trash'],
  delete: ['remove', 'trash'],
  remove: ['delete', 'trash'],
  pencil: ['edit'],
  edit: ['modify', 'change'],
  gear: ['settings', 'preferences'],
  cog: ['settings', 'preferences'],
  settings: ['preferences'],
  preferences: ['settings'],
  cross: ['close', 'dismiss'],
  x: ['close', 'dismiss'],
  close: ['dismiss'],
  dismiss: ['close'],
  hamburger: ['menu'],
  burger: ['menu'],
  magnifier: ['search'],
  heart: ['favorite', 'favourite', 'like', 'save'],
  favorite: ['favourite', 'like', 'heart'],
  favourite: ['favorite', 'like', 'heart'],
  plus: ['add', 'increase', 'increment', 'more'],
  minus: ['remove', 'decrease', 'decrement', 'less'],
  increase: ['plus', 'increment', 'add'],
  decrease: ['minus', 'decrement'],
  login: ['log', 'sign'],
  signin: ['sign', 'log'],
  cart: ['basket', 'bag'],
  basket: ['cart', 'bag'],
  bag: ['cart', 'basket'],
  email: ['mail'],
  mail: ['email'],
  next: ['continue', 'forward'],
  previous: ['back', 'prev'],
  back: ['previous', 'prev'],
  submit: ['send'],
  send: ['submit'],
};
export const SYMBOL_WORDS: Record<string, string> = {
  '+': 'plus add increase',
  '−': 'minus remove decrease',
  '-': 'minus remove decrease',
  '×': 'close dismiss',
  '✕': 'close dismiss',
  '✖': 'close dismiss',
  x: 'close dismiss',
  '☰': 'menu',
  '🗑': 'delete trash',
  '✎': 'edit',
  '✏': 'edit',
  '⚙': 'settings',
  '♥': 'favorite like',
  '♡': 'favorite like',
  '★': 'star',
  '☆': 'star',
  '🔍': 'search',
  '›': 'next',
  '‹': 'previous',
  '»': 'next last',
  '«': 'previous first',
  '→': 'right arrow next forward',
  '←': 'left arrow back previous',
  '↑': 'up arrow',
  '↓': 'down arrow',
  '⋮': 'more actions options menu',
  '⋯': 'more actions options menu',
  '…': 'more actions options',
  '...': 'more actions options',
  '👁': 'eye show',
  '✓': 'check done',
  '✔': 'check done',
  '🔔': 'bell notifications',
  '🛒': 'cart basket',
  '👤': 'account profile user',
  '✉': 'email message envelope',
  '📅': 'calendar date',
  '🏠': 'home',
};

export const scores = new Map<string, number>();

/** Score in [0, 1] of `target` against one text signal of a candidate; 0 when some target word is missing. */
export function textScore(target: string, signal: string): number {
  if (!signal) return 0;
  const key = `${target}\u0000${signal}`;
  const hit = scores.get(key);
  if (hit !== undefined) return hit;
  const score = computeTextScore(target, signal);
  if (scores.size >= 100_000) scores.clear();
  scores.set(key, score);
  return score;
}

export function computeTextScore(target: string, signal: string): number {
  const t = normalize(target)
    .replace(/[^\p{L}\p{N}$ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const s = normalize(signal)
    .replace(/[^\p{L}\p{N}$ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (t && t === s) return 1;
  // "April 2027" is the row header "Apr 2027" as it is.
  const short = (text: string) => text.split(' ').map(shortName).join(' ');
  if (
    t &&
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/.test(s) &&
    short(t) === short(s)
  ) {
    return 1;
  }
  const want = contentTokens(target);
  const have = tokens(signal);
  if (want.length === 0 || have.length === 0) return 0;
  let sum = 0;
  const used = new Set<number>();
  for (const w of want) {
    let best = 0;
    let at = -1;
    have.forEach((h, i) => {
      if (used.has(i)) return;
      const m = tokenMatch(w, h);
      if (m > best) {
        best = m;
        at = i;
      }
    });
    if (best === 0) {
      // "EPC" for "Energy performance certificate": letters written in capitals that are the initials of words.
      const spelt = initialsOf(w, target, have, used);
      if (!spelt) return 0;
      for (const i of spelt) used.add(i);
      sum += 0.9;
      continue;
    }
    used.add(at);
    sum += best;
  }
  let penalty = 0;
  have.forEach((h, i) => {
    if (used.has(i) || STOPWORDS.has(h)) return;
    penalty += /^\d+$/.test(h) ? 0.005 : 0.04;
  });
  const startsWith = s.startsWith(t) ? 0.02 : 0;
  return Math.max(0.05, 0.9 * (sum / want.length) - Math.min(penalty, 0.4) + startsWith);
}

/**
 * The indexes of the words of `have` whose initials spell `word` when `target` writes it in capitals ("EPC": energy
 * performance certificate; "COI": certificate of insurance), or null.
 */
function initialsOf(word: string, target: string, have: readonly string[], used: ReadonlySet<number>): number[] | null {
  if (
    !/^[a-z]{2,5}$/.test(word) ||
    !new RegExp(`(?:^|[^\\p{L}])${word.toUpperCase()}(?:$|[^\\p{L}])`, 'u').test(target)
  ) {
    return null;
  }
  for (let start = 0; start < have.length; start++) {
    const picked: number[] = [];
    for (let i = start; i < have.length && picked.length < word.length; i++) {
      const h = have[i] as string;
      if (used.has(i)) break;
      if (h[0] === word[picked.length]) picked.push(i);
      else if (picked.length === 0 || !STOPWORDS.has(h)) break;
    }
    if (picked.length === word.length) return picked;
  }
  return null;
}

/** Numbers as written, decimals and thousands kept whole: "£2.49" holds 2.49, not 2 and 49. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The numbers of `text`, each in one form: "1,299.00" and "1299" are "1299", "07" is "7"; "1.2.3" stays as it is. */
const numbersIn = memo((text: string): readonly string[] =>
  (text.match(NUMBER) ?? []).map((raw) => {
    const n = Number(/,\d{3}(?:\D|$)/.test(raw) ? raw.replace(/,/g, '') : raw.replace(/,/g, '.'));
    return Number.isFinite(n) ? String(n) : raw;
  }),
);

/**
 * Whether every number of `needle` is a whole number of `hay`: "4" is not in "★ 4.4", nor "£2" in "£2.49", though
 * their words are.
 */
export function numbersWhole(hay: string, needle: string): boolean {
  const have = numbersIn(hay);
  return numbersIn(needle).every((n) => have.includes(n));
}

/** Whether `needle` appears in `hay` as whole words (so "3" is not found in "13", nor "4" in "4.4"). */
export function containsPhrase(hay: string, needle: string): boolean {
  if (!numbersWhole(hay, needle)) return false;
  const n = tokens(needle);
  if (n.length === 0) return normalize(hay).includes(normalize(needle));
  const h = tokens(hay);
  for (let i = 0; i + n.length <= h.length; i++) {
    const same = (w: string, j: number) =>
      h[i + j] === w ||
      (!/^\d/.test(w) && tokenMatch(w, h[i + j] as string) === 1) ||
      // "5 minute" and "5 min": the same unit after the same number; never the first part of a longer amount ("4 h
      // 20 min" is not "4 hours").
      (j > 0 && /^\d/.test(n[j - 1] as string) && sameUnit(w, h[i + j] as string) && !/^\d/.test(h[i + j + 1] ?? ''));
    if (n.every(same) && !deniedBefore(h, i, n[0] as string)) return true;
  }
  return false;
}

/**
 * Whether the words before position `at` deny what follows: "Not booked" does not say "booked", nor does "can't be
 * booked", "not yet booked" or "no longer booked"; "no" only before words ("Room no 5" says "5").
 */
function deniedBefore(words: readonly string[], at: number, first: string): boolean {
  const before = words[at - 1];
  const earlier = words[at - 2];
  if (before === 'not' || before === 'never') return true;
  if (before === 'no' && !/^\d/.test(first)) return true;
  if (before === 'longer' && earlier === 'no') return true;
  return (before === 'yet' || before === 'be' || before === 'been') && (earlier === 'not' || earlier === 'never');
}

/** The months' short names, in order ("jan" is month 1). */
export const MONTH_ABBREVIATIONS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Months and days by the short names pages use ("9 Jan", "Thu"): "9 January" and "9 Jan" are the same words. */
const SHORT_NAMES: Record<string, string> = {
  january: 'jan',
  february: 'feb',
  march: 'mar',
  april: 'apr',
  june: 'jun',
  july: 'jul',
  august: 'aug',
  september: 'sep',
  sept: 'sep',
  october: 'oct',
  november: 'nov',
  december: 'dec',
  monday: 'mon',
  tuesday: 'tue',
  tues: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  thurs: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday: 'sun',
};

/** A word with a month's or a day's full name as its short name ("January" -> "jan"); any other word as it is. */
export function shortName(word: string): string {
  return SHORT_NAMES[word] ?? word;
}

/** Whether `value` (a number) stands in `text` only as the scale of another number ("72 / 100", "4 out of 5"). */
export function onlyAsScale(text: string, value: string): boolean {
  const n = value.trim();
  if (!/^\d[\d,.]*$/.test(n)) return false;
  const at = [...text.matchAll(new RegExp(`(?<![\\d.,])${n.replace(/[.]/g, '\\.')}(?![\\d.,]*\\d)`, 'g'))];
  return at.length > 0 && at.every((m) => /\d\s*(?:\/|out\s+of|of)\s*$/i.test(text.slice(0, m.index)));
}
