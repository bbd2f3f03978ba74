/**
 * The options of `tas run` and `tas run wait`: a `tas.config.json` in the working directory, overridden by `TAS_*`
 * environment variables, overridden by flags. Read once, with a clear error for anything wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV, ENV_DEFAULTS } from '../../core/config';
import type { Overrides, Selection } from './api-client';
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

/** The other variables only `tas run` reads, for the same reason. */
export const RUN_ENV = {
  folder: 'TAS_FOLDER',
  suite: 'TAS_SUITE',
  search: 'TAS_SEARCH',
  vars: 'TAS_VARS',
  startingUrl: 'TAS_STARTING_URL',
  runLimit: 'TAS_RUN_LIMIT',
  allowEmpty: 'TAS_ALLOW_EMPTY',
} as const;

/** A variable key as the API takes it (docs/api-reference.md, Variables). */
const VAR_KEY = /^[A-Za-z0-9_.-]{1,128}$/;
const MAX_VARS = 200;
const MAX_VAR_VALUE = 10_000;

const REPORTER_FLAGS = '[--junit FILE] [--json FILE] [--html DIR] [--fail-on-flaky]';
const OVERRIDE_FLAGS = '[--var k=v]... [--starting-url URL] [--run-limit T]';

export const RUN_USAGE = `Usage:
  tas run --tests 12,13 [--timeout 30m] ${REPORTER_FLAGS} [--detach]
  tas run --folder /smoke --suite 4 --search text (any of them) [--allow-empty] [--timeout 30m] ... [--detach]
  tas run --rerun-failed <group-id> [--timeout 30m] ${REPORTER_FLAGS} [--detach]
  tas run wait <group-id>... [--timeout 30m] ${REPORTER_FLAGS}
  Each of the first three also takes ${OVERRIDE_FLAGS}.

  --api-url URL      the service's base URL           (${ENV.apiUrl}, tas.config.json "apiUrl")
  --api-key KEY      the API key                      (${ENV.apiKey}; never in tas.config.json)
  --tests IDS        test blueprint ids, e.g. 12,13   (${ENV.runTests}, "tests")
  --folder PATH      the active tests of a folder and its subfolders (${RUN_ENV.folder}, "folder")
  --suite ID         the active tests of a test suite  (${RUN_ENV.suite}, "suite")
  --search TEXT      the active tests whose title holds TEXT (${RUN_ENV.search}, "search")
                     --folder, --suite and --search combine (AND), at most 50 tests; not with --tests
  --allow-empty      a selection that matches no test exits 0 (${RUN_ENV.allowEmpty}, "allowEmpty")
  --var KEY=VALUE    a variable's value for these runs; repeatable; never printed
                     (${RUN_ENV.vars}: k=v,k2=v2 or JSON; "vars": {"k": "v"})
  --starting-url URL open each test's starting URL on this origin, e.g. https://pr-12.preview.example
                     (${RUN_ENV.startingUrl}, "startingUrl")
  --run-limit T      stop and fail each run still going after T, below the service's limit: 300, 5m
                     (${RUN_ENV.runLimit}, "runLimit"); on AWS a short limit runs browser tests in the Lambda lane
  --rerun-failed G   run again the tests whose runs failed in group(s) G: 8, 8,9 or "8 9"
  --timeout T        stop waiting after T: 600, 90s, 30m, 1h (${ENV.runWaitTimeout}, "timeout"; default ${ENV_DEFAULTS.runWaitTimeout})
  --detach           print the group id(s) and exit without waiting (Ctrl-C then cancels nothing)
  --junit FILE       write a JUnit XML report          (${ENV.runJunitFile}, "junit")
  --json FILE        write the group and run objects   (${ENV.runJsonFile}, "json")
  --html DIR         write an HTML report with its screenshots and videos to DIR (${HTML_DIR_ENV}, "html")
  --fail-on-flaky    a test that passed after a failed attempt fails (${ENV.runFailOnFlaky}, "failOnFlaky")

Ctrl-C while waiting cancels the groups and reports them (failed, exit 1); a second Ctrl-C leaves at once (130).

Exit codes: 0 all passed, 1 a test failed or was cancelled, 2 usage error, 3 the service or the key failed,
4 stopped waiting, 130 left on a second Ctrl-C.`;

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
  /** `--folder`, `--suite`, `--search`: the tests to run by filters (then `tests` is empty). */
  selection: Selection | undefined;
  /** A selection that matches no test exits 0. */
  allowEmpty: boolean;
  /** `--var` and `--starting-url`, for every trigger of a `run`. */
  overrides: Overrides;
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
  folder?: string;
  suite?: number | string;
  search?: string;
  allowEmpty?: boolean;
  vars?: Record<string, string>;
  startingUrl?: string;
  runLimit?: number | string;
}

