/**
 * Riverbend Paddle Co., a kayak, canoe and paddleboard hire on a river: a log-in by username or email checked late (a
 * Show toggle, a guest account refused); a Hire page with a launch-site select, a date input, a paddlers stepper, a
 * Dog-friendly only switch, boat-type chips (aria-pressed), a hire-length slider that reprices the cards, and a paged
 * grid of boat cards sharing Hire, More info and an icon-only wishlist toggle (a fully booked boat's Hire disabled); a
 * hire dialog with a start-time listbox (a full hour disabled) and a dry-bag box, checked late and refused when the
 * river is closed, the boat is too small or the boats would be back after 19:00; a three-step checkout (paddlers with
 * per-paddler fields and a swimming box, extras with a shuttle switch, two steppers and briefing radios, payment with a
 * promo code checked late, deposit radios, card fields and terms) refused late for an expired card; My trips with a
 * river gauge in a shadow root loaded late, tabs of upcoming trips (Change time, Cancel with a confirm alertdialog,
 * Sign waiver in rows; late refusals), a safety waiver in an iframe and a paged history with Leave a review dialogs and
 * a star rating; a routes page with accordions, a difficulty table and tour cards sharing Join tour (two Beginners'
 * tasters, one refused late, one full); an account menu (a voucher shown late). Toasts leave after four seconds. Today
 * is Thursday 6 July 2028.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2028-07-08" as "Sat 8 Jul". */
