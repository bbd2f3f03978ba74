/**
 * `npm run bench:lambda`: how soon a run's first action comes on each browser lane, through the whole local product
 * path (HTTP trigger -> state machine -> lane choice -> runner -> Chromium -> the page requested).
 *
 * - The Lambda lane: the state "Run browser test in Lambda" is served by a child Node process that plays the Lambda
 *   runtime for the function's asset as the CDK builds it (lib/build/lambda-runner-asset.ts: the bundle,
 *   @sparticuz/chromium, the packaged ffmpeg), laid out as on Lambda, with a /tmp of its own. Each cold instance is
 *   a new process with an empty /tmp: its init (loading the module, which starts unpacking Chromium) then its first
 *   invocation; the next invocations go to the same, warm instance. Timed: the instance's start (a cold start's
 *   init) and the handler's start, each to the first action.
 * - The Fargate lane: the state "Run browser test" is served by the runner's container command run cold (the
 *   entry point bundled as in the image, a process per run, no standby), timed from the process's start to the first
 *   action. On AWS, placing the task, attaching its network interface and pulling the image (about 1 GB) come before
 *   that and are not measurable here.
 *
 * Runs are triggered with `run_timeout_seconds` 120 (the Lambda lane) or without it (the service's 30 minutes:
 * Fargate), so the state machine's own choice sends them. Env: BENCH_REPEAT (default 3) cold instances, each followed
 * by BENCH_REPEAT warm invocations, and BENCH_REPEAT Fargate runs; medians are printed.
 */
import '../lib/local/polyfills';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ENV } from '../core/config';
import { LAMBDA_RUNNER_ENTRY, stageLambdaRunner } from '../lib/build/lambda-runner-asset';
import { buildRunnerBundle } from '../lib/local/runner-bundle';
import { RUNNER_ENTRY } from '../lib/local/workflow';
import { TASK_STATES } from '../lib/workflow/definition';
import { startFixtureServer } from '../test/support/fixture-server';
import { type ApiClient, startTestStack } from '../test/support/local-stack';
import { percentile } from './support';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const LAMBDA_LANE_LIMIT_SECONDS = 120;
const root = fileURLToPath(new URL('../', import.meta.url));
const log = (line: string) => process.stderr.write(`bench:lambda: ${line}\n`);
const MARK = '@@bench ';

/** Plays the Lambda runtime for the asset: init, then one invocation per line on stdin, answered on stdout. */
const RUNTIME = `
import { createInterface } from 'node:readline';
const say = (fields) => process.stdout.write('${MARK}' + JSON.stringify(fields) + '\\n');
const lambda = await import(process.env.BENCH_ASSET_ENTRY);
say({ kind: 'init', processStart: Math.round(performance.timeOrigin), loaded: Date.now() });
for await (const line of createInterface({ input: process.stdin })) {
  const event = JSON.parse(line);
  const at = Date.now();
  say({ kind: 'start', at });
  try {
    await lambda.handler(event, { getRemainingTimeInMillis: () => 900_000 - (Date.now() - at) });
    say({ kind: 'done', at, ok: true });
  } catch (error) {
    say({ kind: 'done', at, ok: false, error: String(error) });
  }
}
`;

interface Instance {
  child: ChildProcess;
  processStart: number;
  /** Invokes the handler and resolves when it returned. */
  invoke(event: unknown): Promise<void>;
}

/**
 * A cold Lambda instance: a new runtime process with an empty /tmp, its module loaded (init). `onStart` is told when
 * each invocation's handler starts (the run may be settled before the handler returns).
 */
