/** Steps on Pinewater Campsites (apps/camp.ts): the booking wizard, sign-in and My trips. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, inShadow, later, q, setInFrame, setVal, tick } from '../../entry-scripts';

const BOOK = '/camp/book?id=P2';
const S2 = `${BOOK}&step=2`;
const S3 = `${BOOK}&step=3`;
const S4 = `${BOOK}&step=4`;
const LOGIN = '/camp/login';
const TRIPS = '/camp/trips';
const PAST = `${TRIPS}?tab=past`;

const dates = (from: string, to: string) => `${setVal('#from', from)} ${setVal('#to', to)}`;
const tried = (from: string, to: string) => later(`${dates(from, to)} ${click('#c1')} await wait(1100);`);
const val = (id: string) => `${q(id)}.dataset.value`;
const eta = (v: string) => `${click('#eta')} ${click(`#eta-list [data-value="${v}"]`)}`;
const payCard = (num: string, exp: string) =>
  `${setInFrame('#cn', num)} ${setInFrame('#ce', exp)} ${setInFrame('#cc', '321')} ${setInFrame('#cname', 'E Marsh')} ${click('#pay')}`;
const paid = (num: string, exp = '08/29') => later(`${payCard(num, exp)} await wait(1400);`);
const promo = (code: string) => later(`${setVal('#promo', code)} ${click('#apply')} await wait(1000);`);
const signIn = (email: string, password: string) =>
  `${setVal('#em', email)} ${setVal('#pw', password)} ${q('#login')}.requestSubmit();`;
const onLogin = "location.pathname === '/camp/login'";
const manage = (ref: string) => click(`[aria-controls="m-${ref}"]`);
const menuItem = (ref: string, what: string) => `${manage(ref)} ${click(`#m-${ref} [data-do=${what}]`)}`;
const cancelIt = (ref: string, why: string) =>
  later(`${menuItem(ref, 'cancel')} ${setVal('#cx-why', why)} ${click('#cx-go')} await wait(1200);`);
const pointsLoaded = later('await wait(1400);');
const noMenuOpen = "document.querySelectorAll('[role=menu]:not([hidden])').length === 0";

export function campBookEntries(b: EntryBuilder): void {
  // ---- Step 1: dates
  b.holds(BOOK, '"1. Dates" is the current step', 'state', 'product-verify');
  b.fails(BOOK, '"2. Guests and extras" is the current step', 'false_claim', 'product-verify');
  b.act(
    BOOK,
    'Arrive on 20/07/2027, leave on 23/07/2027 and continue',
    'compound',
    'qa-wolf',
    'window.step === 2',
    `${dates('2027-07-20', '2027-07-23')} ${click('#c1')}`,
  );
  b.holds(BOOK, 'The summary shows 3 nights and a total of £108.00', 'value', 'kane-ai', {
    prepare: dates('2027-07-20', '2027-07-23'),
  });
  b.fails(BOOK, 'The total is £144.00', 'false_claim', 'kane-ai', { prepare: dates('2027-07-20', '2027-07-23') });
  b.actFails(BOOK, 'Book Friday 16 July for one night', 'missing_target', 'mind2web', 'window.step === 1');
  b.holds(BOOK, 'An error says weekend stays need at least 2 nights', 'message', 'momentic', {
    prepare: tried('2027-07-16', '2027-07-17'),
  });
  b.fails(BOOK, 'An error says Lakeside Hardstanding is booked on those nights', 'false_claim', 'momentic', {
    prepare: tried('2027-07-16', '2027-07-17'),
  });
  b.actFails(
    '/camp/book?id=P1',
    'Book from 16 July to 18 July 2027',
    'missing_target',
    'mind2web',
    'window.step === 1',
  );
  b.holds('/camp/book?id=P1', 'An error says Lakeside Pitch is booked on some of those nights', 'message', 'momentic', {
    prepare: tried('2027-07-16', '2027-07-18'),
  });
  b.holds(BOOK, 'An error says departure must be after arrival', 'message', 'momentic', {
    prepare: `${dates('2027-07-20', '2027-07-19')} ${click('#c1')}`,
  });
  b.fails(BOOK, "An error says arrival can't be in the past", 'false_claim', 'momentic', {
    prepare: `${dates('2027-07-20', '2027-07-19')} ${click('#c1')}`,
  });

  // ---- Step 2: guests and extras
  b.act(S2, 'Add one child', 'widget', 'gauge', `${val('#kids')} === '1'`, click('#kids [data-step="1"]'));
  b.actFails(S2, 'Click Increase', 'ambiguous_target', 'behat', `${val('#adults')} === '2' && ${val('#kids')} === '0'`);
  b.act(
    S2,
    'Add the firewood bundle and late check-out',
    'compound',
    'gauge',
    `${q('#x-wood')}.checked && ${q('#x-late')}.checked`,
    `${tick('#x-wood')} ${tick('#x-late')}`,
  );
  b.holds(S2, 'The total is now £123.00', 'value', 'rainforest', { prepare: tick('#x-elec') });
  b.fails(S2, 'The summary lists a firewood bundle', 'false_claim', 'rainforest', { prepare: tick('#x-elec') });
  b.actFails('/camp/book?id=P1&step=2', 'Add electric hook-up', 'missing_target', 'gauge', `!${q('#x-elec')}.checked`);
  b.holds('/camp/book?id=P1&step=2', 'The Electric hook-up box is disabled', 'state', 'spreewald');
  b.fails(S2, 'The Electric hook-up box is disabled', 'false_claim', 'spreewald');
  b.actFails('/camp/book?id=P3&step=2', 'Bring one dog', 'missing_target', 'gauge', `${val('#dogs')} === '0'`);
  b.act(
    S2,
    'Choose 18:00–20:00 as the estimated arrival',
    'widget',
    'checksum',
    `${val('#eta')} === '18-20'`,
    eta('18-20'),
  );
  b.actFails(S2, 'Choose an arrival time after 20:00', 'missing_target', 'testrigor', `!${val('#eta')}`);
  b.actFails(
    S2,
    'Make it 3 adults and 2 children, arriving 14:00–16:00, and continue',
    'missing_target',
    'shortest',
    'window.step === 2',
  );
  b.holds(S2, 'An error says Lakeside Hardstanding sleeps up to 4 people', 'message', 'momentic', {
    prepare: `${click('#adults [data-step="1"]')} ${clicks('#kids [data-step="1"]', 2)} ${eta('14-16')} ${click('#c2')}`,
  });
  b.actFails(
    S2,
    'Add a hot tub',
    'missing_target',
    'browser-use',
    `!${q('#x-wood')}.checked && !${q('#x-late')}.checked`,
  );

  // ---- Step 3: your details
  b.act(
    S3,
    'Fill in Ellis Marsh, ellis.marsh@example.com, mobile 07700 900417, agree to the site rules and continue',
    'compound',
    'qa-wolf',
    'window.step === 4',
    `${setVal('#name', 'Ellis Marsh')} ${setVal('#email', 'ellis.marsh@example.com')} ${setVal('#phone', '07700 900417')} ${tick('#agree')} ${click('#c3')}`,
  );
  b.act(
    S3,
    'Type 07700 900417 into the mobile number field',
    'fill',
    'testsigma',
    `${q('#phone')}.value === '07700 900417'`,
    setVal('#phone', '07700 900417'),
  );
  b.holds(S3, 'One of the errors asks me to agree to the site rules', 'message', 'momentic', { prepare: click('#c3') });
  b.fails(S3, 'An error asks for my date of birth', 'false_claim', 'momentic', { prepare: click('#c3') });
  b.actFails(
    S3,
    'Fill in Ellis Marsh, ellis.marsh@example.com and phone 01632 960118, agree to the rules and continue',
    'missing_target',
    'shortest',
    'window.step === 3',
  );
  b.holds(S3, 'The "I agree to the site rules" box is unticked', 'state', 'spreewald');
  b.act(
    S3,
    'Enter {{name}} as the full name and {{email}} as the email address',
    'compound',
    'skyvern',
    `${q('#name')}.value === 'Robin Hale' && ${q('#email')}.value === 'robin.hale@example.com'`,
    `${setVal('#name', 'Robin Hale')} ${setVal('#email', 'robin.hale@example.com')}`,
    { variables: { name: 'Robin Hale', email: 'robin.hale@example.com' } },
  );
  b.actFails(S3, 'Enter my date of birth as 04/03/1990', 'missing_target', 'testrail-manual', 'window.step === 3');

  // ---- Step 4: payment
  b.holds(S4, 'The pay button says "Pay £108.00 and book"', 'value', 'kane-ai');
  b.act(
    S4,
    'Apply the promo code SUMMER10',
    'compound',
    'gauge',
    "window.promo === 'SUMMER10'",
    `${setVal('#promo', 'SUMMER10')} ${click('#apply')}`,
  );
  b.holds(S4, 'With SUMMER10 the total drops to £97.20', 'value', 'rainforest', { prepare: promo('SUMMER10') });
  b.actFails(S4, 'Apply the promo code CAMP2026', 'missing_target', 'gauge', 'window.promo === null');
  b.holds(S4, 'A message says CAMP2026 expired on 31 December 2026', 'message', 'momentic', {
    prepare: promo('CAMP2026'),
  });
  b.fails(S4, "The promo message says the code isn't recognised", 'false_claim', 'momentic', {
    prepare: promo('CAMP2026'),
  });
  b.act(
    S4,
    'Pay with card 4242 4242 4242 4242, expiry 08/29, security code 321, name on card E Marsh',
    'frames',
    'mind2web',
    "!!window.booked && window.booked.ref === 'PW-58213'",
    payCard('4242 4242 4242 4242', '08/29'),
  );
  b.actFails(
    S4,
    'Pay with the card 4000 0000 0000 0002, expiry 08/29, code 321, name E Marsh',
    'missing_target',
    'shortest',
    'window.booked === null',
  );
  b.holds(S4, 'An error says my card was declined', 'message', 'momentic', { prepare: paid('4000 0000 0000 0002') });
  b.fails(S4, 'The booking reference PW-58213 is shown', 'false_claim', 'octomind', {
    prepare: paid('4000 0000 0000 0002'),
  });
  b.actFails(
    S4,
    'Pay with card 4242 4242 4242 4242 expiring 05/27, code 321, name E Marsh',
    'missing_target',
    'bug-report',
    'window.booked === null',
  );
  b.holds(S4, 'The confirmation shows booking reference PW-58213', 'message', 'octomind', {
    prepare: paid('4242424242424242'),
  });
  b.holds(S4, 'The page title is now "Booking confirmed - Pinewater Campsites"', 'page', 'robot-browser', {
    prepare: paid('4242424242424242'),
  });
  b.fails(S4, 'The confirmation says the details went to robin.hale@example.com', 'false_claim', 'octomind', {
    prepare: paid('4242424242424242'),
  });
  b.actFails(S4, 'Pay with PayPal', 'missing_target', 'browser-use', 'window.booked === null');

  // ---- Sign in
  b.act(
    LOGIN,
    'Log in as ellis.marsh@example.com with password Bluebell27',
    'login',
    'cucumber-web',
    "location.pathname === '/camp/trips'",
    signIn('ellis.marsh@example.com', 'Bluebell27'),
  );
  b.act(
    LOGIN,
    'Sign in with {{email}} / {{password}} and keep me signed in',
    'login',
    'skyvern',
    "location.pathname === '/camp/trips' && location.search.includes('keep=1')",
    `${tick('#keep')} ${signIn('ellis.marsh@example.com', 'Bluebell27')}`,
    { variables: { email: 'ellis.marsh@example.com', password: 'Bluebell27' } },
  );
  b.actFails(
    LOGIN,
    'Log in as ellis.marsh@example.com with password bluebell27',
    'missing_target',
    'bug-report',
    onLogin,
  );
  b.holds(LOGIN, "An error says the email and password don't match our records", 'message', 'momentic', {
    prepare: later(`${signIn('ellis@example.com', 'Bluebell27')} await wait(1100);`),
  });
  b.actFails(LOGIN, 'Continue with Google', 'missing_target', 'testrigor', onLogin);
  b.act(
    LOGIN,
    'Click the eye icon to show the password',
    'click',
    'testsigma',
    `${q('#pw')}.type === 'text'`,
    click('#show'),
  );
  b.act(
    LOGIN,
    'Ask for a password reset link for ellis.marsh@example.com',
    'compound',
    'browser-use',
    "window.resetSent === 'ellis.marsh@example.com'",
    `${click('#forgot')} ${setVal('#reset-em', 'ellis.marsh@example.com')} ${click('#send-reset')}`,
  );
  b.fails(LOGIN, 'The "Keep me signed in" box is ticked', 'false_claim', 'spreewald');
  b.actFails(LOGIN, 'Create an account', 'missing_target', 'testrigor', onLogin);

  // ---- My trips
  b.holds(TRIPS, 'The Upcoming tab lists 3 bookings', 'count', 'webarena');
  b.fails(TRIPS, 'The Upcoming tab lists 4 bookings', 'false_claim', 'webarena');
  b.holds(TRIPS, 'Booking PW-42310 is Kingfisher Cabin for 2 adults and 2 children, £330.00', 'scope', 'reflect');
  b.fails(TRIPS, 'Booking PW-41877 costs £330.00', 'near_miss', 'reflect');
  b.holds(TRIPS, 'The Meadow View booking is awaiting payment', 'scope', 'reflect');
  b.fails(TRIPS, 'The Kingfisher Cabin booking is awaiting payment', 'near_miss', 'reflect');
  b.holds(TRIPS, 'Wait until my points have loaded', 'wait', 'midscene');
  b.holds(TRIPS, 'I have 1,240 Pinecone points', 'frames', 'kane-ai', { prepare: pointsLoaded });
  b.fails(TRIPS, 'I have 2,140 Pinecone points', 'false_claim', 'kane-ai', { prepare: pointsLoaded });
  b.act(
    TRIPS,
    'Redeem 1,000 points',
    'frames',
    'gauge',
    'window.redeemed === true',
    `${inShadow('#points', '#redeem')}.click();`,
    { prepare: pointsLoaded },
  );
  b.holds(TRIPS, 'The voucher code PINE-7K2Q is shown', 'frames', 'octomind', {
    prepare: later(`await wait(1400); ${inShadow('#points', '#redeem')}.click(); await wait(900);`),
  });
  b.act(
    TRIPS,
    'Open the Manage menu for PW-42310',
    'scope',
    'stagehand',
    `!${q('#m-PW-42310')}.hidden`,
    manage('PW-42310'),
  );
  b.actFails(TRIPS, 'Click Manage', 'ambiguous_target', 'behat', noMenuOpen);
  b.act(
    TRIPS,
    'Cancel booking PW-42310 because plans changed',
    'compound',
    'shortest',
    "window.cancelled.includes('PW-42310')",
    `${menuItem('PW-42310', 'cancel')} ${setVal('#cx-why', 'Plans changed')} ${click('#cx-go')}`,
  );
  b.actFails(
    TRIPS,
    'Cancel the Woodland Glade booking because of the bad weather forecast',
    'missing_target',
    'browser-use',
    'window.cancelled.length === 0',
  );
  b.holds(TRIPS, "An error says bookings within 7 days of arrival can't be cancelled online", 'message', 'momentic', {
    prepare: cancelIt('PW-41877', 'Other'),
  });
  b.fails(TRIPS, 'The Woodland Glade booking now shows Cancelled', 'false_claim', 'rainforest', {
    prepare: cancelIt('PW-41877', 'Other'),
  });
  const dialog = { prepare: menuItem('PW-42310', 'cancel') };
  b.holds(TRIPS, 'The dialog says I will get a full refund of £330.00', 'message', 'octomind', dialog);
  b.fails(TRIPS, 'The cancel dialog is about PW-43002', 'false_claim', 'octomind', dialog);
  b.act(
    TRIPS,
    'Pay for the Meadow View booking',
    'scope',
    'browser-use',
    "window.paid === 'PW-43002'",
    click('.paynow'),
  );
  b.actFails(TRIPS, 'Pay for the Kingfisher Cabin booking', 'missing_target', 'browser-use', 'window.paid === null');
  b.holds(PAST, 'I have already reviewed my Heron Cabin stay', 'scope', 'reflect');
  b.fails(PAST, 'I have already reviewed my Lakeside Pitch stay', 'near_miss', 'reflect');
  b.act(
    PAST,
    'Write a review for the Hilltop Pitch stay',
    'scope',
    'stagehand',
    "location.pathname === '/camp/pitch' && location.search.includes('id=P8')",
    click('[data-ref="PW-36502"] .rev'),
  );
  b.actFails(PAST, 'Click Write a review', 'ambiguous_target', 'robot-browser', "location.pathname === '/camp/trips'");
  b.holds(PAST, 'The most expensive past stay was Heron Cabin at £285.00', 'ordinal', 'webarena');
  b.fails(PAST, 'My earliest past stay was at Hilltop Pitch', 'false_claim', 'webarena');
  b.act(
    TRIPS,
    'Change the dates of my Kingfisher Cabin booking',
    'scope',
    'browser-use',
    "location.pathname === '/camp/book' && location.search.includes('change=PW-42310')",
    menuItem('PW-42310', 'dates'),
  );
  b.actFails(TRIPS, 'Change the dates of booking PW-44120', 'missing_target', 'gauge', noMenuOpen);
  b.act(
    TRIPS,
    'Sign out',
    'click',
    'robot-browser',
    "location.pathname === '/camp/login' && location.search.includes('out=1')",
    click('#signout'),
  );
}
