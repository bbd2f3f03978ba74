import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { runnerDeadline } from '../../core/defaults';
import type { WorkflowInput } from '../../core/workflow';
import { runtime } from '../../lambdas/compose/runtime';
import { handler as executionEnded } from '../../lambdas/workflow/execution-ended';
import { createLocalWorkflow } from '../../lib/local/workflow';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';

/** Short enough that the hung-page test ends quickly, long enough for the others on a loaded 2-core machine. */
const RUN_LIMIT_SECONDS = 40;
/**
 * How long a run of this suite can be `running`: the service ends every run within its run limit (see "stops a hung
 * run at the run limit"), plus the time to settle it. Waits and test timeouts derive from this bound, not from how
 * fast the machine happens to be.
 */
const RUN_BOUND_MS = (RUN_LIMIT_SECONDS + 20) * 1000;
/** A test here waits for at most three runs one after another. */
const SUITE = { timeout: 3 * RUN_BOUND_MS };

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()} ${++seq}`;

const PAGE = `<!doctype html><html><body style="margin:0">
<button id="b" style="position:absolute;left:20px;top:20px;width:200px;height:60px"
  onclick="document.getElementById('out').textContent='clicked ' + (++window.n)">Press</button>
<input id="i" style="position:absolute;left:20px;top:120px;width:300px;height:40px">
<p id="out" style="position:absolute;left:20px;top:200px">idle</p>
<script>window.n = 0</script>
</body></html>`;

async function createTest(steps: unknown[], extra: Record<string, unknown> = {}, client = api): Promise<number> {
  const res = await client.post('/test_blueprint/create', {
    title: unique('Run test'),
    type: 'integration',
    starting_url: site.url('/page'),
    viewport_width: 800,
    viewport_height: 600,
    steps,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_blueprint.id;
}

async function trigger(ids: number[], client = api) {
  const res = await client.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_group_run as { id: number; test_runs: { id: number }[] };
}

async function pollRun(runId: number, timeoutMs = RUN_BOUND_MS, client = api) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/test_run/${runId}`);
    expect(res.status).toBe(200);
    if (res.body.test_run.status !== 'running') return res.body.test_run;
    if (Date.now() > until) throw new Error(`test run ${runId} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The group settles just after its last run (once that run's runner has exited). */
async function pollGroup(groupId: number, client = api) {
  const until = Date.now() + RUN_BOUND_MS;
  for (;;) {
    const res = await client.get(`/test_group_run/${groupId}`);
    expect(res.status).toBe(200);
    if (res.body.test_group_run.status !== 'running') return res.body.test_group_run;
    if (Date.now() > until) throw new Error(`group run ${groupId} still running`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Live child processes of `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

const recorded = [
  { step_number: 1, type: 'left_click', action: '120,50' },
  { step_number: 2, type: 'left_click', action: '{"x":150,"y":140}' },
  { step_number: 3, type: 'type', action: 'hello' },
  { step_number: 4, type: 'key', action: 'Return' },
];

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  site = await startFixtureServer({
    '/page': PAGE,
    '/api/ok': { json: { ok: true, items: [1, 2, 3] } },
    '/api/missing': { status: 404, json: { error: 'nope' } },
  });
  t = await startTestStack();
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
});

