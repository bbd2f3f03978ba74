/**
 * Veloria eVisa, a country's online visa application service: a sign-in by email and password (a Show password toggle)
 * with a one-time code checked late (a locked account refused) beside a Check status form for people without an
 * account; a four-step application (trip: visa-type radios, an arrival date, a length-of-stay slider, a port-of-entry
 * listbox with a closed border crossing, a multiple-entries switch; about you: name fieldset, date of birth, sex
 * radios, a nationality checked late and refused for one country; passport: a number and expiry checked late, refused
 * when it runs out too soon; check and pay: answers with three Change buttons, fees, an express switch, a declaration
 * and a card in an iframe, refused late for a card without funds), with an error summary and a draft save; Your
 * applications with a status tracker in a shadow root loaded late, a status filter, a search, a paged table (View in
 * every row, Withdraw with a confirm alertdialog, Download eVisa in two rows, an appeal refused late for being out of
 * time, a draft to delete), notification switches, and a Group members tab of traveller cards that share Edit and
 * Remove (an add dialog; the account holder cannot be removed); an application page with a breadcrumb, accordions, a
 * reply to the visa office and a star rating for approved ones; a help page with FAQ accordions, a fees table, a
 * contact form in an iframe and a chat launcher in a shadow root that is refused late; an account menu (deleting the
 * account refused late). Toasts leave after four seconds. Today is Thursday 11 May 2028.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2028-05-08" as "8 May 2028". */
function long(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const COUNTRIES = ['France', 'Germany', 'India', 'Japan', 'Narvonia', 'Nigeria', 'United Kingdom', 'United States'];
const countryOptions = `<option value="">Choose a country</option>${COUNTRIES.map((c) => `<option>${c}</option>`).join('')}`;

const COMMON = `
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function long(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-apps') location.href = '/visa/applications';
  if (m.id === 'mi-help') location.href = '/visa/help';
  if (m.id === 'mi-out') location.href = '/visa/login?out=1';
  if (m.id === 'mi-delete') setTimeout(function () { $('#page-err').textContent = "You can't delete your account while an application is in review."; }, 700);
}); });
`;

const BAR = `<header class="bar"><span class="logo">Veloria eVisa</span><nav aria-label="Main"><a href="/visa/applications">Your applications</a><a href="/visa/apply">Apply</a><a href="/visa/help">Help</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Ines Moreau ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-apps">Your applications</button><button type="button" role="menuitem" id="mi-help">Help</button><button type="button" role="menuitem" id="mi-delete">Delete account</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const loginPage = doc(
  'Sign in - Veloria eVisa',
  `<header class="bar"><span class="logo">Veloria eVisa</span></header>
<main>
  <p class="good" id="out-msg" role="status"></p>
  <h1>Apply for or manage a Veloria eVisa</h1>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;align-items:start">
  <section class="box" aria-labelledby="si-h"><h2 id="si-h" style="margin-top:0">Sign in</h2>
    <form id="login" novalidate>
      <div id="creds">
        <div class="field"><label for="email">Email address</label><input id="email" type="email" autocomplete="username" style="width:100%"></div>
        <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="show" aria-pressed="false" aria-label="Show password">👁</button></div></div>
      </div>
      <div id="otp-box" hidden><div class="field"><label for="otp">Security code</label><input id="otp" inputmode="numeric" placeholder="6 digits" style="width:140px"><p class="note" id="otp-hint"></p></div></div>
      <p class="err" id="login-err" role="alert"></p>
      <button type="submit" class="main" id="go">Continue</button>
    </form>
    <p class="note"><a href="#reset">Reset your password</a> · <a href="#create">Create an account</a></p>
  </section>
  <section class="box" aria-labelledby="cs-h"><h2 id="cs-h" style="margin-top:0">Check an application without signing in</h2>
    <form id="status" novalidate>
      <div class="field"><label for="ref">Application reference</label><input id="ref" placeholder="VE-0000-0000"></div>
      <div class="field"><label for="cs-dob">Date of birth</label><input id="cs-dob" type="date"></div>
      <p class="err" id="cs-err" role="alert"></p>
      <button type="submit" id="cs-go">Check status</button>
      <p id="cs-result" role="status"></p>
    </form>
  </section>
  </div>
</main>`,
  `
window.statusChecked = null;
if (query.get('out')) $('#out-msg').textContent = 'You have signed out.';
$('#show').addEventListener('click', function () { var on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); $('#pw').type = on ? 'text' : 'password'; });
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
$('#login').addEventListener('submit', function (e) {
  e.preventDefault(); $('#login-err').textContent = '';
  var b = $('#go');
  if ($('#otp-box').hidden) {
    var m = $('#email').value.trim(), p = $('#pw').value;
    if (!m || !p) { $('#login-err').textContent = 'Enter your email address and password'; return; }
    b.disabled = true; b.textContent = 'Checking…';
    post('/visa/api/login', { email: m, password: p }).then(function (r) {
      b.disabled = false; b.textContent = 'Continue';
      if (!r.ok) { $('#login-err').textContent = r.error; return; }
      $('#creds').hidden = true; $('#otp-box').hidden = false; $('#otp-hint').textContent = 'We sent a code to ' + r.masked + '. It expires in 10 minutes.'; b.textContent = 'Verify'; $('#otp').focus();
    });
  } else {
    var c = $('#otp').value.trim();
    if (!/^\\d{6}$/.test(c)) { $('#login-err').textContent = 'Enter the 6-digit code'; return; }
    b.disabled = true;
    post('/visa/api/otp', { code: c }).then(function (r) {
      b.disabled = false;
      if (!r.ok) { $('#login-err').textContent = 'That code is wrong or has expired'; return; }
      location.href = '/visa/applications';
    });
  }
});
$('#status').addEventListener('submit', function (e) {
  e.preventDefault(); $('#cs-err').textContent = ''; $('#cs-result').textContent = '';
  var ref = $('#ref').value.trim().toUpperCase(), dob = $('#cs-dob').value;
  if (!ref || !dob) { $('#cs-err').textContent = 'Enter the reference and the date of birth'; return; }
  var b = $('#cs-go'); b.disabled = true;
  post('/visa/api/status', { ref: ref, dob: dob }).then(function (r) {
    b.disabled = false;
    if (!r.ok) { $('#cs-err').textContent = r.error; return; }
    window.statusChecked = ref; $('#cs-result').textContent = r.text;
  });
});
`,
);

const PORTS: [string, string, boolean][] = [
  ['VLR', 'Velor International Airport (VLR)', false],
  ['NDH', 'Nordhaven Airport (NDH)', false],
  ['AMR', 'Port Amaris (sea port)', false],
  ['KES', 'Kessel land border (closed until 1 June)', true],
];

const FRAME_PAY = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Secure payment</h3>
<p style="margin:4px 0"><label for="card">Card number</label><br><input id="card" inputmode="numeric" style="width:220px"></p>
<p style="margin:4px 0;display:flex;gap:12px"><span><label for="exp">Expiry (MM/YY)</label><br><input id="exp" style="width:80px"></span><span><label for="cvc">CVC</label><br><input id="cvc" style="width:60px"></span></p>
<p style="margin:4px 0"><label for="holder">Name on card</label><br><input id="holder" style="width:220px"></p>
</body></html>`;

