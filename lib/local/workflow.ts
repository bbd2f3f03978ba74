import './polyfills';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StateMachine } from 'aws-local-stepfunctions';
import { ENV, readLocalConfig } from '../../core/config';
import { DEFAULT_LAMBDA_MAX_RUN_SECONDS, runTaskTimeoutSeconds } from '../../core/defaults';
import type { RunStarter, RunStopper, WorkflowInput } from '../../core/workflow';
import {
  definitionText,
  RUNNER_CONTAINER_NAME,
  renderDefinition,
  TASK_STATES,
  withLambdaLane,
  withRunTimeout,
} from '../workflow/definition';
import { buildRunnerBundle } from './runner-bundle';
import { RunnerProcess } from './runner-process';

/** Inside a bundled runner `import.meta.url` is the bundle's, so runners are told the root (`TAS_PROJECT_ROOT`). */
const projectRoot = readLocalConfig().projectRoot || fileURLToPath(new URL('../../', import.meta.url));
/** The container's entry point, run here as a child process. */
export const RUNNER_ENTRY = join(projectRoot, 'runner-image/src/main.ts');

let bundled: Promise<string | undefined> | undefined;

/**
 * The runner bundled the way the container image is (runner-bundle.ts), built or reused once per process. Undefined
 * when esbuild is unavailable: runners then use tsx.
 */
function runnerBundle(log: (line: string) => void): Promise<string | undefined> {
  const given = readLocalConfig().runnerBundle;
  if (given) return Promise.resolve(given);
  bundled ??= buildRunnerBundle(RUNNER_ENTRY, projectRoot).catch((error: Error) => {
    log(`runners use tsx: the runner could not be bundled (${error.message})`);
    return undefined;
  });
  return bundled;
}

type TaskState = (typeof TASK_STATES)[keyof typeof TASK_STATES];
/** A Task state's local implementation; each takes its own state's input shape. */
// biome-ignore lint/suspicious/noExplicitAny: the handlers' parameter types differ per state (contravariance)
export type TaskHandler = (input: any) => Promise<unknown>;

/** The run task's input as the definition builds it for ECS RunTask (the container overrides carry the env). */
interface RunTaskInput {
  Overrides?: { ContainerOverrides?: { Name: string; Environment?: { Name: string; Value: string }[] }[] };
}

/** The Lambda runner's event as the definition builds it (runner-image/src/lambda.ts). */
interface LambdaRunInput {
  company_id: number;
  test_run_id: number;
  run_timeout_seconds: number;
}

/** How long a runner beyond the standby number waits on standby for another run before it retires. */
const EXTRA_STANDBY_MS = 5_000;

/** The error a Task state fails with; the Catch gets `Error` = name and `Cause` = message. */
class RunnerFailedError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface LocalWorkflowOptions {
  /** Overrides of Task states (the unit test passes fakes for all of them). */
  handlers?: Partial<Record<TaskState, TaskHandler>>;
  /** Environment of runner processes besides the run's own (default: this process's, which has the stack's). */
  env?: NodeJS.ProcessEnv;
  /** The run limit (the run tasks' TimeoutSeconds); default: the configured one (`TAS_RUN_TIMEOUT_SECONDS`). */
  runTimeoutSeconds?: number;
  /**
   * The Lambda lane's largest run limit in the lane choice (`withLambdaLane`), default the deployment's default.
   * Locally both browser lanes are served by the same runner processes: the lane only names the state that ran.
   */
  lambdaMaxRunSeconds?: number;
  /** Receives each runner's output (its JSON log lines); by default only a failed runner's last lines are logged. */
  runnerOutput?: (testRunId: number, chunk: string) => void;
  /** Between SIGTERM and SIGKILL when a runner must stop. */
  killGraceMs?: number;
  /**
   * Runners kept on standby (started, engine loaded, browser launched) for the next runs; default
   * `TAS_STANDBY_RUNNERS`, else 1. None are started when the run tasks are replaced (`handlers`).
   */
  standbyRunners?: number;
  log?: (line: string) => void;
}

/**
 * Also the local stack's `RunStopper`: cancelling stops the runner processes of the cancelled runs (SIGTERM, then
 * SIGKILL after the grace). The execution goes on: its runs not started yet find themselves settled and end at
 * once, and it settles the group as usual.
 */
