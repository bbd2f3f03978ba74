/**
 * `tas run` selections, overrides and Ctrl-C: option parsing from flags, variables and tas.config.json, and the
 * command against a fake service (`fetch`) with a fake source of interrupts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestGroupRun, TestRun } from '../../bin/run/api-client';
import {
  type CommandIo,
  type Interrupt,
  type InterruptSource,
  processInterrupts,
  runCommand,
} from '../../bin/run/command';
import { parseOrigin, parseVarPairs, parseVarsText, type RunOptions, readRunOptions } from '../../bin/run/options';
import { EXIT, UsageError } from '../../bin/run/outcome';

const temp = mkdtempSync(join(tmpdir(), 'tas-cli-trigger-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const KEY = 'tas_unit-key';
const ENV_BASE = { TAS_API_URL: 'http://tas.example/v1', TAS_API_KEY: KEY };
/** A value that must never reach a terminal, a message or a report of the CLI. */
const SECRET = 'hunter2-s3cret=value,with-comma';

function dirWith(config?: unknown): string {
  const dir = mkdtempSync(join(temp, 'cli-'));
  if (config !== undefined) writeFileSync(join(dir, 'tas.config.json'), JSON.stringify(config));
  return dir;
}

/** The options of a `run`, not `--help`. */
function runOptions(...args: Parameters<typeof readRunOptions>): RunOptions {
  const options = readRunOptions(...args);
  if (options === 'help') throw new Error('help');
  return options;
}

/** The message of what `call` throws. */
function thrown(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('did not throw');
}

describe('selection options', () => {
  it('combines --folder, --suite and --search into one selection, instead of ids', () => {
    // Act
    const options = readRunOptions(['--folder', '/smoke', '--suite', '4', '--search', 'sign in'], ENV_BASE, dirWith());

    // Assess
    expect(options).toMatchObject({
      tests: [],
      selection: { folder_path: '/smoke', test_blueprint_category_id: 4, search: 'sign in' },
      allowEmpty: false,
    });
  });

  it('refuses ids and filters from the same source, and filters with --rerun-failed or wait', () => {
    const dir = dirWith();
    const cases: [string[], Record<string, string>, string, RegExp][] = [
      [['--tests', '1', '--folder', '/smoke'], ENV_BASE, dir, /--tests and --folder do not go together/],
      [['--tests', '1', '--search', 'x'], ENV_BASE, dir, /--tests and --search do not go together/],
      [[], { ...ENV_BASE, TAS_TESTS: '1', TAS_SUITE: '4' }, dir, /TAS_TESTS and TAS_SUITE do not go together/],
      [[], ENV_BASE, dirWith({ tests: [1], folder: '/smoke' }), /"tests" and .*"folder" do not go together/],
      [['--rerun-failed', '8', '--folder', '/smoke'], ENV_BASE, dir, /--rerun-failed and --folder/],
      [['wait', '8', '--search', 'x'], ENV_BASE, dir, /--search goes with a trigger, not with wait/],
      [['wait', '8', '--var', 'a=b'], ENV_BASE, dir, /--var goes with a trigger/],
      [['--suite', 'smoke'], ENV_BASE, dir, /"smoke" is not a test id/],
      [['--suite', '4,5'], ENV_BASE, dir, /--suite takes one test suite id/],
      [['--folder', ' '], ENV_BASE, dir, /--folder must not be empty/],
      [[], ENV_BASE, dirWith({ suite: true }), /"suite" must be a test suite id/],
    ];
    for (const [argv, env, cwd, message] of cases)
      expect(() => readRunOptions(argv, env, cwd), argv.join(' ')).toThrow(message);
  });

  it('takes the selection whole from the first source that names one: flags, then variables, then the file', () => {
    // Prepare
    const dir = dirWith({ tests: [1, 2], allowEmpty: true });
    const envSelection = { ...ENV_BASE, TAS_FOLDER: '/env', TAS_SEARCH: 'env' };

    // Act
    const fromFile = readRunOptions([], ENV_BASE, dir);
    const fromEnv = readRunOptions([], envSelection, dir);
    const fromFlags = readRunOptions(['--suite', '7'], envSelection, dir);
    const idsOverSelection = readRunOptions(['--tests', '3'], envSelection, dirWith({ folder: '/file' }));

    // Assess
    expect(fromFile).toMatchObject({ tests: [1, 2], selection: undefined, allowEmpty: true });
    expect(fromEnv).toMatchObject({ tests: [], selection: { folder_path: '/env', search: 'env' } });
    expect(fromFlags).toMatchObject({ tests: [], selection: { test_blueprint_category_id: 7 } });
    expect(idsOverSelection).toMatchObject({ tests: [3], selection: undefined });
    expect(readRunOptions([], { ...envSelection, TAS_ALLOW_EMPTY: 'false' }, dir)).toMatchObject({ allowEmpty: false });
    expect(readRunOptions(['--allow-empty'], envSelection, dirWith())).toMatchObject({ allowEmpty: true });
  });
});

