/**
 * Zipp, the wallet: a balance, a top-up with amount radios (one "Other" amount in a placeholder-only field checked for
 * its range) whose button names the amount and answers a moment later, an auto top-up switch that reveals two selects,
 * a promo code (one expired), passes in a tab as cards that all have Buy (the student pass needs verifying first) with a
 * confirm dialog, and a ride history tab: a summary, a table sortable by date and cost, five rides a page, a Receipt
 * link and a "Report a problem" button in every row, a disputed parking fee and a dialog to report a problem.
 */

import { doc } from '../../page';
import { SCOOT_HEADER } from './scoot-ride';

const PASSES = [
  ['day', 'Day pass', 6, 'Unlimited 30-minute rides for 24 hours'],
  ['month', 'Month pass', 29.99, 'Unlimited 45-minute rides for 30 days'],
  ['student', 'Student month pass', 19.99, 'Unlimited 45-minute rides for 30 days, for students'],
  ['weekend', 'Weekend pass', 9, 'Unlimited 30-minute rides on Saturday and Sunday'],
] as const;

const RIDES = [
  ['R8', '2026-03-09T18:02', '9 Mar 2026, 18:02', 'Scooter #4821', '12 min', '2.9 km', 3.4, ''],
  ['R7', '2026-03-08T09:15', '8 Mar 2026, 09:15', 'E-bike #1150', '25 min', '6.1 km', 4.75, ''],
  [
    'R6',
    '2026-03-06T22:40',
    '6 Mar 2026, 22:40',
    'Scooter #4907',
    '7 min',
    '1.6 km',
    12.4,
    'Includes £10.00 parking fee · Disputed',
  ],
  ['R5', '2026-03-05T08:10', '5 Mar 2026, 08:10', 'Scooter #4790', '15 min', '3.8 km', 4, ''],
  ['R4', '2026-03-03T17:55', '3 Mar 2026, 17:55', 'E-bike #1203', '18 min', '4.4 km', 3.7, ''],
  ['R3', '2026-03-02T08:05', '2 Mar 2026, 08:05', 'Scooter #4821', '9 min', '2.1 km', 2.8, ''],
  ['R2', '2026-03-01T13:30', '1 Mar 2026, 13:30', 'Scooter #5012', '4 min', '0.9 km', 1.8, ''],
  ['R1', '2026-03-01T12:00', '1 Mar 2026, 12:00', 'E-bike #1150', '0 min', '0 km', 0, 'Unlock failed · not charged'],
] as const;

