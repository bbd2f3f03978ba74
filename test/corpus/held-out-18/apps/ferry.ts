/**
 * Tidewater Ferries, a cross-Channel ferry operator: a Manage booking sign-in (reference and surname) checked by the
 * server after a delay; a crossing search (one way or return radios, route selects, date inputs, passenger steppers, a
 * vehicle select; an unserved route and a past date refused, results answered late) listing sailings with the same
 * Select button in each (vehicles refused on a full sailing); a four-step booking wizard (two passenger fieldsets with
 * the same field labels, a vehicle step with a height choice refused on the fast craft and a bicycles stepper, a cabin
 * choice with a sold-out suite and a cabin required on overnight sailings, a payment answered late with a declined
 * card and a booking reference); and a manage-booking page with a Manage menu (adding a passenger refused), tabs, a
 * sailings table with Change and Cancel in each row (both refused within 72 hours, a change dialog, a cancel confirm),
 * a passengers table (the lead passenger cannot be removed), extras cards with Add (two near-identical breakfast
 * cards, Wi-Fi sold out), switches, accordions, a star rating and live status in a shadow root loaded late.
 * Today is Thursday 10 June 2027.
 */

import { doc, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
`;

const BAR = `<header class="bar"><span class="logo">Tidewater Ferries</span><nav aria-label="Main"><a href="/ferry/search">Book</a><a href="/ferry/login">Manage booking</a><a href="#routes">Routes</a><a href="#help">Help</a></nav></header>`;

const loginPage = doc(
  'Manage booking - Tidewater Ferries',
  `${BAR}
<main style="max-width:420px">
  <h1>Find your booking</h1>
  <form id="login" novalidate>
    <div class="field"><label for="ref">Booking reference</label><input id="ref" placeholder="6 letters and numbers" style="width:100%"></div>
    <div class="field"><label for="surname">Lead passenger surname</label><input id="surname" style="width:100%"></div>
    <p class="err" id="login-err" role="alert"></p>
    <button type="submit" class="main" id="go">Find booking</button>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var r = $('#ref').value.trim(), s = $('#surname').value.trim();
  if (!r || !s) { $('#login-err').textContent = 'Enter your booking reference and surname'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Searching…'; $('#login-err').textContent = '';
  fetch('/ferry/api/find', { method: 'POST', body: JSON.stringify({ ref: r, surname: s }) }).then(function (x) { return x.json(); }).then(function (x) {
    b.disabled = false; b.textContent = 'Find booking';
    if (!x.ok) { $('#login-err').textContent = "We can't find a booking with that reference and surname"; return; }
    location.href = '/ferry/manage';
  });
});
`,
);

// id, time, ship, duration, price, note
const SAILINGS = [
  ['s1', '08:15', 'Normandie Express', '5h 45m', 149, 'Fast craft · no cabins'],
  ['s2', '14:45', 'Mont St Michel', '6h 15m', 164, 'Vehicle deck full · foot passengers only'],
  ['s3', '22:45', 'Mont St Michel', '7h 00m', 212, 'Overnight · cabin required'],
  ['s4', '23:30', 'Barfleur', '8h 15m', 198, 'Overnight · cabin required'],
];

const searchPage = doc(
  'Book a crossing - Tidewater Ferries',
  `${BAR}
