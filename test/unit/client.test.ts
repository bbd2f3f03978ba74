import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  ApiNetworkError,
  ApiResponseError,
  type BodyOf,
  createClient,
  type OperationId,
  type ResponseOf,
  retryAfterMs,
  schemas,
  type TestRun,
} from '../../client';
import { routes } from '../../lambdas/http/routes';

const KEY = 'tas_client-test-key';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fake fetch answering `status` with `body` (JSON unless a string), recording every request. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  }) as unknown as typeof fetch;
  return { api: createClient({ baseUrl: 'http://tas.example/v1/', apiKey: KEY, fetch: fetchImpl }), seen };
}

describe('the typed client', () => {
  it('has one method per route of the route table, named after its operationId', () => {
    const { api } = answering(200, {});
    const ids = Object.keys(schemas.operations) as OperationId[];
    expect(ids).toHaveLength(routes.length);
    for (const route of routes) {
      const id = ids.find(
        (op) => schemas.operations[op].method === route.method && schemas.operations[op].path === route.path,
      );
      expect(id, `${route.method} ${route.path}`).toBeDefined();
      expect(api[id!]).toBeTypeOf('function');
    }
  });

  it('sends the method, path, key, JSON body and query, and returns the parsed answer', async () => {
    // Prepare
    const { api, seen } = answering(201, {
      message: 'Test group run triggered successfully',
      test_group_run: { id: 8 },
    });
    // Act
    const answer = await api.triggerTestGroupRun({ body: { test_blueprint_ids: [12, 13] } });
    await api.createAppBuild({ id: 12, body: { name: '1.1', s3_key: 'files/1/x.apk', file_size: 3 } });
    await api.listTestBlueprints({ query: { folder_path: '/a b', with_steps: true, page: 2, search: undefined } });
    await api.getTestRun({ test_run_id: 120 });
    await api.listTestSuites();
    // Assess
    expect(answer.test_group_run.id).toBe(8);
    expect(seen.map((s) => `${s.init.method} ${s.url}`)).toEqual([
      'POST http://tas.example/v1/test_group_run/trigger_run',
      'POST http://tas.example/v1/apps/12/builds',
      'GET http://tas.example/v1/test_blueprint/list?folder_path=%2Fa+b&with_steps=true&page=2',
      'GET http://tas.example/v1/test_run/120',
      'GET http://tas.example/v1/test_suites/list',
    ]);
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['X-API-KEY']).toBe(KEY);
    expect(headers['content-type']).toBe('application/json');
    expect(seen[0]!.init.body).toBe('{"test_blueprint_ids":[12,13]}');
    expect(seen[3]!.init.body).toBeUndefined();
    expect((seen[3]!.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends no key to the health check', async () => {
    const { api, seen } = answering(200, { status: 'ok' });
    expect(await api.getHealth()).toEqual({ status: 'ok' });
    expect((seen[0]!.init.headers as Record<string, string>)['X-API-KEY']).toBeUndefined();
  });

  it('throws ApiError with the status, the error body and Retry-After, never quoting the key', async () => {
    // Prepare
    const details = [{ path: '/test_blueprint_ids/0', message: 'is not a test of the company' }];
    const refused = answering(400, { error: 'validation_error', message: 'Bad ids.', details });
    const busy = answering(429, { error: 'rate_limited', message: 'Too many requests.' }, { 'retry-after': '7' });
    const proxy = answering(502, '<html>Bad gateway</html>');
    // Act
    const e400 = await refused.api.triggerTestGroupRun({ body: { test_blueprint_ids: [1] } }).catch((e) => e);
    const e429 = await busy.api.getTestGroupRun({ id: 8 }).catch((e) => e);
    const e502 = await proxy.api.getTestRun({ test_run_id: 1 }).catch((e) => e);
    // Assess
    expect(e400).toBeInstanceOf(ApiError);
    expect(e400).toMatchObject({ status: 400, code: 'validation_error', operationId: 'triggerTestGroupRun' });
    expect((e400 as ApiError).body?.details).toEqual(details);
    expect((e400 as ApiError).message).toBe(
      'POST http://tas.example/v1/test_group_run/trigger_run answered 400 validation_error: Bad ids.',
    );
    expect(e429).toMatchObject({ status: 429, retryAfter: '7', retryAfterMs: 7000, code: 'rate_limited' });
    expect(e502).toMatchObject({ status: 502, body: undefined, text: '<html>Bad gateway</html>' });
    for (const e of [e400, e429, e502]) expect(JSON.stringify({ ...e, message: e.message })).not.toContain(KEY);
  });

  it('throws ApiNetworkError without an answer and ApiResponseError for a 2xx that is not JSON', async () => {
    // Prepare
    const down = createClient({
      baseUrl: 'http://user:pw@tas.example',
      apiKey: KEY,
      fetch: (async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }) as unknown as typeof fetch,
    });
    const { api } = answering(200, '<html>not the API</html>');
    // Act
    const network = await down.getTestRun({ test_run_id: 1 }).catch((e) => e);
    const notApi = await api.getTestRun({ test_run_id: 1 }).catch((e) => e);
    // Assess
    expect(network).toBeInstanceOf(ApiNetworkError);
    expect(network.message).toBe('cannot reach the service at http://tas.example/test_run/1: ECONNREFUSED');
    expect(network.reason).toBe('ECONNREFUSED');
    expect(notApi).toBeInstanceOf(ApiResponseError);
    expect(notApi.message).toMatch(/answered 200 without a JSON body/);
  });

  it('refuses a call without its path parameters, and builds URLs without user info', async () => {
    const { api, seen } = answering(200, {});
    await expect(api.getApp({} as never)).rejects.toThrow(/path parameter id/);
    expect(seen).toHaveLength(0);
    const withUser = createClient({ baseUrl: 'https://u:p@tas.example/v1' });
    expect(withUser.urlOf('getTestRun', { test_run_id: 5 })).toBe('https://tas.example/v1/test_run/5');
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('types bodies and answers from the schemas', () => {
    expectTypeOf<BodyOf<'triggerTestGroupRun'>['test_blueprint_ids']>().toEqualTypeOf<number[] | undefined>();
    expectTypeOf<ResponseOf<'getTestRun'>['test_run']>().toEqualTypeOf<TestRun>();
    expectTypeOf<TestRun['status']>().toEqualTypeOf<'running' | 'passed' | 'failed'>();
    expectTypeOf<BodyOf<'createTestBlueprint'>['type']>().toEqualTypeOf<'integration' | 'module'>();
    // Fields with a schema default may be left out of a request.
    expectTypeOf<{ title: string; type: 'integration' }>().toMatchTypeOf<BodyOf<'createTestBlueprint'>>();
  });
});
