/**
 * `npm run bench:runner`: runs through the whole product path (HTTP trigger -> state machine -> runner process ->
 * Chromium -> results in DynamoDB -> GET /test_run) against the local stack, and compares it with plain scripts.
 *
 * 1. A 20-step recorded test triggered through the API until `passed`, against the same 20 steps as a plain
 *    playwright-core script in its own Node process (launch, page, 20 actions, close; no screenshots, no video).
 *    Target: within 1.5x of the plain script.
 * 2. Time from trigger (the HTTP request) to the first action (the runner's browser loading the starting URL).
 *    Target: under 2 s.
 * 3. 8 tests in one trigger against the same 8 triggered one by one (each awaited). Target: the group >= 1.8x faster.
 *    The bench company's browser concurrency is BENCH_CONCURRENCY (default 2, the default plan's: on 2 cores, more
 *    runners at once only compete for the CPU).
 * 4. The runner process's peak RSS (VmHWM of the Node process; Chromium's processes are not counted).
 *
 * Env: BENCH_REPEAT (default 3) repetitions of 1-2, the median is reported; BENCH_CONCURRENCY (default 2).
 */
import '../lib/local/polyfills';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../lib/local/browser-paths';
import { CHROMIUM_ARGS } from '../runner-image/src/engine/run-test';
import { type ApiClient, startTestStack } from '../test/support/local-stack';
import { fmt, percentile } from './support';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** The bench company's browser concurrency (how many of the 8 run at once). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
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
const TWENTY_STEPS = Array.from({ length: 20 }, (_, i) => {
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

/** The same 20 steps as a plain playwright-core script (what a user would write without the service). */
function plainScript(url: string, chromium: string | undefined): string {
  const ops = TWENTY_STEPS.map((s) => {
    if (s.type === 'left_click') {
      const [x, y] = s.action.split(',');
      return `await page.mouse.click(${x}, ${y});`;
    }
    if (s.type === 'mouse_move') {
      const [x, y] = s.action.split(',');
      return `await page.mouse.move(${x}, ${y});`;
    }
    if (s.type === 'type') return `await page.keyboard.type(${JSON.stringify(s.action)}, { delay: 12 });`;
    return `await page.keyboard.press('Tab');`;
  }).join('\n');
  return `import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: ${JSON.stringify(chromium)}, args: ${JSON.stringify(CHROMIUM_ARGS)} });
const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
const page = await context.newPage();
await page.goto(${JSON.stringify(url)});
${ops}
await browser.close();
`;
}

async function timePlainScript(url: string): Promise<number> {
  const file = join(process.cwd(), 'node_modules', '.cache', `bench-plain-${process.pid}.mjs`);
  writeFileSync(file, plainScript(url, findChromium()));
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [file], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`plain script exited ${code}`))));
  });
  return performance.now() - started;
}

