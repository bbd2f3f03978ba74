/**
 * `mealkit`: Forkful, a meal-kit planner on one page: a delivery banner, People and Recipes per week steppers whose
 * buttons are all Decrease/Increase, diet checkboxes, a placeholder-only search submitted with Enter, a sort select,
 * recipe cards with the same Add, Remove and Recipe details buttons (one premium, one sold out, three in the box), a
 * box limit with its error, a recipe dialog with an ingredients accordion and a swap radio, a custom delivery-day
 * listbox with an unavailable day, a Skip this week switch, a chef's pick that appears late, a shopping list in an
 * iframe and a rating of last week's box in a shadow root.
 */

import { doc, frame, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const RECIPES = [
  ['salmon', 'Miso Glazed Salmon', 25, 610, 'Pescatarian', '', true, false],
  ['chickpea', 'Chickpea & Spinach Curry', 30, 540, 'Vegan', '', true, false],
  ['halloumi', 'Crispy Halloumi Tacos', 20, 720, 'Vegetarian', '', false, false],
  ['ragu', 'Beef Ragu Pappardelle', 40, 810, '', 'Premium +£3.50', false, false],
  ['thai', 'Thai Green Chicken Curry', 35, 650, '', '', true, false],
  ['risotto', 'Mushroom Risotto', 45, 580, 'Vegetarian · Gluten-free', '', false, false],
  ['tofu', 'Teriyaki Tofu Bowls', 15, 490, 'Vegan', 'Sold out', false, true],
  ['kofta', 'Lamb Kofta Flatbreads', 30, 700, '', '', false, false],
] as const;

const menu = doc(
  "This week's menu – Forkful",
  `<header class="bar"><span class="logo">Forkful</span>
<nav aria-label="Main"><a href="/mealkit">Menu</a><a href="/mealkit#plan">My plan</a><a href="/mealkit#account">Account</a></nav>
<a href="/mealkit#box" id="box-link">Box <span class="count" id="box-count">3</span></a></header>
<main>
<p class="tag" id="delivery-banner">Next delivery: Thursday 10 December · Edit by Sunday 6 December, 23:59</p>
<h1>This week's menu</h1>
<section class="box" id="plan" aria-label="Your plan"><h2>Your plan</h2>
<div class="line"><span>People</span> ${stepper('people', 'People', 2, 1, 6)} <span>Recipes per week</span> ${stepper('per-week', 'Recipes per week', 3, 2, 5)}</div>
<p id="price">£4.49 per serving · £26.94 a week</p>
<p id="chosen">3 of 3 recipes chosen</p>
<div class="field"><span class="name" id="day-l">Delivery day</span><div class="pop"><button type="button" id="day-btn" aria-haspopup="listbox" aria-expanded="false" aria-controls="day-list" aria-labelledby="day-l day-btn"><span class="value">Thursday</span> ▾</button>
<ul role="listbox" id="day-list" aria-labelledby="day-l" hidden>
<li role="option" data-value="Tuesday" aria-selected="false">Tuesday</li><li role="option" data-value="Wednesday" aria-selected="false">Wednesday</li><li role="option" data-value="Thursday" aria-selected="true">Thursday</li><li role="option" data-value="Friday" aria-selected="false">Friday</li><li role="option" data-value="Saturday" aria-selected="false" aria-disabled="true" data-label="Saturday">Saturday (unavailable)</li></ul></div></div>
<p><span id="l-skip">Skip this week</span> <button type="button" role="switch" id="sw-skip" aria-checked="false" aria-labelledby="l-skip"></button></p>
<button type="button" class="main" id="save-plan">Save my plan</button></section>
<section class="box" aria-label="Filters"><div class="line">
<input id="search" type="search" placeholder="Search recipes">
<label><input type="checkbox" class="diet" value="Vegetarian"> Vegetarian</label>
<label><input type="checkbox" class="diet" value="Vegan"> Vegan</label>
<label><input type="checkbox" class="diet" value="Gluten-free"> Gluten-free</label>
<label><input type="checkbox" id="quick"> Under 30 minutes</label>
<label for="sort">Sort by</label><select id="sort"><option value="rec">Recommended</option><option value="quick">Quickest first</option><option value="kcal">Fewest calories</option></select></div>
<p id="shown" class="note">Showing 8 recipes</p></section>
<p id="chef" class="note">Finding this week's chef's pick…</p>
<p id="box-err" class="err" role="alert"></p>
<div class="grid" id="recipes">
${RECIPES.map(
  ([
    key,
    name,
    mins,
    kcal,
    diet,
    flag,
    inBox,
    soldOut,
  ]) => `<article class="card recipe" data-key="${key}" data-mins="${mins}" data-kcal="${kcal}" data-diet="${diet}" aria-label="${name}">
<h3>${name}</h3><p class="note">${mins} min · ${kcal} kcal${diet ? ` · ${diet}` : ''}</p>${flag ? `<span class="tag">${flag}</span>` : ''}
<p class="inbox" ${inBox ? '' : 'hidden'}><strong>In your box</strong></p>
<div class="line"><button type="button" class="main add" ${inBox ? 'hidden' : ''} ${soldOut ? 'disabled' : ''}>Add</button><button type="button" class="remove" ${inBox ? '' : 'hidden'}>Remove</button><button type="button" class="info" aria-label="Recipe details">ⓘ</button></div></article>`,
).join('')}
</div>
<section class="box"><h2>Shopping list</h2>${frame(
    'Pantry shopping list',
    `<body style="font:14px system-ui;margin:8px"><p>You'll need from your cupboard:</p><label><input type="checkbox" id="oil"> Olive oil</label><br><label><input type="checkbox" id="salt"> Salt</label><br><label><input type="checkbox" id="butter"> Butter</label><br><label><input type="checkbox" id="rice"> Rice</label><p><button type="button" id="copy">Copy list</button> <span id="copied"></span></p><script>document.getElementById('copy').onclick=function(){document.getElementById('copied').textContent='Copied 4 items'}</script></body>`,
    170,
  )}</section>
