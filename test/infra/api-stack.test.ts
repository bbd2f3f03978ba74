import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { fallbackHandler, isRateLimited, routes } from '../../lambdas/http/routes';
import { ArtifactsBucket } from '../../lib/aws/artifacts-bucket';
import { RATE_LIMIT_CONDITION } from '../../lib/aws/data-grants';
import { ServiceApi } from '../../lib/aws/rest-api';
import { TestAutomationStack } from '../../lib/aws/stack';
import { ServiceTable } from '../../lib/aws/table';
import { asRecord, type Granted, type GrantResource, grantedBy, TABLE_WRITE } from './granted-access';
import { testApp } from './test-app';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** A `{Ref}` or `{Fn::GetAtt: [RestApi, RootResourceId]}` to a resource, as its full path (`/apps/{id}`). */
function pathResolver(resources: Resources): (ref: unknown) => string {
  const resolve = (ref: unknown): string => {
    const r = ref as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    if (r['Fn::GetAtt']?.[1] === 'RootResourceId') return '';
    const logicalId = r.Ref;
    const resource = logicalId ? resources[logicalId] : undefined;
    if (resource?.Type !== 'AWS::ApiGateway::Resource') throw new Error(`not a resource: ${JSON.stringify(ref)}`);
    return `${resolve(resource.Properties?.ParentId)}/${resource.Properties?.PathPart as string}`;
  };
  return (ref) => resolve(ref) || '/';
}

/** The logical id of the function a Lambda integration URI points at. */
function integratedFunction(uri: unknown): string | undefined {
  if (Array.isArray(uri)) {
    if (uri.length === 2 && uri[1] === 'Arn' && typeof uri[0] === 'string') return uri[0];
    for (const item of uri) {
      const found = integratedFunction(item);
      if (found) return found;
    }
  } else if (uri && typeof uri === 'object') {
    for (const value of Object.values(uri)) {
      const found = integratedFunction(value);
      if (found) return found;
    }
  }
  return undefined;
}

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

interface SynthesizedMethod {
  path: string;
  httpMethod: string;
  integrationType: string;
  functionId: string | undefined;
}

