/**
 * Skylark Air, an airline's manage-booking and online check-in: a Find your booking sign-in checked by the server
 * after a delay; a trip page with flight cards (check-in refused late for the return flight, a details dialog), a
 * passengers table with row actions (bags refused late for an infant), extras cards with Add and More info in each
 * (Fast Track refused as sold out, two identical parking cards, a badge), a Manage booking menu with an action the
 * app refuses, baggage tabs, accordions, switches, a paged past-flights table (points claims refused late), flight
 * status in a shadow root loaded late and a toast that goes after four seconds; and a four-step check-in wizard
 * (passengers and a passport checked late, a seat map with taken seats and an exit row needing consent, bag steppers,
 * a dangerous goods declaration in an iframe and a check-in answered late). Today is Monday 14 June 2027.
 */

import { doc, frame, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
`;

const BAR = `<header class="bar"><span class="logo">Skylark Air</span><nav aria-label="Main"><a href="/airline/trip">My trip</a><a href="/airline/checkin">Check in</a><a href="#help">Help</a><a href="#extras" id="extras-link">Extras <span class="count" id="xcount">1</span></a></nav><span>Booking QX7K2P</span><a href="/airline/login">Sign out</a></header>`;

const loginPage = doc(
  'Find your booking - Skylark Air',
  `<header class="bar"><span class="logo">Skylark Air</span></header>
<main style="max-width:440px">
  <h1>Manage your booking</h1>
  <p class="note">You'll find your booking reference in your confirmation email.</p>
  <form id="login" novalidate>
    <div class="field"><label for="ref">Booking reference</label><input id="ref" maxlength="6" style="width:100%"></div>
    <div class="field"><label for="last">Last name</label><input id="last" style="width:100%"></div>
    <label><input type="checkbox" id="remember"> Remember this booking</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="find">Find booking</button><a href="#lost">Lost your reference?</a></div>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var r = $('#ref').value.trim(), l = $('#last').value.trim();
  if (!r) { $('#login-err').textContent = 'Enter your booking reference'; return; }
  if (!l) { $('#login-err').textContent = 'Enter the last name on the booking'; return; }
  var b = $('#find'); b.disabled = true; b.textContent = 'Finding…'; $('#login-err').textContent = '';
  fetch('/airline/api/login', { method: 'POST', body: JSON.stringify({ ref: r, last: l }) }).then(function (x) { return x.json(); }).then(function (x) {
    b.disabled = false; b.textContent = 'Find booking';
    if (!x.ok) { $('#login-err').textContent = "We can't find a booking with those details"; return; }
    if ($('#remember').checked) sessionStorage.setItem('sky-remember', '1');
    location.href = '/airline/trip';
  });
});
`,
);

// id, date, flight, route, status, months ago
const PAST = [
  ['p7', '2 May 2027', 'SK 220', 'London Gatwick – Edinburgh', 'Not claimed', 1],
  ['p6', '18 Mar 2027', 'SK 221', 'Edinburgh – London Gatwick', 'Claimed', 3],
  ['p5', '14 Feb 2027', 'SK 508', 'London Gatwick – Barcelona', 'Not claimed', 4],
  ['p4', '21 Nov 2026', 'SK 509', 'Barcelona – London Gatwick', 'Not claimed', 7],
  ['p3', '9 Sep 2026', 'SK 118', 'London Gatwick – Dublin', 'Claimed', 9],
  ['p2', '2 Aug 2026', 'SK 119', 'Dublin – London Gatwick', 'Not claimed', 10],
  ['p1', '5 Apr 2026', 'SK 731', 'London Gatwick – Faro', 'Claimed', 14],
];

// id, name, price text, note, added, sold out
const EXTRAS = [
  ['priority', 'Priority boarding', '£8 per person', 'Board first and keep your cabin bag with you.', false, false],
  ['lounge', 'No1 Lounge, Gatwick South', '£29 per adult', 'Only 3 left for your flight.', false, false],
  ['fasttrack', 'Fast Track security', '£6 per person', 'Skip the main security queue.', false, true],
  ['insurance', 'Travel insurance', '£14 per trip', 'Cover for cancellation, delays and bags.', true, false],
  ['park1', 'Airport parking, Gatwick South', '£62 for 8 days', 'Meet and greet at the terminal.', false, false],
  ['park2', 'Airport parking, Gatwick South', '£62 for 8 days', 'Meet and greet at the terminal.', false, false],
];

const tripPage = doc(
  'My trip - Skylark Air',
  `${BAR}
