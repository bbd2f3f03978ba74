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
 * Exit code: 0 when the test ran (passed or failed: the run is settled), 1 when the runner crashed (the run is
 * marked failed here when possible, and by the state machine's Catch otherwise), 2 on a bad environment.
 */
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { config, ENV, readLocalConfig } from '../../core/config';
import { DEFAULT_RUN_TIMEOUT_SECONDS, runnerDeadline } from '../../core/defaults';
import { logger } from '../../core/logger';
import { createDynamoActionCache, registerRunStarter, runtime, useDataCredentials } from '../../lambdas/compose/runner';
import { fakeAppPath } from '../../lib/local/appium';
import { findChromium } from '../../lib/local/browser-paths';
import type { LocalWorkflow } from '../../lib/local/workflow';
import { createAiAgent } from './ai/agent';
import { configKeyOf } from './ai/cache/key';
import { plannerFromConfig } from './ai/providers/select';
import { ownTaskArn } from './aws/task-metadata';
import { tenantCredentialsFromEnv } from './aws/tenant-credentials';
import { type RunInput, type RunOutcome, runnerDoneLine, STANDBY_READY_MESSAGE } from './contract';
import { defaultEgressGuard } from './engine/egress/guard';
import { EgressConfigError } from './engine/egress/policy';
import { createArtifactStore } from './ports/artifact-store';
import { createResultSink } from './ports/result-sink';
import { createSubRunTrigger } from './ports/sub-run-trigger';

/** After SIGTERM, how long the engine gets to stop on its own before the run is failed and the process exits. */
const SIGTERM_GRACE_MS = 5_000;
/** How often the runner checks that its run is still `running`. */
const WATCHDOG_INTERVAL_MS = 5_000;

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The run's deadline: `TAS_RUN_DEADLINE`, else start + run limit (minus the margin to settle in). */
function runDeadline(env: NodeJS.ProcessEnv, startedAt: number): number {
  return (
    positiveInt(env[ENV.runDeadline]) ??
    runnerDeadline(startedAt, positiveInt(env[ENV.runTimeoutSeconds]) ?? DEFAULT_RUN_TIMEOUT_SECONDS)
  );
}

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

/**
 * The runner's browser: launching, launched, or failed to launch (the run fails with the reason); undefined until a
 * browser run needs it in an image without a browser.
 */
interface BrowserHolder {
  browser?: Promise<Browser>;
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

/** The runner's own CPU counted up to the end of its last run (each run's log line reports its share since). */
let cpuMark: NodeJS.CpuUsage | undefined;

async function runAssigned(holder: BrowserHolder): Promise<number> {
  const env = process.env;
  const runId = positiveInt(env[ENV.testRunId]);
  const companyId = positiveInt(env[ENV.companyId]);
  if (!runId || !companyId) {
    logger.error('runner started without a run', { testRunId: env[ENV.testRunId], companyId: env[ENV.companyId] });
    return 2;
  }
  // On AWS, every data client works as the tenant role for this company: assumed now, before the first read, so a
  // runner that cannot get its company's session stops here (the state machine fails the run).
  const tenant = tenantCredentialsFromEnv(env, { companyId, testRunId: runId });
  if (tenant) {
    useDataCredentials(tenant);
    try {
      await tenant();
    } catch (error) {
      logger.error('tenant role not assumed', { companyId, testRunId: runId, error: String(error) });
      return 1;
    }
  }
  let localWorkflow: Promise<LocalWorkflow> | undefined;
  if (env[ENV.localMode] === '1' && !env[ENV.stateMachineArn]) {
    // Sub-runs of a local runner go through the same local executor, inside this process (loaded on first use).
    registerRunStarter({
      async start(name, input) {
        localWorkflow ??= (async () => {
          await import('../../lib/local/polyfills');
          const { createLocalWorkflow } = await import('../../lib/local/workflow');
          return createLocalWorkflow({ log: (line) => logger.info(line, { testRunId: runId }), standbyRunners: 0 });
        })();
        await (await localWorkflow).start(name, input);
      },
    });
  }

  const rt = runtime();
  const runs = rt.runs;
  const run = await runs.loadRun(companyId, runId);
  if (!run) {
    logger.error('test run not found', { companyId, testRunId: runId });
    return 2;
  }
  if (run.status !== 'running') {
    logger.warn('test run already settled; nothing to do', { companyId, testRunId: runId, status: run.status });
    return 0;
  }
  // On AWS, the task this runner runs in goes on its run, so that cancelling the run stops the task at once.
  try {
    const taskArn = await ownTaskArn(env);
    if (taskArn) await runs.recordRunnerTask(companyId, runId, taskArn);
  } catch (error) {
    if ((error as Error).name === 'RunSettledError') {
      logger.warn('test run settled while starting; nothing to do', { companyId, testRunId: runId });
      return 0;
    }
    // Best effort: a run cancelled without it is still seen settled by the watchdog below, within seconds.
    logger.warn('runner task not recorded', { companyId, testRunId: runId, error: String(error) });
  }
  try {
    defaultEgressGuard(); // the browser and `api` steps share it: a bad TAS_EGRESS_DENY/ALLOW fails the run at once
  } catch (error) {
    if (!(error instanceof EgressConfigError)) throw error;
    logger.error('bad egress configuration', { companyId, testRunId: runId, error: error.message });
    await runs.failRun(companyId, runId, `The runner's egress configuration is invalid: ${error.message}`);
    return 2;
  }

  // The run limit counts the test's own time: from here, its browser launched (start-up has its own allowance, so a
  // busy machine or a slow start does not eat into it). A launch that failed fails the run below, as before.
  if (run.blueprint_metadata.device_type === 'browser') await holder.browser?.catch(() => undefined);
  const deadline = runDeadline(env, Date.now());

  const stop = new AbortController();
  let terminated = false;
  const onSigterm = () => {
    if (terminated) return;
    terminated = true;
    terminating = true;
    logger.warn('SIGTERM: stopping the run', { companyId, testRunId: runId });
    stop.abort();
    // Sub-runs this runner started locally go down with it.
    void localWorkflow?.then((w) => w.stop()).catch(() => undefined);
    // The engine stops at its next await; if it does not within the grace, fail the run and leave.
    setTimeout(() => {
      void runs
        .failRun(companyId, runId, 'The runner was stopped before the run finished.')
        .catch(() => false)
        .finally(() => process.exit(1));
    }, SIGTERM_GRACE_MS).unref();
  };
  process.on('SIGTERM', onSigterm);
  process.on('SIGINT', onSigterm);

  const sink = createResultSink(runs, companyId, runId, {
    onSettled: () => {
      logger.warn('the run settled elsewhere; stopping', { companyId, testRunId: runId });
      stop.abort();
    },
    log: (event) => logger.warn(String(event.message), event),
  });
  const artifacts = createArtifactStore((key, body, type) => rt.objects.put(key, body, type), companyId, runId);
  const subRuns = createSubRunTrigger(runs, companyId, { deadline, signal: stop.signal, overrides: run.overrides });

  // A run settled elsewhere (run limit, service stopped) is not worth finishing: look now and then, and stop.
  const watchdog = setInterval(() => {
    void runs
      .runStatus(companyId, runId)
      .then((current) => {
        if (current && current.status !== 'running' && !stop.signal.aborted) {
          logger.warn('the run settled elsewhere; stopping', { companyId, testRunId: runId, status: current.status });
          stop.abort();
        }
      })
      .catch(() => undefined);
  }, WATCHDOG_INTERVAL_MS);
  watchdog.unref();

  logger.info('run started', { companyId, testRunId: runId, deadline: new Date(deadline).toISOString() });
  try {
    const snapshot = run.blueprint_metadata;
    const input: RunInput = {
      companyId,
      testRunId: runId,
      snapshot,
      chain: [...run.chain, run.test_blueprint_id],
      sink,
      artifacts,
      subRuns,
      deadline,
      signal: stop.signal,
      loginCredentials: (blueprintId) => rt.blueprints.loginCredentials(companyId, blueprintId),
    };
    const engineLog = (event: Record<string, unknown>) =>
      logger.warn('engine', { companyId, testRunId: runId, ...event });
    const aiLog = (event: Record<string, unknown>) => logger.info('ai', { companyId, testRunId: runId, ...event });
    let outcome: RunOutcome;
    if (snapshot.device_type === 'browser') {
      const { runTest } = await import('./engine');
      holder.browser ??= launch();
      // AI steps: the configured planner, and the company's action cache (learned plans, committed after the run).
      const cache = createDynamoActionCache(rt.ddb, config().tableName, companyId);
      const agent = createAiAgent({
        planner: await plannerFromConfig(env),
        cache,
        configKey: configKeyOf(snapshot),
        log: aiLog,
      });
      outcome = await runTest(input, { browser: holder.browser, agent, log: engineLog });
      // Before the run settles, so that a run triggered once this one is done already replays what it learned.
      await cache
        .commit({ passed: outcome.status === 'passed', persistSelfHealed: snapshot.persist_self_healed })
        .catch((error: unknown) =>
          logger.warn('action cache not stored', { companyId, testRunId: runId, error: String(error) }),
        );
    } else {
      // The same engine on a phone: the provider's device per attempt, and the device agent with the same planner.
      const { MobileRunError, prepareMobileRun } = await import('./mobile/run');
      let mobile: Awaited<ReturnType<typeof prepareMobileRun>>;
      try {
        mobile = await prepareMobileRun(snapshot, runId, {
          env,
          presignGet: (key, seconds) => rt.objects.presignGet(key, seconds),
          planner: await plannerFromConfig(env),
          // Locally the device server runs Appium's fake driver, which plays the project's app models.
          ...(env[ENV.localMode] === '1' && { fakeApps: localFakeApps() }),
          log: aiLog,
        });
      } catch (error) {
        if (!(error instanceof MobileRunError)) throw error;
        logger.warn('mobile run not started', { companyId, testRunId: runId, reason: error.message });
        await runs.failRun(companyId, runId, error.message);
        return 0;
      }
      // The attempt loop alone: the engine's index would load Playwright, which a mobile image does not need.
      const { runOnDevice } = await import('./engine/attempts');
      outcome = await runOnDevice(input, mobile.createDevice, { agent: mobile.agent, log: engineLog });
    }
    await sink.flush(outcome);
    const settled = await runs.completeRun(companyId, run, outcome);
    const cpu = process.cpuUsage(cpuMark);
    cpuMark = process.cpuUsage();
    logger.info('run finished', {
      companyId,
      testRunId: runId,
      status: outcome.status,
      settled,
      // The runner process alone, since its previous run ended (Chromium and ffmpeg are its children, not counted here).
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    });
    // Local sub-runs settle their groups after their own runner exits: let those executions finish first.
    if (localWorkflow) {
      const workflow = await localWorkflow;
      await Promise.race([workflow.idle(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    }
    return 0;
  } catch (error) {
    logger.error('runner crashed', { companyId, testRunId: runId, error: (error as Error).stack ?? String(error) });
    await runs
      .failRun(companyId, runId, `The runner crashed: ${(error as Error).message}`)
      .catch((e: unknown) => logger.error('could not mark the run failed', { error: String(e) }));
    return 1;
  } finally {
    clearInterval(watchdog);
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
