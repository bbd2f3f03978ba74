/**
 * Second Row's shared data and header, and its basket, sign-in and sell pages (apps/resale.ts has the search, the
 * event pages, the account and the app). The basket (a table with Remove in every row and an Undo toast, a delivery
 * select, a promo code answered late: FANFIRST takes £5.00 off, SUMMER27 has expired; Check out sends a signed-out
 * fan to sign in and a signed-in fan to a Confirm and pay dialog answered late); sign-in with a password, then a
 * one-time code (Verify disabled until six digits, wrong codes counted down to a lock-out, Send a new code); and a
 * sell form (an event select filling a read-only face value, ticket type radios, block/row/seat fields, a Number of
 * tickets stepper, an asking price capped at face value plus 10%, a live payout line, split radios refusing pairs for
 * an odd number of tickets, an ownership box, an error summary, a listing answered late). Today is Thursday
 * 4 November 2027.
 */

import { doc, stepper } from '../../page';

// id, name, category, venue, city, date, time, face value
export const EVENTS: [string, string, string, string, string, string, string, number][] = [
  ['E1', 'Harbour City FC v Northgate Rovers', 'Sport', 'Harbour Park Stadium', 'Leeds', '2027-11-13', '15:00', 45],
  ['E2', 'Mina Okafor: Loud Thoughts', 'Comedy', 'Victoria Hall', 'Leeds', '2027-11-19', '20:00', 32.5],
  ['E3', 'Les Misérables', 'Theatre', 'Grand Theatre', 'Leeds', '2027-11-24', '19:30', 65],
  ['E4', 'Kirkstall Knights v Bradbury Bulls', 'Sport', 'Kirkstall Arena', 'Leeds', '2027-11-28', '15:00', 28],
  ['E5', 'Glasshouse Parade: Winter Tour', 'Concerts', 'Northern Arena', 'Leeds', '2027-12-03', '19:00', 55],
  ['E6', 'Glasshouse Parade: Winter Tour', 'Concerts', 'Ship Canal Arena', 'Manchester', '2027-12-02', '19:00', 55],
  ['E7', 'The Nutcracker', 'Theatre', 'Quayside Theatre', 'Manchester', '2027-12-11', '14:30', 48],
  ['E8', 'Late Laughs at the Basement', 'Comedy', 'The Basement', 'Manchester', '2027-12-10', '22:00', 15],
  ['E9', 'Harbour City FC v Castleford Town', 'Sport', 'Harbour Park Stadium', 'Leeds', '2027-12-18', '15:00', 45],
];

