/** Limits and defaults of runs, written once for the API, the state machine and the runner. */

/** The run limit when none is configured (`TAS_RUN_TIMEOUT_SECONDS`): 30 minutes. */
export const DEFAULT_RUN_TIMEOUT_SECONDS = 30 * 60;

/** Browser runs a company on the default plan runs at once. */
export const DEFAULT_BROWSER_CONCURRENCY = 2;

/** Test runs one trigger may start (one DynamoDB transaction holds the group and all its runs). */
export const MAX_RUNS_PER_TRIGGER = 50;

/** The most a run's start-up (a task being placed, a runner and its browser starting) may add to its run limit. */
export const RUN_START_ALLOWANCE_MAX_SECONDS = 3 * 60;

/**
 * How long a run task may take in all (the run states' `TimeoutSeconds`): the run limit, which counts the test's own
 * time from when its runner is ready, plus the start-up before it, as long as the limit again and at most
 * `RUN_START_ALLOWANCE_MAX_SECONDS`. A busy machine or a slow task start does not eat into the test's time.
 */
export function runTaskTimeoutSeconds(limitSeconds: number): number {
  return limitSeconds + Math.min(limitSeconds, RUN_START_ALLOWANCE_MAX_SECONDS);
}

/** Lambda's longest invocation (its functions' timeout cannot be set higher). */
export const LAMBDA_MAX_TIMEOUT_SECONDS = 900;

/**
 * What a Lambda-lane run keeps of the invocation after its run limit and start-up allowance: storing the last
 * results and the video and settling the run before Lambda ends the invocation.
 */
export const LAMBDA_SETTLE_MARGIN_SECONDS = 60;

/**
 * The longest run limit the Lambda lane can take: the limit, its start-up allowance (`runTaskTimeoutSeconds`) and the
 * settle margin within Lambda's 900 s. 660 s: 660 + 180 + 60 = 900.
 */
export const LAMBDA_LANE_MAX_RUN_SECONDS =
  LAMBDA_MAX_TIMEOUT_SECONDS - RUN_START_ALLOWANCE_MAX_SECONDS - LAMBDA_SETTLE_MARGIN_SECONDS;

/**
 * The default largest run limit of a browser run that goes to the Lambda lane (`tas:lambdaMaxRunSeconds`): 10
 * minutes. A run with a longer limit, and every mobile run, goes to Fargate.
 */
export const DEFAULT_LAMBDA_MAX_RUN_SECONDS = 600;

/**
 * When a runner ready at `startedAt` must stop its test: the run limit minus a margin (10 s, or a quarter of a short
 * limit) in which it stores results and settles, should its start-up have taken all the allowance.
 */
export function runnerDeadline(startedAt: number, limitSeconds: number): number {
  const limitMs = limitSeconds * 1000;
  return startedAt + limitMs - Math.min(10_000, limitMs / 4);
}

/**
 * What a `random` variable's `randomConfig` holds when a field is not sent: for the variable schema and for the
 * runner, which generates the value (a stored variable may predate a field).
 */
export const RANDOM_VARIABLE_DEFAULTS = {
  prefix: '',
  length: 8,
  charset: 'alphanumeric',
} as const;

/** An `api` step's request defaults, for the request schema and for the runner (a stored step may predate them). */
export const API_REQUEST_DEFAULTS = {
  timeout: 60,
  retries: 1,
  backoff_seconds: 2.5,
  should_refresh_page: false,
} as const;
