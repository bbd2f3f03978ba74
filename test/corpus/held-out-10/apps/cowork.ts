/**
 * Hive Works, a coworking space: a booking page (a location select with a closed site, a date input that refuses
 * weekends, space-type radios, a booking-length select, a floor plan in two tabs whose desks are buttons named by
 * their number and features, booked desks disabled; extras checkboxes with a full parking space, a guests accordion
 * with the same Remove button per guest and a limit of two, meeting-room cards with the same Hours select and Reserve
 * button, a summary with credits and a total, a Book desk button disabled until a desk is chosen). "My bookings" is in
 * `cowork-bookings.ts`.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { COWORK_HEADER, coworkBookings } from './cowork-bookings';

const FLOORS = [
  {
    id: 'f2',
    name: 'Floor 2 – Quiet zone',
    desks: [
      ['2A', 'window'],
      ['2B', 'window'],
      ['2C', 'booked'],
      ['2D', ''],
      ['2E', 'standing desk'],
      ['2F', 'booked'],
    ],
  },
  {
    id: 'f3',
    name: 'Floor 3 – Social zone',
    desks: [
      ['3A', 'window'],
      ['3B', ''],
      ['3C', 'booked'],
      ['3D', 'standing desk'],
    ],
  },
];

const ROOMS = [
  ['hive', 'Hive Room', 'Up to 4 people · screen and whiteboard', 25],
  ['board', 'Boardroom', 'Up to 12 people · video conferencing', 60],
  ['booth', 'Phone booth', '1 person · soundproofed', 8],
] as const;

const book = doc(
  'Book a space - Hive Works',
  `${COWORK_HEADER}
<main style="display:grid;grid-template-columns:1fr 300px;gap:16px;max-width:1200px">
  <div>
    <h1>Book a space</h1>
    <section class="box line" style="align-items:flex-end">
      <div class="field"><label for="loc">Location</label>
        <select id="loc"><option>Shoreditch</option><option>King's Cross</option><option disabled>Canary Wharf (closed for refurbishment)</option></select></div>
      <div class="field"><label for="date">Date</label><input type="date" id="date" value="2026-03-12" min="2026-03-10"></div>
      <div class="field"><label for="length">Booking length</label>
        <select id="length"><option value="full">Full day (8am–6pm)</option><option value="am">Morning (8am–1pm)</option><option value="pm">Afternoon (1pm–6pm)</option></select></div>
    </section>
    <p class="err" id="date-err" hidden>Hive Works is closed at weekends. Pick a weekday.</p>
    <fieldset class="box"><legend>What do you need?</legend>
      <label><input type="radio" name="space" value="desk" checked> Hot desk – 1 credit a day</label><br>
      <label><input type="radio" name="space" value="dedicated"> Dedicated desk – 2 credits a day</label><br>
      <label><input type="radio" name="space" value="room"> Meeting room – paid by the hour</label>
    </fieldset>
    <section class="box" id="desks">
      <h2>Choose a desk</h2>
      <div role="tablist" aria-label="Floor">
        ${FLOORS.map((f, i) => `<button type="button" role="tab" id="t-${f.id}" aria-controls="p-${f.id}" aria-selected="${i === 0}">${f.name}</button>`).join('')}
      </div>
      ${FLOORS.map(
        (
          f,
          i,
        ) => `<div role="tabpanel" id="p-${f.id}" aria-labelledby="t-${f.id}"${i === 0 ? '' : ' hidden'} class="line">
        ${f.desks
          .map(
            ([d, kind]) =>
              `<button type="button" class="desk" data-desk="${d}" aria-pressed="false" aria-label="Desk ${d}${kind ? `, ${kind}` : ''}"${kind === 'booked' ? ' disabled' : ''} style="width:64px;height:48px">${d}</button>`,
          )
          .join('')}
      </div>`,
      ).join('')}
      <p class="note">Window desks get the morning sun. Booked desks are greyed out.</p>
      <p id="picked" role="status">No desk selected</p>
      <fieldset><legend>Extras</legend>
        <label><input type="checkbox" name="extra" value="monitor"> External monitor (free)</label><br>
        <label><input type="checkbox" name="extra" value="locker"> Locker for the day (£3)</label><br>
        <label><input type="checkbox" name="extra" value="parking" disabled> Parking space (£12)</label> <span class="note">Full today</span>
      </fieldset>
      <div><button type="button" data-acc aria-expanded="false" aria-controls="guest-box">Bring guests</button>
        <div id="guest-box" hidden class="box" style="margin-top:6px">
          <p class="note">Guests cost £10 each. You can bring up to 2 guests.</p>
          <div class="line"><div class="field"><label for="g-name">Guest name</label><input id="g-name"></div>
            <div class="field"><label for="g-email">Guest email</label><input id="g-email" type="email"></div>
            <button type="button" id="g-add">Add guest</button></div>
          <p class="err" id="g-err" hidden></p>
          <ul id="guests"></ul>
        </div></div>
    </section>
    <section class="box" id="rooms" hidden>
      <h2>Meeting rooms</h2>
      <div class="grid">
        ${ROOMS.map(
          ([
            id,
            name,
            text,
            price,
          ]) => `<article class="card room" data-id="${id}"><h3>${name}</h3><p class="note">${text}</p><p><strong>£${price}</strong> an hour</p>
          <div class="line"><label>Hours <select class="hours">${[1, 2, 3, 4].map((h) => `<option>${h}</option>`).join('')}</select></label><button type="button" class="main reserve">Reserve</button></div></article>`,
        ).join('')}
      </div>
    </section>
  </div>
  <aside>
    <section class="box" aria-labelledby="sum-title">
      <h2 id="sum-title">Summary</h2>
      <dl class="pairs" style="grid-template-columns:100px 1fr">
        <dt>Where</dt><dd id="s-loc"></dd><dt>When</dt><dd id="s-date"></dd><dt>Desk</dt><dd id="s-desk">–</dd>
        <dt>Credits</dt><dd id="s-credits"></dd><dt>Extras</dt><dd id="s-extras"></dd>
      </dl>
      <p>To pay today: <strong id="s-total">£0.00</strong></p>
      <p class="note" id="s-left"></p>
      <button type="button" class="main" id="book" disabled>Book desk</button>
    </section>
  </aside>
</main>`,
  `
var ROOMS = ${JSON.stringify(ROOMS)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.desk = null;
window.guests = [];
window.deskBooking = null;
window.room = null;
function day() { return new Date($('#date').value + 'T12:00:00'); }
function nice(d) { return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear(); }
function weekend() { var d = day(); return d.getDay() === 0 || d.getDay() === 6; }
function space() { return $('input[name=space]:checked').value; }
function credits() { var c = space() === 'dedicated' ? 2 : 1; return $('#length').value === 'full' ? c : c / 2; }
function extras() { return $$('input[name=extra]:checked').reduce(function (n, c) { return n + (c.value === 'locker' ? 3 : 0); }, 0) + window.guests.length * 10; }
function summary() {
  var room = space() === 'room';
  $('#desks').hidden = room;
  $('#rooms').hidden = !room;
  $('#date-err').hidden = !weekend();
  $('#s-loc').textContent = 'Hive Works ' + $('#loc').value;
  $('#s-date').textContent = nice(day()) + ', ' + $('#length').selectedOptions[0].textContent;
  $('#s-desk').textContent = window.desk ? 'Desk ' + window.desk : '–';
  $('#s-credits').textContent = room ? '–' : credits() + (credits() === 1 ? ' credit' : ' credits');
  $('#s-extras').textContent = extras() ? '£' + extras().toFixed(2) : 'None';
  $('#s-total').textContent = '£' + (room ? 0 : extras()).toFixed(2);
  $('#s-left').textContent = room ? '' : 'Credits left after booking: ' + (6 - credits());
  $('#picked').textContent = window.desk ? 'Selected: Desk ' + window.desk : 'No desk selected';
  $('#book').disabled = room || !window.desk || weekend();
  $$('.desk').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.desk === window.desk)); b.style.background = b.dataset.desk === window.desk ? '#cfe0ff' : ''; });
}
$$('.desk').forEach(function (b) { b.addEventListener('click', function () { window.desk = b.dataset.desk; summary(); }); });
$$('#loc, #date, #length, input[name=space], input[name=extra]').forEach(function (x) { x.addEventListener('change', summary); });
function renderGuests() {
  $('#guests').innerHTML = window.guests.map(function (g, i) { return '<li class="guest" data-i="' + i + '">' + g.name + ' (' + g.email + ') <button type="button" class="g-rm">Remove</button></li>'; }).join('');
  $$('.guest').forEach(function (li) { $('.g-rm', li).addEventListener('click', function () { window.guests.splice(Number(li.dataset.i), 1); renderGuests(); }); });
  $('#g-add').disabled = window.guests.length >= 2;
  summary();
}
$('#g-add').addEventListener('click', function () {
  var name = $('#g-name').value.trim(), email = $('#g-email').value.trim();
  var err = !name ? "Enter your guest's name" : email.indexOf('@') < 1 ? "Enter your guest's email address" : '';
  $('#g-err').textContent = err;
  $('#g-err').hidden = !err;
  if (err) return;
  window.guests.push({ name: name, email: email });
  $('#g-name').value = ''; $('#g-email').value = '';
  renderGuests();
});
$('#book').addEventListener('click', function () {
  window.deskBooking = { loc: $('#loc').value, date: $('#date').value, desk: window.desk, length: $('#length').value, space: space(), extras: $$('input[name=extra]:checked').map(function (c) { return c.value; }), guests: window.guests.length };
  $('#credits').textContent = String(6 - credits());
  toast('Desk ' + window.desk + ' booked for ' + nice(day()) + '. See you there!');
});
$$('.room').forEach(function (c) {
  $('.reserve', c).addEventListener('click', function () {
    var r = ROOMS.filter(function (x) { return x[0] === c.dataset.id; })[0];
    var hours = Number($('.hours', c).value);
    window.room = { id: r[0], hours: hours, cost: hours * r[3] };
    toast(r[1] + ' reserved for ' + hours + (hours === 1 ? ' hour' : ' hours') + ' on ' + nice(day()) + ' (£' + (hours * r[3]).toFixed(2) + ')');
  });
});
if (query.get('space')) $('input[name=space][value=' + query.get('space') + ']').checked = true;
if (query.get('desk')) window.desk = query.get('desk');
if (query.get('guests')) query.get('guests').split(',').forEach(function (n) { window.guests.push({ name: n, email: n.toLowerCase() + '@example.com' }); });
if (query.get('guests')) { $('[aria-controls=guest-box]').click(); }
renderGuests();
`,
);

export const coworkApp: CorpusApp = {
  name: 'cowork',
  description:
    'Hive Works coworking: a booking page (a location select with a closed site, a date input that refuses weekends, space-type radios, a length select, a floor plan in two tabs of desk buttons with booked ones disabled, extras with a full parking space, a guests accordion with the same Remove button and a limit of two, meeting-room cards with the same Hours select and Reserve button, a summary with credits and a total, a Book desk button disabled until a desk is chosen); My bookings (Upcoming/Past tabs, a location filter, a table whose rows all have a More actions menu, cancel and reschedule dialogs, a card payment in an iframe, a door pass with a Wi-Fi password in an open shadow root).',
  routes: {
    '/cowork/book': () => book,
    '/cowork/bookings': () => coworkBookings,
  },
};