export interface LocalWorkflow extends RunStarter, RunStopper {
  /** Runs the definition to the end (tests await this; `start` does not). */
  execute(input: WorkflowInput): Promise<unknown>;
  /** Runner processes alive now, by test run id. */
  runners(): ReadonlyMap<number, ChildProcess>;
  /** Runner processes on standby now, oldest first. */
  standby(): readonly ChildProcess[];
  /** Resolves when every runner on standby now is ready for a run (or has ended). */
  standbyReady(): Promise<void>;
  /** The most runners alive at once since the last `resetPeak`. */
  peakRunners(): number;
  resetPeak(): void;
  /** Resolves when every execution started so far has ended. */
  idle(): Promise<void>;
  /**
   * Stops executions, then runs `beforeKill` (the stack fails the runs in flight with the reason there), then stops
   * runners: SIGTERM, and SIGKILL after the grace.
   */
  stop(options?: { beforeKill?: () => Promise<unknown> }): Promise<void>;
}

/** Placeholders filled for local execution: the ECS values are only carried through to the run task's input. */
const LOCAL_VALUES = {
  AcquireSlotFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:local-acquire-slot',
  FinishRunFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:local-finish-run',
  SettleGroupFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:local-settle-group',
  RunTaskResource: 'arn:aws:states:::ecs:runTask.sync',
  ClusterArn: 'local',
  BrowserTaskDefinitionArn: 'local-browser-runner',
  MobileTaskDefinitionArn: 'local-mobile-runner',
  SubnetIds: 'local',
  SecurityGroupId: 'local',
  RunnerContainerName: RUNNER_CONTAINER_NAME,
  BrowserRunnerFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:local-browser-runner',
};

/** Lambda tasks call the same handler modules CDK deploys. */
async function lambdaTask(module: 'acquire-slot' | 'finish-run' | 'settle-group'): Promise<TaskHandler> {
  const mod = (await import(`../../lambdas/workflow/${module}.ts`)) as { handler: TaskHandler };
  return mod.handler;
}

/**
 * Executes `lib/workflow/run-group.asl.json` with aws-local-stepfunctions: the same Map, Choice, Retry and Catch as
 * Step Functions; the Lambda tasks call the workflow handlers in-process and the run tasks start the runner as a
 * child process with the environment the ECS container would get. The Lambda lane's state is served the same way
 * (a runner process, with the variables its event carries): the Lambda handler itself runs in the tests and
 * `npm run bench:lambda`, not in the local stack.
 */
