/**
 * `npm run bench:runner`: runs through the whole product path (HTTP trigger -> state machine -> runner process ->
 * Chromium -> results in DynamoDB -> GET /test_run) against the local stack, and compares it with plain scripts.
 *
 * 1. A 20-step recorded test triggered through the API until `passed`, against the same 20 steps as a plain
 *    playwright-core script in its own Node process (launch, page, 20 actions, close; no screenshots, no video).
 *    Targets: wall time <= 1.15x and machine CPU <= 1.3x the plain script's. As a control, the same script also
 *    making the artifacts every run keeps (the attempt's video at the product's size, a JPEG at the product's quality
 *    after every action; bench/plain-scripts.ts), measured in the same rounds: the API run against it is what the
 *    product itself costs, and it against the plain script what the artifacts alone cost, with no product around them.
 *    A second control also waits after every action as the product does before its screenshot (settle.ts, at least
 *    `MIN_FRAMES` animation frames), the wait that keeps verdicts independent of the machine's load: the API run
 *    against it is what the product adds beyond the artifacts and that wait.
 * 2. Time from trigger (the HTTP request) to the first action (the runner's browser loading the starting URL).
 *    Target: under 500 ms.
 * 3. 8 tests in one trigger against the same 8 triggered one by one (each awaited). Target: the group's speed-up
 *    within 5% of the control's. The bench company's browser concurrency is BENCH_CONCURRENCY (default 2, the default
 *    plan's: on 2 cores, more runners at once only compete for the CPU). The control: the same 8 as plain scripts
 *    (without artifacts), one by one and two at a time: how much running two browsers at once can gain on this
 *    machine at all; and the same with the product's artifacts and wait on the scripts' side too. And 8 tests that
 *    mostly wait (two clicks and a 1.5 s wait step), one by one and in one trigger (target: >= 1.6x): what the
 *    concurrency gives when the CPU is not the limit. The group and its controls are measured in each of the rounds,
 *    side by side (two runs at once on 2 cores gain or lose a tenth from one round to the next), with the machine CPU
 *    of each: one by one time / (that CPU / cores) is the most any grouping of the same work could gain on this
 *    machine, and each group's speed-up is also shown against its own such bound. A group is waited for as a CI
 *    client waits for one, by asking for the group run once a second.
 * 4. The runner process's peak RSS (VmHWM of the Node process; Chromium's processes are not counted).
 *
 * CPU figures are the whole machine's (/proc/stat) over the measured span, so run this on an otherwise quiet machine.
 * A run's span ends when its runner is ready for the next run (back on standby, or exited and its replacement ready):
 * getting ready again is part of what a run costs. Timed parts start with the standby runner ready, so its start-up competes with nothing
 * measured.
 *
 * Env: BENCH_REPEAT (default 3) repetitions of 1 and 2, the median is reported; BENCH_CONCURRENCY (default 2);
 * TAS_STANDBY_RUNNERS (default 1; 0 starts every runner cold).
 */
import '../lib/local/polyfills';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { videoSize } from '../runner-image/src/engine/run-test';
import { MIN_FRAMES } from '../runner-image/src/engine/settle';
import { type ApiClient, startTestStack } from '../test/support/local-stack';
import { classifyOwnProcess, NOT_OURS, ownSeconds } from './own-processes';
import {
  PRODUCT_JPEG_QUALITY,
  type RecordedStep,
  timePlainScript,
  timePlainScriptWithArtifacts,
  VIEWPORT,
} from './plain-scripts';
import { type CpuBreakdown, formatCpuTable, meanCpu, withProcessCpu } from './process-cpu';
import { fmt, percentile } from './support';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** The bench company's browser concurrency (how many of the 8 run at once). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
/** How often the bench asks for a run's status, ms. */
const POLL_MS = 1_000;
const log = (line: string) => process.stderr.write(`bench:runner: ${line}\n`);

