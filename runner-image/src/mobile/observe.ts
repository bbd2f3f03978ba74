/**
 * The screen of an app as a planner sees it, from the page source: an Android (UiAutomator2) or iOS (XCUITest)
 * accessibility hierarchy, or the XML of Appium's fake driver, turned into the `Observation` that `act`/`assert`
 * planners read for a browser page: the elements people can see or use, each with a role, a name, a box in the
 * device's points and grounding hints, and a compact indented snapshot.
 *
 * Kept: controls (buttons, fields, toggles, anything clickable), text with words in it, images with a description,
 * lists and their items. Dropped: layout containers that say nothing, hidden and zero-size nodes, the iOS keyboard.
 * Bounded in nodes read, nodes kept and time. Password fields never show their value; `secrets` are masked anywhere.
 */
import type { ElementHints, Observation, ObservedElement } from '../ai/contract';
import { parsePageSource, type XmlNode } from './page-source-xml';

export const MASK = '••••••';
/** Elements kept in one observation; controls are kept before plain text when there are more. */
export const MAX_ELEMENTS = 300;
/** Nodes read from a page source at most. */
export const MAX_SOURCE_NODES = 20_000;
/** Time spent turning one page source into an observation at most. */
export const OBSERVE_BUDGET_MS = 500;

export interface ObserveSourceOptions {
  /** The app under test (package or bundle id): the observation's `url` is `app://<appId>`. */
  appId?: string;
  /** The screen's name when known (an Android activity, a navigation bar title). */
  title?: string;
  /** Strings (credential values) masked wherever they would appear. */
  secrets?: readonly string[];
  maxElements?: number;
  budgetMs?: number;
}

/** Where an observed element is, to act on it: its box's centre, and a selector when it has a unique identifier. */
export interface ElementTarget {
  center: { x: number; y: number };
  selector?: { using: 'id' | 'accessibility id'; value: string };
  /** The element has the keyboard focus (where the source says so: UiAutomator2's `focused`). */
  focused?: boolean;
}

export interface ObservedScreen {
  observation: Observation;
  /** The target of each element's ref. */
  targets: Map<string, ElementTarget>;
  /** Whether a limit cut the observation short. */
  truncated: boolean;
}

type Box = { x: number; y: number; width: number; height: number };

const ROLE_RULES: ReadonlyArray<[RegExp, string]> = [
  [/searchfield|searchview/i, 'searchbox'],
  // XCUITest's TextView is an editable text area; Android's TextView is text (below).
  [/edittext|autocompletetextview|textfield|XCUIElementTypeTextView|mockinputfield/i, 'textbox'],
  [/checkbox|checkedtextview/i, 'checkbox'],
  [/switch|toggle/i, 'switch'],
  [/radiobutton/i, 'radio'],
  [/seekbar|slider|ratingbar/i, 'slider'],
  [/spinner|picker/i, 'combobox'],
  [/button/i, 'button'],
  [/link/i, 'link'],
  [/(^|\.|Type)Tab$/, 'tab'],
  [/listview|recyclerview|table$|collectionview|mocklist$/i, 'list'],
  [/cell$|listitem/i, 'listitem'],
  [/image/i, 'img'],
  [/statictext|textview|mocktext/i, 'text'],
];
const CONTROL_ROLES = new Set(['button', 'textbox', 'searchbox', 'checkbox', 'switch', 'radio', 'slider', 'combobox']);
const FIELD_ROLES = new Set(['textbox', 'searchbox']);
/** Roles that a clickable node (Android's `clickable="true"`) turns into a button. */
const PLAIN_ROLES = new Set(['text', 'img', 'generic']);
const SKIPPED_SUBTREES = /^XCUIElementTypeKeyboard$|^android\.inputmethodservice/;

/** The node's class: Android's `class`, XCUITest's `type`, else its tag. */
function classOf(node: XmlNode): string {
  return node.attrs.class ?? node.attrs.type ?? node.tag;
}

function roleOf(node: XmlNode): string {
  const cls = classOf(node);
  const role = ROLE_RULES.find(([pattern]) => pattern.test(cls))?.[1] ?? 'generic';
  return PLAIN_ROLES.has(role) && node.attrs.clickable === 'true' ? 'button' : role;
}

/** The node's box: UiAutomator2's `bounds="[x1,y1][x2,y2]"`, XCUITest's x/y/width/height, the fake's left/top. */
function boxOf(node: XmlNode): Box | undefined {
  const a = node.attrs;
  const bounds = a.bounds && /^\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]$/.exec(a.bounds);
  if (bounds) {
    const [x1, y1, x2, y2] = bounds.slice(1).map(Number) as [number, number, number, number];
    return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
  }
  const x = Number(a.x ?? a.left);
  const y = Number(a.y ?? a.top);
  const width = Number(a.width);
  const height = Number(a.height);
  return [x, y, width, height].every(Number.isFinite) && a.width !== undefined ? { x, y, width, height } : undefined;
}

