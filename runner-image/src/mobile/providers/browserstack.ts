/**
 * BrowserStack App Automate (real devices). Uploads: `POST /app-automate/upload` with a `url` (a presigned S3 URL is
 * fetched by BrowserStack itself) -> `bs://…`; apps are kept 30 days. Sessions on the hub with `bstack:options`;
 * status `PUT /app-automate/sessions/<id>.json`; the session's JSON names its video (MP4, answers 403/empty until
 * processed) and logs.
 */
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import { basicAuth, type CloudOptions, DAY_MS, pollBytes, requestJson, reuseOrUpload } from './http';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts } from './types';

export const BROWSERSTACK_DEFAULTS = {
  apiBaseUrl: 'https://api-cloud.browserstack.com',
  hubUrl: 'https://hub-cloud.browserstack.com/wd/hub',
  devices: { android: 'Google Pixel 8', ios: 'iPhone 15' },
  /** BrowserStack keeps an uploaded app for 30 days; reuse stops a day early. */
  retentionMs: 29 * DAY_MS,
  /** Seconds without a command before BrowserStack ends a session (its default is 90, its maximum 300). */
  idleTimeout: 300,
} as const;

interface SessionJson {
  automation_session?: {
    video_url?: string | null;
    appium_logs_url?: string | null;
    device_logs_url?: string | null;
  };
}

export function browserStackProvider(options: CloudOptions): DeviceProvider {
  const api = options.apiBaseUrl ?? BROWSERSTACK_DEFAULTS.apiBaseUrl;
  const fetchImpl = options.fetch ?? fetch;
  const auth = { Authorization: basicAuth(options.username, options.accessKey) };
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);

  const provider: DeviceProvider = {
    name: 'browserstack',
    defaultDevice: (platform: MobilePlatform) =>
      options.defaultDevices?.[platform] ?? BROWSERSTACK_DEFAULTS.devices[platform],
    checkFormat(build: AppBuild, deviceName: string) {
      // Real devices only: no simulator builds, and no split APK sets.
      checkBuildFormat('browserstack', { accepts: ['apk', 'aab', 'ipa'] }, build, deviceName);
    },
    ensureApp(build: AppBuild) {
      const key = `browserstack#${options.username}#${build.sha256}`;
      return reuseOrUpload(options.uploadStore, key, BROWSERSTACK_DEFAULTS.retentionMs, now, async () => {
        const form = new FormData();
        form.append('url', build.downloadUrl);
        form.append('custom_id', `tas-${build.sha256.slice(0, 32)}`);
        const answer = await requestJson<{ app_url?: string }>(
          'browserstack',
          fetchImpl,
          `${api}/app-automate/upload`,
          {
            method: 'POST',
            headers: auth,
            body: form,
          },
        );
        if (!answer.app_url) throw new Error('BrowserStack answered the upload without an app_url');
        return answer.app_url;
      });
    },
    capabilities(request: DeviceRequest, appRef: string) {
      const platform = request.build.platform;
      return {
        platformName: platform === 'android' ? 'Android' : 'iOS',
        'appium:automationName': platform === 'android' ? 'UiAutomator2' : 'XCUITest',
        'appium:app': appRef,
        'appium:noReset': false,
        'appium:autoGrantPermissions': platform === 'android' ? true : undefined,
        'bstack:options': {
          userName: options.username,
          accessKey: options.accessKey,
          deviceName: request.deviceName ?? provider.defaultDevice(platform),
          sessionName: request.sessionName,
          ...(request.buildName && { buildName: request.buildName }),
          idleTimeout: BROWSERSTACK_DEFAULTS.idleTimeout,
          video: true,
          deviceLogs: true,
          appiumLogs: true,
        },
      };
    },
    async hub() {
      return {
        serverUrl: options.hubUrl ?? BROWSERSTACK_DEFAULTS.hubUrl,
        user: options.username,
        key: options.accessKey,
      };
    },
    async markResult(sessionId: string, passed: boolean, reason?: string) {
      try {
        await requestJson('browserstack', fetchImpl, `${api}/app-automate/sessions/${sessionId}.json`, {
          method: 'PUT',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            status: passed ? 'passed' : 'failed',
            ...(reason && { reason: reason.slice(0, 255) }),
          }),
        });
      } catch (error) {
        log({ event: 'provider_mark_failed', provider: 'browserstack', sessionId, reason: (error as Error).message });
      }
    },
    async artifacts(sessionId: string): Promise<SessionArtifacts> {
      const session = await requestJson<SessionJson>(
        'browserstack',
        fetchImpl,
        `${api}/app-automate/sessions/${sessionId}.json`,
        { headers: auth },
      );
      const details = session.automation_session ?? {};
      const timeout = options.videoTimeoutMs ?? 120_000;
      const interval = options.pollIntervalMs ?? 5_000;
      const video = details.video_url ? await pollBytes(fetchImpl, details.video_url, {}, timeout, interval) : null;
      const logs: SessionArtifacts['logs'] = [];
      for (const [name, url] of [
        ['appium.log', details.appium_logs_url],
        ['device.log', details.device_logs_url],
      ] as const) {
        if (!url) continue;
        const found = await pollBytes(fetchImpl, url, auth, 0, 0);
        if (found) logs.push({ name, body: found.body });
      }
      return { video, logs };
    },
  };
  return provider;
}
