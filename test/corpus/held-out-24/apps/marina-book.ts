/**
 * Port Elsa Marina's booking wizard (apps/marina.ts): Boat (Boat name, a Registration field named only by its
 * placeholder, Boat type radios, a read-only length, Draft; checked late: a catamaran needs a 6 m wide berth, a draft
 * deeper than the berth is refused), Arrival (date, Expected arrival time, a People on board stepper, Skipper's name, a
 * mobile field named only by its placeholder, Dog on board; checked late: arrivals after 21:00 refused) and Services &
 * payment (Shore power and Water switches, a Pre-order fuel accordion with a fuel select and a litres slider, a price
 * table, a harbour rules box, Pay €N answered late, refusing more than 200 litres of petrol). `?berth=`, `arrive=`,
 * `nights=`, `loa=` come from the search (default A12, 15 Jun 2028, 2 nights, 10.0 m); `?step=2` or `3` opens that step
 * with the boat Marea (ZD-4471, sailing yacht, draft 1.9 m) and, at step 3, arrival at 16:30 with 2 people on board.
 */
import { doc } from '../../page';
import { BERTHS } from './marina-berths';
import { MARINA_BAR, MARINA_MENU } from './marina-common';
import { QUICK } from './shared';

export const bookPage = doc(
  'Book a berth - Port Elsa Marina',
  `${MARINA_BAR}
<main>
  <h1 id="title">Book a berth</h1>
  <p id="stay" class="tag"></p>
  <nav aria-label="Booking steps" class="line" style="margin:10px 0"><span class="tag" data-s="1">1 Boat</span><span class="tag" data-s="2">2 Arrival</span><span class="tag" data-s="3">3 Services &amp; payment</span></nav>
  <section class="box" id="s1" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Your boat</h2>
    <div class="field"><label for="boat">Boat name</label><input id="boat"></div>
    <div class="field"><input id="reg" placeholder="Registration, e.g. ZD-1234"></div>
    <fieldset><legend>Boat type</legend><label><input type="radio" name="type" value="sail"> Sailing yacht</label> <label><input type="radio" name="type" value="motor"> Motor yacht</label> <label><input type="radio" name="type" value="cat"> Catamaran</label></fieldset>
    <div class="line"><div class="field"><label for="len">Length overall (m)</label><input id="len" readonly style="width:80px"></div><div class="field"><label for="draft">Draft (m)</label><input id="draft" inputmode="decimal" style="width:80px"></div></div>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="to2">Next: Arrival</button></div>
  </section>
  <section class="box" id="s2" hidden aria-labelledby="s2-h"><h2 id="s2-h" style="margin-top:0">Arrival</h2>
    <div class="line"><div class="field"><label for="arr">Arrival date</label><input type="date" id="arr" min="2028-06-08"></div><div class="field"><label for="eta">Expected arrival time</label><input type="time" id="eta"></div></div>
    <div class="field"><span class="name">People on board</span><span class="stepper" id="crew" role="group" aria-label="People on board" data-min="1" data-max="12" data-value="2"><button type="button" data-step="-1" aria-label="Remove a person">−</button><output>2</output><button type="button" data-step="1" aria-label="Add a person">+</button></span></div>
    <div class="line"><div class="field"><label for="skipper">Skipper's name</label><input id="skipper" value="Ivo Maras"></div><div class="field"><input id="mobile" placeholder="Skipper's mobile, e.g. +385 91 234 5678" style="width:280px"></div></div>
    <p><label><input type="checkbox" id="dog"> Dog on board</label></p>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back1">Back</button><button type="button" class="main" id="to3">Next: Services</button></div>
  </section>
  <section class="box" id="s3" hidden aria-labelledby="s3-h"><h2 id="s3-h" style="margin-top:0">Services &amp; payment</h2>
    <div class="line"><button type="button" role="switch" id="sw-power" aria-checked="false" aria-labelledby="sw-power-l"></button><span id="sw-power-l">Shore power</span><span class="note" id="power-note">€6 a night</span></div>
    <div class="line" style="margin-top:6px"><button type="button" role="switch" id="sw-water" aria-checked="false" aria-labelledby="sw-water-l"></button><span id="sw-water-l">Water</span><span class="note">€3 a night</span></div>
    <h3 style="margin:10px 0 4px"><button type="button" data-acc id="acc-fuel" aria-expanded="false" aria-controls="acc-fuel-p">Pre-order fuel</button></h3>
    <div id="acc-fuel-p" hidden><div class="line"><label for="fuel">Fuel</label><select id="fuel"><option value="diesel">Diesel</option><option value="petrol">Petrol</option></select><label for="litres">Litres</label><input type="range" id="litres" min="0" max="400" step="50" value="0"><output id="litres-v" for="litres">0 litres</output></div><p class="note">Fuel is paid at the fuel quay when you fill up.</p></div>
    <table aria-label="Price"><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody id="price"></tbody><tfoot><tr><th scope="row">Total</th><td id="total"></td></tr></tfoot></table>
    <p><label><input type="checkbox" id="rules"> I have read the harbour rules</label></p>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="pay">Pay</button></div>
  </section>
  <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0"></h2><p id="done-p"></p></section>
</main>`,
  `${QUICK}${MARINA_MENU}
var BERTHS = ${JSON.stringify(BERTHS)};
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function plus(iso, n) { var d = new Date(iso + 'T12:00:00Z'); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); }
var raw = BERTHS.filter(function (b) { return b[0] === (query.get('berth') || 'A12'); })[0];
window.berth = { id: raw[0], pontoon: raw[1], width: raw[3], depth: raw[4], price: raw[5], power: raw[6] };
window.nights = Number(query.get('nights') || 2); window.step = 1; window.booking = null;
$('#len').value = query.get('loa') || '10.0'; $('#arr').value = query.get('arrive') || '2028-06-15';
function stay() { $('#stay').textContent = 'Berth ' + window.berth.id + ' · ' + (window.berth.pontoon === 'Fuel quay' ? 'Fuel quay' : 'Pontoon ' + window.berth.pontoon) + ' · ' + fmt($('#arr').value) + ' to ' + fmt(plus($('#arr').value, window.nights)) + ' (' + window.nights + ' night' + (window.nights === 1 ? '' : 's') + ')'; }
$('#title').textContent = 'Book berth ' + window.berth.id;
if (!window.berth.power) { $('#sw-power').disabled = true; $('#power-note').textContent = 'Not available at this berth'; }
function go(n) { window.step = n; ['s1', 's2', 's3'].forEach(function (id, i) { $('#' + id).hidden = i + 1 !== n; }); $$('[data-s]').forEach(function (t) { if (Number(t.dataset.s) === n) t.setAttribute('aria-current', 'step'); else t.removeAttribute('aria-current'); }); if (n === 3) prices(); }
function type() { var t = $('input[name=type]:checked'); return t ? t.value : ''; }
function crew() { return Number($('#crew').dataset.value); }
function lines() {
  var n = window.nights, nn = n + (n === 1 ? ' night' : ' nights'), out = [['Berth ' + window.berth.id + ', ' + nn + ' × €' + window.berth.price, n * window.berth.price], ['Tourist tax, ' + crew() + (crew() === 1 ? ' person' : ' people') + ' × ' + nn + ' × €1.50', crew() * n * 1.5]];
  if ($('#sw-power').getAttribute('aria-checked') === 'true') out.push(['Shore power, ' + nn + ' × €6', 6 * n]);
  if ($('#sw-water').getAttribute('aria-checked') === 'true') out.push(['Water, ' + nn + ' × €3', 3 * n]);
  return out;
}
function euro(v) { return '€' + (v % 1 ? v.toFixed(2) : String(v)); }
function total() { return lines().reduce(function (t, l) { return t + l[1]; }, 0); }
function prices() { $('#price').innerHTML = lines().map(function (l) { return '<tr><td>' + l[0] + '</td><td>' + euro(l[1]) + '</td></tr>'; }).join(''); $('#total').textContent = euro(total()); $('#pay').textContent = 'Pay ' + euro(total()); }
document.addEventListener('flip', prices);
$('#crew').addEventListener('stepped', stay);
$('#arr').addEventListener('change', stay);
$('#litres').addEventListener('input', function () { $('#litres-v').textContent = this.value + ' litres'; });
$('#to2').addEventListener('click', function () {
  var b = this, e = $('#s1-err'); e.textContent = '';
  if (!$('#boat').value.trim()) { e.textContent = "Enter your boat's name"; return; }
  if (!type()) { e.textContent = 'Choose a boat type'; return; }
  var d = Number($('#draft').value.replace(',', '.'));
  if (!d) { e.textContent = "Enter your boat's draft in metres"; return; }
  busy(b, 'Checking…');
  post('/marina/api/boat', { berth: window.berth.id, type: type(), draft: d }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } go(2); });
});
$('#to3').addEventListener('click', function () {
  var b = this, e = $('#s2-err'); e.textContent = '';
  if (!$('#eta').value) { e.textContent = 'Enter your expected arrival time'; return; }
  if (!$('#mobile').value.trim()) { e.textContent = "Enter the skipper's mobile number"; return; }
  busy(b, 'Checking…');
  post('/marina/api/arrival', { eta: $('#eta').value }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } go(3); });
});
$('#back1').addEventListener('click', function () { go(1); });
$('#back2').addEventListener('click', function () { go(2); });
$('#pay').addEventListener('click', function () {
  var b = this, e = $('#s3-err'); e.textContent = '';
  if (!$('#rules').checked) { e.textContent = 'Confirm that you have read the harbour rules'; return; }
  busy(b, 'Paying…');
  post('/marina/api/pay', { fuel: $('#fuel').value, litres: Number($('#litres').value) }).then(function (r) {
    free(b); if (!r.ok) { e.textContent = r.error; return; }
    window.booking = { ref: r.ref, total: total(), power: $('#sw-power').getAttribute('aria-checked') === 'true', water: $('#sw-water').getAttribute('aria-checked') === 'true', litres: Number($('#litres').value), fuel: $('#fuel').value };
    $('#s3').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Booking ' + r.ref + ' confirmed';
    $('#done-p').textContent = 'Berth ' + window.berth.id + ' is yours from ' + fmt($('#arr').value) + '. Call the harbour office on VHF channel 17 when you are 1 mile out.';
    quick('Paid ' + euro(window.booking.total));
  });
});
var start = Number(query.get('step') || 1);
if (start > 1) { $('#boat').value = 'Marea'; $('#reg').value = 'ZD-4471'; $('input[name=type][value=sail]').checked = true; $('#draft').value = '1.9'; }
if (start > 2) { $('#eta').value = '16:30'; $('#mobile').value = '+385 91 234 5678'; }
stay(); go(start);
`,
);
