/**
 * `npm run bench:mobile`: a mobile run through the whole product path (HTTP trigger -> state machine -> runner process
 * -> Appium session -> results in DynamoDB -> GET /test_run) on the local stack's Appium 3 server with the fake driver,
 * compared with a plain WebdriverIO script doing the same 20 steps on the same server.
 *
 * 1. A 20-step Android test (taps, typing, keys, swipes, scrolls, an assert on the screen) triggered through the API
 *    until `passed`, against the same 20 steps as a plain WebdriverIO script in its own Node process (session, the
 *    same W3C actions and element commands, the assert read from the page source, end of session; no screenshots, no
 *    video). Target: within 1.5x of the plain script.
 * 2. Time from trigger (the HTTP request) to the runner's first device command (its `POST /session` on the device
 *    server). Target: under 3 s. The first tap is reported too.
 *
 * Both talk to Appium through one small recording proxy (a few ms per command, the same for both), which notes when
 * each command arrives. Each round waits until nothing runs and the standby runner is ready before it is timed.
 * Env: BENCH_REPEAT (default 3) rounds, the median is reported; BENCH_TRACE=1 also prints the last API run's
 * commands one by one (when each arrived and how long it took).
 */
import '../lib/local/polyfills';
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ENV } from '../core/config';
import { fakeAppPath } from '../lib/local/appium';
import { type PointerSequence, scrollSwipes, swipeActions, tapActions } from '../runner-image/src/mobile/gestures';
import { deviceKeyName, keyPress } from '../runner-image/src/mobile/keys';
import { type ApiClient, startTestStack } from '../test/support/local-stack';
import { createApp } from '../test/support/uploads';
import { fmt, percentile } from './support';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const log = (line: string) => process.stderr.write(`bench:mobile: ${line}\n`);
const median = (values: number[]) => percentile(values, 50);

/** The Android fake app's screen (runner-image/mobile-apps/android.xml), in logical points. */
const SCREEN = { width: 412, height: 915 };

/** 20 recorded steps on the fake app's sign-in screen; its email field has the focus. */
const TWENTY_STEPS = [
  { type: 'left_click', action: '206,172' },
  { type: 'type', action: 'ann@example.com' },
  { type: 'key', action: 'Return' },
  { type: 'left_click', action: '206,244' },
  { type: 'left_click', action: '124,312' },
  { type: 'left_click_drag', action: '206,760 -> 206,560' },
  { type: 'scroll', action: 'down 3' },
  { type: 'left_click', action: '206,376' },
  { type: 'left_click', action: '206,172' },
  { type: 'type', action: 'bob@example.com' },
  { type: 'key', action: 'BackSpace' },
  { type: 'scroll', action: 'up 2' },
  { type: 'left_click', action: '114,436' },
  { type: 'left_click_drag', action: '300,700 -> 100,700' },
  { type: 'left_click', action: '206,568' },
  { type: 'left_click', action: '206,640' },
  { type: 'left_click', action: '206,172' },
  { type: 'type', action: 'x' },
  { type: 'key', action: 'Tab' },
  { type: 'assert', action: 'Remember me is checked' },
].map((step, i) => ({ step_number: i + 1, ...step }));

const point = (text: string) => {
  const [x, y] = text.split(',').map((n) => Number(n.trim()));
  return { x: x!, y: y! };
};

/** One step as the plain script's commands (the W3C actions the runner sends for it, built by the same functions). */
type PlainOp =
  | { op: 'actions'; sequences: PointerSequence[] }
  | { op: 'key'; value: string }
  | { op: 'type'; text: string }
  | { op: 'assertChecked'; id: string };

