import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { decodePng, MASK_RGB, type RawImage } from '../../runner-image/src/mobile/png-mask';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { runBoundMs, runTest } from '../support/runs-harness';
import { createApp } from '../support/uploads';

/**
 * Login modules with stored credentials on a device, through the HTTP API, on the local device server: Appium's fake
 * driver with the project's plugin, whose demo apps (runner-image/mobile-apps/*.xml) lead from the sign-in screen to
 * a signed-in one when Sign in is tapped with Email and Password filled.
 */

const RUN_LIMIT_SECONDS = 60;
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);
const SUITE = { timeout: 2 * RUN_BOUND_MS };
const PASSWORD = 'pw-Secret-4821';
const USERNAME = 'ann.device@example.com';

let t: TestStack;
let api: ApiClient;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()} ${++seq}`;

async function created(res: { status: number; body: any }): Promise<number> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_blueprint.id;
}

async function newApp(platform: 'android' | 'ios'): Promise<number> {
  const res = await createApp(api, unique(`Shop ${platform}`), platform);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.app.id;
}

function loginModule(): Promise<number> {
  return api
    .post('/test_blueprint/create', {
      title: unique('Sign in'),
      type: 'module',
      starting_url: 'https://shop.example/sign-in',
      credentials: { username: USERNAME, password: PASSWORD },
    })
    .then(created);
}

const runOf = (id: number) => runTest(api, id, RUN_BOUND_MS);

async function imageAt(url: string): Promise<RawImage> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const image = await decodePng(Buffer.from(await res.arrayBuffer()));
  expect(image).not.toBeNull();
  return image as RawImage;
}

/** The pixel at a point of the window (in points), in a screenshot of the fake driver (400 x 852 px). */
function at(image: RawImage, window: { width: number; height: number }, x: number, y: number): number[] {
  const px = Math.round((x * image.width) / window.width);
  const py = Math.round((y * image.height) / window.height);
  const o = (py * image.width + px) * image.channels;
  return [...image.data.subarray(o, o + 3)];
}

const MAGENTA = [...MASK_RGB];

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  t = await startTestStack({ appium: true });
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
});

describe('a login module with stored credentials on a device', SUITE, () => {
  it('signs in on the Android app as the setup of a test, masking the password field in its screenshots', async () => {
    // Prepare: android.xml's sign-in screen (Email at 24,144; Password at 24,216, 364 x 56 pt, window 412 x 915).
    const login = await loginModule();
    const id = await created(
      await api.post('/test_blueprint/create', {
        title: unique('After sign-in'),
        type: 'integration',
        device_type: 'android',
        app_id: await newApp('android'),
        setup_module: login,
        steps: [{ step_number: 1, type: 'assert', action: 'The screen shows "Welcome back"' }],
      }),
    );

    // Act
    const run = await runOf(id);

    // Assess
    const results = run.results as Array<{ result: string; actions: any[] }>;
    expect(run.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
    expect(results[0]!.result).toMatch(/^Login module ".*": Logged in; the sign-in screen is gone\.$/);
    expect(results[0]!.actions.map((a) => a.description)).toEqual([
      'Typed •••••• into textbox "Email address"',
      'Typed •••••• into textbox "Password"',
      'Tapped button "Sign in"',
    ]);
    const text = JSON.stringify(run);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(USERNAME);
    const window = { width: 412, height: 915 };
    const signIn = await imageAt(results[0]!.actions[1].screenshot_url_before);
    expect(at(signIn, window, 206, 244)).toEqual(MAGENTA);
    expect(at(signIn, window, 30, 222)).toEqual(MAGENTA);
    expect(at(signIn, window, 380, 268)).toEqual(MAGENTA);
    expect(at(signIn, window, 206, 172)).not.toEqual(MAGENTA);
    const signedIn = await imageAt(results[0]!.actions[2].screenshot_url);
    expect(at(signedIn, window, 206, 244)).not.toEqual(MAGENTA);
  });

  it('signs in on the iOS app when the login blueprint itself runs on the device', async () => {
    // Prepare
    const id = await created(
      await api.post('/test_blueprint/create', {
        title: unique('Sign in on iOS'),
        type: 'module',
        device_type: 'ios',
        app_id: await newApp('ios'),
        starting_url: 'https://shop.example/sign-in',
        credentials: { username: USERNAME, password: PASSWORD },
      }),
    );

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status, JSON.stringify(run.results)).toBe('passed');
    expect(run.is_login_test_run).toBe(true);
    expect(run.results[0].result).toMatch(/Logged in; the sign-in screen is gone\.$/);
    expect(JSON.stringify(run)).not.toContain(PASSWORD);
  });

  it('fails when the screen has no password field, saying so, without the credentials', async () => {
    // Prepare: the gift-card screen (a deep link away) has an amount field and no password field.
    const login = await loginModule();
    const id = await created(
      await api.post('/test_blueprint/create', {
        title: unique('Sign in elsewhere'),
        type: 'integration',
        device_type: 'android',
        app_id: await newApp('android'),
        teardown_module: login,
        num_retries: 0,
        steps: [{ step_number: 1, type: 'deeplink', action: 'demoshop://gift-cards' }],
      }),
    );

    // Act
    const run = await runOf(id);

    // Assess
    expect(run.status).toBe('failed');
    const teardown = run.results.at(-1);
    expect(teardown).toMatchObject({
      is_successful: false,
      result: expect.stringMatching(
        /^Login module ".*": No password field was found on the screen of app:\/\/com\.tas\.demo\.$/,
      ),
    });
    expect(JSON.stringify(run)).not.toContain(PASSWORD);
  });
});
