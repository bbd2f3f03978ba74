/**
 * Whether the app refused an `act` step that names a task (rules/act-outcome.ts): the error messages the page shows
 * are read before the step and again once what its actions started is over (the requests they sent answered, a
 * "Saving…" gone, the button it pressed no longer greyed out as it was while the app worked); a message that is new
 * then is the app's answer, and the step fails with it.
 *
 * What counts as an error message: a visible element that is a message by its role or live region (`alert`,
 * `status`), by its identity (an `error`, `invalid`, `alert`, `toast`... class or id) or as an `aria-invalid` field's
 * description, whose words are an error's ("Top-ups are limited to £200", "Enter a valid email"); never a control,
 * never a message whose words report a success ("Booking confirmed"), and never red text or a banner that says
 * something else ("Only 3 left", "Your check-up is overdue").
 *
 * A step that took the browser to another page by a link (a GET navigation) is not answered by the errors of the page
 * it opened (a form that shows its errors at once); a form posted to the server is (the page it answers with).
 */
import type { Page, Request } from 'playwright-core';
import { bounded, RunStoppedError } from '../engine/bounds';
import { MESSAGE_RECORDER } from '../engine/messages';
import { inPage } from '../engine/page-function';
import { watchRequests } from '../engine/requests';
import { ERROR_WORDS, REFUSAL_SHAPES, SUCCESS_WORDS } from './rules/act-outcome';

/** How long the requests a step's actions sent, and a "Saving…" it shows, are waited for, at most, ms. */
export const REFUSAL_PATIENCE_MS = 10_000;

interface Patterns {
  error: string;
  success: string;
  refusal: string;
  /** Where the page keeps the messages it showed and took away again (engine/messages.ts). */
  recorder: string;
  /** Every message, whatever its words (what the app has answered so far), instead of the error messages. */
  any?: boolean;
}

