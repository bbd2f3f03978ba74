/**
 * The local device server: an Appium 3 server (the `appium` devDependency) with Appium's fake driver, which plays an
 * app described by an XML file (`runner-image/mobile-apps/*.xml`) instead of a phone, and the project's plugin
 * (`appium-plugin/`), which gives those apps screens, taps that lead between them and deep links. Setup installs both
 * into an APPIUM_HOME under `node_modules/.cache`; the local stack starts the server on a free port as one child
 * process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWithParent } from './orphan-guard';
import { ownsPort, PortTaken, startOnFreePort } from './ports';

/** The driver the local server runs, pinned: its behaviour (what it records, what it refuses) is what tests rely on. */
export const FAKE_DRIVER = { packageName: '@appium/fake-driver', version: '6.2.4', automationName: 'Fake' } as const;

/** The project's Appium plugin for the fake driver's apps (`appium-plugin/`), installed from its folder. */
export const FAKE_APP_PLUGIN = { name: 'tas-fake-app', packageName: 'tas-fake-app-plugin' } as const;

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the local Appium server keeps its drivers (its APPIUM_HOME). */
export function appiumHome(projectRoot: string = PROJECT_ROOT): string {
  return join(projectRoot, 'node_modules', '.cache', 'tas-appium');
}

/** The project's fake-driver apps: an Android-like and an iOS-like app model. */
export function fakeAppPath(platform: 'android' | 'ios', projectRoot: string = PROJECT_ROOT): string {
  return join(projectRoot, 'runner-image', 'mobile-apps', `${platform}.xml`);
}

/** The folder of the project's Appium plugin. */
export function fakeAppPluginPath(projectRoot: string = PROJECT_ROOT): string {
  return join(projectRoot, 'appium-plugin');
}

/** The `appium` executable script of the installed package. */
export function appiumEntry(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('appium/package.json')), 'index.js');
}

/**
 * Whether `home` holds the pinned fake driver and Appium's manifest lists it. Reads two small files, so setup can
 * call it on every start.
 */
export function fakeDriverInstalled(home: string = appiumHome()): boolean {
  try {
    const pkg = JSON.parse(
      readFileSync(join(home, 'node_modules', ...FAKE_DRIVER.packageName.split('/'), 'package.json'), 'utf8'),
    ) as { version?: string };
    if (pkg.version !== FAKE_DRIVER.version) return false;
    return readManifest(home).includes(FAKE_DRIVER.packageName);
  } catch {
    return false;
  }
}

function readManifest(home: string): string {
  return readFileSync(join(home, 'node_modules', '.cache', 'appium', 'extensions.yaml'), 'utf8');
}

/** Whether Appium's manifest in `home` lists the project's plugin (installed from any folder). */
function fakeAppPluginListed(home: string): boolean {
  try {
    return readManifest(home).includes(`pkgName: ${FAKE_APP_PLUGIN.packageName}`);
  } catch {
    return false;
  }
}

/**
 * Whether `home` has the project's plugin installed from `pluginDir` (a local install is a link to the folder, so
 * the plugin's code is always the folder's) and Appium's manifest lists it. Reads a small file and a link.
 */
export function fakeAppPluginInstalled(home: string = appiumHome(), pluginDir: string = fakeAppPluginPath()): boolean {
  try {
    const installed = realpathSync(join(home, 'node_modules', FAKE_APP_PLUGIN.packageName));
    return installed === realpathSync(pluginDir) && fakeAppPluginListed(home);
  } catch {
    return false;
  }
}

/**
 * Installs the pinned fake driver into `home` with Appium's own CLI (`appium driver install --source=npm`), which
 * fetches it from the npm registry. Resolves to null on success, else to the reason (the tail of Appium's output).
 */
export async function installFakeDriver(home: string = appiumHome(), timeoutMs = 300_000): Promise<string | null> {
  const spec = `${FAKE_DRIVER.packageName}@${FAKE_DRIVER.version}`;
  const problem = await runAppiumCli(home, ['driver', 'install', '--source=npm', spec], timeoutMs);
  if (problem === null && !fakeDriverInstalled(home)) return 'Appium did not record the driver in its manifest';
  return problem;
}

/**
 * Installs the project's plugin into `home` from its folder with Appium's CLI (`appium plugin install
 * --source=local`, which links the folder: npm needs no registry for it). A plugin of that name installed from
 * another folder (a moved checkout) is uninstalled first. Resolves to null on success, else to the reason.
 */
export async function installFakeAppPlugin(
  home: string = appiumHome(),
  pluginDir: string = fakeAppPluginPath(),
  timeoutMs = 300_000,
): Promise<string | null> {
  if (fakeAppPluginListed(home)) {
    const problem = await runAppiumCli(home, ['plugin', 'uninstall', FAKE_APP_PLUGIN.name], timeoutMs);
    if (problem !== null) return problem;
  }
  // npm links a local folder through its global prefix: one under the Appium home keeps the user's global packages
  // untouched.
  const prefix = join(home, 'npm-prefix');
  mkdirSync(join(prefix, 'lib', 'node_modules'), { recursive: true });
  const problem = await runAppiumCli(home, ['plugin', 'install', '--source=local', pluginDir], timeoutMs, {
    npm_config_prefix: prefix,
  });
  if (problem === null && !fakeAppPluginInstalled(home, pluginDir)) {
    return 'Appium did not record the plugin in its manifest';
  }
  return problem;
}

