/**
 * AI steps and the action cache: a 10-step `act` test (5 fields typed, 5 buttons/checkboxes clicked, in plain
 * English) through `runTest` with the offline rules planner, twice: the first run plans every step and learns it,
 * the second replays every step from the cache without any planner. Compared with the same test written as
 * recorded steps (a click on each field before typing, as a recorder would write it: 15 steps).
 *
 *   npm run bench:ai [rounds=3]
 *
 * Every run has the engine's screenshots and video. One browser is shared by all runs (the launch is not what is
 * measured). The cache is in memory here, with the DynamoDB cache's commit rules: a DynamoDB Get adds a few ms per
 * step locally (one per `act` step).
 *
 * Prints the median of each kind of run, the ratio cached/recorded (target <= 1.3x), and planner time per step.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromiumExecutablePath } from '../lib/local/browser-paths';
import { createAiAgent } from '../runner-image/src/ai/agent';
import { configKeyOf } from '../runner-image/src/ai/cache/key';
import type { Planner } from '../runner-image/src/ai/contract';
import { createRulesPlanner } from '../runner-image/src/ai/rules';
import type { RunInput, RunOutcome, RunSnapshot, SnapshotStep, StepResult } from '../runner-image/src/contract';
import { runTest } from '../runner-image/src/engine';
import { chromium } from '../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../runner-image/src/engine/run-test';
import { createMemoryActionCache } from '../test/support/cache-harness';
import { startFixtureServer } from '../test/support/fixture-server';
import { runSnapshot, snapshotStep } from '../test/support/snapshots';
import { plannerTimes } from './planner-page';
import { fmt, table } from './support';

const rounds = Number(process.argv[2] ?? 3);
const VIEWPORT = { width: 1280, height: 720 };

const FIELDS = ['First name', 'Last name', 'Email', 'City', 'Notes'];
const BUTTONS = ['Subscribe', 'Add guest', 'Remove guest', 'Preview', 'Save'];
const at = (i: number) => ({ x: 20, y: 20 + i * 50 });
const fields = FIELDS.map(
  (label, i) =>
    `<input aria-label="${label}" style="position:absolute;left:${at(i).x}px;top:${at(i).y}px;width:300px;height:30px">`,
).join('\n');
const buttons = BUTTONS.map(
  (label, i) =>
    `<button style="position:absolute;left:${at(i + FIELDS.length).x}px;top:${at(i + FIELDS.length).y}px;width:160px;height:34px"
      onclick="document.getElementById('log').textContent += '${label};'">${label}</button>`,
).join('\n');
const PAGE = `<!doctype html><html><head><title>Guest form</title></head><body style="margin:0">${fields}
${buttons}<p id="log" style="position:absolute;left:400px;top:20px"></p></body></html>`;

const server = await startFixtureServer({ '/form': PAGE });

const VALUES = ['Ada', 'Lovelace', 'ada@example.com', 'London', 'Vegetarian, window seat'];
const ACT_STEPS = [
  ...FIELDS.map((label, i) => `type ${VALUES[i]} into ${label}`),
  ...BUTTONS.map((label) => `click ${label}`),
];

function step(n: number, type: SnapshotStep['type'], action: string): SnapshotStep {
  return snapshotStep(type, action, { id: n, step_number: n, assert_images_count: 0 });
}

const recorded: SnapshotStep[] = [
  ...FIELDS.flatMap((_, i) => [step(0, 'left_click', `${at(i).x + 100},${at(i).y + 15}`), step(0, 'type', VALUES[i]!)]),
  ...BUTTONS.map((_, i) => step(0, 'left_click', `${at(i + FIELDS.length).x + 80},${at(i + FIELDS.length).y + 17}`)),
].map((s, i) => ({ ...s, id: i + 1, step_number: i + 1 }));
const acts = ACT_STEPS.map((action, i) => step(i + 1, 'act', action));

function snapshot(steps: SnapshotStep[]): RunSnapshot {
  return runSnapshot({
    title: 'bench',
    starting_url: server.url('/form'),
    viewport_width: VIEWPORT.width,
    viewport_height: VIEWPORT.height,
    steps,
  });
}

const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });

/** Counts planner calls and their time. */
function timed(planner: Planner) {
  const stats = { calls: 0, ms: 0 };
  const wrapped: Planner = {
    name: planner.name,
    act: async (...args) => {
      const started = performance.now();
      try {
        return await planner.act(...args);
      } finally {
        stats.calls++;
        stats.ms += performance.now() - started;
      }
    },
    assert: (...args) => planner.assert(...args),
  };
  return { planner: wrapped, stats };
}

