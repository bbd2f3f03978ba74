/**
 * The runner's attempt loop over a fake device and scripted step executors: retries, state kept or reset on retry,
 * setup and teardown, entries not run, the final verdict, and a device that fails.
 */
import { describe, expect, it } from 'vitest';
import { planEntries } from '../../core/run-plan';
import type { RunSnapshot, SnapshotModule, SnapshotStep } from '../../runner-image/src/contract';
import { type AttemptLoopOptions, runOnDevice } from '../../runner-image/src/engine/attempts';
import { StepFailedError } from '../../runner-image/src/engine/bounds';
import type { Outcome } from '../../runner-image/src/engine/entry';
import { NOT_RUN_RESULT, NOT_RUN_STOPPED_RESULT } from '../../runner-image/src/engine/entry';
import type { StepExecutors } from '../../runner-image/src/engine/steps/context';
import { stepExecutors } from '../../runner-image/src/engine/steps/executors';
import { runSnapshot, snapshotStep } from '../support/snapshots';
import { type FAKE_SURFACE, FakeDevice, fakeRunInput } from './runner-fakes';

type Surface = typeof FAKE_SURFACE;

/**
 * The engine's executors with `wait` steps scripted by their action: `pass`, `fail`, or `fail N` (fails its first N
 * runs). Every run is logged as the step's action.
 */
function scripted(ran: string[]): StepExecutors<Surface> {
  const runs = new Map<string, number>();
  return {
    ...stepExecutors<Surface>(),
    wait: async (step): Promise<Outcome> => {
      ran.push(step.action);
      const n = (runs.get(step.action) ?? 0) + 1;
      runs.set(step.action, n);
      const failing = /^fail(?: (\d+))?/.exec(step.action);
      if (failing && (failing[1] === undefined || n <= Number(failing[1]))) {
        return { ok: false, result: `${step.action} failed (run ${n}).` };
      }
      return { ok: true, result: `${step.action} passed.` };
    },
  };
}

const steps = (...actions: string[]): SnapshotStep[] =>
  actions.map((action, i) => snapshotStep('wait', action, { step_number: i + 1 }));

const module = (id: number, title: string, ...actions: string[]): SnapshotModule => ({
  id,
  title,
  type: 'step_module',
  starting_url: null,
  steps: steps(...actions),
});

async function run(snapshot: RunSnapshot, device = new FakeDevice(), options: AttemptLoopOptions<Surface> = {}) {
  const ran: string[] = [];
  const { input, record } = fakeRunInput(snapshot);
  const outcome = await runOnDevice(input, () => device, { executors: scripted(ran), ...options });
  return { outcome, record, ran, device };
}

