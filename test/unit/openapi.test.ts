import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/http/routes';
import * as requests from '../../lambdas/schemas/generated/validators';
import { createAjv } from '../../lambdas/schemas/validation';
import { appView, buildView } from '../../lambdas/services/apps';
import { createRunViews, groupView, summaryView, triggeredRunView } from '../../lambdas/services/runs-views';
import { generateClientApi, generateOpenApi, OPENAPI_FILE, OPERATIONS, staleFiles } from '../../scripts/openapi';
import { principal, serviceOverFakes } from './blueprints-fakes';
import { result, snapshotOf } from './runs-fakes';

type Json = Record<string, unknown>;
const document = JSON.parse(readFileSync(path.resolve(OPENAPI_FILE), 'utf8')) as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document with its path and method. */
function operations(doc: Json): { path: string; method: string; operation: Json }[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path: p, method, operation: operation as Json })),
  );
}

/** The value at a local reference (`#/components/schemas/Step`), or undefined. */
function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let value = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Json)[key];
  }
  return value;
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return found;
  if (typeof (value as Json).$ref === 'string') found.push((value as Json).$ref as string);
  for (const child of Object.values(value)) refsIn(child, found);
  return found;
}

/** A reference object resolved (once: the document's references do not chain). */
function deref(value: unknown): Json {
  const r = (value as Json).$ref;
  return (typeof r === 'string' ? resolve(document, r) : value) as Json;
}

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` generates now (run it after changing a route or a schema)', () => {
    expect(staleFiles(), 'stale: run `npm run openapi`').toEqual([]);
    expect(document).toEqual(generateOpenApi());
    expect(generateClientApi()).toBe(readFileSync(path.resolve('client/api.ts'), 'utf8'));
  });

  it('has every route of the route table exactly once, with its handler', () => {
    const ops = operations(document);
    expect(ops).toHaveLength(routes.length);
    for (const route of routes) {
      const matching = ops.filter((o) => o.path === route.path && o.method === route.method.toLowerCase());
      expect(matching, `${route.method} ${route.path}`).toHaveLength(1);
      expect(matching[0]!.operation['x-tas-handler']).toBe(route.handler);
    }
  });

  it('resolves every $ref', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('is structurally OpenAPI 3.1', () => {
    // Top level.
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const info = document.info as Json;
    expect(typeof info.title).toBe('string');
    expect(typeof info.version).toBe('string');
    expect(document.paths).toBeTypeOf('object');
    const components = document.components as Json;
    const schemes = components.securitySchemes as Record<string, Json>;
    expect(schemes.apiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-KEY' }));
    for (const requirement of document.security as Json[]) {
      for (const name of Object.keys(requirement)) expect(schemes[name], name).toBeDefined();
    }
    for (const name of Object.keys(components.schemas as Json)) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
    // Operations.
    const ids = new Set<string>();
    for (const { path: p, method, operation } of operations(document)) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(p, where).toMatch(/^\//);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId as string), `${where}: operationId used twice`).toBe(false);
      ids.add(operation.operationId as string);
      // Responses: at least one, each with a description and a JSON body.
      const responses = operation.responses as Json;
      expect(Object.keys(responses).length, where).toBeGreaterThan(0);
      const successes = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
      // One success, and a second only where the operation declares it (the trigger's dry run).
      expect(successes, where).toHaveLength(OPERATIONS[operation['x-tas-handler'] as string]?.alternative ? 2 : 1);
      for (const [status, response] of Object.entries(responses)) {
        expect(status, where).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        const resolved = deref(response);
        expect(typeof resolved.description, `${where} ${status}`).toBe('string');
        const schema = ((resolved.content as Json)['application/json'] as Json).schema;
        expect(schema, `${where} ${status}`).toBeDefined();
        if (!successes.includes(status)) expect(schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
      expect(Object.keys(responses), where).toEqual(expect.arrayContaining(['429', '500']));
      const isPublic = routes.some((r) => r.path === p && r.method === method.toUpperCase() && r.public);
      if (!isPublic) expect(Object.keys(responses), where).toContain('401');
      else expect(operation.security, where).toEqual([]);
      // Parameters: each `{param}` of the path declared once as a required path parameter, and no other.
      const parameters = (operation.parameters ?? []) as Json[];
      const inPath = parameters.filter((q) => q.in === 'path').map((q) => q.name);
      const templated = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(inPath, where).toEqual(templated);
      if (templated.length > 0) expect(Object.keys(responses), where).toContain('404');
      for (const parameter of parameters) {
        expect(['path', 'query', 'header', 'cookie'], where).toContain(parameter.in);
        if (parameter.in === 'path') expect(parameter.required, where).toBe(true);
        expect(parameter.schema, `${where} ${parameter.name}`).toBeTypeOf('object');
      }
      const names = parameters.map((q) => `${q.in}:${q.name}`);
      expect(new Set(names).size, where).toBe(names.length);
      // A request body has a JSON schema; every endpoint that takes one answers 400, 413 and 415.
      if (operation.requestBody) {
        const body = operation.requestBody as Json;
        expect(((body.content as Json)['application/json'] as Json).schema, where).toBeDefined();
        expect(Object.keys(responses), where).toEqual(expect.arrayContaining(['400', '413', '415']));
      }
    }
  });

  it('describes request bodies with the schema objects Ajv validates with', () => {
    const schemas = (document.components as Json).schemas as Record<string, Json>;
    const trigger = operations(document).find((o) => o.operation.operationId === 'triggerTestGroupRun')!;
    expect(trigger.operation.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TriggerRunBody' } } },
    });
    // The dry run of a selection is the trigger's second success.
    expect(Object.keys(trigger.operation.responses as Json).filter((s) => s.startsWith('2'))).toEqual(['200', '201']);
    // The step type's x-enum-hints travel with the schema.
    expect((schemas.StepInput!.properties as Record<string, Json>).type!['x-enum-hints']).toHaveProperty('module');
  });
});

describe('response schemas', () => {
  const ajv = createAjv();
  const BASE = 'https://tas.invalid/openapi.json';
  ajv.addSchema({ $id: BASE, components: (document as { components: Json }).components });

  function problems(component: string, body: unknown): unknown {
    const validate = ajv.getSchema(`${BASE}#/components/schemas/${component}`);
    if (!validate) throw new Error(`no component ${component}`);
    return validate(structuredClone(body)) ? null : validate.errors;
  }

  /** The ```json blocks of docs/api-reference.md that are whole JSON documents. */
  function docExamples(): Json[] {
    const text = readFileSync(path.resolve('docs/api-reference.md'), 'utf8');
    return [...text.matchAll(/```json\n([\s\S]*?)```/g)].flatMap((m) => {
      try {
        return [JSON.parse(m[1]!) as Json];
      } catch {
        return [];
      }
    });
  }

  it("accept the examples of docs/api-reference.md (every one that is a response's JSON)", () => {
    const examples = docExamples();
    const pick = (component: string, test: (e: Json) => boolean) => {
      const found = examples.filter(test);
      expect(found.length, component).toBeGreaterThan(0);
      for (const example of found) expect(problems(component, example), component).toBeNull();
    };
    pick('Error', (e) => 'error' in e);
    pick('UploadGrant', (e) => 's3_presigned_url' in e);
    pick('AppWithMessageResponse', (e) => 'app' in e);
    pick('ModuleCreatedResponse', (e) => (e.test_blueprint as Json | undefined)?.type === 'step_module');
    pick('TestBlueprintWithMessageResponse', (e) => (e.test_blueprint as Json | undefined)?.type === 'integration');
  });

  it('accept what the blueprint service answers', async () => {
    // Prepare
    const { service } = serviceOverFakes();
    const step = { step_number: 1, type: 'act', action: 'click Sign in' };
    // Act
    const module = await service.createModule(principal, requests.createModuleBody({ title: 'Log in', steps: [step] }));
    const moduleId = module.test_blueprint.id;
    const test = await service.createTest(
      principal,
      requests.createTestBody({
        title: 'Checkout',
        type: 'integration',
        setup_module: moduleId,
        variables: [{ key: 'code', type: 'random', randomConfig: {} }],
        steps: [
          step,
          { step_number: 2, type: 'api', action: '', api_request: { url: 'https://x.test', method: 'get' } },
        ],
      }),
    );
    const testId = test.test_blueprint.id;
    // Assess
    expect(problems('ModuleCreatedResponse', module)).toBeNull();
    expect(problems('ModuleResponse', await service.getModule(principal, moduleId))).toBeNull();
    expect(
      problems('ModuleUpdatedResponse', await service.updateModule(principal, moduleId, { title: 'Sign in' })),
    ).toBeNull();
    expect(problems('TestBlueprintWithMessageResponse', test)).toBeNull();
    expect(problems('TestBlueprintResponse', await service.getTest(principal, testId))).toBeNull();
    expect(
      problems(
        'TestBlueprintWithMessageResponse',
        await service.updateTest(principal, testId, requests.updateTestBody({ status: 'paused' })),
      ),
    ).toBeNull();
    expect(problems('MessageResponse', await service.deleteTest(principal, testId))).toBeNull();
    expect(problems('MessageResponse', await service.deleteModule(principal, moduleId))).toBeNull();
  });

  it('accept runs and groups as the views show them, and apps with their builds', async () => {
    // Prepare
    const at = '2026-11-21T09:30:00.000Z';
    const run = {
      id: 120,
      company_id: 1,
      test_group_run_id: 8,
      test_blueprint_id: 60,
      status: 'failed' as const,
      blueprint_metadata: snapshotOf(60, { num_retries: 1 }),
      is_login_test_run: false,
      chain: [],
      final_attempt: 2,
      test_video_s3_key: 'runs/1/120/attempt-2.webm',
      reason: null,
      created_at: at,
      updated_at: at,
    };
    const withActions = {
      ...result(1),
      cache: 'hit' as const,
      actions: [
        {
          description: 'GET https://x.test',
          type: 'api_request',
          screenshot_key: 'runs/1/120/a.jpg',
          screenshot_key_before: null,
          api_response: { status: 200, headers: { a: 'b' }, body: { ok: true }, api_response_key: 'runs/1/120/r' },
        },
      ],
    };
    const attempts = [
      { attempt: 1, passed: false, video_key: null, results: [result(1, false)] },
      { attempt: 2, passed: false, video_key: 'runs/1/120/attempt-2.webm', results: [withActions, result(2, false)] },
    ];
    const { testRunView } = createRunViews({ presignGet: async (key: string) => `https://s3.test/${key}?signed` });
    const group = {
      id: 8,
      company_id: 1,
      name: 'Manual Run',
      status: 'failed' as const,
      test_run_ids: [120],
      created_at: at,
      updated_at: at,
    };
    const build = {
      id: 31,
      app_id: 12,
      name: '1.0.0',
      arch: 'arm64',
      file: { id: 40, file_name: 'shop.apk', file_size: 5 },
      s3_key: 'files/1/x.apk',
      created_at: at,
    };
    const app = {
      id: 12,
      name: 'Shop',
      platform: 'android' as const,
      build_count: 1,
      current_build: build,
      created_at: at,
      updated_at: at,
    };
    // Act & Assess
    expect(problems('TestRunResponse', { test_run: await testRunView(run, attempts) })).toBeNull();
    expect(problems('TestGroupRunResponse', { test_group_run: groupView(group, [summaryView(run)]) })).toBeNull();
    const triggered = groupView({ ...group, status: 'running' }, [triggeredRunView({ ...run, status: 'running' })]);
    expect(
      problems('TestGroupRunTriggeredResponse', {
        message: 'Test group run triggered successfully',
        test_group_run: triggered,
      }),
    ).toBeNull();
    expect(
      problems('SelectionResolvedResponse', {
        message: 'Selection resolved; nothing was started',
        test_blueprint_ids: [12, 13],
      }),
    ).toBeNull();
    expect(problems('AppResponse', { app: { ...appView(app), builds: [buildView(build, 31)] } })).toBeNull();
    expect(problems('AppListResponse', { apps: [appView({ ...app, current_build: null })] })).toBeNull();
  });

  it('refuse a body that lacks what they require', () => {
    expect(problems('Error', { message: 'no code' })).not.toBeNull();
    expect(problems('TestRunResponse', { test_run: { id: 1, status: 'done' } })).not.toBeNull();
  });
});
