/**
 * Hollins Park Courts, a park trust's tennis, padel and pickleball court booking: a sign-in by email checked by the
 * server after a delay (a Show password toggle, a lapsed member refused); a Book a court page with sport tabs, a date
 * input, a Floodlit courts only switch, surface chips (aria-pressed), a max-price slider and slot cards that share
 * their Book and Save to favourites buttons (a taken slot's Book disabled, Sunday closed for a tournament), and a Quick
 * book form (a start-time listbox, player radios) answered late and refused when no court is free; a three-step
 * checkout (players stepper, extras with a second stepper and a ball-machine switch, payment by credit or by card in an
 * iframe) refused late when the credit does not cover it or the card is declined; My bookings with a gate code in a
 * shadow root loaded late, tabs of upcoming bookings (Invite and Cancel in each row, a confirm alertdialog, late
 * cancellations refused), a paged history with receipts and a waitlist, and a top-up dialog; a coaching page of class
 * cards (two Cardio tennis classes, a full class, a junior class and an assessed class refused), coach accordions and a
 * feedback form with a star rating; a profile with contact details, a level slider, notification switches and an
 * emergency-contact form in an iframe; an account menu (freezing refused late). Toasts leave after four seconds. Today
 * is Thursday 14 September 2028, 14:30.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2028-09-16" as "Sat 16 Sep". */
function fmt(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

// court key: name, surface, floodlit
const COURTS: Record<string, [string, string, boolean]> = {
  '1': ['Court 1', 'Hard', true],
  '2': ['Court 2', 'Hard', true],
  '3': ['Court 3', 'Clay', false],
  '4': ['Court 4', 'Artificial grass', true],
  P1: ['Padel 1', 'Artificial grass', true],
  P2: ['Padel 2', 'Artificial grass', false],
  K1: ['Pickleball court', 'Hard', false],
};

const GENERIC: [string, string, boolean][] = [
  ['1', '08:00', false],
  ['2', '12:00', false],
  ['3', '17:00', false],
  ['P1', '18:00', false],
  ['K1', '10:00', false],
];

// day: court, start, taken
const PLAN: Record<string, [string, string, boolean][]> = {
  '2028-09-14': [
    ['1', '16:00', false],
    ['3', '16:00', false],
    ['2', '17:00', false],
    ['4', '18:00', false],
    ['1', '19:00', true],
    ['2', '20:00', false],
    ['P1', '17:00', false],
    ['P2', '18:00', false],
    ['P1', '19:00', false],
    ['K1', '16:00', false],
    ['K1', '17:00', false],
  ],
  '2028-09-15': [
    ['1', '08:00', false],
    ['2', '12:00', false],
    ['3', '17:00', false],
    ['4', '19:00', false],
    ['P2', '18:00', false],
    ['K1', '10:00', false],
  ],
  '2028-09-16': [
    ['1', '09:00', false],
    ['2', '09:00', true],
    ['2', '10:00', false],
    ['3', '10:00', true],
    ['4', '11:00', false],
    ['1', '14:00', false],
    ['P1', '10:00', false],
    ['P2', '10:00', false],
    ['K1', '09:00', false],
  ],
  '2028-09-17': [],
  '2028-09-18': GENERIC,
  '2028-09-19': [
    ['1', '08:00', false],
    ['2', '12:00', false],
    ['3', '17:00', false],
    ['P1', '18:00', true],
    ['K1', '10:00', false],
  ],
  '2028-09-20': GENERIC,
  '2028-09-21': GENERIC,
};

interface Slot {
  id: string;
  sport: string;
  court: string;
  name: string;
  surface: string;
  lit: boolean;
  day: string;
  start: string;
  end: string;
  price: number;
  peak: boolean;
  taken: boolean;
}

function sportOf(court: string): string {
  if (court.startsWith('P')) return 'padel';
  if (court.startsWith('K')) return 'pickleball';
  return 'tennis';
}

const SLOTS: Slot[] = Object.entries(PLAN).flatMap(([day, list]) =>
  list.map(([court, start, taken]) => {
    const [name, surface, lit] = COURTS[court]!;
    const sport = sportOf(court);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const peak = weekend ? start < '13:00' : start >= '17:00';
    const price = sport === 'tennis' ? (peak ? 9 : 7) : sport === 'padel' ? (peak ? 16 : 12) : 5;
    const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const id = `${court}-${day.slice(5).replace('-', '')}-${start.replace(':', '')}`;
    return { id, sport, court, name, surface, lit, day, start, end, price, peak, taken };
  }),
);

const COMMON = `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()]; }
function money(n) { return '£' + n.toFixed(2); }
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
window.menuChoice = null;
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; $('#page-msg').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-profile') location.href = '/courts/profile';
  if (m.id === 'mi-out') location.href = '/courts/login?out=1';
  if (m.id === 'mi-guests') setTimeout(function () { $('#page-msg').textContent = 'You have 2 guest passes left in September.'; }, 500);
  if (m.id === 'mi-freeze') setTimeout(function () { $('#page-err').textContent = "You can't freeze your membership in its first 6 months. You joined on 1 Jun 2028."; }, 700);
}); });
`;

const BAR = `<header class="bar"><span class="logo">Hollins Park Courts</span><nav aria-label="Main"><a href="/courts/book">Book a court</a><a href="/courts/bookings">My bookings <span class="count" id="bk-count">3</span></a><a href="/courts/coaching">Coaching</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Nia Patel ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-profile">My profile</button><button type="button" role="menuitem" id="mi-guests">Guest passes</button><button type="button" role="menuitem" id="mi-freeze">Freeze membership</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const NOTES = `<p class="err" id="page-err" role="alert"></p><p class="good" id="page-msg" role="status"></p>`;

const loginPage = doc(
  'Sign in - Hollins Park Courts',
  `<header class="bar"><span class="logo">Hollins Park Courts</span></header>
<main style="max-width:420px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Sign in to book a court</h1>
  <form id="login" novalidate>
    <div class="field"><label for="email">Email address</label><input id="email" type="email" placeholder="name@example.com" autocomplete="username" style="width:100%"><p class="err" id="email-err"></p></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="show" aria-pressed="false" aria-label="Show password">👁</button></div><p class="err" id="pw-err"></p></div>
    <p><label><input type="checkbox" id="keep"> Keep me signed in</label></p>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="#forgot">Forgot password?</a></div>
  </form>
  <p class="note">New to the park? <a href="#join">Join Hollins Park</a> from £12 a month.</p>
</main>`,
  `
if (query.get('out')) $('#out-msg').textContent = "You've been signed out.";
$('#show').addEventListener('click', function () { var on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); $('#pw').type = on ? 'text' : 'password'; });
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var m = $('#email').value.trim(), p = $('#pw').value; $('#email-err').textContent = ''; $('#pw-err').textContent = ''; $('#login-err').textContent = '';
  if (!m) $('#email-err').textContent = 'Enter your email address';
  else if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(m)) $('#email-err').textContent = 'Enter an email address like name@example.com';
  if (!p) $('#pw-err').textContent = 'Enter your password';
  if ($('#email-err').textContent || !p) return;
  var b = $('#go'); b.disabled = true; b.textContent = 'Signing in…';
  fetch('/courts/api/login', { method: 'POST', body: JSON.stringify({ email: m, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = r.error; return; }
    sessionStorage.setItem('kept', String($('#keep').checked)); location.href = '/courts/book';
  });
});
`,
);

const dayOptions = Object.keys(PLAN)
  .map((d, i) => `<option value="${d}">${i === 0 ? `Today, ${fmt(d)}` : fmt(d)}</option>`)
  .join('');
const timeOptions = [
  '07:00',
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
]
  .map((t) => `<li role="option" aria-selected="false" data-value="${t}">${t}</li>`)
  .join('');

const bookPage = doc(
  'Book a court - Hollins Park Courts',
  `${BAR}
