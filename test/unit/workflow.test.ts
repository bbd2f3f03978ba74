import { describe, expect, it } from 'vitest';
import { runTaskTimeoutSeconds } from '../../core/defaults';
import type { WorkflowInput, WorkflowRunItem } from '../../core/workflow';
import { createLocalWorkflow, type TaskHandler } from '../../lib/local/workflow';
import {
  definitionText,
  placeholdersIn,
  TASK_STATES,
  withLambdaLane,
  withRunTimeout,
} from '../../lib/workflow/definition';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function input(
  lanes: { lane: 'browser' | 'mobile'; concurrency: number; devices: WorkflowRunItem['device_type'][] }[],
  runTimeoutSeconds = 60,
) {
  let id = 100;
  const value: WorkflowInput = {
    company_id: 7,
    test_group_run_id: 9,
    lanes: lanes.map((l) => ({
      lane: l.lane,
      concurrency: l.concurrency,
      runs: l.devices.map((device_type) => ({
        test_run_id: ++id,
        company_id: 7,
        test_group_run_id: 9,
        device_type,
        run_timeout_seconds: runTimeoutSeconds,
        sub_run: false,
      })),
    })),
  };
  return value;
}

/** Fake tasks that record what the state machine asked for. */
function fakes(runTask: (env: Record<string, string>, state: string) => Promise<unknown>) {
  const calls: { state: string; input: any }[] = [];
  const record =
    (state: string, fn: TaskHandler = async () => ({})): TaskHandler =>
    async (value) => {
      calls.push({ state, input: value });
      return fn(value);
    };
  // The runner's variables: a run task's container environment, or the Lambda runner's event.
  const envOf = (value: any): Record<string, string> =>
    value.Overrides
      ? Object.fromEntries(
          (value.Overrides.ContainerOverrides[0].Environment as { Name: string; Value: string }[]).map((e) => [
            e.Name,
            e.Value,
          ]),
        )
      : {
          TAS_TEST_RUN_ID: String(value.test_run_id),
          TAS_COMPANY_ID: String(value.company_id),
          TAS_RUN_TIMEOUT_SECONDS: String(value.run_timeout_seconds),
        };
  const run = (state: string) => record(state, (v) => runTask(envOf(v), state));
  const handlers = {
    [TASK_STATES.acquireSlot]: record(TASK_STATES.acquireSlot),
    [TASK_STATES.runBrowser]: run(TASK_STATES.runBrowser),
    [TASK_STATES.runBrowserLambda]: run(TASK_STATES.runBrowserLambda),
    [TASK_STATES.runMobile]: run(TASK_STATES.runMobile),
    [TASK_STATES.markFailed]: record(TASK_STATES.markFailed),
    [TASK_STATES.ensureSettled]: record(TASK_STATES.ensureSettled),
    [TASK_STATES.settleGroup]: record(TASK_STATES.settleGroup),
  };
  const of = (state: string) => calls.filter((c) => c.state === state);
  /** Browser runs, in either lane. */
  const browserRuns = () => [...of(TASK_STATES.runBrowser), ...of(TASK_STATES.runBrowserLambda)];
  return { calls, handlers, of, browserRuns };
}

