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
  logLevel: 'TAS_LOG_LEVEL',
} as const;

export interface RuntimeConfig {
  tableName: string;
  bucketName: string;
  region: string;
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  authCacheTtlMs: number;
  localMode: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`Missing environment variable ${name}`);
  return value;
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
  };
}

let cached: RuntimeConfig | undefined;

/** The process-wide configuration, read on first use (cold start). */
export function config(): RuntimeConfig {
  cached ??= readConfig();
  return cached;
}
