/**
 * The attempt loop: runs a snapshot on a device, every attempt and every entry, and reports each entry through the
 * sink as it finishes. It knows nothing of browsers: the device (device.ts) and the step executors (steps/) do the
 * work.
 *
 * Results layout (docs/api-reference.md), as core/run-plan.ts plans and names the entries: the setup module is one
 * entry with step_number 0, then one entry per top-level step, then the teardown module with step_number last + 1.
 * A `step_module` step is one entry whose actions are its sub-steps' actions. After the first failed entry the
 * remaining steps (and a setup that has not run) are not executed but still reported, as `is_successful: false` with
 * result "Not run: an earlier step failed.", so that `results` always holds one entry per top-level step; the
 * teardown module still runs. When the run is stopped (deadline or cancel) the step in flight fails with the reason
 * and everything after it, teardown included, is reported as not run.
 *
 * Attempts: a failed attempt is retried up to `num_retries` times, each with its own results and video; a retry keeps
 * the previous attempt's state (cookies, storage) unless `reset_browser_on_retry`. A device that cannot start fails
 * the first attempt's first entry, and is not retried.
 *
 * The starting URL (`about:blank` when null) is opened before the first entry; when set, its navigation is the first
 * action (`go_to_url`) of that entry, and a navigation that does not load (network error, timeout, HTTP >= 400)
 * fails that entry with the reason.
 *
 * Login blueprints (type `module`) without steps of their own log in with their stored credentials (steps/login.ts):
 * in place of their steps as a setup or teardown module, and as the one entry of a run of the blueprint itself.
 */
import { type PlannedEntry, planRunnerEntries, stepsBeforeACheck } from '../../../core/run-plan';
import type { AttemptOutcome, RunInput, RunOutcome, StepResult } from '../contract';
import type { Agent } from './agent';
import { errorMessage, RunStoppedError, StepFailedError } from './bounds';
import type { Device, DeviceRun } from './device';
import { DownloadCollector } from './downloads';
import {
  type Entry,
  type FinishedEntry,
  NONE,
  NOT_RUN_RESULT,
  NOT_RUN_STOPPED_RESULT,
  newEntry,
  notRun,
  type Outcome,
  runEntry,
} from './entry';
import { Evidence } from './evidence';
import type { StepContext, StepExecutors } from './steps/context';
import { stepExecutors } from './steps/executors';
import { runLogin } from './steps/login';
import { runModule } from './steps/module';
import { openUrl } from './steps/open-url';
import { runStep } from './steps/run-step';
import { resolveVariables, substitute } from './variables';

/** How long downloads still in progress at the end of an attempt are awaited. */
export const DOWNLOAD_SETTLE_MS = 30_000;

export interface AttemptLoopOptions<S> {
  /** Executes `act`/`assert`; without one those steps fail with `NO_AGENT_RESULT`. */
  agent?: Agent<S>;
  /** The step executors; the engine's own by default. */
  executors?: StepExecutors<S>;
  /** Upper bound of a quick operation that is not the device's (reading stored credentials), ms. Default 15 s. */
  actionTimeoutMs?: number;
  /** Structured log sink for problems that do not fail a step (a screenshot that could not be stored...). */
  log?: (event: Record<string, unknown>) => void;
}

/** A planned entry with how it runs. */
interface RunnableEntry {
  stepNumber: number;
  task: string;
  kind: PlannedEntry['kind'];
  run(entry: Entry): Promise<Outcome>;
}

/**
 * Runs a snapshot on the device `createDevice` makes for the run: every attempt, every entry, with results,
 * screenshots and videos. The device is closed before this resolves.
 */
