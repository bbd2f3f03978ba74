/**
 * Pulse & Pine, a fitness-class studio's members' site: a sign-in checked by the server after a delay; a timetable
 * with day tabs, a type filter, a "Hide full classes" box and a search answered shortly after typing, class cards with
 * the same Book and Details buttons in each (bookings answered late, refused when bookings have closed or a reformer
 * class needs an intro session, refused once credits run out; a waitlist for full classes; two identical Open Gym
 * cards), a details dialog and a toast that goes after four seconds; My bookings with a paged table (Cancel refused
 * within 12 hours, a confirmation dialog answered late), past classes with star ratings and Book again, switches, a
 * weekly goal slider, a pause form with a date refused without 7 days' notice, house rules in accordions, a coach
 * chat in a shadow root and a health questionnaire in an iframe; and a three-step Join wizard (plan, start date,
 * details with an emergency contact fieldset and an age check, a promo code checked late by the server, a Pay and
 * join button disabled until the terms are ticked). Today is Thursday 16 September 2027, 10:45.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
window.menuChoice = null;
$$('#acct-menu button[role=menuitem]').forEach(function (m) { m.addEventListener('click', function () { window.menuChoice = m.textContent; closeMenus(); $('#menu-note').textContent = m.textContent + ' opens in the app'; }); });
`;

const BAR = `<header class="bar"><span class="logo">Pulse &amp; Pine</span><nav aria-label="Main"><a href="/studio/classes">Timetable</a><a href="/studio/bookings">My bookings</a><a href="/studio/join">Join</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Maya Fern</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-profile">Profile</button><button type="button" role="menuitem" id="mi-pay">Payment details</button><a role="menuitem" href="/studio/login" id="mi-out">Sign out</a></div></header><p id="menu-note" class="note" style="margin:4px 22px"></p>`;

const loginPage = doc(
  'Sign in | Pulse & Pine',
  `<header class="bar"><span class="logo">Pulse &amp; Pine</span></header>
<main style="max-width:400px">
  <h1>Members' sign in</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" placeholder="you@example.com" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:100%"></div>
    <label><input type="checkbox" id="device"> Remember this device</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="#reset">Reset password</a></div>
  </form>
  <p class="note">Not a member yet? <a href="/studio/join">Join the studio</a></p>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var em = $('#email').value.trim(), pw = $('#pw').value;
  if (!em || !pw) { $('#login-err').textContent = 'Enter your email and password'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/studio/api/login', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = r.frozen ? 'This membership is frozen. Contact the front desk.' : "That email and password don't match our records"; return; }
    sessionStorage.setItem('studio-user', em); if ($('#device').checked) sessionStorage.setItem('studio-device', '1');
    location.href = '/studio/classes';
  });
});
`,
);

// id, day, time, title, instructor, room, type, spaces (-1: booked already), state
const CLASSES = [
  ['c1', 'thu', '07:00', 'Spin 45', 'Ravi Shah', 'Studio 2', 'Spin', 5, 'closed'],
  ['c2', 'thu', '11:00', 'Vinyasa Flow', 'Elena Ruiz', 'Studio 1', 'Yoga', 6, ''],
  ['c3', 'thu', '12:15', 'HIIT Express', 'Tom Baker', 'Studio 3', 'HIIT', 0, ''],
  ['c4', 'thu', '18:30', 'Reformer Pilates', 'Amy Cho', 'Reformer room', 'Pilates & Barre', 2, ''],
  ['c5', 'thu', '19:00', 'Spin 45', 'Ravi Shah', 'Studio 2', 'Spin', 9, ''],
  ['c6', 'thu', '20:15', 'Yin Yoga', 'Elena Ruiz', 'Studio 1', 'Yoga', 11, 'booked'],
  ['f1', 'fri', '06:45', 'Bootcamp', 'Tom Baker', 'Park gate', 'HIIT', 8, ''],
  ['f2', 'fri', '12:15', 'Vinyasa Flow', 'Jo Price', 'Studio 1', 'Yoga', 1, ''],
  ['f3', 'fri', '17:30', 'Barre', 'Amy Cho', 'Studio 3', 'Pilates & Barre', 5, ''],
  ['f4', 'fri', '18:30', 'HIIT Express', 'Tom Baker', 'Studio 3', 'HIIT', 3, 'booked'],
  ['s1', 'sat', '10:00', 'Open Gym', 'Staffed by the duty coach', 'Gym floor', 'Gym', 20, ''],
  ['s2', 'sat', '10:00', 'Open Gym', 'Staffed by the duty coach', 'Gym floor', 'Gym', 20, ''],
  ['s3', 'sat', '10:30', 'Power Yoga', 'Elena Ruiz', 'Studio 1', 'Yoga', 7, 'booked'],
  ['s4', 'sat', '11:45', 'Spin 45', 'Ravi Shah', 'Studio 2', 'Spin', 0, ''],
];

const classesPage = doc(
  'Timetable | Pulse & Pine',
  `${BAR}
<main>
  <h1>Class timetable</h1>
  <p class="line"><span>Credits left: <strong id="credits">2</strong></span><span class="note">Bookings close 30 minutes before a class starts.</span></p>
  <div role="tablist" aria-label="Day"><button type="button" role="tab" id="t-thu" aria-controls="p-day" aria-selected="true" data-day="thu">Thu 16 Sep</button><button type="button" role="tab" id="t-fri" aria-controls="p-day" aria-selected="false" data-day="fri">Fri 17 Sep</button><button type="button" role="tab" id="t-sat" aria-controls="p-day" aria-selected="false" data-day="sat">Sat 18 Sep</button></div>
  <form class="line" id="filters" role="search" onsubmit="return false">
    <input id="q" type="search" placeholder="Search by class or instructor" aria-label="Search classes" style="width:260px">
    <label for="type">Class type</label><select id="type"><option value="">All types</option><option>Yoga</option><option>Spin</option><option>HIIT</option><option>Pilates &amp; Barre</option><option>Gym</option></select>
    <label><input type="checkbox" id="hide-full"> Hide full classes</label>
  </form>
  <p id="shown" role="status"></p>
  <p class="err" id="book-err" role="alert"></p>
  <section id="p-day" role="tabpanel"><div class="grid" id="cards"></div></section>
</main>
<div class="shade" id="dlg-info" hidden><div role="dialog" aria-modal="true" aria-labelledby="di-h"><h2 id="di-h"></h2>
  <dl class="pairs"><dt>When</dt><dd id="di-when"></dd><dt>Instructor</dt><dd id="di-who"></dd><dt>Level</dt><dd id="di-level"></dd><dt>Bring</dt><dd id="di-bring"></dd></dl>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="di-book">Book this class</button></div></div></div>`,
  `${QUICK}
var LEVEL = { Yoga: ['All levels', 'A mat is provided; bring a towel'], Spin: ['Intermediate', 'Cycling shoes (SPD) or trainers, water'], HIIT: ['Advanced', 'Trainers and water'], 'Pilates & Barre': ['Beginner friendly', 'Grip socks'], Gym: ['All levels', 'A towel'] };
var DAYNAME = { thu: 'Thu 16 Sep', fri: 'Fri 17 Sep', sat: 'Sat 18 Sep' };
var FULLDAY = { thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };
window.classes = ${JSON.stringify(CLASSES)}.map(function (c) { return { id: c[0], day: c[1], time: c[2], title: c[3], who: c[4], room: c[5], type: c[6], spaces: c[7], state: c[8], waitlist: 0 }; });
window.credits = 2; window.bookedIds = []; window.waitlisted = []; window.day = query.get('day') || 'thu'; window.infoFor = null;
function byId(id) { return window.classes.filter(function (c) { return c.id === id; })[0]; }
function button(c) {
  if (c.state === 'booked') return '<span class="tag good">Booked ✓</span>';
  if (c.state === 'closed') return '<button type="button" class="book" disabled>Book</button>';
  if (c.state === 'waiting') return '<button type="button" class="leave">Leave waitlist</button>';
  if (c.spaces === 0) return '<button type="button" class="wait">Join waitlist</button>';
  return '<button type="button" class="book main">Book</button>';
}
function render() {
  var q = $('#q').value.trim().toLowerCase(), t = $('#type').value, hide = $('#hide-full').checked;
  var list = window.classes.filter(function (c) {
    return c.day === window.day && (!t || c.type === t) && (!hide || c.spaces > 0 || c.state === 'booked') && (!q || (c.title + ' ' + c.who).toLowerCase().indexOf(q) >= 0);
  });
  $('#cards').innerHTML = list.map(function (c) {
    var sp = c.state === 'booked' ? 'You are booked in' : c.state === 'closed' ? 'Bookings closed' : c.spaces === 0 ? 'Full · ' + (c.waitlist || 2) + ' on the waitlist' : c.spaces + (c.spaces === 1 ? ' space left' : ' spaces left');
    return '<article class="card cls" data-id="' + c.id + '"><h3 style="margin:0">' + c.title + '</h3><p>' + c.time + ' · ' + c.room + '<br>' + c.who + '</p><p class="sp">' + sp + '</p><div class="line">' + button(c) + '<button type="button" class="info">Details</button></div></article>';
  }).join('');
  $('#shown').textContent = list.length ? list.length + (list.length === 1 ? ' class' : ' classes') + ' on ' + FULLDAY[window.day] : 'No classes match your filters';
}
function book(c, btn) {
  $('#book-err').textContent = '';
  if (c.time <= '11:15' && c.day === 'thu') { $('#book-err').textContent = 'Bookings for ' + c.title + ' at ' + c.time + ' have closed'; return; }
  if (window.credits < 1) { $('#book-err').textContent = "You've no class credits left. Buy a pack to keep booking."; return; }
  if (btn) { btn.disabled = true; btn.textContent = 'Booking…'; }
  fetch('/studio/api/book?id=' + c.id).then(function (r) { return r.json(); }).then(function (r) {
    if (!r.ok) { $('#book-err').textContent = r.error; render(); return; }
    c.state = 'booked'; c.spaces -= 1; window.credits -= 1; window.bookedIds.push(c.id); $('#credits').textContent = String(window.credits);
    render(); quick("You're booked into " + c.title + ' at ' + c.time + ', ' + DAYNAME[c.day]);
  });
}
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('.cls'); if (!card) return; var c = byId(card.dataset.id);
  if (e.target.closest('.book')) book(c, e.target.closest('.book'));
  if (e.target.closest('.wait')) { c.state = 'waiting'; c.waitlist = 3; window.waitlisted.push(c.id); render(); quick("You're number 3 on the waitlist for " + c.title); }
  if (e.target.closest('.leave')) { c.state = ''; c.waitlist = 2; window.waitlisted = window.waitlisted.filter(function (x) { return x !== c.id; }); render(); quick('You left the waitlist'); }
  if (e.target.closest('.info')) {
    window.infoFor = c.id; $('#di-h').textContent = c.title; $('#di-when').textContent = DAYNAME[c.day] + ', ' + c.time + ' (' + (c.type === 'Spin' ? 45 : 60) + ' minutes)';
    $('#di-who').textContent = c.who; $('#di-level').textContent = LEVEL[c.type][0]; $('#di-bring').textContent = LEVEL[c.type][1];
    $('#di-book').disabled = c.state === 'booked' || c.state === 'closed' || c.spaces === 0; showDialog('dlg-info');
  }
});
$('#di-book').addEventListener('click', function () { hideDialog('dlg-info'); book(byId(window.infoFor), null); });
$$('[role=tab]').forEach(function (t) { t.addEventListener('click', function () { window.day = t.dataset.day; $('#book-err').textContent = ''; render(); }); });
document.addEventListener('click', function (e) { if (e.target.closest('[role=tab]')) $('#p-day').hidden = false; });
var timer = null;
$('#q').addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(render, 400); });
$('#type').addEventListener('change', render);
$('#hide-full').addEventListener('change', render);
if (window.day !== 'thu') $('#t-' + window.day).click(); else render();
`,
);

// ref, date label, time, class, instructor, hours away
const UPCOMING = [
  ['B-3101', 'Thu 16 Sep 2027', '20:15', 'Yin Yoga', 'Elena Ruiz', 9],
  ['B-3102', 'Fri 17 Sep 2027', '18:30', 'HIIT Express', 'Tom Baker', 31],
  ['B-3107', 'Sat 18 Sep 2027', '10:30', 'Power Yoga', 'Elena Ruiz', 47],
  ['B-3110', 'Mon 20 Sep 2027', '07:00', 'Spin 45', 'Ravi Shah', 92],
  ['B-3114', 'Tue 21 Sep 2027', '12:15', 'Vinyasa Flow', 'Jo Price', 121],
  ['B-3118', 'Thu 23 Sep 2027', '18:30', 'Barre', 'Amy Cho', 175],
  ['B-3121', 'Sat 25 Sep 2027', '09:00', 'Bootcamp', 'Tom Baker', 214],
];
// id, date, class, instructor, rating
const PAST = [
  ['p1', 'Tue 14 Sep 2027', 'Spin 45', 'Ravi Shah', 0],
  ['p2', 'Sat 11 Sep 2027', 'Power Yoga', 'Elena Ruiz', 5],
  ['p3', 'Thu 9 Sep 2027', 'HIIT Express', 'Tom Baker', 3],
  ['p4', 'Mon 6 Sep 2027', 'Barre', 'Amy Cho', 0],
];

const QUESTIONNAIRE = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Health questionnaire</h3>
<label><input type="checkbox" id="hq-heart"> I have a heart condition</label><br>
<label><input type="checkbox" id="hq-preg"> I am pregnant or gave birth in the last 6 weeks</label><br>
<label><input type="checkbox" id="hq-injury"> I have an injury a coach should know about</label><br>
<label><input type="checkbox" id="hq-none"> None of these apply to me</label>
<p><button type="button" id="hq-save">Save answers</button> <span id="hq-msg" role="status"></span></p>
<script>
document.getElementById('hq-save').addEventListener('click', function () {
  var any = ['hq-heart', 'hq-preg', 'hq-injury'].some(function (id) { return document.getElementById(id).checked; });
  var none = document.getElementById('hq-none').checked;
  var m = document.getElementById('hq-msg');
  if (any && none) { m.textContent = 'Untick None of these apply if something does'; return; }
  if (!any && !none) { m.textContent = 'Tick at least one box'; return; }
  window.saved = { heart: document.getElementById('hq-heart').checked, preg: document.getElementById('hq-preg').checked, injury: document.getElementById('hq-injury').checked, none: none };
  m.textContent = 'Answers saved on 16 Sep 2027';
});
</script></body></html>`;

const pastRows = PAST.map(
  (p) =>
    `<tr data-id="${p[0]}"><td>${p[1]}</td><td>${p[2]}</td><td>${p[3]}</td><td>${starRating(`Rate ${p[2]} on ${p[1]}`, `rate-${p[0]}`, p[4] as number)}</td><td><button type="button" class="again">Book again</button></td></tr>`,
).join('');

const bookingsPage = doc(
  'My bookings | Pulse & Pine',
  `${BAR}
<main>
  <h1>My bookings</h1>
  <p class="note">Membership: Flex 8 · 2 credits left this month · renews 1 Oct 2027</p>
  <p class="err" id="row-err" role="alert"></p>
  <div role="tablist" aria-label="Bookings"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="n-up">7</span>)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past classes</button></div>
  <section id="p-up" role="tabpanel" aria-labelledby="t-up">
    <table><thead><tr><th>Booking</th><th>Date</th><th>Time</th><th>Class</th><th>Instructor</th><th></th></tr></thead><tbody id="up"></tbody></table>
    <nav class="pager" aria-label="Pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
  </section>
  <section id="p-past" role="tabpanel" aria-labelledby="t-past" hidden>
    <table><thead><tr><th>Date</th><th>Class</th><th>Instructor</th><th>Your rating</th><th></th></tr></thead><tbody id="past">${pastRows}</tbody></table>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px">
    <section class="box" aria-labelledby="pref-h"><h2 id="pref-h" style="margin-top:0">Preferences</h2>
      <div class="line"><button type="button" role="switch" id="sw-sms" aria-checked="true" aria-labelledby="sw-sms-l"></button><span id="sw-sms-l">Text me a reminder 2 hours before class</span></div>
      <div class="line"><button type="button" role="switch" id="sw-board" aria-checked="false" aria-labelledby="sw-board-l"></button><span id="sw-board-l">Show me on the studio leaderboard</span></div>
      <div class="line"><button type="button" role="switch" id="sw-guest" aria-checked="false" aria-labelledby="sw-guest-l" disabled></button><span id="sw-guest-l">Bring a guest (Unlimited members only)</span></div>
      <div class="field"><label for="goal">Weekly class goal</label><input id="goal" type="range" min="1" max="7" value="3"> <output id="goal-v" for="goal">3 classes a week</output></div>
    </section>
    <section class="box" aria-labelledby="pause-h"><h2 id="pause-h" style="margin-top:0">Pause membership</h2>
      <fieldset><legend>Pause</legend>
        <div class="field"><label for="pause-from">Pause from</label><input id="pause-from" type="date"></div>
        <div class="field"><label for="pause-for">For</label><select id="pause-for"><option value="">Choose…</option><option>1 week</option><option>2 weeks</option><option>1 month</option></select></div>
      </fieldset>
      <p class="err" id="pause-err" role="alert"></p><p id="pause-state" class="good"></p>
      <button type="button" id="pause">Pause membership</button>
    </section>
  </div>
  <section class="box" aria-labelledby="rules-h" style="margin-top:12px"><h2 id="rules-h" style="margin-top:0">House rules</h2>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-cancel" aria-expanded="false" aria-controls="acc-cancel-p">Cancellations</button></h3>
    <div id="acc-cancel-p" hidden><p>Cancel at least 12 hours before a class to get your credit back. Late cancellations and no-shows lose the credit.</p></div>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-late" aria-expanded="false" aria-controls="acc-late-p">Arriving late</button></h3>
    <div id="acc-late-p" hidden><p>Doors close 5 minutes after the start. Spin bikes are released to the waitlist at the start time.</p></div>
  </section>
  <section class="box" aria-labelledby="hq-h"><h2 id="hq-h" style="margin-top:0">Before your first class</h2>${frame('Health questionnaire', QUESTIONNAIRE, 210)}</section>
  <coach-chat id="chat"></coach-chat>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dc-h"><h2 id="dc-h"></h2>
  <p>Your credit will be returned to your account.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="dc-ok">Cancel booking</button></div></div></div>`,
  `${QUICK}
window.up = ${JSON.stringify(UPCOMING)}.map(function (a) { return { ref: a[0], date: a[1], time: a[2], title: a[3], who: a[4], hours: a[5] }; });
window.cancelled = []; window.ratings = {}; window.again = []; window.switches = {}; window.goal = 3; window.paused = null; window.page = 1;
var target = null;
function rows() {
  var pages = Math.ceil(window.up.length / 5) || 1; if (window.page > pages) window.page = pages;
  var list = window.up.slice((window.page - 1) * 5, window.page * 5);
  $('#up').innerHTML = list.map(function (a) {
    return '<tr data-ref="' + a.ref + '"><th scope="row">' + a.ref + '</th><td>' + a.date + '</td><td>' + a.time + '</td><td>' + a.title + '</td><td>' + a.who + '</td><td><div class="line"><button type="button" class="cal">Add to calendar</button><button type="button" class="cancel">Cancel</button></div></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#n-up').textContent = String(window.up.length);
}
$('#prev').addEventListener('click', function () { window.page -= 1; rows(); });
$('#next').addEventListener('click', function () { window.page += 1; rows(); });
$('#up').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; $('#row-err').textContent = '';
  var a = window.up.filter(function (x) { return x.ref === tr.dataset.ref; })[0]; target = a;
  if (e.target.closest('.cal')) { window.calendar = a.ref; quick(a.title + ' added to your calendar'); }
  if (e.target.closest('.cancel')) {
    if (a.hours < 12) { $('#row-err').textContent = a.title + ' starts in less than 12 hours, so it can no longer be cancelled online.'; return; }
    $('#dc-h').textContent = 'Cancel ' + a.title + ' on ' + a.date + '?'; showDialog('dlg-cancel');
  }
});
$('#dc-ok').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Cancelling…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Cancel booking';
    window.up = window.up.filter(function (x) { return x !== target; }); window.cancelled.push(target.ref);
    hideDialog('dlg-cancel'); rows(); quick(target.title + ' cancelled. 1 credit returned.');
  }, 700);
});
$('#past').addEventListener('rated', function (e) { window.ratings[e.target.closest('tr').dataset.id] = e.detail; quick('Thanks for rating the class'); });
$('#past').addEventListener('click', function (e) { if (e.target.closest('.again')) { var id = e.target.closest('tr').dataset.id; window.again.push(id); location.href = '/studio/classes?again=' + id; } });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
$('#goal').addEventListener('input', function () { window.goal = Number(this.value); $('#goal-v').textContent = this.value + (this.value === '1' ? ' class a week' : ' classes a week'); });
$('#pause').addEventListener('click', function () {
  var d = $('#pause-from').value, f = $('#pause-for').value, e = '';
  if (!d) e = 'Choose the date to pause from'; else if (d < '2027-09-23') e = "Give us 7 days' notice: the earliest pause date is 23 Sep 2027"; else if (!f) e = 'Choose how long to pause for';
  $('#pause-err').textContent = e; if (e) return;
  window.paused = { from: d, length: f }; $('#pause-state').textContent = 'Your membership will be paused from ' + d.split('-').reverse().join('/') + ' for ' + f; quick('Pause booked');
});
customElements.define('coach-chat', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-top:12px}button,textarea{font:inherit;padding:4px 10px}h2{margin:0 0 4px;font-size:16px}</style>' +
      '<h2>Ask a coach</h2><p>Coaches reply within a few minutes during studio hours.</p>' +
      '<label for="ask">Your question</label><br><textarea id="ask" rows="2" cols="40" placeholder="e.g. Which class suits a beginner?"></textarea><br><button type="button" id="send">Send question</button><p id="reply" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    $r('#send').addEventListener('click', function () {
      var t = $r('#ask').value.trim(); if (!t) { $r('#reply').textContent = 'Type a question first'; return; }
      window.question = t; $r('#reply').textContent = 'Sending…';
      setTimeout(function () { $r('#reply').textContent = 'Coach Amy replied: Try Vinyasa Flow or Barre to start with.'; window.replied = true; }, 1200);
    });
  }
});
rows();
if (query.get('tab') === 'past') $('#t-past').click();
`,
);

const joinPage = doc(
  'Join | Pulse & Pine',
  `<header class="bar"><span class="logo">Pulse &amp; Pine</span></header>
<main style="max-width:760px">
  <h1>Join the studio</h1>
  <ol class="line" id="steps" aria-label="Progress" style="list-style:none;padding:0"><li data-s="1">1. Plan</li><li data-s="2">2. About you</li><li data-s="3">3. Payment</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Choose your plan</h2>
    <fieldset><legend>Plan</legend>
      <label><input type="radio" name="plan" value="drop"> Drop-in: £14 a class</label><br>
      <label><input type="radio" name="plan" value="flex"> Flex 8: £72 a month for 8 classes</label><br>
      <label><input type="radio" name="plan" value="unl"> Unlimited: £109 a month</label></fieldset>
    <div class="field"><label for="start">Start date</label><input id="start" type="date" min="2027-09-16"></div>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">About you</h2>
    <div class="line"><div class="field"><label for="first">First name</label><input id="first"></div><div class="field"><label for="last">Last name</label><input id="last"></div></div>
    <div class="field"><label for="j-email">Email</label><input id="j-email" type="email" style="width:280px"></div>
    <div class="field"><label for="dob">Date of birth</label><input id="dob" type="date"></div>
    <fieldset><legend>Emergency contact</legend>
      <div class="line"><div class="field"><label for="ec-name">Name</label><input id="ec-name"></div><div class="field"><label for="ec-phone">Phone</label><input id="ec-phone" type="tel" placeholder="07…"></div></div></fieldset>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Payment</h2>
    <dl class="pairs" id="sum"></dl>
    <div class="line"><input id="promo" placeholder="Promo code" style="width:160px"><button type="button" id="apply">Apply</button><span id="promo-msg" role="status"></span></div>
    <p><strong>First payment: <span id="total"></span></strong></p>
    <label><input type="checkbox" id="terms"> I agree to the membership terms</label>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="pay" disabled>Pay and join</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0" id="done-h"></h2><p id="done-text"></p></section>
</main>`,
  `
var PLANS = { drop: ['Drop-in', 14], flex: ['Flex 8', 72], unl: ['Unlimited', 109] };
window.step = 1; window.promo = null; window.joined = null;
function show(n) { window.step = n; [1, 2, 3].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); }); if (n === 3) summary(); }
function plan() { var p = $('input[name=plan]:checked'); return p ? p.value : ''; }
function total() { var base = PLANS[plan()][1]; return window.promo ? base * 0.9 : base; }
function summary() {
  $('#sum').innerHTML = '<dt>Plan</dt><dd>' + PLANS[plan()][0] + '</dd><dt>Starts</dt><dd>' + $('#start').value.split('-').reverse().join('/') + '</dd><dt>Member</dt><dd>' + $('#first').value + ' ' + $('#last').value + '</dd>';
  $('#total').textContent = '£' + total().toFixed(2);
}
$('#next1').addEventListener('click', function () {
  var d = $('#start').value, e = '';
  if (!plan()) e = 'Choose a plan'; else if (!d) e = 'Choose a start date'; else if (d < '2027-09-16') e = 'The start date can’t be in the past'; else if (d > '2027-10-16') e = 'Start within 30 days of joining';
  $('#s1-err').textContent = e; if (!e) show(2);
});
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () {
  var e = '';
  if (!$('#first').value.trim() || !$('#last').value.trim()) e = 'Enter your first and last name';
  else if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test($('#j-email').value.trim())) e = 'Enter an email address like name@example.com';
  else if (!$('#dob').value) e = 'Enter your date of birth';
  else if ($('#dob').value > '2011-09-16') e = 'You must be 16 or over to join';
  else if (!$('#ec-name').value.trim() || !$('#ec-phone').value.trim()) e = 'Give us an emergency contact';
  $('#s2-err').textContent = e; if (!e) show(3);
});
$('#back3').addEventListener('click', function () { show(2); });
$('#apply').addEventListener('click', function () {
  var code = $('#promo').value.trim(); if (!code) { $('#promo-msg').textContent = 'Enter a code'; return; }
  $('#promo-msg').textContent = 'Checking…';
  fetch('/studio/api/promo?code=' + encodeURIComponent(code)).then(function (r) { return r.json(); }).then(function (r) {
    $('#promo-msg').className = r.ok ? 'good' : 'err'; $('#promo-msg').textContent = r.message; window.promo = r.ok ? code.toUpperCase() : null; summary();
  });
});
$('#terms').addEventListener('change', function () { $('#pay').disabled = !this.checked; });
$('#pay').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Paying…';
  setTimeout(function () {
    window.joined = { plan: plan(), start: $('#start').value, promo: window.promo, total: total() };
    $('#s3').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Welcome to Pulse & Pine, ' + $('#first').value;
    $('#done-text').textContent = 'Your ' + PLANS[plan()][0] + ' membership starts on ' + $('#start').value.split('-').reverse().join('/') + '. We have emailed your receipt.';
    document.title = 'Welcome | Pulse & Pine';
  }, 1000);
});
var st = Number(query.get('step') || 1);
if (st >= 2) { $('input[name=plan][value=' + (query.get('plan') || 'unl') + ']').checked = true; $('#start').value = '2027-10-01'; }
if (st >= 3) { $('#first').value = 'Maya'; $('#last').value = 'Fern'; $('#j-email').value = 'maya.fern@example.com'; $('#dob').value = '1994-05-02'; $('#ec-name').value = 'Owen Fern'; $('#ec-phone').value = '07700 900456'; }
show(st);
`,
);

export const studioApp: CorpusApp = {
  name: 'studio',
  description:
    "Pulse & Pine fitness-class studio: a members' sign-in checked by the server after a delay (wrong password, a frozen membership); a timetable with day tabs, a placeholder-only search filtering shortly after typing, a class type filter and a Hide full classes box, class cards each with Book and Details (bookings answered late, refused once bookings have closed, for a reformer class without an intro session and when credits run out; Join waitlist on full classes; two identical Open Gym cards), a details dialog, a toast that goes after 4 seconds and an account menu; My bookings with a paged table of upcoming classes (Add to calendar and Cancel in every row, cancellations refused within 12 hours, a confirmation dialog answered late), past classes with star ratings and Book again, preference switches (one disabled), a weekly goal slider, a pause form with a fieldset, a date refused without 7 days' notice, house rules in accordions, a health questionnaire in an iframe and an Ask a coach box in a shadow root answered late; and a three-step Join wizard (plan radios and a start date within 30 days, details with an emergency contact fieldset and an age check, a promo code checked late by the server, Pay and join disabled until the terms are ticked).",
  routes: {
    '/studio/login': () => loginPage,
    '/studio/classes': () => classesPage,
    '/studio/bookings': () => bookingsPage,
    '/studio/join': () => joinPage,
    '/studio/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const email = (body.email ?? '').trim().toLowerCase();
      if (email === 'frozen@example.com') return { delayMs: 700, json: { ok: false, frozen: true } };
      return { delayMs: 700, json: { ok: email === 'maya.fern@example.com' && body.password === 'Lunges-42' } };
    },
    '/studio/api/book': (req) => {
      const id = req.url.searchParams.get('id');
      if (id === 'c4') {
        return {
          delayMs: 900,
          json: { ok: false, error: 'Reformer Pilates needs an intro session first. Book one at the front desk.' },
        };
      }
      return { delayMs: 900, json: { ok: true } };
    },
    '/studio/api/promo': (req) => {
      const code = (req.url.searchParams.get('code') ?? '').trim().toUpperCase();
      if (code === 'PINE10') return { delayMs: 1000, json: { ok: true, message: '10% off your first payment' } };
      if (code === 'SUMMER25') return { delayMs: 1000, json: { ok: false, message: 'SUMMER25 ended on 31 August' } };
      return { delayMs: 1000, json: { ok: false, message: "We don't recognise that code" } };
    },
  },
};
