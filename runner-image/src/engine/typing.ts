/**
 * What typing starts later: a search sent 300 ms after the last key. The settle tracker (settle.ts) notes every timer
 * of up to `TYPING_TIMER_MS` the page sets while it handles a key or an input, until it fires or is cleared; a step
 * that typed is over once they have fired, and then once what they sent is answered (requests.ts).
 */
import type { Page } from 'playwright-core';
import { bounded, RunStoppedError } from './bounds';
import { inPage } from './page-function';
import { ANSWERS_PATIENCE_MS, SETTLE_TRACKER } from './requests';

/** Runs in the page: resolves once no timer set while handling typing is pending, or after `waitMs`. */
function typingTimers(args: { name: string; waitMs: number }): Promise<void> {
  const t = (globalThis as unknown as Record<string, { typing: Set<number> } | undefined>)[args.name];
  const end = performance.now() + args.waitMs;
  return new Promise((resolve) => {
    const poll = () => {
      if (!t || t.typing.size === 0 || performance.now() >= end) resolve();
      else requestAnimationFrame(() => poll());
    };
    poll();
  });
}

const TYPING_TIMERS = inPage(typingTimers);

/**
 * Waits until the timers the page set while handling typing have fired (a search sent after a pause in typing), up to
 * `ANSWERS_PATIENCE_MS`; what they send is then waited for as any request. Nothing of this fails a step.
 */
export async function typingDone(page: Page, signal: AbortSignal): Promise<void> {
  await bounded(
    page.evaluate(TYPING_TIMERS, { name: SETTLE_TRACKER, waitMs: ANSWERS_PATIENCE_MS }),
    ANSWERS_PATIENCE_MS + 2_000,
    'Waiting for the page',
    signal,
  ).catch((error: unknown) => {
    if (error instanceof RunStoppedError) throw error;
  });
}