const FILE_KEYS = [
  'apiUrl',
  'tests',
  'folder',
  'suite',
  'search',
  'allowEmpty',
  'vars',
  'startingUrl',
  'runLimit',
  'timeout',
  'junit',
  'json',
  'html',
  'failOnFlaky',
];

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
  check('folder', isString, 'a folder path');
  check('suite', (v) => isString(v) || typeof v === 'number', 'a test suite id');
  check('search', isString, 'a string');
  check('allowEmpty', (v) => typeof v === 'boolean', 'true or false');
  check('startingUrl', isString, 'an origin');
  check('runLimit', (v) => isString(v) || typeof v === 'number', 'seconds or a duration');
  check(
    'vars',
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString),
    'an object of strings: {"name": "value"}',
  );
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
  const triggerFlags = (
    ['folder', 'suite', 'search', 'var', 'starting-url', 'run-limit', 'allow-empty'] as const
  ).filter((flag) => flags[flag] !== undefined);
  if (mode === 'wait' && triggerFlags.length > 0)
    throw new UsageError(`--${triggerFlags[0]} goes with a trigger, not with wait`);

  // Group ids as `--detach` prints them (space-separated) or as `--tests` takes ids (comma-separated).
  const rerunGroupIds = (flags['rerun-failed'] ?? []).flatMap((value) =>
    parseIds(value.trim().replace(/\s+/g, ','), '--rerun-failed'),
  );
  if (flags['rerun-failed'] && mode === 'wait') throw new UsageError('--rerun-failed does not go with wait');
  if (flags['rerun-failed'] && flags.tests) throw new UsageError('--rerun-failed and --tests do not go together');
  const filterFlag = (['folder', 'suite', 'search'] as const).find((flag) => flags[flag] !== undefined);
  if (flags['rerun-failed'] && filterFlag)
    throw new UsageError(`--rerun-failed and --${filterFlag} do not go together`);
  if (flags['rerun-failed'] && rerunGroupIds.length === 0)
    throw new UsageError('--rerun-failed needs the id of the group whose failed tests to run again');

  const file = readFileConfig(cwd);
  const fromEnv = envReader(env);
  const { apiUrl, apiKey } = readConnection(flags, fromEnv, file);

  let tests: number[] = [];
  let selection: Selection | undefined;
  let groupIds: number[] = [];
  if (mode === 'run' && rerunGroupIds.length > 0) {
    // The groups name the tests: TAS_TESTS and "tests" are the selection of a plain `tas run`, not of a rerun.
  } else if (mode === 'run') {
    const chosen = readSelection(flags, fromEnv, file);
    if (chosen && 'selection' in chosen) selection = chosen.selection;
    else tests = chosen?.tests ?? [];
    if (tests.length === 0 && selection === undefined)
      throw new UsageError(
        `no test selected: pass --tests 12,13 or a selection (--folder, --suite, --search), ` +
          `or set them in ${ENV.runTests}, ${RUN_ENV.folder}, ... or ${CONFIG_FILE}`,
      );
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
    selection,
    allowEmpty: readBoolean(flags['allow-empty'], RUN_ENV.allowEmpty, fromEnv, file.allowEmpty),
    overrides: mode === 'run' ? readOverrides(flags, fromEnv, file) : {},
    rerunGroupIds,
    groupIds,
    timeoutSeconds,
    detach: flags.detach ?? false,
    junitFile: flags.junit ?? fromEnv(ENV.runJunitFile) ?? file.junit,
    jsonFile: flags.json ?? fromEnv(ENV.runJsonFile) ?? file.json,
    htmlDir: flags.html ?? fromEnv(HTML_DIR_ENV) ?? file.html,
    failOnFlaky: readBoolean(flags['fail-on-flaky'], ENV.runFailOnFlaky, fromEnv, file.failOnFlaky),
  };
}

