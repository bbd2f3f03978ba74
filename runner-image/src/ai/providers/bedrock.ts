/**
 * The `bedrock` planner: Amazon Bedrock's Converse API with `toolConfig` (any model with tool use: Claude, Nova,
 * Llama, Mistral...). Same prompt and tools as `openai` (see prompt.ts); only the wire format differs. The SDK client
 * retries throttling and 5xx itself; each call also has a timeout.
 */
import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type Message,
  type Tool,
  type ToolResultBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { ENV_DEFAULTS } from '../../../../core/config';
import type { Planner } from '../contract';
import { createModelPlanner } from './model-planner';
import { ModelProviderError } from './openai';
import type { ModelMessage, ModelReply, ModelRequest, ModelTransport } from './prompt';

export interface BedrockOptions {
  /** A model id or inference profile, e.g. `anthropic.claude-3-5-sonnet-20240620-v1:0`, `amazon.nova-pro-v1:0`. */
  modelId: string;
  region?: string;
  client?: BedrockRuntimeClient;
  /** Per request, ms. Default 60 s. */
  timeoutMs?: number;
  maxTokens?: number;
}

function wireMessages(messages: ModelMessage[]): Message[] {
  return messages.map((m): Message => {
    if (m.role === 'user') {
      const content: ContentBlock[] = [
        { text: m.text },
        ...m.images.map((bytes): ContentBlock => ({ image: { format: 'jpeg', source: { bytes } } })),
      ];
      return { role: 'user', content };
    }
    if (m.role === 'assistant') {
      const content: ContentBlock[] = [
        ...(m.text ? [{ text: m.text }] : []),
        ...m.toolCalls.map(
          (c): ContentBlock => ({
            toolUse: { toolUseId: c.id, name: c.name, input: typeof c.args === 'string' ? {} : (c.args as never) },
          }),
        ),
      ];
      return { role: 'assistant', content };
    }
    return {
      role: 'user',
      content: m.results.map(
        (r): ContentBlock => ({
          toolResult: {
            toolUseId: r.id,
            content: [{ text: r.content }],
            status: r.isError ? 'error' : 'success',
          } satisfies ToolResultBlock,
        }),
      ),
    };
  });
}

export function createBedrockTransport(options: BedrockOptions): ModelTransport {
  const client = options.client ?? new BedrockRuntimeClient({ ...(options.region ? { region: options.region } : {}) });
  const timeoutMs = options.timeoutMs ?? ENV_DEFAULTS.aiTimeoutMs;
  return {
    provider: 'bedrock',
    async complete(request: ModelRequest): Promise<ModelReply> {
      const tools: Tool[] = request.tools.map((t) => ({
        toolSpec: { name: t.name, description: t.description, inputSchema: { json: t.parameters as never } },
      }));
      const command = new ConverseCommand({
        modelId: options.modelId,
        system: [{ text: request.system }],
        messages: wireMessages(request.messages),
        toolConfig: { tools, toolChoice: { any: {} } },
        inferenceConfig: { maxTokens: options.maxTokens ?? 1024, temperature: 0 },
      });
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const out = await client.send(command, { abortSignal: AbortSignal.any([request.signal, timeout]) });
        const content = out.output?.message?.content ?? [];
        const text = content
          .map((b) => b.text)
          .filter((t): t is string => typeof t === 'string')
          .join('\n');
        const toolCalls = content
          .filter((b) => b.toolUse)
          .map((b, i) => {
            const input = b.toolUse?.input;
            const args =
              input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
            return { id: b.toolUse?.toolUseId ?? `tool_${i}`, name: b.toolUse?.name ?? '', args };
          });
        return { text: text || null, toolCalls };
      } catch (error) {
        const what = request.signal.aborted
          ? 'stopped before the model answered'
          : timeout.aborted
            ? `no answer within ${timeoutMs} ms`
            : `${(error as Error).name}: ${(error as Error).message}`;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        throw new ModelProviderError(`bedrock model ${options.modelId}: ${what}`, status);
      }
    },
  };
}

/** The `bedrock` Planner. */
export function createBedrockPlanner(options: BedrockOptions): Planner {
  return createModelPlanner(createBedrockTransport(options));
}
