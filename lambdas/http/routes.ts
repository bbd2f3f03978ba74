/**
 * The one route table. The CDK app creates an API Gateway method and a Lambda function per entry; the local stack
 * matches requests against the same entries and calls the same handler modules.
 *
 * `handler` names a module `lambdas/http/handlers/<handler>.ts` that exports `handler`.
 * Paths use API Gateway's `{param}` syntax.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Route {
  method: HttpMethod;
  path: string;
  handler: string;
}

export const routes: readonly Route[] = [
  { method: 'GET', path: '/health', handler: 'health' },
  { method: 'POST', path: '/apps/upload-url', handler: 'apps-upload-url' },
  { method: 'POST', path: '/apps/create', handler: 'apps-create' },
  { method: 'GET', path: '/apps/list', handler: 'apps-list' },
  { method: 'GET', path: '/apps/{id}', handler: 'apps-get' },
  { method: 'POST', path: '/apps/{id}/builds', handler: 'apps-create-build' },
  { method: 'PUT', path: '/apps/{id}/builds/{build_id}/set-current', handler: 'apps-set-current' },
  { method: 'POST', path: '/modules/create', handler: 'modules-create' },
  { method: 'GET', path: '/modules/list', handler: 'modules-list' },
  { method: 'GET', path: '/modules/{id}', handler: 'modules-get' },
  { method: 'PUT', path: '/modules/{id}', handler: 'modules-update' },
  { method: 'DELETE', path: '/modules/{id}', handler: 'modules-delete' },
  { method: 'POST', path: '/test_blueprint/create', handler: 'test-blueprint-create' },
  { method: 'GET', path: '/test_blueprint/list', handler: 'test-blueprint-list' },
  { method: 'GET', path: '/test_blueprint/{id}', handler: 'test-blueprint-get' },
  { method: 'PUT', path: '/test_blueprint/{id}', handler: 'test-blueprint-update' },
  { method: 'DELETE', path: '/test_blueprint/{id}', handler: 'test-blueprint-delete' },
  { method: 'POST', path: '/test_blueprint/files/upload-url', handler: 'test-files-upload-url' },
  { method: 'POST', path: '/test_blueprint/files/create', handler: 'test-files-create' },
  { method: 'POST', path: '/test_suites/create', handler: 'test-suites-create' },
  { method: 'GET', path: '/test_suites/list', handler: 'test-suites-list' },
  { method: 'POST', path: '/test_group_run/trigger_run', handler: 'test-group-run-trigger' },
  { method: 'GET', path: '/test_group_run/{id}', handler: 'test-group-run-get' },
  { method: 'GET', path: '/test_run/{test_run_id}', handler: 'test-run-get' },
];

/**
 * Answers every request that no route takes: 404 for an unknown path, 405 for a known path with another method.
 * On AWS it is attached to `ANY /{proxy+}` and to `ANY` on every resource; locally the server calls it directly.
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
