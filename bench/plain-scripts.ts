/**
 * The plain playwright-core scripts bench/runner.ts compares runs with: the same recorded steps as a script a user
 * would write without the service, each in its own Node process (launch, page, steps, close).
 *
 * Two kinds: without artifacts (no screenshot, no video), and with the artifacts the product promises made the way
 * the product makes them, so that the difference between a run and this script is the product's own work:
 * - the attempt's video through Playwright's `recordVideo`, at the product's size (`videoSize` of the viewport);
 * - a JPEG screenshot after opening the page and after every action, at the product's quality, captured as the
 *   product captures it (`Page.captureScreenshot` on the page's DevTools target, `optimizeForSpeed`, with Chromium
 *   started with `SCREENSHOT_ARGS`). That is the cheapest capture known here (`page.screenshot` waits longer), so
 *   the artifacts' cost it shows is a floor, not what a user's own script would pay.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../lib/local/browser-paths';
import { CHROMIUM_ARGS, videoSize } from '../runner-image/src/engine/run-test';
import { SCREENSHOT_ARGS } from '../runner-image/src/engine/screenshots';
import { MIN_FRAMES } from '../runner-image/src/engine/settle';

/** The viewport of every bench test and script. */
export const VIEWPORT = { width: 800, height: 600 } as const;

/** The JPEG quality of the product's result screenshots (`PlaywrightDevice.screenshot`, playwright-device.ts). */
export const PRODUCT_JPEG_QUALITY = 70;

export interface RecordedStep {
  step_number: number;
  type: string;
  action: string;
}

/** The steps as playwright-core calls, one line each; `after` follows every action (the screenshot, if any). */
function actionLines(steps: RecordedStep[], after: string): string {
  return steps
    .map((s) => {
      if (s.type === 'left_click') {
        const [x, y] = s.action.split(',');
        return `await page.mouse.click(${x}, ${y});${after}`;
      }
      if (s.type === 'mouse_move') {
        const [x, y] = s.action.split(',');
        return `await page.mouse.move(${x}, ${y});${after}`;
      }
      if (s.type === 'type') return `await page.keyboard.type(${JSON.stringify(s.action)}, { delay: 12 });${after}`;
      return `await page.keyboard.press('Tab');${after}`;
    })
    .join('\n');
}

/** The steps as a plain playwright-core script (what a user would write without the service). */
export function plainScript(url: string, chromium: string | undefined, steps: RecordedStep[]): string {
  return `import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: ${JSON.stringify(chromium)}, args: ${JSON.stringify(CHROMIUM_ARGS)} });
const context = await browser.newContext({ viewport: ${JSON.stringify(VIEWPORT)} });
const page = await context.newPage();
await page.goto(${JSON.stringify(url)});
${actionLines(steps, '')}
await browser.close();
`;
}

/**
 * What the product waits for after every input before its screenshot and the next step, at the least (settle.ts:
 * `MIN_FRAMES` animation frames; it waits longer only while the page scrolls, navigates or awaits answers, which the
 * bench page never does). The wait that keeps a run's verdict independent of the machine's load; a plain script does
 * not wait at all.
 */
const SETTLE_LINE = ` await page.evaluate((frames) => new Promise((resolve) => { let n = 0; const tick = () => (++n >= frames ? resolve() : requestAnimationFrame(tick)); requestAnimationFrame(tick); }), ${MIN_FRAMES});`;

/**
 * The same script, also recording the product's artifacts into `dir`: a video, and a JPEG after every action; with
 * `settle`, waiting as the product does after every action before its JPEG.
 */
export function plainScriptWithArtifacts(
  url: string,
  chromium: string | undefined,
  steps: RecordedStep[],
  dir: string,
  settle = false,
): string {
  const shot = `{ format: 'jpeg', quality: ${PRODUCT_JPEG_QUALITY}, optimizeForSpeed: true }`;
  return `import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: ${JSON.stringify(chromium)}, args: ${JSON.stringify([...CHROMIUM_ARGS, ...SCREENSHOT_ARGS])} });
const context = await browser.newContext({ viewport: ${JSON.stringify(VIEWPORT)}, recordVideo: { dir: ${JSON.stringify(dir)}, size: ${JSON.stringify(videoSize(VIEWPORT))} } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
let shots = 0;
// Chromium now and then has no frame to capture right after a navigation ("Unable to capture screenshot"): again.
const shot = async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await cdp.send('Page.captureScreenshot', ${shot});
      writeFileSync(${JSON.stringify(dir)} + '/shot-' + shots++ + '.jpg', Buffer.from(data, 'base64'));
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};
await page.goto(${JSON.stringify(url)});
await shot();
${actionLines(steps, `${settle ? SETTLE_LINE : ''} await shot();`)}
await context.close();
await browser.close();
`;
}

let scripts = 0;

/** Runs a script in a Node process of its own; resolves to its wall time (spawn to exit), ms. */
async function timeScript(source: string): Promise<number> {
  // Under node_modules so that the script's `playwright-core` resolves to the project's.
  const file = join(process.cwd(), 'node_modules', '.cache', `bench-plain-${process.pid}-${scripts++}.mjs`);
  writeFileSync(file, source);
  try {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [file], { stdio: 'inherit' });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`plain script exited ${code}`))));
    });
    return performance.now() - started;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Times the plain script of `steps` against `url`, ms. */
export function timePlainScript(url: string, steps: RecordedStep[]): Promise<number> {
  return timeScript(plainScript(url, findChromium(), steps));
}

export interface ArtifactsMade {
  ms: number;
  screenshots: number;
  videos: number;
  videoBytes: number;
}

/**
 * Times the script with the product's artifacts (and, with `settle`, the product's wait after every action), and
 * counts what it left (outside the timed span), then removes it.
 */
export async function timePlainScriptWithArtifacts(
  url: string,
  steps: RecordedStep[],
  settle = false,
): Promise<ArtifactsMade> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-artifacts-'));
  try {
    const ms = await timeScript(plainScriptWithArtifacts(url, findChromium(), steps, dir, settle));
    const files = readdirSync(dir);
    const videos = files.filter((f) => f.endsWith('.webm'));
    return {
      ms,
      screenshots: files.filter((f) => f.endsWith('.jpg')).length,
      videos: videos.length,
      videoBytes: videos.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
