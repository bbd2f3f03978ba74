/**
 * Blueprint records: creating, updating, reading and deleting modules and tests. A write validates the request
 * (rules without stored data first, then the ids it names), fills the schema's defaults for what was not sent,
 * and commits the record, its body and its module references in one transaction, re-reading when the blueprint
 * changed in between.
 */
import type { EnvelopeCrypto } from '../../core/crypto';
import { ConflictError, type ErrorDetail, NotFoundError } from '../../core/errors';
import { ROOT_FOLDER } from '../../core/folders';
import {
  type BlueprintBody,
  type BlueprintRecord,
  type BlueprintState,
  type BlueprintsRepository,
  type BlueprintType,
  directReferences,
  StaleBlueprintError,
  type StoredStep,
} from '../repositories/blueprints';
import type { Sequences } from '../repositories/sequences';
import { type StepInput, TEST_DEFAULTS, type UpdateModuleBody, type UpdateTestBody } from '../schemas/blueprints';
import type { Principal } from './auth';
import { folderOf, normalizeVariables, throwIfInvalid } from './blueprints-input';
import { filesOf, type References, referenceCountProblems } from './blueprints-references';
import { moduleIdsOf, type NormalizedStep, normalizeSteps } from './blueprints-steps';

const MAX_WRITE_ATTEMPTS = 4;

export const EMPTY_BODY: BlueprintBody = { steps: [], credentials: null };

/**
 * A step module's settings: it runs inside a test, with the test's settings, so it is stored with the defaults a
 * test gets (read from the schema, like a test's).
 */
export const MODULE_SETTINGS = {
  status: TEST_DEFAULTS.status,
  device_type: TEST_DEFAULTS.device_type,
  browser_zoom: TEST_DEFAULTS.browser_zoom,
  viewport_width: TEST_DEFAULTS.viewport_width,
  viewport_height: TEST_DEFAULTS.viewport_height,
  num_retries: TEST_DEFAULTS.num_retries,
  reset_browser_on_retry: TEST_DEFAULTS.reset_browser_on_retry,
  typing_speed: TEST_DEFAULTS.typing_speed,
  persist_self_healed: TEST_DEFAULTS.persist_self_healed,
  file_download_mode: TEST_DEFAULTS.file_download_mode,
} satisfies Partial<BlueprintRecord>;

/** The encryption context of a blueprint's sealed credentials. */
export function credentialsContext(companyId: number, id: number) {
  return { company_id: String(companyId), blueprint_id: String(id) };
}

/** Runs a read-modify-write again when the blueprint changed in between; a 409 after the last attempt. */
export async function retrying<T>(fn: () => Promise<T>, attempts = MAX_WRITE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof StaleBlueprintError)) throw error;
      if (attempt >= attempts) throw new ConflictError('The blueprint was changed by another request; try again.');
    }
  }
}

export interface RecordsDeps {
  blueprints: Pick<BlueprintsRepository, 'get' | 'getBody' | 'commit' | 'titleTaken'>;
  sequences: Pick<Sequences, 'next'>;
  crypto: Pick<EnvelopeCrypto, 'seal'>;
  references: Pick<References, 'check' | 'requireUnused'>;
  now?: () => Date;
}

