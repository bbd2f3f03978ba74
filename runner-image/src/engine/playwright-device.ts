/**
 * The browser device: Chromium through Playwright. One browser per run (or one shared by the caller), one context
 * per attempt unless a retry keeps the previous one (cookies and storage), one page per attempt, recorded with a
 * video at about half the viewport's size (`videoSize`).
 *
 * Recorded input is performed with Playwright's mouse and keyboard at CSS pixels of the viewport, then awaited until
 * what it started is over (settle.ts). Screenshots come from screenshots.ts (fast, passwords masked). AI steps get the
 * page itself (`agentSurface`): the AI agent observes and acts through Playwright.
 *
 * The browser's traffic goes through the egress guard (egress/browser.ts): opening a URL, or a recorded input, fails
 * its step when the guard blocked a request of the page meanwhile, naming the request and why.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as PlaywrightCore from 'playwright-core';
import type { Browser, BrowserContext, LaunchOptions, Page, Video } from 'playwright-core';
import { performLogin } from '../ai/login';
import type { LoginCredentials, RunSnapshot } from '../contract';
import type { AgentOutcome } from './agent';
import { sleep } from './api-step';
import { bounded, errorMessage, RunStoppedError, StepFailedError } from './bounds';
import type { AttemptSession, Device, DeviceRun, LoginContext, Screenshot, Size } from './device';
import { egressProxyOf, launchGuarded, watchBlocked } from './egress/browser';
import { defaultEgressGuard, type EgressGuard } from './egress/guard';
import { refusedNavigation } from './egress/policy';
import { EGRESS_ERROR_HEADER } from './egress/proxy';
import { recordPageMessages } from './messages';
import { normalizeKeyName, type RecordedAction, scrollMotion } from './recorded-actions';
import { trackRequestsInFlight } from './requests';
import { SCREENSHOT_ARGS, Screenshots } from './screenshots';
import { performAndSettle, type SettleOptions, trackPages } from './settle';

/**
 * Playwright's Chromium, loaded with `require`: imported as an ES module, Node first scans Playwright's 3.6 MB CommonJS
 * bundle for its export names, about 0.25 s of CPU in every runner process (and every other process that starts runs).
 */
export const { chromium } = createRequire(import.meta.url)('playwright-core') as typeof PlaywrightCore;

/** Chromium flags that work in the runner's sandbox-less, network-closed environment (stack-notes.md). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEFAULT_TYPING_SPEED_MS = 12;

/** Videos are never narrower than this (unless the viewport is): smaller recordings stop being readable. */
export const MIN_VIDEO_WIDTH = 640;

export interface LaunchBrowserOptions {
  headless?: boolean;
  /**
   * The binary's flags, in place of `CHROMIUM_ARGS`: those a Chromium build needs where it runs (the Lambda runner's
   * `@sparticuz/chromium` gives its own). The screenshot flags are added either way.
   */
  args?: readonly string[];
  /**
   * The egress guard the browser's traffic goes through (egress/browser.ts): the process's (`defaultEgressGuard`)
   * by default; null launches a browser without one (only for tools that never open a customer's page).
   */
  egress?: EgressGuard | null;
}

/** Launches Chromium the way runs need it (flags that work here, prompt screenshots), behind the egress guard. */
export async function launchBrowser(chromiumPath?: string, options: LaunchBrowserOptions = {}): Promise<Browser> {
  const launch = (proxy?: LaunchOptions['proxy']) =>
    chromium.launch({
      executablePath: chromiumPath,
      headless: options.headless ?? true,
      args: [...(options.args ?? CHROMIUM_ARGS), ...SCREENSHOT_ARGS],
      timeout: 60_000,
      ...(proxy ? { proxy } : {}),
    });
  const guard = options.egress === undefined ? defaultEgressGuard() : options.egress;
  return guard ? launchGuarded(guard, launch) : launch();
}

/**
 * The attempt video's frame size: half the viewport, but at least `MIN_VIDEO_WIDTH` wide (or the viewport's width)
 * and at most 1280 wide, with even sides and the viewport's aspect ratio. Playwright scales the screencast to it;
 * every action keeps a full-size screenshot for detail, and half size cut the runner's CPU (Chromium's screencast
 * and ffmpeg's VP8 encoding) by about 0.55 s per 20-step run at the default 1440x900 (bench:runner).
 */
export function videoSize(viewport: Size): Size {
  const floor = Math.min(1, MIN_VIDEO_WIDTH / viewport.width);
  const scale = Math.min(Math.max(0.5, floor), 1280 / viewport.width);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(viewport.width), height: even(viewport.height) };
}

