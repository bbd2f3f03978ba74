/**
 * AWS Device Farm (real devices, us-west-2) through remote-access sessions, which expose an Appium endpoint. Built
 * against `DeviceFarmClient`, the few Device Farm API calls it needs, so that a deployment can pass an adapter over
 * `@aws-sdk/client-device-farm` (not a dependency of the project today) and tests a fake.
 *
 * Uploads: CreateUpload -> a presigned S3 PUT of the build (streamed from storage, with its length) -> GetUpload until
 * SUCCEEDED. Device Farm takes .apk and .ipa only. It has no pass/fail status for remote-access sessions.
 */
import { ProviderError } from '../errors';
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import { DAY_MS, type Fetch, reuseOrUpload } from './http';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts, UploadStore } from './types';

export interface DeviceFarmClient {
  createUpload(input: {
    projectArn: string;
    name: string;
    type: 'ANDROID_APP' | 'IOS_APP';
  }): Promise<{ arn: string; url: string }>;
  getUpload(arn: string): Promise<{ status: 'INITIALIZED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'; message?: string }>;
  /** The ARN of the device named `name` on `platform`, or undefined (ListDevices). */
  findDevice(input: { platform: 'ANDROID' | 'IOS'; name: string }): Promise<string | undefined>;
  createRemoteAccessSession(input: {
    projectArn: string;
    deviceArn: string;
    appArn: string;
    name: string;
  }): Promise<{ arn: string }>;
  getRemoteAccessSession(arn: string): Promise<{ status: string; appiumEndpoint?: string; message?: string }>;
  stopRemoteAccessSession(arn: string): Promise<void>;
  listArtifacts(input: {
    arn: string;
    type: 'FILE' | 'LOG';
  }): Promise<Array<{ name: string; type: string; url: string }>>;
}

export const DEVICEFARM_DEFAULTS = {
  devices: { android: 'Google Pixel 8', ios: 'Apple iPhone 15' },
  /** Device Farm deletes uploads after 30 days. */
  retentionMs: 29 * DAY_MS,
} as const;

export interface DeviceFarmOptions {
  client: DeviceFarmClient;
  projectArn: string;
  uploadStore: UploadStore;
  defaultDevices?: { android?: string; ios?: string };
  fetch?: Fetch;
  pollIntervalMs?: number;
  /** How long an upload's processing or a device's start may take (default 10 minutes). */
  readyTimeoutMs?: number;
  now?: () => number;
}

export function deviceFarmProvider(options: DeviceFarmOptions): DeviceProvider {
  const { client } = options;
  const fetchImpl = options.fetch ?? fetch;
  const interval = options.pollIntervalMs ?? 5_000;
  const readyTimeout = options.readyTimeoutMs ?? 600_000;
  const now = options.now ?? Date.now;
  const sleep = () => new Promise((r) => setTimeout(r, interval));

  const provider: DeviceProvider = {
    name: 'devicefarm',
    defaultDevice: (platform: MobilePlatform) =>
      options.defaultDevices?.[platform] ?? DEVICEFARM_DEFAULTS.devices[platform],
    checkFormat(build: AppBuild, deviceName: string) {
      checkBuildFormat('devicefarm', { accepts: ['apk', 'ipa'] }, build, deviceName);
    },
    ensureApp(build: AppBuild) {
      const key = `devicefarm#${options.projectArn}#${build.sha256}`;
      return reuseOrUpload(options.uploadStore, key, DEVICEFARM_DEFAULTS.retentionMs, now, async () => {
        const upload = await client.createUpload({
          projectArn: options.projectArn,
          name: build.fileName,
          type: build.platform === 'android' ? 'ANDROID_APP' : 'IOS_APP',
        });
        const source = await fetchImpl(build.downloadUrl);
        const length = source.headers.get('content-length');
        if (!source.ok || !source.body || !length) {
          throw new ProviderError(`The build could not be read from storage (HTTP ${source.status}).`);
        }
        // S3 presigned PUTs need the length up front (no chunked bodies).
        const put = await fetchImpl(upload.url, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': length },
          body: source.body,
          duplex: 'half',
        } as RequestInit);
        if (!put.ok) throw new ProviderError(`AWS Device Farm refused the build's upload (HTTP ${put.status}).`);
        const deadline = now() + readyTimeout;
        for (;;) {
          const state = await client.getUpload(upload.arn);
          if (state.status === 'SUCCEEDED') return upload.arn;
          if (state.status === 'FAILED') {
            throw new ProviderError(
              `AWS Device Farm could not process ${build.fileName}: ${state.message ?? 'no reason'}`,
            );
          }
          if (now() > deadline) throw new ProviderError('AWS Device Farm did not process the build in time.');
          await sleep();
        }
      });
    },
    capabilities(request: DeviceRequest) {
      const platform = request.build.platform;
      // Device Farm installs the app when it creates the remote-access session; the Appium session attaches to it.
      return {
        platformName: platform === 'android' ? 'Android' : 'iOS',
        'appium:automationName': platform === 'android' ? 'UiAutomator2' : 'XCUITest',
        'appium:noReset': false,
        ...(request.build.appId &&
          (platform === 'android'
            ? { 'appium:appPackage': request.build.appId }
            : { 'appium:bundleId': request.build.appId })),
      };
    },
    async hub(request: DeviceRequest, appRef: string) {
      const platform = request.build.platform;
      const deviceName = request.deviceName ?? provider.defaultDevice(platform);
      const deviceArn = await client.findDevice({
        platform: platform === 'android' ? 'ANDROID' : 'IOS',
        name: deviceName,
      });
      if (!deviceArn) throw new ProviderError(`AWS Device Farm has no ${platform} device named ${deviceName}.`);
      const created = await client.createRemoteAccessSession({
        projectArn: options.projectArn,
        deviceArn,
        appArn: appRef,
        name: request.sessionName,
      });
      const deadline = now() + readyTimeout;
      for (;;) {
        const state = await client.getRemoteAccessSession(created.arn);
        if (state.status === 'RUNNING' && state.appiumEndpoint) {
          return { serverUrl: state.appiumEndpoint, providerSessionId: created.arn };
        }
        if (state.status === 'COMPLETED' || now() > deadline) {
          await client.stopRemoteAccessSession(created.arn).catch(() => undefined);
          throw new ProviderError(
            `AWS Device Farm did not start ${deviceName}: ${state.message ?? `session ${state.status.toLowerCase()}`}.`,
          );
        }
        await sleep();
      }
    },
    async markResult() {},
    async artifacts(sessionArn: string): Promise<SessionArtifacts> {
      const [files, logs] = await Promise.all([
        client.listArtifacts({ arn: sessionArn, type: 'FILE' }),
        client.listArtifacts({ arn: sessionArn, type: 'LOG' }),
      ]);
      const read = async (url: string) => Buffer.from(await (await fetchImpl(url)).arrayBuffer());
      const videoFile = files.find((f) => f.type === 'VIDEO');
      return {
        video: videoFile ? { body: await read(videoFile.url), contentType: 'video/mp4' } : null,
        logs: await Promise.all(logs.map(async (l) => ({ name: l.name, body: await read(l.url) }))),
      };
    },
    async release(sessionArn: string) {
      await client.stopRemoteAccessSession(sessionArn).catch(() => undefined);
    },
  };
  return provider;
}
