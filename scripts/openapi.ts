/**
 * `npm run openapi`: generates the API's description from its one source, the route table (lambdas/http/routes.ts),
 * the request schemas Ajv validates with (lambdas/schemas/{apps,blueprints,runs}.ts) and the response schemas
 * (lambdas/schemas/responses.ts):
 * - `docs/openapi.json`: an OpenAPI 3.1 document (formatted by Biome after writing);
 * - `client/api.ts`: the same schemas and operations as TypeScript constants, which the typed client (client/index.ts)
 *   derives its types from.
 *
 * `npm run openapi -- --check` writes nothing and exits 1 when either file differs from what would be generated
 * (the document is compared as JSON, so formatting does not count). A unit test checks the same.
 *
 * Schemas become components by identity: wherever a named schema object (e.g. `stepSchema`) is used inside another,
 * the document has a `$ref` to its component and `client/api.ts` the constant's name.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { type HttpMethod, routes } from '../lambdas/http/routes';
import * as apps from '../lambdas/schemas/apps';
import * as blueprints from '../lambdas/schemas/blueprints';
import { idSchema } from '../lambdas/schemas/ids';
import * as responses from '../lambdas/schemas/responses';
import * as runs from '../lambdas/schemas/runs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_FILE = 'docs/openapi.json';
export const CLIENT_API_FILE = 'client/api.ts';

type Schema = Readonly<Record<string, unknown>>;

/** The named schemas: components of the document, constants of client/api.ts. Order is the output order. */
export const COMPONENTS: readonly (readonly [string, Schema])[] = [
  // Parts shared by requests and responses.
  ['ApiRequest', blueprints.apiRequestSchema],
  ['Variable', blueprints.variableSchema],
  ['StepInput', blueprints.stepSchema],
  // Request bodies, as Ajv validates them.
  ['UploadUrlBody', apps.uploadUrlBody],
  ['CreateAppBody', apps.createAppBody],
  ['CreateBuildBody', apps.createBuildBody],
  ['CreateModuleBody', blueprints.createModuleBody],
  ['UpdateModuleBody', blueprints.updateModuleBody],
  ['CreateTestBody', blueprints.createTestBody],
  ['UpdateTestBody', blueprints.updateTestBody],
  ['CreateSuiteBody', blueprints.createSuiteBody],
  ['FileUploadUrlBody', blueprints.fileUploadUrlBody],
  ['CreateFileBody', blueprints.createFileBody],
  ['RunSelection', runs.runSelectionSchema],
  ['TriggerRunBody', runs.triggerRunBody],
  // Resources.
  ['Error', responses.errorResponse],
  ['UploadGrant', responses.uploadGrantSchema],
  ['Build', responses.buildSchema],
  ['App', responses.appSchema],
  ['TestSuite', responses.testSuiteSchema],
  ['File', responses.fileSchema],
  ['Step', responses.stepResponseSchema],
  ['Module', responses.moduleSchema],
  ['TestBlueprint', responses.testBlueprintSchema],
  ['StepResult', responses.stepResultSchema],
  ['RunSnapshot', responses.runSnapshotSchema],
  ['TestRunSummary', responses.testRunSummarySchema],
  ['TestRun', responses.testRunSchema],
  ['TestGroupRun', responses.testGroupRunSchema],
  ['TriggeredTestGroupRun', responses.triggeredGroupRunSchema],
  // Response bodies.
  ['HealthResponse', responses.healthResponse],
  ['OpenApiDocument', responses.openApiDocument],
  ['MessageResponse', responses.messageResponse],
  ['AppWithMessageResponse', responses.appWithMessageResponse],
  ['AppResponse', responses.appResponse],
  ['AppListResponse', responses.appListResponse],
  ['BuildCreatedResponse', responses.buildCreatedResponse],
  ['TestSuiteCreatedResponse', responses.testSuiteCreatedResponse],
  ['TestSuiteListResponse', responses.testSuiteListResponse],
  ['FileCreatedResponse', responses.fileCreatedResponse],
  ['ModuleCreatedResponse', responses.moduleCreatedResponse],
  ['ModuleResponse', responses.moduleResponse],
  ['ModuleUpdatedResponse', responses.moduleUpdatedResponse],
  ['ModuleListResponse', responses.moduleListResponse],
  ['TestBlueprintWithMessageResponse', responses.testBlueprintWithMessageResponse],
  ['TestBlueprintResponse', responses.testBlueprintResponse],
  ['TestBlueprintListResponse', responses.testBlueprintListResponse],
  ['TestGroupRunTriggeredResponse', responses.groupRunTriggeredResponse],
  ['SelectionResolvedResponse', responses.selectionResolvedResponse],
  ['TestGroupRunResponse', responses.testGroupRunResponse],
  ['TestRunResponse', responses.testRunResponse],
  ['TestGroupRunCancelledResponse', responses.groupRunCancelledResponse],
  ['TestRunCancelledResponse', responses.testRunCancelledResponse],
];

