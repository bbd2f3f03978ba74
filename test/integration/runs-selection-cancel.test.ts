/**
 * Triggering by selection, per-trigger overrides and cancelling, through the HTTP API on the shared local stack.
 * Runs started only to check what a selection resolves to are cancelled at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../support/fixture-server';
import { type ApiClient, type SharedTestStack, sharedTestStack } from '../support/local-stack';
import { runsHarness, startRunSite } from '../support/runs-harness';

const RUN_BOUND_MS = 180_000;
const SUITE = { timeout: 3 * RUN_BOUND_MS };
const WAIT_LONG = [{ step_number: 1, type: 'wait', action: '120' }];
const CANCELLED = 'The run was cancelled.';

let t: SharedTestStack;
let api: ApiClient;
let other: ApiClient;
let site: FixtureServer;
const { pollRun, pollGroup } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_MS,
);

beforeAll(async () => {
  site = await startRunSite();
  t = await sharedTestStack();
  api = t.api;
  other = await t.newCompany({ browserConcurrency: 1 });
});

afterAll(async () => {
  await site?.close();
});

let seq = 0;
async function createTest(fields: Record<string, unknown>, client = api): Promise<number> {
  const res = await client.post('/test_blueprint/create', {
    title: `Selection test ${Date.now()} ${++seq}`,
    type: 'integration',
    steps: WAIT_LONG,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_blueprint.id;
}

async function createSuite(name: string, client = api): Promise<number> {
  const res = await client.post('/test_suites/create', { name: `${name} ${Date.now()} ${++seq}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_suite.id;
}

/** Triggers a selection, returns the tests its runs run, and cancels the group (the runs are not the point). */
async function selected(selection: Record<string, unknown>): Promise<number[]> {
  const res = await api.post('/test_group_run/trigger_run', { selection });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const group = res.body.test_group_run;
  const cancel = await api.post(`/test_group_run/${group.id}/cancel`);
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  return group.test_runs.map((r: { test_blueprint_id: number }) => r.test_blueprint_id);
}

describe('POST /test_group_run/trigger_run with a selection', SUITE, () => {
  let suite: number;
  let ids: Record<'inFolder' | 'inSubfolder' | 'paused' | 'elsewhere', number>;

  beforeAll(async () => {
    suite = await createSuite('Smoke');
    ids = {
      inFolder: await createTest({
        title: `Sel alpha checkout ${Date.now()}`,
        folder_path: '/sel',
        test_blueprint_category_id: suite,
      }),
      inSubfolder: await createTest({ title: `Sel beta CHECKOUT ${Date.now()}`, folder_path: '/sel/sub/deeper' }),
      paused: await createTest({ title: `Sel gamma checkout ${Date.now()}`, folder_path: '/sel', status: 'paused' }),
      elsewhere: await createTest({
        title: `Other alpha ${Date.now()}`,
        folder_path: '/other',
        test_blueprint_category_id: suite,
      }),
    };
    // Neither a login module nor a step module is ever selected.
    const login = await api.post('/test_blueprint/create', {
      title: `Sel login checkout ${Date.now()}`,
      type: 'module',
      folder_path: '/sel',
      test_blueprint_category_id: suite,
      starting_url: site.url('/page'),
      credentials: { username: 'ada', password: 'pw' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(201);
    const module = await api.post('/modules/create', {
      title: `Sel step module checkout ${Date.now()}`,
      folder_path: '/sel',
      test_blueprint_category_id: suite,
      steps: WAIT_LONG,
    });
    expect(module.status, JSON.stringify(module.body)).toBe(201);
  });

  it('runs the active integration tests of a folder and its subfolders, oldest first', async () => {
    expect(await selected({ folder_path: '/sel' })).toEqual([ids.inFolder, ids.inSubfolder]);
  });

  it('runs the tests of a suite', async () => {
    expect(await selected({ test_blueprint_category_id: suite })).toEqual([ids.inFolder, ids.elsewhere]);
  });

  it('runs the tests whose title contains the search, in every folder, case-insensitively', async () => {
    expect(await selected({ search: 'checkout' })).toEqual([ids.inFolder, ids.inSubfolder]);
  });

  it('combines filters with AND', async () => {
    expect(await selected({ folder_path: '/sel', test_blueprint_category_id: suite })).toEqual([ids.inFolder]);
    expect(await selected({ folder_path: '/other', search: 'ALPHA' })).toEqual([ids.elsewhere]);
  });

  it('answers 400 for a selection that matches nothing, and starts nothing', async () => {
    // Act
    const res = await api.post('/test_group_run/trigger_run', { selection: { folder_path: '/sel/nothing-here' } });

    // Assess
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual([
      { path: '/selection', message: 'matches no active integration test; nothing was started' },
    ]);
  });

  it('answers 400 for both ids and a selection, for neither, and for an empty selection', async () => {
    const both = await api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [ids.inFolder],
      selection: { folder_path: '/sel' },
    });
    const neither = await api.post('/test_group_run/trigger_run', { variables: { a: 'b' } });
    const empty = await api.post('/test_group_run/trigger_run', { selection: {} });

    expect([both.status, neither.status, empty.status]).toEqual([400, 400, 400]);
    expect(both.body.details[0].path).toBe('/selection');
    expect(neither.body.details[0].path).toBe('/test_blueprint_ids');
    expect(empty.body.details[0].path).toBe('/selection');
  });

  it("answers 400 for another company's suite", async () => {
    // Prepare
    const theirs = await createSuite('Theirs', other);

    // Act
    const res = await api.post('/test_group_run/trigger_run', { selection: { test_blueprint_category_id: theirs } });

    // Assess
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: '/selection/test_blueprint_category_id', message: `no test suite with id ${theirs}` },
    ]);
  });
});

