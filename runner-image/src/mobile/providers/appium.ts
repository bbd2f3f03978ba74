/**
 * Any Appium 2/3 server (a device lab, a local emulator, the local stack's fake-driver server). The server installs
 * the build itself from its URL (`appium:app` may be an http(s) address), so nothing is uploaded. With `fakeApps`,
 * sessions use Appium's fake driver and the project's app model of the platform instead of the build (local mode),
 * which stands for one device per platform, the default one: the build's format is still checked, and another device
 * name fails as a device cloud's unknown device does.
 * Appium keeps no dashboard, videos or logs of its own.
 */
import { readFileSync } from 'node:fs';
import { DeviceSessionError } from '../errors';
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts } from './types';

export const APPIUM_DEFAULT_DEVICES = { android: 'Android Emulator', ios: 'iPhone 15' } as const;

/**
 * The app id a fake app's XML declares on its `<app>` element: `package` (Android) or `bundleId` (iOS), or undefined.
 * The session's capabilities carry it, as a real driver's session names the app under test (deep links need it).
 */
export function fakeAppId(xml: string, platform: MobilePlatform): string | undefined {
  const app = /<app\b[^>]*>/.exec(xml.replace(/<!--[\s\S]*?-->/g, ''))?.[0] ?? '';
  const attribute = platform === 'android' ? 'package' : 'bundleId';
  return new RegExp(`\\s${attribute}="([^"]+)"`).exec(app)?.[1];
}

export interface AppiumProviderOptions {
  serverUrl: string;
  defaultDevices?: { android?: string; ios?: string };
  /** Local mode: the fake driver's app model per platform (absolute paths of XML files). */
  fakeApps?: Record<MobilePlatform, string>;
}

export function appiumProvider(options: AppiumProviderOptions): DeviceProvider {
  const fakeAppIds = new Map<string, string | undefined>();
  const fakeAppIdOf = (path: string, platform: MobilePlatform): string | undefined => {
    if (!fakeAppIds.has(path)) fakeAppIds.set(path, fakeAppId(readFileSync(path, 'utf8'), platform));
    return fakeAppIds.get(path);
  };
  const provider: DeviceProvider = {
    name: 'appium',
    defaultDevice: (platform: MobilePlatform) => options.defaultDevices?.[platform] ?? APPIUM_DEFAULT_DEVICES[platform],
    checkFormat(build: AppBuild, deviceName: string) {
      if (options.fakeApps) {
        const only = provider.defaultDevice(build.platform);
        if (deviceName !== only) {
          throw new DeviceSessionError(
            `No ${build.platform === 'android' ? 'Android' : 'iOS'} device is named "${deviceName}": the local device server has only "${only}".`,
          );
        }
      }
      // What the server's device is cannot be told from here: a simulator build is left to the server to refuse.
      checkBuildFormat(
        'appium',
        { accepts: ['apk', 'aab', 'apks', 'ipa', 'ios-simulator-zip'], isVirtual: () => true },
        build,
        deviceName,
      );
    },
    async ensureApp(build: AppBuild) {
      return options.fakeApps ? options.fakeApps[build.platform] : build.downloadUrl;
    },
    capabilities(request: DeviceRequest, appRef: string) {
      const platform = request.build.platform;
      if (options.fakeApps) {
        const appId = fakeAppIdOf(appRef, platform);
        return {
          platformName: 'Fake',
          'appium:automationName': 'Fake',
          'appium:app': appRef,
          ...(appId && { [platform === 'android' ? 'appium:appPackage' : 'appium:bundleId']: appId }),
        };
      }
      return {
        platformName: platform === 'android' ? 'Android' : 'iOS',
        'appium:automationName': platform === 'android' ? 'UiAutomator2' : 'XCUITest',
        'appium:deviceName': request.deviceName ?? provider.defaultDevice(platform),
        'appium:app': appRef,
        'appium:noReset': false,
        'appium:fullReset': false,
        'appium:newCommandTimeout': 300,
      };
    },
    async hub() {
      return { serverUrl: options.serverUrl };
    },
    async markResult() {},
    async artifacts(): Promise<SessionArtifacts> {
      return { video: null, logs: [] };
    },
  };
  return provider;
}
