import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { RATE_LIMIT_PREFIX } from '../../lambdas/repositories/keys';
import { tableSchema } from '../../lambdas/repositories/table-schema';

/**
 * The IAM actions the service's code needs, named one by one. CDK's `grantReadData`, `grantReadWriteData`,
 * `grantRead` and `grantPut` give more than the repositories call (`Scan`, `DescribeTable`, stream reads,
 * `s3:GetObject*`, `s3:List*`, `s3:GetBucket*`, `s3:Abort*`, `s3:DeleteObject*`) and the index wildcard
 * `<table>/index/*`; these grants give what `lambdas/repositories/` calls and nothing else.
 */
export const TABLE_ACTIONS = {
  /** GetCommand, BatchGetCommand, QueryCommand (no repository scans). */
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  /**
   * PutCommand, UpdateCommand, DeleteCommand, BatchWriteCommand; a TransactWriteCommand is authorized item by item,
   * and its `ConditionCheck` items need `ConditionCheckItem`.
   */
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
} as const;

/** On the table's global index only queries are made. */
export const INDEX_ACTIONS = ['dynamodb:Query'] as const;

/**
 * Objects under a prefix: `read` is GetObject (HeadObject is authorized as GetObject; presigned GETs carry it),
 * `put` is PutObject (single PUTs and presigned PUTs; nothing uploads in parts).
 */
export const OBJECT_ACTIONS = { read: ['s3:GetObject'], put: ['s3:PutObject'] } as const;

/** On the bucket itself, with object reads: without ListBucket a missing object answers 403 instead of 404. */
export const BUCKET_ACTIONS = ['s3:ListBucket'] as const;

/** The ARNs of the table's global indexes, by name (`<table>/index/gsi1`), never `index/*`. */
export function indexArns(table: ITable): string[] {
  return tableSchema.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`);
}

/**
 * `actions` on the table, and queries on its indexes unless `queriesIndexes` is false (the runner and the state
 * machine's functions read items by key only; the API's listings query the index).
 */
export function grantTable(
  grantee: IGrantable,
  table: ITable,
  actions: readonly string[],
  queriesIndexes = true,
): void {
  Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: [table.tableArn] });
  if (queriesIndexes) Grant.addToPrincipal({ grantee, actions: [...INDEX_ACTIONS], resourceArns: indexArns(table) });
}

/** What the per-key rate limit calls: one conditional UpdateItem on the caller's `RATE#<key hash>` item. */
export const RATE_LIMIT_ACTIONS = ['dynamodb:UpdateItem'] as const;

/**
 * The IAM condition that confines an action to the rate-limit items: every partition key of the request
 * (`dynamodb:LeadingKeys`) starts with `RATE#`, and the request names one (`Null` false: `ForAllValues` alone would
 * also hold for a request without any).
 */
export const RATE_LIMIT_CONDITION = {
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_LIMIT_PREFIX}*`] },
  Null: { 'dynamodb:LeadingKeys': 'false' },
} as const;

/**
 * Updates of the rate-limit items and of nothing else in the table: what every authenticated endpoint needs beyond
 * its route's own access (a read-only endpoint stays read-only for company data).
 */
export function grantRateLimitUpdates(grantee: IGrantable, table: ITable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...RATE_LIMIT_ACTIONS],
      resources: [table.tableArn],
      conditions: structuredClone(RATE_LIMIT_CONDITION) as Record<string, Record<string, unknown>>,
    }),
  );
}

/** Reads of the objects under `prefix` (and ListBucket on the bucket when `listBucket`, for 404s). */
export function grantObjectReads(grantee: IGrantable, bucket: IBucket, prefix: string, listBucket: boolean): void {
  Grant.addToPrincipal({
    grantee,
    actions: [...OBJECT_ACTIONS.read],
    resourceArns: [bucket.arnForObjects(`${prefix}*`)],
  });
  if (listBucket) Grant.addToPrincipal({ grantee, actions: [...BUCKET_ACTIONS], resourceArns: [bucket.bucketArn] });
}

/** Writes of objects under `prefix`. */
export function grantObjectPuts(grantee: IGrantable, bucket: IBucket, prefix: string): void {
  Grant.addToPrincipal({
    grantee,
    actions: [...OBJECT_ACTIONS.put],
    resourceArns: [bucket.arnForObjects(`${prefix}*`)],
  });
}
