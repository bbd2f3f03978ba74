import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createRunsRepository } from '../../lambdas/repositories/runs';
import { createSlots, SlotsBusyError } from '../../lambdas/services/runs-slots';
import { FakeRuns } from './runs-fakes';

const NOW = Date.parse('2026-11-21T09:30:00.000Z');

function setUp(plan: { browserConcurrency: number; mobileConcurrency: number } | undefined) {
  const runs = new FakeRuns();
  runs.clock = NOW;
  const slots = createSlots({ runs, plan: async () => plan, now: () => new Date(runs.clock) });
  return { runs, slots };
}

describe('concurrency slots', () => {
  it("holds at most the plan's slots per lane, counting browser and mobile apart", async () => {
    // Prepare
    const { runs, slots } = setUp({ browserConcurrency: 2, mobileConcurrency: 1 });

    // Act
    await slots.acquireSlot(1, 1, 'browser', 1800);
    await slots.acquireSlot(1, 2, 'browser', 1800);
    const third = await slots.acquireSlot(1, 3, 'browser', 1800).catch((e: unknown) => e);
    await slots.acquireSlot(1, 4, 'android', 1800);
    const ios = await slots.acquireSlot(1, 5, 'ios', 1800).catch((e: unknown) => e);

    // Assess
    expect(third).toBeInstanceOf(SlotsBusyError);
    expect((third as Error).message).toBe('All 2 browser slots of company 1 are in use.');
    expect((ios as Error).name).toBe('SlotsBusy');
    expect(runs.holders(1, 'browser')).toEqual([1, 2]);
    expect(runs.holders(1, 'mobile')).toEqual([4]);
  });

  it('frees a slot for the next run when a run releases it', async () => {
    // Prepare
    const { runs, slots } = setUp({ browserConcurrency: 1, mobileConcurrency: 1 });
    await slots.acquireSlot(1, 1, 'browser', 1800);

    // Act
    await slots.releaseSlot(1, 1, 'browser');
    await slots.acquireSlot(1, 2, 'browser', 1800);

    // Assess
    expect(runs.holders(1, 'browser')).toEqual([2]);
  });

  it('runs a sub-run within its parent run, taking no slot', async () => {
    // Prepare
    const { runs, slots } = setUp({ browserConcurrency: 1, mobileConcurrency: 1 });
    await slots.acquireSlot(1, 1, 'browser', 1800);

    // Act
    await slots.acquireSlot(1, 2, 'browser', 1800, true);

    // Assess
    expect(runs.holders(1, 'browser')).toEqual([1]);
  });

  it("leases a slot for the run task's limit (the run limit and its start-up) plus five minutes, so a vanished runner frees it", async () => {
    // Prepare
    const { runs, slots } = setUp({ browserConcurrency: 1, mobileConcurrency: 1 });
    await slots.acquireSlot(1, 1, 'browser', 60);
    const lease = runs.slots.get('1#browser#0')?.leaseUntil;

    // Act
    runs.clock = NOW + 419_000;
    const early = await slots.acquireSlot(1, 2, 'browser', 60).catch((e: unknown) => e);
    runs.clock = NOW + 421_000;
    await slots.acquireSlot(1, 2, 'browser', 60);

    // Assess
    expect(lease).toBe(NOW + 420_000);
    expect(early).toBeInstanceOf(SlotsBusyError);
    expect(runs.holders(1, 'browser')).toEqual([2]);
  });

  it('gives a company without a plan (or a plan of 0) one slot per lane', async () => {
    // Prepare
    const none = setUp(undefined);
    const zero = setUp({ browserConcurrency: 0, mobileConcurrency: 0 });

    // Act
    await none.slots.acquireSlot(1, 1, 'browser', 60);
    await zero.slots.acquireSlot(1, 1, 'ios', 60);
    const second = await none.slots.acquireSlot(1, 2, 'browser', 60).catch((e: unknown) => e);

    // Assess
    expect(second).toBeInstanceOf(SlotsBusyError);
    expect(zero.runs.holders(1, 'mobile')).toEqual([1]);
  });
});

describe('slot writes to DynamoDB', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  afterEach(() => ddb.reset());
  const busy = () => new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });

  it('tries each slot number with a conditional put and takes the first free one', async () => {
    // Prepare
    ddb.on(PutCommand).rejectsOnce(busy()).resolves({});
    const repo = createRunsRepository(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'table');

    // Act
    const taken = await repo.acquireSlot(1, 'browser', 3, 42, NOW);

    // Assess
    expect(taken).toBe(true);
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({
      Item: { holder: 42, lease_until: NOW },
      ConditionExpression: 'attribute_not_exists(pk) OR lease_until < :now OR holder = :run',
    });
    expect(puts[0]?.Item?.sk).not.toBe(puts[1]?.Item?.sk);
  });

  it('answers false when every slot is held', async () => {
    // Prepare
    ddb.on(PutCommand).rejects(busy());
    const repo = createRunsRepository(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'table');

    // Act
    const taken = await repo.acquireSlot(1, 'mobile', 2, 42, NOW);

    // Assess
    expect(taken).toBe(false);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(2);
  });
});
