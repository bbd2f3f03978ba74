/**
 * HeatRight, a boiler and gas-appliance service company's customer site: a sign-in checked by the server after a
 * delay; My home with appliance cards (the same Book a service and View history buttons on each), upcoming and past
 * visits in tabs (Reschedule and Cancel in every row, a cancellation refused within 24 hours, a confirmation dialog,
 * a reschedule dialog checked after a delay, star ratings and Download report buttons on past visits), a HomeCare plan
 * with switches, a boiler pressure reading committed on change and refused out of range, and the next engineer's card
 * in a shadow root with a slow Track engineer; and a four-step booking wizard (appliance and visit type, an engineer
 * slot picker loaded after a date is chosen, Sundays and past dates refused, a fully booked slot, contact details with
 * a phone checked on blur and a postcode lookup answered late, and a review with a Book visit button disabled until
 * the box is ticked). Today is Wednesday 10 March 2027.
 */

import { doc, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const COMMON = `
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function fmt(d) { var t = new Date(d + 'T12:00:00'); return DAYS[t.getDay()] + ' ' + t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear(); }
`;

const BAR = `<header class="bar"><span class="logo">HeatRight</span><nav aria-label="Main"><a href="/heat/home">My home</a><a href="/heat/book">Book a visit</a><a href="#help">Help</a></nav><span id="who">Priya Nair</span><a href="/heat/login" id="signout">Sign out</a></header>`;

const loginPage = doc(
  'Sign in - HeatRight',
  `<header class="bar"><span class="logo">HeatRight</span></header>
<main style="max-width:420px">
  <h1>Sign in to your account</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email address</label><input id="email" type="email" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" style="width:100%"></div>
    <label><input type="checkbox" id="remember"> Keep me signed in</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="signin">Sign in</button><a href="#forgot">Forgotten your password?</a></div>
  </form>
  <p class="note">New customer? <a href="#register">Create an account</a></p>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var em = $('#email').value.trim(), pw = $('#pw').value;
  if (!em || !pw) { $('#login-err').textContent = 'Enter your email address and password'; return; }
  var b = $('#signin'); b.disabled = true; b.textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/heat/api/login', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = r.locked ? 'Your account is locked after too many attempts. Reset your password to unlock it.' : 'The email address or password is not right'; return; }
    sessionStorage.setItem('heat-user', em); if ($('#remember').checked) sessionStorage.setItem('heat-remember', '1');
    location.href = '/heat/home';
  });
});
`,
);

// ref, date, window, job, engineer, status
const UPCOMING = [
  ['HR-2060', '2027-03-11', '12:00–16:00', 'Gas hob repair', 'Sam Ortiz', 'Confirmed'],
  ['HR-2071', '2027-03-18', '08:00–12:00', 'Boiler annual service', 'Dan Hughes', 'Confirmed'],
  ['HR-2074', '2027-03-29', '12:00–16:00', 'Gas fire safety check', 'To be assigned', 'Pending'],
];
// id, date, job, engineer, rating
const PAST = [
  ['P1', '2026-11-02', 'Gas hob service', 'Sam Ortiz', 0],
  ['P2', '2026-03-14', 'Boiler annual service', 'Dan Hughes', 4],
  ['P3', '2026-01-09', 'Boiler repair (pressure loss)', 'Dan Hughes', 5],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const short = (d: string) => `${Number(d.slice(8))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

const pastRows = PAST.map(
  (p) =>
    `<tr data-id="${p[0]}"><td class="pd"></td><td>${p[2]}</td><td>${p[3]}</td><td>${starRating(`Rate the ${short(p[1] as string)} visit`, `rate-${p[0]}`, p[4] as number)}</td><td><button type="button" class="report">Download report</button></td></tr>`,
).join('');

const homePage = doc(
  'My home - HeatRight',
  `${BAR}
<main>
  <h1 id="hello">Welcome back, Priya</h1>
  <p class="note">12 Alder Road, Harrogate HG1 4QT · Customer number 4471-0923</p>
  <section class="box" aria-labelledby="ap-h"><h2 id="ap-h" style="margin-top:0">Your appliances</h2>
    <div class="grid" id="appl">
      <article class="card" data-a="boiler"><h3 style="margin:0">Boiler</h3><p>Worcester Bosch Greenstar 30i</p><p>Last service: 14 Mar 2026 <span class="tag" style="background:#fde3c8">Service due</span></p>
        <div class="line"><a class="button main" href="/heat/book?appliance=boiler">Book a service</a><button type="button" class="hist" aria-expanded="false">View history</button></div>
        <ul class="h" hidden><li>14 Mar 2026: annual service</li><li>9 Jan 2026: repair (pressure loss)</li></ul></article>
      <article class="card" data-a="hob"><h3 style="margin:0">Gas hob</h3><p>Bosch PGH6B5B90</p><p>Last service: 2 Nov 2026</p>
        <div class="line"><a class="button main" href="/heat/book?appliance=hob">Book a service</a><button type="button" class="hist" aria-expanded="false">View history</button></div>
        <ul class="h" hidden><li>2 Nov 2026: service</li></ul></article>
      <article class="card" data-a="fire"><h3 style="margin:0">Gas fire</h3><p>Valor Dream</p><p>Last service: no visits yet</p>
        <div class="line"><a class="button main" href="/heat/book?appliance=fire">Book a service</a><button type="button" class="hist" aria-expanded="false">View history</button></div>
        <ul class="h" hidden><li>No visits yet</li></ul></article>
    </div></section>
  <p class="err" id="visit-err" role="alert"></p>
  <div role="tablist" aria-label="Visits"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="n-up">3</span>)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past visits</button></div>
  <section id="p-up" role="tabpanel" aria-labelledby="t-up">
    <table><thead><tr><th>Reference</th><th>Date</th><th>Arrival window</th><th>Visit</th><th>Engineer</th><th>Status</th><th></th></tr></thead><tbody id="up"></tbody></table>
  </section>
  <section id="p-past" role="tabpanel" aria-labelledby="t-past" hidden>
    <table><thead><tr><th>Date</th><th>Visit</th><th>Engineer</th><th>Your rating</th><th></th></tr></thead><tbody id="past">${pastRows}</tbody></table>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px">
    <section class="box" aria-labelledby="plan-h"><h2 id="plan-h" style="margin-top:0">HomeCare Plus</h2>
      <p>£14.50 a month · renews 1 Jun 2027 · covers boiler, hob and fire</p>
      <div class="line"><button type="button" role="switch" id="sw-text" aria-checked="true" aria-labelledby="sw-text-l"></button><span id="sw-text-l">Text me on the day of a visit</span></div>
      <div class="line"><button type="button" role="switch" id="sw-remind" aria-checked="false" aria-labelledby="sw-remind-l"></button><span id="sw-remind-l">Annual service reminders</span></div>
      <div class="line"><button type="button" role="switch" id="sw-paper" aria-checked="false" aria-labelledby="sw-paper-l" disabled></button><span id="sw-paper-l">Paper statements (not available on this plan)</span></div>
    </section>
    <section class="box" aria-labelledby="pr-h"><h2 id="pr-h" style="margin-top:0">Boiler pressure</h2>
      <div class="field"><label for="pressure">Today's reading (bar)</label><input id="pressure" type="number" step="0.1" style="width:90px"></div>
      <p id="pr-msg" role="status"></p><p class="note">Last reading: 1.4 bar on 3 Mar 2027</p>
    </section>
  </div>
  <engineer-card id="eng"></engineer-card>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dc-h"><h2 id="dc-h"></h2>
  <div class="field"><label for="dc-why">Why are you cancelling?</label><select id="dc-why"><option value="">Choose a reason</option><option>I fixed it myself</option><option>I can't be home</option><option>I'm moving house</option><option>Something else</option></select></div>
  <p class="err" id="dc-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep appointment</button><button type="button" class="warn" id="dc-ok">Yes, cancel it</button></div></div></div>
<div class="shade" id="dlg-move" hidden><div role="dialog" aria-modal="true" aria-labelledby="dm-h"><h2 id="dm-h"></h2>
  <div class="line"><div class="field"><label for="dm-date">New date</label><input id="dm-date" type="date"></div>
  <div class="field"><label for="dm-win">Arrival window</label><select id="dm-win"><option>08:00–12:00</option><option>12:00–16:00</option><option>16:00–18:00</option></select></div></div>
  <p class="err" id="dm-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dm-ok">Move visit</button></div></div></div>`,
  `${COMMON}
window.up = ${JSON.stringify(UPCOMING)}.map(function (a) { return { ref: a[0], date: a[1], win: a[2], job: a[3], eng: a[4], status: a[5] }; });
window.cancelled = null; window.moved = null; window.ratings = {}; window.reports = []; window.switches = {}; window.pressure = null;
var target = null;
function upRows() {
  $('#up').innerHTML = window.up.map(function (a) {
    var done = a.status === 'Cancelled';
    return '<tr data-ref="' + a.ref + '"><th scope="row">' + a.ref + '</th><td>' + fmt(a.date) + '</td><td>' + a.win + '</td><td>' + a.job + '</td><td>' + a.eng + '</td><td><span class="tag">' + a.status + '</span></td><td><div class="line"><button type="button" class="move"' + (done ? ' disabled' : '') + '>Reschedule</button><button type="button" class="cancel"' + (done ? ' disabled' : '') + '>Cancel</button></div></td></tr>';
  }).join('');
  $('#n-up').textContent = String(window.up.filter(function (a) { return a.status !== 'Cancelled'; }).length);
}
$$('#past .pd').forEach(function (td, i) { td.textContent = fmt(${JSON.stringify(PAST.map((p) => p[1]))}[i]); });
$('#appl').addEventListener('click', function (e) {
  var b = e.target.closest('.hist'); if (!b) return;
  var ul = $('.h', b.closest('article')); ul.hidden = !ul.hidden; b.setAttribute('aria-expanded', String(!ul.hidden)); b.textContent = ul.hidden ? 'View history' : 'Hide history';
});
$('#up').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var a = window.up.filter(function (x) { return x.ref === tr.dataset.ref; })[0]; target = a; $('#visit-err').textContent = '';
  if (e.target.closest('.cancel')) {
    if (a.date <= '2027-03-11') { $('#visit-err').textContent = a.ref + " is less than 24 hours away and can't be cancelled online. Call us on 0800 046 1122."; return; }
    $('#dc-h').textContent = 'Cancel visit ' + a.ref + '?'; $('#dc-why').value = ''; $('#dc-err').textContent = ''; showDialog('dlg-cancel');
  }
  if (e.target.closest('.move')) { $('#dm-h').textContent = 'Reschedule ' + a.job.toLowerCase() + ' (' + a.ref + ')'; $('#dm-date').value = ''; $('#dm-err').textContent = ''; showDialog('dlg-move'); }
});
$('#dc-ok').addEventListener('click', function () {
  if (!$('#dc-why').value) { $('#dc-err').textContent = 'Tell us why you are cancelling'; return; }
  target.status = 'Cancelled'; window.cancelled = { ref: target.ref, why: $('#dc-why').value }; hideDialog('dlg-cancel'); upRows(); toast('Visit ' + target.ref + ' cancelled');
});
$('#dm-ok').addEventListener('click', function () {
  var d = $('#dm-date').value, b = this;
  if (!d) { $('#dm-err').textContent = 'Choose a new date'; return; }
  if (d <= '2027-03-10') { $('#dm-err').textContent = 'Choose a date from tomorrow onwards'; return; }
  if (new Date(d + 'T12:00:00').getDay() === 0) { $('#dm-err').textContent = "We don't visit on Sundays"; return; }
  b.disabled = true; b.textContent = 'Checking…'; $('#dm-err').textContent = '';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Move visit';
    target.date = d; target.win = $('#dm-win').value; window.moved = { ref: target.ref, date: d, win: target.win };
    hideDialog('dlg-move'); upRows(); toast(target.ref + ' moved to ' + fmt(d) + ', ' + target.win);
  }, 800);
});
$('#past').addEventListener('rated', function (e) { var id = e.target.closest('tr').dataset.id; window.ratings[id] = e.detail; toast('Thanks, your rating was saved'); });
$('#past').addEventListener('click', function (e) { if (e.target.closest('.report')) { var id = e.target.closest('tr').dataset.id; window.reports.push(id); toast('Downloading the report for ' + fmt(${JSON.stringify(Object.fromEntries(PAST.map((p) => [p[0], p[1]])))}[id])); } });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; toast(($('#' + s.getAttribute('aria-labelledby')).textContent) + (window.switches[s.id] ? ' turned on' : ' turned off')); }); });
$('#pressure').addEventListener('change', function () {
  var v = Number(this.value);
  if (!this.value || isNaN(v) || v < 0.5 || v > 3) { $('#pr-msg').className = 'err'; $('#pr-msg').textContent = 'Enter a reading between 0.5 and 3 bar'; this.value = ''; return; }
  window.pressure = v; $('#pr-msg').className = v < 1 ? 'err' : 'good';
  $('#pr-msg').textContent = v < 1 ? 'Low pressure: top your boiler up to between 1 and 1.5 bar' : 'Reading saved: ' + v + ' bar is normal';
});
customElements.define('engineer-card', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-top:12px}button,textarea{font:inherit;padding:4px 10px}h2{margin:0 0 4px;font-size:16px}</style>' +
      '<h2>Your next engineer</h2><p><strong>Sam Ortiz</strong> · Gas Safe ID 581204<br>Arriving Thu 11 Mar 2027 between 12:00 and 16:00</p>' +
      '<button type="button" id="track">Track engineer</button> <button type="button" id="msg">Message Sam</button><p id="eta" role="status"></p>' +
      '<div id="box" hidden><textarea id="msg-text" aria-label="Message to Sam" rows="2"></textarea> <button type="button" id="send">Send</button></div><p id="sent"></p>';
    var $r = function (s) { return root.querySelector(s); };
    $r('#track').addEventListener('click', function () { $r('#eta').textContent = 'Finding Sam…'; setTimeout(function () { $r('#eta').textContent = 'Sam is about 25 minutes away'; window.tracked = true; }, 1000); });
    $r('#msg').addEventListener('click', function () { $r('#box').hidden = false; $r('#msg-text').focus(); });
    $r('#send').addEventListener('click', function () { var t = $r('#msg-text').value.trim(); if (!t) return; window.engineerMessage = t; $r('#sent').textContent = 'Message sent to Sam'; $r('#box').hidden = true; });
  }
});
upRows();
if (query.get('tab') === 'past') $('#t-past').click();
`,
);

const SLOT_ENGINEERS = [
  ['08:00–12:00', 'Dan Hughes', ''],
  ['12:00–16:00', 'Sam Ortiz', ''],
  ['16:00–18:00', 'Lena Park', 'Evening, +£25'],
  ['18:00–20:00', 'Lena Park', 'full'],
];

const bookPage = doc(
  'Book a visit - HeatRight',
  `${BAR}
