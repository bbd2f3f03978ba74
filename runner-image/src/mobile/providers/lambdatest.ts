/**
 * LambdaTest real devices. Uploads: `POST https://manual-api.lambdatest.com/app/upload/realDevice` with a `url` (a
 * presigned S3 URL) -> `lt://APP…`. Sessions on the mobile hub with `lt:options`; status and video through the
 * mobile automation API (`/mobile-automation/api/v1/sessions/<id>`).
 */
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import { basicAuth, type CloudOptions, DAY_MS, pollBytes, requestJson, reuseOrUpload } from './http';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts } from './types';

export const LAMBDATEST_DEFAULTS = {
  uploadBaseUrl: 'https://manual-api.lambdatest.com',
  apiBaseUrl: 'https://mobile-api.lambdatest.com',
  hubUrl: 'https://mobile-hub.lambdatest.com/wd/hub',
  devices: { android: 'Galaxy S23', ios: 'iPhone 15' },
  /** LambdaTest keeps uploaded apps for 60 days; reuse stops a day early. */
  retentionMs: 59 * DAY_MS,
} as const;

interface VideoJson {
  url?: string;
  view_video_url?: string;
  data?: { url?: string; video_url?: string };
}

export function lambdaTestProvider(options: CloudOptions & { uploadBaseUrl?: string }): DeviceProvider {
  const api = options.apiBaseUrl ?? LAMBDATEST_DEFAULTS.apiBaseUrl;
  const uploadApi = options.uploadBaseUrl ?? options.apiBaseUrl ?? LAMBDATEST_DEFAULTS.uploadBaseUrl;
  const fetchImpl = options.fetch ?? fetch;
  const auth = { Authorization: basicAuth(options.username, options.accessKey) };
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const sessionUrl = (id: string) => `${api}/mobile-automation/api/v1/sessions/${id}`;

  const provider: DeviceProvider = {
    name: 'lambdatest',
    defaultDevice: (platform: MobilePlatform) =>
      options.defaultDevices?.[platform] ?? LAMBDATEST_DEFAULTS.devices[platform],
    checkFormat(build: AppBuild, deviceName: string) {
      checkBuildFormat('lambdatest', { accepts: ['apk', 'aab', 'ipa'] }, build, deviceName);
    },
    ensureApp(build: AppBuild) {
      const key = `lambdatest#${options.username}#${build.sha256}`;
      return reuseOrUpload(options.uploadStore, key, LAMBDATEST_DEFAULTS.retentionMs, now, async () => {
        const form = new FormData();
        form.append('url', build.downloadUrl);
        form.append('name', build.fileName);
        const answer = await requestJson<{ app_url?: string }>(
          'lambdatest',
          fetchImpl,
          `${uploadApi}/app/upload/realDevice`,
          { method: 'POST', headers: auth, body: form },
        );
        if (!answer.app_url) throw new Error('LambdaTest answered the upload without an app_url');
        return answer.app_url;
      });
    },
    capabilities(request: DeviceRequest, appRef: string) {
      const platform = request.build.platform;
      return {
        platformName: platform === 'android' ? 'Android' : 'iOS',
        'appium:automationName': platform === 'android' ? 'UiAutomator2' : 'XCUITest',
        'appium:noReset': false,
        'lt:options': {
          username: options.username,
          accessKey: options.accessKey,
          platformName: platform,
          deviceName: request.deviceName ?? provider.defaultDevice(platform),
          app: appRef,
          isRealMobile: true,
          name: request.sessionName,
          ...(request.buildName && { build: request.buildName }),
          video: true,
          devicelog: true,
          w3c: true,
        },
      };
    },
    async hub() {
      return {
        serverUrl: options.hubUrl ?? LAMBDATEST_DEFAULTS.hubUrl,
        user: options.username,
        key: options.accessKey,
      };
    },
    async markResult(sessionId: string, passed: boolean, reason?: string) {
      try {
        await requestJson('lambdatest', fetchImpl, sessionUrl(sessionId), {
          method: 'PATCH',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ status_ind: passed ? 'passed' : 'failed', ...(reason && { reason }) }),
        });
      } catch (error) {
        log({ event: 'provider_mark_failed', provider: 'lambdatest', sessionId, reason: (error as Error).message });
      }
    },
    async artifacts(sessionId: string): Promise<SessionArtifacts> {
      const timeout = options.videoTimeoutMs ?? 120_000;
      const interval = options.pollIntervalMs ?? 5_000;
      const deadline = now() + timeout;
      // The video's address is given once the video is processed.
      let videoUrl: string | undefined;
      for (;;) {
        const answer = await requestJson<VideoJson>('lambdatest', fetchImpl, `${sessionUrl(sessionId)}/video`, {
          headers: auth,
        }).catch((error: { status?: number }) => {
          if (error.status === 401 || error.status === 403) throw error;
          return {} as VideoJson;
        });
        videoUrl = answer.url ?? answer.data?.url ?? answer.data?.video_url ?? answer.view_video_url;
        if (videoUrl || now() + interval > deadline) break;
        await new Promise((r) => setTimeout(r, interval));
      }
      const video = videoUrl ? await pollBytes(fetchImpl, videoUrl, {}, Math.max(0, deadline - now()), interval) : null;
      return { video, logs: [] };
    },
  };
  return provider;
}