describe('per-trigger overrides', SUITE, () => {
  it('runs with the overriding variables and starting URL base, leaving the test unchanged', async () => {
    // Prepare: the stored starting URL points at a port nothing listens on; the base moves it to the site.
    const id = await createTest({
      starting_url: 'http://127.0.0.1:9/page?from=ci#top',
      viewport_width: 800,
      viewport_height: 600,
      variables: [{ key: 'name', type: 'random' }],
      steps: [
        { step_number: 1, type: 'left_click', action: '150,140' },
        { step_number: 2, type: 'type', action: 'hello {{name}}' },
      ],
    });

    // Act
    const res = await api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [id],
      variables: { name: 'Ada Lovelace' },
      starting_url_base: site.origin,
    });

    // Assess
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const snapshot = res.body.test_group_run.test_runs[0].blueprint_metadata;
    expect(snapshot.starting_url).toBe(`${site.origin}/page?from=ci#top`);
    expect(snapshot.variables).toEqual([{ key: 'name', type: 'text', value: 'Ada Lovelace', randomConfig: null }]);
    const run = await pollRun(res.body.test_group_run.test_runs[0].id);
    expect(run.status, JSON.stringify(run.results, null, 1)).toBe('passed');
    expect(run.results[1].actions[0].description).toBe('Typed "hello Ada Lovelace"');
    const stored = await api.get(`/test_blueprint/${id}`);
    expect(stored.body.test_blueprint.starting_url).toBe('http://127.0.0.1:9/page?from=ci#top');
    expect(stored.body.test_blueprint.variables[0].type).toBe('random');
  });

  it('passes the overrides on to the sub-runs of trigger_run steps', async () => {
    // Prepare
    const child = await createTest({
      starting_url: 'http://127.0.0.1:9/page',
      viewport_width: 800,
      viewport_height: 600,
      steps: [
        { step_number: 1, type: 'left_click', action: '150,140' },
        { step_number: 2, type: 'type', action: '{{name}}' },
      ],
    });
    const parent = await createTest({
      steps: [{ step_number: 1, type: 'trigger_run', action: '', trigger_run_config: { test_blueprint_id: child } }],
    });

    // Act
    const res = await api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [parent],
      variables: { name: 'Grace' },
      starting_url_base: site.origin,
    });

    // Assess
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const run = await pollRun(res.body.test_group_run.test_runs[0].id);
    expect(run.status, JSON.stringify(run.results, null, 1)).toBe('passed');
    const subRunId = Number(/Test run (\d+)/.exec(run.results[0].result)?.[1]);
    const sub = (await api.get(`/test_run/${subRunId}`)).body.test_run;
    expect(sub.test_blueprint_id).toBe(child);
    expect(sub.blueprint_metadata.starting_url).toBe(`${site.origin}/page`);
    expect(sub.results[1].actions[0].description).toBe('Typed "Grace"');
  });

  it('answers 400 for a base with a path and for a bad variable key', async () => {
    const id = await createTest({});
    const res = await api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [id],
      starting_url_base: 'https://preview.example/app',
      variables: { 'no spaces': 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      '/starting_url_base',
      '/variables/no spaces',
    ]);
  });
});

