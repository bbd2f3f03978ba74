import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppiumHandle, fakeAppPath, startAppium } from '../../lib/local/appium';
import { DeviceSessionError, MobileActionError } from '../../runner-image/src/mobile/errors';
import type { PointerSequence } from '../../runner-image/src/mobile/gestures';
import { appiumProvider } from '../../runner-image/src/mobile/providers/appium';
import { openProviderSession } from '../../runner-image/src/mobile/providers/index';
import { DeviceSession } from '../../runner-image/src/mobile/session';

let appium: AppiumHandle;
const sessions: DeviceSession[] = [];

beforeAll(async () => {
  appium = await startAppium({ timeoutMs: 90_000 });
}, 120_000);
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await appium?.stop();
});

async function openFake(platform: 'android' | 'ios'): Promise<DeviceSession> {
  const session = await DeviceSession.open({
    serverUrl: appium.url,
    platform,
    appId: 'com.tas.demo',
    capabilities: {
      platformName: 'Fake',
      'appium:automationName': 'Fake',
      'appium:app': fakeAppPath(platform),
    },
  });
  sessions.push(session);
  return session;
}

/** The W3C action sequences the fake driver recorded, oldest first. */
async function recorded(
  session: DeviceSession,
): Promise<Array<{ type: string; actions: Array<Record<string, unknown>> }>> {
  const log = (await session.webdriver.getLogs('actions')) as unknown as PointerSequence[][];
  return log.flat() as never;
}

function downs(sequence: { actions: Array<Record<string, unknown>> }): number {
  return sequence.actions.filter((a) => a.type === 'pointerDown').length;
}

function moves(sequence: { actions: Array<Record<string, unknown>> }): Array<{ x: unknown; y: unknown }> {
  return sequence.actions.filter((a) => a.type === 'pointerMove').map((a) => ({ x: a.x, y: a.y }));
}

