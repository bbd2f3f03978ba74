import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { QueryValidator, Validator } from '../schemas/validator';
import type { Principal } from '../services/auth';
import type { TakeToken } from '../services/rate-limit';
import { type Authenticate, auth } from './middleware/auth';
import { bodySizeLimit, bodyValidator, jsonBody, jsonMediaType } from './middleware/body';
import { errorMapper } from './middleware/errors';
import { observability } from './middleware/observability';
import { pathIds } from './middleware/path-ids';
import { queryValidation } from './middleware/query';
import { rateLimit } from './middleware/rate-limit';
import { type HttpContext, JSON_HEADERS } from './middleware/types';

export { errorResponse } from './middleware/errors';
export type { Authenticate };

/** Bodies above this are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface HttpRequest<B, Q> {
  body: B;
  query: Q;
  /** Integer path parameters (`{id}` -> `ids.id`); a non-integer one is a 404 before the handler runs. */
  ids: Record<string, number>;
  principal: Principal;
  /** The proxy event; its `body` is the parsed JSON. */
  event: APIGatewayProxyEvent;
}

export interface HttpResult {
  status?: number;
  body: unknown;
}

export interface HandlerOptions<B, Q> {
  /** Validator of the body (`schemas/generated/validators`); without it the body is ignored. */
  body?: Validator<B>;
  /** The query string's validator and schema; values are converted to the schema's integer/boolean types first. */
  query?: QueryValidator<Q>;
  /** Path parameters that must be positive integers. */
  pathIds?: readonly string[];
  /** The request needs a valid `X-API-KEY`, checked by this; without it the endpoint is public. */
  authenticate?: Authenticate;
  /** Takes a token of the authenticated key's bucket (429 `rate_limited` when none is left); only with `authenticate`. */
  takeToken?: TakeToken;
  /** Status of a success that does not set one; default 200. */
  status?: number;
}

/**
 * The one wrapper every endpoint uses: a Middy chain of, in order, request id and metrics, API-key auth (401), the
 * key's rate limit (429, after auth so that a 401 costs nothing), body size (413), media type (415), JSON parsing (400), path ids (404), body and query validation (400 with details),
 * and the error mapper, registered last: thrown `DomainError`s become their error body, anything else a logged,
 * generic 500. `fn` gets the typed request and returns a status and a body.
 */
export function httpHandler<B = undefined, Q = Record<string, never>>(
  options: HandlerOptions<B, Q>,
  fn: (request: HttpRequest<B, Q>) => Promise<HttpResult>,
) {
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>()
    .use(observability())
    .use(auth(options.authenticate))
    .use(rateLimit(options.authenticate && options.takeToken))
    .use(bodySizeLimit(MAX_BODY_BYTES))
    .use(jsonMediaType())
    .use(jsonBody())
    .use(pathIds(options.pathIds ?? []))
    .use(bodyValidator(options.body))
    .use(queryValidation(options.query))
    .use(errorMapper())
    .handler(async (event, context): Promise<APIGatewayProxyResult> => {
      const result = await fn({
        body: event.body as B,
        query: context.query as Q,
        ids: context.pathIds ?? {},
        principal: context.principal!,
        event,
      });
      return {
        statusCode: result.status ?? options.status ?? 200,
        headers: JSON_HEADERS,
        body: JSON.stringify(result.body),
      };
    });
}