<main style="max-width:860px">
  <h1>Book a visit</h1>
  <ol class="line" id="steps" aria-label="Progress" style="list-style:none;padding:0"><li data-s="1">1. Appliance</li><li data-s="2">2. Date and engineer</li><li data-s="3">3. Your details</li><li data-s="4">4. Check and book</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">What needs looking at?</h2>
    <fieldset><legend>Appliance</legend><label><input type="radio" name="appl" value="boiler"> Boiler</label> <label><input type="radio" name="appl" value="hob"> Gas hob</label> <label><input type="radio" name="appl" value="fire"> Gas fire</label></fieldset>
    <div class="field"><label for="visit">Type of visit</label><select id="visit"><option value="">Select…</option><option value="service">Annual service (£89)</option><option value="repair">Repair (£120 call-out)</option><option value="cert">Gas safety certificate (£65)</option></select></div>
    <label><input type="checkbox" id="has-code"> The appliance is showing an error code</label>
    <div class="field" id="code-f" hidden><label for="code">Error code</label><input id="code" style="width:120px"></div>
    <div class="field"><textarea id="desc" rows="3" style="width:100%" placeholder="Tell us what's happening (optional)"></textarea></div>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Choose a date and engineer</h2>
    <div class="field"><label for="date">Preferred date</label><input id="date" type="date" min="2027-03-11"></div>
    <p id="s2-status" role="status"></p><p class="err" id="s2-err" role="alert"></p>
    <div class="grid" id="slots"></div>
    <p id="picked"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2" disabled>Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Your details</h2>
    <div class="field"><label for="phone">Mobile number</label><input id="phone" type="tel" style="width:200px"><span class="err" id="phone-err" role="alert"></span></div>
    <div class="line"><input id="postcode" placeholder="Postcode" style="width:120px" aria-describedby="pc-err"><button type="button" id="find">Find address</button><span id="pc-status" role="status"></span></div>
    <p class="err" id="pc-err" role="alert"></p>
    <div class="field" id="addr-f" hidden><label for="addr">Choose your address</label><select id="addr"></select></div>
    <div class="line"><button type="button" role="switch" id="parking" aria-checked="false" aria-labelledby="parking-l"></button><span id="parking-l">Parking on site</span></div>
    <div class="field"><label for="notes">Anything the engineer should know?</label><textarea id="notes" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="next3">Continue</button></div></section>
  <section id="s4" class="box" aria-labelledby="s4-h" hidden><h2 id="s4-h" style="margin-top:0">Check and book</h2>
    <dl class="pairs" id="sum"></dl>
    <p><strong>To pay on the day: <span id="price"></span></strong></p>
    <label><input type="checkbox" id="adult"> Someone over 18 will be home for the whole arrival window</label>
    <p class="err" id="s4-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back4">Back</button><button type="button" class="main" id="book" disabled>Book visit</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0">Visit booked</h2><p id="done-text"></p><a href="/heat/home">Back to My home</a></section>
