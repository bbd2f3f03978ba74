/**
 * Viewport screenshots for results: fast, and with password inputs masked.
 *
 * A screenshot is taken straight from the page's DevTools target (`Page.captureScreenshot`), which waits for the next
 * frame and encodes it: about 17 ms here, against about 35 ms for `page.screenshot` (which waits an extra frame), or
 * about 50 ms with its `mask` option (which looks the masked elements up in every frame first). Playwright's masked
 * screenshot is still used while the page shows a password input: an init script in every frame reports, through a
 * binding, when its document starts showing one (added, turned into one, or focused, which also finds those in
 * shadow roots) and when it stops (removed, or the document replaced by a navigation).
 *
 * The report and the capture race only in theory: the report leaves the page in the microtask after the DOM change,
 * the capture's answer comes at least one frame later, and both travel over the same DevTools connection. The fast
 * capture's image is dropped and a masked one taken when a report arrived meanwhile. A late report that one went away
 * only makes a screenshot masked that need not be.
 *
 * The browser is started with `SCREENSHOT_ARGS`: without them a capture right after an input waits two frames. A
 * direct capture that fails or stalls is taken again with `page.screenshot`, which that page keeps using.
 */
import type { BrowserContext, CDPSession, Frame, Locator, Page } from 'playwright-core';
import { inPage } from './page-function';

/**
 * Chromium flags for prompt screenshots: every compositor stage (raster included) finishes before a frame is drawn,
 * so a capture right after an input waits one frame, not two, and never shows half-rastered content. Measured here:
 * click + capture 33 ms -> 17 ms, and no extra CPU on an animated page.
 */
export const SCREENSHOT_ARGS: readonly string[] = ['--run-all-compositor-stages-before-draw'];

/** The binding the init script calls; a page script can see it, as it can see any binding. */
const BINDING = '__tasPasswordInput';

/**
 * Runs at the start of every document of every frame: reports `false` at once (a new document replaces whatever the
 * frame showed before), then whether the document shows a password input each time that changes. One found inside
 * a shadow root (by its focus) counts until the document goes.
 */
function watchPasswordInputs(binding: string): void {
  const report = (globalThis as unknown as Record<string, unknown>)[binding];
  if (typeof report !== 'function') return;
  const send = report as (present: boolean) => void;
  let present = false;
  let inShadowRoot = false;
  const isPassword = (node: unknown) => node instanceof HTMLInputElement && node.type === 'password';
  const set = (now: boolean) => {
    if (now === present) return;
    present = now;
    send(now);
  };
  const added = (records: MutationRecord[]) =>
    records.some(
      (record) =>
        (record.type === 'attributes' && isPassword(record.target)) ||
        [...record.addedNodes].some(
          (node) => isPassword(node) || (node instanceof Element && !!node.querySelector('input[type=password i]')),
        ),
    );
  new MutationObserver((records) => {
    // While none is shown only what was added is looked at; once one is, any change may have removed it.
    if (!present) set(added(records));
    else set(inShadowRoot || !!document.querySelector('input[type=password i]'));
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['type'] });
  addEventListener(
    'focusin',
    (event) => {
      if (!isPassword(event.composedPath()[0])) return;
      inShadowRoot ||= !document.contains(event.composedPath()[0] as Node);
      set(true);
    },
    true,
  );
  send(false);
}

/** Password inputs of the page and of its iframes (one level down), for Playwright's screenshot masks. */
export function passwordInputs(page: Page): Locator[] {
  return [page.locator('input[type=password]'), page.frameLocator('iframe').locator('input[type=password]')];
}

export interface CaptureOptions {
  format: 'jpeg' | 'png';
  /** JPEG quality, 0-100. */
  quality: number;
  timeoutMs: number;
}

/** How long the direct capture (or opening its session) may take before the page falls back to `page.screenshot`. */
export const DIRECT_CAPTURE_TIMEOUT_MS = 5_000;

/** Resolves to `promise`'s value, or to undefined after `ms` (the promise is left to settle on its own). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

export class Screenshots {
  private readonly watched = new WeakSet<BrowserContext>();
  /** Per page, the frames whose document shows a password input now. */
  private readonly withPasswords = new WeakMap<Page, Set<Frame>>();
  /** Per page, its DevTools session for direct captures; null once that path failed or stalled there. */
  private readonly sessions = new WeakMap<Page, Promise<CDPSession | null>>();

  constructor(private readonly directTimeoutMs = DIRECT_CAPTURE_TIMEOUT_MS) {}

  /** Installs the password-input watch in a new context, before its first page opens. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding(BINDING, ({ page, frame }, present: unknown) => {
      if (!page) return;
      const frames = this.withPasswords.get(page) ?? new Set<Frame>();
      this.withPasswords.set(page, frames);
      if (present === true) frames.add(frame);
      else frames.delete(frame);
    });
    await context.addInitScript(inPage(watchPasswordInputs), BINDING);
  }

  /** Whether a frame of the page shows a password input now (its screenshots are masked then). */
  hasPasswordInput(page: Page): boolean {
    const frames = this.withPasswords.get(page);
    if (!frames) return false;
    for (const frame of frames) {
      if (frame.isDetached()) frames.delete(frame);
    }
    return frames.size > 0;
  }

  /**
   * The viewport as an image; masked while the page shows a password input. A direct capture that fails or stalls
   * (past `directTimeoutMs`) is taken again with `page.screenshot`, which that page then keeps using.
   */
  async capture(page: Page, options: CaptureOptions): Promise<Buffer> {
    if (!this.hasPasswordInput(page)) {
      const session = await this.session(page);
      if (session) {
        const sent = session.send('Page.captureScreenshot', {
          format: options.format,
          ...(options.format === 'jpeg' ? { quality: options.quality } : {}),
          optimizeForSpeed: true,
        });
        const shot = await within(
          sent.catch(() => undefined),
          this.directTimeoutMs,
        );
        if (!shot) this.sessions.set(page, Promise.resolve(null));
        else if (!this.hasPasswordInput(page)) return Buffer.from(shot.data, 'base64');
      }
    }
    return page.screenshot({
      type: options.format,
      ...(options.format === 'jpeg' ? { quality: options.quality } : {}),
      // caret 'initial': hiding the caret costs a style injection round trip per frame, per screenshot.
      caret: 'initial',
      timeout: options.timeoutMs,
      mask: passwordInputs(page),
    });
  }

  /** The page's own DevTools session, opened once; null where none opens in time (`page.screenshot` is used). */
  private session(page: Page): Promise<CDPSession | null> {
    let session = this.sessions.get(page);
    if (!session) {
      const opening = page.context().newCDPSession(page);
      session = within(
        opening.catch(() => null),
        this.directTimeoutMs,
      ).then((opened) => opened ?? null);
      this.sessions.set(page, session);
    }
    return session;
  }
}
