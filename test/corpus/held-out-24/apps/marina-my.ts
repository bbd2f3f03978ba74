/**
 * Port Elsa Marina's My bookings page (apps/marina.ts), signed in as Ivo Maras: tide times in a shadow root loading
 * late; tabs Bookings (a table of 6 bookings sorted by arrival, newest first, 4 a page, with Extend and Cancel in the
 * rows of confirmed bookings and Rate stay in the rows of completed ones; Extend with an Extra nights stepper answered
 * late, refused past the next booking of the berth; Cancel asks first, answered late, refused within 48 hours of
 * arrival; Rate stay with stars; a harbour weather iframe with Today and Tomorrow buttons), Services (four service
 * cards with the same Request button, a request dialog answered late, the crane refused before 1 July) and Notices
 * (accordions, 2 unread, Mark all as read). `?tab=services` or `?tab=notices` opens that tab.
 */
import { doc, starRating } from '../../page';
import { MARINA_BAR, MARINA_MENU } from './marina-common';
import { QUICK } from './shared';

// ref, berth, arrival, nights, boat, status
export const BOOKINGS: [string, string, string, number, string, string][] = [
  ['PE-2261', 'C01', '2028-07-14', 5, 'Bonaca', 'Confirmed'],
  ['PE-2255', 'A12', '2028-06-20', 2, 'Marea', 'Confirmed'],
  ['PE-2240', 'B03', '2028-06-09', 3, 'Marea', 'Confirmed'],
  ['PE-2198', 'A04', '2028-05-26', 1, 'Marea', 'Completed'],
  ['PE-2117', 'B08', '2028-04-30', 2, 'Marea', 'Completed'],
  ['PE-2052', 'F02', '2028-04-02', 1, 'Bonaca', 'Cancelled'],
];

const SERVICES: [string, string, string][] = [
  ['fuel', 'Fuel delivery to your berth', 'From €15 plus fuel'],
  ['sail', 'Sail repair', 'Quoted on inspection'],
  ['hull', 'Hull cleaning', '€12 a metre'],
  ['crane', 'Crane lift-out', '€240 up to 15 m'],
];

const WEATHER = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<div role="tablist" aria-label="Day"><button type="button" role="tab" id="d0" aria-selected="true">Today</button> <button type="button" role="tab" id="d1" aria-selected="false">Tomorrow</button></div>
<h3 id="w-h" style="margin:6px 0">Thursday 8 June</h3><p id="w-p" style="margin:2px 0">Wind north-west 12 knots, gusts 18 · Sea slight · 24 °C</p>
<script>
var DAYS = [['Thursday 8 June', 'Wind north-west 12 knots, gusts 18 · Sea slight · 24 °C'], ['Friday 9 June', 'Bura warning: north-east 25 knots, gusts 40 · Sea rough · 19 °C']];
['d0', 'd1'].forEach(function (id, i) { document.getElementById(id).addEventListener('click', function () { document.getElementById('d0').setAttribute('aria-selected', String(i === 0)); document.getElementById('d1').setAttribute('aria-selected', String(i === 1)); document.getElementById('w-h').textContent = DAYS[i][0]; document.getElementById('w-p').textContent = DAYS[i][1]; }); });
</script></body></html>`;

const NOTICES: [string, string, boolean][] = [
  [
    'Pontoon B water off on 12 June',
    'The water supply on pontoon B is off from 08:00 to 14:00 for repairs. Pontoons A and C are not affected.',
    true,
  ],
  [
    'Elsa Regatta, 23–25 June',
    'The marina is full for the regatta. Visitors already booked keep their berths; the fuel quay closes at 12:00 on 24 June.',
    true,
  ],
  ['New fuel prices from 1 June', 'Diesel is €1.62 a litre and petrol €1.79 a litre.', false],
];

export const myPage = doc(
  'My bookings - Port Elsa Marina',
  `${MARINA_BAR}
<main>
  <h1>My bookings</h1>
  <tide-times id="tides"></tide-times>
  <div role="tablist" aria-label="My marina"><button type="button" role="tab" id="t-book" aria-controls="p-book" aria-selected="true">Bookings</button><button type="button" role="tab" id="t-serv" aria-controls="p-serv" aria-selected="false">Services</button><button type="button" role="tab" id="t-not" aria-controls="p-not" aria-selected="false">Notices <span class="count" id="unread">2</span></button></div>
  <div role="tabpanel" id="p-book">
    <table aria-label="Bookings"><thead><tr><th>Booking</th><th>Berth</th><th aria-sort="descending" id="h-arr"><button type="button" id="sort-arr">Arrival</button></th><th>Nights</th><th>Boat</th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
    <nav class="pager" aria-label="Booking pages"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="book-err" role="alert"></p>
    <h2 style="font-size:16px">Harbour weather</h2>
    <iframe title="Harbour weather" srcdoc="${WEATHER.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" style="width:100%;height:120px;border:1px solid #dde2e8;border-radius:8px;background:#fff"></iframe>
  </div>
  <div role="tabpanel" id="p-serv" hidden><div class="grid">${SERVICES.map(([id, name, price]) => `<article class="card" data-s="${id}" aria-labelledby="sv-${id}"><h3 id="sv-${id}" style="margin:0">${name}</h3><p class="note">${price}</p><button type="button" class="req">Request</button></article>`).join('')}</div></div>
  <div role="tabpanel" id="p-not" hidden>${NOTICES.map(([title, text, unread], i) => `<h3 style="margin:6px 0"><button type="button" data-acc id="n-${i}" aria-expanded="false" aria-controls="n-${i}-p">${title}</button> ${unread ? '<span class="tag unread">Unread</span>' : ''}</h3><div id="n-${i}-p" hidden><p>${text}</p></div>`).join('')}
    <button type="button" id="mark">Mark all as read</button></div>
