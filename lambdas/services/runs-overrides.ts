/**
 * What a trigger asks besides its tests, pure: which tests a `selection` names, and the per-trigger overrides
 * (`variables`, `starting_url_base` applied to every run's snapshot; `run_timeout_seconds`, the runs' limit).
 * Overrides change runs only, never blueprints.
 */
import type { RunOverrides, RunSnapshot, SnapshotModule, SnapshotStep, Variable } from '../../core/contract';
import type { ErrorDetail } from '../../core/errors';
import type { RunSelectionInput, TriggerRunBody } from '../schemas/runs';
import { folderOf } from './blueprints-input';

export type { RunOverrides };

/** Which tests a selection names: all filters given must match (folder and subfolders, suite, title substring). */
export interface RunSelection {
  folder?: string;
  suiteId?: number;
  /** Lower-case text the title must contain. */
  search?: string;
}

/** A variable key as a test's variables take it (`variableSchema`): 1-128 chars of `A-Z a-z 0-9 _ . -`. */
const VARIABLE_KEY = /^[A-Za-z0-9_.-]{1,128}$/;

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The origin of a `starting_url_base`: an absolute http(s) URL of a scheme, a host and an optional port only;
 * undefined for anything else (a path, a query, a fragment, user info, a `{{variable}}`).
 */
export function originOf(base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#{}]/.test(base)) {
    return undefined;
  }
  return url.origin;
}

/**
 * `url` with its scheme, host and port (everything before the path) replaced by `origin`, keeping path, query and
 * fragment (and any `{{variables}}` in them). A URL without an http(s) scheme is returned as it is.
 */
export function replaceUrlBase(url: string, origin: string): string {
  const match = /^https?:\/\/[^/?#]*(.*)$/is.exec(url);
  return match ? `${origin}${match[1]}` : url;
}

/** The selection of a trigger, normalised; problems (no filter, a bad folder) are added to `errors`. */
export function selectionOf(input: RunSelectionInput, errors: ErrorDetail[]): RunSelection {
  const given = input.folder_path !== undefined || input.test_blueprint_category_id !== undefined || input.search;
  if (!given) {
    errors.push({
      path: '/selection',
      message: 'must hold at least one of folder_path, test_blueprint_category_id and search',
    });
  }
  return {
    ...(input.folder_path !== undefined && { folder: folderOf(input.folder_path, '/selection/folder_path', errors) }),
    ...(input.test_blueprint_category_id !== undefined && { suiteId: input.test_blueprint_category_id }),
    ...(input.search !== undefined && { search: input.search.toLowerCase() }),
  };
}

/** What a trigger request asks, checked: the ids or the selection (exactly one), and the overrides. */
export type TriggerRequest =
  | { kind: 'ids'; ids: number[]; overrides: RunOverrides | null }
  | { kind: 'selection'; selection: RunSelection; overrides: RunOverrides | null; dryRun: boolean };

/**
 * Reads a trigger body; problems the schema cannot express are added to `errors`. `maxRunTimeoutSeconds` is the
 * service's run limit, which a trigger may shorten, never extend.
 */
export function triggerRequestOf(
  body: TriggerRunBody,
  errors: ErrorDetail[],
  maxRunTimeoutSeconds: number,
): TriggerRequest {
  const overrides = overridesOf(body, errors, maxRunTimeoutSeconds);
  if (body.test_blueprint_ids !== undefined && body.selection !== undefined) {
    errors.push({ path: '/selection', message: 'cannot be combined with test_blueprint_ids; send one of them' });
  } else if (body.test_blueprint_ids === undefined && body.selection === undefined) {
    errors.push({ path: '/test_blueprint_ids', message: 'is required unless a selection is sent' });
  }
  if (body.dry_run === true && body.selection === undefined) {
    errors.push({ path: '/dry_run', message: 'applies to a selection only; send a selection with it' });
  }
  if (body.selection !== undefined && body.test_blueprint_ids === undefined) {
    return {
      kind: 'selection',
      selection: selectionOf(body.selection, errors),
      overrides,
      dryRun: body.dry_run === true,
    };
  }
  return { kind: 'ids', ids: body.test_blueprint_ids ?? [], overrides };
}

function overridesOf(body: TriggerRunBody, errors: ErrorDetail[], maxRunTimeoutSeconds: number): RunOverrides | null {
  const overrides: RunOverrides = {};
  if (body.variables !== undefined) {
    for (const key of Object.keys(body.variables)) {
      if (!VARIABLE_KEY.test(key)) {
        errors.push({
          path: `/variables/${pointerSegment(key)}`,
          message: 'is not a variable key: 1-128 characters of A-Z a-z 0-9 _ . -',
        });
      }
    }
    if (Object.keys(body.variables).length > 0) overrides.variables = { ...body.variables };
  }
  if (body.starting_url_base !== undefined) {
    const origin = originOf(body.starting_url_base);
    if (origin === undefined) {
      errors.push({
        path: '/starting_url_base',
        message:
          'must be an absolute http(s) URL of a scheme, a host and an optional port only (no path, query or fragment)',
      });
    } else overrides.starting_url_base = origin;
  }
  if (body.run_timeout_seconds !== undefined) {
    if (body.run_timeout_seconds > maxRunTimeoutSeconds) {
      errors.push({
        path: '/run_timeout_seconds',
        message: `must be at most ${maxRunTimeoutSeconds}, the service's run limit`,
      });
    } else overrides.run_timeout_seconds = body.run_timeout_seconds;
  }
  return Object.keys(overrides).length > 0 ? overrides : null;
}

function withVariables(variables: Variable[] | null, values: Record<string, string> | undefined): Variable[] | null {
  if (!values) return variables;
  const given = new Map(Object.entries(values));
  const text = (key: string, value: string): Variable => ({ key, type: 'text', value, randomConfig: null });
  const out = (variables ?? []).map((v) => (given.has(v.key) ? text(v.key, given.get(v.key)!) : v));
  const present = new Set(out.map((v) => v.key));
  for (const [key, value] of given) if (!present.has(key)) out.push(text(key, value));
  return out;
}

/**
 * The snapshot a run executes with the trigger's overrides: the variables merged (an override replaces the test's
 * variable of the same key, as a `text` variable, and adds the others), and every starting URL (the test's, and
 * those of the login modules and modules it runs) moved to `starting_url_base`. A null starting URL stays null.
 */
export function applyOverrides(snapshot: RunSnapshot, overrides: RunOverrides | null): RunSnapshot {
  if (!overrides) return snapshot;
  const origin = overrides.starting_url_base;
  const move = (url: string | null) => (url !== null && origin ? replaceUrlBase(url, origin) : url);
  const moveStep = (step: SnapshotStep): SnapshotStep =>
    step.module ? { ...step, module: moveModule(step.module) } : step;
  const moveModule = (module: SnapshotModule): SnapshotModule => ({
    ...module,
    starting_url: move(module.starting_url),
    steps: module.steps.map(moveStep),
  });
  return {
    ...snapshot,
    variables: withVariables(snapshot.variables, overrides.variables),
    starting_url: move(snapshot.starting_url),
    steps: snapshot.steps.map(moveStep),
    setup: snapshot.setup && moveModule(snapshot.setup),
    teardown: snapshot.teardown && moveModule(snapshot.teardown),
  };
}
