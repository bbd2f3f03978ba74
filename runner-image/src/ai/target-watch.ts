/**
 * An action on an element the page may replace while the action is under way: Playwright waits for a replaced element
 * until the action's timeout (an observed element never matches another, see `ObservedPage.resolve`), so a list that
 * re-renders between the mouse reaching a button and the press (a timer, data arriving, a hover card) would fail the
 * step after the whole timeout, and only when the machine is slow enough for the two to meet. The element is watched
 * instead: gone from the page before anything of the action reached it, the action is given up as `TargetReplaced`
 * and the part is planned again on the page as it is.
 *
 * A press is watched to its end too: Playwright reports a click done once the mouse went down and up over the
 * element, but the page can move it in between (a banner loaded late above it, a layout change on mousedown), and
 * the browser then sends the click to what holds both points, not to the element: its handlers never run, and a
 * step that pressed "Remove" would pass with nothing removed and no refusal to see. A press whose click did not
 * reach its element, still shown where it was pressed, is done once more where the element is now; one that misses
 * again fails the action.
 */
import type { JSHandle, Locator } from 'playwright-core';
import { TargetReplaced, targetGone } from './cache';

/** The selector of an observed element (`aria-ref=e12`): it matches that element while it is on the page, no other. */
const OBSERVED_REF = /\baria-ref=/;

/** How often the target is looked at while an action on it is under way, ms. */
const WATCH_EVERY_MS = 100;

/** Events that show an action reached the element: once one has, the action is never given up (nor done again). */
const REACHED = ['pointerdown', 'mousedown', 'click', 'keydown', 'beforeinput', 'input', 'change'];

/** The event a press ends with when it reaches its element: a click, a double click, a right click's menu. */
export type Landing = 'click' | 'dblclick' | 'contextmenu';

interface Watch {
  element: Element;
  reached: boolean;
  /** The press went down on the element (pointerdown or mousedown). */
  pressed: boolean;
  /** The event of `Landing` reached the element. */
  landed: boolean;
  stop(): void;
}

/**
 * Runs `act` on `element`, giving it up as `TargetReplaced` if the element leaves the page before the action reaches
 * it; with `landing`, a press that did not end on the element is done again once, then fails (see above).
 */
export async function onTarget(element: Locator, act: () => Promise<unknown>, landing?: Landing): Promise<void> {
  if (await targetGone(element)) throw new TargetReplaced();
  // A locator that finds the element by what it is (a cached step's role and name, a test id, a CSS path) finds the
  // element that replaced it, and Playwright's action goes on with that one: given up, the action would still be
  // waiting, and could act on it later. Only an observed element's ref never matches another.
  const observed = OBSERVED_REF.test(String(element));
  if (!observed && !landing) {
    await act();
    return;
  }
  // On a busy machine the page may take longer than the first wait to answer: it is asked once more, longer, before
  // the press goes unwatched (an unwatched press that misses passes without having done anything).
  const watch =
    (await startWatch(element, landing, 2_000)) ??
    ((await targetGone(element)) ? null : await startWatch(element, landing, WATCH_SETUP_RETRY_MS));
  // Not watchable (gone in the meantime, a frame navigating): acted on as it is, the timeout then applies.
  if (!watch) {
    if (await targetGone(element)) throw new TargetReplaced();
    await act();
    return;
  }
  try {
    await (observed ? watched(watch, act()) : act());
    if (landing && (await slipped(watch))) {
      // Watched as the first: an element replaced before the second press reaches it is planned again.
      await (observed ? watched(watch, act()) : act());
      if (await slipped(watch))
        throw new Error(`the ${NOUN[landing]} did not reach it: the page moved it under the pointer`);
    }
  } finally {
    void watch
      .evaluate((w) => w.stop())
      .catch(() => {})
      .finally(() => watch.dispose().catch(() => {}));
  }
}

/** How long the second ask to watch an element waits for the page, ms. */
const WATCH_SETUP_RETRY_MS = 10_000;

/** Starts watching `element` for the events of an action reaching it; null when the page did not answer in time. */
function startWatch(element: Locator, landing: Landing | undefined, timeout: number): Promise<JSHandle<Watch> | null> {
  return element
    .evaluateHandle(
      (el, { events, landing }) => {
        const doc = el.ownerDocument;
        const state = {
          element: el,
          reached: false,
          pressed: false,
          landed: false,
          stop: () => {
            for (const type of events) doc.removeEventListener(type, onEvent, true);
          },
        };
        // Any event of these on the element or inside it (in its shadow root too), trusted or dispatched (a
        // select's `change`), counts.
        const onEvent = (event: Event) => {
          const inside =
            event.composedPath().includes(el) ||
            (event.target instanceof Node && (event.target === el || el.contains(event.target)));
          if (!inside) return;
          state.reached = true;
          if (event.type === 'pointerdown' || event.type === 'mousedown') state.pressed = true;
          if (event.type === landing) state.landed = true;
        };
        for (const type of events) doc.addEventListener(type, onEvent, true);
        return state;
      },
      { events: landing ? [...REACHED, landing] : REACHED, landing: landing ?? '' },
      { timeout },
    )
    .catch(() => null);
}

const NOUN: Readonly<Record<Landing, string>> = {
  click: 'click',
  dblclick: 'double click',
  contextmenu: 'right click',
};

/**
 * Whether the press went down on the element and ended elsewhere while the element stays shown: a press the app
 * answered by taking the element away, hiding it or greying it out (a menu item chosen on mousedown) did what it
 * was for. Forgets
 * the press, for the next one to be judged on its own.
 */
async function slipped(watch: JSHandle<Watch>): Promise<boolean> {
  return watch
    .evaluate((w) => {
      const el = w.element;
      const box = el.isConnected ? el.getBoundingClientRect() : null;
      const shown = !!box && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      // Greyed out since (a Save that disables itself on mousedown): the app answered the press.
      const usable = (el as HTMLButtonElement).disabled !== true && el.getAttribute('aria-disabled') !== 'true';
      const missed = w.pressed && !w.landed && shown && usable;
      w.reached = false;
      w.pressed = false;
      w.landed = false;
      return missed;
    })
    .catch(() => false);
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
