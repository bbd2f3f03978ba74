/**
 * Zipp, "Ride nearby": vehicle-type toggle buttons, a minimum-battery slider, a sort select and a count; vehicle cards
 * that all have Reserve, "Ring bell" and a "More options" menu (one with too little battery, one out of service); a
 * reserve dialog, a reservation banner with a countdown, an unlock that takes a moment, a ride panel, an End ride
 * dialog whose button waits for two parking ticks, a rating after the ride, a damage report dialog, a parking-zone map
 * in an iframe and a promo banner in an open shadow root.
 */

import { doc, frame, starRating } from '../../page';

export const SCOOT_HEADER = `<header class="bar">
  <span class="logo">Zipp</span>
  <nav><a href="/scoot/ride">Ride</a><a href="/scoot/wallet">Wallet</a><a href="#">Help</a></nav>
  <span>Balance: <strong id="bal">£3.40</strong></span>
</header>`;

const VEHICLES = [
  ['S-4821', 'Scooter #4821', 'scooter', 82, 120, 'Canal Street', ''],
  ['S-4907', 'Scooter #4907', 'scooter', 35, 250, 'Piccadilly Gardens', ''],
  ['B-1150', 'E-bike #1150', 'bike', 64, 300, 'Portland Street', ''],
  ['S-5012', 'Scooter #5012', 'scooter', 12, 80, 'Canal Street', 'low'],
  ['B-1203', 'E-bike #1203', 'bike', 91, 650, 'Oxford Road', ''],
  ['S-4790', 'Scooter #4790', 'scooter', 58, 420, 'Deansgate', 'repair'],
] as const;

const MAP = `<!doctype html><html><body style="font:13px system-ui;margin:8px">
<div style="display:flex;gap:8px;align-items:center"><button type="button" id="out" aria-label="Zoom out">−</button><span id="z">Zoom 14</span><button type="button" id="in" aria-label="Zoom in">+</button></div>
<p><label><input type="checkbox" id="nopark" checked> No-parking zones</label> <label><input type="checkbox" id="slow" checked> Slow zones</label></p>
<ul id="zones"><li class="np">No parking: Piccadilly station forecourt</li><li class="sl">Slow zone: Northern Quarter (max 8 mph)</li><li>Parking bay: Canal Street (12 spaces)</li></ul>
<script>
window.zoom = 14;
function draw() { document.getElementById('z').textContent = 'Zoom ' + window.zoom; document.querySelector('.np').hidden = !document.getElementById('nopark').checked; document.querySelector('.sl').hidden = !document.getElementById('slow').checked; }
document.getElementById('in').onclick = function () { window.zoom = Math.min(18, window.zoom + 1); draw(); };
document.getElementById('out').onclick = function () { window.zoom = Math.max(10, window.zoom - 1); draw(); };
document.getElementById('nopark').onchange = draw; document.getElementById('slow').onchange = draw;
</script></body></html>`;

