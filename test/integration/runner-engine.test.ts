/**
 * The runner engine against real Chromium and pages served from 127.0.0.1, with in-memory sink, artifact store and
 * sub-run trigger. Page state is checked inside the run by `assert` steps given to an agent that evaluates their
 * instruction as a JavaScript expression in the page (so the same run also exercises the agent seam).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import type {
  ApiRequest,
  ArtifactStore,
  AttemptOutcome,
  ResultSink,
  RunInput,
  RunOutcome,
  RunSnapshot,
  SnapshotModule,
  SnapshotStep,
  StepResult,
  SubRunTrigger,
} from '../../runner-image/src/contract';
import { type Agent, NO_AGENT_RESULT, runTest } from '../../runner-image/src/engine';
import { NOT_RUN_RESULT } from '../../runner-image/src/engine/run-test';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { runSnapshot, snapshotStep } from '../support/snapshots';

const FORM = `<!doctype html><html><head><style>
body{margin:0;font:16px sans-serif} .b{position:absolute;margin:0}
</style></head><body>
<input id="name" class="b" style="left:20px;top:20px;width:300px;height:30px">
<button id="multi" class="b" style="left:20px;top:80px;width:150px;height:40px">multi</button>
<div id="dbl" class="b" style="left:200px;top:80px;width:150px;height:40px;background:#eef">dbl</div>
<div id="ctx" class="b" style="left:380px;top:80px;width:150px;height:40px;background:#fee">ctx</div>
<p id="para" class="b" style="left:20px;top:140px;width:500px">alpha beta gamma</p>
<div id="drag" class="b" style="left:0;top:200px;width:600px;height:60px;background:#efe"></div>
<a id="dl" class="b" href="/report.csv" download style="left:20px;top:300px;width:200px;height:30px">download</a>
<button id="hang" class="b" style="left:20px;top:360px;width:150px;height:40px">hang</button>
<script>
window.rec = { clicks: [], dbl: 0, ctx: 0, keys: [], keyTimes: [], moved400x330: false, drag: null, down: null, para: 0 };
document.cookie; window.returning = document.cookie.includes('seen=1'); document.cookie = 'seen=1';
multi.addEventListener('click', (e) => rec.clicks.push(e.detail));
dbl.addEventListener('dblclick', () => rec.dbl++);
ctx.addEventListener('contextmenu', (e) => { e.preventDefault(); rec.ctx++; });
para.addEventListener('click', (e) => { rec.para = Math.max(rec.para, e.detail); });
hang.addEventListener('click', () => { for (;;) {} });
document.addEventListener('keydown', (e) => {
  if (['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return;
  rec.keys.push((e.ctrlKey ? 'Control+' : '') + (e.shiftKey && e.key.length > 1 ? 'Shift+' : '') + e.key);
  rec.keyTimes.push(performance.now());
});
document.addEventListener('mousemove', (e) => { rec.moved400x330 ||= e.clientX === 400 && e.clientY === 330; });
drag.addEventListener('mousedown', (e) => { rec.down = [e.clientX, e.clientY]; });
document.addEventListener('mouseup', (e) => { if (rec.down && !rec.drag) rec.drag = [rec.down, [e.clientX, e.clientY]]; });
</script></body></html>`;

const SCROLL = `<!doctype html><html><body style="margin:0"><div style="height:5000px;background:linear-gradient(#fff,#00f)">tall</div></body></html>`;

let server: FixtureServer;
const chromiumPath = chromiumExecutablePath();

beforeAll(async () => {
  server = await startFixtureServer({
    '/form': FORM,
    '/scroll': SCROLL,
    '/broken': { status: 500, body: 'boom' },
    '/echo-page': (req) => `<!doctype html><title>echo</title><p id="q">${req.url.search}</p>`,
    '/report.csv': {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report.csv"' },
      body: 'id,total\n1,42\n',
    },
    '/api/echo': (req) => ({
      json: {
        method: req.method,
        query: req.url.search,
        token: req.headers['x-token'] ?? null,
        body: req.body ? JSON.parse(req.body) : null,
      },
    }),
    '/api/big': { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(100 * 1024) },
    '/api/flaky': (req) => (req.hit <= 2 ? { status: 503, body: 'busy' } : { json: { ok: true, hit: req.hit } }),
    '/api/down': { status: 502, body: 'bad gateway' },
    '/api/forbidden': { status: 403, json: { error: 'forbidden' } },
    '/api/flaky-attempt': (req) =>
      req.hit <= 2 ? { status: 409, json: { hit: req.hit } } : { json: { hit: req.hit } },
    '/api/teardown': { json: { ok: true } },
    '/api/slow': { json: { late: true }, delayMs: 6_000 },
  });
});

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Fakes and builders

interface Recorded {
  events: Array<{ kind: 'started' | 'step' | 'finished'; attempt: number; at: number; result?: StepResult }>;
  finished: AttemptOutcome[];
  artifacts: Map<string, { body: Buffer; contentType: string }>;
  subRunCalls: Array<{ id: number; chain: number[] }>;
}

function fakes(subRunStatus: Record<number, 'passed' | 'failed'> = {}) {
  const rec: Recorded = { events: [], finished: [], artifacts: new Map(), subRunCalls: [] };
  const sink: ResultSink = {
    attemptStarted: async (attempt) => void rec.events.push({ kind: 'started', attempt, at: Date.now() }),
    stepFinished: async (attempt, result) => void rec.events.push({ kind: 'step', attempt, at: Date.now(), result }),
    attemptFinished: async (outcome) => {
      rec.events.push({ kind: 'finished', attempt: outcome.attempt, at: Date.now() });
      rec.finished.push(outcome);
    },
  };
  const artifacts: ArtifactStore = {
    put: async (name, body, contentType) => {
      const key = `company-1/runs/9/${name}`;
      rec.artifacts.set(key, { body, contentType });
      return key;
    },
  };
  const subRuns: SubRunTrigger = {
    run: async (id, chain) => {
      rec.subRunCalls.push({ id, chain });
      const status = subRunStatus[id] ?? 'failed';
      return { status, testRunId: 1000 + id, reason: status === 'passed' ? '' : 'step 2 failed' };
    },
  };
  return { rec, sink, artifacts, subRuns };
}

/** Evaluates `assert` instructions as JS expressions in the page; `downloads:<text>` checks ingested downloads. */
const evalAgent: Agent = {
  async act(page, instruction) {
    await page.evaluate(instruction);
    return { success: true, reason: 'Done.', actions: [{ type: 'act', description: instruction }] };
  },
  async assert(page, instruction, ctx) {
    if (instruction.startsWith('downloads:')) {
      const needle = instruction.slice('downloads:'.length);
      const found = ctx.downloads.some((d) => d.text?.includes(needle));
      return { success: found, reason: `downloads ${JSON.stringify(ctx.downloads)}`, actions: [] };
    }
    const value = await page.evaluate(`(${instruction})`);
    const state = value === true ? '' : ` (page state: ${await page.evaluate('JSON.stringify(window.rec ?? null)')})`;
    return { success: value === true, reason: `${instruction} -> ${JSON.stringify(value)}${state}`, actions: [] };
  },
};

