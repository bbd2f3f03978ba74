/**
 * Harrowgate Council bins and bulky waste: a bin collection days page (a placeholder-only postcode looked up late,
 * postcodes refused when malformed or outside the council, an address select, a collections table with Report missed
 * and Add to calendar in every row, missed reports answered late and refused after 5 working days, switches,
 * accordions and tabs), and a four-step Book a bulky waste collection wizard (the same address lookup, furniture
 * steppers and appliance checkboxes in fieldsets with a live price and more than 6 items refused, a collection date
 * refused at weekends, before the earliest date and, late, when the day is fully booked, placement radios, a
 * placeholder-only note, a review with a labelled email, a placeholder-only phone, a confirmation box and a booking
 * answered late). Today is Saturday 5 June 2027.
 */

import { doc, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const BAR = `<header class="bar"><span class="logo">Harrowgate Council</span><nav aria-label="Main"><a href="/bulky/bins">Bin collection days</a><a href="/bulky/book">Book a bulky waste collection</a><a href="#contact">Contact us</a></nav></header>`;

const LOOKUP = `
function lookup(pc, sel, err, status, done) {
  err.textContent = ''; status.textContent = 'Finding addresses…'; sel.innerHTML = '<option value="">Choose your address</option>'; sel.disabled = true;
  fetch('/bulky/api/address?postcode=' + encodeURIComponent(pc)).then(function (r) { return r.json(); }).then(function (r) {
    status.textContent = '';
    if (!r.ok) { err.textContent = r.message; return; }
    sel.innerHTML = '<option value="">Choose your address</option>' + r.addresses.map(function (a) { return '<option>' + a + '</option>'; }).join('');
    sel.disabled = false; status.textContent = r.addresses.length + ' addresses found'; if (done) done();
  });
}
`;

const binsPage = doc(
  'Bin collection days - Harrowgate Council',
  `${BAR}
<main style="max-width:900px">
  <h1>Bin collection days</h1>
  <section class="box" aria-labelledby="find-h"><h2 id="find-h" style="margin-top:0">Find your collection days</h2>
    <div class="line"><input id="pc" placeholder="Enter your postcode" style="width:200px"><button type="button" id="find">Find address</button><span id="pc-status" role="status"></span></div>
    <p class="err" id="pc-err" role="alert"></p>
    <div class="field"><label for="addr">Address</label><select id="addr" disabled><option value="">Choose your address</option></select></div>
  </section>
  <section class="box" id="sched" aria-labelledby="sched-h" hidden><h2 id="sched-h" style="margin-top:0">Collections for <span id="sched-addr"></span></h2>
    <div role="tablist" aria-label="Bins"><button type="button" role="tab" id="t-next" aria-controls="p-next" aria-selected="true">Next collections</button><button type="button" role="tab" id="t-alerts" aria-controls="p-alerts" aria-selected="false">Reminders</button></div>
    <div id="p-next" role="tabpanel">
      <table aria-label="Collections"><thead><tr><th>Bin</th><th>Colour</th><th>Last collected</th><th>Next collection</th><th></th></tr></thead><tbody id="bins"></tbody></table>
      <p class="note">Garden waste subscription: active until 31 March 2028</p>
      <p class="err" id="bin-err" role="alert"></p><p id="bin-msg" role="status"></p>
    </div>
    <div id="p-alerts" role="tabpanel" hidden>
      <div class="line"><button type="button" role="switch" id="sw-eve" aria-checked="false" aria-labelledby="sw-eve-l"></button><span id="sw-eve-l">Remind me the evening before</span></div>
      <div class="line"><button type="button" role="switch" id="sw-change" aria-checked="true" aria-labelledby="sw-change-l"></button><span id="sw-change-l">Email me when collection days change</span></div>
      <div class="field"><label for="remind-time">Reminder time</label><select id="remind-time"><option>6pm</option><option>7pm</option><option>8pm</option></select></div>
    </div>
  </section>
  <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">What goes where</h2>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-blue" aria-expanded="false" aria-controls="acc-blue-p">What goes in the blue bin?</button></h3>
    <div id="acc-blue-p" hidden><p>Paper, card, tins, cans, glass bottles and jars, and plastic bottles. Please rinse them first.</p></div>
    <h3 style="margin:4px 0"><button type="button" data-acc id="acc-none" aria-expanded="false" aria-controls="acc-none-p">What can't go in any bin?</button></h3>
    <div id="acc-none-p" hidden><p>Batteries, paint, gas bottles and electrical items. Take them to Kettle Lane recycling centre.</p></div>
  </section>
</main>`,
  `${LOOKUP}
// bin, colour, last, next, last iso
var BINS = [['General waste', 'Black', '25 May 2027', 'Tuesday 8 June 2027', '2027-05-25'], ['Recycling', 'Blue', '1 June 2027', 'Tuesday 15 June 2027', '2027-06-01'], ['Garden waste', 'Green', '27 May 2027', 'Thursday 10 June 2027', '2027-05-27'], ['Food waste', 'Brown caddy', '1 June 2027', 'Tuesday 8 June 2027', '2027-06-01']];
window.missed = null; window.calendar = []; window.address = null;
function showBins() {
  window.address = $('#addr').value; $('#sched').hidden = !window.address; $('#sched-addr').textContent = window.address;
  $('#bins').innerHTML = BINS.map(function (b, i) { return '<tr data-i="' + i + '"><th scope="row">' + b[0] + '</th><td>' + b[1] + '</td><td>' + b[2] + '</td><td>' + b[3] + '</td><td><div class="line"><button type="button" class="missed">Report missed</button><button type="button" class="cal">Add to calendar</button></div></td></tr>'; }).join('');
}
$('#find').addEventListener('click', function () { lookup($('#pc').value, $('#addr'), $('#pc-err'), $('#pc-status')); });
$('#pc').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#find').click(); });
$('#addr').addEventListener('change', showBins);
$('#bins').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var b = BINS[Number(tr.dataset.i)]; $('#bin-err').textContent = '';
  if (e.target.closest('.cal')) { window.calendar.push(b[0]); $('#bin-msg').textContent = b[0] + ' collections added to your calendar'; }
  if (e.target.closest('.missed')) {
    $('#bin-msg').textContent = 'Checking…';
    setTimeout(function () {
      $('#bin-msg').textContent = '';
      if (b[4] < '2027-05-29') { $('#bin-err').textContent = 'Missed collections must be reported within 5 working days. The ' + b[1].toLowerCase() + ' bin was last due on ' + b[2] + '.'; return; }
      window.missed = b[0]; $('#bin-msg').textContent = 'Missed ' + b[0].toLowerCase() + ' collection reported. We will come back by Wednesday 9 June 2027.';
    }, 700);
  }
});
if (query.get('addr')) { $('#pc').value = 'HG4 2PL'; $('#addr').innerHTML = '<option value="">Choose your address</option><option>10 Abbey Road, HG4 2PL</option><option>12 Abbey Road, HG4 2PL</option><option>14 Abbey Road, HG4 2PL</option><option>Flat 1, 16 Abbey Road, HG4 2PL</option>'; $('#addr').disabled = false; $('#addr').value = '12 Abbey Road, HG4 2PL'; showBins(); }
`,
);

const bookPage = doc(
  'Book a bulky waste collection - Harrowgate Council',
  `${BAR}
<main style="max-width:780px">
  <h1>Book a bulky waste collection</h1>
  <ol class="line" id="steps" aria-label="Steps" style="list-style:none;padding:0"><li data-s="1">1. Address</li><li data-s="2">2. Items</li><li data-s="3">3. Date</li><li data-s="4">4. Check and pay</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">Where should we collect from?</h2>
    <div class="line"><input id="pc" placeholder="Postcode" style="width:160px"><button type="button" id="find">Find address</button><span id="pc-status" role="status"></span></div>
    <p class="err" id="pc-err" role="alert"></p>
    <div class="field"><label for="addr">Address</label><select id="addr" disabled><option value="">Choose your address</option></select></div>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">What do you need collected?</h2>
    <p class="note">£25.00 for up to 3 items, then £5.00 for each extra item. Fridges and freezers are £20.00 more. Up to 6 items.</p>
    <fieldset><legend>Furniture</legend>
      <div class="line"><span style="width:110px">Sofa</span>${stepper('n-sofa', 'Sofa', 0, 0, 4)}</div>
      <div class="line"><span style="width:110px">Armchair</span>${stepper('n-chair', 'Armchair', 0, 0, 4)}</div>
      <div class="line"><span style="width:110px">Mattress</span>${stepper('n-mattress', 'Mattress', 0, 0, 4)}</div>
      <div class="line"><span style="width:110px">Wardrobe</span>${stepper('n-wardrobe', 'Wardrobe', 0, 0, 4)}</div>
    </fieldset>
    <fieldset><legend>Appliances</legend>
      <label><input type="checkbox" class="app" id="fridge" value="Fridge or freezer"> Fridge or freezer</label><br>
      <label><input type="checkbox" class="app" id="washer" value="Washing machine"> Washing machine</label><br>
      <label><input type="checkbox" class="app" id="cooker" value="Cooker"> Cooker</label></fieldset>
    <p>Items: <strong id="n-items">0</strong> · Price: <strong id="price">£0.00</strong></p>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">When and where?</h2>
    <div class="field"><label for="date">Collection date</label><input id="date" type="date" min="2027-06-10"><span class="note"> Weekdays only, from Thursday 10 June 2027</span></div>
    <fieldset><legend>Where will the items be?</legend>
      <label><input type="radio" name="place" value="Front garden" checked> Front garden</label><br>
      <label><input type="radio" name="place" value="Driveway"> Driveway</label><br>
      <label><input type="radio" name="place" value="Kerbside"> Kerbside</label></fieldset>
    <div class="field"><textarea id="note" placeholder="Anything our crew should know?" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="s3-err" role="alert"></p><p id="s3-status" role="status"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="next3">Continue</button></div></section>
  <section id="s4" class="box" aria-labelledby="s4-h" hidden><h2 id="s4-h" style="margin-top:0">Check and pay</h2>
    <dl class="pairs"><dt>Address</dt><dd id="r-addr"></dd><dt>Items</dt><dd id="r-items"></dd><dt>Date</dt><dd id="r-date"></dd><dt>Place</dt><dd id="r-place"></dd><dt>Total</dt><dd id="r-total"></dd></dl>
    <div class="field"><label for="email">Email for your receipt</label><input id="email" type="email" style="width:100%"></div>
    <div class="field"><input id="phone" type="tel" placeholder="Mobile number (optional)" style="width:100%"></div>
    <label><input type="checkbox" id="agree"> I confirm the items will be outside by 7am</label>
    <p class="err" id="s4-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back4">Back</button><button type="button" class="main" id="pay">Book and pay</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0" id="done-h"></h2><p id="done-text"></p></section>
</main>`,
  `${LOOKUP}
window.step = 1; window.booked = null; window.slotOk = null;
var NAMES = { 'n-sofa': 'Sofa', 'n-chair': 'Armchair', 'n-mattress': 'Mattress', 'n-wardrobe': 'Wardrobe' };
function items() { var list = []; Object.keys(NAMES).forEach(function (k) { var n = Number($('#' + k).dataset.value); if (n) list.push(n + ' × ' + NAMES[k]); }); $$('.app:checked').forEach(function (c) { list.push('1 × ' + c.value); }); return list; }
function count() { var n = 0; Object.keys(NAMES).forEach(function (k) { n += Number($('#' + k).dataset.value); }); return n + $$('.app:checked').length; }
function price() { var n = count(); if (!n) return 0; return 25 + Math.max(0, n - 3) * 5 + ($('#fridge').checked ? 20 : 0); }
function recalc() { window.itemCount = count(); window.priceNow = price(); $('#n-items').textContent = String(count()); $('#price').textContent = '£' + price().toFixed(2); }
document.addEventListener('stepped', recalc); $$('.app').forEach(function (c) { c.addEventListener('change', recalc); });
function nice(iso) { var d = new Date(iso + 'T12:00:00'); return d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }); }
function show(n) { window.step = n; [1, 2, 3, 4].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); });
  if (n === 4) { $('#r-addr').textContent = $('#addr').value; $('#r-items').textContent = items().join(', '); $('#r-date').textContent = nice($('#date').value); $('#r-place').textContent = $('input[name=place]:checked').value; $('#r-total').textContent = '£' + price().toFixed(2); } }
$('#find').addEventListener('click', function () { lookup($('#pc').value, $('#addr'), $('#pc-err'), $('#pc-status')); });
$('#next1').addEventListener('click', function () { if (!$('#addr').value) { $('#s1-err').textContent = 'Choose your address'; return; } $('#s1-err').textContent = ''; show(2); });
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () {
  var n = count(), e = $('#s2-err'); e.textContent = '';
  if (!n) { e.textContent = 'Add at least one item'; return; }
  if (n > 6) { e.textContent = 'We can collect up to 6 items at a time. Book a second collection for the rest.'; return; }
  show(3);
});
$('#back3').addEventListener('click', function () { show(2); });
$('#next3').addEventListener('click', function () {
  var d = $('#date').value, e = $('#s3-err'); e.textContent = '';
  if (!d) { e.textContent = 'Choose a collection date'; return; }
  var day = new Date(d + 'T12:00:00').getDay();
  if (d < '2027-06-10') { e.textContent = 'The earliest date is Thursday 10 June 2027'; return; }
  if (day === 0 || day === 6) { e.textContent = "We don't collect at weekends. Choose a weekday."; return; }
  $('#s3-status').textContent = 'Checking the date…';
  fetch('/bulky/api/slot?date=' + d).then(function (r) { return r.json(); }).then(function (r) {
    $('#s3-status').textContent = '';
    if (!r.ok) { e.textContent = r.message; return; }
    window.slotOk = d; show(4);
  });
});
$('#back4').addEventListener('click', function () { show(3); });
$('#pay').addEventListener('click', function () {
  var e = $('#s4-err'); e.textContent = '';
  if (!$('#email').value.trim()) { e.textContent = 'Enter an email address for your receipt'; return; }
  if (!$('#agree').checked) { e.textContent = 'Confirm the items will be outside by 7am'; return; }
  var b = this; b.disabled = true; b.textContent = 'Booking…';
  setTimeout(function () {
    window.booked = { ref: 'BW-40217', date: $('#date').value, total: price(), email: $('#email').value.trim(), phone: $('#phone').value.trim() };
    $('#s4').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Collection booked: BW-40217'; document.title = 'Collection booked - Harrowgate Council';
    $('#done-text').textContent = 'We will collect on ' + nice($('#date').value) + '. £' + price().toFixed(2) + ' has been taken from your card.';
  }, 1200);
});
function setStep(id, n) { var box = $('#' + id); box.dataset.value = String(n); $('output', box).textContent = String(n); }
var st = Number(query.get('step') || 1);
if (st >= 2) { $('#pc').value = 'HG4 2PL'; $('#addr').innerHTML = '<option value="">Choose your address</option><option>10 Abbey Road, HG4 2PL</option><option>12 Abbey Road, HG4 2PL</option><option>14 Abbey Road, HG4 2PL</option><option>Flat 1, 16 Abbey Road, HG4 2PL</option>'; $('#addr').disabled = false; $('#addr').value = '12 Abbey Road, HG4 2PL'; }
if (st >= 3) { setStep('n-sofa', 1); setStep('n-mattress', 2); }
if (st >= 4) { $('#date').value = '2027-06-16'; window.slotOk = '2027-06-16'; }
recalc(); show(st);
`,
);

export const bulkyApp: CorpusApp = {
  name: 'bulky',
  description:
    'Harrowgate Council bins and bulky waste: a Bin collection days page with a placeholder-only postcode looked up late (malformed postcodes and postcodes outside the council refused), an address select, a collections table with Report missed and Add to calendar in every row (missed reports answered late and refused after 5 working days), tabs with reminder switches and a select, and accordions; a four-step Book a bulky waste collection wizard (the same lookup and a Continue refused without an address; Sofa, Armchair, Mattress and Wardrobe steppers with the same Decrease and Increase buttons, appliance checkboxes in fieldsets, a live item count and price, no items or more than 6 refused; a collection date refused before 10 June or at weekends and, late, when the day is fully booked, placement radios in a fieldset and a placeholder-only note; a review with a labelled email, a placeholder-only phone, a confirmation box, refusals for a missing email or box, and a booking answered late with a reference).',
  routes: {
    '/bulky/bins': () => binsPage,
    '/bulky/book': () => bookPage,
    '/bulky/api/address': (req) => {
      const pc = (req.url.searchParams.get('postcode') ?? '').toUpperCase().replace(/\s+/g, '');
      if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(pc)) {
        return { delayMs: 900, json: { ok: false, message: 'Enter a real postcode, like HG4 2PL' } };
      }
      if (pc === 'HG42PL') {
        return {
          delayMs: 900,
          json: {
            ok: true,
            addresses: [
              '10 Abbey Road, HG4 2PL',
              '12 Abbey Road, HG4 2PL',
              '14 Abbey Road, HG4 2PL',
              'Flat 1, 16 Abbey Road, HG4 2PL',
            ],
          },
        };
      }
      if (pc === 'HG15AT') {
        return { delayMs: 900, json: { ok: true, addresses: ['3 Mill Street, HG1 5AT', '5 Mill Street, HG1 5AT'] } };
      }
      return {
        delayMs: 900,
        json: { ok: false, message: "That postcode isn't in Harrowgate. Check with your local council." },
      };
    },
    '/bulky/api/slot': (req) => {
      const date = req.url.searchParams.get('date') ?? '';
      if (date === '2027-06-15') {
        return {
          delayMs: 800,
          json: { ok: false, message: 'Tuesday 15 June 2027 is fully booked. The next free day is Wednesday 16 June.' },
        };
      }
      return { delayMs: 800, json: { ok: true } };
    },
  },
};
