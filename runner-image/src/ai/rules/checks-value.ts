/**
 * Value checks about one element: its value or text ("the email field contains ada@example.com", "Order #1042 is
 * Delivered"), read on a field, a text, the item it titles, a table cell, a heading's section or a term's definition,
 * never on the value anywhere on the page. Values compare strictly (accents kept).
 */

import type { Observation, ObservedElement, PageProbe } from '../contract';
import { CHOICES, chosenOf, holdsChoices, listedAmong, pickedAmong, toggledIn } from './checks-choices';
import { fieldError, namedFieldError } from './checks-field-error';
import { checkText, checkWithin, FIELDS, holderText, quoted, unquote, type Verdict } from './checks-page';
import { starRating } from './checks-stars';
import {
  amountAfterName,
  amountBeside,
  cellsHold,
  columnCell,
  columnSays,
  definitionOf,
  headingSection,
  itemOf,
  qualifiedAmount,
  shownInScope,
  termOf,
  valueOfAnother,
} from './checks-value-scope';
import { words } from './claims-evidence';
import { headlineOf } from './claims-headline';
import { layoutPart } from './claims-layout';
import { GREETING, MESSAGE_ROLES, saysInOtherWords } from './claims-messages';
import {
  contentTokens,
  describeElement,
  ground,
  indexOf,
  mainHeading,
  parseTarget,
  rank,
  tokenMatch,
  tokens,
} from './ground';
import { inScope, isAncestor } from './page-index';
import { isoDate } from './plan-state';
import { containsPhrase, normalize, numbersWhole, onlyAsScale } from './text-match';

/** Values compare exactly but for case, spacing and currency formatting: "López" is not "Lopez". */
export function sameValue(actual: string, expected: string): boolean {
  const strict = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  if (strict(actual) === strict(expected)) return true;
  // A date input holds "2026-11-27" for "27 November 2026".
  if (/^\d{4}-\d{2}-\d{2}$/.test(actual.trim()) && isoDate(expected) === actual.trim()) return true;
  const num = (t: string) =>
    /^[^\d-]*-?[\d,]*\.?\d+\s*[^\d]*$/.test(t.trim()) ? Number(t.replace(/[^\d.-]/g, '')) : Number.NaN;
  const a = num(actual);
  const e = num(expected);
  return Number.isFinite(a) && Number.isFinite(e) && a === e;
}

/** Whether a value contains the expected text, diacritics and case of letters kept apart only by case. */
export function valueContains(actual: string, expected: string): boolean {
  const strict = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  return (strict(actual).includes(strict(expected)) && numbersWhole(actual, expected)) || sameValue(actual, expected);
}

/** Words that introduce a value without being part of it: "rated 4.6", "at $300", "priced at $12". */
export const VALUE_LEAD =
  /^(?:rated|at|priced at|set to|marked as|marked|flagged as|flagged|labell?ed|listed as|now|currently|of|shown as|displayed as|as)\s+/i;

