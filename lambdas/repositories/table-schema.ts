/**
 * The single table's key schema, used by the CDK table construct and by the local stack's CreateTable, so the two
 * cannot drift apart. Items are described in `keys.ts`.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Attribute that DynamoDB's TTL deletes items by (epoch seconds). */
  ttlAttribute: 'expires_at',
  globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;
