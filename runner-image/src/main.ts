/**
 * The runner's entry point: the ECS Fargate container's command on AWS, and the child process the local executor
 * spawns (`node --import tsx runner-image/src/main.ts`), with the same environment contract:
 *
 * - `TAS_TEST_RUN_ID`, `TAS_COMPANY_ID`: the run to execute.
 * - `TAS_RUN_DEADLINE` (epoch ms) or `TAS_RUN_TIMEOUT_SECONDS` (the run limit, counted from when the runner is ready,
 *   its browser launched): when the run stops and fails.
 * - `TAS_TABLE_NAME`, `TAS_BUCKET_NAME`, `AWS_REGION` (+ the local stack's endpoints, `TAS_LOCAL`), and
 *   `TAS_STATE_MACHINE_ARN` on AWS (for `trigger_run` sub-runs).
 * - `TAS_TENANT_ROLE_ARN` on AWS: the role assumed at start with the run's company as the session tag; the table,
 *   bucket and key clients use its session, which reaches that company's data only (docs/security.md).
 * - `TAS_EGRESS_DENY`, `TAS_EGRESS_ALLOW`: what the run's browser and `api` steps may not reach, on top of link-local
 *   addresses (and loopback on AWS); a bad entry fails the run (docs/security.md).
 * - Locally, `TAS_RUNNER_STANDBY=1`: the runner is started before its run is known. It loads the engine and launches
 *   the browser, then reads the run's variables above as one JSON line on stdin and goes on as if started with them;
 *   after the run it writes a done line (core/contract.ts) and waits for the next line, up to `TAS_RUNNER_MAX_RUNS`
 *   runs (end of input: it is not needed any more, and exits 0).
 *
 * - `ECS_CONTAINER_METADATA_URI_V4` (set by ECS): the runner records its task's ARN on its run at start, so that
 *   cancelling the run stops the task (unset locally: nothing is recorded).
 * - `TAS_RUNNER_LANE=mobile`: set by the mobile image (the `mobile` target of runner-image/Dockerfile), which has no browser: the
 *   browser engine (Playwright) is loaded only if the run turns out to be a browser run, and a mobile run never loads
 *   it. Unset (the browser image, local runners), both lanes are ready from the start.
 *
 * The browser is launched as soon as the engine is loaded, while the run is read, and closed after the run settled.
 *
 * The run itself is execute-run.ts, which the Lambda lane's function (lambda.ts) shares.
 *
 * Exit code: 0 when the test ran (passed or failed: the run is settled), 1 when the runner crashed (the run is
 * marked failed here when possible, and by the state machine's Catch otherwise), 2 on a bad environment.
 */
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { ENV, readLocalConfig } from '../../core/config';
import { logger } from '../../core/logger';
import { registerRunStarter, runtime, useDataCredentials } from '../../lambdas/compose/runner';
import { fakeAppPath } from '../../lib/local/appium';
import { findChromium } from '../../lib/local/browser-paths';
import type { LocalWorkflow } from '../../lib/local/workflow';
import { ownTaskArn } from './aws/task-metadata';
import { runnerDoneLine, STANDBY_READY_MESSAGE } from './contract';
import { type BrowserHolder, executeRun, type LocalSubRuns, type RunHost } from './execute-run';

/** After SIGTERM, how long the engine gets to stop on its own before the run is failed and the process exits. */
const SIGTERM_GRACE_MS = 5_000;

/** The run variables a standby runner may be given (anything else in the line is ignored). */
const ASSIGNABLE = [ENV.testRunId, ENV.companyId, ENV.runTimeoutSeconds, ENV.runDeadline] as const;

/**
 * A standby runner's assignments: each line on stdin is one run's variables; null at end of input (it is not needed
 * any more, and exits).
 */
function assignments(): () => Promise<Record<string, string> | null> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  return async () => {
    for (;;) {
      const next = await lines.next();
      if (next.done) return null;
      const line = next.value.trim();
      if (!line) continue;
      const parsed = JSON.parse(line) as Record<string, unknown>;
      return Object.fromEntries(
        ASSIGNABLE.filter((name) => typeof parsed[name] === 'string').map((name) => [name, parsed[name] as string]),
      );
    }
  };
}

/** Loads the browser engine (Playwright is the heaviest import) and launches the browser. */
function launch(): Promise<Browser> {
  const browser = import('./engine').then(({ launchBrowser }) => launchBrowser(findChromium()));
  browser.catch(() => undefined); // a failed launch fails the run where the engine awaits it
  return browser;
}

/** The project's fake-driver apps, from the project root the local executor names (a bundled runner has no other). */
function localFakeApps(): Record<'android' | 'ios', string> {
  const root = readLocalConfig().projectRoot;
  return { android: fakeAppPath('android', root), ios: fakeAppPath('ios', root) };
}

