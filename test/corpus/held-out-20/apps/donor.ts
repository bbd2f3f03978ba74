/**
 * Lifeline Donors, a blood donor's account: a sign-in by donor number (a placeholder-only field), surname and a
 * three-field date of birth, with an error summary and a check by the server after a delay; a home page with summary
 * cards, a donor card in a shadow root loaded late, the next appointment (a Change time dialog answered late and
 * refusing a time just taken, a Cancel alertdialog with reasons), a blood stocks table, preference switches saved
 * late, a Before you donate accordion, a travel checker answered late by the server and an account menu (changing
 * the blood group refused); a three-step booking (donation type radios, a postcode search answered late with a
 * distance slider, refusing Scotland and unknown places, a paged sessions table with Choose in each row checked late
 * (sessions before the next eligible date refused, plasma and platelets refused at community venues, a full session
 * disabled, the same venue on several dates), time slots in tabs as aria-pressed buttons with a full one disabled, a
 * friends stepper, a health questionnaire in an iframe, a declaration box enabling Confirm, refusals for a tattoo,
 * feeling unwell and antibiotics); and My donations with a year filter, a paged table with Details and Certificate
 * in each row (certificates disabled for sessions where no blood was given) and milestones. Toasts leave after three
 * seconds. Today is Wednesday 16 June 2027.
 */

import { doc, frame, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const FMT = `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 3000); }
`;

const BAR = `<header class="bar"><span class="logo">Lifeline Donors</span><nav aria-label="Main"><a href="/donor/home">Home</a><a href="/donor/book">Book</a><a href="/donor/history">My donations</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Ayesha Karim ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-contact">Contact details</button><button type="button" role="menuitem" id="mi-group">Change blood group</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const MENU = `
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-out') location.href = '/donor/login?out=1';
  if (m.id === 'mi-contact') quick('Contact details: 07700 900 314, ayesha.karim@example.com');
  if (m.id === 'mi-group') $('#page-err').textContent = "Your blood group comes from your first donation and can't be changed here.";
}); });
`;

const loginPage = doc(
  'Sign in - Lifeline Donors',
  `<header class="bar"><span class="logo">Lifeline Donors</span></header>
<main style="max-width:460px">
  <p class="good" id="out-msg" role="status"></p>
  <div id="summary" class="box" role="alert" hidden style="border:2px solid #b0261a;padding:8px 12px;margin-bottom:10px"><h2 style="margin:0;font-size:16px">There is a problem</h2><ul id="summary-list"></ul></div>
  <h1>Sign in to your donor account</h1>
  <form id="login" novalidate>
    <div class="field"><input id="num" placeholder="Donor number, e.g. DN 1234 567" style="width:100%"><p class="err" id="num-err"></p></div>
    <div class="field"><label for="surname">Surname</label><input id="surname" style="width:100%"><p class="err" id="surname-err"></p></div>
    <fieldset><legend>Date of birth</legend><p class="note" style="margin:0 0 4px">For example, 27 3 1990</p>
      <div class="line"><span><label for="dob-d">Day</label> <input id="dob-d" inputmode="numeric" style="width:50px"></span><span><label for="dob-m">Month</label> <input id="dob-m" inputmode="numeric" style="width:50px"></span><span><label for="dob-y">Year</label> <input id="dob-y" inputmode="numeric" style="width:70px"></span></div>
      <p class="err" id="dob-err"></p></fieldset>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="#forgot">I've forgotten my donor number</a></div>
  </form>
</main>`,
  `
