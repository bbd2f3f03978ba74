/**
 * Response contracts: the JSON bodies the endpoints answer with, as JSON Schema, written once from the API reference
 * (docs/api-reference.md) and the run contract (core/contract.ts). `npm run openapi` puts them into
 * docs/openapi.json and the typed client (client/); the handlers do not validate their answers with them.
 *
 * Schemas stay open (no `additionalProperties: false`): the API changes by adding fields, so a client must accept
 * fields it does not know. Parts shared with requests (steps' `api_request`, variables) are the request schemas
 * themselves. No export ends in `Body` or `Query`: those names are request schemas (`npm run validators`).
 */
import { apiRequestSchema, STEP_TYPES, variableSchema } from './blueprints';
import { id, message, nullableId, nullableString, responseBody, timestamp } from './response-parts';

/** Every `error` code of an error body; `bad_request` is API Gateway's own generic 4xx. */
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'bad_request',
] as const;

/** The body of every error (docs/api-reference.md#errors). */
export const errorResponse = {
  title: 'Error',
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', enum: ERROR_CODES },
    message: { type: 'string' },
    details: {
      type: 'array',
      description: 'One entry per problem; `path` is a JSON Pointer into the request (body or query string).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const healthResponse = responseBody({ status: { type: 'string', const: 'ok' } });

/** `GET /openapi.json`: the API's OpenAPI 3.1 document (docs/openapi.json), served as generated. */
export const openApiDocument = {
  title: 'OpenAPI document',
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string', description: 'The OpenAPI version, `3.1.x`.' },
    info: { type: 'object' },
    paths: { type: 'object' },
    components: { type: 'object' },
  },
} as const;

/** A presigned upload (app binaries and files for steps). */
export const uploadGrantSchema = {
  title: 'Upload grant',
  type: 'object',
  required: ['s3_presigned_url', 's3_key', 'content_type', 'filename', 'expires_in'],
  properties: {
    s3_presigned_url: { type: 'string', description: 'PUT target, valid 15 minutes.' },
    s3_key: { type: 'string', description: '`files/<company_id>/<uuid>_<filename>`' },
    content_type: { type: 'string', description: 'To send with the PUT.' },
    filename: { type: 'string' },
    expires_in: { type: 'integer', description: 'Seconds (900).' },
  },
} as const;

export const buildSchema = {
  title: 'Build',
  type: 'object',
  required: ['id', 'name', 'arch', 'file', 'created_at'],
  properties: {
    id,
    name: { type: 'string' },
    arch: { type: ['string', 'null'], enum: ['arm64', 'x86_64', 'universal', null] },
    file: {
      type: 'object',
      required: ['id', 'file_name', 'file_size'],
      properties: { id, file_name: { type: 'string' }, file_size: { type: 'integer' } },
    },
    is_current: { type: 'boolean', description: 'In `builds[]` and in the `build` of build creation.' },
    created_at: timestamp,
  },
} as const;

export const appSchema = {
  title: 'App',
  type: 'object',
  required: ['id', 'name', 'platform', 'build_count', 'current_build', 'created_at', 'updated_at'],
  properties: {
    id,
    name: { type: 'string' },
    platform: { type: 'string', enum: ['android', 'ios'] },
    build_count: { type: 'integer' },
    current_build: { anyOf: [buildSchema, { type: 'null' }] },
    builds: { type: 'array', items: buildSchema, description: '`GET /apps/{id}` only, newest first.' },
    created_at: timestamp,
    updated_at: timestamp,
  },
} as const;

/** App creation and set-current: a message and the app. */
export const appWithMessageResponse = responseBody({ message, app: appSchema });
export const appResponse = { type: 'object', required: ['app'], properties: { app: appSchema } } as const;
export const appListResponse = responseBody({ apps: { type: 'array', items: appSchema } });
export const buildCreatedResponse = responseBody({ message, build: buildSchema, app: appSchema });

export const testSuiteSchema = {
  title: 'Test suite',
  type: 'object',
  required: ['id', 'name', 'created_at'],
  properties: { id, name: { type: 'string' }, created_at: timestamp },
} as const;
export const testSuiteCreatedResponse = responseBody({ message, test_suite: testSuiteSchema });
export const testSuiteListResponse = responseBody({ test_suites: { type: 'array', items: testSuiteSchema } });

export const fileSchema = {
  title: 'File',
  type: 'object',
  required: ['id', 'file_name', 'file_size', 'content_type'],
  properties: { id, file_name: { type: 'string' }, file_size: { type: 'integer' }, content_type: { type: 'string' } },
} as const;
export const fileCreatedResponse = responseBody({ message, file: fileSchema });

/** A message alone (deletions). */
export const messageResponse = { type: 'object', required: ['message'], properties: { message } } as const;

/**
 * A step in a response (docs/api-reference.md#step-response). Module responses and run snapshots add the four
 * optional fields from `hold_start_duration` on; steps of test creation add `test_blueprint_id`; `act` steps of a
 * module listing with `config_key` add `cached_plan`.
 */
export const stepResponseSchema = {
  title: 'Step',
  type: 'object',
  required: [
    'id',
    'step_number',
    'type',
    'action',
    'use_vision',
    'test_blueprint_module_id',
    'api_request',
    'trigger_run_config',
    'disable_self_healing',
    'click_count',
  ],
  properties: {
    id,
    step_number: { type: 'integer' },
    type: { type: 'string', enum: STEP_TYPES },
    action: { type: 'string' },
    use_vision: { type: 'boolean' },
    test_blueprint_module_id: nullableId,
    api_request: { anyOf: [apiRequestSchema, { type: 'null' }] },
    trigger_run_config: {
      anyOf: [
        { type: 'object', required: ['test_blueprint_id'], properties: { test_blueprint_id: id } },
        { type: 'null' },
      ],
    },
    disable_self_healing: { type: 'boolean' },
    click_count: { type: 'integer' },
    hold_start_duration: { type: 'number' },
    hold_end_duration: { type: 'number' },
    assert_images_count: { type: 'integer' },
    attached_file_ids: { type: ['array', 'null'], items: { type: 'integer' } },
    test_blueprint_id: { type: 'integer' },
    cached_plan: { type: ['array', 'null'], description: 'The operations the action cache learned (ai.md).' },
  },
} as const;

const steps = { type: 'array', items: stepResponseSchema } as const;
const usage = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'type'],
    properties: { id, title: { type: 'string' }, type: { type: 'string', enum: ['integration', 'module'] } },
  },
} as const;

