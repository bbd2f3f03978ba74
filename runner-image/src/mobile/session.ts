/**
 * One app session on a phone through a WebDriver endpoint (an Appium 2/3 server, a device cloud's hub), with
 * WebdriverIO: the recorded steps' touch input in the device's logical points (its window rect), typing, device keys,
 * deep links, screenshots and the page source.
 *
 * WebdriverIO is used in classic WebDriver mode: with its default BiDi mode a client that dies without ending its
 * session takes some Appium servers down, and `~` (accessibility id) selectors need classic mode. Failed commands are
 * not retried by the client (a retry costs more than a second and a device command is not idempotent).
 */
import { remote } from 'webdriverio';
import { DeviceSessionError, firstLine, MobileActionError } from './errors';
import {
  longPressActions,
  onScreen,
  type Point,
  type PointerSequence,
  type ScreenSize,
  type ScrollDirection,
  scrollSwipes,
  swipeActions,
  tapActions,
} from './gestures';
import {
  type DeviceKey,
  type DriverKind,
  deviceKeyName,
  driverKind,
  keyPress,
  type MobilePlatform,
  unknownKeyMessage,
} from './keys';

type Client = WebdriverIO.Browser;

export interface DeviceSessionOptions {
  /** The WebDriver endpoint: `http://127.0.0.1:4723`, `https://hub-cloud.browserstack.com/wd/hub`. */
  serverUrl: string;
  /** Basic-auth credentials of a device cloud's hub. */
  user?: string;
  key?: string;
  /** W3C capabilities of a fresh app session (`platformName`, `appium:*`, a cloud's options). */
  capabilities: Record<string, unknown>;
  platform: MobilePlatform;
  /** The app under test (Android package, iOS bundle id) when the session's capabilities do not name it. */
  appId?: string;
  /** Limit of one command, session creation included (default 120 s: a cloud may queue for a device). */
  commandTimeoutMs?: number;
  log?: (event: Record<string, unknown>) => void;
}

/** How a WebDriver lookup finds one element: its resource id, or its accessibility id. */
export interface ElementSelector {
  using: 'id' | 'accessibility id';
  value: string;
}

export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Appium's fake driver, the local stand-in for a phone (`lib/local/appium.ts`). */
const FAKE_AUTOMATION = 'Fake';
/** App states of `mobile: queryAppState` (the same numbers on Android and iOS). */
const APP_RUNNING_IN_FOREGROUND = 4;
const APP_STATES: Record<number, string> = {
  0: 'not installed',
  1: 'not running',
  2: 'suspended in the background',
  3: 'running in the background',
};
/** How long an iOS "Open in" confirmation is waited for after a deep link. */
const OPEN_IN_WAIT_MS = 3_000;

function errorName(error: unknown): string {
  return String((error as { name?: unknown })?.name ?? '').toLowerCase();
}

/** The driver does not implement a command (rather than failing it). */
function isUnsupported(error: unknown): boolean {
  const text = `${errorName(error)} ${firstLine(error)}`.toLowerCase();
  return /unknown command|unknown method|not implemented|not yet implemented|unsupported|not supported/.test(text);
}

function isNoSuchElement(error: unknown): boolean {
  return /no such element/.test(`${errorName(error)} ${firstLine(error)}`.toLowerCase());
}

function isNoAlert(error: unknown): boolean {
  return /no such alert/.test(`${errorName(error)} ${firstLine(error)}`.toLowerCase());
}

function elementId(reference: unknown): string | undefined {
  const ref = reference as Record<string, unknown> | null | undefined;
  const id = ref?.['element-6066-11e4-a932-00f52a76f02e'] ?? ref?.ELEMENT;
  return typeof id === 'string' ? id : undefined;
}

function capability(caps: Record<string, unknown>, name: string): string | undefined {
  const value = caps[`appium:${name}`] ?? caps[name];
  return typeof value === 'string' && value ? value : undefined;
}

