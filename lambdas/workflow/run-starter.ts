import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '../../core/config';
import type { RunStarter, WorkflowInput } from '../../core/workflow';

/** Starts executions of the deployed state machine (the ARN comes from `TAS_STATE_MACHINE_ARN`). */
export function stepFunctionsStarter(stateMachineArn: string, client: SFNClient = new SFNClient({})): RunStarter {
  return {
    async start(executionName: string, input: WorkflowInput): Promise<void> {
      await client.send(
        new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }),
      );
    },
  };
}

let registered: RunStarter | undefined;

/** Installs the starter of this process (the local stack and local runners register the local executor). */
export function registerRunStarter(starter: RunStarter | undefined): void {
  registered = starter;
}

/**
 * The starter of this process: the registered one, else Step Functions when `TAS_STATE_MACHINE_ARN` is set.
 * Resolved at trigger time, so the local stack can register its executor after the runtime is built.
 */
export function currentRunStarter(env: NodeJS.ProcessEnv = process.env): RunStarter {
  if (registered) return registered;
  const arn = env[ENV.stateMachineArn];
  if (arn) {
    registered = stepFunctionsStarter(arn);
    return registered;
  }
  throw new Error(`No run starter: set ${ENV.stateMachineArn} or register the local executor`);
}

/** The ARN of an execution of a state machine: `arn:...:execution:<state machine name>:<execution name>`. */
export function executionArnOf(stateMachineArn: string, executionName: string): string {
  return `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${executionName}`;
}
