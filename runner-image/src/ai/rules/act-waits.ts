/**
 * Waits for the rules planner: a duration ("wait 2 seconds"), something to appear or go away ("wait until the toast
 * disappears"), or something to finish loading ("wait for the results to load").
 */

import type { Observation, ObservedElement, PlannedOperation } from '../contract';
import { AWAITS_ANSWER } from './act-outcome';
import { normalize } from './ground';
import { indexOf, isAncestor } from './page-index';
import { unquote } from './phrasing';
import { type Handler, PlanError, tryFind } from './plan-state';
import { panelOf } from './tab-panels';

const NUMBER = '(\\d+(?:\\.\\d+)?)';

/** "wait for it to load": a word that names nothing on the page by itself. */
const PRONOUN = /^(?:it|this|that|they|them|these|those|everything|all|things)$/i;

/** Words that start a clause of their own: what follows is not the name of what to wait for. */
const CLAUSE = /\b(?:after|before|once|when|whenever|then|while|and|but|so)\b/i;

function unnamed(what: string): PlanError {
  return new PlanError(
    `"${what}" does not say what to wait for. Name what appears ("wait until the approval history shows").`,
    true,
  );
}

/** A message by its role or identity (an alert, a status, a toast) that says something; or one gone since the input. */
function showsMessage(observation: Observation): boolean {
  const message = (e: ObservedElement) =>
    /^(?:alert|status|alertdialog)$/.test(e.role) ||
    /\b(?:toast|snackbar|notification|flash|message|msg|alert|success|confirmation)\b/i.test(e.hints?.ident ?? '');
  const { byRef } = indexOf(observation.elements);
  const says = (e: ObservedElement) =>
    !!(e.hints?.text ?? e.name).trim() ||
    observation.elements.some((d) => !!d.hints?.text?.trim() && isAncestor(byRef, e.ref, d));
  return observation.elements.some((e) => message(e) && says(e)) || (observation.goneMessages?.length ?? 0) > 0;
}

/** The text by which a page says it is still loading ("Loading...", "Searching trains..."), when it shows one. */
export function loadingText(elements: readonly ObservedElement[]): string | undefined {
  return elements.map((e) => (e.hints?.text || e.name).trim()).find(isLoadingMessage);
}

/** What says the page is at work: a loading message, else one that says it is looking ("Confirming your booking…"). */
export function busyText(elements: readonly ObservedElement[]): string | undefined {
  return loadingText(elements) ?? elements.map((e) => (e.hints?.text || e.name).trim()).find(isFindingText);
}

/** A short text with a word of loading: "Loading...", "Searching trains...", "Please wait". */
function isLoadingMessage(t: string): boolean {
  return t.length <= 60 && /\b(?:loading|searching|checking|fetching|please wait|updating|processing)\b/i.test(t);
}

/**
 * A message that says the page is still looking for something ("Finding this week's chef's pick…"): a loading
 * message, or a short text that starts with a word in -ing and trails off.
 */
function isFindingText(t: string): boolean {
  return isLoadingMessage(t) || (t.length <= 60 && /^[A-Z][a-z]+ing\b.*(?:…|\.\.\.)$/.test(t));
}

/**
 * "wait for the results", "wait for it to be accepted", "wait until it shows as booked": a wait that names nothing the
 * page shows, only that the app answers. Every action already waits until what it started is answered; this waits
 * further only while the page says it is at work.
 */
export const VAGUE_WAIT =
  /^wait\s+(?:for|until|till)\s+(?:(?:the\s+|a\s+|an\s+)?(?:results?|answer|response|reply|list|search(?:\s+results)?|update|outcome|lookup|check)(?:\s+to\s+(?:load|finish|come back|appear|update|show up|narrow(?:\s+down)?(?:\s+to\s+.+)?))?|(?:it|they|the\s+[\w-]+)\s+(?:to\s+be|is|are|has\s+been|have\s+been|shows?\s+as|to\s+show\s+as)\s+(?:accepted|confirmed|checked|applied|saved|booked|done|approved|added|sent|received|placed|processed|updated|complete|completed|successful))$/i;

