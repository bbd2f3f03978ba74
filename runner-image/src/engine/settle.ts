/**
 * Waiting for what a recorded input started, so that a step's screenshot and the next step see the page it left,
 * however busy the machine is.
 *
 * A key or a wheel notch often starts something that ends later: Chromium animates keyboard scrolls (Page_Down,
 * Space, arrows) over about 150 ms, `scroll-behavior: smooth` and `scrollIntoView({ behavior: 'smooth' })` animate
 * too, scroll listeners re-render, and a click or Enter may start a navigation. Without waiting, the next step acts
 * on whatever the page shows at that moment, which depends on how fast the machine is: a test that presses Page_Down
 * twice and then clicks lands on a different element under load.
 *
 * The wait counts animation frames, not milliseconds: an init script in every page records the scrolls it sees (any
 * element, captured at the window) and whether one is still under way (a `scroll` without its `scrollend` yet),
 * whether a scroll was asked for that has not shown yet (a fragment link, a script's `scrollTo` or `scrollIntoView`:
 * a smooth one starts frames later, and later still on a busy machine), and whether a cross-document navigation
 * started (Navigation API `navigate` event). After an input the page is settled once `MIN_FRAMES` frames have
 * passed, no scroll happened in the last `QUIET_FRAMES` of them, none is under way and none is still expected. When a
 * navigation started, the new document is awaited up to its `load` event, then settled the same way.
 *
 * No wall-clock limit decides when the page is settled: the wait goes on while the page renders frames, however far
 * apart, and only a page that renders none for the action timeout is taken as it is.
 */
import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { bounded, RunStoppedError, StepFailedError } from './bounds';
import { inputTimersDone, trackInputTimers } from './input-timers';
import { inPage } from './page-function';
import { ANSWERS_PATIENCE_MS, SETTLE_TRACKER as TRACKER, watchRequests } from './requests';

/** Frames always waited after an input (the page's handlers and the first frame of what they started). */
export const MIN_FRAMES = 3;
/** Frames without a scroll before the page counts as settled. */
export const QUIET_FRAMES = 2;
/**
 * Quiet frames after which a scroll whose `scrollend` never came counts as over (a scroll that ends without one:
 * its element was removed, or the page got shorter and the position was clamped).
 */
export const LOST_SCROLLEND_FRAMES = 30;
/**
 * Frames after which a scroll the page asked for (a fragment link, a scroll method) and that never showed counts as
 * not happening (it was already in place).
 */
export const UNSEEN_SCROLL_FRAMES = 30;
/** Frames after which a page that never stops scrolling (an endless scroll animation) is taken as it is. */
export const MAX_FRAMES = 600;
/** How long one wait in the page lasts at most before it reports its progress, ms. */
export const SETTLE_SLICE_MS = 1_000;

interface Tracker {
  /** Scroll events seen (any element or the viewport). */
  scrolls: number;
  /** A scroll happened and its `scrollend` has not come yet. */
  active: boolean;
  /** A scroll was asked for (fragment navigation, scroll method) and no scroll event came since. */
  expecting: boolean;
  /** Cross-document navigations started by the page (not downloads) since the last settle. */
  navigations: number;
  /** When the document last changed (`performance.now()`; a DOM mutation), 0 before any change. */
  changed: number;
  /** The settle under way, kept across the waits that make it up. */
  wait: { frames: number; quiet: number; seen: number; expectingFrames: number; slice: number } | null;
  /** When the document started a navigation to another one (wall-clock ms), 0 if it has not. */
  leftAt: number;
  /**
   * When each `fetch` and XHR of the page that has not ended yet started (wall-clock ms). One ends a task after its
   * answer reached the page, so that the page's own handlers of it (a redirect, a render) have run by then.
   */
  asking: Set<number>;
}

interface PageArgs {
  name: string;
  /** Only install the tracker (the init script). */
  installOnly: boolean;
  /** Continue the settle under way (a previous wait ran out of `sliceMs`) rather than start one. */
  resume: boolean;
  minFrames: number;
  quietFrames: number;
  lostScrollendFrames: number;
  unseenScrollFrames: number;
  maxFrames: number;
  sliceMs: number;
}