export async function runOnDevice<S>(
  input: RunInput,
  createDevice: (run: DeviceRun) => Device<S>,
  options: AttemptLoopOptions<S> = {},
): Promise<RunOutcome> {
  const stop = new AbortController();
  const stopWith = (kind: 'deadline' | 'cancelled') => {
    if (!stop.signal.aborted) stop.abort(new RunStoppedError(kind));
  };
  const onCancel = () => stopWith('cancelled');
  if (input.signal?.aborted) stopWith('cancelled');
  input.signal?.addEventListener('abort', onCancel, { once: true });
  const deadlineTimer = setTimeout(
    () => stopWith('deadline'),
    Math.min(2 ** 31 - 1, Math.max(0, input.deadline - Date.now())),
  );
  const log = options.log ?? (() => {});
  const device = createDevice({ signal: stop.signal, log: (event) => log({ ...event, testRunId: input.testRunId }) });
  const loop = new AttemptLoop(input, device, stop.signal, options, log);
  const attempts: AttemptOutcome[] = [];
  try {
    let launchError: string | null = null;
    try {
      await device.start();
    } catch (error) {
      launchError = deviceFailure(error, 'The device could not start');
    }
    const maxAttempts = 1 + Math.max(0, Math.trunc(input.snapshot.num_retries));
    for (let n = 1; n <= maxAttempts; n++) {
      const outcome = await loop.runAttempt(n, launchError);
      attempts.push(outcome);
      if (outcome.passed || stop.signal.aborted || launchError) break;
    }
  } finally {
    clearTimeout(deadlineTimer);
    input.signal?.removeEventListener('abort', onCancel);
    await device.close().catch(() => {});
  }
  return runVerdict(attempts);
}

/** A run passes when its last attempt passed. */
export function runVerdict(attempts: AttemptOutcome[]): RunOutcome {
  const last = attempts[attempts.length - 1];
  return { status: last?.passed ? 'passed' : 'failed', attempts };
}

/** The sentence a device failure shows: its own when it has one, else `prefix: <why>`. */
function deviceFailure(error: unknown, prefix: string): string {
  if (error instanceof RunStoppedError || error instanceof StepFailedError) return error.message;
  return `${prefix}: ${errorMessage(error)}`;
}

class AttemptLoop<S> {
  private readonly values: Map<string, string>;
  private readonly executors: StepExecutors<S>;
  /** Names of downloaded files, shared by the attempts so that a retry does not overwrite a file. */
  private readonly downloadNames = new Set<string>();
  private readonly loggedIn = new Set<number>();

  constructor(
    private readonly input: RunInput,
    private readonly device: Device<S>,
    private readonly signal: AbortSignal,
    private readonly options: AttemptLoopOptions<S>,
    private readonly log: (event: Record<string, unknown>) => void,
  ) {
    this.values = resolveVariables(input.snapshot.variables);
    this.executors = options.executors ?? stepExecutors<S>();
  }

