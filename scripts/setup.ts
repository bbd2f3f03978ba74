/**
 * Idempotent local setup, run before `npm start` and `npm test` (npm prestart/pretest) and as `npm run setup`.
 *
 * 1. Checks the system tools the local stack needs: Java 17+ (DynamoDB Local), Chromium (the test runner),
 *    ffmpeg with libvpx (Playwright video recording).
 * 2. Installs what is missing with apt-get when running as root on Debian/Ubuntu; otherwise prints one exact
 *    instruction per missing tool and exits 1.
 * 3. Points Playwright's ffmpeg (`<browsers root>/ffmpeg-<rev>/ffmpeg-linux`) at the system ffmpeg.
 * 4. Installs Appium's fake driver (the local device server's driver) into `node_modules/.cache/tas-appium` from the
 *    npm registry, and the project's Appium plugin (`appium-plugin/`: screens and deep links of the fake apps) from
 *    its folder. Without them, only mobile runs are affected: setup warns and succeeds.
 *
 * Warm runs only stat files: the results of `java -version` and `ffmpeg -encoders` are cached in
 * node_modules/.cache/tas-setup.json together with the binaries' mtimes, and re-checked when those change.
 * Silent unless something changed or is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readLocalConfig } from '../core/config';
import {
  appiumHome,
  FAKE_APP_PLUGIN,
  FAKE_DRIVER,
  fakeAppPluginInstalled,
  fakeDriverInstalled,
  installFakeAppPlugin,
  installFakeDriver,
  withInstallLock,
} from '../lib/local/appium';
import { findChromium, HEADLESS_SHELL_PATH } from '../lib/local/browser-paths';
import { ffmpegLinkPath, linkFfmpeg } from '../runner-image/src/engine/video-ffmpeg';

/** Where Playwright's ffmpeg goes (moved to the runner's video-ffmpeg.ts, which the Lambda runner also uses). */
export { ffmpegExecutableName, ffmpegLinkPath } from '../runner-image/src/engine/video-ffmpeg';

export type Tool = 'java' | 'chromium' | 'ffmpeg';

/** A tool that is absent or unusable. `problem` is a sentence without a final period. */
export interface Missing {
  tool: Tool;
  problem: string;
  /** Set when a package install cannot fix it (e.g. a bad TAS_CHROMIUM_PATH); shown instead of an install command. */
  fix?: string;
}

export interface PlatformInfo {
  platform: NodeJS.Platform;
  /** /etc/debian_version exists (Debian, Ubuntu and derivatives). */
  isDebian: boolean;
  isRoot: boolean;
}

/** `apt`: install `packages` with apt-get, print `instructions` if that fails. `manual`: print `instructions`. */
export type InstallPlan =
  | { kind: 'apt'; packages: string[]; instructions: string[] }
  | { kind: 'manual'; instructions: string[] };

export const MIN_JAVA_MAJOR = 17;
export const TOOL_ORDER: readonly Tool[] = ['java', 'chromium', 'ffmpeg'];
export const APT_PACKAGES: Readonly<Record<Tool, string>> = {
  java: 'openjdk-17-jre-headless',
  chromium: 'chromium-headless-shell',
  ffmpeg: 'ffmpeg',
};
const TOOL_NAMES: Readonly<Record<Tool, string>> = { java: 'Java 17+', chromium: 'Chromium', ffmpeg: 'ffmpeg' };
const CACHE_VERSION = 1;

// ---------------------------------------------------------------------------------------------------------------
// Pure helpers

/**
 * The Java major version from `java -version` output: `openjdk version "17.0.15"` -> 17,
 * `java version "1.8.0_392"` -> 8, `openjdk version "21" 2023-09-19` -> 21, `"21-ea"` -> 21. Null if unreadable.
 */
export function parseJavaMajor(versionText: string): number | null {
  const match = /\bversion\s+"?(\d+)(?:\.(\d+))?/i.exec(versionText);
  if (!match) return null;
  const first = Number(match[1]);
  if (first === 1 && match[2] !== undefined) return Number(match[2]);
  return first;
}

