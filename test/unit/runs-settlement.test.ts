import { describe, expect, it } from 'vitest';
import type { WorkflowInput } from '../../core/workflow';
import type { TestRunRecord } from '../../lambdas/repositories/runs';
import {
  REASON_RESULT_INDEX,
  RUNNER_ENDED_REASON,
  SERVICE_STOPPED_REASON,
} from '../../lambdas/services/runs-failure-reasons';
import { createSettlement, groupStatus } from '../../lambdas/services/runs-settlement';
import { FakeRuns, result, snapshotOf } from './runs-fakes';

const AT = '2026-11-21T09:30:00.000Z';

function run(id: number, fields: Partial<TestRunRecord> = {}): TestRunRecord {
  return {
    id,
    company_id: 1,
    test_group_run_id: 50,
    test_blueprint_id: id + 100,
    status: 'running',
    blueprint_metadata: snapshotOf(id + 100),
    is_login_test_run: false,
    chain: [],
    final_attempt: null,
    test_video_s3_key: null,
    reason: null,
    created_at: AT,
    updated_at: AT,
    ...fields,
  };
}

/** A group of runs `ids` (company 1, group 50) and settlement over fakes, with what it recorded. */
async function setUp(ids: number[], fields: Partial<TestRunRecord> = {}) {
  const runs = new FakeRuns();
  await runs.createGroup(
    {
      id: 50,
      company_id: 1,
      name: 'Manual Run',
      status: 'running',
      test_run_ids: ids,
      created_at: AT,
      updated_at: AT,
    },
    ids.map((id) => run(id, fields)),
  );
  const recorded: [number, string][] = [];
  const released: [number, string][] = [];
  const settlement = createSettlement({
    runs,
    recordRun: async (_companyId, blueprintId, _at, status) => {
      recorded.push([blueprintId, status]);
    },
    slots: {
      releaseSlot: async (_companyId, runId, deviceType) => {
        released.push([runId, deviceType]);
      },
    },
    runTimeoutSeconds: 1800,
    now: () => new Date(AT),
  });
  return { runs, settlement, recorded, released };
}

describe('group status', () => {
  it('passes a group only when it has runs and every one passed', () => {
    // Act / Assess
    expect(groupStatus(['passed', 'passed', 'passed'])).toBe('passed');
    expect(groupStatus(['passed', 'running'])).toBe('failed');
    expect(groupStatus(['failed'])).toBe('failed');
    expect(groupStatus([])).toBe('failed');
  });
});

describe('settling runs', () => {
  it("settles a run with its final attempt and records the blueprint's last status once", async () => {
    // Prepare
    const { runs, settlement, recorded } = await setUp([1]);
    const attempts = [
      { attempt: 1, passed: false, video_key: 'v/1.webm', results: [result(1, false)] },
      { attempt: 2, passed: true, video_key: 'v/2.webm', results: [result(1)] },
    ];

    // Act
    const first = await settlement.completeRun(1, 1, { status: 'passed', attempts });
    const again = await settlement.completeRun(1, 1, { status: 'failed', attempts });

    // Assess
    expect([first, again]).toEqual([true, false]);
    expect(runs.runs.get(1)).toMatchObject({ status: 'passed', final_attempt: 2, test_video_s3_key: 'v/2.webm' });
    expect(recorded).toEqual([[101, 'passed']]);
  });

  it('puts the failure reason on the step in flight of the latest attempt, after every result', async () => {
    // Prepare
    const { runs, settlement } = await setUp([1]);
    await runs.attemptStarted(1, 1, 1, AT);
    await runs.attemptStarted(1, 1, 2, AT);
    await runs.putStep(1, 1, 2, 0, result(1));

    // Act
    const failed = await settlement.failRun(1, 1, 'The runner was killed.');

    // Assess
    expect(failed).toBe(true);
    const latest = runs.attempts.get(1)?.get(2);
    expect([...(latest?.steps.keys() ?? [])]).toEqual([0, REASON_RESULT_INDEX]);
    expect(latest?.steps.get(REASON_RESULT_INDEX)).toMatchObject({
      step_number: 2,
      task: 'act: step 2',
      is_successful: false,
      result: 'The runner was killed.',
    });
    expect(runs.runs.get(1)).toMatchObject({ status: 'failed', final_attempt: 2, reason: 'The runner was killed.' });
  });

  it('starts attempt 1 for a run that failed before its runner started one', async () => {
    // Prepare
    const { runs, settlement } = await setUp([1]);

    // Act
    await settlement.failRun(1, 1, 'No runner.');

    // Assess
    expect(runs.attempts.get(1)?.get(1)?.steps.get(REASON_RESULT_INDEX)).toMatchObject({ step_number: 1 });
    expect(runs.runs.get(1)?.final_attempt).toBe(1);
  });

  it('leaves a run that has already settled alone', async () => {
    // Prepare
    const { runs, settlement, recorded } = await setUp([1]);
    await settlement.completeRun(1, 1, { status: 'passed', attempts: [] });

    // Act
    const failed = await settlement.failRun(1, 1, 'too late');

    // Assess
    expect(failed).toBe(false);
    expect(runs.runs.get(1)).toMatchObject({ status: 'passed', reason: null });
    expect(recorded).toEqual([[101, 'passed']]);
  });

  it('turns a state machine timeout into the run limit reason', async () => {
    // Prepare
    const { runs, settlement } = await setUp([1]);

    // Act
    await settlement.failFromWorkflow(1, 1, { Error: 'States.Timeout' });

    // Assess
    expect(runs.runs.get(1)?.reason).toBe('The run exceeded the run limit of 30 minutes and was stopped.');
  });
});

