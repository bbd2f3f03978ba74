/** In-memory stand-ins for what the blueprints service reads and writes (no DynamoDB, no KMS). */
import type { SealedSecret } from '../../core/crypto';
import { folderChain } from '../../core/folders';
import {
  type BlueprintBody,
  type BlueprintRecord,
  type BlueprintState,
  type BlueprintType,
  directReferences,
  type FolderCount,
  type IndexEntry,
  type Referrer,
  StaleBlueprintError,
  type StoredStep,
} from '../../lambdas/repositories/blueprints';
import type { TestFileRecord } from '../../lambdas/repositories/files';
import type { SuiteRecord } from '../../lambdas/repositories/suites';
import { type BlueprintsServiceDeps, createBlueprintsService } from '../../lambdas/services/blueprints';

/** Blueprints of one or more companies, with the repository's semantics the service relies on. */
export class FakeBlueprints {
  readonly records = new Map<string, BlueprintRecord>();
  readonly bodies = new Map<string, BlueprintBody>();
  /** Every `commit` call, in order (deletions have `after` undefined). */
  readonly commits: { before?: BlueprintState; after?: BlueprintState; mustExist: readonly number[] }[] = [];
  /** Makes the next `n` commits fail as if the blueprint changed in between. */
  staleCommits = 0;

  private key = (companyId: number, id: number) => `${companyId}#${id}`;

  /** Stores a blueprint directly (for the state a test starts from). */
  put(record: BlueprintRecord, steps: StoredStep[] = []): void {
    this.records.set(this.key(record.company_id, record.id), record);
    this.bodies.set(this.key(record.company_id, record.id), { steps, credentials: null });
  }

  async commit(
    companyId: number,
    before: BlueprintState | undefined,
    after: BlueprintState | undefined,
    mustExist: readonly number[] = [],
  ): Promise<void> {
    if (this.staleCommits > 0) {
      this.staleCommits--;
      throw new StaleBlueprintError('changed meanwhile');
    }
    const subject = (after ?? before)!.record;
    const stored = this.records.get(this.key(companyId, subject.id));
    if (before && stored?.version !== before.record.version) throw new StaleBlueprintError('changed meanwhile');
    this.commits.push({ ...(before ? { before } : {}), ...(after ? { after } : {}), mustExist });
    if (after) {
      this.records.set(this.key(companyId, subject.id), after.record);
      this.bodies.set(this.key(companyId, subject.id), after.body);
    } else {
      this.records.delete(this.key(companyId, subject.id));
      this.bodies.delete(this.key(companyId, subject.id));
    }
  }

  async get(companyId: number, id: number) {
    return this.records.get(this.key(companyId, id));
  }

  async getBody(companyId: number, id: number) {
    return this.bodies.get(this.key(companyId, id));
  }

  async getMany(companyId: number, ids: readonly number[]) {
    return [...new Set(ids)]
      .map((id) => this.records.get(this.key(companyId, id)))
      .filter((r): r is BlueprintRecord => r !== undefined);
  }

  async getSteps(companyId: number, ids: readonly number[]) {
    const out = new Map<number, StoredStep[]>();
    for (const id of ids) {
      const body = this.bodies.get(this.key(companyId, id));
      if (body) out.set(id, body.steps);
    }
    return out;
  }

  private ofCompany(companyId: number): BlueprintRecord[] {
    return [...this.records.values()].filter((r) => r.company_id === companyId);
  }

  /** Newest first, like the index. */
  async indexEntries(companyId: number, folder?: string): Promise<IndexEntry[]> {
    return this.ofCompany(companyId)
      .filter((r) => folder === undefined || r.folder_path === folder)
      .sort((a, b) => b.id - a.id)
      .map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        suite_id: r.test_blueprint_category_id,
        folder_path: r.folder_path,
      }));
  }

  /** Subtree counters of every folder below `folder`. */
  async folderCounts(companyId: number, folder: string): Promise<FolderCount[]> {
    const counts = new Map<string, Record<BlueprintType, number>>();
    for (const r of this.ofCompany(companyId)) {
      for (const f of folderChain(r.folder_path)) {
        if (folder !== '/' && !f.startsWith(`${folder}/`)) continue;
        const c = counts.get(f) ?? { integration: 0, module: 0, step_module: 0 };
        c[r.type]++;
        counts.set(f, c);
      }
    }
    return [...counts].map(([folder_path, c]) => ({ folder_path, counts: c }));
  }

  async referrers(companyId: number, moduleId: number): Promise<Referrer[]> {
    return this.ofCompany(companyId)
      .filter((r) => directReferences(r).includes(moduleId))
      .map((r) => ({ id: r.id, title: r.title, type: r.type }));
  }

  async titleTaken(companyId: number, title: string) {
    return this.ofCompany(companyId).some((r) => r.title === title);
  }

  async recordRun(companyId: number, id: number, at: string, status: string) {
    const r = this.records.get(this.key(companyId, id));
    if (r) this.records.set(this.key(companyId, id), { ...r, last_run: at, last_status: status as 'passed' });
  }
}

