/**
 * The device provider of a deployment, from its configuration, and the one way a run opens a session on it: pick
 * the device, check the build's format, make sure the build is on the provider, then start a fresh app session.
 */
import { ConfigError, ENV } from '../../../../core/config';
import { DeviceSessionError } from '../errors';
import { DeviceSession } from '../session';
import { appiumProvider } from './appium';
import { browserStackProvider } from './browserstack';
import { type DeviceFarmClient, deviceFarmProvider } from './devicefarm';
import type { Fetch } from './http';
import { lambdaTestProvider } from './lambdatest';
import { type SauceRegion, sauceLabsProvider } from './saucelabs';
import type { DeviceProvider, DeviceRequest, ProviderName, UploadStore } from './types';

export * from './types';

const PROVIDERS: readonly ProviderName[] = ['appium', 'browserstack', 'saucelabs', 'lambdatest', 'devicefarm'];
const SAUCE_REGIONS: readonly SauceRegion[] = ['us-west-1', 'eu-central-1', 'us-east-4'];

export type MobileConfig =
  | { provider: 'appium'; appiumUrl: string; defaultDevices: DefaultDevices }
  | {
      provider: 'browserstack' | 'lambdatest';
      username: string;
      accessKey: string;
      defaultDevices: DefaultDevices;
    }
  | { provider: 'saucelabs'; username: string; accessKey: string; region: SauceRegion; defaultDevices: DefaultDevices }
  | { provider: 'devicefarm'; projectArn: string; defaultDevices: DefaultDevices };

type DefaultDevices = { android?: string; ios?: string };

