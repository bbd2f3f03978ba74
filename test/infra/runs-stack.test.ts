import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { MOBILE_PROVIDER_SECRET_KEYS, mobileSettingsFromContext } from '../../lib/aws/runner-mobile-settings';
import { TestAutomationStack } from '../../lib/aws/stack';
import { definitionText, placeholdersIn, TASK_STATES } from '../../lib/workflow/definition';
import { synthesizedDefinitions } from '../../scripts/check-aws';
import { testApp } from './test-app';

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

let template: Template;
let resources: Resources;

/** The definition as CloudFormation will build it: the `Fn::Join` parts, each reference written as its JSON. */
function definitionString(): string {
  const machines = template.findResources('AWS::StepFunctions::StateMachine');
  const machine = Object.values(machines)[0]!;
  const def = machine.Properties!.DefinitionString as string | { 'Fn::Join': [string, unknown[]] };
  if (typeof def === 'string') return def;
  return def['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
}

function policyStatementsOf(roleLogicalIdPrefix: RegExp): any[] {
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => (r.Properties!.Roles as { Ref: string }[]).some((ref) => roleLogicalIdPrefix.test(ref.Ref)))
    .flatMap((r) => r.Properties!.PolicyDocument.Statement);
}

beforeAll(() => {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new TestAutomationStack(app, 'RunsTest');
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
});

describe('run orchestration stack', () => {
  it('has a VPC with public subnets only and no NAT gateway', () => {
    template.resourceCountIs('AWS::EC2::NatGateway', 0);
    const subnets = Object.values(resources).filter((r) => r.Type === 'AWS::EC2::Subnet');
    expect(subnets.length).toBe(2);
    expect(subnets.every((s) => s.Properties!.MapPublicIpOnLaunch === true)).toBe(true);
  });

  it('has an ECS cluster and a Fargate task definition of the runner image with the table and bucket', () => {
    template.resourceCountIs('AWS::ECS::Cluster', 1);
    template.hasResourceProperties('AWS::ECS::TaskDefinition', {
      RequiresCompatibilities: ['FARGATE'],
      NetworkMode: 'awsvpc',
      Cpu: '2048',
      Memory: '4096',
      ContainerDefinitions: [
        Match.objectLike({
          Name: 'runner',
          Essential: true,
          Image: Match.anyValue(),
          Environment: Match.arrayWith([
            Match.objectLike({ Name: ENV.tableName }),
            Match.objectLike({ Name: ENV.bucketName }),
            Match.objectLike({ Name: ENV.stateMachineArn }),
            Match.objectLike({ Name: ENV.runTimeoutSeconds, Value: '1800' }),
            Match.objectLike({ Name: ENV.kmsKeyId }),
          ]),
        }),
      ],
    });
  });

  it('builds the state machine from the ASL file, with every placeholder filled', () => {
    const def = definitionString();
    expect(placeholdersIn(definitionText())).toHaveLength(11);
    expect(placeholdersIn(def)).toEqual([]);
    for (const state of Object.values(TASK_STATES)) expect(def).toContain(`"${state}"`);
    expect(def).toContain('ecs:runTask.sync');
    for (const ref of ['RunsCluster', 'RunsRunnerTask', 'RunsAcquireSlotFunction', 'RunsFinishRunFunction']) {
      expect(def).toContain(ref);
    }
    expect(def).toMatch(/"MaxConcurrencyPath": ?"\$\.concurrency"/);
    // The run tasks' limit: the 30-minute run limit and its start-up allowance (3 minutes).
    expect(def).toMatch(/"TimeoutSeconds": ?1980/);
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { StateMachineName: 'RunsTest-run-group' });
  });

  it('lets the trigger function start executions and tells it the state machine', () => {
    const trigger = Object.entries(resources).find(
      ([, r]) =>
        r.Type === 'AWS::Lambda::Function' &&
        String(r.Properties!.Description ?? '').endsWith('test-group-run-trigger'),
    );
    expect(trigger).toBeDefined();
    const [, fn] = trigger!;
    expect(fn.Properties!.Environment.Variables[ENV.stateMachineArn]).toBeDefined();
    const roleId = (fn.Properties!.Role['Fn::GetAtt'] as string[])[0]!;
    const statements = policyStatementsOf(new RegExp(`^${roleId}$`));
    expect(statements.some((s) => [s.Action].flat().includes('states:StartExecution'))).toBe(true);
  });

  it('lets the state machine run the task, pass its roles and invoke the workflow functions', () => {
    const statements = policyStatementsOf(/RunGroupRole/);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining([
        'ecs:RunTask',
        'ecs:StopTask',
        'ecs:DescribeTasks',
        'iam:PassRole',
        'lambda:InvokeFunction',
      ]),
    );
    expect(actions).toContain('events:PutRule');
    const invoke = statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(JSON.stringify(invoke)).toMatch(/AcquireSlotFunction/);
    expect(JSON.stringify(invoke)).toMatch(/FinishRunFunction/);
    expect(JSON.stringify(invoke)).toMatch(/SettleGroupFunction/);
  });

  it('settles the runs of executions that end early through an EventBridge rule on this state machine', () => {
    const rules = Object.values(resources).filter((r) => r.Type === 'AWS::Events::Rule');
    const rule = rules.find((r) => JSON.stringify(r.Properties?.EventPattern).includes('Execution Status Change'));
    expect(rule?.Properties?.EventPattern).toEqual({
      source: ['aws.states'],
      'detail-type': ['Step Functions Execution Status Change'],
      detail: {
        status: ['ABORTED', 'TIMED_OUT', 'FAILED'],
        stateMachineArn: [{ Ref: expect.stringMatching(/RunGroup/) }],
      },
    });
    const target = rule?.Properties?.Targets[0];
    expect(JSON.stringify(target.Arn)).toMatch(/ExecutionEndedFunction/);
    expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
    // The function reads and writes the table, and EventBridge may invoke it.
    const statements = policyStatementsOf(/ExecutionEndedFunction/);
    expect(statements.flatMap((s) => [s.Action].flat()).some((a: string) => a.startsWith('dynamodb:'))).toBe(true);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('ExecutionEndedFunction'), 'Arn'] },
    });
  });

  it("gives the runner's task role StartExecution and the tenant role, which holds the table, the bucket's prefixes and Decrypt", () => {
    const statements = policyStatementsOf(/RunnerTaskTaskRole/);
    const actions = new Set(statements.flatMap((s) => [s.Action].flat()));
    expect([...actions].sort()).toEqual(['states:StartExecution', 'sts:AssumeRole', 'sts:TagSession']);
    const tenant = policyStatementsOf(/^RunsTenantRole/);
    const tenantActions = new Set(tenant.flatMap((s) => [s.Action].flat()));
    expect([...tenantActions].some((a) => a.startsWith('dynamodb:'))).toBe(true);
    // Login modules' credentials: decrypt only, never encrypt or generate keys.
    expect([...tenantActions].filter((a) => a.startsWith('kms:'))).toEqual(['kms:Decrypt']);
    expect([...tenantActions].some((a) => a.startsWith('lambda:') || a.startsWith('states:') || a === '*')).toBe(false);
    const s3Resources = JSON.stringify(
      tenant.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:Put'))),
    );
    expect(s3Resources).toContain(`/runs/\${aws:PrincipalTag/company}/*`);
  });
});

