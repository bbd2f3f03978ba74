/**
 * `pharmacy`: MediRefill, an online pharmacy. Prescriptions: tabs with counts, a search field named only by its
 * placeholder, a table with a checkbox, "Request refill" and a "More actions" menu in every row (one refill disabled,
 * one already requested), a bulk button, pagination, a refill dialog with a packs stepper, delivery radios that reveal
 * a pharmacy listbox (one closed), reminder and leaflet dialogs, toasts with Undo, and a pharmacist chat in an open
 * shadow root that answers late. Shop: product cards that load late, all with the same stepper and "Add to basket"
 * (one out of stock, one behind a questionnaire), category filters with counts, a sort, a price slider and a switch.
 * Basket: quantities, identical Remove buttons, a promo code, delivery and billing addresses with the same field
 * names, a same-as-delivery checkbox and an order that validates.
 *
 * Query strings seed state: `/pharmacy/prescriptions?tab=archived`, `/pharmacy/basket?empty=1`.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const header = (count = 1) => `<header class="top"><span class="brand">MediRefill</span>
  <nav class="links" aria-label="Main"><a href="/pharmacy/prescriptions">Prescriptions</a><a href="/pharmacy/shop">Shop</a><a href="#">Help</a></nav>
  <span>Hello, Daniel</span>
  <a href="/pharmacy/basket" id="basket-link" aria-label="Basket">🧺 <span class="badge" id="basket-count">${count}</span></a>
</header>`;

/** Prescriptions: id, medicine, dose, quantity, refills left, last ordered, status. */
const RX = [
  ['atorva', 'Atorvastatin 20 mg tablets', '1 at night', 28, 3, '02/04/2025', 'Ready to order'],
  ['sertra', 'Sertraline 50 mg tablets', '1 in the morning', 28, 5, '10/04/2025', 'Ready to order'],
  ['salbu', 'Salbutamol 100 mcg inhaler', '2 puffs when needed', 1, 0, '15/01/2025', 'No refills left'],
  ['omep', 'Omeprazole 20 mg capsules', '1 before breakfast', 28, 2, '20/04/2025', 'Refill requested'],
  ['levo', 'Levothyroxine 50 mcg tablets', '1 in the morning', 28, 6, '28/03/2025', 'Ready to order'],
  ['amlo', 'Amlodipine 5 mg tablets', '1 daily', 28, 4, '01/04/2025', 'Ready to order'],
  ['metf', 'Metformin 500 mg tablets', '2 with meals', 56, 1, '05/04/2025', 'Ready to order'],
] as const;

