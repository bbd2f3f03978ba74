/** Steps for Suds & Co's collection booking (`apps/laundry-order.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, later, q, setVal, shows, tick, visible } from '../../entry-scripts';

const O = '/laundry/order';
const FULL = '/laundry/order?wash=2&shirts=6';
const READY = '/laundry/order?wash=2&filled=1';

const inc = (id: string) => `#st-${id} button[data-step="1"]`;
const dec = (id: string) => `#st-${id} button[data-step="-1"]`;
const none = `Object.values(window.qty).every((n) => n === 0)`;
const noWindow = `!document.querySelector('input[name=win]:checked')`;
const promo = (code: string) => `${click('#promo-toggle')} ${setVal('#code', code)} ${click('#apply')}`;
const place = click('#place');
const nothingPlaced = `window.placed === null && ${q('#dlg-confirm')}.hidden`;

export function laundryOrderEntries(e: EntryBuilder): void {
  // Services
  e.holds(O, 'The page heading is "Book a collection"', 'page', 'robot-browser');
  e.holds(O, 'There are 5 service cards', 'count', 'mink');
  e.act(O, 'Add two bags of wash & fold', 'widget', 'browser-use', `window.qty.wash === 2`, clicks(inc('wash'), 2));
  e.act(
    O,
    'Click the "+" button for Shirts 3 times',
    'widget',
    'testrigor',
    `window.qty.shirts === 3 && window.qty.wash === 0`,
    clicks(inc('shirts'), 3),
  );
  e.act(O, 'Set Dry cleaning items to 4', 'widget', 'testrail-manual', `window.qty.dry === 4`, clicks(inc('dry'), 4));
  e.act(
    `${O}?wash=1&shirts=2`,
    'Click Decrease in the Wash & fold card',
    'scope',
    'testrigor',
    `window.qty.wash === 0 && window.qty.shirts === 2`,
    click(dec('wash')),
  );
  e.actFails(O, 'Click "Increase"', 'ambiguous_target', 'testrigor', none);
  e.actFails(
    `${O}?wash=1&shirts=2`,
    'press the minus button',
    'ambiguous_target',
    'bug-report',
    `window.qty.wash === 1 && window.qty.shirts === 2`,
  );
  e.actFails(O, 'Add a leather jacket to the order', 'missing_target', 'browser-use', none);
  e.actFails(O, 'Set Duvets & bedding items to 6', 'missing_target', 'testrail-manual', none);
  e.act(
    O,
    "Show what's included with dry cleaning",
    'scope',
    'checksum',
    visible('.service[data-id=dry] .more'),
    click('.service[data-id=dry] .info'),
  );
  e.actFails(
    O,
    "Click What's included",
    'ambiguous_target',
    'robot-browser',
    `document.querySelectorAll('.service .more:not([hidden])').length === 0`,
  );
  e.holds(O, 'The Leather & suede stepper cannot be used', 'state', 'reflect');
  e.fails(O, 'Dry cleaning costs £2.50 per item', 'near_miss', 'kane-ai');
  e.fails(O, 'Duvets & bedding is back in April', 'near_miss', 'reflect');

  // Preferences
  e.act(
    O,
    'Turn on eco wash',
    'widget',
    'checksum',
    `${q('#sw-eco')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-eco'),
  );
  e.act(O, 'Check "Fragrance-free detergent"', 'check', 'rails-web-steps', `${q('#ff')}.checked`, tick('#ff'));
  e.act(O, 'untick fabric softener', 'check', 'bug-report', `!${q('#softener')}.checked`, tick('#softener', false));
  e.fails(O, 'Fragrance-free detergent is ticked', 'false_claim', 'reflect');
  e.holds(`${O}?wash=2&eco=1`, 'The eco wash adds £2.00 to the order', 'value', 'kane-ai');
  e.fails(`${O}?wash=2&eco=1`, 'Eco wash costs £2.00 per bag', 'near_miss', 'kane-ai');

  // Addresses
  e.act(
    O,
    'Fill in "Postcode" with "LS6 1AB"',
    'fill',
    'rails-web-steps',
    `${q('#col-pc')}.value === 'LS6 1AB'`,
    setVal('#col-pc', 'LS6 1AB'),
  );
  e.act(
    `${O}?diff=1`,
    'In the return address, enter LS7 3HB as the postcode',
    'scope',
    'stagehand',
    `${q('#ret-pc')}.value === 'LS7 3HB' && ${q('#col-pc')}.value === ''`,
    setVal('#ret-pc', 'LS7 3HB'),
  );
  e.actFails(
    `${O}?diff=1`,
    'Fill in "Address line 1" with "14 Cardigan Road"',
    'ambiguous_target',
    'rails-web-steps',
    `${q('#col-l1')}.value === '' && ${q('#ret-l1')}.value === ''`,
  );
  e.act(
    O,
    'Have the clothes returned to a different address',
    'check',
    'browser-use',
    `!${q('#same')}.checked && ${visible('#ret-pc')}`,
    tick('#same', false),
  );
  e.act(
    O,
    'Look up the address for LS6 1AB and pick 14 Cardigan Road',
    'compound',
    'mind2web',
    `${q('#col-l1')}.value === '14 Cardigan Road'`,
    later(`${setVal('#col-pc', 'LS6 1AB')} ${click('#find')} await wait(1100); ${setVal('#pick', '14 Cardigan Road')}`),
  );
  e.act(
    O,
    'Wait until the addresses have been found',
    'wait',
    'midscene',
    visible('#pick'),
    later('await wait(1000);'),
    { prepare: `${setVal('#col-pc', 'LS6 1AB')} ${click('#find')}` },
  );
  e.act(
    O,
    'type LS99 9ZZ into the postcode box and press Find address',
    'compound',
    'bug-report',
    shows('We could not find any addresses for LS99 9ZZ'),
    `${setVal('#col-pc', 'LS99 9ZZ')} ${click('#find')}`,
  );
  e.holds(O, '3 addresses are found for LS6 1AB', 'wait', 'kane-ai', {
    prepare: `${setVal('#col-pc', 'LS6 1AB')} ${click('#find')}`,
  });
  e.holds(O, 'Eventually a message says no addresses were found for LS99 9ZZ', 'wait', 'midscene', {
    prepare: `${setVal('#col-pc', 'LS99 9ZZ')} ${click('#find')}`,
  });
  e.fails(O, 'I should see "5 addresses found for LS6 1AB"', 'false_claim', 'rails-web-steps', {
    prepare: later(`${setVal('#col-pc', 'LS6 1AB')} ${click('#find')} await wait(1100);`),
  });

  // Date, window, driver note
  e.act(
    O,
    'Choose Sunday 14 March 2027 as the collection date',
    'widget',
    'mind2web',
    `${q('#date')}.value === '2027-03-14'`,
    setVal('#date', '2027-03-14'),
  );
  e.act(
    O,
    'Set the collection date to 12/03/2027',
    'fill',
    'testrail-manual',
    `${q('#date')}.value === '2027-03-12'`,
    setVal('#date', '2027-03-12'),
  );
  e.holds(O, 'An error says there are no collections on Sundays', 'message', 'momentic', {
    prepare: setVal('#date', '2027-03-14'),
  });
  e.holds(O, "We'll bring it back on Friday 12 March", 'value', 'octomind', { prepare: setVal('#date', '2027-03-10') });
  e.fails(O, 'The clothes come back on Wednesday 10 March', 'near_miss', 'octomind', {
    prepare: setVal('#date', '2027-03-10'),
  });
  e.act(
    O,
    'Pick the 12pm – 3pm collection window',
    'check',
    'testrail-manual',
    `${q('input[name=win][value=afternoon]')}.checked`,
    tick('input[name=win][value=afternoon]'),
  );
  e.actFails(O, 'Select the 9am – 12pm window', 'missing_target', 'testrail-manual', noWindow);
  e.actFails(O, 'Select "Express (same day)" from "Collection window"', 'missing_target', 'rails-web-steps', noWindow);
  e.holds(O, 'The 9am – 12pm window is full', 'state', 'mabl');
  e.fails(O, 'The 6pm – 9pm window is full', 'near_miss', 'mabl');
  e.act(
    O,
    'Leave a note for the driver: "Ring the top bell, flat 3"',
    'fill',
    'stagehand',
    `${q('#driver')}.value === 'Ring the top bell, flat 3'`,
    setVal('#driver', 'Ring the top bell, flat 3'),
  );

  // Summary and promo codes
  e.holds(O, 'Place order is disabled', 'state', 'spreewald');
  e.fails(O, 'The Place order button is enabled', 'false_claim', 'spreewald');
  e.holds(FULL, 'The total is £51.00', 'value', 'kane-ai');
  e.fails(FULL, 'The subtotal is £36.00', 'near_miss', 'kane-ai');
  e.fails(FULL, 'The order total is £56.00', 'false_claim', 'kane-ai');
  e.fails(`${O}?wash=1`, 'Collection & delivery is free', 'near_miss', 'mabl');
  e.holds(`${O}?shirts=4`, 'I should see "Add £5.00 more to reach the £15.00 minimum."', 'message', 'rails-web-steps');
  e.fails(`${O}?shirts=4`, 'The minimum order is £5.00', 'near_miss', 'kane-ai');
  e.act(
    FULL,
    'Open "Have a promo code?" and apply FRESH10',
    'compound',
    'qa-wolf',
    `window.promo === 'FRESH10'`,
    promo('FRESH10'),
  );
  e.act(
    O,
    'type SUDS5 in the promo code field and hit enter',
    'keys',
    'bug-report',
    shows('SUDS5 expired on 28 February 2027.'),
    `${setVal('#code', 'SUDS5')} ${q('#code')}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`,
    { prepare: click('#promo-toggle') },
  );
  e.fails(O, 'The code SUDS5 was applied', 'false_claim', 'octomind', { prepare: promo('SUDS5') });
  e.holds(`${FULL}&code=FRESH10`, 'A 10% discount of £5.10 is applied', 'value', 'kane-ai');
  e.fails(`${FULL}&code=FRESH10`, 'The total after the discount is £51.00', 'near_miss', 'kane-ai');

  // Placing the order
  e.act(READY, 'Click "Place order"', 'click', 'testrigor', `!${q('#dlg-confirm')}.hidden`, place);
  e.act(READY, 'Confirm the order', 'click', 'checksum', `window.placed !== null`, click('#dc-ok'), { prepare: place });
  e.act(
    `${FULL}&filled=1`,
    'Go back without confirming',
    'click',
    'checksum',
    `${q('#dlg-confirm')}.hidden && window.placed === null`,
    click('#dlg-confirm [data-dismiss]'),
    { prepare: place },
  );
  e.holds(READY, 'The confirmation dialog says the total is £36.00', 'value', 'rainforest', { prepare: place });
  e.fails(READY, 'The dialog says the clothes will be collected from 12 Cardigan Road', 'near_miss', 'rainforest', {
    prepare: `${setVal('#col-pc', 'LS6 1AB')} ${click('#find')} ${place}`,
  });
  e.act(
    O,
    'Book 2 bags of wash & fold for collection from 14 Cardigan Road, LS6 1AB on Wednesday 10 March between 7 and 9am',
    'compound',
    'mind2web',
    `window.placed !== null && window.placed.qty.wash === 2 && window.placed.date === '2027-03-10' && window.placed.win === 'early' && window.placed.line1 === '14 Cardigan Road'`,
    `${clicks(inc('wash'), 2)} ${setVal('#col-pc', 'LS6 1AB')} ${setVal('#col-l1', '14 Cardigan Road')} ${setVal('#date', '2027-03-10')} ${tick('input[name=win][value=early]')} ${place} ${click('#dc-ok')}`,
  );
  e.actFails(`${O}?shirts=4`, 'Place order', 'missing_target', 'testrail-manual', nothingPlaced);
  e.actFails(FULL, 'Click "Save for later"', 'missing_target', 'testrigor', nothingPlaced);
  e.holds(`${O}?wash=1`, 'The error summary lists 4 problems', 'count', 'mink', { prepare: place });
  e.fails(`${O}?wash=1`, 'The error summary lists 3 problems', 'false_claim', 'mink', { prepare: place });
  e.fails(`${O}?wash=1`, 'There is an error about the return address', 'near_miss', 'momentic', { prepare: place });
  e.holds(READY, 'The order number is SC-20417', 'value', 'octomind', { prepare: `${place} ${click('#dc-ok')}` });
}
