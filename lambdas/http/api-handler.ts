/** The wrapper of every authenticated endpoint: `httpHandler` with the companies' API-key check and per-key limit. */
import { authenticate } from '../compose/companies';
import { takeToken } from '../compose/rate-limits';
import { type HandlerOptions, type HttpRequest, type HttpResult, httpHandler } from './http-handler';

export function apiHandler<B = undefined, Q = Record<string, never>>(
  options: Omit<HandlerOptions<B, Q>, 'authenticate' | 'takeToken'>,
  fn: (request: HttpRequest<B, Q>) => Promise<HttpResult>,
) {
  return httpHandler<B, Q>(
    {
      ...options,
      authenticate: (apiKey) => authenticate()(apiKey),
      takeToken: (keyHash) => takeToken()?.(keyHash) ?? Promise.resolve(),
    },
    fn,
  );
}
