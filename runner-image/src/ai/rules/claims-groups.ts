/**
 * Claims about a group and its members: that none of a group's choices is selected ("No overall rating is
 * selected"), and that an item stands at a position among its siblings ("Call the plumber is the third task").
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { checkText, checkWithin } from './checks-page';
import { itemGroups, outsideContent } from './claims-count';
import { ITEM_ROLES, quoted, sameWord, type Verdict } from './claims-evidence';
import { describeElement, ground, indexOf, type TargetPhrase, tokens } from './ground';
import { containsPhrase, shortName } from './text-match';

/** "No overall rating is selected": the group named has no checked choice. */
export async function checkNoneChosen(observation: Observation, probe: PageProbe, group: string): Promise<Verdict> {
  const g = ground(observation.elements, group, 'any');
  if (g.kind !== 'found') {
    return { pass: false, reason: `No ${quoted(group)} was found on the page.`, certainty: 'unsure' };
  }
  const index = indexOf(observation.elements);
  const choices = observation.elements.filter(
    (e) =>
      ['radio', 'checkbox', 'switch', 'option'].includes(e.role) &&
      (e.ref === g.element.ref || isUnderRef(index.byRef, e, g.element.ref)),
  );
  if (choices.length === 0) {
    return { pass: false, reason: `The ${describeElement(g.element)} holds no choices.`, certainty: 'unsure' };
  }
  const checked: ObservedElement[] = [];
  for (const c of choices) if (await probe.isChecked(c.ref)) checked.push(c);
  return checked.length === 0
    ? { pass: true, reason: `Nothing is selected in the ${describeElement(g.element)}.` }
    : { pass: false, reason: `The ${describeElement(checked[0] as ObservedElement)} is selected.` };
}

const POSITION: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
};

/** "Call the plumber is the third task": the item holding that text is at that position among its siblings. */
export async function checkPosition(
  observation: Observation,
  target: string | TargetPhrase,
  position: string,
  noun: string,
): Promise<Verdict> {
  const what = typeof target === 'string' ? target : target.name;
  const p = position.toLowerCase();
  const n = POSITION[p] ?? Number.parseInt(p, 10);
  const g = ground(observation.elements, target, 'any');
  if (g.kind !== 'found') {
    return { pass: false, reason: `No ${quoted(what)} was found on the page.`, certainty: 'unsure' };
  }
  const index = indexOf(observation.elements);
  // Walk up to the repeated item (a list item, a row, a card) that holds it.
  for (let e: ObservedElement | undefined = g.element; e; e = e.parent ? index.byRef.get(e.parent) : undefined) {
    const current = e;
    const siblings = observation.elements.filter(
      (o) => o.parent === current.parent && o.role === current.role && (index.subtree.get(o.ref)?.size ?? 0) > 0,
    );
    if (siblings.length < 2 || !ITEM_ROLES.has(current.role)) continue;
    const at = siblings.indexOf(current) + 1;
    const want = n < 0 ? siblings.length : n;
    const pass = at === want;
    return {
      pass,
      reason: pass
        ? `${quoted(what)} is ${position} of ${siblings.length} ${noun}s.`
        : `${quoted(what)} is number ${at} of ${siblings.length}, not the ${position} ${noun}.`,
    };
  }
  return { pass: false, reason: `${quoted(what)} is not in a list of ${noun}s.`, certainty: 'unsure' };
}

/** Roles of the repeated items a position is counted among. */
const LISTED = new Set(['listitem', 'row', 'article']);

/**
 * "The first car in the list is the VW Polo": among the page's one list of repeated items (cards, list items, rows;
 * the one whose items or heading name the noun when there are several), the visible item at that position carries
 * the claimed words in its title (its heading, else its text).
 */
