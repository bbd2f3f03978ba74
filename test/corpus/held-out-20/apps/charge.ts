/**
 * Voltway, a public EV-charging network's app: Find a charger with a placeholder-only search and an icon-only Search
 * button, connector chips (aria-pressed, several at once), a minimum-power slider, an Open 24 hours box, a
 * Favourites only switch and station cards with Start charging, Directions and the same icon-only Favourite toggle in
 * each (two Tesco Extra stations, a station with no free connector, one out of service with Start charging
 * disabled; three more stations behind a Show more button answered late); a Start charging dialog (connector radios
 * with those in use disabled, a vehicle select, a Stop at slider, a Pay with listbox with an expired card) answered
 * late by the server, refusing payment from a balance under £5 and a Nissan Leaf on a CCS connector; a live session
 * page with the session in a shadow root loaded late, a Stop charging confirm dialog answered late, an Unlock
 * connector button disabled until then, a star rating, a Report a fault dialog and accordions; and an account with
 * tabs: a wallet (top-up radios with an Other amount answered late and refused under £5 and over £150, an auto top-up
 * switch enabling a threshold slider, an Add a payment card form in an iframe), a paged, filterable charging
 * history with Receipt and Dispute in each row (disputes refused late for sessions over 30 days old), charge cards
 * with Freeze and Rename in each (ordering a fourth card refused late) and a home charger schedule with time inputs,
 * day boxes, a charge limit slider and a Save checked late by the server; an account menu (closing the account
 * refused late). Toasts leave after four seconds. Today is Wednesday 16 June 2027.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

// id, name, address, miles, connectors [type, kW, free], price, hours, favourite, out of service
type Station = [string, string, string, number, [string, number, boolean][], string, string, boolean, boolean];
const STATIONS: Station[] = [
  [
    'S1',
    'Kelham Market Square',
    'Market Square, Kelham KL1 2AB',
    0.3,
    [
      ['Type 2', 22, true],
      ['Type 2', 22, true],
      ['Type 2', 22, false],
      ['Type 2', 22, true],
    ],
    '£0.59',
    'Open 24 hours',
    true,
    false,
  ],
  [
    'S2',
    'Riverside Leisure Centre',
    'Mill Lane, Kelham KL2 4RT',
    0.9,
    [
      ['CCS', 50, false],
      ['CCS', 50, true],
      ['Type 2', 22, false],
      ['Type 2', 22, false],
    ],
    '£0.69',
    'Open 06:00–22:00',
    false,
    false,
  ],
  [
    'S3',
    'Tesco Extra, Newark Road',
    'Newark Road, Kelham KL3 8NB',
    1.4,
    [
      ['CCS', 50, true],
      ['CCS', 50, true],
      ['Type 2', 7, true],
      ['Type 2', 7, true],
    ],
    '£0.65',
    'Open 24 hours',
    false,
    false,
  ],
  [
    'S4',
    'Greenfield Retail Park',
    'Greenfield Way, Kelham KL4 1GR',
    2.1,
    [
      ['CCS', 50, false],
      ['CCS', 50, false],
    ],
    '£0.69',
    'Open 24 hours',
    false,
    false,
  ],
  [
    'S5',
    'Station Road Car Park',
    'Station Road, Kelham KL1 5SR',
    2.6,
    [
      ['Type 2', 7, true],
      ['Type 2', 7, true],
    ],
    '£0.45',
    'Open 24 hours',
    true,
    false,
  ],
  [
    'S6',
    'Tesco Extra, Lincoln Road',
    'Lincoln Road, Kelham KL5 2LR',
    3.2,
    [
      ['CCS', 50, true],
      ['Type 2', 7, false],
    ],
    '£0.65',
    'Open 24 hours',
    false,
    false,
  ],
  [
    'S7',
    'Kelham Services (A46)',
    'A46 northbound, Kelham KL6 9AS',
    4.8,
    [
      ['CCS', 150, true],
      ['CCS', 150, false],
      ['CCS', 150, true],
      ['CCS', 150, true],
      ['CHAdeMO', 50, true],
    ],
    '£0.79',
    'Open 24 hours',
    false,
    false,
  ],
  [
    'S8',
    'Kelham Hospital (Visitors)',
    'Hospital Drive, Kelham KL7 3HD',
    5.5,
    [
      ['Type 2', 7, false],
      ['Type 2', 7, false],
      ['Type 2', 7, false],
      ['Type 2', 7, false],
    ],
    '£0.49',
    'Open 08:00–20:00',
    false,
    true,
  ],
];

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
window.stations = ${JSON.stringify(STATIONS)}.map(function (s) { return { id: s[0], name: s[1], address: s[2], miles: s[3], connectors: s[4].map(function (c, i) { return { n: i + 1, type: c[0], kw: c[1], free: c[2] }; }), price: s[5], hours: s[6], fav: s[7], out: s[8] }; });
function station(id) { return window.stations.filter(function (s) { return s.id === id; })[0]; }
`;

const BAR = `<header class="bar"><span class="logo">Voltway</span><nav aria-label="Main"><a href="/charge/find">Find a charger</a><a href="/charge/account">Account</a></nav>
<span class="tag" id="bal-chip">Balance £3.20</span>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Sam Whitlock ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-vehicles">Vehicles</button><button type="button" role="menuitem" id="mi-close">Close account</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const MENU = `
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-out') location.href = '/charge/find?out=1';
  if (m.id === 'mi-vehicles') quick('Your vehicles: Kia Niro EV (KY23 HRT), Nissan Leaf (LM19 WPX)');
  if (m.id === 'mi-close') setTimeout(function () { $('#page-err').textContent = "You can't close your account while a charge card is active. Freeze or cancel your cards first."; }, 600);
}); });
`;

const find = doc(
  'Find a charger - Voltway',
  `${BAR}
<main>
  <p class="good" id="out-msg" role="status"></p>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Find a charger</h1>
  <form id="search" class="line" role="search"><input id="q" type="search" placeholder="Town, postcode or station" style="width:260px"><button type="submit" aria-label="Search">🔍</button></form>
  <div class="line" style="margin:10px 0"><span class="note">Connector:</span><span role="group" aria-label="Connector" class="line" id="chips">${['CCS', 'Type 2', 'CHAdeMO'].map((c) => `<button type="button" class="chip" aria-pressed="false">${c}</button>`).join('')}</span>
    <label for="kw" style="margin-left:16px">Minimum power</label><input id="kw" type="range" min="0" max="150" step="25" value="0"> <output id="kw-v" for="kw">Any power</output></div>
  <div class="line"><label><input type="checkbox" id="allday"> Open 24 hours</label>
    <button type="button" role="switch" id="sw-fav" aria-checked="false" aria-labelledby="sw-fav-l" style="margin-left:16px"></button><span id="sw-fav-l">Favourites only</span></div>
  <p id="count" role="status"></p>
  <div class="grid" id="cards"></div>
  <div class="line"><button type="button" id="more">Show more stations</button></div>
</main>
<div class="shade" id="dlg-start" hidden><div role="dialog" aria-modal="true" aria-labelledby="st-h"><h2 id="st-h" style="margin-top:0">Start charging</h2>
  <fieldset><legend>Connector</legend><div id="st-conns"></div></fieldset>
  <div class="field"><label for="st-car">Vehicle</label><select id="st-car"><option value="niro">Kia Niro EV · KY23 HRT</option><option value="leaf">Nissan Leaf · LM19 WPX</option></select></div>
  <div class="field"><label for="st-limit">Stop at</label><input id="st-limit" type="range" min="50" max="100" step="5" value="80"> <output id="st-limit-v" for="st-limit">80%</output></div>
  <div class="field"><span class="name" id="pay-l">Pay with</span><span class="pop"><button type="button" id="st-pay" aria-haspopup="listbox" aria-controls="pay-list" aria-expanded="false" aria-labelledby="pay-l st-pay" data-value="visa"><span class="value">Visa ending 4417</span> ▾</button>
    <ul role="listbox" id="pay-list" aria-labelledby="pay-l" hidden><li role="option" data-value="visa" aria-selected="true">Visa ending 4417</li><li role="option" data-value="balance" aria-selected="false">Voltway balance (£3.20)</li><li role="option" data-value="mc" aria-selected="false" aria-disabled="true">Mastercard ending 0932 (expired)</li></ul></span></div>
  <p class="err" id="st-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="st-go">Start charging</button></div></div></div>`,
  `${QUICK}${MENU}
window.showMore = false; window.term = ''; window.directions = null; var starting = null;
function chips() { return $$('.chip').filter(function (c) { return c.getAttribute('aria-pressed') === 'true'; }).map(function (c) { return c.textContent; }); }
function list() {
  var want = chips(), kw = Number($('#kw').value), allday = $('#allday').checked, fav = $('#sw-fav').getAttribute('aria-checked') === 'true', t = window.term;
  return window.stations.filter(function (s) {
    return (!t || (s.name + ' ' + s.address).toLowerCase().indexOf(t) >= 0) && (!want.length || s.connectors.some(function (c) { return want.indexOf(c.type) >= 0; })) && s.connectors.some(function (c) { return c.kw >= kw; }) && (!allday || s.hours === 'Open 24 hours') && (!fav || s.fav);
  });
}
function render() {
  var all = list(), shown = window.showMore ? all : all.slice(0, 5);
  $('#count').textContent = all.length ? 'Showing ' + shown.length + ' of ' + all.length + ' stations' : 'No stations match your filters';
  $('#more').hidden = window.showMore || all.length <= 5;
  $('#cards').innerHTML = shown.map(function (s) {
    var free = s.connectors.filter(function (c) { return c.free; }).length, groups = {};
    s.connectors.forEach(function (c) { var k = c.type + ' ' + c.kw + ' kW'; groups[k] = (groups[k] || 0) + 1; });
    var kinds = Object.keys(groups).map(function (k) { return k + ' ×' + groups[k]; }).join(' · ');
    return '<article class="card" data-id="' + s.id + '" aria-labelledby="h-' + s.id + '"><h3 id="h-' + s.id + '" style="margin:0">' + s.name + '</h3><p class="note" style="margin:2px 0">' + s.address + ' · ' + s.miles.toFixed(1) + ' miles</p><p style="margin:2px 0">' + kinds + '</p><p style="margin:2px 0" class="avail">' + (s.out ? '<strong>Out of service</strong>' : free + ' of ' + s.connectors.length + ' free') + ' · ' + s.price + '/kWh · ' + s.hours + '</p><div class="line"><button type="button" class="main start"' + (s.out ? ' disabled' : '') + '>Start charging</button><button type="button" class="dir">Directions</button><button type="button" class="fav" aria-label="Favourite" aria-pressed="' + s.fav + '">' + (s.fav ? '★' : '☆') + '</button></div></article>';
  }).join('');
}
function openStart(s) {
  starting = s; $('#st-h').textContent = 'Start charging at ' + s.name; $('#st-err').textContent = '';
  $('#st-conns').innerHTML = s.connectors.map(function (c) { return '<label style="display:block"><input type="radio" name="conn" value="' + c.n + '"' + (c.free ? '' : ' disabled') + '> Connector ' + c.n + ' · ' + c.type + ' · ' + c.kw + ' kW' + (c.free ? '' : ' (in use)') + '</label>'; }).join('');
  showDialog('dlg-start');
}
$('#search').addEventListener('submit', function (e) { e.preventDefault(); window.term = $('#q').value.trim().toLowerCase(); render(); });
$('#chips').addEventListener('click', function (e) { var c = e.target.closest('.chip'); if (!c) return; c.setAttribute('aria-pressed', String(c.getAttribute('aria-pressed') !== 'true')); render(); });
$('#kw').addEventListener('input', function () { $('#kw-v').textContent = this.value === '0' ? 'Any power' : this.value + ' kW and up'; render(); });
$('#allday').addEventListener('change', render);
$('#sw-fav').addEventListener('flip', render);
$('#more').addEventListener('click', function () { var b = this; b.disabled = true; b.textContent = 'Loading…'; setTimeout(function () { b.disabled = false; b.textContent = 'Show more stations'; window.showMore = true; render(); }, 1000); });
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var s = station(card.dataset.id);
  if (e.target.closest('.start')) openStart(s);
  if (e.target.closest('.dir')) { window.directions = s.id; quick('Directions to ' + s.name + ' sent to your phone'); }
  if (e.target.closest('.fav')) { s.fav = !s.fav; render(); quick(s.fav ? s.name + ' added to favourites' : s.name + ' removed from favourites'); }
});
$('#st-limit').addEventListener('input', function () { $('#st-limit-v').textContent = this.value + '%'; });
$('#st-go').addEventListener('click', function () {
  var c = $('input[name=conn]:checked'), b = this; $('#st-err').textContent = '';
  if (!c) { $('#st-err').textContent = 'Choose a connector'; return; }
  var conn = starting.connectors[Number(c.value) - 1];
  b.disabled = true; b.textContent = 'Starting…';
  fetch('/charge/api/start', { method: 'POST', body: JSON.stringify({ station: starting.id, type: conn.type, car: $('#st-car').value, pay: $('#st-pay').dataset.value }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Start charging';
    if (!r.ok) { $('#st-err').textContent = r.error; return; }
    window.started = { station: starting.id, connector: conn.n };
    location.href = '/charge/session?station=' + starting.id + '&connector=' + conn.n + '&car=' + $('#st-car').value + '&limit=' + $('#st-limit').value;
  });
});
if (query.get('out')) $('#out-msg').textContent = "You're signed out. Sign in to start charging.";
if (query.get('more')) window.showMore = true;
if (query.get('q')) { $('#q').value = query.get('q'); window.term = query.get('q').toLowerCase(); }
if (query.get('conn')) $$('.chip').forEach(function (c) { if (c.textContent === query.get('conn')) c.setAttribute('aria-pressed', 'true'); });
render();
if (query.get('start')) openStart(station(query.get('start')));
`,
);

const session = doc(
  'Charging - Voltway',
  `${BAR}
<main>
  <p class="err" id="page-err" role="alert"></p>
  <h1 id="title">Charging</h1>
  <p id="sub"></p>
  <live-session id="live"></live-session>
  <div class="line"><button type="button" class="warn" id="stop">Stop charging</button><button type="button" id="unlock" disabled>Unlock connector</button><button type="button" id="fault">Report a fault</button></div>
  <p id="ended" role="status"></p>
  <section class="box" id="rate-box" hidden aria-labelledby="rate-h"><h2 id="rate-h" style="margin-top:0">Rate this charger</h2>${starRating('Rate this charger', 'rate')} <button type="button" id="send-rate">Send rating</button><p class="err" id="rate-err" role="alert"></p></section>
  <section class="box" aria-labelledby="help-h" style="margin-top:12px"><h2 id="help-h" style="margin-top:0">Help</h2>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-over" aria-expanded="false" aria-controls="acc-over-p">Overstay fees</button></h3>
    <div id="acc-over-p" hidden><p>When your car stops charging, you have 15 minutes to unplug. After that we charge £0.50 a minute.</p></div>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-signal" aria-expanded="false" aria-controls="acc-signal-p">What if I lose signal?</button></h3>
    <div id="acc-signal-p" hidden><p>Charging carries on. Stop it from the charger's screen or with your charge card.</p></div>
  </section>
</main>
<div class="shade" id="dlg-stop" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="sp-h" aria-describedby="sp-d"><h2 id="sp-h" style="margin-top:0">Stop charging now?</h2><p id="sp-d">You'll pay for the energy used so far.</p><div class="buttons"><button type="button" data-dismiss>Keep charging</button><button type="button" class="warn" id="sp-go">Stop charging</button></div></div></div>
<div class="shade" id="dlg-fault" hidden><div role="dialog" aria-modal="true" aria-labelledby="ft-h"><h2 id="ft-h" style="margin-top:0">Report a fault</h2>
  <div class="field"><label for="ft-kind">What's wrong?</label><select id="ft-kind"><option value="">Choose…</option><option>Cable is damaged</option><option>Screen isn't working</option><option>Charging slowly</option><option>Something else</option></select></div>
  <p><label><input type="checkbox" id="ft-unsafe"> The charger is unsafe to use</label></p>
  <div class="field"><label for="ft-text">Details</label><textarea id="ft-text" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="ft-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ft-send">Send report</button></div></div></div>`,
  `${QUICK}${MENU}
var s = station(query.get('station') || 'S3'), c = s.connectors[Number(query.get('connector') || 1) - 1], car = query.get('car') === 'leaf' ? 'Nissan Leaf' : 'Kia Niro EV', limit = query.get('limit') || '80';
var price = Number(s.price.slice(1)), cost = '£' + (12.4 * price).toFixed(2);
$('#title').textContent = 'Charging at ' + s.name; $('#sub').textContent = 'Connector ' + c.n + ' · ' + c.type + ' · ' + c.kw + ' kW · ' + car + ' · Stop at ' + limit + '%';
window.stopped = false; window.unlocked = false; window.fault = null; window.rated = null;
$('#stop').addEventListener('click', function () { showDialog('dlg-stop'); });
$('#sp-go').addEventListener('click', function () {
  var b = this; b.disabled = true;
  setTimeout(function () { b.disabled = false; hideDialog('dlg-stop'); window.stopped = true; $('#stop').hidden = true; $('#unlock').disabled = false; $('#rate-box').hidden = false; $('#ended').textContent = 'Session ended: 12.4 kWh, ' + cost + ' charged to Visa ending 4417.'; }, 800);
});
$('#unlock').addEventListener('click', function () { window.unlocked = true; $('#ended').textContent = 'Connector ' + c.n + ' unlocked. You can unplug your car.'; });
$('#fault').addEventListener('click', function () { $('#ft-kind').value = ''; $('#ft-text').value = ''; $('#ft-unsafe').checked = false; $('#ft-err').textContent = ''; showDialog('dlg-fault'); });
$('#ft-send').addEventListener('click', function () {
  var k = $('#ft-kind').value, t = $('#ft-text').value.trim(); $('#ft-err').textContent = '';
  if (!k) { $('#ft-err').textContent = "Choose what's wrong"; return; }
  if (k === 'Something else' && !t) { $('#ft-err').textContent = 'Tell us what happened'; return; }
  window.fault = { kind: k, unsafe: $('#ft-unsafe').checked, text: t }; hideDialog('dlg-fault'); quick('Fault reported. Thanks for telling us.');
});
$('#send-rate').addEventListener('click', function () { var n = Number($('#rate').dataset.value); if (!n) { $('#rate-err').textContent = 'Choose a star rating'; return; } $('#rate-err').textContent = ''; window.rated = n; quick('Thanks for rating ' + s.name); });
customElements.define('live-session', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef6ff;border:1px solid #b9d3f2;border-radius:8px;padding:10px 14px;margin:10px 0}dl{display:grid;grid-template-columns:140px 1fr;gap:2px 10px;margin:6px 0}dd{margin:0;font-weight:600}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Live session</h2><p id="st">Connecting to the charger…</p><dl id="nums" hidden><dt>Energy</dt><dd>12.4 kWh</dd><dt>Cost so far</dt><dd id="cost"></dd><dt>Time</dt><dd>24 min</dd><dt>Battery</dt><dd>46%</dd></dl><button type="button" id="refresh" hidden>Refresh</button>';
    var r = function (x) { return root.querySelector(x); };
    r('#cost').textContent = cost;
    setTimeout(function () { r('#st').textContent = 'Charging'; r('#nums').hidden = false; r('#refresh').hidden = false; }, 1500);
    r('#refresh').addEventListener('click', function () { r('#st').textContent = window.stopped ? 'Stopped' : 'Charging · updated just now'; });
  }
});
`,
);

// date, station, kWh, cost
const HISTORY: [string, string, number, string][] = [
  ['2027-06-14', 'Tesco Extra, Newark Road', 31.2, '£20.28'],
  ['2027-06-09', 'Kelham Market Square', 18.0, '£10.62'],
  ['2027-06-03', 'Kelham Services (A46)', 42.5, '£33.58'],
  ['2027-05-28', 'Riverside Leisure Centre', 22.1, '£15.25'],
  ['2027-05-21', 'Tesco Extra, Newark Road', 29.4, '£19.11'],
  ['2027-05-12', 'Station Road Car Park', 11.8, '£5.31'],
  ['2027-05-02', 'Kelham Market Square', 16.3, '£9.62'],
  ['2027-04-26', 'Kelham Services (A46)', 38.0, '£30.02'],
  ['2027-04-18', 'Tesco Extra, Lincoln Road', 25.5, '£16.58'],
  ['2027-04-09', 'Riverside Leisure Centre', 19.9, '£13.73'],
  ['2027-04-03', 'Kelham Market Square', 14.2, '£8.38'],
  ['2027-03-28', 'Station Road Car Park', 9.6, '£4.32'],
];

const CARD_FORM = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Add a payment card</h3>
<p style="margin:4px 0"><label for="num">Card number</label><br><input id="num" inputmode="numeric" style="width:220px"></p>
<p style="margin:4px 0"><label for="exp">Expiry (MM/YY)</label> <input id="exp" style="width:70px"> <label for="cvc">Security code</label> <input id="cvc" style="width:60px"></p>
<button type="button" id="add">Add card</button>
<p id="msg" role="status"></p>
<script>
window.added = null;
document.getElementById('add').addEventListener('click', function () {
  var m = document.getElementById('msg'), n = document.getElementById('num').value.replace(/\\s/g, ''), e = document.getElementById('exp').value.trim(), c = document.getElementById('cvc').value.trim();
  if (!/^\\d{16}$/.test(n)) { m.textContent = 'Enter the 16-digit card number'; return; }
  var p = /^(\\d\\d)\\/(\\d\\d)$/.exec(e);
  if (!p || Number(p[1]) < 1 || Number(p[1]) > 12) { m.textContent = 'Enter the expiry date as MM/YY'; return; }
  if (Number(p[2]) * 100 + Number(p[1]) < 2706) { m.textContent = 'This card has expired'; return; }
  if (!/^\\d{3}$/.test(c)) { m.textContent = 'Enter the 3-digit security code'; return; }
  window.added = n.slice(-4); m.textContent = 'Card ending ' + n.slice(-4) + ' added';
});
</script></body></html>`;

const account = doc(
  'Your account - Voltway',
  `${BAR}
<main>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Your account</h1>
  <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-wallet" aria-controls="p-wallet" aria-selected="true">Wallet</button><button type="button" role="tab" id="t-hist" aria-controls="p-hist" aria-selected="false">History</button><button type="button" role="tab" id="t-cards" aria-controls="p-cards" aria-selected="false">Charge cards</button><button type="button" role="tab" id="t-home" aria-controls="p-home" aria-selected="false">Home charger</button></div>
  <div role="tabpanel" id="p-wallet">
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
      <section class="box" aria-labelledby="top-h"><h2 id="top-h" style="margin-top:0">Top up</h2>
        <p>Balance: <strong id="balance">£3.20</strong></p>
        <fieldset><legend>Amount</legend><label><input type="radio" name="amt" value="10"> £10</label> <label><input type="radio" name="amt" value="20" checked> £20</label> <label><input type="radio" name="amt" value="50"> £50</label> <label><input type="radio" name="amt" value="other"> Other</label>
          <div class="field" id="other-f" hidden><label for="other">Other amount (£)</label><input id="other" inputmode="decimal" style="width:100px"></div></fieldset>
        <div class="field"><label for="top-card">Pay with</label><select id="top-card"><option>Visa ending 4417</option><option disabled>Mastercard ending 0932 (expired)</option></select></div>
        <p class="err" id="top-err" role="alert"></p>
        <button type="button" class="main" id="topup">Top up</button>
        <hr style="border:0;border-top:1px solid #e1e5ea;margin:12px 0">
        <div class="line"><button type="button" role="switch" id="sw-auto" aria-checked="false" aria-labelledby="sw-auto-l"></button><span id="sw-auto-l">Auto top-up</span></div>
        <div class="field"><label for="below">Top up when my balance falls below</label><input id="below" type="range" min="5" max="20" step="5" value="5" disabled> <output id="below-v" for="below">£5</output></div>
      </section>
      <section class="box" aria-labelledby="card-h"><h2 id="card-h" style="margin-top:0">Payment cards</h2><p>Visa ending 4417 (default)<br>Mastercard ending 0932 <span class="tag">Expired</span></p>${frame('Add a payment card', CARD_FORM, 200)}</section>
    </div>
  </div>
  <div role="tabpanel" id="p-hist" hidden>
    <div class="line"><label for="month">Month</label><select id="month"><option value="">All months</option><option value="2027-06">June 2027</option><option value="2027-05">May 2027</option><option value="2027-04">April 2027</option><option value="2027-03">March 2027</option></select><span id="h-count" class="note" role="status"></span></div>
    <table><thead><tr><th>Date</th><th>Station</th><th>Energy</th><th>Cost</th><th></th></tr></thead><tbody id="hist"></tbody></table>
    <nav class="pager" aria-label="History pages"><button type="button" id="h-prev">Previous</button><span id="h-of"></span><button type="button" id="h-next">Next</button></nav>
    <p class="err" id="hist-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-cards" hidden>
    <div class="grid" id="rfid"></div>
    <p class="err" id="cards-err" role="alert"></p>
    <button type="button" id="order">Order a new card</button>
  </div>
  <div role="tabpanel" id="p-home" hidden>
    <section class="box" aria-labelledby="home-h"><h2 id="home-h" style="margin-top:0">Home charger schedule</h2>
      <div class="line"><button type="button" role="switch" id="sw-smart" aria-checked="true" aria-labelledby="sw-smart-l"></button><span id="sw-smart-l">Smart charging</span> <button type="button" id="boost">Boost now</button></div>
      <div class="line"><div class="field"><label for="from">Off-peak start</label><input id="from" type="time" value="00:30"></div><div class="field"><label for="to">Off-peak end</label><input id="to" type="time" value="04:30"></div></div>
      <fieldset><legend>Charge on</legend>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => `<label><input type="checkbox" name="day" value="${d}" checked> ${d}</label>`).join(' ')}</fieldset>
      <div class="field"><label for="limit">Charge limit</label><input id="limit" type="range" min="50" max="100" step="10" value="90"> <output id="limit-v" for="limit">90%</output></div>
      <p class="err" id="home-err" role="alert"></p>
      <button type="button" class="main" id="save-home">Save schedule</button>
    </section>
  </div>
</main>
<div class="shade" id="dlg-receipt" hidden><div role="dialog" aria-modal="true" aria-labelledby="rc-h"><h2 id="rc-h" style="margin-top:0">Receipt</h2><dl class="pairs" id="rc-body"></dl><div class="buttons"><button type="button" id="rc-email">Email receipt</button><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-dispute" hidden><div role="dialog" aria-modal="true" aria-labelledby="dp-h"><h2 id="dp-h" style="margin-top:0">Dispute a charge</h2>
  <div class="field"><label for="dp-why">Reason</label><select id="dp-why"><option value="">Choose…</option><option>I was charged twice</option><option>The charger stopped early</option><option>The price was wrong</option></select></div>
  <p class="err" id="dp-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dp-send">Send dispute</button></div></div></div>`,
  `${QUICK}${MENU}
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
window.balance = 3.2; window.topups = []; window.sessions = ${JSON.stringify(HISTORY)}.map(function (h, i) { return { n: i, date: h[0], station: h[1], kwh: h[2], cost: h[3], disputed: null }; });
window.hpage = 1; window.receipt = null; window.emailed = null; window.cards = [{ id: '7731', name: "Sam's card", frozen: false }, { id: '2208', name: "Jo's card", frozen: false }, { id: '5150', name: 'Spare', frozen: true }];
window.schedule = null; window.boosted = false; window.renaming = null; var disputing = null;
function money(n) { return '£' + n.toFixed(2); }
function setBalance() { $('#balance').textContent = money(window.balance); $('#bal-chip').textContent = 'Balance ' + money(window.balance); }
$$('input[name=amt]').forEach(function (r) { r.addEventListener('change', function () { $('#other-f').hidden = $('input[name=amt]:checked').value !== 'other'; }); });
$('#topup').addEventListener('click', function () {
  var v = $('input[name=amt]:checked').value, amount = v === 'other' ? $('#other').value.trim().replace(/^£/, '') : v, b = this; $('#top-err').textContent = '';
  b.disabled = true; b.textContent = 'Topping up…';
  fetch('/charge/api/topup', { method: 'POST', body: JSON.stringify({ amount: amount }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Top up';
    if (!r.ok) { $('#top-err').textContent = r.error; return; }
    window.balance += r.amount; window.topups.push(r.amount); setBalance(); quick(money(r.amount) + ' added. Your balance is ' + money(window.balance) + '.');
  });
});
$('#sw-auto').addEventListener('flip', function () { $('#below').disabled = this.getAttribute('aria-checked') !== 'true'; });
$('#below').addEventListener('input', function () { $('#below-v').textContent = '£' + this.value; });
function list() { var m = $('#month').value; return window.sessions.filter(function (s) { return !m || s.date.slice(0, 7) === m; }); }
function histRows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.hpage > pages) window.hpage = pages;
  $('#h-count').textContent = all.length + ' charging session' + (all.length === 1 ? '' : 's');
  $('#hist').innerHTML = all.slice((window.hpage - 1) * 5, window.hpage * 5).map(function (s) {
    return '<tr data-n="' + s.n + '"><th scope="row">' + fmt(s.date) + '</th><td>' + s.station + '</td><td>' + s.kwh.toFixed(1) + ' kWh</td><td>' + s.cost + (s.disputed ? ' <span class="tag">Disputed</span>' : '') + '</td><td><div class="line"><button type="button" class="rc">Receipt</button><button type="button" class="dp"' + (s.disputed ? ' disabled' : '') + '>Dispute</button></div></td></tr>';
  }).join('');
  $('#h-of').textContent = 'Page ' + window.hpage + ' of ' + pages; $('#h-prev').disabled = window.hpage === 1; $('#h-next').disabled = window.hpage === pages;
}
$('#month').addEventListener('change', function () { window.hpage = 1; histRows(); });
$('#h-prev').addEventListener('click', function () { window.hpage -= 1; histRows(); });
$('#h-next').addEventListener('click', function () { window.hpage += 1; histRows(); });
$('#hist').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var s = window.sessions[Number(tr.dataset.n)]; $('#hist-err').textContent = '';
  if (e.target.closest('.rc')) { window.receipt = s.n; $('#rc-h').textContent = 'Receipt: ' + fmt(s.date); $('#rc-body').innerHTML = '<dt>Station</dt><dd>' + s.station + '</dd><dt>Energy</dt><dd>' + s.kwh.toFixed(1) + ' kWh</dd><dt>Cost</dt><dd>' + s.cost + '</dd><dt>Paid with</dt><dd>Visa ending 4417</dd>'; showDialog('dlg-receipt'); }
  if (e.target.closest('.dp')) {
    var b = e.target.closest('.dp'); b.disabled = true;
    setTimeout(function () {
      b.disabled = false;
      if (s.date < '2027-05-17') { $('#hist-err').textContent = "Sessions older than 30 days can't be disputed. Contact support instead."; return; }
      disputing = s; $('#dp-h').textContent = 'Dispute the charge of ' + s.cost + ' on ' + fmt(s.date); $('#dp-why').value = ''; $('#dp-err').textContent = ''; showDialog('dlg-dispute');
    }, 600);
  }
});
$('#rc-email').addEventListener('click', function () { window.emailed = window.receipt; quick('Receipt sent to sam.whitlock@example.com'); });
$('#dp-send').addEventListener('click', function () {
  var w = $('#dp-why').value; if (!w) { $('#dp-err').textContent = 'Choose a reason'; return; }
  disputing.disputed = w; hideDialog('dlg-dispute'); histRows(); quick("We'll look into the charge of " + disputing.cost + ' within 5 working days');
});
function cardTiles() {
  $('#rfid').innerHTML = window.cards.map(function (c) {
    var name = window.renaming === c.id ? '<div class="line"><label for="rn-' + c.id + '">Card name</label><input id="rn-' + c.id + '" class="rn" value="' + c.name.replace(/"/g, '&quot;') + '"><button type="button" class="rn-save">Save</button><button type="button" class="rn-cancel">Cancel</button></div><p class="err rn-err"></p>' : '<h3 style="margin:0">' + c.name + '</h3>';
    return '<article class="card" data-id="' + c.id + '" aria-label="Card ending ' + c.id + '">' + name + '<p style="margin:2px 0">Card ending ' + c.id + ' · ' + (c.frozen ? '<strong>Frozen</strong>' : 'Active') + '</p><div class="line"><button type="button" class="frz">' + (c.frozen ? 'Unfreeze' : 'Freeze') + '</button><button type="button" class="ren">Rename</button></div></article>';
  }).join('');
}
$('#rfid').addEventListener('click', function (e) {
  var t = e.target.closest('[data-id]'); if (!t) return; var c = window.cards.filter(function (x) { return x.id === t.dataset.id; })[0];
  if (e.target.closest('.frz')) { var b = e.target.closest('.frz'); b.disabled = true; setTimeout(function () { c.frozen = !c.frozen; cardTiles(); quick('Card ending ' + c.id + (c.frozen ? ' frozen' : ' unfrozen')); }, 500); }
  if (e.target.closest('.ren')) { window.renaming = c.id; cardTiles(); $('#rn-' + c.id).focus(); }
  if (e.target.closest('.rn-cancel')) { window.renaming = null; cardTiles(); }
  if (e.target.closest('.rn-save')) { var v = $('.rn', t).value.trim(); if (!v) { $('.rn-err', t).textContent = 'Enter a name'; return; } c.name = v; window.renaming = null; cardTiles(); quick('Card renamed'); }
});
$('#order').addEventListener('click', function () { var b = this; b.disabled = true; setTimeout(function () { b.disabled = false; $('#cards-err').textContent = 'You already have 3 charge cards, the most an account can have.'; }, 500); });
$('#limit').addEventListener('input', function () { $('#limit-v').textContent = this.value + '%'; });
$('#sw-smart').addEventListener('flip', function () { $('#boost').disabled = this.getAttribute('aria-checked') !== 'true'; });
$('#boost').addEventListener('click', function () { window.boosted = true; quick('Boosting for 1 hour'); });
$('#save-home').addEventListener('click', function () {
  var b = this, days = $$('input[name=day]:checked').map(function (d) { return d.value; }); $('#home-err').textContent = '';
  b.disabled = true; b.textContent = 'Saving…';
  fetch('/charge/api/schedule', { method: 'POST', body: JSON.stringify({ from: $('#from').value, to: $('#to').value, days: days }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Save schedule';
    if (!r.ok) { $('#home-err').textContent = r.error; return; }
    window.schedule = { from: $('#from').value, to: $('#to').value, days: days, limit: Number($('#limit').value), smart: $('#sw-smart').getAttribute('aria-checked') === 'true' }; quick('Schedule saved');
  });
});
histRows(); cardTiles();
var tabs = { history: '#t-hist', cards: '#t-cards', home: '#t-home' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

const minutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const chargeApp: CorpusApp = {
  name: 'charge',
  description:
    'Voltway, a public EV-charging network: Find a charger with a search named only by its placeholder and an icon-only Search button, connector chips (aria-pressed, several at once), a minimum-power slider, an Open 24 hours box, a Favourites only switch, a Showing N of M line and station cards with Start charging, Directions and an icon-only Favourite toggle (the same name in every card) in each: two Tesco Extra stations, Greenfield Retail Park with no free connector, Kelham Hospital out of service with Start charging disabled, three stations behind Show more stations answered late; a Start charging dialog (connector radios, those in use disabled; a vehicle select; a Stop at slider; a Pay with listbox with an expired card disabled) answered late by the server, refusing payment from the £3.20 balance and the Nissan Leaf on a CCS connector, then a session page: the live session in a shadow root loaded late, Stop charging with a confirm alertdialog answered late, Unlock connector disabled until stopped, a star rating, a Report a fault dialog and accordions; an account with tabs: Wallet (amount radios with an Other amount, top-ups answered late and refused under £5 and over £150, an Auto top-up switch enabling a threshold slider, an Add a payment card form in an iframe with validation), History (a month filter, a paged table with Receipt and Dispute in each row; disputes refused late for sessions over 30 days old, a reason dialog), Charge cards (Freeze / Unfreeze answered late and Rename with an inline field in each card; ordering a fourth card refused late), Home charger (a Smart charging switch disabling Boost now, time inputs, day boxes, a charge limit slider and Save answered late, refusing a window under 2 hours and no days); an account menu (closing the account refused late) and toasts that leave after four seconds.',
  routes: {
    '/charge/find': () => find,
    '/charge/session': () => session,
    '/charge/account': () => account,
    '/charge/api/start': (req) => {
      const body = parse<{ station: string; type: string; car: string; pay: string }>(req.body);
      let error = '';
      if (body.pay === 'balance')
        error = 'Your balance is £3.20. You need at least £5.00 to pay from your balance, so top up or pay by card.';
      else if (body.pay !== 'visa') error = 'That card has expired. Choose another way to pay.';
      else if (body.car === 'leaf' && body.type === 'CCS')
        error = "The Nissan Leaf can't charge from a CCS connector. Choose a Type 2 or CHAdeMO connector.";
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true } };
    },
    '/charge/api/topup': (req) => {
      const body = parse<{ amount: string }>(req.body);
      const amount = Number(body.amount);
      let error = '';
      if (!body.amount || !Number.isFinite(amount)) error = 'Enter an amount in pounds, like 25';
      else if (amount < 5) error = 'The smallest top-up is £5';
      else if (amount > 150) error = 'You can top up up to £150 at a time';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true, amount } };
    },
    '/charge/api/schedule': (req) => {
      const body = parse<{ from: string; to: string; days: string[] }>(req.body);
      let span = minutes(body.to ?? '00:00') - minutes(body.from ?? '00:00');
      if (span <= 0) span += 24 * 60;
      let error = '';
      if (!body.days?.length) error = 'Choose at least one day';
      else if (span < 120) error = 'The off-peak window must be at least 2 hours';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
