/** Steps for Pinch & Pan: browse, a recipe page and the shopping list (`apps/recipes*.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const BR = '/recipes/browse';
const BM = '/recipes/browse?more=1';
const R = '/recipes/recipe?r=chicken';
const RC = '/recipes/recipe?r=curry';
const RR = '/recipes/recipe?r=chicken&tab=reviews';
const L = '/recipes/list';

const card = (id: string) => `.recipe[data-id="${id}"]`;
const ing = (name: string) =>
  `[...document.querySelectorAll('#ing li')].find((li) => li.textContent.includes(${JSON.stringify(name)})).querySelector('.have')`;
const tickIng = (name: string) => `${ing(name)}.click();`;
const video = `document.querySelector('iframe').contentDocument`;
const item = (id: string) => `window.items.find((x) => x.id === '${id}')`;
const li = (id: string) => `.item[data-id="${id}"]`;
const listAsWas = `window.items.length === 11 && window.items.filter((x) => x.bought).length === 2`;
const search = (text: string) => `${setVal('#q', text)} ${q('#search')}.requestSubmit();`;

export function recipesEntries(e: EntryBuilder): void {
  // Browse
  e.holds(BR, '9 recipes are shown', 'count', 'mink');
  e.fails(BR, '12 recipes are shown', 'near_miss', 'mink');
  e.act(
    BR,
    'Load more recipes and wait for them to appear',
    'wait',
    'qa-wolf',
    `document.querySelectorAll('.recipe').length === 12`,
    click('#more'),
  );
  e.holds(BR, 'Wait for "Lemon posset" to show up', 'wait', 'spreewald', { prepare: click('#more') });
  e.actFails(
    BM,
    'Click the "Load more recipes" button',
    'missing_target',
    'testrigor',
    `document.querySelectorAll('.recipe').length === 12`,
  );
  e.actFails(BR, 'Click "Add to shopping list"', 'ambiguous_target', 'testrigor', `window.listAdds.length === 0`);
  e.actFails(BR, 'click the save recipe heart', 'ambiguous_target', 'bug-report', `window.saved.length === 2`);
  e.act(
    BR,
    'Add the Mushroom risotto ingredients to my shopping list',
    'scope',
    'browser-use',
    `window.listAdds.join() === 'risotto'`,
    click(`${card('risotto')} .add`),
  );
  e.act(
    BR,
    'Click "Add to shopping list" for the second recipe',
    'ordinal',
    'zerostep',
    `window.listAdds.join() === 'pancakes'`,
    click(`${card('pancakes')} .add`),
  );
  e.act(
    BR,
    'Save the last recipe on the page',
    'ordinal',
    'webvoyager',
    `window.saved.includes('mousse') && window.saved.length === 3`,
    click(`${card('mousse')} .save`),
  );
  e.act(
    BR,
    'Save the quickest vegan recipe',
    'ordinal',
    'webvoyager',
    `window.saved.includes('mousse') && window.saved.length === 3`,
    click(`${card('mousse')} .save`),
  );
  e.holds(BR, 'The most popular recipe is Sticky toffee pudding', 'ordinal', 'webvoyager');
  e.fails(BR, 'The highest-rated recipe is Banana pancakes', 'near_miss', 'webvoyager');
  e.holds(BR, 'Shakshuka is already saved', 'state', 'reflect');
  e.fails(BR, 'Banana pancakes are saved', 'near_miss', 'reflect');
  e.fails(BR, 'Overnight oats with berries serves 2', 'near_miss', 'kane-ai');
  e.holds(BR, 'A toast says 10 ingredients from Mushroom risotto were added', 'message', 'octomind', {
    prepare: click(`${card('risotto')} .add`),
  });
  e.act(
    BR,
    'Undo adding the risotto ingredients',
    'widget',
    'checksum',
    `window.listAdds.length === 0`,
    click('#toast button'),
    {
      prepare: click(`${card('risotto')} .add`),
    },
  );
  e.fails(BR, 'The shopping list count in the header is 10', 'near_miss', 'kane-ai', {
    prepare: click(`${card('risotto')} .add`),
  });
  e.holds('/recipes/browse?meal=Desserts', '2 desserts are listed', 'count', 'kane-ai');
  e.fails('/recipes/browse?meal=Desserts', '3 desserts are listed', 'near_miss', 'kane-ai');
  e.act(
    BR,
    'Show only gluten-free breakfasts',
    'compound',
    'browser-use',
    `${q('input[name=diet][value=Gluten-free]')}.checked && ${q('[data-meal=Breakfast]')}.getAttribute('aria-selected') === 'true' && document.querySelectorAll('.recipe').length === 1`,
    `${tick('input[name=diet][value=Gluten-free]')} ${click('[data-meal=Breakfast]')}`,
  );
  e.act(
    BR,
    'Set "Ready in" to 30 minutes',
    'widget',
    'testrigor',
    `${q('#time')}.value === '30'`,
    setVal('#time', '30'),
  );
  e.actFails(BR, 'Set "Ready in" to 5 minutes', 'missing_target', 'testrigor', `${q('#time')}.value === '120'`);
  e.holds(BR, '5 of the recipes shown take 30 minutes or less', 'count', 'kane-ai');
  e.act(
    BR,
    'Sort by "Quickest first"',
    'select',
    'rails-web-steps',
    `${q('#sort')}.value === 'quick'`,
    setVal('#sort', 'quick'),
  );
  e.holds(BR, 'The first recipe is Overnight oats with berries', 'ordinal', 'reflect', {
    prepare: setVal('#sort', 'quick'),
  });
  e.act(
    BR,
    'search for "curry" and hit enter',
    'keys',
    'bug-report',
    `${q('#heading')}.textContent === 'Recipes matching “curry”'`,
    search('curry'),
  );
  e.fails(BR, 'The fish tacos are vegetarian', 'near_miss', 'reflect');
  e.fails(BR, 'The roast chicken takes 60 minutes', 'near_miss', 'kane-ai');
  e.act(
    BR,
    'Open the Lemon & herb roast chicken recipe',
    'navigation',
    'checksum',
    `location.pathname === '/recipes/recipe' && location.search === '?r=chicken'`,
    click(`${card('chicken')} h3 a`),
  );
  e.actFails(
    BR,
    'Open the Beef Wellington recipe',
    'missing_target',
    'checksum',
    `location.pathname === '/recipes/browse'`,
  );

  // Recipe page
  e.act(
    R,
    'Increase the servings to 6',
    'widget',
    'testrail-manual',
    `${q('#servings')}.dataset.value === '6'`,
    `${click('#servings [data-step="1"]')} ${click('#servings [data-step="1"]')}`,
  );
  e.holds(`${R}&servings=6`, 'With 6 servings the recipe needs 2.4 kg of chicken', 'value', 'kane-ai');
  e.fails(`${R}&servings=6`, 'With 6 servings it needs 4 garlic cloves', 'near_miss', 'kane-ai');
  e.fails(`${R}&servings=6`, 'The servings stepper is set to 4', 'near_miss', 'reflect');
  e.actFails(R, 'Set servings to 16', 'missing_target', 'testrail-manual', `${q('#servings')}.dataset.value === '4'`);
  e.fails(R, 'The recipe is rated 4.9', 'false_claim', 'kane-ai');
  e.holds(R, 'The potatoes are 1.75 lb in US measures', 'value', 'kane-ai', {
    prepare: tick('input[name=units][value=us]'),
  });
  e.act(
    R,
    'Tick the lemons and the garlic as things I already have',
    'check',
    'stagehand',
    `${ing('lemons')}.checked && ${ing('garlic')}.checked`,
    `${tickIng('lemons')} ${tickIng('garlic')}`,
  );
  e.act(
    R,
    'Tick the butter and olive oil, then add the rest to my shopping list',
    'compound',
    'qa-wolf',
    `Array.isArray(window.addedToList) && window.addedToList.length === 7 && !window.addedToList.includes('butter') && !window.addedToList.includes('olive oil')`,
    `${tickIng('butter')} ${tickIng('olive oil')} ${click('#add-rest')}`,
  );
  e.holds(R, 'The button says "Add 7 ingredients to shopping list"', 'value', 'rails-web-steps', {
    prepare: `${tickIng('butter')} ${tickIng('thyme')}`,
  });
  e.fails(R, 'The button says "Add 8 ingredients to shopping list"', 'false_claim', 'rails-web-steps');
  e.act(
    R,
    'Add all the ingredients to my shopping list',
    'click',
    'browser-use',
    `Array.isArray(window.addedToList) && window.addedToList.length === 9`,
    click('#add-rest'),
  );
  e.holds(`${R}&tab=nutrition`, 'Each serving has 46 g of protein', 'value', 'kane-ai');
  e.fails(`${R}&tab=nutrition`, 'Each serving has 38 g of protein', 'near_miss', 'kane-ai');
  e.fails(`${R}&tab=nutrition`, 'There are 498 kcal per serving', 'false_claim', 'kane-ai');
  e.actFails(R, 'Click "Start timer"', 'ambiguous_target', 'testrigor', `Object.keys(window.timers).length === 0`);
  e.act(
    R,
    'Start the timer for resting the chicken',
    'scope',
    'stagehand',
    `window.timers['3'] === true && !window.timers['1']`,
    click('.step[data-i="3"] .timer-btn'),
  );
  e.act(
    R,
    'Start the first timer',
    'ordinal',
    'zerostep',
    `window.timers['1'] === true && !window.timers['3']`,
    click('.step[data-i="1"] .timer-btn'),
  );
  e.holds(R, 'Wait for the roasting timer to start counting down', 'wait', 'spreewald', {
    prepare: click('.step[data-i="1"] .timer-btn'),
  });
  e.act(
    R,
    'Share the recipe by email',
    'widget',
    'checksum',
    `window.shared === 'email'`,
    `${click('#share')} ${click('[data-share=email]')}`,
  );
  e.actFails(R, 'Share the recipe on Facebook', 'missing_target', 'checksum', `window.shared === null`);
  e.act(
    R,
    'Print the recipe with the nutrition but without photos',
    'compound',
    'mind2web',
    `!!window.printed && window.printed.nutrition === true && window.printed.photos === false`,
    `${click('#print')} ${tick('#p-photos', false)} ${tick('#p-nutri')} ${click('#print-go')}`,
  );
  e.act(
    RR,
    'Rate it 4 stars, write "Juicy and easy", say I changed the recipe, and post the review',
    'compound',
    'qa-wolf',
    `!!window.review && window.review.stars === 4 && window.review.text === 'Juicy and easy' && window.review.changed === 'yes'`,
    `${click('#rate [data-n="4"]')} ${setVal('#review', 'Juicy and easy')} ${tick('input[name=changed][value=yes]')} ${click('#post')}`,
  );
  e.holds(RR, 'An error asks for a star rating', 'message', 'momentic', { prepare: click('#post') });
  e.fails(RR, 'Dev gave the recipe 4 stars', 'near_miss', 'reflect');
  e.act(
    R,
    'Play the carving video',
    'frames',
    'stagehand',
    `${video}.getElementById('state').textContent === 'Playing'`,
    `${video}.getElementById('play').click();`,
  );
  e.act(
    R,
    'In the video, skip to the "Legs and wings" chapter',
    'frames',
    'stagehand',
    `${video}.getElementById('now').textContent === 'Now showing: Legs and wings'`,
    `${video}.querySelectorAll('.ch')[1].click();`,
  );
  e.actFails(
    R,
    'Click the chapter button in the video',
    'ambiguous_target',
    'bug-report',
    `${video}.getElementById('now').textContent === 'Now showing: Introduction'`,
  );
  e.act(
    R,
    'Go to my shopping list',
    'navigation',
    'checksum',
    `location.pathname === '/recipes/list'`,
    click('header nav a[href="/recipes/list"]'),
  );
  e.fails(R, 'The video is showing the "Slicing the breast" chapter', 'near_miss', 'reflect');
  e.fails(RC, 'The curry takes 10 minutes to cook', 'near_miss', 'kane-ai');
  e.actFails(
    RC,
    'Play the video',
    'missing_target',
    'testrail-manual',
    `!document.querySelector('iframe') && window.shared === null`,
  );

  // Shopping list
  e.holds(L, '11 items are on the list', 'count', 'mink');
  e.fails(L, '9 items are already bought', 'near_miss', 'kane-ai');
  e.actFails(L, 'Click Remove', 'ambiguous_target', 'bug-report', listAsWas);
  e.actFails(L, 'Untick the bought item', 'ambiguous_target', 'testrail-manual', listAsWas);
  e.act(
    L,
    'Remove the cod fillets',
    'scope',
    'browser-use',
    `!${item('cod')} && window.items.length === 10`,
    click(`${li('cod')} .rm`),
  );
  e.act(
    L,
    'Undo the removal',
    'widget',
    'checksum',
    `!!${item('cod')} && window.items.length === 11`,
    click('#toast button'),
    {
      prepare: click(`${li('cod')} .rm`),
    },
  );
  e.act(L, 'Tick "2 limes"', 'check', 'testrigor', `${item('limes')}.bought === true`, click(`${li('limes')} .got`));
  e.act(
    L,
    'Mark the chicken and the potatoes as bought',
    'compound',
    'browser-use',
    `${item('chicken')}.bought && ${item('potatoes')}.bought && !${item('lemons')}.bought`,
    `${click(`${li('chicken')} .got`)} ${click(`${li('potatoes')} .got`)}`,
  );
  e.act(
    L,
    'Add "6 eggs" to the list',
    'fill',
    'testrigor',
    `window.items.some((x) => x.text === '6 eggs')`,
    `${setVal('#new-item', '6 eggs')} ${q('#add-form')}.requestSubmit();`,
  );
  e.holds(L, 'The spinach is no longer shown', 'state', 'reflect', { prepare: click('#hide') });
  e.act(
    L,
    'Show only the items for the fish tacos',
    'select',
    'browser-use',
    `${q('#from')}.value === 'tacos'`,
    setVal('#from', 'tacos'),
  );
  e.fails(L, 'The fish tacos need 5 items from the list', 'false_claim', 'kane-ai');
  e.holds(L, "The estimated cost of what's left is £21.90", 'value', 'kane-ai');
  e.fails(L, 'The estimated cost is £24.50', 'false_claim', 'kane-ai');
  e.act(
    L,
    'Clear bought items',
    'click',
    'testrail-manual',
    `window.items.length === 9 && window.items.every((x) => !x.bought)`,
    click('#clear'),
  );
  e.act(
    L,
    'Share the list with sam@example.com, including bought items',
    'compound',
    'mind2web',
    `!!window.sharedTo && window.sharedTo.email === 'sam@example.com' && window.sharedTo.bought === true`,
    `${click('#share-list')} ${setVal('#share-email', 'sam@example.com')} ${tick('#share-bought')} ${click('#share-send')}`,
  );
  e.holds('/recipes/list?share=1', 'The dialog asks for an email address', 'message', 'momentic', {
    prepare: click('#share-send'),
  });
  e.fails(L, 'The butter is still to buy', 'near_miss', 'reflect');
  e.fails(L, 'The soured cream is in the Cupboard aisle', 'near_miss', 'reflect');
  e.actFails(L, 'Remove the basmati rice from the list', 'missing_target', 'browser-use', listAsWas);
  e.fails(L, 'The coconut milk is for the fish tacos', 'near_miss', 'reflect');
  e.holds(L, 'The list shows nothing left to buy for the curry except the chickpeas and coconut milk', 'state', 'mabl');
}
