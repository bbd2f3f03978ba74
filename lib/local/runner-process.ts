import type { ChildProcess } from 'node:child_process';
import { type RunnerDone, readRunnerLine } from '../../core/contract';

/** How a run given to a runner process ended: its done line, or the process ended (or failed to start) first. */
export type RunnerEnd =
  | { kind: 'done'; done: RunnerDone }
  | { kind: 'exit'; code: number | null; signal: NodeJS.Signals | null }
  | { kind: 'error'; error: Error };

/** How much of a runner's output is kept for the log of a failed run. */
const TAIL_CHARS = 4000;

/**
 * A local runner process started on standby (`TAS_RUNNER_STANDBY=1`), seen through its stdio: it says on stdout when
 * it is ready for a run, takes a run as one line on stdin, says when that run is done and whether it can take another,
 * and exits at end of input (runner-image/src/main.ts).
 */
export class RunnerProcess {
  /** Its latest output (stdout and stderr), for the log when a run fails. */
  tail = '';
  private line = '';
  private readyNow!: Promise<void>;
  private markReady: () => void = () => {};
  private said = false;
  private current: ((end: RunnerEnd) => void) | undefined;
  private onOutput: ((chunk: string) => void) | undefined;
  private ended: RunnerEnd | undefined;

  constructor(readonly child: ChildProcess) {
    this.expectReady();
    child.stdout?.on('data', (chunk: Buffer) => this.output(chunk.toString('utf8'), true));
    child.stderr?.on('data', (chunk: Buffer) => this.output(chunk.toString('utf8'), false));
    child.stdin?.on('error', () => undefined); // it died: its exit says so
    child.once('error', (error) => this.finish({ kind: 'error', error }));
    child.once('exit', (code, signal) => this.finish({ kind: 'exit', code, signal }));
  }

  /** Alive and able to read a run. */
  get alive(): boolean {
    return (
      !this.ended && this.child.exitCode === null && this.child.signalCode === null && !!this.child.stdin?.writable
    );
  }

  /** Resolves once it said it is ready for a run (engine loaded, browser launched), or ended. */
  ready(): Promise<void> {
    return this.readyNow;
  }

  /** It said it is ready for a run and has not been given one since. */
  get readyForRun(): boolean {
    return this.said;
  }

  /**
   * Gives it a run (its variables as one line) and resolves when the run is over: its done line, or the process ended
   * first. `onOutput` receives its output meanwhile.
   */
  run(vars: Record<string, string>, onOutput?: (chunk: string) => void): Promise<RunnerEnd> {
    if (this.ended) return Promise.resolve(this.ended);
    if (this.current) throw new Error('the runner is running a run already');
    this.onOutput = onOutput;
    this.tail = '';
    const end = new Promise<RunnerEnd>((resolve) => {
      this.current = resolve;
    });
    this.expectReady();
    this.child.stdin?.write(`${JSON.stringify(vars)}\n`);
    return end;
  }

  /** No more runs: it closes its browser and exits. */
  retire(): void {
    this.child.stdin?.end();
  }

  private expectReady(): void {
    this.said = false;
    this.readyNow = new Promise<void>((resolve) => {
      this.markReady = () => {
        this.said = true;
        resolve();
      };
    });
  }

  private output(chunk: string, stdout: boolean): void {
    this.tail = (this.tail + chunk).slice(-TAIL_CHARS);
    this.onOutput?.(chunk);
    if (!stdout) return;
    const lines = (this.line + chunk).split('\n');
    this.line = lines.pop() ?? '';
    for (const text of lines) {
      const said = readRunnerLine(text.trim());
      if (!said) continue;
      if ('ready' in said) this.markReady();
      else this.settle({ kind: 'done', done: said.done });
    }
  }

  private settle(end: RunnerEnd): void {
    const resolve = this.current;
    this.current = undefined;
    this.onOutput = undefined;
    resolve?.(end);
  }

  private finish(end: RunnerEnd): void {
    this.ended ??= end;
    this.markReady();
    this.settle(end);
  }
}
