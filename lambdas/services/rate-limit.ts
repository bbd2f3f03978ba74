import type { RateLimitSettings } from '../../core/config';
import { RateLimitedError } from '../../core/errors';
import type { BucketWrite, BucketWriteResult } from '../repositories/rate-limits';

/**
 * The per-key limit as a token bucket in GCRA form: a bucket holds `burst` tokens and gains one every
 * `1 / perSecond` s. Its whole state is one time, `tat`: when the bucket will be full again. A request is accepted
 * when `tat <= now + (burst - 1) * interval`, and then moves `tat` one interval on from `max(tat, now)`. Times are
 * in microseconds, so that intervals of fractional rates stay exact enough.
 */
export interface BucketMath {
  /** Microseconds per token. */
  interval: number;
  /** How far `tat` may be ahead of now for a request to be accepted: `(burst - 1)` intervals. */
  tolerance: number;
}

export function bucketMath(settings: RateLimitSettings): BucketMath {
  const interval = Math.max(1, Math.round(1_000_000 / settings.perSecond));
  return { interval, tolerance: (settings.burst - 1) * interval };
}

/** Over the limit: whole seconds until a request would be accepted (at least 1: `Retry-After` has no fractions). */
export interface Rejection {
  kind: 'reject';
  retryAfterSeconds: number;
}

/**
 * What to do with a request at `now` given the bucket's `tat` (undefined: no bucket, i.e. full): the conditional
 * write that takes a token, or the rejection when none is left.
 */
export function planTake(math: BucketMath, tat: number | undefined, now: number): BucketWrite | Rejection {
  // The item may be deleted once the bucket is full again, and no write leaves `tat` beyond now + tolerance + interval.
  const expiresAt = Math.ceil((now + math.tolerance + math.interval) / 1_000_000) + 1;
  if (tat === undefined || tat < now) return { kind: 'start', now, tat: now + math.interval, expiresAt };
  if (tat <= now + math.tolerance) {
    return { kind: 'take', now, increment: math.interval, ceiling: now + math.tolerance, expiresAt };
  }
  return { kind: 'reject', retryAfterSeconds: Math.max(1, Math.ceil((tat - math.tolerance - now) / 1_000_000)) };
}

/** Where buckets live (`repositories/rate-limits.ts`): one conditional write each. */
export interface BucketStore {
  write(keyHash: string, write: BucketWrite): Promise<BucketWriteResult>;
}

/** Takes one token of a key's bucket, or throws `RateLimitedError` with the seconds to wait. */
export type TakeToken = (keyHash: string) => Promise<void>;

/**
 * Writes per request at most: the first, planned from what this process last saw of the bucket, is enough unless
 * another process changed the bucket from full to part-used (or back) meanwhile; each failed write returns the
 * bucket's state, so the next is planned on fresh facts.
 */
const MAX_WRITES = 3;
const MAX_REMEMBERED = 10_000;

/**
 * The per-key limiter over a shared store, so that every Lambda instance and the local server count against the same
 * buckets. Usually one DynamoDB request per call. The `tat` last seen of each key is remembered: since `tat` only
 * grows until the item expires (and it expires only once in the past), a remembered `tat` that already rules a
 * request out rejects it without a request, and otherwise it tells which write will most likely hold.
 * `now` is in microseconds.
 */
export function createRateLimiter(
  store: BucketStore,
  settings: RateLimitSettings,
  now: () => number = () => Date.now() * 1000,
): TakeToken {
  const math = bucketMath(settings);
  const seen = new Map<string, number>();
  const remember = (keyHash: string, tat: number | undefined) => {
    if (tat === undefined) return;
    seen.delete(keyHash);
    if (seen.size >= MAX_REMEMBERED) seen.delete(seen.keys().next().value as string);
    seen.set(keyHash, tat);
  };
  return async function takeToken(keyHash: string): Promise<void> {
    const at = now();
    let tat = seen.get(keyHash);
    for (let attempt = 0; attempt < MAX_WRITES; attempt++) {
      const plan = planTake(math, tat, at);
      if (plan.kind === 'reject') throw rateLimited(plan.retryAfterSeconds);
      const result = await store.write(keyHash, plan);
      remember(keyHash, result.tat);
      if (result.written) return;
      tat = result.tat;
    }
    // Other requests of the same key kept changing the bucket under this one: it is busy, so try again shortly.
    throw rateLimited(1);
  };
}

function rateLimited(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(
    `Too many requests for this API key; retry in ${retryAfterSeconds} s (Retry-After).`,
    retryAfterSeconds,
  );
}
