import type { QuerySchema, QueryValidator } from '../../schemas/validator';
import type { HttpMiddleware } from './types';

/** Query-string values are text: those the schema declares integer or boolean become numbers and booleans. */
export function convertQuery(
  raw: Record<string, string | undefined> | null,
  schema: QuerySchema,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (v === undefined) continue;
    const declared = schema.properties?.[k]?.type;
    const types = Array.isArray(declared) ? declared : [declared];
    if (types.includes('boolean') && /^(true|false|1|0)$/i.test(v)) out[k] = /^(true|1)$/i.test(v);
    else if (types.includes('integer') && /^-?\d{1,15}$/.test(v.trim())) out[k] = Number(v.trim());
    else out[k] = v;
  }
  return out;
}

/** Sets `context.query`: the converted query string, validated (400 with details; defaults filled in); else `{}`. */
export function queryValidation(query: QueryValidator<unknown> | undefined): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      context.query = query ? query.validate(convertQuery(event.queryStringParameters, query.schema)) : {};
    },
  };
}
