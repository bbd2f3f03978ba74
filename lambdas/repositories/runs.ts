import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MAX_STEPS_PER_WRITE, type StepResult, type StoredStep } from '../../core/contract';
import type { DeviceLane } from '../../core/workflow';
import { Entity, idFromSortKey, keys } from './keys';
import { queryAll } from './query';
import {
  type AttemptRecord,
  type GroupRunRecord,
  groupFromItem,
  isConditionFailure,
  RunSettledError,
  type RunStatus,
  runFromItem,
  SUMMARY_ATTRIBUTES,
  summaryFromItem,
  type TestRunRecord,
  type TestRunSummary,
} from './run-records';
import { transactWrite } from './transactions';

export {
  type AttemptRecord,
  type GroupRunRecord,
  RunSettledError,
  type RunStatus,
  type TestRunRecord,
  type TestRunSummary,
} from './run-records';
export type { DeviceLane };

/**
 * Group runs, test runs and their results. A test run is one item (`TRUN#<id>`); each attempt is an item under it
 * (`TRUN#<id>#A#<n>`) and each finished step of an attempt another (`TRUN#<id>#A#<n>#S#<i>`), written the moment
 * the step ends, so a crash loses at most the step in flight, and one Query reads the whole run back.
 *
 * Runs still `running` carry `gsi1pk = C#<cid>#RUNNING` (a sparse index: settling removes it), which is how
 * start-up settlement finds orphans without a Scan. A run settles once: every transition out of `running` is a
 * conditional write.
 */