function isHidden(node: XmlNode): boolean {
  const a = node.attrs;
  return a.displayed === 'false' || a.visible === 'false';
}

function flag(value: string | undefined): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** An identifier's words: `com.shop:id/sign_in_button` -> "sign in button". */
function identWords(id: string): string {
  return id
    .replace(/^.*:id\//, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

interface Candidate {
  node: XmlNode;
  element: ObservedElement;
  control: boolean;
  target: ElementTarget;
  depth: number;
}

/** Turns a page source into an observation (see the module's description). */
export function observePageSource(source: string, options: ObserveSourceOptions = {}): ObservedScreen {
  const started = Date.now();
  const deadline = started + (options.budgetMs ?? OBSERVE_BUDGET_MS);
  const maxElements = options.maxElements ?? MAX_ELEMENTS;
  const parsed = parsePageSource(source, { maxNodes: MAX_SOURCE_NODES, deadline });
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const mask = (text: string) => secrets.reduce((t, s) => t.split(s).join(MASK), text);
  const idCounts = new Map<string, number>();
  const candidates: Candidate[] = [];
  let truncated = parsed.truncated;
  let refs = 0;
  const nextRef = () => `e${++refs}`;

  const visit = (node: XmlNode, parentRef: string | undefined, depth: number): void => {
    if (Date.now() > deadline) {
      truncated = true;
      return;
    }
    if (SKIPPED_SUBTREES.test(classOf(node)) || isHidden(node)) return;
    const box = boxOf(node);
    const candidate =
      box && box.width > 0 && box.height > 0 ? describe(node, box, parentRef, mask, nextRef) : undefined;
    if (candidate) {
      candidate.depth = depth;
      candidates.push(candidate);
      const id = candidate.target.selector?.value;
      if (id) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
    }
    for (const child of node.children) visit(child, candidate?.element.ref ?? parentRef, candidate ? depth + 1 : depth);
  };
  if (parsed.root) visit(parsed.root, undefined, 0);

  // Keep controls first when over budget, then restore document order.
  let kept = candidates;
  if (candidates.length > maxElements) {
    truncated = true;
    const ranked = [...candidates].sort((a, b) => Number(b.control) - Number(a.control));
    const keep = new Set(ranked.slice(0, maxElements));
    kept = candidates.filter((c) => keep.has(c));
  }
  const keptRefs = new Set(kept.map((c) => c.element.ref));
  const targets = new Map<string, ElementTarget>();
  const lines: string[] = [];
  for (const c of kept) {
    // A selector only when its identifier names one element on the screen.
    const selector = c.target.selector;
    if (selector && idCounts.get(selector.value) !== 1) delete c.target.selector;
    if (c.element.parent && !keptRefs.has(c.element.parent)) delete c.element.parent;
    targets.set(c.element.ref, c.target);
    lines.push(snapshotLine(c));
  }
  if (truncated) lines.push(`- note: the screen has more than is shown (${candidates.length} elements)`);
  const url = options.appId ? `app://${options.appId}` : '';
  return {
    observation: {
      url,
      title: options.title ?? '',
      snapshot: lines.join('\n'),
      elements: kept.map((c) => c.element),
    },
    targets,
    truncated,
  };
}

function describe(
  node: XmlNode,
  box: Box,
  parentRef: string | undefined,
  mask: (text: string) => string,
  nextRef: () => string,
): Candidate | undefined {
  const a = node.attrs;
  const role = roleOf(node);
  const isField = FIELD_ROLES.has(role);
  const password = a.password === 'true' || /securetextfield/i.test(classOf(node));
  const description = a['content-desc'] ?? a.label ?? '';
  // Identifiers: Android's resource-id; XCUITest's `name` (the accessibility identifier, often equal to the label);
  // the fake driver's `id`, which is also what its lookups match.
  const resourceId = a['resource-id'] ?? '';
  const identifier = resourceId || a.name || a.id || '';
  const selector: ElementTarget['selector'] = a.id
    ? { using: 'accessibility id', value: a.id }
    : resourceId
      ? { using: 'id', value: resourceId }
      : a.name
        ? { using: 'accessibility id', value: a.name }
        : undefined;
  const ownText = isField ? '' : (a.text ?? (role === 'text' ? (a.value ?? '') : ''));
  const fieldValue = isField ? (a.text ?? a.value ?? '') : '';
  const placeholder = a.hint ?? a.placeholderValue ?? '';
  const name = (description || ownText || (isField ? placeholder : '') || '').trim();
  const clickable = flag(a.clickable) === true || flag(a['long-clickable']) === true;
  const checkable = flag(a.checkable) === true || role === 'checkbox' || role === 'switch' || role === 'radio';
  const control = CONTROL_ROLES.has(role) || clickable;
  const worthKeeping = control || name !== '' || role === 'list' || role === 'listitem';
  if (!worthKeeping) return undefined;

  const ref = nextRef();
  const hints: ElementHints = {};
  if (ownText && ownText !== name) hints.text = mask(ownText);
  else if (ownText && description) hints.text = mask(ownText);
  if (placeholder) hints.placeholder = placeholder;
  if (identifier) {
    hints.testId = identifier;
    const words = identWords(identifier);
    if (words && words !== name.toLowerCase()) hints.ident = words;
  }
  if (isField) {
    if (password) hints.inputType = 'password';
    else if (fieldValue && fieldValue !== placeholder) hints.value = mask(fieldValue);
  }
  const checked = flag(a.checked) ?? (role === 'switch' || role === 'checkbox' ? flag(a.value) : undefined);
  if (checkable) hints.checked = checked ?? false;
  if (flag(a.enabled) === false) hints.disabled = true;
  if (flag(a.selected) === true) hints.selected = true;
  const element: ObservedElement = {
    ref,
    role,
    name: mask(name),
    framePath: [],
    box,
    ...(parentRef && { parent: parentRef }),
    ...(Object.keys(hints).length > 0 && { hints }),
  };
  const target: ElementTarget = {
    center: { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) },
    ...(selector && { selector }),
  };
  // Focus has no hint of its own: the target and the snapshot line say it.
  if (flag(a.focused) === true) target.focused = true;
  return { node, element, control, target, depth: 0 };
}

function snapshotLine(c: Candidate): string {
  const { element } = c;
  const hints = element.hints ?? {};
  const parts = [`${'  '.repeat(c.depth)}- ${element.role}`];
  if (element.name) parts.push(JSON.stringify(element.name));
  if (hints.text) parts.push(`text=${JSON.stringify(hints.text)}`);
  if (hints.value !== undefined) parts.push(`value=${JSON.stringify(hints.value)}`);
  if (hints.inputType === 'password') parts.push(`value=${JSON.stringify(MASK)}`);
  if (hints.placeholder && hints.placeholder !== element.name)
    parts.push(`placeholder=${JSON.stringify(hints.placeholder)}`);
  if (hints.testId) parts.push(`id=${JSON.stringify(hints.testId)}`);
  if (hints.checked !== undefined) parts.push(hints.checked ? '[checked]' : '[unchecked]');
  if (hints.selected) parts.push('[selected]');
  if (hints.disabled) parts.push('[disabled]');
  if (c.target.focused) parts.push('[focused]');
  parts.push(`[ref=${element.ref}]`);
  return parts.join(' ');
}

/** Where a screenshot must be masked: the boxes of password fields and of nodes showing a secret, in points. */
export interface SensitiveBoxes {
  boxes: Box[];
  /** A limit stopped the reading: fields past it are unknown. */
  truncated: boolean;
}

/**
 * The boxes of the screen's password fields (UiAutomator2's `password="true"`, XCUITest's SecureTextField, as
 * `observePageSource` decides them) and of visible nodes whose text, value or description holds one of `secrets`.
 */
export function sensitiveBoxes(
  source: string,
  secrets: readonly string[] = [],
  budgetMs = OBSERVE_BUDGET_MS,
): SensitiveBoxes {
  const deadline = Date.now() + budgetMs;
  const parsed = parsePageSource(source, { maxNodes: MAX_SOURCE_NODES, deadline });
  const boxes: Box[] = [];
  let truncated = parsed.truncated;
  const shows = (node: XmlNode) =>
    secrets.length > 0 &&
    ['text', 'value', 'content-desc', 'label', 'name', 'hint'].some((key) => {
      const value = node.attrs[key];
      return value !== undefined && secrets.some((secret) => value.includes(secret));
    });
  const visit = (node: XmlNode): void => {
    if (Date.now() > deadline) {
      truncated = true;
      return;
    }
    if (SKIPPED_SUBTREES.test(classOf(node)) || isHidden(node)) return;
    const password = node.attrs.password === 'true' || /securetextfield/i.test(classOf(node));
    const box = password || shows(node) ? boxOf(node) : undefined;
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
    // A password field without bounds cannot be covered: the screen is then unknown.
    else if (password && !box) truncated = true;
    for (const child of node.children) visit(child);
  };
  if (parsed.root) visit(parsed.root);
  return { boxes, truncated };
}
