/**
 * Claimwise, a company expense-claims tool: My claims (summary tiles, a search box named only by its placeholder that
 * filters shortly after typing, a status filter applied on change, a paged table with View and Withdraw in every row,
 * a withdrawal refused unless the claim is still submitted, a New claim dialog with a cost-centre listbox, Create
 * disabled until a title is typed, trip dates that must be in order and a server that answers late); a claim page
 * (expense lines with Attach receipt, Preview and Remove in rows, an Add expense form refusing future dates and meals
 * over £75, a receipt upload dialog answered late, a receipt preview in an iframe, a mileage slider, an approver
 * listbox with one's own name disabled, a note with a character counter, Submit for approval refused while receipts
 * are missing, a policy accordion, read-only claims once submitted); and Approvals (claim cards each with Approve,
 * Reject and Details, an approval refused for a claim without a receipt, a rejection needing a reason, To do and
 * Done tabs, an out-of-office delegation switch). Today is Wednesday 10 March 2027.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

// ref, title, submitted, total, status
const CLAIMS = [
  ['EX-3111', 'Client visit Bristol', '', 186.4, 'Draft'],
  ['EX-3110', 'Team offsite Lisbon', '2027-03-08', 412.6, 'Submitted'],
  ['EX-3109', 'Conference tickets', '2027-03-02', 349.0, 'Approved'],
  ['EX-3108', 'Train to Leeds', '2027-02-24', 96.2, 'Paid'],
  ['EX-3107', 'Client dinner', '2027-02-20', 188.0, 'Rejected'],
  ['EX-3106', 'Home office chair', '2027-02-12', 249.99, 'Paid'],
  ['EX-3105', 'Hotel Manchester', '2027-02-05', 142.0, 'Paid'],
  ['EX-3104', 'Taxi to airport', '2027-01-30', 58.5, 'Approved'],
  ['EX-3103', 'Mileage January', '2027-01-28', 63.9, 'Paid'],
  ['EX-3102', 'Software licence', '', 79.0, 'Draft'],
  ['EX-3101', 'Broadband December', '2027-01-04', 35.0, 'Paid'],
];

const COMMON = `
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(d) { if (!d) return '—'; var t = new Date(d + 'T12:00:00'); return t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear(); }
function money(n) { return '£' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
window.claims = ${JSON.stringify(CLAIMS)}.map(function (c) { return { ref: c[0], title: c[1], submitted: c[2], total: c[3], status: c[4] }; });
`;

const BAR = `<header class="bar"><span class="logo">Claimwise</span><nav aria-label="Main"><a href="/claims/list">My claims</a><a href="/claims/approvals">Approvals <span class="count">3</span></a><a href="#policy">Policy</a></nav><span>Tom Becker</span></header>`;

const listPage = doc(
  'My claims - Claimwise',
  `${BAR}
<main>
  <div class="line"><h1 style="margin-right:auto">My claims</h1><button type="button" class="main" id="new">New claim</button></div>
  <div class="grid" id="tiles">
    <section class="card"><h2 class="note" style="margin:0">Drafts</h2><p style="font-size:22px;margin:0" id="t-draft"></p></section>
    <section class="card"><h2 class="note" style="margin:0">Awaiting approval</h2><p style="font-size:22px;margin:0" id="t-wait"></p></section>
    <section class="card"><h2 class="note" style="margin:0">Paid this year</h2><p style="font-size:22px;margin:0" id="t-paid"></p></section>
  </div>
  <p class="err" id="list-err" role="alert"></p>
  <div class="line"><input id="search" type="search" placeholder="Search claims" style="width:240px"><label for="status">Status</label><select id="status"><option value="">All</option><option>Draft</option><option>Submitted</option><option>Approved</option><option>Rejected</option><option>Paid</option></select></div>
  <p id="shown" aria-live="polite"></p>
  <table><thead><tr><th>Reference</th><th>Title</th><th>Submitted</th><th>Total</th><th>Status</th><th><span style="position:absolute;left:-9999px">Actions</span></th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Pagination"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
</main>
<div class="shade" id="dlg-new" hidden><div role="dialog" aria-modal="true" aria-labelledby="nc-h"><h2 id="nc-h">New claim</h2>
  <div class="field"><label for="nc-title">Claim title</label><input id="nc-title" style="width:100%"></div>
  <div class="field"><span class="name" id="cc-l">Cost centre</span><div class="pop"><button type="button" id="cc" aria-haspopup="listbox" aria-expanded="false" aria-controls="cc-list" aria-labelledby="cc-l cc"><span class="value">CC-200 Engineering</span> ▾</button>
    <ul role="listbox" id="cc-list" aria-labelledby="cc-l" hidden><li role="option" data-value="CC-100" aria-selected="false">CC-100 Sales</li><li role="option" data-value="CC-200" aria-selected="true">CC-200 Engineering</li><li role="option" data-value="CC-300" aria-selected="false">CC-300 Marketing</li><li role="option" data-value="CC-900" aria-disabled="true" aria-selected="false">CC-900 Board (closed)</li></ul></div></div>
  <div class="line"><div class="field"><label for="nc-from">Trip start</label><input id="nc-from" type="date"></div><div class="field"><label for="nc-to">Trip end</label><input id="nc-to" type="date"></div></div>
  <p class="err" id="nc-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="nc-ok" disabled>Create claim</button></div></div></div>`,
  `${COMMON}
window.page = Number(query.get('page') || 1); window.withdrawn = null; window.created = null;
var term = '', timer = null;
function list() {
  var st = $('#status').value, t = term.toLowerCase();
  return window.claims.filter(function (c) { return (!st || c.status === st) && (!t || (c.ref + ' ' + c.title).toLowerCase().indexOf(t) >= 0); });
}
function render() {
  var l = list(), pages = Math.max(1, Math.ceil(l.length / 5));
  if (window.page > pages) window.page = pages;
  var from = (window.page - 1) * 5;
  $('#rows').innerHTML = l.slice(from, from + 5).map(function (c) {
    return '<tr data-ref="' + c.ref + '"><th scope="row">' + c.ref + '</th><td>' + c.title + '</td><td>' + fmt(c.submitted) + '</td><td>' + money(c.total) + '</td><td><span class="tag">' + c.status + '</span></td><td><div class="line"><a class="button" href="/claims/claim?id=' + c.ref + '">View</a><button type="button" class="withdraw">Withdraw</button></div></td></tr>';
  }).join('') || '<tr><td colspan="6">No claims match your search</td></tr>';
  $('#shown').textContent = l.length + (l.length === 1 ? ' claim' : ' claims');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages;
  $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  var sum = function (s) { return window.claims.filter(function (c) { return c.status === s; }).reduce(function (n, c) { return n + c.total; }, 0); };
  $('#t-draft').textContent = String(window.claims.filter(function (c) { return c.status === 'Draft'; }).length);
  $('#t-wait').textContent = money(sum('Submitted')); $('#t-paid').textContent = money(sum('Paid'));
}
$('#search').addEventListener('input', function () { var v = this.value; clearTimeout(timer); timer = setTimeout(function () { term = v.trim(); window.page = 1; render(); }, 400); });
$('#status').addEventListener('change', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page--; render(); });
$('#next').addEventListener('click', function () { window.page++; render(); });
$('#rows').addEventListener('click', function (e) {
  if (!e.target.closest('.withdraw')) return;
  var c = window.claims.filter(function (x) { return x.ref === e.target.closest('tr').dataset.ref; })[0];
  if (c.status !== 'Submitted') { $('#list-err').textContent = c.ref + ' is ' + c.status.toLowerCase() + '. Only submitted claims can be withdrawn.'; return; }
  $('#list-err').textContent = ''; c.status = 'Draft'; window.withdrawn = c.ref; render(); toast(c.ref + ' withdrawn and moved back to drafts');
});
$('#new').addEventListener('click', function () { $('#nc-title').value = ''; $('#nc-from').value = ''; $('#nc-to').value = ''; $('#nc-err').textContent = ''; $('#nc-ok').disabled = true; showDialog('dlg-new'); });
$('#nc-title').addEventListener('input', function () { $('#nc-ok').disabled = !this.value.trim(); });
$('#nc-ok').addEventListener('click', function () {
  var f = $('#nc-from').value, t = $('#nc-to').value, b = this;
  if (f && t && t < f) { $('#nc-err').textContent = "The trip can't end before it starts"; return; }
  b.disabled = true; b.textContent = 'Creating…'; $('#nc-err').textContent = '';
  fetch('/claims/api/new?title=' + encodeURIComponent($('#nc-title').value.trim())).then(function (r) { return r.json(); }).then(function (r) {
    b.textContent = 'Create claim'; b.disabled = false;
    if (r.error) { $('#nc-err').textContent = r.error; return; }
    window.created = { ref: r.ref, title: $('#nc-title').value.trim(), cc: $('#cc').dataset.value || 'CC-200', from: f, to: t };
    window.claims.unshift({ ref: r.ref, title: window.created.title, submitted: '', total: 0, status: 'Draft' });
    hideDialog('dlg-new'); window.page = 1; render(); toast('Draft claim ' + r.ref + ' created');
  });
});
render();
`,
);

// claim ref -> lines [id, date, category, merchant, amount, receipt]
const LINES: Record<string, (string | number)[][]> = {
  'EX-3111': [
    ['L1', '2027-03-03', 'Travel', 'GWR', 64.2, 'gwr-ticket.pdf'],
    ['L2', '2027-03-03', 'Hotel', 'Premier Inn Bristol', 89.0, ''],
    ['L3', '2027-03-04', 'Meals', 'Pret A Manger', 8.4, 'pret-0304.jpg'],
    ['L4', '2027-03-04', 'Taxi', 'Bristol Cars', 24.8, ''],
  ],
  'EX-3109': [
    ['L1', '2027-02-26', 'Other', 'FrontEnd Summit', 299.0, 'fes-invoice.pdf'],
    ['L2', '2027-02-26', 'Travel', 'Trainline', 50.0, 'trainline.pdf'],
  ],
};

const RECEIPT = `<!doctype html><html><head><style>body{font:13px ui-monospace,monospace;margin:12px;color:#222}button{font:12px system-ui;padding:3px 8px}</style></head><body>
<div style="display:flex;gap:6px"><button type="button" id="zoom">Zoom in</button><button type="button" id="dl">Download</button></div>
<pre id="r" style="border:1px dashed #999;padding:8px">GWR - Great Western Railway
Bristol Temple Meads
Off-peak return, Standard
03/03/2027 07:42
TOTAL  GBP 64.20
Paid by Visa ****4417</pre><p id="msg"></p>
<script>var z = 1; document.getElementById('zoom').onclick = function () { z += 0.25; document.getElementById('r').style.fontSize = (13 * z) + 'px'; parent.zoom = z; document.getElementById('msg').textContent = 'Zoom ' + Math.round(z * 100) + '%'; };
document.getElementById('dl').onclick = function () { parent.downloaded = 'gwr-ticket.pdf'; document.getElementById('msg').textContent = 'Downloading gwr-ticket.pdf'; };</script>
</body></html>`;

const claimPage = doc(
  'Claim - Claimwise',
  `${BAR}
<main>
  <nav aria-label="Breadcrumb"><a href="/claims/list">My claims</a> / <span id="crumb" aria-current="page"></span></nav>
  <div class="line"><h1 id="title" style="margin-right:auto"></h1><span class="tag" id="st"></span></div>
  <p id="meta"></p>
  <p class="err" id="claim-err" role="alert"></p>
  <table><thead><tr><th>Date</th><th>Category</th><th>Merchant</th><th>Amount</th><th>Receipt</th><th></th></tr></thead><tbody id="lines"></tbody>
    <tfoot><tr><th colspan="3">Total</th><th id="total"></th><th colspan="2"></th></tr></tfoot></table>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px" id="edit">
    <fieldset id="add"><legend>Add an expense</legend>
      <div class="line"><div class="field"><label for="x-date">Date</label><input id="x-date" type="date"></div>
        <div class="field"><label for="x-cat">Category</label><select id="x-cat"><option>Travel</option><option>Hotel</option><option>Meals</option><option>Taxi</option><option>Other</option></select></div></div>
      <div class="line"><input id="x-merch" placeholder="Merchant" style="width:180px"><div class="field"><label for="x-amt">Amount (£)</label><input id="x-amt" type="number" step="0.01" style="width:100px"></div></div>
      <label><input type="checkbox" id="x-card"> Paid with company card</label>
      <p class="err" id="x-err" role="alert"></p>
      <button type="button" id="x-add">Add expense</button></fieldset>
    <section class="box" aria-labelledby="mi-h"><h2 id="mi-h" style="margin-top:0">Mileage</h2>
      <div class="field"><label for="miles">Miles driven</label><input id="miles" type="range" min="0" max="300" step="1" value="0"> <output id="miles-v" for="miles">0 miles · £0.00 at 45p a mile</output></div>
      <button type="button" id="mi-add">Add mileage</button></section>
  </div>
  <section class="box" aria-labelledby="sub-h" id="submit-box" style="margin-top:12px"><h2 id="sub-h" style="margin-top:0">Send for approval</h2>
    <div class="field"><span class="name" id="ap-l">Approver</span><div class="pop"><button type="button" id="ap" aria-haspopup="listbox" aria-expanded="false" aria-controls="ap-list" aria-labelledby="ap-l ap"><span class="value">Choose an approver</span> ▾</button>
      <ul role="listbox" id="ap-list" aria-labelledby="ap-l" hidden><li role="option" data-value="nadia" aria-selected="false">Nadia Osei (line manager)</li><li role="option" data-value="raj" aria-selected="false">Raj Kumar (finance)</li><li role="option" data-value="tom" aria-disabled="true" aria-selected="false">Tom Becker (you)</li></ul></div></div>
    <div class="field"><label for="memo">Note for your approver</label><textarea id="memo" rows="2" maxlength="200" style="width:100%"></textarea><span class="note" id="memo-n">0 of 200 characters</span></div>
    <button type="button" class="main" id="submit">Submit for approval</button></section>
  <p id="approved-by"></p>
  <section class="box"><h3 style="margin:0"><button type="button" data-acc aria-expanded="false" aria-controls="pol" id="pol-b">What can I claim?</button></h3>
    <div id="pol" hidden><ul><li>Meals: up to £75 a day</li><li>Hotels: up to £120 a night outside London</li><li>Mileage: 45p a mile for the first 10,000 miles</li></ul></div></section>
  <section class="box" aria-labelledby="rp-h"><h2 id="rp-h" style="margin-top:0">Receipt preview</h2>${frame('Receipt preview', RECEIPT, 220)}</section>
</main>
<div class="shade" id="dlg-att" hidden><div role="dialog" aria-modal="true" aria-labelledby="at-h"><h2 id="at-h"></h2>
  <fieldset><legend>Choose from your receipt inbox</legend><label><input type="radio" name="inbox" value="IMG_2231.jpg"> IMG_2231.jpg (3 Mar 2027)</label><br><label><input type="radio" name="inbox" value="IMG_2240.jpg"> IMG_2240.jpg (4 Mar 2027)</label><br><label><input type="radio" name="inbox" value="premier-inn-folio.pdf"> premier-inn-folio.pdf (4 Mar 2027)</label></fieldset>
  <p class="err" id="at-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="at-ok">Attach</button></div></div></div>`,
  `${COMMON}
var ref = query.get('id') || 'EX-3111';
var C = window.claims.filter(function (c) { return c.ref === ref; })[0] || window.claims[0];
window.lines = (${JSON.stringify(LINES)}[C.ref] || []).map(function (l) { return { id: l[0], date: l[1], cat: l[2], merch: l[3], amt: l[4], receipt: l[5] }; });
window.removed = []; window.added = null; window.attached = {}; window.approver = null; window.submitted = null; window.mileage = null;
var target = null;
document.title = C.title + ' - Claimwise';
$('#crumb').textContent = C.ref; $('#title').textContent = C.title;
$('#meta').textContent = C.ref + ' · Cost centre CC-100 Sales · ' + (C.submitted ? 'Submitted ' + fmt(C.submitted) : 'Not submitted yet');
function head() {
  $('#st').textContent = C.status;
  var draft = C.status === 'Draft';
  $('#edit').hidden = !draft; $('#submit-box').hidden = !draft;
  $('#approved-by').textContent = C.status === 'Approved' ? 'Approved by Nadia Osei on ' + fmt('2027-03-04') : C.status === 'Submitted' ? 'Waiting for ' + (window.approver === 'raj' ? 'Raj Kumar' : 'Nadia Osei') + ' to approve' : '';
}
function rows() {
  var draft = C.status === 'Draft';
  $('#lines').innerHTML = window.lines.map(function (l) {
    var rc = l.receipt ? l.receipt + ' <button type="button" class="prev">Preview</button>' : '<span class="err">Missing</span>' + (draft ? ' <button type="button" class="att">Attach receipt</button>' : '');
    return '<tr data-id="' + l.id + '"><td>' + fmt(l.date) + '</td><td>' + l.cat + '</td><td>' + l.merch + '</td><td>' + money(l.amt) + '</td><td>' + rc + '</td><td>' + (draft ? '<button type="button" class="rm">Remove</button>' : '') + '</td></tr>';
  }).join('');
  C.total = window.lines.reduce(function (n, l) { return n + l.amt; }, 0);
  $('#total').textContent = money(C.total);
}
$('#lines').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var l = window.lines.filter(function (x) { return x.id === tr.dataset.id; })[0];
  if (e.target.closest('.rm')) { window.lines = window.lines.filter(function (x) { return x !== l; }); window.removed.push(l.id); rows(); toast(l.merch + ' removed', 'Undo', function () { window.lines.push(l); window.removed = window.removed.filter(function (x) { return x !== l.id; }); rows(); }); }
  if (e.target.closest('.att')) { target = l; $('#at-h').textContent = 'Attach a receipt for ' + l.merch; $$('input[name=inbox]').forEach(function (r) { r.checked = false; }); $('#at-err').textContent = ''; showDialog('dlg-att'); }
  if (e.target.closest('.prev')) { window.previewed = l.id; toast('Showing ' + l.receipt); }
});
$('#at-ok').addEventListener('click', function () {
  var r = $('input[name=inbox]:checked'), b = this;
  if (!r) { $('#at-err').textContent = 'Choose a receipt'; return; }
  b.disabled = true; b.textContent = 'Uploading…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Attach'; target.receipt = r.value; window.attached[target.id] = r.value; hideDialog('dlg-att'); rows(); toast('Receipt attached to ' + target.merch); }, 700);
});
$('#x-add').addEventListener('click', function () {
  var d = $('#x-date').value, cat = $('#x-cat').value, m = $('#x-merch').value.trim(), a = Number($('#x-amt').value), e = '';
  if (!d) e = 'Enter the date of the expense'; else if (d > '2027-03-10') e = "Expenses can't be dated in the future";
  else if (!m) e = 'Enter the merchant'; else if (!a || a <= 0) e = 'Enter an amount';
  else if (cat === 'Meals' && a > 75) e = 'Meals over £75 need pre-approval from your manager';
  $('#x-err').textContent = e; if (e) return;
  window.added = { date: d, cat: cat, merch: m, amt: a, card: $('#x-card').checked };
  window.lines.push({ id: 'L' + (window.lines.length + 5), date: d, cat: cat, merch: m, amt: a, receipt: '' });
  $('#x-date').value = ''; $('#x-merch').value = ''; $('#x-amt').value = ''; $('#x-card').checked = false; rows(); toast('Expense added');
});
$('#miles').addEventListener('input', function () { var n = Number(this.value); $('#miles-v').textContent = n + ' miles · ' + money(n * 0.45) + ' at 45p a mile'; });
$('#mi-add').addEventListener('click', function () {
  var n = Number($('#miles').value); if (!n) { $('#x-err').textContent = 'Set the miles driven first'; return; }
  window.mileage = n; window.lines.push({ id: 'M1', date: '2027-03-04', cat: 'Mileage', merch: n + ' miles', amt: Math.round(n * 45) / 100, receipt: 'not needed' }); rows(); toast('Mileage added');
});
$('#ap-list').addEventListener('chosen', function (e) { window.approver = e.detail; });
$('#memo').addEventListener('input', function () { $('#memo-n').textContent = this.value.length + ' of 200 characters'; });
$('#submit').addEventListener('click', function () {
  var missing = window.lines.filter(function (l) { return !l.receipt; }).length, b = this;
  if (missing) { $('#claim-err').textContent = missing + (missing === 1 ? ' expense needs' : ' expenses need') + ' a receipt before you can submit this claim'; return; }
  if (!window.approver) { $('#claim-err').textContent = 'Choose an approver'; return; }
  $('#claim-err').textContent = ''; b.disabled = true; b.textContent = 'Submitting…';
  setTimeout(function () { C.status = 'Submitted'; window.submitted = { approver: window.approver, memo: $('#memo').value }; b.disabled = false; b.textContent = 'Submit for approval'; head(); rows(); toast(C.ref + ' sent to ' + (window.approver === 'raj' ? 'Raj Kumar' : 'Nadia Osei')); }, 1000);
});
head(); rows();
`,
);

// id, person, title, total, expenses, receipts ok
const TEAM = [
  ['T1', 'Aisha Khan', 'Sales trip Glasgow', 512.3, 6, true],
  ['T2', 'Ben Ortiz', 'Client lunch', 96.0, 1, true],
  ['T3', 'Chloe Wu', 'Laptop stand', 45.99, 1, false],
];

const approvalsPage = doc(
  'Approvals - Claimwise',
  `${BAR}
<main>
  <h1>Approvals</h1>
  <p class="err" id="ap-err" role="alert"></p>
  <div role="tablist" aria-label="Approvals"><button type="button" role="tab" id="t-todo" aria-controls="p-todo" aria-selected="true">To do (<span id="n-todo">3</span>)</button><button type="button" role="tab" id="t-done" aria-controls="p-done" aria-selected="false">Done (<span id="n-done">0</span>)</button></div>
  <section id="p-todo" role="tabpanel" aria-labelledby="t-todo"><div class="grid" id="cards"></div></section>
  <section id="p-done" role="tabpanel" aria-labelledby="t-done" hidden><ul id="done"></ul></section>
  <section class="box" aria-labelledby="ooo-h" style="margin-top:12px"><h2 id="ooo-h" style="margin-top:0">Out of office</h2>
    <div class="line"><button type="button" role="switch" id="ooo" aria-checked="false" aria-labelledby="ooo-l"></button><span id="ooo-l">Send my approvals to someone else while I'm away</span></div>
    <div class="line" id="ooo-f" hidden><div class="field"><label for="ooo-to">Delegate to</label><select id="ooo-to"><option value="">Choose…</option><option>Raj Kumar</option><option>Lena Fischer</option></select></div><div class="field"><label for="ooo-until">Until</label><input id="ooo-until" type="date"></div><button type="button" id="ooo-save">Save</button></div>
    <p id="ooo-msg" role="status"></p></section>
</main>
<div class="shade" id="dlg-rej" hidden><div role="dialog" aria-modal="true" aria-labelledby="rj-h"><h2 id="rj-h"></h2>
  <div class="field"><label for="rj-why">Reason for rejecting</label><textarea id="rj-why" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="rj-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="rj-ok">Reject claim</button></div></div></div>`,
  `${COMMON}
window.team = ${JSON.stringify(TEAM)}.map(function (t) { return { id: t[0], who: t[1], title: t[2], total: t[3], n: t[4], ok: t[5], state: 'todo' }; });
window.approved = []; window.rejected = {}; window.delegate = null;
var target = null;
function cards() {
  var todo = window.team.filter(function (t) { return t.state === 'todo'; });
  $('#cards').innerHTML = todo.map(function (t) {
    return '<article class="card" data-id="' + t.id + '"><h3 style="margin:0">' + t.who + '</h3><p>' + t.title + ' · ' + t.n + (t.n === 1 ? ' expense' : ' expenses') + '</p><p><strong>' + money(t.total) + '</strong>' + (t.ok ? '' : ' <span class="tag" style="background:#fde3c8">Receipt missing</span>') + '</p><div class="line"><button type="button" class="main ok">Approve</button><button type="button" class="warn no">Reject</button><a class="button" href="#' + t.id + '">Details</a></div></article>';
  }).join('') || '<p>Nothing to approve. Nice work.</p>';
  $('#done').innerHTML = window.team.filter(function (t) { return t.state !== 'todo'; }).map(function (t) { return '<li>' + t.who + ': ' + t.title + ' (' + money(t.total) + ') ' + t.state + '</li>'; }).join('');
  $('#n-todo').textContent = String(todo.length); $('#n-done').textContent = String(window.team.length - todo.length);
}
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('article'); if (!card) return;
  var t = window.team.filter(function (x) { return x.id === card.dataset.id; })[0]; $('#ap-err').textContent = '';
  if (e.target.closest('.ok')) {
    if (!t.ok) { $('#ap-err').textContent = t.who + "'s claim has an expense without a receipt. Ask for the receipt or reject the claim."; return; }
    t.state = 'approved'; window.approved.push(t.id); cards(); toast('Approved ' + t.who + "'s claim (" + money(t.total) + ')');
  }
  if (e.target.closest('.no')) { target = t; $('#rj-h').textContent = 'Reject ' + t.who + "'s claim?"; $('#rj-why').value = ''; $('#rj-err').textContent = ''; showDialog('dlg-rej'); }
});
$('#rj-ok').addEventListener('click', function () {
  var why = $('#rj-why').value.trim();
  if (why.length < 10) { $('#rj-err').textContent = 'Give a reason of at least 10 characters'; return; }
  target.state = 'rejected'; window.rejected[target.id] = why; hideDialog('dlg-rej'); cards(); toast('Rejected ' + target.who + "'s claim");
});
$('#ooo').addEventListener('flip', function () { $('#ooo-f').hidden = this.getAttribute('aria-checked') !== 'true'; if ($('#ooo-f').hidden) { window.delegate = null; $('#ooo-msg').textContent = ''; } });
$('#ooo-save').addEventListener('click', function () {
  var to = $('#ooo-to').value, until = $('#ooo-until').value;
  if (!to) { $('#ooo-msg').textContent = 'Choose who to delegate to'; return; }
  if (!until || until <= '2027-03-10') { $('#ooo-msg').textContent = 'Choose an end date after today'; return; }
  window.delegate = { to: to, until: until }; $('#ooo-msg').textContent = 'Your approvals go to ' + to + ' until ' + fmt(until);
});
cards();
`,
);

export const claimsApp: CorpusApp = {
  name: 'claims',
  description:
    'Claimwise expense claims: My claims with summary tiles, a placeholder-only search filtering shortly after typing, a status filter applied on change, a paged table with View and Withdraw in every row (a withdrawal refused unless submitted), a New claim dialog (cost-centre listbox with a closed option, Create disabled until a title is typed, trip dates in order, a server that answers late and refuses a duplicate title); a claim page with expense lines (Attach receipt, Preview and Remove in rows, an undo toast), an Add expense form refusing future dates and meals over £75, a receipt upload dialog answered late, a receipt preview in an iframe with its own buttons, a mileage slider, an approver listbox with the user disabled, a note with a counter, Submit for approval refused while receipts are missing, a policy accordion, read-only submitted and approved claims; Approvals with claim cards each with Approve, Reject and Details (approval refused without a receipt, a rejection needing a reason of 10 characters), To do and Done tabs and an out-of-office delegation switch.',
  routes: {
    '/claims/list': () => listPage,
    '/claims/claim': () => claimPage,
    '/claims/approvals': () => approvalsPage,
    '/claims/api/new': (req) => {
      const title = (req.url.searchParams.get('title') ?? '').trim().toLowerCase();
      if (CLAIMS.some((c) => String(c[1]).toLowerCase() === title)) {
        return { delayMs: 600, json: { error: 'You already have a claim called that. Use a different title.' } };
      }
      return { delayMs: 600, json: { ref: 'EX-3112' } };
    },
  },
};
