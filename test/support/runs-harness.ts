/**
 * What the run tests share: a page with a button and an input, recorded steps that use it, and helpers that create a
 * test, trigger it and wait for its run or group to settle, all through the HTTP API (`triggerRun`, `settledRun` and
 * `runTest` for any test, browser or mobile).
 */
import { expect } from 'vitest';
import { ENV } from '../../core/config';
import { type FixtureServer, startFixtureServer } from './fixture-server';
import { type ApiClient, startTestStack, type TestStack } from './local-stack';

export const RUN_PAGE = `<!doctype html><html><body style="margin:0">
<button id="b" style="position:absolute;left:20px;top:20px;width:200px;height:60px"
  onclick="document.getElementById('out').textContent='clicked ' + (++window.n)">Press</button>
<input id="i" style="position:absolute;left:20px;top:120px;width:300px;height:40px">
<p id="out" style="position:absolute;left:20px;top:200px">idle</p>
<script>window.n = 0</script>
</body></html>`;

/** The site the run tests visit and call: the page, and an API answering 200 and 404. */
export function startRunSite(): Promise<FixtureServer> {
  return startFixtureServer({
    '/page': RUN_PAGE,
    '/api/ok': { json: { ok: true, items: [1, 2, 3] } },
    '/api/missing': { status: 404, json: { error: 'nope' } },
  });
}

/**
 * How long a run can be `running` in a stack with this run limit: the service ends every run within it (see "stops a
 * hung run at the run limit"), plus the time to settle it. Waits and test timeouts derive from this bound, not from how
 * fast the machine happens to be.
 */
export const runBoundMs = (runLimitSeconds: number) => (runLimitSeconds + 20) * 1000;

/** A stack of its own whose runs end within `runLimitSeconds`, and the run site. */
export async function startRunsStack(runLimitSeconds: number): Promise<{ t: TestStack; site: FixtureServer }> {
  process.env[ENV.runTimeoutSeconds] = String(runLimitSeconds);
  const site = await startRunSite();
  return { t: await startTestStack(), site };
}

/** Recorded steps on `RUN_PAGE`: two clicks, typing, Enter. */
export const RECORDED = [
  { step_number: 1, type: 'left_click', action: '120,50' },
  { step_number: 2, type: 'left_click', action: '{"x":150,"y":140}' },
  { step_number: 3, type: 'type', action: 'hello' },
  { step_number: 4, type: 'key', action: 'Return' },
];

/** A group run as the trigger answers it: its id and its test runs. */
export interface TriggeredGroup {
  id: number;
  test_runs: { id: number; blueprint_metadata?: any }[];
}

/** Triggers the tests `ids` as one group run through the API (expecting 201). */
export async function triggerRun(client: ApiClient, ids: number[]): Promise<TriggeredGroup> {
  const res = await client.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_group_run;
}

/** Polls a run until it is no longer `running` and resolves to it; fails after `boundMs`. */
export async function settledRun(client: ApiClient, runId: number, boundMs: number): Promise<any> {
  const until = Date.now() + boundMs;
  for (;;) {
    const res = await client.get(`/test_run/${runId}`);
    expect(res.status).toBe(200);
    if (res.body.test_run.status !== 'running') return res.body.test_run;
    if (Date.now() > until) throw new Error(`test run ${runId} still running after ${boundMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Triggers one test and resolves to its run once it has settled (within `boundMs`). */
export async function runTest(client: ApiClient, id: number, boundMs: number): Promise<any> {
  const group = await triggerRun(client, [id]);
  return settledRun(client, group.test_runs[0]!.id, boundMs);
}

export interface RunsHarness {
  createTest(steps: unknown[], extra?: Record<string, unknown>, client?: ApiClient): Promise<number>;
  trigger(ids: number[], client?: ApiClient): Promise<TriggeredGroup>;
  /** Polls a run until it is no longer `running`; fails after `timeoutMs` (the harness's bound by default). */
  pollRun(runId: number, timeoutMs?: number, client?: ApiClient): Promise<any>;
  pollGroup(groupId: number, client?: ApiClient): Promise<any>;
}

/**
 * Helpers for the company `api()` and the pages of `site()` (read when called, so they can be set in `beforeAll`).
 * `boundMs` is the longest a run can stay `running` in the stack used.
 */
export function runsHarness(api: () => ApiClient, site: () => FixtureServer, boundMs: number): RunsHarness {
  let seq = 0;
  return {
    async createTest(steps, extra = {}, client = api()) {
      const res = await client.post('/test_blueprint/create', {
        title: `Run test ${Date.now()} ${++seq}`,
        type: 'integration',
        starting_url: site().url('/page'),
        viewport_width: 800,
        viewport_height: 600,
        steps,
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.test_blueprint.id;
    },
    trigger: (ids, client = api()) => triggerRun(client, ids),
    pollRun: (runId, timeoutMs = boundMs, client = api()) => settledRun(client, runId, timeoutMs),
    /** The group settles just after its last run (once that run's runner has exited). */
    async pollGroup(groupId, client = api()) {
      const until = Date.now() + boundMs;
      for (;;) {
        const res = await client.get(`/test_group_run/${groupId}`);
        expect(res.status).toBe(200);
        if (res.body.test_group_run.status !== 'running') return res.body.test_group_run;
        if (Date.now() > until) throw new Error(`group run ${groupId} still running`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
