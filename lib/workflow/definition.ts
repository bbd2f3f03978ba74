import { LAMBDA_LANE_MAX_RUN_SECONDS, LAMBDA_MAX_TIMEOUT_SECONDS, runTaskTimeoutSeconds } from '../../core/defaults';
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
  'BrowserRunnerFunctionArn',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Names of the Task states, which the local executor overrides (`taskResourceLocalHandlers` is keyed by them). */
export const TASK_STATES = {
  acquireSlot: 'Acquire slot',
  runBrowser: 'Run browser test',
  runBrowserLambda: 'Run browser test in Lambda',
  runMobile: 'Run mobile test',
  markFailed: 'Mark run failed',
  ensureSettled: 'Ensure run settled',
  settleGroup: 'Settle group',
} as const;

/** The Choice state that picks each run's runner: the Lambda lane, Fargate, or the mobile task. */
export const LANE_CHOICE_STATE = 'Runner lane';

/**
 * How much later than the Lambda runner's own timeout (Lambda's longest) the Lambda-lane state times out: the
 * function's timeout reports first, with its own error.
 */
export const LAMBDA_STATE_TIMEOUT_MARGIN_SECONDS = 30;

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
  const states = statesOf(definition);
  for (const name of [TASK_STATES.runBrowser, TASK_STATES.runMobile]) {
    const state = states.get(name);
    if (!state) throw new Error('the run states are missing from the definition');
    state.TimeoutSeconds = runTaskTimeoutSeconds(runTimeoutSeconds);
  }
  return JSON.stringify(definition, null, 2);
}

interface ChoiceRule {
  Variable?: string;
  NumericLessThanEquals?: number;
  And?: ChoiceRule[];
  Next?: string;
}

interface State {
  TimeoutSeconds?: number;
  Choices?: ChoiceRule[];
  ItemProcessor?: { States: Record<string, State> };
}

/** Every state of the definition by name, those inside Map iterations included. */
function statesOf(definition: { States: Record<string, State> }): Map<string, State> {
  const all = new Map<string, State>();
  const visit = (states: Record<string, State>) => {
    for (const [name, state] of Object.entries(states)) {
      all.set(name, state);
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(definition.States);
  return all;
}

/**
 * The definition with the Lambda lane's largest run limit in the lane choice (`tas:lambdaMaxRunSeconds`; the file
 * holds the default): a browser run whose `run_timeout_seconds` is at most `maxRunSeconds` goes to the Lambda runner,
 * any other to Fargate. 0 sends every run to Fargate. More than `LAMBDA_LANE_MAX_RUN_SECONDS` is refused: such a run
 * and its start-up would not end within Lambda's 15 minutes. Also sets the Lambda-lane state's timeout, just after the
 * function's own.
 */
export function withLambdaLane(text: string, maxRunSeconds: number): string {
  if (!Number.isSafeInteger(maxRunSeconds) || maxRunSeconds < 0 || maxRunSeconds > LAMBDA_LANE_MAX_RUN_SECONDS) {
    throw new RangeError(
      `the Lambda lane's largest run limit must be a whole number of seconds from 0 to ${LAMBDA_LANE_MAX_RUN_SECONDS}, not ${maxRunSeconds}`,
    );
  }
  const definition = JSON.parse(text) as { States: Record<string, State> };
  const states = statesOf(definition);
  const rule = states
    .get(LANE_CHOICE_STATE)
    ?.Choices?.flatMap((choice) => choice.And ?? [])
    .find((r) => r.Variable === '$.run_timeout_seconds' && r.NumericLessThanEquals !== undefined);
  const lambdaState = states.get(TASK_STATES.runBrowserLambda);
  if (!rule || !lambdaState) throw new Error('the Lambda lane is missing from the definition');
  rule.NumericLessThanEquals = maxRunSeconds;
  lambdaState.TimeoutSeconds = LAMBDA_MAX_TIMEOUT_SECONDS + LAMBDA_STATE_TIMEOUT_MARGIN_SECONDS;
  return JSON.stringify(definition, null, 2);
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
