import { readFileSync } from 'node:fs';
import { fakeAppPath } from '../../lib/local/appium';

/**
 * The page source the local device shows for one screen of a shipped fake app (`runner-image/mobile-apps/*.xml`):
 * the `<app>` element with that screen's elements and the app's alerts, as the project's Appium plugin renders it
 * (its other screens and its deep links are not on the screen). The start screen when no screen is named. For tests
 * that read a screen without a device; `test/integration/mobile-plugin.test.ts` checks the plugin itself.
 */
export function fakeAppScreen(platform: 'android' | 'ios', screen?: string): string {
  const xml = readFileSync(fakeAppPath(platform), 'utf8');
  const screens = [...xml.matchAll(/<screen id="([^"]+)">([\s\S]*?)<\/screen>/g)];
  const shown = screen === undefined ? screens[0] : screens.find((s) => s[1] === screen);
  if (!shown) throw new Error(`${platform}.xml has no screen ${screen ?? ''}`);
  const first = screens[0]!;
  const last = screens[screens.length - 1]!;
  const before = xml.slice(0, first.index);
  const after = xml.slice(last.index + last[0].length).replace(/\s*<deeplink [^>]*\/>/g, '');
  return `${before}${shown[2]}${after}`;
}
