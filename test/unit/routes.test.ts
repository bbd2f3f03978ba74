import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, routes } from '../../lambdas/http/routes';

describe('route table', () => {
  it('matches path parameters', () => {
    expect(matchPath('/apps/{id}/builds/{build_id}/set-current', '/apps/3/builds/9/set-current')).toEqual({
      id: '3',
      build_id: '9',
    });
    expect(matchPath('/apps/{id}', '/apps/3/builds')).toBeUndefined();
  });

  it('prefers a literal segment over a parameter', () => {
    // Act
    const match = findRoute(routes, 'GET', '/apps/list');
    // Assess
    expect(match && 'route' in match ? match.route.handler : undefined).toBe('apps-list');
  });

  it('reports the allowed methods of a known path with a wrong method', () => {
    // Act
    const match = findRoute(routes, 'DELETE', '/apps/upload-url');
    // Assess
    expect(match).toEqual({ allowed: ['POST'] });
  });

  it('returns nothing for an unknown path', () => {
    expect(findRoute(routes, 'GET', '/nothing/here')).toBeUndefined();
  });

  it('has one handler module name per method and path', () => {
    const seen = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(seen.size).toBe(routes.length);
    for (const r of routes) expect(r.handler).toMatch(/^[a-z0-9-]+$/);
  });
});
