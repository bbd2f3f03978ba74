import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV_DEFAULTS } from '../../core/config';
import { DEFAULT_LAMBDA_MAX_RUN_SECONDS, LAMBDA_LANE_MAX_RUN_SECONDS } from '../../core/defaults';

/**
 * How the deployment keeps its data and watches itself, from CDK context (`cdk.json` holds the defaults; override with
 * `cdk deploy -c tas:logRetentionDays=90`...). The keys and defaults are listed in docs/aws-operations.md.
 */
export interface OperationsSettings {
  /** Every log group's retention (`tas:logRetentionDays`, default 30): one of CloudWatch Logs' allowed values. */
  readonly logRetention: RetentionDays;
  /** How far back the table can be restored (`tas:pointInTimeRecoveryDays`, 1 to 35, default 35). */
  readonly pointInTimeRecoveryDays: number;
  /** Run artifacts (`runs/` objects: screenshots, videos, API responses) expire after this many days (default 90). */
  readonly artifactRetentionDays: number;
  /** The bucket's server access logs expire after this many days (`tas:accessLogRetentionDays`, default 365). */
  readonly accessLogRetentionDays: number;
  /** A group execution still going after this many hours is stopped and its runs settled (default 48). */
  readonly executionTimeoutHours: number;
  /** The API 5xx alarm fires at this many 5xx answers in 5 minutes (`tas:api5xxAlarmThreshold`, default 5). */
  readonly api5xxAlarmThreshold: number;
  /** The failed-executions alarm fires at this many failed executions in 5 minutes (default 1). */
  readonly failedExecutionsAlarmThreshold: number;
  /**
   * The per-key limit of the API (`tas:rateLimitPerSecond`, default 20 requests/s; `tas:rateLimitBurst`, default 40),
   * set on every API function as `TAS_RATE_LIMIT_PER_SECOND` and `TAS_RATE_LIMIT_BURST` (core/config.ts).
   */
  readonly rateLimitPerSecond: number;
  readonly rateLimitBurst: number;
  /** An SNS topic the alarms notify (`tas:alarmTopicArn`); without it the alarms only change state. */
  readonly alarmTopicArn?: string;
  /**
   * The Lambda lane: a browser run whose run limit is at most this many seconds runs in the Lambda runner
   * (`tas:lambdaMaxRunSeconds`, 0 to `LAMBDA_LANE_MAX_RUN_SECONDS`, default 600; 0 sends every run to Fargate).
   */
  readonly lambdaMaxRunSeconds: number;
  /** The Lambda runner's memory, which also sets its CPU share (`tas:lambdaRunnerMemoryMb`, 2048 to 10240, default 3008). */
  readonly lambdaRunnerMemoryMb: number;
  /**
   * Concurrency reserved for the Lambda runner (`tas:lambdaRunnerReservedConcurrency`), also its cap: a run it cannot
   * take goes to Fargate. Unset (default): none reserved, the account's unreserved concurrency is shared.
   */
  readonly lambdaRunnerReservedConcurrency?: number;
}

/** The Lambda runner's memory bounds: below 2 GB Chromium and the video's encoder compete for one slow vCPU share. */
export const LAMBDA_RUNNER_MEMORY_MB = { min: 2048, max: 10_240 } as const;

export const OPERATIONS_DEFAULTS = {
  pointInTimeRecoveryDays: 35,
  logRetentionDays: 30,
  artifactRetentionDays: 90,
  accessLogRetentionDays: 365,
  executionTimeoutHours: 48,
  api5xxAlarmThreshold: 5,
  failedExecutionsAlarmThreshold: 1,
  rateLimitPerSecond: ENV_DEFAULTS.rateLimitPerSecond,
  rateLimitBurst: ENV_DEFAULTS.rateLimitBurst,
  lambdaMaxRunSeconds: DEFAULT_LAMBDA_MAX_RUN_SECONDS,
  lambdaRunnerMemoryMb: 3008,
} as const;

