/**
 * An action is over once the app has answered what it asked of the server: a Delete that posts to the server and
 * removes the row when the answer comes (here 1.5 s later, as a slow server or a busy machine would) is checked on the
 * page after the answer, by the next step, whether the action was an AI step or recorded input. Without the wait, the
 * check sees the row still there, and its verdict depends on how fast the server and the machine are. And a check
 * right after typing into a search that is sent after a pause is made on the results, not on the page before them; a
 * check right after a click that the app answers 700 ms later (a timer, no request), also from inside a shadow root,
 * is made on that answer.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/** Delete posts, then fetches the list again (a second request its answer starts), then renders it. */
const TASKS_PAGE = `<!doctype html><title>Tasks</title>
<h1>Tasks</h1>
<ul id="list"></ul>
<script>
  var tasks = ['Buy milk', 'Pay rent'];
  function render() {
    document.getElementById('list').innerHTML = tasks.map(function (t) {
      return '<li>' + t + ' <button class="del" style="position:absolute;left:300px">Delete</button></li>';
    }).join('');
  }
  render();
  document.getElementById('list').addEventListener('click', function (e) {
    if (!e.target.closest('.del')) return;
    var name = e.target.closest('li').firstChild.textContent.trim();
    fetch('/api/delete', { method: 'POST', body: name })
      .then(function () { return fetch('/api/tasks'); })
      .then(function () { tasks = tasks.filter(function (t) { return t !== name; }); render(); });
  });
</script>`;

/** A search sent 900 ms after the typing stops, answered 600 ms later; until then the page says "No books found". */
const SEARCH_PAGE = `<!doctype html><title>Books</title>
<h1>Books</h1>
<label for="q">Search books</label> <input id="q" type="search">
<p id="count" role="status">No books found</p>
<ul id="results"></ul>
<script>
  var timer;
  document.getElementById('q').addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      fetch('/api/search').then(function (r) { return r.json(); }).then(function (books) {
        document.getElementById('count').textContent = books.length + ' books found';
        document.getElementById('results').innerHTML = books.map(function (b) { return '<li>' + b + '</li>'; }).join('');
      });
    }, 900);
  });
</script>`;

/** Pay asks the server, then goes to the receipt once it answers; the receipt page itself loads slowly. */
const CHECKOUT_PAGE = `<!doctype html><title>Checkout</title>
<h1>Checkout</h1>
<button id="pay">Pay £12.00</button>
<script>
  document.getElementById('pay').onclick = function () {
    fetch('/api/pay', { method: 'POST' }).then(function () { location.href = '/receipt'; });
  };
</script>`;

