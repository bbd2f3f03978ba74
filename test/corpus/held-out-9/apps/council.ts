/**
 * Kelmarsh District Council, a council services portal: a bin-day lookup (a placeholder-only postcode field, a
 * postcode error, addresses that arrive late, a bins table with the same "Report missed" button in every row, one
 * disabled, a missed-collection dialog, a reminder switch, holiday accordions); a report-a-problem form (kind radios
 * that reveal pothole, fly-tipping or street-light details, a map in an iframe where a pin is dropped on a street, an
 * error summary, nearby reports as cards with the same "Me too" button, one disabled); a four-step parking permit
 * wizard (a disabled permit type, a placeholder-only registration looked up late, durations whose prices follow the
 * permit type, a start date with a minimum, a check-your-answers page with the same Change links and a confirmation
 * box that enables Pay); a sign-in page; and a council tax account (a greeting, tabs, a paginated bills table with
 * View and a "More actions" menu in every row, a bill dialog, a Direct Debit switch, a payment-day select and
 * discount cards with the same Apply button).
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

const HEADER = `<header class="bar">
  <span class="logo">Kelmarsh District Council</span>
  <nav><a href="/council/bins">Bins and recycling</a><a href="/council/report">Report a problem</a><a href="/council/permit">Parking permits</a><a href="/council/account">Council tax</a><a href="/council/login">Sign in</a></nav>
</header>`;

// ---------------------------------------------------------------------------------------------------------------
// Bin collection day

const bins = doc(
  'Check your bin collection day - Kelmarsh District Council',
  `${HEADER}
<main>
  <h1>Check your bin collection day</h1>
  <section class="box">
    <p>Find out when your bins are collected. Enter the postcode of the property.</p>
    <form id="pc-form" class="line">
      <input id="postcode" placeholder="Enter your postcode" autocomplete="postal-code" style="width:220px">
      <button type="submit" class="main">Find address</button>
    </form>
    <p class="err" id="pc-err" hidden></p>
    <p id="searching" hidden>Looking up addresses…</p>
    <p id="other-area" hidden>We don't collect bins at this postcode. It may be covered by Northwold District Council.</p>
    <div class="field" id="addr-box" hidden>
      <label for="address">Select your address</label>
      <select id="address">
        <option value="">4 addresses found</option>
        <option value="10">10 Mill Lane</option>
        <option value="12">12 Mill Lane</option>
        <option value="14">14 Mill Lane</option>
        <option value="16">Flat 1, 16 Mill Lane</option>
      </select>
    </div>
  </section>
  <section class="box" id="result" hidden>
    <h2>Collections for <span id="res-addr"></span></h2>
    <p>Your collection day is <strong>Tuesday</strong>. Recycling is collected every other week.</p>
    <table id="bins">
      <thead><tr><th>Bin</th><th>Container</th><th>Next collection</th><th>Problems</th></tr></thead>
      <tbody>
        <tr data-bin="General waste"><th scope="row">General waste</th><td>Black bin</td><td>Tuesday 16 March 2027</td><td><button type="button" class="miss">Report missed</button></td></tr>
        <tr data-bin="Recycling"><th scope="row">Recycling</th><td>Blue bin</td><td>Tuesday 23 March 2027</td><td><button type="button" class="miss">Report missed</button></td></tr>
        <tr data-bin="Food waste"><th scope="row">Food waste</th><td>Grey caddy</td><td>Tuesday 16 March 2027</td><td><button type="button" class="miss">Report missed</button></td></tr>
        <tr data-bin="Garden waste"><th scope="row">Garden waste</th><td>Green bin</td><td>Not subscribed · <a href="#" id="garden-sub">Subscribe for £52 a year</a></td><td><button type="button" class="miss" disabled>Report missed</button></td></tr>
      </tbody>
    </table>
    <p class="note">You can report a missed collection up to 2 working days after your collection day.</p>
    <div class="line">
      <span id="remind-label">Email me the day before each collection</span>
      <button type="button" role="switch" id="remind" aria-checked="false" aria-labelledby="remind-label"></button>
    </div>
    <div id="remind-box" hidden>
      <div class="field"><label for="remind-email">Email address</label><input id="remind-email" type="email" style="width:260px"></div>
      <button type="button" id="remind-save">Save reminder</button>
      <p class="err" id="remind-err" hidden></p>
    </div>
    <p class="good" id="remind-ok" hidden></p>
  </section>
  <section class="box">
    <h2>Holiday collection changes</h2>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="acc-easter">Easter 2027</button>
      <div id="acc-easter" hidden><p>Collections from Monday 29 March move one day later, until Saturday 3 April.</p></div></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="acc-xmas">Christmas 2026</button>
      <div id="acc-xmas" hidden><p>Christmas collections have finished. Normal collection days started again on 4 January 2027.</p></div></div>
  </section>
</main>
<div class="shade" id="missed-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="missed-title">
    <h2 id="missed-title">Report a missed collection</h2>
    <p>Bin: <strong id="missed-bin"></strong></p>
    <fieldset><legend>Was your bin out by 7am?</legend>
      <label><input type="radio" name="out" value="yes"> Yes</label>
      <label><input type="radio" name="out" value="no"> No</label>
    </fieldset>
    <p class="err" id="missed-err" hidden>Tell us if your bin was out by 7am</p>
    <div class="field"><label for="missed-notes">Anything else we should know? (optional)</label><textarea id="missed-notes" rows="3" style="width:100%"></textarea></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="missed-send">Send report</button></div>
  </div>
</div>`,
  `
window.missed = [];
window.reminderEmail = null;
var VALID = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;
function norm(p) { return p.toUpperCase().split(' ').join(''); }
function lookup(now) {
  var p = norm($('#postcode').value);
  $('#pc-err').hidden = true; $('#addr-box').hidden = true; $('#result').hidden = true; $('#other-area').hidden = true;
  $('#postcode').removeAttribute('aria-invalid');
  if (!VALID.test(p)) {
    $('#pc-err').textContent = 'Enter a full postcode, like KM4 7RT';
    $('#pc-err').hidden = false;
    $('#postcode').setAttribute('aria-invalid', 'true');
    return;
  }
  var done = function () { $('#searching').hidden = true; if (p === 'KM47RT') $('#addr-box').hidden = false; else $('#other-area').hidden = false; };
  if (now) { done(); return; }
  $('#searching').hidden = false;
  setTimeout(done, 900);
}
$('#pc-form').addEventListener('submit', function (e) { e.preventDefault(); lookup(false); });
function showResult() {
  var o = $('#address').selectedOptions[0];
  if (!o || !o.value) { $('#result').hidden = true; return; }
  $('#res-addr').textContent = o.textContent;
  $('#result').hidden = false;
}
$('#address').addEventListener('change', showResult);
var openBin = null;
$$('#bins .miss').forEach(function (b) {
  b.addEventListener('click', function () {
    openBin = b.closest('tr').dataset.bin;
    $('#missed-bin').textContent = openBin;
    $$('input[name=out]').forEach(function (r) { r.checked = false; });
    $('#missed-err').hidden = true;
    showDialog('missed-dialog');
  });
});
$('#missed-send').addEventListener('click', function () {
  var r = $('input[name=out]:checked');
  if (!r) { $('#missed-err').hidden = false; return; }
  window.missed.push({ bin: openBin, out: r.value, notes: $('#missed-notes').value });
  hideDialog('missed-dialog');
  toast('Thanks. We will collect your ' + openBin.toLowerCase() + ' within 2 working days.');
});
$('#remind').addEventListener('flip', function () {
  var on = $('#remind').getAttribute('aria-checked') === 'true';
  $('#remind-box').hidden = !on;
  if (!on) $('#remind-ok').hidden = true;
});
$('#remind-save').addEventListener('click', function () {
  var v = $('#remind-email').value.trim();
  if (v.indexOf('@') < 1) { $('#remind-err').textContent = 'Enter an email address in the correct format, like name@example.com'; $('#remind-err').hidden = false; return; }
  $('#remind-err').hidden = true;
  window.reminderEmail = v;
  $('#remind-box').hidden = true;
  $('#remind-ok').textContent = 'Reminders will be sent to ' + v + '.';
  $('#remind-ok').hidden = false;
});
$('#garden-sub').addEventListener('click', function (e) { e.preventDefault(); toast('Garden waste subscriptions open on 1 April'); });
if (query.get('postcode')) {
  $('#postcode').value = query.get('postcode');
  lookup(true);
  if (query.get('address')) { $('#address').value = query.get('address'); showResult(); }
}
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Report a problem

const MAP = `<!doctype html><html><body style="margin:0;font:13px system-ui">
<div style="position:relative;height:230px;background:#e6eedc;overflow:hidden">
  <div style="position:absolute;left:0;right:0;top:95px;height:14px;background:#fff"></div>
  <div style="position:absolute;top:0;bottom:0;left:210px;width:14px;background:#fff"></div>
  <button type="button" class="st" data-st="Station Road" style="position:absolute;left:30px;top:88px">Station Road</button>
  <button type="button" class="st" data-st="Mill Lane" style="position:absolute;left:180px;top:30px">Mill Lane</button>
  <button type="button" class="st" data-st="High Street" style="position:absolute;left:330px;top:88px">High Street</button>
  <button type="button" class="st" data-st="Orchard Close" style="position:absolute;left:180px;top:160px">Orchard Close</button>
  <div style="position:absolute;right:8px;top:8px;display:flex;flex-direction:column;gap:4px">
    <button type="button" id="zin" aria-label="Zoom in">+</button><button type="button" id="zout" aria-label="Zoom out">−</button>
  </div>
  <p id="zoom" style="position:absolute;right:8px;bottom:26px;margin:0">Zoom level 15</p>
  <p id="pin" role="status" style="position:absolute;left:8px;bottom:6px;margin:0;background:#fff;padding:2px 6px">No pin yet. Click a street to drop a pin.</p>
</div>
<script>
var z = 15;
document.querySelectorAll('.st').forEach(function (b) {
  b.addEventListener('click', function () {
    document.getElementById('pin').textContent = 'Pin dropped on ' + b.dataset.st;
    parent.setPin(b.dataset.st);
  });
});
document.getElementById('zin').onclick = function () { z = Math.min(18, z + 1); document.getElementById('zoom').textContent = 'Zoom level ' + z; };
document.getElementById('zout').onclick = function () { z = Math.max(12, z - 1); document.getElementById('zoom').textContent = 'Zoom level ' + z; };
</script></body></html>`;

const NEARBY = [
  { id: 'r1', kind: 'Pothole', where: 'Station Road', date: '2 March 2027', status: 'Scheduled for repair', n: 4 },
  { id: 'r2', kind: 'Fly-tipping', where: 'Orchard Close', date: '9 March 2027', status: 'Reported', n: 1 },
  { id: 'r3', kind: 'Broken street light', where: 'High Street', date: '20 February 2027', status: 'Fixed', n: 7 },
];

const report = doc(
  'Report a problem - Kelmarsh District Council',
  `${HEADER}
<main>
  <h1>Report a problem</h1>
  <div id="summary" role="alert" class="box" hidden style="border-color:#b0261a"><h2>There is a problem</h2><ul id="summary-list"></ul></div>
  <form id="report-form" novalidate>
    <fieldset><legend>What are you reporting?</legend>
      <label><input type="radio" name="kind" value="pothole"> Pothole</label>
      <label><input type="radio" name="kind" value="fly"> Fly-tipping</label>
      <label><input type="radio" name="kind" value="light"> Broken street light</label>
      <label><input type="radio" name="kind" value="graffiti"> Graffiti</label>
    </fieldset>
    <section class="box" id="pothole-box" hidden>
      <h2>About the pothole</h2>
      <div class="field"><label for="size">How big is it?</label>
        <select id="size"><option value="">Choose a size</option><option>Smaller than a dinner plate</option><option>About the size of a dinner plate</option><option>Bigger than a car tyre</option></select></div>
      <fieldset><legend>Where is it?</legend>
        <label><input type="radio" name="surface" value="road"> On the road</label>
        <label><input type="radio" name="surface" value="pavement"> On the pavement</label>
        <label><input type="radio" name="surface" value="cycle"> On a cycle path</label>
      </fieldset>
    </section>
    <section class="box" id="fly-box" hidden>
      <h2>About the fly-tipping</h2>
      <fieldset><legend>What has been dumped?</legend>
        <label><input type="checkbox" name="waste" value="bags"> Household rubbish bags</label><br>
        <label><input type="checkbox" name="waste" value="furniture"> Mattress or furniture</label><br>
        <label><input type="checkbox" name="waste" value="rubble"> Builders' rubble</label><br>
        <label><input type="checkbox" name="waste" value="fridge"> Fridge or freezer</label>
      </fieldset>
      <fieldset><legend>Is it blocking a road or path?</legend>
        <label><input type="radio" name="blocking" value="yes"> Yes</label>
        <label><input type="radio" name="blocking" value="no"> No</label>
      </fieldset>
    </section>
    <section class="box" id="light-box" hidden>
      <h2>About the street light</h2>
      <p>The number is on a sticker on the lamp post.</p>
      <input id="lamp" placeholder="Lamp post number, e.g. KV-0412" style="width:260px">
    </section>
    <section class="box">
      <h2>Where is it?</h2>
      <p>Drop a pin on the street, or describe the location.</p>
      ${frame('Map of Kelmarsh', MAP, 240)}
      <p id="loc-text">Location: not chosen</p>
      <input id="loc-desc" placeholder="e.g. outside number 14" style="width:320px" aria-describedby="loc-text">
    </section>
    <section class="box">
      <div class="field"><label for="desc">Describe the problem</label><textarea id="desc" rows="3" style="width:100%"></textarea></div>
      <div class="field"><label for="r-name">Your name</label><input id="r-name"></div>
      <div class="field"><label for="r-email">Email</label><input id="r-email" type="email"></div>
      <label><input type="checkbox" id="updates" checked> Send me updates about this report</label>
    </section>
    <button type="submit" class="main" id="send">Send report</button>
  </form>
  <section class="box" id="done" hidden>
    <h2>Report sent</h2>
    <p>Your reference is <strong>KDC-58213</strong>. We aim to inspect it within 5 working days.</p>
  </section>
  <h2>Reported nearby</h2>
  <div class="grid" id="nearby"></div>
</main>`,
  `
window.pin = null;
window.report = null;
window.setPin = function (name) { window.pin = name; $('#loc-text').textContent = 'Location: ' + name; };
function kind() { var r = $('input[name=kind]:checked'); return r ? r.value : ''; }
function showKind() {
  var k = kind();
  $('#pothole-box').hidden = k !== 'pothole';
  $('#fly-box').hidden = k !== 'fly';
  $('#light-box').hidden = k !== 'light';
}
$$('input[name=kind]').forEach(function (r) { r.addEventListener('change', showKind); });
$('#report-form').addEventListener('submit', function (e) {
  e.preventDefault();
  var errs = [];
  if (!kind()) errs.push('Choose what you are reporting');
  if (!window.pin && !$('#loc-desc').value.trim()) errs.push('Drop a pin on the map or describe the location');
  if (!$('#desc').value.trim()) errs.push('Describe the problem');
  if ($('#r-email').value.trim() && $('#r-email').value.indexOf('@') < 1) errs.push('Enter an email address in the correct format, like name@example.com');
  $('#summary-list').innerHTML = errs.map(function (x) { return '<li>' + x + '</li>'; }).join('');
  $('#summary').hidden = errs.length === 0;
  if (errs.length) return;
  window.report = { kind: kind(), pin: window.pin, place: $('#loc-desc').value, desc: $('#desc').value, size: $('#size').value };
  $('#report-form').hidden = true;
  $('#done').hidden = false;
  toast('Report sent: KDC-58213');
});
var nearby = ${JSON.stringify(NEARBY)};
$('#nearby').innerHTML = nearby.map(function (r) {
  var fixed = r.status === 'Fixed';
  return '<article class="card near" data-id="' + r.id + '"><h3>' + r.kind + '</h3><p>' + r.where + ' · reported ' + r.date + '</p>' +
    '<p><span class="tag">' + r.status + '</span></p><p class="people"><span class="n">' + r.n + '</span> ' + (r.n === 1 ? 'person has' : 'people have') + ' reported this</p>' +
    '<button type="button" class="metoo"' + (fixed ? ' disabled' : '') + '>Me too</button></article>';
}).join('');
$$('.near').forEach(function (c) {
  var r = nearby.filter(function (x) { return x.id === c.dataset.id; })[0];
  $('.metoo', c).addEventListener('click', function () {
    r.n += 1;
    $('.people', c).innerHTML = '<span class="n">' + r.n + '</span> people have reported this';
    $('.metoo', c).textContent = 'You reported this';
    $('.metoo', c).disabled = true;
  });
});
if (query.get('kind')) {
  var k = $('input[name=kind][value="' + query.get('kind') + '"]');
  if (k) { k.checked = true; showKind(); }
}
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Parking permit wizard

const permit = doc(
  'Apply for a parking permit - Kelmarsh District Council',
  `${HEADER}
<main>
  <h1>Apply for a parking permit</h1>
  <p id="step-of" class="note"></p>
  <section class="box step" id="s1">
    <h2>What type of permit do you need?</h2>
    <p>Your address, 12 Mill Lane, KM4 7RT, is in <strong>parking zone C</strong>.</p>
    <fieldset><legend>Permit type</legend>
      <div><label><input type="radio" name="ptype" value="first"> First resident permit</label> <span class="note">from £24</span></div>
      <div><label><input type="radio" name="ptype" value="second"> Second resident permit</label> <span class="note">from £36</span></div>
      <div><label><input type="radio" name="ptype" value="business" disabled> Business permit</label> <span class="note">Not available in zone C</span></div>
    </fieldset>
    <p class="err" id="e1" hidden>Select a permit type</p>
    <div class="buttons" style="justify-content:flex-start"><button type="button" class="main" id="c1">Continue</button></div>
  </section>
  <section class="box step" id="s2" hidden>
    <h2>Your vehicle</h2>
    <p>Enter your registration number and we'll find your vehicle.</p>
    <div class="line"><input id="reg" placeholder="Registration number" style="width:200px;text-transform:uppercase"><button type="button" id="find">Find vehicle</button></div>
    <p id="finding" hidden>Checking vehicle records…</p>
    <p class="err" id="e2" hidden></p>
    <dl class="pairs" id="veh" hidden>
      <dt>Make and model</dt><dd id="v-model"></dd>
      <dt>Colour</dt><dd id="v-colour"></dd>
      <dt>Fuel</dt><dd id="v-fuel"></dd>
      <dt>CO2 emissions</dt><dd id="v-co2"></dd>
    </dl>
    <label><input type="checkbox" id="company"> This is a company or lease car</label>
    <div class="buttons" style="justify-content:flex-start"><button type="button" id="b2">Back</button><button type="button" class="main" id="c2" disabled>Continue</button></div>
  </section>
  <section class="box step" id="s3" hidden>
    <h2>How long do you need it for?</h2>
    <fieldset><legend>Duration</legend>
      <div><label><input type="radio" name="dur" value="3"> 3 months</label> <span class="price" data-dur="3"></span></div>
      <div><label><input type="radio" name="dur" value="6"> 6 months</label> <span class="price" data-dur="6"></span></div>
      <div><label><input type="radio" name="dur" value="12"> 12 months</label> <span class="price" data-dur="12"></span></div>
    </fieldset>
    <div class="field"><label for="start">Start date</label><input type="date" id="start" min="2027-03-15"><p class="note">Permits can start from 15 March 2027.</p></div>
    <p class="err" id="e3" hidden></p>
    <div class="buttons" style="justify-content:flex-start"><button type="button" id="b3">Back</button><button type="button" class="main" id="c3">Continue</button></div>
  </section>
  <section class="box step" id="s4" hidden>
    <h2>Check your answers</h2>
    <dl class="pairs">
      <dt>Permit type</dt><dd><span id="a-type"></span> <a href="#" class="change" data-to="1">Change</a></dd>
      <dt>Vehicle</dt><dd><span id="a-veh"></span> <a href="#" class="change" data-to="2">Change</a></dd>
      <dt>Duration</dt><dd><span id="a-dur"></span> <a href="#" class="change" data-to="3">Change</a></dd>
      <dt>Start date</dt><dd><span id="a-start"></span> <a href="#" class="change" data-to="3">Change</a></dd>
      <dt>Cost</dt><dd id="a-cost"></dd>
    </dl>
    <label><input type="checkbox" id="confirm"> I confirm the vehicle is kept at this address and the details are correct</label>
    <div class="buttons" style="justify-content:flex-start"><button type="button" id="b4">Back</button><button type="button" class="main" id="pay" disabled>Pay</button></div>
  </section>
  <section class="box" id="s5" hidden>
    <h2>Application complete</h2>
    <p id="done-text"></p>
  </section>
</main>`,
  `
var PRICES = { first: { 3: 24, 6: 45, 12: 80 }, second: { 3: 36, 6: 68, 12: 120 } };
var NAMES = { first: 'First resident permit', second: 'Second resident permit' };
var CARS = { KM19XYZ: ['Vauxhall Corsa', 'Blue', 'Petrol', '118 g/km'], AB12CDE: ['Toyota Yaris Hybrid', 'Silver', 'Hybrid', '92 g/km'] };
var TITLES = { 1: 'Permit type', 2: 'Your vehicle', 3: 'Duration', 4: 'Check your answers' };
window.permit = { step: 1, type: '', reg: '', car: null, dur: '', start: '', paid: false };
var P = window.permit;
function money(n) { return '£' + n.toFixed(2); }
function niceDate(v) {
  if (!v) return '';
  var m = ['January','February','March','April','May','June','July','August','September','October','November','December'];
  var p = v.split('-');
  return Number(p[2]) + ' ' + m[Number(p[1]) - 1] + ' ' + p[0];
}
function go(n) {
  P.step = n;
  $$('.step').forEach(function (s) { s.hidden = s.id !== 's' + n; });
  $('#s5').hidden = true;
  $('#step-of').textContent = 'Step ' + n + ' of 4: ' + TITLES[n];
  if (n === 3) $$('.price').forEach(function (s) { s.textContent = money(PRICES[P.type][s.dataset.dur]); });
  if (n === 4) {
    $('#a-type').textContent = NAMES[P.type];
    $('#a-veh').textContent = P.reg + ' (' + P.car[0] + ', ' + P.car[1] + ')';
    $('#a-dur').textContent = P.dur + ' months';
    $('#a-start').textContent = niceDate(P.start);
    $('#a-cost').textContent = money(PRICES[P.type][P.dur]);
    $('#pay').textContent = 'Pay ' + money(PRICES[P.type][P.dur]);
  }
}
function regText(v) { var r = v.toUpperCase().split(' ').join(''); return r.length > 4 ? r.slice(0, 4) + ' ' + r.slice(4) : r; }
function found(key) {
  var c = CARS[key];
  P.car = c; P.reg = regText(key);
  $('#v-model').textContent = c[0]; $('#v-colour').textContent = c[1]; $('#v-fuel').textContent = c[2]; $('#v-co2').textContent = c[3];
  $('#veh').hidden = false;
  $('#c2').disabled = false;
}
$('#c1').addEventListener('click', function () {
  var r = $('input[name=ptype]:checked');
  $('#e1').hidden = !!r;
  if (!r) return;
  P.type = r.value;
  go(2);
});
$('#find').addEventListener('click', function () {
  var key = $('#reg').value.toUpperCase().split(' ').join('');
  $('#e2').hidden = true; $('#veh').hidden = true; $('#c2').disabled = true; P.car = null;
  if (!key) { $('#e2').textContent = 'Enter a registration number'; $('#e2').hidden = false; return; }
  $('#finding').hidden = false;
  setTimeout(function () {
    $('#finding').hidden = true;
    if (CARS[key]) found(key);
    else { $('#e2').textContent = 'We could not find a vehicle with the registration ' + regText(key); $('#e2').hidden = false; }
  }, 1000);
});
$('#b2').addEventListener('click', function () { go(1); });
$('#c2').addEventListener('click', function () { go(3); });
$('#b3').addEventListener('click', function () { go(2); });
$('#c3').addEventListener('click', function () {
  var r = $('input[name=dur]:checked');
  var s = $('#start').value;
  var msg = !r ? 'Select how long you need the permit for' : !s ? 'Enter a start date' : s < '2027-03-15' ? 'The start date must be 15 March 2027 or later' : '';
  $('#e3').textContent = msg;
  $('#e3').hidden = !msg;
  if (msg) return;
  P.dur = r.value; P.start = s;
  go(4);
});
$('#b4').addEventListener('click', function () { go(3); });
$$('.change').forEach(function (a) { a.addEventListener('click', function (e) { e.preventDefault(); go(Number(a.dataset.to)); }); });
$('#confirm').addEventListener('change', function () { $('#pay').disabled = !$('#confirm').checked; });
$('#pay').addEventListener('click', function () {
  P.paid = true;
  $('#s4').hidden = true;
  $('#step-of').textContent = '';
  $('#done-text').textContent = 'Your permit number is KP-44120. It starts on ' + niceDate(P.start) + ' and a confirmation has been emailed to you.';
  $('#s5').hidden = false;
});
var seedType = query.get('type');
if (seedType) { $('input[name=ptype][value=' + seedType + ']').checked = true; P.type = seedType; }
var seedReg = query.get('reg');
if (seedReg && CARS[seedReg]) { $('#reg').value = regText(seedReg); found(seedReg); }
var seedDur = query.get('dur');
if (seedDur) { $('input[name=dur][value="' + seedDur + '"]').checked = true; P.dur = seedDur; }
if (query.get('start')) { $('#start').value = query.get('start'); P.start = query.get('start'); }
go(Number(query.get('step') || 1));
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Sign in and council tax account

const login = doc(
  'Sign in - Kelmarsh District Council',
  `${HEADER}
<main>
  <h1>Sign in to your council account</h1>
  <section class="box" style="max-width:420px">
    <p class="err" id="login-err" role="alert" hidden>Email address or password is incorrect</p>
    <form id="login-form">
      <div class="field"><label for="email">Email address</label><input id="email" type="email" style="width:100%"></div>
      <div class="field"><label for="password">Password</label><input id="password" type="password" style="width:100%"></div>
      <label><input type="checkbox" id="keep"> Keep me signed in</label>
      <div class="buttons" style="justify-content:flex-start"><button type="submit" class="main">Sign in</button></div>
    </form>
    <p><a href="#">Forgotten your password?</a> · <a href="#">Create an account</a></p>
  </section>
</main>`,
  `
$('#login-form').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#email').value.trim().toLowerCase() === 'priya.shah@example.com' && $('#password').value === 'Kelmarsh2027') {
    location.href = '/council/account';
  } else {
    $('#login-err').hidden = false;
  }
});
`,
);

const BILLS = [
  { year: '2026/27', date: '8 March 2026', amount: '£1,630.20', status: '£271.70 left to pay' },
  { year: '2025/26', date: '10 March 2025', amount: '£1,548.90', status: 'Paid' },
  { year: '2024/25', date: '11 March 2024', amount: '£1,467.30', status: 'Paid' },
  { year: '2023/24', date: '6 March 2023', amount: '£1,392.60', status: 'Paid' },
  { year: '2022/23', date: '7 March 2022', amount: '£1,330.00', status: 'Paid' },
  { year: '2021/22', date: '9 March 2021', amount: '£1,289.40', status: 'Paid' },
  { year: '2020/21', date: '5 March 2020', amount: '£1,251.10', status: 'Paid' },
];

const account = doc(
  'Your council tax account - Kelmarsh District Council',
  `${HEADER}
<main>
  <h1>Council tax</h1>
  <p id="greeting">Welcome back, Priya</p>
  <section class="box">
    <dl class="pairs">
      <dt>Account number</dt><dd>4410 2278</dd>
      <dt>Property</dt><dd>12 Mill Lane, Kelmarsh KM4 7RT</dd>
      <dt>Council tax band</dt><dd>Band C</dd>
      <dt>Balance for 2026/27</dt><dd id="balance">£271.70</dd>
      <dt>Next instalment</dt><dd>£135.85 on 1 April 2027</dd>
    </dl>
  </section>
  <div role="tablist" aria-label="Account">
    <button type="button" role="tab" id="tab-bills" aria-controls="p-bills" aria-selected="true">Bills</button>
    <button type="button" role="tab" id="tab-payments" aria-controls="p-payments" aria-selected="false">Payments</button>
    <button type="button" role="tab" id="tab-discounts" aria-controls="p-discounts" aria-selected="false">Discounts</button>
  </div>
  <section id="p-bills" role="tabpanel" aria-labelledby="tab-bills">
    <table id="bills">
      <thead><tr><th>Year</th><th>Bill date</th><th>Amount</th><th>Status</th><th>Actions</th></tr></thead>
      <tbody></tbody>
    </table>
    <div class="pager"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></div>
  </section>
  <section id="p-payments" role="tabpanel" aria-labelledby="tab-payments" hidden>
    <div class="line"><span id="dd-label">Pay by Direct Debit</span><button type="button" role="switch" id="dd" aria-checked="true" aria-labelledby="dd-label"></button></div>
    <p id="dd-note" class="note">Instalments are taken from your account ending 4471.</p>
    <div class="field"><label for="payday">Payment day</label>
      <select id="payday"><option value="1" selected>1st of the month</option><option value="15">15th of the month</option><option value="28">28th of the month</option></select></div>
    <button type="button" id="save-pay">Save payment details</button>
    <h2>Recent payments</h2>
    <table><thead><tr><th>Date</th><th>Amount</th><th>Method</th></tr></thead>
      <tbody><tr><td>1 March 2027</td><td>£135.85</td><td>Direct Debit</td></tr><tr><td>1 February 2027</td><td>£135.85</td><td>Direct Debit</td></tr><tr><td>4 January 2027</td><td>£140.00</td><td>Debit card</td></tr></tbody></table>
  </section>
  <section id="p-discounts" role="tabpanel" aria-labelledby="tab-discounts" hidden>
    <div class="grid">
      <article class="card disc" data-disc="single"><h3>Single person discount</h3><p>25% off if you are the only adult living at your address.</p><button type="button" class="apply">Apply for this discount</button></article>
      <article class="card disc" data-disc="student"><h3>Student exemption</h3><p>No council tax to pay if everyone living at the property is a full-time student.</p><button type="button" class="apply">Apply for this discount</button></article>
      <article class="card disc" data-disc="carer"><h3>Carer's reduction</h3><p>You already get this reduction.</p><button type="button" class="apply" disabled>Apply for this discount</button></article>
    </div>
  </section>
</main>
<div class="shade" id="bill-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="bill-title">
    <h2 id="bill-title">Bill</h2>
    <table><tbody>
      <tr><td>Kelmarsh District Council</td><td id="bd-district"></td></tr>
      <tr><td>Northwold County Council</td><td id="bd-county"></td></tr>
      <tr><td>Police and crime commissioner</td><td id="bd-police"></td></tr>
      <tr><td>Kelmarsh Parish Council</td><td id="bd-parish"></td></tr>
      <tr><th>Total</th><th id="bd-total"></th></tr>
    </tbody></table>
    <div class="buttons"><button type="button" data-dismiss>Close</button></div>
  </div>
</div>
<div class="shade" id="disc-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="disc-title">
    <h2 id="disc-title">Apply for a discount</h2>
    <div class="field"><label for="disc-date">Date your circumstances changed</label><input type="date" id="disc-date"></div>
    <label><input type="checkbox" id="disc-ok"> I confirm the information I have given is true</label>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="disc-send" disabled>Send application</button></div>
  </div>
</div>`,
  `
var bills = ${JSON.stringify(BILLS)};
var SPLIT = { '2026/27': ['£228.40', '£1,190.30', '£180.20', '£31.30'], '2025/26': ['£217.10', '£1,130.60', '£171.50', '£29.70'] };
var page = Number(query.get('page') || 1);
window.discount = null;
window.paySaved = null;
function render() {
  var rows = bills.slice((page - 1) * 5, page * 5);
  $('#bills tbody').innerHTML = rows.map(function (b, i) {
    var id = b.year.replace('/', '-');
    return '<tr data-year="' + b.year + '"><th scope="row">' + b.year + '</th><td>' + b.date + '</td><td>' + b.amount + '</td><td>' + b.status + '</td>' +
      '<td><button type="button" class="view">View</button> <span class="pop"><button type="button" class="more" aria-label="More actions" aria-haspopup="menu" aria-controls="m-' + id + '" aria-expanded="false">⋯</button>' +
      '<div role="menu" id="m-' + id + '" hidden><button type="button" role="menuitem" class="m-pdf">Download PDF</button><button type="button" role="menuitem" class="m-post">Request a paper copy</button></div></span></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + page + ' of 2';
  $('#prev').disabled = page === 1;
  $('#next').disabled = page === 2;
  $$('#bills tbody tr').forEach(function (tr) {
    var y = tr.dataset.year;
    var b = bills.filter(function (x) { return x.year === y; })[0];
    $('.view', tr).addEventListener('click', function () {
      var s = SPLIT[y] || ['—', '—', '—', '—'];
      $('#bill-title').textContent = 'Council tax bill ' + y;
      $('#bd-district').textContent = s[0]; $('#bd-county').textContent = s[1]; $('#bd-police').textContent = s[2]; $('#bd-parish').textContent = s[3];
      $('#bd-total').textContent = b.amount;
      window.openBill = y;
      showDialog('bill-dialog');
    });
    $('.m-pdf', tr).addEventListener('click', function () { closeMenus(); window.downloaded = y; toast('Downloading council-tax-' + y.replace('/', '-') + '.pdf'); });
    $('.m-post', tr).addEventListener('click', function () { closeMenus(); window.posted = y; toast('We will post a copy of your ' + y + ' bill to 12 Mill Lane'); });
  });
}
$('#prev').addEventListener('click', function () { if (page > 1) { page -= 1; render(); } });
$('#next').addEventListener('click', function () { if (page < 2) { page += 1; render(); } });
render();
$('#dd').addEventListener('flip', function () {
  var on = $('#dd').getAttribute('aria-checked') === 'true';
  $('#dd-note').textContent = on ? 'Instalments are taken from your account ending 4471.' : 'You will need to pay each instalment yourself.';
});
$('#save-pay').addEventListener('click', function () {
  window.paySaved = { dd: $('#dd').getAttribute('aria-checked') === 'true', day: $('#payday').value };
  toast('Payment details saved');
});
var discName = '';
$$('.disc .apply').forEach(function (b) {
  b.addEventListener('click', function () {
    discName = $('h3', b.closest('.disc')).textContent;
    $('#disc-title').textContent = 'Apply: ' + discName;
    $('#disc-ok').checked = false; $('#disc-send').disabled = true;
    showDialog('disc-dialog');
  });
});
$('#disc-ok').addEventListener('change', function () { $('#disc-send').disabled = !$('#disc-ok').checked; });
$('#disc-send').addEventListener('click', function () {
  window.discount = { name: discName, date: $('#disc-date').value };
  hideDialog('disc-dialog');
  toast('We have received your application for ' + discName.toLowerCase());
});
var tab = query.get('tab');
if (tab && document.getElementById('tab-' + tab)) document.getElementById('tab-' + tab).click();
`,
);

export const councilApp: CorpusApp = {
  name: 'council',
  description:
    'Kelmarsh District Council: a bin-day lookup by postcode (placeholder-only field, late addresses, a bins table with the same Report missed button in every row, one disabled, a missed-collection dialog, a reminder switch, holiday accordions); a report-a-problem form with kind radios revealing details, a map iframe, an error summary and nearby-report cards with the same Me too button; a four-step parking permit wizard; a sign-in page; a council tax account with tabs, a paginated bills table with row menus, a bill dialog, a Direct Debit switch and discount cards.',
  routes: {
    '/council/bins': () => bins,
    '/council/report': () => report,
    '/council/permit': () => permit,
    '/council/login': () => login,
    '/council/account': () => account,
  },
};
