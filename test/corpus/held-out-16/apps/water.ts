/**
 * Brookwater, a water company's customer account: a sign-in checked by the server after a delay; an account page with
 * a balance and a Pay now dialog (a card listbox with an expired card, amounts refused out of range, a payment answered
 * late), a meter reading form checked late by the server (a reading lower than the last one refused, a very high one
 * refused), usage in tabs, a paged bills table with View, Download and Query in every row (queries refused on bills
 * over 12 months old), a bill preview in an iframe, switches, a Direct Debit slider with a minimum, a More actions
 * menu with an action the app refuses, accordions, a supply status in a shadow root loaded late and a toast that goes
 * after three seconds; and a three-step Report a leak wizard (where the leak is, a postcode lookup answered late with
 * an area the company does not serve, a severity slider, contact details and a reference answered late). Today is
 * Tuesday 9 November 2027.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 3000); }
`;

const BAR = `<header class="bar"><span class="logo">Brookwater</span><nav aria-label="Main"><a href="/water/account">My account</a><a href="/water/leak">Report a leak</a><a href="#help">Help</a></nav><span>Sam Okafor</span><a href="/water/login">Sign out</a></header>`;

const loginPage = doc(
  'Sign in - Brookwater',
  `<header class="bar"><span class="logo">Brookwater</span></header>
<main style="max-width:420px">
  <h1>Sign in to your water account</h1>
  <form id="login" novalidate>
    <div class="field"><label for="user">Email or account number</label><input id="user" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:100%"></div>
    <label><input type="checkbox" id="stay"> Stay signed in on this computer</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="signin">Sign in</button><a href="#forgot">I've forgotten my password</a></div>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var u = $('#user').value.trim(), pw = $('#pw').value;
  if (!u) { $('#login-err').textContent = 'Enter your email or account number'; return; }
  if (!pw) { $('#login-err').textContent = 'Enter your password'; return; }
  var b = $('#signin'); b.disabled = true; b.textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/water/api/login', { method: 'POST', body: JSON.stringify({ user: u, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = "We couldn't sign you in with those details"; return; }
    if ($('#stay').checked) sessionStorage.setItem('water-stay', '1');
    location.href = '/water/account';
  });
});
`,
);

// id, bill date, period, amount, status, months old
const BILLS = [
  ['b8', '1 Nov 2027', 'Aug–Oct 2027', '42.18', 'Due', 0],
  ['b7', '1 Aug 2027', 'May–Jul 2027', '39.65', 'Paid', 3],
  ['b6', '1 May 2027', 'Feb–Apr 2027', '37.20', 'Paid', 6],
  ['b5', '1 Feb 2027', 'Nov 2026–Jan 2027', '41.02', 'Paid', 9],
  ['b4', '1 Nov 2026', 'Aug–Oct 2026', '40.11', 'Paid', 12],
  ['b3', '1 Aug 2026', 'May–Jul 2026', '36.90', 'Paid', 15],
  ['b2', '1 May 2026', 'Feb–Apr 2026', '35.48', 'Paid', 18],
  ['b1', '1 Feb 2026', 'Nov 2025–Jan 2026', '38.07', 'Paid', 21],
];

const BILL = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Bill dated 1 Nov 2027 · Aug–Oct 2027</h3>
<p>Water supply £19.40 · Wastewater £17.33 · Standing charges £5.45 · <strong>Total £42.18</strong></p>
<p><button type="button" id="more">Show meter details</button> <button type="button" id="print">Print this bill</button></p>
<p id="meter" hidden>Meter 18K044712 · opening reading 0421 · closing reading 0458 · 37 cubic metres</p>
<p id="pmsg" role="status"></p>
<script>
window.printed = false;
document.getElementById('more').addEventListener('click', function () { document.getElementById('meter').hidden = false; this.hidden = true; });
document.getElementById('print').addEventListener('click', function () { window.printed = true; document.getElementById('pmsg').textContent = 'Sent to your printer'; });
</script></body></html>`;

const accountPage = doc(
  'My account - Brookwater',
  `${BAR}
<main>
  <h1>Your water account</h1>
  <p class="note">Account 3307 2291 · Flat 4, 19 Mill Lane, Stroud GL5 3AA</p>
  <div class="line" style="align-items:flex-start">
    <section class="box" aria-labelledby="bal-h" style="flex:1"><h2 id="bal-h" style="margin-top:0">Balance</h2>
      <p id="balance-text">You owe <strong id="balance">£42.18</strong>, due 22 Nov 2027</p>
      <div class="line"><button type="button" class="main" id="pay-now">Pay now</button>
      <span class="pop"><button type="button" id="more" aria-haspopup="menu" aria-controls="more-menu" aria-expanded="false">More actions</button></span></div>
      <div role="menu" id="more-menu" hidden><button type="button" role="menuitem" id="mi-date">Change payment date</button><button type="button" role="menuitem" id="mi-move">Move home</button><button type="button" role="menuitem" id="mi-close">Close account</button></div>
      <p class="err" id="acct-err" role="alert"></p><p id="acct-note"></p>
    </section>
    <section class="box" aria-labelledby="mr-h" style="flex:1"><h2 id="mr-h" style="margin-top:0">Submit a meter reading</h2>
      <p class="note">Last reading: 0458 on 9 Aug 2027</p>
      <div class="line"><div class="field"><label for="reading">Reading</label><input id="reading" inputmode="numeric" placeholder="e.g. 0482" style="width:110px"></div>
      <div class="field"><label for="rdate">Date of reading</label><input id="rdate" type="date" value="2027-11-09"></div></div>
      <button type="button" id="send-reading">Submit reading</button>
      <p id="reading-msg" role="status"></p>
    </section>
  </div>
  <section class="box" aria-labelledby="use-h"><h2 id="use-h" style="margin-top:0">Your usage</h2>
    <div role="tablist" aria-label="Usage period"><button type="button" role="tab" id="t-6" aria-controls="p-6" aria-selected="true">Last 6 months</button><button type="button" role="tab" id="t-12" aria-controls="p-12" aria-selected="false">Last year</button></div>
    <div id="p-6" role="tabpanel"><p>Average 212 litres a day, 8% less than similar homes.</p></div>
    <div id="p-12" role="tabpanel" hidden><p>Average 231 litres a day, about the same as similar homes.</p></div>
  </section>
  <section class="box" aria-labelledby="bills-h"><h2 id="bills-h" style="margin-top:0">Bills</h2>
    <table><thead><tr><th>Bill date</th><th>Period</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody id="bills"></tbody></table>
    <nav class="pager" aria-label="Bill pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="bill-err" role="alert"></p>
  </section>
  <section class="box" aria-labelledby="prev-h"><h2 id="prev-h" style="margin-top:0">Latest bill</h2>${frame('Latest bill', BILL, 160)}</section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="pref-h"><h2 id="pref-h" style="margin-top:0">Preferences</h2>
      <div class="line"><button type="button" role="switch" id="sw-paper" aria-checked="true" aria-labelledby="sw-paper-l"></button><span id="sw-paper-l">Paperless bills</span></div>
      <div class="line"><button type="button" role="switch" id="sw-alerts" aria-checked="false" aria-labelledby="sw-alerts-l"></button><span id="sw-alerts-l">Text me about supply interruptions</span></div>
      <div class="line"><button type="button" role="switch" id="sw-psr" aria-checked="false" aria-labelledby="sw-psr-l" disabled></button><span id="sw-psr-l">Priority Services Register (apply by phone)</span></div>
    </section>
    <section class="box" aria-labelledby="dd-h"><h2 id="dd-h" style="margin-top:0">Direct Debit</h2>
      <div class="field"><label for="dd">Monthly amount</label><input id="dd" type="range" min="20" max="80" step="1" value="36"> <output id="dd-v" for="dd">£36 a month</output></div>
      <p class="note">We recommend at least £30 a month for your usage.</p>
      <button type="button" id="dd-save">Update Direct Debit</button><p class="err" id="dd-err" role="alert"></p>
    </section>
  </div>
  <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Help with your bill</h2>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-how" aria-expanded="false" aria-controls="acc-how-p">How we work out your bill</button></h3>
    <div id="acc-how-p" hidden><p>We charge for the cubic metres your meter records, plus a daily standing charge of 6p for water and 5p for wastewater.</p></div>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-help" aria-expanded="false" aria-controls="acc-help-p">Struggling to pay?</button></h3>
    <div id="acc-help-p" hidden><p>Our WaterSure scheme caps bills for some households. Call 0800 915 4421 to check.</p></div>
  </section>
  <supply-status id="supply"></supply-status>
</main>
<div class="shade" id="dlg-pay" hidden><div role="dialog" aria-modal="true" aria-labelledby="dp-h"><h2 id="dp-h">Make a payment</h2>
  <div class="field"><label for="amount">Amount (£)</label><input id="amount" value="42.18" style="width:120px"></div>
  <div class="field"><span class="name" id="card-l">Pay with</span>
    <ul role="listbox" id="cards" aria-labelledby="card-l">
      <li role="option" data-value="visa" aria-selected="true">Visa ending 4417</li>
      <li role="option" data-value="mc" aria-selected="false" aria-disabled="true">Mastercard ending 0093 (expired)</li>
      <li role="option" data-value="amex" aria-selected="false">Amex ending 1005</li>
    </ul></div>
  <p class="err" id="pay-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="pay">Pay</button></div></div></div>`,
  `${QUICK}
window.bills = ${JSON.stringify(BILLS)}.map(function (b) { return { id: b[0], date: b[1], period: b[2], amount: b[3], status: b[4], age: b[5] }; });
window.page = 1; window.paid = null; window.reading = null; window.queried = null; window.downloaded = []; window.viewed = null; window.switches = {}; window.dd = 36; window.ddSaved = null; window.menuChoice = null;
function billRows() {
  var pages = Math.ceil(window.bills.length / 4);
  $('#bills').innerHTML = window.bills.slice((window.page - 1) * 4, window.page * 4).map(function (b) {
    return '<tr data-id="' + b.id + '"><th scope="row">' + b.date + '</th><td>' + b.period + '</td><td>£' + b.amount + '</td><td><span class="tag">' + b.status + '</span></td><td><div class="line"><button type="button" class="view">View</button><button type="button" class="dl">Download PDF</button><button type="button" class="query">Query this bill</button></div></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
$('#prev').addEventListener('click', function () { window.page -= 1; billRows(); });
$('#next').addEventListener('click', function () { window.page += 1; billRows(); });
$('#bills').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var b = window.bills.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#bill-err').textContent = '';
  if (e.target.closest('.view')) { window.viewed = b.id; quick('Opening the bill dated ' + b.date); }
  if (e.target.closest('.dl')) { window.downloaded.push(b.id); quick('Downloading bill-' + b.date.replace(/ /g, '-') + '.pdf'); }
  if (e.target.closest('.query')) {
    if (b.age >= 12) { $('#bill-err').textContent = 'Bills more than 12 months old can only be queried by phone'; return; }
    window.queried = b.id; quick('We have opened a query about the ' + b.date + ' bill');
  }
});
$('#pay-now').addEventListener('click', function () { $('#pay-err').textContent = ''; showDialog('dlg-pay'); });
$('#pay').addEventListener('click', function () {
  var a = Number($('#amount').value), b = this;
  if (!$('#amount').value.trim() || isNaN(a) || a < 1) { $('#pay-err').textContent = 'Enter an amount of at least £1'; return; }
  if (a > 500) { $('#pay-err').textContent = "You can't pay more than £500 online"; return; }
  b.disabled = true; b.textContent = 'Paying…'; $('#pay-err').textContent = '';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Pay';
    var card = $('#cards').dataset.value || 'visa'; window.paid = { amount: a, card: card };
    var left = Math.round((42.18 - a) * 100) / 100;
    $('#balance-text').innerHTML = left > 0 ? 'You owe <strong id="balance">£' + left.toFixed(2) + '</strong>, due 22 Nov 2027' : left < 0 ? 'You are <strong id="balance">£' + (-left).toFixed(2) + '</strong> in credit' : 'Nothing to pay. Your balance is <strong id="balance">£0.00</strong>';
    hideDialog('dlg-pay'); quick('Payment of £' + a.toFixed(2) + ' received. Thank you.');
  }, 1100);
});
$('#send-reading').addEventListener('click', function () {
  var v = $('#reading').value.trim(), m = $('#reading-msg');
  if (!/^\\d{1,5}$/.test(v)) { m.className = 'err'; m.textContent = 'Enter the black numbers on your meter, like 0482'; return; }
  m.className = ''; m.textContent = 'Checking your reading…';
  fetch('/water/api/reading?value=' + v).then(function (r) { return r.json(); }).then(function (r) {
    m.className = r.ok ? 'good' : 'err'; m.textContent = r.message; if (r.ok) window.reading = { value: Number(v), date: $('#rdate').value };
  });
});
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; quick($('#' + s.getAttribute('aria-labelledby')).textContent + (window.switches[s.id] ? ' on' : ' off')); }); });
$('#dd').addEventListener('input', function () { window.dd = Number(this.value); $('#dd-v').textContent = '£' + this.value + ' a month'; });
$('#dd-save').addEventListener('click', function () {
  if (window.dd < 30) { $('#dd-err').textContent = 'The lowest we can accept is £30 a month'; return; }
  $('#dd-err').textContent = ''; window.ddSaved = window.dd; quick('Your Direct Debit is now £' + window.dd + ' a month from December');
});
$$('#more-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); window.menuChoice = m.textContent; $('#acct-err').textContent = ''; $('#acct-note').textContent = '';
  if (m.id === 'mi-close') { $('#acct-err').textContent = "You can't close an account with money owing. Pay your balance first."; window.menuChoice = null; return; }
  if (m.id === 'mi-move') { location.href = '/water/leak?from=move'; return; }
  $('#acct-note').textContent = 'Your payment date is the 1st. Choose a new date from the 1st to the 28th.';
}); });
customElements.define('supply-status', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px}button,select{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Supply in GL5 3AA</h2><p id="s">Checking for problems near you…</p><div id="rep" hidden><label for="kind">What is the problem?</label> <select id="kind"><option value="">Choose…</option><option>No water</option><option>Low pressure</option><option>Discoloured water</option></select> <button type="button" id="send">Send report</button></div><button type="button" id="open">Report a supply problem</button><p id="done" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#s').textContent = 'Planned work: Mill Lane mains renewal, 15–19 Nov 2027. You may have low pressure from 9am to 4pm.'; }, 1000);
    $r('#open').addEventListener('click', function () { $r('#rep').hidden = false; });
    $r('#send').addEventListener('click', function () { var k = $r('#kind').value; if (!k) { $r('#done').textContent = 'Choose what the problem is'; return; } window.supplyReport = k; $r('#done').textContent = 'Thanks. We have logged: ' + k; });
  }
});
billRows();
if (query.get('page') === '2') { window.page = 2; billRows(); }
`,
);

const leakPage = doc(
  'Report a leak - Brookwater',
  `${BAR}
<main style="max-width:760px">
  <h1>Report a leak</h1>
  <p class="note">If water is flooding a building, call 0800 915 4400 now.</p>
  <ol class="line" id="steps" aria-label="Steps" style="list-style:none;padding:0"><li data-s="1">1. The leak</li><li data-s="2">2. Where</li><li data-s="3">3. Your details</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Tell us about the leak</h2>
    <fieldset><legend>Where have you seen it?</legend>
      <label><input type="radio" name="where" value="street"> In the road or pavement</label><br>
      <label><input type="radio" name="where" value="garden"> In my garden or driveway</label><br>
      <label><input type="radio" name="where" value="home"> Inside my home</label></fieldset>
    <div class="line"><button type="button" role="switch" id="sw-flow" aria-checked="false" aria-labelledby="sw-flow-l"></button><span id="sw-flow-l">Water is running over the surface</span></div>
    <div class="field"><label for="sev">How much water?</label><input id="sev" type="range" min="1" max="5" value="2"> <output id="sev-v" for="sev">2 – a steady trickle</output></div>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Next</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Where is it?</h2>
    <div class="line"><input id="pc" placeholder="Postcode near the leak" aria-label="Postcode near the leak" style="width:180px"><button type="button" id="find">Find streets</button><span id="pc-status" role="status"></span></div>
    <p class="err" id="pc-err" role="alert"></p>
    <div class="field" id="street-f" hidden><label for="street">Street</label><select id="street"></select></div>
    <div class="field"><label for="landmark">Nearest landmark or house number</label><textarea id="landmark" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Next</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Your details</h2>
    <div class="field"><label for="lname">Your name</label><input id="lname"></div>
    <div class="field"><label for="lphone">Phone number</label><input id="lphone" type="tel"></div>
    <label><input type="checkbox" id="updates" checked> Send me updates about this leak</label>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="submit">Send report</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0" id="done-h"></h2><p id="done-text"></p></section>
</main>`,
  `${QUICK}
var SEV = ['', 'a few drips', 'a steady trickle', 'a small stream', 'a fast flow', 'gushing'];
window.step = 1; window.street = null; window.leak = null;
function show(n) { window.step = n; [1, 2, 3].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); }); }
$('#sev').addEventListener('input', function () { $('#sev-v').textContent = this.value + ' – ' + SEV[Number(this.value)]; });
$('#next1').addEventListener('click', function () {
  var w = $('input[name=where]:checked');
  if (!w) { $('#s1-err').textContent = 'Tell us where you have seen the leak'; return; }
  if (w.value === 'home') { $('#s1-err').textContent = 'Leaks inside your home are your responsibility. Call a plumber, or turn off your stop tap.'; return; }
  $('#s1-err').textContent = ''; show(2);
});
$('#find').addEventListener('click', function () {
  var pc = $('#pc').value.trim().toUpperCase(); $('#pc-err').textContent = ''; $('#street-f').hidden = true;
  if (!pc) { $('#pc-err').textContent = 'Enter a postcode'; return; }
  $('#pc-status').textContent = 'Searching…';
  fetch('/water/api/streets?postcode=' + encodeURIComponent(pc)).then(function (r) { return r.json(); }).then(function (r) {
    $('#pc-status').textContent = '';
    if (r.error) { $('#pc-err').textContent = r.error; return; }
    $('#street').innerHTML = '<option value="">Choose a street</option>' + r.streets.map(function (s) { return '<option>' + s + '</option>'; }).join('');
    $('#street-f').hidden = false;
  });
});
$('#street').addEventListener('change', function () { window.street = this.value || null; });
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () { if (!window.street) { $('#s2-err').textContent = 'Find and choose the street'; return; } $('#s2-err').textContent = ''; show(3); });
$('#back3').addEventListener('click', function () { show(2); });
$('#submit').addEventListener('click', function () {
  var e = ''; if (!$('#lname').value.trim()) e = 'Enter your name'; else if (!/^0\\d{9,10}$/.test($('#lphone').value.replace(/\\s/g, ''))) e = 'Enter a phone number we can call';
  $('#s3-err').textContent = e; if (e) return;
  var b = this; b.disabled = true; b.textContent = 'Sending…';
  setTimeout(function () {
    window.leak = { ref: 'LK-88231', where: $('input[name=where]:checked').value, severity: Number($('#sev').value), street: window.street, updates: $('#updates').checked };
    $('#s3').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Leak reported: LK-88231';
    $('#done-text').textContent = 'A team will look at ' + window.street + ' within ' + (Number($('#sev').value) >= 4 ? '4 hours' : '2 working days') + '.';
    document.title = 'Leak reported - Brookwater';
  }, 1000);
});
var st = Number(query.get('step') || 1);
if (st >= 2) { $('input[name=where][value=street]').checked = true; }
if (st >= 3) { $('#street').innerHTML = '<option>Mill Lane, Stroud</option>'; $('#street-f').hidden = false; window.street = 'Mill Lane, Stroud'; }
show(st);
`,
);

const STREETS: Record<string, string[]> = {
  'GL5 3AA': ['Mill Lane, Stroud', 'Dyehouse Row, Stroud', 'Weavers Close, Stroud'],
  'GL6 8PT': ['Brimscombe Hill, Brimscombe', 'Knapp Lane, Brimscombe'],
};

export const waterApp: CorpusApp = {
  name: 'water',
  description:
    'Brookwater water company customer account: a sign-in checked by the server after a delay; an account page with a balance, a Pay now dialog (an amount refused below £1 or over £500, a card listbox with an expired card, a payment answered late that updates the balance), a More actions menu (closing the account refused while money is owed), a meter reading with a placeholder checked late by the server (lower than the last reading or very high refused), usage tabs, a paged bills table with View, Download PDF and Query this bill in every row (queries refused on bills 12 months old or more), the latest bill in an iframe with its own buttons, switches (one disabled), a Direct Debit slider refused below £30, accordions, supply status in a shadow root loaded late with a problem report, and a toast that goes after 3 seconds; a three-step Report a leak wizard (a where fieldset refusing leaks inside the home, a switch, a severity slider, a placeholder-only postcode lookup answered late refusing postcodes outside the area, a street select, contact details and a reference answered late).',
  routes: {
    '/water/login': () => loginPage,
    '/water/account': () => accountPage,
    '/water/leak': () => leakPage,
    '/water/api/login': (req) => {
      let body: { user?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const user = (body.user ?? '').trim().toLowerCase().replace(/\s+/g, '');
      const known = user === 'sam.okafor@example.com' || user === '33072291';
      return { delayMs: 800, json: { ok: known && body.password === 'Tap-Water-9' } };
    },
    '/water/api/reading': (req) => {
      const value = Number(req.url.searchParams.get('value') ?? '0');
      if (value < 458) {
        return {
          delayMs: 900,
          json: { ok: false, message: "That's lower than your last reading (0458). Check the number again." },
        };
      }
      if (value > 658) {
        return {
          delayMs: 900,
          json: { ok: false, message: 'That looks very high. Call us on 0800 915 4400 so we can check for a leak.' },
        };
      }
      return {
        delayMs: 900,
        json: { ok: true, message: `Reading ${String(value).padStart(4, '0')} received. Your next bill will use it.` },
      };
    },
    '/water/api/streets': (req) => {
      const pc = (req.url.searchParams.get('postcode') ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
      if (pc.startsWith('BS')) {
        return {
          delayMs: 800,
          json: { error: `${pc} isn't in our area. Report it to Avonmere Water on 0800 332 7000.` },
        };
      }
      const found = STREETS[pc];
      if (!found) return { delayMs: 800, json: { error: `We couldn't find any streets for ${pc}` } };
      return { delayMs: 800, json: { streets: found } };
    },
  },
};
