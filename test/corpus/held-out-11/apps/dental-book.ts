/**
 * Brightsmile Dental, the four-step booking wizard: a patient select and treatment radios (whitening refused for a
 * child); dentist cards that all have a Choose button (one fully booked, the hygienist only for cleans), a date input
 * that refuses weekends, time slots that load late (two full) and a switch that keeps only early and late times; the
 * patient's details (a mobile field named only by its placeholder, a medical-history fieldset, reminder radios) with an
 * error summary; a check-your-answers page whose rows all have a Change button, and a Confirm button disabled until the
 * cancellation policy is accepted. State a patient clicked their way to comes from the query string.
 */

import { doc } from '../../page';
import { DENTAL_HEADER } from './dental-home';

const DENTISTS = [
  [
    'osei',
    'Dr Amara Osei',
    'General dentist · 12 years at Brightsmile',
    '4.9 out of 5 (210 reviews)',
    'Next free: Thu 12 Mar',
  ],
  ['reyes', 'Dr Tom Reyes', 'General and cosmetic dentist', '4.6 out of 5 (98 reviews)', 'Next free: Mon 16 Mar'],
  ['kim', 'Dr Hana Kim', "Children's dentist", '4.8 out of 5 (143 reviews)', 'Fully booked until April'],
  ['lloyd', 'Gwen Lloyd', 'Dental hygienist', '4.7 out of 5 (61 reviews)', 'Hygiene appointments only'],
] as const;

const TREATMENTS = [
  ['checkup', 'Check-up', 45, '20 minutes'],
  ['clean', 'Hygienist clean', 65, '30 minutes'],
  ['emergency', 'Emergency appointment', 80, '30 minutes'],
  ['whitening', 'Whitening consultation', 0, '15 minutes'],
] as const;

const SLOTS = ['08:40', '09:00', '09:20', '11:00', '14:00', '15:40', '16:20'];
const FULL = ['09:00', '14:00'];

