/** Listings of modules and tests: pagination, id lists, filters, subfolders, and the listing reads themselves. */

import type { ErrorDetail } from '../../core/errors';
import { isDirectChild, ROOT_FOLDER } from '../../core/folders';
import { instructionKeyOf } from '../../core/instruction-key';
import type {
  BlueprintRecord,
  BlueprintsRepository,
  BlueprintType,
  FolderCount,
  IndexEntry,
  StoredStep,
} from '../repositories/blueprints';
import type { ListModulesQuery, ListTestsQuery } from '../schemas/blueprints';
import { isIdText, MAX_ID } from '../schemas/ids';
import { flattenSteps, moduleChildren, reachableModules } from './blueprints-graph';
import { folderOf, throwIfInvalid } from './blueprints-input';
import type { References } from './blueprints-references';
import { moduleStepView, moduleView, stepView, testListingExtras, testView } from './blueprints-views';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface PageQuery {
  page?: number;
  per_page?: number;
  offset?: number;
  limit?: number;
}

/** The slice of a listing to return, and what `pagination` reports. */
export interface PageWindow {
  start: number;
  size: number;
  page: number;
  per_page: number;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

/**
 * The page asked for, or undefined when no pagination parameter is present (the listing then returns every
 * match). `offset`/`limit` win over `page`/`per_page`; sizes above 100 are clamped. Values below the minimum
 * are refused by the query schema before this runs.
 */
export function pageWindow(q: PageQuery): PageWindow | undefined {
  if (q.offset !== undefined || q.limit !== undefined) {
    const size = Math.min(q.limit ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const start = q.offset ?? 0;
    return { start, size, page: Math.floor(start / size) + 1, per_page: size };
  }
  if (q.page !== undefined || q.per_page !== undefined) {
    const size = Math.min(q.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const page = q.page ?? 1;
    return { start: (page - 1) * size, size, page, per_page: size };
  }
  return undefined;
}

export function paginationOf(window: PageWindow, total: number): Pagination {
  return { page: window.page, per_page: window.per_page, total, total_pages: Math.ceil(total / window.per_page) };
}

export class IdListError extends Error {
  override name = 'IdListError';
}

/** `"3, 1,2"` -> [3, 1, 2]; anything but comma-separated ids (schemas/ids.ts) is refused. */
export function parseIdList(text: string): number[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const ids: number[] = [];
  for (const p of parts) {
    if (!isIdText(p)) throw new IdListError(`"${p}" is not an id (an integer from 1 to ${MAX_ID})`);
    ids.push(Number(p));
  }
  return [...new Set(ids)];
}

/** What selects a listing's items among the index entries of its folder (or of every folder). */
export interface EntryFilter {
  type?: BlueprintType;
  /** A suite id, null for "no suite" (`none`), undefined for any. */
  suite?: number | null;
  /** Lower-case text the title must contain. */
  search?: string;
  ids?: ReadonlySet<number>;
}

/** The entries every filter accepts, in index order. */
export function selectEntries(entries: readonly IndexEntry[], filter: EntryFilter): IndexEntry[] {
  return entries.filter(
    (e) =>
      (filter.type === undefined || e.type === filter.type) &&
      (filter.suite === undefined || e.suite_id === filter.suite) &&
      (filter.search === undefined || e.title.toLowerCase().includes(filter.search)) &&
      (filter.ids === undefined || filter.ids.has(e.id)),
  );
}

/** The direct subfolders of `folder` that hold items (of `type` when given), sorted. */
export function subfoldersOf(counters: readonly FolderCount[], folder: string, type?: BlueprintType): string[] {
  return counters
    .filter(
      (c) =>
        isDirectChild(folder, c.folder_path) &&
        (type === undefined ? c.counts.integration + c.counts.module + c.counts.step_module > 0 : c.counts[type] > 0),
    )
    .map((c) => c.folder_path)
    .sort();
}

type ListQuery = ListModulesQuery & { type?: BlueprintType };

export interface ListingsDeps {
  blueprints: Pick<BlueprintsRepository, 'indexEntries' | 'folderCounts' | 'getMany' | 'getSteps'>;
  references: Pick<References, 'testsUsing'>;
  /**
   * Action cache: the latest learned plan of each (instruction, config_key), keyed by `instructionKeyOf`, read in one
   * batch per listed page for `with_steps=true&config_key=...`.
   */
  cachedPlans?: (
    companyId: number,
    requests: readonly { instruction: string; configKey: string }[],
  ) => Promise<Map<string, { operations: unknown[] }>>;
}

/** `GET /modules/list` and `GET /test_blueprint/list`. */
export function createListings(deps: ListingsDeps) {
  const repo = deps.blueprints;

  async function listing(companyId: number, q: ListQuery, kind: 'modules' | 'tests') {
    const errors: ErrorDetail[] = [];
    const folder = q.folder_path !== undefined ? folderOf(q.folder_path, '/folder_path', errors) : ROOT_FOLDER;
    let ids: number[] | undefined;
    try {
      ids = q.ids !== undefined ? parseIdList(q.ids) : undefined;
    } catch (error) {
      if (!(error instanceof IdListError)) throw error;
      errors.push({ path: '/ids', message: `must be comma-separated ids: ${error.message}` });
    }
    throwIfInvalid(errors);
    const type = kind === 'modules' ? 'step_module' : q.type;
    const search = q.search?.toLowerCase();
    // Every filter narrows the items of one folder (`folder_path`, default `/`), or of every folder with
    // `include_all_folders`: a search or an id list without a folder looks at `/` only.
    const everyFolder = q.include_all_folders === true;
    const suite =
      q.test_blueprint_category_id === undefined
        ? undefined
        : q.test_blueprint_category_id === 'none'
          ? null
          : Number(q.test_blueprint_category_id);
    const [entries, counters] = await Promise.all([
      repo.indexEntries(companyId, everyFolder ? undefined : folder),
      search !== undefined || (kind === 'tests' && q.include_all_folders)
        ? Promise.resolve(undefined)
        : repo.folderCounts(companyId, folder),
    ]);
    const matches = selectEntries(entries, { type, suite, search, ...(ids ? { ids: new Set(ids) } : {}) });
    const window = pageWindow(q);
    const selected = window ? matches.slice(window.start, window.start + window.size) : matches;
    const records = await repo.getMany(
      companyId,
      selected.map((e) => e.id),
    );
    const subfolders = counters && subfoldersOf(counters, folder, type);
    return {
      records,
      ...(window ? { pagination: paginationOf(window, matches.length) } : {}),
      ...(subfolders ? { subfolders } : {}),
    };
  }

  /** Steps of the listed blueprints with nested modules flattened; reads the bodies of every module involved. */
  async function flattenedSteps(companyId: number, records: readonly BlueprintRecord[]) {
    const direct = await repo.getSteps(
      companyId,
      records.map((r) => r.id),
    );
    const nested = await reachableModules(
      records.flatMap((r) => r.module_ids),
      moduleChildren(repo, companyId),
    );
    const missing = [...nested].filter((id) => !direct.has(id));
    const more = missing.length ? await repo.getSteps(companyId, missing) : new Map<number, StoredStep[]>();
    const stepsOf = (id: number) => direct.get(id) ?? more.get(id);
    return (record: BlueprintRecord) => flattenSteps(stepsOf(record.id) ?? [], stepsOf, new Set([record.id]));
  }

  /** `cached_plan` of each `act` step (null when nothing is learned yet) under `configKey`: one batched read. */
  async function cachedPlansOf(companyId: number, steps: readonly StoredStep[], configKey: string) {
    const acts = steps.filter((s) => s.type === 'act');
    const found = deps.cachedPlans
      ? await deps.cachedPlans(
          companyId,
          acts.map((s) => ({ instruction: s.action, configKey })),
        )
      : new Map<string, { operations: unknown[] }>();
    return (s: StoredStep) =>
      s.type === 'act' ? { cached_plan: found.get(instructionKeyOf(s.action, configKey))?.operations ?? null } : {};
  }

  return {
    async listModules(companyId: number, q: ListModulesQuery) {
      const { records, ...rest } = await listing(companyId, q, 'modules');
      const [users, steps] = await Promise.all([
        Promise.all(records.map((r) => deps.references.testsUsing(companyId, r.id))),
        q.with_steps ? flattenedSteps(companyId, records) : Promise.resolve(undefined),
      ]);
      const plans = steps && q.config_key ? await cachedPlansOf(companyId, records.flatMap(steps), q.config_key) : null;
      const modules = records.map((r, i) => ({
        ...moduleView(r),
        step_count: r.step_count,
        usage_count: users[i]!.length,
        ...(steps ? { test_steps: steps(r).map((s) => ({ ...moduleStepView(s), ...(plans ? plans(s) : {}) })) } : {}),
      }));
      return { modules, ...rest };
    },

    async listTests(companyId: number, q: ListTestsQuery) {
      const { records, ...rest } = await listing(companyId, q as ListQuery, 'tests');
      const isModuleType = (r: BlueprintRecord) => r.type === 'module' || r.type === 'step_module';
      const [users, steps] = await Promise.all([
        q.include_usage_count
          ? Promise.all(
              records.map((r) => (isModuleType(r) ? deps.references.testsUsing(companyId, r.id) : Promise.resolve([]))),
            )
          : Promise.resolve(undefined),
        q.with_steps ? flattenedSteps(companyId, records) : Promise.resolve(undefined),
      ]);
      const test_blueprints = records.map((r, i) => ({
        ...testView(r),
        ...testListingExtras(r),
        ...(users && isModuleType(r)
          ? { used_by_integration_count: users[i]!.filter((u) => u.type === 'integration').length }
          : {}),
        ...(steps ? { test_steps: steps(r).map(stepView) } : {}),
      }));
      return { test_blueprints, ...rest };
    },
  };
}
