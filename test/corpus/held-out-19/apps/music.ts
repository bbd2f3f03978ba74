/**
 * Fairlight Music School, a family account for music lessons: a user menu, tabs: teacher cards with an instrument
 * filter and Book trial and View profile in each (two piano teachers, a trial dialog with a date, a time select and
 * length radios, trials answered late and refused for a teacher taking no new students or on a Sunday, a toast that goes
 * after four seconds), a paged lessons table with Reschedule and Cancel in every row (a confirm alertdialog, a
 * cancellation answered late, refused within 24 hours or for a lesson already cancelled), and practice settings with a
 * goal slider, a reminders switch, a star rating refused without stars and a metronome in a shadow root (tempos over
 * 240 refused). Today is Saturday 5 June 2027, 10:00.
 */

import { doc, starRating } from '../../page';
import type { CorpusApp } from '../../types';

// id, name, instrument, price per 30 minutes, rating
const TEACHERS = [
  ['t1', 'Elena Marsh', 'Piano', 28, '4.9'],
  ['t2', 'Tom Okafor', 'Guitar', 24, '4.7'],
  ['t3', 'Sofia Lind', 'Violin', 30, '4.8'],
  ['t4', 'Hugo Brandt', 'Cello', 32, '4.6'],
  ['t5', 'Owen Price', 'Drums', 22, '4.5'],
  ['t6', 'Maya Chen', 'Piano', 26, '4.8'],
];

// id, date, time, instrument, teacher, status
const LESSONS = [
  ['l1', '5 Jun 2027', '16:00', 'Piano', 'Elena Marsh', 'Booked'],
  ['l2', '8 Jun 2027', '17:30', 'Piano', 'Elena Marsh', 'Booked'],
  ['l3', '10 Jun 2027', '18:00', 'Guitar', 'Tom Okafor', 'Booked'],
  ['l4', '12 Jun 2027', '11:00', 'Piano', 'Elena Marsh', 'Booked'],
  ['l5', '15 Jun 2027', '17:30', 'Piano', 'Elena Marsh', 'Booked'],
  ['l6', '17 Jun 2027', '18:00', 'Guitar', 'Tom Okafor', 'Cancelled'],
  ['l7', '19 Jun 2027', '11:00', 'Piano', 'Elena Marsh', 'Booked'],
];