async function main(): Promise<number> {
  // Playwright is the heaviest import: load it, and launch the browser, while the run is read from the table (unless
  // the image has no browser).
  const holder: BrowserHolder = { browser: process.env[ENV.runnerLane] === 'mobile' ? undefined : launch() };
  try {
    return process.env[ENV.runnerStandby] === '1' ? await serveStandby(holder) : await runAssigned(holder);
  } finally {
    const launched = await holder.browser?.catch(() => null);
    await Promise.race([launched?.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).catch(
      () => undefined,
    );
  }
}

/** Set by SIGTERM/SIGINT: the process stops after the run it is in, whatever else it was asked to do. */
let terminating = false;

/**
 * Locally, on standby: ready (engine loaded, browser launched) before its run is known, then one run per line on
 * stdin, each followed by a done line (`runnerDoneLine`). Between runs it keeps its engine and its browser (each run
 * still gets browser contexts of its own) and writes the ready line again; it exits after `TAS_RUNNER_MAX_RUNS` runs,
 * a failed one, a lost browser, a stray error or a stop signal, and at end of input.
 */
async function serveStandby(holder: BrowserHolder): Promise<number> {
  const env = process.env;
  delete env[ENV.runnerStandby];
  const maxRuns = readLocalConfig().runnerMaxRuns;
  const next = assignments();
  // An error nothing awaited (a run's stray promise) must not end a later run: it is logged, and this process retires.
  let stray = false;
  process.on('unhandledRejection', (reason) => {
    stray = true;
    logger.error('unhandled rejection; the runner exits after this run', { error: String(reason) });
  });
  runtime(); // clients ready before the run is known
  for (let served = 0; ; ) {
    await holder.browser?.catch(() => undefined);
    // The phone device's modules (WebdriverIO) are not loaded here: most runs are browser runs, and a mobile run's
    // device session takes seconds where the import takes a fifth of one.
    // Written whatever the log level: the local executor waits for this line.
    process.stdout.write(
      `${JSON.stringify({ level: 'info', time: new Date().toISOString(), message: STANDBY_READY_MESSAGE })}\n`,
    );
    const assignment = await next();
    if (!assignment) return 0;
    for (const name of ASSIGNABLE) delete env[name];
    Object.assign(env, assignment);
    // A browser that went away while waiting (crashed, killed) is replaced before the run starts.
    const waited = await holder.browser?.catch(() => null);
    if (holder.browser && !waited?.isConnected()) {
      logger.warn('the standby browser is gone; launching another', { testRunId: env[ENV.testRunId] });
      holder.browser = launch();
    }
    const code = await runAssigned(holder);
    served += 1;
    const browser = await holder.browser?.catch(() => null);
    // The engine closes its contexts; one left open by a fault does not reach the next run.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
    const reusable =
      code === 0 && served < maxRuns && !stray && !terminating && (!holder.browser || browser?.isConnected() === true);
    process.stdout.write(runnerDoneLine(code, reusable));
    if (!reusable) return code;
  }
}

/** Local sub-runs: through the same local executor, inside this process (loaded on first use). */
function localSubRuns(testRunId: number): LocalSubRuns {
  let localWorkflow: Promise<LocalWorkflow> | undefined;
  registerRunStarter({
    async start(name, input) {
      localWorkflow ??= (async () => {
        await import('../../lib/local/polyfills');
        const { createLocalWorkflow } = await import('../../lib/local/workflow');
        return createLocalWorkflow({ log: (line) => logger.info(line, { testRunId }), standbyRunners: 0 });
      })();
      await (await localWorkflow).start(name, input);
    },
  });
  return {
    stop() {
      void localWorkflow?.then((w) => w.stop()).catch(() => undefined);
    },
    async drain() {
      if (!localWorkflow) return;
      const workflow = await localWorkflow;
      await Promise.race([workflow.idle(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    },
  };
}

/**
 * The run of this process's variables (executeRun). SIGTERM or SIGINT stops it: the engine stops at its next await,
 * and if it has not within the grace the run is failed and the process exits.
 */
async function runAssigned(holder: BrowserHolder): Promise<number> {
  const env = process.env;
  const local = env[ENV.localMode] === '1';
  const stop = new AbortController();
  let terminated = false;
  const onSigterm = () => {
    if (terminated) return;
    terminated = true;
    terminating = true;
    const companyId = Number(env[ENV.companyId]);
    const testRunId = Number(env[ENV.testRunId]);
    logger.warn('SIGTERM: stopping the run', { companyId, testRunId });
    stop.abort();
    setTimeout(() => {
      void runtime()
        .runs.failRun(companyId, testRunId, 'The runner was stopped before the run finished.')
        .catch(() => false)
        .finally(() => process.exit(1));
    }, SIGTERM_GRACE_MS).unref();
  };
  process.on('SIGTERM', onSigterm);
  process.on('SIGINT', onSigterm);
  const host: RunHost = {
    launch,
    useCredentials: useDataCredentials,
    runnerTask: () => ownTaskArn(env),
    signal: stop.signal,
    ...(local && !env[ENV.stateMachineArn] && { localSubRuns }),
    ...(local && { fakeApps: localFakeApps }),
  };
  try {
    return await executeRun(env, holder, host);
  } finally {
    process.off('SIGTERM', onSigterm);
    process.off('SIGINT', onSigterm);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    logger.error('runner failed to start', { error: (error as Error).stack ?? String(error) });
    process.exit(1);
  },
);
