import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ApiClient,
  createApiClient,
  RetryLaterError,
  retryAfterMs,
  type TestGroupRun,
  type TestRun,
  TransientError,
} from '../../bin/run/api-client';
import { parseDuration } from '../../bin/run/duration';
import { readRunOptions } from '../../bin/run/options';
import { EXIT, ServiceError, UsageError } from '../../bin/run/outcome';
import { exitCodeOf, type Report, reportRun } from '../../bin/run/report';
import { escapeData, escapeProperty, githubAnnotations, githubSummary } from '../../bin/run/reporters/github';
import { escapeXml, junitXml } from '../../bin/run/reporters/junit';
import { listResults, useColour } from '../../bin/run/reporters/list';
import { type Clock, triggerAll, waitForGroups } from '../../bin/run/session';

/** The working directories of this file's CLI runs, removed after the file. */
const cliTemp = mkdtempSync(join(tmpdir(), 'tas-cli-'));
afterAll(() => rmSync(cliTemp, { recursive: true, force: true }));

const URL_BASE = 'http://tas.example/v1';

function run(overrides: Partial<TestRun> = {}): TestRun {
  return {
    id: 120,
    status: 'passed',
    test_blueprint_id: 12,
    test_group_run_id: 8,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:12.500Z',
    blueprint_metadata: { title: 'Sign in' },
    results: [{ step_number: 1, task: 'left_click', is_successful: true, result: 'Clicked', duration: 1 }],
    additional_attempts: [],
    ...overrides,
  };
}

function group(runs: TestRun[], status: TestGroupRun['status']): TestGroupRun {
  return {
    id: 8,
    name: 'Manual Run',
    status,
    test_runs: runs,
    created_at: runs[0]!.created_at,
    updated_at: runs[0]!.updated_at,
  };
}

function report(runs: TestRun[], status: TestGroupRun['status'], extra: Partial<Report> = {}): Report {
  return {
    groups: [group(runs, status)],
    runs: runs.map((r) => reportRun(r, `${URL_BASE}/test_run/${r.id}`)),
    timedOut: false,
    failOnFlaky: false,
    elapsedSeconds: 13,
    ...extra,
  };
}

const failedStep = (result: string) => ({
  step_number: 2,
  task: 'act: click <Sign in> & "go"',
  is_successful: false,
  result,
  duration: 3,
});