export const moduleSchema = {
  title: 'Module',
  type: 'object',
  required: [
    'id',
    'title',
    'type',
    'status',
    'company_id',
    'test_blueprint_category_id',
    'test_blueprint_category_name',
    'folder_path',
    'created_by',
    'created_at',
    'updated_at',
  ],
  properties: {
    id,
    title: { type: 'string' },
    type: { type: 'string', const: 'step_module' },
    status: { type: 'string', const: 'active' },
    company_id: { type: 'integer' },
    test_blueprint_category_id: nullableId,
    test_blueprint_category_name: nullableString,
    folder_path: { type: 'string' },
    created_by: { type: 'integer' },
    created_at: timestamp,
    updated_at: timestamp,
    steps: { ...steps, description: 'Creation only.' },
    test_steps: { ...steps, description: 'Retrieval, update, and listings with `with_steps=true`.' },
    step_count: { type: 'integer' },
    usage_count: { type: 'integer' },
    test_blueprints_using_module: usage,
  },
} as const;

const pagination = {
  type: 'object',
  required: ['page', 'per_page', 'total', 'total_pages'],
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    total_pages: { type: 'integer' },
  },
} as const;
const subfolders = { type: 'array', items: { type: 'string' } } as const;

/** Module creation answers with a blueprint (`test_blueprint`), its steps as `steps`. */
export const moduleCreatedResponse = responseBody({ message, test_blueprint: moduleSchema });
export const moduleResponse = { type: 'object', required: ['module'], properties: { module: moduleSchema } } as const;
export const moduleUpdatedResponse = responseBody({ message, module: moduleSchema });
export const moduleListResponse = responseBody(
  { modules: { type: 'array', items: moduleSchema }, pagination, subfolders },
  ['pagination', 'subfolders'],
);

export const testBlueprintSchema = {
  title: 'Test blueprint',
  type: 'object',
  required: [
    'id',
    'company_id',
    'title',
    'type',
    'status',
    'device_type',
    'device_name',
    'app_id',
    'starting_url',
    'starting_prompt',
    'test_blueprint_category_id',
    'test_blueprint_category_name',
    'folder_path',
    'created_by',
    'created_at',
    'updated_at',
  ],
  properties: {
    id,
    company_id: { type: 'integer' },
    title: { type: 'string' },
    type: { type: 'string', enum: ['integration', 'module', 'step_module'] },
    status: { type: 'string', enum: ['active', 'paused'] },
    device_type: { type: 'string', enum: ['browser', 'android', 'ios'] },
    device_name: nullableString,
    app_id: nullableId,
    starting_url: nullableString,
    starting_prompt: nullableString,
    test_blueprint_category_id: nullableId,
    test_blueprint_category_name: nullableString,
    folder_path: { type: 'string' },
    browser_zoom: { type: 'number' },
    viewport_width: { type: 'integer' },
    viewport_height: { type: 'integer' },
    num_retries: { type: 'integer' },
    reset_browser_on_retry: { type: 'boolean' },
    typing_speed: { type: ['integer', 'null'] },
    persist_self_healed: { type: 'boolean' },
    file_download_mode: { type: 'string', enum: ['save_only', 'ingest_content'] },
    variables: { anyOf: [{ type: 'array', items: variableSchema }, { type: 'null' }] },
    setup_module: nullableId,
    teardown_module: nullableId,
    created_by: { type: 'integer' },
    created_at: timestamp,
    updated_at: timestamp,
    steps: { ...steps, description: 'Creation only.' },
    test_steps: { ...steps, description: 'Retrieval, update, and listings with `with_steps=true`.' },
    step_count: { type: 'integer' },
    last_run: nullableString,
    last_status: { type: ['string', 'null'], enum: ['running', 'passed', 'failed', null] },
    files: { type: 'array', items: fileSchema },
    used_by_integration_count: { type: 'integer' },
  },
} as const;

/** Test creation (steps as `steps`) and update (as the GET): a message and the blueprint. */
export const testBlueprintWithMessageResponse = responseBody({ message, test_blueprint: testBlueprintSchema });
export const testBlueprintResponse = responseBody({ test_blueprint: testBlueprintSchema });
export const testBlueprintListResponse = responseBody(
  { test_blueprints: { type: 'array', items: testBlueprintSchema }, pagination, subfolders },
  ['pagination', 'subfolders'],
);

export * from './run-responses';
