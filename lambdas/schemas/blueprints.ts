import type { FromSchema } from 'json-schema-to-ts';
import { API_REQUEST_DEFAULTS, RANDOM_VARIABLE_DEFAULTS } from '../../core/defaults';
import { HTTP_METHODS, RECORDED_STEP_TYPES, STEP_TYPES } from '../../core/step-types';
import { ID_TEXT, idSchema, nullableIdSchema } from './ids';

export { HTTP_METHODS, RECORDED_STEP_TYPES, STEP_TYPES };

/**
 * Request contracts of modules and tests. Defaults live here (Ajv `useDefaults` fills them in), so a created
 * blueprint stores and returns them. Rules that need other fields or stored data (conditional requirements,
 * action formats, ids that must exist) are checked by the blueprints service.
 */

export const MAX_STEPS = 500;

/** The `default` values of a schema's properties, keyed by property, with their literal types. */
export type DefaultsOf<P> = {
  -readonly [K in keyof P as P[K] extends { default: unknown } ? K : never]: P[K] extends { default: infer D }
    ? D
    : never;
};

/**
 * The `default` of each property that has one. The service fills the same values when a field is absent (a write
 * that did not go through Ajv's `useDefaults`, or a record stored before a field existed), so they are read from
 * the schema rather than written again.
 */
export function defaultsOf<P extends Record<string, object>>(properties: P): DefaultsOf<P> {
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, property]) =>
      'default' in property ? [[key, (property as { default: unknown }).default]] : [],
    ),
  ) as DefaultsOf<P>;
}

const id = idSchema;
const nullableId = nullableIdSchema;

export const apiRequestSchema = {
  type: 'object',
  required: ['url', 'method'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 4096 },
    method: { type: 'string', minLength: 1, maxLength: 16 },
    headers: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
    body: { type: ['object', 'null'] },
    timeout: { type: 'integer', minimum: 1, maximum: 900, default: API_REQUEST_DEFAULTS.timeout },
    retries: { type: 'integer', minimum: 0, maximum: 10, default: API_REQUEST_DEFAULTS.retries },
    backoff_seconds: { type: 'number', minimum: 0, maximum: 300, default: API_REQUEST_DEFAULTS.backoff_seconds },
    should_refresh_page: { type: 'boolean', default: API_REQUEST_DEFAULTS.should_refresh_page },
  },
} as const;

export const stepSchema = {
  type: 'object',
  required: ['step_number', 'type', 'action'],
  properties: {
    step_number: id,
    type: {
      type: 'string',
      enum: STEP_TYPES,
      'x-enum-hints': { module: 'is the legacy module step type, which is no longer accepted: use "step_module"' },
    },
    // A string; recorded steps also accept the JSON object itself, stored as its JSON text.
    action: { type: ['string', 'object'], maxLength: 20_000 },
    use_vision: { type: 'boolean', default: false },
    test_blueprint_module_id: nullableId,
    api_request: { ...apiRequestSchema, type: ['object', 'null'] },
    trigger_run_config: {
      type: ['object', 'null'],
      required: ['test_blueprint_id'],
      properties: { test_blueprint_id: id },
    },
    attached_file_ids: { type: ['array', 'null'], items: id, maxItems: 50 },
    assert_images_count: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
    disable_self_healing: { type: 'boolean', default: false },
    click_count: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
    hold_start_duration: { type: 'number', minimum: 0, maximum: 3600, default: 0 },
    hold_end_duration: { type: 'number', minimum: 0, maximum: 3600, default: 0 },
  },
} as const;
export type StepInput = FromSchema<typeof stepSchema>;
/** A step's defaults (`api_request` has its own: `API_REQUEST_DEFAULTS`). */
export const STEP_DEFAULTS = defaultsOf(stepSchema.properties);

const steps = { type: 'array', items: stepSchema, maxItems: MAX_STEPS } as const;
const title = { type: 'string', minLength: 1, maxLength: 128 } as const;
const folderPath = { type: 'string', minLength: 1, maxLength: 1024 } as const;

export const variableSchema = {
  type: 'object',
  required: ['key', 'type'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]+$' },
    type: { type: 'string', enum: ['text', 'email', 'random'] },
    value: { type: ['string', 'null'], maxLength: 10_000 },
    randomConfig: {
      type: ['object', 'null'],
      properties: {
        prefix: { type: 'string', maxLength: 128, default: RANDOM_VARIABLE_DEFAULTS.prefix },
        length: { type: 'integer', minimum: 1, maximum: 64, default: RANDOM_VARIABLE_DEFAULTS.length },
        charset: {
          type: 'string',
          enum: ['alphanumeric', 'alpha', 'numeric', 'hex'],
          default: RANDOM_VARIABLE_DEFAULTS.charset,
        },
      },
    },
  },
} as const;

/** A variable as sent: properties with a default may be absent (the service fills them). */
export type VariableInput = FromSchema<typeof variableSchema, { keepDefaultedPropertiesOptional: true }>;
export type RandomConfigInput = NonNullable<VariableInput['randomConfig']>;
/** What a `random` variable's `randomConfig` holds when a field is not sent. */
export const RANDOM_CONFIG_DEFAULTS = defaultsOf(variableSchema.properties.randomConfig.properties);

