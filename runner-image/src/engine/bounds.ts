/**
 * Time bounds for everything the engine awaits: a hung page, API or sub-run must not hang the run. Every browser call
 * goes through `bounded`, which also gives up as soon as the run is stopped (deadline or cancel).
 */

/** Why a run stopped before its end. */
export class RunStoppedError extends Error {
  override name = 'RunStoppedError';
  constructor(readonly kind: 'deadline' | 'cancelled') {
    super(
      kind === 'deadline'
        ? 'The run passed its time limit during this step and was stopped.'
        : 'The run was cancelled during this step.',
    );
  }
}

/** A step failure whose message is shown as the step's result as is. */
export class StepFailedError extends Error {
  override name = 'StepFailedError';
}

/**
 * Resolves or rejects like `work`, but rejects with a `StepFailedError` after `ms` and with the stop reason as soon
 * as `signal` aborts. `work` keeps running in the background; its late rejection is swallowed.
 */
export function bounded<T>(work: Promise<T>, ms: number, what: string, signal: AbortSignal): Promise<T> {
  work.catch(() => {});
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      reject(new StepFailedError(`${what} did not finish within ${formatSeconds(ms)}.`));
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/** The first line of an error's message, without Playwright's call-log noise. */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const line = raw.split('\n')[0] ?? raw;
  return line.replace(/^\w+\.\w+: /, '').trim();
}
