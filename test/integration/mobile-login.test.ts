import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppiumHandle, fakeAppPath, startAppium } from '../../lib/local/appium';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import type { LoginCredentials, RunSnapshot } from '../../runner-image/src/contract';
import { runOnDevice } from '../../runner-image/src/engine';
import { createDeviceAgent } from '../../runner-image/src/mobile/agent';
import { MobileDevice } from '../../runner-image/src/mobile/device';
import { decodePng, MASK_RGB, type RawImage } from '../../runner-image/src/mobile/png-mask';
import { appiumProvider } from '../../runner-image/src/mobile/providers/appium';
import { runSnapshot, snapshotStep } from '../support/snapshots';
import { fakeRunInput } from '../unit/runner-fakes';

/**
 * Login modules with stored credentials on a device of the local Appium server (the fake driver with the project's
 * plugin): the demo apps (runner-image/mobile-apps/*.xml) lead from the sign-in screen to a signed-in one when Sign in
 * is tapped with Email and Password filled.
 */

const PASSWORD = 'pw-Secret-4821';
const USERNAME = 'ann.device@example.com';
const CREDENTIALS: LoginCredentials = { username: USERNAME, password: PASSWORD };
const MAGENTA = [...MASK_RGB];
/** android.xml's window, in points. */
const ANDROID_WINDOW = { width: 412, height: 915 };
const LOGIN = { id: 9, title: 'Sign in', type: 'module' as const, starting_url: null, steps: [] };

let appium: AppiumHandle;

beforeAll(async () => {
  appium = await startAppium({ timeoutMs: 90_000 });
}, 120_000);
afterAll(async () => {
  await appium?.stop();
});

