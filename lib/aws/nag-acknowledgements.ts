import { CfnResource, type Stack, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { FargateTaskDefinition } from 'aws-cdk-lib/aws-ecs';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { ServiceApi } from './rest-api';
import type { RunOrchestration } from './runs';

/** What the acknowledgements look at: the service's stack (`TestAutomationStack`). */
export interface NagSubject extends Stack {
  readonly api: ServiceApi;
  readonly runs: RunOrchestration;
  readonly bucket: IBucket;
}

/** One cdk-nag finding accepted on one resource, and why. */
export interface NagAcknowledgement {
  readonly id: string;
  /** The construct path of the resource the finding is on. */
  readonly path: string;
  readonly reason: string;
}

/** The CloudFormation resource of a construct (itself when it is one). */
function resourceOf(construct: IConstruct): CfnResource {
  const resource = construct instanceof CfnResource ? construct : construct.node.defaultChild;
  if (!(resource instanceof CfnResource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return resource;
}

/** The default policy of a role (where grants land). */
function defaultPolicyOf(role: IConstruct | undefined): CfnResource {
  const policy = role?.node.tryFindChild('DefaultPolicy');
  if (!policy) throw new Error(`${role?.node.path ?? 'a role'} has no default policy`);
  return resourceOf(policy);
}

/**
 * Every cdk-nag (AwsSolutions) finding the stack keeps, acknowledged by its exact id on the exact resource it is
 * on, with the reason. Everything else the rules ask for is done in the constructs (least-privilege grants, access
 * logs, flow logs, Container Insights, execution logs, state-machine logging). `npm run check:aws` and
 * test/infra/nag.test.ts fail on any finding not listed here. Returns what it acknowledged.
 */
export function acknowledgeNagFindings(stack: NagSubject): NagAcknowledgement[] {
  const done: NagAcknowledgement[] = [];
  const acknowledge = (resource: CfnResource, id: string, reason: string) => {
    Validations.of(resource).acknowledge({ id, reason });
    done.push({ id, path: resource.node.path, reason });
  };
  const api: RestApi = stack.api.api;
  const functions = stack.node.findAll().filter((c): c is LambdaFunction => c instanceof LambdaFunction);
  const taskDefinitions: FargateTaskDefinition[] = [stack.runs.taskDefinition, stack.runs.mobileTaskDefinition];
  const bucketId = stack.resolve(resourceOf(stack.bucket).logicalId) as string;
  const objects = (prefix: string) => `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`;

  // The API: authentication and validation are the handlers' (docs/decisions.md), in the API's error shape.
  acknowledge(
    resourceOf(api),
    'AwsSolutions-APIG2',
    'Every handler validates its request against the JSON Schema of the API contract and answers 400 in the API error shape; an API Gateway validator would answer first, in another shape.',
  );
  for (const method of api.methods) {
    const reason =
      'Callers authenticate with their X-API-KEY, which the handler checks against the hashed key in the table (per company, revocable); the fallback answers 404/405 without data.';
    acknowledge(resourceOf(method), 'AwsSolutions-APIG4', reason);
    acknowledge(resourceOf(method), 'AwsSolutions-COG4', `No Cognito user pool: ${reason}`);
  }
  acknowledge(
    resourceOf(api.deploymentStage),
    'AwsSolutions-APIG3',
    'No WAF web ACL by default (a fixed monthly cost per deployment): the stage is throttled (50 rps, burst 100) and every route needs an API key. A deployment can associate its own web ACL with the stage.',
  );
  acknowledge(
    resourceOf(api.node.findChild('CloudWatchRole')),
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    "The account-wide role API Gateway needs to write access and execution logs; AWS's managed policy is the documented one and is kept current by AWS.",
  );

  // Functions: the runtime, and X-Ray, which has no resource-level permissions (the Lambda runner has no tracing).
  for (const fn of functions) {
    acknowledge(
      resourceOf(fn),
      'AwsSolutions-L1',
      'nodejs22.x on purpose: the bundles target node22 and the project builds and tests on Node 22 (package.json engines); moving to a newer runtime is its own change, tested as such.',
    );
    if (fn === stack.runs.browserRunner.function) continue;
    acknowledge(
      defaultPolicyOf(fn.role),
      'AwsSolutions-IAM5[Resource::*]',
      'Only xray:PutTraceSegments and xray:PutTelemetryRecords (tracing is on), which support no resource-level permissions; test/infra pins that no other action is on *.',
    );
  }

  // Object grants: keys are generated per company and run under a fixed prefix, so a prefix is the narrowest.
  const byPath = new Map(stack.api.functions);
  const objectGrants: [string, string, string][] = [
    ['apps-upload-url', 'files/', 'presigns the PUT of a new upload to files/<company_id>/<generated name>'],
    ['test-files-upload-url', 'files/', 'presigns the PUT of a new upload to files/<company_id>/<generated name>'],
    ['apps-create', 'files/', 'checks (HeadObject) and reads the uploaded binary at the key the client names'],
    ['apps-create-build', 'files/', 'checks (HeadObject) and reads the uploaded binary at the key the client names'],
    ['test-files-create', 'files/', 'checks (HeadObject) the uploaded file at the key the client names'],
    ['test-run-get', 'runs/', 'presigns GETs of the run artifacts under runs/<company_id>/<test_run_id>/'],
    ['test-run-cancel', 'runs/', 'presigns GETs of the run artifacts under runs/<company_id>/<test_run_id>/'],
  ];
  for (const [handler, prefix, what] of objectGrants) {
    const fn = byPath.get(handler);
    if (!fn) continue;
    acknowledge(
      defaultPolicyOf(fn.role),
      objects(prefix),
      `GetObject/PutObject only, on ${prefix}*: the function ${what}; ownership of a key is checked against the caller's company prefix in code.`,
    );
  }
  for (const fn of stack.api.functions.values()) {
    if (!fn.access.stopsRuns) continue;
    acknowledge(
      defaultPolicyOf(fn.role),
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:${stack.stackName}-run-group:*]`,
      'states:StopExecution only, on the executions of the run state machine: an execution is named after its group run, which is known only at run time.',
    );
  }

  const clusterId = stack.resolve(resourceOf(stack.runs.cluster).logicalId) as string;
  for (const fn of stack.api.functions.values()) {
    if (!fn.access.stopsRunners) continue;
    acknowledge(
      defaultPolicyOf(fn.role),
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ecs:<AWS::Region>:<AWS::AccountId>:task/<${clusterId}>/*]`,
      "ecs:StopTask only, on the run cluster's tasks (and an ecs:cluster condition): a run's task id is generated by ECS when the task starts, and is known only from what the runner records on its run.",
    );
  }

  // The runner: its data access is the tenant role's, one company's prefixes (the session tag names the company).
  const taskRole = stack.runs.taskDefinition.taskRole;
  const tenantPolicy = defaultPolicyOf(stack.runs.tenantRole);
  acknowledge(
    tenantPolicy,
    objects('runs/<aws:PrincipalTag/company>/'),
    "s3:PutObject only, on runs/<the session's company>/*: the runner writes a run's screenshots, videos and responses under runs/<company_id>/<test_run_id>/, generated at run time.",
  );
  acknowledge(
    tenantPolicy,
    objects('files/<aws:PrincipalTag/company>/'),
    "s3:GetObject only, on files/<the session's company>/*: a mobile run presigns a GET of its app build (files/<company_id>/...) for the device provider.",
  );
  if (stack.runs.bedrockFoundationModel) {
    // The browser task's role and the Lambda runner's: the same planner in both lanes.
    for (const role of [taskRole, stack.runs.browserRunner.role]) {
      acknowledge(
        defaultPolicyOf(role),
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${stack.runs.bedrockFoundationModel}]`,
        'bedrock:InvokeModel on the one configured model in any region: a cross-region inference profile (us., eu.) sends each request to the model in one of its regions, chosen by Bedrock.',
      );
    }
  }
  for (const task of taskDefinitions) {
    acknowledge(
      resourceOf(task),
      'AwsSolutions-ECS2',
      'The variables are names, ARNs and limits (table, bucket, state machine, key ARN, run limit, provider and device names), no secrets: credentials come from Secrets Manager as ECS secrets or are read by ARN at run time.',
    );
    acknowledge(
      defaultPolicyOf(task.executionRole),
      'AwsSolutions-IAM5[Resource::*]',
      'Only ecr:GetAuthorizationToken, which supports no resource-level permissions (the image pull itself is granted on the one repository).',
    );
  }

  // The state machine's role.
  acknowledge(
    defaultPolicyOf(stack.runs.stateMachine.role),
    'AwsSolutions-IAM5[Resource::*]',
    'CloudWatch Logs delivery and X-Ray actions, which support no resource-level permissions, and ecs:StopTask/ecs:DescribeTasks, whose task ARNs are generated, limited to the run cluster by an ecs:cluster condition.',
  );
  return done;
}
