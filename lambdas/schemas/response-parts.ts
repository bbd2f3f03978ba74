/** Pieces every response schema is made of (responses.ts, run-responses.ts). */
import { idSchema } from './ids';

export const id = idSchema;
export const nullableId = { type: ['integer', 'null'] } as const;
export const timestamp = { type: 'string', description: 'UTC ISO 8601 with milliseconds.' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const runStatus = { type: 'string', enum: ['running', 'passed', 'failed'] } as const;
export const message = { type: 'string', description: 'A fixed sentence clients may show.' } as const;

/**
 * A response body: an object of these properties, each required except those named in `optional`. (Not for bodies
 * with a title or other keywords of their own.)
 */
export function responseBody<const P extends Record<string, unknown>>(
  properties: P,
  optional: readonly (keyof P & string)[] = [],
) {
  return {
    type: 'object',
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  } as const;
}
