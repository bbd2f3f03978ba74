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
 * Once none is pending, the page gets two animation frames to render what the answers brought; a request that stays
 * pending (a long poll) is waited for only up to the bound given.
 */
import type { Page, Request, Response } from 'playwright-core';
import { bounded, RunStoppedError } from './bounds';
import { inPage } from './page-function';

/** How long the answers to what an input started are waited for, at most, ms. */
export const ANSWERS_PATIENCE_MS = 10_000;

const COUNTED = new Set(['fetch', 'xhr', 'document']);

/** Runs in the page: resolves after two animation frames and a task (what an answer's handler rendered shows). */
function frames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
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
  const pending = new Set<Request>();
  let sent = false;
  const onRequest = (request: Request) => {
    if (!COUNTED.has(request.resourceType())) return;
    pending.add(request);
    sent = true;
  };
  const onAnswered = (request: Request) => pending.delete(request);
  const onResponse = (response: Response) => pending.delete(response.request());
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onAnswered);
  const stop = () => {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onAnswered);
  };
  return {
    get sent() {
      return sent;
    },
    stop,
    async answered({ timeoutMs, signal }) {
      if (!sent) return;
      const deadline = Date.now() + timeoutMs;
      try {
        while (Date.now() < deadline) {
          if (pending.size === 0) {
            await bounded(page.evaluate(FRAMES), 2_000, 'Waiting for the page', signal).catch(rethrowStop);
            if (pending.size === 0) return;
          }
          await bounded(new Promise((r) => setTimeout(r, 50)), 1_000, 'Waiting for the page', signal);
        }
      } catch (error) {
        rethrowStop(error);
      }
    },
  };
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
