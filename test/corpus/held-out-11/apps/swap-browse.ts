/**
 * Swapsy, browsing second-hand listings: a search box named only by its placeholder, a category menu, condition
 * checkboxes, min/max price fields named only by placeholders, a delivery radio group, a distance slider, a custom sort
 * listbox, a count, listing cards that all have a Save toggle (one sold), a saved counter in the header, and "Load more"
 * that answers a moment later.
 */

import { doc } from '../../page';

export const SWAP_HEADER = `<header class="bar">
  <span class="logo">Swapsy</span>
  <form id="sf" class="line" role="search"><input id="q" placeholder="Search for anything" style="width:260px"><button type="submit">Search</button></form>
  <nav><a href="/swap/browse">Browse</a><a href="#">Sell</a><a href="/swap/inbox">Inbox <span class="count" id="unread">3</span></a><a href="#saved">Saved (<span id="saved-n">2</span>)</a></nav>
</header>`;

export const LISTINGS = [
  ['I1', 'Brompton folding bike bag', 45, 'Like new', 1.2, 'Chorlton', 'Jess M.', 'both', 'bikes'],
  ['I2', 'Vintage teak sideboard', 180, 'Good', 3.4, 'Didsbury', 'Omar K.', 'collect', 'furniture'],
  ['I3', "Kids' balance bike", 25, 'Good', 0.8, 'Chorlton', 'Priya S.', 'collect', 'kids'],
  ['I4', 'Sony WH-1000XM4 headphones', 120, 'Like new', 5.6, 'Salford', 'Tom R.', 'post', 'electronics'],
  ['I5', 'IKEA Poäng armchair', 35, 'Fair', 2.2, 'Withington', 'Mina H.', 'collect', 'furniture'],
  ['I6', 'Road bike, 54 cm frame', 220, 'Good', 7.9, 'Stockport', 'Dev P.', 'collect', 'bikes'],
  ['I7', 'Ergobaby baby carrier', 40, 'New with tags', 1.9, 'Chorlton', 'Lena W.', 'post', 'kids'],
  ['I8', 'Nintendo Switch Lite, turquoise', 95, 'Good', 4.1, 'Levenshulme', 'Ash B.', 'both', 'electronics'],
  ['I9', 'Wooden high chair', 30, 'Good', 2.7, 'Fallowfield', 'Priya S.', 'collect', 'kids'],
  ['I10', 'Squier electric guitar', 150, 'Like new', 6.3, 'Sale', 'Rob C.', 'both', 'electronics'],
  ['I11', 'Cast-iron garden bench', 60, 'Fair', 9.2, 'Stretford', 'Jo T.', 'collect', 'furniture'],
] as const;