describe('override options', () => {
  it('splits --var at the first "=", so values may hold "=" and ","', () => {
    const options = runOptions(
      ['--tests', '1', '--var', 'name=Ada Lovelace', '--var', `token=${SECRET}`, '--var', 'empty='],
      ENV_BASE,
      dirWith(),
    );

    expect(options).toMatchObject({
      overrides: { variables: { name: 'Ada Lovelace', token: SECRET, empty: '' } },
    });
  });

  it('reads TAS_VARS as k=v,k2=v2 or as JSON', () => {
    expect(parseVarsText('a=1,b=x=y,', 'TAS_VARS')).toEqual({ a: '1', b: 'x=y' });
    expect(parseVarsText(' {"a": "1", "b": "x,y"}', 'TAS_VARS')).toEqual({ a: '1', b: 'x,y' });
    expect(parseVarPairs(['k=v', 'k=w'], '--var')).toEqual({ k: 'w' });
  });

  it('merges variables by key, flag over variable over file, and takes --starting-url the same way', () => {
    // Prepare
    const dir = dirWith({ tests: [1], vars: { a: 'file', b: 'file' }, startingUrl: 'https://file.example' });

    // Act
    const fileOnly = runOptions([], ENV_BASE, dir);
    const merged = runOptions(
      ['--var', 'c=flag'],
      { ...ENV_BASE, TAS_VARS: 'b=env,c=env', TAS_STARTING_URL: 'http://127.0.0.1:8080/' },
      dir,
    );
    const flagUrl = runOptions(
      ['--starting-url', 'https://pr-12.preview.example'],
      { ...ENV_BASE, TAS_STARTING_URL: 'http://127.0.0.1:8080' },
      dir,
    );

    // Assess
    expect(fileOnly.overrides).toEqual({
      variables: { a: 'file', b: 'file' },
      starting_url_base: 'https://file.example',
    });
    expect(merged.overrides).toEqual({
      variables: { a: 'file', b: 'env', c: 'flag' },
      starting_url_base: 'http://127.0.0.1:8080',
    });
    expect(flagUrl.overrides).toMatchObject({ starting_url_base: 'https://pr-12.preview.example' });
    expect(runOptions(['--tests', '1'], ENV_BASE, dirWith()).overrides).toEqual({});
  });

  it('takes --run-limit as a duration in whole seconds, flag over TAS_RUN_LIMIT over the file, and refuses others', () => {
    // Prepare
    const dir = dirWith({ tests: [1], runLimit: 600 });

    // Act
    const fileOnly = runOptions([], ENV_BASE, dir);
    const fromEnv = runOptions([], { ...ENV_BASE, TAS_RUN_LIMIT: '5m' }, dir);
    const fromFlag = runOptions(['--run-limit', '90s'], { ...ENV_BASE, TAS_RUN_LIMIT: '5m' }, dir);

    // Assess
    expect(fileOnly.overrides).toEqual({ run_timeout_seconds: 600 });
    expect(fromEnv.overrides).toEqual({ run_timeout_seconds: 300 });
    expect(fromFlag.overrides).toEqual({ run_timeout_seconds: 90 });
    for (const bad of ['0', '1.5', '500ms', 'soon']) {
      expect(() => runOptions(['--tests', '1', '--run-limit', bad], ENV_BASE, dirWith()), bad).toThrow(
        /--run-limit is not a run limit in whole seconds/,
      );
    }
    expect(() => readRunOptions(['wait', '8', '--run-limit', '5m'], ENV_BASE, dirWith())).toThrow(
      /--run-limit goes with a trigger/,
    );
  });

  it('takes an origin only for --starting-url', () => {
    expect(parseOrigin('https://pr-12.preview.example/', '--starting-url')).toBe('https://pr-12.preview.example');
    expect(parseOrigin('HTTP://Localhost:3000', '--starting-url')).toBe('http://localhost:3000');
    const bad: [string, RegExp][] = [
      ['https://preview.example/app', /origin only/],
      ['https://preview.example/?a=1', /origin only/],
      ['https://preview.example#top', /origin only/],
      ['ftp://preview.example', /must be http\(s\)/],
      ['preview.example', /is not a URL/],
      ['https://ci:pw@preview.example', /must not hold a user or password/],
    ];
    for (const [value, message] of bad) expect(() => parseOrigin(value, '--starting-url'), value).toThrow(message);
    expect(thrown(() => parseOrigin('https://ci:hunter2@preview.example', '--starting-url'))).not.toContain('hunter2');
  });

  it('never quotes a value in its errors', () => {
    const dir = dirWith();
    const messages = [
      thrown(() => readRunOptions(['--tests', '1', '--var', SECRET.replace(/=/g, '')], ENV_BASE, dir)),
      thrown(() => readRunOptions(['--tests', '1'], { ...ENV_BASE, TAS_VARS: `{"token": ${SECRET}}` }, dir)),
      thrown(() => readRunOptions(['--tests', '1'], { ...ENV_BASE, TAS_VARS: `a=1,${SECRET.split('=')[0]}` }, dir)),
      thrown(() => readRunOptions(['--tests', '1', '--var', `token=${SECRET.repeat(400)}`], ENV_BASE, dir)),
      thrown(() => readRunOptions(['--tests', '1', '--var', `bad key=${SECRET}`], ENV_BASE, dir)),
    ];

    expect(messages[0]).toMatch(/--var #1 is not key=value/);
    expect(messages[1]).toMatch(/TAS_VARS is not valid JSON/);
    expect(messages[2]).toMatch(/TAS_VARS #2 is not key=value/);
    expect(messages[3]).toMatch(/the value of variable "token" is longer than 10000/);
    expect(messages[4]).toMatch(/variable key "bad key" is not a key/);
    for (const message of messages) expect(message).not.toContain('hunter2');
  });
});

/** A fake of the service: answers by method and path, and records every request. */
function fakeService(routes: Record<string, (body: unknown) => { status?: number; json: unknown } | Promise<never>>) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname.replace(/^\/v1/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ error: 'not_found', message: path }), { status: 404 });
    const answer = await route(body);
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