/**
 * The tests of a `run`, by ids or by a selection, taken whole from the first source that names any: flags, then the
 * environment, then tas.config.json (so `--folder /smoke` replaces the file's `"tests"` rather than clashing with it).
 * Ids and filters from the same source are a usage error.
 */
function readSelection(
  flags: { tests?: string[]; folder?: string; suite?: string; search?: string },
  fromEnv: EnvReader,
  file: FileConfig,
): { tests: number[] } | { selection: Selection } | undefined {
  const sources = [
    {
      tests: flags.tests,
      folder: flags.folder,
      suite: flags.suite,
      search: flags.search,
      names: { tests: '--tests', folder: '--folder', suite: '--suite', search: '--search' },
    },
    {
      tests: fromEnv(ENV.runTests),
      folder: fromEnv(RUN_ENV.folder),
      suite: fromEnv(RUN_ENV.suite),
      search: fromEnv(RUN_ENV.search),
      names: { tests: ENV.runTests, folder: RUN_ENV.folder, suite: RUN_ENV.suite, search: RUN_ENV.search },
    },
    {
      tests: file.tests,
      folder: file.folder,
      suite: file.suite,
      search: file.search,
      names: {
        tests: `${CONFIG_FILE} "tests"`,
        folder: `${CONFIG_FILE} "folder"`,
        suite: `${CONFIG_FILE} "suite"`,
        search: `${CONFIG_FILE} "search"`,
      },
    },
  ];
  for (const source of sources) {
    const filters = (['folder', 'suite', 'search'] as const).filter((filter) => source[filter] !== undefined);
    if (source.tests === undefined && filters.length === 0) continue;
    if (source.tests !== undefined && filters.length > 0)
      throw new UsageError(
        `${source.names.tests} and ${source.names[filters[0]!]} do not go together: name the tests by id or by a selection`,
      );
    if (source.tests !== undefined) {
      const raw = source.tests;
      const tests = Array.isArray(raw)
        ? raw.every((value) => typeof value === 'string')
          ? raw.flatMap((value) => parseIds(value, source.names.tests))
          : parseIds(raw as number[], source.names.tests)
        : parseIds(raw as string, source.names.tests);
      return { tests };
    }
    const selection: Selection = {};
    const text = (value: string, name: string) => {
      if (value.trim() === '') throw new UsageError(`${name} must not be empty`);
      return value.trim();
    };
    if (source.folder !== undefined) selection.folder_path = text(source.folder, source.names.folder);
    if (source.suite !== undefined) {
      const [suite, more] = parseIds(
        typeof source.suite === 'number' ? [source.suite] : source.suite,
        source.names.suite,
      );
      if (suite === undefined || more !== undefined)
        throw new UsageError(`${source.names.suite} takes one test suite id`);
      selection.test_blueprint_category_id = suite;
    }
    if (source.search !== undefined) selection.search = text(source.search, source.names.search);
    return { selection };
  }
  return undefined;
}

/**
 * `--var`, `--starting-url` and `--run-limit` with their variables and tas.config.json keys. Variables merge by key, a flag's value
 * over the environment's over the file's. No message here ever quotes a value: values may be secrets.
 */
function readOverrides(
  flags: { var?: string[]; 'starting-url'?: string; 'run-limit'?: string },
  fromEnv: EnvReader,
  file: FileConfig,
): Overrides {
  const fromVarsEnv = fromEnv(RUN_ENV.vars);
  const variables = {
    ...file.vars,
    ...(fromVarsEnv === undefined ? {} : parseVarsText(fromVarsEnv, RUN_ENV.vars)),
    ...parseVarPairs(flags.var ?? [], '--var'),
  };
  const keys = Object.keys(variables);
  for (const key of keys) {
    if (!VAR_KEY.test(key)) throw new UsageError(`variable key "${key}" is not a key: 1 to 128 of A-Z a-z 0-9 _ . -`);
    if (variables[key]!.length > MAX_VAR_VALUE)
      throw new UsageError(`the value of variable "${key}" is longer than ${MAX_VAR_VALUE} characters`);
  }
  if (keys.length > MAX_VARS) throw new UsageError(`${keys.length} variables: a trigger takes at most ${MAX_VARS}`);

  const overrides: Overrides = {};
  if (keys.length > 0) overrides.variables = variables;
  const startingUrl = flags['starting-url'] ?? fromEnv(RUN_ENV.startingUrl) ?? file.startingUrl;
  if (startingUrl !== undefined) {
    const source =
      flags['starting-url'] !== undefined
        ? '--starting-url'
        : fromEnv(RUN_ENV.startingUrl)
          ? RUN_ENV.startingUrl
          : `${CONFIG_FILE} "startingUrl"`;
    overrides.starting_url_base = parseOrigin(startingUrl, source);
  }
  const runLimit = flags['run-limit'] ?? fromEnv(RUN_ENV.runLimit) ?? file.runLimit;
  if (runLimit !== undefined) {
    const seconds = parseDuration(runLimit);
    if (seconds === undefined || seconds < 1 || !Number.isInteger(seconds)) {
      const source =
        flags['run-limit'] !== undefined
          ? '--run-limit'
          : fromEnv(RUN_ENV.runLimit)
            ? RUN_ENV.runLimit
            : `${CONFIG_FILE} "runLimit"`;
      throw new UsageError(`${source} is not a run limit in whole seconds: 300, 90s, 5m`);
    }
    overrides.run_timeout_seconds = seconds;
  }
  return overrides;
}