/** Consecutive ids per sequence, from 1000 (tests store their own blueprints below that). */
export function fakeSequences() {
  const last = new Map<string, number>();
  return {
    async next(name: string, count = 1) {
      const end = (last.get(name) ?? 999) + count;
      last.set(name, end);
      return end - count + 1;
    },
  };
}

/** "Seals" by encoding the value and its context, so opening checks the context like the real envelope does. */
export const fakeCrypto = {
  async seal(value: unknown, context: Record<string, string>): Promise<SealedSecret> {
    return { v: 1, edk: JSON.stringify(context), iv: '', tag: '', ct: JSON.stringify(value) };
  },
  async open<T>(sealed: SealedSecret, context: Record<string, string>): Promise<T> {
    if (sealed.edk !== JSON.stringify(context)) throw new Error('wrong encryption context');
    return JSON.parse(sealed.ct) as T;
  },
};

/** A minimal stored record; override what a test cares about. */
export function storedRecord(fields: Partial<BlueprintRecord> & Pick<BlueprintRecord, 'id' | 'type'>): BlueprintRecord {
  return {
    company_id: 1,
    title: `blueprint ${fields.id}`,
    status: 'active',
    device_type: 'browser',
    device_name: null,
    app_id: null,
    starting_url: null,
    starting_prompt: null,
    test_blueprint_category_id: null,
    test_blueprint_category_name: null,
    folder_path: '/',
    browser_zoom: 1,
    viewport_width: 1440,
    viewport_height: 900,
    num_retries: 0,
    reset_browser_on_retry: true,
    typing_speed: null,
    persist_self_healed: true,
    file_download_mode: 'save_only',
    variables: null,
    setup_module: null,
    teardown_module: null,
    step_count: 0,
    last_run: null,
    last_status: null,
    files: [],
    module_ids: [],
    has_credentials: false,
    created_by: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...fields,
  };
}

/** A stored step; `module` makes it a step_module step. */
export function storedStep(id: number, stepNumber: number, module: number | null = null): StoredStep {
  return {
    id,
    step_number: stepNumber,
    type: module === null ? 'act' : 'step_module',
    action: module === null ? `step ${stepNumber}` : '',
    use_vision: false,
    test_blueprint_module_id: module,
    api_request: null,
    trigger_run_config: null,
    disable_self_healing: false,
    click_count: 1,
    hold_start_duration: 0,
    hold_end_duration: 0,
    assert_images_count: 5,
    attached_file_ids: null,
  };
}

/** The service over fakes, with the fakes to inspect. */
export function serviceOverFakes(
  options: { files?: TestFileRecord[]; suites?: SuiteRecord[]; apps?: number[]; now?: () => Date } = {},
) {
  const blueprints = new FakeBlueprints();
  const files = new Map((options.files ?? []).map((f) => [f.id, f]));
  const suites = new Map((options.suites ?? []).map((s) => [s.id, s]));
  const deps: BlueprintsServiceDeps = {
    blueprints,
    suites: { get: async (_companyId, id) => suites.get(id) },
    files: {
      getMany: async (_companyId, ids) => new Map(ids.flatMap((id) => (files.has(id) ? [[id, files.get(id)!]] : []))),
    },
    sequences: fakeSequences(),
    crypto: fakeCrypto,
    appPlatform: async (_companyId, appId) => ((options.apps ?? []).includes(appId) ? 'android' : undefined),
    now: options.now ?? (() => new Date('2026-11-21T09:30:00.000Z')),
  };
  return { service: createBlueprintsService(deps), blueprints };
}

export const principal = { companyId: 1, userId: 7 };
