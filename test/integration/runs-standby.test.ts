/**
 * Runs through the HTTP API on a stack of its own, whose runners this file inspects: standby runners, trigger_run
 * sub-runs (whose group ids follow their parent's), and triggers that must start nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalWorkflow } from '../../lib/local/workflow';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { childrenOf, commandOf, isAlive } from '../support/processes';
import { RECORDED, runBoundMs, runsHarness, startRunsStack, waitFor } from '../support/runs-harness';

/** Short enough that the hung-page test ends quickly, long enough for the others on a loaded 2-core machine. */
const RUN_LIMIT_SECONDS = 40;
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);
/** A test here waits for at most three runs one after another. */
const SUITE = { timeout: 3 * RUN_BOUND_MS };

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;
const { createTest, trigger, pollRun, pollGroup } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_MS,
);
const recorded = RECORDED;

beforeAll(async () => {
  ({ t, site } = await startRunsStack(RUN_LIMIT_SECONDS));
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
});

describe('trigger_run steps', SUITE, () => {
  it('runs the sub-test through the same trigger, inside the parent slot, and passes when it passes', async () => {
    // Browser concurrency 1: a sub-run that waited for a slot of its own would wait for its parent forever.
    const company = await t.newCompany({ browserConcurrency: 1 });
    const child = await createTest([{ step_number: 1, type: 'left_click', action: '120,50' }], {}, company);
    const parent = await createTest(
      [
        { step_number: 1, type: 'left_click', action: '120,50' },
        {
          step_number: 2,
          type: 'trigger_run',
          action: 'run the child',
          trigger_run_config: { test_blueprint_id: child },
        },
      ],
      {},
      company,
    );
    const group = await trigger([parent], company);
    const run = await pollRun(group.test_runs[0]!.id, 2 * RUN_BOUND_MS, company);
    expect(run.status, JSON.stringify(run.results)).toBe('passed');
    expect(run.results[1]).toMatchObject({ step_number: 2, is_successful: true });
    const list = await company.get('/test_blueprint/list');
    expect(list.body.test_blueprints.find((b: { id: number }) => b.id === child).last_status).toBe('passed');
    // The sub-run is a group run of its own, settled before the parent's runner exited.
    expect((await pollGroup(group.id + 1, company)).status).toBe('passed');
    const sub = await company.get(`/test_group_run/${group.id + 1}`);
    expect(sub.body.test_group_run.test_runs[0]).toMatchObject({ test_blueprint_id: child, status: 'passed' });
  });

  it('fails a trigger_run step that would loop back to a test already in the chain, starting nothing', async () => {
    const company = await t.newCompany();
    const looping = await createTest([{ step_number: 1, type: 'wait', action: '0.1' }], {}, company);
    await company.put(`/test_blueprint/${looping}`, {
      steps: [
        { step_number: 1, type: 'trigger_run', action: 'again', trigger_run_config: { test_blueprint_id: looping } },
      ],
    });
    const group = await trigger([looping], company);
    const run = await pollRun(group.test_runs[0]!.id, RUN_BOUND_MS, company);
    expect(run.status).toBe('failed');
    expect(run.results[0].is_successful).toBe(false);
    expect(run.results[0].result).toMatch(/chain|loop/i);
    const next = await company.get(`/test_run/${group.test_runs[0]!.id + 1}`);
    expect(next.status).toBe(404);
  });
});

describe('trigger validation and tenancy', SUITE, () => {
  it('answers 400 for an unknown id and starts nothing, not even the valid ones', async () => {
    const id = await createTest(recorded);
    await t.stack.workflow.idle(); // runners of earlier tests have exited
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id, 987654321] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual([
      { path: '/test_blueprint_ids/1', message: expect.stringContaining('987654321') },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.stack.workflow.runners().size).toBe(0);
    const list = await api.get('/test_blueprint/list');
    expect(list.body.test_blueprints.find((b: { id: number }) => b.id === id).last_status ?? null).toBeNull();
  });

  it('answers 400 for an empty list or ids that are not integers', async () => {
    expect((await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [] })).status).toBe(400);
    expect((await api.post('/test_group_run/trigger_run', { test_blueprint_ids: ['1'] })).status).toBe(400);
    expect((await api.post('/test_group_run/trigger_run', {})).status).toBe(400);
  });

  it("answers 400 for another company's test and 404 for another company's runs", async () => {
    const other = await t.newCompany();
    const theirs = await createTest(recorded, {}, other);
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [theirs] });
    expect(res.status).toBe(400);

    const mine = await createTest([{ step_number: 1, type: 'wait', action: '0.1' }]);
    const group = await trigger([mine]);
    expect((await other.get(`/test_run/${group.test_runs[0]!.id}`)).status).toBe(404);
    expect((await other.get(`/test_group_run/${group.id}`)).status).toBe(404);
    expect((await api.get('/test_run/0')).status).toBe(404);
    expect((await api.get('/test_run/abc')).status).toBe(404);
    await pollRun(group.test_runs[0]!.id);
  });
});