describe('cancelling', SUITE, () => {
  it('cancels every running run of a group quickly, and the group settles failed', async () => {
    // Prepare
    const a = await createTest({});
    const b = await createTest({});
    const triggered = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [a, b] });
    const group = triggered.body.test_group_run;
    await new Promise((r) => setTimeout(r, 3000)); // the runners are in their wait step

    // Act
    const started = Date.now();
    const res = await api.post(`/test_group_run/${group.id}/cancel`);

    // Assess
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Test group run cancelled successfully');
    expect(res.body.test_group_run.status).toBe('failed');
    expect(res.body.test_group_run.test_runs.map((r: { status: string }) => r.status)).toEqual(['failed', 'failed']);
    for (const summary of res.body.test_group_run.test_runs) {
      const run = await pollRun(summary.id);
      expect(run.results.at(-1)).toMatchObject({ is_successful: false, result: CANCELLED });
    }
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await pollGroup(group.id)).status).toBe('failed');
  });

  it('cancels one run; cancelling it again returns it unchanged', async () => {
    // Prepare
    const id = await createTest({});
    const triggered = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    const runId = triggered.body.test_group_run.test_runs[0].id;

    // Act
    const first = await api.post(`/test_run/${runId}/cancel`);
    const again = await api.post(`/test_run/${runId}/cancel`);

    // Assess
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Test run cancelled successfully');
    expect(first.body.test_run.status).toBe('failed');
    expect(first.body.test_run.results.at(-1)).toMatchObject({ is_successful: false, result: CANCELLED });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Test run had already finished; nothing was cancelled');
    expect(again.body.test_run.updated_at).toBe(first.body.test_run.updated_at);
    expect(again.body.test_run.results).toEqual(
      first.body.test_run.results.map((r: object) => expect.objectContaining(r)),
    );
    // The group settles as usual once the cancelled run's runner is gone.
    const group = await pollGroup(triggered.body.test_group_run.id);
    expect(group.status).toBe('failed');
    const groupAgain = await api.post(`/test_group_run/${group.id}/cancel`);
    expect(groupAgain.status).toBe(200);
    expect(groupAgain.body.message).toBe('Test group run had already finished; nothing was cancelled');
    expect(groupAgain.body.test_group_run.updated_at).toBe(group.updated_at);
  });

  it("answers 404 for another company's run and group, and leaves them running", async () => {
    // Prepare
    const id = await createTest({});
    const triggered = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
    const group = triggered.body.test_group_run;

    // Act
    const run = await other.post(`/test_run/${group.test_runs[0].id}/cancel`);
    const theirGroup = await other.post(`/test_group_run/${group.id}/cancel`);
    const unknown = await api.post('/test_run/999999999999/cancel');

    // Assess
    expect([run.status, theirGroup.status, unknown.status]).toEqual([404, 404, 404]);
    expect(run.body.error).toBe('not_found');
    expect((await api.get(`/test_run/${group.test_runs[0].id}`)).body.test_run.status).toBe('running');
    await api.post(`/test_group_run/${group.id}/cancel`);
  });
});