function fmt(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

// id, name, seats, price an hour, tags, dog-friendly, left
type Boat = [string, string, number, number, string[], boolean, number];
const BOATS: Boat[] = [
  ['k1', 'Single sit-on-top kayak', 1, 14, ['Beginner friendly', 'Sit-on-top'], false, 6],
  ['k2', 'Tandem sit-on-top kayak', 2, 22, ['Beginner friendly', 'Sit-on-top'], true, 4],
  ['k3', 'Touring kayak', 1, 18, [], false, 0],
  ['c1', 'Open canoe', 3, 26, ['Family'], true, 3],
  ['s1', 'Stand-up paddleboard', 1, 15, ['Beginner friendly'], false, 8],
  ['r1', 'Family raft', 6, 48, ['Family', 'Beginner friendly'], false, 1],
  ['s2', 'Stand-up paddleboard XL', 1, 17, [], true, 2],
];

const COMMON = `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()]; }
function money(n) { return '£' + n.toFixed(2); }
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-msg').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-trips') location.href = '/paddle/trips';
  if (m.id === 'mi-out') location.href = '/paddle/login?out=1';
  if (m.id === 'mi-gift') setTimeout(function () { $('#page-msg').textContent = 'You have a £25.00 gift voucher: RB-GIFT-2231. It expires on 31 Dec 2028.'; }, 600);
}); });
`;

const BAR = `<header class="bar"><span class="logo">Riverbend Paddle Co.</span><nav aria-label="Main"><a href="/paddle/hire">Hire a boat</a><a href="/paddle/routes">Routes and tours</a><a href="/paddle/trips">My trips <span class="count" id="trip-count">3</span></a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Kai Lindqvist ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-trips">My trips</button><button type="button" role="menuitem" id="mi-gift">Gift vouchers</button><button type="button" role="menuitem" id="mi-out">Log out</button></div></header>`;

const loginPage = doc(
  'Log in - Riverbend Paddle Co.',
  `<header class="bar"><span class="logo">Riverbend Paddle Co.</span></header>
<main style="max-width:420px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Log in to Riverbend</h1>
  <form id="login" novalidate>
    <div class="field"><label for="user">Username or email</label><input id="user" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="show" aria-pressed="false">Show</button></div></div>
    <p><label><input type="checkbox" id="remember"> Remember me</label></p>
    <p class="err" id="login-err" role="alert"></p>
    <button type="submit" class="main" id="go">Log in</button>
  </form>
  <p class="note"><a href="#forgot">Forgotten your password?</a> · No account? <a href="#guest">Book as a guest</a></p>
</main>`,
  `
if (query.get('out')) $('#out-msg').textContent = "You're logged out. See you on the water!";
$('#show').addEventListener('click', function () { var on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); this.textContent = on ? 'Hide' : 'Show'; $('#pw').type = on ? 'text' : 'password'; });
$('#login').addEventListener('submit', function (e) {
  e.preventDefault(); $('#login-err').textContent = '';
  var u = $('#user').value.trim(), p = $('#pw').value;
  if (!u || !p) { $('#login-err').textContent = 'Enter your username or email and your password'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Logging in…';
  fetch('/paddle/api/login', { method: 'POST', body: JSON.stringify({ user: u, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Log in';
    if (!r.ok) { $('#login-err').textContent = r.error; return; }
    sessionStorage.setItem('remember', String($('#remember').checked)); location.href = '/paddle/hire';
  });
});
`,
);

const START_TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']
  .map(
    (t) =>
      `<li role="option" aria-selected="false" data-value="${t}"${t === '12:00' ? ' aria-disabled="true" data-label="12:00"' : ''}>${t}${t === '12:00' ? ' (fully booked)' : ''}</li>`,
  )
  .join('');

const hirePage = doc(
  'Hire a boat - Riverbend Paddle Co.',
  `${BAR}
<main>
  <h1>Hire a boat</h1>
  <p class="good" id="page-msg" role="status"></p>
  <section class="box" aria-label="Your trip">
    <div class="line">
      <label for="site">Launch site</label><select id="site"><option>Millbrook Quay</option><option>Otter Bend</option><option>Weir Meadow</option></select>
      <label for="date">Date</label><input id="date" type="date" min="2028-07-06" value="2028-07-06">
      <span class="name">Paddlers</span>${stepper('paddlers', 'Paddlers', 2, 1, 6)}
    </div>
    <div class="line" style="margin-top:8px"><label for="hours">Hire length</label><input id="hours" type="range" min="1" max="8" value="2"><output id="hours-v" for="hours">2 hours</output>
      <button type="button" role="switch" id="sw-dog" aria-checked="false" aria-labelledby="sw-dog-l"></button><span id="sw-dog-l">Dog-friendly only</span></div>
    <div class="line" role="group" aria-label="Boat type" id="chips" style="margin-top:8px">${['Beginner friendly', 'Sit-on-top', 'Family'].map((c) => `<button type="button" class="chip" aria-pressed="false">${c}</button>`).join('')}</div>
  </section>
  <p id="count" role="status"></p>
  <div class="grid" id="boats"></div>
  <nav class="pager" aria-label="Boat pages"><button type="button" id="prev">Previous</button><span id="pages" class="line"></span><button type="button" id="next">Next</button></nav>
</main>
<div class="shade" id="dlg-hire" hidden><div role="dialog" aria-modal="true" aria-labelledby="h-h"><h2 id="h-h" style="margin-top:0">Hire</h2><p class="note" id="h-sub"></p>
  <div class="field"><span class="name" id="h-start-l">Start time</span><span class="pop"><button type="button" id="h-start" aria-haspopup="listbox" aria-controls="h-starts" aria-expanded="false" aria-labelledby="h-start-l h-start"><span class="value">Choose a time</span> ▾</button><ul role="listbox" id="h-starts" aria-label="Start time" hidden>${START_TIMES}</ul></span></div>
  <p><label><input type="checkbox" id="h-bag"> Add a dry bag (£3.00)</label></p>
  <p class="err" id="h-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="h-go">Continue to checkout</button></div></div></div>`,
  `${COMMON}
window.boats = ${JSON.stringify(BOATS)}.map(function (b) { return { id: b[0], name: b[1], seats: b[2], rate: b[3], tags: b[4], dog: b[5], left: b[6] }; });
window.wish = []; window.page = 1; window.chips = []; var hiring = null;
function hours() { return Number($('#hours').value); }
function shown() { var dog = $('#sw-dog').getAttribute('aria-checked') === 'true'; return window.boats.filter(function (b) { return (!dog || b.dog) && window.chips.every(function (c) { return b.tags.indexOf(c) >= 0; }); }); }
function render() {
  var all = shown(), pages = Math.max(1, Math.ceil(all.length / 6)); if (window.page > pages) window.page = pages;
  var first = (window.page - 1) * 6, list = all.slice(first, first + 6), h = hours();
  $('#count').textContent = all.length ? 'Showing ' + (first + 1) + '–' + (first + list.length) + ' of ' + all.length + ' boats' : 'No boats match';
  $('#boats').innerHTML = list.map(function (b) {
    var wished = window.wish.indexOf(b.id) >= 0;
    var tags = b.tags.concat(b.dog ? ['Dog-friendly'] : []).map(function (t) { return '<span class="tag">' + t + '</span>'; }).join(' ');
    return '<article class="card boat" data-id="' + b.id + '"><h3 style="margin:0">' + b.name + '</h3><p style="margin:4px 0">Seats ' + b.seats + ' · £' + b.rate + ' an hour</p><p style="margin:4px 0"><strong class="price">' + money(b.rate * h) + '</strong> for ' + h + (h === 1 ? ' hour' : ' hours') + '</p><p style="margin:4px 0">' + tags + '</p><p class="note left">' + (b.left ? b.left + ' left today' : 'Fully booked today') + '</p><div class="line">' + (b.left ? '<button type="button" class="main hire">Hire</button>' : '<button type="button" disabled>Hire</button>') + '<button type="button" class="more" data-acc aria-expanded="false" aria-controls="more-' + b.id + '">More info</button><button type="button" class="wish" aria-label="Add to wishlist" aria-pressed="' + wished + '">' + (wished ? '♥' : '♡') + '</button></div><div id="more-' + b.id + '" hidden><p class="note">' + (b.seats > 1 ? 'Seats up to ' + b.seats + ' paddlers' : 'For one paddler') + '. Buoyancy aids and paddles included.</p></div></article>';
  }).join('');
  var p = ''; for (var i = 1; i <= pages; i++) p += '<button type="button" class="pg" data-p="' + i + '" aria-label="Page ' + i + '"' + (i === window.page ? ' aria-current="page"' : '') + '>' + i + '</button>';
  $('#pages').innerHTML = p; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
$('#hours').addEventListener('input', function () { $('#hours-v').textContent = this.value + (this.value === '1' ? ' hour' : ' hours'); render(); });
$('#sw-dog').addEventListener('flip', function () { window.page = 1; render(); });
$('#chips').addEventListener('click', function (e) { var c = e.target.closest('.chip'); if (!c) return; var on = c.getAttribute('aria-pressed') !== 'true'; c.setAttribute('aria-pressed', String(on)); window.chips = $$('.chip').filter(function (x) { return x.getAttribute('aria-pressed') === 'true'; }).map(function (x) { return x.textContent; }); window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#pages').addEventListener('click', function (e) { var b = e.target.closest('.pg'); if (b) { window.page = Number(b.dataset.p); render(); } });
$('#boats').addEventListener('click', function (e) {
  var card = e.target.closest('.boat'); if (!card) return; var b = window.boats.filter(function (x) { return x.id === card.dataset.id; })[0];
  if (e.target.closest('.wish')) { var i = window.wish.indexOf(b.id); if (i >= 0) window.wish.splice(i, 1); else { window.wish.push(b.id); quick(b.name + ' added to your wishlist'); } render(); }
  if (e.target.closest('.hire')) {
    hiring = b; $('#h-h').textContent = 'Hire: ' + b.name;
    $('#h-sub').textContent = fmt($('#date').value) + ' · ' + $('#site').value + ' · ' + $('#paddlers').dataset.value + ' paddler' + ($('#paddlers').dataset.value === '1' ? '' : 's') + ' · ' + hours() + ' hour' + (hours() === 1 ? '' : 's');
    $('#h-start .value').textContent = 'Choose a time'; delete $('#h-start').dataset.value; $$('#h-starts [role=option]').forEach(function (o) { o.setAttribute('aria-selected', 'false'); });
    $('#h-bag').checked = false; $('#h-err').textContent = ''; showDialog('dlg-hire');
  }
});
$('#h-go').addEventListener('click', function () {
  var start = $('#h-start').dataset.value, b = hiring, btn = this; $('#h-err').textContent = '';
  if (!start) { $('#h-err').textContent = 'Choose a start time'; return; }
  var q = { boat: b.id, date: $('#date').value, start: start, hours: hours(), paddlers: Number($('#paddlers').dataset.value), site: $('#site').value, bag: $('#h-bag').checked ? 1 : 0 };
  btn.disabled = true; btn.textContent = 'Checking…';
  post('/paddle/api/hire', q).then(function (r) {
    btn.disabled = false; btn.textContent = 'Continue to checkout';
    if (!r.ok) { $('#h-err').textContent = r.error; return; }
    location.href = '/paddle/checkout?' + new URLSearchParams(q).toString();
  });
});
if (query.get('site')) $('#site').value = query.get('site');
if (query.get('date')) $('#date').value = query.get('date');
if (query.get('paddlers')) { $('#paddlers output').textContent = query.get('paddlers'); $('#paddlers').dataset.value = query.get('paddlers'); }
if (query.get('hours')) { $('#hours').value = query.get('hours'); $('#hours-v').textContent = query.get('hours') + (query.get('hours') === '1' ? ' hour' : ' hours'); }
if (query.get('dog')) $('#sw-dog').setAttribute('aria-checked', 'true');
if (query.get('chip')) { window.chips = [query.get('chip')]; $$('.chip').forEach(function (x) { x.setAttribute('aria-pressed', String(x.textContent === query.get('chip'))); }); }
if (query.get('page')) window.page = Number(query.get('page'));
render();
if (query.get('hire')) $('.boat[data-id="' + query.get('hire') + '"] .hire').click();
`,
);

function checkoutPage(params: URLSearchParams): string {
  const boat = BOATS.find((b) => b[0] === params.get('boat')) ?? BOATS[1]!;
  const date = params.get('date') ?? '2028-07-07';
  const start = params.get('start') ?? '10:00';
  const hours = Number(params.get('hours') ?? '2') || 2;
  const paddlers = Math.max(1, Math.min(6, Number(params.get('paddlers') ?? '2') || 2));
  const site = params.get('site') ?? 'Millbrook Quay';
  const bag = params.get('bag') === '1';
  const end = `${String(Number(start.slice(0, 2)) + hours).padStart(2, '0')}:00`;
  const paddlerFields = Array.from(
    { length: paddlers },
    (_, i) =>
      `<fieldset><legend>Paddler ${i + 1}</legend><div class="line"><label for="n${i + 1}">Name</label><input id="n${i + 1}" class="pname"${i === 0 ? ' value="Kai Lindqvist"' : ''}><label for="a${i + 1}">Age group</label><select id="a${i + 1}" class="page"><option>Adult (16+)</option><option>Child (8–15)</option><option>Under 8</option></select></div></fieldset>`,
  ).join('');
  return doc(
    'Checkout - Riverbend Paddle Co.',
    `${BAR}
<main style="max-width:780px">
  <h1>Checkout</h1>
  <p class="good" id="page-msg" role="status"></p>
  <section class="box" id="summary" aria-label="Your hire"><strong>${boat[1]}</strong> · ${fmt(date)} · ${start}–${end} · ${site} · ${paddlers} paddler${paddlers === 1 ? '' : 's'}${bag ? ' · dry bag' : ''}</section>
  <div id="wizard">
  <ol class="line" aria-label="Checkout steps" style="list-style:none;padding:0"><li id="st-1">1. Paddlers</li><li id="st-2">2. Extras</li><li id="st-3">3. Payment</li></ol>
  <section class="box" id="step-1"><h2 style="margin-top:0">Who's paddling?</h2>
    ${paddlerFields}
    <p><label><input type="checkbox" id="swim"> Everyone in the group can swim 50 metres</label></p>
    <p class="err" id="err-1" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next-1">Next: extras</button></div></section>
  <section class="box" id="step-2" hidden><h2 style="margin-top:0">Extras</h2>
    <div class="line"><button type="button" role="switch" id="sw-shuttle" aria-checked="false" aria-labelledby="sw-shuttle-l"></button><span id="sw-shuttle-l">Shuttle bus back to the start (£6.00 a person)</span></div>
    <div class="field"><span class="name">Dry bags (£3.00 each)</span>${stepper('bags', 'Dry bags', bag ? 1 : 0, 0, 4)}</div>
    <div class="field"><span class="name">Wetsuits (£5.00 each)</span>${stepper('suits', 'Wetsuits', 0, 0, paddlers)}</div>
    <fieldset><legend>Safety briefing</legend><label><input type="radio" name="brief" value="video" checked> Video briefing (free)</label><br><label><input type="radio" name="brief" value="instructor"> 30 minutes with an instructor (£15.00)</label></fieldset>
    <div class="buttons"><button type="button" id="back-2">Back</button><button type="button" class="main" id="next-2">Next: payment</button></div></section>
  <section class="box" id="step-3" hidden><h2 style="margin-top:0">Payment</h2>
    <table><tbody id="lines"></tbody></table>
    <div class="line" style="margin-top:8px"><label for="promo">Promo code</label><input id="promo" style="width:140px"><button type="button" id="apply">Apply</button><span id="promo-msg" role="status"></span></div>
    <fieldset><legend>How much to pay now</legend><label><input type="radio" name="when" value="full" checked> Pay in full now</label><br><label><input type="radio" name="when" value="deposit"> Pay a £10.00 deposit now and the rest at the quay</label></fieldset>
    <fieldset><legend>Card details</legend>
      <div class="field"><label for="card">Card number</label><input id="card" inputmode="numeric" placeholder="1234 1234 1234 1234" style="width:240px"></div>
      <div class="line"><label for="exp">Expiry</label><input id="exp" placeholder="MM / YY" style="width:90px"><label for="cvc">CVC</label><input id="cvc" style="width:70px"></div></fieldset>
    <p><label><input type="checkbox" id="terms"> I accept the <a href="#terms">hire terms</a></label></p>
    <p class="err" id="err-3" role="alert"></p>
    <div class="buttons"><button type="button" id="back-3">Back</button><button type="button" class="main" id="pay">Pay</button></div></section>
  </div>
  <section class="box" id="done" hidden><h2 style="margin-top:0">You're booked!</h2><p id="done-text"></p><p><a href="/paddle/trips">See my trips</a></p></section>
</main>`,
    `${COMMON}
var boat = ${JSON.stringify({ id: boat[0], name: boat[1], rate: boat[3] })}, HOURS = ${hours}, PADDLERS = ${paddlers};
window.order = { step: 1, names: [], ages: [], swim: false, shuttle: false, bags: ${bag ? 1 : 0}, suits: 0, brief: 'video', promo: null, when: 'full', ref: null };
var O = window.order;
function lines() {
  var l = [[boat.name + ', ' + HOURS + ' hours', boat.rate * HOURS]];
  if (O.shuttle) l.push(['Shuttle bus × ' + PADDLERS, 6 * PADDLERS]);
  if (O.bags) l.push(['Dry bags × ' + O.bags, 3 * O.bags]);
  if (O.suits) l.push(['Wetsuits × ' + O.suits, 5 * O.suits]);
  if (O.brief === 'instructor') l.push(['Instructor briefing', 15]);
  var sum = l.reduce(function (n, x) { return n + x[1]; }, 0);
  if (O.promo) l.push(['PADDLE10 (10% off)', -Math.round(sum * 10) / 100]);
  return l;
}
function total() { return lines().reduce(function (n, x) { return n + x[1]; }, 0); }
function now() { return O.when === 'deposit' ? 10 : total(); }
function draw() {
  $('#lines').innerHTML = lines().map(function (x) { return '<tr><th scope="row">' + x[0] + '</th><td>' + (x[1] < 0 ? '−' + money(-x[1]) : money(x[1])) + '</td></tr>'; }).join('') + '<tr><th scope="row">Total</th><td><strong id="total">' + money(total()) + '</strong></td></tr>';
  $('#pay').textContent = 'Pay ' + money(now());
}
function go(n) { O.step = n; [1, 2, 3].forEach(function (i) { $('#step-' + i).hidden = i !== n; if (i === n) $('#st-' + i).setAttribute('aria-current', 'step'); else $('#st-' + i).removeAttribute('aria-current'); }); draw(); }
$('#next-1').addEventListener('click', function () {
  var names = $$('.pname').map(function (x) { return x.value.trim(); }), ages = $$('select.page').map(function (x) { return x.value; }); $('#err-1').textContent = '';
  var missing = names.indexOf('');
  if (missing >= 0) { $('#err-1').textContent = 'Enter a name for paddler ' + (missing + 1); return; }
  if (ages.indexOf('Under 8') >= 0 && boat.id !== 'c1' && boat.id !== 'r1') { $('#err-1').textContent = 'Children under 8 can only go in the Open canoe or the Family raft'; return; }
  if (!$('#swim').checked) { $('#err-1').textContent = 'Everyone must be able to swim 50 metres to hire a boat'; return; }
  O.names = names; O.ages = ages; O.swim = true; go(2);
});
$('#sw-shuttle').addEventListener('flip', function () { O.shuttle = this.getAttribute('aria-checked') === 'true'; });
$('#bags').addEventListener('stepped', function (e) { O.bags = e.detail; });
$('#suits').addEventListener('stepped', function (e) { O.suits = e.detail; });
$$('input[name=brief]').forEach(function (r) { r.addEventListener('change', function () { O.brief = r.value; }); });
$$('input[name=when]').forEach(function (r) { r.addEventListener('change', function () { O.when = r.value; draw(); }); });
$('#back-2').addEventListener('click', function () { go(1); });
$('#next-2').addEventListener('click', function () { go(3); });
$('#back-3').addEventListener('click', function () { go(2); });
$('#apply').addEventListener('click', function () {
  var code = $('#promo').value.trim().toUpperCase(), b = this; $('#promo-msg').textContent = '';
  if (!code) { $('#promo-msg').textContent = 'Enter a code'; return; }
  b.disabled = true;
  post('/paddle/api/promo', { code: code }).then(function (r) { b.disabled = false; if (!r.ok) { $('#promo-msg').textContent = r.error; return; } O.promo = code; draw(); $('#promo-msg').textContent = code + ' applied: 10% off'; });
});
$('#pay').addEventListener('click', function () {
  var card = $('#card').value.replace(/\\s+/g, ''), b = this; $('#err-3').textContent = '';
  if (!card) { $('#err-3').textContent = 'Enter your card number'; return; }
  if (!$('#terms').checked) { $('#err-3').textContent = 'Accept the hire terms to continue'; return; }
  b.disabled = true; b.textContent = 'Paying…';
  post('/paddle/api/pay', { card: card, amount: now() }).then(function (r) {
    b.disabled = false; draw();
    if (!r.ok) { $('#err-3').textContent = r.error; return; }
    O.ref = r.ref; $('#wizard').hidden = true; $('#done').hidden = false;
    $('#done-text').textContent = 'Booking ' + r.ref + ': ' + boat.name + ', ' + ${JSON.stringify(`${fmt(date)}, ${start}–${end}, ${site}`)} + '. You paid ' + money(now()) + (O.when === 'deposit' ? ' and will pay ' + money(total() - 10) + ' at the quay.' : '.');
  });
});
var first = Number(query.get('step') || 1);
if (first > 1) { $$('.pname').forEach(function (x, i) { if (!x.value) x.value = 'Paddler ' + (i + 1); }); $('#swim').checked = true; O.names = $$('.pname').map(function (x) { return x.value; }); O.ages = $$('select.page').map(function (x) { return x.value; }); O.swim = true; }
go(first);
`,
  );
}

// ref, date, boat, start, end, site, paddlers, waiver
const UPCOMING: [string, string, string, string, string, string, number, string][] = [
  ['RB-30511', '2028-07-08', 'Open canoe', '10:00', '13:00', 'Otter Bend', 3, 'Signed by 2 of 3'],
  ['RB-30620', '2028-07-16', 'Tandem sit-on-top kayak', '14:00', '16:00', 'Millbrook Quay', 2, 'Not signed'],
  ['RB-30644', '2028-07-22', 'Stand-up paddleboard', '09:00', '10:00', 'Weir Meadow', 1, 'Signed'],
];

// date, boat, site, hours, stars given (0: not reviewed)
const PAST: [string, string, string, number, number][] = [
  ['2028-07-01', 'Tandem sit-on-top kayak', 'Millbrook Quay', 2, 4],
  ['2028-06-24', 'Stand-up paddleboard', 'Weir Meadow', 1, 0],
  ['2028-06-17', 'Open canoe', 'Otter Bend', 3, 5],
  ['2028-06-10', 'Single sit-on-top kayak', 'Millbrook Quay', 2, 0],
  ['2028-06-03', 'Family raft', 'Otter Bend', 2, 3],
  ['2028-05-27', 'Tandem sit-on-top kayak', 'Weir Meadow', 2, 0],
  ['2028-05-20', 'Open canoe', 'Millbrook Quay', 4, 4],
  ['2028-05-13', 'Stand-up paddleboard', 'Millbrook Quay', 1, 0],
  ['2028-05-06', 'Touring kayak', 'Otter Bend', 3, 5],
  ['2028-04-29', 'Single sit-on-top kayak', 'Weir Meadow', 2, 0],
];

const WAIVER = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<p style="margin:4px 0"><label for="w-name">Full name</label> <input id="w-name" style="width:200px"></p>
<p style="margin:4px 0"><label for="w-dob">Date of birth</label> <input id="w-dob" type="date"></p>
<p style="margin:4px 0"><label><input type="checkbox" id="w-brief"> I have watched the safety briefing</label></p>
<p style="margin:4px 0"><label><input type="checkbox" id="w-risk"> I understand the risks of paddling on a river</label></p>
<button type="button" id="w-sign">Sign waiver</button>
<p id="w-msg" role="status"></p>
<script>
window.signed = null;
document.getElementById('w-sign').addEventListener('click', function () {
  var m = document.getElementById('w-msg'), n = document.getElementById('w-name').value.trim(), d = document.getElementById('w-dob').value;
  if (!n) { m.textContent = 'Enter your full name'; return; }
  if (!d) { m.textContent = 'Enter your date of birth'; return; }
  if (d > '2012-07-06') { m.textContent = 'Paddlers under 16 need a parent or guardian to sign for them'; return; }
  if (!document.getElementById('w-brief').checked || !document.getElementById('w-risk').checked) { m.textContent = 'Tick both boxes to sign'; return; }
  window.signed = { name: n, dob: d }; m.textContent = 'Thanks, ' + n + '. Your waiver is signed.';
});
</script></body></html>`;

const tripsPage = doc(
  'My trips - Riverbend Paddle Co.',
  `${BAR}
<main>
  <h1>My trips</h1>
  <p class="good" id="page-msg" role="status"></p>
  <river-gauge id="gauge"></river-gauge>
  <div role="tablist" aria-label="Trips"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past trips</button></div>
  <div role="tabpanel" id="p-up" aria-labelledby="t-up">
    <table><thead><tr><th>Booking</th><th>Date</th><th>Boat</th><th>Time</th><th>Launch site</th><th>Paddlers</th><th>Waiver</th><th>Actions</th></tr></thead><tbody id="up"></tbody></table>
    <p class="err" id="up-err" role="alert"></p>
    <section class="box" aria-labelledby="wv-h" style="margin-top:12px"><h2 id="wv-h" style="margin-top:0;font-size:16px">Safety waiver for RB-30620</h2>${frame('Safety waiver', WAIVER, 200)}</section>
  </div>
  <div role="tabpanel" id="p-past" aria-labelledby="t-past" hidden>
    <table><thead><tr><th>Date</th><th>Boat</th><th>Launch site</th><th>Hours</th><th>Review</th></tr></thead><tbody id="past"></tbody></table>
    <nav class="pager" aria-label="Past trip pages"><button type="button" id="pp-prev">Previous</button><span id="pp-of"></span><button type="button" id="pp-next">Next</button></nav>
  </div>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h" aria-describedby="cx-d"><h2 id="cx-h" style="margin-top:0">Cancel this trip?</h2><p id="cx-d"></p><div class="buttons"><button type="button" data-dismiss>Keep my trip</button><button type="button" class="warn" id="cx-go">Yes, cancel it</button></div></div></div>
<div class="shade" id="dlg-time" hidden><div role="dialog" aria-modal="true" aria-labelledby="tm-h"><h2 id="tm-h" style="margin-top:0">Change the start time</h2>
  <div class="field"><label for="tm-start">New start time</label><select id="tm-start">${['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((t) => `<option>${t}</option>`).join('')}</select></div>
  <p class="err" id="tm-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="tm-go">Save new time</button></div></div></div>
<div class="shade" id="dlg-review" hidden><div role="dialog" aria-modal="true" aria-labelledby="rv-h"><h2 id="rv-h" style="margin-top:0">Review your trip</h2>
  <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'rv-stars')}</div>
  <div class="field"><label for="rv-text">What was it like?</label><textarea id="rv-text" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="rv-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rv-go">Post review</button></div></div></div>`,
  `${COMMON}
window.trips = ${JSON.stringify(UPCOMING)}.map(function (t) { return { ref: t[0], date: t[1], boat: t[2], start: t[3], end: t[4], site: t[5], paddlers: t[6], waiver: t[7] }; });
window.past = ${JSON.stringify(PAST)}.map(function (p, i) { return { n: i, date: p[0], boat: p[1], site: p[2], hours: p[3], stars: p[4] }; });
window.ppage = 1; window.cancelled = []; window.reviews = []; window.waiverFor = 'RB-30620'; var acting = null, reviewing = null;
function upRows() {
  $('#up').innerHTML = window.trips.map(function (t) { return '<tr data-ref="' + t.ref + '"><th scope="row">' + t.ref + '</th><td>' + fmt(t.date) + '</td><td>' + t.boat + '</td><td>' + t.start + '–' + t.end + '</td><td>' + t.site + '</td><td>' + t.paddlers + '</td><td>' + t.waiver + '</td><td><div class="line"><button type="button" class="tm">Change time</button><button type="button" class="cx">Cancel</button>' + (t.waiver === 'Signed' ? '' : '<button type="button" class="wv">Sign waiver</button>') + '</div></td></tr>'; }).join('');
  $('#trip-count').textContent = String(window.trips.length);
}
function pastRows() {
  var pages = Math.ceil(window.past.length / 4), list = window.past.slice((window.ppage - 1) * 4, window.ppage * 4);
  $('#past').innerHTML = list.map(function (p) { return '<tr data-n="' + p.n + '"><td>' + fmt(p.date) + '</td><th scope="row">' + p.boat + '</th><td>' + p.site + '</td><td>' + p.hours + '</td><td>' + (p.stars ? 'Reviewed ' + '★'.repeat(p.stars) + ' (' + p.stars + ' of 5)' : '<button type="button" class="rv">Leave a review</button>') + '</td></tr>'; }).join('');
  $('#pp-of').textContent = 'Page ' + window.ppage + ' of ' + pages; $('#pp-prev').disabled = window.ppage === 1; $('#pp-next').disabled = window.ppage === pages;
}
$('#up').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var t = window.trips.filter(function (x) { return x.ref === tr.dataset.ref; })[0]; $('#up-err').textContent = '';
  if (e.target.closest('.cx')) { acting = t; $('#cx-d').textContent = t.boat + ' on ' + fmt(t.date) + ' at ' + t.start + ' (' + t.ref + '). You will get a full refund to your card.'; showDialog('dlg-cancel'); }
  if (e.target.closest('.tm')) { acting = t; $('#tm-h').textContent = 'Change the start time of ' + t.ref; $('#tm-start').value = t.start; $('#tm-err').textContent = ''; showDialog('dlg-time'); }
  if (e.target.closest('.wv')) { window.waiverFor = t.ref; $('#wv-h').textContent = 'Safety waiver for ' + t.ref; $('iframe').contentDocument.getElementById('w-name').focus(); }
});
$('#cx-go').addEventListener('click', function () {
  var b = this, t = acting; b.disabled = true;
  post('/paddle/api/cancel', { ref: t.ref }).then(function (r) {
    b.disabled = false; hideDialog('dlg-cancel');
    if (!r.ok) { $('#up-err').textContent = r.error; return; }
    window.trips = window.trips.filter(function (x) { return x !== t; }); window.cancelled.push(t.ref); upRows(); quick(t.ref + ' is cancelled. Your refund of ' + money(r.refund) + ' will reach your card in 3–5 days.');
  });
});
$('#tm-go').addEventListener('click', function () {
  var b = this, t = acting, s = $('#tm-start').value; b.disabled = true; $('#tm-err').textContent = '';
  post('/paddle/api/retime', { ref: t.ref, start: s }).then(function (r) {
    b.disabled = false;
    if (!r.ok) { $('#tm-err').textContent = r.error; return; }
    var len = Number(t.end.slice(0, 2)) - Number(t.start.slice(0, 2)); t.start = s; t.end = String(Number(s.slice(0, 2)) + len).padStart(2, '0') + ':00';
    hideDialog('dlg-time'); upRows(); quick(t.ref + ' now starts at ' + s);
  });
});
$('#past').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !e.target.closest('.rv')) return; reviewing = window.past[Number(tr.dataset.n)];
  $('#rv-h').textContent = 'Review your trip: ' + reviewing.boat + ', ' + fmt(reviewing.date); $('#rv-text').value = ''; $('#rv-err').textContent = '';
  $$('#rv-stars [role=radio]').forEach(function (s) { s.setAttribute('aria-checked', 'false'); s.classList.remove('on'); }); $('#rv-stars').dataset.value = '0';
  showDialog('dlg-review');
});
$('#rv-go').addEventListener('click', function () {
  var n = Number($('#rv-stars').dataset.value); $('#rv-err').textContent = '';
  if (!n) { $('#rv-err').textContent = 'Choose how many stars to give'; return; }
  reviewing.stars = n; window.reviews.push({ n: reviewing.n, stars: n, text: $('#rv-text').value.trim() }); hideDialog('dlg-review'); pastRows(); quick('Thanks for reviewing your trip');
});
$('#pp-prev').addEventListener('click', function () { window.ppage -= 1; pastRows(); });
$('#pp-next').addEventListener('click', function () { window.ppage += 1; pastRows(); });
customElements.define('river-gauge', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eaf6f8;border:1px solid #b5dbe2;border-radius:8px;padding:10px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">River conditions</h2><p id="level">Reading the river gauge…</p><p id="warn"></p><button type="button" id="refresh" aria-label="Refresh river level">⟳</button> <span id="when"></span>';
    var r = function (s) { return root.querySelector(s); };
    setTimeout(function () { r('#level').textContent = 'Otter Bend: 0.84 m and rising. Safe to paddle today.'; r('#warn').textContent = 'High water warning for Sat 8 Jul: the river is expected to close.'; r('#when').textContent = 'Updated 07:45'; }, 1300);
    r('#refresh').addEventListener('click', function () { window.gaugeRefreshed = true; r('#when').textContent = 'Updated just now'; });
  }
});
upRows(); pastRows();
if (query.get('tab') === 'past') $('#t-past').click();
`,
);

// id, name, when, length, price, places left
const TOURS: [string, string, string, string, number, number][] = [
  ['t1', 'Sunset paddle', 'Fri 7 Jul, 19:30', '2 hours', 35, 4],
  ['t2', 'Wildlife tour', 'Sat 8 Jul, 08:00', '3 hours', 30, 5],
  ['t3', "Beginners' taster", 'Sun 9 Jul, 10:00', '90 minutes', 20, 6],
  ['t4', "Beginners' taster", 'Sun 9 Jul, 14:00', '90 minutes', 20, 2],
  ['t5', 'Night glow paddle', 'Fri 14 Jul, 21:00', '2 hours', 40, 0],
];

const routesPage = doc(
  'Routes and tours - Riverbend Paddle Co.',
  `${BAR}
