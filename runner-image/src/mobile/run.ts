/**
 * What a mobile run needs besides the shared engine: the deployment's device provider (from its configuration; given
 * fake apps, as in local mode, the `appium` provider plays them), the build the run installs (from the snapshot,
 * read through a presigned URL), the device of each attempt and the device agent of AI steps (with the company's
 * action cache, as on the browser).
 */
import { createHash } from 'node:crypto';
import { configKeyOf } from '../ai/cache/key';
import type { ActionCache, Planner } from '../ai/contract';
import type { RunSnapshot } from '../contract';
import type { Agent } from '../engine/agent';
import type { DeviceRun } from '../engine/device';
import { createDeviceAgent } from './agent';
import { type DeviceSurface, MobileDevice } from './device';
import type { MobilePlatform } from './keys';
import { type AppBuild, createProvider, type DeviceProvider, memoryUploadStore, readMobileConfig } from './providers';

/** How long the runner may read the build: the presigned URL's life, and the hash's time limit. */
const BUILD_URL_TTL_SECONDS = 3600;
const BUILD_HASH_TIMEOUT_MS = 5 * 60_000;

/** A mobile run that cannot start; the message is the run's reason. */
export class MobileRunError extends Error {
  override name = 'MobileRunError';
}

export interface MobileRunDeps {
  env: NodeJS.ProcessEnv;
  /** A presigned GET of an object of the service's bucket. */
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  planner: Planner;
  /** The company's action cache (learned `act` plans); the caller commits it after the run. */
  cache?: ActionCache;
  /** Local mode: the fake driver's app model per platform, played by the `appium` provider instead of the build. */
  fakeApps?: Record<MobilePlatform, string>;
  log: (event: Record<string, unknown>) => void;
}

export interface MobileRun {
  provider: DeviceProvider;
  build: AppBuild;
  createDevice(run: DeviceRun): MobileDevice;
  agent: Agent<DeviceSurface>;
}

/** sha256 of what `url` serves, read as a stream (a build may be large). */
export async function sha256Of(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { signal: signal ?? AbortSignal.timeout(BUILD_HASH_TIMEOUT_MS) });
  if (!res.ok || !res.body) throw new Error(`reading it answered HTTP ${res.status}`);
  const hash = createHash('sha256');
  for await (const chunk of res.body) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/**
 * The provider, build, devices and agent of a mobile run. Rejects with a `MobileRunError` saying why the run cannot
 * start: no build in its snapshot, the provider's configuration, a build that cannot be read.
 */
export async function prepareMobileRun(snapshot: RunSnapshot, runId: number, deps: MobileRunDeps): Promise<MobileRun> {
  const platform = snapshot.device_type;
  const file = snapshot.build_file;
  if (platform === 'browser') throw new MobileRunError('A browser test is not a mobile run.');
  if (!file) throw new MobileRunError('The run has no app build to install: trigger the test again.');
  let provider: DeviceProvider;
  try {
    const config = readMobileConfig(deps.env);
    provider = createProvider(config, {
      uploadStore: memoryUploadStore(),
      ...(deps.fakeApps && { fakeApps: deps.fakeApps }),
      log: deps.log,
    });
  } catch (error) {
    throw new MobileRunError(`Mobile runs are not set up in this deployment: ${(error as Error).message}.`);
  }
  let build: AppBuild;
  try {
    const downloadUrl = await deps.presignGet(file.s3_key, BUILD_URL_TTL_SECONDS);
    build = { platform, fileName: file.file_name, sha256: await sha256Of(downloadUrl), downloadUrl };
  } catch (error) {
    throw new MobileRunError(`The build ${snapshot.build_name ?? ''} could not be read: ${(error as Error).message}.`);
  }
  const agent = createDeviceAgent({
    planner: deps.planner,
    ...(deps.cache && { cache: deps.cache }),
    configKey: configKeyOf(snapshot),
    ...(snapshot.app_id != null && { appKey: `app-${snapshot.app_id}` }),
    log: deps.log,
  });
  return {
    provider,
    build,
    agent,
    createDevice: (run) =>
      new MobileDevice(run, {
        provider,
        build,
        deviceName: snapshot.device_name,
        sessionName: `${snapshot.title} (run ${runId})`,
      }),
  };
}
