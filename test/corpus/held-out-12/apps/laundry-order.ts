/**
 * Suds & Co, booking a collection: service cards that all have the same Decrease/Increase stepper and "What's
 * included" button (leather unavailable), an eco-wash switch and detergent checkboxes, a collection address with a
 * postcode look-up that answers late, a return address with the same field names behind a checkbox, a date input that
 * refuses Sundays, collection windows (one full, the evening one dearer), a placeholder-only note for the driver, a
 * promo code disclosure (one code expired), a summary that computes its lines, delivery and total, a Place order
 * button disabled below the £15.00 minimum, an error summary and a confirmation dialog. State a customer clicked their
 * way to comes from the query string (`?wash=2&shirts=6&filled=1`).
 */

import { doc, stepper } from '../../page';

export const LAUNDRY_HEADER = `<header class="bar"><span class="logo">Suds &amp; Co</span>
<nav aria-label="Main"><a href="/laundry/order">Book a collection</a><a href="/laundry/orders">My orders</a><a href="#prices">Prices</a><a href="#help">Help</a></nav>
<span class="pop"><button type="button" id="bell" aria-label="Notifications" aria-haspopup="menu" aria-controls="bell-menu">🔔 <span class="count">2</span></button></span>
<span>Hi, Jordan</span></header>
<div role="menu" id="bell-menu" hidden><button type="button" role="menuitem">SC-20379 is out for delivery</button><button type="button" role="menuitem">Your £7.50 credit expires on 31 March</button></div>`;

export const SERVICES = [
  ['wash', 'Wash & fold', 18, 'per bag', 'Up to 6 kg of everyday washing, washed at 30°C, tumble dried and folded.', 5],
  ['shirts', 'Shirts on hangers', 2.5, 'per shirt', 'Washed, pressed and returned on hangers.', 30],
  ['dry', 'Dry cleaning', 7, 'per item', 'Suits, coats, dresses and delicates.', 10],
  ['bedding', 'Duvets & bedding', 22, 'per item', 'Duvets up to king size, pillows and mattress toppers.', 4],
  ['leather', 'Leather & suede', 35, 'per item', 'Cleaned by hand by our specialist partner.', 0],
] as const;

const STEP_LABELS: Record<string, string> = {
  wash: 'Wash & fold bags',
  shirts: 'Shirts',
  dry: 'Dry cleaning items',
  bedding: 'Duvets & bedding items',
  leather: 'Leather & suede items',
};

const card = ([id, name, price, unit, info, max]: (typeof SERVICES)[number]) =>
  `<article class="card service" data-id="${id}"><h3>${name}</h3><p><strong>£${price.toFixed(2)}</strong> ${unit}</p>
  ${id === 'leather' ? '<p class="tag">Back in April</p>' : ''}
  <div class="line">${stepper(`st-${id}`, STEP_LABELS[id]!, 0, 0, max)}</div>
  <button type="button" class="info" aria-expanded="false">What's included</button><p class="note more" hidden>${info}</p></article>`;

const ADDRESS = (p: string, legend: string) => `<fieldset id="${p}-fs"><legend>${legend}</legend>
  <div class="field"><label for="${p}-pc">Postcode</label><div class="line"><input id="${p}-pc" autocomplete="postal-code" style="width:120px">${p === 'col' ? '<button type="button" id="find">Find address</button>' : ''}</div></div>
  ${p === 'col' ? '<p class="note" id="find-note" role="status"></p><div class="field" id="pick-wrap" hidden><label for="pick">Select an address</label><select id="pick"></select></div>' : ''}
  <div class="field"><label for="${p}-l1">Address line 1</label><input id="${p}-l1" style="width:320px"></div>
  <div class="field"><label for="${p}-flat">Flat or building (optional)</label><input id="${p}-flat" style="width:200px"></div>
</fieldset>`;

