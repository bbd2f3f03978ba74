/**
 * Each route's declared data access (`lambdas/http/routes.ts`) against what its handler really does: every handler
 * runs a representative request over mocked AWS clients (an in-memory table and bucket behind them), its calls are
 * turned into the IAM actions they need, and each action must be among those `ApiFunction` grants for the route's
 * declaration (too narrow: AccessDenied on AWS), and the declaration must grant nothing the handler did not use
 * (too wide).
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENV } from '../../core/config';
import { type DataAccess, fallbackHandler, findRoute, isRateLimited, routes } from '../../lambdas/http/routes';
import { createDynamoClient } from '../../lambdas/repositories/clients';
import { createCompaniesRepository } from '../../lambdas/repositories/companies';
import { RATE_LIMIT_PREFIX } from '../../lambdas/repositories/keys';
import { createRunsRepository } from '../../lambdas/repositories/runs';
import { createSequences } from '../../lambdas/repositories/sequences';
import { tableSchema } from '../../lambdas/repositories/table-schema';
import { hashApiKey } from '../../lambdas/services/auth';
import { allows, grantedBy } from '../infra/granted-access';
import { apk } from '../support/uploads';

/** Presigning sends nothing through the S3 client: the presigner records the command it signs instead. */
const presigned = vi.hoisted(() => [] as unknown[]);
vi.mock('@aws-sdk/s3-request-presigner', () => ({
  getSignedUrl: async (_client: unknown, command: { input: { Key: string } }) => {
    presigned.push(command);
    return `https://bucket.test/${command.input.Key}?X-Amz-Signature=test`;
  },
}));

const TABLE = 'grants-table';
const API_KEY = 'tas_grants-test-key';

type Item = Record<string, unknown>;

/**
 * Just enough of DynamoDB for the repositories' requests: items by pk/sk, the key conditions and the one filter they
 * use, and SET/ADD/REMOVE updates. Conditions are not evaluated (the scenario takes the success path).
 */
class FakeTable {
  private readonly items = new Map<string, Item>();

  private id(key: Item): string {
    return `${String(key.pk)}\u0000${String(key.sk)}`;
  }

  get(key: Item): Item | undefined {
    const item = this.items.get(this.id(key));
    return item && structuredClone(item);
  }

  put(item: Item): void {
    this.items.set(this.id(item), structuredClone(item));
  }

  delete(key: Item): Item | undefined {
    const old = this.get(key);
    this.items.delete(this.id(key));
    return old;
  }

  update(input: Pick<UpdateCommandInput, 'Key' | 'UpdateExpression' | 'ExpressionAttributeNames'> & Item): Item {
    const names = input.ExpressionAttributeNames ?? {};
    const values = (input.ExpressionAttributeValues ?? {}) as Item;
    const name = (token: string) => (token.startsWith('#') ? names[token]! : token);
    const item = this.get(input.Key!) ?? { ...input.Key };
    const operand = (token: string) => (token.startsWith(':') ? values[token] : item[name(token)]);
    const parts = input.UpdateExpression!.split(/\b(SET|ADD|REMOVE)\b/);
    for (let i = 1; i < parts.length; i += 2) {
      const clauses = parts[i + 1]!.split(',').map((c) => c.trim());
      for (const clause of clauses) {
        if (parts[i] === 'SET') {
          const [target, expression] = clause.split('=').map((s) => s.trim()) as [string, string];
          const sum = expression.split('+').map((s) => s.trim());
          item[name(target)] =
            sum.length === 2 ? Number(operand(sum[0]!)) + Number(operand(sum[1]!)) : operand(sum[0]!);
        } else if (parts[i] === 'ADD') {
          const [target, value] = clause.split(/\s+/) as [string, string];
          item[name(target)] = Number(item[name(target)] ?? 0) + Number(operand(value));
        } else {
          delete item[name(clause)];
        }
      }
    }
    this.put(item);
    return structuredClone(item);
  }