</main>
<div class="shade" id="dlg-ext" hidden><div role="dialog" aria-modal="true" aria-labelledby="ex-h"><h2 id="ex-h" style="margin-top:0">Extend booking</h2>
  <div class="field"><span class="name">Extra nights</span><span class="stepper" id="extra" role="group" aria-label="Extra nights" data-min="1" data-max="7" data-value="1"><button type="button" data-step="-1" aria-label="Fewer nights">−</button><output>1</output><button type="button" data-step="1" aria-label="More nights">+</button></span></div>
  <p class="err" id="ex-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="ex-go">Extend stay</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cn-h" aria-describedby="cn-d"><h2 id="cn-h" style="margin-top:0">Cancel booking?</h2><p id="cn-d">We refund the berth fee minus a €10 handling fee.</p><p class="err" id="cn-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cn-go">Cancel booking</button></div></div></div>
<div class="shade" id="dlg-rate" hidden><div role="dialog" aria-modal="true" aria-labelledby="rt-h"><h2 id="rt-h" style="margin-top:0">Rate your stay</h2>${starRating('Your rating', 'stars')}
  <div class="field"><label for="rt-text">Your review</label><textarea id="rt-text" rows="2" style="width:100%"></textarea></div><p class="err" id="rt-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="rt-go">Send review</button></div></div></div>
