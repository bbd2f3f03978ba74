/**
 * The build-time half of request validation: the one Ajv configuration, used by `npm run validators` to generate
 * the validators the handlers import (`generated/`), and by tests to compile ad-hoc schemas the same way.
 * Handlers never import this module: compiling a schema at cold start would cost Ajv's ~130 KiB and its compile time.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  type EnumHints,
  precompiledQueryValidator,
  precompiledValidator,
  type QuerySchema,
  type QueryValidator,
  type Validator,
  validationErrorFrom,
} from './validator';

export type { Validator };
export { validationErrorFrom };

/** The formats request schemas may use (ajv-formats' full versions). */
export const SCHEMA_FORMATS = ['uri', 'email', 'date-time'] as const;

/**
 * The Ajv instance request schemas are compiled with. `useDefaults` fills the schema defaults into the validated
 * request, so defaults are described once, in the schema. `x-enum-hints` on an enum schema maps a rejected value to
 * a better message than the list of allowed values (e.g. a legacy name and what replaced it); the messages come from
 * `enumHintsOf`, so the generated code does not need Ajv's verbose errors. `standalone` keeps the generated source
 * for `ajv/dist/standalone`.
 */
export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    strict: false,
    coerceTypes: false,
    code: options.standalone ? { source: true, esm: true } : {},
  });
  ajv.addKeyword({ keyword: 'x-enum-hints', schemaType: 'object' });
  addFormats(ajv, [...SCHEMA_FORMATS]);
  return ajv;
}

function escapeFragment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

/** Every `x-enum-hints` in a schema, keyed by the schema path Ajv reports for its enum (without `/enum`). */
export function enumHintsOf(schema: unknown, path = '#'): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  if (schema === null || typeof schema !== 'object') return found;
  const hints = (schema as Record<string, unknown>)['x-enum-hints'];
  if (hints && typeof hints === 'object') found[path] = { ...(hints as Record<string, string>) };
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'x-enum-hints' || value === null || typeof value !== 'object') continue;
    Object.assign(found, enumHintsOf(value, `${path}/${escapeFragment(key)}`));
  }
  return found;
}

let shared: Ajv | undefined;

/** Compiles a schema now (tests only): the same validator `npm run validators` generates for a request schema. */
export function compileValidator<T>(schema: object, root = ''): Validator<T> {
  shared ??= createAjv();
  return precompiledValidator<T>(shared.compile(schema), enumHintsOf(schema) as EnumHints, root);
}

/** A query validator compiled now (tests only); see `compileValidator`. */
export function queryValidator<T>(schema: QuerySchema): QueryValidator<T> {
  shared ??= createAjv();
  return precompiledQueryValidator<T>(shared.compile(schema), schema, enumHintsOf(schema));
}
