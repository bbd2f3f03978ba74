import { availableParallelism } from 'node:os';
import { DEFAULT_BROWSER_CONCURRENCY, DEFAULT_RUN_TIMEOUT_SECONDS } from './defaults';

/**
 * Runtime configuration: the name of every environment variable the service, the runner, the local stack and the
 * CLI read (`ENV`), the defaults of those that have one (`ENV_DEFAULTS`), and the readers that apply them. Read
 * once per process.
 *
 * The names are constants shared with the CDK app (`lib/aws`) and the local stack (`lib/local`), which set them.
 * `docs/configuration.md` lists them all.
 */
export const ENV = {
  tableName: 'TAS_TABLE_NAME',
  bucketName: 'TAS_BUCKET_NAME',
  region: 'AWS_REGION',
  /** Read when `AWS_REGION` is not set (the CLI's admin commands against a deployed table). */
  defaultRegion: 'AWS_DEFAULT_REGION',
  /** Set by the local stack only: DynamoDB Local endpoint. */
  dynamoEndpoint: 'TAS_DYNAMODB_ENDPOINT',
  /** Set by the local stack only: S3 server endpoint. */
  s3Endpoint: 'TAS_S3_ENDPOINT',
  /** How long a verified API key is trusted without a new lookup. */
  authCacheTtlMs: 'TAS_AUTH_CACHE_TTL_MS',
  /**
   * The per-key limit of the API: requests per second one API key may send steadily (a decimal; `0` turns the limit
   * off), and how many it may send at once after a pause (`TAS_RATE_LIMIT_BURST`). Set on every API function.
   */
  rateLimitPerSecond: 'TAS_RATE_LIMIT_PER_SECOND',
  rateLimitBurst: 'TAS_RATE_LIMIT_BURST',
  /** `1` when handlers run inside the local stack (adds diagnostics headers, e.g. DynamoDB call counts). */
  localMode: 'TAS_LOCAL',
  stateMachineArn: 'TAS_STATE_MACHINE_ARN',
  /**
   * AWS only, on the function that cancels one run: the ECS cluster of the runner tasks, where cancelling a run stops
   * the task its runner recorded (ecs:StopTask). Unset (locally, and on every other function), no task is stopped.
   */
  runsClusterArn: 'TAS_RUNS_CLUSTER_ARN',
  /** The run limit in seconds (default 30 minutes): a run still going then is stopped and fails. */
  runTimeoutSeconds: 'TAS_RUN_TIMEOUT_SECONDS',
  /** Runner (container or local child process) only: the run it executes and its company. */
  testRunId: 'TAS_TEST_RUN_ID',
  companyId: 'TAS_COMPANY_ID',
  /** Runner only: epoch ms after which the run stops and fails (else derived from the run limit at start). */
  runDeadline: 'TAS_RUN_DEADLINE',
  /**
   * Local runner only: `1` starts the runner on standby. It gets ready (engine loaded, browser launched), then reads
   * its run's variables (the three above and the run limit) as one JSON line on stdin, and runs as if started with
   * them; end of input without a line means "not needed", and it exits.
   */
  runnerStandby: 'TAS_RUNNER_STANDBY',
  /**
   * Runner only: `mobile` in the mobile image, which has no browser (the engine's Playwright is then loaded only if a
   * browser run reaches it); unset, the browser is launched at start.
   */
  runnerLane: 'TAS_RUNNER_LANE',
  /** Local stack only: how many runners wait on standby for the next run (default 1; 0 starts each run cold). */
  standbyRunners: 'TAS_STANDBY_RUNNERS',
  /**
   * Local runner only: how many runs one runner process serves, one after another, before it exits and a new one takes
   * its place (default 25; `1`: a process per run, as on AWS). Between runs it keeps its loaded engine and its browser;
   * each run still gets browser contexts of its own.
   */
  runnerMaxRuns: 'TAS_RUNNER_MAX_RUNS',
  /** `debug`, `info` (default), `warn` or `error`. */
  logLevel: 'TAS_LOG_LEVEL',
  /** AWS only: the KMS key that wraps the data keys of stored login credentials. */
  kmsKeyId: 'TAS_KMS_KEY_ID',
  /**
   * Runner on AWS only: the role the runner assumes with its company as the session tag (`TENANT_SESSION_TAG`) and
   * whose credentials its table, bucket and key clients use; unset (locally), the clients keep the process's own.
   */
  tenantRoleArn: 'TAS_TENANT_ROLE_ARN',
  /** Local stack only: file holding the 32-byte master key that stands in for KMS (created 0600 when missing). */
  localKmsKeyFile: 'TAS_LOCAL_KMS_KEY_FILE',

  /** `tas serve`: the API port on 127.0.0.1 (`0` picks a free one). */
  port: 'PORT',
  /** `tas serve` and the admin commands: where the local stack keeps its data. */
  dataDir: 'TAS_DATA_DIR',
  /** `tas serve`: the default company's API key (generated on first start when absent); `tas run`: the key it uses. */
  apiKey: 'TAS_API_KEY',
  /** `tas run`: the service's base URL. */
  apiUrl: 'TAS_API_URL',
  /** `tas run`: the test blueprint ids to run, comma-separated. */
  runTests: 'TAS_TESTS',
  /** `tas run`: how long to wait for the verdict (seconds, or a duration such as `90s`, `30m`). */
  runWaitTimeout: 'TAS_TIMEOUT',
  /** `tas run`: write a JUnit XML report to this file. */
  runJunitFile: 'TAS_JUNIT',
  /** `tas run`: write the group and run objects as JSON to this file. */
  runJsonFile: 'TAS_JSON',
  /** `tas run`: `1`/`true` counts a test that passed after a failed attempt as failed. */
  runFailOnFlaky: 'TAS_FAIL_ON_FLAKY',
  /** Local runners: the Chrome/Chromium binary (else the first of the usual places that exists). */
  chromiumPath: 'TAS_CHROMIUM_PATH',
  /** Local stack: JVM options of DynamoDB Local. */
  dynamoJavaOptions: 'TAS_DYNAMODB_JAVA_OPTIONS',
  /** Set for local runners: the project root (inside a bundled runner `import.meta.url` is the bundle's). */
  projectRoot: 'TAS_PROJECT_ROOT',
  /** Set for local runners: the bundled entry point, so a runner starting local sub-runs does not build it again. */
  runnerBundle: 'TAS_RUNNER_BUNDLE',

  /** Runner: the planner of `act`/`assert` steps (`rules`, `openai`, `bedrock`, `rules+openai`, `rules+bedrock`). */
  aiProvider: 'TAS_AI_PROVIDER',
  openAiBaseUrl: 'TAS_OPENAI_BASE_URL',
  openAiApiKey: 'TAS_OPENAI_API_KEY',
  openAiModel: 'TAS_OPENAI_MODEL',
  bedrockModelId: 'TAS_BEDROCK_MODEL_ID',
  /** AWS: a Secrets Manager secret whose fields override the AI variables. */
  aiSecretArn: 'TAS_AI_SECRET_ARN',
  /** Upper bound of one model request, in ms. */
  aiTimeoutMs: 'TAS_AI_TIMEOUT_MS',

  /** The JVM's own options variable: how DynamoDB Local's `java` gets `TAS_DYNAMODB_JAVA_OPTIONS`. */
  jdkJavaOptions: 'JDK_JAVA_OPTIONS',
  /**
   * Runner: addresses runs may not reach, on top of the built-in ones (link-local, instance and task metadata, and
   * loopback on AWS): comma-separated CIDRs, e.g. the VPC's private ranges (docs/security.md).
   */
  egressDeny: 'TAS_EGRESS_DENY',
  /** Runner: comma-separated CIDRs runs may reach although `TAS_EGRESS_DENY` or the loopback rule deny them. */
  egressAllow: 'TAS_EGRESS_ALLOW',
  /** Set by ECS in every Fargate container: how the runner knows it runs on AWS (loopback denied). */
  ecsMetadataUri: 'ECS_CONTAINER_METADATA_URI_V4',
  /** Set by AWS's runtimes (`AWS_ECS_FARGATE` in a Fargate task). */
  awsExecutionEnv: 'AWS_EXECUTION_ENV',

  /** The AWS SDK's switch for its notice about the Node version (silenced in the local stack). */
  sdkNodeVersionWarningDisabled: 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',

  // Mobile runs: which device provider runs them, and its settings and credentials (docs/mobile.md).
  /** `appium` (default), `browserstack`, `saucelabs`, `lambdatest` or `devicefarm`. */
  mobileProvider: 'TAS_MOBILE_PROVIDER',
  /** The Appium 2/3 server of the `appium` provider; the local stack sets it to its own server. */
  appiumUrl: 'TAS_APPIUM_URL',
  /** The device used when a test's `device_name` is null, per platform (else the provider's documented default). */
  androidDefaultDevice: 'TAS_ANDROID_DEFAULT_DEVICE',
  iosDefaultDevice: 'TAS_IOS_DEFAULT_DEVICE',
  browserstackUsername: 'BROWSERSTACK_USERNAME',
  browserstackAccessKey: 'BROWSERSTACK_ACCESS_KEY',
  sauceUsername: 'SAUCE_USERNAME',
  sauceAccessKey: 'SAUCE_ACCESS_KEY',
  /** Sauce Labs data center: `us-west-1` (default), `eu-central-1` or `us-east-4`. */
  sauceRegion: 'SAUCE_REGION',
  lambdatestUsername: 'LT_USERNAME',
  lambdatestAccessKey: 'LT_ACCESS_KEY',
  /** The AWS Device Farm project that mobile runs use (Device Farm's API lives in us-west-2). */
  deviceFarmProjectArn: 'TAS_DEVICEFARM_PROJECT_ARN',
} as const;

