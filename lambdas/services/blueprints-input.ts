/** Rules on a blueprint request that need no stored data: folder paths, variables, and how problems are reported. */
import type { Variable } from '../../core/contract';
import { type ErrorDetail, ValidationError } from '../../core/errors';
import { FolderPathError, normalizeFolderPath, ROOT_FOLDER } from '../../core/folders';
import { RANDOM_CONFIG_DEFAULTS, type RandomConfigInput, type VariableInput } from '../schemas/blueprints';

/** Throws one `ValidationError` naming the first problem and counting the others; nothing when there is none. */
export function throwIfInvalid(errors: readonly ErrorDetail[]): void {
  if (errors.length === 0) return;
  const first = errors[0]!;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
  throw new ValidationError(`${ValidationError.field(first.path, first.message).message}${more}.`, [...errors]);
}

/** The normalized folder of `input` (the root when absent); a bad path is reported at `path`. */
export function folderOf(input: string | undefined, path: string, errors: ErrorDetail[]): string {
  if (input === undefined) return ROOT_FOLDER;
  try {
    return normalizeFolderPath(input);
  } catch (error) {
    if (!(error instanceof FolderPathError)) throw error;
    errors.push({ path, message: error.message });
    return ROOT_FOLDER;
  }
}

/**
 * Variables as stored: keys must be unique, `value` null when absent, and a `random` variable's `randomConfig`
 * complete (the schema's defaults for what is not sent); other types carry no `randomConfig`.
 */
export function normalizeVariables(
  input: readonly VariableInput[] | null | undefined,
  errors: ErrorDetail[],
): Variable[] | null {
  if (input == null) return null;
  const seen = new Set<string>();
  return input.map((v, i) => {
    if (seen.has(v.key)) errors.push({ path: `/variables/${i}/key`, message: `must be unique; "${v.key}" repeats` });
    seen.add(v.key);
    const cfg: RandomConfigInput = v.randomConfig ?? {};
    return {
      key: v.key,
      type: v.type,
      value: v.value ?? null,
      randomConfig:
        v.type === 'random'
          ? {
              prefix: cfg.prefix ?? RANDOM_CONFIG_DEFAULTS.prefix,
              length: cfg.length ?? RANDOM_CONFIG_DEFAULTS.length,
              charset: cfg.charset ?? RANDOM_CONFIG_DEFAULTS.charset,
            }
          : null,
    };
  });
}
