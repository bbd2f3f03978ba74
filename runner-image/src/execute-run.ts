/**
 * One run, from its ids to its settlement: what the runner's two entry points share. `main.ts` is the ECS Fargate
 * container's command and the local executor's child process (one run per process, or several on standby);
 * `lambda.ts` is the Lambda lane's function (one run per invocation, several invocations per warm function). Both
 * run the same code here: the tenant session, the run's record, the egress guard, the deadline, the result sink,
 * the artifact store, the sub-run trigger, the watchdog and the engine (browser or device).
 *
 * What differs is given by the entry point (`RunHost`): how the browser is launched (which Chromium, which flags),
 * how the tenant session becomes the data clients' credentials, where the runner runs (the ECS task, recorded on the
 * run for cancelling), local sub-runs, and the latest moment the run may end (a Lambda invocation's own limit).
 *
 * Exit codes: 0 when the test ran (passed or failed: the run is settled), 1 when the runner crashed (the run is marked
 * failed here when possible, and by the state machine's Catch otherwise), 2 on a bad environment.
 */
import type { Browser } from 'playwright-core';
import { config, ENV } from '../../core/config';
import { DEFAULT_RUN_TIMEOUT_SECONDS, runnerDeadline, runTaskTimeoutSeconds } from '../../core/defaults';
import { logger } from '../../core/logger';
import { createDynamoActionCache, runtime } from '../../lambdas/compose/runner';
import { createAiAgent } from './ai/agent';
import { configKeyOf } from './ai/cache/key';
import { plannerFromConfig } from './ai/providers/select';
import { type TemporaryCredentialsProvider, tenantCredentialsFromEnv } from './aws/tenant-credentials';
import type { RunInput, RunOutcome } from './contract';
import { defaultEgressGuard } from './engine/egress/guard';
import { EgressConfigError } from './engine/egress/policy';
import { createArtifactStore } from './ports/artifact-store';
import { createResultSink } from './ports/result-sink';
import { createSubRunTrigger } from './ports/sub-run-trigger';

/** How often the runner checks that its run is still `running`. */
export const WATCHDOG_INTERVAL_MS = 5_000;

/**
 * The runner's browser: launching, launched, or failed to launch (the run fails with the reason); undefined until a
 * browser run needs it where none is launched ahead (the mobile image).
 */
export interface BrowserHolder {
  browser?: Promise<Browser>;
}

/** Sub-runs a local runner starts through a local executor of its own (main.ts); none elsewhere. */
export interface LocalSubRuns {
  /** The run is stopped: its sub-runs go down with it. */
  stop(): void;
  /** The run settled: lets the sub-runs' executions finish (they settle their groups after their runners exit). */
  drain(): Promise<void>;
}

/** What an entry point gives the run. */
export interface RunHost {
  /** Launches the browser (loading the engine); used when a browser run finds none launched. */
  launch(): Promise<Browser>;
  /** Makes the data clients use the run's tenant session (on AWS, before the first data call). */
  useCredentials(provider: TemporaryCredentialsProvider): void;
  /** Where this runner runs, recorded on the run so that cancelling it stops the runner (the ECS task's ARN). */
  runnerTask?(): Promise<string | undefined>;
  /** Local runners: sub-runs through an executor of their own, prepared before the run starts. */
  localSubRuns?(testRunId: number): LocalSubRuns;
  /** Mobile runs on the local stack: the project's fake-driver apps. */
  fakeApps?(): Record<'android' | 'ios', string>;
  /** Stops the run from outside (a stop signal): the engine stops at its next await. */
  signal?: AbortSignal;
  /** Epoch ms by which the run must have ended whatever its limit (a Lambda invocation's own end, less a margin). */
  latestDeadline?: number;
  /** Told when the run starts (its limit counted from here, its browser launched), for timings. */
  onStarted?(): void;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The run's deadline: `TAS_RUN_DEADLINE`, else start + run limit (minus the margin to settle in). Without
 * `TAS_RUN_DEADLINE`, never later than the end of the task that runs it (the run limit and the start-up allowance,
 * counted from `takenAt`, when the runner was handed the run, less the same margin): a start slowed by a busy machine
 * still ends the run on its own time limit, reported as such, before the task is stopped from outside.
 */
export function runDeadline(env: NodeJS.ProcessEnv, startedAt: number, takenAt = startedAt): number {
  const given = positiveInt(env[ENV.runDeadline]);
  if (given) return given;
  const limit = positiveInt(env[ENV.runTimeoutSeconds]) ?? DEFAULT_RUN_TIMEOUT_SECONDS;
  return Math.min(runnerDeadline(startedAt, limit), runnerDeadline(takenAt, runTaskTimeoutSeconds(limit)));
}

/** The runner's own CPU counted up to the end of its last run (each run's log line reports its share since). */
let cpuMark: NodeJS.CpuUsage | undefined;

/**
 * Runs the run named by `env` (`TAS_TEST_RUN_ID`, `TAS_COMPANY_ID`, `TAS_RUN_TIMEOUT_SECONDS` or `TAS_RUN_DEADLINE`,
 * and the deployment's variables: main.ts's header lists them) and resolves to the exit code.
 */
export async function executeRun(env: NodeJS.ProcessEnv, holder: BrowserHolder, host: RunHost): Promise<number> {
  const takenAt = Date.now();
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
    host.useCredentials(tenant);
    try {
      await tenant();
    } catch (error) {
      logger.error('tenant role not assumed', { companyId, testRunId: runId, error: String(error) });
      return 1;
    }
  }
  const subRunsHere = host.localSubRuns?.(runId);

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
    const taskArn = await host.runnerTask?.();
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
  const deadline = Math.min(runDeadline(env, Date.now(), takenAt), host.latestDeadline ?? Number.POSITIVE_INFINITY);
  host.onStarted?.();

