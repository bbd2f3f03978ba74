/**
 * Shear Bliss, a hair salon: a four-step booking wizard (service cards with the same Select button, one fully booked,
 * add-on checkboxes; stylist cards with the same Choose and "See reviews" buttons, one on holiday; a date with a
 * closed-on-Sundays error and time-slot buttons, one full; details with placeholder-only mobile, a reminder switch, a
 * gift-card box in an open shadow root, a policy dialog, errors and a confirm dialog), a running summary with a total
 * and a Continue disabled until a choice; past visits with the same "Book again" and "Leave a review" buttons and a
 * review dialog with stars and a slider.
 */

import { doc, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const SERVICES = [
  { id: 'womens-cut', name: "Women's cut & finish", mins: 60, price: 48 },
  { id: 'mens-cut', name: "Men's cut", mins: 30, price: 26 },
  { id: 'blow-dry', name: 'Blow-dry', mins: 45, price: 30 },
  { id: 'colour', name: 'Full colour', mins: 120, price: 85 },
  { id: 'balayage', name: 'Balayage', mins: 180, price: 140, full: true },
  { id: 'kids', name: "Kids' cut (under 12)", mins: 30, price: 18 },
];

const STYLISTS = [
  { id: 'ana', name: 'Ana Ribeiro', level: 'Senior stylist', extra: 10, rating: '4.9', reviews: 212 },
  { id: 'josh', name: 'Josh Kemp', level: 'Stylist', extra: 0, rating: '4.6', reviews: 88 },
  { id: 'priya', name: 'Priya Nair', level: 'Senior stylist', extra: 10, rating: '4.8', reviews: 154, away: true },
  { id: 'leo', name: 'Leo Marsh', level: 'Graduate stylist', extra: -8, rating: '4.3', reviews: 19 },
];

const SLOTS = ['09:30', '10:15', '11:00', '13:30', '15:45', '17:00'];

const book = doc(
  'Book an appointment · Shear Bliss',
  `<header class="bar"><span class="logo">Shear Bliss</span><nav><a href="/salon/book">Book</a><a href="/salon/visits">My visits</a></nav></header>
<main style="display:grid;grid-template-columns:1fr 260px;gap:16px;max-width:1100px">
<div>
  <h1>Book an appointment</h1>
  <ol class="line" id="progress" style="list-style:none;padding:0">
    <li data-s="1">1. Service</li><li data-s="2">2. Stylist</li><li data-s="3">3. Date &amp; time</li><li data-s="4">4. Your details</li>
  </ol>
  <p id="step-label" class="note">Step 1 of 4</p>
  <section id="s1" class="step">
    <h2>Choose a service</h2>
    <div class="grid">${SERVICES.map(
      (s) => `<article class="card svc" data-id="${s.id}" data-price="${s.price}">
      <h3>${s.name}</h3>
      <p>${s.mins} min · <strong>£${s.price}</strong></p>
      ${s.full ? '<p><span class="tag">Fully booked this week</span></p>' : ''}
      <button type="button" class="pick" aria-pressed="false"${s.full ? ' disabled' : ''}>Select</button>
    </article>`,
    ).join('')}</div>
    <fieldset><legend>Add-ons</legend>
      <label><input type="checkbox" name="addon" value="conditioning" data-price="12"> Deep conditioning treatment (+£12)</label><br>
      <label><input type="checkbox" name="addon" value="fringe" data-price="0"> Fringe trim (free)</label><br>
      <label><input type="checkbox" name="addon" value="massage" data-price="8"> Head massage (+£8)</label>
    </fieldset>
  </section>
  <section id="s2" class="step" hidden>
    <h2>Choose your stylist</h2>
    <div class="grid">${STYLISTS.map(
      (p) => `<article class="card sty" data-id="${p.id}" data-extra="${p.extra}">
      <h3>${p.name}</h3>
      <p>${p.level}${p.extra > 0 ? ` (+£${p.extra})` : p.extra < 0 ? ` (−£${-p.extra})` : ''}</p>
      <p><span aria-label="Rated ${p.rating} out of 5">★ ${p.rating}</span> (${p.reviews} reviews)</p>
      ${p.away ? '<p><span class="tag">On holiday until 24 March</span></p>' : ''}
      <div class="line"><button type="button" class="pick" aria-pressed="false"${p.away ? ' disabled' : ''}>Choose</button>
      <button type="button" data-acc aria-expanded="false" aria-controls="rev-${p.id}">See reviews</button></div>
      <div id="rev-${p.id}" hidden class="note">"${p.id === 'ana' ? 'Best cut I have had in years.' : p.id === 'josh' ? 'Quick, friendly and precise.' : p.id === 'priya' ? 'Amazing colour work.' : 'Great value, a bit slow.'}"</div>
    </article>`,
    ).join('')}</div>
  </section>
  <section id="s3" class="step" hidden>
    <h2>Pick a date and time</h2>
    <div class="field"><label for="date">Date</label><input type="date" id="date" value="2027-03-12"></div>
    <p class="err" id="date-error" hidden></p>
    <div role="group" aria-label="Available times" id="slots" class="line">${SLOTS.map(
      (t) =>
        `<button type="button" class="slot" data-time="${t}" aria-pressed="false"${t === '11:00' ? ' disabled aria-describedby="full-note"' : ''}>${t}</button>`,
    ).join('')}</div>
    <p class="note" id="full-note">11:00 is fully booked.</p>
  </section>
  <section id="s4" class="step" hidden>
    <h2>Your details</h2>
    <form id="details" novalidate>
      <div class="line">
        <div class="field"><label for="fname">First name</label><input id="fname"><p class="err" id="e-fname" hidden></p></div>
        <div class="field"><label for="lname">Last name</label><input id="lname"></div>
      </div>
      <div class="field"><input id="mobile" type="tel" placeholder="Mobile number"><p class="err" id="e-mobile" hidden></p></div>
      <div class="field"><label for="email">Email</label><input id="email" type="email"><p class="err" id="e-email" hidden></p></div>
      <div class="field"><label for="notes">Notes for your stylist (optional)</label><textarea id="notes" rows="2" style="width:100%"></textarea></div>
      <div class="field line"><span id="remind-label">Text me a reminder the day before</span><button type="button" role="switch" id="remind" aria-checked="true" aria-labelledby="remind-label"></button></div>
      <div class="field"><span class="name">Gift card</span><gift-card></gift-card></div>
      <div class="field"><label><input type="checkbox" id="policy"> I agree to the cancellation policy</label> <button type="button" id="read-policy">Read the policy</button><p class="err" id="e-policy" hidden></p></div>
      <button type="submit" class="main" id="book-btn">Book appointment</button>
    </form>
  </section>
  <section id="s5" class="step" hidden>
    <h2>You're booked!</h2>
    <p id="booked-text"></p>
  </section>
  <div class="line" id="nav-buttons">
    <button type="button" id="back" hidden>Back</button>
    <button type="button" class="main" id="continue" disabled>Continue</button>
  </div>
</div>
<aside class="box" aria-label="Your booking" style="align-self:start">
  <h2>Your booking</h2>
  <dl class="pairs" style="grid-template-columns:70px 1fr">
    <dt>Service</dt><dd id="sum-service">—</dd>
    <dt>Stylist</dt><dd id="sum-stylist">—</dd>
    <dt>When</dt><dd id="sum-when">—</dd>
    <dt>Total</dt><dd id="sum-total">£0.00</dd>
  </dl>
  <p class="note">Pay at the salon. Cancel free up to 24 hours before.</p>
</aside>
</main>
<div class="shade" id="policy-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="policy-title">
    <h2 id="policy-title">Cancellation policy</h2>
    <p>Cancel or move your appointment at least 24 hours before it starts at no cost. Later cancellations and no-shows are charged 50% of the service price.</p>
    <div class="buttons"><button type="button" data-dismiss>Close</button></div>
  </div>
</div>
<div class="shade" id="confirm-dialog" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text">
    <h2 id="confirm-title">Confirm your booking</h2>
    <p id="confirm-text"></p>
    <div class="buttons"><button type="button" data-dismiss>Go back</button><button type="button" class="main" id="confirm-yes">Confirm booking</button></div>
  </div>
</div>`,
  `
var services = ${JSON.stringify(SERVICES)};
var stylists = ${JSON.stringify(STYLISTS)};
window.booking = { step: 1, service: null, stylist: null, date: '2027-03-12', time: null, gift: 0, booked: false };
var b = window.booking;
var DAYS = ['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'];
var MONTHS = ['January','February','March','April','May','June','July','August','September','October','November','December'];
function day(v) { var d = new Date(v + 'T12:00:00'); return { d: d, text: DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] }; }
class GiftCard extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>input,button{font:inherit;padding:5px 8px;border:1px solid #c2c8d1;border-radius:6px}.err{color:#b0261a}.ok{color:#16723a}</style>' +
      '<input id="code" placeholder="Gift card code" aria-label="Gift card code"> <button type="button" id="apply">Apply</button><p id="gc-msg" role="status"></p>';
    root.getElementById('apply').addEventListener('click', function () {
      var code = root.getElementById('code').value.trim().toUpperCase();
      var m = root.getElementById('gc-msg');
      if (code === 'GIFT-2020') { b.gift = 20; m.className = 'ok'; m.textContent = '£20.00 gift card applied'; }
      else { b.gift = 0; m.className = 'err'; m.textContent = "That gift card code isn't valid"; }
      summary();
    });
  }
}
customElements.define('gift-card', GiftCard);
function service() { return services.filter(function (s) { return s.id === b.service; })[0]; }
function stylist() { return stylists.filter(function (s) { return s.id === b.stylist; })[0]; }
function total() {
  var t = 0;
  if (service()) t += service().price;
  if (stylist()) t += stylist().extra;
  $$('input[name=addon]:checked').forEach(function (a) { t += Number(a.dataset.price); });
  return Math.max(0, t - b.gift);
}
function summary() {
  $('#sum-service').textContent = service() ? service().name : '—';
  $('#sum-stylist').textContent = stylist() ? stylist().name : '—';
  $('#sum-when').textContent = b.time ? day(b.date).text.slice(0, 3) + ' ' + day(b.date).d.getDate() + ' ' + MONTHS[day(b.date).d.getMonth()].slice(0, 3) + ', ' + b.time : '—';
  $('#sum-total').textContent = '£' + total().toFixed(2);
  var ok = b.step === 1 ? !!b.service : b.step === 2 ? !!b.stylist : b.step === 3 ? !!b.time : true;
  $('#continue').disabled = !ok;
}
function show(n) {
  b.step = n;
  $$('.step').forEach(function (s) { s.hidden = s.id !== 's' + n; });
  $$('#progress li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.s) === n ? '700' : '400'; });
  $('#step-label').textContent = n <= 4 ? 'Step ' + n + ' of 4' : 'Booking complete';
  $('#step-label').hidden = n > 4;
  $('#back').hidden = n === 1 || n > 4;
  $('#continue').hidden = n >= 4;
  summary();
}
function markPicked(sel, id) {
  $$(sel).forEach(function (c) {
    var on = c.dataset.id === id;
    var p = $('.pick', c);
    p.setAttribute('aria-pressed', String(on));
    p.textContent = on ? 'Selected' : (sel === '.svc' ? 'Select' : 'Choose');
    c.style.outline = on ? '2px solid #1f5fcf' : '';
  });
}
$$('.svc .pick').forEach(function (p) { p.addEventListener('click', function () { b.service = p.closest('.svc').dataset.id; markPicked('.svc', b.service); summary(); }); });
$$('.sty .pick').forEach(function (p) { p.addEventListener('click', function () { b.stylist = p.closest('.sty').dataset.id; markPicked('.sty', b.stylist); summary(); }); });
$$('input[name=addon]').forEach(function (a) { a.addEventListener('change', summary); });
function pickSlot(t) {
  b.time = t;
  $$('.slot').forEach(function (s) { s.setAttribute('aria-pressed', String(s.dataset.time === t)); s.classList.toggle('main', s.dataset.time === t); });
  summary();
}
$$('.slot').forEach(function (s) { s.addEventListener('click', function () { pickSlot(s.dataset.time); }); });
$('#date').addEventListener('change', function () {
  b.date = $('#date').value;
  pickSlot(null);
  var sunday = b.date && day(b.date).d.getDay() === 0;
  $('#date-error').textContent = sunday ? "We're closed on Sundays. Choose another day." : '';
  $('#date-error').hidden = !sunday;
  $('#slots').hidden = sunday;
  $('#full-note').hidden = sunday;
});
$('#continue').addEventListener('click', function () { if (!$('#continue').disabled) show(b.step + 1); });
$('#back').addEventListener('click', function () { show(b.step - 1); });
$('#read-policy').addEventListener('click', function () { showDialog('policy-dialog'); });
function ferr(id, text) { var e = $('#e-' + id); e.textContent = text; e.hidden = !text; return !text; }
$('#details').addEventListener('submit', function (e) {
  e.preventDefault();
  var ok = ferr('fname', $('#fname').value.trim() ? '' : 'Enter your first name');
  ok = ferr('mobile', $('#mobile').value.trim() ? '' : 'Enter your mobile number') && ok;
  ok = ferr('email', /^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test($('#email').value.trim()) ? '' : 'Enter an email address like name@example.com') && ok;
  ok = ferr('policy', $('#policy').checked ? '' : 'Agree to the cancellation policy to continue') && ok;
  if (!ok) return;
  $('#confirm-text').textContent = 'Book ' + service().name + ' with ' + stylist().name + ' on ' + day(b.date).text + ' at ' + b.time + '? Total £' + total().toFixed(2) + '.';
  showDialog('confirm-dialog');
});
$('#confirm-yes').addEventListener('click', function () {
  hideDialog('confirm-dialog');
  b.booked = true;
  b.details = { first: $('#fname').value, last: $('#lname').value, mobile: $('#mobile').value, email: $('#email').value, reminder: $('#remind').getAttribute('aria-checked') === 'true' };
  $('#booked-text').textContent = service().name + ' with ' + stylist().name + ' on ' + day(b.date).text + ' 2027 at ' + b.time + '. Booking reference SB-5810. We have sent the details to ' + $('#email').value + '.';
  show(5);
  toast('Booking confirmed');
});
var step = Number(query.get('step') || 1);
if (step >= 2) { b.service = query.get('service') || 'womens-cut'; markPicked('.svc', b.service); }
if (step >= 3) { b.stylist = query.get('stylist') || 'ana'; markPicked('.sty', b.stylist); }
if (query.get('date')) { b.date = query.get('date'); $('#date').value = b.date; }
if (step >= 4) pickSlot(query.get('time') || '13:30');
show(step);
`,
);

const VISITS = [
  { id: 'v1', what: "Women's cut & finish", who: 'Ana Ribeiro', when: '14 February 2027', paid: '£58.00' },
  { id: 'v2', what: 'Full colour', who: 'Priya Nair', when: '10 January 2027', paid: '£95.00', rated: 5 },
  { id: 'v3', what: 'Blow-dry', who: 'Josh Kemp', when: '20 December 2026', paid: '£30.00' },
];

const visits = doc(
  'My visits · Shear Bliss',
  `<header class="bar"><span class="logo">Shear Bliss</span><nav><a href="/salon/book">Book</a><a href="/salon/visits" aria-current="page">My visits</a></nav></header>
<main>
  <h1>My visits</h1>
  <p class="note">3 past visits · loyalty points: 183</p>
  <div class="grid">${VISITS.map(
    (v) => `<article class="card visit" id="${v.id}">
    <h3>${v.what}</h3>
    <p>with ${v.who} · ${v.when}</p>
    <p>Paid ${v.paid}</p>
    <p class="rated">${v.rated ? `You rated this visit ${v.rated} stars` : ''}</p>
    <div class="line"><button type="button" class="again">Book again</button>${v.rated ? '' : ' <button type="button" class="review">Leave a review</button>'}</div>
  </article>`,
  ).join('')}</div>
</main>
<div class="shade" id="review-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="review-title">
    <h2 id="review-title">Review your visit</h2>
    <div class="field"><span class="name">Overall rating</span>${starRating('Overall rating', 'overall')}</div>
    <div class="field"><label for="nps">How likely are you to recommend us?</label><input type="range" id="nps" min="0" max="10" step="1" value="5"> <output id="nps-out">5</output></div>
    <div class="field"><textarea id="review-text" rows="3" style="width:100%" placeholder="Tell us about your visit"></textarea></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="review-submit" disabled>Submit review</button></div>
  </div>
</div>`,
  `
var target = null;
window.reviews = [];
$$('.visit').forEach(function (v) {
  $('.again', v).addEventListener('click', function () { location.href = '/salon/book?again=' + v.id; });
  var r = $('.review', v);
  if (r) r.addEventListener('click', function () {
    target = v;
    $('#review-title').textContent = 'Review: ' + $('h3', v).textContent;
    showDialog('review-dialog');
  });
});
function nps() { $('#nps-out').textContent = $('#nps').value; }
$('#nps').addEventListener('input', nps);
$('#nps').addEventListener('change', nps);
$('#overall').addEventListener('rated', function () { $('#review-submit').disabled = false; });
$('#review-submit').addEventListener('click', function () {
  var n = Number($('#overall').dataset.value);
  window.reviews.push({ visit: target.id, stars: n, nps: Number($('#nps').value), text: $('#review-text').value });
  $('.rated', target).textContent = 'You rated this visit ' + n + ' stars';
  $('.review', target).remove();
  hideDialog('review-dialog');
  toast('Thanks for your review!');
});
`,
);

export const salonApp: CorpusApp = {
  name: 'salon',
  description:
    'Shear Bliss hair salon: a four-step booking wizard with service cards (same Select button, one fully booked), add-on checkboxes, stylist cards (same Choose and See reviews buttons, one on holiday), a date with a Sunday error, time slots (one full), details with a placeholder-only mobile, a reminder switch, a gift-card box in a shadow root, a policy dialog, errors, a confirm dialog and a running total; past visits with the same Book again / Leave a review buttons and a review dialog with stars and a slider.',
  routes: {
    '/salon/book': () => book,
    '/salon/visits': () => visits,
  },
};
