/**
 * Result screenshots taken by the runner engine in real Chromium: an "after" screenshot shows the page as the action
 * left it and the "before" one as it was, and password inputs are masked wherever the page shows one: added after
 * load, inside an iframe, or inside a shadow root (found when it gets focus).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import type { Agent } from '../../runner-image/src/engine';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { SCREENSHOT_ARGS, Screenshots } from '../../runner-image/src/engine/screenshots';
import { runInBrowser } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { isMaskColour, pixelOf } from '../support/images';
import { runSnapshot, snapshotStep } from '../support/snapshots';

const BOX = 'position:absolute;margin:0;border:0;padding:0';
const PAGES = {
  '/color': `<!doctype html><html><body style="margin:0;background:#fff">
<button id="b" style="${BOX};left:20px;top:20px;width:200px;height:40px"
  onclick="document.body.style.background='rgb(0,128,0)'">paint</button></body></html>`,
  '/late-password': `<!doctype html><html><body style="margin:0">
<button style="${BOX};left:20px;top:20px;width:200px;height:40px" onclick="
  const i = document.createElement('input'); i.type = 'password'; i.value = 'hunter2hunter2';
  i.style.cssText = '${BOX};left:20px;top:100px;width:300px;height:40px'; document.body.append(i);">add</button>
<input id="t" value="visible text" style="${BOX};left:20px;top:200px;width:300px;height:40px"></body></html>`,
  '/frame-password': `<!doctype html><html><body style="margin:0">
<iframe style="${BOX};left:0;top:0;width:400px;height:200px" srcdoc="<body style='margin:0'>
<input type='password' value='hunter2hunter2' style='position:absolute;left:20px;top:20px;width:300px;height:40px;border:0'>
</body>"></iframe></body></html>`,
  '/shadow-password': `<!doctype html><html><body style="margin:0"><div id="host"></div><script>
const root = document.getElementById('host').attachShadow({ mode: 'open' });
root.innerHTML = '<input type="password" style="${BOX};left:20px;top:20px;width:300px;height:40px">';
</script></body></html>`,
};

/** The AI agent is not used here. */
const NO_AGENT: Agent = {
  act: async () => ({ success: false, reason: 'unused', actions: [] }),
  assert: async () => ({ success: false, reason: 'unused', actions: [] }),
};

let server: FixtureServer;
let browser: Browser;
let decoder: Page;

beforeAll(async () => {
  server = await startFixtureServer(PAGES);
  browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS, ...SCREENSHOT_ARGS],
  });
  decoder = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pixel = (jpeg: Buffer | undefined, x: number, y: number) => pixelOf(decoder, jpeg, x, y);
const isMask = isMaskColour;

async function run(path: keyof typeof PAGES, steps: [type: string, action: string][]) {
  const snapshot = runSnapshot({
    starting_url: server.url(path),
    viewport_width: 800,
    viewport_height: 600,
    steps: steps.map(([type, action], i) =>
      snapshotStep(type as Parameters<typeof snapshotStep>[0], action, { step_number: i + 1 }),
    ),
  });
  const record = await runInBrowser(browser, snapshot, NO_AGENT);
  expect(record.outcome.status, JSON.stringify(record.results)).toBe('passed');
  // The last action of the step (the first step's first action is opening the starting URL).
  const shot = (step: number, which: 'screenshot_key' | 'screenshot_key_before') => {
    const key = record.results[step - 1]?.actions.at(-1)?.[which];
    return key ? record.artifacts.get(key) : undefined;
  };
  return { ...record, shot };
}

describe('result screenshots', () => {
  it('show the page before the action and as the action left it, as JPEG', async () => {
    const { shot } = await run('/color', [['left_click', '120,40']]);
    const before = shot(1, 'screenshot_key_before');
    const after = shot(1, 'screenshot_key');
    expect(after?.subarray(0, 2).toString('hex')).toBe('ffd8');
    const [r, g, b] = await pixel(after, 400, 300);
    expect(r).toBeLessThan(40);
    expect(g).toBeGreaterThan(100);
    expect(b).toBeLessThan(40);
    expect((await pixel(before, 400, 300)).every((c) => c > 240)).toBe(true);
  });

  it('mask a password input added after the page loaded, and leave other inputs visible', async () => {
    const { shot } = await run('/late-password', [
      ['left_click', '120,40'],
      ['mouse_move', '600,500'],
    ]);
    expect(isMask(await pixel(shot(1, 'screenshot_key_before'), 170, 120))).toBe(false);
    expect(isMask(await pixel(shot(1, 'screenshot_key'), 170, 120))).toBe(true);
    expect(isMask(await pixel(shot(2, 'screenshot_key'), 170, 120))).toBe(true);
    expect(isMask(await pixel(shot(2, 'screenshot_key'), 170, 220))).toBe(false);
  });

  it('mask a password input inside an iframe', async () => {
    const { shot } = await run('/frame-password', [['mouse_move', '600,500']]);
    expect(isMask(await pixel(shot(1, 'screenshot_key'), 170, 40))).toBe(true);
  });

  it('mask a password input inside a shadow root once it gets focus', async () => {
    const { shot } = await run('/shadow-password', [
      ['left_click', '170,40'],
      ['type', 'hunter2hunter2'],
    ]);
    expect(isMask(await pixel(shot(2, 'screenshot_key'), 170, 40))).toBe(true);
  });
});

describe('password input watch', () => {
  it('says a page shows a password input exactly while one of its frames does', async () => {
    const context = await browser.newContext();
    const screenshots = new Screenshots();
    await screenshots.watch(context);
    const page = await context.newPage();
    const shows = () => screenshots.hasPasswordInput(page);
    try {
      await page.goto(server.url('/color'));
      expect(shows()).toBe(false);
      await page.goto(server.url('/frame-password'));
      await expect.poll(shows).toBe(true);
      // A navigation replaces the documents, iframe included.
      await page.goto(server.url('/late-password'));
      await expect.poll(shows).toBe(false);
      await page.mouse.click(120, 40);
      await expect.poll(shows).toBe(true);
      await page.evaluate(() => document.querySelector('input[type=password]')?.remove());
      await expect.poll(shows).toBe(false);
      await page.evaluate(() => {
        (document.getElementById('t') as HTMLInputElement).type = 'password';
      });
      await expect.poll(shows).toBe(true);
      await page.goto(server.url('/shadow-password'));
      await expect.poll(shows).toBe(false);
      await page.mouse.click(170, 40);
      await expect.poll(shows).toBe(true);
    } finally {
      await context.close();
    }
  });
});
