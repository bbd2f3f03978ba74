import type { RunOverrides } from '../../../core/contract';
import type { SubRunTrigger } from '../contract';

/** The runs-service calls a sub-run needs (a subset of `RunsService`). */
export interface SubRunService {
  trigger(
    principal: { companyId: number; userId: number },
    ids: number[],
    chain: number[],
    overrides: RunOverrides | null,
  ): Promise<{ test_group_run: { test_runs: { id: number }[] } }>;
  runStatus(companyId: number, runId: number): Promise<{ status: string } | undefined>;
}

/**
 * Starts a sub-run through the same trigger code as the API (so it is validated, stored, snapshotted and run by the
 * state machine like any other) with the overrides of the run that starts it (the same CI run), and polls it until it
 * settles, the deadline passes or the run is stopped.
 */
export function createSubRunTrigger(
  service: SubRunService,
  companyId: number,
  options: { deadline: number; signal: AbortSignal; pollMs?: number; overrides?: RunOverrides | null },
): SubRunTrigger {
  const pollMs = options.pollMs ?? 500;
  return {
    async run(testBlueprintId, chain) {
      let runId: number;
      try {
        const triggered = await service.trigger(
          { companyId, userId: 0 },
          [testBlueprintId],
          chain,
          options.overrides ?? null,
        );
        runId = triggered.test_group_run.test_runs[0]!.id;
      } catch (error) {
        return {
          status: 'failed',
          testRunId: null,
          reason: `Test ${testBlueprintId} could not be started: ${(error as Error).message}`,
        };
      }
      while (!options.signal.aborted && Date.now() < options.deadline) {
        const run = await service.runStatus(companyId, runId);
        if (run && run.status !== 'running') {
          const status = run.status === 'passed' ? 'passed' : 'failed';
          return { status, testRunId: runId, reason: `Test run ${runId} of test ${testBlueprintId} ${status}.` };
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return {
        status: 'failed',
        testRunId: runId,
        reason: `Test run ${runId} of test ${testBlueprintId} had not finished when this run was stopped.`,
      };
    },
  };
}
