/**
 * The one route table. The CDK app creates an API Gateway method and a Lambda function per entry; the local stack
 * matches requests against the same entries and calls the same handler modules.
 *
 * `handler` names a module `lambdas/http/handlers/<handler>.ts` that exports `handler`.
 * Paths use API Gateway's `{param}` syntax.
 * `access` is what that handler does with the service's data; on AWS its function is granted exactly that. It is
 * plain data, so the Lambdas and the local stack import this table without the CDK.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Key prefixes of the bucket: `files/` holds uploads (`files/<company_id>/...`: app binaries and step files),
 * `runs/` the artifacts runners write (`runs/<company_id>/<test_run_id>/...`: screenshots, videos, API responses).
 */
export type ObjectPrefix = 'files/' | 'runs/';

/**
 * Objects under one prefix: `read` is GetObject and HeadObject (which needs the bucket's ListBucket to answer 404
 * rather than 403) and presigned GETs; `put` is PutObject and presigned PUTs (a presigned URL carries the signer's
 * permissions, so the function signing it needs the action the browser will take).
 */
export interface ObjectAccess {
  readonly prefix: ObjectPrefix;
  readonly access: 'read' | 'put';
}

/** What one handler does with the service's data. An absent field means no access at all. */
export interface DataAccess {
  /**
   * The single table and its index: `read` (GetItem, BatchGetItem, Query) or `readwrite` (also PutItem, UpdateItem,
   * DeleteItem, BatchWriteItem; a transaction needs the action of each of its items). Every authenticated route
   * reads its caller's API-key item, so needs `read` at least.
   */
  readonly table?: 'read' | 'readwrite';
  /** Objects of the bucket, by key prefix. */
  readonly objects?: readonly ObjectAccess[];
  /**
   * The key of stored login credentials: `encrypt` seals new credentials (kms:GenerateDataKey), `decrypt` opens
   * stored ones (kms:Decrypt; the runner's, no endpoint's).
   */
  readonly credentialsKey?: readonly ('encrypt' | 'decrypt')[];
  /** Starts executions of the run state machine (states:StartExecution). */
  readonly startsRuns?: boolean;
  /** Stops executions of the run state machine (states:StopExecution), to cancel runs. */
  readonly stopsRuns?: boolean;
  /** Stops the runner tasks of cancelled runs (ecs:StopTask, on the runs' cluster only), to cancel one run. */
  readonly stopsRunners?: boolean;
}

export interface Route {
  method: HttpMethod;
  path: string;
  handler: string;
  access: DataAccess;
  /** Answered without an `X-API-KEY` (the handler is an `httpHandler` without `authenticate`). */
  public?: true;
}

/**
 * Whether a route's handler takes a token of its caller's key bucket: every route behind an API key does
 * (`apiHandler`), so its function may also update the rate-limit items (`RATE#<key hash>`), whatever its `access`.
 */
export const isRateLimited = (route: Route): boolean => !route.public;

const READS: DataAccess = { table: 'read' };
const WRITES: DataAccess = { table: 'readwrite' };
/** Presigned PUTs of uploads; the table only for the API key. */
const UPLOAD_GRANT: DataAccess = { table: 'read', objects: [{ prefix: 'files/', access: 'put' }] };
/** Registers an upload after checking the object (HeadObject; app binaries are also read for their architecture). */
const UPLOAD_REGISTRATION: DataAccess = { table: 'readwrite', objects: [{ prefix: 'files/', access: 'read' }] };
/** Writes a blueprint, sealing its login credentials when the request sends some. */
const BLUEPRINT_WRITE: DataAccess = { table: 'readwrite', credentialsKey: ['encrypt'] };
/** Reading a run presigns its artifacts. */
const RUN_READ: DataAccess = { table: 'read', objects: [{ prefix: 'runs/', access: 'read' }] };

