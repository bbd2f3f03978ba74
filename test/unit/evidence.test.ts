import { describe, expect, it } from 'vitest';
import type { Screenshot } from '../../runner-image/src/engine/device';
import type { Entry } from '../../runner-image/src/engine/entry';
import { Evidence } from '../../runner-image/src/engine/evidence';

function entry(stepNumber: number): Entry {
  return { stepNumber, actions: [], unknown: new Set(), nextIndex: 1 };
}

function recorder(shot: () => Promise<Screenshot | null>) {
  const stored: string[] = [];
  const logged: Record<string, unknown>[] = [];
  const evidence = new Evidence({
    attempt: 1,
    device: { screenshot: shot },
    artifacts: {
      put: async (name) => {
        stored.push(name);
        return `runs/1/1/${name}`;
      },
    },
    signal: new AbortController().signal,
    testRunId: 1,
    log: (event) => logged.push(event),
  });
  return { evidence, stored, logged };
}

describe('evidence screenshots', () => {
  it('stores each capture under the attempt, step, action and label', async () => {
    const { evidence, stored } = recorder(async () => ({ body: Buffer.from('jpeg'), format: 'jpeg' }));
    const step = entry(3);
    const after = await evidence.screenshot(step, 'after');
    expect(await after.key).toBe('runs/1/1/attempt-1/step-3-1-after.jpg');
    evidence.inputSent();
    const before = await evidence.screenshot(step, 'before');
    expect(await before.key).toBe('runs/1/1/attempt-1/step-3-2-before.jpg');
    expect(stored).toEqual(['attempt-1/step-3-1-after.jpg', 'attempt-1/step-3-2-before.jpg']);
  });

  it('stores nothing and logs nothing for a device told to take no screenshots', async () => {
    const { evidence, stored, logged } = recorder(async () => null);
    const shot = await evidence.screenshot(entry(1), 'after');
    expect(await shot.key).toBeNull();
    expect(stored).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('logs a capture that failed and goes on without its screenshot', async () => {
    const { evidence, stored, logged } = recorder(async () => {
      throw new Error('target closed');
    });
    const shot = await evidence.screenshot(entry(1), 'after');
    expect(await shot.key).toBeNull();
    expect(stored).toEqual([]);
    expect(logged).toMatchObject([{ level: 'warn', msg: 'screenshot failed', error: 'target closed' }]);
  });
});
