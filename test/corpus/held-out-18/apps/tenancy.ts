/**
 * Keyhold, a renter's portal (Sam Ortiz, Flat 4, 22 Alder Road, let by Marsh Lettings): a sign-in checked by the
 * server after a delay; a rent page with the next payment loaded late, a Pay now confirm dialog answered late (amounts
 * under £100 or over the balance refused), a paged payments table with Receipt and Dispute in each row (disputes
 * refused for payments over six months old, a dispute dialog), an accordion and the deposit details in an iframe
 * (returning the deposit refused before the tenancy ends); a repairs page with request cards with View and Chase in
 * each (chasing refused within three days), a star rating for a finished repair, and a report form (a room select,
 * category radios, urgency radios with emergencies refused, a description checked for length, a visit date, a photo
 * upload limited to three photos, a key checkbox) answered late; a documents table with a placeholder-only search and
 * Download and Share in each row (two near-identical gas safety certificates, sharing the agreement refused, a share
 * dialog); a messages thread with a placeholder-only box (an empty message refused, a reply that arrives late) and
 * notification switches; and an account menu (giving notice refused). Today is Wednesday 16 June 2027.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
`;

const BAR = `<header class="bar"><span class="logo">Keyhold</span><nav aria-label="Main"><a href="/tenancy/rent">Rent</a><a href="/tenancy/repairs">Repairs</a><a href="/tenancy/documents">Documents</a><a href="/tenancy/messages">Messages <span class="count" id="unread">1</span></a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Sam Ortiz</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-profile">My details</button><button type="button" role="menuitem" id="mi-notice">Give notice</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const MENU = `
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); var e = $('#menu-err'); if (e) e.textContent = '';
  if (m.id === 'mi-notice') { if (e) e.textContent = 'Your fixed term runs until 31 Aug 2027. You can give notice from 1 Jul 2027.'; return; }
  window.menuChoice = m.textContent;
}); });
`;

const loginPage = doc(
  'Sign in - Keyhold',
  `<header class="bar"><span class="logo">Keyhold</span></header>
<main style="max-width:400px">
  <h1>Sign in to your tenancy</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email address</label><input id="email" type="email" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:100%"></div>
    <label><input type="checkbox" id="remember"> Keep me signed in</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="#forgot">Forgotten your password?</a></div>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var u = $('#email').value.trim(), p = $('#pw').value;
  if (!u || !p) { $('#login-err').textContent = 'Enter your email address and password'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/tenancy/api/login', { method: 'POST', body: JSON.stringify({ email: u, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = "That email and password don't match our records"; return; }
    location.href = '/tenancy/rent';
  });
});
`,
);

const DEPOSIT = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Tenancy deposit</h3>
<p>£1,730.00 protected by the Deposit Protection Service on 28 Aug 2026. Certificate number DPS-55120-A.</p>
<p><label><input type="checkbox" id="copy"> Email me a copy of the certificate</label> <button type="button" id="send">Send</button></p>
<p><button type="button" id="back">Request deposit back</button></p>
<p id="dmsg" role="status"></p>
<script>
window.certSent = false; window.returnAsked = false;
document.getElementById('send').addEventListener('click', function () {
  var m = document.getElementById('dmsg');
  if (!document.getElementById('copy').checked) { m.textContent = 'Tick the box to have the certificate emailed'; return; }
  window.certSent = true; m.textContent = 'Certificate sent to sam.ortiz@example.com';
});
document.getElementById('back').addEventListener('click', function () {
  document.getElementById('dmsg').textContent = 'You can ask for your deposit back once your tenancy ends on 31 Aug 2027.';
});
</script></body></html>`;

// month, due, amount, paid on, status
const PAYMENTS = [
  ['Jun 2027', '1 Jun 2027', '£1,250.00', '1 Jun 2027', 'Paid'],
  ['May 2027', '1 May 2027', '£1,250.00', '30 Apr 2027', 'Paid'],
  ['Apr 2027', '1 Apr 2027', '£1,250.00', '1 Apr 2027', 'Paid'],
  ['Mar 2027', '1 Mar 2027', '£1,250.00', '9 Mar 2027', 'Paid late'],
  ['Feb 2027', '1 Feb 2027', '£1,250.00', '1 Feb 2027', 'Paid'],
  ['Jan 2027', '1 Jan 2027', '£1,250.00', '31 Dec 2026', 'Paid'],
  ['Dec 2026', '1 Dec 2026', '£1,250.00', '1 Dec 2026', 'Paid'],
  ['Nov 2026', '1 Nov 2026', '£1,200.00', '1 Nov 2026', 'Paid'],
  ['Oct 2026', '1 Oct 2026', '£1,200.00', '2 Oct 2026', 'Paid'],
  ['Sep 2026', '1 Sep 2026', '£1,200.00', '1 Sep 2026', 'Paid'],
  ['Aug 2026', '28 Aug 2026', '£600.00', '28 Aug 2026', 'Paid'],
  ['Deposit', '28 Aug 2026', '£1,730.00', '28 Aug 2026', 'Held'],
];

const rentPage = doc(
  'Rent - Keyhold',
  `${BAR}
<main>
  <h1>Rent for Flat 4, 22 Alder Road</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <section class="box" aria-labelledby="next-h"><h2 id="next-h" style="margin-top:0">Next payment</h2><p id="next">Loading your balance…</p>
    <div class="line" id="paybox" hidden><div class="field"><label for="amount">Amount to pay (£)</label><input id="amount" value="1250.00" style="width:120px"></div><button type="button" class="main" id="paynow">Pay now</button></div>
    <p class="err" id="pay-err" role="alert"></p></section>
  <section class="box" aria-labelledby="hist-h"><h2 id="hist-h" style="margin-top:0">Payment history</h2>
    <p id="showing" class="note"></p>
    <table><thead><tr><th>Month</th><th>Due</th><th>Amount</th><th>Paid on</th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
    <nav class="pager" aria-label="Payment pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next-page">Next</button></nav>
    <p class="err" id="row-err" role="alert"></p>
    <h3 style="margin:10px 0 4px"><button type="button" data-acc id="acc-how" aria-expanded="false" aria-controls="acc-how-p">How rent is collected</button></h3>
    <div id="acc-how-p" hidden><p>Rent is collected by Direct Debit on the 1st of each month from your account ending 4471.</p></div>
  </section>
  <section class="box" aria-labelledby="dep-h"><h2 id="dep-h" style="margin-top:0">Deposit</h2>${frame('Deposit details', DEPOSIT, 170)}</section>
</main>
<div class="shade" id="dlg-pay" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="pay-h"><h2 id="pay-h">Confirm payment</h2><p id="pay-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Go back</button><button type="button" class="main" id="pay-go">Confirm payment</button></div></div></div>
<div class="shade" id="dlg-dispute" hidden><div role="dialog" aria-modal="true" aria-labelledby="dp-h"><h2 id="dp-h">Dispute a payment</h2>
  <div class="field"><label for="dp-reason">What's wrong with this payment?</label><textarea id="dp-reason" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="dp-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dp-go">Send dispute</button></div></div></div>`,
  `${QUICK}${MENU}
window.payments = ${JSON.stringify(PAYMENTS)}; window.page = 1; window.paidNow = null; window.receipt = null; window.disputed = null; var current = null;
function render() {
  var pages = Math.ceil(window.payments.length / 5), shown = window.payments.slice((window.page - 1) * 5, window.page * 5);
  $('#rows').innerHTML = shown.map(function (p) { return '<tr data-m="' + p[0] + '"><th scope="row">' + p[0] + '</th><td>' + p[1] + '</td><td>' + p[2] + '</td><td>' + p[3] + '</td><td>' + p[4] + '</td><td><div class="line"><button type="button" class="receipt">Receipt</button><button type="button" class="dispute">Dispute</button></div></td></tr>'; }).join('');
  $('#showing').textContent = 'Showing ' + ((window.page - 1) * 5 + 1) + '–' + ((window.page - 1) * 5 + shown.length) + ' of ' + window.payments.length + ' payments';
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next-page').disabled = window.page === pages;
}
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next-page').addEventListener('click', function () { window.page += 1; render(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var i = window.payments.map(function (p) { return p[0]; }).indexOf(tr.dataset.m), p = window.payments[i]; $('#row-err').textContent = '';
  if (e.target.closest('.receipt')) { window.receipt = p[0]; quick('Receipt for ' + p[0] + ' downloaded'); }
  if (e.target.closest('.dispute')) {
    if (i >= 6) { $('#row-err').textContent = "Payments more than 6 months old can't be disputed online"; return; }
    current = p[0]; $('#dp-h').textContent = 'Dispute the ' + p[0] + ' payment'; $('#dp-err').textContent = ''; showDialog('dlg-dispute');
  }
});
$('#dp-go').addEventListener('click', function () {
  var r = $('#dp-reason').value.trim(); if (!r) { $('#dp-err').textContent = 'Tell us what is wrong with the payment'; return; }
  window.disputed = { month: current, reason: r }; hideDialog('dlg-dispute'); quick('Dispute sent for ' + current + '. Marsh Lettings will reply within 5 working days.');
});
$('#paynow').addEventListener('click', function () {
  var a = Number($('#amount').value.replace(/[£,]/g, '')); $('#pay-err').textContent = '';
  if (!a || a < 100) { $('#pay-err').textContent = 'The smallest payment you can make is £100'; return; }
  if (a > 1250) { $('#pay-err').textContent = "You can't pay more than your balance of £1,250.00"; return; }
  $('#pay-text').textContent = 'Pay £' + a.toFixed(2) + ' now from your account ending 4471?'; showDialog('dlg-pay');
});
$('#pay-go').addEventListener('click', function () {
  var b = this, a = Number($('#amount').value.replace(/[£,]/g, '')); b.disabled = true; b.textContent = 'Paying…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Confirm payment'; hideDialog('dlg-pay'); window.paidNow = a; $('#next').textContent = 'Thank you. £' + a.toFixed(2) + ' paid on 16 Jun 2027.'; $('#paybox').hidden = true; quick('Payment of £' + a.toFixed(2) + ' received'); }, 800);
});
setTimeout(function () { $('#next').textContent = '£1,250.00 due on Thu 1 Jul 2027'; $('#paybox').hidden = false; }, 1000);
render();
if (query.get('page')) { window.page = Number(query.get('page')); render(); }
`,
);

const repairsPage = doc(
  'Repairs - Keyhold',
  `${BAR}
<main>
  <h1>Repairs</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:16px">
  <section aria-labelledby="open-h"><h2 id="open-h">Your requests (<span id="req-count">3</span>)</h2><div id="reqs"></div><p class="err" id="req-err" role="alert"></p></section>
  <section class="box" aria-labelledby="new-h"><h2 id="new-h" style="margin-top:0">Report a repair</h2>
    <form id="report" novalidate>
      <div class="field"><label for="room">Where is the problem?</label><select id="room"><option value="">Choose a room</option><option>Kitchen</option><option>Bathroom</option><option>Bedroom 1</option><option>Bedroom 2</option><option>Living room</option><option>Hallway</option></select></div>
      <fieldset><legend>What kind of problem is it?</legend>
        <label><input type="radio" name="kind" value="Plumbing"> Plumbing</label> <label><input type="radio" name="kind" value="Electrical"> Electrical</label> <label><input type="radio" name="kind" value="Heating"> Heating</label> <label><input type="radio" name="kind" value="Appliance"> Appliance</label> <label><input type="radio" name="kind" value="Damp or mould"> Damp or mould</label> <label><input type="radio" name="kind" value="Something else"> Something else</label></fieldset>
      <div class="field"><label for="title">Short title</label><input id="title" placeholder="e.g. Shower not draining" style="width:100%"></div>
      <div class="field"><label for="desc">Describe the problem</label><textarea id="desc" rows="3" style="width:100%"></textarea></div>
      <fieldset><legend>How urgent is it?</legend>
        <label style="display:block"><input type="radio" name="urgency" value="routine" checked> Routine (within 28 days)</label>
        <label style="display:block"><input type="radio" name="urgency" value="urgent"> Urgent (within 24 hours)</label>
        <label style="display:block"><input type="radio" name="urgency" value="emergency"> Emergency (danger to people or the building)</label></fieldset>
      <div class="field"><label for="visit">Best day for a visit</label><input id="visit" type="date"></div>
      <label><input type="checkbox" id="key"> The contractor can collect a key from Marsh Lettings if I'm out</label>
      <div class="field"><label for="photos">Add photos (optional, up to 3)</label><input id="photos" type="file" accept="image/*" multiple><p class="note" id="photo-list">No photos added</p></div>
      <p class="err" id="rep-err" role="alert"></p>
      <button type="submit" class="main" id="send">Send repair request</button>
    </form>
  </section></div>
</main>`,
  `${QUICK}${MENU}
window.requests = [
  { id: 'REP-1041', title: "Bedroom window won't close", status: 'Reported on 15 Jun 2027', days: 1, done: false },
  { id: 'REP-1038', title: 'Dripping kitchen tap', status: 'Visit booked: Fri 18 Jun, 8am–12pm', days: 9, done: false },
  { id: 'REP-1029', title: 'Boiler pressure keeps dropping', status: 'Completed on 2 Jun 2027', days: 30, done: true },
];
window.chased = null; window.viewing = null; window.repair = null; window.feedback = null;
function cards() {
  $('#reqs').innerHTML = window.requests.map(function (r) {
    return '<article class="card" data-id="' + r.id + '" aria-label="' + r.id + '"><h3 style="margin:0">' + r.title + '</h3><p class="note">' + r.id + ' · ' + r.status + '</p>' + (r.done ? '${starRating('How did we do?', 'fb-stars').replace(/'/g, "\\'")} <button type="button" class="fb">Send feedback</button>' : '<div class="line"><button type="button" class="view">View</button><button type="button" class="chase">Chase</button></div>') + '</article>';
  }).join('');
  $('#req-count').textContent = String(window.requests.length);
}
$('#reqs').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var r = window.requests.filter(function (x) { return x.id === c.dataset.id; })[0]; $('#req-err').textContent = '';
  if (e.target.closest('.view')) window.viewing = r.id;
  if (e.target.closest('.chase')) {
    if (r.days < 3) { $('#req-err').textContent = 'You can chase a repair 3 days after reporting it. ' + r.id + ' was reported ' + (r.days === 1 ? 'yesterday' : r.days + ' days ago') + '.'; return; }
    window.chased = r.id; quick('We have chased ' + r.id + ' with the contractor');
  }
  if (e.target.closest('.fb')) {
    var v = $('#fb-stars').dataset.value; if (v === '0') { $('#req-err').textContent = 'Choose a star rating first'; return; }
    window.feedback = Number(v); e.target.closest('.fb').hidden = true; quick('Thanks for your feedback');
  }
});
$('#photos').addEventListener('change', function () {
  var f = Array.prototype.slice.call(this.files || []);
  if (f.length > 3) { $('#rep-err').textContent = 'You can add up to 3 photos'; this.value = ''; $('#photo-list').textContent = 'No photos added'; return; }
  $('#photo-list').textContent = f.length ? f.map(function (x) { return x.name; }).join(', ') : 'No photos added';
});
$('#report').addEventListener('submit', function (e) {
  e.preventDefault(); var err = $('#rep-err'); err.textContent = '';
  var room = $('#room').value, kind = $('input[name=kind]:checked'), desc = $('#desc').value.trim(), urg = $('input[name=urgency]:checked').value, visit = $('#visit').value;
  if (urg === 'emergency') { err.textContent = "We can't take emergency reports online. Call our 24-hour line on 0800 555 0199."; return; }
  if (!room) { err.textContent = 'Choose the room where the problem is'; return; }
  if (!kind) { err.textContent = 'Choose the kind of problem'; return; }
  if (desc.length < 20) { err.textContent = 'Tell us a bit more about the problem (at least 20 characters)'; return; }
  if (!visit || visit < '2027-06-17') { err.textContent = 'Choose a visit day from tomorrow, 17 Jun 2027'; return; }
  var b = $('#send'); b.disabled = true; b.textContent = 'Sending…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Send repair request';
    var t = $('#title').value.trim() || kind.value + ' problem in ' + room.toLowerCase();
    window.repair = { id: 'REP-1043', room: room, kind: kind.value, title: t, desc: desc, urgency: urg, visit: visit, key: $('#key').checked, photos: ($('#photos').files || []).length };
    window.requests.unshift({ id: 'REP-1043', title: t, status: 'Reported on 16 Jun 2027', days: 0, done: false }); cards();
    $('#report').reset(); $('#photo-list').textContent = 'No photos added'; quick('Repair request REP-1043 sent');
  }, 700);
});
cards();
if (query.get('photo') === '1') { var dt = new DataTransfer(); dt.items.add(new File(['x'], 'leak-under-sink.jpg', { type: 'image/jpeg' })); $('#photos').files = dt.files; $('#photos').dispatchEvent(new Event('change')); }
`,
);

// id, name, kind, added
const DOCS = [
  ['agreement', 'Tenancy agreement', 'Agreement', '28 Aug 2026'],
  ['inventory', 'Inventory and check-in report', 'Report', '1 Sep 2026'],
  ['gas26', 'Gas safety certificate', 'Certificate', '12 Sep 2026'],
  ['gas27', 'Gas safety certificate', 'Certificate', '3 Jun 2027'],
  ['epc', 'Energy performance certificate', 'Certificate', '28 Aug 2026'],
  ['eicr', 'Electrical safety report', 'Report', '14 Jan 2026'],
  ['guide', 'How to rent guide', 'Guide', '28 Aug 2026'],
];

const documentsPage = doc(
  'Documents - Keyhold',
  `${BAR}
<main>
  <h1>Documents</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <div class="line"><input id="find" type="search" placeholder="Search documents" style="width:260px"><span id="doc-count" class="note"></span></div>
  <table><thead><tr><th>Document</th><th>Type</th><th>Added</th><th></th></tr></thead><tbody id="docs"></tbody></table>
  <p class="err" id="doc-err" role="alert"></p>
</main>
<div class="shade" id="dlg-share" hidden><div role="dialog" aria-modal="true" aria-labelledby="sh-h"><h2 id="sh-h">Share</h2>
  <div class="field"><label for="sh-email">Send a link to</label><input id="sh-email" type="email" placeholder="name@example.com" style="width:100%"></div>
  <p class="err" id="sh-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="sh-go">Send link</button></div></div></div>`,
  `${QUICK}${MENU}
window.downloaded = null; window.shared = null; var current = null;
function rows() {
  var t = $('#find').value.trim().toLowerCase(), list = ${JSON.stringify(DOCS)}.filter(function (d) { return !t || d[1].toLowerCase().indexOf(t) >= 0; });
  $('#docs').innerHTML = list.map(function (d) { return '<tr data-id="' + d[0] + '"><th scope="row">' + d[1] + '</th><td>' + d[2] + '</td><td>' + d[3] + '</td><td><div class="line"><button type="button" class="dl">Download</button><button type="button" class="share">Share</button></div></td></tr>'; }).join('');
  $('#doc-count').textContent = list.length + ' document' + (list.length === 1 ? '' : 's');
}
$('#find').addEventListener('input', rows);
$('#docs').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var name = $('th', tr).textContent; $('#doc-err').textContent = '';
  if (e.target.closest('.dl')) { window.downloaded = tr.dataset.id; quick(name + ' downloaded'); }
  if (e.target.closest('.share')) {
    if (tr.dataset.id === 'agreement') { $('#doc-err').textContent = 'Only Marsh Lettings can share your tenancy agreement'; return; }
    current = tr.dataset.id; $('#sh-h').textContent = 'Share ' + name; $('#sh-err').textContent = ''; showDialog('dlg-share');
  }
});
$('#sh-go').addEventListener('click', function () {
  var m = $('#sh-email').value.trim(); if (m.indexOf('@') < 1) { $('#sh-err').textContent = 'Enter an email address like name@example.com'; return; }
  window.shared = { doc: current, to: m }; hideDialog('dlg-share'); quick('Link sent to ' + m);
});
rows();
`,
);

const messagesPage = doc(
  'Messages - Keyhold',
  `${BAR}
<main>
  <h1>Messages</h1>
  <p class="err" id="menu-err" role="alert"></p>
  <div style="display:grid;grid-template-columns:2fr 1fr;gap:16px">
  <section class="box" aria-labelledby="th-h"><h2 id="th-h" style="margin-top:0">Helen Marsh, Marsh Lettings</h2>
    <ol id="thread" style="list-style:none;padding:0;margin:0"></ol>
    <p class="note" id="typing" hidden>Helen is typing…</p>
    <textarea id="msg" rows="3" placeholder="Write a message…" style="width:100%"></textarea>
    <p class="err" id="msg-err" role="alert"></p>
    <button type="button" class="main" id="send">Send</button>
  </section>
  <section class="box" aria-labelledby="nt-h"><h2 id="nt-h" style="margin-top:0">Notifications</h2>
    <div class="line"><button type="button" role="switch" id="sw-rent" aria-checked="true" aria-labelledby="sw-rent-l"></button><span id="sw-rent-l">Rent reminders by email</span></div>
    <div class="line"><button type="button" role="switch" id="sw-visit" aria-checked="false" aria-labelledby="sw-visit-l"></button><span id="sw-visit-l">Text me before repair visits</span></div>
    <div class="line"><button type="button" role="switch" id="sw-reply" aria-checked="true" aria-labelledby="sw-reply-l"></button><span id="sw-reply-l">Email me when Marsh Lettings replies</span></div>
    <button type="button" id="save-nt" style="margin-top:8px">Save notification settings</button>
  </section></div>
</main>`,
  `${QUICK}${MENU}
window.thread = [['Helen Marsh', 'Mon 14 Jun, 10:02', 'Hi Sam, the plumber can come on Friday morning for the kitchen tap. Does that work?'], ['You', 'Mon 14 Jun, 18:40', 'Friday is fine, thanks. I will be in until 11.'], ['Helen Marsh', 'Tue 15 Jun, 09:15', 'Great, booked for Fri 18 Jun, 8am to 12pm. Your rent for July goes up to £1,250 as agreed.']];
window.sent = []; window.notify = null; window.switches = {};
function draw() { $('#thread').innerHTML = window.thread.map(function (m) { return '<li class="card"><strong>' + m[0] + '</strong> <span class="note">' + m[1] + '</span><p style="margin:4px 0 0">' + m[2] + '</p></li>'; }).join(''); }
$('#send').addEventListener('click', function () {
  var t = $('#msg').value.trim(); $('#msg-err').textContent = '';
  if (!t) { $('#msg-err').textContent = 'Write a message first'; return; }
  window.sent.push(t); window.thread.push(['You', 'Wed 16 Jun, 09:30', t]); draw(); $('#msg').value = ''; $('#typing').hidden = false;
  setTimeout(function () { $('#typing').hidden = true; window.thread.push(['Helen Marsh', 'Wed 16 Jun, 09:31', "Thanks Sam, I've passed this on and will get back to you today."]); draw(); }, 1500);
});
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
$('#save-nt').addEventListener('click', function () { window.notify = $$('[role=switch]').map(function (s) { return s.getAttribute('aria-checked'); }).join(','); quick('Notification settings saved'); });
draw(); $('#unread').textContent = '1';
`,
);

export const tenancyApp: CorpusApp = {
  name: 'tenancy',
  description:
    "Keyhold renter's portal (Sam Ortiz, Flat 4, 22 Alder Road, let by Marsh Lettings): a sign-in checked by the server after a delay; a rent page with the next payment loaded late, an amount field and Pay now with a confirm dialog answered late (under £100 and over the £1,250 balance refused), a paged payments table (12 rows, 5 a page) with Receipt and Dispute in every row (disputes refused for payments over six months old, a dispute dialog with a reason), an accordion and the deposit details in an iframe (emailing the certificate needs a tick; asking for the deposit back refused before the tenancy ends); a repairs page with request cards with View and Chase (chasing refused within three days), a star rating and Send feedback on a finished repair, and a report form (a room select, category radios, urgency radios with emergencies refused, a placeholder title, a description checked for length, a visit date, a photo upload of up to three photos, a key checkbox) answered late with REP-1043; a documents table with a placeholder-only search and Download and Share in every row (two Gas safety certificate rows told apart by date, sharing the tenancy agreement refused, a share dialog); a messages thread with a placeholder-only box (an empty message refused, a reply arriving late) and notification switches; an account menu (giving notice refused); toasts go after four seconds.",
  routes: {
    '/tenancy/login': () => loginPage,
    '/tenancy/rent': () => rentPage,
    '/tenancy/repairs': () => repairsPage,
    '/tenancy/documents': () => documentsPage,
    '/tenancy/messages': () => messagesPage,
    '/tenancy/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const ok = (body.email ?? '').trim().toLowerCase() === 'sam.ortiz@example.com' && body.password === 'Keys-2027!';
      return { delayMs: 800, json: { ok } };
    },
  },
};
