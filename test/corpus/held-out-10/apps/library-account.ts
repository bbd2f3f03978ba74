/**
 * Eastbrook Libraries, the account page: a sign-in with a library card number and PIN (an error that counts the tries
 * left) and, once signed in (`?signed=1`), tabs for loans (a table with a checkbox and a Renew button in every row, two
 * renewals refused, Renew selected and Renew all, an overdue tag), holds (the same "Pick up at" select, "Cancel hold"
 * button and a pause switch in each, a cancel confirmation), reading history (a switch that hides it) and fines (a
 * card payment form in an iframe that reports back to the page).
 */

import { doc, frame } from '../../page';

export const LIBRARY_HEADER = `<header class="bar">
  <span class="logo">Eastbrook Libraries</span>
  <nav><a href="/library/catalogue">Catalogue</a><a href="/library/account?signed=1">My account</a><a href="#">My list (<span id="list-count">1</span>)</a></nav>
</header>`;

const LOANS = [
  { id: 'L-201', title: 'The Midnight Library', by: 'Matt Haig', format: 'Book', due: '12 Mar 2026', renewals: 1 },
  {
    id: 'L-202',
    title: 'Klara and the Sun',
    by: 'Kazuo Ishiguro',
    format: 'Book',
    due: '2 Mar 2026',
    renewals: 0,
    overdue: 8,
  },
  {
    id: 'L-203',
    title: "BBC Gardeners' World, March 2026",
    by: 'Magazine',
    format: 'Magazine',
    due: '19 Mar 2026',
    renewals: 3,
    no: 'Renewal limit reached',
  },
  {
    id: 'L-204',
    title: 'Piranesi',
    by: 'Susanna Clarke',
    format: 'Book',
    due: '16 Mar 2026',
    renewals: 0,
    no: 'Another reader has reserved this',
  },
  { id: 'L-205', title: 'Paddington 2', by: 'DVD', format: 'DVD', due: '11 Mar 2026', renewals: 2 },
];

const HOLDS = [
  {
    id: 'H-31',
    title: 'The Thursday Murder Club',
    by: 'Richard Osman',
    state: 'Ready to collect at Northfield until 17 Mar',
    pickup: null,
  },
  {
    id: 'H-32',
    title: 'Intermezzo',
    by: 'Sally Rooney',
    state: 'Number 3 of 9 in the queue',
    pickup: 'Central Library',
  },
  { id: 'H-33', title: 'Orbital', by: 'Samantha Harvey', state: 'Number 1 of 2 in the queue', pickup: 'Riverside' },
];

const HISTORY = [
  ['The Seven Moons of Maali Almeida', '20 Feb 2026'],
  ['Demon Copperhead', '3 Feb 2026'],
  ['Tomorrow, and Tomorrow, and Tomorrow', '14 Jan 2026'],
  ['The Bee Sting', '2 Jan 2026'],
  ['Hamnet', '9 Dec 2025'],
  ['Small Things Like These', '21 Nov 2025'],
];

const PAY = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<form id="pay">
<p><label for="cname">Name on card</label><br><input id="cname" autocomplete="cc-name"></p>
<p><label for="cnum">Card number</label><br><input id="cnum" inputmode="numeric"></p>
<p><label for="exp">Expiry date (MM/YY)</label><br><input id="exp" style="width:80px"> <label for="cvc">Security code</label> <input id="cvc" style="width:60px"></p>
<p id="err" role="alert" style="color:#b0261a"></p>
<button type="submit">Pay £2.40</button>
</form>
<script>
document.getElementById('pay').addEventListener('submit', function (e) {
  e.preventDefault();
  var num = document.getElementById('cnum').value.replace(/\\s/g, '');
  var errs = [];
  if (!/^\\d{16}$/.test(num)) errs.push('Enter a valid card number');
  if (!/^\\d\\d\\/\\d\\d$/.test(document.getElementById('exp').value.trim())) errs.push('Enter the expiry date as MM/YY');
  if (!/^\\d{3}$/.test(document.getElementById('cvc').value.trim())) errs.push('Enter the 3-digit security code');
  document.getElementById('err').textContent = errs.join('. ');
  if (!errs.length) parent.finesPaid({ name: document.getElementById('cname').value, last4: num.slice(-4) });
});
</script></body></html>`;

export const libraryAccount = doc(
  'My account - Eastbrook Libraries',
  `${LIBRARY_HEADER}
