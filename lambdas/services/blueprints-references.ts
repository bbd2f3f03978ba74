/**
 * What blueprints reference and who references them: the ids a write names (modules, triggered tests, setup and
 * teardown, files, suite, app) checked against the company's data, module cycles, the tests that use a module,
 * and the rule that a used blueprint cannot be deleted.
 */
import { ConflictError, type ErrorDetail } from '../../core/errors';
import {
  type BlueprintRecord,
  type BlueprintsRepository,
  type BlueprintType,
  directReferences,
  type FileView,
  type Referrer,
} from '../repositories/blueprints';
import type { TestFileRecord, TestFilesRepository } from '../repositories/files';
import type { SuiteRecord, SuitesRepository } from '../repositories/suites';
import { moduleChildren, wouldCreateCycle } from './blueprints-graph';
import type { IdReference, NormalizedStep } from './blueprints-steps';

/** Transaction items are limited to 100: folders (2 x 20 levels) and these leave room for the rest. */
export const MAX_MODULE_REFERENCES = 40;

/** The ids a write names; a field left out (undefined) is not checked. */
export interface RequestedReferences {
  modules: IdReference[];
  triggers: IdReference[];
  files: IdReference[];
  setup?: number | null;
  teardown?: number | null;
  suiteId?: number | null;
  appId?: number | null;
  /** The test's device type after the write: an `app_id` must name an app of that platform. */
  deviceType?: string;
}

/** The blueprint being written: its id (known before the first write) and type. */
export interface ReferenceSubject {
  id?: number;
  type: BlueprintType;
}

/** What was found of the requested ids (the lookups `checkReferences` makes). */
export interface FoundReferences {
  blueprints: ReadonlyMap<number, Pick<BlueprintRecord, 'id' | 'type'>>;
  files: ReadonlyMap<number, TestFileRecord>;
  suite: SuiteRecord | undefined;
  appExists: boolean;
  /** The platform of the app `app_id` names, when it exists. */
  appPlatform?: string;
}

/** Blueprint ids a write names: its modules, triggered tests, setup and teardown. */
export function referencedBlueprintIds(refs: RequestedReferences): number[] {
  return [
    ...refs.modules.map((r) => r.id),
    ...refs.triggers.map((r) => r.id),
    ...(refs.setup ? [refs.setup] : []),
    ...(refs.teardown ? [refs.teardown] : []),
  ];
}

/**
 * Problems with the requested ids given what was found (every problem, each at the field that named it), and the
 * files' public views. Cycles are checked separately: they need the module graph.
 */
export function referenceProblems(
  self: ReferenceSubject,
  refs: RequestedReferences,
  found: FoundReferences,
): { errors: ErrorDetail[]; files: Map<number, FileView> } {
  const errors: ErrorDetail[] = [];
  const byId = found.blueprints;
  for (const m of refs.modules) {
    if (byId.get(m.id)?.type !== 'step_module') {
      errors.push({
        path: m.path,
        message: `must name a module (type step_module) of your company; ${m.id} is not one`,
      });
    }
  }
  for (const t of refs.triggers) {
    const target = byId.get(t.id);
    if (!target || target.type === 'step_module') {
      errors.push({ path: t.path, message: `must name a test of your company; ${t.id} is not one` });
    }
  }
  for (const [field, id] of [
    ['/setup_module', refs.setup],
    ['/teardown_module', refs.teardown],
  ] as const) {
    if (id == null) continue;
    const target = byId.get(id);
    if (id === self.id || !target || (target.type !== 'step_module' && target.type !== 'module')) {
      errors.push({
        path: field,
        message: `must name a module (step_module) or login blueprint (type module) of your company; ${id} is not one`,
      });
    }
  }
  const files = new Map<number, FileView>();
  for (const f of refs.files) {
    const file = found.files.get(f.id);
    if (!file) errors.push({ path: f.path, message: `must name a file uploaded by your company; ${f.id} is not one` });
    else {
      files.set(f.id, {
        id: file.id,
        file_name: file.file_name,
        file_size: file.file_size,
        content_type: file.content_type,
      });
    }
  }
  if (refs.suiteId && !found.suite) {
    errors.push({ path: '/test_blueprint_category_id', message: `must name a test suite of your company` });
  }
  if (!found.appExists) errors.push({ path: '/app_id', message: 'must name an app of your company' });
  else if (refs.appId && refs.deviceType && found.appPlatform && found.appPlatform !== refs.deviceType) {
    errors.push({
      path: '/app_id',
      message: `must name an app whose platform is the test's device_type (${refs.deviceType}); app ${refs.appId} is ${found.appPlatform === 'ios' ? 'an' : 'a'} ${found.appPlatform} app`,
    });
  }
  return { errors, files };
}

/** The files attached to `steps`, each once, in the order the steps first attach them. */
export function filesOf(steps: readonly NormalizedStep[], files: ReadonlyMap<number, FileView>): FileView[] {
  const out: FileView[] = [];
  for (const s of steps) {
    for (const id of s.attached_file_ids ?? []) {
      const f = files.get(id);
      if (f && !out.some((o) => o.id === id)) out.push(f);
    }
  }
  return out;
}

