import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../core/errors';
import type { BucketWrite, BucketWriteResult } from '../../lambdas/repositories/rate-limits';
import { type BucketStore, createRateLimiter } from '../../lambdas/services/rate-limit';

const SECOND = 1_000_000;

/** The buckets as the table keeps them: each write applied only if its condition holds, atomically. */
function memoryStore(): BucketStore & { writes: number } {
  const tats = new Map<string, number>();
  return {
    writes: 0,
    async write(keyHash: string, write: BucketWrite): Promise<BucketWriteResult> {
      this.writes++;
      const tat = tats.get(keyHash);
      if (write.kind === 'start') {
        if (tat !== undefined && tat >= write.now) return { written: false, tat };
        tats.set(keyHash, write.tat);
        return { written: true, tat: write.tat };
      }
      if (tat === undefined || tat < write.now || tat > write.ceiling) return { written: false, tat };
      tats.set(keyHash, tat + write.increment);
      return { written: true, tat: tat + write.increment };
    },
  };
}

/** A limiter on a fake clock (microseconds), and how a request fares: `true`, or the seconds of its Retry-After. */
function limiter(perSecond: number, burst: number, store = memoryStore()) {
  const clock = { now: 1_800_000_000 * SECOND };
  const take = createRateLimiter(store, { perSecond, burst }, () => clock.now);
  const request = async (keyHash = 'h1'): Promise<true | number> => {
    try {
      await take(keyHash);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return error.retryAfterSeconds;
      throw error;
    }
  };
  return { clock, store, request };
}

describe('per-key token bucket', () => {
  it('accepts a whole burst at once and rejects the request after it', async () => {
    // Prepare
    const { request } = limiter(2, 4);

    // Act
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await request());

    // Assess
    expect(answers).toEqual([true, true, true, true, 1]);
  });

  it('accepts the key again once Retry-After has passed, then at the steady rate', async () => {
    // Prepare
    const { clock, request } = limiter(1, 2);
    await request();
    await request();

    // Act
    const over = await request();
    clock.now += Number(over) * SECOND;
    const afterWait = await request();
    const rightAfter = await request();
    clock.now += SECOND;
    const aSecondLater = await request();

    // Assess
    expect(over).toBe(1);
    expect(afterWait).toBe(true);
    expect(rightAfter).toBe(1);
    expect(aSecondLater).toBe(true);
  });

  it('lets through the burst plus the rate times the elapsed time, whatever the pace of the requests', async () => {
    // Prepare
    const { clock, request } = limiter(1, 2);

    // Act: one request every 100 ms for 10 s.
    let accepted = 0;
    for (let i = 0; i <= 100; i++) {
      clock.now += i === 0 ? 0 : SECOND / 10;
      if ((await request()) === true) accepted++;
    }

    // Assess: 2 at the start, then one per second.
    expect(accepted).toBe(2 + 10);
  });

  it('never holds more than the burst, however long the key was idle', async () => {
    // Prepare
    const { clock, request } = limiter(5, 3);
    await request();
    clock.now += 3600 * SECOND;

    // Act
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await request());

    // Assess
    expect(answers.slice(0, 3)).toEqual([true, true, true]);
    expect(answers[3]).toBeTypeOf('number');
  });

  it('says in whole seconds, at least 1, when the next request will be accepted', async () => {
    // Prepare: one token every 4 s.
    const slow = limiter(0.25, 1);
    const fast = limiter(100, 1);
    await slow.request();
    await fast.request();

    // Act
    const atOnce = await slow.request();
    slow.clock.now += 1.5 * SECOND;
    const later = await slow.request();
    slow.clock.now += 2.5 * SECOND;
    const whenSaid = await slow.request();
    const fastOver = await fast.request();

    // Assess
    expect(atOnce).toBe(4);
    expect(later).toBe(3);
    expect(whenSaid).toBe(true);
    expect(fastOver).toBe(1);
  });

  it('keeps the budget of each key apart', async () => {
    // Prepare
    const { request } = limiter(1, 2);
    await request('h1');
    await request('h1');

    // Act
    const first = await request('h1');
    const other = await request('h2');

    // Assess
    expect(first).toBe(1);
    expect(other).toBe(true);
  });

  it('rejects a key it has just seen without a token without asking the store again', async () => {
    // Prepare
    const { store, request } = limiter(1, 1);
    await request();
    await request();
    const writes = store.writes;

    // Act
    const answer = await request();

    // Assess
    expect(answer).toBe(1);
    expect(store.writes).toBe(writes);
  });

  it('counts the requests of other processes sharing the store', async () => {
    // Prepare: two Lambda instances (two limiters) on one table, on the same clock.
    const store = memoryStore();
    const a = limiter(1, 3, store);
    const b = limiter(1, 3, store);
    b.clock.now = a.clock.now;

    // Act
    const answers = [await a.request(), await b.request(), await a.request(), await b.request()];

    // Assess
    expect(answers).toEqual([true, true, true, 1]);
  });
});
