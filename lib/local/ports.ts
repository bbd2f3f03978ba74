import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that is free right now (another process may take it before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Thrown by a server start that lost its port to another process between choosing it and binding it. */
export class PortTaken extends Error {}

/**
 * Starts a server on a port chosen by `choose` (a free port by default), choosing again when the start throws
 * `PortTaken`: a port is free when chosen, but another process may bind it before the server does.
 */
export async function startOnFreePort<T>(
  start: (port: number) => Promise<T>,
  choose: () => Promise<number> = freePort,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await choose());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Whether process `pid` holds a listening TCP socket on `port`, read from /proc: `null` where /proc cannot tell (not
 * Linux, or the process's descriptors are not readable). A server that answers on its port may be another process
 * that holds the port; this tells the two apart.
 */
export function listensOn(pid: number, port: number): boolean | null {
  let inodes: Set<string>;
  let links: string[];
  try {
    inodes = listeningInodes(port);
    const fdDir = `/proc/${pid}/fd`;
    links = readdirSync(fdDir).map((fd) => {
      try {
        return readlinkSync(`${fdDir}/${fd}`);
      } catch {
        return '';
      }
    });
  } catch {
    return null;
  }
  return links.some((link) => inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? ''));
}

/** The socket inodes listening on `port`, over IPv4 and IPv6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch (error) {
      if (table.endsWith('6')) continue; // a kernel without IPv6
      throw error;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const LISTEN = '0A';
      if (fields.length > 9 && fields[1]?.endsWith(`:${hexPort}`) && fields[3] === LISTEN) inodes.add(fields[9] ?? '');
    }
  }
  return inodes;
}

/**
 * Whether the server that answered on `port` is `child`, not another process that holds the port (then `child` fails
 * to bind and exits). Where /proc cannot tell, `child` must still be running a moment after the answer: a failed bind
 * ends a server within moments of its start.
 */
export async function ownsPort(child: ChildProcess, port: number): Promise<boolean> {
  const running = () => child.exitCode === null && child.signalCode === null;
  const owned = child.pid ? listensOn(child.pid, port) : null;
  if (owned !== null) return owned && running();
  await new Promise((r) => setTimeout(r, 500));
  return running();
}
