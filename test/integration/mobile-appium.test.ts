import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppiumHandle,
  AppiumStartError,
  appiumHome,
  fakeDriverInstalled,
  startAppium,
} from '../../lib/local/appium';
import { freePort } from '../../lib/local/ports';

describe('local Appium server', () => {
  let appium: AppiumHandle;

  beforeAll(async () => {
    appium = await startAppium({ timeoutMs: 90_000 });
  });
  afterAll(async () => {
    await appium?.stop();
  });

  it('is installed by setup with the pinned fake driver', () => {
    expect(fakeDriverInstalled(appiumHome())).toBe(true);
  });

  it('answers /status as ready on a local port', async () => {
    // Act
    const response = await fetch(`${appium.url}/status`);
    const body = (await response.json()) as { value: { ready: boolean; build: { version: string } } };
    // Assess
    expect(appium.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(body.value.ready).toBe(true);
    expect(body.value.build.version).toMatch(/^3\./);
  });

  it('starts on another port when its port is taken before it binds', async () => {
    // Prepare
    const choices = [appium.port];
    // Act
    const other = await startAppium({ timeoutMs: 90_000, choosePort: async () => choices.shift() ?? freePort() });
    try {
      // Assess
      expect(other.port).not.toBe(appium.port);
      expect(other.process.exitCode).toBeNull();
      expect((await fetch(`${other.url}/status`)).ok).toBe(true);
    } finally {
      await other.stop();
    }
  });

  it('stops its one child process', async () => {
    // Prepare
    const other = await startAppium({ timeoutMs: 90_000 });
    const pid = other.process.pid as number;
    // Act
    await other.stop();
    // Assess
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(`${other.url}/status`)).rejects.toThrow();
  }, 120_000);

  it('refuses to start without the driver, naming the fix', async () => {
    const home = '/nonexistent/tas-appium';
    expect(existsSync(home)).toBe(false);
    await expect(startAppium({ home })).rejects.toThrow(AppiumStartError);
    await expect(startAppium({ home })).rejects.toThrow(/npm run setup/);
  });
});
