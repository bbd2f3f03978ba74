/**
 * Keepwell Self Storage, finding a unit: a store select (one store not open yet), size toggle buttons, a drive-up
 * switch, a sort, unit cards that all have Reserve and a Compare checkbox (one sold out, some with few left), a
 * half-price offer beside every price, a compare bar limited to three, a size-guide accordion, and a reservation
 * dialog (a move-in date, a duration select, cover radios that reveal an insurer field, a padlock, contact details, an
 * error summary and a price that follows the cover). State comes from the query string (`?store=hunslet&size=medium`).
 */

import { doc } from '../../page';

export const STORAGE_HEADER = `<header class="bar"><span class="logo">Keepwell Self Storage</span>
<nav aria-label="Main"><a href="/storage/units">Find a unit</a><a href="#sizes">Size guide</a><a href="/storage/account">My account</a></nav><span>0113 496 0321</span></header>`;

// id, name, fits, price a month at Kirkstall, at Hunslet, size group, drive-up, left at Kirkstall, left at Hunslet
const UNITS = [
  ['locker', 'Locker (15 sq ft)', 'A few boxes, a bike or a suitcase', 38, 34, 'lockers', false, 6, 4],
  ['s25', '25 sq ft', 'The contents of a garden shed', 56, 50, 'small', false, 4, 3],
  ['s35', '35 sq ft', 'A studio flat', 74, 66, 'small', false, 2, 5],
  ['s50', '50 sq ft', 'A one-bedroom flat', 96, 86, 'medium', true, 5, 4],
  ['s75', '75 sq ft', 'A two-bedroom flat', 124, 112, 'medium', true, 0, 2],
  ['s100', '100 sq ft', 'A three-bedroom house', 152, 136, 'large', true, 3, 1],
  ['s150', '150 sq ft', 'A four-bedroom house or business stock', 208, 188, 'large', true, 1, 0],
] as const;

const SIZES = [
  ['all', 'All sizes'],
  ['lockers', 'Lockers'],
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
];

const reserveDialog = `<div class="shade" id="dlg-reserve" hidden><div role="dialog" aria-modal="true" aria-labelledby="rv-h" style="width:560px"><h2 id="rv-h"></h2>
  <div id="rv-errsum" class="box" role="alert" hidden style="border:2px solid #b0261a"><h3>There is a problem</h3><ul id="rv-errs"></ul></div>
  <div class="line"><div class="field"><label for="rv-date">Move-in date</label><input type="date" id="rv-date" min="2027-03-10" max="2027-05-31"></div>
  <div class="field"><label for="rv-long">How long will you need it?</label><select id="rv-long"><option>Not sure yet</option><option>Less than 3 months</option><option>3 to 6 months</option><option>More than 6 months</option></select></div></div>
  <fieldset><legend>Protection cover</legend>
    <label><input type="radio" name="cover" value="1000"> £1,000 cover (£6.00 a month)</label><br>
    <label><input type="radio" name="cover" value="2500"> £2,500 cover (£12.00 a month)</label><br>
    <label><input type="radio" name="cover" value="5000"> £5,000 cover (£22.00 a month)</label><br>
    <label><input type="radio" name="cover" value="own"> I have my own insurance</label>
    <div class="field" id="insurer-wrap" hidden><label for="rv-insurer">Insurer</label><input id="rv-insurer"></div>
  </fieldset>
  <label><input type="checkbox" id="rv-lock"> Add a disc padlock (£12.00, paid on move-in day)</label>
  <fieldset><legend>Your details</legend>
    <div class="field"><label for="rv-name">Full name</label><input id="rv-name" style="width:260px"></div>
    <div class="field"><label for="rv-email">Email</label><input id="rv-email" type="email" style="width:260px"></div>
    <div class="field"><label for="rv-phone">Phone</label><input id="rv-phone" type="tel"></div>
  </fieldset>
  <p id="rv-price" role="status"></p><p class="note">Nothing to pay today.</p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rv-ok">Reserve unit</button></div></div></div>
<div class="shade" id="dlg-compare" hidden><div role="dialog" aria-modal="true" aria-labelledby="cp-h" style="width:600px"><h2 id="cp-h">Compare units</h2>
  <table><thead><tr><th>Unit</th><th>Price a month</th><th>Drive-up</th><th>Availability</th></tr></thead><tbody id="cp-body"></tbody></table>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`;

