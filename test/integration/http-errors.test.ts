import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedTestStack, sharedTestStack } from '../support/local-stack';
import { conformanceProblem } from '../support/openapi-conformance';

let t: SharedTestStack;

beforeAll(async () => {
  t = await sharedTestStack();
});
afterAll(async () => {
  await t?.stop();
});

async function raw(path: string, init: RequestInit = {}) {
  const res = await fetch(t.url + path, init);
  const body = await res.json();
  expect(conformanceProblem(init.method ?? 'GET', path, res.status, body)).toBeUndefined();
  return { status: res.status, type: res.headers.get('content-type'), body };
}

describe('transport errors', () => {
  it('answers GET /health without a key', async () => {
    const res = await raw('/health');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
  });

  it('serves the OpenAPI document at GET /openapi.json without a key', async () => {
    // Prepare
    const published = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));

    // Act
    const res = await raw('/openapi.json');

    // Assess
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
    expect(res.body).toEqual(published);
    expect(res.body.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('answers 401 unauthorized for a missing or unknown key', async () => {
    const missing = await raw('/apps/list');
    const unknown = await raw('/apps/list', { headers: { 'X-API-KEY': 'tas_not-a-real-key' } });
    for (const res of [missing, unknown]) {
      expect(res.status).toBe(401);
      expect(res.type).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('accepts the key header in any letter case', async () => {
    const res = await raw('/apps/list', { headers: { 'x-api-key': t.api.key } });
    expect(res.status).toBe(200);
  });

  it('answers 404 not_found for an unknown route', async () => {
    const res = await raw('/no/such/route', { headers: { 'X-API-KEY': t.api.key } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('answers 405 method_not_allowed for a known path with another method', async () => {
    const res = await raw('/apps/create', { method: 'GET', headers: { 'X-API-KEY': t.api.key } });
    expect(res.status).toBe(405);
    expect(res.body.error).toBe('method_not_allowed');
  });

  it('answers 400 for malformed JSON, 415 for a non-JSON body and 413 above 1 MiB', async () => {
    const headers = { 'X-API-KEY': t.api.key, 'Content-Type': 'application/json' };
    const malformed = await raw('/apps/upload-url', { method: 'POST', headers, body: '{"filename": ' });
    const text = await raw('/apps/upload-url', {
      method: 'POST',
      headers: { 'X-API-KEY': t.api.key, 'Content-Type': 'text/plain' },
      body: 'filename=a.apk',
    });
    const big = await raw('/apps/upload-url', {
      method: 'POST',
      headers,
      body: JSON.stringify({ filename: 'a.apk', platform: 'android', file_size: 1, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('validation_error');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('unsupported_media_type');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('payload_too_large');
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await t.api.request('POST', '/apps/upload-url', '[1,2]');
    expect(res.status).toBe(400);
  });

  it('never leaks internals in error bodies', async () => {
    const res = await t.api.request('POST', '/apps/create', '{"name": 1}');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Exception|stack/i);
  });
});

describe('ids outside the id range (1 to 999999999999)', () => {
  // Beyond the range, negative, fractional, and the first id past the 12 digits ids are stored with.
  const BAD = [1e30, -1, 1.5, 0, 1_000_000_000_000, 2 ** 53];
  const act = { step_number: 1, type: 'act', action: 'Click Save' };

  function expectFieldError(res: { status: number; body: any }, path: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  }

  it('answers 400 with a detail for an id field of a body, never 500', async () => {
    const c = await t.newCompany();
    const created = await c.post('/test_blueprint/create', { title: 'Target', type: 'integration', steps: [act] });
    expect(created.status).toBe(201);
    const target = created.body.test_blueprint.id;
    for (const bad of BAD) {
      expectFieldError(
        await c.post('/test_group_run/trigger_run', { test_blueprint_ids: [bad] }),
        '/test_blueprint_ids/0',
      );
      expectFieldError(
        await c.post('/test_group_run/trigger_run', { test_blueprint_ids: [target, bad] }),
        '/test_blueprint_ids/1',
      );
      for (const field of ['app_id', 'setup_module', 'teardown_module', 'test_blueprint_category_id']) {
        const body = { title: `T ${field} ${bad}`, type: 'integration', [field]: bad };
        expectFieldError(await c.post('/test_blueprint/create', body), `/${field}`);
        expectFieldError(await c.put(`/test_blueprint/${target}`, { [field]: bad }), `/${field}`);
      }
      const stepCases: Array<[Record<string, unknown>, string]> = [
        [{ type: 'step_module', action: '', test_blueprint_module_id: bad }, '/steps/0/test_blueprint_module_id'],
        [
          { type: 'trigger_run', action: '', trigger_run_config: { test_blueprint_id: bad } },
          '/steps/0/trigger_run_config/test_blueprint_id',
        ],
        [{ type: 'act', action: 'Upload', attached_file_ids: [bad] }, '/steps/0/attached_file_ids/0'],
      ];
      for (const [step, path] of stepCases) {
        const steps = [{ step_number: 1, ...step }];
        expectFieldError(await c.post('/test_blueprint/create', { title: 'S', type: 'integration', steps }), path);
        expectFieldError(await c.put(`/test_blueprint/${target}`, { steps }), path);
        expectFieldError(await c.post('/modules/create', { title: 'M', steps }), path);
      }
      expectFieldError(
        await c.post('/modules/create', { title: 'M', steps: [], test_blueprint_category_id: bad }),
        '/test_blueprint_category_id',
      );
    }
    // The largest id passes the schema and names no test yet.
    const largest = await c.post('/test_group_run/trigger_run', { test_blueprint_ids: [999_999_999_999] });
    expectFieldError(largest, '/test_blueprint_ids/0');
    expect(largest.body.details[0].message).toBe('no test with id 999999999999');
  });

  it('answers 400 with a detail for ids in a listing query', async () => {
    const c = await t.newCompany();
    for (const bad of ['1e30', '-1', '1.5', '0', '1000000000000', '9007199254740993']) {
      for (const listing of ['/test_blueprint/list', '/modules/list']) {
        expectFieldError(await c.get(`${listing}?ids=${bad}`), '/ids');
        expectFieldError(await c.get(`${listing}?ids=1,${bad}`), '/ids');
        expectFieldError(await c.get(`${listing}?test_blueprint_category_id=${bad}`), '/test_blueprint_category_id');
      }
    }
    const largest = await c.get('/test_blueprint/list?ids=999999999999');
    expect(largest.status).toBe(200);
    expect(largest.body.test_blueprints).toEqual([]);
  });

  it('answers 404 for a path id outside the range', async () => {
    const c = await t.newCompany();
    for (const bad of ['1e30', '-1', '1.5', '0', '1000000000000', '9007199254740993', '1e3']) {
      for (const [method, path] of [
        ['GET', `/test_blueprint/${bad}`],
        ['PUT', `/test_blueprint/${bad}`],
        ['DELETE', `/test_blueprint/${bad}`],
        ['GET', `/modules/${bad}`],
        ['PUT', `/modules/${bad}`],
        ['DELETE', `/modules/${bad}`],
        ['GET', `/apps/${bad}`],
        ['POST', `/apps/${bad}/builds`],
        ['PUT', `/apps/1/builds/${bad}/set-current`],
        ['GET', `/test_group_run/${bad}`],
        ['GET', `/test_run/${bad}`],
      ] as const) {
        const res = await c.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.error).toBe('not_found');
      }
    }
  });
});
