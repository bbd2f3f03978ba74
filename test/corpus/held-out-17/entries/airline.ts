/** Steps for Skylark Air's Find your booking, trip page and check-in wizard (`apps/airline.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, hidden, inFrame, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/airline/login';
const T = '/airline/trip';
const T2 = '/airline/trip?page=2';
const C1 = '/airline/checkin';
const C2 = '/airline/checkin?step=2';
const C3 = '/airline/checkin?step=3';
const C4 = '/airline/checkin?step=4';

const find = (ref: string, last: string) => `${setVal('#ref', ref)} ${setVal('#last', last)} ${click('#find')}`;
const pax = (id: string, what: string) => click(`#pax tr[data-id="${id}"] .${what}`);
const flight = (f: string, what: string) => click(`#flights [data-flight="${f}"] .${what}`);
const extra = (id: string, what: string) => click(`#xcards [data-id="${id}"] .${what}`);
const past = (id: string, what: string) => click(`#past tr[data-id="${id}"] .${what}`);
const passport = (num: string, expiry: string, nation: string) =>
  `${setVal('#passport', num)} ${setVal('#expiry', expiry)} ${setVal('#nation', nation)} ${click('#next1')}`;
const seat = (s: string) => click(`#map [data-seat="${s}"]`);
const dg = `${inFrame('#none')}.checked = true; ${inFrame('#accept')}.click();`;
const checkIn = later(`${dg} ${click('#finish')} await wait(1300);`);

export function airlineEntries(e: EntryBuilder): void {
  // Find your booking
  e.act(
    LOGIN,
    'Find my booking with reference QX7K2P and last name Lindqvist',
    'login',
    'mind2web',
    `location.pathname === '/airline/trip'`,
    find('QX7K2P', 'Lindqvist'),
  );
  e.act(
    LOGIN,
    'I fill in "Booking reference" with "QX7K2P"',
    'fill',
    'rails-web-steps',
    `${q('#ref')}.value === 'QX7K2P'`,
    setVal('#ref', 'QX7K2P'),
  );
  e.actFails(
    LOGIN,
    'Log in with booking reference QX7K2Q and surname Lindqvist and open the trip',
    'missing_target',
    'skyvern',
    `location.pathname === '/airline/login'`,
  );
  e.holds(LOGIN, 'An error says no booking could be found with those details', 'message', 'momentic', {
    prepare: later(`${find('QX7K2Q', 'Lindqvist')} await wait(1200);`),
  });
  e.fails(LOGIN, 'I should see "Enter your booking reference"', 'near_miss', 'rails-web-steps', {
    prepare: `${setVal('#ref', 'QX7K2P')} ${click('#find')}`,
  });
  e.holds(LOGIN, 'An error asks for the last name on the booking', 'message', 'momentic', {
    prepare: `${setVal('#ref', 'QX7K2P')} ${click('#find')}`,
  });
  e.act(LOGIN, 'check "Remember this booking"', 'check', 'spreewald', `${q('#remember')}.checked`, tick('#remember'));
  e.fails(LOGIN, 'There is a Create account button', 'false_claim', 'mabl');
  e.act(
    LOGIN,
    'Type Lindqvist into the last name field and press Enter',
    'keys',
    'codecept',
    `location.pathname === '/airline/trip'`,
    `${setVal('#last', 'Lindqvist')} ${q('#login')}.requestSubmit();`,
    { prepare: setVal('#ref', 'QX7K2P') },
  );

  // Trip overview and passengers
  e.holds(T, 'The heading says "Your trip to Lisbon"', 'page', 'robot-browser');
  e.fails(T, 'The heading says "Your trip to Porto"', 'false_claim', 'robot-browser');
  e.fails(T, 'The booking is for 3 passengers', 'near_miss', 'kane-ai');
  e.holds(T, 'The passengers table has 4 rows', 'count', 'mink');
  e.fails(T, 'There are 5 passengers on the booking', 'false_claim', 'webarena');
  e.holds(T, 'Marcus Lindqvist is in seat 12B', 'scope', 'reflect');
  e.fails(T, 'Saga Lindqvist is sitting in 12B', 'near_miss', 'reflect');
  e.fails(T, 'Saga Lindqvist is an infant', 'near_miss', 'reflect');
  e.fails(T, 'Marcus Lindqvist has 1 checked bag', 'near_miss', 'reflect');
  e.act(T, 'Add a bag for Marcus Lindqvist', 'scope', 'gauge', `window.pax[1].bags === 1`, pax('marcus', 'bag'));
  e.actFails(
    T,
    'Click "Add bag"',
    'ambiguous_target',
    'testrigor',
    `window.pax[0].bags === 1 && window.pax[1].bags === 0 && window.pax[2].bags === 0`,
  );
  e.actFails(
    T,
    'Add a checked bag for the baby, Oskar',
    'missing_target',
    'browser-use',
    `window.pax[3].bags === null && !document.body.innerText.includes('bag added')`,
  );
  e.holds(T, "An error says infants can't have their own checked bag", 'message', 'momentic', {
    prepare: later(`${pax('oskar', 'bag')} await wait(900);`),
  });
  e.fails(T, 'A toast says a 23 kg bag was added for Oskar Lindqvist', 'false_claim', 'octomind', {
    prepare: later(`${pax('oskar', 'bag')} await wait(900);`),
  });
  e.act(
    T,
    'In the row for Saga Lindqvist, click Change seat',
    'scope',
    'stagehand',
    `location.search.includes('pax=saga')`,
    pax('saga', 'seat'),
  );
  e.act(
    T,
    'Click the second "Change seat" button',
    'ordinal',
    'zerostep',
    `location.search.includes('pax=marcus')`,
    pax('marcus', 'seat'),
  );
  e.holds(T, 'After adding a bag for Saga, her row shows 1 checked bag', 'value', 'rainforest', {
    prepare: later(`${pax('saga', 'bag')} await wait(900);`),
  });
  e.fails(T, "Oskar Lindqvist's seat is 12C", 'near_miss', 'reflect');

  // Flights
  e.holds(T, 'The outbound flight SK 412 departs at 07:40', 'scope', 'reflect');
  e.fails(T, 'The return flight leaves at 07:40', 'near_miss', 'reflect');
  e.fails(T, 'SK 412 lands in Lisbon at 20:50', 'near_miss', 'kane-ai');
  e.act(
    T,
    'Check in for the outbound flight',
    'scope',
    'gauge',
    `location.pathname === '/airline/checkin'`,
    flight('SK412', 'ci'),
  );
  e.actFails(
    T,
    'Check in for the return flight SK 413',
    'missing_target',
    'browser-use',
    `location.pathname === '/airline/trip'`,
  );
  e.holds(T, 'It says check-in for SK 413 opens 24 hours before departure', 'message', 'codecept', {
    prepare: later(`${flight('SK413', 'ci')} await wait(1000);`),
  });
  e.actFails(T, 'I press "Check in"', 'ambiguous_target', 'mink', `location.pathname === '/airline/trip'`);
  e.actFails(T, 'click Flight details', 'ambiguous_target', 'robot-browser', `window.details === null`);
  e.act(
    T,
    'On the SK 413 card, click Flight details',
    'scope',
    'stagehand',
    `window.details === 'SK413'`,
    flight('SK413', 'det'),
  );
  e.holds(T, 'The flight details dialog says the aircraft is an Airbus A320neo', 'widget', 'octomind', {
    prepare: flight('SK412', 'det'),
  });
  e.fails(T, 'The details dialog says the gate closes at 06:55', 'near_miss', 'octomind', {
    prepare: flight('SK412', 'det'),
  });
  e.act(
    T,
    'Press Escape to close the flight details',
    'keys',
    'codecept',
    hidden('#dlg-det'),
    `hideDialog('dlg-det');`,
    {
      prepare: flight('SK412', 'det'),
    },
  );
  e.act(
    T,
    'Click Close in the dialog',
    'click',
    'robot-browser',
    hidden('#dlg-det'),
    click('#dlg-det [data-dismiss]'),
    {
      prepare: flight('SK413', 'det'),
    },
  );

  // Extras
  e.holds(T, 'The Extras badge shows 1', 'value', 'kane-ai');
  e.fails(T, 'The Extras badge shows 3', 'near_miss', 'kane-ai');
  e.act(T, 'Add priority boarding', 'click', 'gauge', `window.extras[0].added === true`, extra('priority', 'add'));
  e.act(
    T,
    'Add the lounge and wait until the extras badge shows 2',
    'wait',
    'magnitude',
    `window.extras[1].added === true && ${q('#xcount')}.textContent === '2'`,
    extra('lounge', 'add'),
  );
  e.actFails(T, 'Add Fast Track security to my trip', 'missing_target', 'browser-use', `!window.extras[2].added`);
  e.holds(T, 'An error says Fast Track is sold out', 'message', 'momentic', {
    prepare: later(`${extra('fasttrack', 'add')} await wait(1000);`),
  });
  e.actFails(
    T,
    'Add the Gatwick South airport parking',
    'ambiguous_target',
    'browser-use',
    `!window.extras[4].added && !window.extras[5].added`,
  );
  e.actFails(T, 'Click "Add"', 'ambiguous_target', 'testrigor', `window.extras.filter((x) => x.added).length === 1`);
  e.fails(T, 'Travel insurance can still be added', 'false_claim', 'reflect');
  e.holds(T, 'The Add button on the Travel insurance card is disabled', 'state', 'spreewald');
  e.holds(T, 'Travel insurance shows as added', 'state', 'reflect');
  e.fails(T, 'Priority boarding shows as added', 'near_miss', 'reflect');
  e.fails(T, 'Fast Track security costs £8 per person', 'near_miss', 'kane-ai');
  e.act(
    T,
    'Click More info on the Travel insurance card',
    'scope',
    'testrigor',
    visible('#xcards [data-id="insurance"] .more'),
    extra('insurance', 'info'),
  );
  e.fails(T, 'A toast says Fast Track security was added', 'false_claim', 'octomind', {
    prepare: later(`${extra('fasttrack', 'add')} await wait(1000);`),
  });
  e.fails(T, 'Fast Track security is available', 'false_claim', 'mabl');

  // Manage booking menu
  e.act(T, 'Open the Manage booking menu', 'widget', 'robot-browser', visible('#manage-menu'), click('#manage'));
  e.act(
    T,
    'Open Manage booking and choose Change flights',
    'compound',
    'qa-wolf',
    `window.menuChoice === 'Change flights'`,
    `${click('#manage')} ${click('#mi-change')}`,
  );
  e.actFails(
    T,
    'Cancel my booking from the Manage booking menu',
    'missing_target',
    'browser-use',
    `window.menuChoice === null && location.pathname === '/airline/trip'`,
  );
  e.holds(T, "An error says Saver fares can't be cancelled online", 'message', 'momentic', {
    prepare: `${click('#manage')} ${click('#mi-cancel')}`,
  });
  e.actFails(
    T,
    'In the Manage booking menu, choose Upgrade to Flex',
    'missing_target',
    'stagehand',
    `window.menuChoice === null`,
  );
  e.fails(T, 'It says changing flights is free', 'false_claim', 'codecept', {
    prepare: `${click('#manage')} ${click('#mi-change')}`,
  });

  // Baggage tabs, switches, accordions
  e.act(T, 'Go to the Checked bags tab', 'widget', 'checksum', visible('#p-hold'), click('#t-hold'));
  e.holds(T, 'On the Sports equipment tab, golf bags cost £45 each way', 'widget', 'reflect', {
    prepare: click('#t-sport'),
  });
  e.fails(T, 'A 10 kg wheelie bag goes free', 'near_miss', 'mabl');
  e.fails(T, 'The Checked bags tab is selected', 'false_claim', 'spreewald');
  e.act(T, 'Turn on texts for gate changes', 'widget', 'checksum', on('#sw-sms'), click('#sw-sms'));
  e.act(T, 'switch off boarding pass emails', 'widget', 'bug-report', `!(${on('#sw-email')})`, click('#sw-email'));
  e.fails(T, 'Carbon offsetting is switched on', 'false_claim', 'reflect');
  e.act(T, 'Offset the carbon for this trip', 'widget', 'browser-use', on('#sw-carbon'), click('#sw-carbon'));
  e.act(T, 'Expand "Can I take a pushchair?"', 'widget', 'checksum', visible('#acc-push-p'), click('#acc-push'));
  e.holds(T, 'Bag drop closes 45 minutes before departure', 'widget', 'mabl', { prepare: click('#acc-drop') });
  e.fails(T, 'The gate closes 45 minutes before departure', 'near_miss', 'mabl', { prepare: click('#acc-drop') });

  // Past flights
  e.holds(T, 'The past flights table shows 3 flights', 'count', 'mink');
  e.fails(T, 'The Previous button under past flights is enabled', 'false_claim', 'spreewald');
  e.act(T, 'Next page', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.act(
    T,
    'Claim points for the Edinburgh flight on 2 May 2027',
    'scope',
    'mind2web',
    `window.claimed === 'p7'`,
    past('p7', 'claim'),
  );
  e.actFails(T, 'Claim points for SK 221', 'missing_target', 'gauge', `window.claimed === null`);
  e.holds(T, 'An error says points were already claimed for that flight', 'message', 'momentic', {
    prepare: later(`${past('p6', 'claim')} await wait(1000);`),
  });
  e.actFails(
    T2,
    'Claim the points for the Barcelona to Gatwick flight in November',
    'missing_target',
    'browser-use',
    `window.claimed === null`,
  );
  e.holds(T2, 'The error says points can only be claimed up to 6 months after flying', 'message', 'momentic', {
    prepare: later(`${past('p4', 'claim')} await wait(1000);`),
  });
  e.actFails(T, 'Click Receipt', 'ambiguous_target', 'robot-browser', `window.receipts.length === 0`);
  e.act(
    T,
    'Get the receipt for the third flight in the list',
    'ordinal',
    'zerostep',
    `window.receipts.includes('p5')`,
    past('p5', 'receipt'),
  );
  e.act(
    T2,
    'Email me the receipt for the Dublin flight on 9 Sep 2026',
    'scope',
    'browser-use',
    `window.receipts.includes('p3')`,
    past('p3', 'receipt'),
  );
  e.fails(T, 'The 14 Feb 2027 flight went to Edinburgh', 'near_miss', 'webarena');
  e.fails(T2, 'Page 2 of past flights lists the 2 May 2027 flight', 'false_claim', 'mabl');
  e.act(
    T,
    'Go to the last page and get the receipt for the Faro flight',
    'compound',
    'qa-wolf',
    `window.receipts.includes('p1')`,
    `${clicks('#next', 2)} ${past('p1', 'receipt')}`,
  );
  e.holds(T, 'After claiming points for SK 220, a toast says 240 points were added', 'widget', 'rainforest', {
    prepare: past('p7', 'claim'),
  });
  e.fails(T, 'Points for SK 508 have been claimed', 'near_miss', 'reflect');

  // Live status (shadow root)
  e.holds(T, 'Wait for the live status to say SK 412 is on time', 'wait', 'midscene');
  e.fails(T, 'The live status says boarding starts at 06:50', 'near_miss', 'reflect', {
    prepare: later('await wait(1200);'),
  });
  e.act(
    T,
    'In the live status box, ask to be told if the gate changes',
    'frames',
    'stagehand',
    `window.gateAlerts === true`,
    later(`await wait(1100); ${inShadow('#status', '#notify')}.click();`),
  );

  // Check-in, step 1
  e.holds(C1, 'The heading is "Check in for SK 412 to Lisbon"', 'page', 'robot-browser');
  e.holds(C1, 'Elin Lindqvist and Marcus Lindqvist are ticked', 'state', 'reflect');
  e.fails(C1, 'Saga Lindqvist is ticked to check in', 'false_claim', 'reflect');
  e.act(
    C1,
    'Tick Saga Lindqvist (child)',
    'check',
    'testrigor',
    `${q('input[value=saga]')}.checked`,
    tick('input[value=saga]'),
  );
  e.act(
    C1,
    'untick marcus',
    'check',
    'bug-report',
    `!${q('input[value=marcus]')}.checked`,
    tick('input[value=marcus]', false),
  );
  e.act(
    C1,
    'Enter passport number 551204873',
    'fill',
    'gauge',
    `${q('#passport')}.value === '551204873'`,
    setVal('#passport', '551204873'),
  );
  e.act(
    C1,
    'Set the passport expiry date to 2 March 2031',
    'widget',
    'mind2web',
    `${q('#expiry')}.value === '2031-03-02'`,
    setVal('#expiry', '2031-03-02'),
  );
  e.act(
    C1,
    'select "Swedish" from "Nationality"',
    'select',
    'rails-web-steps',
    `${q('#nation')}.value === 'Swedish'`,
    setVal('#nation', 'Swedish'),
  );
  e.act(
    C1,
    'Fill in passport 551204873, expiring 02/03/2031, nationality Swedish, and continue',
    'compound',
    'shortest',
    `window.step === 2 && !!window.passport && window.passport.expiry === '2031-03-02'`,
    passport('551204873', '2031-03-02', 'Swedish'),
  );
  e.actFails(
    C1,
    'Continue with passport 551204873 expiring 20 June 2027, nationality Swedish',
    'missing_target',
    'mind2web',
    `window.step === 1`,
  );
  e.holds(C1, 'An error says the passport must be valid until after the return flight', 'message', 'momentic', {
    prepare: later(`${passport('551204873', '2027-06-20', 'Swedish')} await wait(1100);`),
  });
  e.actFails(C1, 'Continue to seats', 'missing_target', 'gauge', `window.step === 1`);
  e.holds(C1, 'It asks for a 9-character passport number', 'message', 'codecept', { prepare: click('#next1') });
  e.actFails(
    C1,
    'Check in only Oskar Lindqvist, the infant, and continue',
    'missing_target',
    'browser-use',
    `window.step === 1`,
  );
  e.fails(C1, 'The passport section is for Marcus Lindqvist', 'near_miss', 'reflect');

  // Check-in, step 2 (seats)
  e.act(C2, 'Pick seat 13C', 'click', 'checksum', `window.seat === '13C'`, seat('13C'));
  e.actFails(C2, 'Choose seat 11A', 'missing_target', 'gauge', `window.seat === '12A'`);
  e.actFails(C2, 'Choose seat 16A', 'missing_target', 'gauge', `window.seat === '12A'`);
  e.actFails(C2, 'Move Elin to 14A', 'missing_target', 'browser-use', `window.seat === '12A'`);
  e.holds(C2, 'An error says I must agree to help in an emergency to sit in the exit row', 'message', 'momentic', {
    prepare: seat('14A'),
  });
  e.act(
    C2,
    'Agree to help in an emergency and choose seat 14B',
    'compound',
    'qa-wolf',
    `window.seat === '14B' && ${q('#exit-ok')}.checked`,
    `${tick('#exit-ok')} ${seat('14B')}`,
  );
  e.holds(C2, 'After choosing 15A, the selected seat shows 15A (£7)', 'value', 'rainforest', { prepare: seat('15A') });
  e.fails(C2, 'After choosing 14E the selected seat costs £7', 'near_miss', 'rainforest', {
    prepare: `${tick('#exit-ok')} ${seat('14E')}`,
  });
  e.actFails(C2, 'Choose seat 12B for Elin', 'missing_target', 'stagehand', `window.seat === '12A'`);
  e.fails(C2, 'Seat 13B is taken', 'false_claim', 'reflect');
  e.act(C2, 'Click "Skip, keep my seat"', 'click', 'robot-browser', `window.step === 3`, click('#skip2'));
  e.act(C2, 'Go back to the passengers step', 'navigation', 'bug-report', `window.step === 1`, click('#back2'));
  e.holds('/airline/checkin?step=2&pax=marcus', 'The seat map is for Marcus Lindqvist', 'page', 'mabl');
  e.fails(C2, 'The page asks me to choose a seat for Saga Lindqvist', 'false_claim', 'mabl');

  // Check-in, step 3 (bags)
  e.act(
    C3,
    "Increase Marcus's checked bags to 2",
    'widget',
    'midscene',
    `${q('#bags-marcus')}.dataset.value === '2'`,
    clicks('#bags-marcus [data-step="1"]', 2),
  );
  e.actFails(
    C3,
    'I press "Increase"',
    'ambiguous_target',
    'mink',
    `${q('#bags-elin')}.dataset.value === '1' && ${q('#bags-marcus')}.dataset.value === '0'`,
  );
  e.fails(C3, 'Marcus has 1 checked bag selected', 'near_miss', 'kane-ai');
  e.act(C3, 'Add a 10 kg cabin bag for each passenger', 'widget', 'checksum', on('#sw-cabin'), click('#sw-cabin'));
  e.act(C3, 'Tick Golf bag', 'check', 'testrigor', `${q('#golf')}.checked`, tick('#golf'));
  e.holds(C3, 'After adding one bag for Marcus, the new bags total is £35.00', 'value', 'rainforest', {
    prepare: click('#bags-marcus [data-step="1"]'),
  });
  e.fails(C3, 'After ticking the golf bag the total is £35.00', 'near_miss', 'rainforest', {
    prepare: tick('#golf'),
  });
  e.actFails(
    C3,
    'Add a fourth checked bag for Elin',
    'missing_target',
    'browser-use',
    `${q('#bags-elin')}.dataset.value === '3'`,
    { prepare: clicks('#bags-elin [data-step="1"]', 2) },
  );
  e.act(
    C3,
    "Set Elin's bags to 2 and Marcus's to 1, then continue",
    'compound',
    'shortest',
    `window.step === 4 && ${q('#bags-elin')}.dataset.value === '2' && ${q('#bags-marcus')}.dataset.value === '1'`,
    `${click('#bags-elin [data-step="1"]')} ${click('#bags-marcus [data-step="1"]')} ${click('#next3')}`,
  );
  e.act(C3, 'Continue to review', 'navigation', 'gauge', `window.step === 4`, click('#next3'));

  // Check-in, step 4 (review, iframe, done)
  e.holds(C4, 'The Complete check-in button is disabled', 'state', 'spreewald');
  e.actFails(C4, 'Complete check-in', 'missing_target', 'gauge', `window.checkedIn === null`);
  e.act(
    C4,
    'In the dangerous goods declaration, tick the box and accept it',
    'frames',
    'stagehand',
    `window.dg === true`,
    dg,
  );
  e.holds(C4, 'The declaration asks me to tick the box to confirm', 'frames', 'octomind', {
    prepare: `${inFrame('#accept')}.click();`,
  });
  e.act(
    C4,
    'Accept the dangerous goods declaration, then complete check-in',
    'compound',
    'qa-wolf',
    `!!window.checkedIn && window.checkedIn.who.length === 2`,
    `${dg} ${click('#finish')}`,
  );
  e.holds(C4, "Wait until it says we're checked in", 'wait', 'codecept', { prepare: `${dg} ${click('#finish')}` });
  e.holds(C4, 'To pay now is £0.00', 'value', 'kane-ai');
  e.fails(C4, 'The review lists Saga Lindqvist as checking in', 'false_claim', 'mabl');
  e.actFails(C4, 'Download boarding pass', 'ambiguous_target', 'gauge', `window.passDownloads.length === 0`, {
    prepare: checkIn,
  });
  e.act(
    C4,
    "Download Marcus's boarding pass",
    'scope',
    'browser-use',
    `window.passDownloads.includes('Marcus Lindqvist')`,
    click('#passes [data-name="Marcus Lindqvist"] .dl'),
    { prepare: checkIn },
  );
  e.holds(C4, 'The page title is "Checked in - Skylark Air"', 'page', 'robot-browser', { prepare: checkIn });
  e.fails(C4, 'It says 3 passengers are checked in', 'false_claim', 'octomind', { prepare: checkIn });
}
