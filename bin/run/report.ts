/**
 * What `tas run` reports, from the API objects of the groups and their runs. The service's verdict is the only
 * verdict: a run's outcome comes from its status and attempts, never from re-judging its steps. Pure.
 */
import type { StepResult, TestGroupRun, TestRun } from './api-client';
import { EXIT, type ExitCode } from './outcome';

/**
 * - `passed`: passed on its first attempt; `flaky`: passed after a failed attempt;
 * - `failed`: a step failed; `error`: the run did not get to a verdict of its steps (the runner crashed or stopped,
 *   the run hit its run limit, the service stopped, the run was cancelled);
 * - `running`: still running when `tas run` stopped waiting.
 */
export type Outcome = 'passed' | 'flaky' | 'failed' | 'error' | 'running';

export interface RunReport {
  run: TestRun;
  outcome: Outcome;
  title: string;
  /** Attempts made: the final one plus `additional_attempts`. */
  attempts: number;
  /** The failed steps of the final attempt (for `failed` and `error`). */
  failedSteps: StepResult[];
  url: string;
}

export interface Report {
  groups: TestGroupRun[];
  runs: RunReport[];
  /** `tas run` stopped waiting with groups still running. */
  timedOut: boolean;
  /** Ctrl-C cancelled the groups: their runs that were still running failed with `The run was cancelled.` */
  cancelled?: boolean;
  failOnFlaky: boolean;
  /** Seconds from the start of waiting to the end. */
  elapsedSeconds: number;
}

/**
 * The reasons the service and the runner give when a run ends without a verdict of its steps
 * (lambdas/services/runs-failure-reasons.ts, the runner's deadline and crash handling). The API has no field for
 * this, so the text of the failing result is the only signal; anything else is a test failure.
 */
const NO_VERDICT_REASONS = [
  /^The run exceeded the run limit\b/,
  /^The run passed its time limit\b/,
  /^The runner (crashed|failed|stopped|was stopped|ended)\b/,
  /^The service stopped while this run was in progress\b/,
  /^The run's execution\b/,
  /^The run was cancelled\b/,
];

export function isNoVerdictReason(result: string): boolean {
  return NO_VERDICT_REASONS.some((reason) => reason.test(result));
}

/** The outcome of one run, from its status and attempts. */
export function outcomeOf(run: TestRun): Outcome {
  if (run.status === 'running') return 'running';
  const earlierFailed = (run.additional_attempts ?? []).some((attempt) => !attempt.passed);
  if (run.status === 'passed') return earlierFailed ? 'flaky' : 'passed';
  const failed = (run.results ?? []).filter((step) => !step.is_successful);
  return failed.some((step) => isNoVerdictReason(step.result)) ? 'error' : 'failed';
}

export function reportRun(run: TestRun, url: string): RunReport {
  return {
    run,
    outcome: outcomeOf(run),
    title: run.blueprint_metadata?.title ?? `Test ${run.test_blueprint_id}`,
    attempts: 1 + (run.additional_attempts?.length ?? 0),
    failedSteps: (run.results ?? []).filter((step) => !step.is_successful),
    url,
  };
}

/** Whether the run counts as failed in the exit code and the reports. */
export function countsAsFailed(run: RunReport, failOnFlaky: boolean): boolean {
  return run.outcome === 'failed' || run.outcome === 'error' || (failOnFlaky && run.outcome === 'flaky');
}

/**
 * The exit code: 1 as soon as a run failed (a failed run is final, so its group can only fail), else 4 while a group
 * is still running, else 0 when every group passed. A group the service calls failed is 1 even when no run shows why.
 */
export function exitCodeOf(report: Report): ExitCode {
  if (report.runs.some((run) => countsAsFailed(run, report.failOnFlaky))) return EXIT.failed;
  if (report.groups.some((group) => group.status === 'failed')) return EXIT.failed;
  if (report.timedOut || report.groups.some((group) => group.status === 'running')) return EXIT.timeout;
  if (report.groups.length === 0 || report.runs.length === 0) return EXIT.service;
  return report.groups.every((group) => group.status === 'passed') ? EXIT.passed : EXIT.service;
}

/** Counts by outcome, for summaries. */
export function tally(runs: readonly RunReport[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { passed: 0, flaky: 0, failed: 0, error: 0, running: 0 };
  for (const run of runs) counts[run.outcome] += 1;
  return counts;
}

/** The first failed step of a run, as one line: `Step 2 (act: click Sign in): No element ...`. */
export function failureLine(run: RunReport): string {
  const step = run.failedSteps[0];
  if (!step) return run.outcome === 'flaky' ? `passed on attempt ${run.attempts} after a failed attempt` : 'failed';
  return `Step ${step.step_number} (${step.task}): ${step.result}`;
}

/** How long the run took, in seconds (trigger to last status change). */
export function runSeconds(run: TestRun): number {
  const seconds = (Date.parse(run.updated_at) - Date.parse(run.created_at)) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
}

/** A name for each run that is unique in the report and holds its test id: `Sign in (test 12)`, then `#2`... */
export function uniqueNames(runs: readonly RunReport[]): string[] {
  const seen = new Map<string, number>();
  return runs.map((run) => {
    const base = `${run.title} (test ${run.run.test_blueprint_id})`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} #${count}`;
  });
}
