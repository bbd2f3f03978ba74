'use strict';
/**
 * `tas-fake-app`: an Appium plugin for sessions of Appium's fake driver whose app XML declares `<screen>`s
 * (app-model.js). It switches the driver's page source (and so its element lookups and rects) to another screen when
 * an element that leads there is clicked or tapped (W3C pointer actions), and answers what a real UiAutomator2 or
 * XCUITest driver answers for deep links and app states: `mobile: deepLink`, `mobile: queryAppState`,
 * `mobile: activateApp`, `POST /url`, `appium/device/app_state` and `appium/device/activate_app`.
 *
 * Other drivers' sessions, and fake apps without screens, pass through untouched. Installed by the project's
 * `npm run setup` (`appium plugin install --source=local`), used with `--use-plugins=tas-fake-app`.
 */
const { BasePlugin } = require('appium/plugin');
const { errors } = require('appium/driver');
const { AppModel, APP_STATE } = require('./app-model');

/** A press shorter than this, moving less than TAP_SLOP points, is a tap (a longer one is a long press). */
const TAP_MAX_MS = 500;
const TAP_SLOP = 10;

/** Each fake session's app: its model, the screen shown, the values of that screen, foreground or not. */
const apps = new WeakMap();

function isFakeDriver(driver) {
  return Boolean(driver?.appModel && typeof driver.appModel.xpathQuery === 'function' && driver.elMap);
}

/** The app state of a fake session, created on its first use; null for sessions this plugin leaves alone. */
function appOf(driver) {
  if (apps.has(driver)) return apps.get(driver);
  let state = null;
  if (isFakeDriver(driver) && driver.appModel.dom) {
    const model = AppModel.fromDocument(driver.appModel.dom);
    if (model) {
      state = { model, screen: model.startScreen, params: {}, foreground: true, pending: null };
      show(driver, state);
    }
  }
  apps.set(driver, state);
  return state;
}

/** Puts the state's screen (nothing when the app is in the background) into the fake driver's document. */
function show(driver, state) {
  const doc = state.model.render(state.foreground ? state.screen : null, state.params);
  const appModel = driver.appModel;
  appModel.dom = doc;
  appModel.activeDom = doc;
  appModel.rawXml = doc.toString();
  // Elements found on the screen before are gone, as on a device.
  driver.elMap = {};
  driver.focusedElId = null;
}

function open(driver, state, screen, params) {
  state.screen = screen;
  state.params = params;
  state.foreground = true;
  show(driver, state);
}

function background(driver, state) {
  if (!state.foreground) return;
  state.foreground = false;
  show(driver, state);
}

