/**
 * `tas run` as CI runs it: a child process against the real local stack through its HTTP API, so exit codes, stdout
 * and stderr are real.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { runsHarness } from '../support/runs-harness';
import { junitProblems } from '../support/xsd-validate';

/** The working directories of this file's CLI runs, removed after the file. */
const cliTemp = mkdtempSync(join(tmpdir(), 'tas-cli-'));
afterAll(() => rmSync(cliTemp, { recursive: true, force: true }));

/** The run limit of this suite's stack: every run ends within it (see runs.test.ts). */
const RUN_LIMIT_SECONDS = 40;
/** How long a run of this suite can be `running`: the run limit plus the time to settle it. */
const RUN_BOUND_SECONDS = RUN_LIMIT_SECONDS + 20;
/** `--timeout` of the commands that wait for a verdict: one run's bound, so a hang fails as exit 4, not a pass. */
const WAIT = `${RUN_BOUND_SECONDS}s`;
/** A test here waits for at most two runs one after another, plus the commands' start-up. */
const SUITE = { timeout: (2 * RUN_BOUND_SECONDS + 30) * 1000 };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;

const PAGE = `<!doctype html><html><body><button style="position:absolute;left:20px;top:20px;width:200px;height:60px"
  onclick="this.textContent='pressed'">Press</button></body></html>`;

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tas run <args>` in `cwd` (a fresh directory by default) with only `env` and PATH/HOME set. */
function tas(args: string[], env: Record<string, string> = {}, cwd = mkdtempSync(join(cliTemp, 'cli-'))) {
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'bin/tas.ts'), 'run', ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment of a CI job with this company's key. */
const ci = (client: ApiClient = api) => ({ [ENV.apiUrl]: t.url, [ENV.apiKey]: client.key });

/** Tests on the fixture site's `/page`, created through the API (the run tests' helper; its waits are not used). */
const { createTest } = runsHarness(
  () => api,
  () => site,
  0,
);

const click = { step_number: 1, type: 'left_click', action: '120,50' };

/** The elements of a JUnit file by name, with their attributes and parent, after checking that tags nest. */
function junitElements(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const elements: { name: string; attrs: Record<string, string>; parent: string | undefined }[] = [];
  const stack: string[] = [];
  for (const [, closing, name, attrText, selfClosing] of xml.matchAll(
    /<(\/?)([a-z-]+)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    if (closing) {
      expect(stack.pop()).toBe(name);
      continue;
    }
    const attrs = Object.fromEntries([...attrText!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    elements.push({ name: name!, attrs, parent: stack.at(-1) });
    if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  return elements;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  let calls = 0;
  site = await startFixtureServer({
    '/page': PAGE,
    '/api/missing': { status: 404, json: { error: 'nope' } },
    // Fails the first call only: the first attempt of a test that calls it fails, the retry passes.
    '/api/flaky': () => (++calls === 1 ? { status: 500, json: { error: 'first' } } : { json: { ok: true } }),
  });
  t = await startTestStack();
  api = t.api;
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
});

describe('tas run against the local stack', SUITE, () => {
  it('exits 0 for a passing test, with a JUnit report of one passing testcase and the JSON of the group', async () => {
    // Prepare
    const id = await createTest([click]);
    const dir = mkdtempSync(join(cliTemp, 'cli-'));

    // Act
    const res = await tas(
      ['--tests', String(id), '--timeout', WAIT, '--junit', 'report.xml', '--json', 'runs.json'],
      ci(),
      dir,
    );

    // Assess
    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stdout).toMatch(new RegExp(`^PASSED +.* \\(test ${id}\\)  run \\d+$`, 'm'));
    expect(res.stderr).toMatch(/started group \d+ with 1 test/);
    const xml = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(await junitProblems([xml])).toEqual([[]]);
    const elements = junitElements(xml);
    expect(elements[0]).toMatchObject({ name: 'testsuites', attrs: { tests: '1', failures: '0', errors: '0' } });
    expect(elements.filter((e) => e.name === 'testsuite')).toHaveLength(1);
    const cases = elements.filter((e) => e.name === 'testcase');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.attrs.name).toContain(`(test ${id})`);
    expect(elements.filter((e) => ['failure', 'error', 'skipped'].includes(e.name))).toEqual([]);
    const runUrl = elements.find((e) => e.name === 'property' && e.attrs.name === 'run_url')!.attrs.value!;
    expect(runUrl).toMatch(new RegExp(`^${t.url}/test_run/\\d+$`));
    const json = JSON.parse(readFileSync(join(dir, 'runs.json'), 'utf8'));
    expect(json.test_group_runs).toEqual([expect.objectContaining({ status: 'passed' })]);
    expect(json.test_runs).toEqual([expect.objectContaining({ test_blueprint_id: id, status: 'passed' })]);
    expect(`${res.stdout}${res.stderr}${JSON.stringify(json)}`).not.toContain(api.key);
  });

  it('exits 1 for a failing test, with a failure element, its screenshots attached, a job summary and an ::error annotation', async () => {
    const id = await createTest([
      { ...click },
      {
        step_number: 2,
        type: 'api',
        action: 'call a missing endpoint',
        api_request: { url: site.url('/api/missing'), method: 'GET', timeout: 10, retries: 0 },
      },
    ]);
    const dir = mkdtempSync(join(cliTemp, 'cli-'));
    writeFileSync(join(dir, 'summary.md'), '');

    const res = await tas(
      ['--tests', String(id), '--timeout', WAIT, '--junit', 'reports/report.xml'],
      { ...ci(), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') },
      dir,
    );

    expect(res.code, res.stdout + res.stderr).toBe(1);
    expect(res.stdout).toMatch(/^FAILED /m);
    const xml = readFileSync(join(dir, 'reports/report.xml'), 'utf8');
    expect(await junitProblems([xml])).toEqual([[]]);
    const failures = junitElements(xml).filter((e) => e.name === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.attrs.message).toMatch(/^Step 2 .*404/);
    // The failing api step's screenshot and the one before it (the click's), in the paths CI resolves them by.
    const attached = [...xml.matchAll(/\[\[ATTACHMENT\|([^\]|]+)\]\]/g)].map((m) => m[1]!);
    expect(attached).toEqual([
      expect.stringMatching(/^reports\/tas-attachments\/run-\d+-step-2-action-1-after\.jpg$/),
      expect.stringMatching(/^reports\/tas-attachments\/run-\d+-step-1-action-2-after\.jpg$/),
    ]);
    for (const path of attached) expect(readFileSync(join(dir, path)).subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(res.stderr).toMatch(
      /wrote the JUnit report .*report\.xml with 2 screenshots of failing steps as attachments$/m,
    );
    expect(res.stdout).toMatch(new RegExp(`^::error title=.*\\(test ${id}\\) failed::Step 2 `, 'm'));
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/\| ❌ failed \| 1 \|/);
  });

  it('reports a test that passed on its retry as flaky, and fails it with --fail-on-flaky', async () => {
    const id = await createTest(
      [
        {
          step_number: 1,
          type: 'api',
          action: 'call an endpoint that fails once',
          api_request: { url: site.url('/api/flaky'), method: 'GET', timeout: 10, retries: 0 },
        },
      ],
      { num_retries: 1 },
    );
    const detached = await tas(['--tests', String(id), '--detach'], ci());
    expect(detached.code, detached.stderr).toBe(0);
    const groupId = detached.stdout.trim();

    const res = await tas(['wait', groupId, '--timeout', `${2 * RUN_BOUND_SECONDS}s`], ci());
    const strict = await tas(['wait', groupId, '--timeout', WAIT, '--fail-on-flaky'], { ...ci(), NO_COLOR: '1' });

    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^FLAKY +.* run \d+, 2 attempts$/m);
    expect(strict.code, strict.stderr).toBe(1);
  });

  it('detaches with the group id, and tas run wait resumes to the verdict', async () => {
    const id = await createTest([click]);

    const detached = await tas(['--tests', `${id},${id}`, '--detach'], ci());
    const groupId = detached.stdout.trim();
    const waited = await tas(['wait', groupId, '--timeout', WAIT], ci());

    expect(detached.code, detached.stderr).toBe(0);
    expect(groupId).toMatch(/^\d+$/);
    expect((await api.get(`/test_group_run/${groupId}`)).body.test_group_run.test_runs).toHaveLength(2);
    expect(waited.code, waited.stdout + waited.stderr).toBe(0);
    expect(waited.stdout).toMatch(new RegExp(`2 tests in group ${groupId}: 2 passed`));
    expect(waited.stdout).toMatch(new RegExp(`\\(test ${id}\\) #2`));
  });

  it('exits 4 when it stops waiting before the verdict, and says how to resume', async () => {
    const company = await t.newCompany();
    const id = await createTest([{ step_number: 1, type: 'wait', action: String(RUN_LIMIT_SECONDS / 2) }], {}, company);

    const res = await tas(['--tests', String(id), '--timeout', '1s'], ci(company));

    expect(res.code, res.stdout + res.stderr).toBe(4);
    expect(res.stdout).toMatch(/^RUNNING /m);
    expect(res.stderr).toMatch(/stopped waiting after 1s; resume with: tas run wait \d+/);
  });

  it('exits 1 for a test that hits its --run-limit, reported as an error, not a failure', async () => {
    const company = await t.newCompany();
    const id = await createTest([{ step_number: 1, type: 'wait', action: String(RUN_LIMIT_SECONDS / 2) }], {}, company);
    const dir = mkdtempSync(join(cliTemp, 'cli-'));

    const res = await tas(
      ['--tests', String(id), '--run-limit', '5s', '--timeout', `${2 * RUN_BOUND_SECONDS}s`, '--junit', 'report.xml'],
      ci(company),
      dir,
    );

    expect(res.code, res.stdout + res.stderr).toBe(1);
    const xml = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(await junitProblems([xml])).toEqual([[]]);
    const elements = junitElements(xml);
    expect(elements.filter((e) => e.name === 'failure')).toEqual([]);
    const errors = elements.filter((e) => e.name === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.attrs.message).toMatch(/time limit/);
    expect(res.stderr).toMatch(/with a run limit of 5s/);
  });

  it('prints no escape codes with NO_COLOR or without a terminal', async () => {
    const id = await createTest([click]);

    const piped = await tas(['--tests', String(id), '--timeout', WAIT], ci());
    const noColor = await tas(['--tests', String(id), '--timeout', WAIT], { ...ci(), NO_COLOR: '1' });

    for (const res of [piped, noColor]) {
      expect(res.code, res.stdout + res.stderr).toBe(0);
      expect(res.stdout + res.stderr).not.toContain('\u001b');
    }
  });
});