const PRESCRIPTIONS = page(
  'Prescriptions · MediRefill',
  `${header()}
<main>
  <h1>Your prescriptions</h1>
  <div role="tablist" aria-label="Prescriptions">
    <button role="tab" type="button" id="t-active" aria-controls="p-active" aria-selected="true">Active (<span id="active-count">7</span>)</button>
    <button role="tab" type="button" id="t-review" aria-controls="p-review" aria-selected="false">Needs review (1)</button>
    <button role="tab" type="button" id="t-archived" aria-controls="p-archived" aria-selected="false">Archived (<span id="archived-count">3</span>)</button>
  </div>
  <section role="tabpanel" id="p-active" aria-labelledby="t-active">
    <div class="row"><input type="search" id="rx-search" placeholder="Search your medicines"><button type="button" id="bulk" disabled>Request selected (<span id="sel-count">0</span>)</button></div>
    <table id="rx"><thead><tr><th><span class="muted">Select</span></th><th>Medicine</th><th>Dose</th><th>Qty</th><th>Refills left</th><th>Last ordered</th><th>Status</th><th></th></tr></thead><tbody>
    ${RX.map(
      ([
        id,
        name,
        dose,
        qty,
        left,
        last,
        status,
      ]) => `<tr data-id="${id}"><td><input type="checkbox" class="sel" aria-label="Select ${name}"></td><td class="name">${name}</td><td>${dose}</td><td>${qty}</td><td class="left">${left}</td><td>${last}</td><td class="status"><span class="pill">${status}</span></td>
      <td><button type="button" class="refill"${status === 'Ready to order' ? '' : ' disabled'}>${status === 'Refill requested' ? 'Requested' : 'Request refill'}</button>
      <button type="button" class="icon more" aria-label="More actions" aria-haspopup="menu" aria-controls="menu-${id}">⋮</button>
      <div role="menu" id="menu-${id}" hidden><button role="menuitem" type="button" class="m-leaflet">View leaflet</button><button role="menuitem" type="button" class="m-remind">Set reminder</button><button role="menuitem" type="button" class="m-archive">Archive</button></div></td></tr>`,
    ).join('')}
    </tbody></table>
    <div class="row" style="margin-top:8px"><span id="showing" class="muted">Showing 1–5 of 7</span>
      <button type="button" id="prev" disabled>Previous</button><button type="button" class="pg" aria-label="Page 1" aria-current="page">1</button><button type="button" class="pg" aria-label="Page 2">2</button><button type="button" id="next">Next</button></div>
  </section>
  <section role="tabpanel" id="p-review" aria-labelledby="t-review" hidden>
    <div class="card"><b>Naproxen 250 mg tablets</b><p>Your GP needs to review this before you can order it again. Last review: 12/11/2024.</p><button type="button" id="book-review">Book a review</button> <span id="review-msg"></span></div>
  </section>
  <section role="tabpanel" id="p-archived" aria-labelledby="t-archived" hidden>
    <ul id="archived"><li>Amoxicillin 500 mg capsules</li><li>Prednisolone 5 mg tablets</li><li>Fexofenadine 120 mg tablets</li></ul>
  </section>
  <div class="card" style="margin-top:16px"><div id="chat-host"></div></div>
</main>
<div class="backdrop" id="refill-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="refill-title">
  <h2 id="refill-title"></h2>
  <div class="field"><span class="lbl">Packs</span><span class="stepper" id="packs" data-min="1" data-max="3" data-value="1"><button type="button" data-step="-1" aria-label="Remove a pack">−</button><output>1</output><button type="button" data-step="1" aria-label="Add a pack">+</button></span> <span class="muted">(up to 3)</span></div>
  <fieldset id="delivery"><legend>Delivery</legend>
    <label><input type="radio" name="del" value="tracked" checked> Royal Mail Tracked 48 · free · 2–3 days</label><br>
    <label><input type="radio" name="del" value="express"> Express · £3.95 · next working day</label><br>
    <label><input type="radio" name="del" value="collect"> Collect from a pharmacy</label>
    <div id="collect" hidden class="lb-wrap"><button type="button" id="store" aria-haspopup="listbox" aria-controls="store-list" aria-expanded="false"><span class="lb-value">Choose a pharmacy</span> ▾</button>
      <ul role="listbox" id="store-list" data-popup aria-label="Pharmacy" hidden>
        <li role="option" data-value="boots" aria-selected="false">Boots, 12 High Street (0.4 miles)</li>
        <li role="option" data-value="well" aria-selected="false">Well Pharmacy, Station Road (1.2 miles)</li>
        <li role="option" data-value="lloyds" aria-disabled="true" aria-selected="false">Lloyds, Market Square (2.0 miles) · closed today</li>
      </ul></div>
  </fieldset>
  <div class="field"><label for="note">Anything the pharmacist should know?</label><textarea id="note" rows="2"></textarea></div>
  <p class="error" id="refill-error" role="alert"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="send-refill">Send request</button></div>
</div></div>
<div class="backdrop" id="remind-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="remind-title">
  <h2 id="remind-title"></h2>
  <div class="field"><label for="remind-time">Reminder time</label><input type="time" id="remind-time" value="08:00"></div>
  <p class="switch"><button type="button" role="switch" id="daily" aria-checked="true" aria-label="Remind me every day"></button> Remind me every day</p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="save-remind">Save reminder</button></div>
</div></div>
<div class="backdrop" id="leaflet-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="leaflet-title">
  <h2 id="leaflet-title"></h2>
  <h3><button type="button" data-acc id="acc-use" aria-expanded="false" aria-controls="l-use">What it is for</button></h3><p id="l-use" hidden></p>
  <h3><button type="button" data-acc id="acc-side" aria-expanded="false" aria-controls="l-side">Side effects</button></h3><p id="l-side" hidden>Common: headache, feeling sick, diarrhoea. Talk to your pharmacist if they last more than 2 weeks.</p>
  <div class="actions"><button type="button" data-close>Close</button></div>
</div></div>`,
  `
var RX = ${JSON.stringify(RX)};
var current = null;
if (params.get('tab') === 'archived') $('#t-archived').click();
var pageNo = 1;
function rows() { return $$('#rx tbody tr'); }
function paginate() {
  var q = $('#rx-search').value.trim().toLowerCase();
  var list = rows().filter(function (tr) { return !q || tr.querySelector('.name').textContent.toLowerCase().indexOf(q) >= 0; });
  rows().forEach(function (tr) { tr.hidden = true; });
  var pages = Math.max(1, Math.ceil(list.length / 5));
  if (pageNo > pages) pageNo = pages;
  list.slice((pageNo - 1) * 5, pageNo * 5).forEach(function (tr) { tr.hidden = false; });
  $('#showing').textContent = list.length ? 'Showing ' + ((pageNo - 1) * 5 + 1) + '–' + Math.min(list.length, pageNo * 5) + ' of ' + list.length : 'No medicines match "' + q + '"';
  $('#prev').disabled = pageNo === 1;
  $('#next').disabled = pageNo === pages;
  $$('.pg').forEach(function (b) { if (b.textContent === String(pageNo)) b.setAttribute('aria-current', 'page'); else b.removeAttribute('aria-current'); });
}
paginate();
$('#next').addEventListener('click', function () { pageNo++; paginate(); });
$('#prev').addEventListener('click', function () { pageNo--; paginate(); });
$$('.pg').forEach(function (b) { b.addEventListener('click', function () { pageNo = Number(b.textContent); paginate(); }); });
$('#rx-search').addEventListener('input', function () { pageNo = 1; paginate(); });
function selCount() {
  var n = $$('#rx .sel:checked').length;
  $('#sel-count').textContent = String(n);
  $('#bulk').disabled = n === 0;
}
$('#rx').addEventListener('change', selCount);
function rxOf(tr) { return RX.filter(function (r) { return r[0] === tr.dataset.id; })[0]; }
function requested(tr) {
  $('.status', tr).innerHTML = '<span class="pill">Refill requested</span>';
  var b = $('.refill', tr);
  b.textContent = 'Requested';
  b.disabled = true;
  $('.left', tr).textContent = String(Number($('.left', tr).textContent) - 1);
}
$('#rx').addEventListener('click', function (e) {
  var tr = e.target.closest('tr');
  if (!tr) return;
  current = tr;
  var r = rxOf(tr);
  if (e.target.closest('.refill')) {
    $('#refill-title').textContent = 'Request refill: ' + r[1];
    $('#packs output').textContent = '1';
    $('#refill-error').textContent = '';
    openDialog('refill-dialog');
  } else if (e.target.closest('.m-archive')) {
    closeMenus();
    tr.remove();
    $('#active-count').textContent = String(rows().length);
    $('#archived-count').textContent = String($$('#archived li').length + 1);
    var li = document.createElement('li');
    li.textContent = r[1];
    $('#archived').appendChild(li);
    paginate();
    toast(r[1] + ' archived', 'Undo', function () {
      li.remove();
      $('#rx tbody').appendChild(tr);
      $('#active-count').textContent = String(rows().length);
      $('#archived-count').textContent = String($$('#archived li').length);
      paginate();
    });
  } else if (e.target.closest('.m-remind')) {
    closeMenus();
    $('#remind-title').textContent = 'Reminder for ' + r[1].split(' ')[0];
    openDialog('remind-dialog');
  } else if (e.target.closest('.m-leaflet')) {
    closeMenus();
    $('#leaflet-title').textContent = r[1];
    $('#l-use').textContent = r[1].split(' ')[0] + ' is prescribed by your GP. Take it as the label says: ' + r[2] + '.';
    openDialog('leaflet-dialog');
  }
});
$('#delivery').addEventListener('change', function () { $('#collect').hidden = $('input[name=del]:checked').value !== 'collect'; });
$('#send-refill').addEventListener('click', function () {
  var del = $('input[name=del]:checked').value;
  if (del === 'collect' && !$('#store').dataset.value) { $('#refill-error').textContent = 'Choose a pharmacy to collect from'; return; }
  var r = rxOf(current);
  current.dataset.order = JSON.stringify({ packs: $('#packs output').textContent, delivery: del, store: $('#store').dataset.value || '', note: $('#note').value });
  requested(current);
  closeDialog('refill-dialog');
  $('#basket-count').textContent = String(Number($('#basket-count').textContent) + 1);
  toast('Refill requested for ' + r[1] + '. We will text you when it is on its way.');
});
$('#bulk').addEventListener('click', function () {
  var done = $$('#rx .sel:checked').map(function (c) { var tr = c.closest('tr'); c.checked = false; if (!$('.refill', tr).disabled) { requested(tr); return 1; } return 0; })
    .reduce(function (a, b) { return a + b; }, 0);
  selCount();
  toast(done + (done === 1 ? ' refill requested' : ' refills requested'));
});
$('#save-remind').addEventListener('click', function () {
  var r = rxOf(current);
  current.dataset.reminder = $('#remind-time').value + ($('#daily').getAttribute('aria-checked') === 'true' ? ' daily' : ' once');
  closeDialog('remind-dialog');
  toast('Reminder set for ' + r[1].split(' ')[0] + ' at ' + $('#remind-time').value);
});
$('#book-review').addEventListener('click', function () { $('#review-msg').textContent = 'Request sent to Dr Patel at Riverside Surgery'; });
var chat = $('#chat-host').attachShadow({ mode: 'open' });
chat.innerHTML = '<style>textarea,button{font:inherit;padding:6px 8px}.me{text-align:right;color:#1d5fd1}</style>' +
  '<h2>Ask a pharmacist</h2><p class="status">Pharmacist online · replies in about 2 minutes</p><div id="log" aria-live="polite"></div>' +
  '<textarea id="msg" rows="2" placeholder="Type your question"></textarea> <button type="button" id="send">Send</button>';
chat.getElementById('send').addEventListener('click', function () {
  var t = chat.getElementById('msg').value.trim();
  if (!t) return;
  var p = document.createElement('p'); p.className = 'me'; p.textContent = t;
  chat.getElementById('log').appendChild(p);
  chat.getElementById('msg').value = '';
  setTimeout(function () {
    var a = document.createElement('p'); a.className = 'reply';
    a.textContent = 'Hi Daniel, this is Priya, the pharmacist on duty. Yes, you can take it with food.';
    chat.getElementById('log').appendChild(a);
  }, 1200);
});
`,
);

