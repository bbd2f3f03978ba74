import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/local-stack';

let t: TestStack;

beforeAll(async () => {
  t = await startTestStack();
});
afterAll(async () => {
  await t?.stop();
});

async function raw(path: string, init: RequestInit = {}) {
  const res = await fetch(t.url + path, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('transport errors', () => {
  it('answers GET /health without a key', async () => {
    const res = await raw('/health');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
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
