/**
 * The lane choice of the run-group state machine ("Runner lane"), run by aws-local-stepfunctions on the rendered
 * definition with fake tasks: which runner each run gets, and how the Lambda lane's failures end.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAMBDA_MAX_RUN_SECONDS,
  LAMBDA_LANE_MAX_RUN_SECONDS,
  LAMBDA_MAX_TIMEOUT_SECONDS,
  LAMBDA_SETTLE_MARGIN_SECONDS,
  runTaskTimeoutSeconds,
} from '../../core/defaults';
import type { WorkflowInput, WorkflowRunItem } from '../../core/workflow';
import { createLocalWorkflow, type TaskHandler } from '../../lib/local/workflow';
import {
  definitionText,
  LAMBDA_STATE_TIMEOUT_MARGIN_SECONDS,
  LANE_CHOICE_STATE,
  TASK_STATES,
  withLambdaLane,
} from '../../lib/workflow/definition';

type Run = Pick<WorkflowRunItem, 'device_type' | 'run_timeout_seconds'>;

/** One group of `runs` (browser runs in the browser lane, the others in the mobile lane), ids from 101. */
function groupOf(runs: Run[]): WorkflowInput {
  const items = runs.map((run, index) => ({
    ...run,
    test_run_id: 101 + index,
    company_id: 7,
    test_group_run_id: 9,
    sub_run: false,
  }));
  const lanes = (['browser', 'mobile'] as const)
    .map((lane) => ({
      lane,
      concurrency: 4,
      runs: items.filter((r) => (r.device_type === 'browser') === (lane === 'browser')),
    }))
    .filter((lane) => lane.runs.length > 0);
  return { company_id: 7, test_group_run_id: 9, lanes };
}

/** Fake tasks recording the runs each state got; `lambda` is the Lambda runner's behaviour. */
function fakes(lambda: TaskHandler = async () => ({ exit_code: 0 })) {
  const calls: { state: string; input: any }[] = [];
  const record =
    (state: string, fn: TaskHandler = async () => ({})): TaskHandler =>
    async (value) => {
      calls.push({ state, input: value });
      return fn(value);
    };
  const handlers = Object.fromEntries(
    Object.values(TASK_STATES).map((state) => [
      state,
      record(state, state === TASK_STATES.runBrowserLambda ? lambda : undefined),
    ]),
  );
  /** The test run ids a state ran, in order. */
  const runsOf = (state: string) =>
    calls
      .filter((c) => c.state === state)
      .map((c) =>
        c.input.Overrides
          ? Number(c.input.Overrides.ContainerOverrides[0].Environment[0].Value)
          : Number(c.input.test_run_id),
      )
      .sort();
  return { calls, handlers, runsOf };
}

