/**
 * The `rules` planner: offline and deterministic. It understands common English imperatives and checks (see act.ts
 * and assert.ts) and grounds names tolerantly (ground.ts); anything else fails the step with a reason that suggests
 * configuring a model. It never guesses: an ambiguous element fails too.
 */
import type { Planner } from '../contract';
import { planAct } from './act';
import { planAssert } from './assert';

export { MODEL_HINT } from './act';

export function createRulesPlanner(): Planner {
  return {
    name: 'rules',
    act: async (instruction, observation) => planAct(instruction, observation),
    assert: (instruction, observation, _ctx, probe) => planAssert(instruction, observation, probe),
  };
}
