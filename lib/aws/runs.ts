import { fileURLToPath } from 'node:url';
import { ArnFormat, Duration, Fn, IgnoreMode, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { FlowLogDestination, FlowLogTrafficType, SecurityGroup, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import {
  Cluster,
  type ContainerDefinitionOptions,
  ContainerImage,
  ContainerInsights,
  CpuArchitecture,
  Secret as EcsSecret,
  FargateTaskDefinition,
  LogDrivers,
  OperatingSystemFamily,
} from 'aws-cdk-lib/aws-ecs';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { type IRole, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { modelOf } from '../../core/ai-config';
import { ENV } from '../../core/config';
import { DEFAULT_RUN_TIMEOUT_SECONDS } from '../../core/defaults';
import {
  definitionText,
  type Placeholder,
  RUNNER_CONTAINER_NAME,
  renderDefinition,
  withLambdaLane,
  withRunTimeout,
} from '../workflow/definition';
import { functionRole, NODE_FUNCTION_DEFAULTS, type ServiceData } from './api-function';
import { BrowserRunnerFunction } from './browser-runner-function';
import { grantTable, TABLE_ACTIONS } from './data-grants';
import { operationsSettings } from './operations-settings';
import { aiEnvironment, type RunnerAiSettings } from './runner-ai-settings';
import { MOBILE_PROVIDER_SECRET_KEYS, type MobileRunnerSettings, mobileEnvironment } from './runner-mobile-settings';
import { TenantRole } from './tenant-role';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A runner image: a target of runner-image/Dockerfile (without one, its last stage: the browser image). The build
 * context is the repository root less what its .dockerignore leaves out, which is everything the build does not read.
 */
function runnerImage(target?: 'mobile'): ContainerImage {
  return ContainerImage.fromAsset(projectRoot, {
    file: 'runner-image/Dockerfile',
    platform: Platform.LINUX_AMD64,
    ignoreMode: IgnoreMode.DOCKER,
    ...(target && { target }),
  });
}

export interface RunOrchestrationProps {
  readonly data: ServiceData;
  /** The API functions that start executions (their routes declare `startsRuns`): the trigger endpoint's. */
  readonly runStarters?: readonly (IFunction & { addEnvironment(key: string, value: string): unknown })[];
  /** The API functions that stop executions to cancel runs (their routes declare `stopsRuns`). */
  readonly runStoppers?: readonly (IFunction & { addEnvironment(key: string, value: string): unknown })[];
  /** The API functions that stop the runner task of a cancelled run (their routes declare `stopsRunners`). */
  readonly runnerStoppers?: readonly (IFunction & { addEnvironment(key: string, value: string): unknown })[];
  /** The run limit: a run task still going after it is stopped and its run fails. Default 30 minutes. */
  readonly runTimeout?: Duration;
  /** The planner of `act`/`assert` steps; default the offline `rules` planner. */
  readonly ai?: RunnerAiSettings;
  /** The device provider of mobile runs; without it the mobile task runs with the `appium` provider unconfigured. */
  readonly mobile?: MobileRunnerSettings;
}

/** The runner's table actions: reads, and writes of results, learned plans and sub-runs; it never deletes. */
export const RUNNER_TABLE_ACTIONS = [
  ...TABLE_ACTIONS.read,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** The state machine's functions' table actions: slots and settlement are gets, queries, puts and updates. */
export const WORKFLOW_TABLE_ACTIONS = [
  ...TABLE_ACTIONS.read,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:ConditionCheckItem',
] as const;

/**
 * The definition with a limit on the whole execution (`TimeoutSeconds` at the top), on AWS only: an execution still
 * going then (a hung task, slots never freed) times out, the ExecutionsTimedOut alarm fires and the execution-ended
 * rule settles its runs. The local executor stops with the process instead.
 */
export function withExecutionTimeout(text: string, seconds: number): string {
  const definition = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify({ ...definition, TimeoutSeconds: seconds }, null, 2);
}

type WorkflowModule = 'acquire-slot' | 'finish-run' | 'settle-group' | 'execution-ended';
/** The Lambda tasks of the state machine. */
type TaskModule = Exclude<WorkflowModule, 'execution-ended'>;

/**
 * Everything that runs tests on AWS: a VPC with public subnets only (no NAT: runners get a public IP and reach the
 * web directly), an ECS cluster, two Fargate task definitions of the runner images (the browser lane's, sized for
 * Chromium, and the mobile lane's, sized for a WebDriver client of a remote device, with the provider's credentials
 * as ECS secrets), the Lambda tasks of the state machine, and the state machine itself, built from the same ASL file
 * the local executor runs.
 */
export class RunOrchestration extends Construct {
  readonly vpc: Vpc;
  readonly cluster: Cluster;
  /** The browser lane's task: the runner with Chromium. */
  readonly taskDefinition: FargateTaskDefinition;
  /** The mobile lane's task: the same runner, driving a provider's device, in an image without a browser. */
  readonly mobileTaskDefinition: FargateTaskDefinition;
  readonly securityGroup: SecurityGroup;
  readonly stateMachine: StateMachine;
  readonly functions: Record<TaskModule, NodejsFunction>;
  /** Settles the runs of an execution that ended early (stopped by hand, timed out, failed). */
  readonly executionEnded: NodejsFunction;
  /** The ARNs of the cluster's tasks (`task/<cluster name>/*`): what cancelling one run may stop. */
  readonly clusterTasksArn: string;
  /** The role the runner assumes for its run's company (`TenantRole`): its only access to the service's data. */
  readonly tenantRole: Role;
  /** The Lambda lane's runner: browser runs whose run limit fits Lambda (`tas:lambdaMaxRunSeconds`). */
  readonly browserRunner: BrowserRunnerFunction;
  /** The Bedrock foundation model the runner may invoke in any region (an inference profile routes across them). */
  readonly bedrockFoundationModel?: string;

  constructor(scope: Construct, id: string, props: RunOrchestrationProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const runTimeoutSeconds = props.runTimeout?.toSeconds() ?? DEFAULT_RUN_TIMEOUT_SECONDS;
    const { table, bucket, credentialsKey } = props.data;
    const operations = operationsSettings(this);
    const logGroup = (id: string) =>
      new LogGroup(this, id, { retention: operations.logRetention, removalPolicy: RemovalPolicy.DESTROY });

    this.vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'Public', subnetType: SubnetType.PUBLIC, cidrMask: 24 }],
      // Rejected connections only: what a runner tried and was refused, at a fraction of the cost of all traffic.
      flowLogs: {
        Rejected: {
          destination: FlowLogDestination.toCloudWatchLogs(logGroup('VpcFlowLogs')),
          trafficType: FlowLogTrafficType.REJECT,
        },
      },
    });
    this.cluster = new Cluster(this, 'Cluster', { vpc: this.vpc, containerInsightsV2: ContainerInsights.ENABLED });
    this.securityGroup = new SecurityGroup(this, 'RunnerSecurityGroup', {
      vpc: this.vpc,
      description: 'Test runners: outbound only',
      allowAllOutbound: true,
    });

    // Named, so the runner can be told the ARN without a reference cycle (task definition <-> state machine).
    const stateMachineName = `${stack.stackName}-run-group`;
    const stateMachineArn = stack.formatArn({
      service: 'states',
      resource: 'stateMachine',
      resourceName: stateMachineName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });

    this.taskDefinition = new FargateTaskDefinition(this, 'RunnerTask', {
      cpu: 2048,
      memoryLimitMiB: 4096,
      runtimePlatform: { cpuArchitecture: CpuArchitecture.X86_64, operatingSystemFamily: OperatingSystemFamily.LINUX },
    });
    // The browser lane's short runs: the same runner as a Lambda function, whose role is like the task role.
    this.browserRunner = new BrowserRunnerFunction(this, 'BrowserRunner', {
      environment: {},
      memoryMb: operations.lambdaRunnerMemoryMb,
      reservedConcurrency: operations.lambdaRunnerReservedConcurrency,
      logRetention: operations.logRetention,
    });
    // The runner's data access: its roles (the task's, the Lambda runner's) hold none; the runner assumes the tenant
    // role with its run's company as the session tag, and that session reaches the company's items, objects and
    // sealed credentials only.
    const taskRole = this.taskDefinition.taskRole;
    const runnerRoles: IRole[] = [taskRole, this.browserRunner.role];
    this.tenantRole = new TenantRole(this, 'TenantRole', {
      assumedBy: runnerRoles,
      table,
      bucket,
      credentialsKey,
      companyTableActions: RUNNER_TABLE_ACTIONS,
    }).role;
    const runnerLogs = logGroup('RunnerLogs');
    const runnerEnvironment = {
      [ENV.tableName]: table.tableName,
      [ENV.bucketName]: bucket.bucketName,
      [ENV.stateMachineArn]: stateMachineArn,
      [ENV.runTimeoutSeconds]: String(runTimeoutSeconds),
      [ENV.tenantRoleArn]: this.tenantRole.roleArn,
      // Runs may not reach the VPC's private addresses (other tasks, endpoints), on top of the guard's built-in
      // link-local and loopback ranges.
      [ENV.egressDeny]: this.vpc.vpcCidrBlock,
      ...(credentialsKey ? { [ENV.kmsKeyId]: credentialsKey.keyArn } : {}),
      ...aiEnvironment(props.ai),
    };
    // One entry point (runner-image/dist/main.js) in both images: the run's device_type decides browser or device.
    const runner = {
      image: runnerImage(),
      essential: true,
      environment: { ...runnerEnvironment, [ENV.region]: stack.region },
    } satisfies ContainerDefinitionOptions;
    this.taskDefinition.addContainer(RUNNER_CONTAINER_NAME, {
      ...runner,
      logging: LogDrivers.awsLogs({ streamPrefix: 'runner', logGroup: runnerLogs }),
    });
    // Lambda sets AWS_REGION itself.
    for (const [name, value] of Object.entries(runnerEnvironment))
      this.browserRunner.function.addEnvironment(name, value);
    // Through the tenant role, the runner reads its run and writes results, learned plans and trigger_run sub-runs
    // (table: never a delete, and items by key only), writes artifacts under runs/<company>/ and presigns GETs of app
    // builds under files/<company>/ for the device provider (bucket), and decrypts login modules' credentials (the
    // key). The runner's own roles assume it, start sub-runs (the state machine) and, when configured, call the model.
    // Nothing else.
    for (const role of runnerRoles) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [this.tenantRole.roleArn] }),
      );
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['states:StartExecution'], resources: [stateMachineArn] }),
      );
    }
    // With a model configured: invoke that model only, and read that secret only.
    if (props.ai && modelOf(props.ai.provider) === 'bedrock' && props.ai.bedrockModelId) {
      const id = props.ai.bedrockModelId;
      this.bedrockFoundationModel = id.replace(/^[a-z]{2}\./, '');
      for (const role of runnerRoles) {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['bedrock:InvokeModel'],
            resources: [
              `arn:${stack.partition}:bedrock:*::foundation-model/${this.bedrockFoundationModel}`,
              stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: id }),
            ],
          }),
        );
      }
    }
    if (props.ai?.secretArn) {
      const secret = Secret.fromSecretCompleteArn(this, 'AiSecret', props.ai.secretArn);
      for (const role of runnerRoles) secret.grantRead(role);
    }

    // The mobile lane: the device is remote (a provider's Appium hub), so the task holds a WebDriver client, the
    // planner and ffmpeg for the video, not a browser: the same runner in the mobile image. Same task role (same data
    // and grants); its own execution role alone may read the provider's secret, which ECS hands the container as
    // variables.
    this.mobileTaskDefinition = new FargateTaskDefinition(this, 'MobileRunnerTask', {
      cpu: 512,
      memoryLimitMiB: 1024,
      runtimePlatform: { cpuArchitecture: CpuArchitecture.X86_64, operatingSystemFamily: OperatingSystemFamily.LINUX },
      taskRole,
    });
    const mobile = props.mobile;
    const providerSecret = mobile && Secret.fromSecretCompleteArn(this, 'MobileProviderSecret', mobile.secretArn);
    this.mobileTaskDefinition.addContainer(RUNNER_CONTAINER_NAME, {
      ...runner,
      image: runnerImage('mobile'),
      logging: LogDrivers.awsLogs({ streamPrefix: 'mobile-runner', logGroup: runnerLogs }),
      environment: { ...runner.environment, ...mobileEnvironment(mobile) },
      ...(mobile &&
        providerSecret && {
          secrets: Object.fromEntries(
            MOBILE_PROVIDER_SECRET_KEYS[mobile.provider].map((key) => [
              key,
              EcsSecret.fromSecretsManager(providerSecret, key),
            ]),
          ),
        }),
    });

    const workflowFunction = (module: WorkflowModule, name: string) => {
      const logs = logGroup(`${name}Logs`);
      const fn = new NodejsFunction(this, name, {
        ...NODE_FUNCTION_DEFAULTS,
        entry: `${projectRoot}lambdas/workflow/${module}.ts`,
        description: `Test automation run state machine: ${module}`,
        timeout: Duration.seconds(60),
        logGroup: logs,
        role: functionRole(this, `${name}ServiceRole`, logs),
        environment: {
          [ENV.tableName]: table.tableName,
          [ENV.bucketName]: bucket.bucketName,
          [ENV.runTimeoutSeconds]: String(runTimeoutSeconds),
        },
      });
      // Each takes or frees concurrency slots or settles runs: all of them read and write the table by key (never a
      // delete, a batch write or an index query), none touches the bucket or the credentials key (the bucket's name is set because the
      // configuration reader requires it).
      grantTable(fn, table, WORKFLOW_TABLE_ACTIONS, false);
      return fn;
    };
    this.functions = {
      'acquire-slot': workflowFunction('acquire-slot', 'AcquireSlotFunction'),
      'finish-run': workflowFunction('finish-run', 'FinishRunFunction'),
      'settle-group': workflowFunction('settle-group', 'SettleGroupFunction'),
    };

    const substitutions: Record<Placeholder, string> = {
      AcquireSlotFunctionArn: this.functions['acquire-slot'].functionArn,
      FinishRunFunctionArn: this.functions['finish-run'].functionArn,
      SettleGroupFunctionArn: this.functions['settle-group'].functionArn,
      RunTaskResource: `arn:${stack.partition}:states:::ecs:runTask.sync`,
      ClusterArn: this.cluster.clusterArn,
      BrowserTaskDefinitionArn: this.taskDefinition.taskDefinitionArn,
      MobileTaskDefinitionArn: this.mobileTaskDefinition.taskDefinitionArn,
      SubnetIds: Fn.join(
        ',',
        this.vpc.publicSubnets.map((s) => s.subnetId),
      ),
      SecurityGroupId: this.securityGroup.securityGroupId,
      RunnerContainerName: RUNNER_CONTAINER_NAME,
      BrowserRunnerFunctionArn: this.browserRunner.function.functionArn,
    };
    this.stateMachine = new StateMachine(this, 'RunGroup', {
      stateMachineName,
      // Filled here rather than with definitionSubstitutions: the values are tokens, so the template gets an
      // Fn::Join and CloudFormation's validator no longer sees unresolved placeholders.
      definitionBody: DefinitionBody.fromString(
        renderDefinition(
          substitutions,
          withExecutionTimeout(
            withLambdaLane(withRunTimeout(definitionText(), runTimeoutSeconds), operations.lambdaMaxRunSeconds),
            operations.executionTimeoutHours * 3600,
          ),
        ),
      ),
      tracingEnabled: true,
      // Every state's events, without their input and output (run inputs name tests and variables).
      logs: { destination: logGroup('RunGroupLogs'), level: LogLevel.ALL, includeExecutionData: false },
    });
    const role = this.stateMachine.role;
    // The definition invokes the functions' unqualified ARNs: no version or alias (`<arn>:*`) is granted.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [...Object.values(this.functions), this.browserRunner.function].map((fn) => fn.functionArn),
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ecs:RunTask'],
        resources: [this.taskDefinition.taskDefinitionArn, this.mobileTaskDefinition.taskDefinitionArn],
        conditions: { ArnEquals: { 'ecs:cluster': this.cluster.clusterArn } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ecs:StopTask', 'ecs:DescribeTasks'],
        resources: ['*'],
        conditions: { ArnEquals: { 'ecs:cluster': this.cluster.clusterArn } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [
          taskRole.roleArn,
          this.taskDefinition.obtainExecutionRole().roleArn,
          this.mobileTaskDefinition.obtainExecutionRole().roleArn,
        ],
      }),
    );
    // RunTask.sync waits for the task through this EventBridge rule, which Step Functions manages.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['events:PutTargets', 'events:PutRule', 'events:DescribeRule'],
        resources: [
          stack.formatArn({
            service: 'events',
            resource: 'rule',
            resourceName: 'StepFunctionsGetEventsForECSTaskRule',
          }),
        ],
      }),
    );

    // An execution stopped by hand (or timed out, or failed) reaches neither its Catch nor "Settle group": settle
    // its runs from the status-change event, which carries the execution's input.
    this.executionEnded = workflowFunction('execution-ended', 'ExecutionEndedFunction');
    new Rule(this, 'ExecutionEndedRule', {
      description: 'Runs of a run-group execution that ended early are settled',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: ['ABORTED', 'TIMED_OUT', 'FAILED'],
          stateMachineArn: [this.stateMachine.stateMachineArn],
        },
      },
      targets: [new LambdaFunction(this.executionEnded, { retryAttempts: 8, maxEventAge: Duration.hours(6) })],
    });

    for (const starter of props.runStarters ?? []) {
      starter.addEnvironment(ENV.stateMachineArn, this.stateMachine.stateMachineArn);
      starter.addEnvironment(ENV.runTimeoutSeconds, String(runTimeoutSeconds));
      this.stateMachine.grantStartExecution(starter);
    }
    // Cancelling stops executions of this state machine only (not start, describe or anything else): a group's
    // execution is named after it, so the function finds it from the state machine's ARN.
    const executions = stack.formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    for (const stopper of props.runStoppers ?? []) {
      stopper.addEnvironment(ENV.stateMachineArn, this.stateMachine.stateMachineArn);
      stopper.addToRolePolicy(new PolicyStatement({ actions: ['states:StopExecution'], resources: [executions] }));
    }
    // Cancelling one run stops the task its runner recorded: StopTask only, on this cluster's tasks only (by ARN, and
    // by the ecs:cluster condition StopTask supports); task ids are generated, hence the wildcard.
    this.clusterTasksArn = stack.formatArn({
      service: 'ecs',
      resource: 'task',
      resourceName: `${this.cluster.clusterName}/*`,
    });
    for (const stopper of props.runnerStoppers ?? []) {
      stopper.addEnvironment(ENV.runsClusterArn, this.cluster.clusterArn);
      stopper.addToRolePolicy(
        new PolicyStatement({
          actions: ['ecs:StopTask'],
          resources: [this.clusterTasksArn],
          conditions: { ArnEquals: { 'ecs:cluster': this.cluster.clusterArn } },
        }),
      );
    }
  }
}
