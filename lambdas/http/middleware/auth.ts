import type { Principal } from '../../services/auth';
import { type HttpMiddleware, header } from './types';

/** Resolves an `X-API-KEY` to its principal, or throws `UnauthorizedError`. */
export type Authenticate = (apiKey: string | undefined) => Promise<Principal>;

/** The principal of a public endpoint. */
const ANONYMOUS: Principal = { companyId: 0, userId: 0 };

/** Sets `context.principal` from the `X-API-KEY` header (401 when it names no key); without `authenticate`, public. */
export function auth(authenticate: Authenticate | undefined): HttpMiddleware {
  return {
    before: async (request) => {
      request.context.principal = authenticate ? await authenticate(header(request.event, 'x-api-key')) : ANONYMOUS;
    },
  };
}