export async function checkNth(
  observation: Observation,
  probe: PageProbe,
  position: string,
  noun: string,
  what: string,
): Promise<Verdict> {
  const p = position.toLowerCase();
  const n = POSITION[p] ?? Number.parseInt(p, 10);
  const elements = observation.elements;
  const index = indexOf(elements);
  const lists = itemGroups(elements, null).filter(
    (g) => g.length >= 2 && LISTED.has(g[0]?.role ?? '') && !outsideContent(index, g[0] as ObservedElement),
  );
  const says = (g: ObservedElement[]) =>
    g.every((item) => [...(index.subtree.get(item.ref) ?? [])].some((w) => sameWord(noun, w)));
  const titled = (g: ObservedElement[]) =>
    g.every((item) => elements.some((e) => e.role === 'heading' && isUnderRef(index.byRef, e, item.ref)));
  const naming = lists.filter(says);
  // Else the one list whose items have titles (cards, not a row of filter chips).
  const chosen = naming.length === 1 ? naming : lists.length > 1 ? lists.filter(titled) : lists;
  if (chosen.length !== 1) {
    const why = chosen.length === 0 ? `No list of ${noun}s was found` : `Several lists could hold the ${noun}s`;
    return { pass: false, reason: `${why} on the page.`, certainty: 'unsure' };
  }
  const shown: ObservedElement[] = [];
  for (const item of chosen[0] as ObservedElement[])
    if (await probe.isVisible(item.ref).catch(() => false)) shown.push(item);
  const item = n < 0 ? shown[shown.length - 1] : shown[n - 1];
  if (!item) return { pass: false, reason: `There are only ${shown.length} ${noun}s on the page.` };
  const heading = elements.find((e) => e.role === 'heading' && isUnderRef(index.byRef, e, item.ref));
  // "The first listing is Block 108, Row K at £49.50": the title, and the amount or time anywhere in the item.
  const tail = /^(.+?),?\s+(?:at|from|for|costing)\s+([$€£¥]\s?\d[\d,.]*|\d{1,2}[:.]\d{2}\s*(?:am|pm)?)$/i.exec(what);
  // "The first order is AP-39100 from 2 Jan 2027": the title, and that date anywhere in the item.
  const dated = tail ? null : /^(.+?),?\s+(?:from|on|dated|of)\s+(\d{1,2}\s+\p{L}{3,9}(?:\s+\d{4})?)$/iu.exec(what);
  const named = tail ? (tail[1] as string) : dated ? (dated[1] as string) : what;
  // A heading that holds only its link has no name of its own in the snapshot: its text is the title.
  const title = heading ? heading.name || (await probe.textOf(heading.ref)) : await probe.textOf(item.ref);
  const have = tokens(title);
  const squeeze = (t: string) => t.replace(/\s+/g, '').toLowerCase();
  const amount = squeeze(tail?.[2] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const itemText = await probe.textOf(item.ref);
  const short = (t: string) => tokens(t).map(shortName).join(' ');
  const stated =
    (!tail || new RegExp(`${amount}(?![\\d])`).test(squeeze(itemText))) &&
    (!dated || containsPhrase(short(itemText), short(dated[2] as string)));
  const pass = stated && tokens(named).every((w) => have.some((h) => sameWord(w, h)));
  return {
    pass,
    reason: pass
      ? `The ${position} ${noun} is ${quoted(title.slice(0, 80))}.`
      : `The ${position} ${noun} is ${quoted(title.slice(0, 80))}, not ${quoted(what)}.`,
  };
}

/**
 * "Only EX-3108 is shown", "only Tidewell is listed": the item holding those words is shown, and it is the only visible
 * item of its list (a row, a card, a list item among its siblings).
 */
export async function checkOnly(observation: Observation, probe: PageProbe, what: string): Promise<Verdict> {
  const g = ground(observation.elements, what, 'any');
  if (g.kind !== 'found' || !(await probe.isVisible(g.element.ref).catch(() => false))) {
    return { pass: false, reason: `No visible ${quoted(what)} was found on the page.`, certainty: 'unsure' };
  }
  const index = indexOf(observation.elements);
  for (let e: ObservedElement | undefined = g.element; e; e = e.parent ? index.byRef.get(e.parent) : undefined) {
    const current = e;
    if (!LISTED.has(current.role)) continue;
    const siblings = observation.elements.filter(
      (o) =>
        o.parent === current.parent &&
        o.role === current.role &&
        (index.subtree.get(o.ref)?.size ?? 0) > 0 &&
        !observation.elements.some((c) => c.parent === o.ref && c.role === 'columnheader'),
    );
    const shown: ObservedElement[] = [];
    for (const o of siblings) if (await probe.isVisible(o.ref).catch(() => false)) shown.push(o);
    const others = shown.filter((o) => o.ref !== current.ref);
    return others.length === 0
      ? { pass: true, reason: `${quoted(what)} is the only ${current.role} shown.` }
      : {
          pass: false,
          reason: `${quoted(what)} is shown with ${others.length} other ${current.role}${others.length > 1 ? 's' : ''}.`,
        };
  }
  return { pass: false, reason: `${quoted(what)} is not an item of a list.`, certainty: 'unsure' };
}

/**
 * "Page 2 lists Priya Shah, Leon Fischer, Grace Kim and Sam Patel", "My modules lists Databases and Software
 * Engineering Project": each of them is shown there (on the page, for a page or a list named alone).
 */
export async function checkEach(
  observation: Observation,
  probe: PageProbe,
  container: string,
  names: string[],
): Promise<Verdict> {
  const whole = /^(?:the\s+)?(?:page(?:\s*\d+)?|screen|results?|list|search results)$/i.test(container.trim());
  for (const name of names) {
    const v = whole
      ? await checkText(observation, probe, name, false)
      : await checkWithin(observation, probe, name, container, false);
    if (!v || !('pass' in v)) return { pass: false, reason: `${quoted(name)} was not found.`, certainty: 'unsure' };
    if (!v.pass) return v;
  }
  return { pass: true, reason: `${quoted(container)} shows ${names.map(quoted).join(', ')}.` };
}

function isUnderRef(byRef: Map<string, ObservedElement>, e: ObservedElement, ancestor: string): boolean {
  for (let p = e.parent; p; p = byRef.get(p)?.parent) if (p === ancestor) return true;
  return false;
}
