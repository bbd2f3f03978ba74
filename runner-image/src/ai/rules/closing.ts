/**
 * Closing what is open: the closing control of the page's one open dialog, a step that names the dialog by what it
 * is about ("Close the application" over a dialog whose Submit says "Submit application"), and controls that do
 * something else than close ("Submit application", "Send").
 */
import type { ObservedElement } from '../contract';
import { indexOf, isAncestor } from './page-index';
import type { State } from './plan-state';
import { contentTokens, stem, tokens } from './text-match';

/** The closing control (Close, ×, Cancel, Not now...) of the page's one open dialog; null without one. */
export function dialogCloser(s: State): ObservedElement | null {
  const elements = s.observation.elements;
  const { byRef } = indexOf(elements);
  const dialogs = elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  if (dialogs.length !== 1) return null;
  const dialog = dialogs[0] as ObservedElement;
  const label = (e: ObservedElement) => (e.name || e.hints?.text || '').trim();
  const controls = elements.filter(
    (e) => (e.role === 'button' || e.role === 'link') && !e.hints?.disabled && isAncestor(byRef, dialog.ref, e),
  );
  for (const pattern of [
    /^(?:close|×|✕|x)$/i,
    /^(?:close|dismiss)\b/i,
    /^(?:cancel|not now|no thanks|keep)\b/i,
    /^(?:done|ok|okay|got it)$/i,
  ]) {
    const found = controls.filter((e) => pattern.test(label(e)));
    if (found.length === 1) return found[0] as ObservedElement;
    if (found.length > 1) return null;
  }
  return null;
}

/**
 * Whether the words of `object` name the page's one open dialog: all of them are said in it, and only by its title,
 * its buttons or its links ("the application" of an "Apply for a permit" dialog with "Submit application"), never by
 * a part of it such as a section, a field or a tab, which is what closing would be about.
 */
export function namesOpenDialog(s: State, object: string): boolean {
  const elements = s.observation.elements;
  const dialogs = elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  if (dialogs.length !== 1) return false;
  const dialog = dialogs[0] as ObservedElement;
  const words = contentTokens(object).map(stem);
  const { byRef, subtree, own } = indexOf(elements);
  if (words.length === 0 || !words.every((w) => subtree.get(dialog.ref)?.has(w))) return false;
  const saying = elements.filter(
    (e) =>
      isAncestor(byRef, dialog.ref, e) &&
      words.every((w) =>
        tokens(own.get(e.ref) ?? '')
          .map(stem)
          .includes(w),
      ),
  );
  // A disclosure ("Shipping", expanded) is a part of the dialog that closes on its own.
  const whole = (e: ObservedElement) =>
    ['button', 'link', 'heading', 'paragraph', 'text'].includes(e.role) && e.hints?.expanded === undefined;
  return saying.length > 0 && saying.every(whole);
}

/** Words of a control that does something else than close what it is in. */
const OTHER_ACTION =
  /^(?:submit|send|save|apply|confirm|pay|delete|remove|book|buy|continue|next|place|sign|approve|accept|publish|post|create|add|update)\b/i;
const CLOSING = /\b(?:close|dismiss|cancel|hide|collapse|done|back|×|✕)\b/i;

/** A control whose own words say it does another thing than closing ("Submit application"). */
export function doesOtherThing(el: ObservedElement): boolean {
  const name = (el.name || el.hints?.text || '').trim();
  return OTHER_ACTION.test(name) && !CLOSING.test(name);
}
