/**
 * `deeplink` steps. On a phone the device opens the URL in the app under test, with a screenshot after. A browser
 * has no app: inside a module the step is skipped (a module may be shared with mobile tests), in a browser test it
 * fails.
 */
import type { SnapshotStep } from '../../contract';
import { type Entry, NONE, type Outcome } from '../entry';
import type { StepContext } from './context';
import { isOutcome, parseStep, performRecorded } from './recorded';

export const DEEPLINK_IGNORED_RESULT = 'Deeplink ignored: deeplinks run only on Android and iOS workers.';
export const DEEPLINK_IN_BROWSER_RESULT = 'Deeplink steps run only on Android and iOS devices, not in a browser test.';

export async function runDeeplinkStep<S>(
  step: SnapshotStep,
  entry: Entry,
  ctx: StepContext<S>,
  depth: number,
): Promise<Outcome> {
  const action = parseStep(step, entry, ctx);
  if (isOutcome(action)) return action;
  if (ctx.device.platform === 'browser') {
    return depth > 0
      ? { ok: true, result: DEEPLINK_IGNORED_RESULT }
      : { ok: false, result: DEEPLINK_IN_BROWSER_RESULT };
  }
  return performRecorded(action, entry, ctx, NONE);
}
