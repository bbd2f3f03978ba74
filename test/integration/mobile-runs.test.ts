import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { apk, createApp, upload } from '../support/uploads';

/** Long enough for a mobile run of a few steps on a loaded 2-core machine (Appium's fake driver, ffmpeg). */
const RUN_LIMIT_SECONDS = 60;
/**
 * How long a run of this suite can be `running`: the service ends every run within its run limit, plus the time to
 * settle it. Waits and test timeouts derive from this bound, not from how fast the machine happens to be.
 */
const RUN_BOUND_MS = (RUN_LIMIT_SECONDS + 20) * 1000;
/** A test here waits for at most two runs one after another. */
const SUITE = { timeout: 2 * RUN_BOUND_MS };

let t: TestStack;
let api: ApiClient;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()} ${++seq}`;

async function newApp(platform: 'android' | 'ios', client = api): Promise<{ id: number; buildId: number }> {
  const res = await createApp(client, unique(`Shop ${platform}`), platform);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.app.id, buildId: res.body.app.current_build.id };
}

async function createMobileTest(
  deviceType: 'android' | 'ios',
  steps: unknown[],
  extra: Record<string, unknown> = {},
  client = api,
) {
  return client.post('/test_blueprint/create', {
    title: unique(`Mobile ${deviceType}`),
    type: 'integration',
    device_type: deviceType,
    steps,
    ...extra,
  });
}

async function createdId(res: { status: number; body: any }): Promise<number> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_blueprint.id;
}

async function trigger(ids: number[], client = api) {
  const res = await client.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_group_run as { id: number; test_runs: { id: number; blueprint_metadata: any }[] };
}

async function pollRun(runId: number, client = api) {
  const until = Date.now() + RUN_BOUND_MS;
  for (;;) {
    const res = await client.get(`/test_run/${runId}`);
    expect(res.status).toBe(200);
    if (res.body.test_run.status !== 'running') return res.body.test_run;
    if (Date.now() > until) throw new Error(`test run ${runId} still running after ${RUN_BOUND_MS} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const WAIT = [{ step_number: 1, type: 'wait', action: '0.1' }];

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  t = await startTestStack();
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
});

describe('the app of a mobile test', () => {
  it('must be of the platform of the test, at create and at update', async () => {
    // Prepare
    const android = await newApp('android');
    const ios = await newApp('ios');

    // Act
    const wrong = await createMobileTest('ios', WAIT, { app_id: android.id });
    const right = await createdId(await createMobileTest('ios', WAIT, { app_id: ios.id }));
    const switched = await api.put(`/test_blueprint/${right}`, { device_type: 'android' });
    const browser = await api.post('/test_blueprint/create', {
      title: unique('Browser with app'),
      type: 'integration',
      steps: WAIT,
      app_id: android.id,
    });

    // Assess
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      { path: '/app_id', message: expect.stringMatching(/platform is the test's device_type \(ios\).*android app/) },
    ]);
    expect(switched.status).toBe(400);
    expect(switched.body.details.map((d: { path: string }) => d.path)).toEqual(['/app_id']);
    expect(browser.status).toBe(400);
    expect((await api.put(`/test_blueprint/${right}`, { device_type: 'android', app_id: android.id })).status).toBe(
      200,
    );
  });
});

describe('triggering a mobile test', SUITE, () => {
  it('records the app, the current build and its name in blueprint_metadata', async () => {
    // Prepare
    const app = await newApp('android');
    const bytes = apk(['x86_64']);
    const grant = await upload(api, 'next.apk', 'android', bytes);
    const added = await api.post(`/apps/${app.id}/builds`, {
      name: '2.0.0',
      s3_key: grant.s3_key,
      file_size: bytes.length,
      set_as_current: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = await createdId(await createMobileTest('android', WAIT, { app_id: app.id }));

    // Act
    const group = await trigger([id]);

    // Assess
    const metadata = group.test_runs[0]!.blueprint_metadata;
    expect(metadata).toMatchObject({ app_id: app.id, build_id: added.body.build.id, build_name: '2.0.0' });
    expect(metadata.build_file).toMatchObject({ s3_key: grant.s3_key, file_size: bytes.length });
    expect(metadata.build_file.file_name).toMatch(/\.apk$/);
    await pollRun(group.test_runs[0]!.id);
  });

  it('answers 400 naming a mobile test without an app, and starts nothing', async () => {
    // Prepare
    const app = await newApp('ios');
    const withApp = await createdId(await createMobileTest('ios', WAIT, { app_id: app.id }));
    const without = await createdId(await createMobileTest('ios', WAIT));

    // Act
    const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [withApp, without] });

    // Assess
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        path: '/test_blueprint_ids/1',
        message: `${without} is an ios test without an app_id; set the app it tests to run it`,
      },
    ]);
    expect(res.body.message).toMatch(/nothing was started/);
    const list = await api.get(`/test_blueprint/${withApp}`);
    expect(list.body.test_blueprint.last_run).toBeNull();
  });

  it('answers 403 on a plan without mobile concurrency', async () => {
    // Prepare: the app is made by a company that may, the test by one that may not (its app_id cannot be set).
    const company = await t.newCompany({ mobileConcurrency: 0 });
    const id = await createdId(await createMobileTest('android', WAIT, {}, company));

    // Act
    const res = await company.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });

    // Assess
    expect(res.status).toBe(403);
  });
});
