/**
 * `act` steps whose verdict depends on what the page does, through the real engine in Chromium with the rules
 * planner: a target that appears once the page has loaded, a slider value outside its range, going back with no
 * page to go back to.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/** A page that says it loads, then shows its buttons after `ms`. */
const LATE_PAGE = (ms: number) => `<!doctype html><title>Orders</title>
<p id="loading" role="status">Loading orders…</p><div id="list"></div><p id="done"></p>
<script>
  setTimeout(function () {
    document.getElementById('loading').hidden = true;
    document.getElementById('list').innerHTML = '<button onclick="document.getElementById(\\'done\\').textContent = \\'Exported\\'">Export orders</button>';
  }, ${ms});
</script>`;

const SLIDER_PAGE = `<!doctype html><title>Quote</title>
<label for="excess">Voluntary excess</label><input type="range" id="excess" min="0" max="1000" step="250" value="250">`;

let server: FixtureServer;
let browser: Browser;
const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  server = await startFixtureServer({ '/late': LATE_PAGE(1500), '/slider': SLIDER_PAGE });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const run = (path: string, steps: ReturnType<typeof aiStep>[]) =>
  runInBrowser(browser, aiSnapshot(server.url(path), steps), agent);

describe('act steps on a page at work', () => {
  it('waits for a target that appears once the page has loaded', async () => {
    // Act
    const { outcome, results } = await run('/late', [
      aiStep('act', 'Click Export orders'),
      aiStep('assert', `js:document.getElementById('done').textContent === 'Exported'`),
    ]);

    // Assess
    expect(outcome.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
  });

  it('still fails a target that is not there once the page is done', async () => {
    // Act
    const { outcome, results } = await run('/late', [aiStep('act', 'Click Import orders')]);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toMatch(/Import orders/);
  });
});

describe('slider values', () => {
  it('sets a value in range', async () => {
    const { outcome, results } = await run('/slider', [
      aiStep('act', 'Set the voluntary excess to 500'),
      aiStep('assert', `js:document.getElementById('excess').value === '500'`),
    ]);
    expect(outcome.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
  });

  it('fails a value outside the range, before setting anything', async () => {
    // Act
    const { outcome, results } = await run('/slider', [aiStep('act', 'Set the voluntary excess to 2000')]);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toContain("2000 is outside the slider's range (0 to 1000)");
  });
});

describe('going back', () => {
  it('fails when the run started on this page and there is nothing to go back to', async () => {
    // Act
    const { outcome, results } = await run('/slider', [aiStep('act', 'Go back')]);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toContain('there is no previous page to go back to');
  });
});
