import { runtime } from '../http/runtime';
import type { WorkflowRunItem } from '../services/runs';

/** State "Acquire slot": takes a company-wide concurrency slot for the run, or fails with `SlotsBusy` (retried). */
export async function handler(
  event: Pick<WorkflowRunItem, 'company_id' | 'test_run_id' | 'device_type' | 'run_timeout_seconds' | 'sub_run'>,
) {
  await runtime().runs.acquireSlot(
    event.company_id,
    event.test_run_id,
    event.device_type,
    event.run_timeout_seconds,
    event.sub_run,
  );
  return {};
}
