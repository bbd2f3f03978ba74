/**
 * Recorded input on a touch screen, as W3C WebDriver actions in the device's logical points (its window rect): taps,
 * long presses, swipes and scrolls. Pure functions: the session sends what they build.
 */

export interface Point {
  x: number;
  y: number;
}

export interface ScreenSize {
  width: number;
  height: number;
}

export type ScrollDirection = 'up' | 'down' | 'left' | 'right';

/** One W3C pointer action sequence (`POST /session/:id/actions`). */
export interface PointerSequence {
  type: 'pointer';
  id: string;
  parameters: { pointerType: 'touch' };
  actions: PointerAction[];
}

export type PointerAction =
  | { type: 'pointerMove'; duration: number; x: number; y: number; origin: 'viewport' }
  | { type: 'pointerDown'; button: 0 }
  | { type: 'pointerUp'; button: 0 }
  | { type: 'pause'; duration: number };

/** A scroll amount unit, as for a browser's wheel notch. */
export const SCROLL_STEP_POINTS = 100;
/** How long a finger rests on the screen for a tap. */
export const TAP_HOLD_MS = 50;
/** The pause between the taps of a double or triple tap (quick enough to count as one gesture). */
export const TAP_GAP_MS = 80;
/** A right click on a touch screen: a long press of one second. */
export const LONG_PRESS_MS = 1_000;
/** How long a swipe's finger travels. */
export const SWIPE_MOVE_MS = 500;
/**
 * How long the finger rests before it lifts at the end of a swipe: a finger lifted while moving flings the content
 * further than it travelled; a resting one moves it exactly by the travel.
 */
export const SWIPE_REST_MS = 150;
/** The longest travel of one scroll swipe, as a share of the screen along its axis (the rest is margin). */
export const MAX_SWIPE_SHARE = 0.8;

const FINGER = 'finger1';

function at(point: Point, duration = 0): PointerAction {
  return { type: 'pointerMove', duration, x: Math.round(point.x), y: Math.round(point.y), origin: 'viewport' };
}

function sequence(actions: PointerAction[]): PointerSequence {
  return { type: 'pointer', id: FINGER, parameters: { pointerType: 'touch' }, actions };
}

/** `count` quick taps at `point` (a click is a tap, a double click two taps). */
export function tapActions(point: Point, count = 1): PointerSequence {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`tap count must be a positive integer, got ${count}`);
  const actions: PointerAction[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) actions.push({ type: 'pause', duration: TAP_GAP_MS });
    actions.push(
      at(point),
      { type: 'pointerDown', button: 0 },
      { type: 'pause', duration: TAP_HOLD_MS },
      { type: 'pointerUp', button: 0 },
    );
  }
  return sequence(actions);
}

/** A press held for `durationMs` (a right click on a touch screen). */
export function longPressActions(point: Point, durationMs = LONG_PRESS_MS): PointerSequence {
  return sequence([
    at(point),
    { type: 'pointerDown', button: 0 },
    { type: 'pause', duration: durationMs },
    { type: 'pointerUp', button: 0 },
  ]);
}

/** A finger put down at `from`, moved to `to` and lifted once at rest (a drag on a touch screen). */
export function swipeActions(from: Point, to: Point, moveMs = SWIPE_MOVE_MS): PointerSequence {
  return sequence([
    at(from),
    { type: 'pointerDown', button: 0 },
    { type: 'pause', duration: 100 },
    at(to, moveMs),
    { type: 'pause', duration: SWIPE_REST_MS },
    { type: 'pointerUp', button: 0 },
  ]);
}

export interface Swipe {
  from: Point;
  to: Point;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The swipes that scroll the content by `amount` x 100 points in `direction`, starting at `point` (the screen centre
 * when null). `direction` is the way the view travels through the content, as with a wheel: `down` shows what is
 * below, so the finger moves up. A travel longer than fits on the screen is split into several equal swipes; a swipe
 * that would leave the screen starts further in, so that each one travels its full length.
 */
export function scrollSwipes(
  point: Point | null,
  direction: ScrollDirection,
  amount: number,
  screen: ScreenSize,
): Swipe[] {
  if (!Number.isFinite(amount) || amount <= 0) return [];
  if (screen.width < 2 || screen.height < 2) throw new RangeError('the screen has no size');
  const vertical = direction === 'up' || direction === 'down';
  const size = vertical ? screen.height : screen.width;
  const margin = Math.max(1, Math.round((size * (1 - MAX_SWIPE_SHARE)) / 2));
  const maxTravel = size - 2 * margin;
  const total = amount * SCROLL_STEP_POINTS;
  const count = Math.ceil(total / maxTravel);
  const travel = total / count;
  // The finger moves against the view: scrolling down (or right) drags the content up (or left).
  const sign = direction === 'down' || direction === 'right' ? -1 : 1;
  const centre = { x: screen.width / 2, y: screen.height / 2 };
  const start = point ?? centre;
  const along = vertical ? start.y : start.x;
  const first = sign < 0 ? clamp(along, margin + travel, size - margin) : clamp(along, margin, size - margin - travel);
  const swipes: Swipe[] = [];
  for (let i = 0; i < count; i++) {
    const end = first + sign * travel;
    const from = vertical ? { x: start.x, y: first } : { x: first, y: start.y };
    const to = vertical ? { x: start.x, y: end } : { x: end, y: start.y };
    swipes.push({ from: roundPoint(from), to: roundPoint(to) });
  }
  return swipes;
}

function roundPoint(point: Point): Point {
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/** Whether a point lies on the screen (recorded coordinates are checked before they are replayed). */
export function onScreen(point: Point, screen: ScreenSize): boolean {
  return point.x >= 0 && point.y >= 0 && point.x < screen.width && point.y < screen.height;
}