/** Interrupts the test fires itself, and whether anyone still listens. */
function fakeInterrupts(): InterruptSource & { fire(interrupt?: Interrupt): void; listening(): number } {
  const listeners = new Set<(interrupt: Interrupt) => void>();
  return {
    onInterrupt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: (interrupt = 'Ctrl-C') => {
      for (const listener of [...listeners]) listener(interrupt);
    },
    listening: () => listeners.size,
  };
}

function io(fetchImpl: typeof fetch, interrupts?: InterruptSource, cwd = dirWith()) {
  const out = { stdout: '', stderr: '' };
  const commandIo: CommandIo = {
    env: ENV_BASE,
    cwd,
    stdout: {
      write: (text: string) => {
        out.stdout += text;
      },
    },
    stderr: {
      write: (text: string) => {
        out.stderr += text;
      },
    },
    fetch: fetchImpl,
    ...(interrupts ? { interrupts } : {}),
  };
  return { io: commandIo, out };
}

const at = '2026-11-21T09:30:00.000Z';
function testRun(status: TestRun['status'], result?: string): TestRun {
  return {
    id: 120,
    status,
    test_blueprint_id: 12,
    test_group_run_id: 8,
    created_at: at,
    updated_at: at,
    blueprint_metadata: { title: 'Sign in' },
    results: result ? [{ step_number: 1, task: 'wait', is_successful: false, result, duration: 1 }] : null,
    additional_attempts: [],
  };
}
function testGroup(status: TestGroupRun['status'], run: TestRun): TestGroupRun<TestRun> {
  return { id: 8, name: 'Manual Run', status, test_runs: [run], created_at: at, updated_at: at };
}

const CANCELLED = 'The run was cancelled.';

