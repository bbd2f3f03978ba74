/**
 * Pinch & Pan, a recipe site with a shopping list: the browse page has meal tabs (buttons that filter, no panels),
 * diet checkboxes, a "Ready in" slider with its output, a sort select, a placeholder-only search, a recipe count, a
 * "Load more recipes" button that answers after a moment, and recipe cards that all have the same "Save recipe" heart
 * and "Add to shopping list" button (a toast with Undo), with saved and list counters in the header. The recipe page
 * and the shopping list are in `recipes-pages.ts`.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { RECIPES } from './recipes-data';
import { RECIPES_HEADER, recipePage, shoppingList } from './recipes-pages';

const browse = doc(
  'Recipes - Pinch & Pan',
  `${RECIPES_HEADER}
<main style="display:grid;grid-template-columns:210px 1fr;gap:16px;max-width:1200px">
  <aside>
    <fieldset><legend>Diet</legend>
      <label><input type="checkbox" name="diet" value="Vegetarian"> Vegetarian</label><br>
      <label><input type="checkbox" name="diet" value="Vegan"> Vegan</label><br>
      <label><input type="checkbox" name="diet" value="Gluten-free"> Gluten-free</label>
    </fieldset>
    <div class="field"><label for="time">Ready in</label><input type="range" id="time" min="10" max="120" step="5" value="120" style="width:180px">
      <output id="time-out" for="time">Up to 120 min</output></div>
  </aside>
  <section>
    <h1 id="heading">Recipes</h1>
    <div role="tablist" aria-label="Meal">
      ${['All', 'Breakfast', 'Mains', 'Desserts'].map((m, i) => `<button type="button" role="tab" data-meal="${m}" aria-selected="${i === 0}">${m}</button>`).join('')}
    </div>
    <div class="line"><span id="count" role="status"></span>
      <span style="margin-left:auto"><label for="sort">Sort by</label>
      <select id="sort"><option value="popular">Most popular</option><option value="quick">Quickest first</option><option value="rated">Highest rated</option></select></span></div>
    <div class="grid" id="cards" style="margin-top:10px"></div>
    <p><button type="button" id="more">Load more recipes</button> <span id="loading" class="note" hidden>Loading more recipes…</span></p>
  </section>
</main>`,
  `
var recipes = ${JSON.stringify(RECIPES)};
window.saved = ['shakshuka', 'toffee'];
window.listAdds = [];
var meal = 'All', loaded = false;
function rec(id) { return recipes.filter(function (r) { return r.id === id; })[0]; }
function listCount() { return 9 + window.listAdds.reduce(function (n, id) { return n + rec(id).ingredients; }, 0); }
function render() {
  var diets = $$('input[name=diet]:checked').map(function (c) { return c.value; });
  var max = Number($('#time').value);
  var s = $('#q').value.trim().toLowerCase();
  var list = recipes.filter(function (r) {
    return (loaded || !r.later) && (meal === 'All' || r.meal === meal) && r.mins <= max && diets.every(function (d) { return r.diets.indexOf(d) >= 0; }) && (!s || r.name.toLowerCase().indexOf(s) >= 0);
  });
  var total = recipes.filter(function (r) {
    return (meal === 'All' || r.meal === meal) && r.mins <= max && diets.every(function (d) { return r.diets.indexOf(d) >= 0; }) && (!s || r.name.toLowerCase().indexOf(s) >= 0);
  }).length;
  var sort = $('#sort').value;
  if (sort === 'popular') list.sort(function (a, b) { return b.ratings - a.ratings; });
  if (sort === 'quick') list.sort(function (a, b) { return a.mins - b.mins; });
  if (sort === 'rated') list.sort(function (a, b) { return b.rating - a.rating; });
  $('#heading').textContent = s ? 'Recipes matching “' + $('#q').value.trim() + '”' : 'Recipes';
  $('#count').textContent = list.length < total ? 'Showing ' + list.length + ' of ' + total + ' recipes' : list.length + (list.length === 1 ? ' recipe' : ' recipes');
  $('#more').hidden = loaded;
  $('#time-out').textContent = 'Up to ' + max + ' min';
  $('#cards').innerHTML = list.map(function (r) {
    var on = window.saved.indexOf(r.id) >= 0;
    return '<article class="card recipe" data-id="' + r.id + '"><h3 style="margin:0"><a href="/recipes/recipe?r=' + r.id + '">' + r.name + '</a></h3>' +
      '<p class="note">' + r.mins + ' min · Serves ' + r.serves + ' · <span aria-label="Rated ' + r.rating + ' out of 5">★ ' + r.rating + '</span> (' + r.ratings + ')</p>' +
      '<p>' + r.diets.map(function (d) { return '<span class="tag">' + d + '</span>'; }).join(' ') + '</p>' +
      '<div class="line"><button type="button" class="add">Add to shopping list</button><button type="button" class="save" aria-label="Save recipe" aria-pressed="' + on + '">' + (on ? '♥' : '♡') + '</button></div></article>';
  }).join('') || '<p>No recipes match. Try removing a filter.</p>';
  $('#saved-count').textContent = String(window.saved.length);
  $('#list-count').textContent = String(listCount());
  $$('.recipe').forEach(function (c) {
    var r = rec(c.dataset.id);
    $('.save', c).addEventListener('click', function () {
      var i = window.saved.indexOf(r.id);
      if (i >= 0) window.saved.splice(i, 1); else window.saved.push(r.id);
      render();
    });
    $('.add', c).addEventListener('click', function () {
      window.listAdds.push(r.id);
      render();
      toast('Added ' + r.ingredients + ' ingredients from ' + r.name + ' to your shopping list', 'Undo', function () { window.listAdds.pop(); render(); });
    });
  });
}
$$('[role=tab][data-meal]').forEach(function (t) { t.addEventListener('click', function () { meal = t.dataset.meal; render(); }); });
$$('input[name=diet]').forEach(function (c) { c.addEventListener('change', render); });
$('#time').addEventListener('input', render);
$('#time').addEventListener('change', render);
$('#sort').addEventListener('change', render);
$('#search').addEventListener('submit', function (e) { e.preventDefault(); render(); });
$('#more').addEventListener('click', function () {
  $('#loading').hidden = false;
  $('#more').disabled = true;
  setTimeout(function () { loaded = true; $('#loading').hidden = true; $('#more').disabled = false; render(); }, 1200);
});
if (query.get('meal')) $('[data-meal="' + query.get('meal') + '"]').click();
if (query.get('more') === '1') loaded = true;
if (query.get('q')) $('#q').value = query.get('q');
render();
`,
);

export const recipesApp: CorpusApp = {
  name: 'recipes',
  description:
    'Pinch & Pan recipes: a browse page (meal tabs that filter, diet checkboxes, a Ready in slider, a sort, a placeholder-only search, a count, a delayed Load more, cards with the same Save recipe and Add to shopping list buttons, a toast with Undo, header counters); a recipe page (a servings stepper that rescales the ingredients, metric/US radios, ingredient checkboxes and an add-the-rest button whose count follows them, method/nutrition/reviews tabs, the same Start timer button in two steps, a share menu, a print dialog, a cook-mode switch, a star-rating review form with an error, a how-to video in an iframe); a shopping list grouped by aisle (checkboxes, the same Remove button on every item with Undo, a placeholder-only add field, a hide-bought switch, a recipe filter, an estimated cost, a share dialog).',
  routes: {
    '/recipes/browse': () => browse,
    '/recipes/recipe': ({ url }) => recipePage(url.searchParams.get('r') ?? 'chicken'),
    '/recipes/list': () => shoppingList,
  },
};