<main>
  <h1>Book a court</h1>
  ${NOTES}
  <div style="display:grid;grid-template-columns:1fr 300px;gap:16px;align-items:start">
  <div>
    <section class="box" aria-label="Filters">
      <div class="line"><label for="date">Date</label><input id="date" type="date" min="2028-09-14" max="2028-09-21" value="2028-09-14">
        <button type="button" role="switch" id="sw-lit" aria-checked="false" aria-labelledby="sw-lit-l"></button><span id="sw-lit-l">Floodlit courts only</span></div>
      <div class="line" role="group" aria-label="Surface" id="chips" style="margin:8px 0">${['Any surface', 'Hard', 'Clay', 'Artificial grass'].map((c) => `<button type="button" class="chip" aria-pressed="${c === 'Any surface'}">${c}</button>`).join('')}</div>
      <div class="line"><label for="max">Max price</label><input id="max" type="range" min="5" max="20" step="1" value="20"><output id="max-v" for="max">£20</output></div>
    </section>
    <div role="tablist" aria-label="Sport"><button type="button" role="tab" id="t-tennis" aria-controls="p-tennis" aria-selected="true">Tennis</button><button type="button" role="tab" id="t-padel" aria-controls="p-padel" aria-selected="false">Padel</button><button type="button" role="tab" id="t-pickleball" aria-controls="p-pickleball" aria-selected="false">Pickleball</button></div>
    <div role="tabpanel" id="p-tennis" aria-labelledby="t-tennis"><p class="sum" role="status"></p><div class="grid slots"></div></div>
    <div role="tabpanel" id="p-padel" aria-labelledby="t-padel" hidden><p class="sum" role="status"></p><div class="grid slots"></div></div>
    <div role="tabpanel" id="p-pickleball" aria-labelledby="t-pickleball" hidden><p class="sum" role="status"></p><div class="grid slots"></div></div>
  </div>
  <aside class="box" aria-labelledby="qb-h">
    <h2 id="qb-h" style="margin-top:0">Quick book</h2>
    <form id="quick" novalidate>
      <div class="field"><label for="qb-sport">Sport</label><select id="qb-sport"><option value="tennis">Tennis</option><option value="padel">Padel</option><option value="pickleball">Pickleball</option></select></div>
      <div class="field"><label for="qb-day">Day</label><select id="qb-day">${dayOptions}</select></div>
      <div class="field"><span class="name" id="qb-time-l">Start time</span><span class="pop"><button type="button" id="qb-time" aria-haspopup="listbox" aria-controls="qb-times" aria-expanded="false" aria-labelledby="qb-time-l qb-time"><span class="value">Choose a time</span> ▾</button><ul role="listbox" id="qb-times" aria-label="Start time" hidden>${timeOptions}</ul></span></div>
      <fieldset><legend>Players</legend><label><input type="radio" name="qb-players" value="2" checked> 2 players</label> <label><input type="radio" name="qb-players" value="3"> 3 players</label> <label><input type="radio" name="qb-players" value="4"> 4 players</label></fieldset>
      <p class="err" id="qb-err" role="alert"></p>
      <button type="submit" class="main" id="qb-go">Book now</button>
      <p class="good" id="qb-result" role="status"></p>
    </form>
  </aside>
  </div>
</main>`,
  `${COMMON}