<section class="box"><h2>Last week's box</h2><box-rating id="rating"></box-rating></section>
</main>
<div class="shade" id="d-info" hidden><div role="dialog" aria-modal="true" aria-labelledby="di-h"><h2 id="di-h">Recipe</h2><p id="di-meta" class="note"></p>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="di-ing" id="di-ing-btn">Ingredients</button></h3><ul id="di-ing" hidden></ul>
<p id="di-allergens"></p>
<fieldset id="di-swap"><legend>Customise</legend><label><input type="radio" name="swap" value="none" checked> Keep as is</label><br><label><input type="radio" name="swap" value="swap"> <span id="di-swap-label"></span></label></fieldset>
<div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="di-add">Add to box</button></div></div></div>`,
  `var DETAILS = {
  salmon: ['Salmon fillets, white miso, honey, pak choi, jasmine rice', 'Fish, Soy, Sesame', 'Swap salmon for chicken thighs (+£1.50)'],
  chickpea: ['Chickpeas, spinach, coconut milk, curry paste, basmati rice', 'Mustard', 'Add paneer (+£2.00)'],
  halloumi: ['Halloumi, tortillas, red cabbage, lime, chipotle mayo', 'Milk, Egg, Gluten', 'Swap halloumi for chicken (+£1.00)'],
  ragu: ['Beef mince, pappardelle, tomatoes, red wine stock, parmesan', 'Gluten, Egg, Milk, Celery', 'Double the beef (+£3.00)'],
  thai: ['Chicken breast, green curry paste, coconut milk, green beans, rice', 'Fish, Crustaceans', 'Swap chicken for king prawns (+£2.50)'],
  risotto: ['Arborio rice, chestnut mushrooms, parmesan, thyme, white wine', 'Milk, Sulphites', 'Add truffle oil (+£1.00)'],
  tofu: ['Tofu, teriyaki sauce, edamame, carrot, sushi rice', 'Soy, Sesame, Gluten', 'Double the tofu (+£1.00)'],
  kofta: ['Lamb mince, flatbreads, tzatziki, cucumber, sumac', 'Gluten, Milk', 'Swap lamb for beef (+£0.00)']
};
window.kit = { box: ['salmon', 'chickpea', 'thai'], day: 'Thursday', saved: 0, swaps: {}, rating: null, searched: null };
function names(k) { return $('[data-key=' + k + '] h3').textContent; }
function sync() {
  var limit = Number($('#per-week').dataset.value);
  var people = Number($('#people').dataset.value);
  $$('.recipe').forEach(function (c) {
    var on = kit.box.indexOf(c.dataset.key) >= 0;
    $('.inbox', c).hidden = !on; $('.add', c).hidden = on; $('.remove', c).hidden = !on;
  });
  $('#box-count').textContent = String(kit.box.length);
  $('#chosen').textContent = kit.box.length + ' of ' + limit + ' recipes chosen';
  var per = people >= 4 ? 3.99 : 4.49;
  $('#price').textContent = '£' + per.toFixed(2) + ' per serving · £' + (per * people * limit).toFixed(2) + ' a week';
}
function add(k) {
  var limit = Number($('#per-week').dataset.value);
  if (kit.box.length >= limit) { $('#box-err').textContent = 'Your box is full. Remove a recipe or choose more recipes per week.'; return false; }
  kit.box.push(k); $('#box-err').textContent = ''; sync(); toast(names(k) + ' added to your box'); return true;
}
function filter() {
  var q = $('#search').value.trim().toLowerCase();
  var diets = $$('.diet').filter(function (d) { return d.checked; }).map(function (d) { return d.value; });
  var quick = $('#quick').checked;
  var n = 0;
  $$('.recipe').forEach(function (c) {
    var ok = (!q || $('h3', c).textContent.toLowerCase().indexOf(q) >= 0) && diets.every(function (d) { return c.dataset.diet.indexOf(d) >= 0; }) && (!quick || Number(c.dataset.mins) < 30);
    c.hidden = !ok; if (ok) n++;
  });
  $('#shown').textContent = 'Showing ' + n + (n === 1 ? ' recipe' : ' recipes');
}
$$('.diet').forEach(function (d) { d.onchange = filter; });
$('#quick').onchange = filter;
$('#search').onkeydown = function (e) { if (e.key === 'Enter') { kit.searched = $('#search').value; filter(); } };
$('#sort').onchange = function () {
  var key = $('#sort').value; var grid = $('#recipes');
  var cards = $$('.recipe');
  if (key === 'quick') cards.sort(function (a, b) { return a.dataset.mins - b.dataset.mins; });
  if (key === 'kcal') cards.sort(function (a, b) { return a.dataset.kcal - b.dataset.kcal; });
  cards.forEach(function (c) { grid.appendChild(c); });
};
var open = null;
$$('.recipe').forEach(function (c) {
  var k = c.dataset.key;
  $('.add', c).onclick = function () { add(k); };
  $('.remove', c).onclick = function () { kit.box.splice(kit.box.indexOf(k), 1); $('#box-err').textContent = ''; sync(); toast(names(k) + ' removed'); };
  $('.info', c).onclick = function () {
    open = k; var d = DETAILS[k];
    $('#di-h').textContent = names(k); $('#di-meta').textContent = $('.note', c).textContent;
    $('#di-ing').innerHTML = d[0].split(', ').map(function (x) { return '<li>' + x + '</li>'; }).join('');
    $('#di-allergens').textContent = 'Allergens: ' + d[1]; $('#di-swap-label').textContent = d[2];
    $('input[name=swap][value=none]').checked = true;
    $('#di-add').hidden = kit.box.indexOf(k) >= 0 || $('.add', c).disabled;
    showDialog('d-info');
  };
});
$('#di-add').onclick = function () { if ($('input[name=swap][value=swap]').checked) kit.swaps[open] = true; if (add(open)) hideDialog('d-info'); };
document.addEventListener('stepped', function () { sync(); });
$('#day-list').addEventListener('chosen', function (e) { kit.day = e.detail; $('#delivery-banner').textContent = 'Next delivery: ' + e.detail + ' · Edit by Sunday 6 December, 23:59'; });
$('#save-plan').onclick = function () { kit.saved++; toast($('#sw-skip').getAttribute('aria-checked') === 'true' ? 'This week is skipped. No charge this week.' : 'Your plan is saved'); };
setTimeout(function () { $('#chef').textContent = "Chef's pick this week: Mushroom Risotto"; }, 4000);
class BoxRating extends HTMLElement {
  connectedCallback() {
    var r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<p>How was your box of 3 December?</p><div role="radiogroup" aria-label="Rate last week\\'s box">' + [1, 2, 3, 4, 5].map(function (n) { return '<button type="button" role="radio" aria-checked="false" data-n="' + n + '" aria-label="' + n + ' star' + (n > 1 ? 's' : '') + '">☆</button>'; }).join('') + '</div><textarea id="note" placeholder="Anything we could do better?"></textarea><br><button type="button" id="send">Send rating</button><p id="thanks"></p>';
    var val = 0;
    r.querySelectorAll('[data-n]').forEach(function (b) { b.onclick = function () { val = Number(b.dataset.n); r.querySelectorAll('[data-n]').forEach(function (o) { o.setAttribute('aria-checked', o === b ? 'true' : 'false'); o.textContent = Number(o.dataset.n) <= val ? '★' : '☆'; }); }; });
    r.getElementById('send').onclick = function () { if (!val) { r.getElementById('thanks').textContent = 'Pick a star rating first'; return; } kit.rating = { stars: val, note: r.getElementById('note').value }; r.getElementById('thanks').textContent = 'Thanks for rating your box!'; };
  }
}
customElements.define('box-rating', BoxRating);
sync();`,
);

export const mealkitApp: CorpusApp = {
  name: 'mealkit',
  description:
    "Forkful meal kits: a weekly menu with two steppers, diet filters, a placeholder search on Enter, a sort, recipe cards with identical Add/Remove/details buttons (premium, sold out, in the box), a box limit error, a recipe dialog, a delivery-day listbox, a skip switch, a late chef's pick, a shopping list in an iframe and a box rating in a shadow root.",
  routes: { '/mealkit': menu },
};