describe('run-group state machine (aws-local-stepfunctions, fake tasks)', () => {
  it('runs every test run and never more at once than the lane concurrency', async () => {
    // Prepare
    let inFlight = 0;
    let maxInFlight = 0;
    const f = fakes(async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await sleep(30);
      inFlight--;
      return { exit_code: 0 };
    });
    const workflow = createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 });

    // Act
    await workflow.execute(input([{ lane: 'browser', concurrency: 2, devices: Array(7).fill('browser') }]));

    // Assess
    expect(f.browserRuns()).toHaveLength(7);
    expect(maxInFlight).toBe(2);
    expect(f.of(TASK_STATES.ensureSettled)).toHaveLength(7);
    expect(f.of(TASK_STATES.markFailed)).toHaveLength(0);
  });

  it('passes the run id, company and run limit to a Fargate runner as container environment', async () => {
    const envs: Record<string, string>[] = [];
    const f = fakes(async (env) => {
      envs.push(env);
      return {};
    });
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60, lambdaMaxRunSeconds: 0 }).execute(
      input([{ lane: 'browser', concurrency: 1, devices: ['browser'] }]),
    );
    expect(f.of(TASK_STATES.runBrowser)).toHaveLength(1);
    expect(envs).toEqual([{ TAS_TEST_RUN_ID: '101', TAS_COMPANY_ID: '7', TAS_RUN_TIMEOUT_SECONDS: '60' }]);
  });

  it('passes the run id, company and run limit to the Lambda runner as its event, and nothing else', async () => {
    const f = fakes(async () => ({ exit_code: 0 }));
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 }).execute(
      input([{ lane: 'browser', concurrency: 1, devices: ['browser'] }]),
    );
    expect(f.of(TASK_STATES.runBrowserLambda).map((c) => c.input)).toEqual([
      { company_id: 7, test_run_id: 101, run_timeout_seconds: 60 },
    ]);
    expect(f.of(TASK_STATES.ensureSettled)).toHaveLength(1);
  });

  it('routes each run by device type to a browser lane or the mobile run task', async () => {
    const f = fakes(async () => ({}));
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 }).execute(
      input([
        { lane: 'browser', concurrency: 2, devices: ['browser', 'browser'] },
        { lane: 'mobile', concurrency: 1, devices: ['android', 'ios'] },
      ]),
    );
    expect(f.browserRuns().map((c) => c.input.test_run_id)).toEqual(expect.arrayContaining([101, 102]));
    expect(f.browserRuns()).toHaveLength(2);
    expect(f.of(TASK_STATES.runMobile)).toHaveLength(2);
    expect(f.of(TASK_STATES.runMobile).every((c) => c.input.TaskDefinition === 'local-mobile-runner')).toBe(true);
  });

  it('catches a crashed run task and calls mark-failed with its error, while the other runs go on', async () => {
    const f = fakes(async (env) => {
      if (env.TAS_TEST_RUN_ID === '102') {
        const error = new Error('The runner was killed (SIGKILL) during the run');
        error.name = 'RunnerFailed';
        throw error;
      }
      return {};
    });
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 }).execute(
      input([{ lane: 'browser', concurrency: 3, devices: ['browser', 'browser', 'browser'] }]),
    );
    const failed = f.of(TASK_STATES.markFailed);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.input).toMatchObject({
      company_id: 7,
      test_run_id: 102,
      device_type: 'browser',
      error: { Error: 'RunnerFailed', Cause: 'The runner was killed (SIGKILL) during the run' },
    });
    expect(
      f
        .of(TASK_STATES.ensureSettled)
        .map((c) => c.input.test_run_id)
        .sort(),
    ).toEqual([101, 103]);
  });

  it('gives a run task its start-up on top of the run limit: as long again, at most 3 minutes', () => {
    expect(runTaskTimeoutSeconds(40)).toBe(80);
    expect(runTaskTimeoutSeconds(1800)).toBe(1980);
    const states = JSON.stringify(JSON.parse(withRunTimeout(definitionText(), 40)));
    // The two run tasks; the Lambda lane's state keeps the function's own limit.
    expect(states.match(/"TimeoutSeconds":80\b/g)).toHaveLength(2);
    expect(JSON.stringify(JSON.parse(withLambdaLane(definitionText(), 600)))).toMatch(/"TimeoutSeconds":930\b/);
    expect(states).not.toMatch(/"TimeoutSeconds":40\b/);
  });

  it('does not fail a Fargate run task whose start-up took it past the run limit, within the allowance', async () => {
    const f = fakes(() => sleep(1_400));
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 1, lambdaMaxRunSeconds: 0 }).execute(
      input([{ lane: 'browser', concurrency: 1, devices: ['browser'] }]),
    );
    expect(f.of(TASK_STATES.markFailed)).toEqual([]);
  });

  it('fails a run whose Fargate task exceeds the run limit with States.Timeout', async () => {
    const f = fakes(() => sleep(5_000));
    const value = input([{ lane: 'browser', concurrency: 1, devices: ['browser'] }]);
    const started = Date.now();
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 1, lambdaMaxRunSeconds: 0 }).execute(value);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(f.of(TASK_STATES.markFailed)[0]?.input.error.Error).toBe('States.Timeout');
  });

  it('settles the group once, after every run has finished', async () => {
    const order: string[] = [];
    const f = fakes(async (env) => {
      await sleep((Number(env.TAS_TEST_RUN_ID) % 3) * 10);
      order.push(`run ${env.TAS_TEST_RUN_ID}`);
      return {};
    });
    const settle = f.handlers[TASK_STATES.settleGroup];
    f.handlers[TASK_STATES.settleGroup] = async (v) => {
      order.push('settle');
      return settle(v);
    };
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 }).execute(
      input([
        { lane: 'browser', concurrency: 2, devices: ['browser', 'browser', 'browser'] },
        { lane: 'mobile', concurrency: 1, devices: ['android'] },
      ]),
    );
    expect(f.of(TASK_STATES.settleGroup)).toEqual([
      { state: TASK_STATES.settleGroup, input: { company_id: 7, test_group_run_id: 9 } },
    ]);
    expect(order.at(-1)).toBe('settle');
    expect(order).toHaveLength(5);
  });

  it('settles the group even when marking a run failed keeps failing', async () => {
    const f = fakes(async () => {
      throw new Error('boom');
    });
    f.handlers[TASK_STATES.markFailed] = async () => {
      throw new Error('store down');
    };
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 60 }).execute(
      input([{ lane: 'browser', concurrency: 1, devices: ['browser'] }]),
    );
    expect(f.of(TASK_STATES.settleGroup)).toHaveLength(1);
  }, 20_000);

  it('uses only placeholders that the CDK app and the local executor fill', () => {
    const text = definitionText();
    expect(placeholdersIn(text).sort()).toEqual(
      [
        'AcquireSlotFunctionArn',
        'BrowserRunnerFunctionArn',
        'BrowserTaskDefinitionArn',
        'ClusterArn',
        'FinishRunFunctionArn',
        'MobileTaskDefinitionArn',
        'RunTaskResource',
        'RunnerContainerName',
        'SecurityGroupId',
        'SettleGroupFunctionArn',
        'SubnetIds',
      ].sort(),
    );
  });
});
