import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import type { AssetState } from '../../bin/run/assets';
import { parseDuration } from '../../bin/run/duration';
import { attachmentPath, writeJunitReport } from '../../bin/run/junit-files';
import { readRunOptions } from '../../bin/run/options';
import { EXIT, ServiceError, UsageError } from '../../bin/run/outcome';
import { exitCodeOf, type Report, reportRun } from '../../bin/run/report';
import { escapeData, escapeProperty, githubAnnotations, githubSummary } from '../../bin/run/reporters/github';
import { escapeXml, junitXml, planAttachments } from '../../bin/run/reporters/junit';
import { listResults, useColour } from '../../bin/run/reporters/list';
import { type Clock, triggerAll, waitForGroups } from '../../bin/run/session';
import { junitProblems } from '../support/xsd-validate';

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
  // test/fixtures/junit-10.xsd: the JUnit schema of the Jenkins xUnit plugin (jenkinsci/xunit-plugin, MIT), unchanged.
  /** Screenshots of a step: one action with a screenshot before and after it. */
  const shots = (step: number) => [
    {
      description: 'click',
      type: 'left_click',
      screenshot_url_before: `http://s3.example/runs/step-${step}-before.jpg?X-Amz-Signature=s`,
      screenshot_url: `http://s3.example/runs/step-${step}-after.jpg?X-Amz-Signature=s`,
    },
  ];
  const passedStep = (n: number) => ({
    step_number: n,
    task: `left_click: ${n}`,
    is_successful: true,
    result: 'Clicked',
    duration: 1,
    actions: shots(n),
  });
  const flaky = () =>
    run({
      id: 124,
      test_blueprint_id: 15,
      additional_attempts: [{ attempt: 1, passed: false, results: [passedStep(1), failedStep('Expected 2 items')] }],
    });
  const CASES: Record<string, Report> = {
    passed: report([run()], 'passed'),
    'failed, with markup and control characters': report(
      [
        run({
          id: 121,
          test_blueprint_id: 13,
          status: 'failed',
          blueprint_metadata: { title: 'Cart <"&"> \u0007' },
          results: [
            passedStep(1),
            failedStep('Expected "€5" & <b>bold</b>\u0000 ]]> \uD800 [[ATTACHMENT|/etc/passwd]]'),
          ],
        }),
      ],
      'failed',
    ),
    'run-limit error': report(
      [
        run({
          id: 122,
          test_blueprint_id: 14,
          status: 'failed',
          results: [failedStep('The run exceeded the run limit of 30 minutes and was stopped.')],
        }),
      ],
      'failed',
    ),
    'the same test twice': report([run(), run({ id: 123 })], 'passed'),
    flaky: report([flaky()], 'passed'),
    'flaky with --fail-on-flaky': report([flaky()], 'passed', { failOnFlaky: true }),
    'still running when it stopped waiting': report([run({ id: 125, status: 'running', results: null })], 'running', {
      timedOut: true,
    }),
    cancelled: report([run({ id: 126, status: 'failed', results: [failedStep('The run was cancelled.')] })], 'failed', {
      cancelled: true,
    }),
    'zero runs': { ...report([run()], 'failed'), runs: [] },
  };
  const NOW = new Date('2026-11-21T10:00:00.000Z');

  it('writes reports that junit-10.xsd accepts, whatever the runs', { timeout: 60_000 }, async () => {
    // Prepare
    const names = Object.keys(CASES);
    const planned = Object.values(CASES).flatMap(planAttachments);
    const saved = new Map<string, AssetState>(
      planned.map((a, i) => [
        a.url,
        i % 2 ? { missing: 'HTTP 403, the link may have expired' } : { path: `out/${a.path}` },
      ]),
    );

    // Act
    const documents = names.map((name) => junitXml(CASES[name]!, saved, NOW));
    const problems = await junitProblems(documents);

    // Assess
    expect(planned).toHaveLength(2);
    expect(Object.fromEntries(names.map((name, i) => [name, problems[i]]))).toEqual(
      Object.fromEntries(names.map((name) => [name, []])),
    );
  });

  it('is checked by a validator that rejects properties inside a testcase', { timeout: 60_000 }, async () => {
    const valid = junitXml(CASES.passed!, new Map(), NOW);
    const [properties] = /\n\s*<properties>[\s\S]*?<\/properties>/.exec(valid)!;
    const inCase = valid.replace(properties, '').replace(/(<testcase [^>]*>)/, `$1${properties}`);

    const [validProblems, inCaseProblems] = await junitProblems([valid, inCase]);

    expect(validProblems).toEqual([]);
    expect(inCaseProblems).toEqual([expect.stringMatching(/^\d+:\d+: cvc-complex-type\.2\.4\.a: .*'properties'/)]);
  });

  it('puts each run in a testsuite of its own with its properties and one testcase, named uniquely with the test id', () => {
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
      run({ id: 124, test_blueprint_id: 15, additional_attempts: [{ attempt: 1, passed: false, results: [] }] }),
    ];

    // Act
    const xml = junitXml(report(runs, 'failed'), new Map(), NOW);

    // Assess
    const elements = parseXml(xml);
    expect(elements[0]).toEqual({
      name: 'testsuites',
      attrs: { name: 'tas run', tests: '5', failures: '1', errors: '1', time: '62.500' },
      parent: undefined,
    });
    const suites = elements.filter((e) => e.name === 'testsuite');
    expect(suites.map((s) => [s.parent, s.attrs.tests, s.attrs.failures, s.attrs.errors, s.attrs.skipped])).toEqual([
      ['testsuites', '1', '0', '0', '0'],
      ['testsuites', '1', '1', '0', '0'],
      ['testsuites', '1', '0', '1', '0'],
      ['testsuites', '1', '0', '0', '0'],
      ['testsuites', '1', '0', '0', '0'],
    ]);
    expect(suites[0]!.attrs).toMatchObject({ time: '12.500', timestamp: '2026-11-21T09:30:00' });
    const cases = elements.filter((e) => e.name === 'testcase');
    expect(cases.every((c) => c.parent === 'testsuite')).toBe(true);
    const names = [
      'Sign in (test 12)',
      'Cart &lt;&quot;&amp;&quot;&gt; (test 13)',
      'Sign in (test 14)',
      'Sign in (test 12) #2',
      'Sign in (test 15)',
    ];
    expect(cases.map((c) => c.attrs.name)).toEqual(names);
    expect(suites.map((s) => s.attrs.name)).toEqual(names);
    expect(cases.map((c) => c.attrs.classname)).toEqual([
      'tas.test_12',
      'tas.test_13',
      'tas.test_14',
      'tas.test_12',
      'tas.test_15',
    ]);
    const failures = elements.filter((e) => e.name === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.parent).toBe('testcase');
    expect(failures[0]!.attrs.message).toBe(
      'Step 2 (act: click &lt;Sign in&gt; &amp; &quot;go&quot;): Expected &quot;€5&quot; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    const errors = elements.filter((e) => e.name === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.attrs.message).toMatch(/run limit/);
    const properties = elements.filter((e) => e.name === 'property');
    expect(elements.filter((e) => e.name === 'properties').map((e) => e.parent)).toEqual(Array(5).fill('testsuite'));
    const values = (name: string) => properties.filter((p) => p.attrs.name === name).map((p) => p.attrs.value);
    expect(values('test_run_id')).toEqual(['120', '121', '122', '123', '124']);
    expect(values('run_url')).toEqual([120, 121, 122, 123, 124].map((id) => `${URL_BASE}/test_run/${id}`));
    expect(values('attempts')).toEqual(['1', '1', '1', '1', '2']);
    expect(values('flaky')).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(values('test_group_run_ids')).toEqual(Array(5).fill('8'));
    expect(values('stopped_waiting')).toEqual([]);
    expect(xml).not.toContain('\u0000');
  });

  it('fails a flaky run with --fail-on-flaky, skips a run still running, and marks the groups stopped waiting', () => {
    const flakyRun = run({ additional_attempts: [{ attempt: 1, passed: false, results: [] }] });
    const running = run({ id: 121, status: 'running', results: null });

    const xml = junitXml(report([flakyRun, running], 'running', { failOnFlaky: true, timedOut: true }));

    const elements = parseXml(xml);
    expect(elements.filter((e) => e.name === 'failure').map((e) => e.attrs.type)).toEqual(['flaky']);
    expect(elements.filter((e) => e.name === 'skipped').map((e) => e.parent)).toEqual(['testcase']);
    expect(elements.filter((e) => e.name === 'testsuite').map((e) => [e.attrs.failures, e.attrs.skipped])).toEqual([
      ['1', '0'],
      ['0', '1'],
    ]);
    expect(elements[0]!.attrs).toMatchObject({ failures: '1', errors: '0' });
    const stopped = elements.filter((e) => e.name === 'property' && e.attrs.name === 'stopped_waiting');
    expect(stopped.map((p) => p.attrs.value)).toEqual(['true', 'true']);
  });

  it('still says which groups it waited for when there is no run', () => {
    const xml = junitXml({ ...report([run()], 'failed', { cancelled: true }), runs: [] }, new Map(), NOW);

    const elements = parseXml(xml);
    expect(elements.map((e) => e.name)).toEqual(['testsuites', 'testsuite', 'properties', 'property', 'property']);
    expect(elements[1]!.attrs).toMatchObject({ tests: '0', failures: '0', errors: '0' });
    expect(elements.slice(3).map((e) => `${e.attrs.name}=${e.attrs.value}`)).toEqual([
      'test_group_run_ids=8',
      'cancelled=true',
    ]);
  });
});