function plainOps(): PlainOp[] {
  return TWENTY_STEPS.map((step): PlainOp => {
    switch (step.type) {
      case 'left_click':
        return { op: 'actions', sequences: [tapActions(point(step.action))] };
      case 'left_click_drag': {
        const [from, to] = step.action.split('->').map(point);
        return { op: 'actions', sequences: [swipeActions(from!, to!)] };
      }
      case 'scroll': {
        const [direction, amount] = step.action.split(' ');
        const swipes = scrollSwipes(null, direction as 'up' | 'down', Number(amount), SCREEN);
        return { op: 'actions', sequences: swipes.map((s) => swipeActions(s.from, s.to)) };
      }
      case 'type':
        return { op: 'type', text: step.action };
      case 'key': {
        const press = keyPress(deviceKeyName(step.action, 'android')!, 'generic');
        if (press?.via !== 'w3c') throw new Error(`no W3C key for ${step.action}`);
        return { op: 'key', value: press.value };
      }
      default:
        return { op: 'assertChecked', id: 'remember' };
    }
  });
}

/** The same steps as a plain WebdriverIO script (what a user would write without the service). */
function plainScript(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `import { remote } from 'webdriverio';
const ops = ${JSON.stringify(plainOps())};
const b = await remote({
  hostname: ${JSON.stringify(url.hostname)}, port: ${Number(url.port)}, path: '/', logLevel: 'silent',
  connectionRetryCount: 0,
  capabilities: { platformName: 'Fake', 'appium:automationName': 'Fake', 'appium:app': ${JSON.stringify(fakeAppPath('android'))}, 'wdio:enforceWebDriverClassic': true },
});
const id = (ref) => ref['element-6066-11e4-a932-00f52a76f02e'] ?? ref.ELEMENT;
try {
  await b.getWindowRect();
  for (const o of ops) {
    if (o.op === 'actions') {
      for (const s of o.sequences) await b.performActions([s]);
      await b.releaseActions();
    } else if (o.op === 'key') {
      await b.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: o.value }, { type: 'keyUp', value: o.value }] }]);
      await b.releaseActions();
    } else if (o.op === 'type') {
      const [focused] = await b.findElements('xpath', '//*[@focused="true"]');
      await b.elementSendKeys(id(focused), o.text);
    } else {
      // The fake driver's attribute reads answer only what commands set: the screen's state is in its source.
      const source = await b.getPageSource();
      if (!new RegExp('id="' + o.id + '"[^>]*checked="true"').test(source)) throw new Error(o.id + ' is not checked');
    }
  }
} finally {
  await b.deleteSession();
}
`;
}

interface TracedCommand {
  kind: string;
  start: number;
  end: number;
}

/** A command's kind: its method and path without session and element ids. */
function commandKind(method: string, path: string): string {
  const kind = path
    .replace(/^\/session\/[^/]+/, '/session/:id')
    .replace(/\/element\/[^/]+/, '/element/:el')
    .replace(/\?.*$/, '');
  return `${method} ${kind}`;
}

/** A pass-through proxy in front of the Appium server that notes when commands arrive (epoch ms). */
function startRecordingProxy() {
  const agent = new Agent({ keepAlive: true });
  let upstream: URL | undefined;
  let firstSession: number | undefined;
  let firstActions: number | undefined;
  let sessionEnded: number | undefined;
  let commands = 0;
  let screenshots = 0;
  let kinds = new Map<string, number>();
  let trace: TracedCommand[] = [];
  const server = createServer((req, res) => {
    const now = performance.now() + performance.timeOrigin;
    const path = req.url ?? '';
    const kind = commandKind(req.method ?? '', path);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const traced: TracedCommand = { kind, start: now, end: Number.NaN };
    trace.push(traced);
    res.once('finish', () => {
      traced.end = performance.now() + performance.timeOrigin;
    });
    if (req.method === 'POST' && path === '/session') firstSession ??= now;
    if (req.method === 'POST' && /^\/session\/[^/]+\/actions$/.test(path)) firstActions ??= now;
    if (req.method === 'DELETE' && /^\/session\/[^/]+$/.test(path)) sessionEnded = now;
    if (/^\/session\/[^/]+\/screenshot$/.test(path)) screenshots++;
    if (path.startsWith('/session')) commands++;
    if (!upstream) {
      res.writeHead(503).end();
      return;
    }
    const forward = request(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(forward);
  });
  return new Promise<{
    url: string;
    setUpstream(url: string): void;
    reset(): void;
    /** Commands since the last reset by kind (`POST /session/:id/actions`). */
    kinds(): Map<string, number>;
    /** Commands since the last reset, in the order they arrived, with when each was answered. */
    trace(): TracedCommand[];
    firsts(): {
      session: number | undefined;
      actions: number | undefined;
      ended: number | undefined;
      commands: number;
      screenshots: number;
    };
    close(): void;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        setUpstream: (url) => {
          upstream = new URL(url);
        },
        reset: () => {
          firstSession = undefined;
          firstActions = undefined;
          sessionEnded = undefined;
          commands = 0;
          screenshots = 0;
          kinds = new Map();
          trace = [];
        },
        kinds: () => kinds,
        trace: () => trace,
        firsts: () => ({ session: firstSession, actions: firstActions, ended: sessionEnded, commands, screenshots }),
        close: () => {
          server.close();
          agent.destroy();
        },
      });
    }),
  );
}

