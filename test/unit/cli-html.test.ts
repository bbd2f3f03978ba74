/**
 * The HTML report of `tas run --html` and `tas report`, from fake API objects: escaping, order, attempts as tabs,
 * missing assets, the page's policy; the directory writer with a fake `fetch`; and the selection of `--rerun-failed`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Action, StepResult, TestGroupRun, TestRun } from '../../bin/run/api-client';
import { writeHtmlReport } from '../../bin/run/html-files';
import { readRunOptions } from '../../bin/run/options';
import { UsageError } from '../../bin/run/outcome';
import { type Report, reportRun } from '../../bin/run/report';
import { type AssetState, escapeHtml, htmlReport, planAssets } from '../../bin/run/reporters/html';
import { failedTestsOf } from '../../bin/run/session';

const temp = mkdtempSync(join(tmpdir(), 'tas-cli-html-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const S3 = 'http://s3.example/bucket/runs/1';
const HOSTILE = `<script>window.pwned=1</script> "quoted" </textarea><img src=x onerror=window.pwned=2> & 'it'`;

function action(overrides: Partial<Action> = {}): Action {
  return {
    description: 'click at 120,50',
    type: 'click_element',
    screenshot_url_before: null,
    screenshot_url: null,
    ...overrides,
  };
}

function step(overrides: Partial<StepResult> = {}): StepResult {
  return {
    step_number: 1,
    task: 'left_click: 120,50',
    is_successful: true,
    result: 'Clicked',
    duration: 1,
    ...overrides,
  };
}

function run(overrides: Partial<TestRun> = {}): TestRun {
  return {
    id: 120,
    status: 'passed',
    test_blueprint_id: 12,
    test_group_run_id: 8,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:12.500Z',
    blueprint_metadata: { title: 'Sign in' },
    results: [step()],
    additional_attempts: [],
    test_video_url: null,
    ...overrides,
  };
}

function report(runs: TestRun[], extra: Partial<Report> = {}): Report {
  const status = runs.some((r) => r.status === 'running')
    ? 'running'
    : runs.some((r) => r.status === 'failed')
      ? 'failed'
      : 'passed';
  const group: TestGroupRun = {
    id: 8,
    name: 'Manual Run',
    status,
    test_runs: runs,
    created_at: runs[0]!.created_at,
    updated_at: runs[0]!.updated_at,
  };
  return {
    groups: [group],
    runs: runs.map((r) => reportRun(r, `http://tas.example/v1/test_run/${r.id}`)),
    timedOut: false,
    failOnFlaky: false,
    elapsedSeconds: 13,
    ...extra,
  };
}

/** Every asset of `r` saved where `planAssets` put it. */
function allSaved(r: Report): Map<string, AssetState> {
  return new Map(planAssets(r).map((asset) => [asset.url, { path: asset.path }]));
}

