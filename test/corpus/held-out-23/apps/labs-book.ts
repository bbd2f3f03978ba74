/**
 * Clearpath Diagnostics (apps/labs.ts): the book-a-test wizard. A test combobox filtered as you type (Enter takes
 * the first match), who the test is for (a family member select), GP referral or paying yourself (a referral code
 * checked on the page), a check answered late (no cholesterol or glucose tests for children); a clinic search by a
 * postcode field named only by its placeholder, answered late, with the same Choose this clinic button in each card
 * (one clinic closed, one over-12s only); dates (Sunday closed) whose times load late under Morning/Afternoon tabs,
 * taken times disabled and a Continue disabled until a time is chosen, checked late (fasting tests before 11:00);
 * and a confirm step with a reminder switch and a box to tick, booked late.
 * `?step=3&test=lipid&clinic=harbour&date=...` starts later with the earlier steps filled in.
 */
import { doc } from '../../page';
import { LABS_SCRIPT, labsBar } from './labs-home';

// id, name, price, fasting hours, results in
export const TESTS: [string, string, number, number, string][] = [
  ['fbc', 'Full blood count', 29, 0, '1–2 days'],
  ['hba1c', 'HbA1c (diabetes)', 35, 0, '2–3 days'],
  ['lipid', 'Lipid profile (cholesterol)', 39, 10, '2–3 days'],
  ['liver', 'Liver function', 39, 0, '2–3 days'],
  ['tsh', 'Thyroid function (TSH)', 45, 0, '2–3 days'],
  ['vitd', 'Vitamin D', 32, 0, '3–5 days'],
  ['b12', 'Vitamin B12', 30, 0, '3–5 days'],
  ['ferr', 'Ferritin (iron stores)', 25, 0, '1–2 days'],
  ['kidney', 'Kidney function (U&E)', 35, 0, '1–2 days'],
  ['gluc', 'Fasting glucose', 22, 8, '1–2 days'],
];
// id, name, miles, note, hours, closed
const CLINICS: [string, string, number, string, string, boolean][] = [
  ['harbour', 'Harbour Street Lab', 0.4, 'Walk-ins welcome', 'Open today 07:30–18:00', false],
  ['northgate', 'Northgate Clinic', 1.1, 'Step-free access', 'Open today 08:00–16:00', false],
  ['ngpharm', 'Northgate Pharmacy', 1.2, 'Over-12s only', 'Open today 09:00–17:30', false],
  ['stanne', "St Anne's Health Centre", 2.3, 'Closed for refurbishment until 2 August', 'Closed', true],
  ['eastfield', 'Eastfield Community Hospital', 3.8, 'Free parking', 'Open today 07:00–19:00', false],
];
const DATES = ['2027-07-15', '2027-07-16', '2027-07-17', '2027-07-18', '2027-07-19', '2027-07-20', '2027-07-21'];
const TAKEN: Record<string, string[]> = {
  '2027-07-15': ['07:40', '08:20', '13:20'],
  '2027-07-16': ['08:00', '08:40', '09:00', '14:00'],
  '2027-07-17': ['07:40'],
  '2027-07-19': ['07:40', '08:00', '08:20', '08:40', '09:00', '09:20', '10:00', '10:40'],
  '2027-07-20': [],
  '2027-07-21': ['10:00'],
};

