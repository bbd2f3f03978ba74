import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiSettingsFromContext } from '../../lib/aws/runner-ai-settings';
import { TestAutomationStack } from '../../lib/aws/stack';
import { testApp } from './test-app';

/**
 * Synthesis is CPU work that waits on nothing: its time is the machine's load times a constant, so the hook's limit
 * only has to catch a hang, not slowness (a 2-core machine at load 35 took two minutes).
 */
const SYNTH_HOOK_MS = 600_000;

/** Each context is synthesized once per file (the tests compare some of them). */
const synthesized = new Map<string, ReturnType<typeof synthOnce>>();
function synth(context: Record<string, string>) {
  const key = JSON.stringify(Object.entries(context).sort());
  const known = synthesized.get(key);
  if (known) return known;
  const made = synthOnce(context);
  synthesized.set(key, made);
  return made;
}

function synthOnce(context: Record<string, string>) {
  const app = testApp({
    context: { 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: false,
  });
  const template = Template.fromStack(new TestAutomationStack(app, 'AiTest'));
  const resources = Object.values(template.toJSON().Resources as Record<string, { Type: string; Properties: any }>);
  const container = resources.find((r) => r.Type === 'AWS::ECS::TaskDefinition')!.Properties.ContainerDefinitions[0];
  const env = Object.fromEntries(
    (container.Environment as { Name: string; Value: unknown }[]).map((e) => [e.Name, e.Value]),
  );
  const statements = resources
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
  const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
  return { env, statements, actions };
}

const SECRET = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-ai-AbCdEf';
const MODEL = { 'tas:bedrockModelId': 'us.amazon.nova-pro-v1:0' };

/** The settings alone, for the contexts the synth refuses (no stack needed to see the refusal). */
const settings = (context: Record<string, string>) => () =>
  aiSettingsFromContext(new Stack(testApp({ context }), 'Context'));

// A synthesis takes seconds: all of them in the hook (whose timeout is long), none inside a test.
beforeAll(() => {
  const contexts: Record<string, string>[] = [
    {},
    { 'tas:aiProvider': 'bedrock', ...MODEL },
    { 'tas:aiProvider': 'rules+bedrock', ...MODEL },
    { 'tas:aiProvider': 'openai', 'tas:aiSecretArn': SECRET },
    { 'tas:aiProvider': 'rules+openai', 'tas:aiSecretArn': SECRET },
  ];
  for (const context of contexts) synth(context);
}, SYNTH_HOOK_MS);

describe('runner AI settings', () => {
  it('runs the offline rules planner and grants no model access by default', () => {
    // Act
    const { env, actions } = synth({});
    // Assess
    expect(env.TAS_AI_PROVIDER).toBeUndefined();
    expect(actions).not.toContain('bedrock:InvokeModel');
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
  });

  it('configures Bedrock and lets the runner invoke that model only', () => {
    // Act
    const { env, statements } = synth({ 'tas:aiProvider': 'bedrock', 'tas:bedrockModelId': 'us.amazon.nova-pro-v1:0' });
    // Assess
    expect(env).toMatchObject({ TAS_AI_PROVIDER: 'bedrock', TAS_BEDROCK_MODEL_ID: 'us.amazon.nova-pro-v1:0' });
    const invoke = statements.find((s) => s.Action === 'bedrock:InvokeModel');
    expect(JSON.stringify(invoke?.Resource)).toContain('foundation-model/amazon.nova-pro-v1:0');
    expect(JSON.stringify(invoke?.Resource)).toContain('inference-profile/us.amazon.nova-pro-v1:0');
  });

  it('reads an OpenAI-compatible key from Secrets Manager, never from the task definition', () => {
    // Prepare
    const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-ai-AbCdEf';
    // Act
    const { env, actions } = synth({ 'tas:aiProvider': 'openai', 'tas:aiSecretArn': arn });
    // Assess
    expect(env).toMatchObject({ TAS_AI_PROVIDER: 'openai', TAS_AI_SECRET_ARN: arn });
    expect(env.TAS_OPENAI_API_KEY).toBeUndefined();
    expect(actions).toContain('secretsmanager:GetSecretValue');
  });

  it('configures rules+bedrock with exactly the grants of bedrock', () => {
    // Prepare
    const model = { 'tas:bedrockModelId': 'us.amazon.nova-pro-v1:0' };
    // Act
    const combined = synth({ 'tas:aiProvider': 'rules+bedrock', ...model });
    const alone = synth({ 'tas:aiProvider': 'bedrock', ...model });
    // Assess
    expect(combined.env).toMatchObject({
      TAS_AI_PROVIDER: 'rules+bedrock',
      TAS_BEDROCK_MODEL_ID: 'us.amazon.nova-pro-v1:0',
    });
    expect(combined.actions).toContain('bedrock:InvokeModel');
    expect(combined.statements).toEqual(alone.statements);
    expect(settings({ 'tas:aiProvider': 'rules+bedrock' })).toThrow(
      'tas:aiProvider=rules+bedrock needs tas:bedrockModelId',
    );
  });

  it('configures rules+openai with exactly the grants of openai (its secret only)', () => {
    // Prepare
    const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-ai-AbCdEf';
    // Act
    const combined = synth({ 'tas:aiProvider': 'rules+openai', 'tas:aiSecretArn': arn });
    const alone = synth({ 'tas:aiProvider': 'openai', 'tas:aiSecretArn': arn });
    // Assess
    expect(combined.env).toMatchObject({ TAS_AI_PROVIDER: 'rules+openai', TAS_AI_SECRET_ARN: arn });
    expect(combined.env.TAS_OPENAI_API_KEY).toBeUndefined();
    expect(combined.actions).toContain('secretsmanager:GetSecretValue');
    expect(combined.actions).not.toContain('bedrock:InvokeModel');
    expect(combined.statements).toEqual(alone.statements);
  });

  it('refuses an unknown provider at synth time, listing the valid ones', () => {
    expect(settings({ 'tas:aiProvider': 'magic' })).toThrow(
      'tas:aiProvider must be one of rules, openai, bedrock, rules+openai, rules+bedrock, not "magic"',
    );
  });
});
