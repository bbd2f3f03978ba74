/** The run plan the runner runs (core/run-plan.ts): the same entries and names the API places failure reasons on. */
import { describe, expect, it } from 'vitest';
import { planEntries, planRunnerEntries, stepsBeforeACheck, stepTask } from '../../core/run-plan';
import type { SnapshotModule } from '../../runner-image/src/contract';
import { runSnapshot, snapshotStep } from '../support/snapshots';

const loginModule: SnapshotModule = { id: 3, title: 'Log in', type: 'module', starting_url: null, steps: [] };
const logout: SnapshotModule = { id: 4, title: 'Log out', type: 'step_module', starting_url: null, steps: [] };

describe('planRunnerEntries', () => {
  it('plans a test as planEntries does: setup 0, steps by number, teardown last + 1, with the documented names', () => {
    // Prepare
    const snapshot = runSnapshot({
      steps: [
        snapshotStep('api', '', {
          step_number: 2,
          api_request: {
            method: 'post',
            url: 'https://api.test/orders',
            timeout: 10,
            retries: 0,
            backoff_seconds: 1,
            should_refresh_page: false,
          },
        }),
        snapshotStep('act', 'click Sign in', { step_number: 1 }),
        snapshotStep('trigger_run', '', { step_number: 5, trigger_run_config: { test_blueprint_id: 12 } }),
      ],
      setup: loginModule,
      teardown: logout,
    });

    // Act
    const entries = planRunnerEntries(snapshot);

    // Assess
    expect(entries).toEqual(planEntries(snapshot));
    expect(entries.map((e) => [e.step_number, e.task, e.kind])).toEqual([
      [0, 'Setup module: Log in', 'setup'],
      [1, 'act: click Sign in', 'step'],
      [2, 'api: POST https://api.test/orders', 'step'],
      [5, 'trigger_run: Run test 12', 'step'],
      [6, 'Teardown module: Log out', 'teardown'],
    ]);
  });

  it('runs a login blueprint without steps as one login entry, numbered 1', () => {
    // Act
    const entries = planRunnerEntries(runSnapshot({ id: 31, title: 'Acme login', type: 'module', steps: [] }));

    // Assess
    expect(entries).toEqual([
      { step_number: 1, task: 'Log in: Acme login', kind: 'setup', login: { id: 31, title: 'Acme login' } },
    ]);
  });

  it('runs the steps of a login blueprint that has some, without a login entry', () => {
    // Act
    const entries = planRunnerEntries(
      runSnapshot({ type: 'module', steps: [snapshotStep('left_click', '1,1', { step_number: 1 })] }),
    );

    // Assess
    expect(entries.map((e) => e.task)).toEqual(['left_click: 1,1']);
  });

  it('names a step_module step by its module', () => {
    const step = snapshotStep('step_module', '', { module: { ...logout, title: 'Checkout' } });
    expect(stepTask(step)).toBe('Module: Checkout');
  });
});

describe('stepsBeforeACheck', () => {
  it('finds the steps whose next step, in run order and past waits, is an assert', () => {
    // Prepare
    const press = snapshotStep('act', 'Click Continue', { step_number: 2 });
    const fill = snapshotStep('act', 'Enter 5 in Amount', { step_number: 1 });
    const wait = snapshotStep('wait', '1', { step_number: 3 });
    const check = snapshotStep('assert', 'An error asks for a meal', { step_number: 4 });
    const last = snapshotStep('act', 'Click Send', { step_number: 5 });
    const snapshot = runSnapshot({ steps: [last, check, wait, fill, press] });

    // Act
    const before = stepsBeforeACheck(snapshot);

    // Assess
    expect(before.has(press)).toBe(true);
    expect(before.has(wait)).toBe(true);
    expect(before.has(fill)).toBe(false);
    expect(before.has(last)).toBe(false);
    expect(before.has(check)).toBe(false);
  });

  it("follows modules into their steps and out again, a setup's last step before the test's first", () => {
    // Prepare
    const setupPress = snapshotStep('act', 'Click Sign in', { step_number: 1 });
    const inner = snapshotStep('act', 'Click Continue', { step_number: 1 });
    const innerLast = snapshotStep('act', 'Click Pay', { step_number: 2 });
    const module: SnapshotModule = {
      id: 5,
      title: 'Pay',
      type: 'step_module',
      starting_url: null,
      steps: [innerLast, inner],
    };
    const moduleStep = snapshotStep('step_module', '', { step_number: 2, module });
    const first = snapshotStep('assert', 'The dashboard shows', { step_number: 1 });
    const after = snapshotStep('assert', 'A receipt shows', { step_number: 3 });
    const teardownPress = snapshotStep('act', 'Click Log out', { step_number: 1 });
    const teardown: SnapshotModule = {
      id: 6,
      title: 'Out',
      type: 'step_module',
      starting_url: null,
      steps: [teardownPress],
    };
    const snapshot = runSnapshot({
      steps: [after, moduleStep, first],
      setup: { id: 7, title: 'In', type: 'step_module', starting_url: null, steps: [setupPress] },
      teardown,
    });

    // Act
    const before = stepsBeforeACheck(snapshot);

    // Assess
    expect(before.has(setupPress)).toBe(true);
    expect(before.has(innerLast)).toBe(true);
    expect(before.has(inner)).toBe(false);
    expect(before.has(first)).toBe(false);
    expect(before.has(teardownPress)).toBe(false);
  });
});
