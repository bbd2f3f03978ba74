/**
 * A claim read as a fact about one item of the page: "Laura Gómez was last contacted on 20 Oct 2026", "Heron's Rest
 * sleeps 2", "Tern Cottage was refunded £297.00", "EX-3109 was approved by Nadia Osei".
 *
 * The claim is cut into its names, codes, dates and numbers with their units (phrases), and the words of meaning
 * between them. It holds only when one item (a row, a card, a list item, a paragraph) shows every part in the claim's
 * order, each word right before the phrase it leads to ("refunded £297.00", not "Refunded £150.00 · Total £297.00"),
 * or, in a table, as the header of the column that holds that phrase ("Last contacted": "20 Oct 2026"); with no
 * negation in the item. Claims that count, compare, rank or negate are not facts about one item and are left alone,
 * and this reading never fails a step: a claim it cannot confirm goes to the checks that say why.
 *
 *   const verdict = await checkFact(observation, probe, 'Heron\'s Rest sleeps 2'); // { pass: true, reason } | null
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted } from './checks-page';
import { isUnder } from './checks-value-scope';
import { checkConfirmedWithReference } from './claims-confirmed';
import { describeElement, indexOf, tokenMatch, tokens } from './ground';
import { containsPhrase, STOPWORDS, shortName } from './text-match';

/** Words that join the parts of a claim without carrying it. */
const FILLERS = new Set([
  ...STOPWORDS,
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'has',
  'have',
  'had',
  'i',
  'ive',
  'im',
  'me',
  'we',
  'our',
  'us',
  'you',
  'it',
  'its',
  'they',
  'their',
  'by',
  'from',
  'as',
  'off',
  'still',
  'now',
  'already',
  'currently',
  'shows',
  'show',
  'says',
  'lists',
  'reads',
  'displays',
  'that',
]);

/** Claims about many items, an order or an absence: not a fact about one item. */
const NOT_ONE_ITEM =
  /\b(?:not|no|never|none|nothing|cannot|can't|won't|isn't|aren't|wasn't|doesn't|without|only|just|all|every|each|both|either|neither|any|most|least|more|less|fewer|than|first|last|top|bottom|cheapest|dearest|highest|lowest|oldest|newest|latest|earliest|before|after|until|between|sorted|alphabetical|ascending|descending|listed|count|total|totals|totalling|adds|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/** Roles whose text lists choices rather than says something. */
const CHOICES = new Set(['combobox', 'listbox', 'option', 'radiogroup', 'menu', 'menuitem', 'menuitemradio']);

/** Roles of controls, whose words say what they do (a link is often the item's own name). */
const CONTROLS = new Set(['button', 'tab', 'menuitem', 'switch', 'checkbox', 'textbox', 'searchbox']);

/** Roles beyond which an item does not extend. */
const ITEM_BOUNDS = new Set(['list', 'table', 'rowgroup', 'grid', 'treegrid', 'main', 'region', 'dialog', 'form']);

/** A part of a claim: a phrase (a name, a code, a date, a number with its unit) or the words before one. */
interface Unit {
  words: string[];
  phrase: string | null;
}

/** The claim's units, in order; null when it is not a fact about one item. */
export function factUnits(claim: string): Unit[] | null {
  const text = claim.trim().replace(/[.!]$/, '');
  // "was last contacted", "last updated": when, not which.
  if (NOT_ONE_ITEM.test(text.replace(/\blast\s+(?=\w+ed\b)/gi, '')) || /\?/.test(text)) return null;
  const raw = text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“‘]+|[)"'”’,;:]+$/g, ''))
    .filter(Boolean);
  const units: Unit[] = [];
  let words: string[] = [];
  let phrase: string[] = [];
  const close = () => {
    if (phrase.length === 0) return;
    units.push({ words, phrase: phrase.join(' ') });
    phrase = [];
    words = [];
  };
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i] as string;
    const strong = /\d/.test(w) || (/^\p{Lu}/u.test(w) && !(i === 0 && FILLERS.has(w.toLowerCase())));
    if (strong) {
      // "Car park A", "row B": a letter after a word is that word's.
      const next = raw[i + 1] ?? '';
      const alone = !/\d/.test(next) && !/^\p{Lu}/u.test(next);
      if (phrase.length === 0 && /^\p{Lu}$/u.test(w) && alone && words.at(-1) === raw[i - 1]?.toLowerCase()) {
        phrase.push(words.pop() as string);
      }
      phrase.push(w);
      // A number's unit: "5 stars", "2.4 kg", "75 sq ft".
      if (/\d/.test(w)) {
        for (let k = 0; k < 2; k++) {
          const next = raw[i + 1];
          if (!next || !/^\p{Ll}[\p{Ll}.]*$/u.test(next) || FILLERS.has(next.toLowerCase())) break;
          phrase.push(next);
          i++;
        }
      }
      continue;
    }
    // "Bloom & Wild": one name.
    if (phrase.length > 0 && /^(?:&|and|of)$/i.test(w) && /^\p{Lu}/u.test(raw[i + 1] ?? '')) {
      phrase.push(w);
      continue;
    }
    if (phrase.length > 0) close();
    if (!FILLERS.has(tokens(w).join(''))) words.push(...tokens(w));
  }
  close();
  if (words.length > 0) units.push({ words, phrase: null });
  // A single letter is not a name to look for; a claim of one part is a text, which other checks read.
  if (units.some((u) => u.phrase !== null && /^\p{L}$/u.test(tokens(u.phrase).join('')))) return null;
  return units.length < 2 ? null : units;
}

