/**
 * The rules planner against the corpus of plain-English steps (ai-corpus.ts), each run through the real engine in
 * Chromium on the fixture apps: an act step must have its effect, a true assertion must pass, a false one must fail,
 * a step naming a missing element must fail. Prints the success rate.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import type { SnapshotStep } from '../../runner-image/src/contract';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiFixtureRoutes, aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { CORPUS, type CorpusEntry } from './ai-corpus';

let server: FixtureServer;
let browser: Browser;
const outcomes: Array<{ entry: CorpusEntry; ok: boolean; detail: string }> = [];
const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  server = await startFixtureServer(aiFixtureRoutes());
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  const ok = outcomes.filter((o) => o.ok).length;
  const total = outcomes.length;
  console.log(
    `rules planner: ${ok}/${total} corpus steps as expected (${total ? ((100 * ok) / total).toFixed(1) : 0}%)`,
  );
  for (const o of outcomes.filter((x) => !x.ok))
    console.log(`  unexpected: [${o.entry.start}] ${o.entry.step}: ${o.detail}`);
  await browser?.close();
  await server?.close();
});

/** At most `CONCURRENCY` runs at once (vitest would start five). */
const CONCURRENCY = 3;
let running = 0;
const waiting: Array<() => void> = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function runEntry(entry: CorpusEntry): Promise<{ ok: boolean; detail: string }> {
  const steps: SnapshotStep[] = [];
  if (entry.prepare) steps.push(aiStep('act', `js:${entry.prepare}`));
  steps.push(aiStep(entry.type, entry.step));
  if (entry.check) steps.push(aiStep('assert', `js:${entry.check}`));
  const variables = Object.entries(entry.variables ?? {}).map(([key, value]) => ({
    key,
    type: 'text' as const,
    value,
  }));
  const snapshot = aiSnapshot(server.url(entry.start), steps, { variables: variables.length ? variables : null });
  const { results } = await runInBrowser(browser, snapshot, agent);
  const main = results[entry.prepare ? 1 : 0];
  const check = entry.check ? results[results.length - 1] : undefined;
  if (!main) return { ok: false, detail: `no result (${JSON.stringify(results)})` };
  if (entry.prepare && !results[0]?.is_successful)
    return { ok: false, detail: `prepare failed: ${results[0]?.result}` };
  const passed = main.is_successful;
  if (passed !== (entry.expect === 'pass')) {
    return { ok: false, detail: `expected ${entry.expect}, got ${passed ? 'pass' : 'fail'}: ${main.result}` };
  }
  if (passed && check && !check.is_successful)
    return { ok: false, detail: `effect missing: ${check.result} (${main.result})` };
  return { ok: true, detail: main.result };
}

// Concurrent: each entry is its own run in its own browser context; three at a time keep two cores busy.
describe.concurrent('rules planner corpus', () => {
  it('has at least 60 steps, including false assertions and missing elements', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(CORPUS.some((e) => e.type === 'assert' && e.expect === 'fail')).toBe(true);
    expect(CORPUS.some((e) => e.type === 'act' && e.expect === 'fail')).toBe(true);
  });

  for (const entry of CORPUS) {
    it(`${entry.type} "${entry.step}" on ${entry.start} ${entry.expect === 'pass' ? 'passes' : 'fails'}`, async () => {
      const outcome = await limited(() => runEntry(entry));
      outcomes.push({ entry, ...outcome });
      expect(outcome.ok, outcome.detail).toBe(true);
    });
  }
});