export const WAIT_READINGS: Array<[RegExp, Handler]> = [
  [
    // "... and wait for the confirmation", "wait for the toast": a message the page shows (or showed since the last
    // input, and took away); while it says it is at work, until it is done. None yet: planned again as the page
    // changes (after the parts before it), and failing when none comes.
    AWAITS_ANSWER,
    (m, s) => {
      const busy = busyText(s.observation.elements);
      if (busy) return [{ op: 'wait_for', text: busy, state: 'hidden' }];
      if (showsMessage(s.observation)) return [];
      const noun = /\b(confirmation|toast|message|notification|snackbar|reference|receipt)\b/i.exec(m[0]);
      throw new PlanError(`No ${noun?.[1]?.toLowerCase() ?? 'message'} is shown on the page.`, true);
    },
  ],
  [
    VAGUE_WAIT,
    (_m, s) => {
      const busy = busyText(s.observation.elements);
      return busy ? [{ op: 'wait_for', text: busy, state: 'hidden' }] : [];
    },
  ],
  [
    new RegExp(`^wait\\s+(?:for\\s+)?${NUMBER}\\s*(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?)?$`, 'i'),
    (m) => {
      const n = Number(m[1]);
      const unit = (m[2] ?? 's').toLowerCase();
      const seconds = unit.startsWith('ms') || unit.startsWith('milli') ? n / 1000 : unit.startsWith('m') ? n * 60 : n;
      return [{ op: 'wait', seconds }];
    },
  ],
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)\s+(?:disappears|is gone|is hidden|is not (?:visible|shown|displayed)|to disappear|goes away|vanishes|to be hidden|to go away)$/i,
    (m, s) => {
      const raw = m[1] as string;
      // "the 'Preferences saved' message": the quoted words are what it shows.
      const inner = /["'`]([^"'`]+)["'`]/.exec(raw);
      if (inner) return [{ op: 'wait_for', text: inner[1] as string, state: 'hidden' }];
      const text = unquote(raw);
      // "the spinner", "the toast": what it shows now; something not on the page cannot be seen to go away.
      const words = normalize(text);
      const shown = s.observation.elements.some((e) => normalize(`${e.name} ${e.hints?.text ?? ''}`).includes(words));
      if (shown) return [{ op: 'wait_for', text, state: 'hidden' }];
      const el = tryFind(s, raw, 'any');
      const label = el ? (el.hints?.text || el.name).trim() : '';
      if (el && label) return [{ op: 'wait_for', text: label, state: 'hidden' }];
      throw new PlanError(
        `"${text}" is not on the page, so the step cannot tell when it disappears. Quote the text it shows.`,
        true,
      );
    },
  ],
  // "wait for the results to load", "wait until the addresses have been found": until what says it is loading is
  // gone, else until the thing itself shows.
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)\s+(?:to\s+(?:load|finish(?: loading)?|arrive|come back|be (?:loaded|ready|found|fetched|calculated))|(?:has|have|is|are)\s+(?:been\s+)?(?:loaded|finished(?: loading)?|ready|done|found|fetched|returned|arrived|calculated|retrieved|looked up))$/i,
    (m, s) => {
      // "Loading…", and a message that says it is looking ("Finding addresses…").
      const busy = busyText(s.observation.elements);
      if (busy) return [{ op: 'wait_for', text: busy, state: 'hidden' }];
      if (PRONOUN.test((m[1] as string).trim())) throw unnamed(m[1] as string);
      const el = tryFind(s, m[1] as string, 'any');
      const label = el ? (el.hints?.text || el.name).trim() : '';
      return label ? [{ op: 'wait_for', text: label, state: 'visible' }] : null;
    },
  ],
  // "wait until the flight status shows On time", "wait for the status to say Delivered": until those words show.
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)\s+(?:shows|says|reads|displays|is|to say|to show|to read|to be)\s+(?!(?:visible|shown|displayed|hidden|gone|there|present|ready|loaded|enabled|disabled|done|finished|complete)\b)(.+)$/i,
    (m, s) => {
      const text = unquote(m[2] as string);
      const words = normalize(text);
      const says = (e: ObservedElement) => normalize(`${e.name} ${e.hints?.text ?? ''}`).includes(words);
      // What the step names already shows them (the page got there before the step looked): nothing to wait for.
      const subject = tryFind(s, m[1] as string, 'any');
      if (subject && says(subject)) return [{ op: 'wait_for', text, state: 'visible' }];
      // Words already on the page elsewhere ("On time" in a legend): until the status named shows them, when they are
      // not already inside it (a legend within it would be read as the status).
      const byRef = indexOf(s.observation.elements).byRef;
      const inside = s.observation.elements.filter((e) => subject && says(e) && isAncestor(byRef, subject.ref, e));
      // In the live status (a role of status or alert) of what the words name (a tab stands for its panel; the words
      // may name several things, a tab and its panel and a menu link): what it shows now, however soon the app
      // answered (a busy machine looks after the answer came).
      const called = normalize((m[1] as string).replace(/^(?:the|my|your)\s+/i, ''));
      const holders = (
        subject ? [subject] : s.observation.elements.filter((e) => normalize(e.name) === called)
      ).flatMap((e) => (e.role === 'tab' ? [e, panelOf(s.observation.elements, e) ?? e] : [e]));
      const live = (e: ObservedElement) =>
        [e, ...s.observation.elements.filter((a) => isAncestor(byRef, a.ref, e))].some(
          (a) => (a.role === 'status' || a.role === 'alert') && holders.some((h) => isAncestor(byRef, h.ref, a)),
        );
      if (s.observation.elements.some((e) => says(e) && live(e))) return [{ op: 'wait_for', text, state: 'visible' }];
      if (subject && inside.length === 0 && s.observation.elements.some(says)) {
        return [{ op: 'wait_for', text, state: 'visible', ref: subject.ref }];
      }
      // Without a status named, they cannot say when the change happened ("Out for delivery" on a timeline).
      if (s.observation.elements.some(says)) {
        throw new PlanError(
          `"${text}" is already on the page, so the step cannot tell when ${m[1]} becomes it. Quote a text that appears only then.`,
          true,
        );
      }
      return [{ op: 'wait_for', text, state: 'visible' }];
    },
  ],
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)(?:\s+(?:appears|is (?:visible|shown|displayed)|to appear|shows up|to show up|to be visible|loads|to load|is there))?$/i,
    (m, s) => {
      if (PRONOUN.test((m[1] as string).trim())) throw unnamed(m[1] as string);
      const inner = /["'`]([^"'`]+)["'`]/.exec(m[1] as string);
      // "wait for the episodes to load after clicking "Load more"": a quoted text inside a clause is not what to wait
      // for, and the clause (a click, another step) would go undone.
      const around = (m[1] as string).replace(/["'`][^"'`]+["'`]/g, ' ');
      if (inner && CLAUSE.test(around)) {
        throw new PlanError(
          `The rules planner does not understand "${(m[1] as string).trim()}" as something to wait for: write the action and the wait as steps of their own.`,
          true,
        );
      }
      const text = inner ? (inner[1] as string) : unquote(m[1] as string);
      // "wait for the chef's pick to appear" while the page says "Finding this week's chef's pick…": the words in
      // that message are not the thing itself, so first until the message is gone.
      const words = normalize(text);
      const busy = s.observation.elements
        .map((e) => (e.hints?.text || e.name).trim())
        .find((t) => isFindingText(t) && normalize(t).includes(words));
      const appear: PlannedOperation = { op: 'wait_for', text, state: 'visible' };
      return busy ? [{ op: 'wait_for', text: busy, state: 'hidden' }, appear] : [appear];
    },
  ],
];
