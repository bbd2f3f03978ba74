/**
 * `act` steps on pages that re-render between the planner's observation and the action (a list rendered again when
 * its data arrives, a framework swapping nodes): the observed element is gone, so the part is planned again on the
 * page as it is, a bounded number of times, instead of waiting the action's whole timeout for an element that cannot
 * come back. With and without the action cache (two code paths of the agent).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { MAX_REPLANS } from '../../runner-image/src/ai/cache';
import type { Planner } from '../../runner-image/src/ai/contract';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { createMemoryActionCache } from '../support/cache-harness';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

const TRAINS_PAGE = `<!doctype html><title>Trains</title>
<ul id="trains"></ul>
<p id="opened"></p>
<script>
  var opened = [];
  function rerender() {
    document.getElementById('trains').innerHTML = ['07:00', '07:30', '08:00'].map(function (t) {
      return '<li data-train="' + t + '">' + t + ' to York <button class="details">Details for ' + t + '</button></li>';
    }).join('');
  }
  rerender();
  document.getElementById('trains').addEventListener('click', function (e) {
    if (!e.target.closest('.details')) return;
    opened.push(e.target.closest('li').dataset.train);
    document.getElementById('opened').textContent = 'Opened ' + opened.join(', ');
  });
</script>`;

/**
 * The same list, rendered again the first time the pointer comes over a Details button (a hover card that re-renders
 * its list): the element is replaced while the click is under way, after the mouse reached it and before the press.
 */
const HOVER_TRAINS_PAGE = TRAINS_PAGE.replace(
  '</script>',
  `var hovered = false;
  document.getElementById('trains').addEventListener('mouseover', function (e) {
    if (!hovered && e.target.closest('.details')) { hovered = true; rerender(); }
  });
</script>`,
);

/**
 * A list whose Remove buttons take their row away as soon as they are pressed, then keep the page busy a while: the
 * press has reached the element before it left, so the click is done (once), not given up and planned again.
 */
