/**
 * The egress guard with real Chromium and the runner engine. Loopback aliases stand in for the platform: a server on
 * 127.0.0.2 is the address the operator denies (`TAS_EGRESS_DENY=127.0.0.2/32`), pages and APIs on 127.0.0.1 are
 * allowed. The browser's guard gets a DNS the test controls (`denied.test` -> 127.0.0.2, `allowed.test` ->
 * 127.0.0.1): Chromium resolves nothing itself, its proxy does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import type { Planner } from '../../runner-image/src/ai/contract';
import type {
  ApiRequest,
  RunInput,
  RunOutcome,
  RunSnapshot,
  SnapshotStep,
  StepResult,
} from '../../runner-image/src/contract';
import { type Agent, runTest } from '../../runner-image/src/engine';
import { createEgressGuard, type EgressGuard } from '../../runner-image/src/engine/egress/guard';
import { egressPolicyFromEnv } from '../../runner-image/src/engine/egress/policy';
import { chromium, launchBrowser } from '../../runner-image/src/engine/playwright-device';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { runSnapshot, snapshotStep } from '../support/snapshots';

// The operator's configuration, read by the process's guard (`api` steps) on first use.
process.env.TAS_EGRESS_DENY = '127.0.0.2/32';

const chromiumPath = chromiumExecutablePath();
let allowed: FixtureServer;
let denied: Server;
let deniedPort: number;
/** Requests that reached the denied server (path, or `upgrade <path>`). */
const deniedHits: string[] = [];
let guard: EgressGuard;

const deniedUrl = (path: string, scheme = 'http') => `${scheme}://127.0.0.2:${deniedPort}${path}`;

