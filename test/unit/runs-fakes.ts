/** In-memory stand-ins for the runs repository and what runs read of blueprints (no DynamoDB, no state machine). */
import type { RunSnapshot, StepResult, StoredStep } from '../../core/contract';
import type { RunStarter, WorkflowInput } from '../../core/workflow';
import {
  type AttemptRecord,
  type DeviceLane,
  type GroupRunRecord,
  RunSettledError,
  type RunStatus,
  type TestRunRecord,
  type TestRunSummary,
} from '../../lambdas/repositories/runs';

/** Runs and groups with the repository's rules: a run settles once, and nothing is written to a settled run. */
export class FakeRuns {
  readonly groups = new Map<number, GroupRunRecord>();
  readonly runs = new Map<number, TestRunRecord>();
  readonly attempts = new Map<number, Map<number, AttemptRecord & { steps: Map<number, StepResult> }>>();
  /** Slot holders by `company#lane#n`, with their lease end (epoch ms). */
  readonly slots = new Map<string, { holder: number; leaseUntil: number }>();
  clock = 0;

  /** Stores a group and its runs, all `running` (what a trigger leaves). */
  async createGroup(group: GroupRunRecord, runs: TestRunRecord[]): Promise<void> {
    this.groups.set(group.id, { ...group });
    for (const run of runs) this.runs.set(run.id, { ...run });
  }

  async getGroup(_companyId: number, groupId: number) {
    return this.groups.get(groupId);
  }

  async getRun(_companyId: number, runId: number) {
    return this.runs.get(runId);
  }

  async getSummaries(_companyId: number, runIds: number[]): Promise<TestRunSummary[]> {
    return runIds.flatMap((id) => {
      const run = this.runs.get(id);
      if (!run) return [];
      const { blueprint_metadata: _snapshot, chain: _chain, ...summary } = run;
      return [summary];
    });
  }

  async getRunWithAttempts(_companyId: number, runId: number) {
    const run = this.runs.get(runId);
    if (!run) return undefined;
    const attempts = [...(this.attempts.get(runId)?.values() ?? [])]
      .sort((a, b) => a.attempt - b.attempt)
      .map(({ steps, ...a }) => ({
        ...a,
        results: [...steps].sort(([i], [j]) => i - j).map(([, r]) => r),
      }));
    return { run, attempts };
  }

  private requireRunning(runId: number): void {
    if (this.runs.get(runId)?.status !== 'running') throw new RunSettledError(`Test run ${runId} has already settled.`);
  }

  private attemptOf(runId: number, attempt: number) {
    const byNumber = this.attempts.get(runId) ?? new Map();
    this.attempts.set(runId, byNumber);
    const found = byNumber.get(attempt) ?? { attempt, passed: null, video_key: null, results: [], steps: new Map() };
    byNumber.set(attempt, found);
    return found;
  }

  async attemptStarted(_companyId: number, runId: number, attempt: number, _at: string) {
    this.requireRunning(runId);
    this.attemptOf(runId, attempt);
  }

  async putStep(companyId: number, runId: number, attempt: number, index: number, result: StepResult) {
    await this.putSteps(companyId, runId, [{ attempt, index, result }]);
  }

  async putSteps(_companyId: number, runId: number, steps: readonly StoredStep[]) {
    this.requireRunning(runId);
    for (const { attempt, index, result } of steps) this.attemptOf(runId, attempt).steps.set(index, result);
  }

  async settleRun(
    _companyId: number,
    runId: number,
    outcome: { status: 'passed' | 'failed'; finalAttempt: number; videoKey: string | null; reason: string | null },
  ) {
    const run = this.runs.get(runId);
    if (run?.status !== 'running') return false;
    this.runs.set(runId, {
      ...run,
      status: outcome.status,
      final_attempt: outcome.finalAttempt,
      test_video_s3_key: outcome.videoKey,
      reason: outcome.reason,
    });
    return true;
  }