function applyPage(step: string | null): string {
  const ports = PORTS.map(
    ([v, label, off]) =>
      `<li role="option" aria-selected="false" data-value="${v}"${off ? ' aria-disabled="true"' : ''}>${label}</li>`,
  ).join('');
  return doc(
    'Apply for an eVisa - Veloria eVisa',
    `${BAR}
<main style="max-width:820px">
  <p class="err" id="page-err" role="alert"></p>
  <h1>Apply for an eVisa</h1>
  <div id="wizard">
  <ol class="line" id="steps" aria-label="Application steps" style="list-style:none;padding:0"><li id="st-1">1. Your trip</li><li id="st-2">2. About you</li><li id="st-3">3. Passport</li><li id="st-4">4. Check and pay</li></ol>
  <p class="note" id="step-of"></p>
  <div class="box" id="summary" role="alert" hidden style="border-color:#b0261a"><h2 style="margin:0;font-size:16px">There is a problem</h2><ul id="summary-list"></ul></div>
  <section class="box" id="step-1"><h2 style="margin-top:0">Your trip</h2>
    <fieldset><legend>Type of visa</legend>
      <label><input type="radio" name="vtype" value="tourist"> Tourist eVisa – up to 30 days – €35</label><br>
      <label><input type="radio" name="vtype" value="business"> Business eVisa – up to 90 days – €60</label><br>
      <label><input type="radio" name="vtype" value="transit"> Transit eVisa – up to 72 hours – €20</label></fieldset>
    <div class="field"><label for="arrive">Arrival date</label><input id="arrive" type="date" min="2028-05-14"></div>
    <div class="field"><label for="stay">Length of stay</label><input id="stay" type="range" min="1" max="90" value="14"> <output id="stay-v" for="stay">14 days</output></div>
    <div class="field"><span class="name" id="port-l">Port of entry</span><span class="pop"><button type="button" id="port" aria-haspopup="listbox" aria-controls="ports" aria-expanded="false" aria-labelledby="port-l port"><span class="value">Choose a port</span> ▾</button><ul role="listbox" id="ports" aria-label="Port of entry" hidden>${ports}</ul></span></div>
    <div class="line"><button type="button" role="switch" id="sw-multi" aria-checked="false" aria-labelledby="sw-multi-l"></button><span id="sw-multi-l">Multiple entries (+€25)</span></div>
    <div class="buttons"><button type="button" id="draft">Save as draft</button><button type="button" class="main" id="next-1">Save and continue</button></div></section>
  <section class="box" id="step-2" hidden><h2 style="margin-top:0">About you</h2>
    <fieldset><legend>Name as it appears in your passport</legend>
      <div class="field"><label for="given">Given names</label><input id="given"></div>
      <div class="field"><label for="surname">Surname</label><input id="surname"></div></fieldset>
    <div class="field"><label for="dob">Date of birth</label><input id="dob" type="date"></div>
    <fieldset><legend>Sex</legend><label><input type="radio" name="sex" value="F"> Female</label> <label><input type="radio" name="sex" value="M"> Male</label> <label><input type="radio" name="sex" value="X"> X (unspecified)</label></fieldset>
    <div class="field"><label for="nat">Nationality</label><select id="nat">${countryOptions}</select></div>
    <div class="field"><label for="email">Email address</label><input id="email" type="email" style="width:60%"></div>
    <div class="field"><label for="phone">Phone number</label><input id="phone" type="tel" placeholder="+44 7700 900123"></div>
    <div class="buttons"><button type="button" id="back-2">Back</button><button type="button" class="main" id="next-2">Save and continue</button></div></section>
  <section class="box" id="step-3" hidden><h2 style="margin-top:0">Passport</h2>
    <div class="field"><label for="pno">Passport number</label><input id="pno" placeholder="e.g. 12AB34567"></div>
    <div class="field"><label for="issuer">Issuing country</label><select id="issuer">${countryOptions}</select></div>
    <div class="field"><label for="issued">Date of issue</label><input id="issued" type="date"></div>
    <div class="field"><label for="expires">Expiry date</label><input id="expires" type="date"></div>
    <div class="buttons"><button type="button" id="back-3">Back</button><button type="button" class="main" id="next-3">Save and continue</button></div></section>
  <section class="box" id="step-4" hidden><h2 style="margin-top:0">Check your answers</h2>
    <h3>Trip <button type="button" class="chg" data-go="1">Change</button></h3><dl class="pairs" id="sum-trip"></dl>
    <h3>About you <button type="button" class="chg" data-go="2">Change</button></h3><dl class="pairs" id="sum-you"></dl>
    <h3>Passport <button type="button" class="chg" data-go="3">Change</button></h3><dl class="pairs" id="sum-pass"></dl>
    <h3>Fees</h3><table><tbody id="fees"></tbody></table>
    <div class="line" style="margin-top:8px"><button type="button" role="switch" id="sw-express" aria-checked="false" aria-labelledby="sw-express-l"></button><span id="sw-express-l">Express processing – a decision in 3 working days (+€30)</span></div>
    <p><label><input type="checkbox" id="declare"> I confirm that the information I have given is correct and complete</label></p>
    ${frame('Secure payment', FRAME_PAY, 190)}
    <div class="buttons"><button type="button" id="back-4">Back</button><button type="button" class="main" id="submit">Pay €35 and submit</button></div></section>
  </div>
  <section class="box" id="done" hidden><h2 style="margin-top:0">Application submitted</h2><p id="done-text"></p><p><a href="/visa/applications">Go to your applications</a></p></section>
</main>`,
    `${COMMON}
var FEES = { tourist: 35, business: 60, transit: 20 }, MAX = { tourist: 30, business: 90, transit: 3 }, NAMES = { tourist: 'Tourist eVisa', business: 'Business eVisa', transit: 'Transit eVisa' };
var PORTS = ${JSON.stringify(Object.fromEntries(PORTS.map(([v, l]) => [v, l])))};
window.app = { step: 1, type: '', arrival: '', stay: 14, port: '', multi: false, given: '', surname: '', dob: '', sex: '', nat: '', email: '', phone: '', pno: '', issuer: '', issued: '', expires: '', express: false, ref: null };
window.drafted = false;
var A = window.app;
function total() { return FEES[A.type || 'tourist'] + (A.multi ? 25 : 0) + (A.express ? 30 : 0); }
function problems(list) {
  $('#summary-list').innerHTML = list.map(function (p) { return '<li>' + p + '</li>'; }).join(''); $('#summary').hidden = !list.length;
}
function go(n) {
  A.step = n; problems([]);
  [1, 2, 3, 4].forEach(function (i) { $('#step-' + i).hidden = i !== n; if (i === n) $('#st-' + i).setAttribute('aria-current', 'step'); else $('#st-' + i).removeAttribute('aria-current'); });
  $('#step-of').textContent = 'Step ' + n + ' of 4';
  if (n === 4) review();
}
function review() {
  var pair = function (k, v) { return '<dt>' + k + '</dt><dd>' + v + '</dd>'; };
  $('#sum-trip').innerHTML = pair('Visa type', NAMES[A.type]) + pair('Arrival date', long(A.arrival)) + pair('Length of stay', A.stay + ' days') + pair('Port of entry', PORTS[A.port]) + pair('Entries', A.multi ? 'Multiple' : 'Single');
  $('#sum-you').innerHTML = pair('Name', A.given + ' ' + A.surname) + pair('Date of birth', long(A.dob)) + pair('Nationality', A.nat) + pair('Email', A.email);
  $('#sum-pass').innerHTML = pair('Passport number', A.pno) + pair('Issued by', A.issuer) + pair('Expires', long(A.expires));
  $('#fees').innerHTML = '<tr><th scope="row">' + NAMES[A.type] + '</th><td>€' + FEES[A.type] + '</td></tr>' + (A.multi ? '<tr><th scope="row">Multiple entries</th><td>€25</td></tr>' : '') + (A.express ? '<tr><th scope="row">Express processing</th><td>€30</td></tr>' : '') + '<tr><th scope="row">Total</th><td><strong>€' + total() + '</strong></td></tr>';
  $('#submit').textContent = 'Pay €' + total() + ' and submit';
}
$$('input[name=vtype]').forEach(function (r) { r.addEventListener('change', function () { A.type = r.value; }); });
$('#arrive').addEventListener('change', function () { A.arrival = this.value; });
$('#stay').addEventListener('input', function () { A.stay = Number(this.value); $('#stay-v').textContent = this.value + (this.value === '1' ? ' day' : ' days'); });
$('#ports').addEventListener('chosen', function (e) { A.port = e.detail; });
$('#sw-multi').addEventListener('flip', function () { A.multi = this.getAttribute('aria-checked') === 'true'; });
$('#sw-express').addEventListener('flip', function () { A.express = this.getAttribute('aria-checked') === 'true'; review(); });
['given', 'surname', 'dob', 'nat', 'email', 'phone', 'pno', 'issuer', 'issued', 'expires'].forEach(function (k) { var f = $('#' + k); var set = function () { A[k] = f.value.trim(); }; f.addEventListener('input', set); f.addEventListener('change', set); });
$$('input[name=sex]').forEach(function (r) { r.addEventListener('change', function () { A.sex = r.value; }); });
$('#draft').addEventListener('click', function () { window.drafted = true; quick('Draft saved. You can come back to it within 30 days.'); });
$('#next-1').addEventListener('click', function () {
  var list = [];
  if (!A.type) list.push('Choose a type of visa');
  if (!A.arrival) list.push('Enter your arrival date');
  else if (A.arrival < '2028-05-14') list.push('Your arrival date must be at least 3 days from today (from 14 May 2028)');
  if (!A.port) list.push('Choose your port of entry');
  if (A.type && A.stay > MAX[A.type]) list.push('A ' + NAMES[A.type] + ' allows a stay of up to ' + (A.type === 'transit' ? '3 days' : MAX[A.type] + ' days'));
  problems(list); if (!list.length) go(2);
});
$('#back-2').addEventListener('click', function () { go(1); });
$('#next-2').addEventListener('click', function () {
  var list = [];
  if (!A.given || !A.surname) list.push('Enter your name as it appears in your passport');
  if (!A.dob) list.push('Enter your date of birth');
  else if (A.dob > '2010-05-11') list.push('Applicants under 18 must be added by a parent from the Group members page');
  if (!A.nat) list.push('Choose your nationality');
  problems(list); if (list.length) return;
  var b = this; b.disabled = true; b.textContent = 'Checking eligibility…';
  post('/visa/api/eligible', { nationality: A.nat }).then(function (r) { b.disabled = false; b.textContent = 'Save and continue'; if (!r.ok) { problems([r.error]); return; } go(3); });
});
$('#back-3').addEventListener('click', function () { go(2); });
$('#next-3').addEventListener('click', function () {
  var list = [];
  if (!A.pno) list.push('Enter your passport number');
  if (!A.issuer) list.push('Choose the country that issued your passport');
  if (!A.expires) list.push('Enter the expiry date');
  problems(list); if (list.length) return;
  var b = this; b.disabled = true; b.textContent = 'Checking your passport…';
  post('/visa/api/passport', { number: A.pno, expires: A.expires, arrival: A.arrival }).then(function (r) { b.disabled = false; b.textContent = 'Save and continue'; if (!r.ok) { problems([r.error]); return; } go(4); });
});
$('#back-4').addEventListener('click', function () { go(3); });
$$('.chg').forEach(function (c) { c.addEventListener('click', function () { go(Number(c.dataset.go)); }); });
$('#submit').addEventListener('click', function () {
  var list = [], card = $('iframe').contentDocument.getElementById('card').value.replace(/\\s+/g, '');
  if (!$('#declare').checked) list.push('Confirm that your information is correct');
  if (!card) list.push('Enter your card number');
  problems(list); if (list.length) return;
  var b = this; b.disabled = true; b.textContent = 'Paying…';
  post('/visa/api/submit', { card: card, total: total() }).then(function (r) {
    b.disabled = false; review();
    if (!r.ok) { problems([r.error]); return; }
    A.ref = r.ref; $('#wizard').hidden = true; $('#done').hidden = false;
    $('#done-text').textContent = 'Your reference is ' + r.ref + '. We have taken €' + total() + '. We will email ' + A.email + ' with a decision within ' + (A.express ? '3' : '10') + ' working days.';
  });
});
function fill(sel, v) { var f = $(sel); f.value = v; f.dispatchEvent(new Event('change', { bubbles: true })); }
var start = Number(${JSON.stringify(step ?? '1')}) || 1;
if (start >= 2) { $('input[name=vtype][value=tourist]').checked = true; A.type = 'tourist'; fill('#arrive', '2028-06-20'); A.port = 'VLR'; $('#port .value').textContent = PORTS.VLR; $('#port').dataset.value = 'VLR'; fill('#given', 'Ines'); fill('#surname', 'Moreau'); fill('#email', 'ines.moreau@example.com'); }
if (start >= 3) { fill('#dob', '1990-03-08'); $('input[name=sex][value=F]').checked = true; A.sex = 'F'; fill('#nat', 'France'); fill('#phone', '+33 6 12 34 56 78'); }
if (start >= 4) { fill('#pno', '19FR45821'); fill('#issuer', 'France'); fill('#issued', '2019-07-02'); fill('#expires', '2029-07-01'); }
go(start);
`,
  );
}

