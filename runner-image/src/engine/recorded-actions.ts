/**
 * What the device does for a recorded step: its `action` (after variable substitution) parsed with the API's grammar
 * (`lambdas/schemas/recorded-actions.ts`), with key names mapped to the device's (Playwright's by default) and clicks
 * resolved to a button and a count.
 */

import {
  ActionFormatError,
  isRecordedStepType,
  type Point,
  parseRecordedAction as parseGrammar,
  type RecordedStepType,
} from '../../../core/recorded-actions';

export { isRecordedStepType, type Point, type RecordedStepType };

export type RecordedAction =
  | { kind: 'click'; button: 'left' | 'right'; clickCount: number; at: Point }
  | { kind: 'mouse_move'; at: Point }
  | { kind: 'drag'; from: Point; to: Point }
  | { kind: 'type'; text: string }
  /** `keys`: Playwright key names, e.g. ['Control', 'a']; pressed as `keys.join('+')`. */
  | { kind: 'key'; keys: string[] }
  /** `at` null: the viewport centre. `amount` in wheel notches of 100 px. */
  | { kind: 'scroll'; at: Point | null; direction: 'up' | 'down' | 'left' | 'right'; amount: number }
  | { kind: 'wait'; seconds: number }
  | { kind: 'deeplink'; url: string };

/** Thrown for an `action` that cannot be performed; the message is a sentence shown as the step's result. */
export class RecordedActionError extends Error {
  override name = 'RecordedActionError';
}

/** The amount of one wheel notch in CSS pixels. */
export const WHEEL_NOTCH_PX = 100;

// xdotool (X11 keysym) names and common aliases -> Playwright key names. Lookup is case-insensitive.
const KEY_ALIASES: Readonly<Record<string, string>> = {
  return: 'Enter',
  enter: 'Enter',
  kp_enter: 'Enter',
  backspace: 'Backspace',
  tab: 'Tab',
  iso_left_tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  space: 'Space',
  delete: 'Delete',
  del: 'Delete',
  kp_delete: 'Delete',
  insert: 'Insert',
  home: 'Home',
  kp_home: 'Home',
  end: 'End',
  kp_end: 'End',
  page_up: 'PageUp',
  pageup: 'PageUp',
  prior: 'PageUp',
  kp_prior: 'PageUp',
  page_down: 'PageDown',
  pagedown: 'PageDown',
  next: 'PageDown',
  kp_next: 'PageDown',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  kp_up: 'ArrowUp',
  kp_down: 'ArrowDown',
  kp_left: 'ArrowLeft',
  kp_right: 'ArrowRight',
  ctrl: 'Control',
  control: 'Control',
  control_l: 'Control',
  control_r: 'Control',
  shift: 'Shift',
  shift_l: 'Shift',
  shift_r: 'Shift',
  alt: 'Alt',
  alt_l: 'Alt',
  alt_r: 'Alt',
  option: 'Alt',
  meta: 'Meta',
  meta_l: 'Meta',
  meta_r: 'Meta',
  super: 'Meta',
  super_l: 'Meta',
  super_r: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
  win: 'Meta',
  capslock: 'CapsLock',
  caps_lock: 'CapsLock',
  numlock: 'NumLock',
  num_lock: 'NumLock',
  scrolllock: 'ScrollLock',
  scroll_lock: 'ScrollLock',
  pause: 'Pause',
  print: 'PrintScreen',
  printscreen: 'PrintScreen',
  contextmenu: 'ContextMenu',
  menu: 'ContextMenu',
  minus: '-',
  plus: '+',
  equal: '=',
  comma: ',',
  period: '.',
  slash: '/',
  backslash: '\\',
  semicolon: ';',
  apostrophe: "'",
  quoteright: "'",
  grave: '`',
  quoteleft: '`',
  bracketleft: '[',
  bracketright: ']',
  braceleft: '{',
  braceright: '}',
  parenleft: '(',
  parenright: ')',
  less: '<',
  greater: '>',
  question: '?',
  exclam: '!',
  at: '@',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  asciicircum: '^',
  ampersand: '&',
  asterisk: '*',
  underscore: '_',
  colon: ':',
  quotedbl: '"',
  bar: '|',
  asciitilde: '~',
};

/**
 * One key name (xdotool or Playwright, any case) -> the Playwright name; null when unknown.
 * Single characters are kept as written (so `ctrl+A` presses Control with `A`).
 */
export function normalizeKeyName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 1) return trimmed;
  const lower = trimmed.toLowerCase();
  const alias = KEY_ALIASES[lower];
  if (alias) return alias;
  const fn = /^f([1-9]|1[0-9]|2[0-4])$/.exec(lower);
  if (fn) return `F${fn[1]}`;
  const digit = /^(?:kp_)?([0-9])$/.exec(lower);
  if (digit) return digit[1]!;
  return null;
}

/**
 * `ctrl+a`, `Shift+Tab`, `Control+Enter`, `Return`, `ctrl++` -> key names, each mapped by `keyName` (Playwright's
 * names by default; a device passes its own); throws on a key it does not know.
 */
