/**
 * Triggering tests and waiting for the service's verdict: split triggers at the API's limit, poll the groups with
 * backoff (honouring `Retry-After`), stop at the deadline or cancel the groups when interrupted, then read each run in
 * full.
 */
import {
  type ApiClient,
  type Overrides,
  RetryLaterError,
  type TestGroupRun,
  type TestRun,
  type TestRunSummary,
  TransientError,
} from './api-client';
import { UsageError } from './outcome';

/** What the waiting loop tells the reporters. */
export interface WaitProgress {
  /** A run was seen for the first time (`previous` undefined) or changed status. */
  runChanged(run: TestRunSummary, previous: TestRunSummary['status'] | undefined): void;
  /** After each round of polls: the groups as last seen, and seconds since waiting started. */
  polled(groups: readonly TestGroupRun[], elapsedSeconds: number): void;
  /** A call failed in a way worth retrying; the next try is in `delayMs`. */
  retrying(message: string, delayMs: number): void;
}

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    }),
};

/** Polls start this far apart and back off by half each round to at most `MAX_POLL_MS`; a change starts over. */
const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 10_000;
/** Consecutive network failures or 502/504s tolerated while polling before giving up (exit 3). */
const MAX_TRANSIENT_FAILURES = 4;
/** How often a trigger answered with 429 is tried again; a trigger is never retried after anything else. */
const MAX_TRIGGER_TRIES = 5;

