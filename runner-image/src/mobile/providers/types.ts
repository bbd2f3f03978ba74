/**
 * Device providers: where a mobile run gets its phone. Each one makes sure the build is on the provider (uploading
 * it once per sha256), builds the capabilities of a fresh app session on a device, opens and closes the session, marks
 * it passed or failed and collects its video and logs. `appium` is any Appium 2/3 server; the others are device
 * clouds reached through their public REST APIs and WebDriver hubs.
 */
import type { MobilePlatform } from '../keys';

export type ProviderName = 'appium' | 'browserstack' | 'saucelabs' | 'lambdatest' | 'devicefarm';

/** The build of an app that a run installs. */
export interface AppBuild {
  platform: MobilePlatform;
  /** The file's name as uploaded (its extension tells the format: `.apk`, `.aab`, `.apks`, `.ipa`, `.zip`). */
  fileName: string;
  /** sha256 of the file, hex: an upload is reused while it is unchanged. */
  sha256: string;
  /** Where the file can be read: a presigned S3 GET URL (or any URL the runner can fetch). */
  downloadUrl: string;
  /** Android package or iOS bundle id, when known (deep links need it). */
  appId?: string;
}

/** What a run asks for. */
export interface DeviceRequest {
  build: AppBuild;
  /** The device as the provider names it; null: the provider's default device for the platform. */
  deviceName: string | null;
  /** Shown on the provider's dashboard: the test run, e.g. `Checkout (run 1042, attempt 2)`. */
  sessionName: string;
  /** Groups sessions on the dashboard, e.g. the test group run. */
  buildName?: string;
}

/** How to reach the WebDriver endpoint of a provider. */
export interface HubConnection {
  serverUrl: string;
  user?: string;
  key?: string;
}

export interface SessionArtifacts {
  /** The session's video as the provider records it (BrowserStack, Sauce and LambdaTest record MP4), or null. */
  video: { body: Buffer; contentType: string } | null;
  /** Logs the provider keeps (Appium server log, device log), by name. */
  logs: Array<{ name: string; body: Buffer }>;
}

export interface DeviceProvider {
  readonly name: ProviderName;
  /** The device used when a request names none. */
  defaultDevice(platform: MobilePlatform): string;
  /** Throws a `ProviderError` naming the provider and the format when the build cannot run on the device. */
  checkFormat(build: AppBuild, deviceName: string): void;
  /** Makes sure the build is on the provider; resolves to how capabilities refer to it (`bs://…`, `storage:…`). */
  ensureApp(build: AppBuild): Promise<string>;
  /** W3C capabilities of a fresh app session on the device. */
  capabilities(request: DeviceRequest, appRef: string): Record<string, unknown>;
  /** The WebDriver endpoint for a session (Device Farm creates one per session). */
  hub(request: DeviceRequest, appRef: string): Promise<HubConnection & { providerSessionId?: string }>;
  /** Records the result on the provider's dashboard. Never rejects: a failure is logged. */
  markResult(sessionId: string, passed: boolean, reason?: string): Promise<void>;
  /** The session's video and logs, once the session is closed (waits while the provider is still processing). */
  artifacts(sessionId: string): Promise<SessionArtifacts>;
  /** Releases what the provider holds for the session after it closed (Device Farm's remote-access session). */
  release?(sessionId: string): Promise<void>;
}

/** A previous upload of a build to a provider. */
export interface StoredUpload {
  appRef: string;
  /** Epoch ms. */
  uploadedAt: number;
}

/** Where uploads are remembered, keyed by provider, account and the build's sha256. */
export interface UploadStore {
  get(key: string): Promise<StoredUpload | undefined>;
  put(key: string, upload: StoredUpload): Promise<void>;
}

/** An in-process store (a runner's lifetime); a deployment can keep them in its table instead. */
export function memoryUploadStore(): UploadStore {
  const uploads = new Map<string, StoredUpload>();
  return {
    get: async (key) => uploads.get(key),
    put: async (key, upload) => {
      uploads.set(key, upload);
    },
  };
}
