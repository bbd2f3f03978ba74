/**
 * Eastside Sunday League, the manager's team page for Riverside Rovers: a sign-in form first; then the next match
 * card with a "Request a fixture change" dialog (a date input that must be a Sunday, a reason select, an error
 * summary), a Squad tab whose rows all have an "Available" switch and an Edit button (an edit dialog refusing a shirt
 * number already taken), an "Add a player" accordion with first and last name named only by placeholders, a Team sheet
 * tab (a checkbox per available player, a counter, a captain select, a Submit button disabled until five starters and a
 * captain), a Match fees tab whose rows all have "Mark as paid", and a star rating of the last referee.
 */

import { doc, starRating } from '../../page';

export const LEAGUE_HEADER = `<header class="bar">
  <span class="logo">Eastside Sunday League</span>
  <nav><a href="/league/table">Table</a><a href="/league/table#fixtures">Fixtures</a><a href="/league/team">My team</a></nav>
</header>`;

const SQUAD = [
  [1, 'Tom Bright', 'Goalkeeper', true, ''],
  [4, 'Marcus Lee', 'Defender', true, ''],
  [5, 'Ade Bello', 'Defender', false, 'Injured (hamstring)'],
  [7, 'Jay Okafor', 'Forward', true, ''],
  [8, 'Ravi Shah', 'Midfielder', true, ''],
  [10, 'Kieran Doyle', 'Midfielder', false, 'Away until 20 Mar'],
  [11, 'Chris Nolan', 'Forward', true, ''],
  [14, 'Ben Carter', 'Defender', true, ''],
] as const;

const PAID = ['Tom Bright', 'Marcus Lee', 'Jay Okafor'];

