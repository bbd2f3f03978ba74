/**
 * Fernwick Bank, international payments in online banking: a sign-in with placeholder-only fields checked by the
 * server after a delay; a payments page with the balance and the daily limit, a pending badge, recipient cards with
 * Send money, Edit and Delete in each (two identical Ana Ferreira cards, deletion refused late while a transfer is
 * pending, an undo toast), tabs with a paged transfers table (Track, Repeat and Cancel in every row, cancelling refused
 * unless pending, a confirm dialog and a cancellation answered late), scheduled payments, a rate alert with a slider,
 * a select and a switch (targets below the live rate refused), a live rate in a shadow root loaded late, a fee
 * calculator in an iframe, accordions, a user menu and a toast that goes after four seconds; and a three-step Send
 * money wizard (recipient radios or a new recipient with a placeholder-only IBAN checked late and a country refused,
 * an amount checked late against the balance and the daily limit, speed radios, a date, a reason select, a review
 * with a confirmation box and a payment answered late). Today is Monday 14 June 2027.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text, action, onAction) { toast(text, action, onAction); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
var RATES = { EUR: 1.1742, JPY: 189.46, USD: 1.6931 };
var SYM = { EUR: '€', JPY: '¥', USD: '$' };
function money(n) { return n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function foreign(c, n) { return SYM[c] + (c === 'JPY' ? Math.round(n).toLocaleString('en-GB') : money(n)); }
`;

const BAR = `<header class="bar"><span class="logo">Fernwick Bank</span><nav aria-label="Main"><a href="#accounts">Accounts</a><a href="/transfer/home">International payments</a><a href="#help">Help</a></nav>
<span class="pop"><button type="button" id="user" aria-haspopup="menu" aria-controls="user-menu" aria-expanded="false">Dana Whitfield</button></span>
<div role="menu" id="user-menu" hidden><button type="button" role="menuitem" id="mi-profile">Profile</button><button type="button" role="menuitem" id="mi-statements">Statements</button><button type="button" role="menuitem" id="mi-out">Log out</button></div></header>`;

const USERMENU = `
$('#mi-out').addEventListener('click', function () { location.href = '/transfer/login'; });
$('#mi-profile').addEventListener('click', function () { closeMenus(); window.menuChoice = 'Profile'; });
$('#mi-statements').addEventListener('click', function () { closeMenus(); window.menuChoice = 'Statements'; });
`;

const loginPage = doc(
  'Log in - Fernwick Bank',
  `<header class="bar"><span class="logo">Fernwick Bank</span></header>
<main style="max-width:400px">
  <h1>Log in to online banking</h1>
  <form id="login" novalidate>
    <div class="field"><input id="cid" placeholder="Customer ID" inputmode="numeric" style="width:100%"></div>
    <div class="field"><input id="pass" type="password" placeholder="Passcode" style="width:100%"></div>
    <label><input type="checkbox" id="keep"> Remember my customer ID</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Log in</button><a href="#forgot">Forgotten your passcode?</a></div>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var c = $('#cid').value.trim(), p = $('#pass').value;
  if (!c) { $('#login-err').textContent = 'Enter your customer ID'; return; }
  if (!p) { $('#login-err').textContent = 'Enter your passcode'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Logging in…'; $('#login-err').textContent = '';
  fetch('/transfer/api/login', { method: 'POST', body: JSON.stringify({ id: c, passcode: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Log in';
    if (!r.ok) { $('#login-err').textContent = "Those details don't match our records"; return; }
    location.href = '/transfer/home';
  });
});
`,
);

// id, name, currency, bank, account, country
const RECIPIENTS = [
  ['r1', 'Ana Ferreira', 'EUR', 'Millennium bcp', 'PT50 ···· 4471', 'Portugal'],
  ['r2', 'Kenji Watanabe', 'JPY', 'MUFG Bank', '···· 9022', 'Japan'],
  ['r3', 'Lucía Gómez', 'EUR', 'CaixaBank', 'ES91 ···· 3380', 'Spain'],
  ['r4', 'Ana Ferreira', 'EUR', 'Millennium bcp', 'PT50 ···· 4471', 'Portugal'],
  ['r5', 'Daniel Okoro', 'USD', 'Chase', '···· 6610', 'United States'],
];

// id, date, recipient id, sent, received, status
const TRANSFERS = [
  ['t9', '12 Jun 2027', 'r2', 400, '¥75,784', 'Pending'],
  ['t8', '10 Jun 2027', 'r1', 250, '€293.55', 'Pending'],
  ['t7', '2 Jun 2027', 'r3', 120, '€140.90', 'Completed'],
  ['t6', '28 May 2027', 'r5', 600, '$1,015.86', 'Completed'],
  ['t5', '15 May 2027', 'r1', 250, '€292.10', 'Completed'],
  ['t4', '3 May 2027', 'r2', 150, '¥28,110', 'Cancelled'],
  ['t3', '20 Apr 2027', 'r3', 80, '€93.41', 'Completed'],
  ['t2', '2 Apr 2027', 'r5', 1000, '$1,688.20', 'Failed'],
  ['t1', '18 Mar 2027', 'r1', 250, '€291.35', 'Completed'],
];

const FEES = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Fee calculator</h3>
<p><label for="amt">Amount in GBP</label> <input id="amt" style="width:100px"> <label for="spd">Speed</label> <select id="spd"><option value="std">Standard</option><option value="exp">Express</option></select> <button type="button" id="calc">Work out fee</button></p>
<p id="out" role="status"></p>
<script>
window.calculated = null;
document.getElementById('calc').addEventListener('click', function () {
  var a = Number(document.getElementById('amt').value), o = document.getElementById('out');
  if (!a || a < 1) { o.textContent = 'Enter an amount of at least £1'; return; }
  var fee = document.getElementById('spd').value === 'exp' ? 9 : 3.5; window.calculated = { amount: a, fee: fee };
  o.textContent = 'Fee £' + fee.toFixed(2) + '. Total to pay £' + (a + fee).toFixed(2) + '. Sending to euros they get €' + (a * 1.1742).toFixed(2) + '.';
});
</script></body></html>`;

const homePage = doc(
  'International payments - Fernwick Bank',
  `${BAR}
<main>
  <h1>International payments</h1>
  <div class="line" style="align-items:flex-start">
    <section class="box" aria-labelledby="acc-h" style="flex:1"><h2 id="acc-h" style="margin-top:0">Current account ····4410</h2>
      <p>Available: <strong id="avail">£6,240.55</strong></p>
      <p class="note">Daily limit £5,000.00 · £1,200.00 sent today · <span id="left">£3,800.00 left today</span></p>
      <p><a href="/transfer/send" class="button main">Send money abroad</a> <span>Pending transfers <span class="count" id="pending">2</span></span></p>
    </section>
    <fx-ticker id="fx" style="flex:1"></fx-ticker>
  </div>
  <section aria-labelledby="rec-h"><h2 id="rec-h">Recipients</h2><div class="grid" id="recips"></div><p class="err" id="rec-err" role="alert"></p></section>
  <section class="box" aria-labelledby="hist-h"><h2 id="hist-h" style="margin-top:0">Your transfers</h2>
    <div role="tablist" aria-label="Transfers"><button type="button" role="tab" id="t-recent" aria-controls="p-recent" aria-selected="true">Recent</button><button type="button" role="tab" id="t-sched" aria-controls="p-sched" aria-selected="false">Scheduled</button><button type="button" role="tab" id="t-alert" aria-controls="p-alert" aria-selected="false">Rate alerts</button></div>
    <div id="p-recent" role="tabpanel">
      <table><thead><tr><th>Date</th><th>To</th><th>You sent</th><th>They got</th><th>Status</th><th></th></tr></thead><tbody id="tx"></tbody></table>
      <nav class="pager" aria-label="Transfer pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
      <p class="err" id="tx-err" role="alert"></p><p id="track" role="status"></p>
    </div>
    <div id="p-sched" role="tabpanel" hidden>
      <ul id="sched" style="list-style:none;padding:0"><li class="line" data-id="s1"><span>Lucía Gómez · £120.00 every month on the 2nd · next on 2 Jul 2027</span><button type="button" class="skip">Skip next</button><button type="button" class="stop">Stop</button></li>
      <li class="line" data-id="s2"><span>Kenji Watanabe · £75.00 every week on Friday · next on 18 Jun 2027</span><button type="button" class="skip">Skip next</button><button type="button" class="stop">Stop</button></li></ul>
      <p id="sched-msg" role="status"></p>
    </div>
    <div id="p-alert" role="tabpanel" hidden>
      <div class="field"><label for="alert-cur">Currency</label><select id="alert-cur"><option value="EUR">Euro (EUR)</option><option value="USD">US dollar (USD)</option><option value="JPY">Japanese yen (JPY)</option></select></div>
      <div class="field"><label for="target">Alert me when £1 buys</label><input id="target" type="range" min="1.15" max="1.25" step="0.005" value="1.19"> <output id="target-v" for="target">€1.190</output></div>
      <div class="line"><button type="button" role="switch" id="sw-alert-email" aria-checked="false" aria-labelledby="sw-alert-email-l"></button><span id="sw-alert-email-l">Email me as well as a push notification</span></div>
      <button type="button" id="save-alert">Save alert</button><p class="err" id="alert-err" role="alert"></p>
    </div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="fee-h"><h2 id="fee-h" style="margin-top:0">Fees</h2>${frame('Fee calculator', FEES, 150)}</section>
    <section class="box" aria-labelledby="help-h" id="help"><h2 id="help-h" style="margin-top:0">Questions</h2>
      <h3 style="margin:4px 0"><button type="button" data-acc id="acc-time" aria-expanded="false" aria-controls="acc-time-p">How long will it take?</button></h3>
      <div id="acc-time-p" hidden><p>Standard transfers arrive in 1 to 2 working days. Express transfers sent before 3pm arrive the same day.</p></div>
      <h3 style="margin:4px 0"><button type="button" data-acc id="acc-wrong" aria-expanded="false" aria-controls="acc-wrong-p">What if I send money to the wrong account?</button></h3>
      <div id="acc-wrong-p" hidden><p>Call us on 0345 600 2290 straight away. We will try to recover it, but we can't promise to.</p></div>
    </section>
  </div>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dc-h" aria-describedby="dc-p"><h2 id="dc-h">Cancel this transfer?</h2><p id="dc-p"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep it</button><button type="button" class="warn" id="dc-yes">Yes, cancel it</button></div></div></div>
<div class="shade" id="dlg-edit" hidden><div role="dialog" aria-modal="true" aria-labelledby="de-h"><h2 id="de-h">Edit recipient</h2>
  <div class="field"><label for="nick">Nickname</label><input id="nick"></div>
  <div class="field"><label for="remail">Email for payment updates</label><input id="remail" type="email"></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="de-save">Save changes</button></div></div></div>`,
  `${QUICK}${USERMENU}
window.recipients = ${JSON.stringify(RECIPIENTS)}.map(function (r) { return { id: r[0], name: r[1], cur: r[2], bank: r[3], acct: r[4], country: r[5], nick: '' }; });
window.transfers = ${JSON.stringify(TRANSFERS)}.map(function (t) { return { id: t[0], date: t[1], to: t[2], sent: t[3], got: t[4], status: t[5] }; });
window.page = 1; window.tracked = null; window.cancelled = []; window.deleted = []; window.edited = null; window.alertSaved = null; window.skipped = []; window.menuChoice = null; window.switches = {};
function rname(id) { return window.recipients.concat(window.deleted).filter(function (r) { return r.id === id; })[0].name; }
function recipCards() {
  $('#recips').innerHTML = window.recipients.map(function (r) {
    return '<article class="card" data-id="' + r.id + '" aria-label="' + r.name + '"><h3 style="margin:0">' + r.name + (r.nick ? ' (' + r.nick + ')' : '') + '</h3><p>' + r.cur + ' · ' + r.bank + '<br>' + r.acct + ' · ' + r.country + '</p><div class="line"><button type="button" class="main send">Send money</button><button type="button" class="edit">Edit</button><button type="button" class="del">Delete</button></div></article>';
  }).join('');
}
function txRows() {
  var pages = Math.ceil(window.transfers.length / 4);
  $('#tx').innerHTML = window.transfers.slice((window.page - 1) * 4, window.page * 4).map(function (t) {
    return '<tr data-id="' + t.id + '"><th scope="row">' + t.date + '</th><td>' + rname(t.to) + '</td><td>£' + money(t.sent) + '</td><td>' + t.got + '</td><td><span class="tag">' + t.status + '</span></td><td><div class="line"><button type="button" class="track">Track</button><button type="button" class="repeat">Repeat</button><button type="button" class="cancel">Cancel</button></div></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#pending').textContent = String(window.transfers.filter(function (t) { return t.status === 'Pending'; }).length);
}
$('#prev').addEventListener('click', function () { window.page -= 1; txRows(); });
$('#next').addEventListener('click', function () { window.page += 1; txRows(); });
var cancelling = null;
$('#tx').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var t = window.transfers.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#tx-err').textContent = '';
  if (e.target.closest('.track')) { window.tracked = t.id; $('#track').textContent = 'Transfer to ' + rname(t.to) + ' on ' + t.date + ': ' + (t.status === 'Pending' ? 'with the receiving bank, expected by 16 Jun 2027' : t.status.toLowerCase()); }
  if (e.target.closest('.repeat')) { location.href = '/transfer/send?repeat=' + t.id + '&to=' + t.to; }
  if (e.target.closest('.cancel')) {
    if (t.status !== 'Pending') { setTimeout(function () { $('#tx-err').textContent = 'Only pending transfers can be cancelled. This one is ' + t.status.toLowerCase() + '.'; }, 500); return; }
    cancelling = t; $('#dc-p').textContent = '£' + money(t.sent) + ' to ' + rname(t.to) + ', sent ' + t.date + '. The fee is refunded.'; showDialog('dlg-cancel');
  }
});
$('#dc-yes').addEventListener('click', function () {
  var b = this, t = cancelling; b.disabled = true; b.textContent = 'Cancelling…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Yes, cancel it'; hideDialog('dlg-cancel'); t.status = 'Cancelled'; window.cancelled.push(t.id); txRows(); quick('Transfer to ' + rname(t.to) + ' cancelled. £' + money(t.sent + 3.5) + ' will be back in your account today.'); }, 800);
});
var editing = null;
$('#recips').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var r = window.recipients.filter(function (x) { return x.id === card.dataset.id; })[0]; $('#rec-err').textContent = '';
  if (e.target.closest('.send')) { location.href = '/transfer/send?to=' + r.id; }
  if (e.target.closest('.edit')) { editing = r; $('#de-h').textContent = 'Edit ' + r.name; $('#nick').value = r.nick; showDialog('dlg-edit'); }
  if (e.target.closest('.del')) {
    setTimeout(function () {
      var pend = window.transfers.some(function (t) { return t.to === r.id && t.status === 'Pending'; });
      if (pend) { $('#rec-err').textContent = "You can't delete " + r.name + ' while a transfer to them is pending'; return; }
      window.recipients = window.recipients.filter(function (x) { return x !== r; }); window.deleted.push(r); recipCards();
      quick(r.name + ' deleted', 'Undo', function () { window.deleted = window.deleted.filter(function (x) { return x !== r; }); window.recipients.push(r); recipCards(); });
    }, 600);
  }
});
$('#de-save').addEventListener('click', function () { editing.nick = $('#nick').value.trim(); window.edited = { id: editing.id, nick: editing.nick, email: $('#remail').value.trim() }; hideDialog('dlg-edit'); recipCards(); quick('Changes to ' + editing.name + ' saved'); });
$('#sched').addEventListener('click', function (e) {
  var li = e.target.closest('li'); if (!li) return;
  if (e.target.closest('.skip')) { window.skipped.push(li.dataset.id); $('#sched-msg').textContent = 'The next payment will be skipped'; }
  if (e.target.closest('.stop')) { $('#sched-msg').textContent = "Scheduled payments can only be stopped from the Payments page. This one isn't changed."; }
});
function alertLabel() { var c = $('#alert-cur').value; var v = Number($('#target').value); $('#target-v').textContent = SYM[c] + v.toFixed(3); }
$('#target').addEventListener('input', alertLabel);
$('#alert-cur').addEventListener('change', function () { var c = this.value, t = $('#target'); if (c === 'EUR') { t.min = '1.15'; t.max = '1.25'; t.step = '0.005'; t.value = '1.19'; } if (c === 'USD') { t.min = '1.65'; t.max = '1.75'; t.step = '0.005'; t.value = '1.7'; } if (c === 'JPY') { t.min = '180'; t.max = '200'; t.step = '1'; t.value = '192'; } alertLabel(); });
$('#save-alert').addEventListener('click', function () {
  var c = $('#alert-cur').value, v = Number($('#target').value);
  if (v <= RATES[c]) { $('#alert-err').textContent = '£1 already buys ' + SYM[c] + RATES[c] + '. Choose a target above today\\'s rate.'; return; }
  $('#alert-err').textContent = ''; window.alertSaved = { cur: c, target: v, email: $('#sw-alert-email').getAttribute('aria-checked') === 'true' }; quick("We'll tell you when £1 buys " + SYM[c] + v.toFixed(3));
});
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
customElements.define('fx-ticker', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Today\\'s rates</h2><p id="r">Loading rates…</p><button type="button" id="refresh" hidden>Refresh rates</button><p id="at" class="note"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#r').textContent = '£1 = €1.1742 · $1.6931 · ¥189.46'; $r('#at').textContent = 'Updated at 09:41'; $r('#refresh').hidden = false; }, 1000);
    $r('#refresh').addEventListener('click', function () { window.fxRefreshed = true; $r('#at').textContent = 'Updated at 09:42'; });
  }
});
recipCards(); txRows();
if (query.get('page')) { window.page = Number(query.get('page')); txRows(); }
`,
);

const sendPage = doc(
  'Send money abroad - Fernwick Bank',
  `${BAR}
<main style="max-width:760px">
  <h1>Send money abroad</h1>
  <ol class="line" id="steps" aria-label="Steps" style="list-style:none;padding:0"><li data-s="1">1. Recipient</li><li data-s="2">2. Amount</li><li data-s="3">3. Review</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Who are you sending to?</h2>
    <fieldset><legend>Saved recipients</legend>
      <label><input type="radio" name="to" value="r1"> Ana Ferreira (EUR, ···· 4471)</label><br>
      <label><input type="radio" name="to" value="r2"> Kenji Watanabe (JPY, ···· 9022)</label><br>
      <label><input type="radio" name="to" value="r3"> Lucía Gómez (EUR, ···· 3380)</label><br>
      <label><input type="radio" name="to" value="r5"> Daniel Okoro (USD, ···· 6610)</label><br>
      <label><input type="radio" name="to" value="new"> Someone new</label></fieldset>
    <fieldset id="newf" hidden><legend>New recipient</legend>
      <div class="field"><label for="nname">Full name</label><input id="nname" style="width:100%"></div>
      <div class="field"><input id="iban" placeholder="IBAN or account number" style="width:100%"></div>
      <div class="field"><label for="ncountry">Country</label><select id="ncountry"><option value="">Choose a country</option><option>France</option><option>Iran</option><option>Portugal</option><option>Spain</option></select></div>
    </fieldset>
    <p class="err" id="s1-err" role="alert"></p><p id="s1-status" role="status"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">How much to <span id="to-name"></span>?</h2>
    <div class="line"><div class="field"><label for="amount">You send (GBP)</label><input id="amount" inputmode="decimal" style="width:140px"></div>
      <div class="field"><span class="name">They receive</span><output id="receive">–</output></div></div>
    <p class="note">Rate £1 = <span id="rate"></span> · available £6,240.55 · £3,800.00 left of today's limit</p>
    <fieldset><legend>How fast?</legend>
      <label><input type="radio" name="speed" value="std" checked> Standard, 1 to 2 working days (£3.50 fee)</label><br>
      <label><input type="radio" name="speed" value="exp"> Express, today if sent before 3pm (£9.00 fee)</label></fieldset>
    <div class="field"><label for="when">Send on</label><input id="when" type="date" value="2027-06-14"></div>
    <div class="field"><label for="reason">Reason for payment</label><select id="reason"><option value="">Choose a reason</option><option>Family support</option><option>Paying a bill</option><option>Buying property</option><option>Something else</option></select></div>
    <p class="err" id="s2-err" role="alert"></p><p id="s2-status" role="status"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Check and send</h2>
    <dl class="pairs"><dt>To</dt><dd id="r-to"></dd><dt>You send</dt><dd id="r-send"></dd><dt>Fee</dt><dd id="r-fee"></dd><dt>Total taken</dt><dd id="r-total"></dd><dt>They receive</dt><dd id="r-get"></dd><dt>Sent on</dt><dd id="r-when"></dd></dl>
    <label><input type="checkbox" id="confirm"> I've checked the recipient's details are right</label>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="pay">Send payment</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0" id="done-h"></h2><p id="done-text"></p></section>
</main>`,
  `${QUICK}${USERMENU}
var REC = { r1: ['Ana Ferreira', 'EUR'], r2: ['Kenji Watanabe', 'JPY'], r3: ['Lucía Gómez', 'EUR'], r5: ['Daniel Okoro', 'USD'] };
window.step = 1; window.to = null; window.newRecipient = null; window.quote = null; window.sent = null; window.menuChoice = null;
function cur() { return window.to === 'new' ? 'EUR' : REC[window.to][1]; }
function nm() { return window.to === 'new' ? window.newRecipient.name : REC[window.to][0]; }
function fee() { return $('input[name=speed]:checked').value === 'exp' ? 9 : 3.5; }
function show(n) { window.step = n; [1, 2, 3].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); });
  if (n === 2) { $('#to-name').textContent = nm(); $('#rate').textContent = SYM[cur()] + RATES[cur()]; recalc(); }
  if (n === 3) { var a = Number($('#amount').value); $('#r-to').textContent = nm(); $('#r-send').textContent = '£' + money(a); $('#r-fee').textContent = '£' + money(fee()); $('#r-total').textContent = '£' + money(a + fee()); $('#r-get').textContent = foreign(cur(), a * RATES[cur()]); $('#r-when').textContent = $('#when').value; } }
function recalc() { var a = Number($('#amount').value); $('#receive').textContent = a > 0 ? foreign(cur(), a * RATES[cur()]) : '–'; }
$$('input[name=to]').forEach(function (r) { r.addEventListener('change', function () { window.to = r.value; $('#newf').hidden = r.value !== 'new'; }); });
$('#next1').addEventListener('click', function () {
  var e = $('#s1-err'); e.textContent = '';
  if (!window.to) { e.textContent = 'Choose who you are sending to'; return; }
  if (window.to !== 'new') { show(2); return; }
  var n = $('#nname').value.trim(), iban = $('#iban').value.replace(/\\s/g, '').toUpperCase(), c = $('#ncountry').value;
  if (!n) { e.textContent = "Enter the recipient's full name"; return; }
  if (!c) { e.textContent = 'Choose the country of their bank'; return; }
  $('#s1-status').textContent = 'Checking their bank details…';
  fetch('/transfer/api/iban?iban=' + encodeURIComponent(iban) + '&country=' + encodeURIComponent(c)).then(function (r) { return r.json(); }).then(function (r) {
    $('#s1-status').textContent = '';
    if (!r.ok) { e.textContent = r.message; return; }
    window.newRecipient = { name: n, iban: iban, country: c, bank: r.bank }; show(2);
  });
});
$('#amount').addEventListener('input', recalc);
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () {
  var e = $('#s2-err'); e.textContent = ''; var a = Number($('#amount').value);
  if (!$('#amount').value.trim() || isNaN(a) || a < 1) { e.textContent = 'Enter an amount of at least £1'; return; }
  if ($('#when').value < '2027-06-14') { e.textContent = 'Choose today or a later date'; return; }
  if (!$('#reason').value) { e.textContent = 'Choose a reason for the payment'; return; }
  $('#s2-status').textContent = 'Getting your quote…';
  fetch('/transfer/api/quote?amount=' + a + '&fee=' + fee()).then(function (r) { return r.json(); }).then(function (r) {
    $('#s2-status').textContent = '';
    if (!r.ok) { e.textContent = r.message; return; }
    window.quote = { amount: a, fee: fee(), when: $('#when').value, reason: $('#reason').value }; show(3);
  });
});
$('#back3').addEventListener('click', function () { show(2); });
$('#pay').addEventListener('click', function () {
  if (!$('#confirm').checked) { $('#s3-err').textContent = "Confirm you've checked the recipient's details"; return; }
  $('#s3-err').textContent = ''; var b = this; b.disabled = true; b.textContent = 'Sending…';
  setTimeout(function () {
    var a = Number($('#amount').value);
    window.sent = { ref: 'FW-558102', to: window.to, amount: a, fee: fee() };
    $('#s3').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Payment sent: FW-558102'; document.title = 'Payment sent - Fernwick Bank';
    $('#done-text').textContent = nm() + ' should get ' + foreign(cur(), a * RATES[cur()]) + ' by ' + (fee() === 9 ? '14 Jun 2027' : '16 Jun 2027') + '.';
  }, 1200);
});
var toParam = query.get('to'); if (toParam && REC[toParam]) { window.to = toParam; $('input[name=to][value=' + toParam + ']').checked = true; }
if (query.get('repeat') === 't7') { $('#amount').value = '120'; }
var st = Number(query.get('step') || 1);
if (st >= 2 && !window.to) { window.to = 'r1'; $('input[name=to][value=r1]').checked = true; }
if (st >= 3) { $('#amount').value = '500'; $('#reason').value = 'Family support'; window.quote = { amount: 500, fee: 3.5, when: '2027-06-14', reason: 'Family support' }; }
show(st);
`,
);

export const transferApp: CorpusApp = {
  name: 'transfer',
  description:
    "Fernwick Bank international payments: a sign-in with placeholder-only Customer ID and Passcode fields checked by the server after a delay; a payments page with the available balance, the daily limit left and a pending-transfers badge, recipient cards with Send money, Edit and Delete in each (two identical Ana Ferreira cards, deletion answered late and refused while a transfer is pending, an Undo toast that goes after four seconds, an Edit dialog), tabs: a paged transfers table with Track, Repeat and Cancel in every row (cancelling refused late unless pending, a confirm alertdialog and a cancellation answered late that updates the badge), scheduled payments with Skip next and a Stop the app refuses, and a rate alert with a currency select, a slider, a switch and targets at or below today's rate refused; today's rates in a shadow root loaded late, a fee calculator in an iframe, accordions and a user menu; a three-step Send money wizard (saved-recipient radios or a new recipient with a placeholder-only IBAN checked late, a country refused and a bad IBAN refused, an amount with a live converted figure checked late against the daily limit and the balance, speed radios, a date refused in the past, a reason select, a review with a confirmation box and a payment answered late with a reference).",
  routes: {
    '/transfer/login': () => loginPage,
    '/transfer/home': () => homePage,
    '/transfer/send': () => sendPage,
    '/transfer/api/login': (req) => {
      let body: { id?: string; passcode?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      return {
        delayMs: 1000,
        json: { ok: (body.id ?? '').replace(/\s+/g, '') === '40218833' && body.passcode === 'Kestrel-77' },
      };
    },
    '/transfer/api/iban': (req) => {
      const iban = req.url.searchParams.get('iban') ?? '';
      const country = req.url.searchParams.get('country') ?? '';
      if (country === 'Iran') {
        return { delayMs: 900, json: { ok: false, message: "We can't send payments to banks in Iran" } };
      }
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) {
        return { delayMs: 900, json: { ok: false, message: "That IBAN doesn't look right. Check it and try again." } };
      }
      return { delayMs: 900, json: { ok: true, bank: 'Banco Santander' } };
    },
    '/transfer/api/quote': (req) => {
      const amount = Number(req.url.searchParams.get('amount') ?? '0');
      const fee = Number(req.url.searchParams.get('fee') ?? '0');
      if (amount > 3800) {
        return {
          delayMs: 700,
          json: { ok: false, message: "That's over your daily limit. You can send up to £3,800.00 more today." },
        };
      }
      if (amount + fee > 6240.55) {
        return { delayMs: 700, json: { ok: false, message: "You don't have enough money in this account" } };
      }
      return { delayMs: 700, json: { ok: true } };
    },
  },
};