describe('tas run with a selection and overrides', () => {
  it('resolves the selection, triggers its tests with the overrides, and never prints the values', async () => {
    // Prepare
    const { fetchImpl, requests } = fakeService({
      'POST /test_group_run/trigger_run': (body) =>
        (body as { dry_run?: boolean }).dry_run
          ? { json: { message: 'Selection resolved; nothing was started', test_blueprint_ids: [12] } }
          : { status: 201, json: { test_group_run: testGroup('running', testRun('running')) } },
      'GET /test_group_run/8': () => ({ json: { test_group_run: testGroup('passed', testRun('passed')) } }),
      'GET /test_run/120': () => ({ json: { test_run: testRun('passed') } }),
    });
    const { io: commandIo, out } = io(fetchImpl);

    // Act
    const code = await runCommand(
      [
        '--folder',
        '/smoke',
        '--search',
        'login',
        '--var',
        `token=${SECRET}`,
        '--starting-url',
        'https://pr-1.example/',
        '--json',
        'runs.json',
      ],
      commandIo,
    );

    // Assess
    expect(code, out.stderr).toBe(EXIT.passed);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/test_group_run/trigger_run',
      body: {
        selection: { folder_path: '/smoke', search: 'login' },
        dry_run: true,
        variables: { token: SECRET },
        starting_url_base: 'https://pr-1.example',
      },
    });
    expect(requests[1]?.body).toEqual({
      test_blueprint_ids: [12],
      variables: { token: SECRET },
      starting_url_base: 'https://pr-1.example',
    });
    expect(out.stderr).toContain(
      'selecting the active tests of folder /smoke, title containing "login" with variable token (values not shown) on https://pr-1.example',
    );
    expect(out.stdout + out.stderr).not.toContain('hunter2');
  });

  it('exits 2 for a selection that matches nothing, and 0 with --allow-empty, starting nothing', async () => {
    const { fetchImpl } = fakeService({
      'POST /test_group_run/trigger_run': () => ({
        status: 400,
        json: {
          error: 'validation_error',
          message: 'Invalid request.',
          details: [{ path: '/selection', message: 'matches no active integration test; nothing was started' }],
        },
      }),
    });
    const strict = io(fetchImpl);
    const allowing = io(fetchImpl);

    const strictCode = await runCommand(['--search', 'nothing'], strict.io);
    const allowingCode = await runCommand(['--search', 'nothing', '--allow-empty'], allowing.io);

    expect(strictCode).toBe(EXIT.usage);
    expect(strict.out.stderr).toMatch(
      /the selection matches no active integration test; nothing was started \(with --allow-empty that exits 0\)/,
    );
    expect(allowingCode).toBe(EXIT.passed);
    expect(allowing.out.stderr).toMatch(/matches no active integration test.*exiting 0 as --allow-empty says/);
    expect(allowing.out.stdout).toBe('');
  });

  it('triggers a selection of more than 50 tests in parts of at most 50, read once, and prints every group', async () => {
    // Prepare
    const selected = Array.from({ length: 73 }, (_, i) => 1000 + i);
    let nextGroup = 40;
    const { fetchImpl, requests } = fakeService({
      'POST /test_group_run/trigger_run': (body) => {
        if ((body as { dry_run?: boolean }).dry_run) return { json: { message: 'ok', test_blueprint_ids: selected } };
        const group = { ...testGroup('running', testRun('running')), id: nextGroup++ };
        return { status: 201, json: { test_group_run: group } };
      },
    });
    const { io: commandIo, out } = io(fetchImpl);

    // Act
    const code = await runCommand(['--folder', '/', '--detach'], commandIo);

    // Assess
    expect(code, out.stderr).toBe(EXIT.passed);
    expect(requests.map((r) => r.body)).toEqual([
      { selection: { folder_path: '/' }, dry_run: true },
      { test_blueprint_ids: selected.slice(0, 50) },
      { test_blueprint_ids: selected.slice(50) },
    ]);
    expect(out.stdout).toBe('40 41\n');
    expect(out.stderr).toContain('73 tests selected, triggered in 2 parts of at most 50');
  });
});