/** Lock answers 700 ms after the click, from a timer: in the page, and in a widget's shadow root. */
const LOCK_PAGE = `<!doctype html><title>Ride</title>
<h1>Ride</h1>
<button id="lock">Lock the bike</button> <p id="said" role="status"></p>
<ride-box></ride-box>
<script>
  document.getElementById('lock').addEventListener('click', function () {
    setTimeout(function () { document.getElementById('said').textContent = 'Bike 3318 locked'; }, 700);
  });
  customElements.define('ride-box', class extends HTMLElement {
    connectedCallback() {
      var root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<button id="stop">Pause the ride</button> <p role="status" id="m"></p>';
      root.getElementById('stop').addEventListener('click', function () {
        setTimeout(function () { root.getElementById('m').textContent = 'Ride paused'; }, 700);
      });
    }
  });
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({
    '/tasks': TASKS_PAGE,
    '/api/delete': { json: { ok: true }, delayMs: 1_500 },
    '/api/tasks': { json: { ok: true }, delayMs: 300 },
    '/books': SEARCH_PAGE,
    '/ride': LOCK_PAGE,
    '/checkout': CHECKOUT_PAGE,
    '/api/pay': { json: { ok: true }, delayMs: 500 },
    '/receipt': {
      body: '<!doctype html><title>Receipt</title><h1>Payment received</h1><img src="/slow.png" alt="">',
      delayMs: 300,
    },
    '/slow.png': { status: 404, delayMs: 800 },
    '/api/search': { json: ['The Hobbit', 'The Silmarillion', 'Unfinished Tales'], delayMs: 600 },
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function deleteThenCheck(deleteStep: ReturnType<typeof aiStep>, claim: string) {
  const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
  const snapshot = aiSnapshot(server.url('/tasks'), [deleteStep, aiStep('assert', claim)]);
  const run = await runInBrowser(browser, snapshot, withJsSteps(agent));
  expect(run.results[0]?.is_successful, run.results[0]?.result).toBe(true);
  const check = run.results[1];
  if (!check) throw new Error('the check did not run');
  return check;
}

describe.each([
  ['an AI step', () => aiStep('act', 'Click the Delete button of Buy milk')],
  // The first row's Delete button, at its coordinates (from y = 81 to 102).
  ['recorded input', () => aiStep('left_click', '{"x":320,"y":90}')],
])('a delete answered 1.8 s later, by %s', (_name, deleteStep) => {
  it.each([
    ['Buy milk is not in the list', true],
    ['The list has 1 task', true],
    ['I should see "Buy milk"', false],
  ])('"%s" is decided on the page after the answer (holds: %s)', async (claim, holds) => {
    // Act
    const check = await deleteThenCheck(deleteStep(), claim);

    // Assess
    expect(check.is_successful, check.result).toBe(holds);
  });
});

describe.each([
  ['an AI step', () => [aiStep('act', 'Type tolkien into the search box')]],
  ['recorded typing', () => [aiStep('act', `js:document.getElementById('q').focus()`), aiStep('type', 'tolkien')]],
])('a check right after typing (%s) into a search sent after a pause, then answered', (_name, typing) => {
  it.each([
    ['3 books are listed', true],
    ['The results include The Hobbit', true],
    ['I should see "No books found"', false],
  ])('"%s" is decided on the results (holds: %s)', async (claim, holds) => {
    // Arrange
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const steps = typing();
    const snapshot = aiSnapshot(server.url('/books'), [...steps, aiStep('assert', claim)]);

    // Act
    const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

    // Assess
    for (const typed of run.results.slice(0, steps.length)) expect(typed.is_successful, typed.result).toBe(true);
    expect(run.results[steps.length]?.is_successful, run.results[steps.length]?.result).toBe(holds);
  });
});

describe.each([
  ['an AI step', () => aiStep('act', 'Click "Pay £12.00"')],
  ['recorded input', () => aiStep('left_click', '{"x":40,"y":80}')],
])('a press that asks the server, then goes to another page once it answers (%s)', (_name, pay) => {
  it('is checked on the page it went to, loaded', async () => {
    // Arrange
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const snapshot = aiSnapshot(server.url('/checkout'), [
      pay(),
      aiStep('assert', `js:location.pathname === '/receipt' && document.readyState === 'complete'`),
    ]);

    // Act
    const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

    // Assess
    expect(run.results[0]?.is_successful, run.results[0]?.result).toBe(true);
    expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(true);
  });
});

describe.each([
  ['in the page', 'Click "Lock the bike"', `document.getElementById('said').textContent`, 'Bike 3318 locked'],
  [
    'in a shadow root',
    'Click "Pause the ride"',
    `document.querySelector('ride-box').shadowRoot.getElementById('m').textContent`,
    'Ride paused',
  ],
])('a click that the app answers 700 ms later from a timer (%s)', (_name, click, said, answer) => {
  it('is over once the answer is shown: the next step sees it at once', async () => {
    // Arrange
    const agent = createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' });
    const snapshot = aiSnapshot(server.url('/ride'), [
      aiStep('act', click),
      aiStep('assert', `js:${said} === '${answer}'`),
    ]);

    // Act
    const run = await runInBrowser(browser, snapshot, withJsSteps(agent));

    // Assess
    expect(run.results[0]?.is_successful, run.results[0]?.result).toBe(true);
    expect(run.results[1]?.is_successful, run.results[1]?.result).toBe(true);
  });
});
