/**
 * The phone device: the engine's `Device` for `android` and `ios` runs, an app session per attempt on a device of the
 * deployment's provider (providers/), driven through WebdriverIO (session.ts).
 *
 * - `start` checks what can fail before any session: the device's name and the build's format on the provider.
 * - `openAttempt` opens a fresh app session (the provider installs the build, or clears its data, and launches it);
 *   a retry that keeps state asks the driver not to reset the app (`appium:noReset`). The coordinate space of the
 *   attempt's steps is the device's window rect in logical points.
 * - `closeAttempt` ends the session, marks the attempt passed or failed on the provider (a cloud's dashboard), and
 *   returns the attempt's WebM: the driver's recording (Appium's UiAutomator2 and XCUITest) or the cloud's
 *   (BrowserStack, Sauce Labs, LambdaTest), each converted from MP4; else a WebM of the attempt's screenshots
 *   (video.ts; on Appium without a recording, by an ffmpeg started with the attempt), so that the artifact always
 *   exists. The last screenshot ends that video when it was just taken and no input came since; else one is taken.
 * - Recorded input is touch input (session.ts); `open('about:blank')` is nothing to open, an app has no other pages;
 *   `reload` is nothing an app can do and does nothing.
 * - Screenshots are masked (screen-mask.ts): password fields covered, the whole image when the screen is unknown.
 * - AI steps get a `DeviceSurface` for the device agent (agent.ts); login modules with stored credentials sign in on
 *   the screen the app shows (login.ts). Both drive a tracked session, so that masking knows of their input.
 */
import type { LoginCredentials } from '../contract';
import type { AgentOutcome } from '../engine/agent';
import { sleep } from '../engine/api-step';
import { bounded, errorMessage, RunStoppedError, StepFailedError } from '../engine/bounds';
import type {
  AttemptSession,
  AttemptVerdict,
  Device,
  DeviceRun,
  LoginContext,
  Screenshot,
  Size,
} from '../engine/device';
import { BEFORE_REUSE_MS } from '../engine/evidence';
import type { RecordedAction } from '../engine/recorded-actions';
import { DeviceSessionError, MobileActionError, ProviderError } from './errors';
import { deviceKeyName, type MobilePlatform } from './keys';
import { logInOnDevice } from './login';
import {
  type AppBuild,
  type DeviceProvider,
  type DeviceRequest,
  openProviderSession,
  type ProviderSession,
} from './providers/index';
import { ScreenMask } from './screen-mask';
import type { DeviceSession } from './session';
import { type Frame, FrameEncoder, FrameRecorder, webmFromFrames, webmFromMp4 } from './video';

/** What AI steps act on: the attempt's app session, its screen size and the app under test. */
export interface DeviceSurface {
  readonly platform: MobilePlatform;
  readonly session: DeviceSession;
  /** The screen in logical points. */
  readonly viewport: Size;
  /** The app under test (package or bundle id), when known. */
  readonly appId: string | undefined;
}

export interface MobileDeviceOptions {
  provider: DeviceProvider;
  build: AppBuild;
  /** The device as the provider names it; null: the provider's default for the platform. */
  deviceName: string | null;
  /** Shown on the provider's dashboard, e.g. `Checkout (run 1042)`; the attempt is added. */
  sessionName: string;
  /** Limit of one device command (a tap, a screenshot), ms. Default 30 s. */
  commandTimeoutMs?: number;
  /** Limit of opening an app session (a cloud may queue for a device, installing takes a while), ms. Default 180 s. */
  sessionTimeoutMs?: number;
  /** ffmpeg for the attempt's video; default `ffmpeg` on the PATH. */
  ffmpegPath?: string;
  /** How long a cloud's video is awaited after the session ended, ms. Default 60 s. */
  providerVideoTimeoutMs?: number;
  /** Limit of reading the page source that masks one screenshot, ms (the whole image is masked past it). Default 5 s. */
  maskSourceTimeoutMs?: number;
  /**
   * How recent the attempt's last screenshot may be, with no input since, to end its video as it is; older, another
   * is taken when the attempt closes. Default: as old as an "after" screenshot may be to serve as the next "before".
   */
  lastFrameReuseMs?: number;
}

