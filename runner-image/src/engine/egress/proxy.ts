/**
 * The browser's egress proxy: a small forward proxy on 127.0.0.1 that Chromium sends all its traffic through
 * (navigations, subresources, fetch/XHR, WebSockets, service workers, redirects: each hop is a request of its own).
 * Plain HTTP arrives as absolute-form requests and is forwarded; HTTPS and WebSockets arrive as CONNECT tunnels. The
 * proxy resolves names itself, through the guard, so Chromium's own DNS never decides where a page connects.
 *
 * A blocked plain request is answered 403 with the reason in a text body and in the `x-tas-egress-blocked` header; a
 * blocked tunnel is refused with 403 (Chromium then reports `net::ERR_TUNNEL_CONNECTION_FAILED` without the body),
 * so the proxy keeps the recent blocks by host and port for the device to explain the failure (`reasonFor`).
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { blockedCause, type EgressGuard } from './guard';

/** The response header that carries a block's reason to the browser device. */
export const EGRESS_BLOCKED_HEADER = 'x-tas-egress-blocked';
/** The response header that says why the proxy could not forward an allowed request (unknown name, refused...). */
export const EGRESS_ERROR_HEADER = 'x-tas-egress-error';

/** Headers of one hop only (RFC 9110 7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** How many recent blocks `reasonFor` remembers. */
const REMEMBERED_BLOCKS = 200;

export interface BlockRecord {
  /** Increasing number of the block, for `blockedSince`. */
  seq: number;
  /** `host:port` as the browser asked for it (IPv6 without brackets). */
  target: string;
  reason: string;
}

export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for Playwright's `proxy.server`. */
  readonly server: string;
  readonly guard: EgressGuard;
  /** The reason of the latest block of `url`'s host and port, or null. */
  reasonFor(url: string): string | null;
  /** The number of the next block: blocks from now on have `seq >= mark()`. */
  mark(): number;
  /** Blocks since `mark`, oldest first. */
  blockedSince(mark: number): BlockRecord[];
  close(): Promise<void>;
}

function bare(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** `host:port` of a URL (default ports by scheme), lower case, IPv6 without brackets. */
export function targetOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const secure = parsed.protocol === 'https:' || parsed.protocol === 'wss:';
    return `${bare(parsed.hostname).toLowerCase()}:${parsed.port || (secure ? 443 : 80)}`;
  } catch {
    return null;
  }
}