// id, event, block, row, seats, tickets, price each, seller, rating, sales, verified, restricted view, split, sold
const LISTINGS = `[
  ['L11', 'E1', 'Block 112', 'F', '14–15', 2, 38, 'Jamie R.', 4.8, 132, true, false, 'together', false],
  ['L12', 'E1', 'Block 108', 'B', '3', 1, 45, 'Sofia M.', 4.9, 57, true, false, 'together', false],
  ['L13', 'E1', 'Block 214', 'M', '21–24', 4, 32.5, 'Dan K.', 4.1, 9, false, true, 'pairs', false],
  ['L14', 'E1', 'Block 112', 'H', '1–2', 2, 41, 'Priya S.', 5.0, 21, true, false, 'together', false],
  ['L15', 'E1', 'Block 301', 'A', '9–11', 3, 29, 'Tom B.', 3.9, 4, false, false, 'any', false],
  ['L16', 'E1', 'Block 108', 'K', '7–8', 2, 49.5, 'Chloe W.', 4.7, 88, true, false, 'together', false],
  ['L17', 'E1', 'Block 214', 'C', '30', 1, 45, 'Ollie P.', 4.6, 12, true, false, 'together', true],
  ['L21', 'E2', 'Stalls', 'D', '11–12', 2, 30, 'Hannah G.', 4.9, 40, true, false, 'together', false],
  ['L22', 'E2', 'Balcony', 'B', '5', 1, 25, 'Marek Z.', 4.4, 7, false, false, 'together', false],
  ['L23', 'E2', 'Stalls', 'J', '20–23', 4, 35.75, 'Kofi A.', 4.8, 61, true, false, 'pairs', false],
  ['L31', 'E3', 'Dress Circle', 'C', '8–9', 2, 62, 'Beth L.', 4.7, 19, true, false, 'together', false],
  ['L32', 'E3', 'Stalls', 'P', '14', 1, 71.5, 'Ian F.', 4.2, 3, false, false, 'together', false],
  ['L41', 'E4', 'Block 5', '2', '1–2', 2, 22, 'Gary N.', 4.5, 15, true, false, 'together', false],
  ['L42', 'E4', 'Block 9', '11', '30–33', 4, 26, 'Jo M.', 4.9, 18, true, false, 'pairs', false],
  ['L51', 'E5', 'Standing', '', '', 2, 50, 'Ama O.', 4.6, 30, true, false, 'together', false],
  ['L52', 'E5', 'Block 104', 'G', '5–6', 2, 60.5, 'Rich T.', 4.0, 6, false, false, 'any', false],
  ['L61', 'E6', 'Standing', '', '', 1, 55, 'Lena V.', 4.8, 44, true, false, 'together', false],
  ['L71', 'E7', 'Circle', 'B', '6', 1, 48, 'Jo M.', 4.9, 18, true, false, 'together', false],
  ['L72', 'E7', 'Stalls', 'F', '10–13', 4, 44, 'Nina P.', 4.3, 11, false, false, 'any', false],
  ['L81', 'E8', 'Unreserved', '', '', 2, 12, 'Sam H.', 4.7, 9, true, false, 'together', false],
  ['L91', 'E9', 'Block 110', 'D', '2–3', 2, 42, 'Will A.', 4.6, 27, true, false, 'together', false],
  ['L92', 'E9', 'Block 305', 'K', '18', 1, 35, 'Kat D.', 3.8, 2, false, false, 'together', false]
]`;

/** Data, money and dates, the basket in sessionStorage and the header's count: the start of every page's script. */
export const COMMON = `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.events = ${JSON.stringify(EVENTS)}.map(function (e) { return { id: e[0], name: e[1], cat: e[2], venue: e[3], city: e[4], date: e[5], time: e[6], face: e[7] }; });
window.listings = ${LISTINGS}.map(function (l) { return { id: l[0], ev: l[1], block: l[2], row: l[3], seats: l[4], n: l[5], price: l[6], seller: l[7], rating: l[8], sales: l[9], verified: l[10], restricted: l[11], split: l[12], sold: l[13] }; });
function ev(id) { return window.events.filter(function (e) { return e.id === id; })[0]; }
function listing(id) { return window.listings.filter(function (l) { return l.id === id; })[0]; }
function money(n) { return '£' + n.toFixed(2); }
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MON[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function place(l) { return l.block + (l.row ? ' · Row ' + l.row : ''); }
function seatText(l) { return !l.seats ? (l.block === 'Standing' ? 'Standing' : 'Unreserved') : l.n === 1 ? 'Seat ' + l.seats : 'Seats ' + l.seats; }
function readBasket() { try { return JSON.parse(sessionStorage.getItem('sr-basket') || '[]'); } catch (e) { return []; } }
function saveBasket(b) { sessionStorage.setItem('sr-basket', JSON.stringify(b)); window.basket = b; countBasket(); }
function countBasket() { var c = $('#bk-count'); if (c) c.textContent = String(readBasket().reduce(function (a, i) { return a + i.qty; }, 0)); }
window.basket = readBasket();
window.signedIn = sessionStorage.getItem('sr-signed') === '1' || query.get('signed') === '1';
if (window.signedIn) { sessionStorage.setItem('sr-signed', '1'); var sl = $('#si-link'); if (sl) { sl.outerHTML = '<span>Jo M.</span>'; } }
countBasket();
`;

export const BAR = `<header class="bar"><span class="logo">Second Row</span><nav aria-label="Main"><a href="/resale/search">Find tickets</a><a href="/resale/sell">Sell tickets</a><a href="/resale/account">My account</a></nav><a href="/resale/basket" id="bk-link">Basket (<span id="bk-count">0</span>)</a><a href="/resale/sign-in" id="si-link">Sign in</a></header>`;

