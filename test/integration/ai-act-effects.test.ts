/**
 * `act` steps that must not pass without their effect, in a real browser: a quantity set by steps on a stepper that
 * stops at a bound it does not show, and "switch to" a card whose own control is disabled.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

// A stepper from 1 to 6 that says nothing at its bounds: a click past one changes nothing.
const PLAN_PAGE = `<!doctype html><title>Meal plan</title>
<h1>Your plan</h1>
<p><span>People</span>
<span role="group" aria-label="People" id="people" data-value="2">
<button type="button" aria-label="Decrease" data-step="-1">−</button><output>2</output><button type="button" aria-label="Increase" data-step="1">+</button>
</span></p>
<script>
document.getElementById('people').addEventListener('click', function (e) {
  var b = e.target.closest('button'); if (!b) return;
  var box = document.getElementById('people');
  var v = Math.max(1, Math.min(6, Number(box.dataset.value) + Number(b.dataset.step)));
  box.dataset.value = String(v); box.querySelector('output').textContent = String(v);
});
</script>`;

// The same stepper on a slow app: a press shows "Updating…" with a ticking timer, and the number only 3 s later.
const SLOW_PLAN_PAGE = PLAN_PAGE.replace(
  "box.dataset.value = String(v); box.querySelector('output').textContent = String(v);",
  "var note = document.getElementById('note'); var t = 0; var tick = setInterval(function () { note.textContent = 'Updating… ' + (++t); }, 200);" +
    " setTimeout(function () { clearInterval(tick); note.textContent = ''; box.dataset.value = String(v); box.querySelector('output').textContent = String(v); }, 3000);",
).replace('</p>', '</p><p id="note"></p>');

// A flight whose status turns "On time" 2 s after the page opens, with the same words in a legend from the start.
const FLIGHT_PAGE = `<!doctype html><title>Flight</title>
<h1>SK 311</h1>
<p>Flight status: <span role="status" aria-label="Flight status" id="status">Delayed</span></p>
<p>Statuses: On time, Delayed, Cancelled</p>
<script>setTimeout(function () { document.getElementById('status').textContent = 'On time'; }, 2000);</script>`;

const TARIFF_PAGE = `<!doctype html><title>Tariffs</title>
<h1>Tariffs</h1>
<article aria-label="Flex Variable"><h3>Flex Variable</h3><p>Your tariff</p><button type="button" disabled>Switch to this tariff</button></article>
<article aria-label="Fixed 12 months"><h3>Fixed 12 months</h3><p>24.5p per kWh</p><button type="button" onclick="window.switched='fix12'">Switch to this tariff</button></article>
<script>window.switched = null;</script>`;

// A task list whose Delete asks first, in a dialog that shows after `delay` ms (0: in the click itself); `?direct`
// deletes without asking.
const tasksPage = (delay: number, ask = true) => `<!doctype html><title>Tasks</title>
<h1>Tasks</h1>
<ul aria-label="Tasks">
<li data-task="milk"><span>Buy milk</span> <button type="button" class="del">Delete</button></li>
<li data-task="rent"><span>Pay rent</span> <button type="button" class="del">Delete</button></li>
</ul>
<div role="alertdialog" aria-label="Delete this task?" id="ask" hidden>
<p>Delete this task? It cannot be undone.</p>
<button type="button" id="keep">Cancel</button><button type="button" id="yes">Delete</button>
</div>
<script>
var pending = null;
function remove(li) { li.remove(); }
document.querySelector('ul').addEventListener('click', function (e) {
  var li = e.target.closest('.del') && e.target.closest('li'); if (!li) return;
  if (!${ask}) { remove(li); return; }
  pending = li;
  var open = function () { document.getElementById('ask').hidden = false; };
  if (${delay} > 0) { e.target.textContent = 'Deleting…'; setTimeout(open, ${delay}); } else open();
});
document.getElementById('yes').onclick = function () { remove(pending); document.getElementById('ask').hidden = true; };
document.getElementById('keep').onclick = function () { document.getElementById('ask').hidden = true; };
</script>`;

// A count sheet whose quantities the app reads on \`change\` (when a field loses focus), re-rendering the row; a scanner
// box that adds a scan on every \`change\`; a search box whose suggestions close when it loses focus.
const SHEET_PAGE = `<!doctype html><title>Count</title>
<h1>Count sheet</h1>
<table><tbody id="lines"></tbody></table>
<p><label for="scan">Barcode</label> <input id="scan"> <span id="scans">0 scans</span></p>
<p><label for="q">Search</label> <input id="q" role="combobox" aria-autocomplete="list" aria-controls="hits" aria-expanded="false"></p>
<ul id="hits" role="listbox" hidden><li role="option">Brackets 300 mm</li></ul>
<script>
window.counts = { 'SKU-1042': -1, 'SKU-2210': -1 }; window.scans = 0;
function draw() {
  document.getElementById('lines').innerHTML = Object.keys(window.counts).map(function (k) {
    return '<tr data-sku="' + k + '"><th scope="row">' + k + '</th><td><input class="qty" type="number" aria-label="Qty" value="' + (window.counts[k] < 0 ? '' : window.counts[k]) + '"></td></tr>';
  }).join('');
}
draw();
document.getElementById('lines').addEventListener('change', function (e) {
  window.counts[e.target.closest('tr').dataset.sku] = Number(e.target.value); draw();
});
var scan = document.getElementById('scan');
scan.addEventListener('change', function () { window.scans++; document.getElementById('scans').textContent = window.scans + ' scans'; });
var q = document.getElementById('q'), hits = document.getElementById('hits');
q.addEventListener('input', function () { hits.hidden = !q.value; q.setAttribute('aria-expanded', String(!!q.value)); });
q.addEventListener('blur', function () { hits.hidden = true; q.setAttribute('aria-expanded', 'false'); });
</script>`;

// A monthly goal the app takes on \`change\` from 1 to 40, putting the old value back otherwise; a visit date it keeps
// whatever it is, saying when the practice is closed.
const GOAL_PAGE = `<!doctype html><title>Goal</title>
<h1>March goal</h1>
<label for="goal">Monthly goal</label> <input id="goal" type="number" value="10"> <span id="goal-err" role="alert" class="err"></span>
<label for="day">Visit date</label> <input id="day" type="date"> <span id="day-err" role="alert" class="err"></span>
<script>
window.goal = 10;
var goalBox = document.getElementById('goal');
goalBox.addEventListener('change', function () {
  var v = Number(goalBox.value);
  if (!Number.isInteger(v) || v < 1 || v > 40) { document.getElementById('goal-err').textContent = 'Set a goal between 1 and 40'; goalBox.value = String(window.goal); return; }
  document.getElementById('goal-err').textContent = ''; window.goal = v;
});
var dayBox = document.getElementById('day');
dayBox.addEventListener('change', function () {
  document.getElementById('day-err').textContent = new Date(dayBox.value).getDay() === 0 ? "We're closed on Sundays. Choose another day." : '';
});
</script>`;

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer({
    '/plan': PLAN_PAGE,
    '/slow-plan': SLOW_PLAN_PAGE,
    '/flight': FLIGHT_PAGE,
    '/tariffs': TARIFF_PAGE,
    '/sheet': SHEET_PAGE,
    '/goal': GOAL_PAGE,
    '/tasks': tasksPage(0),
    '/tasks-direct': tasksPage(0, false),
    '/tasks-late': tasksPage(400),
    '/tasks-native': `<!doctype html><title>Tasks</title><h1>Tasks</h1>
<ul aria-label="Tasks">
<li data-task="milk"><span>Buy milk</span> <button type="button" class="del">Delete</button></li>
<li data-task="rent"><span>Pay rent</span> <button type="button" class="del">Delete</button></li>
</ul>
<p id="name"></p>
<script>
document.querySelector('ul').addEventListener('click', function (e) {
  var li = e.target.closest('.del') && e.target.closest('li');
  if (li && window.confirm('Delete this task?')) li.remove();
});
</script>`,
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function act(path: string, instruction: string, effect: string) {
  const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));
  const run = await runInBrowser(
    browser,
    aiSnapshot(server.url(path), [aiStep('act', instruction), aiStep('assert', `js:${effect}`)]),
    agent,
  );
  return run.results;
}

describe('a value the app takes when the field loses focus', () => {
  it('is taken, as when a person moves on from the field', async () => {
    // Act
    const [step, effect] = await act(
      '/sheet',
      'Enter 118 as the Qty for SKU-1042',
      "window.counts['SKU-1042'] === 118 && window.counts['SKU-2210'] === -1",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('is taken once when Enter is pressed after typing', async () => {
    // Act
    const [step, effect] = await act('/sheet', 'Type 5012345002210 in Barcode and press Enter', 'window.scans === 1');
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('leaves a combobox focused, its suggestions open', async () => {
    // Act
    const [step, effect] = await act(
      '/sheet',
      'Type brackets in Search',
      "document.activeElement.id === 'q' && !document.getElementById('hits').hidden",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });
});

describe('a value the app refuses', () => {
  it('fails the step when the app puts the old value back', async () => {
    // Act
    const [step] = await act('/goal', 'Set my monthly goal to 50', 'true');
    // Assess
    expect(step?.is_successful, step?.result).toBe(false);
    expect(step?.result).toContain('the app put back "10"');
  });

  it('passes when the app takes it', async () => {
    // Act
    const [step, effect] = await act('/goal', 'Set my monthly goal to 30', 'window.goal === 30');
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('passes when the field keeps it, whatever the app says of it (for the next step to check)', async () => {
    // Act
    const [step, effect] = await act(
      '/goal',
      'Change the visit date to Sunday 14 March 2027',
      "document.getElementById('day').value === '2027-03-14' && document.getElementById('day-err').textContent !== ''",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });
});

describe('a quantity set by steps', () => {
  it('passes when the stepper comes to show it', async () => {
    // Act
    const [step, effect] = await act(
      '/plan',
      'Set People to 5',
      "document.getElementById('people').dataset.value==='5'",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('waits for a slow app that is still at work, however long past the first 2 s', async () => {
    // Act
    const [step, effect] = await act(
      '/slow-plan',
      'Set People to 3',
      "document.getElementById('people').dataset.value==='3'",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('fails, saying what it shows, when the stepper stops short of it', async () => {
    // Act
    const [step] = await act('/plan', 'Set People to 8', 'true');
    // Assess
    expect(step?.is_successful).toBe(false);
    expect(step?.result).toMatch(/shows "6", not "8"/);
  });
});

describe('waiting for a status whose words are elsewhere on the page too', () => {
  it('waits for the status itself, not for the words anywhere', async () => {
    // Act
    const [step, effect] = await act(
      '/flight',
      'wait until the flight status shows On time',
      "document.getElementById('status').textContent==='On time'",
    );
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });
});

describe('switching to a card', () => {
  it("fails when the card's own control is disabled, rather than clicking its heading", async () => {
    // Act
    const [step] = await act('/tariffs', 'Switch to Flex Variable', 'true');
    // Assess
    expect(step?.is_successful).toBe(false);
    expect(step?.result).toMatch(/disabled/);
  });

  it("uses the card's own control", async () => {
    // Act
    const [step, effect] = await act('/tariffs', 'Switch to Fixed 12 months', "window.switched==='fix12'");
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });
});

describe('an action the app asks to confirm', () => {
  const gone = "!document.querySelector('[data-task=milk]') && !!document.querySelector('[data-task=rent]')";

  it('does the task, answering the question the app asks about it', async () => {
    // Act
    const [step, effect] = await act('/tasks', 'Delete Buy milk', gone);
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(step?.result).toMatch(/Clicked button "Delete".*Clicked button "Delete"/);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('answers a question that comes a moment after the click', async () => {
    // Act: the dialog opens 400 ms after the click, the button saying "Deleting…" meanwhile.
    const [step, effect] = await act('/tasks-late', 'Delete Buy milk', gone);
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('clicks alone when the step says to click, leaving the dialog to the next step', async () => {
    // Arrange
    const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));
    const steps = [
      aiStep('act', 'Click Delete on Buy milk'),
      aiStep(
        'assert',
        "js:document.getElementById('ask').hidden === false && !!document.querySelector('[data-task=milk]')",
      ),
      aiStep('act', 'Confirm the deletion'),
      aiStep('assert', `js:${gone}`),
    ];
    // Act
    const { results } = await runInBrowser(browser, aiSnapshot(server.url('/tasks'), steps), agent);
    // Assess
    for (const result of results) expect(result.is_successful, result.result).toBe(true);
    expect(results).toHaveLength(4);
  });

  it("answers the browser's own confirm() with OK", async () => {
    // Act
    const [step, effect] = await act('/tasks-native', 'Delete Buy milk', gone);
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });

  it('asks nothing of an app that deletes at once', async () => {
    // Act
    const [step, effect] = await act('/tasks-direct', 'Delete Buy milk', gone);
    // Assess
    expect(step?.is_successful, step?.result).toBe(true);
    expect(effect?.is_successful, effect?.result).toBe(true);
  });
});
