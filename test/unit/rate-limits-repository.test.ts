import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../core/errors';
import { createDynamoClient } from '../../lambdas/repositories/clients';
import { createRateLimitsRepository } from '../../lambdas/repositories/rate-limits';
import { tableSchema } from '../../lambdas/repositories/table-schema';
import { hashApiKey } from '../../lambdas/services/auth';
import { createRateLimiter } from '../../lambdas/services/rate-limit';

const TABLE = 'rate-table';
const SECOND = 1_000_000;
const KEY = 'tas_a-key-that-must-never-be-stored';
const dynamo = mockClient(DynamoDBDocumentClient);

type Item = Record<string, number | string>;

/**
 * DynamoDB's UpdateItem for the expressions a conditional bucket write can use: conditions of `attribute_not_exists`,
 * `<` and `BETWEEN` joined by OR, and `SET a = :v` / `SET a = a + :v`, applied atomically (each call runs to the end
 * before the next starts, as DynamoDB serializes writes to one item). A failed condition throws
 * ConditionalCheckFailedException carrying the item when ALL_OLD is asked for.
 */
function fakeTable() {
  const items = new Map<string, Item>();
  const id = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
  const holds = (condition: string, item: Item | undefined, values: Record<string, number | string>) =>
    condition.split(' OR ').some((part) => {
      const notExists = /^attribute_not_exists\((\w+)\)$/.exec(part);
      if (notExists) return item?.[notExists[1]!] === undefined;
      const less = /^(\w+) < (:\w+)$/.exec(part);
      if (less) return item?.[less[1]!] !== undefined && Number(item[less[1]!]) < Number(values[less[2]!]);
      const between = /^(\w+) BETWEEN (:\w+) AND (:\w+)$/.exec(part);
      if (between) {
        const value = item?.[between[1]!];
        return (
          value !== undefined &&
          Number(value) >= Number(values[between[2]!]) &&
          Number(value) <= Number(values[between[3]!])
        );
      }
      throw new Error(`condition not understood: ${part}`);
    });
  dynamo.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    const values = input.ExpressionAttributeValues as Record<string, number | string>;
    const old = items.get(id(input.Key!));
    if (input.ConditionExpression && !holds(input.ConditionExpression, old, values)) {
      const raw =
        old &&
        Object.fromEntries(
          Object.entries(old).map(([k, v]) => [k, typeof v === 'number' ? { N: String(v) } : { S: v }]),
        );
      throw new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: {},
        ...(input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && raw ? { Item: raw as never } : {}),
      });
    }
    const item: Item = { ...(old ?? {}), ...(input.Key as Item) };
    for (const clause of /^SET (.*)$/.exec(input.UpdateExpression!)![1]!.split(', ')) {
      const [target, expression] = clause.split(' = ') as [string, string];
      const [a, b] = expression.split(' + ');
      item[target] = b === undefined ? values[a!]! : Number(item[a!]) + Number(values[b]);
    }
    items.set(id(input.Key!), item);
    return { Attributes: { ...item } };
  });
  return items;
}

/** One Lambda instance: its own limiter (and memory of what it saw) over the shared table, on a shared clock. */
function instance(clock: { now: number }, perSecond: number, burst: number) {
  const repo = createRateLimitsRepository(createDynamoClient({ region: 'us-east-1' }), TABLE);
  const take = createRateLimiter(repo, { perSecond, burst }, () => clock.now);
  return (keyHash: string) =>
    take(keyHash).then(
      () => 'accepted' as const,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return 'rate_limited' as const;
        throw error;
      },
    );
}

afterEach(() => {
  dynamo.reset();
});

describe('rate-limit buckets in DynamoDB', () => {
  it('takes a token with one conditional UpdateItem of the key hash item, with a TTL and without the key', async () => {
    // Prepare
    fakeTable();
    const clock = { now: 1_800_000_000 * SECOND };
    const take = instance(clock, 20, 40);

    // Act
    const answer = await take(hashApiKey(KEY));

    // Assess
    expect(answer).toBe('accepted');
    const calls = dynamo.commandCalls(UpdateCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input).toMatchObject({
      TableName: TABLE,
      Key: { pk: `RATE#${hashApiKey(KEY)}`, sk: 'RATE' },
      ConditionExpression: expect.any(String),
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(input.UpdateExpression).toContain(tableSchema.ttlAttribute);
    const expiresAt = Object.values(input.ExpressionAttributeValues ?? {}).filter(
      (v) => typeof v === 'number' && v > 1_800_000_000 && v < 1_800_000_100,
    );
    expect(expiresAt).toHaveLength(1);
    expect(JSON.stringify(input)).not.toContain(KEY);
  });

  it('gives the last token to one of two instances racing for it, and a 429 to the other', async () => {
    // Prepare: burst 3; two instances take a token each, so each believes a token is left.
    const items = fakeTable();
    const clock = { now: 1_800_000_000 * SECOND };
    const a = instance(clock, 1, 3);
    const b = instance(clock, 1, 3);
    await a('h');
    await b('h');

    // Act
    const answers = await Promise.all([a('h'), b('h')]);

    // Assess
    expect([...answers].sort()).toEqual(['accepted', 'rate_limited']);
    expect(items.get('RATE#h|RATE')?.tat).toBe(clock.now + 3 * SECOND);
  });

  it('lets two instances that both find the bucket full each take one of its tokens, no more', async () => {
    // Prepare
    const items = fakeTable();
    const clock = { now: 1_800_000_000 * SECOND };
    const instances = [instance(clock, 1, 2), instance(clock, 1, 2), instance(clock, 1, 2)];

    // Act
    const answers = await Promise.all(instances.map((take) => take('h')));

    // Assess
    expect([...answers].sort()).toEqual(['accepted', 'accepted', 'rate_limited']);
    expect(items.get('RATE#h|RATE')?.tat).toBe(clock.now + 2 * SECOND);
  });

  it('answers DynamoDB errors other than a failed condition as errors, not as a verdict', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const take = instance({ now: 1_800_000_000 * SECOND }, 1, 2);

    // Act
    const outcome = take('h');

    // Assess
    await expect(outcome).rejects.toThrow(/ProvisionedThroughput/);
  });
});