window.slots = ${JSON.stringify(SLOTS)};
window.favs = []; window.quickBooked = null; window.surface = 'Any surface';
function money0(n) { return '£' + n; }
function render() {
  var day = $('#date').value, lit = $('#sw-lit').getAttribute('aria-checked') === 'true', max = Number($('#max').value);
  ['tennis', 'padel', 'pickleball'].forEach(function (sport) {
    var panel = $('#p-' + sport), list = window.slots.filter(function (s) { return s.day === day && s.sport === sport && (!lit || s.lit) && (window.surface === 'Any surface' || s.surface === window.surface) && s.price <= max; });
    list.sort(function (a, b) { return a.start.localeCompare(b.start) || a.name.localeCompare(b.name); });
    var free = list.filter(function (s) { return !s.taken; }).length;
    if (day === '2028-09-17') $('.sum', panel).textContent = 'The courts are closed on Sun 17 Sep for the Hollins Park Open.';
    else if (!list.length) $('.sum', panel).textContent = 'No ' + sport + ' slots match your filters on ' + fmt(day) + '.';
    else $('.sum', panel).textContent = list.length + ' slot' + (list.length > 1 ? 's' : '') + ' on ' + fmt(day) + ' · ' + free + ' free';
    $('.slots', panel).innerHTML = list.map(function (s) {
      var fav = window.favs.indexOf(s.id) >= 0;
      return '<article class="card slot" data-id="' + s.id + '"><h3 style="margin:0">' + s.start + '–' + s.end + '</h3><p style="margin:4px 0">' + s.name + ' · ' + s.surface + '</p><p style="margin:4px 0"><strong>' + money(s.price) + '</strong>' + (s.peak ? ' <span class="tag">Peak</span>' : '') + (s.lit ? ' <span class="tag">Floodlit</span>' : '') + '</p><div class="line">' + (s.taken ? '<button type="button" disabled>Booked</button>' : '<button type="button" class="main book">Book</button>') + '<button type="button" class="fav" aria-label="Save to favourites" aria-pressed="' + fav + '">' + (fav ? '★' : '☆') + '</button></div></article>';
    }).join('');
  });
}
$('#date').addEventListener('change', render);
$('#sw-lit').addEventListener('flip', render);
$('#max').addEventListener('input', function () { $('#max-v').textContent = '£' + this.value; render(); });
$('#chips').addEventListener('click', function (e) { var c = e.target.closest('.chip'); if (!c) return; $$('.chip').forEach(function (x) { x.setAttribute('aria-pressed', String(x === c)); }); window.surface = c.textContent; render(); });
document.addEventListener('click', function (e) {
  var card = e.target.closest('.slot'); if (!card) return;
  if (e.target.closest('.book')) location.href = '/courts/checkout?slot=' + card.dataset.id;
  if (e.target.closest('.fav')) { var id = card.dataset.id, i = window.favs.indexOf(id); if (i >= 0) window.favs.splice(i, 1); else { window.favs.push(id); quick('Saved to your favourites'); } render(); }
});
$('#quick').addEventListener('submit', function (e) {
  e.preventDefault(); $('#qb-err').textContent = ''; $('#qb-result').textContent = '';
  var time = $('#qb-time').dataset.value, sport = $('#qb-sport').value, day = $('#qb-day').value, players = Number($('input[name=qb-players]:checked').value);
  if (!time) { $('#qb-err').textContent = 'Choose a start time'; return; }
  var b = $('#qb-go'); b.disabled = true; b.textContent = 'Booking…';
  post('/courts/api/quick', { sport: sport, day: day, time: time, players: players }).then(function (r) {
    b.disabled = false; b.textContent = 'Book now';
    if (!r.ok) { $('#qb-err').textContent = r.error; return; }
    window.quickBooked = { sport: sport, day: day, time: time, players: players, court: r.court, ref: r.ref };
    window.slots.forEach(function (s) { if (s.id === r.id) s.taken = true; }); render();
    $('#qb-result').textContent = r.court + ' booked for ' + fmt(day) + ', ' + time + '–' + r.end + ', ' + players + ' players. Reference ' + r.ref + '.';
    $('#bk-count').textContent = '4'; quick('Court booked');
  });
});
if (query.get('date')) $('#date').value = query.get('date');
if (query.get('lit')) $('#sw-lit').setAttribute('aria-checked', 'true');
if (query.get('max')) { $('#max').value = query.get('max'); $('#max-v').textContent = '£' + query.get('max'); }
if (query.get('surface')) { window.surface = query.get('surface'); $$('.chip').forEach(function (x) { x.setAttribute('aria-pressed', String(x.textContent === window.surface)); }); }
if (query.get('fav')) window.favs = query.get('fav').split(',');
render();
if (query.get('sport')) $('#t-' + query.get('sport')).click();
`,
);

const CARD_FRAME = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<p style="margin:4px 0"><label for="cc">Card number</label><br><input id="cc" inputmode="numeric" placeholder="1234 5678 9012 3456" style="width:220px"></p>
<p style="margin:4px 0;display:flex;gap:12px"><span><label for="exp">Expiry date</label><br><input id="exp" placeholder="MM/YY" style="width:80px"></span><span><label for="cvc">Security code</label><br><input id="cvc" placeholder="3 digits" style="width:80px"></span></p>
<p style="margin:4px 0"><label for="holder">Name on card</label><br><input id="holder" style="width:220px"></p>
</body></html>`;

function checkoutPage(slotId: string | null, step: string | null): string {
  const s = SLOTS.find((x) => x.id === slotId) ?? SLOTS.find((x) => x.id === '2-0914-1700')!;
  return doc(
    'Checkout - Hollins Park Courts',
    `${BAR}
<main style="max-width:760px">
  <h1>Book ${s.name}</h1>
  ${NOTES}
  <section class="box" aria-label="Your slot" id="summary"><strong>${s.name}</strong> · ${s.surface} · ${fmt(s.day)} · ${s.start}–${s.end} · <span id="court-price">£${s.price.toFixed(2)}</span>${s.peak ? ' (peak)' : ''}</section>
  <div id="wizard">
  <ol class="line" id="steps" aria-label="Progress" style="list-style:none;padding:0"><li id="st-1">1. Players</li><li id="st-2">2. Extras</li><li id="st-3">3. Payment</li></ol>
  <p class="note" id="step-of"></p>
  <section class="box" id="step-1"><h2 style="margin-top:0">Who's playing?</h2>
    <div class="field"><span class="name">Number of players</span>${stepper('players', 'Number of players', 2, 2, 4)}</div>
    <div class="field"><label for="partner">Playing partners</label><input id="partner" placeholder="Names or member numbers" style="width:100%"></div>
    <p><label><input type="checkbox" id="guest"> One of the players is a guest (£3.00 guest fee)</label></p>
    <p class="err" id="err-1" role="alert"></p>
    <div class="buttons"><a class="button" href="/courts/book">Cancel</a><button type="button" class="main" id="next-1">Next</button></div></section>
  <section class="box" id="step-2" hidden><h2 style="margin-top:0">Extras</h2>
    <div class="field"><span class="name">Rackets to hire (£2.00 each)</span>${stepper('rackets', 'Rackets to hire', 0, 0, 4)}</div>
    <p><label><input type="checkbox" id="balls"> New tube of balls (£4.00)</label></p>
    <div class="line"><button type="button" role="switch" id="sw-machine" aria-checked="false" aria-labelledby="sw-machine-l"${s.sport === 'tennis' ? '' : ' disabled'}></button><span id="sw-machine-l">Ball machine (£6.00)</span>${s.sport === 'tennis' ? '' : ' <span class="note">Tennis courts only</span>'}</div>
    <div class="buttons"><button type="button" id="back-2">Back</button><button type="button" class="main" id="next-2">Next</button></div></section>
  <section class="box" id="step-3" hidden><h2 style="margin-top:0">Payment</h2>
    <p>Total to pay: <strong id="total"></strong></p>
    <fieldset><legend>Pay with</legend><label><input type="radio" name="pay" value="credit" checked> Account credit (£12.50 available)</label><br><label><input type="radio" name="pay" value="card"> Debit or credit card</label></fieldset>
    <div id="card-box" hidden>${frame('Card details', CARD_FRAME, 170)}</div>
    <p><label><input type="checkbox" id="rules"> I agree to the <a href="#rules">court rules</a></label></p>
    <p class="err" id="err-3" role="alert"></p>
    <div class="buttons"><button type="button" id="back-3">Back</button><button type="button" class="main" id="confirm">Confirm booking</button></div></section>
  </div>
  <section class="box" id="done" hidden><h2 style="margin-top:0">Booking confirmed</h2><p id="done-text"></p><p><a href="/courts/bookings">View my bookings</a></p></section>
</main>`,
    `${COMMON}
var slot = ${JSON.stringify(s)};
window.checkout = { step: 1, players: 2, partner: '', guest: false, rackets: 0, balls: false, machine: false, pay: 'credit', ref: null };
function total() { return slot.price + (window.checkout.guest ? 3 : 0) + window.checkout.rackets * 2 + (window.checkout.balls ? 4 : 0) + (window.checkout.machine ? 6 : 0); }
function go(n) {
  window.checkout.step = n;
  [1, 2, 3].forEach(function (i) { $('#step-' + i).hidden = i !== n; if (i === n) $('#st-' + i).setAttribute('aria-current', 'step'); else $('#st-' + i).removeAttribute('aria-current'); });
  $('#step-of').textContent = 'Step ' + n + ' of 3'; $('#total').textContent = money(total());
}
$('#players').addEventListener('stepped', function (e) { window.checkout.players = e.detail; });
$('#rackets').addEventListener('stepped', function (e) { window.checkout.rackets = e.detail; });
$('#partner').addEventListener('input', function () { window.checkout.partner = this.value.trim(); });
$('#guest').addEventListener('change', function () { window.checkout.guest = this.checked; });
$('#balls').addEventListener('change', function () { window.checkout.balls = this.checked; });
$('#sw-machine').addEventListener('flip', function () { window.checkout.machine = this.getAttribute('aria-checked') === 'true'; });
$$('input[name=pay]').forEach(function (r) { r.addEventListener('change', function () { window.checkout.pay = $('input[name=pay]:checked').value; $('#card-box').hidden = window.checkout.pay !== 'card'; }); });
$('#next-1').addEventListener('click', function () { $('#err-1').textContent = ''; if (!$('#partner').value.trim()) { $('#err-1').textContent = "Tell us who you're playing with"; return; } go(2); });
$('#back-2').addEventListener('click', function () { go(1); });
$('#next-2').addEventListener('click', function () { go(3); });
$('#back-3').addEventListener('click', function () { go(2); });
$('#confirm').addEventListener('click', function () {
  $('#err-3').textContent = '';
  var f = $('iframe').contentDocument, card = f.getElementById('cc').value.replace(/\\s+/g, '');
  if (!$('#rules').checked) { $('#err-3').textContent = 'Agree to the court rules to continue'; return; }
  if (window.checkout.pay === 'card' && !card) { $('#err-3').textContent = 'Enter your card number'; return; }
  var b = this; b.disabled = true; b.textContent = 'Booking…';
  post('/courts/api/pay', { slot: slot.id, total: total(), pay: window.checkout.pay, card: card }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm booking';
    if (!r.ok) { $('#err-3').textContent = r.error; return; }
    window.checkout.ref = r.ref; $('#wizard').hidden = true; $('#done').hidden = false;
    $('#done-text').textContent = slot.name + ', ' + fmt(slot.day) + ', ' + slot.start + '–' + slot.end + ' · ' + window.checkout.players + ' players · ' + money(total()) + ' paid. Reference ' + r.ref + '. We have emailed your receipt.';
  });
});
if (query.get('partner')) { $('#partner').value = query.get('partner'); window.checkout.partner = query.get('partner'); }
go(Number(${JSON.stringify(step ?? '1')}) || 1);
`,
  );
}

