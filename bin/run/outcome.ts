/** How `tas run` ends: its exit codes, and the errors that map to them. */

/** The exit codes of `tas run`, documented in docs/cli.md. */
export const EXIT = {
  /** Every test passed (the service's verdict). */
  passed: 0,
  /** A test failed (or, with `--fail-on-flaky`, passed only after a failed attempt). */
  failed: 1,
  /**
   * The command was used wrongly: a bad flag or value, no test selected, a selection that matches no test (unless
   * `--allow-empty`) or too many, a trigger the service refused.
   */
  usage: 2,
  /** The service or the key failed: unreachable, 401/403, 5xx, an answer that is not the API's. */
  service: 3,
  /** `tas run` stopped waiting (`--timeout`) before the service gave its verdict. */
  timeout: 4,
  /** A second Ctrl-C: `tas run` left at once, without waiting for the cancelled groups (128 + SIGINT, as shells do). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A wrong flag, value or selection: exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The service could not be reached, refused the key, or failed: exit 3. */
export class ServiceError extends Error {
  override name = 'ServiceError';
}
