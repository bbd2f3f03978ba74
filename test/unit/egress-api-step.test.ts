/**
 * `api` steps behind the egress guard, against a local HTTP server and a DNS the tests control: names resolving to a
 * denied address (alone or among allowed ones) are blocked before anything connects, literals in every URL form are
 * blocked, a blocked call is not retried, and allowed calls connect to the address the guard vetted.
 */
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../runner-image/src/contract';
import { callApi } from '../../runner-image/src/engine/api-step';
import { createEgressGuard, EgressBlockedError, type Resolver } from '../../runner-image/src/engine/egress/guard';
import { createEgressPolicy } from '../../runner-image/src/engine/egress/policy';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

let server: FixtureServer;
let port: string;

beforeAll(async () => {
  server = await startFixtureServer({
    '/ok': { json: { ok: true } },
    '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } },
  });
  port = new URL(server.origin).port;
});

afterAll(async () => {
  await server?.close();
});

/** A DNS that knows only the names given (`.test` names the system cannot resolve), counting its lookups. */
function fakeDns(names: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const found = names[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

function request(url: string, extra: Partial<ApiRequest> = {}): ApiRequest {
  return { url, method: 'GET', headers: null, timeout: 5, retries: 0, backoff_seconds: 0, ...extra } as ApiRequest;
}

const signal = new AbortController().signal;
/** Locally: loopback allowed, 127.0.0.2 denied by the operator. */
const localPolicy = createEgressPolicy({ denyLoopback: false, deny: ['127.0.0.2/32'] });

describe('api steps behind the egress guard', () => {
  it('reaches an allowed name at the address the guard resolved (no second resolution)', async () => {
    // Prepare: the system DNS does not know `app.test`; only the guard's resolver does.
    const dns = fakeDns({ 'app.test': ['127.0.0.1'] });
    const egress = createEgressGuard(localPolicy, dns);
    const before = server.hits('/ok');
    // Act
    const result = await callApi(request(`http://app.test:${port}/ok`), signal, { egress });
    // Assess
    expect(result).toMatchObject({ success: true, attempts: 1 });
    expect(result.message).toBe(`GET http://app.test:${port}/ok answered 200.`);
    expect(server.hits('/ok')).toBe(before + 1);
    expect(dns.calls).toEqual(['app.test']);
  });

  it('blocks a name resolving to a denied address, at once and without retries', async () => {
    const dns = fakeDns({ 'metadata.test': ['169.254.169.254'] });
    const egress = createEgressGuard(localPolicy, dns);
    const url = 'http://metadata.test/latest/meta-data';
    const result = await callApi(request(url, { retries: 3, backoff_seconds: 30 }), signal, { egress });
    expect(result).toEqual({
      success: false,
      message: `GET ${url} was blocked: metadata.test resolves to 169.254.169.254, a link-local address, which runs may not reach.`,
      response: null,
      attempts: 1,
    });
  });

  it('blocks a name resolving to one allowed and one denied address', async () => {
    const dns = fakeDns({ 'mixed.test': ['127.0.0.1', '127.0.0.2'] });
    const egress = createEgressGuard(localPolicy, dns);
    const before = server.hits('/ok');
    const result = await callApi(request(`http://mixed.test:${port}/ok`, { method: 'post' }), signal, { egress });
    expect(result.success).toBe(false);
    expect(result.message).toBe(
      `POST http://mixed.test:${port}/ok was blocked: mixed.test resolves to 127.0.0.2, in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).`,
    );
    expect(server.hits('/ok')).toBe(before);
  });

  it('blocks a name resolving to an IPv4-mapped metadata address', async () => {
    const egress = createEgressGuard(localPolicy, fakeDns({ 'v6.test': ['::ffff:169.254.170.2'] }));
    const result = await callApi(request('https://v6.test/v2/credentials'), signal, { egress });
    expect(result.message).toMatch(
      /was blocked: v6\.test resolves to ::ffff:a9fe:aa02 \(169\.254\.170\.2\), a link-local/,
    );
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://[::ffff:169.254.169.254]/latest/meta-data', '::ffff:a9fe:a9fe (169.254.169.254) is a link-local address'],
    ['http://[fe80::a9fe:a9fe]/', 'fe80::a9fe:a9fe is a link-local address'],
    ['http://[fd00:ec2::254]/latest/meta-data', "fd00:ec2::254 is an address of the AWS platform's own endpoints"],
    ['http://2852039166/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://0xa9.0xfe.0xa9.0xfe/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://169.254.170.2/v2/credentials', '169.254.170.2 is a link-local address'],
    ['http://0.0.0.0:80/', '0.0.0.0 is an unspecified address'],
    ['http://0/', '0.0.0.0 is an unspecified address'],
    ['http://[::]/', ':: is an unspecified address'],
  ])('blocks the literal host of %s without resolving anything', async (url, reason) => {
    const dns = fakeDns({});
    const egress = createEgressGuard(localPolicy, dns);
    const result = await callApi(request(url, { retries: 2 }), signal, { egress });
    expect(result).toMatchObject({ success: false, response: null, attempts: 1 });
    expect(result.message).toBe(`GET ${url} was blocked: ${reason}, which runs may not reach.`);
    expect(dns.calls).toEqual([]);
  });

  it('blocks loopback on AWS, by literal and by name, and allows an operator exception', async () => {
    const aws = createEgressPolicy({ denyLoopback: true });
    const dns = fakeDns({ 'localhost.test': ['::1', '127.0.0.1'] });
    const before = server.hits('/ok');
    const literal = await callApi(request(server.url('/ok')), signal, { egress: createEgressGuard(aws, dns) });
    const named = await callApi(request(`http://localhost.test:${port}/ok`), signal, {
      egress: createEgressGuard(aws, dns),
    });
    expect(literal.message).toMatch(
      /was blocked: 127\.0\.0\.1 is a loopback address, which runs on AWS may not reach\.$/,
    );
    expect(named.message).toMatch(/was blocked: localhost\.test resolves to ::1, a loopback address/);
    expect(server.hits('/ok')).toBe(before);
    // Prepare: the operator opens 127.0.0.1 only.
    const opened = createEgressPolicy({ denyLoopback: true, allow: ['127.0.0.1/32'] });
    const allowed = await callApi(request(server.url('/ok')), signal, { egress: createEgressGuard(opened, dns) });
    expect(allowed.success).toBe(true);
    expect(server.hits('/ok')).toBe(before + 1);
  });

  it('does not follow a redirect to a denied address', async () => {
    const egress = createEgressGuard(localPolicy, fakeDns({}));
    const result = await callApi(request(server.url('/to-metadata')), signal, { egress });
    expect(result).toMatchObject({ success: true, attempts: 1 });
    expect(result.response?.status).toBe(302);
    expect(result.response?.headers.location).toBe('http://169.254.169.254/latest/meta-data');
  });

  it('still reports an unknown name as a network failure, with retries', async () => {
    const egress = createEgressGuard(localPolicy, fakeDns({}));
    const result = await callApi(request('http://nowhere.test/', { retries: 1 }), signal, { egress });
    expect(result).toMatchObject({ success: false, attempts: 2 });
    expect(result.message).toBe(
      'GET http://nowhere.test/ failed: getaddrinfo ENOTFOUND nowhere.test after 2 attempts.',
    );
  });
});

describe('the guard as a dns.lookup', () => {
  const egress = createEgressGuard(
    localPolicy,
    fakeDns({ 'two.test': ['127.0.0.1', '::1'], 'bad.test': ['127.0.0.2'] }),
  );
  const lookup = (hostname: string, options: { all?: boolean; family?: number } | number) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      egress.lookup(hostname, options, (error, address, family) => resolve({ error, address, family })),
    );

  it('answers one address, or all of them, or those of the family asked for', async () => {
    expect(await lookup('two.test', {})).toEqual({ error: null, address: '127.0.0.1', family: 4 });
    expect(await lookup('two.test', { all: true })).toMatchObject({
      address: [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    });
    expect(await lookup('two.test', { family: 6 })).toEqual({ error: null, address: '::1', family: 6 });
    expect(await lookup('two.test', 6)).toEqual({ error: null, address: '::1', family: 6 });
  });

  it('fails with the reason for a denied name or literal', async () => {
    const named = await lookup('bad.test', { all: true });
    expect(named.error).toBeInstanceOf(EgressBlockedError);
    expect(named.error?.message).toMatch(/^bad\.test resolves to 127\.0\.0\.2, in 127\.0\.0\.2\/32/);
    const literal = await lookup('[::ffff:169.254.169.254]', {});
    expect(literal.error?.message).toMatch(/^::ffff:a9fe:a9fe \(169\.254\.169\.254\) is a link-local address/);
  });
});
