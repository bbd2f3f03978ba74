/**
 * Harbourline's account pages (apps/insure.ts has the quote wizard and the app): a sign-in form (an error summary,
 * a Show password toggle, a Keep me signed in box, wrong passwords refused late) and the renewal account of Priya
 * Desai: a renewal banner and tabs: Renewal (a this year / from 1 December comparison table, a Renew automatically
 * switch whose turning off asks in an alertdialog, Accept renewal answered late), Drivers (cards, Remove on every
 * named driver with a confirm dialog, an Add a driver dialog refusing under-17s and learner drivers late, at most 4
 * drivers), Claims (a table) and Documents (loaded late, a Download button in every row, Email me all documents).
 */

import { doc } from '../../page';

export const INSURE_STYLE = `<style>
.summary{border:3px solid #b0261a;padding:10px 14px;margin:10px 0;background:#fff}
.summary h2{margin:0 0 6px;font-size:17px}
.summary a{color:#b0261a;font-weight:600}
ol.progress{display:flex;gap:18px;list-style:none;padding:0;margin:6px 0 14px}
ol.progress li{color:#667080}
ol.progress li[aria-current=step]{color:#1f5fcf;font-weight:700}
label.cover{display:block;cursor:pointer}
.spin{display:inline-block;width:12px;height:12px;border:2px solid #9ab;border-top-color:transparent;border-radius:50%;animation:sp 1s linear infinite}
@keyframes sp{to{transform:rotate(360deg)}}
.layout{display:grid;grid-template-columns:1fr 260px;gap:18px;align-items:start}
tfoot th{text-transform:none;font-size:14px;color:inherit}
</style>`;

const BAR = `<header class="bar"><span class="logo">Harbourline</span><nav aria-label="Main"><a href="/insure/quote">Get a quote</a><a href="/insure/sign-in">Sign in</a></nav></header>`;

export const insureSignIn = doc(
  'Sign in – Harbourline',
  `${BAR}${INSURE_STYLE}
<main style="max-width:560px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Sign in to your account</h1>
  <div class="summary" id="summary" role="alert" tabindex="-1" hidden><h2>There is a problem</h2><ul id="summary-list"></ul></div>
  <form id="si" novalidate>
    <div class="field"><label for="si-email">Email address</label><p class="err" id="e-email"></p><input id="si-email" type="email" autocomplete="username" style="width:280px"></div>
    <div class="field"><label for="si-pw">Password</label><p class="err" id="e-pw"></p><div class="line"><input id="si-pw" type="password" autocomplete="current-password" style="width:220px"><button type="button" id="show-pw" aria-pressed="false">Show</button></div></div>
    <p><label><input type="checkbox" id="remember"> Keep me signed in on this device</label></p>
    <button type="submit" class="main" id="si-go">Sign in</button>
  </form>
  <p><a href="#" id="forgot">Forgotten your password?</a></p>
  <p id="forgot-msg" hidden>Call us on 0117 496 0321 and we'll help you reset it.</p>
  <p>Not with us yet? <a href="/insure/quote">Get a car insurance quote</a></p>
</main>`,
  `
window.tries = 0;
$('#show-pw').addEventListener('click', function () { var on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); this.textContent = on ? 'Hide' : 'Show'; $('#si-pw').type = on ? 'text' : 'password'; });
$('#forgot').addEventListener('click', function (e) { e.preventDefault(); $('#forgot-msg').hidden = false; });
function errors(list) {
  $('#e-email').textContent = ''; $('#e-pw').textContent = ''; $('#summary').hidden = !list.length;
  $('#summary-list').innerHTML = list.map(function (e) { return '<li><a href="#' + e[2] + '">' + e[1] + '</a></li>'; }).join('');
  list.forEach(function (e) { if (e[0]) $('#e-' + e[0]).textContent = e[1]; });
  if (list.length) $('#summary').focus();
}
$('#si').addEventListener('submit', function (e) {
  e.preventDefault();
  var em = $('#si-email').value.trim(), pw = $('#si-pw').value, list = [];
  if (!em) list.push(['email', 'Enter your email address', 'si-email']);
  if (!pw) list.push(['pw', 'Enter your password', 'si-pw']);
  errors(list); if (list.length) return;
  var b = $('#si-go'); b.disabled = true; b.textContent = 'Signing in…'; window.tries += 1;
  fetch('/insure/api/sign-in', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { errors([['', r.error, 'si-email']]); return; }
    location.href = '/insure/renewal?welcome=1';
  });
});
if (query.get('out')) $('#out-msg').textContent = 'You have signed out.';
`,
);