/** A page with a grid of buttons and an input; it notes when it is first requested (the run's first action). */
function startSite() {
  const firstHit = new Map<string, number>();
  const buttons = Array.from(
    { length: 8 },
    (_, i) =>
      `<button style="position:absolute;left:${20 + (i % 4) * 150}px;top:${20 + Math.floor(i / 4) * 80}px;width:120px;height:50px" onclick="document.getElementById('o').textContent='b${i}'">b${i}</button>`,
  ).join('');
  const page = `<!doctype html><html><body style="margin:0;height:2000px">${buttons}
<input id="i" style="position:absolute;left:20px;top:200px;width:300px;height:40px"><p id="o" style="position:absolute;top:260px">-</p></body></html>`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const tag = url.searchParams.get('t') ?? '';
    if (!firstHit.has(tag)) firstHit.set(tag, performance.now() + performance.timeOrigin);
    res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  return new Promise<{ url: (tag: string) => string; firstHit: Map<string, number>; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: (tag) => `http://127.0.0.1:${port}/page?t=${encodeURIComponent(tag)}`,
        firstHit,
        close: () => server.close(),
      });
    }),
  );
}

/** 20 recorded steps: clicks, typing, keys, mouse moves, scrolls. */
const TWENTY_STEPS: RecordedStep[] = Array.from({ length: 20 }, (_, i) => {
  const n = i + 1;
  const x = 80 + (i % 4) * 150;
  const y = 45 + (Math.floor(i / 4) % 2) * 80;
  switch (i % 5) {
    case 0:
    case 1:
      return { step_number: n, type: 'left_click', action: `${x},${y}` };
    case 2:
      return { step_number: n, type: 'left_click', action: '150,220' };
    case 3:
      return { step_number: n, type: 'type', action: `step ${n}` };
    default:
      return { step_number: n, type: i % 2 ? 'mouse_move' : 'key', action: i % 2 ? `${x},${y}` : 'Tab' };
  }
});

async function createTest(api: ApiClient, title: string, startingUrl: string, steps: unknown[]): Promise<number> {
  const res = await api.post('/test_blueprint/create', {
    title,
    type: 'integration',
    starting_url: startingUrl,
    viewport_width: VIEWPORT.width,
    viewport_height: VIEWPORT.height,
    steps,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_blueprint.id;
}

async function trigger(api: ApiClient, ids: number[]): Promise<number[]> {
  const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  if (res.status !== 201) throw new Error(`trigger failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_group_run.test_runs.map((r: { id: number }) => r.id);
}

/** Polls a run until it has settled; returns when the service recorded it passed (its `updated_at`, epoch ms). */
async function untilSettled(api: ApiClient, runId: number): Promise<number> {
  for (;;) {
    const res = await api.get(`/test_run/${runId}`);
    // Eight runs polled together go past the per-key rate limit: wait as the service asks, like any client.
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after') ?? 1);
      await new Promise((r) => setTimeout(r, (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000));
      continue;
    }
    if (res.status !== 200)
      throw new Error(`GET /test_run/${runId} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const status = res.body.test_run?.status;
    if (status !== 'running') {
      if (status !== 'passed') throw new Error(`run ${runId} ${status}: ${JSON.stringify(res.body.test_run.results)}`);
      return Date.parse(res.body.test_run.updated_at);
    }
    // Every poll is a request to the stack and a DynamoDB read on the cores the runners use. Times come from the run's
    // `updated_at`, so the bench polls about as often as a CI client would: the polling weighs on no figure.
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const now = () => performance.now() + performance.timeOrigin;

/** A timed span: its wall time (ms) and the machine CPU spent over it (s). */
interface Timed {
  ms: number;
  cpu: number;
}

/** One round of the group measures: the 8 tests through the API and the 8 plain scripts, one by one and together. */
interface GroupRound {
  serial: Timed;
  group: Timed;
  plainSerial: Timed;
  plainPairs: Timed;
  settledSerial: Timed;
  settledPairs: Timed;
}

/** `work`'s result as its time (ms), with the machine CPU spent while it ran. */
async function cpuOf(work: () => Promise<number>): Promise<Timed> {
  const before = machineCpuSeconds();
  const ms = await work();
  return { ms, cpu: machineCpuSeconds() - before };
}

/** Runs 8 scripts one by one, then `CONCURRENCY` at a time; each way's wall time and CPU. */
async function scriptsOneByOneAndTogether(
  script: (i: number, tag: string) => Promise<unknown>,
): Promise<[Timed, Timed]> {
  const serial = await cpuOf(async () => {
    const started = performance.now();
    for (let i = 0; i < 8; i++) await script(i, 'eight');
    return performance.now() - started;
  });
  const pairs = await cpuOf(async () => {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < 8) await script(next++, 'pair');
      }),
    );
    return performance.now() - started;
  });
  return [serial, pairs];
}