// ref, applicant, visa, submitted, status
const APPS: [string, string, string, string, string][] = [
  ['VE-DRAFT-0007', 'Ines Moreau', 'Business (90 days)', '', 'Draft'],
  ['VE-2028-4890', 'Ines Moreau', 'Tourist (30 days)', '2028-05-08', 'In review'],
  ['VE-2028-4471', 'Marc Moreau', 'Tourist (30 days)', '2028-04-28', 'Approved'],
  ['VE-2028-4472', 'Léa Moreau', 'Tourist (30 days)', '2028-04-28', 'Approved'],
  ['VE-2028-4105', 'Ines Moreau', 'Business (90 days)', '2028-04-03', 'Refused'],
  ['VE-2028-3982', 'Ines Moreau', 'Transit (72 hours)', '2028-03-20', 'Expired'],
  ['VE-2027-9120', 'Ines Moreau', 'Tourist (30 days)', '2027-11-02', 'Used'],
  ['VE-2027-8031', 'Marc Moreau', 'Business (90 days)', '2027-09-14', 'Used'],
];

// id, given, surname, relationship, born, passport ending
const PEOPLE: [string, string, string, string, string, string][] = [
  ['p1', 'Ines', 'Moreau', 'You', '1990-03-08', '5821'],
  ['p2', 'Marc', 'Moreau', 'Partner', '1988-11-21', '7730'],
  ['p3', 'Léa', 'Moreau', 'Child', '2019-02-04', '0912'],
];