const DOCS = [
  ['Certificate of motor insurance', 'PDF, 84 KB'],
  ['Policy schedule', 'PDF, 120 KB'],
  ['Policy booklet', 'PDF, 1.4 MB'],
  ['Renewal invitation 2027', 'PDF, 96 KB'],
];

export const insureRenewal = doc(
  'Your policy – Harbourline',
  `<header class="bar"><span class="logo">Harbourline</span><nav aria-label="Main"><a href="/insure/renewal">My policy</a><a href="/insure/quote">Get a quote</a></nav><span>Priya Desai</span><a href="/insure/sign-in?out=1">Sign out</a></header>${INSURE_STYLE}
<main>
  <p class="good" id="welcome" role="status"></p>
  <h1>Your car insurance</h1>
  <p>Policy <strong>HBL-P-55031</strong> · 2019 Volkswagen Golf Life 1.5 TSI (KM19 RTX)</p>
  <div class="box" id="banner"><strong>Your policy renews on 1 December 2027.</strong> Your renewal price is £648.30, up from £571.90 last year.</div>
  <div role="tablist" aria-label="Policy"><button type="button" role="tab" id="t-renew" aria-controls="p-renew" aria-selected="true">Renewal</button><button type="button" role="tab" id="t-drivers" aria-controls="p-drivers" aria-selected="false">Drivers</button><button type="button" role="tab" id="t-claims" aria-controls="p-claims" aria-selected="false">Claims</button><button type="button" role="tab" id="t-docs" aria-controls="p-docs" aria-selected="false">Documents</button></div>
  <div role="tabpanel" id="p-renew" aria-labelledby="t-renew">
    <table><caption style="text-align:left;font-weight:600">Compare your cover</caption><thead><tr><th></th><th>This year</th><th>From 1 December 2027</th></tr></thead><tbody>
      <tr><th scope="row">Price</th><td>£571.90</td><td>£648.30</td></tr>
      <tr><th scope="row">Cover</th><td>Comprehensive</td><td>Comprehensive</td></tr>
      <tr><th scope="row">Compulsory excess</th><td>£250</td><td>£300</td></tr>
      <tr><th scope="row">Voluntary excess</th><td>£100</td><td>£100</td></tr>
      <tr><th scope="row">No-claims discount</th><td>4 years</td><td>5 years</td></tr>
      <tr><th scope="row">Breakdown cover</th><td>Roadside</td><td>Roadside</td></tr>
      <tr><th scope="row">Motor legal protection</th><td>Included</td><td>Not included</td></tr>
    </tbody></table>
    <div class="line" style="margin:12px 0 4px"><button type="button" role="switch" id="sw-renew" aria-checked="true" aria-labelledby="sw-renew-l"></button><span id="sw-renew-l">Renew automatically</span></div>
    <p class="note" id="renew-note">We'll take £648.30 from the card ending 3306 on 1 December 2027.</p>
    <div class="line"><button type="button" class="main" id="accept">Accept renewal</button><a class="button" href="/insure/quote">Get a new quote</a></div>
  </div>
  <div role="tabpanel" id="p-drivers" aria-labelledby="t-drivers" hidden>
    <p id="drv-count"></p>
    <div class="grid" id="drivers"></div>
    <button type="button" id="add-driver">Add a driver</button>
  </div>
  <div role="tabpanel" id="p-claims" aria-labelledby="t-claims" hidden>
    <h2>Claims in the last 5 years</h2>
    <table><thead><tr><th>Reference</th><th>Date</th><th>What happened</th><th>Your fault?</th><th>Status</th><th>Amount paid</th></tr></thead><tbody>
      <tr><th scope="row">CLM-20931</th><td>14 March 2025</td><td>Windscreen chipped on the M5</td><td>No</td><td>Settled</td><td>£95.00</td></tr>
      <tr><th scope="row">CLM-18842</th><td>2 August 2023</td><td>Another car reversed into mine in a car park</td><td>No</td><td>Settled</td><td>£1,240.00</td></tr>
    </tbody></table>
    <p class="note">To make a new claim, call 0800 112 7789 (open 24 hours).</p>
  </div>
  <div role="tabpanel" id="p-docs" aria-labelledby="t-docs" hidden>
    <p id="docs-loading" role="status"><span class="spin"></span> Loading your documents…</p>
    <table id="docs" hidden><thead><tr><th>Document</th><th>Format</th><th></th></tr></thead><tbody>${DOCS.map(
      ([name, kind]) =>
        `<tr><th scope="row">${name}</th><td>${kind}</td><td><button type="button" class="dl" data-name="${name}">Download</button></td></tr>`,
    ).join('')}</tbody></table>
    <p><button type="button" id="email-docs">Email me all documents</button></p>
  </div>
</main>
<div class="shade" id="dlg-ar" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="ar-h" aria-describedby="ar-d"><h2 id="ar-h" style="margin-top:0">Turn off automatic renewal?</h2><p id="ar-d">Your cover will end at midnight on 30 November 2027 unless you renew before then.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep it on</button><button type="button" class="warn" id="ar-off">Turn off</button></div></div></div>
<div class="shade" id="dlg-rm" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="rm-h" aria-describedby="rm-d"><h2 id="rm-h" style="margin-top:0">Remove driver?</h2><p id="rm-d">They won't be insured to drive KM19 RTX from today.</p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="rm-go">Remove driver</button></div></div></div>
<div class="shade" id="dlg-add" hidden><div role="dialog" aria-modal="true" aria-labelledby="ad-h"><h2 id="ad-h" style="margin-top:0">Add a driver</h2>
  <div class="line"><div class="field"><label for="ad-first">First name</label><input id="ad-first"></div><div class="field"><label for="ad-last">Last name</label><input id="ad-last"></div></div>
  <div class="field"><label for="ad-dob">Date of birth</label><input type="date" id="ad-dob"></div>
  <div class="field"><label for="ad-rel">Relationship to you</label><select id="ad-rel"><option value="">Choose…</option><option>Spouse or civil partner</option><option>Child</option><option>Parent</option><option>Brother or sister</option><option>Friend</option><option>Other</option></select></div>
  <div class="field"><label for="ad-lic">Licence</label><select id="ad-lic"><option>Full UK licence</option><option>Provisional UK licence</option><option>EU or EEA licence</option></select></div>
  <p class="err" id="ad-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ad-go">Add driver</button></div></div></div>`,
  `
var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
window.autoRenew = true; window.accepted = false; window.downloaded = null; window.emailedDocs = false; var removing = null;
window.drivers = [
  { id: 'd1', name: 'Priya Desai', role: 'Policyholder and main driver', born: '14 April 1991', licence: 'Full UK licence, held 12 years', main: true },
  { id: 'd2', name: 'Arjun Desai', role: 'Spouse', born: '2 September 1989', licence: 'Full UK licence, held 14 years' },
  { id: 'd3', name: 'Rohan Mehta', role: 'Brother', born: '11 January 2003', licence: 'Full UK licence, held 2 years' }
];
function renderDrivers() {
  $('#drv-count').textContent = window.drivers.length + ' drivers on this policy (up to 4 allowed)';
  $('#drivers').innerHTML = window.drivers.map(function (d) {
    return '<article class="card" data-id="' + d.id + '" aria-labelledby="dn-' + d.id + '"><h3 id="dn-' + d.id + '" style="margin:0">' + d.name + '</h3><p style="margin:2px 0">' + d.role + '</p><p class="note" style="margin:2px 0">Born ' + d.born + ' · ' + d.licence + '</p>' + (d.main ? '' : '<button type="button" class="rm">Remove</button>') + '</article>';
  }).join('');
  $('#add-driver').disabled = window.drivers.length >= 4;
}
$('#sw-renew').addEventListener('flip', function () {
  var sw = this;
  if (sw.getAttribute('aria-checked') === 'false') { sw.setAttribute('aria-checked', 'true'); showDialog('dlg-ar'); return; }
  window.autoRenew = true; $('#renew-note').textContent = "We'll take £648.30 from the card ending 3306 on 1 December 2027."; toast('Automatic renewal turned on');
});
$('#ar-off').addEventListener('click', function () {
  hideDialog('dlg-ar'); $('#sw-renew').setAttribute('aria-checked', 'false'); window.autoRenew = false;
  $('#renew-note').textContent = 'Your cover will end on 30 November 2027 unless you renew.'; toast('Automatic renewal turned off');
});
$('#accept').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Accepting…';
  setTimeout(function () { b.hidden = true; window.accepted = true; $('#banner').textContent = 'Thanks, your renewal is accepted. Your new policy starts on 1 December 2027.'; toast('Renewal accepted'); }, 800);
});
$('#drivers').addEventListener('click', function (e) {
  var b = e.target.closest('.rm'); if (!b) return;
  removing = window.drivers.filter(function (d) { return d.id === b.closest('[data-id]').dataset.id; })[0];
  $('#rm-h').textContent = 'Remove ' + removing.name + ' from your policy?'; showDialog('dlg-rm');
});
$('#rm-go').addEventListener('click', function () {
  window.drivers = window.drivers.filter(function (d) { return d !== removing; }); hideDialog('dlg-rm'); renderDrivers(); toast(removing.name + ' removed from your policy');
});
$('#add-driver').addEventListener('click', function () { ['#ad-first', '#ad-last', '#ad-dob', '#ad-rel'].forEach(function (s) { $(s).value = ''; }); $('#ad-lic').value = 'Full UK licence'; $('#ad-err').textContent = ''; showDialog('dlg-add'); });
$('#ad-go').addEventListener('click', function () {
  var f = $('#ad-first').value.trim(), l = $('#ad-last').value.trim(), dob = $('#ad-dob').value, rel = $('#ad-rel').value, lic = $('#ad-lic').value, b = this; $('#ad-err').textContent = '';
  if (!f || !l) { $('#ad-err').textContent = 'Enter their first and last name'; return; }
  if (!dob) { $('#ad-err').textContent = 'Enter their date of birth'; return; }
  if (!rel) { $('#ad-err').textContent = "Choose how they're related to you"; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/insure/api/driver', { method: 'POST', body: JSON.stringify({ dob: dob, licence: lic }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Add driver';
    if (!r.ok) { $('#ad-err').textContent = r.error; return; }
    var p = dob.split('-');
    window.drivers.push({ id: 'd' + (window.drivers.length + 10), name: f + ' ' + l, role: rel, born: Number(p[2]) + ' ' + MONTHS[Number(p[1]) - 1] + ' ' + p[0], licence: lic });
    hideDialog('dlg-add'); renderDrivers(); toast(f + ' ' + l + ' added to your policy');
  });
});
var docsLoaded = false;
$('#t-docs').addEventListener('click', function () {
  if (docsLoaded) return; docsLoaded = true;
  setTimeout(function () { $('#docs-loading').hidden = true; $('#docs').hidden = false; }, 900);
});
$('#docs').addEventListener('click', function (e) { var b = e.target.closest('.dl'); if (b) { window.downloaded = b.dataset.name; toast('Downloading ' + b.dataset.name); } });
$('#email-docs').addEventListener('click', function () { window.emailedDocs = true; toast("We've emailed your documents to priya.desai@example.com"); });
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Priya';
renderDrivers();
var tabs = { drivers: '#t-drivers', claims: '#t-claims', docs: '#t-docs' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