<main>
  <h1>Your trip to Lisbon</h1>
  <p class="note">Booking QX7K2P · 4 passengers · Saver fare</p>
  <div class="line"><span class="pop"><button type="button" id="manage" aria-haspopup="menu" aria-controls="manage-menu" aria-expanded="false">Manage booking</button></span></div>
  <div role="menu" id="manage-menu" hidden><button type="button" role="menuitem" id="mi-change">Change flights</button><button type="button" role="menuitem" id="mi-assist">Add special assistance</button><button type="button" role="menuitem" id="mi-cancel">Cancel booking</button></div>
  <p class="err" id="manage-err" role="alert"></p><p id="manage-note"></p>
  <section aria-labelledby="fl-h"><h2 id="fl-h">Your flights</h2>
    <div class="grid" id="flights">
      <article class="card" data-flight="SK412" aria-labelledby="f1-h"><h3 id="f1-h" style="margin:0">Outbound · SK 412</h3>
        <p>London Gatwick (LGW) → Lisbon (LIS)<br>Tue 15 Jun 2027 · departs 07:40 · arrives 10:25</p>
        <p><span class="tag">Check-in open</span></p>
        <div class="line"><button type="button" class="ci main">Check in</button><button type="button" class="det">Flight details</button></div></article>
      <article class="card" data-flight="SK413" aria-labelledby="f2-h"><h3 id="f2-h" style="margin:0">Return · SK 413</h3>
        <p>Lisbon (LIS) → London Gatwick (LGW)<br>Tue 22 Jun 2027 · departs 18:05 · arrives 20:50</p>
        <p><span class="tag">Check-in opens 21 Jun, 18:05</span></p>
        <div class="line"><button type="button" class="ci main">Check in</button><button type="button" class="det">Flight details</button></div></article>
    </div>
    <p class="err" id="fl-err" role="alert"></p>
  </section>
  <flight-status id="status"></flight-status>
  <section class="box" aria-labelledby="px-h"><h2 id="px-h" style="margin-top:0">Passengers</h2>
    <table><thead><tr><th>Name</th><th>Type</th><th>Seat (SK 412)</th><th>Checked bags</th><th></th></tr></thead><tbody id="pax"></tbody></table>
    <p class="err" id="pax-err" role="alert"></p>
  </section>
  <section aria-labelledby="ex-h" id="extras"><h2 id="ex-h">Add extras</h2><div class="grid" id="xcards"></div><p class="err" id="x-err" role="alert"></p></section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="bg-h"><h2 id="bg-h" style="margin-top:0">Baggage allowance</h2>
      <div role="tablist" aria-label="Bag types"><button type="button" role="tab" id="t-cabin" aria-controls="p-cabin" aria-selected="true">Cabin bags</button><button type="button" role="tab" id="t-hold" aria-controls="p-hold" aria-selected="false">Checked bags</button><button type="button" role="tab" id="t-sport" aria-controls="p-sport" aria-selected="false">Sports equipment</button></div>
      <div id="p-cabin" role="tabpanel"><p>One small bag (40 × 30 × 20 cm) is free. A 10 kg wheelie bag costs £12.</p></div>
      <div id="p-hold" role="tabpanel" hidden><p>Checked bags of up to 23 kg cost £35 each, up to 3 per passenger.</p></div>
      <div id="p-sport" role="tabpanel" hidden><p>Golf bags and bikes cost £45 each way. Book at least 48 hours before you fly.</p></div>
    </section>
    <section class="box" aria-labelledby="pr-h"><h2 id="pr-h" style="margin-top:0">Notifications</h2>
      <div class="line"><button type="button" role="switch" id="sw-email" aria-checked="true" aria-labelledby="sw-email-l"></button><span id="sw-email-l">Email me my boarding passes</span></div>
      <div class="line"><button type="button" role="switch" id="sw-sms" aria-checked="false" aria-labelledby="sw-sms-l"></button><span id="sw-sms-l">Text me gate changes</span></div>
      <div class="line"><button type="button" role="switch" id="sw-carbon" aria-checked="false" aria-labelledby="sw-carbon-l"></button><span id="sw-carbon-l">Offset the carbon for this trip (£3.40)</span></div>
    </section>
  </div>
  <section class="box" aria-labelledby="past-h"><h2 id="past-h" style="margin-top:0">Past flights</h2>
    <table><thead><tr><th>Date</th><th>Flight</th><th>Route</th><th>Skylark points</th><th></th></tr></thead><tbody id="past"></tbody></table>
    <nav class="pager" aria-label="Past flight pages"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="past-err" role="alert"></p>
  </section>
  <section class="box" aria-labelledby="faq-h" id="help"><h2 id="faq-h" style="margin-top:0">Before you fly</h2>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-drop" aria-expanded="false" aria-controls="acc-drop-p">When does bag drop close?</button></h3>
    <div id="acc-drop-p" hidden><p>Bag drop closes 45 minutes before departure, and the gate 20 minutes before.</p></div>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-push" aria-expanded="false" aria-controls="acc-push-p">Can I take a pushchair?</button></h3>
    <div id="acc-push-p" hidden><p>Yes. Pushchairs and car seats go free, and you can use the pushchair up to the aircraft door.</p></div>
  </section>
