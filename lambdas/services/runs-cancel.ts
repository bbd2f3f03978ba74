/**
 * Cancelling: POST /test_group_run/{id}/cancel and POST /test_run/{test_run_id}/cancel. A cancelled run fails with
 * a result saying so, settled here first, so that the reason is always the cancellation whoever stops its work;
 * then its work is stopped (the group's execution, or the run's runner: on AWS the ECS task its runner recorded on the
 * run). Stopping is best effort: a runner also watches its run and stops on its own once the run has settled.
 */
import { NotFoundError } from '../../core/errors';
import { executionNameOf, type RunStopper } from '../../core/workflow';
import type { RunsRepository } from '../repositories/runs';
import type { Principal } from './auth';
import type { createRunReads } from './runs';
import { CANCELLED_REASON } from './runs-failure-reasons';
import type { Settlement } from './runs-settlement';

export interface RunCancelDeps {
  runs: Pick<RunsRepository, 'getRun' | 'getGroup' | 'getSummaries' | 'getRunnerTask'>;
  settlement: Pick<Settlement, 'failRun' | 'settleGroup'>;
  reads: Pick<ReturnType<typeof createRunReads>, 'getTestRun' | 'getGroupRun'>;
  /** Resolved on use, so a process can register its stopper after the service is built. */
  stopper: () => RunStopper;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export function createRunCancel(deps: RunCancelDeps) {
  const log = deps.log ?? (() => undefined);

  async function stopQuietly(what: string, fields: Record<string, unknown>, stop: () => Promise<void>) {
    try {
      await stop();
    } catch (error) {
      // The runs are settled already; their runners notice that and stop on their own.
      log(`could not stop ${what}; its runners stop on their own`, { ...fields, error: String(error) });
    }
  }

  return {
    /** Fails every run of the group still running as cancelled, stops the group's execution and settles it. */
    async cancelGroup(principal: Principal, groupId: number) {
      const companyId = principal.companyId;
      const group = await deps.runs.getGroup(companyId, groupId);
      if (!group) throw new NotFoundError(`No test group run with id ${groupId}.`);
      const running = (await deps.runs.getSummaries(companyId, group.test_run_ids))
        .filter((r) => r.status === 'running')
        .map((r) => r.id);
      const failed = await Promise.all(running.map((id) => deps.settlement.failRun(companyId, id, CANCELLED_REASON)));
      const cancelled = running.filter((_, i) => failed[i]);
      if (group.status === 'running') {
        const execution = executionNameOf(companyId, groupId);
        await stopQuietly('the execution', { companyId, groupRunId: groupId, execution }, () =>
          deps.stopper().stopExecution(execution, running),
        );
        await deps.settlement.settleGroup(companyId, groupId);
      }
      if (cancelled.length > 0) log('group run cancelled', { companyId, groupRunId: groupId, testRunIds: cancelled });
      return {
        message:
          cancelled.length > 0
            ? 'Test group run cancelled successfully'
            : 'Test group run had already finished; nothing was cancelled',
        ...(await deps.reads.getGroupRun(principal, groupId)),
      };
    },

    /** Fails the run as cancelled when it is still running and stops its runner; its group settles as usual. */
    async cancelRun(principal: Principal, runId: number) {
      const companyId = principal.companyId;
      const run = await deps.runs.getRun(companyId, runId);
      if (!run) throw new NotFoundError(`No test run with id ${runId}.`);
      const cancelled = run.status === 'running' && (await deps.settlement.failRun(companyId, runId, CANCELLED_REASON));
      if (cancelled) {
        // Read after the run settled: a runner that records its task later finds its run settled and stops at once.
        await stopQuietly('the runner', { companyId, testRunId: runId }, async () => {
          const taskArn = await deps.runs.getRunnerTask(companyId, runId);
          await deps.stopper().stopRunner(runId, { companyId, taskArn });
        });
        log('test run cancelled', { companyId, testRunId: runId, groupRunId: run.test_group_run_id });
      }
      return {
        message: cancelled ? 'Test run cancelled successfully' : 'Test run had already finished; nothing was cancelled',
        ...(await deps.reads.getTestRun(principal, runId)),
      };
    },
  };
}

export type RunCancel = ReturnType<typeof createRunCancel>;
