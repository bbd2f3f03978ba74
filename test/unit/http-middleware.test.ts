import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../../core/errors';
import { logger } from '../../core/logger';
import { httpHandler } from '../../lambdas/http/http-handler';
import { currentMetrics } from '../../lambdas/repositories/request-metrics';
import * as validators from '../../lambdas/schemas/generated/validators';

function event(overrides: Partial<APIGatewayProxyEvent> = {}): APIGatewayProxyEvent {
  return {
    httpMethod: 'POST',
    path: '/x',
    resource: '/x',
    headers: { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent['requestContext'],
    ...overrides,
  };
}

function context(requestId: string): Context {
  return { awsRequestId: requestId, getRemainingTimeInMillis: () => 29_000 } as unknown as Context;
}

const KEY = 'tas_valid';
const authenticate = async (apiKey: string | undefined) => {
  if (apiKey !== KEY) throw new UnauthorizedError('A valid X-API-KEY header is required.');
  return { companyId: 7, userId: 3 };
};

/** Log lines written while `fn` runs, parsed. */
async function logLines(fn: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await fn();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines.flatMap((l) => l.split('\n')).flatMap((l) => (l.startsWith('{') ? [JSON.parse(l)] : []));
}

describe('httpHandler middleware chain', () => {
  beforeAll(() => {
    process.env.TAS_TABLE_NAME = 'unit';
    process.env.TAS_BUCKET_NAME = 'unit';
    process.env.TAS_LOCAL = '1';
  });
  afterEach(() => vi.restoreAllMocks());

  const createSuite = httpHandler(
    { authenticate, body: validators.createSuiteBody, pathIds: ['id'], status: 201 },
    async ({ body, ids, principal }) => ({ body: { body, ids, principal } }),
  );
  const headers = { 'X-API-KEY': KEY, 'Content-Type': 'application/json' };

  it('checks the key, then the size, media type, JSON syntax, path id and schema, in that order', async () => {
    // Prepare
    const big = 'x'.repeat(1024 * 1024 + 1);
    const cases: [Partial<APIGatewayProxyEvent>, number, string][] = [
      [{ headers: { 'Content-Type': 'text/plain' }, body: big }, 401, 'unauthorized'],
      [{ headers: { ...headers, 'Content-Type': 'text/plain' }, body: big }, 413, 'payload_too_large'],
      [{ headers: { ...headers, 'Content-Type': 'text/plain' }, body: '{' }, 415, 'unsupported_media_type'],
      [{ headers, body: '{', pathParameters: { id: 'abc' } }, 400, 'validation_error'],
      [{ headers, body: '{"name": 5}', pathParameters: { id: 'abc' } }, 404, 'not_found'],
      [{ headers, body: '{"name": 5}', pathParameters: { id: '4' } }, 400, 'validation_error'],
    ];
    for (const [overrides, status, code] of cases) {
      // Act
      const res = await createSuite(event(overrides), context('order'));
      // Assess
      expect(res.statusCode, code).toBe(status);
      expect(JSON.parse(res.body).error).toBe(code);
    }
  });

  it('answers malformed JSON with the message of the parse error', async () => {
    const res = await createSuite(event({ headers, body: '{"name": ', pathParameters: { id: '1' } }), context('r'));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: 'validation_error',
      message: expect.stringMatching(/^The request body is not valid JSON: .+\.$/),
    });
  });

  it('refuses a body with a __proto__ key as malformed, and builds nothing from it', async () => {
    const body = '{"name": "Smoke", "__proto__": {"polluted": true}}';
    const res = await createSuite(event({ headers, body, pathParameters: { id: '1' } }), context('p'));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error).toBe('validation_error');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses base64 bodies, +json media types and a Content-Type header in any letter case', async () => {
    // Act
    const res = await createSuite(
      event({
        headers: { 'x-api-key': KEY, 'CONTENT-TYPE': 'application/vnd.api+json; charset=utf-8' },
        body: Buffer.from(JSON.stringify({ name: 'Smoke' })).toString('base64'),
        isBase64Encoded: true,
        pathParameters: { id: '12' },
      }),
      context('b64'),
    );
    // Assess
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body)).toEqual({
      body: { name: 'Smoke' },
      ids: { id: 12 },
      principal: { companyId: 7, userId: 3 },
    });
  });

  it('requires a body where a validator is set, and ignores one where none is', async () => {
    const missing = await createSuite(event({ headers, pathParameters: { id: '1' } }), context('r'));
    expect(missing.statusCode).toBe(400);
    expect(JSON.parse(missing.body).details).toEqual([{ path: '/', message: 'is required' }]);
    const ignoring = httpHandler({}, async ({ body }) => ({ body: { seen: body === undefined } }));
    const res = await ignoring(event({ body: '{"a": 1}' }), context('r'));
    expect(JSON.parse(res.body)).toEqual({ seen: true });
  });

  it('converts and validates the query string, filling its defaults', async () => {
    // Prepare
    const list = httpHandler({ query: validators.listTestsQuery }, async ({ query }) => ({ body: query }));
    // Act
    const ok = await list(event({ queryStringParameters: { page: '2', with_steps: 'TRUE' } }), context('q'));
    const bad = await list(event({ queryStringParameters: { page: '0', type: 'module-ish' } }), context('q'));
    // Assess
    expect(JSON.parse(ok.body)).toEqual({
      page: 2,
      with_steps: true,
      include_all_folders: false,
      include_usage_count: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).details.map((d: { path: string }) => d.path)).toEqual(['/page', '/type']);
  });

  it('tags every log line of a request with its request id, also when requests overlap', async () => {
    // Prepare
    const logging = httpHandler({}, async ({ event: e }) => {
      logger.info('first', { step: 1 });
      await new Promise((resolve) => setTimeout(resolve, Number(e.path.slice(1))));
      logger.info('second', { step: 2 });
      if (e.path === '/1') throw new Error('boom');
      return { body: {} };
    });
    // Act
    const lines = await logLines(() =>
      Promise.all([
        logging(event({ path: '/30' }), context('req-slow')),
        logging(event({ path: '/1' }), context('req-fast')),
      ]),
    );
    // Assess
    const byRequest = (id: string) => lines.filter((l) => l.requestId === id).map((l) => l.message);
    expect(byRequest('req-slow')).toEqual(['first', 'second']);
    expect(byRequest('req-fast')).toEqual(['first', 'second', 'unhandled error']);
    expect(lines.every((l) => typeof l.requestId === 'string')).toBe(true);
  });

  it('logs an unknown error with its stack and answers a generic 500', async () => {
    const broken = httpHandler({}, async () => {
      throw new TypeError('secret internals');
    });
    let res: Awaited<ReturnType<typeof broken>> | undefined;
    const lines = await logLines(async () => {
      res = await broken(event(), context('req-500'));
    });
    expect(res?.statusCode).toBe(500);
    expect(res?.body).not.toContain('secret');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', requestId: 'req-500', error: expect.stringContaining('TypeError') }),
    ]);
  });

  it('reports each request its own storage metrics in local mode, on errors too', async () => {
    // Prepare: a handler that records `calls` storage requests, as the SDK clients' middleware does.
    const counting = httpHandler({}, async ({ event: e }) => {
      const calls = Number(e.path.slice(1));
      await new Promise((resolve) => setTimeout(resolve, 5));
      currentMetrics()!.dynamoRequests += calls;
      if (calls === 3) throw new UnauthorizedError('no');
      return { body: {} };
    });
    // Act
    const [two, three] = await Promise.all([
      counting(event({ path: '/2' }), context('m2')),
      counting(event({ path: '/3' }), context('m3')),
    ]);
    // Assess
    expect(two.headers?.['X-Tas-Dynamodb-Requests']).toBe('2');
    expect(three.statusCode).toBe(401);
    expect(three.headers?.['X-Tas-Dynamodb-Requests']).toBe('3');
    expect(Number(two.headers?.['X-Tas-Handler-Ms'])).toBeGreaterThan(0);
  });
});
