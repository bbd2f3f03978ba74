/**
 * Roamly, a car-sharing app: a sign-in page; a "Find a car" page with filters (a date, a duration select, an
 * "Electric only" switch, a price slider, car-type checkboxes), a sort menu, car cards with the same Reserve, Details
 * and heart buttons (one car unavailable), a reserve dialog with an estimate, a toast and a trips badge, a map in an
 * iframe, an FAQ accordion and an account menu; "My trips" with Upcoming/Past tabs, Extend and Cancel in every
 * upcoming row (dialogs), and past trips in pages with Receipt and Rate buttons and a rating dialog.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const HEADER = (active: string) => `
<header class="bar">
  <span class="logo">Roamly</span>
  <nav aria-label="Main">
    <a href="/carshare/cars"${active === 'cars' ? ' aria-current="page"' : ''}>Find a car</a>
    <a href="/carshare/trips"${active === 'trips' ? ' aria-current="page"' : ''}>My trips <span class="count" id="trips-badge">2</span></a>
    <a href="/carshare/cars">Saved <span class="count" id="saved-count">1</span></a>
  </nav>
  <span class="pop">
    <button type="button" id="account" aria-haspopup="menu" aria-controls="account-menu" aria-expanded="false"><span id="account-name">Dana</span> ▾</button>
    <div role="menu" id="account-menu" hidden>
      <button type="button" role="menuitem">Profile</button>
      <button type="button" role="menuitem">Payment methods</button>
      <button type="button" role="menuitem" id="sign-out">Sign out</button>
    </div>
  </span>
</header>`;

const HEADER_SCRIPT = `
var user = query.get('user') || 'Dana';
$('#account-name').textContent = user;
$('#sign-out').addEventListener('click', function () { location.href = '/carshare/login?signedout=1'; });
`;

const login = doc(
  'Sign in · Roamly',
  `<header class="bar"><span class="logo">Roamly</span></header>
<main>
  <section class="box" style="max-width:420px">
    <h1>Sign in to Roamly</h1>
    <p id="signed-out" class="good" hidden>You have been signed out.</p>
    <form id="login" novalidate>
      <div class="field"><label for="email">Email</label><input id="email" type="email" autocomplete="username" style="width:100%"></div>
      <div class="field"><input id="password" type="password" placeholder="Password" style="width:100%"></div>
      <div class="field"><label><input type="checkbox" id="keep"> Keep me signed in</label></div>
      <p class="err" id="login-error" role="alert" hidden></p>
      <p class="note" id="attempts" hidden></p>
      <button type="submit" class="main">Sign in</button>
      <a href="#" id="forgot">Forgot password?</a>
    </form>
    <p class="note">New to Roamly? <a href="#">Join for free</a> and drive from £7 an hour.</p>
  </section>
</main>`,
  `
if (query.get('signedout')) $('#signed-out').hidden = false;
var attempts = 3;
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var email = $('#email').value.trim().toLowerCase();
  var pw = $('#password').value;
  var err = $('#login-error');
  if (!email) { err.textContent = 'Enter your email address'; err.hidden = false; return; }
  if (!pw) { err.textContent = 'Enter your password'; err.hidden = false; return; }
  if (email === 'dana@roamly.test' && pw === 'Drive2027') {
    location.href = '/carshare/cars?user=Dana';
    return;
  }
  attempts -= 1;
  err.textContent = "That email and password don't match our records";
  err.hidden = false;
  $('#attempts').textContent = attempts + ' attempts left';
  $('#attempts').hidden = false;
});
`,
);

interface Car {
  id: string;
  name: string;
  fuel: string;
  body: string;
  seats: number;
  place: string;
  miles: string;
  price: number;
  extra: string;
  unavailable?: string;
}

const CARS: Car[] = [
  {
    id: 'peugeot',
    name: 'Peugeot e-208',
    fuel: 'Electric',
    body: 'Hatchback',
    seats: 5,
    place: 'Canal St bay 2',
    miles: '0.3',
    price: 9,
    extra: 'Battery 82% · range 160 mi',
  },
  {
    id: 'polo',
    name: 'VW Polo',
    fuel: 'Petrol',
    body: 'Hatchback',
    seats: 5,
    place: 'Market Square',
    miles: '0.5',
    price: 7,
    extra: 'Fuel 3/4 tank',
  },
  {
    id: 'tesla',
    name: 'Tesla Model 3',
    fuel: 'Electric',
    body: 'Saloon',
    seats: 5,
    place: 'Riverside car park',
    miles: '0.9',
    price: 18,
    extra: 'Battery 64% · range 190 mi',
  },
  {
    id: 'transit',
    name: 'Ford Transit Custom',
    fuel: 'Diesel',
    body: 'Van',
    seats: 3,
    place: 'Dock Road',
    miles: '1.2',
    price: 14,
    extra: 'Fuel 1/2 tank · load length 2.5 m',
    unavailable: 'Unavailable until 16:00',
  },
  {
    id: 'yaris',
    name: 'Toyota Yaris Hybrid',
    fuel: 'Hybrid',
    body: 'Hatchback',
    seats: 5,
    place: 'Station Road',
    miles: '1.4',
    price: 8,
    extra: 'Fuel full tank',
  },
  {
    id: 'niro',
    name: 'Kia Niro EV',
    fuel: 'Electric',
    body: 'SUV',
    seats: 5,
    place: 'Hill Street',
    miles: '2.1',
    price: 12,
    extra: 'Battery 91% · range 240 mi',
  },
];

function carCard(c: Car): string {
  return `<article class="card car" id="car-${c.id}" data-car="${c.id}" data-price="${c.price}" data-fuel="${c.fuel}" data-body="${c.body}" data-miles="${c.miles}">
  <h3>${c.name}</h3>
  <p><span class="tag">${c.fuel}</span>${c.unavailable ? ` <span class="tag unavail">${c.unavailable}</span>` : ''} <span class="tag reserved-tag" hidden>Reserved</span></p>
  <p>${c.body} · ${c.seats} seats · ${c.place} · ${c.miles} mi away</p>
  <p><strong>£${c.price} / hour</strong></p>
  <p class="note">${c.extra}</p>
  <div class="line">
    <button type="button" class="main reserve"${c.unavailable ? ' disabled' : ''}>Reserve</button>
    <button type="button" class="details" aria-expanded="false" aria-controls="more-${c.id}">Details</button>
    <button type="button" class="heart" aria-label="Save car" aria-pressed="${c.id === 'tesla'}">${c.id === 'tesla' ? '♥' : '♡'}</button>
  </div>
  <div id="more-${c.id}" class="note" hidden>Features: Bluetooth, parking sensors${c.fuel === 'Electric' ? ', charging card in the glovebox' : ''}. Insurance excess £250.</div>
</article>`;
}

const MAP = `<!doctype html><html><body style="font:13px system-ui;margin:8px">
<p>Zoom level: <b id="z">14</b></p>
<button type="button" id="zin">Zoom in</button> <button type="button" id="zout">Zoom out</button>
<label><input type="checkbox" id="traffic"> Show traffic</label>
<p id="traffic-note" hidden>Traffic: heavy on Dock Road</p>
<ul><li>Canal St bay 2 (1 car)</li><li>Market Square (1 car)</li><li>Riverside car park (1 car)</li><li>Station Road (1 car)</li></ul>
<script>
var z = 14;
document.getElementById('zin').onclick = function () { z = Math.min(18, z + 1); document.getElementById('z').textContent = z; };
document.getElementById('zout').onclick = function () { z = Math.max(10, z - 1); document.getElementById('z').textContent = z; };
document.getElementById('traffic').onchange = function (e) { document.getElementById('traffic-note').hidden = !e.target.checked; };
</script></body></html>`;

const cars = doc(
  'Find a car · Roamly',
  `${HEADER('cars')}
<main>
  <h1>Find a car near Canal Street</h1>
  <p id="greeting">Hi Dana, where are you heading today?</p>
  <section class="box" aria-label="Filters">
    <h2>Filters</h2>
    <div class="line">
      <div class="field"><label for="date">Pickup date</label><input type="date" id="date" value="2027-03-12"></div>
      <div class="field"><label for="dur">Duration</label><select id="dur"><option value="1">1 hour</option><option value="2" selected>2 hours</option><option value="4">4 hours</option><option value="8">Full day</option></select></div>
      <div class="field"><span class="name" id="ev-label">Electric only</span><button type="button" role="switch" id="ev" aria-checked="false" aria-labelledby="ev-label"></button></div>
      <div class="field"><label for="max">Max price per hour</label><input type="range" id="max" min="5" max="30" step="1" value="20"> <output id="max-out" for="max">£20</output></div>
    </div>
    <fieldset><legend>Car type</legend>
      <label><input type="checkbox" name="body" value="Hatchback" checked> Hatchback</label>
      <label><input type="checkbox" name="body" value="Saloon" checked> Saloon</label>
      <label><input type="checkbox" name="body" value="SUV" checked> SUV</label>
      <label><input type="checkbox" name="body" value="Van" checked> Van</label>
    </fieldset>
  </section>
  <div class="line">
    <p id="result-count" aria-live="polite">6 cars near Canal Street</p>
    <span class="pop" style="margin-left:auto">
      <button type="button" id="sort" aria-haspopup="menu" aria-controls="sort-menu" aria-expanded="false">Sort: Nearest</button>
      <div role="menu" id="sort-menu" hidden>
        <button type="button" role="menuitem" data-sort="near">Nearest</button>
        <button type="button" role="menuitem" data-sort="low">Price: low to high</button>
        <button type="button" role="menuitem" data-sort="high">Price: high to low</button>
      </div>
    </span>
  </div>
  <div class="grid" id="cars">${CARS.map(carCard).join('')}</div>
  <p id="empty" hidden>No cars match your filters. Try a higher price or another car type.</p>
  <section class="box">
    <h2>Cars on the map</h2>
    ${frame('Map of nearby cars', MAP, 190)}
  </section>
  <section class="box" id="faq">
    <h2>Questions</h2>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="faq1">What happens if I return the car late?</button>
      <p id="faq1" hidden>Late returns cost £15 plus the hourly price for every extra hour. Extend your trip in the app before it ends to avoid the fee.</p></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="faq2">Is fuel included?</button>
      <p id="faq2" hidden>Yes. Use the fuel card in the glovebox; keep the tank at least 1/4 full.</p></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="faq3">How do I unlock the car?</button>
      <p id="faq3" hidden>Tap Unlock in the app when you are within 10 metres of the car.</p></div>
  </section>
</main>
<div class="shade" id="reserve" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="reserve-title">
    <h2 id="reserve-title">Reserve</h2>
    <p id="reserve-when"></p>
    <div class="field"><label for="pickup">Pickup time</label><select id="pickup"><option value="">Choose a time</option><option>08:00</option><option>09:00</option><option>10:00</option><option>11:00</option><option>14:00</option><option>17:00</option></select></div>
    <div class="field"><label><input type="checkbox" id="cover"> Add damage cover (£4)</label></div>
    <p>Estimated cost: <strong id="est">£0.00</strong></p>
    <p class="err" id="reserve-error" hidden></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="confirm-reserve">Confirm reservation</button></div>
  </div>
</div>`,
  `${HEADER_SCRIPT}
$('#greeting').textContent = 'Hi ' + user + ', where are you heading today?';
window.reserved = [];
var current = null;
function apply() {
  var ev = $('#ev').getAttribute('aria-checked') === 'true';
  var max = Number($('#max').value);
  var bodies = $$('input[name=body]:checked').map(function (b) { return b.value; });
  var shown = 0;
  $$('.car').forEach(function (c) {
    var ok = (!ev || c.dataset.fuel === 'Electric') && Number(c.dataset.price) <= max && bodies.indexOf(c.dataset.body) >= 0;
    c.hidden = !ok;
    if (ok) shown++;
  });
  $('#result-count').textContent = shown + (shown === 1 ? ' car' : ' cars') + ' near Canal Street';
  $('#empty').hidden = shown > 0;
}
$('#max').addEventListener('input', function () { $('#max-out').textContent = '£' + $('#max').value; apply(); });
$('#max').addEventListener('change', function () { $('#max-out').textContent = '£' + $('#max').value; apply(); });
$('#ev').addEventListener('flip', apply);
$$('input[name=body]').forEach(function (b) { b.addEventListener('change', apply); });
$$('#sort-menu [role=menuitem]').forEach(function (m) {
  m.addEventListener('click', function () {
    var how = m.dataset.sort;
    var list = $$('.car');
    list.sort(function (a, b) {
      if (how === 'low') return a.dataset.price - b.dataset.price;
      if (how === 'high') return b.dataset.price - a.dataset.price;
      return a.dataset.miles - b.dataset.miles;
    });
    list.forEach(function (c) { $('#cars').appendChild(c); });
    $('#sort').textContent = 'Sort: ' + m.textContent;
    closeMenus();
  });
});
$$('.car').forEach(function (card) {
  $('.details', card).addEventListener('click', function (e) {
    var b = e.currentTarget;
    var open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    document.getElementById(b.getAttribute('aria-controls')).hidden = !open;
  });
  $('.heart', card).addEventListener('click', function (e) {
    var b = e.currentTarget;
    var on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    b.textContent = on ? '♥' : '♡';
    $('#saved-count').textContent = String($$('.heart[aria-pressed=true]').length);
  });
  $('.reserve', card).addEventListener('click', function () { openReserve(card); });
});
function hours() { return Number($('#dur').value); }
function estimate() {
  if (!current) return;
  var cost = Number(current.dataset.price) * hours() + ($('#cover').checked ? 4 : 0);
  $('#est').textContent = '£' + cost.toFixed(2);
}
function shortDate() {
  var d = new Date($('#date').value + 'T12:00:00');
  return d.getDate() + ' ' + ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getMonth()];
}
function openReserve(card) {
  current = card;
  $('#reserve-title').textContent = 'Reserve ' + $('h3', card).textContent;
  $('#reserve-when').textContent = 'Pickup on ' + shortDate() + ' for ' + $('#dur').selectedOptions[0].textContent.toLowerCase() + '.';
  $('#pickup').value = '';
  $('#cover').checked = false;
  $('#reserve-error').hidden = true;
  estimate();
  showDialog('reserve');
}
$('#cover').addEventListener('change', estimate);
$('#confirm-reserve').addEventListener('click', function () {
  if (!$('#pickup').value) { $('#reserve-error').textContent = 'Choose a pickup time'; $('#reserve-error').hidden = false; return; }
  var name = $('h3', current).textContent;
  window.reserved.push({ car: current.dataset.car, time: $('#pickup').value, cover: $('#cover').checked, cost: $('#est').textContent });
  var r = $('.reserve', current);
  r.textContent = 'Reserved';
  r.disabled = true;
  $('.reserved-tag', current).hidden = false;
  $('#trips-badge').textContent = String(Number($('#trips-badge').textContent) + 1);
  hideDialog('reserve');
  toast(name + ' reserved for ' + shortDate() + ' at ' + $('#pickup').value);
});
if (query.get('ev') === '1') { $('#ev').setAttribute('aria-checked', 'true'); }
if (query.get('max')) { $('#max').value = query.get('max'); $('#max-out').textContent = '£' + $('#max').value; }
apply();
`,
);

interface Past {
  ref: string;
  car: string;
  date: string;
  miles: number;
  cost: string;
  rated?: number;
}

const PAST: Past[] = [
  { ref: 'RM-4390', car: 'Peugeot e-208', date: '2 Mar 2027', miles: 14, cost: '£21.50' },
  { ref: 'RM-4377', car: 'Toyota Yaris Hybrid', date: '26 Feb 2027', miles: 38, cost: '£32.00', rated: 5 },
  { ref: 'RM-4351', car: 'VW Polo', date: '19 Feb 2027', miles: 6, cost: '£14.00' },
  { ref: 'RM-4322', car: 'Tesla Model 3', date: '11 Feb 2027', miles: 112, cost: '£96.40', rated: 4 },
  { ref: 'RM-4310', car: 'Kia Niro EV', date: '4 Feb 2027', miles: 23, cost: '£36.00' },
  { ref: 'RM-4288', car: 'VW Polo', date: '28 Jan 2027', miles: 9, cost: '£14.00', rated: 3 },
  { ref: 'RM-4261', car: 'Ford Transit Custom', date: '20 Jan 2027', miles: 41, cost: '£58.00' },
  { ref: 'RM-4240', car: 'Peugeot e-208', date: '12 Jan 2027', miles: 17, cost: '£18.00', rated: 5 },
  { ref: 'RM-4219', car: 'Toyota Yaris Hybrid', date: '3 Jan 2027', miles: 55, cost: '£40.00' },
  { ref: 'RM-4198', car: 'Kia Niro EV', date: '27 Dec 2026', miles: 31, cost: '£48.00', rated: 4 },
  { ref: 'RM-4170', car: 'VW Polo', date: '18 Dec 2026', miles: 4, cost: '£7.00' },
  { ref: 'RM-4152', car: 'Tesla Model 3', date: '9 Dec 2026', miles: 88, cost: '£72.00', rated: 5 },
];

const trips = doc(
  'My trips · Roamly',
  `${HEADER('trips')}
<main>
  <h1>My trips</h1>
  <div role="tablist" aria-label="Trips">
    <button type="button" role="tab" id="tab-up" aria-controls="panel-up" aria-selected="true">Upcoming (<span id="up-count">2</span>)</button>
    <button type="button" role="tab" id="tab-past" aria-controls="panel-past" aria-selected="false">Past (12)</button>
  </div>
  <section id="panel-up" role="tabpanel" aria-labelledby="tab-up">
    <table aria-label="Upcoming trips">
      <thead><tr><th>Trip</th><th>Car</th><th>Pickup</th><th>Return</th><th>Status</th><th>Actions</th></tr></thead>
      <tbody>
        <tr data-ref="RM-4471"><td>RM-4471</td><td>VW Polo</td><td>14 Mar 2027, 09:00</td><td class="ret">14 Mar 2027, 12:00</td><td class="status">Confirmed</td>
          <td><button type="button" class="extend">Extend</button> <button type="button" class="cancel">Cancel</button></td></tr>
        <tr data-ref="RM-4502"><td>RM-4502</td><td>Kia Niro EV</td><td>20 Mar 2027, 18:00</td><td class="ret">21 Mar 2027, 10:00</td><td class="status">Confirmed</td>
          <td><button type="button" class="extend">Extend</button> <button type="button" class="cancel">Cancel</button></td></tr>
      </tbody>
    </table>
    <p class="note">Free cancellation up to 24 hours before pickup. After that we charge 1 hour.</p>
  </section>
  <section id="panel-past" role="tabpanel" aria-labelledby="tab-past" hidden>
    <p id="past-summary">12 trips · 438 mi · £457.90 spent</p>
    <table aria-label="Past trips">
      <thead><tr><th>Trip</th><th>Car</th><th>Date</th><th>Distance</th><th>Cost</th><th>Actions</th></tr></thead>
      <tbody id="past-rows"></tbody>
    </table>
    <div class="pager"><button type="button" id="prev">Previous</button><span id="page-label">Page 1 of 3</span><button type="button" id="next">Next</button></div>
  </section>
</main>
<div class="shade" id="cancel-dialog" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="cancel-title">
    <h2 id="cancel-title">Cancel trip?</h2>
    <p>You won't be charged if you cancel more than 24 hours before pickup.</p>
    <div class="buttons"><button type="button" data-dismiss>Keep trip</button><button type="button" class="warn" id="cancel-yes">Yes, cancel trip</button></div>
  </div>
</div>
<div class="shade" id="extend-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="extend-title">
    <h2 id="extend-title">Extend trip</h2>
    <div class="field"><span class="name">Extra hours</span>${stepper('extra', 'Extra hours', 1, 1, 4)}</div>
    <p>New return time: <strong id="new-return"></strong></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="extend-yes">Extend trip</button></div>
  </div>
</div>
<div class="shade" id="rate-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="rate-title">
    <h2 id="rate-title">Rate your trip</h2>
    <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'trip-stars')}</div>
    <div class="field"><label for="rate-comment">Comments</label><textarea id="rate-comment" rows="3" style="width:100%"></textarea></div>
    <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="rate-submit" disabled>Submit rating</button></div>
  </div>
</div>`,
  `${HEADER_SCRIPT}
var past = ${JSON.stringify(PAST)};
var page = Number(query.get('page') || 1);
var target = null;
function addHours(text, n) {
  var m = /^(\\d+) (\\w+) (\\d+), (\\d+):(\\d+)$/.exec(text);
  var h = Number(m[4]) + n;
  return m[1] + ' ' + m[2] + ' ' + m[3] + ', ' + String(h).padStart(2, '0') + ':' + m[5];
}
function renderPast() {
  var rows = past.slice((page - 1) * 5, page * 5);
  $('#past-rows').innerHTML = rows.map(function (t) {
    var rate = t.rated ? '<span class="rated">You rated ' + t.rated + ' stars</span>' : '<button type="button" class="rate">Rate</button>';
    return '<tr data-ref="' + t.ref + '"><td>' + t.ref + '</td><td>' + t.car + '</td><td>' + t.date + '</td><td>' + t.miles + ' mi</td><td>' + t.cost + '</td><td><button type="button" class="receipt">Receipt</button> ' + rate + '</td></tr>';
  }).join('');
  $('#page-label').textContent = 'Page ' + page + ' of 3';
  $('#prev').disabled = page === 1;
  $('#next').disabled = page === 3;
  $$('#past-rows .rate').forEach(function (b) {
    b.addEventListener('click', function () {
      target = b.closest('tr').dataset.ref;
      $('#rate-title').textContent = 'Rate trip ' + target;
      $$('#trip-stars [role=radio]').forEach(function (s) { s.setAttribute('aria-checked', 'false'); s.classList.remove('on'); });
      $('#trip-stars').dataset.value = '0';
      $('#rate-submit').disabled = true;
      showDialog('rate-dialog');
    });
  });
  $$('#past-rows .receipt').forEach(function (b) {
    b.addEventListener('click', function () { toast('Receipt for ' + b.closest('tr').dataset.ref + ' sent to your email'); });
  });
}
$('#prev').addEventListener('click', function () { if (page > 1) { page--; renderPast(); } });
$('#next').addEventListener('click', function () { if (page < 3) { page++; renderPast(); } });
$('#trip-stars').addEventListener('rated', function () { $('#rate-submit').disabled = false; });
$('#rate-submit').addEventListener('click', function () {
  var n = Number($('#trip-stars').dataset.value);
  past.forEach(function (t) { if (t.ref === target) t.rated = n; });
  hideDialog('rate-dialog');
  renderPast();
  toast('Thanks for rating trip ' + target);
});
$$('#panel-up tbody tr').forEach(function (row) {
  $('.cancel', row).addEventListener('click', function () {
    target = row;
    $('#cancel-title').textContent = 'Cancel trip ' + row.dataset.ref + '?';
    showDialog('cancel-dialog');
  });
  $('.extend', row).addEventListener('click', function () {
    target = row;
    $('#extend-title').textContent = 'Extend trip ' + row.dataset.ref;
    var s = $('#extra'); s.dataset.value = '1'; $('output', s).textContent = '1';
    row.dataset.baseReturn = row.dataset.baseReturn || $('.ret', row).textContent;
    $('#new-return').textContent = addHours(row.dataset.baseReturn, 1);
    showDialog('extend-dialog');
  });
});
$('#extra').addEventListener('stepped', function (e) { $('#new-return').textContent = addHours(target.dataset.baseReturn, e.detail); });
$('#cancel-yes').addEventListener('click', function () {
  $('.status', target).textContent = 'Cancelled';
  $('.cancel', target).disabled = true;
  $('.extend', target).disabled = true;
  var n = $$('#panel-up .status').filter(function (s) { return s.textContent === 'Confirmed'; }).length;
  $('#up-count').textContent = String(n);
  $('#trips-badge').textContent = String(n);
  hideDialog('cancel-dialog');
  toast('Trip ' + target.dataset.ref + ' cancelled');
});
$('#extend-yes').addEventListener('click', function () {
  $('.ret', target).textContent = $('#new-return').textContent;
  hideDialog('extend-dialog');
  toast('Trip ' + target.dataset.ref + ' extended to ' + $('#new-return').textContent.split(', ')[1]);
});
if (query.get('tab') === 'past') $('#tab-past').click();
renderPast();
`,
);

export const carshareApp: CorpusApp = {
  name: 'carshare',
  description:
    'Roamly car sharing: sign-in with a placeholder-only password and attempts left; a find-a-car page with a date, a duration select, an Electric only switch, a price slider, car-type checkboxes, a sort menu, cards with the same Reserve/Details/heart buttons (one unavailable), a reserve dialog with an estimate and a toast, a trips badge, a map in an iframe and an FAQ accordion; My trips with tabs, Extend/Cancel in every row, dialogs, a stepper, and past trips in pages with Rate buttons and a star-rating dialog.',
  routes: {
    '/carshare/login': () => login,
    '/carshare/cars': () => cars,
    '/carshare/trips': () => trips,
  },
};
