/**
 * The runner's AI planner settings on AWS: which planner plans `act`/`assert` steps and with which model, how they are
 * read from CDK context, and the variables they give the runner's container.
 */
import type { Construct } from 'constructs';
import { AI_ENV, modelOf, PROVIDER_NAMES, type ProviderName, parseProviderName } from '../../core/ai-config';

/** How runners plan AI steps on AWS (the same settings as the `TAS_AI_*` variables locally). */
export interface RunnerAiSettings {
  /** `rules`, a model (`openai`, `bedrock`), or rules first and the model for the rest (`rules+openai`...). */
  readonly provider: ProviderName;
  /** Bedrock model id or inference profile id, for `bedrock` and `rules+bedrock`. */
  readonly bedrockModelId?: string;
  /** OpenAI-compatible base URL and model, for `openai` and `rules+openai`. */
  readonly openAiBaseUrl?: string;
  readonly openAiModel?: string;
  /** A Secrets Manager secret `{provider, api_key, base_url, model}` (the key never sits in the task definition). */
  readonly secretArn?: string;
}

/** Reads the AI settings from CDK context (`tas:aiProvider`, `tas:bedrockModelId`, `tas:openAiBaseUrl`,
 * `tas:openAiModel`, `tas:aiSecretArn`), e.g. `cdk deploy -c tas:aiProvider=bedrock -c tas:bedrockModelId=...`. */
export function aiSettingsFromContext(scope: Construct): RunnerAiSettings | undefined {
  const get = (key: string) => scope.node.tryGetContext(`tas:${key}`) as string | undefined;
  const given = get('aiProvider');
  if (!given) return undefined;
  const provider = parseProviderName(given);
  if (!provider) throw new Error(`tas:aiProvider must be one of ${PROVIDER_NAMES.join(', ')}, not "${given}"`);
  if (modelOf(provider) === 'bedrock' && !get('bedrockModelId'))
    throw new Error(`tas:aiProvider=${provider} needs tas:bedrockModelId`);
  return {
    provider,
    bedrockModelId: get('bedrockModelId'),
    openAiBaseUrl: get('openAiBaseUrl'),
    openAiModel: get('openAiModel'),
    secretArn: get('aiSecretArn'),
  };
}

export function aiEnvironment(ai: RunnerAiSettings | undefined): Record<string, string> {
  if (!ai) return {};
  const env: Record<string, string | undefined> = {
    [AI_ENV.provider]: ai.provider,
    [AI_ENV.bedrockModelId]: ai.bedrockModelId,
    [AI_ENV.openAiBaseUrl]: ai.openAiBaseUrl,
    [AI_ENV.openAiModel]: ai.openAiModel,
    [AI_ENV.secretArn]: ai.secretArn,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
