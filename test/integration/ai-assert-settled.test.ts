/**
 * `assert` steps on pages still at work: a check that holds only on a state the page is passing through (a list
 * still filling up) must not pass, however the machine's speed places the check; one that holds and keeps holding
 * passes, also on a page that never stops changing something else.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import type { Planner } from '../../runner-image/src/ai/contract';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

const ORDERS_PAGE = `<!doctype html><title>Orders</title>
<h1>Orders</h1>
<ul id="orders"><li>Order 1001</li><li>Order 1002</li><li>Order 1003</li></ul>
<p>Updated <span id="clock">0</span></p>
<script>
  function more() {
    document.getElementById('orders').insertAdjacentHTML('beforeend', '<li>Order 1004</li><li>Order 1005</li>');
  }
  if (location.search.includes('ticking')) {
    var n = 0;
    setInterval(function () { document.getElementById('clock').textContent = String(++n); }, 200);
  }
</script>`;

/** A repair whose status moves on by a timer, while the page is otherwise quiet. */
const JOB_PAGE = `<!doctype html><title>Your repair</title>
<h1>Your repair</h1>
<p>Status: <strong id="status">Inspection in progress</strong></p>
<script>
  function later() { setTimeout(function () { document.getElementById('status').textContent = 'Awaiting your approval'; }, 1500); }
</script>`;

/** A booking that says "Confirming your booking…" until its timer (started by `later()`) shows the confirmation. */
const BOOKING_PAGE = `<!doctype html><title>Booking</title>
<h1>Table for two</h1>
<p role="status" id="confirming">Confirming your booking…</p>
<div id="done" hidden><h2>You're booked!</h2></div>
<script>
  function later() { setTimeout(function () { document.getElementById('confirming').hidden = true; document.getElementById('done').hidden = false; }, 1500); }
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({ '/orders': ORDERS_PAGE, '/job': JOB_PAGE, '/booking': BOOKING_PAGE });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The rules planner, except that right after its first check the rest of the list arrives: the first look saw a
 * state the page was passing through, deterministically (as a busy machine's timing may place a check).
 */
function arrivingPlanner(page: () => Page | undefined): Planner & { asserts: number } {
  const rules = createRulesPlanner();
  const planner = {
    name: 'rules' as const,
    asserts: 0,
    act: rules.act,
    async assert(...args: Parameters<Planner['assert']>) {
      const verdict = await rules.assert(...args);
      planner.asserts++;
      if (planner.asserts === 1) await page()?.evaluate('more()');
      return verdict;
    },
  };
  return planner;
}

/** The rules planner, except that its first check starts the page's timer: the status moves on 1.5 s later. */
function laterPlanner(page: () => Page | undefined): Planner {
  const rules = createRulesPlanner();
  let asserts = 0;
  return {
    name: 'rules',
    act: rules.act,
    async assert(...args: Parameters<Planner['assert']>) {
      const verdict = await rules.assert(...args);
      if (++asserts === 1) await page()?.evaluate('later()');
      return verdict;
    },
  };
}

async function check(claim: string, path: string, arriving: boolean | 'later') {
  let current: Page | undefined;
  const planner =
    arriving === 'later'
      ? laterPlanner(() => current)
      : arriving
        ? arrivingPlanner(() => current)
        : createRulesPlanner();
  const agent = createAiAgent({ planner, configKey: 'browser:1280x800' });
  const capturing = withJsSteps({
    act: (page, instruction, ctx) => agent.act(page, instruction, ctx),
    assert: (page, instruction, ctx) => {
      current = page;
      return agent.assert(page, instruction, ctx);
    },
  });
  const run = await runInBrowser(browser, aiSnapshot(server.url(path), [aiStep('assert', claim)]), capturing);
  return run.results[0]!;
}

describe('a check on a page still at work', () => {
  it('does not pass on a state the page was only passing through', async () => {
    // Act
    const result = await check('3 orders are listed', '/orders', true);
    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });

  it('passes what holds once the page is done', async () => {
    // Act
    const result = await check('5 orders are listed', '/orders', true);
    // Assess
    expect(result.is_successful, result.result).toBe(true);
  });

  it('passes what holds and keeps holding on a page that never stops changing something else', async () => {
    // Act
    const result = await check('3 orders are listed', '/orders?ticking', false);
    // Assess
    expect(result.is_successful, result.result).toBe(true);
  });

  it('fails what does not hold on a page that never stops changing something else', async () => {
    // Act
    const result = await check('4 orders are listed', '/orders?ticking', false);
    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });
});

describe('a check the step says to wait for', () => {
  it('is looked at again until it holds, also while the page is quiet', async () => {
    // Act
    const result = await check('Wait until the status says "Awaiting your approval"', '/job', 'later');
    // Assess
    expect(result.is_successful, result.result).toBe(true);
  });

  it('is waited for when the step says it holds "eventually"', async () => {
    // Act
    const result = await check('Eventually the status says "Awaiting your approval"', '/job', 'later');
    // Assess
    expect(result.is_successful, result.result).toBe(true);
  });

  it('is not waited for when the step does not say to wait', async () => {
    // Act
    const result = await check('The status says "Awaiting your approval"', '/job', 'later');
    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });
});

describe('a page that says it is at work', () => {
  it('is waited for however long ago it last changed ("Confirming your booking…")', async () => {
    // Arrange: the page has been quiet for more than a second when the check starts, as on a busy machine.
    let current: Page | undefined;
    const agent = createAiAgent({ planner: laterPlanner(() => current), configKey: 'browser:1280x800' });
    const capturing = withJsSteps({
      act: (page, instruction, ctx) => agent.act(page, instruction, ctx),
      assert: (page, instruction, ctx) => {
        current = page;
        return agent.assert(page, instruction, ctx);
      },
    });

    // Act
    const run = await runInBrowser(
      browser,
      aiSnapshot(server.url('/booking'), [
        aiStep('act', 'js:new Promise((r) => setTimeout(r, 1200))'),
        aiStep('assert', 'I should see "You\'re booked!"'),
      ]),
      capturing,
    );

    // Assess
    const step = run.results[1];
    expect(step?.is_successful, step?.result).toBe(true);
  });
});
