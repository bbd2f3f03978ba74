'use strict';
/**
 * The app a fake-driver XML file describes, as far as the plugin adds to it: its screens, the elements whose tap leads
 * to another screen, and the deep links it handles.
 *
 *   <app platformName="Android" package="com.tas.demo" width="412" height="915">
 *     <screen id="sign_in"> ...elements... <MockButton id="gift" leadsTo="gift_cards" .../> </screen>
 *     <screen id="order"> <MockText text="Order #{id}" .../> </screen>
 *     <deeplink url="demoshop://orders/{id}" screen="order" confirm="open_in"/>
 *     <alert id="open_in" text="Open in “Demo Shop”?"/>
 *   </app>
 *
 * An element with `leadsTo` may also name, in `requires`, the ids of fields that must hold typed text for the tap to
 * lead anywhere (a sign-in button with empty fields stays on its screen, as an app that checks its form does).
 *
 * The first `<screen>` is the one the app starts on. A deep link's `{name}` matches one path segment, and the value
 * replaces `{name}` in the attributes of the screen it opens (a screen reached by a tap has no values: they read
 * empty). `confirm` names an `<alert>` the system shows first (iOS's "Open in"); the link opens once it is accepted.
 *
 * It works on the fake driver's own XML DOM (@xmldom/xmldom) through the DOM API alone, so the plugin needs no XML
 * library of its own.
 */

const ELEMENT_NODE = 1;
/** App states of `mobile: queryAppState` (the same numbers with UiAutomator2 and XCUITest). */
const APP_STATE = Object.freeze({ notInstalled: 0, notRunning: 1, background: 3, foreground: 4 });

function elementChildren(node) {
  const children = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) children.push(child);
  }
  return children;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `demoshop://orders/{id}` -> a matcher of whole URLs (a trailing slash, a query or a fragment allowed). */
function compilePattern(pattern) {
  const names = [];
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(/\{([A-Za-z_][\w-]*)\}/g)) {
    source += escapeRegExp(pattern.slice(last, match.index)) + '([^/?#]+)';
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(pattern.slice(last).replace(/\/$/, ''));
  return { names, regex: new RegExp(`^${source}/?(?:[?#].*)?$`) };
}

function decode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Replaces `{name}` in every attribute of `node` and its descendants. */
function fillPlaceholders(node, params) {
  if (node.nodeType !== ELEMENT_NODE) return;
  for (const attr of Array.from(node.attributes)) {
    const value = attr.value ?? attr.nodeValue ?? '';
    if (!value.includes('{')) continue;
    const filled = value.replace(/\{([A-Za-z_][\w-]*)\}/g, (_, name) => params[name] ?? '');
    node.setAttribute(attr.name ?? attr.nodeName, filled);
  }
  for (const child of elementChildren(node)) fillPlaceholders(child, params);
}

function number(node, name) {
  const value = Number.parseFloat(node.getAttribute(name) || '');
  return Number.isFinite(value) ? value : null;
}

class AppModel {
  /** The model of the fake driver's loaded document, or null when the app declares no screens. */
  static fromDocument(doc) {
    const root = doc?.documentElement;
    if (!root) return null;
    const app = root.tagName === 'app' ? root : elementChildren(root).find((n) => n.tagName === 'app');
    if (!app) return null;
    const children = elementChildren(app);
    const screens = new Map();
    for (const node of children) {
      if (node.tagName === 'screen' && node.getAttribute('id')) screens.set(node.getAttribute('id'), node);
    }
    if (screens.size === 0) return null;
    return new AppModel(doc, app, screens, children);
  }

  constructor(doc, app, screens, children) {
    this.doc = doc;
    this.app = app;
    this.screens = screens;
    this.alerts = children.filter((n) => n.tagName === 'alert');
    this.links = children
      .filter((n) => n.tagName === 'deeplink' && n.getAttribute('url') && n.getAttribute('screen'))
      .map((n) => ({
        ...compilePattern(n.getAttribute('url')),
        screen: n.getAttribute('screen'),
        confirm: n.getAttribute('confirm') || null,
      }));
    for (const link of this.links) {
      if (!screens.has(link.screen))
        throw new Error(`A deep link opens the screen "${link.screen}", which is not declared`);
    }
    this.startScreen = screens.keys().next().value;
    const bundleId = app.getAttribute('bundleId');
    const pkg = app.getAttribute('package');
    /** `android` when the app names a package, `ios` when it names a bundle id. */
    this.platform = pkg
      ? 'android'
      : bundleId
        ? 'ios'
        : /ios/i.test(app.getAttribute('platformName') || '')
          ? 'ios'
          : 'android';
    this.appId = pkg || bundleId || '';
  }

  /** The screen and values a URL opens, or null when the app does not handle it. */
  matchLink(url) {
    for (const link of this.links) {
      const match = link.regex.exec(url);
      if (!match) continue;
      const params = {};
      link.names.forEach((name, i) => {
        params[name] = decode(match[i + 1]);
      });
      return { screen: link.screen, params, confirm: link.confirm };
    }
    return null;
  }

  /**
   * A new document as the fake driver reads it (`<AppiumAUT><app …>`): the app element with the children of
   * `screenId` (none when null: the app is not on the screen) and the app's alerts.
   */
  render(screenId, params = {}) {
    const doc = this.doc.implementation.createDocument(null, null, null);
    const root = doc.createElement('AppiumAUT');
    const app = doc.createElement('app');
    for (const attr of Array.from(this.app.attributes)) {
      app.setAttribute(attr.name ?? attr.nodeName, attr.value ?? attr.nodeValue ?? '');
    }
    const screen = screenId === null ? null : this.screens.get(screenId);
    if (screen) {
      for (let child = screen.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === ELEMENT_NODE || child.nodeType === 3) {
          const copy = doc.importNode(child, true);
          fillPlaceholders(copy, params);
          app.appendChild(copy);
        }
      }
    }
    for (const alert of this.alerts) app.appendChild(doc.importNode(alert, true));
    root.appendChild(app);
    doc.appendChild(root);
    return doc;
  }

  /** The topmost visible element of `doc` whose rect holds the point, or null. */
  hit(doc, x, y) {
    let found = null;
    const visit = (node) => {
      if (node.getAttribute('visible') === 'false') return;
      const left = number(node, 'left');
      const top = number(node, 'top');
      const width = number(node, 'width');
      const height = number(node, 'height');
      if (
        left !== null &&
        top !== null &&
        width !== null &&
        height !== null &&
        x >= left &&
        x < left + width &&
        y >= top &&
        y < top + height
      ) {
        found = node;
      }
      for (const child of elementChildren(node)) visit(child);
    };
    for (const child of elementChildren(doc.documentElement)) visit(child);
    return found;
  }

  /**
   * The screen a tap on `node` leads to (its own `leadsTo` or its nearest ancestor's), or null. `isFilled(id)` says
   * whether the field of that id holds typed text (for `requires`).
   */
  leadsTo(node, isFilled = () => false) {
    for (let current = node; current && current.nodeType === ELEMENT_NODE; current = current.parentNode) {
      if (current.getAttribute('enabled') === 'false') return null;
      const target = current.getAttribute('leadsTo');
      if (target) {
        const required = (current.getAttribute('requires') || '').split(/[\s,]+/).filter(Boolean);
        if (!required.every((id) => isFilled(id))) return null;
        return this.screens.has(target) ? target : null;
      }
      if (current.tagName === 'app') return null;
    }
    return null;
  }
}

module.exports = { AppModel, APP_STATE, compilePattern };