/** Where `phrase` starts in `have` at or after `from` (whole words, numbers exact), or -1. */
function phraseAt(have: string[], phrase: string, from: number): number {
  const want = tokens(phrase);
  for (let i = from; i + want.length <= have.length; i++) {
    // "12 credits" is not in "6 of 12 credits" (nor "out of 12"): a total, not the number; unless the claim's part
    // before it was that "6" ("3 of 3 recipes are chosen").
    if (/^\d/.test(want[0] ?? '') && have[i - 1] === 'of' && /^(?:\d.*|out)$/.test(have[i - 2] ?? '') && i - 1 !== from)
      continue;
    if (
      want.every((w, j) => {
        const h = have[i + j] as string;
        return h === w || shortName(h) === shortName(w) || (!/\d/.test(w) && tokenMatch(w, h) >= 0.85);
      })
    ) {
      return i;
    }
  }
  return -1;
}

/** The column header over the cell of `row` that shows `phrase`, if `row` is a row of a table with headers. */
function headerOf(observation: Observation, row: ObservedElement, phrase: string): string {
  if (row.role !== 'row') return '';
  const elements = observation.elements;
  const cells = elements.filter((e) => e.parent === row.ref && /^(?:cell|gridcell|rowheader)$/.test(e.role));
  const at = cells.findIndex((c) => containsPhrase(`${c.name} ${c.hints?.text ?? ''}`, phrase));
  if (at < 0) return '';
  const index = indexOf(elements);
  let table = row.parent ? index.byRef.get(row.parent) : undefined;
  while (table && !['table', 'grid', 'treegrid'].includes(table.role)) {
    table = table.parent ? index.byRef.get(table.parent) : undefined;
  }
  if (!table) return '';
  const headers = elements.filter((e) => e.role === 'columnheader' && isUnder(index.byRef, e, table.ref));
  return headers.length === cells.length ? ((headers[at] as ObservedElement).name ?? '') : '';
}

/**
 * Whether `words` stand in `have` right before `start`, in order, with nothing but words like "on" or "by" between
 * them ("closes on Fri 19 March", "rated it 5 stars"; not "Sleeps 2 · 4 bedrooms" for "sleeps 4"), none before `from`.
 */
function wordsRightBefore(have: string[], words: string[], start: number, from: number): boolean {
  let at = start - 1;
  for (const w of [...words].reverse()) {
    while (at >= from && FILLERS.has(have[at] as string) && tokenMatch(w, have[at] as string) < 0.85) at--;
    if (at < from || tokenMatch(w, have[at] as string) < 0.85) return false;
    at--;
  }
  return true;
}

/** Whether `text` shows the units in order, each unit's words right before its phrase (or as its column header). */
function showsUnits(text: string, units: Unit[], header: (phrase: string) => string): boolean {
  const have = tokens(text);
  let pos = 0;
  for (const unit of units) {
    if (unit.phrase === null) {
      // Words after the last phrase: right after it, in order, with only words like "in" or "your" between them
      // ("Serverless at Scale · In your agenda"; not "Maya Lind · Hiring manager · recruiter" for "is the recruiter").
      let at = pos;
      for (const w of unit.words) {
        while (at < have.length && FILLERS.has(have[at] as string) && tokenMatch(w, have[at] as string) < 0.85) at++;
        if (at >= have.length || tokenMatch(w, have[at] as string) < 0.85) return false;
        at++;
      }
      pos = at;
      continue;
    }
    let phrase = unit.phrase;
    let words = unit.words;
    let start = phraseAt(have, phrase, pos);
    // "98.5% accuracy" in a table: the number in the Accuracy column.
    const unitWords = /^(\S*\d\S*)\s+(\p{Ll}.*)$/u.exec(phrase);
    if (start < 0 && unitWords) {
      phrase = unitWords[1] as string;
      words = [...words, ...tokens(unitWords[2] as string)];
      start = phraseAt(have, phrase, pos);
      const titled = tokens(header(phrase));
      if (start >= 0 && !words.every((w) => titled.some((h) => tokenMatch(w, h) >= 0.85))) return false;
    }
    if (start < 0) return false;
    if (words.length > 0) {
      const near = wordsRightBefore(have, words, start, pos);
      const titled = tokens(header(phrase));
      const headed = titled.length > 0 && words.every((w) => titled.some((h) => tokenMatch(w, h) >= 0.85));
      if (!near && !headed) return false;
    }
    pos = start + tokens(phrase).length;
  }
  return true;
}