async function execute(snap: RunSnapshot, agent?: ReturnType<typeof createAiAgent>) {
  const results: StepResult[] = [];
  const input: RunInput = {
    companyId: 1,
    testRunId: 1,
    snapshot: snap,
    chain: [1],
    sink: {
      attemptStarted: async () => undefined,
      stepFinished: async (_a, r) => void results.push(r),
      attemptFinished: async () => undefined,
    },
    artifacts: { put: async (name) => `bench/${name}` },
    subRuns: { run: async () => ({ status: 'failed', testRunId: null, reason: 'none' }) },
    deadline: Date.now() + 120_000,
  };
  const started = performance.now();
  const outcome: RunOutcome = await runTest(input, { browser, ...(agent ? { agent } : {}) });
  const ms = performance.now() - started;
  if (outcome.status !== 'passed') {
    const failed = results.find((r) => !r.is_successful);
    throw new Error(`bench run failed at "${failed?.task}": ${failed?.result}`);
  }
  return { ms, results };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const recordedMs: number[] = [];
const planMs: number[] = [];
const cachedMs: number[] = [];
const plannerPerStep: number[] = [];
// Warm-up (module loading, first page of the browser) outside the figures.
await execute(snapshot(recorded));
for (let round = 0; round < rounds; round++) {
  recordedMs.push((await execute(snapshot(recorded))).ms);
  const cache = createMemoryActionCache();
  const { planner, stats } = timed(createRulesPlanner());
  const configKey = configKeyOf(snapshot(acts));
  const first = await execute(snapshot(acts), createAiAgent({ planner, cache, configKey }));
  await cache.commit({ passed: true, persistSelfHealed: true });
  planMs.push(first.ms);
  plannerPerStep.push(stats.ms / Math.max(1, stats.calls));
  const callsBefore = stats.calls;
  const second = await execute(snapshot(acts), createAiAgent({ planner, cache, configKey }));
  cachedMs.push(second.ms);
  const statuses = second.results.map((r) => r.cache);
  if (stats.calls !== callsBefore || statuses.some((s) => s !== 'hit')) {
    throw new Error(
      `the cached run was not all hits: ${JSON.stringify(statuses)} (planner calls ${stats.calls - callsBefore})`,
    );
  }
}
await browser.close();
await server.close();

const rec = median(recordedMs);
const cached = median(cachedMs);
const planned = median(planMs);
console.log(
  `\nAI bench: ${ACT_STEPS.length} act steps vs ${recorded.length} recorded steps, ${rounds} rounds, ` +
    `${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}\n`,
);
console.log(
  table([
    ['run', 'median ms', 'per step ms', 'all ms'],
    ['recorded steps', fmt(rec, 0), fmt(rec / recorded.length), recordedMs.map((x) => fmt(x, 0)).join(' ')],
    [
      'act, 1st run (rules planner, learns)',
      fmt(planned, 0),
      fmt(planned / ACT_STEPS.length),
      planMs.map((x) => fmt(x, 0)).join(' '),
    ],
    [
      'act, 2nd run (replayed from cache)',
      fmt(cached, 0),
      fmt(cached / ACT_STEPS.length),
      cachedMs.map((x) => fmt(x, 0)).join(' '),
    ],
  ]),
);
// Load on a shared machine drifts between rounds: the ratio of each round's own pair is the steadier figure.
const paired = cachedMs.map((c, i) => c / recordedMs[i]!);
const ratio = median(paired);
console.log(
  `\ncached / recorded: ${fmt(ratio, 2)}x median of per-round ratios [${paired.map((r) => fmt(r, 2)).join(' ')}]` +
    ` (ratio of medians ${fmt(cached / rec, 2)}x; target <= 1.3x) ${ratio <= 1.3 ? 'OK' : 'OVER TARGET'}`,
);
console.log(`planner time per step (rules): ${fmt(median(plannerPerStep), 2)} ms`);
console.log(
  `observe + plan per step (1st run - cached run, per step): ${fmt((planned - cached) / ACT_STEPS.length, 1)} ms`,
);
console.log(`first (planning) run / cached run: ${fmt(planned / cached, 2)}x`);

// The planner alone on a page of 300+ elements (target: p50 under 2 ms per step).
const large = await plannerTimes();
const sorted = [...large.times].sort((a, b) => a - b);
const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
console.log(
  `rules planner on a page of ${large.elements} elements: p50 ${fmt(p50, 2)} ms, p95 ${fmt(p95, 2)} ms per step ` +
    `(${large.times.length} steps; target p50 < 2 ms) ${p50 < 2 ? 'OK' : 'OVER TARGET'}`,
);
if (large.failed.length > 0)
  console.log(`  steps not decided as expected on that page:\n    ${large.failed.join('\n    ')}`);
