/**
 * `TAS_AI_PROVIDER=rules+openai` through the real engine in Chromium, against a local chat-completions server that
 * records what reaches it: steps the rules planner grounds never reach the model, free-form ones do and their tool
 * calls run, each result names the planner that decided, the key travels only in the Authorization header, and no
 * password ever reaches the model. A model that is down fails its step with its own error; cache hits name no planner.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent } from '../../runner-image/src/ai';
import type { ActionCache } from '../../runner-image/src/ai/contract';
import { plannerFromConfig } from '../../runner-image/src/ai/providers/select';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiFixtureRoutes, aiSnapshot, aiStep, BOB, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { createMemoryActionCache } from '../support/cache-harness';
import {
  type ChatAnswer,
  type ChatRequest,
  type FakeChatServer,
  refIn,
  startFakeChatServer,
} from '../support/fake-chat-server';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { startTestStack, type TestStack } from '../support/local-stack';

const API_KEY = 'sk-combined-0123456789-never-in-bodies';
const CONFIG_KEY = 'browser:1280x800@1';

let site: FixtureServer;
let browser: Browser;
let model: FakeChatServer;
/** How the fake model answers; `down` makes it answer 401 to everything. */
let down = false;

/** The instruction (or assertion) line of a prompt. */
const instructionOf = (request: ChatRequest) => /^(?:Instruction|Assertion): (.*)$/m.exec(request.prompt)?.[1] ?? '';

/** A small "model": it reads the instruction and the snapshot and calls tools on the refs it finds there. */
function answer(request: ChatRequest): ChatAnswer {
  if (down) return { status: 401, json: { error: { message: 'Incorrect API key provided.' } } };
  const instruction = instructionOf(request);
  if (request.kind === 'assert') return { calls: [['verdict', { pass: true, reason: 'The page welcomes Bob.' }]] };
  const credentials = /credentials, (\S+) and (\S+),/.exec(instruction);
  if (credentials) {
    return {
      calls: [
        ['fill', { ref: refIn(request.prompt, 'textbox', 'Email'), text: credentials[1] }],
        ['fill', { ref: refIn(request.prompt, 'textbox', 'Password'), text: credentials[2] }],
      ],
    };
  }
  if (/stay signed in/.test(instruction)) {
    return { calls: [['check', { ref: refIn(request.prompt, 'checkbox', 'Remember me'), checked: true }]] };
  }
  return { calls: [['cannot', { reason: `no script for "${instruction}"` }]] };
}

async function combinedAgent(options: { cache?: ActionCache; secrets?: string[] } = {}) {
  const planner = await plannerFromConfig({
    TAS_AI_PROVIDER: 'rules+openai',
    TAS_OPENAI_BASE_URL: model.baseUrl,
    TAS_OPENAI_API_KEY: API_KEY,
    TAS_OPENAI_MODEL: 'fake-model',
  });
  expect(planner.name).toBe('rules+openai');
  return withJsSteps(createAiAgent({ planner, configKey: CONFIG_KEY, ...options }));
}

beforeAll(async () => {
  site = await startFixtureServer(aiFixtureRoutes());
  model = await startFakeChatServer(answer);
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await model?.close();
  await site?.close();
});

beforeEach(() => {
  down = false;
  model.seen.length = 0;
});

