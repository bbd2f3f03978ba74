import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import * as apps from '../../lambdas/schemas/apps';
import * as blueprints from '../../lambdas/schemas/blueprints';
import * as generated from '../../lambdas/schemas/generated/validators';
import * as runs from '../../lambdas/schemas/runs';
import { compileValidator } from '../../lambdas/schemas/validation';
import { type CompiledSchema, precompiledValidator, type Validator } from '../../lambdas/schemas/validator';
import { compiledModule, generatedPath, generateValidators } from '../../scripts/validators';

const schemas: Record<string, unknown> = { ...apps, ...blueprints, ...runs };

/** The outcome of a validation: the value (with defaults) or the error details. */
function outcome(validate: Validator<unknown>, input: unknown): unknown {
  const data = structuredClone(input);
  try {
    return { value: validate(data) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { message: error.message, details: error.details };
  }
}

const step = { step_number: 1, type: 'act', action: 'Click Save' };
const INPUTS: unknown[] = [
  undefined,
  null,
  'text',
  [],
  {},
  { title: 'T', type: 'integration', steps: [step, { ...step, step_number: 2, type: 'api', api_request: null }] },
  { title: 'M', steps: [{ step_number: 1, type: 'module', action: 1 }], folder_path: '' },
  { title: '', type: 'legacy', steps: [{ step_number: 0, type: 'api', action: 'x', api_request: { url: '' } }] },
  { variables: [{ key: 'a b', type: 'random', randomConfig: {} }], credentials: { username: 'u' } },
  { name: 'A', platform: 'windows', build_name: 'b', s3_key: 'k', file_size: '10', set_as_current: 'yes' },
  { filename: 'a.apk', platform: 'android', file_size: 1_073_741_825, content_type: 'not a type' },
  { name: 'b', s3_key: 'files/1/x.apk', file_size: 3 },
  { test_blueprint_ids: [1, 1.5, 0, 1e30] },
  { test_blueprint_ids: [] },
  { ids: '1,2', page: 0, with_steps: true, type: 'module', platform: 'ios', test_blueprint_category_id: 'none' },
];

describe('generated validators', () => {
  it('are up to date with the schemas (run `npm run validators` after changing a schema)', async () => {
    // Act
    const fresh = await generateValidators();
    // Assess
    expect(fresh.size).toBe(3);
    for (const [file, content] of fresh) {
      const committed = readFileSync(generatedPath(file), 'utf8');
      expect(committed === content, `${file} is stale: run \`npm run validators\``).toBe(true);
    }
  });

  it('exist for every request schema, and answer as the schema compiled at runtime does', () => {
    const names = Object.keys(generated).sort();
    expect(names).toEqual(
      Object.keys(schemas)
        .filter((n) => /(Body|Query)$/.test(n))
        .sort(),
    );
    for (const name of names) {
      const entry = (generated as Record<string, unknown>)[name];
      const validate = typeof entry === 'function' ? entry : (entry as { validate: Validator<unknown> }).validate;
      const reference = compileValidator(schemas[name] as object);
      for (const input of INPUTS) {
        expect(outcome(validate as Validator<unknown>, input), `${name} ${JSON.stringify(input)}`).toEqual(
          outcome(reference, input),
        );
      }
    }
  });

  it('fill in schema defaults, nested ones included', () => {
    // Act
    const body = generated.createTestBody({ title: 'T', type: 'integration', steps: [step] });
    // Assess
    expect(body).toMatchObject({ folder_path: '/', device_type: 'browser', viewport_width: 1440, status: 'active' });
    expect(body.steps?.[0]).toMatchObject({ use_vision: false, click_count: 1, assert_images_count: 5 });
    expect(generated.createBuildBody({ name: 'b', s3_key: 'k', file_size: 1 }).set_as_current).toBe(true);
  });

  it('explain a legacy step type with its x-enum-hints message', () => {
    // Act
    const error = outcome(generated.createTestBody, {
      title: 'T',
      type: 'integration',
      steps: [step, { ...step, step_number: 2, type: 'module' }, { ...step, step_number: 3, type: 'nope' }],
    }) as { details: { path: string; message: string }[] };
    // Assess
    expect(error.details).toEqual([
      { path: '/steps/1/type', message: expect.stringContaining('legacy module step type') },
      { path: '/steps/2/type', message: expect.stringMatching(/^must be one of: "act", /) },
    ]);
  });

  it('carry query schemas with the declared property types', () => {
    expect(generated.listTestsQuery.schema.properties?.page?.type).toBe('integer');
    expect(generated.listTestsQuery.schema.properties?.with_steps?.type).toBe('boolean');
    expect(generated.listTestsQuery.validate({})).toMatchObject({ with_steps: false, include_all_folders: false });
  });
});

describe('standalone code of formats', () => {
  // Written inside the project so the generated imports resolve against its node_modules.
  const dir = path.resolve('node_modules/.cache/tas-validators-test');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks uri, email and date-time as the runtime compiler does', async () => {
    // Prepare
    const schema = {
      type: 'object',
      properties: {
        link: { type: 'string', format: 'uri' },
        mail: { type: 'string', format: 'email' },
        at: { type: 'string', format: 'date-time' },
        kind: { type: 'string', enum: ['a'], 'x-enum-hints': { b: 'is b: use a' }, default: 'a' },
      },
    };
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `formats-${process.pid}.js`);
    writeFileSync(file, compiledModule([{ name: 'formats', schema, isQuery: false }]));
    const compiled = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const standalone = precompiledValidator(compiled.formats as CompiledSchema, compiled.formatsHints as never);
    const reference = compileValidator(schema);
    const samples = [
      { link: 'https://example.com/a?b=c', mail: 'a@example.com', at: '2024-05-01T10:00:00Z' },
      { link: 'not a uri', mail: 'nope', at: '2024-13-01T10:00:00Z', kind: 'b' },
      { link: '/relative', mail: 'a@b', at: '2024-05-01 10:00', kind: 'c' },
      { at: '2024-02-30T00:00:00+01:00' },
    ];
    // Act & Assess
    for (const sample of samples) expect(outcome(standalone, sample)).toEqual(outcome(reference, sample));
    expect(outcome(standalone, samples[1])).toMatchObject({
      details: [
        { path: '/link', message: 'must be a valid uri' },
        { path: '/mail', message: 'must be a valid email' },
        { path: '/at', message: 'must be a valid date-time' },
        { path: '/kind', message: 'is b: use a' },
      ],
    });
    expect(outcome(standalone, samples[0])).toEqual({ value: { ...samples[0], kind: 'a' } });
  });
});
