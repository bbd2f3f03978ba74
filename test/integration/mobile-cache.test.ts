import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { runBoundMs, runTest } from '../support/runs-harness';
import { createApp } from '../support/uploads';

/** Long enough for a mobile run of a few steps on a loaded 2-core machine (Appium's fake driver, ffmpeg). */
const RUN_LIMIT_SECONDS = 60;
/** How long a run can be `running`: the service ends every run within its run limit, plus the time to settle it. */
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);

let t: TestStack;
let api: ApiClient;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()} ${++seq}`;

async function newApp(platform: 'android' | 'ios'): Promise<number> {
  const res = await createApp(api, unique(`Shop ${platform}`), platform);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.app.id;
}

async function createMobileTest(deviceType: 'android' | 'ios', appId: number, steps: unknown[]): Promise<number> {
  const res = await api.post('/test_blueprint/create', {
    title: unique(`Cached ${deviceType}`),
    type: 'integration',
    device_type: deviceType,
    app_id: appId,
    num_retries: 0,
    persist_self_healed: true,
    steps,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.test_blueprint.id;
}

type StepResult = {
  step_number: number;
  is_successful: boolean;
  result: string;
  cache?: string;
  planner?: string;
  actions: { description: string }[];
};

/** Triggers the test and waits until its run has settled (the plan runs one mobile test at a time). */
const runOnce = (id: number): Promise<{ status: string; results: StepResult[] }> => runTest(api, id, RUN_BOUND_MS);

const actResult = (run: { results: StepResult[] }, stepNumber: number) =>
  run.results.find((r) => r.step_number === stepNumber)!;

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  t = await startTestStack({ appium: true });
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
});

describe('the action cache on devices (local device server, rules planner)', () => {
  it(
    'learns an act step on the first Android run and replays it on the second, never on iOS',
    async () => {
      // Prepare: the fake Android app's sign-in screen (runner-image/mobile-apps/android.xml) and the iOS one's.
      const android = await createMobileTest('android', await newApp('android'), [
        { step_number: 1, type: 'act', action: 'Tap the Sign in button' },
      ]);
      const ios = await createMobileTest('ios', await newApp('ios'), [
        { step_number: 1, type: 'act', action: 'Tap the Sign in button' },
      ]);

      // Act
      const first = await runOnce(android);
      const second = await runOnce(android);
      const onIos = await runOnce(ios);

      // Assess
      expect(first.status, JSON.stringify(first.results)).toBe('passed');
      expect(actResult(first, 1)).toMatchObject({
        is_successful: true,
        cache: 'miss',
        planner: 'rules',
        result: 'Tapped button "Sign in". Planned by the rules planner.',
      });
      expect(second.status, JSON.stringify(second.results)).toBe('passed');
      const replayed = actResult(second, 1);
      expect(replayed).toMatchObject({
        is_successful: true,
        cache: 'hit',
        result: 'Replayed 1 cached action without a planner.',
      });
      expect(replayed.planner).toBeUndefined();
      expect(replayed.actions.map((a) => a.description)).toEqual(actResult(first, 1).actions.map((a) => a.description));
      expect(onIos.status, JSON.stringify(onIos.results)).toBe('passed');
      expect(actResult(onIos, 1)).toMatchObject({ cache: 'miss', planner: 'rules' });
    },
    4 * RUN_BOUND_MS,
  );

  it(
    're-plans a step whose cached element is not on the screen, or fails with the gone message when self-healing is disabled',
    async () => {
      // Prepare: "Track parcel" is learned on the order screen; the other tests open the gift-card screen instead.
      const app = await newApp('android');
      const act = { step_number: 2, type: 'act', action: 'Tap the Track parcel button' };
      const learn = await createMobileTest('android', app, [
        { step_number: 1, type: 'deeplink', action: 'demoshop://orders/1042' },
        act,
      ]);
      const elsewhere = { step_number: 1, type: 'deeplink', action: 'demoshop://gift-cards' };
      const strict = await createMobileTest('android', app, [elsewhere, { ...act, disable_self_healing: true }]);
      const healing = await createMobileTest('android', app, [elsewhere, act]);
      const learned = await runOnce(learn);

      // Act
      const failed = await runOnce(strict);
      const replanned = await runOnce(healing);
      const again = await runOnce(learn);

      // Assess
      expect(learned.status, JSON.stringify(learned.results)).toBe('passed');
      expect(actResult(learned, 2)).toMatchObject({ cache: 'miss', planner: 'rules' });
      expect(failed.status).toBe('failed');
      expect(actResult(failed, 2)).toMatchObject({
        is_successful: false,
        cache: 'hit',
        result: 'The cached element (button "Track parcel") is gone and self-healing is disabled for this step.',
      });
      expect(actResult(failed, 2).planner).toBeUndefined();
      // Healing asks the planner again on the screen as it is; with no such button there, the step fails with its reason.
      expect(replanned.status).toBe('failed');
      expect(actResult(replanned, 2)).toMatchObject({ is_successful: false, planner: 'rules' });
      expect(actResult(replanned, 2).result).not.toMatch(/cached element/);
      expect(again.status, JSON.stringify(again.results)).toBe('passed');
      expect(actResult(again, 2)).toMatchObject({
        cache: 'hit',
        result: 'Replayed 1 cached action without a planner.',
      });
    },
    5 * RUN_BOUND_MS,
  );
});