async function runOnFake(snapshot: RunSnapshot, credentials: LoginCredentials = CREDENTIALS) {
  const platform = snapshot.device_type as 'android' | 'ios';
  const provider = appiumProvider({
    serverUrl: appium.url,
    fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
  });
  const { input, record } = fakeRunInput(snapshot, {
    deadline: Date.now() + 90_000,
    loginCredentials: async () => credentials,
  });
  const outcome = await runOnDevice(
    input,
    (run) =>
      new MobileDevice(run, {
        provider,
        build: {
          platform,
          fileName: platform === 'android' ? 'shop.apk' : 'shop.zip',
          sha256: 'a'.repeat(64),
          downloadUrl: 'http://127.0.0.1:9/unused',
        },
        deviceName: null,
        sessionName: 'login test',
      }),
    { agent: createDeviceAgent({ planner: createRulesPlanner() }) },
  );
  const results = record.results.get(1) ?? [];
  const image = async (key: string | null | undefined): Promise<RawImage> => {
    const body = key ? record.artifacts.get(key.replace(/^runs\/42\//, '')) : undefined;
    expect(body, `the screenshot ${key}`).toBeDefined();
    const decoded = await decodePng(body as Buffer);
    expect(decoded).not.toBeNull();
    return decoded as RawImage;
  };
  return { outcome, record, results, image };
}

/** The pixel at a point of the window, in a screenshot of the fake driver (400 x 852 px). */
function at(image: RawImage, x: number, y: number): number[] {
  const px = Math.round((x * image.width) / ANDROID_WINDOW.width);
  const py = Math.round((y * image.height) / ANDROID_WINDOW.height);
  const o = (py * image.width + px) * image.channels;
  return [...image.data.subarray(o, o + 3)];
}

function mobileSnapshot(platform: 'android' | 'ios', steps: RunSnapshot['steps'], extra: Partial<RunSnapshot> = {}) {
  return runSnapshot({
    device_type: platform,
    app_id: 1,
    steps: steps.map((s, i) => ({ ...s, step_number: i + 1 })),
    ...extra,
  });
}

describe('a login module with stored credentials on a device', () => {
  it('signs in on Android as the setup of a test, the password field masked in the sign-in screenshots', async () => {
    // Prepare: android.xml's sign-in screen (Password at 24,216, 364 x 56 pt).
    const snapshot = mobileSnapshot('android', [snapshotStep('assert', 'The screen shows "Welcome back"')], {
      setup: LOGIN,
      setup_module: LOGIN.id,
    });

    // Act
    const { outcome, record, results, image } = await runOnFake(snapshot);

    // Assess
    expect(outcome.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
    expect(results[0]!.result).toBe('Login module "Sign in": Logged in; the sign-in screen is gone.');
    expect(results[0]!.actions.map((a) => a.description)).toEqual([
      'Typed •••••• into textbox "Email address"',
      'Typed •••••• into textbox "Password"',
      'Tapped button "Sign in"',
    ]);
    expect(results[1]!.is_successful).toBe(true);
    expect(JSON.stringify(results)).not.toContain(PASSWORD);
    expect(JSON.stringify(results)).not.toContain(USERNAME);
    const signIn = await image(results[0]!.actions[1]!.screenshot_key_before);
    for (const [x, y] of [
      [206, 244],
      [25, 217],
      [387, 271],
    ] as const) {
      expect(at(signIn, x, y), `${x},${y}`).toEqual(MAGENTA);
    }
    expect(at(signIn, 206, 172)).not.toEqual(MAGENTA);
    expect(at(signIn, 206, 320)).not.toEqual(MAGENTA);
    const signedIn = await image(results[0]!.actions[2]!.screenshot_key);
    expect(at(signedIn, 206, 244)).not.toEqual(MAGENTA);
    expect(record.artifacts.get('attempt-1/video.webm')?.length).toBeGreaterThan(200);
  }, 120_000);

  it('signs in on iOS when the login blueprint itself runs on the device', async () => {
    // Prepare: ios.xml's sign-in screen, its Password a SecureTextField.
    const snapshot = mobileSnapshot('ios', [], { id: 9, title: 'Sign in', type: 'module' });

    // Act
    const { outcome, results, image } = await runOnFake(snapshot);

    // Assess
    expect(outcome.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
    expect(results[0]!.result).toBe('Login module "Sign in": Logged in; the sign-in screen is gone.');
    expect(JSON.stringify(results)).not.toContain(PASSWORD);
    const signIn = await image(results[0]!.actions[0]!.screenshot_key_before);
    // ios.xml's Password field: 20,234, 353 x 48 pt of a 393 x 852 pt window.
    const o = (Math.round((258 * signIn.height) / 852) * signIn.width + Math.round((196 * signIn.width) / 393)) * 3;
    expect([...signIn.data.subarray(o, o + 3)]).toEqual(MAGENTA);
  }, 120_000);

  it('fails on a screen without a password field, saying so, without the credentials', async () => {
    // Prepare: the gift-card screen (a deep link away) has an amount field and no password field.
    const snapshot = mobileSnapshot('android', [snapshotStep('deeplink', 'demoshop://gift-cards')], {
      teardown: LOGIN,
      teardown_module: LOGIN.id,
      num_retries: 0,
    });

    // Act
    const { outcome, results } = await runOnFake(snapshot);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results.at(-1)).toMatchObject({
      is_successful: false,
      result: 'Login module "Sign in": No password field was found on the screen of app://com.tas.demo.',
    });
    // The amount field (resource id com.tas.demo:id/gift_amount) is not taken for a username field.
    expect(results.at(-1)!.actions.map((a) => a.description)).toEqual([]);
    expect(JSON.stringify(results)).not.toContain(PASSWORD);
  }, 120_000);

  it('fails when the sign-in screen stays after submitting, naming neither credential', async () => {
    // Prepare: an empty username leaves Email empty, so Sign in (requires Email and Password) leads nowhere.
    const snapshot = mobileSnapshot('android', [], { id: 9, title: 'Sign in', type: 'module', num_retries: 0 });

    // Act
    const { outcome, results } = await runOnFake(snapshot, { username: '', password: PASSWORD });

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]!.result).toBe(
      'Login module "Sign in": Login failed: the sign-in screen is still shown after submitting.',
    );
    expect(JSON.stringify(results)).not.toContain(PASSWORD);
  }, 120_000);
});
