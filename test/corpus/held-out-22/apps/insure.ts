/**
 * Harbourline, a car insurer's site: a five-step quote wizard (About you, Your car, Your cover, Extras, Check and
 * pay) with a progress list, a GOV.UK-style error summary and inline errors; a date of birth in three boxes (real
 * dates only, 17 or older), a postcode address lookup answered late, licence radios (provisional licences refused),
 * a registration lookup answered late (an unknown registration refused) with an "Is this your car?" Yes/No beside the
 * "Has the car been modified?" Yes/No (modified cars refused), a car value refused under £500 and over £80,000; a
 * price answered late, cover levels as radio cards whose prices follow the voluntary excess, a cover start date (the
 * next 30 days only), annual or monthly payment; extras (breakdown with a level select, legal protection, hire car,
 * key cover, a protected no-claims discount disabled under 2 years) and a running price; a summary table with a
 * Change button in every row, a Save quote dialog, a declaration that enables Continue to payment, and a payment form
 * in an iframe loaded late (a declined card, expired cards refused). Sign-in and the renewal account are in
 * insure-account.ts. Today is Monday 8 November 2027.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { INSURE_STYLE, insureRenewal, insureSignIn } from './insure-account';

const BAR = `<header class="bar"><span class="logo">Harbourline</span><nav aria-label="Main"><a href="/insure/quote">Get a quote</a><a href="/insure/sign-in">Sign in</a></nav></header>`;

const radios = (name: string, items: [string, string][]) =>
  items
    .map(
      ([value, label]) =>
        `<label style="display:block"><input type="radio" name="${name}" id="${name}-${value}" value="${value}"> ${label}</label>`,
    )
    .join('');

const PAYMENT = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 4px">Pay {{AMOUNT}}</h3><p style="margin:0 0 8px;color:#667080">Payments are processed securely by Harbourpay.</p>
<p style="margin:4px 0"><label for="cname">Name on card</label><br><input id="cname" style="width:240px"></p>
<p style="margin:4px 0"><label for="cnum">Card number</label><br><input id="cnum" inputmode="numeric" style="width:240px"></p>
<p style="margin:4px 0"><label for="cexp">Expiry date (MM/YY)</label> <input id="cexp" style="width:70px"> <label for="ccvc">Security code</label> <input id="ccvc" style="width:60px"></p>
<button type="button" id="pay">Pay {{AMOUNT}}</button>
<p id="pmsg" role="alert"></p>
<script>
window.paid = null;
document.getElementById('pay').addEventListener('click', function () {
  var m = document.getElementById('pmsg'), b = this, name = document.getElementById('cname').value.trim(), n = document.getElementById('cnum').value.replace(/\\s/g, ''), e = document.getElementById('cexp').value.trim(), c = document.getElementById('ccvc').value.trim();
  m.textContent = '';
  if (!name) { m.textContent = 'Enter the name on the card'; return; }
  if (!/^\\d{16}$/.test(n)) { m.textContent = 'Enter a valid 16-digit card number'; return; }
  var p = /^(\\d\\d)\\/(\\d\\d)$/.exec(e);
  if (!p || Number(p[1]) < 1 || Number(p[1]) > 12) { m.textContent = 'Enter the expiry date as MM/YY'; return; }
  if (Number(p[2]) * 100 + Number(p[1]) < 2711) { m.textContent = 'This card has expired'; return; }
  if (!/^\\d{3}$/.test(c)) { m.textContent = 'Enter the 3-digit security code'; return; }
  b.disabled = true; b.textContent = 'Processing…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Pay {{AMOUNT}}';
    if (n === '4000000000000002') { m.textContent = 'Your card was declined. Try a different card.'; return; }
    window.paid = n.slice(-4); m.textContent = 'Payment accepted';
    parent.onPaid(n.slice(-4));
  }, 900);
});
</script></body></html>`;

const quote = doc(
  'About you – Car insurance quote – Harbourline',
  `${BAR}${INSURE_STYLE}
<main>
  <ol class="progress" aria-label="Quote progress"><li data-n="1">About you</li><li data-n="2">Your car</li><li data-n="3">Your cover</li><li data-n="4">Extras</li><li data-n="5">Check and pay</li></ol>
  <p class="note" id="stepof">Step 1 of 5</p>
  <div class="summary" id="summary" role="alert" tabindex="-1" hidden><h2>There is a problem</h2><ul id="summary-list"></ul></div>
  <div class="layout"><div>
  <section id="s1">
    <h1>About you</h1>
    <div class="field"><label for="title">Title</label><p class="err" id="e-title"></p><select id="title"><option value="">Choose…</option><option>Mr</option><option>Mrs</option><option>Miss</option><option>Ms</option><option>Mx</option><option>Dr</option></select></div>
    <div class="line"><div class="field"><label for="first">First name</label><p class="err" id="e-first"></p><input id="first" autocomplete="given-name"></div>
      <div class="field"><label for="last">Last name</label><p class="err" id="e-last"></p><input id="last" autocomplete="family-name"></div></div>
    <fieldset role="group" aria-describedby="dob-hint"><legend>Date of birth</legend><p class="note" id="dob-hint">For example, 27 3 1985</p><p class="err" id="e-dob"></p>
      <div class="line"><div class="field"><label for="dob-d">Day</label><input id="dob-d" inputmode="numeric" maxlength="2" style="width:56px"></div><div class="field"><label for="dob-m">Month</label><input id="dob-m" inputmode="numeric" maxlength="2" style="width:56px"></div><div class="field"><label for="dob-y">Year</label><input id="dob-y" inputmode="numeric" maxlength="4" style="width:80px"></div></div></fieldset>
    <div class="field"><label for="email">Email address</label><p class="note">We'll send your quote to this address</p><p class="err" id="e-email"></p><input id="email" type="email" style="width:280px"></div>
    <div class="field"><label for="postcode">Postcode</label><p class="err" id="e-addr"></p><div class="line"><input id="postcode" style="width:120px"><button type="button" id="find-addr">Find address</button><span id="addr-status" role="status" class="note"></span></div></div>
    <div class="field" id="addr-f" hidden><label for="address">Address</label><select id="address"></select></div>
    <fieldset><legend>What type of driving licence do you have?</legend><p class="err" id="e-licence"></p>${radios(
      'lic',
      [
        ['full', 'Full UK licence'],
        ['prov', 'Provisional UK licence'],
        ['eu', 'EU or EEA licence'],
        ['intl', 'Other international licence'],
      ],
    )}</fieldset>
    <div class="field"><label for="held">How long have you held this licence?</label><p class="err" id="e-held"></p><select id="held"><option value="">Choose…</option><option>Less than 1 year</option><option>1 year</option><option>2 years</option><option>3 years</option><option>4 years</option><option>5 years or more</option></select></div>
    <div class="field"><label for="ncd">Years of no-claims discount</label><select id="ncd">${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}">${n}</option>`).join('')}<option value="9">9 or more</option></select></div>
    <div class="line"><button type="button" class="main" id="c1">Continue</button></div>
  </section>
  <section id="s2" hidden>
    <h1>Your car</h1>
    <div class="field"><label for="reg">Car registration number</label><p class="note">For example, AB12 CDE</p><p class="err" id="e-reg"></p><div class="line"><input id="reg" style="width:140px;text-transform:uppercase"><button type="button" id="find-car">Find car</button></div></div>
    <p id="car-status" role="status" class="note"></p>
    <div id="car-found" class="box" hidden><p style="margin:0"><strong id="car-desc"></strong></p><p id="car-spec" class="note" style="margin:2px 0"></p>
      <fieldset><legend>Is this your car?</legend><p class="err" id="e-this"></p><label><input type="radio" name="this" id="this-yes" value="yes"> Yes</label> <label><input type="radio" name="this" id="this-no" value="no"> No</label></fieldset></div>
    <div class="field"><label for="value">Estimated value of the car (£)</label><p class="err" id="e-value"></p><input id="value" inputmode="numeric" style="width:140px"></div>
    <div class="field"><label for="miles">Miles driven a year</label><p class="err" id="e-miles"></p><select id="miles"><option value="">Choose…</option><option>Up to 5,000 miles</option><option>5,001 to 8,000 miles</option><option>8,001 to 12,000 miles</option><option>More than 12,000 miles</option></select></div>
    <fieldset><legend>Where is the car kept overnight?</legend><p class="err" id="e-kept"></p>${radios('kept', [
      ['drive', 'On a driveway'],
      ['garage', 'In a locked garage'],
      ['street', 'On the street'],
      ['carpark', 'In a car park'],
    ])}</fieldset>
    <fieldset><legend>Has the car been modified?</legend><p class="note">For example, alloy wheels, tinted windows or a tuned engine</p><p class="err" id="e-mod"></p><label><input type="radio" name="mod" id="mod-yes" value="yes"> Yes</label> <label><input type="radio" name="mod" id="mod-no" value="no"> No</label></fieldset>
    <div class="line"><button type="button" id="b2">Back</button><button type="button" class="main" id="c2">Continue</button></div>
  </section>
  <section id="s3" hidden>
    <h1>Your cover</h1>
    <p id="price-loading" role="status"><span class="spin"></span> Finding your price…</p>
    <div id="covers" hidden>
      <fieldset><legend>Choose your cover</legend><p class="err" id="e-cover"></p><div class="grid">
        <label class="card cover"><input type="radio" name="cover" id="cover-comp" value="comp"> <strong>Comprehensive</strong> <span class="tag">Most popular</span><br><strong class="price" data-cover="comp"></strong> a year<br><span class="note">Covers damage to your own car too, even if the accident was your fault. Windscreen cover included.</span></label>
        <label class="card cover"><input type="radio" name="cover" id="cover-tpft" value="tpft"> <strong>Third party, fire and theft</strong><br><strong class="price" data-cover="tpft"></strong> a year<br><span class="note">Covers damage you cause to others, and your car if it's stolen or catches fire.</span></label>
        <label class="card cover"><input type="radio" name="cover" id="cover-tpo" value="tpo"> <strong>Third party only</strong><br><strong class="price" data-cover="tpo"></strong> a year<br><span class="note">The legal minimum. Covers damage you cause to other people and their property.</span></label>
      </div></fieldset>
      <div class="field"><label for="excess">Voluntary excess</label><p class="note">Your compulsory excess is £250. A higher voluntary excess lowers your price.</p><select id="excess"><option value="0">£0</option><option value="100" selected>£100</option><option value="250">£250</option><option value="500">£500</option></select></div>
      <div class="field"><label for="start">Cover start date</label><p class="note">Cover can start today or on any day in the next 30 days</p><p class="err" id="e-start"></p><input type="date" id="start"></div>
      <fieldset><legend>How would you like to pay?</legend><label><input type="radio" name="freq" id="freq-annual" value="annual" checked> Pay annually</label> <label><input type="radio" name="freq" id="freq-monthly" value="monthly"> Pay monthly</label><p id="monthly-note" class="note" hidden></p></fieldset>
    </div>
    <div class="line"><button type="button" id="b3">Back</button><button type="button" class="main" id="c3">Continue</button></div>
  </section>
  <section id="s4" hidden>
    <h1>Extras</h1>
    <p class="note">Add any extras you'd like. You can change them until you pay.</p>
    <div class="card"><label><input type="checkbox" id="ad-breakdown"> Breakdown cover</label> <span class="note">from £39.00</span>
      <div class="field" id="bd-f" hidden><label for="bd-level">Breakdown level</label><select id="bd-level"><option value="roadside">Roadside – £39.00</option><option value="recovery">Roadside and recovery – £69.00</option><option value="europe">Europe – £109.00</option></select></div></div>
    <div class="card"><label><input type="checkbox" id="ad-legal"> Motor legal protection</label> <span>£24.99</span><p class="note" style="margin:2px 0">Up to £100,000 of legal costs to get back losses that weren't your fault</p></div>
    <div class="card"><label><input type="checkbox" id="ad-hire"> Guaranteed hire car</label> <span>£29.99</span><p class="note" style="margin:2px 0">A hire car for up to 21 days if yours is stolen or written off</p></div>
    <div class="card"><label><input type="checkbox" id="ad-keys"> Key cover</label> <span>£14.99</span></div>
    <div class="card"><label><input type="checkbox" id="ad-ncd"> Protected no-claims discount</label> <span>£38.00</span><p class="note" id="ncd-note" style="margin:2px 0"></p></div>
    <div class="card"><strong>Personal accident cover</strong> <span class="tag">Included</span></div>
    <div class="line"><button type="button" id="b4">Back</button><button type="button" class="main" id="c4">Continue</button></div>
  </section>
  <section id="s5" hidden>
    <h1>Check your quote</h1>
    <p>Quote reference <strong id="ref">HBL-2093-4471</strong> · valid until 8 December 2027</p>
    <table id="sum-table"><caption style="text-align:left;font-weight:600">Your quote</caption><thead><tr><th>Item</th><th>Details</th><th>Price</th><th></th></tr></thead><tbody id="sum"></tbody>
      <tfoot><tr><th scope="row">Total</th><td>Includes Insurance Premium Tax</td><td id="sum-total"></td><td></td></tr></tfoot></table>
    <div class="line" style="margin:10px 0"><button type="button" id="save">Save quote</button></div>
    <section class="box"><h2 style="margin-top:0">Declaration</h2><label><input type="checkbox" id="agree"> I have read the policy summary and the statement of fact, and my details are correct</label></section>
    <button type="button" class="main" id="to-pay" disabled>Continue to payment</button>
    <p id="pay-loading" role="status" hidden><span class="spin"></span> Loading secure payment…</p>
    <div id="pay-slot"></div>
    <section id="done" class="box" hidden><h2 style="margin-top:0">You're covered</h2><p id="done-text"></p></section>
  </section>
  </div>
  <aside class="box" id="price-box" aria-labelledby="pb-h" hidden><h2 id="pb-h" style="margin-top:0">Your price</h2><p id="pb-total" style="font-size:20px;font-weight:700;margin:0"></p><p class="note" id="pb-monthly"></p></aside>
  </div>
</main>
<div class="shade" id="dlg-save" hidden><div role="dialog" aria-modal="true" aria-labelledby="sv-h"><h2 id="sv-h" style="margin-top:0">Save your quote</h2><p>We'll email you a link to this quote. It's valid for 30 days.</p>
  <div class="field"><label for="sv-email">Email address</label><input id="sv-email" type="email" style="width:100%"></div><p class="err" id="sv-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="sv-send">Email my quote</button></div></div></div>`,
  `
var TODAY = '2027-11-08', LAST = '2027-12-08';
var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
var TITLES = ['', 'About you', 'Your car', 'Your cover', 'Extras', 'Check and pay'];
var BASE = { comp: 612.4, tpft: 655.1, tpo: 701.85 }, ADJ = { '0': 48, '100': 0, '250': -36.5, '500': -71.2 };
var NAMES = { comp: 'Comprehensive', tpft: 'Third party, fire and theft', tpo: 'Third party only' };
var EXTRAS = { legal: ['Motor legal protection', 24.99], hire: ['Guaranteed hire car', 29.99], keys: ['Key cover', 14.99], ncd: ['Protected no-claims discount', 38] };
var BD = { roadside: ['Roadside', 39], recovery: ['Roadside and recovery', 69], europe: ['Europe', 109] };
var PAYMENT = ${JSON.stringify(PAYMENT).replace(/<\//g, '<\\/')};
function round(n) { return Math.round(n * 100) / 100; }
function money(n) { return '£' + n.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ','); }
function longDate(iso) { var p = iso.split('-'); return Number(p[2]) + ' ' + MONTHS[Number(p[1]) - 1] + ' ' + p[0]; }
window.quote = { step: 1, driver: null, car: null, cover: null, excess: '100', start: '', freq: 'annual', addons: [], bd: 'roadside' };
window.lookups = []; window.saved = null; window.paidWith = null; window.coversReady = false;
var found = null;
function premium(c, x) { return round(BASE[c] + ADJ[x]); }
function extraPrice(a) { return a === 'breakdown' ? BD[window.quote.bd][1] : EXTRAS[a][1]; }
function total() { var q = window.quote; if (!q.cover) return null; var t = premium(q.cover, q.excess); q.addons.forEach(function (a) { t += extraPrice(a); }); return round(t); }
function monthly(t) { var all = round(t * 1.1), dep = round(t * 0.1); return { all: all, dep: dep, each: round((all - dep) / 11) }; }
function renderPrice() {
  var q = window.quote, t = total();
  $$('.price[data-cover]').forEach(function (p) { p.textContent = money(premium(p.dataset.cover, q.excess)); });
  $('#price-box').hidden = q.step < 3 || t === null;
  if (t === null) return;
  $('#pb-total').textContent = money(t) + ' a year';
  var m = monthly(t);
  $('#pb-monthly').textContent = q.freq === 'monthly' ? 'or a deposit of ' + money(m.dep) + ' then 11 payments of ' + money(m.each) : '';
  $('#monthly-note').hidden = q.freq !== 'monthly';
  $('#monthly-note').textContent = 'Deposit ' + money(m.dep) + ', then 11 monthly payments of ' + money(m.each) + '. Total ' + money(m.all) + ' (representative APR 19.9%).';
}
function clearErrors() {
  $('#summary').hidden = true; $('#summary-list').innerHTML = '';
  $$('main .err[id^="e-"]').forEach(function (e) { e.textContent = ''; });
  $$('[aria-invalid]').forEach(function (e) { e.removeAttribute('aria-invalid'); });
}
function showErrors(errs) {
  clearErrors();
  if (!errs.length) return false;
  $('#summary-list').innerHTML = errs.map(function (e) { return '<li><a href="#' + e[2] + '">' + e[1] + '</a></li>'; }).join('');
  errs.forEach(function (e) { $('#e-' + e[0]).textContent = e[1]; var f = document.getElementById(e[2]); if (f) f.setAttribute('aria-invalid', 'true'); });
  $('#summary').hidden = false; $('#summary').focus();
  return true;
}
function go(n) {
  clearErrors();
  window.quote.step = n;
  for (var i = 1; i <= 5; i++) $('#s' + i).hidden = i !== n;
  $$('ol.progress li').forEach(function (li) { if (Number(li.dataset.n) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); });
  $('#stepof').textContent = 'Step ' + n + ' of 5';
  document.title = TITLES[n] + ' – Car insurance quote – Harbourline';
  history.replaceState(null, '', '/insure/quote?step=' + n);
  if (n === 3 && !window.coversReady) {
    $('#price-loading').hidden = false; $('#covers').hidden = true;
    setTimeout(function () { window.coversReady = true; $('#price-loading').hidden = true; $('#covers').hidden = false; renderPrice(); }, 1200);
  }
  if (n === 4) {
    var ncd = window.quote.driver ? window.quote.driver.ncd : 0;
    $('#ad-ncd').disabled = ncd < 2;
    $('#ncd-note').textContent = ncd < 2 ? 'You need at least 2 years of no-claims discount to protect it' : 'Keeps your ' + ncd + '-year discount if you make up to 2 claims in 3 years';
  }
  if (n === 5) renderSummary();
  renderPrice();
  window.scrollTo(0, 0);
}
// ---- step 1
$('#find-addr').addEventListener('click', function () {
  var b = this, pc = $('#postcode').value.trim(); $('#e-addr').textContent = ''; $('#addr-f').hidden = true;
  if (!pc) { $('#e-addr').textContent = 'Enter your postcode'; return; }
  b.disabled = true; $('#addr-status').textContent = 'Searching…';
  fetch('/insure/api/address', { method: 'POST', body: JSON.stringify({ postcode: pc }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; $('#addr-status').textContent = '';
    if (!r.ok) { $('#e-addr').textContent = r.error; return; }
    $('#address').innerHTML = '<option value="">' + r.addresses.length + ' addresses found</option>' + r.addresses.map(function (a) { return '<option>' + a + '</option>'; }).join('');
    $('#addr-f').hidden = false;
  });
});
function ageOn(y, m, d) { var t = TODAY.split('-').map(Number), a = t[0] - y; if (t[1] < m || (t[1] === m && t[2] < d)) a -= 1; return a; }
$('#c1').addEventListener('click', function () {
  var errs = [], d = $('#dob-d').value.trim(), m = $('#dob-m').value.trim(), y = $('#dob-y').value.trim(), lic = $('input[name=lic]:checked');
  if (!$('#title').value) errs.push(['title', 'Select your title', 'title']);
  if (!$('#first').value.trim()) errs.push(['first', 'Enter your first name', 'first']);
  if (!$('#last').value.trim()) errs.push(['last', 'Enter your last name', 'last']);
  if (!d && !m && !y) errs.push(['dob', 'Enter your date of birth', 'dob-d']);
  else if (!d || !m || !y) errs.push(['dob', 'Date of birth must include a day, month and year', 'dob-d']);
  else {
    var dt = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (!/^\\d{4}$/.test(y) || !/^\\d{1,2}$/.test(d) || !/^\\d{1,2}$/.test(m) || dt.getUTCDate() !== Number(d) || dt.getUTCMonth() !== Number(m) - 1 || Number(y) < 1900) errs.push(['dob', 'Date of birth must be a real date', 'dob-d']);
    else if (ageOn(Number(y), Number(m), Number(d)) < 17) errs.push(['dob', 'You must be 17 or older to get a quote', 'dob-d']);
  }
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test($('#email').value.trim())) errs.push(['email', 'Enter an email address in the correct format, like name@example.com', 'email']);
  if ($('#addr-f').hidden || !$('#address').value) errs.push(['addr', 'Find and select your address', 'postcode']);
  if (!lic) errs.push(['licence', 'Select the type of driving licence you have', 'lic-full']);
  else if (lic.value === 'prov') errs.push(['licence', "We can't quote online for provisional licences. Call us on 0117 496 0321.", 'lic-prov']);
  if (!$('#held').value) errs.push(['held', 'Select how long you have held your licence', 'held']);
  if (showErrors(errs)) return;
  window.quote.driver = { title: $('#title').value, first: $('#first').value.trim(), last: $('#last').value.trim(), dob: y + '-' + ('0' + m).slice(-2) + '-' + ('0' + d).slice(-2), email: $('#email').value.trim(), address: $('#address').value, licence: lic.value, held: $('#held').value, ncd: Number($('#ncd').value) };
  go(2);
});
// ---- step 2
$('#find-car').addEventListener('click', function () {
  var b = this, reg = $('#reg').value.trim(); $('#e-reg').textContent = ''; $('#car-found').hidden = true; found = null;
  $$('input[name=this]').forEach(function (r) { r.checked = false; });
  if (!reg) { $('#e-reg').textContent = 'Enter your car registration number'; return; }
  b.disabled = true; $('#car-status').textContent = 'Looking up ' + reg.toUpperCase() + '…'; window.lookups.push(reg.toUpperCase());
  fetch('/insure/api/vehicle', { method: 'POST', body: JSON.stringify({ reg: reg }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; $('#car-status').textContent = '';
    if (!r.ok) { $('#e-reg').textContent = r.error; return; }
    found = r.car; $('#car-desc').textContent = r.car.desc; $('#car-spec').textContent = r.car.reg + ' · ' + r.car.spec; $('#car-found').hidden = false;
  });
});
$('#c2').addEventListener('click', function () {
  var errs = [], t = $('input[name=this]:checked'), v = $('#value').value.trim().replace(/^£/, '').replace(/,/g, ''), kept = $('input[name=kept]:checked'), mod = $('input[name=mod]:checked');
  if (!found) errs.push(['reg', 'Find your car using its registration number', 'reg']);
  else if (!t) errs.push(['this', 'Tell us if this is your car', 'this-yes']);
  else if (t.value === 'no') errs.push(['reg', 'Enter the registration of the car you want to insure', 'reg']);
  if (!v) errs.push(['value', 'Enter the value of the car', 'value']);
  else if (!/^\\d+$/.test(v)) errs.push(['value', 'Enter the value as a whole number of pounds, like 8500', 'value']);
  else if (Number(v) < 500) errs.push(['value', 'The car must be worth at least £500', 'value']);
  else if (Number(v) > 80000) errs.push(['value', "We can't insure cars worth more than £80,000 online", 'value']);
  if (!$('#miles').value) errs.push(['miles', 'Select how many miles you drive a year', 'miles']);
  if (!kept) errs.push(['kept', 'Select where the car is kept overnight', 'kept-drive']);
  if (!mod) errs.push(['mod', 'Tell us if the car has been modified', 'mod-yes']);
  else if (mod.value === 'yes') errs.push(['mod', "We can't quote online for modified cars. Call us on 0117 496 0321.", 'mod-yes']);
  if (showErrors(errs)) return;
  window.quote.car = { reg: found.reg, desc: found.desc, value: Number(v), miles: $('#miles').value, kept: kept.value };
  go(3);
});
$('#b2').addEventListener('click', function () { go(1); });
// ---- step 3
$$('input[name=cover]').forEach(function (r) { r.addEventListener('change', function () { window.quote.cover = r.value; renderPrice(); }); });
$$('input[name=freq]').forEach(function (r) { r.addEventListener('change', function () { window.quote.freq = r.value; renderPrice(); }); });
$('#excess').addEventListener('change', function () { window.quote.excess = this.value; renderPrice(); });
$('#c3').addEventListener('click', function () {
  if (!window.coversReady) return;
  var errs = [], s = $('#start').value;
  if (!window.quote.cover) errs.push(['cover', 'Choose a level of cover', 'cover-comp']);
  if (!s) errs.push(['start', 'Enter the date your cover should start', 'start']);
  else if (s < TODAY) errs.push(['start', "The start date can't be in the past", 'start']);
  else if (s > LAST) errs.push(['start', 'Your cover must start within 30 days, by 8 December 2027', 'start']);
  if (showErrors(errs)) return;
  window.quote.start = s; go(4);
});
$('#b3').addEventListener('click', function () { go(2); });
// ---- step 4
function readExtras() {
  var q = window.quote; q.addons = []; q.bd = $('#bd-level').value;
  if ($('#ad-breakdown').checked) q.addons.push('breakdown');
  ['legal', 'hire', 'keys', 'ncd'].forEach(function (a) { if ($('#ad-' + a).checked) q.addons.push(a); });
  $('#bd-f').hidden = !$('#ad-breakdown').checked;
  renderPrice();
}
$$('#s4 input[type=checkbox], #bd-level').forEach(function (x) { x.addEventListener('change', readExtras); });
$('#c4').addEventListener('click', function () { go(5); });
$('#b4').addEventListener('click', function () { go(3); });
// ---- step 5
function renderSummary() {
  var q = window.quote, d = q.driver, c = q.car, rows = [];
  var dob = d.dob.split('-');
  rows.push(['Driver', d.title + ' ' + d.first + ' ' + d.last + ', born ' + Number(dob[2]) + ' ' + MONTHS[Number(dob[1]) - 1] + ' ' + dob[0], '', 1]);
  rows.push(['Car', c.desc + ' (' + c.reg + '), worth ' + money(c.value).replace('.00', ''), '', 2]);
  rows.push(['Cover', NAMES[q.cover] + ', starting ' + longDate(q.start), money(premium(q.cover, q.excess)), 3]);
  rows.push(['Excess', '£250 compulsory + £' + q.excess + ' voluntary', '', 3]);
  if (!q.addons.length) rows.push(['Extras', 'None', '', 4]);
  q.addons.forEach(function (a) { rows.push(a === 'breakdown' ? ['Breakdown cover', BD[q.bd][0], money(BD[q.bd][1]), 4] : [EXTRAS[a][0], '', money(EXTRAS[a][1]), 4]); });
  var m = monthly(total());
  rows.push(['Payment', q.freq === 'monthly' ? 'Monthly: deposit ' + money(m.dep) + ', then 11 payments of ' + money(m.each) : 'Annually, in one payment', '', 3]);
  $('#sum').innerHTML = rows.map(function (r) { return '<tr><th scope="row">' + r[0] + '</th><td>' + r[1] + '</td><td>' + r[2] + '</td><td><button type="button" class="change" data-go="' + r[3] + '">Change</button></td></tr>'; }).join('');
  $('#sum-total').textContent = money(total());
}
$('#sum').addEventListener('click', function (e) { var b = e.target.closest('.change'); if (b) go(Number(b.dataset.go)); });
$('#save').addEventListener('click', function () { $('#sv-email').value = window.quote.driver.email; $('#sv-err').textContent = ''; showDialog('dlg-save'); });
$('#sv-send').addEventListener('click', function () {
  var v = $('#sv-email').value.trim();
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(v)) { $('#sv-err').textContent = 'Enter an email address in the correct format, like name@example.com'; return; }
  window.saved = v; hideDialog('dlg-save'); toast('Quote HBL-2093-4471 sent to ' + v);
});
$('#agree').addEventListener('change', function () { $('#to-pay').disabled = !this.checked; });
function openPayment() {
  $('#to-pay').disabled = true; $('#pay-loading').hidden = false;
  setTimeout(function () {
    $('#pay-loading').hidden = true;
    var f = document.createElement('iframe'); f.title = 'Secure payment'; f.style.cssText = 'width:100%;height:250px;border:1px solid #dde2e8;border-radius:8px;background:#fff';
    f.srcdoc = PAYMENT.split('{{AMOUNT}}').join(money(total())); $('#pay-slot').innerHTML = ''; $('#pay-slot').appendChild(f);
  }, 800);
}
$('#to-pay').addEventListener('click', openPayment);
window.onPaid = function (last4) {
  window.paidWith = last4; $('#to-pay').hidden = true; $('#pay-slot').hidden = true; $('#done').hidden = false;
  $('#done-text').textContent = 'We took ' + money(total()) + ' from the card ending ' + last4 + '. Your policy number is HBL-P-77120 and your cover starts on ' + longDate(window.quote.start) + '. Your documents are on their way to ' + window.quote.driver.email + '.';
};
// ---- state a user would have clicked their way to
var n = Number(query.get('step') || 1);
if (n >= 2) {
  $('#title').value = 'Ms'; $('#first').value = 'Priya'; $('#last').value = 'Desai'; $('#dob-d').value = '14'; $('#dob-m').value = '4'; $('#dob-y').value = '1991';
  $('#email').value = 'priya.desai@example.com'; $('#postcode').value = 'BS1 4DJ'; $('#address').innerHTML = '<option>12 Quay Street, Bristol BS1 4DJ</option>'; $('#addr-f').hidden = false;
  $('#lic-full').checked = true; $('#held').value = '5 years or more'; $('#ncd').value = '1';
  window.quote.driver = { title: 'Ms', first: 'Priya', last: 'Desai', dob: '1991-04-14', email: 'priya.desai@example.com', address: '12 Quay Street, Bristol BS1 4DJ', licence: 'full', held: '5 years or more', ncd: 1 };
}
if (n >= 3) {
  $('#reg').value = 'KM19 RTX'; found = { reg: 'KM19 RTX', desc: '2019 Volkswagen Golf Life 1.5 TSI', spec: 'Petrol · Manual · 1498cc · Blue' };
  $('#car-desc').textContent = found.desc; $('#car-spec').textContent = found.reg + ' · ' + found.spec; $('#car-found').hidden = false; $('#this-yes').checked = true;
  $('#value').value = '14500'; $('#miles').value = '5,001 to 8,000 miles'; $('#kept-drive').checked = true; $('#mod-no').checked = true;
  window.quote.car = { reg: 'KM19 RTX', desc: found.desc, value: 14500, miles: '5,001 to 8,000 miles', kept: 'drive' };
}
if (n >= 4) {
  window.coversReady = true; $('#price-loading').hidden = true; $('#covers').hidden = false;
  $('#cover-comp').checked = true; $('#start').value = '2027-11-20';
  window.quote.cover = 'comp'; window.quote.start = '2027-11-20';
}
if (n >= 5) {
  $('#ad-breakdown').checked = true; $('#bd-level').value = 'recovery'; $('#ad-legal').checked = true; $('#bd-f').hidden = false;
  window.quote.addons = ['breakdown', 'legal']; window.quote.bd = 'recovery';
}
go(n >= 1 && n <= 5 ? n : 1);
if (n === 5 && query.get('pay')) { $('#agree').checked = true; openPayment(); }
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

const ADDRESSES: Record<string, string[]> = {
  BS14DJ: [
    '10 Quay Street, Bristol BS1 4DJ',
    '12 Quay Street, Bristol BS1 4DJ',
    '14 Quay Street, Bristol BS1 4DJ',
    'Flat 2, 16 Quay Street, Bristol BS1 4DJ',
  ],
  BS81TH: ['3 Royal York Crescent, Bristol BS8 1TH', '5 Royal York Crescent, Bristol BS8 1TH'],
};

const CARS: Record<string, { reg: string; desc: string; spec: string }> = {
  KM19RTX: { reg: 'KM19 RTX', desc: '2019 Volkswagen Golf Life 1.5 TSI', spec: 'Petrol · Manual · 1498cc · Blue' },
  LN68DPU: { reg: 'LN68 DPU', desc: '2018 Ford Fiesta Zetec 1.0 EcoBoost', spec: 'Petrol · Manual · 998cc · Red' },
  WR21HZB: { reg: 'WR21 HZB', desc: '2021 Tesla Model 3 Long Range', spec: 'Electric · Automatic · White' },
};

export const insureApp: CorpusApp = {
  name: 'insure',
  description:
    "Harbourline, a car insurer: a five-step quote wizard with a progress list, an error summary (There is a problem) and inline errors: About you (title select, names, a date of birth in Day/Month/Year boxes checked for real dates and age 17+, email, a postcode lookup answered late, licence radios with provisional licences refused, years held, no-claims years); Your car (a registration lookup answered late, unknown registrations refused, an Is this your car? Yes/No next to a Has the car been modified? Yes/No with modified cars refused, a value refused under £500 and over £80,000, mileage select, where-kept radios); Your cover (a price loaded late, three cover radio cards whose prices follow the voluntary excess select, a start date within 30 days, annual or monthly payment with the monthly terms); Extras (breakdown with a level select, legal protection, hire car, key cover, a protected no-claims discount disabled under 2 years, a running price box); Check and pay (a summary table with a Change button in every row, Save quote dialog, a declaration enabling Continue to payment, a payment form in an iframe loaded late with a declined test card and expiry checks, then a You're covered panel). Sign in (wrong passwords refused late) and a renewal account with tabs: Renewal (a this year / renewal comparison table, a Renew automatically switch with a confirm dialog, Accept renewal answered late), Drivers (cards with Remove and a confirm dialog, Add a driver dialog refusing under-17s and learners late), Claims (a table), Documents (loaded late, a Download button in every row).",
  routes: {
    '/insure/quote': () => quote,
    '/insure/sign-in': () => insureSignIn,
    '/insure/renewal': () => insureRenewal,
    '/insure/api/address': (req) => {
      const key = (parse<{ postcode: string }>(req.body).postcode ?? '').replace(/\s/g, '').toUpperCase();
      const addresses = ADDRESSES[key];
      return {
        delayMs: 800,
        json: addresses
          ? { ok: true, addresses }
          : { ok: false, error: "We couldn't find any addresses for that postcode" },
      };
    },
    '/insure/api/vehicle': (req) => {
      const key = (parse<{ reg: string }>(req.body).reg ?? '').replace(/\s/g, '').toUpperCase();
      const car = CARS[key];
      return {
        delayMs: 1000,
        json: car
          ? { ok: true, car }
          : { ok: false, error: "We couldn't find a car with that registration. Check it and try again." },
      };
    },
    '/insure/api/sign-in': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const ok = body.email?.trim().toLowerCase() === 'priya.desai@example.com' && body.password === 'Harbour2027';
      return {
        delayMs: 700,
        json: ok ? { ok: true } : { ok: false, error: 'The email address or password is incorrect' },
      };
    },
    '/insure/api/driver': (req) => {
      const body = parse<{ dob: string; licence: string }>(req.body);
      let error = '';
      if ((body.dob ?? '') > '2010-11-08') error = 'Named drivers must be 17 or older';
      else if (body.licence === 'Provisional UK licence') error = "Learner drivers can't be added to this policy";
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