async function createTest(api: ApiClient, title: string, startingUrl: string, steps: unknown[]): Promise<number> {
  const res = await api.post('/test_blueprint/create', {
    title,
    type: 'integration',
    starting_url: startingUrl,
    viewport_width: 800,
    viewport_height: 600,
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

async function untilSettled(api: ApiClient, runId: number): Promise<string> {
  for (;;) {
    const res = await api.get(`/test_run/${runId}`);
    const status = res.body.test_run?.status;
    if (status !== 'running') {
      if (status !== 'passed') throw new Error(`run ${runId} ${status}: ${JSON.stringify(res.body.test_run.results)}`);
      return status;
    }
    // Every poll is a DynamoDB read on the same 2 cores the runners use: often enough to time, rare enough not to weigh.
    await new Promise((r) => setTimeout(r, 150));
  }
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

/**
 * CPU seconds so far: this process (API handlers, S3 server, local state machine), its exited children (runners
 * with their Chromium and ffmpeg, plain scripts) and DynamoDB Local's Java process. Unlike wall time, barely
 * affected by other work on the machine.
 */
function cpuSeconds(javaPid: number | undefined) {
  const fields = (pid: number | 'self') => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const self = fields('self');
  const java = javaPid ? fields(javaPid) : undefined;
  return {
    self: (Number(self[11]) + Number(self[12])) / 100,
    children: (Number(self[13]) + Number(self[14])) / 100,
    java: java ? (Number(java[11]) + Number(java[12])) / 100 : 0,
  };
}

function dynamoPid(): number | undefined {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1]!.split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('DynamoDBLocal'))
        return Number(pid);
    } catch {
      // gone
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  log('starting the local stack...');
  const t = await startTestStack();
  const site = await startSite();
  const api = await t.newCompany({ browserConcurrency: CONCURRENCY });
  const runnerPids = () => [...t.stack.workflow.runners().values()].map((c) => c.pid!).filter(Boolean);
  try {
    // Warm-up: tsx's transform cache, Chromium's disk cache, DynamoDB Local's JIT.
    log('warming up...');
    const warm = await createTest(api, 'warm-up', site.url('warm'), TWENTY_STEPS.slice(0, 2));
    await untilSettled(api, (await trigger(api, [warm]))[0]!);
    await timePlainScript(site.url('plain-warm'));

    const java = dynamoPid();
    const apiCpu: number[] = [];
    const plainCpu: number[] = [];
    const cpuParts: [number, number, number][] = [];
    const apiTotals: number[] = [];
    const firstActions: number[] = [];
    const plainTotals: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      log(`20-step test, round ${i + 1}/${REPEAT}...`);
      const tag = `twenty-${i}`;
      const id = await createTest(api, `Twenty steps ${i}`, site.url(tag), TWENTY_STEPS);
      const cpu0 = cpuSeconds(java);
      const { result, peaksKb } = await withRunnerPeakRss(runnerPids, async () => {
        const started = performance.now() + performance.timeOrigin;
        const [runId] = await trigger(api, [id]);
        await untilSettled(api, runId!);
        return { total: performance.now() + performance.timeOrigin - started, started };
      });
      await t.stack.workflow.idle();
      const cpu1 = cpuSeconds(java);
      apiCpu.push(cpu1.self - cpu0.self + cpu1.children - cpu0.children + cpu1.java - cpu0.java);
      cpuParts.push([cpu1.children - cpu0.children, cpu1.java - cpu0.java, cpu1.self - cpu0.self]);
      apiTotals.push(result.total);
      firstActions.push((site.firstHit.get(tag) ?? Number.NaN) - result.started);
      rss.push(...peaksKb);
      plainTotals.push(await timePlainScript(site.url(`plain-${i}`)));
      plainCpu.push(cpuSeconds(java).children - cpu1.children);
    }

    log('8 tests one by one...');
    const eight = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createTest(api, `Eight ${i}`, site.url(`eight-${i}`), TWENTY_STEPS.slice(0, 10)),
      ),
    );
    const serialStarted = performance.now();
    for (const id of eight) await untilSettled(api, (await trigger(api, [id]))[0]!);
    const serial = performance.now() - serialStarted;

    log('8 tests in one trigger...');
    const groupStarted = performance.now();
    const { peaksKb } = await withRunnerPeakRss(runnerPids, async () => {
      const runIds = await trigger(api, eight);
      await Promise.all(runIds.map((id) => untilSettled(api, id)));
    });
    const group = performance.now() - groupStarted;
    rss.push(...peaksKb);

    const apiMs = median(apiTotals);
    const plainMs = median(plainTotals);
    const firstMs = median(firstActions);
    const rows: [string, string, string, string][] = [
      ['20-step test via API, trigger -> passed', `${fmt(apiMs, 0)} ms`, '', ''],
      ['same 20 steps, plain playwright-core script', `${fmt(plainMs, 0)} ms`, '', ''],
      ['  ratio API / plain', fmt(apiMs / plainMs, 2), '<= 1.5', apiMs / plainMs <= 1.5 ? 'met' : 'MISSED'],
      ['  CPU of the API run (all processes)', `${fmt(median(apiCpu), 2)} s`, '', ''],
      ['    runner + Chromium + ffmpeg', `${fmt(median(cpuParts.map((p) => p[0])), 2)} s`, '', ''],
      ['    DynamoDB Local (Java)', `${fmt(median(cpuParts.map((p) => p[1])), 2)} s`, '', ''],
      ['    API, S3 server, state machine', `${fmt(median(cpuParts.map((p) => p[2])), 2)} s`, '', ''],
      ['  CPU of the plain script', `${fmt(median(plainCpu), 2)} s`, '', ''],
      [
        'trigger -> first action (page request)',
        `${fmt(firstMs, 0)} ms`,
        '< 2000 ms',
        firstMs < 2000 ? 'met' : 'MISSED',
      ],
      ['8 tests one by one', `${fmt(serial, 0)} ms`, '', ''],
      ['8 tests in one trigger', `${fmt(group, 0)} ms`, '', ''],
      ['  speed-up group vs serial', `${fmt(serial / group, 2)}x`, '>= 1.8x', serial / group >= 1.8 ? 'met' : 'MISSED'],
      ['runner peak RSS without Chromium (max)', `${fmt(Math.max(...rss) / 1024, 0)} MiB`, '', ''],
      ['runner peak RSS without Chromium (median)', `${fmt(median(rss) / 1024, 0)} MiB`, '', ''],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stdout.write(
      `\nbench:runner (median of ${REPEAT} rounds; ${cpus().length} cores; group concurrency ${CONCURRENCY})\n`,
    );
    for (const [name, value, target, verdict] of rows) {
      process.stdout.write(`${name.padEnd(width)}  ${value.padStart(10)}  ${target.padEnd(10)} ${verdict}\n`);
    }
    process.stdout.write(
      `\nper round: API ${apiTotals.map((v) => fmt(v, 0)).join(', ')} ms; plain ${plainTotals.map((v) => fmt(v, 0)).join(', ')} ms; first action ${firstActions.map((v) => fmt(v, 0)).join(', ')} ms\n`,
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