/** Runs in the page: the texts of the error messages it shows (main document and open shadow roots). */
function shownErrors(p: Patterns): string[] {
  const error = new RegExp(p.error, 'i');
  const success = new RegExp(p.success, 'i');
  const refusal = new RegExp(p.refusal, 'i');
  const ERROR_IDENT = /(?:^|[-_\s])(?:error|errors|err|invalid|errormessage)(?:$|[-_\s])/i;
  const CONTROLS = 'button,a,input,select,textarea,option,label,[role=button],[role=link],[role=tab],[role=menuitem]';
  const IDENT =
    /(?:^|[-_\s])(?:error|errors|err|invalid|errormessage|danger|alert|warning|toast|notice|flash|status|message|feedback)(?:$|[-_\s])/i;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = new Set<string>();
  // A message that says an error: red text that says "Only 3 left" or a banner that says a check-up is overdue is not.
  const consider = (el: Element, strong: boolean, named = false, announced = false) => {
    if (el.matches(CONTROLS) || el.querySelector('input,select,textarea')) return;
    if (!visible(el)) return;
    considerText(textOf(el), strong, named, announced);
  };
  // `announced`: an element named an error that the page announces (an alert or a live region): whatever it says is
  // an error ("The Junior squad is for players under 12"), unless it reports a success.
  const considerText = (text: string, strong: boolean, named: boolean, announced = false) => {
    if (!text || text.length > 300) return;
    if (p.any) {
      found.add(text);
      return;
    }
    // A tally ("29 guests · 19 attending · 3 declined · 7 awaiting reply") counts what is in each state: "declined"
    // there is a count, not a refusal. ("2 uploaded, 1 failed", in a sentence's commas, stays a message.)
    const counts = text.split(/\s*[·•|]\s*/);
    if (counts.length >= 2 && counts.every((c) => /^\d[\d,.]*(?:\s+\p{L}[\p{L}'’-]*){1,3}$/u.test(c))) return;
    // A message that reports a success is none: "Thanks! Please check your email", "Renewed 2 items. 3 couldn't be
    // renewed."; a success word only in a negation ("..., so it cannot be removed", "not confirmed") or a requirement
    // ("Applicants under 18 must be added by a parent") is no success.
    const global = new RegExp(success.source, 'gi');
    // Nor is one done for someone else ("Juniper is reserved for another family").
    const reports = [...text.matchAll(global)].some(
      (m) =>
        !/\b(?:not|never|cannot|can['’]?t|couldn['’]?t|won['’]?t|unable\s+to|must|should|needs?\s+to|ha(?:s|ve)\s+to|can\s+only|may\s+only)\s+(?:be\s+|been\s+|have\s+been\s+)?$/i.test(
          text.slice(Math.max(0, (m.index ?? 0) - 24), m.index),
        ) && !/^\s+(?:for|by)\s+(?:another|someone|somebody)\b/i.test(text.slice((m.index ?? 0) + m[0].length)),
    );
    // An element named an error (an `error` class) says a success word in passing ("Only submitted claims can be
    // withdrawn").
    if (
      reports &&
      !named &&
      !/\b(?:error|invalid|incorrect|wrong|fail|failed|failure|declined|denied|rejected|(?<!\bno\s)problem)\b/i.test(
        text,
      )
    )
      return;
    if (error.test(text) || (strong && refusal.test(text)) || (announced && !reports)) found.add(text);
  };
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i] as Document | ShadowRoot;
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (el.shadowRoot) roots.push(el.shadowRoot);
      const role = el.getAttribute('role');
      const live = el.getAttribute('aria-live');
      const ident = `${el.id} ${typeof el.className === 'string' ? el.className : ''} ${el.getAttribute('data-testid') ?? ''}`;
      if (role === 'alert' || role === 'status' || live === 'assertive' || live === 'polite' || IDENT.test(ident)) {
        const named = ERROR_IDENT.test(ident);
        // (A status is a polite live region whether or not it says so.)
        const announces = role === 'alert' || role === 'status' || live === 'assertive' || live === 'polite';
        consider(el, role === 'alert' || live === 'assertive' || named, named, named && announces);
      }
      if (el.getAttribute('aria-invalid') === 'true') {
        const ids = `${el.getAttribute('aria-errormessage') ?? ''} ${el.getAttribute('aria-describedby') ?? ''}`;
        for (const id of ids.split(/\s+/).filter(Boolean)) {
          const described = root.querySelector(`#${CSS.escape(id)}`) ?? document.getElementById(id);
          if (described) consider(described, true, true);
        }
      }
    }
  }
  // A message the page showed since the last input and took away again (an error toast gone after a second).
  const recorded = (globalThis as unknown as Record<string, { gone: { text: string; role: string; ident: string }[] }>)[
    p.recorder
  ];
  for (const m of recorded?.gone ?? []) {
    const named = ERROR_IDENT.test(m.ident);
    considerText(m.text, m.role === 'alert' || named, named, named && m.role === 'alert');
  }
  // A message inside another one is the same message: the outermost says it whole.
  const texts = [...found];
  return texts.filter((t) => !texts.some((other) => other !== t && other.includes(t)));
}

const SHOWN_ERRORS = inPage(shownErrors);
const PATTERNS: Patterns = {
  error: ERROR_WORDS.source,
  success: SUCCESS_WORDS.source,
  refusal: REFUSAL_SHAPES.source,
  recorder: MESSAGE_RECORDER,
};

/**
 * Runs in the page: whether it says it is at work: `aria-busy`, or a short visible text that trails off after a word
 * in -ing ("Saving…", "Checking your card...") or is only a word of waiting ("Loading", "Please wait").
 */
function busy(): boolean {
  if (document.querySelector('[aria-busy=true]')) return true;
  const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (text.length === 0 || text.length > 40) continue;
    const trailing = /(?:…|\.\.\.)$/.test(text) && /\b\w+ing\b/i.test(text);
    if (!trailing && !/^(?:loading|please wait|saving|processing|submitting|sending|updating)\W*$/i.test(text))
      continue;
    const el = node.parentElement;
    if (el && el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden') return true;
  }
  return false;
}

const BUSY = inPage(busy);

/** Where the page keeps the control the step last pressed, and its words then. */
const PRESSED = '__tasPressed';

/**
 * Runs in the page: from now on, notes the control each click lands on (a button, a submit input, a role=button)
 * and its words at that moment, before the page's own handlers run.
 */
function notePresses(name: string): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g[name] = null;
  if (g[`${name}Armed`]) return;
  g[`${name}Armed`] = true;
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.composedPath()[0] ?? event.target) as Element | null;
      const control = target?.closest?.('button,[role=button],input[type=submit],input[type=button]');
      g[name] = control ? { el: control, text: (control as HTMLElement).innerText ?? control.textContent ?? '' } : null;
    },
    true,
  );
}

/**
 * Runs in the page: whether the control the step pressed is still disabled, with the words it had when pressed (the
 * app at work on it: "Add" greyed out until the app answers), not changed to say it is done ("Added").
 */
function pressedBusy(name: string): boolean {
  const pressed = (globalThis as unknown as Record<string, { el: Element; text: string } | null>)[name];
  if (!pressed?.el.isConnected) return false;
  const el = pressed.el as HTMLButtonElement;
  const disabled = el.disabled === true || el.getAttribute('aria-disabled') === 'true';
  return disabled && (el.innerText ?? el.textContent ?? '') === pressed.text;
}

const NOTE_PRESSES = inPage(notePresses);
const PRESSED_BUSY = inPage(pressedBusy);

