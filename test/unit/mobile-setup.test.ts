import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_APP_PLUGIN,
  FAKE_DRIVER,
  fakeAppPluginInstalled,
  fakeDriverInstalled,
  withInstallLock,
} from '../../lib/local/appium';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tas-appium-home-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeInstall(home: string, version: string, manifest: string): void {
  const pkgDir = join(home, 'node_modules', '@appium', 'fake-driver');
  mkdirSync(pkgDir, { recursive: true });
  writeFileSync(join(pkgDir, 'package.json'), JSON.stringify({ version }));
  mkdirSync(join(home, 'node_modules', '.cache', 'appium'), { recursive: true });
  writeFileSync(join(home, 'node_modules', '.cache', 'appium', 'extensions.yaml'), manifest);
}

describe('fakeDriverInstalled', () => {
  it('is false for an empty Appium home', () => {
    expect(fakeDriverInstalled(tempDir())).toBe(false);
  });

  it('is true when the pinned version is installed and in the manifest', () => {
    const home = tempDir();
    fakeInstall(home, FAKE_DRIVER.version, `drivers:\n  fake:\n    pkgName: "${FAKE_DRIVER.packageName}"\n`);
    expect(fakeDriverInstalled(home)).toBe(true);
  });

  it('is false for another version of the driver', () => {
    const home = tempDir();
    fakeInstall(home, '5.0.0', `drivers:\n  fake:\n    pkgName: "${FAKE_DRIVER.packageName}"\n`);
    expect(fakeDriverInstalled(home)).toBe(false);
  });

  it('is false when the manifest does not list it (an interrupted install)', () => {
    const home = tempDir();
    fakeInstall(home, FAKE_DRIVER.version, 'drivers: {}\n');
    expect(fakeDriverInstalled(home)).toBe(false);
  });
});

describe('fakeAppPluginInstalled', () => {
  /** What `appium plugin install --source=local <dir>` leaves: a link to the folder and a manifest entry. */
  function linkPlugin(home: string, pluginDir: string, manifest: string): void {
    mkdirSync(join(home, 'node_modules', '.cache', 'appium'), { recursive: true });
    symlinkSync(pluginDir, join(home, 'node_modules', FAKE_APP_PLUGIN.packageName));
    writeFileSync(join(home, 'node_modules', '.cache', 'appium', 'extensions.yaml'), manifest);
  }
  const listed = `plugins:\n  ${FAKE_APP_PLUGIN.name}:\n    pkgName: ${FAKE_APP_PLUGIN.packageName}\n`;

  it('is false for an empty Appium home', () => {
    expect(fakeAppPluginInstalled(tempDir(), tempDir())).toBe(false);
  });

  it('is true when the home links the plugin folder and the manifest lists it', () => {
    const home = tempDir();
    const pluginDir = tempDir();
    linkPlugin(home, pluginDir, listed);
    expect(fakeAppPluginInstalled(home, pluginDir)).toBe(true);
  });

  it('is false when the link is to another folder (a moved checkout) or the manifest does not list it', () => {
    const moved = tempDir();
    linkPlugin(moved, tempDir(), listed);
    const unlisted = tempDir();
    const pluginDir = tempDir();
    linkPlugin(unlisted, pluginDir, 'plugins: {}\n');
    expect(fakeAppPluginInstalled(moved, tempDir())).toBe(false);
    expect(fakeAppPluginInstalled(unlisted, pluginDir)).toBe(false);
  });
});

describe('withInstallLock', () => {
  it('runs two installs one after the other', async () => {
    // Prepare
    const home = join(tempDir(), 'home');
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 50));
      events.push(`${name} end`);
    };
    // Act
    await Promise.all([withInstallLock(home, work('a')), withInstallLock(home, work('b'))]);
    // Assess
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('takes over a lock left by a dead process', async () => {
    // Prepare: pid 2^22+1 is above Linux's pid_max default
    const home = join(tempDir(), 'home');
    mkdirSync(`${home}.lock`, { recursive: true });
    writeFileSync(join(`${home}.lock`, 'pid'), String(4_194_305));
    // Act
    const result = await withInstallLock(home, async () => 'ran', 2_000);
    // Assess
    expect(result).toBe('ran');
  });
});