export function parseKeyCombo(combo: string, keyName: (name: string) => string | null = normalizeKeyName): string[] {
  const trimmed = combo.trim();
  if (trimmed === '') throw new RecordedActionError('The key step names no key.');
  // A literal "+" key is written last, as in `ctrl++` or a lone `+`.
  const parts: string[] = [];
  let rest = trimmed;
  if (rest === '+') return ['+'];
  if (rest.endsWith('++')) {
    rest = rest.slice(0, -2);
    parts.push(...rest.split('+'), '+');
  } else {
    parts.push(...rest.split('+'));
  }
  return parts.map((part) => {
    if (part === '+') return '+';
    const key = keyName(part);
    if (!key) throw new RecordedActionError(`Unknown key "${part.trim()}" in "${trimmed}".`);
    return key;
  });
}

/**
 * Parses a recorded step's `action` (after variable substitution) into what to perform. `clickCount` is the step's
 * `click_count`, used by `left_click` only (double/triple clicks have their own count); `keyName` maps the key names
 * of `key` steps (see `parseKeyCombo`). Throws a `RecordedActionError` whose message is the step's result.
 */
export function parseRecordedAction(
  type: RecordedStepType,
  action: string,
  clickCount = 1,
  keyName: (name: string) => string | null = normalizeKeyName,
): RecordedAction {
  let parsed: ReturnType<typeof parseGrammar>;
  try {
    parsed = parseGrammar(type, action);
  } catch (error) {
    if (error instanceof ActionFormatError) throw new RecordedActionError(`The ${type} action ${error.message}.`);
    throw error;
  }
  switch (parsed.kind) {
    case 'point': {
      const at = parsed.point;
      if (type === 'mouse_move') return { kind: 'mouse_move', at };
      if (type === 'right_click') return { kind: 'click', button: 'right', clickCount: 1, at };
      if (type === 'double_click') return { kind: 'click', button: 'left', clickCount: 2, at };
      if (type === 'triple_click') return { kind: 'click', button: 'left', clickCount: 3, at };
      const count = Number.isInteger(clickCount) && clickCount > 0 ? clickCount : 1;
      return { kind: 'click', button: 'left', clickCount: count, at };
    }
    case 'key':
      return { kind: 'key', keys: parseKeyCombo(parsed.key, keyName) };
    case 'scroll': {
      const { direction, amount, x, y } = parsed;
      return { kind: 'scroll', at: x !== undefined && y !== undefined ? { x, y } : null, direction, amount };
    }
    default:
      return parsed;
  }
}

/** The points an action touches (for the viewport check). */
export function pointsOf(action: RecordedAction): Point[] {
  switch (action.kind) {
    case 'click':
    case 'mouse_move':
      return [action.at];
    case 'drag':
      return [action.from, action.to];
    case 'scroll':
      return action.at ? [action.at] : [];
    default:
      return [];
  }
}

/**
 * Where a scroll happens and how far it moves, in pixels: `amount` notches of `WHEEL_NOTCH_PX` in its direction
 * (positive `dx` right, positive `dy` down), at its point or else the centre of a `width` x `height` viewport.
 */
export function scrollMotion(
  action: Extract<RecordedAction, { kind: 'scroll' }>,
  width: number,
  height: number,
): { at: Point; dx: number; dy: number } {
  const at = action.at ?? { x: width / 2, y: height / 2 };
  const px = action.amount * WHEEL_NOTCH_PX;
  const dx = action.direction === 'left' ? -px : action.direction === 'right' ? px : 0;
  const dy = action.direction === 'up' ? -px : action.direction === 'down' ? px : 0;
  return { at, dx, dy };
}

/** The first point outside a viewport of `width` x `height` CSS pixels, or null. */
export function pointOutside(action: RecordedAction, width: number, height: number): Point | null {
  return pointsOf(action).find((p) => p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) ?? null;
}

/** Human description of an action, as shown in results. */
export function describeAction(action: RecordedAction): string {
  switch (action.kind) {
    case 'click': {
      const what =
        action.button === 'right'
          ? 'Right-clicked'
          : action.clickCount === 2
            ? 'Double-clicked'
            : action.clickCount === 3
              ? 'Triple-clicked'
              : action.clickCount > 1
                ? `Clicked ${action.clickCount} times`
                : 'Clicked';
      return `${what} at (${action.at.x}, ${action.at.y})`;
    }
    case 'mouse_move':
      return `Moved the mouse to (${action.at.x}, ${action.at.y})`;
    case 'drag':
      return `Dragged from (${action.from.x}, ${action.from.y}) to (${action.to.x}, ${action.to.y})`;
    case 'type':
      return `Typed "${action.text}"`;
    case 'key':
      return `Pressed ${action.keys.join('+')}`;
    case 'scroll':
      return `Scrolled ${action.direction} ${action.amount} notch${action.amount === 1 ? '' : 'es'}${action.at ? ` at (${action.at.x}, ${action.at.y})` : ''}`;
    case 'wait':
      return `Waited ${action.seconds} s`;
    case 'deeplink':
      return `Opened ${action.url}`;
  }
}

/** The stored action `type` of a recorded action (the spec's vocabulary). */
export function actionTypeOf(action: RecordedAction): string {
  switch (action.kind) {
    case 'click':
      return action.button === 'right' ? 'right_click' : 'click_element';
    case 'mouse_move':
      return 'mouse_move';
    case 'drag':
      return 'drag';
    case 'type':
      return 'input_text';
    case 'key':
      return 'send_keys';
    case 'scroll':
      return action.direction === 'up'
        ? 'scroll_up'
        : action.direction === 'down'
          ? 'scroll_down'
          : `scroll_${action.direction}`;
    case 'wait':
      return 'wait';
    case 'deeplink':
      return 'open_deeplink';
  }
}