export const storageUnits = doc(
  'Find a storage unit - Keepwell Self Storage',
  `${STORAGE_HEADER}
<main>
  <div id="reserved" class="box good" role="status" hidden></div>
  <h1>Find a storage unit</h1>
  <p class="tag">50% off your first 2 months</p>
  <div class="line">
    <div class="field"><label for="store">Store</label><select id="store"><option value="kirkstall">Leeds Kirkstall</option><option value="hunslet">Leeds Hunslet</option><option value="bradford" disabled>Bradford Canal Road (opening May 2027)</option></select></div>
    <p class="note" id="hours"></p>
  </div>
  <div class="line">
    <div role="group" aria-label="Size" class="line">${SIZES.map(([v, l]) => `<button type="button" class="size" data-size="${v}" aria-pressed="${v === 'all'}">${l}</button>`).join('')}</div>
    <span class="line"><button type="button" role="switch" id="sw-drive" aria-checked="false" aria-labelledby="l-drive"></button><span id="l-drive">Drive-up access only</span></span>
    <label for="sort">Sort by</label><select id="sort"><option value="rec">Recommended</option><option value="asc">Price: low to high</option><option value="desc">Price: high to low</option></select>
  </div>
  <p id="avail-line"></p>
  <div class="grid" id="units"></div>
  <div class="box line" id="compare-bar"><span id="compare-note">Tick up to 3 units to compare them.</span><button type="button" id="compare" disabled>Compare units (0)</button></div>
  <section class="box" id="sizes"><h2>Size guide</h2>
    <h3><button type="button" data-acc aria-expanded="false" aria-controls="acc-1">What fits in a locker?</button></h3><div id="acc-1" hidden><p>A locker takes about 10 archive boxes, a bike or two suitcases.</p></div>
    <h3><button type="button" data-acc aria-expanded="false" aria-controls="acc-2">What fits in 50 sq ft?</button></h3><div id="acc-2" hidden><p>About the contents of a one-bedroom flat: a double bed, a sofa, a fridge and 20 boxes.</p></div>
    <h3><button type="button" data-acc aria-expanded="false" aria-controls="acc-3">Do I need insurance?</button></h3><div id="acc-3" hidden><p>Yes. Choose our protection cover, or show us that your own home insurance covers goods in storage.</p></div>
  </section>
</main>${reserveDialog}`,
  `
var UNITS = ${JSON.stringify(UNITS)};
var STORES = { kirkstall: ['Leeds Kirkstall', 'Open 6am – 10pm every day'], hunslet: ['Leeds Hunslet', 'Open 7am – 9pm every day'] };
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var COVER = { '1000': 6, '2500': 12, '5000': 22, own: 0 };
window.store = query.get('store') || 'kirkstall';
window.sizeFilter = query.get('size') || 'all';
window.left = {}; UNITS.forEach(function (u) { window.left[u[0]] = window.store === 'hunslet' ? u[8] : u[7]; });
window.compared = (query.get('compare') || '').split(',').filter(Boolean);
window.reservation = null;
var picked = null;
function gbp(n) { return '£' + n.toFixed(2); }
function price(u) { return window.store === 'hunslet' ? u[4] : u[3]; }
function unit(id) { return UNITS.filter(function (u) { return u[0] === id; })[0]; }
function availability(n) { return n === 0 ? 'Sold out' : n <= 2 ? 'Only ' + n + ' left' : 'Available'; }
function render() {
  var drive = $('#sw-drive').getAttribute('aria-checked') === 'true';
  var list = UNITS.filter(function (u) { return (window.sizeFilter === 'all' || u[5] === window.sizeFilter) && (!drive || u[6]); });
  var s = $('#sort').value;
  if (s !== 'rec') list = list.slice().sort(function (a, b) { return s === 'asc' ? price(a) - price(b) : price(b) - price(a); });
  $('#units').innerHTML = list.map(function (u) {
    var n = window.left[u[0]], p = price(u);
    return '<article class="card unit" data-id="' + u[0] + '"><h3>' + u[1] + '</h3><p class="note">Fits: ' + u[2] + '</p>' + (u[6] ? '<p><span class="tag">Drive-up access</span></p>' : '') +
      '<p><strong>' + gbp(p) + ' a month</strong><br><span class="note">' + gbp(p / 2) + ' a month for your first 2 months</span></p><p class="avail">' + availability(n) + '</p>' +
      '<div class="line"><button type="button" class="main reserve"' + (n === 0 ? ' disabled' : '') + '>Reserve</button><label><input type="checkbox" class="cmp"' + (window.compared.indexOf(u[0]) >= 0 ? ' checked' : '') + '> Compare</label></div></article>';
  }).join('') || '<p>No units match. Try another size.</p>';
  var all = UNITS.filter(function (u) { return window.left[u[0]] > 0; }).length;
  $('#avail-line').textContent = 'Showing ' + list.length + ' of 7 sizes. ' + all + ' sizes available at ' + STORES[window.store][0] + '.';
  $('#hours').textContent = STORES[window.store][1];
  $('#compare').textContent = 'Compare units (' + window.compared.length + ')';
  $('#compare').disabled = window.compared.length < 2;
}
$('#store').addEventListener('change', function () {
  window.store = $('#store').value;
  UNITS.forEach(function (u) { window.left[u[0]] = window.store === 'hunslet' ? u[8] : u[7]; });
  render();
});
$$('.size').forEach(function (b) {
  b.addEventListener('click', function () {
    window.sizeFilter = b.dataset.size;
    $$('.size').forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });
    render();
  });
});
$('#sw-drive').addEventListener('flip', render);
$('#sort').addEventListener('change', render);
$('#units').addEventListener('change', function (e) {
  var c = e.target.closest('.cmp'); if (!c) return;
  var id = c.closest('.unit').dataset.id;
  if (c.checked && window.compared.length >= 3) { c.checked = false; $('#compare-note').textContent = 'You can compare up to 3 units.'; return; }
  window.compared = c.checked ? window.compared.concat([id]) : window.compared.filter(function (x) { return x !== id; });
  $('#compare-note').textContent = 'Tick up to 3 units to compare them.';
  render();
});
$('#compare').addEventListener('click', function () {
  $('#cp-body').innerHTML = window.compared.map(function (id) { var u = unit(id); return '<tr><th scope="row">' + u[1] + '</th><td>' + gbp(price(u)) + '</td><td>' + (u[6] ? 'Yes' : 'No') + '</td><td>' + availability(window.left[id]) + '</td></tr>'; }).join('');
  showDialog('dlg-compare');
});
function coverPrice() {
  var u = unit(picked), c = $('input[name=cover]:checked'), extra = c ? COVER[c.value] : 0;
  $('#rv-price').textContent = (extra ? gbp(price(u)) + ' + ' + gbp(extra) + ' cover = ' : '') + gbp(price(u) + extra) + ' a month (' + gbp(price(u) / 2 + extra) + ' a month for the first 2 months)';
}
$('#units').addEventListener('click', function (e) {
  var b = e.target.closest('.reserve'); if (!b || b.disabled) return;
  picked = b.closest('.unit').dataset.id;
  $('#rv-h').textContent = 'Reserve ' + unit(picked)[1] + ' at ' + STORES[window.store][0];
  $('#rv-errsum').hidden = true;
  coverPrice();
  showDialog('dlg-reserve');
});
$$('input[name=cover]').forEach(function (r) { r.addEventListener('change', function () { $('#insurer-wrap').hidden = r.value !== 'own' || !r.checked; coverPrice(); }); });
$('#rv-ok').addEventListener('click', function () {
  var list = [], c = $('input[name=cover]:checked');
  if (!$('#rv-date').value) list.push('Choose a move-in date');
  if (!c) list.push('Choose protection cover, or tell us you have your own insurance');
  else if (c.value === 'own' && !$('#rv-insurer').value.trim()) list.push('Enter the name of your insurer');
  if (!$('#rv-name').value.trim()) list.push('Enter your full name');
  if (!/^[^@ ]+@[^@ ]+[.][a-z]+$/i.test($('#rv-email').value.trim())) list.push('Enter an email address like name@example.com');
  $('#rv-errs').innerHTML = list.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  $('#rv-errsum').hidden = !list.length;
  if (list.length) return;
  var d = new Date($('#rv-date').value + 'T12:00:00');
  window.reservation = { unit: picked, store: window.store, date: $('#rv-date').value, cover: c.value, lock: $('#rv-lock').checked, name: $('#rv-name').value.trim(), email: $('#rv-email').value.trim(), long: $('#rv-long').value };
  window.left[picked]--;
  hideDialog('dlg-reserve');
  $('#reserved').hidden = false;
  $('#reserved').textContent = 'Reserved: ' + unit(picked)[1] + ' at ' + STORES[window.store][0] + ' from ' + DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear() + '. Reference KW-55102. We have emailed ' + window.reservation.email + '.';
  render();
  toast('Unit reserved');
});
if (window.store !== 'kirkstall') $('#store').value = window.store;
if (window.sizeFilter !== 'all') $$('.size').forEach(function (o) { o.setAttribute('aria-pressed', String(o.dataset.size === window.sizeFilter)); });
if (query.get('drive')) $('#sw-drive').setAttribute('aria-checked', 'true');
if (query.get('sort')) $('#sort').value = query.get('sort');
render();
`,
);
