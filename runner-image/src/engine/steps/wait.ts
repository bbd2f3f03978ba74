/** `wait` steps: the device waits the step's time, then until the screen settled; a screenshot after. */
import type { SnapshotStep } from '../../contract';
import { type Entry, NONE, type Outcome } from '../entry';
import type { StepContext } from './context';
import { isOutcome, parseStep, performRecorded } from './recorded';

export async function runWaitStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  const action = parseStep(step, entry, ctx);
  if (isOutcome(action)) return action;
  return performRecorded(action, entry, ctx, NONE);
}
