/** The `tas` CLI as CI runs it: a child process with only the environment it is given, so exit codes are real. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tas <args>` in `cwd` with only `env` and PATH/HOME set. */
export function tasCli(args: readonly string[], env: Record<string, string>, cwd: string): Promise<CliResult> {
  return startTasCli(args, env, cwd).done;
}

/** `tas <args>` started as `tasCli` starts it, for tests that signal it while it runs (Ctrl-C is `kill('SIGINT')`). */
export function startTasCli(
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
): { child: ChildProcess; output: () => { stdout: string; stderr: string }; done: Promise<CliResult> } {
  const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'bin/tas.ts'), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, output: () => ({ stdout, stderr }), done };
}
