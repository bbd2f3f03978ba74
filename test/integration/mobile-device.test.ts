import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppiumHandle, fakeAppPath, startAppium } from '../../lib/local/appium';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import type { RunSnapshot } from '../../runner-image/src/contract';
import { runOnDevice } from '../../runner-image/src/engine';
import { createDeviceAgent } from '../../runner-image/src/mobile/agent';
import { MobileDevice } from '../../runner-image/src/mobile/device';
import { appiumProvider } from '../../runner-image/src/mobile/providers/appium';
import type { AppBuild } from '../../runner-image/src/mobile/providers/index';
import { DeviceSession } from '../../runner-image/src/mobile/session';
import { FrameEncoder } from '../../runner-image/src/mobile/video';
import { runSnapshot, snapshotStep } from '../support/snapshots';
import { fakeRunInput } from '../unit/runner-fakes';

let appium: AppiumHandle;

beforeAll(async () => {
  appium = await startAppium({ timeoutMs: 90_000 });
}, 120_000);
afterAll(async () => {
  await appium?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PNG = '89504e47';
const WEBM = '1a45dfa3';

function build(platform: 'android' | 'ios', fileName = platform === 'android' ? 'shop.apk' : 'shop.zip'): AppBuild {
  return { platform, fileName, sha256: 'a'.repeat(64), downloadUrl: 'http://127.0.0.1:9/unused' };
}

function mobileSnapshot(platform: 'android' | 'ios', steps: RunSnapshot['steps'], extra: Partial<RunSnapshot> = {}) {
  return runSnapshot({
    device_type: platform,
    app_id: 1,
    steps: steps.map((s, i) => ({ ...s, step_number: i + 1 })),
    ...extra,
  });
}

/** Runs a snapshot on the local server's fake device, with the rules planner for AI steps. */
async function runOnFake(
  snapshot: RunSnapshot,
  options: { deviceName?: string | null; fileName?: string; extra?: Parameters<typeof fakeRunInput>[1] } = {},
) {
  const platform = snapshot.device_type as 'android' | 'ios';
  const provider = appiumProvider({
    serverUrl: appium.url,
    fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
  });
  const { input, record } = fakeRunInput(snapshot, { deadline: Date.now() + 90_000, ...options.extra });
  const started = Date.now();
  const outcome = await runOnDevice(
    input,
    (run) =>
      new MobileDevice(run, {
        provider,
        build: build(platform, options.fileName),
        deviceName: options.deviceName ?? null,
        sessionName: 'device test',
      }),
    { agent: createDeviceAgent({ planner: createRulesPlanner() }) },
  );
  return { outcome, record, ms: Date.now() - started };
}

describe('a run on a device of the local Appium server', () => {
  it('performs recorded taps, typing, keys and AI steps on Android, with screenshots and a WebM per attempt', async () => {
    // Prepare
    const snapshot = mobileSnapshot('android', [
      snapshotStep('left_click', '200,172'),
      snapshotStep('type', 'ann@example.com'),
      snapshotStep('key', 'Return'),
      snapshotStep('scroll', '{"direction":"down","amount":2}'),
      snapshotStep('mouse_move', '10,10'),
      snapshotStep('act', 'Tap the Sign in button'),
      snapshotStep('assert', 'Remember me is checked'),
    ]);

    // Act
    const { outcome, record } = await runOnFake(snapshot);

    // Assess
    const results = record.results.get(1) ?? [];
    expect(outcome.status, JSON.stringify(results.map((r) => r.result))).toBe('passed');
    expect(results.map((r) => r.is_successful)).toEqual([true, true, true, true, true, true, true]);
    expect(results[0]!.result).toBe('Clicked at (200, 172).');
    expect(results[5]).toMatchObject({ result: 'Tapped button "Sign in".', planner: 'rules' });
    expect(results[6]).toMatchObject({ result: 'The checkbox "Remember me" is checked.', planner: 'rules' });
    for (const result of results) {
      expect(result.actions.length).toBeGreaterThan(0);
      expect(result.actions.every((a) => a.screenshot_key !== null)).toBe(true);
    }
    const shots = [...record.artifacts.entries()].filter(([name]) => name.endsWith('.png'));
    expect(shots.length).toBeGreaterThan(7);
    for (const [, body] of shots) expect(body.subarray(0, 4).toString('hex')).toBe(PNG);
    const video = record.artifacts.get('attempt-1/video.webm');
    expect(video?.subarray(0, 4).toString('hex')).toBe(WEBM);
    expect(video!.length).toBeGreaterThan(200);
    expect(outcome.attempts[0]!.video_key).toBe('runs/42/attempt-1/video.webm');
  }, 120_000);

  it('fails an assert that does not hold, with the reason, and still stores the video', async () => {
    // Act
    const { outcome, record } = await runOnFake(
      mobileSnapshot('android', [snapshotStep('assert', 'The Create account button is enabled')]),
    );

    // Assess
    expect(outcome.status).toBe('failed');
    expect(record.results.get(1)?.[0]?.result).toBe(
      'Expected the button "Create account" to be enabled, but it is disabled.',
    );
    expect(record.artifacts.get('attempt-1/video.webm')?.subarray(0, 4).toString('hex')).toBe(WEBM);
  }, 120_000);

  it('fails typing on iOS when no field has the focus, and an unknown key, saying why', async () => {
    // Act
    const typing = await runOnFake(mobileSnapshot('ios', [snapshotStep('type', 'hello')]));
    const back = await runOnFake(mobileSnapshot('ios', [snapshotStep('key', 'Back')]));

    // Assess
    expect(typing.record.results.get(1)?.[0]?.result).toMatch(/^Typed "hello" failed: .*No element has the focus/);
    expect(back.record.results.get(1)?.[0]?.result).toBe('Unknown key "Back" in "Back".');
  }, 120_000);

  it('fails the first step with the reason for a device the provider does not have, without retrying', async () => {
    // Act
    const { outcome, record } = await runOnFake(
      mobileSnapshot('android', [snapshotStep('wait', '0.1'), snapshotStep('wait', '0.1')], { num_retries: 2 }),
      { deviceName: 'Nokia 3310' },
    );

    // Assess
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts).toHaveLength(1);
    expect(record.results.get(1)?.map((r) => r.result)).toEqual([
      'No Android device is named "Nokia 3310": the local device server has only "Android Emulator".',
      'Not run: an earlier step failed.',
    ]);
  }, 120_000);

  it('fails clearly for a build format the provider does not take', async () => {
    // Act
    const { outcome, record } = await runOnFake(mobileSnapshot('android', [snapshotStep('wait', '0.1')]), {
      fileName: 'shop_android_20261121_093000.xapk',
    });

    // Assess
    expect(outcome.status).toBe('failed');
    expect(record.results.get(1)?.[0]?.result).toBe(
      'Appium cannot install shop_android_20261121_093000.xapk: an Android build must be .apk, .aab or .apks.',
    );
  }, 120_000);

  it('opens a fresh app session per attempt, keeping the app data on a retry only without reset_browser_on_retry', async () => {
    // Prepare
    const opened = vi.spyOn(DeviceSession, 'open');
    const failing = [snapshotStep('assert', 'The Create account button is enabled')];

    // Act
    const kept = await runOnFake(mobileSnapshot('android', failing, { num_retries: 1, reset_browser_on_retry: false }));
    const keptCaps = opened.mock.calls.map(([o]) => o.capabilities['appium:noReset']);
    opened.mockClear();
    const reset = await runOnFake(mobileSnapshot('android', failing, { num_retries: 1, reset_browser_on_retry: true }));
    const resetCaps = opened.mock.calls.map(([o]) => o.capabilities['appium:noReset']);

    // Assess
    expect(kept.outcome.attempts.map((a) => a.video_key)).toEqual([
      'runs/42/attempt-1/video.webm',
      'runs/42/attempt-2/video.webm',
    ]);
    expect(keptCaps).toEqual([undefined, true]);
    expect(reset.outcome.attempts).toHaveLength(2);
    expect(resetCaps).toEqual([undefined, undefined]);
  }, 120_000);

  it('fails a deep link the app does not handle and a starting URL saying why, and logs in with stored credentials', async () => {
    // Act
    const deeplink = await runOnFake(mobileSnapshot('android', [snapshotStep('deeplink', 'demoshop://offers')]));
    const url = await runOnFake(
      mobileSnapshot('android', [snapshotStep('wait', '0.1')], { starting_url: 'https://example.com/' }),
    );
    const login = await runOnFake(
      mobileSnapshot('ios', [snapshotStep('wait', '0.1')], {
        setup: { id: 9, title: 'Sign in', type: 'module', starting_url: null, steps: [] },
      }),
      { extra: { loginCredentials: async () => ({ username: 'ann', password: 'pw-123456' }) } },
    );

    // Assess
    expect(deeplink.record.results.get(1)?.[0]?.result).toBe(
      // The fake app (android.xml) handles demoshop://orders/{id} and demoshop://gift-cards only.
      'Opened demoshop://offers failed: After the deep link demoshop://offers, the app com.tas.demo is not in the foreground (app state 3: running in the background): the app did not open the link.',
    );
    expect(url.record.results.get(1)?.[0]?.result).toMatch(
      /^Could not open https:\/\/example\.com\/: an app has no pages/,
    );
    // ios.xml's sign-in screen leads to its signed-in screen once Email and Password hold text.
    expect(login.record.results.get(1)?.[0]?.result).toBe(
      'Login module "Sign in": Logged in; the sign-in screen is gone.',
    );
  }, 120_000);

  it("ends an attempt's video with its last screenshot when no input came since, else takes another, made as the session ends", async () => {
    // Prepare
    const provider = appiumProvider({
      serverUrl: appium.url,
      fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
    });
    const logs: Array<Record<string, unknown>> = [];
    const run = { signal: new AbortController().signal, log: (event: Record<string, unknown>) => logs.push(event) };
    const device = new MobileDevice(run, {
      provider,
      build: build('android'),
      deviceName: null,
      sessionName: 'last frame',
      lastFrameReuseMs: 60_000,
    });
    const attempt = { attempt: 1, keepState: false, onDownload: () => undefined };
    const shots = vi.spyOn(DeviceSession.prototype, 'screenshot');
    const events: string[] = [];
    const close = DeviceSession.prototype.close;
    vi.spyOn(DeviceSession.prototype, 'close').mockImplementation(async function (this: DeviceSession) {
      await close.call(this);
      events.push('session ended');
    });
    const encode = FrameEncoder.prototype.encode;
    vi.spyOn(FrameEncoder.prototype, 'encode').mockImplementation(function (this: FrameEncoder, ...args) {
      events.push('encoding');
      return encode.apply(this, args);
    });
    await device.start();

    try {
      // Act: a screenshot, then the attempt closes; a screenshot, a tap, then it closes.
      await device.openAttempt(attempt);
      await device.screenshot();
      const quiet = shots.mock.calls.length;
      const quietVideo = await device.closeAttempt();
      const afterQuiet = shots.mock.calls.length;
      await device.openAttempt({ ...attempt, attempt: 2 });
      await device.screenshot();
      await device.perform({ kind: 'click', at: { x: 206, y: 244 }, button: 'left', clickCount: 1 });
      const tapped = shots.mock.calls.length;
      const tappedVideo = await device.closeAttempt();

      // Assess
      expect(afterQuiet - quiet).toBe(0);
      expect(shots.mock.calls.length - tapped).toBe(1);
      expect(quietVideo?.subarray(0, 4).toString('hex')).toBe(WEBM);
      expect(tappedVideo?.subarray(0, 4).toString('hex')).toBe(WEBM);
      // Both made by the ffmpeg started with their attempt, each set going before its session ends.
      expect(logs.filter((event) => /video|ffmpeg/.test(String(event.msg)))).toEqual([]);
      expect(events).toEqual(['encoding', 'session ended', 'encoding', 'session ended']);
    } finally {
      await device.close();
    }
  }, 120_000);

  it('hands the planner a JPEG of the screen for a step with use_vision', async () => {
    // Prepare
    const seen: Array<Buffer | undefined> = [];
    const rules = createRulesPlanner();
    const planner = {
      ...rules,
      name: rules.name,
      act: async (...args: Parameters<typeof rules.act>) => {
        seen.push(args[1].screenshot);
        return rules.act(...args);
      },
    };
    const snapshot = mobileSnapshot('android', [snapshotStep('act', 'Tap Forgot password?', { use_vision: true })]);
    const provider = appiumProvider({
      serverUrl: appium.url,
      fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
    });
    const { input, record } = fakeRunInput(snapshot, { deadline: Date.now() + 90_000 });

    // Act
    const outcome = await runOnDevice(
      input,
      (run) => new MobileDevice(run, { provider, build: build('android'), deviceName: null, sessionName: 'vision' }),
      { agent: createDeviceAgent({ planner }) },
    );

    // Assess
    expect(outcome.status, record.results.get(1)?.[0]?.result).toBe('passed');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  }, 120_000);

  it("marks the attempt on a device cloud and converts its MP4 recording into the attempt's WebM", async () => {
    // Prepare: a 2 s H.264 recording of a 540x1200 screen, as a cloud hands it out once the session ended.
    const dir = mkdtempSync(join(tmpdir(), 'tas-mp4-'));
    const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=540x1200:rate=10',
      '-t',
      '2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      join(dir, 'in.mp4'),
    );
    const mp4 = readFileSync(join(dir, 'in.mp4'));
    const fake = appiumProvider({
      serverUrl: appium.url,
      fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
    });
    const asked: string[] = [];
    const marked: unknown[][] = [];
    const cloud = {
      ...fake,
      name: 'browserstack' as const,
      markResult: async (...args: unknown[]) => void marked.push(args),
      artifacts: async (sessionId: string) => {
        asked.push(sessionId);
        return { video: { body: mp4, contentType: 'video/mp4' }, logs: [] };
      },
    };
    const { input, record } = fakeRunInput(
      mobileSnapshot('android', [snapshotStep('assert', 'The Create account button is enabled')]),
      { deadline: Date.now() + 90_000 },
    );

    // Act
    const outcome = await runOnDevice(
      input,
      (run) =>
        new MobileDevice(run, { provider: cloud, build: build('android'), deviceName: null, sessionName: 'cloud' }),
      { agent: createDeviceAgent({ planner: createRulesPlanner() }) },
    );

    // Assess: the cloud's recording at half size, not the screenshots.
    expect(outcome.status).toBe('failed');
    expect(asked).toHaveLength(1);
    expect(marked).toEqual([
      [asked[0], false, 'Expected the button "Create account" to be enabled, but it is disabled.'],
    ]);
    const video = record.artifacts.get('attempt-1/video.webm');
    expect(video?.subarray(0, 4).toString('hex')).toBe(WEBM);
    writeFileSync(join(dir, 'out.webm'), video!);
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,width,height:format=duration',
      '-of',
      'json',
      join(dir, 'out.webm'),
    ]);
    const info = JSON.parse(probe.toString()) as {
      streams: Array<Record<string, unknown>>;
      format: { duration: string };
    };
    expect(info.streams[0]).toMatchObject({ codec_name: 'vp8', width: 270, height: 600 });
    expect(Number(info.format.duration)).toBeCloseTo(2, 0);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
