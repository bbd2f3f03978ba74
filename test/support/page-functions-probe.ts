/**
 * Runs the runner's page-side functions in Chromium and prints what they report, as JSON on stdout. Started under
 * tsx by `page-functions.test.ts`: tsx keeps function names by wrapping inner functions in a helper that exists only
 * in Node, so a page function that is not made to stand alone fails in the page there.
 */

import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { describeElement } from '../../runner-image/src/ai/cache/match';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { Screenshots } from '../../runner-image/src/engine/screenshots';
import { settleFrames, trackPages } from '../../runner-image/src/engine/settle';

const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
try {
  const context = await browser.newContext();
  await trackPages(context);
  const screenshots = new Screenshots();
  await screenshots.watch(context);
  const page = await context.newPage();
  await page.setContent(
    '<div id="box"><button data-testid="save">Save</button></div><input type="password" value="hunter2">',
  );
  const settled = await settleFrames(page, {
    timeoutMs: 10_000,
    navigationTimeoutMs: 10_000,
    signal: new AbortController().signal,
  });
  const described = await describeElement(page.getByRole('button', { name: 'Save' }), { role: 'button', name: 'Save' });
  // The password watch reports through a binding: give the report a moment to arrive.
  const deadline = Date.now() + 10_000;
  while (!screenshots.hasPasswordInput(page) && Date.now() < deadline) await page.waitForTimeout(50);
  process.stdout.write(
    JSON.stringify({
      settleFrames: settled.frames,
      cssPath: described.cssPath,
      testId: described.testId,
      passwordSeen: screenshots.hasPasswordInput(page),
    }),
  );
} finally {
  await browser.close();
}
