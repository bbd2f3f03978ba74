/**
 * The runner engine: `runTest` executes a run snapshot in a browser; `runOnDevice` runs one on any `Device`; `Agent`
 * is the seam for act/assert steps.
 */
export type { Agent, AgentAction, AgentContext, AgentOutcome, IngestedDownload } from './agent';
export { NO_AGENT_RESULT } from './agent';
export { type AttemptLoopOptions, runOnDevice } from './attempts';
export type {
  AttemptSession,
  AttemptVerdict,
  Device,
  DevicePlatform,
  DeviceRun,
  DownloadedFile,
  Screenshot,
  Size,
} from './device';
export { PlaywrightDevice, type PlaywrightDeviceOptions } from './playwright-device';
export { type EngineOptions, launchBrowser, runTest } from './run-test';
