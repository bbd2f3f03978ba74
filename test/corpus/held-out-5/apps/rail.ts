/**
 * `rail`: Northline Rail, train tickets. A search form with station comboboxes and suggestions, a swap button, journey
 * radios that reveal a return date, date inputs with a date error, two passenger steppers whose buttons are all named
 * Increase / Decrease, a railcard select; results that load after a delay as cards with identical Select and Details
 * buttons, Cheapest/Fastest badges, a direct-only switch, a max-price slider, a sort select, a class toggle and later
 * trains that load late; a seat map with coach tabs, taken seats, a selection summary, a Continue button disabled
 * until every passenger has a seat, and card payment in an iframe.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const STATIONS = [
  'London Kings Cross',
  'London Euston',
  'London Paddington',
  'York',
  'Yeovil Junction',
  'Edinburgh',
  'Leeds',
  'Peterborough',
  'Doncaster',
  'Newcastle',
];

const header = `<header class="top"><span class="brand">🚆 Northline Rail</span><a href="/rail">Search</a><span class="muted">Basket (0)</span></header>`;

const searchPage = page(
  'Search trains - Northline Rail',
  `${header}
<main style="max-width:760px">
  <h1>Where are you going?</h1>
  <form id="search" class="card" novalidate>
    <div style="display:flex;gap:10px;align-items:end">
      <div class="field" style="position:relative"><label for="from">From</label><input id="from" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="from-list" autocomplete="off">
        <ul role="listbox" id="from-list" aria-label="From suggestions" hidden class="card" style="position:absolute;z-index:5;list-style:none;padding:4px;margin:0;width:240px"></ul></div>
      <button type="button" id="swap" class="icon" aria-label="Swap stations">⇄</button>
      <div class="field" style="position:relative"><label for="to">To</label><input id="to" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="to-list" autocomplete="off">
        <ul role="listbox" id="to-list" aria-label="To suggestions" hidden class="card" style="position:absolute;z-index:5;list-style:none;padding:4px;margin:0;width:240px"></ul></div>
    </div>
    <p class="error" id="to-error"></p>
    <fieldset><legend>Journey</legend>
      <label><input type="radio" name="journey" value="single" checked> One way</label>
      <label><input type="radio" name="journey" value="return"> Return</label>
    </fieldset>
    <div style="display:flex;gap:16px">
      <div class="field"><label for="out">Outward date</label><input type="date" id="out"></div>
      <div class="field" id="ret-box" hidden><label for="ret">Return date</label><input type="date" id="ret"></div>
    </div>
    <p class="error" id="date-error"></p>
    <fieldset><legend>Passengers</legend>
      <div class="stepper" data-pax="adults" style="margin-right:24px"><span>Adults</span> <button type="button" class="icon dec" aria-label="Decrease">−</button><output id="adults">1</output><button type="button" class="icon inc" aria-label="Increase">+</button></div>
      <div class="stepper" data-pax="children"><span>Children (5–15)</span> <button type="button" class="icon dec" aria-label="Decrease">−</button><output id="children">0</output><button type="button" class="icon inc" aria-label="Increase">+</button></div>
    </fieldset>
    <div class="field"><label for="railcard">Railcard</label><select id="railcard"><option>No railcard</option><option>16-25 Railcard</option><option>Senior Railcard</option><option>Two Together Railcard</option></select></div>
    <button class="primary" type="submit">Search trains</button>
  </form>
</main>`,
  String.raw`
var STATIONS = ${JSON.stringify(STATIONS)};
var s = window.search = { adults: 1, children: 0 };
['from', 'to'].forEach(function (k) {
  var input = $('#' + k), list = $('#' + k + '-list');
  input.addEventListener('input', function () {
    var q = input.value.trim().toLowerCase();
    var hits = q ? STATIONS.filter(function (x) { return x.toLowerCase().indexOf(q) >= 0; }) : [];
    list.innerHTML = hits.map(function (x) { return '<li role="option" tabindex="-1" style="padding:4px 8px;cursor:pointer">' + x + '</li>'; }).join('');
    list.hidden = !hits.length; input.setAttribute('aria-expanded', hits.length ? 'true' : 'false');
  });
  list.addEventListener('click', function (e) { var o = e.target.closest('[role=option]'); if (!o) return; input.value = o.textContent; list.hidden = true; input.setAttribute('aria-expanded', 'false'); });
});
$('#swap').onclick = function () { var a = $('#from').value; $('#from').value = $('#to').value; $('#to').value = a; };
$$('input[name=journey]').forEach(function (r) { r.addEventListener('change', function () { $('#ret-box').hidden = $('input[name=journey]:checked').value !== 'return'; }); });
$$('.stepper').forEach(function (st) {
  var k = st.dataset.pax;
  st.querySelector('.inc').onclick = function () { s[k] = Math.min(8, s[k] + 1); $('#' + k).textContent = s[k]; };
  st.querySelector('.dec').onclick = function () { s[k] = Math.max(k === 'adults' ? 1 : 0, s[k] - 1); $('#' + k).textContent = s[k]; };
});
$('#search').addEventListener('submit', function (e) {
  e.preventDefault();
  var ok = true;
  $('#to-error').textContent = ''; $('#date-error').textContent = '';
  if (!$('#to').value.trim()) { $('#to-error').textContent = 'Choose where you’re travelling to'; ok = false; }
  if (!$('#out').value) { $('#date-error').textContent = 'Choose an outward date'; ok = false; }
  else if (!$('#ret-box').hidden && $('#ret').value && $('#ret').value <= $('#out').value) { $('#date-error').textContent = 'The return date must be after the outward date'; ok = false; }
  if (!ok) return;
  var q = new URLSearchParams({ from: $('#from').value.trim(), to: $('#to').value.trim(), date: $('#out').value, adults: String(s.adults), children: String(s.children), railcard: $('#railcard').value });
  location.href = '/rail/results?' + q.toString();
});
`,
);

const TRAINS = [
  { id: 'r1', dep: '07:00', arr: '08:52', dur: '1h 52m', changes: 0, price: 64.5, via: 'Stevenage, Doncaster' },
  { id: 'r2', dep: '07:30', arr: '09:41', dur: '2h 11m', changes: 1, price: 38.2, via: 'Change at Peterborough' },
  { id: 'r3', dep: '08:00', arr: '09:48', dur: '1h 48m', changes: 0, price: 71, via: 'Non-stop' },
  { id: 'r4', dep: '08:30', arr: '10:44', dur: '2h 14m', changes: 1, price: 41.9, via: 'Change at Leeds' },
  { id: 'r5', dep: '09:00', arr: '10:55', dur: '1h 55m', changes: 0, price: 58, via: 'Peterborough, Newark' },
  {
    id: 'r6',
    dep: '09:30',
    arr: '11:52',
    dur: '2h 22m',
    changes: 2,
    price: 39.8,
    via: 'Change at Peterborough and Doncaster',
  },
];
const LATER = [
  { id: 'r7', dep: '10:00', arr: '11:53', dur: '1h 53m', changes: 0, price: 52.3, via: 'Stevenage, Grantham' },
  { id: 'r8', dep: '10:30', arr: '12:40', dur: '2h 10m', changes: 1, price: 44.6, via: 'Change at Doncaster' },
];

const resultsPage = page(
  'Train times - Northline Rail',
  `${header}
<main>
  <h1 id="route"></h1>
  <p class="muted" id="when"></p>
  <div class="layout">
    <aside class="side card">
      <h2 style="font-size:16px">Filters</h2>
      <div class="switch"><button role="switch" id="direct" aria-checked="false" aria-labelledby="direct-l"></button><span id="direct-l">Direct trains only</span></div>
      <div class="field"><label for="max">Max price</label><input type="range" id="max" min="20" max="120" step="5" value="120"> <output id="max-out">£120</output></div>
      <div class="field"><label for="sort">Sort by</label><select id="sort"><option value="dep">Departure time</option><option value="price">Price</option><option value="dur">Duration</option></select></div>
      <div role="group" aria-label="Class"><button id="std" aria-pressed="true">Standard</button> <button id="first" aria-pressed="false">First class</button></div>
    </aside>
    <section class="grow">
      <p id="loading" role="status">Loading trains…</p>
      <p id="found" class="muted"></p>
      <div id="trains"></div>
      <button id="later" hidden>Later trains</button>
      <p id="later-loading" role="status" hidden>Finding later trains…</p>
    </section>
  </div>
</main>`,
  String.raw`
var p = new URLSearchParams(location.search);
var r = window.rail = { trains: ${JSON.stringify(TRAINS)}, later: false, loaded: false, direct: false, max: 120, sort: 'dep', cls: 'standard', open: [] };
var LATER = ${JSON.stringify(LATER)};
var from = p.get('from') || 'London Kings Cross', to = p.get('to') || 'York', date = p.get('date') || '2026-03-19', adults = Number(p.get('adults') || 1);
$('#route').textContent = from + ' → ' + to;
var d = new Date(date + 'T12:00:00');
$('#when').textContent = ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'][d.getDay()] + ' ' + d.getDate() + ' ' + ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getMonth()] + ' ' + d.getFullYear() + ' · ' + adults + (adults === 1 ? ' adult' : ' adults');
function price(t) { return r.cls === 'first' ? Math.round(t.price * 180) / 100 : t.price; }
function visible() {
  var l = r.trains.filter(function (t) { return (!r.direct || t.changes === 0) && price(t) <= r.max; });
  l.sort(function (a, b) { return r.sort === 'price' ? price(a) - price(b) : r.sort === 'dur' ? a.dur.localeCompare(b.dur) : a.dep.localeCompare(b.dep); });
  return l;
}
function render() {
  if (!r.loaded) return;
  var l = visible();
  r.shown = l.map(function (t) { return t.id; });
  var cheapest = r.trains.slice().sort(function (a, b) { return a.price - b.price; })[0].id;
  var fastest = r.trains.slice().sort(function (a, b) { return a.dur.localeCompare(b.dur); })[0].id;
  $('#trains').innerHTML = l.map(function (t) {
    var open = r.open.indexOf(t.id) >= 0;
    return '<div class="card" data-train="' + t.id + '" style="display:flex;gap:16px;align-items:center;flex-wrap:wrap">' +
      '<strong style="font-size:18px">' + t.dep + ' → ' + t.arr + '</strong><span>' + t.dur + '</span><span>' + (t.changes ? t.changes + (t.changes === 1 ? ' change' : ' changes') : 'Direct') + '</span>' +
      (t.id === cheapest ? '<span class="pill">Cheapest</span>' : '') + (t.id === fastest ? '<span class="pill">Fastest</span>' : '') +
      '<strong style="margin-left:auto">£' + price(t).toFixed(2) + '</strong><button class="details" aria-expanded="' + open + '">Details</button><button class="primary select">Select</button>' +
      '<div class="calling" style="width:100%"' + (open ? '' : ' hidden') + '>Calling at: ' + t.via + '</div></div>';
  }).join('');
  $('#found').textContent = l.length + (l.length === 1 ? ' train found' : ' trains found');
  $('#later').hidden = r.later;
}
setTimeout(function () { r.loaded = true; $('#loading').hidden = true; render(); }, 2000);
$('#trains').addEventListener('click', function (e) {
  var c = e.target.closest('[data-train]'); if (!c) return;
  var id = c.dataset.train;
  if (e.target.closest('.details')) { if (r.open.indexOf(id) >= 0) r.open = r.open.filter(function (x) { return x !== id; }); else r.open.push(id); render(); }
  if (e.target.closest('.select')) location.href = '/rail/seats?train=' + id + '&adults=' + adults + '&cls=' + r.cls;
});
$('#direct').onclick = function () { r.direct = !r.direct; this.setAttribute('aria-checked', r.direct); render(); };
$('#max').addEventListener('input', function () { r.max = Number(this.value); $('#max-out').textContent = '£' + this.value; render(); });
$('#sort').addEventListener('change', function () { r.sort = this.value; render(); });
$('#std').onclick = function () { r.cls = 'standard'; this.setAttribute('aria-pressed', 'true'); $('#first').setAttribute('aria-pressed', 'false'); render(); };
$('#first').onclick = function () { r.cls = 'first'; this.setAttribute('aria-pressed', 'true'); $('#std').setAttribute('aria-pressed', 'false'); render(); };
$('#later').onclick = function () {
  $('#later').hidden = true; $('#later-loading').hidden = false;
  setTimeout(function () { r.later = true; r.trains = r.trains.concat(LATER); $('#later-loading').hidden = true; render(); }, 1500);
};
`,
);

const seatsPage = page(
  'Choose seats - Northline Rail',
  `${header}
<main>
  <h1>Choose your seats</h1>
  <p id="train-summary"></p>
  <div role="tablist" aria-label="Coaches">
    <button role="tab" id="tab-a" aria-selected="true" aria-controls="coach-a">Coach A</button>
    <button role="tab" id="tab-b" aria-selected="false" aria-controls="coach-b">Coach B (Quiet)</button>
    <button role="tab" id="tab-c" aria-selected="false" aria-controls="coach-c">Coach C</button>
  </div>
  <div class="layout">
    <div class="grow">
      <section role="tabpanel" id="coach-a" aria-labelledby="tab-a"></section>
      <section role="tabpanel" id="coach-b" aria-labelledby="tab-b" hidden></section>
      <section role="tabpanel" id="coach-c" aria-labelledby="tab-c" hidden></section>
      <p class="muted">Window seats are on the outside of each row. Seats 9–16 are at tables.</p>
    </div>
    <aside class="card" style="width:340px">
      <h2 style="font-size:16px">Your seats</h2>
      <p id="need"></p>
      <p>Selected: <span id="chosen">none</span></p>
      <p>Fare per adult: <strong id="fare"></strong></p>
      <p>Total: <strong id="total"></strong></p>
      <button class="primary" id="continue" disabled>Continue to payment</button>
    </aside>
  </div>
  <section id="payment" class="card" hidden>
    <h2>Payment</h2>
    <iframe id="pay-frame" title="Secure card payment" style="width:420px;height:230px;border:1px solid #d6dae1"></iframe>
  </section>
</main>`,
  String.raw`
var p = new URLSearchParams(location.search);
var TRAINS = { r1: ['07:00', 64.5], r2: ['07:30', 38.2], r3: ['08:00', 71], r4: ['08:30', 41.9], r5: ['09:00', 58], r6: ['09:30', 39.8] };
var tr = TRAINS[p.get('train')] || TRAINS.r3;
var st = window.seats = { selected: [], adults: Number(p.get('adults') || 1), paid: false };
var TAKEN = { A: [3, 6, 13, 14, 20], B: [1, 2, 5, 9, 10, 11, 12, 22], C: [4, 7, 8, 15, 16, 17, 18, 19, 21, 23, 24] };
['A', 'B', 'C'].forEach(function (c) {
  var html = '<div style="display:grid;grid-template-columns:repeat(4,64px);gap:6px">';
  for (var i = 1; i <= 24; i++) {
    var window_ = i % 4 === 1 || i % 4 === 0;
    var table = i >= 9 && i <= 16;
    var taken = TAKEN[c].indexOf(i) >= 0;
    var name = 'Seat ' + c + i + ', ' + (window_ ? 'window' : 'aisle') + (table ? ', table' : '') + (taken ? ', taken' : '');
    html += '<button class="seat" data-seat="' + c + i + '" aria-label="' + name + '" aria-pressed="false"' + (taken ? ' disabled' : '') + '>' + c + i + '</button>';
  }
  $('#coach-' + c.toLowerCase()).innerHTML = html + '</div>';
});
$('#train-summary').textContent = tr[0] + ' London Kings Cross to York · Thu 19 Mar 2026 · ' + st.adults + (st.adults === 1 ? ' adult' : ' adults');
$('#fare').textContent = '£' + tr[1].toFixed(2);
$('#total').textContent = '£' + (tr[1] * st.adults).toFixed(2);
function renderSel() {
  $$('.seat').forEach(function (b) { b.setAttribute('aria-pressed', st.selected.indexOf(b.dataset.seat) >= 0); });
  $('#chosen').textContent = st.selected.length ? st.selected.join(', ') : 'none';
  var left = st.adults - st.selected.length;
  $('#need').textContent = left > 0 ? 'Choose ' + left + ' more seat' + (left === 1 ? '' : 's') : 'All passengers have a seat';
  $('#continue').disabled = left > 0;
}
renderSel();
document.addEventListener('click', function (e) {
  var b = e.target.closest('.seat'); if (!b || b.disabled) return;
  var id = b.dataset.seat;
  if (st.selected.indexOf(id) >= 0) st.selected = st.selected.filter(function (x) { return x !== id; });
  else { if (st.selected.length >= st.adults) st.selected.shift(); st.selected.push(id); }
  renderSel();
});
$('#continue').onclick = function () {
  $('#payment').hidden = false;
  $('#pay-frame').src = '/rail/pay?amount=' + (tr[1] * st.adults).toFixed(2);
};
`,
);

const payPage = String.raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card payment</title>
<style>body{font:13px system-ui,sans-serif;margin:10px}label{display:block;margin-top:6px}input{font:inherit;padding:4px 6px}</style></head>
<body>
<form id="f" novalidate>
  <label for="card">Card number</label><input id="card" inputmode="numeric" autocomplete="cc-number" style="width:220px">
  <div style="display:flex;gap:10px">
    <div><label for="exp">Expiry (MM/YY)</label><input id="exp" style="width:80px"></div>
    <div><label for="cvc">Security code</label><input id="cvc" style="width:70px"></div>
  </div>
  <p id="err" style="color:#b42318"></p>
  <button id="pay" type="submit"></button>
  <p id="ok" role="status" hidden>Payment approved. Your e-tickets are on their way.</p>
</form>
<script>
var amount = new URLSearchParams(location.search).get('amount') || '0.00';
window.pay = { done: false };
document.getElementById('pay').textContent = 'Pay £' + amount;
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  var c = document.getElementById('card').value.replace(/\s/g, '');
  if (c.length < 16) { document.getElementById('err').textContent = 'Enter a valid card number'; return; }
  if (!/^\d\d\/\d\d$/.test(document.getElementById('exp').value)) { document.getElementById('err').textContent = 'Enter the expiry date as MM/YY'; return; }
  if (!/^\d{3}$/.test(document.getElementById('cvc').value)) { document.getElementById('err').textContent = 'Enter the 3-digit security code'; return; }
  window.pay = { done: true, card: c, exp: document.getElementById('exp').value };
  document.getElementById('err').textContent = '';
  document.getElementById('ok').hidden = false;
});
</script></body></html>`;

export const railApp: CorpusApp = {
  name: 'rail',
  description:
    'Northline Rail, train tickets: a search form with station comboboxes, a swap button, journey radios revealing a return date, date errors, passenger steppers whose buttons are all named Increase/Decrease, a railcard select; results loaded after a delay with identical Select and Details buttons, badges, a direct-only switch, a max-price slider, a sort select, a class toggle and late-loading later trains; a seat map with coach tabs and taken seats, a Continue button disabled until every passenger has a seat, and card payment in an iframe.',
  routes: { '/rail': searchPage, '/rail/results': resultsPage, '/rail/seats': seatsPage, '/rail/pay': payPage },
};
