/** Steps for Harrowgate Council's bin collection days page and bulky waste wizard (`apps/bulky.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, later, on, q, setVal, shows, tick } from '../../entry-scripts';

const B = '/bulky/bins';
const BA = '/bulky/bins?addr=1';
const W1 = '/bulky/book';
const W2 = '/bulky/book?step=2';
const W3 = '/bulky/book?step=3';
const W4 = '/bulky/book?step=4';

const find = (pc: string) => `${setVal('#pc', pc)} ${click('#find')}`;
const row = (i: number, what: string) => click(`#bins tr[data-i="${i}"] .${what}`);
const inc = (id: string, n = 1) => clicks(`#${id} [data-step="1"]`, n);
const val = (id: string) => `${q(`#${id}`)}.dataset.value`;
const dateStep = (d: string) => `${setVal('#date', d)} ${click('#next3')}`;

export function bulkyEntries(e: EntryBuilder): void {
  // Bin collection days: address lookup
  e.holds(B, 'The heading is "Bin collection days"', 'page', 'robot-browser');
  e.holds(B, 'Get Title should be "Bin collection days - Harrowgate Council"', 'page', 'robot-browser');
  e.act(
    B,
    'Enter postcode HG4 2PL',
    'fill',
    'testrail-manual',
    `${q('#pc')}.value === 'HG4 2PL'`,
    setVal('#pc', 'HG4 2PL'),
  );
  e.act(
    B,
    'Look up the postcode HG4 2PL and wait for the address list',
    'wait',
    'magnitude',
    `document.querySelectorAll('#addr option').length === 5 && !${q('#addr')}.disabled`,
    find('HG4 2PL'),
  );
  e.act(
    B,
    'Look up HG4 2PL and choose 12 Abbey Road',
    'compound',
    'shortest',
    `window.address === '12 Abbey Road, HG4 2PL'`,
    later(`${find('HG4 2PL')} await wait(1200); ${setVal('#addr', '12 Abbey Road, HG4 2PL')}`),
  );
  e.act(
    B,
    'Type HG1 5AT in the postcode box and press Enter',
    'keys',
    'codecept',
    `document.querySelectorAll('#addr option').length === 3`,
    find('HG1 5AT'),
  );
  e.holds(B, 'After looking up HG4 2PL, it says 4 addresses were found', 'message', 'rainforest', {
    prepare: later(`${find('HG4 2PL')} await wait(1200);`),
  });
  e.fails(B, 'After looking up HG1 5AT, it says 4 addresses were found', 'false_claim', 'rainforest', {
    prepare: later(`${find('HG1 5AT')} await wait(1200);`),
  });
  e.holds(B, 'The Address select is disabled', 'state', 'spreewald');
  e.fails(B, 'The Address select is enabled', 'false_claim', 'spreewald');
  e.holds(B, 'Field "Enter your postcode" should be empty', 'state', 'spreewald');
  e.actFails(B, 'Find the address for postcode HG4', 'missing_target', 'mind2web', `window.address === null`);
  e.holds(B, 'Expected: error asking for a real postcode', 'message', 'testrail-manual', {
    prepare: later(`${find('HG4')} await wait(1200);`),
  });
  e.actFails(B, 'Find my bin days for LS1 4AP', 'missing_target', 'browser-use', `window.address === null`);
  e.holds(B, "An error says the postcode isn't in Harrowgate", 'message', 'momentic', {
    prepare: later(`${find('LS1 4AP')} await wait(1200);`),
  });
  e.fails(B, 'An error says to enter a real postcode', 'near_miss', 'momentic', {
    prepare: later(`${find('LS1 4AP')} await wait(1200);`),
  });
  e.actFails(B, 'Choose 12 Abbey Road from the address list', 'missing_target', 'stagehand', `window.address === null`);
  e.fails(B, 'The collections for 12 Abbey Road are shown', 'false_claim', 'mabl');
  e.actFails(B, 'Click "Use my location"', 'missing_target', 'testrigor', `window.address === null`);

  // Collections table
  e.holds(BA, 'Collections are shown for 12 Abbey Road, HG4 2PL', 'value', 'mabl');
  e.holds(BA, 'Four bins are listed', 'count', 'webarena');
  e.fails(BA, 'Three bins are listed', 'false_claim', 'webarena');
  e.holds(BA, 'Garden waste is collected next on Thursday 10 June 2027', 'scope', 'reflect');
  e.fails(BA, 'Recycling is collected next on Tuesday 8 June 2027', 'near_miss', 'reflect');
  e.holds(BA, 'The blue bin is for recycling', 'scope', 'reflect');
  e.fails(BA, 'The general waste bin is green', 'near_miss', 'reflect');
  e.fails(BA, 'Food waste was last collected on 25 May 2027', 'near_miss', 'reflect');
  e.holds(BA, 'The garden waste subscription is active until 31 March 2028', 'message', 'mabl');
  e.fails(BA, 'The garden waste subscription has expired', 'false_claim', 'mabl');
  e.act(
    BA,
    'Change the address to 14 Abbey Road',
    'select',
    'checksum',
    `window.address === '14 Abbey Road, HG4 2PL'`,
    setVal('#addr', '14 Abbey Road, HG4 2PL'),
  );
  e.act(
    BA,
    'Add the recycling collections to my calendar',
    'scope',
    'browser-use',
    `window.calendar.includes('Recycling')`,
    row(1, 'cal'),
  );
  e.act(
    BA,
    'In the Food waste row, click Add to calendar',
    'scope',
    'stagehand',
    `window.calendar.includes('Food waste')`,
    row(3, 'cal'),
  );
  e.act(
    BA,
    'Click the third "Add to calendar" button',
    'ordinal',
    'zerostep',
    `window.calendar.includes('Garden waste')`,
    row(2, 'cal'),
  );
  e.act(
    BA,
    'Click Add to calendar in the first row',
    'ordinal',
    'zerostep',
    `window.calendar.includes('General waste')`,
    row(0, 'cal'),
  );
  e.actFails(BA, 'I press "Add to calendar"', 'ambiguous_target', 'behat', 'window.calendar.length === 0');
  e.actFails(BA, 'Click "Report missed"', 'ambiguous_target', 'testrigor', 'window.missed === null');
  e.act(
    BA,
    'Report a missed recycling collection',
    'scope',
    'gauge',
    `window.missed === 'Recycling'`,
    row(1, 'missed'),
  );
  e.act(
    BA,
    'Report the food caddy as missed and wait for the confirmation',
    'wait',
    'magnitude',
    `${shows('Missed food waste collection reported')}`,
    row(3, 'missed'),
  );
  e.act(
    BA,
    'Click the second Report missed button',
    'ordinal',
    'zerostep',
    `window.missed === 'Recycling'`,
    row(1, 'missed'),
  );
  e.holds(
    BA,
    'After reporting the blue bin missed, it says the crew will come back by Wednesday 9 June 2027',
    'message',
    'rainforest',
    {
      prepare: later(`${row(1, 'missed')} await wait(1000);`),
    },
  );
  e.actFails(BA, 'Report the black bin as missed', 'missing_target', 'browser-use', 'window.missed === null');
  e.holds(BA, 'An error says missed collections must be reported within 5 working days', 'message', 'momentic', {
    prepare: later(`${row(0, 'missed')} await wait(1000);`),
  });
  e.actFails(BA, 'Report a missed garden waste collection', 'missing_target', 'gauge', 'window.missed === null');
  e.fails(
    BA,
    'After reporting garden waste missed, the crew will come back by Wednesday 9 June 2027',
    'near_miss',
    'rainforest',
    {
      prepare: later(`${row(2, 'missed')} await wait(1000);`),
    },
  );
  e.actFails(BA, 'Report a missed glass collection', 'missing_target', 'gauge', 'window.missed === null');
  e.fails(BA, 'There is a Request a new bin button in the Recycling row', 'missing_target', 'reflect');
  e.act(BA, 'Open the Reminders tab', 'widget', 'checksum', `!${q('#p-alerts')}.hidden`, click('#t-alerts'));
  e.act(BA, 'Turn on the evening-before reminder', 'widget', 'checksum', on('#sw-eve'), click('#sw-eve'), {
    prepare: click('#t-alerts'),
  });
  e.act(
    BA,
    'Switch off emails about changed collection days',
    'widget',
    'bug-report',
    `!(${on('#sw-change')})`,
    click('#sw-change'),
    { prepare: click('#t-alerts') },
  );
  e.act(
    BA,
    'Set the reminder time to 8pm',
    'select',
    'mind2web',
    `${q('#remind-time')}.value === '8pm'`,
    setVal('#remind-time', '8pm'),
    {
      prepare: click('#t-alerts'),
    },
  );
  e.holds(BA, '"Email me when collection days change" should be on', 'state', 'spreewald', {
    prepare: click('#t-alerts'),
  });
  e.fails(BA, '"Remind me the evening before" should be on', 'false_claim', 'spreewald', {
    prepare: click('#t-alerts'),
  });
  e.fails(BA, 'The reminder time is 7pm', 'false_claim', 'kane-ai', { prepare: click('#t-alerts') });
  e.actFails(BA, 'Turn on text message reminders', 'missing_target', 'checksum', `!(${on('#sw-eve')})`, {
    prepare: click('#t-alerts'),
  });
  e.actFails(BA, 'Toggle the switch', 'ambiguous_target', 'bug-report', `!(${on('#sw-eve')}) && ${on('#sw-change')}`, {
    prepare: click('#t-alerts'),
  });
  e.act(
    B,
    'Expand "What goes in the blue bin?"',
    'widget',
    'checksum',
    `${q('#acc-blue')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-blue'),
  );
  e.holds(B, 'The page says batteries go to Kettle Lane recycling centre', 'message', 'mabl', {
    prepare: click('#acc-none'),
  });
  e.fails(B, 'The page says glass jars go to Kettle Lane recycling centre', 'near_miss', 'mabl', {
    prepare: `${click('#acc-none')} ${click('#acc-blue')}`,
  });
  e.holds(B, 'The blue bin answer is hidden', 'state', 'spreewald');
  e.fails(B, 'The blue bin answer is showing', 'false_claim', 'spreewald');
  e.actFails(
    B,
    'Open the question',
    'ambiguous_target',
    'bug-report',
    `${q('#acc-blue')}.getAttribute('aria-expanded') === 'false' && ${q('#acc-none')}.getAttribute('aria-expanded') === 'false'`,
  );
  e.act(
    B,
    'Click "Book a bulky waste collection"',
    'navigation',
    'testrigor',
    `location.pathname === '/bulky/book'`,
    `location.href = '/bulky/book';`,
  );

  // Wizard step 1: address
  e.holds(W1, 'Step 1 asks where we should collect from', 'page', 'codecept');
  e.act(
    W1,
    'Fill the postcode with HG4 2PL',
    'fill',
    'testrigor',
    `${q('#pc')}.value === 'HG4 2PL'`,
    setVal('#pc', 'HG4 2PL'),
  );
  e.act(
    W1,
    'Look up HG4 2PL, pick 12 Abbey Road and continue',
    'compound',
    'shortest',
    'window.step === 2',
    later(`${find('HG4 2PL')} await wait(1200); ${setVal('#addr', '12 Abbey Road, HG4 2PL')} ${click('#next1')}`),
  );
  e.act(
    W1,
    'When I select "Flat 1, 16 Abbey Road, HG4 2PL" from "Address"',
    'select',
    'cucumber-web',
    `${q('#addr')}.value === 'Flat 1, 16 Abbey Road, HG4 2PL'`,
    setVal('#addr', 'Flat 1, 16 Abbey Road, HG4 2PL'),
    { prepare: later(`${find('HG4 2PL')} await wait(1200);`) },
  );
  e.actFails(W1, 'hit continue without picking an address', 'missing_target', 'bug-report', 'window.step === 1');
  e.holds(W1, 'It asks me to choose my address', 'message', 'codecept', { prepare: click('#next1') });
  e.fails(W1, 'It says 4 addresses were found', 'false_claim', 'codecept');
  e.actFails(W1, 'Click "Enter the address manually"', 'missing_target', 'testrigor', 'window.step === 1');
  e.actFails(W1, 'Continue to the items step with postcode ZZ9 9ZZ', 'missing_target', 'mind2web', 'window.step === 1');
  e.holds(W1, 'Step "1. Address" is the current step', 'state', 'spreewald');

  // Step 2: items
  e.holds(W2, 'The items step heading is "What do you need collected?"', 'page', 'robot-browser');
  e.act(W2, 'Add one sofa', 'widget', 'gauge', `${val('n-sofa')} === '1'`, inc('n-sofa'));
  e.act(W2, 'Increase mattresses to 2', 'widget', 'midscene', `${val('n-mattress')} === '2'`, inc('n-mattress', 2));
  e.act(W2, 'Click Increase next to Wardrobe', 'scope', 'stagehand', `${val('n-wardrobe')} === '1'`, inc('n-wardrobe'));
  e.act(W2, 'Click the second Increase button', 'ordinal', 'zerostep', `${val('n-chair')} === '1'`, inc('n-chair'));
  e.act(
    W2,
    'Remove one of the two sofas',
    'widget',
    'browser-use',
    `${val('n-sofa')} === '1'`,
    click('#n-sofa [data-step="-1"]'),
    { prepare: inc('n-sofa', 2) },
  );
  e.actFails(W2, 'I press "Increase"', 'ambiguous_target', 'behat', 'window.itemCount === 0');
  e.actFails(
    W2,
    'Press Decrease',
    'ambiguous_target',
    'behat',
    `${val('n-sofa')} === '1' && ${val('n-chair')} === '1'`,
    {
      prepare: `${inc('n-sofa')} ${inc('n-chair')}`,
    },
  );
  e.act(W2, 'When I check "Washing machine"', 'check', 'cucumber-web', `${q('#washer')}.checked`, tick('#washer'));
  e.act(W2, 'Tick fridge or freezer', 'check', 'bug-report', `${q('#fridge')}.checked`, tick('#fridge'));
  e.act(W2, 'In the Appliances section, tick Cooker', 'scope', 'stagehand', `${q('#cooker')}.checked`, tick('#cooker'));
  e.act(W2, 'Untick the cooker', 'check', 'bug-report', `!${q('#cooker')}.checked`, tick('#cooker', false), {
    prepare: tick('#cooker'),
  });
  e.holds(W2, 'After adding two mattresses, the price is £25.00', 'value', 'rainforest', {
    prepare: inc('n-mattress', 2),
  });
  e.fails(W2, 'After adding two mattresses, the price is £30.00', 'false_claim', 'rainforest', {
    prepare: inc('n-mattress', 2),
  });
  e.holds(W2, 'With 4 items chosen, the price is £30.00', 'value', 'kane-ai', {
    prepare: `${inc('n-sofa', 2)} ${inc('n-chair', 2)}`,
  });
  e.holds(W2, 'With a sofa and a fridge, the price is £45.00', 'value', 'kane-ai', {
    prepare: `${inc('n-sofa')} ${tick('#fridge')}`,
  });
  e.fails(W2, 'With a sofa and a fridge, the price is £25.00', 'near_miss', 'kane-ai', {
    prepare: `${inc('n-sofa')} ${tick('#fridge')}`,
  });
  e.holds(W2, 'The item count is 0', 'value', 'kane-ai');
  e.holds(W2, 'Verify that the page says up to 6 items can be collected', 'message', 'product-verify');
  e.fails(W2, 'Verify that the page says up to 8 items can be collected', 'false_claim', 'product-verify');
  e.fails(W2, 'The Sofa count is 1', 'false_claim', 'reflect');
  e.actFails(W2, 'Add a piano', 'missing_target', 'browser-use', 'window.itemCount === 0');
  e.actFails(W2, 'Continue without adding anything', 'missing_target', 'gauge', 'window.step === 2');
  e.holds(W2, 'An error asks me to add at least one item', 'message', 'momentic', { prepare: click('#next2') });
  e.actFails(W2, 'Continue with 4 sofas and 3 armchairs', 'missing_target', 'mind2web', 'window.step === 2', {
    prepare: `${inc('n-sofa', 4)} ${inc('n-chair', 3)}`,
  });
  e.holds(W2, 'An error says only 6 items can be collected at a time', 'message', 'momentic', {
    prepare: `${inc('n-sofa', 4)} ${inc('n-chair', 3)} ${click('#next2')}`,
  });
  e.act(
    W2,
    'Add a sofa and a washing machine, then continue',
    'compound',
    'qa-wolf',
    'window.step === 3 && window.itemCount === 2',
    `${inc('n-sofa')} ${tick('#washer')} ${click('#next2')}`,
  );
  e.act(W2, 'Go back to the address step', 'click', 'testrail-manual', 'window.step === 1', click('#back2'));
  e.holds(W2, 'The Back button is enabled', 'state', 'spreewald');
  e.fails(W2, 'Five sofas can be added', 'false_claim', 'webarena', { prepare: inc('n-sofa', 5) });
  e.fails(W2, 'The price for a cooker alone is £45.00', 'false_claim', 'reflect', { prepare: tick('#cooker') });

  // Step 3: date and place
  e.act(
    W3,
    'Set the collection date to 17 June 2027',
    'widget',
    'mind2web',
    `${q('#date')}.value === '2027-06-17'`,
    setVal('#date', '2027-06-17'),
  );
  e.act(
    W3,
    'Book the collection for Thursday 17 June 2027 and continue',
    'compound',
    'mind2web',
    'window.step === 4',
    dateStep('2027-06-17'),
  );
  e.act(
    W3,
    'Pick Driveway for where the items will be',
    'select',
    'checksum',
    `${q('input[name=place][value=Driveway]')}.checked`,
    tick('input[name=place][value=Driveway]'),
  );
  e.act(
    W3,
    'Tell the crew "Side gate code is 4411"',
    'fill',
    'testrigor',
    `${q('#note')}.value === 'Side gate code is 4411'`,
    setVal('#note', 'Side gate code is 4411'),
  );
  e.act(
    W3,
    'Choose 21 June 2027, kerbside, and continue once the date is checked',
    'wait',
    'magnitude',
    `window.slotOk === '2027-06-21' && window.step === 4`,
    `${setVal('#date', '2027-06-21')} ${tick('input[name=place][value=Kerbside]')} ${click('#next3')}`,
  );
  e.holds(W3, 'Front garden is selected', 'state', 'spreewald');
  e.fails(W3, 'Kerbside is selected', 'false_claim', 'spreewald');
  e.actFails(W3, 'Book the collection for Saturday 12 June 2027', 'missing_target', 'mind2web', 'window.step === 3');
  e.holds(W3, "An error says weekend collections aren't offered", 'message', 'momentic', {
    prepare: dateStep('2027-06-12'),
  });
  e.actFails(W3, 'Book the collection for Tuesday 8 June 2027', 'missing_target', 'mind2web', 'window.step === 3');
  e.holds(W3, 'It says the earliest date is Thursday 10 June 2027', 'message', 'codecept', {
    prepare: dateStep('2027-06-08'),
  });
  e.actFails(W3, 'Book the collection for Tuesday 15 June 2027', 'missing_target', 'mind2web', 'window.step === 3');
  e.holds(W3, 'An error says 15 June is fully booked', 'message', 'momentic', {
    prepare: later(`${dateStep('2027-06-15')} await wait(1100);`),
  });
  e.fails(W3, 'An error says 16 June is fully booked', 'near_miss', 'momentic', {
    prepare: later(`${dateStep('2027-06-15')} await wait(1100);`),
  });
  e.actFails(W3, 'hit next without picking a date', 'missing_target', 'bug-report', 'window.step === 3');
  e.holds(W3, 'It asks me to choose a collection date', 'message', 'codecept', { prepare: click('#next3') });
  e.fails(W3, 'The collection date is 10 June 2027', 'false_claim', 'kane-ai');
  e.actFails(
    W3,
    'Choose Back garden',
    'missing_target',
    'checksum',
    `${q('input[name=place][value="Front garden"]')}.checked`,
  );
  e.actFails(W3, 'Choose a morning time slot', 'missing_target', 'browser-use', 'window.step === 3');
  e.act(W3, 'Click Back', 'click', 'robot-browser', 'window.step === 2', click('#back3'));
  e.holds(W3, 'The crew note box is empty', 'state', 'spreewald');

  // Step 4: check and pay
  e.holds(W4, 'Heading should be Check and pay', 'page', 'robot-browser');
  e.holds(W4, 'The total is £25.00', 'value', 'kane-ai');
  e.fails(W4, 'The total is £30.00', 'false_claim', 'kane-ai');
  e.holds(W4, 'The review lists 1 × Sofa and 2 × Mattress', 'value', 'reflect');
  e.fails(W4, 'The review lists 2 × Sofa', 'near_miss', 'reflect');
  e.holds(W4, 'The collection is on Wednesday 16 June 2027', 'value', 'reflect');
  e.fails(W4, 'The collection is from 14 Abbey Road', 'near_miss', 'reflect');
  e.holds(W4, 'The items will be left in the front garden', 'value', 'reflect');
  e.act(
    W4,
    'When I fill in "Email for your receipt" with "nadia.p@example.com"',
    'fill',
    'cucumber-web',
    `${q('#email')}.value === 'nadia.p@example.com'`,
    setVal('#email', 'nadia.p@example.com'),
  );
  e.act(
    W4,
    'Enter 07700 900123 as the mobile number',
    'fill',
    'testrigor',
    `${q('#phone')}.value === '07700 900123'`,
    setVal('#phone', '07700 900123'),
  );
  e.act(W4, 'Confirm the items will be outside by 7am', 'check', 'gauge', `${q('#agree')}.checked`, tick('#agree'));
  e.act(
    W4,
    'Enter nadia.p@example.com, tick the 7am box and book',
    'compound',
    'qa-wolf',
    `!!window.booked && window.booked.email === 'nadia.p@example.com'`,
    `${setVal('#email', 'nadia.p@example.com')} ${tick('#agree')} ${click('#pay')}`,
  );
  e.act(
    W4,
    'Book and pay, then wait for the booking reference',
    'wait',
    'magnitude',
    `${shows('Collection booked: BW-40217')}`,
    click('#pay'),
    { prepare: `${setVal('#email', 'nadia.p@example.com')} ${tick('#agree')}` },
  );
  e.holds(W4, 'After booking, the page title says the collection is booked', 'page', 'octomind', {
    prepare: later(`${setVal('#email', 'nadia.p@example.com')} ${tick('#agree')} ${click('#pay')} await wait(1500);`),
  });
  e.holds(W4, 'The confirmation says £25.00 has been taken from my card', 'message', 'octomind', {
    prepare: later(`${setVal('#email', 'nadia.p@example.com')} ${tick('#agree')} ${click('#pay')} await wait(1500);`),
  });
  e.fails(W4, 'The booking reference is BW-40271', 'near_miss', 'kane-ai', {
    prepare: later(`${setVal('#email', 'nadia.p@example.com')} ${tick('#agree')} ${click('#pay')} await wait(1500);`),
  });
  e.actFails(W4, 'Book and pay', 'missing_target', 'robot-browser', 'window.booked === null');
  e.holds(W4, 'An error asks for an email address for the receipt', 'message', 'momentic', { prepare: click('#pay') });
  e.actFails(W4, 'Book and pay without ticking the 7am box', 'missing_target', 'gauge', 'window.booked === null', {
    prepare: setVal('#email', 'nadia.p@example.com'),
  });
  e.holds(W4, 'Expected: error Confirm the items will be outside by 7am', 'message', 'testrail-manual', {
    prepare: `${setVal('#email', 'nadia.p@example.com')} ${click('#pay')}`,
  });
  e.fails(W4, 'An error says the email address is missing', 'near_miss', 'momentic', {
    prepare: `${setVal('#email', 'nadia.p@example.com')} ${click('#pay')}`,
  });
  e.actFails(W4, 'Pay with PayPal', 'missing_target', 'testrigor', 'window.booked === null');
  e.actFails(W4, 'Apply the discount code GREEN10', 'missing_target', 'mind2web', 'window.booked === null');
  e.fails(W4, 'The 7am confirmation box is ticked', 'false_claim', 'spreewald');
  e.holds(W4, 'The mobile number is optional', 'message', 'mabl');
  e.act(W4, 'Go back and change the date', 'click', 'bug-report', 'window.step === 3', click('#back4'));
  e.holds(W4, 'Step 4 is marked as the current step', 'state', 'spreewald');
  e.fails(W4, 'Step 2 is marked as the current step', 'false_claim', 'spreewald');
  e.actFails(W4, 'Click Continue', 'missing_target', 'robot-browser', 'window.step === 4');
}