// id, day, start, end, court, surface, players, status, price
const UPCOMING: [string, string, string, string, string, number, string, number][] = [
  ['b1', '2028-09-14', '19:00', '20:00', 'Court 1', 2, 'Confirmed', 9],
  ['b2', '2028-09-16', '10:00', '11:00', 'Court 3', 4, 'Confirmed', 9],
  ['b3', '2028-09-19', '18:00', '19:00', 'Padel 1', 4, 'Awaiting payment', 16],
];

// day, court, played with, result, price
const PAST: [string, string, string, string, number][] = [
  ['2028-09-12', 'Court 2', 'Leah Brown', 'Won 6–4 6–3', 9],
  ['2028-09-09', 'Padel 2', 'Leah Brown, Tom Reid, Asha Gill', 'Lost 3–6 4–6', 16],
  ['2028-09-07', 'Court 4', 'Tom Reid', 'Won 7–5 6–2', 9],
  ['2028-09-02', 'Court 1', 'Leah Brown', 'Lost 2–6 6–7', 9],
  ['2028-08-31', 'Court 3', 'Marc Dubois', 'Won 6–1 6–2', 7],
  ['2028-08-26', 'Pickleball court', 'Tom Reid', 'Won 11–7', 5],
  ['2028-08-24', 'Court 2', 'Leah Brown', 'Won 6–3 6–4', 9],
  ['2028-08-19', 'Padel 1', 'Asha Gill, Tom Reid, Marc Dubois', 'Won 6–2 6–4', 16],
  ['2028-08-17', 'Court 1', 'Marc Dubois', 'Lost 4–6 3–6', 9],
  ['2028-08-12', 'Court 3', 'Leah Brown', 'Not recorded', 7],
  ['2028-08-10', 'Court 4', 'Tom Reid', 'Won 6–0 6–1', 9],
  ['2028-08-05', 'Court 2', 'Asha Gill', 'Lost 5–7 6–4 8–10', 9],
];