/** The claim as a fact one item of the page shows: a passing verdict, or null when none shows all of it. */
export async function checkFact(
  observation: Observation,
  probe: PageProbe,
  claim: string,
): Promise<{ pass: true; reason: string } | null> {
  // "The booking is confirmed with reference BSD-48213": a success stated beside that reference.
  const confirmed = await checkConfirmedWithReference(observation, probe, claim);
  if (confirmed) return confirmed.pass ? { pass: true, reason: confirmed.reason } : null;
  const units = factUnits(claim);
  if (!units) return null;
  const index = indexOf(observation.elements);
  // "EX-3109 was approved by Nadia Osei" on EX-3109's own page: the rest of the claim in one item of it.
  const first = units[0] as Unit;
  if (
    first.phrase !== null &&
    first.words.length === 0 &&
    units.slice(1).some((u) => u.words.length > 0) &&
    pageIsAbout(observation, first.phrase)
  ) {
    const rest = await checkUnits(observation, probe, index, units.slice(1));
    if (rest) return { ...rest, reason: `The page is about ${quoted(first.phrase)}. ${rest.reason}` };
  }
  return checkUnits(observation, probe, index, units);
}

/** Whether the page's one main heading is about `phrase` ("Expense claim EX-3109", "Membership"). */
function pageIsAbout(observation: Observation, phrase: string): boolean {
  const headings = observation.elements.filter((e) => e.role === 'heading');
  const top = Math.min(...headings.map((e) => e.hints?.level ?? 6));
  const main = headings.filter((e) => (e.hints?.level ?? 6) === top);
  return main.length === 1 && tokens(phrase).length > 0 && containsPhrase((main[0] as ObservedElement).name, phrase);
}

async function checkUnits(
  observation: Observation,
  probe: PageProbe,
  index: ReturnType<typeof indexOf>,
  units: Unit[],
): Promise<{ pass: true; reason: string } | null> {
  const anchor = (units.find((u) => u.phrase !== null)?.phrase ?? units[0]?.words[0]) as string;
  const tried = new Set<string>();
  for (const el of observation.elements) {
    if (!containsPhrase(`${el.name} ${el.hints?.text ?? ''}`, anchor)) continue;
    if (!(await probe.isVisible(el.ref))) continue;
    let node: ObservedElement | undefined = el;
    for (let level = 0; node && level < 5; level++, node = node.parent ? index.byRef.get(node.parent) : undefined) {
      if (ITEM_BOUNDS.has(node.role)) break;
      if (tried.has(node.ref)) continue;
      tried.add(node.ref);
      // An item, not a part of the page: a few elements, a few lines of text.
      const ref = node.ref;
      const inside = observation.elements.filter((e) => e.ref === ref || isUnder(index.byRef, e, ref));
      if (inside.length > 21) break;
      // A dropdown's text is all its choices, not what is chosen.
      if (inside.some((e) => CHOICES.has(e.role))) break;
      const shown = (await probe.textOf(node.ref)) || `${node.name} ${node.hints?.text ?? ''}`;
      if (shown.length > 300) break;
      // What a control says is what it does ("Add to agenda"), not what is so.
      const text = inside
        .filter((e) => CONTROLS.has(e.role) && (e.name || e.hints?.text))
        .reduce((t, e) => t.replace(e.hints?.text && t.includes(e.hints.text) ? e.hints.text : e.name, ' '), shown);
      if (/\b(?:not|no|never|cannot|can not|unavailable)\b/i.test(text)) break;
      const item = node;
      if (showsUnits(text, units, (phrase) => headerOf(observation, item, phrase))) {
        return {
          pass: true,
          reason: `The ${describeElement(item)} shows it: ${quoted(text.replace(/\s+/g, ' ').trim().slice(0, 120))}.`,
        };
      }
      // One of repeated items (a row, a card, a list item, or one of siblings made alike): what holds it holds
      // others too, whose words are not this one's ("Omar offered £170" beside "Dev P. offered £170").
      const alike = observation.elements.some(
        (e) =>
          e.ref !== item.ref &&
          e.parent === item.parent &&
          e.role === item.role &&
          e.hints?.ident === item.hints?.ident,
      );
      if (['row', 'listitem', 'article'].includes(item.role) || (alike && item.role !== 'cell')) break;
    }
  }
  return null;
}