const applicationsPage = doc(
  'Your applications - Veloria eVisa',
  `${BAR}
<main>
  <h1>Your applications</h1>
  <p class="err" id="page-err" role="alert"></p>
  <div style="display:grid;grid-template-columns:1fr 300px;gap:14px;align-items:start">
  <div>
    <status-tracker id="tracker"></status-tracker>
    <div role="tablist" aria-label="Applications"><button type="button" role="tab" id="t-apps" aria-controls="p-apps" aria-selected="true">Applications</button><button type="button" role="tab" id="t-group" aria-controls="p-group" aria-selected="false">Group members (<span id="g-n">3</span>)</button></div>
    <div role="tabpanel" id="p-apps" aria-labelledby="t-apps">
      <form id="find" class="line" role="search"><label for="q">Search by reference or name</label><input id="q" type="search"><button type="submit">Search</button>
        <label for="status" style="margin-left:12px">Status</label><select id="status"><option>All statuses</option><option>Draft</option><option>In review</option><option>Approved</option><option>Refused</option><option>Expired</option><option>Used</option><option>Withdrawn</option></select></form>
      <p id="count" role="status"></p>
      <table><thead><tr><th>Reference</th><th>Applicant</th><th>Visa</th><th>Submitted</th><th>Status</th><th>Actions</th></tr></thead><tbody id="rows"></tbody></table>
      <nav class="pager" aria-label="Application pages"><button type="button" id="prev">Previous</button><span id="pages" class="line"></span><button type="button" id="next">Next</button></nav>
      <p class="err" id="app-err" role="alert"></p>
    </div>
    <div role="tabpanel" id="p-group" aria-labelledby="t-group" hidden>
      <p class="note">People you can apply for. Children under 18 must be added here.</p>
      <div class="grid" id="people"></div>
      <p class="err" id="grp-err" role="alert"></p>
      <button type="button" class="main" id="add">Add a traveller</button>
    </div>
  </div>
  <aside class="box" aria-labelledby="nt-h"><h2 id="nt-h" style="margin-top:0;font-size:16px">Notifications</h2>
    <div class="line"><button type="button" role="switch" id="sw-status" aria-checked="true" aria-labelledby="sw-status-l"></button><span id="sw-status-l">Email me when a status changes</span></div>
    <div class="line"><button type="button" role="switch" id="sw-sms" aria-checked="false" aria-labelledby="sw-sms-l"></button><span id="sw-sms-l">Text me when a decision is made</span></div>
    <div class="line"><button type="button" role="switch" id="sw-expiry" aria-checked="false" aria-labelledby="sw-expiry-l"></button><span id="sw-expiry-l">Remind me before an eVisa expires</span></div>
  </aside>
  </div>
</main>
<div class="shade" id="dlg-wd" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="wd-h" aria-describedby="wd-d"><h2 id="wd-h" style="margin-top:0">Withdraw this application?</h2><p id="wd-d"></p><div class="buttons"><button type="button" data-dismiss>Keep application</button><button type="button" class="warn" id="wd-go">Withdraw</button></div></div></div>
<div class="shade" id="dlg-del" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-d"><h2 id="del-h" style="margin-top:0">Delete this draft?</h2><p id="del-d">VE-DRAFT-0007 will be deleted. You can't undo this.</p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="del-go">Delete draft</button></div></div></div>
<div class="shade" id="dlg-rm" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="rm-h"><h2 id="rm-h" style="margin-top:0">Remove traveller?</h2><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="rm-go">Remove</button></div></div></div>
<div class="shade" id="dlg-person" hidden><div role="dialog" aria-modal="true" aria-labelledby="ps-h"><h2 id="ps-h" style="margin-top:0">Add a traveller</h2>
  <div class="field"><label for="ps-given">Given names</label><input id="ps-given"></div>
  <div class="field"><label for="ps-surname">Surname</label><input id="ps-surname"></div>
  <div class="field"><label for="ps-dob">Date of birth</label><input id="ps-dob" type="date"></div>
  <div class="field"><label for="ps-rel">Relationship to you</label><select id="ps-rel"><option value="">Choose…</option><option>Partner</option><option>Child</option><option>Parent</option><option>Other relative</option><option>Friend</option></select></div>
  <p class="err" id="ps-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ps-go">Save traveller</button></div></div></div>`,
  `${COMMON}
window.apps = ${JSON.stringify(APPS)}.map(function (a) { return { ref: a[0], who: a[1], visa: a[2], on: a[3], status: a[4] }; });
window.people = ${JSON.stringify(PEOPLE)}.map(function (p) { return { id: p[0], given: p[1], surname: p[2], rel: p[3], born: p[4], pass: p[5] }; });
window.page = 1; window.term = ''; window.downloads = []; window.switches = {}; var acting = null, editing = null;
function list() { var s = $('#status').value; return window.apps.filter(function (a) { return (s === 'All statuses' || a.status === s) && (!window.term || a.ref.toLowerCase().indexOf(window.term) >= 0 || a.who.toLowerCase().indexOf(window.term) >= 0); }); }
function actions(a) {
  var x = '<a class="button" href="/visa/application?ref=' + a.ref + '">' + (a.status === 'Draft' ? 'Continue' : 'View') + '</a>';
  if (a.status === 'Draft') x += '<button type="button" class="del">Delete</button>';
  if (a.status === 'In review') x += '<button type="button" class="wd">Withdraw</button>';
  if (a.status === 'Approved') x += '<button type="button" class="dl">Download eVisa</button>';
  if (a.status === 'Refused') x += '<button type="button" class="appeal">Appeal</button>';
  return '<div class="line">' + x + '</div>';
}
function render() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.page > pages) window.page = pages;
  var first = (window.page - 1) * 5, rows = all.slice(first, first + 5);
  $('#count').textContent = all.length ? 'Showing ' + (first + 1) + '–' + (first + rows.length) + ' of ' + all.length + ' applications' : 'No applications match';
  $('#rows').innerHTML = rows.map(function (a) { return '<tr data-ref="' + a.ref + '"><th scope="row">' + a.ref + '</th><td>' + a.who + '</td><td>' + a.visa + '</td><td>' + (a.on ? long(a.on) : '–') + '</td><td><span class="tag">' + a.status + '</span></td><td>' + actions(a) + '</td></tr>'; }).join('');
  var p = ''; for (var i = 1; i <= pages; i++) p += '<button type="button" class="pg" data-p="' + i + '" aria-label="Page ' + i + '"' + (i === window.page ? ' aria-current="page"' : '') + '>' + i + '</button>';
  $('#pages').innerHTML = p; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
function age(born) { var b = new Date(born + 'T12:00:00Z'), now = new Date('2028-05-11T12:00:00Z'); var y = now.getUTCFullYear() - b.getUTCFullYear(); if (now.getUTCMonth() < b.getUTCMonth() || (now.getUTCMonth() === b.getUTCMonth() && now.getUTCDate() < b.getUTCDate())) y -= 1; return y; }
function cards() {
  $('#people').innerHTML = window.people.map(function (p) { return '<article class="card person" data-id="' + p.id + '"><h3 style="margin:0">' + p.given + ' ' + p.surname + (p.rel === 'You' ? ' (you)' : '') + '</h3><p style="margin:4px 0">' + (p.rel === 'You' ? 'Account holder' : p.rel) + ' · born ' + long(p.born) + ' (age ' + age(p.born) + ')</p><p style="margin:4px 0" class="note">' + (p.pass ? 'Passport ending ' + p.pass : 'No passport added yet') + '</p><div class="line"><button type="button" class="edit">Edit</button><button type="button" class="rm">Remove</button></div></article>'; }).join('');
  $('#g-n').textContent = String(window.people.length);
}
$('#find').addEventListener('submit', function (e) { e.preventDefault(); window.term = $('#q').value.trim().toLowerCase(); window.page = 1; render(); });
$('#status').addEventListener('change', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#pages').addEventListener('click', function (e) { var b = e.target.closest('.pg'); if (b) { window.page = Number(b.dataset.p); render(); } });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var a = window.apps.filter(function (x) { return x.ref === tr.dataset.ref; })[0]; $('#app-err').textContent = '';
  if (e.target.closest('.wd')) { acting = a; $('#wd-h').textContent = 'Withdraw ' + a.ref + '?'; $('#wd-d').textContent = 'We will stop processing the application for ' + a.who + '. The €35 fee is not refunded.'; showDialog('dlg-wd'); }
  if (e.target.closest('.del')) { acting = a; showDialog('dlg-del'); }
  if (e.target.closest('.dl')) { window.downloads.push(a.ref); quick('Downloading eVisa-' + a.ref + '.pdf'); }
  if (e.target.closest('.appeal')) { var b = e.target.closest('.appeal'); b.disabled = true; setTimeout(function () { b.disabled = false; $('#app-err').textContent = 'Appeals must be made within 28 days of the decision. The decision on ' + a.ref + ' was made on 10 Apr 2028.'; }, 800); }
});
$('#wd-go').addEventListener('click', function () {
  var b = this, a = acting; b.disabled = true;
  post('/visa/api/withdraw', { ref: a.ref }).then(function () { b.disabled = false; hideDialog('dlg-wd'); a.status = 'Withdrawn'; render(); quick(a.ref + ' has been withdrawn'); });
});
$('#del-go').addEventListener('click', function () { var a = acting; window.apps = window.apps.filter(function (x) { return x !== a; }); hideDialog('dlg-del'); render(); quick('Draft deleted'); });
$('#people').addEventListener('click', function (e) {
  var card = e.target.closest('.person'); if (!card) return; var p = window.people.filter(function (x) { return x.id === card.dataset.id; })[0]; $('#grp-err').textContent = '';
  if (e.target.closest('.rm')) { acting = p; $('#rm-h').textContent = 'Remove ' + p.given + ' ' + p.surname + ' from your group?'; showDialog('dlg-rm'); }
  if (e.target.closest('.edit')) { editing = p; $('#ps-h').textContent = 'Edit ' + p.given + ' ' + p.surname; $('#ps-given').value = p.given; $('#ps-surname').value = p.surname; $('#ps-dob').value = p.born; $('#ps-rel').value = p.rel === 'You' ? '' : p.rel; $('#ps-err').textContent = ''; showDialog('dlg-person'); }
});
$('#rm-go').addEventListener('click', function () {
  var b = this, p = acting; b.disabled = true;
  setTimeout(function () {
    b.disabled = false; hideDialog('dlg-rm');
    if (p.rel === 'You') { $('#grp-err').textContent = "You can't remove yourself: you're the account holder."; return; }
    window.people = window.people.filter(function (x) { return x !== p; }); cards(); quick(p.given + ' ' + p.surname + ' was removed from your group');
  }, 600);
});
$('#add').addEventListener('click', function () { editing = null; $('#ps-h').textContent = 'Add a traveller'; $('#ps-given').value = ''; $('#ps-surname').value = ''; $('#ps-dob').value = ''; $('#ps-rel').value = ''; $('#ps-err').textContent = ''; showDialog('dlg-person'); });
$('#ps-go').addEventListener('click', function () {
  var g = $('#ps-given').value.trim(), s = $('#ps-surname').value.trim(), d = $('#ps-dob').value, r = $('#ps-rel').value; $('#ps-err').textContent = '';
  if (!g || !s) { $('#ps-err').textContent = 'Enter their given names and surname'; return; }
  if (!d) { $('#ps-err').textContent = 'Enter their date of birth'; return; }
  if (d > '2028-05-11') { $('#ps-err').textContent = 'Date of birth must be in the past'; return; }
  if (!r && !(editing && editing.rel === 'You')) { $('#ps-err').textContent = 'Choose how they are related to you'; return; }
  if (editing) { editing.given = g; editing.surname = s; editing.born = d; if (editing.rel !== 'You') editing.rel = r; quick('Traveller details saved'); }
  else { window.people.push({ id: 'p' + (window.people.length + 1), given: g, surname: s, rel: r, born: d, pass: '' }); quick(g + ' ' + s + ' was added to your group'); }
  hideDialog('dlg-person'); cards();
});
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
customElements.define('status-tracker', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef3fb;border:1px solid #c4d3ee;border-radius:8px;padding:10px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Latest application</h2><p id="body">Loading the latest status…</p><button type="button" id="hist" hidden>Show history</button><ol id="steps" hidden><li>Submitted 8 May 2028</li><li>Passport checked 9 May 2028</li><li>Request for information 10 May 2028</li></ol>';
    var r = function (s) { return root.querySelector(s); };
    setTimeout(function () { r('#body').textContent = 'VE-2028-4890 (Ines Moreau): In review. We expect to decide by 19 May 2028.'; r('#hist').hidden = false; }, 1100);
    r('#hist').addEventListener('click', function () { window.historyShown = true; r('#steps').hidden = false; this.textContent = 'Hide history'; });
  }
});
if (query.get('status')) $('#status').value = query.get('status');
if (query.get('page')) window.page = Number(query.get('page'));
render(); cards();
if (query.get('tab') === 'group') $('#t-group').click();
`,
);

