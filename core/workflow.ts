/** The run state machine's input, shared by the API (which starts executions), the workflow functions and the local executor. */
import type { RunSnapshot } from './contract';

/** A concurrency lane: browser runs and mobile runs are limited separately. */
export type DeviceLane = 'browser' | 'mobile';

/** The lane (and concurrency limit) a device type runs in. */
export function laneOf(deviceType: RunSnapshot['device_type']): DeviceLane {
  return deviceType === 'browser' ? 'browser' : 'mobile';
}

/** One test run as the state machine's Map iterates it. */
export interface WorkflowRunItem {
  test_run_id: number;
  company_id: number;
  test_group_run_id: number;
  device_type: RunSnapshot['device_type'];
  run_timeout_seconds: number;
  /** A `trigger_run` sub-run: it runs within its parent's concurrency slot. */
  sub_run: boolean;
}

/** One lane of the Map: runs of one device class, at most `concurrency` at a time. */
export interface WorkflowLane {
  lane: DeviceLane;
  concurrency: number;
  runs: WorkflowRunItem[];
}

/** The input of one execution of the run state machine (`lib/workflow/run-group.asl.json`). */
export interface WorkflowInput {
  company_id: number;
  test_group_run_id: number;
  lanes: WorkflowLane[];
}

/** Starts one execution of the run state machine: Step Functions on AWS, the local executor locally. */
export interface RunStarter {
  start(executionName: string, input: WorkflowInput): Promise<void>;
}

/** The name of the execution that runs a group: one per group, so a group's execution can be found again. */
export function executionNameOf(companyId: number, groupId: number): string {
  return `group-${companyId}-${groupId}`;
}

/**
 * Stops the work of runs that were cancelled (their runs are already settled when it is called, so a runner that
 * still looks at its run stops on its own too): Step Functions on AWS, the local executor locally.
 */
export interface RunStopper {
  /** Stops a group's execution, `testRunIds` being its runs that were still running. */
  stopExecution(executionName: string, testRunIds: readonly number[]): Promise<void>;
  /** Stops the runner of one run, when it has one now (`runner`: what the run's record says of it). */
  stopRunner(testRunId: number, runner: RecordedRunner): Promise<void>;
}

/**
 * What a run's record says of its runner: on AWS, the ECS task the runner recorded when it started (null until then,
 * and always null locally, where the executor knows its runner processes itself).
 */
export interface RecordedRunner {
  companyId: number;
  taskArn: string | null;
}
