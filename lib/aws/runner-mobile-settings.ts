/**
 * The mobile lane's settings on AWS: the device providers a deployment can name, the keys each reads from the
 * provider secret, how the settings are read from CDK context, and the variables they give the runner's container.
 */
import type { Construct } from 'constructs';
import { ENV } from '../../core/config';

/** The device providers a deployment can name (`TAS_MOBILE_PROVIDER`). */
export const MOBILE_PROVIDER_NAMES = ['appium', 'browserstack', 'saucelabs', 'lambdatest', 'devicefarm'] as const;
export type MobileProviderName = (typeof MOBILE_PROVIDER_NAMES)[number];

/**
 * The keys each provider reads from the deployment's provider secret, named as the runner's variables
 * (docs/configuration.md): each becomes an ECS secret of that name, so no credential sits in the task definition.
 * Device Farm is absent: its API client is not part of the runner (docs/mobile.md), so a deployment cannot pick it.
 */
export const MOBILE_PROVIDER_SECRET_KEYS: Record<Exclude<MobileProviderName, 'devicefarm'>, readonly string[]> = {
  appium: [ENV.appiumUrl],
  browserstack: [ENV.browserstackUsername, ENV.browserstackAccessKey],
  saucelabs: [ENV.sauceUsername, ENV.sauceAccessKey],
  lambdatest: [ENV.lambdatestUsername, ENV.lambdatestAccessKey],
};

/** How mobile runners reach their devices on AWS (the same settings as the `TAS_MOBILE_*` variables locally). */
export interface MobileRunnerSettings {
  readonly provider: Exclude<MobileProviderName, 'devicefarm'>;
  /**
   * The complete ARN of a Secrets Manager secret holding a JSON object whose keys are the provider's variables
   * (`MOBILE_PROVIDER_SECRET_KEYS`), e.g. `{"BROWSERSTACK_USERNAME": "...", "BROWSERSTACK_ACCESS_KEY": "..."}`.
   */
  readonly secretArn: string;
  /** The devices used when a test names none (`TAS_ANDROID_DEFAULT_DEVICE`, `TAS_IOS_DEFAULT_DEVICE`). */
  readonly androidDefaultDevice?: string;
  readonly iosDefaultDevice?: string;
  /** Sauce Labs' data center (`SAUCE_REGION`), for `saucelabs`. */
  readonly sauceRegion?: string;
}

/**
 * Reads the mobile settings from CDK context (`tas:mobileProvider`, `tas:mobileProviderSecretArn`,
 * `tas:androidDefaultDevice`, `tas:iosDefaultDevice`, `tas:sauceRegion`), e.g.
 * `cdk deploy -c tas:mobileProvider=browserstack -c tas:mobileProviderSecretArn=arn:aws:secretsmanager:...`.
 * Without any, undefined. A provider without a secret, or an unknown or unusable one, fails the synth.
 */
export function mobileSettingsFromContext(scope: Construct): MobileRunnerSettings | undefined {
  const get = (key: string) => scope.node.tryGetContext(`tas:${key}`) as string | undefined;
  const given = get('mobileProvider');
  const secretArn = get('mobileProviderSecretArn');
  const androidDefaultDevice = get('androidDefaultDevice');
  const iosDefaultDevice = get('iosDefaultDevice');
  const sauceRegion = get('sauceRegion');
  if (!given && !secretArn && !androidDefaultDevice && !iosDefaultDevice && !sauceRegion) return undefined;
  const provider = (given ?? 'appium').toLowerCase();
  if (provider === 'devicefarm') {
    throw new Error('tas:mobileProvider=devicefarm needs a Device Farm client in the runner, which it does not have');
  }
  if (!Object.hasOwn(MOBILE_PROVIDER_SECRET_KEYS, provider)) {
    const usable = Object.keys(MOBILE_PROVIDER_SECRET_KEYS).join(', ');
    throw new Error(`tas:mobileProvider must be one of ${usable}, not "${given}"`);
  }
  const name = provider as MobileRunnerSettings['provider'];
  if (!secretArn) {
    throw new Error(
      `tas:mobileProvider=${name} needs tas:mobileProviderSecretArn, a secret with the keys ${MOBILE_PROVIDER_SECRET_KEYS[name].join(', ')}`,
    );
  }
  return {
    provider: name,
    secretArn,
    ...(androidDefaultDevice && { androidDefaultDevice }),
    ...(iosDefaultDevice && { iosDefaultDevice }),
    ...(sauceRegion && { sauceRegion }),
  };
}

export function mobileEnvironment(mobile: MobileRunnerSettings | undefined): Record<string, string> {
  if (!mobile) return {};
  const env: Record<string, string | undefined> = {
    [ENV.mobileProvider]: mobile.provider,
    [ENV.androidDefaultDevice]: mobile.androidDefaultDevice,
    [ENV.iosDefaultDevice]: mobile.iosDefaultDevice,
    [ENV.sauceRegion]: mobile.provider === 'saucelabs' ? mobile.sauceRegion : undefined,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
