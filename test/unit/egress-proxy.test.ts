/**
 * The browser's egress proxy, driven by a plain HTTP client the way Chromium drives it: absolute-form requests for
 * plain HTTP, CONNECT tunnels for HTTPS and WebSockets. A DNS the test controls maps names to loopback aliases;
 * 127.0.0.2 is denied.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgressGuard } from '../../runner-image/src/engine/egress/guard';
import { createEgressPolicy } from '../../runner-image/src/engine/egress/policy';
import { EGRESS_BLOCKED_HEADER, type EgressProxy, startEgressProxy } from '../../runner-image/src/engine/egress/proxy';

let target: Server;
let targetPort: number;
let denied: Server;
let deniedPort: number;
let proxy: EgressProxy;
const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = [];
let deniedHits = 0;

const names: Record<string, string> = { 'app.test': '127.0.0.1', 'evil.test': '127.0.0.2' };

beforeAll(async () => {
  target = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive', 'x-answer': '42' });
      res.end(`hello ${req.url}`);
    });
  });
  denied = createServer((_req, res) => {
    deniedHits++;
    res.end('secret');
  });
  denied.on('connect', (_req, socket: Socket) => {
    deniedHits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', () => resolve()));
  await new Promise<void>((resolve) => denied.listen(0, '127.0.0.2', () => resolve()));
  targetPort = (target.address() as AddressInfo).port;
  deniedPort = (denied.address() as AddressInfo).port;
  const guard = createEgressGuard(createEgressPolicy({ denyLoopback: false, deny: ['127.0.0.2/32'] }), async (name) => {
    const address = names[name];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  });
  proxy = await startEgressProxy(guard);
});

afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => target?.close(resolve));
  await new Promise((resolve) => denied?.close(resolve));
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An absolute-form request through the proxy, as a browser sends plain HTTP to a proxy. */
function viaProxy(url: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(proxy.server);
  return new Promise<Answer>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: url,
      headers: { host: new URL(url).host, 'proxy-connection': 'keep-alive', ...options.headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A CONNECT through the proxy: its answer, and the tunnel when it was opened. */
function tunnel(authority: string) {
  const { port } = new URL(proxy.server);
  return new Promise<{ status: number; headers: Record<string, unknown>; socket: Socket; head: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority });
      req.on('connect', (res, socket, head) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, socket, head }),
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the egress proxy', () => {
  it('forwards an allowed plain request with its body, without hop-by-hop headers', async () => {
    const answer = await viaProxy(`http://app.test:${targetPort}/form?x=1`, { method: 'POST', body: 'a=b' });
    expect(answer).toMatchObject({ status: 200, body: 'hello /form?x=1' });
    expect(answer.headers['x-answer']).toBe('42');
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/form?x=1', body: 'a=b' });
    expect(request?.headers.host).toBe(`app.test:${targetPort}`);
    expect(request?.headers).not.toHaveProperty('proxy-connection');
  });

  it('answers 403 with the reason for a denied literal, and remembers it', async () => {
    const mark = proxy.mark();
    const url = `http://127.0.0.2:${deniedPort}/secret`;
    const answer = await viaProxy(url);
    const reason = '127.0.0.2 is in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).';
    expect(answer.status).toBe(403);
    expect(answer.headers[EGRESS_BLOCKED_HEADER]).toBe(reason);
    expect(answer.body).toBe(`Blocked by the test runner: ${reason}\n`);
    expect(proxy.reasonFor(url)).toBe(reason);
    expect(proxy.blockedSince(mark)).toEqual([{ seq: mark, target: `127.0.0.2:${deniedPort}`, reason }]);
    expect(deniedHits).toBe(0);
  });

  it('answers 403 for a name resolving to a denied address, and for the metadata address in URL disguises', async () => {
    const named = await viaProxy(`http://evil.test:${deniedPort}/`);
    expect(named.headers[EGRESS_BLOCKED_HEADER]).toBe(
      'evil.test resolves to 127.0.0.2, in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).',
    );
    const mapped = await viaProxy('http://[::ffff:a9fe:a9fe]/latest/meta-data');
    expect(mapped.status).toBe(403);
    expect(mapped.headers[EGRESS_BLOCKED_HEADER]).toMatch(/\(169\.254\.169\.254\) is a link-local address/);
    expect(deniedHits).toBe(0);
  });

  it('answers 502 saying why for an allowed host it cannot reach', async () => {
    const answer = await viaProxy('http://nowhere.test/');
    expect(answer.status).toBe(502);
    expect(answer.headers['x-tas-egress-error']).toBe(
      'could not reach nowhere.test:80: getaddrinfo ENOTFOUND nowhere.test',
    );
    expect(proxy.reasonFor('http://nowhere.test/')).toBeNull();
  });

  it('refuses a request that is not an absolute http URL', async () => {
    const answer = await viaProxy('ftp://app.test/file');
    expect(answer.status).toBe(400);
  });

  it('opens a tunnel to an allowed host and carries its bytes', async () => {
    const { status, socket, head } = await tunnel(`app.test:${targetPort}`);
    expect(status).toBe(200);
    expect(head.length).toBe(0);
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.includes('hello /tunnelled')) resolve(text);
      });
      socket.write(`GET /tunnelled HTTP/1.1\r\nhost: app.test\r\nconnection: close\r\n\r\n`);
    });
    socket.destroy();
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('refuses a tunnel to a denied literal or name with 403 and the reason', async () => {
    const literal = await tunnel(`127.0.0.2:${deniedPort}`);
    expect(literal.status).toBe(403);
    expect(literal.headers[EGRESS_BLOCKED_HEADER]).toBe(
      '127.0.0.2 is in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).',
    );
    literal.socket.destroy();
    const named = await tunnel('evil.test:443');
    expect(named.status).toBe(403);
    expect(proxy.reasonFor('https://evil.test/')).toMatch(/^evil\.test resolves to 127\.0\.0\.2/);
    expect(proxy.reasonFor('wss://evil.test/socket')).toMatch(/^evil\.test resolves to 127\.0\.0\.2/);
    named.socket.destroy();
    const metadata = await tunnel('[fd00:ec2::254]:443');
    expect(metadata.status).toBe(403);
    expect(metadata.headers[EGRESS_BLOCKED_HEADER]).toMatch(/^fd00:ec2::254 is an address of the AWS platform/);
    metadata.socket.destroy();
    expect(deniedHits).toBe(0);
  });

  it('answers 502 for a tunnel it cannot open', async () => {
    const { status, socket } = await tunnel('nowhere.test:443');
    expect(status).toBe(502);
    socket.destroy();
  });
});