/** The page's text between the first `<section` and the end: what the runs show, in order. */
const sections = (html: string) => [...html.matchAll(/<section class="run [^"]*" id="run-(\d+)">/g)].map((m) => m[1]);

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('the HTML report', () => {
  it('escapes what tests, pages and the service wrote: titles, tasks, results, descriptions, API responses', () => {
    // Prepare: hostile text everywhere a test or a page can put it
    const r = report([
      run({
        status: 'failed',
        blueprint_metadata: { title: HOSTILE },
        results: [
          step({
            task: `api: ${HOSTILE}`,
            is_successful: false,
            result: HOSTILE,
            actions: [
              action({
                type: 'api_request',
                description: HOSTILE,
                api_response: { status: 404, headers: { 'x-evil': HOSTILE }, body: { error: HOSTILE } },
              }),
              action({
                type: 'api_request',
                description: 'text body',
                api_response: { status: 500, headers: {}, body: HOSTILE },
              }),
            ],
          }),
        ],
      }),
    ]);

    // Act
    const html = htmlReport(r, allSaved(r));

    // Assess: no markup of the test survives; the only tags are the report's own
    expect(html).not.toContain('<script');
    expect(html).not.toContain('</textarea>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt; &quot;quoted&quot; &lt;/textarea&gt;');
    expect(html).toContain('&lt;img src=x onerror=window.pwned=2&gt; &amp; &#39;it&#39;');
    // The JSON body keeps its quotes, escaped
    expect(html).toContain('&quot;error&quot;: &quot;&lt;script&gt;');
    const tags = [...html.matchAll(/<([a-z][a-z0-9]*)[\s>]/g)].map((m) => m[1]);
    expect(new Set(tags)).not.toContain('script');
    expect(new Set(tags)).not.toContain('textarea');
  });

  it('lists failures first, then flaky, running and passed runs, keeping their order otherwise', () => {
    const flaky = run({ id: 2, additional_attempts: [{ attempt: 1, passed: false, results: [] }] });
    const r = report([
      run({ id: 1 }),
      flaky,
      run({ id: 3, status: 'failed', results: [step({ is_successful: false, result: 'No element' })] }),
      run({ id: 4, status: 'running', results: null }),
      run({
        id: 5,
        status: 'failed',
        results: [step({ is_successful: false, result: 'The runner crashed: out of memory' })],
      }),
    ]);

    const html = htmlReport(r, allSaved(r));
    const strict = htmlReport({ ...r, failOnFlaky: true }, allSaved(r));

    expect(sections(html)).toEqual(['3', '5', '2', '4', '1']);
    expect(sections(strict)).toEqual(['2', '3', '5', '4', '1']);
    expect(html).toMatch(
      /<section class="run failed failing" id="run-3">[\s\S]*?<p class="failure">Step 1 \(left_click: 120,50\): No element<\/p>/,
    );
    expect(html).toMatch(/id="run-5">[\s\S]*?class="outcome error">error</);
    expect(html).toContain('Some groups were still running');
  });

  it('shows each attempt as a tab, the final one checked, with its own steps and video', () => {
    // Prepare: two failed attempts, then a final one that passed
    const r = report([
      run({
        additional_attempts: [
          {
            attempt: 1,
            passed: false,
            results: [step({ is_successful: false, result: 'first try failed' })],
            test_video_url: `${S3}/attempt-1/video.webm?X-Amz-Signature=a`,
          },
          {
            attempt: 2,
            passed: false,
            results: [step({ is_successful: false, result: 'second try failed' })],
            test_video_url: null,
          },
        ],
        results: [step({ result: 'third try passed' })],
        test_video_url: `${S3}/attempt-3/video.webm?X-Amz-Signature=c`,
      }),
    ]);

    const html = htmlReport(r, allSaved(r));

    const radios = [...html.matchAll(/<input type="radio" class="tab t(\d)" name="run-0" id="([^"]+)"( checked)?>/g)];
    expect(radios.map((m) => [m[1], m[3] === ' checked'])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
    expect(html).toContain('<label for="run-0-attempt-3">Attempt 3 (final): passed</label>');
    expect(html).toContain('<label for="run-0-attempt-1">Attempt 1: failed</label>');
    const panels = html.split('<div class="panel p').slice(1);
    expect(panels).toHaveLength(3);
    expect(panels[0]).toContain('first try failed');
    expect(panels[0]).toContain('<video controls preload="metadata" src="assets/run-120/attempt-1.webm">');
    expect(panels[1]).toContain('No video for this attempt.');
    expect(panels[2]).toContain('third try passed');
    expect(panels[2]).toContain('src="assets/run-120/attempt-3.webm"');
    // The CSS shows a panel for its checked radio, for as many attempts as the report has
    expect(html).toContain('.tabs>.t3:checked~.p3{display:block}');
    expect(html).not.toContain('.t4:checked');
  });

  it('shows each step with task, result, duration and verdict, its screenshots, and an API response', () => {
    const r = report([
      run({
        status: 'failed',
        results: [
          step({
            actions: [
              action({
                screenshot_url_before: `${S3}/1-before.jpg?sig=1`,
                screenshot_url: `${S3}/1-after.jpg?sig=2`,
              }),
            ],
          }),
          step({
            step_number: 2,
            task: 'api: call the API',
            is_successful: false,
            result: 'GET http://site/api returned 404',
            duration: 95,
            actions: [
              action({
                type: 'api_request',
                description: 'GET http://site/api',
                screenshot_url: `${S3}/2-after.png?sig=3`,
                api_response: { status: 404, headers: { 'content-type': 'application/json' }, body: { error: 'nope' } },
              }),
            ],
          }),
        ],
      }),
    ]);

    const html = htmlReport(r, allSaved(r));

    expect(html).toMatch(
      /<details class="step passed"><summary><span class="verdict passed">passed<\/span> Step 1 <span class="task">left_click: 120,50<\/span> <span class="duration">1s<\/span>/,
    );
    expect(html).toMatch(
      /<details class="step failed" open><summary><span class="verdict failed">failed<\/span> Step 2 /,
    );
    expect(html).toContain('<span class="duration">1m35s</span>');
    expect(html).toContain('<div class="result">GET http://site/api returned 404</div>');
    expect(html).toContain('<img src="assets/run-120/attempt-1/result-1-action-1-before.jpg" alt="before screenshot">');
    expect(html).toContain('<img src="assets/run-120/attempt-1/result-1-action-1-after.jpg" alt="after screenshot">');
    expect(html).toContain('<img src="assets/run-120/attempt-1/result-2-action-1-after.png" alt="after screenshot">');
    expect(html).toContain('Response status <strong>404</strong>');
    expect(html).toContain('<tr><th>content-type</th><td>application/json</td></tr>');
    expect(html).toContain('{\n  &quot;error&quot;: &quot;nope&quot;\n}');
  });

  it('shows an asset that could not be downloaded as missing, with why', () => {
    const before = `${S3}/before.jpg?sig=1`;
    const video = `${S3}/video.webm?sig=2`;
    const r = report([
      run({ results: [step({ actions: [action({ screenshot_url_before: before })] })], test_video_url: video }),
    ]);

    const html = htmlReport(
      r,
      new Map([
        [before, { missing: 'HTTP 403, the link may have expired' }],
        [video, { missing: 'download timed out' }],
      ]),
    );

    expect(html).toContain(
      '<div class="missing">before screenshot missing (HTTP 403, the link may have expired)</div>',
    );
    expect(html).toContain('<div class="missing">Video missing (download timed out)</div>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<video');
    expect(html).not.toContain(S3);
  });

  it('carries a Content-Security-Policy that allows no script and only its own stylesheet by hash', () => {
    const r = report([run()]);

    const html = htmlReport(r, allSaved(r));

    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]?.replace(/&#39;/g, "'");
    expect(csp).toMatch(/(^|; )default-src 'none'(;|$)/);
    expect(csp).toMatch(/(^|; )script-src 'none'(;|$)/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(css).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/https?:\/\/(?!tas\.example)/);
  });

  it('plans one file per screenshot and video, named by run, attempt, result and action', () => {
    const r = report([
      run({
        results: [step({ actions: [action({ screenshot_url_before: `${S3}/a.jpg?x=1`, screenshot_url: `${S3}/b` })] })],
        test_video_url: `${S3}/v.webm?x=2`,
        additional_attempts: [
          { attempt: 1, passed: false, results: [step({ actions: [action({ screenshot_url: `${S3}/a.jpg?x=1` })] })] },
        ],
      }),
    ]);

    expect(planAssets(r).map((asset) => asset.path)).toEqual([
      'assets/run-120/attempt-1/result-1-action-1-after.jpg',
      'assets/run-120/attempt-2.webm',
      'assets/run-120/attempt-2/result-1-action-1-after.jpg',
    ]);
  });
});

describe('writing the report directory', () => {
  it('downloads the assets next to index.html and shows failed downloads as missing, never sending a key', async () => {
    // Prepare: a screenshot that downloads, one the store refuses, a video the network drops
    const ok = `${S3}/ok.jpg?sig=1`;
    const expired = `${S3}/expired.jpg?sig=2`;
    const dropped = `${S3}/video.webm?sig=3`;
    const r = report([
      run({
        status: 'failed',
        results: [
          step({
            is_successful: false,
            result: 'No element',
            actions: [action({ screenshot_url_before: ok, screenshot_url: expired })],
          }),
        ],
        test_video_url: dropped,
      }),
    ]);
    const requests: { url: string; headers: unknown }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      requests.push({ url, headers: init?.headers });
      if (url === ok) return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { status: 200 });
      if (url === expired) return new Response('<Error>AccessDenied</Error>', { status: 403 });
      throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    }) as typeof fetch;
    const dir = join(temp, 'report');

    // Act
    const written = await writeHtmlReport(r, dir, fakeFetch);

    // Assess
    expect(written).toEqual({ file: join(dir, 'index.html'), assets: 3, missing: 2 });
    expect(readFileSync(join(dir, 'assets/run-120/attempt-1/result-1-action-1-before.jpg'))).toEqual(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    );
    expect(existsSync(join(dir, 'assets/run-120/attempt-1/result-1-action-1-after.jpg'))).toBe(false);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('src="assets/run-120/attempt-1/result-1-action-1-before.jpg"');
    expect(html).toContain('after screenshot missing (HTTP 403, the link may have expired)');
    expect(html).toContain('Video missing (download failed: ECONNRESET)');
    expect(requests.map((request) => request.url).sort()).toEqual([dropped, expired, ok].sort());
    expect(requests.every((request) => request.headers === undefined)).toBe(true);
  });
});