const REMOVING_PAGE = `<!doctype html><title>Trains</title>
<ul id="trains"><li>07:00 <button>Remove 07:00</button></li><li>07:30 <button>Remove 07:30</button></li></ul>
<script>
  var removed = [];
  document.getElementById('trains').addEventListener('mousedown', function (e) {
    var li = e.target.closest('li');
    if (!li) return;
    removed.push(li.firstChild.textContent.trim());
    li.remove();
    for (var until = Date.now() + 400; Date.now() < until;) {}
  });
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({
    '/trains': TRAINS_PAGE,
    '/hover-trains': HOVER_TRAINS_PAGE,
    '/removing': REMOVING_PAGE,
    '/replay-trains': REPLAY_TRAINS_PAGE,
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The rules planner, except that the page's list is rendered again right after each of its first `times` plans:
 * the element it planned on is replaced before the agent acts, every time, deterministically.
 */
function rerenderingPlanner(page: () => Page | undefined, times: number): Planner & { calls: number } {
  const rules = createRulesPlanner();
  const planner = {
    name: 'rules' as const,
    calls: 0,
    async act(...args: Parameters<Planner['act']>) {
      const plan = await rules.act(...args);
      planner.calls++;
      if (planner.calls <= times) await page()?.evaluate('rerender()');
      return plan;
    },
    assert: rules.assert,
  };
  return planner;
}

/** Runs "click Details for 07:30" with the planner, capturing the page so the planner can re-render it. */
async function clickDetails(times: number, cached: boolean) {
  let current: Page | undefined;
  const planner = rerenderingPlanner(() => current, times);
  const agent = createAiAgent({
    planner,
    configKey: 'browser:1280x800',
    ...(cached ? { cache: createMemoryActionCache() } : {}),
  });
  const capturing = withJsSteps({
    act: (page, instruction, ctx) => {
      current = page;
      return agent.act(page, instruction, ctx);
    },
    assert: (page, instruction, ctx) => agent.assert(page, instruction, ctx),
  });
  const snapshot = aiSnapshot(server.url('/trains'), [
    aiStep('act', 'Click Details for 07:30'),
    // Only the 07:30 train's details were opened, once.
    aiStep('assert', `js:JSON.stringify(opened) === '["07:30"]'`),
  ]);
  const run = await runInBrowser(browser, snapshot, capturing);
  return { ...run, planner };
}

describe.each([
  ['without the action cache', false],
  ['with the action cache', true],
])('a target replaced before the action, %s', (_name, cached) => {
  it('plans the step again on the page as it is and acts on the element meant', async () => {
    // Act
    const run = await clickDetails(1, cached);

    // Assess
    const main = run.results[0]!;
    expect(main.is_successful, main.result).toBe(true);
    expect(run.planner.calls).toBe(2);
    expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(true);
  });

  it('fails saying so when the page replaces it every time, having clicked nothing', async () => {
    // Act
    const run = await clickDetails(Number.POSITIVE_INFINITY, cached);

    // Assess
    const main = run.results[0]!;
    expect(main.is_successful).toBe(false);
    expect(main.result).toContain(
      `The page replaced button "Details for 07:30" each time before it could be acted on (planned ${MAX_REPLANS + 1} times).`,
    );
    expect(run.planner.calls).toBe(MAX_REPLANS + 1);
    expect(main.actions.filter((a) => a.type === 'click')).toEqual([]);
  });
});

describe('a target replaced while the action is under way', () => {
  it.each([
    ['without the action cache', false],
    ['with the action cache', true],
  ])(
    'plans the step again instead of waiting for the element that is gone, %s',
    async (_name, cached) => {
      // Arrange: the action's timeout far beyond the test's, so that waiting it out cannot pass.
      const agent = createAiAgent({
        planner: createRulesPlanner(),
        configKey: 'browser:1280x800',
        actionTimeoutMs: 600_000,
        ...(cached ? { cache: createMemoryActionCache() } : {}),
      });
      const snapshot = aiSnapshot(server.url('/hover-trains'), [
        aiStep('act', 'Click Details for 07:30'),
        aiStep('assert', `js:JSON.stringify(opened) === '["07:30"]'`),
      ]);

      // Act
      const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

      // Assess
      const main = run.results[0]!;
      expect(main.is_successful, main.result).toBe(true);
      expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(true);
    },
    60_000,
  );
});

/**
 * The trains list for replays. `?late=1`: the first time the pointer comes over a Details button, the list is rendered
 * again with its buttons disabled for 300 ms (the new button is there, not yet usable). `?gap=1`: the list is emptied
 * and rendered again 300 ms later (for a while nothing is there).
 */
const REPLAY_TRAINS_PAGE = TRAINS_PAGE.replace(
  '</script>',
  `var how = new URLSearchParams(location.search), hovered = false;
  document.getElementById('trains').addEventListener('mouseover', function (e) {
    if (hovered || !e.target.closest('.details')) return;
    hovered = true;
    if (how.get('late')) {
      rerender();
      document.querySelectorAll('.details').forEach(function (b) { b.disabled = true; });
      setTimeout(function () { document.querySelectorAll('.details').forEach(function (b) { b.disabled = false; }); }, 300);
    }
    if (how.get('gap')) {
      document.getElementById('trains').innerHTML = '';
      setTimeout(rerender, 300);
    }
  });
</script>`,
);

describe('a cached step whose target is replaced while it is replayed', () => {
  it.each([
    ['by one found in its place at once, usable a little later', 'late=1'],
    ['after a moment with nothing in its place', 'gap=1'],
  ])('acts on the element that replaced it, %s', async (_name, how) => {
    // Arrange: a first run, on the list as it stays, plans the step and stores it.
    const cache = createMemoryActionCache();
    const runOn = async (query: string) => {
      const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800', cache });
      const snapshot = aiSnapshot(server.url(`/replay-trains?${query}`), [
        aiStep('act', 'Click Details for 07:30'),
        aiStep('assert', `js:JSON.stringify(opened) === '["07:30"]'`),
      ]);
      const run = await runInBrowser(browser, snapshot, withJsSteps(agent));
      await cache.commit({ passed: run.outcome.status === 'passed', persistSelfHealed: true });
      return run;
    };
    const first = await runOn('');
    expect(first.results[0]?.is_successful, first.results[0]?.result).toBe(true);

    // Act
    const second = await runOn(how);

    // Assess
    expect(second.results[0]?.result).toContain('Replayed 1 cached action');
    expect(second.results[0]?.is_successful, second.results[0]?.result).toBe(true);
    expect(second.results[1]?.is_successful, second.results[1]?.result).toBe(true);
  });
});

describe('a target that leaves the page because the action reached it', () => {
  it('is acted on once, the step passing', async () => {
    // Arrange
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const snapshot = aiSnapshot(server.url('/removing'), [
      aiStep('act', 'Click Remove 07:30'),
      aiStep('assert', `js:JSON.stringify(removed) === '["07:30"]'`),
    ]);

    // Act
    const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

    // Assess
    expect(run.results[0]?.is_successful, run.results[0]?.result).toBe(true);
    expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(true);
  });
});