function applicationPage(ref: string | null): string {
  const a = APPS.find((x) => x[0] === ref) ?? APPS[1]!;
  const [r, who, visa, on, status] = a;
  const extra =
    status === 'In review'
      ? `<section class="box" aria-labelledby="rq-h"><h2 id="rq-h" style="margin-top:0">Request for information</h2>
    <p><strong>From the visa office, 10 May 2028:</strong> Please send your return flight details.</p>
    <div class="field"><label for="flight">Return flight number</label><input id="flight" placeholder="e.g. VL 204"></div>
    <div class="field"><label for="ret">Return date</label><input id="ret" type="date"></div>
    <div class="field"><label for="more">Anything else you want to tell us</label><textarea id="more" rows="3" style="width:100%"></textarea></div>
    <p class="err" id="rq-err" role="alert"></p>
    <button type="button" class="main" id="reply">Send reply</button></section>`
      : status === 'Approved'
        ? `<section class="box"><p>Your eVisa is valid from 1 Jun 2028 to 30 Jun 2028 for one entry.</p><button type="button" class="main" id="dl">Download eVisa</button></section>
  <section class="box" aria-labelledby="rt-h"><h2 id="rt-h" style="margin-top:0">How was applying?</h2>
    <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'rate')}</div>
    <div class="field"><label for="rt-text">Tell us more (optional)</label><textarea id="rt-text" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="rt-err" role="alert"></p><button type="button" id="rt-go">Send feedback</button></section>`
        : status === 'Refused'
          ? `<section class="box"><p><strong>Reason for refusal:</strong> You did not show that you have enough money for your stay (at least €80 a day).</p><p class="note">Decision made on 10 Apr 2028.</p></section>`
          : '';
  return doc(
    `${r} - Veloria eVisa`,
    `${BAR}
<main style="max-width:820px">
  <nav aria-label="Breadcrumb" class="note"><a href="/visa/applications">Your applications</a> › <span aria-current="page">${r}</span></nav>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Application ${r}</h1>
  <p><span class="tag" id="status">${status}</span> ${on ? `Submitted on ${long(on)}` : 'Not submitted yet'}</p>
  <section class="box"><dl class="pairs"><dt>Applicant</dt><dd>${who}</dd><dt>Visa</dt><dd>${visa}</dd><dt>Fee paid</dt><dd>${status === 'Draft' ? 'Not paid' : visa.startsWith('Business') ? '€60' : visa.startsWith('Transit') ? '€20' : '€35'}</dd></dl></section>
  ${extra}
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-trip" aria-expanded="false" aria-controls="acc-trip-p">Trip details</button></h3>
  <div id="acc-trip-p" hidden><dl class="pairs"><dt>Arrival</dt><dd>${status === 'In review' ? '20 Jun 2028' : '1 Jun 2028'}</dd><dt>Port of entry</dt><dd>Velor International Airport (VLR)</dd><dt>Length of stay</dt><dd>${status === 'In review' ? '14 days' : '10 days'}</dd></dl></div>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-pass" aria-expanded="false" aria-controls="acc-pass-p">Passport details</button></h3>
  <div id="acc-pass-p" hidden><dl class="pairs"><dt>Passport number</dt><dd>${who.startsWith('Ines') ? '19FR45821' : who.startsWith('Marc') ? '17FR07730' : '21FR00912'}</dd><dt>Expires</dt><dd>${who.startsWith('Ines') ? '1 Jul 2029' : who.startsWith('Marc') ? '3 Mar 2027' : '9 Sep 2031'}</dd></dl></div>
</main>`,
    `${COMMON}
window.reply = null; window.rating = null; window.downloaded = false;
var replyBtn = $('#reply');
if (replyBtn) replyBtn.addEventListener('click', function () {
  var f = $('#flight').value.trim(), d = $('#ret').value; $('#rq-err').textContent = '';
  if (!f) { $('#rq-err').textContent = 'Enter your return flight number'; return; }
  if (!d) { $('#rq-err').textContent = 'Enter your return date'; return; }
  if (d <= '2028-06-20') { $('#rq-err').textContent = 'Your return date must be after your arrival on 20 Jun 2028'; return; }
  if (d > '2028-07-04') { $('#rq-err').textContent = 'Your return date must be within your 14-day stay (by 4 Jul 2028)'; return; }
  replyBtn.disabled = true;
  setTimeout(function () { replyBtn.disabled = false; window.reply = { flight: f, date: d, more: $('#more').value.trim() }; quick('Reply sent to the visa office'); }, 700);
});
var dl = $('#dl'); if (dl) dl.addEventListener('click', function () { window.downloaded = true; quick('Downloading eVisa-${r}.pdf'); });
var rt = $('#rt-go'); if (rt) rt.addEventListener('click', function () { var n = Number($('#rate').dataset.value); $('#rt-err').textContent = ''; if (!n) { $('#rt-err').textContent = 'Choose a rating from 1 to 5 stars'; return; } window.rating = { stars: n, text: $('#rt-text').value.trim() }; quick('Thank you for your feedback'); });
`,
  );
}

