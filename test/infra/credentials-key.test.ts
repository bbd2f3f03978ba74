import { readFileSync } from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { routes } from '../../lambdas/http/routes';
import { TestAutomationStack } from '../../lib/aws/stack';
import { testApp } from './test-app';

const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

describe('credentials key', () => {
  let stack: TestAutomationStack;
  let template: Template;
  let keyId: string;

  beforeAll(() => {
    // Prepare
    const app = testApp({
      context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });

    // Act
    stack = new TestAutomationStack(app, 'CredentialsKeyStack');
    template = Template.fromStack(stack);
    keyId = stack.getLogicalId(stack.credentialsKey.node.defaultChild as never);
  });

  it('creates one retained KMS key with rotation', () => {
    // Assess
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });

  it('gives the key ARN in TAS_KMS_KEY_ID to the functions that store credentials, and to no other', () => {
    // Prepare
    const resources = template.toJSON().Resources;
    const sealing = routes.filter((r) => r.access.credentialsKey?.includes('encrypt')).map((r) => r.handler);

    // Act
    const keyIds = [...stack.api.functions]
      .map(([handler, fn]) => {
        const resource = resources[stack.getLogicalId(fn.node.defaultChild as never)];
        return [handler, resource.Properties.Environment.Variables[ENV.kmsKeyId]] as const;
      })
      .filter(([, value]) => value !== undefined);

    // Assess
    expect(sealing.sort()).toEqual(['test-blueprint-create', 'test-blueprint-update']);
    expect(Object.fromEntries(keyIds)).toEqual(
      Object.fromEntries(sealing.map((handler) => [handler, { 'Fn::GetAtt': [keyId, 'Arn'] }])),
    );
  });

  it('lets those functions generate data keys with that key only, and no API function decrypt', () => {
    // Prepare
    // (the runner only decrypts, through its tenant role; tenant-isolation.test.ts checks it)
    const policies = Object.entries(template.findResources('AWS::IAM::Policy'))
      .filter(([id]) => !id.startsWith('RunsRunnerTask') && !id.startsWith('RunsTenantRole'))
      .map(([, p]) => p);

    // Act
    const kmsStatements = policies.flatMap((p) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).filter((s) =>
        [s.Action].flat().some((a) => a.startsWith('kms:')),
      ),
    );

    // Assess
    expect(kmsStatements).toHaveLength(2);
    for (const s of kmsStatements) {
      expect([s.Action].flat()).toEqual(['kms:GenerateDataKey']);
      expect(s.Resource).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    }
  });
});
