/** AI steps: the agent behind `act`/`assert`, the offline rules planner, page observation and login modules. */
export { type AiAgentOptions, createAiAgent } from './agent';
export { type LoginContext, type LoginCredentials, performLogin } from './login';
export { MASK, MAX_SNAPSHOT_CHARS, maskSecrets, type ObservedPage, type ObserveOptions, observe } from './observe';
export { createPageProbe } from './probe';
export { createRulesPlanner, MODEL_HINT } from './rules';
