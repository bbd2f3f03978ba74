/**
 * `act` and `assert` steps: the agent works on the device's `agentSurface()`; the step records the agent's actions
 * with the screenshots it took.
 *
 * Captures are not repeated: the step's "before" screenshot serves as the agent's first "before" when the agent asks
 * for it at once (a replayed or quickly planned action: nothing reached the screen in between), and the step's own
 * "after" is taken only when the agent recorded no action or an action lacks one.
 */
import type { SnapshotStep } from '../../contract';
import { type AgentContext, NO_AGENT_RESULT } from '../agent';
import { bounded } from '../bounds';
import type { Entry, Outcome } from '../entry';
import { BEFORE_REUSE_MS, type Shot } from '../evidence';
import { substitute } from '../variables';
import type { StepContext } from './context';

/** Upper bound of one AI step. */
export const AI_STEP_TIMEOUT_MS = 10 * 60_000;

export async function runAiStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  const { agent, device, evidence } = ctx;
  if (!agent) return { ok: false, result: NO_AGENT_RESULT };
  const surface = device.agentSurface();
  const instruction = substitute(step.action, ctx.values, entry.unknown);
  const before = await evidence.screenshot(entry, 'before');
  const beforeAt = Date.now();
  let agentShots = 0;
  const agentCtx: AgentContext = {
    step,
    instruction,
    variables: ctx.values,
    downloads: ctx.downloads(),
    viewport: device.viewport,
    signal: ctx.signal,
    nextIsCheck: ctx.beforeACheck?.has(step) ?? false,
    screenshot: async (label) => {
      const first = agentShots++ === 0;
      const shot: Shot =
        first && label === 'before' && Date.now() - beforeAt <= BEFORE_REUSE_MS
          ? before
          : await evidence.screenshot(entry, label.replace(/[^\w-]/g, '_'));
      return shot.key;
    },
  };
  evidence.inputSent();
  const run =
    step.type === 'act' ? agent.act(surface, instruction, agentCtx) : agent.assert(surface, instruction, agentCtx);
  const outcome = await bounded(run, AI_STEP_TIMEOUT_MS, `The ${step.type} step`, ctx.signal);
  const needsAfter = outcome.actions.length === 0 || outcome.actions.some((a) => a.screenshotKey === undefined);
  const beforeKey = await before.key;
  const afterKey = needsAfter ? await (await evidence.screenshot(entry, 'after')).key : null;
  if (outcome.actions.length === 0) {
    evidence.addAction(
      entry,
      outcome.reason,
      step.type === 'act' ? 'act' : 'assert',
      Promise.resolve(beforeKey),
      Promise.resolve(afterKey),
    );
  }
  for (const [i, action] of outcome.actions.entries()) {
    evidence.addAction(
      entry,
      action.description,
      action.type,
      Promise.resolve(action.screenshotKeyBefore ?? (i === 0 ? beforeKey : null)),
      Promise.resolve(action.screenshotKey ?? afterKey),
    );
  }
  return {
    ok: outcome.success,
    result: outcome.reason,
    ...(outcome.cache ? { cache: outcome.cache } : {}),
    ...(outcome.planner ? { planner: outcome.planner } : {}),
  };
}