describe('--rerun-failed', () => {
  const summary = (id: number, test: number, status: TestRun['status']) => ({
    id,
    status,
    test_blueprint_id: test,
    test_group_run_id: 8,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:12.500Z',
  });
  const group = (id: number, status: TestGroupRun['status'], runs: ReturnType<typeof summary>[]): TestGroupRun => ({
    id,
    name: 'Manual Run',
    status,
    test_runs: runs,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:12.500Z',
  });

  it('selects the tests of the failed runs, in the groups’ order, as often as they failed', () => {
    const groups = [
      group(8, 'failed', [summary(1, 14, 'failed'), summary(2, 12, 'passed'), summary(3, 13, 'failed')]),
      group(9, 'failed', [summary(4, 14, 'failed')]),
    ];

    expect(failedTestsOf(groups)).toEqual([14, 13, 14]);
  });

  it('refuses a group with no failed run, and a group still running, saying to wait for it', () => {
    expect(() => failedTestsOf([group(8, 'passed', [summary(1, 12, 'passed')])])).toThrow(
      new UsageError('no failed run in group 8: nothing to rerun'),
    );
    expect(() => failedTestsOf([group(8, 'running', [summary(1, 12, 'failed'), summary(2, 13, 'running')])])).toThrow(
      /group 8 is still running: wait for it \(tas run wait 8\)/,
    );
  });

  it('takes group ids, and goes with neither --tests nor wait', () => {
    const env = { TAS_API_URL: 'http://tas.example', TAS_API_KEY: 'k', TAS_TESTS: '5' };

    const options = readRunOptions(['--rerun-failed', '8,9', '--html', 'out'], env, temp);

    expect(options).toMatchObject({ mode: 'run', rerunGroupIds: [8, 9], tests: [], htmlDir: 'out' });
    expect(readRunOptions(['--rerun-failed', ' 8  9\n'], env, temp)).toMatchObject({ rerunGroupIds: [8, 9] });
    expect(() => readRunOptions(['--rerun-failed', '8', '--tests', '5'], env, temp)).toThrow(/do not go together/);
    expect(() => readRunOptions(['wait', '8', '--rerun-failed', '8'], env, temp)).toThrow(/does not go with wait/);
    expect(() => readRunOptions(['--rerun-failed', 'x'], env, temp)).toThrow(/"x" is not a test id/);
    expect(readRunOptions([], { ...env, TAS_HTML: 'from-env' }, temp)).toMatchObject({ htmlDir: 'from-env' });
  });
});
