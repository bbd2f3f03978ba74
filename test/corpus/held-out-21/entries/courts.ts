/** Steps for Hollins Park Courts (apps/courts.ts). Today is Thursday 14 September 2028. */
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
  shows,
  tick,
  visible,
} from '../../entry-scripts';

const LOGIN = '/courts/login';
const BOOK = '/courts/book';
const SAT = '/courts/book?date=2028-09-16';
const PAY = '/courts/checkout?slot=2-0914-1700';
const PAY2 = '/courts/checkout?slot=2-0914-1700&step=2&partner=Leah%20Brown';
const PAY3 = '/courts/checkout?slot=2-0914-1700&step=3&partner=Leah%20Brown';
const PADEL3 = '/courts/checkout?slot=P1-0914-1700&step=3&partner=Tom%20Reid';
const MINE = '/courts/bookings';
const PAST = '/courts/bookings?tab=past';
const COACH = '/courts/coaching';
const PROFILE = '/courts/profile';

const atBook = "location.pathname === '/courts/book'";
const onLogin = "location.pathname === '/courts/login'";
const stillHere = "location.pathname === '/courts/book' && window.favs.length === 0";
const noQuick = 'window.quickBooked === null';
const slot = (id: string) => `.slot[data-id="${id}"]`;
const went = (id: string) => `location.pathname === '/courts/checkout' && location.search.includes('slot=${id}')`;
const row = (id: string) => `#up tr[data-id="${id}"]`;
const pickTime = (t: string) => click('#qb-time') + click(`#qb-times [data-value="${t}"]`);
const signIn = (email: string, pw: string) => setVal('#email', email) + setVal('#pw', pw);
const cls = (id: string) => `window.classes.filter(function (c) { return c.id === '${id}'; })[0]`;
const openCancel = (id: string) => click(`${row(id)} .cx`);
const untouched = 'window.upcoming.length === 3 && window.cancelled.length === 0';
const frameWin = "document.querySelector('iframe').contentWindow";