/** Playwright's browsers directory, computed the way playwright-core's registry does. */
export function playwrightBrowsersRoot(opts: {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  homedir: string;
  /** The playwright-core package directory (used when PLAYWRIGHT_BROWSERS_PATH=0). */
  packageRoot: string;
  cwd: string;
}): string {
  const { env, platform, homedir, packageRoot, cwd } = opts;
  const configured = env['PLAYWRIGHT_BROWSERS_PATH'];
  let root: string;
  if (configured === '0') root = path.join(packageRoot, '.local-browsers');
  else if (configured) root = configured;
  else if (platform === 'darwin') root = path.join(homedir, 'Library', 'Caches', 'ms-playwright');
  else if (platform === 'win32')
    root = path.join(env['LOCALAPPDATA'] || path.join(homedir, 'AppData', 'Local'), 'ms-playwright');
  else root = path.join(env['XDG_CACHE_HOME'] || path.join(homedir, '.cache'), 'ms-playwright');
  return path.isAbsolute(root) ? root : path.resolve(env['INIT_CWD'] || cwd, root);
}

/** The command that installs `tool` on this platform, or undefined when we cannot name one. */
export function installCommand(tool: Tool, info: PlatformInfo): string | undefined {
  if (info.platform === 'darwin') {
    return { java: 'brew install openjdk@17', chromium: 'brew install --cask chromium', ffmpeg: 'brew install ffmpeg' }[
      tool
    ];
  }
  if (info.platform === 'win32') {
    return {
      java: 'winget install Microsoft.OpenJDK.17',
      chromium: 'winget install Google.Chrome',
      ffmpeg: 'winget install Gyan.FFmpeg',
    }[tool];
  }
  if (info.platform === 'linux' && info.isDebian) {
    return `${info.isRoot ? '' : 'sudo '}apt-get install -y ${APT_PACKAGES[tool]}`;
  }
  return undefined;
}

/** One exact, copy-pasteable instruction line for a missing tool. */
export function instructionFor(missing: Missing, info: PlatformInfo): string {
  if (missing.fix) return `setup: ${missing.problem}. ${missing.fix}`;
  const command = installCommand(missing.tool, info);
  let line = command
    ? `setup: ${missing.problem}. Install it: ${command}`
    : `setup: ${missing.problem}. Install it with your system's package manager (Debian package: ${APT_PACKAGES[missing.tool]})`;
  if (missing.tool === 'chromium') line += '  (or set TAS_CHROMIUM_PATH to a Chrome/Chromium binary)';
  if (missing.tool === 'java' && info.platform === 'darwin')
    line += '  (then put $(brew --prefix openjdk@17)/bin on PATH)';
  return line;
}

/** apt-get when we can (root on Debian/Ubuntu Linux) and a package would help; instructions in every case. */
export function planInstall(missing: readonly Missing[], info: PlatformInfo): InstallPlan {
  const sorted = [...missing].sort((a, b) => TOOL_ORDER.indexOf(a.tool) - TOOL_ORDER.indexOf(b.tool));
  const instructions = sorted.map((m) => instructionFor(m, info));
  const packages = [...new Set(sorted.filter((m) => !m.fix).map((m) => APT_PACKAGES[m.tool]))];
  if (info.platform === 'linux' && info.isDebian && info.isRoot && packages.length > 0) {
    return { kind: 'apt', packages, instructions };
  }
  return { kind: 'manual', instructions };
}

// ---------------------------------------------------------------------------------------------------------------
// System probing

