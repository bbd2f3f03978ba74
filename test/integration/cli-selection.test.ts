/**
 * `tas run` selections, overrides and Ctrl-C against the real local stack: the CLI as a child process, tests created
 * and runs read through the HTTP API, each case in a company of its own so folders and searches see only its tests.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { startTasCli, tasCli } from '../support/cli-process';
import type { FixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { runsHarness, startRunsStack, waitFor } from '../support/runs-harness';
import { junitProblems } from '../support/xsd-validate';

const temp = mkdtempSync(join(tmpdir(), 'tas-cli-selection-'));

/** The run limit of this suite's stack: every run ends within it (see runs.test.ts). */
const RUN_LIMIT_SECONDS = 40;
/** How long a run of this suite can be `running`: the run limit plus the time to settle it. */
const RUN_BOUND_SECONDS = RUN_LIMIT_SECONDS + 20;
/** `--timeout` of the commands that wait: a run's bound, so a hang fails as exit 4, not a pass. */
const WAIT = `${RUN_BOUND_SECONDS}s`;
const SUITE = { timeout: (RUN_BOUND_SECONDS + 60) * 1000 };
const CANCELLED = 'The run was cancelled.';

let t: TestStack;
let site: FixtureServer;
/** The values the run site's `/api/echo` was called with, by query parameter `name`. */
const echoed: string[] = [];

const { createTest } = runsHarness(
  () => {
    throw new Error('each case passes its company');
  },
  () => site,
  RUN_BOUND_SECONDS * 1000,
);

const ci = (company: ApiClient) => ({ [ENV.apiUrl]: t.url, [ENV.apiKey]: company.key });
const tas = (args: string[], env: Record<string, string>, cwd = mkdtempSync(join(temp, 'cli-'))) =>
  tasCli(['run', ...args], env, cwd);

const click = { step_number: 1, type: 'left_click', action: '120,50' };

