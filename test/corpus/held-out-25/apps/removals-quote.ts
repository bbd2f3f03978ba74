/**
 * Packwell Removals' quote wizard: Addresses (two fieldsets with the same field names, the area checked late by the
 * server), Your home (a property select, steppers with the same Decrease/Increase buttons, a piano box, a loft
 * slider), Date & extras (a date input refusing Sundays and past dates, flexibility radios, extras) and Your quote
 * (the price answered late, then a booking form answered late, refusing fully booked dates). `?step=N` starts at step
 * N with the earlier steps filled in (a 2-bedroom flat on the 2nd floor of LS6 2AB, no lift, to HG2 7QT, on Friday
 * 26 March 2027). Today is Tuesday 9 March 2027.
 */
import { doc, stepper } from '../../page';
import { SHARED_JS } from './shared';

export const REMOVALS_BAR = `<header class="bar"><span class="logo">Packwell Removals</span><nav aria-label="Main"><a href="/removals/quote">Get a quote</a><a href="/removals/move">Manage my move</a></nav><a class="button" href="/removals/signin">Sign in</a></header>`;

const field = (id: string, label: string, input: string) =>
  `<div class="field"><label for="${id}">${label}</label>${input}<p class="err" id="${id}-err"></p></div>`;
const floors = (id: string) =>
  `<select id="${id}"><option value="0">Ground floor</option><option value="1">1st floor</option><option value="2">2nd floor</option><option value="3">3rd floor or higher</option></select>`;
const end = (key: string, legend: string) => `<fieldset id="fs-${key}"><legend>${legend}</legend>
  ${field(`${key}-pc`, 'Postcode', `<input id="${key}-pc" placeholder="e.g. LS6 2AB" style="width:140px">`)}
  ${field(`${key}-addr`, 'Street address', `<input id="${key}-addr" placeholder="House number and street" style="width:280px">`)}
  ${field(`${key}-floor`, 'Floor', floors(`${key}-floor`))}
  <label><input type="checkbox" id="${key}-lift"> There's a lift</label></fieldset>`;
const extra = (value: string, label: string) =>
  `<label style="display:block"><input type="checkbox" name="extra" value="${value}"> ${label}</label>`;

