/**
 * Runs through the HTTP API on the shared local stack: a run of recorded and api steps to its results, screenshots and
 * video; failed runs and groups; retries; login modules. (Robustness, standby runners and sub-runs, which need a stack
 * of their own, are in runs-robustness.test.ts and runs-standby.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../support/fixture-server';
import { type ApiClient, type SharedTestStack, sharedTestStack } from '../support/local-stack';
import { RECORDED, runsHarness, startRunSite } from '../support/runs-harness';

/**
 * The longest a run here may take before the test gives up on it: a guard against a run that never ends, far above
 * what these runs take on a busy machine (the shared stack runs with the default run limit).
 */
const RUN_BOUND_MS = 180_000;
/** A test here waits for at most three runs one after another. */
const SUITE = { timeout: 3 * RUN_BOUND_MS };

let t: SharedTestStack;
let api: ApiClient;
let site: FixtureServer;
const { createTest, trigger, pollRun, pollGroup } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_MS,
);
const recorded = RECORDED;

beforeAll(async () => {
  site = await startRunSite();
  t = await sharedTestStack();
  api = t.api;
});

afterAll(async () => {
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
