/**
 * Any Appium 2/3 server (a device lab, a local emulator, the local stack's fake-driver server). The server installs
 * the build itself from its URL (`appium:app` may be an http(s) address), so nothing is uploaded. With `fakeApps`,
 * sessions use Appium's fake driver and the project's app model of the platform instead of the build (local mode),
 * which stands for one device per platform, the default one: the build's format is still checked, and another device
 * name fails as a device cloud's unknown device does.
 * Appium keeps no dashboard, videos or logs of its own.
 */
import { DeviceSessionError } from '../errors';
import type { MobilePlatform } from '../keys';
import { checkBuildFormat } from './formats';
import type { AppBuild, DeviceProvider, DeviceRequest, SessionArtifacts } from './types';

export const APPIUM_DEFAULT_DEVICES = { android: 'Android Emulator', ios: 'iPhone 15' } as const;

export interface AppiumProviderOptions {
  serverUrl: string;
  defaultDevices?: { android?: string; ios?: string };
  /** Local mode: the fake driver's app model per platform (absolute paths of XML files). */
  fakeApps?: Record<MobilePlatform, string>;
}

export function appiumProvider(options: AppiumProviderOptions): DeviceProvider {
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
        return { platformName: 'Fake', 'appium:automationName': 'Fake', 'appium:app': appRef };
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
