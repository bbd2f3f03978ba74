/**
 * Suds & Co, "My orders": Active, Past and Cancelled tabs whose labels count their rows; active orders whose rows all
 * have Track and a "More actions" menu (Reschedule collection, Add items, Cancel order, Report a problem; the first
 * two and cancelling disabled once an order is collected); a tracking dialog with a timeline and, for the order out
 * for delivery, the driver in an iframe; reschedule, cancel (a reason required) and report dialogs, a toast with Undo;
 * past orders filtered by service, five to a page, with Reorder, Receipt and Rate in their rows and a star-rating
 * dialog; a credit balance and a referral code to copy.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';
import { LAUNDRY_HEADER, laundryOrder } from './laundry-order';

const ACTIVE = [
  ['SC-20391', 'Wash & fold × 2, Shirts × 6', 'Wed 10 Mar, 7am – 9am', 'Collection booked', 51, 0],
  ['SC-20388', 'Dry cleaning × 3', 'Mon 8 Mar, 12pm – 3pm', 'In cleaning', 24.95, 2],
  ['SC-20379', 'Duvets & bedding × 1', 'Fri 5 Mar, 6pm – 9pm', 'Out for delivery, today 6pm – 9pm', 25.95, 4],
];

const PAST = [
  ['SC-20311', '24 Feb', 'Wash & fold × 1', 21.95, 'Delivered', 5],
  ['SC-20297', '19 Feb', 'Shirts × 10', 28.95, 'Delivered', 0],
  ['SC-20250', '10 Feb', 'Dry cleaning × 2, Shirts × 4', 27.95, 'Delivered', 4],
  ['SC-20233', '3 Feb', 'Duvets & bedding × 2', 44, 'Delivered', 3],
  ['SC-20198', '27 Jan', 'Wash & fold × 3', 54, 'Delivered', 0],
  ['SC-20160', '18 Jan', 'Dry cleaning × 5', 35, 'Delivered', 5],
  ['SC-20121', '9 Jan', 'Wash & fold × 1, Shirts × 5', 30.5, 'Delivered', 4],
  ['SC-20087', '2 Jan', 'Shirts × 8', 23.95, 'Refunded', 0],
];

const DRIVER = `<body style="font:14px system-ui;margin:10px"><h3 style="margin:0">Live driver location</h3>
<p id="d-where">Marek is 3 stops away. Arriving around 6:40pm.</p>
<button type="button" id="d-msg">Message driver</button>
<div id="d-box" hidden><label for="d-text">Message to Marek</label><br><input id="d-text" style="width:240px"> <button type="button" id="d-send">Send</button></div>
<p id="d-sent" role="status"></p>
<script>
document.getElementById('d-msg').onclick = function () { document.getElementById('d-box').hidden = false; document.getElementById('d-text').focus(); };
document.getElementById('d-send').onclick = function () { var t = document.getElementById('d-text').value.trim(); if (!t) return; parent.window.driverMsg = t; document.getElementById('d-sent').textContent = 'Sent to Marek: ' + t; document.getElementById('d-box').hidden = true; };
</script></body>`;

const dialogs = `
<div class="shade" id="dlg-track" hidden><div role="dialog" aria-modal="true" aria-labelledby="dt-h"><h2 id="dt-h"></h2><ol id="dt-steps"></ol><div id="dt-map" hidden>${frame('Driver location', DRIVER, 150)}</div>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-resched" hidden><div role="dialog" aria-modal="true" aria-labelledby="dr-h"><h2 id="dr-h"></h2>
  <div class="field"><label for="dr-date">New collection date</label><input type="date" id="dr-date" min="2027-03-10" max="2027-04-09"></div>
  <div class="field"><label for="dr-win">Collection window</label><select id="dr-win"><option value="">Choose a window</option><option>7am – 9am</option><option>12pm – 3pm</option><option>6pm – 9pm</option></select></div>
  <p class="err" id="dr-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dr-ok">Save new time</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dx-h"><h2 id="dx-h"></h2>
  <p>We'll refund anything you've paid within 3 working days.</p>
  <div class="field"><label for="dx-reason">Reason for cancelling</label><select id="dx-reason"><option value="">Choose a reason</option><option>I no longer need it</option><option>I booked the wrong time</option><option>I found another service</option><option>Other</option></select></div>
  <p class="err" id="dx-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep order</button><button type="button" class="warn" id="dx-ok">Cancel order</button></div></div></div>
<div class="shade" id="dlg-report" hidden><div role="dialog" aria-modal="true" aria-labelledby="dp-h"><h2 id="dp-h"></h2>
  <div class="field"><label for="dp-kind">Problem</label><select id="dp-kind"><option>Missing item</option><option>Damaged item</option><option>Late delivery</option><option>Other</option></select></div>
  <div class="field"><label for="dp-text">What went wrong?</label><textarea id="dp-text" rows="3" style="width:100%"></textarea></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dp-ok">Send report</button></div></div></div>
<div class="shade" id="dlg-rate" hidden><div role="dialog" aria-modal="true" aria-labelledby="rt-h"><h2 id="rt-h"></h2>
  <p>How was it?</p>${starRating('Your rating', 'rt-stars')}
  <div class="field"><label for="rt-text">Tell us more (optional)</label><textarea id="rt-text" rows="2" style="width:100%"></textarea></div>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="rt-ok" disabled>Submit rating</button></div></div></div>
<div class="shade" id="dlg-receipt" hidden><div role="dialog" aria-modal="true" aria-labelledby="rc-h"><h2 id="rc-h"></h2><p id="rc-text"></p><p class="note">Paid with Visa ending 4421.</p>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`;

const laundryOrders = doc(
  'My orders - Suds & Co',
  `${LAUNDRY_HEADER}
<main style="display:grid;grid-template-columns:1fr 260px;gap:16px;align-items:start;max-width:1200px">
<div>
  <h1>My orders</h1>
  <div role="tablist" aria-label="Orders"><button type="button" role="tab" id="t-active" aria-controls="p-active" aria-selected="true"></button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false"></button><button type="button" role="tab" id="t-cancelled" aria-controls="p-cancelled" aria-selected="false"></button></div>
  <section id="p-active" role="tabpanel" aria-labelledby="t-active">
    <table><thead><tr><th>Order</th><th>Items</th><th>Collection</th><th>Status</th><th>Total</th><th><span class="note">Actions</span></th></tr></thead><tbody id="active-body"></tbody></table>
  </section>
  <section id="p-past" role="tabpanel" aria-labelledby="t-past" hidden>
    <div class="line"><label for="svc">Service</label><select id="svc"><option value="">All services</option><option value="Wash">Wash &amp; fold</option><option value="Shirts">Shirts</option><option value="Dry">Dry cleaning</option><option value="Duvets">Duvets &amp; bedding</option></select><span class="note" id="past-count"></span></div>
    <table><thead><tr><th>Order</th><th>Collected</th><th>Items</th><th>Total</th><th>Status</th><th>Your rating</th><th><span class="note">Actions</span></th></tr></thead><tbody id="past-body"></tbody></table>
    <nav class="pager" aria-label="Past orders pages"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></nav>
  </section>
  <section id="p-cancelled" role="tabpanel" aria-labelledby="t-cancelled" hidden>
    <table><thead><tr><th>Order</th><th>Cancelled on</th><th>Refund</th></tr></thead><tbody id="cancelled-body"></tbody></table>
  </section>
</div>
<aside>
  <section class="box"><h2>Suds credit</h2><p style="font-size:22px;margin:0"><strong>£7.50</strong></p><p class="note">Used automatically on your next order. Expires 31 March 2027.</p></section>
  <section class="box"><h2>Refer a friend</h2><p>Give £10, get £10 when they place their first order.</p><p>Your code: <strong id="ref-code">JORDAN-7Q</strong></p><button type="button" id="copy">Copy code</button></section>
</aside>
</main>${dialogs}`,
  `
var ACTIVE = ${JSON.stringify(ACTIVE)};
var PAST = ${JSON.stringify(PAST)};
var STAGES = ['Booked', 'Collected', 'In cleaning', 'Ready', 'Out for delivery', 'Delivered'];
window.active = ACTIVE.map(function (r) { return r.slice(); });
window.cancelled = [['SC-20342', '1 Mar 2027', '£18.00 refunded to your card']];
window.ratings = {}; PAST.forEach(function (p) { window.ratings[p[0]] = p[5]; });
window.pastPage = Number(query.get('page') || 1);
window.reports = [];
var current = null;
function gbp(n) { return '£' + n.toFixed(2); }
function tabs() {
  $('#t-active').textContent = 'Active (' + window.active.length + ')';
  $('#t-past').textContent = 'Past (' + PAST.length + ')';
  $('#t-cancelled').textContent = 'Cancelled (' + window.cancelled.length + ')';
}
function activeRows() {
  $('#active-body').innerHTML = window.active.map(function (r) {
    var collected = r[5] > 0;
    return '<tr data-id="' + r[0] + '"><th scope="row">' + r[0] + '</th><td>' + r[1] + '</td><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + gbp(r[4]) + '</td><td><button type="button" class="track">Track</button> <button type="button" class="more" aria-label="More actions" aria-haspopup="menu" aria-controls="m-' + r[0] + '">⋯</button>' +
      '<div role="menu" id="m-' + r[0] + '" hidden><button type="button" role="menuitem" data-do="resched"' + (collected ? ' disabled' : '') + '>Reschedule collection</button><a role="menuitem" href="/laundry/order?wash=2&amp;shirts=6"' + (collected ? ' aria-disabled="true"' : '') + '>Add items</a><button type="button" role="menuitem" data-do="cancel"' + (collected ? ' disabled' : '') + '>Cancel order</button><button type="button" role="menuitem" data-do="report">Report a problem</button></div></td></tr>';
  }).join('') || '<tr><td colspan="6">You have no active orders.</td></tr>';
  tabs();
}
function activeRow(id) { return window.active.filter(function (r) { return r[0] === id; })[0]; }
$('#active-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !tr.dataset.id) return;
  current = tr.dataset.id;
  if (e.target.closest('.track')) {
    var r = activeRow(current);
    $('#dt-h').textContent = 'Tracking ' + current;
    $('#dt-steps').innerHTML = STAGES.map(function (s, i) { return '<li' + (i === r[5] ? ' aria-current="step" style="font-weight:700"' : '') + '>' + (i < r[5] ? '✓ ' : '') + s + '</li>'; }).join('');
    $('#dt-map').hidden = r[5] !== 4;
    showDialog('dlg-track');
  }
  var item = e.target.closest('[role=menuitem]');
  if (!item || item.disabled) return;
  closeMenus();
  if (item.dataset.do === 'resched') { $('#dr-h').textContent = 'Reschedule collection for ' + current; $('#dr-err').textContent = ''; showDialog('dlg-resched'); }
  if (item.dataset.do === 'cancel') { $('#dx-h').textContent = 'Cancel order ' + current + '?'; $('#dx-reason').value = ''; $('#dx-err').textContent = ''; showDialog('dlg-cancel'); }
  if (item.dataset.do === 'report') { $('#dp-h').textContent = 'Report a problem with ' + current; showDialog('dlg-report'); }
});
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
$('#dr-ok').addEventListener('click', function () {
  var v = $('#dr-date').value, w = $('#dr-win').value;
  if (!v || !w) { $('#dr-err').textContent = 'Choose a date and a window.'; return; }
  var d = new Date(v + 'T12:00:00');
  if (d.getDay() === 0) { $('#dr-err').textContent = 'We don\\'t collect on Sundays.'; return; }
  var text = DAYS[d.getDay()] + ' ' + d.getDate() + ' Mar, ' + w;
  if (d.getMonth() === 3) text = DAYS[d.getDay()] + ' ' + d.getDate() + ' Apr, ' + w;
  activeRow(current)[2] = text;
  hideDialog('dlg-resched');
  activeRows();
  toast(current + ' will now be collected on ' + text);
});
$('#dx-ok').addEventListener('click', function () {
  if (!$('#dx-reason').value) { $('#dx-err').textContent = 'Choose a reason for cancelling'; return; }
  var id = current, row = activeRow(id), at = window.active.indexOf(row);
  window.active.splice(at, 1);
  window.cancelled.unshift([id, '9 Mar 2027', 'Nothing to refund']);
  hideDialog('dlg-cancel');
  activeRows(); cancelledRows();
  toast('Order ' + id + ' cancelled', 'Undo', function () {
    window.active.splice(at, 0, row); window.cancelled = window.cancelled.filter(function (c) { return c[0] !== id; }); activeRows(); cancelledRows();
  });
});
$('#dp-ok').addEventListener('click', function () {
  window.reports.push([current, $('#dp-kind').value, $('#dp-text').value]);
  hideDialog('dlg-report');
  toast('Thanks, we\\'ll reply about ' + current + ' within 1 working day');
});
function cancelledRows() {
  $('#cancelled-body').innerHTML = window.cancelled.map(function (c) { return '<tr><th scope="row">' + c[0] + '</th><td>' + c[1] + '</td><td>' + c[2] + '</td></tr>'; }).join('');
  tabs();
}
function pastRows() {
  var f = $('#svc').value;
  var list = PAST.filter(function (p) { return !f || p[2].indexOf(f) >= 0; });
  var pages = Math.max(1, Math.ceil(list.length / 5));
  if (window.pastPage > pages) window.pastPage = pages;
  var shown = list.slice((window.pastPage - 1) * 5, window.pastPage * 5);
  $('#past-count').textContent = 'Showing ' + list.length + (list.length === 1 ? ' order' : ' orders');
  $('#past-body').innerHTML = shown.map(function (p) {
    var r = window.ratings[p[0]];
    var rate = p[4] === 'Refunded' ? '—' : r ? '<span aria-label="' + r + ' out of 5 stars">' + '★'.repeat(r) + '</span>' : '<button type="button" class="rate">Rate</button>';
    return '<tr data-id="' + p[0] + '"><th scope="row">' + p[0] + '</th><td>' + p[1] + '</td><td>' + p[2] + '</td><td>' + gbp(p[3]) + '</td><td>' + p[4] + '</td><td>' + rate + '</td><td><button type="button" class="reorder">Reorder</button> <a href="#receipt" class="receipt">Receipt</a></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.pastPage + ' of ' + pages;
  $('#prev').disabled = window.pastPage === 1;
  $('#next').disabled = window.pastPage === pages;
}
$('#svc').addEventListener('change', function () { window.pastPage = 1; pastRows(); });
$('#prev').addEventListener('click', function () { window.pastPage--; pastRows(); });
$('#next').addEventListener('click', function () { window.pastPage++; pastRows(); });
$('#past-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var p = PAST.filter(function (x) { return x[0] === tr.dataset.id; })[0];
  current = p[0];
  if (e.target.closest('.rate')) {
    $('#rt-h').textContent = 'Rate order ' + p[0];
    $$('#rt-stars [role=radio]').forEach(function (s) { s.setAttribute('aria-checked', 'false'); s.classList.remove('on'); });
    $('#rt-stars').dataset.value = '0'; $('#rt-ok').disabled = true; $('#rt-text').value = '';
    showDialog('dlg-rate');
  }
  if (e.target.closest('.reorder')) {
    window.reordered = p[0];
    toast(p[0] + ' copied into a new order', 'View order', function () { location.href = '/laundry/order?shirts=10'; });
  }
  if (e.target.closest('.receipt')) {
    e.preventDefault();
    $('#rc-h').textContent = 'Receipt for ' + p[0];
    $('#rc-text').textContent = p[2] + '. Total ' + gbp(p[3]) + '.';
    showDialog('dlg-receipt');
  }
});
document.addEventListener('rated', function () { $('#rt-ok').disabled = false; });
$('#rt-ok').addEventListener('click', function () {
  window.ratings[current] = Number($('#rt-stars').dataset.value);
  window.ratingText = $('#rt-text').value;
  hideDialog('dlg-rate');
  pastRows();
  toast('Thanks for rating ' + current);
});
$('#copy').addEventListener('click', function () { window.copied = 'JORDAN-7Q'; toast('Code JORDAN-7Q copied'); });
activeRows(); cancelledRows();
if (query.get('service')) $('#svc').value = query.get('service');
pastRows();
var tab = query.get('tab');
if (tab) $('#t-' + tab).click();
`,
);

export const laundryApp: CorpusApp = {
  name: 'laundry',
  description:
    'Suds & Co, a laundry and dry-cleaning collection service: booking a collection (service cards with identical steppers and "What\'s included" buttons, one service unavailable, an eco-wash switch, a postcode look-up that answers late, collection and return addresses with the same field names, a date input that refuses Sundays, windows with one full, a placeholder-only driver note, a promo code with an expired one, a computed summary, a £15.00 minimum that disables Place order, an error summary, a confirmation dialog); "My orders" (tabs that count their rows, rows with the same Track and "More actions" menu, tracking with the driver in an iframe, reschedule, cancel and report dialogs, an Undo toast, past orders filtered, paged, rated and reordered, a credit balance and a referral code).',
  routes: {
    '/laundry/order': () => laundryOrder,
    '/laundry/orders': () => laundryOrders,
  },
};
