/**
 * Runs through the HTTP API on a stack of its own with a short run limit: runners killed or stopped mid-run, hung
 * runs, concurrency limits, executions that ended early and a service that stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerDeadline } from '../../core/defaults';
import type { WorkflowInput } from '../../core/workflow';
import { runtime } from '../../lambdas/compose/runtime';
import { handler as executionEnded } from '../../lambdas/workflow/execution-ended';
import type { FixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { runBoundMs, runsHarness, startRunsStack, waitFor } from '../support/runs-harness';

/** Short enough that the hung-page test ends quickly, long enough for the others on a loaded 2-core machine. */
const RUN_LIMIT_SECONDS = 40;
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);
/** A test here waits for at most three runs one after another. */
const SUITE = { timeout: 3 * RUN_BOUND_MS };

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;
const { createTest, trigger, pollRun } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_MS,
);

beforeAll(async () => {
  ({ t, site } = await startRunsStack(RUN_LIMIT_SECONDS));
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
});

/**
 * The wait step of the settled-elsewhere tests. Its timer does not stretch with load, and it starts only after its
 * runner process exists: a runner gone less than this long after it was first seen stopped because it noticed that
 * its run had settled, however long noticing took on a busy machine (it looks every few seconds). It ends well before
 * the runner's own deadline (the run limit less the margin to settle in), so that the deadline cannot be what stopped it.
 */
const SETTLED_WAIT_SECONDS = runnerDeadline(0, RUN_LIMIT_SECONDS) / 1000 - 6;
const beforeWaitEnds = (seen: number) => seen + SETTLED_WAIT_SECONDS * 1000 - 500 - Date.now();