  async settleGroup(_companyId: number, groupId: number, status: 'passed' | 'failed', at: string) {
    const group = this.groups.get(groupId);
    if (group?.status !== 'running') return false;
    this.groups.set(groupId, { ...group, status, updated_at: at });
    return true;
  }

  async listRunning(companyId: number) {
    const of = <T extends { company_id: number; status: RunStatus; id: number }>(items: Iterable<T>) =>
      [...items].filter((i) => i.company_id === companyId && i.status === 'running').map((i) => i.id);
    return { groupIds: of(this.groups.values()), testRunIds: of(this.runs.values()) };
  }

  async companiesWithRuns() {
    return [...new Set([...this.runs.values()].map((r) => r.company_id))];
  }

  /** The repository's slot rule: a free slot, an expired lease, or one the run already holds. */
  async acquireSlot(companyId: number, lane: DeviceLane, limit: number, runId: number, expiresAt: number) {
    for (let n = 0; n < limit; n++) {
      const key = `${companyId}#${lane}#${n}`;
      const slot = this.slots.get(key);
      if (!slot || slot.leaseUntil < this.clock || slot.holder === runId) {
        this.slots.set(key, { holder: runId, leaseUntil: expiresAt });
        return true;
      }
    }
    return false;
  }

  async releaseSlot(companyId: number, lane: DeviceLane, limit: number, runId: number) {
    for (let n = 0; n < limit; n++) {
      const key = `${companyId}#${lane}#${n}`;
      if (this.slots.get(key)?.holder === runId) {
        this.slots.delete(key);
        return;
      }
    }
  }

  /** Runs holding a slot of a lane. */
  holders(companyId: number, lane: DeviceLane): number[] {
    return [...this.slots]
      .filter(([key]) => key.startsWith(`${companyId}#${lane}#`))
      .map(([, slot]) => slot.holder)
      .sort((a, b) => a - b);
  }
}

/** A snapshot of a browser test with `steps` act steps (numbered from 1). */
export function snapshotOf(id: number, fields: Partial<RunSnapshot> = {}, steps = 2): RunSnapshot {
  return {
    id,
    title: `Test ${id}`,
    type: 'integration',
    device_type: 'browser',
    device_name: null,
    app_id: null,
    starting_url: 'https://example.com',
    starting_prompt: null,
    browser_zoom: 1,
    viewport_width: 1440,
    viewport_height: 900,
    num_retries: 0,
    reset_browser_on_retry: true,
    typing_speed: null,
    persist_self_healed: true,
    file_download_mode: 'save_only',
    variables: null,
    setup_module: null,
    teardown_module: null,
    steps: Array.from({ length: steps }, (_, i) => ({
      id: id * 100 + i,
      step_number: i + 1,
      type: 'act' as const,
      action: `step ${i + 1}`,
      use_vision: false,
      test_blueprint_module_id: null,
      api_request: null,
      trigger_run_config: null,
      disable_self_healing: false,
      click_count: 1,
      hold_start_duration: 0,
      hold_end_duration: 0,
      assert_images_count: 5,
      attached_file_ids: null,
    })),
    setup: null,
    teardown: null,
    ...fields,
  };
}

/** A step result as a runner stores it. */
export function result(stepNumber: number, ok = true): StepResult {
  return {
    step_number: stepNumber,
    task: `act: step ${stepNumber}`,
    is_successful: ok,
    result: 'done',
    duration: 1,
    actions: [],
  };
}

/** Records executions instead of starting them; `fail` makes `start` throw. */
export function recordingStarter(fail = false): RunStarter & { started: { name: string; input: WorkflowInput }[] } {
  const started: { name: string; input: WorkflowInput }[] = [];
  return {
    started,
    async start(name, input) {
      if (fail) throw new Error('state machine unavailable');
      started.push({ name, input });
    },
  };
}

/** Consecutive ids per sequence, from 1. */
export function fakeSequences() {
  const last = new Map<string, number>();
  return {
    async next(name: string, count = 1) {
      const end = (last.get(name) ?? 0) + count;
      last.set(name, end);
      return end - count + 1;
    },
  };
}
