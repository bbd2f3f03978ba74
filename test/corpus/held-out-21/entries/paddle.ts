/** Steps for Riverbend Paddle Co. (apps/paddle.ts). Today is Thursday 6 July 2028. */
import type { EntryBuilder } from '../../entry-builder';
import {
  click,
  clicks,
  hidden,
  inFrame,
  inShadow,
  on,
  q,
  setInFrame,
  setVal,
  tick,
  visible,
} from '../../entry-scripts';

const LOGIN = '/paddle/login';
const HIRE = '/paddle/hire';
const CHECKOUT = '/paddle/checkout';
const EXTRAS = '/paddle/checkout?step=2';
const PAYMENT = '/paddle/checkout?step=3';
const TRIPS = '/paddle/trips';
const PAST = '/paddle/trips?tab=past';
const ROUTES = '/paddle/routes';

const atHire = "location.pathname === '/paddle/hire'";
const onLogin = "location.pathname === '/paddle/login'";
const creds = (user: string, pw: string) => setVal('#user', user) + setVal('#pw', pw);
const card = (id: string) => `.boat[data-id="${id}"]`;
const openHire = (id: string) => click(`${card(id)} .hire`);
const start = (t: string) => click('#h-start') + click(`#h-starts [data-value="${t}"]`);
const param = (k: string) => `new URLSearchParams(location.search).get('${k}')`;
const noHire = `${atHire} && ${hidden('#dlg-hire')}`;
const O = 'window.order';
const trip = (ref: string) => `window.trips.filter(function (t) { return t.ref === '${ref}'; })[0]`;
const row = (ref: string) => `#up tr[data-ref="${ref}"]`;
const frameWin = "document.querySelector('iframe').contentWindow";
const tour = (id: string) => `window.tours.filter(function (t) { return t.id === '${id}'; })[0]`;
const noTours = 'window.tours.every(function (t) { return !t.joined; })';
const cardDetails = setVal('#card', '4242 4242 4242 4242') + setVal('#exp', '08/30') + setVal('#cvc', '123');
const paidInFull = cardDetails + tick('#terms') + click('#pay');

