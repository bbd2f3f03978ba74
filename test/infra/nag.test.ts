import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aslErrors,
  type NagFinding,
  sourceDefinition,
  synthesize,
  synthesizedDefinitions,
  unacknowledgedNagFindings,
} from '../../scripts/check-aws';

/**
 * Synthesis is CPU work that waits on nothing: its time is the machine's load times a constant, so the hook's limit
 * only has to catch a hang, not slowness (a 2-core machine at load 35 took two minutes).
 */
const SYNTH_HOOK_MS = 600_000;

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

/** The stack as `npm run check:aws` synthesizes it, with `context` on top of cdk.json's. */
function synthesized(context: Record<string, unknown> = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'tas-nag-'));
  outdirs.push(outdir);
  return synthesize(outdir, context);
}

// Synthesis and the rules take seconds each: done once, in the hooks (whose timeout is long), not in the tests.
let defaults: ReturnType<typeof synthesized>;
let defaultFindings: NagFinding[];
let configuredFindings: NagFinding[];

beforeAll(() => {
  defaults = synthesized();
  defaultFindings = unacknowledgedNagFindings(defaults.app);
  const configured = synthesized({
    'tas:mobileProvider': 'browserstack',
    'tas:mobileProviderSecretArn': 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-mobile-AbCdEf',
    'tas:aiProvider': 'rules+bedrock',
    'tas:bedrockModelId': 'us.amazon.nova-pro-v1:0',
    'tas:aiSecretArn': 'arn:aws:secretsmanager:us-east-1:123456789012:secret:tas-ai-AbCdEf',
    'tas:alarmTopicArn': 'arn:aws:sns:us-east-1:123456789012:tas-alarms',
  });
  configuredFindings = unacknowledgedNagFindings(configured.app);
}, SYNTH_HOOK_MS);

describe('cdk-nag AwsSolutions rules', () => {
  it('leaves no finding unacknowledged on the default deployment', () => {
    // Assess
    expect(defaultFindings).toEqual([]);
  });

  it('leaves no finding unacknowledged with a device cloud, a Bedrock model, an AI secret and an alarm topic', () => {
    // Assess
    expect(configuredFindings).toEqual([]);
  });

  it('acknowledges findings one resource at a time, by exact rule id, each with a reason of its own', () => {
    // Act
    const acknowledged = defaults.stack.nagAcknowledgements;

    // Assess
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const a of acknowledged) {
      expect(a.id).toMatch(/^AwsSolutions-[A-Z]+[0-9]+(\[.+\])?$/);
      // Never the whole stack or a subtree: the path is a CloudFormation resource.
      expect(a.path).toMatch(/\/(Resource|DefaultPolicy\/Resource)$/);
      expect(a.reason.length).toBeGreaterThan(60);
    }
    // IAM5 (wildcards) only ever with the exact finding, never the whole rule.
    expect(acknowledged.filter((a) => a.id === 'AwsSolutions-IAM5')).toEqual([]);
    const pairs = acknowledged.map((a) => `${a.id} ${a.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('asl-validator on the run state machine', () => {
  it('accepts the definition the template builds and the definition file every deployment renders', () => {
    // Act
    const definitions = Object.values(synthesizedDefinitions(defaults.template));

    // Assess
    expect(definitions).toHaveLength(1);
    for (const definition of [...definitions, sourceDefinition()]) expect(aslErrors(definition)).toEqual([]);
  });

  it('reports a transition to a state that does not exist, and a task resource that is not an ARN', () => {
    // Prepare
    const task = (resource: string, next: string) => ({
      StartAt: 'First',
      States: { First: { Type: 'Task', Resource: resource, Next: next }, Done: { Type: 'Succeed' } },
    });

    // Act
    const missing = aslErrors(task('arn:aws:lambda:us-east-1:123456789012:function:x', 'Missing'));
    const notArn = aslErrors(task('not-an-arn', 'Done'));
    const valid = aslErrors(task('arn:aws:lambda:us-east-1:123456789012:function:x', 'Done'));

    // Assess
    expect(missing.join('\n')).toMatch(/MISSING_TRANSITION_TARGET.*Missing/);
    expect(notArn.join('\n')).toMatch(/\/States\/First\/Resource is invalid/);
    expect(valid).toEqual([]);
  });
});
