import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppiumHandle,
  appiumHome,
  FAKE_APP_PLUGIN,
  fakeAppPath,
  fakeAppPluginInstalled,
  startAppium,
} from '../../lib/local/appium';
import { DeviceSession } from '../../runner-image/src/mobile/session';

// The project's Appium plugin (appium-plugin/) on the local Appium server, with the shipped fake apps.

let appium: AppiumHandle;
const sessions: DeviceSession[] = [];
const dir = mkdtempSync(join(tmpdir(), 'tas-plugin-'));

beforeAll(async () => {
  appium = await startAppium({ timeoutMs: 90_000 });
}, 120_000);
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await appium?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function openFake(platform: 'android' | 'ios', app = fakeAppPath(platform)): Promise<DeviceSession> {
  const session = await DeviceSession.open({
    serverUrl: appium.url,
    platform,
    appId: 'com.tas.demo',
    capabilities: { platformName: 'Fake', 'appium:automationName': 'Fake', 'appium:app': app },
  });
  sessions.push(session);
  return session;
}

function elementId(reference: unknown): string | undefined {
  const ref = reference as Record<string, string> | undefined;
  return ref?.ELEMENT ?? Object.values(ref ?? {})[0];
}

/** The element's id when the screen has it, else undefined (WebdriverIO answers a miss with an error object). */
async function find(session: DeviceSession, id: string): Promise<string | undefined> {
  const found = await session.webdriver.findElement('accessibility id', id);
  return (found as { error?: string }).error ? undefined : elementId(found);
}

function appState(session: DeviceSession, appId = 'com.tas.demo'): Promise<unknown> {
  const query = session.platform === 'android' ? { appId } : { bundleId: appId };
  return session.webdriver.executeScript('mobile: queryAppState', [query]);
}

function deepLink(session: DeviceSession, url: string, appId = 'com.tas.demo'): Promise<unknown> {
  const target = session.platform === 'android' ? { package: appId } : { bundleId: appId };
  return session.webdriver.executeScript('mobile: deepLink', [{ url, ...target }]);
}

