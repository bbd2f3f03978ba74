/** Runs one step: its holds around it, and the executor of its kind. */
import type { SnapshotStep } from '../../contract';
import { sleep } from '../api-step';
import type { Entry, Outcome } from '../entry';
import { isRecordedStepType } from '../recorded-actions';
import type { StepContext, StepExecutors } from './context';

/** Which executor runs a step type; null for a type the engine does not know. */
export function executorKind(type: string): keyof StepExecutors | null {
  switch (type) {
    case 'act':
    case 'assert':
      return 'ai';
    case 'api':
    case 'step_module':
    case 'trigger_run':
    case 'wait':
    case 'deeplink':
      return type;
    default:
      return isRecordedStepType(type) ? 'input' : null;
  }
}

/**
 * Runs a step: waits its `hold_start_duration`, performs it, and after a success waits its `hold_end_duration`.
 * `depth` is 0 for a top-level step and grows inside modules.
 */
export async function runStep<S>(
  step: SnapshotStep,
  entry: Entry,
  ctx: StepContext<S>,
  depth: number,
): Promise<Outcome> {
  if (step.hold_start_duration > 0) await sleep(step.hold_start_duration * 1000, ctx.signal);
  const kind = executorKind(step.type);
  const outcome = kind
    ? await ctx.executors[kind](step, entry, ctx, depth)
    : { ok: false, result: `Unknown step type "${step.type}".` };
  if (outcome.ok && step.hold_end_duration > 0) await sleep(step.hold_end_duration * 1000, ctx.signal);
  return outcome;
}
