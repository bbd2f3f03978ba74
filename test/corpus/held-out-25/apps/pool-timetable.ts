/**
 * Ashgrove Leisure Pools' timetable, seen by a signed-in member (Nadia Okoye): a closure notice that loads late above
 * the heading, a busyness widget in a shadow root loaded late, a Day date input with Previous/Next day, an Adults only
 * box, a switch for sessions with spaces, an Earliest start slider, tabs for three pools, each a table with Book and
 * Details in every row (the main pool paged, 6 a page), a booking dialog answered late by the server (refusing a
 * junior in an adults session, an adult in lessons and a clash), a details dialog and an account menu.
 */
import { doc } from '../../page';
import { BOOKED_TODAY, SESSIONS } from './pool-data';
import { SHARED_JS } from './shared';

export const POOL_BAR = `<header class="bar"><span class="logo">Ashgrove Leisure Pools</span><nav aria-label="Main"><a href="/pool/timetable">Timetable</a><a href="/pool/memberships">Memberships</a><a href="/pool/account">My account</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Nadia Okoye ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-bookings">My bookings</button><button type="button" role="menuitem" id="mi-card">Membership card</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

export const POOL_MENU = `
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); window.menuChoice = m.id;
  if (m.id === 'mi-out') location.href = '/pool/signin?out=1';
  if (m.id === 'mi-bookings') location.href = '/pool/account';
  if (m.id === 'mi-card') quick('Membership ASH-17342 · Nadia Okoye · Anytime Swim. Show this at reception.');
}); });
`;

const POOLS: [string, string][] = [
  ['main', 'Main pool'],
  ['learner', 'Learner pool'],
  ['diving', 'Diving pool'],
];

const panel = (
  id: string,
  label: string,
  first: boolean,
) => `<div role="tabpanel" id="p-${id}" aria-labelledby="t-${id}"${first ? '' : ' hidden'}>
  <p id="n-${id}" class="note" role="status"></p>
  <table><caption style="text-align:left;font-weight:600;padding:4px 0">${label}</caption><thead><tr><th>Time</th><th>Session</th><th>Where</th><th>Spaces</th><th></th></tr></thead><tbody id="rows-${id}"></tbody></table>
  <nav class="pager" aria-label="${label} pages" id="pg-${id}"><button type="button" class="prev">Previous</button><span class="of"></span><button type="button" class="next">Next</button></nav></div>`;

export const timetable = doc(
  'Timetable - Ashgrove Leisure Pools',
  `${POOL_BAR}
<main>
  <div id="notice"></div>
  <h1>Pool timetable</h1>
  <pool-busyness id="busy"></pool-busyness>
  <div class="line"><label for="day">Day</label><input id="day" type="date" value="2027-04-14"><button type="button" id="prev-day">Previous day</button><button type="button" id="next-day">Next day</button><strong id="day-l"></strong></div>
  <div class="line" style="margin:8px 0"><label><input type="checkbox" id="adults"> Adults only sessions</label>
    <button type="button" role="switch" id="sw-spaces" aria-checked="false" aria-labelledby="sw-spaces-l" style="margin-left:14px"></button><span id="sw-spaces-l">Only sessions with spaces</span>
    <label for="from" style="margin-left:14px">Earliest start</label><input id="from" type="range" min="6" max="21" step="1" value="6"> <output id="from-v" for="from">06:00</output></div>
  <p class="err" id="tt-err" role="alert"></p>
  <div role="tablist" aria-label="Pools">${POOLS.map(([id, label], i) => `<button type="button" role="tab" id="t-${id}" aria-controls="p-${id}" aria-selected="${i === 0}">${label}</button>`).join('')}</div>
  ${POOLS.map(([id, label], i) => panel(id, label, i === 0)).join('')}
