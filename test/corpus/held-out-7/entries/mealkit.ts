/** Entries for `mealkit` (Forkful: a week's meal-kit menu, plan, filters, recipe dialog, shopping list, rating). */
import { builder } from '../../entry-builder';

const b = builder('ho7-mealkit');
const M = '/mealkit';
const card = (k: string) => `document.querySelector('[data-key=${k}]')`;
const inBox = (k: string) => `kit.box.includes('${k}')`;
const ROOM = 'document.querySelector(\'#per-week [data-step="1"]\').click()';
const LIST = "document.querySelector('iframe').contentDocument";
const RATE = "document.getElementById('rating').shadowRoot";
const info = (k: string) => `${card(k)}.querySelector('.info').click()`;
const people = "document.getElementById('people').dataset.value";
const perWeek = "document.getElementById('per-week').dataset.value";
const stepSame = `${people}==='2'&&${perWeek}==='3'`;

b.act(
  M,
  'Add the Crispy Halloumi Tacos to my box',
  'scope',
  'browser-use',
  inBox('halloumi'),
  `${card('halloumi')}.querySelector('.add').click()`,
  { prepare: ROOM },
);
b.act(
  M,
  'click "Add" on the Lamb Kofta Flatbreads card',
  'scope',
  'testrigor',
  inBox('kofta'),
  `${card('kofta')}.querySelector('.add').click()`,
  { prepare: ROOM },
);
b.act(
  M,
  'Remove the Thai Green Chicken Curry',
  'scope',
  'magnitude',
  `!${inBox('thai')}&&kit.box.length===2`,
  `${card('thai')}.querySelector('.remove').click()`,
);
b.act(
  M,
  'click the second Remove button',
  'ordinal',
  'bug-report',
  `!${inBox('chickpea')}&&kit.box.length===2`,
  `${card('chickpea')}.querySelector('.remove').click()`,
);
b.act(
  M,
  'Click the first "Add" button',
  'ordinal',
  'testrigor',
  inBox('halloumi'),
  `${card('halloumi')}.querySelector('.add').click()`,
  { prepare: ROOM },
);
b.act(
  M,
  'open the details of the Mushroom Risotto',
  'scope',
  'stagehand',
  "!document.getElementById('d-info').hidden&&document.getElementById('di-h').textContent==='Mushroom Risotto'",
  info('risotto'),
);
b.act(
  M,
  'Click the recipe details icon on the last card',
  'ordinal',
  'kane-ai',
  "!document.getElementById('d-info').hidden&&document.getElementById('di-h').textContent==='Lamb Kofta Flatbreads'",
  info('kofta'),
);
b.act(
  M,
  'Expand Ingredients',
  'widget',
  'testrail-manual',
  "!document.getElementById('di-ing').hidden",
  "document.getElementById('di-ing-btn').click()",
  { prepare: info('salmon') },
);
b.act(
  M,
  'Choose "Swap halloumi for chicken (+£1.00)" and add the recipe to the box',
  'compound',
  'qa-wolf',
  `${inBox('halloumi')}&&kit.swaps.halloumi===true`,
  "document.querySelector('input[name=swap][value=swap]').checked=true;document.getElementById('di-add').click()",
  { prepare: `${ROOM};${info('halloumi')}` },
);
b.act(
  M,
  'select the swap to king prawns',
  'check',
  'stagehand',
  "document.querySelector('input[name=swap][value=swap]').checked",
  "document.querySelector('input[name=swap][value=swap]').checked=true",
  { prepare: info('thai') },
);
b.act(
  M,
  'Close the recipe dialog',
  'click',
  'octomind',
  "document.getElementById('d-info').hidden",
  "document.querySelector('#d-info [data-dismiss]').click()",
  { prepare: info('ragu') },
);
b.act(
  M,
  'hit escape',
  'keys',
  'bug-report',
  "document.getElementById('d-info').hidden",
  "document.dispatchEvent(new KeyboardEvent('keydown',{key:'Escape'}))",
  { prepare: info('ragu') },
);
b.act(
  M,
  'Increase the number of people to 3',
  'widget',
  'magnitude',
  `${people}==='3'`,
  'document.querySelector(\'#people [data-step="1"]\').click()',
);
b.act(M, 'Set recipes per week to 5', 'widget', 'mind2web', `${perWeek}==='5'`, `${ROOM};${ROOM}`);
b.act(M, 'click the + next to Recipes per week', 'scope', 'stagehand', `${perWeek}==='4'&&${people}==='2'`, ROOM);
b.act(
  M,
  'Decrease People',
  'scope',
  'testrail-manual',
  `${people}==='1'&&${perWeek}==='3'`,
  'document.querySelector(\'#people [data-step="-1"]\').click()',
);
b.act(
  M,
  'Tick Vegetarian',
  'check',
  'testrail-manual',
  "document.querySelector('.diet[value=Vegetarian]').checked",
  "document.querySelector('.diet[value=Vegetarian]').click()",
);
b.act(
  M,
  'And I check "Under 30 minutes"',
  'check',
  'rails-web-steps',
  "document.getElementById('quick').checked",
  "document.getElementById('quick').click()",
);
b.act(
  M,
  'Show only vegan recipes',
  'click',
  'browser-use',
  "document.querySelector('.diet[value=Vegan]').checked&&document.getElementById('shown').textContent==='Showing 2 recipes'",
  "document.querySelector('.diet[value=Vegan]').click()",
);
b.act(
  M,
  'type "curry" into the search box and press Enter',
  'keys',
  'stagehand',
  "kit.searched==='curry'&&document.getElementById('shown').textContent==='Showing 2 recipes'",
  "document.getElementById('search').value='curry';document.getElementById('search').dispatchEvent(new KeyboardEvent('keydown',{key:'Enter'}))",
);
b.act(
  M,
  'Enter "risotto" in the Search recipes field',
  'fill',
  'testrigor',
  "document.getElementById('search').value==='risotto'",
  "document.getElementById('search').value='risotto'",
);
b.act(
  M,
  'I select "Quickest first" from "Sort by"',
  'select',
  'rails-web-steps',
  "document.getElementById('sort').value==='quick'",
  "document.getElementById('sort').value='quick'",
);
b.act(
  M,
  'Sort the recipes so the lowest calorie ones come first',
  'select',
  'webvoyager',
  "document.getElementById('sort').value==='kcal'",
  "document.getElementById('sort').value='kcal'",
);
b.act(
  M,
  'Change the delivery day to Friday',
  'select',
  'browser-use',
  "kit.day==='Friday'",
  "choose(document.querySelector('#day-list [data-value=Friday]'))",
);
b.act(
  M,
  'Open the Delivery day list',
  'widget',
  'testrail-manual',
  "!document.getElementById('day-list').hidden",
  "document.getElementById('day-btn').click()",
);
b.act(
  M,
  'Turn on "Skip this week"',
  'widget',
  'testrigor',
  "document.getElementById('sw-skip').getAttribute('aria-checked')==='true'",
  "document.getElementById('sw-skip').click()",
);
b.act(
  M,
  'Skip this week and save my plan',
  'compound',
  'shortest',
  "document.getElementById('sw-skip').getAttribute('aria-checked')==='true'&&kit.saved===1",
  "document.getElementById('sw-skip').click();document.getElementById('save-plan').click()",
);
b.act(M, 'Click "Save my plan"', 'click', 'testrigor', 'kit.saved===1', "document.getElementById('save-plan').click()");
b.act(
  M,
  'Swap the Thai Green Chicken Curry for the Mushroom Risotto',
  'compound',
  'browser-use',
  `!${inBox('thai')}&&${inBox('risotto')}`,
  `${card('thai')}.querySelector('.remove').click();${card('risotto')}.querySelector('.add').click()`,
);
b.act(
  M,
  'Make it 4 people, Wednesday delivery, and save',
  'compound',
  'qa-wolf',
  `${people}==='4'&&kit.day==='Wednesday'&&kit.saved===1`,
  "document.querySelector('#people [data-step=\"1\"]').click();document.querySelector('#people [data-step=\"1\"]').click();choose(document.querySelector('#day-list [data-value=Wednesday]'));document.getElementById('save-plan').click()",
);
b.act(
  M,
  'In the shopping list, tick Olive oil',
  'frames',
  'kane-ai',
  `${LIST}.getElementById('oil').checked`,
  `${LIST}.getElementById('oil').click()`,
);
b.act(
  M,
  'Click "Copy list"',
  'frames',
  'testrigor',
  `${LIST}.getElementById('copied').textContent==='Copied 4 items'`,
  `${LIST}.getElementById('copy').click()`,
);
b.act(
  M,
  "Rate last week's box 4 stars",
  'frames',
  'magnitude',
  `${RATE}.querySelector('[data-n="4"]').getAttribute('aria-checked')==='true'`,
  `${RATE}.querySelector('[data-n="4"]').click()`,
);
b.act(
  M,
  'Give last week\'s box 5 stars with the note "Salmon was dry" and send it',
  'compound',
  'qa-wolf',
  "kit.rating!==null&&kit.rating.stars===5&&kit.rating.note==='Salmon was dry'",
  `${RATE}.querySelector('[data-n="5"]').click();${RATE}.getElementById('note').value='Salmon was dry';${RATE}.getElementById('send').click()`,
);
b.act(
  M,
  "Wait for the chef's pick to appear",
  'wait',
  'spreewald',
  "document.getElementById('chef').textContent.includes('Mushroom Risotto')",
  'new Promise((r)=>setTimeout(r,2500))',
);
b.act(M, 'I follow "My plan"', 'navigation', 'mink', "location.hash==='#plan'", "location.hash='#plan'");
b.holds(M, "Wait until the chef's pick is shown: Mushroom Risotto", 'wait', 'spreewald');
b.holds(M, 'The box badge shows 3', 'value', 'octomind');
b.holds(M, 'the price is £4.49 per serving', 'value', 'kane-ai');
b.holds(M, 'The weekly price is £26.94', 'value', 'magnitude');
b.holds(M, 'People is set to 2', 'value', 'kane-ai');
b.holds(M, 'the Delivery day shows Thursday', 'value', 'octomind');
b.holds(M, 'the price drops to £3.99 per serving for 4 people', 'value', 'magnitude', {
  prepare:
    'document.querySelector(\'#people [data-step="1"]\').click();document.querySelector(\'#people [data-step="1"]\').click()',
});
b.holds(M, '3 of 3 recipes are chosen', 'count', 'magnitude');
b.holds(M, '8 recipes are shown', 'count', 'magnitude');
b.holds(M, 'Three recipes are marked "In your box"', 'count', 'momentic');
b.holds(M, 'Only 3 recipes are shown after filtering by Under 30 minutes', 'count', 'momentic', {
  prepare: "document.getElementById('quick').click()",
});
b.holds(M, 'The Teriyaki Tofu Bowls Add button is disabled', 'state', 'spreewald');
b.holds(M, 'the Miso Glazed Salmon is in my box', 'state', 'magnitude');
b.holds(M, '"Skip this week" is off', 'state', 'kane-ai');
b.holds(M, 'The Vegetarian checkbox should not be checked', 'state', 'spreewald');
b.holds(M, 'Saturday cannot be picked as a delivery day', 'state', 'kane-ai', {
  prepare: "document.getElementById('day-btn').click()",
});
b.holds(M, 'The page title is "This week\'s menu – Forkful"', 'page', 'kane-ai');
b.holds(M, "The main heading says This week's menu", 'page', 'kane-ai');
b.holds(M, 'Then I should see "Edit by Sunday 6 December, 23:59"', 'message', 'rails-web-steps');
b.holds(M, 'an error says the box is full', 'message', 'momentic', {
  prepare: `${card('halloumi')}.querySelector('.add').click()`,
});
b.holds(M, 'a toast confirms that the Mushroom Risotto was added to the box', 'message', 'octomind', {
  prepare: `${ROOM};${card('risotto')}.querySelector('.add').click()`,
});
b.holds(M, 'The skip confirmation says there is no charge this week', 'message', 'momentic', {
  prepare: "document.getElementById('sw-skip').click();document.getElementById('save-plan').click()",
});
b.holds(M, 'The salmon recipe lists Fish, Soy and Sesame as allergens', 'scope', 'kane-ai', {
  prepare: info('salmon'),
});
b.holds(M, 'the Beef Ragu Pappardelle card is marked Premium +£3.50', 'scope', 'kane-ai');
b.holds(M, 'The shopping list has Butter on it', 'frames', 'kane-ai');
b.holds(M, 'the rating asks about the box of 3 December', 'frames', 'momentic');
b.holds(M, 'the rating says to pick a star rating first', 'frames', 'momentic', {
  prepare: `${RATE}.getElementById('send').click()`,
});
b.fails(M, 'The Crispy Halloumi Tacos take 25 minutes', 'near_miss', 'kane-ai');
b.fails(M, 'The Mushroom Risotto is in my box', 'near_miss', 'magnitude');
b.fails(M, 'The Lamb Kofta Flatbreads are sold out', 'near_miss', 'kane-ai');
b.fails(M, 'The Chickpea & Spinach Curry is marked Premium +£3.50', 'near_miss', 'kane-ai');
b.fails(M, 'the box badge shows 8', 'near_miss', 'octomind');
b.fails(M, 'People is set to 3', 'near_miss', 'kane-ai');
b.fails(M, 'the Thai Green Chicken Curry has 610 kcal', 'near_miss', 'magnitude');
b.fails(M, 'Next delivery is on Sunday 6 December', 'near_miss', 'momentic');
b.fails(M, 'The Teriyaki Tofu Bowls are gluten-free', 'near_miss', 'kane-ai');
b.fails(M, 'The Beef Ragu recipe lists Fish as an allergen', 'false_claim', 'kane-ai', { prepare: info('ragu') });
b.fails(M, 'the shopping list has Pepper on it', 'false_claim', 'kane-ai');
b.fails(M, '"Skip this week" is on', 'false_claim', 'kane-ai');
b.fails(M, 'Four recipes are in my box', 'false_claim', 'magnitude');
b.fails(M, 'The Gluten-free filter is ticked', 'false_claim', 'spreewald');
b.fails(M, 'Delivery is free this week', 'false_claim', 'momentic');
b.fails(M, 'an error says the box is full', 'false_claim', 'momentic');
b.actFails(M, 'Click "Add"', 'ambiguous_target', 'testrigor', 'kit.box.length===3', { prepare: ROOM });
b.actFails(M, 'click Remove', 'ambiguous_target', 'bug-report', 'kit.box.length===3');
b.actFails(
  M,
  'Click the recipe details icon',
  'ambiguous_target',
  'kane-ai',
  "document.getElementById('d-info').hidden",
);
b.actFails(M, 'Click Increase', 'ambiguous_target', 'testrigor', stepSame);
b.actFails(M, 'Add the Teriyaki Tofu Bowls to my box', 'missing_target', 'browser-use', `!${inBox('tofu')}`, {
  prepare: ROOM,
});
b.actFails(M, 'Choose Saturday as the delivery day', 'missing_target', 'mind2web', "kit.day==='Thursday'");
b.actFails(
  M,
  'Tick the Dairy-free filter',
  'missing_target',
  'testrail-manual',
  "document.getElementById('shown').textContent==='Showing 8 recipes'",
);
b.actFails(M, 'Remove the Crispy Halloumi Tacos from the box', 'missing_target', 'magnitude', 'kit.box.length===3');
b.actFails(M, 'Set People to 8', 'missing_target', 'mind2web', stepSame);
b.actFails(M, 'Click "Add to box"', 'missing_target', 'testrigor', 'kit.box.length===3', { prepare: info('salmon') });
b.actFails(
  M,
  'In the shopping list, tick Pepper',
  'missing_target',
  'kane-ai',
  `!${LIST}.querySelector('input:checked')`,
);

// ---- added: compounds, near misses and ambiguous targets
b.act(
  M,
  'When I filter by "Vegetarian" and add "Mushroom Risotto" to my box',
  'compound',
  'gherkin',
  `document.querySelector('.diet[value=Vegetarian]').checked&&${inBox('risotto')}`,
  `document.querySelector('.diet[value=Vegetarian]').click();${card('risotto')}.querySelector('.add').click()`,
  { prepare: ROOM },
);
b.fails(M, 'The Mushroom Risotto takes 30 minutes', 'near_miss', 'kane-ai');
b.fails(M, 'the weekly price is £4.49', 'near_miss', 'magnitude');
b.fails(M, 'Then the "Lamb Kofta Flatbreads" card should show "720 kcal"', 'near_miss', 'gherkin');
b.actFails(M, 'Click Decrease', 'ambiguous_target', 'testrigor', stepSame);

export const mealkitEntries = b.entries;
