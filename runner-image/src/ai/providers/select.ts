/**
 * Which planner a runner uses, from its environment (read once per run):
 *
 * | variable               | meaning                                                                          |
 * |------------------------|----------------------------------------------------------------------------------|
 * | `TAS_AI_PROVIDER`      | `rules` (default, offline), `openai` or `bedrock`                                |
 * | `TAS_OPENAI_BASE_URL`  | chat-completions base URL (default `https://api.openai.com/v1`)                  |
 * | `TAS_OPENAI_API_KEY`   | bearer key (optional for local servers)                                          |
 * | `TAS_OPENAI_MODEL`     | model name (default `gpt-4o-mini`)                                               |
 * | `TAS_BEDROCK_MODEL_ID` | Bedrock model id or inference profile (required for `bedrock`)                   |
 * | `AWS_REGION`           | Bedrock's region                                                                 |
 * | `TAS_AI_SECRET_ARN`    | Secrets Manager secret, JSON `{provider, api_key, base_url, model}`; its fields   |
 * |                        | override the env (so keys need not sit in task definitions)                      |
 * | `TAS_AI_TIMEOUT_MS`    | per model request (default 60000)                                                |
 */
import type { Planner } from '../contract';
import { createRulesPlanner } from '../rules';
import { createOpenAiPlanner } from './openai';

export const AI_ENV = {
  provider: 'TAS_AI_PROVIDER',
  openAiBaseUrl: 'TAS_OPENAI_BASE_URL',
  openAiApiKey: 'TAS_OPENAI_API_KEY',
  openAiModel: 'TAS_OPENAI_MODEL',
  bedrockModelId: 'TAS_BEDROCK_MODEL_ID',
  region: 'AWS_REGION',
  secretArn: 'TAS_AI_SECRET_ARN',
  timeoutMs: 'TAS_AI_TIMEOUT_MS',
} as const;

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export type ProviderName = 'rules' | 'openai' | 'bedrock';

export class AiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiConfigError';
  }
}

/** The secret's shape; every field optional, each overrides its env variable. */
export interface AiSecret {
  provider?: ProviderName;
  api_key?: string;
  base_url?: string;
  model?: string;
}

export interface PlannerConfigDeps {
  /** Reads a secret's string; default: Secrets Manager in `AWS_REGION`. */
  readSecret?: (arn: string) => Promise<string>;
}

// The AWS SDK clients load only when configured: a runner with the rules planner starts without them.
async function defaultReadSecret(arn: string, region: string | undefined): Promise<string> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient(region ? { region } : {});
  const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new AiConfigError(`The AI secret ${arn} has no string value.`);
  return out.SecretString;
}

function providerOf(value: string | undefined): ProviderName {
  const v = (value ?? 'rules').trim().toLowerCase() || 'rules';
  if (v === 'rules' || v === 'openai' || v === 'bedrock') return v;
  throw new AiConfigError(`${AI_ENV.provider} must be rules, openai or bedrock (got "${value}").`);
}

/**
 * The planner the environment asks for. The secret (when `TAS_AI_SECRET_ARN` is set) is read once, here; errors name
 * the missing setting and never include a key.
 */
export async function plannerFromConfig(env: NodeJS.ProcessEnv, deps: PlannerConfigDeps = {}): Promise<Planner> {
  let secret: AiSecret = {};
  const arn = env[AI_ENV.secretArn];
  if (arn) {
    const read = deps.readSecret ?? ((a: string) => defaultReadSecret(a, env[AI_ENV.region]));
    let raw: string;
    try {
      raw = await read(arn);
    } catch (error) {
      throw new AiConfigError(`Could not read the AI secret ${arn}: ${(error as Error).name}.`);
    }
    try {
      secret = JSON.parse(raw) as AiSecret;
    } catch {
      throw new AiConfigError(`The AI secret ${arn} is not JSON ({provider, api_key, base_url, model}).`);
    }
  }
  const provider = providerOf(secret.provider ?? env[AI_ENV.provider]);
  const timeout = Number(env[AI_ENV.timeoutMs]);
  const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : undefined;
  switch (provider) {
    case 'rules':
      return createRulesPlanner();
    case 'openai': {
      const apiKey = secret.api_key ?? env[AI_ENV.openAiApiKey];
      return createOpenAiPlanner({
        baseUrl: secret.base_url ?? env[AI_ENV.openAiBaseUrl] ?? DEFAULT_OPENAI_BASE_URL,
        model: secret.model ?? env[AI_ENV.openAiModel] ?? DEFAULT_OPENAI_MODEL,
        ...(apiKey ? { apiKey } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
      });
    }
    case 'bedrock': {
      const modelId = secret.model ?? env[AI_ENV.bedrockModelId];
      if (!modelId) throw new AiConfigError(`${AI_ENV.provider}=bedrock needs ${AI_ENV.bedrockModelId}.`);
      const region = env[AI_ENV.region];
      const { createBedrockPlanner } = await import('./bedrock');
      return createBedrockPlanner({ modelId, ...(region ? { region } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
    }
  }
}
