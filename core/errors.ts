/** A per-field problem, `path` being a JSON Pointer into the request (e.g. `/steps/2/action`). */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** Base of every error a service may throw on purpose; the HTTP layer maps it to a status and an error body. */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;
  constructor(
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override name = 'ValidationError';
  readonly statusCode = 400;
  readonly code = 'validation_error';
  /** One field: `new ValidationError('/title', 'must be unique')`, or a message with several details. */
  static field(path: string, message: string): ValidationError {
    return new ValidationError(`${describePath(path)} ${message}`, [{ path, message }]);
  }
}

export class UnauthorizedError extends DomainError {
  override name = 'UnauthorizedError';
  readonly statusCode = 401;
  readonly code = 'unauthorized';
}

export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
  readonly statusCode = 403;
  readonly code = 'forbidden';
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  readonly statusCode = 404;
  readonly code = 'not_found';
}

export class MethodNotAllowedError extends DomainError {
  override name = 'MethodNotAllowedError';
  readonly statusCode = 405;
  readonly code = 'method_not_allowed';
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
  readonly statusCode = 409;
  readonly code = 'conflict';
}

export class PayloadTooLargeError extends DomainError {
  override name = 'PayloadTooLargeError';
  readonly statusCode = 413;
  readonly code = 'payload_too_large';
}

export class UnsupportedMediaTypeError extends DomainError {
  override name = 'UnsupportedMediaTypeError';
  readonly statusCode = 415;
  readonly code = 'unsupported_media_type';
}

export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError';
  readonly statusCode = 429;
  readonly code = 'rate_limited';
  /** @param retryAfterSeconds whole seconds, at least 1, after which the next request will be accepted (`Retry-After`) */
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** `/steps/2/action` -> `steps[2].action`, for human messages. */
export function describePath(pointer: string): string {
  if (!pointer || pointer === '/') return 'request body';
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}
