/**
 * The page as a planner sees it: Playwright's AI accessibility snapshot (`page.ariaSnapshot({ mode: 'ai' })`, which
 * already descends into iframes and open shadow roots and gives every element a ref usable as an `aria-ref=` locator),
 * parsed into elements with their frame path, box and extra grounding signals, trimmed for long pages, with secrets
 * removed.
 *
 * Secrets: the AI snapshot prints the value of every text field, password fields included. Every text field is
 * therefore inspected, and the value of a password field is replaced by `••••••` before anything leaves this module;
 * strings listed in `secrets` (credential values) are masked wherever they appear.
 */
import type { Locator, Page } from 'playwright-core';
import { goneMessages } from '../engine/messages';
import type { ElementHints, Observation, ObservedElement } from './contract';
import { frameSignals, smallestContaining } from './observe-signals';

export const MASK = '••••••';
/** Above this many characters the snapshot is trimmed to what matters for the instruction. */
export const MAX_SNAPSHOT_CHARS = 12_000;
/** Interactive elements kept in a trimmed snapshot besides those matching the instruction. */
export const INTERACTIVE_BUDGET = 120;

export const INTERACTIVE_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'spinbutton',
  'slider',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'treeitem',
]);
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const LABELLED = new Set([...FIELD_ROLES, 'checkbox', 'radio', 'switch', 'slider']);

export interface ObserveOptions {
  /** The step's instruction: decides what a trimmed snapshot keeps. */
  instruction: string;
  /** Adds a JPEG of the viewport (password inputs masked). */
  useVision?: boolean;
  /** Strings (credential values) masked wherever they would appear. */
  secrets?: readonly string[];
  signal?: AbortSignal;
}

export interface ObservedPage {
  observation: Observation;
  /** The live element behind a ref of this observation. */
  resolve(ref: string): Locator;
  /** Whether the ref is a password input (its value is never observed; typing into it is described masked). */
  isPassword(ref: string): boolean;
}

/** One parsed snapshot line. */
interface Node {
  role: string;
  name: string;
  ref?: string;
  attrs: Record<string, string>;
  text: string;
  props: Record<string, string>;
  indent: number;
  line: number;
  parent?: Node;
  children: Node[];
  framePath: string[];
  box?: { x: number; y: number; width: number; height: number };
  /** Inline `: value` of the line (a text field's value), kept apart so it can be masked. */
  inline?: string;
  /** The text just before it among its siblings (a label not tied to its field). */
  before?: string;
  /** While parsing: the last text line under this node not yet followed by an element. */
  pending?: string | undefined;
}

