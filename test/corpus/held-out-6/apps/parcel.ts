/**
 * `parcel`: TrackPoint, a parcel tracking portal. A track page with a field named only by its placeholder, Enter to
 * submit, format and not-found errors and recent searches; a parcel page with a status badge, a live driver count
 * that changes late, a map in an iframe with zoom buttons, a timeline with "Show all", delivery-option tabs (safe
 * place radios with a terms checkbox, a neighbour, a reschedule date and time slots, notification switches with one
 * disabled), a report dialog with a required description, a proof-of-delivery photo and a courier rating in an open
 * shadow root for delivered parcels, and a fee for a held parcel; a sign-in page with a password label not tied to
 * its field; and "My parcels", a paginated table with a Track link and a More menu in every row, a status filter and
 * an add-parcel dialog.
 *
 * Parcels: TP48213957GB (out for delivery), TP77120044GB (delivered), TP30055821GB (held at depot).
 */
import type { CorpusApp } from '../../types';
import { page, stars } from './html';

const header = `<header class="top"><span class="brand">TrackPoint</span>
  <nav class="links" aria-label="Main"><a href="/parcel/home">Track a parcel</a><a href="/parcel/account">My parcels</a><a href="#">Send a parcel</a></nav>
  <a href="/parcel/login">Sign in</a></header>`;

const HOME = page(
  'Track a parcel · TrackPoint',
  `${header}
<main style="max-width:620px">
  <h1>Track your parcel</h1>
  <form id="track-form" class="card row" novalidate>
    <input id="tn" placeholder="Enter tracking number" style="flex:1" autocomplete="off">
    <button type="submit" class="primary">Track</button>
  </form>
  <p class="error" id="tn-error" role="alert"></p>
  <div class="card"><h2>Recent searches</h2><ul>
    <li><a href="/parcel/track?id=TP48213957GB">TP48213957GB</a> · Northwind Outdoor</li>
    <li><a href="/parcel/track?id=TP77120044GB">TP77120044GB</a> · Bloom &amp; Wild</li>
  </ul><button type="button" id="clear-recent">Clear recent searches</button></div>
  <p class="muted">Tracking numbers are 12 characters and start with TP. You'll find yours in the shipping email.</p>
</main>`,
  String.raw`
var KNOWN = ['TP48213957GB', 'TP77120044GB', 'TP30055821GB'];
$('#track-form').addEventListener('submit', function (e) {
  e.preventDefault();
  var v = $('#tn').value.trim().toUpperCase().replace(/\s/g, '');
  if (!/^TP\d{8}GB$/.test(v)) { $('#tn-error').textContent = 'Tracking numbers look like TP12345678GB'; return; }
  if (KNOWN.indexOf(v) < 0) { $('#tn-error').textContent = 'We could not find a parcel with that number. Check it and try again.'; return; }
  location.href = '/parcel/track?id=' + v;
});
$('#clear-recent').addEventListener('click', function () { this.closest('.card').querySelector('ul').innerHTML = ''; this.hidden = true; });
`,
);

/** Parcels by tracking number: retailer, status, arrival text, weight. */
const PARCELS: Record<string, [string, string, string, string]> = {
  TP48213957GB: ['Northwind Outdoor', 'Out for delivery', 'Arriving today, 13:00–15:00', '2.4 kg'],
  TP77120044GB: ['Bloom & Wild', 'Delivered', 'Delivered today at 10:14 · left in the porch', '0.8 kg'],
  TP30055821GB: ['Kettle & Co', 'Held at depot', 'Action needed: pay a £3.20 import fee', '1.1 kg'],
};

