/**
 * The AI agent with the rules planner, through the real engine and directly on pages: secrets (never in results,
 * descriptions or planner input; password inputs masked in screenshots), observation of iframes, shadow DOM and long
 * pages, recorded actions, and honest failures for ambiguous or unsupported instructions.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner, MAX_SNAPSHOT_CHARS, observe } from '../../runner-image/src/ai';
import type { Observation, Planner } from '../../runner-image/src/ai/contract';
import { createPageProbe } from '../../runner-image/src/ai/probe';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiFixtureRoutes, aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { pixelOf } from '../support/images';

let server: FixtureServer;
let browser: Browser;
let page: Page;
const SECRET = 'Sup3r-Secret-Value!';

beforeAll(async () => {
  server = await startFixtureServer(aiFixtureRoutes());
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A rules planner that remembers everything it was shown. */
function spyPlanner(): { planner: Planner; seen: string[] } {
  const rules = createRulesPlanner();
  const seen: string[] = [];
  const record = (instruction: string, o: Observation) =>
    seen.push(instruction, o.snapshot, JSON.stringify(o.elements));
  return {
    seen,
    planner: {
      name: 'rules',
      act: (instruction, o, ctx) => {
        record(instruction, o);
        return rules.act(instruction, o, ctx);
      },
      assert: (instruction, o, ctx, probe) => {
        record(instruction, o);
        return rules.assert(instruction, o, ctx, probe);
      },
    },
  };
}

const pixel = (jpeg: Buffer, x: number, y: number) => pixelOf(page, jpeg, x, y);