beforeAll(async () => {
  denied = createServer((req, res) => {
    deniedHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<p id="secret">platform secret</p>');
  });
  denied.on('upgrade', (req, socket) => {
    deniedHits.push(`upgrade ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => denied.listen(0, '127.0.0.2', () => resolve()));
  deniedPort = (denied.address() as AddressInfo).port;
  allowed = await startFixtureServer({
    '/page': '<!doctype html><title>allowed</title><p id="ok">allowed page</p>',
    '/api/ok': { json: { ok: true } },
    '/says-blocked': { headers: { 'x-tas-egress-blocked': 'made up by the page' }, body: '<p id="ok">fine</p>' },
    '/to-denied': () => ({ status: 302, headers: { location: deniedUrl('/secret') } }),
    '/to-denied-name': () => ({ status: 302, headers: { location: `http://denied.test:${deniedPort}/secret` } }),
    '/with-image': () =>
      `<!doctype html><title>image</title><img src="${deniedUrl('/pixel.png')}" alt="pixel"><p>text</p>`,
    '/link': () =>
      `<!doctype html><body style="margin:0"><a href="${deniedUrl('/secret')}" style="display:block;width:300px;height:60px">go</a></body>`,
  });
  const names: Record<string, string> = { 'denied.test': '127.0.0.2', 'allowed.test': '127.0.0.1' };
  guard = createEgressGuard(egressPolicyFromEnv(process.env), async (hostname) => {
    const address = names[hostname];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  });
});

afterAll(async () => {
  await allowed?.close();
  await new Promise((resolve) => denied?.close(resolve));
});

/** Evaluates `assert` instructions as JavaScript in the page. */
const evalAgent: Agent = {
  async act() {
    return { success: false, reason: 'not used', actions: [] };
  },
  async assert(page, instruction) {
    const value = await page.evaluate(`(${instruction})`);
    return { success: value === true, reason: `${instruction} -> ${JSON.stringify(value)}`, actions: [] };
  },
};

let nextId = 1;
function step(type: SnapshotStep['type'], action: string, extra: Partial<SnapshotStep> = {}): SnapshotStep {
  return snapshotStep(type, action, { id: nextId++, ...extra });
}

function api(url: string): Partial<SnapshotStep> {
  const request: ApiRequest = {
    url,
    method: 'GET',
    headers: null,
    timeout: 5,
    retries: 2,
    backoff_seconds: 0,
    should_refresh_page: false,
  };
  return { api_request: request };
}

async function run(
  steps: SnapshotStep[],
  startingUrl: string,
  agent: Agent = evalAgent,
): Promise<{ outcome: RunOutcome; results: StepResult[] }> {
  const snapshot: RunSnapshot = runSnapshot({
    id: 7,
    title: 'egress',
    starting_url: startingUrl,
    viewport_width: 800,
    viewport_height: 600,
    steps: steps.map((s, i) => ({ ...s, step_number: i + 1 })),
  });
  const input: RunInput = {
    companyId: 1,
    testRunId: 9,
    snapshot,
    chain: [snapshot.id],
    sink: { attemptStarted: async () => {}, stepFinished: async () => {}, attemptFinished: async () => {} },
    artifacts: { put: async (name) => `company-1/runs/9/${name}` },
    subRuns: { run: async () => ({ status: 'failed', testRunId: 0, reason: 'not used' }) },
    deadline: Date.now() + 60_000,
  };
  const outcome = await runTest(input, { chromiumPath, egress: guard, agent, recordVideo: false });
  const last = outcome.attempts[outcome.attempts.length - 1];
  return { outcome, results: last?.results ?? [] };
}

const OPERATOR = '127.0.0.2 is in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).';

describe('egress guard in runs', { timeout: 60_000 }, () => {
  it('fails the step of a navigation to a denied address, saying why', async () => {
    deniedHits.length = 0;
    const url = deniedUrl('/secret');
    const { outcome, results } = await run([step('wait', '0')], url);
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toBe(`Could not open ${url}: GET ${url} was blocked: ${OPERATOR}`);
    expect(deniedHits).toEqual([]);
  });

  it('blocks a redirect from an allowed page to a denied address', async () => {
    deniedHits.length = 0;
    const { outcome, results } = await run([step('wait', '0')], allowed.url('/to-denied'));
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toBe(
      `Could not open ${allowed.url('/to-denied')}: GET ${deniedUrl('/secret')} was blocked: ${OPERATOR}`,
    );
    expect(allowed.hits('/to-denied')).toBeGreaterThan(0);
    expect(deniedHits).toEqual([]);
  });

  it('blocks a DNS name resolving to a denied address, also after a redirect', async () => {
    deniedHits.length = 0;
    const direct = `http://denied.test:${deniedPort}/secret`;
    const first = await run([step('wait', '0')], direct);
    expect(first.results[0]?.result).toBe(
      `Could not open ${direct}: GET ${direct} was blocked: denied.test resolves to 127.0.0.2, in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).`,
    );
    const redirected = await run([step('wait', '0')], allowed.url('/to-denied-name'));
    expect(redirected.results[0]?.result).toMatch(
      /: GET http:\/\/denied\.test:\d+\/secret was blocked: denied\.test resolves to 127\.0\.0\.2/,
    );
    expect(deniedHits).toEqual([]);
  });

  it('refuses an HTTPS tunnel to a denied address and names the reason', async () => {
    deniedHits.length = 0;
    const url = deniedUrl('/secret', 'https');
    const { results } = await run([step('wait', '0')], url);
    expect(results[0]?.result).toBe(`Could not open ${url}: GET ${url} was blocked: ${OPERATOR}`);
    expect(deniedHits).toEqual([]);
  });

  it("fails the page's step when one of its subresources is blocked", async () => {
    deniedHits.length = 0;
    const { results } = await run([step('wait', '0')], allowed.url('/with-image'));
    expect(results[0]?.result).toBe(
      `Could not open ${allowed.url('/with-image')}: GET ${deniedUrl('/pixel.png')} was blocked: ${OPERATOR}`,
    );
    expect(deniedHits).toEqual([]);
  });

  it('fails a click that navigates to a denied address', async () => {
    deniedHits.length = 0;
    const { outcome, results } = await run([step('left_click', '{"x":50,"y":20}')], allowed.url('/link'));
    expect(outcome.status).toBe('failed');
    const click = results.find((r) => r.step_number === 1);
    expect(click?.is_successful).toBe(false);
    expect(click?.result).toContain(`GET ${deniedUrl('/secret')} was blocked: ${OPERATOR}`);
    expect(deniedHits).toEqual([]);
  });

  it('fails an api step to a denied address at once, saying why', async () => {
    deniedHits.length = 0;
    const url = deniedUrl('/api');
    const { results } = await run([step('api', '', api(url))], allowed.url('/page'));
    const call = results.find((r) => r.step_number === 1);
    expect(call?.is_successful).toBe(false);
    expect(call?.result).toBe(`GET ${url} was blocked: ${OPERATOR}`);
    expect(deniedHits).toEqual([]);
  });

  it('lets allowed pages, names and APIs through', async () => {
    const byName = `http://allowed.test:${new URL(allowed.origin).port}/page`;
    const before = allowed.hits('/page');
    const { outcome, results } = await run(
      [
        step('assert', `document.querySelector('#ok')?.textContent === 'allowed page'`),
        step('api', '', api(allowed.url('/api/ok'))),
      ],
      byName,
    );
    expect(results.map((r) => `${r.is_successful} ${r.result}`).join('\n')).not.toMatch(/blocked|false/);
    expect(outcome.status).toBe('passed');
    expect(allowed.hits('/page')).toBe(before + 1);
  });

  it("does not take a page's own x-tas-egress-blocked header for a block", async () => {
    const { outcome, results } = await run(
      [step('assert', `document.querySelector('#ok')?.textContent === 'fine'`)],
      allowed.url('/says-blocked'),
    );
    expect(results.map((r) => r.result).join('\n')).not.toContain('made up');
    expect(outcome.status).toBe('passed');
  });
});

describe('egress guard in the page', { timeout: 60_000 }, () => {
  it('blocks fetch and WebSocket from an allowed page to a denied address', async () => {
    deniedHits.length = 0;
    const browser = await launchBrowser(chromiumPath, { egress: guard });
    try {
      const page = await browser.newPage();
      await page.goto(allowed.url('/page'));
      const fetched = await page.evaluate(async (url) => {
        try {
          const res = await fetch(url, { mode: 'no-cors' });
          return `status ${res.status} ${res.type}`;
        } catch (error) {
          return `error ${(error as Error).message}`;
        }
      }, deniedUrl('/data'));
      const socket = await page.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const ws = new WebSocket(url);
            ws.onopen = () => resolve('open');
            ws.onerror = () => resolve('error');
          }),
        deniedUrl('/ws', 'ws'),
      );
      // A no-cors answer is opaque: the page cannot read it, and nothing reached the denied server.
      expect(fetched).toMatch(/^(status 0 opaque|error )/);
      expect(socket).toBe('error');
      expect(deniedHits).toEqual([]);
      // The same page reaches allowed addresses.
      expect(await page.evaluate(async (url) => (await fetch(url)).status, allowed.url('/api/ok'))).toBe(200);
    } finally {
      await browser.close();
    }
  });

  it('sends link-local traffic through the guard even where loopback is allowed', async () => {
    // Prepare: no operator rule, loopback allowed (the local defaults).
    const local = createEgressGuard(egressPolicyFromEnv({ TAS_LOCAL: '1' }));
    const browser = await launchBrowser(chromiumPath, { egress: local });
    try {
      const page = await browser.newPage();
      const response = await page.goto('http://169.254.169.254/latest/meta-data', { timeout: 10_000 });
      expect(response?.status()).toBe(403);
      expect(response?.headers()['x-tas-egress-blocked']).toBe(
        '169.254.169.254 is a link-local address, which runs may not reach.',
      );
      expect(await page.textContent('body')).toContain('Blocked by the test runner');
      // Loopback still loads, and directly (127.0.0.2 too: nothing denies it here).
      expect((await page.goto(allowed.url('/page')))?.status()).toBe(200);
      expect((await page.goto(deniedUrl('/secret')))?.status()).toBe(200);
    } finally {
      await browser.close();
    }
  });

  it('closes its proxy with the browser', async () => {
    const browser = await launchBrowser(chromiumPath, { egress: guard });
    const { egressProxyOf } = await import('../../runner-image/src/engine/egress/browser');
    const proxy = egressProxyOf(browser);
    expect(proxy?.server).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await browser.close();
    await expect(fetch(`${proxy?.server}/`)).rejects.toThrow();
  });

  it('launches without a guard only when asked to', async () => {
    const browser = await launchBrowser(chromiumPath, { egress: null });
    try {
      const { egressProxyOf } = await import('../../runner-image/src/engine/egress/browser');
      expect(egressProxyOf(browser)).toBeUndefined();
      expect(browser.browserType()).toBe(chromium);
    } finally {
      await browser.close();
    }
  });
});

describe('schemes a run may not open', { timeout: 60_000 }, () => {
  it.each([
    ['file:///etc/hostname', 'file: URLs cannot be opened; a run opens only http and https pages.'],
    ['view-source:http://example.com/', 'view-source: URLs cannot be opened; a run opens only http and https pages.'],
  ])('fails a step planned as opening %s, saying why', async (url, reason) => {
    // Prepare: a planner that opens whatever URL it is asked to, as a model would.
    const rules = createRulesPlanner();
    const planner: Planner = {
      name: 'openai',
      act: async () => ({ operations: [{ op: 'goto', url }] }),
      assert: rules.assert,
    };
    const agent = createAiAgent({ planner, configKey: 'browser:800x600' });

    // Act
    const { outcome, results } = await run([step('act', `Go to ${url}`)], allowed.url('/page'), {
      act: agent.act,
      assert: (page, instruction, ctx) => evalAgent.assert(page, instruction, ctx),
    });

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toContain(reason);
  });

  it('refuses a starting URL that is not a web page', async () => {
    // Act
    const { outcome, results } = await run([step('wait', '0')], 'file:///etc/hostname');

    // Assess
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toContain('file: URLs cannot be opened');
  });
});