let plainScripts = 0;
async function timePlainScript(serverUrl: string): Promise<number> {
  const file = join(process.cwd(), 'node_modules', '.cache', `bench-mobile-plain-${process.pid}-${plainScripts++}.mjs`);
  writeFileSync(file, plainScript(serverUrl));
  const started = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [file], { stdio: 'inherit' });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`plain script exited ${code}`))));
    });
    return performance.now() - started;
  } finally {
    rmSync(file, { force: true });
  }
}

async function createTest(api: ApiClient, title: string, appId: number, steps: unknown[]): Promise<number> {
  const res = await api.post('/test_blueprint/create', {
    title,
    type: 'integration',
    device_type: 'android',
    app_id: appId,
    num_retries: 0,
    steps,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_blueprint.id;
}

async function trigger(api: ApiClient, id: number): Promise<number> {
  const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: [id] });
  if (res.status !== 201) throw new Error(`trigger failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_group_run.test_runs[0].id;
}

/**
 * Polls the run until it has settled; returns when the service recorded it passed (its `updated_at`, epoch ms), so
 * that the poll's interval is not counted as the product's time.
 */
async function untilPassed(api: ApiClient, runId: number): Promise<number> {
  for (;;) {
    const res = await api.get(`/test_run/${runId}`);
    const run = res.body.test_run;
    if (run?.status !== 'running') {
      if (run?.status !== 'passed') {
        const reasons = (run?.results ?? []).map((r: { result: string }) => r.result);
        throw new Error(`run ${runId} ${run?.status}: ${JSON.stringify(reasons)}`);
      }
      return Date.parse(run.updated_at);
    }
    // Every poll is a DynamoDB read on the cores the runner uses: often enough to time, rare enough not to weigh.
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function main(): Promise<void> {
  const proxy = await startRecordingProxy();
  log('starting the local stack...');
  const t = await startTestStack({ appium: true, runnerEnv: { [ENV.appiumUrl]: proxy.url } });
  try {
    const appiumUrl = t.stack.appiumUrl;
    if (!appiumUrl) throw new Error('the local stack has no Appium server: run `npm run setup`');
    proxy.setUpstream(appiumUrl);
    const api = t.api;
    const app = await createApp(api, `Bench shop ${Date.now()}`, 'android');
    if (app.status !== 201) throw new Error(`app not created: ${app.status} ${JSON.stringify(app.body)}`);
    const appId: number = app.body.app.id;

    const workflow = t.stack.workflow;
    const quiet = async () => {
      await workflow.idle();
      await workflow.standbyReady();
    };
    // Warm-up: tsx's transform cache, DynamoDB Local's JIT, Appium's first session.
    log('warming up...');
    await untilPassed(api, await trigger(api, await createTest(api, 'warm-up', appId, TWENTY_STEPS.slice(0, 3))));
    await timePlainScript(proxy.url);

    const apiTotals: number[] = [];
    const firstCommands: number[] = [];
    const firstTaps: number[] = [];
    const sessionSpans: number[] = [];
    const afterSessions: number[] = [];
    const apiCommands: number[] = [];
    const apiScreenshots: number[] = [];
    const plainCommands: number[] = [];
    const plainTotals: number[] = [];
    let apiKinds = new Map<string, number>();
    let plainKinds = new Map<string, number>();
    let apiTrace: TracedCommand[] = [];
    for (let i = 0; i < REPEAT; i++) {
      log(`20-step mobile test, round ${i + 1}/${REPEAT}...`);
      const id = await createTest(api, `Twenty mobile steps ${i}`, appId, TWENTY_STEPS);
      await quiet();
      proxy.reset();
      const started = performance.now() + performance.timeOrigin;
      const ended = await untilPassed(api, await trigger(api, id));
      apiTotals.push(ended - started);
      const firsts = proxy.firsts();
      firstCommands.push((firsts.session ?? Number.NaN) - started);
      firstTaps.push((firsts.actions ?? Number.NaN) - started);
      sessionSpans.push((firsts.ended ?? Number.NaN) - (firsts.session ?? Number.NaN));
      afterSessions.push(ended - (firsts.ended ?? Number.NaN));
      apiCommands.push(firsts.commands);
      apiScreenshots.push(firsts.screenshots);
      apiKinds = proxy.kinds();
      apiTrace = proxy.trace();
      await quiet();
      proxy.reset();
      plainTotals.push(await timePlainScript(proxy.url));
      plainCommands.push(proxy.firsts().commands);
      plainKinds = proxy.kinds();
    }

    const apiMs = median(apiTotals);
    const plainMs = median(plainTotals);
    const firstMs = median(firstCommands);
    const rows: [string, string, string, string][] = [
      ['20-step mobile test via API, trigger -> passed (its updated_at)', `${fmt(apiMs, 0)} ms`, '', ''],
      ['same 20 steps, plain WebdriverIO script', `${fmt(plainMs, 0)} ms`, '', ''],
      ['  ratio API / plain', fmt(apiMs / plainMs, 2), '<= 1.5', apiMs / plainMs <= 1.5 ? 'met' : 'MISSED'],
      [
        'trigger -> first device command (new session)',
        `${fmt(firstMs, 0)} ms`,
        '< 3000 ms',
        firstMs < 3000 ? 'met' : 'MISSED',
      ],
      ['trigger -> first tap', `${fmt(median(firstTaps), 0)} ms`, '', ''],
      ['  API run: device session, open -> end', `${fmt(median(sessionSpans), 0)} ms`, '', ''],
      ['  API run: session end -> passed (video, settle)', `${fmt(median(afterSessions), 0)} ms`, '', ''],
      [
        '  device commands, API run / plain script',
        `${median(apiCommands)} / ${median(plainCommands)}`,
        '',
        `(${median(apiScreenshots)} screenshots)`,
      ],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stdout.write(
      `\nbench:mobile (median of ${REPEAT} rounds; ${cpus().length} cores; Appium 3 with the fake driver)\n`,
    );
    for (const [name, value, target, verdict] of rows) {
      process.stdout.write(`${name.padEnd(width)}  ${value.padStart(10)}  ${target.padEnd(10)} ${verdict}\n`);
    }
    process.stdout.write('\ndevice commands of the last round by kind, API run / plain script:\n');
    for (const kind of [...new Set([...apiKinds.keys(), ...plainKinds.keys()])].sort()) {
      process.stdout.write(`  ${kind.padEnd(44)} ${apiKinds.get(kind) ?? 0} / ${plainKinds.get(kind) ?? 0}\n`);
    }
    if (process.env.BENCH_TRACE) {
      const origin = apiTrace[0]?.start ?? 0;
      process.stdout.write('\nAPI run of the last round, command by command (ms from its first):\n');
      for (const c of apiTrace) {
        process.stdout.write(
          `  ${fmt(c.start - origin, 0).padStart(6)} +${fmt(c.end - c.start, 0).padStart(4)}  ${c.kind}\n`,
        );
      }
    }
    process.stdout.write(
      `\nper round: API ${apiTotals.map((v) => fmt(v, 0)).join(', ')} ms; plain ${plainTotals.map((v) => fmt(v, 0)).join(', ')} ms; first command ${firstCommands.map((v) => fmt(v, 0)).join(', ')} ms; first tap ${firstTaps.map((v) => fmt(v, 0)).join(', ')} ms\n`,
    );
  } finally {
    proxy.close();
    await t.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:mobile failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
