import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, listensOn, PortTaken, startOnFreePort } from '../../lib/local/ports';

describe('local ports', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve(s));
    });

  it('tells a port this process listens on from one it does not', async () => {
    // Prepare
    const port = await freePort();
    const other = await freePort();
    server = await listen(port);
    // Act, Assess
    expect(listensOn(process.pid, port)).toBe(true);
    expect(listensOn(process.pid, other)).toBe(false);
  });

  it('chooses another port when a start finds its port taken', async () => {
    // Prepare
    const ports = [1111, 2222, 3333];
    const tried: number[] = [];
    // Act
    const started = await startOnFreePort(
      async (port) => {
        tried.push(port);
        if (port !== 3333) throw new PortTaken(`port ${port} taken`);
        return `on ${port}`;
      },
      async () => ports.shift() as number,
    );
    // Assess
    expect(started).toBe('on 3333');
    expect(tried).toEqual([1111, 2222, 3333]);
  });

  it('does not retry other failures, and gives up after its attempts', async () => {
    // Prepare
    let starts = 0;
    const failing = (error: Error) => async () => {
      starts++;
      throw error;
    };
    // Act, Assess
    await expect(startOnFreePort(failing(new Error('no java')), async () => 1)).rejects.toThrow('no java');
    expect(starts).toBe(1);
    starts = 0;
    await expect(startOnFreePort(failing(new PortTaken('taken')), async () => 1, 3)).rejects.toThrow(PortTaken);
    expect(starts).toBe(3);
  });
});
