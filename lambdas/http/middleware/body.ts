import jsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../../core/errors';
import type { Validator } from '../../schemas/validator';
import { type HttpMiddleware, header } from './types';

function bodyBytes(event: APIGatewayProxyEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.byteLength(event.body, 'base64') : Buffer.byteLength(event.body, 'utf8');
}

/** Refuses bodies above `maxBytes` with 413, before anything reads them. */
export function bodySizeLimit(maxBytes: number): HttpMiddleware {
  return {
    before: ({ event }) => {
      const bytes = bodyBytes(event);
      if (bytes > maxBytes) {
        throw new PayloadTooLargeError(`The request body is ${bytes} bytes; the limit is ${maxBytes} bytes.`);
      }
    },
  };
}

function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** A non-empty body must be JSON (`application/json` or `application/*+json`, header in any letter case): else 415. */
export function jsonMediaType(): HttpMiddleware {
  return {
    before: ({ event }) => {
      if (bodyBytes(event) > 0 && !isJsonMediaType(header(event, 'content-type'))) {
        throw new UnsupportedMediaTypeError('The request body must be JSON, sent with Content-Type: application/json.');
      }
    },
  };
}

/**
 * `@middy/http-json-body-parser` for a non-empty body (the media type is already checked, in any header case); an
 * empty body becomes `undefined`. Its 422 for malformed JSON is answered as this API's 400 `validation_error`.
 */
export function jsonBody(): HttpMiddleware {
  const parser = jsonBodyParser<APIGatewayProxyEvent>({ disableContentTypeCheck: true });
  return {
    before: (request) => {
      if (bodyBytes(request.event) === 0) {
        (request.event as { body: unknown }).body = undefined;
        return;
      }
      try {
        parser.before!(request as never);
      } catch (error) {
        const cause = (error as { cause?: { message?: string; data?: unknown } }).cause;
        const reason = cause?.message ?? `${(error as Error).message} (${String(cause?.data)})`;
        throw new ValidationError(`The request body is not valid JSON: ${reason}.`);
      }
    },
  };
}

/**
 * Validates the parsed body (400 with details; schema defaults filled in); without a validator the body is ignored
 * and the handler sees `undefined`.
 */
export function bodyValidator(validate: Validator<unknown> | undefined): HttpMiddleware {
  return {
    before: ({ event }) => {
      const target = event as { body: unknown };
      if (!validate) {
        target.body = undefined;
        return;
      }
      if (target.body === undefined) {
        throw new ValidationError('The request body is required.', [{ path: '/', message: 'is required' }]);
      }
      target.body = validate(target.body);
    },
  };
}
