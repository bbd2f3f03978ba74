/**
 * Tasks on an item with a detail that is chosen in what the task opens, through the real engine in Chromium with the
 * rules planner: "Book a cork mat on the Morning flow class" chooses the mat in the booking dialog before confirming,
 * "Book Leo on the Evening yin class" books Leo alone; a detail the dialog does not offer fails the step with nothing
 * booked (booking with the defaults would pass having done something else). And a tally that counts people in each
 * state ("3 declined") is not the app refusing a task.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/** Yoga classes in a table, each with Book; the booking dialog asks for a mat (Rubber by default) and who comes. */
const STUDIO_PAGE = `<!doctype html><title>Classes</title>
<h1>This week's classes</h1>
<table>
  <thead><tr><th>Class</th><th>Time</th><th>Mats</th><th></th></tr></thead>
  <tbody>
    <tr data-id="c1"><td>Morning flow</td><td>07:00</td><td>Mats to borrow: cork, rubber</td><td><button class="book">Book</button></td></tr>
    <tr data-id="c2"><td>Evening yin</td><td>19:30</td><td>Bring your own mat</td><td><button class="book">Book</button></td></tr>
    <tr data-id="c3"><td>Lunch pilates</td><td>12:15</td><td>Mats to borrow: rubber</td><td><button class="book">Book</button></td></tr>
  </tbody>
</table>
<div id="dlg" role="dialog" aria-modal="true" aria-labelledby="dlg-h" hidden>
  <h2 id="dlg-h">Book class</h2>
  <label for="mat">Mat</label>
  <select id="mat"><option>None</option><option selected>Rubber</option><option>Cork</option></select>
  <fieldset><legend>Who's coming</legend>
    <label><input type="checkbox" id="who-ana" checked> Ana (you)</label>
    <label><input type="checkbox" id="who-leo"> Leo</label>
  </fieldset>
  <button id="go">Confirm booking</button> <button id="no">Cancel</button>
</div>
<p id="done" role="status"></p>
<script>
  window.bookings = [];
  var open = null, dlg = document.getElementById('dlg');
  document.querySelector('tbody').addEventListener('click', function (e) {
    if (!e.target.closest('.book')) return;
    open = e.target.closest('tr').dataset.id;
    document.getElementById('mat').value = 'Rubber';
    document.getElementById('who-ana').checked = true;
    document.getElementById('who-leo').checked = false;
    dlg.hidden = false;
  });
  document.getElementById('no').addEventListener('click', function () { dlg.hidden = true; });
  document.getElementById('go').addEventListener('click', function () {
    var who = [];
    if (document.getElementById('who-ana').checked) who.push('Ana');
    if (document.getElementById('who-leo').checked) who.push('Leo');
    window.bookings.push({ id: open, mat: document.getElementById('mat').value, who: who.join(',') });
    dlg.hidden = true;
    document.getElementById('done').textContent = 'Booked';
  });
</script>`;

/** A guest list whose status line counts the guests in each state; Remove asks to confirm. */
const GUESTS_PAGE = `<!doctype html><title>Guests</title>
<h1>Guest list</h1>
<p id="tally" role="status">12 guests · 8 attending · 3 declined · 1 awaiting reply</p>
<ul id="guests">
  <li data-name="Ines Duarte">Ines Duarte <span>Attending</span> <button class="rm">Remove</button></li>
  <li data-name="Tomas Berg">Tomas Berg <span>Declined</span> <button class="rm">Remove</button></li>
  <li data-name="Priya Nair">Priya Nair <span>Attending</span> <button class="rm">Remove</button></li>
</ul>
<script>
  window.removed = [];
  var counts = { guests: 12, attending: 8, declined: 3, awaiting: 1 };
  document.getElementById('guests').addEventListener('click', function (e) {
    var li = e.target.closest('li');
    if (!e.target.closest('.rm') || !li) return;
    setTimeout(function () {
      counts.guests--;
      if (li.querySelector('span').textContent === 'Declined') counts.declined--; else counts.attending--;
      window.removed.push(li.dataset.name);
      li.remove();
      document.getElementById('tally').textContent = counts.guests + ' guests · ' + counts.attending + ' attending · ' +
        counts.declined + ' declined · ' + counts.awaiting + ' awaiting reply';
    }, 200);
  });
</script>`;

let server: FixtureServer;
let browser: Browser;
const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  server = await startFixtureServer({ '/studio': STUDIO_PAGE, '/guests': GUESTS_PAGE });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const run = (path: string, steps: ReturnType<typeof aiStep>[]) =>
  runInBrowser(browser, aiSnapshot(server.url(path), steps), agent);
const results = (r: Awaited<ReturnType<typeof run>>) => JSON.stringify(r.results.map((s) => s.result));

describe('a task with a detail chosen in the dialog it opens', () => {
  it('chooses the option the step names (the row lists it) before confirming', async () => {
    const r = await run('/studio', [
      aiStep('act', 'Book a cork mat on the Morning flow class'),
      aiStep('assert', `js:JSON.stringify(window.bookings) === '[{"id":"c1","mat":"Cork","who":"Ana"}]'`),
    ]);
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('books the one person the step names, not the one ticked by default', async () => {
    const r = await run('/studio', [
      aiStep('act', 'Book Leo on the Evening yin class'),
      aiStep('assert', `js:JSON.stringify(window.bookings) === '[{"id":"c2","mat":"Rubber","who":"Leo"}]'`),
    ]);
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('still chooses it when the step says to confirm', async () => {
    const r = await run('/studio', [
      aiStep('act', 'Book a cork mat on the Morning flow class and confirm'),
      aiStep('assert', `js:window.bookings.length === 1 && window.bookings[0].mat === 'Cork'`),
    ]);
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('fails, booking nothing, when the dialog offers nothing the detail names', async () => {
    const r = await run('/studio', [aiStep('act', 'Book a heated room on the Lunch pilates class')]);
    expect(r.outcome.status).toBe('failed');
    expect(r.results[0]?.result).toMatch(/heated room/);
    expect(JSON.stringify(r.results[0])).not.toMatch(/Confirm booking/);
  });
});

describe('a tally of guests in each state', () => {
  it('is not a refusal: removing a guest passes though the tally says "declined"', async () => {
    const r = await run('/guests', [
      aiStep('act', 'Remove Priya Nair from the guest list'),
      aiStep('assert', `js:window.removed.join() === 'Priya Nair'`),
    ]);
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});