/** The error statuses, with the `error` code each answers and what it means (docs/api-reference.md#errors). */
export const ERROR_STATUSES = {
  400: ['BadRequest', 'validation_error', 'Malformed JSON, a missing or invalid field, or a rule of the endpoint.'],
  401: ['Unauthorized', 'unauthorized', '`X-API-KEY` missing, unknown or revoked.'],
  403: ['Forbidden', 'forbidden', "The plan does not allow it, or an `s3_key` outside the company's upload prefix."],
  404: ['NotFound', 'not_found', 'An id in the path that is not a resource of the company.'],
  409: ['Conflict', 'conflict', 'A name or title is taken, a resource is still referenced, or concurrent updates.'],
  413: ['PayloadTooLarge', 'payload_too_large', 'A request body over 1 MiB.'],
  415: ['UnsupportedMediaType', 'unsupported_media_type', 'A body sent without a JSON `Content-Type`.'],
  429: [
    'RateLimited',
    'rate_limited',
    "Over the API key's rate limit (20 requests/s, bursts of 40, by default), or on AWS over the stage's request rate.",
  ],
  500: ['InternalError', 'internal_error', 'Something unexpected; never a stack trace.'],
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** What the document says of one route beyond the route table. */
export interface OperationSpec {
  operationId: string;
  summary: string;
  tag: string;
  status: 200 | 201;
  response: Schema;
  /**
   * A second success of the same operation (a dry run's 200 beside the trigger's 201): its status and body, in the
   * document. The typed client types `response` only (its schema is a constant of client/api.ts all the same), so a
   * caller asking for the alternative reads it as that schema's type.
   */
  alternative?: { status: 200; description: string; response: Schema };
  body?: Schema;
  query?: Schema;
  /** The error statuses of the endpoint itself; 413, 415, 429 and 500 are added where they apply. */
  errors: ErrorStatus[];
}

/** Every route's operation, by the route's handler (unique in the table). */
export const OPERATIONS: Readonly<Record<string, OperationSpec>> = {
  health: {
    operationId: 'getHealth',
    summary: 'Liveness; no key needed.',
    tag: 'Service',
    status: 200,
    response: responses.healthResponse,
    errors: [],
  },
  openapi: {
    operationId: 'getOpenApiDocument',
    summary: 'This document (OpenAPI 3.1); no key needed.',
    tag: 'Service',
    status: 200,
    response: responses.openApiDocument,
    errors: [],
  },
  'apps-upload-url': {
    operationId: 'createAppUploadUrl',
    summary: 'Presigned upload of an app binary.',
    tag: 'Apps',
    status: 200,
    body: apps.uploadUrlBody,
    response: responses.uploadGrantSchema,
    errors: [400, 401],
  },
  'apps-create': {
    operationId: 'createApp',
    summary: 'Register an app with its first build.',
    tag: 'Apps',
    status: 201,
    body: apps.createAppBody,
    response: responses.appWithMessageResponse,
    errors: [400, 401, 403, 409],
  },
  'apps-list': {
    operationId: 'listApps',
    summary: "The company's apps.",
    tag: 'Apps',
    status: 200,
    query: apps.listAppsQuery,
    response: responses.appListResponse,
    errors: [400, 401],
  },
  'apps-get': {
    operationId: 'getApp',
    summary: 'One app with every build.',
    tag: 'Apps',
    status: 200,
    response: responses.appResponse,
    errors: [401, 404],
  },
  'apps-create-build': {
    operationId: 'createAppBuild',
    summary: 'Add a build.',
    tag: 'Apps',
    status: 201,
    body: apps.createBuildBody,
    response: responses.buildCreatedResponse,
    errors: [400, 401, 403, 404, 409],
  },
  'apps-set-current': {
    operationId: 'setCurrentAppBuild',
    summary: 'Make a build the current one.',
    tag: 'Apps',
    status: 200,
    response: responses.appWithMessageResponse,
    errors: [401, 404],
  },
  'modules-create': {
    operationId: 'createModule',
    summary: 'Create a reusable module.',
    tag: 'Modules',
    status: 201,
    body: blueprints.createModuleBody,
    response: responses.moduleCreatedResponse,
    errors: [400, 401, 409],
  },
  'modules-list': {
    operationId: 'listModules',
    summary: 'List modules.',
    tag: 'Modules',
    status: 200,
    query: blueprints.listModulesQuery,
    response: responses.moduleListResponse,
    errors: [400, 401],
  },
  'modules-get': {
    operationId: 'getModule',
    summary: 'One module with its steps and users.',
    tag: 'Modules',
    status: 200,
    response: responses.moduleResponse,
    errors: [401, 404],
  },
  'modules-update': {
    operationId: 'updateModule',
    summary: 'Update a module (only the fields sent).',
    tag: 'Modules',
    status: 200,
    body: blueprints.updateModuleBody,
    response: responses.moduleUpdatedResponse,
    errors: [400, 401, 404, 409],
  },
  'modules-delete': {
    operationId: 'deleteModule',
    summary: 'Delete a module.',
    tag: 'Modules',
    status: 200,
    response: responses.messageResponse,
    errors: [401, 404, 409],
  },
  'test-blueprint-create': {
    operationId: 'createTestBlueprint',
    summary: 'Create a test or a login module.',
    tag: 'Tests',
    status: 201,
    body: blueprints.createTestBody,
    response: responses.testBlueprintWithMessageResponse,
    errors: [400, 401, 409],
  },
  'test-blueprint-list': {
    operationId: 'listTestBlueprints',
    summary: 'List blueprints.',
    tag: 'Tests',
    status: 200,
    query: blueprints.listTestsQuery,
    response: responses.testBlueprintListResponse,
    errors: [400, 401],
  },
  'test-blueprint-get': {
    operationId: 'getTestBlueprint',
    summary: 'One blueprint with its steps.',
    tag: 'Tests',
    status: 200,
    response: responses.testBlueprintResponse,
    errors: [401, 404],
  },
  'test-blueprint-update': {
    operationId: 'updateTestBlueprint',
    summary: 'Update a blueprint (only the fields sent).',
    tag: 'Tests',
    status: 200,
    body: blueprints.updateTestBody,
    response: responses.testBlueprintWithMessageResponse,
    errors: [400, 401, 404, 409],
  },
  'test-blueprint-delete': {
    operationId: 'deleteTestBlueprint',
    summary: 'Delete a blueprint.',
    tag: 'Tests',
    status: 200,
    response: responses.messageResponse,
    errors: [401, 404, 409],
  },
  'test-files-upload-url': {
    operationId: 'createFileUploadUrl',
    summary: 'Presigned upload of a file for steps.',
    tag: 'Files',
    status: 200,
    body: blueprints.fileUploadUrlBody,
    response: responses.uploadGrantSchema,
    errors: [400, 401],
  },
  'test-files-create': {
    operationId: 'createFile',
    summary: 'Register an uploaded file.',
    tag: 'Files',
    status: 201,
    body: blueprints.createFileBody,
    response: responses.fileCreatedResponse,
    errors: [400, 401, 403],
  },
  'test-suites-create': {
    operationId: 'createTestSuite',
    summary: 'Create a test suite.',
    tag: 'Test suites',
    status: 201,
    body: blueprints.createSuiteBody,
    response: responses.testSuiteCreatedResponse,
    errors: [400, 401, 409],
  },
  'test-suites-list': {
    operationId: 'listTestSuites',
    summary: "The company's test suites.",
    tag: 'Test suites',
    status: 200,
    response: responses.testSuiteListResponse,
    errors: [401],
  },
  'test-group-run-trigger': {
    operationId: 'triggerTestGroupRun',
    summary: 'Run one or more tests, named by id or by a selection, as a group.',
    tag: 'Runs',
    status: 201,
    body: runs.triggerRunBody,
    response: responses.groupRunTriggeredResponse,
    alternative: {
      status: 200,
      description: 'A dry run of a selection: the ids it matches; nothing was started.',
      response: responses.selectionResolvedResponse,
    },
    errors: [400, 401, 403],
  },
  'test-group-run-get': {
    operationId: 'getTestGroupRun',
    summary: "A group run with its runs' statuses.",
    tag: 'Runs',
    status: 200,
    response: responses.testGroupRunResponse,
    errors: [401, 404],
  },
  'test-run-get': {
    operationId: 'getTestRun',
    summary: 'A test run with its results.',
    tag: 'Runs',
    status: 200,
    response: responses.testRunResponse,
    errors: [401, 404],
  },
  'test-group-run-cancel': {
    operationId: 'cancelTestGroupRun',
    summary: 'Cancel every run of a group still running (a finished group is returned unchanged).',
    tag: 'Runs',
    status: 200,
    response: responses.groupRunCancelledResponse,
    errors: [401, 404],
  },
  'test-run-cancel': {
    operationId: 'cancelTestRun',
    summary: 'Cancel a test run still running (a finished run is returned unchanged).',
    tag: 'Runs',
    status: 200,
    response: responses.testRunCancelledResponse,
    errors: [401, 404],
  },
};

/** Headers the local stack adds to every answer (never AWS): its storage calls and timings, for the benchmarks. */
const LOCAL_DIAGNOSTICS = [
  'X-Tas-Dynamodb-Requests',
  'X-Tas-Dynamodb-Ms',
  'X-Tas-Dynamodb-Rcu',
  'X-Tas-S3-Ms',
  'X-Tas-Storage-Wall-Ms',
  'X-Tas-Handler-Ms',
] as const;

const DESCRIPTION = [
  'Hosted end-to-end test automation: store browser and mobile tests, trigger runs, read per-step results.',
  'Generated by `npm run openapi` from the route table and the JSON Schemas the service validates requests with;',
  'docs/api-reference.md is the prose reference. Every error answers the `Error` body. Unknown request fields are',
  'ignored; response objects may gain fields. Query booleans also accept `1`/`0`. A path that exists with other',
  'methods answers `405 method_not_allowed`; an unknown path `404`, even without a key.',
  '',
  'Extensions: `x-enum-hints` (in request schemas) maps a refused enum value to the message the `400` detail gives',
  'instead of the list of allowed values; `x-tas-handler` names the handler module of an operation',
  '(lambdas/http/handlers/<name>.ts); `x-tas-local-diagnostics` lists the headers the local stack adds to every',
  'answer for its benchmarks (never sent on AWS).',
].join('\n');

/** What each tag's operations are about (every tag an operation uses needs one). */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Service: 'Liveness and this document; no key needed.',
  Apps: 'Mobile apps and their builds (binaries uploaded with presigned URLs) that mobile tests run.',
  Modules: 'Reusable groups of steps that tests include, and the setup/teardown modules of tests.',
  Tests: 'Test blueprints: steps, device, starting URL, variables, retries and their settings.',
  Files: 'Files that steps upload into pages, uploaded with presigned URLs.',
  'Test suites': 'Named groups of tests, for selecting what a run triggers.',
  Runs: 'Triggering tests, following group runs and test runs with per-step results and artifacts, cancelling.',
};

