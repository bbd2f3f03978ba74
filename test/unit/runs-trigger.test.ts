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
  options: {
    plan?: { browserConcurrency: number; mobileConcurrency: number };
    starterFails?: boolean;
    selected?: number[];
  } = {},
) {
  const runs = new FakeRuns();
  const byId = new Map(snapshots.map((s) => [s.id, s]));
  const recorded: [number, string][] = [];
  const blueprints = {
    snapshotForRun: async (_companyId: number, id: number) => byId.get(id),
    selectForRun: async () => options.selected ?? [],
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
  const { trigger, triggerRun } = createTrigger({
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
  return { runs, trigger, triggerRun, starter, recorded };
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

describe('triggering with a selection and overrides', () => {
  it('runs the tests a selection names, with the overrides in each snapshot and on each run', async () => {
    // Prepare
    const { runs, triggerRun } = setUp(
      [
        snapshotOf(10, { starting_url: 'http://localhost:3000/login?next=%2F#top', variables: null }),
        snapshotOf(11, { starting_url: null }),
      ],
      { selected: [10, 11] },
    );

    // Act
    await triggerRun(principal, {
      selection: { folder_path: '/checkout' },
      variables: { name: 'Ada' },
      starting_url_base: 'https://preview.example.com:8443',
    });

    // Assess
    const stored = [...runs.runs.values()];
    expect(stored.map((r) => r.test_blueprint_id)).toEqual([10, 11]);
    expect(stored[0]!.blueprint_metadata.starting_url).toBe('https://preview.example.com:8443/login?next=%2F#top');
    expect(stored[1]!.blueprint_metadata.starting_url).toBeNull();
    expect(stored[0]!.blueprint_metadata.variables).toEqual([
      { key: 'name', type: 'text', value: 'Ada', randomConfig: null },
    ]);
    expect(stored[0]!.overrides).toEqual({
      variables: { name: 'Ada' },
      starting_url_base: 'https://preview.example.com:8443',
    });
  });

  it("gives every run the trigger's run limit, which its sub-runs keep, and the service's without one", async () => {
    // Prepare
    const { runs, triggerRun, trigger, starter } = setUp([snapshotOf(10), snapshotOf(11)]);

    // Act
    await triggerRun(principal, { test_blueprint_ids: [10], run_timeout_seconds: 120 });
    const [parent] = [...runs.runs.values()];
    await trigger(principal, [11], [10], parent!.overrides);
    await triggerRun(principal, { test_blueprint_ids: [11] });

    // Assess: what the state machine gets (its lane choice reads run_timeout_seconds), and what the run keeps
    const limits = starter.started.map((s) => s.input.lanes[0]!.runs[0]!.run_timeout_seconds);
    expect(limits).toEqual([120, 120, 600]);
    expect(parent!.overrides).toEqual({ run_timeout_seconds: 120 });
  });

  it("refuses a run limit above the service's, starting nothing", async () => {
    // Prepare
    const { runs, triggerRun, starter } = setUp([snapshotOf(10)]);

    // Act
    const error = await triggerRun(principal, { test_blueprint_ids: [10], run_timeout_seconds: 601 }).catch(
      (e: unknown) => e,
    );

    // Assess
    expect((error as ValidationError).details).toEqual([
      { path: '/run_timeout_seconds', message: "must be at most 600, the service's run limit" },
    ]);
    expect(runs.runs.size).toBe(0);
    expect(starter.started).toEqual([]);
  });

  it('refuses a selection that matches nothing, and one that matches more than a trigger may run', async () => {
    // Prepare
    const none = setUp([], { selected: [] });
    const many = setUp([], { selected: Array.from({ length: MAX_RUNS_PER_TRIGGER + 1 }, (_, i) => i + 1) });

    // Act
    const empty = await none.triggerRun(principal, { selection: { search: 'zzz' } }).catch((e: unknown) => e);
    const tooMany = await many.triggerRun(principal, { selection: { search: 'a' } }).catch((e: unknown) => e);

    // Assess
    expect((empty as ValidationError).details).toEqual([
      { path: '/selection', message: 'matches no active integration test; nothing was started' },
    ]);
    expect((tooMany as ValidationError).details?.[0]?.message).toContain(`matches ${MAX_RUNS_PER_TRIGGER + 1}`);
    expect(none.runs.runs.size + many.runs.runs.size).toBe(0);
  });

  it('refuses both ids and a selection, neither, an empty selection and bad overrides', async () => {
    // Prepare
    const { triggerRun } = setUp([snapshotOf(10)], { selected: [10] });
    const detailsOf = (body: Parameters<typeof triggerRun>[1]) =>
      triggerRun(principal, body).then(
        () => [],
        (e: ValidationError) => e.details,
      );

    // Act / Assess
    expect(await detailsOf({ test_blueprint_ids: [10], selection: { search: 'a' } })).toEqual([
      { path: '/selection', message: 'cannot be combined with test_blueprint_ids; send one of them' },
    ]);
    expect(await detailsOf({})).toEqual([
      { path: '/test_blueprint_ids', message: 'is required unless a selection is sent' },
    ]);
    expect((await detailsOf({ selection: {} }))?.[0]?.path).toBe('/selection');
    expect((await detailsOf({ selection: { folder_path: '/a/../b' } }))?.[0]?.path).toBe('/selection/folder_path');
    expect((await detailsOf({ test_blueprint_ids: [10], variables: { 'bad key': 'x' } }))?.map((d) => d.path)).toEqual([
      '/variables/bad key',
    ]);
    expect(
      (await detailsOf({ test_blueprint_ids: [10], starting_url_base: 'https://a.example/path' }))?.map((d) => d.path),
    ).toEqual(['/starting_url_base']);
  });
});
