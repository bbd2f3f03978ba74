/**
 * The action cache end to end on real Chromium: a test of `act` steps runs twice (the second run replays every step
 * from the cache without a planner), survives a renamed or moved button by healing, fails with the "gone" message
 * under `disable_self_healing`, and keeps heals of failing runs out of the cache.
 *
 * The engine runs in-process with a scripted planner and an in-memory cache that applies the same commit rules as the
 * DynamoDB one, so each assertion is about the cache rather than about any planner's English.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { configKeyOf } from '../../runner-image/src/ai/cache/key';
import type {
  ArtifactStore,
  ResultSink,
  RunOutcome,
  RunSnapshot,
  SnapshotStep,
  StepResult,
} from '../../runner-image/src/contract';
import { runTest } from '../../runner-image/src/engine';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { createCachedTestAgent, createMemoryActionCache, createScriptedPlanner } from '../support/cache-harness';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { type ApiClient, type SharedTestStack, sharedTestStack } from '../support/local-stack';
import { runSnapshot, snapshotStep } from '../support/snapshots';

/**
 * Page versions: `v1` as learned; `renamed`: new label and id; `moved`: same label, elsewhere, new id; `replaced`: the
 * button became a link with the same text.
 */
type Version = 'v1' | 'renamed' | 'moved' | 'replaced';
let version: Version = 'v1';

function shop(v: Version): string {
  const add =
    v === 'renamed'
      ? '<button id="add-to-basket" onclick="added()">Add to shopping cart</button>'
      : v === 'moved'
        ? ''
        : v === 'replaced'
          ? '<a href="#" onclick="added();return false">Add to cart</a>'
          : '<button id="add" onclick="added()">Add to cart</button>';
  const footer = v === 'moved' ? '<footer><button id="buy-now" onclick="added()">Add to cart</button></footer>' : '';
  return `<!doctype html><html><head><title>Shop</title></head><body>
<header><a href="/shop">Home</a> <button onclick="void 0">Help</button></header>
<main><h1>Blue mug</h1>
<label>Quantity <input id="qty" aria-label="Quantity"></label>
<label>Note <input id="note" aria-label="Note"></label>
${add}
<p id="status">Cart is empty</p></main>${footer}
<script>function added(){document.getElementById('status').textContent='Added '+document.getElementById('qty').value}</script>
</body></html>`;
}

let server: FixtureServer;
/** One browser for the engine runs of this file, launched by the first; each run gets its own context. */
let browser: Promise<Browser> | undefined;
const sharedBrowser = () =>
  (browser ??= chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] }));

beforeAll(async () => {
  server = await startFixtureServer({ '/shop/mug': () => shop(version) });
});

afterAll(async () => {
  await (await browser)?.close();
  await server?.close();
});

let nextId = 1;
function act(action: string, extra: Partial<SnapshotStep> = {}): SnapshotStep {
  return snapshotStep('act', action, { id: nextId++, assert_images_count: 0, ...extra });
}

function snapshot(steps: SnapshotStep[], extra: Partial<RunSnapshot> = {}): RunSnapshot {
  return runSnapshot({
    id: 7,
    title: 'cache test',
    starting_url: server.url('/shop/mug'),
    viewport_width: 1000,
    viewport_height: 700,
    variables: [{ key: 'qty', type: 'text', value: '3' }],
    steps: steps.map((s, i) => ({ ...s, step_number: i + 1 })),
    ...extra,
  });
}

/** The real engine with the cache-first agent; commits the cache the way the runner's entry point does. */
async function run(snap: RunSnapshot, cache: ReturnType<typeof createMemoryActionCache>) {
  const planner = createScriptedPlanner();
  const results: StepResult[] = [];
  const sink: ResultSink = {
    attemptStarted: async () => undefined,
    stepFinished: async (_attempt, result) => void results.push(result),
    attemptFinished: async () => undefined,
  };
  const artifacts: ArtifactStore = { put: async (name) => `mem/${name}` };
  const outcome: RunOutcome = await runTest(
    {
      companyId: 1,
      testRunId: 1,
      snapshot: snap,
      chain: [snap.id],
      sink,
      artifacts,
      subRuns: { run: async () => ({ status: 'failed', testRunId: null, reason: 'none' }) },
      deadline: Date.now() + 60_000,
    },
    // No video: these runs are about the cache, and the video costs a large share of a run's CPU.
    {
      browser: await sharedBrowser(),
      recordVideo: false,
      agent: createCachedTestAgent({ planner, cache, configKey: configKeyOf(snap) }),
    },
  );
  await cache.commit({ passed: outcome.status === 'passed', persistSelfHealed: snap.persist_self_healed });
  return { outcome, results, plannerCalls: planner.calls };
}

