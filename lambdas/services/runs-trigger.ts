/**
 * Triggering a group run: validate the ids, snapshot the tests (a mobile test with the build of its app that is
 * current now), store the group and its runs, start an execution.
 */
import type { RunSnapshot } from '../../core/contract';
import { MAX_RUNS_PER_TRIGGER } from '../../core/defaults';
import { type ErrorDetail, ForbiddenError, ValidationError } from '../../core/errors';
import { executionNameOf, laneOf, type RunStarter, type WorkflowLane } from '../../core/workflow';
import type { AppRecord } from '../repositories/apps';
import type { GroupRunRecord, RunsRepository, TestRunRecord } from '../repositories/runs';
import type { Sequences } from '../repositories/sequences';
import type { TriggerRunBody } from '../schemas/runs';
import type { Principal } from './auth';
import { throwIfInvalid } from './blueprints-input';
import { applyOverrides, type RunOverrides, type RunSelection, triggerRequestOf } from './runs-overrides';
import type { RecordRun, Settlement } from './runs-settlement';
import type { PlanLimits } from './runs-slots';
import { groupView, triggeredRunView } from './runs-views';

/** `Manual Run 2026-11-21 09:30:00` (UTC). */
export function groupRunName(at: Date): string {
  const iso = at.toISOString();
  return `Manual Run ${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** What triggering needs from blueprints. */
export interface BlueprintsForRuns {
  snapshotForRun(companyId: number, blueprintId: number): Promise<RunSnapshot | undefined>;
  /** The ids of the active integration tests a selection names, oldest first. */
  selectForRun(companyId: number, selection: RunSelection): Promise<number[]>;
  recordRun: RecordRun;
}

/** What triggering needs from apps: a mobile test runs its app's current build. */
export interface AppsForRuns {
  getApp(companyId: number, appId: number): Promise<Pick<AppRecord, 'platform' | 'current_build'> | undefined>;
}

export interface TriggerDeps {
  runs: Pick<RunsRepository, 'createGroup'>;
  blueprints: () => BlueprintsForRuns;
  apps: AppsForRuns;
  sequences: Sequences;
  plan: PlanLimits;
  /** Resolved on first use, so a process can register its starter after the service is built. */
  starter: () => RunStarter;
  /** Settles the runs of a trigger whose execution could not start. */
  settlement: Pick<Settlement, 'failRun' | 'settleGroup'>;
  runTimeoutSeconds: number;
  now?: () => Date;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** Problems with the ids of a trigger: unknown ids and step modules (which cannot run). */
export function triggerProblems(ids: readonly number[], snapshots: ReadonlyMap<number, RunSnapshot>): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  ids.forEach((id, i) => {
    const snapshot = snapshots.get(id);
    if (!snapshot) details.push({ path: `/test_blueprint_ids/${i}`, message: `no test with id ${id}` });
    else if (snapshot.type === 'step_module') {
      details.push({
        path: `/test_blueprint_ids/${i}`,
        message: `${id} is a step module; only tests and login modules can run`,
      });
    }
  });
  return details;
}

/**
 * The snapshots of mobile tests with the build each one runs: the current build of its app. A mobile test without
 * `app_id`, whose app is gone or of another platform, or whose app has no build, is a problem at each position of its
 * id. Browser snapshots are returned as they are.
 */
export async function withBuilds(
  ids: readonly number[],
  snapshots: ReadonlyMap<number, RunSnapshot>,
  getApp: (appId: number) => ReturnType<AppsForRuns['getApp']>,
): Promise<{ snapshots: Map<number, RunSnapshot>; problems: ErrorDetail[] }> {
  const out = new Map(snapshots);
  const why = new Map<number, string>();
  await Promise.all(
    [...snapshots.values()].map(async (snapshot) => {
      const id = snapshot.id;
      if (snapshot.device_type === 'browser') return;
      if (snapshot.app_id === null) {
        why.set(id, `${id} is an ${snapshot.device_type} test without an app_id; set the app it tests to run it`);
        return;
      }
      const app = await getApp(snapshot.app_id);
      if (!app) why.set(id, `${id} tests app ${snapshot.app_id}, which no longer exists`);
      else if (app.platform !== snapshot.device_type) {
        why.set(id, `${id} is an ${snapshot.device_type} test but its app ${snapshot.app_id} is for ${app.platform}`);
      } else if (!app.current_build) why.set(id, `${id} tests app ${snapshot.app_id}, which has no build to run`);
      else {
        const build = app.current_build;
        out.set(id, {
          ...snapshot,
          build_id: build.id,
          build_name: build.name,
          build_file: { s3_key: build.s3_key, file_name: build.file.file_name, file_size: build.file.file_size },
        });
      }
    }),
  );
  const problems: ErrorDetail[] = [];
  ids.forEach((id, i) => {
    const message = why.get(id);
    if (message) problems.push({ path: `/test_blueprint_ids/${i}`, message });
  });
  return { snapshots: out, problems };
}

function problemsError(details: ErrorDetail[]): ValidationError {
  return new ValidationError(
    details.length === 1
      ? `test_blueprint_ids: ${details[0]!.message}; nothing was started.`
      : `${details.length} of the test_blueprint_ids cannot run; nothing was started.`,
    details,
  );
}

/** What `triggerRun` answers: the group it started, or (a dry run of a selection) the ids it would run. */
export type TriggerRunAnswer =
  | Awaited<ReturnType<ReturnType<typeof createTrigger>['trigger']>>
  | { message: string; test_blueprint_ids: number[] };

export function createTrigger(deps: TriggerDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);

  /**
   * Validates every id (a blueprint of the caller's company that can run), snapshots them (with the trigger's
   * overrides applied), stores the group and its runs in one transaction, marks the blueprints `running` and starts
   * one state-machine execution. Any invalid id is a 400 listing every bad id, and then nothing starts.
   */
  async function trigger(
    principal: Principal,
    ids: number[],
    chain: number[] = [],
    overrides: RunOverrides | null = null,
  ) {
    const companyId = principal.companyId;
    if (ids.length === 0) throw ValidationError.field('/test_blueprint_ids', 'must hold at least one test id');
    if (ids.length > MAX_RUNS_PER_TRIGGER) {
      throw ValidationError.field('/test_blueprint_ids', `must hold at most ${MAX_RUNS_PER_TRIGGER} test ids`);
    }
    const unique = [...new Set(ids)];
    const stored = new Map<number, RunSnapshot>();
    const found = await Promise.all(unique.map((id) => deps.blueprints().snapshotForRun(companyId, id)));
    unique.forEach((id, i) => {
      const s = found[i];
      if (s) stored.set(id, s);
    });
    const details = triggerProblems(ids, stored);
    if (details.length > 0) throw problemsError(details);
    const plan = (await deps.plan(companyId)) ?? { browserConcurrency: 0, mobileConcurrency: 0 };
    const lanesUsed = new Set(ids.map((id) => laneOf(stored.get(id)!.device_type)));
    if (lanesUsed.has('mobile') && plan.mobileConcurrency <= 0) {
      throw new ForbiddenError('Your plan has no mobile concurrency; mobile tests cannot run.');
    }
    if (lanesUsed.has('browser') && plan.browserConcurrency <= 0) {
      throw new ForbiddenError('Your plan has no browser concurrency; browser tests cannot run.');
    }
    const { snapshots, problems } = await withBuilds(ids, stored, (appId) => deps.apps.getApp(companyId, appId));
    if (problems.length > 0) throw problemsError(problems);

    const [groupId, firstRunId] = await Promise.all([
      deps.sequences.next('groupRun'),
      deps.sequences.next('testRun', ids.length),
    ]);
    const at = now();
    const iso = at.toISOString();
    const runs: TestRunRecord[] = ids.map((blueprintId, i) => {
      const snapshot = snapshots.get(blueprintId)!;
      return {
        id: firstRunId + i,
        company_id: companyId,
        test_group_run_id: groupId,
        test_blueprint_id: blueprintId,
        status: 'running',
        blueprint_metadata: applyOverrides(snapshot, overrides),
        is_login_test_run: snapshot.type === 'module',
        chain,
        overrides,
        final_attempt: null,
        test_video_s3_key: null,
        reason: null,
        created_at: iso,
        updated_at: iso,
      };
    });
    const group: GroupRunRecord = {
      id: groupId,
      company_id: companyId,
      name: groupRunName(at),
      status: 'running',
      test_run_ids: runs.map((r) => r.id),
      created_at: iso,
      updated_at: iso,
    };
    await deps.runs.createGroup(group, runs);
    await Promise.all(unique.map((id) => deps.blueprints().recordRun(companyId, id, iso, 'running')));

    const lanes: WorkflowLane[] = (['browser', 'mobile'] as const)
      .map((lane) => ({
        lane,
        concurrency: lane === 'browser' ? plan.browserConcurrency : plan.mobileConcurrency,
        runs: runs
          .filter((r) => laneOf(r.blueprint_metadata.device_type) === lane)
          .map((r) => ({
            test_run_id: r.id,
            company_id: companyId,
            test_group_run_id: groupId,
            device_type: r.blueprint_metadata.device_type,
            // The trigger's own limit (kept in its overrides, so its sub-runs have it too), else the service's.
            run_timeout_seconds: overrides?.run_timeout_seconds ?? deps.runTimeoutSeconds,
            sub_run: chain.length > 0,
          })),
      }))
      .filter((l) => l.runs.length > 0);
    try {
      await deps.starter().start(executionNameOf(companyId, groupId), {
        company_id: companyId,
        test_group_run_id: groupId,
        lanes,
      });
    } catch (error) {
      // The runs exist but nothing will run them: settle them now rather than leave them `running`.
      const reason = 'The run could not be started; please trigger it again.';
      for (const run of runs) await deps.settlement.failRun(companyId, run.id, reason);
      await deps.settlement.settleGroup(companyId, groupId);
      throw error;
    }
    log('group run triggered', { companyId, groupRunId: groupId, testRunIds: group.test_run_ids });
    return {
      message: 'Test group run triggered successfully',
      test_group_run: groupView(group, runs.map(triggeredRunView)),
    };
  }

  /**
   * POST /test_group_run/trigger_run: the ids given, or the active integration tests a selection names (none, or
   * more than one trigger may run, is a 400), run with the request's overrides. With `dry_run` the selection's ids
   * are answered instead (any number of them; none is still a 400) and nothing is stored or started.
   */
  async function triggerRun(principal: Principal, body: TriggerRunBody): Promise<TriggerRunAnswer> {
    const errors: ErrorDetail[] = [];
    const request = triggerRequestOf(body, errors, deps.runTimeoutSeconds);
    throwIfInvalid(errors);
    if (request.kind === 'ids') return trigger(principal, request.ids, [], request.overrides);
    const ids = await deps.blueprints().selectForRun(principal.companyId, request.selection);
    if (ids.length === 0) {
      throw ValidationError.field('/selection', 'matches no active integration test; nothing was started');
    }
    if (request.dryRun) return { message: 'Selection resolved; nothing was started', test_blueprint_ids: ids };
    if (ids.length > MAX_RUNS_PER_TRIGGER) {
      throw ValidationError.field(
        '/selection',
        `matches ${ids.length} active integration tests, more than the ${MAX_RUNS_PER_TRIGGER} one trigger may run; narrow it or trigger in parts`,
      );
    }
    return trigger(principal, ids, [], request.overrides);
  }

  return { trigger, triggerRun };
}
