/**
 * The Lambda lane as synthesized: the runner function, the state machine's lane choice and invoke, and the settings
 * that change them (CDK context).
 */
import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_MAX_TIMEOUT_SECONDS } from '../../core/defaults';
import { LAMBDA_RUNNER_EPHEMERAL_MB } from '../../lib/aws/browser-runner-function';
import { TestAutomationStack } from '../../lib/aws/stack';
import { LAMBDA_RUNNER_HANDLER } from '../../lib/build/lambda-runner-asset';
import { LANE_CHOICE_STATE, TASK_STATES } from '../../lib/workflow/definition';
import { synthesizedDefinitions } from '../../scripts/check-aws';
import { testApp } from './test-app';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DependsOn?: string[] }>;

const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

/** The stack with cdk.json's context and `context` on top, its resources, and the runner function's logical id. */
function synthesize(context: Record<string, unknown> = {}) {
  const app = testApp({
    context: { ...cdkContext, ...context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stack = new TestAutomationStack(app, 'LaneTest');
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Resources;
  const functionId = stack.getLogicalId(stack.runs.browserRunner.function.node.defaultChild as never);
  return { stack, template, resources, functionId };
}

/** The Map iteration's states of the synthesized definition (references replaced by stand-ins). */
function runStatesOf(template: Template): Record<string, any> {
  const [definition] = Object.values(synthesizedDefinitions(template.toJSON() as never)) as any[];
  return definition.States['Run lanes'].ItemProcessor.States['Run tests of lane'].ItemProcessor.States;
}

describe('the Lambda runner function', () => {
  let synthesized: ReturnType<typeof synthesize>;
  let fn: Record<string, any>;

  beforeAll(() => {
    synthesized = synthesize();
    fn = synthesized.resources[synthesized.functionId]!.Properties;
  });

  it("runs Node 22 on x86-64 (the shipped Chromium's and ffmpeg's), 3008 MB, Lambda's longest timeout, 2 GB of /tmp", () => {
    // Assess
    expect(fn).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['x86_64'],
      Handler: LAMBDA_RUNNER_HANDLER,
      MemorySize: 3008,
      Timeout: LAMBDA_MAX_TIMEOUT_SECONDS,
      EphemeralStorage: { Size: LAMBDA_RUNNER_EPHEMERAL_MB },
    });
    // Outside the VPC (its public subnets have no NAT: a function inside them could not reach the web), no tracing,
    // no reserved concurrency unless configured.
    expect(fn.VpcConfig).toBeUndefined();
    expect(fn.TracingConfig).toBeUndefined();
    expect(fn.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('logs to a log group of its own, kept as long as every other', () => {
    // Act
    const groupId = fn.LoggingConfig.LogGroup.Ref as string;

    // Assess
    expect(synthesized.resources[groupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
    });
  });

  it('is what the lane choice sends short browser runs to: its ARN, the run as its event, failures to "Mark run failed"', () => {
    // Act
    const states = runStatesOf(synthesized.template);
    const choice = states[LANE_CHOICE_STATE];
    const lambda = states[TASK_STATES.runBrowserLambda];

    // Assess
    expect(choice.Choices).toEqual([
      {
        And: [
          { Variable: '$.device_type', StringEquals: 'browser' },
          { Variable: '$.run_timeout_seconds', NumericLessThanEquals: 600 },
        ],
        Next: TASK_STATES.runBrowserLambda,
      },
      { Variable: '$.device_type', StringEquals: 'browser', Next: TASK_STATES.runBrowser },
    ]);
    expect(choice.Default).toBe(TASK_STATES.runMobile);
    expect(lambda.Resource).toBe(`arn:aws:lambda:us-east-1:123456789012:function:${synthesized.functionId}`);
    expect(lambda.Parameters).toEqual({
      'company_id.$': '$.company_id',
      'test_run_id.$': '$.test_run_id',
      'run_timeout_seconds.$': '$.run_timeout_seconds',
    });
    expect(lambda.TimeoutSeconds).toBeGreaterThan(LAMBDA_MAX_TIMEOUT_SECONDS);
    expect(lambda.Next).toBe(TASK_STATES.ensureSettled);
    expect(lambda.Catch).toEqual([
      {
        ErrorEquals: ['Lambda.TooManyRequestsException'],
        ResultPath: '$.lambda_lane_error',
        Next: TASK_STATES.runBrowser,
      },
      { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: TASK_STATES.markFailed },
    ]);
  });

  it('may be invoked by the state machine, and by no other principal', () => {
    // Act
    const permissions = Object.values(synthesized.resources).filter(
      (r) =>
        r.Type === 'AWS::Lambda::Permission' &&
        JSON.stringify(r.Properties.FunctionName).includes(synthesized.functionId),
    );
    const invokers = Object.values(synthesized.resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .filter((r) =>
        (r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).some(
          (s) =>
            [s.Action].flat().includes('lambda:InvokeFunction') &&
            JSON.stringify(s.Resource).includes(synthesized.functionId),
        ),
      )
      .flatMap((r) => (r.Properties.Roles as { Ref: string }[]).map((ref) => ref.Ref));

    // Assess
    expect(permissions).toEqual([]);
    expect(invokers).toHaveLength(1);
    expect(invokers[0]).toMatch(/^RunsRunGroupRole/);
  });
});

describe('the Lambda lane settings (CDK context)', () => {
  it('moves the lane boundary, sizes the function and reserves concurrency as configured', () => {
    // Act
    const { resources, functionId, template } = synthesize({
      'tas:lambdaMaxRunSeconds': 300,
      'tas:lambdaRunnerMemoryMb': 4096,
      'tas:lambdaRunnerReservedConcurrency': 5,
    });

    // Assess
    expect(resources[functionId]!.Properties).toMatchObject({ MemorySize: 4096, ReservedConcurrentExecutions: 5 });
    expect(runStatesOf(template)[LANE_CHOICE_STATE].Choices[0].And[1].NumericLessThanEquals).toBe(300);
  });

  it('turns the lane off with 0: no run goes to the function', () => {
    // Act
    const { template } = synthesize({ 'tas:lambdaMaxRunSeconds': 0 });

    // Assess
    expect(runStatesOf(template)[LANE_CHOICE_STATE].Choices[0].And[1].NumericLessThanEquals).toBe(0);
  });

  it("refuses at synth a limit Lambda cannot hold and memory outside the runner's range, naming the key", () => {
    // Assess
    expect(() => synthesize({ 'tas:lambdaMaxRunSeconds': 661 })).toThrow(/tas:lambdaMaxRunSeconds must be 660 at most/);
    expect(() => synthesize({ 'tas:lambdaMaxRunSeconds': -1 })).toThrow(
      'tas:lambdaMaxRunSeconds must be a whole number of at least 0, not -1',
    );
    expect(() => synthesize({ 'tas:lambdaRunnerMemoryMb': 1024 })).toThrow(
      'tas:lambdaRunnerMemoryMb must be from 2048 to 10240, not 1024',
    );
    expect(() => synthesize({ 'tas:lambdaRunnerReservedConcurrency': 0 })).toThrow(
      'tas:lambdaRunnerReservedConcurrency must be a whole number of at least 1, not 0',
    );
  });
});