<main>
  <h1>Routes and tours</h1>
  <p class="good" id="page-msg" role="status"></p>
  <h2>Routes</h2>
  <table aria-label="Routes"><thead><tr><th>Route</th><th>Distance</th><th>Difficulty</th><th>Time</th></tr></thead><tbody>
    <tr><th scope="row">Upper reach</th><td>4 km</td><td>Easy</td><td>1–2 hours</td></tr>
    <tr><th scope="row">Weir loop</th><td>6 km</td><td>Moderate</td><td>2–3 hours</td></tr>
    <tr><th scope="row">Otter Bend to Millbrook</th><td>9 km</td><td>Moderate</td><td>3 hours, one way</td></tr>
  </tbody></table>
  <h3 style="margin:10px 0 6px"><button type="button" data-acc id="acc-upper" aria-expanded="false" aria-controls="acc-upper-p">Upper reach</button></h3>
  <div id="acc-upper-p" hidden><p>A calm stretch upstream of Millbrook Quay with a picnic meadow at the turning point. Good for first-timers and families.</p></div>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-weir" aria-expanded="false" aria-controls="acc-weir-p">Weir loop</button></h3>
  <div id="acc-weir-p" hidden><p>You carry your boat around the weir (about 80 metres). Not suitable for the Family raft.</p></div>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-otter" aria-expanded="false" aria-controls="acc-otter-p">Otter Bend to Millbrook</button></h3>
  <div id="acc-otter-p" hidden><p>Downstream all the way. Book the shuttle bus to get back to Otter Bend.</p></div>
  <h2>Guided tours</h2>
  <p id="tour-count" role="status"></p>
  <div class="grid" id="tours"></div>
  <p class="err" id="tour-err" role="alert"></p>