describe('runOnDevice', () => {
  it('passes a run whose entries all pass, in one attempt', async () => {
    // Act
    const { outcome, record, device } = await run(runSnapshot({ steps: steps('pass a', 'pass b') }));

    // Assess
    expect(outcome.status).toBe('passed');
    expect(outcome.attempts).toHaveLength(1);
    expect(record.sink).toEqual(['started 1', 'step 1 #1', 'step 1 #2', 'finished 1 passed']);
    expect(device.calls).toEqual(['start', 'open attempt 1', 'open about:blank', 'close attempt', 'close']);
  });

  it('retries a failing run num_retries times, each attempt with its own results and video, then fails it', async () => {
    // Act
    const { outcome, record, ran } = await run(runSnapshot({ steps: steps('fail', 'pass'), num_retries: 2 }));

    // Assess
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(outcome.attempts.map((a) => a.passed)).toEqual([false, false, false]);
    expect(ran).toEqual(['fail', 'fail', 'fail']);
    expect(outcome.attempts.map((a) => a.video_key)).toEqual([
      'runs/42/attempt-1/video.webm',
      'runs/42/attempt-2/video.webm',
      'runs/42/attempt-3/video.webm',
    ]);
    expect(record.artifacts.get('attempt-2/video.webm')?.toString()).toBe('video of attempt 2');
    expect(outcome.attempts[2]?.results.map((r) => r.result)).toEqual(['fail failed (run 3).', NOT_RUN_RESULT]);
  });

  it('stops retrying once an attempt passes, and the run passes', async () => {
    // Act
    const { outcome, ran } = await run(runSnapshot({ steps: steps('fail 1', 'pass'), num_retries: 3 }));

    // Assess
    expect(outcome.status).toBe('passed');
    expect(outcome.attempts.map((a) => a.passed)).toEqual([false, true]);
    expect(ran).toEqual(['fail 1', 'fail 1', 'pass']);
  });

  it('keeps the device state on retries unless reset_browser_on_retry is set', async () => {
    // Act
    const kept = await run(runSnapshot({ steps: steps('fail 2'), num_retries: 2, reset_browser_on_retry: false }));
    const reset = await run(runSnapshot({ steps: steps('fail 2'), num_retries: 2, reset_browser_on_retry: true }));

    // Assess
    expect(kept.device.sessions.map((s) => s.keepState)).toEqual([false, true, true]);
    expect(reset.device.sessions.map((s) => s.keepState)).toEqual([false, false, false]);
  });

  it('names and numbers its entries as the run plan does: setup 0, steps, teardown last + 1', async () => {
    // Prepare
    const snapshot = runSnapshot({
      steps: [
        snapshotStep('wait', 'pass a', { step_number: 1 }),
        snapshotStep('step_module', '', {
          step_number: 2,
          test_blueprint_module_id: 9,
          module: module(9, 'Cart', 'pass c'),
        }),
      ],
      setup: module(5, 'Log in', 'pass s'),
      teardown: module(6, 'Log out', 'pass t'),
    });

    // Act
    const { outcome, ran } = await run(snapshot);

    // Assess
    const results = outcome.attempts[0]?.results ?? [];
    expect(results.map((r) => [r.step_number, r.task])).toEqual(
      planEntries(snapshot).map((e) => [e.step_number, e.task]),
    );
    expect(results.map((r) => r.task)).toEqual([
      'Setup module: Log in',
      'wait: pass a',
      'Module: Cart',
      'Teardown module: Log out',
    ]);
    expect(results.map((r) => r.step_number)).toEqual([0, 1, 2, 3]);
    expect(ran).toEqual(['pass s', 'pass a', 'pass c', 'pass t']);
  });

  it('runs the teardown after a failed step, and reports the steps after the failure as not run', async () => {
    // Prepare
    const snapshot = runSnapshot({
      steps: steps('pass a', 'fail', 'pass c'),
      setup: module(5, 'Setup', 'pass s'),
      teardown: module(6, 'Teardown', 'pass t'),
    });

    // Act
    const { outcome, ran } = await run(snapshot);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(ran).toEqual(['pass s', 'pass a', 'fail', 'pass t']);
    expect(outcome.attempts[0]?.results.map((r) => [r.is_successful, r.result])).toEqual([
      [true, 'Module "Setup": 1 step passed.'],
      [true, 'pass a passed.'],
      [false, 'fail failed (run 1).'],
      [false, NOT_RUN_RESULT],
      [true, 'Module "Teardown": 1 step passed.'],
    ]);
  });

  it('fails the run when only the teardown fails', async () => {
    // Act
    const { outcome } = await run(runSnapshot({ steps: steps('pass'), teardown: module(6, 'Teardown', 'fail') }));

    // Assess
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts[0]?.results[1]?.result).toBe('Step 1 of module "Teardown" failed: fail failed (run 1).');
  });

  it('fails the first entry with the reason when the device cannot start, and does not retry', async () => {
    // Prepare
    const device = new FakeDevice();
    device.startError = new StepFailedError('The browser could not start: no display.');

    // Act
    const { outcome, ran } = await run(
      runSnapshot({ steps: steps('pass a', 'pass b'), num_retries: 2, teardown: module(6, 'T', 'pass t') }),
      device,
    );

    // Assess
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts).toHaveLength(1);
    expect(ran).toEqual([]);
    expect(outcome.attempts[0]?.results.map((r) => r.result)).toEqual([
      'The browser could not start: no display.',
      NOT_RUN_RESULT,
      'Not run: The browser could not start: no display.',
    ]);
    expect(device.calls).toEqual(['start', 'close attempt', 'close']);
    expect(outcome.attempts[0]?.video_key).toBeNull();
  });

  it('says the device could not start when its error is not a sentence of its own', async () => {
    // Prepare
    const device = new FakeDevice();
    device.startError = new Error('connect ECONNREFUSED 127.0.0.1:4723');

    // Act
    const { outcome } = await run(runSnapshot({ steps: steps('pass') }), device);

    // Assess
    expect(outcome.attempts[0]?.results[0]?.result).toBe(
      'The device could not start: connect ECONNREFUSED 127.0.0.1:4723',
    );
  });

  it('opens the starting URL as the first action of the first entry, and fails that entry when it does not load', async () => {
    // Prepare
    const device = new FakeDevice();
    device.openError = (url) => (url.includes('down') ? new Error('it answered HTTP 503.') : null);

    // Act
    const ok = await run(runSnapshot({ steps: steps('pass'), starting_url: 'https://shop.test/' }));
    const down = await run(
      runSnapshot({
        steps: steps('pass', 'pass'),
        starting_url: 'https://down.test/',
        teardown: module(6, 'T', 'pass t'),
      }),
      device,
    );

    // Assess
    expect(ok.outcome.attempts[0]?.results[0]?.actions.map((a) => [a.type, a.description])).toEqual([
      ['go_to_url', 'Opened https://shop.test/'],
    ]);
    expect(down.ran).toEqual(['pass t']);
    expect(down.outcome.attempts[0]?.results.map((r) => r.result)).toEqual([
      'Could not open https://down.test/: it answered HTTP 503.',
      NOT_RUN_RESULT,
      'Module "T": 1 step passed.',
    ]);
  });

  it('fails the step in flight when the run is cancelled, and reports the rest, teardown included, as not run', async () => {
    // Prepare
    const cancel = new AbortController();
    const snapshot = runSnapshot({ steps: steps('pass a', 'hang', 'pass c'), teardown: module(6, 'T', 'pass t') });
    const { input } = fakeRunInput(snapshot, { signal: cancel.signal });
    const executors: StepExecutors<Surface> = {
      ...scripted([]),
      wait: async (step, _entry, ctx) => {
        if (step.action !== 'hang') return { ok: true, result: 'ok' };
        cancel.abort();
        return new Promise<Outcome>((_resolve, reject) => {
          if (ctx.signal.aborted) reject(ctx.signal.reason);
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
        });
      },
    };

    // Act
    const outcome = await runOnDevice(input, () => new FakeDevice(), { executors });

    // Assess
    expect(outcome.status).toBe('failed');
    expect(outcome.attempts[0]?.results.map((r) => r.result)).toEqual([
      'ok',
      'The run was cancelled during this step.',
      NOT_RUN_STOPPED_RESULT,
      NOT_RUN_STOPPED_RESULT,
    ]);
  });

  it('logs in once with a login setup module, and later attempts reuse that login', async () => {
    // Prepare
    const device = new FakeDevice();
    const login: SnapshotModule = { id: 31, title: 'Acme login', type: 'module', starting_url: null, steps: [] };
    const snapshot = runSnapshot({ steps: steps('fail 1'), setup: login, num_retries: 1 });
    const { input } = fakeRunInput(snapshot, {
      loginCredentials: async (id) => (id === 31 ? { username: 'bob', password: 'secret' } : undefined),
    });

    // Act
    const outcome = await runOnDevice(input, () => device, { executors: scripted([]) });

    // Assess
    expect(outcome.status).toBe('passed');
    expect(device.calls.filter((c) => c.startsWith('log in'))).toEqual(['log in as bob']);
    expect(outcome.attempts.map((a) => a.results[0]?.result)).toEqual([
      'Login module "Acme login": Logged in.',
      'Login module "Acme login": reused the login from an earlier attempt of this run.',
    ]);
    expect(outcome.attempts[0]?.results[0]).toMatchObject({ step_number: 0, task: 'Setup module: Acme login' });
  });

  it('runs a login blueprint without steps as one login entry', async () => {
    // Prepare
    const device = new FakeDevice();
    const snapshot = runSnapshot({ id: 31, title: 'Acme login', type: 'module', steps: [] });
    const { input } = fakeRunInput(snapshot, {
      loginCredentials: async () => ({ username: 'bob', password: 'secret' }),
    });

    // Act
    const outcome = await runOnDevice(input, () => device, {});

    // Assess
    expect(outcome.status).toBe('passed');
    expect(outcome.attempts[0]?.results).toMatchObject([
      { step_number: 1, task: 'Log in: Acme login', is_successful: true },
    ]);
    expect(outcome.attempts[0]?.results[0]?.actions[0]?.screenshot_key_before).toBe(
      'runs/42/attempt-1/step-1-1-before.jpg',
    );
  });
});