export const scootWallet = doc(
  'Wallet - Zipp',
  `${SCOOT_HEADER}
<main style="max-width:980px">
  <h1>Wallet</h1>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="top-title">
      <h2 id="top-title">Top up</h2>
      <p>Your balance is <strong id="wbal">£3.40</strong></p>
      <fieldset><legend>Amount</legend>
        <label><input type="radio" name="amt" value="5"> £5</label>
        <label><input type="radio" name="amt" value="10" checked> £10</label>
        <label><input type="radio" name="amt" value="20"> £20</label>
        <label><input type="radio" name="amt" value="other"> Other</label>
        <div id="other-box" hidden><input id="other" inputmode="decimal" placeholder="Amount in £" style="width:120px"></div>
      </fieldset>
      <p class="note">Paid with Visa ending 4242</p>
      <p class="err" id="top-err" hidden>Enter an amount between £5 and £50</p>
      <button type="button" class="main" id="topup">Top up £10.00</button>
      <p id="top-busy" class="note" hidden>Processing…</p>
      <hr>
      <p class="line"><button type="button" role="switch" id="auto" aria-checked="false" aria-labelledby="auto-l"></button><span id="auto-l">Auto top-up</span></p>
      <div id="auto-box" hidden class="line">
        <label>When my balance drops below <select id="auto-when"><option value="2">£2</option><option value="5">£5</option></select></label>
        <label>Top up by <select id="auto-by"><option value="10">£10</option><option value="20">£20</option></select></label>
      </div>
    </section>
    <section class="box" aria-labelledby="promo-title">
      <h2 id="promo-title">Promo code</h2>
      <div class="line"><label for="promo">Promo code</label><input id="promo"><button type="button" id="promo-apply">Apply</button></div>
      <p id="promo-msg" role="status"></p>
      <p>Free minutes: <strong id="free">0</strong></p>
    </section>
  </div>
  <div role="tablist" aria-label="Wallet">
    <button type="button" role="tab" id="t-pass" aria-controls="p-pass" aria-selected="true">Passes</button>
    <button type="button" role="tab" id="t-hist" aria-controls="p-hist" aria-selected="false">Ride history</button>
  </div>
  <div role="tabpanel" id="p-pass" aria-labelledby="t-pass">
    <div class="grid">
      ${PASSES.map(([id, name, price, text]) => `<article class="card pass" data-id="${id}"><h3>${name}</h3><p><strong>£${price.toFixed(2)}</strong></p><p class="note">${text}</p><p class="state"></p>${id === 'student' ? '<button type="button" class="main buy" disabled>Buy</button> <a href="#verify">Verify your student status first</a>' : '<button type="button" class="main buy">Buy</button>'}</article>`).join('')}
    </div>
  </div>
  <div role="tabpanel" id="p-hist" aria-labelledby="t-hist" hidden>
    <p id="hist-sum"></p>
    <table><thead><tr><th><button type="button" class="sort" data-by="date">Date</button></th><th>Vehicle</th><th>Duration</th><th>Distance</th><th><button type="button" class="sort" data-by="cost">Cost</button></th><th></th></tr></thead><tbody id="rides"></tbody></table>
    <div class="pager"><button type="button" id="prev">Previous page</button><span id="page-of"></span><button type="button" id="next">Next page</button></div>
  </div>
</main>
<div class="shade" id="buy-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="buy-title">
    <h2 id="buy-title"></h2><p>We'll charge your Visa ending 4242. Passes start straight away.</p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="buy-yes">Buy pass</button></div>
  </div>
</div>
<div class="shade" id="prob-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="prob-title">
    <h2 id="prob-title"></h2>
    <fieldset><legend>What happened?</legend>
      <label><input type="radio" name="prob" value="charge"> I was charged the wrong amount</label><br>
      <label><input type="radio" name="prob" value="fault"> The vehicle was faulty</label><br>
      <label><input type="radio" name="prob" value="other"> Something else</label></fieldset>
    <textarea id="prob-text" rows="2" style="width:100%" placeholder="Tell us more"></textarea>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="prob-yes">Send</button></div>
  </div>
</div>`,
  `
var PASSES = ${JSON.stringify(PASSES)};
var RIDES = ${JSON.stringify(RIDES)};
window.balance = 3.4; window.topups = []; window.pass = null; window.problems = []; window.free = 0;
window.histSort = { by: 'date', dir: 'desc' }; window.histPage = 1;
var current = null;
function amount() { var r = $('input[name=amt]:checked').value; return r === 'other' ? Number($('#other').value.replace('£', '')) : Number(r); }
function label() { var a = amount(); $('#topup').textContent = a ? 'Top up £' + a.toFixed(2) : 'Top up'; $('#other-box').hidden = $('input[name=amt]:checked').value !== 'other'; }
$$('input[name=amt]').forEach(function (r) { r.addEventListener('change', label); });
$('#other').addEventListener('input', label);
$('#topup').addEventListener('click', function () {
  var a = amount();
  var bad = !(a >= 5 && a <= 50);
  $('#top-err').hidden = !bad;
  if (bad) return;
  $('#topup').disabled = true; $('#top-busy').hidden = false;
  setTimeout(function () {
    window.balance = Math.round((window.balance + a) * 100) / 100;
    window.topups.push(a);
    $('#wbal').textContent = '£' + window.balance.toFixed(2); $('#bal').textContent = '£' + window.balance.toFixed(2);
    $('#topup').disabled = false; $('#top-busy').hidden = true;
    toast('£' + a.toFixed(2) + ' added to your wallet');
  }, 1000);
});
$('#auto').addEventListener('flip', function () { $('#auto-box').hidden = $('#auto').getAttribute('aria-checked') !== 'true'; });
$('#promo-apply').addEventListener('click', function () {
  var c = $('#promo').value.trim().toUpperCase();
  var msg = c === 'FIRSTZIPP' ? '10 free minutes added to your account' : c === 'SPRING25' ? 'This code expired on 28 Feb 2026' : c ? "We don't recognise that code" : 'Enter a promo code';
  if (c === 'FIRSTZIPP' && !window.free) { window.free = 10; $('#free').textContent = '10'; }
  $('#promo-msg').textContent = msg;
  $('#promo-msg').className = c === 'FIRSTZIPP' ? 'good' : 'err';
});
$$('.pass .buy').forEach(function (b) {
  b.addEventListener('click', function () {
    var id = b.closest('.pass').dataset.id;
    current = PASSES.filter(function (p) { return p[0] === id; })[0];
    $('#buy-title').textContent = 'Buy ' + current[1] + ' for £' + current[2].toFixed(2) + '?';
    showDialog('buy-dlg');
  });
});
$('#buy-yes').addEventListener('click', function () {
  window.pass = current[0];
  hideDialog('buy-dlg');
  $$('.pass').forEach(function (c) { $('.state', c).textContent = c.dataset.id === current[0] ? 'Active until 9 Apr 2026' : ''; });
  toast(current[1] + ' is active. Enjoy your rides!');
});
function renderRides() {
  var s = window.histSort;
  var rows = RIDES.slice().sort(function (a, b) { var x = s.by === 'date' ? a[1] : a[6], y = s.by === 'date' ? b[1] : b[6]; return (x < y ? -1 : x > y ? 1 : 0) * (s.dir === 'asc' ? 1 : -1); });
  var pages = Math.ceil(rows.length / 5);
  rows = rows.slice((window.histPage - 1) * 5, window.histPage * 5);
  $('#rides').innerHTML = rows.map(function (r) {
    return '<tr data-id="' + r[0] + '"><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + r[4] + '</td><td>' + r[5] + '</td><td>£' + r[6].toFixed(2) + (r[7] ? '<br><span class="note">' + r[7] + '</span>' : '') + '</td>' +
      '<td><a href="#receipt-' + r[0] + '" class="receipt">Receipt</a> <button type="button" class="prob">Report a problem</button></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.histPage + ' of ' + pages;
  $('#prev').disabled = window.histPage === 1; $('#next').disabled = window.histPage === pages;
  $$('.sort').forEach(function (b) { var on = b.dataset.by === s.by; b.closest('th').setAttribute('aria-sort', on ? (s.dir === 'asc' ? 'ascending' : 'descending') : 'none'); b.textContent = (b.dataset.by === 'date' ? 'Date' : 'Cost') + (on ? (s.dir === 'asc' ? ' ↑' : ' ↓') : ''); });
  $$('#rides .prob').forEach(function (b) {
    b.addEventListener('click', function () {
      var id = b.closest('tr').dataset.id; current = RIDES.filter(function (r) { return r[0] === id; })[0];
      $('#prob-title').textContent = 'Report a problem with your ride on ' + current[2];
      $$('input[name=prob]').forEach(function (r) { r.checked = false; }); $('#prob-text').value = '';
      showDialog('prob-dlg');
    });
  });
}
$('#hist-sum').textContent = RIDES.length + ' rides in March · £' + RIDES.reduce(function (n, r) { return n + r[6]; }, 0).toFixed(2) + ' spent';
$$('.sort').forEach(function (b) { b.addEventListener('click', function () { var s = window.histSort; if (s.by === b.dataset.by) s.dir = s.dir === 'asc' ? 'desc' : 'asc'; else { s.by = b.dataset.by; s.dir = 'desc'; } window.histPage = 1; renderRides(); }); });
$('#next').addEventListener('click', function () { window.histPage++; renderRides(); });
$('#prev').addEventListener('click', function () { window.histPage--; renderRides(); });
$('#prob-yes').addEventListener('click', function () {
  var r = $('input[name=prob]:checked');
  window.problems.push({ id: current[0], kind: r ? r.value : '', text: $('#prob-text').value });
  hideDialog('prob-dlg');
  toast("Thanks. We'll look into your ride on " + current[2] + ' within 2 working days.');
});
renderRides();
label();
if (query.get('tab') === 'history') $('#t-hist').click();
`,
);
