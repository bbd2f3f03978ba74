/**
 * Verb-object phrasing, where the verb is the label of the control ("delete Buy milk", "open the menu", "close the
 * dialog"), and the item an object phrase names ("the second course", "listing for 31 Orchard Close").
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { dialogCloser, doesOtherThing, namesOpenDialog } from './closing';
import { describeElement, type Intent, insideDialog, parseTarget, type TargetPhrase } from './ground';
import { ITEM_NOUN, ITEM_NOUNS, indexOf, isAncestor, type PageIndex, scopeHolders } from './page-index';
import { unquote } from './phrasing';
import {
  CHECKABLE,
  controlsNamedBy,
  findFirst,
  MODEL_HINT,
  onlyField,
  PlanError,
  type State,
  tryFind,
} from './plan-state';
import { ORDINAL_WORDS } from './target';
import { aboutTarget, expander } from './tasks-expand';
import { contentTokens, textScore, tokens } from './text-match';

/** "Pending view", "Refund timelines article": a name and the noun of what it names, which a page seldom shows. */
const VIEW_NOUN =
  /^(.*?\S)\s+(?:view|tab|section|panel|pane|screen|article|accordion|folder|report|page|inbox|queue|filter)$/i;

/** "Amara Okafor's contact page", "Biscuit's profile": whose page it is. */
const OWNED_PAGE = /^(.+?)['’]s\s+(?:[\w-]+\s+){0,2}?(?:page|profile|details|record|records|file)$/i;

/** Verbs that open an item, and the names of the control in it that does ("View" in claim EX-3109's row). */
const OPENS = /^(?:open|view|see)$/;
const OPENING_NAMES = ['view', 'open', 'details', 'view details', 'see details', 'more details', 'read more'];

/** Verbs whose object is often the control itself ("open the menu", "expand Shipping"). */
const SELF_VERBS = new Set([
  'open',
  'close',
  'expand',
  'collapse',
  'view',
  'show',
  'hide',
  'submit',
  'select',
  'dismiss',
]);

/** "delete Buy milk": a control named "Delete Buy milk", else a "Delete" control in Buy milk's row or card. */
export function verbObject(s: State, verb: string, rawObject: string): PlannedOperation[] | null {
  // "remove the Travel Tumbler from the cart": the item, in the cart.
  const object = rawObject
    .replace(
      /\s+(?:from|off|out of)\s+(?:the\s+|my\s+|your\s+)?(?:cart|basket|bag|list|wish ?list|order|saved(?:\s+[\w-]+)?|favou?rites|shortlist|bookmarks|watch ?list)$/i,
      '',
    )
    // "Book Woodland Glade for these dates": the dates are those the page has.
    .replace(/\s+for\s+(?:these|those|the\s+(?:selected|chosen|same))\s+(?:dates?|nights?|times?|days?)$/i, '')
    // "save 77 Chestnut Avenue to favourites", "save Luigi's as a favourite": the Save control of that item.
    .replace(
      /\s+(?:to|as|in|into)\s+(?:a\s+|an\s+|my\s+|the\s+|your\s+)?(?:favou?rites?|saved|wish ?list|bookmarks?|shortlist)$/i,
      '',
    );
  // "open the user menu": the signed-in person's menu button, named after them ("Priya Shah ▾").
  if (/^(?:open|click|expand|show|tap)$/.test(verb) && USER_MENU.test(object)) {
    const button = userMenuButton(s);
    if (button) return [{ op: 'click', ref: button.ref }];
  }
  // "Publish it", "save this", "archive them": what the page is about, by the control named by the verb alone.
  if (/^(?:it|this|that|them|these|those)$/i.test(object.trim())) {
    const control = tryFind(s, { name: verb, roles: ['button', 'link', 'menuitem'] }, 'click');
    if (control && tokens(control.name)[0] === verb.toLowerCase()) return [{ op: 'click', ref: control.ref }];
    return null;
  }
  const target = parseTarget(object);
  const close = /^(?:close|dismiss|hide)$/.test(verb);
  // "Close the confirmation dialog", "close the hold dialog without placing the hold": the one open dialog's own
  // closing control, whatever the dialog is called.
  if (close && (/\b(?:dialog|modal|pop-?up|window|overlay)\b/i.test(object) || namesOpenDialog(s, object))) {
    const closer = dialogCloser(s);
    if (closer) return [{ op: 'click', ref: closer.ref }];
  }
  const readings: Array<[string | TargetPhrase, Intent] | [string | TargetPhrase, Intent, boolean]> = [
    // A control named by the whole step ("Reserve VW Polo"); a note beside another control that repeats the step's
    // words ("Follow the show to turn on alerts" beside a switch) does not name that control.
    [{ name: `${verb} ${unquote(object)}`, roles: null, ownWordsOnly: true }, 'click'],
  ];
  const names = close
    ? [verb, 'close', 'dismiss', '×', 'x', '✕', 'cancel', 'ok', 'got it']
    : verb === 'submit'
      ? [verb, 'send', 'save']
      : [verb];
  // The verb's control inside what the object names (its title, label or container), never a control of that name
  // elsewhere, nor another kind of element that holds the word.
  for (const name of names) {
    readings.push([
      { name, roles: ['button', 'link', 'menuitem'], scopes: [object], strictScopes: true },
      'click',
      true,
    ]);
  }
  // "start quiz 3 from the grades table", "continue the second course", "open the listing for 31 Orchard Close": the
  // item the object names (its own words, without the noun of its kind), inside its containers.
  const item = itemOf(target);
  if (item) {
    for (const name of names) {
      readings.push([
        { name, roles: ['button', 'link', 'menuitem'], scopes: [...(target.scopes ?? []), item], strictScopes: true },
        'click',
        true,
      ]);
    }
  }
  // "show the details of the 07:30 train", "open the More actions menu of Team offsite.pdf": the control the object
  // names, inside the item named after it.
  const part = /^(?:show|view|open|see|display|expand)$/.test(verb)
    ? /^(?:the\s+)?(.+?)(?:\s+menu)?\s+(?:of|for)\s+(?:the\s+)?(.+)$/i.exec(unquote(object))
    : null;
  // Only when what follows names an item (a name, a number, a file, "the last row"), not a purpose ("the timesheet
  // for approval").
  if (
    part &&
    (/[A-Z0-9"']/.test(part[2] as string) ||
      new RegExp(`^(?:the\\s+)?(?:${ORDINAL_WORDS})\\s+`, 'i').test(part[2] as string))
  ) {
    const of = parseTarget(part[2] as string);
    const where = itemOf(of) ?? (part[2] as string);
    readings.push([
      {
        name: part[1] as string,
        roles: ['button', 'link', 'menuitem', 'tab'],
        scopes: [...(of.scopes ?? []), where],
        strictScopes: true,
      },
      'click',
      true,
    ]);
  }
  // "Pause the hold on Orbital": a switch of the item named by the verb ("Pause this hold").
  if (item) {
    readings.push([
      { name: verb, roles: ['switch', 'checkbox'], scopes: [...(target.scopes ?? []), item], strictScopes: true },
      'check',
      false,
    ]);
  }
  const about = aboutTarget(verb, unquote(object));
  if (about) readings.push([about, 'click']);
  if (SELF_VERBS.has(verb) || verb === 'edit' || verb === 'download') readings.push([object, 'click']);
  // "open the Pending view", "expand the Refund timelines article": the tab, link or button of that name; the noun of
  // its kind is not part of it.
  const viewName = SELF_VERBS.has(verb) ? VIEW_NOUN.exec(unquote(object))?.[1] : undefined;
  if (viewName) readings.push([{ name: viewName, roles: ['tab', 'link', 'button', 'menuitem', 'treeitem'] }, 'click']);
  // "open Amara Okafor's contact page": the link named after whose page it is.
  const owner = SELF_VERBS.has(verb) ? OWNED_PAGE.exec(unquote(object))?.[1] : undefined;
  if (owner) readings.push([{ name: owner, roles: ['link'] }, 'click']);
  if (target.roles && !target.name) {
    // "close the dialog", "submit the form": the control of that kind of container.
    for (const name of names) readings.push([{ name, roles: ['button', 'link'] }, 'click']);
  }
  notYetEnabled(s, verb, object);
  try {
    // "Expand the question": the control that says it expands, not the heading "Questions".
    const el = expander(s, verb, findFirst(s, readings, 'element', `${verb} ${object}`));
    // "Close the application" is not its "Submit application" button: a control that does another thing.
    if (close && doesOtherThing(el)) return null;
    // A link goes somewhere: "Close my account" is not the "My account" link, nor "Delete Buy milk" a link to it.
    if (el.role === 'link' && /^(?:close|dismiss|hide|collapse|cancel|delete|remove|archive)$/.test(verb)) {
      if (!tokens(el.name).some((t) => textScore(verb, t) >= 0.85)) return null;
    }
    if (CHECKABLE.has(el.role) && verb === 'select') return [{ op: 'check', ref: el.ref, checked: true }];
    if ((el.role === 'switch' || el.role === 'checkbox') && new RegExp(`^${verb}\\b`, 'i').test(el.name))
      return [{ op: 'check', ref: el.ref, checked: true }];
    return [{ op: 'click', ref: el.ref }];
  } catch (error) {
    // "Confirm the deletion", "confirm the cancellation": no control carries those words, but an open dialog asks
    // to confirm, and its one finishing control answers it.
    if (verb === 'confirm' && error instanceof PlanError && error.unsure && dialogAbout(s, object)) {
      return finishingControl(s, 'confirm');
    }
    // "Follow the show", "subscribe to this channel": the page's subject, named by a common noun that names nothing
    // on the page; the page's one control named just by the verb does it.
    if (error instanceof PlanError && error.unsure) {
      const only = subjectControl(s, verb, object);
      if (only) return [{ op: 'click', ref: only.ref }];
    }
    // "Open claim EX-3109", "open the Lemon & herb roast chicken recipe": the item's own link (its title), else the
    // control in its row, list item or card that opens it ("View", "Details").
    if (error instanceof PlanError && error.unsure && item && OPENS.test(verb) && target.ordinal === undefined) {
      const opener = itemOpener(s, item);
      if (opener) return [{ op: 'click', ref: opener.ref }];
    }
    // Not a control at all ("submit the form" without a button): let later readings try.
    if (error instanceof PlanError && verb === 'submit') {
      const field = s.last ?? onlyField(s)?.ref;
      if (field) return [{ op: 'press', key: 'Enter', ref: field }];
    }
    throw error;
  }
}

const ITEM_ROLES = new Set(['row', 'listitem', 'article']);

/**
 * What opens the item named `item`: the one link named after it, else the one opening control ("View", "Details") in
 * the one row, list item or card that names it; null when there is not exactly one.
 */
function itemOpener(s: State, item: string): ObservedElement | null {
  const named = s.observation.elements.filter(
    (e) => e.role === 'link' && !e.hints?.disabled && textScore(item, e.name) >= 0.9,
  );
  if (named.length > 0) return named.length === 1 ? (named[0] as ObservedElement) : null;
  const index = indexOf(s.observation.elements);
  const items = new Set<ObservedElement>();
  for (const holder of scopeHolders(s.observation.elements, item)) {
    for (let p: ObservedElement | undefined = holder; p; p = p.parent ? index.byRef.get(p.parent) : undefined) {
      if (!ITEM_ROLES.has(p.role)) continue;
      items.add(p);
      break;
    }
  }
  const [only] = items;
  if (items.size !== 1 || !only) return null;
  const openers = controlsNamedBy(s, OPENING_NAMES).filter((e) => isAncestor(index.byRef, only.ref, e));
  return openers.length === 1 ? (openers[0] as ObservedElement) : null;
}

/**
 * The one enabled button or link labelled just `verb` ("Follow", "Subscribe"), when `object` is one or two lower-case
 * words that name no control, heading or item (its own name or text) ("the show", "this podcast"); else null.
 */
const SUBJECT_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'heading', 'row', 'listitem', 'article']);

