/** Limits and defaults of runs, written once for the API, the state machine and the runner. */

/** The run limit when none is configured (`TAS_RUN_TIMEOUT_SECONDS`): 30 minutes. */
export const DEFAULT_RUN_TIMEOUT_SECONDS = 30 * 60;

/** Test runs one trigger may start (one DynamoDB transaction holds the group and all its runs). */
export const MAX_RUNS_PER_TRIGGER = 50;

/**
 * When a runner started at `startedAt` must stop its test: the run limit minus a margin (10 s, or a quarter of a
 * short limit) in which it stores results and settles before the state machine's own limit ends the task.
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