/** Products: id, name, pack, price, category, stock (-1 out, 0 plenty, n = only n left), rating, reviews, pharmacy medicine. */
const PRODUCTS = [
  ['para', 'Paracetamol 500 mg', '16 tablets', 0.89, 'Pain relief', 0, 4.7, '1,204', false],
  ['ibu', 'Ibuprofen 200 mg', '24 tablets', 1.29, 'Pain relief', 0, 4.6, '862', true],
  ['ceti', 'Cetirizine 10 mg', '30 tablets', 2.49, 'Allergy', 0, 4.4, '311', false],
  ['vitd', 'Vitamin D 1000 IU', '90 tablets', 4.99, 'Vitamins', 3, 4.8, '2,031', false],
  ['eyes', 'Hay fever eye drops', '10 ml', 6.49, 'Allergy', -1, 4.1, '57', false],
  ['lips', 'Lip balm SPF 15', '4.8 g', 2.2, 'Skin care', 0, 3.9, '128', false],
] as const;

const SHOP = page(
  'Shop · MediRefill',
  `${header()}
<main>
  <h1>Pharmacy shop</h1>
  <div class="row" style="align-items:flex-start">
    <aside class="card" style="width:230px" aria-label="Filters">
      <h3>Category</h3>
      ${['Pain relief', 'Allergy', 'Vitamins', 'Skin care']
        .map(
          (c) =>
            `<label><input type="checkbox" class="cat" value="${c}"> ${c} (${PRODUCTS.filter((p) => p[4] === c).length})</label><br>`,
        )
        .join('')}
      <div class="field"><label for="max">Max price</label><input type="range" id="max" min="0" max="10" step="0.5" value="10"> <output id="max-out">Up to £10.00</output></div>
      <p class="switch"><button type="button" role="switch" id="instock" aria-checked="false" aria-label="In stock only"></button> In stock only</p>
    </aside>
    <div style="flex:1">
      <div class="row"><label for="sort">Sort by</label><select id="sort"><option value="rel">Relevance</option><option value="low">Price: low to high</option><option value="high">Price: high to low</option><option value="rating">Customer rating</option></select>
        <span id="count" class="muted" aria-live="polite"></span></div>
      <p id="loading" class="muted">Loading products…</p>
      <div class="cards" id="products"></div>
    </div>
  </div>
</main>
<div class="backdrop" id="quiz" hidden><div role="dialog" aria-modal="true" aria-labelledby="quiz-title">
  <h2 id="quiz-title">A few questions about Ibuprofen 200 mg</h2>
  <p class="muted">This is a pharmacy medicine. Our pharmacist checks every order.</p>
  <fieldset><legend>Are you pregnant or breastfeeding?</legend><label><input type="radio" name="q1" value="yes"> Yes</label> <label><input type="radio" name="q1" value="no"> No</label></fieldset>
  <fieldset><legend>Do you have asthma or a stomach ulcer?</legend><label><input type="radio" name="q2" value="yes"> Yes</label> <label><input type="radio" name="q2" value="no"> No</label></fieldset>
  <fieldset><legend>Are you taking any other painkillers?</legend><label><input type="radio" name="q3" value="yes"> Yes</label> <label><input type="radio" name="q3" value="no"> No</label></fieldset>
  <p class="error" id="quiz-error" role="alert"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="quiz-go">Continue</button></div>
</div></div>`,
  `
var PRODUCTS = ${JSON.stringify(PRODUCTS)};
var loaded = false;
var qty = {};
window.basket = {};
function cardOf(p) {
  var stock = p[5] === -1 ? '<span class="error">Out of stock</span>' : p[5] > 0 ? '<span class="error">Only ' + p[5] + ' left</span>' : '<span class="ok">In stock</span>';
  var n = qty[p[0]] || 1;
  return '<article class="card product" data-id="' + p[0] + '"><h3>' + p[1] + '</h3>' + (p[8] ? '<span class="pill">Pharmacy medicine</span>' : '') +
    '<p class="muted">' + p[2] + '</p><p><b class="price">£' + p[3].toFixed(2) + '</b> · ' + stock + '</p>' +
    '<p aria-label="Rated ' + p[6] + ' out of 5">★ ' + p[6] + ' <span class="muted">(' + p[7] + ' reviews)</span></p>' +
    '<div class="row"><span class="stepper" data-min="1" data-max="' + (p[5] > 0 ? p[5] : 10) + '"><button type="button" data-step="-1" aria-label="Decrease quantity">−</button><output>' + n + '</output><button type="button" data-step="1" aria-label="Increase quantity">+</button></span>' +
    (p[5] === -1 ? '<button type="button" class="notify">Notify me</button>' : '<button type="button" class="primary add">Add to basket</button>') + '</div></article>';
}
function render() {
  if (!loaded) return;
  var cats = $$('.cat:checked').map(function (c) { return c.value; });
  var max = Number($('#max').value);
  var inStock = $('#instock').getAttribute('aria-checked') === 'true';
  var list = PRODUCTS.filter(function (p) { return (!cats.length || cats.indexOf(p[4]) >= 0) && p[3] <= max && (!inStock || p[5] !== -1); });
  var s = $('#sort').value;
  if (s === 'low') list.sort(function (a, b) { return a[3] - b[3]; });
  if (s === 'high') list.sort(function (a, b) { return b[3] - a[3]; });
  if (s === 'rating') list.sort(function (a, b) { return b[6] - a[6]; });
  $('#products').innerHTML = list.map(cardOf).join('');
  $('#count').textContent = list.length + (list.length === 1 ? ' product' : ' products');
}
setTimeout(function () { loaded = true; $('#loading').hidden = true; render(); }, 800);
$$('.cat').forEach(function (c) { c.addEventListener('change', render); });
$('#sort').addEventListener('change', render);
$('#max').addEventListener('input', function () { $('#max-out').textContent = 'Up to £' + Number($('#max').value).toFixed(2); render(); });
$('#instock').addEventListener('toggle', render);
document.addEventListener('stepchange', function (e) { var c = e.target.closest('.product'); if (c) qty[c.dataset.id] = e.detail; });
var pendingQuiz = null;
function addToBasket(p) {
  var n = qty[p[0]] || 1;
  window.basket[p[0]] = (window.basket[p[0]] || 0) + n;
  $('#basket-count').textContent = String(Number($('#basket-count').textContent) + n);
  toast('Added ' + n + ' × ' + p[1] + ' to your basket');
}
$('#products').addEventListener('click', function (e) {
  var c = e.target.closest('.product');
  if (!c) return;
  var p = PRODUCTS.filter(function (x) { return x[0] === c.dataset.id; })[0];
  if (e.target.closest('.add')) {
    if (p[8]) { pendingQuiz = p; $$('#quiz input').forEach(function (i) { i.checked = false; }); $('#quiz-error').textContent = ''; openDialog('quiz'); }
    else addToBasket(p);
  }
  if (e.target.closest('.notify')) { e.target.closest('.notify').textContent = 'We will email you'; e.target.closest('.notify').disabled = true; }
});
$('#quiz-go').addEventListener('click', function () {
  var answers = ['q1', 'q2', 'q3'].map(function (n) { var c = $('input[name=' + n + ']:checked'); return c ? c.value : ''; });
  if (answers.indexOf('') >= 0) { $('#quiz-error').textContent = 'Answer all three questions'; return; }
  if (answers.indexOf('yes') >= 0) { $('#quiz-error').textContent = 'Please speak to our pharmacist before buying this medicine.'; return; }
  closeDialog('quiz');
  addToBasket(pendingQuiz);
});
`,
);