export const swapBrowse = doc(
  'Browse - Swapsy',
  `${SWAP_HEADER}
<main style="display:grid;grid-template-columns:240px 1fr;gap:16px;max-width:1200px">
  <aside>
    <section class="box" aria-label="Filters">
      <h2>Filters</h2>
      <fieldset><legend>Condition</legend>
        ${['New with tags', 'Like new', 'Good', 'Fair'].map((c) => `<label><input type="checkbox" name="cond" value="${c}"> ${c}</label><br>`).join('')}
      </fieldset>
      <fieldset><legend>Price</legend><div class="line"><input id="min" inputmode="numeric" placeholder="Min £" style="width:80px"><input id="max" inputmode="numeric" placeholder="Max £" style="width:80px"></div></fieldset>
      <fieldset><legend>Delivery</legend>
        <label><input type="radio" name="del" value="any" checked> Any</label><br>
        <label><input type="radio" name="del" value="collect"> Collection only</label><br>
        <label><input type="radio" name="del" value="post"> Can be posted</label></fieldset>
      <div class="field"><label for="dist">Distance</label><input type="range" id="dist" min="1" max="25" value="10"> <output id="dist-out">Within 10 miles</output></div>
    </section>
  </aside>
  <div>
    <h1 id="title">All listings near Chorlton</h1>
    <div class="line">
      <span class="pop"><button type="button" id="cat" aria-haspopup="menu" aria-controls="cat-menu" aria-expanded="false">All categories ▾</button></span>
      <span class="pop"><button type="button" id="sort" aria-haspopup="listbox" aria-controls="sort-list" aria-expanded="false">Sort: <span class="value">Newest</span></button>
        <ul role="listbox" id="sort-list" aria-label="Sort" hidden><li role="option" data-value="new" aria-selected="true">Newest</li><li role="option" data-value="low" aria-selected="false">Price: low to high</li><li role="option" data-value="high" aria-selected="false">Price: high to low</li><li role="option" data-value="near" aria-selected="false">Nearest first</li></ul></span>
      <span id="count" class="note" style="margin-left:auto"></span>
    </div>
    <div class="grid" id="cards" style="margin-top:10px"></div>
    <p><button type="button" id="more">Load more</button> <span id="more-busy" class="note" hidden>Loading…</span></p>
  </div>
</main>
<div role="menu" id="cat-menu" hidden>
  <button type="button" role="menuitem" data-cat="">All categories</button><button type="button" role="menuitem" data-cat="bikes">Bikes</button><button type="button" role="menuitem" data-cat="furniture">Furniture</button><button type="button" role="menuitem" data-cat="electronics">Electronics</button><button type="button" role="menuitem" data-cat="kids">Baby and kids</button>
</div>`,
  `
var ALL = ${JSON.stringify(LISTINGS)};
window.shown = 8; window.saved = ['I2', 'I6']; window.cat = ''; window.sortBy = 'new'; window.search = '';
var SOLD = ['I5'];
function render() {
  var conds = $$('input[name=cond]:checked').map(function (c) { return c.value; });
  var min = Number($('#min').value) || 0, max = Number($('#max').value) || Infinity;
  var del = $('input[name=del]:checked').value, dist = Number($('#dist').value);
  var list = ALL.slice(0, window.shown).filter(function (x) {
    return (!conds.length || conds.indexOf(x[3]) >= 0) && x[2] >= min && x[2] <= max && (del === 'any' || x[7] === del || x[7] === 'both') && x[4] <= dist &&
      (!window.cat || x[8] === window.cat) && (!window.search || x[1].toLowerCase().indexOf(window.search.toLowerCase()) >= 0);
  });
  if (window.sortBy === 'low') list.sort(function (a, b) { return a[2] - b[2]; });
  if (window.sortBy === 'high') list.sort(function (a, b) { return b[2] - a[2]; });
  if (window.sortBy === 'near') list.sort(function (a, b) { return a[4] - b[4]; });
  $('#dist-out').textContent = 'Within ' + dist + (dist === 1 ? ' mile' : ' miles');
  $('#count').textContent = list.length + (list.length === 1 ? ' item' : ' items');
  $('#cards').innerHTML = list.length ? list.map(function (x) {
    var sold = SOLD.indexOf(x[0]) >= 0, on = window.saved.indexOf(x[0]) >= 0;
    return '<article class="card item" data-id="' + x[0] + '"><h3><a href="/swap/item?id=' + x[0] + '">' + x[1] + '</a></h3><p><strong>£' + x[2] + '</strong> · <span class="tag">' + x[3] + '</span>' + (sold ? ' <span class="tag" style="background:#333;color:#fff">Sold</span>' : '') + '</p>' +
      '<p class="note">' + x[4] + ' miles · ' + x[5] + ' · ' + x[6] + '</p><p class="note">' + (x[7] === 'collect' ? 'Collection only' : x[7] === 'post' ? 'Can be posted' : 'Collection or post') + '</p>' +
      '<button type="button" class="save" aria-label="Save" aria-pressed="' + on + '"' + (sold ? ' disabled' : '') + '>' + (on ? '♥ Saved' : '♡ Save') + '</button></article>';
  }).join('') : '<p>No listings match your filters.</p>';
  $$('.item .save').forEach(function (b) {
    b.addEventListener('click', function () {
      var id = b.closest('.item').dataset.id, i = window.saved.indexOf(id);
      if (i >= 0) window.saved.splice(i, 1); else window.saved.push(id);
      $('#saved-n').textContent = String(window.saved.length);
      render();
    });
  });
  $('#more').hidden = window.shown >= ALL.length;
}
$$('input[name=cond], input[name=del]').forEach(function (x) { x.addEventListener('change', render); });
$$('#min, #max').forEach(function (x) { x.addEventListener('input', render); x.addEventListener('change', render); });
$('#dist').addEventListener('input', render); $('#dist').addEventListener('change', render);
$('#sort-list').addEventListener('chosen', function (e) { window.sortBy = e.detail; render(); });
$$('#cat-menu [role=menuitem]').forEach(function (m) {
  m.addEventListener('click', function () {
    closeMenus(); window.cat = m.dataset.cat;
    $('#cat').textContent = m.textContent + ' ▾';
    $('#title').textContent = (window.cat ? m.textContent : 'All listings') + ' near Chorlton';
    render();
  });
});
$('#sf').addEventListener('submit', function (e) {
  e.preventDefault(); window.search = $('#q').value.trim();
  $('#title').textContent = window.search ? 'Results for "' + window.search + '"' : 'All listings near Chorlton';
  render();
});
$('#more').addEventListener('click', function () {
  $('#more').disabled = true; $('#more-busy').hidden = false;
  setTimeout(function () { window.shown = ALL.length; $('#more').disabled = false; $('#more-busy').hidden = true; render(); }, 1000);
});
if (query.get('q')) { $('#q').value = query.get('q'); window.search = query.get('q'); $('#title').textContent = 'Results for "' + window.search + '"'; }
if (query.get('more')) window.shown = ALL.length;
render();
`,
);
