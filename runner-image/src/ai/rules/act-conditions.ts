/**
 * What a step says about when it applies and how far it goes: steps done only when the page asks for them ("confirm
 * the refund if asked", "If you see a cookie banner, accept it"), a task's confirmation ("Delete this task?"), and "on
 * the first page" of a list that shows it.
 */
import type { Observation, ObservedElement } from '../contract';
import { describeElement, indexOf } from './ground';
import { isAncestor } from './page-index';
import { CHECKABLE, FIELD, type State } from './plan-state';

/** "Confirm the refund if asked": the step, or nothing when what it needs is not there. */
export const OPTIONAL =
  /^(.+?),?\s+if\s+(?:asked|prompted|needed|necessary|required|any|present|shown|visible|(?:there\s+is|you\s+see|you\s+get)\s+one|(?:it|one)\s+(?:appears|asks|is\s+shown|shows\s+up|pops\s+up))$/i;
/**
 * "the last fixture on the first page" while the list shows its first page: the last fixture shown ("first" is the
 * page's, not the fixture's). Left as it is when the page shows another page of the list.
 */
export function onThisPage(text: string, observation: Observation): string {
  const m =
    /\s+on\s+(?:the\s+)?(?:(?:first|1st|this|current)\s+page|page\s+(?:1|one))(?:\s+of\s+(?:the\s+)?results)?$/i.exec(
      text,
    );
  if (!m) return text;
  const elsewhere = observation.elements.some((e) => {
    const said = `${e.name} ${e.hints?.text ?? ''}`;
    const current = /\bpage\s+(\d+)\s+of\s+\d+/i.exec(said)?.[1];
    return (
      (current !== undefined && current !== '1') ||
      (e.hints?.selected === true && /^\s*(?:[2-9]|\d{2,})\s*$/.test(said))
    );
  });
  return /\b(?:first|1st|one|1)\s*page$|page\s+(?:1|one)$/i.test(m[0]) && elsewhere ? text : text.slice(0, m.index);
}

/**
 * Verbs of a task that changes something (a purchase, a booking, a deletion, a cancellation), which an app may ask to
 * confirm: the task is done, so a question the app then asks about it is answered yes ("Delete this task?"). A step
 * that says to click ("Click Delete on the third order") is the click alone.
 */
export const TASK_VERB =
  /^(buy|purchase|pay|order|book|reserve|renew|borrow|transfer|donate|subscribe|unsubscribe|redeem|enrol|enroll|register|delete|remove|cancel|archive|discard|decline|reject|approve|end|leave|block|restore|withdraw|issue|refund|switch|upgrade|downgrade|stop|join)\s+(?!for\s+me\b)\S/i;

/**
 * Whether the page asks for a confirmation and nothing more: an open dialog (or, without one, the box of a question
 * on the page) that asks a question or has a control to confirm or say yes with, and no field left to fill in (a
 * form that waits for a branch to be chosen is not a confirmation to give; a field said to be optional, or one the
 * page has answered already, is none).
 */
export function asksSomething(state: State): boolean {
  const elements = state.observation.elements;
  const { byRef } = indexOf(elements);
  const said = (e: ObservedElement) => (e.name || e.hints?.text || '').trim();
  const asks = (e: ObservedElement) =>
    (e.role === 'button' || e.role === 'link') && !e.hints?.disabled
      ? /^(?:confirm|yes)\b/i.test(said(e))
      : /\?$/.test(said(e)) && !FIELD.has(e.role);
  const inside = (box: ObservedElement) => elements.filter((e) => isAncestor(byRef, box.ref, e));
  // A field its label says is optional ("Message for the card (optional)") asks for nothing the step must give; nor
  // does one the page has answered already (a box ticked, "Medium" chosen, a name typed in, one radio of its group
  // chosen): a booking dialog that opens with "Nadia (you)" ticked only waits for "Confirm booking".
  const answered = (e: ObservedElement) =>
    e.role === 'checkbox' ||
    e.role === 'switch' ||
    (e.role === 'radio'
      ? elements.some((r) => r.role === 'radio' && r.parent === e.parent && r.hints?.checked === true)
      : FIELD.has(e.role) && !!e.hints?.value?.trim() && !/^(?:choose|select|pick|please)\b/i.test(e.hints.value));
  const toFill = (e: ObservedElement) =>
    (FIELD.has(e.role) || CHECKABLE.has(e.role)) && !/\boptional\b/i.test(said(e)) && !answered(e);
  const fieldless = (box: ObservedElement) => !inside(box).some(toFill);
  // A cookie banner asks for consent.
  if (
    elements.some((e) => !FIELD.has(e.role) && /\b(?:cookies?|consent)\b/i.test(`${e.name} ${e.hints?.text ?? ''}`))
  ) {
    return true;
  }
  const dialogs = elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  if (dialogs.length > 0) return dialogs.some((d) => fieldless(d) && (asks(d) || inside(d).some(asks)));
  return elements.some((e) => {
    if (!asks(e)) return false;
    const box = e.parent ? byRef.get(e.parent) : undefined;
    return !box || fieldless(box);
  });
}

