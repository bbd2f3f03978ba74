/**
 * Harbour Hall box office: what's on by month in tabs (event cards with Choose seats, a sold-out show with a waiting
 * list, a show not yet on sale with Remind me, the same comedian on two dates, a search that runs on Enter or the
 * Search button, an accessible-performances filter); a seat map (stalls and circle in tabs, seats as buttons named
 * "Row C, seat 5, £42.50", sold seats disabled, a price legend in a shadow root, a step-free switch, a zoom slider,
 * best-available seats found after a delay, a limit of 8 seats, a ticket type per seat with under-16 tickets refused
 * in premium rows, Remove in every picked seat, a hold timer, Continue disabled until a seat is picked); and a
 * checkout (an order summary in a shadow root, contact details with a placeholder-only email confirmation, delivery
 * choices with post refused above 6 tickets, promo codes checked after a delay, a donation, a refund-protection
 * switch, terms, and an order confirmation). Today is Wednesday 10 March 2027.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';

// id, title, date, time, hall, from price, genre, status, access
const EVENTS = [
  ['ev1', 'The Lighthouse Keepers: Live', '2027-06-12', '7:30pm', 'Main Hall', 30, 'Folk', 'on', ''],
  ['ev2', 'Jazz on the Quay', '2027-06-18', '8:00pm', 'Studio', 18, 'Jazz', 'soldout', ''],
  ['ev3', 'Mira Okonjo: Small Hours', '2027-06-19', '8:00pm', 'Main Hall', 25, 'Comedy', 'on', 'BSL interpreted'],
  ['ev4', 'Harbour Youth Orchestra', '2027-06-27', '3:00pm', 'Main Hall', 12, 'Classical', 'on', 'Relaxed performance'],
  ['ev5', 'Saltwater Ballet: Tides', '2027-07-08', '7:00pm', 'Main Hall', 30, 'Dance', 'on', 'Audio described'],
  ['ev6', 'The Fog Horns', '2027-07-17', '8:00pm', 'Main Hall', 30, 'Rock', 'soon', ''],
  ['ev7', 'Quiz Night at the Hall', '2027-07-23', '7:30pm', 'Studio', 5, 'Quiz', 'on', ''],
  ['ev8', 'Sea Shanty Festival', '2027-08-07', '1:00pm', 'Main Hall', 22, 'Folk', 'on', ''],
  ['ev9', 'Mira Okonjo: Small Hours', '2027-08-21', '8:00pm', 'Main Hall', 25, 'Comedy', 'on', ''],
];

const SOLD = [
  'A1',
  'A2',
  'A3',
  'A6',
  'A7',
  'A8',
  'A9',
  'A10',
  'B3',
  'B4',
  'B5',
  'B6',
  'C1',
  'C2',
  'D7',
  'F5',
  'F6',
  'G1',
  'G2',
  'G3',
  'G4',
];

const COMMON = `
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var EVENTS = ${JSON.stringify(EVENTS)}.map(function (e) { return { id: e[0], title: e[1], date: e[2], time: e[3], hall: e[4], from: e[5], genre: e[6], status: e[7], access: e[8] }; });
function ev(id) { return EVENTS.filter(function (e) { return e.id === id; })[0]; }
function when(e) { var t = new Date(e.date + 'T12:00:00'); return DAYS[t.getDay()] + ' ' + t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear() + ', ' + e.time; }
function gbp(n) { return '£' + n.toFixed(2); }
var BANDS = { A: 55, B: 55, C: 42.5, D: 42.5, E: 30, F: 30, G: 35, H: 35 };
var OFF = { adult: 0, conc: 5, child: 10 };
var TYPE = { adult: 'Adult', conc: 'Concession', child: 'Under 16' };
`;

const BAR = `<header class="bar"><span class="logo">Harbour Hall</span><nav aria-label="Main"><a href="/seats/events">What's on</a><a href="#visit">Plan your visit</a><a href="#basket">Basket (<span id="basket-n">0</span>)</a></nav><a href="#signin">Sign in</a></header>`;

const eventsPage = doc(
  "What's on - Harbour Hall",
  `${BAR}
<main>
  <h1>What's on</h1>
  <div class="line"><form role="search" id="find" class="line"><input type="search" id="q" placeholder="Search events" style="width:240px"><button type="submit">Search</button></form>
    <label style="margin-left:auto"><input type="checkbox" id="access"> Accessible performances only</label></div>
  <section id="results" hidden aria-labelledby="res-h"><div class="line"><h2 id="res-h" style="margin-right:auto"></h2><button type="button" id="clear">Clear search</button></div><div class="grid" id="res-cards"></div></section>
  <div id="months">
  <div role="tablist" aria-label="Month"><button type="button" role="tab" id="t-jun" aria-controls="p-jun" aria-selected="true">June 2027</button><button type="button" role="tab" id="t-jul" aria-controls="p-jul" aria-selected="false">July 2027</button><button type="button" role="tab" id="t-aug" aria-controls="p-aug" aria-selected="false">August 2027</button></div>
  <section role="tabpanel" id="p-jun" aria-labelledby="t-jun"><div class="grid" data-month="06"></div></section>
  <section role="tabpanel" id="p-jul" aria-labelledby="t-jul" hidden><div class="grid" data-month="07"></div></section>
  <section role="tabpanel" id="p-aug" aria-labelledby="t-aug" hidden><div class="grid" data-month="08"></div></section>
  </div>
</main>
<div class="shade" id="dlg-wait" hidden><div role="dialog" aria-modal="true" aria-labelledby="wt-h"><h2 id="wt-h"></h2><p>We'll email you if tickets are returned.</p>
  <div class="field"><label for="wt-email">Email</label><input id="wt-email" type="email" style="width:100%"></div>
  <div class="field"><label for="wt-n">How many tickets?</label><select id="wt-n"><option>1</option><option selected>2</option><option>3</option><option>4</option></select></div>
  <p class="err" id="wt-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="wt-ok">Join the waiting list</button></div></div></div>`,
  `${COMMON}
window.term = ''; window.waitlist = null; window.remind = null; var waitFor = null;
function card(e) {
  var act = e.status === 'on' ? '<a class="button main" href="/seats/pick?event=' + e.id + '">Choose seats</a>'
    : e.status === 'soldout' ? '<button type="button" disabled>Sold out</button> <button type="button" class="wait">Join waiting list</button>'
    : '<button type="button" disabled>On sale 1 Apr, 10am</button> <button type="button" class="remind">Remind me</button>';
  return '<article class="card" data-id="' + e.id + '" aria-labelledby="h-' + e.id + '"><h3 id="h-' + e.id + '" style="margin:0">' + e.title + '</h3><p style="margin:2px 0">' + when(e) + ' · ' + e.hall + '</p>' +
    '<p style="margin:2px 0">From ' + gbp(e.from) + '</p><p><span class="tag">' + e.genre + '</span> ' + (e.access ? '<span class="tag">' + e.access + '</span>' : '') + '</p><div class="line">' + act + '</div></article>';
}
function render() {
  var only = $('#access').checked;
  var show = EVENTS.filter(function (e) { return !only || e.access; });
  $$('#months .grid').forEach(function (g) { g.innerHTML = show.filter(function (e) { return e.date.slice(5, 7) === g.dataset.month; }).map(card).join('') || '<p class="note">No performances this month.</p>'; });
  var t = window.term.toLowerCase();
  $('#results').hidden = !t; $('#months').hidden = !!t;
  if (t) {
    var r = show.filter(function (e) { return (e.title + ' ' + e.genre).toLowerCase().indexOf(t) >= 0; });
    $('#res-h').textContent = r.length + ' result' + (r.length === 1 ? '' : 's') + ' for “' + window.term + '”';
    $('#res-cards').innerHTML = r.map(card).join('');
  }
}
$('#find').addEventListener('submit', function (e) { e.preventDefault(); window.term = $('#q').value.trim(); render(); });
$('#clear').addEventListener('click', function () { $('#q').value = ''; window.term = ''; render(); });
$('#access').addEventListener('change', render);
document.addEventListener('click', function (e) {
  var c = e.target.closest('.card'); if (!c) return;
  var x = ev(c.dataset.id);
  if (e.target.closest('.wait')) { waitFor = x; $('#wt-h').textContent = 'Join the waiting list for ' + x.title; $('#wt-err').textContent = ''; showDialog('dlg-wait'); }
  if (e.target.closest('.remind')) { window.remind = x.id; toast("We'll email you when " + x.title + ' goes on sale'); }
});
$('#wt-ok').addEventListener('click', function () {
  var m = $('#wt-email').value.trim();
  if (!m) { $('#wt-err').textContent = 'Enter your email address'; return; }
  window.waitlist = { event: waitFor.id, email: m, n: Number($('#wt-n').value) }; hideDialog('dlg-wait'); toast("You're on the waiting list for " + waitFor.title);
});
if (query.get('q')) { $('#q').value = query.get('q'); window.term = query.get('q'); }
render();
if (query.get('month')) $('#t-' + query.get('month')).click();
`,
);

const pickPage = doc(
  'Choose your seats - Harbour Hall',
  `${BAR}
<main>
  <p><a href="/seats/events">← What's on</a></p>
  <h1 id="ev-h"></h1><p id="ev-when"></p>
  <div style="display:grid;grid-template-columns:1fr 320px;gap:16px;align-items:start">
  <div>
    <div class="line"><button type="button" role="switch" id="stepfree" aria-checked="false" aria-labelledby="sf-l"></button><span id="sf-l">Step-free seats only</span>
      <span style="margin-left:auto"><label for="zoom">Zoom</label> <input id="zoom" type="range" min="50" max="150" step="10" value="100"> <output id="zoom-v" for="zoom">100%</output></span></div>
    <div role="tablist" aria-label="Area"><button type="button" role="tab" id="t-stalls" aria-controls="p-stalls" aria-selected="true">Stalls</button><button type="button" role="tab" id="t-circle" aria-controls="p-circle" aria-selected="false">Circle</button></div>
    <section id="p-stalls" role="tabpanel" aria-labelledby="t-stalls"><div class="map" data-rows="ABCDEF"></div></section>
    <section id="p-circle" role="tabpanel" aria-labelledby="t-circle" hidden><div class="map" data-rows="GH"></div></section>
    <price-legend></price-legend>
    <fieldset><legend>Best available</legend>
      <div class="line"><label for="ba-n">Number of seats</label><select id="ba-n"><option>1</option><option selected>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option>8</option></select>
      <label for="ba-area">Area</label><select id="ba-area"><option>Anywhere</option><option>Stalls</option><option>Circle</option></select>
      <button type="button" id="ba-go">Find seats</button></div>
      <p id="ba-msg" role="status"></p></fieldset>
  </div>
  <aside class="box" aria-labelledby="ys-h"><h2 id="ys-h">Your seats</h2><p class="note" id="hold" role="timer"></p>
    <ul id="picked" style="list-style:none;padding:0"></ul><p id="none-picked" class="note">No seats chosen yet. Pick seats on the map.</p>
    <p class="err" id="pick-err" role="alert"></p>
    <p><strong id="pick-total">0 seats · £0.00</strong></p>
    <button type="button" class="main" id="go" disabled>Continue to checkout</button></aside>
  </div>
</main>`,
  `${COMMON}
var E = ev(query.get('event') || 'ev1') || ev('ev1');
var SOLD = ${JSON.stringify(SOLD)};
document.title = 'Choose seats: ' + E.title + ' - Harbour Hall';
$('#ev-h').textContent = E.title; $('#ev-when').textContent = when(E) + ' · ' + E.hall;
window.picked = []; window.zoom = 100; var held = 0, timer = null;
(query.get('seats') || '').split(',').filter(Boolean).forEach(function (s) { window.picked.push({ seat: s, type: 'adult' }); });
function price(p) { return BANDS[p.seat[0]] - OFF[p.type]; }
function has(s) { return window.picked.some(function (p) { return p.seat === s; }); }
function map() {
  var sf = $('#stepfree').getAttribute('aria-checked') === 'true';
  $$('.map').forEach(function (m) {
    m.innerHTML = m.dataset.rows.split('').map(function (r) {
      var n = r === 'G' || r === 'H' ? 8 : 10, seats = '';
      for (var i = 1; i <= n; i++) {
        var s = r + i, sold = SOLD.indexOf(s) >= 0, wc = r === 'F' && i < 3;
        seats += '<button type="button" class="seat" data-seat="' + s + '"' + (sold ? ' disabled aria-label="Row ' + r + ', seat ' + i + ', sold"' : ' aria-pressed="' + has(s) + '" aria-label="Row ' + r + ', seat ' + i + ', ' + (wc ? 'wheelchair space, ' : '') + gbp(BANDS[r]) + '"') +
          ' style="width:34px;padding:4px 0;margin:2px;' + (has(s) ? 'background:#1f5fcf;color:#fff' : '') + '">' + (wc ? '♿' : i) + '</button>';
      }
      return '<div class="line row" role="group" aria-label="Row ' + r + '"' + (sf && 'ABCDGH'.indexOf(r) >= 0 ? ' hidden' : '') + '><strong style="width:18px">' + r + '</strong>' + seats + '</div>';
    }).join('');
  });
  $$('.map').forEach(function (m) { m.style.transform = 'scale(' + window.zoom / 100 + ')'; m.style.transformOrigin = 'top left'; });
}
function side() {
  $('#picked').innerHTML = window.picked.map(function (p) {
    return '<li data-seat="' + p.seat + '" class="line" style="margin-bottom:6px"><span style="width:110px">Row ' + p.seat[0] + ', seat ' + p.seat.slice(1) + '</span><select class="type" aria-label="Ticket type for ' + p.seat + '">' +
      ['adult', 'conc', 'child'].map(function (t) { return '<option value="' + t + '"' + (p.type === t ? ' selected' : '') + '>' + TYPE[t] + (OFF[t] ? ' (' + gbp(OFF[t]) + ' off)' : '') + '</option>'; }).join('') +
      '</select><span class="price">' + gbp(price(p)) + '</span><button type="button" class="remove">Remove</button></li>';
  }).join('');
  var n = window.picked.length, sum = window.picked.reduce(function (s, p) { return s + price(p); }, 0);
  $('#none-picked').hidden = n > 0;
  $('#pick-total').textContent = n + (n === 1 ? ' seat' : ' seats') + ' · ' + gbp(sum);
  $('#go').disabled = n === 0;
  if (n && !timer) { held = 600; timer = setInterval(tick, 1000); tick(); }
  if (!n && timer) { clearInterval(timer); timer = null; $('#hold').textContent = ''; }
}
function tick() { held--; $('#hold').textContent = 'Seats held for ' + Math.floor(held / 60) + ':' + String(held % 60).padStart(2, '0'); }
function all() { map(); side(); }
document.addEventListener('click', function (e) {
  var b = e.target.closest('.seat'); if (!b || b.disabled) return;
  var s = b.dataset.seat;
  if (has(s)) window.picked = window.picked.filter(function (p) { return p.seat !== s; });
  else if (window.picked.length >= 8) { $('#pick-err').textContent = 'You can choose up to 8 seats in one booking'; return; }
  else window.picked.push({ seat: s, type: 'adult' });
  $('#pick-err').textContent = ''; all();
});
$('#picked').addEventListener('click', function (e) {
  if (!e.target.closest('.remove')) return;
  var s = e.target.closest('li').dataset.seat; window.picked = window.picked.filter(function (p) { return p.seat !== s; }); all();
});
$('#picked').addEventListener('change', function (e) {
  var sel = e.target.closest('.type'); if (!sel) return;
  var p = window.picked.filter(function (x) { return x.seat === sel.closest('li').dataset.seat; })[0];
  if (sel.value === 'child' && 'AB'.indexOf(p.seat[0]) >= 0) { $('#pick-err').textContent = "Under 16 tickets aren't available in Premium seats (rows A and B)"; side(); return; }
  $('#pick-err').textContent = ''; p.type = sel.value; side();
});
$('#stepfree').addEventListener('flip', map);
$('#zoom').addEventListener('input', function () { window.zoom = Number(this.value); $('#zoom-v').textContent = this.value + '%'; map(); });
$('#ba-go').addEventListener('click', function () {
  var n = Number($('#ba-n').value), area = $('#ba-area').value, b = this;
  var order = area === 'Circle' ? 'GH' : area === 'Stalls' ? 'CDBEAF' : 'CDBEAFGH';
  b.disabled = true; $('#ba-msg').textContent = 'Finding the best ' + n + ' seats…';
  setTimeout(function () {
    b.disabled = false;
    for (var k = 0; k < order.length; k++) {
      var r = order[k], max = r === 'G' || r === 'H' ? 8 : 10;
      for (var i = 1; i + n - 1 <= max; i++) {
        var ok = true; for (var j = i; j < i + n; j++) if (SOLD.indexOf(r + j) >= 0) ok = false;
        if (ok) {
          window.picked = []; for (var j2 = i; j2 < i + n; j2++) window.picked.push({ seat: r + j2, type: 'adult' });
          $('#ba-msg').textContent = 'Found ' + n + (n === 1 ? ' seat' : ' seats together') + ' in row ' + r + (n === 1 ? ': seat ' + i : ': seats ' + i + ' to ' + (i + n - 1));
          $('#pick-err').textContent = ''; all(); return;
        }
      }
    }
    $('#ba-msg').textContent = "We couldn't find " + n + ' seats together. Try fewer, or pick seats on the map.';
  }, 1000);
});
$('#go').addEventListener('click', function () {
  location.href = '/seats/checkout?event=' + E.id + '&seats=' + window.picked.map(function (p) { return p.seat + '-' + p.type; }).join(',');
});
customElements.define('price-legend', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;margin:10px 0;padding:8px 12px;background:#fff;border:1px solid #dde2e8;border-radius:8px}h2{font-size:14px;margin:0 0 4px}ul{margin:0;padding-left:18px}</style><h2>Prices</h2><ul>' +
      '<li>Premium, rows A and B: £55.00</li><li>Standard, rows C and D: £42.50</li><li>Rear stalls, rows E and F: £30.00</li><li>Circle, rows G and H: £35.00</li><li>Wheelchair spaces: row F, seats 1 and 2, with a free companion seat</li></ul>';
  }
});
all();
if (query.get('area') === 'circle') $('#t-circle').click();
`,
);

const checkoutPage = doc(
  'Checkout - Harbour Hall',
  `${BAR}
<main>
  <h1 id="co-h">Checkout</h1><p id="co-ev"></p><p class="note" role="timer" id="co-hold">Seats held for 9:59</p>
  <div style="display:grid;grid-template-columns:1fr 340px;gap:16px;align-items:start">
  <form id="co" novalidate>
    <fieldset><legend>Your details</legend>
      <div class="field"><label for="c-name">Full name</label><input id="c-name" autocomplete="name" style="width:300px"></div>
      <div class="field"><label for="c-email">Email</label><input id="c-email" type="email" style="width:300px"></div>
      <div class="field"><input id="c-email2" type="email" placeholder="Type your email again" style="width:300px"></div>
      <div class="field"><label for="c-phone">Phone (optional)</label><input id="c-phone" type="tel" style="width:200px"></div></fieldset>
    <fieldset id="delivery"><legend>How would you like your tickets?</legend>
      <label><input type="radio" name="del" value="eticket"> E-ticket to your phone (free)</label><br>
      <label><input type="radio" name="del" value="collect"> Collect from the box office (free)</label><br>
      <label><input type="radio" name="del" value="post"> Post (£2.50)</label></fieldset>
    <section class="box" aria-labelledby="pr-h"><h2 id="pr-h" style="margin:0">Promo code</h2>
      <div class="line"><label for="promo" style="position:absolute;left:-9999px">Promo code</label><input id="promo" placeholder="e.g. HARBOUR10" style="width:160px"><button type="button" id="promo-go">Apply</button><button type="button" id="promo-x" hidden>Remove code</button></div>
      <p id="promo-msg" role="status"></p></section>
    <div class="line"><label><input type="checkbox" id="don"> Add a donation to the Harbour Hall restoration fund</label><label for="don-amt">Amount</label><select id="don-amt" disabled><option value="2">£2.00</option><option value="5" selected>£5.00</option><option value="10">£10.00</option></select></div>
    <div class="line"><button type="button" role="switch" id="protect" aria-checked="false" aria-labelledby="pt-l"></button><span id="pt-l">Refund protection (£2.25 a ticket)</span></div>
    <p><label><input type="checkbox" id="terms"> I agree to the terms of sale</label></p>
    <ul class="err" id="co-errs" role="alert"></ul>
    <div class="line"><a href="#" id="change">Change seats</a><button type="submit" class="main" id="pay" style="margin-left:auto">Pay</button></div>
  </form>
  <order-summary></order-summary>
  </div>
  <section class="box" id="done" hidden aria-labelledby="done-h"><h2 id="done-h"></h2><p id="done-text"></p></section>
</main>`,
  `${COMMON}
var E = ev(query.get('event') || 'ev1') || ev('ev1');
window.lines = (query.get('seats') || 'C5-adult,C6-adult').split(',').map(function (s) { var p = s.split('-'); return { seat: p[0], type: p[1] || 'adult' }; });
window.promo = null; window.order = null; var held = 599;
$('#co-ev').textContent = E.title + ' · ' + when(E) + ' · ' + E.hall;
$('#change').href = '/seats/pick?event=' + E.id + '&seats=' + window.lines.map(function (l) { return l.seat; }).join(',');
setInterval(function () { held--; if (held >= 0) $('#co-hold').textContent = 'Seats held for ' + Math.floor(held / 60) + ':' + String(held % 60).padStart(2, '0'); }, 1000);
function totals() {
  var n = window.lines.length, tickets = window.lines.reduce(function (s, l) { return s + BANDS[l.seat[0]] - OFF[l.type]; }, 0);
  var off = window.promo === 'HARBOUR10' ? Math.round(tickets * 10) / 100 : window.promo === 'FRIENDS' ? 5 * n : 0;
  var don = $('#don').checked ? Number($('#don-amt').value) : 0, prot = $('#protect').getAttribute('aria-checked') === 'true' ? 2.25 * n : 0;
  var post = ($('input[name=del]:checked') || {}).value === 'post' ? 2.5 : 0;
  return { n: n, tickets: tickets, fee: 1.5 * n, off: off, don: don, prot: prot, post: post, total: tickets + 1.5 * n - off + don + prot + post };
}
function summary() {
  var t = totals(), root = $('order-summary').shadowRoot;
  var rows = window.lines.map(function (l) { return ['Row ' + l.seat[0] + ', seat ' + l.seat.slice(1) + ' · ' + TYPE[l.type], BANDS[l.seat[0]] - OFF[l.type]]; });
  rows.push(['Booking fee (' + t.n + ' × £1.50)', t.fee]);
  if (t.off) rows.push([window.promo + ' discount', -t.off]);
  if (t.don) rows.push(['Donation', t.don]);
  if (t.prot) rows.push(['Refund protection', t.prot]);
  if (t.post) rows.push(['Postage', t.post]);
  root.querySelector('tbody').innerHTML = rows.map(function (r) { return '<tr><td>' + r[0] + '</td><td>' + (r[1] < 0 ? '−' + gbp(-r[1]) : gbp(r[1])) + '</td></tr>'; }).join('');
  root.querySelector('#total').textContent = gbp(t.total);
  root.querySelector('#count').textContent = t.n + (t.n === 1 ? ' ticket' : ' tickets');
  $('#pay').textContent = 'Pay ' + gbp(t.total);
}
customElements.define('order-summary', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px}h2{margin:0 0 6px;font-size:16px}table{width:100%;border-collapse:collapse}td{padding:4px 2px;border-bottom:1px solid #eee}td:last-child{text-align:right}</style>' +
      '<h2>Order summary</h2><p id="count"></p><table><tbody></tbody></table><p style="font-size:16px"><strong>Total <span id="total"></span></strong></p>';
  }
});
$('#don').addEventListener('change', function () { $('#don-amt').disabled = !this.checked; summary(); });
$('#don-amt').addEventListener('change', summary);
$('#protect').addEventListener('flip', summary);
$('#delivery').addEventListener('change', summary);
$('#promo-go').addEventListener('click', function () {
  var c = $('#promo').value.trim().toUpperCase(), b = this;
  if (!c) { $('#promo-msg').textContent = 'Enter a promo code'; return; }
  b.disabled = true; $('#promo-msg').className = 'note'; $('#promo-msg').textContent = 'Checking ' + c + '…';
  setTimeout(function () {
    b.disabled = false;
    var m = '', good = false;
    if (c === 'HARBOUR10') { good = true; m = 'HARBOUR10 applied: 10% off tickets'; }
    else if (c === 'SUMMER5') m = 'SUMMER5 expired on 28 February 2027';
    else if (c === 'FRIENDS' && E.id === 'ev5') { good = true; m = 'FRIENDS applied: £5.00 off each ticket'; }
    else if (c === 'FRIENDS') m = 'FRIENDS is only valid for Saltwater Ballet: Tides';
    else m = "We don't recognise the code " + c;
    if (good) { window.promo = c; $('#promo-x').hidden = false; }
    $('#promo-msg').className = good ? 'good' : 'err'; $('#promo-msg').textContent = m; summary();
  }, 800);
});
$('#promo-x').addEventListener('click', function () { window.promo = null; this.hidden = true; $('#promo').value = ''; $('#promo-msg').textContent = 'Code removed'; summary(); });
$('#co').addEventListener('submit', function (e) {
  e.preventDefault();
  var errs = [], name = $('#c-name').value.trim(), m = $('#c-email').value.trim(), m2 = $('#c-email2').value.trim(), d = $('input[name=del]:checked');
  if (!name) errs.push('Enter your full name');
  if (!m) errs.push('Enter your email address'); else if (m !== m2) errs.push("The email addresses don't match");
  if (!d) errs.push('Choose how you would like your tickets');
  else if (d.value === 'post' && window.lines.length > 6) errs.push('We can only post up to 6 tickets. Choose e-tickets or collection.');
  if (!$('#terms').checked) errs.push('Agree to the terms of sale');
  $('#co-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  var b = $('#pay'); b.disabled = true; b.textContent = 'Processing…';
  setTimeout(function () {
    var t = totals();
    window.order = { ref: 'HH-55120', name: name, email: m, delivery: d.value, total: t.total, promo: window.promo, donation: t.don, protection: t.prot > 0 };
    $('#co').hidden = true; $('#done').hidden = false; document.title = 'Order confirmed - Harbour Hall';
    $('#done-h').textContent = "You're going to " + E.title + '!';
    $('#done-text').textContent = 'Order HH-55120 · ' + t.n + ' tickets · ' + gbp(t.total) + ' paid. We have emailed your tickets to ' + m + '.';
    toast('Order HH-55120 confirmed');
  }, 1200);
});
summary();
`,
);

export const seatsApp: CorpusApp = {
  name: 'seats',
  description:
    "Harbour Hall box office: what's on by month in tabs (Choose seats in every on-sale card, a sold-out show with a waiting list, a show not yet on sale, one comedian on two dates, a search run on Enter or the Search button, an accessible-performances filter); a seat map (stalls and circle tabs, seat buttons named by row, number and price, sold seats disabled, a price legend in a shadow root, a step-free switch, a zoom slider, best-available seats found after a delay, a limit of 8 seats, a ticket type per seat with under-16 refused in premium rows, Remove in every picked seat, a hold timer, Continue disabled until ready); a checkout (order summary in a shadow root, a placeholder-only email confirmation, delivery with post refused above 6 tickets, promo codes checked after a delay, donation, refund-protection switch, terms, confirmation).",
  routes: {
    '/seats/events': () => eventsPage,
    '/seats/pick': () => pickPage,
    '/seats/checkout': () => checkoutPage,
  },
};
