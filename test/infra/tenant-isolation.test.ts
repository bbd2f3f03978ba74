import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV, TENANT_SESSION_TAG } from '../../core/config';
import { keys, uploadPrefix } from '../../lambdas/repositories/keys';
import { credentialsContext } from '../../lambdas/services/blueprints-records';
import { RUNNER_TABLE_ACTIONS } from '../../lib/aws/runs';
import { TestAutomationStack } from '../../lib/aws/stack';
import { runArtifactPrefix } from '../../runner-image/src/ports/artifact-store';
import { type Decision, evaluate, type Request, resolve, type Statement } from './iam-evaluator';
import { testApp } from './test-app';

type Resource = { Type: string; Properties: Record<string, any> };

let resources: Record<string, Resource>;
let types: Record<string, string>;
let tenantRoleId: string;
let taskRoleId: string;
/** The Lambda runner's role and function (the Lambda lane). */
let lambdaRoleId: string;
let lambdaFunctionId: string;
/** Logical ids of the service's table, bucket, credentials key and the runners' VPC. */
let ids: { table: string; bucket: string; key: string; vpc: string };

/** The statements of the policies attached to a role, as synthesized. */
function policiesOf(roleId: string): Statement[] {
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
}

function logicalIdOf(stack: TestAutomationStack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as never);
}

beforeAll(() => {
  // Prepare
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new TestAutomationStack(app, 'TenantTest');

  // Act
  resources = Template.fromStack(stack).toJSON().Resources;
  types = Object.fromEntries(Object.entries(resources).map(([id, r]) => [id, r.Type]));
  tenantRoleId = logicalIdOf(stack, stack.runs.tenantRole);
  taskRoleId = logicalIdOf(stack, stack.runs.taskDefinition.taskRole as never);
  lambdaRoleId = logicalIdOf(stack, stack.runs.browserRunner.role as never);
  lambdaFunctionId = logicalIdOf(stack, stack.runs.browserRunner.function);
  ids = {
    table: logicalIdOf(stack, stack.table),
    bucket: logicalIdOf(stack, stack.bucket),
    key: logicalIdOf(stack, stack.credentialsKey),
    vpc: logicalIdOf(stack, stack.runs.vpc),
  };
});

describe('the tenant role, as synthesized', () => {
  it('grants the runner table actions only on the partition C#<session company>, and two narrow writes outside', () => {
    // Act
    const table = policiesOf(tenantRoleId).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    const tableArn = { 'Fn::GetAtt': [ids.table, 'Arn'] };

    // Assess
    expect(table).toEqual([
      {
        Sid: 'CompanyItems',
        Effect: 'Allow',
        Action: [...RUNNER_TABLE_ACTIONS],
        Resource: tableArn,
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [`C#\${aws:PrincipalTag/company}`] },
          Null: { 'dynamodb:LeadingKeys': 'false' },
        },
      },
      {
        Sid: 'IdSequences',
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Resource: tableArn,
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['SEQ'] },
          Null: { 'dynamodb:LeadingKeys': 'false' },
        },
      },
      {
        Sid: 'RunCompanyMarkers',
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Resource: tableArn,
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['RUNNERS'] },
          Null: { 'dynamodb:LeadingKeys': 'false' },
        },
      },
    ]);
    expect(RUNNER_TABLE_ACTIONS).not.toContain('dynamodb:DeleteItem');
    expect(RUNNER_TABLE_ACTIONS).not.toContain('dynamodb:Scan');
  });

  it("grants object puts under runs/<company>/ and reads under files/<company>/, and Decrypt of the company's credentials", () => {
    // Act
    const rest = policiesOf(tenantRoleId).filter((s) => ![s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    const bucket = ids.bucket;
    const objects = (pattern: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, pattern]] });

    // Assess
    expect(rest).toEqual([
      {
        Sid: 'CompanyRunArtifacts',
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: objects(`/runs/\${aws:PrincipalTag/company}/*`),
      },
      {
        Sid: 'CompanyUploads',
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: objects(`/files/\${aws:PrincipalTag/company}/*`),
      },
      {
        Sid: 'CompanyCredentials',
        Effect: 'Allow',
        Action: 'kms:Decrypt',
        Resource: { 'Fn::GetAtt': [ids.key, 'Arn'] },
        Condition: { StringEquals: { 'kms:EncryptionContext:company_id': `\${aws:PrincipalTag/company}` } },
      },
    ]);
  });

  it("may be assumed by the runner's roles only (the task's, the Lambda runner's), with the company tag and no other", () => {
    // Act
    const trust = resources[tenantRoleId]!.Properties.AssumeRolePolicyDocument.Statement;
    const condition = {
      StringLike: { 'aws:RequestTag/company': '?*' },
      StringNotLike: { 'aws:RequestTag/company': '*/*' },
      'ForAllValues:StringEquals': { 'aws:TagKeys': ['company'] },
    };

    // Assess
    expect(trust).toEqual([
      {
        Effect: 'Allow',
        Action: ['sts:AssumeRole', 'sts:TagSession'],
        Principal: { AWS: { 'Fn::GetAtt': [taskRoleId, 'Arn'] } },
        Condition: condition,
      },
      {
        Sid: 'Runner2',
        Effect: 'Allow',
        Action: ['sts:AssumeRole', 'sts:TagSession'],
        Principal: { AWS: { 'Fn::GetAtt': [lambdaRoleId, 'Arn'] } },
        Condition: condition,
      },
    ]);
  });
});

