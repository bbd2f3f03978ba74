/**
 * The rules planner as planner tests ask it: a step planned on a hand-built observation, a claim's verdict, and what
 * a plan does. No browser.
 */
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { probeOf } from './observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };

/** The plan of `step` on `observation`. */
export const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);

/** The verdict of `claim` on `observation`: true or false, null when the planner does not understand it. */
export async function passes(observation: Observation, claim: string): Promise<boolean | null> {
  const verdict = await planner.assert(claim, observation, ctx, probeOf(observation));
  return 'pass' in verdict ? verdict.pass : null;
}

/** A plan's operations (none for a step not planned). */
export const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

/** The refs (else the kinds) of what `step` acts on; null when it is not planned. */
export async function refs(observation: Observation, step: string): Promise<string[] | null> {
  const plan = await act(observation, step);
  return 'unsupported' in plan ? null : operations(plan).map((o) => ('ref' in o && o.ref ? o.ref : o.op));
}
