/**
 * The options of `tas run` and `tas run wait`: a `tas.config.json` in the working directory, overridden by `TAS_*`
 * environment variables, overridden by flags. Read once, with a clear error for anything wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV, ENV_DEFAULTS } from '../../core/config';
import { parseDuration } from './duration';
import { UsageError } from './outcome';

export const CONFIG_FILE = 'tas.config.json';

/** The most ids one trigger takes (docs/api-reference.md, Limits: "Test ids per trigger"). */
export const MAX_IDS_PER_TRIGGER = 50;

const MAX_ID = 999_999_999_999;

/**
 * `--html DIR` from the environment. Only the CLI reads it (the service, runner and local stack never do), so the
 * name lives here rather than in core/config.ts with the variables they share.
 */
export const HTML_DIR_ENV = 'TAS_HTML';

const REPORTER_FLAGS = '[--junit FILE] [--json FILE] [--html DIR] [--fail-on-flaky]';

export const RUN_USAGE = `Usage:
  tas run --tests 12,13 [--timeout 30m] ${REPORTER_FLAGS} [--detach]
  tas run --rerun-failed <group-id> [--timeout 30m] ${REPORTER_FLAGS} [--detach]
  tas run wait <group-id>... [--timeout 30m] ${REPORTER_FLAGS}

  --api-url URL      the service's base URL           (${ENV.apiUrl}, tas.config.json "apiUrl")
  --api-key KEY      the API key                      (${ENV.apiKey}; never in tas.config.json)
  --tests IDS        test blueprint ids, e.g. 12,13   (${ENV.runTests}, "tests")
  --rerun-failed G   run again the tests whose runs failed in group(s) G: 8, 8,9 or "8 9"
  --timeout T        stop waiting after T: 600, 90s, 30m, 1h (${ENV.runWaitTimeout}, "timeout"; default ${ENV_DEFAULTS.runWaitTimeout})
  --detach           print the group id(s) and exit without waiting
  --junit FILE       write a JUnit XML report          (${ENV.runJunitFile}, "junit")
  --json FILE        write the group and run objects   (${ENV.runJsonFile}, "json")
  --html DIR         write an HTML report with its screenshots and videos to DIR (${HTML_DIR_ENV}, "html")
  --fail-on-flaky    a test that passed after a failed attempt fails (${ENV.runFailOnFlaky}, "failOnFlaky")

Exit codes: 0 all passed, 1 a test failed, 2 usage error, 3 the service or the key failed, 4 stopped waiting.`;

export const REPORT_USAGE = `Usage:
  tas report <group-id>... --out DIR [--fail-on-flaky]

  Writes the HTML report of groups run earlier (DIR/index.html, screenshots and videos in DIR/assets), whatever
  their verdict; a group still running is reported as it stands.

  --out DIR          the report's directory            (${HTML_DIR_ENV}, tas.config.json "html")
  --api-url URL      the service's base URL           (${ENV.apiUrl}, "apiUrl")
  --api-key KEY      the API key                      (${ENV.apiKey}; never in tas.config.json)
  --fail-on-flaky    list flaky tests with the failures (${ENV.runFailOnFlaky}, "failOnFlaky")

Exit codes: 0 written, 2 usage error or a directory that cannot be written, 3 the service or the key failed.`;

export interface RunOptions {
  /**
   * `run` triggers `tests`, or with `rerunGroupIds` the failed tests of those groups; `wait` waits for the groups
   * `groupIds` triggered earlier.
   */
  mode: 'run' | 'wait';
  /** Without a trailing slash. */
  apiUrl: string;
  apiKey: string;
  tests: number[];
  /** `--rerun-failed`: the groups whose failed tests to run again (then `tests` is empty). */
  rerunGroupIds: number[];
  groupIds: number[];
  timeoutSeconds: number;
  detach: boolean;
  junitFile: string | undefined;
  jsonFile: string | undefined;
  /** The directory of the HTML report. */
  htmlDir: string | undefined;
  failOnFlaky: boolean;
}

export interface ReportOptions {
  apiUrl: string;
  apiKey: string;
  groupIds: number[];
  outDir: string;
  failOnFlaky: boolean;
}

/** What `tas.config.json` may hold. */
interface FileConfig {
  apiUrl?: string;
  tests?: number[] | string;
  timeout?: number | string;
  junit?: string;
  json?: string;
  html?: string;
  failOnFlaky?: boolean;
}

const FILE_KEYS = ['apiUrl', 'tests', 'timeout', 'junit', 'json', 'html', 'failOnFlaky'];