if (query.get('out')) $('#out-msg').textContent = 'You have signed out. Thank you for being a donor.';
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var n = $('#num').value.trim(), s = $('#surname').value.trim(), d = Number($('#dob-d').value), m = Number($('#dob-m').value), y = Number($('#dob-y').value), errs = [];
  ['#num-err', '#surname-err', '#dob-err'].forEach(function (x) { $(x).textContent = ''; });
  if (!n) { errs.push('Enter your donor number'); $('#num-err').textContent = 'Enter your donor number'; }
  if (!s) { errs.push('Enter your surname'); $('#surname-err').textContent = 'Enter your surname'; }
  if (!$('#dob-d').value || !$('#dob-m').value || !$('#dob-y').value) { errs.push('Enter your date of birth'); $('#dob-err').textContent = 'Enter your date of birth'; }
  else if (!(d >= 1 && d <= 31 && m >= 1 && m <= 12 && y >= 1900 && y <= 2010)) { errs.push('Date of birth must be a real date'); $('#dob-err').textContent = 'Date of birth must be a real date'; }
  $('#summary-list').innerHTML = errs.map(function (x) { return '<li>' + x + '</li>'; }).join(''); $('#summary').hidden = !errs.length;
  if (errs.length) return;
  var b = $('#go'); b.disabled = true; b.textContent = 'Signing in…';
  fetch('/donor/api/login', { method: 'POST', body: JSON.stringify({ number: n, surname: s, dob: [d, m, y] }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#summary-list').innerHTML = "<li>We couldn't find a donor with those details. Check them and try again.</li>"; $('#summary').hidden = false; return; }
    location.href = '/donor/home';
  });
});
`,
);

const STOCKS: [string, string, string][] = [
  ['O negative', '3.1', 'Low'],
  ['O positive', '5.2', 'Steady'],
  ['A negative', '4.4', 'Low'],
  ['A positive', '6.4', 'Steady'],
  ['B negative', '7.3', 'Good'],
  ['B positive', '6.9', 'Steady'],
  ['AB negative', '8.0', 'Good'],
  ['AB positive', '9.1', 'Good'],
];

const FAQ: [string, string][] = [
  ['Can I give blood after a tattoo?', 'You need to wait 4 months after a tattoo, piercing or acupuncture.'],
  ['How much should I drink before donating?', 'Drink 500 ml of water in the 30 minutes before you donate.'],
  ['What ID do I need?', 'Bring your donor card or a photo ID such as a driving licence.'],
];

const home = doc(
  'Home - Lifeline Donors',
  `${BAR}
<main>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Hello, Ayesha</h1>
  <div class="grid">
    <section class="card" aria-labelledby="c1"><h2 id="c1" class="note" style="margin:0;font-size:13px">Donations</h2><p style="font-size:22px;margin:4px 0">14</p></section>
    <section class="card" aria-labelledby="c2"><h2 id="c2" class="note" style="margin:0;font-size:13px">Blood group</h2><p style="font-size:22px;margin:4px 0">O negative</p></section>
    <section class="card" aria-labelledby="c3"><h2 id="c3" class="note" style="margin:0;font-size:13px">You can give whole blood again from</h2><p style="font-size:22px;margin:4px 0">Wed 23 Jun 2027</p></section>
    <section class="card" aria-labelledby="c4"><h2 id="c4" class="note" style="margin:0;font-size:13px">Lives you may have helped</h2><p style="font-size:22px;margin:4px 0">up to 42</p></section>
  </div>
  <donor-card id="dcard"></donor-card>
  <section class="box" aria-labelledby="appt-h"><h2 id="appt-h" style="margin-top:0">Your next appointment</h2>
    <div id="appt"><p style="font-size:18px;margin:4px 0"><strong id="appt-when">Thu 1 Jul 2027 at 17:20</strong></p><p style="margin:2px 0">Leeds Donor Centre, Bond Court · Whole blood</p>
    <div class="line"><button type="button" id="retime">Change time</button><button type="button" class="warn" id="cancel">Cancel appointment</button><button type="button" id="ics">Add to calendar</button></div></div>
    <div id="no-appt" hidden><p>You have no upcoming appointments.</p><a class="button main" href="/donor/book">Book an appointment</a></div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="stock-h"><h2 id="stock-h" style="margin-top:0">Blood stocks this week</h2>
      <table><thead><tr><th>Blood group</th><th>Days of stock</th><th>Status</th></tr></thead><tbody>${STOCKS.map(([g, d, s]) => `<tr><th scope="row">${g}</th><td>${d} days</td><td>${s}</td></tr>`).join('')}</tbody></table></section>
    <div>
      <section class="box" aria-labelledby="pref-h"><h2 id="pref-h" style="margin-top:0">Reminders</h2>
        <div class="line"><button type="button" role="switch" id="sw-text" aria-checked="true" aria-labelledby="sw-text-l"></button><span id="sw-text-l">Text me a reminder the day before</span></div>
        <div class="line"><button type="button" role="switch" id="sw-again" aria-checked="true" aria-labelledby="sw-again-l"></button><span id="sw-again-l">Email me when I can give again</span></div>
        <div class="line"><button type="button" role="switch" id="sw-stock" aria-checked="false" aria-labelledby="sw-stock-l"></button><span id="sw-stock-l">Tell me when O negative stocks are low</span></div>
        <p class="good" id="pref-msg" role="status"></p></section>
      <section class="box" aria-labelledby="travel-h"><h2 id="travel-h" style="margin-top:0">Been abroad recently?</h2>
        <div class="line"><div class="field"><label for="country">Country</label><select id="country"><option value="">Choose a country</option><option>France</option><option>Spain</option><option>Brazil</option><option>India</option><option>United States</option></select></div>
        <div class="field"><label for="back">Date you came back</label><input id="back" type="date"></div></div>
        <button type="button" id="check-travel">Check</button><p id="travel-msg" role="status"></p></section>
    </div>
  </div>
  <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Before you donate</h2>
    ${FAQ.map(([qn, a], i) => `<h3 style="margin:6px 0"><button type="button" data-acc id="faq-${i + 1}" aria-expanded="false" aria-controls="faq-${i + 1}-p">${qn}</button></h3><div id="faq-${i + 1}-p" hidden><p>${a}</p></div>`).join('')}
  </section>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h" aria-describedby="cx-d"><h2 id="cx-h" style="margin-top:0">Cancel your appointment on Thu 1 Jul?</h2><p id="cx-d">Someone else will be able to book your place.</p>
  <fieldset><legend>Why are you cancelling?</legend><label><input type="radio" name="why" value="unwell"> I'm unwell</label><br><label><input type="radio" name="why" value="time"> I can't make the time</label><br><label><input type="radio" name="why" value="other"> Another reason</label></fieldset>
  <p class="err" id="cx-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep appointment</button><button type="button" class="warn" id="cx-go">Yes, cancel it</button></div></div></div>