  query(input: QueryCommandInput): { Items: Item[]; Count: number } {
    const values = (input.ExpressionAttributeValues ?? {}) as Item;
    const condition = input.KeyConditionExpression!;
    const hash = /^(\w+) = (:\w+)/.exec(condition);
    const prefix = /AND begins_with\((\w+), (:\w+)\)$/.exec(condition);
    if (!hash || (!prefix && condition !== hash[0])) throw new Error(`unsupported key condition: ${condition}`);
    const filter = input.FilterExpression ? /^(\w+) = (:\w+)$/.exec(input.FilterExpression) : undefined;
    if (filter === null) throw new Error(`unsupported filter: ${input.FilterExpression}`);
    const index = tableSchema.globalIndexes.find((i) => i.name === input.IndexName);
    const sortKey = index?.sortKey ?? tableSchema.sortKey;
    let found = [...this.items.values()]
      .filter((item) => item[hash[1]!] === values[hash[2]!])
      .filter((item) => !prefix || String(item[prefix[1]!] ?? '').startsWith(String(values[prefix[2]!])))
      .filter((item) => !filter || item[filter[1]!] === values[filter[2]!])
      .sort((a, b) => String(a[sortKey]).localeCompare(String(b[sortKey])));
    if (input.ScanIndexForward === false) found.reverse();
    if (input.Limit) found = found.slice(0, input.Limit);
    return { Items: found.map((item) => structuredClone(item)), Count: found.length };
  }

  batchGet(input: BatchGetCommandInput) {
    const responses: Record<string, Item[]> = {};
    for (const [table, request] of Object.entries(input.RequestItems ?? {})) {
      const keys: Item[] = request.Keys ?? [];
      responses[table] = keys.map((key) => this.get(key)).filter((item): item is Item => item !== undefined);
    }
    return { Responses: responses, UnprocessedKeys: {} };
  }

  batchWrite(input: BatchWriteCommandInput) {
    for (const requests of Object.values(input.RequestItems ?? {})) {
      for (const request of requests) {
        if (request.PutRequest) this.put(request.PutRequest.Item!);
        if (request.DeleteRequest) this.delete(request.DeleteRequest.Key!);
      }
    }
    return { UnprocessedItems: {} };
  }

  transactWrite(input: TransactWriteCommandInput) {
    for (const item of input.TransactItems ?? []) {
      if (item.Put) this.put(item.Put.Item!);
      if (item.Update) this.update(item.Update as Parameters<FakeTable['update']>[0]);
      if (item.Delete) this.delete(item.Delete.Key!);
    }
    return {};
  }
}

/** One AWS permission a call needs: the action and the resource it is checked on. */
interface Needed {
  resource: string;
  action: string;
}

const objectResource = (key: string) => `objects:${key.slice(0, key.indexOf('/') + 1)}`;

function dynamoNeeds(command: unknown): Needed[] {
  const table = (action: string): Needed => ({ resource: 'table', action: `dynamodb:${action}` });
  if (command instanceof GetCommand) return [table('GetItem')];
  if (command instanceof BatchGetCommand) return [table('BatchGetItem')];
  if (command instanceof QueryCommand) return [table('Query')];
  if (command instanceof ScanCommand) return [table('Scan')];
  if (command instanceof PutCommand) return [table('PutItem')];
  if (command instanceof UpdateCommand) {
    // The per-key rate limit's bucket: granted on the `RATE#` partitions alone.
    const pk = String(command.input.Key?.pk);
    return [
      pk.startsWith(RATE_LIMIT_PREFIX)
        ? { resource: 'rateLimits', action: 'dynamodb:UpdateItem' }
        : table('UpdateItem'),
    ];
  }
  if (command instanceof DeleteCommand) return [table('DeleteItem')];
  if (command instanceof BatchWriteCommand) return [table('BatchWriteItem')];
  // A transaction is authorized item by item.
  if (command instanceof TransactWriteCommand) {
    return (command.input.TransactItems ?? []).map((item) =>
      table(item.Put ? 'PutItem' : item.Update ? 'UpdateItem' : item.Delete ? 'DeleteItem' : 'ConditionCheckItem'),
    );
  }
  throw new Error(`no IAM action known for ${(command as object).constructor.name}`);
}

