/**
 * Password masking of device screenshots, as browser screenshots have it: while the screen shows a password field,
 * each one is covered by an opaque box (png-mask.ts) before the screenshot is stored or made a frame of the video.
 * After a login on the device, nodes whose text shows the stored username or password are covered too.
 *
 * Which fields: the page source says (observe.ts `sensitiveBoxes`). It is read once per screenshot, alongside it and
 * within `timeoutMs`; a source the device's own session read since the last input (an AI step's or a login's
 * observation, through `track`) is reused instead when it is younger than `reuseMs`. When the source cannot be read
 * in time, fails, or is cut short by a limit, the screen is unknown and the whole screenshot is the mask colour: a
 * screenshot is never stored unmasked because the fields could not be found.
 */
import { bounded, errorMessage } from '../engine/bounds';
import { sensitiveBoxes } from './observe';
import { maskedAll, maskPng, pngSize, type Size } from './png-mask';
import type { DeviceSession } from './session';

/** Secrets shorter than this are not looked for on the screen (a 3-letter username would cover unrelated words). */
export const MIN_SHOWN_SECRET = 4;

/** Session methods that only read the screen: they neither change it nor make a read source stale. */
const READS = new Set(['screenshot', 'pageSource', 'windowRect', 'keyName', 'keepAlive', 'kind', 'platform', 'appId']);

export interface ScreenMaskOptions {
  /** How long the page source of one screenshot may take, ms. */
  timeoutMs: number;
  /** How old a source read by the session may be to be reused, ms. Default 1 s. */
  reuseMs?: number;
  log?: (event: Record<string, unknown>) => void;
}

export class ScreenMask {
  private secrets: string[] = [];
  /** Bumped by every input through a tracked session. */
  private generation = 0;
  private last: { source: string; at: number; generation: number } | null = null;
  /** The last screenshot painted, with what covered it and the result (see `apply`). */
  private painted: { png: Buffer; boxes: string; body: Buffer } | null = null;

  constructor(private readonly options: ScreenMaskOptions) {}

  /** Values (stored credentials) covered wherever the screen shows them, for the rest of the run. */
  addSecrets(values: readonly string[]): void {
    for (const value of values) {
      if (value.length >= MIN_SHOWN_SECRET && !this.secrets.includes(value)) this.secrets.push(value);
    }
  }

  /** A count of the input through tracked sessions (and of new attempts): unchanged, no input came in between. */
  get inputs(): number {
    return this.generation;
  }

  /** Input reached the screen: a source read before it is stale. */
  inputSent(): void {
    this.generation++;
  }

  /** A new attempt: nothing read before is reused. */
  reset(): void {
    this.last = null;
    this.painted = null;
    this.generation++;
  }

  /** `session` with its page sources kept for reuse and its input noted, for code that drives it directly. */
  track(session: DeviceSession): DeviceSession {
    return new Proxy(session, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'pageSource') {
          return async () => {
            const generation = this.generation;
            const source = (await value.call(target)) as string;
            this.last = { source, at: Date.now(), generation };
            return source;
          };
        }
        if (typeof property === 'string' && READS.has(property)) return value.bind(target);
        return async (...args: unknown[]) => {
          this.inputSent();
          try {
            return await value.apply(target, args);
          } finally {
            this.inputSent();
          }
        };
      },
    });
  }

  /**
   * The page source of the screen a screenshot is being taken of: a fresh read of the tracked session's, else a new
   * read within the time limit; null when it could not be had.
   */
  async source(read: () => Promise<string>, signal: AbortSignal): Promise<string | null> {
    const last = this.last;
    if (last && last.generation === this.generation && Date.now() - last.at <= (this.options.reuseMs ?? 1000)) {
      return last.source;
    }
    const generation = this.generation;
    try {
      const source = await bounded(read(), this.options.timeoutMs, 'Reading the screen for masking', signal);
      this.last = { source, at: Date.now(), generation };
      return source;
    } catch (error) {
      this.options.log?.({ level: 'warn', msg: 'screen not read for masking', error: errorMessage(error) });
      return null;
    }
  }

  /**
   * The screenshot as it may be stored: password fields (and shown secrets) covered; all covered when unknown. A
   * screenshot identical to the last one painted, with the same boxes, gets that one's result without painting it
   * again (a screen that did not change between two steps; painting a phone's screenshot costs tens of ms).
   */
  async apply(png: Buffer, source: string | null, window: Size): Promise<Buffer> {
    if (source === null) return maskedAll(pngSize(png) ?? window);
    const found = sensitiveBoxes(source, this.secrets);
    if (found.truncated) {
      this.options.log?.({ level: 'warn', msg: 'screen read only in part: the screenshot is masked whole' });
      return maskedAll(pngSize(png) ?? window);
    }
    if (found.boxes.length === 0) return png;
    const boxes = JSON.stringify([found.boxes, window]);
    const painted = this.painted;
    if (painted && painted.boxes === boxes && painted.png.equals(png)) return painted.body;
    const body = await maskPng(png, found.boxes, window);
    this.painted = { png, boxes, body };
    return body;
  }
}
