/**
 * Grounding for the rules planner: which observed element does a phrase like `the "Sign in" button`, `Email field` or
 * `the delete button for Buy milk` mean? Tolerant of case, punctuation, quotes, articles, role words and one-letter
 * typos; strict about ambiguity (two equally good matches are reported, never picked at random).
 */
import type { ObservedElement } from '../contract';
import { INTERACTIVE_ROLES } from '../observe';

export type Intent = 'click' | 'fill' | 'select' | 'check' | 'hover' | 'any';

const FIELD = ['textbox', 'searchbox', 'combobox', 'spinbutton'];
const INTENT_ROLES: Partial<Record<Intent, string[]>> = {
  fill: FIELD,
  select: ['combobox', 'listbox'],
  check: ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'],
};

/** Role words users put around names, longest first, and the roles they mean. */
const ROLE_WORDS: Array<[string, string[]]> = [
  ['search box', ['searchbox', 'textbox']],
  ['search field', ['searchbox', 'textbox']],
  ['search bar', ['searchbox', 'textbox']],
  ['search input', ['searchbox', 'textbox']],
  ['text field', FIELD],
  ['text box', FIELD],
  ['input field', FIELD],
  ['text area', ['textbox']],
  ['radio button', ['radio']],
  ['check box', ['checkbox']],
  ['drop down', ['combobox', 'listbox']],
  ['drop-down', ['combobox', 'listbox']],
  ['dropdown', ['combobox', 'listbox']],
  ['select box', ['combobox', 'listbox']],
  ['selectbox', ['combobox', 'listbox']],
  ['combobox', ['combobox']],
  ['combo box', ['combobox']],
  ['picker', ['combobox', 'listbox']],
  ['checkbox', ['checkbox']],
  ['tickbox', ['checkbox']],
  ['toggle', ['switch', 'checkbox']],
  ['switch', ['switch', 'checkbox']],
  ['radio', ['radio']],
  ['textbox', FIELD],
  ['textarea', ['textbox']],
  ['field', FIELD],
  ['input', FIELD],
  ['box', FIELD],
  ['button', ['button']],
  ['btn', ['button']],
  ['link', ['link']],
  ['tab', ['tab']],
  ['heading', ['heading']],
  ['header', ['banner', 'heading']],
  ['footer', ['contentinfo']],
  ['navigation', ['navigation']],
  ['nav', ['navigation']],
  ['image', ['img']],
  ['icon', ['img', 'button']],
  ['picture', ['img']],
  ['list', ['list']],
  ['table', ['table']],
  ['dialog', ['dialog', 'alertdialog']],
  ['modal', ['dialog', 'alertdialog']],
  ['popup', ['dialog', 'alertdialog']],
  ['menu', ['menu', 'menubar', 'navigation']],
];

const STOPWORDS = new Set(['the', 'a', 'an', 'to', 'for', 'of', 'on', 'in', 'at', 'with', 'and', 'my', 'your', 'this']);

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that carry meaning (articles and prepositions dropped, unless nothing else is left). */
export function contentTokens(text: string): string[] {
  const all = tokens(text);
  const content = all.filter((t) => !STOPWORDS.has(t));
  return content.length > 0 ? content : all;
}

