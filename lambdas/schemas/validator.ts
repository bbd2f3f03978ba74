/**
 * The runtime half of request validation: wraps validate functions that Ajv generated at build time
 * (`npm run validators`, see `generated/`) and turns their errors into one `ValidationError`. Nothing here imports
 * Ajv's compiler, so a handler's bundle carries only the code of its own schema.
 */
import { describePath, type ErrorDetail, ValidationError } from '../../core/errors';

/** A validator returns the typed value or throws a `ValidationError` listing every problem. */
export type Validator<T> = (data: unknown) => T;

/** The part of an Ajv error object the messages are built from. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A validate function as Ajv compiles it: true or false, with the errors of the last call on itself. */
export type CompiledSchema = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/**
 * `x-enum-hints` of a schema, keyed by the schema path of the enum that carries them (`#/properties/type`): a
 * rejected value with a hint gets the hint as its message instead of the list of allowed values.
 */
export type EnumHints = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What the HTTP layer needs of a query schema: the declared types of its properties. */
export interface QuerySchema {
  type?: string;
  properties?: Readonly<Record<string, { type?: string | readonly string[] }>>;
}

/** A query string's validator with its schema (the HTTP layer converts values to the schema's types first). */
export interface QueryValidator<T> {
  schema: QuerySchema;
  validate: Validator<T>;
}

/** Wraps a compiled validate function: returns the typed value (defaults filled in) or throws `ValidationError`. */
export function precompiledValidator<T>(validate: CompiledSchema, hints: EnumHints = {}, root = ''): Validator<T> {
  return (data: unknown): T => {
    if (validate(data)) return data as T;
    throw validationErrorFrom(validate.errors ?? [], root, data, hints);
  };
}

/** A compiled query validator with the schema the query string's values are converted by. */
export function precompiledQueryValidator<T>(
  validate: CompiledSchema,
  schema: QuerySchema,
  hints: EnumHints = {},
): QueryValidator<T> {
  return { schema, validate: precompiledValidator<T>(validate, hints) };
}

function jsonPointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON Pointer (`/steps/0/type`) inside `data`. */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function enumHint(error: SchemaError, data: unknown, hints: EnumHints): string | undefined {
  const schemaHints = hints[error.schemaPath.replace(/\/enum$/, '')];
  if (!schemaHints) return undefined;
  const value = valueAt(data, error.instancePath);
  return typeof value === 'string' && Object.hasOwn(schemaHints, value) ? schemaHints[value] : undefined;
}

function detailOf(error: SchemaError, root: string, data: unknown, hints: EnumHints): ErrorDetail | undefined {
  const path = root + error.instancePath;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: `${path}/${jsonPointerEscape(String(p.missingProperty))}`, message: 'is required' };
    case 'type':
      return { path, message: `must be ${article(String(p.type))}` };
    case 'enum': {
      const hint = enumHint(error, data, hints);
      if (hint) return { path, message: hint };
      return {
        path,
        message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    }
    case 'const':
      return { path, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'minLength':
      return { path, message: p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long` };
    case 'maxLength':
      return { path, message: `must be at most ${p.limit} characters long` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path, message: `must be ${p.comparison} ${p.limit}` };
    case 'minItems':
      return { path, message: `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { path, message: `must have at most ${p.limit} items` };
    case 'uniqueItems':
      return { path, message: 'must not contain duplicates' };
    case 'pattern':
      return { path, message: `has an invalid format` };
    case 'format':
      return { path, message: `must be a valid ${p.format}` };
    case 'if':
    case 'anyOf':
    case 'oneOf':
      // The branch errors that follow say what is wrong more precisely.
      return undefined;
    default:
      return { path, message: error.message ?? 'is invalid' };
  }
}

function article(type: string): string {
  return type === 'integer'
    ? 'an integer'
    : type === 'object'
      ? 'an object'
      : type === 'array'
        ? 'an array'
        : `a ${type}`;
}

/**
 * Turns Ajv errors into one `ValidationError` whose message names the first problem. `data` (the validated value)
 * and `hints` let an enum error use its schema's `x-enum-hints`.
 */
export function validationErrorFrom(
  errors: readonly SchemaError[],
  root = '',
  data?: unknown,
  hints: EnumHints = {},
): ValidationError {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const detail = detailOf(error, root, data, hints);
    if (!detail) continue;
    const id = `${detail.path}|${detail.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    details.push(detail);
  }
  if (details.length === 0) details.push({ path: root || '/', message: 'is invalid' });
  const first = details[0]!;
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return new ValidationError(`${capitalize(describePath(first.path))} ${first.message}${more}.`, details);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