<div class="shade" id="dlg-time" hidden><div role="dialog" aria-modal="true" aria-labelledby="tm-h"><h2 id="tm-h" style="margin-top:0">Change your time on Thu 1 Jul</h2>
  <fieldset><legend>Times at Leeds Donor Centre</legend>${['16:40', '17:00', '17:20', '17:40', '18:00'].map((t) => `<label style="display:block"><input type="radio" name="time" value="${t}"${t === '17:00' ? ' disabled' : ''}${t === '17:20' ? ' checked' : ''}> ${t}${t === '17:00' ? ' (full)' : ''}${t === '17:20' ? ' (your time)' : ''}</label>`).join('')}</fieldset>
  <p class="err" id="tm-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="tm-go">Save new time</button></div></div></div>`,
  `${FMT}${MENU}
window.appt = { date: '2027-07-01', time: '17:20' }; window.cancelReason = null; window.prefs = {}; window.calendar = false; window.travel = null; window.wallet = false;
$('#ics').addEventListener('click', function () { window.calendar = true; quick('Calendar file downloaded'); });
$('#cancel').addEventListener('click', function () { $$('input[name=why]').forEach(function (r) { r.checked = false; }); $('#cx-err').textContent = ''; showDialog('dlg-cancel'); });
$('#cx-go').addEventListener('click', function () {
  var why = $('input[name=why]:checked'), b = this; $('#cx-err').textContent = '';
  if (!why) { $('#cx-err').textContent = 'Choose a reason'; return; }
  b.disabled = true;
  setTimeout(function () { b.disabled = false; hideDialog('dlg-cancel'); window.appt = null; window.cancelReason = why.value; $('#appt').hidden = true; $('#no-appt').hidden = false; quick('Your appointment on Thu 1 Jul has been cancelled'); }, 700);
});
$('#retime').addEventListener('click', function () { $('input[name=time][value="' + window.appt.time + '"]').checked = true; $('#tm-err').textContent = ''; showDialog('dlg-time'); });
$('#tm-go').addEventListener('click', function () {
  var t = $('input[name=time]:checked').value, b = this; $('#tm-err').textContent = '';
  if (t === window.appt.time) { $('#tm-err').textContent = "That's already your time"; return; }
  b.disabled = true; b.textContent = 'Saving…';
  fetch('/donor/api/retime', { method: 'POST', body: JSON.stringify({ time: t }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Save new time';
    if (!r.ok) { $('#tm-err').textContent = r.error; return; }
    window.appt.time = t; $('#appt-when').textContent = 'Thu 1 Jul 2027 at ' + t; hideDialog('dlg-time'); quick('Your appointment is now at ' + t);
  });
});
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () {
  $('#pref-msg').textContent = 'Saving…';
  setTimeout(function () { window.prefs[s.id] = s.getAttribute('aria-checked') === 'true'; $('#pref-msg').textContent = 'Preferences saved'; }, 500);
}); });
$('#check-travel').addEventListener('click', function () {
  var c = $('#country').value, d = $('#back').value, m = $('#travel-msg');
  if (!c) { m.textContent = 'Choose a country'; return; }
  if (!d) { m.textContent = 'Enter the date you came back'; return; }
  m.textContent = 'Checking…';
  fetch('/donor/api/travel?country=' + encodeURIComponent(c) + '&back=' + d).then(function (r) { return r.json(); }).then(function (r) { window.travel = { country: c, back: d }; m.textContent = r.message; });
});
customElements.define('donor-card', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fdeeee;border:1px solid #e7b4b4;border-radius:8px;padding:10px 14px;margin:12px 0}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Donor card</h2><p id="body">Loading your donor card…</p><button type="button" id="wallet" hidden>Add to phone wallet</button><p id="m" role="status"></p>';
    var r = function (s) { return root.querySelector(s); };
    setTimeout(function () { r('#body').textContent = 'Ayesha Karim · O negative · Donor number DN 4471 208 · Silver donor (10+ donations)'; r('#wallet').hidden = false; }, 1200);
    r('#wallet').addEventListener('click', function () { window.wallet = true; r('#m').textContent = 'Added to your phone wallet'; });
  }
});
if (query.get('cancelled')) { window.appt = null; $('#appt').hidden = true; $('#no-appt').hidden = false; }
`,
);

