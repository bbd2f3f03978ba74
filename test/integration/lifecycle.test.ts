import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client } from '../support/local-stack';
import { createApp } from '../support/uploads';

const CLI = join(process.cwd(), 'bin/tas.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'tas-lifecycle-'));
const children: ChildProcess[] = [];

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

function serve(env: Record<string, string>): Promise<Served> {
  // One Node process, as `npm start` runs it: signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve'], {
    env: { ...process.env, TAS_DATA_DIR: dataDir, TAS_AUTH_CACHE_TTL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) resolve({ child, url: m[1]!, stderr: () => err });
    });
    child.once('exit', (code) =>
      reject(Object.assign(new Error(`serve exited ${code}: ${err}`), { code, stderr: err })),
    );
  });
}

/**
 * Runs the CLI without blocking this process: a synchronous run would stall the event loop for seconds, and the
 * HTTP client would then reuse a keep-alive connection the server closed meanwhile (a request cut off).
 */
function runCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, TAS_DATA_DIR: dataDir, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: stdout.toString(), stderr: stderr.toString() });
      },
    );
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function javaProcessesFor(dir: string): string[] {
  const ps = execFileSync('ps', ['-eo', 'args']).toString();
  return ps.split('\n').filter((line) => line.includes('DynamoDBLocal') && line.includes(dir));
}

/** Processes started for this data dir (DynamoDB Local, runners and their browsers inherit TAS_DATA_DIR). */
function processesOf(dir: string): { pid: number; args: string }[] {
  const found: { pid: number; args: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(`TAS_DATA_DIR=${dir}`)) continue;
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!readFileSync(`/proc/${name}/stat`, 'utf8').includes(') Z ')) found.push({ pid: Number(name), args });
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return found;
}

const standbyRunnersOf = (dir: string) => processesOf(dir).filter((p) => p.args.includes('tas-runner'));

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local stack lifecycle', { timeout: 120_000 }, () => {
  const apiKey = 'tas_lifecycle-test-key-0123456789abcdefghijklmnopqrstuvwxyz';
  let first: Served;
  let appId: number;

  it('starts with a given default key and serves the API', async () => {
    // Act
    first = await serve({ PORT: '0', TAS_API_KEY: apiKey });
    // Assess
    const api = client(first.url, apiKey, 0);
    const created = await createApp(api, 'Survivor');
    expect(created.status).toBe(201);
    appId = created.body.app.id;
  });

  it('refuses a second instance on the same data dir with a one-line error', async () => {
    const error = (await serve({ PORT: '0' }).catch((e) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(1);
    expect(
      error.stderr
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('tas:')),
    ).toHaveLength(1);
    expect(error.stderr).toMatch(/already used by a running instance/);
    expect(error.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a port that is in use with a one-line error', async () => {
    const port = new URL(first.url).port;
    const otherDir = mkdtempSync(join(tmpdir(), 'tas-port-'));
    try {
      const error = (await serve({ PORT: port, TAS_DATA_DIR: otherDir }).catch((e) => e)) as {
        code: number;
        stderr: string;
      };
      expect(error.code).toBe(1);
      expect(error.stderr).toMatch(new RegExp(`tas: port ${port} is already in use`));
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('creates a company and a key through the CLI against the running stack', async () => {
    // Act
    const company = await runCli(['company', 'create', '--name', 'Acme', '--mobile-concurrency', '0', '--json']);
    // Assess
    expect(company.code).toBe(0);
    const created = JSON.parse(company.stdout);
    expect(created).toEqual({
      company_id: expect.any(Number),
      user_id: expect.any(Number),
      api_key: expect.any(String),
    });
    const acme = client(first.url, created.api_key, created.company_id);
    expect((await acme.get('/apps/list')).body.apps).toEqual([]);
    expect((await createApp(acme, 'Nope')).status).toBe(403);
    const key = JSON.parse(
      (await runCli(['key', 'create', '--company-id', String(created.company_id), '--json'])).stdout,
    );
    expect((await client(first.url, key.api_key, 0).get('/apps/list')).status).toBe(200);
    // Revocation takes effect (the server runs with a zero auth cache TTL here).
    expect((await runCli(['key', 'revoke', '--key', key.api_key])).code).toBe(0);
    expect((await client(first.url, key.api_key, 0).get('/apps/list')).status).toBe(401);
    expect((await acme.get('/apps/list')).status).toBe(200);
  });

  it('stops every child on SIGTERM: DynamoDB Local, the standby runner and its browser', async () => {
    expect(javaProcessesFor(dataDir).length).toBeGreaterThan(0);
    await until(() => standbyRunnersOf(dataDir).length > 0, 30_000);
    expect(standbyRunnersOf(dataDir)).toHaveLength(1);
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    await until(() => processesOf(dataDir).length === 0, 10_000);
    expect(processesOf(dataDir)).toEqual([]);
  });

  it('acts on the data dir with the CLI while no stack runs', async () => {
    const company = await runCli(['company', 'create', '--name', 'Offline', '--json']);
    expect(company.code).toBe(0);
    expect(JSON.parse(company.stdout).api_key).toMatch(/^tas_/);
    expect(javaProcessesFor(dataDir)).toEqual([]);
  });

  it('leaves no DynamoDB Local, runner or browser behind when the server is killed outright', async () => {
    // Prepare
    const killed = await serve({ PORT: '0', TAS_API_KEY: apiKey });
    expect(javaProcessesFor(dataDir).length).toBeGreaterThan(0);
    await until(() => standbyRunnersOf(dataDir).length > 0, 30_000);
    expect(standbyRunnersOf(dataDir)).toHaveLength(1);
    // Act
    killed.child.kill('SIGKILL');
    await exitOf(killed.child);
    // Assess
    await until(() => processesOf(dataDir).length === 0, 10_000);
    expect(processesOf(dataDir)).toEqual([]);
  });

  it('keeps data across a restart', async () => {
    // Act
    const second = await serve({ PORT: '0', TAS_API_KEY: apiKey });
    // Assess
    const api = client(second.url, apiKey, 0);
    const got = await api.get(`/apps/${appId}`);
    expect(got.status).toBe(200);
    expect(got.body.app.name).toBe('Survivor');
    second.child.kill('SIGINT');
    expect(await exitOf(second.child)).toBe(0);
  });

  it('rejects bad CLI usage with exit code 2', async () => {
    const res = await runCli(['company', 'create']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--name is required/);
  });
});