const page = doc(
  'Lessons - Fairlight Music School',
  `<header class="bar"><span class="logo">Fairlight Music School</span><nav aria-label="Main"><a href="/music/lessons">Lessons</a><a href="#fees">Fees</a><a href="#contact">Contact</a></nav>
<span class="pop"><button type="button" id="user" aria-haspopup="menu" aria-controls="user-menu" aria-expanded="false">Priya Nair</button></span>
<div role="menu" id="user-menu" hidden><button type="button" role="menuitem" id="mi-profile">My profile</button><button type="button" role="menuitem" id="mi-billing">Billing</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>
<main>
  <h1>Lessons for Arjun Nair</h1>
  <p class="note">Lesson credit: <strong id="credit">£56.00</strong> · Grade 3 piano exam on 3 July 2027</p>
  <div role="tablist" aria-label="Lesson sections"><button type="button" role="tab" id="t-teachers" aria-controls="p-teachers" aria-selected="true">Teachers</button><button type="button" role="tab" id="t-lessons" aria-controls="p-lessons" aria-selected="false">My lessons</button><button type="button" role="tab" id="t-practice" aria-controls="p-practice" aria-selected="false">Practice</button></div>
  <div id="p-teachers" role="tabpanel">
    <div class="field"><label for="instrument">Instrument</label><select id="instrument"><option value="">All instruments</option><option>Piano</option><option>Guitar</option><option>Violin</option><option>Cello</option><option>Drums</option></select> <span class="note" id="tcount"></span></div>
    <div class="grid" id="teachers"></div>
    <p class="err" id="t-err" role="alert"></p><p id="t-msg" role="status"></p>
  </div>
  <div id="p-lessons" role="tabpanel" hidden>
    <table aria-label="Lessons"><thead><tr><th>Date</th><th>Time</th><th>Instrument</th><th>Teacher</th><th>Status</th><th></th></tr></thead><tbody id="lessons"></tbody></table>
    <nav class="pager" aria-label="Lesson pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="l-err" role="alert"></p><p id="l-msg" role="status"></p>
  </div>
  <div id="p-practice" role="tabpanel" hidden>
    <section class="box" aria-labelledby="goal-h"><h2 id="goal-h" style="margin-top:0">Practice goal</h2>
      <div class="field"><label for="goal">Minutes a day</label><input id="goal" type="range" min="10" max="90" step="5" value="30"> <output id="goal-v" for="goal">30 minutes</output></div>
      <div class="line"><button type="button" role="switch" id="sw-remind" aria-checked="false" aria-labelledby="sw-remind-l"></button><span id="sw-remind-l">Practice reminders</span></div>
      <div class="line"><button type="button" role="switch" id="sw-parent" aria-checked="true" aria-labelledby="sw-parent-l"></button><span id="sw-parent-l">Weekly report to parents</span></div>
      <button type="button" class="main" id="save-goal">Save goal</button>
    </section>
    <section class="box" aria-labelledby="rate-h"><h2 id="rate-h" style="margin-top:0">How was Tuesday's lesson?</h2>
      <p class="note">1 Jun 2027, piano with Elena Marsh</p>
      ${starRating('Lesson rating', 'stars')}
      <div class="field"><textarea id="feedback" placeholder="Anything the teacher should know?" rows="2" style="width:100%"></textarea></div>
      <button type="button" id="rate">Send feedback</button><p class="err" id="rate-err" role="alert"></p>
    </section>
    <metro-nome id="metro"></metro-nome>
  </div>
</main>
<div class="shade" id="dlg-trial" hidden><div role="dialog" aria-modal="true" aria-labelledby="tr-h"><h2 id="tr-h">Book a trial lesson</h2>
  <div class="field"><label for="tr-date">Date</label><input id="tr-date" type="date" min="2027-06-07"></div>
  <div class="field"><label for="tr-time">Time</label><select id="tr-time"><option value="">Choose a time</option><option>16:00</option><option>17:00</option><option>18:00</option></select></div>
  <fieldset><legend>Lesson length</legend><label><input type="radio" name="len" value="30" checked> 30 minutes</label> <label><input type="radio" name="len" value="45"> 45 minutes</label> <label><input type="radio" name="len" value="60"> 60 minutes</label></fieldset>
  <p class="err" id="tr-err" role="alert"></p><p id="tr-status" role="status"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="tr-go">Request trial</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dc-h" aria-describedby="dc-p"><h2 id="dc-h">Cancel this lesson?</h2><p id="dc-p"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep lesson</button><button type="button" class="warn" id="dc-yes">Cancel lesson</button></div></div></div>`,
  `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
window.teachers = ${JSON.stringify(TEACHERS)}.map(function (t) { return { id: t[0], name: t[1], inst: t[2], price: t[3], rating: t[4] }; });
window.lessons = ${JSON.stringify(LESSONS)}.map(function (l) { return { id: l[0], date: l[1], time: l[2], inst: l[3], teacher: l[4], status: l[5] }; });
window.page = 1; window.trial = null; window.profile = null; window.cancelled = []; window.rescheduling = null; window.goalSaved = null; window.feedback = null; window.menuChoice = null;
$('#mi-out').addEventListener('click', function () { closeMenus(); location.href = '/music/signed-out'; });
$('#mi-profile').addEventListener('click', function () { closeMenus(); window.menuChoice = 'My profile'; });
$('#mi-billing').addEventListener('click', function () { closeMenus(); window.menuChoice = 'Billing'; });
function cards() {
  var f = $('#instrument').value, list = window.teachers.filter(function (t) { return !f || t.inst === f; });
  $('#teachers').innerHTML = list.map(function (t) { return '<article class="card" data-id="' + t.id + '" aria-label="' + t.name + '"><h3 style="margin:0">' + t.name + '</h3><p>' + t.inst + ' · £' + t.price + ' per 30 minutes · ' + t.rating + ' ★</p><div class="line"><button type="button" class="main trial">Book trial</button><button type="button" class="profile">View profile</button></div></article>'; }).join('');
  $('#tcount').textContent = list.length + ' teachers';
}
$('#instrument').addEventListener('change', cards);
var booking = null;
$('#teachers').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var t = window.teachers.filter(function (x) { return x.id === c.dataset.id; })[0];
  if (e.target.closest('.profile')) { window.profile = t.id; $('#t-msg').textContent = t.name + ' has taught ' + t.inst.toLowerCase() + ' at Fairlight since 2019.'; }
  if (e.target.closest('.trial')) { booking = t; $('#tr-h').textContent = 'Book a trial lesson with ' + t.name; $('#tr-err').textContent = ''; showDialog('dlg-trial'); }
});
$('#tr-go').addEventListener('click', function () {
  var d = $('#tr-date').value, tm = $('#tr-time').value, e = $('#tr-err'); e.textContent = '';
  if (!d) { e.textContent = 'Choose a date'; return; }
  if (!tm) { e.textContent = 'Choose a time'; return; }
  if (new Date(d + 'T12:00:00').getDay() === 0) { e.textContent = 'The school is closed on Sundays'; return; }
  var b = this; b.disabled = true; $('#tr-status').textContent = 'Sending your request…';
  fetch('/music/api/trial?teacher=' + booking.id + '&date=' + d).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; $('#tr-status').textContent = '';
    if (!r.ok) { e.textContent = r.message; return; }
    window.trial = { teacher: booking.id, date: d, time: tm, length: $('input[name=len]:checked').value }; hideDialog('dlg-trial');
    quick('Trial requested with ' + booking.name + ' on ' + d + ' at ' + tm);
  });
});
function rows() {
  var pages = Math.ceil(window.lessons.length / 3);
  $('#lessons').innerHTML = window.lessons.slice((window.page - 1) * 3, window.page * 3).map(function (l) { return '<tr data-id="' + l.id + '"><th scope="row">' + l.date + '</th><td>' + l.time + '</td><td>' + l.inst + '</td><td>' + l.teacher + '</td><td><span class="tag">' + l.status + '</span></td><td><div class="line"><button type="button" class="resched">Reschedule</button><button type="button" class="cancel">Cancel</button></div></td></tr>'; }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
$('#prev').addEventListener('click', function () { window.page -= 1; rows(); });
$('#next').addEventListener('click', function () { window.page += 1; rows(); });
var cancelling = null;
$('#lessons').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var l = window.lessons.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#l-err').textContent = '';
  if (e.target.closest('.resched')) { window.rescheduling = l.id; $('#l-msg').textContent = 'Choose a new time for the ' + l.date + ' lesson. We have asked ' + l.teacher + ' for free slots.'; }
  if (e.target.closest('.cancel')) {
    if (l.status === 'Cancelled') { $('#l-err').textContent = 'The ' + l.date + ' lesson is already cancelled'; return; }
    cancelling = l; $('#dc-p').textContent = l.inst + ' with ' + l.teacher + ' on ' + l.date + ' at ' + l.time + '. Your credit is refunded.'; showDialog('dlg-cancel');
  }
});
$('#dc-yes').addEventListener('click', function () {
  var l = cancelling, b = this; b.disabled = true;
  fetch('/music/api/cancel?lesson=' + l.id).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; hideDialog('dlg-cancel');
    if (!r.ok) { $('#l-err').textContent = r.message; return; }
    l.status = 'Cancelled'; window.cancelled.push(l.id); rows(); quick('Lesson on ' + l.date + ' cancelled. £28.00 returned to your credit.');
  });
});
$('#goal').addEventListener('input', function () { $('#goal-v').textContent = this.value + ' minutes'; });
$('#save-goal').addEventListener('click', function () { window.goalSaved = { minutes: Number($('#goal').value), remind: $('#sw-remind').getAttribute('aria-checked') === 'true' }; quick('Practice goal saved: ' + $('#goal').value + ' minutes a day'); });
$('#rate').addEventListener('click', function () {
  var n = Number($('#stars').dataset.value);
  if (!n) { $('#rate-err').textContent = 'Pick a star rating before sending'; return; }
  $('#rate-err').textContent = ''; window.feedback = { stars: n, text: $('#feedback').value }; quick('Thanks, Elena will see your feedback');
});
customElements.define('metro-nome', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Metronome</h2><p><button type="button" id="slower" aria-label="Slower">−</button> <span id="bpm">96</span> beats a minute <button type="button" id="faster" aria-label="Faster">+</button></p><label>Tempo <input id="tempo" type="number" value="96" style="width:70px"></label> <button type="button" id="set">Set tempo</button> <button type="button" id="start">Start</button><p id="m" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); }; window.bpm = 96; window.ticking = false;
    function show() { $r('#bpm').textContent = String(window.bpm); $r('#tempo').value = String(window.bpm); }
    $r('#slower').addEventListener('click', function () { window.bpm = Math.max(40, window.bpm - 4); show(); });
    $r('#faster').addEventListener('click', function () { window.bpm = Math.min(240, window.bpm + 4); show(); });
    $r('#set').addEventListener('click', function () { var v = Number($r('#tempo').value); if (!(v >= 40 && v <= 240)) { $r('#m').textContent = 'Tempo must be between 40 and 240'; return; } $r('#m').textContent = ''; window.bpm = v; show(); });
    $r('#start').addEventListener('click', function () { window.ticking = !window.ticking; $r('#start').textContent = window.ticking ? 'Stop' : 'Start'; $r('#m').textContent = window.ticking ? 'Ticking at ' + window.bpm + ' beats a minute' : ''; });
  }
});
cards(); rows();
if (query.get('page')) { window.page = Number(query.get('page')); rows(); }
var tab = query.get('tab'); if (tab) { $('#t-' + tab).click(); }
`,
);