let nextId = 1;
function step(type: SnapshotStep['type'], action: string, extra: Partial<SnapshotStep> = {}): SnapshotStep {
  return snapshotStep(type, action, { id: nextId++, ...extra });
}

function numbered(steps: SnapshotStep[]): SnapshotStep[] {
  return steps.map((s, i) => ({ ...s, step_number: i + 1 }));
}

function api(url: string, extra: Partial<ApiRequest> = {}): Partial<SnapshotStep> {
  return {
    api_request: {
      url,
      method: 'GET',
      headers: null,
      timeout: 5,
      retries: 0,
      backoff_seconds: 0,
      should_refresh_page: false,
      ...extra,
    },
  };
}

function module(id: number, title: string, steps: SnapshotStep[], startingUrl: string | null = null): SnapshotModule {
  return { id, title, type: 'step_module', starting_url: startingUrl, steps: numbered(steps) };
}

function snapshot(steps: SnapshotStep[], extra: Partial<RunSnapshot> = {}): RunSnapshot {
  return runSnapshot({
    id: 7,
    title: 'fixture test',
    starting_url: server.url('/form'),
    viewport_width: 800,
    viewport_height: 600,
    persist_self_healed: false,
    steps: numbered(steps),
    ...extra,
  });
}

async function run(
  snap: RunSnapshot,
  opts: {
    subRuns?: Record<number, 'passed' | 'failed'>;
    chain?: number[];
    deadlineMs?: number;
    actionTimeoutMs?: number;
    agent?: Agent | null;
  } = {},
): Promise<{ outcome: RunOutcome; rec: Recorded; results: StepResult[] }> {
  const { rec, sink, artifacts, subRuns } = fakes(opts.subRuns);
  const input: RunInput = {
    companyId: 1,
    testRunId: 9,
    snapshot: snap,
    chain: opts.chain ?? [snap.id],
    sink,
    artifacts,
    subRuns,
    deadline: Date.now() + (opts.deadlineMs ?? 60_000),
  };
  const agent = opts.agent === null ? undefined : (opts.agent ?? evalAgent);
  const outcome = await runTest(input, {
    chromiumPath,
    ...(agent ? { agent } : {}),
    ...(opts.actionTimeoutMs ? { actionTimeoutMs: opts.actionTimeoutMs } : {}),
  });
  const last = outcome.attempts[outcome.attempts.length - 1];
  return { outcome, rec, results: last?.results ?? [] };
}

