/**
 * The requests an input started, and waiting until the app has answered them: a click on "Delete" that posts to the
 * server and removes the row when the answer comes is over when the row is gone, not when the click was dispatched.
 * Without this wait, the next step (a check that the row is gone, a screenshot) sees the page before or after the
 * answer depending on how fast the server and the machine are, and its verdict with it.
 *
 * Requests of a page's own doing count (`fetch`, XHR, documents, in any frame), from the input on: those its answers
 * start in turn (a delete, then the list fetched again) too, as long as one is still pending. Event streams, beacons
 * and resources (images, styles, scripts) do not. A request is answered when its response arrives (Chromium reports
 * a body as loaded only once the page reads it, and many pages never read the body of a `fetch` they only await).
 * Once none is pending (and a document navigated to meanwhile has loaded), the page gets two animation frames to
 * render what the answers brought; a request that stays pending (a long poll) is waited for only up to the bound
 * given.
 */
import type { Frame, Page, Request, Response } from 'playwright-core';
import { bounded, RunStoppedError } from './bounds';
import { inPage } from './page-function';

/** How long the answers to what an input started are waited for, at most, ms. */
export const ANSWERS_PATIENCE_MS = 10_000;

const COUNTED = new Set(['fetch', 'xhr', 'document']);
/** How long a navigation the page started is waited for to show as a request, ms. */
const UNSEEN_NAVIGATION_MS = 2_000;

/** The name the settle tracker (settle.ts) is kept under in each document. */
export const SETTLE_TRACKER = '__tasSettle';

/**
 * Runs in the page: resolves after two animation frames and a task (what an answer's handler rendered shows), with
 * when the document started a navigation to another one (wall-clock ms, 0 if it has not; from the settle tracker).
 */
function frames(args: { name: string; since: number }): Promise<{ leftAt: number; asking: number }> {
  type Tracker = { leftAt: number; asking: Set<number> };
  const state = () => {
    const t = (globalThis as unknown as Record<string, Tracker | undefined>)[args.name];
    // The page's requests since the input that it has not seen answered yet (and handled).
    const asking = t ? [...t.asking].filter((at) => at >= args.since - 5).length : 0;
    return { leftAt: t?.leftAt ?? 0, asking };
  };
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(state()), 0))),
  );
}

const FRAMES = inPage(frames);

export interface RequestWatch {
  /** Whether any counted request was sent since the watch started. */
  readonly sent: boolean;
  /**
   * Resolves once every counted request sent since the watch started is answered (or failed) and the page rendered
   * the answers, or when `timeoutMs` has passed. Never fails, except when the run is stopped.
   */
  answered(options: { timeoutMs: number; signal: AbortSignal }): Promise<void>;
  stop(): void;
}

/** Starts counting the requests `page` sends (call before the input). */
export function watchRequests(page: Page): RequestWatch {
  const since = Date.now();
  const pending = new Set<Request>();
  let sent = false;
  /**
   * A document the page is navigating to (a form posted, a script's redirect once an answer came): asked for, and
   * whether it has replaced the page yet.
   */
  let navigation: { committed: boolean } | null = null;
  const isNavigation = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  const onRequest = (request: Request) => {
    if (!COUNTED.has(request.resourceType())) return;
    pending.add(request);
    sent = true;
    if (isNavigation(request)) navigation = { committed: false };
  };
  const onAnswered = (request: Request) => {
    pending.delete(request);
    // Not a document after all (a download, a navigation stopped): the page stays.
    if (isNavigation(request)) navigation = null;
  };
  const onResponse = (response: Response) => pending.delete(response.request());
  const onCommitted = (frame: Frame) => {
    if (frame === page.mainFrame() && navigation) navigation.committed = true;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onAnswered);
  page.on('framenavigated', onCommitted);
  const stop = () => {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onAnswered);
    page.off('framenavigated', onCommitted);
  };
  return {
    get sent() {
      return sent;
    },
    stop,
    async answered({ timeoutMs, signal }) {
      if (!sent) return;
      const deadline = Date.now() + timeoutMs;
      let unseenSince = 0;
      try {
        while (Date.now() < deadline) {
          // A document navigated to is waited for until it has replaced the page, then until it has loaded.
          if (pending.size === 0 && navigation && !navigation.committed) {
            await pause(20, signal);
            continue;
          }
          if (pending.size === 0) {
            const navigated = navigation;
            if (navigated) {
              const left = Math.max(0, deadline - Date.now());
              await page.waitForLoadState('load', { timeout: left }).catch(() => undefined);
            }
            const seen = await bounded(
              page.evaluate(FRAMES, { name: SETTLE_TRACKER, since }),
              2_000,
              'Waiting for the page',
              signal,
            )
              .catch(rethrowStop)
              .catch(() => undefined);
            // A navigation that started meanwhile (the look at the page was cut short by it) is waited for.
            if (navigation !== navigated) continue;
            // An answer the browser has but the page has not handled yet.
            if (seen?.asking) {
              await pause(20, signal);
              continue;
            }
            const leftAt = seen?.leftAt ?? 0;
            // The page started a navigation since the input (once an answer came), and the browser has not asked
            // for the document yet: it is waited for, a while.
            if (pending.size === 0 && !navigation && leftAt && leftAt >= since - 5) {
              if (!unseenSince) unseenSince = Date.now();
              if (Date.now() - unseenSince < UNSEEN_NAVIGATION_MS) {
                await pause(20, signal);
                continue;
              }
            }
            if (pending.size === 0) return;
          }
          await pause(50, signal);
        }
      } catch (error) {
        rethrowStop(error);
      }
    },
  };
}

/** Waits `ms`, or fails with the run stopped. */
function pause(ms: number, signal: AbortSignal): Promise<unknown> {
  return bounded(new Promise((r) => setTimeout(r, ms)), ms + 1_000, 'Waiting for the page', signal);
}

function rethrowStop(error: unknown): void {
  if (error instanceof RunStoppedError) throw error;
}

/** The requests each page has sent and not had answered yet (see `trackRequestsInFlight`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the requests `page` sends and has not had answered (its whole life long): a check on a page waiting for an
 * answer is made again once it comes, whoever started the request (a search sent after a pause in typing).
 */
export function trackRequestsInFlight(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (COUNTED.has(request.resourceType())) pending.add(request);
  });
  page.on('response', (response) => pending.delete(response.request()));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** How many requests `page` sent and has not had answered; 0 for a page not tracked. */
export function requestsInFlight(page: Page): number {
  return inFlight.get(page)?.size ?? 0;
}
