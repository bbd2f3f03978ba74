/**
 * Checks about messages the page showed after the last action and took away again (a toast that leaves after a
 * second or two): the verdict must not depend on whether the check got to the page before the message left, that is
 * on how busy the machine was. Here the message is always gone when the check starts (a `js:` step removes it, as
 * its own timer would on a slow machine), and the check decides as it would have while the message showed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

const PROFILE_PAGE = `<!doctype html><title>Profile</title>
<h1>Profile</h1>
<label>Display name <input id="name" value="Marta"></label>
<button id="save">Save</button>
<button id="broken">Save to the old server</button>
<button id="slow">Save slowly</button>
<button id="refresh">Refresh</button>
<p id="progress" role="status"></p>
<script>
  function toast(text, kind) {
    var t = document.createElement('div');
    t.className = 'toast toast-' + kind;
    t.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    t.textContent = text;
    document.body.append(t);
  }
  // What the toasts' own timers do, at once: the check always starts after they left.
  window.dismiss = function () { document.querySelectorAll('.toast').forEach(function (t) { t.remove(); }); };
  document.getElementById('save').onclick = function () { toast('Settings saved', 'success'); };
  document.getElementById('broken').onclick = function () { toast('Could not save your settings', 'error'); };
  document.getElementById('slow').onclick = function () {
    var p = document.getElementById('progress');
    p.textContent = 'Saving your settings';
    setTimeout(function () { p.textContent = 'Save failed'; }, 50);
  };
</script>`;

/**
 * Orders whose Delete renders the table again at once (marking the row as deleting), then takes the row away, its
 * status cell with it, once the server answers.
 */
const ORDERS_PAGE = `<!doctype html><title>Orders</title>
<table><tbody></tbody></table>
<script>
  var orders = [['1042', 'Pending'], ['1043', 'Shipped']];
  function render(deleting) {
    document.querySelector('tbody').innerHTML = orders.map(function (o) {
      return '<tr data-id="' + o[0] + '"><th scope="row">Order ' + o[0] + '</th><td class="status message">' + o[1] +
        '</td><td><button class="del"' + (deleting === o[0] ? ' disabled' : '') + '>Delete</button></td></tr>';
    }).join('');
  }
  render();
  document.querySelector('tbody').addEventListener('click', function (e) {
    if (!e.target.closest('.del')) return;
    var id = e.target.closest('tr').dataset.id;
    render(id);
    fetch('/api/delete-order', { method: 'POST' }).then(function () {
      orders = orders.filter(function (o) { return o[0] !== id; });
      document.querySelector('tr[data-id="' + id + '"]').remove();
    });
  });
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({
    '/profile': PROFILE_PAGE,
    '/orders': ORDERS_PAGE,
    '/api/delete-order': { json: { ok: true }, delayMs: 200 },
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Runs `steps` (act instructions or `js:` code) on the profile page, then `claim`; the claim's result. */
async function check(steps: string[], claim: string) {
  const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
  const snapshot = aiSnapshot(server.url('/profile'), [...steps.map((s) => aiStep('act', s)), aiStep('assert', claim)]);
  const run = await runInBrowser(browser, snapshot, withJsSteps(agent));
  for (const result of run.results.slice(0, steps.length)) expect(result.is_successful, result.result).toBe(true);
  const last = run.results[steps.length];
  if (!last) throw new Error(`the check did not run: ${JSON.stringify(run.results.map((r) => r.result))}`);
  return last;
}

const SAVED = ['Click Save', 'js:dismiss()'];
const BROKEN = ['Click "Save to the old server"', 'js:dismiss()'];

describe('a check about a message shown after the last action and gone since', () => {
  it.each([
    [SAVED, 'A toast says Settings saved'],
    [SAVED, 'I should see "Settings saved"'],
    [SAVED, 'The page shows "Settings saved"'],
    [SAVED, 'A success message is shown'],
    [BROKEN, 'An error says my settings could not be saved'],
    [BROKEN, 'An error message is displayed'],
  ])('after %j, "%s" holds, saying the message has gone', async (steps, claim) => {
    // Act
    const result = await check(steps, claim);

    // Assess
    expect(result.is_successful, result.result).toBe(true);
    expect(result.result).toMatch(/has gone since/);
  });

  it.each([
    [BROKEN, 'No error message is shown'],
    [BROKEN, 'I do not see "Could not save"'],
    [SAVED, 'A toast says Profile deleted'],
    [SAVED, 'An error message is displayed'],
  ])('after %j, "%s" does not hold', async (steps, claim) => {
    // Act
    const result = await check(steps, claim);

    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });

  it('counts only what showed after the last action: a later press forgets the toast before it', async () => {
    // Act
    const result = await check([...SAVED, 'Click Refresh'], 'A toast says Settings saved');

    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });

  it('does not count a message the page replaced with another ("Saving" became "Save failed")', async () => {
    // Act
    const result = await check(
      ['Click "Save slowly"', `js:new Promise((r) => setTimeout(r, 300))`],
      'I should see "Saving your settings"',
    );

    // Assess
    expect(result.is_successful, result.result).toBe(false);
  });

  it("never counts a row's text a delete took away with the row (a cell classed `status message` is not one)", async () => {
    // Arrange
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const snapshot = aiSnapshot(server.url('/orders'), [
      aiStep('act', 'Click the Delete button of Order 1042'),
      aiStep('assert', 'I should see "Pending"'),
    ]);

    // Act
    const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

    // Assess
    expect(run.results[0]?.is_successful, run.results[0]?.result).toBe(true);
    expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(false);
  });
});