export function courtsEntries(b: EntryBuilder): void {
  // ---- sign in
  b.act(
    LOGIN,
    'Log in as nia.patel@example.com with password Baseline-42',
    'login',
    'skyvern',
    atBook,
    signIn('nia.patel@example.com', 'Baseline-42') + click('#go'),
  );
  b.act(
    LOGIN,
    'Sign in with {{email}} and {{password}}',
    'login',
    'skyvern',
    atBook,
    signIn('nia.patel@example.com', 'Baseline-42') + click('#go'),
    { variables: { email: 'nia.patel@example.com', password: 'Baseline-42' } },
  );
  b.act(
    LOGIN,
    'Login with email NIA.PATEL@example.com and password Baseline-42',
    'login',
    'bug-report',
    atBook,
    signIn('NIA.PATEL@example.com', 'Baseline-42') + click('#go'),
  );
  b.act(
    LOGIN,
    'Tick "Keep me signed in", then log in with nia.patel@example.com / Baseline-42',
    'compound',
    'qa-wolf',
    `${atBook} && sessionStorage.getItem('kept') === 'true'`,
    tick('#keep') + signIn('nia.patel@example.com', 'Baseline-42') + click('#go'),
  );
  b.actFails(
    LOGIN,
    'Log in as nia.patel@example.com with password baseline-42',
    'missing_target',
    'bug-report',
    onLogin,
  );
  b.actFails(
    LOGIN,
    'Sign in as sam.okoro@example.com using the password Baseline-42',
    'missing_target',
    'testrigor',
    onLogin,
  );
  b.act(
    LOGIN,
    'When I fill in "Email address" with "nia.patel@example.com"',
    'fill',
    'cucumber-web',
    `${q('#email')}.value === 'nia.patel@example.com'`,
    setVal('#email', 'nia.patel@example.com'),
  );
  b.act(
    LOGIN,
    'type nia.patel@example.com in the name@example.com box',
    'fill',
    'testsigma',
    `${q('#email')}.value === 'nia.patel@example.com'`,
    setVal('#email', 'nia.patel@example.com'),
  );
  b.act(
    LOGIN,
    'Click the show password button',
    'click',
    'testsigma',
    `${q('#show')}.getAttribute('aria-pressed') === 'true' && ${q('#pw')}.type === 'text'`,
    click('#show'),
  );
  b.holds(LOGIN, 'An error says to enter your email address', 'message', 'momentic', { prepare: click('#go') });
  b.fails(LOGIN, 'The password field\'s error says "Enter your email address"', 'near_miss', 'spreewald', {
    prepare: click('#go'),
  });
  b.fails(LOGIN, 'the "Keep me signed in" checkbox should be checked', 'false_claim', 'spreewald');
  b.holds(LOGIN, 'The page heading is "Sign in to book a court"', 'page', 'robot-browser');
  b.fails(LOGIN, 'The page title is "Log in - Hollins Park Courts"', 'false_claim', 'kane-ai');
  b.holds('/courts/login?out=1', 'Then I should see "You\'ve been signed out."', 'message', 'cucumber-web');
  b.holds(LOGIN, 'Wait until the sign-in error is shown', 'wait', 'midscene', {
    prepare: signIn('nia.patel@example.com', 'wrong-one') + click('#go'),
  });
  b.fails(LOGIN, 'The error says my membership has ended', 'false_claim', 'momentic', {
    prepare: signIn('nia.patel@example.com', 'wrong-one') + click('#go'),
  });
  b.act(LOGIN, 'Press Enter in the Password field', 'keys', 'codecept', atBook, `${q('#login')}.requestSubmit();`, {
    prepare: signIn('nia.patel@example.com', 'Baseline-42'),
  });
  b.actFails(LOGIN, 'Click "Sign in with Google"', 'missing_target', 'testrigor', onLogin);
  b.act(
    LOGIN,
    'Click Forgot password?',
    'navigation',
    'bug-report',
    "location.hash === '#forgot'",
    click('a[href="#forgot"]'),
  );
  b.fails(LOGIN, 'The email field contains nia.patel@example.org', 'near_miss', 'kane-ai', {
    prepare: setVal('#email', 'nia.patel@example.com'),
  });

  // ---- book a court: filters, tabs, cards
  b.act(
    BOOK,
    'Open the Padel tab',
    'widget',
    'checksum',
    `${q('#t-padel')}.getAttribute('aria-selected') === 'true'`,
    click('#t-padel'),
  );
  b.act(BOOK, 'Turn on "Floodlit courts only"', 'widget', 'checksum', on('#sw-lit'), click('#sw-lit'));
  b.act(
    BOOK,
    'Filter by clay courts',
    'click',
    'checksum',
    "window.surface === 'Clay'",
    "document.querySelectorAll('.chip')[2].click();",
  );
  b.act(BOOK, 'Set the max price to £9', 'widget', 'midscene', `${q('#max')}.value === '9'`, setVal('#max', '9'));
  b.act(
    BOOK,
    'Change the date to 16/09/2028',
    'fill',
    'testrail-manual',
    `${q('#date')}.value === '2028-09-16'`,
    setVal('#date', '2028-09-16'),
  );
  b.act(BOOK, 'Book the 18:00 slot', 'scope', 'gauge', went('4-0914-1800'), click(`${slot('4-0914-1800')} .book`));
  b.act(
    BOOK,
    'Click Book on the Court 3 card',
    'scope',
    'stagehand',
    went('3-0914-1600'),
    click(`${slot('3-0914-1600')} .book`),
  );
  b.act(
    BOOK,
    'Click the second Book button',
    'ordinal',
    'zerostep',
    went('3-0914-1600'),
    click(`${slot('3-0914-1600')} .book`),
  );
  b.act(
    BOOK,
    'click the last "Book" button on the page',
    'ordinal',
    'zerostep',
    went('2-0914-2000'),
    click(`${slot('2-0914-2000')} .book`),
  );
  b.act(
    BOOK,
    'Save the 17:00 court to my favourites',
    'scope',
    'browser-use',
    "window.favs.indexOf('2-0914-1700') >= 0",
    click(`${slot('2-0914-1700')} .fav`),
  );
  b.act(
    BOOK,
    'Click the fourth "Save to favourites" button',
    'ordinal',
    'zerostep',
    "window.favs.indexOf('4-0914-1800') >= 0",
    click(`${slot('4-0914-1800')} .fav`),
  );
  b.holds(BOOK, 'Six tennis slots are shown for today', 'count', 'mabl');
  b.fails(BOOK, 'There are 6 free slots', 'near_miss', 'webarena');
  b.holds(SAT, '4 slots are free on Saturday', 'count', 'webarena');
  b.fails('/courts/book?surface=Clay', 'The list shows 2 clay courts', 'false_claim', 'mabl');
  b.fails('/courts/book?sport=padel', 'Four padel slots are listed', 'false_claim', 'behat');
  b.holds(BOOK, 'The Book button on the 19:00 slot is disabled', 'state', 'spreewald');
  b.fails(BOOK, 'The Book button for Court 2 at 20:00 is disabled', 'false_claim', 'spreewald');
  b.fails(BOOK, 'The Clay filter is pressed', 'false_claim', 'product-verify');
  b.holds(
    '/courts/book?fav=2-0914-1700',
    'The Save to favourites button on the 17:00 slot is pressed',
    'state',
    'reflect',
  );
  b.fails(
    '/courts/book?fav=2-0914-1700',
    'The Save to favourites button on the 18:00 slot is pressed',
    'near_miss',
    'reflect',
  );
  b.fails(BOOK, 'The Court 3 slot at 16:00 costs £9.00', 'near_miss', 'reflect');
  b.fails(BOOK, 'The Court 4 slot starts at 17:00', 'near_miss', 'reflect');
  b.holds(BOOK, 'Verify that Court 3 is a clay court', 'scope', 'reflect');
  b.fails(BOOK, 'Verify that Court 4 is a hard court', 'near_miss', 'reflect');
  b.holds(BOOK, 'The heading reads Book a court', 'page', 'robot-browser');
  b.fails(BOOK, 'The page title is "Book a court - Hollins Park Tennis"', 'false_claim', 'kane-ai');
  b.holds(
    '/courts/book?date=2028-09-17',
    'A message says the courts are closed on Sunday 17 September for the Hollins Park Open',
    'message',
    'momentic',
  );
  b.fails(
    '/courts/book?date=2028-09-17',
    'The closure message says the courts reopen on Monday',
    'false_claim',
    'momentic',
  );
  b.actFails(BOOK, 'Click Book', 'ambiguous_target', 'behat', stillHere);
  b.actFails(BOOK, 'Add the 16:00 slot to favourites', 'ambiguous_target', 'browser-use', stillHere);
  b.actFails(BOOK, 'Book Court 2', 'ambiguous_target', 'gauge', stillHere);
  b.actFails(BOOK, 'Click Book on the 21:00 slot', 'missing_target', 'stagehand', stillHere);
  b.actFails(BOOK, 'Book Court 5 at 18:00', 'missing_target', 'gauge', stillHere);
  b.actFails(BOOK, 'Click "Show more slots"', 'missing_target', 'testrigor', stillHere);
  b.actFails(BOOK, 'Click Book on the 19:00 slot', 'missing_target', 'bug-report', stillHere);
  b.act(
    BOOK,
    'The user navigates to My bookings',
    'navigation',
    'robot-browser',
    "location.pathname === '/courts/bookings'",
    click('nav a[href="/courts/bookings"]'),
  );
  b.act(
    BOOK,
    'Press Escape to close the account menu',
    'keys',
    'codecept',
    `${q('#acct-menu')}.hidden`,
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    { prepare: click('#acct') },
  );
  b.act(
    BOOK,
    'Open the account menu and choose Guest passes',
    'compound',
    'qa-wolf',
    `${q('#page-msg')}.textContent.includes('2 guest passes')`,
    click('#acct') + click('#mi-guests'),
  );
  b.fails(BOOK, 'The message says I have 3 guest passes left', 'false_claim', 'momentic', {
    prepare: click('#acct') + click('#mi-guests'),
  });
  b.actFails(BOOK, 'Freeze my membership', 'missing_target', 'browser-use', `!${shows('membership is frozen')}`);
  b.act(
    BOOK,
    'Sign out from the account menu',
    'navigation',
    'robot-browser',
    onLogin,
    click('#acct') + click('#mi-out'),
  );

  // ---- quick book
  b.act(
    BOOK,
    'Book a tennis court for Saturday at 10:00 for 2 players',
    'compound',
    'mind2web',
    "window.quickBooked !== null && window.quickBooked.sport === 'tennis' && window.quickBooked.day === '2028-09-16' && window.quickBooked.time === '10:00' && window.quickBooked.players === 2",
    setVal('#qb-day', '2028-09-16') + pickTime('10:00') + click('#qb-go'),
  );
  b.act(
    BOOK,
    'Quick book padel on Sat 16 Sep at 10:00 for four players',
    'compound',
    'mind2web',
    "window.quickBooked !== null && window.quickBooked.sport === 'padel' && window.quickBooked.day === '2028-09-16' && window.quickBooked.time === '10:00' && window.quickBooked.players === 4",
    setVal('#qb-sport', 'padel') +
      setVal('#qb-day', '2028-09-16') +
      pickTime('10:00') +
      tick('input[name=qb-players][value="4"]') +
      click('#qb-go'),
  );
  b.act(
    BOOK,
    'Using Quick book, reserve pickleball today at 16:00 with 4 players',
    'compound',
    'shortest',
    "window.quickBooked !== null && window.quickBooked.sport === 'pickleball' && window.quickBooked.day === '2028-09-14' && window.quickBooked.time === '16:00' && window.quickBooked.players === 4",
    setVal('#qb-sport', 'pickleball') + pickTime('16:00') + tick('input[name=qb-players][value="4"]') + click('#qb-go'),
  );
  b.actFails(BOOK, 'Quick book padel for Saturday at 10:00 for 2 players', 'missing_target', 'mind2web', noQuick);
  b.actFails(BOOK, 'Book a tennis court for Sunday at 11:00', 'missing_target', 'browser-use', noQuick);
  b.actFails(BOOK, 'Quick book a tennis court today at 19:00', 'missing_target', 'shortest', noQuick);
  b.act(
    BOOK,
    'Select Padel from the Sport dropdown',
    'select',
    'cucumber-web',
    `${q('#qb-sport')}.value === 'padel'`,
    setVal('#qb-sport', 'padel'),
  );
  b.act(
    BOOK,
    'Pick 18:00 as the start time',
    'select',
    'gauge',
    `${q('#qb-time')}.dataset.value === '18:00'`,
    pickTime('18:00'),
  );
  b.act(
    BOOK,
    'choose "3 players"',
    'check',
    'testrigor',
    `${q('input[name=qb-players][value="3"]')}.checked`,
    tick('input[name=qb-players][value="3"]'),
  );
  b.holds(BOOK, 'An error asks me to choose a start time', 'message', 'momentic', { prepare: click('#qb-go') });
  b.holds(BOOK, 'Wait for the booking reference to appear', 'wait', 'magnitude', {
    prepare: setVal('#qb-day', '2028-09-16') + pickTime('10:00') + click('#qb-go'),
  });
  b.holds(BOOK, 'The Quick book result says Court 2 was booked for Sat 16 Sep', 'message', 'octomind', {
    prepare: setVal('#qb-day', '2028-09-16') + pickTime('10:00') + click('#qb-go'),
  });
  b.fails(BOOK, 'Quick book confirms Court 3 for Sat 16 Sep', 'false_claim', 'octomind', {
    prepare: setVal('#qb-day', '2028-09-16') + pickTime('10:00') + click('#qb-go'),
  });
  b.fails(BOOK, 'In the Quick book form, 4 players is selected', 'false_claim', 'product-verify');
  b.fails(BOOK, 'The Quick book start time is 16:00', 'near_miss', 'kane-ai');

  // ---- checkout wizard
  b.holds(PAY, 'The heading says Book Court 2', 'page', 'robot-browser');
  b.fails(PAY, 'It says Step 2 of 3', 'false_claim', 'rainforest');
  b.fails(PAY, 'The slot summary says Court 1', 'false_claim', 'kane-ai');
  b.act(
    PAY,
    'Increase the number of players to 4',
    'widget',
    'browser-use',
    'window.checkout.players === 4',
    clicks('#players [data-step="1"]', 2),
  );
  b.act(
    PAY,
    'Enter Leah Brown as my playing parter',
    'fill',
    'stagehand',
    `${q('#partner')}.value === 'Leah Brown'`,
    setVal('#partner', 'Leah Brown'),
  );
  b.holds(PAY, "An error says to tell them who I'm playing with", 'message', 'momentic', { prepare: click('#next-1') });
  b.act(
    PAY,
    'Fill in Leah Brown as partner, set 3 players and go to the next step',
    'compound',
    'qa-wolf',
    "window.checkout.players === 3 && window.checkout.partner === 'Leah Brown' && window.checkout.step === 2",
    setVal('#partner', 'Leah Brown') + click('#players [data-step="1"]') + click('#next-1'),
  );
  b.act(
    PAY,
    'Add Tom Reid as the partner, mark them as a guest, then click Next',
    'compound',
    'qa-wolf',
    "window.checkout.partner === 'Tom Reid' && window.checkout.guest === true && window.checkout.step === 2",
    setVal('#partner', 'Tom Reid') + tick('#guest') + click('#next-1'),
  );
  b.act(
    PAY,
    'Type Leah Brown into Playing partners and press Tab',
    'keys',
    'codecept',
    `${q('#partner')}.value === 'Leah Brown' && document.activeElement !== ${q('#partner')}`,
    `${setVal('#partner', 'Leah Brown')} ${q('#guest')}.focus();`,
    { prepare: `${q('#partner')}.focus();` },
  );
  b.actFails(PAY, 'Click Next to go on to the extras', 'missing_target', 'bug-report', 'window.checkout.step === 1');
  b.act(
    PAY2,
    'Hire 2 rackets',
    'widget',
    'gauge',
    'window.checkout.rackets === 2',
    clicks('#rackets [data-step="1"]', 2),
  );
  b.act(
    PAY2,
    'Turn on the ball machine',
    'widget',
    'checksum',
    'window.checkout.machine === true',
    click('#sw-machine'),
  );
  b.fails(PAY2, 'The ball machine is switched on', 'false_claim', 'product-verify');
  b.holds(
    '/courts/checkout?slot=P1-0914-1700&step=2&partner=Tom%20Reid',
    'The ball machine switch is disabled',
    'state',
    'spreewald',
  );
  b.actFails(
    '/courts/checkout?slot=P1-0914-1700&step=2&partner=Tom%20Reid',
    'Switch on the ball machine',
    'missing_target',
    'checksum',
    'window.checkout.machine === false',
  );
  b.act(
    PAY3,
    'Choose to pay by card',
    'check',
    'gauge',
    "window.checkout.pay === 'card'",
    tick('input[name=pay][value="card"]'),
  );
  b.act(
    PAY3,
    'Enter 4242 4242 4242 4242 as the card number',
    'frames',
    'stagehand',
    `${inFrame('#cc')}.value.replace(/\\s+/g, '') === '4242424242424242'`,
    setInFrame('#cc', '4242 4242 4242 4242'),
    { prepare: tick('input[name=pay][value="card"]') },
  );
  b.fails(PAY3, 'The card details frame has a Postcode field', 'false_claim', 'mabl', {
    prepare: tick('input[name=pay][value="card"]'),
  });
  b.act(
    PAY3,
    'Agree to the court rules and confirm the booking',
    'compound',
    'shortest',
    "window.checkout.ref === 'HP-58120'",
    tick('#rules') + click('#confirm'),
  );
  b.holds(PAY3, "Wait for 'Booking confirmed'", 'wait', 'codecept', { prepare: tick('#rules') + click('#confirm') });
  b.fails(PAY3, 'The confirmation says 4 players', 'false_claim', 'octomind', {
    prepare: tick('#rules') + click('#confirm'),
  });
  b.holds(PAY3, 'An error asks me to agree to the court rules', 'message', 'momentic', { prepare: click('#confirm') });
  b.actFails(
    PADEL3,
    'Tick I agree to the court rules and confirm booking',
    'missing_target',
    'qa-wolf',
    'window.checkout.ref === null',
  );
  b.actFails(PAY3, 'Click Confirm booking', 'missing_target', 'bug-report', 'window.checkout.ref === null', {
    prepare: tick('input[name=pay][value="card"]') + setInFrame('#cc', '4000 0000 0000 0002') + tick('#rules'),
  });
  b.holds(PAY3, 'The total to pay is £9.00', 'value', 'kane-ai');
  b.fails(PAY3, 'The total to pay is £12.50', 'near_miss', 'kane-ai');
  b.fails(PAY3, 'The court rules box is checked', 'false_claim', 'spreewald');
  b.actFails(
    PAY3,
    'Apply the promo code SUMMER10',
    'missing_target',
    'testrigor',
    'window.checkout.ref === null && window.checkout.step === 3',
  );

  // ---- my bookings
  b.holds(MINE, 'The gate code is 4821', 'frames', 'reflect');
  b.fails(MINE, 'The gate code works until Sat 16 Sep', 'near_miss', 'reflect');
  b.act(
    MINE,
    'Click "Text it to me" in the gate code card',
    'frames',
    'stagehand',
    'window.codeTexted === true',
    `${inShadow('#gate', '#send')}.click();`,
  );
  b.fails(MINE, 'The gate code card has a Show QR button', 'false_claim', 'mabl');
  b.holds(MINE, '3 upcoming bookings are listed', 'count', 'behat');
  b.fails(MINE, 'The Upcoming tab shows 4 bookings', 'false_claim', 'webarena');
  b.holds(MINE, 'The row for Court 3 shows Sat 16 Sep', 'scope', 'stagehand');
  b.fails(MINE, 'The Court 1 booking is on Sat 16 Sep', 'near_miss', 'reflect');
  b.fails(MINE, 'The Court 3 booking is awaiting payment', 'near_miss', 'reflect');
  b.fails(MINE, 'The Court 1 booking is for 4 players', 'near_miss', 'reflect');
  b.actFails(MINE, 'Click Cancel', 'ambiguous_target', 'behat', `${untouched} && ${hidden('#dlg-cancel')}`);
  b.actFails(MINE, 'Click Invite', 'ambiguous_target', 'behat', `window.invites === null && ${hidden('#dlg-invite')}`);
  b.actFails(MINE, 'Cancel my Confirmed booking', 'ambiguous_target', 'browser-use', untouched);
  b.act(
    MINE,
    'Cancel the Court 3 booking on Saturday and confirm',
    'compound',
    'shortest',
    "window.cancelled.indexOf('b2') >= 0",
    openCancel('b2') + click('#cx-go'),
  );
  b.act(
    MINE,
    'Click Cancel in the row for Padel 1',
    'scope',
    'stagehand',
    `${visible('#dlg-cancel')} && ${q('#cx-d')}.textContent.indexOf('Padel 1') === 0`,
    openCancel('b3'),
  );
  b.fails(MINE, 'The dialog asks me to cancel the Court 1 booking', 'near_miss', 'octomind', {
    prepare: openCancel('b2'),
  });
  b.act(
    MINE,
    'Press Escape',
    'keys',
    'codecept',
    hidden('#dlg-cancel'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    { prepare: openCancel('b2') },
  );
  b.actFails(MINE, "Cancel today's 19:00 booking on Court 1", 'missing_target', 'browser-use', untouched);
  b.holds(MINE, 'Wait for the error about cancelling less than 24 hours before', 'wait', 'midscene', {
    prepare: openCancel('b1') + click('#cx-go'),
  });
  b.fails(MINE, 'The account credit is now £21.50', 'false_claim', 'rainforest');
  b.holds(MINE, 'Title is "My bookings - Hollins Park Courts"', 'page', 'robot-browser');
  b.holds(MINE, 'The Upcoming tab is selected', 'state', 'spreewald');
  b.act(
    MINE,
    'Invite leah.brown@example.com to the Saturday booking',
    'compound',
    'browser-use',
    "window.invites !== null && window.invites.booking === 'b2' && window.invites.to.join(',') === 'leah.brown@example.com'",
    click(`${row('b2')} .inv`) + setVal('#inv-emails', 'leah.brown@example.com') + click('#inv-go'),
  );
  b.fails(MINE, 'The invite dialog has a Phone number field', 'false_claim', 'mabl', {
    prepare: click(`${row('b1')} .inv`),
  });
  b.act(
    MINE,
    'Pay for the padel booking',
    'scope',
    'browser-use',
    `location.pathname === '/courts/checkout' && location.search.indexOf('P1-0919-1800') >= 0`,
    click(`${row('b3')} .pay`),
  );
  b.fails(MINE, 'The Waitlist tab is selected', 'false_claim', 'spreewald');
  b.actFails(
    MINE,
    'Download my booking history as a CSV',
    'missing_target',
    'browser-use',
    `location.pathname === '/courts/bookings' && ${untouched}`,
  );
  b.holds(PAST, '5 past bookings are shown on this page', 'count', 'behat');
  b.act(PAST, 'Go to the next page', 'navigation', 'testrail-manual', 'window.ppage === 2', click('#pp-next'));
  b.act(
    PAST,
    'Open the receipt for Court 4',
    'scope',
    'stagehand',
    'window.receipt === 2',
    click('#past tr[data-n="2"] .rc'),
  );
  b.fails(PAST, 'The receipt is for Padel 2', 'near_miss', 'reflect', { prepare: click('#past tr[data-n="0"] .rc') });
  b.fails(PAST, 'I lost the match against Tom Reid on Thu 7 Sep', 'near_miss', 'webarena');
  b.holds(PAST, 'I won 6–4 6–3 on Tue 12 Sep', 'value', 'webarena');
  b.actFails(
    PAST,
    'Open the receipt for the Leah Brown match',
    'ambiguous_target',
    'stagehand',
    'window.receipt === null',
  );
  b.actFails(
    PAST,
    'Click Rebook on the Court 2 row',
    'missing_target',
    'stagehand',
    'window.ppage === 1 && window.receipt === null',
  );
  b.fails('/courts/bookings?tab=waitlist', "I'm first in the queue for Court 2", 'false_claim', 'reflect');
  b.act(
    '/courts/bookings?tab=waitlist',
    'Leave the waitlist',
    'click',
    'gauge',
    'window.leftWaitlist === true',
    click('#leave'),
  );
  b.act(
    MINE,
    'Top up my credit by £10',
    'compound',
    'browser-use',
    'window.credit === 22.5',
    click('#topup') + tick('input[name=amt][value="10"]') + click('#tu-go'),
  );
  b.actFails(MINE, 'Top up £90 of credit', 'missing_target', 'browser-use', 'window.credit === 12.5');
  b.fails(MINE, '£50 is selected as the amount', 'false_claim', 'product-verify', { prepare: click('#topup') });

  // ---- coaching
  b.holds(COACH, '7 classes are listed', 'count', 'behat');
  b.holds('/courts/coaching?weekend=1', '3 classes are shown', 'count', 'behat');
  b.fails('/courts/coaching?weekend=1', '4 classes are shown', 'false_claim', 'behat');
  b.act(COACH, 'Switch on Weekends ony', 'widget', 'checksum', on('#sw-weekend'), click('#sw-weekend'));
  b.actFails(
    COACH,
    'Join the Cardio tennis class',
    'ambiguous_target',
    'gauge',
    `${hidden('#dlg-join')} && !${cls('c2')}.joined && !${cls('c7')}.joined`,
  );
  b.act(
    COACH,
    'Join the Thursday Cardio tennis class and pay at the first session',
    'compound',
    'shortest',
    `${cls('c7')}.joined === true && ${cls('c7')}.pay === 'later'`,
    click('.cls[data-id="c7"] .join') + tick('input[name=when][value="later"]') + click('#join-go'),
  );
  b.act(
    COACH,
    'Click Join class on the Adult beginners card',
    'scope',
    'stagehand',
    `${visible('#dlg-join')} && ${q('#join-h')}.textContent === 'Join Adult beginners'`,
    click('.cls[data-id="c1"] .join'),
  );
  b.act(
    COACH,
    'Click the second Join class button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-join')} && ${q('#join-sub')}.textContent.indexOf('Tue 19:00') === 0`,
    click('.cls[data-id="c2"] .join'),
  );
  b.actFails(COACH, 'Sign me up for Advanced match play', 'missing_target', 'browser-use', `!${cls('c6')}.joined`);
  b.actFails(COACH, 'Join the Junior squad and pay now', 'missing_target', 'gauge', `!${cls('c4')}.joined`);
  b.actFails(COACH, 'Join the Pickleball for beginners class', 'missing_target', 'gauge', `${hidden('#dlg-join')}`);
  b.holds(COACH, "Improvers' doubles is full", 'state', 'reflect');
  b.fails(COACH, 'Adult beginners is full', 'near_miss', 'reflect');
  b.fails(COACH, 'Padel for beginners has 5 places left', 'near_miss', 'reflect');
  b.fails(COACH, 'The Junior squad costs £72.00', 'near_miss', 'kane-ai');
  b.act(
    COACH,
    'Expand Dev Anand',
    'widget',
    'checksum',
    `${q('#acc-dev')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-dev'),
  );
  b.fails(COACH, 'Dev Anand is rated 4.8 out of 5', 'near_miss', 'reflect', {
    prepare: click('#acc-marta') + click('#acc-dev') + click('#acc-ellie'),
  });
  b.act(
    COACH,
    'Give it 4 stars',
    'widget',
    'gauge',
    `${q('#fb-rate')}.dataset.value === '4'`,
    click('#fb-rate [data-n="4"]'),
  );
  b.act(
    COACH,
    'Rate "Cardio tennis, Tue 12 Sep" 5 stars with the comment "Great workout" and send it',
    'compound',
    'shortest',
    "window.feedback !== null && window.feedback.stars === 5 && window.feedback.session === 'Cardio tennis, Tue 12 Sep' && window.feedback.text === 'Great workout'",
    setVal('#fb-session', 'Cardio tennis, Tue 12 Sep') +
      click('#fb-rate [data-n="5"]') +
      setVal('#fb-text', 'Great workout') +
      click('#fb-go'),
  );
  b.fails(COACH, 'The feedback form says "Thanks for your feedback"', 'false_claim', 'momentic', {
    prepare: setVal('#fb-session', 'Adult beginners, Mon 11 Sep') + click('#fb-go'),
  });

  // ---- profile
  b.act(
    PROFILE,
    'Turn on "Text me an hour before I play"',
    'widget',
    'checksum',
    on('#sw-remind'),
    click('#sw-remind'),
  );
  b.actFails(
    PROFILE,
    'Toggle the "Text me" switch',
    'ambiguous_target',
    'testrigor',
    'Object.keys(window.switches).length === 0',
  );
  b.holds(PROFILE, 'Club newsletter is off', 'state', 'product-verify');
  b.fails(PROFILE, 'The newsletter switch is on', 'false_claim', 'product-verify');
  b.act(PROFILE, 'Set my playing level to 5', 'widget', 'midscene', `${q('#lvl')}.value === '5'`, setVal('#lvl', '5'));
  b.act(
    PROFILE,
    'Change my mobile number to 07700 900999 and save',
    'compound',
    'shortest',
    "window.profile !== null && window.profile.mobile === '07700 900999'",
    setVal('#mobile', '07700 900999') + click('#pf-save'),
  );
  b.actFails(
    PROFILE,
    'Change my email to sam.okoro@example.com and save changes',
    'missing_target',
    'shortest',
    'window.profile === null',
  );
  b.act(
    PROFILE,
    'In the emergency contact form, change the phone number to 07700 900321 and save it',
    'frames',
    'stagehand',
    `${frameWin}.contact !== null && ${frameWin}.contact.phone === '07700900321'`,
    setInFrame('#ec-phone', '07700 900321') + `${inFrame('#ec-save')}.click();`,
  );
  b.holds(PROFILE, 'The emergency contact is Ravi Patel', 'frames', 'reflect');
  b.fails(PROFILE, "The emergency contact's relationship is Partner", 'near_miss', 'reflect');
  b.act(
    PROFILE,
    'Select Friend as the relationship in the emergency contact frame',
    'frames',
    'cucumber-web',
    `${inFrame('#ec-rel')}.value === 'Friend'`,
    setInFrame('#ec-rel', 'Friend'),
  );
  b.fails(PROFILE, 'The plan renews on 1 Mar 2028', 'false_claim', 'kane-ai');
  b.fails(PROFILE, 'The mobile number field shows 07700 900155', 'near_miss', 'kane-ai');
  b.actFails(
    PROFILE,
    'Click "Delete account"',
    'missing_target',
    'testrigor',
    "location.pathname === '/courts/profile'",
  );
}
