/** Steps for Bramble & Bloom, the garden centre shop (`apps/garden.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho9-garden');

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const click = (s: string) => `${q(s)}.click();`;
const setVal = (s: string, v: string) =>
  `${q(s)}.value = ${JSON.stringify(v)}; ${q(s)}.dispatchEvent(new Event('input', { bubbles: true })); ${q(s)}.dispatchEvent(new Event('change', { bubbles: true }));`;

// Shop
const S = '/garden/shop';
const SB = '/garden/shop?basket=lavender:2,mint:1';
const SBO = '/garden/shop?basket=lavender:2,mint:1&open=1';
const card = (id: string) => `.plant[data-id="${id}"]`;
const line = (id: string) => `.bline[data-id="${id}"]`;
const emptyBasket = `Object.keys(window.basket).length === 0`;
const seededBasket = `window.basket.lavender === 2 && window.basket.mint === 1`;
const sortBy = (v: string) => setVal('#sort', v);

e.holds(S, '8 plants are shown', 'count', 'mink');
e.actFails(S, 'Click "Add to basket"', 'ambiguous_target', 'testrigor', emptyBasket);
e.actFails(
  S,
  'click the wishlist heart',
  'ambiguous_target',
  'bug-report',
  `window.wishlist.length === 1 && window.wishlist[0] === 'hydrangea'`,
);
e.act(
  S,
  "Add Lavender 'Hidcote' to the basket",
  'scope',
  'browser-use',
  `window.basket.lavender === 1 && Object.keys(window.basket).length === 1`,
  click(`${card('lavender')} .add`),
);
e.act(
  S,
  'Click "Wishlist" on the Hosta \'June\' card',
  'scope',
  'testrigor',
  `window.wishlist.includes('hosta')`,
  click(`${card('hosta')} .wish`),
);
e.actFails(S, "Add Clematis 'Nelly Moser' to the basket", 'missing_target', 'browser-use', emptyBasket);
e.fails(S, 'But Hosta \'June\' should be marked "Sold out"', 'near_miss', 'gherkin');
e.fails(S, "Japanese maple 'Bloodgood' costs £24.99", 'near_miss', 'kane-ai');
e.holds(S, "Verify that Mint 'Moroccan' costs £3.99", 'value', 'kane-ai');
e.fails(S, "Mint 'Moroccan' comes in a 2L pot", 'near_miss', 'kane-ai');
e.holds(S, "Hydrangea 'Annabelle' is on my wishlist", 'state', 'reflect');
e.fails(S, "Lavender 'Hidcote' is on my wishlist", 'near_miss', 'reflect');
e.act(
  S,
  'Given I check "Herbs"',
  'check',
  'rails-web-steps',
  `${q('input[name=type][value=Herb]')}.checked`,
  click('input[name=type][value=Herb]'),
);
e.act(
  S,
  'Show only perennials that like full sun',
  'compound',
  'browser-use',
  `${q('input[name=sun][value="Full sun"]')}.checked && ${q('input[name=type][value=Perennial]')}.checked && document.querySelectorAll('.plant').length === 1`,
  `${click('input[name=sun][value="Full sun"]')} ${click('input[name=type][value=Perennial]')}`,
);
e.act(
  S,
  'Turn on "In stock only"',
  'widget',
  'testrigor',
  `${q('#in-stock')}.getAttribute('aria-checked') === 'true'`,
  click('#in-stock'),
);
e.fails(S, "Clematis 'Nelly Moser' is still listed", 'false_claim', 'rainforest', { prepare: click('#in-stock') });
e.act(S, 'Sort by "Price: low to high"', 'select', 'rails-web-steps', `${q('#sort')}.value === 'low'`, sortBy('low'));
e.holds(S, "The first plant listed is Mint 'Moroccan'", 'ordinal', 'reflect', { prepare: sortBy('low') });
e.fails(S, "The cheapest plant is Foxglove 'Dalmatian Purple'", 'near_miss', 'webvoyager', { prepare: sortBy('low') });
e.act(
  S,
  'Add the second plant in the list to the basket',
  'ordinal',
  'webvoyager',
  `window.basket.hydrangea === 1 && Object.keys(window.basket).length === 1`,
  click(`${card('hydrangea')} .add`),
  { prepare: sortBy('high') },
);
e.act(
  S,
  'Click the third "Add to basket" button',
  'ordinal',
  'testrigor',
  `window.basket.hosta === 1 && Object.keys(window.basket).length === 1`,
  click(`${card('hosta')} .add`),
);
e.act(
  S,
  'Search for "mint" and press Enter',
  'keys',
  'testrigor',
  `${q('#heading')}.textContent === 'Results for “mint”'`,
  `${setVal('#q', 'mint')} ${q('#search-form')}.requestSubmit();`,
);
e.holds(S, 'The page title is "Plants - Bramble & Bloom"', 'page', 'spreewald');
e.holds(S, "A toast says Lavender 'Hidcote' was added to the basket", 'message', 'octomind', {
  prepare: click(`${card('lavender')} .add`),
});
e.act(S, 'Click "View basket" in the toast', 'widget', 'checksum', `!${q('#basket')}.hidden`, click('#toast button'), {
  prepare: click(`${card('lavender')} .add`),
});
e.act(SB, 'Open the basket', 'click', 'checksum', `!${q('#basket')}.hidden`, click('#basket-btn'));
e.fails(SB, 'The basket badge shows 2', 'false_claim', 'checksum');
e.holds(SBO, 'The basket lists 2 plants', 'count', 'kane-ai');
e.holds(SBO, 'Then the basket subtotal should be "£29.97"', 'value', 'gherkin');
e.fails(SBO, 'The subtotal is £25.98', 'near_miss', 'kane-ai');
e.holds(SBO, 'The basket says to spend £10.03 more for free delivery', 'message', 'momentic');
e.fails(SBO, 'The basket says I get free delivery', 'false_claim', 'momentic');
e.actFails(SBO, 'Click Increase', 'ambiguous_target', 'testrigor', seededBasket);
e.actFails(SBO, 'Click "Remove"', 'ambiguous_target', 'testrigor', seededBasket);
e.act(
  SBO,
  "Increase the quantity of Mint 'Moroccan'",
  'scope',
  'stagehand',
  `window.basket.mint === 2 && window.basket.lavender === 2`,
  click(`${line('mint')} [data-step="1"]`),
);
e.act(
  SBO,
  'Remove the lavender from the basket',
  'scope',
  'bug-report',
  `!window.basket.lavender && window.basket.mint === 1`,
  click(`${line('lavender')} .remove`),
);
e.act(
  SBO,
  'Set the lavender to 3 and remove the mint',
  'compound',
  'qa-wolf',
  `window.basket.lavender === 3 && !window.basket.mint`,
  `${click(`${line('lavender')} [data-step="1"]`)} ${click(`${line('mint')} .remove`)}`,
);
e.fails(SBO, "The quantity of Mint 'Moroccan' is 2", 'near_miss', 'reflect');
e.actFails(
  '/garden/shop?basket=hosta:3&open=1',
  'Increase the hosta quantity to 4',
  'missing_target',
  'testrail-manual',
  `window.basket.hosta === 3`,
);
e.act(
  SBO,
  'Press Escape to close the basket',
  'keys',
  'testrail-manual',
  `${q('#basket')}.hidden`,
  `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
);
e.act(
  SBO,
  'Go to checkout',
  'navigation',
  'testrail-manual',
  `location.pathname === '/garden/checkout'`,
  click('#to-checkout'),
);

// Plant page and reviews (open shadow root)
const PL = '/garden/plant';
const PW = '/garden/plant?write=1';
const sh = `document.querySelector('bb-reviews').shadowRoot`;
const star = (n: number) => `${sh}.querySelector('.st button[data-n="${n}"]')`;

e.act(
  PL,
  'Choose the 9cm pot',
  'check',
  'testrigor',
  `${q('input[name=size][value="9cm"]')}.checked`,
  click('input[name=size][value="9cm"]'),
);
e.fails(PL, 'The price shows £4.99', 'near_miss', 'kane-ai');
e.actFails(
  PL,
  'Select the 5L pot',
  'missing_target',
  'testrail-manual',
  `${q('input[name=size][value="2L"]')}.checked`,
);
e.act(
  PL,
  'Add 2 of the 9cm pots to the basket',
  'compound',
  'mind2web',
  `window.added.length === 1 && window.added[0].qty === 2 && window.added[0].name.includes('9cm')`,
  `${click('input[name=size][value="9cm"]')} ${setVal('#qty', '2')} ${click('#add')}`,
);
e.holds(PL, 'An error says I can buy up to 10', 'message', 'momentic', {
  prepare: `${setVal('#qty', '12')} ${click('#add')}`,
});
e.holds(PL, 'The Planting section is expanded', 'state', 'reflect');
e.fails(PL, 'The Feeding section is expanded', 'near_miss', 'reflect');
e.act(
  PL,
  'Expand "Pruning"',
  'widget',
  'checksum',
  `${q('[aria-controls=c-prune]')}.getAttribute('aria-expanded') === 'true'`,
  click('[aria-controls=c-prune]'),
);
e.actFails(PL, 'Click "Add"', 'ambiguous_target', 'testrigor', `window.added.length === 0`);
e.fails(PL, "Catmint 'Walker's Low' costs £7.49", 'near_miss', 'kane-ai');
e.act(
  PL,
  "In the reviews, click Helpful on Tom B.'s review",
  'frames',
  'stagehand',
  `${sh}.querySelector('.r[data-i="1"] .helpful').textContent === 'Helpful (4)'`,
  `${sh}.querySelector('.r[data-i="1"] .helpful').click();`,
);
e.holds(PL, 'The reviews say 4.7 out of 5 from 128 reviews', 'frames', 'octomind');
e.fails(PL, "Anika's review gives 4 stars", 'near_miss', 'reflect');
e.actFails(
  PL,
  'Click "Helpful"',
  'ambiguous_target',
  'testrigor',
  `[...${sh}.querySelectorAll('.helpful')].every((b) => !b.disabled)`,
);
e.fails(PL, '5 reviews are shown on the page', 'false_claim', 'mink');
e.act(
  PW,
  'Rate it 4 stars',
  'widget',
  'testrigor',
  `document.querySelector('bb-reviews').rating === 4`,
  `${star(4)}.click();`,
);
e.actFails(
  PW,
  'Click "Post review"',
  'missing_target',
  'testrigor',
  `document.querySelector('bb-reviews').posted === null`,
);
e.act(
  PW,
  'Give it 5 stars, write "Smells wonderful" and post the review',
  'compound',
  'qa-wolf',
  `!!document.querySelector('bb-reviews').posted && document.querySelector('bb-reviews').posted.stars === 5 && document.querySelector('bb-reviews').posted.text === 'Smells wonderful'`,
  `${star(5)}.click(); ${sh}.getElementById('text').value = 'Smells wonderful'; ${sh}.getElementById('form').requestSubmit();`,
);

// Checkout
const CO = '/garden/checkout';
const COF = '/garden/checkout?slot=fri-am';
const noSlot = `!document.querySelector('input[name=slot]:checked')`;
const deliveryAddress = `${setVal('#d-name', 'Ruth Kemp')} ${setVal('#d-line1', '4 Rose Court')} ${setVal('#d-town', 'Harrogate')} ${setVal('#d-postcode', 'HG1 2AB')}`;

e.actFails(CO, 'Click "Continue to payment"', 'missing_target', 'testrigor', `window.checkout === null`);
e.act(
  CO,
  'Choose the 8am – 12pm slot on Thursday',
  'check',
  'mind2web',
  `${q('input[value=thu-am]')}.checked`,
  click('input[value=thu-am]'),
);
e.actFails(CO, 'Choose the 12pm – 4pm slot on Thursday', 'missing_target', 'mind2web', noSlot);
e.fails(CO, 'The Thursday 4pm – 8pm slot costs £4.95', 'near_miss', 'kane-ai');
e.fails(CO, 'The delivery charge is £4.95', 'near_miss', 'kane-ai');
e.act(
  CO,
  'Pick Friday 4pm – 8pm delivery',
  'widget',
  'browser-use',
  `${q('input[value=fri-pm]')}.checked`,
  `${click('#tab-fri')} ${click('input[value=fri-pm]')}`,
);
e.holds(COF, 'The total is £38.91', 'value', 'kane-ai');
e.fails(COF, 'The total is £33.96', 'near_miss', 'kane-ai');
e.fails(COF, 'The summary says delivery is on Sat 20 Mar', 'near_miss', 'octomind');
e.act(
  CO,
  'In the Delivery address, fill in "Postcode" with "HG1 2AB"',
  'scope',
  'rails-web-steps',
  `${q('#d-postcode')}.value === 'HG1 2AB'`,
  setVal('#d-postcode', 'HG1 2AB'),
);
e.actFails(
  CO,
  'Fill in "Town" with "Harrogate"',
  'ambiguous_target',
  'rails-web-steps',
  `${q('#d-town')}.value === '' && ${q('#b-town')}.value === ''`,
  { prepare: click('#same') },
);
e.actFails(
  CO,
  'Fill in the billing postcode with HG1 2AB',
  'missing_target',
  'mind2web',
  `${q('#b-postcode')}.value === ''`,
);
e.act(
  CO,
  'Leave a note: "behind the side gate"',
  'fill',
  'stagehand',
  `${q('#safe')}.value === 'behind the side gate'`,
  setVal('#safe', 'behind the side gate'),
);
e.holds(COF, 'An error asks for the delivery postcode', 'message', 'momentic', { prepare: click('#continue') });
e.act(
  COF,
  'Fill in the delivery address (Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB) and continue to payment',
  'compound',
  'qa-wolf',
  `!!window.checkout && window.checkout.name === 'Ruth Kemp' && window.checkout.postcode === 'HG1 2AB'`,
  `${deliveryAddress} ${click('#continue')}`,
);

e.act(
  PL,
  'Click "Write a review"',
  'frames',
  'testrigor',
  `!${sh}.getElementById('form').hidden`,
  `${sh}.getElementById('write').click();`,
);
e.holds(PL, 'In the reviews widget, Margaret from Harrogate gave 5 stars', 'frames', 'rainforest');
e.act(
  S,
  "Add Hosta 'June' and Mint 'Moroccan' to the basket, then open the basket",
  'compound',
  'qa-wolf',
  `window.basket.hosta === 1 && window.basket.mint === 1 && !${q('#basket')}.hidden`,
  `${click(`${card('hosta')} .add`)} ${click(`${card('mint')} .add`)} ${click('#basket-btn')}`,
);

export const gardenEntries = e.entries;
