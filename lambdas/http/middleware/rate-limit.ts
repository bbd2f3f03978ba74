import { apiKeyHashOf } from '../../services/auth';
import type { TakeToken } from '../../services/rate-limit';
import { type HttpMiddleware, header } from './types';

/**
 * Takes a token of the caller's key bucket (429 with `Retry-After` when none is left). Registered after `auth`, so a
 * request answered 401 never reaches it and costs no one's budget; without `takeToken` (public endpoints, or no
 * per-key limit configured) it does nothing.
 */
export function rateLimit(takeToken: TakeToken | undefined): HttpMiddleware {
  return {
    before: async (request) => {
      const keyHash = takeToken && apiKeyHashOf(header(request.event, 'x-api-key'));
      if (keyHash) await takeToken(keyHash);
    },
  };
}