const bookingsPage = doc(
  'My bookings - Hollins Park Courts',
  `${BAR}
<main>
  <h1>My bookings</h1>
  ${NOTES}
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <gate-pass id="gate"></gate-pass>
    <section class="box" aria-labelledby="cr-h"><h2 id="cr-h" style="margin-top:0;font-size:16px">Account credit</h2><p style="margin:4px 0">Balance: <strong id="credit">£12.50</strong></p><button type="button" id="topup">Top up</button></section>
  </div>
  <div role="tablist" aria-label="Bookings"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="up-n">3</span>)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past</button><button type="button" role="tab" id="t-wait" aria-controls="p-wait" aria-selected="false">Waitlist</button></div>
  <div role="tabpanel" id="p-up" aria-labelledby="t-up">
    <table><thead><tr><th>Date</th><th>Time</th><th>Court</th><th>Players</th><th>Status</th><th>Actions</th></tr></thead><tbody id="up"></tbody></table>
    <p class="err" id="bk-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-past" aria-labelledby="t-past" hidden>
    <table><thead><tr><th>Date</th><th>Court</th><th>Played with</th><th>Result</th><th></th></tr></thead><tbody id="past"></tbody></table>
    <nav class="pager" aria-label="Past bookings pages"><button type="button" id="pp-prev">Previous</button><span id="pp-of"></span><button type="button" id="pp-next">Next</button></nav>
  </div>
  <div role="tabpanel" id="p-wait" aria-labelledby="t-wait" hidden>
    <ul id="waits"><li id="w1">Court 2 · Sat 16 Sep · 09:00–10:00 · you're 2nd in the queue <button type="button" id="leave">Leave waitlist</button></li></ul>
    <p class="note" id="no-waits" hidden>You're not on any waitlists.</p>
  </div>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h" aria-describedby="cx-d"><h2 id="cx-h" style="margin-top:0">Cancel this booking?</h2><p id="cx-d"></p><div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cx-go">Cancel booking</button></div></div></div>
<div class="shade" id="dlg-invite" hidden><div role="dialog" aria-modal="true" aria-labelledby="inv-h"><h2 id="inv-h" style="margin-top:0">Invite players</h2>
  <div class="field"><label for="inv-emails">Email addresses</label><input id="inv-emails" placeholder="Separate addresses with commas" style="width:100%"></div>
  <div class="field"><label for="inv-msg">Message (optional)</label><textarea id="inv-msg" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="inv-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="inv-go">Send invites</button></div></div></div>
<div class="shade" id="dlg-receipt" hidden><div role="dialog" aria-modal="true" aria-labelledby="rc-h"><h2 id="rc-h" style="margin-top:0">Receipt</h2><dl class="pairs" id="rc-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-topup" hidden><div role="dialog" aria-modal="true" aria-labelledby="tu-h"><h2 id="tu-h" style="margin-top:0">Top up your credit</h2>
  <fieldset><legend>Amount</legend><label><input type="radio" name="amt" value="10"> £10</label> <label><input type="radio" name="amt" value="20" checked> £20</label> <label><input type="radio" name="amt" value="50"> £50</label> <label><input type="radio" name="amt" value="other"> Other amount</label></fieldset>
  <div class="field"><label for="tu-other">Other amount (£)</label><input id="tu-other" type="number" min="5" placeholder="e.g. 15"></div>
  <p class="err" id="tu-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="tu-go">Add credit</button></div></div></div>`,
  `${COMMON}
window.upcoming = ${JSON.stringify(UPCOMING)}.map(function (u) { return { id: u[0], day: u[1], start: u[2], end: u[3], court: u[4], players: u[5], status: u[6], price: u[7] }; });
window.past = ${JSON.stringify(PAST)}.map(function (p, i) { return { n: i, day: p[0], court: p[1], with: p[2], result: p[3], price: p[4] }; });
window.credit = 12.5; window.ppage = 1; window.cancelled = []; window.invites = null; window.receipt = null; window.leftWaitlist = false; var acting = null;
function upRows() {
  $('#up').innerHTML = window.upcoming.map(function (u) { return '<tr data-id="' + u.id + '"><td>' + fmt(u.day) + '</td><td>' + u.start + '–' + u.end + '</td><th scope="row">' + u.court + '</th><td>' + u.players + '</td><td>' + u.status + '</td><td><div class="line">' + (u.status === 'Awaiting payment' ? '<button type="button" class="main pay">Pay now</button>' : '') + '<button type="button" class="inv">Invite</button><button type="button" class="cx">Cancel</button></div></td></tr>'; }).join('');
  $('#up-n').textContent = String(window.upcoming.length); $('#bk-count').textContent = String(window.upcoming.length);
}
function pastRows() {
  var pages = Math.ceil(window.past.length / 5), list = window.past.slice((window.ppage - 1) * 5, window.ppage * 5);
  $('#past').innerHTML = list.map(function (p) { return '<tr data-n="' + p.n + '"><td>' + fmt(p.day) + '</td><th scope="row">' + p.court + '</th><td>' + p.with + '</td><td>' + p.result + '</td><td><button type="button" class="rc">Receipt</button></td></tr>'; }).join('');
  $('#pp-of').textContent = 'Page ' + window.ppage + ' of ' + pages; $('#pp-prev').disabled = window.ppage === 1; $('#pp-next').disabled = window.ppage === pages;
}
$('#up').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var u = window.upcoming.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#bk-err').textContent = '';
  if (e.target.closest('.cx')) { acting = u; $('#cx-d').textContent = u.court + ', ' + fmt(u.day) + ' at ' + u.start + '. ' + (u.status === 'Confirmed' ? money(u.price) + ' will go back to your account credit.' : 'You have not paid for this booking yet.'); showDialog('dlg-cancel'); }
  if (e.target.closest('.inv')) { acting = u; $('#inv-h').textContent = 'Invite players to ' + u.court + ', ' + fmt(u.day); $('#inv-emails').value = ''; $('#inv-msg').value = ''; $('#inv-err').textContent = ''; showDialog('dlg-invite'); }
  if (e.target.closest('.pay')) location.href = '/courts/checkout?slot=P1-0919-1800&step=3';
});
$('#cx-go').addEventListener('click', function () {
  var b = this, u = acting; b.disabled = true; b.textContent = 'Cancelling…';
  post('/courts/api/cancel', { id: u.id, day: u.day, start: u.start }).then(function (r) {
    b.disabled = false; b.textContent = 'Cancel booking'; hideDialog('dlg-cancel');
    if (!r.ok) { $('#bk-err').textContent = r.error; return; }
    window.upcoming = window.upcoming.filter(function (x) { return x !== u; }); window.cancelled.push(u.id);
    if (u.status === 'Confirmed') { window.credit += u.price; $('#credit').textContent = money(window.credit); }
    upRows(); quick('Booking cancelled.' + (u.status === 'Confirmed' ? ' ' + money(u.price) + ' added to your account credit.' : ''));
  });
});
$('#inv-go').addEventListener('click', function () {
  var list = $('#inv-emails').value.split(',').map(function (x) { return x.trim(); }).filter(Boolean); $('#inv-err').textContent = '';
  if (!list.length) { $('#inv-err').textContent = 'Enter at least one email address'; return; }
  var bad = list.filter(function (x) { return !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(x); })[0];
  if (bad) { $('#inv-err').textContent = bad + " isn't a valid email address"; return; }
  window.invites = { booking: acting.id, to: list, message: $('#inv-msg').value.trim() }; hideDialog('dlg-invite');
  quick('Invite sent to ' + list.length + ' player' + (list.length > 1 ? 's' : ''));
});
$('#past').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !e.target.closest('.rc')) return; var p = window.past[Number(tr.dataset.n)]; window.receipt = p.n;
  $('#rc-h').textContent = 'Receipt: ' + p.court + ', ' + fmt(p.day);
  $('#rc-body').innerHTML = '<dt>Court</dt><dd>' + p.court + '</dd><dt>Date</dt><dd>' + fmt(p.day) + ' 2028</dd><dt>Paid</dt><dd>' + money(p.price) + '</dd><dt>Paid with</dt><dd>Account credit</dd>';
  showDialog('dlg-receipt');
});
$('#pp-prev').addEventListener('click', function () { window.ppage -= 1; pastRows(); });
$('#pp-next').addEventListener('click', function () { window.ppage += 1; pastRows(); });
$('#leave').addEventListener('click', function () { var b = this; b.disabled = true; setTimeout(function () { $('#w1').remove(); $('#no-waits').hidden = false; window.leftWaitlist = true; quick("You've left the waitlist for Court 2, Sat 16 Sep"); }, 500); });
$('#topup').addEventListener('click', function () { $('#tu-err').textContent = ''; $('#tu-other').value = ''; $('input[name=amt][value="20"]').checked = true; showDialog('dlg-topup'); });
$('#tu-go').addEventListener('click', function () {
  var v = $('input[name=amt]:checked').value, amt = v === 'other' ? Number($('#tu-other').value) : Number(v); $('#tu-err').textContent = '';
  if (v === 'other' && !(amt >= 5)) { $('#tu-err').textContent = 'Enter an amount of £5 or more'; return; }
  var b = this; b.disabled = true;
  post('/courts/api/topup', { amount: amt, credit: window.credit }).then(function (r) {
    b.disabled = false;
    if (!r.ok) { $('#tu-err').textContent = r.error; return; }
    window.credit += amt; $('#credit').textContent = money(window.credit); hideDialog('dlg-topup'); quick(money(amt) + ' added. Your credit is now ' + money(window.credit) + '.');
  });
});
customElements.define('gate-pass', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef7ee;border:1px solid #b9dcb9;border-radius:8px;padding:10px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Gate code</h2><p id="body">Loading your gate code…</p><button type="button" id="send" hidden>Text it to me</button><p id="m" role="status"></p>';
    var r = function (s) { return root.querySelector(s); };
    setTimeout(function () { r('#body').textContent = 'This week\\'s code is 4821. It works until Sun 17 Sep.'; r('#send').hidden = false; }, 1000);
    r('#send').addEventListener('click', function () { window.codeTexted = true; r('#m').textContent = 'Sent to 07700 900418'; });
  }
});
upRows(); pastRows();
if (query.get('tab') === 'past') $('#t-past').click();
if (query.get('tab') === 'waitlist') $('#t-wait').click();
`,
);

