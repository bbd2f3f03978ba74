/**
 * What an API function may do for a route's `DataAccess`: the IAM actions `ApiFunction` grants (through CDK's
 * `grantReadData`, `grantReadWriteData`, `grantRead`, `grantPut`, the key's `grant` and the state machine's
 * `grantStartExecution`), per resource. The template tests check the synthesized policies against it, and the
 * handler tests check every AWS call a handler makes against it, so a declaration too narrow for its handler fails.
 */
import type { DataAccess, ObjectPrefix } from '../../lambdas/http/routes';

/**
 * `table` (with its indexes), `bucket` (the bucket itself), `objects:<prefix>`, `key`, `stateMachine`, `executions`
 * (the run state machine's executions).
 */
export type GrantResource = 'table' | 'bucket' | `objects:${ObjectPrefix}` | 'key' | 'stateMachine' | 'executions';

/** Actions, possibly ending in `*`, by resource. */
export type Granted = Map<GrantResource, Set<string>>;

const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
export const TABLE_WRITE = [
  'dynamodb:BatchWriteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
];
const OBJECT_READ = ['s3:GetObject*', 's3:GetBucket*', 's3:List*'];
const OBJECT_PUT = [
  's3:PutObject',
  's3:PutObjectLegalHold',
  's3:PutObjectRetention',
  's3:PutObjectTagging',
  's3:PutObjectVersionTagging',
  's3:Abort*',
];

/** The actions a declaration grants, by resource. */
export function grantedBy(access: DataAccess): Granted {
  const granted: Granted = new Map();
  const add = (resource: GrantResource, actions: readonly string[]) => {
    const set = granted.get(resource) ?? new Set<string>();
    for (const action of actions) set.add(action);
    granted.set(resource, set);
  };
  if (access.table) add('table', access.table === 'readwrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ);
  for (const { prefix, access: level } of access.objects ?? []) {
    if (level === 'read') {
      add('bucket', OBJECT_READ);
      add(`objects:${prefix}`, OBJECT_READ);
    } else {
      add(`objects:${prefix}`, OBJECT_PUT);
    }
  }
  for (const use of access.credentialsKey ?? [])
    add('key', [use === 'encrypt' ? 'kms:GenerateDataKey' : 'kms:Decrypt']);
  if (access.startsRuns) add('stateMachine', ['states:StartExecution']);
  if (access.stopsRuns) add('executions', ['states:StopExecution']);
  return granted;
}

/** Whether `action` (exact, as an SDK call needs it) on `resource` is among the granted ones. */
export function allows(granted: Granted, resource: GrantResource, action: string): boolean {
  for (const pattern of granted.get(resource) ?? []) {
    if (pattern === action || (pattern.endsWith('*') && action.startsWith(pattern.slice(0, -1)))) return true;
  }
  return false;
}

/** A plain, comparable form of `Granted`: resource -> sorted actions. */
export function asRecord(granted: Granted): Record<string, string[]> {
  return Object.fromEntries([...granted].sort(([a], [b]) => a.localeCompare(b)).map(([r, a]) => [r, [...a].sort()]));
}