const STEPS = () => [act('type {{qty}} into Quantity'), act('type gift wrap into Note'), act('click Add to cart')];

describe('action cache on real pages', () => {
  it('plans the first run, then replays every step from the cache without a planner', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    const snap = snapshot(STEPS());

    // Act
    const first = await run(snap, cache);
    const second = await run(snap, cache);

    // Assess
    expect(first.outcome.status, JSON.stringify(first.results)).toBe('passed');
    expect(first.results.map((r) => r.cache)).toEqual(['miss', 'miss', 'miss']);
    expect(first.plannerCalls).toBe(3);
    expect(cache.store.size).toBe(3);
    expect(second.outcome.status, JSON.stringify(second.results)).toBe('passed');
    expect(second.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'hit']);
    expect(second.plannerCalls).toBe(0);
  });

  it('stores variable names, not values, and replays with the next run values', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);

    // Act
    const next = await run(snapshot(STEPS(), { variables: [{ key: 'qty', type: 'text', value: '7' }] }), cache);

    // Assess
    const stored = JSON.stringify([...cache.store.values()]);
    expect(stored).toContain('{{qty}}');
    expect(stored).not.toContain('"text":"3"');
    expect(next.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'hit']);
    expect(next.outcome.status).toBe('passed');
  });

  it('describes cached elements by role, name, css path and box', async () => {
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    const click = [...cache.store.values()].find((e) => e.instruction === 'click Add to cart')!;
    expect(click.operations).toEqual([
      {
        op: 'click',
        element: expect.objectContaining({ role: 'button', name: 'Add to cart', cssPath: '#add', framePath: [] }),
      },
    ]);
    expect(click.operations[0]!.element!.box).toEqual(expect.objectContaining({ width: expect.any(Number) }));
  });

  it('heals a step whose button was renamed, and the run passes', async () => {
    // Prepare: learn on v1, then rename the button (new id, new label)
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    version = 'renamed';

    // Act
    const healed = await run(snapshot(STEPS()), cache);
    const after = await run(snapshot(STEPS()), cache);

    // Assess
    expect(healed.outcome.status, JSON.stringify(healed.results)).toBe('passed');
    expect(healed.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed']);
    expect(healed.plannerCalls).toBe(1);
    const learned = [...cache.store.values()].find((e) => e.instruction === 'click Add to cart')!;
    expect(learned.operations[0]!.element!.name).toBe('Add to shopping cart');
    expect(after.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'hit']);
  });

  it('heals a step whose button became a link, and the run passes', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    version = 'replaced';

    // Act
    const healed = await run(snapshot(STEPS()), cache);
    const after = await run(snapshot(STEPS()), cache);

    // Assess
    expect(healed.outcome.status, JSON.stringify(healed.results)).toBe('passed');
    expect(healed.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed']);
    expect(after.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'hit']);
  });

  it('heals when the button moved elsewhere on the page, then hits at its new place', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    version = 'moved';
    // Act
    const moved = await run(snapshot(STEPS()), cache);
    const after = await run(snapshot(STEPS()), cache);
    // Assess
    expect(moved.outcome.status, JSON.stringify(moved.results)).toBe('passed');
    expect(moved.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed']);
    expect(after.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'hit']);
  });

  it('fails with the gone message when self-healing is disabled', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    version = 'replaced';
    const steps = STEPS();
    steps[2] = { ...steps[2]!, disable_self_healing: true };

    // Act
    const outcome = await run(snapshot(steps), cache);

    // Assess
    expect(outcome.outcome.status).toBe('failed');
    expect(outcome.results[2]!.result).toBe(
      'The cached element (button "Add to cart") is gone and self-healing is disabled for this step.',
    );
    expect(outcome.plannerCalls).toBe(0);
  });

  it('does not store the heals of a failing run', async () => {
    // Prepare
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    const before = JSON.stringify([...cache.store.entries()]);
    version = 'replaced';

    // Act: step 3 heals, step 4 fails the run
    const failing = await run(snapshot([...STEPS(), act('click Checkout')]), cache);

    // Assess
    expect(failing.outcome.status).toBe('failed');
    expect(failing.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed', undefined]);
    expect(JSON.stringify([...cache.store.entries()])).toBe(before);
  });

  it('does not store heals when the test does not persist self-healed steps', async () => {
    version = 'v1';
    const cache = createMemoryActionCache();
    await run(snapshot(STEPS()), cache);
    version = 'replaced';
    const passing = await run(snapshot(STEPS(), { persist_self_healed: false }), cache);
    const again = await run(snapshot(STEPS(), { persist_self_healed: false }), cache);
    expect(passing.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed']);
    expect(again.results.map((r) => r.cache)).toEqual(['hit', 'hit', 'healed']);
  });
});