// id, name, coach, when, length, price, places left, level
const CLASSES: [string, string, string, string, string, number, number, string][] = [
  ['c1', 'Adult beginners', 'Marta Silva', 'Mon 18:00', '6 weeks', 54, 3, 'Beginner'],
  ['c2', 'Cardio tennis', 'Dev Anand', 'Tue 19:00', 'Drop-in', 8, 5, 'All levels'],
  ['c3', "Improvers' doubles", 'Marta Silva', 'Wed 18:30', '6 weeks', 60, 0, 'Improver'],
  ['c4', 'Junior squad (under 12)', 'Ellie Brooks', 'Sat 09:00', '10 weeks', 70, 2, 'Junior'],
  ['c5', 'Padel for beginners', 'Dev Anand', 'Sat 11:00', 'Drop-in', 12, 4, 'Beginner'],
  ['c6', 'Advanced match play', 'Ellie Brooks', 'Sun 10:00', '6 weeks', 72, 1, 'Advanced'],
  ['c7', 'Cardio tennis', 'Dev Anand', 'Thu 19:00', 'Drop-in', 8, 6, 'All levels'],
];

const coachingPage = doc(
  'Coaching - Hollins Park Courts',
  `${BAR}
<main>
  <h1>Coaching</h1>
  ${NOTES}
  <div class="line" style="margin-bottom:10px"><label for="level">Level</label><select id="level"><option>All levels</option><option>Beginner</option><option>Improver</option><option>Advanced</option><option>Junior</option></select>
    <button type="button" role="switch" id="sw-weekend" aria-checked="false" aria-labelledby="sw-weekend-l"></button><span id="sw-weekend-l">Weekends only</span></div>
  <p id="cl-count" role="status"></p>
  <div class="grid" id="classes"></div>
  <p class="err" id="cl-err" role="alert"></p>
  <h2>Our coaches</h2>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-marta" aria-expanded="false" aria-controls="acc-marta-p">Marta Silva</button></h3>
  <div id="acc-marta-p" hidden><p>Head coach, LTA Level 4. Marta runs the adult programme. Rated 4.8 out of 5 from 32 reviews.</p></div>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-dev" aria-expanded="false" aria-controls="acc-dev-p">Dev Anand</button></h3>
  <div id="acc-dev-p" hidden><p>LTA Level 3 and padel coach. Dev runs cardio tennis and padel sessions. Rated 4.6 out of 5 from 19 reviews.</p></div>
  <h3 style="margin:6px 0"><button type="button" data-acc id="acc-ellie" aria-expanded="false" aria-controls="acc-ellie-p">Ellie Brooks</button></h3>
  <div id="acc-ellie-p" hidden><p>Performance coach, LTA Level 5. Ellie runs the junior squad and match play. Rated 4.9 out of 5 from 41 reviews.</p></div>
  <section class="box" aria-labelledby="fb-h" style="margin-top:14px"><h2 id="fb-h" style="margin-top:0">Rate your last session</h2>
    <div class="field"><label for="fb-session">Session</label><select id="fb-session"><option value="">Choose a session</option><option>Cardio tennis, Tue 12 Sep</option><option>Adult beginners, Mon 11 Sep</option></select></div>
    <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'fb-rate')}</div>
    <div class="field"><label for="fb-text">Comments</label><textarea id="fb-text" rows="3" style="width:100%" placeholder="What went well? What could be better?"></textarea></div>
    <p class="err" id="fb-err" role="alert"></p>
    <button type="button" id="fb-go">Send feedback</button></section>
</main>
<div class="shade" id="dlg-join" hidden><div role="dialog" aria-modal="true" aria-labelledby="join-h"><h2 id="join-h" style="margin-top:0">Join class</h2><p id="join-sub" class="note"></p>
  <fieldset><legend>Payment</legend><label><input type="radio" name="when" value="now" checked> Pay now</label><br><label><input type="radio" name="when" value="later"> Pay at the first session</label></fieldset>
  <p class="err" id="join-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="join-go">Confirm</button></div></div></div>`,
  `${COMMON}
window.classes = ${JSON.stringify(CLASSES)}.map(function (c) { return { id: c[0], name: c[1], coach: c[2], when: c[3], length: c[4], price: c[5], left: c[6], level: c[7], joined: false, waiting: false }; });
window.feedback = null; var joining = null;
function cards() {
  var level = $('#level').value, wk = $('#sw-weekend').getAttribute('aria-checked') === 'true';
  var list = window.classes.filter(function (c) { return (level === 'All levels' || c.level === level) && (!wk || /^(Sat|Sun)/.test(c.when)); });
  $('#cl-count').textContent = list.length + ' class' + (list.length === 1 ? '' : 'es');
  $('#classes').innerHTML = list.map(function (c) {
    var btn = c.joined ? '<button type="button" disabled>You\\'re booked</button>' : c.waiting ? '<button type="button" disabled>On the waitlist</button>' : c.left ? '<button type="button" class="main join">Join class</button>' : '<button type="button" class="wl">Join waitlist</button>';
    return '<article class="card cls" data-id="' + c.id + '"><h3 style="margin:0">' + c.name + '</h3><p style="margin:4px 0">' + c.when + ' · ' + c.length + ' · ' + money(c.price) + '</p><p style="margin:4px 0" class="note">Coach ' + c.coach + ' · ' + c.level + '</p><p style="margin:4px 0" class="left">' + (c.left ? c.left + ' place' + (c.left > 1 ? 's' : '') + ' left' : 'Full') + '</p>' + btn + '</article>';
  }).join('');
}
$('#level').addEventListener('change', cards);
$('#sw-weekend').addEventListener('flip', cards);
$('#classes').addEventListener('click', function (e) {
  var card = e.target.closest('.cls'); if (!card) return; var c = window.classes.filter(function (x) { return x.id === card.dataset.id; })[0]; $('#cl-err').textContent = '';
  if (e.target.closest('.join')) { joining = c; $('#join-h').textContent = 'Join ' + c.name; $('#join-sub').textContent = c.when + ' with ' + c.coach + ' · ' + money(c.price); $('#join-err').textContent = ''; $('#join-go').textContent = 'Confirm'; $('input[name=when][value=now]').checked = true; showDialog('dlg-join'); }
  if (e.target.closest('.wl')) { var b = e.target.closest('.wl'); b.disabled = true; setTimeout(function () { c.waiting = true; cards(); quick("You're on the waitlist for " + c.name); }, 600); }
});
$('#join-go').addEventListener('click', function () {
  var b = this, c = joining; b.disabled = true; b.textContent = 'Joining…';
  post('/courts/api/join', { id: c.id }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm';
    if (!r.ok) { $('#join-err').textContent = r.error; return; }
    c.joined = true; c.left -= 1; c.pay = $('input[name=when]:checked').value; hideDialog('dlg-join'); cards(); quick("You're booked on " + c.name + ', ' + c.when);
  });
});
$('#fb-go').addEventListener('click', function () {
  var s = $('#fb-session').value, stars = Number($('#fb-rate').dataset.value); $('#fb-err').textContent = '';
  if (!s) { $('#fb-err').textContent = 'Choose the session you went to'; return; }
  if (!stars) { $('#fb-err').textContent = 'Choose a star rating'; return; }
  window.feedback = { session: s, stars: stars, text: $('#fb-text').value.trim() }; quick('Thanks for your feedback');
});
if (query.get('level')) $('#level').value = query.get('level');
if (query.get('weekend')) $('#sw-weekend').setAttribute('aria-checked', 'true');
cards();
`,
);