const credentials = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 1024 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    otp_secret: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/** Test fields with their defaults; the update schema is the same without the defaults. */
const testFields = {
  title,
  steps,
  starting_url: { type: ['string', 'null'], maxLength: 4096, pattern: '^https?://\\S+$' },
  starting_prompt: { type: ['string', 'null'], maxLength: 20_000 },
  test_blueprint_category_id: nullableId,
  folder_path: { ...folderPath, default: '/' },
  device_type: { type: 'string', enum: ['browser', 'android', 'ios'], default: 'browser' },
  device_name: { type: ['string', 'null'], maxLength: 255 },
  app_id: nullableId,
  browser_zoom: { type: 'number', minimum: 0.75, maximum: 2, default: 1 },
  viewport_width: { type: 'integer', minimum: 100, maximum: 7680, default: 1440 },
  viewport_height: { type: 'integer', minimum: 100, maximum: 4320, default: 900 },
  num_retries: { type: 'integer', minimum: 0, maximum: 3, default: 0 },
  reset_browser_on_retry: { type: 'boolean', default: true },
  typing_speed: { type: ['integer', 'null'], minimum: 1, maximum: 1000, default: null },
  persist_self_healed: { type: 'boolean', default: true },
  file_download_mode: { type: 'string', enum: ['save_only', 'ingest_content'], default: 'save_only' },
  variables: { type: ['array', 'null'], items: variableSchema, maxItems: 200 },
  setup_module: nullableId,
  teardown_module: nullableId,
  status: { type: 'string', enum: ['active', 'paused'], default: 'active' },
  credentials,
} as const;

/** A created test's settings when not sent (also a step module's fixed settings). */
export const TEST_DEFAULTS = defaultsOf(testFields);

export const createTestBody = {
  type: 'object',
  required: ['title', 'type'],
  properties: {
    ...testFields,
    type: { type: 'string', enum: ['integration', 'module'] },
  },
} as const;
export type CreateTestBody = FromSchema<typeof createTestBody>;

function withoutDefaults<T extends Record<string, object>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      const { default: _ignored, ...rest } = v as { default?: unknown };
      return [k, rest];
    }),
  ) as T;
}

export const updateTestBody = {
  type: 'object',
  properties: {
    ...withoutDefaults(testFields),
    type: { type: 'string', enum: ['integration', 'module', 'step_module'] },
  },
} as const;
/** Only the fields sent; `steps` replaces every step. */
export type UpdateTestBody = Partial<CreateTestBody>;

export const createModuleBody = {
  type: 'object',
  required: ['title', 'steps'],
  properties: {
    title,
    steps,
    test_blueprint_category_id: nullableId,
    folder_path: { ...folderPath, default: '/' },
  },
} as const;
export type CreateModuleBody = FromSchema<typeof createModuleBody>;

export const updateModuleBody = {
  type: 'object',
  properties: { title, steps, test_blueprint_category_id: nullableId, folder_path: folderPath },
} as const;
export type UpdateModuleBody = FromSchema<typeof updateModuleBody>;

const listFields = {
  ids: { type: 'string', maxLength: 4096 },
  with_steps: { type: 'boolean', default: false },
  config_key: { type: 'string', maxLength: 256 },
  test_blueprint_category_id: { type: 'string', pattern: `^(none|${ID_TEXT})$` },
  folder_path: folderPath,
  include_all_folders: { type: 'boolean', default: false },
  search: { type: 'string', maxLength: 256 },
  page: { type: 'integer', minimum: 1 },
  per_page: { type: 'integer', minimum: 1 },
  offset: { type: 'integer', minimum: 0 },
  limit: { type: 'integer', minimum: 1 },
} as const;

export const listModulesQuery = { type: 'object', properties: listFields } as const;
export type ListModulesQuery = FromSchema<typeof listModulesQuery>;

export const listTestsQuery = {
  type: 'object',
  properties: {
    ...listFields,
    type: { type: 'string', enum: ['integration', 'module', 'step_module'] },
    include_usage_count: { type: 'boolean', default: false },
  },
} as const;
export type ListTestsQuery = FromSchema<typeof listTestsQuery>;

export const createSuiteBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
export type CreateSuiteBody = FromSchema<typeof createSuiteBody>;

/** Files attached to steps: up to 100 MiB each. */
export const MAX_TEST_FILE_SIZE = 100 * 1024 * 1024;
const mediaType = {
  type: 'string',
  minLength: 3,
  maxLength: 255,
  pattern: '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;.*)?$',
} as const;

export const fileUploadUrlBody = {
  type: 'object',
  required: ['filename', 'file_size'],
  properties: {
    filename: { type: 'string', minLength: 1, maxLength: 255 },
    file_size: { type: 'integer', minimum: 1, maximum: MAX_TEST_FILE_SIZE },
    content_type: mediaType,
  },
} as const;
export type FileUploadUrlBody = FromSchema<typeof fileUploadUrlBody>;

export const createFileBody = {
  type: 'object',
  required: ['s3_key', 'file_size'],
  properties: {
    s3_key: { type: 'string', minLength: 1, maxLength: 1024 },
    file_size: { type: 'integer', minimum: 1, maximum: MAX_TEST_FILE_SIZE },
    file_name: { type: 'string', minLength: 1, maxLength: 255 },
    content_type: mediaType,
  },
} as const;
export type CreateFileBody = FromSchema<typeof createFileBody>;
