/** Why a run failed when its runner could not say it, and where that reason goes among its results. Pure. */
import type { RunSnapshot, StepResult } from '../../core/contract';
import { planRunnerEntries } from '../../core/run-plan';

/** Where the result saying why a run failed goes among its last attempt's results: after every step. */
export const REASON_RESULT_INDEX = 99_999;

export const SERVICE_STOPPED_REASON = 'The service stopped while this run was in progress.';

export const CANCELLED_REASON = 'The run was cancelled.';

export const RUNNER_ENDED_REASON = 'The runner ended without reporting a result.';

/**
 * The result that says why a run failed when its runner could not say it: attributed to the first planned entry
 * that has no result yet (the step in flight, named as the runner names it), or to a `Run` entry after the last one.
 */
export function reasonResult(
  snapshot: Pick<RunSnapshot, 'id' | 'type' | 'title' | 'steps' | 'setup' | 'teardown'>,
  recorded: readonly StepResult[],
  reason: string,
): StepResult {
  const done = new Set(recorded.map((r) => r.step_number));
  const inFlight = planRunnerEntries(snapshot).find((e) => !done.has(e.step_number));
  const last = Math.max(0, ...recorded.map((r) => r.step_number));
  return {
    step_number: inFlight?.step_number ?? last + 1,
    task: inFlight?.task ?? 'Run',
    is_successful: false,
    result: reason,
    duration: 0,
    actions: [],
  };
}

/** A human reason from a state machine error (`Error`/`Cause` of a Catch). */
export function reasonFromError(error: string | undefined, cause: string | undefined, timeoutSeconds: number): string {
  if (error === 'States.Timeout') {
    return `The run exceeded the run limit of ${formatDuration(timeoutSeconds)} and was stopped.`;
  }
  if (cause) {
    // ECS RunTask.sync failures carry the task description as JSON; a Lambda runner's error (or Lambda's own, such
    // as its timeout) carries `errorMessage`.
    try {
      const task = JSON.parse(cause) as {
        StoppedReason?: string;
        Containers?: { ExitCode?: number; Reason?: string }[];
        errorMessage?: unknown;
      };
      const container = task.Containers?.[0];
      if (task.StoppedReason || container) {
        const exit = container?.ExitCode !== undefined ? ` (exit code ${container.ExitCode})` : '';
        return `The runner stopped before the run finished${exit}: ${container?.Reason ?? task.StoppedReason ?? 'unknown reason'}.`;
      }
      if (typeof task.errorMessage === 'string' && task.errorMessage.trim()) {
        const message = task.errorMessage.trim().replace(/\.$/, '');
        return `The runner stopped before the run finished: ${message}.`;
      }
    } catch {
      // not JSON: a local runner's message
    }
    return cause.endsWith('.') ? cause : `${cause}.`;
  }
  return error ? `The runner failed: ${error}.` : RUNNER_ENDED_REASON;
}

/** Why a run failed when its state machine execution ended early (`status`: the execution's final status). */
export function endedExecutionReason(status: string): string {
  const how: Record<string, string> = {
    ABORTED: 'was stopped',
    TIMED_OUT: 'timed out',
    FAILED: 'failed',
  };
  return `The run's execution ${how[status] ?? `ended (${status})`} before the run finished.`;
}

function formatDuration(seconds: number): string {
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} seconds`;
}