const CONTACT = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Contact us</h3>
<p style="margin:4px 0"><label for="topic">Topic</label> <select id="topic"><option value="">Choose a topic</option><option>My application</option><option>Payments and refunds</option><option>Technical problem</option><option>Something else</option></select></p>
<p style="margin:4px 0"><label for="c-ref">Application reference (optional)</label> <input id="c-ref" placeholder="VE-0000-0000"></p>
<p style="margin:4px 0"><label for="c-msg">Your message</label><br><textarea id="c-msg" rows="3" style="width:95%"></textarea></p>
<button type="button" id="c-send">Send message</button>
<p id="c-out" role="status"></p>
<script>
window.sent = null;
document.getElementById('c-send').addEventListener('click', function () {
  var o = document.getElementById('c-out'), t = document.getElementById('topic').value, m = document.getElementById('c-msg').value.trim();
  if (!t) { o.textContent = 'Choose a topic'; return; }
  if (m.length < 10) { o.textContent = 'Write at least 10 characters'; return; }
  window.sent = { topic: t, ref: document.getElementById('c-ref').value.trim(), message: m }; o.textContent = "Thanks. We'll reply within 2 working days. Your case number is C-88213.";
});
</script></body></html>`;

const FAQ: [string, string, string][] = [
  [
    'faq-time',
    'How long does a decision take?',
    'Most decisions are made within 10 working days, or 3 working days with express processing.',
  ],
  [
    'faq-passport',
    'How long must my passport be valid?',
    'Your passport must be valid for at least 6 months after the day you arrive in Veloria.',
  ],
  [
    'faq-children',
    'Do children need their own eVisa?',
    'Yes. Every traveller needs their own eVisa, including babies. Add children from the Group members page.',
  ],
  [
    'faq-refund',
    'Can I get a refund?',
    'Fees are not refunded once we start processing, including when an application is withdrawn or refused.',
  ],
  ['faq-extend', 'Can I extend my stay?', 'Tourist eVisas cannot be extended. Business eVisas can be extended once.'],
];

const helpPage = doc(
  'Help - Veloria eVisa',
  `${BAR}
