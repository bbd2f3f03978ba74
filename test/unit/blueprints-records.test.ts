import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { StaleBlueprintError } from '../../lambdas/repositories/blueprints';
import type { CreateTestBody, UpdateTestBody } from '../../lambdas/schemas/blueprints';
import { retrying } from '../../lambdas/services/blueprints-records';
import { principal, serviceOverFakes, storedRecord } from './blueprints-fakes';

const test = (fields: Record<string, unknown> = {}) =>
  ({ title: 'Checkout', type: 'integration', steps: [], ...fields }) as unknown as CreateTestBody;

describe('blueprint records', () => {
  it('creates a test with new ids for it and its steps, and its creator and times', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();

    // Act
    const created = await service.createTest(
      principal,
      test({
        steps: [
          { step_number: 2, type: 'act', action: 'Pay' },
          { step_number: 1, type: 'act', action: 'Add to cart' },
        ],
      }),
    );

    // Assess
    expect(created.test_blueprint).toMatchObject({ id: 1000, title: 'Checkout', type: 'integration' });
    expect(created.test_blueprint.steps.map((s) => [s.id, s.step_number, s.action])).toEqual([
      [1000, 1, 'Add to cart'],
      [1001, 2, 'Pay'],
    ]);
    expect(await blueprints.get(1, 1000)).toMatchObject({
      step_count: 2,
      version: 1,
      created_by: 7,
      created_at: '2026-11-21T09:30:00.000Z',
    });
  });

  it('answers 409 when the title is taken, and keeps the title when an update resends it', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'integration', title: 'Checkout' }));

    // Act
    const taken = await service.createTest(principal, test()).catch((e: unknown) => e);
    const same = await service.updateTest(principal, 1, { title: 'Checkout', num_retries: 1 });

    // Assess
    expect(taken).toBeInstanceOf(ConflictError);
    expect((taken as Error).message).toBe('A test or module titled "Checkout" already exists.');
    expect(same.test_blueprint).toMatchObject({ title: 'Checkout', num_retries: 1 });
  });

  it('refuses to change the type, and reports it before other problems', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'integration' }));

    // Act
    const error = await service
      .updateTest(principal, 1, { type: 'module', folder_path: 'relative' } as UpdateTestBody)
      .catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details?.map((d) => d.path)).toEqual(['/type', '/folder_path']);
  });

  it('requires a starting url and credentials for a login blueprint, and refuses credentials elsewhere', async () => {
    // Prepare
    const { service } = serviceOverFakes();
    const credentials = { username: 'u', password: 'p' };

    // Act
    const login = await service.createTest(principal, test({ type: 'module' })).catch((e: unknown) => e);
    const plain = await service.createTest(principal, test({ credentials })).catch((e: unknown) => e);

    // Assess
    expect((login as ValidationError).details?.map((d) => d.path)).toEqual(['/starting_url', '/credentials']);
    expect((plain as ValidationError).details).toEqual([
      { path: '/credentials', message: 'is only accepted for type module' },
    ]);
  });

  it('seals login credentials for that blueprint only, and opens them for the runner', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    const created = await service.createTest(
      principal,
      test({
        type: 'module',
        starting_url: 'https://example.com/login',
        credentials: { username: 'ada', password: 's3cret' },
      }),
    );
    const id = created.test_blueprint.id;

    // Act
    const opened = await service.loginCredentials(1, id);

    // Assess
    expect(opened).toEqual({ username: 'ada', password: 's3cret' });
    expect((await blueprints.get(1, id))?.has_credentials).toBe(true);
    expect(JSON.stringify(created)).not.toContain('s3cret');
  });

  it('refuses deeplink steps on a browser test, and switching a test with them back to browser', async () => {
    // Prepare
    const { service } = serviceOverFakes();
    const deeplink = [{ step_number: 1, type: 'deeplink', action: 'app://home' }];

    // Act
    const browser = await service.createTest(principal, test({ steps: deeplink })).catch((e: unknown) => e);
    const mobile = await service.createTest(principal, test({ steps: deeplink, device_type: 'android' }));
    const back = await service
      .updateTest(principal, mobile.test_blueprint.id, { device_type: 'browser' })
      .catch((e: unknown) => e);

    // Assess
    expect((browser as ValidationError).details?.[0]?.path).toBe('/steps/0/type');
    expect((back as ValidationError).details).toEqual([
      { path: '/device_type', message: 'must be android or ios while the test has deeplink steps' },
    ]);
  });

  it('answers 404 for a test read as a module, and for an unknown id', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'integration' }));

    // Act / Assess
    await expect(service.getModule(principal, 1)).rejects.toThrow(NotFoundError);
    await expect(service.getTest(principal, 2)).rejects.toThrow('Test blueprint 2 not found.');
    await expect(service.deleteModule(principal, 1)).rejects.toThrow('Module 1 not found.');
  });

  it('updates a step module through the test endpoint with only the fields a module has', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'step_module', title: 'Log in' }));

    // Act
    const updated = await service.updateTest(principal, 1, { title: 'Sign in', num_retries: 3 });

    // Assess
    expect(updated.test_blueprint).toMatchObject({ title: 'Sign in', type: 'step_module', num_retries: 0 });
    expect((await blueprints.get(1, 1))?.version).toBe(2);
  });
});

describe('concurrent writes', () => {
  it('re-reads and writes again when the blueprint changed in between', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    blueprints.put(storedRecord({ id: 1, type: 'integration', title: 'Old' }));
    blueprints.staleCommits = 3;

    // Act
    const updated = await service.updateTest(principal, 1, { title: 'New' });

    // Assess
    expect(updated.test_blueprint.title).toBe('New');
    expect(blueprints.staleCommits).toBe(0);
  });

  it('gives up with 409 after four attempts', async () => {
    // Prepare
    let calls = 0;
    const stale = async () => {
      calls++;
      throw new StaleBlueprintError('changed');
    };

    // Act
    const error = await retrying(stale).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ConflictError);
    expect(calls).toBe(4);
  });

  it('passes any other error through at once', async () => {
    // Prepare
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('boom');
    };

    // Act / Assess
    await expect(retrying(failing)).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