interface Stamp {
  path: string;
  real: string;
  mtimeMs: number;
  size: number;
}
interface JavaInfo extends Stamp {
  major: number;
}
interface FfmpegInfo extends Stamp {
  libvpx: true;
}
interface SetupCache {
  version: number;
  java?: JavaInfo;
  ffmpeg?: FfmpegInfo;
}
interface CheckResult {
  missing: Missing[];
  java?: JavaInfo;
  ffmpeg?: FfmpegInfo;
  chromium?: string;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `which`: the first executable `name` on PATH. */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dirs = (env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  const exts = process.platform === 'win32' ? ['', '.exe', '.cmd'] : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = path.join(dir, name + ext);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

function stampOf(file: string): Stamp {
  const real = fs.realpathSync(file);
  const stat = fs.statSync(real);
  return { path: file, real, mtimeMs: stat.mtimeMs, size: stat.size };
}

function sameStamp(cached: Stamp | undefined, current: Stamp): boolean {
  return (
    cached !== undefined &&
    cached.path === current.path &&
    cached.real === current.real &&
    cached.mtimeMs === current.mtimeMs &&
    cached.size === current.size
  );
}

function checkJava(cached: JavaInfo | undefined): JavaInfo | Missing {
  const javaPath = findOnPath('java');
  if (!javaPath) return { tool: 'java', problem: 'Java 17+ not found (DynamoDB Local needs it)' };
  const stamp = stampOf(javaPath);
  if (cached && sameStamp(cached, stamp) && cached.major >= MIN_JAVA_MAJOR) return cached;
  const result = spawnSync(javaPath, ['-version'], { encoding: 'utf8', timeout: 30_000, stdio: 'pipe' });
  const major = parseJavaMajor(`${result.stderr ?? ''}\n${result.stdout ?? ''}`);
  if (major === null) {
    return { tool: 'java', problem: `could not read the Java version from \`${javaPath} -version\`` };
  }
  if (major < MIN_JAVA_MAJOR) {
    return { tool: 'java', problem: `Java ${major} at ${javaPath} is too old (DynamoDB Local needs Java 17+)` };
  }
  return { ...stamp, major };
}

function checkFfmpeg(cached: FfmpegInfo | undefined): FfmpegInfo | Missing {
  const ffmpegPath = findOnPath('ffmpeg');
  if (!ffmpegPath) return { tool: 'ffmpeg', problem: 'ffmpeg not found (Playwright video recording needs it)' };
  const stamp = stampOf(ffmpegPath);
  if (cached && sameStamp(cached, stamp)) return cached;
  const result = spawnSync(ffmpegPath, ['-hide_banner', '-encoders'], {
    encoding: 'utf8',
    timeout: 30_000,
    stdio: 'pipe',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!`${result.stdout ?? ''}`.includes('libvpx')) {
    return {
      tool: 'ffmpeg',
      problem: `ffmpeg at ${ffmpegPath} has no libvpx encoder (Playwright video recording needs it)`,
    };
  }
  return { ...stamp, libvpx: true };
}

function checkChromium(): string | Missing {
  const chromium = findChromium();
  if (!chromium) return { tool: 'chromium', problem: 'Chromium not found' };
  if (!isExecutableFile(chromium)) {
    return {
      tool: 'chromium',
      problem: `TAS_CHROMIUM_PATH=${chromium} is not an executable file`,
      fix: 'Point it to a Chrome/Chromium binary, or unset it to use the system Chromium',
    };
  }
  return chromium;
}

function checkAll(cache: SetupCache): CheckResult {
  const result: CheckResult = { missing: [] };
  const java = checkJava(cache.java);
  if ('tool' in java) result.missing.push(java);
  else result.java = java;
  const chromium = checkChromium();
  if (typeof chromium === 'string') result.chromium = chromium;
  else result.missing.push(chromium);
  const ffmpeg = checkFfmpeg(cache.ffmpeg);
  if ('tool' in ffmpeg) result.missing.push(ffmpeg);
  else result.ffmpeg = ffmpeg;
  return result;
}

export function currentPlatform(): PlatformInfo {
  return {
    platform: process.platform,
    isDebian: fs.existsSync('/etc/debian_version'),
    isRoot: process.getuid?.() === 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// apt-get

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Runs a command without stdin, forwarding interesting output lines; resolves with the exit code and the output tail. */
function runStreaming(
  command: string,
  args: string[],
  interesting: RegExp,
): Promise<{ code: number; output: string; tail: string[] }> {
  return new Promise((resolve) => {
    const tail: string[] = [];
    let output = '';
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const onLine = (line: string) => {
      output += `${line}\n`;
      tail.push(line);
      if (tail.length > 15) tail.shift();
      if (interesting.test(line)) log(`setup:   ${line}`);
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.on('error', (error) => resolve({ code: -1, output: error.message, tail: [error.message] }));
    child.on('close', (code) => resolve({ code: code ?? -1, output, tail }));
  });
}

async function aptInstall(packages: string[]): Promise<boolean> {
  const slow = packages.includes(APT_PACKAGES.java) ? 'a few minutes' : 'about a minute';
  log(`setup: installing ${packages.join(' ')} with apt-get (${slow})...`);
  const install = () =>
    runStreaming(
      'apt-get',
      ['install', '-y', '--no-install-recommends', '-o', 'DPkg::Lock::Timeout=600', ...packages],
      /^(Setting up |E: |Err:)/,
    );
  let result = await install();
  if (result.code !== 0) {
    // Usually empty or stale package lists (fresh containers): refresh once and retry.
    log('setup: apt-get install failed; running apt-get update and retrying...');
    const update = await runStreaming('apt-get', ['update'], /^(E: |Err:)/);
    if (update.code === 0) result = await install();
  }
  if (result.code !== 0) {
    for (const line of result.tail) log(`setup:   | ${line}`);
    log(`setup: apt-get install ${packages.join(' ')} failed (exit ${result.code})`);
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Playwright's ffmpeg

function playwrightFfmpegLinkPath(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('playwright-core/package.json');
  const packageRoot = path.dirname(packageJson);
  const browsersJson: unknown = JSON.parse(fs.readFileSync(path.join(packageRoot, 'browsers.json'), 'utf8'));
  const root = playwrightBrowsersRoot({
    env: process.env,
    platform: process.platform,
    homedir: os.homedir(),
    packageRoot,
    cwd: process.cwd(),
  });
  return ffmpegLinkPath(browsersJson, root);
}

/** Makes `linkPath` a symlink to the system's ffmpeg (video-ffmpeg.ts); a real executable there is left alone. */
function ensureFfmpegLink(linkPath: string, target: string): string | undefined {
  return linkFfmpeg(linkPath, target, isExecutableFile);
}

// ---------------------------------------------------------------------------------------------------------------
// Chromium's headless shell

/**
 * Where runs would use a full Chromium from the system (no TAS_CHROMIUM_PATH), adds the headless shell next to it on
 * Debian as root: runs then cost about a third less CPU. Best effort: a failed install is a note, not a setup failure
 * (the full browser works), and is not tried again while that browser is unchanged.
 */
async function ensureHeadlessShell(chromium: string, info: PlatformInfo): Promise<string | undefined> {
  const canInstall = info.platform === 'linux' && info.isDebian && info.isRoot;
  if (chromium === HEADLESS_SHELL_PATH || !canInstall || readLocalConfig(process.env).chromiumPath) return undefined;
  const marker = path.join(path.dirname(cachePath()), 'tas-setup-headless-shell-tried');
  const stamp = JSON.stringify(stampOf(chromium));
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === stamp) return undefined;
  if (await aptInstall([APT_PACKAGES.chromium])) return `installed ${APT_PACKAGES.chromium}`;
  log(`setup: note: runs use ${chromium}; ${APT_PACKAGES.chromium} would make them lighter on CPU`);
  try {
    fs.mkdirSync(path.dirname(marker), { recursive: true });
    fs.writeFileSync(marker, stamp);
  } catch {
    // Only saves a retry.
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Appium's fake driver (the local device server)

/**
 * Installs the pinned fake driver into the local Appium home unless it is there already (two small file reads).
 * Returns a description of what changed, or undefined; a failed install is a warning, not a setup failure, since
 * only mobile runs need the driver.
 */
async function ensureFakeDriver(home: string = appiumHome()): Promise<string | undefined> {
  if (fakeDriverInstalled(home)) return undefined;
  const driver = `${FAKE_DRIVER.packageName}@${FAKE_DRIVER.version}`;
  const problem = await withInstallLock(home, async () => {
    if (fakeDriverInstalled(home)) return null; // another setup installed it meanwhile
    log(`setup: installing Appium's ${driver} into ${home} (about half a minute)...`);
    return installFakeDriver(home);
  }).catch((error: Error) => error.message);
  if (problem === null) return fakeDriverInstalled(home) ? `installed ${driver}` : undefined;
  log(`setup: warning: could not install ${driver} into ${home} (${problem})`);
  log(
    `setup: warning: the local stack starts without its Appium server, so mobile runs fail; ` +
      `check access to the npm registry and re-run \`npm run setup\``,
  );
  return undefined;
}

/**
 * Installs the project's Appium plugin from `appium-plugin/` into the local Appium home unless it is there already (a
 * small file read and a link). Like the driver, a failed install is a warning: without the plugin the fake apps show
 * all their screens at once and open no deep links.
 */
async function ensureFakeAppPlugin(home: string = appiumHome()): Promise<string | undefined> {
  if (fakeAppPluginInstalled(home)) return undefined;
  const problem = await withInstallLock(home, async () => {
    if (fakeAppPluginInstalled(home)) return null;
    log(`setup: installing the Appium plugin ${FAKE_APP_PLUGIN.name} into ${home}...`);
    return installFakeAppPlugin(home);
  }).catch((error: Error) => error.message);
  if (problem === null) return fakeAppPluginInstalled(home) ? `installed ${FAKE_APP_PLUGIN.name}` : undefined;
  log(`setup: warning: could not install the Appium plugin ${FAKE_APP_PLUGIN.name} into ${home} (${problem})`);
  log(`setup: warning: mobile runs on the local stack lack screens and deep links; re-run \`npm run setup\` to retry`);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Cache

function cachePath(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'tas-setup.json');
}

function readCache(file: string): { cache: SetupCache; text: string } {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const cache = JSON.parse(text) as SetupCache;
    return cache?.version === CACHE_VERSION ? { cache, text } : { cache: { version: CACHE_VERSION }, text };
  } catch {
    return { cache: { version: CACHE_VERSION }, text: '' };
  }
}

function writeCache(file: string, previousText: string, cache: SetupCache): void {
  const text = `${JSON.stringify(cache, null, 2)}\n`;
  if (text === previousText) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.tmp-${process.pid}`;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch {
    // The cache only saves time; a read-only node_modules is fine.
  }
}

// ---------------------------------------------------------------------------------------------------------------
// CLI

export async function runSetup(): Promise<number> {
  const file = cachePath();
  const { cache, text } = readCache(file);
  const info = currentPlatform();
  const changes: string[] = [];

  let result = checkAll(cache);
  if (result.missing.length > 0) {
    const plan = planInstall(result.missing, info);
    if (plan.kind === 'apt' && (await aptInstall(plan.packages))) {
      changes.push(`installed ${plan.packages.join(' ')}`);
      result = checkAll({ version: CACHE_VERSION });
    }
  }
  if (result.missing.length > 0) {
    for (const line of planInstall(result.missing, info).instructions) log(line);
    const names = result.missing.map((m) => TOOL_NAMES[m.tool]).join(', ');
    log(`setup: failed: ${names} missing or unusable; do the above, then re-run \`npm run setup\``);
    return 1;
  }

  const change = ensureFfmpegLink(playwrightFfmpegLinkPath(), result.ffmpeg!.path);
  if (change) changes.push(change);
  const shellChange = await ensureHeadlessShell(result.chromium!, info);
  if (shellChange) changes.push(shellChange);
  const driverChange = await ensureFakeDriver();
  if (driverChange) changes.push(driverChange);
  const pluginChange = await ensureFakeAppPlugin();
  if (pluginChange) changes.push(pluginChange);
  writeCache(file, text, { version: CACHE_VERSION, java: result.java!, ffmpeg: result.ffmpeg! });
  if (changes.length > 0) log(`setup: ok (${changes.join('; ')})`);
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runSetup().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      log(`setup: failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