<div class="shade" id="dlg-req" hidden><div role="dialog" aria-modal="true" aria-labelledby="rq-h"><h2 id="rq-h" style="margin-top:0">Request a service</h2>
  <div class="field"><label for="rq-date">Date</label><input type="date" id="rq-date" min="2028-06-08"></div>
  <div class="field"><label for="rq-for">For booking</label><select id="rq-for"><option value="PE-2240">PE-2240 · B03 · from 9 Jun</option><option value="PE-2255">PE-2255 · A12 · from 20 Jun</option><option value="PE-2261">PE-2261 · C01 · from 14 Jul</option></select></div>
  <div class="field"><label for="rq-note">Notes for the harbour office</label><textarea id="rq-note" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="rq-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rq-go">Send request</button></div></div></div>`,
  `${QUICK}${MARINA_MENU}
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
window.bookings = ${JSON.stringify(BOOKINGS)}.map(function (b) { return { ref: b[0], berth: b[1], arrive: b[2], nights: b[3], boat: b[4], status: b[5], rated: null }; });
window.page = 1; window.newest = true; window.requests = []; window.cancelled = []; var current = null, service = null;
function booking(ref) { return window.bookings.filter(function (b) { return b.ref === ref; })[0]; }
function rows() {
  var all = window.bookings.slice().sort(function (a, b) { return (window.newest ? -1 : 1) * a.arrive.localeCompare(b.arrive); }), pages = Math.ceil(all.length / 4);
  $('#rows').innerHTML = all.slice((window.page - 1) * 4, window.page * 4).map(function (b) {
    var acts = b.status === 'Confirmed' ? '<button type="button" class="ext">Extend</button><button type="button" class="can">Cancel</button>' : b.status === 'Completed' ? (b.rated ? '<span class="note">Rated ' + b.rated + ' stars</span>' : '<button type="button" class="rate">Rate stay</button>') : '';
    return '<tr data-ref="' + b.ref + '"><th scope="row">' + b.ref + '</th><td>' + b.berth + '</td><td>' + fmt(b.arrive) + '</td><td>' + b.nights + '</td><td>' + b.boat + '</td><td>' + b.status + '</td><td><div class="line">' + acts + '</div></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#h-arr').setAttribute('aria-sort', window.newest ? 'descending' : 'ascending');
}
$('#sort-arr').addEventListener('click', function () { window.newest = !window.newest; window.page = 1; rows(); });
$('#prev').addEventListener('click', function () { window.page -= 1; rows(); });
$('#next').addEventListener('click', function () { window.page += 1; rows(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; current = booking(tr.dataset.ref); $('#book-err').textContent = '';
  if (e.target.closest('.ext')) { $('#ex-h').textContent = 'Extend ' + current.ref + ' at berth ' + current.berth; $('#extra').dataset.value = '1'; $('#extra output').textContent = '1'; $('#ex-err').textContent = ''; showDialog('dlg-ext'); }
  if (e.target.closest('.can')) { $('#cn-h').textContent = 'Cancel booking ' + current.ref + '?'; $('#cn-err').textContent = ''; showDialog('dlg-cancel'); }
  if (e.target.closest('.rate')) { $('#rt-h').textContent = 'Rate your stay at berth ' + current.berth; $('#rt-err').textContent = ''; showDialog('dlg-rate'); }
});
$('#ex-go').addEventListener('click', function () {
  var b = this, n = Number($('#extra').dataset.value); $('#ex-err').textContent = ''; busy(b, 'Checking…');
  post('/marina/api/extend', { ref: current.ref, extra: n }).then(function (r) { free(b); if (!r.ok) { $('#ex-err').textContent = r.error; return; } current.nights += n; hideDialog('dlg-ext'); rows(); quick(current.ref + ' extended to ' + current.nights + ' nights'); });
});
$('#cn-go').addEventListener('click', function () {
  var b = this; $('#cn-err').textContent = ''; busy(b, 'Cancelling…');
  post('/marina/api/cancel', { ref: current.ref, arrive: current.arrive }).then(function (r) { free(b); if (!r.ok) { $('#cn-err').textContent = r.error; return; } current.status = 'Cancelled'; window.cancelled.push(current.ref); hideDialog('dlg-cancel'); rows(); quick('Booking ' + current.ref + ' cancelled. €10 handling fee kept.'); });
});
$('#rt-go').addEventListener('click', function () {
  var n = Number($('#stars').dataset.value), b = this; $('#rt-err').textContent = '';
  if (!n) { $('#rt-err').textContent = 'Choose a star rating'; return; }
  busy(b, 'Sending…');
  post('/marina/api/review', { ref: current.ref, stars: n }).then(function () { free(b); current.rated = n; hideDialog('dlg-rate'); rows(); quick('Thanks for your review'); });
});
$('#p-serv').addEventListener('click', function (e) {
  var c = e.target.closest('.req'); if (!c) return; var card = c.closest('[data-s]'); service = { id: card.dataset.s, name: $('h3', card).textContent };
  $('#rq-h').textContent = 'Request: ' + service.name; $('#rq-date').value = ''; $('#rq-note').value = ''; $('#rq-err').textContent = ''; showDialog('dlg-req');
});
$('#rq-go').addEventListener('click', function () {
  var b = this, d = $('#rq-date').value; $('#rq-err').textContent = '';
  if (!d) { $('#rq-err').textContent = 'Choose a date'; return; }
  busy(b, 'Sending…');
  post('/marina/api/service', { id: service.id, date: d }).then(function (r) { free(b); if (!r.ok) { $('#rq-err').textContent = r.error; return; } window.requests.push({ id: service.id, date: d, booking: $('#rq-for').value }); hideDialog('dlg-req'); quick('Request sent: ' + service.name + ' on ' + fmt(d)); });
});
$('#mark').addEventListener('click', function () { $$('.unread').forEach(function (u) { u.remove(); }); $('#unread').hidden = true; quick('All notices marked as read'); });
customElements.define('tide-times', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef7f6;border:1px solid #bfe0dc;border-radius:8px;padding:10px 14px;margin:10px 0}table{border-collapse:collapse}td,th{padding:2px 12px 2px 0;text-align:left}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Tides at Port Elsa</h2><p id="st">Loading tide times…</p><div id="body" hidden><p id="day" style="margin:4px 0;font-weight:600">Thursday 8 June</p><table><tbody id="t"></tbody></table><button type="button" id="nx">Next day</button></div>';
    var r = function (x) { return root.querySelector(x); };
    var DAYS = [['Thursday 8 June', [['High water', '06:12', '0.6 m'], ['Low water', '12:25', '0.2 m'], ['High water', '18:40', '0.7 m']]], ['Friday 9 June', [['High water', '06:55', '0.6 m'], ['Low water', '13:10', '0.1 m'], ['High water', '19:22', '0.7 m']]]];
    var show = function (i) { r('#day').textContent = DAYS[i][0]; r('#t').innerHTML = DAYS[i][1].map(function (x) { return '<tr><th>' + x[0] + '</th><td>' + x[1] + '</td><td>' + x[2] + '</td></tr>'; }).join(''); r('#nx').textContent = i ? 'Previous day' : 'Next day'; r('#nx').dataset.i = String(i); };
    setTimeout(function () { r('#st').hidden = true; r('#body').hidden = false; show(0); }, 1000);
    r('#nx').addEventListener('click', function () { show(r('#nx').dataset.i === '1' ? 0 : 1); });
  }
});
rows();
var tabs = { services: '#t-serv', notices: '#t-not' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