const TRACK = page(
  'Parcel · TrackPoint',
  `${header}
<main>
  <h1 id="title"></h1>
  <div class="card">
    <p><span class="pill" id="status"></span> <b id="eta"></b></p>
    <p>From <span id="retailer"></span> · Weight <span id="weight"></span> · Parcel 1 of 1</p>
    <p id="live" aria-live="polite"></p>
    <p id="fee" hidden><button type="button" class="primary" id="pay">Pay now</button> <span id="paid"></span></p>
    <p id="proof" hidden><button type="button" id="photo">View photo</button></p>
  </div>
  <div class="row" style="align-items:flex-start">
    <div class="card" style="flex:1">
      <h2>Tracking history</h2>
      <ol id="events">
        <li>26 May, 07:42 · Out for delivery (Leeds depot)</li>
        <li>26 May, 05:10 · Arrived at Leeds depot</li>
        <li>25 May, 21:03 · In transit (Birmingham hub)</li>
        <li>24 May, 16:30 · Collected from <span class="from"></span></li>
        <li hidden class="extra">24 May, 12:01 · Parcel details received</li>
        <li hidden class="extra">24 May, 12:00 · Label created</li>
      </ol>
      <button type="button" id="show-all">Show all 6 events</button>
    </div>
    <div class="card" style="width:360px"><iframe id="map" src="/parcel/map" title="Driver location" style="width:100%;height:220px;border:0"></iframe></div>
  </div>
  <div class="card" id="options">
    <h2>Delivery options</h2>
    <p>Current instruction: <b id="instruction">None</b></p>
    <div role="tablist" aria-label="Delivery options">
      <button role="tab" type="button" id="t-safe" aria-controls="p-safe" aria-selected="true">Safe place</button>
      <button role="tab" type="button" id="t-neighbour" aria-controls="p-neighbour" aria-selected="false">Neighbour</button>
      <button role="tab" type="button" id="t-resched" aria-controls="p-resched" aria-selected="false">Reschedule</button>
      <button role="tab" type="button" id="t-notify" aria-controls="p-notify" aria-selected="false">Notifications</button>
    </div>
    <section role="tabpanel" id="p-safe" aria-labelledby="t-safe">
      <fieldset id="places"><legend>Where should we leave it?</legend>
        <label><input type="radio" name="place" value="the porch"> Porch</label>
        <label><input type="radio" name="place" value="the garage"> Garage</label>
        <label><input type="radio" name="place" value="behind the bin"> Behind the bin</label>
        <label><input type="radio" name="place" value="other"> Other</label>
        <input id="other-place" placeholder="Describe the place" hidden></fieldset>
      <label><input type="checkbox" id="safe-terms"> I accept the driver may leave it without a signature</label>
      <p class="error" id="safe-error" role="alert"></p>
      <button type="button" class="primary" id="save-safe">Save safe place</button>
    </section>
    <section role="tabpanel" id="p-neighbour" aria-labelledby="t-neighbour" hidden>
      <div class="field"><label for="house">House number or name</label><input id="house"></div>
      <button type="button" class="primary" id="save-neighbour">Save neighbour</button>
    </section>
    <section role="tabpanel" id="p-resched" aria-labelledby="t-resched" hidden>
      <div class="field"><label for="new-date">New delivery date</label><input type="date" id="new-date" min="2025-05-27" max="2025-06-02"></div>
      <fieldset id="slots"><legend>Time slot</legend>
        <label><input type="radio" name="slot" value="Morning"> Morning (08:00–12:00)</label><br>
        <label><input type="radio" name="slot" value="Afternoon"> Afternoon (12:00–17:00)</label><br>
        <label><input type="radio" name="slot" value="Evening"> Evening (17:00–21:00) · £1.50</label></fieldset>
      <p class="error" id="resched-error" role="alert"></p>
      <button type="button" class="primary" id="do-resched">Reschedule delivery</button>
    </section>
    <section role="tabpanel" id="p-notify" aria-labelledby="t-notify" hidden>
      <p class="switch"><button type="button" role="switch" id="sw-sms" aria-checked="true" aria-label="SMS updates"></button> SMS updates</p>
      <p class="switch"><button type="button" role="switch" id="sw-email" aria-checked="false" aria-label="Email updates"></button> Email updates</p>
      <p class="switch"><button type="button" role="switch" id="sw-wa" aria-checked="false" aria-label="WhatsApp updates" disabled></button> WhatsApp updates <span class="muted">Coming soon</span></p>
      <div class="field"><label for="mobile">Mobile number</label><input id="mobile" value="07700 900123"></div>
    </section>
  </div>
  <button type="button" id="report">Report a problem</button>
  <div class="card" id="rating-card" hidden><div id="rate-host"></div></div>
</main>
<div class="backdrop" id="report-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="report-title">
  <h2 id="report-title">Report a problem</h2>
  <fieldset id="reasons"><legend>What went wrong?</legend>
    <label><input type="radio" name="reason" value="damaged"> Parcel is damaged</label><br>
    <label><input type="radio" name="reason" value="late"> Parcel is late</label><br>
    <label><input type="radio" name="reason" value="address"> Wrong address</label><br>
    <label><input type="radio" name="reason" value="other"> Something else</label></fieldset>
  <div class="field"><label for="report-text">Tell us more (at least 15 characters)</label><textarea id="report-text" rows="3"></textarea></div>
  <p class="error" id="report-error" role="alert"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="send-report">Send report</button></div>
</div></div>
<div class="backdrop" id="photo-dialog" hidden><div role="dialog" aria-modal="true" aria-label="Proof of delivery">
  <h2>Proof of delivery</h2><div role="img" aria-label="Parcel on the porch" style="height:140px;background:#e8ecf1;border-radius:6px"></div>
  <p class="muted">Taken by Ahmed at 10:14</p>
  <div class="actions"><button type="button" data-close>Close</button></div>
</div></div>`,
  `
var PARCELS = ${JSON.stringify(PARCELS)};
var id = params.get('id') || 'TP48213957GB';
var p = PARCELS[id];
document.title = 'Parcel ' + id + ' · TrackPoint';
$('#title').textContent = 'Parcel ' + id;
$('#status').textContent = p[1];
$('#eta').textContent = p[2];
$('#retailer').textContent = p[0];
$('.from').textContent = p[0];
$('#weight').textContent = p[3];
if (p[1] === 'Out for delivery') {
  $('#live').textContent = 'Your driver is 6 stops away';
  setTimeout(function () { $('#live').textContent = 'Your driver is 5 stops away'; }, 1500);
}
if (p[1] === 'Delivered') {
  $('#proof').hidden = false;
  $('#options').hidden = true;
  $('#rating-card').hidden = false;
  var ev = $('#events');
  var li = document.createElement('li');
  li.textContent = '26 May, 10:14 · Delivered (left in the porch)';
  ev.insertBefore(li, ev.firstChild);
  $('#show-all').textContent = 'Show all 7 events';
}
if (p[1] === 'Held at depot') { $('#fee').hidden = false; $('#options').hidden = true; }
$('#pay').addEventListener('click', function () { $('#paid').textContent = 'Fee paid. We will deliver on the next working day.'; $('#pay').disabled = true; });
$('#photo').addEventListener('click', function () { openDialog('photo-dialog'); });
$('#show-all').addEventListener('click', function () { $$('#events .extra').forEach(function (li) { li.hidden = false; }); $('#show-all').hidden = true; });
$('#places').addEventListener('change', function () { $('#other-place').hidden = $('input[name=place]:checked').value !== 'other'; });
$('#save-safe').addEventListener('click', function () {
  var c = $('input[name=place]:checked');
  if (!c) { $('#safe-error').textContent = 'Choose a safe place'; return; }
  if (!$('#safe-terms').checked) { $('#safe-error').textContent = 'Please accept the safe place terms'; return; }
  var place = c.value === 'other' ? $('#other-place').value.trim() : c.value;
  if (!place) { $('#safe-error').textContent = 'Describe the place'; return; }
  $('#safe-error').textContent = '';
  $('#instruction').textContent = 'Leave in ' + place;
  toast('Safe place saved');
});
$('#save-neighbour').addEventListener('click', function () {
  var h = $('#house').value.trim();
  if (!h) return;
  $('#instruction').textContent = 'Leave with neighbour at ' + h;
  toast('We will try number ' + h + ' if you are out');
});
$('#do-resched').addEventListener('click', function () {
  var d = $('#new-date').value, s = $('input[name=slot]:checked');
  if (!d) { $('#resched-error').textContent = 'Choose a date'; return; }
  if (d < '2025-05-27' || d > '2025-06-02') { $('#resched-error').textContent = 'Choose a date between 27 May and 2 June'; return; }
  if (!s) { $('#resched-error').textContent = 'Choose a time slot'; return; }
  $('#resched-error').textContent = '';
  var day = new Date(d + 'T12:00:00Z');
  var label = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()] + ' ' + day.getUTCDate() + ' ' + ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][day.getUTCMonth()];
  $('#eta').textContent = 'Arriving ' + label + ', ' + s.value;
  $('#status').textContent = 'Rescheduled';
  $('#live').textContent = '';
});
document.addEventListener('toggle', function (e) { toast(e.target.getAttribute('aria-label') + (e.target.getAttribute('aria-checked') === 'true' ? ' on' : ' off')); });
$('#report').addEventListener('click', function () { openDialog('report-dialog'); });
$('#send-report').addEventListener('click', function () {
  if (!$('input[name=reason]:checked')) { $('#report-error').textContent = 'Choose what went wrong'; return; }
  if ($('#report-text').value.trim().length < 15) { $('#report-error').textContent = 'Tell us a bit more (at least 15 characters)'; return; }
  window.report = { reason: $('input[name=reason]:checked').value, text: $('#report-text').value };
  closeDialog('report-dialog');
  toast('Report sent. Case number C-7731.');
});
var rate = $('#rate-host').attachShadow({ mode: 'open' });
rate.innerHTML = '<style>button{font:inherit} .stars button{border:0;background:none;font-size:20px;color:#c3c9d2}.stars button.lit{color:#e6a100}</style>' +
  '<h2>How was your delivery?</h2><p>Rate Ahmed, your driver</p>' + ${JSON.stringify(stars('Driver rating', 'driver-stars'))} +
  '<p><input id="comment" placeholder="Leave a comment (optional)"></p><button type="button" id="submit-rating">Submit rating</button><p id="rating-msg" role="status"></p>';
rate.querySelector('.stars').addEventListener('click', function (e) {
  var b = e.target.closest('[role=radio]');
  if (!b) return;
  var n = Number(b.dataset.n);
  rate.querySelectorAll('[role=radio]').forEach(function (s) { s.setAttribute('aria-checked', Number(s.dataset.n) === n ? 'true' : 'false'); s.classList.toggle('lit', Number(s.dataset.n) <= n); });
  rate.querySelector('.stars').dataset.value = String(n);
});
rate.getElementById('submit-rating').addEventListener('click', function () {
  var n = Number(rate.querySelector('.stars').dataset.value);
  var msg = rate.getElementById('rating-msg');
  if (!n) { msg.textContent = 'Choose a star rating first'; return; }
  msg.textContent = 'Thanks for rating Ahmed ' + n + (n === 1 ? ' star' : ' stars') + '.';
});
`,
);