<main>
  <h1>Book a crossing</h1>
  <form id="find" class="box" novalidate style="background:#fff;padding:12px 14px;border:1px solid #dde2e8;border-radius:8px">
    <fieldset><legend>Journey</legend>
      <div class="line"><label><input type="radio" name="trip" value="oneway" id="trip-one" checked> One way</label><label><input type="radio" name="trip" value="return" id="trip-ret"> Return</label></div>
      <div class="line">
        <div class="field"><label for="from">From</label><select id="from"><option>Portsmouth</option><option>Poole</option><option>Plymouth</option></select></div>
        <div class="field"><label for="to">To</label><select id="to"><option>Caen</option><option>Cherbourg</option><option>Santander</option></select></div>
        <div class="field"><label for="out">Departing</label><input id="out" type="date" value="2027-06-14"></div>
        <div class="field"><label for="back">Returning</label><input id="back" type="date" disabled></div>
      </div>
    </fieldset>
    <fieldset><legend>Who's travelling?</legend>
      <div class="line">
        <div class="field"><span class="name">Adults</span>${stepper('adults', 'Adults', 2, 1, 9)}</div>
        <div class="field"><span class="name">Children (2–15)</span>${stepper('children', 'Children', 0, 0, 6)}</div>
        <div class="field"><span class="name">Infants (under 2)</span>${stepper('infants', 'Infants', 0, 0, 2)}</div>
      </div>
    </fieldset>
    <div class="field"><label for="vehicle">Vehicle</label><select id="vehicle"><option value="none">No vehicle (foot passengers)</option><option value="car" selected>Car</option><option value="roofbox">Car with roof box</option><option value="moto">Motorbike</option><option value="camper">Campervan</option></select></div>
    <p class="err" id="find-err" role="alert"></p>
    <button type="submit" class="main" id="search">Search sailings</button>
  </form>
  <section id="results" hidden><h2 id="res-h"></h2><p class="err" id="sel-err" role="alert"></p><div id="sailings"></div></section>
</main>`,
  `
window.searched = null; window.chosen = null;
$$('input[name=trip]').forEach(function (r) { r.addEventListener('change', function () { $('#back').disabled = !$('#trip-ret').checked; }); });
function fmt(d) { var x = new Date(d + 'T12:00:00Z'); return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][x.getUTCDay()] + ' ' + x.getUTCDate() + ' ' + ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][x.getUTCMonth()] + ' ' + x.getUTCFullYear(); }
function show() {
  var s = window.searched;
  $('#res-h').textContent = s.from + ' to ' + s.to + ', ' + fmt(s.out) + ': ' + ${SAILINGS.length} + ' sailings';
  $('#sailings').innerHTML = ${JSON.stringify(SAILINGS)}.map(function (x) {
    return '<article class="card" data-id="' + x[0] + '" aria-label="' + x[1] + ' ' + x[2] + '"><div class="line"><h3 style="margin:0">' + x[1] + '</h3><span>' + x[2] + '</span><span class="note">' + x[3] + '</span><strong style="margin-left:auto">£' + x[4] + '</strong><button type="button" class="main pick">Select</button></div><p class="note" style="margin:4px 0 0">' + x[5] + '</p></article>';
  }).join('');
  $('#results').hidden = false;
}
function search() {
  var from = $('#from').value, to = $('#to').value, out = $('#out').value, ret = $('#trip-ret').checked, back = $('#back').value;
  $('#find-err').textContent = '';
  if (from === 'Plymouth' && to !== 'Santander') { $('#find-err').textContent = "We don't sail from Plymouth to " + to + '. Try Santander.'; return; }
  if (!out || out < '2027-06-10') { $('#find-err').textContent = 'Choose a departure date from 10 Jun 2027'; return; }
  if (ret && (!back || back < out)) { $('#find-err').textContent = 'Choose a return date after your departure'; return; }
  var b = $('#search'); b.disabled = true; b.textContent = 'Searching…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Search sailings';
    window.searched = { from: from, to: to, out: out, back: ret ? back : null, adults: Number($('#adults').dataset.value), children: Number($('#children').dataset.value), infants: Number($('#infants').dataset.value), vehicle: $('#vehicle').value };
    show();
  }, 700);
}
$('#find').addEventListener('submit', function (e) { e.preventDefault(); search(); });
$('#sailings').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c || !e.target.closest('.pick')) return; $('#sel-err').textContent = '';
  if (c.dataset.id === 's2' && window.searched.vehicle !== 'none') { $('#sel-err').textContent = 'No space for vehicles on the 14:45. Choose another sailing or travel on foot.'; return; }
  window.chosen = c.dataset.id;
  history.pushState(null, '', '/ferry/search?chosen=' + c.dataset.id);
  $('#results').insertAdjacentHTML('beforeend', '<p class="good" id="chosen-msg">' + c.getAttribute('aria-label') + ' selected. Taking you to your booking…</p>');
});
if (query.get('results') === '1') {
  window.searched = { from: 'Portsmouth', to: 'Caen', out: '2027-06-14', back: null, adults: 2, children: 0, infants: 0, vehicle: query.get('vehicle') || 'car' };
  $('#vehicle').value = window.searched.vehicle; show();
}
`,
);

const bookPage = doc(
  'Your booking - Tidewater Ferries',
  `${BAR}
