/**
 * `api` steps: one HTTP request with the decisions' retry rules. 2xx/3xx succeed; network errors, timeouts and 5xx
 * are retried `retries` times `backoff_seconds` apart; a 4xx fails at once.
 *
 * Egress: the request goes through the egress guard (egress/guard.ts). An IP literal host is checked before the
 * request; a name is resolved and vetted by the connection's own `lookup`, which connects to the vetted address. A
 * blocked request fails at once, without retries, saying why. Redirects are not followed (`redirect: 'manual'`), so
 * nothing else is ever reached.
 */
import { Agent, type RequestInit as UndiciRequestInit, fetch as undiciFetch } from 'undici';
import { API_REQUEST_DEFAULTS } from '../../../core/defaults';
import type { ApiRequest, ApiResponseSummary } from '../contract';
import { blockedCause, defaultEgressGuard, type EgressGuard } from './egress/guard';

export const API_BODY_PREVIEW_LIMIT = 64 * 1024;

export interface ApiCallResult {
  success: boolean;
  /** A sentence for the step's result. */
  message: string;
  /** The final response, when there was one. */
  response: { status: number; headers: Record<string, string>; body: Buffer; contentType: string } | null;
  attempts: number;
}

/** Sleeps `ms`, rejecting early when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function requestBody(request: ApiRequest): { body?: string; contentType?: string } {
  const method = request.method.toUpperCase();
  if (request.body === undefined || request.body === null || method === 'GET' || method === 'HEAD') return {};
  if (typeof request.body === 'string') return { body: request.body };
  return { body: JSON.stringify(request.body), contentType: 'application/json' };
}

export interface ApiCallOptions {
  /** The egress guard; the process's (`defaultEgressGuard`) by default. */
  egress?: EgressGuard;
}

/** One connection pool per guard, whose connections resolve names through the guard. */
const dispatchers = new WeakMap<EgressGuard, Agent>();

function dispatcherOf(guard: EgressGuard): Agent {
  let agent = dispatchers.get(guard);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guard.lookup } });
    dispatchers.set(guard, agent);
  }
  return agent;
}

/** The host of `url` when it parses (WHATWG normalises `http://2852039166/` to `169.254.169.254`), else null. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** Performs the request (already variable-substituted) with timeout, retries and backoff. */
export async function callApi(
  request: ApiRequest,
  signal: AbortSignal,
  options: ApiCallOptions = {},
): Promise<ApiCallResult> {
  const method = request.method.toUpperCase();
  const guard = options.egress ?? defaultEgressGuard();
  const blocked = (reason: string): ApiCallResult => ({
    success: false,
    message: `${method} ${request.url} was blocked: ${reason}`,
    response: null,
    attempts: 1,
  });
  const host = hostOf(request.url);
  const literalReason = host === null ? null : guard.checkLiteral(host);
  if (literalReason) return blocked(literalReason);
  const { body, contentType } = requestBody(request);
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  if (contentType && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = contentType;
  }
  // A request stored without these fields gets the API's defaults, not none.
  const retries = Math.max(0, Math.trunc(request.retries ?? API_REQUEST_DEFAULTS.retries));
  const timeoutMs = Math.max(1, (request.timeout ?? API_REQUEST_DEFAULTS.timeout) * 1000);
  const backoffMs = Math.max(0, (request.backoff_seconds ?? API_REQUEST_DEFAULTS.backoff_seconds) * 1000);
  let last: ApiCallResult = { success: false, message: 'The request was not sent.', response: null, attempts: 0 };
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    if (attempt > 1) await sleep(backoffMs, signal);
    const tries = attempt === 1 ? '' : ` after ${attempt} attempts`;
    try {
      const init: UndiciRequestInit = {
        method,
        headers,
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        redirect: 'manual',
        dispatcher: dispatcherOf(guard),
      };
      if (body !== undefined) init.body = body;
      const res = await undiciFetch(request.url, init);
      const buffer = Buffer.from(await res.arrayBuffer());
      const response = {
        status: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        body: buffer,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
      if (res.status < 400) {
        return {
          success: true,
          message: `${method} ${request.url} answered ${res.status}${tries}.`,
          response,
          attempts: attempt,
        };
      }
      last = {
        success: false,
        message: `${method} ${request.url} answered ${res.status}${tries}.`,
        response,
        attempts: attempt,
      };
      if (res.status < 500) return last;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const egress = blockedCause(error);
      if (egress) return { ...blocked(egress.reason), attempts: attempt };
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const why = timedOut ? `timed out after ${timeoutMs / 1000} s` : `failed: ${networkReason(error)}`;
      last = { success: false, message: `${method} ${request.url} ${why}${tries}.`, response: null, attempts: attempt };
    }
  }
  return last;
}

function networkReason(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message) return cause.message;
    return error.message;
  }
  return String(error);
}

/** The `api_response` summary: body parsed as JSON when it is JSON, else text cut at 64 KiB. */
export function summarizeResponse(response: NonNullable<ApiCallResult['response']>): ApiResponseSummary {
  const text = response.body.toString('utf8');
  let body: unknown;
  try {
    // Only a body that fits the preview is parsed: a huge JSON document would bloat the stored results.
    body = response.body.length <= API_BODY_PREVIEW_LIMIT ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (body === undefined) body = text.length > API_BODY_PREVIEW_LIMIT ? text.slice(0, API_BODY_PREVIEW_LIMIT) : text;
  return { status: response.status, headers: response.headers, body };
}
