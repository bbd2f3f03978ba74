import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import type { StepInput, UpdateModuleBody } from '../../lambdas/schemas/blueprints';
import { moduleChildren, reachableModules, wouldCreateCycle } from '../../lambdas/services/blueprints-graph';
import { buildRunSnapshot } from '../../lambdas/services/blueprints-snapshot';
import { FakeBlueprints, principal, serviceOverFakes, storedRecord, storedStep } from './blueprints-fakes';

const moduleStep = (n: number, module: number) =>
  ({ step_number: n, type: 'step_module', action: '', test_blueprint_module_id: module }) as StepInput;

describe('module graph', () => {
  it('reads the graph from the modules stored, one batched read per level', async () => {
    // Prepare
    const repo = new FakeBlueprints();
    repo.put(storedRecord({ id: 1, type: 'step_module', module_ids: [2, 3] }));
    repo.put(storedRecord({ id: 2, type: 'step_module', module_ids: [4] }));
    repo.put(storedRecord({ id: 3, type: 'step_module', module_ids: [4] }));
    repo.put(storedRecord({ id: 4, type: 'step_module', module_ids: [1] }));
    const reads: number[][] = [];
    const children = moduleChildren(repo, 1);
    const counted = async (ids: number[]) => {
      reads.push(ids);
      return children(ids);
    };

    // Act
    const reachable = await reachableModules([1], counted);

    // Assess
    expect([...reachable].sort()).toEqual([1, 2, 3, 4]);
    expect(reads).toEqual([[1], [2, 3], [4]]);
    expect(await wouldCreateCycle(4, [1], counted)).toBe(true);
    expect(await wouldCreateCycle(5, [1], counted)).toBe(false);
  });

  it('refuses a module update that would make it contain itself through another module', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module' }));
    blueprints.put(storedRecord({ id: 2, type: 'step_module', module_ids: [1] }), [storedStep(20, 1, 1)]);

    // Act
    const refused = await service
      .updateModule(principal, 1, { steps: [moduleStep(1, 2)] } as UpdateModuleBody)
      .catch((e: unknown) => e);
    const self = await service
      .updateModule(principal, 2, { steps: [moduleStep(1, 2)] } as UpdateModuleBody)
      .catch((e: unknown) => e);

    // Assess
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).details).toEqual([
      { path: '/steps/0/test_blueprint_module_id', message: 'would make module 1 contain itself' },
    ]);
    expect((self as ValidationError).details?.[0]?.message).toBe('would make module 2 contain itself');
    expect(blueprints.commits).toEqual([]);
  });

  it('accepts the same module twice in one module, and a chain without a cycle', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module' }));
    blueprints.put(storedRecord({ id: 2, type: 'step_module', module_ids: [1] }), [storedStep(20, 1, 1)]);

    // Act
    const created = await service.createModule(principal, {
      title: 'Outer',
      folder_path: '/',
      steps: [moduleStep(1, 2), moduleStep(2, 2), moduleStep(3, 1)],
    } as never);

    // Assess
    const stored = await blueprints.get(1, created.test_blueprint.id);
    expect(stored?.module_ids).toEqual([2, 1]);
    expect(blueprints.commits.at(-1)?.mustExist).toEqual([2, 1]);
  });
});

describe('run snapshot', () => {
  it('resolves nested modules, setup and teardown, and stops at a stored cycle', () => {
    // Prepare
    const test = storedRecord({ id: 9, type: 'integration', module_ids: [1], setup_module: 3, teardown_module: 4 });
    const modules = new Map([
      [1, storedRecord({ id: 1, type: 'step_module', title: 'Outer', module_ids: [2] })],
      [2, storedRecord({ id: 2, type: 'step_module', title: 'Inner', module_ids: [1] })],
      [3, storedRecord({ id: 3, type: 'module', title: 'Log in', starting_url: 'https://example.com/login' })],
      [4, storedRecord({ id: 4, type: 'integration', title: 'Not a module' })],
    ]);
    const steps = new Map([
      [1, [storedStep(10, 1), storedStep(11, 2, 2)]],
      [2, [storedStep(20, 1, 1)]],
      [3, [storedStep(30, 1)]],
    ]);

    // Act
    const snapshot = buildRunSnapshot(test, { steps: [storedStep(90, 1, 1)], credentials: null }, modules, steps);

    // Assess
    const outer = snapshot.steps[0]!.module!;
    const inner = outer.steps[1]!.module!;
    expect(outer).toMatchObject({ id: 1, title: 'Outer', type: 'step_module' });
    expect(inner).toMatchObject({ id: 2, title: 'Inner' });
    expect(inner.steps[0]!.module).toMatchObject({ id: 1, steps: [] });
    expect(snapshot.setup).toMatchObject({ id: 3, starting_url: 'https://example.com/login', steps: [{ id: 30 }] });
    expect(snapshot.teardown).toBeNull();
    expect(snapshot).toMatchObject({ id: 9, browser_zoom: 1, viewport_width: 1440, setup_module: 3 });
  });

  it('snapshots a stored test through the service, and nothing for an unknown id', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module', title: 'Shared' }), [storedStep(10, 1)]);
    blueprints.put(storedRecord({ id: 9, type: 'integration', module_ids: [1] }), [storedStep(90, 1, 1)]);

    // Act
    const snapshot = await service.snapshotForRun(1, 9);
    const missing = await service.snapshotForRun(1, 8);

    // Assess
    expect(snapshot?.steps[0]?.module).toMatchObject({ id: 1, title: 'Shared', steps: [{ id: 10 }] });
    expect(missing).toBeUndefined();
  });
});