<main style="display:grid;grid-template-columns:1fr 280px;gap:16px;max-width:1100px">
  <div>
    <h1 id="bk-title">Book your crossing</h1>
    <ol class="line" aria-label="Booking steps" id="steps" style="list-style:none;padding:0"><li data-s="1">1. Passengers</li><li data-s="2">2. Vehicle</li><li data-s="3">3. Cabin</li><li data-s="4">4. Payment</li></ol>
    <section class="box" id="st1" aria-labelledby="h1s"><h2 id="h1s" style="margin-top:0">Passengers</h2>
      <fieldset id="lead"><legend>Lead passenger</legend>
        <div class="field"><label for="title">Title</label><select id="title"><option value="">Choose</option><option>Mr</option><option>Mrs</option><option>Ms</option><option>Mx</option><option>Dr</option></select></div>
        <div class="line"><div class="field"><label for="p1-first">First name</label><input id="p1-first"></div><div class="field"><label for="p1-last">Last name</label><input id="p1-last"></div></div>
        <div class="line"><div class="field"><label for="email">Email</label><input id="email" type="email"></div><div class="field"><label for="mobile">Mobile</label><input id="mobile" type="tel" placeholder="07700 900123"></div></div>
      </fieldset>
      <fieldset id="second"><legend>Passenger 2</legend>
        <div class="line"><div class="field"><label for="p2-first">First name</label><input id="p2-first"></div><div class="field"><label for="p2-last">Last name</label><input id="p2-last"></div></div>
      </fieldset>
      <p class="err" id="e1" role="alert"></p>
      <button type="button" class="main" id="c1">Continue</button>
    </section>
    <section class="box" id="st2" aria-labelledby="h2s" hidden><h2 id="h2s" style="margin-top:0">Vehicle</h2>
      <div class="line"><div class="field"><label for="reg">Registration</label><input id="reg" placeholder="e.g. AB12 CDE"></div><div class="field"><label for="make">Make and model</label><input id="make"></div></div>
      <fieldset><legend>Vehicle height</legend><label><input type="radio" name="height" value="low" checked> Under 1.85m</label> <label><input type="radio" name="height" value="high"> Over 1.85m (+£30)</label></fieldset>
      <div class="field"><span class="name">Bicycles on a rack (£8 each)</span>${stepper('bikes', 'Bicycles', 0, 0, 4)}</div>
      <p class="err" id="e2" role="alert"></p>
      <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c2">Continue</button></div>
    </section>
    <section class="box" id="st3" aria-labelledby="h3s" hidden><h2 id="h3s" style="margin-top:0">Cabin</h2>
      <fieldset><legend>Choose where you'll sleep</legend>
        <label style="display:block"><input type="radio" name="cabin" value="none" checked> Reclining seat, no cabin (£0)</label>
        <label style="display:block"><input type="radio" name="cabin" value="inside"> Inside cabin, 2 berths (£49)</label>
        <label style="display:block"><input type="radio" name="cabin" value="outside"> Outside cabin with window, 4 berths (£89)</label>
        <label style="display:block"><input type="radio" name="cabin" value="pet"> Pet-friendly cabin, 2 berths (£99)</label>
        <label style="display:block"><input type="radio" name="cabin" value="suite" disabled> Commodore suite (£210) – sold out</label>
      </fieldset>
      <div class="field"><span class="name">Breakfast vouchers (£11 each)</span>${stepper('vouchers', 'Breakfast vouchers', 0, 0, 6)}</div>
      <p class="err" id="e3" role="alert"></p>
      <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c3">Continue</button></div>
    </section>
    <section class="box" id="st4" aria-labelledby="h4s" hidden><h2 id="h4s" style="margin-top:0">Payment</h2>
      <div class="field"><label for="cname">Name on card</label><input id="cname" style="width:320px"></div>
      <div class="field"><label for="cnum">Card number</label><input id="cnum" inputmode="numeric" style="width:320px"></div>
      <div class="line"><div class="field"><label for="cexp">Expiry date</label><input id="cexp" placeholder="MM/YY" style="width:90px"></div><div class="field"><label for="cvc">Security code</label><input id="cvc" style="width:70px"></div></div>
      <label><input type="checkbox" id="terms"> I accept the conditions of carriage</label>
      <p class="err" id="e4" role="alert"></p>
      <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="pay">Pay now</button></div>
    </section>
    <section class="box" id="done" hidden><h2 style="margin-top:0">Booking confirmed</h2><p id="done-msg"></p></section>
  </div>
  <aside class="box" aria-labelledby="sum-h" style="align-self:start"><h2 id="sum-h" style="margin-top:0;font-size:16px">Your crossing</h2><p id="sum-sailing"></p>
    <dl class="pairs" style="grid-template-columns:110px 1fr"><dt>Fare</dt><dd id="sum-fare"></dd><dt>Vehicle extras</dt><dd id="sum-veh">£0</dd><dt>Cabin</dt><dd id="sum-cabin">£0</dd><dt>Breakfast</dt><dd id="sum-bf">£0</dd><dt>Total</dt><dd id="sum-total" style="font-weight:700"></dd></dl></aside>
