import Ajv from 'ajv';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RunSettings, Variable } from '../../core/contract';
import { API_REQUEST_DEFAULTS, RANDOM_VARIABLE_DEFAULTS } from '../../core/defaults';
import { ROOT_FOLDER } from '../../core/folders';
import type { BlueprintRecord } from '../../lambdas/repositories/blueprints';
import {
  apiRequestSchema,
  type CreateModuleBody,
  type CreateTestBody,
  createModuleBody,
  createTestBody,
  defaultsOf,
  RANDOM_CONFIG_DEFAULTS,
  STEP_DEFAULTS,
  type StepInput,
  stepSchema,
  TEST_DEFAULTS,
  variableSchema,
} from '../../lambdas/schemas/blueprints';
import { normalizeVariables } from '../../lambdas/services/blueprints-input';
import { MODULE_SETTINGS } from '../../lambdas/services/blueprints-records';
import { normalizeSteps } from '../../lambdas/services/blueprints-steps';
import { principal, serviceOverFakes } from './blueprints-fakes';

/** Every `default` written in a schema's properties, found by walking the schema itself. */
function writtenDefaults(properties: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (property && typeof property === 'object' && 'default' in property) out[key] = property.default;
  }
  return out;
}

/** What Ajv's `useDefaults` makes of a request body: the defaults the API applies before the service runs. */
function withSchemaDefaults<T>(schema: object, body: T): T {
  const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema);
  const copy = structuredClone(body);
  expect(validate(copy), JSON.stringify(validate.errors)).toBe(true);
  return copy;
}

const settingsOf = (record: BlueprintRecord) =>
  Object.fromEntries(Object.keys(TEST_DEFAULTS).map((k) => [k, record[k as keyof BlueprintRecord]]));

describe('blueprint defaults', () => {
  it('reads every default the test schema writes, and nothing else', () => {
    // Act
    const defaults = defaultsOf(createTestBody.properties);

    // Assess
    expect(defaults).toEqual(writtenDefaults(createTestBody.properties));
    expect(TEST_DEFAULTS).toEqual(defaults);
    expect(TEST_DEFAULTS).toMatchObject({
      browser_zoom: 1,
      viewport_width: 1440,
      viewport_height: 900,
      num_retries: 0,
    });
    expect(TEST_DEFAULTS.folder_path).toBe(ROOT_FOLDER);
  });

  it('stores the same test whether or not the schema filled in the defaults first', async () => {
    // Prepare
    const sent: CreateTestBody = { title: 'Checkout', type: 'integration', steps: [] } as unknown as CreateTestBody;
    const filled = withSchemaDefaults(createTestBody, sent);
    const bare = serviceOverFakes();
    const validated = serviceOverFakes();

    // Act
    const a = await bare.service.createTest(principal, sent);
    const b = await validated.service.createTest(principal, filled);

    // Assess
    const stored = (await bare.blueprints.get(1, a.test_blueprint.id))!;
    expect(settingsOf(stored)).toEqual(TEST_DEFAULTS);
    expect(settingsOf((await validated.blueprints.get(1, b.test_blueprint.id))!)).toEqual(settingsOf(stored));
  });

  it('keeps stored settings on an update that does not send them, not the defaults', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    const created = await service.createTest(principal, {
      title: 'Zoomed',
      type: 'integration',
      steps: [],
      browser_zoom: 1.5,
      viewport_width: 800,
      num_retries: 2,
    } as unknown as CreateTestBody);

    // Act
    await service.updateTest(principal, created.test_blueprint.id, { title: 'Zoomed again' });

    // Assess
    expect(await blueprints.get(1, created.test_blueprint.id)).toMatchObject({
      title: 'Zoomed again',
      browser_zoom: 1.5,
      viewport_width: 800,
      viewport_height: TEST_DEFAULTS.viewport_height,
      num_retries: 2,
    });
  });

  it('stores a step module with the settings a test gets by default', async () => {
    // Prepare
    const { service, blueprints } = serviceOverFakes();
    const body = withSchemaDefaults(createModuleBody, { title: 'Log in', steps: [] } as unknown as CreateModuleBody);

    // Act
    const created = await service.createModule(principal, body);

    // Assess
    const stored = (await blueprints.get(1, created.test_blueprint.id))!;
    expect(settingsOf(stored)).toEqual(TEST_DEFAULTS);
    const { folder_path: _folder, ...settings } = TEST_DEFAULTS;
    expect(MODULE_SETTINGS).toEqual(settings);
  });

  it('fills a step the way the step schema does', () => {
    // Prepare
    const bare = [
      { step_number: 1, type: 'act', action: 'Click Save' },
      { step_number: 2, type: 'api', action: 'ping', api_request: { url: 'https://example.com/ping', method: 'get' } },
    ] as StepInput[];
    const filled = withSchemaDefaults({ type: 'array', items: stepSchema }, bare);

    // Act
    const fromBare = normalizeSteps(bare, { owner: 'test', deviceType: 'browser' });
    const fromFilled = normalizeSteps(filled, { owner: 'test', deviceType: 'browser' });

    // Assess
    expect(fromBare.errors).toEqual([]);
    expect(fromBare.steps).toEqual(fromFilled.steps);
    expect(fromBare.steps[0]).toMatchObject(writtenDefaults(stepSchema.properties));
    expect(STEP_DEFAULTS).toEqual(writtenDefaults(stepSchema.properties));
    expect(fromBare.steps[1]!.api_request).toMatchObject(writtenDefaults(apiRequestSchema.properties));
    expect(API_REQUEST_DEFAULTS).toEqual(writtenDefaults(apiRequestSchema.properties));
  });

  it("completes a random variable's randomConfig with the variable schema's defaults", () => {
    // Prepare
    const errors: { path: string; message: string }[] = [];
    const configSchema = variableSchema.properties.randomConfig;

    // Act
    const variables = normalizeVariables(
      [
        { key: 'order', type: 'random', randomConfig: { prefix: 'ord-' } },
        { key: 'email', type: 'email', value: 'a@example.com', randomConfig: { length: 3 } },
      ],
      errors,
    );

    // Assess
    expect(errors).toEqual([]);
    expect(RANDOM_CONFIG_DEFAULTS).toEqual(writtenDefaults(configSchema.properties));
    expect(RANDOM_VARIABLE_DEFAULTS).toEqual(RANDOM_CONFIG_DEFAULTS);
    expect(variables).toEqual<Variable[]>([
      { key: 'order', type: 'random', value: null, randomConfig: { ...RANDOM_CONFIG_DEFAULTS, prefix: 'ord-' } },
      { key: 'email', type: 'email', value: 'a@example.com', randomConfig: null },
    ]);
  });

  it('types the stored settings from the same schema as the request', () => {
    // Assess (checked by the type checker; an enum added to one side only fails `npx tsc --noEmit`)
    expectTypeOf<CreateTestBody['device_type']>().toEqualTypeOf<BlueprintRecord['device_type']>();
    expectTypeOf<CreateTestBody['file_download_mode']>().toEqualTypeOf<RunSettings['file_download_mode']>();
    expectTypeOf<CreateTestBody['status']>().toEqualTypeOf<BlueprintRecord['status']>();
    expectTypeOf<NonNullable<CreateTestBody['typing_speed']>>().toEqualTypeOf<
      NonNullable<RunSettings['typing_speed']>
    >();
    expect(Object.keys(TEST_DEFAULTS)).toContain('file_download_mode');
  });
});
