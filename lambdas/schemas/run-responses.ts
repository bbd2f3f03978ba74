/**
 * Response contracts of runs: step results, run snapshots, test runs and group runs (see responses.ts for the rules
 * every response schema follows).
 */
import { idSchema } from './ids';
import { id, message, nullableId, nullableString, responseBody, runStatus, timestamp } from './response-parts';

/** One action of a step's result (`StoredAction` of core/contract.ts with its keys presigned). */
const actionSchema = {
  type: 'object',
  required: ['description', 'type', 'screenshot_url', 'screenshot_url_before'],
  properties: {
    description: { type: 'string' },
    type: { type: 'string' },
    screenshot_url: nullableString,
    screenshot_url_before: nullableString,
    api_response: {
      type: 'object',
      required: ['status', 'headers', 'body', 'api_response_url'],
      properties: {
        status: { type: 'integer' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        body: {},
        api_response_url: nullableString,
      },
    },
  },
} as const;

/** One entry of `results` (`StepResult` of core/contract.ts). */
export const stepResultSchema = {
  title: 'Step result',
  type: 'object',
  required: ['step_number', 'task', 'is_successful', 'result', 'duration', 'actions'],
  properties: {
    step_number: { type: 'integer' },
    task: { type: 'string' },
    is_successful: { type: 'boolean' },
    result: { type: 'string' },
    duration: { type: 'number' },
    actions: { type: 'array', items: actionSchema },
    cache: { type: 'string', enum: ['hit', 'miss', 'healed'] },
    planner: { type: 'string', enum: ['rules', 'openai', 'bedrock'] },
  },
} as const;

/** `blueprint_metadata`: the test at trigger time (`RunSnapshot` of core/contract.ts); never credentials. */
export const runSnapshotSchema = {
  title: 'Run snapshot',
  type: 'object',
  required: ['id', 'title', 'type', 'device_type', 'steps'],
  properties: {
    id,
    title: { type: 'string' },
    type: { type: 'string', enum: ['integration', 'module', 'step_module'] },
    device_type: { type: 'string', enum: ['browser', 'android', 'ios'] },
    device_name: nullableString,
    app_id: nullableId,
    build_id: { type: 'integer' },
    build_name: { type: 'string' },
    build_file: {
      type: 'object',
      properties: { s3_key: { type: 'string' }, file_name: { type: 'string' }, file_size: { type: 'integer' } },
    },
    starting_url: nullableString,
    starting_prompt: nullableString,
    num_retries: { type: 'integer' },
    steps: { type: 'array', items: { type: 'object' }, description: 'Module step shape; modules resolved.' },
    setup: { type: ['object', 'null'] },
    teardown: { type: ['object', 'null'] },
  },
} as const;

const runFields = {
  id,
  status: runStatus,
  test_blueprint_id: { type: 'integer' },
  test_group_run_id: { type: 'integer' },
  is_login_test_run: { type: 'boolean' },
  test_video_s3_key: nullableString,
  created_at: timestamp,
  updated_at: timestamp,
} as const;
const runRequired = [
  'id',
  'status',
  'test_blueprint_id',
  'test_group_run_id',
  'is_login_test_run',
  'test_video_s3_key',
  'created_at',
  'updated_at',
] as const;

/** A test run as `GET /test_group_run/{id}` summarises it. */
export const testRunSummarySchema = {
  title: 'Test run summary',
  type: 'object',
  required: runRequired,
  properties: runFields,
} as const;

/** A test run: in full from `GET /test_run/{test_run_id}`, without URLs and attempts from the trigger. */
export const testRunSchema = {
  title: 'Test run',
  type: 'object',
  required: [...runRequired, 'blueprint_metadata', 'results'],
  properties: {
    ...runFields,
    blueprint_metadata: runSnapshotSchema,
    results: { anyOf: [{ type: 'array', items: stepResultSchema }, { type: 'null' }] },
    test_video_url: nullableString,
    test_video_download_url: nullableString,
    additional_attempts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['attempt', 'passed', 'results', 'test_video_s3_key'],
        properties: {
          attempt: { type: 'integer' },
          passed: { type: 'boolean' },
          results: { type: 'array', items: stepResultSchema },
          test_video_s3_key: nullableString,
          test_video_url: nullableString,
          test_video_download_url: nullableString,
        },
      },
    },
  },
} as const;

const groupFields = {
  id,
  company_id: { type: 'integer' },
  name: { type: 'string' },
  status: runStatus,
  created_at: timestamp,
  updated_at: timestamp,
} as const;
const groupRequired = ['id', 'company_id', 'name', 'status', 'test_runs', 'created_at', 'updated_at'] as const;

/** A group run with a summary of each run (`GET /test_group_run/{id}`). */
export const testGroupRunSchema = {
  title: 'Test group run',
  type: 'object',
  required: groupRequired,
  properties: { ...groupFields, test_runs: { type: 'array', items: testRunSummarySchema } },
} as const;

/** A group run as the trigger answers it: each run in full, `running` with `results: null`. */
export const triggeredGroupRunSchema = {
  title: 'Triggered test group run',
  type: 'object',
  required: groupRequired,
  properties: { ...groupFields, test_runs: { type: 'array', items: testRunSchema } },
} as const;

export const groupRunTriggeredResponse = responseBody({ message, test_group_run: triggeredGroupRunSchema });
/** A dry run of a selection (`dry_run: true`): the tests it matches, in the order a trigger runs them; nothing started. */
export const selectionResolvedResponse = responseBody({
  message,
  test_blueprint_ids: {
    type: 'array',
    description: "The company's active integration tests the selection matches, oldest first.",
    items: idSchema,
  },
});
export const testGroupRunResponse = responseBody({ test_group_run: testGroupRunSchema });
export const testRunResponse = responseBody({ test_run: testRunSchema });
export const groupRunCancelledResponse = responseBody({ message, test_group_run: testGroupRunSchema });
export const testRunCancelledResponse = responseBody({ message, test_run: testRunSchema });