// id, venue, kind, date, miles, slots
type Session = [string, string, string, string, number, number];
const SESSIONS: Session[] = [
  ['s1', 'Leeds Donor Centre, Bond Court', 'centre', '2027-06-24', 0.4, 14],
  ['s2', 'Headingley Methodist Church', 'community', '2027-06-22', 1.2, 6],
  ['s3', 'Leeds Donor Centre, Bond Court', 'centre', '2027-06-26', 0.4, 5],
  ['s4', 'Roundhay Park Pavilion', 'community', '2027-06-28', 3.8, 9],
  ['s5', 'Horsforth Village Hall', 'community', '2027-06-30', 5.6, 2],
  ['s6', 'Pudsey Civic Hall', 'community', '2027-07-02', 6.0, 11],
  ['s7', 'Leeds Donor Centre, Bond Court', 'centre', '2027-07-01', 0.4, 3],
  ['s8', 'Kirkstall Abbey Visitor Centre', 'community', '2027-06-24', 2.6, 0],
];

const QUESTIONS = [
  'Have you had a tattoo, piercing or acupuncture in the last 4 months?',
  'Are you feeling well today?',
  'Have you taken antibiotics in the last 7 days?',
];

const HEALTH = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Health check</h3>
${QUESTIONS.map((qn, i) => `<fieldset style="border:0;padding:0;margin:0 0 6px"><legend>${qn}</legend><label><input type="radio" name="q${i + 1}" value="yes"> Yes</label> <label><input type="radio" name="q${i + 1}" value="no"> No</label></fieldset>`).join('')}
<button type="button" id="save">Save answers</button>
<p id="msg" role="status"></p>
<script>
window.answers = null;
document.getElementById('save').addEventListener('click', function () {
  var a = {}, m = document.getElementById('msg');
  for (var i = 1; i <= 3; i++) { var c = document.querySelector('input[name=q' + i + ']:checked'); if (!c) { m.textContent = 'Answer every question'; return; } a['q' + i] = c.value; }
  window.answers = a; m.textContent = 'Answers saved';
});
</script></body></html>`;

const MORNING = ['09:00', '09:20', '09:40', '10:00', '10:20', '11:40'];
const AFTERNOON = ['13:00', '13:20', '14:40', '15:00', '16:20'];
const FULL = ['09:40', '13:20'];
const slot = (t: string) =>
  `<button type="button" class="slot" data-t="${t}" aria-pressed="false"${FULL.includes(t) ? ' disabled' : ''}>${t}${FULL.includes(t) ? ' (full)' : ''}</button>`;

const book = doc(
  'Book an appointment - Lifeline Donors',
  `${BAR}