export const basketPage = doc(
  'Your basket – Second Row',
  `${BAR}
<main>
  <h1>Your basket</h1>
  <p class="good" id="ordered" role="status"></p>
  <div id="has-items">
    <p class="note">We're holding these tickets for you until 14:35.</p>
    <table><thead><tr><th>Event</th><th>Seats</th><th>Tickets</th><th>Price each</th><th>Subtotal</th><th></th></tr></thead><tbody id="rows"></tbody></table>
    <div style="display:grid;grid-template-columns:1fr 320px;gap:18px;margin-top:12px">
      <div>
        <div class="field"><label for="delivery">Delivery</label><select id="delivery"><option value="0">Mobile tickets – free</option><option value="2.5">Collect at the venue – £2.50</option></select></div>
        <div class="field"><label for="promo">Promo code</label><div class="line"><input id="promo" style="width:160px"><button type="button" id="apply">Apply</button></div><p class="err" id="promo-err" role="alert"></p><p class="good" id="promo-ok" role="status"></p></div>
      </div>
      <section class="box" aria-labelledby="tot-h"><h2 id="tot-h" style="margin-top:0">Order summary</h2><dl class="pairs" id="totals"></dl><button type="button" class="main" id="checkout">Check out</button></section>
    </div>
  </div>
  <p id="empty" hidden>Your basket is empty. <a href="/resale/search">Find tickets</a></p>
</main>
<div class="shade" id="dlg-pay" hidden><div role="dialog" aria-modal="true" aria-labelledby="pay-h"><h2 id="pay-h" style="margin-top:0">Confirm and pay</h2>
  <fieldset><legend>Pay with</legend><label style="display:block"><input type="radio" name="card" value="8812" checked> Visa ending 8812</label><label style="display:block"><input type="radio" name="card" value="3090"> Mastercard ending 3090</label></fieldset>
  <p class="note">Tickets are sent to your Second Row app 48 hours before the event.</p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="pay"></button></div></div></div>`,
  `${COMMON}
window.discount = 0; window.order = null;
if (query.get('items')) saveBasket(query.get('items').split(',').map(function (x) { var p = x.split(':'); return { id: p[0], qty: Number(p[1]) }; }));
function sums() {
  var b = readBasket(), tickets = 0, n = 0;
  b.forEach(function (i) { tickets += listing(i.id).price * i.qty; n += i.qty; });
  var fee = n * 3.5, del = Number($('#delivery').value);
  return { tickets: tickets, n: n, fee: fee, del: del, total: Math.max(0, tickets + fee + del - window.discount) };
}
function render() {
  var b = readBasket(), s = sums();
  $('#has-items').hidden = !b.length; $('#empty').hidden = !!b.length;
  $('#rows').innerHTML = b.map(function (i) {
    var l = listing(i.id), e = ev(l.ev);
    return '<tr data-id="' + l.id + '"><th scope="row">' + e.name + '<br><span class="note">' + fmt(e.date) + ' · ' + e.venue + ', ' + e.city + '</span></th><td>' + place(l) + ' · ' + seatText(l) + '</td><td>' + i.qty + '</td><td>' + money(l.price) + '</td><td>' + money(l.price * i.qty) + '</td><td><button type="button" class="rm">Remove</button></td></tr>';
  }).join('');
  $('#totals').innerHTML = '<dt>Tickets (' + s.n + ')</dt><dd>' + money(s.tickets) + '</dd><dt>Fan protection fee (£3.50 a ticket)</dt><dd>' + money(s.fee) + '</dd><dt>Delivery</dt><dd>' + money(s.del) + '</dd>' + (window.discount ? '<dt>Promo FANFIRST</dt><dd>−' + money(window.discount) + '</dd>' : '') + '<dt><strong>Total</strong></dt><dd><strong id="total">' + money(s.total) + '</strong></dd>';
  $('#pay').textContent = 'Pay ' + money(s.total);
}
$('#rows').addEventListener('click', function (e) {
  var b = e.target.closest('.rm'); if (!b) return;
  var id = b.closest('tr').dataset.id, before = readBasket(), gone = before.filter(function (i) { return i.id === id; })[0], l = listing(id);
  saveBasket(before.filter(function (i) { return i.id !== id; })); render();
  toast('Removed ' + ev(l.ev).name + ', ' + place(l), 'Undo', function () { saveBasket(readBasket().concat([gone])); render(); });
});
$('#delivery').addEventListener('change', render);
$('#apply').addEventListener('click', function () {
  var code = $('#promo').value.trim().toUpperCase(), b = this; $('#promo-err').textContent = ''; $('#promo-ok').textContent = '';
  if (!code) { $('#promo-err').textContent = 'Enter a promo code'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/resale/api/promo', { method: 'POST', body: JSON.stringify({ code: code }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Apply';
    if (!r.ok) { $('#promo-err').textContent = r.error; return; }
    window.discount = r.off; $('#promo-ok').textContent = money(r.off) + ' off applied'; render();
  });
});
$('#checkout').addEventListener('click', function () {
  if (!window.signedIn) { location.href = '/resale/sign-in?next=basket'; return; }
  showDialog('dlg-pay');
});
$('#pay').addEventListener('click', function () {
  var b = this, s = sums(), card = $('input[name=card]:checked').value; b.disabled = true; b.textContent = 'Paying…';
  setTimeout(function () {
    b.disabled = false; hideDialog('dlg-pay'); window.order = { ref: 'SR-41277', total: s.total, card: card };
    saveBasket([]); render(); $('#ordered').textContent = 'Order SR-41277 confirmed. We took ' + money(s.total) + ' from the card ending ' + card + '.'; toast('Order SR-41277 confirmed');
  }, 1000);
});
render();
`,
);