</main>`,
  `${COMMON}
var ENG = ${JSON.stringify(SLOT_ENGINEERS)};
var NAMES = { boiler: 'Boiler', hob: 'Gas hob', fire: 'Gas fire' }, VISITS = { service: ['Annual service', 89], repair: ['Repair', 120], cert: ['Gas safety certificate', 65] };
window.slot = null; window.booked = null; window.step = 1; window.address = null;
function show(n) { window.step = n; [1, 2, 3, 4].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.s) === n ? '700' : '400'; }); if (n === 4) summary(); }
function loadSlots(d) {
  $('#slots').innerHTML = ''; $('#s2-err').textContent = ''; window.slot = null; $('#picked').textContent = ''; $('#next2').disabled = true;
  if (!d) return;
  if (d <= '2027-03-10') { $('#s2-err').textContent = 'Choose a date from tomorrow onwards'; return; }
  if (new Date(d + 'T12:00:00').getDay() === 0) { $('#s2-err').textContent = 'We don\\'t do routine visits on Sundays. Pick another day.'; return; }
  $('#s2-status').textContent = 'Checking engineer availability…';
  setTimeout(function () {
    $('#s2-status').textContent = '4 arrival windows on ' + fmt(d);
    $('#slots').innerHTML = ENG.map(function (s, i) {
      var full = s[2] === 'full';
      return '<article class="card slot" data-i="' + i + '"><h3 style="margin:0">' + s[0] + '</h3><p>' + s[1] + (s[2] && !full ? ' · ' + s[2] : '') + '</p>' + (full ? '<p class="tag">Fully booked</p>' : '') + '<button type="button" class="pick"' + (full ? ' disabled' : '') + '>Choose this slot</button></article>';
    }).join('');
  }, 800);
}
$('#date').addEventListener('change', function () { loadSlots(this.value); });
$('#slots').addEventListener('click', function (e) {
  var b = e.target.closest('.pick'); if (!b || b.disabled) return;
  var s = ENG[Number(b.closest('.slot').dataset.i)];
  window.slot = { date: $('#date').value, win: s[0], eng: s[1], extra: s[2] ? 25 : 0 };
  $$('#slots .pick').forEach(function (x) { if (!x.disabled) x.textContent = 'Choose this slot'; }); b.textContent = 'Chosen';
  $('#picked').textContent = 'Selected: ' + fmt(window.slot.date) + ', ' + s[0] + ' with ' + s[1]; $('#next2').disabled = false;
});
$('#has-code').addEventListener('change', function () { $('#code-f').hidden = !this.checked; });
$('#next1').addEventListener('click', function () {
  var a = $('input[name=appl]:checked'), v = $('#visit').value, e = '';
  if (!a) e = 'Choose an appliance'; else if (!v) e = 'Choose the type of visit'; else if (v === 'cert' && a.value !== 'boiler' && a.value !== 'fire' && a.value !== 'hob') e = '';
  if (!e && $('#has-code').checked && !/^[A-Z]{1,2}\\d{1,3}$/.test($('#code').value.trim())) e = 'Enter the error code as shown on the display, like EA or F28';
  $('#s1-err').textContent = e; if (!e) show(2);
});
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () { show(3); });
$('#back3').addEventListener('click', function () { show(2); });
$('#phone').addEventListener('blur', function () { var v = this.value.replace(/\\s/g, ''); $('#phone-err').textContent = v && !/^07\\d{9}$/.test(v) ? ' Enter a mobile number like 07700 900123' : ''; });
$('#find').addEventListener('click', function () {
  var pc = $('#postcode').value.trim().toUpperCase(); $('#pc-err').textContent = ''; $('#addr-f').hidden = true;
  if (!pc) { $('#pc-err').textContent = 'Enter a postcode'; return; }
  $('#pc-status').textContent = 'Looking up…';
  fetch('/heat/api/address?postcode=' + encodeURIComponent(pc)).then(function (r) { return r.json(); }).then(function (r) {
    $('#pc-status').textContent = '';
    if (r.error) { $('#pc-err').textContent = r.error; return; }
    $('#addr').innerHTML = '<option value="">' + r.addresses.length + ' addresses found</option>' + r.addresses.map(function (x) { return '<option>' + x + '</option>'; }).join('');
    $('#addr-f').hidden = false;
  });
});
$('#addr').addEventListener('change', function () { window.address = this.value || null; });
$('#next3').addEventListener('click', function () {
  var v = $('#phone').value.replace(/\\s/g, ''), e = '';
  if (!/^07\\d{9}$/.test(v)) e = 'Enter your mobile number'; else if (!window.address) e = 'Find and choose your address';
  $('#s3-err').textContent = e; if (!e) show(4);
});
$('#back4').addEventListener('click', function () { show(3); });
function summary() {
  var a = $('input[name=appl]:checked').value, v = VISITS[$('#visit').value];
  $('#sum').innerHTML = '<dt>Appliance</dt><dd>' + NAMES[a] + '</dd><dt>Visit</dt><dd>' + v[0] + '</dd><dt>Date</dt><dd>' + fmt(window.slot.date) + '</dd><dt>Arrival window</dt><dd>' + window.slot.win + '</dd><dt>Engineer</dt><dd>' + window.slot.eng + '</dd><dt>Address</dt><dd>' + window.address + '</dd><dt>Mobile</dt><dd>' + $('#phone').value + '</dd><dt>Parking</dt><dd>' + ($('#parking').getAttribute('aria-checked') === 'true' ? 'On site' : 'None on site') + '</dd>';
  $('#price').textContent = '£' + (v[1] + window.slot.extra).toFixed(2);
}
$('#adult').addEventListener('change', function () { $('#book').disabled = !this.checked; });
$('#book').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Booking…';
  setTimeout(function () {
    window.booked = { ref: 'HR-2077', appliance: $('input[name=appl]:checked').value, visit: $('#visit').value, slot: window.slot };
    $('#s4').hidden = true; $('#done').hidden = false; $('#done-text').textContent = 'Your reference is HR-2077. ' + window.slot.eng + ' will arrive on ' + fmt(window.slot.date) + ' between ' + window.slot.win.replace('–', ' and ') + '.';
    document.title = 'Visit booked - HeatRight'; toast('Booking confirmed');
  }, 900);
});
var ap = query.get('appliance'); if (ap) { $('input[name=appl][value=' + ap + ']').checked = true; $('#visit').value = 'service'; }
var st = Number(query.get('step') || 1);
if (st >= 2) { if (!ap) { $('input[name=appl][value=boiler]').checked = true; $('#visit').value = query.get('visit') || 'service'; } }
if (st >= 3) { $('#date').value = '2027-03-17'; window.slot = { date: '2027-03-17', win: '08:00–12:00', eng: 'Dan Hughes', extra: 0 }; $('#picked').textContent = 'Selected: Wed 17 Mar 2027, 08:00–12:00 with Dan Hughes'; $('#next2').disabled = false; }
if (st >= 4) { $('#phone').value = '07700 900123'; $('#postcode').value = 'HG1 4QT'; $('#addr').innerHTML = '<option>12 Alder Road, Harrogate HG1 4QT</option>'; $('#addr-f').hidden = false; window.address = '12 Alder Road, Harrogate HG1 4QT'; }
show(st);
`,
);

const ADDRESSES: Record<string, string[]> = {
  'HG1 4QT': [
    '10 Alder Road, Harrogate HG1 4QT',
    '12 Alder Road, Harrogate HG1 4QT',
    '14 Alder Road, Harrogate HG1 4QT',
  ],
  'LS6 2AB': ['Flat 1, 3 Cardigan Road, Leeds LS6 2AB', 'Flat 2, 3 Cardigan Road, Leeds LS6 2AB'],
};

export const heatApp: CorpusApp = {
  name: 'heat',
  description:
    'HeatRight boiler and gas-appliance servicing: a sign-in checked by the server after a delay (wrong password, locked account); My home with three appliance cards each with Book a service and View history, upcoming visits with Reschedule and Cancel in every row (a cancellation refused within 24 hours, a reason required in the confirmation dialog, a reschedule checked after a delay refusing past dates and Sundays), past visits with star ratings and Download report, a HomeCare plan with switches (one disabled), a boiler pressure reading committed on change and refused out of range, the next engineer in a shadow root with a slow Track engineer and a message box; a four-step booking wizard with an engineer slot picker loaded late after a date (Sundays and past dates refused, a fully booked slot), a mobile number checked on blur, a placeholder-only postcode looked up late (EH postcodes refused), a parking switch, and a review whose Book visit button is disabled until a box is ticked.',
  routes: {
    '/heat/login': () => loginPage,
    '/heat/home': () => homePage,
    '/heat/book': () => bookPage,
    '/heat/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const email = (body.email ?? '').toLowerCase();
      if (email === 'locked@example.com') return { delayMs: 600, json: { ok: false, locked: true } };
      return { delayMs: 600, json: { ok: email === 'priya.nair@example.com' && body.password === 'Radiator-7' } };
    },
    '/heat/api/address': (req) => {
      const pc = (req.url.searchParams.get('postcode') ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
      if (pc.startsWith('EH')) return { delayMs: 700, json: { error: "Sorry, we don't cover EH postcodes yet" } };
      const found = ADDRESSES[pc];
      if (!found) return { delayMs: 700, json: { error: `We couldn't find any addresses for ${pc}` } };
      return { delayMs: 700, json: { addresses: found } };
    },
  },
};
