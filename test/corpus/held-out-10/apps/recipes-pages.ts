/**
 * Pinch & Pan, its recipe page (`?r=chicken`, `?r=curry`: a servings stepper that rescales the ingredients, metric and
 * US radios, "I have this" checkboxes and an add-the-rest button whose count follows them, Method / Nutrition / Reviews
 * tabs, the same "Start timer" button in two method steps, a share menu, a print dialog, a cook-mode switch, a
 * review form with a star rating, and a how-to video in an iframe) and the shopping list (aisle groups, a checkbox and
 * the same Remove button on every item, Undo, a placeholder-only add field, a hide-bought switch, a recipe filter, an
 * estimated cost and a share dialog).
 */

import { doc, frame, starRating, stepper } from '../../page';
import { FULL, RECIPES } from './recipes-data';

export const RECIPES_HEADER = `<header class="bar">
  <span class="logo">Pinch &amp; Pan</span>
  <form id="search" role="search" action="/recipes/browse"><input id="q" name="q" type="search" placeholder="Search recipes" style="width:220px"></form>
  <nav><a href="/recipes/browse">Recipes</a><a href="/recipes/list">Shopping list (<span id="list-count">9</span>)</a><a href="#">Saved (<span id="saved-count">2</span>)</a></nav>
</header>`;

const REVIEWS: Record<string, [string, number, string][]> = {
  chicken: [
    ['Sam K.', 5, "Best roast I've made. The gravy is a keeper."],
    ['Joanne', 4, 'Lovely, but it needed 10 more minutes in my oven.'],
    ['Dev', 3, 'A bit too lemony for the kids.'],
  ],
  curry: [
    ['Ella', 5, 'Quick, cheap and the kids ate the spinach!'],
    ['Marco', 4, 'I added a tin of tomatoes as well.'],
  ],
};

const VIDEO = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<p style="margin:0"><b>How to carve a roast chicken</b> · 3:42</p>
<p><button type="button" id="play" aria-label="Play">▶</button> <span id="state">Paused</span></p>
<p>Chapters: <button type="button" class="ch">Resting the bird</button> <button type="button" class="ch">Legs and wings</button> <button type="button" class="ch">Slicing the breast</button></p>
<p id="now">Now showing: Introduction</p>
<script>
var playing = false;
document.getElementById('play').addEventListener('click', function () {
  playing = !playing;
  this.setAttribute('aria-label', playing ? 'Pause' : 'Play');
  this.textContent = playing ? '❚❚' : '▶';
  document.getElementById('state').textContent = playing ? 'Playing' : 'Paused';
});
Array.prototype.forEach.call(document.querySelectorAll('.ch'), function (b) {
  b.addEventListener('click', function () { document.getElementById('now').textContent = 'Now showing: ' + b.textContent; });
});
</script></body></html>`;

export function recipePage(id: string): string {
  const card = RECIPES.find((r) => r.id === id) ?? RECIPES.find((r) => r.id === 'chicken')!;
  const full = FULL[card.id];
  if (!full) {
    return doc(
      `${card.name} - Pinch & Pan`,
      `${RECIPES_HEADER}<main><h1>${card.name}</h1><p class="note">${card.mins} min · Serves ${card.serves}</p><p>The full method for this recipe is coming soon.</p></main>`,
    );
  }
  const reviews = REVIEWS[card.id] ?? [];
  return doc(
    `${card.name} - Pinch & Pan`,
    `${RECIPES_HEADER}