/** Damerau-Levenshtein distance at most one (one typo: insertion, deletion, substitution or transposition). */
function withinOneTypo(a: string, b: string): boolean {
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

function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('es') && /(s|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** How well a target token matches a candidate token: 1 exact or plural, 0.85 one typo, 0 otherwise. */
export function tokenMatch(target: string, candidate: string): number {
  if (target === candidate || stem(target) === stem(candidate)) return 1;
  if (target.length >= 4 && candidate.length >= 4 && withinOneTypo(target, candidate)) return 0.85;
  return 0;
}

/** Score in [0, 1] of `target` against one text signal of a candidate; 0 when some target word is missing. */
export function textScore(target: string, signal: string): number {
  if (!signal) return 0;
  const t = normalize(target)
    .replace(/[^\p{L}\p{N}$ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const s = normalize(signal)
    .replace(/[^\p{L}\p{N}$ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (t && t === s) return 1;
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
    if (best === 0) return 0;
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

export interface TargetPhrase {
  /** The name part, role words removed. */
  name: string;
  /** Roles the phrase's role words mean, or null when it names none. */
  roles: string[] | null;
}

/** Splits `the "Sign in" button` into name `Sign in` and roles [button]. */
export function parseTarget(phrase: string): TargetPhrase {
  let text = ` ${phrase.replace(/[\u201c\u201d]/g, '"').trim()} `;
  const quoted = /"([^"]+)"|(?:^|\s)'([^']+)'(?=\s|$)/.exec(text.trim());
  let roles: string[] | null = null;
  const lower = () => text.toLowerCase();
  for (const [word, mapped] of ROLE_WORDS) {
    const pattern = new RegExp(`(^|[\\s"'])${word.replace(/[-]/g, '\\-')}(?=[\\s"'.,]|$)`, 'i');
    if (!pattern.test(lower())) continue;
    // A role word inside the quoted name is part of the name.
    if (quoted && normalize(quoted[1] ?? quoted[2] ?? '').includes(word)) continue;
    roles ??= [];
    for (const r of mapped) if (!roles.includes(r)) roles.push(r);
    const residue = word.startsWith('search ') ? ' search ' : ' ';
    text = text.replace(pattern, `$1${residue}`);
  }
  let name = quoted ? (quoted[1] ?? quoted[2] ?? '') : text;
  name = name
    .trim()
    .replace(/^(?:on|at|in|into)\s+/i, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/\s+(?:for|of|labell?ed|named|called|that says|with the text|with text)$/i, '')
    .trim();
  return { name, roles };
}

export interface Candidate {
  element: ObservedElement;
  score: number;
}

export type Grounding =
  | { kind: 'found'; element: ObservedElement; score: number }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: ObservedElement[] };

/** Signals of an element with their weights. */
function signals(e: ObservedElement): Array<[string, number]> {
  const h = e.hints ?? {};
  const out: Array<[string, number]> = [[e.name, 1]];
  if (h.label) out.push([h.label, 0.98]);
  if (h.placeholder) out.push([h.placeholder, 0.97]);
  if (h.text) out.push([h.text, 0.95]);
  if (h.title) out.push([h.title, 0.93]);
  if (h.testId) out.push([h.testId.replace(/[-_.]+/g, ' '), 0.9]);
  return out;
}

export function scoreElement(e: ObservedElement, target: TargetPhrase, intent: Intent): number {
  const intentRoles = INTENT_ROLES[intent];
  if (intentRoles && !intentRoles.includes(e.role)) return 0;
  let score = 0;
  if (target.name) {
    for (const [text, weight] of signals(e)) score = Math.max(score, textScore(target.name, text) * weight);
  } else if (target.roles) {
    score = 0.6;
  }
  if (score === 0) return 0;
  if (target.roles) score *= target.roles.includes(e.role) ? 1 : 0.6;
  if ((intent === 'click' || intent === 'hover') && !INTERACTIVE_ROLES.has(e.role)) score *= 0.75;
  if (intent === 'click' && e.hints?.disabled) score *= 0.9;
  // Option elements without refs are never candidates; generic containers rarely are what people mean.
  if (e.role === 'generic' || e.role === 'none') score *= 0.9;
  return score;
}

export const MIN_SCORE = 0.45;

function isAncestor(elements: Map<string, ObservedElement>, maybeAncestor: string, of: ObservedElement): boolean {
  for (let p = of.parent; p; p = elements.get(p)?.parent) if (p === maybeAncestor) return true;
  return false;
}

/** The element `phrase` means, for `intent`; `none` or `ambiguous` otherwise. */
export function ground(elements: readonly ObservedElement[], phrase: string | TargetPhrase, intent: Intent): Grounding {
  const target = typeof phrase === 'string' ? parseTarget(phrase) : phrase;
  const ranked = rank(elements, target, intent);
  const best = ranked[0];
  if (!best) return { kind: 'none' };
  const byRef = new Map(elements.map((e) => [e.ref, e]));
  // Ties: an element and its own ancestor are one thing (keep the inner one); others are ambiguous.
  const tied = ranked.filter((c) => best.score - c.score < 0.005);
  const distinct = tied.filter((c) => !tied.some((o) => o !== c && isAncestor(byRef, c.element.ref, o.element)));
  if (distinct.length > 1) return { kind: 'ambiguous', candidates: distinct.map((c) => c.element) };
  const chosen = distinct[0] ?? best;
  return { kind: 'found', element: chosen.element, score: chosen.score };
}

/** Every element matching `target` for `intent`, best first. */
export function rank(elements: readonly ObservedElement[], target: TargetPhrase, intent: Intent): Candidate[] {
  return elements
    .map((element) => ({ element, score: scoreElement(element, target, intent) }))
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
}

export function describeElement(e: ObservedElement): string {
  const name = e.name || e.hints?.text || e.hints?.placeholder || '';
  return name ? `${e.role} "${name}"` : e.role;
}
