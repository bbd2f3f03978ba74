import { describe, expect, it } from 'vitest';
import type { RunSnapshot } from '../../core/contract';
import { MAX_RUNS_PER_TRIGGER } from '../../core/defaults';
import { ForbiddenError, ValidationError } from '../../core/errors';
import { createSettlement } from '../../lambdas/services/runs-settlement';
import { createTrigger, triggerProblems } from '../../lambdas/services/runs-trigger';
import { FakeRuns, fakeSequences, recordingStarter, snapshotOf } from './runs-fakes';

const principal = { companyId: 1, userId: 7 };
const AT = new Date('2026-11-21T09:30:05.000Z');

function setUp(
  snapshots: RunSnapshot[],
  options: { plan?: { browserConcurrency: number; mobileConcurrency: number }; starterFails?: boolean } = {},
) {
  const runs = new FakeRuns();
  const byId = new Map(snapshots.map((s) => [s.id, s]));
  const recorded: [number, string][] = [];
  const blueprints = {
    snapshotForRun: async (_companyId: number, id: number) => byId.get(id),
    recordRun: async (_companyId: number, id: number, _at: string, status: string) => {
      recorded.push([id, status]);
    },
  };
  const starter = recordingStarter(options.starterFails);
  const settlement = createSettlement({
    runs,
    recordRun: blueprints.recordRun,
    slots: { releaseSlot: async () => undefined },
    runTimeoutSeconds: 600,
    now: () => AT,
  });
  const build = {
    id: 50,
    app_id: 5,
    name: '1.0.0',
    arch: null,
    file: { id: 60, file_name: 'shop_android_20261121_093000.apk', file_size: 10 },
    s3_key: 'files/1/shop.apk',
    created_at: AT.toISOString(),
  };
  const trigger = createTrigger({
    runs,
    blueprints: () => blueprints,
    apps: {
      getApp: async (_companyId, appId) => (appId === 5 ? { platform: 'android', current_build: build } : undefined),
    },
    sequences: fakeSequences(),
    plan: async () => options.plan ?? { browserConcurrency: 2, mobileConcurrency: 1 },
    starter: () => starter,
    settlement,
    runTimeoutSeconds: 600,
    now: () => AT,
  });
  return { runs, trigger, starter, recorded };
}

describe('trigger problems', () => {
  it('names every unknown id and every step module, at its position', () => {
    // Prepare
    const snapshots = new Map([
      [1, snapshotOf(1)],
      [2, snapshotOf(2, { type: 'step_module' })],
    ]);

    // Act
    const problems = triggerProblems([1, 3, 2, 1], snapshots);

    // Assess
    expect(problems).toEqual([
      { path: '/test_blueprint_ids/1', message: 'no test with id 3' },
      { path: '/test_blueprint_ids/2', message: '2 is a step module; only tests and login modules can run' },
    ]);
  });
});

describe('triggering a group run', () => {
  it('stores the group and one run per id, marks the tests running and starts one execution by lane', async () => {
    // Prepare
    const { runs, trigger, starter, recorded } = setUp([
      snapshotOf(10),
      snapshotOf(11, { device_type: 'android', app_id: 5 }),
      snapshotOf(12, { type: 'module' }),
    ]);

    // Act
    const answer = await trigger(principal, [10, 11, 12, 10]);

    // Assess
    expect(answer.test_group_run).toMatchObject({ id: 1, name: 'Manual Run 2026-11-21 09:30:05', status: 'running' });
    expect(answer.test_group_run.test_runs.map((r) => [r.id, r.test_blueprint_id, r.is_login_test_run])).toEqual([
      [1, 10, false],
      [2, 11, false],
      [3, 12, true],
      [4, 10, false],
    ]);
    expect(runs.groups.get(1)?.test_run_ids).toEqual([1, 2, 3, 4]);
    expect(recorded).toEqual([
      [10, 'running'],
      [11, 'running'],
      [12, 'running'],
    ]);
    expect(starter.started).toHaveLength(1);
    const { name, input } = starter.started[0]!;
    expect(name).toBe('group-1-1');
    expect(input.lanes.map((l) => [l.lane, l.concurrency, l.runs.map((r) => r.test_run_id)])).toEqual([
      ['browser', 2, [1, 3, 4]],
      ['mobile', 1, [2]],
    ]);
    expect(input.lanes[0]!.runs[0]).toMatchObject({ run_timeout_seconds: 600, sub_run: false });
  });

  it('marks the runs of a trigger_run step as sub-runs with their chain', async () => {
    // Prepare
    const { runs, trigger, starter } = setUp([snapshotOf(10)]);

    // Act
    await trigger(principal, [10], [9]);

    // Assess
    expect(runs.runs.get(1)?.chain).toEqual([9]);
    expect(starter.started[0]!.input.lanes[0]!.runs[0]!.sub_run).toBe(true);
  });

  it('starts nothing when any id cannot run, and lists every bad id', async () => {
    // Prepare
    const { runs, trigger, starter } = setUp([snapshotOf(10), snapshotOf(11, { type: 'step_module' })]);

    // Act
    const error = await trigger(principal, [10, 11, 12]).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('2 of the test_blueprint_ids cannot run; nothing was started.');
    expect(runs.groups.size).toBe(0);
    expect(starter.started).toEqual([]);
  });

  it('refuses an empty trigger and one over the limit', async () => {
    // Prepare
    const { trigger } = setUp([snapshotOf(10)]);
    const tooMany = Array.from({ length: MAX_RUNS_PER_TRIGGER + 1 }, () => 10);

    // Act / Assess
    await expect(trigger(principal, [])).rejects.toThrow(ValidationError);
    await expect(trigger(principal, tooMany)).rejects.toThrow(`at most ${MAX_RUNS_PER_TRIGGER}`);
  });

  it('answers 403 for a mobile test when the plan has no mobile concurrency', async () => {
    // Prepare
    const { runs, trigger } = setUp([snapshotOf(10, { device_type: 'ios' })], {
      plan: { browserConcurrency: 2, mobileConcurrency: 0 },
    });

    // Act
    const error = await trigger(principal, [10]).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(runs.groups.size).toBe(0);
  });

  it('settles the runs failed when the execution cannot start, and passes the error on', async () => {
    // Prepare
    const { runs, trigger, recorded } = setUp([snapshotOf(10), snapshotOf(11)], { starterFails: true });

    // Act
    const error = await trigger(principal, [10, 11]).catch((e: unknown) => e);

    // Assess
    expect((error as Error).message).toBe('state machine unavailable');
    expect([...runs.runs.values()].map((r) => [r.status, r.reason])).toEqual([
      ['failed', 'The run could not be started; please trigger it again.'],
      ['failed', 'The run could not be started; please trigger it again.'],
    ]);
    expect(runs.groups.get(1)?.status).toBe('failed');
    expect(recorded.slice(-2)).toEqual([
      [10, 'failed'],
      [11, 'failed'],
    ]);
  });
});
