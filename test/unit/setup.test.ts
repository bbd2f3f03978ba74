import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ffmpegLinkPath,
  type Missing,
  type PlatformInfo,
  parseJavaMajor,
  planInstall,
  playwrightBrowsersRoot,
} from '../../scripts/setup';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const debianRoot: PlatformInfo = { platform: 'linux', isDebian: true, isRoot: true };
const debianUser: PlatformInfo = { platform: 'linux', isDebian: true, isRoot: false };
const macUser: PlatformInfo = { platform: 'darwin', isDebian: false, isRoot: false };
const chromiumMissing: Missing = { tool: 'chromium', problem: 'Chromium not found' };
const ffmpegMissing: Missing = { tool: 'ffmpeg', problem: 'ffmpeg not found (Playwright video recording needs it)' };
const javaMissing: Missing = { tool: 'java', problem: 'Java 17+ not found (DynamoDB Local needs it)' };

describe('parseJavaMajor', () => {
  it('reads the major version of a modern OpenJDK', () => {
    // Prepare
    const text = 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)';

    // Act
    const major = parseJavaMajor(text);

    // Assess
    expect(major).toBe(17);
  });

  it('reads Java 8 from the legacy 1.x version scheme', () => {
    // Prepare
    const text = 'java version "1.8.0_392"\nJava(TM) SE Runtime Environment (build 1.8.0_392-b08)';

    // Act
    const major = parseJavaMajor(text);

    // Assess
    expect(major).toBe(8);
  });

  it('reads a bare major version without minor parts', () => {
    // Prepare
    const text = 'openjdk version "21" 2023-09-19\nOpenJDK Runtime Environment (build 21+35-2513)';

    // Act
    const major = parseJavaMajor(text);

    // Assess
    expect(major).toBe(21);
  });

  it('returns null when the output has no version', () => {
    // Prepare
    const text = 'bash: java: command not found';

    // Act
    const major = parseJavaMajor(text);

    // Assess
    expect(major).toBeNull();
  });
});

describe('ffmpegLinkPath', () => {
  it("builds Playwright's ffmpeg path from the ffmpeg revision in browsers.json", () => {
    // Prepare
    const browsersJson = {
      browsers: [
        { name: 'chromium', revision: '1255', installByDefault: true },
        { name: 'ffmpeg', revision: '1013', installByDefault: true },
      ],
    };

    // Act
    const linux = ffmpegLinkPath(browsersJson, '/cache/ms-playwright', 'linux');
    const mac = ffmpegLinkPath(browsersJson, '/cache/ms-playwright', 'darwin');

    // Assess
    expect(linux).toBe('/cache/ms-playwright/ffmpeg-1013/ffmpeg-linux');
    expect(mac).toBe('/cache/ms-playwright/ffmpeg-1013/ffmpeg-mac');
  });

  it('fails clearly when browsers.json has no ffmpeg entry', () => {
    // Prepare
    const browsersJson = { browsers: [{ name: 'chromium', revision: '1255' }] };

    // Act
    const act = () => ffmpegLinkPath(browsersJson, '/cache/ms-playwright', 'linux');

    // Assess
    expect(act).toThrow(/no ffmpeg revision/);
  });
});

describe('playwrightBrowsersRoot', () => {
  const base = { platform: 'linux' as const, homedir: '/home/u', packageRoot: '/p/node_modules/pw', cwd: '/proj' };

  it('defaults to ~/.cache/ms-playwright on Linux', () => {
    // Prepare
    const env = {};

    // Act
    const root = playwrightBrowsersRoot({ ...base, env });

    // Assess
    expect(root).toBe('/home/u/.cache/ms-playwright');
  });

  it('honours PLAYWRIGHT_BROWSERS_PATH, including 0 and relative paths', () => {
    // Prepare
    const absolute = { PLAYWRIGHT_BROWSERS_PATH: '/opt/pw' };
    const zero = { PLAYWRIGHT_BROWSERS_PATH: '0' };
    const relative = { PLAYWRIGHT_BROWSERS_PATH: 'pw-browsers' };

    // Act
    const roots = [absolute, zero, relative].map((env) => playwrightBrowsersRoot({ ...base, env }));

    // Assess
    expect(roots).toEqual(['/opt/pw', '/p/node_modules/pw/.local-browsers', '/proj/pw-browsers']);
  });
});