describe('the tas-fake-app plugin on the local Appium server', () => {
  it('is installed by setup from the project folder and runs with the server', () => {
    expect(fakeAppPluginInstalled(appiumHome())).toBe(true);
    expect(appium.plugins).toEqual([FAKE_APP_PLUGIN.name]);
  });

  it("starts on the app's first screen, the other screens out of the page source", async () => {
    const session = await openFake('android');
    const source = await session.pageSource();
    expect(source).toContain('Sign in to Demo Shop');
    expect(source).not.toContain('Buy gift card');
    expect(source).not.toMatch(/<screen|<deeplink/);
    expect(await find(session, 'gift_title')).toBeUndefined();
    expect(await appState(session)).toBe(4);
  });

  it('switches the screen on a click of an element that leads to another, and back', async () => {
    // Prepare
    const session = await openFake('android');
    const offer = (await find(session, 'offer_3'))!;
    // Act
    await session.webdriver.elementClick(offer);
    // Assess: the page source, lookups and rects are the gift-card screen's
    expect(await session.pageSource()).toContain('Buy gift card');
    expect(await find(session, 'email')).toBeUndefined();
    const title = (await find(session, 'gift_title'))!;
    expect(await session.webdriver.getElementRect(title)).toEqual({ x: 24, y: 88, width: 364, height: 40 });
    await session.webdriver.elementClick((await find(session, 'gift_back'))!);
    expect(await find(session, 'email')).toBeDefined();
  });

  it("switches the screen on a tap inside the element's rect, not on a long press, a swipe or a tap elsewhere", async () => {
    // Prepare: ios.xml's "Gift cards from $10" is at (20, 674) 353x60.
    const session = await openFake('ios');
    // Act
    await session.longPress({ x: 196, y: 704 });
    await session.swipe({ x: 196, y: 704 }, { x: 196, y: 560 });
    await session.tap({ x: 288, y: 444 });
    const before = await session.pageSource();
    await session.tap({ x: 196, y: 704 });
    // Assess
    expect(before).toContain('Sign in to Demo Shop');
    const after = await session.pageSource();
    expect(after).toContain('Choose an amount from $10 to $200');
    expect(after).not.toContain('Sign in to Demo Shop');
  });

  it("opens a handled deep link's screen with the link's values, on Android", async () => {
    // Prepare
    const session = await openFake('android');
    // Act
    await deepLink(session, 'demoshop://orders/1042');
    // Assess
    expect(await appState(session)).toBe(4);
    expect(await session.pageSource()).toContain('text="Order #1042"');
    expect(await find(session, 'order_track')).toBeDefined();
  });

  it('shows iOS\'s "Open in" alert first: accepted, the link opens; dismissed, it does not', async () => {
    // Prepare
    const accepted = await openFake('ios');
    const dismissed = await openFake('ios');
    // Act
    await deepLink(accepted, 'demoshop://gift-cards');
    const text = await accepted.webdriver.getAlertText();
    const whileAsked = await appState(accepted);
    await accepted.webdriver.acceptAlert();
    await deepLink(dismissed, 'demoshop://gift-cards');
    await dismissed.webdriver.dismissAlert();
    // Assess
    expect(text).toBe('Open in “Demo Shop”?');
    expect(whileAsked).toBe(3);
    expect(await appState(accepted)).toBe(4);
    expect(await accepted.pageSource()).toContain('Buy gift card');
    expect(await appState(dismissed)).toBe(3);
  });

  it('leaves the app in the background for a link it does not handle, until it is activated', async () => {
    // Prepare
    const session = await openFake('android');
    // Act
    await deepLink(session, 'demoshop://offers/2');
    const state = await appState(session);
    const source = await session.pageSource();
    await session.webdriver.executeScript('mobile: activateApp', [{ appId: 'com.tas.demo' }]);
    // Assess
    expect(state).toBe(3);
    expect(source).not.toContain('Sign in to Demo Shop');
    expect(await appState(session)).toBe(4);
    expect(await session.pageSource()).toContain('Sign in to Demo Shop');
    expect(await appState(session, 'com.other.app')).toBe(0);
  });

  it('refuses another app id and a URL that is none, as a real driver does', async () => {
    const android = await openFake('android');
    const ios = await openFake('ios');
    await expect(deepLink(android, 'demoshop://orders/1', 'com.other.app')).rejects.toThrow(
      /Activity not started, unable to resolve Intent .*pkg=com\.other\.app/,
    );
    await expect(deepLink(ios, 'demoshop://orders/1', 'com.other.app')).rejects.toThrow(
      /The application 'com\.other\.app' is not installed/,
    );
    await expect(deepLink(android, 'not a url')).rejects.toThrow(/'url' must be a valid URL/);
    await expect(android.webdriver.executeScript('mobile: queryAppState', [{}])).rejects.toThrow(/'appId' is required/);
    expect(await appState(android)).toBe(4);
  });

  it('answers the deep-link and app-state endpoints as UiAutomator2 does', async () => {
    const session = await openFake('android');
    await session.webdriver.navigateTo('demoshop://orders/7');
    expect(await session.pageSource()).toContain('Order #7');
    expect(await session.webdriver.queryAppState('com.tas.demo')).toBe(4);
  });

  it('leaves an app without screens to the fake driver, which has no deep links', async () => {
    // Prepare: the shipped app with its screens' content inline
    const xml = readFileSync(fakeAppPath('android'), 'utf8').replace(/<\/?screen[^>]*>|<deeplink[^>]*\/>/g, '');
    const app = join(dir, 'plain.xml');
    writeFileSync(app, xml);
    const session = await openFake('android', app);
    // Act
    const opening = session.deeplink('demoshop://orders/1');
    // Assess
    await expect(opening).rejects.toThrow(/^The local device cannot open deep links: Appium's fake driver has no/);
    expect(await session.pageSource()).toContain('Buy gift card');
  });
});