const EMERGENCY = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Emergency contact</h3>
<p style="margin:4px 0"><label for="ec-name">Contact name</label> <input id="ec-name" value="Ravi Patel" style="width:180px"></p>
<p style="margin:4px 0"><label for="ec-phone">Phone number</label> <input id="ec-phone" value="07700 900155" style="width:180px"></p>
<p style="margin:4px 0"><label for="ec-rel">Relationship</label> <select id="ec-rel"><option>Partner</option><option selected>Parent</option><option>Friend</option><option>Other</option></select></p>
<button type="button" id="ec-save">Save contact</button>
<p id="ec-msg" role="status"></p>
<script>
window.contact = null;
document.getElementById('ec-save').addEventListener('click', function () {
  var m = document.getElementById('ec-msg'), n = document.getElementById('ec-name').value.trim(), p = document.getElementById('ec-phone').value.replace(/\\s+/g, '');
  if (!n) { m.textContent = 'Enter a contact name'; return; }
  if (!/^0\\d{10}$/.test(p)) { m.textContent = 'Enter a UK phone number, like 07700 900123'; return; }
  window.contact = { name: n, phone: p, rel: document.getElementById('ec-rel').value }; m.textContent = 'Emergency contact saved';
});
</script></body></html>`;

const profilePage = doc(
  'My profile - Hollins Park Courts',
  `${BAR}
<main>
  <h1>My profile</h1>
  ${NOTES}
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;align-items:start">
  <form id="details" class="box" novalidate aria-labelledby="cd-h"><h2 id="cd-h" style="margin-top:0">Contact details</h2>
    <div class="field"><label for="first">First name</label><input id="first" value="Nia"></div>
    <div class="field"><label for="last">Last name</label><input id="last" value="Patel"></div>
    <div class="field"><label for="p-email">Email</label><input id="p-email" type="email" value="nia.patel@example.com" style="width:100%"></div>
    <div class="field"><label for="mobile">Mobile number</label><input id="mobile" type="tel" value="07700 900418"></div>
    <fieldset><legend>Playing preferences</legend>
      <div class="field"><label for="lvl">Playing level</label><input id="lvl" type="range" min="1" max="7" value="3"> <output id="lvl-v" for="lvl">Level 3</output></div>
      <p style="margin:4px 0">Plays <label><input type="radio" name="hand" value="right" checked> Right-handed</label> <label><input type="radio" name="hand" value="left"> Left-handed</label></p>
      <div class="line"><button type="button" role="switch" id="sw-finder" aria-checked="false" aria-labelledby="sw-finder-l"></button><span id="sw-finder-l">Show me in the partner finder</span></div>
    </fieldset>
    <p class="err" id="pf-err" role="alert"></p>
    <button type="submit" class="main" id="pf-save">Save changes</button>
  </form>
  <div>
    <section class="box" aria-labelledby="nt-h"><h2 id="nt-h" style="margin-top:0">Notifications</h2>
      <div class="line"><button type="button" role="switch" id="sw-confirm" aria-checked="true" aria-labelledby="sw-confirm-l"></button><span id="sw-confirm-l">Email me booking confirmations</span></div>
      <div class="line"><button type="button" role="switch" id="sw-remind" aria-checked="false" aria-labelledby="sw-remind-l"></button><span id="sw-remind-l">Text me an hour before I play</span></div>
      <div class="line"><button type="button" role="switch" id="sw-wl" aria-checked="true" aria-labelledby="sw-wl-l"></button><span id="sw-wl-l">Text me when a waitlist place comes up</span></div>
      <div class="line"><button type="button" role="switch" id="sw-news" aria-checked="false" aria-labelledby="sw-news-l"></button><span id="sw-news-l">Club newsletter</span></div>
    </section>
    <section class="box" aria-labelledby="ms-h"><h2 id="ms-h" style="margin-top:0">Membership</h2>
      <dl class="pairs"><dt>Plan</dt><dd id="plan">Adult Anytime</dd><dt>Member number</dt><dd>HP-30418</dd><dt>Price</dt><dd>£24 a month</dd><dt>Renews</dt><dd>1 Mar 2029</dd></dl></section>
    <section class="box">${frame('Emergency contact', EMERGENCY, 190)}</section>
  </div>
  </div>