/**
 * `key=value` pairs, split at the first `=` (so a value may hold `=`). A later pair of the same key wins. A pair without
 * a key is named by its position, never quoted: it may be a secret given without its key.
 */
export function parseVarPairs(pairs: readonly string[], source: string): Record<string, string> {
  const variables: Record<string, string> = {};
  pairs.forEach((pair, i) => {
    const at = pair.indexOf('=');
    if (at < 1)
      throw new UsageError(
        `${source} #${i + 1} is not key=value (not shown: it may be a secret); write ${source === '--var' ? '--var name=value' : 'name=value'}`,
      );
    variables[pair.slice(0, at).trim()] = pair.slice(at + 1);
  });
  return variables;
}

/** `TAS_VARS`: a JSON object of strings, or `k=v,k2=v2` (values with a comma need the JSON form). */
export function parseVarsText(text: string, source: string): Record<string, string> {
  if (text.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // JSON.parse quotes the text it failed on, which may hold secrets.
      throw new UsageError(`${source} is not valid JSON (not shown: it may hold secrets)`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new UsageError(`${source} must be a JSON object of strings`);
    const entries = Object.entries(parsed);
    const bad = entries.find(([, value]) => typeof value !== 'string');
    if (bad) throw new UsageError(`${source}: the value of "${bad[0]}" must be a string`);
    return Object.fromEntries(entries) as Record<string, string>;
  }
  return parseVarPairs(
    text.split(',').filter((pair) => pair.trim() !== ''),
    source,
  );
}

/**
 * An origin, `http(s)://host[:port]`, as the trigger's `starting_url_base` takes it: a trailing `/` is allowed, a path,
 * query, fragment or user info is not. Returns the origin.
 */
export function parseOrigin(value: string, source: string): string {
  const example = 'e.g. https://pr-12.preview.example or http://127.0.0.1:8080';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new UsageError(`${source} is not a URL: give an origin, ${example}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${source} must be http(s): ${example}`);
  if (url.username || url.password) throw new UsageError(`${source} must not hold a user or password`);
  if (url.pathname !== '/' || /[?#]/.test(value))
    throw new UsageError(
      `${source} must be an origin only (scheme://host[:port]), without a path, query or fragment: ${example}`,
    );
  return url.origin;
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
  return {
    apiUrl,
    apiKey,
    groupIds,
    outDir,
    failOnFlaky: readBoolean(flags['fail-on-flaky'], ENV.runFailOnFlaky, fromEnv, file.failOnFlaky),
  };
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

/** A switch: on with its flag, else as its variable says, else as the file says, else off. */
function readBoolean(
  flag: boolean | undefined,
  envName: string,
  fromEnv: EnvReader,
  fileValue: boolean | undefined,
): boolean {
  const value = fromEnv(envName);
  if (flag) return true;
  return value !== undefined ? parseBoolean(value, envName) : (fileValue ?? false);
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
      folder: { type: 'string' },
      suite: { type: 'string' },
      search: { type: 'string' },
      'allow-empty': { type: 'boolean' },
      var: { type: 'string', multiple: true },
      'starting-url': { type: 'string' },
      'run-limit': { type: 'string' },
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
