/**
 * `npm run check:aws`: the checks a reviewer of the AWS deployment runs, on one synthesis of the stack (into a
 * temporary directory, removed afterwards unless `--keep`):
 *
 * 1. cdk-nag's AWS Solutions rules: no finding may be left unacknowledged (acknowledgements, each with its reason, are
 *    in `lib/aws/nag-acknowledgements.ts`).
 * 2. cfn-lint on the template: no error, warning or informational finding. cfn-lint is a Python tool, not an npm
 *    package: when it is not installed (`pip install cfn-lint`) the check says so and is skipped, unless
 *    `--require-cfn-lint` makes that a failure.
 * 3. asl-validator on the run state machine: the definition the template builds (its references filled with
 *    ARN-shaped values) and the one definition file both AWS and the local executor render.
 *
 * The synthesis skips asset bundling (the template is the same apart from asset hashes); `npm run synth` does the
 * full one. Exit code 0 when every check that ran passed, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TestAutomationStack } from '../lib/aws/stack';
import { definitionText, PLACEHOLDERS, type Placeholder, renderDefinition } from '../lib/workflow/definition';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The stack's id in `bin/app.ts`: the state machine's name derives from it. */
export const STACK_ID = 'TestAutomationService';

type Template = { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> };

/** The app as `cdk synth` builds it (cdk.json's context), without bundling assets, and its template. */
export function synthesize(outdir: string, context: Record<string, unknown> = {}) {
  const cdkJson = JSON.parse(readFileSync(path.join(root, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ outdir, context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new TestAutomationStack(app, STACK_ID);
  const assembly = app.synth();
  const template = assembly.getStackArtifact(stack.artifactId).template as Template;
  return { app, stack, template, templateFile: path.join(outdir, `${stack.artifactId}.template.json`) };
}

export interface NagFinding {
  rule: string;
  path: string;
  description: string;
}

/** cdk-nag's AWS Solutions findings that no acknowledgement covers. Call after `app.synth()`. */
export function unacknowledgedNagFindings(app: App): NagFinding[] {
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => ({ rule: v.ruleName, path: r.constructPath ?? '?', description: v.description })),
  );
}

/** ARN-shaped stand-ins for the references of the definition (asl-validator checks that task resources are ARNs). */
function resolveReference(template: Template, value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string]; 'Fn::Join'?: [string, unknown[]] };
  if (v['Fn::Join']) return v['Fn::Join'][1].map((part) => resolveReference(template, part)).join(v['Fn::Join'][0]);
  const pseudo: Record<string, string> = {
    'AWS::Partition': 'aws',
    'AWS::Region': 'us-east-1',
    'AWS::AccountId': '123456789012',
  };
  const id = v.Ref ?? v['Fn::GetAtt']?.[0];
  if (id && pseudo[id]) return pseudo[id];
  const type = id ? template.Resources[id]?.Type : undefined;
  const attribute = v['Fn::GetAtt']?.[1];
  const arn = (service: string, resource: string) => `arn:aws:${service}:us-east-1:123456789012:${resource}`;
  if (type === 'AWS::Lambda::Function' && attribute === 'Arn') return arn('lambda', `function:${id}`);
  if (type === 'AWS::ECS::Cluster' && attribute === 'Arn') return arn('ecs', `cluster/${id}`);
  if (type === 'AWS::ECS::TaskDefinition' && v.Ref) return arn('ecs', `task-definition/${id}:1`);
  if (type === 'AWS::EC2::Subnet' && v.Ref) return `subnet-${id!.slice(-8).toLowerCase()}`;
  if (type === 'AWS::EC2::SecurityGroup' && attribute === 'GroupId') return `sg-${id!.slice(-8).toLowerCase()}`;
  throw new Error(`no stand-in for ${JSON.stringify(value)} (${type ?? 'unknown resource'}) in the definition`);
}

/** The state machines' definitions as CloudFormation will build them, references replaced by stand-ins. */
export function synthesizedDefinitions(template: Template): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(template.Resources)
      .filter(([, r]) => r.Type === 'AWS::StepFunctions::StateMachine')
      .map(([id, r]) => [id, JSON.parse(resolveReference(template, r.Properties?.DefinitionString))]),
  );
}

