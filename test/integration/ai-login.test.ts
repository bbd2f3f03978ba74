/**
 * Login modules through the real engine: a login blueprint run on its own and used as a setup module, against the
 * fixture login app (email/password, TOTP on a second page or on the same page).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { totpCode } from '../../runner-image/src/ai/login';
import type { LoginCredentials, SnapshotModule, SnapshotStep } from '../../runner-image/src/contract';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import {
  ADA,
  aiFixtureRoutes,
  aiSnapshot,
  aiStep,
  BOB,
  type FixtureUser,
  runInBrowser,
  totpFor,
  withJsSteps,
} from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

let server: FixtureServer;
let browser: Browser;
let loginPosts = 0;
const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  const routes = aiFixtureRoutes();
  const login = routes['/login'];
  if (typeof login !== 'function') throw new Error('the login route is a handler');
  server = await startFixtureServer({
    ...routes,
    '/login': (req) => {
      if (req.method === 'POST') loginPosts++;
      return login(req);
    },
    '/attempt': (req) => ({ json: { hit: req.hit } }),
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

beforeEach(() => {
  loginPosts = 0;
  server.reset();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const credentialsOf = (user: FixtureUser, extra: Partial<LoginCredentials> = {}): LoginCredentials => ({
  username: user.email,
  password: user.password,
  ...(user.otpSecret ? { otp_secret: user.otpSecret } : {}),
  ...extra,
});

/** A test whose setup is a login module (no steps of its own) opening `path`, then `steps`. */
function withLoginSetup(path: string, credentials: LoginCredentials | undefined, steps: SnapshotStep[]) {
  const setup: SnapshotModule = {
    id: 501,
    title: 'Acme login',
    type: 'module',
    starting_url: server.url(path),
    steps: [],
  };
  const snapshot = aiSnapshot(server.url('/login'), steps, { setup, setup_module: 501 });
  return runInBrowser(browser, snapshot, agent, {
    loginCredentials: async (id) => (id === 501 ? credentials : undefined),
  });
}

describe('login modules', () => {
  it('generates the same TOTP codes as the fixture app validates', () => {
    const secret = ADA.otpSecret as string;
    const at = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(totpCode(secret, at)).toBe(totpFor(secret).generate({ timestamp: at }));
    expect(totpCode(secret, at)).toMatch(/^\d{6}$/);
  });

  it('runs a login blueprint without steps as one login entry', async () => {
    const snapshot = aiSnapshot(server.url('/login'), [], { id: 500, title: 'Acme login', type: 'module' });
    const { outcome, results } = await runInBrowser(browser, snapshot, agent, {
      loginCredentials: async (id) => (id === 500 ? credentialsOf(BOB) : undefined),
    });
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ step_number: 1, task: 'Log in: Acme login', is_successful: true });
    expect(results[0]?.result).toContain('Logged in; now on');
    expect(results[0]?.actions.map((a) => a.type)).toEqual(['go_to_url', 'input_text', 'input_text', 'click_element']);
  });

  it('logs in with email and password as a setup module, and later steps see the signed-in page', async () => {
    const { outcome, results } = await withLoginSetup('/login', credentialsOf(BOB), [
      aiStep('assert', 'Welcome back, Bob Builder is visible'),
    ]);
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    expect(results[0]).toMatchObject({ step_number: 0, task: 'Setup module: Acme login', is_successful: true });
  });

  it('logs in with a TOTP code asked on a second page', async () => {
    const { outcome, results } = await withLoginSetup('/login', credentialsOf(ADA), [
      aiStep('assert', 'js:location.pathname === "/dashboard" && document.cookie.includes("session=")'),
    ]);
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    const descriptions = results[0]?.actions.map((a) => a.description) ?? [];
    expect(descriptions).toContain('Typed the one-time code into textbox "Authentication code"');
  });

  it('logs in with a TOTP code asked on the same page', async () => {
    const { outcome, results } = await withLoginSetup('/login?otp=inline', credentialsOf(ADA), [
      aiStep('assert', 'js:location.pathname === "/dashboard"'),
    ]);
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    expect(results[0]?.actions.map((a) => a.description)).toContain(
      'Typed the one-time code into textbox "One-time code"',
    );
  });

  it('fails with the page error on a wrong password and never shows the credentials', async () => {
    const wrong = credentialsOf(BOB, { password: 'not-the-password-42' });
    const { outcome, results } = await withLoginSetup('/login', wrong, [aiStep('assert', 'js:true')]);
    expect(outcome.status).toBe('failed');
    expect(results[0]?.is_successful).toBe(false);
    expect(results[0]?.result).toContain('Login failed: the page says "Invalid email or password."');
    const json = JSON.stringify(results);
    expect(json).not.toContain('not-the-password-42');
    expect(json).not.toContain(BOB.email);
    expect(json).toContain('Typed ••••••');
  });

  it('fails a TOTP login when the module has no otp_secret', async () => {
    const { outcome, results } = await withLoginSetup('/login', { username: ADA.email, password: ADA.password }, []);
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toContain('asks for a one-time code');
  });

  it('fails with a clear result when the runner has no credentials', async () => {
    const snapshot = aiSnapshot(server.url('/login'), [], { id: 502, title: 'No creds', type: 'module' });
    const { outcome, results } = await runInBrowser(browser, snapshot, agent);
    expect(outcome.status).toBe('failed');
    expect(results[0]?.result).toBe('Login module "No creds": this runner has no access to stored credentials.');
    const missing = await withLoginSetup('/login', undefined, []);
    expect(missing.results[0]?.result).toBe('Login module "Acme login" has no stored credentials.');
  });

  it('logs in once as a setup module and reuses the browser state on a retry', async () => {
    const setup: SnapshotModule = {
      id: 601,
      title: 'Acme login',
      type: 'module',
      starting_url: server.url('/login'),
      steps: [],
    };
    const snapshot = aiSnapshot(
      server.url('/dashboard'),
      [
        aiStep('assert', 'js:document.cookie.includes("session=")'),
        // Fails on the first attempt only.
        aiStep('assert', 'js:fetch("/attempt").then((r) => r.json()).then((j) => j.hit > 1)'),
      ],
      { setup, setup_module: 601, num_retries: 1, reset_browser_on_retry: true },
    );
    const { outcome } = await runInBrowser(browser, snapshot, agent, {
      loginCredentials: async (id) => (id === 601 ? credentialsOf(ADA) : undefined),
    });
    expect(outcome.attempts).toHaveLength(2);
    expect(outcome.status, JSON.stringify(outcome.attempts.map((a) => a.results))).toBe('passed');
    expect(loginPosts).toBe(1);
    expect(outcome.attempts[0]?.results[0]).toMatchObject({
      step_number: 0,
      task: 'Setup module: Acme login',
      is_successful: true,
    });
    expect(outcome.attempts[1]?.results[0]?.result).toContain('reused the login from an earlier attempt');
    expect(outcome.attempts[1]?.results[1]?.is_successful).toBe(true);
  });
});