describe('Ctrl-C', () => {
  /** A service whose group runs until cancelled; `onPoll` runs at each poll of the group. */
  function runningUntilCancelled(onPoll: () => void, cancel?: () => Promise<never>) {
    let cancelled = false;
    return fakeService({
      'POST /test_group_run/trigger_run': () => ({
        status: 201,
        json: { test_group_run: testGroup('running', testRun('running')) },
      }),
      'GET /test_group_run/8': () => {
        onPoll();
        const run = cancelled ? testRun('failed', CANCELLED) : testRun('running');
        return { json: { test_group_run: testGroup(cancelled ? 'failed' : 'running', run) } };
      },
      'POST /test_group_run/8/cancel':
        cancel ??
        (() => {
          cancelled = true;
          return {
            json: {
              message: 'Test group run cancelled successfully',
              test_group_run: testGroup('failed', testRun('failed', CANCELLED)),
            },
          };
        }),
      'GET /test_run/120': () => ({
        json: { test_run: cancelled ? testRun('failed', CANCELLED) : testRun('running') },
      }),
    });
  }

  it('cancels on SIGTERM as on Ctrl-C, saying which', async () => {
    // Prepare: SIGTERM (a CI job cancelled) at the first poll
    const interrupts = fakeInterrupts();
    const { fetchImpl, requests } = runningUntilCancelled(() => interrupts.fire('SIGTERM'));
    const { io: commandIo, out } = io(fetchImpl, interrupts);

    // Act
    const code = await runCommand(['--tests', '12', '--timeout', '10m'], commandIo);

    // Assess
    expect(code, out.stderr).toBe(EXIT.failed);
    expect(requests.filter((r) => r.path.endsWith('/cancel')).map((r) => r.path)).toEqual(['/test_group_run/8/cancel']);
    expect(out.stderr).toContain('interrupted by SIGTERM: cancelling group 8 (Ctrl-C again to leave without waiting)');
    expect(out.stdout).toContain('Cancelled (interrupted)');
  });

  it('hears SIGINT and SIGTERM of the process, and stops listening when asked', () => {
    // Prepare
    const heard: Interrupt[] = [];
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const stop = processInterrupts.onInterrupt((interrupt) => heard.push(interrupt));

    // Act
    process.emit('SIGTERM');
    process.emit('SIGINT');
    stop();

    // Assess
    expect(heard).toEqual(['SIGTERM', 'Ctrl-C']);
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(before);
  });

  it('cancels the group it started, reports it failed through every reporter, and exits 1', async () => {
    // Prepare: Ctrl-C at the first poll, while waiting
    const interrupts = fakeInterrupts();
    const { fetchImpl, requests } = runningUntilCancelled(() => interrupts.fire());
    const dir = dirWith();
    const { io: commandIo, out } = io(fetchImpl, interrupts, dir);
    const started = Date.now();

    // Act
    const code = await runCommand(['--tests', '12', '--junit', 'report.xml', '--timeout', '10m'], commandIo);

    // Assess
    expect(code, out.stderr).toBe(EXIT.failed);
    expect(Date.now() - started).toBeLessThan(900); // the first poll's 1 s sleep was cut short
    expect(requests.filter((r) => r.path.endsWith('/cancel')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /test_group_run/8/cancel',
    ]);
    expect(out.stderr).toContain('interrupted: cancelling group 8 (Ctrl-C again to leave without waiting)');
    expect(out.stdout).toMatch(/^ERROR +Sign in \(test 12\) {2}run 120$/m);
    expect(out.stdout).toContain('Cancelled (interrupted)');
    const junit = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(junit).toMatch(/<error [^>]*message="Step 1 \(wait\): The run was cancelled\."/);
    expect(junit).toContain('<property name="cancelled" value="true"/>');
    expect(interrupts.listening()).toBe(0);
  });

  it('cancels the groups tas run wait was given', async () => {
    const interrupts = fakeInterrupts();
    const { fetchImpl, requests } = runningUntilCancelled(() => interrupts.fire());
    const { io: commandIo, out } = io(fetchImpl, interrupts);

    const code = await runCommand(['wait', '8'], commandIo);

    expect(code, out.stderr).toBe(EXIT.failed);
    expect(requests.some((r) => r.method === 'POST' && r.path === '/test_group_run/8/cancel')).toBe(true);
    expect(requests.some((r) => r.path === '/test_group_run/trigger_run')).toBe(false);
  });

  it('leaves at once with 130 on a second Ctrl-C, naming the groups to resume', async () => {
    // Prepare: the cancel never answers
    const interrupts = fakeInterrupts();
    const { fetchImpl } = runningUntilCancelled(
      () => interrupts.fire(),
      () => {
        setTimeout(() => interrupts.fire(), 10);
        return new Promise<never>(() => {});
      },
    );
    const { io: commandIo, out } = io(fetchImpl, interrupts);

    // Act
    const code = await runCommand(['--tests', '12'], commandIo);

    // Assess
    expect(code).toBe(EXIT.interrupted);
    expect(out.stderr).toContain(
      'interrupted again: leaving without waiting for the cancel; they may still be running: tas run wait 8',
    );
    expect(interrupts.listening()).toBe(0);
  });

  it('cancels nothing with --detach: it does not listen for Ctrl-C', async () => {
    const interrupts = fakeInterrupts();
    const { fetchImpl, requests } = runningUntilCancelled(() => {});
    let listened = 0;
    const counting: InterruptSource = {
      onInterrupt: (listener) => {
        listened += 1;
        return interrupts.onInterrupt(listener);
      },
    };
    const { io: commandIo, out } = io(fetchImpl, counting);

    const code = await runCommand(['--tests', '12', '--detach'], commandIo);

    expect(code).toBe(EXIT.passed);
    expect(out.stdout).toBe('8\n');
    expect(listened).toBe(0);
    expect(requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
  });
});
