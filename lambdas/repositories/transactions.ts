import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction item whose failed condition means something to the caller (e.g. a name already taken). */
export interface GuardedItem {
  item: TransactItem;
  /** Thrown when this item's condition fails. */
  onConditionFailed?: () => Error;
}

const MAX_CONFLICT_RETRIES = 8;

/**
 * Writes items atomically. A failed condition throws the error of the first guarded item that failed; a
 * transaction that lost a race with another transaction on the same items (TransactionConflict) is retried
 * with jittered backoff, since it says nothing about the data.
 */
export async function transactWrite(
  ddb: DynamoDBDocumentClient,
  items: GuardedItem[],
  clientRequestToken?: string,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: items.map((i) => i.item),
          ...(clientRequestToken ? { ClientRequestToken: clientRequestToken } : {}),
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failedIndex = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failedIndex >= 0) {
        const guard = items[failedIndex]?.onConditionFailed;
        if (guard) throw guard();
        throw error;
      }
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random() + 5));
    }
  }
}