/** The session tag that names the runner's company when it assumes `TAS_TENANT_ROLE_ARN` (its policy reads it). */
export const TENANT_SESSION_TAG = 'company';

/** The value used when a variable of `ENV` with the same key is not set. */
export const ENV_DEFAULTS = {
  region: 'us-east-1',
  authCacheTtlMs: 10_000,
  /**
   * 20 requests/s steadily, 40 at once per key: `tas run` polls a group every 2 s or slower and a CI script that
   * creates its tests one by one sends a few requests per second, so no real client comes near it; yet one runaway key
   * cannot take more than 40% of the stage's 50 requests/s on AWS, which stays the outer guard.
   */
  rateLimitPerSecond: 20,
  rateLimitBurst: 40,
  runTimeoutSeconds: DEFAULT_RUN_TIMEOUT_SECONDS,
  /** `tas run`: how long it waits for the verdict by default. */
  runWaitTimeout: '60m',
  /**
   * Local runners kept ready: as many as a group of the default plan runs at once (a group's second run would
   * otherwise wait for a runner to start while the first one runs), at most one per core.
   */
  standbyRunners: Math.min(DEFAULT_BROWSER_CONCURRENCY, availableParallelism()),
  runnerMaxRuns: 25,
  logLevel: 'info',
  port: 3000,
  dataDir: '.tas-data',
  /**
   * DynamoDB Local's CPU went mostly to the C2 JIT compiler (about 0.6 s per 20-step run in bench:runner, more than
   * serving the requests), competing with browsers on small machines: the C1 compiler alone serves the local
   * stack's load; one serial GC thread suffices for its small heap.
   */
  dynamoJavaOptions: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
  aiProvider: 'rules',
  openAiBaseUrl: 'https://api.openai.com/v1',
  openAiModel: 'gpt-4o-mini',
  aiTimeoutMs: 60_000,
} as const satisfies Partial<Record<keyof typeof ENV, string | number>>;