export class DeviceSession {
  readonly kind: DriverKind;
  /** The session's driver as the server names it (`UiAutomator2`, `XCUITest`, `Fake`). */
  readonly automationName: string;
  private lastActivity = Date.now();
  private screen: ScreenSize | undefined;
  private keepAliveTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** The driver answered that it has no active-element command: it is not asked again in this session. */
  private noActiveElement = false;

  private constructor(
    /** The WebDriver client, for what this class does not wrap (e.g. a driver's logs). */
    readonly webdriver: Client,
    readonly platform: MobilePlatform,
    /** The app under test (Android package, iOS bundle id): given, or named by the session's capabilities. */
    readonly appId: string | undefined,
    private readonly log: (event: Record<string, unknown>) => void,
  ) {
    const caps = webdriver.capabilities as Record<string, unknown>;
    this.automationName = capability(caps, 'automationName') ?? 'unknown';
    this.kind = driverKind(this.automationName);
  }

  /** Opens a fresh app session; rejects with a `DeviceSessionError` saying why it could not. */
  static async open(options: DeviceSessionOptions): Promise<DeviceSession> {
    const url = new URL(options.serverUrl);
    const secure = url.protocol === 'https:';
    let client: Client;
    try {
      client = await remote({
        protocol: secure ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port ? Number(url.port) : secure ? 443 : 80,
        path: url.pathname || '/',
        ...(options.user !== undefined && { user: options.user }),
        ...(options.key !== undefined && { key: options.key }),
        capabilities: { ...options.capabilities, 'wdio:enforceWebDriverClassic': true } as WebdriverIO.Capabilities,
        logLevel: 'silent',
        connectionRetryCount: 0,
        connectionRetryTimeout: options.commandTimeoutMs ?? 120_000,
      });
    } catch (error) {
      throw new DeviceSessionError(`The device session could not start: ${firstLine(error)}`);
    }
    const caps = client.capabilities as Record<string, unknown>;
    const appId =
      options.appId ?? capability(caps, options.platform === 'android' ? 'appPackage' : 'bundleId') ?? undefined;
    return new DeviceSession(client, options.platform, appId, options.log ?? (() => undefined));
  }

  get sessionId(): string {
    return this.webdriver.sessionId;
  }