</main>
<div class="shade" id="dlg-det" hidden><div role="dialog" aria-modal="true" aria-labelledby="dd-h"><h2 id="dd-h">Flight details</h2><dl class="pairs" id="dd-body"></dl>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${QUICK}
var DET = { SK412: [['Flight', 'SK 412'], ['Aircraft', 'Airbus A320neo'], ['Terminal', 'Gatwick South'], ['Bag drop closes', '06:55'], ['Gate closes', '07:20']], SK413: [['Flight', 'SK 413'], ['Aircraft', 'Airbus A321'], ['Terminal', 'Lisbon Terminal 1'], ['Bag drop closes', '17:20'], ['Gate closes', '17:45']] };
window.pax = [
  { id: 'elin', name: 'Elin Lindqvist', type: 'Adult', seat: '12A', bags: 1 },
  { id: 'marcus', name: 'Marcus Lindqvist', type: 'Adult', seat: '12B', bags: 0 },
  { id: 'saga', name: 'Saga Lindqvist', type: 'Child (9)', seat: '12C', bags: 0 },
  { id: 'oskar', name: 'Oskar Lindqvist', type: 'Infant', seat: 'On lap', bags: null },
];
window.past = ${JSON.stringify(PAST)}.map(function (p) { return { id: p[0], date: p[1], flight: p[2], route: p[3], status: p[4], age: p[5] }; });
window.extras = ${JSON.stringify(EXTRAS)}.map(function (x) { return { id: x[0], name: x[1], price: x[2], note: x[3], added: x[4], soldOut: x[5] }; });
window.page = 1; window.details = null; window.claimed = null; window.receipts = []; window.menuChoice = null; window.switches = {}; window.gateAlerts = false; window.seatFor = null;
function paxRows() {
  $('#pax').innerHTML = window.pax.map(function (p) {
    return '<tr data-id="' + p.id + '"><th scope="row">' + p.name + '</th><td>' + p.type + '</td><td>' + p.seat + '</td><td class="bags">' + (p.bags === null ? '–' : p.bags) + '</td><td><div class="line"><button type="button" class="seat">Change seat</button><button type="button" class="bag">Add bag</button></div></td></tr>';
  }).join('');
}
function extraCards() {
  $('#xcards').innerHTML = window.extras.map(function (x) {
    return '<article class="card" data-id="' + x.id + '" aria-label="' + x.name + '"><h3 style="margin:0">' + x.name + '</h3><p>' + x.price + '</p><p class="note">' + x.note + '</p>' + (x.added ? '<p><span class="tag">Added</span></p>' : '') + (x.soldOut ? '<p><span class="tag">Sold out</span></p>' : '') + '<div class="line"><button type="button" class="add"' + (x.added ? ' disabled' : '') + '>Add</button><button type="button" class="info">More info</button></div><p class="more note" hidden>Cancel up to 24 hours before your flight for a full refund.</p></article>';
  }).join('');
  $('#xcount').textContent = String(window.extras.filter(function (x) { return x.added; }).length);
}
function pastRows() {
  var pages = Math.ceil(window.past.length / 3);
  $('#past').innerHTML = window.past.slice((window.page - 1) * 3, window.page * 3).map(function (p) {
    return '<tr data-id="' + p.id + '"><th scope="row">' + p.date + '</th><td>' + p.flight + '</td><td>' + p.route + '</td><td>' + p.status + '</td><td><div class="line"><button type="button" class="receipt">Receipt</button><button type="button" class="claim">Claim points</button></div></td></tr>';
  }).join('');
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
$('#flights').addEventListener('click', function (e) {
  var card = e.target.closest('[data-flight]'); if (!card) return; var f = card.dataset.flight; $('#fl-err').textContent = '';
  if (e.target.closest('.det')) {
    window.details = f; $('#dd-h').textContent = 'Flight details: ' + f.replace('SK', 'SK ');
    $('#dd-body').innerHTML = DET[f].map(function (r) { return '<dt>' + r[0] + '</dt><dd>' + r[1] + '</dd>'; }).join(''); showDialog('dlg-det');
  }
  if (e.target.closest('.ci')) {
    var b = e.target.closest('.ci'); b.disabled = true; b.textContent = 'Checking…';
    fetch('/airline/api/checkin-open?flight=' + f).then(function (r) { return r.json(); }).then(function (r) {
      b.disabled = false; b.textContent = 'Check in';
      if (!r.ok) { $('#fl-err').textContent = r.message; return; }
      location.href = '/airline/checkin';
    });
  }
});
$('#pax').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var p = window.pax.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#pax-err').textContent = '';
  if (e.target.closest('.seat')) { window.seatFor = p.id; location.href = '/airline/checkin?step=2&pax=' + p.id; }
  if (e.target.closest('.bag')) {
    setTimeout(function () {
      if (p.bags === null) { $('#pax-err').textContent = "Infants can't have their own checked bag. Add it to an adult's booking."; return; }
      if (p.bags >= 3) { $('#pax-err').textContent = 'Each passenger can check in up to 3 bags'; return; }
      p.bags += 1; paxRows(); quick('23 kg bag added for ' + p.name + ' (£35)');
    }, 600);
  }
});
$('#xcards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var x = window.extras.filter(function (y) { return y.id === card.dataset.id; })[0]; $('#x-err').textContent = '';
  if (e.target.closest('.info')) { $('.more', card).hidden = false; }
  if (e.target.closest('.add')) {
    var b = e.target.closest('.add'); b.disabled = true;
    setTimeout(function () {
      if (x.soldOut) { b.disabled = false; $('#x-err').textContent = x.name + ' is sold out for this flight'; return; }
      x.added = true; extraCards(); quick(x.name + ' added to your trip');
    }, 700);
  }
});
$('#prev').addEventListener('click', function () { window.page -= 1; pastRows(); });
$('#next').addEventListener('click', function () { window.page += 1; pastRows(); });
$('#past').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var p = window.past.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#past-err').textContent = '';
  if (e.target.closest('.receipt')) { window.receipts.push(p.id); quick('Receipt for ' + p.flight + ' on ' + p.date + ' sent to your email'); }
  if (e.target.closest('.claim')) {
    fetch('/airline/api/claim?id=' + p.id + '&status=' + encodeURIComponent(p.status) + '&age=' + p.age).then(function (r) { return r.json(); }).then(function (r) {
      if (!r.ok) { $('#past-err').textContent = r.message; return; }
      p.status = 'Claimed'; window.claimed = p.id; pastRows(); quick(r.message);
    });
  }
});
$$('#manage-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#manage-err').textContent = ''; $('#manage-note').textContent = '';
  if (m.id === 'mi-cancel') { $('#manage-err').textContent = "Saver fares can't be cancelled online. Call us on 0330 100 7272."; return; }
  window.menuChoice = m.textContent;
  $('#manage-note').textContent = m.id === 'mi-change' ? 'Changing flights costs £45 per person, plus any difference in fare.' : 'Tell us what help you need at the airport. We will confirm within 2 days.';
}); });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; quick($('#' + s.getAttribute('aria-labelledby')).textContent + (window.switches[s.id] ? ': on' : ': off')); }); });
customElements.define('flight-status', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Live status: SK 412</h2><p id="s">Getting the latest status…</p><button type="button" id="notify" hidden>Tell me if the gate changes</button><p id="done" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#s').textContent = 'On time. Gate 31 opens at 06:50, boarding from 07:05.'; $r('#notify').hidden = false; }, 1000);
    $r('#notify').addEventListener('click', function () { window.gateAlerts = true; $r('#done').textContent = "We'll text you if gate 31 changes"; $r('#notify').hidden = true; });
  }
});
paxRows(); extraCards(); pastRows();
if (query.get('page')) { window.page = Number(query.get('page')); pastRows(); }
`,
);

const DG = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Dangerous goods</h3>
<p>You can't carry fireworks, gas canisters, flammable liquids or lithium batteries over 160 Wh.</p>
<p><label><input type="checkbox" id="none"> None of the passengers is carrying these items</label></p>
<p><button type="button" id="accept">Accept declaration</button></p>
<p id="dmsg" role="status" style="color:#b0261a"></p>
<script>
document.getElementById('accept').addEventListener('click', function () {
  var m = document.getElementById('dmsg');
  if (!document.getElementById('none').checked) { m.textContent = 'Tick the box to confirm, or call us if you need to carry any of these'; return; }
  m.style.color = '#16723a'; m.textContent = 'Declaration accepted'; parent.dgAccepted();
});
</script></body></html>`;

