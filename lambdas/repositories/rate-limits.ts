import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, keys } from './keys';

/**
 * One conditional write to an API key's bucket, in microseconds since the epoch. The bucket is the time `tat` at which
 * it will be full again (GCRA's "theoretical arrival time"); no item, or a `tat` in the past, is a full bucket.
 * - `start`: the bucket is full: `tat` becomes `tat` (now + one token's interval), if it is still full.
 * - `take`: the bucket is part-used: `tat` grows by `increment` (one interval), if `now <= tat <= ceiling` still
 *   holds (a token is left). Relative, so writers that race each take their own token or fail.
 * `expiresAt` (epoch seconds) is when the item may be deleted: not before the bucket is full again.
 */
export type BucketWrite =
  | { kind: 'start'; now: number; tat: number; expiresAt: number }
  | { kind: 'take'; now: number; increment: number; ceiling: number; expiresAt: number };

/** What a write did: `written` with the bucket's new `tat`, or not, with the `tat` that stopped it (none: no item). */
export type BucketWriteResult = { written: true; tat: number } | { written: false; tat: number | undefined };

/** Rate-limit buckets by API key hash: one small item each (`keys.rateLimit`), one UpdateItem per write. */
export function createRateLimitsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    /**
     * Applies `write` if its condition holds. A failed condition answers the item as it is (DynamoDB returns it with
     * the failure), so the caller learns the bucket's state without another request.
     */
    async write(keyHash: string, write: BucketWrite): Promise<BucketWriteResult> {
      const start = write.kind === 'start';
      try {
        const out = await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.rateLimit(keyHash),
            UpdateExpression: start
              ? 'SET tat = :tat, entity = :entity, expires_at = :expires'
              : 'SET tat = tat + :increment, entity = :entity, expires_at = :expires',
            ConditionExpression: start ? 'attribute_not_exists(tat) OR tat < :now' : 'tat BETWEEN :now AND :ceiling',
            ExpressionAttributeValues: {
              ':now': write.now,
              ':entity': Entity.rateLimit,
              ':expires': write.expiresAt,
              ...(start ? { ':tat': write.tat } : { ':increment': write.increment, ':ceiling': write.ceiling }),
            },
            ReturnValues: 'UPDATED_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { written: true, tat: Number(out.Attributes?.tat) };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // The document client does not unmarshall an error's item: `tat` is a raw number attribute here.
        const tat = error.Item?.tat?.N;
        return { written: false, tat: tat === undefined ? undefined : Number(tat) };
      }
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
