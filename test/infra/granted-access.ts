/**
 * What an API function may do for a route's `DataAccess`: the IAM actions `ApiFunction` grants (through
 * `lib/aws/data-grants.ts`, the key's `grant` and the state machine's `grantStartExecution`), per resource, written out
 * here action by action. The template tests check the synthesized policies against it, and the handler tests check
 * every AWS call a handler makes against it, so a declaration too narrow for its handler fails.
 */
import type { DataAccess, ObjectPrefix } from '../../lambdas/http/routes';

/**
 * `table`, `index` (the table's global index, by name), `rateLimits` (the table's `RATE#` partitions only: the
 * per-key rate limit), `bucket` (the bucket itself), `objects:<prefix>`, `key`, `stateMachine`, `executions` (the run
 * state machine's executions), `runnerTasks` (the run cluster's tasks, under an `ecs:cluster` condition).
 */
export type GrantResource =
  | 'table'
  | 'rateLimits'
  | 'index'
  | 'bucket'
  | `objects:${ObjectPrefix}`
  | 'key'
  | 'stateMachine'
  | 'executions'
  | 'runnerTasks';

/** Actions by resource (exact names: no grant holds a wildcard action). */
export type Granted = Map<GrantResource, Set<string>>;

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
const INDEX_READ = ['dynamodb:Query'];
const OBJECT_READ = ['s3:GetObject'];
const BUCKET_READ = ['s3:ListBucket'];
const OBJECT_PUT = ['s3:PutObject'];

/** What the per-key rate limit needs of every authenticated function: updates of the `RATE#` items. */
export const RATE_LIMIT_UPDATE = ['dynamodb:UpdateItem'];

/** The actions a declaration grants, by resource (`rateLimited`: the route is behind an API key). */
export function grantedBy(access: DataAccess, rateLimited = false): Granted {
  const granted: Granted = new Map();
  const add = (resource: GrantResource, actions: readonly string[]) => {
    const set = granted.get(resource) ?? new Set<string>();
    for (const action of actions) set.add(action);
    granted.set(resource, set);
  };
  if (access.table) {
    add('table', access.table === 'readwrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ);
    add('index', INDEX_READ);
  }
  for (const { prefix, access: level } of access.objects ?? []) {
    if (level === 'read') {
      add('bucket', BUCKET_READ);
      add(`objects:${prefix}`, OBJECT_READ);
    } else {
      add(`objects:${prefix}`, OBJECT_PUT);
    }
  }
  for (const use of access.credentialsKey ?? [])
    add('key', [use === 'encrypt' ? 'kms:GenerateDataKey' : 'kms:Decrypt']);
  if (access.startsRuns) add('stateMachine', ['states:StartExecution']);
  if (access.stopsRuns) add('executions', ['states:StopExecution']);
  if (access.stopsRunners) add('runnerTasks', ['ecs:StopTask']);
  if (rateLimited) add('rateLimits', RATE_LIMIT_UPDATE);
  return granted;
}

/**
 * Whether `action` (exact, as an SDK call needs it) on `resource` is among the granted ones. A query is allowed on
 * `table` when the table or its index allows it (the handler tests do not tell the two apart).
 */
export function allows(granted: Granted, resource: GrantResource, action: string): boolean {
  if (granted.get(resource)?.has(action)) return true;
  return resource === 'table' && action === 'dynamodb:Query' && (granted.get('index')?.has(action) ?? false);
}

/** A plain, comparable form of `Granted`: resource -> sorted actions. */
export function asRecord(granted: Granted): Record<string, string[]> {
  return Object.fromEntries([...granted].sort(([a], [b]) => a.localeCompare(b)).map(([r, a]) => [r, [...a].sort()]));
}