export const laundryOrder = doc(
  'Book a collection - Suds & Co',
  `${LAUNDRY_HEADER}
<main>
  <h1>Book a collection</h1>
  <p class="note">We collect, clean and bring it back within 48 hours. Minimum order £15.00.</p>
  <div id="errsum" class="box" role="alert" tabindex="-1" hidden style="border:2px solid #b0261a"><h2>There is a problem</h2><ul id="errs"></ul></div>
  <div id="form-area" style="display:grid;grid-template-columns:1fr 300px;gap:16px;align-items:start">
  <div>
    <section class="box"><h2>What needs cleaning?</h2><div class="grid">${SERVICES.map(card).join('')}</div></section>
    <section class="box"><h2>Preferences</h2>
      <p class="line"><button type="button" role="switch" id="sw-eco" aria-checked="false" aria-labelledby="l-eco"></button><span id="l-eco">Eco wash (+£1.00 per bag)</span></p>
      <label><input type="checkbox" id="ff"> Fragrance-free detergent</label><br>
      <label><input type="checkbox" id="softener" checked> Fabric softener</label>
    </section>
    <section class="box"><h2>Collection</h2>
      ${ADDRESS('col', 'Collection address')}
      <label><input type="checkbox" id="same" checked> Return to the same address</label>
      <div id="ret-wrap" hidden>${ADDRESS('ret', 'Return address')}</div>
      <div class="field"><label for="date">Collection date</label><input type="date" id="date" min="2027-03-10" max="2027-04-09"></div>
      <p class="err" id="date-err" hidden>We don't collect on Sundays. Choose another day.</p>
      <p class="note" id="return-line"></p>
      <fieldset id="win-fs"><legend>Collection window</legend>
        <label><input type="radio" name="win" value="early"> 7am – 9am</label><br>
        <label><input type="radio" name="win" value="morning" disabled> 9am – 12pm (full)</label><br>
        <label><input type="radio" name="win" value="afternoon"> 12pm – 3pm</label><br>
        <label><input type="radio" name="win" value="evening"> 6pm – 9pm (+£2.00)</label>
      </fieldset>
      <textarea id="driver" rows="2" maxlength="200" style="width:100%" placeholder="Instructions for the driver (optional)"></textarea>
      <p class="note" id="driver-count">0 of 200 characters</p>
    </section>
  </div>
  <aside class="box" aria-labelledby="sum-h">
    <h2 id="sum-h">Your order</h2>
    <div id="lines"><p class="note">Nothing added yet.</p></div>
    <dl class="pairs" style="grid-template-columns:1fr auto">
      <dt>Subtotal</dt><dd id="subtotal">£0.00</dd>
      <dt id="disc-dt" hidden>Discount</dt><dd id="discount" hidden></dd>
      <dt>Collection &amp; delivery</dt><dd id="delivery">£3.95</dd>
      <dt><strong>Total</strong></dt><dd><strong id="total">£3.95</strong></dd>
    </dl>
    <p class="note">Collection &amp; delivery is free on orders of £30.00 or more.</p>
    <button type="button" id="promo-toggle" aria-expanded="false" aria-controls="promo">Have a promo code?</button>
    <div id="promo" hidden><div class="field"><label for="code">Promo code</label><div class="line"><input id="code" style="width:130px"><button type="button" id="apply">Apply</button></div></div><p id="promo-msg" role="status"></p></div>
    <p id="min-note" class="note"></p>
    <button type="button" class="main" id="place" disabled>Place order</button>
  </aside>
  </div>
  <section class="box" id="booked" hidden><h2>Your collection is booked</h2><p>Order <strong>SC-20417</strong>.</p><p id="booked-text"></p><a href="/laundry/orders">See my orders</a></section>
</main>
<div class="shade" id="dlg-confirm" hidden><div role="dialog" aria-modal="true" aria-labelledby="dc-h"><h2 id="dc-h">Confirm your order</h2><p id="dc-text"></p><p class="note">We charge your card after cleaning.</p>
  <div class="buttons"><button type="button" data-dismiss>Go back</button><button type="button" class="main" id="dc-ok">Confirm order</button></div></div></div>`,
  `
var SERVICES = ${JSON.stringify(SERVICES)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var WINDOWS = { early: '7am – 9am', afternoon: '12pm – 3pm', evening: '6pm – 9pm' };
window.qty = { wash: 0, shirts: 0, dry: 0, bedding: 0, leather: 0 };
window.promo = null;
window.placed = null;
function gbp(n) { return '£' + n.toFixed(2); }
function dayName(v) { var d = new Date(v + 'T12:00:00'); return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear(); }
function plusDays(v, n) { var d = new Date(v + 'T12:00:00'); d.setDate(d.getDate() + n); if (d.getDay() === 0) d.setDate(d.getDate() + 1); return d.toISOString().slice(0, 10); }
$$('#st-leather button').forEach(function (b) { b.disabled = true; });
function sums() {
  var sub = 0, rows = [];
  SERVICES.forEach(function (s) { var n = window.qty[s[0]]; if (n) { sub += n * s[2]; rows.push([s[1] + ' × ' + n, n * s[2]]); } });
  if ($('#sw-eco').getAttribute('aria-checked') === 'true' && window.qty.wash) { sub += window.qty.wash; rows.push(['Eco wash × ' + window.qty.wash, window.qty.wash]); }
  var w = $('input[name=win]:checked');
  if (w && w.value === 'evening') { sub += 2; rows.push(['Evening collection', 2]); }
  var disc = window.promo === 'FRESH10' ? Math.round(sub * 10) / 100 : 0;
  var del = sub - disc >= 30 ? 0 : 3.95;
  return { sub: sub, rows: rows, disc: disc, del: del, total: sub - disc + del };
}
function render() {
  var s = sums();
  $('#lines').innerHTML = s.rows.length ? '<ul style="padding-left:18px">' + s.rows.map(function (r) { return '<li>' + r[0] + ' — ' + gbp(r[1]) + '</li>'; }).join('') + '</ul>' : '<p class="note">Nothing added yet.</p>';
  $('#subtotal').textContent = gbp(s.sub);
  $('#disc-dt').hidden = $('#discount').hidden = !s.disc;
  $('#discount').textContent = '−' + gbp(s.disc);
  $('#delivery').textContent = s.del ? gbp(s.del) : 'Free';
  $('#total').textContent = gbp(s.total);
  var short = 15 - s.sub;
  $('#place').disabled = short > 0;
  $('#min-note').textContent = short > 0 ? 'Add ' + gbp(short) + ' more to reach the £15.00 minimum.' : '';
  window.summary = s;
}
document.addEventListener('stepped', function (e) { var id = e.target.id.replace('st-', ''); window.qty[id] = e.detail; render(); });
function setQty(id, n) { window.qty[id] = n; var b = $('#st-' + id); b.dataset.value = String(n); $('output', b).textContent = String(n); }
$('#sw-eco').addEventListener('flip', render);
$$('input[name=win]').forEach(function (r) { r.addEventListener('change', render); });
$$('.service .info').forEach(function (b) {
  b.addEventListener('click', function () { var open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); $('.more', b.closest('.service')).hidden = !open; });
});
$('#find').addEventListener('click', function () {
  var pc = $('#col-pc').value.trim().toUpperCase();
  $('#pick-wrap').hidden = true;
  if (!pc) { $('#find-note').textContent = 'Enter a postcode first.'; return; }
  $('#find-note').textContent = 'Finding addresses…';
  setTimeout(function () {
    if (pc.replace(' ', '') !== 'LS61AB') { $('#find-note').textContent = 'We could not find any addresses for ' + pc + '. Enter it yourself below.'; return; }
    $('#find-note').textContent = '3 addresses found for LS6 1AB';
    $('#pick').innerHTML = '<option value="">Choose an address</option><option>12 Cardigan Road</option><option>14 Cardigan Road</option><option>16 Cardigan Road</option>';
    $('#pick-wrap').hidden = false;
  }, 900);
});
$('#pick').addEventListener('change', function () { $('#col-l1').value = $('#pick').value; });
$('#same').addEventListener('change', function () { $('#ret-wrap').hidden = $('#same').checked; });
$('#date').addEventListener('change', function () {
  var v = $('#date').value, sun = v && new Date(v + 'T12:00:00').getDay() === 0;
  $('#date-err').hidden = !sun;
  $('#return-line').textContent = v && !sun ? 'We\\'ll bring it back on ' + dayName(plusDays(v, 2)) + '.' : '';
});
$('#driver').addEventListener('input', function () { $('#driver-count').textContent = $('#driver').value.length + ' of 200 characters'; });
$('#promo-toggle').addEventListener('click', function () { var open = $('#promo').hidden; $('#promo').hidden = !open; $('#promo-toggle').setAttribute('aria-expanded', String(open)); });
function applyCode() {
  var c = $('#code').value.trim().toUpperCase();
  var m = $('#promo-msg');
  m.className = '';
  if (c === 'FRESH10') { window.promo = c; m.textContent = 'FRESH10 applied: 10% off your order.'; m.className = 'good'; }
  else if (c === 'SUDS5') { window.promo = null; m.textContent = 'SUDS5 expired on 28 February 2027.'; m.className = 'err'; }
  else { window.promo = null; m.textContent = c ? 'We don\\'t recognise that code.' : 'Enter a promo code.'; m.className = 'err'; }
  render();
}
$('#apply').addEventListener('click', applyCode);
$('#code').addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); applyCode(); } });
function errors(list) {
  $('#errs').innerHTML = list.map(function (e) { return '<li><a href="#' + e[0] + '">' + e[1] + '</a></li>'; }).join('');
  $('#errsum').hidden = !list.length;
  if (list.length) $('#errsum').focus();
  return !list.length;
}
$('#place').addEventListener('click', function () {
  var list = [], v = $('#date').value;
  if (!$('#col-pc').value.trim()) list.push(['col-pc', 'Enter the collection postcode']);
  if (!$('#col-l1').value.trim()) list.push(['col-l1', 'Enter the first line of the collection address']);
  if (!$('#same').checked) {
    if (!$('#ret-pc').value.trim()) list.push(['ret-pc', 'Enter the return postcode']);
    if (!$('#ret-l1').value.trim()) list.push(['ret-l1', 'Enter the first line of the return address']);
  }
  if (!v) list.push(['date', 'Choose a collection date']);
  else if (new Date(v + 'T12:00:00').getDay() === 0) list.push(['date', 'We don\\'t collect on Sundays. Choose another day.']);
  if (!$('input[name=win]:checked')) list.push(['win-fs', 'Choose a collection window']);
  if (!errors(list)) return;
  var w = WINDOWS[$('input[name=win]:checked').value];
  $('#dc-text').textContent = 'We\\'ll collect on ' + dayName(v) + ', ' + w + ' from ' + $('#col-l1').value.trim() + ', ' + $('#col-pc').value.trim().toUpperCase() + '. Total ' + gbp(window.summary.total) + '.';
  showDialog('dlg-confirm');
});
$('#dc-ok').addEventListener('click', function () {
  var w = $('input[name=win]:checked').value;
  window.placed = { qty: JSON.parse(JSON.stringify(window.qty)), date: $('#date').value, win: w, total: window.summary.total, line1: $('#col-l1').value.trim(), eco: $('#sw-eco').getAttribute('aria-checked') === 'true', driver: $('#driver').value, promo: window.promo };
  hideDialog('dlg-confirm');
  $('#form-area').hidden = true;
  $('#booked').hidden = false;
  $('#booked-text').textContent = 'We\\'ll collect on ' + dayName(window.placed.date) + ', ' + WINDOWS[w] + '.';
  toast('Collection booked for ' + dayName(window.placed.date));
});
['wash', 'shirts', 'dry', 'bedding'].forEach(function (id) { if (query.get(id)) setQty(id, Number(query.get(id))); });
if (query.get('eco')) $('#sw-eco').setAttribute('aria-checked', 'true');
if (query.get('filled')) {
  $('#col-pc').value = 'LS6 1AB'; $('#col-l1').value = '14 Cardigan Road';
  $('#date').value = '2027-03-10'; $('#date').dispatchEvent(new Event('change'));
  $('input[name=win][value=early]').checked = true;
}
if (query.get('diff')) { $('#same').checked = false; $('#ret-wrap').hidden = false; }
if (query.get('win')) $('input[name=win][value=' + query.get('win') + ']').checked = true;
if (query.get('code')) { $('#promo').hidden = false; $('#promo-toggle').setAttribute('aria-expanded', 'true'); $('#code').value = query.get('code'); applyCode(); }
render();
`,
);