/**
 * Triggers the tests one after the other, each once the previous one is done; the sum of their times from trigger to
 * when the service recorded each passed (so how often the bench polls adds nothing, as a plain script's exit does not).
 */
async function oneByOne(api: ApiClient, ids: number[]): Promise<number> {
  let total = 0;
  for (const id of ids) {
    const started = now();
    total += (await untilSettled(api, (await trigger(api, [id]))[0]!)) - started;
  }
  return total;
}

/**
 * Triggers the tests in one request and waits for the group as a CI client does, asking for the group run (one
 * request a second, not one per run: eight clients polling would be load on the cores the runs use that no client
 * makes); the time from the trigger to when the service recorded the last of its runs passed.
 */
async function together(api: ApiClient, ids: number[]): Promise<number> {
  const started = now();
  const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  if (res.status !== 201) throw new Error(`trigger failed: ${res.status} ${JSON.stringify(res.body)}`);
  const groupId: number = res.body.test_group_run.id;
  for (;;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const got = await api.get(`/test_group_run/${groupId}`);
    if (got.status !== 200) throw new Error(`GET /test_group_run/${groupId} answered ${got.status}`);
    const group = got.body.test_group_run as {
      status: string;
      test_runs: { id: number; status: string; updated_at: string }[];
    };
    if (group.status === 'running') continue;
    const failed = group.test_runs.filter((run) => run.status !== 'passed');
    if (failed.length > 0) throw new Error(`runs ${failed.map((run) => run.id).join(', ')} did not pass`);
    return Math.max(...group.test_runs.map((run) => Date.parse(run.updated_at))) - started;
  }
}

/** The artifacts a settled run reports: distinct result screenshots (after and before) and whether it has a video. */
async function runArtifacts(api: ApiClient, runId: number): Promise<{ screenshots: number; videos: number }> {
  const res = await api.get(`/test_run/${runId}`);
  if (res.status !== 200) throw new Error(`GET /test_run/${runId} answered ${res.status}`);
  const run = res.body.test_run as {
    results: { actions: { screenshot_url: string | null; screenshot_url_before: string | null }[] }[];
    test_video_s3_key: string | null;
  };
  const urls = run.results.flatMap((r) => r.actions.flatMap((a) => [a.screenshot_url, a.screenshot_url_before]));
  // A "before" that reuses the previous "after" is the same object: count stored images, not references.
  const keys = new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).pathname));
  return { screenshots: keys.size, videos: run.test_video_s3_key ? 1 : 0 };
}

/** Samples VmHWM (peak RSS) of every runner process while `work` runs. */
async function withRunnerPeakRss<T>(pids: () => number[], work: () => Promise<T>) {
  const peaks = new Map<number, number>();
  const timer = setInterval(() => {
    for (const pid of pids()) {
      try {
        const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        if (kb) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, kb));
      } catch {
        // the process just ended
      }
    }
  }, 25);
  try {
    return { result: await work(), peaksKb: [...peaks.values()] };
  } finally {
    clearInterval(timer);
  }
}

const median = (values: number[]) => percentile(values, 50);

/** Per-process CPU with this bench's own processes told apart from other work on the machine. */
const OWN = { classify: classifyOwnProcess };

/** CPU seconds the whole machine has spent so far (user, nice, system, irq, softirq). */
function machineCpuSeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return (user + nice + system + irq + softirq) / 100;
}

