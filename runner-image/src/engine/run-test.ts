/**
 * The runner engine for browser tests: a run snapshot executed in Chromium (playwright-device.ts) by the attempt loop
 * (attempts.ts), which reports each step through the sink as it finishes. Never leaves a Chromium of its own running.
 *
 * Artifacts: screenshots, api response bodies and one video per attempt (evidence.ts); `downloads/<name>`:
 * downloaded files (downloads.ts).
 */
import type { Page } from 'playwright-core';
import type { RunInput, RunOutcome } from '../contract';
import type { Agent } from './agent';
import { runOnDevice } from './attempts';
import { PlaywrightDevice, type PlaywrightDeviceOptions } from './playwright-device';

export { NOT_RUN_RESULT, NOT_RUN_STOPPED_RESULT } from './entry';
export { BEFORE_REUSE_MS } from './evidence';
export {
  CHROMIUM_ARGS,
  DEFAULT_TYPING_SPEED_MS,
  launchBrowser,
  MIN_VIDEO_WIDTH,
  videoSize,
} from './playwright-device';

export interface EngineOptions extends PlaywrightDeviceOptions {
  /** Executes `act`/`assert`; without one those steps fail with `NO_AGENT_RESULT`. */
  agent?: Agent<Page>;
  /** Structured log sink for problems that do not fail a step (a screenshot that could not be stored...). */
  log?: (event: Record<string, unknown>) => void;
}

/**
 * Runs a snapshot in Chromium: every attempt, every step, with results, screenshots and video. Never leaves a
 * Chromium of its own running.
 */
export function runTest(input: RunInput, options: EngineOptions = {}): Promise<RunOutcome> {
  const { agent, log, ...device } = options;
  return runOnDevice(input, (run) => new PlaywrightDevice(input.snapshot, run, device), {
    ...(agent ? { agent } : {}),
    ...(log ? { log } : {}),
    ...(options.actionTimeoutMs !== undefined ? { actionTimeoutMs: options.actionTimeoutMs } : {}),
  });
}
