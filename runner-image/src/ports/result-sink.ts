import {
  type AttemptOutcome,
  MAX_STEPS_PER_WRITE,
  type ResultSink,
  type RunOutcome,
  type StoredStep,
} from '../contract';

/** The runs-service calls the sink needs (a subset of `RunsService`, so tests can pass a fake). */
export interface RunProgressStore {
  recordAttemptStarted(companyId: number, runId: number, attempt: number): Promise<void>;
  /** Stores finished steps (at most `MAX_STEPS_PER_WRITE`) in one write. */
  recordSteps(companyId: number, runId: number, steps: StoredStep[]): Promise<void>;
  recordAttemptFinished(companyId: number, runId: number, attempt: AttemptOutcome): Promise<void>;
}

export interface PersistentResultSink extends ResultSink {
  /**
   * Waits for the writes in flight, then writes whatever of the outcome a failed write left out (results are keyed
   * by position, so rewrites are idempotent).
   */
  flush(outcome: RunOutcome): Promise<void>;
}

/**
 * A `ResultSink` that starts storing every report the moment it arrives, in order, without holding the engine up
 * (a write takes a DynamoDB round trip; the next step need not wait for it), so a crash loses at most the step in
 * flight and those being written. Steps that finish while a write is in flight go together in the next write. When the run has settled elsewhere (timed out, service stopped), writes are
 * refused and `onSettled` is called once so the runner can stop; other write errors are logged and retried by `flush`.
 */
export function createResultSink(
  store: RunProgressStore,
  companyId: number,
  runId: number,
  hooks: { onSettled: () => void; log: (event: Record<string, unknown>) => void },
): PersistentResultSink {
  const written = new Map<number, Set<number>>();
  const finished = new Set<number>();
  const next = new Map<number, number>();
  let settled = false;
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>): Promise<void> => {
    queue = queue.then(write);
    return Promise.resolve();
  };

  async function guarded(what: string, write: () => Promise<void>): Promise<boolean> {
    if (settled) return false;
    try {
      await write();
      return true;
    } catch (error) {
      if ((error as Error).name === 'RunSettledError') {
        settled = true;
        hooks.onSettled();
      } else {
        hooks.log({ message: `could not store ${what}`, companyId, testRunId: runId, error: String(error) });
      }
      return false;
    }
  }

  const putSteps = async (steps: StoredStep[]) => {
    if (steps.length === 0) return;
    if (await guarded('step results', () => store.recordSteps(companyId, runId, steps))) {
      for (const { attempt, index } of steps) {
        let set = written.get(attempt);
        if (!set) {
          set = new Set();
          written.set(attempt, set);
        }
        set.add(index);
      }
    }
  };
  /** Finished steps not yet handed to a write. */
  const pending: StoredStep[] = [];

  return {
    attemptStarted(attempt) {
      next.set(attempt, 0);
      return enqueue(() => guarded('an attempt start', () => store.recordAttemptStarted(companyId, runId, attempt)));
    },
    stepFinished(attempt, result) {
      const index = next.get(attempt) ?? 0;
      next.set(attempt, index + 1);
      pending.push({ attempt, index, result });
      // This write takes every step finished by the time it starts; the writes queued after it find none left.
      return enqueue(() => putSteps(pending.splice(0, MAX_STEPS_PER_WRITE)));
    },
    attemptFinished(outcome) {
      return enqueue(async () => {
        if (await guarded('an attempt end', () => store.recordAttemptFinished(companyId, runId, outcome))) {
          finished.add(outcome.attempt);
        }
      });
    },
    async flush(outcome) {
      await queue;
      for (const attempt of outcome.attempts) {
        const done = written.get(attempt.attempt);
        for (const [index, result] of attempt.results.entries()) {
          if (!done?.has(index)) await putSteps([{ attempt: attempt.attempt, index, result }]);
        }
        if (!finished.has(attempt.attempt)) {
          await this.attemptFinished(attempt);
          await queue;
        }
      }
    },
  };
}