</main>`,
  `${QUICK}
var S = ${JSON.stringify(SAILINGS)}.filter(function (x) { return x[0] === (query.get('sailing') || 's3'); })[0];
var CABIN = { none: 0, inside: 49, outside: 89, pet: 99, suite: 210 };
window.step = 1; window.paid = null;
$('#sum-sailing').textContent = 'Portsmouth → Caen, Mon 14 Jun 2027, ' + S[1] + ', ' + S[2];
$('#sum-fare').textContent = '£' + S[4];
function total() {
  var veh = ($('input[name=height]:checked').value === 'high' ? 30 : 0) + 8 * Number($('#bikes').dataset.value);
  var cab = CABIN[$('input[name=cabin]:checked').value], bf = 11 * Number($('#vouchers').dataset.value);
  $('#sum-veh').textContent = '£' + veh; $('#sum-cabin').textContent = '£' + cab; $('#sum-bf').textContent = '£' + bf;
  var t = S[4] + veh + cab + bf; $('#sum-total').textContent = '£' + t.toFixed(2); $('#pay').textContent = 'Pay £' + t.toFixed(2); return t;
}
function go(n) {
  window.step = n; [1, 2, 3, 4].forEach(function (i) { $('#st' + i).hidden = i !== n; });
  $$('#steps li').forEach(function (l) { if (Number(l.dataset.s) === n) l.setAttribute('aria-current', 'step'); else l.removeAttribute('aria-current'); });
}
$$('.back').forEach(function (b) { b.addEventListener('click', function () { go(window.step - 1); }); });
document.addEventListener('change', total); document.addEventListener('stepped', total);
$('#c1').addEventListener('click', function () {
  var e = $('#e1'); e.textContent = '';
  if (!$('#p1-first').value.trim() || !$('#p1-last').value.trim()) { e.textContent = "Enter the lead passenger's first and last name"; return; }
  if ($('#email').value.indexOf('@') < 1) { e.textContent = 'Enter an email address like name@example.com'; return; }
  if (!$('#p2-first').value.trim() || !$('#p2-last').value.trim()) { e.textContent = 'Enter a name for passenger 2'; return; }
  go(2);
});
$('#c2').addEventListener('click', function () {
  var e = $('#e2'); e.textContent = '';
  if (!$('#reg').value.trim()) { e.textContent = 'Enter your vehicle registration'; return; }
  if (S[0] === 's1' && $('input[name=height]:checked').value === 'high') { e.textContent = "The Normandie Express can't carry vehicles over 1.85m"; return; }
  go(3);
});
$('#c3').addEventListener('click', function () {
  var e = $('#e3'); e.textContent = '';
  if ((S[0] === 's3' || S[0] === 's4') && $('input[name=cabin]:checked').value === 'none') { e.textContent = 'A cabin is required on overnight sailings'; return; }
  go(4);
});
$('#pay').addEventListener('click', function () {
  var e = $('#e4'), b = this; e.textContent = '';
  if (!$('#cname').value.trim() || $('#cnum').value.replace(/\\s/g, '').length < 16) { e.textContent = 'Enter the name on the card and the 16-digit card number'; return; }
  if (!/^\\d\\d\\/\\d\\d$/.test($('#cexp').value.trim())) { e.textContent = 'Enter the expiry date as MM/YY'; return; }
  if (!$('#terms').checked) { e.textContent = 'Accept the conditions of carriage to continue'; return; }
  b.disabled = true; b.textContent = 'Processing…';
  setTimeout(function () {
    b.disabled = false; total();
    if ($('#cnum').value.replace(/\\s/g, '') === '4000000000000002') { e.textContent = 'Your card was declined. Try another card.'; return; }
    window.paid = { total: total(), cabin: $('input[name=cabin]:checked').value, ref: 'TW8N2D' };
    $('#st4').hidden = true; $('#done').hidden = false; $('#done-msg').textContent = 'Thank you. Your booking reference is TW8N2D. We have emailed your tickets to ' + $('#email').value + '.';
    $('#bk-title').textContent = 'Booking confirmed';
  }, 900);
});
function fill() {
  $('#title').value = 'Ms'; $('#p1-first').value = 'Nadia'; $('#p1-last').value = 'Brennan'; $('#email').value = 'nadia.brennan@example.com'; $('#p2-first').value = 'Owen'; $('#p2-last').value = 'Brennan';
}
var st = Number(query.get('step') || 1);
if (st >= 2) fill();
if (st >= 3) { $('#reg').value = 'WR21 KTE'; $('#make').value = 'Skoda Octavia'; }
if (st >= 4) { $('input[name=cabin][value=inside]').checked = true; }
total(); go(st);
`,
);

// id, leg, when, route, ship, refund, hours away
const LEGS = [
  ['out', 'Outbound', 'Sat 12 Jun 2027, 08:15', 'Portsmouth → Caen', 'Normandie Express', '£96', 47],
  ['ret', 'Return', 'Sat 19 Jun 2027, 17:30', 'Caen → Portsmouth', 'Mont St Michel', '£84', 215],
];

const managePage = doc(
  'Booking TW4K9Q - Tidewater Ferries',
  `${BAR}
