import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { decodePng, MASK_RGB, type RawImage } from '../../runner-image/src/mobile/png-mask';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { runBoundMs, settledRun, triggerRun } from '../support/runs-harness';
import { apk, createApp, upload } from '../support/uploads';
import { buildZip } from '../support/zip-builder';

/** Long enough for a mobile run of a few steps on a loaded 2-core machine (Appium's fake driver, ffmpeg). */
const RUN_LIMIT_SECONDS = 60;
/**
 * How long a run of this suite can be `running`: the service ends every run within its run limit, plus the time to
 * settle it. Waits and test timeouts derive from this bound, not from how fast the machine happens to be.
 */
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);
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

const trigger = (ids: number[], client = api) => triggerRun(client, ids);
const pollRun = (runId: number, client = api) => settledRun(client, runId, RUN_BOUND_MS);

/** A new app of `platform` and a test of `steps` on it (with `extra` fields of the blueprint). */
async function testOnNewApp(platform: 'android' | 'ios', steps: unknown[], extra: Record<string, unknown> = {}) {
  const app = await newApp(platform);
  return { app, id: await createdId(await createMobileTest(platform, steps, { app_id: app.id, ...extra })) };
}

/** Triggers the test alone and waits until its run has settled. */
const runOf = async (id: number) => pollRun((await trigger([id])).test_runs[0]!.id);

const WAIT = [{ step_number: 1, type: 'wait', action: '0.1' }];

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  t = await startTestStack({ appium: true });
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

const PNG = '89504e47';
const WEBM = '1a45dfa3';

