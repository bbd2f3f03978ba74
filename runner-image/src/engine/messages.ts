/**
 * Messages a page showed and took away again since the last input: a toast that left after 1.5 s, a status line
 * cleared, an alert hidden. Whether a check after an action still sees such a message depends on how long the
 * action, its screenshot and the check's own observation took, that is on how busy the machine is; a person watching
 * the screen saw it either way. An init script in every document records them, so that a check about a message
 * decides the same on a quiet machine and a busy one.
 *
 * A message is an element with a message's role (`status`, `alert`), a live region, or an identity that says it comes
 * and goes (a `toast`, `snackbar`, `notification`, `notice`, `flash` or `alert` class, id or test id). Its text is recorded as it shows;
 * once it is removed, hidden or emptied, its last text is a message that is gone. A message whose text is replaced
 * by another ("Saving…", then "Save failed") is not gone: the page still says the newer one. An input (a press, a
 * key, a change of a field, trusted or not) starts a new period: only what was shown after the last one is kept.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inPage } from './page-function';

/** The name the recorder is kept under in each document (not enumerable). */
export const MESSAGE_RECORDER = '__tasMessages';
/** Messages kept per document, most recent last. */
const KEPT = 20;
/** Characters kept of a message's text. */
const TEXT_CHARS = 300;

/** A message that was shown since the last input and is gone. */
export interface GoneMessage {
  text: string;
  /** Its role (`status`, `alert`), or "". */
  role: string;
  /** Words of its id, class names and test id. */
  ident: string;
}

interface RecorderArgs {
  name: string;
  kept: number;
  textChars: number;
}

interface Recorder {
  gone: GoneMessage[];
}

function recordMessages(args: RecorderArgs): void {
  const w = globalThis as unknown as Record<string, unknown>;
  if (w[args.name]) return;
  const recorder: Recorder = { gone: [] };
  Object.defineProperty(w, args.name, { value: recorder, enumerable: false, configurable: true });
  const CANDIDATES =
    '[role=status],[role=alert],[aria-live],[class*=toast],[class*=snack],[class*=notif],[class*=flash],[class*=alert],[class*=notice],[id*=toast],[id*=snack],[id*=notif],[id*=flash],[id*=alert],[id*=notice],[data-testid]';
  // Identities of messages that come and go; never a table cell's `status` or a chat's `message`, which a step that
  // deletes its row takes away with the row.
  const IDENT =
    /(?:^|[-_\s])(?:toast|toaster|toasts|snackbar|notification|notifications|notice|flash|alert|alerts)(?:$|[-_\s])/i;
  const NOT_MESSAGES = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'LABEL', 'A', 'OPTION', 'BODY', 'HTML']);
  const identOf = (el: Element) =>
    `${el.id} ${typeof el.className === 'string' ? el.className : ''} ${el.getAttribute('data-testid') ?? ''}`
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[-_.:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const isMessage = (el: Element) => {
    if (NOT_MESSAGES.has(el.tagName)) return false;
    const role = el.getAttribute('role') ?? '';
    if (role === 'status' || role === 'alert') return true;
    const live = el.getAttribute('aria-live');
    if (live && live !== 'off') return true;
    return IDENT.test(identOf(el).replace(/ /g, '-'));
  };
  const textOf = (el: Element) => {
    const shown = el instanceof HTMLElement && el.isConnected && el.checkVisibility() ? el.innerText : '';
    return shown.replace(/\s+/g, ' ').trim().slice(0, args.textChars);
  };
  /** Each message element shown: its last text, and whether it was shown (with that text) since the last input. */
  const shown = new Map<Element, { text: string; fresh: boolean }>();
  const look = (el: Element) => {
    const text = textOf(el);
    const before = shown.get(el);
    if (text) shown.set(el, before?.text === text ? before : { text, fresh: true });
    else shown.delete(el);
    if (before?.fresh && !text) {
      recorder.gone = recorder.gone.filter((m) => m.text !== before.text).slice(-(args.kept - 1));
      recorder.gone.push({ text: before.text, role: el.getAttribute('role') ?? '', ident: identOf(el) });
    }
  };
  const consider = (el: Element) => {
    if (isMessage(el)) look(el);
  };
  const scan = (root: Element) => {
    consider(root);
    if (root.firstElementChild) for (const el of root.querySelectorAll(CANDIDATES)) consider(el);
  };
  /** The message element `el` is part of, if any (the nearest candidate may be another element with a test id). */
  const messageAround = (el: Element) => {
    for (let at = el.closest(CANDIDATES); at; at = at.parentElement?.closest(CANDIDATES) ?? null) {
      if (isMessage(at)) return at;
    }
    return null;
  };
  // An input starts a new period: what was gone is forgotten, what is shown now was shown before it.
  const options = { capture: true, passive: true };
  for (const type of ['pointerdown', 'mousedown', 'click', 'keydown', 'input', 'change', 'submit']) {
    addEventListener(
      type,
      () => {
        recorder.gone = [];
        for (const entry of shown.values()) entry.fresh = false;
      },
      options,
    );
  }
  new MutationObserver((records) => {
    const touched = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (!target) continue;
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      touched.add(target);
    }
    // A message shown whose text changed, or that was removed, hidden or emptied with its container.
    for (const el of [...shown.keys()]) {
      if (!el.isConnected) {
        look(el);
        continue;
      }
      for (const target of touched) {
        if (el.contains(target) || target.contains(el)) {
          look(el);
          break;
        }
      }
    }
    // A message element already there that starts to show (its text set, its `hidden` removed).
    for (const target of touched) {
      const message = messageAround(target);
      if (message && !shown.has(message)) look(message);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden', 'style', 'class', 'aria-hidden', 'open'],
  });
  const start = () => {
    if (document.documentElement) scan(document.documentElement);
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

const RECORD_MESSAGES = inPage(recordMessages);
const ARGS: RecorderArgs = { name: MESSAGE_RECORDER, kept: KEPT, textChars: TEXT_CHARS };

/** Installs the recorder in every document of a new context, before its first page opens. */
export async function recordPageMessages(context: BrowserContext): Promise<void> {
  await context.addInitScript(RECORD_MESSAGES, ARGS);
}

/**
 * The messages the page's document showed since the last input and took away again, oldest first; none when the
 * document has no recorder (a page opened outside a device) or does not answer.
 */
export async function goneMessages(page: Page): Promise<GoneMessage[]> {
  return page
    .evaluate((name) => {
      const recorder = (globalThis as unknown as Record<string, { gone: GoneMessage[] } | undefined>)[name];
      return recorder ? recorder.gone.slice() : [];
    }, MESSAGE_RECORDER)
    .catch(() => []);
}
