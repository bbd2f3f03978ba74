/**
 * A small reader of page-source XML (UiAutomator2's, XCUITest's, Appium's fake driver's): elements with their
 * attributes and children. Text content, comments, processing instructions, doctype and CDATA are skipped (page
 * sources carry everything in attributes). Bounded: it stops after `maxNodes` elements or at `deadline`, and says so.
 */

export interface XmlNode {
  tag: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  parent?: XmlNode;
  depth: number;
}

export interface ParsedXml {
  root: XmlNode | undefined;
  /** Elements read. */
  count: number;
  /** True when a limit stopped the reading before the end. */
  truncated: boolean;
}

export interface ParseLimits {
  maxNodes?: number;
  /** Epoch ms after which reading stops. */
  deadline?: number;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
const SKIPPED: ReadonlyArray<[string, string]> = [
  ['<!--', '-->'],
  ['<?', '?>'],
  ['<![CDATA[', ']]>'],
  ['<!', '>'],
];

/** Reads the elements of `xml`. Malformed input yields what could be read (a page source is never rejected). */
export function parsePageSource(xml: string, limits: ParseLimits = {}): ParsedXml {
  const maxNodes = limits.maxNodes ?? 20_000;
  const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
  const document: XmlNode = { tag: '#document', attrs: {}, children: [], depth: -1 };
  let current = document;
  let count = 0;
  let truncated = false;
  let i = 0;
  while (i < xml.length) {
    const open = xml.indexOf('<', i);
    if (open < 0) break;
    const skip = SKIPPED.find(([start]) => xml.startsWith(start, open));
    if (skip) {
      const end = xml.indexOf(skip[1], open + skip[0].length);
      i = end < 0 ? xml.length : end + skip[1].length;
      continue;
    }
    const close = xml.indexOf('>', open);
    if (close < 0) break;
    const body = xml.slice(open + 1, close);
    i = close + 1;
    if (body.startsWith('/')) {
      const tag = body.slice(1).trim();
      // Climb to the element this closes (tolerates a missing end tag in between).
      let node: XmlNode | undefined = current;
      while (node && node !== document && node.tag !== tag) node = node.parent;
      if (node && node !== document) current = node.parent ?? document;
      continue;
    }
    if (count >= maxNodes || (count % 256 === 0 && Date.now() > deadline)) {
      truncated = true;
      break;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const nameEnd = inner.search(/[\s]/);
    const tag = nameEnd < 0 ? inner : inner.slice(0, nameEnd);
    const attrs: Record<string, string> = {};
    if (nameEnd >= 0) {
      for (const match of inner.slice(nameEnd).matchAll(ATTRIBUTE)) {
        attrs[match[1] as string] = decode(match[3] ?? match[4] ?? '');
      }
    }
    const node: XmlNode = { tag, attrs, children: [], parent: current, depth: current.depth + 1 };
    current.children.push(node);
    count++;
    if (!selfClosing) current = node;
  }
  const root = document.children[0];
  if (root) root.parent = undefined;
  return { root, count, truncated };
}