/**
 * The viewport of a zoomed browser: Chrome-like zoom is a smaller CSS viewport rendered at a higher device scale
 * (stack-notes.md, Browsers). `zoom` is the device scale factor to render at.
 */
export function zoomedViewport(snapshot: Pick<RunSnapshot, 'viewport_width' | 'viewport_height' | 'browser_zoom'>): {
  viewport: Size;
  zoom: number;
} {
  const zoom = snapshot.browser_zoom > 0 ? snapshot.browser_zoom : 1;
  return {
    viewport: {
      width: Math.max(1, Math.round(snapshot.viewport_width / zoom)),
      height: Math.max(1, Math.round(snapshot.viewport_height / zoom)),
    },
    zoom,
  };
}

export interface PlaywrightDeviceOptions {
  /** Chromium binary; default: playwright-core's own lookup. */
  chromiumPath?: string;
  /**
   * A browser to run in, launched or being launched (`launchBrowser`). The device never closes a given browser; one
   * that fails to launch fails the run like a launch of the device's own.
   */
  browser?: Browser | Promise<Browser>;
  headless?: boolean;
  /** Screenshot encoding; JPEG (quality 70) by default. */
  screenshotFormat?: 'jpeg' | 'png';
  /** Upper bound of one browser operation (click, key, screenshot, page open), ms. Default 15 s. */
  actionTimeoutMs?: number;
  /** Upper bound of a navigation (starting URL, module starting URL, reload), ms. Default 30 s. */
  navigationTimeoutMs?: number;
  /**
   * Record each attempt's video (default true). Only tools that read verdicts and nothing else (the plain-English
   * corpus) turn it off: the video costs CPU and shows nothing they check.
   */
  recordVideo?: boolean;
  /**
   * Take the screenshots of results (default true). Like the video, only tools that read verdicts and nothing else
   * (the plain-English corpus) turn them off: a step's actions then have no screenshot, and no verdict depends on one.
   */
  screenshots?: boolean;
  /** The egress guard of a browser the device launches itself (`LaunchBrowserOptions.egress`). */
  egress?: EgressGuard | null;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const NEVER = new AbortController().signal;

export class PlaywrightDevice implements Device<Page> {
  readonly platform = 'browser' as const;
  readonly viewport: Size;
  private readonly zoom: number;
  private readonly typingDelay: number;
  private readonly actionTimeout: number;
  private readonly navigationTimeout: number;
  private readonly format: 'jpeg' | 'png';
  private readonly screenshots = new Screenshots();
  /** Contexts closed by the browser (a hung page forced them shut): a retry cannot keep them. */
  private readonly closed = new WeakSet<BrowserContext>();
  private browser: Browser | null = null;
  private videoDir = '';
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private video: Video | null = null;
  private attempt = 0;
  /** The browser state after the last login that succeeded: fresh contexts start from it. */
  private loggedInState: StorageState | null = null;
  /** Requests the egress guard blocked, as sentences, oldest first (open and perform fail with the first new one). */
  private readonly blocked: string[] = [];

  constructor(
    snapshot: Pick<RunSnapshot, 'viewport_width' | 'viewport_height' | 'browser_zoom' | 'typing_speed'>,
    private readonly run: DeviceRun,
    private readonly options: PlaywrightDeviceOptions = {},
  ) {
    const { viewport, zoom } = zoomedViewport(snapshot);
    this.viewport = viewport;
    this.zoom = zoom;
    this.typingDelay = snapshot.typing_speed ?? DEFAULT_TYPING_SPEED_MS;
    this.actionTimeout = options.actionTimeoutMs ?? 15_000;
    this.navigationTimeout = options.navigationTimeoutMs ?? 30_000;
    this.format = options.screenshotFormat ?? 'jpeg';
  }

  private get signal(): AbortSignal {
    return this.run.signal;
  }

  keyName(name: string): string | null {
    return normalizeKeyName(name);
  }

  async start(): Promise<void> {
    try {
      this.videoDir = await mkdtemp(path.join(tmpdir(), 'tas-run-'));
      const { browser, chromiumPath, headless, egress } = this.options;
      this.browser = await bounded(
        Promise.resolve(browser ?? launchBrowser(chromiumPath, { headless, ...(egress !== undefined && { egress }) })),
        60_000,
        'Starting the browser',
        this.signal,
      );
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      throw new StepFailedError(`The browser could not start: ${errorMessage(error)}`);
    }
  }

