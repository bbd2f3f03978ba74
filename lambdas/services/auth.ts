import { createHash, randomBytes } from 'node:crypto';
import { UnauthorizedError } from '../../core/errors';

/** Who is calling: the company that owns the API key and the user the key was issued to. */
export interface Principal {
  companyId: number;
  userId: number;
}

/** SHA-256 (hex) of an API key: the only form in which keys are stored. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

/** A new random API key: 32 bytes of entropy, URL-safe, recognisable by its prefix. */
export function generateApiKey(): string {
  return `tas_${randomBytes(32).toString('base64url')}`;
}

/** The hash of an `X-API-KEY` header's key (as `createAuthenticator` computes it), or undefined without one. */
export function apiKeyHashOf(header: string | undefined): string | undefined {
  const apiKey = header?.trim();
  return apiKey ? hashApiKey(apiKey) : undefined;
}

export type KeyLookup = (keyHash: string) => Promise<Principal | undefined>;

const MAX_CACHED = 10_000;

/**
 * Verifies API keys, remembering verified ones for `ttlMs` so that a warm Lambda does one lookup per key per TTL.
 * Unknown keys are not cached, so a freshly created key works at once; a revoked key stops working within the TTL.
 */
export function createAuthenticator(lookup: KeyLookup, ttlMs: number, now: () => number = Date.now) {
  const cache = new Map<string, { principal: Principal; expires: number }>();
  return async function authenticate(apiKey: string | undefined): Promise<Principal> {
    const hash = apiKeyHashOf(apiKey);
    if (!hash) throw new UnauthorizedError('Missing X-API-KEY header.');
    const hit = cache.get(hash);
    if (hit && hit.expires > now()) return hit.principal;
    const principal = await lookup(hash);
    if (!principal) {
      cache.delete(hash);
      throw new UnauthorizedError('Invalid API key.');
    }
    if (ttlMs > 0) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(hash, { principal, expires: now() + ttlMs });
    }
    return principal;
  };
}