const signedOut = doc(
  'Signed out - Fairlight Music School',
  `<header class="bar"><span class="logo">Fairlight Music School</span></header><main><h1>You have signed out</h1><p><a href="/music/lessons">Sign in again</a></p></main>`,
);

export const musicApp: CorpusApp = {
  name: 'music',
  description:
    'Fairlight Music School, a family account for music lessons: a user menu with Sign out; tabs: teacher cards with an instrument select and Book trial and View profile in each (two piano teachers), a trial dialog with a date input, a time select and length radios in a fieldset (missing date or time and Sundays refused, trials answered late and refused late for a teacher taking no new students, a toast that goes after four seconds); a lessons table paged 3 at a time with Reschedule and Cancel in every row (a confirm alertdialog, a cancellation answered late and refused within 24 hours, an already-cancelled lesson refused); practice settings with a goal slider, two switches, a star rating with a placeholder-only feedback box refused without stars, and a metronome in a shadow root (Slower and Faster buttons, a tempo field with tempos outside 40 to 240 refused, Start and Stop).',
  routes: {
    '/music/lessons': () => page,
    '/music/signed-out': () => signedOut,
    '/music/api/trial': (req) => {
      if (req.url.searchParams.get('teacher') === 't5') {
        return {
          delayMs: 900,
          json: { ok: false, message: 'Owen Price is not taking new students until September 2027' },
        };
      }
      return { delayMs: 900, json: { ok: true } };
    },
    '/music/api/cancel': (req) => {
      if (req.url.searchParams.get('lesson') === 'l1') {
        return {
          delayMs: 700,
          json: {
            ok: false,
            message: "Lessons starting within 24 hours can't be cancelled. You will still be charged.",
          },
        };
      }
      return { delayMs: 700, json: { ok: true } };
    },
  },
};