/** CloudWatch Logs accepts these retentions only. */
const RETENTIONS = new Set<number>(
  Object.values(RetentionDays).filter(
    (v): v is number => typeof v === 'number' && v > 0 && v !== RetentionDays.INFINITE,
  ),
);

/**
 * Reads the settings from context; a value that is not a positive whole number (or not an allowed log retention)
 * fails the synth, naming the key.
 */
export function operationsSettings(scope: Construct): OperationsSettings {
  const read = (key: string): number | undefined => {
    const given: unknown = scope.node.tryGetContext(`tas:${key}`);
    if (given === undefined || given === null || given === '') return undefined;
    const value = typeof given === 'number' ? given : Number(given);
    if (!Number.isSafeInteger(value) || value < (key === 'lambdaMaxRunSeconds' ? 0 : 1)) {
      const least = key === 'lambdaMaxRunSeconds' ? 0 : 1;
      throw new Error(`tas:${key} must be a whole number of at least ${least}, not ${JSON.stringify(given)}`);
    }
    return value;
  };
  const number = (key: keyof typeof OPERATIONS_DEFAULTS): number => read(key) ?? OPERATIONS_DEFAULTS[key];
  const logRetentionDays = number('logRetentionDays');
  if (!RETENTIONS.has(logRetentionDays)) {
    const allowed = [...RETENTIONS].sort((a, b) => a - b).join(', ');
    throw new Error(
      `tas:logRetentionDays must be one of CloudWatch Logs' retentions (${allowed}), not ${logRetentionDays}`,
    );
  }
  const pointInTimeRecoveryDays = number('pointInTimeRecoveryDays');
  if (pointInTimeRecoveryDays > 35) {
    throw new Error(
      `tas:pointInTimeRecoveryDays must be 35 at most (DynamoDB's longest), not ${pointInTimeRecoveryDays}`,
    );
  }
  const lambdaMaxRunSeconds = number('lambdaMaxRunSeconds');
  if (lambdaMaxRunSeconds > LAMBDA_LANE_MAX_RUN_SECONDS) {
    throw new Error(
      `tas:lambdaMaxRunSeconds must be ${LAMBDA_LANE_MAX_RUN_SECONDS} at most (a run, its start-up allowance and the time to settle it within Lambda's 900 s), not ${lambdaMaxRunSeconds}`,
    );
  }
  const lambdaRunnerMemoryMb = number('lambdaRunnerMemoryMb');
  if (lambdaRunnerMemoryMb < LAMBDA_RUNNER_MEMORY_MB.min || lambdaRunnerMemoryMb > LAMBDA_RUNNER_MEMORY_MB.max) {
    throw new Error(
      `tas:lambdaRunnerMemoryMb must be from ${LAMBDA_RUNNER_MEMORY_MB.min} to ${LAMBDA_RUNNER_MEMORY_MB.max}, not ${lambdaRunnerMemoryMb}`,
    );
  }
  const reserved = read('lambdaRunnerReservedConcurrency');
  const topic: unknown = scope.node.tryGetContext('tas:alarmTopicArn');
  if (topic !== undefined && (typeof topic !== 'string' || !/^arn:aws[a-z-]*:sns:/.test(topic))) {
    throw new Error(`tas:alarmTopicArn must be the ARN of an SNS topic, not ${JSON.stringify(topic)}`);
  }
  return {
    logRetention: logRetentionDays as RetentionDays,
    pointInTimeRecoveryDays,
    artifactRetentionDays: number('artifactRetentionDays'),
    accessLogRetentionDays: number('accessLogRetentionDays'),
    executionTimeoutHours: number('executionTimeoutHours'),
    api5xxAlarmThreshold: number('api5xxAlarmThreshold'),
    failedExecutionsAlarmThreshold: number('failedExecutionsAlarmThreshold'),
    rateLimitPerSecond: number('rateLimitPerSecond'),
    rateLimitBurst: number('rateLimitBurst'),
    ...(typeof topic === 'string' && { alarmTopicArn: topic }),
    lambdaMaxRunSeconds,
    lambdaRunnerMemoryMb,
    ...(reserved !== undefined && { lambdaRunnerReservedConcurrency: reserved }),
  };
}