<main style="max-width:980px">
  <nav aria-label="Breadcrumb" class="note"><a href="/recipes/browse">Recipes</a> › <a href="/recipes/browse?meal=${card.meal}">${card.meal}</a> › ${card.name}</nav>
  <h1>${card.name}</h1>
  <p class="note">Prep ${full.prep} · Cook ${full.cook} · Serves ${full.serves} · ${full.level}</p>
  <p><span aria-label="Rated ${card.rating} out of 5">★ ${card.rating}</span> (${card.ratings} ratings)</p>
  <div class="line">
    <button type="button" id="save" aria-pressed="false">♡ Save recipe</button>
    <button type="button" id="print">Print</button>
    <span class="pop"><button type="button" id="share" aria-haspopup="menu" aria-expanded="false" aria-controls="share-menu">Share</button>
      <div role="menu" id="share-menu" hidden><button type="button" role="menuitem" data-share="link">Copy link</button><button type="button" role="menuitem" data-share="email">Email</button><button type="button" role="menuitem" data-share="whatsapp">WhatsApp</button></div></span>
    <span id="cook-label" style="margin-left:auto">Keep my screen on while cooking</span><button type="button" role="switch" id="cook" aria-checked="false" aria-labelledby="cook-label"></button>
  </div>
  <section class="box">
    <h2>Ingredients</h2>
    <div class="line"><span>Servings</span> ${stepper('servings', 'Servings', full.serves, 1, 12)}
      <fieldset style="margin:0 0 0 20px;padding:2px 10px"><legend>Units</legend>
        <label><input type="radio" name="units" value="metric" checked> Metric</label> <label><input type="radio" name="units" value="us"> US cups</label></fieldset></div>
    <p class="note">Tick anything you already have.</p>
    <ul id="ing" style="list-style:none;padding:0"></ul>
    <button type="button" class="main" id="add-rest"></button>
  </section>
  <div role="tablist" aria-label="Recipe">
    <button type="button" role="tab" id="t-method" aria-controls="p-method" aria-selected="true">Method</button>
    <button type="button" role="tab" id="t-nutrition" aria-controls="p-nutrition" aria-selected="false">Nutrition</button>
    <button type="button" role="tab" id="t-reviews" aria-controls="p-reviews" aria-selected="false">Reviews (${reviews.length})</button>
  </div>
  <div role="tabpanel" id="p-method" aria-labelledby="t-method"><ol>
    ${full.method.map((m, i) => `<li class="step" data-i="${i}"><p>${m.text}</p>${m.timer ? `<p><button type="button" class="timer-btn" data-min="${m.timer}">Start timer</button> <span class="timer" role="timer">${m.timer}:00</span></p>` : ''}</li>`).join('')}
  </ol></div>
  <div role="tabpanel" id="p-nutrition" aria-labelledby="t-nutrition" hidden>
    <table style="max-width:360px"><caption style="text-align:left">Per serving</caption><tbody>${full.nutrition.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>
  </div>
  <div role="tabpanel" id="p-reviews" aria-labelledby="t-reviews" hidden>
    ${reviews.map(([by, stars, text]) => `<div class="card"><p><span aria-label="${stars} out of 5 stars">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</span> <b>${by}</b></p><p>${text}</p></div>`).join('')}
    <section class="box" id="review-form"><h3>Write a review</h3>
      <p id="rate-label">Your rating</p>${starRating('Your rating', 'rate')}
      <p class="err" id="rate-err" hidden>Choose a star rating</p>
      <div class="field"><label for="review">Your review</label><textarea id="review" rows="3" style="width:100%"></textarea></div>
      <fieldset><legend>Did you change the recipe?</legend><label><input type="radio" name="changed" value="yes"> Yes</label> <label><input type="radio" name="changed" value="no"> No</label></fieldset>
      <button type="button" class="main" id="post">Post review</button>
    </section>
    <p class="good" id="thanks" role="status" hidden>Thanks for your review! It will appear once it has been checked.</p>
  </div>
  ${card.id === 'chicken' ? `<section class="box"><h2>Video: carving the chicken</h2>${frame('How to carve a roast chicken', VIDEO, 150)}</section>` : ''}
</main>
<div class="shade" id="print-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="print-title">
    <h2 id="print-title">Print recipe</h2>
    <label><input type="checkbox" id="p-photos" checked> Include photos</label><br>
    <label><input type="checkbox" id="p-nutri"> Include nutrition</label>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="print-go">Print</button></div>
  </div>
</div>`,
    `
var full = ${JSON.stringify(full)};
window.addedToList = null;
window.timers = {};
window.review = null;
window.printed = null;
window.shared = null;
function fmt(n) { return String(Math.round(n * 100) / 100); }
function servings() { return Number($('#servings').dataset.value); }
function renderIng() {
  var us = $('input[name=units]:checked').value === 'us';
  var k = servings() / full.serves;
  var had = $$('#ing .have').map(function (c) { return c.checked; });
  $('#ing').innerHTML = full.ingredients.map(function (g, i) {
    var amt = fmt((us ? g[3] : g[0]) * k), unit = us ? g[4] : g[1];
    return '<li><label><input type="checkbox" class="have" data-i="' + i + '"' + (had[i] ? ' checked' : '') + '> <span class="amt">' + amt + (unit ? ' ' + unit : '') + '</span> ' + g[2] + '</label></li>';
  }).join('');
  addLabel();
}
function missing() { return $$('#ing .have').filter(function (c) { return !c.checked; }).map(function (c) { return full.ingredients[Number(c.dataset.i)][2]; }); }
function addLabel() {
  var n = missing().length;
  $('#add-rest').textContent = n ? 'Add ' + n + (n === 1 ? ' ingredient' : ' ingredients') + ' to shopping list' : 'Nothing to add';
  $('#add-rest').disabled = !n;
}
$('#ing').addEventListener('change', addLabel);
$('#servings').addEventListener('stepped', renderIng);
$$('input[name=units]').forEach(function (r) { r.addEventListener('change', renderIng); });
$('#add-rest').addEventListener('click', function () {
  window.addedToList = missing();
  $('#list-count').textContent = String(9 + window.addedToList.length);
  toast('Added ' + window.addedToList.length + ' ingredients to your shopping list', 'View list', function () { location.href = '/recipes/list'; });
});
$('#save').addEventListener('click', function () {
  var on = $('#save').getAttribute('aria-pressed') !== 'true';
  $('#save').setAttribute('aria-pressed', String(on));
  $('#save').textContent = on ? '♥ Saved' : '♡ Save recipe';
  $('#saved-count').textContent = on ? '3' : '2';
});
$$('[data-share]').forEach(function (b) { b.addEventListener('click', function () { window.shared = b.dataset.share; closeMenus(); toast(b.dataset.share === 'link' ? 'Link copied' : 'Opening ' + b.textContent + '…'); }); });
$('#print').addEventListener('click', function () { showDialog('print-dlg'); });
$('#print-go').addEventListener('click', function () { window.printed = { photos: $('#p-photos').checked, nutrition: $('#p-nutri').checked }; hideDialog('print-dlg'); toast('Sent to your printer'); });
$$('.timer-btn').forEach(function (b) {
  var left = Number(b.dataset.min) * 60, tick = null;
  var i = b.closest('.step').dataset.i;
  var out = b.parentNode.querySelector('.timer');
  b.addEventListener('click', function () {
    if (tick) { clearInterval(tick); tick = null; b.textContent = 'Resume timer'; window.timers[i] = false; return; }
    window.timers[i] = true;
    b.textContent = 'Pause timer';
    tick = setInterval(function () { left -= 1; out.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0'); }, 1000);
  });
});
$('#post').addEventListener('click', function () {
  var stars = Number($('#rate').dataset.value);
  $('#rate-err').hidden = stars > 0;
  if (!stars) return;
  var ch = $('input[name=changed]:checked');
  window.review = { stars: stars, text: $('#review').value, changed: ch ? ch.value : null };
  $('#review-form').hidden = true;
  $('#thanks').hidden = false;
});
renderIng();
if (query.get('servings')) { $('#servings').dataset.value = query.get('servings'); $('#servings output').textContent = query.get('servings'); renderIng(); }
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
  );
}

const ITEMS = [
  ['lemons', '2 lemons', 'Fruit & veg', 'chicken', 0.9, false],
  ['potatoes', '800 g new potatoes', 'Fruit & veg', 'chicken', 1.2, false],
  ['spinach', '200 g spinach', 'Fruit & veg', 'curry', 1.5, true],
  ['limes', '2 limes', 'Fruit & veg', 'tacos', 0.6, false],
  ['chicken', '1.6 kg whole chicken', 'Meat & fish', 'chicken', 6.5, false],
  ['cod', '4 cod fillets', 'Meat & fish', 'tacos', 7.2, false],
  ['butter', '30 g butter', 'Dairy & eggs', 'chicken', 1.1, true],
  ['cream', '150 ml soured cream', 'Dairy & eggs', 'tacos', 0.95, false],
  ['chickpeas', '2 tins chickpeas', 'Cupboard', 'curry', 1.3, false],
  ['coconut', '400 ml coconut milk', 'Cupboard', 'curry', 1.45, false],
  ['tortillas', '8 corn tortillas', 'Cupboard', 'tacos', 1.8, false],
];

export const shoppingList = doc(
  'Shopping list - Pinch & Pan',
  `${RECIPES_HEADER}
<main style="max-width:820px">
  <div class="line"><h1 style="margin-right:auto">Shopping list</h1><button type="button" id="share-list">Share list</button></div>
  <p id="summary" role="status"></p>
  <form id="add-form" class="line"><input id="new-item" placeholder="Add an item, e.g. 2 lemons" style="width:280px"><button type="submit">Add</button></form>
  <div class="line" style="margin:10px 0">
    <label for="from">Show items for</label>
    <select id="from"><option value="">All recipes</option><option value="chicken">Lemon &amp; herb roast chicken</option><option value="curry">Chickpea &amp; spinach curry</option><option value="tacos">Fish tacos with lime slaw</option><option value="mine">Added by me</option></select>
    <span id="hide-label" style="margin-left:auto">Hide bought items</span><button type="button" role="switch" id="hide" aria-checked="false" aria-labelledby="hide-label"></button>
  </div>
  <div id="groups"></div>
  <p>Estimated cost of what's left to buy: <strong id="cost"></strong></p>
  <button type="button" id="clear">Clear bought items</button>
</main>
<div class="shade" id="share-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="share-title">
    <h2 id="share-title">Share your shopping list</h2>
    <div class="field"><label for="share-email">Email address</label><input id="share-email" type="email" style="width:100%"></div>
    <p class="err" id="share-err" hidden>Enter an email address</p>
    <label><input type="checkbox" id="share-bought"> Include bought items</label>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="share-send">Send list</button></div>
  </div>
</div>`,
  `
var AISLES = ['Fruit & veg', 'Meat & fish', 'Dairy & eggs', 'Cupboard', 'Other'];
var NAMES = { chicken: 'Lemon & herb roast chicken', curry: 'Chickpea & spinach curry', tacos: 'Fish tacos with lime slaw', mine: 'Added by me' };
window.items = ${JSON.stringify(ITEMS)}.map(function (x) { return { id: x[0], text: x[1], aisle: x[2], from: x[3], price: x[4], bought: x[5] }; });
window.sharedTo = null;
var n = 0;
function render() {
  var from = $('#from').value, hide = $('#hide').getAttribute('aria-checked') === 'true';
  var shown = window.items.filter(function (x) { return (!from || x.from === from) && (!hide || !x.bought); });
  $('#groups').innerHTML = AISLES.map(function (a) {
    var list = shown.filter(function (x) { return x.aisle === a; });
    if (!list.length) return '';
    return '<section class="box aisle"><h2 style="margin:0 0 6px">' + a + '</h2><ul style="list-style:none;padding:0;margin:0">' + list.map(function (x) {
      return '<li class="item line" data-id="' + x.id + '"><label style="flex:1"><input type="checkbox" class="got"' + (x.bought ? ' checked' : '') + '> <span' + (x.bought ? ' style="text-decoration:line-through"' : '') + '>' + x.text + '</span></label><span class="note">' + NAMES[x.from] + '</span><button type="button" class="rm" aria-label="Remove">✕</button></li>';
    }).join('') + '</ul></section>';
  }).join('') || '<p>Nothing to show.</p>';
  var bought = window.items.filter(function (x) { return x.bought; }).length;
  $('#summary').textContent = window.items.length + ' items · ' + bought + ' bought';
  $('#list-count').textContent = String(window.items.length - bought);
  $('#cost').textContent = '£' + window.items.filter(function (x) { return !x.bought; }).reduce(function (s, x) { return s + x.price; }, 0).toFixed(2);
  $$('.item').forEach(function (li) {
    var x = window.items.filter(function (y) { return y.id === li.dataset.id; })[0];
    $('.got', li).addEventListener('change', function () { x.bought = $('.got', li).checked; render(); });
    $('.rm', li).addEventListener('click', function () {
      var at = window.items.indexOf(x);
      window.items.splice(at, 1);
      render();
      toast('Removed ' + x.text, 'Undo', function () { window.items.splice(at, 0, x); render(); });
    });
  });
}
$('#add-form').addEventListener('submit', function (e) {
  e.preventDefault();
  var text = $('#new-item').value.trim();
  if (!text) return;
  n += 1;
  window.items.push({ id: 'mine-' + n, text: text, aisle: 'Other', from: 'mine', price: 0, bought: false });
  $('#new-item').value = '';
  render();
});
$('#from').addEventListener('change', render);
$('#hide').addEventListener('flip', render);
$('#clear').addEventListener('click', function () {
  var gone = window.items.filter(function (x) { return x.bought; }).length;
  window.items = window.items.filter(function (x) { return !x.bought; });
  render();
  toast('Cleared ' + gone + ' bought ' + (gone === 1 ? 'item' : 'items'));
});
$('#share-list').addEventListener('click', function () { showDialog('share-dlg'); });
$('#share-send').addEventListener('click', function () {
  var to = $('#share-email').value.trim();
  $('#share-err').hidden = !!to;
  if (!to) return;
  window.sharedTo = { email: to, bought: $('#share-bought').checked };
  hideDialog('share-dlg');
  toast('Shopping list sent to ' + to);
});
render();
if (query.get('share') === '1') showDialog('share-dlg');
`,
);