export const dentalBook = doc(
  'Book an appointment - Brightsmile Dental',
  `${DENTAL_HEADER}
<main style="max-width:860px">
  <h1>Book an appointment</h1>
  <ol id="progress" class="line" style="list-style:none;padding:0">
    <li data-n="1">1. Patient and treatment</li><li data-n="2">2. Dentist and time</li><li data-n="3">3. Your details</li><li data-n="4">4. Check and confirm</li>
  </ol>
  <p class="note" id="step-of"></p>
  <div id="errsum" class="box" role="alert" tabindex="-1" hidden style="border:2px solid #b0261a"><h2>There is a problem</h2><ul id="errs"></ul></div>
  <section class="box" id="s1" data-step="1">
    <h2>Patient and treatment</h2>
    <div class="field"><label for="patient">Who is the appointment for?</label>
      <select id="patient"><option value="nina">Nina Patel</option><option value="arjun">Arjun Patel (age 9)</option><option value="leela">Leela Patel (age 72)</option></select></div>
    <fieldset><legend>Treatment</legend>
      ${TREATMENTS.map(([id, name, price, time]) => `<label><input type="radio" name="treat" value="${id}"> ${name} — ${price ? `£${price}` : 'free'} · ${time}</label><br>`).join('')}
      <p class="note">Check-ups are free for under-18s.</p>
    </fieldset>
    <div class="buttons"><button type="button" class="main" id="s1-next">Continue</button></div>
  </section>
  <section class="box" id="s2" data-step="2" hidden>
    <h2>Dentist and time</h2>
    <div class="grid">
      ${DENTISTS.map(([id, name, role, rating, next]) => `<article class="card dentist" data-id="${id}"><h3>${name}</h3><p class="note">${role}</p><p>★ ${rating}</p><p class="note">${next}</p><button type="button" class="choose" aria-pressed="false">Choose</button></article>`).join('')}
    </div>
    <div class="line" style="align-items:flex-end">
      <div class="field"><label for="date">Date</label><input type="date" id="date" min="2026-03-11" max="2026-04-30"></div>
      <p class="line"><button type="button" role="switch" id="sw-early" aria-checked="false" aria-labelledby="l-early"></button><span id="l-early">Before 9am or after 4pm only</span></p>
    </div>
    <p class="err" id="date-err" hidden>We're closed at weekends. Choose a weekday.</p>
    <p class="note" id="times-note">Choose a dentist and a date to see times.</p>
    <div id="times" class="line" role="group" aria-label="Available times"></div>
    <p id="when" role="status"></p>
    <div class="buttons"><button type="button" class="back">Back</button><button type="button" class="main" id="s2-next" disabled>Continue</button></div>
  </section>
  <section class="box" id="s3" data-step="3" hidden>
    <h2>Your details</h2>
    <div class="field"><input type="tel" id="mobile" placeholder="Mobile number"></div>
    <div class="field"><label for="email">Email</label><input type="email" id="email" value="nina.patel@example.com" style="width:280px"></div>
    <fieldset><legend>Medical history</legend>
      <p class="note">Tick any that apply to the patient.</p>
      <label><input type="checkbox" name="med" value="diabetes"> Diabetes</label><br>
      <label><input type="checkbox" name="med" value="heart"> Heart condition</label><br>
      <label><input type="checkbox" name="med" value="pregnant"> Pregnant or breastfeeding</label><br>
      <label><input type="checkbox" name="med" value="thinners"> Taking blood thinners</label><br>
      <label><input type="checkbox" name="med" value="none"> None of these</label>
    </fieldset>
    <fieldset><legend>Send reminders by</legend>
      <label><input type="radio" name="remind" value="text" checked> Text message</label>
      <label><input type="radio" name="remind" value="email"> Email</label>
      <label><input type="radio" name="remind" value="both"> Both</label>
    </fieldset>
    <textarea id="notes" rows="2" style="width:100%" placeholder="Anything else we should know? (optional)"></textarea>
    <div class="buttons"><button type="button" class="back">Back</button><button type="button" class="main" id="s3-next">Continue</button></div>
  </section>
  <section class="box" id="s4" data-step="4" hidden>
    <h2>Check your answers</h2>
    <dl class="pairs" id="answers"></dl>
    <p id="pay-line"></p>
    <label><input type="checkbox" id="policy"> I agree to the cancellation policy (24 hours' notice, or a £25 fee)</label>
    <div class="buttons"><button type="button" class="back">Back</button><button type="button" class="main" id="confirm" disabled>Confirm booking</button></div>
  </section>
  <section class="box" id="done" hidden>
    <h2>Appointment booked</h2>
    <p>Your reference is <strong>BSD-48213</strong>.</p>
    <p id="done-text"></p>
    <a href="/dental/home">Back to your appointments</a>
  </section>
</main>`,
  `
var DENTISTS = ${JSON.stringify(DENTISTS)};
var TREATMENTS = ${JSON.stringify(TREATMENTS)};
var SLOTS = ${JSON.stringify(SLOTS)};
var FULL = ${JSON.stringify(FULL)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var NAMES = { nina: 'Nina Patel', arjun: 'Arjun Patel', leela: 'Leela Patel' };
var REMIND = { text: 'Text message', email: 'Email', both: 'Text message and email' };
window.bk = { patient: 'nina', treatment: null, dentist: null, date: '', time: null };
window.booked = null;
window.step = 1;
function tr(id) { return TREATMENTS.filter(function (t) { return t[0] === id; })[0]; }
function dn(id) { return DENTISTS.filter(function (d) { return d[0] === id; })[0]; }
function nice(v) { var d = new Date(v + 'T12:00:00'); return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear(); }
function weekend(v) { var d = new Date(v + 'T12:00:00').getDay(); return d === 0 || d === 6; }
function errors(list) {
  $('#errs').innerHTML = list.map(function (e) { return '<li><a href="#' + e[0] + '">' + e[1] + '</a></li>'; }).join('');
  $('#errsum').hidden = list.length === 0;
  if (list.length) $('#errsum').focus();
  return list.length === 0;
}
function go(n) {
  window.step = n;
  $$('section[data-step]').forEach(function (s) { s.hidden = Number(s.dataset.step) !== n; });
  $$('#progress li').forEach(function (li) { if (Number(li.dataset.n) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.n) === n ? '700' : '400'; });
  $('#step-of').textContent = 'Step ' + n + ' of 4';
  if (n === 2) dentists();
  if (n === 4) answers();
}
function price() {
  var t = tr(window.bk.treatment);
  if (window.bk.treatment === 'checkup' && window.bk.patient === 'arjun') return 0;
  return t[2];
}
$('#s1-next').addEventListener('click', function () {
  window.bk.patient = $('#patient').value;
  var t = $('input[name=treat]:checked');
  var list = [];
  if (!t) list.push(['treat', 'Choose a treatment']);
  else if (t.value === 'whitening' && window.bk.patient === 'arjun') list.push(['treat', 'Whitening is only for patients aged 18 and over']);
  if (!errors(list)) return;
  window.bk.treatment = t.value;
  go(2);
});
function dentists() {
  $$('.dentist').forEach(function (c) {
    var b = $('.choose', c), id = c.dataset.id;
    b.disabled = id === 'kim' || (id === 'lloyd' && window.bk.treatment !== 'clean');
    b.setAttribute('aria-pressed', String(window.bk.dentist === id));
    b.textContent = window.bk.dentist === id ? 'Chosen' : 'Choose';
    c.style.outline = window.bk.dentist === id ? '2px solid #1f5fcf' : '';
  });
}
$$('.dentist .choose').forEach(function (b) {
  b.addEventListener('click', function () { window.bk.dentist = b.closest('.dentist').dataset.id; window.bk.time = null; dentists(); loadTimes(false); });
});
function loadTimes(now) {
  window.bk.time = null;
  when();
  var v = $('#date').value;
  $('#date-err').hidden = !v || !weekend(v);
  $('#times').innerHTML = '';
  if (!window.bk.dentist || !v || weekend(v)) { $('#times-note').textContent = 'Choose a dentist and a date to see times.'; return; }
  $('#times-note').textContent = 'Loading times…';
  clearTimeout(window.__times);
  window.__times = setTimeout(function () { $('#times-note').textContent = 'Times on ' + nice(v) + ':'; times(); }, now ? 0 : 800);
}
function times() {
  var early = $('#sw-early').getAttribute('aria-checked') === 'true';
  $('#times').innerHTML = SLOTS.filter(function (s) { return !early || s < '09:00' || s >= '16:00'; }).map(function (s) {
    var full = FULL.indexOf(s) >= 0;
    return '<button type="button" class="slot" data-t="' + s + '" aria-pressed="' + (window.bk.time === s) + '"' + (full ? ' disabled aria-label="' + s + ' (full)"' : '') + '>' + s + '</button>';
  }).join('');
  $$('#times .slot').forEach(function (b) { b.addEventListener('click', function () { window.bk.time = b.dataset.t; times(); when(); }); });
}
function when() {
  var b = window.bk;
  $('#when').textContent = b.time ? nice(b.date) + ' at ' + b.time + ' with ' + dn(b.dentist)[1] : '';
  $('#s2-next').disabled = !b.time;
}
$('#date').addEventListener('change', function () { window.bk.date = $('#date').value; loadTimes(false); });
$('#sw-early').addEventListener('flip', function () { if ($('#times .slot')) times(); });
$('#s2-next').addEventListener('click', function () { go(3); });
$$('input[name=med]').forEach(function (c) {
  c.addEventListener('change', function () {
    if (!c.checked) return;
    $$('input[name=med]').forEach(function (o) { if ((c.value === 'none') !== (o.value === 'none')) o.checked = false; });
  });
});
$('#s3-next').addEventListener('click', function () {
  var m = $('#mobile').value.replace(/\\s/g, '');
  var list = [];
  if (!m) list.push(['mobile', 'Enter a mobile number']);
  else if (!/^07\\d{9}$/.test(m)) list.push(['mobile', 'Enter a UK mobile number, like 07700 900982']);
  if (!$('input[name=med]:checked')) list.push(['med', 'Tick any medical conditions, or None of these']);
  if (!errors(list)) return;
  window.bk.mobile = $('#mobile').value.trim();
  window.bk.med = $$('input[name=med]:checked').map(function (c) { return c.value; });
  window.bk.remind = $('input[name=remind]:checked').value;
  window.bk.notes = $('#notes').value;
  go(4);
});
function answers() {
  var b = window.bk, t = tr(b.treatment);
  var rows = [['Patient', NAMES[b.patient], 1], ['Treatment', t[1] + ' (' + t[3] + ')', 1], ['Dentist', dn(b.dentist)[1], 2], ['Date and time', nice(b.date) + ' at ' + b.time, 2], ['Mobile', b.mobile, 3], ['Reminders', REMIND[b.remind], 3]];
  $('#answers').innerHTML = rows.map(function (r) { return '<dt>' + r[0] + '</dt><dd>' + r[1] + ' <button type="button" class="change" data-go="' + r[2] + '">Change</button></dd>'; }).join('');
  $$('#answers .change').forEach(function (c) { c.addEventListener('click', function () { go(Number(c.dataset.go)); }); });
  var p = price();
  $('#pay-line').textContent = b.treatment === 'clean' ? 'Price: £65.00, of which a £20.00 deposit is due now.' : p ? 'To pay on the day: £' + p.toFixed(2) : 'Price: free';
}
$('#policy').addEventListener('change', function () { $('#confirm').disabled = !$('#policy').checked; });
$('#confirm').addEventListener('click', function () {
  window.booked = JSON.parse(JSON.stringify(window.bk));
  $$('section[data-step]').forEach(function (s) { s.hidden = true; });
  $('#done').hidden = false;
  $('#done-text').textContent = "We'll text " + window.bk.mobile + ' a reminder the day before.';
  toast('Appointment booked for ' + nice(window.bk.date) + ' at ' + window.bk.time);
});
$$('.back').forEach(function (b) { b.addEventListener('click', function () { errors([]); go(window.step - 1); }); });
var s = Number(query.get('step') || 1);
if (query.get('patient')) { window.bk.patient = query.get('patient'); $('#patient').value = window.bk.patient; }
if (s >= 2 || query.get('treatment')) { window.bk.treatment = query.get('treatment') || 'checkup'; $('input[name=treat][value=' + window.bk.treatment + ']').checked = true; }
if (s >= 2 && (query.get('dentist') || s >= 3)) window.bk.dentist = query.get('dentist') || 'osei';
if (s >= 2 && (query.get('date') || s >= 3)) { window.bk.date = query.get('date') || '2026-03-12'; $('#date').value = window.bk.date; }
go(s);
if (s === 2) loadTimes(true);
if (s >= 3 || query.get('time')) { window.bk.time = query.get('time') || '09:20'; if (s === 2) setTimeout(function () { times(); when(); }, 0); }
if (s >= 4) { window.bk.mobile = '07700 900982'; $('#mobile').value = window.bk.mobile; window.bk.med = ['none']; $('input[name=med][value=none]').checked = true; window.bk.remind = 'text'; answers(); }
`,
);