const MAP = page(
  'Map',
  `<div style="padding:6px">
  <div role="img" aria-label="Map of Leeds with the van's position" style="height:120px;background:#dfe8e1;border-radius:6px"></div>
  <p>Van 14 · Ahmed · <span id="zoom">Zoom level 12</span></p>
  <button type="button" id="zin" aria-label="Zoom in">+</button> <button type="button" id="zout" aria-label="Zoom out">−</button>
</div>`,
  `
var z = 12;
function show() { $('#zoom').textContent = 'Zoom level ' + z; }
$('#zin').addEventListener('click', function () { z = Math.min(18, z + 1); show(); });
$('#zout').addEventListener('click', function () { z = Math.max(5, z - 1); show(); });
`,
);

const LOGIN = page(
  'Sign in · TrackPoint',
  `${header}
<main style="max-width:420px">
  <h1>Sign in to TrackPoint</h1>
  <form id="login" class="card" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email"></div>
    <div class="field"><span class="lbl">Password</span><div class="row"><input id="password" type="password"><button type="button" class="icon" id="show-pw" aria-label="Show password">👁</button></div></div>
    <p class="error" id="login-error" role="alert"></p>
    <button type="submit" class="primary">Sign in</button>
  </form>
</main>`,
  `
$('#show-pw').addEventListener('click', function () { var i = $('#password'); i.type = i.type === 'password' ? 'text' : 'password'; this.setAttribute('aria-label', i.type === 'password' ? 'Show password' : 'Hide password'); });
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#email').value.trim().toLowerCase() === 'ana@post.me' && $('#password').value === 'Parcel#1') { location.href = '/parcel/account'; return; }
  $('#login-error').textContent = 'Email or password is wrong';
});
`,
);

