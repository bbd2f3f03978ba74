import { describe, expect, it } from 'vitest';
import { runnerDeadline } from '../../core/defaults';
import { laneOf } from '../../core/workflow';
import { reasonFromError, reasonResult } from '../../lambdas/services/runs-failure-reasons';
import { groupStatus } from '../../lambdas/services/runs-settlement';
import { groupRunName } from '../../lambdas/services/runs-trigger';
import type { RunSnapshot, StepResult } from '../../runner-image/src/contract';
import { createArtifactStore } from '../../runner-image/src/ports/artifact-store';
import { createResultSink, type RunProgressStore } from '../../runner-image/src/ports/result-sink';

const snapshot = {
  steps: [
    { step_number: 1, type: 'left_click', action: '1,2' },
    { step_number: 2, type: 'wait', action: '30' },
  ],
  setup: { id: 5, title: 'Log in', type: 'module', starting_url: null, steps: [] },
  teardown: null,
} as unknown as RunSnapshot;

const ok = (n: number): StepResult => ({
  step_number: n,
  task: 't',
  is_successful: true,
  result: 'ok',
  duration: 0,
  actions: [],
});

describe('runs service rules', () => {
  it('names a group run after its UTC trigger time', () => {
    expect(groupRunName(new Date('2026-11-21T09:30:05.123Z'))).toBe('Manual Run 2026-11-21 09:30:05');
  });

  it('passes a group only when every run passed', () => {
    expect(groupStatus(['passed', 'passed'])).toBe('passed');
    expect(groupStatus(['passed', 'failed'])).toBe('failed');
    expect(groupStatus([])).toBe('failed');
  });

  it('puts browser runs in the browser lane and android/ios in the mobile lane', () => {
    expect([laneOf('browser'), laneOf('android'), laneOf('ios')]).toEqual(['browser', 'mobile', 'mobile']);
  });

  it('attributes a crash to the step in flight', () => {
    expect(reasonResult(snapshot, [ok(0), ok(1)], 'killed')).toMatchObject({
      step_number: 2,
      task: 'wait: 30',
      is_successful: false,
      result: 'killed',
    });
    expect(reasonResult(snapshot, [], 'killed')).toMatchObject({ step_number: 0, task: 'Setup module: Log in' });
    expect(reasonResult(snapshot, [ok(0), ok(1), ok(2)], 'killed')).toMatchObject({ step_number: 3, task: 'Run' });
  });

  it('turns state machine errors into human reasons', () => {
    expect(reasonFromError('States.Timeout', '', 1800)).toBe(
      'The run exceeded the run limit of 30 minutes and was stopped.',
    );
    expect(reasonFromError('RunnerFailed', 'The runner was killed (SIGKILL) during the run', 1800)).toBe(
      'The runner was killed (SIGKILL) during the run.',
    );
    const ecs = JSON.stringify({ StoppedReason: 'Essential container exited', Containers: [{ ExitCode: 137 }] });
    expect(reasonFromError('States.TaskFailed', ecs, 1800)).toBe(
      'The runner stopped before the run finished (exit code 137): Essential container exited.',
    );
    expect(reasonFromError(undefined, undefined, 1800)).toBe('The runner ended without reporting a result.');
  });

  it('gives the runner its deadline before the run limit, keeping time to settle', () => {
    expect(runnerDeadline(1_000, 1800)).toBe(1_000 + 1_790_000);
    expect(runnerDeadline(0, 20)).toBe(15_000);
  });
});

describe('runner ports', () => {
  it('stores step results in order, by position per attempt, and flush writes what failed', async () => {
    const writes: string[] = [];
    let failNext = true;
    const store: RunProgressStore = {
      recordAttemptStarted: async (_c, _r, a) => void writes.push(`start ${a}`),
      recordSteps: async (_c, _r, steps) => {
        if (steps.some((s) => s.index === 1) && failNext) {
          failNext = false;
          throw new Error('throttled');
        }
        for (const s of steps) writes.push(`step ${s.attempt}/${s.index}=${s.result.step_number}`);
      },
      recordAttemptFinished: async (_c, _r, o) => void writes.push(`end ${o.attempt}`),
    };
    const sink = createResultSink(store, 1, 2, { onSettled: () => undefined, log: () => undefined });
    await sink.attemptStarted(1);
    await sink.stepFinished(1, ok(1));
    await sink.stepFinished(1, ok(2));
    await sink.stepFinished(1, ok(3));
    const outcome = { attempt: 1, passed: true, results: [ok(1), ok(2), ok(3)], video_key: null };
    await sink.attemptFinished(outcome);
    await sink.flush({ status: 'passed', attempts: [outcome] });
    // The three steps went in one write, which failed: flush stores each of them after the attempt's end.
    expect(writes).toEqual(['start 1', 'end 1', 'step 1/0=1', 'step 1/1=2', 'step 1/2=3']);
  });

  it('stores the steps that finished while a write was in flight together in the next write, in order', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const firstWrite = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: RunProgressStore = {
      recordAttemptStarted: async () => firstWrite,
      recordSteps: async (_c, _r, steps) => void batches.push(steps.map((s) => `${s.attempt}/${s.index}`)),
      recordAttemptFinished: async () => undefined,
    };
    const sink = createResultSink(store, 1, 2, { onSettled: () => undefined, log: () => undefined });
    await sink.attemptStarted(1);
    for (let i = 1; i <= 30; i++) await sink.stepFinished(1, ok(i));
    release();
    const outcome = { attempt: 1, passed: true, results: [], video_key: null };
    await sink.attemptFinished(outcome);
    await sink.flush({ status: 'passed', attempts: [outcome] });
    // 30 steps held up behind the attempt's start: two writes (at most 25 each), nothing twice, nothing lost.
    expect(batches.map((b) => b.length)).toEqual([25, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 30 }, (_, i) => `1/${i}`));
  });

  it('stops writing and tells the runner once its run has settled elsewhere', async () => {
    let settledCalls = 0;
    let writes = 0;
    const settled = Object.assign(new Error('settled'), { name: 'RunSettledError' });
    const store: RunProgressStore = {
      recordAttemptStarted: async () => void writes++,
      recordSteps: async () => {
        writes++;
        throw settled;
      },
      recordAttemptFinished: async () => void writes++,
    };
    const sink = createResultSink(store, 1, 2, { onSettled: () => settledCalls++, log: () => undefined });
    await sink.attemptStarted(1);
    await sink.stepFinished(1, ok(1));
    await sink.stepFinished(1, ok(2));
    await sink.flush({ status: 'failed', attempts: [] });
    expect(settledCalls).toBe(1);
    expect(writes).toBe(2);
  });

  it("keeps artifacts under the company's and run's prefix", async () => {
    const keys: string[] = [];
    const store = createArtifactStore(async (key) => void keys.push(key), 7, 42);
    expect(await store.put('attempt-1/video.webm', Buffer.from('x'), 'video/webm')).toBe(
      'runs/7/42/attempt-1/video.webm',
    );
    expect(await store.put('../../other/x.jpg', Buffer.from('x'), 'image/jpeg')).toBe('runs/7/42/other/x.jpg');
    expect(keys).toHaveLength(2);
  });
});