describe('standby runners', SUITE, () => {
  it('runs the next test in the runner waiting on standby, which takes the next run after it', async () => {
    const workflow = t.stack.workflow;
    await workflow.idle(); // no run of an earlier test takes the standby runner meanwhile
    await workflow.standbyReady();
    const waiting = workflow.standby()[0]?.pid;
    expect(waiting).toBeGreaterThan(0);
    const wait = await createTest([{ step_number: 1, type: 'wait', action: '1' }]);
    for (const round of [1, 2]) {
      const runId = (await trigger([wait])).test_runs[0]!.id;
      await waitFor(() => workflow.runners().has(runId));
      expect(workflow.runners().get(runId)?.pid, `run ${round}`).toBe(waiting);
      expect(workflow.standby()).toHaveLength(0);
      expect((await pollRun(runId)).status).toBe('passed');
      await waitFor(() => workflow.standby().length === 1);
      expect(workflow.standby()[0]?.pid, `after run ${round}`).toBe(waiting);
    }
  });

  it("gives a run in a runner that served another company's run none of that run's browser state", async () => {
    const workflow = t.stack.workflow;
    const pages = await startFixtureServer({
      '/store': `<h1>Stored</h1><a href="/peek">Peek</a>
        <script>localStorage.setItem('secret', 'alpha'); document.cookie = 'secret=alpha; max-age=3600';</script>`,
      '/peek': `<h1 id="seen"></h1>
        <script>document.getElementById('seen').textContent = 'Seen: ' + (localStorage.getItem('secret') ?? 'nothing')
          + ' / ' + (document.cookie || 'no cookie');</script>`,
    });
    try {
      const [first, second] = [await t.newCompany(), await t.newCompany()];
      const storing = await createTest(
        [
          { step_number: 1, type: 'act', action: 'click Peek' },
          { step_number: 2, type: 'assert', action: 'the page shows "Seen: alpha / secret=alpha"' },
        ],
        { starting_url: pages.url('/store') },
        first,
      );
      const peeking = await createTest(
        [{ step_number: 1, type: 'assert', action: 'the page shows "Seen: nothing / no cookie"' }],
        { starting_url: pages.url('/peek') },
        second,
      );
      await workflow.idle();
      await workflow.standbyReady();
      const waiting = workflow.standby()[0]?.pid;
      const pids: (number | undefined)[] = [];
      for (const [id, company] of [
        [storing, first],
        [peeking, second],
      ] as const) {
        const runId = (await trigger([id], company)).test_runs[0]!.id;
        await waitFor(() => workflow.runners().has(runId));
        pids.push(workflow.runners().get(runId)?.pid);
        const run = await pollRun(runId, undefined, company);
        expect(run.status, JSON.stringify(run.results)).toBe('passed');
        await workflow.idle();
      }
      expect(pids).toEqual([waiting, waiting]);
    } finally {
      await pages.close();
    }
  });

  it('retires a runner after TAS_RUNNER_MAX_RUNS runs and puts a new one on standby', async () => {
    const workflow = t.stack.workflow;
    const before = process.env.TAS_RUNNER_MAX_RUNS;
    process.env.TAS_RUNNER_MAX_RUNS = '2';
    try {
      await workflow.idle();
      await workflow.standbyReady();
      workflow.standby()[0]!.kill('SIGKILL'); // the next runner starts with the setting above
      await waitFor(() => workflow.standby().length === 0);
      const wait = await createTest([{ step_number: 1, type: 'wait', action: '0.2' }]);
      const pids: (number | undefined)[] = [];
      for (let round = 0; round < 2; round++) {
        const runId = (await trigger([wait])).test_runs[0]!.id;
        await waitFor(() => workflow.runners().has(runId));
        pids.push(workflow.runners().get(runId)?.pid);
        expect((await pollRun(runId)).status).toBe('passed');
        await workflow.idle();
      }
      expect(pids[1]).toBe(pids[0]);
      await waitFor(() => !isAlive(pids[0]!));
      await waitFor(() => workflow.standby().length === 1);
      expect(workflow.standby()[0]?.pid).not.toBe(pids[0]);
    } finally {
      if (before === undefined) delete process.env.TAS_RUNNER_MAX_RUNS;
      else process.env.TAS_RUNNER_MAX_RUNS = before;
    }
  });

  it('knows when a standby runner is ready whatever the log level', async () => {
    const quiet = createLocalWorkflow({ env: { ...process.env, TAS_LOG_LEVEL: 'error' }, standbyRunners: 1 });
    try {
      let ready = false;
      const waited = quiet.standbyReady().then(() => {
        ready = true;
      });
      await waitFor(() => ready, 30_000);
      await waited;
      expect(quiet.standby()).toHaveLength(1);
      expect(quiet.standby()[0]?.exitCode).toBeNull();
    } finally {
      await quiet.stop();
    }
  });

  it("replaces the standby runner's browser when it went away while waiting", async () => {
    const workflow = t.stack.workflow;
    await workflow.idle();
    await workflow.standbyReady();
    const waiting = workflow.standby()[0]!.pid!;
    const browsers = childrenOf(waiting).filter((pid) => commandOf(pid).includes('chrom'));
    expect(browsers.length).toBeGreaterThan(0);
    for (const pid of browsers) process.kill(pid, 'SIGKILL');
    await waitFor(() => browsers.every((pid) => !isAlive(pid)));

    const group = await trigger([await createTest(recorded)]);
    const runId = group.test_runs[0]!.id;
    await waitFor(() => workflow.runners().has(runId));
    expect(workflow.runners().get(runId)?.pid).toBe(waiting);
    const run = await pollRun(runId);
    expect(run.status, JSON.stringify(run.results)).toBe('passed');
  });

  it('never gives another run to a runner told to stop just as its run ended', async () => {
    // Prepare: the cancel reaches the runner of the first run between its done line and the executor reading it.
    const workflow = t.stack.workflow;
    await workflow.idle();
    await workflow.standbyReady();
    const told = workflow.standby()[0]!;
    let stoppedRuns = 0;
    told.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString('utf8').includes('{"runner":"done"')) return;
      for (const [id, child] of workflow.runners()) {
        if (child !== told) continue;
        stoppedRuns += 1;
        void workflow.stopRunner(id, { companyId: 1, taskArn: null });
      }
    });
    const first = (await trigger([await createTest([{ step_number: 1, type: 'wait', action: '0.2' }])])).test_runs[0]!;
    expect((await pollRun(first.id)).status).toBe('passed');
    await workflow.idle();

    // Act: the next run lasts past the grace between SIGTERM and SIGKILL.
    const second = (await trigger([await createTest([{ step_number: 1, type: 'wait', action: '6' }])])).test_runs[0]!;
    await waitFor(() => workflow.runners().has(second.id));
    const secondPid = workflow.runners().get(second.id)?.pid;
    const run = await pollRun(second.id);

    // Assess
    expect(stoppedRuns).toBe(1);
    expect(run.status, JSON.stringify(run.results)).toBe('passed');
    expect(secondPid).not.toBe(told.pid);
    await waitFor(() => !isAlive(told.pid!));
  });

  it('starts a runner for the run when the one on standby died', async () => {
    const workflow = t.stack.workflow;
    await workflow.idle();
    await workflow.standbyReady();
    const waiting = workflow.standby()[0]!;
    waiting.kill('SIGKILL');
    await waitFor(() => workflow.standby().length === 0);
    const group = await trigger([await createTest(recorded)]);
    const runId = group.test_runs[0]!.id;
    await waitFor(() => workflow.runners().has(runId));
    expect(workflow.runners().get(runId)?.pid).not.toBe(waiting.pid);
    expect((await pollRun(runId)).status).toBe('passed');
  });
});