</main>
<div class="shade" id="dlg-book" hidden><div role="dialog" aria-modal="true" aria-labelledby="bk-h"><h2 id="bk-h" style="margin-top:0">Book</h2>
  <fieldset><legend>Who's swimming?</legend><label style="display:block"><input type="checkbox" id="w-nadia" checked> Nadia (you)</label><label style="display:block"><input type="checkbox" id="w-femi"> Femi (junior member, age 9)</label></fieldset>
  <div class="field" id="lane-f"><label for="lane">Lane speed</label><select id="lane"><option>Slow</option><option selected>Medium</option><option>Fast</option></select></div>
  <label><input type="checkbox" id="hoist"> I need the pool hoist</label>
  <p class="err" id="bk-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="bk-go">Confirm booking</button></div></div></div>
<div class="shade" id="dlg-info" hidden><div role="dialog" aria-modal="true" aria-labelledby="in-h"><h2 id="in-h" style="margin-top:0">Session</h2><dl class="pairs" id="in-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${SHARED_JS}${POOL_MENU}
window.sessions = ${JSON.stringify(SESSIONS)}; window.mine = ${JSON.stringify(BOOKED_TODAY)}; window.bookings = []; window.info = null;
var pages = { main: 1, learner: 1, diving: 1 }, booking = null, WHO = { adults: 'Adults (16 and over)', all: 'Everyone', juniors: 'Junior members only' }, PNAME = { main: 'main pool', learner: 'learner pool', diving: 'diving pool' };
window.pages = pages;
function sess(id) { return window.sessions.filter(function (s) { return s.id === id; })[0]; }
function day() { return $('#day').value; }
function closed(s) { return s.pool === 'learner' && day() === '2027-04-17'; }
function list(pool) {
  var ad = $('#adults').checked, sp = $('#sw-spaces').getAttribute('aria-checked') === 'true', from = Number($('#from').value);
  return window.sessions.filter(function (s) { return s.pool === pool && (!ad || s.who === 'adults') && (!sp || s.spaces > 0) && Number(s.start.slice(0, 2)) >= from; });
}
function render() {
  $('#day-l').textContent = longDate(day());
  ['main', 'learner', 'diving'].forEach(function (pool) {
    var all = list(pool), per = 6, n = Math.max(1, Math.ceil(all.length / per)); if (pages[pool] > n) pages[pool] = n;
    var past = day() < '2027-04-14';
    $('#n-' + pool).textContent = all.length + (all.length === 1 ? ' session' : ' sessions') + (past ? ' · This day has passed' : '');
    $('#rows-' + pool).innerHTML = all.slice((pages[pool] - 1) * per, pages[pool] * per).map(function (s) {
      var mine = day() === '2027-04-14' && window.mine.indexOf(s.id) >= 0, shut = closed(s);
      var spaces = shut ? 'Closed for maintenance' : s.spaces === 0 ? 'Full' : s.spaces + (s.spaces === 1 ? ' space' : ' spaces');
      if (mine) spaces += ' · You\\'re booked';
      return '<tr data-id="' + s.id + '"><td>' + s.start + '–' + s.end + '</td><th scope="row">' + s.name + '</th><td>' + s.where + '</td><td>' + spaces + '</td><td><div class="line"><button type="button" class="bk"' + (mine || shut || past || s.spaces === 0 ? ' disabled' : '') + '>' + (mine ? 'Booked' : 'Book') + '</button><button type="button" class="in">Details</button></div></td></tr>';
    }).join('') || '<tr><td colspan="5">No sessions match.</td></tr>';
    var pg = $('#pg-' + pool); pg.hidden = n === 1; $('.of', pg).textContent = 'Page ' + pages[pool] + ' of ' + n; $('.prev', pg).disabled = pages[pool] === 1; $('.next', pg).disabled = pages[pool] === n;
  });
}
$$('.pager').forEach(function (pg) {
  var pool = pg.id.slice(3);
  $('.prev', pg).addEventListener('click', function () { pages[pool] -= 1; render(); });
  $('.next', pg).addEventListener('click', function () { pages[pool] += 1; render(); });
});
function shift(n) { var d = new Date(day() + 'T12:00:00Z'); d.setUTCDate(d.getUTCDate() + n); $('#day').value = d.toISOString().slice(0, 10); render(); }
$('#prev-day').addEventListener('click', function () { shift(-1); });
$('#next-day').addEventListener('click', function () { shift(1); });
$('#day').addEventListener('change', render);
$('#adults').addEventListener('change', function () { pages.main = 1; render(); });
$('#sw-spaces').addEventListener('flip', function () { pages.main = 1; render(); });
$('#from').addEventListener('input', function () { $('#from-v').textContent = (this.value.length === 1 ? '0' : '') + this.value + ':00'; pages.main = 1; render(); });
document.querySelector('main').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-id]'); if (!tr) return; var s = sess(tr.dataset.id);
  if (e.target.closest('.bk')) {
    booking = s; $('#bk-h').textContent = 'Book ' + s.name + ', ' + s.start + '–' + s.end; $('#bk-err').textContent = '';
    $('#w-nadia').checked = true; $('#w-femi').checked = false; $('#hoist').checked = false; $('#lane-f').hidden = s.name.toLowerCase().indexOf('lane') < 0;
    showDialog('dlg-book');
  }
  if (e.target.closest('.in')) {
    window.info = s.id; $('#in-h').textContent = s.name + ', ' + s.start + '–' + s.end;
    $('#in-body').innerHTML = '<dt>Pool</dt><dd>' + PNAME[s.pool].charAt(0).toUpperCase() + PNAME[s.pool].slice(1) + '</dd><dt>Where</dt><dd>' + s.where + '</dd><dt>Who can come</dt><dd>' + WHO[s.who] + '</dd><dt>Price for non-members</dt><dd>' + s.price + '</dd><dt>Members</dt><dd>Free with Anytime Swim</dd>';
    showDialog('dlg-info');
  }
});
$('#bk-go').addEventListener('click', function () {
  var who = []; if ($('#w-nadia').checked) who.push('Nadia'); if ($('#w-femi').checked) who.push('Femi');
  if (!who.length) { $('#bk-err').textContent = "Choose who's swimming"; return; }
  var b = this; b.disabled = true; b.textContent = 'Booking…'; $('#bk-err').textContent = '';
  fetch('/pool/api/book', { method: 'POST', body: JSON.stringify({ id: booking.id, who: who, day: day(), lane: $('#lane-f').hidden ? null : $('#lane').value }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm booking';
    if (!r.ok) { $('#bk-err').textContent = r.error; return; }
    booking.spaces -= who.length; if (day() === '2027-04-14') window.mine.push(booking.id);
    window.bookings.push({ id: booking.id, who: who, day: day(), lane: $('#lane-f').hidden ? null : $('#lane').value, hoist: $('#hoist').checked });
    hideDialog('dlg-book'); render(); quick('Booked: ' + booking.name + ' at ' + booking.start + ' on ' + longDate(day()));
  });
});
customElements.define('pool-busyness', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eaf7fb;border:1px solid #b5dfea;border-radius:8px;padding:10px 14px;margin:8px 0}ul{margin:6px 0;padding-left:18px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">How busy is it now?</h2><p id="st">Counting swimmers…</p><ul id="list" hidden><li>Main pool: quiet, 18 swimmers</li><li>Learner pool: busy, 31 swimmers</li><li>Diving pool: closed until 07:00</li></ul><button type="button" id="refresh" hidden>Refresh</button>';
    var r = function (x) { return root.querySelector(x); };
    setTimeout(function () { r('#st').textContent = 'At 06:10'; r('#list').hidden = false; r('#refresh').hidden = false; }, 1400);
    r('#refresh').addEventListener('click', function () { r('#st').textContent = 'Updated just now'; });
  }
});
if (query.get('day')) $('#day').value = query.get('day');
if (query.get('adults')) $('#adults').checked = true;
render();
if (query.get('pool')) $('#t-' + query.get('pool')).click();
setTimeout(function () { $('#notice').innerHTML = '<section class="box" id="closure" role="note" style="background:#fff4e5"><strong>Learner pool closed on Saturday 17 April</strong> for maintenance. The main pool is open as usual.</section>'; }, 1100);
`,
);