export const labsBook = doc(
  'Book a test - Clearpath Diagnostics',
  `${labsBar()}
<main>
  <h1 id="title">Book a blood test</h1>
  <ol class="line" id="steps" aria-label="Progress" style="list-style:none;padding:0"><li data-s="1">Test</li><li data-s="2">Clinic</li><li data-s="3">Date and time</li><li data-s="4">Check and confirm</li></ol>
  <section class="box" id="s1" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Which test do you need?</h2>
    <div class="field"><label for="test-q">Search for a test</label><span class="pop"><input id="test-q" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="test-list" autocomplete="off" style="width:300px">
      <ul role="listbox" id="test-list" aria-label="Tests" hidden>${TESTS.map((t) => `<li role="option" data-value="${t[0]}" aria-selected="false">${t[1]}</li>`).join('')}</ul></span></div>
    <div id="chosen" class="note"></div>
    <fieldset><legend>Who is the test for?</legend><label style="display:block"><input type="radio" name="who" value="me" checked> Me (Priya Nair)</label><label style="display:block"><input type="radio" name="who" value="family"> A family member</label>
      <div class="field" id="fam-f" hidden><label for="fam">Family member</label><select id="fam"><option value="">Choose…</option><option value="arjun">Arjun Nair (9)</option><option value="meera">Meera Nair (14)</option></select></div></fieldset>
    <fieldset><legend>How are you paying?</legend><label style="display:block"><input type="radio" name="pay" value="self" checked> I'll pay myself</label><label style="display:block"><input type="radio" name="pay" value="gp"> My GP referred me (free)</label>
      <div class="field" id="ref-f" hidden><label for="ref">Referral code</label><input id="ref" style="width:140px"> <span class="note">It's on your GP letter, like CPR-1234</span></div></fieldset>
    <p class="err" id="e1" role="alert"></p><button type="button" class="main" id="c1">Continue</button></section>
  <section class="box" id="s2" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Choose a clinic</h2>
    <form id="pc-form" class="line"><input id="pc" placeholder="Enter a postcode" style="width:160px"><button type="submit">Find clinics</button></form>
    <p class="err" id="pc-err" role="alert"></p><p id="pc-msg" role="status"></p><div class="grid" id="clinics"></div>
    <p class="err" id="e2" role="alert"></p><button type="button" class="back">Back</button></section>
  <section class="box" id="s3" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Choose a date and time</h2>
    <div class="line" role="group" aria-label="Dates" id="dates"></div>
    <div id="slots" style="margin-top:10px"></div><p id="picked" role="status"></p>
    <p class="err" id="e3" role="alert"></p><div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c3" disabled>Continue</button></div></section>
  <section class="box" id="s4" aria-labelledby="s4-h" hidden><h2 id="s4-h" style="margin-top:0">Check your booking</h2>
    <dl class="pairs" id="sum"></dl>
    <div class="line"><button type="button" role="switch" id="sw-remind" aria-checked="true" aria-labelledby="sw-remind-l"></button><span id="sw-remind-l">Text me a reminder the day before</span></div>
    <p><label><input type="checkbox" id="prep"> I've read how to prepare for my test</label></p>
    <p class="err" id="e4" role="alert"></p><div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="book">Book appointment</button></div></section>
  <section class="box" id="done" hidden aria-labelledby="done-h"><h2 id="done-h" style="margin-top:0">Appointment booked</h2><p id="done-p"></p><a class="button" href="/labs/home">Back to home</a></section>
</main>`,
  `${LABS_SCRIPT}
var TESTS = ${JSON.stringify(TESTS)}, CLINICS = ${JSON.stringify(CLINICS)}, DATES = ${JSON.stringify(DATES)}, TAKEN = ${JSON.stringify(TAKEN)};
var MORNING = ['07:40', '08:00', '08:20', '08:40', '09:00', '09:20', '10:00', '10:40'], AFTERNOON = ['13:00', '13:20', '14:00', '14:40', '15:20', '16:00'];
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function day(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' Jul'; }
window.bk = { test: null, clinic: null, date: null, time: null }; window.step = 1; window.booked = null; window.clinicsShown = false;
function test(id) { return TESTS.filter(function (t) { return t[0] === id; })[0]; }
function clinic(id) { return CLINICS.filter(function (c) { return c[0] === id; })[0]; }
function who() { var w = $('input[name=who]:checked').value; return w === 'me' ? 'Priya Nair' : ($('#fam').value === 'arjun' ? 'Arjun Nair (9)' : 'Meera Nair (14)'); }
function go(s) {
  window.step = s; ['#s1', '#s2', '#s3', '#s4'].forEach(function (id, i) { $(id).hidden = i + 1 !== s; });
  $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === s) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.s) === s ? '700' : '400'; });
  if (s === 3) $('#s3-h').textContent = 'Choose a date and time at ' + clinic(window.bk.clinic)[1];
  if (s === 4) summary();
}
$$('.back').forEach(function (b) { b.addEventListener('click', function () { go(window.step - 1); }); });
function showTest() { var t = test(window.bk.test); $('#chosen').innerHTML = t ? '<p style="margin:4px 0"><strong>' + t[1] + '</strong> · £' + t[2] + ' · Results in ' + t[4] + '</p>' + (t[3] ? '<p style="margin:4px 0">Fasting needed: don\\'t eat or drink anything except water for ' + t[3] + ' hours before your test.</p>' : '<p style="margin:4px 0">No fasting needed.</p>') : ''; }
$('#test-q').addEventListener('input', function () {
  var v = this.value.trim().toLowerCase(), l = $('#test-list'); window.bk.test = null; showTest();
  $$('[role=option]', l).forEach(function (o) { o.hidden = !!v && o.textContent.toLowerCase().indexOf(v) < 0; });
  l.hidden = !v; this.setAttribute('aria-expanded', String(!!v));
});
$('#test-q').addEventListener('keydown', function (e) { if (e.key !== 'Enter') return; e.preventDefault(); var o = $$('#test-list [role=option]').filter(function (x) { return !x.hidden; })[0]; if (o && !$('#test-list').hidden) choose(o); });
$('#test-list').addEventListener('chosen', function (e) { window.bk.test = e.detail; $('#test-q').setAttribute('aria-expanded', 'false'); showTest(); });
$$('input[name=who]').forEach(function (r) { r.addEventListener('change', function () { $('#fam-f').hidden = $('input[name=who]:checked').value !== 'family'; }); });
$$('input[name=pay]').forEach(function (r) { r.addEventListener('change', function () { $('#ref-f').hidden = $('input[name=pay]:checked').value !== 'gp'; }); });
$('#c1').addEventListener('click', function () {
  var b = this, fam = $('input[name=who]:checked').value === 'family'; $('#e1').textContent = '';
  if (!window.bk.test) { $('#e1').textContent = 'Choose a test from the list'; return; }
  if (fam && !$('#fam').value) { $('#e1').textContent = 'Choose which family member the test is for'; return; }
  if ($('input[name=pay]:checked').value === 'gp' && !/^CPR-\\d{4}$/.test($('#ref').value.trim().toUpperCase())) { $('#e1').textContent = 'Enter the referral code from your GP letter, like CPR-1234'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  post('/labs/api/test', { test: window.bk.test, who: fam ? $('#fam').value : 'me' }).then(function (r) { b.disabled = false; b.textContent = 'Continue'; if (!r.ok) { $('#e1').textContent = r.error; return; } go(2); });
});
function clinicCards() {
  $('#clinics').innerHTML = CLINICS.map(function (c) { return '<article class="card" data-id="' + c[0] + '" aria-labelledby="cl-' + c[0] + '"><h3 id="cl-' + c[0] + '" style="margin:0">' + c[1] + '</h3><p class="note" style="margin:2px 0">' + c[2] + ' miles away · ' + c[4] + '</p><p style="margin:2px 0"><span class="tag">' + c[3] + '</span></p><button type="button" class="main pick"' + (c[5] ? ' disabled' : '') + '>Choose this clinic</button></article>'; }).join('');
}
$('#pc-form').addEventListener('submit', function (e) {
  e.preventDefault(); var v = $('#pc').value.trim(); $('#pc-err').textContent = ''; $('#pc-msg').textContent = ''; $('#clinics').innerHTML = '';
  if (!/^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/i.test(v)) { $('#pc-err').textContent = 'Enter a full postcode, like LS6 2AB'; return; }
  $('#pc-msg').textContent = 'Searching…';
  setTimeout(function () { window.clinicsShown = true; $('#pc-msg').textContent = '5 clinics near ' + v.toUpperCase(); clinicCards(); }, 700);
});
$('#clinics').addEventListener('click', function (e) {
  var b = e.target.closest('.pick'); if (!b) return; var c = clinic(b.closest('[data-id]').dataset.id); $('#e2').textContent = '';
  if (c[0] === 'ngpharm' && $('#fam').value === 'arjun' && $('input[name=who]:checked').value === 'family') { $('#e2').textContent = 'Northgate Pharmacy only sees patients aged 12 and over'; return; }
  window.bk.clinic = c[0]; go(3);
});
$('#dates').innerHTML = DATES.map(function (d) { var sun = new Date(d + 'T12:00:00Z').getUTCDay() === 0; return '<button type="button" class="day" data-d="' + d + '" aria-pressed="false"' + (sun ? ' disabled aria-label="' + day(d) + ' (closed)"' : '') + '>' + day(d) + '</button>'; }).join('');
function slotButtons(list, taken) { return list.map(function (t) { var x = taken.indexOf(t) >= 0; return '<button type="button" class="slot" data-t="' + t + '" aria-pressed="false"' + (x ? ' disabled aria-label="' + t + ' (taken)"' : '') + '>' + t + '</button>'; }).join(' '); }
function pickDate(d) {
  window.bk.date = d; window.bk.time = null; $('#c3').disabled = true; $('#picked').textContent = '';
  $$('.day').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.d === d)); });
  $('#slots').innerHTML = '<p>Loading times…</p>';
  setTimeout(function () {
    var taken = TAKEN[d] || [], sat = new Date(d + 'T12:00:00Z').getUTCDay() === 6, allTaken = MORNING.every(function (t) { return taken.indexOf(t) >= 0; });
    $('#slots').innerHTML = '<div role="tablist" aria-label="Time of day"><button type="button" role="tab" id="t-am" aria-controls="p-am" aria-selected="true">Morning</button><button type="button" role="tab" id="t-pm" aria-controls="p-pm" aria-selected="false">Afternoon</button></div><div role="tabpanel" id="p-am" aria-labelledby="t-am">' + (allTaken ? '<p>All morning times are taken on ' + day(d) + '.</p>' : '') + slotButtons(MORNING, taken) + '</div><div role="tabpanel" id="p-pm" aria-labelledby="t-pm" hidden>' + (sat ? '<p>No afternoon appointments on Saturdays.</p>' : slotButtons(AFTERNOON, taken)) + '</div>';
  }, 600);
}
$('#dates').addEventListener('click', function (e) { var b = e.target.closest('.day'); if (b && !b.disabled) pickDate(b.dataset.d); });
$('#slots').addEventListener('click', function (e) {
  var b = e.target.closest('.slot'); if (!b || b.disabled) return; window.bk.time = b.dataset.t;
  $$('.slot').forEach(function (s) { s.setAttribute('aria-pressed', String(s === b)); });
  $('#picked').textContent = 'Selected: ' + day(window.bk.date) + ' at ' + b.dataset.t; $('#c3').disabled = false;
});
$('#c3').addEventListener('click', function () {
  var b = this; $('#e3').textContent = ''; b.disabled = true; b.textContent = 'Checking…';
  post('/labs/api/slot', { test: window.bk.test, time: window.bk.time }).then(function (r) { b.disabled = false; b.textContent = 'Continue'; if (!r.ok) { $('#e3').textContent = r.error; return; } go(4); });
});
function summary() {
  var t = test(window.bk.test), c = clinic(window.bk.clinic), gp = $('input[name=pay]:checked').value === 'gp';
  $('#sum').innerHTML = '<dt>Test</dt><dd>' + t[1] + '</dd><dt>For</dt><dd>' + who() + '</dd><dt>Clinic</dt><dd>' + c[1] + '</dd><dt>Date and time</dt><dd>' + day(window.bk.date) + ' 2027 at ' + window.bk.time + '</dd><dt>Price</dt><dd>' + (gp ? 'Free with your GP referral' : '£' + t[2].toFixed(2)) + '</dd>';
}
$('#book').addEventListener('click', function () {
  var b = this; $('#e4').textContent = '';
  if (!$('#prep').checked) { $('#e4').textContent = "Confirm you've read how to prepare for your test"; return; }
  b.disabled = true; b.textContent = 'Booking…';
  post('/labs/api/book', window.bk).then(function (r) {
    b.disabled = false; b.textContent = 'Book appointment';
    window.booked = { ref: r.ref, test: window.bk.test, clinic: window.bk.clinic, date: window.bk.date, time: window.bk.time, remind: $('#sw-remind').getAttribute('aria-checked') === 'true' };
    $('#s4').hidden = true; $('#done').hidden = false; document.title = 'Appointment booked - Clearpath Diagnostics';
    $('#done-p').textContent = 'Your reference is ' + r.ref + '. We have sent the details to priya.nair@example.com.';
  });
});
var st = Number(query.get('step') || 1);
if (query.get('test')) { window.bk.test = query.get('test'); $('#test-q').value = test(window.bk.test)[1]; showTest(); }
if (query.get('who')) { $('input[name=who][value=family]').checked = true; $('#fam-f').hidden = false; $('#fam').value = query.get('who'); }
if (query.get('change')) $('#title').textContent = 'Change appointment ' + query.get('change');
if (st >= 2 && query.get('pc')) { $('#pc').value = query.get('pc'); setTimeout(function () { $('#pc-form').requestSubmit(); }, 0); }
if (st >= 3) window.bk.clinic = query.get('clinic') || 'harbour';
if (st >= 4) { window.bk.date = query.get('date') || '2027-07-20'; window.bk.time = query.get('time') || '08:40'; }
go(st);
if (st === 3 && query.get('date')) pickDate(query.get('date'));
`,
);