/** Observes `page` for `options.instruction`. */
export async function observe(page: Page, options: ObserveOptions): Promise<ObservedPage> {
  const raw = await page.ariaSnapshot({ mode: 'ai', boxes: true, timeout: 10_000 });
  const lines = raw.split('\n');
  const nodes = parseSnapshot(lines);
  let leafSelectorOf: (ref: string) => string | undefined = () => undefined;
  const resolve = (ref: string): Locator => {
    const selector = ref.startsWith('x') ? leafSelectorOf(ref) : undefined;
    return selector ? page.locator(selector) : page.locator(`aria-ref=${ref}`);
  };
  const withRef = nodes.filter((n) => n.ref);

  // Text fields: is it a password, what label/placeholder/value does it have.
  const fields = withRef.filter((n) => FIELD_ROLES.has(n.role));
  const passwords = new Set<string>();
  const hintsByRef = new Map<string, ElementHints>();
  await Promise.all(
    fields.map(async (n) => {
      const ref = n.ref as string;
      const info = await resolve(ref)
        .evaluate(fieldInfo, undefined, { timeout: 2_000 })
        .catch(() => null);
      // Unknown is treated as a password: better a masked value than a leaked one.
      if (!info || info.inputType === 'password') passwords.add(ref);
      if (info) {
        const hints: ElementHints = {};
        if (info.inputType) hints.inputType = info.inputType;
        if (info.placeholder) hints.placeholder = info.placeholder;
        if (info.label) hints.label = info.label;
        if (info.title) hints.title = info.title;
        if (info.testId) hints.testId = info.testId;
        if (info.value !== null && info.inputType !== 'password') hints.value = info.value;
        hintsByRef.set(ref, hints);
      }
    }),
  );
  const { hints: extras, leaves } = await frameSignals(page, nodes);

  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const mask = (text: string) => maskSecrets(text, secrets);
  for (const n of nodes) {
    if (n.ref && passwords.has(n.ref) && n.inline !== undefined) n.inline = MASK;
  }

  const elements: ObservedElement[] = [];
  for (const n of withRef) {
    const ref = n.ref as string;
    const hints: ElementHints = { ...(extras.get(n) ?? {}), ...(hintsByRef.get(ref) ?? {}) };
    const own = n.text.trim();
    if (own && !FIELD_ROLES.has(n.role)) hints.text = mask(own);
    if (n.props.placeholder && !hints.placeholder) hints.placeholder = n.props.placeholder;
    // An unlabelled control labelled by the text just before it ("Email" then an input, without <label for>).
    if (!n.name && !hints.label && n.before && LABELLED.has(n.role) && n.before.length <= 60) hints.label = n.before;
    if (n.props.url) hints.url = n.props.url;
    if (n.attrs.level) hints.level = Number(n.attrs.level);
    if ('checked' in n.attrs) hints.checked = n.attrs.checked !== 'false';
    else if (n.role === 'checkbox' || n.role === 'radio' || n.role === 'switch') hints.checked = false;
    if ('disabled' in n.attrs) hints.disabled = true;
    if (n.attrs.cursor === 'pointer' && !INTERACTIVE_ROLES.has(n.role)) hints.pointer = true;
    if ('expanded' in n.attrs) hints.expanded = n.attrs.expanded !== 'false';
    if ('selected' in n.attrs) hints.selected = n.attrs.selected !== 'false';
    if ('pressed' in n.attrs) hints.selected = n.attrs.pressed !== 'false';
    const options = n.children.filter((c) => c.role === 'option').map((c) => c.name);
    if (options.length > 0) hints.options = options;
    if (n.role === 'combobox' && hints.value === undefined) {
      const selected = n.children.find((c) => c.role === 'option' && 'selected' in c.attrs);
      if (selected) hints.value = selected.name;
    }
    for (const key of ['label', 'placeholder', 'value', 'title'] as const) {
      const v = hints[key];
      if (v !== undefined) hints[key] = mask(v);
    }
    const element: ObservedElement = { ref, role: n.role, name: mask(n.name), framePath: n.framePath };
    if (n.box) element.box = n.box;
    const parent = nearestRef(n.parent);
    if (parent) element.parent = parent;
    if (Object.keys(hints).length > 0) element.hints = hints;
    elements.push(element);
  }

  // Short texts the snapshot folds into their parent's text (a cart badge, a counter): elements of their own, so that a
  // claim about "the cart badge" is checked on the badge and not on any text of the page.
  const leafSelectors = new Map<string, string>();
  leaves.forEach((leaf, i) => {
    const ref = `x${i + 1}`;
    leafSelectors.set(ref, leaf.selector);
    const container = smallestContaining(nodes, leaf);
    const element: ObservedElement = {
      ref,
      role: 'generic',
      name: mask(leaf.label),
      framePath: [],
      box: { x: leaf.x, y: leaf.y, width: leaf.width, height: leaf.height },
      hints: { text: mask(leaf.text), ident: leaf.ident },
    };
    if (container?.ref) element.parent = container.ref;
    elements.push(element);
  });

  leafSelectorOf = (ref) => leafSelectors.get(ref);
  let snapshot = render(nodes, lines, passwords);
  let kept = elements;
  // Long pages: what the instruction names, headings, and as many controls as fit.
  for (
    let budget = INTERACTIVE_BUDGET;
    snapshot.length > MAX_SNAPSHOT_CHARS && budget >= 1;
    budget = Math.floor(budget / 2)
  ) {
    const keep = trimmedLines(nodes, options.instruction, budget);
    snapshot = render(
      nodes.filter((n) => keep.has(n)),
      lines,
      passwords,
    );
    const refs = new Set(nodes.filter((n) => keep.has(n) && n.ref).map((n) => n.ref));
    kept = elements.filter((e) => refs.has(e.ref) || (e.ref.startsWith('x') && (!e.parent || refs.has(e.parent))));
  }
  const observation: Observation = {
    url: page.url(),
    title: mask(await page.title()),
    snapshot: mask(snapshot),
    elements: kept,
  };
  const gone = await goneMessages(page);
  if (gone.length > 0) observation.goneMessages = gone.map((m) => ({ ...m, text: mask(m.text) }));
  if (options.useVision) {
    observation.screenshot = await page.screenshot({
      type: 'jpeg',
      quality: 60,
      caret: 'initial',
      mask: [page.locator('input[type=password]')],
      timeout: 10_000,
    });
  }
  return { observation, resolve, isPassword: (ref) => passwords.has(ref) };
}

