/**
 * Runtime configuration, read once per process from the environment.
 *
 * The names are constants shared with the CDK app (`lib/aws`) and the local stack (`lib/local`), which set them.
 */
export const ENV = {
  tableName: 'TAS_TABLE_NAME',
  bucketName: 'TAS_BUCKET_NAME',
  region: 'AWS_REGION',
  /** Set by the local stack only: DynamoDB Local endpoint. */
  dynamoEndpoint: 'TAS_DYNAMODB_ENDPOINT',
  /** Set by the local stack only: S3 server endpoint. */
  s3Endpoint: 'TAS_S3_ENDPOINT',
  /** How long a verified API key is trusted without a new lookup. */
  authCacheTtlMs: 'TAS_AUTH_CACHE_TTL_MS',
  /** `1` when handlers run inside the local stack (adds diagnostics headers, e.g. DynamoDB call counts). */
  localMode: 'TAS_LOCAL',
  stateMachineArn: 'TAS_STATE_MACHINE_ARN',
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
  /** Local stack only: how many runners wait on standby for the next run (default 1; 0 starts each run cold). */
  standbyRunners: 'TAS_STANDBY_RUNNERS',
  logLevel: 'TAS_LOG_LEVEL',
  /** AWS only: the KMS key that wraps the data keys of stored login credentials. */
  kmsKeyId: 'TAS_KMS_KEY_ID',
  /** Local stack only: file holding the 32-byte master key that stands in for KMS (created 0600 when missing). */
  localKmsKeyFile: 'TAS_LOCAL_KMS_KEY_FILE',

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

/** Reads and checks the runtime configuration. Throws a `ConfigError` naming the first missing variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const ttl = Number(env[ENV.authCacheTtlMs] ?? 10_000);
  return {
    tableName: required(env, ENV.tableName),
    bucketName: required(env, ENV.bucketName),
    region: env[ENV.region] ?? 'us-east-1',
    dynamoEndpoint: env[ENV.dynamoEndpoint] || undefined,
    s3Endpoint: env[ENV.s3Endpoint] || undefined,
    authCacheTtlMs: Number.isFinite(ttl) && ttl >= 0 ? ttl : 10_000,
    localMode: env[ENV.localMode] === '1',
    kmsKeyId: env[ENV.kmsKeyId] || undefined,
    localKmsKeyFile: env[ENV.localKmsKeyFile] || undefined,
    runTimeoutSeconds: positiveInteger(env[ENV.runTimeoutSeconds], 30 * 60),
  };
}

let cached: RuntimeConfig | undefined;

/** The process-wide configuration, read on first use (cold start). */
export function config(): RuntimeConfig {
  cached ??= readConfig();
  return cached;
}