export async function checkValue(
  observation: Observation,
  probe: PageProbe,
  subject: string,
  verb: string,
  rawExpected: string,
  negated: boolean,
): Promise<Verdict | null> {
  const contains =
    /contain|include|show|display|say|read|ask|tell|mention|state|has$|has text|has the text|cost|price/.test(verb);
  const exactValue = /has value|has the value|value is|equals|^is$|=/.test(verb);
  // "$140 per night" is shown as "$140 / night"; "rated 4.6" as "4.6".
  const expected = rawExpected
    .replace(VALUE_LEAD, '')
    // "marked as a pharmacy medicine": the label reads "Pharmacy medicine".
    .replace(/^an?\s+(?=\p{L})/iu, '')
    // "rated 4.4 out of 5", "4.4/5", "4.4 stars": shown as "★ 4.4".
    .replace(/^(\d+(?:\.\d+)?)\s*(?:out of\s*5|\/\s*5|stars?)$/i, '$1')
    .replace(/\s+(?:per|a|each|every)\s+(?:night|person|day|month|year|item|unit|hour|week)$/i, '');
  const sub = byItsDate(observation, subject.trim());
  if (/^(?:page|screen|site|app|website)$/i.test(sub)) return checkText(observation, probe, expected, negated);
  const ownError = namedFieldError(observation, sub, rawExpected, negated);
  if (ownError) return ownError;
  const target = parseTarget(sub);
  // A claim is about a thing, not about the control that acts on it ("Order #1045 is Shipped" is not about the
  // "Delete order 1045" button).
  const subjectVerb = tokens(sub)[0] ?? '';
  const ranked = rank(observation.elements, target, 'any').filter((c) => {
    if (!['button', 'link', 'menuitem', 'checkbox', 'radio', 'switch'].includes(c.element.role)) return true;
    const verb = /^(delete|remove|edit|view|open|close|add|cancel|archive|select|download|share|copy|save)\b/i.exec(
      c.element.name,
    )?.[1];
    return !verb || verb.toLowerCase() === subjectVerb;
  });
  // "Louis Moreau's seat": a seat inside what names Louis Moreau, never a seat elsewhere.
  const main = mainHeading(observation.elements, target);
  // "The header shows Saved (1)": the page's main heading, or the banner at its top; either may be meant.
  const banner =
    main?.kind === 'found' && target.roles?.includes('banner')
      ? observation.elements.filter((e) => e.role === 'banner').map((element) => ({ element, score: 1 }))
      : [];
  let candidates = main?.kind === 'found' ? [{ element: main.element, score: 1 }, ...banner] : ranked;
  // "In the row for order 1043, the customer is Dev Patel", "the status for SK 311 is Delayed": the cell of that row
  // in that column, when the page has such a table.
  // "the price for dog-in-snow.jpg": a column and a row, said without the words of a scope.
  const split = target.scopes?.length ? null : /^(?:the\s+)?(.+?)\s+(?:for|of)\s+(?:the\s+)?(.+)$/i.exec(sub);
  const [rowScope, column] = target.scopes?.length
    ? [target.scopes[0], target.name]
    : split
      ? [split[2], split[1]]
      : [undefined, undefined];
  const cell = rowScope && column ? await columnCell(observation, probe, rowScope, column) : null;
  if (cell) {
    const has = containsPhrase(cell.text, expected) || containsPhrase(cell.text, rawExpected);
    return {
      pass: has !== negated,
      reason: `The ${cell.column} of ${quoted(rowScope as string)} is ${quoted(cell.text.trim().slice(0, 80))}.`,
    };
  }
  for (const scope of target.scopes ?? []) {
    const kept = inScope(indexOf(observation.elements), observation.elements, candidates, scope);
    if (!kept || kept.length === 0) {
      return {
        pass: false,
        reason: `No ${quoted(target.name || sub)} was found in ${quoted(scope)}.`,
        certainty: 'unsure',
      };
    }
    candidates = kept;
  }
  const best = candidates[0];
  const strong = best && (target.name ? best.score >= 0.7 : true);
  if (best && strong) {
    const tied = candidates.filter((c) => best.score - c.score < 0.005).map((c) => c.element);
    // A field: its value. Anything else: its text (any of equally good matches, e.g. "the heading").
    for (const el of tied) {
      // "The email box has the placeholder you@example.com": the hint it shows while empty.
      const hint = /^(?:the\s+)?placeholder\s+(.+)$/i.exec(expected);
      if (FIELDS.has(el.role) && hint) {
        const shown = el.hints?.placeholder ?? '';
        const pass = sameValue(shown, unquote(hint[1] as string)) !== negated;
        return { pass, reason: `The ${describeElement(el)} has the placeholder ${quoted(shown)}.` };
      }
      const error = FIELDS.has(el.role) ? fieldError(observation, el, rawExpected, negated) : null;
      if (error) return error;
      if (FIELDS.has(el.role)) {
        // A custom dropdown shows its choice as its text.
        const value = (await probe.valueOf(el.ref)) ?? (el.role === 'combobox' ? await probe.textOf(el.ref) : null);
        if (value === null) return { pass: false, reason: `The value of the ${describeElement(el)} cannot be read.` };
        const ok = exactValue && !contains ? sameValue(value, expected) : valueContains(value, expected);
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
      // "The floor area is 110 m²": a term of a description list is answered by its definition.
      // A term's words in a <strong> of its own ("**Total**") are the term.
      const term = el.role === 'term' ? el : observation.elements.find((t) => t.ref === el.parent && t.role === 'term');
      const definition = term ? definitionOf(observation, term) : undefined;
      if (definition) {
        const text = `${await probe.textOf(definition.ref)} ${definition.name}`;
        const has = containsPhrase(text, expected) || containsPhrase(text, rawExpected);
        return {
          pass: has !== negated,
          reason: has
            ? `The ${describeElement(term ?? el)} is ${quoted(text.trim())}.`
            : `Expected the ${describeElement(term ?? el)} to be ${quoted(expected)}, but it is ${quoted(text.trim())}.`,
        };
      }
      // "the page heading is "Sign in"": the heading says that and nothing more (not "Member sign in").
      if (el.role === 'heading' && target.roles?.includes('heading') && exactValue && !contains) {
        const whole = (t: string) => tokens(t).join(' ');
        const is = (h: ObservedElement) => whole(h.name) === whole(expected) || whole(h.name) === whole(rawExpected);
        // "Heading should be Check and pay" under the page's title: the heading of the step shown (a level 2) too.
        const unnamed =
          !target.name.trim() &&
          !negated &&
          !target.roles?.includes('dialog') &&
          !observation.elements.some((d) => d.role === 'dialog' || d.role === 'alertdialog');
        const other =
          unnamed && observation.elements.find((h) => h.role === 'heading' && (h.hints?.level ?? 6) <= 2 && is(h));
        const pass = (is(el) || !!other) !== negated;
        return {
          pass,
          reason: pass
            ? `The ${describeElement(is(el) || !other ? el : other)} is${negated ? ' not' : ''} ${quoted(expected)}.`
            : `Expected the ${describeElement(el)} ${negated ? 'not ' : ''}to be ${quoted(expected)}.`,
        };
      }
      // A group of choices shows the one chosen: "The cover costs £22.00" is not an option nobody picked.
      const chosen = chosenOf(observation, el);
      // A heading named for what it heads ("The fee calculator says ..."): the part it heads; "the heading" itself.
      const headed = el.role === 'heading' && !target.roles?.includes('heading') && tied.length === 1;
      const inner =
        chosen ?? (headed ? await holderText(observation, probe, el) : `${await probe.textOf(el.ref)} ${el.name}`);
      // "The dialog says I will get £50.00 back" ("You'll get £50.00 back"): a message, read in other words.
      const message =
        (MESSAGE_ROLES.has(el.role) || el.role === 'heading') &&
        /say|ask|tell|mention|state|warn|explain|confirm/.test(verb);
      // "The booking fee is £1.50" on "Booking fee (2 × £1.50)": the amount with words that change what it is.
      if (qualifiedAmount(inner, expected, `${sub} ${rawExpected}`)) {
        return {
          pass: negated,
          reason: `The ${describeElement(el)} shows ${quoted(expected)} only as part of ${quoted((el.name || inner).trim().slice(0, 80))}.`,
        };
      }
      // "My plan is Monthly" (not "the Plans panel shows Monthly") on a panel of plan cards.
      const among = contains ? 0 : listedAmong(observation, el, expected);
      if (among > 0)
        return { pass: negated, reason: `The ${describeElement(el)} lists ${quoted(expected)} among ${among}.` };
      if (
        containsPhrase(inner, expected) ||
        containsPhrase(inner, rawExpected) ||
        // "says the pitches are open": "Eastside Park pitches are open".
        (contains && /^the\s+\S/i.test(expected) && containsPhrase(inner, expected.replace(/^the\s+/i, ''))) ||
        // "shows Ethics as not complete": "Ethics: not complete".
        (contains && /\S\s+as\s+\S/i.test(expected) && containsPhrase(inner, expected.replace(/\s+as\s+/i, ' '))) ||
        (message && saysInOtherWords(inner, rawExpected))
      ) {
        return {
          pass: !negated,
          reason: `The ${describeElement(el)} ${negated ? 'contains' : 'shows'} ${quoted(expected)}.`,
        };
      }
      // "Tourist tax is €6" in a row "Tourist tax, 2 people × 2 nights × €1.50 | €6": the row's own amount.
      const rowAmount = el.role === 'cell' || el.role === 'rowheader' ? amountBeside(observation, el, expected) : null;
      if (rowAmount)
        return { pass: !negated, reason: `The row of the ${describeElement(el)} shows ${quoted(rowAmount)}.` };
      // "The total is £189.00" where the total says "£243.85": its own amount, not one elsewhere in its section.
      const amount = /[$€£¥]\s?\d/.test(expected) ? /[$€£¥]\s?\d+(?:[.,]\d+)*/.exec(inner) : null;
      if (amount && tied.length === 1) {
        return {
          pass: negated,
          reason: `Expected the ${describeElement(el)} to show ${quoted(expected)}, but it shows ${quoted(amount[0])}.`,
        };
      }
    }
    // An item named by its title ("The Silmarillion is out of stock", "Order #1042 is Delivered"): its card or row,
    // as long as that holds no other item.
    if (tied.length === 1) {
      const item = await itemOf(observation, probe, tied[0] as ObservedElement);
      // "Shakshuka is already saved": the item's own Save toggle, pressed.
      const not = /^not\s+/i.test(expected);
      const toggled = item ? toggledIn(observation, item.element, expected.replace(/^not\s+/i, '')) : null;
      if (item && toggled) {
        return {
          pass: (toggled.hints?.selected === true) !== (negated !== not),
          reason: `The ${describeElement(toggled)} of ${quoted(sub)} is ${toggled.hints?.selected ? '' : 'not '}pressed.`,
        };
      }
      if (item) {
        // "Arjun's main course is Braised beef short rib" over radios: the option chosen, never one nobody picked.
        const picked = pickedAmong(observation, item.element, expected);
        const has =
          picked ??
          amountAfterName(item.text, (tied[0] as ObservedElement).name, expected) ??
          // "The lead score is 100" of "Lead score 72 / 100": the scale is not the value.
          (onlyAsScale(item.text, expected) ? false : null) ??
          // "The Cordless drill is due back on Fri 18 Jun": the cell under "Due back".
          columnSays(observation, item.element, expected) ??
          (containsPhrase(item.text, expected) ||
            containsPhrase(item.text, rawExpected) ||
            (!holdsChoices(observation, item.element) && sameWordsIn(item.text, expected)) ||
            cellsHold(observation, item.element, expected));
        if (has || target.roles || best.score >= 0.85) {
          return {
            pass: has !== negated,
            reason: has
              ? `The ${describeElement(item.element)} of ${quoted(sub)} shows ${quoted(expected)}.`
              : `Expected ${quoted(sub)} to show ${quoted(expected)}, but its ${item.element.role} shows ${quoted(item.text.slice(0, 120))}.`,
          };
        }
      }
    }
    const stars =
      tied.length === 1 ? await starRating(observation, probe, tied[0] as ObservedElement, sub, expected) : null;
    if (stars) return { ...stars, pass: stars.pass !== negated };
    // Inside the section a heading or a disclosure names ("the results say 3 books found", "the cancellation policy
    // says ..."); never beside a badge or a text that is itself the subject.
    const labelOfSection =
      tied.length === 1 &&
      ['heading', 'button', 'tab', 'group', 'region', 'dialog', 'form'].includes(best.element.role);
    const inside = labelOfSection ? await shownInScope(observation, probe, sub, expected) : null;
    if (inside) return { pass: !negated, reason: inside };
    // A heading's section: what follows it up to the next heading of its level ("Results for tolkien", then a
    // status "3 books found").
    // Not when the claim is about the heading itself ("the main heading says Welcome").
    if (tied.length === 1 && best.element.role === 'heading' && !target.roles?.includes('heading')) {
      for (const e of headingSection(observation, best.element)) {
        const own = `${e.name} ${e.hints?.text ?? ''}`;
        if (!containsPhrase(own, expected) && !containsPhrase(own, rawExpected)) continue;
        if (!(await probe.isVisible(e.ref))) continue;
        return {
          pass: !negated,
          reason: `${quoted(expected)} is shown under the ${describeElement(best.element)} (${describeElement(e)}).`,
        };
      }
    }
    // "The data sheet shows an impact rate of ...": a text inside the container it names, a frame's document too.
    // (A region and its own heading of the same name are one thing.)
    const holder = tied.find((e) => /^(?:region|dialog|form|group|article|complementary)$/.test(e.role));
    if (holder && tied.every((e) => e === holder || (e.role === 'heading' && e.parent === holder.ref))) {
      const { byRef } = indexOf(observation.elements);
      // "an impact rate of 0–28,500 bpm" is shown as "Impact rate 0–28,500 bpm".
      const said = [expected, expected.replace(/\s+of\s+(?=[\d£$€])/i, ' ')];
      for (const e of observation.elements) {
        const own = `${e.name} ${e.hints?.text ?? ''}`;
        if (!isAncestor(byRef, holder.ref, e) || !said.some((x) => containsPhrase(own, x))) continue;
        if (!(await probe.isVisible(e.ref))) continue;
        return {
          pass: !negated,
          reason: `The ${describeElement(best.element)} shows ${quoted(expected)} (${describeElement(e)}).`,
        };
      }
    }
    if (target.roles || best.score >= 0.85) {
      const el = tied[0] as ObservedElement;
      // "The booking is confirmed" beside a link "My bookings": the heading "Booking PE-2291 confirmed".
      const line = target.roles ? null : await headlineOf(observation, probe, sub, expected);
      if (line) return { pass: !negated, reason: `The ${describeElement(line)} says it: ${quoted(words(line))}.` };
      const shown = (await probe.textOf(el.ref)) || el.name;
      return {
        pass: negated,
        reason: negated
          ? `The ${describeElement(el)} does not show ${quoted(expected)}.`
          : `Expected the ${describeElement(el)} to show ${quoted(expected)}, but it shows ${quoted(shown.slice(0, 120))}.`,
      };
    }
  }
  const part = await layoutPart(observation, probe, sub, unquote(rawExpected), negated);
  if (part) return part;
  // The subject names an item by words in it ("Order #1045", "the row for Bob"): the value inside that item.
  const inside = await shownInScope(observation, probe, sub, expected);
  if (inside) return { pass: !negated, reason: inside };
  // The subject is not an element's name ("the price is $25.00"): a text showing the value, labelled by the subject
  // (in its own words, its identity, or a container's). Never the value anywhere on the page.
  if (tokens(expected).length === 0 && !/\$|\d/.test(expected)) return null;
  const index = indexOf(observation.elements);
  const subjectWords = contentTokens(sub).filter((w) => !['page', 'screen', 'value', 'text'].includes(w));
  // "The support chat asks "Need help?"" in a widget known as the chat: a word that only qualifies the widget's noun
  // may be left out of its labels, when the text is shown nowhere else on the page.
  const qualifierLeftOut = async (missing: string[]) =>
    missing.length === 1 &&
    subjectWords.length >= 2 &&
    WIDGET_NOUNS.has(subjectWords[subjectWords.length - 1] as string) &&
    missing[0] !== subjectWords[subjectWords.length - 1] &&
    !/\d/.test(missing[0] as string) &&
    (await shownOnce(observation, probe, expected));
  for (const el of observation.elements) {
    const own = `${el.name} ${el.hints?.text ?? ''}`;
    if (!containsPhrase(own, expected)) continue;
    // "A 10x8 print costs £3.50" in "... 10x8 £2.50 · A4 £3.50": the amount after the subject's name is its own.
    if (amountAfterName(own, sub, expected) === false) continue;
    // "costs £48.00 a month" in "£48.00 a month for your first 2 months": not what it costs.
    if (qualifiedAmount(own, expected, `${sub} ${rawExpected}`)) continue;
    if (valueOfAnother(own, sub, expected)) continue;
    // The label of a choice nobody picked ("Braised beef short rib" beside its unticked radio) is an option, not a value.
    const choice = observation.elements.find(
      (c) => (c.parent === el.ref || c.ref === el.ref) && CHOICES.has(c.role) && normalize(c.name) === normalize(own),
    );
    if (choice && containsPhrase(expected, choice.name) && choice.hints?.checked !== true && !choice.hints?.selected)
      continue;
    // Its words label it, but not those of the value claimed: "£9 a month" is no label of "the Monthly plan".
    // Of several sentences, the one that says the value names the subject too: "No joining fee when you join online
    // ... At reception it's £20" does not say joining online costs £20 (it says joining at reception does).
    const names = (t: string) => subjectWords.some((w) => tokens(t).some((h) => tokenMatch(w, h) > 0));
    const sentence = own.split(/(?<=[.!?])\s+/).find((t) => containsPhrase(t, expected)) ?? own;
    if (sentence !== own && !names(sentence) && names(own)) continue;
    const unvalued = [rawExpected, expected].reduce((t, v) => t.split(v).join(' '), own);
    const labels: string[] = [unvalued, el.hints?.ident ?? '', el.hints?.label ?? '', index.context.get(el.ref) ?? ''];
    // "The greeting says Hello, Daniel": a text that greets is the greeting.
    if (GREETING.test(own)) labels.push('greeting welcome message');
    // "The gas balance is £17.60 in debit": a definition is labelled by its term ("Balance", under "Gas").
    const term = el.role === 'definition' ? termOf(observation, el) : undefined;
    if (term) labels.push(term.name, term.hints?.text ?? '');
    let p = el.parent ? index.byRef.get(el.parent) : undefined;
    for (let level = 0; p && level < 2; level++, p = p.parent ? index.byRef.get(p.parent) : undefined) {
      labels.push(p.name, p.hints?.text ?? '', p.hints?.ident ?? '');
      // "The Wi-Fi password is honeycomb42": "Password: honeycomb42" under the heading "Wi-Fi".
      const holder = p.ref;
      for (const h of observation.elements) if (h.role === 'heading' && h.parent === holder) labels.push(h.name);
    }
    const have = tokens(labels.join(' '));
    const missing = subjectWords.filter((w) => !have.some((h) => tokenMatch(w, h) > 0));
    if (missing.length > 0 && !namedRightBefore(own, sub, expected) && !(await qualifierLeftOut(missing))) continue;
    if (!(await probe.isVisible(el.ref))) continue;
    return {
      pass: !negated,
      reason: `The ${sub} ${negated ? 'is' : 'shows'} ${quoted(expected)} (${quoted(own.trim().slice(0, 80))}).`,
    };
  }
  return {
    pass: negated,
    reason: negated
      ? `No ${sub} showing ${quoted(expected)} was found.`
      : `No element matching ${quoted(sub)} showing ${quoted(expected)} was found on the page.`,
    ...(negated ? {} : { certainty: 'unsure' as const }),
  };
}

/**
 * "X is in the cart": inside what the container names; where nothing names it, the item of X saying so in the
 * reader's words ("the Miso Glazed Salmon is in my box" on a card that says "In your box").
 */
export async function checkInside(
  observation: Observation,
  probe: PageProbe,
  text: string,
  container: string,
  negated: boolean,
): Promise<Verdict | null> {
  const verdict = await checkWithin(observation, probe, text, container, negated);
  if (!verdict || !('pass' in verdict) || verdict.pass || verdict.certainty !== 'unsure' || negated) return verdict;
  const said = `in ${container.replace(/^(?:my|our)\s+/i, 'your ')}`;
  const g = ground(observation.elements, text, 'any');
  const item = g.kind === 'found' ? await itemOf(observation, probe, g.element) : null;
  if (!item || !containsPhrase(item.text, said)) return verdict;
  return { pass: true, reason: `The ${describeElement(item.element)} of ${quoted(text)} says ${quoted(said)}.` };
}

/**
 * Whether an item shows every word of a short value without numbers in another order ("white Tesla" in "Tesla |
 * White", "already saved" in "Saved"), nothing negated there that the value does not negate.
 */
function sameWordsIn(text: string, value: string): boolean {
  const bare = value.replace(/^(?:been|already|still|now|currently)\s+/i, '').replace(/\s+(?:already|now|yet)$/i, '');
  const want = contentTokens(bare);
  // Numbers say which: "5 in stock at Bramley" is not "12 in stock at Bramley · 5 in stock at Leeds".
  if (want.length === 0 || want.length > 6 || /\d/.test(bare)) return false;
  if (/\b(?:not|no|never)\b/i.test(text) && !/\b(?:not|no|never)\b/i.test(bare)) return false;
  // "marked as my plan": whose it is is part of the value ("Your plan", "Current plan").
  if (/\b(?:my|our|your)\b/i.test(bare) && !/\b(?:my|our|your|current|you['’]?re)\b/i.test(text)) return false;
  const have = tokens(text);
  return (
    numbersWhole(text, bare) &&
    want.every((w) => have.some((h) => h === w || (!/\d/.test(w) && tokenMatch(w, h) === 1)))
  );
}

/** Nouns of the widgets a page holds, which its markup names (`class="chat"`) more often than its text. */
const WIDGET_NOUNS = new Set(['chat', 'form', 'widget', 'panel', 'box', 'window', 'popup', 'sidebar', 'player', 'map']);

/** Whether exactly one visible element of the page shows `expected` in its own text. */
async function shownOnce(observation: Observation, probe: PageProbe, expected: string): Promise<boolean> {
  let seen = 0;
  for (const e of observation.elements) {
    if (!containsPhrase(`${e.name} ${e.hints?.text ?? ''}`, expected) || !(await probe.isVisible(e.ref))) continue;
    if (++seen > 1) return false;
  }
  return seen === 1;
}

/** Nouns that say a value is a reference, a number or a sum, which a page often leaves out ("Booking ABC123"). */
const VALUE_NOUNS = new Set(['reference', 'ref', 'number', 'no', 'code', 'id', 'identifier']);

/**
 * Whether a text names the value right before it with the subject's own words, less a noun of its kind: "Booking
 * ABC123" for "the booking reference is ABC123", "Account 4410 2287 19" for "the account number is 4410 2287 19".
 */
function namedRightBefore(text: string, subject: string, expected: string): boolean {
  const words = contentTokens(subject);
  const named = words.filter((w) => !VALUE_NOUNS.has(w));
  if (named.length === 0 || named.length === words.length) return false;
  const said = tokens(text);
  const value = tokens(expected);
  if (value.length === 0) return false;
  for (let i = named.length; i + value.length <= said.length; i++) {
    if (!value.every((v, k) => said[i + k] === v)) continue;
    if (named.every((w, k) => tokenMatch(w, said[i - named.length + k] as string) >= 0.85)) return true;
  }
  return false;
}

/**
 * "the lesson on 10 Jun 2027", "the 17 Jun 2027 lesson": an item named by a noun of what it is and its date is the row
 * or card that date heads (its row header or first cell), when exactly one does.
 */
function byItsDate(observation: Observation, subject: string): string {
  const m =
    /^(?:the\s+)?[a-z]+\s+(?:on|for|dated|from)\s+(.+)$/i.exec(subject) ?? /^(?:the\s+)?(.+?)\s+[a-z]+$/i.exec(subject);
  const date = m?.[1]?.trim();
  if (!date || !isoDate(date)) return subject;
  const heads = observation.elements.filter(
    (e) => (e.role === 'rowheader' || e.role === 'cell' || e.role === 'heading') && isoDate(e.name) === isoDate(date),
  );
  return heads.length === 1 ? (heads[0] as ObservedElement).name : subject;
}