  async openAttempt(session: AttemptSession): Promise<void> {
    const browser = this.browser;
    if (!browser) throw new StepFailedError('The browser is not running.');
    this.attempt = session.attempt;
    const kept = session.keepState && this.context !== null && !this.closed.has(this.context);
    if (this.context && !kept) await this.closeContext(this.context);
    if (!kept) this.context = null;
    try {
      const context = this.context ?? (await this.newContext(browser));
      this.context = context;
      const page = await bounded(context.newPage(), this.actionTimeout, 'Opening a page', this.signal);
      this.page = page;
      trackRequestsInFlight(page);
      this.video = page.video();
      page.on('download', (download) => session.onDownload(download));
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      throw new StepFailedError(`The browser could not open a page: ${errorMessage(error)}`);
    }
  }

  private async newContext(browser: Browser): Promise<BrowserContext> {
    const what = 'Opening a browser context';
    const context = await bounded(
      browser.newContext({
        ...(this.loggedInState ? { storageState: this.loggedInState } : {}),
        viewport: this.viewport,
        deviceScaleFactor: this.zoom,
        ...(this.options.recordVideo === false
          ? {}
          : { recordVideo: { dir: this.videoDir, size: videoSize(this.viewport) } }),
        acceptDownloads: true,
      }),
      this.actionTimeout,
      what,
      this.signal,
    );
    // Kept as the device's context before it is ready, so that a context that fails half-way is still closed.
    this.context = context;
    context.once('close', () => this.closed.add(context));
    // The page's own dialogs (alert, confirm, prompt, beforeunload) are answered as a person clicking OK would: a
    // `confirm()` returns true, a `prompt()` its default text. Left to Playwright they would be dismissed, and "Delete
    // Buy milk" on an app that asks with `confirm()` would pass having deleted nothing.
    context.on('dialog', (dialog) => {
      void dialog.accept().catch(() => undefined);
    });
    const proxy = egressProxyOf(browser);
    if (proxy) watchBlocked(context, proxy, (message) => this.blocked.push(message));
    await bounded(this.screenshots.watch(context), this.actionTimeout, what, this.signal);
    await bounded(trackPages(context), this.actionTimeout, what, this.signal);
    await bounded(recordPageMessages(context), this.actionTimeout, what, this.signal);
    context.setDefaultTimeout(this.actionTimeout);
    context.setDefaultNavigationTimeout(this.navigationTimeout);
    return context;
  }

  async closeAttempt(): Promise<Buffer | null> {
    const page = this.page;
    const video = this.video;
    this.page = null;
    this.video = null;
    if (!page) return null;
    try {
      await bounded(page.close({ runBeforeUnload: false }), 10_000, 'Closing the page', NEVER);
    } catch (error) {
      this.run.log({ level: 'warn', msg: 'page close failed', error: errorMessage(error) });
      // A page that will not close (hung renderer): closing its context releases it and still finalises the video.
      await this.closeContext(page.context());
    }
    if (!video) return null;
    try {
      const file = path.join(this.videoDir, `attempt-${this.attempt}.webm`);
      await bounded(video.saveAs(file), 30_000, 'Saving the video', NEVER);
      return await readFile(file);
    } catch (error) {
      this.run.log({ level: 'error', msg: 'video not stored', error: errorMessage(error) });
      return null;
    }
  }

  async close(): Promise<void> {
    if (this.context) await this.closeContext(this.context);
    this.context = null;
    if (this.browser && !this.options.browser) {
      await bounded(this.browser.close(), 10_000, 'Closing the browser', NEVER).catch(() => {});
    }
    if (this.videoDir) await rm(this.videoDir, { recursive: true, force: true }).catch(() => {});
  }

  private async closeContext(context: BrowserContext): Promise<void> {
    await bounded(context.close(), 10_000, 'Closing the browser context', NEVER).catch(() => {});
  }

  private requirePage(): Page {
    if (!this.page) throw new StepFailedError('No page is open.');
    return this.page;
  }

