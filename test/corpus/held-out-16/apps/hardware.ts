/**
 * Hartley's Hardware, a DIY store's click-and-collect site: a product grid with a placeholder-only search, a category
 * filter, a sort, an "In stock at my store" box and two pages, product cards with the same quantity stepper, Check
 * stock (answered late) and Add to basket in each (adds answered late by the server, refused when out of stock, beyond
 * the stock or for an item that cannot be collected; a duplicated dust-sheet listing), a basket panel with Remove in
 * each line, a toast that goes after three seconds, and a Change store dialog with a listbox (a store closed for a
 * refit); a product page with a battery option that changes the price, tabs, reviews with Helpful in each, a Write a
 * review dialog with a star rating answered late, accordions, a data sheet in an iframe and nearby-store stock in a
 * shadow root loaded late; and a three-step checkout (a collection date refusing Sundays and past days, slots loaded
 * late with a full one, a collector fieldset, a trade account checked late by the server, a review table with Remove
 * in each row and Place order disabled until a box is ticked). Today is Monday 4 October 2027.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 3000); }
`;

const BAR = `<header class="bar"><span class="logo">Hartley's Hardware</span><nav aria-label="Main"><a href="/hardware/shop">Shop</a><a href="/hardware/product">Offers</a><a href="/hardware/checkout">Checkout</a></nav><span>Your store: <strong id="store-name">Bramley</strong></span><button type="button" id="change-store">Change store</button></header>`;

// id, name, category, price, rating, stock, collectable
const PRODUCTS = [
  ['p1', 'Makita 18V cordless combi drill', 'Power tools', 129, 4.0, 6, true],
  ['p2', 'Bosch 12V cordless drill driver', 'Power tools', 89.99, 4.4, 0, true],
  ['p3', 'Claw hammer 16oz', 'Hand tools', 14.5, 4.6, 23, true],
  ['p4', 'Cotton dust sheet 12 × 9 ft', 'Decorating', 8.5, 4.1, 40, true],
  ['p5', 'Cotton dust sheet 12 × 9 ft', 'Decorating', 8.5, 4.1, 40, true],
  ['p6', 'Telescopic ladder 3.5m', 'Access', 149, 4.3, 5, false],
  ['p7', 'Wood screws 4 × 40mm, box of 200', 'Fixings', 6.5, 4.8, 3, true],
  ['p8', 'Masonry drill bit set, 5 pieces', 'Power tools', 11.99, 4.0, 12, true],
  ['p9', 'Exterior wood paint 2.5L, Sage', 'Decorating', 32, 4.5, 9, true],
  ['p10', 'Spirit level 600mm', 'Hand tools', 17.75, 4.2, 15, true],
];

const shopPage = doc(
  "Shop | Hartley's Hardware",
  `${BAR}
<main>
  <h1>Click and collect</h1>
  <p class="note">Order by 4pm and collect from your store in an hour.</p>
  <form class="line" id="filters" role="search" onsubmit="return false">
    <input id="q" type="search" placeholder="Search products" aria-label="Search products" style="width:240px">
    <label for="cat">Category</label><select id="cat"><option value="">All categories</option><option>Power tools</option><option>Hand tools</option><option>Decorating</option><option>Fixings</option><option>Access</option></select>
    <label for="sort">Sort by</label><select id="sort"><option value="rel">Relevance</option><option value="low">Price: low to high</option><option value="high">Price: high to low</option></select>
    <label><input type="checkbox" id="instock"> In stock at my store</label>
  </form>
  <p id="shown" role="status"></p>
  <p class="err" id="add-err" role="alert"></p>
  <div style="display:grid;grid-template-columns:1fr 280px;gap:14px;align-items:start">
    <div><div class="grid" id="grid"></div>
      <nav class="pager" aria-label="Pagination"><button type="button" id="prev">Previous</button><span id="pageof"></span><button type="button" id="next">Next</button></nav></div>
    <aside class="box" aria-labelledby="basket-h"><h2 id="basket-h" style="margin-top:0">Basket</h2><ul id="lines" style="padding-left:0;list-style:none"></ul><p>Subtotal: <strong id="subtotal">£0.00</strong></p><a class="button main" href="/hardware/checkout" id="to-checkout">Go to checkout</a></aside>
  </div>
</main>
<div class="shade" id="dlg-store" hidden><div role="dialog" aria-modal="true" aria-labelledby="ds-h"><h2 id="ds-h">Choose your store</h2>
  <ul role="listbox" id="stores" aria-label="Stores">
    <li role="option" data-value="Bramley" aria-selected="true">Bramley · 0.4 miles</li>
    <li role="option" data-value="Guildford" aria-selected="false">Guildford · 4.8 miles</li>
    <li role="option" data-value="Cranleigh" aria-selected="false" aria-disabled="true">Cranleigh · closed for a refit until 1 Nov</li>
  </ul>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="use-store">Use this store</button></div></div></div>`,
  `${QUICK}
window.products = ${JSON.stringify(PRODUCTS)}.map(function (p) { return { id: p[0], name: p[1], cat: p[2], price: p[3], rating: p[4], stock: p[5], collect: p[6] }; });
window.basket = {}; window.store = 'Bramley'; window.page = 1; window.checked = [];
function money(n) { return '£' + n.toFixed(2); }
function byId(id) { return window.products.filter(function (p) { return p.id === id; })[0]; }
function list() {
  var q = $('#q').value.trim().toLowerCase(), c = $('#cat').value, s = $('#sort').value, only = $('#instock').checked;
  var l = window.products.filter(function (p) { return (!q || p.name.toLowerCase().indexOf(q) >= 0) && (!c || p.cat === c) && (!only || p.stock > 0); });
  if (s === 'low') l.sort(function (a, b) { return a.price - b.price; });
  if (s === 'high') l.sort(function (a, b) { return b.price - a.price; });
  return l;
}
function render() {
  var l = list(), pages = Math.max(1, Math.ceil(l.length / 6)); if (window.page > pages) window.page = pages;
  $('#grid').innerHTML = l.slice((window.page - 1) * 6, window.page * 6).map(function (p) {
    var stock = window.checked.indexOf(p.id) >= 0 ? '<p class="stk">' + (p.stock ? p.stock + ' in stock at ' + window.store : 'Out of stock at ' + window.store) + '</p>' : '<p class="stk"><button type="button" class="chk">Check stock</button></p>';
    return '<article class="card prod" data-id="' + p.id + '"><h3 style="margin:0;font-size:15px">' + p.name + '</h3><p><strong>' + money(p.price) + '</strong> · ' + p.rating.toFixed(1) + ' out of 5</p>' + (p.collect ? '' : '<p class="tag">Home delivery only</p>') + stock +
      '<div class="line">' + ${JSON.stringify(stepper('QTY', 'Quantity', 1, 1, 20))}.replace('QTY', 'qty-' + p.id) + '<button type="button" class="add main">Add to basket</button></div></article>';
  }).join('');
  $('#shown').textContent = l.length ? 'Showing ' + l.length + (l.length === 1 ? ' product' : ' products') : 'No products match';
  $('#pageof').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
function drawBasket() {
  var ids = Object.keys(window.basket), total = 0;
  $('#lines').innerHTML = ids.length ? ids.map(function (id) { var p = byId(id); total += p.price * window.basket[id]; return '<li class="line" data-id="' + id + '"><span>' + window.basket[id] + ' × ' + p.name + '</span><button type="button" class="rm">Remove</button></li>'; }).join('') : '<li class="note">Your basket is empty</li>';
  $('#subtotal').textContent = money(total);
}
$('#grid').addEventListener('click', function (e) {
  var card = e.target.closest('.prod'); if (!card) return; var p = byId(card.dataset.id);
  if (e.target.closest('.chk')) {
    var b = e.target.closest('.chk'); b.disabled = true; b.textContent = 'Checking…';
    setTimeout(function () { window.checked.push(p.id); render(); }, 1000);
  }
  var add = e.target.closest('.add'); if (!add) return;
  var n = Number($('.stepper', card).dataset.value); $('#add-err').textContent = ''; add.disabled = true; add.textContent = 'Adding…';
  fetch('/hardware/api/add?id=' + p.id + '&qty=' + n + '&have=' + (window.basket[p.id] || 0)).then(function (r) { return r.json(); }).then(function (r) {
    add.disabled = false; add.textContent = 'Add to basket';
    if (!r.ok) { $('#add-err').textContent = r.error; return; }
    window.basket[p.id] = (window.basket[p.id] || 0) + n; drawBasket(); quick('Added ' + n + ' × ' + p.name + ' to your basket');
  });
});
$('#lines').addEventListener('click', function (e) { var li = e.target.closest('li'); if (e.target.closest('.rm') && li) { var p = byId(li.dataset.id); delete window.basket[li.dataset.id]; drawBasket(); quick(p.name + ' removed'); } });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
var timer = null;
$('#q').addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(function () { window.page = 1; render(); }, 400); });
['#cat', '#sort', '#instock'].forEach(function (s) { $(s).addEventListener('change', function () { window.page = 1; render(); }); });
$('#change-store').addEventListener('click', function () { showDialog('dlg-store'); });
$('#use-store').addEventListener('click', function () { window.store = $('#stores').dataset.value || 'Bramley'; $('#store-name').textContent = window.store; hideDialog('dlg-store'); render(); quick('Your store is now ' + window.store); });
if (query.get('basket') === '1') { window.basket = { p1: 1, p4: 2 }; }
render(); drawBasket();
`,
);

const SHEET = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0">Product data sheet: DHP485</h3>
<div id="pg1"><p>Page 1 of 2: No-load speed 0–500 / 0–1,900 rpm. Impact rate 0–28,500 bpm.</p></div>
<div id="pg2" hidden><p>Page 2 of 2: Sound pressure 83 dB(A). Vibration 4.5 m/s². Warranty 3 years when registered.</p></div>
<p><button type="button" id="sheet-next">Next page</button> <button type="button" id="sheet-pdf">Download PDF</button> <span id="sheet-msg" role="status"></span></p>
<script>
window.sheetPage = 1; window.downloads = 0;
document.getElementById('sheet-next').addEventListener('click', function () { window.sheetPage = 2; document.getElementById('pg1').hidden = true; document.getElementById('pg2').hidden = false; this.disabled = true; });
document.getElementById('sheet-pdf').addEventListener('click', function () { window.downloads += 1; document.getElementById('sheet-msg').textContent = 'Downloading DHP485.pdf'; });
</script></body></html>`;

const REVIEWS = [
  ['r1', 'Great for weekend DIY', 'Dev, Farnham', 5, 'Drilled into brick without any fuss. Light enough for ceilings.'],
  [
    'r2',
    'Battery life could be better',
    'Sian, Godalming',
    3,
    'The 2Ah battery ran flat after an afternoon of decking.',
  ],
  ['r3', 'Solid, but heavy', 'Marcus, Bramley', 4, 'Well built. Heavier than my old drill with the 5Ah battery.'],
];

const productPage = doc(
  "Makita 18V cordless combi drill | Hartley's Hardware",
  `${BAR}
<main style="max-width:900px">
  <p class="note"><a href="/hardware/shop">Shop</a> › Power tools › Drills</p>
  <h1>Makita 18V cordless combi drill</h1>
  <p><strong id="price">£129.00</strong> · 4.0 out of 5 from 3 reviews · Product code DHP485</p>
  <div class="line">
    <div class="field"><label for="battery">Battery</label><select id="battery"><option value="0">Body only</option><option value="1">With 1 × 2Ah battery (+£40)</option><option value="2">With 2 × 5Ah batteries (+£100)</option></select></div>
    <div class="field"><span class="name" id="qty-l">Quantity</span>${stepper('qty', 'Quantity', 1, 1, 6)}</div>
    <button type="button" class="main" id="add">Add to basket</button>
    <button type="button" id="save" aria-pressed="false">Save to my list</button>
    <span>Basket (<span id="count">0</span>)</span>
  </div>
  <p class="err" id="add-err" role="alert"></p>
  <div role="tablist" aria-label="About this product"><button type="button" role="tab" id="t-ov" aria-controls="p-ov" aria-selected="true">Overview</button><button type="button" role="tab" id="t-spec" aria-controls="p-spec" aria-selected="false">Specifications</button><button type="button" role="tab" id="t-rev" aria-controls="p-rev" aria-selected="false">Reviews (3)</button></div>
  <section id="p-ov" role="tabpanel" aria-labelledby="t-ov"><p>A compact two-speed combi drill with a brushless motor and a 13mm keyless chuck. Batteries are sold separately unless you choose a bundle.</p></section>
  <section id="p-spec" role="tabpanel" aria-labelledby="t-spec" hidden><dl class="pairs"><dt>Voltage</dt><dd>18V</dd><dt>Chuck</dt><dd>13mm keyless</dd><dt>Max torque</dt><dd>62Nm</dd><dt>Weight</dt><dd>1.7kg (body only)</dd><dt>Guarantee</dt><dd>3 years</dd></dl></section>
  <section id="p-rev" role="tabpanel" aria-labelledby="t-rev" hidden>
    <div id="revs">${REVIEWS.map((r) => `<article class="card rev" data-id="${r[0]}"><h3 style="margin:0;font-size:15px">${r[1]}</h3><p class="note">${r[2]} · ${r[3]} out of 5 stars</p><p>${r[4]}</p><div class="line"><button type="button" class="helpful">Helpful</button><span class="hc"></span><button type="button" class="report">Report</button></div></article>`).join('')}</div>
    <button type="button" id="write">Write a review</button>
  </section>
  <section class="box" style="margin-top:12px">
    <h2 style="margin:0"><button type="button" data-acc id="acc-collect" aria-expanded="false" aria-controls="acc-collect-p">Delivery and collection</button></h2>
    <div id="acc-collect-p" hidden><p>Free click and collect from Bramley in 1 hour. Home delivery £5.95, free over £75.</p></div>
    <h2 style="margin:0"><button type="button" data-acc id="acc-ret" aria-expanded="false" aria-controls="acc-ret-p">Returns</button></h2>
    <div id="acc-ret-p" hidden><p>Return unused tools within 30 days with your receipt. Opened batteries can't be returned.</p></div>
  </section>
  <section class="box" aria-labelledby="sheet-h"><h2 id="sheet-h" style="margin-top:0">Data sheet</h2>${frame('Product data sheet', SHEET, 150)}</section>
  <store-stock id="nearby"></store-stock>
</main>
<div class="shade" id="dlg-review" hidden><div role="dialog" aria-modal="true" aria-labelledby="dr-h"><h2 id="dr-h">Review the Makita 18V combi drill</h2>
  <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'my-rating', 0)}</div>
  <div class="field"><label for="rv-title">Review title</label><input id="rv-title" style="width:100%"></div>
  <div class="field"><label for="rv-text">Your review</label><textarea id="rv-text" rows="3" style="width:100%" placeholder="What did you use it for?"></textarea></div>
  <p class="err" id="rv-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="post">Post review</button></div></div></div>`,
  `${QUICK}
var EXTRA = [0, 40, 100];
window.inBasket = 0; window.saved = false; window.helpful = []; window.reported = []; window.review = null; window.reserved = null;
function price() { return 129 + EXTRA[Number($('#battery').value)]; }
$('#battery').addEventListener('change', function () { $('#price').textContent = '£' + price().toFixed(2); });
$('#add').addEventListener('click', function () {
  var n = Number($('#qty').dataset.value), b = this; b.disabled = true; b.textContent = 'Adding…'; $('#add-err').textContent = '';
  fetch('/hardware/api/add?id=p1&qty=' + n + '&have=' + window.inBasket).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Add to basket';
    if (!r.ok) { $('#add-err').textContent = r.error; return; }
    window.inBasket += n; window.bundle = $('#battery').value; $('#count').textContent = String(window.inBasket); quick('Added ' + n + ' to your basket');
  });
});
$('#save').addEventListener('click', function () { window.saved = !window.saved; this.setAttribute('aria-pressed', String(window.saved)); this.textContent = window.saved ? 'Saved to my list' : 'Save to my list'; });
$('#revs').addEventListener('click', function (e) {
  var c = e.target.closest('.rev'); if (!c) return;
  if (e.target.closest('.helpful')) { window.helpful.push(c.dataset.id); $('.hc', c).textContent = 'Thanks for your feedback'; e.target.closest('.helpful').disabled = true; }
  if (e.target.closest('.report')) { window.reported.push(c.dataset.id); quick('Thanks, we will take a look at this review'); }
});
$('#write').addEventListener('click', function () { showDialog('dlg-review'); });
$('#post').addEventListener('click', function () {
  var r = Number($('#my-rating').dataset.value), t = $('#rv-title').value.trim(), b = this;
  if (!r) { $('#rv-err').textContent = 'Choose a star rating'; return; }
  if (!t) { $('#rv-err').textContent = 'Give your review a title'; return; }
  b.disabled = true; b.textContent = 'Posting…'; $('#rv-err').textContent = '';
  setTimeout(function () { b.disabled = false; b.textContent = 'Post review'; window.review = { stars: r, title: t, text: $('#rv-text').value }; hideDialog('dlg-review'); quick('Thanks, your review will appear once it has been checked'); }, 800);
});
customElements.define('store-stock', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px}li{margin:4px 0}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Stock near you</h2><p id="st">Checking nearby stores…</p><ul id="l"></ul><p id="res" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () {
      $r('#st').textContent = '3 stores within 10 miles';
      $r('#l').innerHTML = [['Bramley', 6], ['Guildford', 2], ['Cranleigh', 0]].map(function (s) { return '<li data-store="' + s[0] + '">' + s[0] + ': ' + (s[1] ? s[1] + ' in stock' : 'out of stock') + ' <button type="button"' + (s[1] ? '' : ' disabled') + '>Reserve</button></li>'; }).join('');
      $r('#l').addEventListener('click', function (e) { var b = e.target.closest('button'); if (!b) return; var s = b.closest('li').dataset.store; window.reserved = s; $r('#res').textContent = 'Reserved at ' + s + ' for 24 hours'; });
    }, 1000);
  }
});
$('#change-store').addEventListener('click', function () { quick('Change your store from the Shop page'); });
if (query.get('tab') === 'reviews') $('#t-rev').click();
`,
);

const LINES = [
  ['p1', 'Makita 18V cordless combi drill', 1, 129],
  ['p4', 'Cotton dust sheet 12 × 9 ft', 2, 8.5],
  ['p7', 'Wood screws 4 × 40mm, box of 200', 1, 6.5],
];

const checkoutPage = doc(
  "Checkout | Hartley's Hardware",
  `${BAR}
<main style="max-width:820px">
  <h1>Checkout</h1>
  <ol class="line" id="steps" aria-label="Checkout steps" style="list-style:none;padding:0"><li data-s="1">1. Collection</li><li data-s="2">2. Your details</li><li data-s="3">3. Review and pay</li></ol>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">When will you collect?</h2>
    <p>Collect from <strong>Hartley's Bramley</strong>, 2 High Street, Bramley GU5 0HB</p>
    <div class="field"><label for="cdate">Collection date</label><input id="cdate" type="date" min="2027-10-04"></div>
    <p id="slot-status" role="status"></p><p class="err" id="s1-err" role="alert"></p>
    <fieldset id="slots" hidden><legend>Collection time</legend></fieldset>
    <label><input type="checkbox" id="other"> Someone else will collect</label>
    <fieldset id="collector" hidden><legend>Who's collecting?</legend>
      <div class="line"><div class="field"><label for="col-name">Name</label><input id="col-name"></div><div class="field"><label for="col-phone">Mobile</label><input id="col-phone" type="tel"></div></div></fieldset>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Your details</h2>
    <div class="field"><label for="name">Full name</label><input id="name" style="width:260px"></div>
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:260px"></div>
    <div class="field"><label for="mobile">Mobile</label><input id="mobile" type="tel" placeholder="07700 900000"></div>
    <div class="line"><div class="field"><label for="trade">Trade account number (optional)</label><input id="trade" placeholder="TA-00000"></div><button type="button" id="check-trade">Check account</button><span id="trade-msg" role="status"></span></div>
    <label><input type="checkbox" id="offers"> Email me offers and project ideas</label>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Review and pay</h2>
    <table><thead><tr><th>Item</th><th>Qty</th><th>Price</th><th></th></tr></thead><tbody id="rows"></tbody></table>
    <p id="collect-sum"></p>
    <p><strong>Total to pay: <span id="total"></span></strong> <span id="trade-note" class="good"></span></p>
    <label><input type="checkbox" id="bring-id"> I'll bring my order confirmation and photo ID</label>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="place" disabled>Place order</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0">Order HH-55102 placed</h2><p id="done-text"></p></section>
</main>`,
  `${QUICK}
var SLOTS = [['08:00–10:00', ''], ['10:00–12:00', ''], ['12:00–14:00', 'full'], ['14:00–17:00', '']];
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function fmt(d) { var t = new Date(d + 'T12:00:00'); return DAYS[t.getDay()] + ' ' + t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear(); }
window.lines = ${JSON.stringify(LINES)}.map(function (l) { return { id: l[0], name: l[1], qty: l[2], price: l[3] }; });
window.step = 1; window.slot = null; window.trade = null; window.order = null;
function show(n) { window.step = n; [1, 2, 3].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $$('#steps li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); }); if (n === 3) review(); }
function total() { var t = window.lines.reduce(function (s, l) { return s + l.qty * l.price; }, 0); return window.trade ? t * 0.9 : t; }
function review() {
  $('#rows').innerHTML = window.lines.map(function (l) { return '<tr data-id="' + l.id + '"><td>' + l.name + '</td><td>' + l.qty + '</td><td>£' + (l.qty * l.price).toFixed(2) + '</td><td><button type="button" class="rm">Remove</button></td></tr>'; }).join('');
  $('#total').textContent = '£' + total().toFixed(2); $('#trade-note').textContent = window.trade ? 'Trade price applied' : '';
  $('#collect-sum').textContent = window.slot ? 'Collect on ' + fmt(window.slot.date) + ', ' + window.slot.time + (window.slot.who ? ' (collected by ' + window.slot.who + ')' : '') : '';
}
$('#rows').addEventListener('click', function (e) { var tr = e.target.closest('tr'); if (e.target.closest('.rm') && tr) { var l = window.lines.filter(function (x) { return x.id === tr.dataset.id; })[0]; window.lines = window.lines.filter(function (x) { return x !== l; }); review(); quick(l.name + ' removed from your order'); } });
$('#cdate').addEventListener('change', function () {
  var d = this.value; $('#slots').hidden = true; $('#slots').innerHTML = '<legend>Collection time</legend>'; $('#s1-err').textContent = ''; window.slot = null;
  if (!d) return;
  if (d < '2027-10-04') { $('#s1-err').textContent = 'Choose today or a later date'; return; }
  if (new Date(d + 'T12:00:00').getDay() === 0) { $('#s1-err').textContent = 'Bramley is closed on Sundays. Choose another day.'; return; }
  $('#slot-status').textContent = 'Finding collection times…';
  setTimeout(function () {
    $('#slot-status').textContent = 'Collection times for ' + fmt(d);
    $('#slots').insertAdjacentHTML('beforeend', SLOTS.map(function (s, i) { return '<label style="display:block"><input type="radio" name="slot" value="' + s[0] + '"' + (s[1] ? ' disabled' : '') + '> ' + s[0] + (s[1] ? ' (full)' : '') + '</label>'; }).join(''));
    $('#slots').hidden = false;
  }, 900);
});
$('#other').addEventListener('change', function () { $('#collector').hidden = !this.checked; });
$('#next1').addEventListener('click', function () {
  var d = $('#cdate').value, s = $('input[name=slot]:checked'), e = '';
  if (!d) e = 'Choose a collection date'; else if (!s) e = 'Choose a collection time'; else if ($('#other').checked && (!$('#col-name').value.trim() || !$('#col-phone').value.trim())) e = "Tell us who's collecting and their mobile number";
  $('#s1-err').textContent = e; if (e) return;
  window.slot = { date: d, time: s.value, who: $('#other').checked ? $('#col-name').value.trim() : '' }; show(2);
});
$('#back2').addEventListener('click', function () { show(1); });
$('#check-trade').addEventListener('click', function () {
  var t = $('#trade').value.trim(); if (!t) { $('#trade-msg').textContent = 'Enter your account number'; return; }
  $('#trade-msg').textContent = 'Checking…';
  fetch('/hardware/api/trade?account=' + encodeURIComponent(t)).then(function (r) { return r.json(); }).then(function (r) {
    $('#trade-msg').className = r.ok ? 'good' : 'err'; $('#trade-msg').textContent = r.message; window.trade = r.ok ? t.toUpperCase() : null;
  });
});
$('#next2').addEventListener('click', function () {
  var e = '';
  if (!$('#name').value.trim()) e = 'Enter your full name'; else if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test($('#email').value.trim())) e = 'Enter an email address like name@example.com'; else if (!/^07\\d{9}$/.test($('#mobile').value.replace(/\\s/g, ''))) e = 'Enter a UK mobile number';
  $('#s2-err').textContent = e; if (!e) show(3);
});
$('#back3').addEventListener('click', function () { show(2); });
$('#bring-id').addEventListener('change', function () { $('#place').disabled = !this.checked; });
$('#place').addEventListener('click', function () {
  if (!window.lines.length) { $('#s3-err').textContent = 'Your order is empty'; return; }
  var b = this; b.disabled = true; b.textContent = 'Placing order…';
  setTimeout(function () {
    window.order = { ref: 'HH-55102', total: total(), lines: window.lines.length };
    $('#s3').hidden = true; $('#done').hidden = false; $('#done-text').textContent = "We'll text you when it's ready to collect on " + fmt(window.slot.date) + ', ' + window.slot.time + '.';
    document.title = "Order placed | Hartley's Hardware";
  }, 1000);
});
$('#change-store').addEventListener('click', function () { quick('You can change store from the Shop page'); });
var st = Number(query.get('step') || 1);
if (st >= 2) { $('#cdate').value = '2027-10-06'; window.slot = { date: '2027-10-06', time: '10:00–12:00', who: '' }; }
if (st >= 3) { $('#name').value = 'Rob Hale'; $('#email').value = 'rob.hale@example.com'; $('#mobile').value = '07700 900321'; }
show(st);
`,
);

export const hardwareApp: CorpusApp = {
  name: 'hardware',
  description:
    "Hartley's Hardware click and collect: a product grid with a placeholder-only search filtering shortly after typing, a category filter, a price sort, an In stock at my store box and two pages, product cards each with a quantity stepper, Check stock answered late and Add to basket answered late by the server (refused when out of stock, beyond the stock left and for a delivery-only ladder; a duplicated dust-sheet listing), a basket with Remove in each line, a toast that goes after 3 seconds and a Change store dialog with a listbox (one store disabled); a product page with a battery option changing the price, a quantity stepper, a Save to my list toggle, Overview, Specifications and Reviews tabs, reviews with Helpful and Report in each, a Write a review dialog with a star rating answered late, accordions, a data sheet in an iframe with its own buttons, and nearby-store stock in a shadow root loaded late with Reserve in each row; a three-step checkout (a collection date refusing Sundays and past days, time slots loaded late with a full one, a collector fieldset shown by a checkbox, a placeholder-only trade account checked late by the server, a review table with Remove in each row and Place order disabled until a box is ticked).",
  routes: {
    '/hardware/shop': () => shopPage,
    '/hardware/product': () => productPage,
    '/hardware/checkout': () => checkoutPage,
    '/hardware/api/add': (req) => {
      const id = req.url.searchParams.get('id') ?? '';
      const qty = Number(req.url.searchParams.get('qty') ?? '1');
      const have = Number(req.url.searchParams.get('have') ?? '0');
      const p = PRODUCTS.find((x) => x[0] === id);
      if (!p) return { delayMs: 600, json: { ok: false, error: 'That product is no longer available' } };
      if (!p[6])
        return { delayMs: 600, json: { ok: false, error: `${p[1]} is home delivery only and can't be collected` } };
      if (p[5] === 0) return { delayMs: 600, json: { ok: false, error: `${p[1]} is out of stock at Bramley` } };
      if (qty + have > (p[5] as number)) {
        return { delayMs: 600, json: { ok: false, error: `Only ${p[5]} left at Bramley, so we can't add ${qty}` } };
      }
      return { delayMs: 600, json: { ok: true } };
    },
    '/hardware/api/trade': (req) => {
      const account = (req.url.searchParams.get('account') ?? '').trim().toUpperCase();
      if (account === 'TA-40417')
        return { delayMs: 1000, json: { ok: true, message: 'Hale Joinery Ltd: trade prices applied (10% off)' } };
      if (account === 'TA-40000')
        return {
          delayMs: 1000,
          json: { ok: false, message: 'Trade account TA-40000 is on hold. Call the trade desk.' },
        };
      return { delayMs: 1000, json: { ok: false, message: `We can't find trade account ${account}` } };
    },
  },
};