const NEVER = new AbortController().signal;

export class MobileDevice implements Device<DeviceSurface> {
  readonly platform: MobilePlatform;
  private size: Size = { width: 0, height: 0 };
  private readonly commandTimeout: number;
  private readonly sessionTimeout: number;
  private readonly frames = new FrameRecorder();
  private deviceName = '';
  private current: ProviderSession | null = null;
  private stopKeepAlive: (() => void) | null = null;
  /** The driver records the screen itself (started in `openAttempt`, stopped in `closeAttempt`). */
  private driverRecording = false;
  private readonly mask: ScreenMask;
  /** ffmpeg started for the attempt's video of screenshots, when nothing else records it (see `openAttempt`). */
  private encoder: Promise<FrameEncoder> | null = null;
  /** When the attempt's last screenshot was taken, and the input count before it (see `closeAttempt`). */
  private lastShot: { at: number; inputs: number } | null = null;

  constructor(
    private readonly run: DeviceRun,
    private readonly options: MobileDeviceOptions,
  ) {
    this.platform = options.build.platform;
    this.commandTimeout = options.commandTimeoutMs ?? 30_000;
    this.sessionTimeout = options.sessionTimeoutMs ?? 180_000;
    this.mask = new ScreenMask({
      timeoutMs: Math.min(options.maskSourceTimeoutMs ?? 5_000, this.commandTimeout),
      log: run.log,
    });
  }

  get viewport(): Size {
    return this.size;
  }

  keyName(name: string): string | null {
    return deviceKeyName(name, this.platform);
  }

  async start(): Promise<void> {
    const { provider, build } = this.options;
    try {
      this.deviceName = this.options.deviceName ?? provider.defaultDevice(this.platform);
      provider.checkFormat(build, this.deviceName);
    } catch (error) {
      throw new StepFailedError(deviceMessage(error));
    }
  }

  private request(attempt: number): DeviceRequest {
    return {
      build: this.options.build,
      deviceName: this.deviceName,
      sessionName: `${this.options.sessionName}, attempt ${attempt}`,
    };
  }

  async openAttempt(attempt: AttemptSession): Promise<void> {
    if (this.current) await this.endSession();
    this.frames.take();
    this.mask.reset();
    this.lastShot = null;
    const opening = openProviderSession(this.options.provider, this.request(attempt.attempt), {
      commandTimeoutMs: this.commandTimeout,
      // Without it the provider's capabilities start the app fresh (installed, or its data cleared).
      ...(attempt.keepState ? { capabilities: { 'appium:noReset': true } } : {}),
      log: this.run.log,
    });
    let opened: ProviderSession;
    try {
      opened = await bounded(opening, this.sessionTimeout, 'Starting the app session', this.run.signal);
    } catch (error) {
      // A session that opens after all is not left running on the device.
      void opening.then((late) => late.session.close()).catch(() => undefined);
      if (error instanceof RunStoppedError) throw error;
      throw new StepFailedError(deviceMessage(error));
    }
    this.current = opened;
    const { session } = opened;
    try {
      const rect = await this.command(session.windowRect(), 'Reading the screen size');
      this.size = { width: rect.width, height: rect.height };
    } catch (error) {
      await this.endSession();
      if (error instanceof RunStoppedError) throw error;
      throw new StepFailedError(`The app session could not read the screen size: ${errorMessage(error)}`);
    }
    this.stopKeepAlive = session.keepAlive();
    this.driverRecording = await this.startDriverRecording(session);
    // Without a recording (a driver's, a cloud's) the video is made of the screenshots: ffmpeg starts meanwhile.
    if (!this.driverRecording && this.options.provider.name === 'appium') {
      this.encoder = FrameEncoder.start(this.ffmpegOptions());
      this.encoder.catch(() => undefined);
    }
  }

