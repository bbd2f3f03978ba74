/**
 * Pinewater Campsites (apps/camp.ts): the four-step booking wizard. Dates checked late by the server (weekend stays
 * need two nights; Lakeside Pitch and Heron Cabin are taken 16–18 July), guests and extras (steppers, extras that a
 * pitch may not offer, an arrival-time listbox with a closed option), your details (a mobile field named only by its
 * placeholder) and payment: a promo code checked late and a card form in an iframe, paid late (a declined card).
 * `?id=P2&step=3&from=...&to=...` starts on a later step with the earlier ones filled in.
 */
import { doc, frame, stepper } from '../../page';
import { CAMP_SCRIPT, campBar } from './camp-sites';

const CARD = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<p style="margin:0 0 6px;font-weight:600">🔒 Secure card payment</p>
<p style="margin:4px 0"><label for="cn">Card number</label><br><input id="cn" inputmode="numeric" autocomplete="cc-number" style="width:220px"></p>
<p style="margin:4px 0"><label for="ce">Expiry date (MM/YY)</label> <input id="ce" style="width:70px"> <label for="cc">Security code</label> <input id="cc" style="width:60px"></p>
<p style="margin:4px 0"><label for="cname">Name on card</label><br><input id="cname" style="width:220px"></p>
</body></html>`;

export const bookPage = doc(
  'Book your stay - Pinewater Campsites',
  `${campBar()}
<main>
  <h1 id="title">Book your stay</h1>
  <ol class="line" id="steps" aria-label="Booking steps" style="list-style:none;padding:0"><li data-s="1">1. Dates</li><li data-s="2">2. Guests and extras</li><li data-s="3">3. Your details</li><li data-s="4">4. Payment</li></ol>
  <div style="display:grid;grid-template-columns:1fr 280px;gap:16px">
    <div>
      <section class="box" id="s1" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">When are you staying?</h2>
        <div class="line"><div class="field"><label for="from">Arrival</label><input id="from" type="date" min="2027-07-12"></div><div class="field"><label for="to">Departure</label><input id="to" type="date" min="2027-07-13"></div></div>
        <p class="err" id="e1" role="alert"></p><button type="button" class="main" id="c1">Continue</button></section>
      <section class="box" id="s2" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Who's coming?</h2>
        <div class="line"><div class="field"><span class="name">Adults</span>${stepper('adults', 'Adults', 2, 1, 8)}</div><div class="field"><span class="name">Children</span>${stepper('kids', 'Children', 0, 0, 8)}</div><div class="field"><span class="name">Dogs</span>${stepper('dogs', 'Dogs', 0, 0, 2)}</div></div>
        <p class="note" id="dog-note"></p>
        <fieldset><legend>Extras</legend><label style="display:block"><input type="checkbox" id="x-elec" value="elec"> Electric hook-up (£5 a night)</label><label style="display:block"><input type="checkbox" id="x-wood" value="wood"> Firewood bundle (£8)</label><label style="display:block"><input type="checkbox" id="x-late" value="late"> Late check-out until 14:00 (£10)</label></fieldset>
        <div class="field"><span class="name" id="eta-l">Estimated arrival</span><span class="pop"><button type="button" id="eta" aria-haspopup="listbox" aria-controls="eta-list" aria-expanded="false" aria-labelledby="eta-l eta"><span class="value">Choose a time</span> ▾</button>
          <ul role="listbox" id="eta-list" aria-labelledby="eta-l" hidden><li role="option" data-value="14-16" aria-selected="false">14:00–16:00</li><li role="option" data-value="16-18" aria-selected="false">16:00–18:00</li><li role="option" data-value="18-20" aria-selected="false">18:00–20:00</li><li role="option" data-value="late" aria-selected="false" aria-disabled="true">After 20:00 (gate closed)</li></ul></span></div>
        <p class="err" id="e2" role="alert"></p><div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c2">Continue</button></div></section>
      <section class="box" id="s3" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Your details</h2>
        <div class="field"><label for="name">Full name</label><input id="name" autocomplete="name" style="width:280px"></div>
        <div class="field"><label for="email">Email address</label><input id="email" type="email" style="width:280px"></div>
        <div class="field"><input id="phone" type="tel" placeholder="Mobile number" style="width:280px"></div>
        <div class="field"><label for="reg">Vehicle registration (optional)</label><input id="reg" style="width:140px"></div>
        <p><label><input type="checkbox" id="agree"> I agree to the <a href="#rules">site rules</a></label></p>
        <ul class="err" id="e3" role="alert"></ul><div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c3">Continue</button></div></section>
      <section class="box" id="s4" aria-labelledby="s4-h" hidden><h2 id="s4-h" style="margin-top:0">Payment</h2>
        <div class="line"><div class="field"><label for="promo">Promo code</label><input id="promo" style="width:140px"></div><button type="button" id="apply">Apply</button></div><p id="promo-msg" role="status"></p>
        ${frame('Card payment', CARD, 190)}
        <p class="err" id="e4" role="alert"></p><div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="pay">Pay and book</button></div></section>
      <section class="box" id="done" hidden aria-labelledby="done-h"><h2 id="done-h" style="margin-top:0">You're booked!</h2><p id="done-p"></p><a class="button" href="/camp/trips">Go to My trips</a></section>
    </div>
    <aside class="box" aria-labelledby="sum-h"><h2 id="sum-h" style="margin-top:0;font-size:16px">Your booking</h2><p id="sum-pitch" style="font-weight:600"></p><p id="sum-dates"></p><p id="sum-people"></p><ul id="sum-extras" style="padding-left:18px"></ul><p id="sum-disc" class="good"></p><p>Total <strong id="total"></strong></p></aside>
  </div>