function subjectControl(s: State, verb: string, object: string): ObservedElement | null {
  const words = unquote(object).replace(/^(?:the|this|that)\s+/i, '');
  if (!/^[a-z]+(?:\s[a-z]+)?$/.test(words)) return null;
  const names = (e: ObservedElement) => [e.name, e.hints?.text ?? '', e.hints?.label ?? ''].filter(Boolean);
  const controls = s.observation.elements.filter((e) => SUBJECT_ROLES.has(e.role));
  if (controls.some((e) => names(e).some((n) => textScore(words, n) >= 0.8))) return null;
  const label = (e: ObservedElement) => (e.name || e.hints?.text || '').trim().toLowerCase();
  const named = controlsNamedBy(s, [verb]).filter((e) => label(e) === verb.toLowerCase());
  const only = named.length === 1 ? (named[0] as ObservedElement) : null;
  // "Delete my account" beside one draft's Delete: a control of one item of a list is that item's, not the page's.
  return only && !inRepeatedItem(s, only) ? only : null;
}

/** Whether `e` is inside a row, a list item or a card of the page (a control of that item). */
function inRepeatedItem(s: State, e: ObservedElement): boolean {
  const { byRef } = indexOf(s.observation.elements);
  for (let p = e.parent ? byRef.get(e.parent) : undefined; p; p = p.parent ? byRef.get(p.parent) : undefined) {
    if (p.role === 'row' || p.role === 'listitem' || p.role === 'article') return true;
  }
  return false;
}

