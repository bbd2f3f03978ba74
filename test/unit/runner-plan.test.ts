/** The run plan the runner runs (core/run-plan.ts): the same entries and names the API places failure reasons on. */
import { describe, expect, it } from 'vitest';
import { planEntries, planRunnerEntries, stepTask } from '../../core/run-plan';
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