</main>`,
  `${CAMP_SCRIPT}
var p = pitch(query.get('id') || 'P2');
window.step = 1; window.promo = null; window.booked = null; window.details = null;
$('#title').textContent = 'Book ' + p.name;
if (!p.electric) { $('#x-elec').disabled = true; $('#x-elec').parentNode.appendChild(document.createTextNode(' (not available on this pitch)')); }
if (!p.dogs) { $$('#dogs button').forEach(function (b) { b.disabled = true; }); $('#dog-note').textContent = 'No dogs on this pitch.'; }
function n() { return $('#from').value && $('#to').value ? nightsBetween($('#from').value, $('#to').value) : 0; }
function people() { return Number($('#adults').dataset.value) + Number($('#kids').dataset.value); }
function extras() { var x = []; if ($('#x-elec').checked) x.push(['Electric hook-up', 5 * n()]); if ($('#x-wood').checked) x.push(['Firewood bundle', 8]); if ($('#x-late').checked) x.push(['Late check-out', 10]); return x; }
function total() { var t = p.price * n(); extras().forEach(function (x) { t += x[1]; }); if (window.promo) t = t * 0.9; return t; }
function money(v) { return '£' + v.toFixed(2); }
function summary() {
  $('#sum-pitch').textContent = p.name;
  $('#sum-dates').textContent = n() > 0 ? day($('#from').value) + ' – ' + day($('#to').value) + ' 2027 · ' + n() + ' night' + (n() === 1 ? '' : 's') : 'Choose your dates';
  var a = Number($('#adults').dataset.value), k = Number($('#kids').dataset.value), d = Number($('#dogs').dataset.value);
  $('#sum-people').textContent = a + ' adult' + (a === 1 ? '' : 's') + (k ? ', ' + k + ' child' + (k === 1 ? '' : 'ren') : '') + (d ? ', ' + d + ' dog' + (d === 1 ? '' : 's') : '');
  $('#sum-extras').innerHTML = extras().map(function (x) { return '<li>' + x[0] + ' ' + money(x[1]) + '</li>'; }).join('');
  $('#sum-disc').textContent = window.promo ? 'SUMMER10: 10% off' : '';
  $('#total').textContent = n() > 0 ? money(total()) : '—';
  $('#pay').textContent = 'Pay ' + money(total()) + ' and book';
}
function go(s) {
  window.step = s; ['#s1', '#s2', '#s3', '#s4'].forEach(function (id, i) { $(id).hidden = i + 1 !== s; });
  $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === s) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.s) === s ? '700' : '400'; });
  summary();
}
document.addEventListener('change', summary); document.addEventListener('input', summary); document.addEventListener('stepped', summary);
$$('.back').forEach(function (b) { b.addEventListener('click', function () { go(window.step - 1); }); });
$('#c1').addEventListener('click', function () {
  var a = $('#from').value, d = $('#to').value, b = this; $('#e1').textContent = '';
  if (!a || !d) { $('#e1').textContent = 'Choose your arrival and departure dates'; return; }
  if (a < '2027-07-12') { $('#e1').textContent = "Arrival can't be in the past"; return; }
  if (d <= a) { $('#e1').textContent = 'Departure must be after arrival'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/camp/api/dates', { method: 'POST', body: JSON.stringify({ id: p.id, from: a, to: d }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Continue';
    if (!r.ok) { $('#e1').textContent = r.error; return; }
    go(2);
  });
});
$('#c2').addEventListener('click', function () {
  $('#e2').textContent = '';
  if (people() > p.sleeps) { $('#e2').textContent = p.name + ' sleeps up to ' + p.sleeps + ' people'; return; }
  if (!$('#eta').dataset.value) { $('#e2').textContent = 'Choose your estimated arrival time'; return; }
  go(3);
});
$('#c3').addEventListener('click', function () {
  var errs = [];
  if (!$('#name').value.trim()) errs.push('Enter your full name');
  if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test($('#email').value.trim())) errs.push('Enter a valid email address');
  if (!/^07\\d{3} ?\\d{6}$/.test($('#phone').value.trim())) errs.push('Enter a UK mobile number, like 07700 900123');
  if (!$('#agree').checked) errs.push('Agree to the site rules to continue');
  $('#e3').innerHTML = errs.map(function (e) { return '<li>' + e + '</li>'; }).join('');
  if (errs.length) return;
  window.details = { name: $('#name').value.trim(), email: $('#email').value.trim(), phone: $('#phone').value.trim(), reg: $('#reg').value.trim() };
  go(4);
});
$('#apply').addEventListener('click', function () {
  var c = $('#promo').value.trim().toUpperCase(), b = this; $('#promo-msg').className = 'note'; $('#promo-msg').textContent = 'Checking…'; b.disabled = true;
  fetch('/camp/api/promo', { method: 'POST', body: JSON.stringify({ code: c }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; $('#promo-msg').className = r.ok ? 'good' : 'err'; $('#promo-msg').textContent = r.ok ? 'SUMMER10 applied: 10% off your stay' : r.error;
    if (r.ok) window.promo = 'SUMMER10'; summary();
  });
});
$('#pay').addEventListener('click', function () {
  var f = document.querySelector('iframe').contentDocument, card = f.getElementById('cn').value.replace(/\\s/g, ''), exp = f.getElementById('ce').value.trim(), cvc = f.getElementById('cc').value.trim(), nm = f.getElementById('cname').value.trim(), b = this;
  $('#e4').textContent = '';
  if (!/^\\d{16}$/.test(card) || !/^\\d\\d\\/\\d\\d$/.test(exp) || !/^\\d{3}$/.test(cvc) || !nm) { $('#e4').textContent = 'Enter your card number, expiry date, security code and the name on the card'; return; }
  b.disabled = true; b.textContent = 'Paying…';
  fetch('/camp/api/pay', { method: 'POST', body: JSON.stringify({ card: card, exp: exp }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; summary();
    if (!r.ok) { $('#e4').textContent = r.error; return; }
    window.booked = { ref: r.ref, total: total(), pitch: p.id };
    $('#s4').hidden = true; $('#done').hidden = false; document.title = 'Booking confirmed - Pinewater Campsites';
    $('#done-p').textContent = 'Your booking reference is ' + r.ref + '. We have emailed the details to ' + (window.details ? window.details.email : 'you') + '.';
  });
});
var st = Number(query.get('step') || 1);
if (query.get('from')) $('#from').value = query.get('from');
if (query.get('to')) $('#to').value = query.get('to');
if (st >= 2 && !$('#from').value) { $('#from').value = '2027-07-20'; $('#to').value = '2027-07-23'; }
if (st >= 3) choose($('#eta-list [data-value="16-18"]'));
if (st >= 4) { $('#name').value = 'Ellis Marsh'; $('#email').value = 'ellis.marsh@example.com'; $('#phone').value = '07700 900417'; $('#agree').checked = true; window.details = { name: 'Ellis Marsh', email: 'ellis.marsh@example.com' }; }
go(st);
`,
);
