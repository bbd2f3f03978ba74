/**
 * Pinewater Campsites (apps/camp.ts): sign-in (a Google button that is not offered, a show-password button, a reset
 * form, a wrong password answered late) and My trips: points in a shadow root loaded late, tabs of upcoming and past
 * stays, a Manage menu in every upcoming row (the same name in each), a cancel alertdialog whose cancellation is
 * refused late within 7 days of arrival, a Pay now answered late and Write a review buttons in the past rows.
 */
import { doc } from '../../page';
import { CAMP_SCRIPT, campBar } from './camp-sites';

export const loginPage = doc(
  'Sign in - Pinewater Campsites',
  `${campBar()}
<main style="max-width:520px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in to Pinewater</h1>
  <button type="button" id="google">Continue with Google</button>
  <p class="note">or sign in with your email</p>
  <form id="login" novalidate>
    <div class="field"><label for="em">Email address</label><input id="em" type="email" autocomplete="username" style="width:300px"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" style="width:240px"> <button type="button" id="show" aria-label="Show password">👁</button></div>
    <p><label><input type="checkbox" id="keep"> Keep me signed in</label></p>
    <p class="err" id="err" role="alert"></p>
    <button type="submit" class="main" id="signin">Sign in</button> <button type="button" id="forgot">Forgot your password?</button>
  </form>
  <section class="box" id="reset" hidden aria-labelledby="reset-h" style="margin-top:12px"><h2 id="reset-h" style="margin-top:0;font-size:16px">Reset your password</h2>
    <div class="field"><label for="reset-em">Email for the reset link</label><input id="reset-em" type="email" style="width:300px"></div>
    <button type="button" id="send-reset">Send reset link</button><p id="reset-msg" role="status"></p></section>
</main>`,
  `${CAMP_SCRIPT}
window.resetSent = null; window.shown = false;
if (query.get('out')) $('#out').textContent = "You've signed out.";
$('#google').addEventListener('click', function () { $('#err').textContent = 'Google sign-in is not available for Pinewater accounts yet. Use your email and password.'; });
$('#show').addEventListener('click', function () { var on = $('#pw').type === 'password'; $('#pw').type = on ? 'text' : 'password'; window.shown = on; this.setAttribute('aria-label', on ? 'Hide password' : 'Show password'); });
$('#forgot').addEventListener('click', function () { $('#reset').hidden = false; $('#reset-em').value = $('#em').value; $('#reset-em').focus(); });
$('#send-reset').addEventListener('click', function () { var v = $('#reset-em').value.trim(); if (!v) { $('#reset-msg').textContent = 'Enter your email address'; return; } $('#reset-msg').textContent = 'Sending…'; setTimeout(function () { window.resetSent = v; $('#reset-msg').textContent = "If there's an account for " + v + ", we've sent a link to reset your password."; }, 600); });
$('#login').addEventListener('submit', function (e) {
  e.preventDefault(); var em = $('#em').value.trim(), pw = $('#pw').value, b = $('#signin'); $('#err').textContent = '';
  if (!em) { $('#err').textContent = 'Enter your email address'; return; }
  if (!pw) { $('#err').textContent = 'Enter your password'; return; }
  b.disabled = true; b.textContent = 'Signing in…';
  fetch('/camp/api/login', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#err').textContent = r.error; return; }
    location.href = '/camp/trips?signed=1' + ($('#keep').checked ? '&keep=1' : '');
  });
});
`,
);

