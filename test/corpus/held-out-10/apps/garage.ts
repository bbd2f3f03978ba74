/**
 * Kingsway Motors, an independent car-repair garage: a service booking page (a registration look-up that answers after
 * a moment, service cards that all have the same "Add to booking" button, interim and full service that replace each
 * other, a voucher accordion, a date input that refuses Sundays, drop-off time radios with a full slot, "while we work"
 * radios, a collection checkbox that reveals its address fields, a details fieldset with a reminder switch, a
 * placeholder-only notes box, an error summary, a summary with a running total and a confirmation dialog); "My
 * vehicles" and the repair tracker are in `garage-pages.ts`.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { GARAGE_HEADER, garageJob, garageVehicles } from './garage-pages';

const SERVICES = [
  {
    id: 'interim',
    name: 'Interim service',
    price: 129,
    hours: 1.5,
    text: 'Oil and filter change and a 50-point check. Every 6 months or 6,000 miles.',
  },
  {
    id: 'full',
    name: 'Full service',
    price: 189,
    hours: 3,
    text: 'Oil, air and fuel filters, spark plugs and an 80-point check. Every 12 months.',
    tag: 'Most popular',
  },
  {
    id: 'mot',
    name: 'MOT test',
    price: 54.85,
    hours: 1,
    text: 'The annual MOT at the legal maximum fee, with a free retest within 10 working days.',
    tag: 'Only 2 slots left this week',
  },
  {
    id: 'brakes',
    name: 'Brake check',
    price: 0,
    hours: 0.5,
    text: 'Pads, discs and brake fluid checked and measured.',
  },
  {
    id: 'aircon',
    name: 'Air-con regas',
    price: 69,
    hours: 1,
    text: 'Regas and leak test for a cooler, fresher cabin.',
  },
];

const book = doc(
  'Book a service - Kingsway Motors',
  `${GARAGE_HEADER}
<main style="display:grid;grid-template-columns:1fr 320px;gap:16px;max-width:1220px">
  <div>
    <h1>Book a service or repair</h1>
    <div class="box" id="errors" role="alert" tabindex="-1" hidden><h2 style="margin-top:0">There is a problem</h2><ul id="error-list"></ul></div>
    <section class="box">
      <h2>1. Your vehicle</h2>
      <form id="reg-form" class="line">
        <div class="field"><label for="reg">Registration number</label><input id="reg" placeholder="e.g. AB12 CDE" style="width:160px;text-transform:uppercase"></div>
        <button type="submit" id="find">Find vehicle</button>
      </form>
      <p id="lookup" role="status" class="note"></p>
      <div id="vehicle" class="card" hidden></div>
    </section>
    <section class="box">
      <h2>2. Choose your services</h2>
      <div class="grid" id="services">
        ${SERVICES.map(
          (
            s,
          ) => `<article class="card svc" data-id="${s.id}"><h3>${s.name}</h3>${s.tag ? `<p><span class="tag">${s.tag}</span></p>` : ''}
          <p class="note">${s.text}</p><p><strong>${s.price ? `£${s.price.toFixed(2)}` : 'Free'}</strong> · about ${s.hours} ${s.hours === 1 ? 'hour' : 'hours'}</p>
          <button type="button" class="add" aria-pressed="false">Add to booking</button></article>`,
        ).join('')}
        <article class="card"><h3>Clutch replacement</h3><p class="note">The price depends on your car. We'll call you with a quote within a working day.</p><p><strong>Quote on request</strong></p><a href="#" id="quote">Request a quote</a></article>
      </div>
      <div style="margin-top:8px"><button type="button" data-acc aria-expanded="false" aria-controls="voucher-box">Have a voucher code?</button>
        <div id="voucher-box" hidden class="line" style="margin-top:6px">
          <label for="voucher">Voucher code</label><input id="voucher" style="width:140px"><button type="button" id="apply">Apply</button>
          <span id="voucher-msg" role="status"></span>
        </div></div>
    </section>
    <section class="box">
      <h2>3. Date and time</h2>
      <div class="field"><label for="date">Preferred date</label><input type="date" id="date" min="2026-03-10" max="2026-04-30"><span class="note"> Earliest date: Tue 10 Mar 2026</span></div>
      <p class="err" id="date-err" hidden>We're closed on Sundays. Please choose another day.</p>
      <fieldset><legend>Drop-off time</legend>
        ${['07:30', '09:00', '10:30', '13:00', '15:30']
          .map(
            (t) =>
              `<label style="margin-right:14px"><input type="radio" name="time" value="${t}"${t === '10:30' ? ' disabled' : ''}> ${t}</label>${t === '10:30' ? '<span class="note">(full) </span>' : ''}`,
          )
          .join('')}
      </fieldset>
      <fieldset><legend>While we work on your car</legend>
        <div><label><input type="radio" name="wait" value="lounge"> Wait in our lounge (jobs under 2 hours)</label></div>
        <div><label><input type="radio" name="wait" value="dropoff" checked> Drop off and collect later</label></div>
        <div><label><input type="radio" name="wait" value="courtesy"> Courtesy car (£15 a day)</label></div>
      </fieldset>
      <label><input type="checkbox" id="collect"> Collect my car from home and bring it back (+£25)</label>
      <div id="collect-box" hidden>
        <div class="field"><label for="c-addr">Collection address</label><input id="c-addr" style="width:320px"></div>
        <div class="field"><label for="c-postcode">Postcode</label><input id="c-postcode" style="width:120px"></div>
      </div>
    </section>
    <section class="box">
      <h2>4. Your details</h2>
      <fieldset><legend>Contact details</legend>
        <div class="field"><label for="name">Full name</label><input id="name" value="Dan Reyes" style="width:260px"></div>
        <div class="field"><label for="email">Email address</label><input id="email" type="email" style="width:260px"></div>
        <div class="field"><label for="mobile">Mobile number</label><input id="mobile" type="tel" style="width:180px"></div>
        <div class="line"><span id="sms-label">Text me a reminder the day before</span><button type="button" role="switch" id="sms" aria-checked="true" aria-labelledby="sms-label"></button></div>
      </fieldset>
      <div class="field"><textarea id="notes" rows="3" style="width:100%" placeholder="Tell us about any warning lights, noises or problems"></textarea></div>
      <label><input type="checkbox" id="terms"> I agree to the terms and conditions</label> <a href="#" class="note">Read the terms</a>
      <div class="line" style="margin-top:12px"><button type="button" class="main" id="confirm">Confirm booking</button><button type="button" id="later">Save for later</button></div>
    </section>
  </div>
  <aside>
    <section class="box" aria-labelledby="sum-title">
      <h2 id="sum-title">Your booking</h2>
      <dl class="pairs" style="grid-template-columns:90px 1fr">
        <dt>Vehicle</dt><dd id="s-vehicle">Not chosen</dd>
        <dt>Date</dt><dd id="s-date">Not chosen</dd>
        <dt>Time</dt><dd id="s-time">Not chosen</dd>
      </dl>
      <table id="s-lines"></table>
      <p style="font-size:18px">Total: <strong id="s-total">£0.00</strong></p>
      <p class="note" id="s-hours">Estimated time: –</p>
      <p class="note">Pay at the garage when you collect. No deposit needed.</p>
    </section>
    <section class="box" aria-labelledby="hours-title">
      <h2 id="hours-title">Opening hours</h2>
      <dl class="pairs" style="grid-template-columns:130px 1fr">
        <dt>Monday – Friday</dt><dd>7:30am – 6pm</dd><dt>Saturday</dt><dd>8am – 1pm</dd><dt>Sunday</dt><dd>Closed</dd>
      </dl>
      <p class="note">Closed on Sundays and bank holidays. Call us on 01632 960418.</p>
    </section>
  </aside>
</main>
<div class="shade" id="confirmed" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="c-title">
    <h2 id="c-title">Booking confirmed</h2>
    <p id="c-text"></p>
    <p>Your reference is <strong>KM-40817</strong>.</p>
    <div class="buttons"><button type="button" id="cal">Add to calendar</button><button type="button" class="main" data-dismiss>Done</button></div>
  </div>
</div>`,
  `
var services = ${JSON.stringify(SERVICES)};
var VEHICLES = {
  KX18FDE: { reg: 'KX18 FDE', name: 'Ford Focus 1.0 EcoBoost Titanium', detail: '2018 · Blue · Petrol · 48,910 miles', mot: 'MOT due 14 Jun 2026' },
  LM70PRT: { reg: 'LM70 PRT', name: 'Toyota Yaris Hybrid Icon', detail: '2020 · Silver · Hybrid · 31,204 miles', mot: 'MOT due 3 Nov 2026' },
  WR15HGA: { reg: 'WR15 HGA', name: 'Volkswagen Golf 2.0 TDI SE', detail: '2015 · Grey · Diesel · 88,120 miles', mot: 'MOT expired on 2 Feb 2026' },
};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.vehicle = null;
window.chosen = [];
window.voucher = null;
window.booking = null;
window.saved = false;
function money(n) { return '£' + n.toFixed(2); }
function svc(id) { return services.filter(function (s) { return s.id === id; })[0]; }
function dateOf() { var v = $('#date').value; if (!v) return null; var d = new Date(v + 'T12:00:00'); return d; }
function nice(d) { return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear(); }
function hours() { return window.chosen.reduce(function (n, id) { return n + svc(id).hours; }, 0); }
function total() {
  var items = window.chosen.reduce(function (n, id) { return n + svc(id).price; }, 0);
  var off = window.voucher ? Math.round(items * 10) / 100 : 0;
  var wait = $('input[name=wait]:checked');
  return items - off + (wait && wait.value === 'courtesy' ? 15 : 0) + ($('#collect').checked ? 25 : 0);
}
function showVehicle(v) {
  window.vehicle = v;
  $('#vehicle').hidden = false;
  $('#vehicle').innerHTML = '<h3 style="margin:0">' + v.name + '</h3><p class="note">' + v.reg + ' · ' + v.detail + '</p><p>' + v.mot + '</p>';
  $('#lookup').textContent = '';
  summary();
}
function lookup() {
  var key = $('#reg').value.toUpperCase().replace(/\\s+/g, '');
  $('#vehicle').hidden = true;
  window.vehicle = null;
  $('#lookup').textContent = 'Looking up your vehicle…';
  setTimeout(function () {
    if (VEHICLES[key]) showVehicle(VEHICLES[key]);
    else { $('#lookup').textContent = "We couldn't find a vehicle with that registration. Check it and try again."; summary(); }
  }, 1200);
}
function summary() {
  $('#s-vehicle').textContent = window.vehicle ? window.vehicle.reg : 'Not chosen';
  var d = dateOf();
  $('#s-date').textContent = d && d.getDay() !== 0 ? nice(d) : 'Not chosen';
  var t = $('input[name=time]:checked');
  $('#s-time').textContent = t ? t.value : 'Not chosen';
  var rows = window.chosen.map(function (id) { var s = svc(id); return '<tr><td>' + s.name + '</td><td>' + (s.price ? money(s.price) : 'Free') + '</td></tr>'; });
  if (window.voucher) {
    var items = window.chosen.reduce(function (n, id) { return n + svc(id).price; }, 0);
    rows.push('<tr><td>Voucher SPRING10 (10% off)</td><td>−' + money(Math.round(items * 10) / 100) + '</td></tr>');
  }
  var w = $('input[name=wait]:checked');
  if (w && w.value === 'courtesy') rows.push('<tr><td>Courtesy car</td><td>£15.00</td></tr>');
  if ($('#collect').checked) rows.push('<tr><td>Collection and delivery</td><td>£25.00</td></tr>');
  $('#s-lines').innerHTML = rows.join('');
  $('#s-total').textContent = money(total());
  $('#s-hours').textContent = window.chosen.length ? 'Estimated time: ' + hours() + (hours() === 1 ? ' hour' : ' hours') : 'Estimated time: –';
  $$('.svc').forEach(function (c) {
    var on = window.chosen.indexOf(c.dataset.id) >= 0;
    var b = $('.add', c);
    b.textContent = on ? 'Remove from booking' : 'Add to booking';
    b.setAttribute('aria-pressed', String(on));
  });
}
function toggle(id) {
  var i = window.chosen.indexOf(id);
  if (i >= 0) { window.chosen.splice(i, 1); summary(); return; }
  var other = id === 'full' ? 'interim' : id === 'interim' ? 'full' : null;
  if (other && window.chosen.indexOf(other) >= 0) {
    window.chosen.splice(window.chosen.indexOf(other), 1);
    toast(svc(id).name + ' replaces the ' + svc(other).name);
  }
  window.chosen.push(id);
  summary();
}
$$('.svc').forEach(function (c) { $('.add', c).addEventListener('click', function () { toggle(c.dataset.id); }); });
$('#reg-form').addEventListener('submit', function (e) { e.preventDefault(); lookup(); });
$('#quote').addEventListener('click', function (e) { e.preventDefault(); toast("Thanks – we'll call you with a clutch quote"); });
$('#apply').addEventListener('click', function () {
  var code = $('#voucher').value.trim().toUpperCase();
  window.voucher = code === 'SPRING10' ? code : null;
  var msg = $('#voucher-msg');
  msg.className = code === 'SPRING10' ? 'good' : 'err';
  msg.textContent = code === 'SPRING10' ? 'SPRING10 applied: 10% off your services' : code === 'WINTER20' ? 'This voucher expired on 28 February 2026' : "We don't recognise that voucher code";
  summary();
});
$('#date').addEventListener('change', function () { var d = dateOf(); $('#date-err').hidden = !(d && d.getDay() === 0); summary(); });
$$('input[name=time], input[name=wait]').forEach(function (r) { r.addEventListener('change', summary); });
$('#collect').addEventListener('change', function () { $('#collect-box').hidden = !$('#collect').checked; summary(); });
$('#later').addEventListener('click', function () { window.saved = true; toast("We've saved your booking for 7 days"); });
$('#cal').addEventListener('click', function () { toast('Added to your calendar'); });
$('#confirm').addEventListener('click', function () {
  var errs = [];
  var d = dateOf();
  var w = $('input[name=wait]:checked');
  var email = $('#email').value.trim();
  if (!window.vehicle) errs.push(['reg', 'Find your vehicle by its registration number']);
  if (!window.chosen.length) errs.push(['services', 'Choose at least one service']);
  if (!d) errs.push(['date', 'Choose a date']);
  else if (d.getDay() === 0) errs.push(['date', "Choose a day we're open"]);
  if (!$('input[name=time]:checked')) errs.push(['time', 'Choose a drop-off time']);
  if (w && w.value === 'lounge' && hours() > 2) errs.push(['wait', "Jobs over 2 hours can't be waited for – choose drop off or a courtesy car"]);
  if (!email) errs.push(['email', 'Enter your email address']);
  else if (email.indexOf('@') < 1) errs.push(['email', 'Enter an email address in the correct format, like name@example.com']);
  if (!$('#mobile').value.trim()) errs.push(['mobile', 'Enter your mobile number']);
  if ($('#collect').checked && !$('#c-addr').value.trim()) errs.push(['c-addr', 'Enter the collection address']);
  if (!$('#terms').checked) errs.push(['terms', 'Agree to the terms and conditions']);
  $('#error-list').innerHTML = errs.map(function (x) { return '<li><a href="#' + x[0] + '">' + x[1] + '</a></li>'; }).join('');
  $('#errors').hidden = !errs.length;
  if (errs.length) { $('#errors').focus(); return; }
  window.booking = {
    reg: window.vehicle.reg, services: window.chosen.slice(), date: $('#date').value, time: $('input[name=time]:checked').value,
    wait: w ? w.value : null, name: $('#name').value, email: email, mobile: $('#mobile').value.trim(), sms: $('#sms').getAttribute('aria-checked') === 'true',
    notes: $('#notes').value, collect: $('#collect').checked, voucher: window.voucher, total: total(),
  };
  $('#c-text').textContent = 'Your ' + window.chosen.map(function (id) { return svc(id).name; }).join(' and ') + ' for ' + window.vehicle.reg + ' is booked for ' + nice(d) + ' at ' + window.booking.time + '.';
  showDialog('confirmed');
});
if (query.get('reg')) { $('#reg').value = query.get('reg'); var v0 = VEHICLES[query.get('reg').toUpperCase().replace(/\\s+/g, '')]; if (v0) showVehicle(v0); }
if (query.get('svc')) query.get('svc').split(',').forEach(function (id) { window.chosen.push(id); });
if (query.get('date')) $('#date').value = query.get('date');
if (query.get('time')) $('input[name=time][value="' + query.get('time') + '"]').checked = true;
if (query.get('wait')) $('input[name=wait][value=' + query.get('wait') + ']').checked = true;
if (query.get('email')) $('#email').value = query.get('email');
if (query.get('mobile')) $('#mobile').value = query.get('mobile');
if (query.get('terms') === '1') $('#terms').checked = true;
if (query.get('collect') === '1') { $('#collect').checked = true; $('#collect-box').hidden = false; }
summary();
if (query.get('go') === '1') $('#confirm').click();
`,
);

export const garageApp: CorpusApp = {
  name: 'garage',
  description:
    'Kingsway Motors car-repair garage: a booking page (a delayed registration look-up, service cards with the same Add to booking button, a voucher accordion, a date input that refuses Sundays, time radios with a full slot, a collection checkbox revealing address fields, a reminder switch, an error summary, a running total, a confirmation dialog); My vehicles (a table with Book/Edit/Remove in every row, an add-vehicle accordion, a service-history tab with a filter and the same Download invoice button in every row, reminder switches); a repair tracker whose status advances by itself, a technician report in an iframe, recommended work with checkboxes and a running total, and a chat in an open shadow root.',
  routes: {
    '/garage/book': () => book,
    '/garage/vehicles': () => garageVehicles,
    '/garage/job': () => garageJob,
  },
};
