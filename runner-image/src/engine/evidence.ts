/**
 * An attempt's evidence: the screenshots before and after actions, the actions of the entry in flight, the bodies of
 * api responses and the attempt's video, stored through the artifact store (keys relative to the company prefix the
 * store adds):
 *
 * - `attempt-<n>/step-<k>-<i>-after.jpg` / `-before.jpg`: the screenshot after (and before, for clicks, drags,
 *   typing, keys and AI steps) the i-th action of result entry k (JPEG quality 70: about half the capture time of
 *   PNG here, measured 33 ms vs 64 ms on a 1280x720 page).
 * - `attempt-<n>/step-<k>-<i>-api-response.<ext>`: the full body of an api step's response.
 * - `attempt-<n>/video.webm`: the attempt's recording, stored after its session closed (so the file is complete).
 *
 * A missing screenshot or artifact never fails a step: it is logged and its key is null.
 */
import type { ArtifactStore } from '../contract';
import { errorMessage } from './bounds';
import type { Device } from './device';
import type { Entry } from './entry';

/** How old the previous "after" screenshot may be to serve as the next action's "before". */
export const BEFORE_REUSE_MS = 250;

/** A captured screenshot whose upload may still be in flight (a holder, so `await` does not wait for the upload). */
export interface Shot {
  key: Promise<string | null>;
}

export const NO_SHOT: Shot = { key: Promise.resolve(null) };

export interface EvidenceOptions {
  attempt: number;
  device: Pick<Device, 'screenshot'>;
  artifacts: ArtifactStore;
  signal: AbortSignal;
  testRunId: number;
  log: (event: Record<string, unknown>) => void;
}

export class Evidence {
  /** The entry in flight: files downloaded meanwhile are reported as its actions. */
  current: Entry | null = null;
  /** The last "after" screenshot, reusable as the next action's "before" (see `screenshot`). */
  private lastAfter: { shot: Shot; at: number } | null = null;
  private ended = false;

  constructor(private readonly options: EvidenceOptions) {}

  /** Input reached the screen: the last "after" screenshot no longer shows it. */
  inputSent(): void {
    this.lastAfter = null;
  }

  /** Ends the attempt's evidence: later screenshots (of an agent still busy in the background) are not taken. */
  end(): void {
    this.ended = true;
    this.lastAfter = null;
  }

  addAction(
    entry: Entry | null,
    description: string,
    type: string,
    before: Promise<string | null>,
    after: Promise<string | null>,
  ): void {
    if (!entry) return;
    entry.actions.push({ description, type, before, after });
  }

  /**
   * Captures the screen now and starts storing it; resolves once captured, to the promise of its key (null when the
   * capture or the upload failed). Named after the action it belongs to.
   *
   * A "before" screenshot reuses the previous action's "after" screenshot when no input reached the screen since and
   * it is at most `BEFORE_REUSE_MS` old: it shows the same screen, and capturing costs ~30 ms plus video-encoder load.
   * This halves the captures of a recorded test (measured in bench/runner-engine.ts).
   */
  async screenshot(entry: Entry, label: string): Promise<Shot> {
    const { options } = this;
    if (this.ended || options.signal.aborted) return NO_SHOT;
    const isAfter = label === 'after';
    const reusable = this.lastAfter;
    if (label === 'before' && reusable && Date.now() - reusable.at <= BEFORE_REUSE_MS) return reusable.shot;
    const index = entry.nextIndex;
    // "after" closes an action: the next capture belongs to the next action.
    if (isAfter) entry.nextIndex++;
    let image: Awaited<ReturnType<Device['screenshot']>>;
    try {
      image = await options.device.screenshot();
    } catch (error) {
      options.log({
        level: 'warn',
        msg: 'screenshot failed',
        testRunId: options.testRunId,
        error: errorMessage(error),
      });
      return NO_SHOT;
    }
    if (!image) return NO_SHOT;
    const jpeg = image.format === 'jpeg';
    const name = `attempt-${options.attempt}/step-${entry.stepNumber}-${index}-${label}.${jpeg ? 'jpg' : 'png'}`;
    const shot = { key: this.store('screenshot', name, image.body, jpeg ? 'image/jpeg' : 'image/png') };
    if (isAfter) this.lastAfter = { shot, at: Date.now() };
    return shot;
  }

  /** Stores the full body of the entry's `index`-th action's api response; resolves to its key. */
  apiResponse(entry: Entry, index: number, body: Buffer, contentType: string): Promise<string | null> {
    const ext = /json/i.test(contentType) ? 'json' : /^text\//i.test(contentType) ? 'txt' : 'bin';
    const name = `attempt-${this.options.attempt}/step-${entry.stepNumber}-${index}-api-response.${ext}`;
    return this.store('api response', name, body, contentType);
  }

  /** Stores the attempt's video; resolves to its key. */
  async video(body: Buffer | null): Promise<string | null> {
    if (!body) return null;
    return this.store('video', `attempt-${this.options.attempt}/video.webm`, body, 'video/webm');
  }

  private store(what: string, name: string, body: Buffer, contentType: string): Promise<string | null> {
    return this.options.artifacts.put(name, body, contentType).catch((error: unknown) => {
      this.options.log({
        level: 'error',
        msg: `${what} not stored`,
        testRunId: this.options.testRunId,
        error: errorMessage(error),
      });
      return null;
    });
  }
}