/** What one wait in the page reports. */
interface Waited {
  /** The page settled; otherwise the wait ran out of time and the settle goes on in the next one. */
  settled: boolean;
  /** A cross-document navigation started since the previous settle. */
  navigating: boolean;
  /** Frames the settle has waited so far. */
  frames: number;
}

/**
 * Runs in the page (self-contained: Playwright serialises it). Installs the tracker where it is missing (the init
 * script does it at the start of every document; a document it did not reach is tracked from now on). Unless
 * `installOnly`, then waits until the page settled (see the module comment) or `sliceMs` passed, whichever first.
 */
function trackAndSettle(args: PageArgs): Promise<Waited> | undefined {
  const w = globalThis as unknown as Record<string, unknown>;
  let tracker = w[args.name] as Tracker | undefined;
  if (!tracker) {
    const t: Tracker = {
      scrolls: 0,
      active: false,
      expecting: false,
      navigations: 0,
      changed: 0,
      wait: null,
      leftAt: 0,
      asking: new Set(),
    };
    new MutationObserver(() => {
      t.changed = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    tracker = t;
    Object.defineProperty(w, args.name, { value: t, enumerable: false, configurable: true });
    const options = { capture: true, passive: true };
    // A field typed into changed the page too, before the page shows anything of it (a search waits for a pause).
    addEventListener(
      'input',
      () => {
        t.changed = performance.now();
      },
      options,
    );
    addEventListener(
      'scroll',
      () => {
        t.scrolls++;
        t.active = true;
        t.expecting = false;
      },
      options,
    );
    addEventListener(
      'scrollend',
      () => {
        t.active = false;
      },
      options,
    );
    // The Navigation API reports a navigation the page starts (link, form, location change) as it starts; a
    // fragment navigation scrolls to its target, maybe smoothly, from a later frame.
    const navigation = (w as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const e = event as Event & {
        destination?: { sameDocument?: boolean };
        downloadRequest?: string | null;
        hashChange?: boolean;
      };
      if (e.destination?.sameDocument === false && !e.downloadRequest) {
        t.navigations++;
        t.leftAt = performance.timeOrigin + performance.now();
      }
      if (e.hashChange) t.expecting = true;
    });
    // A scroll a script asks for may start frames later (a smooth one is animated by the compositor). One that asks
    // for the position the box already has (a common `scrollTo(0, 0)` at the top) is expected to do nothing.
    const boxOf = (self: unknown) => {
      const box = self instanceof Element ? self : document.scrollingElement;
      return box
        ? {
            x: box.scrollLeft,
            y: box.scrollTop,
            maxX: box.scrollWidth - box.clientWidth,
            maxY: box.scrollHeight - box.clientHeight,
          }
        : null;
    };
    const movesBox = (self: unknown, method: string, rest: unknown[]) => {
      if (method === 'scrollIntoView') return true;
      const box = boxOf(self);
      if (!box) return true;
      const first = rest[0];
      const asked =
        first !== null && typeof first === 'object'
          ? (first as { left?: number; top?: number })
          : { left: rest[0] as number | undefined, top: rest[1] as number | undefined };
      const by = method === 'scrollBy';
      const target = (current: number, value: number | undefined, max: number) => {
        const raw =
          value === undefined || Number.isNaN(Number(value)) ? current : by ? current + Number(value) : Number(value);
        return Math.min(Math.max(raw, 0), Math.max(max, 0));
      };
      const x = target(box.x, asked.left, box.maxX);
      const y = target(box.y, asked.top, box.maxY);
      return Math.abs(x - box.x) >= 1 || Math.abs(y - box.y) >= 1;
    };
    const expectScroll = (owner: object, method: string) => {
      const original = (owner as Record<string, unknown>)[method];
      if (typeof original !== 'function') return;
      const wrapped = {
        [method](this: unknown, ...rest: unknown[]) {
          if (movesBox(this, method, rest)) t.expecting = true;
          return (original as (...a: unknown[]) => unknown).apply(this, rest);
        },
      }[method];
      Object.defineProperty(owner, method, { value: wrapped, writable: true, configurable: true, enumerable: false });
    };
    for (const method of ['scroll', 'scrollTo', 'scrollBy']) expectScroll(w, method);
    for (const method of ['scroll', 'scrollTo', 'scrollBy', 'scrollIntoView']) expectScroll(Element.prototype, method);
    const nativeSet = w.setTimeout as unknown as (...a: unknown[]) => number;
    // The page's own requests, as the page sees them: ended a task after their answer came (see `asking`).
    let asked = 0;
    const ask = () => {
      const id = performance.timeOrigin + performance.now() + ++asked / 1e6;
      t.asking.add(id);
      return () => nativeSet.call(w, () => t.asking.delete(id), 0);
    };
    const nativeFetch = w.fetch as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (typeof nativeFetch === 'function') {
      const fetchTracked = function fetch(this: unknown, ...params: unknown[]) {
        const end = ask();
        const answer = nativeFetch.apply(this, params);
        answer.then(end, end);
        return answer;
      };
      Object.defineProperty(w, 'fetch', { value: fetchTracked, writable: true, configurable: true, enumerable: true });
    }
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...params: unknown[]) {
      const end = ask();
      this.addEventListener('loadend', end, { once: true });
      return (send as (...a: unknown[]) => void).apply(this, params);
    };
  }
  if (args.installOnly) return undefined;
  const t = tracker;
  if (!args.resume || !t.wait) t.wait = { frames: 0, quiet: 0, seen: t.scrolls, expectingFrames: 0, slice: 0 };
  const state = t.wait;
  const slice = ++state.slice;
  return new Promise((resolve) => {
    const done = (settled: boolean) => {
      const navigating = t.navigations > 0;
      if (settled) {
        t.navigations = 0;
        t.wait = null;
      }
      resolve({ settled, navigating, frames: state.frames });
    };
    const timer = setTimeout(() => {
      if (state.slice !== slice) return;
      state.slice++; // stops this wait's frame loop
      done(false);
    }, args.sliceMs);
    const tick = () => {
      if (state.slice !== slice) return;
      state.frames++;
      if (t.scrolls !== state.seen) {
        state.seen = t.scrolls;
        state.quiet = 0;
      } else {
        state.quiet++;
      }
      // A scroll whose scrollend never came (its element went away) is over after enough quiet frames.
      if (t.active && state.quiet >= args.lostScrollendFrames) t.active = false;
      if (t.expecting && ++state.expectingFrames >= args.unseenScrollFrames) t.expecting = false;
      const quiet = state.quiet >= args.quietFrames && !t.active && !t.expecting;
      if ((state.frames >= args.minFrames && quiet) || state.frames >= args.maxFrames) {
        clearTimeout(timer);
        done(true);
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** `trackAndSettle` as sent to pages. */
const TRACK_AND_SETTLE = inPage(trackAndSettle);

const ARGS: PageArgs = {
  name: TRACKER,
  installOnly: false,
  resume: false,
  minFrames: MIN_FRAMES,
  quietFrames: QUIET_FRAMES,
  lostScrollendFrames: LOST_SCROLLEND_FRAMES,
  unseenScrollFrames: UNSEEN_SCROLL_FRAMES,
  maxFrames: MAX_FRAMES,
  sliceMs: SETTLE_SLICE_MS,
};

/** Installs the tracker in every document of a new context, before its first page opens. */
export async function trackPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(TRACK_AND_SETTLE, { ...ARGS, installOnly: true });
  await trackInputTimers(context);
}

export interface SettleOptions {
  /** Upper bound of the in-page wait and of waiting for a started navigation's document to commit, ms. */
  timeoutMs: number;
  /** Upper bound of a started navigation's load, ms. */
  navigationTimeoutMs: number;
  signal: AbortSignal;
}

/**
 * Performs `input` on the page, then waits until what it started is over: the page settled and, when it started a
 * navigation, the new document loaded and settled. Only `input` can fail: a page that does not settle in time is
 * taken as it is (the next step's own bounds apply).
 */
export async function performAndSettle(page: Page, input: () => Promise<void>, options: SettleOptions): Promise<void> {
  let committed = false;
  let wake: () => void = () => {};
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame()) return;
    committed = true;
    wake();
  };
  const onDownload = () => {
    committed = true;
    wake();
  };
  const onRequestFailed = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      committed = true;
      wake();
    }
  };
  page.on('framenavigated', onNavigated);
  page.on('download', onDownload);
  page.on('requestfailed', onRequestFailed);
  const requests = watchRequests(page);
  try {
    await input();
    let navigating: boolean;
    try {
      navigating = (await settleFrames(page, options)).navigating;
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      // The document went away while settling (a navigation committed), or the page did not answer in time.
      navigating = committed;
    }
    if (!navigating) {
      await inputTimersDone(page, options.signal);
      await requests.answered({ timeoutMs: ANSWERS_PATIENCE_MS, signal: options.signal });
      return;
    }
    if (!committed) {
      await bounded(
        new Promise<void>((resolve) => {
          wake = resolve;
        }),
        options.navigationTimeoutMs,
        'The navigation',
        options.signal,
      ).catch(rethrowStop);
    }
    await bounded(
      page.waitForLoadState('load', { timeout: options.navigationTimeoutMs }),
      options.navigationTimeoutMs + 1000,
      'Loading the page',
      options.signal,
    ).catch(rethrowStop);
    await settleFrames(page, options).catch(rethrowStop);
    await requests.answered({ timeoutMs: ANSWERS_PATIENCE_MS, signal: options.signal });
  } finally {
    requests.stop();
    page.off('framenavigated', onNavigated);
    page.off('download', onDownload);
    page.off('requestfailed', onRequestFailed);
  }
}

