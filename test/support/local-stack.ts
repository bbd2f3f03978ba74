import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { runtime } from '../../lambdas/compose/runtime';
import { configureHandlers, type LocalStack, type LocalStackOptions, startLocalStack } from '../../lib/local/stack';
import { conformanceProblem } from './openapi-conformance';
import type { SharedStackInfo } from './stack-broker';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A client of the local stack's HTTP API with one company's key; it throws on an answer the OpenAPI document does not describe. */
export interface ApiClient {
  key: string;
  companyId: number;
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(path: string): Promise<ApiResponse<T>>;
}

export interface TestStack {
  stack: LocalStack;
  url: string;
  /** The default company (mobile concurrency 1, browser concurrency 2). */
  api: ApiClient;
  /** Creates another company and returns a client holding its key. */
  newCompany(plan?: { mobileConcurrency?: number; browserConcurrency?: number }): Promise<ApiClient>;
  /** A client with an arbitrary key (for auth tests). */
  clientWithKey(key: string): ApiClient;
  stop(): Promise<void>;
}

export function client(url: string, key: string, companyId: number, checkAnswers = true): ApiClient {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { 'X-API-KEY': key, ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json', ...init.headers };
    }
    const res = await fetch(url + path, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // leave as text: the assertion on it will say what came back
    }
    // Every answer a test sees is one the OpenAPI document describes (test/support/openapi-conformance.ts).
    const problem = checkAnswers ? conformanceProblem(method, path, res.status, parsed) : undefined;
    if (problem) throw new Error(problem);
    return { status: res.status, headers: res.headers, body: parsed as any };
  };
  return {
    key,
    companyId,
    request,
    get: (p) => request('GET', p),
    post: (p, b) => request('POST', p, b ?? {}),
    put: (p, b) => request('PUT', p, b),
    delete: (p) => request('DELETE', p),
  };
}

/** The run's shared DynamoDB Local (stack-broker.ts) and a new table in it. */
async function sharedDynamo(): Promise<{ endpoint: string; table: string }> {
  const res = await fetch(`${inject('stackBroker')}/dynamodb`);
  if (!res.ok) throw new Error(await res.text());
  const { endpoint } = (await res.json()) as { endpoint: string };
  return { endpoint, table: `tas-test-${process.pid}-${randomBytes(4).toString('hex')}` };
}

/**
 * Starts a real local stack (S3 server, HTTP API, runners) on free ports in a temporary data dir, with its data in a
 * table of its own in the run's DynamoDB Local. Pass `dataDir` to keep data between two stacks (persistence tests): the
 * stack then starts a DynamoDB Local of its own, on disk. `runnerEnv` is added to
 * the environment of the stack's runner processes (e.g. a planner: `TAS_AI_PROVIDER`, `TAS_OPENAI_BASE_URL`).
 * The local Appium server (a Node process of its own, about 2.5 s of CPU to start) only with `appium: true`, for the
 * files that run mobile tests; `npm start` always starts it.
 */
export async function startTestStack(
  options: {
    dataDir?: string;
    apiKey?: string;
    runnerEnv?: Record<string, string>;
    appium?: boolean;
    workflowHandlers?: LocalStackOptions['workflowHandlers'];
    /** Check every answer against the OpenAPI document (default true; a bench turns it off, see client). */
    checkAnswers?: boolean;
  } = {},
): Promise<TestStack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tas-test-'));
  // In memory in a test run: a table of its own in the run's shared DynamoDB Local (stack-broker.ts); outside one (the
  // benches), in a DynamoDB Local of its own in memory; on disk: a DynamoDB Local of its own.
  const inMemory = options.dataDir === undefined;
  const dynamo = inMemory && process.env.VITEST ? await sharedDynamo() : undefined;
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    apiKey: options.apiKey,
    ...(dynamo ? { dynamo } : { inMemory }),
    appium: options.appium ?? false,
    ...(options.runnerEnv ? { runnerEnv: options.runnerEnv } : {}),
    ...(options.workflowHandlers ? { workflowHandlers: options.workflowHandlers } : {}),
    log: () => undefined,
  });
  return {
    stack,
    url: stack.url,
    api: client(stack.url, stack.apiKey, stack.defaultCompanyId, options.checkAnswers ?? true),
    async newCompany(plan = {}) {
      const created = await runtime().companies.create({ name: `Company ${Date.now()}`, ...plan });
      return client(stack.url, created.api_key, created.company_id, options.checkAnswers ?? true);
    },
    clientWithKey: (key) => client(stack.url, key, 0),
    async stop() {
      await stack.stop();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's view of the shared stack: its own company, so no data leaks between files. */
export interface SharedTestStack {
  url: string;
  /** A company of this test file alone (mobile concurrency 1, browser concurrency 2). */
  api: ApiClient;
  /** Creates another company and returns a client holding its key. */
  newCompany(plan?: { mobileConcurrency?: number; browserConcurrency?: number }): Promise<ApiClient>;
  /** A client with an arbitrary key (for auth tests). */
  clientWithKey(key: string): ApiClient;
  /** Nothing to stop: the stack outlives the file (stack-broker.ts stops it after the run). */
  stop(): Promise<void>;
}

/**
 * The local stack shared by every test file of the run (started by the first file that asks, see stack-broker.ts),
 * with a company of the calling file's own. Files that need a stack's internals (its workflow, its runner settings,
 * its data dir) start their own with `startTestStack`.
 */
export async function sharedTestStack(): Promise<SharedTestStack> {
  const res = await fetch(inject('stackBroker'));
  if (!res.ok) throw new Error(await res.text());
  const info = (await res.json()) as SharedStackInfo;
  // Direct reads and writes of this process (companies, run records) go to the shared stack's stores.
  configureHandlers(info.dynamoEndpoint, info.s3Endpoint, info.dataDir, info.table);
  const newCompany = async (plan: { mobileConcurrency?: number; browserConcurrency?: number } = {}) => {
    const created = await runtime().companies.create({ name: `Company ${Date.now()}`, ...plan });
    return client(info.url, created.api_key, created.company_id);
  };
  return {
    url: info.url,
    api: await newCompany(),
    newCompany,
    clientWithKey: (key) => client(info.url, key, 0),
    stop: async () => undefined,
  };
}
