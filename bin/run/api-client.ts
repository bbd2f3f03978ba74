/**
 * The few calls `tas run` makes to the service's HTTP API (docs/api-reference.md), and what their failures mean for
 * it. The key goes in the `X-API-KEY` header only: no message or log ever holds it.
 */
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

/** What `tas run` reads of a step's result. */
export type StepResult = Pick<CoreStepResult, 'step_number' | 'task' | 'is_successful' | 'result' | 'duration'>;

export interface Attempt {
  attempt: number;
  passed: boolean;
  results: StepResult[] | null;
}

/** A test run as `GET /test_run/{id}` (and the trigger) returns it; only the fields `tas run` reads are typed. */
export interface TestRun extends TestRunSummary {
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

export interface ApiClient {
  triggerRun(testBlueprintIds: number[]): Promise<TestGroupRun<TestRun>>;
  getGroup(id: number): Promise<TestGroupRun>;
  getRun(id: number): Promise<TestRun>;
  /** The address of a run in the API, for reports. */
  runUrl(id: number): string;
  groupUrl(id: number): string;
}

/** One request may take this long before it counts as a network failure. */
const REQUEST_TIMEOUT_MS = 30_000;

/** `Retry-After` in ms: delta-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The URL without user info, for messages. */
function shown(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/+$/, '');
}

/** Builds the client of the service at `apiUrl` (no trailing slash) with `apiKey`. */
export function createApiClient(apiUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): ApiClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = apiUrl + path;
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers: {
          'X-API-KEY': apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new TransientError(`cannot reach the service at ${shown(url)}: ${why}`);
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (res.ok) {
      if (parsed === undefined || typeof parsed !== 'object')
        throw new ServiceError(`${method} ${shown(url)} answered ${res.status} without a JSON body: is this the API?`);
      return parsed as T;
    }
    const error = parsed as { error?: string; message?: string; details?: { path: string; message: string }[] };
    const said = error?.message ? `: ${error.message}` : '';
    const status = `${res.status}${error?.error ? ` ${error.error}` : ''}`;
    if (res.status === 429 || res.status === 503)
      throw new RetryLaterError(`the service is busy (${status})`, retryAfterMs(res.headers.get('retry-after')));
    if (res.status === 401) throw new ServiceError(`the service refused the API key (${status})${said}`);
    if (res.status === 403) throw new ServiceError(`the service forbids this (${status})${said}`);
    if (res.status === 502 || res.status === 504)
      throw new TransientError(`${method} ${shown(url)} failed (${status})${said}`);
    if (res.status >= 500) throw new ServiceError(`${method} ${shown(url)} failed (${status})${said}`);
    if (res.status === 400 && error?.details?.length) {
      const details = error.details.map((d) => `  ${d.path}: ${d.message}`).join('\n');
      throw new UsageError(`the service refused the request (${status})${said}\n${details}`);
    }
    if (res.status === 404) throw new NotFoundError(`${shown(url)} was not found (${status})${said}`);
    throw new UsageError(`the service refused the request (${status})${said}`);
  }

  return {
    triggerRun: async (ids) =>
      (
        await call<{ test_group_run: TestGroupRun<TestRun> }>('POST', '/test_group_run/trigger_run', {
          test_blueprint_ids: ids,
        })
      ).test_group_run,
    getGroup: async (id) =>
      (await call<{ test_group_run: TestGroupRun }>('GET', `/test_group_run/${id}`)).test_group_run,
    getRun: async (id) => (await call<{ test_run: TestRun }>('GET', `/test_run/${id}`)).test_run,
    runUrl: (id) => `${shown(apiUrl)}/test_run/${id}`,
    groupUrl: (id) => `${shown(apiUrl)}/test_group_run/${id}`,
  };
}

/** A resource the key cannot see (a group id of another company, a mistyped id). */
export class NotFoundError extends UsageError {
  override name = 'NotFoundError';
}
