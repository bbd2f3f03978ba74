import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, RateLimitedError, UnauthorizedError } from '../../core/errors';
import { httpHandler, MAX_BODY_BYTES } from '../../lambdas/http/http-handler';
import { compileValidator, queryValidator } from '../../lambdas/schemas/validation';
import { hashApiKey } from '../../lambdas/services/auth';

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

const context = { awsRequestId: 'r1', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

const bodySchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, count: { type: 'integer', default: 1 } },
} as const;

describe('httpHandler', () => {
  beforeAll(() => {
    process.env.TAS_TABLE_NAME = 'unit';
    process.env.TAS_BUCKET_NAME = 'unit';
  });

  const echo = httpHandler<{ name: string; count?: number }>(
    { body: compileValidator(bodySchema), status: 201 },
    async ({ body }) => ({
      body,
    }),
  );

  async function call(e: APIGatewayProxyEvent) {
    const res = await echo(e, context);
    return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
  }

  it('returns the handler result with the declared status and schema defaults applied', async () => {
    const res = await call(event({ body: JSON.stringify({ name: 'a' }) }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'a', count: 1 });
    expect(res.headers?.['Content-Type']).toBe('application/json');
  });

  it('answers 400 validation_error for malformed JSON', async () => {
    const res = await call(event({ body: '{"name":' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await call(event({ body: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await call(event({ body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it('answers 400 with field details for a schema violation', async () => {
    const res = await call(event({ body: JSON.stringify({ name: '', count: 'many' }) }));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: '/name', message: 'must not be empty' },
        { path: '/count', message: 'must be an integer' },
      ]),
    );
  });

  it('answers 400 when a required body is missing', async () => {
    const res = await call(event({ body: null }));
    expect(res.status).toBe(400);
  });

  it('maps domain errors to their status and code', async () => {
    const conflict = httpHandler({}, async () => {
      throw new ConflictError('taken');
    });
    const res = await conflict(event(), context);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toEqual({ error: 'conflict', message: 'taken' });
  });

  it('hides unknown errors behind a generic 500 without a stack trace', async () => {
    const broken = httpHandler({}, async () => {
      throw new Error('DynamoDB said: secret internals at line 42');
    });
    const res = await broken(event(), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(JSON.parse(res.body)).toEqual({ error: 'internal_error', message: 'An internal error occurred.' });
  });

  it('answers 404 for a path id that is not a positive integer', async () => {
    const byId = httpHandler({ pathIds: ['id'] }, async ({ ids }) => {
      if (ids.id !== 5) throw new NotFoundError('no');
      return { body: { id: ids.id } };
    });
    for (const raw of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await byId(event({ pathParameters: { id: raw } }), context);
      expect(res.statusCode, raw).toBe(404);
    }
    const ok = await byId(event({ pathParameters: { id: '5' } }), context);
    expect(ok.statusCode).toBe(200);
  });

  it('converts query-string integers and booleans by the schema', async () => {
    const q = httpHandler<undefined, Record<string, unknown>>(
      {
        query: queryValidator({ type: 'object', properties: { page: { type: 'integer' }, flag: { type: 'boolean' } } }),
      },
      async ({ query }) => ({ body: query }),
    );
    const res = await q(event({ queryStringParameters: { page: '3', flag: '1' } }), context);
    expect(JSON.parse(res.body)).toEqual({ page: 3, flag: true });
    const bad = await q(event({ queryStringParameters: { page: 'x' } }), context);
    expect(bad.statusCode).toBe(400);
  });
});

describe('httpHandler: per-key rate limit', () => {
  const KEY = 'tas_unit-key';
  const authenticate = async (apiKey: string | undefined) => {
    if (apiKey !== KEY) throw new UnauthorizedError('Invalid API key.');
    return { companyId: 1, userId: 1 };
  };

  it('answers 429 rate_limited with Retry-After when the key has no token, before reading the body', async () => {
    // Prepare
    const taken: string[] = [];
    const handler = httpHandler(
      {
        authenticate,
        takeToken: async (keyHash) => {
          taken.push(keyHash);
          throw new RateLimitedError('Too many requests for this API key.', 3);
        },
      },
      async () => ({ body: {} }),
    );

    // Act
    const res = await handler(event({ headers: { 'X-API-KEY': KEY, 'Content-Type': 'text/plain' } }), context);

    // Assess
    expect(res.statusCode).toBe(429);
    expect(res.headers).toMatchObject({ 'Content-Type': 'application/json', 'Retry-After': '3' });
    expect(JSON.parse(res.body)).toEqual({ error: 'rate_limited', message: 'Too many requests for this API key.' });
    expect(taken).toEqual([hashApiKey(KEY)]);
  });

  it('answers an unknown key 401 without taking anyone a token, and takes none on a public endpoint', async () => {
    // Prepare
    const taken: string[] = [];
    const takeToken = async (keyHash: string) => void taken.push(keyHash);
    const privateHandler = httpHandler({ authenticate, takeToken }, async () => ({ body: {} }));
    const publicHandler = httpHandler({ takeToken }, async () => ({ body: {} }));

    // Act
    const unknown = await privateHandler(event({ headers: { 'X-API-KEY': 'tas_other' } }), context);
    const open = await publicHandler(event({ headers: { 'X-API-KEY': KEY } }), context);

    // Assess
    expect(unknown.statusCode).toBe(401);
    expect(open.statusCode).toBe(200);
    expect(taken).toEqual([]);
  });
});
