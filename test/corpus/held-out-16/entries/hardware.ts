/** Steps for Hartley's Hardware's shop, product page and checkout (`apps/hardware.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, hidden, inFrame, inShadow, later, q, setVal, tick, visible } from '../../entry-scripts';

const SHOP = '/hardware/shop';
const BASKET = '/hardware/shop?basket=1';
const PR = '/hardware/product';
const REV = '/hardware/product?tab=reviews';
const C1 = '/hardware/checkout';
const C2 = '/hardware/checkout?step=2';
const C3 = '/hardware/checkout?step=3';

const prod = (id: string, what: string) => click(`.prod[data-id="${id}"] ${what}`);
const add = (id: string) => prod(id, '.add');
const inc = (id: string, n: number) => clicks(`.prod[data-id="${id}"] [data-step="1"]`, n);
const none = `Object.keys(window.basket).length === 0`;
const has = (id: string, n = 1) => `window.basket[${JSON.stringify(id)}] === ${n}`;
const steppersAtOne = `[...document.querySelectorAll('.stepper')].every((s) => s.dataset.value === '1')`;
const line = (id: string) => click(`#lines li[data-id="${id}"] .rm`);
const sheet = `document.querySelector('iframe').contentWindow`;
const stock = (s: string) => inShadow('#nearby', s);
const reserve = (store: string) => `${stock(`li[data-store="${store}"] button`)}.click();`;
const writeReview = (stars: number, title: string) =>
  `${click('#write')} ${click(`#my-rating [data-n="${stars}"]`)} ${setVal('#rv-title', title)} ${click('#post')}`;
const slotsFor = (d: string) => later(`${setVal('#cdate', d)} await wait(1200);`);
const trade = (t: string) => `${setVal('#trade', t)} ${click('#check-trade')}`;
const details = (mobile: string) =>
  `${setVal('#name', 'Rob Hale')} ${setVal('#email', 'rob.hale@example.com')} ${setVal('#mobile', mobile)}`;
const row = (id: string) => click(`#rows tr[data-id="${id}"] .rm`);

export function hardwareEntries(e: EntryBuilder): void {
  // Shop
  e.holds(SHOP, 'It says Showing 10 products', 'count', 'codecept');
  e.fails(SHOP, 'the grid shows 10 products on this page', 'near_miss', 'mabl');
  e.holds(SHOP, 'The Makita 18V cordless combi drill costs £129.00', 'value', 'kane-ai');
  e.fails(SHOP, 'Verify the Bosch 12V drill driver costs £89.90', 'near_miss', 'kane-ai');
  e.fails(SHOP, 'The claw hammer is rated 4.4 out of 5', 'near_miss', 'reflect');
  e.fails(SHOP, 'The Makita drill is home delivery only', 'near_miss', 'reflect');
  e.act(SHOP, 'Add the claw hammer to the basket', 'scope', 'gauge', has('p3'), add('p3'));
  e.actFails(SHOP, 'click Add to basket', 'ambiguous_target', 'testrigor', none);
  e.actFails(SHOP, 'Click "Add to basket" on the Cotton dust sheet card', 'ambiguous_target', 'testrigor', none);
  e.act(SHOP, 'click Add to basket on the third product', 'ordinal', 'zerostep', has('p3'), add('p3'));
  e.act(
    SHOP,
    'Set the claw hammer quantity to 3 and add it to the basket',
    'compound',
    'qa-wolf',
    has('p3', 3),
    `${inc('p3', 2)} ${add('p3')}`,
  );
  e.actFails(SHOP, 'I press "Increase"', 'ambiguous_target', 'mink', steppersAtOne);
  e.actFails(
    SHOP,
    'Add the Bosch 12V cordless drill driver to the basket',
    'missing_target',
    'browser-use',
    `!window.basket.p2`,
  );
  e.holds(SHOP, 'An error says the Bosch drill driver is out of stock at Bramley', 'message', 'momentic', {
    prepare: later(`${add('p2')} await wait(1000);`),
  });
  e.actFails(
    SHOP,
    'Put the telescopic ladder in my basket for collection',
    'missing_target',
    'browser-use',
    `!window.basket.p6`,
  );
  e.fails(SHOP, 'The error says the ladder is out of stock', 'false_claim', 'momentic', {
    prepare: later(`${add('p6')} await wait(1000);`),
  });
  e.holds(SHOP, 'Wait until the drill card shows 6 in stock at Bramley', 'wait', 'midscene', {
    prepare: prod('p1', '.chk'),
  });
  e.fails(SHOP, 'The Makita drill has 5 in stock at Bramley', 'near_miss', 'reflect', {
    prepare: later(`${prod('p1', '.chk')} ${prod('p6', '.chk')} await wait(1300);`),
  });
  e.actFails(SHOP, 'Click Check stock', 'ambiguous_target', 'robot-browser', `window.checked.length === 0`);
  e.holds(SHOP, 'Three products are shown', 'count', 'mabl', { prepare: setVal('#cat', 'Decorating') });
  e.act(
    SHOP,
    'Sort by price, low to high',
    'select',
    'checksum',
    `${q('#sort')}.value === 'low'`,
    setVal('#sort', 'low'),
  );
  e.holds(SHOP, 'The first product is the box of wood screws at £6.50', 'ordinal', 'mabl', {
    prepare: setVal('#sort', 'low'),
  });
  e.fails(SHOP, 'The cheapest product shown is the dust sheet at £8.50', 'near_miss', 'mabl', {
    prepare: setVal('#sort', 'low'),
  });
  e.act(
    SHOP,
    'Add the cheapest power tool to the basket',
    'scope',
    'webvoyager',
    has('p8'),
    `${click('#next')} ${add('p8')}`,
  );
  e.holds(SHOP, 'It says Showing 9 products', 'count', 'codecept', { prepare: tick('#instock') });
  e.fails(SHOP, 'The Bosch drill driver is still listed', 'false_claim', 'mabl', { prepare: tick('#instock') });
  e.act(
    SHOP,
    'Search for paint and wait for the results',
    'wait',
    'skyvern',
    `document.querySelectorAll('#grid .prod').length === 1 && !!document.querySelector('.prod[data-id="p9"]')`,
    setVal('#q', 'paint'),
  );
  e.act(SHOP, 'Go to the next page', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.holds(SHOP, 'The Previous button is disabled', 'state', 'spreewald');
  e.fails(SHOP, 'the "Next" button should be disabled', 'false_claim', 'spreewald');
  e.actFails(SHOP, 'Add 5 boxes of wood screws to the basket', 'missing_target', 'mind2web', `!window.basket.p7`);
  e.holds(SHOP, 'An error says only 3 are left at Bramley', 'message', 'momentic', {
    prepare: later(`${click('#next')} ${inc('p7', 4)} ${add('p7')} await wait(1000);`),
  });

  // Basket
  e.holds(BASKET, 'The basket subtotal is £146.00', 'value', 'kane-ai');
  e.fails(BASKET, 'The basket subtotal is £164.00', 'near_miss', 'kane-ai');
  e.act(
    BASKET,
    'Remove the drill from the basket',
    'scope',
    'gauge',
    `!window.basket.p1 && window.basket.p4 === 2`,
    line('p1'),
  );
  e.actFails(BASKET, 'Click Remove', 'ambiguous_target', 'robot-browser', `!!window.basket.p1 && !!window.basket.p4`);
  e.holds(BASKET, 'A toast says the Makita drill was removed', 'widget', 'octomind', { prepare: line('p1') });
  e.fails(BASKET, 'A toast says the drill was removed', 'false_claim', 'octomind', {
    prepare: later(`${line('p1')} await wait(3600);`),
  });
  e.act(
    BASKET,
    'Change my store to Guildford',
    'widget',
    'checksum',
    `window.store === 'Guildford'`,
    `${click('#change-store')} ${click('#stores [data-value="Guildford"]')} ${click('#use-store')}`,
  );
  e.actFails(SHOP, 'Change the store to Cranleigh', 'missing_target', 'checksum', `window.store === 'Bramley'`);
  e.act(
    SHOP,
    'Press Escape to close the store picker',
    'keys',
    'codecept',
    hidden('#dlg-store'),
    `hideDialog('dlg-store');`,
    { prepare: click('#change-store') },
  );
  e.fails(SHOP, 'My store is Guildford', 'false_claim', 'reflect');

  // Product page
  e.holds(PR, `the title should be "Makita 18V cordless combi drill | Hartley's Hardware"`, 'page', 'spreewald');
  e.act(
    PR,
    'Choose the 2 × 5Ah batteries bundle',
    'select',
    'checksum',
    `${q('#battery')}.value === '2'`,
    setVal('#battery', '2'),
  );
  e.holds(PR, 'With one 2Ah battery the price is £169.00', 'value', 'rainforest', { prepare: setVal('#battery', '1') });
  e.fails(PR, 'With one 2Ah battery the price is £229.00', 'false_claim', 'rainforest', {
    prepare: setVal('#battery', '1'),
  });
  e.act(
    PR,
    'Add 2 of the body-only drill to the basket',
    'compound',
    'mind2web',
    `window.inBasket === 2 && window.bundle === '0'`,
    `${click('#qty [data-step="1"]')} ${click('#add')}`,
  );
  e.act(
    PR,
    'Add to basket and wait until the basket count shows 1',
    'wait',
    'magnitude',
    `window.inBasket === 1 && document.querySelector('#count').textContent === '1'`,
    click('#add'),
  );
  e.actFails(PR, 'Add 2 more drills to the basket', 'missing_target', 'mind2web', `window.inBasket === 5`, {
    prepare: `window.inBasket = 5; ${q('#count')}.textContent = '5'; ${click('#qty [data-step="1"]')}`,
  });
  e.act(PR, 'Save this drill to my list', 'widget', 'gauge', `window.saved === true`, click('#save'));
  e.act(PR, 'Open the Specifications tab', 'widget', 'checksum', visible('#p-spec'), click('#t-spec'));
  e.holds(PR, 'The specifications give a max torque of 62Nm', 'widget', 'midscene', { prepare: click('#t-spec') });
  e.fails(PR, 'The chuck is 10mm keyless', 'false_claim', 'reflect', { prepare: click('#t-spec') });
  e.fails(PR, 'The Specifications tab is selected', 'false_claim', 'magnitude');
  e.holds(REV, '3 reviews are shown', 'count', 'codecept');
  e.actFails(REV, 'Click Helpful', 'ambiguous_target', 'testrigor', `window.helpful.length === 0`);
  e.act(
    REV,
    "Mark Sian's review as helpful",
    'scope',
    'browser-use',
    `window.helpful.includes('r2') && window.helpful.length === 1`,
    click('.rev[data-id="r2"] .helpful'),
  );
  e.act(
    REV,
    'Report the third review',
    'ordinal',
    'zerostep',
    `window.reported.includes('r3')`,
    click('.rev[data-id="r3"] .report'),
  );
  e.fails(REV, "Dev's review is titled Battery life could be better", 'near_miss', 'reflect');
  e.act(
    REV,
    'Write a 5-star review titled "Does the job" and post it',
    'compound',
    'shortest',
    `!!window.review && window.review.stars === 5 && window.review.title === 'Does the job'`,
    writeReview(5, 'Does the job'),
  );
  e.actFails(REV, 'Post the review', 'missing_target', 'gauge', `window.review === null`, {
    prepare: `${click('#write')} ${setVal('#rv-title', 'Handy')}`,
  });
  e.holds(REV, 'An error asks me to choose a star rating', 'message', 'momentic', {
    prepare: `${click('#write')} ${setVal('#rv-title', 'Handy')} ${click('#post')}`,
  });
  e.holds(
    REV,
    'Wait for the thank-you toast saying my review will appear once it has been checked',
    'wait',
    'midscene',
    {
      prepare: writeReview(4, 'Good value'),
    },
  );
  e.act(PR, 'Expand Delivery and collection', 'widget', 'checksum', visible('#acc-collect-p'), click('#acc-collect'));
  e.fails(PR, 'The returns section says unused tools can be returned within 28 days', 'near_miss', 'mabl', {
    prepare: click('#acc-ret'),
  });
  e.act(
    PR,
    'Go to the next page of the data sheet',
    'frames',
    'stagehand',
    `${sheet}.sheetPage === 2`,
    `${inFrame('#sheet-next')}.click();`,
  );
  e.holds(PR, 'The data sheet shows an impact rate of 0–28,500 bpm', 'frames', 'mabl');
  e.fails(PR, 'The data sheet says the warranty is 5 years', 'false_claim', 'mabl');
  e.holds(PR, 'Wait for the nearby stock: Guildford has 2 in stock', 'wait', 'midscene');
  e.act(
    PR,
    'Reserve the drill at Guildford',
    'frames',
    'browser-use',
    `window.reserved === 'Guildford'`,
    later(`await wait(1200); ${reserve('Guildford')}`),
  );
  e.actFails(PR, 'Click Reserve', 'ambiguous_target', 'robot-browser', `window.reserved === null`, {
    prepare: later('await wait(1200);'),
  });
  e.actFails(PR, 'Reserve one at Cranleigh', 'missing_target', 'gauge', `window.reserved === null`);
  e.fails(PR, 'Cranleigh has 2 in stock', 'near_miss', 'reflect', { prepare: later('await wait(1200);') });

  // Checkout
  e.act(
    C1,
    'Pick 6 October 2027 and wait for the collection times to appear',
    'wait',
    'skyvern',
    `${visible('#slots')} && document.querySelectorAll('#slots input').length === 4`,
    setVal('#cdate', '2027-10-06'),
  );
  e.act(
    C1,
    'Collect on 07/10/2027 between 14:00 and 17:00, then continue',
    'compound',
    'shortest',
    `window.step === 2 && window.slot.time === '14:00–17:00' && window.slot.date === '2027-10-07'`,
    later(
      `${setVal('#cdate', '2027-10-07')} await wait(1200); ${tick('input[value="14:00–17:00"]')} ${click('#next1')}`,
    ),
  );
  e.actFails(
    C1,
    'Choose Sunday 10 October 2027 as the collection date and continue',
    'missing_target',
    'mind2web',
    `window.step === 1`,
  );
  e.holds(C1, 'An error says Bramley is closed on Sundays', 'message', 'momentic', {
    prepare: setVal('#cdate', '2027-10-10'),
  });
  e.actFails(
    C1,
    'Choose the 12:00–14:00 collection time',
    'missing_target',
    'stagehand',
    `!document.querySelector('input[name=slot]:checked')`,
    { prepare: slotsFor('2027-10-06') },
  );
  e.act(
    C1,
    'Select the 08:00–10:00 slot',
    'click',
    'checksum',
    `${q('input[value="08:00–10:00"]')}.checked`,
    tick('input[value="08:00–10:00"]'),
    { prepare: slotsFor('2027-10-06') },
  );
  e.act(C1, 'Tick "Someone else will collect"', 'check', 'testrigor', visible('#collector'), tick('#other'));
  e.act(
    C1,
    "Fill in the collector's name with Jen Hale",
    'scope',
    'rails-web-steps',
    `${q('#col-name')}.value === 'Jen Hale'`,
    setVal('#col-name', 'Jen Hale'),
    { prepare: tick('#other') },
  );
  e.fails(C1, 'The order is collected from Guildford', 'false_claim', 'reflect');
  e.act(
    C2,
    'Fill the Mobile field with 07700 900321',
    'fill',
    'rails-web-steps',
    `${q('#mobile')}.value.replace(/\\s/g, '') === '07700900321'`,
    setVal('#mobile', '07700 900321'),
  );
  e.act(
    C2,
    'Check trade account TA-40417 and wait for the answer',
    'wait',
    'skyvern',
    `window.trade === 'TA-40417'`,
    trade('TA-40417'),
  );
  e.holds(C2, 'After checking, it says trade prices are applied for Hale Joinery Ltd', 'wait', 'rainforest', {
    prepare: trade('TA-40417'),
  });
  e.actFails(C2, 'Apply trade account TA-40000', 'missing_target', 'testrigor', `window.trade === null`);
  e.holds(C2, 'I should see "Trade account TA-40000 is on hold. Call the trade desk."', 'message', 'rails-web-steps', {
    prepare: later(`${trade('TA-40000')} await wait(1300);`),
  });
  e.fails(C2, "The message says it can't find trade account TA-40000", 'near_miss', 'momentic', {
    prepare: later(`${trade('TA-40000')} await wait(1300);`),
  });
  e.act(
    C2,
    'Fill in my details (Rob Hale, rob.hale@example.com, 07700 900321) and continue',
    'compound',
    'shortest',
    `window.step === 3 && ${q('#name')}.value === 'Rob Hale'`,
    `${details('07700 900321')} ${click('#next2')}`,
  );
  e.actFails(C2, 'Continue to review', 'missing_target', 'gauge', `window.step === 2`, {
    prepare: details('0770090'),
  });
  e.act(
    C2,
    'check "Email me offers and project ideas"',
    'check',
    'rails-web-steps',
    `${q('#offers')}.checked`,
    tick('#offers'),
  );
  e.holds(C3, 'The total to pay is £152.50', 'value', 'kane-ai');
  e.fails(C3, 'The total to pay is £125.50', 'near_miss', 'kane-ai');
  e.fails(C3, 'The drill line shows a quantity of 2', 'near_miss', 'reflect');
  e.act(
    C3,
    'Remove the wood screws from the order',
    'scope',
    'gauge',
    `window.lines.length === 2 && !window.lines.some((l) => l.id === 'p7')`,
    row('p7'),
  );
  e.actFails(C3, 'click the Remove button', 'ambiguous_target', 'robot-browser', `window.lines.length === 3`);
  e.holds(C3, 'After removing the screws the total is £146.00', 'value', 'rainforest', { prepare: row('p7') });
  e.holds(C3, 'Place order is disabled', 'state', 'magnitude');
  e.act(
    C3,
    "Tick that I'll bring my confirmation and photo ID, then place the order",
    'compound',
    'qa-wolf',
    `!!window.order && window.order.ref === 'HH-55102'`,
    `${tick('#bring-id')} ${click('#place')}`,
  );
  e.holds(C3, 'Wait for "Order HH-55102 placed"', 'wait', 'codecept', {
    prepare: `${tick('#bring-id')} ${click('#place')}`,
  });
  e.fails(C3, 'It says it will be ready to collect on Thu 7 Oct 2027, 10:00–12:00', 'near_miss', 'octomind', {
    prepare: later(`${tick('#bring-id')} ${click('#place')} await wait(1300);`),
  });
  e.act(C3, 'Go back to Your details', 'navigation', 'gauge', `window.step === 2`, click('#back3'));
  e.actFails(C3, 'Click "Pay with PayPal"', 'missing_target', 'testrigor', `window.order === null`);
}