export const signInPage = doc(
  'Sign in – Second Row',
  `${BAR}
<main style="max-width:520px">
  <h1>Sign in</h1>
  <form id="f1" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" autocomplete="username" style="width:280px"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" style="width:280px"></div>
    <p class="err" id="f1-err" role="alert"></p>
    <button type="submit" class="main" id="go">Sign in</button> <a href="#" id="forgot">Forgot your password?</a>
  </form>
  <form id="f2" hidden novalidate>
    <h2>Enter your code</h2>
    <p>We've sent a 6-digit code by text to your phone ending 71.</p>
    <div class="field"><label for="code">Security code</label><input id="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" style="width:140px"></div>
    <p class="err" id="f2-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="verify" disabled>Verify</button><button type="button" id="resend">Send a new code</button></div>
  </form>
</main>`,
  `${COMMON}
window.codeTries = 0; window.resent = 0;
$('#forgot').addEventListener('click', function (e) { e.preventDefault(); $('#f1-err').textContent = 'Password resets are paused for maintenance until 18:00.'; });
$('#f1').addEventListener('submit', function (e) {
  e.preventDefault(); $('#f1-err').textContent = '';
  var em = $('#email').value.trim(), pw = $('#pw').value, b = $('#go');
  if (!em || !pw) { $('#f1-err').textContent = 'Enter your email and password'; return; }
  b.disabled = true; b.textContent = 'Signing in…';
  fetch('/resale/api/sign-in', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#f1-err').textContent = r.error; return; }
    $('#f1').hidden = true; $('#f2').hidden = false; $('#code').focus();
  });
});
$('#code').addEventListener('input', function () { $('#verify').disabled = !/^\\d{6}$/.test(this.value.trim()) || window.codeTries >= 3; });
$('#f2').addEventListener('submit', function (e) {
  e.preventDefault(); $('#f2-err').textContent = '';
  var c = $('#code').value.trim(), b = $('#verify');
  if (!/^\\d{6}$/.test(c) || window.codeTries >= 3) return;
  b.disabled = true; b.textContent = 'Checking…';
  setTimeout(function () {
    b.textContent = 'Verify';
    if (c !== '204816') {
      window.codeTries += 1; var left = 3 - window.codeTries;
      $('#f2-err').textContent = left > 0 ? "That code isn't right. You have " + left + (left === 1 ? ' try' : ' tries') + ' left.' : 'Too many wrong codes. Send a new code to try again.';
      b.disabled = left === 0; $('#code').disabled = left === 0; return;
    }
    sessionStorage.setItem('sr-signed', '1');
    location.href = query.get('next') === 'basket' ? '/resale/basket' : '/resale/account?welcome=1';
  }, 600);
});
$('#resend').addEventListener('click', function () {
  window.resent += 1; window.codeTries = 0; $('#code').disabled = false; $('#code').value = ''; $('#verify').disabled = true; $('#f2-err').textContent = '';
  this.disabled = true; this.textContent = 'Send a new code (30s)'; toast("We've sent a new code to your phone ending 71");
});
if (query.get('step') === 'code') { $('#f1').hidden = true; $('#f2').hidden = false; }
`,
);