function s3Needs(command: unknown): Needed[] {
  if (command instanceof HeadObjectCommand) {
    // HeadObject is authorized as GetObject; without ListBucket a missing object is a 403, not the 404 the
    // existence checks rely on.
    return [
      { resource: objectResource(command.input.Key!), action: 's3:GetObject' },
      { resource: 'bucket', action: 's3:ListBucket' },
    ];
  }
  if (command instanceof GetObjectCommand)
    return [{ resource: objectResource(command.input.Key!), action: 's3:GetObject' }];
  if (command instanceof PutObjectCommand)
    return [{ resource: objectResource(command.input.Key!), action: 's3:PutObject' }];
  throw new Error(`no IAM action known for ${(command as object).constructor.name}`);
}

function kmsNeeds(command: unknown): Needed[] {
  if (command instanceof GenerateDataKeyCommand) return [{ resource: 'key', action: 'kms:GenerateDataKey' }];
  if (command instanceof DecryptCommand) return [{ resource: 'key', action: 'kms:Decrypt' }];
  throw new Error(`no IAM action known for ${(command as object).constructor.name}`);
}

/** The narrowest declaration that grants every needed permission. */
function narrowestAccess(needs: readonly Needed[]): DataAccess {
  const tableNeeds = needs.filter((n) => n.resource === 'table');
  const readOnly = grantedBy({ table: 'read' });
  const objects = new Map<string, 'read' | 'put'>();
  for (const n of needs.filter((n) => n.resource.startsWith('objects:'))) {
    const level = n.action === 's3:PutObject' ? 'put' : 'read';
    objects.set(`${n.resource.slice('objects:'.length)} ${level}`, level);
  }
  const keyUses = new Set(needs.filter((n) => n.resource === 'key').map((n) => n.action));
  return {
    ...(tableNeeds.length > 0
      ? { table: tableNeeds.every((n) => allows(readOnly, 'table', n.action)) ? 'read' : 'readwrite' }
      : {}),
    ...(objects.size > 0
      ? {
          objects: [...objects].map(([id, access]) => ({
            prefix: id.split(' ')[0] as 'files/' | 'runs/',
            access,
          })),
        }
      : {}),
    ...(keyUses.size > 0
      ? { credentialsKey: [...keyUses].map((a) => (a === 'kms:GenerateDataKey' ? 'encrypt' : 'decrypt')) }
      : {}),
    ...(needs.some((n) => n.resource === 'stateMachine') ? { startsRuns: true } : {}),
    ...(needs.some((n) => n.resource === 'executions') ? { stopsRuns: true } : {}),
  };
}

/** A declaration in one order, so two equal ones compare equal. */
function normalized(access: DataAccess) {
  return {
    table: access.table,
    objects: [...(access.objects ?? [])].map((o) => `${o.prefix} ${o.access}`).sort(),
    credentialsKey: [...(access.credentialsKey ?? [])].sort(),
    startsRuns: access.startsRuns ?? false,
    stopsRuns: access.stopsRuns ?? false,
  };
}

const table = new FakeTable();
const bucket = new Map<string, Buffer>();
const dynamo = mockClient(DynamoDBDocumentClient);
const rawDynamo = mockClient(DynamoDBClient);
const s3 = mockClient(S3Client);
const kms = mockClient(KMSClient);
const sfn = mockClient(SFNClient);

function fakeAws(): void {
  dynamo.on(GetCommand).callsFake((input) => ({ Item: table.get(input.Key) }));
  dynamo.on(PutCommand).callsFake((input) => {
    table.put(input.Item);
    return {};
  });
  dynamo.on(UpdateCommand).callsFake((input) => ({ Attributes: table.update(input) }));
  dynamo.on(DeleteCommand).callsFake((input) => ({ Attributes: table.delete(input.Key) }));
  dynamo.on(QueryCommand).callsFake((input) => table.query(input));
  dynamo.on(BatchGetCommand).callsFake((input) => table.batchGet(input));
  dynamo.on(BatchWriteCommand).callsFake((input) => table.batchWrite(input));
  dynamo.on(TransactWriteCommand).callsFake((input) => table.transactWrite(input));
  s3.on(HeadObjectCommand).callsFake((input) => {
    const body = bucket.get(input.Key);
    if (!body) throw new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } });
    return { ContentLength: body.length };
  });
  s3.on(GetObjectCommand).callsFake((input) => {
    const body = bucket.get(input.Key) ?? Buffer.alloc(0);
    const range = /^bytes=(\d+)-(\d+)$/.exec(input.Range ?? '');
    const bytes = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
    return { Body: { transformToByteArray: async () => new Uint8Array(bytes) } as never };
  });
  kms.on(GenerateDataKeyCommand).callsFake(() => ({
    KeyId: 'test-key',
    Plaintext: new Uint8Array(randomBytes(32)),
    CiphertextBlob: new Uint8Array(randomBytes(64)),
  }));
  sfn
    .on(StartExecutionCommand)
    .resolves({ executionArn: 'arn:aws:states:us-east-1:1:execution:m:e', startDate: new Date() });
  sfn.on(StopExecutionCommand).resolves({ stopDate: new Date() });
}