export function createLocalWorkflow(options: LocalWorkflowOptions = {}): LocalWorkflow {
  const log = options.log ?? (() => undefined);
  const killGraceMs = options.killGraceMs ?? 5_000;
  const configured = readLocalConfig();
  const runTimeoutSeconds = options.runTimeoutSeconds ?? configured.runTimeoutSeconds;
  const lambdaMaxRunSeconds = options.lambdaMaxRunSeconds ?? DEFAULT_LAMBDA_MAX_RUN_SECONDS;
  const text = withLambdaLane(withRunTimeout(definitionText(), runTimeoutSeconds), lambdaMaxRunSeconds);
  const machine = new StateMachine(JSON.parse(renderDefinition(LOCAL_VALUES, text)), {
    validationOptions: { checkArn: false },
  });
  const children = new Map<number, ChildProcess>();
  const runStates = [TASK_STATES.runBrowser, TASK_STATES.runBrowserLambda, TASK_STATES.runMobile] as const;
  const standbyCount = runStates.every((state) => options.handlers?.[state])
    ? 0
    : (options.standbyRunners ?? configured.standbyRunners);
  /** Runners waiting for a run: started on standby, or back from one (oldest first). */
  const standby: RunnerProcess[] = [];
  const executions = new Set<{ promise: Promise<unknown>; abort: () => void }>();
  let peak = 0;
  let stopping = false;

  /**
   * Starts a runner on standby (runner-image/src/main.ts): it gets ready, then takes runs one line at a time, and goes
   * back on standby after each until it retires.
   */
  function startRunner(bundle: string | undefined): RunnerProcess {
    const env: NodeJS.ProcessEnv = {
      ...(options.env ?? process.env),
      [ENV.runnerStandby]: '1',
      [ENV.projectRoot]: projectRoot,
      ...(bundle ? { [ENV.runnerBundle]: bundle } : {}),
    };
    const runner = new RunnerProcess(
      spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', RUNNER_ENTRY], {
        cwd: projectRoot,
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    /** Takes it off the standby list; whether it was on it. */
    const leave = () => {
      const at = standby.indexOf(runner);
      if (at >= 0) standby.splice(at, 1);
      return at >= 0;
    };
    runner.child.once('exit', (code, signal) => {
      if (leave() && !stopping)
        log(`a standby runner ended (code ${code}, signal ${signal}); last output:\n${runner.tail.trim()}`);
    });
    runner.child.once('error', leave);
    return runner;
  }

  /** Runners sent SIGTERM (run limit, cancel, stop): SIGKILL follows after the grace, so none takes another run. */
  const terminated = new WeakSet<ChildProcess>();
  function terminate(child: ChildProcess): void {
    terminated.add(child);
    child.kill('SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, killGraceMs).unref();
  }

  /**
   * Tops up the standby runners to the configured number, counting those busy with a run: they come back on standby
   * when it ends. One started while runs are under way would compete with them for the CPU, and be taken for the
   * group's next run while still starting, where a runner back from its run is ready.
   */
  async function replenish(): Promise<void> {
    const bundle = await runnerBundle(log);
    while (!stopping && standby.length + children.size < standbyCount) standby.push(startRunner(bundle));
  }

  /**
   * A runner back from a run that can take another: on standby again. One beyond the configured number (a group's
   * runs ended together) waits a little for the group's next run, then retires.
   */
  function release(runner: RunnerProcess): void {
    if (stopping || standbyCount === 0 || !runner.alive) {
      runner.retire();
      return;
    }
    standby.push(runner);
    if (standby.length <= standbyCount) return;
    setTimeout(() => {
      const at = standby.indexOf(runner);
      if (at >= 0 && standby.length > standbyCount) {
        standby.splice(at, 1);
        runner.retire();
      }
    }, EXTRA_STANDBY_MS).unref();
  }

  /** A live standby runner, taken off the list (one ready for a run before one still starting); undefined when none. */
  function takeStandby(): RunnerProcess | undefined {
    for (;;) {
      const at = standby.findIndex((runner) => runner.readyForRun);
      const runner = standby.splice(Math.max(at, 0), 1)[0];
      if (!runner || runner.alive) return runner;
    }
  }

  /** A run task: the runner's variables are the container overrides' environment. */
  function runTask(input: RunTaskInput): Promise<{ exit_code: number }> {
    const override = input.Overrides?.ContainerOverrides?.find((o) => o.Name === RUNNER_CONTAINER_NAME);
    return runRunner(Object.fromEntries((override?.Environment ?? []).map((e) => [e.Name, e.Value])));
  }

  /** The Lambda lane's state: the same runner, with the variables its event carries. */
  function lambdaRun(input: LambdaRunInput): Promise<{ exit_code: number }> {
    return runRunner({
      [ENV.testRunId]: String(input.test_run_id),
      [ENV.companyId]: String(input.company_id),
      [ENV.runTimeoutSeconds]: String(input.run_timeout_seconds),
    });
  }

  async function runRunner(runEnv: Record<string, string>): Promise<{ exit_code: number }> {
    const runId = Number(runEnv[ENV.testRunId]);
    const limitSeconds = Number(runEnv[ENV.runTimeoutSeconds]);
    const bundle = await runnerBundle(log);
    if (stopping) throw new RunnerFailedError('ServiceStopped', 'The service stopped.');
    // The runner counts the run limit from when it is ready (its browser launched); start-up has its allowance.
    const runner = takeStandby() ?? startRunner(bundle);
    const { child } = runner;
    children.set(runId, child);
    peak = Math.max(peak, children.size);
    let timedOut = false;
    const limitTimer = setTimeout(() => {
      timedOut = true;
      terminate(child);
    }, runTaskTimeoutSeconds(limitSeconds) * 1000);
    const end = await runner.run(runEnv, (chunk) => options.runnerOutput?.(runId, chunk));
    clearTimeout(limitTimer);
    children.delete(runId);
    // A runner told to stop is never given another run, even when the signal came after its run was done: its
    // SIGKILL is on the way.
    if (end.kind === 'done' && end.done.reusable && !timedOut && !terminated.has(child)) release(runner);
    else if (end.kind === 'done') runner.retire();
    // A runner that retires exits on its own; the next standby starts once this run is over (started with it, it
    // would slow it down).
    topUp();
    if (end.kind === 'error')
      throw new RunnerFailedError('RunnerFailed', `The runner could not start: ${end.error.message}`);
    const code = end.kind === 'done' ? end.done.exit_code : end.code;
    const signal = end.kind === 'exit' ? end.signal : null;
    if (code === 0 && !timedOut) return { exit_code: 0 };
    log(`runner of test run ${runId} ended (code ${code}, signal ${signal}); last output:\n${runner.tail.trim()}`);
    if (timedOut) throw new RunnerFailedError('States.Timeout', '');
    if (signal) throw new RunnerFailedError('RunnerFailed', `The runner was killed (${signal}) during the run`);
    throw new RunnerFailedError('RunnerFailed', `The runner exited with code ${code} during the run`);
  }

  const lambda =
    (module: 'acquire-slot' | 'finish-run' | 'settle-group'): TaskHandler =>
    async (input) =>
      (await lambdaTask(module))(input);
  const taskResourceLocalHandlers: Record<TaskState, TaskHandler> = {
    [TASK_STATES.acquireSlot]: lambda('acquire-slot'),
    [TASK_STATES.runBrowser]: runTask,
    [TASK_STATES.runBrowserLambda]: lambdaRun,
    [TASK_STATES.runMobile]: runTask,
    [TASK_STATES.markFailed]: lambda('finish-run'),
    [TASK_STATES.ensureSettled]: lambda('finish-run'),
    [TASK_STATES.settleGroup]: lambda('settle-group'),
    ...options.handlers,
  };

  async function execute(input: WorkflowInput): Promise<unknown> {
    const execution = machine.run(input as unknown as Parameters<StateMachine['run']>[0], {
      overrides: { taskResourceLocalHandlers: taskResourceLocalHandlers as never },
      noThrowOnAbort: true,
    });
    const entry = { promise: execution.result, abort: execution.abort };
    executions.add(entry);
    try {
      return await execution.result;
    } finally {
      executions.delete(entry);
    }
  }

  /** Stops the runner processes of these runs, those that have one now. */
  async function stopRunners(testRunIds: readonly number[]): Promise<void> {
    for (const id of testRunIds) {
      const child = children.get(id);
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      log(`stopping the runner of test run ${id}: the run was cancelled`);
      terminate(child);
    }
  }

  let replenishing: Promise<void> = Promise.resolve();
  function topUp(): void {
    if (standbyCount === 0) return;
    replenishing = replenish().catch((error: unknown) => log(`standby runner: ${String(error)}`));
  }
  topUp();

  return {
    execute,
    async start(executionName, input) {
      if (stopping) throw new Error('The local executor is stopping');
      void execute(input).catch((error: unknown) => log(`execution ${executionName} failed: ${String(error)}`));
    },
    stopExecution: (_executionName, testRunIds) => stopRunners(testRunIds),
    stopRunner: (testRunId) => stopRunners([testRunId]),
    runners: () => children,
    standby: () => standby.map((runner) => runner.child),
    async standbyReady() {
      await replenishing;
      await Promise.all(standby.map((runner) => runner.ready()));
    },
    peakRunners: () => peak,
    resetPeak: () => {
      peak = children.size;
    },
    async idle() {
      await Promise.allSettled([...executions].map((e) => e.promise));
    },
    async stop(stopOptions = {}) {
      stopping = true;
      for (const e of executions) e.abort();
      await stopOptions.beforeKill?.().catch((error: unknown) => log(`stopping: ${String(error)}`));
      // A standby runner told "no more runs" (end of input) closes its browser and exits.
      const waiting = standby.splice(0);
      for (const runner of waiting) runner.retire();
      const idle = waiting.map(({ child }) => child);
      const exited = [...children.values(), ...idle].map(
        (child) =>
          new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()))),
      );
      for (const child of children.values()) terminate(child);
      for (const child of idle) setTimeout(() => child.kill('SIGKILL'), killGraceMs).unref();
      await Promise.all(exited);
    },
  };
}
