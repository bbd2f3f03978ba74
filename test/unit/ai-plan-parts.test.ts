/** The parts of a compound act step planned on fresh observations (ai/cache/flow.ts `planParts`). Pure: a fake planner. */
import { describe, expect, it } from 'vitest';
import { MAX_PLAN_PARTS, planParts } from '../../runner-image/src/ai/cache/flow';
import type { Observation, Planner } from '../../runner-image/src/ai/contract';
import type { AgentContext } from '../../runner-image/src/engine/agent';

const observation: Observation = { url: 'http://app.test/', title: 'App', snapshot: '', elements: [] };
const ctx = { downloads: [], signal: new AbortController().signal } as unknown as AgentContext;
const tools = { observe: async () => observation };

/** A planner that opens a menu and leaves the step's rest, as many times as it is asked. */
const endless: Planner = {
  name: 'rules',
  act: async (instruction) => ({
    operations: [{ op: 'click', ref: 'e1' }],
    rest: instruction,
    reasoning: 'rules',
    decidedBy: 'rules',
  }),
  assert: async () => ({ pass: false, reason: '' }),
};

describe('planParts', () => {
  it('fails a step whose parts do not end, never leaving its rest undone in silence', async () => {
    // Act
    const parts = [];
    for await (const part of planParts(undefined, ctx, endless, tools, 'Report the payment')) parts.push(part);

    // Assess
    expect(parts).toHaveLength(MAX_PLAN_PARTS + 1);
    expect(parts.at(-1)?.plan).toEqual({
      unsupported: `The step was not finished: "Report the payment" was still to do after ${MAX_PLAN_PARTS} parts.`,
    });
  });

  it('ends with the last part when it leaves no rest', async () => {
    // Prepare
    let calls = 0;
    const twoParts: Planner = {
      ...endless,
      act: async (instruction) => ({
        operations: [{ op: 'click', ref: 'e1' }],
        ...(++calls < 2 ? { rest: instruction } : {}),
        reasoning: 'rules',
        decidedBy: 'rules',
      }),
    };

    // Act
    const parts = [];
    for await (const part of planParts(undefined, ctx, twoParts, tools, 'Open the menu and click Help'))
      parts.push(part);

    // Assess
    expect(parts).toHaveLength(2);
    expect(parts.every((p) => !('unsupported' in p.plan))).toBe(true);
  });
});
