import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { type DynamoHandle, startDynamoDb } from '../../lib/local/dynamodb';
import { freePort } from '../../lib/local/ports';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const tables = async (endpoint: string) => {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials });
  try {
    return (await client.send(new ListTablesCommand({}))).TableNames ?? [];
  } finally {
    client.destroy();
  }
};

/** How long one start of DynamoDB Local may take (the start's own bound; a JVM starts slowly on a busy machine). */
const START_MS = 90_000;

// The test's own bound is what its steps are allowed: two starts (the second after a refused port), and the requests.
describe('local DynamoDB', { timeout: 2 * START_MS + 30_000 }, () => {
  const started: DynamoHandle[] = [];
  afterAll(async () => {
    await Promise.all(started.map((h) => h.stop()));
  });

  it('starts on another port, and talks to its own database, when its port is taken before Java binds it', async () => {
    // Prepare: a first database holds a table, on the port the second one is first given
    const first = await startDynamoDb(null, { timeoutMs: START_MS });
    started.push(first);
    const client = new DynamoDBClient({ endpoint: first.endpoint, region: 'us-east-1', credentials });
    await client.send(
      new CreateTableCommand({
        TableName: 'first-only',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    client.destroy();
    const takenPort = Number(new URL(first.endpoint).port);
    const choices = [takenPort];
    // Act
    const second = await startDynamoDb(null, {
      timeoutMs: START_MS,
      choosePort: async () => choices.shift() ?? freePort(),
    });
    started.push(second);
    // Assess
    expect(second.endpoint).not.toBe(first.endpoint);
    expect(second.process.exitCode).toBeNull();
    expect(await tables(second.endpoint)).toEqual([]);
    expect(await tables(first.endpoint)).toEqual(['first-only']);
  });
});
