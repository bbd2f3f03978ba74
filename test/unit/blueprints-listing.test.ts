import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import type { IndexEntry } from '../../lambdas/repositories/blueprints';
import type { ListTestsQuery } from '../../lambdas/schemas/blueprints';
import { selectEntries, subfoldersOf } from '../../lambdas/services/blueprints-listing';
import { principal, serviceOverFakes, storedRecord, storedStep } from './blueprints-fakes';

const entry = (id: number, fields: Partial<IndexEntry> = {}): IndexEntry => ({
  id,
  type: 'integration',
  title: `Test ${id}`,
  suite_id: null,
  folder_path: '/',
  ...fields,
});

/** A query as validation hands it over: the schema's defaults filled in. */
const query = (q: Partial<ListTestsQuery>): ListTestsQuery => ({
  with_steps: false,
  include_all_folders: false,
  include_usage_count: false,
  ...q,
});

describe('listing filters', () => {
  it('keeps the entries every filter accepts, in index order', () => {
    // Prepare
    const entries = [
      entry(5, { title: 'Checkout flow', suite_id: 2 }),
      entry(4, { title: 'checkout (mobile)', type: 'module' }),
      entry(3, { title: 'Search', suite_id: 2 }),
      entry(2, { title: 'CHECKOUT again' }),
    ];

    // Act / Assess
    expect(selectEntries(entries, { search: 'checkout' }).map((e) => e.id)).toEqual([5, 4, 2]);
    expect(selectEntries(entries, { search: 'checkout', type: 'integration' }).map((e) => e.id)).toEqual([5, 2]);
    expect(selectEntries(entries, { suite: 2 }).map((e) => e.id)).toEqual([5, 3]);
    expect(selectEntries(entries, { suite: null }).map((e) => e.id)).toEqual([4, 2]);
    expect(selectEntries(entries, { ids: new Set([2, 3, 9]) }).map((e) => e.id)).toEqual([3, 2]);
  });

  it('lists the direct subfolders that hold items of the listed type', () => {
    // Prepare
    const none = { integration: 0, module: 0, step_module: 0 };
    const counters = [
      { folder_path: '/b', counts: { ...none, integration: 1 } },
      { folder_path: '/a', counts: { ...none, step_module: 2 } },
      { folder_path: '/a/deep', counts: { ...none, step_module: 1 } },
      { folder_path: '/empty', counts: none },
    ];

    // Act / Assess
    expect(subfoldersOf(counters, '/')).toEqual(['/a', '/b']);
    expect(subfoldersOf(counters, '/', 'step_module')).toEqual(['/a']);
    expect(subfoldersOf(counters, '/a')).toEqual(['/a/deep']);
  });
});

describe('listings over stored blueprints', () => {
  it('pages the modules of a folder with their usage and subfolders', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    for (const id of [1, 2, 3]) blueprints.put(storedRecord({ id, type: 'step_module', title: `Module ${id}` }));
    blueprints.put(storedRecord({ id: 4, type: 'step_module', folder_path: '/shared' }));
    blueprints.put(storedRecord({ id: 10, type: 'integration', module_ids: [3] }));
    blueprints.put(storedRecord({ id: 11, type: 'integration', module_ids: [3, 2] }));

    // Act
    const page = await service.listModules(principal, query({ page: 1, per_page: 2 }));

    // Assess
    expect(page.modules.map((m) => [m.id, m.usage_count])).toEqual([
      [3, 2],
      [2, 1],
    ]);
    expect(page.pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page.subfolders).toEqual(['/shared']);
  });

  it('flattens nested modules into the listed steps with their learned plans', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module' }), [storedStep(10, 1)]);
    blueprints.put(storedRecord({ id: 2, type: 'step_module', module_ids: [1] }), [
      storedStep(20, 1, 1),
      storedStep(21, 2),
    ]);

    // Act
    const listed = await service.listModules(principal, query({ ids: '2', with_steps: true }));

    // Assess
    expect(listed.modules).toHaveLength(1);
    expect(listed.modules[0]!.test_steps?.map((s) => s.id)).toEqual([10, 21]);
  });

  it('answers 400 for an id list that is not ids', async () => {
    // Prepare
    const { service } = serviceOverFakes();

    // Act
    const error = await service.listTests(principal, query({ ids: '1,x' })).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details?.[0]?.path).toBe('/ids');
  });

  it('counts how many integration tests use each module when asked', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'module', title: 'Log in' }));
    blueprints.put(storedRecord({ id: 10, type: 'integration', setup_module: 1 }));
    blueprints.put(storedRecord({ id: 11, type: 'module', setup_module: 1 }));

    // Act
    const listed = await service.listTests(principal, query({ include_usage_count: true }));

    // Assess
    const counts = Object.fromEntries(
      listed.test_blueprints.map((t) => [t.id, 'used_by_integration_count' in t ? t.used_by_integration_count : '-']),
    );
    expect(counts).toEqual({ 1: 1, 10: '-', 11: 0 });
  });
});
