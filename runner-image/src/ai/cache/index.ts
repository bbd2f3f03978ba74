export {
  type ActFlowDeps,
  type ActFlowOutcome,
  type ActTools,
  goneMessage,
  MAX_REPLANS,
  performPart,
  planAndPerform,
  planParts,
  type ResolvedOperation,
  replayOrPlan,
  TargetReplaced,
} from './flow';
export { cacheKeyOf, configKeyOf, instructionKeyOf, normaliseInstruction, pageKeyOf } from './key';
export { describeElement, type ElementMatch, findElement } from './match';
export { type ElementMatching, pageElements, targetGone } from './page-elements';