/** A blueprint may reference at most `MAX_MODULE_REFERENCES` distinct modules (one write holds them all). */
export function referenceCountProblems(
  record: Pick<BlueprintRecord, 'module_ids' | 'setup_module' | 'teardown_module'>,
): ErrorDetail[] {
  return directReferences(record).length > MAX_MODULE_REFERENCES
    ? [{ path: '/steps', message: `may reference at most ${MAX_MODULE_REFERENCES} distinct modules` }]
    : [];
}

/** Why `record` cannot be deleted while `users` reference it (names the first five). */
export function stillUsedError(record: Pick<BlueprintRecord, 'id' | 'type'>, users: readonly Referrer[]) {
  const names = users
    .slice(0, 5)
    .map((u) => `"${u.title}" (${u.id})`)
    .join(', ');
  return new ConflictError(
    `${record.type === 'step_module' ? 'Module' : 'Blueprint'} ${record.id} is still used by ${users.length} blueprint${users.length > 1 ? 's' : ''}: ${names}; remove those references first.`,
  );
}

export interface ReferencesDeps {
  blueprints: Pick<BlueprintsRepository, 'getMany' | 'referrers'>;
  suites: Pick<SuitesRepository, 'get'>;
  files: Pick<TestFilesRepository, 'getMany'>;
  /** The platform of an app of the company (for `app_id`); undefined when it has no such app. */
  appPlatform: (companyId: number, appId: number) => Promise<string | undefined>;
}

export function createReferences(deps: ReferencesDeps) {
  const repo = deps.blueprints;

  return {
    /**
     * Checks every id the request names against the company's data, adding each problem to `errors`, and a
     * module's new module references for cycles. Returns the files' views and the suite's name (undefined when the
     * request does not set the suite, null when it clears it).
     */
    async check(
      companyId: number,
      self: ReferenceSubject,
      refs: RequestedReferences,
      errors: ErrorDetail[],
    ): Promise<{ files: Map<number, FileView>; suiteName: string | null | undefined }> {
      const blueprintIds = referencedBlueprintIds(refs);
      const [records, fileRecords, suite, appPlatform] = await Promise.all([
        blueprintIds.length ? repo.getMany(companyId, blueprintIds) : Promise.resolve([]),
        refs.files.length
          ? deps.files.getMany(
              companyId,
              refs.files.map((f) => f.id),
            )
          : Promise.resolve(new Map<number, TestFileRecord>()),
        refs.suiteId ? deps.suites.get(companyId, refs.suiteId) : Promise.resolve(undefined),
        refs.appId ? deps.appPlatform(companyId, refs.appId) : Promise.resolve(undefined),
      ]);
      const byId = new Map(records.map((r) => [r.id, r]));
      const found = referenceProblems(self, refs, {
        blueprints: byId,
        files: fileRecords,
        suite,
        appExists: !refs.appId || appPlatform !== undefined,
        ...(appPlatform !== undefined ? { appPlatform } : {}),
      });
      errors.push(...found.errors);
      if (self.type === 'step_module' && self.id !== undefined) {
        const seen = new Set<number>();
        for (const m of refs.modules) {
          if (seen.has(m.id) || byId.get(m.id)?.type !== 'step_module') continue;
          seen.add(m.id);
          if (await wouldCreateCycle(self.id, [m.id], moduleChildren(repo, companyId))) {
            errors.push({ path: m.path, message: `would make module ${self.id} contain itself` });
          }
        }
      }
      const suiteName = refs.suiteId === undefined ? undefined : refs.suiteId === null ? null : (suite?.name ?? null);
      return { files: found.files, suiteName };
    },

    /** Tests using a module: direct referrers, and referrers of every module that contains it (cycle-safe). */
    async testsUsing(companyId: number, moduleId: number): Promise<Referrer[]> {
      const tests = new Map<number, Referrer>();
      const seen = new Set<number>([moduleId]);
      let frontier = [moduleId];
      while (frontier.length > 0) {
        const lists = await Promise.all(frontier.map((id) => repo.referrers(companyId, id)));
        const next: number[] = [];
        for (const r of lists.flat()) {
          if (r.type === 'step_module') {
            if (!seen.has(r.id)) {
              seen.add(r.id);
              next.push(r.id);
            }
          } else tests.set(r.id, r);
        }
        frontier = next;
      }
      return [...tests.values()].sort((a, b) => b.id - a.id);
    },

    /** Refuses (409) to delete a blueprint that another blueprint references directly. */
    async requireUnused(companyId: number, record: Pick<BlueprintRecord, 'id' | 'type'>): Promise<void> {
      const users = await repo.referrers(companyId, record.id);
      if (users.length > 0) throw stillUsedError(record, users);
    },
  };
}

export type References = ReturnType<typeof createReferences>;