  /**
   * Performs a recorded action, then waits until what it started is over (settle.ts): a scroll it caused has ended,
   * a navigation it started has loaded, the page has rendered. A `wait` step waits its time, then the same way.
   */
  async perform(action: RecordedAction): Promise<void> {
    const page = this.requirePage();
    const t = this.actionTimeout;
    const s = this.signal;
    const settle: SettleOptions = { timeoutMs: t, navigationTimeoutMs: this.navigationTimeout, signal: s };
    const mouse = page.mouse;
    const input = async (work: () => Promise<void>) => {
      const mark = this.blocked.length;
      await performAndSettle(page, work, settle);
      this.failIfBlocked(mark);
    };
    switch (action.kind) {
      case 'click':
        return input(async () => {
          if (action.button === 'left' && action.clickCount === 2) {
            await bounded(mouse.dblclick(action.at.x, action.at.y), t, 'The double click', s);
          } else {
            const options = { button: action.button, clickCount: action.clickCount };
            await bounded(mouse.click(action.at.x, action.at.y, options), t, 'The click', s);
          }
        });
      case 'mouse_move':
        return input(() => bounded(mouse.move(action.at.x, action.at.y), t, 'The mouse move', s));
      case 'drag':
        return input(() =>
          bounded(
            (async () => {
              await mouse.move(action.from.x, action.from.y);
              await mouse.down();
              await mouse.move(action.to.x, action.to.y, { steps: 8 });
              await mouse.up();
            })(),
            t,
            'The drag',
            s,
          ),
        );
      case 'type': {
        const budget = t + action.text.length * (this.typingDelay + 20);
        return input(() => bounded(page.keyboard.type(action.text, { delay: this.typingDelay }), budget, 'Typing', s));
      }
      case 'key':
        return input(() => bounded(pressCombo(page, action.keys), t, 'The key press', s));
      case 'scroll': {
        const { at, dx, dy } = scrollMotion(action, this.viewport.width, this.viewport.height);
        return input(() =>
          bounded(
            (async () => {
              await mouse.move(at.x, at.y);
              await mouse.wheel(dx, dy);
            })(),
            t,
            'The scroll',
            s,
          ),
        );
      }
      case 'wait':
        return input(() => sleep(action.seconds * 1000, s));
      case 'deeplink':
        throw new StepFailedError('A browser cannot open deeplinks.');
    }
  }

  async open(url: string): Promise<void> {
    const page = this.requirePage();
    const refused = refusedNavigation(url);
    if (refused) throw new Error(refused);
    const mark = this.blocked.length;
    const proxy = this.browser ? egressProxyOf(this.browser) : undefined;
    const proxyMark = proxy?.mark() ?? 0;
    let response: Awaited<ReturnType<Page['goto']>>;
    try {
      response = await bounded(
        page.goto(url, { waitUntil: 'load', timeout: this.navigationTimeout }),
        this.navigationTimeout + 1000,
        `Opening ${url}`,
        this.signal,
      );
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      // A refused tunnel (HTTPS) is only `ERR_TUNNEL_CONNECTION_FAILED` to Chromium: the proxy knows why.
      const seen = this.blocked[mark];
      if (seen !== undefined) throw new Error(seen);
      const refused = proxy && /ERR_TUNNEL_CONNECTION_FAILED/.test(errorMessage(error));
      const reason = refused ? proxy.blockedSince(proxyMark)[0]?.reason : undefined;
      throw reason ? new Error(`it was blocked: ${reason}`) : error;
    }
    this.failIfBlocked(mark);
    if (response && response.status() >= 400) {
      // An allowed host the egress proxy could not reach (unknown name, refused): what the browser would have said.
      const unreachable = proxy ? response.headers()[EGRESS_ERROR_HEADER] : undefined;
      throw new Error(unreachable ?? `it answered HTTP ${response.status()}.`);
    }
  }

  /** Fails the step when the egress guard blocked a request of the page since `mark`, naming the first. */
  private failIfBlocked(mark: number): void {
    const first = this.blocked[mark];
    if (first === undefined) return;
    const more = this.blocked.length - mark - 1;
    throw new StepFailedError(
      more > 0 ? `${first} ${more} more request${more > 1 ? 's were' : ' was'} blocked too.` : first,
    );
  }

  async reload(): Promise<void> {
    const page = this.requirePage();
    await bounded(page.reload({ waitUntil: 'load' }), this.navigationTimeout, 'Reloading the page', this.signal);
  }

  async screenshot(): Promise<Screenshot | null> {
    const page = this.requirePage();
    if (this.options.screenshots === false) return null;
    const body = await bounded(
      this.screenshots.capture(page, { format: this.format, quality: 70, timeoutMs: this.actionTimeout }),
      this.actionTimeout + 1000,
      'The screenshot',
      this.signal,
    );
    return { body, format: this.format };
  }

  agentSurface(): Page {
    return this.requirePage();
  }

  async logIn(credentials: LoginCredentials, ctx: LoginContext): Promise<AgentOutcome> {
    const page = this.requirePage();
    const outcome = await performLogin(page, credentials, ctx);
    if (outcome.success) this.loggedInState = await page.context().storageState();
    return outcome;
  }
}

/** Presses `keys` as one chord: modifiers held down in order, the last key pressed, then released in reverse. */
async function pressCombo(page: Page, keys: string[]): Promise<void> {
  const last = keys[keys.length - 1];
  if (last === undefined) return;
  const held = keys.slice(0, -1);
  for (const key of held) await page.keyboard.down(key);
  try {
    await page.keyboard.press(last);
  } finally {
    for (const key of held.reverse()) await page.keyboard.up(key);
  }
}