export function createRunsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  /** A child write of a run (attempt, step) that only happens while the run is still `running`. */
  async function writeWhileRunning(companyId: number, runId: number, ...items: Record<string, unknown>[]) {
    await transactWrite(ddb, [
      {
        item: {
          ConditionCheck: {
            TableName: tableName,
            Key: keys.testRun(companyId, runId),
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'running' },
          },
        },
        onConditionFailed: () => new RunSettledError(`Test run ${runId} has already settled.`),
      },
      ...items.map((item) => ({ item: { Put: { TableName: tableName, Item: item } } })),
    ]);
  }

  /** Finished steps at their positions, in one write while the run is running (the same position overwrites). */
  async function putSteps(companyId: number, runId: number, steps: readonly StoredStep[]): Promise<void> {
    if (steps.length > MAX_STEPS_PER_WRITE) throw new Error(`At most ${MAX_STEPS_PER_WRITE} steps are stored at once.`);
    const items = steps.map(({ attempt, index, result }) => ({
      ...keys.stepResult(companyId, runId, attempt, index),
      entity: Entity.stepResult,
      attempt,
      result,
    }));
    await writeWhileRunning(companyId, runId, ...items);
  }

  return {
    /** Creates a group run and its test runs, all `running`, in one transaction (at most 98 test runs). */
    async createGroup(group: GroupRunRecord, runs: TestRunRecord[]): Promise<void> {
      const companyId = group.company_id;
      const running = keys.runningIndex(companyId);
      await transactWrite(ddb, [
        {
          item: {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.groupRun(companyId, group.id),
                entity: Entity.groupRun,
                group_run_id: group.id,
                company_id: companyId,
                name: group.name,
                status: group.status,
                test_run_ids: group.test_run_ids,
                created_at: group.created_at,
                updated_at: group.updated_at,
                gsi1pk: running,
                gsi1sk: keys.groupRun(companyId, group.id).sk,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        },
        ...runs.map((run) => ({
          item: {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.testRun(companyId, run.id),
                entity: Entity.testRun,
                test_run_id: run.id,
                company_id: companyId,
                test_group_run_id: run.test_group_run_id,
                test_blueprint_id: run.test_blueprint_id,
                status: run.status,
                blueprint_metadata: run.blueprint_metadata,
                is_login_test_run: run.is_login_test_run,
                chain: run.chain,
                overrides: run.overrides ?? null,
                final_attempt: null,
                test_video_s3_key: null,
                reason: null,
                created_at: run.created_at,
                updated_at: run.updated_at,
                gsi1pk: running,
                gsi1sk: keys.testRun(companyId, run.id).sk,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        })),
        {
          item: {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.runCompany(companyId),
                entity: Entity.runCompany,
                company_id: companyId,
                updated_at: group.created_at,
              },
            },
          },
        },
      ]);
    },

    async getGroup(companyId: number, groupId: number): Promise<GroupRunRecord | undefined> {
      const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.groupRun(companyId, groupId) }));
      return out.Item?.entity === Entity.groupRun ? groupFromItem(out.Item) : undefined;
    },

    /** The list view of some test runs (without snapshots), in the order asked. */
    async getSummaries(companyId: number, runIds: number[]): Promise<TestRunSummary[]> {
      const found = new Map<number, TestRunSummary>();
      const unique = [...new Set(runIds)];
      for (let i = 0; i < unique.length; i += 100) {
        let request: Record<string, { Keys: object[]; [k: string]: unknown }> | undefined = {
          [tableName]: {
            Keys: unique.slice(i, i + 100).map((id) => keys.testRun(companyId, id)),
            ProjectionExpression: SUMMARY_ATTRIBUTES.join(', '),
            ExpressionAttributeNames: { '#status': 'status' },
          },
        };
        while (request && Object.keys(request).length > 0) {
          const out = await ddb.send(new BatchGetCommand({ RequestItems: request as never }));
          for (const item of out.Responses?.[tableName] ?? []) {
            const summary = summaryFromItem(item);
            found.set(summary.id, summary);
          }
          request = out.UnprocessedKeys as typeof request;
        }
      }
      return runIds.map((id) => found.get(id)).filter((r): r is TestRunSummary => r !== undefined);
    },

    async getRun(companyId: number, runId: number): Promise<TestRunRecord | undefined> {
      const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.testRun(companyId, runId) }));
      return out.Item?.entity === Entity.testRun ? runFromItem(out.Item) : undefined;
    },

    /** Just the status of a run (the runner's watchdog and sub-run polling). */
    async getStatus(companyId: number, runId: number): Promise<{ status: RunStatus } | undefined> {
      const out = await ddb.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.testRun(companyId, runId),
          ProjectionExpression: '#status',
          ExpressionAttributeNames: { '#status': 'status' },
        }),
      );
      return out.Item ? { status: out.Item.status as RunStatus } : undefined;
    },

    /** A run with its attempts and their step results, oldest attempt first: one Query. */
    async getRunWithAttempts(
      companyId: number,
      runId: number,
    ): Promise<{ run: TestRunRecord; attempts: AttemptRecord[] } | undefined> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': keys.testRun(companyId, runId).pk, ':p': keys.testRunPrefix(runId) },
      });
      const head = items.find((i) => i.entity === Entity.testRun);
      if (!head) return undefined;
      const attempts = new Map<number, AttemptRecord>();
      const attemptOf = (n: number) => {
        let a = attempts.get(n);
        if (!a) {
          a = { attempt: n, passed: null, video_key: null, results: [] };
          attempts.set(n, a);
        }
        return a;
      };
      // Items come sorted by sk: an attempt's item precedes its steps, and steps are in the order they finished.
      for (const item of items) {
        if (item.entity === Entity.runAttempt) {
          const a = attemptOf(Number(item.attempt));
          a.passed = (item.passed as boolean | null | undefined) ?? null;
          a.video_key = (item.video_key as string | null | undefined) ?? null;
        } else if (item.entity === Entity.stepResult) {
          attemptOf(Number(item.attempt)).results.push(item.result as StepResult);
        }
      }
      return { run: runFromItem(head), attempts: [...attempts.values()].sort((a, b) => a.attempt - b.attempt) };
    },

    /**
     * Records the ECS task of the run's runner (`runner_task_arn`, on the run's item), so that cancelling the run can
     * stop that task. Only while the run is `running`: throws `RunSettledError` once it has settled. Never part of a
     * run's views (`runFromItem` does not read it).
     */
    async recordRunnerTask(companyId: number, runId: number, taskArn: string): Promise<void> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.testRun(companyId, runId),
            UpdateExpression: 'SET runner_task_arn = :task',
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':task': taskArn, ':running': 'running' },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new RunSettledError(`Test run ${runId} has already settled.`);
        throw error;
      }
    },

    /** The ECS task its runner recorded (`recordRunnerTask`); null when none was (not started yet, or locally). */
    async getRunnerTask(companyId: number, runId: number): Promise<string | null> {
      const out = await ddb.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.testRun(companyId, runId),
          ProjectionExpression: 'runner_task_arn',
        }),
      );
      const task = out.Item?.runner_task_arn;
      return typeof task === 'string' && task ? task : null;
    },

    async attemptStarted(companyId: number, runId: number, attempt: number, at: string): Promise<void> {
      await writeWhileRunning(companyId, runId, {
        ...keys.runAttempt(companyId, runId, attempt),
        entity: Entity.runAttempt,
        attempt,
        passed: null,
        video_key: null,
        started_at: at,
      });
    },

    /** Stores one finished step of an attempt at its position (idempotent: the same position overwrites). */
    async putStep(companyId: number, runId: number, attempt: number, index: number, result: StepResult) {
      await putSteps(companyId, runId, [{ attempt, index, result }]);
    },

    putSteps,

    async attemptFinished(companyId: number, runId: number, attempt: number, passed: boolean, videoKey: string | null) {
      await writeWhileRunning(companyId, runId, {
        ...keys.runAttempt(companyId, runId, attempt),
        entity: Entity.runAttempt,
        attempt,
        passed,
        video_key: videoKey,
        finished_at: new Date().toISOString(),
      });
    },

    /**
     * Moves a run from `running` to `passed`/`failed` and takes it out of the running index. Returns false when it
     * had already settled (the first settlement wins).
     */
    async settleRun(
      companyId: number,
      runId: number,
      outcome: {
        status: 'passed' | 'failed';
        finalAttempt: number;
        videoKey: string | null;
        reason: string | null;
        at: string;
      },
    ): Promise<boolean> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.testRun(companyId, runId),
            UpdateExpression:
              'SET #status = :s, final_attempt = :a, test_video_s3_key = :v, reason = :r, updated_at = :at ' +
              'REMOVE gsi1pk, gsi1sk',
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':s': outcome.status,
              ':a': outcome.finalAttempt,
              ':v': outcome.videoKey,
              ':r': outcome.reason,
              ':at': outcome.at,
              ':running': 'running',
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Moves a group from `running` to its final status; false when it had already settled. */
    async settleGroup(companyId: number, groupId: number, status: 'passed' | 'failed', at: string): Promise<boolean> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.groupRun(companyId, groupId),
            UpdateExpression: 'SET #status = :s, updated_at = :at REMOVE gsi1pk, gsi1sk',
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':s': status, ':at': at, ':running': 'running' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Ids of a company's group runs and test runs that are still `running` (GSI1, sparse). */
    async listRunning(companyId: number): Promise<{ groupIds: number[]; testRunIds: number[] }> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.runningIndex(companyId) },
        ProjectionExpression: 'sk',
      });
      const groupIds: number[] = [];
      const testRunIds: number[] = [];
      for (const item of items) {
        const sk = String(item.sk);
        if (sk.startsWith('GRUN#')) groupIds.push(idFromSortKey(sk));
        else if (sk.startsWith('TRUN#')) testRunIds.push(idFromSortKey(sk));
      }
      return { groupIds, testRunIds };
    },

    /** Companies that have had runs (start-up settlement only: the one read outside a company partition). */
    async companiesWithRuns(): Promise<number[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.runCompaniesPk },
        ProjectionExpression: 'company_id',
      });
      return items.map((i) => Number(i.company_id));
    },

    /**
     * Takes one of `limit` concurrency slots of a company's lane for a run, until `expiresAt` (epoch ms) at the
     * latest, so a slot held by a crashed run frees itself. Returns false when every slot is taken.
     */
    async acquireSlot(companyId: number, lane: DeviceLane, limit: number, runId: number, expiresAt: number) {
      const now = Date.now();
      for (let n = 0; n < limit; n++) {
        try {
          await ddb.send(
            new PutCommand({
              TableName: tableName,
              Item: {
                ...keys.runSlot(companyId, lane, n),
                entity: Entity.runSlot,
                holder: runId,
                lease_until: expiresAt,
                expires_at: Math.ceil(expiresAt / 1000) + 3600,
              },
              ConditionExpression: 'attribute_not_exists(pk) OR lease_until < :now OR holder = :run',
              ExpressionAttributeValues: { ':now': now, ':run': runId },
            }),
          );
          return true;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return false;
    },

    /** Frees the slot a run holds, if any (slot numbers beyond `limit` are not looked at). */
    async releaseSlot(companyId: number, lane: DeviceLane, limit: number, runId: number): Promise<void> {
      for (let n = 0; n < limit; n++) {
        try {
          await ddb.send(
            new UpdateCommand({
              TableName: tableName,
              Key: keys.runSlot(companyId, lane, n),
              UpdateExpression: 'SET lease_until = :zero REMOVE holder',
              ConditionExpression: 'holder = :run',
              ExpressionAttributeValues: { ':run': runId, ':zero': 0 },
            }),
          );
          return;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
    },
  };
}

export type RunsRepository = ReturnType<typeof createRunsRepository>;