export const sellPage = doc(
  'Sell tickets – Second Row',
  `${BAR}
<style>input[readonly]{background:#eef0f3;color:#555;border-style:dashed}.summary{border:3px solid #b0261a;padding:10px 14px;margin:10px 0;background:#fff}.summary h2{margin:0 0 6px;font-size:17px}.summary a{color:#b0261a}</style>
<main style="max-width:760px">
  <h1>Sell your tickets</h1>
  <p class="note">Fair-price promise: you can't ask more than 10% above face value.</p>
  <div class="summary" id="summary" role="alert" tabindex="-1" hidden><h2>There is a problem</h2><ul id="summary-list"></ul></div>
  <form id="sell" novalidate>
    <div class="field"><label for="ev">Event</label><select id="ev"><option value="">Choose an event</option></select><p class="note" id="face-hint"></p></div>
    <fieldset><legend>Ticket type</legend><label style="display:block"><input type="radio" name="ttype" id="tt-mobile" value="mobile"> Mobile transfer</label><label style="display:block"><input type="radio" name="ttype" id="tt-pdf" value="pdf"> PDF e-ticket</label><label style="display:block"><input type="radio" name="ttype" id="tt-paper" value="paper"> Paper ticket</label></fieldset>
    <div class="line"><div class="field"><label for="block">Block or section</label><input id="block" style="width:140px"></div><div class="field"><label for="row">Row</label><input id="row" style="width:70px"></div><div class="field"><label for="seat-from">First seat</label><input id="seat-from" style="width:70px"></div><div class="field"><label for="seat-to">Last seat</label><input id="seat-to" style="width:70px"></div></div>
    <div class="field"><span class="name">Number of tickets</span>${stepper('sq', 'Number of tickets', 1, 1, 6)}</div>
    <div class="line"><div class="field"><label for="face">Face value per ticket (£)</label><input id="face" readonly style="width:110px"></div><div class="field"><label for="ask">Your price per ticket (£)</label><input id="ask" inputmode="decimal" style="width:110px"></div></div>
    <p id="payout" role="status">Enter your price to see what you'll get.</p>
    <fieldset><legend>How can buyers split them?</legend><label style="display:block"><input type="radio" name="split" id="sp-together" value="together"> All together</label><label style="display:block"><input type="radio" name="split" id="sp-pairs" value="pairs"> In pairs</label><label style="display:block"><input type="radio" name="split" id="sp-any" value="any"> Any number</label></fieldset>
    <p><label><input type="checkbox" id="own"> I confirm these tickets are mine to sell and I'll transfer them to the buyer</label></p>
    <button type="submit" class="main" id="list">List my tickets</button>
  </form>
  <section class="box" id="listed" hidden><h2 style="margin-top:0">You're all set</h2><p id="listed-text"></p><a href="/resale/account?tab=selling">See my listings</a></section>
</main>`,
  `${COMMON}
window.listed = null;
var opts = window.events.slice().sort(function (a, b) { return a.date < b.date ? -1 : 1; });
$('#ev').innerHTML += opts.map(function (e) { var same = window.events.filter(function (x) { return x.name === e.name; }).length > 1; return '<option value="' + e.id + '">' + e.name + ' – ' + (same ? e.city + ', ' : '') + fmt(e.date) + '</option>'; }).join('');
function qty() { return Number($('#sq').dataset.value); }
function cap(e) { return Math.round(e.face * 110) / 100; }
function payout() {
  var a = Number($('#ask').value.trim().replace(/^£/, '')), n = qty();
  $('#payout').textContent = $('#ask').value.trim() && a > 0 ? "You'll get " + money(a * n * 0.9) + ' for ' + n + (n === 1 ? ' ticket' : ' tickets') + ' after our 10% seller fee.' : "Enter your price to see what you'll get.";
}
$('#ev').addEventListener('change', function () {
  var e = ev(this.value);
  $('#face').value = e ? e.face.toFixed(2) : '';
  $('#face-hint').textContent = e ? 'Face value for this event is ' + money(e.face) + '. The most you can ask is ' + money(cap(e)) + '.' : '';
});
$('#ask').addEventListener('input', payout);
$('#sq').addEventListener('stepped', payout);
$('#sell').addEventListener('submit', function (evt) {
  evt.preventDefault();
  var errs = [], e = ev($('#ev').value), raw = $('#ask').value.trim().replace(/^£/, ''), a = Number(raw), split = $('input[name=split]:checked');
  if (!e) errs.push(['ev', 'Choose the event']);
  if (!$('input[name=ttype]:checked')) errs.push(['ttype', 'Choose the ticket type']);
  if (!$('#block').value.trim()) errs.push(['block', 'Enter the block or section']);
  if (!$('#row').value.trim()) errs.push(['row', 'Enter the row']);
  if (!$('#seat-from').value.trim()) errs.push(['seat-from', 'Enter the first seat number']);
  if (!raw) errs.push(['ask', 'Enter your price per ticket']);
  else if (!/^\\d+(\\.\\d{1,2})?$/.test(raw)) errs.push(['ask', 'Enter the price in pounds, like 40 or 40.50']);
  else if (a < 1) errs.push(['ask', 'Enter a price of at least £1']);
  else if (e && a > cap(e)) errs.push(['ask', "Your price can't be more than " + money(cap(e)) + ' (face value plus 10%)']);
  if (!split) errs.push(['split', 'Choose how buyers can split your tickets']);
  else if (split.value === 'pairs' && qty() % 2) errs.push(['split', 'You can only sell in pairs if you have an even number of tickets']);
  if (!$('#own').checked) errs.push(['own', 'Confirm the tickets are yours to sell']);
  $('#summary-list').innerHTML = errs.map(function (x) { var t = x[0] === 'ttype' ? 'tt-mobile' : x[0] === 'split' ? 'sp-together' : x[0]; return '<li><a href="#' + t + '">' + x[1] + '</a></li>'; }).join('');
  $('#summary').hidden = !errs.length;
  if (errs.length) { $('#summary').focus(); return; }
  var b = $('#list'); b.disabled = true; b.textContent = 'Listing…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'List my tickets';
    window.listed = { ev: e.id, n: qty(), price: a, split: split.value, block: $('#block').value.trim(), row: $('#row').value.trim() };
    $('#sell').hidden = true; $('#listed').hidden = false;
    $('#listed-text').textContent = 'Your ' + (qty() === 1 ? 'ticket' : qty() + ' tickets') + ' for ' + e.name + ' ' + (qty() === 1 ? 'is' : 'are') + ' listed at ' + money(a) + ' each. Listing reference SR-L-5521.';
    toast('Your tickets are listed');
  }, 900);
});
if (query.get('from') === 'SR-39102') {
  $('#ev').value = 'E2'; $('#ev').dispatchEvent(new Event('change'));
  $('input[name=ttype][value=mobile]').checked = true; $('#block').value = 'Stalls'; $('#row').value = 'G'; $('#seat-from').value = '7'; $('#seat-to').value = '8';
  $('#sq output').textContent = '2'; $('#sq').dataset.value = '2';
}
`,
);