describe('device session against the local Appium server', () => {
  it('reads the window rect in logical points', async () => {
    const session = await openFake('android');
    expect(await session.windowRect()).toEqual({ x: 0, y: 0, width: 412, height: 915 });
    expect(session.kind).toBe('generic');
  });

  it('replays a tap at the recorded point, as many times as the click count', async () => {
    // Prepare
    const session = await openFake('android');
    // Act
    await session.tap({ x: 120, y: 340 });
    await session.tap({ x: 50, y: 60 }, 3);
    // Assess
    const [single, triple] = await recorded(session);
    expect(moves(single!)).toEqual([{ x: 120, y: 340 }]);
    expect(downs(single!)).toBe(1);
    expect(downs(triple!)).toBe(3);
    expect(moves(triple!)).toEqual([
      { x: 50, y: 60 },
      { x: 50, y: 60 },
      { x: 50, y: 60 },
    ]);
  });

  it('holds a long press for one second', async () => {
    const session = await openFake('ios');
    await session.longPress({ x: 200, y: 400 });
    const [press] = await recorded(session);
    expect(press!.actions.map((a) => a.type)).toEqual(['pointerMove', 'pointerDown', 'pause', 'pointerUp']);
    expect(press!.actions[2]).toMatchObject({ duration: 1000 });
  });

  it('swipes from one point to the other', async () => {
    const session = await openFake('android');
    await session.swipe({ x: 10, y: 20 }, { x: 300, y: 20 });
    const [swipe] = await recorded(session);
    expect(moves(swipe!)).toEqual([
      { x: 10, y: 20 },
      { x: 300, y: 20 },
    ]);
  });

  it('scrolls down 3 with a 300-point upward swipe at the screen centre', async () => {
    const session = await openFake('android');
    await session.scroll(null, 'down', 3);
    const [swipe] = await recorded(session);
    const [from, to] = moves(swipe!) as Array<{ x: number; y: number }>;
    expect(from!.x).toBe(206);
    expect(to!.x).toBe(206);
    expect(from!.y - to!.y).toBe(300);
  });

  it('refuses a point outside the screen and does nothing for a mouse move', async () => {
    const session = await openFake('android');
    await expect(session.tap({ x: 500, y: 10 })).rejects.toThrow(/outside the screen \(412x915 points\)/);
    await session.mouseMove({ x: 10, y: 10 });
    expect(await recorded(session)).toEqual([]);
  });

  it('types into the focused element', async () => {
    // Prepare: the Android app's email field has the focus
    const session = await openFake('android');
    // Act
    await session.type('ada@example.com');
    // Assess
    const email = await session.webdriver.findElement('accessibility id', 'email');
    const id = Object.values(email)[0] as string;
    expect(await session.webdriver.getElementText(id)).toBe('ada@example.com');
  });

  it('asks a driver without an active-element command for the focused field once, then finds it directly', async () => {
    // Prepare: the fake driver has no active-element command; the Android app's email field has the focus.
    const session = await openFake('android');
    const asked = vi.spyOn(session.webdriver, 'getActiveElement');
    const found = vi.spyOn(session.webdriver, 'findElements');

    // Act
    await session.type('ada');
    await session.type('@example.com');
    await session.pressKey('Tab');

    // Assess
    // The fake driver's fields hold the text typed last.
    const email = await session.webdriver.findElement('accessibility id', 'email');
    expect(await session.webdriver.getElementText(Object.values(email)[0] as string)).toBe('@example.com');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(found).toHaveBeenCalledTimes(2);
  });

  it('fails to type when no element has the focus', async () => {
    const session = await openFake('ios');
    const typing = session.type('hello');
    await expect(typing).rejects.toThrow(MobileActionError);
    await expect(session.type('hello')).rejects.toThrow(/No element has the focus/);
  });

  it('presses Return as a key action and refuses unknown or unavailable keys', async () => {
    // Prepare
    const android = await openFake('android');
    const ios = await openFake('ios');
    // Act
    await android.pressKey('Return');
    // Assess
    const [keys] = await recorded(android);
    expect(keys).toMatchObject({ type: 'key', actions: [{ value: '\uE007' }, { value: '\uE007' }] });
    await expect(android.pressKey('F5')).rejects.toThrow(/Unknown key "F5" on an Android device/);
    await expect(android.pressKey('Home')).rejects.toThrow(/Home is not available/);
    await expect(ios.pressKey('Back')).rejects.toThrow(/Unknown key "Back" on an iOS device/);
  });

  it('opens a deep link in the app, accepting "Open in" on iOS, and fails one the app does not handle, saying why', async () => {
    for (const platform of ['android', 'ios'] as const) {
      // Prepare: the shipped apps handle demoshop://orders/{id} (appium-plugin/ plays it), not demoshop://offers/2.
      const session = await openFake(platform);
      // Act
      await session.deeplink('demoshop://orders/55');
      // Assess
      expect(await session.pageSource()).toContain('Order #55');
      await expect(session.deeplink('demoshop://offers/2')).rejects.toThrow(
        'After the deep link demoshop://offers/2, the app com.tas.demo is not in the foreground (app state 3: running in the background): the app did not open the link.',
      );
    }
  });

  it('takes a PNG screenshot and reads the page source', async () => {
    const session = await openFake('ios');
    const png = await session.screenshot();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(await session.pageSource()).toContain('Sign in to Demo Shop');
  });

  it('keeps an idle session alive with a cheap command', async () => {
    // Prepare
    const session = await openFake('android');
    const rect = vi.spyOn(session.webdriver, 'getWindowRect');
    // Act
    const stop = session.keepAlive(100);
    await new Promise((r) => setTimeout(r, 450));
    stop();
    // Assess
    expect(rect).toHaveBeenCalled();
  });

  it('ends the session on close, after which commands are refused', async () => {
    // Prepare
    const session = await openFake('android');
    const id = session.sessionId;
    // Act
    await session.close();
    await session.close();
    // Assess
    const response = await fetch(`${appium.url}/session/${id}/window/rect`);
    expect(response.status).toBe(404);
    await expect(session.tap({ x: 1, y: 1 })).rejects.toThrow(/closed/);
  });

  it('rejects a session the server cannot start, saying why', async () => {
    const opening = DeviceSession.open({
      serverUrl: appium.url,
      platform: 'android',
      capabilities: { platformName: 'Fake', 'appium:automationName': 'Fake', 'appium:app': '/nonexistent/app.xml' },
    });
    await expect(opening).rejects.toThrow(DeviceSessionError);
  });

  it('opens a session through the appium provider with the fake app of the platform', async () => {
    // Prepare
    const provider = appiumProvider({
      serverUrl: appium.url,
      fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
    });
    const build = {
      platform: 'ios' as const,
      fileName: 'Shop.ipa',
      sha256: 'c'.repeat(64),
      downloadUrl: 'http://unused/',
    };
    // Act
    const opened = await openProviderSession(provider, { build, deviceName: null, sessionName: 'Sign in' });
    sessions.push(opened.session);
    // Assess
    expect(opened.deviceName).toBe('iPhone 15');
    expect(opened.providerSessionId).toBe(opened.session.sessionId);
    expect(await opened.session.windowRect()).toMatchObject({ width: 393, height: 852 });
  });

  it("names the fake app's package or bundle id in the session, from the app's XML", async () => {
    // Prepare
    const provider = appiumProvider({
      serverUrl: appium.url,
      fakeApps: { android: fakeAppPath('android'), ios: fakeAppPath('ios') },
    });
    const build = (platform: 'android' | 'ios') => ({
      platform,
      fileName: platform === 'android' ? 'shop.apk' : 'Shop.ipa',
      sha256: 'd'.repeat(64),
      downloadUrl: 'http://unused/',
    });
    // Act
    const opened = await Promise.all(
      (['android', 'ios'] as const).map((p) =>
        openProviderSession(provider, { build: build(p), deviceName: null, sessionName: 'Deep link' }),
      ),
    );
    sessions.push(...opened.map((o) => o.session));
    // Assess: android.xml's `package`, ios.xml's `bundleId`, as the driver's session answers them.
    const [android, ios] = opened.map((o) => o.session);
    expect(android?.appId).toBe('com.tas.demo');
    expect(android?.webdriver.capabilities).toMatchObject({ appPackage: 'com.tas.demo' });
    expect(ios?.appId).toBe('com.tas.demo');
    expect(ios?.webdriver.capabilities).toMatchObject({ bundleId: 'com.tas.demo' });
  });
});