/** Replaces every occurrence of each secret by `MASK`. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out;
}

function nearestRef(node: Node | undefined): string | undefined {
  for (let n = node; n; n = n.parent) if (n.ref) return n.ref;
  return undefined;
}

// -------------------------------------------------------------------------------------------------------------------
// Parsing

const LINE = /^(\s*)- (.*)$/;

/** Parses the AI snapshot's YAML-like lines into a tree (flattened in document order). */
export function parseSnapshot(lines: string[]): Node[] {
  const nodes: Node[] = [];
  const stack: Node[] = [];
  lines.forEach((line, index) => {
    const m = LINE.exec(line);
    if (!m) return;
    const indent = (m[1] ?? '').length / 2;
    let body = m[2] ?? '';
    while (stack.length > 0 && (stack[stack.length - 1] as Node).indent >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    // Property lines: `- /url: /x`, `- /placeholder: text`.
    const prop = /^\/(\w+): ?(.*)$/.exec(body);
    if (prop) {
      if (parent) parent.props[prop[1] as string] = unquote(prop[2] ?? '');
      return;
    }
    // Text lines: `- text: hello`.
    const text = /^text: ?(.*)$/.exec(body);
    if (text) {
      if (parent) {
        parent.text = `${parent.text} ${unquote(text[1] ?? '')}`.trim();
        parent.pending = unquote(text[1] ?? '');
      }
      return;
    }
    if (body.startsWith("'") && body.endsWith("'")) body = body.slice(1, -1).replace(/''/g, "'");
    else if (body.startsWith("'") && body.endsWith("':")) body = `${body.slice(1, -2).replace(/''/g, "'")}:`;
    const head = /^([a-zA-Z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*)(?::(?: (.*))?)?$/.exec(body);
    if (!head) {
      if (parent && !body.endsWith(':')) parent.text = `${parent.text} ${unquote(body)}`.trim();
      return;
    }
    const attrs: Record<string, string> = {};
    for (const a of (head[3] ?? '').matchAll(/\[([^\]=]+)(?:=([^\]]*))?\]/g)) attrs[a[1] as string] = a[2] ?? 'true';
    const node: Node = {
      role: head[1] as string,
      name: head[2] !== undefined ? safeJson(head[2]) : '',
      attrs,
      text: '',
      props: {},
      indent,
      line: index,
      children: [],
      framePath: parent ? childFramePath(parent) : [],
    };
    if (attrs.ref) node.ref = attrs.ref;
    if (head[4] !== undefined && head[4] !== '') {
      node.inline = unquote(head[4]);
      if (!FIELD_ROLES.has(node.role)) node.text = node.inline;
    }
    if (attrs.box) {
      const [x, y, width, height] = attrs.box.split(',').map(Number);
      if ([x, y, width, height].every((v) => Number.isFinite(v))) {
        node.box = offsetBox(
          { x: x as number, y: y as number, width: width as number, height: height as number },
          parent,
        );
      }
    }
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
      if (parent.pending) node.before = parent.pending;
      parent.pending = undefined;
    }
    nodes.push(node);
    stack.push(node);
  });
  return nodes;
}

function childFramePath(parent: Node): string[] {
  return parent.role === 'iframe' && parent.ref ? [...parent.framePath, parent.ref] : parent.framePath;
}

