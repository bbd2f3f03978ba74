/**
 * Pawtrail, dog walking and pet sitting: a sign-in checked by the server after a delay; a sitter search with a
 * placeholder-only name search, a service filter, a Verified only box, a paged grid of sitter cards with Book, Message
 * and Save in each (two identical Tom Baker listings, a saved badge), a booking dialog (a service select, a date, a
 * walks stepper, pet checkboxes and a request answered late, refused for a sitter with no availability, a service the
 * sitter does not offer and a date in the past) and a toast that goes after four seconds; and an account page with
 * tabs: upcoming bookings in a table with Reschedule and Cancel in each row (cancellations refused late within 24
 * hours), past walks with star ratings, pet cards with Edit and Remove (removal refused for pets with bookings),
 * switches, a longest-walk slider, an Account menu with an action the app refuses, an accordion, an emergency consent
 * form in an iframe and a live walk tracker in a shadow root loaded late. Today is Monday 14 June 2027.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
`;

const BAR = `<header class="bar"><span class="logo">Pawtrail</span><nav aria-label="Main"><a href="/petsit/sitters">Find a sitter</a><a href="/petsit/account">Bookings</a><a href="#saved">Saved <span class="count" id="saved">1</span></a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Robin Hale</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-pay">Payment methods</button><button type="button" role="menuitem" id="mi-invite">Invite a friend</button><button type="button" role="menuitem" id="mi-delete">Delete account</button></div></header>`;

const MENU = `
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); var e = $('#menu-err'); if (e) e.textContent = '';
  if (m.id === 'mi-delete') { if (e) e.textContent = "You can't delete your account while you have upcoming bookings"; return; }
  window.menuChoice = m.textContent; if (m.id === 'mi-invite') quick('Invite link copied: give a friend £10 off');
}); });
`;

const loginPage = doc(
  'Log in - Pawtrail',
  `<header class="bar"><span class="logo">Pawtrail</span></header>
<main style="max-width:400px">
  <h1>Welcome back</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:100%"></div>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Log in</button><a href="#reset">Reset password</a></div>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var u = $('#email').value.trim(), p = $('#pw').value;
  if (!u || !p) { $('#login-err').textContent = 'Enter your email and password'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Logging in…'; $('#login-err').textContent = '';
  fetch('/petsit/api/login', { method: 'POST', body: JSON.stringify({ email: u, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Log in';
    if (!r.ok) { $('#login-err').textContent = 'Wrong email or password'; return; }
    location.href = '/petsit/sitters';
  });
});
`,
);

// id, name, services, price, rating, reviews, verified, available
const SITTERS = [
  ['s1', 'Maya Rahman', ['Dog walking', 'Home visits'], '£15 per walk', '4.9', 58, true, true],
  ['s2', 'Tom Baker', ['Dog walking'], '£14 per walk', '4.6', 21, false, true],
  ['s3', 'Tom Baker', ['Dog walking'], '£14 per walk', '4.6', 21, false, true],
  ['s4', 'Jess Owusu', ['Dog walking', 'Overnight stay'], '£16 per walk', '5.0', 3, true, false],
  ['s5', 'Priya Shah', ['Home visits', 'Overnight stay'], '£38 per night', '4.8', 112, true, true],
  ['s6', 'Leon Fischer', ['Dog walking'], '£12 per walk', '4.2', 9, false, true],
  ['s7', 'Grace Kim', ['Overnight stay'], '£45 per night', '4.7', 30, true, true],
  ['s8', 'Sam Patel', ['Dog walking', 'Home visits'], '£13 per walk', '4.4', 15, false, true],
];

const sittersPage = doc(
  'Find a sitter - Pawtrail',
  `${BAR}
<main>
  <h1>Sitters near SE15</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <div class="line">
    <input id="search" type="search" placeholder="Search by name" style="width:220px">
    <div class="field"><label for="service">Service</label><select id="service"><option value="">Any service</option><option>Dog walking</option><option>Home visits</option><option>Overnight stay</option></select></div>
    <label><input type="checkbox" id="verified"> Verified only</label>
  </div>
  <p id="showing" role="status"></p>
  <div class="grid" id="cards"></div>
  <nav class="pager" aria-label="Sitter pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
  <p class="err" id="card-err" role="alert"></p>
</main>
<div class="shade" id="dlg-book" hidden><div role="dialog" aria-modal="true" aria-labelledby="bk-h"><h2 id="bk-h">Book</h2>
  <div class="field"><label for="bk-service">Service</label><select id="bk-service"><option>Dog walking</option><option>Home visits</option><option>Overnight stay</option></select></div>
  <div class="line"><div class="field"><label for="bk-date">Date</label><input id="bk-date" type="date"></div>
  <div class="field"><label for="bk-time">Time</label><select id="bk-time"><option>Morning (8–11)</option><option>Midday (11–2)</option><option>Afternoon (2–5)</option></select></div></div>
  <div class="field"><span class="name">Number of walks</span>${stepper('bk-walks', 'Number of walks', 1, 1, 5)}</div>
  <fieldset><legend>Which pets?</legend><label><input type="checkbox" name="pet" value="Biscuit" checked> Biscuit</label> <label><input type="checkbox" name="pet" value="Pepper"> Pepper</label></fieldset>
  <div class="field"><label for="bk-notes">Notes for the sitter</label><textarea id="bk-notes" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="bk-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="bk-send">Send request</button></div></div></div>`,
  `${QUICK}${MENU}
window.sitters = ${JSON.stringify(SITTERS)}.map(function (s) { return { id: s[0], name: s[1], services: s[2], price: s[3], rating: s[4], reviews: s[5], verified: s[6], available: s[7], saved: s[0] === 's1' }; });
window.page = 1; window.booking = null; window.messaged = null; var current = null;
function list() {
  var term = $('#search').value.trim().toLowerCase(), svc = $('#service').value, ver = $('#verified').checked;
  return window.sitters.filter(function (s) { return (!term || s.name.toLowerCase().indexOf(term) >= 0) && (!svc || s.services.indexOf(svc) >= 0) && (!ver || s.verified); });
}
function render() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 4)); if (window.page > pages) window.page = pages;
  var shown = all.slice((window.page - 1) * 4, window.page * 4);
  $('#showing').textContent = all.length ? 'Showing ' + shown.length + ' of ' + all.length + ' sitters' : 'No sitters match your search';
  $('#cards').innerHTML = shown.map(function (s) {
    return '<article class="card" data-id="' + s.id + '" aria-label="' + s.name + '"><h3 style="margin:0">' + s.name + '</h3><p>' + s.services.join(' · ') + '<br>' + s.price + '</p><p>' + s.rating + ' ★ (' + s.reviews + ' reviews)' + (s.verified ? ' <span class="tag">Verified</span>' : '') + '</p><p class="note">' + (s.available ? 'Available this week' : 'Fully booked this week') + '</p><div class="line"><button type="button" class="main book">Book</button><button type="button" class="msg">Message</button><button type="button" class="save" aria-pressed="' + s.saved + '">' + (s.saved ? 'Saved' : 'Save') + '</button></div></article>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#saved').textContent = String(window.sitters.filter(function (s) { return s.saved; }).length);
}
['#search', '#service', '#verified'].forEach(function (s) { $(s).addEventListener(s === '#search' ? 'input' : 'change', function () { window.page = 1; render(); }); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var s = window.sitters.filter(function (x) { return x.id === card.dataset.id; })[0]; $('#card-err').textContent = '';
  if (e.target.closest('.save')) { s.saved = !s.saved; render(); quick(s.saved ? s.name + ' saved' : s.name + ' removed from saved'); }
  if (e.target.closest('.msg')) { window.messaged = s.id; quick('Chat with ' + s.name + ' opened'); }
  if (e.target.closest('.book')) { current = s; $('#bk-h').textContent = 'Book ' + s.name; $('#bk-err').textContent = ''; $('#bk-service').value = s.services[0]; $('#bk-date').value = '2027-06-16'; showDialog('dlg-book'); }
});
$('#bk-send').addEventListener('click', function () {
  var s = current, b = this, d = $('#bk-date').value, svc = $('#bk-service').value; $('#bk-err').textContent = '';
  if (!d || d < '2027-06-15') { $('#bk-err').textContent = 'Choose a date from 15 Jun 2027'; return; }
  if (!$$('input[name=pet]:checked').length) { $('#bk-err').textContent = 'Choose at least one pet'; return; }
  b.disabled = true; b.textContent = 'Sending…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Send request';
    if (!s.available) { $('#bk-err').textContent = s.name + ' has no availability this week. Try another sitter.'; return; }
    if (s.services.indexOf(svc) < 0) { $('#bk-err').textContent = s.name + " doesn't offer " + svc.toLowerCase(); return; }
    window.booking = { sitter: s.id, service: svc, date: d, time: $('#bk-time').value, walks: Number($('#bk-walks').dataset.value), pets: $$('input[name=pet]:checked').map(function (c) { return c.value; }), notes: $('#bk-notes').value };
    hideDialog('dlg-book'); quick('Request sent to ' + s.name + '. They usually reply within 2 hours.');
  }, 900);
});
render();
if (query.get('page')) { window.page = Number(query.get('page')); render(); }
`,
);

const CONSENT = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Emergency vet consent</h3>
<p><label><input type="checkbox" id="allow"> I allow my sitter to take my pet to a vet in an emergency</label></p>
<p><label for="limit">Spend up to (£)</label> <input id="limit" value="300" style="width:80px"> <button type="button" id="sign">Sign form</button></p>
<p id="cmsg" role="status"></p>
<script>
window.signed = null;
document.getElementById('sign').addEventListener('click', function () {
  var m = document.getElementById('cmsg'), l = Number(document.getElementById('limit').value);
  if (!document.getElementById('allow').checked) { m.textContent = 'Tick the box to give consent'; return; }
  if (!l || l > 1000) { m.textContent = 'Choose a limit between £1 and £1,000'; return; }
  window.signed = { limit: l }; m.textContent = 'Signed. Your sitter can spend up to £' + l + '.';
});
</script></body></html>`;

// id, date, sitter, service, pet, price, hours away
const BOOKINGS = [
  ['b1', 'Tue 15 Jun 2027, 08:00', 'Maya Rahman', 'Dog walking', 'Biscuit', '£15', 17],
  ['b2', 'Thu 17 Jun 2027, 12:00', 'Maya Rahman', 'Dog walking', 'Biscuit', '£15', 69],
  ['b3', 'Sat 19 Jun 2027, 09:00', 'Leon Fischer', 'Dog walking', 'Pepper', '£12', 114],
  ['b4', 'Fri 25 Jun 2027, 18:00', 'Priya Shah', 'Overnight stay (2 nights)', 'Biscuit, Pepper', '£76', 258],
];

const accountPage = doc(
  'Your bookings - Pawtrail',
  `${BAR}
<main>
  <h1>Your account</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <walk-tracker id="tracker"></walk-tracker>
  <section class="box" aria-labelledby="bk-h"><h2 id="bk-h" style="margin-top:0">Bookings and pets</h2>
    <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="up-count">4</span>)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past walks</button><button type="button" role="tab" id="t-pets" aria-controls="p-pets" aria-selected="false">Pets</button></div>
    <div id="p-up" role="tabpanel">
      <table><thead><tr><th>When</th><th>Sitter</th><th>Service</th><th>Pets</th><th>Price</th><th></th></tr></thead><tbody id="up"></tbody></table>
      <p class="err" id="up-err" role="alert"></p>
      <h3 style="margin:8px 0 4px"><button type="button" data-acc id="acc-policy" aria-expanded="false" aria-controls="acc-policy-p">Cancellation policy</button></h3>
      <div id="acc-policy-p" hidden><p>Cancel free up to 24 hours before a booking. After that the full price is charged.</p></div>
    </div>
    <div id="p-past" role="tabpanel" hidden>
      <article class="card walk" data-id="w1"><h3 style="margin:0">Mon 7 Jun · Maya Rahman</h3><p>Biscuit · 45 minutes · 3.2 km</p>${starRating('Rate the walk on 7 Jun', 'rate-w1')} <button type="button" class="submit">Submit rating</button><p class="err" role="alert"></p></article>
      <article class="card walk" data-id="w2"><h3 style="margin:0">Wed 9 Jun · Leon Fischer</h3><p>Pepper · 30 minutes · 2.1 km</p>${starRating('Rate the walk on 9 Jun', 'rate-w2')} <button type="button" class="submit">Submit rating</button><p class="err" role="alert"></p></article>
      <article class="card walk" data-id="w3"><h3 style="margin:0">Fri 11 Jun · Maya Rahman</h3><p>Biscuit · 45 minutes · 3.5 km</p><p>You rated this walk 5 stars.</p></article>
    </div>
    <div id="p-pets" role="tabpanel" hidden><div class="grid" id="pets"></div><p class="err" id="pet-err" role="alert"></p></div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="pref-h"><h2 id="pref-h" style="margin-top:0">Walk preferences</h2>
      <div class="line"><button type="button" role="switch" id="sw-photos" aria-checked="true" aria-labelledby="sw-photos-l"></button><span id="sw-photos-l">Send me photos from walks</span></div>
      <div class="line"><button type="button" role="switch" id="sw-gps" aria-checked="false" aria-labelledby="sw-gps-l"></button><span id="sw-gps-l">Alert me if a walk leaves the usual area</span></div>
      <div class="field"><label for="longest">Longest walk</label><input id="longest" type="range" min="30" max="120" step="15" value="60"> <output id="longest-v" for="longest">60 minutes</output></div>
      <button type="button" id="save-pref">Save preferences</button>
    </section>
    <section class="box" aria-labelledby="cons-h"><h2 id="cons-h" style="margin-top:0">Emergency consent</h2>${frame('Emergency vet consent form', CONSENT, 150)}</section>
  </div>
</main>`,
  `${QUICK}${MENU}
window.bookings = ${JSON.stringify(BOOKINGS)}.map(function (b) { return { id: b[0], when: b[1], sitter: b[2], service: b[3], pets: b[4], price: b[5], hours: b[6] }; });
window.pets = [{ id: 'biscuit', name: 'Biscuit', kind: 'Cocker spaniel, 4 years' }, { id: 'pepper', name: 'Pepper', kind: 'Whippet, 2 years' }, { id: 'mochi', name: 'Mochi', kind: 'Cat, 7 years' }];
window.cancelled = []; window.resched = null; window.ratings = {}; window.removed = []; window.editingPet = null; window.prefs = null; window.switches = {}; window.trackerMsg = false;
function upRows() {
  $('#up').innerHTML = window.bookings.map(function (b) {
    return '<tr data-id="' + b.id + '"><th scope="row">' + b.when + '</th><td>' + b.sitter + '</td><td>' + b.service + '</td><td>' + b.pets + '</td><td>' + b.price + '</td><td><div class="line"><button type="button" class="resched">Reschedule</button><button type="button" class="cancel">Cancel</button></div></td></tr>';
  }).join('');
  $('#up-count').textContent = String(window.bookings.length);
}
function petCards() {
  $('#pets').innerHTML = window.pets.map(function (p) { return '<article class="card" data-id="' + p.id + '" aria-label="' + p.name + '"><h3 style="margin:0">' + p.name + '</h3><p>' + p.kind + '</p><div class="line"><button type="button" class="edit">Edit</button><button type="button" class="remove">Remove</button></div></article>'; }).join('');
}
$('#up').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var b = window.bookings.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#up-err').textContent = '';
  if (e.target.closest('.resched')) { window.resched = b.id; quick('We have asked ' + b.sitter + ' to suggest new times'); }
  if (e.target.closest('.cancel')) {
    var btn = e.target.closest('.cancel'); btn.disabled = true;
    setTimeout(function () {
      btn.disabled = false;
      if (b.hours < 24) { $('#up-err').textContent = "Bookings less than 24 hours away can't be cancelled. Message " + b.sitter + ' instead.'; return; }
      window.bookings = window.bookings.filter(function (x) { return x !== b; }); window.cancelled.push(b.id); upRows(); quick('Booking with ' + b.sitter + ' on ' + b.when.split(',')[0] + ' cancelled');
    }, 700);
  }
});
$('#p-past').addEventListener('click', function (e) {
  var c = e.target.closest('.walk'); if (!c || !e.target.closest('.submit')) return; var g = $('.stars', c), err = $('.err', c);
  if (g.dataset.value === '0') { err.textContent = 'Choose a star rating first'; return; }
  err.textContent = ''; window.ratings[c.dataset.id] = Number(g.dataset.value); e.target.closest('.submit').hidden = true; quick('Thanks for rating your walk ' + g.dataset.value + ' stars');
});
$('#pets').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var p = window.pets.filter(function (x) { return x.id === c.dataset.id; })[0]; $('#pet-err').textContent = '';
  if (e.target.closest('.edit')) { window.editingPet = p.id; }
  if (e.target.closest('.remove')) {
    var busy = window.bookings.some(function (b) { return b.pets.indexOf(p.name) >= 0; });
    if (busy) { $('#pet-err').textContent = p.name + ' has upcoming bookings, so you can\\'t remove them yet'; return; }
    window.pets = window.pets.filter(function (x) { return x !== p; }); window.removed.push(p.id); petCards(); quick(p.name + ' removed');
  }
});
$('#longest').addEventListener('input', function () { $('#longest-v').textContent = this.value + ' minutes'; });
$('#save-pref').addEventListener('click', function () { window.prefs = { longest: Number($('#longest').value) }; quick('Preferences saved'); });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
customElements.define('walk-tracker', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Live walk</h2><p id="s">Finding your walker…</p><button type="button" id="call" hidden>Message Maya</button><p id="m" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#s').textContent = 'Biscuit is out with Maya Rahman: 1.8 km so far, 32 minutes in. Back by 10:15.'; $r('#call').hidden = false; }, 1200);
    $r('#call').addEventListener('click', function () { window.trackerMsg = true; $r('#m').textContent = 'Message sent to Maya'; });
  }
});
upRows(); petCards();
if (query.get('tab') === 'past') $('#t-past').click();
if (query.get('tab') === 'pets') $('#t-pets').click();
`,
);

export const petsitApp: CorpusApp = {
  name: 'petsit',
  description:
    'Pawtrail dog walking and pet sitting: a sign-in checked by the server after a delay; a sitter search with a placeholder-only name search, a service select and a Verified only box that filter a paged grid of sitter cards with Book, Message and Save in each (two identical Tom Baker listings, a saved badge, a "Showing N of M" line), a booking dialog (service select, date, time select, a walks stepper, pet checkboxes, notes; a request answered late, refused for a fully booked sitter and a service the sitter does not offer, a date in the past refused) and toasts that go after four seconds; an account page with a live walk tracker in a shadow root loaded late, tabs with a count: upcoming bookings in a table with Reschedule and Cancel in every row (cancellations answered late, refused within 24 hours) and a cancellation-policy accordion, past walks with star ratings and Submit rating in each (no rating refused), pet cards with Edit and Remove (removal refused for pets with bookings); switches, a longest-walk slider, an Account menu (deleting the account refused) and an emergency vet consent form in an iframe (a limit over £1,000 refused).',
  routes: {
    '/petsit/login': () => loginPage,
    '/petsit/sitters': () => sittersPage,
    '/petsit/account': () => accountPage,
    '/petsit/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const ok = (body.email ?? '').trim().toLowerCase() === 'robin.hale@example.com' && body.password === 'Wag-Wag-42';
      return { delayMs: 800, json: { ok } };
    },
  },
};