async function main(): Promise<void> {
  log('starting the local stack...');
  // The bench's client is any CI client: the harness's check of every answer against the OpenAPI document would be
  // CPU of its own in the process it measures as the stack's.
  const t = await startTestStack({ checkAnswers: false });
  const site = await startSite();
  const api = await t.newCompany({ browserConcurrency: CONCURRENCY });
  const runnerPids = () => [...t.stack.workflow.runners().values()].map((c) => c.pid!).filter(Boolean);
  try {
    // Warm-up: tsx's transform cache, Chromium's disk cache, DynamoDB Local's JIT.
    log('warming up...');
    const warm = await createTest(api, 'warm-up', site.url('warm'), TWENTY_STEPS.slice(0, 2));
    await untilSettled(api, (await trigger(api, [warm]))[0]!);
    await timePlainScript(site.url('plain-warm'), TWENTY_STEPS);
    await timePlainScriptWithArtifacts(site.url('artifacts-warm'), TWENTY_STEPS);
    await timePlainScriptWithArtifacts(site.url('settled-warm'), TWENTY_STEPS, true);

    const workflow = t.stack.workflow;
    /** Waits until nothing runs and the standby runner is ready: the next timed part competes with nothing. */
    const quiet = async () => {
      await workflow.idle();
      await workflow.standbyReady();
    };
    const apiCpu: number[] = [];
    const plainCpu: number[] = [];
    const apiTotals: number[] = [];
    const firstActions: number[] = [];
    const plainTotals: number[] = [];
    const rss: number[] = [];
    const apiBreakdowns: CpuBreakdown[] = [];
    const plainBreakdowns: CpuBreakdown[] = [];
    const artifactsCpu: number[] = [];
    const artifactsTotals: number[] = [];
    const artifactsBreakdowns: CpuBreakdown[] = [];
    const settledTotals: number[] = [];
    const settledCpu: number[] = [];
    const apiArtifacts: { screenshots: number; videos: number }[] = [];
    const scriptArtifacts: { screenshots: number; videos: number; videoBytes: number }[] = [];
    for (let i = 0; i < REPEAT; i++) {
      log(`20-step test, round ${i + 1}/${REPEAT}...`);
      const tag = `twenty-${i}`;
      const id = await createTest(api, `Twenty steps ${i}`, site.url(tag), TWENTY_STEPS);
      await quiet();
      const cpu0 = machineCpuSeconds();
      const { result: measured, cpu: apiProcesses } = await withProcessCpu(async () => {
        const run = await withRunnerPeakRss(runnerPids, async () => {
          const started = now();
          const [runId] = await trigger(api, [id]);
          // Until the service recorded it passed, not until the next poll saw it.
          const passedAt = await untilSettled(api, runId!);
          return { total: passedAt - started, started, runId: runId! };
        });
        await quiet();
        return run;
      }, OWN);
      const { result, peaksKb } = measured;
      apiCpu.push(machineCpuSeconds() - cpu0);
      apiBreakdowns.push(apiProcesses);
      apiTotals.push(result.total);
      firstActions.push((site.firstHit.get(tag) ?? Number.NaN) - result.started);
      rss.push(...peaksKb);
      apiArtifacts.push(await runArtifacts(api, result.runId));
      const cpu1 = machineCpuSeconds();
      const { result: plainMs, cpu: plainProcesses } = await withProcessCpu(
        () => timePlainScript(site.url(`plain-${i}`), TWENTY_STEPS),
        OWN,
      );
      plainTotals.push(plainMs);
      plainCpu.push(machineCpuSeconds() - cpu1);
      plainBreakdowns.push(plainProcesses);
      const cpu2 = machineCpuSeconds();
      const { result: made, cpu: artifactsProcesses } = await withProcessCpu(
        () => timePlainScriptWithArtifacts(site.url(`artifacts-${i}`), TWENTY_STEPS),
        OWN,
      );
      artifactsCpu.push(machineCpuSeconds() - cpu2);
      artifactsTotals.push(made.ms);
      artifactsBreakdowns.push(artifactsProcesses);
      scriptArtifacts.push(made);
      const cpu3 = machineCpuSeconds();
      const settled = await timePlainScriptWithArtifacts(site.url(`settled-${i}`), TWENTY_STEPS, true);
      settledCpu.push(machineCpuSeconds() - cpu3);
      settledTotals.push(settled.ms);
    }

    const TEN_STEPS = TWENTY_STEPS.slice(0, 10);
    const eight = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createTest(api, `Eight ${i}`, site.url(`eight-${i}`), TEN_STEPS)),
    );
    // Two runs at once on 2 cores gain or lose a tenth from one round to the next (how the two browsers' frames
    // interleave): the group and its controls are measured in every round, side by side, and each gain is the median.
    const groups: GroupRound[] = [];
    for (let i = 0; i < REPEAT; i++) {
      log(`8 tests one by one, then in one trigger (round ${i + 1})...`);
      await quiet();
      const serial = await cpuOf(() => oneByOne(api, eight));
      await quiet();
      const { result: group, peaksKb } = await withRunnerPeakRss(runnerPids, () => cpuOf(() => together(api, eight)));
      rss.push(...peaksKb);
      log(
        `control: the same 8 as plain scripts, one by one and two at a time, without then with the artifacts and wait (round ${i + 1})...`,
      );
      await quiet();
      const [plainSerial, plainPairs] = await scriptsOneByOneAndTogether((n, tag) =>
        timePlainScript(site.url(`plain-${tag}-${i}-${n}`), TEN_STEPS),
      );
      await quiet();
      const [settledSerial, settledPairs] = await scriptsOneByOneAndTogether((n, tag) =>
        timePlainScriptWithArtifacts(site.url(`settled-${tag}-${i}-${n}`), TEN_STEPS, true),
      );
      groups.push({ serial, group, plainSerial, plainPairs, settledSerial, settledPairs });
    }

    log('8 tests that mostly wait, one by one and in one trigger...');
    const waiting = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createTest(api, `Waiting ${i}`, site.url(`waiting-${i}`), [
          ...TWENTY_STEPS.slice(0, 2),
          { step_number: 3, type: 'wait', action: '1.5' },
        ]),
      ),
    );
    await quiet();
    const waitingSerial = await oneByOne(api, waiting);
    await quiet();
    const waitingGroup = await together(api, waiting);

    const apiMs = median(apiTotals);
    const plainMs = median(plainTotals);
    const firstMs = median(firstActions);
    const cpuRatio = median(apiCpu) / median(plainCpu);
    const artifactsMs = median(artifactsTotals);
    const settledMs = median(settledTotals);
    const [apiCpuS, plainCpuS, artifactsCpuS] = [median(apiCpu), median(plainCpu), median(artifactsCpu)];
    const med = (of: (g: GroupRound) => number) => median(groups.map(of));
    const msOf = (of: (g: GroupRound) => number) => `${fmt(med(of), 0)} ms`;
    const gain = (g: GroupRound) => g.serial.ms / g.group.ms;
    const plainSpeedUp = (g: GroupRound) => g.plainSerial.ms / g.plainPairs.ms;
    const settledSpeedUp = (g: GroupRound) => g.settledSerial.ms / g.settledPairs.ms;
    // The fastest any grouping of this work can be on this machine: every core busy with it.
    const cores = cpus().length;
    const bound = (serial: Timed) => serial.ms / ((serial.cpu / cores) * 1000);
    const plainGain = med((g) => gain(g) / plainSpeedUp(g));
    const settledGain = med((g) => gain(g) / settledSpeedUp(g));
    const rows: [string, string, string, string][] = [
      ['20-step test via API, trigger -> passed (its updated_at)', `${fmt(apiMs, 0)} ms`, '', ''],
      ['same 20 steps, plain playwright-core script', `${fmt(plainMs, 0)} ms`, '', ''],
      ['  ratio API / plain', fmt(apiMs / plainMs, 2), '<= 1.15', apiMs / plainMs <= 1.15 ? 'met' : 'MISSED'],
      ['  machine CPU of the API run (all processes)', `${fmt(median(apiCpu), 2)} s`, '', ''],
      ['  machine CPU of the plain script', `${fmt(median(plainCpu), 2)} s`, '', ''],
      ['  CPU ratio API / plain', fmt(cpuRatio, 2), '<= 1.3', cpuRatio <= 1.3 ? 'met' : 'MISSED'],
      ["control: same 20 steps, plain script + the product's artifacts", `${fmt(artifactsMs, 0)} ms`, '', ''],
      [
        "  ratio API / plain+artifacts (the product's own cost)",
        fmt(apiMs / artifactsMs, 2),
        '<= 1.15',
        apiMs / artifactsMs <= 1.15 ? 'met' : 'MISSED',
      ],
      [
        "  ratio plain+artifacts / plain (the artifacts' own cost)",
        fmt(artifactsMs / plainMs, 2),
        '<= 1.15',
        artifactsMs / plainMs <= 1.15 ? 'reachable' : 'API / plain UNREACHABLE with artifacts',
      ],
      ['  machine CPU of the plain script + artifacts', `${fmt(median(artifactsCpu), 2)} s`, '', ''],
      [
        "  CPU ratio API / plain+artifacts (the product's own cost)",
        fmt(apiCpuS / artifactsCpuS, 2),
        '<= 1.3',
        apiCpuS / artifactsCpuS <= 1.3 ? 'met' : 'MISSED',
      ],
      [
        "  CPU ratio plain+artifacts / plain (the artifacts' own cost)",
        fmt(artifactsCpuS / plainCpuS, 2),
        '<= 1.3',
        artifactsCpuS / plainCpuS <= 1.3 ? 'reachable' : 'API / plain UNREACHABLE with artifacts',
      ],
      [
        `control: plain script + artifacts + the product's wait after each action (${MIN_FRAMES} frames)`,
        `${fmt(settledMs, 0)} ms`,
        '',
        '',
      ],
      [
        '  ratio API / plain+artifacts+wait (what the product adds beyond both)',
        fmt(apiMs / settledMs, 2),
        '<= 1.15',
        apiMs / settledMs <= 1.15 ? 'met' : 'MISSED',
      ],
      ['  ratio plain+artifacts+wait / plain+artifacts (the wait alone)', fmt(settledMs / artifactsMs, 2), '', ''],
      [
        '  CPU ratio API / plain+artifacts+wait',
        fmt(apiCpuS / median(settledCpu), 2),
        '<= 1.3',
        apiCpuS / median(settledCpu) <= 1.3 ? 'met' : 'MISSED',
      ],
      ['trigger -> first action (page request)', `${fmt(firstMs, 0)} ms`, '< 500 ms', firstMs < 500 ? 'met' : 'MISSED'],
      ['8 tests one by one', msOf((g) => g.serial.ms), '', ''],
      ['8 tests in one trigger', msOf((g) => g.group.ms), '', ''],
      ['  speed-up group vs serial', `${fmt(med(gain), 2)}x`, '', ''],
      [
        '  group gain against the control (plain scripts)',
        fmt(plainGain, 2),
        '>= 0.95',
        plainGain >= 0.95 ? 'met' : 'MISSED',
      ],
      ['8 tests that mostly wait (1.5 s), one by one', `${fmt(waitingSerial, 0)} ms`, '', ''],
      ['8 tests that mostly wait, in one trigger', `${fmt(waitingGroup, 0)} ms`, '', ''],
      [
        '  speed-up when runs wait more than they compute',
        `${fmt(waitingSerial / waitingGroup, 2)}x`,
        '>= 1.6x',
        waitingSerial / waitingGroup >= 1.6 ? 'met' : 'MISSED',
      ],
      ['control: 8 plain scripts one by one', msOf((g) => g.plainSerial.ms), '', ''],
      [`control: 8 plain scripts, ${CONCURRENCY} at a time`, msOf((g) => g.plainPairs.ms), '', ''],
      ['  speed-up of plain scripts (this machine)', `${fmt(med(plainSpeedUp), 2)}x`, '', ''],
      ['control: 8 plain scripts + artifacts + wait, one by one', msOf((g) => g.settledSerial.ms), '', ''],
      [`control: the same, ${CONCURRENCY} at a time`, `${fmt(med(settledSpeedUp), 2)}x`, '', ''],
      [
        '  group gain against that control (artifacts and wait on both sides)',
        fmt(settledGain, 2),
        '>= 0.95',
        settledGain >= 0.95 ? 'met' : 'MISSED',
      ],
      [
        'machine CPU of the 8 one by one: via the API / plain / plain+artifacts+wait',
        `${fmt(
          med((g) => g.serial.cpu),
          1,
        )} / ${fmt(
          med((g) => g.plainSerial.cpu),
          1,
        )} / ${fmt(
          med((g) => g.settledSerial.cpu),
          1,
        )} s`,
        '',
        '',
      ],
      [
        `  the most ${cores} cores can gain for that work (one by one time / (its CPU / cores)): API / plain / +artifacts+wait`,
        `${fmt(
          med((g) => bound(g.serial)),
          2,
        )} / ${fmt(
          med((g) => bound(g.plainSerial)),
          2,
        )} / ${fmt(
          med((g) => bound(g.settledSerial)),
          2,
        )}`,
        '',
        '',
      ],
      [
        '  speed-up against that most: API group / plain scripts / +artifacts+wait',
        `${fmt(
          med((g) => gain(g) / bound(g.serial)),
          2,
        )} / ${fmt(
          med((g) => plainSpeedUp(g) / bound(g.plainSerial)),
          2,
        )} / ${fmt(
          med((g) => settledSpeedUp(g) / bound(g.settledSerial)),
          2,
        )}`,
        '',
        '',
      ],
      [
        '  group gain against the control, per round (plain scripts; artifacts and wait)',
        `${groups.map((g) => fmt(gain(g) / plainSpeedUp(g), 2)).join(', ')}; ${groups.map((g) => fmt(gain(g) / settledSpeedUp(g), 2)).join(', ')}`,
        '',
        '',
      ],
      ['runner peak RSS without Chromium (max)', `${fmt(Math.max(...rss) / 1024, 0)} MiB`, '', ''],
      ['runner peak RSS without Chromium (median)', `${fmt(median(rss) / 1024, 0)} MiB`, '', ''],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stdout.write(
      `\nbench:runner (median of ${REPEAT} rounds; ${cpus().length} cores; group concurrency ${CONCURRENCY}; ` +
        `standby runners ${workflow.standby().length})\n`,
    );
    for (const [name, value, target, verdict] of rows) {
      process.stdout.write(`${name.padEnd(width)}  ${value.padStart(10)}  ${target.padEnd(10)} ${verdict}\n`);
    }
    const video = videoSize(VIEWPORT);
    const made = (list: { screenshots: number; videos: number }[]) =>
      `${fmt(median(list.map((a) => a.screenshots)), 0)} JPEG screenshots and ${fmt(median(list.map((a) => a.videos)), 0)} video`;
    process.stdout.write(
      `\nplain+artifacts: the plain script also recording a ${video.width}x${video.height} video (recordVideo) and a JPEG ` +
        `(quality ${PRODUCT_JPEG_QUALITY}, captured as the product does) after opening the page and after every action; ` +
        `the targets on its rows are the API / plain ones, held with the artifacts on both sides, or what the artifacts ` +
        `alone already take of them.\nartifacts per 20-step run (median): via the API ${made(apiArtifacts)}; ` +
        `plain+artifacts ${made(scriptArtifacts)} (${fmt(median(scriptArtifacts.map((a) => a.videoBytes)) / 1024, 0)} KiB)\n`,
    );
    process.stdout.write(
      `\nCPU per process, mean of ${REPEAT} rounds of the 20-step test (the API run includes the standby runner that replaces its runner):\n${formatCpuTable(
        [
          { title: 'via the API', cpu: meanCpu(apiBreakdowns) },
          { title: 'plain script', cpu: meanCpu(plainBreakdowns) },
          { title: 'plain+artifacts', cpu: meanCpu(artifactsBreakdowns) },
        ],
      )}\n`,
    );
    const own = (rounds: CpuBreakdown[]) => median(rounds.map(ownSeconds));
    const [apiOwn, plainOwn, artifactsOwn] = [own(apiBreakdowns), own(plainBreakdowns), own(artifactsBreakdowns)];
    process.stdout.write(
      `CPU of this bench's own processes only (median; "${NOT_OURS}" left out): API ${fmt(apiOwn, 2)} s, ` +
        `plain ${fmt(plainOwn, 2)} s, plain+artifacts ${fmt(artifactsOwn, 2)} s; ratios API / plain ${fmt(apiOwn / plainOwn, 2)}, ` +
        `API / plain+artifacts ${fmt(apiOwn / artifactsOwn, 2)}, plain+artifacts / plain ${fmt(artifactsOwn / plainOwn, 2)}\n`,
    );
    process.stdout.write(
      `\nper round: API ${apiTotals.map((v) => fmt(v, 0)).join(', ')} ms; plain ${plainTotals.map((v) => fmt(v, 0)).join(', ')} ms; plain+artifacts ${artifactsTotals.map((v) => fmt(v, 0)).join(', ')} ms; plain+artifacts+wait ${settledTotals.map((v) => fmt(v, 0)).join(', ')} ms; first action ${firstActions.map((v) => fmt(v, 0)).join(', ')} ms\n` +
        `per round, machine CPU: API ${apiCpu.map((v) => fmt(v, 2)).join(', ')} s; plain ${plainCpu.map((v) => fmt(v, 2)).join(', ')} s; plain+artifacts ${artifactsCpu.map((v) => fmt(v, 2)).join(', ')} s\n`,
    );
  } finally {
    site.close();
    await t.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:runner failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
