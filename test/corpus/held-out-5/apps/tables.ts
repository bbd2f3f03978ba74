/**
 * `tables`: Saffron & Sage, a restaurant's own booking site. A three-step booking: a guests stepper, a date input, a
 * seating radio group with a disabled option, an availability check that answers after a delay, time slots (one
 * fully booked), a details form with labelled and placeholder-only fields, dietary checkboxes and a policy checkbox
 * that enables "Confirm booking", a confirmation after a delay and an "Add to calendar" menu; FAQ accordions and a
 * map in an iframe. A sign-in page; "My reservations" with tabs, a table with identical Modify and Cancel buttons and
 * dialogs, past visits (loaded after a delay) as cards with identical buttons and a review dialog with a star rating.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const nav = (active: string) => `
<header class="top">
  <span class="brand">🌿 Saffron &amp; Sage</span>
  <nav aria-label="Main" style="display:flex;gap:14px">
    <a href="/tables" ${active === 'book' ? 'aria-current="page"' : ''}>Book a table</a>
    <a href="/tables/reservations" ${active === 'res' ? 'aria-current="page"' : ''}>My reservations</a>
    <a href="/tables/login">Sign in</a>
  </nav>
</header>`;

const bookPage = page(
  'Book a table - Saffron & Sage',
  `${nav('book')}
<main class="layout">
  <div class="grow">
    <h1>Book a table</h1>
    <ol class="muted" aria-label="Booking steps" style="display:flex;gap:20px;list-style:none;padding:0">
      <li id="crumb-1" aria-current="step">1. Party &amp; date</li><li id="crumb-2">2. Your details</li><li id="crumb-3">3. Confirmation</li>
    </ol>
    <section id="step-1" class="card">
      <h2>Party &amp; date</h2>
      <div class="field"><span id="guests-l" style="font-weight:600">Guests</span>
        <div class="stepper" role="group" aria-labelledby="guests-l">
          <button class="icon" id="guests-minus" aria-label="Remove guest">−</button><output id="guests" aria-live="polite">2</output><button class="icon" id="guests-plus" aria-label="Add guest">+</button>
        </div>
        <div class="muted" id="guests-note">Groups of 6 or more pay a £10 deposit per guest.</div>
      </div>
      <div class="field"><label for="date">Date</label><input type="date" id="date" min="2026-03-12" max="2026-06-30"></div>
      <p class="error" id="date-error" role="alert"></p>
      <fieldset><legend>Seating</legend>
        <label><input type="radio" name="seating" value="Dining room" checked> Dining room</label><br>
        <label><input type="radio" name="seating" value="Terrace"> Terrace</label><br>
        <label><input type="radio" name="seating" value="Chef's counter" id="counter"> Chef's counter <span class="muted">(up to 4 guests)</span></label>
      </fieldset>
      <button class="primary" id="find">Find a table</button>
      <p id="checking" role="status" hidden>Checking availability…</p>
      <div id="slots-box" hidden>
        <h3>Available times</h3>
        <div id="slots" style="display:flex;gap:8px;flex-wrap:wrap"></div>
        <p class="muted">18:30 is fully booked. Tables are held for 15 minutes.</p>
      </div>
      <div class="actions"><button class="primary" id="continue" disabled>Continue</button></div>
    </section>
    <section id="step-2" class="card" hidden>
      <h2>Your details</h2>
      <div class="field"><label for="name">Full name</label><input id="name" autocomplete="name" style="width:320px"></div>
      <p class="error" id="name-error"></p>
      <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:320px"></div>
      <p class="error" id="email-error"></p>
      <div class="field"><input id="phone" type="tel" placeholder="Phone number" style="width:320px"></div>
      <div class="field"><label for="occasion">Occasion</label>
        <select id="occasion"><option>None</option><option>Birthday</option><option>Anniversary</option><option>Business meal</option><option>Date night</option></select></div>
      <fieldset><legend>Dietary requirements</legend>
        <label><input type="checkbox" name="diet" value="Vegetarian"> Vegetarian</label>
        <label><input type="checkbox" name="diet" value="Vegan"> Vegan</label>
        <label><input type="checkbox" name="diet" value="Gluten-free"> Gluten-free</label>
        <label><input type="checkbox" name="diet" value="Nut allergy"> Nut allergy</label>
      </fieldset>
      <div class="field"><label for="requests">Special requests</label><textarea id="requests" rows="2" placeholder="Anything we should know?" style="width:100%"></textarea></div>
      <label><input type="checkbox" id="policy"> I accept the cancellation policy</label><br>
      <label><input type="checkbox" id="news"> Send me news and offers</label>
      <div class="actions"><button id="back">Back</button><button class="primary" id="confirm" disabled>Confirm booking</button></div>
    </section>
    <section id="step-3" class="card" hidden>
      <p id="confirming" role="status">Confirming your booking…</p>
      <div id="done" hidden>
        <h2>You're booked!</h2>
        <p id="done-text"></p>
        <p>Booking reference: <strong id="ref">SS-4821</strong></p>
        <button id="cal-btn" aria-haspopup="menu" aria-controls="cal-menu" aria-expanded="false">Add to calendar ▾</button>
        <div role="menu" id="cal-menu" aria-label="Add to calendar" hidden>
          <button role="menuitem" data-cal="google">Google Calendar</button>
          <button role="menuitem" data-cal="outlook">Outlook</button>
          <button role="menuitem" data-cal="ics">Apple Calendar (.ics)</button>
        </div>
      </div>
    </section>
  </div>
  <aside style="width:340px">
    <div class="card" id="summary" aria-label="Your booking">
      <h3>Your booking</h3>
      <p id="summary-text">2 guests · Dining room</p>
    </div>
    <div class="card">
      <h3>Good to know</h3>
      <button data-acc aria-expanded="false" aria-controls="faq-hours" style="width:100%;text-align:left">Opening hours</button>
      <div id="faq-hours" hidden><p>Tuesday to Saturday 12:00–23:00, Sunday 12:00–17:00. Closed on Mondays.</p></div>
      <button data-acc aria-expanded="false" aria-controls="faq-private" style="width:100%;text-align:left;margin-top:4px">Private dining</button>
      <div id="faq-private" hidden><p>Our private room seats up to 14 guests. Minimum spend £600.</p></div>
      <button data-acc aria-expanded="false" aria-controls="faq-cake" style="width:100%;text-align:left;margin-top:4px">Can I bring a cake?</button>
      <div id="faq-cake" hidden><p>Yes, for a £3 per guest cakeage fee.</p></div>
    </div>
    <div class="card">
      <h3>Find us</h3>
      <iframe id="map" title="Map" src="/tables/map" style="width:100%;height:190px;border:0"></iframe>
      <p class="muted">14 Upper Street, London N1 0PQ</p>
    </div>
  </aside>
</main>`,
  String.raw`
var params = new URLSearchParams(location.search);
var booking = window.booking = { guests: 2, date: '', seating: 'Dining room', slot: '', step: 1, calendar: '', confirmed: false };
var SLOTS = ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '21:00'];
var DAYS = ['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'];
var MONTHS = ['January','February','March','April','May','June','July','August','September','October','November','December'];
function longDate(iso) { var d = new Date(iso + 'T12:00:00'); return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()]; }
function summary() {
  var parts = [];
  if (booking.date) parts.push(longDate(booking.date));
  if (booking.slot) parts.push(booking.slot);
  parts.push(booking.guests + (booking.guests === 1 ? ' guest' : ' guests'));
  parts.push(booking.seating);
  $('#summary-text').textContent = parts.join(' · ');
}
function setGuests(n) {
  booking.guests = Math.max(1, Math.min(8, n));
  $('#guests').textContent = booking.guests;
  $('#guests-minus').disabled = booking.guests <= 1;
  $('#guests-plus').disabled = booking.guests >= 8;
  $('#counter').disabled = booking.guests > 4;
  if ($('#counter').disabled && $('#counter').checked) { $('input[value="Dining room"]').checked = true; booking.seating = 'Dining room'; }
  $('#guests-note').textContent = booking.guests >= 8 ? 'For parties over 8, please call us on 020 7946 0321.' : 'Groups of 6 or more pay a £10 deposit per guest.';
  summary();
}
$('#guests-minus').onclick = function () { setGuests(booking.guests - 1); };
$('#guests-plus').onclick = function () { setGuests(booking.guests + 1); };
$('#date').addEventListener('change', function () { booking.date = this.value; summary(); });
$$('input[name=seating]').forEach(function (r) { r.addEventListener('change', function () { booking.seating = r.value; summary(); }); });
function showSlots() {
  $('#slots').innerHTML = SLOTS.map(function (s) {
    var full = s === '18:30';
    return '<button class="slot" aria-pressed="' + (booking.slot === s) + '"' + (full ? ' disabled aria-label="18:30 fully booked"' : '') + '>' + s + '</button>';
  }).join('');
  $('#slots-box').hidden = false;
}
$('#find').onclick = function () {
  if (!booking.date) { $('#date-error').textContent = 'Choose a date'; return; }
  $('#date-error').textContent = '';
  $('#checking').hidden = false; $('#slots-box').hidden = true;
  setTimeout(function () { $('#checking').hidden = true; showSlots(); }, 1500);
};
$('#slots').addEventListener('click', function (e) {
  var b = e.target.closest('.slot'); if (!b || b.disabled) return;
  booking.slot = b.textContent; $$('.slot').forEach(function (x) { x.setAttribute('aria-pressed', x === b); });
  $('#continue').disabled = false; summary();
});
function go(step) {
  booking.step = step;
  [1, 2, 3].forEach(function (i) { $('#step-' + i).hidden = i !== step; var c = $('#crumb-' + i); if (i === step) c.setAttribute('aria-current', 'step'); else c.removeAttribute('aria-current'); });
}
$('#continue').onclick = function () { go(2); };
$('#back').onclick = function () { go(1); };
$('#policy').addEventListener('change', function () { $('#confirm').disabled = !this.checked; });
$('#confirm').onclick = function () {
  var ok = true;
  $('#name-error').textContent = ''; $('#email-error').textContent = '';
  if (!$('#name').value.trim()) { $('#name-error').textContent = 'Enter your full name'; ok = false; }
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test($('#email').value.trim())) { $('#email-error').textContent = 'Enter a valid email address'; ok = false; }
  if (!ok) return;
  booking.details = { name: $('#name').value.trim(), email: $('#email').value.trim(), phone: $('#phone').value, occasion: $('#occasion').value,
    diet: $$('input[name=diet]:checked').map(function (c) { return c.value; }), requests: $('#requests').value, news: $('#news').checked };
  go(3);
  setTimeout(function () {
    booking.confirmed = true;
    $('#confirming').hidden = true; $('#done').hidden = false;
    $('#done-text').textContent = 'See you on ' + longDate(booking.date) + ' at ' + booking.slot + '. A table for ' + booking.guests + ' in the ' + booking.seating.toLowerCase() + '.';
  }, 1500);
};
$('#cal-menu').addEventListener('click', function (e) { var b = e.target.closest('[data-cal]'); if (b) { booking.calendar = b.dataset.cal; closeMenus(); toast('Added to ' + b.textContent); } });
if (params.get('step') === '2') {
  setGuests(4); booking.date = '2026-03-19'; $('#date').value = booking.date; booking.seating = 'Terrace'; $('input[value=Terrace]').checked = true;
  showSlots(); booking.slot = '19:30'; showSlots(); $('#continue').disabled = false; summary(); go(2);
}
setGuests(booking.guests);
`,
);

const mapPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Map</title>
<style>body{margin:0;font:12px system-ui,sans-serif;background:#e8efe4;height:100vh;position:relative}.pin{position:absolute;left:45%;top:35%;font-size:26px}.ctl{position:absolute;right:6px;top:6px;display:flex;flex-direction:column;gap:2px}.bar{position:absolute;left:6px;bottom:6px;right:6px;display:flex;justify-content:space-between;align-items:center}</style></head>
<body>
<span class="pin" aria-hidden="true">📍</span>
<div class="ctl"><button id="zin" aria-label="Zoom in">+</button><button id="zout" aria-label="Zoom out">−</button></div>
<div class="bar"><span>Zoom level <output id="z">14</output></span><a id="dir" href="#" target="_self">Get directions</a></div>
<p id="dir-text" hidden style="position:absolute;top:4px;left:6px;background:#fff;padding:3px 6px">Nearest station: Angel (4 min walk)</p>
<script>
window.map = { zoom: 14, directions: false };
document.getElementById('zin').onclick = function(){ map.zoom++; document.getElementById('z').textContent = map.zoom; };
document.getElementById('zout').onclick = function(){ map.zoom--; document.getElementById('z').textContent = map.zoom; };
document.getElementById('dir').onclick = function(e){ e.preventDefault(); map.directions = true; document.getElementById('dir-text').hidden = false; };
</script></body></html>`;

const loginPage = page(
  'Sign in - Saffron & Sage',
  `${nav('login')}
<main style="max-width:420px">
  <h1>Sign in</h1>
  <p class="muted">Manage your reservations and collect points.</p>
  <form id="login" novalidate class="card">
    <div class="field"><label for="l-email">Email address</label><input id="l-email" type="email" style="width:100%"></div>
    <div class="field"><label for="l-pass">Password</label><input id="l-pass" type="password" style="width:100%"></div>
    <label><input type="checkbox" id="remember"> Keep me signed in</label>
    <p class="error" id="login-error" role="alert"></p>
    <div class="actions" style="justify-content:space-between"><a href="#" onclick="return false">Forgot password?</a><button class="primary" type="submit">Sign in</button></div>
  </form>
  <p>New here? <a href="#" onclick="return false">Create an account</a></p>
</main>`,
  String.raw`
window.login = { attempts: 0 };
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var em = $('#l-email').value.trim().toLowerCase(), pw = $('#l-pass').value;
  if (!em || !pw) { $('#login-error').textContent = 'Enter your email address and password.'; return; }
  if (em === 'priya@example.com' && pw === 'Saffron!2026') {
    sessionStorage.setItem('tables-user', 'Priya');
    sessionStorage.setItem('tables-remember', $('#remember').checked ? '1' : '0');
    location.href = '/tables/reservations';
    return;
  }
  login.attempts++;
  $('#login-error').textContent = 'That email and password don’t match. ' + (3 - login.attempts) + ' attempts left.';
});
`,
);

const UPCOMING = [
  { ref: 'SS-4821', date: 'Thu 19 Mar 2026', time: '19:30', guests: 4, area: 'Terrace', status: 'Confirmed' },
  { ref: 'SS-4907', date: 'Sat 28 Mar 2026', time: '13:00', guests: 2, area: 'Dining room', status: 'Confirmed' },
  { ref: 'SS-5012', date: 'Fri 10 Apr 2026', time: '20:00', guests: 6, area: 'Private room', status: 'Waitlist (2nd)' },
];
const PAST = [
  { id: 'v1', date: 'Sun 1 Mar 2026', guests: 2, spent: '£86.40', reviewed: 0 },
  { id: 'v2', date: 'Fri 13 Feb 2026', guests: 4, spent: '£212.00', reviewed: 4 },
  { id: 'v3', date: 'Sat 24 Jan 2026', guests: 3, spent: '£131.50', reviewed: 0 },
  { id: 'v4', date: 'Wed 31 Dec 2025', guests: 6, spent: '£498.00', reviewed: 0 },
];

const reservationsPage = page(
  'My reservations - Saffron & Sage',
  `${nav('res')}
<main>
  <div style="display:flex;align-items:center;gap:12px">
    <h1 style="margin-right:auto">My reservations</h1>
    <span id="greeting">Welcome back, Priya</span>
    <span class="pill" id="tier">Gold member</span>
  </div>
  <div class="card" style="max-width:420px">
    <div>Loyalty points: <strong id="points">240</strong></div>
    <div role="progressbar" aria-label="Points to Platinum" aria-valuenow="240" aria-valuemin="0" aria-valuemax="500" style="height:6px;background:#e2e5ea;border-radius:3px"><div style="width:48%;height:6px;background:#b8860b;border-radius:3px"></div></div>
    <div class="muted">260 more points to Platinum</div>
  </div>
  <div role="tablist" aria-label="Reservations">
    <button role="tab" id="tab-up" aria-selected="true" aria-controls="panel-up">Upcoming (<span id="up-count">3</span>)</button>
    <button role="tab" id="tab-past" aria-selected="false" aria-controls="panel-past">Past visits</button>
  </div>
  <section role="tabpanel" id="panel-up" aria-labelledby="tab-up">
    <table>
      <thead><tr><th>Reference</th><th>Date</th><th>Time</th><th>Guests</th><th>Area</th><th>Status</th><th>Actions</th></tr></thead>
      <tbody id="up-rows"></tbody>
    </table>
  </section>
  <section role="tabpanel" id="panel-past" aria-labelledby="tab-past" hidden>
    <p id="past-loading" role="status">Loading past visits…</p>
    <div id="past" class="cards"></div>
  </section>
</main>
<div class="backdrop" id="cancel-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="cancel-h">
    <h2 id="cancel-h">Cancel reservation</h2>
    <p id="cancel-text"></p>
    <div class="field"><label for="cancel-reason">Reason</label>
      <select id="cancel-reason"><option value="">Choose a reason</option><option>Change of plans</option><option>Found another restaurant</option><option>Illness</option><option>Other</option></select></div>
    <p class="error" id="cancel-error" role="alert"></p>
    <div class="actions"><button data-close>Keep reservation</button><button class="danger" id="cancel-ok">Cancel reservation</button></div>
  </div>
</div>
<div class="backdrop" id="modify-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="modify-h">
    <h2 id="modify-h">Modify reservation</h2>
    <div class="field"><label for="m-guests">Guests</label><select id="m-guests"><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option>8</option></select></div>
    <div class="field"><label for="m-time">Time</label><select id="m-time"><option>12:30</option><option>13:00</option><option>13:30</option><option>19:00</option><option>19:30</option><option>20:00</option><option>20:30</option></select></div>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="modify-ok">Save changes</button></div>
  </div>
</div>
<div class="backdrop" id="review-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="review-h">
    <h2 id="review-h">Review your visit</h2>
    <fieldset><legend>Overall rating</legend>
      <div id="stars" style="font-size:22px">
        <label title="1 star"><input type="radio" name="stars" value="1" aria-label="1 star">★</label>
        <label title="2 stars"><input type="radio" name="stars" value="2" aria-label="2 stars">★</label>
        <label title="3 stars"><input type="radio" name="stars" value="3" aria-label="3 stars">★</label>
        <label title="4 stars"><input type="radio" name="stars" value="4" aria-label="4 stars">★</label>
        <label title="5 stars"><input type="radio" name="stars" value="5" aria-label="5 stars">★</label>
      </div>
    </fieldset>
    <div class="field"><label for="r-noise">Noise level</label><input type="range" id="r-noise" min="1" max="5" value="3"> <output id="r-noise-out">Moderate</output></div>
    <div class="field"><label for="r-text">Tell us more</label><textarea id="r-text" rows="3" style="width:100%"></textarea></div>
    <fieldset><legend>Would you recommend Saffron &amp; Sage?</legend>
      <label><input type="radio" name="recommend" value="yes"> Yes</label> <label><input type="radio" name="recommend" value="no"> No</label>
    </fieldset>
    <p class="error" id="review-error" role="alert"></p>
    <div class="actions"><button data-close>Not now</button><button class="primary" id="review-ok">Submit review</button></div>
  </div>
</div>`,
  String.raw`
var res = window.res = { upcoming: ${JSON.stringify(UPCOMING)}, past: ${JSON.stringify(PAST)}, target: null, reviewFor: null, reviews: {}, rebook: [], log: [] };
var user = sessionStorage.getItem('tables-user');
if (user) $('#greeting').textContent = 'Welcome back, ' + user;
function renderUp() {
  $('#up-rows').innerHTML = res.upcoming.map(function (r) {
    var cancelled = r.status === 'Cancelled';
    return '<tr data-ref="' + r.ref + '"><td>' + r.ref + '</td><td>' + r.date + '</td><td>' + r.time + '</td><td>' + r.guests + '</td><td>' + r.area + '</td><td><span class="pill">' + r.status + '</span></td>' +
      '<td>' + (cancelled ? '' : '<button class="modify">Modify</button> <button class="cancel">Cancel</button>') + '</td></tr>';
  }).join('');
  $('#up-count').textContent = res.upcoming.filter(function (r) { return r.status !== 'Cancelled'; }).length;
}
renderUp();
function byRef(ref) { return res.upcoming.find(function (r) { return r.ref === ref; }); }
$('#up-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  res.target = tr.dataset.ref;
  var r = byRef(res.target);
  if (e.target.closest('.cancel')) {
    $('#cancel-h').textContent = 'Cancel reservation ' + r.ref + '?';
    $('#cancel-text').textContent = r.date + ' at ' + r.time + ' for ' + r.guests + ' guests. Cancellations less than 24 hours before are charged £10 per guest.';
    $('#cancel-reason').value = ''; $('#cancel-error').textContent = '';
    openDialog('cancel-dlg');
  }
  if (e.target.closest('.modify')) { $('#modify-h').textContent = 'Modify reservation ' + r.ref; $('#m-guests').value = String(r.guests); $('#m-time').value = r.time; openDialog('modify-dlg'); }
});
$('#cancel-ok').onclick = function () {
  if (!$('#cancel-reason').value) { $('#cancel-error').textContent = 'Please choose a reason'; return; }
  var r = byRef(res.target); r.status = 'Cancelled'; r.reason = $('#cancel-reason').value;
  closeDialog('cancel-dlg'); renderUp(); toast('Reservation ' + r.ref + ' cancelled');
};
$('#modify-ok').onclick = function () {
  var r = byRef(res.target); r.guests = Number($('#m-guests').value); r.time = $('#m-time').value;
  closeDialog('modify-dlg'); renderUp(); toast('Reservation ' + r.ref + ' updated');
};
var pastLoaded = false;
function stars(n) { return '★★★★★'.slice(0, n) + '☆☆☆☆☆'.slice(0, 5 - n); }
function renderPast() {
  $('#past').innerHTML = res.past.map(function (v) {
    return '<div class="card" data-visit="' + v.id + '"><h3>' + v.date + '</h3><p>' + v.guests + ' guests · ' + v.spent + '</p>' +
      (v.reviewed ? '<p aria-label="Your rating: ' + v.reviewed + ' out of 5">' + stars(v.reviewed) + ' Reviewed</p>' : '<button class="review">Leave a review</button> ') +
      '<button class="again">Book again</button></div>';
  }).join('');
}
$('#tab-past').addEventListener('click', function () {
  if (pastLoaded) return;
  pastLoaded = true;
  setTimeout(function () { $('#past-loading').hidden = true; renderPast(); }, 1800);
});
$('#past').addEventListener('click', function (e) {
  var card = e.target.closest('[data-visit]'); if (!card) return;
  var v = res.past.find(function (x) { return x.id === card.dataset.visit; });
  if (e.target.closest('.again')) { res.rebook.push(v.id); toast('We copied your ' + v.date + ' booking. Pick a new date.'); }
  if (e.target.closest('.review')) {
    res.reviewFor = v.id;
    $('#review-h').textContent = 'Review your visit on ' + v.date;
    $$('input[name=stars]').forEach(function (s) { s.checked = false; });
    $$('input[name=recommend]').forEach(function (s) { s.checked = false; });
    $('#r-text').value = ''; $('#review-error').textContent = ''; $('#r-noise').value = 3; noise();
    openDialog('review-dlg');
  }
});
var NOISE = ['', 'Quiet', 'Calm', 'Moderate', 'Lively', 'Loud'];
function noise() { $('#r-noise-out').textContent = NOISE[Number($('#r-noise').value)]; }
$('#r-noise').addEventListener('input', noise);
$('#review-ok').onclick = function () {
  var s = $('input[name=stars]:checked');
  if (!s) { $('#review-error').textContent = 'Please choose a star rating'; return; }
  var v = res.past.find(function (x) { return x.id === res.reviewFor; });
  var rec = $('input[name=recommend]:checked');
  res.reviews[v.id] = { stars: Number(s.value), text: $('#r-text').value, noise: Number($('#r-noise').value), recommend: rec ? rec.value : '' };
  v.reviewed = Number(s.value);
  closeDialog('review-dlg'); renderPast(); toast('Thanks for your review!');
  res.log.push('review:' + v.id);
  $('#points').textContent = 265;
};
`,
);

export const tablesApp: CorpusApp = {
  name: 'tables',
  description:
    'Saffron & Sage, a restaurant booking site: a three-step booking with a guests stepper, a date input, seating radios, a delayed availability check, time slots (one fully booked), a details form with a placeholder-only phone field and a policy checkbox, a delayed confirmation and a calendar menu; FAQ accordions, a map iframe; a sign-in page; reservations with tabs, identical Modify/Cancel buttons and dialogs, past visits loaded late as cards with identical buttons and a review dialog with a star rating and a slider.',
  routes: {
    '/tables': bookPage,
    '/tables/map': mapPage,
    '/tables/login': loginPage,
    '/tables/reservations': reservationsPage,
  },
};