export interface RuntimeConfig {
  tableName: string;
  bucketName: string;
  region: string;
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  authCacheTtlMs: number;
  localMode: boolean;
  kmsKeyId?: string;
  localKmsKeyFile?: string;
  /** The run limit (`TAS_RUN_TIMEOUT_SECONDS`, default 30 minutes). */
  runTimeoutSeconds: number;
}

/** A token bucket per API key: refilled at `perSecond` tokens per second, holding at most `burst` tokens. */
export interface RateLimitSettings {
  perSecond: number;
  burst: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`Missing environment variable ${name}`);
  return value;
}

function positiveInteger(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

function nonNegativeInteger(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** Reads and checks the runtime configuration. Throws a `ConfigError` naming the first missing variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const ttl = Number(env[ENV.authCacheTtlMs] ?? ENV_DEFAULTS.authCacheTtlMs);
  return {
    tableName: required(env, ENV.tableName),
    bucketName: required(env, ENV.bucketName),
    region: env[ENV.region] ?? ENV_DEFAULTS.region,
    dynamoEndpoint: env[ENV.dynamoEndpoint] || undefined,
    s3Endpoint: env[ENV.s3Endpoint] || undefined,
    authCacheTtlMs: Number.isFinite(ttl) && ttl >= 0 ? ttl : ENV_DEFAULTS.authCacheTtlMs,
    localMode: env[ENV.localMode] === '1',
    kmsKeyId: env[ENV.kmsKeyId] || undefined,
    localKmsKeyFile: env[ENV.localKmsKeyFile] || undefined,
    runTimeoutSeconds: runTimeoutSecondsOf(env),
  };
}

/**
 * The per-key limit of the API (`TAS_RATE_LIMIT_PER_SECOND`, `TAS_RATE_LIMIT_BURST`), undefined when the rate is `0`
 * (no per-key limit). A value that is not a number of the right kind is a `ConfigError`: a limit silently replaced by
 * the default would be a surprise in either direction. Read apart from `readConfig`, once, by the authenticated
 * endpoints (and checked by the local stack at start), so that a bad value stops nothing else (runners, the CLI).
 */
export function rateLimitOf(env: NodeJS.ProcessEnv = process.env): RateLimitSettings | undefined {
  const rawRate = env[ENV.rateLimitPerSecond]?.trim() || String(ENV_DEFAULTS.rateLimitPerSecond);
  const rawBurst = env[ENV.rateLimitBurst]?.trim() || String(ENV_DEFAULTS.rateLimitBurst);
  const perSecond = Number(rawRate);
  const burst = Number(rawBurst);
  if (!Number.isFinite(perSecond) || perSecond < 0) {
    throw new ConfigError(
      `${ENV.rateLimitPerSecond} must be a number of requests per second (0 for no limit), not ${rawRate}`,
    );
  }
  if (!Number.isSafeInteger(burst) || burst < 1) {
    throw new ConfigError(`${ENV.rateLimitBurst} must be a whole number of requests of at least 1, not ${rawBurst}`);
  }
  return perSecond === 0 ? undefined : { perSecond, burst };
}

let cached: RuntimeConfig | undefined;

/** The process-wide configuration, read on first use (cold start). */
export function config(): RuntimeConfig {
  cached ??= readConfig();
  return cached;
}

/** Where the AWS run stopper stops work: group executions of the state machine, runner tasks in the cluster. */
export interface RunStopperConfig {
  stateMachineArn?: string;
  runsClusterArn?: string;
}

/**
 * `TAS_STATE_MACHINE_ARN` and `TAS_RUNS_CLUSTER_ARN`. Neither has a default: unset, that kind of work is not stopped
 * by this process (a runner still stops on its own once it sees its run settled).
 */
export function runStopperConfigOf(env: NodeJS.ProcessEnv = process.env): RunStopperConfig {
  return {
    stateMachineArn: env[ENV.stateMachineArn] || undefined,
    runsClusterArn: env[ENV.runsClusterArn]?.trim() || undefined,
  };
}

/** The run limit in seconds (`TAS_RUN_TIMEOUT_SECONDS`; the default when unset or not a positive integer). */
export function runTimeoutSecondsOf(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInteger(env[ENV.runTimeoutSeconds], ENV_DEFAULTS.runTimeoutSeconds);
}

/** What the local stack and the CLI read (`tas serve`, the local executor and runners, DynamoDB Local). */
export interface LocalConfig {
  dataDir: string;
  apiKey?: string;
  runTimeoutSeconds: number;
  standbyRunners: number;
  runnerMaxRuns: number;
  chromiumPath?: string;
  dynamoJavaOptions: string;
  projectRoot?: string;
  runnerBundle?: string;
}

/** Reads the local stack's settings; an unset variable takes its default. `PORT` is the CLI's to check (`tas serve`). */
export function readLocalConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  return {
    dataDir: env[ENV.dataDir] || ENV_DEFAULTS.dataDir,
    apiKey: env[ENV.apiKey] || undefined,
    runTimeoutSeconds: runTimeoutSecondsOf(env),
    standbyRunners: nonNegativeInteger(env[ENV.standbyRunners], ENV_DEFAULTS.standbyRunners),
    runnerMaxRuns: positiveInteger(env[ENV.runnerMaxRuns], ENV_DEFAULTS.runnerMaxRuns),
    chromiumPath: env[ENV.chromiumPath]?.trim() || undefined,
    dynamoJavaOptions: env[ENV.dynamoJavaOptions] ?? ENV_DEFAULTS.dynamoJavaOptions,
    projectRoot: env[ENV.projectRoot] || undefined,
    runnerBundle: env[ENV.runnerBundle] || undefined,
  };
}