const ROWS = [11, 12, 13, 14, 15];
const TAKEN = ['11A', '11B', '11F', '12B', '12C', '12D', '13A', '13F', '14C', '14D', '15B', '15C', '15E'];
const seatMap = ROWS.map(
  (r) =>
    `<div class="line" role="group" aria-label="Row ${r}${r === 14 ? ', exit row' : ''}"><span style="width:80px">Row ${r}${r === 14 ? ' (exit)' : ''}</span>${[
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]
      .map((c) => {
        const id = `${r}${c}`;
        const taken = TAKEN.includes(id) && id !== '12B' && id !== '12C';
        const ours = id === '12A' || id === '12B' || id === '12C';
        return `<button type="button" class="seat" data-seat="${id}" aria-label="Seat ${id}${taken ? ', taken' : ours ? ', your party' : r === 14 ? ', £18' : ', £7'}" aria-pressed="${id === '12A'}"${taken ? ' disabled' : ''}>${id}</button>`;
      })
      .join('')}</div>`,
).join('');

const checkinPage = doc(
  'Check in - Skylark Air',
  `${BAR}
<main style="max-width:820px">
  <h1>Check in for SK 412 to Lisbon</h1>
  <ol class="line" id="steps" aria-label="Check-in steps" style="list-style:none;padding:0"><li data-s="1">1. Passengers</li><li data-s="2">2. Seats</li><li data-s="3">3. Bags</li><li data-s="4">4. Review</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Who's checking in?</h2>
    <fieldset><legend>Passengers on SK 412</legend>
      <label><input type="checkbox" name="who" value="elin" checked> Elin Lindqvist</label><br>
      <label><input type="checkbox" name="who" value="marcus" checked> Marcus Lindqvist</label><br>
      <label><input type="checkbox" name="who" value="saga"> Saga Lindqvist (child)</label><br>
      <label><input type="checkbox" name="who" value="oskar"> Oskar Lindqvist (infant)</label></fieldset>
    <fieldset><legend>Passport for Elin Lindqvist</legend>
      <div class="field"><label for="passport">Passport number</label><input id="passport" autocomplete="off"></div>
      <div class="field"><label for="expiry">Passport expiry date</label><input id="expiry" type="date"></div>
      <div class="field"><label for="nation">Nationality</label><select id="nation"><option value="">Choose…</option><option>British</option><option>Irish</option><option>Portuguese</option><option>Swedish</option></select></div>
    </fieldset>
    <p class="err" id="s1-err" role="alert"></p><p id="s1-status" role="status"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Choose a seat for <span id="seat-who">Elin Lindqvist</span></h2>
    <p class="note">Standard seats £7 · exit row (14) with extra legroom £18 · taken seats can't be chosen</p>
    <div id="map">${seatMap}</div>
    <p>Selected: <strong id="seat-sel">12A (already yours)</strong></p>
    <fieldset><legend>Exit row</legend><label><input type="checkbox" id="exit-ok"> I'm willing and able to help in an emergency</label></fieldset>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" id="skip2">Skip, keep my seat</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Bags</h2>
    <p class="note">23 kg checked bags are £35 each, up to 3 per passenger.</p>
    <div class="line"><span style="width:160px">Elin Lindqvist</span>${stepper('bags-elin', 'Checked bags for Elin', 1, 0, 3)}</div>
    <div class="line"><span style="width:160px">Marcus Lindqvist</span>${stepper('bags-marcus', 'Checked bags for Marcus', 0, 0, 3)}</div>
    <div class="line"><button type="button" role="switch" id="sw-cabin" aria-checked="false" aria-labelledby="sw-cabin-l"></button><span id="sw-cabin-l">Add a 10 kg cabin bag for each passenger (£12 each)</span></div>
    <label><input type="checkbox" id="golf"> Golf bag (£45)</label>
    <p>New bags to pay for: <strong id="bag-total">£0.00</strong></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="next3">Continue</button></div></section>
  <section id="s4" class="box" aria-labelledby="s4-h" hidden><h2 id="s4-h" style="margin-top:0">Review and check in</h2>
    <dl class="pairs"><dt>Passengers</dt><dd id="r-who"></dd><dt>Seat for Elin</dt><dd id="r-seat"></dd><dt>To pay now</dt><dd id="r-pay"></dd></dl>
    ${frame('Dangerous goods declaration', DG, 170)}
    <p class="err" id="s4-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back4">Back</button><button type="button" class="main" id="finish" disabled>Complete check-in</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0" id="done-h">You're checked in</h2><p id="done-text"></p><div id="passes"></div></section>
</main>`,
  `${QUICK}
window.step = 1; window.seat = '12A'; window.checkedIn = null; window.passDownloads = []; window.dg = false; window.passport = null;
function show(n) { window.step = n; [1, 2, 3, 4].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); }); if (n === 4) review(); }
function who() { return $$('input[name=who]:checked').map(function (c) { return c.parentNode.textContent.trim(); }); }
function seatPrice() { return window.seat === '12A' ? 0 : window.seat.indexOf('14') === 0 ? 18 : 7; }
function bagCost() { var n = Math.max(0, Number($('#bags-elin').dataset.value) - 1) + Number($('#bags-marcus').dataset.value); return n * 35 + ($('#sw-cabin').getAttribute('aria-checked') === 'true' ? 12 * who().length : 0) + ($('#golf').checked ? 45 : 0); }
function totals() { $('#bag-total').textContent = '£' + bagCost().toFixed(2); }
function review() { $('#r-who').textContent = who().join(', '); $('#r-seat').textContent = window.seat; $('#r-pay').textContent = '£' + (seatPrice() + bagCost()).toFixed(2); }
$('#next1').addEventListener('click', function () {
  var e = $('#s1-err'); e.textContent = '';
  if (!who().length) { e.textContent = 'Choose at least one passenger to check in'; return; }
  if ($('input[value=oskar]').checked && !$('input[value=elin]').checked && !$('input[value=marcus]').checked) { e.textContent = 'An infant must check in with an adult'; return; }
  var pn = $('#passport').value.trim().toUpperCase();
  if (!/^[A-Z0-9]{9}$/.test(pn)) { e.textContent = 'Enter a 9-character passport number'; return; }
  if (!$('#expiry').value) { e.textContent = 'Enter the passport expiry date'; return; }
  if (!$('#nation').value) { e.textContent = 'Choose a nationality'; return; }
  $('#s1-status').textContent = 'Checking passport…';
  fetch('/airline/api/passport?expiry=' + $('#expiry').value).then(function (r) { return r.json(); }).then(function (r) {
    $('#s1-status').textContent = '';
    if (!r.ok) { e.textContent = r.message; return; }
    window.passport = { number: pn, expiry: $('#expiry').value, nationality: $('#nation').value }; show(2);
  });
});
$('#map').addEventListener('click', function (e) {
  var b = e.target.closest('.seat'); if (!b || b.disabled) return; var s = b.dataset.seat; $('#s2-err').textContent = '';
  if (s === '12B' || s === '12C') { $('#s2-err').textContent = 'Seat ' + s + ' is already taken by someone in your party'; return; }
  if (s.indexOf('14') === 0 && !$('#exit-ok').checked) { $('#s2-err').textContent = 'To sit in an exit row you must agree to help in an emergency'; return; }
  window.seat = s; $$('#map .seat').forEach(function (x) { x.setAttribute('aria-pressed', x === b ? 'true' : 'false'); });
  $('#seat-sel').textContent = s + (s === '12A' ? ' (already yours)' : ' (£' + seatPrice() + ')');
});
$('#back2').addEventListener('click', function () { show(1); });
$('#skip2').addEventListener('click', function () { show(3); });
$('#next2').addEventListener('click', function () { show(3); });
$('#s3').addEventListener('stepped', totals); $('#golf').addEventListener('change', totals); $('#sw-cabin').addEventListener('flip', totals);
$('#back3').addEventListener('click', function () { show(2); });
$('#next3').addEventListener('click', function () { show(4); });
$('#back4').addEventListener('click', function () { show(3); });
window.dgAccepted = function () { window.dg = true; $('#finish').disabled = false; };
$('#finish').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Checking in…';
  setTimeout(function () {
    var names = who(); window.checkedIn = { who: names, seat: window.seat };
    $('#s4').hidden = true; $('#done').hidden = false; document.title = 'Checked in - Skylark Air';
    $('#done-text').textContent = names.length + (names.length === 1 ? ' passenger is' : ' passengers are') + ' checked in for SK 412. Bag drop closes at 06:55.';
    $('#passes').innerHTML = names.map(function (n) { return '<div class="line pass" data-name="' + n + '"><span>' + n + '</span><button type="button" class="dl">Download boarding pass</button><button type="button" class="wallet">Add to wallet</button></div>'; }).join('');
  }, 1000);
});
$('#passes').addEventListener('click', function (e) { var r = e.target.closest('.pass'); if (r && e.target.closest('.dl')) { window.passDownloads.push(r.dataset.name); quick('Boarding pass for ' + r.dataset.name + ' downloaded'); } });
var st = Number(query.get('step') || 1);
if (st >= 2) window.passport = { number: '551204873', expiry: '2031-03-02', nationality: 'Swedish' };
if (query.get('pax') === 'marcus') { $('#seat-who').textContent = 'Marcus Lindqvist'; }
show(st); totals();
`,
);