describe('the lane choice', () => {
  it('sends a browser run whose limit is at most the Lambda maximum to the Lambda runner, longer ones and mobile runs to Fargate', async () => {
    // Prepare
    const f = fakes();
    const group = groupOf([
      { device_type: 'browser', run_timeout_seconds: 60 },
      { device_type: 'browser', run_timeout_seconds: 600 },
      { device_type: 'browser', run_timeout_seconds: 601 },
      { device_type: 'browser', run_timeout_seconds: 1800 },
      { device_type: 'android', run_timeout_seconds: 60 },
      { device_type: 'ios', run_timeout_seconds: 600 },
    ]);

    // Act
    await createLocalWorkflow({ handlers: f.handlers, runTimeoutSeconds: 1800 }).execute(group);

    // Assess
    expect(f.runsOf(TASK_STATES.runBrowserLambda)).toEqual([101, 102]);
    expect(f.runsOf(TASK_STATES.runBrowser)).toEqual([103, 104]);
    expect(f.runsOf(TASK_STATES.runMobile)).toEqual([105, 106]);
    expect(f.runsOf(TASK_STATES.ensureSettled)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(f.runsOf(TASK_STATES.markFailed)).toEqual([]);
  });

  it('follows the configured maximum, and sends every run to Fargate with 0', async () => {
    // Prepare
    const runs: Run[] = [
      { device_type: 'browser', run_timeout_seconds: 300 },
      { device_type: 'browser', run_timeout_seconds: 301 },
    ];
    const at300 = fakes();
    const off = fakes();

    // Act
    await createLocalWorkflow({ handlers: at300.handlers, lambdaMaxRunSeconds: 300 }).execute(groupOf(runs));
    await createLocalWorkflow({ handlers: off.handlers, lambdaMaxRunSeconds: 0 }).execute(groupOf(runs));

    // Assess
    expect(at300.runsOf(TASK_STATES.runBrowserLambda)).toEqual([101]);
    expect(at300.runsOf(TASK_STATES.runBrowser)).toEqual([102]);
    expect(off.runsOf(TASK_STATES.runBrowserLambda)).toEqual([]);
    expect(off.runsOf(TASK_STATES.runBrowser)).toEqual([101, 102]);
  });

  it('marks a run failed with the error of a Lambda runner that failed, as for a task that crashed', async () => {
    // Prepare
    const f = fakes(async () => {
      const error = new Error('The runner exited with code 1 during the run');
      error.name = 'RunnerFailed';
      throw error;
    });

    // Act
    await createLocalWorkflow({ handlers: f.handlers }).execute(
      groupOf([{ device_type: 'browser', run_timeout_seconds: 60 }]),
    );

    // Assess
    const failed = f.calls.filter((c) => c.state === TASK_STATES.markFailed);
    expect(failed.map((c) => c.input)).toEqual([
      {
        company_id: 7,
        test_run_id: 101,
        device_type: 'browser',
        run_timeout_seconds: 60,
        error: { Error: 'RunnerFailed', Cause: 'The runner exited with code 1 during the run' },
      },
    ]);
    expect(f.runsOf(TASK_STATES.ensureSettled)).toEqual([]);
    expect(f.runsOf(TASK_STATES.settleGroup)).toHaveLength(1);
  });

  it('runs on Fargate a run whose Lambda invocation stays throttled, after retrying it', async () => {
    // Prepare: Lambda answers "too many requests" (no concurrency left): the invocation never started
    let attempts = 0;
    const f = fakes(async () => {
      attempts++;
      const error = new Error('Rate Exceeded.');
      error.name = 'Lambda.TooManyRequestsException';
      throw error;
    });

    // Act
    await createLocalWorkflow({ handlers: f.handlers }).execute(
      groupOf([{ device_type: 'browser', run_timeout_seconds: 60 }]),
    );

    // Assess
    expect(attempts).toBe(3);
    expect(f.runsOf(TASK_STATES.runBrowser)).toEqual([101]);
    expect(f.runsOf(TASK_STATES.markFailed)).toEqual([]);
    expect(f.runsOf(TASK_STATES.ensureSettled)).toEqual([101]);
  }, 20_000);
});

describe('the Lambda lane in the definition', () => {
  /** The rendered definition's lane choice threshold and Lambda-lane state. */
  function laneOf(text: string) {
    const inner = JSON.parse(text).States['Run lanes'].ItemProcessor.States['Run tests of lane'].ItemProcessor.States;
    const choice = inner[LANE_CHOICE_STATE];
    return {
      threshold: choice.Choices[0].And[1].NumericLessThanEquals as number,
      next: choice.Choices[0].Next as string,
      state: inner[TASK_STATES.runBrowserLambda],
    };
  }

  it('holds the default maximum in the file and renders the configured one', () => {
    // Act
    const file = laneOf(definitionText());
    const rendered = laneOf(withLambdaLane(definitionText(), 120));

    // Assess
    expect(file.threshold).toBe(DEFAULT_LAMBDA_MAX_RUN_SECONDS);
    expect(file.next).toBe(TASK_STATES.runBrowserLambda);
    expect(rendered.threshold).toBe(120);
    expect(rendered.state.TimeoutSeconds).toBe(LAMBDA_MAX_TIMEOUT_SECONDS + LAMBDA_STATE_TIMEOUT_MARGIN_SECONDS);
    expect(file.state.TimeoutSeconds).toBe(rendered.state.TimeoutSeconds);
    expect(rendered.state.Catch.at(-1)).toEqual({
      ErrorEquals: ['States.ALL'],
      ResultPath: '$.error',
      Next: TASK_STATES.markFailed,
    });
  });

  it('never lets a run longer than Lambda can hold into the lane: the limit, its start-up and the time to settle fit 900 s', () => {
    // Assess
    expect(LAMBDA_LANE_MAX_RUN_SECONDS).toBe(660);
    expect(runTaskTimeoutSeconds(LAMBDA_LANE_MAX_RUN_SECONDS) + LAMBDA_SETTLE_MARGIN_SECONDS).toBe(
      LAMBDA_MAX_TIMEOUT_SECONDS,
    );
    expect(() => withLambdaLane(definitionText(), LAMBDA_LANE_MAX_RUN_SECONDS + 1)).toThrow(
      "the Lambda lane's largest run limit must be a whole number of seconds from 0 to 660, not 661",
    );
    expect(() => withLambdaLane(definitionText(), -1)).toThrow(RangeError);
    expect(() => withLambdaLane(definitionText(), 1.5)).toThrow(RangeError);
  });
});
