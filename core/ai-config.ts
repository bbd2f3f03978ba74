/**
 * The AI planner's configuration: provider names, and its environment variables under the names the runner
 * (`runner-image/src/ai/providers/select.ts`) and the CDK app use. The variables and their defaults are declared
 * with every other one in `core/config.ts`.
 */
import { ENV, ENV_DEFAULTS } from './config';

export const AI_ENV = {
  provider: ENV.aiProvider,
  openAiBaseUrl: ENV.openAiBaseUrl,
  openAiApiKey: ENV.openAiApiKey,
  openAiModel: ENV.openAiModel,
  bedrockModelId: ENV.bedrockModelId,
  region: ENV.region,
  secretArn: ENV.aiSecretArn,
  timeoutMs: ENV.aiTimeoutMs,
} as const;

export const DEFAULT_OPENAI_BASE_URL = ENV_DEFAULTS.openAiBaseUrl;
export const DEFAULT_OPENAI_MODEL = ENV_DEFAULTS.openAiModel;

/** The values `TAS_AI_PROVIDER` (and the secret's `provider`, and CDK's `tas:aiProvider`) accept. */
export const PROVIDER_NAMES = ['rules', 'openai', 'bedrock', 'rules+openai', 'rules+bedrock'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The model a provider setting calls, if any: `rules+bedrock` and `bedrock` both call Bedrock. */
export function modelOf(provider: ProviderName): 'openai' | 'bedrock' | null {
  if (provider === 'rules') return null;
  return provider === 'openai' || provider === 'rules+openai' ? 'openai' : 'bedrock';
}

/** The provider named by `value` (trimmed, any case), or undefined when it names none. */
export function parseProviderName(value: string): ProviderName | undefined {
  const v = value.trim().toLowerCase() || ENV_DEFAULTS.aiProvider;
  return (PROVIDER_NAMES as readonly string[]).includes(v) ? (v as ProviderName) : undefined;
}