export const leagueTeam = doc(
  'My team - Eastside Sunday League',
  `${LEAGUE_HEADER}
<main style="max-width:1000px">
  <section class="box" id="signin" style="max-width:420px">
    <h1>Manager sign-in</h1>
    <form id="sf"><div class="field"><label for="user">Username</label><input id="user" autocomplete="username"></div>
    <div class="field"><label for="pass">Password</label><input id="pass" type="password"></div>
    <p class="err" id="s-err" hidden>Wrong username or password.</p>
    <button type="submit" class="main">Sign in</button></form>
  </section>
  <div id="app" hidden>
    <h1>Riverside Rovers</h1>
    <p class="note">Manager: Dan Walsh · Division 1, 2nd place</p>
    <section class="box" aria-labelledby="next-title">
      <h2 id="next-title">Next match</h2>
      <p id="next">Sun 15 Mar 2026, 10:30 · Riverside Rovers v Harbour Athletic · Pitch 3</p>
      <button type="button" id="change">Request a fixture change</button>
      <p id="change-state" class="note"></p>
    </section>
    <div role="tablist" aria-label="Team">
      <button type="button" role="tab" id="t-squad" aria-controls="p-squad" aria-selected="true">Squad</button>
      <button type="button" role="tab" id="t-sheet" aria-controls="p-sheet" aria-selected="false">Team sheet</button>
      <button type="button" role="tab" id="t-fees" aria-controls="p-fees" aria-selected="false">Match fees</button>
    </div>
    <div role="tabpanel" id="p-squad" aria-labelledby="t-squad">
      <p id="avail-count"></p>
      <table><thead><tr><th>No.</th><th>Player</th><th>Position</th><th>Available</th><th></th></tr></thead><tbody id="squad"></tbody></table>
      <button type="button" data-acc aria-expanded="false" aria-controls="add-box" style="margin-top:8px">Add a player</button>
      <div id="add-box" class="box" hidden>
        <div class="line"><input id="first" placeholder="First name"><input id="last" placeholder="Last name">
          <label for="shirt">Shirt number</label><input id="shirt" type="number" min="1" max="99" style="width:70px">
          <label for="pos">Position</label><select id="pos"><option>Goalkeeper</option><option>Defender</option><option selected>Midfielder</option><option>Forward</option></select></div>
        <p class="err" id="add-err" hidden></p>
        <button type="button" class="main" id="add">Add to squad</button>
      </div>
    </div>
    <div role="tabpanel" id="p-sheet" aria-labelledby="t-sheet" hidden>
      <p>Pick five starters for Sunday. <strong id="picked">0 of 5 selected</strong></p>
      <div id="starters"></div>
      <p class="err" id="sheet-err" hidden>Pick no more than 5 starters</p>
      <div class="field"><label for="captain">Captain</label><select id="captain"><option value="">Choose a captain</option></select></div>
      <button type="button" class="main" id="submit-sheet" disabled>Submit team sheet</button>
      <p id="sheet-state" class="good"></p>
    </div>
    <div role="tabpanel" id="p-fees" aria-labelledby="t-fees" hidden>
      <p>Match fee: £5.00 a player. <span id="collected"></span></p>
      <table><thead><tr><th>Player</th><th>Status</th><th></th></tr></thead><tbody id="fees"></tbody></table>
    </div>
    <section class="box" aria-labelledby="ref-title" style="margin-top:12px">
      <h2 id="ref-title">Rate the referee</h2>
      <p>Canal Street Rangers 0–4 Riverside Rovers, Sun 8 Mar · Referee: Pat Greene</p>
      ${starRating('Referee rating', 'ref')}
      <button type="button" id="ref-send">Send rating</button>
      <p class="err" id="ref-err" hidden>Choose a rating from 1 to 5 stars</p>
      <p class="good" id="ref-done" hidden>Thanks, your rating has been sent to the league.</p>
    </section>
  </div>
</main>
<div class="shade" id="edit-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="edit-title">
    <h2 id="edit-title"></h2>
    <div class="field"><label for="e-shirt">Shirt number</label><input id="e-shirt" type="number" min="1" max="99"></div>
    <div class="field"><label for="e-pos">Position</label><select id="e-pos"><option>Goalkeeper</option><option>Defender</option><option>Midfielder</option><option>Forward</option></select></div>
    <p class="err" id="e-err" hidden></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="e-save">Save</button></div>
  </div>
</div>
<div class="shade" id="change-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="ch-title">
    <h2 id="ch-title">Request a fixture change</h2>
    <div id="ch-errs" role="alert" hidden style="border:2px solid #b0261a;padding:6px 10px;border-radius:6px"><strong>There is a problem</strong><ul id="ch-list"></ul></div>
    <div class="field"><label for="ch-date">Proposed date</label><input type="date" id="ch-date" min="2026-03-16"></div>
    <div class="field"><label for="ch-why">Reason</label><select id="ch-why"><option value="">Choose a reason</option><option>Not enough players</option><option>Pitch not available</option><option>Cup match</option><option>Other</option></select></div>
    <textarea id="ch-note" rows="2" style="width:100%" placeholder="Anything the other team should know"></textarea>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ch-send">Send request</button></div>
  </div>
</div>`,
  `
window.squad = ${JSON.stringify(SQUAD)}.map(function (p) { return { no: p[0], name: p[1], pos: p[2], available: p[3], note: p[4], paid: ${JSON.stringify(PAID)}.indexOf(p[1]) >= 0 }; });
window.signedIn = false; window.sheet = null; window.changeRequest = null; window.refRating = null;
var editing = null;
function player(name) { return window.squad.filter(function (p) { return p.name === name; })[0]; }
function render() {
  var n = window.squad.filter(function (p) { return p.available; }).length;
  $('#avail-count').textContent = n + ' of ' + window.squad.length + ' players available for Sunday';
  $('#squad').innerHTML = window.squad.map(function (p) {
    return '<tr data-name="' + p.name + '"><td>' + p.no + '</td><th scope="row">' + p.name + (p.note ? ' <span class="note">' + p.note + '</span>' : '') + '</th><td>' + p.pos + '</td>' +
      '<td><button type="button" role="switch" class="avail" aria-label="Available" aria-checked="' + p.available + '"></button></td><td><button type="button" class="edit">Edit</button></td></tr>';
  }).join('');
  $$('#squad tr').forEach(function (tr) {
    var p = player(tr.dataset.name);
    $('.avail', tr).addEventListener('flip', function () { p.available = $('.avail', tr).getAttribute('aria-checked') === 'true'; render(); });
    $('.edit', tr).addEventListener('click', function () { editing = p; $('#edit-title').textContent = 'Edit ' + p.name; $('#e-shirt').value = p.no; $('#e-pos').value = p.pos; $('#e-err').hidden = true; showDialog('edit-dlg'); });
  });
  var chosen = $$('#starters input:checked').map(function (c) { return c.value; });
  $('#starters').innerHTML = window.squad.map(function (p) {
    return '<label style="display:block"><input type="checkbox" name="starter" value="' + p.name + '"' + (p.available ? '' : ' disabled') + (p.available && chosen.indexOf(p.name) >= 0 ? ' checked' : '') + '> ' + p.no + ' ' + p.name + ' (' + p.pos + ')' + (p.available ? '' : ' – unavailable') + '</label>';
  }).join('');
  $$('#starters input').forEach(function (c) { c.addEventListener('change', renderSheet); });
  renderSheet();
  $('#fees').innerHTML = window.squad.map(function (p) {
    return '<tr data-name="' + p.name + '"><th scope="row">' + p.name + '</th><td>' + (p.paid ? 'Paid' : 'Owes £5.00') + '</td><td>' + (p.paid ? '' : '<button type="button" class="paid">Mark as paid</button>') + '</td></tr>';
  }).join('');
  $$('#fees .paid').forEach(function (b) { b.addEventListener('click', function () { player(b.closest('tr').dataset.name).paid = true; render(); }); });
  var got = window.squad.filter(function (p) { return p.paid; }).length * 5;
  $('#collected').textContent = 'Collected £' + got.toFixed(2) + ' of £' + (window.squad.length * 5).toFixed(2) + '.';
}
function renderSheet() {
  var chosen = $$('#starters input:checked').map(function (c) { return c.value; });
  $('#picked').textContent = chosen.length + ' of 5 selected';
  $('#sheet-err').hidden = chosen.length <= 5;
  var cap = $('#captain').value;
  $('#captain').innerHTML = '<option value="">Choose a captain</option>' + chosen.map(function (n) { return '<option' + (n === cap ? ' selected' : '') + '>' + n + '</option>'; }).join('');
  $('#submit-sheet').disabled = chosen.length !== 5 || !$('#captain').value;
}
$('#captain').addEventListener('change', renderSheet);
$('#submit-sheet').addEventListener('click', function () {
  window.sheet = { starters: $$('#starters input:checked').map(function (c) { return c.value; }), captain: $('#captain').value };
  $('#sheet-state').textContent = 'Team sheet sent to the referee at 19:42.';
  toast('Team sheet submitted');
});
$('#e-save').addEventListener('click', function () {
  var no = Number($('#e-shirt').value);
  var taken = window.squad.filter(function (p) { return p.no === no && p !== editing; })[0];
  if (taken) { $('#e-err').textContent = 'Shirt number ' + no + ' is already taken by ' + taken.name; $('#e-err').hidden = false; return; }
  editing.no = no; editing.pos = $('#e-pos').value;
  hideDialog('edit-dlg'); render(); toast(editing.name + ' updated');
});
$('#add').addEventListener('click', function () {
  var f = $('#first').value.trim(), l = $('#last').value.trim(), no = Number($('#shirt').value);
  var taken = window.squad.filter(function (p) { return p.no === no; })[0];
  var err = !f || !l ? "Enter the player's first and last name" : !no ? 'Enter a shirt number' : taken ? 'Shirt number ' + no + ' is already taken by ' + taken.name : '';
  $('#add-err').textContent = err; $('#add-err').hidden = !err;
  if (err) return;
  window.squad.push({ no: no, name: f + ' ' + l, pos: $('#pos').value, available: true, note: '', paid: false });
  $('#first').value = ''; $('#last').value = ''; $('#shirt').value = '';
  render(); toast(f + ' ' + l + ' added to the squad');
});
$('#change').addEventListener('click', function () { $('#ch-errs').hidden = true; showDialog('change-dlg'); });
$('#ch-send').addEventListener('click', function () {
  var v = $('#ch-date').value, list = [];
  if (!v) list.push('Enter a proposed date');
  else if (new Date(v + 'T12:00:00').getDay() !== 0) list.push('League games are played on Sundays. Choose a Sunday');
  if (!$('#ch-why').value) list.push('Choose a reason');
  $('#ch-list').innerHTML = list.map(function (x) { return '<li>' + x + '</li>'; }).join('');
  $('#ch-errs').hidden = !list.length;
  if (list.length) return;
  window.changeRequest = { date: v, why: $('#ch-why').value, note: $('#ch-note').value };
  hideDialog('change-dlg');
  $('#change-state').textContent = 'Change requested. Waiting for Harbour Athletic to agree.';
  $('#change').disabled = true;
});
$('#ref-send').addEventListener('click', function () {
  var v = Number($('#ref').dataset.value);
  $('#ref-err').hidden = !!v;
  if (!v) return;
  window.refRating = v; $('#ref-send').hidden = true; $('#ref-done').hidden = false;
});
function enter() { window.signedIn = true; $('#signin').hidden = true; $('#app').hidden = false; render(); }
$('#sf').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#user').value.trim() === 'coach.dan' && $('#pass').value === 'Kickoff!9') enter();
  else $('#s-err').hidden = false;
});
if (query.get('signed')) enter();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
if (query.get('starters')) { query.get('starters').split(',').forEach(function (n) { var c = $('#starters input[value="' + n + '"]'); if (c) c.checked = true; }); renderSheet(); }
`,
);