describe("the runner's task role, as synthesized", () => {
  it('holds no grant on the table, the bucket or the credentials key: it may assume the tenant role and start sub-runs', () => {
    // Act
    const statements = policiesOf(taskRoleId);
    const actions = statements.flatMap((s) => [s.Action].flat());

    // Assess
    expect(actions.filter((a) => /^(dynamodb|s3|kms):/.test(a))).toEqual([]);
    expect(statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('sts:')))).toEqual([
      {
        Effect: 'Allow',
        Action: ['sts:AssumeRole', 'sts:TagSession'],
        Resource: { 'Fn::GetAtt': [tenantRoleId, 'Arn'] },
      },
    ]);
    expect(actions.sort()).toEqual(['states:StartExecution', 'sts:AssumeRole', 'sts:TagSession']);
  });

  it('is named by no bucket or key policy (the only grants of data are identity policies)', () => {
    // Act
    const resourcePolicies = Object.values(resources)
      .filter((r) => r.Type === 'AWS::S3::BucketPolicy' || r.Type === 'AWS::KMS::Key')
      .map((r) => JSON.stringify(r.Properties.PolicyDocument ?? r.Properties.KeyPolicy));

    // Assess
    expect(resourcePolicies.length).toBeGreaterThan(0);
    for (const policy of resourcePolicies) {
      expect(policy).not.toContain(taskRoleId);
      expect(policy).not.toContain(tenantRoleId);
    }
  });

  it('is shared by the browser and the mobile task, whose runner containers get the tenant role and the VPC as denied egress', () => {
    // Act
    const tasks = Object.values(resources).filter((r) => r.Type === 'AWS::ECS::TaskDefinition');
    const vpc = ids.vpc;

    // Assess
    expect(tasks).toHaveLength(2);
    for (const task of tasks) {
      expect(task.Properties.TaskRoleArn).toEqual({ 'Fn::GetAtt': [taskRoleId, 'Arn'] });
      const env = Object.fromEntries(
        (task.Properties.ContainerDefinitions[0].Environment as { Name: string; Value: unknown }[]).map((e) => [
          e.Name,
          e.Value,
        ]),
      );
      expect(env[ENV.tenantRoleArn]).toEqual({ 'Fn::GetAtt': [tenantRoleId, 'Arn'] });
      expect(env[ENV.egressDeny]).toEqual({ 'Fn::GetAtt': [vpc, 'CidrBlock'] });
    }
  });
});

