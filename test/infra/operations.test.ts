import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_DEFAULTS, operationsSettings } from '../../lib/aws/operations-settings';
import { TestAutomationStack } from '../../lib/aws/stack';
import { testApp } from './test-app';

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DependsOn?: string[] }>;

const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:tas-alarms';

/** The stack's template with `context` on top of cdk.json's. */
function synthesize(context: Record<string, unknown> = {}): { stack: TestAutomationStack; template: Template } {
  const app = testApp({
    context: { ...cdkContext, ...context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stack = new TestAutomationStack(app, 'OperationsTest');
  return { stack, template: Template.fromStack(stack) };
}

const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

describe('operations: defaults', () => {
  let stack: TestAutomationStack;
  let template: Template;
  let resources: Resources;

  beforeAll(() => {
    ({ stack, template } = synthesize());
    resources = template.toJSON().Resources as Resources;
  });

  it('holds the documented defaults in cdk.json, equal to the ones the code falls back on', () => {
    // Assess
    expect(Object.fromEntries(Object.keys(OPERATIONS_DEFAULTS).map((key) => [key, cdkContext[`tas:${key}`]]))).toEqual(
      OPERATIONS_DEFAULTS,
    );
  });

  it('gives every log group a retention, 30 days by default', () => {
    // Act
    const groups = ofType(resources, 'AWS::Logs::LogGroup');

    // Assess
    expect(groups.length).toBeGreaterThan(30);
    for (const [id, group] of groups) expect(group.Properties?.RetentionInDays, id).toBe(30);
  });

  it("creates API Gateway's execution log group before the stage, so it has a retention, and logs errors only", () => {
    // Prepare
    const [[groupId, group]] = ofType(resources, 'AWS::Logs::LogGroup').filter(([id]) =>
      id.startsWith('RestApiExecutionLogs'),
    ) as [[string, Resources[string]]];
    const [[, stage]] = ofType(resources, 'AWS::ApiGateway::Stage') as [[string, Resources[string]]];
    const apiId = stack.getLogicalId(stack.api.api.node.defaultChild as never);

    // Assess
    expect(group.Properties?.LogGroupName).toEqual({
      'Fn::Join': ['', ['API-Gateway-Execution-Logs_', { Ref: apiId }, '/v1']],
    });
    expect(stage.DependsOn).toContain(groupId);
    expect(stage.Properties?.MethodSettings).toEqual([
      expect.objectContaining({ LoggingLevel: 'ERROR', DataTraceEnabled: false, ResourcePath: '/*' }),
    ]);
  });

  it('keeps point-in-time recovery of the table, 35 days back', () => {
    // Assess
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 },
    });
  });

  it('expires run artifacts after 90 days and never uploads, and logs requests to the bucket to a bucket of its own', () => {
    // Prepare
    const bucketId = stack.getLogicalId(stack.bucket.node.defaultChild as never);
    const logsId = stack.getLogicalId(stack.bucket.accessLogs.node.defaultChild as never);
    const bucket = resources[bucketId]!.Properties!;
    const logs = resources[logsId]!.Properties!;

    // Assess
    expect(bucket.LifecycleConfiguration.Rules).toEqual([
      {
        Id: 'abort-incomplete-multipart-uploads',
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      },
      { Id: 'expire-run-artifacts', Prefix: 'runs/', ExpirationInDays: 90, Status: 'Enabled' },
    ]);
    expect(bucket.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logsId },
      LogFilePrefix: 'artifacts/',
    });
    expect(logs.LifecycleConfiguration.Rules).toEqual([
      { Id: 'expire-access-logs', ExpirationInDays: 365, Status: 'Enabled' },
    ]);
    // Delivered under a bucket policy: ACLs stay disabled on both buckets.
    expect(logs.AccessControl).toBeUndefined();
    expect(logs.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:PutObject',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Condition: { ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [bucketId, 'Arn'] } } },
          }),
        ]),
      },
    });
  });

  it('alarms on failed executions, timed-out executions and API 5xx, without actions by default', () => {
    // Prepare
    const machineId = stack.getLogicalId(stack.runs.stateMachine.node.defaultChild as never);
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const byMetric = (name: string) => alarms.filter((a) => a.MetricName === name);

    // Assess
    expect(alarms.map((a) => a.MetricName).sort()).toEqual(['5XXError', 'ExecutionsFailed', 'ExecutionsTimedOut']);
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut']) {
      expect(byMetric(metric)[0]).toMatchObject({
        Namespace: 'AWS/States',
        Dimensions: [{ Name: 'StateMachineArn', Value: { Ref: machineId } }],
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
    expect(byMetric('5XXError')[0]).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Dimensions: [{ Name: 'ApiName', Value: 'test-automation-api' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 5,
    });
    for (const alarm of alarms) expect(alarm.AlarmActions).toBeUndefined();
  });

  it('drops the DependsOn of a function on its own role, which its Role property already orders (cfn-lint W3005)', () => {
    // Act
    const functions = ofType(resources, 'AWS::Lambda::Function');

    // Assess
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) {
      const role = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(fn.DependsOn ?? [], id).not.toContain(role);
      // The role's policy still comes first: a function never runs without its grants.
      expect(fn.DependsOn ?? [], id).toContain(
        Object.keys(resources).find((r) => r.startsWith(role.replace(/[0-9A-F]{8}$/, 'DefaultPolicy')))!,
      );
    }
  });
});

