/** Company-wide concurrency slots: the Map limits one group; slots limit all groups of a company together. */
import type { RunSnapshot } from '../../core/contract';
import { runTaskTimeoutSeconds } from '../../core/defaults';
import { type DeviceLane, laneOf } from '../../core/workflow';
import type { RunsRepository } from '../repositories/runs';

/** Every concurrency slot of a lane is taken; the state machine retries (the error name is its `ErrorEquals`). */
export class SlotsBusyError extends Error {
  override name = 'SlotsBusy';
}

/** The company's plan limits. */
export type PlanLimits = (
  companyId: number,
) => Promise<{ browserConcurrency: number; mobileConcurrency: number } | undefined>;

export interface SlotsDeps {
  runs: Pick<RunsRepository, 'acquireSlot' | 'releaseSlot'>;
  plan: PlanLimits;
  now?: () => Date;
}

export function createSlots(deps: SlotsDeps) {
  const now = deps.now ?? (() => new Date());

  async function laneLimit(companyId: number, lane: DeviceLane): Promise<number> {
    const plan = await deps.plan(companyId);
    return Math.max(1, (lane === 'browser' ? plan?.browserConcurrency : plan?.mobileConcurrency) ?? 1);
  }

  return {
    /**
     * Takes a company-wide concurrency slot of the run's lane. Throws `SlotsBusyError`, which the state machine
     * retries, while all are taken. A sub-run runs within its parent's slot.
     */
    async acquireSlot(
      companyId: number,
      runId: number,
      deviceType: RunSnapshot['device_type'],
      timeout: number,
      subRun = false,
    ) {
      if (subRun) return;
      const lane = laneOf(deviceType);
      const limit = await laneLimit(companyId, lane);
      // The lease outlives the run task's limit a little, so a slot held by a run whose runner vanished frees itself.
      const leaseUntil = now().getTime() + (runTaskTimeoutSeconds(timeout) + 300) * 1000;
      if (!(await deps.runs.acquireSlot(companyId, lane, limit, runId, leaseUntil))) {
        throw new SlotsBusyError(`All ${limit} ${lane} slots of company ${companyId} are in use.`);
      }
    },

    async releaseSlot(companyId: number, runId: number, deviceType: RunSnapshot['device_type']) {
      const lane = laneOf(deviceType);
      await deps.runs.releaseSlot(companyId, lane, await laneLimit(companyId, lane), runId);
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;
