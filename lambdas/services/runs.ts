/**
 * Runs: trigger, reads with presigned artifacts, runner progress, settlement and concurrency slots. Each part lives
 * in its own module (`runs-*.ts`); this one assembles them for the functions that need several.
 */
import type { AttemptOutcome, StoredStep } from '../../core/contract';
import { DEFAULT_RUN_TIMEOUT_SECONDS } from '../../core/defaults';
import { NotFoundError } from '../../core/errors';
import type { RunStarter } from '../../core/workflow';
import type { ObjectStore } from '../repositories/objects';
import type { RunsRepository } from '../repositories/runs';
import type { Sequences } from '../repositories/sequences';
import type { Principal } from './auth';
import { createSettlement } from './runs-settlement';
import { createSlots, type PlanLimits } from './runs-slots';
import { type AppsForRuns, type BlueprintsForRuns, createTrigger } from './runs-trigger';
import { createRunViews, groupView, summaryView } from './runs-views';

export type { BlueprintsForRuns } from './runs-trigger';

/** Reads of runs and groups (the API's GETs), and what a runner reads of its run. */
export function createRunReads(deps: {
  runs: Pick<RunsRepository, 'getRun' | 'getRunWithAttempts' | 'getGroup' | 'getSummaries'>;
  objects: Pick<ObjectStore, 'presignGet'>;
}) {
  const views = createRunViews(deps.objects);
  return {
    /** The full test run, with presigned URLs signed now. */
    async getTestRun(principal: Principal, runId: number) {
      // Polls mostly find the run `running`, when results are not shown: the run item alone answers them.
      const head = await deps.runs.getRun(principal.companyId, runId);
      if (!head) throw new NotFoundError(`No test run with id ${runId}.`);
      const found =
        head.status === 'running'
          ? { run: head, attempts: [] }
          : await deps.runs.getRunWithAttempts(principal.companyId, runId);
      if (!found) throw new NotFoundError(`No test run with id ${runId}.`);
      return { test_run: await views.testRunView(found.run, found.attempts) };
    },

    /** The group with its test runs' statuses. */
    async getGroupRun(principal: Principal, groupId: number) {
      const group = await deps.runs.getGroup(principal.companyId, groupId);
      if (!group) throw new NotFoundError(`No test group run with id ${groupId}.`);
      const runs = await deps.runs.getSummaries(principal.companyId, group.test_run_ids);
      return { test_group_run: groupView(group, runs.map(summaryView)) };
    },
  };
}

/** What a runner stores as it goes (each write fails with `RunSettledError` once the run has settled). */
export function createRunProgress(deps: { runs: RunsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** A run as its runner needs it (snapshot and chain); undefined when it does not exist. */
    loadRun: (companyId: number, runId: number) => deps.runs.getRun(companyId, runId),
    /** The status of a run (for sub-run polling and the runner's watchdog). */
    runStatus: (companyId: number, runId: number) => deps.runs.getStatus(companyId, runId),
    /** The ECS task running the run's runner, recorded at its start on AWS (fails once the run has settled). */
    recordRunnerTask: (companyId: number, runId: number, taskArn: string) =>
      deps.runs.recordRunnerTask(companyId, runId, taskArn),
    recordAttemptStarted: (companyId: number, runId: number, attempt: number) =>
      deps.runs.attemptStarted(companyId, runId, attempt, now().toISOString()),
    recordSteps: (companyId: number, runId: number, steps: StoredStep[]) => deps.runs.putSteps(companyId, runId, steps),
    recordAttemptFinished: (companyId: number, runId: number, attempt: AttemptOutcome) =>
      deps.runs.attemptFinished(companyId, runId, attempt.attempt, attempt.passed, attempt.video_key),
  };
}

export interface RunsServiceDeps {
  runs: RunsRepository;
  blueprints: () => BlueprintsForRuns;
  /** The apps mobile tests run (their current build). */
  apps: AppsForRuns;
  sequences: Sequences;
  objects: Pick<ObjectStore, 'presignGet'>;
  plan: PlanLimits;
  /** Resolved on first use, so a process can register its starter after the service is built. */
  starter: () => RunStarter;
  runTimeoutSeconds?: number;
  now?: () => Date;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** Every part of runs together: what a runner (trigger_run sub-runs, settlement) and the local stack use. */
export function createRunsService(deps: RunsServiceDeps) {
  const runTimeoutSeconds = deps.runTimeoutSeconds ?? DEFAULT_RUN_TIMEOUT_SECONDS;
  const slots = createSlots(deps);
  const settlement = createSettlement({
    ...deps,
    recordRun: (...args) => deps.blueprints().recordRun(...args),
    slots,
    runTimeoutSeconds,
  });
  const { trigger, triggerRun } = createTrigger({ ...deps, settlement, runTimeoutSeconds });
  return {
    trigger,
    triggerRun,
    ...createRunReads(deps),
    ...createRunProgress(deps),
    ...settlement,
    ...slots,
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