  private ffmpegOptions(): { ffmpegPath?: string } {
    return { ...(this.options.ffmpegPath && { ffmpegPath: this.options.ffmpegPath }) };
  }

  /** The attempt's started ffmpeg, if any, for the caller to use or discard. */
  private takeEncoder(): Promise<FrameEncoder> | null {
    const encoder = this.encoder;
    this.encoder = null;
    return encoder;
  }

  /** Appium's real drivers record the screen; the fake driver and the clouds (which record on their own) do not. */
  private async startDriverRecording(session: DeviceSession): Promise<boolean> {
    if (this.options.provider.name !== 'appium' || session.kind === 'generic') return false;
    try {
      await this.command(session.webdriver.startRecordingScreen(), 'Starting the screen recording');
      return true;
    } catch (error) {
      this.run.log({ level: 'warn', msg: 'screen recording not started', error: errorMessage(error) });
      return false;
    }
  }

  async closeAttempt(verdict?: AttemptVerdict): Promise<Buffer | null> {
    const opened = this.current;
    if (!opened) return null;
    const { session } = opened;
    const encoder = this.takeEncoder();
    let mp4: Buffer | null = null;
    // The screen as the attempt left it ends the video made of screenshots: the last one, when it was taken just now
    // and no input came since (the frame is then shown until the end), else a new one.
    const last = this.lastShot;
    const reuseMs = this.options.lastFrameReuseMs ?? BEFORE_REUSE_MS;
    if (!last || last.inputs !== this.mask.inputs || Date.now() - last.at > reuseMs) {
      await this.screenshot().catch(() => undefined);
    }
    if (this.driverRecording) {
      mp4 = await bounded(session.webdriver.stopRecordingScreen(), this.commandTimeout, 'Stopping the recording', NEVER)
        .then((base64) => (base64 ? Buffer.from(base64, 'base64') : null))
        .catch((error: unknown) => {
          this.run.log({ level: 'warn', msg: 'screen recording not stopped', error: errorMessage(error) });
          return null;
        });
    }
    const frames = this.frames.take();
    const endedAt = Date.now();
    // Appium without a recording has only the screenshots: their video is made while the session ends.
    const fromFrames =
      !mp4 && this.options.provider.name === 'appium' ? this.framesVideo(frames, endedAt, encoder) : null;
    await this.endSession();
    // The cloud's dashboard shows the attempt's verdict (Appium keeps none).
    if (verdict) {
      await this.options.provider.markResult(opened.providerSessionId, verdict.passed, verdict.reason ?? undefined);
    }
    if (fromFrames) return fromFrames;
    void encoder?.then(
      (unused) => unused.discard(),
      () => undefined,
    );
    if (!mp4 && this.options.provider.name !== 'appium') mp4 = await this.providerVideo(opened.providerSessionId);
    if (mp4) {
      try {
        return await webmFromMp4(mp4, this.ffmpegOptions());
      } catch (error) {
        this.run.log({ level: 'warn', msg: 'device video not converted', error: errorMessage(error) });
      }
    }
    return this.framesVideo(frames, endedAt, null);
  }

  /**
   * The WebM of the attempt's screenshots: by the ffmpeg started with the attempt, else by a new one; null (logged)
   * when neither made it. Never rejects.
   */
  private async framesVideo(
    frames: Frame[],
    endedAt: number,
    encoder: Promise<FrameEncoder> | null,
  ): Promise<Buffer | null> {
    if (encoder && frames.length > 0) {
      try {
        return await (await encoder).encode(frames, endedAt);
      } catch (error) {
        this.run.log({ level: 'warn', msg: 'started ffmpeg did not make the video', error: errorMessage(error) });
      }
    } else {
      void encoder?.then(
        (unused) => unused.discard(),
        () => undefined,
      );
    }
    try {
      return await webmFromFrames(frames, endedAt, this.ffmpegOptions());
    } catch (error) {
      this.run.log({ level: 'error', msg: 'video not made', error: errorMessage(error) });
      return null;
    }
  }

