/**
 * The runner's deadline: the run limit counted from when the run is ready (its browser launched), and never later than
 * the end of the task that runs it (the limit and the start-up allowance, counted from when the runner was handed the
 * run), so a start slowed by a busy machine still ends the run on its own time limit, reported as such.
 */
import { describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { runnerDeadline, runTaskTimeoutSeconds } from '../../core/defaults';
import { runDeadline } from '../../runner-image/src/execute-run';

describe('runDeadline', () => {
  const env = { [ENV.runTimeoutSeconds]: '5' };
  const takenAt = 1_000_000;

  it('counts the run limit from when the run is ready, after a quick start', () => {
    // Act
    const deadline = runDeadline(env, takenAt + 500, takenAt);

    // Assess
    expect(deadline).toBe(runnerDeadline(takenAt + 500, 5));
  });

  it('ends before the task is stopped from outside when the start took longer than its allowance', () => {
    // Act
    const deadline = runDeadline(env, takenAt + 8_000, takenAt);

    // Assess
    expect(deadline).toBe(runnerDeadline(takenAt, runTaskTimeoutSeconds(5)));
    expect(deadline).toBeLessThan(takenAt + runTaskTimeoutSeconds(5) * 1000);
  });

  it('keeps a deadline given as such', () => {
    // Act
    const deadline = runDeadline({ ...env, [ENV.runDeadline]: String(takenAt + 42_000) }, takenAt + 8_000, takenAt);

    // Assess
    expect(deadline).toBe(takenAt + 42_000);
  });
});