/**
 * Runs in the page: how long ago the document last changed (ms; null when the tracker is not there or saw no change),
 * after waiting up to `waitMs` for a change to come.
 */
function pageActivity(args: { name: string; waitMs: number }): Promise<number | null> {
  const t = (globalThis as unknown as Record<string, Tracker | undefined>)[args.name];
  if (!t) return Promise.resolve(null);
  const since = () => (t.changed > 0 ? performance.now() - t.changed : null);
  if (args.waitMs <= 0) return Promise.resolve(since());
  const from = t.changed;
  return new Promise((resolve) => {
    const end = performance.now() + args.waitMs;
    const poll = () => {
      if (t.changed !== from || performance.now() >= end) resolve(since());
      else setTimeout(poll, 50);
    };
    poll();
  });
}

const PAGE_ACTIVITY = inPage(pageActivity);

/**
 * How long ago the page's document last changed, in ms, after waiting up to `waitMs` for a change; null when that
 * cannot be told (no change seen since the document started, or the page did not answer).
 */
export async function sinceLastChange(page: Page, waitMs: number, signal: AbortSignal): Promise<number | null> {
  try {
    return await bounded(
      page.evaluate(PAGE_ACTIVITY, { name: TRACKER, waitMs }),
      waitMs + 5_000,
      'Watching the page',
      signal,
    );
  } catch (error) {
    if (error instanceof RunStoppedError) throw error;
    return null;
  }
}

/**
 * Waits in the page until it settled; resolves to whether a cross-document navigation started meanwhile. The wait
 * is bounded by progress, not by time: it goes on while the page renders frames, however slowly (a busy machine
 * only makes frames further apart), and gives up when the page rendered none for `timeoutMs`.
 */
export async function settleFrames(
  page: Page,
  options: SettleOptions,
): Promise<{ navigating: boolean; frames: number }> {
  let resume = false;
  let frames = 0;
  let lastProgress = Date.now();
  for (;;) {
    const waited = await bounded(
      page.evaluate(TRACK_AND_SETTLE, { ...ARGS, resume }) as Promise<Waited>,
      options.timeoutMs,
      'Waiting for the page to settle',
      options.signal,
    );
    if (waited.settled) return waited;
    if (waited.frames > frames) {
      frames = waited.frames;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress >= options.timeoutMs) {
      throw new StepFailedError(`The page rendered no frame within ${options.timeoutMs / 1000} s.`);
    }
    resume = true;
  }
}

function rethrowStop(error: unknown): void {
  if (error instanceof RunStoppedError) throw error;
}