/** The permissions each handler's calls needed, over every request the scenario sent it. */
const needsOf = new Map<string, Needed[]>();

type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
const context = { awsRequestId: 'grants', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

/** Sends one request to the handler of its route, as API Gateway would, and records the AWS calls it made. */
async function send(method: string, path: string, body?: unknown, expectedStatus?: number) {
  const match = findRoute(routes, method, path);
  const handler = match && 'route' in match ? match.route.handler : fallbackHandler;
  const { handler: run } = (await import(`../../lambdas/http/handlers/${handler}.ts`)) as { handler: LambdaHandler };
  for (const mock of [dynamo, rawDynamo, s3, kms, sfn]) mock.resetHistory();
  presigned.length = 0;
  const response = await run(
    {
      httpMethod: method,
      path,
      resource: match && 'route' in match ? match.route.path : '/{proxy+}',
      headers: { 'X-API-KEY': API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: match && 'route' in match ? match.pathParameters : null,
      stageVariables: null,
      body: body === undefined ? null : JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: {} as APIGatewayProxyEvent['requestContext'],
    },
    context,
  );
  if (rawDynamo.calls().length > 0) throw new Error(`${handler} used the low-level DynamoDB client`);
  const needs = [
    ...dynamo.calls().flatMap((call) => dynamoNeeds(call.args[0])),
    ...s3.calls().flatMap((call) => s3Needs(call.args[0])),
    ...presigned.flatMap((command) => s3Needs(command)),
    ...kms.calls().flatMap((call) => kmsNeeds(call.args[0])),
    ...sfn
      .calls()
      .map((call) =>
        call.args[0] instanceof StopExecutionCommand
          ? { resource: 'executions', action: 'states:StopExecution' }
          : { resource: 'stateMachine', action: 'states:StartExecution' },
      ),
  ];
  needsOf.set(handler, [...(needsOf.get(handler) ?? []), ...needs]);
  const status = expectedStatus ?? (method === 'POST' && !path.endsWith('upload-url') ? 201 : 200);
  if (response.statusCode !== status) {
    throw new Error(`${method} ${path} answered ${response.statusCode}, not ${status}: ${response.body}`);
  }
  return JSON.parse(response.body);
}

/** Stores `bytes` where a presigned PUT would have (the browser's upload). */
function upload(grant: { s3_key: string }, bytes: Buffer): void {
  bucket.set(grant.s3_key, bytes);
}

const act = (n: number, action: string) => ({ step_number: n, type: 'act', action });

/** Every route once or more, in the order a client would use them, each on what the earlier ones created. */
async function scenario(): Promise<void> {
  await send('GET', '/health');
  await send('GET', '/openapi.json');
  await send('GET', '/nowhere', undefined, 404);
  await send('DELETE', '/apps/upload-url', undefined, 405);

  const binary = apk(['arm64-v8a']);
  const grant = await send('POST', '/apps/upload-url', {
    filename: 'shop.apk',
    platform: 'android',
    file_size: binary.length,
  });
  upload(grant, binary);
  const { app } = await send('POST', '/apps/create', {
    name: 'Shop',
    platform: 'android',
    build_name: '1.0.0',
    s3_key: grant.s3_key,
    file_size: binary.length,
  });
  const second = await send('POST', '/apps/upload-url', {
    filename: 'shop.apk',
    platform: 'android',
    file_size: binary.length,
  });
  upload(second, binary);
  const { build } = await send('POST', `/apps/${app.id}/builds`, {
    name: '1.1.0',
    s3_key: second.s3_key,
    file_size: binary.length,
    set_as_current: false,
  });
  await send('PUT', `/apps/${app.id}/builds/${build.id}/set-current`);
  await send('GET', '/apps/list');
  await send('GET', `/apps/${app.id}`);

  const { test_suite: suite } = await send('POST', '/test_suites/create', { name: 'Regression' });
  await send('GET', '/test_suites/list');

  const csv = Buffer.from('name,email\nada,ada@x.test\n');
  const fileGrant = await send('POST', '/test_blueprint/files/upload-url', {
    filename: 'people.csv',
    file_size: csv.length,
    content_type: 'text/csv',
  });
  upload(fileGrant, csv);
  const { file } = await send('POST', '/test_blueprint/files/create', {
    s3_key: fileGrant.s3_key,
    file_size: csv.length,
    content_type: 'text/csv',
  });

  const { test_blueprint: module } = await send('POST', '/modules/create', {
    title: 'Add to cart',
    steps: [act(1, 'add the first item to the cart')],
  });
  await send('GET', '/modules/list');
  await send('GET', `/modules/${module.id}`);
  await send('PUT', `/modules/${module.id}`, { title: 'Add an item to the cart' });

  const { test_blueprint: login } = await send('POST', '/test_blueprint/create', {
    title: 'Log in',
    type: 'module',
    starting_url: 'https://shop.test/login',
    credentials: { username: 'ada', password: 'pw-very-secret' },
  });
  const { test_blueprint: test } = await send('POST', '/test_blueprint/create', {
    title: 'Checkout',
    type: 'integration',
    starting_url: 'https://shop.test/',
    test_blueprint_category_id: suite.id,
    setup_module: login.id,
    steps: [
      { ...act(1, 'upload the invoice'), attached_file_ids: [file.id] },
      { step_number: 2, type: 'step_module', action: '', test_blueprint_module_id: module.id },
    ],
  });
  await send('GET', '/test_blueprint/list');
  await send('GET', `/test_blueprint/${test.id}`);
  await send('PUT', `/test_blueprint/${login.id}`, { credentials: { username: 'ada', password: 'pw-rotated' } });

  const { test_group_run: group } = await send('POST', '/test_group_run/trigger_run', {
    test_blueprint_ids: [test.id],
  });
  await send('GET', `/test_group_run/${group.id}`);
  const runId = group.test_runs[0].id as number;
  await runnerFinishes(group.company_id, runId);
  const { test_run: run } = await send('GET', `/test_run/${runId}`);
  expect(run.results[0].actions[0].screenshot_url).toMatch(/^https:\/\/bucket\.test\/runs\//);
  // Cancelling: a finished run (returned as it is, presigned), a running run, and a running group.
  await send('POST', `/test_run/${runId}/cancel`, undefined, 200);
  const { test_group_run: cancelledRunGroup } = await send('POST', '/test_group_run/trigger_run', {
    test_blueprint_ids: [test.id],
  });
  await send('POST', `/test_run/${cancelledRunGroup.test_runs[0].id}/cancel`, undefined, 200);
  const { test_group_run: cancelledGroup } = await send('POST', '/test_group_run/trigger_run', {
    test_blueprint_ids: [test.id],
  });
  await send('POST', `/test_group_run/${cancelledGroup.id}/cancel`, undefined, 200);

  await send('DELETE', `/test_blueprint/${test.id}`);
  await send('DELETE', `/modules/${module.id}`);
}

/** What the runner leaves in the table: one attempt with a step whose screenshots and video are in the bucket. */
async function runnerFinishes(companyId: number, runId: number): Promise<void> {
  const runs = createRunsRepository(createDynamoClient({ region: 'us-east-1' }), TABLE);
  const prefix = `runs/${companyId}/${runId}/`;
  const at = new Date().toISOString();
  await runs.attemptStarted(companyId, runId, 1, at);
  await runs.putStep(companyId, runId, 1, 0, {
    step_number: 1,
    task: 'upload the invoice',
    is_successful: true,
    result: 'Uploaded',
    duration: 1.2,
    actions: [
      {
        description: 'Upload invoice.pdf',
        type: 'upload',
        screenshot_key: `${prefix}step-1-after.png`,
        screenshot_key_before: `${prefix}step-1-before.png`,
      },
    ],
  });
  await runs.attemptFinished(companyId, runId, 1, true, `${prefix}attempt-1.webm`);
  await runs.settleRun(companyId, runId, {
    status: 'passed',
    finalAttempt: 1,
    videoKey: `${prefix}attempt-1.webm`,
    reason: null,
    at,
  });
}

describe('route data access', () => {
  beforeAll(async () => {
    // Prepare
    vi.stubEnv(ENV.tableName, TABLE);
    vi.stubEnv(ENV.bucketName, 'grants-bucket');
    vi.stubEnv(ENV.region, 'us-east-1');
    vi.stubEnv(ENV.kmsKeyId, 'arn:aws:kms:us-east-1:111111111111:key/test');
    vi.stubEnv(ENV.stateMachineArn, 'arn:aws:states:us-east-1:111111111111:stateMachine:run-group');
    // Each function looks its caller's key up on its first request: no key is remembered across handlers here.
    vi.stubEnv(ENV.authCacheTtlMs, '0');
    vi.stubEnv(ENV.logLevel, 'error');
    fakeAws();
    const ddb = createDynamoClient({ region: 'us-east-1' });
    await createCompaniesRepository(ddb, TABLE, createSequences(ddb, TABLE)).create(
      { name: 'Acme', mobileConcurrency: 1, browserConcurrency: 2 },
      hashApiKey(API_KEY),
    );

    // Act
    await scenario();
  });

  afterAll(() => {
    for (const mock of [dynamo, rawDynamo, s3, kms, sfn]) mock.restore();
    vi.unstubAllEnvs();
  });

  it('declares the data access of every route: table reads at least behind an API key, nothing for public ones', () => {
    // Prepare
    const known = ['table', 'objects', 'credentialsKey', 'startsRuns', 'stopsRuns', 'stopsRunners'];

    // Assess
    for (const route of routes) {
      expect(route.access, route.handler).toBeTypeOf('object');
      expect(
        Object.keys(route.access).filter((k) => !known.includes(k)),
        route.handler,
      ).toEqual([]);
      if (route.public) expect(route.access).toEqual({});
      else expect(['read', 'readwrite'], route.handler).toContain(route.access.table);
    }
  });

  it('sends a request to every route and the fallback', () => {
    // Assess
    const handlers = [...routes.map((r) => r.handler), fallbackHandler];
    expect([...needsOf.keys()].sort()).toEqual(handlers.sort());
  });

  it.each(routes.map((r) => [r.handler, r.access, isRateLimited(r)] as const))(
    '%s makes no AWS call its declared access does not grant',
    (handler, access, rateLimited) => {
      // Prepare
      const granted = grantedBy(access, rateLimited);

      // Act
      const denied = (needsOf.get(handler) ?? []).filter(
        (n) => !allows(granted, n.resource as Parameters<typeof allows>[1], n.action),
      );

      // Assess
      expect(denied).toEqual([]);
    },
  );

  it.each(routes.map((r) => [r.handler, r.access] as const))(
    '%s declares no access it does not use',
    (handler, access) => {
      // Act
      const narrowest = narrowestAccess(needsOf.get(handler) ?? []);

      // Assess
      expect(normalized(access)).toEqual(normalized(narrowest));
    },
  );

  it('updates the rate-limit item of the caller on every authenticated route, and only that item beyond its access', () => {
    // Assess
    for (const route of routes) {
      const rateUpdates = (needsOf.get(route.handler) ?? []).filter((n) => n.resource === 'rateLimits');
      if (route.public) expect(rateUpdates, route.handler).toEqual([]);
      else expect(rateUpdates.length, route.handler).toBeGreaterThan(0);
    }
  });

  it('answers the public routes and the fallback without any AWS call', () => {
    // Assess
    expect(needsOf.get('health')).toEqual([]);
    expect(needsOf.get('openapi')).toEqual([]);
    expect(needsOf.get(fallbackHandler)).toEqual([]);
  });
});