/** The definition file rendered with stand-in values, as any deployment renders it. */
export function sourceDefinition(): unknown {
  const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `placeholder-${p}`])) as Record<Placeholder, string>;
  const arn = (service: string, resource: string) => `arn:aws:${service}:us-east-1:123456789012:${resource}`;
  Object.assign(values, {
    AcquireSlotFunctionArn: arn('lambda', 'function:acquire-slot'),
    FinishRunFunctionArn: arn('lambda', 'function:finish-run'),
    SettleGroupFunctionArn: arn('lambda', 'function:settle-group'),
    RunTaskResource: 'arn:aws:states:::ecs:runTask.sync',
    ClusterArn: arn('ecs', 'cluster/runs'),
    BrowserTaskDefinitionArn: arn('ecs', 'task-definition/runner:1'),
    MobileTaskDefinitionArn: arn('ecs', 'task-definition/mobile-runner:1'),
    SubnetIds: 'subnet-1,subnet-2',
    SecurityGroupId: 'sg-1',
    RunnerContainerName: 'runner',
    BrowserRunnerFunctionArn: arn('lambda', 'function:browser-runner'),
  } satisfies Record<Placeholder, string>);
  return JSON.parse(renderDefinition(values, definitionText()));
}

type AslValidator = (
  definition: unknown,
  options?: { checkPaths?: boolean; checkArn?: boolean },
) => { isValid: boolean; errorsText: (separator?: string) => string };
const aslValidator = createRequire(import.meta.url)('asl-validator') as AslValidator;

/** asl-validator's verdict on a definition: an empty list when it is valid. */
export function aslErrors(definition: unknown): string[] {
  const { isValid, errorsText } = aslValidator(definition, { checkPaths: true, checkArn: true });
  return isValid ? [] : errorsText('\n').split('\n');
}

export type CfnLintResult = { ran: false; reason: string } | { ran: true; version: string; findings: string[] };

/** cfn-lint's findings on a template, or why it did not run. */
export function cfnLint(templateFile: string): CfnLintResult {
  const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    return { ran: false, reason: 'cfn-lint is not installed (a Python tool: pip install cfn-lint)' };
  }
  const lint = spawnSync('cfn-lint', ['--format', 'parseable', '--', templateFile], { encoding: 'utf8' });
  if (lint.error) return { ran: false, reason: `cfn-lint could not be run: ${lint.error.message}` };
  const findings = lint.stdout.split('\n').filter((line) => line.trim() !== '');
  // Exit codes are bit flags (2 error, 4 warning, 8 informational); anything else is cfn-lint failing.
  if (findings.length === 0 && lint.status !== 0)
    findings.push(`cfn-lint exited ${lint.status}: ${lint.stderr.trim()}`);
  return { ran: true, version: version.stdout.trim(), findings };
}

function main(args: string[]): number {
  const keep = args.includes('--keep');
  const requireCfnLint = args.includes('--require-cfn-lint');
  const outdir = mkdtempSync(path.join(tmpdir(), 'tas-check-aws-'));
  const summary: string[] = [];
  let failed = false;
  try {
    const { app, stack, template, templateFile } = synthesize(outdir);
    console.log(`synthesized ${STACK_ID} into ${outdir}`);

    const findings = unacknowledgedNagFindings(app);
    for (const f of findings) console.log(`  ${f.rule} at ${f.path}: ${f.description}`);
    failed ||= findings.length > 0;
    summary.push(
      `cdk-nag (AwsSolutions): ${findings.length} unacknowledged finding(s), ${stack.nagAcknowledgements.length} acknowledged (${new Set(stack.nagAcknowledgements.map((a) => a.id)).size} distinct ids, each with its reason, in lib/aws/nag-acknowledgements.ts)`,
    );

    const lint = cfnLint(templateFile);
    if (lint.ran) {
      for (const line of lint.findings) console.log(`  ${line}`);
      failed ||= lint.findings.length > 0;
      summary.push(`cfn-lint (${lint.version}): ${lint.findings.length} finding(s)`);
    } else {
      failed ||= requireCfnLint;
      summary.push(`cfn-lint: SKIPPED, ${lint.reason}${requireCfnLint ? ' (required: failing)' : ''}`);
    }

    const definitions = { 'lib/workflow/run-group.asl.json': sourceDefinition(), ...synthesizedDefinitions(template) };
    for (const [name, definition] of Object.entries(definitions)) {
      const errors = aslErrors(definition);
      for (const error of errors) console.log(`  ${name}: ${error}`);
      failed ||= errors.length > 0;
      summary.push(`asl-validator, ${name}: ${errors.length === 0 ? 'valid' : `${errors.length} error(s)`}`);
    }
  } finally {
    if (keep) console.log(`kept ${outdir}`);
    else rmSync(outdir, { recursive: true, force: true });
  }
  console.log(`\n${summary.map((line) => `- ${line}`).join('\n')}`);
  console.log(failed ? '\nAWS checks FAILED' : '\nAWS checks passed');
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