describe("the Lambda runner's role, as synthesized", () => {
  it('may assume the tenant role, start sub-runs and write its own log group, and nothing else', () => {
    // Act
    const statements = policiesOf(lambdaRoleId);
    const logGroupId = resources[lambdaFunctionId]!.Properties.LoggingConfig.LogGroup.Ref as string;

    // Assess: the same grants as the task role's, plus its logs (a task's go through its execution role)
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: ['sts:AssumeRole', 'sts:TagSession'],
        Resource: { 'Fn::GetAtt': [tenantRoleId, 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: 'states:StartExecution',
        Resource: expect.objectContaining({ 'Fn::Join': expect.anything() }),
      },
    ]);
    expect(JSON.stringify(statements[2]!.Resource)).toContain(':stateMachine:TenantTest-run-group');
    expect(resources[lambdaRoleId]!.Properties.ManagedPolicyArns).toBeUndefined();
    expect(resources[lambdaRoleId]!.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'lambda.amazonaws.com' } },
    ]);
  });

  it('runs with the tenant role and the VPC as denied egress, like the runner containers', () => {
    // Act
    const env = resources[lambdaFunctionId]!.Properties.Environment.Variables as Record<string, unknown>;
    const [container] = Object.values(resources).find((r) => r.Type === 'AWS::ECS::TaskDefinition')!.Properties
      .ContainerDefinitions as { Environment: { Name: string; Value: unknown }[] }[];
    const containerEnv = Object.fromEntries(container!.Environment.map((e) => [e.Name, e.Value]));

    // Assess: the container's variables but the region, which Lambda sets itself
    expect(env[ENV.tenantRoleArn]).toEqual({ 'Fn::GetAtt': [tenantRoleId, 'Arn'] });
    expect(env[ENV.egressDeny]).toEqual({ 'Fn::GetAtt': [ids.vpc, 'CidrBlock'] });
    const { [ENV.region]: region, ...rest } = containerEnv;
    expect(region).toBeDefined();
    expect(env).toEqual(rest);
  });
});

