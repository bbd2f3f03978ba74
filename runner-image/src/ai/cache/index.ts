export {
  type ActFlowDeps,
  type ActFlowOutcome,
  type ActTools,
  goneMessage,
  planParts,
  type ResolvedOperation,
  replayOrPlan,
} from './flow';
export { cacheKeyOf, configKeyOf, instructionKeyOf, normaliseInstruction, pageKeyOf } from './key';
export { describeElement, type ElementMatch, findElement } from './match';