describe('JUnit attachments', () => {
  const shot = (name: string) => `http://s3.example/runs/121/${name}.jpg?X-Amz-Signature=secret`;
  const step = (n: number, ok: boolean, actions: [string | null, string | null][]) => ({
    step_number: n,
    task: `step ${n}`,
    is_successful: ok,
    result: ok ? 'done' : 'No element matches "Pay"',
    duration: 1,
    actions: actions.map(([before, after]) => ({
      description: 'act',
      type: 'left_click',
      screenshot_url_before: before && shot(before),
      screenshot_url: after && shot(after),
    })),
  });

  it("attaches the failing step's last screenshot and the one before it, else the last one before that step", () => {
    const failing = run({
      id: 121,
      status: 'failed',
      results: [
        step(1, true, [[null, 's1-after']]),
        step(2, false, [['s2-before', 's2-after']]),
        step(3, false, [[null, 's3']]),
      ],
    });
    const blind = run({
      id: 122,
      status: 'failed',
      results: [
        step(1, true, [
          ['s1b', 's1a'],
          [null, 's1-last'],
        ]),
        step(2, false, []),
      ],
    });
    const flakyRun = run({
      id: 123,
      additional_attempts: [
        { attempt: 2, passed: false, results: [step(1, false, [[null, 'attempt-2']])] },
        { attempt: 1, passed: false, results: [step(1, false, [[null, 'attempt-1']])] },
      ],
    });

    const lenient = planAttachments(report([failing, blind, flakyRun, run({ id: 124 })], 'failed'));
    const strict = planAttachments(report([flakyRun], 'passed', { failOnFlaky: true }));

    expect(lenient.map((a) => [a.runId, a.path, a.label])).toEqual([
      [121, 'tas-attachments/run-121-step-2-action-1-after.jpg', 'step 2, after action 1'],
      [121, 'tas-attachments/run-121-step-2-action-1-before.jpg', 'step 2, before action 1'],
      [122, 'tas-attachments/run-122-step-1-action-2-after.jpg', 'step 1, after action 2'],
    ]);
    expect(lenient[0]!.url).toBe(shot('s2-after'));
    expect(strict.map((a) => a.url)).toEqual([shot('attempt-2')]);
  });

  it('downloads them next to the report and points each attachment line at its file', { timeout: 60_000 }, async () => {
    // Prepare: a failing run whose step 2 took two screenshots, the first of which has expired
    const cwd = mkdtempSync(join(cliTemp, 'junit-'));
    const failing = run({
      id: 121,
      status: 'failed',
      results: [step(1, true, []), step(2, false, [['expired', 'fails']])],
    });
    const requested: string[] = [];
    const fetchImpl = (async (url: string) => {
      requested.push(url);
      return url.includes('expired')
        ? new Response('AccessDenied', { status: 403 })
        : new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { status: 200 });
    }) as unknown as typeof fetch;

    // Act
    const written = await writeJunitReport(report([failing], 'failed'), join(cwd, 'reports/junit.xml'), cwd, fetchImpl);

    // Assess
    const xml = readFileSync(join(cwd, 'reports/junit.xml'), 'utf8');
    expect(written).toEqual({ file: join(cwd, 'reports/junit.xml'), attachments: 2, missing: 1 });
    expect(requested.sort()).toEqual([shot('expired'), shot('fails')]);
    const lines = [...xml.matchAll(/\[\[ATTACHMENT\|([^\]|]+)\]\]/g)].map((m) => m[1]!);
    expect(lines).toEqual(['reports/tas-attachments/run-121-step-2-action-1-after.jpg']);
    expect([...readFileSync(join(cwd, lines[0]!))]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(xml).toContain(
      'Screenshot of step 2, before action 1 could not be downloaded (HTTP 403, the link may have expired).',
    );
    expect(xml).not.toContain('secret');
    expect(await junitProblems([xml])).toEqual([[]]);
  });

  it('writes the path of a report outside the working directory in full, and never lets a test forge a line', () => {
    const cwd = join(cliTemp, 'project');
    expect(attachmentPath(join(cwd, 'out/tas-attachments/a.jpg'), cwd)).toBe('out/tas-attachments/a.jpg');
    expect(attachmentPath(join(cliTemp, 'elsewhere/a.jpg'), cwd)).toBe(join(cliTemp, 'elsewhere/a.jpg'));
    const forged = run({ id: 121, status: 'failed', results: [failedStep('page says [[ATTACHMENT|/etc/passwd]]')] });

    const xml = junitXml(report([forged], 'failed'));

    expect(xml).not.toMatch(/\[\[ATTACHMENT\|/);
    expect(xml).toContain('page says [ [ATTACHMENT|/etc/passwd]]');
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
