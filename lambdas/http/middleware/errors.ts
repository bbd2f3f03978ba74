import type { APIGatewayProxyResult } from 'aws-lambda';
import { DomainError, RateLimitedError } from '../../../core/errors';
import { logger } from '../../../core/logger';
import { type HttpMiddleware, JSON_HEADERS } from './types';

/** Builds the JSON response of an error, in the shape the API promises. */
export function errorResponse(error: DomainError): APIGatewayProxyResult {
  const body: Record<string, unknown> = { error: error.code, message: error.message };
  if (error.details && error.details.length > 0) body.details = error.details;
  const headers =
    error instanceof RateLimitedError
      ? { ...JSON_HEADERS, 'Retry-After': String(error.retryAfterSeconds) }
      : JSON_HEADERS;
  return { statusCode: error.statusCode, headers, body: JSON.stringify(body) };
}

const INTERNAL_ERROR: APIGatewayProxyResult = {
  statusCode: 500,
  headers: JSON_HEADERS,
  body: JSON.stringify({ error: 'internal_error', message: 'An internal error occurred.' }),
};

/**
 * Registered last, so Middy runs its `onError` first: a `DomainError` becomes its status and error body; anything
 * else is logged with its stack and answered with a generic 500 that tells nothing of the internals.
 */
export function errorMapper(): HttpMiddleware {
  return {
    onError: (request) => {
      const { error, event } = request;
      if (error instanceof DomainError) {
        request.response = errorResponse(error);
        return;
      }
      logger.error('unhandled error', {
        path: event.path,
        method: event.httpMethod,
        error: error?.stack ?? String(error),
      });
      request.response = { ...INTERNAL_ERROR, headers: { ...JSON_HEADERS } };
    },
  };
}