describe('POST /test_group_run/trigger_run and GET /test_run/{id}', SUITE, () => {
  it('runs a test of recorded and api steps to passed, with screenshots and a WebM video at presigned URLs', async () => {
    // Prepare
    const id = await createTest([
      ...recorded,
      {
        step_number: 5,
        type: 'api',
        action: 'call the api',
        api_request: { url: site.url('/api/ok'), method: 'GET', timeout: 10, retries: 0 },
      },
    ]);

    // Act
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });

    // Assess: the trigger response
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Test group run triggered successfully');
    const group = res.body.test_group_run;
    expect(group).toMatchObject({ company_id: api.companyId, status: 'running' });
    expect(group.name).toMatch(/^Manual Run \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(group.test_runs).toHaveLength(1);
    expect(group.test_runs[0]).toMatchObject({
      status: 'running',
      test_blueprint_id: id,
      test_group_run_id: group.id,
      results: null,
      is_login_test_run: false,
      test_video_s3_key: null,
    });
    expect(group.test_runs[0].blueprint_metadata.steps).toHaveLength(5);
    expect(group.test_runs[0].blueprint_metadata).not.toHaveProperty('credentials');

    // Assess: the settled run
    const run = await pollRun(group.test_runs[0].id);
    expect(run.status, JSON.stringify(run.results, null, 1)).toBe('passed');
    expect(run.results.map((r: { step_number: number }) => r.step_number)).toEqual([1, 2, 3, 4, 5]);
    expect(run.results.every((r: { is_successful: boolean }) => r.is_successful)).toBe(true);
    const api5 = run.results[4].actions[0].api_response;
    expect(api5).toMatchObject({ status: 200, body: { ok: true, items: [1, 2, 3] } });
    const body = await fetch(api5.api_response_url);
    expect(await body.json()).toEqual({ ok: true, items: [1, 2, 3] });

    const click = run.results[0].actions.at(-1);
    expect(click.type).toBe('click_element');
    expect(click).not.toHaveProperty('screenshot_key');
    for (const url of [click.screenshot_url, click.screenshot_url_before]) {
      const shot = await fetch(url);
      expect(shot.status).toBe(200);
      const bytes = Buffer.from(await shot.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(500);
      expect(bytes.subarray(0, 2).toString('hex') === 'ffd8' || bytes.subarray(1, 4).toString() === 'PNG').toBe(true);
    }
    expect(run.test_video_s3_key).toMatch(new RegExp(`^runs/${api.companyId}/${run.id}/`));
    const video = Buffer.from(await (await fetch(run.test_video_url)).arrayBuffer());
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const download = await fetch(run.test_video_download_url);
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="test-run-\d+\.webm"/);
    expect(run.additional_attempts).toEqual([]);

    // Assess: group and blueprint
    const g = await pollGroup(group.id);
    expect(g).toMatchObject({ id: group.id, status: 'passed' });
    expect(g.test_runs).toEqual([expect.objectContaining({ id: run.id, status: 'passed' })]);
    const list = await api.get('/test_blueprint/list');
    const listed = list.body.test_blueprints.find((b: { id: number }) => b.id === id);
    expect(listed.last_status).toBe('passed');
    expect(Date.parse(listed.last_run)).toBeGreaterThanOrEqual(Date.parse(group.created_at));
  });

  it('reports a broken test as failed, with the failing step saying why', async () => {
    const id = await createTest([
      { step_number: 1, type: 'left_click', action: '120,50' },
      {
        step_number: 2,
        type: 'api',
        action: 'call a missing endpoint',
        api_request: { url: site.url('/api/missing'), method: 'GET', timeout: 10, retries: 0 },
      },
      { step_number: 3, type: 'left_click', action: '120,50' },
    ]);
    const group = await trigger([id]);
    const run = await pollRun(group.test_runs[0]!.id);
    expect(run.status).toBe('failed');
    expect(run.results[0].is_successful).toBe(true);
    expect(run.results[1]).toMatchObject({ step_number: 2, is_successful: false });
    expect(run.results[1].result).toMatch(/404/);
    expect((await pollGroup(group.id)).status).toBe('failed');
    const list = await api.get('/test_blueprint/list');
    expect(list.body.test_blueprints.find((b: { id: number }) => b.id === id).last_status).toBe('failed');
  });

  it('settles a group as failed when one of its runs fails and passed runs stay passed', async () => {
    const good = await createTest([{ step_number: 1, type: 'left_click', action: '120,50' }]);
    const bad = await createTest([{ step_number: 1, type: 'key', action: 'NoSuchKeyAtAll' }]);
    const group = await trigger([good, bad]);
    const [a, b] = await Promise.all(group.test_runs.map((r) => pollRun(r.id)));
    expect([a.status, b.status]).toEqual(['passed', 'failed']);
    expect((await pollGroup(group.id)).status).toBe('failed');
  });
});

describe('retries and login modules', SUITE, () => {
  it('keeps earlier attempts in additional_attempts with their own results and video', async () => {
    const id = await createTest([{ step_number: 1, type: 'key', action: 'NoSuchKeyAtAll' }], { num_retries: 1 });
    const group = await trigger([id]);
    const run = await pollRun(group.test_runs[0]!.id, 2 * RUN_BOUND_MS);
    expect(run.status).toBe('failed');
    expect(run.results).toHaveLength(1);
    expect(run.additional_attempts).toHaveLength(1);
    const [first] = run.additional_attempts;
    expect(first).toMatchObject({ attempt: 1, passed: false });
    expect(first.results[0]).toMatchObject({ step_number: 1, is_successful: false });
    expect(first.test_video_s3_key).toMatch(/attempt-1\/video\.webm$/);
    expect(run.test_video_s3_key).toMatch(/attempt-2\/video\.webm$/);
    const video = Buffer.from(await (await fetch(first.test_video_url)).arrayBuffer());
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers 400 for a mobile test without an app, and starts nothing', async () => {
    const id = await createTest([{ step_number: 1, type: 'wait', action: '0.1' }], { device_type: 'android' });
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: '/test_blueprint_ids/0', message: expect.stringContaining('app_id') }]);
    expect((await api.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBeNull();
  });

  it('answers 403 for a mobile test when the plan has no mobile concurrency', async () => {
    const company = await t.newCompany({ mobileConcurrency: 0 });
    const id = await createTest([{ step_number: 1, type: 'wait', action: '0.1' }], { device_type: 'ios' }, company);
    const res = await company.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    expect(res.status).toBe(403);
  });

  it('marks a run of a login module as a login test run and never shows its credentials', async () => {
    const id = await createTest([{ step_number: 1, type: 'left_click', action: '120,50' }], {
      type: 'module',
      credentials: { username: 'ann', password: 'secret-pw-123' },
    });
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    expect(res.status).toBe(201);
    expect(res.body.test_group_run.test_runs[0].is_login_test_run).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('secret-pw-123');
    const run = await pollRun(res.body.test_group_run.test_runs[0].id);
    expect(run.is_login_test_run).toBe(true);
    expect(JSON.stringify(run)).not.toContain('secret-pw-123');
  });
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
  it('runs the next test in the runner waiting on standby, and starts another once the run is over', async () => {
    const workflow = t.stack.workflow;
    await workflow.idle(); // no run of an earlier test takes the standby runner meanwhile
    await workflow.standbyReady();
    const waiting = workflow.standby()[0]?.pid;
    expect(waiting).toBeGreaterThan(0);
    const group = await trigger([await createTest([{ step_number: 1, type: 'wait', action: '1' }])]);
    const runId = group.test_runs[0]!.id;
    await waitFor(() => workflow.runners().has(runId));
    expect(workflow.runners().get(runId)?.pid).toBe(waiting);
    expect(workflow.standby()).toHaveLength(0);
    expect((await pollRun(runId)).status).toBe('passed');
    await waitFor(() => workflow.standby().length === 1);
    expect(workflow.standby()[0]?.pid).not.toBe(waiting);
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
