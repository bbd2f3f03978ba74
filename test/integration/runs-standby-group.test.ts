/**
 * A group run on a stack that keeps two runners on standby (`TAS_STANDBY_RUNNERS=2`), through the HTTP API: the
 * group's runs go to the runners waiting for them, and each runner back from a run takes the group's next one. No
 * runner is started while the group runs (one starting would compete with the runs for the CPU, and a run given to it
 * would wait for it to start); the standby number is made up again once the runs are over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import type { FixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { runBoundMs, runsHarness, startRunsStack, waitFor } from '../support/runs-harness';

const RUN_LIMIT_SECONDS = 40;
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;
const { createTest, trigger, pollGroup } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_MS,
);

beforeAll(async () => {
  const before = process.env[ENV.standbyRunners];
  process.env[ENV.standbyRunners] = '2';
  try {
    ({ t, site } = await startRunsStack(RUN_LIMIT_SECONDS));
  } finally {
    if (before === undefined) delete process.env[ENV.standbyRunners];
    else process.env[ENV.standbyRunners] = before;
  }
  api = await t.newCompany({ browserConcurrency: 2 });
});

afterAll(async () => {
  await t?.stop();
  await site?.close();
});

describe('a group run with two runners on standby', { timeout: 6 * RUN_BOUND_MS }, () => {
  it('runs in the two standby runners only, starting none while its runs are under way', async () => {
    const workflow = t.stack.workflow;
    await workflow.idle();
    await workflow.standbyReady();
    const waiting = workflow.standby().map((child) => child.pid);
    expect(waiting).toHaveLength(2);
    // Runs of different lengths, so that they end at different times and each end finds the other run under way.
    const tests = await Promise.all(
      ['0.4', '1.2', '0.4', '1.2', '0.4', '0.4'].map((seconds) =>
        createTest([{ step_number: 1, type: 'wait', action: seconds }]),
      ),
    );
    const seen = new Set<number | undefined>();
    const running = new Set<number | undefined>();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        for (const child of workflow.runners().values()) {
          seen.add(child.pid);
          running.add(child.pid);
        }
        for (const child of workflow.standby()) seen.add(child.pid);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const group = await trigger(tests);
    const settled = await pollGroup(group.id);
    await workflow.idle();
    watching = false;
    await watcher;
    expect(settled.status).toBe('passed');
    expect([...running].sort()).toEqual([...waiting].sort());
    expect([...seen].sort()).toEqual([...waiting].sort());
    // Both back on standby for the next runs.
    await waitFor(() => workflow.standby().length === 2);
    expect(
      workflow
        .standby()
        .map((child) => child.pid)
        .sort(),
    ).toEqual([...waiting].sort());
  });
});
