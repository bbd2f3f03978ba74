/**
 * `act` for the rules planner: common English imperatives turned into planned operations on observed elements.
 * Compound steps joined by "and"/"then" ("type X into Y and press Enter") become several operations.
 */
import type { ActPlan, Observation, ObservedElement, PlannedOperation } from '../contract';
import { describeElement, ground, type Intent, normalize, parseTarget, rank, textScore } from './ground';

export const MODEL_HINT = 'Configure a model (TAS_AI_PROVIDER=openai|bedrock) for free-form instructions.';

/** A failure to plan: `reason` is the step's result. */
class PlanError extends Error {}

interface State {
  observation: Observation;
  /** The element the previous operation acted on (for "... and press Enter"). */
  last?: string;
}

/** Plans `instruction` on `observation`. */
export function planAct(instruction: string, observation: Observation): ActPlan {
  const state: State = { observation };
  const operations: PlannedOperation[] = [];
  try {
    for (const part of splitCompound(clean(instruction))) operations.push(...planOne(part, state));
  } catch (error) {
    if (error instanceof PlanError) return { unsupported: error.message };
    throw error;
  }
  return { operations, reasoning: 'rules' };
}

/** Strips politeness, subjects and trailing full stops. */
export function clean(instruction: string): string {
  let text = instruction
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/[.!]+$/, '').trim();
  for (;;) {
    const next = text
      .replace(/^(?:please|now|then|and|next|finally|first|also|just)[,\s]+/i, '')
      .replace(/^(?:i|we|user|the user|you)\s+(?:should\s+|will\s+|want to\s+|need to\s+)?/i, '')
      .trim();
    if (next === text) return text;
    text = next;
  }
}

const VERB_START =
  /^(?:press|hit|click|tap|double[- ]?click|right[- ]?click|submit|type|enter|fill|select|choose|check|uncheck|tick|untick|wait|scroll|hover|go|open|navigate|clear|reload|refresh|upload)\b/i;

/** Splits on "and"/"then"/", " where the next part starts with a verb, never inside quotes. */
export function splitCompound(text: string): string[] {
  const masked = text.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)/g, (m) => '\u0000'.repeat(m.length));
  const parts: string[] = [];
  let start = 0;
  const joiner = /(?:\s*,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+then\s+|\s+then\s+|\s+and\s+)/gi;
  for (const m of masked.matchAll(joiner)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (!VERB_START.test(after)) continue;
    parts.push(text.slice(start, m.index).trim());
    start = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

function unquote(text: string): string {
  const t = text.trim();
  const m = /^"([^"]*)"$|^'([^']*)'$|^`([^`]*)`$/.exec(t);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : t;
}

// -------------------------------------------------------------------------------------------------------------------
// Keys

const KEY_NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  esc: 'Escape',
  escape: 'Escape',
  space: 'Space',
  spacebar: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  'arrow up': 'ArrowUp',
  'arrow down': 'ArrowDown',
  'arrow left': 'ArrowLeft',
  'arrow right': 'ArrowRight',
  'up arrow': 'ArrowUp',
  'down arrow': 'ArrowDown',
  'left arrow': 'ArrowLeft',
  'right arrow': 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  'page up': 'PageUp',
  'page down': 'PageDown',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  ctrl: 'Control',
  control: 'Control',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  shift: 'Shift',
  alt: 'Alt',
  option: 'Alt',
};

/** `Enter`, `ctrl+a`, `Shift + Tab` as a Playwright key, or null when it is not a key. */
export function parseKey(text: string): string | null {
  const t = unquote(text)
    .trim()
    .replace(/\s+key$/i, '')
    .replace(/^the\s+/i, '');
  const parts = t.split(/\s*\+\s*/);
  const out: string[] = [];
  for (const part of parts) {
    const p = part.toLowerCase();
    if (KEY_NAMES[p]) out.push(KEY_NAMES[p] as string);
    else if (/^f([1-9]|1[0-2])$/.test(p)) out.push(p.toUpperCase());
    else if (part.length === 1 && parts.length > 1) out.push(part.length === 1 ? part.toLowerCase() : part);
    else if (part.length === 1 && /[a-z0-9]/i.test(part)) out.push(part);
    else return null;
  }
  return out.length > 0 ? out.join('+') : null;
}

