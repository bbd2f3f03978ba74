/**
 * A press is watched so that one the page moves away from is seen (ai-moved-target.test.ts). Starting the watch is a
 * round trip to the page; on a busy machine the page may answer it late. The press must not then go unwatched: one
 * that misses would pass with nothing done. Here the page answers the first ask too late (the locator refuses it as
 * a timed-out page would), and a press the page moves away from every time must still fail as missed.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { onTarget } from '../../runner-image/src/ai/target-watch';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';

/** Every mousedown grows or shrinks a banner above the button, so the press comes up over the banner. */
const PAGE = `<!doctype html><title>Shortlist</title>
<div id="banner"></div>
<button id="save">Shortlist</button>
<p id="saved">0</p>
<script>
  var presses = 0;
  document.addEventListener('mousedown', function () {
    presses++;
    document.getElementById('banner').style.height = presses % 2 ? '90px' : '0px';
  }, true);
  document.getElementById('save').addEventListener('click', function () {
    var out = document.getElementById('saved');
    out.textContent = String(Number(out.textContent) + 1);
  });
</script>`;

/** `locator`, whose first `evaluateHandle` fails as one the page did not answer in time does. */
function slowToWatch(locator: Locator): { locator: Locator; asked: () => number } {
  let asks = 0;
  const proxy = new Proxy(locator, {
    get(target, key, receiver) {
      if (key === 'evaluateHandle') {
        return (...args: Parameters<Locator['evaluateHandle']>) => {
          asks += 1;
          if (asks === 1) return Promise.reject(new Error('locator.evaluateHandle: Timeout 2000ms exceeded.'));
          return target.evaluateHandle(...args);
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { locator: proxy, asked: () => asks };
}

describe('a press whose watch the page is slow to start', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is still watched: a press the page moves away from every time fails, it does not pass unseen', async () => {
    page = await browser.newPage();
    await page.setContent(PAGE);
    const save = page.locator('#save');
    const slow = slowToWatch(save);
    await expect(onTarget(slow.locator, () => slow.locator.click(), 'click')).rejects.toThrow(
      /the click did not reach it: the page moved it under the pointer/,
    );
    expect(slow.asked()).toBe(2);
    expect(await page.locator('#saved').textContent()).toBe('0');
    await page.close();
  });

  it('lands a press the page leaves in place, after the second ask', async () => {
    page = await browser.newPage();
    await page.setContent(PAGE.replace("presses % 2 ? '90px' : '0px'", "'0px'"));
    const save = page.locator('#save');
    const slow = slowToWatch(save);
    await onTarget(slow.locator, () => slow.locator.click(), 'click');
    expect(slow.asked()).toBe(2);
    expect(await page.locator('#saved').textContent()).toBe('1');
    await page.close();
  });
});
