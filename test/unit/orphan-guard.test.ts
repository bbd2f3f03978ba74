/**
 * The guard that stops a local child process (DynamoDB Local, Appium) once the process that started it is gone: it
 * stops that child, and never a process that took over the child's pid after the child exited (which, with many
 * processes coming and going, is how a guard could stop whatever ran next). Real processes: `sleep` stands for both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { guardScript, startTimeOf } from '../../lib/local/orphan-guard';
import { isAlive } from '../support/processes';

const started: ChildProcess[] = [];
const sleeper = (seconds: number) => {
  const child = spawn('sleep', [String(seconds)], { stdio: 'ignore' });
  started.push(child);
  return child;
};
/** Runs a guard to its end (it exits once it has done its work). */
const guard = (script: string) =>
  new Promise<number | null>((resolve) => spawn('/bin/sh', ['-c', script], { stdio: 'ignore' }).on('exit', resolve));

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

describe('the orphan guard', () => {
  it('reads who a process is: its start time, none for a pid nothing holds', () => {
    const child = sleeper(30);
    expect(startTimeOf(child.pid as number)).toMatch(/^\d+$/);
    expect(startTimeOf(process.pid)).toMatch(/^\d+$/);
    expect(startTimeOf(2 ** 22 + 1)).toBeNull();
  });

  it('stops the child once its parent is gone', async () => {
    // Prepare: a parent that ends at once, a child that would run on.
    const parent = sleeper(0);
    const child = sleeper(30);
    const parentInfo = { pid: parent.pid as number, start: startTimeOf(parent.pid as number) };
    const childInfo = { pid: child.pid as number, start: startTimeOf(child.pid as number) };

    // Act
    await guard(guardScript(parentInfo, childInfo, 1));

    // Assess
    expect(isAlive(child.pid as number)).toBe(false);
  });

  it('never stops a process that holds the pid the child had', async () => {
    // Prepare: the guard was told of a child that started at another time than the process now at that pid.
    const parent = sleeper(0);
    const other = sleeper(30);
    const start = Number(startTimeOf(other.pid as number));

    // Act
    await guard(
      guardScript(
        { pid: parent.pid as number, start: startTimeOf(parent.pid as number) },
        { pid: other.pid as number, start: String(start - 1) },
        1,
      ),
    );

    // Assess
    expect(isAlive(other.pid as number)).toBe(true);
  });

  it('ends by itself when the child exits first, leaving the parent alone', async () => {
    const parent = sleeper(30);
    const child = sleeper(0);

    await guard(
      guardScript(
        { pid: parent.pid as number, start: startTimeOf(parent.pid as number) },
        { pid: child.pid as number, start: startTimeOf(child.pid as number) },
        1,
      ),
    );

    expect(isAlive(parent.pid as number)).toBe(true);
  });
});
