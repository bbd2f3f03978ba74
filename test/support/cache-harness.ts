/**
 * Pieces for action-cache tests and the AI bench that drive the real engine without the HTTP stack: an in-memory
 * action-cache repository with the Dynamo cache's commit rules, a scripted planner that counts its calls, and a small
 * agent over `replayOrPlan` (observation from `observe`, execution with plain Playwright calls).
 */
import type { Locator, Page } from 'playwright-core';
import { createDynamoActionCache } from '../../lambdas/repositories/action-cache';
import { type ActTools, replayOrPlan } from '../../runner-image/src/ai/cache/flow';
import { instructionKeyOf } from '../../runner-image/src/ai/cache/key';
import type { ActionCache, ActPlan, CacheEntry, Observation, Planner } from '../../runner-image/src/ai/contract';
import { observe } from '../../runner-image/src/ai/observe';
import type { Agent, AgentAction } from '../../runner-image/src/engine/agent';

/** The Dynamo cache's staging/commit rules over a Map instead of a table. */
export function createMemoryActionCache(store = new Map<string, CacheEntry>()): ActionCache & {
  store: Map<string, CacheEntry>;
} {
  const repository = {
    get: async (_companyId: number, key: string) => store.get(key),
    put: async (_companyId: number, entries: readonly { entry: CacheEntry }[]) => {
      for (const { entry } of entries) store.set(entry.key, entry);
    },
    stepPlans: async (_companyId: number, requests: readonly { instruction: string; configKey: string }[]) => {
      const wanted = new Set(requests.map((r) => instructionKeyOf(r.instruction, r.configKey)));
      return new Map(
        [...store.values()]
          .filter((e) => e.configKey && wanted.has(instructionKeyOf(e.instruction, e.configKey)))
          .map((e) => [instructionKeyOf(e.instruction, e.configKey!), e]),
      );
    },
  };
  const cache = createDynamoActionCache(undefined as never, 'memory', 1, repository);
  return Object.assign(cache, { store });
}

/**
 * Understands "click X" and "type V into X" by exact (case-insensitive) accessible names; anything else is
 * unsupported. Counts calls so tests can tell replays (no planner) from plans.
 */
export function createScriptedPlanner(): Planner & { calls: number } {
  const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);
  const find = (observation: Observation, name: string) =>
    observation.elements.find((e) => e.name.toLowerCase() === name.trim().toLowerCase()) ??
    observation.elements.find((e) => words(name).every((w) => words(e.name).includes(w)));
  const planner = {
    name: 'rules' as const,
    calls: 0,
    async act(instruction: string, observation: Observation): Promise<ActPlan> {
      planner.calls++;
      const click = /^click (?:on )?(.+)$/i.exec(instruction.trim());
      if (click) {
        const target = find(observation, click[1]!);
        return target ? { operations: [{ op: 'click', ref: target.ref }] } : { unsupported: `No "${click[1]}" here.` };
      }
      const type = /^type (.+) into (.+)$/i.exec(instruction.trim());
      if (type) {
        const target = find(observation, type[2]!);
        return target
          ? { operations: [{ op: 'fill', ref: target.ref, text: type[1]! }] }
          : { unsupported: `No "${type[2]}" here.` };
      }
      return { unsupported: `Not understood: ${instruction}` };
    },
    async assert() {
      return { unsupported: 'The scripted planner does not assert.' };
    },
  };
  return planner;
}

/** Plain Playwright execution of operations (enough for click/fill/select/check/press/goto). */
export const simpleTools: ActTools = {
  async observe(page: Page, ctx) {
    return (await observe(page, { instruction: ctx.instruction, signal: ctx.signal })).observation;
  },
  locatorOf(page: Page, _observation: Observation, ref: string): Locator {
    return page.locator(`aria-ref=${ref}`);
  },
  async perform(page, op, element): Promise<AgentAction[]> {
    const timeout = 5_000;
    switch (op.op) {
      case 'click':
        await element!.click({ timeout });
        return [{ type: 'click_element', description: `Clicked ${op.op}` }];
      case 'fill':
        await element!.fill(op.text, { timeout });
        return [{ type: 'input_text', description: 'Typed text' }];
      case 'select':
        await element!.selectOption({ label: op.option }, { timeout });
        return [{ type: 'select_option', description: `Selected ${op.option}` }];
      case 'check':
        await element!.setChecked(op.checked, { timeout });
        return [{ type: 'click_element', description: op.checked ? 'Checked' : 'Unchecked' }];
      case 'press':
        await (element ?? page.keyboard).press(op.key);
        return [{ type: 'send_keys', description: `Pressed ${op.key}` }];
      case 'goto':
        await page.goto(op.url, { timeout });
        return [{ type: 'go_to_url', description: `Opened ${op.url}` }];
      default:
        throw new Error(`The test agent cannot ${op.op}.`);
    }
  },
};

/** An Agent whose `act` is the cache-first flow and whose `assert` is not used. */
export function createCachedTestAgent(deps: { planner: Planner; cache: ActionCache; configKey: string }): Agent {
  return {
    act: (page, _instruction, ctx) => replayOrPlan(page, ctx, { ...deps, tools: simpleTools }),
    assert: async () => ({ success: false, reason: 'not used', actions: [] }),
  };
}