const BASKET = page(
  'Basket · MediRefill',
  `${header(4)}
<main>
  <h1>Your basket</h1>
  <table id="items"><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr></thead><tbody>
    <tr data-id="ceti" data-price="2.49"><td>Cetirizine 10 mg, 30 tablets</td><td>£2.49</td><td><input type="number" class="qty" min="1" max="5" value="1" aria-label="Quantity"></td><td class="line">£2.49</td><td><button type="button" class="icon remove" aria-label="Remove">🗑</button></td></tr>
    <tr data-id="vitd" data-price="4.99"><td>Vitamin D 1000 IU, 90 tablets</td><td>£4.99</td><td><input type="number" class="qty" min="1" max="3" value="2" aria-label="Quantity"></td><td class="line">£9.98</td><td><button type="button" class="icon remove" aria-label="Remove">🗑</button></td></tr>
    <tr data-id="sertra" data-price="9.90" data-rx="1"><td>Sertraline 50 mg tablets <span class="pill">NHS prescription</span></td><td>£9.90</td><td>1</td><td class="line">£9.90</td><td><button type="button" class="icon remove" aria-label="Remove">🗑</button></td></tr>
  </tbody></table>
  <div class="row" style="align-items:flex-start;margin-top:12px">
    <div style="flex:1">
      <fieldset id="ship"><legend>Delivery address</legend>
        <div class="field"><label for="s-name">Full name</label><input id="s-name"></div>
        <div class="field"><label for="s-line1">Address line 1</label><input id="s-line1"></div>
        <div class="field"><label for="s-town">Town or city</label><input id="s-town"></div>
        <div class="field"><label for="s-post">Postcode</label><input id="s-post" style="width:120px"></div>
      </fieldset>
      <label><input type="checkbox" id="same"> Billing address is the same as delivery</label>
      <fieldset id="bill"><legend>Billing address</legend>
        <div class="field"><label for="b-name">Full name</label><input id="b-name"></div>
        <div class="field"><label for="b-line1">Address line 1</label><input id="b-line1"></div>
        <div class="field"><label for="b-town">Town or city</label><input id="b-town"></div>
        <div class="field"><label for="b-post">Postcode</label><input id="b-post" style="width:120px"></div>
      </fieldset>
    </div>
    <aside class="card" style="width:280px" aria-label="Order summary">
      <h3>Order summary</h3>
      <dl class="summary" style="grid-template-columns:110px 1fr"><dt>Subtotal</dt><dd id="subtotal">£22.37</dd><dt>Discount</dt><dd id="discount">£0.00</dd><dt>Delivery</dt><dd id="delivery">Free</dd><dt>Total</dt><dd><b id="total">£22.37</b></dd></dl>
      <p class="muted">Free delivery on orders over £20. Otherwise £2.95.</p>
      <div class="row"><input id="promo" placeholder="Promo code" style="width:130px"><button type="button" id="apply">Apply</button></div>
      <p id="promo-msg" aria-live="polite"></p>
      <p class="error" id="order-error" role="alert"></p>
      <button type="button" class="primary" id="place">Place order</button>
      <p id="placed" class="ok"></p>
    </aside>
  </div>
</main>`,
  String.raw`
var discount = 0;
function totals() {
  var sub = 0, shop = 0;
  $$('#items tbody tr').forEach(function (tr) {
    var q = tr.querySelector('.qty') ? Number(tr.querySelector('.qty').value) : 1;
    var line = q * Number(tr.dataset.price);
    tr.querySelector('.line').textContent = '£' + line.toFixed(2);
    sub += line;
    if (!tr.dataset.rx) shop += line;
  });
  var disc = discount ? Math.round(shop * discount * 100) / 100 : 0;
  var del = sub - disc >= 20 || sub === 0 ? 0 : 2.95;
  $('#subtotal').textContent = '£' + sub.toFixed(2);
  $('#discount').textContent = disc ? '−£' + disc.toFixed(2) : '£0.00';
  $('#delivery').textContent = del ? '£' + del.toFixed(2) : 'Free';
  $('#total').textContent = '£' + (sub - disc + del).toFixed(2);
  $('#basket-count').textContent = String($$('#items tbody tr').reduce(function (n, tr) { return n + (tr.querySelector('.qty') ? Number(tr.querySelector('.qty').value) : 1); }, 0));
}
$('#items').addEventListener('input', totals);
$('#items').addEventListener('change', totals);
$('#items').addEventListener('click', function (e) {
  if (!e.target.closest('.remove')) return;
  var tr = e.target.closest('tr');
  var name = tr.cells[0].firstChild.textContent.trim();
  tr.remove();
  totals();
  toast(name + ' removed from your basket');
});
$('#same').addEventListener('change', function () { $('#bill').hidden = $('#same').checked; });
$('#apply').addEventListener('click', function () {
  var code = $('#promo').value.trim().toUpperCase();
  var m = $('#promo-msg');
  if (code === 'HEALTH10') { discount = 0.1; totals(); m.className = 'ok'; m.textContent = 'HEALTH10 applied: 10% off shop items (' + $('#discount').textContent + ')'; }
  else if (code === 'SPRING5') { m.className = 'error'; m.textContent = 'This code has expired'; }
  else { m.className = 'error'; m.textContent = 'That code is not valid'; }
});
$('#place').addEventListener('click', function () {
  var need = [['s-name', 'Enter your full name'], ['s-line1', 'Enter the first line of your address'], ['s-town', 'Enter a town or city'], ['s-post', 'Enter a postcode']];
  if (!$('#same').checked) need = need.concat([['b-name', 'Enter the billing name'], ['b-line1', 'Enter the first line of the billing address'], ['b-town', 'Enter the billing town or city'], ['b-post', 'Enter the billing postcode']]);
  var missing = need.filter(function (n) { return !$('#' + n[0]).value.trim(); });
  if (missing.length) { $('#order-error').textContent = missing[0][1]; return; }
  if (!/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test($('#s-post').value.trim())) { $('#order-error').textContent = 'Enter a real postcode'; return; }
  $('#order-error').textContent = '';
  $('#placed').textContent = 'Order MR-20931 placed. Total ' + $('#total').textContent + '.';
});
`,
);

export const pharmacyApp: CorpusApp = {
  name: 'pharmacy',
  description:
    'MediRefill online pharmacy: prescriptions (tabs with counts, placeholder search, rows with checkbox, refill and menu, pagination, refill dialog with stepper, radios and a listbox, reminder/leaflet dialogs, undo toast, shadow-root pharmacist chat), a shop (late product cards with identical steppers and buttons, questionnaire dialog, filters, slider, switch, sort) and a basket (quantities, remove buttons, promo code, two address fieldsets with the same fields).',
  routes: {
    '/pharmacy/prescriptions': PRESCRIPTIONS,
    '/pharmacy/shop': SHOP,
    '/pharmacy/basket': BASKET,
  },
};
