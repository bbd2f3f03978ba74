/**
 * The few calls `tas run` makes to the service's HTTP API (docs/api-reference.md), through the typed client
 * (client/, docs/client.md), and what their failures mean for it. The key goes in the `X-API-KEY` header only: no
 * message or log ever holds it.
 */

import { ApiError, ApiNetworkError, ApiResponseError, type BodyOf, createClient, retryAfterMs } from '../../client';
import type { StepResult as CoreStepResult } from '../../core/contract';
import { ServiceError, UsageError } from './outcome';

/** A test run as `GET /test_group_run/{id}` summarises it. */
export interface TestRunSummary {
  id: number;
  status: 'running' | 'passed' | 'failed';
  test_blueprint_id: number;
  test_group_run_id: number;
  created_at: string;
  updated_at: string;
}

/** An action of a step's result as the API shows it: screenshots as presigned URLs (one hour). */
export interface Action {
  description: string;
  type: string;
  screenshot_url: string | null;
  screenshot_url_before: string | null;
  /** `api` steps: the response (`body` parsed JSON, or text cut at 64 KiB). */
  api_response?: { status: number; headers: Record<string, string>; body: unknown };
}

/** What `tas run` reads of a step's result (`actions` only for the HTML report). */
export type StepResult = Pick<CoreStepResult, 'step_number' | 'task' | 'is_successful' | 'result' | 'duration'> & {
  actions?: Action[];
};

/** The video of an attempt: presigned URLs, `null` while running or when none was recorded. */
interface Video {
  test_video_url?: string | null;
}

export interface Attempt extends Video {
  attempt: number;
  passed: boolean;
  results: StepResult[] | null;
}

/** A test run as `GET /test_run/{id}` (and the trigger) returns it; only the fields `tas run` reads are typed. */
export interface TestRun extends TestRunSummary, Video {
  blueprint_metadata?: { title?: string; num_retries?: number };
  results: StepResult[] | null;
  additional_attempts?: Attempt[];
}

export interface TestGroupRun<Run = TestRunSummary> {
  id: number;
  name: string;
  status: 'running' | 'passed' | 'failed';
  test_runs: Run[];
  created_at: string;
  updated_at: string;
}

/** The service asked to be called again later (429 or 503, with `Retry-After` when it said when). */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

/** A failure that may pass on its own (the network, a 502/504): worth a few more tries while polling. */
export class TransientError extends ServiceError {
  override name = 'TransientError';
}

/** Which tests a trigger runs instead of ids: the company's active integration tests matching every filter given. */
export type Selection = NonNullable<BodyOf<'triggerTestGroupRun'>['selection']>;

/** What a trigger changes for its runs only (never for the stored tests): variable values and the starting origin. */
export type Overrides = Pick<BodyOf<'triggerTestGroupRun'>, 'variables' | 'starting_url_base' | 'run_timeout_seconds'>;

/** A selection that matches no active integration test: the service started nothing. */
export class EmptySelectionError extends UsageError {
  override name = 'EmptySelectionError';
}

export interface ApiClient {
  triggerRun(testBlueprintIds: number[], overrides?: Overrides): Promise<TestGroupRun<TestRun>>;
  /**
   * The ids of the tests a selection matches, in the order a trigger runs them (the trigger's `dry_run`: nothing is
   * started, and any number of ids may come back). Overrides are sent so that bad ones are refused before anything
   * starts.
   */
  resolveSelection(selection: Selection, overrides?: Overrides): Promise<number[]>;
  /** Cancels the runs of the group still running; resolves to the group as the cancel settled it. */
  cancelGroup(id: number): Promise<TestGroupRun>;
  getGroup(id: number): Promise<TestGroupRun>;
  getRun(id: number): Promise<TestRun>;
  /** The address of a run in the API, for reports. */
  runUrl(id: number): string;
  groupUrl(id: number): string;
}

/** One request may take this long before it counts as a network failure. */
const REQUEST_TIMEOUT_MS = 30_000;

export { retryAfterMs };

/** What a failure of the typed client means for `tas run`'s exit code. */
function failure(error: unknown): Error {
  if (error instanceof ApiNetworkError) return new TransientError(error.message);
  if (error instanceof ApiResponseError) return new ServiceError(error.message);
  if (!(error instanceof ApiError)) return error as Error;
  const { method, url } = error;
  const body = error.json as { error?: string; message?: string; details?: { path: string; message: string }[] };
  const said = body?.message ? `: ${body.message}` : '';
  const status = `${error.status}${body?.error ? ` ${body.error}` : ''}`;
  if (error.status === 429 || error.status === 503)
    return new RetryLaterError(`the service is busy (${status})`, error.retryAfterMs);
  if (error.status === 401) return new ServiceError(`the service refused the API key (${status})${said}`);
  if (error.status === 403) return new ServiceError(`the service forbids this (${status})${said}`);
  if (error.status === 502 || error.status === 504)
    return new TransientError(`${method} ${url} failed (${status})${said}`);
  if (error.status >= 500) return new ServiceError(`${method} ${url} failed (${status})${said}`);
  const selection = body?.details?.find((d) => d.path === '/selection')?.message;
  if (error.status === 400 && selection && /^matches no active integration test/.test(selection))
    return new EmptySelectionError(`the selection ${selection}`);
  if (error.status === 400 && body?.details?.length) {
    const details = body.details.map((d) => `  ${d.path}: ${d.message}`).join('\n');
    return new UsageError(`the service refused the request (${status})${said}\n${details}`);
  }
  if (error.status === 404) return new NotFoundError(`${url} was not found (${status})${said}`);
  return new UsageError(`the service refused the request (${status})${said}`);
}

/**
 * Builds the client of the service at `apiUrl` (no trailing slash) with `apiKey`: the typed client (client/), whose
 * answers are checked at compile time against the narrower types above, with its failures mapped to exit codes.
 */
export function createApiClient(apiUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): ApiClient {
  const client = createClient({ baseUrl: apiUrl, apiKey, fetch: fetchImpl, timeoutMs: REQUEST_TIMEOUT_MS });
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw failure(error);
    }
  }

  return {
    triggerRun: async (ids, overrides = {}): Promise<TestGroupRun<TestRun>> =>
      (await call(() => client.triggerTestGroupRun({ body: { test_blueprint_ids: ids, ...overrides } })))
        .test_group_run,
    resolveSelection: async (selection, overrides = {}): Promise<number[]> => {
      // The typed client types the trigger's 201; a dry run answers the 200 of `SelectionResolvedResponse`.
      const answer: Record<string, unknown> = await call(() =>
        client.triggerTestGroupRun({ body: { selection, dry_run: true, ...overrides } }),
      );
      const ids = answer.test_blueprint_ids;
      if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id)))
        throw new ServiceError('the service did not answer the ids of the selection (dry_run): is it up to date?');
      return ids as number[];
    },
    cancelGroup: async (id): Promise<TestGroupRun> =>
      (await call(() => client.cancelTestGroupRun({ id }))).test_group_run,
    getGroup: async (id): Promise<TestGroupRun> => (await call(() => client.getTestGroupRun({ id }))).test_group_run,
    getRun: async (id): Promise<TestRun> => (await call(() => client.getTestRun({ test_run_id: id }))).test_run,
    runUrl: (id) => client.urlOf('getTestRun', { test_run_id: id }),
    groupUrl: (id) => client.urlOf('getTestGroupRun', { id }),
  };
}

/** A resource the key cannot see (a group id of another company, a mistyped id). */
export class NotFoundError extends UsageError {
  override name = 'NotFoundError';
}