async function bytesAt(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const MAGENTA = [...MASK_RGB];

/** The pixel at a point of android.xml's 412 x 915 pt window in a screenshot. */
function pixelAt(image: RawImage, x: number, y: number): number[] {
  const o = (Math.round((y * image.height) / 915) * image.width + Math.round((x * image.width) / 412)) * image.channels;
  return [...image.data.subarray(o, o + 3)];
}

/** Every action of every result has a screenshot after it that is a PNG image. */
async function expectScreenshots(results: Array<{ actions: Array<{ screenshot_url: string | null }> }>) {
  for (const result of results) {
    expect(result.actions.length).toBeGreaterThan(0);
    for (const action of result.actions) {
      expect(action.screenshot_url).toMatch(/^http/);
      expect((await bytesAt(action.screenshot_url!)).subarray(0, 4).toString('hex')).toBe(PNG);
    }
  }
}

describe('mobile runs on the local device server (Appium with its fake driver)', SUITE, () => {
  it('runs recorded taps, typing, a key, an act and an assert on Android to passed, with screenshots and a WebM', async () => {
    // Prepare: the fake app's sign-in screen (runner-image/mobile-apps/android.xml), its email field focused.
    const { app, id } = await testOnNewApp('android', [
      { step_number: 1, type: 'left_click', action: '206,172' },
      { step_number: 2, type: 'type', action: 'ann@example.com' },
      { step_number: 3, type: 'key', action: 'Return' },
      { step_number: 4, type: 'act', action: 'Tap the Sign in button' },
      { step_number: 5, type: 'assert', action: 'Remember me is checked' },
    ]);

    // Act
    const group = await trigger([id]);
    const run = await pollRun(group.test_runs[0]!.id);

    // Assess
    expect(run.status, JSON.stringify(run.results?.map((r: { result: string }) => r.result))).toBe('passed');
    expect(run.results.map((r: { is_successful: boolean }) => r.is_successful)).toEqual([true, true, true, true, true]);
    expect(run.results[0].result).toBe('Clicked at (206, 172).');
    expect(run.results[1].result).toBe('Typed "ann@example.com".');
    expect(run.results[3]).toMatchObject({
      result: 'Tapped button "Sign in". Planned by the rules planner.',
      planner: 'rules',
      cache: 'miss',
    });
    expect(run.results[4]).toMatchObject({ result: 'The checkbox "Remember me" is checked.', planner: 'rules' });
    expect(run.blueprint_metadata).toMatchObject({ app_id: app.id, build_id: app.buildId, build_name: '1.0.0' });
    await expectScreenshots(run.results);
    expect(run.test_video_s3_key).toMatch(/attempt-1\/video\.webm$/);
    const video = await bytesAt(run.test_video_url);
    expect(video.subarray(0, 4).toString('hex')).toBe(WEBM);
    expect(video.length).toBeGreaterThan(200);
  });

  it('masks the password field in every screenshot and in the video of a run that stays on the sign-in screen', async () => {
    // Prepare: android.xml's sign-in screen (Email at 24,144; Password at 24,216, 364 x 56 pt; window 412 x 915),
    // shown step after step (the fake driver's screenshot is the same image each time).
    const { id } = await testOnNewApp(
      'android',
      [
        { step_number: 1, type: 'left_click', action: '206,172' },
        { step_number: 2, type: 'type', action: 'ann@example.com' },
        { step_number: 3, type: 'key', action: 'Tab' },
        { step_number: 4, type: 'left_click', action: '206,172' },
        { step_number: 5, type: 'type', action: 'x' },
      ],
      { num_retries: 0 },
    );

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status, JSON.stringify(run.results?.map((r: { result: string }) => r.result))).toBe('passed');
    const urls = (run.results as Array<{ actions: Array<Record<string, string | null>> }>).flatMap((r) =>
      r.actions.flatMap((a) => [a.screenshot_url_before, a.screenshot_url]),
    );
    expect(urls.filter((url) => url === null)).toEqual([]);
    expect(urls).toHaveLength(10);
    for (const url of urls) {
      const image = (await decodePng(await bytesAt(url!)))!;
      expect(pixelAt(image, 206, 244), url!).toEqual(MAGENTA);
      expect(pixelAt(image, 206, 172), url!).not.toEqual(MAGENTA);
    }
    const video = await bytesAt(run.test_video_url);
    const frames = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
      input: video,
      maxBuffer: 256 * 1024 * 1024,
    });
    // The video is at half size (200 x 426 px for the fake's 400 x 852 screenshot); VP8 shifts colours a little.
    const frameSize = 200 * 426 * 3;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length % frameSize).toBe(0);
    for (let f = 0; f < frames.length; f += frameSize) {
      const o = f + (Math.round((244 * 426) / 915) * 200 + 100) * 3;
      const [r, g, b] = frames.subarray(o, o + 3);
      expect([r! > 200, g! < 60, b! > 200], `frame ${f / frameSize}`).toEqual([true, true, true]);
    }
  });

  it('fails a run whose assert does not hold on the screen, with the reason', async () => {
    // Prepare
    const { id } = await testOnNewApp('android', [
      { step_number: 1, type: 'assert', action: 'The Create account button is enabled' },
    ]);

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status).toBe('failed');
    expect(run.results[0]).toMatchObject({
      is_successful: false,
      result: 'Expected the button "Create account" to be enabled, but it is disabled.',
    });
    expect((await bytesAt(run.test_video_url)).subarray(0, 4).toString('hex')).toBe(WEBM);
  });

  it('runs an iOS test: a tap, an act that fills a field and an assert on the screen', async () => {
    // Prepare: runner-image/mobile-apps/ios.xml
    const { id } = await testOnNewApp('ios', [
      { step_number: 1, type: 'left_click', action: '196,194' },
      { step_number: 2, type: 'act', action: 'Type ann@example.com into the Email address field' },
      { step_number: 3, type: 'assert', action: 'The screen shows "Today\'s offers"' },
    ]);

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status, JSON.stringify(run.results?.map((r: { result: string }) => r.result))).toBe('passed');
    expect(run.results[1].result).toBe(
      'Typed "ann@example.com" into textbox "Email address". Planned by the rules planner.',
    );
    await expectScreenshots(run.results);
    expect((await bytesAt(run.test_video_url)).subarray(0, 4).toString('hex')).toBe(WEBM);
  });

  it('opens a deep link on Android and iOS and acts and asserts on the screen it opened', async () => {
    // Prepare: the fake apps handle demoshop://orders/{id} and demoshop://gift-cards (their XML's deeplinks, played by
    // appium-plugin/); on iOS the step accepts the "Open in" alert first.
    const android = await newApp('android');
    const ios = await newApp('ios');
    const androidTest = await createdId(
      await createMobileTest(
        'android',
        [
          { step_number: 1, type: 'deeplink', action: 'demoshop://orders/1042' },
          { step_number: 2, type: 'assert', action: 'The screen shows "Order #1042"' },
          { step_number: 3, type: 'act', action: 'Tap the Track parcel button' },
        ],
        { app_id: android.id, num_retries: 0 },
      ),
    );
    const iosTest = await createdId(
      await createMobileTest(
        'ios',
        [
          { step_number: 1, type: 'deeplink', action: 'demoshop://gift-cards' },
          { step_number: 2, type: 'assert', action: 'The screen shows "Choose an amount from $10 to $200"' },
          { step_number: 3, type: 'left_click', action: '38,76' },
          { step_number: 4, type: 'assert', action: 'The screen shows "Sign in to Demo Shop"' },
        ],
        { app_id: ios.id, num_retries: 0 },
      ),
    );

    // Act: one after the other (the plan runs one mobile test at a time)
    const androidRun = await pollRun((await trigger([androidTest])).test_runs[0]!.id);
    const iosRun = await pollRun((await trigger([iosTest])).test_runs[0]!.id);

    // Assess
    for (const run of [androidRun, iosRun]) {
      expect(run.status, JSON.stringify(run.results?.map((r: { result: string }) => r.result))).toBe('passed');
      expect(run.results[0]).toMatchObject({ step_number: 1, is_successful: true });
    }
    expect(androidRun.results[0].result).toBe('Opened demoshop://orders/1042.');
    expect(androidRun.results[2]).toMatchObject({
      result: 'Tapped button "Track parcel". Planned by the rules planner.',
      planner: 'rules',
    });
    expect(iosRun.results[0].result).toBe('Opened demoshop://gift-cards.');
  });

  it('fails a deeplink the app does not handle, the step saying why, on Android and iOS', async () => {
    // Prepare: neither fake app handles demoshop://offers/2, so the app is left in the background.
    const ids = await Promise.all(
      (['android', 'ios'] as const).map(async (platform) => {
        const app = await newApp(platform);
        return createdId(
          await createMobileTest(platform, [{ step_number: 1, type: 'deeplink', action: 'demoshop://offers/2' }], {
            app_id: app.id,
            num_retries: 0,
          }),
        );
      }),
    );

    // Act: one after the other (the plan runs one mobile test at a time)
    const runs = [];
    for (const id of ids) runs.push(await pollRun((await trigger([id])).test_runs[0]!.id));

    // Assess
    for (const run of runs) {
      expect(run.status).toBe('failed');
      expect(run.results[0]).toMatchObject({
        step_number: 1,
        is_successful: false,
        result:
          'Opened demoshop://offers/2 failed: After the deep link demoshop://offers/2, the app com.tas.demo is not in the foreground (app state 3: running in the background): the app did not open the link.',
      });
    }
  });

  it('follows a tap to the screen it leads to, where the next step finds what only that screen has', async () => {
    // Prepare: android.xml's "Gift cards from $10" (24, 680, 364x64) leads to the gift-card screen.
    const { id } = await testOnNewApp(
      'android',
      [
        { step_number: 1, type: 'left_click', action: '206,712' },
        { step_number: 2, type: 'act', action: 'Type 25 into the Gift card amount field' },
        { step_number: 3, type: 'assert', action: 'The screen shows "Choose an amount from $10 to $200"' },
      ],
      { num_retries: 0 },
    );

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status, JSON.stringify(run.results?.map((r: { result: string }) => r.result))).toBe('passed');
    expect(run.results[1]).toMatchObject({
      result: 'Typed "25" into textbox "Gift card amount". Planned by the rules planner.',
      planner: 'rules',
    });
  });

  it('fails the first step with the reason when no device has the device_name', async () => {
    // Prepare
    const { id } = await testOnNewApp('android', WAIT, { device_name: 'Pixel 99', num_retries: 1 });

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status).toBe('failed');
    expect(run.results[0]).toMatchObject({
      step_number: 1,
      is_successful: false,
      result: 'No Android device is named "Pixel 99": the local device server has only "Android Emulator".',
    });
  });

  it('fails clearly for a build format the provider does not take', async () => {
    // Prepare: an .xapk is a valid Android build for the service, not for Appium.
    const bytes = buildZip([{ name: 'base.apk', data: apk(['arm64-v8a']), method: 'store' }]);
    const grant = await upload(api, 'shop.xapk', 'android', bytes);
    const created = await api.post('/apps/create', {
      name: unique('Bundle'),
      platform: 'android',
      build_name: '1.0.0',
      s3_key: grant.s3_key,
      file_size: bytes.length,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = await createdId(await createMobileTest('android', WAIT, { app_id: created.body.app.id }));

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status).toBe('failed');
    expect(run.results[0].result).toMatch(
      /^Appium cannot install .*\.xapk: an Android build must be \.apk, \.aab or \.apks\.$/,
    );
  });
});