/** The error messages every frame of the page shows (a payment form's error in its iframe too). */
async function errorsOn(page: Page): Promise<string[]> {
  const frames = await Promise.all(
    page.frames().map((frame) => frame.evaluate(SHOWN_ERRORS, PATTERNS).catch((): string[] => [])),
  );
  return frames.flat();
}

/** Every message every frame of the page shows, whatever its words. */
async function messagesOn(page: Page): Promise<string[]> {
  const all = { ...PATTERNS, any: true };
  const frames = await Promise.all(
    page.frames().map((frame) => frame.evaluate(SHOWN_ERRORS, all).catch((): string[] => [])),
  );
  return frames.flat();
}

/** A message that says the page is at work ("Saving…", "Loading"), not what it answered. */
const AT_WORK_TEXT = /(?:…|\.\.\.)$|^(?:loading|please wait|saving|processing|submitting|sending|updating)\W*$/i;

/** A watch over one step: `refusal()` after its actions says the new error message, if the app answered with one. */
export interface RefusalWatch {
  /**
   * Call before each action: the messages shown before the first one are not its answer either (a list that loaded
   * while the step waited for its target, with an "Out of stock" label in it).
   */
  beforeAction(): Promise<void>;
  refusal(): Promise<string | undefined>;
  stop(): void;
}

/** What the step's own words tell of a message (rules/act-outcome.ts). */
export interface StepReading {
  /** The message reports the step's task done in an error's words ("Rejected Chloe Wu's claim"). */
  reportsDone(message: string): boolean;
  /** The message, whatever its words, tells what to do first for the step's task ("Dock the bike to end your ride"). */
  saysWhatFirst(message: string): boolean;
}

const NO_READING: StepReading = { reportsDone: () => false, saysWhatFirst: () => false };

/** Starts watching `page` for the app's answer to a step (call before its first action). */
export async function watchForRefusal(
  page: Page,
  signal: AbortSignal,
  reading: StepReading = NO_READING,
): Promise<RefusalWatch> {
  const before = new Set(await errorsOn(page));
  const shownBefore = new Set(await messagesOn(page));
  /** Whether the page shows a message it did not show before the step (not one that says it is at work). */
  const answered = async () =>
    (await messagesOn(page)).some((text) => !shownBefore.has(text) && !AT_WORK_TEXT.test(text));
  // In every frame: a card form in an iframe says "Processing…" and greys out its Pay button while it decides.
  await Promise.all(page.frames().map((f) => f.evaluate(NOTE_PRESSES, PRESSED).catch(() => undefined)));
  const requests = watchRequests(page);
  /** Methods of the main frame's navigations the step started. */
  const navigations: string[] = [];
  const sent = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.method());
  };
  page.on('request', sent);
  const stop = () => {
    requests.stop();
    page.off('request', sent);
  };
  let acted = false;
  return {
    stop,
    async beforeAction() {
      if (acted) return;
      acted = true;
      for (const text of await errorsOn(page)) before.add(text);
    },
    async refusal() {
      try {
        // The app's answer comes once what the actions started is over: every request they sent answered, and the
        // page no longer saying it is at work. Whatever does not end in time is taken as it is.
        const deadline = Date.now() + REFUSAL_PATIENCE_MS;
        await requests.answered({ timeoutMs: REFUSAL_PATIENCE_MS, signal });
        // A button left greyed out after the app answered (a Save that stays disabled until the next change) is no
        // work: a message the page shows since the step began (a toast that says "Preferences saved") is its answer.
        const inAnyFrame = async (fn: () => Promise<boolean>[]) => (await Promise.all(fn())).some(Boolean);
        const atWork = async () =>
          (await inAnyFrame(() => page.frames().map((f) => f.evaluate(BUSY).catch(() => false)))) ||
          ((await inAnyFrame(() => page.frames().map((f) => f.evaluate(PRESSED_BUSY, PRESSED).catch(() => false)))) &&
            !(await answered()));
        while (Date.now() < deadline && (await atWork())) {
          await bounded(new Promise((r) => setTimeout(r, 50)), 1_000, 'Waiting for the page', signal);
          await requests.answered({ timeoutMs: Math.max(0, deadline - Date.now()), signal });
        }
        if (navigations.length > 0 && !navigations.includes('POST')) return undefined;
        const fresh = (await errorsOn(page)).filter((text) => !before.has(text) && !reading.reportsDone(text));
        if (fresh[0]) return fresh[0];
        const told = (await messagesOn(page)).filter((text) => !shownBefore.has(text) && reading.saysWhatFirst(text));
        return told[0];
      } catch (error) {
        if (error instanceof RunStoppedError) throw error;
        return undefined;
      } finally {
        stop();
      }
    },
  };
}