<main>
  <div class="line"><h1 style="margin:0 auto 0 0">Booking TW4K9Q</h1>
    <span class="pop"><button type="button" id="manage" aria-haspopup="menu" aria-controls="manage-menu" aria-expanded="false">Manage</button></span>
    <div role="menu" id="manage-menu" hidden><button type="button" role="menuitem" id="mi-add">Add a passenger</button><button type="button" role="menuitem" id="mi-veh">Change vehicle</button><button type="button" role="menuitem" id="mi-tix">Download tickets</button></div></div>
  <p class="err" id="menu-err" role="alert"></p>
  <dl class="pairs"><dt>Lead passenger</dt><dd>Ada Okafor</dd><dt>Passengers</dt><dd id="pax-sum">2 adults, 1 child</dd><dt>Vehicle</dt><dd>Car, KP19 XLM</dd><dt>Paid</dt><dd>£356.00</dd></dl>
  <sailing-status id="status"></sailing-status>
  <section class="box">
    <div role="tablist" aria-label="Booking"><button type="button" role="tab" id="t-sail" aria-controls="p-sail" aria-selected="true">Sailings</button><button type="button" role="tab" id="t-pax" aria-controls="p-pax" aria-selected="false">Passengers</button><button type="button" role="tab" id="t-ext" aria-controls="p-ext" aria-selected="false">Extras (<span id="ext-count">0</span>)</button></div>
    <div id="p-sail" role="tabpanel">
      <table><thead><tr><th>Journey</th><th>Departs</th><th>Route</th><th>Ship</th><th></th></tr></thead><tbody id="legs"></tbody></table>
      <p class="err" id="leg-err" role="alert"></p>
    </div>
    <div id="p-pax" role="tabpanel" hidden>
      <table><thead><tr><th>Name</th><th>Type</th><th></th></tr></thead><tbody id="pax"></tbody></table>
      <p class="err" id="pax-err" role="alert"></p>
    </div>
    <div id="p-ext" role="tabpanel" hidden><div class="grid" id="extras"></div><p class="err" id="ext-err" role="alert"></p></div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="pref-h"><h2 id="pref-h" style="margin-top:0">Updates</h2>
      <div class="line"><button type="button" role="switch" id="sw-cards" aria-checked="false" aria-labelledby="sw-cards-l"></button><span id="sw-cards-l">Email me my boarding cards</span></div>
      <div class="line"><button type="button" role="switch" id="sw-delay" aria-checked="true" aria-labelledby="sw-delay-l"></button><span id="sw-delay-l">Text me about delays</span></div>
      <h3 style="margin:10px 0 4px"><button type="button" data-acc id="acc-checkin" aria-expanded="false" aria-controls="acc-checkin-p">Check-in times</button></h3>
      <div id="acc-checkin-p" hidden><p>Cars: check in at least 45 minutes before departure. Foot passengers: 30 minutes.</p></div>
      <h3 style="margin:6px 0 4px"><button type="button" data-acc id="acc-bring" aria-expanded="false" aria-controls="acc-bring-p">What to bring</button></h3>
      <div id="acc-bring-p" hidden><p>A passport for every passenger, your booking reference and your vehicle's V5C if it is not in your name.</p></div>
    </section>
    <section class="box" aria-labelledby="rate-h"><h2 id="rate-h" style="margin-top:0">Your last crossing</h2><p>Sun 2 May 2027 · Poole → Cherbourg</p>
      ${starRating('Rate your crossing on 2 May', 'rate')} <button type="button" id="rate-go">Send rating</button><p class="err" id="rate-err" role="alert"></p></section>
  </div>
