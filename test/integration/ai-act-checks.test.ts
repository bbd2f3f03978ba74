/**
 * `act` steps that also say what must then hold ("Add 2 bikes and check the extras come to £16", "After typing ... the
 * counter says ..."), through the real engine in Chromium with the rules planner: the actions, then the claim checked
 * as an assert step's is; the step passes only when both do.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/** Bikes at £8 each, added with a stepper; a message box with a character counter. */
const EXTRAS_PAGE = `<!doctype html><title>Extras</title>
<h1>Vehicle extras</h1>
<div role="group" aria-label="Bikes"><button id="less" aria-label="Decrease">−</button>
<span id="bikes" role="status">0</span><button id="more" aria-label="Increase">+</button></div>
<p>Vehicle extras: <span id="total">£0</span></p>
<label for="msg">Message</label><textarea id="msg" maxlength="280"></textarea>
<p id="left" aria-live="polite">280 characters left</p>
<script>
var n = 0, bikes = document.getElementById('bikes'), total = document.getElementById('total');
function show() { bikes.textContent = String(n); total.textContent = '£' + n * 8; }
document.getElementById('more').onclick = function () { n++; show(); };
document.getElementById('less').onclick = function () { if (n > 0) n--; show(); };
var msg = document.getElementById('msg');
msg.oninput = function () { document.getElementById('left').textContent = (280 - msg.value.length) + ' characters left'; };
</script>`;

let browser: Browser;
let server: FixtureServer;
const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  server = await startFixtureServer({ '/extras': EXTRAS_PAGE });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const run = (steps: ReturnType<typeof aiStep>[]) =>
  runInBrowser(browser, aiSnapshot(server.url('/extras'), steps), agent);
const results = (r: Awaited<ReturnType<typeof run>>) => JSON.stringify(r.results.map((s) => s.result));

describe('an act step that says what must then hold', () => {
  it('passes when its actions are done and the claim holds', async () => {
    // Act
    const r = await run([aiStep('act', 'Add 2 bikes and check the vehicle extras come to £16')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
    expect(r.results[0]?.result).toMatch(/Clicked button "Increase".*Then: /);
  });

  it('fails when the claim does not hold after its actions, saying what the page shows', async () => {
    // Act
    const r = await run([aiStep('act', 'Add 1 bike and check the vehicle extras come to £16')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('failed');
    expect(r.results[0]?.result).toMatch(/Then: .*£8/);
  });

  it('reads "After typing ..., the counter says ..." as the typing, then the claim', async () => {
    // Act
    const pass = await run([
      aiStep('act', 'After typing "Congrats!" in the message, the counter says 271 characters left'),
    ]);
    const fail = await run([
      aiStep('act', 'After typing "Congrats!" in the message, the counter says 270 characters left'),
    ]);

    // Assess
    expect(pass.outcome.status, results(pass)).toBe('passed');
    expect(fail.outcome.status, results(fail)).toBe('failed');
    expect(fail.results[0]?.result).toMatch(/^Typed "Congrats!" into textbox "Message"\. Then: /);
  });
});