function required(env: NodeJS.ProcessEnv, provider: string, ...names: string[]): string[] {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Mobile provider ${provider} needs ${missing.join(' and ')}`);
  }
  return names.map((name) => env[name] as string);
}

/** Reads the mobile provider's configuration; throws a `ConfigError` naming what is missing or wrong. */
export function readMobileConfig(env: NodeJS.ProcessEnv = process.env): MobileConfig {
  const provider = (env[ENV.mobileProvider] || 'appium').toLowerCase() as ProviderName;
  if (!PROVIDERS.includes(provider)) {
    throw new ConfigError(`${ENV.mobileProvider} must be one of ${PROVIDERS.join(', ')}, not ${provider}`);
  }
  const defaultDevices: DefaultDevices = {
    ...(env[ENV.androidDefaultDevice] && { android: env[ENV.androidDefaultDevice] }),
    ...(env[ENV.iosDefaultDevice] && { ios: env[ENV.iosDefaultDevice] }),
  };
  switch (provider) {
    case 'appium': {
      const [appiumUrl] = required(env, provider, ENV.appiumUrl) as [string];
      return { provider, appiumUrl, defaultDevices };
    }
    case 'browserstack': {
      const [username, accessKey] = required(env, provider, ENV.browserstackUsername, ENV.browserstackAccessKey);
      return { provider, username: username as string, accessKey: accessKey as string, defaultDevices };
    }
    case 'lambdatest': {
      const [username, accessKey] = required(env, provider, ENV.lambdatestUsername, ENV.lambdatestAccessKey);
      return { provider, username: username as string, accessKey: accessKey as string, defaultDevices };
    }
    case 'saucelabs': {
      const [username, accessKey] = required(env, provider, ENV.sauceUsername, ENV.sauceAccessKey);
      const region = (env[ENV.sauceRegion] || 'us-west-1') as SauceRegion;
      if (!SAUCE_REGIONS.includes(region)) {
        throw new ConfigError(`${ENV.sauceRegion} must be one of ${SAUCE_REGIONS.join(', ')}, not ${region}`);
      }
      return { provider, username: username as string, accessKey: accessKey as string, region, defaultDevices };
    }
    case 'devicefarm': {
      const [projectArn] = required(env, provider, ENV.deviceFarmProjectArn) as [string];
      return { provider, projectArn, defaultDevices };
    }
  }
}

export interface ProviderDeps {
  uploadStore: UploadStore;
  /** Device Farm's API (an adapter over `@aws-sdk/client-device-farm`); required for `devicefarm`. */
  deviceFarm?: DeviceFarmClient;
  /** Local mode: the fake driver's app model per platform, used with the `appium` provider. */
  fakeApps?: { android: string; ios: string };
  fetch?: Fetch;
  log?: (event: Record<string, unknown>) => void;
}

/** The provider a configuration names. */
export function createProvider(config: MobileConfig, deps: ProviderDeps): DeviceProvider {
  const common = {
    uploadStore: deps.uploadStore,
    defaultDevices: config.defaultDevices,
    ...(deps.fetch && { fetch: deps.fetch }),
    ...(deps.log && { log: deps.log }),
  };
  switch (config.provider) {
    case 'appium':
      return appiumProvider({
        serverUrl: config.appiumUrl,
        defaultDevices: config.defaultDevices,
        ...(deps.fakeApps && { fakeApps: deps.fakeApps }),
      });
    case 'browserstack':
      return browserStackProvider({ ...common, username: config.username, accessKey: config.accessKey });
    case 'lambdatest':
      return lambdaTestProvider({ ...common, username: config.username, accessKey: config.accessKey });
    case 'saucelabs':
      return sauceLabsProvider({
        ...common,
        username: config.username,
        accessKey: config.accessKey,
        region: config.region,
      });
    case 'devicefarm':
      if (!deps.deviceFarm) {
        throw new ConfigError('Mobile provider devicefarm needs a Device Farm client (@aws-sdk/client-device-farm)');
      }
      return deviceFarmProvider({
        client: deps.deviceFarm,
        projectArn: config.projectArn,
        uploadStore: deps.uploadStore,
        defaultDevices: config.defaultDevices,
        ...(deps.fetch && { fetch: deps.fetch }),
      });
  }
}

export interface ProviderSession {
  session: DeviceSession;
  /** The provider's id of the session (its WebDriver session id, or Device Farm's remote-access ARN). */
  providerSessionId: string;
  /** The device it runs on. */
  deviceName: string;
}

/**
 * Opens a fresh app session for `request` on `provider`. Rejects with a `ProviderError` (format, upload, credentials)
 * or a `DeviceSessionError` (no such device, the app did not start), whose message says why.
 */
export async function openProviderSession(
  provider: DeviceProvider,
  request: DeviceRequest,
  options: {
    commandTimeoutMs?: number;
    /** Capabilities laid over the provider's (e.g. `appium:noReset` to keep the app's data on a retry). */
    capabilities?: Record<string, unknown>;
    log?: (event: Record<string, unknown>) => void;
  } = {},
): Promise<ProviderSession> {
  const deviceName = request.deviceName ?? provider.defaultDevice(request.build.platform);
  provider.checkFormat(request.build, deviceName);
  const appRef = await provider.ensureApp(request.build);
  const resolved = { ...request, deviceName };
  const hub = await provider.hub(resolved, appRef);
  try {
    const session = await DeviceSession.open({
      serverUrl: hub.serverUrl,
      ...(hub.user !== undefined && { user: hub.user }),
      ...(hub.key !== undefined && { key: hub.key }),
      capabilities: { ...provider.capabilities(resolved, appRef), ...options.capabilities },
      platform: request.build.platform,
      ...(request.build.appId && { appId: request.build.appId }),
      ...(options.commandTimeoutMs && { commandTimeoutMs: options.commandTimeoutMs }),
      ...(options.log && { log: options.log }),
    });
    return { session, providerSessionId: hub.providerSessionId ?? session.sessionId, deviceName };
  } catch (error) {
    if (hub.providerSessionId) await provider.release?.(hub.providerSessionId);
    if (error instanceof DeviceSessionError) {
      throw new DeviceSessionError(`${deviceName}: ${error.message}`);
    }
    throw error;
  }
}
