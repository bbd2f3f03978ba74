/**
 * What a step executor works with: the run's input and variables, the device, the agent, and the attempt's evidence
 * and downloads. One context per attempt; `loggedIn` lives for the whole run.
 */
import type { RunInput, SnapshotStep } from '../../contract';
import type { Agent, IngestedDownload } from '../agent';
import type { Device } from '../device';
import type { Entry, Outcome } from '../entry';
import type { Evidence } from '../evidence';

/**
 * Executes one step into `entry` (its actions, screenshots and unknown variables) and resolves to how it went.
 * `depth` is 0 for a top-level step and grows inside modules. Throwing fails the step with the error's message.
 */
export type StepExecutor<S = unknown> = (
  step: SnapshotStep,
  entry: Entry,
  ctx: StepContext<S>,
  depth: number,
) => Promise<Outcome>;

/** The executor of each kind of step. `input`: the recorded inputs (clicks, drags, moves, typing, keys, scrolls). */
export interface StepExecutors<S = unknown> {
  input: StepExecutor<S>;
  wait: StepExecutor<S>;
  deeplink: StepExecutor<S>;
  /** `act` and `assert`. */
  ai: StepExecutor<S>;
  api: StepExecutor<S>;
  step_module: StepExecutor<S>;
  trigger_run: StepExecutor<S>;
}

export interface StepContext<S = unknown> {
  readonly input: RunInput;
  readonly device: Device<S>;
  /** Executes `act`/`assert`; without one those steps fail with `NO_AGENT_RESULT`. */
  readonly agent: Agent<S> | undefined;
  readonly executors: StepExecutors<S>;
  /** The run's variables, resolved. */
  readonly values: ReadonlyMap<string, string>;
  /** Aborted when the run is stopped (deadline or cancel). */
  readonly signal: AbortSignal;
  readonly evidence: Evidence;
  /** Files downloaded so far in this attempt, oldest first. */
  downloads(): readonly IngestedDownload[];
  /** Login blueprints logged in with during this run (later attempts do not log in again). */
  readonly loggedIn: Set<number>;
  /** Upper bound of one quick operation that is not the device's (reading stored credentials), ms. */
  readonly actionTimeoutMs: number;
  /** The steps whose next step is a check (core/run-plan.ts `stepsBeforeACheck`). */
  readonly beforeACheck?: ReadonlySet<SnapshotStep>;
}
