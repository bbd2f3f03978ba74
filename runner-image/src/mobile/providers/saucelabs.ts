/**
 * Sauce Labs (real devices, Android emulators, iOS simulators). Uploads: `POST /v1/storage/upload` (multipart
 * `payload`; Sauce does not fetch URLs, so the build is streamed from storage) -> `storage:<id>`; files are kept 60
 * days. Sessions on the regional hub with `sauce:options`; status `PUT /rest/v1/<user>/jobs/<id>`; video and log as
 * job assets (answer 404 until ready).
 */
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import {
  basicAuth,
  type CloudOptions,
  DAY_MS,
  downloadBuild,
  multipartStream,
  pollBytes,
  requestJson,
  reuseOrUpload,
} from './http';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts } from './types';

export type SauceRegion = 'us-west-1' | 'eu-central-1' | 'us-east-4';

export const SAUCE_DEFAULTS = {
  region: 'us-west-1' as SauceRegion,
  devices: { android: 'Google Pixel 8', ios: 'iPhone 15' },
  retentionMs: 59 * DAY_MS,
} as const;

/** Sauce names its virtual devices "… Emulator" and "… Simulator". */
export function isSauceVirtualDevice(deviceName: string): boolean {
  return /\b(emulator|simulator)\b/i.test(deviceName);
}

export function sauceLabsProvider(options: CloudOptions & { region?: SauceRegion }): DeviceProvider {
  const region = options.region ?? SAUCE_DEFAULTS.region;
  const api = options.apiBaseUrl ?? `https://api.${region}.saucelabs.com`;
  const fetchImpl = options.fetch ?? fetch;
  const auth = { Authorization: basicAuth(options.username, options.accessKey) };
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const jobUrl = (id: string) => `${api}/rest/v1/${encodeURIComponent(options.username)}/jobs/${id}`;

  const provider: DeviceProvider = {
    name: 'saucelabs',
    defaultDevice: (platform: MobilePlatform) => options.defaultDevices?.[platform] ?? SAUCE_DEFAULTS.devices[platform],
    checkFormat(build: AppBuild, deviceName: string) {
      checkBuildFormat(
        'saucelabs',
        { accepts: ['apk', 'aab', 'ipa', 'ios-simulator-zip'], isVirtual: isSauceVirtualDevice },
        build,
        deviceName,
      );
    },
    ensureApp(build: AppBuild) {
      const key = `saucelabs#${region}#${options.username}#${build.sha256}`;
      return reuseOrUpload(options.uploadStore, key, SAUCE_DEFAULTS.retentionMs, now, async () => {
        const file = await downloadBuild(fetchImpl, build.downloadUrl);
        const { body, contentType } = multipartStream(
          { name: build.fileName },
          { field: 'payload', fileName: build.fileName, body: file },
        );
        const answer = await requestJson<{ item?: { id?: string } }>(
          'saucelabs',
          fetchImpl,
          `${api}/v1/storage/upload`,
          { method: 'POST', headers: { ...auth, 'Content-Type': contentType }, body, duplex: 'half' },
        );
        if (!answer.item?.id) throw new Error('Sauce Labs answered the upload without an item id');
        return `storage:${answer.item.id}`;
      });
    },
    capabilities(request: DeviceRequest, appRef: string) {
      const platform = request.build.platform;
      return {
        platformName: platform === 'android' ? 'Android' : 'iOS',
        'appium:automationName': platform === 'android' ? 'UiAutomator2' : 'XCUITest',
        'appium:deviceName': request.deviceName ?? provider.defaultDevice(platform),
        'appium:app': appRef,
        'appium:noReset': false,
        'sauce:options': {
          username: options.username,
          accessKey: options.accessKey,
          name: request.sessionName,
          ...(request.buildName && { build: request.buildName }),
          appiumVersion: 'latest',
        },
      };
    },
    async hub() {
      return {
        serverUrl: options.hubUrl ?? `https://ondemand.${region}.saucelabs.com/wd/hub`,
        user: options.username,
        key: options.accessKey,
      };
    },
    async markResult(sessionId: string, passed: boolean) {
      try {
        await requestJson('saucelabs', fetchImpl, jobUrl(sessionId), {
          method: 'PUT',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ passed }),
        });
      } catch (error) {
        log({ event: 'provider_mark_failed', provider: 'saucelabs', sessionId, reason: (error as Error).message });
      }
    },
    async artifacts(sessionId: string): Promise<SessionArtifacts> {
      const timeout = options.videoTimeoutMs ?? 120_000;
      const interval = options.pollIntervalMs ?? 5_000;
      // A job that does not exist (or other credentials) fails here with the provider's reason.
      await requestJson('saucelabs', fetchImpl, jobUrl(sessionId), { headers: auth });
      const video = await pollBytes(fetchImpl, `${jobUrl(sessionId)}/assets/video.mp4`, auth, timeout, interval);
      const logFile = await pollBytes(fetchImpl, `${jobUrl(sessionId)}/assets/log.json`, auth, 0, 0);
      return { video, logs: logFile ? [{ name: 'log.json', body: logFile.body }] : [] };
    },
  };
  return provider;
}
