/** What the recorded step executors share: parsing the step's `action`, and performing it with its evidence. */
import type { SnapshotStep } from '../../contract';
import { errorMessage, RunStoppedError } from '../bounds';
import type { Entry, Outcome } from '../entry';
import {
  actionTypeOf,
  describeAction,
  parseRecordedAction,
  type RecordedAction,
  RecordedActionError,
  type RecordedStepType,
} from '../recorded-actions';
import { substituteAction } from '../variables';
import type { StepContext } from './context';

/**
 * The step's action after variable substitution, parsed with the device's key names; an action that cannot be
 * performed is the failed outcome saying why.
 */
export function parseStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): RecordedAction | Outcome {
  const text = substituteAction(step.action, ctx.values, entry.unknown);
  try {
    return parseRecordedAction(step.type as RecordedStepType, text, step.click_count, (name) =>
      ctx.device.keyName(name),
    );
  } catch (error) {
    if (error instanceof RecordedActionError) return { ok: false, result: error.message };
    throw error;
  }
}

export function isOutcome(parsed: RecordedAction | Outcome): parsed is Outcome {
  return 'ok' in parsed;
}

/**
 * Performs a parsed action on the device and records it with its screenshot after (`before`: the key of the one
 * before, if any). A failed action is recorded as failed and fails the step with the reason; a stop is rethrown.
 */
export async function performRecorded<S>(
  action: RecordedAction,
  entry: Entry,
  ctx: StepContext<S>,
  before: Promise<string | null>,
): Promise<Outcome> {
  const { device, evidence } = ctx;
  const description = describeAction(action);
  try {
    evidence.inputSent();
    await device.perform(action);
  } catch (error) {
    if (error instanceof RunStoppedError) throw error;
    const after = await evidence.screenshot(entry, 'after');
    evidence.addAction(entry, `${description} (failed)`, actionTypeOf(action), before, after.key);
    return { ok: false, result: `${description} failed: ${errorMessage(error)}` };
  }
  evidence.addAction(entry, description, actionTypeOf(action), before, (await evidence.screenshot(entry, 'after')).key);
  return { ok: true, result: `${description}.` };
}
