/**
 * A tiny HTTP server for tests that drive a browser or call URLs: named routes on 127.0.0.1 and a free port.
 *
 *   const server = await startFixtureServer({ '/form': '<input>', '/api/ok': { json: { ok: true } } });
 *   server.url('/form'); server.hits('/api/ok'); await server.close();
 *
 * A route is an HTML string, a `{ status, headers, body | json, delayMs }` description, or a handler function.
 * Every request is counted by path (`hits`), so tests can assert retries, reloads and teardown calls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** 1 for the first request to this path since the server started (or since `reset`). */
  hit: number;
}

export interface FixtureReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as is (text/html unless a content-type header says otherwise). */
  body?: string | Buffer;
  /** Sent as JSON with application/json. */
  json?: unknown;
  /** Waits before answering. */
  delayMs?: number;
}

export type FixtureHandler = (req: FixtureRequest) => FixtureReply | string | Promise<FixtureReply | string>;
export type FixtureRoute = string | FixtureReply | FixtureHandler;

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Absolute URL of a path on this server. */
  url(path: string): string;
  /** How many requests reached `path` (query string excluded). */
  hits(path: string): number;
  /** Adds or replaces a route. */
  route(path: string, route: FixtureRoute): void;
  /** Forgets the hit counters. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function send(res: ServerResponse, reply: FixtureReply | string): Promise<void> {
  const r: FixtureReply = typeof reply === 'string' ? { body: reply } : reply;
  if (r.delayMs) await new Promise((resolve) => setTimeout(resolve, r.delayMs));
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...(r.headers ?? {}) };
  let body: string | Buffer = r.body ?? '';
  if (r.json !== undefined) {
    body = JSON.stringify(r.json);
    headers['content-type'] ??= 'application/json';
  }
  headers['content-type'] ??= 'text/html; charset=utf-8';
  if (res.destroyed) return;
  res.writeHead(r.status ?? 200, headers);
  res.end(body);
}

/** Starts a server with `routes` on 127.0.0.1 and a free port; unknown paths answer 404. */
export async function startFixtureServer(routes: Record<string, FixtureRoute> = {}): Promise<FixtureServer> {
  const table = new Map<string, FixtureRoute>(Object.entries(routes));
  const counters = new Map<string, number>();
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const hit = (counters.get(url.pathname) ?? 0) + 1;
      counters.set(url.pathname, hit);
      const route = table.get(url.pathname);
      if (route === undefined) return await send(res, { status: 404, body: 'not found' });
      if (typeof route === 'function') {
        const body = await readBody(req);
        return await send(res, await route({ method: req.method ?? 'GET', url, headers: req.headers, body, hit }));
      }
      return await send(res, route);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path.startsWith('/') ? '' : '/'}${path}`,
    hits: (path) => counters.get(path) ?? 0,
    route: (path, route) => void table.set(path, route),
    reset: () => counters.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
