import { runTaskTimeoutSeconds } from '../../core/defaults';
import definition from './run-group.asl.json' with { type: 'json' };

/**
 * The one state-machine definition (`lib/workflow/run-group.asl.json`), used by CDK (Step Functions) and by the
 * local executor. Imported rather than read from disk, so it also travels inside a bundled runner.
 */
export const RUN_GROUP_DEFINITION: unknown = definition;

/** The placeholders of the definition, filled by `renderDefinition` with CDK tokens (AWS) or local values. */
export const PLACEHOLDERS = [
  'AcquireSlotFunctionArn',
  'FinishRunFunctionArn',
  'SettleGroupFunctionArn',
  'RunTaskResource',
  'ClusterArn',
  'BrowserTaskDefinitionArn',
  'MobileTaskDefinitionArn',
  'SubnetIds',
  'SecurityGroupId',
  'RunnerContainerName',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Names of the Task states, which the local executor overrides (`taskResourceLocalHandlers` is keyed by them). */
export const TASK_STATES = {
  acquireSlot: 'Acquire slot',
  runBrowser: 'Run browser test',
  runMobile: 'Run mobile test',
  markFailed: 'Mark run failed',
  ensureSettled: 'Ensure run settled',
  settleGroup: 'Settle group',
} as const;

/** The name of the runner container in the task definition (and in the run task's container overrides). */
export const RUNNER_CONTAINER_NAME = 'runner';

/** The definition as JSON text. */
export function definitionText(): string {
  return JSON.stringify(RUN_GROUP_DEFINITION, null, 2);
}

/**
 * The definition with the run limit set in the run tasks' `TimeoutSeconds` (the limit and the start-up allowance,
 * `runTaskTimeoutSeconds`; the file holds the 30-minute default's).
 * A configured number rather than `TimeoutSecondsPath`, since where that path is read (before or after `Parameters`)
 * differs between Step Functions and the local executor.
 */
export function withRunTimeout(text: string, runTimeoutSeconds: number): string {
  if (!Number.isSafeInteger(runTimeoutSeconds) || runTimeoutSeconds < 1) {
    throw new RangeError(`invalid run limit ${runTimeoutSeconds}`);
  }
  const definition = JSON.parse(text) as { States: Record<string, State> };
  const runStates: string[] = [TASK_STATES.runBrowser, TASK_STATES.runMobile];
  let found = 0;
  const visit = (states: Record<string, State>) => {
    for (const [name, state] of Object.entries(states)) {
      if (runStates.includes(name)) {
        state.TimeoutSeconds = runTaskTimeoutSeconds(runTimeoutSeconds);
        found++;
      }
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(definition.States);
  if (found !== runStates.length) throw new Error('the run states are missing from the definition');
  return JSON.stringify(definition, null, 2);
}

interface State {
  TimeoutSeconds?: number;
  ItemProcessor?: { States: Record<string, State> };
}

/** The definition text with every `${Placeholder}` replaced; throws on a placeholder without a value. */
export function renderDefinition(values: Record<Placeholder, string>, text = definitionText()) {
  return text.replace(/\$\{([A-Za-z]+)\}/g, (_m, name: string) => {
    const value = values[name as Placeholder];
    if (value === undefined) throw new Error(`No value for placeholder \${${name}} of the run state machine`);
    return value;
  });
}

/** The placeholders the definition file actually uses (the CDK test checks they are all substituted). */
export function placeholdersIn(text = definitionText()): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Za-z]+)\}/g)].map((m) => m[1]!))];
}