beforeAll(async () => {
  ({ t, site } = await startRunsStack(RUN_LIMIT_SECONDS));
  site.route('/api/echo', (req) => {
    echoed.push(req.url.searchParams.get('name') ?? '');
    return { json: { ok: true } };
  });
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('tas run with a selection', SUITE, () => {
  it('runs the active tests of --folder and its subfolders, and no other', async () => {
    // Prepare
    const company = await t.newCompany();
    const smoke = await createTest([click], { folder_path: '/smoke' }, company);
    const deeper = await createTest([click], { folder_path: '/smoke/login' }, company);
    await createTest([click], { folder_path: '/other' }, company);
    await createTest([click], { folder_path: '/smoke', status: 'paused' }, company);
    const dir = mkdtempSync(join(temp, 'cli-'));

    // Act
    const res = await tas(['--folder', '/smoke', '--timeout', WAIT, '--json', 'runs.json'], ci(company), dir);

    // Assess
    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stderr).toMatch(/selecting the active tests of folder \/smoke/);
    expect(res.stderr).toMatch(/started group \d+ with 2 tests/);
    const json = JSON.parse(readFileSync(join(dir, 'runs.json'), 'utf8'));
    expect(json.test_runs.map((run: { test_blueprint_id: number }) => run.test_blueprint_id)).toEqual([smoke, deeper]);
    expect(json.test_group_runs).toEqual([expect.objectContaining({ status: 'passed' })]);
  });

  it('exits 2 for a --search that matches no test, and 0 with --allow-empty, starting nothing', async () => {
    // Prepare
    const company = await t.newCompany();
    const id = await createTest([click], { title: 'Checkout as a guest' }, company);

    // Act
    const strict = await tas(['--search', 'no such title'], ci(company));
    const allowed = await tas(['--search', 'no such title', '--allow-empty'], ci(company));

    // Assess
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain('the selection matches no active integration test; nothing was started');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toBe('');
    expect((await company.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBeNull();
  });
});

/** A selection of more than one trigger's 50 tests, and the browser runs this suite's company may run at once. */
const MANY = 55;
const MANY_CONCURRENCY = 5;
/** Every run of the selection ends within its bound, in rounds of the company's concurrency. */
const MANY_WAIT_SECONDS = Math.ceil(MANY / MANY_CONCURRENCY) * RUN_BOUND_SECONDS;

describe('tas run with a selection of more than 50 tests', { timeout: (2 * MANY_WAIT_SECONDS + 120) * 1000 }, () => {
  let company: ApiClient;
  let selected: number[];
  const folder = '/many';

  beforeAll(async () => {
    company = await t.newCompany({ browserConcurrency: MANY_CONCURRENCY });
    const pass = [{ step_number: 1, type: 'wait', action: '0' }];
    const fail = [
      {
        step_number: 1,
        type: 'api',
        action: 'call a missing endpoint',
        api_request: { url: site.url('/api/missing'), method: 'GET', timeout: 10, retries: 0 },
      },
    ];
    selected = [];
    for (let i = 0; i < MANY; i++) {
      // One failing test, in the second trigger's part, decides the exit code of the whole run.
      const steps = i === MANY - 2 ? fail : pass;
      selected.push(await createTest(steps, { folder_path: i % 2 === 0 ? folder : `${folder}/sub` }, company));
    }
    await createTest(pass, { folder_path: folder, status: 'paused' }, company);
    await createTest(pass, { folder_path: `${folder}/sub`, status: 'paused' }, company);
    const module = await company.post('/modules/create', {
      title: `Many module ${Date.now()}`,
      folder_path: folder,
      steps: pass,
    });
    expect(module.status, JSON.stringify(module.body)).toBe(201);
  }, 300_000);

  /** The groups of a JSON report and the tests their runs ran. */
  const ranIn = (dir: string) => {
    const json = JSON.parse(readFileSync(join(dir, 'runs.json'), 'utf8'));
    return {
      groups: json.test_group_runs as { id: number; test_runs: unknown[] }[],
      tests: (json.test_runs as { test_blueprint_id: number }[]).map((run) => run.test_blueprint_id),
    };
  };

  it('triggers exactly the active integration tests in two groups, and tas run wait reports both as one run', async () => {
    // Prepare
    const dir = mkdtempSync(join(temp, 'cli-'));

    // Act: the split is what is tested, not 55 browser runs: the groups are cancelled as soon as they exist (their
    // runs then fail as cancelled, which is a verdict like any other).
    const detached = await tas(['--folder', folder, '--detach'], ci(company));
    const groupIds = detached.stdout.trim().split(' ');
    for (const id of groupIds) {
      const cancelled = await company.post(`/test_group_run/${id}/cancel`, {});
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    const waited = await tas(
      ['wait', ...groupIds, '--timeout', `${MANY_WAIT_SECONDS}s`, '--junit', 'report.xml', '--json', 'runs.json'],
      ci(company),
      dir,
    );

    // Assess
    expect(detached.code, detached.stderr).toBe(0);
    expect(detached.stdout).toMatch(/^\d+ \d+\n$/);
    expect(detached.stderr).toContain(`${MANY} tests selected, triggered in 2 parts of at most 50`);
    expect(detached.stderr).toContain(`tas run wait ${groupIds.join(' ')}`);
    expect(waited.code, waited.stdout + waited.stderr).toBe(1);
    expect(waited.stdout).toContain(`${MANY} tests in groups ${groupIds.join(', ')}: `);
    const { groups, tests } = ranIn(dir);
    expect(groups.map((group) => String(group.id))).toEqual(groupIds);
    expect(groups.map((group) => group.test_runs.length)).toEqual([50, MANY - 50]);
    expect(tests).toEqual(selected);
    const junit = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(junit.match(/<testcase /g)).toHaveLength(MANY);
  });
});

describe('tas run with overrides', SUITE, () => {
  it('runs with the --var values and on the --starting-url origin, never printing a value', async () => {
    // Prepare: the stored starting URL is a port nothing listens on; the run passes only on the site's origin.
    const company = await t.newCompany();
    const secret = 's3cret=Ada';
    const id = await createTest(
      [
        click,
        {
          step_number: 2,
          type: 'api',
          action: 'send the name',
          api_request: { url: site.url('/api/echo?name={{name}}'), method: 'GET', timeout: 10, retries: 0 },
        },
      ],
      { starting_url: 'http://127.0.0.1:9/page', variables: [{ key: 'name', type: 'random' }] },
      company,
    );

    // Act
    const res = await tas(
      ['--tests', String(id), '--var', `name=${secret}`, '--starting-url', site.origin, '--timeout', WAIT],
      { ...ci(company), TAS_VARS: 'other=x' },
    );

    // Assess
    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(echoed).toContain(secret);
    expect(res.stderr).toContain('with variables other, name (values not shown)');
    expect(res.stdout + res.stderr).not.toContain('s3cret');
    expect((await company.get(`/test_blueprint/${id}`)).body.test_blueprint.starting_url).toBe(
      'http://127.0.0.1:9/page',
    );
  });

  it('exits 2 for a --starting-url that is not an origin, starting nothing', async () => {
    const company = await t.newCompany();
    const id = await createTest([click], {}, company);

    const res = await tas(['--tests', String(id), '--starting-url', `${site.origin}/app`], ci(company));

    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--starting-url must be an origin only/);
    expect((await company.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBeNull();
  });
});

describe('Ctrl-C', SUITE, () => {
  it('cancels the group, reports it failed in the JUnit file, and exits 1 long before the wait step ends', async () => {
    // Prepare
    const company = await t.newCompany();
    const waitSeconds = RUN_LIMIT_SECONDS - 5;
    const id = await createTest([{ step_number: 1, type: 'wait', action: String(waitSeconds) }], {}, company);
    const dir = mkdtempSync(join(temp, 'cli-'));
    const cli = startTasCli(
      ['run', '--tests', String(id), '--junit', 'report.xml', '--timeout', WAIT],
      ci(company),
      dir,
    );
    await waitFor(() => /started group \d+/.test(cli.output().stderr), 30_000);
    const groupId = Number(/started group (\d+)/.exec(cli.output().stderr)![1]);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the runner is in its wait step

    // Act
    const interrupted = Date.now();
    cli.child.kill('SIGINT');
    const res = await cli.done;

    // Assess
    expect(res.code, res.stdout + res.stderr).toBe(1);
    expect(Date.now() - interrupted).toBeLessThan((waitSeconds / 2) * 1000);
    expect(res.stderr).toContain(`interrupted: cancelling group ${groupId}`);
    expect(res.stdout).toMatch(/Cancelled \(interrupted\)/);
    const group = (await company.get(`/test_group_run/${groupId}`)).body.test_group_run;
    expect(group.status).toBe('failed');
    for (const summary of group.test_runs) {
      const run = (await company.get(`/test_run/${summary.id}`)).body.test_run;
      expect(run.status).toBe('failed');
      expect(run.results.at(-1)).toMatchObject({ is_successful: false, result: CANCELLED });
    }
    const junit = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(junit).toMatch(/<error [^>]*The run was cancelled\./);
    expect(junit).toContain('<property name="cancelled" value="true"/>');
    expect(await junitProblems([junit])).toEqual([[]]);
  });
});
