/**
 * Recorded input steps (`left_click`, `right_click`, `double_click`, `triple_click`, `mouse_move`,
 * `left_click_drag`, `type`, `key`, `scroll`): checked against the viewport, performed on the device, with a
 * screenshot after and, for clicks, drags, typing and keys, one before.
 */
import type { SnapshotStep } from '../../contract';
import { type Entry, NONE, type Outcome } from '../entry';
import { pointOutside } from '../recorded-actions';
import type { StepContext } from './context';
import { isOutcome, parseStep, performRecorded } from './recorded';

export async function runInputStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  const action = parseStep(step, entry, ctx);
  if (isOutcome(action)) return action;
  const { width, height } = ctx.device.viewport;
  const outside = pointOutside(action, width, height);
  if (outside) {
    return {
      ok: false,
      result: `The position (${outside.x}, ${outside.y}) is outside the ${width}x${height} viewport.`,
    };
  }
  const wantsBefore =
    action.kind === 'click' || action.kind === 'drag' || action.kind === 'type' || action.kind === 'key';
  const before = wantsBefore ? (await ctx.evidence.screenshot(entry, 'before')).key : NONE;
  return performRecorded(action, entry, ctx, before);
}