<main>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Book an appointment</h1>
  <ol class="line" id="steps" style="list-style:none;padding:0;gap:18px"><li data-s="1">1. Find a session</li><li data-s="2">2. Choose a time</li><li data-s="3">3. Health check</li></ol>
  <section id="step1" class="box">
    <fieldset><legend>What would you like to give?</legend><label><input type="radio" name="type" value="Whole blood" checked> Whole blood</label> <label><input type="radio" name="type" value="Plasma"> Plasma</label> <label><input type="radio" name="type" value="Platelets"> Platelets</label></fieldset>
    <div class="line"><div class="field"><label for="pc">Postcode or town</label><input id="pc" style="width:180px"></div>
      <div class="field"><label for="within">Within</label><input id="within" type="range" min="1" max="20" value="5"> <output id="within-v" for="within">5 miles</output></div>
      <button type="button" class="main" id="find">Find sessions</button></div>
    <p class="err" id="find-err" role="alert"></p>
    <p id="found" role="status"></p>
    <div id="results" hidden><table><thead><tr><th>Venue</th><th>Date</th><th>Distance</th><th>Places</th><th></th></tr></thead><tbody id="rows"></tbody></table>
      <nav class="pager" aria-label="Session pages"><button type="button" id="prev">Previous page</button><span id="pageof"></span><button type="button" id="next">Next page</button></nav></div>
    <p class="err" id="choose-err" role="alert"></p>
  </section>
  <section id="step2" class="box" hidden>
    <h2 id="s2-h" style="margin-top:0"></h2>
    <div role="tablist" aria-label="Part of the day"><button type="button" role="tab" id="t-am" aria-controls="p-am" aria-selected="true">Morning</button><button type="button" role="tab" id="t-pm" aria-controls="p-pm" aria-selected="false">Afternoon</button></div>
    <div role="tabpanel" id="p-am" class="line">${MORNING.map(slot).join('')}</div>
    <div role="tabpanel" id="p-pm" class="line" hidden>${AFTERNOON.map(slot).join('')}</div>
    <div class="field" style="margin-top:12px"><span class="name">Friends coming to donate with you</span>${stepper('friends', 'Friends coming to donate with you', 0, 0, 3)}</div>
    <p class="err" id="time-err" role="alert"></p>
    <div class="line"><button type="button" id="back2">Back</button><button type="button" class="main" id="cont2">Continue</button></div>
  </section>
  <section id="step3" class="box" hidden>
    <p id="summary" style="font-weight:600"></p>
    ${frame('Health check questions', HEALTH, 260)}
    <p><label><input type="checkbox" id="declare"> I've read the donor safety leaflet and agree to the donor declaration</label></p>
    <p class="err" id="book-err" role="alert"></p>
    <div class="line"><button type="button" id="back3">Back</button><button type="button" class="main" id="confirm" disabled>Confirm appointment</button></div>
  </section>
  <section id="done" class="box" hidden><h2 style="margin-top:0">You're booked in</h2><p id="done-text"></p><p>We've sent a text to 07700 900 314.</p></section>
</main>`,
  `${FMT}${MENU}