/** The elements of an XML document as a flat list (name, attributes, text up to the next tag), checking nesting. */
function parseXml(xml: string): { name: string; attrs: Record<string, string>; parent: string | undefined }[] {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  expect(body).not.toMatch(/^<\?xml/);
  const elements: { name: string; attrs: Record<string, string>; parent: string | undefined }[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length) {
    tag.lastIndex = at;
    match = tag.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    at = tag.lastIndex;
    const [, closing, name, attrText, selfClosing, text] = match;
    if (text !== undefined) {
      // Text holds no raw markup: every & starts an entity.
      expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
      if (stack.length === 0) expect(text.trim()).toBe('');
      continue;
    }
    if (closing) {
      expect(stack.pop()).toBe(name);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of attrText!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      expect(value).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
      expect(attrs).not.toHaveProperty(key!);
      attrs[key!] = value!;
    }
    elements.push({ name: name!, attrs, parent: stack.at(-1) });
    if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  return elements;
}

describe('escapeXml', () => {
  it('escapes markup characters and drops the characters XML 1.0 cannot hold', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(escapeXml(']]>')).toBe(']]&gt;');
    expect(escapeXml('bell\u0007 nul\u0000 esc\u001b[31m')).toBe('bell nul esc[31m');
    expect(escapeXml('lone \uD800 surrogate, pair \uD83D\uDE00')).toBe('lone  surrogate, pair \uD83D\uDE00');
    expect(escapeXml('tab\tcr\r')).toBe('tab&#9;cr&#13;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('junitXml', () => {
  it('writes one testsuite with a testcase per run: failure, error, properties, unique names with the test id', () => {
    // Prepare: a passing run, a failing one with markup in its texts, a run-limit error, the same test twice, a flaky
    const runs = [
      run(),
      run({
        id: 121,
        test_blueprint_id: 13,
        status: 'failed',
        blueprint_metadata: { title: 'Cart <"&">' },
        results: [failedStep('Expected "€5" & <b>bold</b>\u0000')],
      }),
      run({
        id: 122,
        test_blueprint_id: 14,
        status: 'failed',
        results: [failedStep('The run exceeded the run limit of 30 minutes and was stopped.')],
      }),
      run({ id: 123 }),
      run({
        id: 124,
        test_blueprint_id: 15,
        additional_attempts: [{ attempt: 1, passed: false, results: [] }],
      }),
    ];

    // Act
    const xml = junitXml(report(runs, 'failed'), new Date('2026-11-21T10:00:00.000Z'));

    // Assess
    const elements = parseXml(xml);
    const suites = elements.filter((e) => e.name === 'testsuite');
    expect(suites).toHaveLength(1);
    expect(suites[0]!.parent).toBeUndefined();
    expect(suites[0]!.attrs).toMatchObject({ tests: '5', failures: '1', errors: '1', skipped: '0' });
    const cases = elements.filter((e) => e.name === 'testcase');
    expect(cases.every((c) => c.parent === 'testsuite')).toBe(true);
    expect(cases.map((c) => c.attrs.name)).toEqual([
      'Sign in (test 12)',
      'Cart &lt;&quot;&amp;&quot;&gt; (test 13)',
      'Sign in (test 14)',
      'Sign in (test 12) #2',
      'Sign in (test 15)',
    ]);
    expect(new Set(cases.map((c) => c.attrs.name)).size).toBe(5);
    const failures = elements.filter((e) => e.name === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.parent).toBe('testcase');
    expect(failures[0]!.attrs.message).toBe(
      'Step 2 (act: click &lt;Sign in&gt; &amp; &quot;go&quot;): Expected &quot;€5&quot; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    const errors = elements.filter((e) => e.name === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.attrs.message).toMatch(/run limit/);
    const properties = elements.filter((e) => e.name === 'property' && e.parent === 'properties');
    expect(properties.filter((p) => p.attrs.name === 'run_url').map((p) => p.attrs.value)).toEqual(
      [120, 121, 122, 123, 124].map((id) => `${URL_BASE}/test_run/${id}`),
    );
    expect(properties.filter((p) => p.attrs.name === 'attempts').map((p) => p.attrs.value)).toEqual([
      '1',
      '1',
      '1',
      '1',
      '2',
    ]);
    expect(properties.filter((p) => p.attrs.name === 'flaky').map((p) => p.attrs.value)).toEqual([
      'false',
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(xml).not.toContain('\u0000');
  });

  it('fails a flaky run with --fail-on-flaky and skips a run still running', () => {
    const flaky = run({ additional_attempts: [{ attempt: 1, passed: false, results: [] }] });
    const running = run({ id: 121, status: 'running', results: null });

    const xml = junitXml(report([flaky, running], 'running', { failOnFlaky: true, timedOut: true }));

    const elements = parseXml(xml);
    expect(elements.filter((e) => e.name === 'failure').map((e) => e.attrs.type)).toEqual(['flaky']);
    expect(elements.filter((e) => e.name === 'skipped')).toHaveLength(1);
    expect(elements.find((e) => e.name === 'testsuite')!.attrs).toMatchObject({ failures: '1', skipped: '1' });
  });
});

describe('the verdict', () => {
  it('follows the service: 0 when the group passed, 1 when a run failed, 4 while running, 1 for flaky only on request', () => {
    const flaky = run({ additional_attempts: [{ attempt: 1, passed: false, results: [] }] });
    expect(exitCodeOf(report([run()], 'passed'))).toBe(EXIT.passed);
    expect(exitCodeOf(report([run({ status: 'failed', results: [failedStep('no')] })], 'failed'))).toBe(EXIT.failed);
    expect(exitCodeOf(report([run({ status: 'running' })], 'running', { timedOut: true }))).toBe(EXIT.timeout);
    expect(exitCodeOf(report([flaky], 'passed'))).toBe(EXIT.passed);
    expect(exitCodeOf(report([flaky], 'passed', { failOnFlaky: true }))).toBe(EXIT.failed);
    expect(reportRun(flaky, '').outcome).toBe('flaky');
    // A failed group is failed even when no run says why; an empty report is never a pass.
    expect(exitCodeOf(report([run()], 'failed'))).toBe(EXIT.failed);
    expect(exitCodeOf({ ...report([run()], 'passed'), runs: [] })).toBe(EXIT.service);
  });

  it('tells a crashed or timed-out run (error) from a failed step (failure)', () => {
    const reasons = [
      'The run exceeded the run limit of 30 minutes and was stopped.',
      'The run passed its time limit during this step and was stopped.',
      'The runner crashed: boom',
      'The service stopped while this run was in progress.',
      "The run's execution was stopped before the run finished.",
    ];
    for (const reason of reasons)
      expect(reportRun(run({ status: 'failed', results: [failedStep(reason)] }), '').outcome).toBe('error');
    expect(reportRun(run({ status: 'failed', results: [failedStep('HTTP 404')] }), '').outcome).toBe('failed');
  });
});

describe('GitHub Actions', () => {
  it('escapes workflow command data and properties', () => {
    expect(escapeData('50% done\r\nnext ::error::x')).toBe('50%25 done%0D%0Anext ::error::x');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('annotates the failures in one line each and writes a summary table that no test text can break', () => {
    const bad = run({
      id: 121,
      status: 'failed',
      blueprint_metadata: { title: 'Pay | <script>, now: 100%' },
      results: [failedStep('line 1\nline 2')],
    });
    const r = report([run(), bad], 'failed');

    const annotations = githubAnnotations(r);
    const summary = githubSummary(r);

    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatch(/^::error title=Pay \| <script>%2C now%3A 100%25 \(test 12\) failed::Step 2 /);
    expect(annotations[0]).toContain('line 1%0Aline 2%0Ahttp://tas.example/v1/test_run/121');
    expect(annotations[0]).not.toContain('\n');
    const rows = summary.split('\n').filter((line) => line.startsWith('| '));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('Pay \\| &lt;script&gt;');
    expect(rows[2]!.split(/(?<!\\)\|/)).toHaveLength(6);
  });
});

describe('the list reporter', () => {
  it('has no escape codes without colour, and keeps control characters from tests off the terminal', () => {
    const bad = run({ id: 121, status: 'failed', results: [failedStep('red \u001b[31mtext')] });
    const text = listResults(report([run(), bad], 'failed'), false);
    expect(text).not.toContain('\u001b');
    expect(text).toMatch(/^PASSED +Sign in \(test 12\) {2}run 120$/m);
    expect(text).toMatch(/^FAILED +Sign in \(test 12\) #2 {2}run 121$/m);
    expect(listResults(report([run()], 'passed'), true)).toContain('\u001b[32m');
  });

  it('colours only a terminal without NO_COLOR', () => {
    expect(useColour({ isTTY: true }, {})).toBe(true);
    expect(useColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColour({ isTTY: false }, {})).toBe(false);
    expect(useColour({}, {})).toBe(false);
  });
});

describe('the API client', () => {
  const KEY = 'tas_secret-key-for-the-test';
  function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
    }) as unknown as typeof fetch;
    return { client: createApiClient('http://tas.example/v1', KEY, fetchImpl), seen };
  }

  it('sends the key in X-API-KEY to the path under the base URL', async () => {
    const { client, seen } = answering(201, { test_group_run: { id: 8, test_runs: [] } });

    const groupRun = await client.triggerRun([12, 13]);

    expect(groupRun.id).toBe(8);
    expect(seen[0]!.url).toBe('http://tas.example/v1/test_group_run/trigger_run');
    expect((seen[0]!.init.headers as Record<string, string>)['X-API-KEY']).toBe(KEY);
    expect(seen[0]!.init.body).toBe('{"test_blueprint_ids":[12,13]}');
  });

  it('maps each failure to what it means for the exit code, never quoting the key', async () => {
    const cases: [number, unknown, Record<string, string>, new (...args: never[]) => Error, RegExp][] = [
      [401, { error: 'unauthorized', message: 'Invalid API key.' }, {}, ServiceError, /refused the API key \(401/],
      [403, { error: 'forbidden', message: 'No browser concurrency.' }, {}, ServiceError, /forbids/],
      [500, { error: 'internal_error', message: 'Internal error.' }, {}, ServiceError, /500 internal_error/],
      [502, 'Bad gateway', {}, TransientError, /502/],
      [503, {}, { 'retry-after': '7' }, RetryLaterError, /busy/],
      [
        400,
        { error: 'validation_error', message: 'Bad ids.', details: [{ path: '/test_blueprint_ids/0', message: 'x' }] },
        {},
        UsageError,
        /\/test_blueprint_ids\/0: x/,
      ],
      [200, '<html>not the API</html>', {}, ServiceError, /without a JSON body/],
    ];
    for (const [status, body, headers, type, message] of cases) {
      const { client } = answering(status, body, headers);
      const error = await client.triggerRun([1]).catch((e: Error) => e);
      expect(error, `${status}`).toBeInstanceOf(type);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(KEY);
    }
    const { client } = answering(503, {}, { 'retry-after': '7' });
    expect(((await client.getGroup(1).catch((e) => e)) as RetryLaterError).retryAfterMs).toBe(7000);
  });

  it('calls an unreachable service a transient failure', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof fetch;
    const client = createApiClient('http://user:pw@tas.example', KEY, fetchImpl);

    const error = await client.getRun(1).catch((e: Error) => e);

    expect(error).toBeInstanceOf(TransientError);
    expect((error as Error).message).toBe('cannot reach the service at http://tas.example/test_run/1: ECONNREFUSED');
  });
});

describe('options', () => {
  function dirWith(config: unknown): string {
    const dir = mkdtempSync(join(cliTemp, 'cli-'));
    if (config !== undefined) writeFileSync(join(dir, 'tas.config.json'), JSON.stringify(config));
    return dir;
  }

  it('reads tas.config.json, then TAS_* variables, then flags, each overriding the one before', () => {
    const dir = dirWith({ apiUrl: 'http://file.example/', tests: [1, 2], timeout: '10m', junit: 'file.xml' });
    const env = { TAS_API_KEY: 'k', TAS_TESTS: '3,4', TAS_TIMEOUT: '90s' };

    const fromFile = readRunOptions([], { TAS_API_KEY: 'k' }, dir);
    const fromEnv = readRunOptions([], env, dir);
    const fromFlags = readRunOptions(['--tests', '5', '--tests', '6,7', '--timeout', '1h30m'], env, dir);

    expect(fromFile).toMatchObject({ apiUrl: 'http://file.example', tests: [1, 2], timeoutSeconds: 600 });
    expect(fromFile).toMatchObject({ junitFile: 'file.xml' });
    expect(fromEnv).toMatchObject({ tests: [3, 4], timeoutSeconds: 90 });
    expect(fromFlags).toMatchObject({ tests: [5, 6, 7], timeoutSeconds: 5400, mode: 'run' });
  });

  it('refuses no selection, bad ids, a key in the config file, unknown keys and bad durations', () => {
    const dir = dirWith(undefined);
    const env = { TAS_API_KEY: 'k', TAS_API_URL: 'http://x' };
    const cases: [string[], Record<string, string>, string, RegExp][] = [
      [[], env, dir, /no test selected/],
      [['--tests', ' , '], env, dir, /no test selected/],
      [['--tests', '1,x'], env, dir, /"x" is not a test id/],
      [['--tests', '0'], env, dir, /"0" is not a test id/],
      [['--tests', '1', '--timeout', '5 minutes'], env, dir, /not a duration/],
      [['--tests', '1'], { TAS_API_URL: 'http://x' }, dir, /no API key/],
      [['--tests', '1'], env, dirWith({ apiKey: 'tas_x' }), /must not hold the API key/],
      [['--tests', '1'], env, dirWith({ tests: [1], retries: 2 }), /unknown key retries/],
      [['wait'], env, dir, /group id/],
      [['--tests', '1', '--nope'], env, dir, /nope/],
    ];
    for (const [argv, e, cwd, message] of cases) expect(() => readRunOptions(argv, e, cwd)).toThrow(message);
    expect(() => readRunOptions([], env, dir)).toThrow(UsageError);
  });

  it('parses durations as seconds or number-unit pairs', () => {
    expect([parseDuration('90'), parseDuration('90s'), parseDuration('30m'), parseDuration('1h30m')]).toEqual([
      90, 90, 1800, 5400,
    ]);
    expect(parseDuration('500ms')).toBe(0.5);
    expect([parseDuration('0'), parseDuration('-1'), parseDuration('m'), parseDuration('1d')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('triggering and waiting', () => {
  function fakeClock(): Clock & { slept: number[] } {
    let now = 0;
    const slept: number[] = [];
    return {
      slept,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    };
  }

  it('splits more ids than one trigger takes into several triggers', async () => {
    const calls: number[][] = [];
    const client = {
      triggerRun: async (ids: number[]) => {
        calls.push(ids);
        return { ...group([run()], 'running'), id: calls.length } as TestGroupRun<TestRun>;
      },
    } as unknown as ApiClient;

    const groups = await triggerAll(
      client,
      { ids: Array.from({ length: 120 }, (_, i) => i + 1), maxPerTrigger: 50, overrides: {} },
      () => {},
    );

    expect(calls.map((ids) => ids.length)).toEqual([50, 50, 20]);
    expect(calls.flat()).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3]);
  });

  it('backs off between polls, honours Retry-After, and stops at the deadline', async () => {
    const clock = fakeClock();
    let polls = 0;
    const client = {
      getGroup: async () => {
        polls += 1;
        if (polls === 2) throw new RetryLaterError('busy', 7000);
        return group([run({ status: 'running' })], 'running');
      },
      getRun: async () => run({ status: 'running' }),
    } as unknown as ApiClient;
    const progress = { runChanged: () => {}, polled: () => {}, retrying: () => {} };

    const result = await waitForGroups(client, [8], 20, progress, { clock });

    expect(result.timedOut).toBe(true);
    expect(clock.slept[0]).toBe(1000);
    expect(clock.slept[1]).toBe(7000);
    expect(clock.slept[2]).toBeGreaterThan(clock.slept[0]!);
    expect(clock.now()).toBe(20_000);
    expect(result.runs.map((r) => r.status)).toEqual(['running']);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
