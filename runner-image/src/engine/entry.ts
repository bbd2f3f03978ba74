/**
 * One result entry of an attempt while it runs (the actions it performed, the variables it could not resolve) and
 * once it ran (its `StepResult`). Pure: no device, no I/O.
 */
import type { StepResult, StoredAction } from '../contract';
import { errorMessage, RunStoppedError, StepFailedError } from './bounds';
import { RecordedActionError } from './recorded-actions';
import { unknownVariablesNote } from './variables';

export const NOT_RUN_RESULT = 'Not run: an earlier step failed.';
export const NOT_RUN_STOPPED_RESULT = 'Not run: the run was stopped.';

/** How a step (or an entry) went. */
export interface Outcome {
  ok: boolean;
  result: string;
  /** How an `act` step was planned (action cache), when the agent says. */
  cache?: StepResult['cache'];
  /** Which planner decided an `act`/`assert` step, when one did. */
  planner?: StepResult['planner'];
}

/** One action of an entry; its screenshots' keys may still be on their way to the store. */
export interface PendingAction {
  description: string;
  type: string;
  after: Promise<string | null>;
  before: Promise<string | null>;
  api_response?: StoredAction['api_response'];
}

/** One result entry in progress. */
export interface Entry {
  stepNumber: number;
  actions: PendingAction[];
  unknown: Set<string>;
  /** Index the next action's artifacts are named with (1-based). */
  nextIndex: number;
}

/** A top-level entry once run: whether it passed now, its result once its screenshots are stored. */
export interface FinishedEntry {
  ok: boolean;
  result: Promise<StepResult>;
}

/** A screenshot key that is not there. */
export const NONE: Promise<string | null> = Promise.resolve(null);

export function newEntry(stepNumber: number): Entry {
  return { stepNumber, actions: [], unknown: new Set(), nextIndex: 1 };
}

/**
 * Runs one top-level entry and resolves when it is done, with whether it passed and its result, which is complete
 * once the entry's screenshots are stored. A thrown error fails the entry with its message (`failureMessage`).
 * `duration` is in whole seconds.
 */
export async function runEntry(
  planned: { stepNumber: number; task: string },
  entry: Entry,
  run: (entry: Entry) => Promise<Outcome>,
): Promise<FinishedEntry> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    outcome = await run(entry);
  } catch (error) {
    outcome = { ok: false, result: failureMessage(error) };
  }
  const duration = Math.round((Date.now() - started) / 1000);
  const note = unknownVariablesNote(entry.unknown);
  const pending = [...entry.actions];
  const result = (async (): Promise<StepResult> => {
    const actions: StoredAction[] = [];
    for (const p of pending) {
      const action: StoredAction = {
        description: p.description,
        type: p.type,
        screenshot_key: await p.after,
        screenshot_key_before: await p.before,
      };
      if (p.api_response) action.api_response = p.api_response;
      actions.push(action);
    }
    return {
      step_number: planned.stepNumber,
      task: planned.task,
      is_successful: outcome.ok,
      result: note ? `${outcome.result} ${note}`.trim() : outcome.result,
      duration,
      actions,
      ...(outcome.cache ? { cache: outcome.cache } : {}),
      ...(outcome.planner ? { planner: outcome.planner } : {}),
    };
  })();
  return { ok: outcome.ok, result };
}

/** An entry that was not run: failed, with `result` saying why. */
export function notRun(planned: { stepNumber: number; task: string }, result: string): FinishedEntry {
  return {
    ok: false,
    result: Promise.resolve({
      step_number: planned.stepNumber,
      task: planned.task,
      is_successful: false,
      result,
      duration: 0,
      actions: [],
    }),
  };
}

/** The result of a step that threw: the sentence of a known failure, else "The step failed: <why>". */
export function failureMessage(error: unknown): string {
  if (error instanceof RunStoppedError || error instanceof StepFailedError || error instanceof RecordedActionError) {
    return error.message;
  }
  return `The step failed: ${errorMessage(error)}`;
}