describe('operations: context overrides', () => {
  let template: Template;

  beforeAll(() => {
    ({ template } = synthesize({
      'tas:logRetentionDays': 90,
      'tas:artifactRetentionDays': '14',
      'tas:accessLogRetentionDays': 30,
      'tas:pointInTimeRecoveryDays': 7,
      'tas:executionTimeoutHours': 6,
      'tas:api5xxAlarmThreshold': 20,
      'tas:failedExecutionsAlarmThreshold': 3,
      'tas:alarmTopicArn': TOPIC,
    }));
  });

  it('applies the retention, recovery, limit and alarm settings given as context', () => {
    // Act
    const resources = template.toJSON().Resources as Resources;
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const definition = JSON.stringify(ofType(resources, 'AWS::StepFunctions::StateMachine')[0]![1].Properties);

    // Assess
    for (const [id, group] of ofType(resources, 'AWS::Logs::LogGroup'))
      expect(group.Properties?.RetentionInDays, id).toBe(90);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'runs/', ExpirationInDays: 14 })]) },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ Id: 'expire-access-logs', ExpirationInDays: 30 })] },
    });
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    expect(definition).toContain('\\n  \\"TimeoutSeconds\\": 21600\\n}');
    expect(Object.fromEntries(alarms.map((a) => [a.MetricName, a.Threshold]))).toEqual({
      ExecutionsFailed: 3,
      ExecutionsTimedOut: 1,
      '5XXError': 20,
    });
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([TOPIC]);
      expect(alarm.OKActions).toEqual([TOPIC]);
    }
  });

  it.each([
    [
      { 'tas:logRetentionDays': 31 },
      /tas:logRetentionDays must be one of CloudWatch Logs' retentions \(1, 3, 5, 7, 14, 30/,
    ],
    [{ 'tas:artifactRetentionDays': 0 }, 'tas:artifactRetentionDays must be a whole number of at least 1, not 0'],
    [
      { 'tas:executionTimeoutHours': 'two' },
      'tas:executionTimeoutHours must be a whole number of at least 1, not "two"',
    ],
    [
      { 'tas:pointInTimeRecoveryDays': 36 },
      "tas:pointInTimeRecoveryDays must be 35 at most (DynamoDB's longest), not 36",
    ],
    [{ 'tas:alarmTopicArn': 'tas-alarms' }, 'tas:alarmTopicArn must be the ARN of an SNS topic, not "tas-alarms"'],
  ])('refuses %o at synth, naming the key', (context, message) => {
    // Act
    const read = () => operationsSettings(new Stack(testApp({ context }), 'Context'));

    // Assess
    expect(read).toThrow(message);
  });
});