describe('TestAutomationStack', () => {
  let stack: TestAutomationStack;
  let template: Template;
  let resources: Resources;
  let methods: SynthesizedMethod[];
  const functionId = (handler: string): string => {
    const fn = stack.api.functions.get(handler);
    if (!fn) throw new Error(`no function for ${handler}`);
    return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
  };

  beforeAll(() => {
    // Prepare
    const app = testApp({
      context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });

    // Act
    stack = new TestAutomationStack(app, 'TestAutomationService');
    template = Template.fromStack(stack);
    resources = template.toJSON().Resources as Resources;
    const pathOf = pathResolver(resources);
    methods = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGateway::Method')
      .map((r) => {
        const integration = r.Properties?.Integration as { Type: string; Uri: unknown };
        return {
          path: pathOf(r.Properties?.ResourceId),
          httpMethod: r.Properties?.HttpMethod as string,
          integrationType: integration.Type,
          functionId: integratedFunction(integration.Uri),
        };
      });
  });

  it('exposes every route of the route table as a method on its path, proxied to the route handler', () => {
    // Prepare
    const expected = routes.map((route) => ({
      path: route.path,
      httpMethod: route.method,
      integrationType: 'AWS_PROXY',
      functionId: functionId(route.handler),
    }));

    // Act
    const routeMethods = methods.filter((m) => m.httpMethod !== 'ANY');

    // Assess
    expect(routeMethods).toHaveLength(routes.length);
    expect(routeMethods).toEqual(expect.arrayContaining(expected));
  });

  it('sends any other method on a route path, and any unknown path, to the fallback function', () => {
    // Prepare
    const fallbackId = functionId(fallbackHandler);
    const routePaths = new Set(routes.map((r) => r.path));

    // Act
    const anyMethods = methods.filter((m) => m.httpMethod === 'ANY');
    const anyPaths = new Set(anyMethods.map((m) => m.path));

    // Assess
    for (const path of [...routePaths, '/', '/{proxy+}']) expect(anyPaths).toContain(path);
    for (const m of anyMethods) expect(m).toMatchObject({ integrationType: 'AWS_PROXY', functionId: fallbackId });
  });

  it('uses no API Gateway authorizer, since the handlers check the API key', () => {
    // Assess
    for (const r of Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::Method')) {
      expect(r.Properties?.AuthorizationType).toBe('NONE');
    }
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 0);
  });

  it('creates one Lambda function per distinct handler plus the fallback', () => {
    // Prepare
    const handlers = new Set([...routes.map((r) => r.handler), fallbackHandler]);

    // Act
    // (the run state machine's own functions, under `Runs`, are tested in runs-stack.test.ts)
    const functionIds = Object.entries(resources)
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !id.startsWith('Runs'))
      .map(([id]) => id);

    // Assess
    expect(functionIds.sort()).toEqual([...handlers].map(functionId).sort());
    for (const id of functionIds) {
      expect(resources[id]!.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 29,
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('gives every function the table and bucket names', () => {
    // Prepare
    const tableId = stack.getLogicalId(stack.table.node.defaultChild as never);
    const bucketId = stack.getLogicalId(stack.bucket.node.defaultChild as never);

    // Assess
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ [ENV.tableName]: { Ref: tableId }, [ENV.bucketName]: { Ref: bucketId } }),
      },
    });
  });

  it('creates the single table with pk/sk, the gsi1 index, TTL and point-in-time recovery', () => {
    // Assess
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    });
  });

  it('keeps the bucket private, encrypted and open to presigned browser uploads', () => {
    // Assess
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['*'] })],
        },
        LifecycleConfiguration: {
          Rules: [
            Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
            Match.objectLike({ Prefix: 'runs/', ExpirationInDays: 90, Status: 'Enabled' }),
          ],
        },
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('answers API Gateway errors in the API error shape, 404 for an unmatched path', () => {
    // Prepare
    const expected = [
      ['MISSING_AUTHENTICATION_TOKEN', '404', 'not_found'],
      ['THROTTLED', '429', 'rate_limited'],
      ['REQUEST_TOO_LARGE', '413', 'payload_too_large'],
    ] as const;
    // The stage's throttle, like the per-key limit, says when to retry.
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'THROTTLED',
      ResponseParameters: Match.objectLike({ 'gatewayresponse.header.Retry-After': "'1'" }),
    });

    // Assess
    for (const [type, status, code] of expected) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: status,
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp(`^\\{"error":"${code}","message":".+"\\}$`) },
      });
    }
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp('^\\{"error":"[a-z_]+","message":.+\\}$') },
      });
    }
    const notFound = template.findResources('AWS::ApiGateway::GatewayResponse', {
      Properties: { ResponseType: 'MISSING_AUTHENTICATION_TOKEN' },
    });
    const body = Object.values(notFound)[0]?.Properties.ResponseTemplates['application/json'] as string;
    expect(JSON.parse(body)).toEqual({ error: 'not_found', message: 'No route matches this path.' });
  });

  it('serves stage v1 with throttling and JSON access logs', () => {
    // Assess
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'v1',
      TracingEnabled: true,
      MethodSettings: Match.arrayWith([
        Match.objectLike({ HttpMethod: '*', ResourcePath: '/*', ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      ]),
      AccessLogSetting: Match.objectLike({ Format: Match.stringLikeRegexp('^\\{"requestId":"\\$context.requestId"') }),
    });
  });

  it('outputs the API URL, table name and bucket name', () => {
    // Act
    const outputs = Object.keys(template.toJSON().Outputs as object);

    // Assess
    expect(outputs).toEqual(expect.arrayContaining(['ApiUrl', 'TableName', 'BucketName']));
  });

  it('rejects a route table with two parameter names at one path level', () => {
    // Prepare
    const scope = new Stack(
      testApp({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false }),
      'Conflict',
    );
    const data = { table: new ServiceTable(scope, 'Table'), bucket: new ArtifactsBucket(scope, 'Bucket') };
    const conflicting = [
      { method: 'GET', path: '/apps/{id}', handler: 'apps-get', access: { table: 'read' } },
      { method: 'GET', path: '/apps/{app_id}/builds', handler: 'apps-list', access: { table: 'read' } },
    ] as const;

    // Act
    const build = () =>
      new ServiceApi(scope, 'Api', {
        routes: conflicting,
        fallbackHandler,
        data,
      });

    // Assess
    expect(build).toThrow(/'\{app_id\}' conflicts with '\{id\}'/);
  });

  describe('grants', () => {
    /** The statements of the policies attached to a handler's function role. */
    const statementsOf = (handler: string): Statement[] => {
      const fn = stack.api.functions.get(handler)!;
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
      return Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy')
        .map((r) => r.Properties as { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } })
        .filter((p) => p.Roles.some((ref) => ref.Ref === roleId))
        .flatMap((p) => p.PolicyDocument.Statement);
    };
    const actionsOf = (handler: string): string[] => statementsOf(handler).flatMap((s) => [s.Action].flat());
    const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
      stack.getLogicalId(construct.node.defaultChild as never);

    /**
     * The template's grants of a function, in the terms of `grantedBy`; X-Ray's `*` statement and the writes to the
     * function's own log group are left out (checked by their own test).
     */
    const grantedOf = (handler: string): Granted => {
      const fn = stack.api.functions.get(handler)!;
      const ownLogs = JSON.stringify({ 'Fn::GetAtt': [logicalId(fn.logGroup as never), 'Arn'] });
      const ids = {
        table: logicalId(stack.table),
        bucket: logicalId(stack.bucket),
        key: logicalId(stack.credentialsKey),
        stateMachine: logicalId(stack.runs.stateMachine),
        cluster: logicalId(stack.runs.cluster),
      };
      const onCluster = { ArnEquals: { 'ecs:cluster': { 'Fn::GetAtt': [ids.cluster, 'Arn'] } } };
      const classify = (resource: unknown, condition: unknown): GrantResource => {
        const text = JSON.stringify(resource);
        // The table's rate-limit items only (the statement's condition on the partition keys).
        if (text.includes(ids.table) && JSON.stringify(condition) === JSON.stringify(RATE_LIMIT_CONDITION)) {
          return 'rateLimits';
        }
        // The run cluster's tasks only: by ARN and by the ecs:cluster condition.
        if (text.includes(':task/') && text.includes(ids.cluster)) {
          if (JSON.stringify(condition) !== JSON.stringify(onCluster)) {
            throw new Error(`unexpected condition on tasks ${JSON.stringify(condition)}`);
          }
          return 'runnerTasks';
        }
        if (condition !== undefined) throw new Error(`unexpected condition ${JSON.stringify(condition)}`);
        if (text.includes(ids.table)) return text.includes('/index/') ? 'index' : 'table';
        if (text.includes(ids.key)) return 'key';
        if (text.includes(ids.stateMachine)) return 'stateMachine';
        if (text.includes(`:execution:${stack.stackName}-run-group:*`)) return 'executions';
        if (text.includes(ids.bucket)) {
          const prefix = /"\/(files|runs)\/\*"/.exec(text)?.[1];
          return prefix ? (`objects:${prefix}/` as GrantResource) : 'bucket';
        }
        throw new Error(`unexpected resource ${text}`);
      };
      const granted: Granted = new Map();
      for (const statement of statementsOf(handler)) {
        if (statement.Resource === '*') {
          expect([statement.Action].flat().every((a) => a.startsWith('xray:'))).toBe(true);
          continue;
        }
        if (JSON.stringify(statement.Resource) === ownLogs) continue;
        for (const resource of [statement.Resource].flat()) {
          const kind = classify(resource, statement.Condition);
          const set = granted.get(kind) ?? new Set<string>();
          for (const action of [statement.Action].flat()) set.add(action);
          granted.set(kind, set);
        }
      }
      return granted;
    };

    it('grants GET /health and the fallback nothing on the table, the bucket or the key', () => {
      // Act
      const actions = [...actionsOf('health'), ...actionsOf(fallbackHandler)];

      // Assess
      expect(actions.length).toBeGreaterThan(0);
      expect(actions.every((a) => a.startsWith('xray:') || a.startsWith('logs:'))).toBe(true);
      expect(asRecord(grantedOf('health'))).toEqual({});
      expect(asRecord(grantedOf(fallbackHandler))).toEqual({});
    });

    it('lets every function write its own log group only, and puts nothing but X-Ray on *', () => {
      for (const [handler, fn] of stack.api.functions) {
        // Prepare
        const ownLogs = { 'Fn::GetAtt': [logicalId(fn.logGroup as never), 'Arn'] };

        // Act
        const statements = statementsOf(handler);
        const logs = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
        const onAnything = statements.filter((s) => s.Resource === '*');

        // Assess
        expect(logs, handler).toEqual([
          expect.objectContaining({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: ownLogs }),
        ]);
        expect(
          onAnything.map((s) => [s.Action].flat().sort()),
          handler,
        ).toEqual([['xray:PutTelemetryRecords', 'xray:PutTraceSegments']]);
      }
      // No function role holds an AWS managed policy (AWSLambdaBasicExecutionRole writes any log group).
      for (const fn of stack.api.functions.values()) {
        const role = resources[logicalId(fn.role as never)]!;
        expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
      }
    });

    it('pins the grants of POST /test_group_run/trigger_run, action by action', () => {
      // Act
      const granted = asRecord(grantedOf('test-group-run-trigger'));

      // Assess
      expect(granted).toEqual({
        index: ['dynamodb:Query'],
        rateLimits: ['dynamodb:UpdateItem'],
        stateMachine: ['states:StartExecution'],
        table: [
          'dynamodb:BatchGetItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:ConditionCheckItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:UpdateItem',
        ],
      });
    });

    it('pins the grants of GET /test_blueprint/list (read-only), action by action', () => {
      // Act
      const granted = asRecord(grantedOf('test-blueprint-list'));
      const indexStatements = statementsOf('test-blueprint-list').filter((s) =>
        JSON.stringify(s.Resource).includes('/index/'),
      );

      // Assess
      expect(granted).toEqual({
        index: ['dynamodb:Query'],
        rateLimits: ['dynamodb:UpdateItem'],
        table: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
      });
      // The index by its name, never `index/*`.
      expect(JSON.stringify(indexStatements.map((s) => s.Resource))).toContain('"/index/gsi1"');
    });

    it('grants no wildcard action and no table action beyond what the repositories call', () => {
      // Prepare
      const used = new Set([
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        ...TABLE_WRITE,
        's3:GetObject',
        's3:PutObject',
        's3:ListBucket',
      ]);

      // Act
      const actions = [...stack.api.functions.keys()].flatMap(actionsOf);

      // Assess
      expect(actions.filter((a) => a.includes('*'))).toEqual([]);
      expect(actions.filter((a) => (a.startsWith('dynamodb:') || a.startsWith('s3:')) && !used.has(a))).toEqual([]);
    });

    it.each(['test-run-get', 'test-blueprint-list'])(
      'grants the read-only function %s reads of the table and no write anywhere but the rate-limit items',
      (handler) => {
        // Act
        const actions = statementsOf(handler)
          .filter((s) => JSON.stringify(s.Condition) !== JSON.stringify(RATE_LIMIT_CONDITION))
          .flatMap((s) => [s.Action].flat());

        // Assess
        expect(actions).toEqual(
          expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']),
        );
        for (const write of [...TABLE_WRITE, 'dynamodb:TransactWriteItems']) expect(actions).not.toContain(write);
        expect(actions.filter((a) => /^s3:(Put|Delete|Abort|Replicate|Restore)/.test(a))).toEqual([]);
        expect(actions.filter((a) => a.startsWith('kms:'))).toEqual([]);
      },
    );

    it('lets GET /test_run/{id} read the run artifacts under runs/ only (the objects its presigned URLs name)', () => {
      // Act
      const granted = asRecord(grantedOf('test-run-get'));

      // Assess
      expect(Object.keys(granted).filter((r) => r.startsWith('objects:'))).toEqual(['objects:runs/']);
    });

    it('grants the trigger table writes and StartExecution, and nothing on the bucket or the key', () => {
      // Act
      const actions = actionsOf('test-group-run-trigger');

      // Assess
      expect(actions).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'states:StartExecution']),
      );
      expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('kms:'))).toEqual([]);
    });

    it('grants the group cancel StopExecution on the run state machine executions only, and no StartExecution', () => {
      // Act
      const statesOf = (handler: string) =>
        statementsOf(handler).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('states:')));
      const group = statesOf('test-group-run-cancel');

      // Assess
      expect(group.map((s) => [s.Action].flat())).toEqual([['states:StopExecution']]);
      expect(JSON.stringify(group[0]!.Resource)).toContain(`:execution:${stack.stackName}-run-group:*`);
      expect(statesOf('test-run-cancel')).toEqual([]);
    });

    it("grants the run cancel, and no other function, StopTask on the run cluster's tasks under an ecs:cluster condition", () => {
      // Prepare
      const clusterId = logicalId(stack.runs.cluster);
      const stopTaskOf = (handler: string) =>
        statementsOf(handler).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('ecs:')));

      // Act
      const granted = stopTaskOf('test-run-cancel');
      const others = [...stack.api.functions.keys()].filter((h) => h !== 'test-run-cancel').flatMap(stopTaskOf);

      // Assess
      expect(granted).toHaveLength(1);
      expect([granted[0]!.Action].flat()).toEqual(['ecs:StopTask']);
      expect(JSON.stringify(granted[0]!.Resource)).toMatch(new RegExp(`:task/".*"Ref":"${clusterId}".*"/\\*"`));
      expect(granted[0]!.Condition).toEqual({ ArnEquals: { 'ecs:cluster': { 'Fn::GetAtt': [clusterId, 'Arn'] } } });
      expect(others).toEqual([]);
    });

    it('gives the run cancel, and no other function, the run cluster setting', () => {
      // Prepare
      const clusterArn = { 'Fn::GetAtt': [logicalId(stack.runs.cluster), 'Arn'] };
      const variablesOf = (handler: string): Record<string, unknown> => {
        const environment = resources[functionId(handler)]?.Properties?.Environment as
          | { Variables: Record<string, unknown> }
          | undefined;
        return environment?.Variables ?? {};
      };

      // Act
      const withSetting = [...stack.api.functions.keys()].filter((h) => ENV.runsClusterArn in variablesOf(h));

      // Assess
      expect(withSetting).toEqual(['test-run-cancel']);
      expect(variablesOf('test-run-cancel')[ENV.runsClusterArn]).toEqual(clusterArn);
    });

    it('grants every function exactly the data access its route declares', () => {
      // Prepare
      const declared = [
        ...routes.map((r) => [r.handler, r.access, isRateLimited(r)] as const),
        [fallbackHandler, {}, false] as const,
      ];

      // Act
      const synthesized = Object.fromEntries(declared.map(([handler]) => [handler, asRecord(grantedOf(handler))]));

      // Assess
      expect(synthesized).toEqual(
        Object.fromEntries(
          declared.map(([handler, access, rateLimited]) => [handler, asRecord(grantedBy(access, rateLimited))]),
        ),
      );
    });
  });
});