/** A header value safe to send: printable ASCII only. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** `rawHeaders` (name, value, name, value...) without hop-by-hop headers and those `Connection` names. */
function forwardable(raw: string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'connection') {
      for (const token of (raw[i + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    const lower = name.toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !named.has(lower)) out.push(name, raw[i + 1] as string);
  }
  return out;
}

/** Starts the proxy on 127.0.0.1 and a free port. */
export async function startEgressProxy(guard: EgressGuard): Promise<EgressProxy> {
  const blocks: BlockRecord[] = [];
  let seq = 0;
  const tunnels = new Set<Socket>();
  // Upstream connections are kept alive per vetted address: each new one is vetted by the guard's lookup.
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 16 });

  const record = (host: string, port: number, reason: string) => {
    blocks.push({ seq: seq++, target: `${bare(host).toLowerCase()}:${port}`, reason });
    if (blocks.length > REMEMBERED_BLOCKS) blocks.shift();
  };

  /** Answers a plain request the proxy does not forward: `header` carries `why`, the body says it in full. */
  const refuse = (res: ServerResponse, status: number, header: string, why: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      [header]: headerSafe(why),
    });
    res.end(`${status === 403 ? 'Blocked by the test runner' : 'Not forwarded by the test runner'}: ${why}\n`);
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('not http');
    } catch {
      refuse(res, 400, EGRESS_ERROR_HEADER, 'the egress proxy forwards absolute http URLs only.');
      return;
    }
    const host = bare(target.hostname);
    const port = Number(target.port || 80);
    const literal = guard.checkLiteral(host);
    if (literal) {
      record(host, port, literal);
      refuse(res, 403, EGRESS_BLOCKED_HEADER, literal);
      req.resume();
      return;
    }
    const upstream = httpRequest({
      host,
      port,
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers: forwardable(req.rawHeaders),
      setHost: false,
      agent,
      lookup: guard.lookup,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.rawHeaders));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      const blocked = blockedCause(error);
      if (blocked) {
        record(host, port, blocked.reason);
        refuse(res, 403, EGRESS_BLOCKED_HEADER, blocked.reason);
      } else {
        refuse(res, 502, EGRESS_ERROR_HEADER, `could not reach ${host}:${port}: ${error.message}`);
      }
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  /** Dials a vetted connection; `ready` runs once connected, `failed` with a status line when it cannot be. */
  const dial = (
    host: string,
    port: number,
    ready: (socket: Socket) => void,
    failed: (status: string, headers: string, reason: string) => void,
  ) => {
    const literal = guard.checkLiteral(host);
    if (literal) {
      record(host, port, literal);
      failed('403 Forbidden', `${EGRESS_BLOCKED_HEADER}: ${headerSafe(literal)}\r\n`, literal);
      return;
    }
    const socket = connect({ host, port, lookup: guard.lookup });
    const onError = (error: Error) => {
      const blocked = blockedCause(error);
      if (blocked) {
        record(host, port, blocked.reason);
        failed('403 Forbidden', `${EGRESS_BLOCKED_HEADER}: ${headerSafe(blocked.reason)}\r\n`, blocked.reason);
      } else {
        failed('502 Bad Gateway', '', `could not reach ${host}:${port}: ${error.message}`);
      }
    };
    socket.once('error', onError);
    socket.once('connect', () => {
      socket.off('error', onError);
      ready(socket);
    });
  };

  const tunnel = (client: Socket, upstream: Socket, head: Buffer) => {
    tunnels.add(client);
    tunnels.add(upstream);
    if (head.length > 0) upstream.write(head);
    const end = () => {
      client.destroy();
      upstream.destroy();
      tunnels.delete(client);
      tunnels.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const refuseSocket = (client: Socket, status: string, headers: string, reason: string) => {
    const body = `Blocked or unreachable: ${reason}\n`;
    client.end(
      `HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n${headers}\r\n${body}`,
    );
  };

  const onConnect = (req: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    let host: string;
    let port: number;
    try {
      const parsed = new URL(`http://${req.url ?? ''}`);
      host = bare(parsed.hostname);
      port = Number(parsed.port || 443);
    } catch {
      refuseSocket(client, '400 Bad Request', '', `"${req.url}" is not host:port`);
      return;
    }
    dial(
      host,
      port,
      (upstream) => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        tunnel(client, upstream, head);
      },
      (status, headers, reason) => refuseSocket(client, status, headers, reason),
    );
  };

  /** A WebSocket sent as an absolute-form upgrade request (Chromium tunnels them, other clients may not). */
  const onUpgrade = (req: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      refuseSocket(client, '400 Bad Request', '', 'not an absolute URL');
      return;
    }
    const host = bare(target.hostname);
    const port = Number(target.port || 80);
    dial(
      host,
      port,
      (upstream) => {
        const lines = [`${req.method} ${target.pathname}${target.search} HTTP/1.1`];
        const raw = req.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          if (!raw[i]?.toLowerCase().startsWith('proxy-')) lines.push(`${raw[i]}: ${raw[i + 1]}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        tunnel(client, upstream, head);
      },
      (status, headers, reason) => refuseSocket(client, status, headers, reason),
    );
  };

  const server = createServer(onRequest);
  server.on('connect', onConnect);
  server.on('upgrade', onUpgrade);
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The proxy never keeps the runner alive on its own.
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    guard,
    reasonFor(url) {
      const target = targetOf(url);
      if (!target) return null;
      for (let i = blocks.length - 1; i >= 0; i--) {
        if (blocks[i]?.target === target) return blocks[i]?.reason ?? null;
      }
      return null;
    },
    mark: () => seq,
    blockedSince: (mark) => blocks.filter((block) => block.seq >= mark),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
