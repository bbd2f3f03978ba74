/**
 * Second Row, a fan-to-fan ticket resale marketplace (apps/resale-pages.ts has the data, the basket, sign-in and the
 * sell form): Find tickets (a search answered late, category boxes, a city select, from/to dates, a max price, a
 * sort select, a count line, event cards with the lowest price and the number of tickets, a View tickets link and
 * the same icon-only Save event toggle in each, four to a page with numbered pages; two Glasshouse Parade dates and
 * two Harbour City FC matches); an event page (a breadcrumb, the face value and the 10% cap, a How many tickets?
 * select, a sort select, a Verified sellers only box, listing cards loaded late with an Add to basket button in each,
 * answered late and refused beyond 6 tickets for one event or twice for one listing; a Recently sold list; a price
 * alert dialog; for Harbour Park Stadium a seating plan in an iframe with a block finder); and the account (tabs: My tickets with Show tickets and Resell in each order, Selling with Edit
 * price and Withdraw in each listed row, prices refused over the cap late, Withdraw confirmed in an alertdialog;
 * Payouts with a Change bank account dialog; Alerts with switches, Delete buttons and email boxes).
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';
import { BAR, basketPage, COMMON, EVENTS, sellPage, signInPage } from './resale-pages';

const search = doc(
  'Find tickets – Second Row',
  `${BAR}
<main>
  <h1>Find tickets</h1>
  <form id="sf" role="search" class="line"><label for="q">Search events, teams or venues</label><input id="q" type="search" style="width:280px"><button type="submit">Search</button></form>
  <div style="display:grid;grid-template-columns:230px 1fr;gap:18px;margin-top:12px">
    <aside class="box" aria-labelledby="flt-h"><h2 id="flt-h" style="margin-top:0;font-size:16px">Filters</h2>
      <fieldset><legend>Category</legend>${['Sport', 'Comedy', 'Theatre', 'Concerts'].map((c) => `<label style="display:block"><input type="checkbox" name="cat" value="${c}"> ${c}</label>`).join('')}</fieldset>
      <div class="field"><label for="city">City</label><select id="city"><option value="">Any city</option><option>Leeds</option><option>Manchester</option></select></div>
      <div class="field"><label for="from">From</label><input type="date" id="from"></div>
      <div class="field"><label for="to">To</label><input type="date" id="to"></div>
      <div class="field"><label for="max">Max price per ticket (£)</label><input type="number" id="max" min="0" style="width:100px"></div>
      <button type="button" id="clear">Clear filters</button>
    </aside>
    <div>
      <div class="line"><p id="count" role="status" style="margin:0 auto 0 0"></p><label for="sort">Sort by</label><select id="sort"><option value="soon">Soonest first</option><option value="price">Lowest price</option><option value="tickets">Most tickets</option></select></div>
      <p id="searching" role="status" hidden>Searching…</p>
      <div class="grid" id="cards" style="margin-top:10px"></div>
      <nav class="pager" aria-label="Pages" id="pager"></nav>
    </div>
  </div>
</main>`,
  `${COMMON}
window.term = ''; window.page = 1; window.saved = [];
function avail(e) { return window.listings.filter(function (l) { return l.ev === e.id && !l.sold; }); }
function minPrice(e) { return Math.min.apply(null, avail(e).map(function (l) { return l.price; })); }
function tickets(e) { return avail(e).reduce(function (a, l) { return a + l.n; }, 0); }
function matches() {
  var cats = $$('input[name=cat]:checked').map(function (c) { return c.value; }), city = $('#city').value, from = $('#from').value, to = $('#to').value, max = $('#max').value, t = window.term;
  var list = window.events.filter(function (e) {
    return (!t || (e.name + ' ' + e.venue + ' ' + e.city).toLowerCase().indexOf(t) >= 0) && (!cats.length || cats.indexOf(e.cat) >= 0) && (!city || e.city === city) && (!from || e.date >= from) && (!to || e.date <= to) && (max === '' || minPrice(e) <= Number(max));
  });
  var s = $('#sort').value;
  return list.sort(function (a, b) { return s === 'price' ? minPrice(a) - minPrice(b) : s === 'tickets' ? (tickets(b) - tickets(a) || (a.date < b.date ? -1 : 1)) : (a.date < b.date ? -1 : 1); });
}
function render() {
  var all = matches(), pages = Math.max(1, Math.ceil(all.length / 4));
  if (window.page > pages) window.page = pages;
  $('#count').textContent = all.length ? all.length + (all.length === 1 ? ' event' : ' events') + ' found' : 'No events match your search';
  $('#cards').innerHTML = all.slice((window.page - 1) * 4, window.page * 4).map(function (e) {
    var on = window.saved.indexOf(e.id) >= 0, n = tickets(e);
    return '<article class="card" data-id="' + e.id + '" aria-labelledby="eh-' + e.id + '"><h3 id="eh-' + e.id + '" style="margin:0"><a href="/resale/event?id=' + e.id + '">' + e.name + '</a></h3><p style="margin:2px 0"><span class="tag">' + e.cat + '</span> ' + e.venue + ', ' + e.city + '</p><p style="margin:2px 0">' + fmt(e.date) + ' · ' + e.time + '</p><p style="margin:2px 0"><strong>from ' + money(minPrice(e)) + '</strong> · ' + n + (n === 1 ? ' ticket' : ' tickets') + '</p><div class="line"><a class="button main" href="/resale/event?id=' + e.id + '">View tickets</a><button type="button" class="save" aria-label="Save event" aria-pressed="' + on + '">' + (on ? '♥' : '♡') + '</button></div></article>';
  }).join('');
  var nav = '<button type="button" data-p="prev"' + (window.page === 1 ? ' disabled' : '') + '>Previous</button>';
  for (var i = 1; i <= pages; i++) nav += '<button type="button" data-p="' + i + '"' + (i === window.page ? ' aria-current="page" style="font-weight:700"' : '') + ' aria-label="Page ' + i + '">' + i + '</button>';
  nav += '<button type="button" data-p="next"' + (window.page === pages ? ' disabled' : '') + '>Next</button>';
  $('#pager').innerHTML = nav;
}
$('#pager').addEventListener('click', function (e) { var b = e.target.closest('[data-p]'); if (!b || b.disabled) return; var p = b.dataset.p; window.page = p === 'prev' ? window.page - 1 : p === 'next' ? window.page + 1 : Number(p); render(); });
$('#sf').addEventListener('submit', function (e) {
  e.preventDefault(); var t = $('#q').value.trim().toLowerCase();
  $('#searching').hidden = false; $('#cards').hidden = true;
  setTimeout(function () { $('#searching').hidden = true; $('#cards').hidden = false; window.term = t; window.page = 1; render(); }, 700);
});
$$('input[name=cat], #city, #from, #to, #max, #sort').forEach(function (x) { x.addEventListener('change', function () { window.page = 1; render(); }); });
$('#max').addEventListener('input', function () { window.page = 1; render(); });
$('#clear').addEventListener('click', function () { $$('input[name=cat]').forEach(function (c) { c.checked = false; }); $('#city').value = ''; $('#from').value = ''; $('#to').value = ''; $('#max').value = ''; window.page = 1; render(); });
$('#cards').addEventListener('click', function (e) {
  var b = e.target.closest('.save'); if (!b) return; var id = b.closest('[data-id]').dataset.id, x = ev(id);
  if (window.saved.indexOf(id) >= 0) { window.saved = window.saved.filter(function (s) { return s !== id; }); toast('Removed ' + x.name + ' from saved events'); }
  else { window.saved.push(id); toast('Saved ' + x.name + ' (' + x.city + ')'); }
  render();
});
if (query.get('q')) { $('#q').value = query.get('q'); window.term = query.get('q').toLowerCase(); }
if (query.get('cat')) $$('input[name=cat]').forEach(function (c) { c.checked = c.value === query.get('cat'); });
if (query.get('city')) $('#city').value = query.get('city');
if (query.get('page')) window.page = Number(query.get('page'));
render();
`,
);

// block, stand and tier, nearest gate: Harbour Park Stadium's seating plan, shown in an iframe on its events
const BLOCKS: [string, string, string][] = [
  ['Block 108', 'North Stand, lower tier', 'Gate C'],
  ['Block 110', 'North Stand, lower tier', 'Gate C'],
  ['Block 112', 'North Stand, lower tier', 'Gate D'],
  ['Block 214', 'East Stand, upper tier', 'Gate F'],
  ['Block 301', 'South Stand, upper tier', 'Gate H'],
  ['Block 305', 'South Stand, upper tier', 'Gate H'],
];
const PLAN = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<p style="margin:0 0 6px">Harbour Park Stadium</p>
<label for="blk">Find a block</label> <select id="blk"><option value="">Choose a block</option>${BLOCKS.map(([b]) => `<option>${b}</option>`).join('')}</select>
<p id="where" role="status"></p>
<script>
var BLOCKS = ${JSON.stringify(BLOCKS)};
document.getElementById('blk').addEventListener('change', function () {
  var v = this.value, b = BLOCKS.filter(function (x) { return x[0] === v; })[0];
  document.getElementById('where').textContent = b ? b[0] + ': ' + b[1] + '. Nearest entrance: ' + b[2] + '.' : '';
});
</script></body></html>`;

const event = doc(
  'Tickets – Second Row',
  `${BAR}
<main>
  <nav aria-label="Breadcrumb" class="note"><a href="/resale/search">Find tickets</a> › <span id="bc-cat"></span> › <span id="bc-name"></span></nav>
  <h1 id="name"></h1>
  <p id="when"></p>
  <p class="note" id="face"></p>
  <div class="line" style="margin:8px 0"><label for="qty">How many tickets?</label><select id="qty"><option value="0">Any</option><option>1</option><option>2</option><option>3</option><option>4</option></select>
    <label for="sort" style="margin-left:12px">Sort by</label><select id="sort"><option value="low">Price: low to high</option><option value="high">Price: high to low</option><option value="rating">Seller rating</option></select>
    <label style="margin-left:12px"><input type="checkbox" id="verified"> Verified sellers only</label>
    <button type="button" id="alert-btn" style="margin-left:auto">Set a price alert</button></div>
  <p id="loading" role="status">Loading tickets…</p>
  <p id="lcount" role="status"></p>
  <div class="grid" id="listings"></div>
  <section id="plan-box" hidden aria-labelledby="plan-h"><h2 id="plan-h" style="font-size:16px">Seating plan</h2>${frame('Seating plan', PLAN, 130)}</section>
  <section id="sold-box" hidden aria-labelledby="sold-h"><h2 id="sold-h" style="font-size:16px">Recently sold</h2><ul id="sold"></ul></section>
</main>
<div class="shade" id="dlg-alert" hidden><div role="dialog" aria-modal="true" aria-labelledby="al-h"><h2 id="al-h" style="margin-top:0">Set a price alert</h2><p class="note" id="al-for"></p>
  <div class="field"><label for="al-price">Tell me when tickets cost this much or less (£)</label><input id="al-price" inputmode="decimal" style="width:100px"></div>
  <div class="field"><label for="al-n">Number of tickets</label><select id="al-n"><option>1</option><option selected>2</option><option>3</option><option>4</option></select></div>
  <div class="field"><label for="al-email">Email</label><input id="al-email" type="email" style="width:100%"></div>
  <p class="err" id="al-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="al-go">Create alert</button></div></div></div>`,
  `${COMMON}
var e = ev(query.get('id') || 'E1'); window.ready = false; window.priceAlert = null;
document.title = e.name + ' tickets – Second Row';
$('#bc-cat').textContent = e.cat; $('#bc-name').textContent = e.name; $('#name').textContent = e.name;
$('#when').textContent = fmt(e.date) + ' · ' + e.time + ' · ' + e.venue + ', ' + e.city;
$('#face').textContent = 'Face value ' + money(e.face) + '. Sellers can\\'t ask more than 10% above face value (' + money(Math.round(e.face * 110) / 100) + ').';
function fits(l, q) { return !q || (l.split === 'together' ? l.n === q : l.split === 'pairs' ? q % 2 === 0 && q <= l.n : q <= l.n); }
function choices(l) { var c = []; for (var i = 1; i <= l.n; i++) if (l.split === 'any' || (l.split === 'pairs' && i % 2 === 0)) c.push(i); return c; }
function render() {
  if (!window.ready) return;
  var q = Number($('#qty').value), s = $('#sort').value, ver = $('#verified').checked;
  var list = window.listings.filter(function (l) { return l.ev === e.id && !l.sold && fits(l, q) && (!ver || l.verified); });
  list.sort(function (a, b) { return s === 'high' ? b.price - a.price : s === 'rating' ? b.rating - a.rating : a.price - b.price; });
  var n = list.reduce(function (a, l) { return a + l.n; }, 0);
  $('#lcount').textContent = list.length ? list.length + (list.length === 1 ? ' listing' : ' listings') + ' · ' + n + (n === 1 ? ' ticket' : ' tickets') : 'No tickets match. Try a different number of tickets.';
  $('#listings').innerHTML = list.map(function (l) {
    var c = choices(l), pick = l.split === 'together' ? '<span class="note">Sold as ' + (l.n === 1 ? 'a single ticket' : 'a set of ' + l.n) + '</span>' : '<label for="q-' + l.id + '">Tickets</label><select id="q-' + l.id + '">' + c.map(function (x) { return '<option' + (q === x ? ' selected' : '') + '>' + x + '</option>'; }).join('') + '</select>';
    return '<article class="card" data-id="' + l.id + '" aria-labelledby="lh-' + l.id + '"><h3 id="lh-' + l.id + '" style="margin:0">' + place(l) + '</h3><p style="margin:2px 0">' + seatText(l) + ' · ' + l.n + (l.n === 1 ? ' ticket' : ' tickets') + (l.verified ? ' <span class="tag">Verified seller</span>' : '') + (l.restricted ? ' <span class="tag">Restricted view</span>' : '') + '</p><p style="margin:2px 0"><strong>' + money(l.price) + '</strong> each</p><p class="note" style="margin:2px 0">Sold by ' + l.seller + ' · ★ ' + l.rating.toFixed(1) + ' · ' + l.sales + ' sales</p><div class="line">' + pick + '<button type="button" class="main add">Add to basket</button></div><p class="err add-err" role="alert"></p></article>';
  }).join('');
  var sold = window.listings.filter(function (l) { return l.ev === e.id && l.sold; });
  $('#sold-box').hidden = !sold.length;
  $('#sold').innerHTML = sold.map(function (l) { return '<li>' + place(l) + ', ' + seatText(l) + ' sold for ' + money(l.price) + '</li>'; }).join('');
}
$$('#qty, #sort, #verified').forEach(function (x) { x.addEventListener('change', render); });
$('#listings').addEventListener('click', function (evt) {
  var b = evt.target.closest('.add'); if (!b) return;
  var card = b.closest('[data-id]'), l = listing(card.dataset.id), sel = $('select', card), n = sel ? Number(sel.value) : l.n, err = $('.add-err', card);
  err.textContent = ''; b.disabled = true; b.textContent = 'Adding…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Add to basket';
    var bk = readBasket(), have = bk.filter(function (i) { return listing(i.id).ev === e.id; }).reduce(function (a, i) { return a + i.qty; }, 0);
    if (bk.some(function (i) { return i.id === l.id; })) { err.textContent = 'These tickets are already in your basket'; return; }
    if (have + n > 6) { err.textContent = 'You can buy up to 6 tickets for this event. You already have ' + have + ' in your basket.'; return; }
    saveBasket(bk.concat([{ id: l.id, qty: n }]));
    toast((n === 1 ? '1 ticket' : n + ' tickets') + ' added to your basket', 'View basket', function () { location.href = '/resale/basket'; });
  }, 500);
});
$('#alert-btn').addEventListener('click', function () { $('#al-for').textContent = e.name + ', ' + fmt(e.date); $('#al-price').value = ''; $('#al-email').value = ''; $('#al-err').textContent = ''; showDialog('dlg-alert'); });
$('#al-go').addEventListener('click', function () {
  var raw = $('#al-price').value.trim().replace(/^£/, ''), p = Number(raw), em = $('#al-email').value.trim(), n = Number($('#al-n').value);
  if (!raw || !isFinite(p)) { $('#al-err').textContent = 'Enter a price, like 30'; return; }
  if (p < 5) { $('#al-err').textContent = 'Enter a price of at least £5'; return; }
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(em)) { $('#al-err').textContent = 'Enter a valid email address'; return; }
  window.priceAlert = { price: p, n: n, email: em }; hideDialog('dlg-alert');
  toast("We'll email you when " + (n === 1 ? '1 ticket costs ' : n + ' tickets cost ') + money(p) + ' or less');
});
if (query.get('qty')) $('#qty').value = query.get('qty');
$('#plan-box').hidden = e.venue !== 'Harbour Park Stadium';
setTimeout(function () { window.ready = true; $('#loading').hidden = true; render(); }, 1000);
`,
);

const ACCOUNT_STYLE = '<style>td .line{flex-wrap:nowrap}</style>';

const account = doc(
  'My account – Second Row',
  `${BAR}${ACCOUNT_STYLE}
<main>
  <p class="good" id="welcome" role="status"></p>
  <h1>My account</h1>
  <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-tickets" aria-controls="p-tickets" aria-selected="true">My tickets</button><button type="button" role="tab" id="t-selling" aria-controls="p-selling" aria-selected="false">Selling</button><button type="button" role="tab" id="t-payouts" aria-controls="p-payouts" aria-selected="false">Payouts</button><button type="button" role="tab" id="t-alerts" aria-controls="p-alerts" aria-selected="false">Alerts</button></div>
  <div role="tabpanel" id="p-tickets" aria-labelledby="t-tickets">
    <h2 style="font-size:17px">Upcoming</h2>
    <div class="grid" id="orders">
      <article class="card" data-order="SR-39102" aria-labelledby="o1"><h3 id="o1" style="margin:0">Mina Okafor: Loud Thoughts</h3><p style="margin:2px 0">Fri 19 Nov 2027 · 20:00 · Victoria Hall, Leeds</p><p style="margin:2px 0">Stalls · Row G · Seats 7–8 · 2 tickets</p><p class="note" style="margin:2px 0">Order SR-39102</p><div class="line"><button type="button" class="show">Show tickets</button><a class="button" href="/resale/sell?from=SR-39102">Resell</a></div></article>
      <article class="card" data-order="SR-38877" aria-labelledby="o2"><h3 id="o2" style="margin:0">Les Misérables</h3><p style="margin:2px 0">Wed 24 Nov 2027 · 19:30 · Grand Theatre, Leeds</p><p style="margin:2px 0">Stalls · Row K · Seat 18 · 1 ticket</p><p class="note" style="margin:2px 0">Order SR-38877</p><div class="line"><button type="button" class="show">Show tickets</button><a class="button" href="/resale/sell?from=SR-38877">Resell</a></div></article>
    </div>
    <h2 style="font-size:17px">Past</h2>
    <div class="grid"><article class="card" aria-labelledby="o3"><h3 id="o3" style="margin:0">Late Laughs at the Basement</h3><p style="margin:2px 0">Fri 8 Oct 2027 · 22:00 · The Basement, Manchester</p><p style="margin:2px 0">Unreserved · 2 tickets</p><p class="note" style="margin:2px 0">Order SR-36120 · Event finished</p></article></div>
  </div>
  <div role="tabpanel" id="p-selling" aria-labelledby="t-selling" hidden>
    <table><caption style="text-align:left;font-weight:600">Your listings</caption><thead><tr><th>Event</th><th>Seats</th><th>Price each</th><th>Status</th><th>Views</th><th></th></tr></thead><tbody id="mine"></tbody></table>
    <p><a href="/resale/sell">Sell more tickets</a></p>
  </div>
  <div role="tabpanel" id="p-payouts" aria-labelledby="t-payouts" hidden>
    <p>Pending payouts: <strong>£36.00</strong></p>
    <p>Payouts go to <span id="bank">Monzo, account ending 4471</span> <button type="button" id="bank-btn">Change bank account</button></p>
    <table><thead><tr><th>Date</th><th>Event</th><th>Amount</th><th>Status</th></tr></thead><tbody>
      <tr><th scope="row">1 Nov 2027</th><td>Harbour City FC v Castleford Town</td><td>£36.00</td><td>Pending – paid 5 working days after the event</td></tr>
      <tr><th scope="row">20 Oct 2027</th><td>Kirkstall Knights v Halton Hawks</td><td>£43.20</td><td>Paid</td></tr>
      <tr><th scope="row">2 Sep 2027</th><td>Les Misérables</td><td>£58.50</td><td>Paid</td></tr>
    </tbody></table>
  </div>
  <div role="tabpanel" id="p-alerts" aria-labelledby="t-alerts" hidden>
    <ul id="alerts" style="list-style:none;padding:0"></ul>
    <fieldset><legend>Email me</legend><label style="display:block"><input type="checkbox" id="pf-sold" checked> When my tickets sell</label><label style="display:block"><input type="checkbox" id="pf-drop" checked> When a price drops to my alert</label><label style="display:block"><input type="checkbox" id="pf-news"> News and offers</label></fieldset>
    <button type="button" id="save-prefs">Save preferences</button>
  </div>
</main>
<div class="shade" id="dlg-tix" hidden><div role="dialog" aria-modal="true" aria-labelledby="tx-h"><h2 id="tx-h" style="margin-top:0">Your tickets</h2><ul id="tx"></ul><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-wd" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="wd-h" aria-describedby="wd-d"><h2 id="wd-h" style="margin-top:0">Withdraw this listing?</h2><p id="wd-d"></p><div class="buttons"><button type="button" data-dismiss>Keep it listed</button><button type="button" class="warn" id="wd-go">Withdraw listing</button></div></div></div>
<div class="shade" id="dlg-bank" hidden><div role="dialog" aria-modal="true" aria-labelledby="bk-h"><h2 id="bk-h" style="margin-top:0">Change bank account</h2>
  <div class="field"><label for="bk-name">Name on the account</label><input id="bk-name" style="width:100%"></div>
  <div class="line"><div class="field"><label for="bk-sort">Sort code</label><input id="bk-sort" style="width:110px"></div><div class="field"><label for="bk-acc">Account number</label><input id="bk-acc" style="width:140px"></div></div>
  <p class="err" id="bk-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="bk-go">Save bank details</button></div></div></div>`,
  `${COMMON}
window.signedIn = true; sessionStorage.setItem('sr-signed', '1'); var sl = $('#si-link'); if (sl) sl.outerHTML = '<span>Jo M.</span>';
window.mine = [
  { id: 'S1', ev: 'E4', seats: 'Block 9 · Row 11 · Seats 30–33', price: 26, status: 'Listed', views: 41 },
  { id: 'S2', ev: 'E7', seats: 'Circle · Row B · Seat 6', price: 48, status: 'Listed', views: 12 },
  { id: 'S3', ev: 'E9', seats: 'Block 112 · Row A · Seat 5', price: 40, status: 'Sold', views: 57 }
];
window.editing = null; window.bank = null; window.prefs = null; var withdrawing = null;
window.alerts = [{ id: 'A1', text: 'Harbour City FC v Northgate Rovers: 2 tickets at £35.00 or less', on: true }, { id: 'A2', text: 'Glasshouse Parade: Winter Tour, Manchester: 1 ticket at £50.00 or less', on: false }];
function mineRow(m) {
  var e = ev(m.ev), cap = Math.round(e.face * 110) / 100, act = '';
  if (m.status === 'Listed' && window.editing === m.id) act = '<div class="line"><label for="np-' + m.id + '">New price (£)</label><input id="np-' + m.id + '" class="np" value="' + m.price.toFixed(2) + '" style="width:80px"><button type="button" class="np-save">Save</button><button type="button" class="np-cancel">Cancel</button></div><p class="err np-err" role="alert"></p>';
  else if (m.status === 'Listed') act = '<div class="line"><button type="button" class="edit">Edit price</button><button type="button" class="wd">Withdraw</button></div>';
  else if (m.status === 'Sold') act = '<span class="note">Sold on 1 Nov 2027</span>';
  return '<tr data-id="' + m.id + '" data-cap="' + cap + '"><th scope="row">' + e.name + '<br><span class="note">' + fmt(e.date) + '</span></th><td>' + m.seats + '</td><td>' + money(m.price) + '</td><td>' + m.status + '</td><td>' + m.views + '</td><td>' + act + '</td></tr>';
}
function renderMine() { $('#mine').innerHTML = window.mine.map(mineRow).join(''); }
function renderAlerts() {
  $('#alerts').innerHTML = window.alerts.map(function (a) { return '<li class="line" data-id="' + a.id + '" style="margin:6px 0"><button type="button" role="switch" aria-checked="' + a.on + '" aria-labelledby="al-' + a.id + '"></button><span id="al-' + a.id + '">' + a.text + '</span><button type="button" class="del">Delete</button></li>'; }).join('') || '<li>You have no price alerts.</li>';
}
$('#orders').addEventListener('click', function (e) {
  var b = e.target.closest('.show'); if (!b) return; var o = b.closest('[data-order]').dataset.order;
  $('#tx-h').textContent = o === 'SR-39102' ? 'Your tickets: Mina Okafor: Loud Thoughts' : 'Your tickets: Les Misérables';
  $('#tx').innerHTML = o === 'SR-39102' ? '<li>Stalls, Row G, Seat 7 · barcode 2048 1190 7731</li><li>Stalls, Row G, Seat 8 · barcode 2048 1190 7732</li>' : '<li>Stalls, Row K, Seat 18 · barcode 3310 4471 0918</li>';
  window.shown = o; showDialog('dlg-tix');
});
$('#mine').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var m = window.mine.filter(function (x) { return x.id === tr.dataset.id; })[0];
  if (e.target.closest('.edit')) { window.editing = m.id; renderMine(); $('#np-' + m.id).focus(); }
  if (e.target.closest('.np-cancel')) { window.editing = null; renderMine(); }
  if (e.target.closest('.np-save')) {
    var raw = $('.np', tr).value.trim().replace(/^£/, ''), p = Number(raw), b = e.target.closest('.np-save'), cap = Number(tr.dataset.cap);
    b.disabled = true;
    setTimeout(function () {
      b.disabled = false;
      if (!raw || !isFinite(p) || p < 1) { $('.np-err', tr).textContent = 'Enter a price, like 25 or 25.50'; return; }
      if (p > cap) { $('.np-err', tr).textContent = 'The most you can ask for this event is ' + money(cap); return; }
      m.price = p; window.editing = null; renderMine(); toast('Price updated to ' + money(p));
    }, 600);
  }
  if (e.target.closest('.wd')) { withdrawing = m; $('#wd-d').textContent = ev(m.ev).name + ', ' + m.seats + '. Buyers won\\'t see it any more.'; showDialog('dlg-wd'); }
});
$('#wd-go').addEventListener('click', function () { withdrawing.status = 'Withdrawn'; hideDialog('dlg-wd'); renderMine(); toast('Listing withdrawn'); });
$('#bank-btn').addEventListener('click', function () { $('#bk-name').value = ''; $('#bk-sort').value = ''; $('#bk-acc').value = ''; $('#bk-err').textContent = ''; showDialog('dlg-bank'); });
$('#bk-go').addEventListener('click', function () {
  var n = $('#bk-name').value.trim(), s = $('#bk-sort').value.replace(/[\\s-]/g, ''), a = $('#bk-acc').value.replace(/\\s/g, ''), b = this;
  if (!n) { $('#bk-err').textContent = 'Enter the name on the account'; return; }
  if (!/^\\d{6}$/.test(s)) { $('#bk-err').textContent = 'Enter a 6-digit sort code, like 20-00-00'; return; }
  if (!/^\\d{8}$/.test(a)) { $('#bk-err').textContent = 'Enter an 8-digit account number'; return; }
  b.disabled = true;
  setTimeout(function () { b.disabled = false; window.bank = { name: n, sort: s, acc: a }; hideDialog('dlg-bank'); $('#bank').textContent = 'account ending ' + a.slice(-4); toast('Bank details saved'); }, 800);
});
$('#alerts').addEventListener('flip', function (e) { var li = e.target.closest('[data-id]'), a = window.alerts.filter(function (x) { return x.id === li.dataset.id; })[0]; a.on = e.target.getAttribute('aria-checked') === 'true'; });
$('#alerts').addEventListener('click', function (e) { var d = e.target.closest('.del'); if (!d) return; var id = d.closest('[data-id]').dataset.id; window.alerts = window.alerts.filter(function (x) { return x.id !== id; }); renderAlerts(); toast('Alert deleted'); });
$('#save-prefs').addEventListener('click', function () { window.prefs = { sold: $('#pf-sold').checked, drop: $('#pf-drop').checked, news: $('#pf-news').checked }; toast('Preferences saved'); });
renderMine(); renderAlerts();
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Jo';
var tabs = { selling: '#t-selling', payouts: '#t-payouts', alerts: '#t-alerts' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const resaleApp: CorpusApp = {
  name: 'resale',
  description: `Second Row, a fan-to-fan ticket resale marketplace with ${EVENTS.length} events: Find tickets (a search answered late, category boxes, a city select, from/to dates, a max price, a sort select, a count line, event cards with from-prices, ticket counts, a View tickets link and an icon-only Save event toggle in each, four to a page with numbered pages; two Glasshouse Parade dates and two Harbour City FC matches); an event page (breadcrumb, face value and the 10% cap, How many tickets? and Sort by selects, a Verified sellers only box, listing cards loaded late with Add to basket in each, answered late, refused beyond 6 tickets an event and for a listing already in the basket; Recently sold; a price alert dialog; a seating plan iframe with a Find a block select on Harbour Park Stadium events); a basket (Remove in every row with an Undo toast, a delivery select, promo codes answered late, FANFIRST valid and SUMMER27 expired; Check out sends a signed-out fan to sign in, else a Confirm and pay dialog answered late); sign-in with a password then a one-time code (Verify disabled until six digits, wrong codes counted down to a lock-out, Send a new code); a sell form (event select filling a read-only face value, ticket type radios, seat fields, a Number of tickets stepper, a price capped at face value plus 10%, a live payout line, split radios refusing pairs for odd numbers, an ownership box, an error summary, listing answered late); an account with tabs (My tickets with Show tickets and Resell per order; Selling with Edit price and Withdraw per listed row, prices over the cap refused late, an alertdialog to withdraw; Payouts with a Change bank account dialog; Alerts with switches, Delete buttons and email preference boxes).`,
  routes: {
    '/resale/search': () => search,
    '/resale/event': () => event,
    '/resale/basket': () => basketPage,
    '/resale/sign-in': () => signInPage,
    '/resale/account': () => account,
    '/resale/sell': () => sellPage,
    '/resale/api/promo': (req) => {
      const code = (parse<{ code: string }>(req.body).code ?? '').trim().toUpperCase();
      let json: unknown = { ok: false, error: "We don't recognise that promo code" };
      if (code === 'FANFIRST') json = { ok: true, off: 5 };
      else if (code === 'SUMMER27') json = { ok: false, error: 'The code SUMMER27 expired on 31 August 2027' };
      return { delayMs: 700, json };
    },
    '/resale/api/sign-in': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const ok = body.email?.trim().toLowerCase() === 'jo.marsh@example.com' && body.password === 'Terraces!9';
      return { delayMs: 800, json: ok ? { ok: true } : { ok: false, error: 'Incorrect email or password' } };
    },
  },
};
