/**
 * Port Elsa Marina's Find a visitor berth page (apps/marina.ts): a search form (an Arrival date, a Nights stepper, a
 * Boat length slider, a Beam field named only by its placeholder, a Shore power needed box, a Pontoon select) answered
 * late and refusing past dates and the regatta weekend; result cards for the last search at load, sorted by a select,
 * with Book (answered late: the fuel quay berth is for one night only, A15 was just taken), Details (a dialog) and an
 * icon-only Save berth toggle in each; a Sign in dialog answered late. `?guest=1` is signed out.
 */
import { doc } from '../../page';
import { MARINA_BAR, MARINA_MENU } from './marina-common';
import { QUICK } from './shared';

// id, pontoon, max length m, width m, depth m, € a night, shore power, note
export const BERTHS: [string, string, number, number, number, number, boolean, string][] = [
  ['A04', 'A', 8, 3.0, 2.5, 32, true, ''],
  ['A12', 'A', 12, 4.0, 3.0, 48, true, ''],
  ['A15', 'A', 12, 4.0, 3.0, 48, true, ''],
  ['B03', 'B', 14, 4.5, 3.5, 62, true, ''],
  ['B08', 'B', 14, 4.5, 3.5, 58, false, 'No shore power'],
  ['C01', 'C', 20, 6.0, 4.5, 110, true, ''],
  ['C05', 'C', 24, 7.0, 5.0, 150, true, ''],
  ['F02', 'Fuel quay', 16, 5.0, 4.0, 40, false, 'One night only'],
];