/**
 * The item an object phrase names, as a scope: "the second course" -> "2nd course", "the Intro to Data Analysis
 * course" -> "Intro to Data Analysis", "listing for 31 Orchard Close" -> "31 Orchard Close"; null when it is the
 * phrase itself.
 */
export function itemOf(target: TargetPhrase): string | null {
  const noun = new RegExp(`\\s+(?:${ITEM_NOUNS})$`, 'i');
  if (target.ordinal !== undefined && ITEM_NOUN.test(target.name)) {
    const n = target.ordinal;
    return `${n < 0 ? 'last' : n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`} ${target.name}`;
  }
  // "my hold on Intermezzo": the noun of its kind alone names nothing; the item is where it is.
  const bare = target.name.replace(/^(?:my|your|our|his|her|their|the)\s+/i, '');
  if (new RegExp(`^(?:${ITEM_NOUNS})$`, 'i').test(bare) && target.scopes?.length) return target.scopes.at(-1) ?? null;
  const name = target.name
    .replace(new RegExp(`^(?:${ITEM_NOUNS})\\s+(?:for|of|about|called|named|from|on|dated)\\s+`, 'i'), '')
    // "trip RM-4390", "order #1042": the item's own code after the noun of its kind.
    .replace(new RegExp(`^(?:${ITEM_NOUNS})\\s+(?=[A-Z0-9#"'])`), '')
    // "the Tesco transaction from 4 March": the item's own words on both sides of the noun of its kind.
    .replace(new RegExp(`^(.+?)\\s+(?:${ITEM_NOUNS})\\s+(?:from|on|dated|of)\\s+(?:the\\s+)?(.+)$`, 'i'), '$1 $2')
    .replace(noun, '');
  return name && (name !== target.name || target.scopes?.length) ? name : null;
}

/**
 * Whether an open dialog is about what "confirm the ..." names: a word of the object shares its start with a word of
 * the dialog ("deletion" and "Delete this task?", "cancellation" and "Cancel booking"), or the object is the dialog
 * or the action itself ("confirm the action", "confirm it").
 */
function dialogAbout(s: State, object: string): boolean {
  const index = indexOf(s.observation.elements);
  const dialogs = s.observation.elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  if (dialogs.length === 0) return false;
  const wanted = contentTokens(unquote(object));
  if (wanted.length === 0 || wanted.every((w) => GENERIC_OBJECTS.has(w))) return true;
  const said = [...new Set(dialogs.flatMap((d) => [...(index.subtree.get(d.ref) ?? [])]))];
  const sameStart = (a: string, b: string) => {
    const n = Math.min(5, a.length, b.length);
    return n >= 4 && a.slice(0, n) === b.slice(0, n);
  };
  return wanted.some((w) => said.some((d) => d === w || sameStart(w, d)));
}

const GENERIC_OBJECTS = new Set([
  'action',
  'dialog',
  'prompt',
  'popup',
  'modal',
  'choice',
  'selection',
  'changes',
  'change',
]);

/** The first words of controls that do what a bare finishing verb asks ("confirm" -> "Yes, cancel", "OK"). */
const FINISHING_NAMES: Record<string, readonly string[]> = {
  confirm: ['confirm', 'yes', 'ok'],
  send: ['send', 'submit', 'post'],
  submit: ['submit', 'send', 'post'],
  post: ['post', 'submit', 'send', 'publish'],
  pay: ['pay'],
  save: ['save'],
  apply: ['apply'],
  buy: ['buy'],
};

/** Things people write and then post, send or submit: the control that does it may be named after them. */
export const WRITTEN_THINGS = 'comment|review|rating|message|reply|note|answer|question|feedback';

/** Controls that back out of a dialog rather than finish it. */
const DISMISSING = /^(?:cancel|close|not now|no\b|keep|back|go back|never ?mind|dismiss|×|✕|x)$|^(?:no|keep|back)\b/i;

/**
 * "... and confirm", "send it", "save": the one control that finishes what is open. Its name starts with the verb
 * (or, for confirm, "Yes" or "OK"); an open dialog's controls come before the page's. A dialog that asks for a
 * confirmation with one control besides the one that backs out ("Keep booking" / "Cancel booking") is confirmed with
 * that control. Several such controls fail the step listing them; none fails it as not found.
 */
export function finishingControl(s: State, verb: string, thing?: string): PlannedOperation[] {
  if (thing) notYetEnabled(s, verb, thing);
  const names = [...(FINISHING_NAMES[verb.toLowerCase()] ?? [verb.toLowerCase()]), ...(thing ? [thing] : [])];
  const index = indexOf(s.observation.elements);
  const label = (e: ObservedElement) => (e.name || e.hints?.text || '').trim().toLowerCase();
  const named = controlsNamedBy(s, names);
  const inDialogNamed = named.filter((e) => insideDialog(index, e));
  // An open dialog is what "confirm" answers: never a "Yes, still available" of the page behind it.
  const dialogOpen = s.observation.elements.some((e) => e.role === 'dialog' || e.role === 'alertdialog');
  const confirming = verb.toLowerCase() === 'confirm';
  // Outside a dialog, "confirm" is a control that says so: a page's "Yes, still available" is an answer of its own.
  let found =
    inDialogNamed.length > 0
      ? inDialogNamed
      : confirming
        ? dialogOpen
          ? []
          : named.filter(
              (e) => /^confirm\b/i.test(label(e).replace(/^[^\p{L}\p{N}]+/u, '')) || inQuestionBox(s, index, e),
            )
        : named;
  // "save" with a Save and a Save draft button: the one named exactly so.
  // "send the feedback" with a "Send feedback" and a chat's "Send": the one named by both words.
  const whole = thing ? found.filter((e) => label(e) === `${verb.toLowerCase()} ${thing}`) : [];
  const exact = whole.length > 0 ? whole : found.filter((e) => names.includes(label(e)));
  if (exact.length > 0) found = exact;
  if (found.length === 0 && verb.toLowerCase() === 'confirm') {
    const inDialog = s.observation.elements.filter(
      (e) => (e.role === 'button' || e.role === 'link') && !e.hints?.disabled && label(e) && insideDialog(index, e),
    );
    const finishing = inDialog.filter((e) => !DISMISSING.test(label(e)));
    if (finishing.length === 1 && finishing.length < inDialog.length) found = finishing;
  }
  // "write the comment 'Fixed' and post it": of several, the one nearest the field the step just filled.
  if (found.length > 1 && s.last) found = nearestTo(index, s.last, found);
  const [only, ...others] = found;
  if (!only) throw new PlanError(`No control to ${verb} with was found on the page.`, true);
  if (others.length > 0) {
    const list = found.slice(0, 5).map(describeElement).join(', ');
    throw new PlanError(`"${verb}" is ambiguous: ${found.length} controls could do it (${list}). ${MODEL_HINT}`);
  }
  return [{ op: 'click', ref: only.ref }];
}

/**
 * The controls that share the closest container with element `ref` (its form, card or dialog), when that container
 * holds fewer of them than the page; else all of them.
 */
function nearestTo(index: PageIndex, ref: string, controls: ObservedElement[]): ObservedElement[] {
  const chain: string[] = [];
  for (let p = index.byRef.get(ref)?.parent; p && !chain.includes(p); p = index.byRef.get(p)?.parent) chain.push(p);
  const closeness = (e: ObservedElement) => {
    for (let p = e.parent, guard = 0; p && guard < 100; p = index.byRef.get(p)?.parent, guard++) {
      const at = chain.indexOf(p);
      if (at >= 0) return at;
    }
    return chain.length;
  };
  const best = Math.min(...controls.map(closeness));
  return best < chain.length ? controls.filter((e) => closeness(e) === best) : controls;
}

/** "Log out" with nothing on the page that does it: the signed-in person's menu, where signing out usually is. */
export function signOutMenu(s: State, text: string): PlannedOperation[] | null {
  if (!/^(?:(?:log|sign)\s*(?:out|off)|logout|signout)\b/i.test(text)) return null;
  const button = userMenuButton(s);
  return button ? [{ op: 'click', ref: button.ref }] : null;
}

/** "the user menu", "my account menu", "the profile dropdown". */
const USER_MENU =
  /^(?:the\s+|my\s+|your\s+)?(?:user|account|my account|profile|avatar|user account)(?:\s+(?:menu|dropdown|drop-down))?$/i;

/**
 * The button of the signed-in person's menu: the one whose identity says so (user, account, acct, profile, avatar),
 * else the one menu button of the page's header named after a person ("Priya Shah ▾", or a full name, "Rui Costa",
 * that says it is collapsed); null when not exactly one.
 */
function userMenuButton(s: State): ObservedElement | null {
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  const buttons = elements.filter((e) => e.role === 'button' && !e.hints?.disabled && e.hints?.expanded !== true);
  const byIdentity = buttons.filter((e) =>
    /\b(?:user|account|acct|profile|avatar)(?:menu)?\b|\busermenu\b/i.test(e.hints?.ident ?? ''),
  );
  const inHeader = (e: ObservedElement) => {
    for (let p = e.parent; p; p = byRef.get(p)?.parent) if (byRef.get(p)?.role === 'banner') return true;
    return false;
  };
  // Several ("View profile" on every teacher's card): the one that opens a menu, or the one in the header.
  const menus = byIdentity.length > 1 ? byIdentity.filter((e) => e.hints?.expanded !== undefined) : byIdentity;
  const identified = menus.length > 1 || menus.length === 0 ? byIdentity.filter(inHeader) : menus;
  if (identified.length === 1) return identified[0] as ObservedElement;
  if (byIdentity.length > 0) return null;
  // Its caret, or its popup said by `aria-expanded`, tells a menu button.
  const named = buttons.filter(
    (e) =>
      inHeader(e) &&
      /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}\s*(?:[▾▼⌄∨])?$/u.test(e.name.trim()) &&
      (/[▾▼⌄∨]$/.test(e.name.trim()) || (e.hints?.expanded === false && /\s/.test(e.name.trim()))),
  );
  return named.length === 1 ? (named[0] as ObservedElement) : null;
}

/**
 * "... and send the feedback" while "Send feedback" waits for the rating: that control, once it can be used (a later
 * part is planned again on the page the earlier ones leave), never another "Send". Fails (unsure) when the control
 * named by the verb and its object is disabled.
 */
function notYetEnabled(s: State, verb: string, object: string): void {
  const name = `${verb} ${unquote(object).replace(/^(?:the|my|your|a|an)\s+/i, '')}`;
  const waiting = s.observation.elements.find(
    (e) => (e.role === 'button' || e.role === 'link') && e.hints?.disabled && textScore(name, e.name) >= 0.95,
  );
  if (waiting) throw new PlanError(`The ${describeElement(waiting)} is disabled.`, true);
}

/** Whether a control is an answer of a box that asks a question and has nothing to fill in ("Are you sure? Yes / No"). */
function inQuestionBox(s: State, index: PageIndex, control: ObservedElement): boolean {
  const box = control.parent ? index.byRef.get(control.parent) : undefined;
  if (!box) return false;
  const inside = s.observation.elements.filter((e) => isAncestor(index.byRef, box.ref, e));
  const asks = [box, ...inside].some((e) => /\?\s*$/.test((e.name || e.hints?.text || '').trim()));
  const fields = inside.some((e) =>
    ['textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'radio'].includes(e.role),
  );
  return asks && !fields;
}