  private async providerVideo(sessionId: string): Promise<Buffer | null> {
    const timeout = this.options.providerVideoTimeoutMs ?? 60_000;
    try {
      const artifacts = await bounded(this.options.provider.artifacts(sessionId), timeout, 'The video', NEVER);
      return artifacts.video?.body ?? null;
    } catch (error) {
      this.run.log({ level: 'warn', msg: 'provider video not fetched', error: errorMessage(error) });
      return null;
    }
  }

  /** Ends the attempt's session. Never rejects. */
  private async endSession(): Promise<void> {
    const opened = this.current;
    this.current = null;
    this.driverRecording = false;
    void this.takeEncoder()?.then(
      (unused) => unused.discard(),
      () => undefined,
    );
    this.stopKeepAlive?.();
    this.stopKeepAlive = null;
    if (!opened) return;
    await bounded(opened.session.close(), 15_000, 'Ending the app session', NEVER).catch(() => undefined);
    await this.options.provider.release?.(opened.providerSessionId).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.endSession();
  }

  private requireSession(): DeviceSession {
    if (!this.current) throw new StepFailedError('No app session is open.');
    return this.current.session;
  }

  private command<T>(work: Promise<T>, what: string, ms = this.commandTimeout): Promise<T> {
    return bounded(work, ms, what, this.run.signal);
  }

  async perform(action: RecordedAction): Promise<void> {
    const session = this.mask.track(this.requireSession());
    switch (action.kind) {
      case 'click':
        if (action.button === 'right') return this.command(session.longPress(action.at), 'The long press');
        return this.command(session.tap(action.at, action.clickCount), 'The tap');
      case 'mouse_move':
        return session.mouseMove(action.at);
      case 'drag':
        return this.command(session.swipe(action.from, action.to), 'The swipe');
      case 'scroll':
        return this.command(session.scroll(action.at, action.direction, action.amount), 'The scroll');
      case 'type':
        return this.command(session.type(action.text), 'Typing', this.commandTimeout + action.text.length * 50);
      case 'key': {
        const [key, ...more] = action.keys;
        if (!key || more.length > 0) {
          throw new MobileActionError('A device has no key combinations: press one key per step.');
        }
        return this.command(session.pressKey(key), `Pressing ${key}`);
      }
      case 'wait':
        return sleep(action.seconds * 1000, this.run.signal);
      case 'deeplink':
        return this.command(session.deeplink(action.url), 'The deep link');
    }
  }

  async open(url: string): Promise<void> {
    this.requireSession();
    if (url === 'about:blank') return;
    throw new Error('an app has no pages to open by URL; open a screen of the app with a deeplink step.');
  }

  async reload(): Promise<void> {
    this.requireSession();
  }

  /** The screen as a PNG, masked (screen-mask.ts) before it is stored or made a frame of the video. */
  async screenshot(): Promise<Screenshot> {
    const session = this.requireSession();
    const inputs = this.mask.inputs;
    const [png, source] = await Promise.all([
      this.command(session.screenshot(), 'The screenshot'),
      this.mask.source(() => session.pageSource(), this.run.signal),
    ]);
    const body = await this.mask.apply(png, source, this.size);
    this.frames.add(body);
    this.lastShot = { at: Date.now(), inputs };
    return { body, format: 'png' };
  }

  agentSurface(): DeviceSurface {
    const session = this.mask.track(this.requireSession());
    return {
      platform: this.platform,
      session,
      viewport: this.size,
      appId: session.appId,
    };
  }

  async logIn(credentials: LoginCredentials, ctx: LoginContext): Promise<AgentOutcome> {
    this.mask.addSecrets([credentials.username, credentials.password]);
    return logInOnDevice(this.agentSurface(), credentials, ctx);
  }
}

/** The sentence a provider or session failure shows (the provider's own, which names the device or format). */
function deviceMessage(error: unknown): string {
  if (error instanceof ProviderError || error instanceof DeviceSessionError) return error.message;
  if (error instanceof StepFailedError) return error.message;
  return `The device could not be used: ${errorMessage(error)}`;
}