export function createBlueprintRecords(deps: RecordsDeps) {
  const repo = deps.blueprints;
  const now = deps.now ?? (() => new Date());

  async function withIds(steps: NormalizedStep[]): Promise<StoredStep[]> {
    if (steps.length === 0) return [];
    const first = await deps.sequences.next('step', steps.length);
    return steps.map((s, i) => ({ id: first + i, ...s }));
  }

  async function requireTitleFree(companyId: number, title: string): Promise<void> {
    if (await repo.titleTaken(companyId, title)) {
      throw new ConflictError(`A test or module titled "${title}" already exists.`);
    }
  }

  async function requireBlueprint(companyId: number, id: number, type?: BlueprintType): Promise<BlueprintRecord> {
    const record = await repo.get(companyId, id);
    if (!record || (type && record.type !== type)) {
      throw new NotFoundError(`${type === 'step_module' ? 'Module' : 'Test blueprint'} ${id} not found.`);
    }
    return record;
  }

  /** Checks the record's reference count with the other `errors`, then writes it with its body. */
  async function commit(
    companyId: number,
    existing: BlueprintState | undefined,
    after: BlueprintState,
    errors: ErrorDetail[],
  ): Promise<BlueprintState> {
    errors.push(...referenceCountProblems(after.record));
    throwIfInvalid(errors);
    await repo.commit(companyId, existing, after, directReferences(after.record));
    return after;
  }

  /** Creates (`existing` undefined) or updates a step module with the fields `body` sends. */
  async function writeModule(
    principal: Principal,
    existing: BlueprintState | undefined,
    body: UpdateModuleBody,
  ): Promise<BlueprintState> {
    const { companyId } = principal;
    const errors: ErrorDetail[] = [];
    const base = existing?.record;
    const folder =
      body.folder_path !== undefined
        ? folderOf(body.folder_path, '/folder_path', errors)
        : (base?.folder_path ?? ROOT_FOLDER);
    const normalized = body.steps
      ? normalizeSteps(body.steps as StepInput[], { owner: 'module', deviceType: 'browser' })
      : undefined;
    errors.push(...(normalized?.errors ?? []));
    throwIfInvalid(errors);
    if (body.title !== undefined && body.title !== base?.title) await requireTitleFree(companyId, body.title);
    const id = base?.id ?? (await deps.sequences.next('blueprint'));
    const { suiteName } = await deps.references.check(
      companyId,
      { id, type: 'step_module' },
      {
        modules: normalized?.modules ?? [],
        triggers: normalized?.triggers ?? [],
        files: [],
        ...(body.test_blueprint_category_id !== undefined ? { suiteId: body.test_blueprint_category_id } : {}),
      },
      errors,
    );
    const steps = normalized ? await withIds(normalized.steps) : (existing?.body.steps ?? []);
    const at = now().toISOString();
    const record: BlueprintRecord = {
      ...MODULE_SETTINGS,
      id,
      company_id: companyId,
      title: body.title ?? base!.title,
      type: 'step_module',
      device_name: null,
      app_id: null,
      starting_url: null,
      starting_prompt: null,
      test_blueprint_category_id:
        body.test_blueprint_category_id !== undefined
          ? body.test_blueprint_category_id
          : (base?.test_blueprint_category_id ?? null),
      test_blueprint_category_name: suiteName !== undefined ? suiteName : (base?.test_blueprint_category_name ?? null),
      folder_path: folder,
      variables: null,
      setup_module: null,
      teardown_module: null,
      step_count: steps.length,
      last_run: base?.last_run ?? null,
      last_status: base?.last_status ?? null,
      files: [],
      module_ids: moduleIdsOf(steps),
      has_credentials: false,
      created_by: base?.created_by ?? principal.userId,
      created_at: base?.created_at ?? at,
      updated_at: at,
      version: (base?.version ?? 0) + 1,
    };
    return commit(companyId, existing, { record, body: { steps, credentials: null } }, errors);
  }

  /** The rules of a test write that need other fields of the request, or the stored test. */
  function testRules(
    body: UpdateTestBody & { type?: string },
    existing: BlueprintState | undefined,
    type: BlueprintType,
    deviceType: BlueprintRecord['device_type'],
    startingUrl: string | null,
    stepsSent: boolean,
    errors: ErrorDetail[],
  ): void {
    if (!stepsSent && existing && deviceType === 'browser' && existing.body.steps.some((s) => s.type === 'deeplink')) {
      errors.push({ path: '/device_type', message: 'must be android or ios while the test has deeplink steps' });
    }
    if (!existing && type === 'integration' && body.steps === undefined) {
      errors.push({ path: '/steps', message: 'is required for type integration' });
    }
    if (type === 'module') {
      if (startingUrl == null) errors.push({ path: '/starting_url', message: 'is required for type module' });
      if (!existing && body.credentials === undefined) {
        errors.push({ path: '/credentials', message: 'is required for type module' });
      }
    } else if (body.credentials !== undefined) {
      errors.push({ path: '/credentials', message: 'is only accepted for type module' });
    }
  }

  /**
   * Creates (`existing` undefined) or updates a test (`integration`) or login blueprint (`module`): a field not
   * sent keeps its stored value, or on creation the schema's default.
   */
  async function writeTest(
    principal: Principal,
    existing: BlueprintState | undefined,
    body: UpdateTestBody & { type?: string },
  ): Promise<BlueprintState> {
    const { companyId } = principal;
    const errors: ErrorDetail[] = [];
    const base = existing?.record;
    const type = (base?.type ?? body.type) as BlueprintType;
    if (base && body.type !== undefined && body.type !== base.type) {
      errors.push({ path: '/type', message: `cannot be changed (the blueprint is of type ${base.type})` });
    }
    const pick = <K extends keyof BlueprintRecord & keyof UpdateTestBody>(k: K, fallback: BlueprintRecord[K]) =>
      (body[k] !== undefined ? body[k] : base ? base[k] : fallback) as BlueprintRecord[K];
    const deviceType = pick('device_type', TEST_DEFAULTS.device_type);
    const startingUrl = pick('starting_url', null);
    const folder =
      body.folder_path !== undefined
        ? folderOf(body.folder_path, '/folder_path', errors)
        : (base?.folder_path ?? ROOT_FOLDER);
    const normalized = body.steps
      ? normalizeSteps(body.steps as StepInput[], { owner: 'test', deviceType })
      : undefined;
    errors.push(...(normalized?.errors ?? []));
    testRules(body, existing, type, deviceType, startingUrl, normalized !== undefined, errors);
    const variables =
      body.variables !== undefined ? normalizeVariables(body.variables, errors) : (base?.variables ?? null);
    throwIfInvalid(errors);
    if (body.title !== undefined && body.title !== base?.title) await requireTitleFree(companyId, body.title);
    const id = base?.id ?? (await deps.sequences.next('blueprint'));
    const setup = pick('setup_module', null);
    const teardown = pick('teardown_module', null);
    const { files, suiteName } = await deps.references.check(
      companyId,
      { id, type },
      {
        modules: normalized?.modules ?? [],
        triggers: normalized?.triggers ?? [],
        files: normalized?.files ?? [],
        ...(body.setup_module !== undefined ? { setup } : {}),
        ...(body.teardown_module !== undefined ? { teardown } : {}),
        ...(body.test_blueprint_category_id !== undefined ? { suiteId: body.test_blueprint_category_id } : {}),
        // An app's platform must stay the test's device type: checked when either of them is written.
        ...(body.app_id !== undefined || (body.device_type !== undefined && base?.app_id)
          ? { appId: pick('app_id', null), deviceType }
          : {}),
      },
      errors,
    );
    throwIfInvalid(errors);
    const steps = normalized ? await withIds(normalized.steps) : (existing?.body.steps ?? []);
    const credentials =
      body.credentials !== undefined
        ? await deps.crypto.seal(
            {
              username: body.credentials.username,
              password: body.credentials.password,
              ...(body.credentials.otp_secret !== undefined ? { otp_secret: body.credentials.otp_secret } : {}),
            },
            credentialsContext(companyId, id),
          )
        : (existing?.body.credentials ?? null);
    const at = now().toISOString();
    const record: BlueprintRecord = {
      id,
      company_id: companyId,
      title: body.title ?? base!.title,
      type,
      status: pick('status', TEST_DEFAULTS.status),
      device_type: deviceType,
      device_name: pick('device_name', null),
      app_id: pick('app_id', null),
      starting_url: startingUrl,
      starting_prompt: pick('starting_prompt', null),
      test_blueprint_category_id: pick('test_blueprint_category_id', null),
      test_blueprint_category_name: suiteName !== undefined ? suiteName : (base?.test_blueprint_category_name ?? null),
      folder_path: folder,
      browser_zoom: pick('browser_zoom', TEST_DEFAULTS.browser_zoom),
      viewport_width: pick('viewport_width', TEST_DEFAULTS.viewport_width),
      viewport_height: pick('viewport_height', TEST_DEFAULTS.viewport_height),
      num_retries: pick('num_retries', TEST_DEFAULTS.num_retries),
      reset_browser_on_retry: pick('reset_browser_on_retry', TEST_DEFAULTS.reset_browser_on_retry),
      typing_speed: pick('typing_speed', TEST_DEFAULTS.typing_speed),
      persist_self_healed: pick('persist_self_healed', TEST_DEFAULTS.persist_self_healed),
      file_download_mode: pick('file_download_mode', TEST_DEFAULTS.file_download_mode),
      variables,
      setup_module: setup,
      teardown_module: teardown,
      step_count: steps.length,
      last_run: base?.last_run ?? null,
      last_status: base?.last_status ?? null,
      files: normalized ? filesOf(steps, files) : (base?.files ?? []),
      module_ids: moduleIdsOf(steps),
      has_credentials: credentials !== null,
      created_by: base?.created_by ?? principal.userId,
      created_at: base?.created_at ?? at,
      updated_at: at,
      version: (base?.version ?? 0) + 1,
    };
    return commit(companyId, existing, { record, body: { steps, credentials } }, errors);
  }

  /** A blueprint's record and body; 404 when it does not exist (or is not of `type`). */
  async function load(companyId: number, id: number, type?: BlueprintType): Promise<BlueprintState> {
    const record = await requireBlueprint(companyId, id, type);
    const body = (await repo.getBody(companyId, id)) ?? EMPTY_BODY;
    return { record, body };
  }

  return {
    writeModule,
    writeTest,
    load,

    /** Deletes a blueprint no other blueprint references (409 otherwise); 404 when absent or not of `type`. */
    async remove(companyId: number, id: number, type?: BlueprintType): Promise<void> {
      await retrying(async () => {
        const record = await requireBlueprint(companyId, id, type);
        await deps.references.requireUnused(companyId, record);
        await repo.commit(companyId, { record, body: EMPTY_BODY }, undefined);
      });
    },
  };
}

export type BlueprintRecords = ReturnType<typeof createBlueprintRecords>;