<main>
  <section id="signin" class="box" style="max-width:420px">
    <h1>Sign in to your account</h1>
    <div class="box" id="signin-err" role="alert" hidden></div>
    <form id="signin-form">
      <div class="field"><label for="card">Library card number</label><input id="card" inputmode="numeric" style="width:220px"></div>
      <div class="field"><label for="pin">PIN</label><input id="pin" type="password" style="width:120px"></div>
      <label><input type="checkbox" id="remember"> Remember my card number</label>
      <div class="line" style="margin-top:10px"><button type="submit" class="main">Sign in</button><a href="#">Forgotten your PIN?</a></div>
    </form>
  </section>
  <div id="account" hidden>
    <div class="line"><h1 style="margin-right:auto">My account</h1><span>Signed in as Priya Shah</span><button type="button" id="signout">Sign out</button></div>
    <p>Welcome back, Priya. Card ending 1736.</p>
    <p class="note" id="overview"></p>
    <div role="tablist" aria-label="Account">
      <button type="button" role="tab" id="t-loans" aria-controls="p-loans" aria-selected="true">Loans (5)</button>
      <button type="button" role="tab" id="t-holds" aria-controls="p-holds" aria-selected="false">Holds (3)</button>
      <button type="button" role="tab" id="t-history" aria-controls="p-history" aria-selected="false">Reading history</button>
      <button type="button" role="tab" id="t-fines" aria-controls="p-fines" aria-selected="false">Fines and fees</button>
    </div>
    <div role="tabpanel" id="p-loans" aria-labelledby="t-loans">
      <div class="line"><button type="button" id="renew-sel" disabled>Renew selected</button><button type="button" id="renew-all">Renew all</button></div>
      <table style="margin-top:8px"><thead><tr><th></th><th>Title</th><th>Loan</th><th>Due</th><th>Renewals</th><th></th></tr></thead><tbody id="loan-rows"></tbody></table>
    </div>
    <div role="tabpanel" id="p-holds" aria-labelledby="t-holds" hidden><div id="hold-list"></div></div>
    <div role="tabpanel" id="p-history" aria-labelledby="t-history" hidden>
      <div class="line"><span id="keep-label">Keep a record of what I borrow</span><button type="button" role="switch" id="keep" aria-checked="true" aria-labelledby="keep-label"></button></div>
      <p id="hist-count"></p>
      <ol id="hist">${HISTORY.map(([t, d]) => `<li>${t} <span class="note">returned ${d}</span></li>`).join('')}</ol>
    </div>
    <div role="tabpanel" id="p-fines" aria-labelledby="t-fines" hidden>
      <table id="fine-table"><tbody>
        <tr><td>Overdue: Klara and the Sun (8 days)</td><td>£1.60</td></tr>
        <tr><td>Reservation fee: Intermezzo</td><td>£0.80</td></tr>
        <tr><th>Total to pay</th><th id="fine-total">£2.40</th></tr>
      </tbody></table>
      <p><button type="button" class="main" id="pay-btn">Pay £2.40 now</button></p>
      <div id="pay-box" hidden>${frame('Card payment', PAY, 260)}</div>
      <p class="good" id="paid" role="status" hidden></p>
    </div>
  </div>
</main>
<div class="shade" id="cancel-dlg" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="cancel-title" aria-describedby="cancel-text">
    <h2 id="cancel-title"></h2>
    <p id="cancel-text">You'll lose your place in the queue.</p>
    <div class="buttons"><button type="button" data-dismiss>Keep my hold</button><button type="button" class="warn" id="cancel-yes">Yes, cancel it</button></div>
  </div>
</div>`,
  `
