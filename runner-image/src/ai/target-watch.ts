/**
 * An action on an element the page may replace while the action is under way: Playwright waits for a replaced element
 * until the action's timeout (an observed element never matches another, see `ObservedPage.resolve`), so a list that
 * re-renders between the mouse reaching a button and the press (a timer, data arriving, a hover card) would fail the
 * step after the whole timeout, and only when the machine is slow enough for the two to meet. The element is watched
 * instead: gone from the page before anything of the action reached it, the action is given up as `TargetReplaced`
 * and the part is planned again on the page as it is.
 */
import type { JSHandle, Locator } from 'playwright-core';
import { TargetReplaced, targetGone } from './cache';

/** The selector of an observed element (`aria-ref=e12`): it matches that element while it is on the page, no other. */
const OBSERVED_REF = /\baria-ref=/;

/** How often the target is looked at while an action on it is under way, ms. */
const WATCH_EVERY_MS = 100;

/** Events that show an action reached the element: once one has, the action is never given up (nor done again). */
const REACHED = ['pointerdown', 'mousedown', 'click', 'keydown', 'beforeinput', 'input', 'change'];

interface Watch {
  element: Element;
  reached: boolean;
  stop(): void;
}

/** Runs `act` on `element`, giving it up as `TargetReplaced` if the element leaves the page before the action reaches it. */
export async function onTarget(element: Locator, act: () => Promise<unknown>): Promise<void> {
  if (await targetGone(element)) throw new TargetReplaced();
  // A locator that finds the element by what it is (a cached step's role and name, a test id, a CSS path) finds the
  // element that replaced it, and Playwright's action goes on with that one: given up, the action would still be
  // waiting, and could act on it later. Only an observed element's ref never matches another.
  if (!OBSERVED_REF.test(String(element))) {
    await act();
    return;
  }
  const watch = await element
    .evaluateHandle(
      (el, events) => {
        const doc = el.ownerDocument;
        const state = {
          element: el,
          reached: false,
          stop: () => {
            for (const type of events) doc.removeEventListener(type, onEvent, true);
          },
        };
        // Any event of these on the element or inside it, trusted or dispatched (a select's `change`), counts.
        const onEvent = (event: Event) => {
          if (event.target instanceof Node && (event.target === el || el.contains(event.target))) state.reached = true;
        };
        for (const type of events) doc.addEventListener(type, onEvent, true);
        return state;
      },
      REACHED,
      { timeout: 2_000 },
    )
    .catch(() => null);
  // Not watchable (gone in the meantime, a frame navigating): acted on as it is, the timeout then applies.
  if (!watch) {
    if (await targetGone(element)) throw new TargetReplaced();
    await act();
    return;
  }
  try {
    await watched(watch, act());
  } finally {
    void watch
      .evaluate((w) => w.stop())
      .catch(() => {})
      .finally(() => watch.dispose().catch(() => {}));
  }
}

async function watched(watch: JSHandle<Watch>, acting: Promise<unknown>): Promise<void> {
  let finished = false;
  const done = acting.then(
    () => {
      finished = true;
    },
    (error: unknown) => {
      finished = true;
      throw error;
    },
  );
  for (;;) {
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS))]);
    if (finished) return done;
    // One look at both, in the page: a press that removes its own element (a Delete button) has reached it first.
    const state = await watch.evaluate((w) => ({ gone: !w.element.isConnected, reached: w.reached })).catch(() => null);
    if (!state || state.reached) return done;
    if (state.gone) {
      // The action still waits for the element, which cannot come back: its eventual timeout is nobody's failure.
      done.catch(() => {});
      throw new TargetReplaced();
    }
  }
}