</main>`,
  `${COMMON}
window.profile = null; window.switches = {};
$('#lvl').addEventListener('input', function () { $('#lvl-v').textContent = 'Level ' + this.value; });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
$('#details').addEventListener('submit', function (e) {
  e.preventDefault(); $('#pf-err').textContent = '';
  var v = { first: $('#first').value.trim(), last: $('#last').value.trim(), email: $('#p-email').value.trim(), mobile: $('#mobile').value.trim(), level: Number($('#lvl').value), hand: $('input[name=hand]:checked').value, finder: $('#sw-finder').getAttribute('aria-checked') === 'true' };
  if (!v.first || !v.last) { $('#pf-err').textContent = 'Enter your first and last name'; return; }
  var b = $('#pf-save'); b.disabled = true; b.textContent = 'Saving…';
  post('/courts/api/profile', v).then(function (r) {
    b.disabled = false; b.textContent = 'Save changes';
    if (!r.ok) { $('#pf-err').textContent = r.error; return; }
    window.profile = v; quick('Your profile has been saved');
  });
});
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const courtsApp: CorpusApp = {
  name: 'courts',
  description:
    "Hollins Park Courts, a park trust's tennis, padel and pickleball court booking: a sign-in by email checked by the server after a delay (Show password aria-pressed toggle, field errors, a lapsed member refused); Book a court with sport tabs, a date input, a Floodlit courts only switch, surface chips (aria-pressed), a max-price slider and slot cards that share Book and an icon-only Save to favourites toggle (a taken slot's Book disabled; Sunday closed for a tournament), and a Quick book form (sport and day selects, a start-time listbox, player radios) answered late and refused when no court is free or padel is not played in fours; a three-step checkout (a players stepper and partner field, extras with a rackets stepper, a balls box and a ball-machine switch disabled off tennis, payment by credit or by card in an iframe, a court-rules box) refused late when the credit does not cover the total or the card is declined; My bookings with a gate code in a shadow root loaded late, an account-credit top-up dialog (refused over £100), tabs of upcoming bookings with Invite and Cancel in each row (a confirm alertdialog; cancelling within 24 hours refused late), a paged history with Receipt dialogs and a waitlist; Coaching with a level filter, a Weekends only switch, class cards with Join class in each (two Cardio tennis classes, a full class with Join waitlist, a junior class and an assessed class refused late), coach accordions and a feedback form with a star rating; My profile with contact details, a playing-level slider, handedness radios, notification switches and an emergency-contact form in an iframe; an account menu (guest passes shown late, freezing refused late). Toasts leave after four seconds.",
  routes: {
    '/courts/login': () => loginPage,
    '/courts/book': () => bookPage,
    '/courts/checkout': (req) => checkoutPage(req.url.searchParams.get('slot'), req.url.searchParams.get('step')),
    '/courts/bookings': () => bookingsPage,
    '/courts/coaching': () => coachingPage,
    '/courts/profile': () => profilePage,
    '/courts/api/login': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const email = (body.email ?? '').trim().toLowerCase();
      let error = '';
      if (email === 'sam.okoro@example.com')
        error = 'Your membership ended on 31 Aug 2028. Renew it at the front desk to keep booking.';
      else if (email !== 'nia.patel@example.com' || body.password !== 'Baseline-42')
        error = 'Email or password is incorrect';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/courts/api/quick': (req) => {
      const body = parse<{ sport: string; day: string; time: string; players: number }>(req.body);
      const sport = body.sport ?? 'tennis';
      const day = body.day ?? '';
      let error = '';
      let slot: Slot | undefined;
      if (day === '2028-09-17') error = 'The courts are closed on Sun 17 Sep for the Hollins Park Open.';
      else if (sport === 'padel' && Number(body.players) !== 4) error = 'Padel is played in fours. Choose 4 players.';
      else {
        slot = SLOTS.find((s) => s.sport === sport && s.day === day && s.start === body.time && !s.taken);
        if (!slot) error = `No ${sport} courts are free on ${fmt(day)} at ${body.time}. Try another time.`;
      }
      if (error || !slot) return { delayMs: 1000, json: { ok: false, error } };
      const ref = `HP-6${day.slice(8)}${(body.time ?? '').slice(0, 2)}`;
      return { delayMs: 1000, json: { ok: true, id: slot.id, court: slot.name, end: slot.end, ref } };
    },
    '/courts/api/pay': (req) => {
      const body = parse<{ slot: string; total: number; pay: string; card: string }>(req.body);
      let error = '';
      if (body.pay === 'credit' && Number(body.total) > 12.5)
        error = `Your account credit (£12.50) doesn't cover £${Number(body.total).toFixed(2)}. Pay by card or top up first.`;
      else if (body.pay === 'card' && body.card === '4000000000000002')
        error = 'Your card was declined. Try another card.';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, ref: 'HP-58120' } };
    },
    '/courts/api/cancel': (req) => {
      const body = parse<{ id: string; day: string; start: string }>(req.body);
      const error =
        body.day === '2028-09-14'
          ? "Bookings can't be cancelled less than 24 hours before they start. Call the desk on 0161 555 0142."
          : '';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/courts/api/topup': (req) => {
      const body = parse<{ amount: number; credit: number }>(req.body);
      const error =
        Number(body.amount) + Number(body.credit) > 100
          ? "Your credit can't go over £100. Choose a smaller amount."
          : '';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/courts/api/join': (req) => {
      const body = parse<{ id: string }>(req.body);
      let error = '';
      if (body.id === 'c4') error = 'The Junior squad is for players under 12.';
      else if (body.id === 'c6')
        error = 'Advanced match play needs an assessment with a coach first. Ask Ellie Brooks at the desk.';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/courts/api/profile': (req) => {
      const body = parse<{ email: string }>(req.body);
      const error =
        (body.email ?? '').toLowerCase() === 'sam.okoro@example.com'
          ? 'That email address is already used by another member'
          : '';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
