/**
 * Bramble & Bloom, a garden centre's shop: plant cards with the same "Add to basket" and Wishlist heart buttons (one
 * sold out, one with a low-stock note), a placeholder-only search submitted with Enter, Sunlight and Plant type
 * checkboxes, an "In stock only" switch, a sort select, a result count, a wishlist count, a basket badge and a basket
 * drawer (a dialog) whose lines all have the same Decrease/Increase stepper buttons and Remove button, a subtotal and
 * a free-delivery line; a plant page with pot-size radios (one out of stock), a quantity field, a care accordion,
 * "Pairs well with" cards with the same Add button and a reviews widget in an open shadow root (stars, Helpful
 * buttons, a review form whose Post waits for a rating); and a checkout with delivery-slot tabs (full slots
 * disabled), a computed total, Delivery and Billing fieldsets with the same field names, a placeholder-only safe-place
 * note and a Continue button disabled until a slot is chosen.
 */

import { doc, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const PLANTS = [
  {
    id: 'lavender',
    name: "Lavender 'Hidcote'",
    type: 'Perennial',
    sun: 'Full sun',
    pot: '2L pot',
    price: 12.99,
    rating: '4.7',
    reviews: 128,
    stock: 20,
  },
  {
    id: 'rosemary',
    name: "Rosemary 'Miss Jessopp'",
    type: 'Herb',
    sun: 'Full sun',
    pot: '1L pot',
    price: 7.49,
    rating: '4.5',
    reviews: 64,
    stock: 15,
  },
  {
    id: 'hosta',
    name: "Hosta 'June'",
    type: 'Perennial',
    sun: 'Full shade',
    pot: '2L pot',
    price: 9.99,
    rating: '4.2',
    reviews: 37,
    stock: 3,
  },
  {
    id: 'maple',
    name: "Japanese maple 'Bloodgood'",
    type: 'Shrub',
    sun: 'Partial shade',
    pot: '10L pot',
    price: 49.99,
    rating: '4.8',
    reviews: 22,
    stock: 6,
  },
  {
    id: 'clematis',
    name: "Clematis 'Nelly Moser'",
    type: 'Climber',
    sun: 'Partial shade',
    pot: '3L pot',
    price: 16.99,
    rating: '4.4',
    reviews: 51,
    stock: 0,
  },
  {
    id: 'hydrangea',
    name: "Hydrangea 'Annabelle'",
    type: 'Shrub',
    sun: 'Partial shade',
    pot: '5L pot',
    price: 24.99,
    rating: '4.6',
    reviews: 89,
    stock: 9,
  },
  {
    id: 'mint',
    name: "Mint 'Moroccan'",
    type: 'Herb',
    sun: 'Partial shade',
    pot: '9cm pot',
    price: 3.99,
    rating: '4.3',
    reviews: 41,
    stock: 30,
  },
  {
    id: 'foxglove',
    name: "Foxglove 'Dalmatian Purple'",
    type: 'Perennial',
    sun: 'Partial shade',
    pot: '2L pot',
    price: 8.99,
    rating: '4.1',
    reviews: 19,
    stock: 12,
  },
];

const HEADER = `<header class="bar">
  <span class="logo">Bramble &amp; Bloom</span>
  <form id="search-form" role="search"><input id="q" type="search" placeholder="Search plants" style="width:220px"></form>
  <nav><a href="/garden/shop">Plants</a><a href="/garden/plant">Plant of the week</a><a href="#" id="wish-link">Wishlist (<span id="wish-count">1</span>)</a></nav>
  <button type="button" id="basket-btn">Basket <span class="count" id="basket-count">0</span></button>
</header>`;

const shop = doc(
  'Plants - Bramble & Bloom',
  `${HEADER}
<main style="display:grid;grid-template-columns:220px 1fr;gap:16px;max-width:1200px">
  <aside>
    <fieldset><legend>Sunlight</legend>
      <label><input type="checkbox" name="sun" value="Full sun"> Full sun</label><br>
      <label><input type="checkbox" name="sun" value="Partial shade"> Partial shade</label><br>
      <label><input type="checkbox" name="sun" value="Full shade"> Full shade</label>
    </fieldset>
    <fieldset><legend>Plant type</legend>
      <label><input type="checkbox" name="type" value="Shrub"> Shrubs</label><br>
      <label><input type="checkbox" name="type" value="Perennial"> Perennials</label><br>
      <label><input type="checkbox" name="type" value="Herb"> Herbs</label><br>
      <label><input type="checkbox" name="type" value="Climber"> Climbers</label>
    </fieldset>
    <div class="line"><span id="stock-label">In stock only</span><button type="button" role="switch" id="in-stock" aria-checked="false" aria-labelledby="stock-label"></button></div>
  </aside>
  <section>
    <h1 id="heading">All plants</h1>
    <div class="line">
      <span id="plant-count"></span>
      <span style="margin-left:auto"><label for="sort">Sort by</label>
      <select id="sort"><option value="popular">Most popular</option><option value="low">Price: low to high</option><option value="high">Price: high to low</option><option value="name">Name: A to Z</option></select></span>
    </div>
    <p class="note">Free delivery on orders over £40.</p>
    <div class="grid" id="plants"></div>
  </section>
</main>
<div class="shade" id="basket" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="basket-title" style="width:520px">
    <div class="line"><h2 id="basket-title" style="margin:0">Your basket</h2><button type="button" data-dismiss aria-label="Close basket" style="margin-left:auto">✕</button></div>
    <div id="lines"></div>
    <p>Subtotal: <strong id="subtotal">£0.00</strong></p>
    <p id="free-note" class="note"></p>
    <div class="buttons"><a class="button main" href="/garden/checkout" id="to-checkout">Go to checkout</a></div>
  </div>
</div>`,
  `
var plants = ${JSON.stringify(PLANTS)};
window.basket = {};
window.wishlist = ['hydrangea'];
function money(n) { return '£' + n.toFixed(2); }
function byId(id) { return plants.filter(function (p) { return p.id === id; })[0]; }
function items() { return Object.keys(window.basket).reduce(function (n, k) { return n + window.basket[k]; }, 0); }
function subtotal() { return Object.keys(window.basket).reduce(function (n, k) { return n + window.basket[k] * byId(k).price; }, 0); }
function checked(name) { return $$('input[name=' + name + ']:checked').map(function (c) { return c.value; }); }
function render() {
  var suns = checked('sun'), types = checked('type');
  var stockOnly = $('#in-stock').getAttribute('aria-checked') === 'true';
  var s = $('#q').value.trim().toLowerCase();
  var list = plants.filter(function (p) {
    return (!suns.length || suns.indexOf(p.sun) >= 0) && (!types.length || types.indexOf(p.type) >= 0) && (!stockOnly || p.stock > 0) && (!s || p.name.toLowerCase().indexOf(s) >= 0);
  });
  var sort = $('#sort').value;
  if (sort === 'low') list.sort(function (a, b) { return a.price - b.price; });
  if (sort === 'high') list.sort(function (a, b) { return b.price - a.price; });
  if (sort === 'name') list.sort(function (a, b) { return a.name < b.name ? -1 : 1; });
  $('#heading').textContent = s ? 'Results for “' + $('#q').value.trim() + '”' : 'All plants';
  $('#plant-count').textContent = list.length + (list.length === 1 ? ' plant' : ' plants');
  $('#plants').innerHTML = list.map(function (p) {
    var wished = window.wishlist.indexOf(p.id) >= 0;
    var note = p.stock === 0 ? '<span class="tag" style="background:#f6dede">Sold out</span>' : p.stock <= 3 ? '<span class="tag">Only ' + p.stock + ' left</span>' : '';
    return '<article class="card plant" data-id="' + p.id + '"><h3>' + p.name + '</h3><p class="note">' + p.type + ' · ' + p.sun + ' · ' + p.pot + '</p>' +
      '<p><strong class="price">' + money(p.price) + '</strong> · <span aria-label="Rated ' + p.rating + ' out of 5">★ ' + p.rating + '</span> (' + p.reviews + ')</p><p>' + note + '</p>' +
      '<div class="line"><button type="button" class="main add"' + (p.stock === 0 ? ' disabled' : '') + '>Add to basket</button>' +
      '<button type="button" class="wish" aria-label="Wishlist" aria-pressed="' + wished + '">' + (wished ? '♥' : '♡') + '</button></div></article>';
  }).join('');
  $$('.plant').forEach(function (c) {
    var p = byId(c.dataset.id);
    $('.add', c).addEventListener('click', function () {
      window.basket[p.id] = Math.min(p.stock, (window.basket[p.id] || 0) + 1);
      renderBasket();
      toast(p.name + ' added to your basket', 'View basket', function () { showDialog('basket'); });
    });
    $('.wish', c).addEventListener('click', function () {
      var i = window.wishlist.indexOf(p.id);
      if (i >= 0) window.wishlist.splice(i, 1); else window.wishlist.push(p.id);
      $('#wish-count').textContent = String(window.wishlist.length);
      render();
    });
  });
}
function renderBasket() {
  var ids = Object.keys(window.basket);
  $('#lines').innerHTML = ids.length ? ids.map(function (id) {
    var p = byId(id);
    var stepHtml = ${JSON.stringify(stepper('STEPID', 'Quantity', 1, 1, 9))}.replace('STEPID', 'qty-' + id).replace('aria-label="Quantity"', 'aria-label="Quantity of ' + p.name.replace(/"/g, '') + '"').replace('data-max="9"', 'data-max="' + p.stock + '"').replace('data-value="1"', 'data-value="' + window.basket[id] + '"').replace('<output>1</output>', '<output>' + window.basket[id] + '</output>');
    return '<div class="line bline" data-id="' + id + '" style="border-bottom:1px solid #e8ebef;padding:6px 0"><span style="flex:1">' + p.name + '</span>' + stepHtml +
      '<span class="ltotal">' + money(p.price * window.basket[id]) + '</span><button type="button" class="remove">Remove</button></div>';
  }).join('') : '<p>Your basket is empty.</p>';
  $('#subtotal').textContent = money(subtotal());
  var left = 40 - subtotal();
  $('#free-note').textContent = ids.length ? (left > 0 ? 'Spend ' + money(left) + ' more for free delivery' : 'You get free delivery') : '';
  $('#basket-count').textContent = String(items());
  $('#to-checkout').hidden = !ids.length;
  $$('.bline').forEach(function (l) {
    $('.remove', l).addEventListener('click', function () { delete window.basket[l.dataset.id]; renderBasket(); });
  });
}
$('#lines').addEventListener('stepped', function (e) {
  var l = e.target.closest('.bline');
  window.basket[l.dataset.id] = e.detail;
  renderBasket();
});
$('#basket-btn').addEventListener('click', function () { showDialog('basket'); });
$$('aside input').forEach(function (c) { c.addEventListener('change', render); });
$('#in-stock').addEventListener('flip', render);
$('#sort').addEventListener('change', render);
$('#search-form').addEventListener('submit', function (e) { e.preventDefault(); render(); });
$('#wish-link').addEventListener('click', function (e) { e.preventDefault(); });
if (query.get('basket')) query.get('basket').split(',').forEach(function (x) { var p = x.split(':'); window.basket[p[0]] = Number(p[1] || 1); });
if (query.get('q')) $('#q').value = query.get('q');
render();
renderBasket();
if (query.get('open') === '1') showDialog('basket');
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Plant page

const plant = doc(
  "Lavender 'Hidcote' - Bramble & Bloom",
  `${HEADER}
<main>
  <nav aria-label="Breadcrumb" class="note"><a href="/garden/shop">Home</a> › <a href="/garden/shop">Perennials</a> › Lavender 'Hidcote'</nav>
  <h1>Lavender 'Hidcote'</h1>
  <p>A compact English lavender with deep violet flowers from June to August. Loved by bees.</p>
  <section class="box">
    <p style="font-size:22px;margin:0"><strong id="price">£12.99</strong></p>
    <fieldset><legend>Pot size</legend>
      <div><label><input type="radio" name="size" value="9cm" data-price="4.99"> 9cm pot – £4.99</label></div>
      <div><label><input type="radio" name="size" value="2L" data-price="12.99" checked> 2L pot – £12.99</label></div>
      <div><label><input type="radio" name="size" value="5L" data-price="22.99" disabled> 5L pot – £22.99</label> <span class="note">Out of stock</span></div>
    </fieldset>
    <div class="field"><label for="qty">Quantity</label><input id="qty" type="number" min="1" max="10" value="1" style="width:80px"></div>
    <p class="err" id="qty-err" hidden>You can buy up to 10 of this plant</p>
    <button type="button" class="main" id="add">Add to basket</button>
    <p class="note">Delivered in 3–5 working days. 12 in stock.</p>
  </section>
  <section class="box">
    <h2>Plant care</h2>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="c-water">Watering</button>
      <div id="c-water" hidden><p>Water well for the first summer; after that only in long dry spells.</p></div></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="c-prune">Pruning</button>
      <div id="c-prune" hidden><p>Trim after flowering in late August, but never cut into old wood.</p></div></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="c-feed">Feeding</button>
      <div id="c-feed" hidden><p>No feeding needed. Lavender prefers poor, free-draining soil.</p></div></div>
    <div><button type="button" data-acc aria-expanded="true" aria-controls="c-plant">Planting</button>
      <div id="c-plant"><p>Plant 30cm apart in full sun, in spring or early autumn.</p></div></div>
  </section>
  <section class="box">
    <h2>Pairs well with</h2>
    <div class="grid">
      <article class="card pair" data-id="rosemary"><h3>Rosemary 'Miss Jessopp'</h3><p>£7.49</p><button type="button" class="pair-add">Add</button></article>
      <article class="card pair" data-id="echinacea"><h3>Echinacea 'Magnus'</h3><p>£9.49</p><button type="button" class="pair-add">Add</button></article>
      <article class="card pair" data-id="catmint"><h3>Catmint 'Walker's Low'</h3><p>£6.99</p><button type="button" class="pair-add">Add</button></article>
    </div>
  </section>
  <bb-reviews id="reviews"></bb-reviews>
</main>`,
  `
window.added = [];
function addItem(name, n) { window.added.push({ name: name, qty: n }); $('#basket-count').textContent = String(window.added.reduce(function (a, b) { return a + b.qty; }, 0)); }
$$('input[name=size]').forEach(function (r) { r.addEventListener('change', function () { $('#price').textContent = '£' + r.dataset.price; }); });
$('#add').addEventListener('click', function () {
  var n = Number($('#qty').value);
  var bad = !(n >= 1 && n <= 10);
  $('#qty-err').hidden = !bad;
  if (bad) return;
  var size = $('input[name=size]:checked').value;
  addItem("Lavender 'Hidcote' " + size, n);
  toast(n + " × Lavender 'Hidcote' (" + size + ' pot) added to your basket');
});
$$('.pair').forEach(function (c) {
  $('.pair-add', c).addEventListener('click', function () { addItem($('h3', c).textContent, 1); $('.pair-add', c).textContent = 'Added'; });
});
$('#basket-btn').addEventListener('click', function () { toast('Your basket has ' + $('#basket-count').textContent + ' items'); });
$('#search-form').addEventListener('submit', function (e) { e.preventDefault(); location.href = '/garden/shop?q=' + encodeURIComponent($('#q').value); });
$('#wish-link').addEventListener('click', function (e) { e.preventDefault(); });
var REVIEWS = [
  { by: 'Margaret, Harrogate', stars: 5, text: 'Flowered all summer and the bees love it.', helpful: 12 },
  { by: 'Tom B.', stars: 4, text: 'Arrived well packed. One plant was a bit smaller than the others.', helpful: 3 },
  { by: 'Anika', stars: 2, text: 'Did not survive a wet winter in clay soil.', helpful: 7 },
];
class Reviews extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.posted = null;
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button,textarea{font:inherit}button{padding:4px 10px;border:1px solid #c2c8d1;border-radius:6px;background:#fff}.st button{border:0;font-size:20px;color:#c2c8d1;padding:0 1px}.st button.on{color:#e3a000}.r{border-top:1px solid #eee;padding:6px 0}[hidden]{display:none}</style>' +
      '<section aria-label="Customer reviews"><h2>Customer reviews</h2><p id="avg"><span aria-label="Rated 4.7 out of 5">★★★★★</span> 4.7 out of 5 · 128 reviews</p>' +
      REVIEWS.map(function (r, i) {
        return '<div class="r" data-i="' + i + '"><p><span aria-label="' + r.stars + ' out of 5 stars">' + '★'.repeat(r.stars) + '☆'.repeat(5 - r.stars) + '</span> <b>' + r.by + '</b></p><p>' + r.text + '</p><button type="button" class="helpful">Helpful (' + r.helpful + ')</button></div>';
      }).join('') +
      '<p><button type="button" id="write">Write a review</button></p>' +
      '<form id="form" hidden><p id="rate-label">Your rating</p><div class="st" role="radiogroup" aria-labelledby="rate-label">' +
      [1, 2, 3, 4, 5].map(function (n) { return '<button type="button" role="radio" aria-checked="false" data-n="' + n + '" aria-label="' + n + (n === 1 ? ' star' : ' stars') + '">★</button>'; }).join('') +
      '</div><p><label for="text">Your review</label><br><textarea id="text" rows="3" cols="50"></textarea></p><button type="submit" id="post" disabled>Post review</button></form>' +
      '<p id="thanks" role="status" hidden>Thanks! Your review is waiting for approval.</p></section>';
    root.querySelectorAll('.r').forEach(function (d) {
      var b = d.querySelector('.helpful');
      b.addEventListener('click', function () {
        var r = REVIEWS[Number(d.dataset.i)];
        if (b.disabled) return;
        r.helpful += 1;
        b.textContent = 'Helpful (' + r.helpful + ')';
        b.disabled = true;
      });
    });
    root.getElementById('write').addEventListener('click', function () { root.getElementById('form').hidden = false; root.getElementById('write').hidden = true; });
    root.querySelectorAll('.st button').forEach(function (s) {
      s.addEventListener('click', function () {
        var n = Number(s.dataset.n);
        self.rating = n;
        root.querySelectorAll('.st button').forEach(function (o) { o.setAttribute('aria-checked', String(Number(o.dataset.n) === n)); o.classList.toggle('on', Number(o.dataset.n) <= n); });
        root.getElementById('post').disabled = false;
      });
    });
    this.rating = 0;
    root.getElementById('form').addEventListener('submit', function (e) {
      e.preventDefault();
      self.posted = { stars: self.rating, text: root.getElementById('text').value };
      root.getElementById('form').hidden = true;
      root.getElementById('thanks').hidden = false;
    });
  }
}
customElements.define('bb-reviews', Reviews);
if (query.get('write') === '1') $('#reviews').shadowRoot.getElementById('write').click();
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Checkout

const SLOTS = [
  {
    day: 'thu',
    label: 'Thu 18 Mar',
    slots: [
      ['thu-am', '8am – 12pm', 4.95],
      ['thu-mid', '12pm – 4pm', 4.95, 'full'],
      ['thu-pm', '4pm – 8pm', 6.95],
    ],
  },
  {
    day: 'fri',
    label: 'Fri 19 Mar',
    slots: [
      ['fri-am', '8am – 12pm', 4.95],
      ['fri-mid', '12pm – 4pm', 4.95],
      ['fri-pm', '4pm – 8pm', 6.95],
    ],
  },
  {
    day: 'sat',
    label: 'Sat 20 Mar',
    slots: [
      ['sat-am', '8am – 12pm', 7.95, 'full'],
      ['sat-mid', '12pm – 4pm', 7.95],
      ['sat-pm', '4pm – 8pm', 7.95],
    ],
  },
];

const addressFields = (prefix: string) => `
  <div class="field"><label for="${prefix}-name">Full name</label><input id="${prefix}-name" style="width:280px"></div>
  <div class="field"><label for="${prefix}-line1">Address line 1</label><input id="${prefix}-line1" style="width:280px"></div>
  <div class="field"><label for="${prefix}-town">Town</label><input id="${prefix}-town"></div>
  <div class="field"><label for="${prefix}-postcode">Postcode</label><input id="${prefix}-postcode" style="width:120px"></div>`;

const checkout = doc(
  'Checkout - Bramble & Bloom',
  `${HEADER}
<main style="display:grid;grid-template-columns:1fr 300px;gap:16px;max-width:1200px">
  <div>
    <h1>Checkout</h1>
    <section class="box">
      <h2>Choose a delivery slot</h2>
      <div role="tablist" aria-label="Delivery day">
        ${SLOTS.map((d, i) => `<button type="button" role="tab" id="tab-${d.day}" aria-controls="p-${d.day}" aria-selected="${i === 0}">${d.label}</button>`).join('')}
      </div>
      ${SLOTS.map(
        (d, i) => `<div role="tabpanel" id="p-${d.day}" aria-labelledby="tab-${d.day}"${i === 0 ? '' : ' hidden'}>
        ${d.slots
          .map(
            ([v, label, price, full]) =>
              `<div><label><input type="radio" name="slot" value="${v}" data-price="${price}"${full ? ' disabled' : ''}> ${label}</label> <span class="note">${full ? 'Full' : `£${(price as number).toFixed(2)}`}</span></div>`,
          )
          .join('')}
      </div>`,
      ).join('')}
    </section>
    <section class="box">
      <fieldset><legend>Delivery address</legend>${addressFields('d')}</fieldset>
      <label><input type="checkbox" id="same" checked> Billing address is the same as delivery address</label>
      <fieldset id="billing" hidden><legend>Billing address</legend>${addressFields('b')}</fieldset>
      <div class="field"><textarea id="safe" rows="2" style="width:100%" placeholder="Where can we leave it? e.g. behind the side gate"></textarea></div>
    </section>
    <div class="box" id="errors" role="alert" hidden><ul id="error-list"></ul></div>
    <button type="button" class="main" id="continue" disabled>Continue to payment</button>
    <p class="good" id="done" hidden>Order details saved. Taking you to payment…</p>
  </div>
  <aside>
    <section class="box" aria-labelledby="sum-title">
      <h2 id="sum-title">Order summary</h2>
      <table>
        <tr><td>Lavender 'Hidcote' × 2</td><td>£25.98</td></tr>
        <tr><td>Mint 'Moroccan' × 2</td><td>£7.98</td></tr>
        <tr><td>Items</td><td>£33.96</td></tr>
        <tr><td>Delivery</td><td id="s-delivery">Choose a slot</td></tr>
        <tr><th>Total</th><th id="s-total">£33.96</th></tr>
      </table>
      <p class="note" id="s-slot"></p>
    </section>
  </aside>
</main>`,
  `
window.checkout = null;
$('#basket-count').textContent = '4';
$('#basket-btn').addEventListener('click', function () { location.href = '/garden/shop?basket=lavender:2,mint:2&open=1'; });
$('#search-form').addEventListener('submit', function (e) { e.preventDefault(); location.href = '/garden/shop?q=' + encodeURIComponent($('#q').value); });
$('#wish-link').addEventListener('click', function (e) { e.preventDefault(); });
function slotChanged() {
  var r = $('input[name=slot]:checked');
  if (!r) return;
  var price = Number(r.dataset.price);
  $('#s-delivery').textContent = '£' + price.toFixed(2);
  $('#s-total').textContent = '£' + (33.96 + price).toFixed(2);
  var panel = r.closest('[role=tabpanel]');
  $('#s-slot').textContent = 'Delivery: ' + $('#' + panel.getAttribute('aria-labelledby')).textContent + ', ' + r.parentNode.textContent.trim();
  $('#continue').disabled = false;
}
$$('input[name=slot]').forEach(function (r) { r.addEventListener('change', slotChanged); });
$('#same').addEventListener('change', function () { $('#billing').hidden = $('#same').checked; });
$('#continue').addEventListener('click', function () {
  var errs = [];
  [['d-name', 'Enter your full name'], ['d-line1', 'Enter the first line of the delivery address'], ['d-town', 'Enter the town'], ['d-postcode', 'Enter the delivery postcode']].forEach(function (f) { if (!$('#' + f[0]).value.trim()) errs.push(f[1]); });
  if (!$('#same').checked && !$('#b-line1').value.trim()) errs.push('Enter the first line of the billing address');
  $('#error-list').innerHTML = errs.map(function (x) { return '<li>' + x + '</li>'; }).join('');
  $('#errors').hidden = !errs.length;
  if (errs.length) return;
  window.checkout = { slot: $('input[name=slot]:checked').value, name: $('#d-name').value, postcode: $('#d-postcode').value, safe: $('#safe').value, billingSame: $('#same').checked, billingLine1: $('#b-line1').value };
  $('#done').hidden = false;
});
if (query.get('slot')) { var s = $('input[name=slot][value=' + query.get('slot') + ']'); var t = document.getElementById('tab-' + query.get('slot').split('-')[0]); if (t) t.click(); s.checked = true; slotChanged(); }
`,
);

export const gardenApp: CorpusApp = {
  name: 'garden',
  description:
    'Bramble & Bloom garden centre: plant cards with the same Add to basket and Wishlist buttons (one sold out), a placeholder-only search, sunlight and type checkboxes, an In stock only switch, a sort, a basket drawer with the same steppers and Remove buttons; a plant page with pot-size radios (one out of stock), a quantity field, a care accordion, Pairs-well-with cards with the same Add button and reviews in an open shadow root; a checkout with delivery-slot tabs, full slots, a computed total and Delivery/Billing fieldsets with the same field names.',
  routes: {
    '/garden/shop': () => shop,
    '/garden/plant': () => plant,
    '/garden/checkout': () => checkout,
  },
};
