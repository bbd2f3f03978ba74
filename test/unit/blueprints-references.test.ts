import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../core/errors';
import type { TestFileRecord } from '../../lambdas/repositories/files';
import type { CreateTestBody } from '../../lambdas/schemas/blueprints';
import {
  createReferences,
  filesOf,
  MAX_MODULE_REFERENCES,
  referenceCountProblems,
  referenceProblems,
  stillUsedError,
} from '../../lambdas/services/blueprints-references';
import type { NormalizedStep } from '../../lambdas/services/blueprints-steps';
import { FakeBlueprints, principal, serviceOverFakes, storedRecord, storedStep } from './blueprints-fakes';

const file = (id: number): TestFileRecord => ({
  id,
  file_name: `f${id}.pdf`,
  file_size: 10,
  content_type: 'application/pdf',
  s3_key: `files/${id}`,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('references a write names', () => {
  it('reports every unknown or wrong-kind id at the field that named it', () => {
    // Prepare
    const found = {
      blueprints: new Map([
        [10, { id: 10, type: 'step_module' as const }],
        [11, { id: 11, type: 'integration' as const }],
        [12, { id: 12, type: 'module' as const }],
      ]),
      files: new Map([[5, file(5)]]),
      suite: undefined,
      appExists: false,
    };

    // Act
    const { errors, files } = referenceProblems(
      { id: 20, type: 'integration' },
      {
        modules: [
          { id: 10, path: '/steps/0/test_blueprint_module_id' },
          { id: 11, path: '/steps/1/test_blueprint_module_id' },
        ],
        triggers: [
          { id: 10, path: '/steps/2/trigger_run_config/test_blueprint_id' },
          { id: 11, path: '/steps/3/trigger_run_config/test_blueprint_id' },
        ],
        files: [
          { id: 5, path: '/steps/0/attached_file_ids/0' },
          { id: 6, path: '/steps/0/attached_file_ids/1' },
        ],
        setup: 12,
        teardown: 20,
        suiteId: 3,
        appId: 4,
      },
      found,
    );

    // Assess
    expect(errors.map((e) => e.path)).toEqual([
      '/steps/1/test_blueprint_module_id',
      '/steps/2/trigger_run_config/test_blueprint_id',
      '/teardown_module',
      '/steps/0/attached_file_ids/1',
      '/test_blueprint_category_id',
      '/app_id',
    ]);
    expect(errors[2]!.message).toMatch(/20 is not one/);
    expect([...files.values()]).toEqual([
      { id: 5, file_name: 'f5.pdf', file_size: 10, content_type: 'application/pdf' },
    ]);
  });

  it('lists attached files once each, in the order the steps attach them', () => {
    // Prepare
    const views = new Map([5, 6, 7].map((id) => [id, { id, file_name: `f${id}`, file_size: 1, content_type: 'x/y' }]));
    const step = (n: number, ids: number[] | null): NormalizedStep => {
      const { id: _id, ...s } = storedStep(0, n);
      return { ...s, attached_file_ids: ids };
    };

    // Act
    const listed = filesOf([step(1, [7, 5]), step(2, null), step(3, [5, 6, 99])], views);

    // Assess
    expect(listed.map((f) => f.id)).toEqual([7, 5, 6]);
  });

  it(`refuses more than ${MAX_MODULE_REFERENCES} distinct modules, counting setup and teardown`, () => {
    // Prepare
    const ids = Array.from({ length: MAX_MODULE_REFERENCES - 1 }, (_, i) => i + 100);

    // Act / Assess
    expect(referenceCountProblems({ module_ids: ids, setup_module: 1, teardown_module: null })).toEqual([]);
    expect(referenceCountProblems({ module_ids: ids, setup_module: 1, teardown_module: 2 })).toEqual([
      { path: '/steps', message: `may reference at most ${MAX_MODULE_REFERENCES} distinct modules` },
    ]);
    expect(referenceCountProblems({ module_ids: ids, setup_module: 1, teardown_module: 1 })).toEqual([]);
  });

  it('sends a create with unknown references back as 400 with every problem, and stores nothing', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes({ apps: [4] });
    blueprints.put(storedRecord({ id: 500, type: 'integration' }));

    // Act
    const attempt = service.createTest(principal, {
      title: 'Broken',
      type: 'integration',
      device_type: 'android',
      steps: [{ step_number: 1, type: 'step_module', action: '', test_blueprint_module_id: 500 }],
      setup_module: 501,
      app_id: 4,
    } as unknown as CreateTestBody);

    // Assess
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details?.map((d) => d.path)).toEqual([
      '/steps/0/test_blueprint_module_id',
      '/setup_module',
    ]);
    expect(blueprints.commits).toEqual([]);
  });
});

describe('usage of a module', () => {
  it('counts the tests that use a module directly, through other modules, and as setup or teardown', async () => {
    // Prepare
    const repo = new FakeBlueprints();
    repo.put(storedRecord({ id: 1, type: 'step_module' }));
    repo.put(storedRecord({ id: 2, type: 'step_module', module_ids: [1, 3] }));
    repo.put(storedRecord({ id: 3, type: 'step_module', module_ids: [2] }));
    repo.put(storedRecord({ id: 10, type: 'integration', module_ids: [1] }));
    repo.put(storedRecord({ id: 11, type: 'integration', module_ids: [3] }));
    repo.put(storedRecord({ id: 12, type: 'module', setup_module: 2 }));
    repo.put(storedRecord({ id: 13, type: 'integration' }));
    const references = createReferences({
      blueprints: repo,
      suites: { get: async () => undefined },
      files: { getMany: async () => new Map() },
      appPlatform: async () => 'android',
    });

    // Act
    const users = await references.testsUsing(1, 1);

    // Assess
    expect(users.map((u) => u.id)).toEqual([12, 11, 10]);
  });

  it('refuses to delete a module a test still uses, naming the test', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module' }));
    blueprints.put(storedRecord({ id: 10, type: 'integration', title: 'Checkout', module_ids: [1] }));

    // Act
    const refused = await service.deleteModule(principal, 1).catch((e: unknown) => e);
    await service.deleteTest(principal, 10);
    const deleted = await service.deleteModule(principal, 1);

    // Assess
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as Error).message).toBe(
      'Module 1 is still used by 1 blueprint: "Checkout" (10); remove those references first.',
    );
    expect(deleted).toEqual({ message: 'Module deleted successfully' });
    expect(await blueprints.get(1, 1)).toBeUndefined();
  });

  it('names at most five users when refusing a delete', () => {
    // Prepare
    const users = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      title: `T${i + 1}`,
      type: 'integration' as const,
    }));

    // Act
    const error = stillUsedError({ id: 9, type: 'module' }, users);

    // Assess
    expect(error.message).toBe(
      'Blueprint 9 is still used by 7 blueprints: "T1" (1), "T2" (2), "T3" (3), "T4" (4), "T5" (5); remove those references first.',
    );
  });
});
