/**
 * `trigger_run` steps: a run of another test, awaited; the step passes when that run passes. A test already in the
 * chain of triggers that led here is not started again (it would loop).
 */
import type { SnapshotStep } from '../../contract';
import { bounded } from '../bounds';
import { type Entry, NONE, type Outcome } from '../entry';
import type { StepContext } from './context';

export async function runTriggerStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  const { input } = ctx;
  const targetId = step.trigger_run_config?.test_blueprint_id;
  if (!targetId) return { ok: false, result: 'The trigger_run step names no test to run.' };
  const chain = input.chain.length > 0 ? input.chain : [input.snapshot.id];
  if (chain.includes(targetId)) {
    return {
      ok: false,
      result: `Not started: test ${targetId} is already in the trigger chain (${[...chain, targetId].join(' -> ')}), so running it would loop.`,
    };
  }
  const sub = await bounded(input.subRuns.run(targetId, [...chain]), 2 ** 31 - 1, 'The sub-run', ctx.signal);
  const runLabel = sub.testRunId ? `run ${sub.testRunId} of test ${targetId}` : `test ${targetId}`;
  const summary = `The sub-run (${runLabel}) ${sub.status}${sub.reason ? `: ${sub.reason}` : '.'}`;
  ctx.evidence.addAction(entry, summary, 'trigger_run', NONE, (await ctx.evidence.screenshot(entry, 'after')).key);
  return { ok: sub.status === 'passed', result: summary };
}
