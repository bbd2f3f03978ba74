/**
 * Viewport screenshots for results: fast, and with password inputs masked.
 *
 * A screenshot is taken straight from the page's DevTools target (`Page.captureScreenshot`), which waits for the next
 * frame and encodes it: about 17 ms here, against about 35 ms for `page.screenshot` (which waits an extra frame), or
 * about 50 ms with its `mask` option (which looks the masked elements up in every frame first). Playwright's masked
 * screenshot is still used on any page that has shown a password input: an init script in every frame reports,
 * through a binding, the first password input a document gets (added, turned into one, or focused, which covers
 * open and closed shadow roots), and from then on that page's screenshots are masked.
 *
 * The report and the capture race only in theory: the report leaves the page in the microtask after the DOM change,
 * the capture's answer comes at least one frame later, and both travel over the same DevTools connection. The fast
 * capture's image is dropped and a masked one taken when the report arrived meanwhile.
 *
 * The browser is started with `SCREENSHOT_ARGS`: without them a capture right after an input waits two frames.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

/**
 * Chromium flags for prompt screenshots: every compositor stage (raster included) finishes before a frame is drawn,
 * so a capture right after an input waits one frame, not two, and never shows half-rastered content. Measured here:
 * click + capture 33 ms -> 17 ms, and no extra CPU on an animated page.
 */
export const SCREENSHOT_ARGS: readonly string[] = ['--run-all-compositor-stages-before-draw'];

/** The binding the init script calls; a page script can see it, as it can see any binding. */
const BINDING = '__tasPasswordInput';

/** Runs at the start of every document of every frame; reports the first password input once. */
function watchPasswordInputs(binding: string): void {
  const report = (globalThis as unknown as Record<string, unknown>)[binding];
  if (typeof report !== 'function') return;
  let reported = false;
  const isPassword = (node: unknown) => node instanceof HTMLInputElement && node.type === 'password';
  const found = () => {
    if (reported) return;
    reported = true;
    observer.disconnect();
    removeEventListener('focusin', onFocus, true);
    (report as () => void)();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' ? isPassword(record.target) : false) return found();
      for (const node of record.addedNodes) {
        if (isPassword(node) || (node instanceof Element && node.querySelector('input[type=password i]'))) {
          return found();
        }
      }
    }
  });
  const onFocus = (event: Event) => {
    if (isPassword(event.composedPath()[0])) found();
  };
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['type'] });
  addEventListener('focusin', onFocus, true);
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

export class Screenshots {
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly withPasswords = new WeakSet<Page>();
  private readonly sessions = new WeakMap<Page, Promise<CDPSession | null>>();

  /** Installs the password-input watch in a new context, before its first page opens. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding(BINDING, ({ page }) => {
      if (page) this.withPasswords.add(page);
    });
    await context.addInitScript(watchPasswordInputs, BINDING);
  }

  /** Whether a password input has been seen on the page (its screenshots are masked from then on). */
  hasPasswordInput(page: Page): boolean {
    return this.withPasswords.has(page);
  }

  /** The viewport as an image; masked when the page has shown a password input. */
  async capture(page: Page, options: CaptureOptions): Promise<Buffer> {
    if (!this.withPasswords.has(page)) {
      const session = await this.session(page);
      if (session) {
        const { data } = await session.send('Page.captureScreenshot', {
          format: options.format,
          ...(options.format === 'jpeg' ? { quality: options.quality } : {}),
          optimizeForSpeed: true,
        });
        if (!this.withPasswords.has(page)) return Buffer.from(data, 'base64');
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

  /** The page's own DevTools session, opened once; null where none can be opened (the masked path is used). */
  private session(page: Page): Promise<CDPSession | null> {
    let session = this.sessions.get(page);
    if (!session) {
      session = page
        .context()
        .newCDPSession(page)
        .catch(() => null);
      this.sessions.set(page, session);
    }
    return session;
  }
}
