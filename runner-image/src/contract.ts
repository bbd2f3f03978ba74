/**
 * The runner engine's ports: where it reports progress, stores artifacts and starts sub-runs, and its inputs. The run
 * snapshot and result types come from the shared core (`core/contract.ts`) and are re-exported here for the engine.
 */

import type { AttemptOutcome, LoginCredentials, RunSnapshot, StepResult } from '../../core/contract';

export type {
  ApiRequest,
  ApiResponseSummary,
  AttemptOutcome,
  LoginCredentials,
  RunSnapshot,
  SnapshotModule,
  SnapshotStep,
  StepResult,
  StepType,
  StoredAction,
  StoredStep,
  Variable,
} from '../../core/contract';
export { MAX_STEPS_PER_WRITE, runnerDoneLine, STANDBY_READY_MESSAGE } from '../../core/contract';

/** Where the engine reports progress; implementations persist each call at once (a crash loses one step at most). */
export interface ResultSink {
  attemptStarted(attempt: number): Promise<void>;
  stepFinished(attempt: number, result: StepResult): Promise<void>;
  attemptFinished(outcome: AttemptOutcome): Promise<void>;
}

/** Binary artifacts; returns the S3 key written (always under the company's prefix). */
export interface ArtifactStore {
  put(relativeName: string, body: Buffer, contentType: string): Promise<string>;
}

/** Starts a sub-run of another test through the same trigger code and waits for its outcome. */
export interface SubRunTrigger {
  run(
    testBlueprintId: number,
    chain: number[],
  ): Promise<{ status: 'passed' | 'failed'; testRunId: number | null; reason: string }>;
}

/** The engine's inputs: the run, and the ports it reports through. */
export interface RunInput {
  companyId: number;
  testRunId: number;
  snapshot: RunSnapshot;
  /** Blueprint ids of the trigger chain that led to this run (for the trigger_run loop guard), this one last. */
  chain: number[];
  sink: ResultSink;
  artifacts: ArtifactStore;
  subRuns: SubRunTrigger;
  /** Epoch ms after which the run stops and fails with a timeout result. */
  deadline: number;
  signal?: AbortSignal;
  /**
   * The decrypted credentials of a login blueprint (type `module`), for login modules; never stored in results.
   * Without it a login module fails with a result that says so.
   */
  loginCredentials?: (blueprintId: number) => Promise<LoginCredentials | undefined>;
}

export interface RunOutcome {
  status: 'passed' | 'failed';
  attempts: AttemptOutcome[];
}