// -------------------------------------------------------------------------------------------------------------------
// Grounding helpers

function find(state: State, phrase: string, intent: Intent, what = 'element'): ObservedElement {
  const target = parseTarget(phrase);
  const g = ground(state.observation.elements, target, intent);
  if (g.kind === 'found') return g.element;
  if (g.kind === 'ambiguous') {
    const list = g.candidates
      .slice(0, 4)
      .map((c) => describeElement(c))
      .join(', ');
    throw new PlanError(
      `"${phrase}" is ambiguous: ${g.candidates.length} elements match equally well (${list}). Name it more precisely (its label or nearby text). ${MODEL_HINT}`,
    );
  }
  throw new PlanError(`No ${what} matching "${target.name || phrase}" was found on the page.`);
}

function tryFind(state: State, phrase: string, intent: Intent): ObservedElement | null {
  const g = ground(state.observation.elements, phrase, intent);
  return g.kind === 'found' ? g.element : null;
}

function isUrl(text: string): boolean {
  return /^(https?:\/\/|www\.|\/|\.\.?\/)/i.test(text) || /^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i.test(text);
}

function absoluteUrl(text: string, base: string): string {
  const t = unquote(text);
  if (/^www\./i.test(t)) return `https://${t}`;
  if (/^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i.test(t) && !t.startsWith('/')) return `https://${t}`;
  try {
    return new URL(t, base).toString();
  } catch {
    return t;
  }
}

function selectOp(el: ObservedElement, value: string): PlannedOperation {
  const options = el.hints?.options;
  if (options && options.length > 0) {
    const exact = options.find((o) => normalize(o) === normalize(value));
    const fuzzy = exact ?? bestOption(options, value);
    if (!fuzzy) {
      throw new PlanError(
        `The ${describeElement(el)} has no option "${value}" (options: ${options.slice(0, 12).join(', ')}).`,
      );
    }
    return { op: 'select', ref: el.ref, option: fuzzy };
  }
  return { op: 'select', ref: el.ref, option: value };
}

function bestOption(options: string[], value: string): string | undefined {
  const scored = options
    .map((o) => ({ o, s: textScore(value, o) }))
    .filter((x) => x.s >= 0.8)
    .sort((a, b) => b.s - a.s);
  const [first, second] = scored;
  if (!first || (second && first.s - second.s < 0.005)) return undefined;
  return first.o;
}

const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const FIELD = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

// -------------------------------------------------------------------------------------------------------------------
// One imperative

type Handler = (m: RegExpExecArray, state: State) => PlannedOperation[] | null;

const NUMBER = '(\\d+(?:\\.\\d+)?)';