/** My parcels: tracking number, retailer, status, expected. */
const MINE = [
  ['TP48213957GB', 'Northwind Outdoor', 'Out for delivery', 'Today'],
  ['TP77120044GB', 'Bloom & Wild', 'Delivered', '26 May'],
  ['TP30055821GB', 'Kettle & Co', 'Held at depot', '—'],
  ['TP51990372GB', 'Northwind Outdoor', 'In transit', '28 May'],
  ['TP66001245GB', 'PageTurner Books', 'In transit', '29 May'],
  ['TP12007788GB', 'Northwind Outdoor', 'Delivered', '19 May'],
];

const ACCOUNT = page(
  'My parcels · TrackPoint',
  `${header}
<main>
  <h1>My parcels</h1>
  <p id="summary">4 on the way · 2 delivered</p>
  <div class="row"><label for="filter">Status</label><select id="filter"><option value="">All</option><option>In transit</option><option>Out for delivery</option><option>Delivered</option><option>Held at depot</option></select>
    <button type="button" class="primary" id="add">Add a parcel</button></div>
  <table id="mine"><thead><tr><th>Tracking number</th><th>From</th><th>Status</th><th>Expected</th><th></th></tr></thead><tbody>
  ${MINE.map(
    (
      [tn, from, status, when],
      i,
    ) => `<tr data-tn="${tn}"><td>${tn}</td><td class="from">${from}</td><td><span class="pill">${status}</span></td><td>${when}</td>
    <td><a href="/parcel/track?id=${tn}">Track</a> <button type="button" class="icon more" aria-label="More" aria-haspopup="menu" aria-controls="m${i}">⋯</button>
    <div role="menu" id="m${i}" hidden><button role="menuitem" type="button" class="rename">Rename</button><button role="menuitem" type="button" class="archive">Archive</button></div></td></tr>`,
  ).join('')}
  </tbody></table>
  <div class="row" style="margin-top:8px"><button type="button" id="prev" disabled>‹ Previous</button><span id="page-label"></span><button type="button" id="next">Next ›</button></div>
</main>
<div class="backdrop" id="add-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="add-title">
  <h2 id="add-title">Add a parcel</h2>
  <div class="field"><label for="add-tn">Tracking number</label><input id="add-tn"></div>
  <div class="field"><label for="add-name">Nickname</label><input id="add-name" placeholder="e.g. New boots"></div>
  <p class="error" id="add-error" role="alert"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="add-go">Add</button></div>
</div></div>
<div class="backdrop" id="rename-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="rename-title">
  <h2 id="rename-title">Rename parcel</h2>
  <div class="field"><label for="nick">Nickname</label><input id="nick"></div>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="rename-go">Save</button></div>
</div></div>`,
  String.raw`
var pageNo = 1, current = null;
function visible() { var f = $('#filter').value; return $$('#mine tbody tr').filter(function (tr) { return !f || tr.cells[2].textContent === f; }); }
function paginate() {
  var list = visible();
  var pages = Math.max(1, Math.ceil(list.length / 4));
  if (pageNo > pages) pageNo = pages;
  $$('#mine tbody tr').forEach(function (tr) { tr.hidden = true; });
  list.slice((pageNo - 1) * 4, pageNo * 4).forEach(function (tr) { tr.hidden = false; });
  $('#page-label').textContent = 'Page ' + pageNo + ' of ' + pages;
  $('#prev').disabled = pageNo === 1;
  $('#next').disabled = pageNo === pages;
}
paginate();
$('#filter').addEventListener('change', function () { pageNo = 1; paginate(); });
$('#next').addEventListener('click', function () { pageNo++; paginate(); });
$('#prev').addEventListener('click', function () { pageNo--; paginate(); });
$('#add').addEventListener('click', function () { $('#add-error').textContent = ''; openDialog('add-dialog'); });
$('#add-go').addEventListener('click', function () {
  var tn = $('#add-tn').value.trim().toUpperCase();
  if (!/^TP\d{8}GB$/.test(tn)) { $('#add-error').textContent = 'Tracking numbers look like TP12345678GB'; return; }
  var tr = document.createElement('tr');
  tr.dataset.tn = tn;
  tr.innerHTML = '<td>' + tn + '</td><td class="from">' + ($('#add-name').value.trim() || 'Unknown sender') + '</td><td><span class="pill">In transit</span></td><td>—</td><td><a href="/parcel/track?id=' + tn + '">Track</a></td>';
  $('#mine tbody').insertBefore(tr, $('#mine tbody').firstChild);
  closeDialog('add-dialog');
  paginate();
  toast('Parcel ' + tn + ' added');
});
$('#mine').addEventListener('click', function (e) {
  var tr = e.target.closest('tr');
  if (!tr) return;
  if (e.target.closest('.archive')) { closeMenus(); tr.remove(); paginate(); toast('Parcel ' + tr.dataset.tn + ' archived'); }
  if (e.target.closest('.rename')) { closeMenus(); current = tr; $('#nick').value = tr.querySelector('.from').textContent; openDialog('rename-dialog'); }
});
$('#rename-go').addEventListener('click', function () { current.querySelector('.from').textContent = $('#nick').value; closeDialog('rename-dialog'); });
`,
);

export const parcelApp: CorpusApp = {
  name: 'parcel',
  description:
    'TrackPoint parcel tracking: a track form (placeholder field, Enter, errors, recent searches), a parcel page (status, live driver count, map iframe, timeline, delivery-option tabs with radios, checkbox, date, slots and switches, report dialog, proof photo, shadow-root courier rating, import fee), a sign-in and a paginated "My parcels" table with row menus, a filter and an add dialog.',
  routes: {
    '/parcel/home': HOME,
    '/parcel/track': TRACK,
    '/parcel/map': MAP,
    '/parcel/login': LOGIN,
    '/parcel/account': ACCOUNT,
  },
};