describe('secrets', () => {
  it('keeps a secret out of results, descriptions and planner input, and masks password inputs in screenshots', async () => {
    const spy = spyPlanner();
    const agent = withJsSteps(
      createAiAgent({ planner: spy.planner, configKey: 'browser:1280x800', secrets: [SECRET] }),
    );
    const snapshot = aiSnapshot(
      server.url('/login'),
      [
        aiStep('act', 'type {{pw}} into the Password field'),
        aiStep('act', 'type {{pw}} into the Email field'),
        aiStep('assert', `js:document.getElementById('password').value.length === ${SECRET.length}`),
        aiStep('assert', 'the Email field contains {{pw}}'),
      ],
      { variables: [{ key: 'pw', type: 'text', value: SECRET }] },
    );
    const { outcome, results, artifacts } = await runInBrowser(browser, snapshot, agent);
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    expect(JSON.stringify(results)).not.toContain(SECRET);
    const typed = results[0]?.actions.find((a) => a.type === 'input_text');
    expect(typed?.description).toBe('Typed •••••• into textbox "Password"');
    expect(results[1]?.actions[0]?.description).toBe('Typed •••••• into textbox "Email"');
    expect(results[3]?.result).toContain('••••••');
    expect(spy.seen.join('\n')).not.toContain(SECRET);

    // The password input is painted over (Playwright's magenta mask) in the screenshot after typing; Email is not.
    await page.goto(server.url('/login'));
    const box = await page.locator('#password').boundingBox();
    const emailBox = await page.locator('#email').boundingBox();
    if (!box || !emailBox) throw new Error('no boxes');
    const key = typed?.screenshot_key;
    const shot = key ? artifacts.get(key) : undefined;
    if (!shot) throw new Error(`no screenshot ${key}`);
    const [r, g, b] = await pixel(shot, Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeGreaterThan(200);
    const [er, eg, eb] = await pixel(
      shot,
      Math.round(emailBox.x + emailBox.width / 2),
      Math.round(emailBox.y + emailBox.height / 2),
    );
    expect(er > 200 && eg < 60 && eb > 200).toBe(false);
  });

  it('never observes what a password input holds', async () => {
    await page.goto(server.url('/login'));
    await page.fill('#password', SECRET);
    const { observation } = await observe(page, { instruction: 'click Sign in' });
    expect(observation.snapshot).not.toContain(SECRET);
    expect(JSON.stringify(observation.elements)).not.toContain(SECRET);
    expect(observation.snapshot).toMatch(/textbox "Password" .*\[ref=\w+\]: ••••••/);
  });
});

describe('observation', () => {
  it('includes iframe elements with their frame path and shadow DOM elements', async () => {
    await page.goto(server.url('/blog'));
    await page.frameLocator('iframe').locator('#nl-email').waitFor();
    const blog = await observe(page, { instruction: 'type x into Email address' });
    const email = blog.observation.elements.find((e) => e.role === 'textbox' && e.name === 'Email address');
    expect(email?.framePath).toHaveLength(1);
    expect(await blog.resolve(email?.ref ?? '').evaluate((el) => el.id)).toBe('nl-email');

    await page.goto(server.url('/help'));
    const help = await observe(page, { instruction: 'click Chat with us' });
    const chat = help.observation.elements.find((e) => e.role === 'button' && e.name === 'Chat with us');
    expect(chat?.framePath).toEqual([]);
    expect(await help.resolve(chat?.ref ?? '').evaluate((el) => (el.getRootNode() as ShadowRoot).host?.localName)).toBe(
      'help-widget',
    );
  });

  it('knows a toggle button that says it is not pressed as an unpressed toggle', async () => {
    await page.setContent(
      `<table><tr><th>Harbour Square</th><td><button aria-pressed="false">☆ Favourite</button></td></tr>
       <tr><th>Mill Lane</th><td><button aria-pressed="true">★ Favourite</button></td></tr>
       <tr><th>Quayside</th><td><button>Reserve</button></td></tr></table>`,
    );
    const { observation } = await observe(page, { instruction: 'Harbour Square is a favourite' });
    const selected = (name: string) => observation.elements.find((e) => e.name === name)?.hints?.selected;
    expect(selected('☆ Favourite')).toBe(false);
    expect(selected('★ Favourite')).toBe(true);
    expect(selected('Reserve')).toBeUndefined();
  });

  it("reads a field's own rules (read-only, required) apart from whether it can be used", async () => {
    // Prepare
    await page.setContent(`<label>Face value <input id="f" readonly value="45.00"></label>
      <label>Email <input id="e" required></label><label>Gift message <input id="g" disabled></label>
      <div role="textbox" aria-readonly="true" aria-label="Notes">x</div><p>Plain</p>`);
    const { observation, resolve } = await observe(page, { instruction: 'the Face value field is read-only' });
    const probe = createPageProbe(page, resolve);
    const ref = (name: string) => observation.elements.find((e) => e.name === name)?.ref ?? '';

    // Act
    const rules = await Promise.all(
      ['Face value', 'Email', 'Gift message', 'Notes'].map((n) => probe.fieldRules?.(ref(n))),
    );

    // Assess
    expect(rules).toEqual([
      { readOnly: true, required: false },
      { readOnly: false, required: true },
      { readOnly: false, required: false },
      { readOnly: true, required: false },
    ]);
    const rulesPlanner = createRulesPlanner();
    const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
    const check = async (claim: string) => {
      const v = await rulesPlanner.assert(claim, observation, ctx, probe);
      return 'pass' in v && v.pass;
    };
    expect(await check('The Face value field is read-only')).toBe(true);
    expect(await check('The Email field is read-only')).toBe(false);
    expect(await check('The Email field is required')).toBe(true);
    expect(await check('The Gift message field is required')).toBe(false);
  });

  it('reads the text of a part of the page drawn in a shadow root, as shown', async () => {
    // Prepare: a status widget whose content is all in its open shadow root, one line of it hidden.
    await page.setContent(`<h1>Trip</h1><flight-status style="display:block;border:1px solid"></flight-status><p>Other</p><script>
      const host = document.querySelector('flight-status');
      host.attachShadow({ mode: 'open' }).innerHTML =
        '<h2>Live status: SK 412</h2><p>On time. Gate 31</p><p hidden>Delayed</p><slot></slot>';
      host.append('Updated 06:40');
    </script>`);
    const { observation, resolve } = await observe(page, { instruction: 'the live status says On time' });
    const host = observation.elements.find((e) => e.name === 'Live status: SK 412')?.parent ?? '';
    expect(await resolve(host).evaluate((el) => el.localName)).toBe('flight-status');

    // Act
    const text = await createPageProbe(page, resolve).textOf(host);

    // Assess
    expect(text).toContain('Live status: SK 412 On time. Gate 31');
    expect(text).toContain('Updated 06:40');
    expect(text).not.toContain('Delayed');
  });

  it('trims a long page to what the instruction names, headings and a budget of controls', async () => {
    const rows = Array.from(
      { length: 1500 },
      (_, i) => `<li><p>Row ${i} with some filler text</p><a href="#${i}">Link ${i}</a></li>`,
    );
    await page.setContent(`<h1>Big list</h1><ul>${rows.join('')}</ul><button>Export everything</button>`);
    const { observation } = await observe(page, { instruction: 'click Export everything' });
    expect(observation.snapshot.length).toBeLessThan(MAX_SNAPSHOT_CHARS);
    expect(observation.snapshot).toContain('button "Export everything"');
    expect(observation.snapshot).toContain('heading "Big list"');
    expect(observation.elements.some((e) => e.name === 'Export everything')).toBe(true);
    expect(observation.elements.length).toBeLessThan(400);
  });

  it('attaches test ids and a vision screenshot when asked', async () => {
    await page.goto(server.url('/shop'));
    const { observation } = await observe(page, { instruction: 'open the cart', useVision: true });
    const cart = observation.elements.find((e) => e.role === 'link' && e.name.startsWith('Cart'));
    expect(cart?.hints?.testId).toBe('cart-count');
    expect(observation.screenshot?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('checks on a page at work', () => {
  it('looks again while the page says it loads, and a false claim still fails', { timeout: 60_000 }, async () => {
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const { results } = await runInBrowser(
      browser,
      aiSnapshot(server.url('/trains'), [
        aiStep('assert', 'Then I should see "6 trains found"', { step_number: 1 }),
        aiStep('assert', 'Then I should see "7 trains found"', { step_number: 2 }),
      ]),
      agent,
    );
    expect(results.map((r) => r.is_successful)).toEqual([true, false]);
  });

  it('gives up on a page that never stops changing, with the check failed', { timeout: 60_000 }, async () => {
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const { results } = await runInBrowser(
      browser,
      aiSnapshot(server.url('/clock'), [aiStep('assert', 'Then I should see "Arrivals"', { step_number: 1 })]),
      agent,
    );
    expect(results.map((r) => r.is_successful)).toEqual([false]);
  });
});

describe('acting and failing honestly', () => {
  const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

  it('records each operation with its type, description and before/after screenshots', async () => {
    const snapshot = aiSnapshot(server.url('/todo'), [
      aiStep('act', 'type "Call mom" into the "What needs to be done?" field and press Enter'),
      aiStep('assert', 'there are 4 todos'),
    ]);
    const { outcome, results } = await runInBrowser(browser, snapshot, agent);
    expect(outcome.status, JSON.stringify(results)).toBe('passed');
    const actions = (results[0]?.actions ?? []).filter((a) => a.type !== 'go_to_url');
    expect(actions.map((a) => [a.type, a.description])).toEqual([
      ['input_text', 'Typed "Call mom" into textbox "What needs to be done?"'],
      ['send_keys', 'Pressed Enter in textbox "What needs to be done?"'],
    ]);
    for (const a of actions) {
      expect(a.screenshot_key).toMatch(/\.jpg$/);
      expect(a.screenshot_key_before).toMatch(/\.jpg$/);
    }
    expect(results[1]?.actions[0]).toMatchObject({ type: 'assert' });
  });

  it('fails an ambiguous instruction instead of picking one, and suggests a model', async () => {
    const { results } = await runInBrowser(
      browser,
      aiSnapshot(server.url('/shop'), [aiStep('act', 'click Add to cart')]),
      agent,
    );
    expect(results[0]?.is_successful).toBe(false);
    expect(results[0]?.result).toMatch(/"Add to cart" is ambiguous: 6 elements match equally well/);
    expect(results[0]?.result).toContain('Configure a model (TAS_AI_PROVIDER=rules+openai or rules+bedrock)');
  });

  it('fails instructions it does not understand with the configure-a-model reason', async () => {
    const { results } = await runInBrowser(
      browser,
      aiSnapshot(server.url('/shop'), [aiStep('act', 'make the shop look festive')]),
      agent,
    );
    expect(results[0]?.is_successful).toBe(false);
    expect(results[0]?.result).toBe(
      'The rules planner does not understand "make the shop look festive". Configure a model (TAS_AI_PROVIDER=rules+openai or rules+bedrock) for free-form instructions.',
    );
    const asserted = await runInBrowser(
      browser,
      aiSnapshot(server.url('/shop'), [
        aiStep('assert', 'the product grid feels balanced and the colours match our brand guidelines for the season'),
      ]),
      agent,
    );
    expect(asserted.results[0]?.result).toContain('Configure a model');
  });
});