describe('the synthesized tenant policy, evaluated against companies', () => {
  let tenant: Statement[];
  let task: Statement[];
  let tableArn: string;
  let bucketArn: string;
  let keyArn: string;

  beforeAll(() => {
    tenant = resolve(policiesOf(tenantRoleId), types) as Statement[];
    task = resolve(policiesOf(taskRoleId), types) as Statement[];
    tableArn = resolve({ 'Fn::GetAtt': [ids.table, 'Arn'] }, types) as string;
    bucketArn = resolve({ 'Fn::GetAtt': [ids.bucket, 'Arn'] }, types) as string;
    keyArn = resolve({ 'Fn::GetAtt': [ids.key, 'Arn'] }, types) as string;
  });

  /** A request of company 12's session (the tag as the runner sets it). */
  const as12 = (request: Omit<Request, 'principalTags'>): Request => ({
    ...request,
    principalTags: { [TENANT_SESSION_TAG]: '12' },
  });
  const item = (action: string, ...partitionKeys: string[]) =>
    as12({ action: `dynamodb:${action}`, resource: tableArn, context: { 'dynamodb:LeadingKeys': partitionKeys } });
  const object = (action: string, key: string) => as12({ action: `s3:${action}`, resource: `${bucketArn}/${key}` });
  const decrypt = (context: Record<string, string>, resource = keyArn) =>
    as12({
      action: 'kms:Decrypt',
      resource,
      context: Object.fromEntries(Object.entries(context).map(([k, v]) => [`kms:EncryptionContext:${k}`, v])),
    });
  const decide = (request: Request): Decision => evaluate(tenant, request);

  it("lets company 12's session read and write its own items, by key, query and batch", () => {
    // Act
    const decisions = {
      getRun: decide(item('GetItem', keys.testRun(12, 5).pk)),
      putStep: decide(item('PutItem', keys.stepResult(12, 5, 1, 0).pk)),
      updateRun: decide(item('UpdateItem', keys.testRun(12, 5).pk)),
      queryRun: decide(item('Query', companyPkOf(12))),
      batchWritePlans: decide(item('BatchWriteItem', keys.actionCache(12, 'a').pk, keys.stepPlan(12, 'b').pk)),
      batchGetRuns: decide(item('BatchGetItem', keys.testRun(12, 5).pk, keys.testRun(12, 6).pk)),
      conditionCheckBlueprint: decide(item('ConditionCheckItem', keys.blueprint(12, 3).pk)),
    };

    // Assess
    expect(Object.values(decisions).every((d) => d === 'allow')).toBe(true);
  });

  it("denies company 12's session every item of company 13, and of company 123 (no prefix match)", () => {
    // Act
    const decisions = [
      decide(item('GetItem', keys.testRun(13, 5).pk)),
      decide(item('PutItem', keys.stepResult(13, 5, 1, 0).pk)),
      decide(item('Query', companyPkOf(13))),
      decide(item('GetItem', keys.testRun(123, 5).pk)),
      decide(item('UpdateItem', keys.company(123).pk)),
      decide(item('GetItem', keys.company(1).pk)),
      decide(item('GetItem', `${companyPkOf(12)}#RUNNING`)),
    ];

    // Assess
    expect(decisions).toEqual(Array(decisions.length).fill('implicit deny'));
  });

  it('denies a batch or a request that mixes its own keys with another company’s', () => {
    // Act
    const write = decide(item('BatchWriteItem', keys.actionCache(12, 'a').pk, keys.actionCache(13, 'a').pk));
    const read = decide(item('BatchGetItem', keys.testRun(12, 5).pk, keys.testRun(13, 5).pk));

    // Assess
    expect([write, read]).toEqual(['implicit deny', 'implicit deny']);
  });

  it('allows a transaction of a sub-run item by item: its company items, its ids and its run marker', () => {
    // Prepare
    // (DynamoDB authorizes each item of TransactWriteItems with the action of that item)
    const transaction = [
      item('PutItem', keys.groupRun(12, 40).pk),
      item('PutItem', keys.testRun(12, 41).pk),
      item('PutItem', keys.runCompany(12).pk),
    ];

    // Act
    const ids = decide(item('UpdateItem', keys.sequence('testRun').pk));
    const items = transaction.map(decide);
    const withOtherCompany = [...transaction, item('PutItem', keys.testRun(13, 41).pk)].map(decide);

    // Assess
    expect(ids).toBe('allow');
    expect(items).toEqual(['allow', 'allow', 'allow']);
    expect(withOtherCompany.every((d) => d === 'allow')).toBe(false);
  });

  it('allows outside a company only UpdateItem on SEQ and PutItem on RUNNERS: no read, no other key', () => {
    // Act
    const decisions = [
      decide(item('GetItem', keys.sequence('testRun').pk)),
      decide(item('PutItem', keys.sequence('testRun').pk)),
      decide(item('Query', keys.runCompaniesPk)),
      decide(item('GetItem', keys.runCompany(13).pk)),
      decide(item('UpdateItem', keys.runCompany(13).pk)),
      decide(item('GetItem', keys.apiKey('ab'.repeat(32)).pk)),
    ];

    // Assess
    expect(decisions).toEqual(Array(decisions.length).fill('implicit deny'));
  });

  it('denies actions it does not grant, requests without a partition key, and the table’s index', () => {
    // Act
    const decisions = [
      decide(item('DeleteItem', keys.testRun(12, 5).pk)),
      decide(item('Scan')),
      decide(as12({ action: 'dynamodb:Scan', resource: tableArn })),
      decide(as12({ action: 'dynamodb:GetItem', resource: tableArn })),
      decide(
        as12({
          action: 'dynamodb:Query',
          resource: `${tableArn}/index/gsi1`,
          context: { 'dynamodb:LeadingKeys': [companyPkOf(12)] },
        }),
      ),
    ];

    // Assess
    expect(decisions).toEqual(Array(decisions.length).fill('implicit deny'));
  });

  it("lets company 12's session put its run artifacts and read its uploads, and nothing else in the bucket", () => {
    // Act
    const allowed = [
      decide(object('PutObject', `${runArtifactPrefix(12, 5)}step-1.png`)),
      decide(object('PutObject', `${runArtifactPrefix(12, 5)}video/attempt-1.webm`)),
      decide(object('GetObject', `${uploadPrefix(12)}app-7.apk`)),
    ];
    const denied = [
      decide(object('PutObject', `${runArtifactPrefix(13, 5)}step-1.png`)),
      decide(object('PutObject', `${runArtifactPrefix(123, 5)}step-1.png`)),
      decide(object('PutObject', 'runs/12')),
      decide(object('PutObject', 'runs/12x/5/a.png')),
      decide(object('GetObject', `${uploadPrefix(13)}app-7.apk`)),
      decide(object('GetObject', `${uploadPrefix(123)}app-7.apk`)),
      // Only puts of artifacts, only reads of uploads.
      decide(object('GetObject', `${runArtifactPrefix(12, 5)}step-1.png`)),
      decide(object('PutObject', `${uploadPrefix(12)}app-7.apk`)),
      decide(object('DeleteObject', `${runArtifactPrefix(12, 5)}step-1.png`)),
      decide(object('PutObject', '12/runs/5/a.png')),
      decide(as12({ action: 's3:ListBucket', resource: bucketArn })),
    ];

    // Assess
    expect(allowed).toEqual(['allow', 'allow', 'allow']);
    expect(denied).toEqual(Array(denied.length).fill('implicit deny'));
  });

  it("decrypts credentials sealed for company 12 only (the encryption context's company_id)", () => {
    // Act
    const own = decide(decrypt(credentialsContext(12, 3)));
    const other = decide(decrypt(credentialsContext(13, 3)));
    const longer = decide(decrypt(credentialsContext(123, 3)));
    const noContext = decide(decrypt({}));
    const otherKey = decide(decrypt(credentialsContext(12, 3), keyArn.replace(/key\/.*/, 'key/another')));

    // Assess
    expect(own).toBe('allow');
    expect([other, longer, noContext, otherKey]).toEqual(Array(4).fill('implicit deny'));
  });

  it('grants a session without the company tag nothing', () => {
    // Act
    const decisions = [
      evaluate(tenant, { action: 'dynamodb:GetItem', resource: tableArn, context: { 'dynamodb:LeadingKeys': ['C#'] } }),
      evaluate(tenant, { action: 's3:PutObject', resource: `${bucketArn}/runs//a.png` }),
      evaluate(tenant, {
        action: 'kms:Decrypt',
        resource: keyArn,
        context: { 'kms:EncryptionContext:company_id': '' },
      }),
    ];

    // Assess
    expect(decisions).toEqual(Array(decisions.length).fill('implicit deny'));
  });

  it("gives the runner roles' own credentials (the task's, the Lambda runner's) no access to any company's data", () => {
    // Prepare
    const lambda = resolve(policiesOf(lambdaRoleId), types) as Statement[];

    for (const [name, role] of [
      ['task role', task],
      ['Lambda runner role', lambda],
    ] as const) {
      // Act
      const decisions = [
        evaluate(role, item('GetItem', keys.testRun(12, 5).pk)),
        evaluate(role, item('PutItem', keys.testRun(13, 5).pk)),
        evaluate(role, object('PutObject', `${runArtifactPrefix(12, 5)}a.png`)),
        evaluate(role, object('GetObject', `${uploadPrefix(12)}a.apk`)),
        evaluate(role, decrypt(credentialsContext(12, 3))),
      ];

      // Assess
      expect(decisions, name).toEqual(Array(decisions.length).fill('implicit deny'));
    }
  });

  describe('the trust policy', () => {
    let trust: Statement[];
    let taskRoleArn: string;
    const assume = (principal: string, tags: Record<string, string>, action = 'sts:AssumeRole'): Request => ({
      action,
      principal,
      context: {
        ...Object.fromEntries(Object.entries(tags).map(([k, v]) => [`aws:RequestTag/${k}`, v])),
        'aws:TagKeys': Object.keys(tags),
      },
    });

    beforeAll(() => {
      trust = resolve(resources[tenantRoleId]!.Properties.AssumeRolePolicyDocument.Statement, types) as Statement[];
      taskRoleArn = resolve({ 'Fn::GetAtt': [taskRoleId, 'Arn'] }, types) as string;
    });

    it('lets the task role assume the role with a company tag, tagging the session', () => {
      // Act
      const assumed = evaluate(trust, assume(taskRoleArn, { company: '12' }));
      const tagged = evaluate(trust, assume(taskRoleArn, { company: '12' }, 'sts:TagSession'));

      // Assess
      expect([assumed, tagged]).toEqual(['allow', 'allow']);
    });

    it('refuses another principal, a missing or empty tag, a value with a slash and any other tag', () => {
      // Prepare
      const lambdaRoleArn = resolve({ 'Fn::GetAtt': [lambdaRoleId, 'Arn'] }, types) as string;

      for (const runner of [taskRoleArn, lambdaRoleArn]) {
        // Act
        const decisions = [
          evaluate(trust, assume(runner.replace(/role\/.*/, 'role/Other'), { company: '12' })),
          evaluate(trust, assume(runner, {})),
          evaluate(trust, assume(runner, { company: '' })),
          evaluate(trust, assume(runner, { company: '12/5' })),
          evaluate(trust, assume(runner, { company: '12', team: 'a' })),
        ];

        // Assess
        expect(decisions, runner).toEqual(Array(decisions.length).fill('implicit deny'));
      }
    });

    it("lets the Lambda runner's role assume the role with a company tag, tagging the session", () => {
      // Prepare
      const lambdaRoleArn = resolve({ 'Fn::GetAtt': [lambdaRoleId, 'Arn'] }, types) as string;

      // Act
      const assumed = evaluate(trust, assume(lambdaRoleArn, { company: '12' }));
      const tagged = evaluate(trust, assume(lambdaRoleArn, { company: '12' }, 'sts:TagSession'));

      // Assess
      expect([assumed, tagged]).toEqual(['allow', 'allow']);
    });
  });
});

/** A company's partition key, from the keys module (every company item's `pk`). */
function companyPkOf(companyId: number): string {
  return keys.company(companyId).pk;
}