// ref, pitch id, pitch, dates, guests, total, status
const UPCOMING: [string, string, string, string, string, number, string][] = [
  ['PW-41877', 'P3', 'Woodland Glade', 'Thu 15 Jul – Sat 17 Jul 2027', '2 adults', 44, 'Confirmed'],
  ['PW-42310', 'P7', 'Kingfisher Cabin', 'Fri 6 Aug – Mon 9 Aug 2027', '2 adults, 2 children', 330, 'Confirmed'],
  ['PW-43002', 'P4', 'Meadow View', 'Fri 27 Aug – Tue 31 Aug 2027', '4 adults', 136, 'Awaiting payment'],
];
// ref, pitch id, pitch, dates, total, reviewed
const PAST: [string, string, string, string, number, boolean][] = [
  ['PW-39820', 'P1', 'Lakeside Pitch', 'Fri 4 Jun – Sun 6 Jun 2027', 56, false],
  ['PW-38114', 'P5', 'Heron Cabin', 'Fri 16 Apr – Mon 19 Apr 2027', 285, true],
  ['PW-36502', 'P8', 'Hilltop Pitch', 'Sun 12 Sep – Tue 14 Sep 2026', 40, false],
  ['PW-35077', 'P2', 'Lakeside Hardstanding', 'Sat 7 Aug – Tue 10 Aug 2026', 108, false],
];

