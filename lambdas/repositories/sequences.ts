import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, keys, type SequenceName } from './keys';

/** Atomic id allocation: one UpdateItem (ADD) per id, so ids are unique across concurrent writers. */
export function createSequences(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    /** Allocates `count` consecutive ids and returns the first. */
    async next(name: SequenceName, count = 1): Promise<number> {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.sequence(name),
          UpdateExpression: 'ADD #v :n SET entity = :e',
          ExpressionAttributeNames: { '#v': 'value' },
          ExpressionAttributeValues: { ':n': count, ':e': Entity.sequence },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const last = Number(out.Attributes?.value);
      return last - count + 1;
    },
  };
}

export type Sequences = ReturnType<typeof createSequences>;