<main style="max-width:860px">
  <h1>Help with your eVisa</h1>
  <p class="err" id="page-err" role="alert"></p>
  <h2>Questions people ask</h2>
  ${FAQ.map(([id, qn, ans]) => `<h3 style="margin:6px 0"><button type="button" data-acc id="${id}" aria-expanded="false" aria-controls="${id}-p">${qn}</button></h3><div id="${id}-p" hidden><p>${ans}</p></div>`).join('\n  ')}
  <h2>Fees</h2>
  <table aria-label="Fees"><thead><tr><th>What</th><th>Fee</th><th>Longest stay</th></tr></thead><tbody>
    <tr><th scope="row">Tourist eVisa</th><td>€35</td><td>30 days</td></tr>
    <tr><th scope="row">Business eVisa</th><td>€60</td><td>90 days</td></tr>
    <tr><th scope="row">Transit eVisa</th><td>€20</td><td>72 hours</td></tr>
    <tr><th scope="row">Multiple entries</th><td>+€25</td><td>–</td></tr>
    <tr><th scope="row">Express processing</th><td>+€30</td><td>–</td></tr>
  </tbody></table>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:14px;align-items:start">
    <section class="box">${frame('Contact us', CONTACT, 260)}</section>
    <chat-launcher id="chat"></chat-launcher>
  </div>