describe('the runner and the state machine, least privilege', () => {
  /** A policy's statements as resource kind -> sorted actions (kinds by the logical ids they name). */
  function grantsOf(statements: any[]): Record<string, string[]> {
    const kindOf = (resource: unknown): string => {
      const text = JSON.stringify(resource);
      if (text.includes('/index/gsi1')) return 'index gsi1';
      if (/"Table[0-9A-F]{8}"/.test(text)) return 'table';
      const prefix = /"\/(files|runs)\/(\$\{aws:PrincipalTag\/company\}\/)?\*"/.exec(text)?.[1];
      if (prefix && text.includes('ArtifactsBucket')) return `objects ${prefix}/`;
      if (text.includes(':stateMachine:RunsTest-run-group')) return 'state machine';
      if (text.includes('CredentialsKey')) return 'credentials key';
      if (/"RunsTenantRole[0-9A-F]{8}"/.test(text)) return 'tenant role';
      return text;
    };
    const grants: Record<string, Set<string>> = {};
    for (const s of statements) {
      for (const resource of [s.Resource].flat()) {
        const kind = kindOf(resource);
        grants[kind] ??= new Set();
        for (const action of [s.Action].flat()) grants[kind].add(action);
      }
    }
    return Object.fromEntries(Object.entries(grants).map(([k, v]) => [k, [...v].sort()]));
  }

  it("pins the runner's grants, action by action on each resource: its task role's and its tenant role's", () => {
    // Act
    const task = grantsOf(policyStatementsOf(/^RunsRunnerTaskTaskRole/));
    const tenant = grantsOf(policyStatementsOf(/^RunsTenantRole/));

    // Assess
    expect(task).toEqual({
      'state machine': ['states:StartExecution'],
      'tenant role': ['sts:AssumeRole', 'sts:TagSession'],
    });
    // (the conditions, company by company, are tenant-isolation.test.ts's)
    expect(tenant).toEqual({
      table: [
        'dynamodb:BatchGetItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ],
      'objects runs/': ['s3:PutObject'],
      'objects files/': ['s3:GetObject'],
      'credentials key': ['kms:Decrypt'],
    });
  });

  it('gives the workflow functions table reads and writes by key, never a delete or an index query, nothing on the bucket', () => {
    for (const name of ['AcquireSlot', 'FinishRun', 'SettleGroup', 'ExecutionEnded']) {
      // Act
      const grants = grantsOf(
        policyStatementsOf(new RegExp(`^Runs${name}FunctionServiceRole`)).filter((s) => s.Resource !== '*'),
      );
      const logs = Object.entries(grants).filter(([, actions]) => actions.some((a) => a.startsWith('logs:')));

      // Assess
      expect(grants.table, name).toEqual([
        'dynamodb:BatchGetItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ]);
      expect(
        logs.map(([resource, actions]) => [JSON.parse(resource), actions]),
        name,
      ).toEqual([
        [
          { 'Fn::GetAtt': [expect.stringMatching(new RegExp(`^Runs${name}FunctionLogs`)), 'Arn'] },
          ['logs:CreateLogStream', 'logs:PutLogEvents'],
        ],
      ]);
      expect(Object.keys(grants).sort(), name).toEqual(['table', logs[0]![0]].sort());
    }
  });

  it('lets the state machine invoke its functions by their unqualified ARNs only', () => {
    // Act
    const invoke = policyStatementsOf(/RunGroupRole/).filter((s) =>
      [s.Action].flat().includes('lambda:InvokeFunction'),
    );
    const resources = invoke.flatMap((s) => [s.Resource].flat());

    // Assess: the three workflow functions and the Lambda runner
    expect(resources).toHaveLength(4);
    for (const resource of resources) expect(resource).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
    expect(JSON.stringify(resources)).toMatch(/RunsBrowserRunnerFunction/);
  });

  it('logs every state-machine event without execution data, and limits the whole execution', () => {
    // Assess
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
    });
    const [definition] = Object.values(synthesizedDefinitions(template.toJSON() as never)) as {
      TimeoutSeconds?: number;
    }[];
    expect(definition?.TimeoutSeconds).toBe(48 * 3600);
  });

  it('keeps a flow log of rejected traffic and Container Insights on the runners', () => {
    // Assess
    template.hasResourceProperties('AWS::EC2::FlowLog', {
      ResourceType: 'VPC',
      TrafficType: 'REJECT',
      LogDestinationType: 'cloud-watch-logs',
    });
    template.hasResourceProperties('AWS::ECS::Cluster', {
      ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }],
    });
  });
});

