/**
 * The `openai` planner: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style gateways, vLLM, Ollama,
 * llama.cpp, LM Studio...), `POST {baseUrl}/chat/completions` with function-calling `tools`.
 *
 * Each request has a timeout; 429 and 5xx answers (and network errors) are retried with exponential backoff,
 * honouring `Retry-After`. Errors name the provider, URL and status, and never carry the API key.
 */

import { ENV_DEFAULTS } from '../../../../core/config';
import type { Planner } from '../contract';
import { createModelPlanner } from './model-planner';
import type { ModelMessage, ModelReply, ModelRequest, ModelTransport, ToolCall } from './prompt';

export interface OpenAiOptions {
  /** e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; optional for local servers. */
  apiKey?: string;
  model: string;
  /** Per request, ms. Default 60 s. */
  timeoutMs?: number;
  /** Retries after a 429/5xx/network error. Default 3. */
  maxRetries?: number;
  /** First backoff, ms (doubled each retry). Default 1 s. */
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

export class ModelProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelProviderError';
  }
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;
const MAX_BACKOFF_MS = 20_000;

/** Removes the key from any text that might carry it back (echoing servers, proxies). */
function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('***') : text;
}

function wireMessages(system: string, messages: ModelMessage[]): unknown[] {
  const out: unknown[] = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'user') {
      out.push({
        role: 'user',
        content: [
          { type: 'text', text: m.text },
          ...m.images.map((img) => ({
            type: 'image_url',
            image_url: { url: `data:image/jpeg;base64,${img.toString('base64')}` },
          })),
        ],
      });
    } else if (m.role === 'assistant') {
      out.push({
        role: 'assistant',
        content: m.text,
        tool_calls: m.toolCalls.map((c) => ({
          id: c.id,
          type: 'function',
          function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) },
        })),
      });
    } else {
      for (const r of m.results) out.push({ role: 'tool', tool_call_id: r.id, content: r.content });
    }
  }
  return out;
}

interface WireToolCall {
  id?: string;
  function?: { name?: string; arguments?: string };
}

function replyOf(body: unknown): ModelReply {
  const message = (body as { choices?: { message?: { content?: unknown; tool_calls?: WireToolCall[] } }[] })
    ?.choices?.[0]?.message;
  if (!message) throw new ModelProviderError('The model server answered without choices[0].message.');
  const toolCalls: ToolCall[] = (message.tool_calls ?? []).map((c, i) => {
    const raw = c.function?.arguments ?? '{}';
    let args: ToolCall['args'];
    try {
      const parsed: unknown = JSON.parse(raw || '{}');
      args = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : raw;
    } catch {
      args = raw;
    }
    return { id: c.id ?? `call_${i}`, name: c.function?.name ?? '', args };
  });
  return { text: typeof message.content === 'string' ? message.content : null, toolCalls };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The chat-completions transport. */
export function createOpenAiTransport(options: OpenAiOptions): ModelTransport {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? ENV_DEFAULTS.aiTimeoutMs;
  const maxRetries = options.maxRetries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const doFetch = options.fetch ?? fetch;
  const fail = (message: string, status?: number) =>
    new ModelProviderError(redact(`openai model ${options.model} at ${url}: ${message}`, options.apiKey), status);

  return {
    provider: 'openai',
    async complete(request: ModelRequest): Promise<ModelReply> {
      const body = JSON.stringify({
        model: options.model,
        messages: wireMessages(request.system, request.messages),
        tools: request.tools.map((t) => ({
          type: 'function',
          function: { name: t.name, description: t.description, parameters: t.parameters },
        })),
        tool_choice: 'required',
        temperature: 0,
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      for (let attempt = 0; ; attempt++) {
        if (request.signal.aborted) throw fail('stopped before the model answered.');
        const timeout = AbortSignal.timeout(timeoutMs);
        let response: Response;
        let text: string;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.any([request.signal, timeout]),
          });
          text = await response.text();
        } catch (error) {
          if (request.signal.aborted) throw fail('stopped before the model answered.');
          const what = timeout.aborted
            ? `no answer within ${timeoutMs} ms`
            : `request failed (${(error as Error).message})`;
          if (attempt < maxRetries && !timeout.aborted) {
            await sleep(Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** attempt), request.signal);
            continue;
          }
          throw fail(`${what}.`);
        }
        if (!response.ok) {
          if (RETRYABLE(response.status) && attempt < maxRetries) {
            const wait = retryAfterMs(response.headers.get('retry-after')) ?? retryBaseMs * 2 ** attempt;
            await sleep(Math.min(MAX_BACKOFF_MS, wait), request.signal);
            continue;
          }
          let detail = text.slice(0, 300);
          try {
            const parsed = JSON.parse(text) as { error?: { message?: string } | string };
            detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? detail);
          } catch {
            // not JSON: keep the text
          }
          const retried = attempt > 0 ? ` after ${attempt + 1} attempts` : '';
          throw fail(`HTTP ${response.status}${retried}: ${detail.slice(0, 300)}`, response.status);
        }
        try {
          return replyOf(JSON.parse(text));
        } catch (error) {
          throw fail(error instanceof ModelProviderError ? error.message : 'the answer is not JSON.');
        }
      }
    },
  };
}

/** The `openai` Planner. */
export function createOpenAiPlanner(options: OpenAiOptions): Planner {
  return createModelPlanner(createOpenAiTransport(options));
}