/** Boxes inside an iframe are relative to its viewport: shift them by the iframe's box. */
function offsetBox(box: NonNullable<Node['box']>, parent: Node | undefined): NonNullable<Node['box']> {
  let frame: Node | undefined;
  for (let n = parent; n; n = n.parent) {
    if (n.role === 'iframe') {
      frame = n;
      break;
    }
  }
  if (!frame?.box) return box;
  return { ...box, x: box.x + frame.box.x, y: box.y + frame.box.y };
}

function safeJson(quoted: string): string {
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    return quoted;
  }
}

function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return safeJson(t.slice(1, -1));
  if (t.length >= 2 && t.startsWith("'") && t.endsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
  return t;
}

/** Re-renders nodes as snapshot lines in their original order (without boxes), masking password values. */
function render(nodes: Node[], lines: string[], passwords: ReadonlySet<string>): string {
  const out = new Map<number, string>();
  for (const n of nodes) {
    let line = (lines[n.line] ?? '').replace(/ \[box=[^\]]*\]/g, '');
    if (n.ref && passwords.has(n.ref)) line = line.replace(/^(\s*- .*?\[ref=[^\]]+\][^:]*):.*$/, `$1: ${MASK}`);
    out.set(n.line, line);
    // Property and text lines belong to the node: keep the ones directly under it.
    for (let i = n.line + 1; i < lines.length; i++) {
      const m = LINE.exec(lines[i] ?? '');
      if (!m) continue;
      const indent = (m[1] ?? '').length / 2;
      if (indent <= n.indent) break;
      if (indent === n.indent + 1 && /^(\/\w+|text):/.test(m[2] ?? '')) out.set(i, lines[i] ?? '');
    }
  }
  return [...out.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, line]) => line)
    .join('\n');
}

// -------------------------------------------------------------------------------------------------------------------
// Trimming

const STOP = new Set(['the', 'a', 'an', 'to', 'in', 'on', 'of', 'and', 'for', 'with', 'into', 'is', 'are', 'be']);

/** Keeps nodes that match the instruction's words, headings, interactive nodes up to a budget, and their ancestors. */
function trimmedLines(nodes: Node[], instruction: string, budget: number): Set<Node> {
  const words = instruction
    .toLowerCase()
    .split(/[^\p{L}\p{N}$]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w));
  const keep = new Set<Node>();
  const add = (n: Node) => {
    for (let x: Node | undefined = n; x && !keep.has(x); x = x.parent) keep.add(x);
  };
  let interactive = 0;
  for (const n of nodes) {
    const hay = `${n.name} ${n.text} ${Object.values(n.props).join(' ')}`.toLowerCase();
    if (words.some((w) => hay.includes(w))) add(n);
    else if (n.role === 'heading') add(n);
    else if (INTERACTIVE_ROLES.has(n.role) && interactive < budget) {
      interactive++;
      add(n);
    }
  }
  return keep;
}

// -------------------------------------------------------------------------------------------------------------------
// Extra signals

interface FieldInfo {
  inputType: string;
  placeholder: string;
  label: string;
  title: string;
  testId: string;
  value: string | null;
}

/** Runs in the page on a field. */
function fieldInfo(el: Element): FieldInfo {
  const input = el as HTMLInputElement;
  const tag = el.tagName.toLowerCase();
  const inputType = tag === 'input' ? (input.type || 'text').toLowerCase() : tag;
  const labels = 'labels' in input && input.labels ? [...input.labels].map((l) => l.textContent ?? '') : [];
  let value: string | null = null;
  if (tag === 'select') value = (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '';
  else if ((tag === 'input' || tag === 'textarea') && inputType !== 'password') value = input.value;
  else if ((el as HTMLElement).isContentEditable) value = el.textContent ?? '';
  return {
    inputType,
    placeholder: el.getAttribute('placeholder') ?? '',
    label: labels.join(' ').replace(/\s+/g, ' ').trim(),
    title: el.getAttribute('title') ?? '',
    testId: el.getAttribute('data-testid') ?? el.getAttribute('data-test-id') ?? el.getAttribute('data-test') ?? '',
    value,
  };
}