export const scootRide = doc(
  'Ride nearby - Zipp',
  `${SCOOT_HEADER}
<main style="display:grid;grid-template-columns:1fr 320px;gap:16px;max-width:1200px">
  <div>
    <h1>Ride nearby</h1>
    <p class="note">Near: Canal Street, Manchester</p>
    <zipp-promo></zipp-promo>
    <section class="box" id="res" hidden aria-labelledby="res-title">
      <h2 id="res-title"></h2>
      <p id="res-left" role="timer"></p>
      <div class="line"><button type="button" class="main" id="unlock">Unlock</button><button type="button" id="res-cancel">Cancel reservation</button></div>
    </section>
    <section class="box" id="riding" hidden aria-labelledby="ride-title">
      <h2 id="ride-title"></h2>
      <p id="ride-info"></p>
      <div class="line"><button type="button" id="pause">Pause ride</button><button type="button" class="warn" id="end">End ride</button></div>
      <div id="rated-box" hidden>${starRating('Rate this ride', 'ride-rate')} <button type="button" id="rate-send">Submit rating</button></div>
    </section>
    <section class="box line" aria-label="Filters">
      <button type="button" class="kind" data-kind="scooter" aria-pressed="true">Scooters</button>
      <button type="button" class="kind" data-kind="bike" aria-pressed="true">E-bikes</button>
      <label for="minbat">Minimum battery</label><input type="range" id="minbat" min="0" max="100" step="10" value="0"><output id="minbat-out">0%</output>
      <label for="sort">Sort by</label><select id="sort"><option value="near">Nearest first</option><option value="battery">Most battery first</option></select>
      <span id="count" class="note" style="margin-left:auto"></span>
    </section>
    <div class="grid" id="cards"></div>
  </div>
  <aside>
    <section class="box"><h2>Parking zones</h2>${frame('Parking zones map', MAP, 190)}</section>
    <section class="box"><h2>Prices</h2><p>Scooters: £1.00 to unlock, then 20p a minute.</p><p>E-bikes: £1.00 to unlock, then 15p a minute.</p></section>
  </aside>
</main>
<div id="menus"></div>
<div class="shade" id="res-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="rd-title">
    <h2 id="rd-title"></h2><p>We'll hold it for you for 10 minutes, free of charge.</p>
    <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="rd-yes">Reserve for free</button></div>
  </div>
</div>
<div class="shade" id="end-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="end-title">
    <h2 id="end-title">End your ride?</h2>
    <fieldset><legend>Parking check</legend>
      <label><input type="checkbox" id="pk-bay"> I've parked in a marked bay</label><br>
      <label><input type="checkbox" id="pk-up"> I've left it upright and out of the way</label></fieldset>
    <p class="note">Parking outside a bay costs £10.00.</p>
    <div class="buttons"><button type="button" data-dismiss>Keep riding</button><button type="button" class="warn" id="end-yes" disabled>End ride</button></div>
  </div>
</div>
<div class="shade" id="rep-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="rep-title">
    <h2 id="rep-title"></h2>
    <div class="field"><label for="rep-what">What's wrong?</label><select id="rep-what"><option value="">Choose one</option><option>Flat tyre</option><option>Brakes</option><option>Broken bell</option><option>Parked badly</option><option>Something else</option></select></div>
    <textarea id="rep-text" rows="2" style="width:100%" placeholder="Describe the problem (optional)"></textarea>
    <p class="err" id="rep-err" hidden>Choose what's wrong</p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rep-yes">Send report</button></div>
  </div>
</div>`,
  `
var VEHICLES = ${JSON.stringify(VEHICLES)};
window.reservation = null; window.ride = null; window.rang = null; window.reports = []; window.rideRating = null;
var current = null, timer = null;
function v(id) { return VEHICLES.filter(function (x) { return x[0] === id; })[0]; }
function render() {
  var kinds = $$('.kind').filter(function (b) { return b.getAttribute('aria-pressed') === 'true'; }).map(function (b) { return b.dataset.kind; });
  var min = Number($('#minbat').value);
  var list = VEHICLES.filter(function (x) { return kinds.indexOf(x[2]) >= 0 && x[3] >= min; });
  list.sort(function (a, b) { return $('#sort').value === 'battery' ? b[3] - a[3] : a[4] - b[4]; });
  $('#minbat-out').textContent = min + '%';
  $('#count').textContent = list.length + (list.length === 1 ? ' vehicle nearby' : ' vehicles nearby');
  $('#cards').innerHTML = list.map(function (x) {
    var why = x[6] === 'low' ? '<p><span class="tag">Low battery</span> Battery too low to ride</p>' : x[6] === 'repair' ? '<p><span class="tag">Out of service</span></p>' : '';
    var held = window.reservation && window.reservation.id === x[0];
    var off = x[6] || (window.reservation && !held) || window.ride;
    return '<article class="card veh" data-id="' + x[0] + '"><h3>' + x[1] + '</h3><p>' + x[3] + '% battery · ' + x[4] + ' m away</p><p class="note">' + x[5] + '</p>' + why +
      '<div class="line"><button type="button" class="main reserve"' + (off || held ? ' disabled' : '') + '>' + (held ? 'Reserved' : 'Reserve') + '</button>' +
      '<button type="button" class="ring" aria-label="Ring bell">🔔</button>' +
      '<button type="button" aria-label="More options" aria-haspopup="menu" aria-expanded="false" aria-controls="m-' + x[0] + '">⋯</button></div></article>';
  }).join('');
  $('#menus').innerHTML = list.map(function (x) {
    return '<div role="menu" id="m-' + x[0] + '" data-id="' + x[0] + '" hidden><button type="button" role="menuitem" data-do="damage">Report damage</button><button type="button" role="menuitem" data-do="parking">Report bad parking</button></div>';
  }).join('');
  $$('#menus [role=menuitem]').forEach(function (m) {
    m.addEventListener('click', function () {
      closeMenus();
      current = v(m.closest('[role=menu]').dataset.id);
      $('#rep-title').textContent = (m.dataset.do === 'damage' ? 'Report damage to ' : 'Report bad parking of ') + current[1];
      $('#rep-what').value = m.dataset.do === 'parking' ? 'Parked badly' : '';
      $('#rep-err').hidden = true;
      showDialog('rep-dlg');
    });
  });
  $$('.veh').forEach(function (c) {
    var x = v(c.dataset.id);
    $('.reserve', c).addEventListener('click', function () { current = x; $('#rd-title').textContent = 'Reserve ' + x[1] + '?'; showDialog('res-dlg'); });
    $('.ring', c).addEventListener('click', function () { window.rang = x[0]; toast('Ringing ' + x[1] + '…'); });
  });
}
$$('.kind').forEach(function (b) { b.addEventListener('click', function () { b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true')); render(); }); });
$('#minbat').addEventListener('input', render);
$('#minbat').addEventListener('change', render);
$('#sort').addEventListener('change', render);
function reserve(x) {
  window.reservation = { id: x[0], left: 600 };
  $('#res').hidden = false;
  $('#res-title').textContent = x[1] + ' is reserved for you';
  tick();
  clearInterval(timer);
  timer = setInterval(function () { window.reservation.left--; tick(); }, 1000);
  render();
}
function tick() { var s = window.reservation.left; $('#res-left').textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' left to unlock it'; }
$('#rd-yes').addEventListener('click', function () { hideDialog('res-dlg'); reserve(current); toast('Reserved. Walk to ' + current[5] + ' to find it.'); });
$('#res-cancel').addEventListener('click', function () { clearInterval(timer); window.reservation = null; $('#res').hidden = true; render(); toast('Reservation cancelled'); });
$('#unlock').addEventListener('click', function () {
  var x = v(window.reservation.id);
  clearInterval(timer);
  $('#unlock').disabled = true; $('#res-cancel').disabled = true;
  $('#res-left').textContent = 'Unlocking ' + x[1] + '…';
  setTimeout(function () {
    window.ride = { id: x[0], state: 'riding' };
    window.reservation = null;
    $('#res').hidden = true; $('#riding').hidden = false;
    $('#ride-title').textContent = 'Ride in progress';
    $('#ride-info').textContent = x[1] + ' · 0 min · £1.00 so far';
    render();
  }, 1500);
});
$('#pause').addEventListener('click', function () {
  var paused = window.ride.state === 'paused';
  window.ride.state = paused ? 'riding' : 'paused';
  $('#pause').textContent = paused ? 'Pause ride' : 'Resume ride';
  $('#ride-title').textContent = paused ? 'Ride in progress' : 'Ride paused (5p a minute while paused)';
});
$('#end').addEventListener('click', function () { $('#pk-bay').checked = false; $('#pk-up').checked = false; $('#end-yes').disabled = true; showDialog('end-dlg'); });
$$('#pk-bay, #pk-up').forEach(function (c) { c.addEventListener('change', function () { $('#end-yes').disabled = !($('#pk-bay').checked && $('#pk-up').checked); }); });
$('#end-yes').addEventListener('click', function () {
  window.ride.state = 'ended';
  hideDialog('end-dlg');
  $('#ride-title').textContent = 'Thanks for riding!';
  $('#ride-info').textContent = v(window.ride.id)[1] + ' · 0 min · £1.00 charged to your wallet';
  $('#pause').hidden = true; $('#end').hidden = true; $('#rated-box').hidden = false;
  $('#bal').textContent = '£2.40';
  toast('Ride ended. £1.00 charged.');
  render();
});
$('#rate-send').addEventListener('click', function () { window.rideRating = Number($('#ride-rate').dataset.value) || null; if (window.rideRating) { $('#rated-box').innerHTML = '<p>Thanks for rating your ride.</p>'; } });
$('#rep-yes').addEventListener('click', function () {
  if (!$('#rep-what').value) { $('#rep-err').hidden = false; return; }
  window.reports.push({ id: current[0], what: $('#rep-what').value, text: $('#rep-text').value });
  hideDialog('rep-dlg');
  toast('Thanks, we have passed your report on ' + current[1] + ' to the street team');
});
class Promo extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.copied = false; this.dismissed = false;
    root.innerHTML = '<style>div{background:#fff6d8;border:1px solid #e3c25a;border-radius:8px;padding:10px 12px;margin-bottom:12px;display:flex;gap:10px;align-items:center}button{font:inherit;padding:4px 10px}</style>' +
      '<div role="region" aria-label="Offer"><span>First ride free for up to 10 minutes with code <strong>FIRSTZIPP</strong></span><button type="button" id="copy">Copy code</button><button type="button" id="x" aria-label="Dismiss offer">×</button><span id="done" hidden>Copied!</span></div>';
    root.getElementById('copy').addEventListener('click', function () { self.copied = true; root.getElementById('done').hidden = false; });
    root.getElementById('x').addEventListener('click', function () { self.dismissed = true; root.querySelector('div').hidden = true; });
  }
}
customElements.define('zipp-promo', Promo);
render();
if (query.get('reserved')) reserve(v(query.get('reserved')));
if (query.get('riding')) { window.ride = { id: query.get('riding'), state: 'riding' }; $('#riding').hidden = false; $('#ride-title').textContent = 'Ride in progress'; $('#ride-info').textContent = v(window.ride.id)[1] + ' · 0 min · £1.00 so far'; render(); }
`,
);