const HANDLERS: Array<[RegExp, Handler]> = [
  // Navigation
  [
    /^(?:go|navigate|move)\s+back(?:\s+to the previous page)?$|^back$|^(?:go to|return to) the previous page$/i,
    () => [{ op: 'back' }],
  ],
  [/^(?:reload|refresh)(?:\s+the)?(?:\s+(?:page|browser|tab|screen))?$/i, () => [{ op: 'reload' }]],
  [
    /^(?:go to|navigate to|browse to|open|visit|load|head to)\s+(?:the\s+)?(?:url\s+|page\s+|address\s+)?(\S+)$/i,
    (m, s) => {
      const target = m[1] as string;
      if (!isUrl(unquote(target))) return null;
      return [{ op: 'goto', url: absoluteUrl(target, s.observation.url) }];
    },
  ],
  // Waits
  [
    new RegExp(`^wait\\s+(?:for\\s+)?${NUMBER}\\s*(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?)?$`, 'i'),
    (m) => {
      const n = Number(m[1]);
      const unit = (m[2] ?? 's').toLowerCase();
      const seconds = unit.startsWith('ms') || unit.startsWith('milli') ? n / 1000 : unit.startsWith('m') ? n * 60 : n;
      return [{ op: 'wait', seconds }];
    },
  ],
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)\s+(?:disappears|is gone|is hidden|is not (?:visible|shown|displayed)|to disappear|goes away|vanishes|to be hidden|to go away)$/i,
    (m) => [{ op: 'wait_for', text: unquote(m[1] as string), state: 'hidden' }],
  ],
  [
    /^wait\s+(?:until|till|for)\s+(?:the\s+)?(.+?)(?:\s+(?:appears|is (?:visible|shown|displayed)|to appear|shows up|to show up|to be visible|loads|to load|is there))?$/i,
    (m) => [{ op: 'wait_for', text: unquote(m[1] as string), state: 'visible' }],
  ],
  // Scrolling
  [
    /^scroll\s+(?:(?:up|down)\s+)?(?:to\s+)?(?:the\s+)?(top|bottom|end|start|beginning)(?:\s+of the page)?$/i,
    (m) => [{ op: 'press', key: /top|start|beginning/i.test(m[1] as string) ? 'Home' : 'End' }],
  ],
  [
    /^scroll(?:\s+the page)?\s+(up|down)(?:\s+(?:a bit|a little|once|the page|one page|by \d+\s*(?:px|pixels)?))?$/i,
    (m) => [{ op: 'scroll', direction: (m[1] as string).toLowerCase() as 'up' | 'down' }],
  ],
  [/^scroll$/i, () => [{ op: 'scroll', direction: 'down' }]],
  [
    /^scroll\s+(?:(up|down)\s+)?(?:to|until(?: you see)?|towards)\s+(?:the\s+)?(.+?)(?:\s+is visible)?$/i,
    (m, s) => {
      const el = find(s, m[2] as string, 'any');
      const rect = el.box;
      const direction = (m[1]?.toLowerCase() as 'up' | 'down' | undefined) ?? (rect && rect.y < 0 ? 'up' : 'down');
      return [{ op: 'scroll', direction, ref: el.ref }];
    },
  ],
  // Keys
  [
    /^(?:press|hit|push|type)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|on|into|inside)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const key = parseKey(m[1] as string);
      if (!key) return null;
      if (m[2]) {
        const el = find(s, m[2], 'any');
        return [{ op: 'press', key, ref: el.ref }];
      }
      return [s.last ? { op: 'press', key, ref: s.last } : { op: 'press', key }];
    },
  ],
  // Search
  [
    /^search\s+(?:for\s+)?(.+?)(?:\s+(?:in|using)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const el = m[2]
        ? find(s, m[2], 'fill', 'search field')
        : (tryFind(s, 'search', 'fill') ?? onlyField(s) ?? find(s, 'search', 'fill', 'search field'));
      return [
        { op: 'fill', ref: el.ref, text: unquote(m[1] as string) },
        { op: 'press', key: 'Enter', ref: el.ref },
      ];
    },
  ],
  // Typing
  [
    /^(?:enter|type|input|write|use)\s+(.+?)\s+as\s+(?:the\s+)?(.+)$/i,
    (m, s) => fill(s, m[2] as string, m[1] as string),
  ],
  [
    /^(?:fill(?:\s+in|\s+out)?|complete|populate)\s+(?:the\s+)?(.+?)\s+(?:with|as)\s+(.+)$/i,
    (m, s) => fill(s, m[1] as string, m[2] as string),
  ],
  [
    /^(?:type|enter|input|write|put|fill(?:\s+in)?|insert|paste|key in)\s+(.+)$/i,
    (m, s) => typeInto(s, m[1] as string),
  ],
  [
    /^set\s+(?:the\s+)?(.+?)\s+(?:to|as)\s+(.+)$/i,
    (m, s) => {
      const value = unquote(m[2] as string);
      const target = m[1] as string;
      const el = find(s, target, 'any');
      if (el.role === 'combobox' && el.hints?.options) return [selectOp(el, value)];
      if (CHECKABLE.has(el.role)) {
        const on = /^(checked|on|true|yes|enabled|ticked|selected)$/i.test(value);
        const off = /^(unchecked|off|false|no|disabled|unticked|deselected)$/i.test(value);
        if (!on && !off) throw new PlanError(`"${value}" is not a state for the ${describeElement(el)}.`);
        return [{ op: 'check', ref: el.ref, checked: on }];
      }
      return fill(s, target, value);
    },
  ],
  // Selects
  [
    /^(?:select|choose|pick)\s+(.+?)\s+(?:from|in|on|for|of|under|inside)\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[2] as string, 'select');
      if (!el) return null;
      s.last = el.ref;
      return [selectOp(el, unquote(m[1] as string))];
    },
  ],
  // Clearing
  [
    /^(?:clear|empty|erase|reset)\s+(?:out\s+)?(?:the\s+)?(?:text (?:in|of)\s+(?:the\s+)?|contents? of\s+(?:the\s+)?)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'fill');
      if (el) {
        s.last = el.ref;
        return [{ op: 'clear', ref: el.ref }];
      }
      const box = tryFind(s, m[1] as string, 'check');
      if (box) return [{ op: 'check', ref: box.ref, checked: false }];
      return null;
    },
  ],
  // Checkboxes
  [
    /^(?:uncheck|untick|unmark|deselect|unselect|disable|turn off|switch off|toggle off)\s+(?:the\s+)?(.+?)(?:\s+(?:checkbox|option|box))?$/i,
    (m, s) => [{ op: 'check', ref: find(s, m[1] as string, 'check', 'checkbox').ref, checked: false }],
  ],
  [
    /^mark\s+(?:the\s+)?(.+?)\s+as\s+(?:not\s+(?:done|complete|completed|finished)|undone|incomplete|active|open|todo)$/i,
    (m, s) => [{ op: 'check', ref: find(s, m[1] as string, 'check', 'checkbox').ref, checked: false }],
  ],
  [
    /^(?:check|tick|mark|enable|turn on|switch on|toggle on|activate)\s+(?:the\s+)?(.+?)(?:\s+as\s+(?:done|complete|completed|finished|checked|read))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      if (!el) return null;
      return [{ op: 'check', ref: el.ref, checked: true }];
    },
  ],
  [
    /^(?:accept|agree to|consent to)\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // Uploads
  [
    /^(?:upload|attach)\s+(?:the\s+)?(?:file\s+)?(.+?)(?:\s+(?:to|into|in|using|with|via|as)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const fileName = unquote(m[1] as string);
      const el = m[2]
        ? find(s, m[2], 'any')
        : (tryFind(s, 'choose file', 'click') ?? tryFind(s, 'upload', 'click') ?? find(s, 'file', 'any'));
      return [{ op: 'upload', ref: el.ref, fileName }];
    },
  ],
  // Hover
  [
    /^(?:hover|mouse\s*over|move (?:the )?mouse (?:over|to)|point at)\s+(?:over\s+|on\s+|to\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => [{ op: 'hover', ref: find(s, m[1] as string, 'hover').ref }],
  ],
  // Clicks
  [
    /^(double[- ]?click|right[- ]?click|click|tap|press|hit|push|select|choose|follow|activate)\s+(?:on\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => {
      const verb = (m[1] as string).toLowerCase().replace(/[- ]/, '');
      const target = m[2] as string;
      const el = find(s, target, 'click');
      if ((verb === 'select' || verb === 'choose') && CHECKABLE.has(el.role)) {
        return [{ op: 'check', ref: el.ref, checked: true }];
      }
      if (verb === 'doubleclick') return [{ op: 'click', ref: el.ref, clickCount: 2 }];
      if (verb === 'rightclick') return [{ op: 'click', ref: el.ref, button: 'right' }];
      return [{ op: 'click', ref: el.ref }];
    },
  ],
  // "go to the cart", "open Green Hat": a link or button of that name.
  [
    /^(?:go to|navigate to|open|visit|head to|browse to)\s+(?:the\s+)?(.+?)(?:\s+page)?$/i,
    (m, s) => [{ op: 'click', ref: find(s, m[1] as string, 'click', 'link or button').ref }],
  ],
];

function onlyField(s: State): ObservedElement | null {
  const fields = s.observation.elements.filter((e) => FIELD.has(e.role) && e.role !== 'combobox');
  return fields.length === 1 ? (fields[0] as ObservedElement) : null;
}

function fill(s: State, target: string, rawValue: string): PlannedOperation[] {
  const el = find(s, target, 'fill', 'field');
  s.last = el.ref;
  const value = unquote(rawValue);
  if (el.role === 'combobox' && el.hints?.options) return [selectOp(el, value)];
  return [{ op: 'fill', ref: el.ref, text: value }];
}

/** "type <value> into <field>": the split point is ambiguous ("type Water the plants in the ... field"); the best-grounded wins. */
function typeInto(s: State, rest: string): PlannedOperation[] | null {
  const quoted = /^("[^"]*"|'[^']*'|`[^`]*`)\s+(?:into|in|inside|on|onto|to)\s+(?:the\s+)?(.+)$/i.exec(rest);
  if (quoted) return fill(s, quoted[2] as string, quoted[1] as string);
  const splits: Array<{ value: string; target: string; connector: string }> = [];
  for (const m of rest.matchAll(/\s+(into|in|inside|on|onto|to)\s+/gi)) {
    const at = m.index ?? 0;
    splits.push({
      value: rest.slice(0, at),
      target: rest.slice(at + m[0].length),
      connector: (m[1] as string).toLowerCase(),
    });
  }
  let best: { value: string; el: ObservedElement; score: number } | null = null;
  let ambiguous: string | null = null;
  for (const split of splits) {
    const target = parseTarget(split.target);
    const [first, second] = rank(s.observation.elements, target, 'fill');
    if (!first) continue;
    if (second && first.score - second.score < 0.005) {
      ambiguous ??= split.target;
      continue;
    }
    const score = first.score + (split.connector === 'into' ? 0.01 : 0);
    if (!best || score > best.score) best = { value: split.value, el: first.element, score };
  }
  if (best) {
    s.last = best.el.ref;
    const value = unquote(best.value);
    if (best.el.role === 'combobox' && best.el.hints?.options) return [selectOp(best.el, value)];
    return [{ op: 'fill', ref: best.el.ref, text: value }];
  }
  if (ambiguous) find(s, ambiguous, 'fill', 'field');
  if (splits.length > 0) {
    const last = splits[splits.length - 1] as { target: string };
    throw new PlanError(`No field matching "${parseTarget(last.target).name}" was found on the page.`);
  }
  // "type hello": the page's only text field, else the focused one is unknown to us.
  const only = onlyField(s);
  if (only) {
    s.last = only.ref;
    return [{ op: 'fill', ref: only.ref, text: unquote(rest) }];
  }
  throw new PlanError(`The step does not say which field to type into. Write "type ${rest} into <field>".`);
}

function planOne(text: string, state: State): PlannedOperation[] {
  for (const [pattern, handler] of HANDLERS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const ops = handler(m, state);
    if (ops) {
      const withRef = [...ops].reverse().find((o) => 'ref' in o && o.ref) as { ref?: string } | undefined;
      if (withRef?.ref) state.last = withRef.ref;
      return ops;
    }
  }
  // The instruction is itself a control's label: "Proceed to checkout", "Delete Walk the dog", "Remove Red Mug".
  const whole = wholeLabel(state, text);
  if (whole) return whole;
  throw new PlanError(`The rules planner does not understand "${text}". ${MODEL_HINT}`);
}

function wholeLabel(state: State, text: string): PlannedOperation[] | null {
  const target = { name: text, roles: null };
  const [first, second] = rank(state.observation.elements, target, 'click');
  if (!first || first.score < 0.8) return null;
  if (second && first.score - second.score < 0.005) return null;
  const el = first.element;
  if (CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
  if (FIELD.has(el.role)) return null;
  return [{ op: 'click', ref: el.ref }];
}
