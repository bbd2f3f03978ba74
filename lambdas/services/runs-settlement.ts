/**
 * Settlement of runs and groups: by the runner (its outcome), the state machine (its Catch, its final state, an
 * execution that ended early) or local start-up (runs a stopped process left `running`).
 */
import type { AttemptOutcome } from '../../core/contract';
import { NotFoundError } from '../../core/errors';
import type { WorkflowInput } from '../../core/workflow';
import type { RunsRepository, TestRunRecord } from '../repositories/runs';
import {
  endedExecutionReason,
  REASON_RESULT_INDEX,
  RUNNER_ENDED_REASON,
  reasonFromError,
  reasonResult,
  SERVICE_STOPPED_REASON,
} from './runs-failure-reasons';
import type { Slots } from './runs-slots';

/** A group is `passed` when every test run passed, `failed` when any did not. */
export function groupStatus(statuses: readonly string[]): 'passed' | 'failed' {
  return statuses.length > 0 && statuses.every((s) => s === 'passed') ? 'passed' : 'failed';
}

/** Records a blueprint's latest run (`last_run`, `last_status`). */
export type RecordRun = (
  companyId: number,
  blueprintId: number,
  at: string,
  status: 'running' | 'passed' | 'failed',
) => Promise<void>;

export interface SettlementDeps {
  runs: Pick<
    RunsRepository,
    | 'getRun'
    | 'getRunWithAttempts'
    | 'attemptStarted'
    | 'putStep'
    | 'settleRun'
    | 'getGroup'
    | 'getSummaries'
    | 'settleGroup'
    | 'listRunning'
    | 'companiesWithRuns'
  >;
  recordRun: RecordRun;
  slots: Pick<Slots, 'releaseSlot'>;
  /** The run limit, for the reason of a run the state machine timed out. */
  runTimeoutSeconds: number;
  now?: () => Date;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export function createSettlement(deps: SettlementDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);

  async function settleRunAndBlueprint(
    companyId: number,
    run: TestRunRecord,
    outcome: { status: 'passed' | 'failed'; finalAttempt: number; videoKey: string | null; reason: string | null },
  ): Promise<boolean> {
    const at = now().toISOString();
    const settled = await deps.runs.settleRun(companyId, run.id, { ...outcome, at });
    if (settled) {
      await deps.recordRun(companyId, run.test_blueprint_id, at, outcome.status);
      log('test run settled', { companyId, testRunId: run.id, status: outcome.status, reason: outcome.reason });
    }
    return settled;
  }

  const settlement = {
    /**
     * Called by the runner when the engine finished: the run settles with the outcome of its final attempt. The
     * runner passes the run it loaded (saving a read); a run id works too.
     */
    async completeRun(
      companyId: number,
      runOrId: number | TestRunRecord,
      outcome: { status: 'passed' | 'failed'; attempts: AttemptOutcome[] },
    ): Promise<boolean> {
      const run = typeof runOrId === 'number' ? await deps.runs.getRun(companyId, runOrId) : runOrId;
      if (!run) throw new NotFoundError(`No test run with id ${runOrId}.`);
      const final = outcome.attempts.at(-1);
      return settleRunAndBlueprint(companyId, run, {
        status: outcome.status,
        finalAttempt: final?.attempt ?? 1,
        videoKey: final?.video_key ?? null,
        reason: null,
      });
    },

    /**
     * Marks a run that is still `running` as failed, adding a result that says why to its latest attempt. A run
     * that has already settled is left alone (returns false).
     */
    async failRun(companyId: number, runId: number, reason: string): Promise<boolean> {
      const found = await deps.runs.getRunWithAttempts(companyId, runId);
      if (found?.run.status !== 'running') return false;
      const { run, attempts } = found;
      const latest = attempts.at(-1);
      const attempt = latest?.attempt ?? 1;
      const recorded = latest?.results ?? [];
      try {
        if (!latest) await deps.runs.attemptStarted(companyId, runId, attempt, now().toISOString());
        // At a position of its own, after any the runner may still be writing, so neither overwrites the other.
        await deps.runs.putStep(
          companyId,
          runId,
          attempt,
          REASON_RESULT_INDEX,
          reasonResult(run.blueprint_metadata, recorded, reason),
        );
      } catch (error) {
        if ((error as Error).name === 'RunSettledError') return false;
        throw error;
      }
      return settleRunAndBlueprint(companyId, run, {
        status: 'failed',
        finalAttempt: attempt,
        videoKey: latest?.video_key ?? null,
        reason,
      });
    },

    /** The state machine's Catch: a crashed or timed-out runner's run fails with the reason. */
    async failFromWorkflow(
      companyId: number,
      runId: number,
      error: { Error?: string; Cause?: string } | undefined,
      timeout = deps.runTimeoutSeconds,
    ): Promise<boolean> {
      return settlement.failRun(companyId, runId, reasonFromError(error?.Error, error?.Cause, timeout));
    },

    /** Settles a group from its runs' statuses; a run still `running` at this point is failed first. */
    async settleGroup(companyId: number, groupId: number): Promise<'passed' | 'failed' | undefined> {
      const group = await deps.runs.getGroup(companyId, groupId);
      if (!group) return undefined;
      let runs = await deps.runs.getSummaries(companyId, group.test_run_ids);
      const stuck = runs.filter((r) => r.status === 'running');
      if (stuck.length > 0) {
        for (const r of stuck) await settlement.failRun(companyId, r.id, RUNNER_ENDED_REASON);
        runs = await deps.runs.getSummaries(companyId, group.test_run_ids);
      }
      const status = groupStatus(runs.map((r) => r.status));
      await deps.runs.settleGroup(companyId, groupId, status, now().toISOString());
      log('group run settled', { companyId, groupRunId: groupId, status });
      return status;
    },

    /**
     * Settles what an execution of the run state machine left behind when it ended without finishing (stopped by
     * hand, timed out, failed): its runs still `running` fail with the reason, their slots are freed, and its group
     * settles if it has not. Returns the number of test runs failed here.
     */
    async settleEndedExecution(input: WorkflowInput, status: string): Promise<number> {
      const reason = endedExecutionReason(status);
      let count = 0;
      for (const item of input.lanes.flatMap((lane) => lane.runs)) {
        if (await settlement.failRun(item.company_id, item.test_run_id, reason)) count++;
        await deps.slots.releaseSlot(item.company_id, item.test_run_id, item.device_type);
      }
      const group = await deps.runs.getGroup(input.company_id, input.test_group_run_id);
      if (group?.status === 'running') await settlement.settleGroup(input.company_id, input.test_group_run_id);
      return count;
    },

    /**
     * Settles every run left `running` by a process that stopped (local start-up): each fails with `reason`, then
     * its group settles. Returns the number of test runs settled.
     */
    async settleOrphans(reason: string = SERVICE_STOPPED_REASON): Promise<number> {
      let count = 0;
      for (const companyId of await deps.runs.companiesWithRuns()) {
        const { groupIds, testRunIds } = await deps.runs.listRunning(companyId);
        for (const runId of testRunIds) {
          const run = await deps.runs.getRun(companyId, runId);
          if (await settlement.failRun(companyId, runId, reason)) count++;
          if (run) await deps.slots.releaseSlot(companyId, runId, run.blueprint_metadata.device_type);
        }
        for (const groupId of groupIds) await settlement.settleGroup(companyId, groupId);
      }
      return count;
    },
  };
  return settlement;
}

export type Settlement = ReturnType<typeof createSettlement>;
