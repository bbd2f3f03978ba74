/** The runner engine: `runTest` executes a run snapshot; `Agent` is the seam for act/assert steps. */
export type { Agent, AgentAction, AgentContext, AgentOutcome, IngestedDownload } from './agent';
export { NO_AGENT_RESULT } from './agent';
export { type EngineOptions, launchBrowser, runTest } from './run-test';