window.loans = ${JSON.stringify(LOANS)};
window.holdList = ${JSON.stringify(HOLDS)}.map(function (h) { h.cancelled = false; h.paused = false; return h; });
window.paid = null;
window.tries = 3;
var cancelling = null;
$('#list-count').textContent = '1';
function signedIn() { return query.get('signed') === '1'; }
$('#signin').hidden = signedIn();
$('#account').hidden = !signedIn();
$('#signin-form').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#card').value.replace(/\\s/g, '') === '29012000481736' && $('#pin').value === '4321') {
    window.remember = $('#remember').checked;
    location.href = '/library/account?signed=1';
    return;
  }
  window.tries -= 1;
  $('#signin-err').hidden = false;
  $('#signin-err').textContent = 'The card number or PIN is wrong. You have ' + window.tries + ' tries left before your account is locked.';
});
$('#signout').addEventListener('click', function () { location.href = '/library/account'; });
function loan(id) { return window.loans.filter(function (l) { return l.id === id; })[0]; }
function overview() {
  var over = window.loans.filter(function (l) { return l.overdue; }).length;
  var live = window.holdList.filter(function (h) { return !h.cancelled; }).length;
  $('#overview').textContent = window.loans.length + ' loans · ' + over + ' overdue · ' + live + ' holds · ' + (window.paid ? '£0.00' : '£2.40') + ' to pay';
}
function renderLoans() {
  $('#loan-rows').innerHTML = window.loans.map(function (l) {
    return '<tr data-id="' + l.id + '"><td><input type="checkbox" class="pick" aria-label="Select ' + l.title.replace(/"/g, '') + '"' + (l.no ? ' disabled' : '') + '></td>' +
      '<td><strong>' + l.title + '</strong><br><span class="note">' + l.by + '</span></td><td>' + l.id + '</td>' +
      '<td>' + l.due + (l.overdue ? ' <span class="tag" style="background:#f6dede">Overdue – ' + l.overdue + ' days</span>' : '') + '</td>' +
      '<td>' + l.renewals + ' of 3</td><td><button type="button" class="renew"' + (l.no ? ' disabled' : '') + '>Renew</button>' + (l.no ? '<br><span class="note">' + l.no + '</span>' : '') + '</td></tr>';
  }).join('');
  $$('#loan-rows tr').forEach(function (tr) {
    $('.renew', tr).addEventListener('click', function () { renew([loan(tr.dataset.id)]); });
    $('.pick', tr).addEventListener('change', function () { $('#renew-sel').disabled = !$$('#loan-rows .pick:checked').length; });
  });
  $('#renew-sel').disabled = true;
  overview();
}
function renew(list) {
  list.forEach(function (l) { l.due = '31 Mar 2026'; l.renewals += 1; delete l.overdue; });
  renderLoans();
  if (list.length === 1) toast('Renewed ' + list[0].title + ". It's now due on 31 Mar 2026.");
  else toast('Renewed ' + list.length + ' items. ' + (window.loans.length - list.length) + " couldn't be renewed.");
}
$('#renew-sel').addEventListener('click', function () { renew($$('#loan-rows .pick:checked').map(function (c) { return loan(c.closest('tr').dataset.id); })); });
$('#renew-all').addEventListener('click', function () { renew(window.loans.filter(function (l) { return !l.no; })); });
function renderHolds() {
  $('#hold-list').innerHTML = window.holdList.filter(function (h) { return !h.cancelled; }).map(function (h) {
    return '<article class="card hold" data-id="' + h.id + '"><h3 style="margin:0">' + h.title + '</h3><p class="note">' + h.by + ' · ' + h.id + '</p><p>' + h.state + '</p>' +
      (h.pickup ? '<div class="line"><label>Pick up at <select class="pickup">' + ['Central Library', 'Northfield', 'Riverside'].map(function (b) { return '<option' + (b === h.pickup ? ' selected' : '') + '>' + b + '</option>'; }).join('') + '</select></label>' +
        '<span>Pause this hold</span><button type="button" role="switch" class="pause" aria-label="Pause this hold" aria-checked="' + h.paused + '"></button></div>' : '') +
      '<p><button type="button" class="cancel">Cancel hold</button></p></article>';
  }).join('');
  $$('.hold').forEach(function (c) {
    var h = window.holdList.filter(function (x) { return x.id === c.dataset.id; })[0];
    var sel = $('.pickup', c);
    if (sel) sel.addEventListener('change', function () { h.pickup = sel.value; toast('Pick-up branch for ' + h.title + ' changed to ' + sel.value); });
    var p = $('.pause', c);
    if (p) p.addEventListener('flip', function () { h.paused = p.getAttribute('aria-checked') === 'true'; });
    $('.cancel', c).addEventListener('click', function () { cancelling = h; $('#cancel-title').textContent = 'Cancel your hold on ' + h.title + '?'; showDialog('cancel-dlg'); });
  });
  $('#t-holds').textContent = 'Holds (' + window.holdList.filter(function (h) { return !h.cancelled; }).length + ')';
  overview();
}
$('#cancel-yes').addEventListener('click', function () { cancelling.cancelled = true; hideDialog('cancel-dlg'); renderHolds(); toast('Your hold on ' + cancelling.title + ' has been cancelled'); });
$('#keep').addEventListener('flip', function () {
  var on = $('#keep').getAttribute('aria-checked') === 'true';
  $('#hist').hidden = !on;
  $('#hist-count').textContent = on ? '6 items returned in the last 4 months' : 'Reading history is off. We only keep your current loans.';
});
$('#hist-count').textContent = '6 items returned in the last 4 months';
$('#pay-btn').addEventListener('click', function () { $('#pay-box').hidden = false; $('#pay-btn').hidden = true; });
window.finesPaid = function (card) {
  window.paid = card;
  $('#pay-box').hidden = true;
  $('#fine-total').textContent = '£0.00';
  $('#paid').hidden = false;
  $('#paid').textContent = "Thank you, Priya. We've received your payment of £2.40.";
  overview();
};
renderLoans();
renderHolds();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
if (query.get('pay') === '1') $('#pay-btn').click();
`,
);
