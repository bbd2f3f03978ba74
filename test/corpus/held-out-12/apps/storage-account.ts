/**
 * Keepwell Self Storage, the customer's account: two unit cards with the same Show code, Pay now and Give notice
 * buttons (the locker overdue), a payment dialog with card fields in an iframe, a notice dialog (a date at least 14
 * days ahead, reason radios, a box that enables the button), tabs of invoices (a unit filter, four to a page, View and
 * Download in every row), authorised people (Remove in every row, an add form with errors and a limit of three) and
 * settings (switches, a payment-day select), and a help chat in an open shadow root that answers late.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';
import { STORAGE_HEADER, storageUnits } from './storage-units';

const UNITS = [
  ['B-114', '50 sq ft', '4817', 108, '15 March', false],
  ['A-022', 'Locker (15 sq ft)', '2290', 44, '1 March', true],
] as const;

const INVOICES = [
  ['INV-3318', '1 Mar 2027', 'A-022', 44, 'Overdue'],
  ['INV-3317', '15 Feb 2027', 'B-114', 108, 'Paid'],
  ['INV-3209', '1 Feb 2027', 'A-022', 44, 'Paid'],
  ['INV-3208', '15 Jan 2027', 'B-114', 108, 'Paid'],
  ['INV-3101', '1 Jan 2027', 'A-022', 44, 'Paid'],
  ['INV-3100', '15 Dec 2026', 'B-114', 108, 'Paid'],
  ['INV-2994', '1 Dec 2026', 'A-022', 38, 'Paid'],
  ['INV-2993', '15 Nov 2026', 'B-114', 96, 'Paid'],
  ['INV-2890', '15 Oct 2026', 'B-114', 48, 'Paid'],
];

const CARD = `<body style="font:14px system-ui;margin:10px">
<div><label for="c-num">Card number</label><br><input id="c-num" inputmode="numeric" style="width:220px"></div>
<div style="display:flex;gap:10px;margin-top:6px"><div><label for="c-exp">Expiry date (MM/YY)</label><br><input id="c-exp" style="width:80px"></div><div><label for="c-cvc">Security code</label><br><input id="c-cvc" style="width:60px"></div></div>
<p id="c-err" style="color:#b0261a" role="alert"></p><button type="button" id="c-pay">Pay £44.00</button>
<script>
document.getElementById('c-pay').onclick = function () {
  var n = document.getElementById('c-num').value.split(' ').join(''), x = document.getElementById('c-exp').value.trim(), c = document.getElementById('c-cvc').value.trim();
  if (n.length !== 16 || isNaN(Number(n))) { document.getElementById('c-err').textContent = 'Enter a 16-digit card number'; return; }
  if (x.length !== 5 || x.charAt(2) !== '/') { document.getElementById('c-err').textContent = 'Enter the expiry date as MM/YY'; return; }
  if (c.length !== 3) { document.getElementById('c-err').textContent = 'Enter the 3-digit security code'; return; }
  parent.cardPaid(n.slice(-4));
};
</script></body>`;

const HELP = `
class KwHelp extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>section{border:1px solid #dde2e8;border-radius:8px;padding:10px;background:#fff}p{margin:4px 0}</style><section aria-label="Ask Keepwell"><h2 style="margin:0 0 6px;font-size:16px">Ask Keepwell</h2><div id="msgs"></div><input id="ask" placeholder="Type your question" style="width:70%"> <button type="button" id="send">Send</button></section>';
    var msgs = root.getElementById('msgs');
    var send = function () {
      var t = root.getElementById('ask').value.trim(); if (!t) return;
      msgs.insertAdjacentHTML('beforeend', '<p><b>You:</b> ' + t + '</p><p class="typing"><i>Keepwell is typing…</i></p>');
      root.getElementById('ask').value = '';
      window.asked = (window.asked || []).concat([t]);
      setTimeout(function () {
        var a = /hour|open|night/i.test(t) ? 'Kirkstall is open 6am – 10pm every day, bank holidays included.' : /insur|cover/i.test(t) ? 'Your units have £2,500 cover on B-114 and £1,000 cover on A-022.' : 'Thanks. Someone from the Kirkstall team will email you within a day.';
        root.querySelector('.typing').outerHTML = '<p><b>Keepwell:</b> ' + a + '</p>';
      }, 1200);
    };
    root.getElementById('send').onclick = send;
    root.getElementById('ask').onkeydown = function (e) { if (e.key === 'Enter') send(); };
  }
}
customElements.define('kw-help', KwHelp);`;

const storageAccount = doc(
  'My account - Keepwell Self Storage',
  `${STORAGE_HEADER}
<main style="display:grid;grid-template-columns:1fr 300px;gap:16px;align-items:start;max-width:1200px">
<div>
  <h1>My account</h1>
  <p>Welcome back, Callum.</p>
  <div class="grid" id="my-units"></div>
  <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-inv" aria-controls="p-inv" aria-selected="true">Invoices</button><button type="button" role="tab" id="t-ppl" aria-controls="p-ppl" aria-selected="false">Authorised people</button><button type="button" role="tab" id="t-set" aria-controls="p-set" aria-selected="false">Settings</button></div>
  <section id="p-inv" role="tabpanel" aria-labelledby="t-inv">
    <div class="line"><label for="inv-unit">Unit</label><select id="inv-unit"><option value="">All units</option><option>B-114</option><option>A-022</option></select></div>
    <table><thead><tr><th>Invoice</th><th>Date</th><th>Unit</th><th>Amount</th><th>Status</th><th><span class="note">Actions</span></th></tr></thead><tbody id="inv-body"></tbody></table>
    <nav class="pager" aria-label="Invoice pages"><button type="button" id="inv-prev">Previous</button><span id="inv-page"></span><button type="button" id="inv-next">Next</button></nav>
    <p id="inv-view" class="box" hidden></p>
  </section>
  <section id="p-ppl" role="tabpanel" aria-labelledby="t-ppl" hidden>
    <p class="note">People who can open your units without you. Up to 3.</p>
    <table><thead><tr><th>Name</th><th>Mobile</th><th>Units</th><th></th></tr></thead><tbody id="ppl-body"></tbody></table>
    <form id="add-person" class="box" novalidate><h3>Add an authorised person</h3>
      <div class="field"><label for="ap-name">Full name</label><input id="ap-name"></div>
      <div class="field"><label for="ap-mob">Mobile</label><input id="ap-mob" type="tel"></div>
      <fieldset><legend>Which units?</legend><label><input type="checkbox" name="ap-unit" value="B-114"> Unit B-114</label> <label><input type="checkbox" name="ap-unit" value="A-022"> Unit A-022</label></fieldset>
      <ul class="err" id="ap-errs"></ul>
      <button type="submit" class="main">Add person</button></form>
    <p id="ppl-full" hidden>You have added the most people you can (3).</p>
  </section>
  <section id="p-set" role="tabpanel" aria-labelledby="t-set" hidden>
    <p class="line"><button type="button" role="switch" id="sw-auto" aria-checked="true" aria-labelledby="l-auto"></button><span id="l-auto">Pay automatically by card</span></p>
    <p class="line"><button type="button" role="switch" id="sw-open" aria-checked="true" aria-labelledby="l-open"></button><span id="l-open">Text me when my unit is opened</span></p>
    <p class="line"><button type="button" role="switch" id="sw-mkt" aria-checked="false" aria-labelledby="l-mkt"></button><span id="l-mkt">Offers and news by email</span></p>
    <div class="field"><label for="payday">Payment day</label><select id="payday"><option value="1">1st of the month</option><option value="15" selected>15th of the month</option><option value="28">28th of the month</option></select></div>
    <button type="button" class="main" id="save-set">Save settings</button>
  </section>
</div>
<aside><kw-help></kw-help></aside>
</main>
<div class="shade" id="dlg-pay" hidden><div role="dialog" aria-modal="true" aria-labelledby="py-h"><h2 id="py-h"></h2><p id="py-text"></p><div id="py-card">${frame('Card details', CARD, 190)}</div>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-notice" hidden><div role="dialog" aria-modal="true" aria-labelledby="nt-h"><h2 id="nt-h"></h2>
  <div class="field"><label for="nt-date">Move-out date</label><input type="date" id="nt-date" min="2027-03-10" max="2027-12-31"></div>
  <p class="err" id="nt-err" role="alert"></p>
  <fieldset><legend>Why are you leaving?</legend><label><input type="radio" name="why" value="moving"> Moving home</label><br><label><input type="radio" name="why" value="space"> I don't need the space any more</label><br><label><input type="radio" name="why" value="price"> Price</label><br><label><input type="radio" name="why" value="other"> Other</label></fieldset>
  <label><input type="checkbox" id="nt-ok-box"> I'll empty the unit and remove my padlock by the move-out date</label>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="nt-ok" disabled>Give notice</button></div></div></div>`,
  `${HELP}
var UNITS = ${JSON.stringify(UNITS)};
var INVOICES = ${JSON.stringify(INVOICES)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.units = UNITS.map(function (u) { return { id: u[0], size: u[1], code: u[2], amount: u[3], when: u[4], overdue: u[5], shown: false, notice: null }; });
window.invoices = INVOICES.map(function (i) { return i.slice(); });
window.people = [['Ruth Okoye', '07700 900118', 'B-114'], ['Dev Okoye', '07700 900245', 'B-114, A-022']];
window.invPage = Number(query.get('page') || 1);
window.paid = null;
var current = null;
function gbp(n) { return '£' + n.toFixed(2); }
function u(id) { return window.units.filter(function (x) { return x.id === id; })[0]; }
function unitCards() {
  $('#my-units').innerHTML = window.units.map(function (x) {
    return '<article class="card myunit" data-id="' + x.id + '"><h2>Unit ' + x.id + '</h2><p>' + x.size + ' · Leeds Kirkstall</p>' +
      '<p>Access code: <strong class="code">' + (x.shown ? x.code : '••••') + '</strong> <button type="button" class="show">' + (x.shown ? 'Hide code' : 'Show code') + '</button></p>' +
      (x.overdue ? '<p class="err"><span class="tag">Overdue</span> ' + gbp(x.amount) + ' overdue since ' + x.when + '</p>' : '<p>Next payment: ' + gbp(x.amount) + ' on ' + x.when + '</p>') +
      (x.notice ? '<p><strong>Moving out on ' + x.notice + '</strong></p>' : '') +
      '<div class="line"><button type="button" class="pay">Pay now</button>' + (x.notice ? '<button type="button" class="withdraw">Withdraw notice</button>' : '<button type="button" class="notice">Give notice</button>') + '</div></article>';
  }).join('');
}
$('#my-units').addEventListener('click', function (e) {
  var card = e.target.closest('.myunit'); if (!card) return;
  var x = u(card.dataset.id); current = x.id;
  if (e.target.closest('.show')) { x.shown = !x.shown; unitCards(); }
  if (e.target.closest('.pay')) {
    $('#py-h').textContent = 'Pay for Unit ' + x.id;
    $('#py-text').textContent = x.overdue ? 'Amount due: ' + gbp(x.amount) : 'Nothing is due on this unit right now. Your next payment of ' + gbp(x.amount) + ' is taken on ' + x.when + '.';
    $('#py-card').hidden = !x.overdue;
    showDialog('dlg-pay');
  }
  if (e.target.closest('.notice')) {
    $('#nt-h').textContent = 'Give notice on Unit ' + x.id;
    $('#nt-err').textContent = ''; $('#nt-date').value = ''; $('#nt-ok-box').checked = false; $('#nt-ok').disabled = true;
    showDialog('dlg-notice');
  }
  if (e.target.closest('.withdraw')) { x.notice = null; unitCards(); toast('Notice withdrawn for Unit ' + x.id); }
});
window.cardPaid = function (last4) {
  var x = u(current); x.overdue = false; x.amount = 44; x.when = '1 April';
  window.invoices.forEach(function (i) { if (i[2] === x.id && i[4] === 'Overdue') i[4] = 'Paid'; });
  window.paid = { unit: x.id, last4: last4 };
  hideDialog('dlg-pay'); unitCards(); invoiceRows();
  toast('Payment of £44.00 received. Thank you.');
};
$('#nt-ok-box').addEventListener('change', function () { $('#nt-ok').disabled = !$('#nt-ok-box').checked; });
$('#nt-ok').addEventListener('click', function () {
  var v = $('#nt-date').value;
  if (!v) { $('#nt-err').textContent = 'Choose a move-out date'; return; }
  if (v < '2027-03-23') { $('#nt-err').textContent = 'Give at least 14 days\\' notice: choose 23 March 2027 or later'; return; }
  var d = new Date(v + 'T12:00:00'), x = u(current);
  x.notice = DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear();
  x.reason = ($('input[name=why]:checked') || {}).value || null;
  hideDialog('dlg-notice'); unitCards();
  toast('Notice given on Unit ' + x.id + '. Moving out on ' + x.notice);
});
function invoiceRows() {
  var f = $('#inv-unit').value;
  var list = window.invoices.filter(function (i) { return !f || i[2] === f; });
  var pages = Math.max(1, Math.ceil(list.length / 4));
  if (window.invPage > pages) window.invPage = pages;
  $('#inv-body').innerHTML = list.slice((window.invPage - 1) * 4, window.invPage * 4).map(function (i) {
    return '<tr data-id="' + i[0] + '"><th scope="row">' + i[0] + '</th><td>' + i[1] + '</td><td>' + i[2] + '</td><td>' + gbp(i[3]) + '</td><td>' + (i[4] === 'Overdue' ? '<span class="tag">Overdue</span>' : 'Paid') + '</td><td><button type="button" class="view">View</button> <a href="#download" class="dl">Download</a></td></tr>';
  }).join('');
  $('#inv-page').textContent = 'Page ' + window.invPage + ' of ' + pages;
  $('#inv-prev').disabled = window.invPage === 1;
  $('#inv-next').disabled = window.invPage === pages;
}
$('#inv-unit').addEventListener('change', function () { window.invPage = 1; invoiceRows(); });
$('#inv-prev').addEventListener('click', function () { window.invPage--; invoiceRows(); });
$('#inv-next').addEventListener('click', function () { window.invPage++; invoiceRows(); });
$('#inv-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var i = window.invoices.filter(function (x) { return x[0] === tr.dataset.id; })[0];
  if (e.target.closest('.view')) { $('#inv-view').hidden = false; $('#inv-view').textContent = i[0] + ' for Unit ' + i[2] + ': storage and cover, ' + gbp(i[3]) + ', ' + i[4].toLowerCase() + '.'; window.viewed = i[0]; }
  if (e.target.closest('.dl')) { e.preventDefault(); window.downloaded = i[0]; toast('Downloading ' + i[0] + '.pdf'); }
});
function peopleRows() {
  $('#ppl-body').innerHTML = window.people.map(function (p, n) { return '<tr data-n="' + n + '"><th scope="row">' + p[0] + '</th><td>' + p[1] + '</td><td>' + p[2] + '</td><td><button type="button" class="rm">Remove</button></td></tr>'; }).join('');
  $('#add-person').hidden = window.people.length >= 3;
  $('#ppl-full').hidden = window.people.length < 3;
}
$('#ppl-body').addEventListener('click', function (e) {
  var b = e.target.closest('.rm'); if (!b) return;
  var n = Number(b.closest('tr').dataset.n), p = window.people[n];
  window.people.splice(n, 1); peopleRows();
  toast(p[0] + ' can no longer open your units', 'Undo', function () { window.people.splice(n, 0, p); peopleRows(); });
});
$('#add-person').addEventListener('submit', function (e) {
  e.preventDefault();
  var name = $('#ap-name').value.trim(), mob = $('#ap-mob').value.trim(), units = $$('input[name=ap-unit]:checked').map(function (c) { return c.value; });
  var errs = [];
  if (!name) errs.push('Enter their full name');
  if (!mob) errs.push('Enter their mobile number');
  if (!units.length) errs.push('Choose at least one unit');
  $('#ap-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  window.people.push([name, mob, units.join(', ')]);
  $('#add-person').reset(); peopleRows();
  toast(name + ' added');
});
$('#save-set').addEventListener('click', function () {
  window.settings = { auto: $('#sw-auto').getAttribute('aria-checked') === 'true', open: $('#sw-open').getAttribute('aria-checked') === 'true', mkt: $('#sw-mkt').getAttribute('aria-checked') === 'true', payday: $('#payday').value };
  toast('Settings saved');
});
unitCards(); invoiceRows(); peopleRows();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const storageApp: CorpusApp = {
  name: 'storage',
  description:
    'Keepwell Self Storage: finding a unit (a store select with one store not open, size toggle buttons, a drive-up switch, a sort, unit cards with the same Reserve button and Compare checkbox, one sold out, a half-price offer beside every price, a compare limit of three, a size-guide accordion, a reservation dialog with a date, cover radios that reveal a field, contact details and an error summary); the account (unit cards with the same Show code, Pay now and Give notice buttons, card payment in an iframe, a notice dialog with a 14-day minimum and a box that enables its button, invoices filtered and paged with View and Download in every row, authorised people with Remove buttons, an add form and a limit, settings switches, and a help chat in an open shadow root that answers late).',
  routes: {
    '/storage/units': () => storageUnits,
    '/storage/account': () => storageAccount,
  },
};