var SESSIONS = ${JSON.stringify(SESSIONS)}.map(function (s) { return { id: s[0], venue: s[1], kind: s[2], date: s[3], miles: s[4], slots: s[5] }; });
window.found = null; window.spage = 1; window.chosen = null; window.slot = null; window.booked = null; window.step = 1;
function go(n) { window.step = n; ['step1', 'step2', 'step3'].forEach(function (id, i) { $('#' + id).hidden = i + 1 !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); }); }
function session(id) { return SESSIONS.filter(function (s) { return s.id === id; })[0]; }
function list() { var w = Number($('#within').value); return (window.found || []).filter(function (s) { return s.miles <= w; }); }
function rows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 4)); if (window.spage > pages) window.spage = pages;
  $('#found').textContent = all.length + ' session' + (all.length === 1 ? '' : 's') + ' within ' + $('#within').value + ' miles of ' + window.place;
  $('#rows').innerHTML = all.slice((window.spage - 1) * 4, window.spage * 4).map(function (s) {
    return '<tr data-id="' + s.id + '"><th scope="row">' + s.venue + '</th><td>' + fmt(s.date) + '</td><td>' + s.miles.toFixed(1) + ' miles</td><td>' + (s.slots ? s.slots + ' left' : 'Full') + '</td><td><button type="button" class="choose"' + (s.slots ? '' : ' disabled') + '>Choose</button></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.spage + ' of ' + pages; $('#prev').disabled = window.spage === 1; $('#next').disabled = window.spage === pages; $('#results').hidden = false;
}
$('#within').addEventListener('input', function () { $('#within-v').textContent = this.value + (this.value === '1' ? ' mile' : ' miles'); if (window.found) { window.spage = 1; rows(); } });
$('#find').addEventListener('click', function () {
  var pc = $('#pc').value.trim(), b = this; $('#find-err').textContent = ''; $('#choose-err').textContent = '';
  if (!pc) { $('#find-err').textContent = 'Enter a postcode or town'; return; }
  b.disabled = true; b.textContent = 'Searching…';
  fetch('/donor/api/sessions?pc=' + encodeURIComponent(pc)).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Find sessions';
    if (!r.ok) { $('#find-err').textContent = r.error; window.found = null; $('#results').hidden = true; $('#found').textContent = ''; return; }
    window.place = pc.toUpperCase(); window.found = SESSIONS.slice().sort(function (a, b) { return a.date.localeCompare(b.date) || a.miles - b.miles; }); window.spage = 1; rows();
  });
});
$('#prev').addEventListener('click', function () { window.spage -= 1; rows(); });
$('#next').addEventListener('click', function () { window.spage += 1; rows(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'), b = e.target.closest('.choose'); if (!tr || !b) return; var s = session(tr.dataset.id), type = $('input[name=type]:checked').value; $('#choose-err').textContent = '';
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/donor/api/check', { method: 'POST', body: JSON.stringify({ id: s.id, type: type }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Choose';
    if (!r.ok) { $('#choose-err').textContent = r.error; return; }
    pick(s);
  });
});
function pick(s) { window.chosen = s.id; window.slot = null; $$('.slot').forEach(function (x) { x.setAttribute('aria-pressed', 'false'); }); $('#s2-h').textContent = s.venue + ' · ' + fmt(s.date); go(2); }
$('#step2').addEventListener('click', function (e) { var b = e.target.closest('.slot'); if (!b || b.disabled) return; $$('.slot').forEach(function (x) { x.setAttribute('aria-pressed', String(x === b)); }); window.slot = b.dataset.t; $('#time-err').textContent = ''; });
$('#back2').addEventListener('click', function () { go(1); });
$('#cont2').addEventListener('click', function () { if (!window.slot) { $('#time-err').textContent = 'Choose a time'; return; } toStep3(); });
function toStep3() { var s = session(window.chosen); $('#summary').textContent = fmt(s.date) + ' at ' + window.slot + ' · ' + s.venue + ' · ' + $('input[name=type]:checked').value + (Number($('#friends').dataset.value) ? ' · with ' + $('#friends').dataset.value + ' friend' + ($('#friends').dataset.value === '1' ? '' : 's') : ''); go(3); }
$('#back3').addEventListener('click', function () { go(2); });
$('#declare').addEventListener('change', function () { $('#confirm').disabled = !this.checked; });
$('#confirm').addEventListener('click', function () {
  var answers = $('iframe').contentWindow.answers, b = this, s = session(window.chosen); $('#book-err').textContent = '';
  if (!answers) { $('#book-err').textContent = 'Complete the health check first'; return; }
  b.disabled = true; b.textContent = 'Booking…';
  fetch('/donor/api/book', { method: 'POST', body: JSON.stringify({ answers: answers }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm appointment';
    if (!r.ok) { $('#book-err').textContent = r.error; return; }
    window.booked = { session: s.id, time: window.slot, type: $('input[name=type]:checked').value, friends: Number($('#friends').dataset.value) };
    $('#step3').hidden = true; $('#done').hidden = false; $('#done-text').textContent = fmt(s.date) + ' at ' + window.slot + ' at ' + s.venue + '. Your reference is ' + r.ref + '.';
  });
});
go(1);
if (query.get('type')) $('input[name=type][value="' + query.get('type') + '"]').checked = true;
if (query.get('session')) { pick(session(query.get('session'))); }
if (query.get('time')) { window.slot = query.get('time'); $$('.slot').forEach(function (x) { x.setAttribute('aria-pressed', String(x.dataset.t === window.slot)); }); toStep3(); }
`,
);

// date, venue, outcome ('' = donated), haemoglobin
const DONATIONS: [string, string, string, number][] = [
  ['2027-03-03', 'Leeds Donor Centre, Bond Court', '', 136],
  ['2026-11-10', 'Leeds Donor Centre, Bond Court', '', 134],
  ['2026-07-21', 'Headingley Methodist Church', 'low iron', 118],
  ['2026-06-02', 'Leeds Donor Centre, Bond Court', '', 131],
  ['2026-02-10', 'Roundhay Park Pavilion', '', 139],
  ['2025-10-14', 'Leeds Donor Centre, Bond Court', '', 137],
  ['2025-06-17', 'Leeds Donor Centre, Bond Court', '', 135],
  ['2025-02-25', 'Horsforth Village Hall', '', 140],
  ['2024-10-29', 'Leeds Donor Centre, Bond Court', '', 133],
  ['2024-07-02', 'Leeds Donor Centre, Bond Court', 'feeling unwell', 0],
  ['2024-03-12', 'Pudsey Civic Hall', '', 138],
  ['2023-11-21', 'Leeds Donor Centre, Bond Court', '', 136],
  ['2023-07-25', 'Leeds Donor Centre, Bond Court', '', 134],
  ['2023-03-28', 'Headingley Methodist Church', '', 141],
  ['2022-11-29', 'Leeds Donor Centre, Bond Court', '', 137],
  ['2022-08-09', 'Leeds Donor Centre, Bond Court', '', 139],
];

const historyPage = doc(
  'My donations - Lifeline Donors',
  `${BAR}
<main>
  <p class="err" id="page-err" role="alert"></p>
  <h1>My donations</h1>
  <p>You've given blood <strong>14 times</strong> since August 2022.</p>
  <div class="line"><label for="year">Year</label><select id="year"><option value="">All years</option><option>2027</option><option>2026</option><option>2025</option><option>2024</option><option>2023</option><option>2022</option></select><span id="shown" role="status" class="note"></span></div>
  <table><thead><tr><th>Date</th><th>Venue</th><th>Outcome</th><th>Actions</th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Donation pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
  <section class="box" aria-labelledby="ms-h" style="margin-top:12px"><h2 id="ms-h" style="margin-top:0">Milestones</h2>
    <ul><li>First donation · 9 Aug 2022 ✓</li><li>5 donations · 21 Nov 2023 ✓</li><li>10 donations · 14 Oct 2025 ✓</li><li>25 donations · 11 to go</li></ul></section>
</main>`,
  `${FMT}${MENU}
window.donations = ${JSON.stringify(DONATIONS)}.map(function (d, i) { return { n: i, date: d[0], venue: d[1], outcome: d[2], hb: d[3] }; });
window.hpage = 1; window.certificates = []; window.expanded = {};
function list() { var y = $('#year').value; return window.donations.filter(function (d) { return !y || d.date.slice(0, 4) === y; }); }
function render() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.hpage > pages) window.hpage = pages;
  $('#shown').textContent = all.length + ' session' + (all.length === 1 ? '' : 's');
  $('#rows').innerHTML = all.slice((window.hpage - 1) * 5, window.hpage * 5).map(function (d) {
    var main = '<tr data-n="' + d.n + '"><th scope="row">' + fmt(d.date) + '</th><td>' + d.venue + '</td><td>' + (d.outcome ? "Couldn't donate: " + d.outcome : 'Donated whole blood') + '</td><td><div class="line"><button type="button" class="details" aria-expanded="' + (window.expanded[d.n] ? 'true' : 'false') + '">Details</button><button type="button" class="cert"' + (d.outcome ? ' disabled' : '') + '>Certificate</button></div></td></tr>';
    var more = window.expanded[d.n] ? '<tr class="more"><td colspan="4">' + (d.hb ? 'Haemoglobin ' + d.hb + ' g/L' : 'No haemoglobin reading') + (d.outcome ? '' : ' · 470 ml collected') + '</td></tr>' : '';
    return main + more;
  }).join('');
  $('#pageof').textContent = 'Page ' + window.hpage + ' of ' + pages; $('#prev').disabled = window.hpage === 1; $('#next').disabled = window.hpage === pages;
}
$('#year').addEventListener('change', function () { window.hpage = 1; render(); });
$('#prev').addEventListener('click', function () { window.hpage -= 1; render(); });
$('#next').addEventListener('click', function () { window.hpage += 1; render(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-n]'); if (!tr) return; var d = window.donations[Number(tr.dataset.n)];
  if (e.target.closest('.details')) { window.expanded[d.n] = !window.expanded[d.n]; render(); }
  if (e.target.closest('.cert')) { window.certificates.push(d.n); quick('Certificate for ' + fmt(d.date) + ' downloaded'); }
});
if (query.get('year')) $('#year').value = query.get('year');
render();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const donorApp: CorpusApp = {
  name: 'donor',
  description:
    "Lifeline Donors, a blood donor's account: a sign-in by donor number (a field named only by its placeholder), surname and a day / month / year date of birth, with an error summary and inline errors, checked by the server after a delay; a home page greeting Ayesha with summary cards, a donor card in a shadow root loaded late (Add to phone wallet), the next appointment with Change time (a dialog of time radios, one full; answered late, 18:00 refused as just taken), Cancel appointment (an alertdialog with reason radios, a reason required) and Add to calendar, a blood stocks table, reminder switches saved late, a travel checker answered late by the server, a Before you donate accordion, an account menu (changing the blood group refused) and toasts that leave after three seconds; a three-step booking: donation type radios, a postcode or town search answered late (Scotland and unknown places refused) with a Within slider filtering a paged sessions table with Choose in each row, checked late (whole blood before 23 Jun 2027 refused, plasma and platelets refused at community venues, a full session disabled, Leeds Donor Centre on three dates), Morning / Afternoon tabs of time slots as aria-pressed buttons (full ones disabled), a friends stepper, a health check in an iframe and a declaration box enabling Confirm appointment, answered late (a tattoo, feeling unwell and antibiotics refused); and My donations with a year filter, a paged table with Details (an expanding row) and Certificate (disabled where no blood was given) in each row, and milestones.",
  routes: {
    '/donor/login': () => loginPage,
    '/donor/home': () => home,
    '/donor/book': () => book,
    '/donor/history': () => historyPage,
    '/donor/api/login': (req) => {
      const body = parse<{ number: string; surname: string; dob: number[] }>(req.body);
      const num = (body.number ?? '').toUpperCase().replace(/\s+/g, '');
      const ok =
        num === 'DN4471208' &&
        (body.surname ?? '').trim().toLowerCase() === 'karim' &&
        JSON.stringify(body.dob) === JSON.stringify([12, 8, 1991]);
      return { delayMs: 900, json: { ok } };
    },
    '/donor/api/retime': (req) => {
      const body = parse<{ time: string }>(req.body);
      const ok = body.time !== '18:00';
      return {
        delayMs: 700,
        json: ok ? { ok } : { ok, error: 'Sorry, 18:00 has just been taken. Choose another time.' },
      };
    },
    '/donor/api/travel': (req) => {
      const country = req.url.searchParams.get('country') ?? '';
      const back = req.url.searchParams.get('back') ?? '2027-06-01';
      const months = country === 'Brazil' ? 6 : country === 'India' ? 4 : 0;
      let message = `You can give blood as normal after visiting ${country}.`;
      if (months) {
        const d = new Date(`${back}T12:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() + months);
        const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
        const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
          d.getUTCMonth()
        ];
        message = `After visiting ${country} you'll need to wait ${months} months. You can give blood again from ${day} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}.`;
      }
      return { delayMs: 800, json: { message } };
    },
    '/donor/api/sessions': (req) => {
      const pc = (req.url.searchParams.get('pc') ?? '').trim().toUpperCase();
      let error = '';
      if (/^(EH|G|AB|DD|KY|FK|PA|IV)\d/.test(pc) || /EDINBURGH|GLASGOW/.test(pc))
        error = "We don't run sessions in Scotland. Visit the Scottish National Blood Transfusion Service.";
      else if (!/^[A-Z]{1,2}\d/.test(pc) && pc !== 'LEEDS' && pc !== 'HEADINGLEY')
        error = "We couldn't find that place. Check the postcode or town.";
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/donor/api/check': (req) => {
      const body = parse<{ id: string; type: string }>(req.body);
      const s = SESSIONS.find((x) => x[0] === body.id);
      let error = '';
      if (!s) error = 'That session is no longer available';
      else if (body.type === 'Whole blood' && s[3] < '2027-06-23')
        error = "You can't give whole blood until Wed 23 Jun 2027. Choose a later session.";
      else if (body.type !== 'Whole blood' && s[2] !== 'centre')
        error = `${body.type} can only be given at a donor centre. ${s[1]} is a community session.`;
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/donor/api/book': (req) => {
      const body = parse<{ answers: Record<string, string> }>(req.body);
      const a = body.answers ?? {};
      let error = '';
      if (a.q1 === 'yes')
        error = "You can't give blood within 4 months of a tattoo, piercing or acupuncture. We've saved your answers.";
      else if (a.q2 === 'no') error = "Please don't book while you're unwell. Try again when you feel better.";
      else if (a.q3 === 'yes') error = 'Wait 7 days after finishing antibiotics before you give blood.';
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true, ref: 'LD-58213' } };
    },
  },
};
