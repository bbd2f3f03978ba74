import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ECSClient, StopTaskCommand } from '@aws-sdk/client-ecs';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../lambdas/repositories/keys';
import { createRunsRepository, RunSettledError } from '../../lambdas/repositories/runs';
import type { Principal } from '../../lambdas/services/auth';
import { createRunCancel } from '../../lambdas/services/runs-cancel';
import { CANCELLED_REASON } from '../../lambdas/services/runs-failure-reasons';
import { awsRunStopper, RUNNER_STOP_REASON } from '../../lambdas/workflow/run-stopper';

const ecsMock = mockClient(ECSClient);
const ddbMock = mockClient(DynamoDBDocumentClient);

const CLUSTER = 'arn:aws:ecs:eu-west-1:123456789012:cluster/tas-RunsCluster-abc';
const TASK = 'arn:aws:ecs:eu-west-1:123456789012:task/tas-RunsCluster-abc/0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** The cancel service over one running run of company 7, with a real AWS stopper on a mocked ECS client. */
function cancelWith(taskArn: string | null) {
  const lines: { message: string; fields: Record<string, unknown> }[] = [];
  const log = (message: string, fields: Record<string, unknown>) => lines.push({ message, fields });
  let status: 'running' | 'failed' = 'running';
  const stopper = awsRunStopper({ clusterArn: CLUSTER, ecs: new ECSClient({ region: 'eu-west-1' }), log });
  const service = createRunCancel({
    runs: {
      getRun: async (_companyId: number, id: number) => ({ id, status, test_group_run_id: 3 }) as never,
      getGroup: async () => undefined,
      getSummaries: async () => [],
      getRunnerTask: async () => taskArn,
    },
    settlement: {
      failRun: async () => {
        status = 'failed';
        return true;
      },
      settleGroup: async () => undefined as never,
    },
    reads: {
      getTestRun: async (_principal: Principal, id: number) =>
        ({ test_run: { id, status, reason: CANCELLED_REASON } }) as never,
      getGroupRun: async () => ({}) as never,
    },
    stopper: () => stopper,
    log,
  });
  return { service, lines };
}

const principal = { companyId: 7 } as Principal;

describe('stopping a cancelled run on AWS', () => {
  afterEach(() => {
    ecsMock.reset();
    ddbMock.reset();
  });

  it("sends StopTask for the run's recorded task, in the runs cluster, with the cancellation as reason", async () => {
    // Prepare
    ecsMock.on(StopTaskCommand).resolves({});
    const { service } = cancelWith(TASK);

    // Act
    const answer = await service.cancelRun(principal, 42);

    // Assess
    expect(ecsMock.commandCalls(StopTaskCommand).map((c) => c.args[0].input)).toEqual([
      { cluster: CLUSTER, task: TASK, reason: RUNNER_STOP_REASON },
    ]);
    expect(answer.message).toBe('Test run cancelled successfully');
  });

  it('sends nothing when the runner has not recorded a task yet, and says so in a log line', async () => {
    // Prepare
    const { service, lines } = cancelWith(null);

    // Act
    const answer = await service.cancelRun(principal, 42);

    // Assess
    expect(ecsMock.commandCalls(StopTaskCommand)).toHaveLength(0);
    expect(lines).toContainEqual({
      message: expect.stringContaining('no runner task recorded yet'),
      fields: { companyId: 7, testRunId: 42 },
    });
    expect(answer.message).toBe('Test run cancelled successfully');
  });

  it('still answers the cancelled run when ECS refuses to stop the task', async () => {
    // Prepare
    ecsMock.on(StopTaskCommand).rejects(Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' }));
    const { service, lines } = cancelWith(TASK);

    // Act
    const answer = await service.cancelRun(principal, 42);

    // Assess
    expect(ecsMock.commandCalls(StopTaskCommand)).toHaveLength(1);
    expect(answer).toMatchObject({
      message: 'Test run cancelled successfully',
      test_run: { id: 42, status: 'failed', reason: CANCELLED_REASON },
    });
    expect(lines.map((l) => l.message)).toContain('could not stop the runner; its runners stop on their own');
  });

  it('refuses to stop a runner without the cluster setting (a stopper for group executions only)', async () => {
    // Prepare
    const stopper = awsRunStopper({ stateMachineArn: 'arn:aws:states:eu-west-1:1:stateMachine:tas-run-group' });

    // Act / Assess
    await expect(stopper.stopRunner(42, { companyId: 7, taskArn: TASK })).rejects.toThrow(/TAS_RUNS_CLUSTER_ARN/);
    expect(ecsMock.commandCalls(StopTaskCommand)).toHaveLength(0);
  });
});

describe("the runner's task on its run", () => {
  afterEach(() => ddbMock.reset());
  const repository = () =>
    createRunsRepository(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' })), 'tas-table');

  it("records the task on the run's own item, in its company's partition, only while the run is running", async () => {
    // Prepare
    ddbMock.on(UpdateCommand).resolves({});

    // Act
    await repository().recordRunnerTask(7, 42, TASK);

    // Assess
    const [call] = ddbMock.commandCalls(UpdateCommand);
    expect(call?.args[0].input).toMatchObject({
      TableName: 'tas-table',
      Key: keys.testRun(7, 42),
      UpdateExpression: 'SET runner_task_arn = :task',
      ConditionExpression: '#status = :running',
      ExpressionAttributeValues: { ':task': TASK, ':running': 'running' },
    });
    expect(call?.args[0].input.Key?.pk).toBe('C#7');
  });

  it('fails with RunSettledError when the run has settled before the runner recorded its task', async () => {
    // Prepare
    ddbMock
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));

    // Act / Assess
    await expect(repository().recordRunnerTask(7, 42, TASK)).rejects.toBeInstanceOf(RunSettledError);
  });

  it('reads back the recorded task, and null when none was recorded', async () => {
    // Prepare
    ddbMock
      .on(GetCommand)
      .resolvesOnce({ Item: { runner_task_arn: TASK } })
      .resolvesOnce({ Item: {} });

    // Act
    const recorded = await repository().getRunnerTask(7, 42);
    const none = await repository().getRunnerTask(7, 43);

    // Assess
    expect(recorded).toBe(TASK);
    expect(none).toBeNull();
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      Key: keys.testRun(7, 42),
      ProjectionExpression: 'runner_task_arn',
    });
  });
});