function version(): string {
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The path parameters of a route path (`{id}`), in order. */
export function pathParameters(routePath: string): string[] {
  return [...routePath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function componentNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, schema] of COMPONENTS) {
    if (names.has(schema)) throw new Error(`${name}: the same schema object is named twice`);
    names.set(schema, name);
  }
  return names;
}

/** A copy of `value` with every named schema inside it (not the root itself) replaced by `replace(name)`. */
function substitute(
  value: unknown,
  names: Map<object, string>,
  replace: (name: string) => unknown,
  isRoot = true,
): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (!isRoot && names.has(value)) return replace(names.get(value)!);
  if (Array.isArray(value)) return value.map((v) => substitute(v, names, replace, false));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, names, replace, false)]));
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function bodyRoutes(method: HttpMethod, spec: OperationSpec): boolean {
  return spec.body !== undefined || method === 'POST' || method === 'PUT' || method === 'PATCH';
}

/** The error statuses an operation answers: its own, then the transport's. */
export function errorStatusesOf(route: { method: HttpMethod; path: string }, spec: OperationSpec): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(spec.errors);
  if (spec.body) statuses.add(400);
  if (bodyRoutes(route.method, spec)) {
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(route: (typeof routes)[number], names: Map<object, string>): Record<string, unknown> {
  const spec = OPERATIONS[route.handler];
  if (!spec) throw new Error(`No operation for ${route.method} ${route.path} (handler ${route.handler}).`);
  const schema = (s: Schema) => (names.has(s) ? ref(names.get(s)!) : substitute(s, names, ref));
  const parameters: unknown[] = pathParameters(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: idSchema,
  }));
  const queryProperties = (spec.query?.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(queryProperties)) {
    parameters.push({ name, in: 'query', required: false, schema: schema(property) });
  }
  const responseEntries: [string, unknown][] = [
    [
      String(spec.status),
      {
        description: spec.status === 201 ? 'Created.' : 'OK.',
        content: { 'application/json': { schema: schema(spec.response) } },
      },
    ],
  ];
  if (spec.alternative) {
    const { status, description, response } = spec.alternative;
    responseEntries.push([
      String(status),
      { description, content: { 'application/json': { schema: schema(response) } } },
    ]);
    responseEntries.sort(([a], [b]) => Number(a) - Number(b));
  }
  for (const status of errorStatusesOf(route, spec)) {
    responseEntries.push([String(status), { $ref: `#/components/responses/${ERROR_STATUSES[status][0]}` }]);
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    tags: [spec.tag],
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(spec.body) } } } }
      : {}),
    responses: Object.fromEntries(responseEntries),
    'x-tas-handler': route.handler,
  };
}