describe('rules+openai through the engine', () => {
  it('sends only what the rules cannot ground to the model, and each result names who decided', async () => {
    // Prepare
    const agent = await combinedAgent({ secrets: [BOB.password] });
    const snapshot = aiSnapshot(
      site.url('/login'),
      [
        aiStep('act', 'enter my credentials, {{email}} and {{pw}}, wherever this form wants them'),
        aiStep('assert', 'the heading says Sign in to Acme'),
        aiStep('act', 'make sure I stay signed in next time'),
        aiStep(
          'assert',
          `js:document.getElementById('password').value.length === ${BOB.password.length} && document.querySelector('[name=remember]').checked`,
        ),
        aiStep('act', 'click Sign in'),
        aiStep('assert', 'the tone of this dashboard would feel warm and friendly to a returning visitor'),
      ],
      {
        variables: [
          { key: 'email', type: 'text', value: BOB.email },
          { key: 'pw', type: 'text', value: BOB.password },
        ],
      },
    );

    // Act
    const { outcome, results } = await runInBrowser(browser, snapshot, agent);

    // Assess
    expect(outcome.status, JSON.stringify(results, null, 1)).toBe('passed');
    expect(results.map((r) => r.planner)).toEqual(['openai', 'rules', 'openai', undefined, 'rules', 'openai']);
    expect(results[0]?.actions.filter((a) => a.type === 'input_text').map((a) => a.description)).toEqual([
      `Typed "${BOB.email}" into textbox "Email"`,
      'Typed •••••• into textbox "Password"',
    ]);
    expect(results[2]?.actions.map((a) => a.description)).toEqual(['Checked checkbox "Remember me"']);
    expect(results[5]?.result).toBe('The page welcomes Bob.');
    // What reached the model: the three free-form steps, nothing the rules answered.
    expect(model.seen.map(instructionOf)).toEqual([
      'enter my credentials, bob@example.com and {{secret_1}}, wherever this form wants them',
      'make sure I stay signed in next time',
      'the tone of this dashboard would feel warm and friendly to a returning visitor',
    ]);
    for (const request of model.seen) {
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      const otherHeaders = Object.entries(request.headers).filter(([name]) => name !== 'authorization');
      expect(JSON.stringify(otherHeaders)).not.toContain(API_KEY);
      expect(request.raw).not.toContain(API_KEY);
      expect(request.raw).not.toContain(BOB.password);
    }
    expect(JSON.stringify(results)).not.toContain(BOB.password);
  });

  it('fails a step with the model error, naming the provider, when the model is down', async () => {
    // Prepare
    down = true;
    const agent = await combinedAgent();
    const snapshot = aiSnapshot(site.url('/login'), [
      aiStep('assert', 'the heading says Sign in to Acme'),
      aiStep('act', 'make sure I stay signed in next time'),
    ]);

    // Act
    const { outcome, results } = await runInBrowser(browser, snapshot, agent);

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]).toMatchObject({ is_successful: true, planner: 'rules' });
    expect(results[1]?.is_successful).toBe(false);
    expect(results[1]?.result).toMatch(
      /^The step failed: openai model fake-model at http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: HTTP 401: Incorrect API key provided\./,
    );
    expect(results[1]?.result).not.toContain(API_KEY);
    expect(results[1]?.planner).toBeUndefined();
    expect(model.seen.map(instructionOf)).toEqual(['make sure I stay signed in next time']);
  });

  it('replays learned steps from the action cache without any planner, model included', async () => {
    // Prepare
    const cache = createMemoryActionCache();
    const snapshot = aiSnapshot(site.url('/login'), [
      aiStep('act', 'make sure I stay signed in next time'),
      aiStep('act', 'click Sign in'),
    ]);
    const first = await runInBrowser(browser, snapshot, await combinedAgent({ cache }));
    await cache.commit({ passed: first.outcome.status === 'passed', persistSelfHealed: false });
    const reachedFirst = model.seen.length;

    // Act
    const second = await runInBrowser(browser, snapshot, await combinedAgent({ cache }));

    // Assess
    expect(first.outcome.status, JSON.stringify(first.results, null, 1)).toBe('passed');
    expect(first.results.map((r) => [r.cache, r.planner])).toEqual([
      ['miss', 'openai'],
      ['miss', 'rules'],
    ]);
    expect(first.results[0]?.result).toBe('Checked checkbox "Remember me". Planned by the openai planner.');
    expect(first.results[1]?.result).toBe('Clicked button "Sign in". Planned by the rules planner.');
    expect(reachedFirst).toBe(1);
    expect(second.outcome.status, JSON.stringify(second.results, null, 1)).toBe('passed');
    expect(second.results.map((r) => [r.cache, r.planner])).toEqual([
      ['hit', undefined],
      ['hit', undefined],
    ]);
    expect(second.results.every((r) => !('planner' in r))).toBe(true);
    expect(model.seen).toHaveLength(1);
  });
});

describe('rules+openai through the HTTP API of the local stack', () => {
  let t: TestStack;

  beforeAll(async () => {
    t = await startTestStack({
      runnerEnv: {
        TAS_AI_PROVIDER: 'rules+openai',
        TAS_OPENAI_BASE_URL: model.baseUrl,
        TAS_OPENAI_API_KEY: API_KEY,
        TAS_OPENAI_MODEL: 'fake-model',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('says in GET /test_run/{id} which planner decided each AI step', async () => {
    // Prepare
    const created = await t.api.post('/test_blueprint/create', {
      title: `Combined planner ${Date.now()}`,
      type: 'integration',
      starting_url: site.url('/login'),
      steps: [
        { step_number: 1, type: 'act', action: 'make sure I stay signed in next time' },
        { step_number: 2, type: 'act', action: 'click Sign in' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // Act
    const trigger = await t.api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [created.body.test_blueprint.id],
    });
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(201);
    const runId = trigger.body.test_group_run.test_runs[0].id as number;
    let run: { status: string; results: { task: string; is_successful: boolean; planner?: string }[] };
    const until = Date.now() + 90_000;
    for (;;) {
      run = (await t.api.get(`/test_run/${runId}`)).body.test_run;
      if (run.status !== 'running' || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 300));
    }

    // Assess
    expect(run.status, JSON.stringify(run.results, null, 1)).toBe('passed');
    const ai = run.results.filter((r) => r.task !== 'Starting URL');
    expect(ai.map((r) => [r.task, r.planner])).toEqual([
      ['act: make sure I stay signed in next time', 'openai'],
      ['act: click Sign in', 'rules'],
    ]);
    expect(run.results.filter((r) => r.task === 'Starting URL').every((r) => !('planner' in r))).toBe(true);
    expect(model.seen.map(instructionOf)).toEqual(['make sure I stay signed in next time']);
    expect(model.seen[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(model.seen[0]?.raw).not.toContain(API_KEY);
  }, 180_000);
});