describe('settling groups', () => {
  it("settles a group from its runs' states: passed only when every run passed", async () => {
    // Prepare
    const passing = await setUp([1, 2]);
    const failing = await setUp([1, 2]);
    for (const id of [1, 2]) await passing.settlement.completeRun(1, id, { status: 'passed', attempts: [] });
    await failing.settlement.completeRun(1, 1, { status: 'passed', attempts: [] });
    await failing.settlement.completeRun(1, 2, { status: 'failed', attempts: [] });

    // Act
    const statuses = [await passing.settlement.settleGroup(1, 50), await failing.settlement.settleGroup(1, 50)];

    // Assess
    expect(statuses).toEqual(['passed', 'failed']);
    expect(passing.runs.groups.get(50)?.status).toBe('passed');
    expect(failing.runs.groups.get(50)).toMatchObject({ status: 'failed', updated_at: AT });
  });

  it('fails a run still running when its group settles, saying the runner ended without a result', async () => {
    // Prepare
    const { runs, settlement, recorded } = await setUp([1, 2]);
    await settlement.completeRun(1, 1, { status: 'passed', attempts: [] });

    // Act
    const status = await settlement.settleGroup(1, 50);

    // Assess
    expect(status).toBe('failed');
    expect(runs.runs.get(2)).toMatchObject({ status: 'failed', reason: RUNNER_ENDED_REASON });
    expect(recorded).toEqual([
      [101, 'passed'],
      [102, 'failed'],
    ]);
  });

  it('answers undefined for an unknown group', async () => {
    // Prepare
    const { settlement } = await setUp([1]);

    // Act / Assess
    expect(await settlement.settleGroup(1, 999)).toBeUndefined();
  });

  it('settles what an execution stopped by hand left: its runs, their slots and its group', async () => {
    // Prepare
    const { runs, settlement, released } = await setUp([1, 2]);
    await settlement.completeRun(1, 1, { status: 'passed', attempts: [] });
    const input: WorkflowInput = {
      company_id: 1,
      test_group_run_id: 50,
      lanes: [
        {
          lane: 'browser',
          concurrency: 2,
          runs: [1, 2].map((id) => ({
            test_run_id: id,
            company_id: 1,
            test_group_run_id: 50,
            device_type: 'browser' as const,
            run_timeout_seconds: 1800,
            sub_run: false,
          })),
        },
      ],
    };

    // Act
    const count = await settlement.settleEndedExecution(input, 'ABORTED');

    // Assess
    expect(count).toBe(1);
    expect(runs.runs.get(2)?.reason).toBe("The run's execution was stopped before the run finished.");
    expect(released).toEqual([
      [1, 'browser'],
      [2, 'browser'],
    ]);
    expect(runs.groups.get(50)?.status).toBe('failed');
  });

  it('settles every run a stopped process left running, and their groups', async () => {
    // Prepare
    const { runs, settlement, released } = await setUp([1, 2], {
      blueprint_metadata: snapshotOf(7, { device_type: 'android' }),
    });

    // Act
    const count = await settlement.settleOrphans();

    // Assess
    expect(count).toBe(2);
    expect([...runs.runs.values()].map((r) => r.reason)).toEqual([SERVICE_STOPPED_REASON, SERVICE_STOPPED_REASON]);
    expect(released).toEqual([
      [1, 'android'],
      [2, 'android'],
    ]);
    expect(runs.groups.get(50)?.status).toBe('failed');
    expect(await runs.listRunning(1)).toEqual({ groupIds: [], testRunIds: [] });
  });
});