/** "If you see a cookie banner, accept it" -> "accept the cookie banner if present". */
export function ifThere(text: string): string {
  const m = IF_THERE.exec(text);
  return m ? `${(m[2] as string).replace(/\b(?:it|them|one)\b/i, `the ${m[1]}`)} if present` : text;
}

const IF_THERE =
  /^if\s+(?:you\s+see|there\s+is|there['’]s|you\s+get)\s+(?:an?\s+|the\s+|any\s+)?(.+?)(?:\s+(?:appearing|shown|showing))?,\s*(?:then\s+)?(.+)$/i;

/** A holder that says nothing of the item ("in the list", "on the page"), or where "save" puts it ("to my list"). */
export const AMONG_THE_LIST =
  /\s+(?:(?:in|on|from)\s+(?:the|this)\s+(?:list|table|grid|results|page)|to\s+my\s+(?:list|favourites|favorites|saved|wishlist))$/i;
/** A word that counts an item among its like ("the second", "the last", "the cheapest"). */
export const ORDINAL_OR_MOST =
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th)|cheapest|earliest|latest|newest|oldest|quickest|most\s+\w+|least\s+\w+)\b/i;

/** The one enabled button, link or menu item whose whole name is the step's text. */
export function exactControl(state: State, text: string): ObservedElement | null {
  // "Accept the renewal" is the button "Accept renewal": articles aside.
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .replace(/\b(?:the|a|an|my|your)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const said = words(text);
  if (said.split(' ').length < 2) return null;
  // "Enrol and pay" is the button "Enrol and pay £240.00": the amount it states aside.
  const amountAfter = (name: string) => name.startsWith(`${said} `) && /^[\d ]+$/.test(name.slice(said.length + 1));
  const named = state.observation.elements.filter(
    (e) => ['button', 'link', 'menuitem'].includes(e.role) && (words(e.name) === said || amountAfter(words(e.name))),
  );
  // One of that name greyed out (a form's "Book visit" beside the menu's "Book a visit"): no exact control.
  const found = named.filter((e) => !e.hints?.disabled);
  return found.length === 1 && named.length === 1 ? (found[0] as ObservedElement) : null;
}

/**
 * "Start charging at Greenfield Retail Park" opening a dialog whose connector radios are all in use: the task's dialog
 * offers a choice of which none can be made, so the task cannot be done. Why, when an open dialog has a group of radios
 * all disabled and none chosen; undefined otherwise.
 */
export function noChoiceLeft(state: State): string | undefined {
  const elements = state.observation.elements;
  const { byRef } = indexOf(elements);
  for (const dialog of elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog')) {
    const radios = elements.filter((e) => e.role === 'radio' && isAncestor(byRef, dialog.ref, e));
    const groups = new Map<string, ObservedElement[]>();
    for (const r of radios) {
      const group = groupOf(byRef, dialog, r);
      groups.set(group, [...(groups.get(group) ?? []), r]);
    }
    for (const [group, options] of groups) {
      if (!options.every((o) => o.hints?.disabled && !o.hints?.checked)) continue;
      const what = byRef.get(group)?.name || 'option';
      return `The ${describeElement(dialog)} leaves no ${what} to choose: every one is disabled (${options
        .map((o) => `"${o.name}"`)
        .join(', ')}).`;
    }
  }
  return undefined;
}

/** The ref of the nearest named group (a fieldset, a radiogroup) holding `radio` inside `dialog`, else the dialog's. */
function groupOf(byRef: Map<string, ObservedElement>, dialog: ObservedElement, radio: ObservedElement): string {
  for (
    let p = radio.parent ? byRef.get(radio.parent) : undefined;
    p && p !== dialog;
    p = p.parent ? byRef.get(p.parent) : undefined
  ) {
    if ((p.role === 'group' || p.role === 'radiogroup') && p.name) return p.ref;
  }
  return dialog.ref;
}

/**
 * "..., then save and continue" beside a button "Save and continue": parts the split took apart at "and" that name one
 * control together are one part again (one press, not two).
 */
export function joinNamedParts(parts: string[], state: State): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const next = parts[i + 1];
    const joined = next === undefined ? null : `${parts[i]} and ${next}`;
    // "Click Enrol and pay": the button of that name, said with or without the verb of pressing it.
    if (joined && exactControl(state, joined.replace(/^(?:click|tap|press|hit)\s+(?:on\s+)?(?:the\s+)?/i, ''))) {
      out.push(joined);
      i++;
    } else out.push(parts[i] as string);
  }
  return out;
}