export const tripsPage = doc(
  'My trips - Pinewater Campsites',
  `${campBar()}
<main>
  <p class="good" id="welcome" role="status"></p>
  <div class="line"><h1 style="margin-right:auto">My trips</h1><button type="button" id="signout">Sign out</button></div>
  <p>Hi Ellis, here are your stays with us.</p>
  <pine-points id="points"></pine-points>
  <div role="tablist" aria-label="Trips"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (3)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past (4)</button></div>
  <div role="tabpanel" id="p-up"><table><thead><tr><th>Reference</th><th>Pitch</th><th>Dates</th><th>Guests</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody id="up"></tbody></table></div>
  <div role="tabpanel" id="p-past" hidden><table><thead><tr><th>Reference</th><th>Pitch</th><th>Dates</th><th>Total</th><th>Review</th></tr></thead><tbody id="past"></tbody></table></div>
  <div id="menus"></div>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h" aria-describedby="cx-d"><h2 id="cx-h" style="margin-top:0">Cancel booking?</h2><p id="cx-d"></p>
  <div class="field"><label for="cx-why">Reason for cancelling</label><select id="cx-why"><option value="">Choose…</option><option>Plans changed</option><option>Bad weather forecast</option><option>Found somewhere else</option><option>Other</option></select></div>
  <p class="err" id="cx-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cx-go">Cancel booking</button></div></div></div>`,
  `${CAMP_SCRIPT}
window.trips = ${JSON.stringify(UPCOMING)}.map(function (t) { return { ref: t[0], pitch: t[1], name: t[2], dates: t[3], guests: t[4], total: t[5], status: t[6] }; });
window.cancelled = []; window.paid = null; window.downloaded = null; window.redeemed = false; window.leaving = null; var cancelling = null;
if (query.get('signed')) $('#welcome').textContent = 'Signed in as ellis.marsh@example.com';
function rows() {
  $('#up').innerHTML = window.trips.map(function (t) {
    return '<tr data-ref="' + t.ref + '"><th scope="row">' + t.ref + '</th><td>' + t.name + '</td><td>' + t.dates + '</td><td>' + t.guests + '</td><td>£' + t.total.toFixed(2) + '</td><td>' + t.status + '</td><td><div class="line">' + (t.status === 'Awaiting payment' ? '<button type="button" class="main paynow">Pay now</button>' : '') + (t.status === 'Cancelled' ? '' : '<button type="button" aria-haspopup="menu" aria-controls="m-' + t.ref + '" aria-expanded="false">Manage ▾</button>') + '</div></td></tr>';
  }).join('');
  $('#menus').innerHTML = window.trips.map(function (t) { return '<div role="menu" id="m-' + t.ref + '" data-ref="' + t.ref + '" aria-label="Manage ' + t.ref + '" hidden><button type="button" role="menuitem" data-do="dates">Change dates</button><button type="button" role="menuitem" data-do="extras">Add extras</button><button type="button" role="menuitem" data-do="pdf">Download confirmation</button><button type="button" role="menuitem" data-do="cancel">Cancel booking</button></div>'; }).join('');
}
function trip(ref) { return window.trips.filter(function (t) { return t.ref === ref; })[0]; }
$('#past').innerHTML = ${JSON.stringify(PAST)}.map(function (t) { return '<tr data-ref="' + t[0] + '" data-pitch="' + t[1] + '"><th scope="row">' + t[0] + '</th><td>' + t[2] + '</td><td>' + t[3] + '</td><td>£' + t[4].toFixed(2) + '</td><td>' + (t[5] ? 'Reviewed ★★★★★' : '<button type="button" class="rev">Write a review</button>') + '</td></tr>'; }).join('');
$('#past').addEventListener('click', function (e) { var b = e.target.closest('.rev'); if (!b) return; var tr = b.closest('tr'); window.leaving = tr.dataset.ref; location.href = '/camp/pitch?id=' + tr.dataset.pitch + '&tab=reviews'; });
$('#menus').addEventListener('click', function (e) {
  var mi = e.target.closest('[role=menuitem]'); if (!mi) return; var t = trip(mi.closest('[role=menu]').dataset.ref); closeMenus();
  if (mi.dataset.do === 'dates') { window.leaving = t.ref; location.href = '/camp/book?id=' + t.pitch + '&change=' + t.ref; }
  if (mi.dataset.do === 'extras') { window.leaving = t.ref; location.href = '/camp/book?id=' + t.pitch + '&step=2&change=' + t.ref; }
  if (mi.dataset.do === 'pdf') { window.downloaded = t.ref; quick('Downloading ' + t.ref + '.pdf'); }
  if (mi.dataset.do === 'cancel') { cancelling = t; $('#cx-h').textContent = 'Cancel booking ' + t.ref + '?'; $('#cx-d').textContent = t.name + ', ' + t.dates + '. You will get a full refund of £' + t.total.toFixed(2) + '.'; $('#cx-why').value = ''; $('#cx-err').textContent = ''; showDialog('dlg-cancel'); }
});
$('#up').addEventListener('click', function (e) {
  var b = e.target.closest('.paynow'); if (!b) return; var t = trip(b.closest('tr').dataset.ref); b.disabled = true; b.textContent = 'Paying…';
  setTimeout(function () { t.status = 'Confirmed'; window.paid = t.ref; rows(); quick('Payment of £' + t.total.toFixed(2) + ' received for ' + t.ref); }, 800);
});
$('#cx-go').addEventListener('click', function () {
  var b = this; $('#cx-err').textContent = '';
  if (!$('#cx-why').value) { $('#cx-err').textContent = 'Choose a reason for cancelling'; return; }
  b.disabled = true; b.textContent = 'Cancelling…';
  fetch('/camp/api/cancel', { method: 'POST', body: JSON.stringify({ ref: cancelling.ref }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Cancel booking';
    if (!r.ok) { $('#cx-err').textContent = r.error; return; }
    cancelling.status = 'Cancelled'; window.cancelled.push(cancelling.ref); hideDialog('dlg-cancel'); rows();
    quick('Booking ' + cancelling.ref + ' cancelled. £' + cancelling.total.toFixed(2) + ' will be refunded within 5 working days.');
  });
});
$('#signout').addEventListener('click', function () { location.href = '/camp/login?out=1'; });
customElements.define('pine-points', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef7ee;border:1px solid #b7d9b7;border-radius:8px;padding:10px 14px;margin:10px 0}button{font:inherit;padding:4px 10px}</style><h2 style="margin:0;font-size:16px">Pinecone points</h2><p id="pts">Loading your points…</p><button type="button" id="redeem" hidden>Redeem 1,000 points</button><p id="voucher" role="status"></p>';
    var r = function (x) { return root.querySelector(x); };
    setTimeout(function () { r('#pts').textContent = 'You have 1,240 points'; r('#redeem').hidden = false; }, 1000);
    r('#redeem').addEventListener('click', function () { var b = this; b.disabled = true; setTimeout(function () { window.redeemed = true; r('#pts').textContent = 'You have 240 points'; r('#voucher').textContent = 'Voucher PINE-7K2Q added: £10 off your next stay'; }, 500); });
  }
});
rows();
if (query.get('tab') === 'past') $('#t-past').click();
`,
);