const PROVIDER_SECRET = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-mobile-AbCdEf';

/** The one task definition whose logical id starts with `prefix` (`RunsRunnerTask`, `RunsMobileRunnerTask`). */
function taskDefinitionOf(from: Resources, prefix: string): { id: string; properties: Record<string, any> } {
  const found = Object.entries(from).filter(
    ([id, r]) => r.Type === 'AWS::ECS::TaskDefinition' && new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id),
  );
  expect(found.map(([id]) => id)).toHaveLength(1);
  const [id, r] = found[0]!;
  return { id, properties: r.Properties! };
}

/** The JSON text of one state of the definition, up to the next state. */
function stateText(def: string, name: string, next: string): string {
  const start = def.indexOf(`"${name}":`);
  const end = def.indexOf(`"${next}":`, start);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return def.slice(start, end);
}

describe('the mobile lane', () => {
  let mobileResources: Resources;

  beforeAll(() => {
    // Prepare: the same stack, deployed with a device cloud
    const app = testApp({
      context: {
        'aws:cdk:bundling-stacks': [],
        'tas:mobileProvider': 'browserstack',
        'tas:mobileProviderSecretArn': PROVIDER_SECRET,
        'tas:androidDefaultDevice': 'Samsung Galaxy S24',
        'tas:iosDefaultDevice': 'iPhone 16',
      },
      builtinCloudFormationValidation: false,
    });
    mobileResources = Template.fromStack(new TestAutomationStack(app, 'RunsTest')).toJSON().Resources;
  });

  it('runs a task definition of its own, sized for a WebDriver client, with the mobile image and no Chromium settings', () => {
    // Act
    const browser = taskDefinitionOf(resources, 'RunsRunnerTask');
    const mobile = taskDefinitionOf(resources, 'RunsMobileRunnerTask');
    const def = definitionString();

    // Assess
    expect(stateText(def, TASK_STATES.runMobile, 'Mark run failed')).toContain(mobile.id);
    expect(stateText(def, TASK_STATES.runMobile, 'Mark run failed')).not.toContain(browser.id);
    expect(stateText(def, TASK_STATES.runBrowser, TASK_STATES.runMobile)).toContain(browser.id);
    expect(mobile.properties).toMatchObject({ Cpu: '512', Memory: '1024', RequiresCompatibilities: ['FARGATE'] });
    const [browserContainer] = browser.properties.ContainerDefinitions;
    const [mobileContainer] = mobile.properties.ContainerDefinitions;
    expect(mobileContainer.Name).toBe(browserContainer.Name);
    // The mobile image, without a browser (which image each task runs: test/infra/runner-images.test.ts).
    expect(mobileContainer.Image).not.toEqual(browserContainer.Image);
    // Chromium's needs (shared memory, a browser's path or flags) are nowhere in the mobile task.
    expect(mobileContainer.LinuxParameters).toBeUndefined();
    expect(JSON.stringify(mobileContainer)).not.toMatch(/chrom|playwright|shm/i);
    // Same runner role (its data and grants), an execution role of its own.
    expect(mobile.properties.TaskRoleArn).toEqual(browser.properties.TaskRoleArn);
    expect(mobile.properties.ExecutionRoleArn).not.toEqual(browser.properties.ExecutionRoleArn);
    const runTask = policyStatementsOf(/RunGroupRole/).find((s) => [s.Action].flat().includes('ecs:RunTask'));
    expect(JSON.stringify(runTask.Resource)).toContain(mobile.id);
    expect(JSON.stringify(runTask.Resource)).toContain(browser.id);
  });

  it("hands the provider's credentials from Secrets Manager as ECS secrets, and the provider and devices as settings", () => {
    // Act
    const mobile = taskDefinitionOf(mobileResources, 'RunsMobileRunnerTask');
    const [container] = mobile.properties.ContainerDefinitions;
    const env = Object.fromEntries(
      (container.Environment as { Name: string; Value: unknown }[]).map((e) => [e.Name, e.Value]),
    );

    // Assess
    expect(container.Secrets).toEqual(
      MOBILE_PROVIDER_SECRET_KEYS.browserstack.map((key) => ({
        Name: key,
        ValueFrom: `${PROVIDER_SECRET}:${key}::`,
      })),
    );
    expect(env).toMatchObject({
      [ENV.mobileProvider]: 'browserstack',
      [ENV.androidDefaultDevice]: 'Samsung Galaxy S24',
      [ENV.iosDefaultDevice]: 'iPhone 16',
    });
    for (const key of MOBILE_PROVIDER_SECRET_KEYS.browserstack) expect(env[key]).toBeUndefined();
    // Only the mobile task's execution role reads the secret (ECS fetches it when the task starts).
    const executionRole = (mobile.properties.ExecutionRoleArn['Fn::GetAtt'] as string[])[0]!;
    const readers = Object.values(mobileResources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties).includes(PROVIDER_SECRET))
      .flatMap((r) => (r.Properties!.Roles as { Ref: string }[]).map((ref) => ref.Ref));
    expect(readers).toEqual([executionRole]);
  });

  it('leaves the browser lane as it is without mobile settings', () => {
    // Act
    const withMobile = taskDefinitionOf(mobileResources, 'RunsRunnerTask');
    const without = taskDefinitionOf(resources, 'RunsRunnerTask');

    // Assess
    expect(withMobile).toEqual(without);
    expect(without.properties.ContainerDefinitions[0].Secrets).toBeUndefined();
    expect(JSON.stringify(without.properties)).not.toContain(ENV.mobileProvider);
  });

  it('refuses at synth a provider without its secret, an unknown provider and Device Farm, saying why', () => {
    // Prepare
    const settings = (context: Record<string, string>) => () =>
      mobileSettingsFromContext(new Stack(testApp({ context }), 'Context'));

    // Assess
    expect(settings({})()).toBeUndefined();
    expect(settings({ 'tas:mobileProvider': 'saucelabs' })).toThrow(
      'tas:mobileProvider=saucelabs needs tas:mobileProviderSecretArn, a secret with the keys SAUCE_USERNAME, SAUCE_ACCESS_KEY',
    );
    expect(settings({ 'tas:mobileProvider': 'kobiton', 'tas:mobileProviderSecretArn': PROVIDER_SECRET })).toThrow(
      'tas:mobileProvider must be one of appium, browserstack, saucelabs, lambdatest, not "kobiton"',
    );
    expect(settings({ 'tas:mobileProvider': 'devicefarm' })).toThrow(/Device Farm client/);
    expect(settings({ 'tas:mobileProviderSecretArn': PROVIDER_SECRET })()).toEqual({
      provider: 'appium',
      secretArn: PROVIDER_SECRET,
    });
  });
});
