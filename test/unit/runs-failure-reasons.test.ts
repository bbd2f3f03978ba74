import { describe, expect, it } from 'vitest';
import { endedExecutionReason, reasonFromError, reasonResult } from '../../lambdas/services/runs-failure-reasons';
import { result, snapshotOf } from './runs-fakes';

const module = (id: number, title: string) => ({
  id,
  title,
  type: 'module' as const,
  starting_url: null,
  steps: [],
});

describe('where a failure reason goes', () => {
  const snapshot = snapshotOf(1, { setup: module(5, 'Log in'), teardown: module(6, 'Log out') }, 3);

  it('is the setup module while nothing has a result yet', () => {
    // Act / Assess
    expect(reasonResult(snapshot, [], 'killed')).toEqual({
      step_number: 0,
      task: 'Setup module: Log in',
      is_successful: false,
      result: 'killed',
      duration: 0,
      actions: [],
    });
  });

  it('is the first planned step without a result, even when a later one has one', () => {
    // Act / Assess
    expect(reasonResult(snapshot, [result(0), result(1), result(3)], 'killed')).toMatchObject({
      step_number: 2,
      task: 'act: step 2',
    });
  });

  it('is the login entry of a login test with no steps, named as the runner names it', () => {
    // Arrange
    const login = { ...snapshotOf(1, {}, 0), type: 'module' as const, title: 'Staff login', steps: [] };
    // Act / Assess
    expect(reasonResult(login, [], 'killed')).toMatchObject({ step_number: 1, task: 'Log in: Staff login' });
  });

  it('is the teardown module, numbered after the last step, once every step has a result', () => {
    // Act / Assess
    expect(reasonResult(snapshot, [result(0), result(1), result(2), result(3)], 'killed')).toMatchObject({
      step_number: 4,
      task: 'Teardown module: Log out',
    });
  });

  it('is a Run entry after the last result when every planned entry has one', () => {
    // Act / Assess
    const all = [0, 1, 2, 3, 4].map((n) => result(n));
    expect(reasonResult(snapshot, all, 'killed')).toMatchObject({ step_number: 5, task: 'Run' });
    expect(reasonResult(snapshotOf(2, {}, 0), [], 'killed')).toMatchObject({ step_number: 1, task: 'Run' });
  });
});

describe('failure reasons', () => {
  it('reads an ECS task description for the exit code and reason', () => {
    // Prepare
    const cause = JSON.stringify({
      StoppedReason: 'Essential container in task exited',
      Containers: [{ ExitCode: 137, Reason: 'OutOfMemoryError: Container killed due to memory usage' }],
    });

    // Act / Assess
    expect(reasonFromError('States.TaskFailed', cause, 1800)).toBe(
      'The runner stopped before the run finished (exit code 137): OutOfMemoryError: Container killed due to memory usage.',
    );
    expect(reasonFromError('States.TaskFailed', JSON.stringify({ StoppedReason: 'Task stopped by user' }), 1800)).toBe(
      'The runner stopped before the run finished: Task stopped by user.',
    );
  });

  it("reads a Lambda runner's error, and Lambda's own timeout, for their message", () => {
    // Prepare: the Cause Step Functions gives a Lambda task's error (the function's, or Lambda ending it)
    const crashed = JSON.stringify({
      errorType: 'RunnerFailed',
      errorMessage: 'The runner exited with code 1 during the run',
      trace: [
        'RunnerFailed: The runner exited with code 1 during the run',
        '    at handler (file:///var/task/lambda.mjs:1:1)',
      ],
    });
    const timedOut = JSON.stringify({
      errorMessage: '2026-01-01T00:15:00.000Z abc Task timed out after 900.00 seconds',
    });

    // Act / Assess
    expect(reasonFromError('RunnerFailed', crashed, 600)).toBe(
      'The runner stopped before the run finished: The runner exited with code 1 during the run.',
    );
    expect(reasonFromError('Sandbox.Timedout', timedOut, 600)).toBe(
      'The runner stopped before the run finished: 2026-01-01T00:15:00.000Z abc Task timed out after 900.00 seconds.',
    );
  });

  it('names the run limit in minutes or seconds', () => {
    // Act / Assess
    expect(reasonFromError('States.Timeout', undefined, 60)).toBe(
      'The run exceeded the run limit of 1 minute and was stopped.',
    );
    expect(reasonFromError('States.Timeout', undefined, 90)).toBe(
      'The run exceeded the run limit of 90 seconds and was stopped.',
    );
  });

  it('falls back to the error name, then to a generic reason', () => {
    // Act / Assess
    expect(reasonFromError('RunnerFailed', undefined, 1800)).toBe('The runner failed: RunnerFailed.');
    expect(reasonFromError(undefined, undefined, 1800)).toBe('The runner ended without reporting a result.');
  });

  it('says how an execution ended early', () => {
    // Act / Assess
    expect(endedExecutionReason('TIMED_OUT')).toBe("The run's execution timed out before the run finished.");
    expect(endedExecutionReason('PENDING_REDRIVE')).toBe(
      "The run's execution ended (PENDING_REDRIVE) before the run finished.",
    );
  });
});