describe('action cache through the HTTP API (rules planner, DynamoDB, runner processes)', () => {
  let t: SharedTestStack;
  let api: ApiClient;

  beforeAll(async () => {
    t = await sharedTestStack();
    api = t.api;
  }, 120_000);

  afterAll(async () => {
    await t?.stop();
  });

  const httpSteps = (extra: Record<string, unknown> = {}) => [
    { step_number: 1, type: 'act', action: 'type {{qty}} into Quantity' },
    { step_number: 2, type: 'act', action: 'type gift wrap into Note' },
    { step_number: 3, type: 'act', action: 'click Add to cart', ...extra },
  ];

  async function createTest(steps: unknown[]): Promise<number> {
    const res = await api.post('/test_blueprint/create', {
      title: `Cache test ${Date.now()} ${Math.random()}`,
      type: 'integration',
      starting_url: server.url('/shop/mug'),
      viewport_width: 1000,
      viewport_height: 700,
      persist_self_healed: true,
      variables: [{ key: 'qty', type: 'text', value: '3' }],
      steps,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.test_blueprint.id;
  }

  async function runOnce(id: number) {
    const trigger = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(201);
    const runId = trigger.body.test_group_run.test_runs[0].id as number;
    const until = Date.now() + 90_000;
    for (;;) {
      const res = await api.get(`/test_run/${runId}`);
      if (res.body.test_run.status !== 'running') return res.body.test_run;
      if (Date.now() > until) throw new Error(`run ${runId} still running`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  const cacheOf = (run: { results: { task: string; cache?: string }[] }) =>
    run.results.filter((r) => r.task !== 'Starting URL').map((r) => r.cache);

  it('replays the second run from the cache and shows learned plans in GET /modules/list', async () => {
    // Prepare
    version = 'v1';
    const id = await createTest(httpSteps());
    const module = await api.post('/modules/create', { title: `Cached module ${Date.now()}`, steps: httpSteps() });
    expect(module.status, JSON.stringify(module.body)).toBe(201);

    // Act
    const first = await runOnce(id);
    const second = await runOnce(id);
    const listed = await api.get(
      `/modules/list?with_steps=true&config_key=${encodeURIComponent('browser:1000x700@1')}&ids=${module.body.test_blueprint.id}`,
    );
    const otherConfig = await api.get(
      `/modules/list?with_steps=true&config_key=${encodeURIComponent('browser:390x844@1')}&ids=${module.body.test_blueprint.id}`,
    );

    // Assess
    expect(first.status, JSON.stringify(first.results)).toBe('passed');
    expect(cacheOf(first)).toEqual(['miss', 'miss', 'miss']);
    expect(second.status, JSON.stringify(second.results)).toBe('passed');
    expect(cacheOf(second)).toEqual(['hit', 'hit', 'hit']);
    expect(listed.status).toBe(200);
    const steps = listed.body.modules[0].test_steps as { action: string; cached_plan: unknown }[];
    expect(steps.find((s) => s.action === 'click Add to cart')?.cached_plan).toEqual([
      { op: 'click', element: expect.objectContaining({ role: 'button', name: 'Add to cart' }) },
    ]);
    const typed = steps.find((s) => s.action === 'type {{qty}} into Quantity')?.cached_plan;
    expect(typed).toEqual([expect.objectContaining({ element: expect.objectContaining({ name: 'Quantity' }) })]);
    expect(JSON.stringify(typed)).toContain('{{qty}}'); // the variable's name, never its value
    expect(JSON.stringify(typed)).not.toMatch(/"(text|key)":"3"/);
    expect(otherConfig.body.modules[0].test_steps.map((s: { cached_plan: unknown }) => s.cached_plan)).toEqual([
      null,
      null,
      null,
    ]);
  }, 240_000);

  it('heals a renamed button and, with self-healing disabled, fails with the gone message', async () => {
    // Prepare
    version = 'v1';
    const healing = await createTest(httpSteps());
    const strict = await createTest(httpSteps({ disable_self_healing: true }));
    await runOnce(healing);
    await runOnce(strict);
    version = 'renamed';

    // Act
    // strict first: the heal of the other test is stored for the same instruction, page and config
    const failed = await runOnce(strict);
    const healed = await runOnce(healing);

    // Assess
    expect(healed.status, JSON.stringify(healed.results)).toBe('passed');
    expect(cacheOf(healed)).toEqual(['hit', 'hit', 'healed']);
    expect(failed.status).toBe('failed');
    const last = failed.results.find((r: { task: string }) => r.task === 'act: click Add to cart');
    expect(last.result).toBe(
      'The cached element (button "Add to cart") is gone and self-healing is disabled for this step.',
    );
    version = 'v1';
  }, 300_000);
});
