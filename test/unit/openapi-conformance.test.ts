import { describe, expect, it } from 'vitest';
import { conformanceProblem } from '../support/openapi-conformance';

// The check every integration test's API client applies to each answer (test/support/openapi-conformance.ts).
describe('conformance of answers to the OpenAPI document', () => {
  it('accepts documented answers, errors included', () => {
    expect(conformanceProblem('GET', '/health', 200, { status: 'ok' })).toBeUndefined();
    expect(
      conformanceProblem('GET', '/apps/12?x=1', 404, { error: 'not_found', message: 'No app 12.' }),
    ).toBeUndefined();
    expect(conformanceProblem('GET', '/nowhere', 404, { error: 'not_found', message: 'No route.' })).toBeUndefined();
  });

  it('names a status the operation does not list', () => {
    expect(conformanceProblem('GET', '/apps/12', 418, { error: 'teapot', message: 'x' })).toBe(
      'GET /apps/12 answered 418, a status the OpenAPI document does not list for it',
    );
    expect(conformanceProblem('GET', '/health', 401, { error: 'unauthorized', message: 'x' })).toMatch(/does not list/);
  });

  it('names what a body lacks or gets wrong', () => {
    expect(conformanceProblem('GET', '/apps/list', 200, { apps: [{ id: 1 }] })).toMatch(
      /^GET \/apps\/list answered 200 with a body .*: \/apps\/0 must have required property 'name'/,
    );
    expect(conformanceProblem('GET', '/health', 200, { status: 'fine' })).toMatch(/\/status must be equal to constant/);
    expect(conformanceProblem('DELETE', '/apps/upload-url', 405, { message: 'x' })).toMatch(
      /required property 'error'/,
    );
  });
});
