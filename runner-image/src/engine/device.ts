/**
 * What a run executes on: a browser page (`PlaywrightDevice`) or an app on a phone. The attempt loop and every step
 * executor reach the screen only through this interface, so that each kind of device implements it once and shares
 * the rest of the engine: the attempt loop, the step types, results and evidence.
 *
 * Lifetime: `start` once per run, then per attempt `openAttempt` ... `closeAttempt`, then `close` once. Between
 * `openAttempt` and `closeAttempt` the device has an open session (a page, an app session) that the input methods
 * act on; outside of it they reject with a `StepFailedError`.
 *
 * Bounds: every method settles within its own time limits, and rejects with the run's stop reason (a
 * `RunStoppedError`, `DeviceRun.signal.reason`) as soon as the run is stopped. A method that fails rejects with an
 * error whose first line says why; a `StepFailedError`'s message is shown to users as it is.
 */
import type { LoginCredentials } from '../contract';
import type { AgentOutcome } from './agent';
import type { RecordedAction } from './recorded-actions';

export interface Size {
  width: number;
  height: number;
}

/** What a device is given by the run that uses it. */
export interface DeviceRun {
  /** Aborted (with a `RunStoppedError`) when the run passes its deadline or is cancelled. */
  signal: AbortSignal;
  /** Structured log sink for problems that do not fail a step. */
  log: (event: Record<string, unknown>) => void;
}

/** A file the device downloaded (a browser download); the engine stores it. */
export interface DownloadedFile {
  /** The name the page suggested. */
  suggestedFilename(): string;
  /** Local path of the complete file. */
  path(): Promise<string>;
}

export interface AttemptSession {
  /** The attempt's number (1-based). */
  attempt: number;
  /**
   * Continue from the previous attempt's state (a browser's cookies and storage, an app's data) when that session is
   * still usable; otherwise, and when false, the session starts fresh. The attempt loop asks for it on retries
   * without `reset_browser_on_retry`.
   */
  keepState: boolean;
  /** Called for each file the session downloads. */
  onDownload(file: DownloadedFile): void;
}

/** How an attempt went: passed, or failed with the reason of its first failed entry. */
export interface AttemptVerdict {
  passed: boolean;
  reason: string | null;
}

export interface Screenshot {
  body: Buffer;
  format: 'jpeg' | 'png';
}

/** Where a device's login runs: screenshots for its actions, and the run's stop signal. */
export interface LoginContext {
  screenshot(label: string): Promise<string | null>;
  signal: AbortSignal;
  timeoutMs?: number;
}

/** What the device is: decides how steps meant for another kind of device behave (`deeplink` in a browser). */
export type DevicePlatform = 'browser' | 'android' | 'ios';

/**
 * One device for one run. `Surface` is what `act`/`assert` agents observe and act on (`Agent<Surface>`).
 */
export interface Device<Surface = unknown> {
  readonly platform: DevicePlatform;
  /**
   * The coordinate space of recorded steps: CSS pixels of a browser's viewport, a phone's logical points. The
   * viewport check, the scroll centre and agents use it; a device may learn it in `openAttempt`.
   */
  readonly viewport: Size;
  /**
   * A key name as a `key` step writes it (xdotool or Playwright names, any case, e.g. `Return`, `ctrl`, `Page_Down`)
   * as the device names it; null when the device has no such key (the step fails with "Unknown key").
   */
  keyName(name: string): string | null;

  /** Makes the device ready for the run (launches the browser, reaches the device server). */
  start(): Promise<void>;
  /** Opens the attempt's session and starts its video. */
  openAttempt(session: AttemptSession): Promise<void>;
  /**
   * Ends the attempt's session (closing a page completes its video) and resolves to the attempt's video (WebM), or
   * null when there is none. `verdict` is how the attempt went, for a device that reports it (a device cloud's
   * dashboard). Never rejects: problems are logged.
   */
  closeAttempt(verdict?: AttemptVerdict): Promise<Buffer | null>;
  /** Releases everything the run held. Never rejects. */
  close(): Promise<void>;

  /**
   * Performs a recorded input and waits until what it started is over (a scroll, a navigation, an animation), so
   * that the next screenshot and step see where it led. Coordinates are in `viewport` and already checked to lie in
   * it; `key` steps hold names from `keyName`. `wait` waits its time and then the same way; `deeplink` opens its URL
   * in the app under test (a browser never gets one: the engine decides those steps itself).
   *
   * Recorded input on a touch screen: a click is a tap (`clickCount` taps), a right click a long press, a drag a
   * swipe, a scroll a swipe that moves the content, a mouse move does nothing.
   */
  perform(action: RecordedAction): Promise<void>;
  /**
   * Opens a URL in the session and waits for it to load: the test's starting URL (`about:blank` when it has none),
   * a module's starting URL. Rejects with why it could not (e.g. "it answered HTTP 404."). A device without pages
   * (an app) takes `about:blank` as nothing to open.
   */
  open(url: string): Promise<void>;
  /** Reloads what the session shows (an `api` step with `should_refresh_page`). */
  reload(): Promise<void>;
  /**
   * The screen now, as results store it (passwords masked where the device can tell); null from a device told to take
   * none (a tool that reads verdicts only), whose actions then have no screenshot.
   */
  screenshot(): Promise<Screenshot | null>;

  /**
   * What `act`/`assert` agents observe and act on. The AI agent observes a Playwright page today, so the browser
   * device hands out its page; a device of another kind hands out its own session for an agent made for it.
   */
  agentSurface(): Surface;
  /**
   * Logs in with a login blueprint's stored credentials on what the session shows. After a login succeeded, fresh
   * sessions of later attempts start logged in (a browser keeps its cookies and storage).
   */
  logIn(credentials: LoginCredentials, ctx: LoginContext): Promise<AgentOutcome>;
}