export const quote = doc(
  'Get a quote - Packwell Removals',
  `${REMOVALS_BAR}
<main style="max-width:780px">
  <h1>Get a moving quote</h1>
  <p class="note" id="stepline"></p>
  <h2 id="step-h"></h2>
  <section data-step="1"><div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">${end('from', 'Moving from')}${end('to', 'Moving to')}</div><p class="err" id="s1-err" role="alert"></p></section>
  <section data-step="2" hidden>
    ${field('prop', 'Property type', '<select id="prop"><option value="">Choose…</option><option value="studio">Studio flat</option><option value="1">1 bedroom</option><option value="2">2 bedrooms</option><option value="3">3 bedrooms</option><option value="4">4 bedrooms or more</option></select>')}
    <fieldset><legend>Large items</legend><div class="line"><span>Sofas</span>${stepper('sofas', 'Sofas', 0, 0, 5)}<span style="margin-left:14px">Beds</span>${stepper('beds', 'Beds', 0, 0, 6)}<span style="margin-left:14px">Wardrobes</span>${stepper('wardrobes', 'Wardrobes', 0, 0, 6)}</div></fieldset>
    <label><input type="checkbox" id="piano"> We have a piano</label>
    <div class="field"><label for="loft">How full is the loft?</label><input id="loft" type="range" min="0" max="100" step="25" value="0"> <output id="loft-v" for="loft">Empty</output></div>
  </section>
  <section data-step="3" hidden>
    ${field('date', 'Moving date', '<input id="date" type="date">')}
    <fieldset><legend>How flexible are you?</legend><label style="display:block"><input type="radio" name="flex" value="exact" checked> Only this date</label><label style="display:block"><input type="radio" name="flex" value="one"> A day either side (save 5%)</label><label style="display:block"><input type="radio" name="flex" value="week"> Up to a week either side (save 10%)</label></fieldset>
    <fieldset><legend>Extras</legend>${extra('packing', 'Packing service (+£180)')}${extra('dismantle', 'Dismantle and rebuild furniture (+£90)')}${extra('washer', 'Disconnect the washing machine (+£35)')}${extra('clean', 'Cleaning after we leave (+£120)')}</fieldset>
  </section>
  <section data-step="4" hidden>
    <section class="box" id="quote-box" aria-live="polite"><p id="q-loading">Working out your quote…</p><div id="q-body" hidden><p style="margin:0">Your quote</p><p style="font-size:28px;font-weight:700;margin:0" id="q-price"></p><p id="q-crew" style="margin:2px 0"></p><p id="q-when" class="note" style="margin:2px 0"></p></div></section>
    <fieldset><legend>Your details</legend>
      ${field('q-name', 'Full name', '<input id="q-name" placeholder="e.g. Jordan Reyes" style="width:260px">')}
      ${field('q-email', 'Email', '<input id="q-email" type="email" placeholder="you@example.com" style="width:260px">')}
      ${field('q-phone', 'Phone', '<input id="q-phone" type="tel" placeholder="07700 900000">')}
      <label><input type="checkbox" id="q-terms"> I accept the terms of service</label><p class="err" id="q-terms-err"></p>
    </fieldset>
    <p class="err" id="book-err" role="alert"></p>
    <div class="line"><button type="button" id="save-q">Email me this quote</button></div>
  </section>
  <div class="line" id="nav" style="margin-top:10px"><button type="button" id="back">Back</button><button type="button" class="main" id="next">Continue</button><button type="button" class="main" id="book" hidden>Book this move</button></div>
  <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0">You're booked!</h2><p id="done-p"></p></section>
</main>`,
  `${SHARED_JS}
var TITLES = ['', 'Addresses', 'Your home', 'Date and extras', 'Your quote'], LOFT = ['Empty', 'A quarter full', 'Half full', 'Three-quarters full', 'Full'];
window.wiz = { step: 1 }; window.quote = null; window.booked = null; window.emailed = null;
function err(id, text) { $('#' + id + '-err').textContent = text; return !text; }
function pc(v) { return /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i.test(v.trim()); }
function extras() { return $$('input[name=extra]:checked').map(function (c) { return c.value; }); }
function data() {
  return { from: $('#from-pc').value.trim().toUpperCase(), to: $('#to-pc').value.trim().toUpperCase(), fromFloor: Number($('#from-floor').value), toFloor: Number($('#to-floor').value), fromLift: $('#from-lift').checked, toLift: $('#to-lift').checked, prop: $('#prop').value, sofas: Number($('#sofas').dataset.value), beds: Number($('#beds').dataset.value), wardrobes: Number($('#wardrobes').dataset.value), piano: $('#piano').checked, loft: Number($('#loft').value), date: $('#date').value, flex: $('input[name=flex]:checked').value, extras: extras() };
}
function show(n) {
  window.wiz.step = n;
  $$('[data-step]').forEach(function (s) { s.hidden = Number(s.dataset.step) !== n; });
  $('#stepline').textContent = 'Step ' + n + ' of 4'; $('#step-h').textContent = TITLES[n];
  $('#back').hidden = n === 1; $('#next').hidden = n === 4; $('#book').hidden = n !== 4;
  if (n === 4) getQuote();
}
function getQuote() {
  window.quote = null; $('#q-loading').hidden = false; $('#q-body').hidden = true;
  fetch('/removals/api/quote', { method: 'POST', body: JSON.stringify(data()) }).then(function (r) { return r.json(); }).then(function (r) {
    window.quote = r; $('#q-loading').hidden = true; $('#q-body').hidden = false;
    $('#q-price').textContent = '£' + r.price; $('#q-crew').textContent = r.crew + ' movers and a ' + r.van + ', about ' + r.hours + ' hours';
    $('#q-when').textContent = 'Moving on ' + longDate($('#date').value) + (r.extras.length ? ' · Includes ' + r.extras.join(', ') : '');
  });
}
function check1(done) {
  var ok = true;
  ['from', 'to'].forEach(function (k) {
    var v = $('#' + k + '-pc').value;
    ok = err(k + '-pc', !v.trim() ? (k === 'from' ? "Enter the postcode you're moving from" : "Enter the postcode you're moving to") : !pc(v) ? 'Enter a real postcode, like LS6 2AB' : '') && ok;
    ok = err(k + '-addr', $('#' + k + '-addr').value.trim() ? '' : 'Enter the street address') && ok;
  });
  if (!ok) return;
  var b = $('#next'); b.disabled = true; b.textContent = 'Checking…'; $('#s1-err').textContent = '';
  fetch('/removals/api/area', { method: 'POST', body: JSON.stringify({ from: $('#from-pc').value, to: $('#to-pc').value }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Continue';
    if (!r.ok) { $('#s1-err').textContent = r.error; return; }
    done();
  });
}
function check3() {
  var d = $('#date').value;
  return err('date', !d ? 'Choose your moving date' : d <= '2027-03-09' ? 'Choose a date after today' : weekday(d) === 0 ? "We don't move on Sundays. Choose another day." : '');
}
$('#next').addEventListener('click', function () {
  var n = window.wiz.step;
  if (n === 1) return check1(function () { show(2); });
  if (n === 2 && !err('prop', $('#prop').value ? '' : 'Choose your property type')) return;
  if (n === 3 && !check3()) return;
  show(n + 1);
});
$('#back').addEventListener('click', function () { show(window.wiz.step - 1); });
$('#loft').addEventListener('input', function () { $('#loft-v').textContent = LOFT[Number(this.value) / 25]; });
function checkDetails() {
  var ok = err('q-name', $('#q-name').value.trim() ? '' : 'Enter your full name');
  var em = $('#q-email').value.trim();
  ok = err('q-email', !em ? 'Enter your email address' : em.indexOf('@') < 1 ? 'Enter an email address like name@example.com' : '') && ok;
  ok = err('q-phone', $('#q-phone').value.trim() ? '' : 'Enter a phone number so the crew can reach you') && ok;
  ok = err('q-terms', $('#q-terms').checked ? '' : 'Accept the terms of service to book') && ok;
  return ok;
}
$('#book').addEventListener('click', function () {
  if (!checkDetails()) return;
  if (!window.quote) { $('#book-err').textContent = 'Wait for your quote to load'; return; }
  var b = this, body = data(); body.name = $('#q-name').value.trim(); body.email = $('#q-email').value.trim(); $('#book-err').textContent = '';
  b.disabled = true; b.textContent = 'Booking…';
  fetch('/removals/api/book', { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Book this move';
    if (!r.ok) { $('#book-err').textContent = r.error; return; }
    window.booked = { ref: r.ref, name: body.name, email: body.email, date: body.date, price: window.quote.price };
    $$('[data-step]').forEach(function (s) { s.hidden = true; }); $('#nav').hidden = true; $('#step-h').hidden = true; $('#stepline').hidden = true; $('#done').hidden = false;
    $('#done-p').textContent = 'Your move reference is ' + r.ref + '. We\\'ve emailed the details to ' + body.email + '. A £150 deposit is due within 7 days.';
  });
});
$('#save-q').addEventListener('click', function () {
  var em = $('#q-email').value.trim();
  if (em.indexOf('@') < 1) { err('q-email', 'Enter your email to get the quote'); return; }
  window.emailed = em; quick("We've emailed your quote to " + em);
});
var start = Number(query.get('step') || 1);
if (start > 1) {
  $('#from-pc').value = 'LS6 2AB'; $('#from-addr').value = '14 Kirkstall Road'; $('#from-floor').value = '2';
  $('#to-pc').value = query.get('to') || 'HG2 7QT'; $('#to-addr').value = '3 Orchard Close';
}
if (start > 2) {
  $('#prop').value = query.get('prop') || '2';
  [['sofas', 1], ['beds', 2], ['wardrobes', 1]].forEach(function (p) { var s = $('#' + p[0]); s.dataset.value = String(p[1]); $('output', s).textContent = String(p[1]); });
  if (query.get('piano')) $('#piano').checked = true;
}
if (start > 3) { $('#date').value = query.get('date') || '2027-03-26'; }
if (query.get('extra')) query.get('extra').split(',').forEach(function (x) { var c = $('input[name=extra][value="' + x + '"]'); if (c) c.checked = true; });
if (query.get('flex')) $('input[name=flex][value="' + query.get('flex') + '"]').checked = true;
show(start);
`,
);