  const stop = new AbortController();
  const onStop = () => {
    stop.abort();
    subRunsHere?.stop();
  };
  if (host.signal?.aborted) onStop();
  host.signal?.addEventListener('abort', onStop, { once: true });

  const sink = createResultSink(runs, companyId, runId, {
    onSettled: () => {
      logger.warn('the run settled elsewhere; stopping', { companyId, testRunId: runId });
      stop.abort();
    },
    log: (event) => logger.warn(String(event.message), event),
  });
  const artifacts = createArtifactStore((key, body, type) => rt.objects.put(key, body, type), companyId, runId);
  const subRuns = createSubRunTrigger(runs, companyId, { deadline, signal: stop.signal, overrides: run.overrides });

  // A run settled elsewhere (run limit, cancelled, service stopped) is not worth finishing: look now and then, and
  // stop. On the Lambda lane, where no task can be stopped from outside, this is how a cancelled run ends.
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
    // AI steps: the configured planner, and the company's action cache (learned plans, committed after the run).
    const cache = createDynamoActionCache(rt.ddb, config().tableName, companyId);
    if (snapshot.device_type === 'browser') {
      const { runTest } = await import('./engine');
      holder.browser ??= host.launch();
      const agent = createAiAgent({
        planner: await plannerFromConfig(env),
        cache,
        configKey: configKeyOf(snapshot),
        log: aiLog,
      });
      outcome = await runTest(input, { browser: holder.browser, agent, log: engineLog });
    } else {
      // The same engine on a phone: the provider's device per attempt, and the device agent with the same planner.
      const { MobileRunError, prepareMobileRun } = await import('./mobile/run');
      let mobile: Awaited<ReturnType<typeof prepareMobileRun>>;
      try {
        const fakeApps = host.fakeApps?.();
        mobile = await prepareMobileRun(snapshot, runId, {
          env,
          presignGet: (key, seconds) => rt.objects.presignGet(key, seconds),
          planner: await plannerFromConfig(env),
          cache,
          // Locally the device server runs Appium's fake driver, which plays the project's app models.
          ...(fakeApps && { fakeApps }),
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
    // Before the run settles, so that a run triggered once this one is done already replays what it learned.
    await cache
      .commit({ passed: outcome.status === 'passed', persistSelfHealed: snapshot.persist_self_healed })
      .catch((error: unknown) =>
        logger.warn('action cache not stored', { companyId, testRunId: runId, error: String(error) }),
      );
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
    await subRunsHere?.drain();
    return 0;
  } catch (error) {
    logger.error('runner crashed', { companyId, testRunId: runId, error: (error as Error).stack ?? String(error) });
    await runs
      .failRun(companyId, runId, `The runner crashed: ${(error as Error).message}`)
      .catch((e: unknown) => logger.error('could not mark the run failed', { error: String(e) }));
    return 1;
  } finally {
    clearInterval(watchdog);
    host.signal?.removeEventListener('abort', onStop);
  }
}
