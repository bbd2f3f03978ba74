/** The records of group runs, test runs and attempts, and how they are read from their DynamoDB items. */
import type { RunOverrides, RunSnapshot, StepResult } from '../../core/contract';

export type RunStatus = 'running' | 'passed' | 'failed';

export interface GroupRunRecord {
  id: number;
  company_id: number;
  name: string;
  status: RunStatus;
  test_run_ids: number[];
  created_at: string;
  updated_at: string;
}

export interface TestRunRecord {
  id: number;
  company_id: number;
  test_group_run_id: number;
  test_blueprint_id: number;
  status: RunStatus;
  blueprint_metadata: RunSnapshot;
  is_login_test_run: boolean;
  /** Blueprint ids of the trigger_run chain that started this run (empty for a run triggered through the API). */
  chain: number[];
  /** What its trigger changed for it (variables, starting URL base), null for none; its sub-runs inherit it. */
  overrides?: RunOverrides | null;
  /** The attempt whose results are `results`; earlier ones are `additional_attempts`. Null until settled. */
  final_attempt: number | null;
  test_video_s3_key: string | null;
  /** Why the run failed when the runner did not say it itself (crash, timeout, stopped service). */
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A test run's list view (everything but the snapshot), as GET /test_group_run/{id} shows it. */
export type TestRunSummary = Omit<TestRunRecord, 'blueprint_metadata' | 'chain' | 'overrides'>;

export interface AttemptRecord {
  attempt: number;
  /** Null while the attempt is in progress (or when the runner died during it). */
  passed: boolean | null;
  video_key: string | null;
  results: StepResult[];
}

/** Thrown when a runner writes to a run that has already settled (timed out, or marked failed at start-up). */
export class RunSettledError extends Error {
  override name = 'RunSettledError';
}

export const SUMMARY_ATTRIBUTES = [
  'test_run_id',
  'company_id',
  'test_group_run_id',
  'test_blueprint_id',
  '#status',
  'is_login_test_run',
  'final_attempt',
  'test_video_s3_key',
  'reason',
  'created_at',
  'updated_at',
];

export function groupFromItem(item: Record<string, unknown>): GroupRunRecord {
  return {
    id: Number(item.group_run_id),
    company_id: Number(item.company_id),
    name: String(item.name),
    status: item.status as RunStatus,
    test_run_ids: (item.test_run_ids as number[]).map(Number),
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  };
}

export function summaryFromItem(item: Record<string, unknown>): TestRunSummary {
  return {
    id: Number(item.test_run_id),
    company_id: Number(item.company_id),
    test_group_run_id: Number(item.test_group_run_id),
    test_blueprint_id: Number(item.test_blueprint_id),
    status: item.status as RunStatus,
    is_login_test_run: Boolean(item.is_login_test_run),
    final_attempt: item.final_attempt == null ? null : Number(item.final_attempt),
    test_video_s3_key: (item.test_video_s3_key as string | null | undefined) ?? null,
    reason: (item.reason as string | null | undefined) ?? null,
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  };
}

export function runFromItem(item: Record<string, unknown>): TestRunRecord {
  return {
    ...summaryFromItem(item),
    blueprint_metadata: item.blueprint_metadata as RunSnapshot,
    chain: ((item.chain as number[] | undefined) ?? []).map(Number),
    overrides: (item.overrides as RunOverrides | null | undefined) ?? null,
  };
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}
