/** Steps on Tidewater Ferries (apps/ferry.ts), phrased after the sources in sources.ts. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

export function ferryEntries(b: EntryBuilder): void {
  const LOGIN = '/ferry/login';
  const SEARCH = '/ferry/search';
  const RESULTS = '/ferry/search?results=1';
  const BOOK = '/ferry/book?sailing=s3';
  const VEH = '/ferry/book?sailing=s3&step=2';
  const CABIN = '/ferry/book?sailing=s3&step=3';
  const PAY = '/ferry/book?sailing=s3&step=4';
  const MANAGE = '/ferry/manage';
  const PAX = '/ferry/manage?tab=pax';
  const EXTRAS = '/ferry/manage?tab=extras';
  const steppers = `${q('#adults')}.dataset.value === '2' && ${q('#children')}.dataset.value === '0' && ${q('#infants')}.dataset.value === '0'`;
  const badLogin = later(
    `${setVal('#ref', 'TW4K9Q')} ${setVal('#surname', 'Smith')} ${click('#go')} await wait(1300);`,
  );
  const card = `${setVal('#cname', 'Nadia Brennan')} ${setVal('#cnum', '4111 1111 1111 1111')} ${setVal('#cexp', '09/29')} ${setVal('#cvc', '123')}`;
  const paid = later(`${card} ${tick('#terms')} ${click('#pay')} await wait(1300);`);
  const openChange = later(`${click('[data-id="ret"] .change')} await wait(900);`);
  const openCancelRet = click('[data-id="ret"] .cancel');

  // Manage booking sign-in
  b.act(
    LOGIN,
    'When I fill in "Booking reference" with "TW4K9Q"',
    'fill',
    'rails-web-steps',
    `${q('#ref')}.value === 'TW4K9Q'`,
    setVal('#ref', 'TW4K9Q'),
  );
  b.act(
    LOGIN,
    'type Okafor in the surname box',
    'fill',
    'bug-report',
    `${q('#surname')}.value === 'Okafor'`,
    setVal('#surname', 'Okafor'),
  );
  b.act(
    LOGIN,
    'Log in with reference TW4K9Q and surname Okafor',
    'login',
    'shortest',
    `location.pathname === '/ferry/manage'`,
    `${setVal('#ref', 'TW4K9Q')} ${setVal('#surname', 'Okafor')} ${click('#go')}`,
  );
  b.actFails(
    LOGIN,
    'Find booking TW4K9Q for the surname Okafer',
    'missing_target',
    'mind2web',
    `location.pathname === '/ferry/login'`,
  );
  b.holds(LOGIN, 'Heading is "Find your booking"', 'page', 'robot-browser');
  b.fails(LOGIN, 'The Find booking button is disabled', 'false_claim', 'spreewald');
  b.holds(LOGIN, 'The booking reference box hints "6 letters and numbers"', 'value', 'momentic');
  b.holds(
    LOGIN,
    `Then I should see "We can't find a booking with that reference and surname"`,
    'message',
    'rails-web-steps',
    { prepare: badLogin },
  );
  b.fails(LOGIN, 'The Lead passenger surname field contains TW4K9Q', 'near_miss', 'reflect', { prepare: badLogin });
  b.fails(
    LOGIN,
    'Verify that a "Remember me" checkbox is shown under the password',
    'missing_target',
    'testrail-manual',
  );

  // Search form
  b.holds(SEARCH, 'One way should be selected', 'state', 'spreewald');
  b.holds(SEARCH, 'the "Returning" field should be disabled', 'state', 'spreewald');
  b.fails(SEARCH, 'The Returning date can be edited', 'false_claim', 'momentic');
  b.act(SEARCH, 'Choose Return', 'check', 'robot-browser', `${q('#trip-ret')}.checked`, tick('#trip-ret'));
  b.act(
    SEARCH,
    'And I select "Poole" from "From"',
    'select',
    'rails-web-steps',
    `${q('#from')}.value === 'Poole'`,
    setVal('#from', 'Poole'),
  );
  b.act(
    SEARCH,
    'Set the destination to Cherbourg',
    'select',
    'qa-wolf',
    `${q('#to')}.value === 'Cherbourg'`,
    setVal('#to', 'Cherbourg'),
  );
  b.act(
    SEARCH,
    'Change the departure date to 21/06/2027',
    'widget',
    'kane-ai',
    `${q('#out')}.value === '2027-06-21'`,
    setVal('#out', '2027-06-21'),
  );
  b.act(
    SEARCH,
    'Add 1 child',
    'widget',
    'gauge',
    `${q('#children')}.dataset.value === '1'`,
    click('#children [data-step="1"]'),
  );
  b.act(
    SEARCH,
    'Increase adults to 4',
    'widget',
    'midscene',
    `${q('#adults')}.dataset.value === '4'`,
    clicks('#adults [data-step="1"]', 2),
  );
  b.actFails(SEARCH, 'I press "Increase"', 'ambiguous_target', 'mink', steppers);
  b.act(
    SEARCH,
    'only one adult is travelling',
    'widget',
    'bug-report',
    `${q('#adults')}.dataset.value === '1'`,
    click('#adults [data-step="-1"]'),
  );
  b.act(
    SEARCH,
    'Select "Motorbike" from the vehicle dropdown',
    'select',
    'kane-ai',
    `${q('#vehicle')}.value === 'moto'`,
    setVal('#vehicle', 'moto'),
  );
  b.act(
    SEARCH,
    "We're foot passengers, no vehicle",
    'select',
    'browser-use',
    `${q('#vehicle')}.value === 'none'`,
    setVal('#vehicle', 'none'),
  );
  b.holds(SEARCH, 'Car is selected in the Vehicle field', 'state', 'reflect');
  b.fails(SEARCH, 'The Vehicle field shows "Car with roof box"', 'near_miss', 'reflect');
  b.holds(SEARCH, 'The Infants stepper reads 0', 'value', 'midscene');
  b.fails(SEARCH, 'Verify that the Adults count is 3', 'false_claim', 'testrail-manual');
  b.holds(SEARCH, 'The departure date is 14 June 2027', 'value', 'reflect');
  b.act(
    SEARCH,
    'Search for a return crossing from Portsmouth to Caen leaving 14 June 2027 and coming back 21 June 2027 for 2 adults and a car',
    'compound',
    'mind2web',
    `!!window.searched && window.searched.back === '2027-06-21' && window.searched.out === '2027-06-14'`,
    `${tick('#trip-ret')} ${setVal('#back', '2027-06-21')} ${click('#search')}`,
  );
  b.act(SEARCH, 'Click Search sailings', 'click', 'robot-browser', '!!window.searched', click('#search'));
  b.actFails(
    SEARCH,
    'Search for sailings from Plymouth to Caen on 14 June',
    'missing_target',
    'mind2web',
    'window.searched === null',
  );
  b.actFails(SEARCH, 'Find me a crossing on 1 June 2027', 'missing_target', 'browser-use', 'window.searched === null');
  b.holds(SEARCH, `I should see "We don't sail from Plymouth to Caen"`, 'message', 'codecept', {
    prepare: `${setVal('#from', 'Plymouth')} ${click('#search')}`,
  });
  b.fails(SEARCH, 'An error says the departure date is in the past', 'false_claim', 'momentic', {
    prepare: `${setVal('#from', 'Plymouth')} ${click('#search')}`,
  });
  b.actFails(SEARCH, 'Click the "Flexible dates" checkbox', 'missing_target', 'kane-ai', 'window.searched === null');

  // Results
  b.holds(RESULTS, 'The results heading says Portsmouth to Caen, Mon 14 Jun 2027: 4 sailings', 'page', 'robot-browser');
  b.holds(RESULTS, '4 sailings are listed', 'count', 'mink');
  b.fails(RESULTS, 'Verify that 5 sailings are listed', 'false_claim', 'testrail-manual');
  b.act(
    RESULTS,
    'Click the third Select button',
    'ordinal',
    'kane-ai',
    `window.chosen === 's3'`,
    click('[data-id="s3"] .pick'),
  );
  b.actFails(RESULTS, 'I press "Select"', 'ambiguous_target', 'mink', 'window.chosen === null');
  b.act(
    RESULTS,
    'Select the 08:15 sailing',
    'scope',
    'qa-wolf',
    `window.chosen === 's1'`,
    click('[data-id="s1"] .pick'),
  );
  b.act(
    RESULTS,
    'On the Barfleur sailing, click Select',
    'scope',
    'stagehand',
    `window.chosen === 's4'`,
    click('[data-id="s4"] .pick'),
  );
  b.actFails(RESULTS, 'Choose the 14:45 sailing', 'missing_target', 'gauge', 'window.chosen === null');
  b.act(
    `${RESULTS}&vehicle=none`,
    'Pick the 14:45 Mont St Michel sailing',
    'scope',
    'browser-use',
    `window.chosen === 's2'`,
    click('[data-id="s2"] .pick'),
  );
  b.holds(RESULTS, 'The 22:45 sailing costs £212', 'scope', 'reflect');
  b.fails(RESULTS, 'The 23:30 sailing costs £212', 'near_miss', 'reflect');
  b.holds(RESULTS, 'The Normandie Express crossing takes 5h 45m', 'scope', 'reflect');
  b.fails(RESULTS, 'The 08:15 sailing is an overnight crossing', 'near_miss', 'momentic');
  b.holds(RESULTS, 'the 14:45 is foot passengers only', 'scope', 'bug-report');
  b.actFails(RESULTS, 'Click Select on the 18:00 sailing', 'missing_target', 'stagehand', 'window.chosen === null');
  b.holds(RESULTS, 'An error says there is no space for vehicles on the 14:45', 'message', 'momentic', {
    prepare: click('[data-id="s2"] .pick'),
  });
  b.act(
    RESULTS,
    'Select the cheapest sailing',
    'scope',
    'browser-use',
    `window.chosen === 's1'`,
    click('[data-id="s1"] .pick'),
  );
  b.fails(RESULTS, 'The Barfleur sails at 22:45', 'near_miss', 'reflect');

  // Booking wizard: passengers
  b.holds(BOOK, 'Passengers is the current step', 'state', 'spreewald');
  b.holds(BOOK, 'The summary shows a fare of £212', 'value', 'reflect');
  b.holds(BOOK, 'Verify that the total is £212.00', 'value', 'testrail-manual');
  b.fails(BOOK, 'Verify that the total is £221.00', 'false_claim', 'testrail-manual');
  b.act(
    BOOK,
    'Pick "Ms" from the Title dropdown',
    'select',
    'kane-ai',
    `${q('#title')}.value === 'Ms'`,
    setVal('#title', 'Ms'),
  );
  b.actFails(
    BOOK,
    'Fill in "First name" with "Nadia"',
    'ambiguous_target',
    'rails-web-steps',
    `${q('#p1-first')}.value === '' && ${q('#p2-first')}.value === ''`,
  );
  b.act(
    BOOK,
    'In the Lead passenger section, enter Nadia as the first name',
    'scope',
    'stagehand',
    `${q('#p1-first')}.value === 'Nadia'`,
    setVal('#p1-first', 'Nadia'),
  );
  b.act(
    BOOK,
    "Enter Brennan as passenger 2's last name",
    'scope',
    'stagehand',
    `${q('#p2-last')}.value === 'Brennan'`,
    setVal('#p2-last', 'Brennan'),
  );
  b.act(
    BOOK,
    'I type "nadia.brennan@example.com" into the Email field',
    'fill',
    'codecept',
    `${q('#email')}.value === 'nadia.brennan@example.com'`,
    setVal('#email', 'nadia.brennan@example.com'),
  );
  b.act(
    BOOK,
    'Put 07700 900456 in the mobile number box',
    'fill',
    'bug-report',
    `${q('#mobile')}.value === '07700 900456'`,
    setVal('#mobile', '07700 900456'),
  );
  b.act(
    BOOK,
    'Fill in the lead passenger as Nadia Brennan, nadia.brennan@example.com, and passenger 2 as Owen Brennan, then continue',
    'compound',
    'shortest',
    'window.step === 2',
    `${setVal('#p1-first', 'Nadia')} ${setVal('#p1-last', 'Brennan')} ${setVal('#email', 'nadia.brennan@example.com')} ${setVal('#p2-first', 'Owen')} ${setVal('#p2-last', 'Brennan')} ${click('#c1')}`,
  );
  b.actFails(BOOK, 'Continue to the vehicle details', 'missing_target', 'qa-wolf', 'window.step === 1');
  b.holds(BOOK, "There's an error asking for the lead passenger's first and last name", 'message', 'momentic', {
    prepare: click('#c1'),
  });
  b.fails(BOOK, 'The error asks for a mobile number', 'false_claim', 'momentic', {
    prepare: `${setVal('#p1-first', 'Nadia')} ${setVal('#p1-last', 'Brennan')} ${setVal('#email', 'nadia.example.com')} ${click('#c1')}`,
  });
  b.actFails(BOOK, 'Click the Skip button', 'missing_target', 'robot-browser', 'window.step === 1');
  b.fails(BOOK, 'The Date of birth field is empty', 'missing_target', 'spreewald');

  // Vehicle
  b.holds(VEH, 'The step heading reads "Vehicle"', 'page', 'robot-browser');
  b.act(
    VEH,
    'I type "WR21 KTE" into the registration box',
    'fill',
    'codecept',
    `${q('#reg')}.value === 'WR21 KTE'`,
    setVal('#reg', 'WR21 KTE'),
  );
  b.act(
    VEH,
    'Make and model: Skoda Octavia',
    'fill',
    'testrail-manual',
    `${q('#make')}.value === 'Skoda Octavia'`,
    setVal('#make', 'Skoda Octavia'),
  );
  b.act(
    VEH,
    'Choose Over 1.85m for the height',
    'check',
    'qa-wolf',
    `${q('input[name=height][value=high]')}.checked`,
    tick('input[name=height][value=high]'),
  );
  b.act(
    VEH,
    "we're bringing two bikes",
    'widget',
    'bug-report',
    `${q('#bikes')}.dataset.value === '2'`,
    clicks('#bikes [data-step="1"]', 2),
  );
  b.act(
    VEH,
    'Add 2 bikes and check the vehicle extras come to £16',
    'compound',
    'magnitude',
    `${q('#sum-veh')}.textContent === '£16' && ${q('#bikes')}.dataset.value === '2'`,
    clicks('#bikes [data-step="1"]', 2),
  );
  b.holds(VEH, 'Under 1.85m is selected', 'state', 'spreewald');
  b.fails(VEH, '"Over 1.85m (+£30)" is selected', 'false_claim', 'spreewald');
  b.actFails(VEH, 'Continue without a registration', 'missing_target', 'bug-report', 'window.step === 2');
  b.act(VEH, 'Click Continue', 'click', 'robot-browser', 'window.step === 3', click('#c2'), {
    prepare: setVal('#reg', 'WR21 KTE'),
  });
  b.actFails(
    '/ferry/book?sailing=s1&step=2',
    'Go on to the cabin step',
    'missing_target',
    'qa-wolf',
    'window.step === 2',
    { prepare: `${setVal('#reg', 'WR21 KTE')} ${tick('input[name=height][value=high]')}` },
  );
  b.holds(
    '/ferry/book?sailing=s1&step=2',
    "It says the Normandie Express can't carry vehicles over 1.85m",
    'message',
    'codecept',
    { prepare: `${setVal('#reg', 'WR21 KTE')} ${tick('input[name=height][value=high]')} ${click('#c2')}` },
  );
  b.act(VEH, 'Go back to passengers', 'navigation', 'qa-wolf', 'window.step === 1', click('#st2 .back'));
  b.holds(VEH, 'The bicycles counter shows 0', 'value', 'midscene');
  b.fails(VEH, 'The vehicle extras in the summary are £30', 'near_miss', 'reflect');

  // Cabin
  b.act(
    CABIN,
    'Choose the inside cabin',
    'check',
    'gauge',
    `${q('input[name=cabin][value=inside]')}.checked`,
    tick('input[name=cabin][value=inside]'),
  );
  b.act(
    CABIN,
    'Select "Outside cabin with window, 4 berths (£89)"',
    'check',
    'rails-web-steps',
    `${q('input[name=cabin][value=outside]')}.checked`,
    tick('input[name=cabin][value=outside]'),
  );
  b.act(
    CABIN,
    'We have a dog, book the pet-friendly cabin',
    'check',
    'browser-use',
    `${q('input[name=cabin][value=pet]')}.checked`,
    tick('input[name=cabin][value=pet]'),
  );
  b.actFails(
    CABIN,
    'Choose the Commodore suite',
    'missing_target',
    'gauge',
    `${q('input[name=cabin][value=none]')}.checked`,
  );
  b.holds(CABIN, 'Is the Commodore suite greyed out?', 'state', 'rainforest');
  b.fails(CABIN, 'The Commodore suite can be chosen', 'false_claim', 'rainforest');
  b.actFails(CABIN, 'Continue with just a reclining seat', 'missing_target', 'qa-wolf', 'window.step === 3');
  b.holds(CABIN, 'An error says a cabin is required on overnight sailings', 'message', 'momentic', {
    prepare: click('#c3'),
  });
  b.act(
    CABIN,
    'Add 2 breakfast vouchers',
    'widget',
    'gauge',
    `${q('#vouchers')}.dataset.value === '2'`,
    clicks('#vouchers [data-step="1"]', 2),
  );
  b.holds(CABIN, 'After choosing the inside cabin, the total is £261.00', 'value', 'magnitude', {
    prepare: tick('input[name=cabin][value=inside]'),
  });
  b.fails(CABIN, 'The cabin line of the summary shows £89', 'near_miss', 'reflect', {
    prepare: tick('input[name=cabin][value=inside]'),
  });
  b.act(
    CABIN,
    'Book an inside cabin on this sailing and carry on to payment',
    'compound',
    'mind2web',
    'window.step === 4',
    `${tick('input[name=cabin][value=inside]')} ${click('#c3')}`,
  );

  // Payment
  b.holds(PAY, 'The blue button says Pay £261.00', 'value', 'kane-ai');
  b.fails(PAY, 'The pay button says Pay £212.00', 'near_miss', 'kane-ai');
  b.act(
    PAY,
    'Enter the card holder name Nadia Brennan',
    'fill',
    'gauge',
    `${q('#cname')}.value === 'Nadia Brennan'`,
    setVal('#cname', 'Nadia Brennan'),
  );
  b.act(
    PAY,
    'check "I accept the conditions of carriage"',
    'check',
    'spreewald',
    `${q('#terms')}.checked`,
    tick('#terms'),
  );
  b.act(
    PAY,
    'Enter 09/29 as the expiry',
    'fill',
    'testrail-manual',
    `${q('#cexp')}.value === '09/29'`,
    setVal('#cexp', '09/29'),
  );
  b.act(
    PAY,
    'Pay with card 4111 1111 1111 1111, expiry 09/29, CVC 123, name Nadia Brennan, accept the conditions and pay',
    'compound',
    'shortest',
    `!!window.paid && window.paid.ref === 'TW8N2D'`,
    `${card} ${tick('#terms')} ${click('#pay')}`,
  );
  b.actFails(
    PAY,
    'Pay with card 4000 0000 0000 0002, expiry 11/28, CVC 321, name Nadia Brennan, accepting the conditions',
    'missing_target',
    'shortest',
    'window.paid === null',
  );
  b.actFails(PAY, 'Complete the payment', 'missing_target', 'qa-wolf', 'window.paid === null', { prepare: card });
  b.act(
    PAY,
    'Click the blue Pay button and wait for the booking confirmation',
    'wait',
    'kane-ai',
    '!!window.paid',
    click('#pay'),
    { prepare: `${card} ${tick('#terms')}` },
  );
  b.holds(PAY, 'The booking reference is TW8N2D', 'message', 'reflect', { prepare: paid });
  b.fails(PAY, 'The booking reference is TW8N2B', 'false_claim', 'reflect', { prepare: paid });
  b.holds(PAY, 'The confirmation says the tickets were emailed to nadia.brennan@example.com', 'message', 'momentic', {
    prepare: paid,
  });
  b.fails(PAY, 'Then I should see "Booking confirmed"', 'false_claim', 'rails-web-steps');

  // Manage booking
  b.holds(MANAGE, 'Page title should be "Booking TW4K9Q - Tidewater Ferries"', 'page', 'robot-browser');
  b.holds(MANAGE, 'The lead passenger is Ada Okafor', 'value', 'reflect');
  b.fails(MANAGE, 'The vehicle is a car, registration KP19 XML', 'false_claim', 'reflect');
  b.holds(MANAGE, 'Wait until the live status says the sailing is on time', 'wait', 'midscene');
  b.holds(MANAGE, 'The live departure status says check-in closes at 07:30', 'frames', 'midscene');
  b.fails(MANAGE, 'The live status says the Normandie Express is delayed', 'false_claim', 'midscene');
  b.act(
    MANAGE,
    'In the live status box, click Text me updates',
    'frames',
    'stagehand',
    'window.texted === true',
    later(`await wait(1500); ${inShadow('#status', '#sms')}.click();`),
  );
  b.holds(MANAGE, 'The sailings table has 2 rows', 'count', 'mink');
  b.act(
    MANAGE,
    'In the row for the return sailing, click Change',
    'scope',
    'stagehand',
    `!${q('#dlg-change')}.hidden`,
    click('[data-id="ret"] .change'),
  );
  b.actFails(
    MANAGE,
    'Change the outbound sailing',
    'missing_target',
    'browser-use',
    `${q('#dlg-change')}.hidden && window.changed === null`,
  );
  b.actFails(MANAGE, 'I press "Change"', 'ambiguous_target', 'mink', `${q('#dlg-change')}.hidden`);
  b.act(
    MANAGE,
    'Move the return sailing to 20 June 2027 on the 23:00 Barfleur',
    'compound',
    'browser-use',
    `!!window.changed && window.changed.date === '2027-06-20' && window.changed.sailing === '23:00 Barfleur'`,
    later(
      `${click('[data-id="ret"] .change')} await wait(800); ${setVal('#ch-date', '2027-06-20')} ${setVal('#ch-time', '23:00 Barfleur')} ${click('#ch-go')}`,
    ),
  );
  b.actFails(
    MANAGE,
    'Change the date to 11 June 2027 and confirm',
    'missing_target',
    'gauge',
    'window.changed === null',
    { prepare: openChange },
  );
  b.act(
    MANAGE,
    'I press Escape to close the dialog',
    'keys',
    'codecept',
    `${q('#dlg-change')}.hidden`,
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
    { prepare: openChange },
  );
  b.act(
    MANAGE,
    'Cancel my return sailing',
    'compound',
    'browser-use',
    `window.cancelled.indexOf('ret') >= 0`,
    `${openCancelRet} ${click('#cx-go')}`,
  );
  b.act(
    MANAGE,
    'click the red Yes, cancel it button in the popup',
    'widget',
    'kane-ai',
    `window.cancelled.indexOf('ret') >= 0`,
    click('#cx-go'),
    { prepare: openCancelRet },
  );
  b.act(
    MANAGE,
    'Keep sailing',
    'widget',
    'robot-browser',
    `${q('#dlg-cancel')}.hidden`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: openCancelRet },
  );
  b.holds(MANAGE, 'The dialog says you will get £84 back', 'message', 'momentic', { prepare: openCancelRet });
  b.fails(MANAGE, 'The dialog says you will get £96 back', 'false_claim', 'momentic', { prepare: openCancelRet });
  b.actFails(
    MANAGE,
    'Cancel the outbound sailing and confirm',
    'missing_target',
    'gauge',
    'window.cancelled.length === 0',
  );
  b.holds(MANAGE, "An error says sailings less than 72 hours away can't be cancelled", 'message', 'momentic', {
    prepare: `${click('[data-id="out"] .cancel')} ${click('#cx-go')}`,
  });
  b.act(
    MANAGE,
    'Open the Manage menu',
    'widget',
    'qa-wolf',
    `${q('#manage')}.getAttribute('aria-expanded') === 'true'`,
    click('#manage'),
  );
  b.act(
    MANAGE,
    'Choose Download tickets from the Manage menu',
    'widget',
    'stagehand',
    `window.menuChoice === 'Download tickets'`,
    `${click('#manage')} ${click('#mi-tix')}`,
  );
  b.actFails(
    MANAGE,
    'Add a passenger to this booking',
    'missing_target',
    'browser-use',
    'window.pax.length === 3 && window.menuChoice === null',
  );
  b.holds(MANAGE, "Do you see a message that passengers can't be added online?", 'message', 'rainforest', {
    prepare: `${click('#manage')} ${click('#mi-add')}`,
  });
  b.act(
    MANAGE,
    'Open the Extras tab',
    'widget',
    'qa-wolf',
    `${q('#t-ext')}.getAttribute('aria-selected') === 'true'`,
    click('#t-ext'),
  );
  b.act(
    MANAGE,
    'go to the passengers tab',
    'widget',
    'bug-report',
    `${q('#t-pax')}.getAttribute('aria-selected') === 'true'`,
    click('#t-pax'),
  );
  b.holds(MANAGE, 'The Paid amount is £356.00', 'value', 'reflect');
  b.fails(MANAGE, 'The booking was paid £365.00', 'false_claim', 'reflect');
  b.act(
    MANAGE,
    'Go to the Book page from the top menu',
    'navigation',
    'qa-wolf',
    `location.pathname === '/ferry/search'`,
    click('a[href="/ferry/search"]'),
  );

  // Passengers tab
  b.holds(PAX, 'The passengers table lists 3 people', 'count', 'mink');
  b.act(
    PAX,
    'Remove Chidi Okafor',
    'scope',
    'gauge',
    `window.removed.indexOf('chidi') >= 0`,
    click('[data-id="chidi"] .remove'),
  );
  b.actFails(PAX, 'Remove Ada Okafor from the booking', 'missing_target', 'gauge', 'window.pax.length === 3');
  b.act(
    PAX,
    "click Edit name in Ben's row",
    'scope',
    'bug-report',
    `window.editing === 'ben'`,
    click('[data-id="ben"] .edit'),
  );
  b.actFails(PAX, 'Click Remove', 'ambiguous_target', 'robot-browser', 'window.pax.length === 3');
  b.fails(PAX, 'Chidi Okafor is an adult', 'near_miss', 'reflect');
  b.holds(PAX, 'Chidi is a child aged 9', 'scope', 'reflect');
  b.holds(PAX, 'After removing Chidi, the summary says 2 adults', 'value', 'magnitude', {
    prepare: click('[data-id="chidi"] .remove'),
  });

  // Extras tab
  b.actFails(EXTRAS, 'Add the breakfast buffet', 'ambiguous_target', 'gauge', 'window.added.length === 0');
  b.act(
    EXTRAS,
    'Add breakfast on the way back',
    'scope',
    'qa-wolf',
    `window.added.indexOf('bf-ret') >= 0`,
    click('[data-id="bf-ret"] .add'),
  );
  b.act(
    EXTRAS,
    'Add Priority boarding',
    'scope',
    'gauge',
    `window.added.indexOf('priority') >= 0`,
    click('[data-id="priority"] .add'),
  );
  b.actFails(EXTRAS, 'Add the Wi-Fi package', 'missing_target', 'gauge', 'window.added.length === 0');
  b.holds(EXTRAS, 'Does the page say the Wi-Fi is sold out?', 'message', 'rainforest');
  b.act(
    EXTRAS,
    'After adding the club lounge, the Extras tab shows 1',
    'compound',
    'magnitude',
    `window.added.indexOf('lounge') >= 0 && ${q('#ext-count')}.textContent === '1'`,
    click('[data-id="lounge"] .add'),
  );
  b.holds(EXTRAS, 'There are 5 extras to choose from', 'count', 'mink');
  b.fails(EXTRAS, 'The extras list has 4 items', 'false_claim', 'mink');
  b.fails(EXTRAS, 'The Club lounge costs £12.50 per person', 'near_miss', 'reflect');
  b.holds(EXTRAS, 'The outbound breakfast buffet is £12.50 per person', 'scope', 'reflect');
  b.fails(EXTRAS, 'Priority boarding shows as added', 'false_claim', 'reflect');

  // Switches, accordions, rating
  b.act(MANAGE, 'Turn on Email me my boarding cards', 'widget', 'qa-wolf', on('#sw-cards'), click('#sw-cards'));
  b.act(
    MANAGE,
    'switch off the delay texts',
    'widget',
    'bug-report',
    `${q('#sw-delay')}.getAttribute('aria-checked') === 'false'`,
    click('#sw-delay'),
  );
  b.holds(MANAGE, 'Text me about delays is on', 'state', 'spreewald');
  b.fails(MANAGE, 'Email me my boarding cards is switched on', 'false_claim', 'spreewald');
  b.act(MANAGE, 'Expand What to bring', 'widget', 'qa-wolf', visible('#acc-bring-p'), click('#acc-bring'));
  b.holds(MANAGE, 'Cars must check in at least 45 minutes before departure', 'message', 'momentic', {
    prepare: click('#acc-checkin'),
  });
  b.fails(MANAGE, 'Check-in times is expanded', 'false_claim', 'spreewald');
  b.act(
    MANAGE,
    'Rate my last crossing 4 stars',
    'widget',
    'browser-use',
    `${q('#rate')}.dataset.value === '4'`,
    click('#rate [data-n="4"]'),
  );
  b.act(
    MANAGE,
    'Give the 2 May crossing 5 stars and send the rating',
    'compound',
    'shortest',
    'window.rating === 5',
    `${click('#rate [data-n="5"]')} ${click('#rate-go')}`,
  );
  b.actFails(MANAGE, 'Send my rating for the crossing', 'missing_target', 'browser-use', 'window.rating === null');
  b.fails(MANAGE, 'The last crossing was Portsmouth to Caen', 'near_miss', 'reflect');
  b.holds(MANAGE, 'the toast says Tickets downloaded', 'widget', 'midscene', {
    prepare: `${click('#manage')} ${click('#mi-tix')}`,
  });
  b.fails(MANAGE, 'The Extras tab shows (2)', 'false_claim', 'kane-ai');
  b.holds(MANAGE, `Check that the What to bring section is collapsed`, 'state', 'testrigor');
  b.fails(MANAGE, `check that page contains "Booking cancelled"`, 'false_claim', 'testrigor');

  // More steps that must fail
  b.fails(RESULTS, 'The 22:45 sailing is on the Barfleur', 'near_miss', 'reflect');
  b.fails(BOOK, 'The Title dropdown shows Ms', 'near_miss', 'reflect');
  b.actFails(
    BOOK,
    'Select "Prof" from the Title dropdown',
    'missing_target',
    'rails-web-steps',
    `${q('#title')}.value === ''`,
  );
  b.fails(CABIN, 'The inside cabin has 4 berths', 'near_miss', 'reflect');
  b.fails(PAY, 'The Name on card field contains Nadia Brennan', 'false_claim', 'reflect');
  b.actFails(
    MANAGE,
    'Open the Invoices tab',
    'missing_target',
    'qa-wolf',
    `${q('#t-sail')}.getAttribute('aria-selected') === 'true'`,
  );
  b.fails(MANAGE, 'The return sailing departs at 17:45', 'false_claim', 'reflect');
  b.fails(PAX, 'Ben Okafor is the lead passenger', 'near_miss', 'reflect');
  b.actFails(EXTRAS, 'Click Add', 'ambiguous_target', 'robot-browser', 'window.added.length === 0');
}