export const airlineApp: CorpusApp = {
  name: 'airline',
  description:
    'Skylark Air manage-booking and online check-in: a Find your booking sign-in (booking reference and last name) checked by the server after a delay; a trip page with two flight cards with Check in and Flight details in each (check-in refused late for the return flight, a details dialog), a passengers table with Change seat and Add bag in each row (bags refused late for an infant), extras cards with Add and More info in each (added late with a toast that goes after four seconds, Fast Track refused as sold out, two identical parking cards, an extras badge and an "only 3 left" note), a Manage booking menu (cancelling refused for a Saver fare), baggage tabs, switches, accordions, a paged past-flights table with Receipt and Claim points in each row (claims refused late when already claimed or over 6 months old), and live flight status in a shadow root loaded late; a four-step check-in wizard (passenger checkboxes, a passport fieldset with a date and a select checked late by the server, a seat map with taken seats and an exit row needing consent, bag steppers with the same button names, a switch and a checkbox with a running total, a dangerous goods declaration in an iframe that enables Complete check-in, and a check-in answered late with boarding passes to download).',
  routes: {
    '/airline/login': () => loginPage,
    '/airline/trip': () => tripPage,
    '/airline/checkin': () => checkinPage,
    '/airline/api/login': (req) => {
      let body: { ref?: string; last?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const ok =
        (body.ref ?? '').trim().toUpperCase() === 'QX7K2P' && (body.last ?? '').trim().toLowerCase() === 'lindqvist';
      return { delayMs: 900, json: { ok } };
    },
    '/airline/api/checkin-open': (req) => {
      const flight = req.url.searchParams.get('flight');
      if (flight === 'SK413') {
        return {
          delayMs: 700,
          json: { ok: false, message: 'Check-in for SK 413 opens 24 hours before departure, on 21 Jun at 18:05' },
        };
      }
      return { delayMs: 700, json: { ok: true } };
    },
    '/airline/api/passport': (req) => {
      const expiry = req.url.searchParams.get('expiry') ?? '';
      if (expiry <= '2027-06-22') {
        return {
          delayMs: 800,
          json: { ok: false, message: 'This passport must be valid until after your return flight on 22 Jun 2027' },
        };
      }
      return { delayMs: 800, json: { ok: true } };
    },
    '/airline/api/claim': (req) => {
      const status = req.url.searchParams.get('status');
      const age = Number(req.url.searchParams.get('age') ?? '0');
      if (status === 'Claimed') {
        return { delayMs: 700, json: { ok: false, message: 'You have already claimed points for this flight' } };
      }
      if (age > 6) {
        return {
          delayMs: 700,
          json: { ok: false, message: 'Points can only be claimed up to 6 months after you fly' },
        };
      }
      return { delayMs: 700, json: { ok: true, message: '240 Skylark points added to your account' } };
    },
  },
};
