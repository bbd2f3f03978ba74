/** Limits and defaults of runs, written once for the API, the state machine and the runner. */

/** The run limit when none is configured (`TAS_RUN_TIMEOUT_SECONDS`): 30 minutes. */
export const DEFAULT_RUN_TIMEOUT_SECONDS = 30 * 60;

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
