/**
 * The per-key rate limit on AWS: every API function gets its settings (cdk.json's, or the context's), and the
 * functions behind an API key may update the rate-limit items and nothing else beyond their route's access, as the
 * synthesized policies say and a small IAM evaluator confirms.
 */
import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { fallbackHandler, routes } from '../../lambdas/http/routes';
import { hashApiKey } from '../../lambdas/services/auth';
import { TestAutomationStack } from '../../lib/aws/stack';
import { evaluate, resolve, type Statement } from './iam-evaluator';
import { testApp } from './test-app';

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

function synthesize(context: Record<string, unknown> = {}) {
  const app = testApp({
    context: { ...cdkContext, ...context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stack = new TestAutomationStack(app, 'RateLimitTest');
  const resources = Template.fromStack(stack).toJSON().Resources as Resources;
  return { stack, resources };
}

/** Each API function's environment and DynamoDB policy statements (resolved to ARNs), by handler. */
function apiFunctions({ stack, resources }: ReturnType<typeof synthesize>) {
  const types = Object.fromEntries(Object.entries(resources).map(([id, r]) => [id, r.Type]));
  return new Map(
    [...stack.api.functions].map(([handler, fn]) => {
      const id = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
      const statements = Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties!.Roles.some((ref: any) => ref.Ref === roleId))
        .flatMap((r) => r.Properties!.PolicyDocument.Statement as Statement[])
        // The table's statements (logs and X-Ray are checked in api-stack.test.ts).
        .filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')))
        .map((s) => resolve(s, types) as Statement);
      const variables = resources[id]!.Properties!.Environment.Variables as Record<string, unknown>;
      return [handler, { variables, statements }];
    }),
  );
}

const authenticated = routes.filter((r) => !r.public).map((r) => r.handler);
const unauthenticated = [...routes.filter((r) => r.public).map((r) => r.handler), fallbackHandler];

describe('per-key rate limit on AWS', () => {
  let defaults: ReturnType<typeof synthesize>;
  let configured: ReturnType<typeof synthesize>;
  let tableArn: string;

  // Syntheses are CPU work that waits on nothing: done in the hook, whose limit only has to catch a hang.
  beforeAll(() => {
    defaults = synthesize();
    configured = synthesize({ 'tas:rateLimitPerSecond': 5, 'tas:rateLimitBurst': '12' });
    tableArn = `arn:aws:dynamodb:us-east-1:111122223333:table/${defaults.stack.getLogicalId(defaults.stack.table.node.defaultChild as never)}`;
  }, 600_000);

  it('gives every API function the limit of cdk.json: 20 requests/s, bursts of 40', () => {
    // Act
    const functions = apiFunctions(defaults);

    // Assess
    expect(functions.size).toBe(new Set([...routes.map((r) => r.handler), fallbackHandler]).size);
    expect(cdkContext).toMatchObject({ 'tas:rateLimitPerSecond': 20, 'tas:rateLimitBurst': 40 });
    for (const [handler, { variables }] of functions) {
      expect(variables, handler).toMatchObject({ [ENV.rateLimitPerSecond]: '20', [ENV.rateLimitBurst]: '40' });
    }
  });

  it('gives every API function the limit given as context', () => {
    // Act
    const functions = apiFunctions(configured);

    // Assess
    for (const [handler, { variables }] of functions) {
      expect(variables, handler).toMatchObject({ [ENV.rateLimitPerSecond]: '5', [ENV.rateLimitBurst]: '12' });
    }
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    // Assess
    expect(() => synthesize({ 'tas:rateLimitPerSecond': 0 })).toThrow(/tas:rateLimitPerSecond/);
    expect(() => synthesize({ 'tas:rateLimitBurst': 'many' })).toThrow(/tas:rateLimitBurst/);
  });

  it('lets the functions behind an API key update the rate-limit item of a key hash, and nothing else of the table more', () => {
    // Prepare
    const functions = apiFunctions(defaults);
    const rateItem = { 'dynamodb:LeadingKeys': [`RATE#${hashApiKey('tas_some-key')}`] };

    for (const handler of authenticated) {
      const { statements } = functions.get(handler)!;
      const request = (action: string, context?: Record<string, string[]>) =>
        evaluate(statements, { action, resource: tableArn, ...(context && { context }) });
      // Without the rate-limit statement: what the route's own access allows.
      const own = statements.filter((s) => !JSON.stringify(s.Condition ?? {}).includes('RATE#'));
      const ownRequest = (action: string, context?: Record<string, string[]>) =>
        evaluate(own, { action, resource: tableArn, ...(context && { context }) });

      // Act
      const decisions = {
        update: request('dynamodb:UpdateItem', rateItem),
        otherActions: ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'].map((a) =>
          request(a, rateItem) === ownRequest(a, rateItem) ? 'as the route' : 'widened',
        ),
        updateElsewhere: [['C#1'], ['APIKEY#abc'], ['SEQ'], ['RATE#abc', 'C#1'], undefined].map((keys) =>
          request('dynamodb:UpdateItem', keys && { 'dynamodb:LeadingKeys': keys }) ===
          ownRequest('dynamodb:UpdateItem', keys && { 'dynamodb:LeadingKeys': keys })
            ? 'as the route'
            : 'widened',
        ),
      };

      // Assess
      expect(decisions, handler).toEqual({
        update: 'allow',
        otherActions: ['as the route', 'as the route', 'as the route'],
        updateElsewhere: ['as the route', 'as the route', 'as the route', 'as the route', 'as the route'],
      });
    }
  });

  it('lets a read-only function update the rate-limit items and write nothing else', () => {
    // Prepare
    const { statements } = apiFunctions(defaults).get('test-blueprint-list')!;

    // Act
    const decide = (action: string, keys: string[]) =>
      evaluate(statements, { action, resource: tableArn, context: { 'dynamodb:LeadingKeys': keys } });

    // Assess
    expect(decide('dynamodb:UpdateItem', ['RATE#abc'])).toBe('allow');
    expect(decide('dynamodb:UpdateItem', ['C#1'])).toBe('implicit deny');
    expect(decide('dynamodb:PutItem', ['RATE#abc'])).toBe('implicit deny');
    expect(decide('dynamodb:DeleteItem', ['RATE#abc'])).toBe('implicit deny');
  });

  it('grants the public functions and the fallback nothing on the rate-limit items', () => {
    // Prepare
    const functions = apiFunctions(defaults);

    for (const handler of unauthenticated) {
      // Act
      const decision = evaluate(functions.get(handler)!.statements, {
        action: 'dynamodb:UpdateItem',
        resource: tableArn,
        context: { 'dynamodb:LeadingKeys': ['RATE#abc'] },
      });

      // Assess
      expect(decision, handler).toBe('implicit deny');
    }
  });
});
