/**
 * Recorded steps wait for what they started (scrolls, navigations) before the step's screenshot and the next step,
 * so a verdict does not depend on how busy the machine is. Each case runs while two busy processes take the CPU,
 * which makes the races likely; the assertions compare page state recorded by the page itself (where the page was
 * scrolled when a click landed, which document a step saw), never timings.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import type {
  ArtifactStore,
  ResultSink,
  RunSnapshot,
  SnapshotStep,
  StepResult,
  SubRunTrigger,
} from '../../runner-image/src/contract';
import { type Agent, runTest } from '../../runner-image/src/engine';
import { launchBrowser } from '../../runner-image/src/engine/run-test';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { runSnapshot, snapshotStep } from '../support/snapshots';

/** 30 full-width buttons of 100 px; every click records where the page was scrolled when it landed. */
const LIST = (style: string) => `<!doctype html><html><head><style>${style}
body{margin:0} button{display:block;width:100%;height:100px;margin:0}</style></head><body>
<a id="jump" href="#b20" style="position:fixed;right:0;top:0;width:100px;height:40px;z-index:1;background:#fee">jump</a>
<span id="into" onclick="document.getElementById('b20').scrollIntoView({ behavior: 'smooth' })"
  style="position:fixed;right:0;top:50px;width:100px;height:40px;z-index:1;background:#efe">into view</span>
${Array.from({ length: 30 }, (_, i) => `<button id="b${i}">b${i}</button>`).join('\n')}
<script>
window.rec = { clicks: [] };
document.addEventListener('click', (e) => {
  if (e.target.id === 'jump' || e.target.id === 'into') return;
  rec.clicks.push({ id: e.target.id, scrollY: Math.round(scrollY) });
});
</script></body></html>`;

/** A list that grows while it is scrolled: a scroll listener adds a row each time, and renders a counter. */
const GROWING = `<!doctype html><html><head><style>body{margin:0} div.row{height:100px;border-bottom:1px solid #ccc}</style>
</head><body><div id="rows"></div><script>
const rows = document.getElementById('rows');
for (let i = 0; i < 20; i++) rows.insertAdjacentHTML('beforeend', '<div class="row">row ' + i + '</div>');
window.rec = { clicks: [] };
addEventListener('scroll', () => { rows.insertAdjacentHTML('beforeend', '<div class="row">more</div>'); });
document.addEventListener('click', (e) => rec.clicks.push({ text: e.target.textContent, scrollY: Math.round(scrollY) }));
</script></body></html>`;

/**
 * A page that renders slowly (every frame takes about 100 ms of script) and scrolls itself, one frame at a time, over
 * 50 frames once its button is clicked: longer than the action timeout the case runs with.
 */
const SLOW_FRAMES = `<!doctype html><html><head><style>body{margin:0} div.row{height:100px}</style></head><body>
<button id="go" style="position:fixed;right:0;top:0;width:100px;height:40px;z-index:1">go</button>
${Array.from({ length: 60 }, (_, i) => `<div class="row" id="r${i}">row ${i}</div>`).join('\n')}
<script>
window.rec = { clicks: [] };
const busy = () => { const end = performance.now() + 100; while (performance.now() < end) {} };
let left = 0;
const step = () => { busy(); if (left-- > 0) { scrollBy(0, 50); requestAnimationFrame(step); } };
document.getElementById('go').addEventListener('click', (e) => { e.stopPropagation(); left = 50; requestAnimationFrame(step); });
document.addEventListener('click', (e) => rec.clicks.push({ id: e.target.id, scrollY: Math.round(scrollY) }));
</script></body></html>`;

const FORM = `<!doctype html><title>form</title><form action="/landed" method="get">
<input id="q" name="q" style="position:absolute;left:10px;top:10px;width:300px;height:30px"></form>
<a id="go" href="/landed?via=link" style="position:absolute;left:10px;top:100px;width:200px;height:30px">go</a>`;

let server: FixtureServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const busy: ChildProcess[] = [];

beforeAll(async () => {
  server = await startFixtureServer({
    '/list': LIST(''),
    '/smooth': LIST('html{scroll-behavior:smooth}'),
    '/growing': GROWING,
    '/slow-frames': SLOW_FRAMES,
    '/form': FORM,
    // Slow enough that a step that does not wait for the navigation sees the old page.
    '/landed': (req) => ({ body: `<!doctype html><title>landed</title><p id="q">${req.url.search}</p>`, delayMs: 300 }),
  });
  browser = await launchBrowser(chromiumExecutablePath());
  // Two busy processes on a 2-core machine: frames, input and scripts all come late, as in a loaded runner.
  for (let i = 0; i < 2; i++) busy.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
});

afterAll(async () => {
  for (const child of busy) child.kill('SIGKILL');
  await browser?.close();
  await server?.close();
});