</main>`,
  `${COMMON}
customElements.define('chat-launcher', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:10px 14px}button{font:inherit;padding:4px 12px}</style><h2 style="margin:0;font-size:16px">Live chat</h2><p>Advisers are available from 08:00 to 18:00, Monday to Friday.</p><button type="button" id="start">Start chat</button> <button type="button" id="call" aria-label="Request a call back">☎</button><p id="m" role="status"></p>';
    var r = function (s) { return root.querySelector(s); };
    r('#start').addEventListener('click', function () { var b = this; b.disabled = true; r('#m').textContent = 'Connecting…'; setTimeout(function () { b.disabled = false; r('#m').textContent = 'All our advisers are busy. Please try again after 14:00.'; }, 900); });
    r('#call').addEventListener('click', function () { window.callBack = true; r('#m').textContent = 'We will call you back within 2 hours.'; });
  }
});
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const visaApp: CorpusApp = {
  name: 'visa',
  description:
    "Veloria eVisa, a country's online visa application service: sign-in by email and password (a Show password aria-pressed toggle) and then a one-time security code, both checked late (wrong password and a locked account refused, a wrong code refused), beside a Check status form by reference and date of birth (unknown ones refused); a four-step application with a progress list, an error summary and Save as draft: trip (visa-type radios, an arrival date, a length-of-stay slider, a port-of-entry listbox with a disabled closed border, a multiple-entries switch), about you (a name fieldset, date of birth, sex radios, a nationality select checked late and refused for Narvonia, under-18s refused), passport (number and expiry checked late; refused when the passport runs out within 6 months of arrival), check and pay (answers under three identical Change buttons, a fees table, an express switch, a declaration box and a card in an iframe; refused late for a card without funds); Your applications with a status tracker in a shadow root loaded late (a Show history button), search and status filter, a paged table of 8 applications (View or Continue in every row, Withdraw with a confirm alertdialog, Download eVisa in two rows, Appeal refused late as out of time, Delete for a draft), notification switches, and a Group members tab of traveller cards sharing Edit and Remove (add/edit dialog; removing the account holder refused late); an application page with a breadcrumb, a request for information answered by a reply form with date checks, accordions, and a star rating on approved ones; Help with FAQ accordions, a fees table, a contact form in an iframe and a live-chat launcher in a shadow root (chat refused late, an icon-only call-back button); an account menu (deleting the account refused late). Toasts leave after four seconds.",
  routes: {
    '/visa/login': () => loginPage,
    '/visa/apply': (req) => applyPage(req.url.searchParams.get('step')),
    '/visa/applications': () => applicationsPage,
    '/visa/application': (req) => applicationPage(req.url.searchParams.get('ref')),
    '/visa/help': () => helpPage,
    '/visa/api/login': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const email = (body.email ?? '').trim().toLowerCase();
      let error = '';
      if (email === 'locked@example.com')
        error = 'Your account is locked after 5 failed attempts. Reset your password to unlock it.';
      else if (email !== 'ines.moreau@example.com' || body.password !== 'Passport#2028')
        error = 'The email address or password is incorrect';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true, masked: 'i•••••@example.com' } };
    },
    '/visa/api/otp': (req) => {
      const body = parse<{ code: string }>(req.body);
      return { delayMs: 700, json: { ok: body.code === '314159' } };
    },
    '/visa/api/status': (req) => {
      const body = parse<{ ref: string; dob: string }>(req.body);
      if (body.ref === 'VE-2028-4471' && body.dob === '1988-11-21')
        return {
          delayMs: 900,
          json: { ok: true, text: 'VE-2028-4471 (Marc Moreau): Approved on 2 May 2028. Valid from 1 Jun 2028.' },
        };
      if (body.ref === 'VE-2028-4890' && body.dob === '1990-03-08')
        return {
          delayMs: 900,
          json: { ok: true, text: 'VE-2028-4890 (Ines Moreau): In review. Submitted 8 May 2028.' },
        };
      return {
        delayMs: 900,
        json: { ok: false, error: "We couldn't find an application with that reference and date of birth" },
      };
    },
    '/visa/api/eligible': (req) => {
      const body = parse<{ nationality: string }>(req.body);
      const error =
        body.nationality === 'Narvonia'
          ? "Citizens of Narvonia can't apply for an eVisa online. Apply at a Velorian embassy or consulate."
          : '';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/visa/api/passport': (req) => {
      const body = parse<{ number: string; expires: string; arrival: string }>(req.body);
      let error = '';
      const arrival = new Date(`${body.arrival || '2028-06-20'}T12:00:00Z`);
      arrival.setUTCMonth(arrival.getUTCMonth() + 6);
      const until = arrival.toISOString().slice(0, 10);
      if (!/^[A-Z0-9]{9}$/.test((body.number ?? '').toUpperCase().replace(/\s+/g, '')))
        error = 'Passport number must be 9 letters or numbers';
      else if ((body.expires ?? '') < until)
        error = `Your passport must be valid for at least 6 months after you arrive (until ${long(until)})`;
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true } };
    },
    '/visa/api/submit': (req) => {
      const body = parse<{ card: string }>(req.body);
      const error =
        body.card === '4000000000009995' ? 'Payment failed: your card has insufficient funds. No money was taken.' : '';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, ref: 'VE-2028-5120' } };
    },
    '/visa/api/withdraw': () => ({ delayMs: 800, json: { ok: true } }),
  },
};