describe('tas run refusing to pass', SUITE, () => {
  it('exits 3 when the service refuses the key, starting nothing', async () => {
    const id = await createTest([click]);

    const res = await tas(['--tests', String(id)], { ...ci(), [ENV.apiKey]: 'tas_not-a-key' });

    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/refused the API key \(401 unauthorized\)/);
    expect(res.stderr).not.toContain('tas_not-a-key');
    expect((await api.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBeNull();
  });

  it('exits 3 when the service is down', async () => {
    const res = await tas(['--tests', '1'], { ...ci(), [ENV.apiUrl]: `http://127.0.0.1:${await closedPort()}` });

    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/cannot reach the service at http:\/\/127\.0\.0\.1:\d+\/test_group_run\/trigger_run/);
  });

  it('exits 2 when no test is selected, or the service refuses the selection', async () => {
    const none = await tas([], ci());
    const unknown = await tas(['--tests', '999999999998'], ci());

    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no test selected/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/400 validation_error[\s\S]*\/test_blueprint_ids\/0/);
  });

  it('reads the API URL and tests from tas.config.json', async () => {
    const id = await createTest([click]);
    const dir = mkdtempSync(join(cliTemp, 'cli-'));
    writeFileSync(join(dir, 'tas.config.json'), JSON.stringify({ apiUrl: t.url, tests: [id], timeout: WAIT }));

    const res = await tas([], { [ENV.apiKey]: api.key }, dir);

    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stdout).toMatch(new RegExp(`\\(test ${id}\\)`));
  });
});
