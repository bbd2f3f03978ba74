/**
 * Runner engine overhead: a 20-step recorded test (10 clicks + 10 typings on a local page) through `runTest`
 * (screenshots after every action and before clicks/typing, video, results to an in-memory sink) against the same
 * 20 actions as a plain playwright-core script (launch, context, page, actions, close; no screenshots or video).
 *
 *   npx tsx bench/runner-engine.ts [rounds=3]
 *
 * Prints the median of each, their ratio (target <= 1.5x), the time from start to the first action (the page
 * beacons its first mousedown to the server), and the runner's peak RSS (Node only: Chromium runs in its own
 * processes).
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromiumExecutablePath } from '../lib/local/browser-paths';
import type { RunInput, RunSnapshot, SnapshotStep } from '../runner-image/src/contract';
import { runTest } from '../runner-image/src/engine';
import { chromium } from '../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS, DEFAULT_TYPING_SPEED_MS } from '../runner-image/src/engine/run-test';
import { startFixtureServer } from '../test/support/fixture-server';
import { runSnapshot, snapshotStep } from '../test/support/snapshots';

const rounds = Number(process.argv[2] ?? 3);
const FIELDS = 10;
const VIEWPORT = { width: 1280, height: 720 };

const inputs = Array.from(
  { length: FIELDS },
  (_, i) => `<input id="f${i}" style="position:absolute;left:20px;top:${20 + i * 50}px;width:300px;height:30px">`,
).join('\n');
const PAGE = `<!doctype html><html><body style="margin:0">${inputs}
<script>document.addEventListener('mousedown', () => navigator.sendBeacon('/first'), { once: true });</script>
</body></html>`;

let firstActionAt = 0;
const server = await startFixtureServer({
  '/page': PAGE,
  '/first': () => {
    firstActionAt = Date.now();
    return { status: 204 };
  },
});

const actions = Array.from({ length: FIELDS }, (_, i) => [
  { kind: 'click' as const, x: 100, y: 35 + i * 50 },
  { kind: 'type' as const, text: `value number ${i}` },
]).flat();

function recordedStep(n: number, action: (typeof actions)[number]): SnapshotStep {
  return action.kind === 'click'
    ? snapshotStep('left_click', `${action.x},${action.y}`, { id: n, step_number: n })
    : snapshotStep('type', action.text, { id: n, step_number: n });
}

const snapshot: RunSnapshot = runSnapshot({
  title: 'bench',
  starting_url: server.url('/page'),
  viewport_width: VIEWPORT.width,
  viewport_height: VIEWPORT.height,
  persist_self_healed: false,
  steps: actions.map((a, i) => recordedStep(i + 1, a)),
});

const executablePath = chromiumExecutablePath();
let peakRss = 0;
let artifactBytes = 0;

async function engineRun(): Promise<{ total: number; toFirst: number }> {
  const start = Date.now();
  firstActionAt = 0;
  const input: RunInput = {
    companyId: 1,
    testRunId: 1,
    snapshot,
    chain: [1],
    sink: { attemptStarted: async () => {}, stepFinished: async () => {}, attemptFinished: async () => {} },
    artifacts: {
      put: async (name, body) => {
        artifactBytes += body.length;
        return `bench/${name}`;
      },
    },
    subRuns: { run: async () => ({ status: 'failed', testRunId: null, reason: 'not in the bench' }) },
    deadline: Date.now() + 120_000,
  };
  const outcome = await runTest(input, { chromiumPath: executablePath });
  if (outcome.status !== 'passed')
    throw new Error(`engine run failed: ${JSON.stringify(outcome.attempts[0]?.results)}`);
  return { total: Date.now() - start, toFirst: firstActionAt - start };
}

async function plainRun(): Promise<{ total: number; toFirst: number }> {
  const start = Date.now();
  firstActionAt = 0;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(server.url('/page'));
  for (const action of actions) {
    if (action.kind === 'click') await page.mouse.click(action.x, action.y);
    else await page.keyboard.type(action.text, { delay: DEFAULT_TYPING_SPEED_MS });
  }
  await context.close();
  await browser.close();
  return { total: Date.now() - start, toFirst: firstActionAt - start };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

// Warm-up (disk caches, JIT) for both, not counted.
await plainRun();
await engineRun();

const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const engine: Array<{ total: number; toFirst: number }> = [];
const plain: Array<{ total: number; toFirst: number }> = [];
for (let i = 0; i < rounds; i++) {
  plain.push(await plainRun());
  artifactBytes = 0;
  engine.push(await engineRun());
}
clearInterval(sampler);
await server.close();

const e = median(engine.map((r) => r.total));
const p = median(plain.map((r) => r.total));
const ratio = e / p;
const pad = (label: string) => label.padEnd(44);
console.log(
  `Runner engine bench: 20 recorded steps (10 clicks, 10 typings of ~15 chars at ${DEFAULT_TYPING_SPEED_MS} ms/char), median of ${rounds}`,
);
console.log(`${pad('plain playwright-core script')}${p} ms   (runs: ${plain.map((r) => r.total).join(', ')})`);
console.log(
  `${pad('runTest (screenshots + video + results)')}${e} ms   (runs: ${engine.map((r) => r.total).join(', ')})`,
);
console.log(
  `${pad('ratio engine / plain (target <= 1.5x)')}${ratio.toFixed(2)}x ${ratio <= 1.5 ? 'OK' : 'OVER TARGET'}`,
);
const best = Math.min(...engine.map((r) => r.total)) / Math.min(...plain.map((r) => r.total));
console.log(`${pad('ratio of best runs (less noise when shared)')}${best.toFixed(2)}x`);
console.log(`${pad('start -> first action, plain')}${median(plain.map((r) => r.toFirst))} ms`);
console.log(`${pad('start -> first action, runTest')}${median(engine.map((r) => r.toFirst))} ms`);
console.log(`${pad('runner peak RSS (Node only, no Chromium)')}${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
console.log(`${pad('artifacts written per engine run')}${(artifactBytes / 1024).toFixed(0)} KiB`);
console.log(`${pad('load average (1 min) at the end, cores')}${loadavg()[0]?.toFixed(2)}, ${availableParallelism()}`);