</main>
<div class="shade" id="dlg-change" hidden><div role="dialog" aria-modal="true" aria-labelledby="ch-h"><h2 id="ch-h">Change return sailing</h2>
  <div class="line"><div class="field"><label for="ch-date">New date</label><input id="ch-date" type="date" value="2027-06-19"></div>
  <div class="field"><label for="ch-time">Sailing</label><select id="ch-time"><option>08:30 Normandie Express</option><option selected>17:30 Mont St Michel</option><option>23:00 Barfleur</option></select></div></div>
  <p class="err" id="ch-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="ch-go">Confirm change</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h"><h2 id="cx-h">Cancel this sailing?</h2><p id="cx-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep sailing</button><button type="button" class="warn" id="cx-go">Yes, cancel it</button></div></div></div>`,
  `${QUICK}
window.legs = ${JSON.stringify(LEGS)}.map(function (l) { return { id: l[0], leg: l[1], when: l[2], route: l[3], ship: l[4], refund: l[5], hours: l[6] }; });
window.pax = [{ id: 'ada', name: 'Ada Okafor', type: 'Adult (lead)' }, { id: 'ben', name: 'Ben Okafor', type: 'Adult' }, { id: 'chidi', name: 'Chidi Okafor', type: 'Child, 9' }];
window.extras = [['priority', 'Priority boarding', '£15', 'Be first off the ship', true], ['lounge', 'Club lounge', '£22 per person', 'Outbound, 12 Jun', true], ['bf-out', 'Breakfast buffet', '£12.50 per person', 'Outbound, 12 Jun', true], ['bf-ret', 'Breakfast buffet', '£12.50 per person', 'Return, 19 Jun', true], ['wifi', 'Wi-Fi package', '£6', 'Sold out', false]];
window.added = []; window.cancelled = []; window.changed = null; window.removed = []; window.editing = null; window.menuChoice = null; window.switches = {}; window.rating = null; window.texted = false;
var current = null;
function legRows() {
  $('#legs').innerHTML = window.legs.map(function (l) { return '<tr data-id="' + l.id + '"><th scope="row">' + l.leg + '</th><td>' + l.when + '</td><td>' + l.route + '</td><td>' + l.ship + '</td><td><div class="line"><button type="button" class="change">Change</button><button type="button" class="cancel">Cancel</button></div></td></tr>'; }).join('');
}
function paxRows() {
  $('#pax').innerHTML = window.pax.map(function (p) { return '<tr data-id="' + p.id + '"><th scope="row">' + p.name + '</th><td>' + p.type + '</td><td><div class="line"><button type="button" class="edit">Edit name</button><button type="button" class="remove">Remove</button></div></td></tr>'; }).join('');
  var a = window.pax.filter(function (p) { return p.type.indexOf('Adult') === 0; }).length, c = window.pax.length - a;
  $('#pax-sum').textContent = a + ' adults' + (c ? ', ' + c + ' child' : '');
}
function extraCards() {
  $('#extras').innerHTML = window.extras.map(function (x) { var has = window.added.indexOf(x[0]) >= 0; return '<article class="card" data-id="' + x[0] + '"><h3 style="margin:0">' + x[1] + '</h3><p>' + x[2] + '<br><span class="note">' + x[3] + '</span></p><button type="button" class="add"' + (has ? ' disabled' : '') + '>' + (has ? 'Added' : 'Add') + '</button></article>'; }).join('');
  $('#ext-count').textContent = String(window.added.length);
}
$('#legs').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var l = window.legs.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#leg-err').textContent = ''; current = l;
  if (e.target.closest('.change')) {
    var b = e.target.closest('.change'); b.disabled = true;
    setTimeout(function () { b.disabled = false; if (l.hours < 72) { $('#leg-err').textContent = "Sailings less than 72 hours away can't be changed online. Call us on 0330 159 7000."; return; } $('#ch-err').textContent = ''; showDialog('dlg-change'); }, 600);
  }
  if (e.target.closest('.cancel')) { $('#cx-text').textContent = 'Cancel your ' + l.leg.toLowerCase() + ' sailing on ' + l.when.split(',')[0] + '? You will get ' + l.refund + ' back.'; showDialog('dlg-cancel'); }
});
$('#cx-go').addEventListener('click', function () {
  var l = current; hideDialog('dlg-cancel');
  if (l.hours < 72) { $('#leg-err').textContent = "Sailings less than 72 hours away can't be cancelled."; return; }
  window.legs = window.legs.filter(function (x) { return x !== l; }); window.cancelled.push(l.id); legRows(); quick(l.leg + ' sailing cancelled. ' + l.refund + ' will be refunded to your card.');
});
$('#ch-go').addEventListener('click', function () {
  var d = $('#ch-date').value; $('#ch-err').textContent = '';
  if (!d || d < '2027-06-13') { $('#ch-err').textContent = 'Choose a date from 13 Jun 2027'; return; }
  var t = $('#ch-time').value; window.changed = { date: d, sailing: t };
  var x = new Date(d + 'T12:00:00Z'); current.when = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][x.getUTCDay()] + ' ' + x.getUTCDate() + ' ' + ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][x.getUTCMonth()] + ' ' + x.getUTCFullYear() + ', ' + t.split(' ')[0]; current.ship = t.split(' ').slice(1).join(' ');
  legRows(); hideDialog('dlg-change'); quick('Return sailing changed to ' + current.when);
});
$('#pax').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var p = window.pax.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#pax-err').textContent = '';
  if (e.target.closest('.edit')) window.editing = p.id;
  if (e.target.closest('.remove')) {
    if (p.id === 'ada') { $('#pax-err').textContent = "You can't remove the lead passenger"; return; }
    window.pax = window.pax.filter(function (x) { return x !== p; }); window.removed.push(p.id); paxRows(); quick(p.name + ' removed from the booking');
  }
});
$('#extras').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c || !e.target.closest('.add')) return; $('#ext-err').textContent = '';
  if (c.dataset.id === 'wifi') { $('#ext-err').textContent = 'Wi-Fi packages are sold out for this sailing'; return; }
  window.added.push(c.dataset.id); extraCards(); quick($('h3', c).textContent + ' added');
});
$$('#manage-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#menu-err').textContent = '';
  if (m.id === 'mi-add') { $('#menu-err').textContent = "Passengers can't be added online. Call us on 0330 159 7000."; return; }
  window.menuChoice = m.textContent; if (m.id === 'mi-tix') quick('Tickets downloaded');
}); });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
$('#rate-go').addEventListener('click', function () {
  var v = $('#rate').dataset.value; if (v === '0') { $('#rate-err').textContent = 'Choose a star rating first'; return; }
  $('#rate-err').textContent = ''; window.rating = Number(v); this.hidden = true; quick('Thanks for rating your crossing ' + v + ' stars');
});
customElements.define('sailing-status', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin:12px 0}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Live departure status</h2><p id="s">Checking live status…</p><button type="button" id="sms" hidden>Text me updates</button><p id="m" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#s').textContent = 'Normandie Express, Sat 12 Jun 08:15: on time. Check-in closes at 07:30.'; $r('#sms').hidden = false; }, 1200);
    $r('#sms').addEventListener('click', function () { window.texted = true; $r('#m').textContent = 'We will text updates to 07700 900417'; });
  }
});
legRows(); paxRows(); extraCards();
if (query.get('tab') === 'pax') $('#t-pax').click();
if (query.get('tab') === 'extras') $('#t-ext').click();
`,
);

