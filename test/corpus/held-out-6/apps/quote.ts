/**
 * `quote`: Shieldly, a car insurance quote wizard in four steps (`/quote/start?step=1..4`). Step 1: a registration
 * field named only by its placeholder and a lookup that answers late, a make combobox with suggestions, model and
 * year selects, a value field, a mileage slider, parking radios and an error summary. Step 2: two fieldsets ("Main
 * driver", "Named driver") with the same field names, dates of birth, licence selects, "Years held" steppers whose
 * buttons share names, and a claims question that reveals a field. Step 3: a price that is calculated late, cover
 * radios with prices, an excess slider, a no-claims stepper, add-on switches, annual/monthly payment, an accordion and
 * key facts in an iframe. Step 4: a summary with identical Edit links, a promo code, a terms checkbox that enables
 * "Buy now", and a save-quote dialog with a toast. `/quote/retrieve` is a sign-in by email, reference and birth date.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const header = `<header class="top"><span class="brand">Shieldly</span>
  <nav class="links" aria-label="Main"><a href="/quote/start">Car insurance</a><a href="/quote/retrieve">Retrieve a quote</a><a href="#">Help</a></nav>
  <span class="muted">Call us: 0800 048 2130</span></header>`;

const STEPS = ['Your car', 'Drivers', 'Cover', 'Review'];

const driverFields = (p: string) => `
    <div class="field"><label for="${p}-first">First name</label><input id="${p}-first" autocomplete="given-name"></div>
    <div class="field"><label for="${p}-last">Last name</label><input id="${p}-last" autocomplete="family-name"></div>
    <div class="field"><label for="${p}-dob">Date of birth</label><input type="date" id="${p}-dob"></div>
    <div class="field"><label for="${p}-licence">Licence type</label><select id="${p}-licence"><option value="">Select…</option><option>Full UK</option><option>Provisional</option><option>EU</option><option>International</option></select></div>
    <div class="field"><span class="lbl">Years held</span><span class="stepper" id="${p}-years" data-min="0" data-max="50" data-value="0"><button type="button" data-step="-1" aria-label="Decrease">−</button><output>0</output><button type="button" data-step="1" aria-label="Increase">+</button></span></div>
    <div class="field"><span class="lbl">Occupation</span><input id="${p}-job" placeholder="Start typing, e.g. Teacher"></div>`;

const START = page(
  'Get a quote · Shieldly car insurance',
  `${header}
<main>
  <h1>Get a car insurance quote</h1>
  <ol class="row" id="progress" aria-label="Progress" style="list-style:none;padding:0">
    ${STEPS.map((s, i) => `<li data-n="${i + 1}">${i + 1}. ${s}</li>`).join('<li aria-hidden="true">›</li>')}
  </ol>
  <p class="muted" id="step-label"></p>
  <div class="card error" id="summary" role="alert" hidden><b>There is a problem</b><ul id="summary-list"></ul></div>

  <section id="s1" hidden>
    <h2>Your car</h2>
    <div class="field"><p>Enter your reg</p><div class="row"><input id="reg" placeholder="e.g. AB12 CDE" style="text-transform:uppercase"><button type="button" id="find">Find car</button></div>
      <p id="reg-msg" aria-live="polite"></p>
      <div id="found" hidden><p>We found: <b id="found-car"></b></p>
        <fieldset><legend>Is this your car?</legend><label><input type="radio" name="mine" value="yes"> Yes</label> <label><input type="radio" name="mine" value="no"> No</label></fieldset></div>
      <a href="#" id="no-reg">I don't know the registration</a></div>
    <div id="manual" hidden class="card">
      <div class="field lb-wrap"><label for="make">Make</label><input id="make" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="make-list" autocomplete="off">
        <ul role="listbox" id="make-list" hidden aria-label="Makes"></ul></div>
      <div class="field"><label for="model">Model</label><select id="model" disabled><option value="">Choose a make first</option></select></div>
      <div class="field"><label for="year">Year</label><select id="year"><option value="">Year</option>${[2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015].map((y) => `<option>${y}</option>`).join('')}</select></div>
    </div>
    <div class="field"><label for="value">Estimated value (£)</label><input id="value" type="number" min="0" step="100"></div>
    <div class="field"><label for="mileage">Annual mileage</label><input type="range" id="mileage" min="1000" max="30000" step="1000" value="8000"> <output id="mileage-out">8,000 miles</output></div>
    <fieldset id="parking"><legend>Where is the car kept overnight?</legend>
      <label><input type="radio" name="park" value="garage"> Garage</label>
      <label><input type="radio" name="park" value="driveway"> Driveway</label>
      <label><input type="radio" name="park" value="street"> On the street</label></fieldset>
    <label><input type="checkbox" id="modified"> The car has been modified</label>
    <div class="actions"><button type="button" class="primary" id="c1">Continue</button></div>
  </section>

  <section id="s2" hidden>
    <h2>Drivers</h2>
    <fieldset id="main-driver"><legend>Main driver</legend>${driverFields('md')}</fieldset>
    <button type="button" id="add-driver">+ Add a named driver</button>
    <fieldset id="named-driver" hidden><legend>Named driver <button type="button" class="icon" id="remove-driver" aria-label="Remove named driver">✕</button></legend>
      ${driverFields('nd')}
      <div class="field"><label for="nd-rel">Relationship to main driver</label><select id="nd-rel"><option value="">Select…</option><option>Spouse or partner</option><option>Parent</option><option>Son or daughter</option><option>Other</option></select></div>
    </fieldset>
    <fieldset id="claims"><legend>Any claims or convictions in the last 5 years?</legend>
      <label><input type="radio" name="claims" value="yes"> Yes</label> <label><input type="radio" name="claims" value="no"> No</label>
      <div class="field" id="claims-more" hidden><label for="claims-text">Tell us what happened</label><textarea id="claims-text" rows="2"></textarea></div></fieldset>
    <div class="actions"><a class="btn" href="/quote/start?step=1">Back</a><button type="button" class="primary" id="c2">Continue</button></div>
  </section>

  <section id="s3" hidden>
    <h2>Choose your cover</h2>
    <div class="row" style="align-items:flex-start">
      <div style="flex:1">
        <fieldset id="cover"><legend>Cover level</legend>
          <label class="card" style="display:block"><input type="radio" name="cover" value="tp"> Third party <span class="muted">from £412.80</span></label>
          <label class="card" style="display:block"><input type="radio" name="cover" value="tpft"> Third party, fire and theft <span class="muted">from £455.10</span></label>
          <label class="card" style="display:block"><input type="radio" name="cover" value="comp" checked> Comprehensive <span class="muted">from £498.60</span> <span class="pill">Most popular</span></label>
        </fieldset>
        <div class="field"><label for="excess">Voluntary excess</label><input type="range" id="excess" min="0" max="1000" step="250" value="250"> <output id="excess-out">£250</output></div>
        <p class="muted">Compulsory excess: £250. Young drivers pay an extra £150.</p>
        <div class="field"><span class="lbl">Years of no claims discount</span><span class="stepper" id="ncd" data-min="0" data-max="9" data-value="3"><button type="button" data-step="-1" aria-label="Decrease">−</button><output>3</output><button type="button" data-step="1" aria-label="Increase">+</button></span></div>
        <h3>Add-ons</h3>
        <p class="switch"><button type="button" role="switch" id="ad-breakdown" aria-checked="false" aria-labelledby="l-breakdown"></button><span id="l-breakdown">Breakdown cover</span> <span class="muted">+£39.00</span></p>
        <p class="switch"><button type="button" role="switch" id="ad-legal" aria-checked="false" aria-labelledby="l-legal"></button><span id="l-legal">Legal protection</span> <span class="muted">+£24.00</span></p>
        <p class="switch"><button type="button" role="switch" id="ad-courtesy" aria-checked="false" aria-labelledby="l-courtesy"></button><span id="l-courtesy">Courtesy car</span> <span class="muted">+£18.50</span></p>
        <fieldset><legend>How would you like to pay?</legend><label><input type="radio" name="pay" value="annual" checked> Pay annually</label> <label><input type="radio" name="pay" value="monthly"> Pay monthly <span class="muted">(12 instalments, APR 9.9%)</span></label></fieldset>
        <div class="card"><h3><button type="button" data-acc id="acc-covered" aria-expanded="false" aria-controls="covered">What's covered?</button></h3>
          <ul id="covered" hidden><li>Windscreen repair with a £75 excess</li><li>Personal belongings up to £300</li><li>Driving in the EU for up to 90 days</li></ul></div>
        <iframe src="/quote/key-facts" title="Key facts document" style="width:100%;height:170px;border:1px solid #dfe3e8"></iframe>
      </div>
      <aside class="card" style="width:260px" aria-label="Your price">
        <h3>Your price</h3>
        <p id="calculating">Calculating your price…</p>
        <p id="price" hidden><b id="price-amount" style="font-size:24px"></b> <span id="price-per"></span></p>
        <p class="muted">Includes Insurance Premium Tax</p>
      </aside>
    </div>
    <div class="actions"><a class="btn" href="/quote/start?step=2">Back</a><button type="button" class="primary" id="c3">Continue</button></div>
  </section>

  <section id="s4" hidden>
    <h2>Check your quote</h2>
    <p>Quote reference <b id="ref">Q-48213</b> · valid until 25 June 2025</p>
    <div class="card"><h3>Your car <a href="/quote/start?step=1" class="edit">Edit</a></h3>
      <dl class="summary"><dt>Car</dt><dd>2019 Volkswagen Golf 1.5 TSI Life</dd><dt>Annual mileage</dt><dd>8,000 miles</dd><dt>Kept overnight</dt><dd>Driveway</dd></dl></div>
    <div class="card"><h3>Main driver <a href="/quote/start?step=2" class="edit">Edit</a></h3>
      <dl class="summary"><dt>Name</dt><dd>Aisha Khan</dd><dt>Date of birth</dt><dd>14/03/1988</dd><dt>Licence</dt><dd>Full UK, held 9 years</dd></dl></div>
    <div class="card"><h3>Cover <a href="/quote/start?step=3" class="edit">Edit</a></h3>
      <dl class="summary"><dt>Level</dt><dd>Comprehensive</dd><dt>Voluntary excess</dt><dd>£250</dd><dt>Add-ons</dt><dd>Breakdown cover</dd><dt>No claims discount</dt><dd>5 years</dd></dl></div>
    <div class="card"><p>Total to pay today: <b id="total">£537.60</b> a year</p>
      <div class="row"><input id="promo" placeholder="Promo code"><button type="button" id="apply">Apply</button></div><p id="promo-msg" aria-live="polite"></p></div>
    <label><input type="checkbox" id="terms"> I have read the key facts and agree to the terms</label>
    <div class="actions"><button type="button" id="save">Save quote</button><button type="button" class="primary" id="buy" disabled>Buy now</button></div>
    <p id="bought" class="ok"></p>
  </section>
</main>
<div class="backdrop" id="save-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="save-title">
  <h2 id="save-title">Save your quote</h2>
  <div class="field"><label for="save-email">Email address</label><input id="save-email" type="email"></div>
  <label><input type="checkbox" id="remind" checked> Send me a reminder before it expires</label>
  <p class="error" id="save-error"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="save-go">Save</button></div>
</div></div>`,
  String.raw`
var step = Number(params.get('step') || 1);
$('#s' + step).hidden = false;
$('#step-label').textContent = 'Step ' + step + ' of 4: ' + ${JSON.stringify(STEPS)}[step - 1];
$$('#progress li[data-n]').forEach(function (li) { if (Number(li.dataset.n) === step) li.setAttribute('aria-current', 'step'); });
function go(n) { location.search = '?step=' + n; }
function problems(list) {
  $('#summary').hidden = list.length === 0;
  $('#summary-list').innerHTML = list.map(function (p) { return '<li>' + p + '</li>'; }).join('');
  return list.length === 0;
}
// step 1
var MAKES = { Ford: ['Fiesta', 'Focus', 'Puma'], Tesla: ['Model 3', 'Model Y'], Toyota: ['Yaris', 'Corolla', 'RAV4'], Vauxhall: ['Corsa', 'Astra'], Volkswagen: ['Polo', 'Golf', 'ID.3'], Volvo: ['XC40', 'XC60'] };
var carKnown = false;
$('#find').addEventListener('click', function () {
  var reg = $('#reg').value.trim().toUpperCase();
  $('#found').hidden = true;
  if (!/^[A-Z]{2}\d{2} ?[A-Z]{3}$/.test(reg)) { $('#reg-msg').className = 'error'; $('#reg-msg').textContent = 'Enter a valid UK registration, like AB12 CDE'; return; }
  $('#reg-msg').className = 'muted';
  $('#reg-msg').textContent = 'Looking up ' + reg + '…';
  setTimeout(function () {
    if (reg.replace(' ', '') === 'KX19LMN') {
      $('#reg-msg').textContent = '';
      $('#found-car').textContent = '2019 Volkswagen Golf 1.5 TSI Life · Petrol · Manual';
      $('#found').hidden = false;
      carKnown = true;
    } else {
      $('#reg-msg').textContent = 'We could not find that car. Enter its details below.';
      $('#manual').hidden = false;
    }
  }, 900);
});
$('#reg').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#find').click(); });
$('#no-reg').addEventListener('click', function (e) { e.preventDefault(); $('#manual').hidden = false; $('#make').focus(); });
function showMakes() {
  var v = $('#make').value.trim().toLowerCase();
  var list = Object.keys(MAKES).filter(function (m) { return !v || m.toLowerCase().indexOf(v) === 0; });
  $('#make-list').innerHTML = list.map(function (m) { return '<li role="option" data-value="' + m + '" aria-selected="false">' + m + '</li>'; }).join('');
  $('#make-list').hidden = list.length === 0;
  $('#make').setAttribute('aria-expanded', list.length ? 'true' : 'false');
}
$('#make').addEventListener('input', showMakes);
$('#make').addEventListener('focus', showMakes);
$('#make-list').addEventListener('click', function (e) {
  var o = e.target.closest('[role=option]');
  if (!o) return;
  $('#make').value = o.dataset.value;
  $('#make').dataset.value = o.dataset.value;
  $('#make-list').hidden = true;
  $('#make').setAttribute('aria-expanded', 'false');
  $('#model').disabled = false;
  $('#model').innerHTML = '<option value="">Select…</option>' + MAKES[o.dataset.value].map(function (m) { return '<option>' + m + '</option>'; }).join('');
});
$('#mileage').addEventListener('input', function () { $('#mileage-out').textContent = Number($('#mileage').value).toLocaleString('en-GB') + ' miles'; });
$('#c1').addEventListener('click', function () {
  var list = [];
  var manualOk = $('#make').dataset.value && $('#model').value && $('#year').value;
  if (!(carKnown && $('input[name=mine]:checked')) && !manualOk) list.push('Find your car or enter its details');
  if (!$('#value').value) list.push('Enter the car\'s value');
  if (!$('input[name=park]:checked')) list.push('Choose where the car is kept overnight');
  if (problems(list)) go(2);
});
// step 2
$('#add-driver').addEventListener('click', function () { $('#named-driver').hidden = false; $('#add-driver').hidden = true; $('#nd-first').focus(); });
$('#remove-driver').addEventListener('click', function () { $('#named-driver').hidden = true; $('#add-driver').hidden = false; });
$('#claims').addEventListener('change', function () { $('#claims-more').hidden = $('input[name=claims]:checked').value !== 'yes'; });
$('#c2').addEventListener('click', function () {
  var list = [];
  if (!$('#md-first').value.trim()) list.push('Enter the main driver\'s first name');
  if (!$('#md-last').value.trim()) list.push('Enter the main driver\'s last name');
  if (!$('#md-dob').value) list.push('Enter the main driver\'s date of birth');
  else if ($('#md-dob').value > '2008-05-12') list.push('The main driver must be 17 or over');
  if (!$('#md-licence').value) list.push('Choose the main driver\'s licence type');
  if (!$('#named-driver').hidden && !$('#nd-first').value.trim()) list.push('Enter the named driver\'s first name');
  if (!$('input[name=claims]:checked')) list.push('Tell us about any claims or convictions');
  if (problems(list)) go(3);
});
// step 3
var BASE = { tp: 412.8, tpft: 455.1, comp: 498.6 };
var ADDONS = { 'ad-breakdown': 39, 'ad-legal': 24, 'ad-courtesy': 18.5 };
var priced = false;
function money(n) { return '£' + n.toFixed(2); }
function price() {
  if (!priced) return;
  var p = BASE[$('input[name=cover]:checked').value];
  var ex = Number($('#excess').value);
  p += ex < 250 ? 25 : -((ex - 250) / 250) * 20;
  p -= (Number($('#ncd output').textContent) - 3) * 10;
  Object.keys(ADDONS).forEach(function (id) { if ($('#' + id).getAttribute('aria-checked') === 'true') p += ADDONS[id]; });
  var monthly = $('input[name=pay]:checked').value === 'monthly';
  $('#price-amount').textContent = monthly ? money(p * 1.099 / 12) : money(p);
  $('#price-per').textContent = monthly ? 'a month' : 'a year';
  window.currentPrice = $('#price-amount').textContent + ' ' + $('#price-per').textContent;
}
if (step === 3) setTimeout(function () { priced = true; $('#calculating').hidden = true; $('#price').hidden = false; price(); }, 1000);
$('#s3').addEventListener('change', price);
$('#excess').addEventListener('input', function () { $('#excess-out').textContent = '£' + $('#excess').value; price(); });
document.addEventListener('stepchange', price);
document.addEventListener('toggle', price);
$('#c3').addEventListener('click', function () { go(4); });
// step 4
$('#terms').addEventListener('change', function () { $('#buy').disabled = !$('#terms').checked; });
$('#apply').addEventListener('click', function () {
  var code = $('#promo').value.trim().toUpperCase();
  if (code === 'DRIVE10') { $('#total').textContent = '£483.84'; $('#promo-msg').className = 'ok'; $('#promo-msg').textContent = 'DRIVE10 applied: 10% off (−£53.76)'; }
  else if (code === 'EXPIRED5') { $('#promo-msg').className = 'error'; $('#promo-msg').textContent = 'This code has expired'; }
  else { $('#promo-msg').className = 'error'; $('#promo-msg').textContent = 'We do not recognise that code'; }
});
$('#save').addEventListener('click', function () { openDialog('save-dialog'); });
$('#save-go').addEventListener('click', function () {
  var email = $('#save-email').value.trim();
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) { $('#save-error').textContent = 'Enter an email address like name@example.com'; return; }
  closeDialog('save-dialog');
  toast('Quote saved. We have emailed Q-48213 to ' + email + '.');
});
$('#buy').addEventListener('click', function () { $('#bought').textContent = 'Thanks, Aisha. Your policy starts on 26 May 2025 at 00:01.'; });
`,
);

const KEY_FACTS = page(
  'Key facts',
  `<div style="padding:8px 12px">
  <h2>Insurance Product Information Document</h2>
  <p>Product: Shieldly Comprehensive Car Insurance</p>
  <p>What is insured? Damage to your car, fire and theft, third-party injury and property.</p>
  <p>What is not insured? Wear and tear, mechanical breakdown, tyres damaged by braking.</p>
  <button type="button" id="dl">Download PDF (212 KB)</button> <span id="dl-msg"></span>
</div>`,
  "$('#dl').addEventListener('click', function () { $('#dl-msg').textContent = 'Download started'; });",
);

const RETRIEVE = page(
  'Retrieve a quote · Shieldly',
  `${header}
<main style="max-width:460px">
  <h1>Retrieve your quote</h1>
  <form id="retrieve" class="card" novalidate>
    <div class="field"><label for="r-email">Email address</label><input id="r-email" type="email"></div>
    <div class="field"><span class="lbl">Quote reference</span><input id="r-ref" placeholder="Q-12345"></div>
    <div class="field"><label for="r-dob">Date of birth</label><input id="r-dob" type="date"></div>
    <p class="error" id="r-error" role="alert"></p>
    <button type="submit" class="primary">Retrieve quote</button>
  </form>
</main>`,
  `
$('#retrieve').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#r-email').value.trim().toLowerCase() === 'aisha.khan@mail.com' && $('#r-ref').value.trim().toUpperCase() === 'Q-48213' && $('#r-dob').value === '1988-03-14') {
    location.href = '/quote/start?step=4&ref=Q-48213';
    return;
  }
  $('#r-error').textContent = 'We could not find a quote with those details';
});
`,
);

export const quoteApp: CorpusApp = {
  name: 'quote',
  description:
    'Shieldly car insurance: a four-step quote wizard (registration lookup, make combobox, slider, radios, error summary; two driver fieldsets with the same fields and steppers; a late price with cover radios, excess slider, no-claims stepper, add-on switches, accordion and key facts iframe; a review with identical Edit links, promo code, terms and save dialog) and a retrieve-quote sign-in.',
  routes: { '/quote/start': START, '/quote/key-facts': KEY_FACTS, '/quote/retrieve': RETRIEVE },
};
