/**
 * `act` steps whose press the page moves away from: the mouse goes down on the button and, before it comes up, the
 * layout changes (a banner that loads late above it, a page that answers mousedown). The browser then sends the click
 * to what holds both points, not to the button, and the app never sees the press. Such a step must neither pass with
 * nothing done (the app's refusal it would have shown never comes) nor depend on when the page moved: the press is
 * done again where the button is now, and fails clearly if it cannot land.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { createMemoryActionCache } from '../support/cache-harness';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/**
 * Pet cards with Remove in each; Pepper has bookings, so the app refuses to remove her. `?shift=first`: the first
 * mousedown anywhere makes a banner above the cards grow, so that press comes up over other content. `?shift=every`:
 * every mousedown grows or shrinks the banner in turn.
 */
const PETS_PAGE = `<!doctype html><title>My pets</title>
<h1>My pets</h1>
<div id="banner"></div>
<div id="pets">
  <article data-pet="biscuit" aria-label="Biscuit"><h3>Biscuit</h3><p>Cocker spaniel</p><button class="remove">Remove</button></article>
  <article data-pet="pepper" aria-label="Pepper"><h3>Pepper</h3><p>Whippet</p><button class="remove">Remove</button></article>
  <article data-pet="mochi" aria-label="Mochi"><h3>Mochi</h3><p>Cat</p><button class="remove">Remove</button></article>
</div>
<p id="pet-err" role="alert" style="color:#b00"></p>
<script>
  var removed = [], presses = 0, shift = new URLSearchParams(location.search).get('shift');
  var busy = ['biscuit', 'pepper'];
  document.addEventListener('mousedown', function () {
    presses++;
    if (shift === 'first' && presses === 1) document.getElementById('banner').style.height = '90px';
    if (shift === 'every') document.getElementById('banner').style.height = presses % 2 ? '90px' : '0px';
  }, true);
  document.getElementById('pets').addEventListener('click', function (e) {
    var card = e.target.closest('[data-pet]');
    if (!card || !e.target.closest('.remove')) return;
    var pet = card.dataset.pet, name = card.querySelector('h3').textContent;
    document.getElementById('pet-err').textContent = '';
    if (busy.indexOf(pet) >= 0) {
      document.getElementById('pet-err').textContent = name + " has upcoming bookings, so you can't remove them yet";
      return;
    }
    removed.push(pet);
    card.remove();
  });
</script>`;

/** A colour menu that chooses on mousedown and hides itself at once (as many dropdowns do). */
const MENU_PAGE = `<!doctype html><title>Colour</title>
<p>Colour: <span id="chosen">none</span></p>
<ul id="menu" role="menu">
  <li role="menuitem">Red</li><li role="menuitem">Blue</li>
</ul>
<script>
  var chosen = [];
  document.getElementById('menu').addEventListener('mousedown', function (e) {
    var item = e.target.closest('[role=menuitem]');
    if (!item) return;
    chosen.push(item.textContent);
    document.getElementById('chosen').textContent = item.textContent;
    document.getElementById('menu').style.display = 'none';
  });
</script>`;

/** A counter whose button is inside an open shadow root. */
const SHADOW_PAGE = `<!doctype html><title>Counter</title>
<tally-counter></tally-counter>
<script>
  var counted = 0;
  customElements.define('tally-counter', class extends HTMLElement {
    connectedCallback() {
      var root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<p>Tally</p><button type="button"><span>Add one</span></button>';
      root.querySelector('button').addEventListener('click', function () { counted++; });
    }
  });
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({ '/pets': PETS_PAGE, '/menu': MENU_PAGE, '/shadow': SHADOW_PAGE });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Runs `steps` on `path` with the rules planner (and `cache`, when given). */
async function run(
  path: string,
  steps: ReturnType<typeof aiStep>[],
  cache = createMemoryActionCache(),
  cached = false,
) {
  const agent = createAiAgent({
    planner: createRulesPlanner(),
    configKey: 'browser:1280x800',
    ...(cached ? { cache } : {}),
  });
  const outcome = await runInBrowser(browser, aiSnapshot(server.url(path), steps), withJsSteps(agent));
  if (cached) await cache.commit({ passed: outcome.outcome.status === 'passed', persistSelfHealed: true });
  return outcome;
}

describe('a press the page moves away from once', () => {
  it('fails with the app refusal the press brings, not passing with nothing done', async () => {
    // Act
    const result = await run('/pets?shift=first', [
      aiStep('act', 'Remove Pepper from my pets'),
      aiStep('assert', `js:removed.length === 0`),
    ]);

    // Assess
    const main = result.results[0]!;
    expect(main.is_successful, main.result).toBe(false);
    expect(main.result).toContain("Pepper has upcoming bookings, so you can't remove them yet");
  });

  it.each([
    ['without the action cache', false],
    ['with the action cache, planned then replayed', true],
  ])('reaches the button meant, once, %s', async (_name, cached) => {
    // Arrange
    const cache = createMemoryActionCache();
    const steps = [aiStep('act', 'Remove Mochi'), aiStep('assert', `js:JSON.stringify(removed) === '["mochi"]'`)];
    if (cached) {
      const first = await run('/pets', steps, cache, true);
      expect(first.results[1]?.is_successful, first.results[1]?.result).toBe(true);
    }

    // Act
    const result = await run('/pets?shift=first', steps, cache, cached);

    // Assess
    if (cached) expect(result.results[0]?.result).toContain('Replayed 1 cached action');
    expect(result.results[0]?.is_successful, result.results[0]?.result).toBe(true);
    expect(result.results[1]?.is_successful, result.results[1]?.result).toBe(true);
  });
});

describe('a press the page moves away from every time', () => {
  it('fails saying the click did not reach the button, the app having seen no press', async () => {
    // Act
    const result = await run('/pets?shift=every', [
      aiStep('act', 'Remove Mochi'),
      aiStep('assert', `js:removed.length === 0`),
    ]);

    // Assess
    const main = result.results[0]!;
    expect(main.is_successful).toBe(false);
    expect(main.result).toContain('the click did not reach it: the page moved it under the pointer');
  });
});

describe('a press that reaches its element however the click ends', () => {
  it('is done once when the app answers mousedown by hiding the element pressed', async () => {
    // Act
    const result = await run('/menu', [
      aiStep('act', 'Click Blue'),
      aiStep('assert', `js:JSON.stringify(chosen) === '["Blue"]'`),
    ]);

    // Assess
    expect(result.results[0]?.is_successful, result.results[0]?.result).toBe(true);
    expect(result.results[1]?.is_successful, result.results[1]?.result).toBe(true);
  });

  it('is done once on a button inside a shadow root', async () => {
    // Act
    const result = await run('/shadow', [aiStep('act', 'Click Add one'), aiStep('assert', 'js:counted === 1')]);

    // Assess
    expect(result.results[0]?.is_successful, result.results[0]?.result).toBe(true);
    expect(result.results[1]?.is_successful, result.results[1]?.result).toBe(true);
  });
});