export const ferryApp: CorpusApp = {
  name: 'ferry',
  description:
    'Tidewater Ferries: a Manage booking sign-in by reference and surname checked by the server after a delay; a crossing search (one way / return radios, From and To selects, Departing and Returning date inputs, Adults, Children and Infants steppers with the same Decrease/Increase buttons, a vehicle select; Plymouth to Caen and a past date refused; results answered late) listing four sailings with the same Select button in each (vehicles refused on the full 14:45); a four-step booking wizard with a step list and a price summary (lead passenger and passenger 2 fieldsets with the same First name / Last name labels, a placeholder-only mobile, a vehicle step with a height choice refused on the fast craft and a bicycles stepper, a cabin choice with a disabled sold-out suite and a cabin required on overnight sailings, breakfast vouchers, a payment answered late with a declined card and the booking reference TW8N2D); and a manage-booking page with a Manage menu (adding a passenger refused), tabs with a count, a sailings table with Change and Cancel in each row (both refused for the outbound sailing within 72 hours, a change dialog with a date, a cancel confirm), a passengers table with Edit name and Remove (the lead passenger cannot be removed), extras cards with Add (two near-identical Breakfast buffet cards, Wi-Fi sold out), switches, accordions, a star rating and live departure status in a shadow root loaded late; toasts go after four seconds.',
  routes: {
    '/ferry/login': () => loginPage,
    '/ferry/search': () => searchPage,
    '/ferry/book': () => bookPage,
    '/ferry/manage': () => managePage,
    '/ferry/api/find': (req) => {
      let body: { ref?: string; surname?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const ok =
        (body.ref ?? '').trim().toUpperCase() === 'TW4K9Q' && (body.surname ?? '').trim().toLowerCase() === 'okafor';
      return { delayMs: 800, json: { ok } };
    },
  },
};
