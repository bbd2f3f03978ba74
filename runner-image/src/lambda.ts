/**
 * The runner as the Lambda lane's function: a browser run whose run limit fits Lambda (the state machine's "Runner
 * lane" choice) runs here instead of in a Fargate task, and starts in seconds. The run is the container's
 * (execute-run.ts): the same tenant session, run record, egress guard, deadline, result sink, artifact store, engine.
 *
 * Event (the Lambda-lane state's Parameters): `{ company_id, test_run_id, run_timeout_seconds }`. Environment: the
 * deployment's variables, as the container gets them (main.ts's header), set on the function by lib/aws.
 *
 * What Lambda asks for:
 * - Chromium is `@sparticuz/chromium`, a build for Lambda packed with brotli in the function's asset and unpacked to
 *   `/tmp` once per function instance: started at init, so that Lambda's init phase pays for it, not the run.
 * - The videos' ffmpeg is `@ffmpeg-installer/linux-x64`'s, given to Playwright through a browsers root in `/tmp`
 *   (video-ffmpeg.ts), set before Playwright is loaded.
 * - One run per invocation, one browser per run (launched at the start of the invocation, while the run is read,
 *   and closed at its end). A warm function instance serves the next invocation, maybe another company's: the data
 *   clients are built again with that run's tenant session (`switchDataCredentials`).
 * - The run also ends before the invocation does (`latestDeadline`), leaving time to store results and settle.
 * - Nothing can stop an invocation from outside: a cancelled run ends when its watchdog sees it settled (within
 *   `WATCHDOG_INTERVAL_MS`), as a container's does when its task could not be stopped.
 * - A runner that crashed or had a bad environment fails the invocation (`RunnerFailedError`): the state's Catch fails
 *   the run with its message, as it does for a task that exited non-zero.
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import type { Browser } from 'playwright-core';
import { ENV } from '../../core/config';
import { logger } from '../../core/logger';
import { switchDataCredentials } from '../../lambdas/compose/runner';
import { useFfmpegForVideos } from './engine/video-ffmpeg';
import { type BrowserHolder, executeRun } from './execute-run';

/** Time kept at the end of an invocation, after the run's latest deadline, to store results and settle the run. */
export const LAMBDA_WRAP_UP_MS = 30_000;

/** The Lambda-lane state's event. */
export interface LambdaRunEvent {
  company_id: number;
  test_run_id: number;
  run_timeout_seconds: number;
}

/** What an invocation answers once its run ran (passed or failed: the run is settled). */
export interface LambdaRunResult {
  exit_code: 0;
}

/** The part of Lambda's context the runner reads. */
export interface LambdaRunContext {
  getRemainingTimeInMillis(): number;
}

/** A run that ended without running (exit code 1 or 2 of the container): the state's Catch fails the run. */
export class RunnerFailedError extends Error {
  override name = 'RunnerFailed';
}

/** The ffmpeg this function ships (`@ffmpeg-installer/linux-x64`, copied into the asset as a package). */
export function packagedFfmpegPath(): string {
  const packageJson = createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json');
  return path.join(path.dirname(packageJson), 'ffmpeg');
}

/** The function's Chromium: unpacked to `/tmp` on the first call of an instance (a few seconds), at once later. */
export interface ChromiumBuild {
  executablePath: string;
  args: readonly string[];
}

/** Sets up the binaries at init: Playwright's ffmpeg at once, Chromium's unpacking started. */
function prepare(env: NodeJS.ProcessEnv): Promise<ChromiumBuild> {
  const browsersRoot = env.PLAYWRIGHT_BROWSERS_PATH || path.join(tmpdir(), 'tas-playwright');
  useFfmpegForVideos(packagedFfmpegPath(), browsersRoot, env);
  const build = chromium.executablePath().then((executablePath) => ({ executablePath, args: chromium.args }));
  build.catch(() => undefined); // a failed unpacking fails each run where its browser is awaited
  return build;
}

/** This function instance's Chromium, unpacking since init. */
export const chromiumBuild = prepare(process.env);

/** Loads the engine (Playwright) and launches the function's Chromium behind the egress guard. */
function launch(): Promise<Browser> {
  const browser = Promise.all([import('./engine'), chromiumBuild]).then(([{ launchBrowser }, build]) =>
    launchBrowser(build.executablePath, { args: build.args }),
  );
  browser.catch(() => undefined); // a failed launch fails the run where the engine awaits it
  return browser;
}

/** The Lambda lane's handler: runs the event's run to its end. */
export async function handler(event: LambdaRunEvent, context: LambdaRunContext): Promise<LambdaRunResult> {
  const startedAt = Date.now();
  const ids = { companyId: event.company_id, testRunId: event.test_run_id };
  // The run's variables on top of the deployment's, for this invocation only (the process's stay as they are).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    [ENV.testRunId]: String(event.test_run_id),
    [ENV.companyId]: String(event.company_id),
    [ENV.runTimeoutSeconds]: String(event.run_timeout_seconds),
  };
  const holder: BrowserHolder = { browser: launch() };
  let code: number;
  try {
    code = await executeRun(env, holder, {
      launch,
      useCredentials: switchDataCredentials,
      latestDeadline: startedAt + context.getRemainingTimeInMillis() - LAMBDA_WRAP_UP_MS,
      onStarted: () => logger.info('lambda run ready', { ...ids, sinceInvocationMs: Date.now() - startedAt }),
    });
  } finally {
    const browser = await holder.browser?.catch(() => null);
    await Promise.race([browser?.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).catch(
      () => undefined,
    );
  }
  if (code !== 0) throw new RunnerFailedError(`The runner exited with code ${code} during the run`);
  return { exit_code: 0 };
}