/** The OpenAPI 3.1 document, built from the route table and the schemas as they are now. */
export function generateOpenApi(): Record<string, unknown> {
  const names = componentNames();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const item = paths[route.path] ?? {};
    paths[route.path] = item;
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`${route.method} ${route.path} is twice in the route table.`);
    item[method] = operationOf(route, names);
  }
  const unused = Object.keys(OPERATIONS).filter((h) => !routes.some((r) => r.handler === h));
  if (unused.length > 0) throw new Error(`Operations without a route: ${unused.join(', ')}`);
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, [name, code, description]]) => [
      name,
      {
        description: `${status} \`${code}\`: ${description}`,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description:
                    'Whole seconds (at least 1) after which the next request of the key will be accepted; the ' +
                    "stage's own throttle on AWS answers 1.",
                  required: true,
                  schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: ref('Error') } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Test automation service API', version: version(), description: DESCRIPTION },
    servers: [
      { url: 'http://127.0.0.1:3000', description: 'The local stack (`npm start`).' },
      {
        url: 'https://{apiId}.execute-api.{region}.amazonaws.com/v1',
        description: 'An AWS deployment: the API Gateway stage.',
        variables: { apiId: { default: 'api-id' }, region: { default: 'eu-west-1' } },
      },
    ],
    security: [{ apiKey: [] }],
    tags: [...new Set(Object.values(OPERATIONS).map((o) => o.tag))].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name],
    })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-KEY',
          description: 'A key of the company (`tas_` and 43 URL-safe characters), managed with the `tas` CLI.',
        },
      },
      schemas: Object.fromEntries(COMPONENTS.map(([name, s]) => [name, substitute(s, names, ref)])),
      responses: errorResponses,
    },
    'x-tas-local-diagnostics': {
      description: 'Local stack only (never on AWS): storage calls and timings, as strings.',
      headers: [...LOCAL_DIAGNOSTICS],
    },
  };
}