export const routes: readonly Route[] = [
  { method: 'GET', path: '/health', handler: 'health', access: {}, public: true },
  { method: 'GET', path: '/openapi.json', handler: 'openapi', access: {}, public: true },
  { method: 'POST', path: '/apps/upload-url', handler: 'apps-upload-url', access: UPLOAD_GRANT },
  { method: 'POST', path: '/apps/create', handler: 'apps-create', access: UPLOAD_REGISTRATION },
  { method: 'GET', path: '/apps/list', handler: 'apps-list', access: READS },
  { method: 'GET', path: '/apps/{id}', handler: 'apps-get', access: READS },
  { method: 'POST', path: '/apps/{id}/builds', handler: 'apps-create-build', access: UPLOAD_REGISTRATION },
  { method: 'PUT', path: '/apps/{id}/builds/{build_id}/set-current', handler: 'apps-set-current', access: WRITES },
  { method: 'POST', path: '/modules/create', handler: 'modules-create', access: WRITES },
  { method: 'GET', path: '/modules/list', handler: 'modules-list', access: READS },
  { method: 'GET', path: '/modules/{id}', handler: 'modules-get', access: READS },
  { method: 'PUT', path: '/modules/{id}', handler: 'modules-update', access: WRITES },
  { method: 'DELETE', path: '/modules/{id}', handler: 'modules-delete', access: WRITES },
  { method: 'POST', path: '/test_blueprint/create', handler: 'test-blueprint-create', access: BLUEPRINT_WRITE },
  { method: 'GET', path: '/test_blueprint/list', handler: 'test-blueprint-list', access: READS },
  { method: 'GET', path: '/test_blueprint/{id}', handler: 'test-blueprint-get', access: READS },
  { method: 'PUT', path: '/test_blueprint/{id}', handler: 'test-blueprint-update', access: BLUEPRINT_WRITE },
  { method: 'DELETE', path: '/test_blueprint/{id}', handler: 'test-blueprint-delete', access: WRITES },
  { method: 'POST', path: '/test_blueprint/files/upload-url', handler: 'test-files-upload-url', access: UPLOAD_GRANT },
  { method: 'POST', path: '/test_blueprint/files/create', handler: 'test-files-create', access: UPLOAD_REGISTRATION },
  { method: 'POST', path: '/test_suites/create', handler: 'test-suites-create', access: WRITES },
  { method: 'GET', path: '/test_suites/list', handler: 'test-suites-list', access: READS },
  {
    method: 'POST',
    path: '/test_group_run/trigger_run',
    handler: 'test-group-run-trigger',
    access: { table: 'readwrite', startsRuns: true },
  },
  { method: 'GET', path: '/test_group_run/{id}', handler: 'test-group-run-get', access: READS },
  {
    method: 'POST',
    path: '/test_group_run/{id}/cancel',
    handler: 'test-group-run-cancel',
    access: { table: 'readwrite', stopsRuns: true },
  },
  { method: 'GET', path: '/test_run/{test_run_id}', handler: 'test-run-get', access: RUN_READ },
  {
    method: 'POST',
    path: '/test_run/{test_run_id}/cancel',
    handler: 'test-run-cancel',
    // Stops the task its runner recorded, not an execution: the group's other runs go on.
    access: { ...RUN_READ, table: 'readwrite', stopsRunners: true },
  },
];

/**
 * Answers every request that no route takes: 404 for an unknown path, 405 for a known path with another method.
 * On AWS it is attached to `ANY /{proxy+}` and to `ANY` on every resource; locally the server calls it directly.
 * It answers from the route table alone: no data access.
 */
export const fallbackHandler = 'fallback';

/** Splits a route path into segments; `{x}` segments are parameters. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

/** Matches a concrete path against one route template; literal segments win over parameters (see `findRoute`). */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const t = segments(template);
  const p = segments(path);
  if (t.length !== p.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const ts = t[i]!;
    const ps = p[i]!;
    if (ts.startsWith('{') && ts.endsWith('}')) {
      let value: string;
      try {
        value = decodeURIComponent(ps);
      } catch {
        return undefined;
      }
      params[ts.slice(1, -1)] = value;
    } else if (ts !== ps) {
      return undefined;
    }
  }
  return params;
}

/** Number of literal segments: API Gateway prefers the most specific resource, and so does the local router. */
function specificity(template: string): number {
  return segments(template).filter((s) => !s.startsWith('{')).length;
}

/**
 * Finds the route for a method and path. Returns `{ allowed }` (the methods the path has) when the path exists
 * with other methods only, and `undefined` when no route has the path.
 */
export function findRoute(
  table: readonly Route[],
  method: string,
  path: string,
): RouteMatch | { allowed: HttpMethod[] } | undefined {
  const candidates = table
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((c): c is { route: Route; params: Record<string, string> } => c.params !== undefined);
  if (candidates.length === 0) return undefined;
  const best = Math.max(...candidates.map((c) => specificity(c.route.path)));
  const top = candidates.filter((c) => specificity(c.route.path) === best);
  const hit = top.find((c) => c.route.method === method.toUpperCase());
  if (hit) return { route: hit.route, pathParameters: hit.params };
  return { allowed: [...new Set(top.map((c) => c.route.method))] };
}