  async runAttempt(n: number, launchError: string | null): Promise<AttemptOutcome> {
    const { input, device } = this;
    const snapshot = input.snapshot;
    await input.sink.attemptStarted(n);

    const downloads = new DownloadCollector(
      input.artifacts,
      snapshot.file_download_mode === 'ingest_content',
      DOWNLOAD_SETTLE_MS,
      this.downloadNames,
    );
    const evidence = new Evidence({
      attempt: n,
      device,
      artifacts: input.artifacts,
      signal: this.signal,
      testRunId: input.testRunId,
      log: this.log,
    });
    downloads.onSaved = (description) => evidence.addAction(evidence.current, description, 'download_file', NONE, NONE);
    const ctx: StepContext<S> = {
      input,
      device,
      agent: this.options.agent,
      executors: this.executors,
      values: this.values,
      signal: this.signal,
      evidence,
      downloads: () => downloads.files,
      loggedIn: this.loggedIn,
      actionTimeoutMs: this.options.actionTimeoutMs ?? 15_000,
      beforeACheck: stepsBeforeACheck(input.snapshot),
    };

    let openError = launchError;
    if (!openError) {
      try {
        await device.openAttempt({
          attempt: n,
          keepState: n > 1 && !snapshot.reset_browser_on_retry,
          onDownload: (file) => downloads.add(file),
        });
      } catch (error) {
        openError = deviceFailure(error, 'The device could not open a session');
      }
    }

    const plans = this.plan(ctx);
    // The starting URL is opened before the first entry; a failure there fails that entry.
    const startEntry = newEntry(plans[0]?.stepNumber ?? 1);
    // A login blueprint's starting URL is its web sign-in page; on a device it signs in on the app's own screen.
    const webLogin = snapshot.type === 'module' && snapshot.steps.length === 0 && device.platform !== 'browser';
    const startUrl =
      snapshot.starting_url && !webLogin ? substitute(snapshot.starting_url, this.values, startEntry.unknown) : null;
    let startFailure = openError;
    if (!startFailure) {
      const opened = await openUrl(ctx, startEntry, startUrl ?? 'about:blank', startUrl !== null).catch(
        (error: unknown) => ({ ok: false, result: errorMessage(error) }),
      );
      if (!opened.ok) startFailure = opened.result;
    }
    if (startFailure && plans.length === 0) {
      plans.push({
        stepNumber: 1,
        task: `Open ${startUrl ?? 'about:blank'}`,
        kind: 'step',
        run: async () => ({ ok: true, result: '' }),
      });
    }

    // An entry's result is complete once its screenshots are stored; the next entry does not wait for that, and the
    // sink still gets the results in order.
    const finished: Promise<StepResult>[] = [];
    let reported: Promise<void> = Promise.resolve();
    let failed = false;
    const run = async (plan: RunnableEntry, entry: Entry, work: (e: Entry) => Promise<Outcome>) => {
      evidence.current = entry;
      try {
        return await runEntry(plan, entry, work);
      } finally {
        evidence.current = null;
      }
    };
    for (const [index, plan] of plans.entries()) {
      let done: FinishedEntry;
      if (index === 0 && startFailure) {
        // Checked first: a run stopped while opening the starting URL reports the stop on its first entry.
        const failure = startFailure;
        done = await run(plan, startEntry, async () => ({ ok: false, result: failure }));
      } else if (this.signal.aborted) {
        done = notRun(plan, NOT_RUN_STOPPED_RESULT);
      } else if (failed && plan.kind !== 'teardown') {
        done = notRun(plan, NOT_RUN_RESULT);
      } else if (openError) {
        done = notRun(plan, `Not run: ${openError}`);
      } else {
        done = await run(plan, index === 0 ? startEntry : newEntry(plan.stepNumber), (e) => plan.run(e));
      }
      if (!done.ok) failed = true;
      finished.push(done.result);
      reported = reported.then(async () => input.sink.stepFinished(n, await done.result));
      reported.catch(() => undefined); // awaited below; until then not an unhandled rejection
    }
    const results = await Promise.all(finished);
    await reported;

    await downloads.settled();
    evidence.end();
    const passed = results.length > 0 ? results.every((r) => r.is_successful) : !startFailure;
    const reason = passed ? null : (results.find((r) => !r.is_successful)?.result ?? startFailure);
    const videoKey = await evidence.video(await device.closeAttempt({ passed, reason }));
    const outcome: AttemptOutcome = { attempt: n, passed, results, video_key: videoKey };
    await input.sink.attemptFinished(outcome);
    return outcome;
  }

  /** The run's entries (core/run-plan.ts), each with how it runs. */
  private plan(ctx: StepContext<S>): RunnableEntry[] {
    return planRunnerEntries(this.input.snapshot).map((planned) => ({
      stepNumber: planned.step_number,
      task: planned.task,
      kind: planned.kind,
      run: (entry: Entry) => runPlanned(planned, entry, ctx),
    }));
  }
}

/** Runs a planned entry: a login, a setup or teardown module, or a step. */
function runPlanned<S>(planned: PlannedEntry, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  if (planned.login) return runLogin(planned.login, entry, ctx);
  if (planned.module) return runModule(planned.module, entry, ctx, 1);
  if (planned.step) return runStep(planned.step, entry, ctx, 0);
  return Promise.resolve({ ok: false, result: `Nothing to run for "${planned.task}".` });
}