function explain(results: StepResult[]): string {
  return results.map((r) => `${r.step_number} ${r.is_successful ? 'ok' : 'FAIL'}: ${r.result}`).join('\n');
}

function artifact(rec: Recorded, key: string | null | undefined): Buffer {
  const found = key ? rec.artifacts.get(key) : undefined;
  if (!found) throw new Error(`no artifact ${key}`);
  return found.body;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

// ---------------------------------------------------------------------------------------------------------------

describe('runTest', { timeout: 30_000 }, () => {
  it('passes a recorded test of every input type, with screenshots and a video', async () => {
    // Prepare
    const snap = snapshot(
      [
        step('left_click', '{"x":100,"y":35}'),
        step('type', '{"text":"hi {{user}}"}'),
        step('key', 'Return'),
        step('key', '{"key":"ctrl+a"}'),
        step('key', 'Shift+Tab'),
        step('left_click', '95,100', { click_count: 3 }),
        step('double_click', '{"x":275,"y":100}'),
        step('right_click', '455,100'),
        step('mouse_move', '400,330', { hold_start_duration: 0.4, hold_end_duration: 0.4 }),
        step('left_click_drag', '10,230 -> 300,230'),
        // After the drag: a selection under the drag start would make the drag a native text drag.
        step('triple_click', '60,150'),
        step('wait', '0.2'),
        step(
          'assert',
          `document.querySelector('#name').value === 'hi alice' && rec.keys.slice(-3).join() === 'Enter,Control+a,Shift+Tab' && rec.clicks.join() === '1,2,3' && rec.dbl === 1 && rec.ctx === 1 && rec.para === 3 && rec.moved400x330 && JSON.stringify(rec.drag) === '[[10,230],[300,230]]'`,
        ),
        step('assert', `(rec.keyTimes[7] - rec.keyTimes[0]) / 7 >= 35`),
      ],
      { typing_speed: 40, variables: [{ key: 'user', type: 'text', value: 'alice' }] },
    );

    // Act
    const { outcome, rec, results } = await run(snap);

    // Assess
    expect(outcome.status, explain(results)).toBe('passed');
    expect(outcome.attempts).toHaveLength(1);
    expect(results.map((r) => r.step_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const types = results.slice(0, 12).map((r) => r.actions.map((a) => a.type).join());
    expect(types).toEqual([
      'go_to_url,click_element',
      'input_text',
      'send_keys',
      'send_keys',
      'send_keys',
      'click_element',
      'click_element',
      'right_click',
      'mouse_move',
      'drag',
      'click_element',
      'wait',
    ]);
    expect(results[1]?.actions[0]?.description).toBe('Typed "hi alice"');
    for (const result of results) {
      for (const action of result.actions) {
        expect(artifact(rec, action.screenshot_key).subarray(0, 3)).toEqual(JPEG);
      }
    }
    const click = results[0]?.actions[1];
    // Right after the navigation's screenshot with no input since: that screenshot serves as the "before".
    expect(click?.screenshot_key_before).toBe(results[0]?.actions[0]?.screenshot_key);
    expect(click?.screenshot_key_before).toMatch(/attempt-1\/step-1-1-after\.jpg$/);
    expect(artifact(rec, click?.screenshot_key_before).subarray(0, 3)).toEqual(JPEG);
    expect(results[8]?.actions[0]?.screenshot_key_before).toBeNull();
    expect(results[9]?.actions[0]?.screenshot_key_before).toMatch(/step-10-1-before\.jpg$/);
    // Holds: 0.4 s before and after the mouse move.
    const stepTimes = rec.events.filter((e) => e.kind === 'step').map((e) => e.at);
    expect(stepTimes[8]! - stepTimes[7]!).toBeGreaterThanOrEqual(800);
    // Each step was persisted as it finished, between attemptStarted and attemptFinished.
    expect(rec.events.map((e) => e.kind)).toEqual(['started', ...results.map(() => 'step'), 'finished']);
    const video = artifact(rec, outcome.attempts[0]?.video_key);
    expect(outcome.attempts[0]?.video_key).toMatch(/attempt-1\/video\.webm$/);
    expect(video.subarray(0, 4)).toEqual(EBML);
    expect(video.length).toBeGreaterThan(5_000);
  });

  it('scrolls by wheel notches at the centre or at a point, and stores PNG screenshots when asked', async () => {
    const snap = snapshot(
      [
        step('scroll', 'down 3'),
        step('assert', 'window.scrollY === 300'),
        step('scroll', '{"x":100,"y":100,"direction":"up","amount":1}'),
        step('assert', 'window.scrollY === 200'),
      ],
      { starting_url: server.url('/scroll') },
    );
    const { rec, sink, artifacts, subRuns } = fakes();
    const outcome = await runTest(
      {
        companyId: 1,
        testRunId: 9,
        snapshot: snap,
        chain: [7],
        sink,
        artifacts,
        subRuns,
        deadline: Date.now() + 60_000,
      },
      { chromiumPath, agent: evalAgent, screenshotFormat: 'png' },
    );
    const results = outcome.attempts[0]!.results;
    expect(outcome.status, explain(results)).toBe('passed');
    expect(results[0]?.actions.map((a) => a.type)).toEqual(['go_to_url', 'scroll_down']);
    expect(results[2]?.actions.map((a) => a.type)).toEqual(['scroll_up']);
    expect(artifact(rec, results[0]?.actions[1]?.screenshot_key).subarray(0, 4)).toEqual(PNG);
  });

  it.each([
    ['an unknown key', step('key', 'ctrl+Hyperspace'), /Unknown key "Hyperspace"/],
    ['a click outside the viewport', step('left_click', '900,20'), /\(900, 20\) is outside the 800x600 viewport/],
    [
      'a drag that ends outside the viewport',
      step('left_click_drag', '10,10 -> 10,700'),
      /outside the 800x600 viewport/,
    ],
    ['a deeplink in a browser test', step('deeplink', 'myapp://item/42'), /only on Android and iOS/],
    [
      'an action that cannot be parsed',
      step('left_click', 'here'),
      /The left_click action must be coordinates such as "120,340"/,
    ],
  ])('fails the step on %s and reports the rest as not run', async (_name, failing, why) => {
    const { outcome, results } = await run(snapshot([step('wait', '0'), failing, step('wait', '0')]));
    expect(outcome.status).toBe('failed');
    expect(results.map((r) => r.is_successful)).toEqual([true, false, false]);
    expect(results[1]?.result).toMatch(why);
    expect(results[2]?.result).toBe(NOT_RUN_RESULT);
  });

  it('fails act and assert steps clearly when no agent is configured', async () => {
    const { outcome, results } = await run(snapshot([step('act', 'Click the login button')]), { agent: null });
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toBe(NO_AGENT_RESULT);
  });

  it('fails the first step when the starting URL does not load, and still runs the teardown', async () => {
    const teardown = module(30, 'cleanup', [step('api', '', api(server.url('/api/teardown')))]);
    const before = server.hits('/api/teardown');
    const { outcome, results } = await run(
      snapshot([step('wait', '0'), step('wait', '0')], {
        starting_url: server.url('/broken'),
        teardown,
        teardown_module: 30,
      }),
    );
    expect(outcome.status).toBe('failed');
    expect(results.map((r) => [r.step_number, r.is_successful])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(results[0]?.result).toMatch(/Could not open .*\/broken: it answered HTTP 500/);
    expect(results[1]?.result).toBe(NOT_RUN_RESULT);
    expect(server.hits('/api/teardown')).toBe(before + 1);
  });

  it('reports a starting URL that cannot be reached', async () => {
    const closed = await startFixtureServer();
    const url = closed.url('/nothing');
    await closed.close();
    const { outcome, results } = await run(snapshot([step('wait', '0')], { starting_url: url }));
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toMatch(/Could not open http:\/\/127\.0\.0\.1:\d+\/nothing: .*ERR_CONNECTION_REFUSED/);
  });

  it('calls APIs with variables, retries 5xx with backoff, stores the full body and reloads the page', async () => {
    server.reset();
    const snap = snapshot(
      [
        step(
          'api',
          '',
          api(server.url('/api/echo?user={{user}}'), {
            method: 'POST',
            headers: { 'x-token': 'Bearer {{token}}' },
            body: { name: '{{user}}', tags: ['{{user}}', 3], nested: { mail: '{{mail}}' } },
          }),
        ),
        step('api', 'flaky', api(server.url('/api/flaky'), { retries: 2, backoff_seconds: 0.2 })),
        step('api', 'big', api(server.url('/api/big'), { should_refresh_page: true })),
      ],
      {
        variables: [
          { key: 'user', type: 'text', value: 'alice' },
          { key: 'token', type: 'random', randomConfig: { prefix: 'tk_', length: 12, charset: 'hex' } },
          { key: 'mail', type: 'email', value: null },
        ],
      },
    );
    const started = Date.now();
    const { outcome, rec, results } = await run(snap);
    expect(outcome.status, explain(results)).toBe('passed');

    const echo = results[0]?.actions[1]?.api_response;
    expect(results[0]?.task).toBe(`api: POST ${server.url('/api/echo?user={{user}}')}`);
    expect(echo?.status).toBe(200);
    const body = echo?.body as {
      method: string;
      query: string;
      token: string;
      body: { name: string; tags: unknown[]; nested: { mail: string } };
    };
    expect(body.method).toBe('POST');
    expect(body.query).toBe('?user=alice');
    expect(body.token).toMatch(/^Bearer tk_[0-9a-f]{12}$/);
    expect(body.body.tags).toEqual(['alice', 3]);
    expect(body.body.nested.mail).toMatch(/^test\+[a-z0-9]+@example\.com$/);
    expect(JSON.parse(artifact(rec, echo?.api_response_key).toString())).toEqual(body);

    expect(server.hits('/api/flaky')).toBe(3);
    expect(results[1]?.result).toMatch(/answered 200 after 3 attempts/);
    expect(Date.now() - started).toBeGreaterThan(400);

    const big = results[2]?.actions[0]?.api_response;
    expect(typeof big?.body).toBe('string');
    expect(String(big?.body).length).toBe(64 * 1024);
    expect(artifact(rec, big?.api_response_key).length).toBe(100 * 1024);
    expect(results[2]?.result).toMatch(/The page was reloaded/);
    expect(server.hits('/form')).toBe(2);
  });

  it('fails an api step at once on 4xx and after its retries on 5xx', async () => {
    server.reset();
    const forbidden = await run(
      snapshot([step('api', '', api(server.url('/api/forbidden'), { retries: 3, backoff_seconds: 0.1 }))]),
    );
    expect(forbidden.outcome.status).toBe('failed');
    expect(forbidden.results[0]?.result).toMatch(/answered 403\.$/);
    expect(server.hits('/api/forbidden')).toBe(1);
    expect(forbidden.results[0]?.actions[1]?.api_response?.body).toEqual({ error: 'forbidden' });

    const down = await run(
      snapshot([step('api', '', api(server.url('/api/down'), { retries: 2, backoff_seconds: 0.05 }))]),
    );
    expect(down.outcome.status).toBe('failed');
    expect(down.results[0]?.result).toMatch(/answered 502 after 3 attempts/);
    expect(server.hits('/api/down')).toBe(3);
  });

  it('retries network errors and fails an api step that times out', async () => {
    const closed = await startFixtureServer();
    const unreachable = closed.url('/api');
    await closed.close();
    const { outcome, results } = await run(
      snapshot([step('api', '', api(unreachable, { retries: 1, backoff_seconds: 0.05 }))]),
    );
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toMatch(/failed: .*ECONNREFUSED.* after 2 attempts\.$/);

    const slow = await run(snapshot([step('api', '', api(server.url('/api/slow'), { timeout: 0.3 }))]));
    expect(slow.results[0]?.result).toMatch(/timed out after 0\.3 s\.$/);
    // Nowhere near the 6 s the endpoint takes (seconds, rounded; a loaded machine adds a little).
    expect(slow.results[0]?.duration).toBeLessThanOrEqual(2);
  });

  it('applies browser zoom as a smaller CSS viewport at a higher device scale', async () => {
    const { outcome, results } = await run(
      snapshot(
        [step('assert', 'window.innerWidth === 640 && window.devicePixelRatio === 1.25'), step('left_click', '700,10')],
        {
          browser_zoom: 1.25,
        },
      ),
    );
    expect(outcome.status).toBe('failed');
    expect(results[0]?.is_successful, results[0]?.result).toBe(true);
    expect(results[1]?.result).toMatch(/outside the 640x480 viewport/);
  });

  it('substitutes variables in the starting URL and notes unknown variables in the result', async () => {
    const { outcome, results } = await run(
      snapshot(
        [step('type', 'x{{nope}}'), step('assert', `document.querySelector('#q').textContent.startsWith('?u=ab')`)],
        {
          starting_url: `${server.url('/echo-page')}?u={{code}}&e={{mail}}`,
          variables: [
            { key: 'code', type: 'random', randomConfig: { prefix: 'ab', length: 4, charset: 'numeric' } },
            { key: 'mail', type: 'email', value: 'fixed@example.com' },
          ],
        },
      ),
    );
    expect(outcome.status, explain(results)).toBe('passed');
    expect(results[0]?.actions[0]?.description).toMatch(/^Opened .*\?u=ab\d{4}&e=fixed@example\.com$/);
    expect(results[0]?.result).toMatch(/Unknown variable left as written: \{\{nope\}\}\./);
    expect(results[0]?.actions[1]?.description).toBe('Typed "x{{nope}}"');
  });

  it('numbers setup 0 and teardown last + 1, and reports a nested module as one entry', async () => {
    const inner = module(21, 'inner', [step('key', 'Tab'), step('deeplink', 'myapp://ignored')]);
    const outer = module(20, 'outer', [
      step('left_click', '100,35'),
      step('step_module', '', { test_blueprint_module_id: 21, module: inner }),
    ]);
    const setup = {
      ...module(10, 'login', [step('left_click', '100,35'), step('type', 'abc')]),
      type: 'module' as const,
    };
    const teardown = module(11, 'logout', [step('wait', '0')]);
    const { outcome, results } = await run(
      snapshot(
        [
          step('left_click', '100,35'),
          step('step_module', '', { test_blueprint_module_id: 20, module: outer }),
          step('assert', `document.querySelector('#name').value === 'abc'`),
        ],
        { setup, teardown, setup_module: 10, teardown_module: 11 },
      ),
    );
    expect(outcome.status, explain(results)).toBe('passed');
    expect(results.map((r) => r.step_number)).toEqual([0, 1, 2, 3, 4]);
    expect(results[0]?.task).toBe('Setup module: login');
    expect(results[0]?.actions.map((a) => a.type)).toEqual(['go_to_url', 'click_element', 'input_text']);
    expect(results[2]?.task).toBe('Module: outer');
    expect(results[2]?.actions.map((a) => a.type)).toEqual(['click_element', 'send_keys']);
    expect(results[2]?.result).toBe('Module "outer": 2 steps passed.');
    expect(results[4]?.task).toBe('Teardown module: logout');
  });

  it('fails a module entry with the failing sub-step, and runs the teardown after a failed step', async () => {
    server.reset();
    const broken = module(22, 'broken', [step('wait', '0'), step('key', 'NoSuchKey')]);
    const teardown = module(11, 'logout', [step('api', '', api(server.url('/api/teardown')))]);
    const { outcome, results } = await run(
      snapshot([step('step_module', '', { module: broken, test_blueprint_module_id: 22 }), step('wait', '0')], {
        teardown,
        teardown_module: 11,
      }),
    );
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toBe('Step 2 of module "broken" failed: Unknown key "NoSuchKey" in "NoSuchKey".');
    expect(results[1]?.result).toBe(NOT_RUN_RESULT);
    expect(results[2]).toMatchObject({ step_number: 3, is_successful: true });
    expect(server.hits('/api/teardown')).toBe(1);
  });

  it('runs trigger_run sub-runs, fails on a failed sub-run, and refuses a loop without starting it', async () => {
    const passing = await run(snapshot([step('trigger_run', '', { trigger_run_config: { test_blueprint_id: 50 } })]), {
      subRuns: { 50: 'passed' },
      chain: [3, 7],
    });
    expect(passing.outcome.status, explain(passing.results)).toBe('passed');
    expect(passing.rec.subRunCalls).toEqual([{ id: 50, chain: [3, 7] }]);
    expect(passing.results[0]?.result).toBe('The sub-run (run 1050 of test 50) passed.');

    const failing = await run(snapshot([step('trigger_run', '', { trigger_run_config: { test_blueprint_id: 51 } })]));
    expect(failing.outcome.status).toBe('failed');
    expect(failing.results[0]?.result).toBe('The sub-run (run 1051 of test 51) failed: step 2 failed');

    const loop = await run(snapshot([step('trigger_run', '', { trigger_run_config: { test_blueprint_id: 3 } })]), {
      subRuns: { 3: 'passed' },
      chain: [3, 7],
    });
    expect(loop.outcome.status).toBe('failed');
    expect(loop.rec.subRunCalls).toEqual([]);
    expect(loop.results[0]?.result).toMatch(/test 3 is already in the trigger chain \(3 -> 7 -> 3\)/);
  });

  it('retries failed attempts, each with its own results and video', async () => {
    server.reset();
    const { outcome, rec } = await run(
      snapshot([step('left_click', '100,35'), step('api', '', api(server.url('/api/flaky-attempt')))], {
        num_retries: 3,
      }),
    );
    expect(outcome.status).toBe('passed');
    expect(outcome.attempts.map((a) => a.passed)).toEqual([false, false, true]);
    expect(outcome.attempts[0]?.results[1]?.result).toMatch(/answered 409/);
    expect(rec.events.filter((e) => e.kind === 'started').map((e) => e.attempt)).toEqual([1, 2, 3]);
    const videos = outcome.attempts.map((a) => a.video_key);
    expect(videos).toEqual([1, 2, 3].map((n) => `company-1/runs/9/attempt-${n}/video.webm`));
    for (const key of videos) expect(artifact(rec, key).subarray(0, 4)).toEqual(EBML);
    expect(outcome.attempts[1]?.results[0]?.actions[1]?.screenshot_key).toMatch(/attempt-2\/step-1-2-after\.jpg$/);
  });

  it('keeps cookies across attempts unless reset_browser_on_retry is set', async () => {
    const steps = [step('assert', 'window.returning === true')];
    const kept = await run(snapshot(steps, { num_retries: 1, reset_browser_on_retry: false }));
    expect(kept.outcome.attempts.map((a) => a.passed)).toEqual([false, true]);
    const reset = await run(snapshot(steps, { num_retries: 1, reset_browser_on_retry: true }));
    expect(reset.outcome.status).toBe('failed');
    expect(reset.outcome.attempts.map((a) => a.passed)).toEqual([false, false]);
  });

  it('saves downloads and, with ingest_content, hands their text to later steps', async () => {
    const { outcome, rec, results } = await run(
      snapshot([step('left_click', '60,315'), step('wait', '0.3'), step('assert', 'downloads:1,42')], {
        file_download_mode: 'ingest_content',
      }),
    );
    expect(outcome.status, explain(results)).toBe('passed');
    expect(artifact(rec, 'company-1/runs/9/downloads/report.csv').toString()).toBe('id,total\n1,42\n');
    const described = results.flatMap((r) => r.actions.map((a) => a.description));
    expect(described, JSON.stringify(described)).toContain('Downloaded report.csv (14 bytes)');
  });

  it('bounds every browser call: a click on a hung page fails after the action timeout', async () => {
    const { rec, sink, artifacts, subRuns } = fakes();
    const snap = snapshot([step('left_click', '60,380'), step('wait', '0')]);
    const started = Date.now();
    const outcome = await runTest(
      {
        companyId: 1,
        testRunId: 9,
        snapshot: snap,
        chain: [7],
        sink,
        artifacts,
        subRuns,
        deadline: Date.now() + 60_000,
      },
      { chromiumPath, actionTimeoutMs: 1_500 },
    );
    const results = outcome.attempts[0]!.results;
    // Ended by the click's limit, long before the run's deadline (the result names the limit that ended it).
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toMatch(/Clicked at \(60, 380\) failed: The click did not finish within 1\.5 s\./);
    expect(artifact(rec, outcome.attempts[0]?.video_key).subarray(0, 4)).toEqual(EBML);
  });

  it('stops at once when the run is cancelled, reporting the step in flight as cancelled', async () => {
    const { sink: recording, artifacts, subRuns } = fakes();
    const controller = new AbortController();
    let started = 0;
    // Cancel while step 2 (a 20 s wait) is in flight.
    const sink = {
      ...recording,
      stepFinished: async (attempt: number, result: StepResult) => {
        if (result.step_number === 1) {
          started = Date.now();
          setTimeout(() => controller.abort(), 300);
        }
        await recording.stepFinished(attempt, result);
      },
    };
    const snap = snapshot([step('wait', '0'), step('wait', '20'), step('wait', '0')], { num_retries: 2 });
    const outcome = await runTest(
      {
        companyId: 1,
        testRunId: 9,
        snapshot: snap,
        chain: [7],
        sink,
        artifacts,
        subRuns,
        deadline: Date.now() + 60_000,
        signal: controller.signal,
      },
      { chromiumPath },
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts).toHaveLength(1);
    expect(outcome.attempts[0]?.results.map((r) => r.result)).toEqual([
      'Waited 0 s.',
      'The run was cancelled during this step.',
      'Not run: the run was stopped.',
    ]);
    // Its own browser starts first; on a loaded machine that alone can take a while (the stop itself is timed above).
  }, 60_000);

  // Bounded by the deadline it measures, not by the describe's limit.
  it('stops a hung step at the deadline, fails it, and still stores the video', { timeout: 180_000 }, async () => {
    // The deadline must fall while the hung click is in flight however long start-up takes on this machine now:
    // measured with a run that does nothing, and allowed twice over.
    const measuring = Date.now();
    await run(snapshot([step('wait', '0')]));
    const deadlineMs = 2 * (Date.now() - measuring) + 2_000;
    // The click's own limit is far beyond the deadline: only the deadline can end it.
    const actionTimeoutMs = deadlineMs + 30_000;
    const started = Date.now();
    const { outcome, rec, results } = await run(
      snapshot([step('left_click', '60,380'), step('left_click', '60,380'), step('wait', '0')]),
      { deadlineMs, actionTimeoutMs },
    );
    expect(Date.now() - started).toBeLessThan(actionTimeoutMs);
    expect(outcome.status).toBe('failed');
    const failedAt = results.findIndex((r) => !r.is_successful);
    expect(results[failedAt]?.result).toBe('The run passed its time limit during this step and was stopped.');
    expect(results[results.length - 1]?.result).toBe('Not run: the run was stopped.');
    expect(artifact(rec, outcome.attempts[0]?.video_key).subarray(0, 4)).toEqual(EBML);
  });
});