  /** Runs one device command, noting the activity (for the keep-alive) and refusing once the session is closed. */
  private async command<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) throw new MobileActionError('The device session is closed.');
    this.lastActivity = Date.now();
    try {
      return await work();
    } finally {
      this.lastActivity = Date.now();
    }
  }

  private async act(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await this.command(work);
    } catch (error) {
      if (error instanceof MobileActionError) throw error;
      throw new MobileActionError(`${what} failed: ${firstLine(error)}`);
    }
  }

  /** The screen in logical points: the coordinate space of recorded steps. */
  async windowRect(): Promise<WindowRect> {
    const rect = await this.command(() => this.webdriver.getWindowRect());
    this.screen = { width: rect.width, height: rect.height };
    return rect;
  }

  private async screenSize(): Promise<ScreenSize> {
    return this.screen ?? (await this.windowRect());
  }

  private async checkPoint(point: Point): Promise<void> {
    const screen = await this.screenSize();
    if (!onScreen(point, screen)) {
      throw new MobileActionError(
        `(${point.x}, ${point.y}) is outside the screen (${screen.width}x${screen.height} points).`,
      );
    }
  }

  private perform(what: string, sequences: PointerSequence[]): Promise<void> {
    return this.act(what, async () => {
      for (const sequence of sequences) {
        await this.webdriver.performActions([sequence]);
      }
      await this.webdriver.releaseActions();
    });
  }

  /** `count` taps at `point` (a click, a double or triple click). */
  async tap(point: Point, count = 1): Promise<void> {
    await this.checkPoint(point);
    await this.perform('The tap', [tapActions(point, count)]);
  }

  /** A one-second press (a right click). */
  async longPress(point: Point): Promise<void> {
    await this.checkPoint(point);
    await this.perform('The long press', [longPressActions(point)]);
  }

  /** A swipe from `from` to `to` (a drag). */
  async swipe(from: Point, to: Point): Promise<void> {
    await this.checkPoint(from);
    await this.checkPoint(to);
    await this.perform('The swipe', [swipeActions(from, to)]);
  }

  /** Scrolls the content by `amount` x 100 points in `direction` with swipes at `point` (the centre when null). */
  async scroll(point: Point | null, direction: ScrollDirection, amount: number): Promise<void> {
    if (point) await this.checkPoint(point);
    const swipes = scrollSwipes(point, direction, amount, await this.screenSize());
    await this.perform(
      'The scroll',
      swipes.map((s) => swipeActions(s.from, s.to)),
    );
  }

  /** A touch screen has no pointer to move: nothing to do. */
  async mouseMove(_point: Point): Promise<void> {}

  /**
   * The element that has the keyboard focus, or null. Drivers without the W3C active-element command are asked for
   * an element whose page-source node says `focused="true"` (UiAutomator2's attribute), from their first answer on.
   */
  private async focusedElement(): Promise<string | null> {
    if (!this.noActiveElement) {
      try {
        return elementId(await this.webdriver.getActiveElement()) ?? null;
      } catch (error) {
        if (isNoSuchElement(error)) return null;
        if (!isUnsupported(error)) throw error;
        this.noActiveElement = true;
      }
    }
    const found = await this.webdriver.findElements('xpath', '//*[@focused="true"]');
    return elementId(found[0]) ?? null;
  }

  /** Types `text` into the focused element; fails when no element has the focus. */
  async type(text: string): Promise<void> {
    await this.act('Typing', async () => {
      const element = await this.focusedElement();
      if (!element) throw new MobileActionError('No element has the focus to type into: tap a text field first.');
      await this.webdriver.elementSendKeys(element, text);
    });
  }

  /** Replaces the text of the field `selector` finds (an AI step's fill) with `text`. */
  async setValue(selector: ElementSelector, text: string): Promise<void> {
    await this.act('Typing', async () => {
      const element = await this.find(selector);
      // Drivers that cannot clear a field (the fake driver) still take the text.
      await this.webdriver.elementClear(element).catch(() => undefined);
      if (text) await this.webdriver.elementSendKeys(element, text);
    });
  }

  /** Empties the field `selector` finds. */
  async clearValue(selector: ElementSelector): Promise<void> {
    await this.act('Clearing the field', async () => {
      await this.webdriver.elementClear(await this.find(selector));
    });
  }

  private async find(selector: ElementSelector): Promise<string> {
    let found: unknown;
    try {
      found = await this.webdriver.findElement(selector.using, selector.value);
    } catch (error) {
      if (!isNoSuchElement(error)) throw error;
    }
    const element = elementId(found);
    if (!element) throw new MobileActionError(`No element "${selector.value}" is on the screen any more.`);
    return element;
  }

  /** The device key a recorded key name means here, or null (the step then fails as an unknown key). */
  keyName(name: string): DeviceKey | null {
    return deviceKeyName(name, this.platform);
  }

  /** Presses a device key by its recorded name (`Return`, `BackSpace`, `Tab`, `Home`, `Back` on Android). */
  async pressKey(name: string): Promise<void> {
    const key = this.keyName(name);
    if (!key) throw new MobileActionError(unknownKeyMessage(name, this.platform));
    const press = keyPress(key, this.kind);
    if (!press) {
      throw new MobileActionError(`The key ${key} is not available with this device's ${this.automationName} driver.`);
    }
    await this.act(`Pressing ${key}`, async () => {
      if (press.via === 'android-keycode') {
        await this.webdriver.executeScript('mobile: pressKey', [{ keycode: press.keycode }]);
      } else if (press.via === 'ios-button') {
        await this.webdriver.executeScript('mobile: pressButton', [{ name: press.name }]);
      } else if (press.via === 'typed') {
        const element = await this.focusedElement();
        if (!element) throw new MobileActionError(`No element has the focus to press ${key} in.`);
        await this.webdriver.elementSendKeys(element, press.text);
      } else {
        await this.webdriver.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: press.value },
              { type: 'keyUp', value: press.value },
            ],
          },
        ]);
        await this.webdriver.releaseActions();
      }
    });
  }

  /**
   * Opens `url` in the app under test, accepts the system's "Open in" confirmation when one appears, and fails
   * unless the app is in the foreground afterwards.
   */
  async deeplink(url: string): Promise<void> {
    const appId = this.appId;
    if (!appId) {
      throw new MobileActionError('The deep link cannot be opened: the session does not name the app under test.');
    }
    const target = this.platform === 'android' ? { package: appId } : { bundleId: appId };
    try {
      await this.command(() => this.webdriver.executeScript('mobile: deepLink', [{ url, ...target }]));
    } catch (error) {
      if (isUnsupported(error) && this.automationName === FAKE_AUTOMATION) {
        // The local stack's plugin adds deep links to the fake driver; without it (or for an app model without
        // screens) the driver itself has none.
        throw new MobileActionError(
          `The local device cannot open deep links: Appium's fake driver has no "mobile: deepLink" command without the project's tas-fake-app plugin and an app model with screens (\`npm run setup\` installs the plugin).`,
        );
      }
      if (isUnsupported(error)) {
        throw new MobileActionError(
          `This device's ${this.automationName} driver cannot open deep links (${firstLine(error)}).`,
        );
      }
      throw new MobileActionError(`The deep link ${url} could not be opened: ${firstLine(error)}`);
    }
    if (this.platform === 'ios') await this.acceptOpenIn();
    let state: unknown;
    try {
      const query = this.platform === 'android' ? { appId } : { bundleId: appId };
      state = await this.command(() => this.webdriver.executeScript('mobile: queryAppState', [query]));
    } catch (error) {
      throw new MobileActionError(`After the deep link, the app's state could not be read: ${firstLine(error)}`);
    }
    if (state !== APP_RUNNING_IN_FOREGROUND) {
      const described = APP_STATES[state as number];
      throw new MobileActionError(
        `After the deep link ${url}, the app ${appId} is not in the foreground${described ? ` (app state ${state}: ${described})` : ''}: the app did not open the link.`,
      );
    }
  }

  /** iOS asks before an app opens a link ("Open in “App”?"): accept it when it shows. */
  private async acceptOpenIn(): Promise<void> {
    const deadline = Date.now() + OPEN_IN_WAIT_MS;
    while (Date.now() < deadline) {
      try {
        const text = await this.command(() => this.webdriver.getAlertText());
        if (!/open/i.test(text)) return;
        await this.command(() =>
          this.webdriver
            .executeScript('mobile: alert', [{ action: 'accept', buttonLabel: 'Open' }])
            .catch(() => this.webdriver.acceptAlert()),
        );
        return;
      } catch (error) {
        if (!isNoAlert(error)) return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** The screen as a PNG. */
  async screenshot(): Promise<Buffer> {
    const base64 = await this.command(() => this.webdriver.takeScreenshot());
    return Buffer.from(base64, 'base64');
  }

  /** The app's accessibility hierarchy as the driver writes it (UiAutomator2 or XCUITest XML). */
  pageSource(): Promise<string> {
    return this.command(() => this.webdriver.getPageSource());
  }

  /**
   * Keeps the session from the server's idle timeout (a device cloud ends a session idle for 90 s by default): after
   * `intervalMs` without a command, a cheap one is sent. Stopped by the returned function and by `close()`.
   */
  keepAlive(intervalMs = 30_000): () => void {
    clearInterval(this.keepAliveTimer);
    const timer = setInterval(
      () => {
        if (this.closed || Date.now() - this.lastActivity < intervalMs) return;
        this.lastActivity = Date.now();
        this.webdriver.getWindowRect().catch((error: unknown) => {
          this.log({ event: 'device_keep_alive_failed', sessionId: this.sessionId, reason: firstLine(error) });
        });
      },
      Math.max(50, Math.floor(intervalMs / 2)),
    );
    timer.unref();
    this.keepAliveTimer = timer;
    return () => clearInterval(timer);
  }

  /** Ends the session. Never rejects: a failure is logged. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepAliveTimer);
    try {
      await this.webdriver.deleteSession();
    } catch (error) {
      this.log({ event: 'device_session_close_failed', sessionId: this.sessionId, reason: firstLine(error) });
    }
  }
}