export function paddleEntries(b: EntryBuilder): void {
  // ---- log in
  b.act(
    LOGIN,
    'Log in as kai.lindqvist with password Kayak&Go7',
    'login',
    'skyvern',
    atHire,
    creds('kai.lindqvist', 'Kayak&Go7') + click('#go'),
  );
  b.act(
    LOGIN,
    'Log in with kai@example.com / Kayak&Go7 and tick Remember me',
    'login',
    'qa-wolf',
    `${atHire} && sessionStorage.getItem('remember') === 'true'`,
    creds('kai@example.com', 'Kayak&Go7') + tick('#remember') + click('#go'),
  );
  b.act(
    LOGIN,
    'Sign in as kai@example.com using Kayak&Go7',
    'login',
    'browser-use',
    atHire,
    creds('kai@example.com', 'Kayak&Go7') + click('#go'),
  );
  b.actFails(LOGIN, 'Log in as guest with password Kayak&Go7', 'missing_target', 'testrigor', onLogin);
  b.actFails(LOGIN, 'Log in as kai.lindqvist with password kayak&go7', 'missing_target', 'bug-report', onLogin);
  b.holds(LOGIN, 'Wait for the login error', 'wait', 'codecept', {
    prepare: creds('kai.lindqvist', 'paddle') + click('#go'),
  });
  b.holds(LOGIN, 'The error says 2 attempts are left', 'message', 'momentic', {
    prepare: creds('kai.lindqvist', 'paddle') + click('#go'),
  });
  b.fails(LOGIN, 'The error says 3 attempts are left', 'false_claim', 'momentic', {
    prepare: creds('kai.lindqvist', 'paddle') + click('#go'),
  });
  b.act(
    LOGIN,
    'Click Show',
    'click',
    'robot-browser',
    `${q('#show')}.getAttribute('aria-pressed') === 'true' && ${q('#pw')}.type === 'text'`,
    click('#show'),
  );
  b.fails(LOGIN, 'The Remember me box is ticked', 'false_claim', 'spreewald');
  b.actFails(LOGIN, "Click 'Log in with Apple'", 'missing_target', 'testrigor', onLogin);
  b.holds('/paddle/login?out=1', 'Then I should see "See you on the water!"', 'message', 'cucumber-web');
  b.act(LOGIN, 'Hit Enter to log in', 'keys', 'codecept', atHire, `${q('#login')}.requestSubmit();`, {
    prepare: creds('kai.lindqvist', 'Kayak&Go7'),
  });
  b.act(
    LOGIN,
    'Enter kai.lindqvist in Username or email',
    'fill',
    'testrigor',
    `${q('#user')}.value === 'kai.lindqvist'`,
    setVal('#user', 'kai.lindqvist'),
  );

  // ---- hire a boat
  b.act(
    HIRE,
    'Choose Otter Bend as the launch site',
    'select',
    'gauge',
    `${q('#site')}.value === 'Otter Bend'`,
    setVal('#site', 'Otter Bend'),
  );
  b.act(
    HIRE,
    'Set the date to 09/07/2028',
    'fill',
    'testrail-manual',
    `${q('#date')}.value === '2028-07-09'`,
    setVal('#date', '2028-07-09'),
  );
  b.act(
    HIRE,
    'Increase paddlers to 3',
    'widget',
    'gauge',
    `${q('#paddlers')}.dataset.value === '3'`,
    click('#paddlers [data-step="1"]'),
  );
  b.act(
    HIRE,
    'Set the hire length to 4 hours',
    'widget',
    'midscene',
    `${q('#hours')}.value === '4'`,
    setVal('#hours', '4'),
  );
  b.holds(HIRE, 'The Open canoe costs £104.00 for 4 hours', 'value', 'kane-ai', { prepare: setVal('#hours', '4') });
  b.fails(HIRE, 'The Tandem sit-on-top kayak costs £104.00', 'near_miss', 'kane-ai', {
    prepare: setVal('#hours', '4'),
  });
  b.fails(HIRE, 'The Stand-up paddleboard costs £28.00 for 2 hours', 'near_miss', 'reflect');
  b.act(HIRE, 'The user shows dog-friendly boats only', 'widget', 'checksum', on('#sw-dog'), click('#sw-dog'));
  b.holds('/paddle/hire?dog=1', '3 dog-friendly boats are listed', 'count', 'behat');
  b.fails('/paddle/hire?dog=1', '4 boats are shown', 'false_claim', 'behat');
  b.act(
    HIRE,
    'Filter by Family',
    'click',
    'checksum',
    "window.chips.join() === 'Family'",
    "document.querySelectorAll('.chip')[2].click();",
  );
  b.holds('/paddle/hire?chip=Beginner%20friendly', '4 beginner friendly boats are shown', 'count', 'mabl');
  b.holds(HIRE, 'There are 7 boats in total', 'count', 'webarena');
  b.fails(HIRE, '8 boats are available to hire', 'false_claim', 'webarena');
  b.act(HIRE, 'Go to page 2', 'navigation', 'testrail-manual', 'window.page === 2', click('.pg[data-p="2"]'));
  b.actFails(HIRE, 'Click Hire', 'ambiguous_target', 'behat', noHire);
  b.actFails(
    HIRE,
    'Click More info',
    'ambiguous_target',
    'behat',
    `${atHire} && document.querySelectorAll('.more[aria-expanded="true"]').length === 0`,
  );
  b.actFails(
    HIRE,
    'Add a sit-on-top kayak to my wishlist',
    'ambiguous_target',
    'browser-use',
    'window.wish.length === 0',
  );
  b.act(
    HIRE,
    'Hire the Open canoe',
    'scope',
    'gauge',
    `${visible('#dlg-hire')} && ${q('#h-h')}.textContent === 'Hire: Open canoe'`,
    openHire('c1'),
  );
  b.act(
    HIRE,
    'Add the Family raft to my wishlist',
    'scope',
    'browser-use',
    "window.wish.join() === 'r1'",
    click(`${card('r1')} .wish`),
  );
  b.act(
    HIRE,
    "Click the third 'Add to wishlist' button",
    'ordinal',
    'zerostep',
    "window.wish.join() === 'k3'",
    click(`${card('k3')} .wish`),
  );
  b.act(
    HIRE,
    'Click the second Hire button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-hire')} && ${q('#h-h')}.textContent === 'Hire: Tandem sit-on-top kayak'`,
    openHire('k2'),
  );
  b.holds(HIRE, 'The Hire button on the Touring kayak is disabled', 'state', 'spreewald');
  b.fails(HIRE, 'The Hire button on the Family raft is disabled', 'false_claim', 'spreewald');
  b.fails(HIRE, 'The Family raft has 3 left today', 'near_miss', 'reflect');
  b.actFails(HIRE, 'Hire the Touring kayak', 'missing_target', 'gauge', noHire);
  b.act(
    HIRE,
    'Open More info on the Tandem sit-on-top kayak',
    'scope',
    'stagehand',
    `${q(`${card('k2')} .more`)}.getAttribute('aria-expanded') === 'true'`,
    click(`${card('k2')} .more`),
  );
  b.fails(HIRE, 'The Family chip is pressed', 'false_claim', 'product-verify');
  b.holds(HIRE, 'Dog-friendly only is off', 'state', 'product-verify');
  b.holds(HIRE, "The title is 'Hire a boat - Riverbend Paddle Co.'", 'page', 'robot-browser');
  b.act(
    HIRE,
    'Hire the Tandem sit-on-top kayak on 9 July 2028 from 10:00 for 2 hours with a dry bag',
    'compound',
    'mind2web',
    `location.pathname === '/paddle/checkout' && ${param('boat')} === 'k2' && ${param('date')} === '2028-07-09' && ${param('start')} === '10:00' && ${param('hours')} === '2' && ${param('bag')} === '1'`,
    setVal('#date', '2028-07-09') + openHire('k2') + start('10:00') + tick('#h-bag') + click('#h-go'),
  );
  b.act(
    HIRE,
    'Book the Family raft for 5 paddlers on Sunday 9 July at 14:00 for three hours',
    'compound',
    'mind2web',
    `location.pathname === '/paddle/checkout' && ${param('boat')} === 'r1' && ${param('date')} === '2028-07-09' && ${param('start')} === '14:00' && ${param('hours')} === '3' && ${param('paddlers')} === '5'`,
    setVal('#date', '2028-07-09') +
      clicks('#paddlers [data-step="1"]', 3) +
      setVal('#hours', '3') +
      openHire('r1') +
      start('14:00') +
      click('#h-go'),
  );
  b.actFails(HIRE, 'Hire a Single sit-on-top kayak for 2 paddlers at 10:00', 'missing_target', 'shortest', atHire);
  b.actFails(HIRE, 'Hire the Open canoe on Saturday 8 July at 10:00', 'missing_target', 'browser-use', atHire);
  b.actFails(HIRE, 'Hire the Open canoe at 17:00 for 4 hours', 'missing_target', 'mind2web', atHire);
  b.actFails(HIRE, 'Choose 12:00 as the start time', 'missing_target', 'gauge', `!${q('#h-start')}.dataset.value`, {
    prepare: openHire('k2'),
  });
  b.act(
    HIRE,
    'Pick 15:00 as the start time',
    'select',
    'gauge',
    `${q('#h-start')}.dataset.value === '15:00'`,
    start('15:00'),
    { prepare: openHire('k2') },
  );
  b.act(HIRE, 'Tick "Add a dry bag"', 'check', 'cucumber-web', `${q('#h-bag')}.checked`, tick('#h-bag'), {
    prepare: openHire('k2'),
  });
  b.holds(HIRE, 'Wait for the river closure message', 'wait', 'midscene', {
    prepare: setVal('#date', '2028-07-08') + openHire('c1') + start('10:00') + click('#h-go'),
  });
  b.fails(HIRE, 'The error says the river is closed on Sun 9 Jul', 'false_claim', 'octomind', {
    prepare: setVal('#date', '2028-07-08') + openHire('c1') + start('10:00') + click('#h-go'),
  });
  b.fails(HIRE, 'The hire dialog is for the Single sit-on-top kayak', 'near_miss', 'kane-ai', {
    prepare: openHire('k2'),
  });
  b.act(
    HIRE,
    'Press Escape to close the dialog',
    'keys',
    'codecept',
    hidden('#dlg-hire'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    { prepare: openHire('k2') },
  );
  b.act(
    HIRE,
    'Open the account menu and choose Gift vouchers',
    'compound',
    'qa-wolf',
    `${q('#page-msg')}.textContent.indexOf('RB-GIFT-2231') >= 0`,
    click('#acct') + click('#mi-gift'),
  );
  b.fails(HIRE, 'The gift voucher is worth £35.00', 'false_claim', 'kane-ai', {
    prepare: click('#acct') + click('#mi-gift'),
  });
  b.act(
    HIRE,
    'Go to Routes and tours',
    'navigation',
    'robot-browser',
    "location.pathname === '/paddle/routes'",
    click('nav a[href="/paddle/routes"]'),
  );
  b.actFails(HIRE, "Click 'Compare boats'", 'missing_target', 'testrigor', noHire);

  // ---- checkout
  b.act(
    CHECKOUT,
    'Enter Maja Berg as the name of paddler 2',
    'scope',
    'stagehand',
    `${q('#n2')}.value === 'Maja Berg'`,
    setVal('#n2', 'Maja Berg'),
  );
  b.act(
    CHECKOUT,
    "Set paddler 2's age group to Child (8–15)",
    'select',
    'gauge',
    `${q('#a2')}.value === 'Child (8–15)'`,
    setVal('#a2', 'Child (8–15)'),
  );
  b.act(
    CHECKOUT,
    'Tick "Everyone in the group can swim 50 metres"',
    'check',
    'cucumber-web',
    `${q('#swim')}.checked`,
    tick('#swim'),
  );
  b.act(
    CHECKOUT,
    'Name paddler 2 Maja Berg, confirm everyone can swim and go to extras',
    'compound',
    'qa-wolf',
    `${O}.step === 2 && ${O}.names[1] === 'Maja Berg'`,
    setVal('#n2', 'Maja Berg') + tick('#swim') + click('#next-1'),
  );
  b.actFails(
    CHECKOUT,
    'Enter Maja Berg for paddler 2 and continue to the extras',
    'missing_target',
    'bug-report',
    `${O}.step === 1`,
  );
  b.actFails(
    CHECKOUT,
    'Add Leo Berg as paddler 2, aged under 8, tick the swimming box and go on',
    'missing_target',
    'shortest',
    `${O}.step === 1`,
  );
  b.holds(CHECKOUT, 'An error asks for a name for paddler 2', 'message', 'momentic', { prepare: click('#next-1') });
  b.fails(CHECKOUT, "Paddler 2's name is Kai Lindqvist", 'near_miss', 'kane-ai');
  b.fails(CHECKOUT, 'The hire starts from Otter Bend', 'false_claim', 'kane-ai');
  b.act(EXTRAS, 'Turn on the shutle bus', 'widget', 'checksum', `${O}.shuttle === true`, click('#sw-shuttle'));
  b.act(EXTRAS, 'Add 2 wet suits', 'widget', 'gauge', `${O}.suits === 2`, clicks('#suits [data-step="1"]', 2));
  b.actFails(EXTRAS, 'Click Increase', 'ambiguous_target', 'behat', `${O}.bags === 0 && ${O}.suits === 0`);
  b.act(
    EXTRAS,
    'Choose the instructor briefing',
    'check',
    'gauge',
    `${O}.brief === 'instructor'`,
    tick('input[name=brief][value="instructor"]'),
  );
  b.act(
    EXTRAS,
    'Add one dry bag and the shuttle, then continue to payment',
    'compound',
    'qa-wolf',
    `${O}.bags === 1 && ${O}.shuttle === true && ${O}.step === 3`,
    click('#bags [data-step="1"]') + click('#sw-shuttle') + click('#next-2'),
  );
  b.fails(EXTRAS, 'The shuttle bus is switched on', 'false_claim', 'product-verify');
  b.act(
    PAYMENT,
    'Apply the promo code PADDLE10',
    'compound',
    'gauge',
    `${O}.promo === 'PADDLE10'`,
    setVal('#promo', 'PADDLE10') + click('#apply'),
  );
  b.holds(PAYMENT, 'The total is now £39.60', 'wait', 'kane-ai', {
    prepare: setVal('#promo', 'PADDLE10') + click('#apply'),
  });
  b.actFails(PAYMENT, 'Apply promo code SUMMER24', 'missing_target', 'gauge', `${O}.promo === null`);
  b.holds(PAYMENT, 'A message says SUMMER24 expired on 30 Jun 2028', 'message', 'momentic', {
    prepare: setVal('#promo', 'SUMMER24') + click('#apply'),
  });
  b.act(
    PAYMENT,
    'Pay a deposit instead of the full amount',
    'check',
    'browser-use',
    `${O}.when === 'deposit'`,
    tick('input[name=when][value="deposit"]'),
  );
  b.holds(PAYMENT, 'The Pay button says Pay £10.00', 'value', 'kane-ai', {
    prepare: tick('input[name=when][value="deposit"]'),
  });
  b.fails(PAYMENT, 'The Pay button says "Pay £10.00"', 'near_miss', 'kane-ai');
  b.act(
    PAYMENT,
    'Pay in full with card 4242 4242 4242 4242, expiry 08/30, CVC 123, accepting the hire terms',
    'compound',
    'shortest',
    `${O}.ref === 'RB-30781'`,
    paidInFull,
  );
  b.actFails(
    PAYMENT,
    'Enter card 4000 0000 0000 0069 (expiry 08/30, CVC 123), accept the terms and pay',
    'missing_target',
    'qa-wolf',
    `${O}.ref === null`,
  );
  b.holds(PAYMENT, "Wait until it says You're booked!", 'wait', 'codecept', { prepare: paidInFull });
  b.fails(PAYMENT, 'The confirmation says I paid £10.00', 'false_claim', 'octomind', { prepare: paidInFull });
  b.holds(PAYMENT, 'An error asks me to accept the hire terms', 'message', 'momentic', {
    prepare: cardDetails + click('#pay'),
  });
  b.holds(PAYMENT, '"Pay in full now" is selected', 'state', 'spreewald');
  b.actFails(PAYMENT, 'Choose PayPal', 'missing_target', 'testrigor', `${O}.ref === null && ${O}.when === 'full'`);

  // ---- my trips
  b.holds(TRIPS, 'The river level at Otter Bend is 0.84 m', 'frames', 'reflect');
  b.fails(TRIPS, 'The river gauge says the river is closed today', 'near_miss', 'reflect');
  b.act(
    TRIPS,
    'Click the refresh button in River conditions',
    'frames',
    'testsigma',
    'window.gaugeRefreshed === true',
    `${inShadow('#gauge', '#refresh')}.click();`,
  );
  b.holds(TRIPS, '3 upcoming trips are listed', 'count', 'behat');
  b.fails(TRIPS, 'The My trips badge shows 2', 'false_claim', 'kane-ai');
  b.holds(TRIPS, 'RB-30620 starts at 14:00', 'scope', 'reflect');
  b.fails(TRIPS, 'RB-30644 starts at 14:00', 'near_miss', 'reflect');
  b.fails(TRIPS, 'The paddleboard trip launches from Millbrook Quay', 'near_miss', 'reflect');
  b.holds(TRIPS, 'Only 2 of 3 paddlers have signed the waiver for RB-30511', 'scope', 'webarena');
  b.actFails(
    TRIPS,
    'Click Cancel',
    'ambiguous_target',
    'behat',
    `window.trips.length === 3 && ${hidden('#dlg-cancel')}`,
  );
  b.actFails(TRIPS, 'Click Change time', 'ambiguous_target', 'behat', hidden('#dlg-time'));
  b.actFails(
    TRIPS,
    'Click Sign waiver',
    'ambiguous_target',
    'behat',
    `window.waiverFor === 'RB-30620' && ${frameWin}.signed === null`,
  );
  b.act(
    TRIPS,
    'Cancel RB-30620 and confirm',
    'compound',
    'gauge',
    "window.cancelled.join() === 'RB-30620'",
    click(`${row('RB-30620')} .cx`) + click('#cx-go'),
  );
  b.holds(TRIPS, 'A toast says the £44.00 refund will reach my card in 3–5 days', 'message', 'octomind', {
    prepare: click(`${row('RB-30620')} .cx`) + click('#cx-go'),
  });
  b.actFails(
    TRIPS,
    'Cancel the Open canoe trip on Saturday',
    'missing_target',
    'browser-use',
    'window.trips.length === 3',
  );
  b.holds(TRIPS, "Wait for the error saying trips can't be cancelled within 72 hours", 'wait', 'midscene', {
    prepare: click(`${row('RB-30511')} .cx`) + click('#cx-go'),
  });
  b.act(
    TRIPS,
    'Click Cancel on the RB-30644 row',
    'scope',
    'stagehand',
    `${visible('#dlg-cancel')} && ${q('#cx-d')}.textContent.indexOf('RB-30644') >= 0`,
    click(`${row('RB-30644')} .cx`),
  );
  b.fails(TRIPS, 'The dialog is about the Open canoe trip', 'near_miss', 'octomind', {
    prepare: click(`${row('RB-30644')} .cx`),
  });
  b.act(
    TRIPS,
    'Click "Keep my trip"',
    'click',
    'testrigor',
    hidden('#dlg-cancel'),
    click('#dlg-cancel [data-dismiss]'),
    { prepare: click(`${row('RB-30644')} .cx`) },
  );
  b.act(
    TRIPS,
    'Move RB-30620 to 15:00',
    'compound',
    'gauge',
    `${trip('RB-30620')}.start === '15:00'`,
    click(`${row('RB-30620')} .tm`) + setVal('#tm-start', '15:00') + click('#tm-go'),
  );
  b.actFails(
    TRIPS,
    'Change the start time of RB-30620 to 12:00',
    'missing_target',
    'shortest',
    `${trip('RB-30620')}.start === '14:00'`,
  );
  b.actFails(
    TRIPS,
    'Change RB-30511 to start at 11:00',
    'missing_target',
    'gauge',
    `${trip('RB-30511')}.start === '10:00'`,
  );
  b.act(
    TRIPS,
    'In the safety waiver, enter Kai Lindqvist, date of birth 12/05/1994, tick both boxes and sign',
    'frames',
    'stagehand',
    `${frameWin}.signed !== null && ${frameWin}.signed.name === 'Kai Lindqvist' && ${frameWin}.signed.dob === '1994-05-12'`,
    setInFrame('#w-name', 'Kai Lindqvist') +
      setInFrame('#w-dob', '1994-05-12') +
      `${inFrame('#w-brief')}.click(); ${inFrame('#w-risk')}.click(); ${inFrame('#w-sign')}.click();`,
  );
  b.holds(TRIPS, 'The waiver asks me to tick both boxes', 'frames', 'momentic', {
    prepare:
      setInFrame('#w-name', 'Kai Lindqvist') + setInFrame('#w-dob', '1994-05-12') + `${inFrame('#w-sign')}.click();`,
  });
  b.actFails(
    TRIPS,
    'Sign the waiver for Maja Berg, born 03/03/2015, with both boxes ticked',
    'missing_target',
    'shortest',
    `${frameWin}.signed === null`,
  );
  b.act(
    TRIPS,
    'Click Sign waiver in the RB-30511 row',
    'scope',
    'stagehand',
    `window.waiverFor === 'RB-30511' && ${q('#wv-h')}.textContent === 'Safety waiver for RB-30511'`,
    click(`${row('RB-30511')} .wv`),
  );
  b.act(
    TRIPS,
    'Switch to Past trips',
    'widget',
    'checksum',
    `${q('#t-past')}.getAttribute('aria-selected') === 'true'`,
    click('#t-past'),
  );
  b.holds(TRIPS, 'The page heading is My trips', 'page', 'robot-browser');
  b.holds(PAST, 'Verify 4 past trips are shown', 'count', 'behat');
  b.actFails(
    PAST,
    'Click Leave a review',
    'ambiguous_target',
    'behat',
    `window.reviews.length === 0 && ${hidden('#dlg-review')}`,
  );
  b.act(
    PAST,
    'Review the Stand-up paddleboard trip from Sat 24 Jun with 5 stars',
    'compound',
    'shortest',
    'window.reviews.length === 1 && window.reviews[0].n === 1 && window.reviews[0].stars === 5',
    click('#past tr[data-n="1"] .rv') + click('#rv-stars [data-n="5"]') + click('#rv-go'),
  );
  b.act(
    PAST,
    'Click the second Leave a review button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-review')} && ${q('#rv-h')}.textContent.indexOf('Single sit-on-top kayak') >= 0`,
    click('#past tr[data-n="3"] .rv'),
  );
  b.act(
    PAST,
    'Go to the last page of past trips',
    'navigation',
    'webvoyager',
    'window.ppage === 3',
    clicks('#pp-next', 2),
  );
  b.holds(PAST, 'I gave the Open canoe trip on Sat 17 Jun 5 stars', 'scope', 'webarena');
  b.fails(PAST, 'I gave the Tandem sit-on-top kayak trip 5 stars', 'near_miss', 'webarena');
  b.act(
    PAST,
    'Give 4 stars',
    'widget',
    'gauge',
    `${q('#rv-stars')}.dataset.value === '4'`,
    click('#rv-stars [data-n="4"]'),
    { prepare: click('#past tr[data-n="1"] .rv') },
  );

  // ---- routes and tours
  b.holds(ROUTES, '5 tours are coming up', 'count', 'behat');
  b.actFails(ROUTES, "Join the Beginners' taster", 'ambiguous_target', 'gauge', noTours);
  b.act(
    ROUTES,
    "Join the 14:00 Beginners' taster",
    'scope',
    'gauge',
    `${tour('t4')}.joined === true`,
    click('.tour[data-id="t4"] .join'),
  );
  b.act(
    ROUTES,
    'Click the first Join tour button',
    'ordinal',
    'zerostep',
    `${tour('t1')}.joined === true`,
    click('.tour[data-id="t1"] .join'),
  );
  b.actFails(ROUTES, 'Join the Wildlife tour', 'missing_target', 'gauge', noTours);
  b.actFails(ROUTES, 'Join the Night glow paddle', 'missing_target', 'gauge', noTours);
  b.holds(ROUTES, 'Wait for the error about the Wildlife tour', 'wait', 'midscene', {
    prepare: click('.tour[data-id="t2"] .join'),
  });
  b.holds(ROUTES, 'The Weir loop is 6 km', 'value', 'reflect');
  b.fails(ROUTES, 'The Upper reach is 9 km', 'near_miss', 'reflect');
  b.fails(ROUTES, 'The Sunset paddle has 2 places left', 'near_miss', 'reflect');
  b.act(
    ROUTES,
    'Expand the Weir loop section',
    'widget',
    'checksum',
    `${q('#acc-weir')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-weir'),
  );
  b.holds(ROUTES, 'The Weir loop section says you carry your boat around the weir', 'message', 'reflect', {
    prepare: click('#acc-weir'),
  });
  b.fails(ROUTES, 'The Weir loop is suitable for the Family raft', 'false_claim', 'reflect', {
    prepare: click('#acc-weir'),
  });
  b.act(
    ROUTES,
    'Go to My trips',
    'navigation',
    'robot-browser',
    "location.pathname === '/paddle/trips'",
    click('nav a[href="/paddle/trips"]'),
  );
  b.actFails(
    ROUTES,
    'Download the route map',
    'missing_target',
    'browser-use',
    "location.pathname === '/paddle/routes'",
  );
  b.holds(ROUTES, 'the URL should contain "/paddle/routes"', 'page', 'cucumber-web');
  b.fails(ROUTES, 'The Otter Bend to Millbrook route is Easy', 'near_miss', 'reflect');
}
