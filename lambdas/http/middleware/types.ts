import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Principal } from '../../services/auth';

/**
 * What the middlewares of `httpHandler` find out about a request, set on the Lambda context as they run (the Middy
 * way of handing values to the handler); the JSON body replaces `event.body`, as `@middy/http-json-body-parser` does.
 */
export interface HttpContext extends Context {
  principal?: Principal;
  /** Integer path parameters, by name. */
  pathIds?: Record<string, number>;
  /** The converted and validated query string. */
  query?: unknown;
}

export type HttpMiddleware = middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>;
export type HttpMiddyRequest = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>;

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A request header by name, in any letter case (API Gateway passes headers as the client wrote them). */
export function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(event.headers ?? {})) if (k.toLowerCase() === wanted && v != null) return v;
  return undefined;
}