describe('robustness', SUITE, () => {
  it('fails a run whose runner is killed mid-run, with a reason, and frees its slot', async () => {
    // The runner calls /api/mid-run just before a 20 s wait: once the site saw that call, a kill lands mid-run.
    site.route('/api/mid-run', { json: { ok: true } });
    const id = await createTest([
      { step_number: 1, type: 'left_click', action: '120,50' },
      {
        step_number: 2,
        type: 'api',
        action: 'note the run is under way',
        api_request: { url: site.url('/api/mid-run'), method: 'GET', timeout: 30, retries: 0 },
      },
      { step_number: 3, type: 'wait', action: '20' },
      { step_number: 4, type: 'left_click', action: '120,50' },
    ]);
    const group = await trigger([id]);
    const runId = group.test_runs[0]!.id;
    await waitFor(async () => {
      const res = await api.get(`/test_run/${runId}`);
      return t.stack.workflow.runners().has(runId) && res.body.test_run.status === 'running';
    });
    await waitFor(() => site.hits('/api/mid-run') > 0);

    t.stack.workflow.runners().get(runId)!.kill('SIGKILL');

    const run = await pollRun(runId);
    expect(run.status).toBe('failed');
    const last = run.results.at(-1);
    expect(last.is_successful).toBe(false);
    expect(last.result).toMatch(/killed/i);
    // A run after it still gets a browser slot at once.
    const next = await trigger([await createTest([{ step_number: 1, type: 'wait', action: '0.1' }])]);
    expect((await pollRun(next.test_runs[0]!.id)).status).toBe('passed');
  });

  it('never runs more than the browser concurrency (2) at once', async () => {
    const ids = await Promise.all([0, 1, 2, 3].map(() => createTest([{ step_number: 1, type: 'wait', action: '2' }])));
    t.stack.workflow.resetPeak();
    const group = await trigger(ids);
    const runs = await Promise.all(group.test_runs.map((r) => pollRun(r.id)));
    expect(runs.map((r) => r.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(t.stack.workflow.peakRunners()).toBe(2);
  });

  it('holds the concurrency across two group runs triggered at once', async () => {
    // Two runs per group: each group alone fits the two slots, both together do not.
    const ids = await Promise.all([0, 1].map(() => createTest([{ step_number: 1, type: 'wait', action: '2' }])));
    t.stack.workflow.resetPeak();
    const groups = await Promise.all([trigger(ids), trigger(ids)]);
    const runs = await Promise.all(groups.flatMap((g) => g.test_runs.map((r) => pollRun(r.id, 2 * RUN_BOUND_MS))));
    expect(runs.every((r) => r.status === 'passed')).toBe(true);
    expect(t.stack.workflow.peakRunners()).toBeLessThanOrEqual(2);
  });

  it(
    'stops a hung run at the run limit and reports it failed with the reason',
    async () => {
      const id = await createTest([
        { step_number: 1, type: 'left_click', action: '120,50' },
        { step_number: 2, type: 'wait', action: String(RUN_LIMIT_SECONDS + 30) },
      ]);
      const group = await trigger([id]);
      const run = await pollRun(group.test_runs[0]!.id, (RUN_LIMIT_SECONDS + 20) * 1000);
      expect(run.status).toBe('failed');
      expect(run.results[1].is_successful).toBe(false);
      expect(run.results[1].result).toMatch(/deadline|limit|time/i);
    },
    (RUN_LIMIT_SECONDS + 40) * 1000,
  );

  it('settles the runs of an execution that ended early (on AWS: stopped by hand), with the reason', async () => {
    const id = await createTest([{ step_number: 1, type: 'wait', action: String(SETTLED_WAIT_SECONDS) }]);
    const group = await trigger([id, id]);
    const runIds = group.test_runs.map((r) => r.id);
    await waitFor(() => runIds.some((runId) => t.stack.workflow.runners().has(runId)));
    const seen = Date.now();
    // The input Step Functions puts in the status-change event is the execution's input.
    const input: WorkflowInput = {
      company_id: api.companyId,
      test_group_run_id: group.id,
      lanes: [
        {
          lane: 'browser',
          concurrency: 2,
          runs: runIds.map((runId) => ({
            test_run_id: runId,
            company_id: api.companyId,
            test_group_run_id: group.id,
            device_type: 'browser',
            run_timeout_seconds: RUN_LIMIT_SECONDS,
            sub_run: false,
          })),
        },
      ],
    };
    const event = (status: string, text: string | null) => ({
      'detail-type': 'Step Functions Execution Status Change',
      detail: { status, input: text },
    });

    expect(await executionEnded(event('ABORTED', '{"not":"ours"}'))).toEqual({ settled: 0 });
    expect(await executionEnded(event('ABORTED', JSON.stringify(input)))).toEqual({ settled: 2 });
    expect(await executionEnded(event('ABORTED', JSON.stringify(input)))).toEqual({ settled: 0 });

    for (const runId of runIds) {
      const run = (await api.get(`/test_run/${runId}`)).body.test_run;
      expect(run.status).toBe('failed');
      expect(run.results.at(-1).result).toBe("The run's execution was stopped before the run finished.");
    }
    expect((await api.get(`/test_group_run/${group.id}`)).body.test_group_run.status).toBe('failed');
    // The runners notice that their runs settled and stop before their wait is over; the slots are free.
    await waitFor(() => runIds.every((runId) => !t.stack.workflow.runners().has(runId)), beforeWaitEnds(seen));
    const next = await trigger([await createTest([{ step_number: 1, type: 'wait', action: '0.1' }])]);
    expect((await pollRun(next.test_runs[0]!.id)).status).toBe('passed');
  });

  it('settles runs left running by a stopped service, with the reason', async () => {
    const id = await createTest([{ step_number: 1, type: 'wait', action: String(SETTLED_WAIT_SECONDS) }]);
    const group = await trigger([id]);
    const runId = group.test_runs[0]!.id;
    await waitFor(() => t.stack.workflow.runners().has(runId));
    const seen = Date.now();

    // What start-up does for runs a previous process left behind.
    const settled = await runtime().runs.settleOrphans();

    expect(settled).toBeGreaterThanOrEqual(1);
    const run = (await api.get(`/test_run/${runId}`)).body.test_run;
    expect(run.status).toBe('failed');
    expect(run.results.at(-1).result).toBe('The service stopped while this run was in progress.');
    expect((await api.get(`/test_group_run/${group.id}`)).body.test_group_run.status).toBe('failed');
    // The runner notices that its run settled and stops before its wait is over.
    await waitFor(() => !t.stack.workflow.runners().has(runId), beforeWaitEnds(seen));
  });
});
