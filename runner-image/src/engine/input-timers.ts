/**
 * What an input starts later: a search sent 300 ms after the last key, an answer a click shows 400 ms later. An init
 * script in every document notes each timer of up to `INPUT_TIMER_MS` the page sets while it handles a key, an input
 * or a click, until it fires or is cleared; an action is over once they have fired, and then once what they sent is
 * answered (requests.ts). Without this wait, the next step sees the answer or not depending on how busy the machine is.
 *
 * The input handled is `window.event`, or, for a listener inside a shadow root (where `window.event` stays unset), the
 * input this window's capturing listener saw last, until the task that dispatched it is over.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { bounded, RunStoppedError } from './bounds';
import { inPage } from './page-function';
import { ANSWERS_PATIENCE_MS } from './requests';

/** Timers of at most this delay, set while the page handles an input (typing, a click), are what it started, ms. */
export const INPUT_TIMER_MS = 1_000;

/** The name the tracker is kept under in each document. */
const TRACKER = '__tasInputTimers';

interface Args {
  name: string;
  timerMs: number;
  /** Only install the tracker (the init script); otherwise wait up to this long for its timers, ms. */
  waitMs: number | null;
}

/**
 * Runs in the page (self-contained: Playwright serialises it). Installs the tracker where it is missing; unless only
 * installing, resolves once no timer set while handling an input is pending, or after `waitMs`.
 */
function noteInputTimers(args: Args): Promise<void> | undefined {
  const w = globalThis as unknown as Record<string, unknown>;
  let pending = w[args.name] as Set<number> | undefined;
  if (!pending) {
    const timers = new Set<number>();
    pending = timers;
    Object.defineProperty(w, args.name, { value: timers, enumerable: false, configurable: true });
    const INPUTS = [
      'keydown',
      'keyup',
      'keypress',
      'beforeinput',
      'input',
      'change',
      'compositionend',
      'pointerup',
      'mouseup',
      'click',
      'dblclick',
      'submit',
    ];
    const nativeSet = w.setTimeout as unknown as (...a: unknown[]) => number;
    const nativeClear = w.clearTimeout as unknown as (id: unknown) => void;
    let handling: Event | null = null;
    const noteInput = (event: Event) => {
      handling = event;
      nativeSet.call(
        w,
        () => {
          if (handling === event) handling = null;
        },
        0,
      );
    };
    for (const type of INPUTS) addEventListener(type, noteInput, { capture: true, passive: true });
    const setTimer = function setTimeout(this: unknown, handler: unknown, delay?: unknown, ...rest: unknown[]) {
      const event = (w as { event?: Event }).event ?? handling;
      if (typeof handler !== 'function' || !event || !INPUTS.includes(event.type) || Number(delay) > args.timerMs) {
        return nativeSet.call(w, handler, delay, ...rest);
      }
      const id: number = nativeSet.call(
        w,
        function (this: unknown, ...params: unknown[]) {
          timers.delete(id);
          return (handler as (...a: unknown[]) => unknown).apply(this, params);
        },
        delay,
        ...rest,
      );
      timers.add(id);
      return id;
    };
    const clearTimer = function clearTimeout(id: unknown) {
      timers.delete(id as number);
      return nativeClear.call(w, id);
    };
    Object.defineProperty(w, 'setTimeout', { value: setTimer, writable: true, configurable: true, enumerable: true });
    Object.defineProperty(w, 'clearTimeout', {
      value: clearTimer,
      writable: true,
      configurable: true,
      enumerable: true,
    });
  }
  if (args.waitMs === null) return undefined;
  const timers = pending;
  const end = performance.now() + args.waitMs;
  return new Promise((resolve) => {
    const poll = () => {
      if (timers.size === 0 || performance.now() >= end) resolve();
      else requestAnimationFrame(() => poll());
    };
    poll();
  });
}

const TRACK_INPUT_TIMERS = inPage(noteInputTimers);

/** Installs the tracker in every document of a new context, before its first page opens. */
export async function trackInputTimers(context: BrowserContext): Promise<void> {
  await context.addInitScript(TRACK_INPUT_TIMERS, { name: TRACKER, timerMs: INPUT_TIMER_MS, waitMs: null });
}

/**
 * Waits until the timers the page set while handling an input have fired (a search sent after a pause in typing), up
 * to `ANSWERS_PATIENCE_MS`; what they send is then waited for as any request. Nothing of this fails a step.
 */
export async function inputTimersDone(page: Page, signal: AbortSignal): Promise<void> {
  await bounded(
    page.evaluate(TRACK_INPUT_TIMERS, { name: TRACKER, timerMs: INPUT_TIMER_MS, waitMs: ANSWERS_PATIENCE_MS }),
    ANSWERS_PATIENCE_MS + 2_000,
    'Waiting for the page',
    signal,
  ).catch((error: unknown) => {
    if (error instanceof RunStoppedError) throw error;
  });
}