export const berthsPage = doc(
  'Visitor berths - Port Elsa Marina',
  `${MARINA_BAR}
<main>
  <p class="good" id="out-msg" role="status"></p>
  <h1>Find a visitor berth</h1>
  <section class="box" aria-labelledby="stay-h"><h2 id="stay-h" style="margin-top:0">Your stay</h2>
    <div class="line">
      <div class="field"><label for="arrive">Arrival</label><input type="date" id="arrive" value="2028-06-15" min="2028-06-08"></div>
      <div class="field"><span class="name">Nights</span><span class="stepper" id="nights" role="group" aria-label="Nights" data-min="1" data-max="14" data-value="2"><button type="button" data-step="-1" aria-label="Fewer nights">−</button><output>2</output><button type="button" data-step="1" aria-label="More nights">+</button></span></div>
      <div class="field"><label for="loa">Boat length</label><input type="range" id="loa" min="6" max="24" step="0.5" value="10"> <output id="loa-v" for="loa">10.0 m</output></div>
      <div class="field"><input id="beam" placeholder="Beam in metres" inputmode="decimal" style="width:130px"></div>
    </div>
    <div class="line"><label><input type="checkbox" id="power"> Shore power needed</label>
      <label for="pontoon" style="margin-left:12px">Pontoon</label><select id="pontoon"><option value="">Any pontoon</option><option value="A">Pontoon A</option><option value="B">Pontoon B</option><option value="C">Pontoon C</option><option value="Fuel quay">Fuel quay</option></select>
      <button type="button" class="main" id="search" style="margin-left:auto">Search berths</button></div>
    <p class="err" id="search-err" role="alert"></p>
  </section>
  <div class="line"><p id="found" role="status" style="margin-right:auto"></p><label for="sort">Sort by</label><select id="sort"><option value="price">Price: low to high</option><option value="price-desc">Price: high to low</option><option value="id">Berth number</option></select></div>
  <div class="grid" id="cards"></div>
  <p class="err" id="book-err" role="alert"></p>
</main>
<div class="shade" id="dlg-berth" hidden><div role="dialog" aria-modal="true" aria-labelledby="bd-h"><h2 id="bd-h" style="margin-top:0"></h2><dl class="pairs" id="bd-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-signin" hidden><div role="dialog" aria-modal="true" aria-labelledby="si-h"><h2 id="si-h" style="margin-top:0">Sign in</h2>
  <div class="field"><label for="si-email">Email</label><input id="si-email" type="email" style="width:100%"></div>
  <div class="field"><label for="si-pw">Password</label><input id="si-pw" type="password" style="width:100%"></div>
  <p class="err" id="si-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="si-go">Sign in</button></div></div></div>`,
  `${QUICK}${MARINA_MENU}
window.berths = ${JSON.stringify(BERTHS)}.map(function (b) { return { id: b[0], pontoon: b[1], max: b[2], width: b[3], depth: b[4], price: b[5], power: b[6], note: b[7], saved: false }; });
window.searched = null; window.searches = 0; window.details = null; window.held = null;
function berth(id) { return window.berths.filter(function (b) { return b.id === id; })[0]; }
function form() { return { arrive: $('#arrive').value, nights: Number($('#nights').dataset.value), loa: Number($('#loa').value), beam: Number($('#beam').value.replace(',', '.')) || 0, power: $('#power').checked, pontoon: $('#pontoon').value }; }
function render() {
  var s = window.searched, k = $('#sort').value;
  var all = window.berths.filter(function (b) { return b.max >= s.loa && (!s.beam || b.width >= s.beam + 0.5) && (!s.power || b.power) && (!s.pontoon || b.pontoon === s.pontoon); });
  all.sort(function (a, b) { return k === 'id' ? a.id.localeCompare(b.id) : (k === 'price' ? 1 : -1) * (a.price - b.price) || a.id.localeCompare(b.id); });
  $('#found').textContent = all.length ? all.length + ' berth' + (all.length === 1 ? '' : 's') + ' fit a ' + s.loa.toFixed(1) + ' m boat' : 'No berths fit a ' + s.loa.toFixed(1) + ' m boat on these dates';
  $('#cards').innerHTML = all.map(function (b) {
    return '<article class="card" data-id="' + b.id + '" aria-labelledby="h-' + b.id + '"><h3 id="h-' + b.id + '" style="margin:0">Berth ' + b.id + '</h3><p class="note" style="margin:2px 0">' + (b.pontoon === 'Fuel quay' ? 'Fuel quay' : 'Pontoon ' + b.pontoon) + ' · boats up to ' + b.max + ' m · ' + b.width.toFixed(1) + ' m wide</p><p style="margin:2px 0">€' + b.price + ' a night · ' + (b.power ? 'Shore power · Water' : 'Water only') + (b.note ? ' · <strong>' + b.note + '</strong>' : '') + '</p><div class="line"><button type="button" class="main book">Book</button><button type="button" class="det">Details</button><button type="button" class="save" aria-label="Save berth" aria-pressed="' + b.saved + '">' + (b.saved ? '♥' : '♡') + '</button></div></article>';
  }).join('');
}
$('#loa').addEventListener('input', function () { $('#loa-v').textContent = Number(this.value).toFixed(1) + ' m'; });
$('#sort').addEventListener('change', render);
$('#search').addEventListener('click', function () {
  var b = this, f = form(); $('#search-err').textContent = ''; $('#book-err').textContent = '';
  if (!f.arrive) { $('#search-err').textContent = 'Choose an arrival date'; return; }
  if (f.arrive < '2028-06-08') { $('#search-err').textContent = "Arrival can't be in the past"; return; }
  busy(b, 'Searching…');
  post('/marina/api/search', f).then(function (r) { free(b); if (!r.ok) { $('#search-err').textContent = r.error; return; } window.searches += 1; window.searched = f; render(); });
});
$('#cards').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var b = berth(c.dataset.id); $('#book-err').textContent = '';
  if (e.target.closest('.det')) { window.details = b.id; $('#bd-h').textContent = 'Berth ' + b.id; $('#bd-body').innerHTML = '<dt>Pontoon</dt><dd>' + b.pontoon + '</dd><dt>Longest boat</dt><dd>' + b.max + ' m</dd><dt>Width</dt><dd>' + b.width.toFixed(1) + ' m</dd><dt>Depth</dt><dd>' + b.depth.toFixed(1) + ' m</dd><dt>Price</dt><dd>€' + b.price + ' a night</dd><dt>Walk to the harbour office</dt><dd>' + (b.pontoon === 'C' ? '6 minutes' : '3 minutes') + '</dd>'; showDialog('dlg-berth'); }
  if (e.target.closest('.save')) { b.saved = !b.saved; render(); quick(b.saved ? 'Berth ' + b.id + ' saved' : 'Berth ' + b.id + ' removed from saved berths'); }
  var bk = e.target.closest('.book');
  if (bk) {
    var s = window.searched; busy(bk, 'Holding…');
    post('/marina/api/hold', { id: b.id, nights: s.nights }).then(function (r) {
      free(bk); if (!r.ok) { $('#book-err').textContent = r.error; return; }
      window.held = b.id; location.href = '/marina/book?berth=' + b.id + '&arrive=' + s.arrive + '&nights=' + s.nights + '&loa=' + s.loa.toFixed(1);
    });
  }
});
$('#signin').addEventListener('click', function () { $('#si-err').textContent = ''; showDialog('dlg-signin'); });
$('#si-go').addEventListener('click', function () {
  var b = this, em = $('#si-email').value.trim(), pw = $('#si-pw').value; $('#si-err').textContent = '';
  if (!em || !pw) { $('#si-err').textContent = 'Enter your email and password'; return; }
  busy(b, 'Signing in…');
  post('/marina/api/login', { email: em, pw: pw }).then(function (r) { free(b); if (!r.ok) { $('#si-err').textContent = r.error; return; } window.user = 'Ivo Maras'; showUser(); hideDialog('dlg-signin'); quick('Signed in as Ivo Maras'); });
});
if (query.get('out')) $('#out-msg').textContent = 'You have signed out.';
window.searched = form(); render();
`,
);