function coldInstance(task: string, scratch: string, onStart: (at: number) => void): Promise<Instance> {
  const tmp = mkdtempSync(join(scratch, 'tmp-'));
  const script = join(scratch, 'runtime.mjs');
  writeFileSync(script, RUNTIME);
  const child = spawn(process.execPath, [script], {
    cwd: task,
    env: { ...process.env, TMPDIR: tmp, BENCH_ASSET_ENTRY: join(task, LAMBDA_RUNNER_ENTRY), TAS_LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((fields: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith(MARK)) return;
    const fields = JSON.parse(line.slice(MARK.length)) as Record<string, unknown>;
    if (fields.kind === 'start') onStart(fields.at as number);
    else waiting.shift()?.(fields);
  });
  const next = () => new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve));
  return next().then((init) => ({
    child,
    processStart: init.processStart as number,
    async invoke(event) {
      const done = next();
      child.stdin!.write(`${JSON.stringify(event)}\n`);
      const answer = await done;
      if (!answer.ok) throw new Error(`the handler failed: ${String(answer.error)}`);
    },
  }));
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'tas-bench-lambda-'));
  log('building the Lambda asset and the runner bundle...');
  // As on Lambda: the asset in var/task, the runtime's AWS SDK in a node_modules above it.
  const task = join(scratch, 'var', 'task');
  stageLambdaRunner(task, root);
  mkdirSync(join(scratch, 'var', 'node_modules'));
  symlinkSync(join(root, 'node_modules', '@aws-sdk'), join(scratch, 'var', 'node_modules', '@aws-sdk'));
  const runnerBundle = await buildRunnerBundle(RUNNER_ENTRY, root);

  const firstHit = new Map<string, number>();
  const site = await startFixtureServer({
    '/page': (req) => {
      const tag = req.url.searchParams.get('t') ?? '';
      if (!firstHit.has(tag)) firstHit.set(tag, Date.now());
      return '<!doctype html><button style="width:200px;height:60px">Press</button>';
    },
  });

  let instance: Instance | undefined;
  /** When the current run's runner started: the handler's start, or the Fargate runner process's. */
  let runnerStarted = 0;
  process.env[ENV.standbyRunners] = '0';
  log('starting the local stack...');
  const t = await startTestStack({
    workflowHandlers: {
      [TASK_STATES.runBrowserLambda]: async (event: unknown) => {
        if (!instance) throw new Error('no Lambda instance');
        await instance.invoke(event);
        return { exit_code: 0 };
      },
      // The container's command, cold: the bundled entry point with the run's variables, one process per run.
      [TASK_STATES.runBrowser]: async (input: {
        Overrides: { ContainerOverrides: { Environment: { Name: string; Value: string }[] }[] };
      }) => {
        const vars = Object.fromEntries(
          input.Overrides.ContainerOverrides[0]!.Environment.map((e) => [e.Name, e.Value]),
        );
        runnerStarted = Date.now();
        const child = spawn(process.execPath, [runnerBundle], {
          cwd: root,
          env: { ...process.env, ...vars, [ENV.projectRoot]: root, TAS_LOG_LEVEL: 'warn' },
          stdio: 'inherit',
        });
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
        if (code !== 0) throw new Error(`the runner exited ${code}`);
        return { exit_code: 0 };
      },
    },
  });
  const api: ApiClient = t.api;
  const created = await api.post('/test_blueprint/create', {
    title: 'Bench: first action',
    type: 'integration',
    starting_url: `${site.url('/page')}?t={{tag}}`,
    viewport_width: 800,
    viewport_height: 600,
    steps: [{ step_number: 1, type: 'left_click', action: '100,30' }],
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const testId: number = created.body.test_blueprint.id;

  let runs = 0;
  /** Triggers one run (in the Lambda lane or not) and resolves with its first action's time once it passed. */
  async function run(lambdaLane: boolean): Promise<number> {
    const tag = `run-${++runs}`;
    const res = await api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [testId],
      variables: { tag },
      ...(lambdaLane && { run_timeout_seconds: LAMBDA_LANE_LIMIT_SECONDS }),
    });
    if (res.status !== 201) throw new Error(`trigger failed: ${JSON.stringify(res.body)}`);
    const runId: number = res.body.test_group_run.test_runs[0].id;
    for (;;) {
      const got = await api.get(`/test_run/${runId}`);
      const status = got.body.test_run?.status;
      if (status === 'passed') break;
      if (status !== 'running') throw new Error(`run ${runId} ${status}: ${JSON.stringify(got.body.test_run.results)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const hit = firstHit.get(tag);
    if (!hit) throw new Error(`run ${runId} never opened its page`);
    return hit;
  }

  const cold = { fromInstance: [] as number[], fromHandler: [] as number[] };
  const warm: number[] = [];
  const fargate: number[] = [];
  try {
    for (let i = 0; i < REPEAT; i++) {
      log(`Lambda: cold instance ${i + 1}/${REPEAT}`);
      instance = await coldInstance(task, scratch, (at) => {
        runnerStarted = at;
      });
      const hit = await run(true);
      cold.fromInstance.push(hit - instance.processStart);
      cold.fromHandler.push(hit - runnerStarted);
      for (let w = 0; w < REPEAT; w++) warm.push((await run(true)) - runnerStarted);
      instance.child.stdin!.end();
      instance.child.kill();
    }
    for (let i = 0; i < REPEAT; i++) {
      log(`Fargate path: cold runner ${i + 1}/${REPEAT}`);
      fargate.push((await run(false)) - runnerStarted);
    }
  } finally {
    instance?.child.kill();
    await t.stop();
    await site.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  const median = (values: number[]) => `${(percentile(values, 50) / 1000).toFixed(2)} s`;
  const rows = [
    [
      'Lambda lane, cold instance: process start (init: module load, Chromium unpacking) -> first action',
      cold.fromInstance,
    ],
    ['Lambda lane, cold instance: handler start -> first action', cold.fromHandler],
    ['Lambda lane, warm instance: handler start -> first action', warm],
    ['Fargate lane: runner process start (the container command, cold) -> first action', fargate],
  ] as const;
  process.stdout.write(`\n| what (median of the runs) | runs | time |\n|---|---|---|\n`);
  for (const [what, values] of rows) process.stdout.write(`| ${what} | ${values.length} | ${median(values)} |\n`);
  process.stdout.write(
    '\nOn AWS the Fargate lane adds, before its runner starts, the task being placed, its network interface and the\n' +
      "image pull; the Lambda lane adds, on a cold instance, downloading and unzipping the function's code.\n",
  );
}

await main();