function readFileConfig(cwd: string): FileConfig {
  let text: string;
  try {
    text = readFileSync(join(cwd, CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UsageError(`cannot read ${CONFIG_FILE}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${CONFIG_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`${CONFIG_FILE} must hold a JSON object`);
  const config = parsed as Record<string, unknown>;
  if ('apiKey' in config)
    throw new UsageError(`${CONFIG_FILE} must not hold the API key: set ${ENV.apiKey} (a CI secret) instead`);
  const unknown = Object.keys(config).filter((key) => !FILE_KEYS.includes(key));
  if (unknown.length > 0)
    throw new UsageError(`${CONFIG_FILE}: unknown key ${unknown.join(', ')} (known: ${FILE_KEYS.join(', ')})`);
  const check = (key: string, ok: (value: unknown) => boolean, what: string) => {
    if (key in config && !ok(config[key])) throw new UsageError(`${CONFIG_FILE}: "${key}" must be ${what}`);
  };
  const isString = (v: unknown) => typeof v === 'string';
  check('apiUrl', isString, 'a string');
  check('tests', (v) => isString(v) || (Array.isArray(v) && v.every((id) => typeof id === 'number')), 'ids');
  check('timeout', (v) => isString(v) || typeof v === 'number', 'seconds or a duration');
  check('junit', isString, 'a file name');
  check('json', isString, 'a file name');
  check('html', isString, 'a directory name');
  check('failOnFlaky', (v) => typeof v === 'boolean', 'true or false');
  return config as FileConfig;
}

/** Test ids from `12,13` or `[12, 13]`. */
export function parseIds(value: string | readonly number[], source: string): number[] {
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value.map(String);
  const ids = parts.filter((part) => part !== '');
  for (const id of ids) {
    if (!/^\d+$/.test(id) || Number(id) < 1 || Number(id) > MAX_ID)
      throw new UsageError(`${source}: "${id}" is not a test id (a whole number from 1 to ${MAX_ID})`);
  }
  return ids.map(Number);
}

function parseBoolean(value: string, source: string): boolean {
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no|)$/i.test(value)) return false;
  throw new UsageError(`${source} must be true or false`);
}

function parseApiUrl(value: string, source: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${source} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${source} must be http(s)`);
  return url.toString().replace(/\/+$/, '');
}

/** Reads the options of `tas run` (argv after `run`) from its three sources. */
export function readRunOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): RunOptions | 'help' {
  if (argv.some((arg) => arg === '--var' || arg.startsWith('--var=')))
    throw new UsageError(
      '--var is not supported: the trigger API (POST /test_group_run/trigger_run) takes no per-run variables',
    );
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values: flags, positionals } = parsed;
  if (flags.help) return 'help';

  const [sub, ...rest] = positionals;
  const mode = sub === 'wait' ? 'wait' : 'run';
  if (sub !== undefined && sub !== 'wait') throw new UsageError(`unexpected argument: ${sub}`);
  if (mode === 'wait' && flags.detach) throw new UsageError('--detach does not go with wait');
  if (mode === 'wait' && flags.tests) throw new UsageError('wait takes group ids, not --tests');

  // Group ids as `--detach` prints them (space-separated) or as `--tests` takes ids (comma-separated).
  const rerunGroupIds = (flags['rerun-failed'] ?? []).flatMap((value) =>
    parseIds(value.trim().replace(/\s+/g, ','), '--rerun-failed'),
  );
  if (flags['rerun-failed'] && mode === 'wait') throw new UsageError('--rerun-failed does not go with wait');
  if (flags['rerun-failed'] && flags.tests) throw new UsageError('--rerun-failed and --tests do not go together');
  if (flags['rerun-failed'] && rerunGroupIds.length === 0)
    throw new UsageError('--rerun-failed needs the id of the group whose failed tests to run again');

  const file = readFileConfig(cwd);
  const fromEnv = envReader(env);
  const { apiUrl, apiKey } = readConnection(flags, fromEnv, file);

  let tests: number[] = [];
  let groupIds: number[] = [];
  if (mode === 'run' && rerunGroupIds.length > 0) {
    // The groups name the tests: TAS_TESTS and "tests" are the selection of a plain `tas run`, not of a rerun.
  } else if (mode === 'run') {
    if (flags.tests && flags.tests.length > 0) tests = flags.tests.flatMap((value) => parseIds(value, '--tests'));
    else if (fromEnv(ENV.runTests)) tests = parseIds(fromEnv(ENV.runTests)!, ENV.runTests);
    else if (file.tests !== undefined) tests = parseIds(file.tests, `${CONFIG_FILE} "tests"`);
    if (tests.length === 0)
      throw new UsageError(`no test selected: pass --tests 12,13, set ${ENV.runTests} or "tests" in ${CONFIG_FILE}`);
  } else {
    groupIds = parseIds(rest.join(','), 'wait');
    if (groupIds.length === 0) throw new UsageError('wait needs the group id(s) that --detach printed');
  }
  if (mode === 'run' && rest.length > 0) throw new UsageError(`unexpected argument: ${rest[0]}`);

  const timeoutRaw = flags.timeout ?? fromEnv(ENV.runWaitTimeout) ?? file.timeout ?? ENV_DEFAULTS.runWaitTimeout;
  const timeoutSeconds = parseDuration(timeoutRaw);
  if (timeoutSeconds === undefined)
    throw new UsageError(`timeout "${timeoutRaw}" is not a duration: use seconds or e.g. 90s, 30m, 1h`);

  return {
    mode,
    apiUrl,
    apiKey,
    tests,
    rerunGroupIds,
    groupIds,
    timeoutSeconds,
    detach: flags.detach ?? false,
    junitFile: flags.junit ?? fromEnv(ENV.runJunitFile) ?? file.junit,
    jsonFile: flags.json ?? fromEnv(ENV.runJsonFile) ?? file.json,
    htmlDir: flags.html ?? fromEnv(HTML_DIR_ENV) ?? file.html,
    failOnFlaky: readFailOnFlaky(flags['fail-on-flaky'], fromEnv, file),
  };
}

/** Reads the options of `tas report` (argv after `report`) from its three sources. */
export function readReportOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): ReportOptions | 'help' {
  let parsed: ReturnType<typeof parseReport>;
  try {
    parsed = parseReport(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values: flags, positionals } = parsed;
  if (flags.help) return 'help';
  const groupIds = parseIds(positionals.join(','), 'report');
  if (groupIds.length === 0) throw new UsageError('report needs the id(s) of the group(s) to report');
  const file = readFileConfig(cwd);
  const fromEnv = envReader(env);
  const { apiUrl, apiKey } = readConnection(flags, fromEnv, file);
  const outDir = flags.out ?? fromEnv(HTML_DIR_ENV) ?? file.html;
  if (!outDir)
    throw new UsageError(`no report directory: pass --out DIR, set ${HTML_DIR_ENV} or "html" in ${CONFIG_FILE}`);
  return { apiUrl, apiKey, groupIds, outDir, failOnFlaky: readFailOnFlaky(flags['fail-on-flaky'], fromEnv, file) };
}

type EnvReader = (name: string) => string | undefined;

/** An empty variable counts as unset, as CI systems often define every variable of a job. */
function envReader(env: Readonly<Record<string, string | undefined>>): EnvReader {
  return (name) => env[name] || undefined;
}

/** The service's URL and the key, from the flags, the environment, and (the URL only) the config file. */
function readConnection(
  flags: { 'api-url'?: string; 'api-key'?: string },
  fromEnv: EnvReader,
  file: FileConfig,
): { apiUrl: string; apiKey: string } {
  const apiUrlRaw = flags['api-url'] ?? fromEnv(ENV.apiUrl) ?? file.apiUrl;
  if (!apiUrlRaw) throw new UsageError(`no API URL: pass --api-url, set ${ENV.apiUrl} or "apiUrl" in ${CONFIG_FILE}`);
  const apiUrl = parseApiUrl(apiUrlRaw, flags['api-url'] ? '--api-url' : fromEnv(ENV.apiUrl) ? ENV.apiUrl : 'apiUrl');
  const apiKey = flags['api-key'] ?? fromEnv(ENV.apiKey);
  if (!apiKey) throw new UsageError(`no API key: set ${ENV.apiKey} or pass --api-key`);
  return { apiUrl, apiKey };
}

function readFailOnFlaky(flag: boolean | undefined, fromEnv: EnvReader, file: FileConfig): boolean {
  const value = fromEnv(ENV.runFailOnFlaky);
  if (flag) return true;
  return value !== undefined ? parseBoolean(value, ENV.runFailOnFlaky) : (file.failOnFlaky ?? false);
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      'api-url': { type: 'string' },
      'api-key': { type: 'string' },
      tests: { type: 'string', multiple: true },
      timeout: { type: 'string' },
      detach: { type: 'boolean' },
      junit: { type: 'string' },
      json: { type: 'string' },
      html: { type: 'string' },
      'rerun-failed': { type: 'string', multiple: true },
      'fail-on-flaky': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function parseReport(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      'api-url': { type: 'string' },
      'api-key': { type: 'string' },
      out: { type: 'string' },
      'fail-on-flaky': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
