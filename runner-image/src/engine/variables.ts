/**
 * Test variables: resolved once per run, substituted as `{{key}}` into actions, api requests and the starting URL.
 * Unknown `{{names}}` are left as written and reported so the step's result can say so.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { RANDOM_VARIABLE_DEFAULTS } from '../../../core/defaults';
import type { Variable } from '../contract';

const CHARSETS = {
  alphanumeric: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  numeric: '0123456789',
  hex: '0123456789abcdef',
} as const;

/** A random string from `randomConfig` (prefix "" / length 8 clamped to 1-64 / alphanumeric by default). */
export function randomValue(config: Variable['randomConfig'], pick: (max: number) => number = randomInt): string {
  const charset = CHARSETS[config?.charset ?? RANDOM_VARIABLE_DEFAULTS.charset] ?? CHARSETS.alphanumeric;
  const requested = config?.length ?? RANDOM_VARIABLE_DEFAULTS.length;
  const length = Math.min(
    64,
    Math.max(1, Math.trunc(Number.isFinite(requested) ? requested : RANDOM_VARIABLE_DEFAULTS.length)),
  );
  let out = config?.prefix ?? RANDOM_VARIABLE_DEFAULTS.prefix;
  for (let i = 0; i < length; i++) out += charset[pick(charset.length)];
  return out;
}

/** A fresh address for an `email` variable without a value: unique per run. */
export function freshEmail(): string {
  return `test+${Date.now().toString(36)}${randomBytes(4).toString('hex')}@example.com`;
}

/** The values of a run's variables, computed once per run (so every step sees the same random/email value). */
export function resolveVariables(variables: Variable[] | null | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const variable of variables ?? []) {
    if (variable.type === 'random') values.set(variable.key, randomValue(variable.randomConfig));
    else if (variable.type === 'email') values.set(variable.key, variable.value ? variable.value : freshEmail());
    else values.set(variable.key, variable.value ?? '');
  }
  return values;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Substitutes `{{key}}` in `text`; names without a value are left as written and added to `unknown`. */
export function substitute(text: string, values: ReadonlyMap<string, string>, unknown?: Set<string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) {
      unknown?.add(name);
      return whole;
    }
    return value;
  });
}

/** Substitutes in every string inside `value` (object values and array items, recursively; keys are kept). */
export function substituteDeep<T>(value: T, values: ReadonlyMap<string, string>, unknown?: Set<string>): T {
  if (typeof value === 'string') return substitute(value, values, unknown) as T;
  if (Array.isArray(value)) return value.map((item) => substituteDeep(item, values, unknown)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = substituteDeep(v, values, unknown);
    return out as T;
  }
  return value;
}

/**
 * Substitutes in a step's `action`. A JSON-form action is substituted string by string inside the parsed object
 * (so a value with quotes cannot break the JSON); a short-text action is substituted as text.
 */
export function substituteAction(action: string, values: ReadonlyMap<string, string>, unknown?: Set<string>): string {
  const trimmed = action.trim();
  if (trimmed.startsWith('{') && trimmed.includes('{{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null) return JSON.stringify(substituteDeep(parsed, values, unknown));
    } catch {
      // Not JSON: the short text form, substituted below.
    }
  }
  return substitute(action, values, unknown);
}

/** The sentence added to a step's result when it referenced variables the test does not define. */
export function unknownVariablesNote(unknown: ReadonlySet<string>): string | null {
  if (unknown.size === 0) return null;
  const names = [...unknown].map((name) => `{{${name}}}`).join(', ');
  return `Unknown variable${unknown.size === 1 ? '' : 's'} left as written: ${names}.`;
}
