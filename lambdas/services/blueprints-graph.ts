/**
 * The module graph: modules reference modules through `step_module` steps (and tests reference them as steps,
 * setup and teardown). Walks are breadth-first with one batched read per level, and every walk stops at a module
 * it has already seen, so a cycle stored before the rule existed (or written by a race) cannot loop.
 */
import type { BlueprintRecord, BlueprintsRepository } from '../repositories/blueprints';

/** Loads the direct module references of several modules at once; unknown modules have none. */
export type ModuleChildren = (ids: number[]) => Promise<Map<number, readonly number[]>>;

/** Direct module references of a company's modules, read from their list items (`module_ids`). */
export function moduleChildren(repo: Pick<BlueprintsRepository, 'getMany'>, companyId: number): ModuleChildren {
  return async (ids) => {
    const records: BlueprintRecord[] = await repo.getMany(companyId, ids);
    return new Map(records.map((r) => [r.id, r.module_ids] as const));
  };
}

/**
 * Every module reachable from `start` through step_module edges, `start` included. `children` loads the direct
 * module references of several modules at once (one round trip per level). Each module is expanded once, so
 * cycles end the walk.
 */
export async function reachableModules(start: readonly number[], children: ModuleChildren): Promise<Set<number>> {
  const seen = new Set<number>(start);
  let frontier = [...seen];
  while (frontier.length > 0) {
    const edges = await children(frontier);
    const next: number[] = [];
    for (const id of frontier) {
      for (const child of edges.get(id) ?? []) {
        if (!seen.has(child)) {
          seen.add(child);
          next.push(child);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/** Whether giving module `moduleId` the direct children `newChildren` would make it contain itself. */
export async function wouldCreateCycle(
  moduleId: number,
  newChildren: readonly number[],
  children: ModuleChildren,
): Promise<boolean> {
  if (newChildren.includes(moduleId)) return true;
  return (await reachableModules(newChildren, children)).has(moduleId);
}

interface StepLike {
  type: string;
  test_blueprint_module_id: number | null;
}

/**
 * Replaces every `step_module` step by its module's steps, recursively. A module already being expanded on the
 * current path (a cycle) is left as its `step_module` step.
 */
export function flattenSteps<S extends StepLike>(
  steps: readonly S[],
  stepsOf: (moduleId: number) => readonly S[] | undefined,
  path: ReadonlySet<number> = new Set(),
): S[] {
  const out: S[] = [];
  for (const step of steps) {
    const id = step.type === 'step_module' ? step.test_blueprint_module_id : null;
    const nested = id !== null && !path.has(id) ? stepsOf(id) : undefined;
    if (id === null || nested === undefined) out.push(step);
    else out.push(...flattenSteps(nested, stepsOf, new Set([...path, id])));
  }
  return out;
}