describe('planInstall', () => {
  it('installs the missing apt packages when root on Debian', () => {
    // Prepare
    const missing = [ffmpegMissing, chromiumMissing];

    // Act
    const plan = planInstall(missing, debianRoot);

    // Assess
    expect(plan.kind).toBe('apt');
    expect(plan.kind === 'apt' && plan.packages).toEqual(['chromium-headless-shell', 'ffmpeg']);
  });

  it('installs Java 17 when Java is missing', () => {
    // Prepare
    const missing = [javaMissing];

    // Act
    const plan = planInstall(missing, debianRoot);

    // Assess
    expect(plan.kind === 'apt' && plan.packages).toEqual(['openjdk-17-jre-headless']);
  });

  it('prints exact sudo apt-get instructions when not root', () => {
    // Prepare
    const missing = [chromiumMissing, ffmpegMissing];

    // Act
    const plan = planInstall(missing, debianUser);

    // Assess
    expect(plan.kind).toBe('manual');
    expect(plan.instructions).toEqual([
      'setup: Chromium not found. Install it: sudo apt-get install -y chromium-headless-shell  (or set TAS_CHROMIUM_PATH to a Chrome/Chromium binary)',
      'setup: ffmpeg not found (Playwright video recording needs it). Install it: sudo apt-get install -y ffmpeg',
    ]);
  });

  it('prints brew instructions on macOS', () => {
    // Prepare
    const missing = [javaMissing, chromiumMissing, ffmpegMissing];

    // Act
    const plan = planInstall(missing, macUser);

    // Assess
    expect(plan.kind).toBe('manual');
    expect(plan.instructions[0]).toContain('Install it: brew install openjdk@17');
    expect(plan.instructions[1]).toContain('Install it: brew install --cask chromium');
    expect(plan.instructions[2]).toContain('Install it: brew install ffmpeg');
  });

  it('does not try apt for a bad TAS_CHROMIUM_PATH', () => {
    // Prepare
    const missing: Missing[] = [
      { tool: 'chromium', problem: 'TAS_CHROMIUM_PATH=/nope is not an executable file', fix: 'Point it elsewhere' },
    ];

    // Act
    const plan = planInstall(missing, debianRoot);

    // Assess
    expect(plan).toEqual({
      kind: 'manual',
      instructions: ['setup: TAS_CHROMIUM_PATH=/nope is not an executable file. Point it elsewhere'],
    });
  });

  it('falls back to package-manager advice on other Linux distributions', () => {
    // Prepare
    const info: PlatformInfo = { platform: 'linux', isDebian: false, isRoot: true };

    // Act
    const plan = planInstall([ffmpegMissing], info);

    // Assess
    expect(plan.kind).toBe('manual');
    expect(plan.instructions[0]).toContain("with your system's package manager");
  });
});

describe('setup script', () => {
  const browsersRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tas-setup-test-'));
  afterAll(() => fs.rmSync(browsersRoot, { recursive: true, force: true }));

  const runSetup = () =>
    spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['scripts/setup.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersRoot },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });

  it('links Playwright ffmpeg to the system ffmpeg and is silent when run again', () => {
    // Prepare
    const browsersJson: unknown = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'node_modules', 'playwright-core', 'browsers.json'), 'utf8'),
    );
    const linkPath = ffmpegLinkPath(browsersJson, browsersRoot);

    // Act
    const first = runSetup();
    const second = runSetup();

    // Assess
    expect(first.status, first.stderr).toBe(0);
    expect(fs.lstatSync(linkPath).isSymbolicLink()).toBe(true);
    const target = fs.readlinkSync(linkPath);
    expect(path.basename(target)).toMatch(/^ffmpeg/);
    expect(fs.existsSync(target)).toBe(true);
    expect(fs.existsSync(path.join(path.dirname(linkPath), 'INSTALLATION_COMPLETE'))).toBe(true);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toBe('');
    expect(second.stderr).toBe('');
  }, 120_000);
});
