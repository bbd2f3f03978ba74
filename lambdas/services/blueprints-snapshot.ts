/**
 * The run snapshot: a blueprint as it is when a run is triggered, with every module it reaches resolved into the
 * steps (nested modules included) and its setup and teardown modules. Runs read only the snapshot, so editing a
 * blueprint never changes a run already triggered.
 */
import type { RunSnapshot, SnapshotModule, SnapshotStep } from '../../core/contract';
import {
  type BlueprintBody,
  type BlueprintRecord,
  type BlueprintsRepository,
  directReferences,
  type StoredStep,
} from '../repositories/blueprints';
import { moduleChildren, reachableModules } from './blueprints-graph';
import { EMPTY_BODY } from './blueprints-records';
import { moduleStepView } from './blueprints-views';

/**
 * Builds the snapshot of `record` from its body and the records and steps of the modules it reaches. A module on
 * the current nesting path (a cycle) is resolved without its steps; one that is missing, or is not a module, is
 * left unresolved.
 */
export function buildRunSnapshot(
  record: BlueprintRecord,
  body: BlueprintBody,
  modules: ReadonlyMap<number, BlueprintRecord>,
  steps: ReadonlyMap<number, readonly StoredStep[]>,
): RunSnapshot {
  const resolveModule = (id: number, path: ReadonlySet<number>): SnapshotModule | undefined => {
    const m = modules.get(id);
    if (!m || (m.type !== 'step_module' && m.type !== 'module')) return undefined;
    const inner = path.has(id) ? [] : resolveSteps(steps.get(id) ?? [], new Set([...path, id]));
    return { id: m.id, title: m.title, type: m.type, starting_url: m.starting_url, steps: inner };
  };
  const resolveSteps = (list: readonly StoredStep[], path: ReadonlySet<number>): SnapshotStep[] =>
    list.map((s) => {
      const step: SnapshotStep = moduleStepView(s);
      if (s.type !== 'step_module' || s.test_blueprint_module_id === null) return step;
      const module = resolveModule(s.test_blueprint_module_id, path);
      return module ? { ...step, module } : step;
    });
  const top = new Set([record.id]);
  return {
    id: record.id,
    title: record.title,
    type: record.type,
    device_type: record.device_type,
    device_name: record.device_name,
    app_id: record.app_id,
    starting_url: record.starting_url,
    starting_prompt: record.starting_prompt,
    browser_zoom: record.browser_zoom,
    viewport_width: record.viewport_width,
    viewport_height: record.viewport_height,
    num_retries: record.num_retries,
    reset_browser_on_retry: record.reset_browser_on_retry,
    typing_speed: record.typing_speed,
    persist_self_healed: record.persist_self_healed,
    file_download_mode: record.file_download_mode,
    variables: record.variables,
    setup_module: record.setup_module,
    teardown_module: record.teardown_module,
    steps: resolveSteps(body.steps, top),
    setup: record.setup_module !== null ? (resolveModule(record.setup_module, top) ?? null) : null,
    teardown: record.teardown_module !== null ? (resolveModule(record.teardown_module, top) ?? null) : null,
  };
}

/** The snapshot of a company's blueprint, or undefined when it does not exist. */
export async function snapshotForRun(
  repo: Pick<BlueprintsRepository, 'get' | 'getBody' | 'getMany' | 'getSteps'>,
  companyId: number,
  blueprintId: number,
): Promise<RunSnapshot | undefined> {
  const record = await repo.get(companyId, blueprintId);
  if (!record) return undefined;
  const body = (await repo.getBody(companyId, blueprintId)) ?? EMPTY_BODY;
  const ids = [...(await reachableModules(directReferences(record), moduleChildren(repo, companyId)))];
  const [modules, steps] = await Promise.all([repo.getMany(companyId, ids), repo.getSteps(companyId, ids)]);
  return buildRunSnapshot(record, body, new Map(modules.map((m) => [m.id, m])), steps);
}
