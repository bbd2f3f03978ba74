/**
 * Stopping the work of cancelled runs on AWS (`RunStopper`), apart from the starter so that the runner, which starts
 * sub-runs, does not load the ECS client.
 */
import { ECSClient, StopTaskCommand } from '@aws-sdk/client-ecs';
import { SFNClient, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, runStopperConfigOf } from '../../core/config';
import { logger } from '../../core/logger';
import type { RecordedRunner, RunStopper } from '../../core/workflow';
import { executionArnOf } from './run-starter';

/** The reason StopTask gives a cancelled run's task (DescribeTasks shows it as the task's `stoppedReason`). */
export const RUNNER_STOP_REASON = 'Run cancelled';

export interface AwsRunStopperOptions {
  /** The run state machine (`TAS_STATE_MACHINE_ARN`): groups' executions are stopped there. */
  stateMachineArn?: string;
  /** The runners' cluster (`TAS_RUNS_CLUSTER_ARN`): a cancelled run's task is stopped there. */
  clusterArn?: string;
  sfn?: SFNClient;
  ecs?: ECSClient;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/**
 * Stops work on AWS. A group: StopExecution of its execution (Step Functions stops the ECS tasks its RunTask.sync
 * states started; the EventBridge rule on stopped executions frees their slots). One run: StopTask of the task its
 * runner recorded on the run at start (ECS sends the runner SIGTERM); before the runner has recorded it, nothing is
 * stopped: the runner finds its run settled when it starts and stops. A stopper without the setting a call needs
 * throws (the caller logs it; the runner still stops on its own).
 */
export function awsRunStopper(options: AwsRunStopperOptions): RunStopper {
  const { stateMachineArn, clusterArn } = options;
  const log = options.log ?? (() => undefined);
  let sfn = options.sfn;
  let ecs = options.ecs;
  return {
    async stopExecution(executionName: string): Promise<void> {
      if (!stateMachineArn) throw new Error(`No state machine to stop executions of: set ${ENV.stateMachineArn}`);
      sfn ??= new SFNClient({});
      try {
        await sfn.send(
          new StopExecutionCommand({
            executionArn: executionArnOf(stateMachineArn, executionName),
            cause: 'Cancelled through the API',
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ExecutionDoesNotExist') throw error;
      }
    },
    async stopRunner(testRunId: number, runner: RecordedRunner): Promise<void> {
      if (!clusterArn) throw new Error(`No cluster to stop runner tasks in: set ${ENV.runsClusterArn}`);
      if (!runner.taskArn) {
        log('no runner task recorded yet; nothing to stop (the runner stops when it finds its run settled)', {
          companyId: runner.companyId,
          testRunId,
        });
        return;
      }
      ecs ??= new ECSClient({});
      await ecs.send(new StopTaskCommand({ cluster: clusterArn, task: runner.taskArn, reason: RUNNER_STOP_REASON }));
      log('runner task stopped', { companyId: runner.companyId, testRunId, taskArn: runner.taskArn });
    },
  };
}

let registeredStopper: RunStopper | undefined;

/** Installs the stopper of this process (the local stack registers its executor). */
export function registerRunStopper(stopper: RunStopper | undefined): void {
  registeredStopper = stopper;
}

/**
 * The stopper of this process: the registered one, else the AWS stopper when `TAS_STATE_MACHINE_ARN` or
 * `TAS_RUNS_CLUSTER_ARN` is set (the group cancel function has the first, the run cancel function the second).
 */
export function currentRunStopper(env: NodeJS.ProcessEnv = process.env): RunStopper {
  if (registeredStopper) return registeredStopper;
  const { stateMachineArn, runsClusterArn } = runStopperConfigOf(env);
  if (stateMachineArn || runsClusterArn) {
    registeredStopper = awsRunStopper({
      stateMachineArn,
      clusterArn: runsClusterArn,
      log: (message, fields) => logger.info(message, fields),
    });
    return registeredStopper;
  }
  throw new Error(
    `No run stopper: set ${ENV.stateMachineArn} or ${ENV.runsClusterArn}, or register the local executor`,
  );
}