/** `assert` steps are JavaScript expressions evaluated in the page. */
const evalAgent: Agent = {
  async act() {
    return { success: false, reason: 'no act here', actions: [] };
  },
  async assert(page, instruction) {
    const value = await page.evaluate(`(${instruction})`);
    const state = await page.evaluate('JSON.stringify({ url: location.href, y: scrollY, rec: window.rec ?? null })');
    return { success: value === true, reason: `${instruction} -> ${JSON.stringify(value)} ${state}`, actions: [] };
  },
};

async function run(
  path: string,
  steps: Array<[string, string]>,
  options: { actionTimeoutMs?: number } = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const sink: ResultSink = {
    attemptStarted: async () => {},
    stepFinished: async (_attempt, result) => void results.push(result),
    attemptFinished: async () => {},
  };
  const artifacts: ArtifactStore = { put: async (name) => name };
  const subRuns: SubRunTrigger = { run: async () => ({ status: 'failed', testRunId: null, reason: 'none' }) };
  const snapshot: RunSnapshot = runSnapshot({
    starting_url: server.url(path),
    viewport_width: 800,
    viewport_height: 600,
    steps: steps.map(([type, action], i) => snapshotStep(type as SnapshotStep['type'], action, { step_number: i + 1 })),
  });
  await runTest(
    {
      companyId: 1,
      testRunId: 1,
      snapshot,
      deadline: Date.now() + 120_000,
      sink,
      artifacts,
      subRuns,
      chain: [],
    },
    { browser, agent: evalAgent, ...options },
  );
  return results;
}

function verdicts(results: StepResult[]): string {
  return results.map((r) => `${r.step_number}:${r.is_successful ? 'ok' : `FAILED ${r.result}`}`).join('\n');
}

/** The click landed where the page came to rest: its scroll offset then is the one the page kept. */
const CLICK_AT_REST = 'rec.clicks.length === 1 && rec.clicks[0].scrollY === Math.round(scrollY) && scrollY > 0';

describe('recorded steps wait for what they started, under CPU load', () => {
  const ROUNDS = 3;

  it('Page_Down twice, then a click at coordinates, hits what the page shows at rest', {
    timeout: 90_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await run('/list', [
        ['key', 'Page_Down'],
        ['key', 'Page_Down'],
        ['left_click', '400,300'],
        ['assert', CLICK_AT_REST],
        // Two pages down from the top: the same element every time.
        ['assert', `rec.clicks[0].id === document.elementFromPoint(400, 300).id && rec.clicks[0].id !== 'b3'`],
      ]);
      expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok\n5:ok');
    }
  });

  it('a click on an anchor of a smooth-scrolling page waits for the scroll to end', { timeout: 90_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await run('/smooth', [
        ['left_click', '750,20'],
        ['left_click', '400,300'],
        ['assert', CLICK_AT_REST],
        ['assert', "rec.clicks[0].id === 'b23'"],
      ]);
      expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok');
    }
  });

  it('a click whose handler scrolls an element into view smoothly waits for the scroll to end', {
    timeout: 90_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await run('/list', [
        ['left_click', '750,70'],
        ['left_click', '400,300'],
        ['assert', CLICK_AT_REST],
        ['assert', "rec.clicks[0].id === 'b23'"],
      ]);
      expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok');
    }
  });

  it('a page that renders slowly is waited for as long as it keeps rendering, beyond the action timeout', {
    timeout: 90_000,
  }, async () => {
    const results = await run(
      '/slow-frames',
      [
        ['left_click', '750,20'],
        ['left_click', '400,50'],
        ['assert', 'rec.clicks.length === 1 && rec.clicks[0].scrollY === 2500 && Math.round(scrollY) === 2500'],
        ['assert', "rec.clicks[0].id === 'r25'"],
      ],
      // Under the 5 s (more under load) the page's scroll takes.
      { actionTimeoutMs: 3_000 },
    );
    expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok');
  });

  it('wheel scrolls on a page that grows while it scrolls', { timeout: 90_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await run('/growing', [
        ['scroll', 'down 3'],
        ['scroll', 'down 3'],
        ['left_click', '400,50'],
        ['assert', CLICK_AT_REST],
        ['assert', "scrollY === 600 && rec.clicks[0].text === 'row 6'"],
      ]);
      expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok\n5:ok');
    }
  });

  it('Enter that submits a form and a click on a link wait for the new page', { timeout: 90_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const results = await run('/form', [
        ['left_click', '100,25'],
        ['type', 'hello'],
        ['key', 'Return'],
        ['assert', "document.title === 'landed' && document.getElementById('q').textContent === '?q=hello'"],
      ]);
      expect(verdicts(results)).toBe('1:ok\n2:ok\n3:ok\n4:ok');
      const viaLink = await run('/form', [
        ['left_click', '50,115'],
        ['assert', "document.title === 'landed' && location.search === '?via=link'"],
      ]);
      expect(verdicts(viaLink)).toBe('1:ok\n2:ok');
    }
  });
});