</main>`,
  `${COMMON}
window.tours = ${JSON.stringify(TOURS)}.map(function (t) { return { id: t[0], name: t[1], when: t[2], length: t[3], price: t[4], left: t[5], joined: false }; });
function tourCards() {
  $('#tour-count').textContent = window.tours.length + ' tours coming up';
  $('#tours').innerHTML = window.tours.map(function (t) {
    var btn = t.joined ? '<button type="button" disabled>Booked</button>' : t.left ? '<button type="button" class="main join">Join tour</button>' : '<button type="button" disabled>Fully booked</button>';
    return '<article class="card tour" data-id="' + t.id + '"><h3 style="margin:0">' + t.name + '</h3><p style="margin:4px 0">' + t.when + ' · ' + t.length + '</p><p style="margin:4px 0">' + money(t.price) + ' a person · ' + (t.left ? t.left + ' places left' : 'no places left') + '</p>' + btn + '</article>';
  }).join('');
}
$('#tours').addEventListener('click', function (e) {
  var card = e.target.closest('.tour'); if (!card || !e.target.closest('.join')) return; var t = window.tours.filter(function (x) { return x.id === card.dataset.id; })[0], b = e.target.closest('.join'); $('#tour-err').textContent = '';
  b.disabled = true; b.textContent = 'Booking…';
  post('/paddle/api/tour', { id: t.id }).then(function (r) {
    if (!r.ok) { b.disabled = false; b.textContent = 'Join tour'; $('#tour-err').textContent = r.error; return; }
    t.joined = true; t.left -= 1; tourCards(); quick("You're booked on the " + t.name + ', ' + t.when);
  });
});
tourCards();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const paddleApp: CorpusApp = {
  name: 'paddle',
  description:
    "Riverbend Paddle Co., a kayak, canoe and paddleboard hire on a river: a log-in by username or email checked late (a Show/Hide aria-pressed toggle, Remember me; wrong passwords and guest accounts refused); Hire a boat with a launch-site select, a date input, a paddlers stepper, a hire-length slider that reprices the cards, a Dog-friendly only switch and boat-type chips (aria-pressed), and a paged grid of seven boat cards that share Hire, More info (an accordion) and an icon-only Add to wishlist toggle (the Touring kayak fully booked, its Hire disabled); a hire dialog with a start-time listbox (12:00 disabled, fully booked) and a dry-bag box, checked late and refused when the river is closed on Sat 8 Jul, the boat has fewer seats than paddlers or the boat would be back after 19:00; a three-step checkout (per-paddler name and age-group fields and a swimming box, refused for under-8s in kayaks; extras with a shuttle switch, dry-bag and wetsuit steppers and briefing radios; payment with a promo code checked late (one valid, one expired), deposit radios, card fields and a terms box, refused late for an expired card); My trips with a river gauge in a shadow root loaded late (an icon-only refresh), tabs of upcoming trips with Change time (a dialog; refused late for a full hour and a closed day), Cancel (a confirm alertdialog; refused late within 72 hours) and Sign waiver in rows, a safety waiver form in an iframe (under-16s refused), and a paged history with Leave a review dialogs and a star rating; Routes and tours with a routes table, route accordions and tour cards sharing Join tour (two Beginners' tasters, a tour on the closed day refused late, a full one disabled); an account menu (a gift voucher shown late). Toasts leave after four seconds.",
  routes: {
    '/paddle/login': () => loginPage,
    '/paddle/hire': () => hirePage,
    '/paddle/checkout': (req) => checkoutPage(req.url.searchParams),
    '/paddle/trips': () => tripsPage,
    '/paddle/routes': () => routesPage,
    '/paddle/api/login': (req) => {
      const body = parse<{ user: string; password: string }>(req.body);
      const user = (body.user ?? '').trim().toLowerCase();
      let error = '';
      if (user === 'guest') error = "Guest accounts can't log in. Book as a guest from the home page.";
      else if ((user !== 'kai.lindqvist' && user !== 'kai@example.com') || body.password !== 'Kayak&Go7')
        error = 'Wrong username or password. 2 attempts left before we lock your account.';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/paddle/api/hire': (req) => {
      const body = parse<{ boat: string; date: string; start: string; hours: number; paddlers: number }>(req.body);
      const boat = BOATS.find((b) => b[0] === body.boat);
      let error = '';
      if (!boat) error = 'That boat is not available';
      else if (body.date === '2028-07-08')
        error = 'The river is closed on Sat 8 Jul: the water level is above the safe limit.';
      else if (boat[2] < Number(body.paddlers))
        error = `A ${boat[1]} seats ${boat[2]}. You have ${body.paddlers} paddlers: choose a bigger boat or hire two.`;
      else if (Number((body.start ?? '09:00').slice(0, 2)) + Number(body.hours) > 19)
        error = 'All boats must be back by 19:00. Choose an earlier start or a shorter hire.';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/paddle/api/promo': (req) => {
      const body = parse<{ code: string }>(req.body);
      let error = '';
      if (body.code === 'SUMMER24') error = 'SUMMER24 expired on 30 Jun 2028';
      else if (body.code !== 'PADDLE10') error = "That code isn't valid";
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
    '/paddle/api/pay': (req) => {
      const body = parse<{ card: string }>(req.body);
      const error = body.card === '4000000000000069' ? 'Your card has expired. Use a different card.' : '';
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true, ref: 'RB-30781' } };
    },
    '/paddle/api/cancel': (req) => {
      const body = parse<{ ref: string }>(req.body);
      if (body.ref === 'RB-30511')
        return {
          delayMs: 800,
          json: {
            ok: false,
            error: "Trips can't be cancelled within 72 hours of the start. You can change the time instead.",
          },
        };
      return { delayMs: 800, json: { ok: true, refund: body.ref === 'RB-30620' ? 44 : 15 } };
    },
    '/paddle/api/retime': (req) => {
      const body = parse<{ ref: string; start: string }>(req.body);
      let error = '';
      if (body.ref === 'RB-30511')
        error = "The river is closed on Sat 8 Jul because of high water. We'll contact you about moving your trip.";
      else if (body.start === '12:00') error = '12:00 is fully booked on that day. Choose another time.';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/paddle/api/tour': (req) => {
      const body = parse<{ id: string }>(req.body);
      const error =
        body.id === 't2'
          ? 'The Wildlife tour on Sat 8 Jul is cancelled: the river is closed because of high water.'
          : '';
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