/** Runs Appium's CLI with `home` as its APPIUM_HOME; resolves to null when it succeeds, else to its output's tail. */
function runAppiumCli(
  home: string,
  args: string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [appiumEntry(), ...args], {
      env: { ...process.env, ...env, APPIUM_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (data: Buffer) => {
      output = (output + data.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(null);
      else {
        const tail = output.trim().split('\n').slice(-6).join(' | ');
        resolve(`${signal ? `killed after ${timeoutMs} ms` : `exit ${code}`}: ${tail}`);
      }
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding `<home>.lock` (an atomically created directory naming its owner's pid), so that two setups
 * started together (two `npm test`s) do not install into the same directory at once. A lock left by a dead process
 * is taken over; a live holder is waited for, up to `timeoutMs`.
 */
export async function withInstallLock<T>(home: string, work: () => Promise<T>, timeoutMs = 600_000): Promise<T> {
  const lock = `${home}.lock`;
  const owner = join(lock, 'pid');
  const deadline = Date.now() + timeoutMs;
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(owner, 'utf8'));
      } catch {
        // created but not written yet: treated as live for now
      }
      if (Number.isSafeInteger(holder) && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by process ${holder} for too long`);
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface AppiumHandle {
  /** Base URL of the WebDriver endpoint, e.g. `http://127.0.0.1:41234`. */
  url: string;
  port: number;
  process: ChildProcess;
  /** The plugins the server runs with: `tas-fake-app` unless it is not installed or was left out. */
  plugins: string[];
  stop(): Promise<void>;
}

export interface StartAppiumOptions {
  home?: string;
  timeoutMs?: number;
  /** Appium's log level (default `error`: the server's chatter is not the stack's). */
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
  /** Chooses the port to try; a port another process binds first is replaced by a newly chosen one. */
  choosePort?: () => Promise<number>;
  /**
   * Whether the server runs the project's plugin when it is installed (default true). Without it the fake driver
   * plays every screen of an app at once and has no deep links.
   */
  fakeAppPlugin?: boolean;
}

/** Thrown when the server cannot start; the message says why and what to do. */
export class AppiumStartError extends Error {
  override name = 'AppiumStartError';
}

async function answersStatus(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/status`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { value?: { ready?: boolean } };
    return response.ok && body.value?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts an Appium 3 server on a free port of 127.0.0.1 with the fake driver and, when it is installed, the project's
 * plugin (`--use-plugins=tas-fake-app`), and resolves once `GET /status` says it is ready. The server is one child process, stopped by `stop()` and, should this process die without it, by the
 * orphan guard.
 */
export async function startAppium(options: StartAppiumOptions = {}): Promise<AppiumHandle> {
  const home = options.home ?? appiumHome();
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (!fakeDriverInstalled(home)) {
    throw new AppiumStartError(
      `Appium's fake driver ${FAKE_DRIVER.version} is not installed in ${home}; run \`npm run setup\``,
    );
  }
  const plugins = options.fakeAppPlugin !== false && fakeAppPluginInstalled(home) ? [FAKE_APP_PLUGIN.name] : [];
  return startOnFreePort((port) => startOnPort(home, port, timeoutMs, options.logLevel, plugins), options.choosePort);
}

/** What Appium prints when the port is already bound. */
const BIND_FAILURE = /EADDRINUSE|already in use/;

async function startOnPort(
  home: string,
  port: number,
  timeoutMs: number,
  logLevel: StartAppiumOptions['logLevel'],
  plugins: string[],
): Promise<AppiumHandle> {
  const child = spawn(
    process.execPath,
    [
      appiumEntry(),
      'server',
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--log-level',
      logLevel ?? 'error',
      '--use-drivers',
      'fake',
      ...(plugins.length > 0 ? [`--use-plugins=${plugins.join(',')}`] : []),
    ],
    { env: { ...process.env, APPIUM_HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  stopWithParent(child.pid);
  let output = '';
  const collect = (data: Buffer) => {
    output = (output + data.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      if (BIND_FAILURE.test(output)) throw new PortTaken(`port ${port} was taken before Appium bound it`);
      throw new AppiumStartError(`Appium exited (code ${exitCode}) before it was ready: ${output.trim().slice(-500)}`);
    }
    if ((await answersStatus(url)) && (await ownsPort(child, port))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new AppiumStartError(`Appium did not answer /status within ${timeoutMs} ms: ${output.trim().slice(-500)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, process: child, plugins, stop };
}