/** A TypeScript literal of `value` (JSON's syntax), with named schemas inside it written as their constant's name. */
function literal(value: unknown, names: Map<object, string>, isRoot = true): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (!isRoot && names.has(value)) return names.get(value)!;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, names, false)).join(', ')}]`;
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${literal(v, names, false)}`);
  return `{ ${entries.join(', ')} }`;
}

const CLIENT_HEADER =
  'Generated by `npm run openapi` from the route table and the schemas of lambdas/schemas; do not edit.';

/** client/api.ts: the schemas as constants (types come from them with FromSchema) and one entry per operation. */
export function generateClientApi(): string {
  const names = componentNames();
  const lines = [
    `// ${CLIENT_HEADER}`,
    '// biome-ignore-all format: generated code',
    '// biome-ignore-all lint: generated code',
    '// biome-ignore-all assist: generated code',
    '',
  ];
  for (const [name, schema] of COMPONENTS) {
    lines.push(`export const ${name} = ${literal(schema, names)} as const;`);
  }
  lines.push('', '/** Every operation of the API, by operationId. */', 'export const operations = {');
  for (const route of routes) {
    const spec = OPERATIONS[route.handler];
    if (!spec) throw new Error(`No operation for ${route.method} ${route.path} (handler ${route.handler}).`);
    const named = (s: Schema | undefined) => (s === undefined ? 'undefined' : (names.get(s) ?? literal(s, names)));
    const fields = [
      `method: ${JSON.stringify(route.method)}`,
      `path: ${JSON.stringify(route.path)}`,
      `pathParams: ${JSON.stringify(pathParameters(route.path))}`,
      `status: ${spec.status}`,
      `auth: ${!route.public}`,
      `body: ${named(spec.body)}`,
      `query: ${named(spec.query)}`,
      `response: ${named(spec.response)}`,
    ];
    lines.push(`  /** ${route.method} ${route.path}: ${spec.summary} */`);
    lines.push(`  ${spec.operationId}: { ${fields.join(', ')} },`);
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}

function formatJson(file: string): void {
  const biome = path.join(root, 'node_modules', '.bin', 'biome');
  const result = spawnSync(biome, ['format', '--write', file], { cwd: root, stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`biome format ${file} failed: ${result.stderr?.toString()}`);
}

/** The files that are stale (differ from what would be generated now), relative to the repository. */
export function staleFiles(): string[] {
  const stale: string[] = [];
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(path.join(root, OPENAPI_FILE), 'utf8'));
  } catch {
    document = undefined;
  }
  if (!isDeepStrictEqual(document, generateOpenApi())) stale.push(OPENAPI_FILE);
  let api: string | undefined;
  try {
    api = readFileSync(path.join(root, CLIENT_API_FILE), 'utf8');
  } catch {
    api = undefined;
  }
  if (api !== generateClientApi()) stale.push(CLIENT_API_FILE);
  return stale;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      process.stderr.write(`stale: ${stale.join(', ')}; run \`npm run openapi\` and commit the result\n`);
      process.exit(1);
    }
    process.stdout.write(`${OPENAPI_FILE} and ${CLIENT_API_FILE} are up to date\n`);
  } else {
    writeFileSync(path.join(root, OPENAPI_FILE), `${JSON.stringify(generateOpenApi(), null, 2)}\n`);
    formatJson(OPENAPI_FILE);
    writeFileSync(path.join(root, CLIENT_API_FILE), generateClientApi());
    process.stdout.write(`wrote ${OPENAPI_FILE} and ${CLIENT_API_FILE}\n`);
  }
}
