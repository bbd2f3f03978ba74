import { ProviderError } from '../errors';
import type { AppBuild, ProviderName } from './types';

/** A build's format, from its file name. */
export type BuildFormat = 'apk' | 'aab' | 'apks' | 'ipa' | 'ios-simulator-zip';

export const PROVIDER_TITLES: Readonly<Record<ProviderName, string>> = {
  appium: 'Appium',
  browserstack: 'BrowserStack',
  saucelabs: 'Sauce Labs',
  lambdatest: 'LambdaTest',
  devicefarm: 'AWS Device Farm',
};

const FORMAT_TITLES: Readonly<Record<BuildFormat, string>> = {
  apk: 'an APK (.apk)',
  aab: 'an Android App Bundle (.aab)',
  apks: 'a split APK set (.apks)',
  ipa: 'an iOS app archive (.ipa)',
  'ios-simulator-zip': 'an iOS simulator build (.zip)',
};

/** The format of a build file, or null when the name says none the service knows. */
export function buildFormat(build: Pick<AppBuild, 'fileName' | 'platform'>): BuildFormat | null {
  const name = build.fileName.toLowerCase();
  if (build.platform === 'android') {
    if (name.endsWith('.apk')) return 'apk';
    if (name.endsWith('.aab')) return 'aab';
    if (name.endsWith('.apks')) return 'apks';
    return null;
  }
  if (name.endsWith('.ipa')) return 'ipa';
  if (name.endsWith('.zip') || name.endsWith('.app.zip')) return 'ios-simulator-zip';
  return null;
}

export interface FormatRules {
  /** Formats the provider takes. */
  accepts: readonly BuildFormat[];
  /** Whether the named device is a simulator or emulator (simulator builds run only there). */
  isVirtual?: (deviceName: string) => boolean;
}

/**
 * Throws a `ProviderError` naming the provider and the format when `build` cannot run on `deviceName`: an unknown
 * format, one the provider does not take, or a simulator build for a real device.
 */
export function checkBuildFormat(
  provider: ProviderName,
  rules: FormatRules,
  build: AppBuild,
  deviceName: string,
): void {
  const title = PROVIDER_TITLES[provider];
  const format = buildFormat(build);
  if (!format) {
    throw new ProviderError(
      `${title} cannot install ${build.fileName}: ${build.platform === 'android' ? 'an Android build must be .apk, .aab or .apks' : 'an iOS build must be .ipa or a simulator .zip'}.`,
    );
  }
  if (!rules.accepts.includes(format)) {
    throw new ProviderError(`${title} does not take ${FORMAT_TITLES[format]} (${build.fileName}).`);
  }
  if (format === 'ios-simulator-zip' && !(rules.isVirtual?.(deviceName) ?? false)) {
    throw new ProviderError(
      `${title} runs ${FORMAT_TITLES[format]} only on a simulator, and ${deviceName} is a real device: upload an .ipa.`,
    );
  }
}
