/**
 * Portwell Bikes, a city bike-share account: a sign-in with labelled fields checked by the server after a delay; an
 * account page with a wallet (a Top up dialog answered late, top-ups refused over the £50 wallet limit, a toast that
 * goes after four seconds), an account menu, a live ride in a shadow root loaded late (ending a ride away from a dock
 * refused), and tabs: a paged stations table with a placeholder-only search and Reserve and Favourite in every row
 * (reservations answered late, refused at a station with no bikes or when one is already held), ride history with date
 * filters (refused when the range is back to front), Receipt and Dispute in every row (disputes refused after 30 days)
 * and a star rating for the last ride, plan cards with Choose plan in each (a confirm dialog, the student plan refused),
 * FAQ accordions, and preferences with switches, an auto top-up slider and a damage report form in an iframe.
 * Today is Saturday 5 June 2027.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
function gbp(n) { return '£' + n.toFixed(2); }
`;

const loginPage = doc(
  'Sign in - Portwell Bikes',
  `<header class="bar"><span class="logo">Portwell Bikes</span><nav aria-label="Main"><a href="#how">How it works</a><a href="#prices">Prices</a></nav></header>
<main style="max-width:420px">
  <h1>Sign in</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:100%"></div>
    <div class="field"><label for="password">Password</label><input id="password" type="password" style="width:100%"></div>
    <label><input type="checkbox" id="keep"> Keep me signed in</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="signin">Sign in</button><a href="#reset">Forgot your password?</a></div>
  </form>
  <p class="note">New to Portwell Bikes? <a href="#join">Join for £1</a></p>
</main>`,
  `
window.signedIn = false;
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var m = $('#email').value.trim(), p = $('#password').value;
  if (!m) { $('#login-err').textContent = 'Enter your email address'; return; }
  if (!p) { $('#login-err').textContent = 'Enter your password'; return; }
  var b = $('#signin'); b.disabled = true; b.textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/bikes/api/login', { method: 'POST', body: JSON.stringify({ email: m, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = 'Email or password is incorrect'; return; }
    window.signedIn = true; location.href = '/bikes/home';
  });
});
`,
);

// id, name, bikes, e-bikes, free docks
const STATIONS = [
  ['s1', 'Harbour Square', 7, 2, 5],
  ['s2', 'Quayside', 0, 0, 14],
  ['s3', 'Mill Lane', 3, 1, 9],
  ['s4', 'Central Station', 12, 4, 2],
  ['s5', 'Riverside Park', 5, 0, 8],
  ['s6', 'Old Market', 2, 2, 10],
  ['s7', 'University North', 9, 3, 1],
  ['s8', 'Castle Gate', 0, 1, 11],
  ['s9', 'Hospital West', 4, 0, 6],
  ['s10', 'Canal Basin', 6, 1, 5],
  ['s11', 'Tram Depot', 1, 0, 13],
  ['s12', 'Seafront', 8, 2, 0],
];

// id, date, iso date, from, to, minutes, cost
const RIDES = [
  ['r6', '3 Jun 2027', '2027-06-03', 'Harbour Square', 'Mill Lane', 14, 1.4],
  ['r5', '1 Jun 2027', '2027-06-01', 'Central Station', 'Old Market', 22, 2.2],
  ['r4', '28 May 2027', '2027-05-28', 'Mill Lane', 'Harbour Square', 9, 0.9],
  ['r3', '20 May 2027', '2027-05-20', 'University North', 'Canal Basin', 31, 3.1],
  ['r2', '2 May 2027', '2027-05-02', 'Seafront', 'Central Station', 18, 1.8],
  ['r1', '15 Apr 2027', '2027-04-15', 'Riverside Park', 'Castle Gate', 47, 6.2],
];

const REPORT = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Report a damaged bike</h3>
<p><label for="bike">Bike number</label> <input id="bike" style="width:90px"> <label for="problem">Problem</label> <select id="problem"><option value="">Choose one</option><option>Flat tyre</option><option>Brakes</option><option>Chain</option><option>Lights</option><option>Something else</option></select></p>
<p><textarea id="details" placeholder="Tell us what happened" rows="2" style="width:90%"></textarea></p>
<button type="button" id="send">Send report</button>
<p id="out" role="status"></p>
<script>
window.report = null;
document.getElementById('send').addEventListener('click', function () {
  var b = document.getElementById('bike').value.trim(), p = document.getElementById('problem').value, o = document.getElementById('out');
  if (!/^\\d{4}$/.test(b)) { o.textContent = 'Bike numbers have 4 digits. You will find it on the back mudguard.'; return; }
  if (!p) { o.textContent = 'Choose what the problem is'; return; }
  window.report = { bike: b, problem: p, details: document.getElementById('details').value };
  o.textContent = 'Thanks. Bike ' + b + ' is now marked out of service.';
});
</script></body></html>`;

const homePage = doc(
  'Your account - Portwell Bikes',
  `<header class="bar"><span class="logo">Portwell Bikes</span><nav aria-label="Main"><a href="/bikes/home">Account</a><a href="#map">Map</a><a href="#help">Help</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Rui Costa</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-profile">Profile</button><button type="button" role="menuitem" id="mi-cards">Payment cards</button><button type="button" role="menuitem" id="mi-close">Close account</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>
<main>
  <h1>Your account</h1>
  <p class="err" id="acct-err" role="alert"></p>
  <div class="line" style="align-items:flex-start">
    <section class="box" aria-labelledby="wal-h" style="flex:1"><h2 id="wal-h" style="margin-top:0">Wallet</h2>
      <p>Balance: <strong id="balance">£8.40</strong></p>
      <p class="note">Plan: <span id="plan-now">Pay as you go</span> · 10p a minute · unlock free</p>
      <button type="button" class="main" id="topup">Top up</button>
    </section>
    <ride-timer id="ride" style="flex:1"></ride-timer>
  </div>
  <div role="tablist" aria-label="Account sections"><button type="button" role="tab" id="t-stations" aria-controls="p-stations" aria-selected="true">Stations</button><button type="button" role="tab" id="t-rides" aria-controls="p-rides" aria-selected="false">Ride history</button><button type="button" role="tab" id="t-plans" aria-controls="p-plans" aria-selected="false">Plans</button><button type="button" role="tab" id="t-prefs" aria-controls="p-prefs" aria-selected="false">Preferences</button></div>
  <div id="p-stations" role="tabpanel" aria-labelledby="t-stations">
    <div class="line"><input id="search" type="search" placeholder="Search stations" style="width:260px"><span class="note" id="showing"></span></div>
    <table aria-label="Stations"><thead><tr><th>Station</th><th>Bikes</th><th>E-bikes</th><th>Free docks</th><th></th></tr></thead><tbody id="stations"></tbody></table>
    <nav class="pager" aria-label="Station pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="st-err" role="alert"></p><p id="st-msg" role="status"></p>
  </div>
  <div id="p-rides" role="tabpanel" aria-labelledby="t-rides" hidden>
    <div class="line"><div class="field"><label for="from">From</label><input id="from" type="date"></div><div class="field"><label for="to">To</label><input id="to" type="date"></div><button type="button" id="filter">Show rides</button></div>
    <p class="err" id="rides-err" role="alert"></p>
    <table aria-label="Rides"><thead><tr><th>Date</th><th>From</th><th>To</th><th>Time</th><th>Cost</th><th></th></tr></thead><tbody id="rides"></tbody></table>
    <p id="ride-msg" role="status"></p>
    <section class="box" aria-labelledby="rate-h" style="margin-top:12px"><h2 id="rate-h" style="margin-top:0">Rate your last ride</h2>
      <p class="note">3 Jun 2027, Harbour Square to Mill Lane, bike 2291</p>
      ${starRating('Ride rating', 'stars')}
      <div class="field"><label for="comment">Comment (optional)</label><textarea id="comment" rows="2" style="width:100%"></textarea></div>
      <button type="button" id="rate">Submit rating</button><p class="err" id="rate-err" role="alert"></p>
    </section>
  </div>
  <div id="p-plans" role="tabpanel" aria-labelledby="t-plans" hidden>
    <div class="grid" id="plans">
      <article class="card" data-plan="payg" aria-label="Pay as you go"><h3 style="margin:0">Pay as you go</h3><p>£1 to join · 10p a minute</p><button type="button" disabled>Current plan</button></article>
      <article class="card" data-plan="monthly" aria-label="Monthly"><h3 style="margin:0">Monthly</h3><p>£15 a month · first 45 minutes of every ride free</p><button type="button" class="choose">Choose plan</button></article>
      <article class="card" data-plan="annual" aria-label="Annual"><h3 style="margin:0">Annual</h3><p>£120 a year · first 45 minutes of every ride free · 2 guest passes</p><button type="button" class="choose">Choose plan</button></article>
      <article class="card" data-plan="student" aria-label="Student"><h3 style="margin:0">Student</h3><p>£9 a month · first 30 minutes free</p><button type="button" class="choose">Choose plan</button></article>
    </div>
    <p class="err" id="plan-err" role="alert"></p>
    <section class="box" id="help" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Questions</h2>
      <h3 style="margin:4px 0"><button type="button" data-acc id="acc-long" aria-expanded="false" aria-controls="acc-long-p">What if I keep a bike longer than 45 minutes?</button></h3>
      <div id="acc-long-p" hidden><p>Every extra minute costs 15p, and rides over 24 hours are charged £150 as a lost bike.</p></div>
      <h3 style="margin:4px 0"><button type="button" data-acc id="acc-train" aria-expanded="false" aria-controls="acc-train-p">Can I take a bike on the train?</button></h3>
      <div id="acc-train-p" hidden><p>No. Bikes must stay inside the Portwell zone. Dock it at Central Station before you travel.</p></div>
    </section>
  </div>
  <div id="p-prefs" role="tabpanel" aria-labelledby="t-prefs" hidden>
    <section class="box" aria-labelledby="not-h"><h2 id="not-h" style="margin-top:0">Notifications</h2>
      <div class="line"><button type="button" role="switch" id="sw-receipts" aria-checked="true" aria-labelledby="sw-receipts-l"></button><span id="sw-receipts-l">Ride receipts by email</span></div>
      <div class="line"><button type="button" role="switch" id="sw-low" aria-checked="false" aria-labelledby="sw-low-l"></button><span id="sw-low-l">Low balance alerts</span></div>
      <div class="line"><button type="button" role="switch" id="sw-news" aria-checked="true" aria-labelledby="sw-news-l"></button><span id="sw-news-l">News and offers</span></div>
    </section>
    <section class="box" aria-labelledby="auto-h"><h2 id="auto-h" style="margin-top:0">Auto top-up</h2>
      <div class="field"><label for="threshold">Top up £10 when my balance falls below</label><input id="threshold" type="range" min="0" max="20" step="1" value="5"> <output id="threshold-v" for="threshold">£5</output></div>
      <button type="button" class="main" id="save-prefs">Save preferences</button>
    </section>
    <section class="box" aria-labelledby="dmg-h"><h2 id="dmg-h" style="margin-top:0">Damage</h2>${frame('Damage report', REPORT, 170)}</section>
  </div>
</main>
<div class="shade" id="dlg-topup" hidden><div role="dialog" aria-modal="true" aria-labelledby="tu-h"><h2 id="tu-h">Top up wallet</h2>
  <fieldset><legend>Amount</legend><label><input type="radio" name="amt" value="5"> £5</label> <label><input type="radio" name="amt" value="10" checked> £10</label> <label><input type="radio" name="amt" value="20"> £20</label> <label><input type="radio" name="amt" value="50"> £50</label></fieldset>
  <div class="field"><label for="paywith">Pay with</label><select id="paywith"><option>Visa ending 4242</option><option>Apple Pay</option></select></div>
  <p class="err" id="tu-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="tu-go">Pay</button></div></div></div>
<div class="shade" id="dlg-plan" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dp-h" aria-describedby="dp-p"><h2 id="dp-h"></h2><p id="dp-p"></p>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="dp-yes">Confirm</button></div></div></div>
<div class="shade" id="dlg-dispute" hidden><div role="dialog" aria-modal="true" aria-labelledby="dd-h"><h2 id="dd-h">Dispute a ride</h2><p id="dd-p"></p>
  <div class="field"><label for="why">What went wrong?</label><select id="why"><option value="">Choose a reason</option><option>The bike would not dock</option><option>I was charged twice</option><option>The bike was faulty</option></select></div>
  <p class="err" id="dd-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dd-send">Send dispute</button></div></div></div>`,
  `${QUICK}
window.balance = 8.4; window.plan = 'payg'; window.stations = ${JSON.stringify(STATIONS)}.map(function (s) { return { id: s[0], name: s[1], bikes: s[2], ebikes: s[3], docks: s[4], fav: false }; });
window.rides = ${JSON.stringify(RIDES)}.map(function (r) { return { id: r[0], date: r[1], iso: r[2], from: r[3], to: r[4], min: r[5], cost: r[6] }; });
window.page = 1; window.reserved = null; window.receipt = null; window.disputed = null; window.rating = null; window.prefsSaved = null; window.menuChoice = null; window.shown = window.rides.slice();
$('#mi-out').addEventListener('click', function () { location.href = '/bikes/login'; });
$('#mi-profile').addEventListener('click', function () { closeMenus(); window.menuChoice = 'Profile'; });
$('#mi-cards').addEventListener('click', function () { closeMenus(); window.menuChoice = 'Payment cards'; });
$('#mi-close').addEventListener('click', function () { closeMenus(); setTimeout(function () { $('#acct-err').textContent = 'You can\\'t close your account while you have a ride in progress'; }, 500); });
function list() { var s = $('#search').value.trim().toLowerCase(); return window.stations.filter(function (x) { return !s || x.name.toLowerCase().indexOf(s) >= 0; }); }
function stationRows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.page > pages) window.page = pages;
  $('#stations').innerHTML = all.slice((window.page - 1) * 5, window.page * 5).map(function (s) {
    return '<tr data-id="' + s.id + '"><th scope="row">' + s.name + '</th><td>' + s.bikes + '</td><td>' + s.ebikes + '</td><td>' + s.docks + '</td><td><div class="line"><button type="button" class="reserve">Reserve</button><button type="button" class="fav" aria-pressed="' + s.fav + '">' + (s.fav ? '★ Favourite' : '☆ Favourite') + '</button></div></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#showing').textContent = all.length + ' stations';
}
$('#search').addEventListener('input', function () { window.page = 1; stationRows(); });
$('#prev').addEventListener('click', function () { window.page -= 1; stationRows(); });
$('#next').addEventListener('click', function () { window.page += 1; stationRows(); });
$('#stations').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var s = window.stations.filter(function (x) { return x.id === tr.dataset.id; })[0];
  if (e.target.closest('.fav')) { s.fav = !s.fav; stationRows(); quick(s.fav ? s.name + ' added to favourites' : s.name + ' removed from favourites'); }
  if (e.target.closest('.reserve')) {
    $('#st-err').textContent = ''; $('#st-msg').textContent = 'Reserving…';
    fetch('/bikes/api/reserve?station=' + s.id + '&held=' + (window.reserved ? window.reserved.id : '')).then(function (r) { return r.json(); }).then(function (r) {
      $('#st-msg').textContent = '';
      if (!r.ok) { $('#st-err').textContent = r.message; return; }
      window.reserved = s; s.bikes = Math.max(0, s.bikes - 1); stationRows(); $('#st-msg').textContent = 'Bike reserved at ' + s.name + ' for 15 minutes';
    });
  }
});
function rideRows() {
  $('#rides').innerHTML = window.shown.map(function (r) {
    return '<tr data-id="' + r.id + '"><th scope="row">' + r.date + '</th><td>' + r.from + '</td><td>' + r.to + '</td><td>' + r.min + ' min</td><td>' + gbp(r.cost) + '</td><td><div class="line"><button type="button" class="receipt">Receipt</button><button type="button" class="dispute">Dispute</button></div></td></tr>';
  }).join('') || '<tr><td colspan="6">No rides in these dates</td></tr>';
}
$('#filter').addEventListener('click', function () {
  var f = $('#from').value, t = $('#to').value; $('#rides-err').textContent = '';
  if (f && t && f > t) { $('#rides-err').textContent = 'The From date must be before the To date'; return; }
  window.shown = window.rides.filter(function (r) { return (!f || r.iso >= f) && (!t || r.iso <= t); }); rideRows();
});
var disputing = null;
$('#rides').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-id]'); if (!tr) return; var r = window.rides.filter(function (x) { return x.id === tr.dataset.id; })[0];
  if (e.target.closest('.receipt')) { window.receipt = r.id; $('#ride-msg').textContent = 'Receipt for the ride on ' + r.date + ' sent to rui.costa@example.com'; }
  if (e.target.closest('.dispute')) {
    if (r.iso < '2027-05-06') { setTimeout(function () { $('#ride-msg').textContent = 'Rides more than 30 days old can\\'t be disputed. Call us on 0300 555 0192.'; }, 500); return; }
    disputing = r; $('#dd-p').textContent = r.date + ', ' + r.from + ' to ' + r.to + ', ' + gbp(r.cost); $('#why').value = ''; $('#dd-err').textContent = ''; showDialog('dlg-dispute');
  }
});
$('#dd-send').addEventListener('click', function () {
  if (!$('#why').value) { $('#dd-err').textContent = 'Choose what went wrong'; return; }
  window.disputed = { id: disputing.id, why: $('#why').value }; hideDialog('dlg-dispute'); quick('Dispute sent. We will reply within 5 working days.');
});
$('#rate').addEventListener('click', function () {
  var n = Number($('#stars').dataset.value);
  if (!n) { $('#rate-err').textContent = 'Choose a star rating first'; return; }
  $('#rate-err').textContent = ''; window.rating = { stars: n, comment: $('#comment').value }; quick('Thanks for rating your ride');
});
var PLANS = { monthly: ['Monthly', '£15 a month'], annual: ['Annual', '£120 a year'] }, choosing = null;
$('#plans').addEventListener('click', function (e) {
  var c = e.target.closest('.choose'); if (!c) return; var p = c.closest('[data-plan]').dataset.plan; $('#plan-err').textContent = '';
  if (p === 'student') { setTimeout(function () { $('#plan-err').textContent = 'Student plans need a verified student email. Add one in your profile first.'; }, 500); return; }
  choosing = p; $('#dp-h').textContent = 'Switch to ' + PLANS[p][0] + '?'; $('#dp-p').textContent = 'You will pay ' + PLANS[p][1] + ' from today, 5 June 2027. Your wallet balance stays yours.'; showDialog('dlg-plan');
});
$('#dp-yes').addEventListener('click', function () {
  window.plan = choosing; hideDialog('dlg-plan'); $('#plan-now').textContent = PLANS[choosing][0];
  $$('#plans [data-plan]').forEach(function (a) { var b = $('button', a); if (a.dataset.plan === choosing) { b.disabled = true; b.textContent = 'Current plan'; b.className = ''; } else if (a.dataset.plan !== 'payg' || true) { if (b.textContent === 'Current plan') { b.disabled = false; b.textContent = 'Choose plan'; b.className = 'choose'; } } });
  quick("You're now on the " + PLANS[choosing][0] + ' plan');
});
$('#topup').addEventListener('click', function () { $('#tu-err').textContent = ''; showDialog('dlg-topup'); });
$('#tu-go').addEventListener('click', function () {
  var a = Number($('input[name=amt]:checked').value), b = this; b.disabled = true; b.textContent = 'Paying…'; $('#tu-err').textContent = '';
  fetch('/bikes/api/topup?amount=' + a + '&balance=' + window.balance).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Pay';
    if (!r.ok) { $('#tu-err').textContent = r.message; return; }
    window.balance = Math.round((window.balance + a) * 100) / 100; $('#balance').textContent = gbp(window.balance); hideDialog('dlg-topup'); quick(gbp(a) + ' added to your wallet');
  });
});
$('#threshold').addEventListener('input', function () { $('#threshold-v').textContent = '£' + this.value; });
$('#save-prefs').addEventListener('click', function () {
  window.prefsSaved = { threshold: Number($('#threshold').value), receipts: $('#sw-receipts').getAttribute('aria-checked') === 'true', low: $('#sw-low').getAttribute('aria-checked') === 'true', news: $('#sw-news').getAttribute('aria-checked') === 'true' };
  quick('Preferences saved');
});
customElements.define('ride-timer', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Ride in progress</h2><p id="r">Loading your ride…</p><button type="button" id="end" hidden>End ride</button> <button type="button" id="lock" hidden>Lock for a stop</button><p id="m" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#r').textContent = 'Bike 3318 · unlocked at Harbour Square · 12 min so far · £1.20'; $r('#end').hidden = false; $r('#lock').hidden = false; }, 1200);
    $r('#end').addEventListener('click', function () { setTimeout(function () { $r('#m').textContent = 'Dock the bike at a station to end your ride. The nearest is Mill Lane, 200 m away.'; }, 400); });
    $r('#lock').addEventListener('click', function () { window.rideLocked = true; $r('#m').textContent = 'Bike 3318 locked. Up to 10 minutes of stops are free.'; $r('#lock').textContent = 'Unlock'; });
  }
});
stationRows(); rideRows();
if (query.get('page')) { window.page = Number(query.get('page')); stationRows(); }
var tab = query.get('tab'); if (tab) { $('#t-' + tab).click(); }
`,
);

export const bikesApp: CorpusApp = {
  name: 'bikes',
  description:
    'Portwell Bikes, a city bike-share account: a sign-in with labelled Email and Password fields checked by the server after a delay (a disabled Signing in… button); an account page with a wallet balance and a Top up dialog (amount radios in a fieldset, a Pay with select, a payment answered late, top-ups over the £50 wallet limit refused, a toast that goes after four seconds), an account menu (Close account refused late), a live ride in a shadow root loaded late (End ride refused away from a dock, Lock for a stop); tabs: a paged stations table (5 a page) with a placeholder-only search and Reserve and Favourite in every row (reservations answered late, refused at a station with no bikes or while one is held), ride history with From and To date inputs (a back-to-front range refused), Receipt and Dispute in every row (a dispute dialog, disputes refused after 30 days), a star rating with Submit rating refused without stars; plan cards with Choose plan in each (a confirm alertdialog, the Student plan refused late), FAQ accordions; preferences with three switches, an auto top-up slider and a damage report form in an iframe (bike numbers refused unless 4 digits).',
  routes: {
    '/bikes/login': () => loginPage,
    '/bikes/home': () => homePage,
    '/bikes/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      return {
        delayMs: 1000,
        json: { ok: (body.email ?? '').toLowerCase() === 'rui.costa@example.com' && body.password === 'Pedal-42' },
      };
    },
    '/bikes/api/reserve': (req) => {
      const id = req.url.searchParams.get('station') ?? '';
      const held = req.url.searchParams.get('held') ?? '';
      const names: Record<string, string> = { s1: 'Harbour Square', s3: 'Mill Lane', s4: 'Central Station' };
      if (held) {
        return {
          delayMs: 800,
          json: { ok: false, message: `You already have a bike reserved at ${names[held] ?? 'another station'}` },
        };
      }
      if (id === 's2') {
        return {
          delayMs: 800,
          json: { ok: false, message: 'No bikes available at Quayside. Try Mill Lane, 400 m away.' },
        };
      }
      return { delayMs: 800, json: { ok: true } };
    },
    '/bikes/api/topup': (req) => {
      const amount = Number(req.url.searchParams.get('amount') ?? '0');
      const balance = Number(req.url.searchParams.get('balance') ?? '0');
      if (amount + balance > 50) {
        return {
          delayMs: 700,
          json: { ok: false, message: "Your wallet can't hold more than £50.00. You can add up to £41.60." },
        };
      }
      return { delayMs: 700, json: { ok: true } };
    },
  },
};