/** `ids` in slices of at most `size`. */
export function chunk<T>(ids: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/**
 * What one `tas run` triggers: ids (given, failed ones to rerun, or a selection's, resolved first), split at the
 * per-trigger limit; each trigger with the overrides.
 */
export interface TriggerPlan {
  ids: readonly number[];
  maxPerTrigger: number;
  overrides: Overrides;
}

/**
 * Triggers the plan: ids in as many group runs as the per-trigger limit needs, one after another. Only a `429` is retried: any other failure may have started the runs, and a second trigger would run them
 * twice. `onTriggered` hears of each group as it starts, so the caller can name the groups already started when a
 * later trigger fails; once `stopped()` says so (Ctrl-C), no further trigger is sent.
 */
export async function triggerAll(
  client: ApiClient,
  plan: TriggerPlan,
  onTriggered: (group: TestGroupRun<TestRun>) => void,
  options: { clock?: Clock; stopped?: () => boolean } = {},
): Promise<TestGroupRun<TestRun>[]> {
  const clock = options.clock ?? realClock;
  const triggers = chunk(plan.ids, plan.maxPerTrigger).map((slice) => () => client.triggerRun(slice, plan.overrides));
  const groups: TestGroupRun<TestRun>[] = [];
  for (const trigger of triggers) {
    if (options.stopped?.()) break;
    for (let tries = 1; ; tries++) {
      try {
        const group = await trigger();
        groups.push(group);
        onTriggered(group);
        break;
      } catch (error) {
        if (!(error instanceof RetryLaterError) || tries >= MAX_TRIGGER_TRIES) throw error;
        await clock.sleep(error.retryAfterMs ?? FIRST_POLL_MS * 2 ** tries);
      }
    }
  }
  return groups;
}

/**
 * The tests to run again for `--rerun-failed`: the `test_blueprint_id` of each failed run of the groups, in the
 * groups' order and their runs' order (a test that failed twice in them runs twice again, as it ran). A group still
 * running has no final list of failures yet: that is a usage error telling to wait for it. Pure.
 */
export function failedTestsOf(groups: readonly TestGroupRun[]): number[] {
  const running = groups.filter((group) => group.status === 'running').map((group) => group.id);
  if (running.length > 0)
    throw new UsageError(
      `group ${running.join(', ')} ${running.length === 1 ? 'is' : 'are'} still running: wait for ${running.length === 1 ? 'it' : 'them'} ` +
        `(tas run wait ${running.join(' ')}), then rerun the failed tests`,
    );
  const ids = groups.flatMap((group) =>
    group.test_runs.filter((run) => run.status === 'failed').map((run) => run.test_blueprint_id),
  );
  if (ids.length === 0)
    throw new UsageError(`no failed run in group ${groups.map((group) => group.id).join(', ')}: nothing to rerun`);
  return ids;
}

/** Reads each group once, retrying what is worth it (a 429/503, a few network failures or 502/504s). */
export async function readGroups(
  client: ApiClient,
  groupIds: readonly number[],
  clock: Clock = realClock,
): Promise<TestGroupRun[]> {
  const groups: TestGroupRun[] = [];
  for (const id of groupIds) groups.push(await withRetries(() => client.getGroup(id), clock));
  return groups;
}

/** Reads every run of the groups in full (results and attempts), in the groups' order. */
export async function readRuns(
  client: ApiClient,
  groups: readonly TestGroupRun[],
  clock: Clock = realClock,
): Promise<TestRun[]> {
  const runs: TestRun[] = [];
  for (const group of groups) {
    for (const summary of group.test_runs) runs.push(await withRetries(() => client.getRun(summary.id), clock));
  }
  return runs;
}

/** Reads the groups of `--rerun-failed` and returns their failed tests. */
export async function readFailedTests(
  client: ApiClient,
  groupIds: readonly number[],
  clock: Clock = realClock,
): Promise<number[]> {
  return failedTestsOf(await readGroups(client, groupIds, clock));
}

/**
 * Cancels each group (idempotent, so retried like a read) and returns the groups as the service settled them: every
 * run that was still running is `failed`, `The run was cancelled.`
 */
export async function cancelGroups(
  client: ApiClient,
  groupIds: readonly number[],
  clock: Clock = realClock,
): Promise<TestGroupRun[]> {
  const groups: TestGroupRun[] = [];
  for (const id of groupIds) groups.push(await withRetries(() => client.cancelGroup(id), clock));
  return groups;
}

/** Ctrl-C while waiting: `signal` aborts the wait, then `cancel` cancels the groups and returns them as settled. */
export interface Interruption {
  signal: AbortSignal;
  cancel(groupIds: readonly number[]): Promise<TestGroupRun[]>;
}

export interface WaitResult {
  groups: TestGroupRun[];
  /** Every run of the groups, read in full, in the groups' order. */
  runs: TestRun[];
  timedOut: boolean;
  /** The wait was interrupted and the groups cancelled. */
  cancelled: boolean;
  elapsedSeconds: number;
}

/**
 * Polls the groups until none is `running` or `timeoutSeconds` have passed, then reads each of their runs in full
 * (results and attempts). `known` are runs already seen (the trigger's), so they are not announced again. Once
 * `interruption.signal` aborts, the groups are cancelled at once (no more waiting), and read in full as they settled.
 */
export async function waitForGroups(
  client: ApiClient,
  groupIds: readonly number[],
  timeoutSeconds: number,
  progress: WaitProgress,
  options: { known?: readonly TestRunSummary[]; clock?: Clock; interruption?: Interruption } = {},
): Promise<WaitResult> {
  const clock = options.clock ?? realClock;
  const started = clock.now();
  const deadline = started + timeoutSeconds * 1000;
  const groups = new Map<number, TestGroupRun>();
  const statuses = new Map<number, TestRunSummary['status']>(options.known?.map((run) => [run.id, run.status]));
  const retries = { transient: 0 };
  let delay = FIRST_POLL_MS;
  let timedOut = false;
  let cancelled = false;
  const interruption = options.interruption;
  const seen = (group: TestGroupRun) => {
    groups.set(group.id, group);
    let changed = false;
    for (const run of group.test_runs) {
      const previous = statuses.get(run.id);
      if (previous === run.status) continue;
      statuses.set(run.id, run.status);
      changed = true;
      progress.runChanged(run, previous);
    }
    return changed;
  };

  for (;;) {
    let wait = delay;
    let changed = false;
    if (interruption?.signal.aborted && !cancelled) {
      // A failed cancel is not retried by polling on: it ends the command (exit 3, naming the groups to resume).
      cancelled = true;
      for (const group of await interruption.cancel(groupIds)) changed = seen(group) || changed;
    }
    try {
      // Groups the cancel left running (it settles them at once, but nothing here relies on it) are polled on.
      for (const id of groupIds) {
        if (groups.get(id)?.status === 'passed' || groups.get(id)?.status === 'failed') continue;
        changed = seen(await client.getGroup(id)) || changed;
      }
      retries.transient = 0;
    } catch (error) {
      wait = retryDelay(error, delay, retries);
      progress.retrying((error as Error).message, wait);
    }
    const now = clock.now();
    progress.polled([...groups.values()], (now - started) / 1000);
    const settled = groupIds.every((id) => {
      const status = groups.get(id)?.status;
      return status === 'passed' || status === 'failed';
    });
    if (settled) break;
    if (now >= deadline) {
      timedOut = true;
      break;
    }
    await clock.sleep(Math.max(0, Math.min(wait, deadline - now)), cancelled ? undefined : interruption?.signal);
    delay = changed ? FIRST_POLL_MS : Math.min(MAX_POLL_MS, delay * 1.5);
  }

  const ordered = groupIds.map((id) => groups.get(id)).filter((group) => group !== undefined);
  const runs = await readRuns(client, ordered, clock);
  return { groups: ordered, runs, timedOut, cancelled, elapsedSeconds: (clock.now() - started) / 1000 };
}

/** How long to wait before the next poll after `error`; rethrows what is not worth retrying. */
function retryDelay(error: unknown, delay: number, retries: { transient: number }): number {
  if (error instanceof RetryLaterError) return error.retryAfterMs ?? delay;
  if (error instanceof TransientError && ++retries.transient < MAX_TRANSIENT_FAILURES) return delay;
  throw error;
}

async function withRetries<T>(call: () => Promise<T>, clock: Clock): Promise<T> {
  const retries = { transient: 0 };
  for (let tries = 1; ; tries++) {
    try {
      return await call();
    } catch (error) {
      if (tries >= MAX_TRIGGER_TRIES) throw error;
      await clock.sleep(Math.min(MAX_POLL_MS, retryDelay(error, FIRST_POLL_MS * tries, retries)));
    }
  }
}