function validUrl(url) {
  if (typeof url !== 'string' || !url) return false;
  try {
    return Boolean(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The id of a W3C element reference (the W3C key, whichever spelling a client sends, or the legacy `ELEMENT`). */
function elementIdOf(reference) {
  const key = Object.keys(reference).find((k) => k.startsWith('element-6066-11e4-'));
  return key ? reference[key] : reference.ELEMENT;
}

/** Whether a field of the screen with this id holds text typed into it (the fake driver keeps it on its element). */
function filled(driver, id) {
  return Object.values(driver.elMap ?? {}).some(
    (element) => element?.node?.getAttribute?.('id') === id && Boolean(element.getAttr?.('value')),
  );
}

/** The points of the quick presses of W3C pointer actions, in order. */
function taps(driver, inputs) {
  const points = [];
  for (const input of Array.isArray(inputs) ? inputs : []) {
    if (input?.type !== 'pointer' || !Array.isArray(input.actions)) continue;
    let x = 0;
    let y = 0;
    let press = null;
    for (const action of input.actions) {
      if (action?.type === 'pointerMove') {
        const origin = action.origin;
        if (origin === 'pointer') {
          x += Number(action.x) || 0;
          y += Number(action.y) || 0;
        } else if (origin && typeof origin === 'object') {
          const element = driver.elMap?.[elementIdOf(origin)];
          if (!element) continue;
          const rect = element.getElementRect();
          x = rect.x + rect.width / 2 + (Number(action.x) || 0);
          y = rect.y + rect.height / 2 + (Number(action.y) || 0);
        } else {
          x = Number(action.x) || 0;
          y = Number(action.y) || 0;
        }
        if (press) {
          press.ms += Number(action.duration) || 0;
          if (Math.hypot(x - press.x, y - press.y) > TAP_SLOP) press.moved = true;
        }
      } else if (action?.type === 'pointerDown') {
        press = { x, y, ms: 0, moved: false };
      } else if (action?.type === 'pause') {
        if (press) press.ms += Number(action.duration) || 0;
      } else if (action?.type === 'pointerUp') {
        if (press && !press.moved && press.ms < TAP_MAX_MS) points.push({ x: press.x, y: press.y });
        press = null;
      }
    }
  }
  return points;
}

class FakeAppPlugin extends BasePlugin {
  /** Sets up the app of a new fake session, so its first page source is already its start screen. */
  async createSession(next, driver) {
    const result = await next();
    const sessionId = Array.isArray(result?.value) ? result.value[0] : undefined;
    const session = sessionId ? driver.sessions?.[sessionId] : undefined;
    if (session) appOf(session);
    return result;
  }

  async click(next, driver, elementId) {
    const state = appOf(driver);
    const element = state ? driver.elMap[elementId] : undefined;
    const result = await next();
    if (state && element && state.foreground) {
      const target = state.model.leadsTo(element.node, (id) => filled(driver, id));
      if (target) open(driver, state, target, {});
    }
    return result;
  }

  async performActions(next, driver, actions) {
    const state = appOf(driver);
    const points = state ? taps(driver, actions) : [];
    const result = await next();
    for (const point of points) {
      if (!state.foreground || driver.appModel.hasAlert()) break;
      const target = state.model.leadsTo(state.model.hit(driver.appModel.dom, point.x, point.y), (id) =>
        filled(driver, id),
      );
      if (target) open(driver, state, target, {});
    }
    return result;
  }

  async execute(next, driver, script, args) {
    const state = appOf(driver);
    const handler = state ? EXECUTE[script] : undefined;
    if (!handler) return next();
    const options = Array.isArray(args) ? (args[0] ?? {}) : (args ?? {});
    if (typeof options !== 'object') {
      throw new errors.InvalidArgumentError(`The arguments of '${script}' must be an object`);
    }
    return handler(driver, state, options);
  }

  /** `POST /url`: UiAutomator2 and XCUITest open a deep link in the app under test. */
  async setUrl(next, driver, url) {
    const state = appOf(driver);
    if (!state) return next();
    return deepLink(driver, state, url, state.model.appId);
  }

  async queryAppState(next, driver, appId) {
    const state = appOf(driver);
    if (!state) return next();
    return appState(state, appId);
  }

  async activateApp(next, driver, appId) {
    const state = appOf(driver);
    if (!state) return next();
    return activate(driver, state, appId);
  }

  /** iOS's "Open in" confirmation of a deep link: accepting it opens the link, dismissing it does not. */
  async postAcceptAlert(next, driver) {
    const result = await next();
    const state = appOf(driver);
    if (state?.pending) {
      const { screen, params } = state.pending;
      state.pending = null;
      open(driver, state, screen, params);
    }
    return result;
  }

  async postDismissAlert(next, driver) {
    const result = await next();
    const state = appOf(driver);
    if (state) state.pending = null;
    return result;
  }
}

/** The app id an execute method names: `appId` or `package` on Android, `bundleId` on iOS. */
function namedAppId(state, options, androidKey) {
  return state.model.platform === 'android' ? options[androidKey] : options.bundleId;
}

function requireAppId(state, script, appId, androidKey) {
  if (typeof appId === 'string' && appId) return appId;
  const key = state.model.platform === 'android' ? androidKey : 'bundleId';
  throw new errors.InvalidArgumentError(`'${key}' is required for '${script}'`);
}

function appState(state, appId) {
  if (appId !== state.model.appId) return APP_STATE.notInstalled;
  return state.foreground ? APP_STATE.foreground : APP_STATE.background;
}

function activate(driver, state, appId) {
  if (appId !== state.model.appId) {
    throw new errors.InvalidArgumentError(`The application '${appId}' is not installed on the device`);
  }
  if (!state.foreground) {
    state.foreground = true;
    show(driver, state);
  }
  return null;
}

/**
 * Opens `url` as the device does: with the app under test named (or none named), a link the app handles opens its
 * screen (after the `confirm` alert is accepted, when it names one); any other link goes to another app, which leaves
 * this one in the background. Another app id is an error, as a real driver's.
 */
function deepLink(driver, state, url, appId) {
  if (!validUrl(url)) throw new errors.InvalidArgumentError(`'url' must be a valid URL, got ${JSON.stringify(url)}`);
  const { model } = state;
  if (appId !== undefined && appId !== null && appId !== model.appId) {
    throw new errors.UnknownError(
      model.platform === 'android'
        ? `Error: Activity not started, unable to resolve Intent { act=android.intent.action.VIEW dat=${url} pkg=${appId} }`
        : `The application '${appId}' is not installed on the device`,
    );
  }
  const opened = model.matchLink(url);
  if (!opened) {
    background(driver, state);
    return null;
  }
  if (opened.confirm) {
    background(driver, state);
    state.pending = { screen: opened.screen, params: opened.params };
    driver.appModel.showAlert(opened.confirm);
    return null;
  }
  open(driver, state, opened.screen, opened.params);
  return null;
}

const EXECUTE = {
  'mobile: deepLink': (driver, state, options) =>
    deepLink(driver, state, options.url, namedAppId(state, options, 'package')),
  'mobile: queryAppState': (_driver, state, options) =>
    appState(state, requireAppId(state, 'mobile: queryAppState', namedAppId(state, options, 'appId'), 'appId')),
  'mobile: activateApp': (driver, state, options) =>
    activate(driver, state, requireAppId(state, 'mobile: activateApp', namedAppId(state, options, 'appId'), 'appId')),
};

module.exports = { FakeAppPlugin, default: FakeAppPlugin };
