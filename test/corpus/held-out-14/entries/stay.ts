/** Steps for Saltmarsh Stays' sign-in, lets and My trips (`apps/stay.ts`); the booking wizard is in stay-book.ts. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/stay/login';
const LETS = '/stay/lets';
const TRIPS = '/stay/trips';
const PAST = '/stay/trips?tab=past';
const CAN = '/stay/trips?tab=can';

const signIn = (email: string, password: string) =>
  `${setVal('#em', email)} ${setVal('#pw', password)} ${click('#sign-in')}`;
const card = (id: string, what: string) => click(`.card[data-id="${id}"] .${what}`);
const saved = (i: number) => `LETS[${i}].saved === true`;
const cards = (n: number) => `document.querySelectorAll('#cards .card').length === ${n}`;
const manage = (ref: string, item: string) =>
  `${click(`[aria-controls="m-${ref.slice(4)}"]`)} ${click(`#m-${ref.slice(4)} .${item}`)}`;
const review = (ref: string) => click(`#past-body tr[data-ref="${ref}"] .review`);

export function stayEntries(e: EntryBuilder): void {
  // Sign-in
  e.act(
    LOGIN,
    'Log in as hana.okafor@example.com with password Tide-Pool-42',
    'login',
    'skyvern',
    `location.pathname === '/stay/lets'`,
    signIn('hana.okafor@example.com', 'Tide-Pool-42'),
  );
  e.act(
    LOGIN,
    'Sign in with {{email}} and {{password}}',
    'login',
    'testrigor',
    `location.pathname === '/stay/lets'`,
    signIn('hana.okafor@example.com', 'Tide-Pool-42'),
    { variables: { email: 'hana.okafor@example.com', password: 'Tide-Pool-42' } },
  );
  e.actFails(
    LOGIN,
    'Log in as hana.okafor@example.com using the password Tide-Pool-24',
    'missing_target',
    'skyvern',
    `location.pathname === '/stay/login'`,
  );
  e.actFails(
    LOGIN,
    'sign in as ben.carter@example.com / Harbour-77',
    'missing_target',
    'bug-report',
    `location.pathname === '/stay/login'`,
  );
  e.holds(LOGIN, "An error says the email and password don't match", 'message', 'momentic', {
    prepare: later(`${signIn('hana.okafor@example.com', 'wrong-one')} await wait(1300);`),
  });
  e.fails(LOGIN, "An error says the email and password don't match", 'false_claim', 'momentic', {
    prepare: later(`${signIn('ben.carter@example.com', 'Harbour-77')} await wait(1300);`),
  });
  e.holds(LOGIN, 'the message says the account is locked', 'message', 'midscene', {
    prepare: later(`${signIn('ben.carter@example.com', 'Harbour-77')} await wait(1300);`),
  });
  e.holds(LOGIN, 'the "Sign in" button should be disabled', 'state', 'spreewald');
  e.fails(LOGIN, 'The Sign in button is enabled now', 'false_claim', 'magnitude', {
    prepare: setVal('#em', 'hana.okafor@example.com'),
  });
  e.act(
    LOGIN,
    'Ask for a password reset link for hana.okafor@example.com',
    'compound',
    'browser-use',
    `window.resetFor === 'hana.okafor@example.com'`,
    `${click('#forgot-link')} ${setVal('#fg-em', 'hana.okafor@example.com')} ${click('#fg-send')}`,
  );
  e.holds(`${LOGIN}?out=1`, 'A message confirms that I signed out', 'message', 'octomind');
  e.act(
    LOGIN,
    'Type Tide-Pool-42 in the password field and press Enter',
    'keys',
    'testrigor',
    `location.pathname === '/stay/lets'`,
    `${setVal('#pw', 'Tide-Pool-42')} ${q('#login')}.requestSubmit();`,
    { prepare: setVal('#em', 'hana.okafor@example.com') },
  );
  e.holds(LOGIN, 'Wait until signing in has finished and the stays page greets Hana', 'wait', 'midscene', {
    prepare: signIn('hana.okafor@example.com', 'Tide-Pool-42'),
  });
  e.actFails(
    LOGIN,
    'Click "Sign in with Google"',
    'missing_target',
    'testrigor',
    `location.pathname === '/stay/login'`,
  );
  e.act(
    LOGIN,
    'I sign in as "hana.okafor@example.com" with password "Tide-Pool-42", ticking keep me signed in',
    'login',
    'codecept',
    `location.pathname === '/stay/lets'`,
    `${tick('#remember')} ${signIn('hana.okafor@example.com', 'Tide-Pool-42')}`,
  );

  // The lets
  e.holds(LETS, 'There are 6 holiday lets listed', 'count', 'mink');
  e.fails(LETS, '8 stays are shown on the page', 'false_claim', 'mink');
  e.holds(LETS, "Heron's Rest sleeps 2", 'scope', 'reflect');
  e.fails(LETS, "Heron's Rest sleeps 4", 'near_miss', 'reflect');
  e.holds(LETS, 'Verify Marram Barn costs £285 a night', 'value', 'kane-ai');
  e.fails(LETS, 'Verify Shingle End costs £145 a night', 'near_miss', 'kane-ai');
  e.fails(LETS, 'The Old Lifeboat House is in Southwold', 'near_miss', 'reflect');
  e.fails(LETS, 'kittiwake loft has a hot tub', 'near_miss', 'bug-report');
  e.holds(LETS, 'Kittiwake Loft is already saved', 'state', 'reflect');
  e.fails(LETS, 'Driftwood Cottage is saved', 'near_miss', 'reflect');
  e.fails(LETS, 'Shingle End is rated 4.8', 'near_miss', 'kane-ai');
  e.act(LETS, 'Save Marram Barn', 'scope', 'gauge', saved(3), card('marram', 'save'));
  e.act(LETS, 'click the save button on the Orford cottage', 'scope', 'stagehand', saved(4), card('shingle', 'save'));
  e.actFails(
    LETS,
    'click "Save"',
    'ambiguous_target',
    'testrigor',
    `LETS.filter((l) => l.saved).length === 1 && LETS[5].saved`,
  );
  e.actFails(LETS, 'Click View details', 'ambiguous_target', 'robot-browser', `window.viewed === undefined`);
  e.act(
    LETS,
    'click View details on the third card',
    'ordinal',
    'zerostep',
    `window.viewed === 'heron'`,
    card('heron', 'view'),
  );
  e.act(
    LETS,
    'Open the details of the last stay in the list',
    'ordinal',
    'zerostep',
    `window.viewed === 'kittiwake'`,
    card('kittiwake', 'view'),
  );
  e.act(
    LETS,
    'Open the details of the cheapest stay',
    'scope',
    'webvoyager',
    `window.viewed === 'heron'`,
    card('heron', 'view'),
  );
  e.actFails(LETS, 'Save Seabreeze Chalet', 'missing_target', 'gauge', `LETS.filter((l) => l.saved).length === 1`);
  e.actFails(LETS, 'Click Book', 'ambiguous_target', 'robot-browser', `location.pathname === '/stay/lets'`);
  e.act(
    LETS,
    'Book the Walberswick place',
    'scope',
    'browser-use',
    `location.pathname === '/stay/book' && location.search.includes('heron')`,
    click('.card[data-id="heron"] a.button'),
  );

  // Filters and sorting
  e.act(LETS, 'Drag the max price slider to £120', 'widget', 'midscene', cards(3), setVal('#f-price', '120'));
  e.fails(LETS, 'Driftwood Cottage is still listed', 'false_claim', 'mabl', { prepare: setVal('#f-price', '120') });
  e.act(LETS, 'Select "6 or more" from "Guests"', 'select', 'rails-web-steps', cards(2), setVal('#f-guests', '6'));
  e.act(LETS, 'Turn on Dogs welcome', 'widget', 'checksum', on('#f-dogs'), click('#f-dogs'));
  e.holds(LETS, 'every stay shown welcomes dogs', 'value', 'mabl', { prepare: click('#f-dogs') });
  e.fails(LETS, 'Shingle End is one of the stays shown', 'false_claim', 'mabl', { prepare: click('#f-dogs') });
  e.act(
    LETS,
    'Check "Hot tub"',
    'check',
    'rails-web-steps',
    `${q('#must input[value=tub]')}.checked`,
    tick('#must input[value=tub]'),
  );
  e.act(
    LETS,
    'Sort by price, lowest first',
    'select',
    'checksum',
    `${q('#sort')}.value === 'low'`,
    setVal('#sort', 'low'),
  );
  e.holds(LETS, "The cheapest stay, Heron's Rest, comes first", 'ordinal', 'mabl', { prepare: setVal('#sort', 'low') });
  e.fails(LETS, 'Marram Barn is listed first', 'false_claim', 'mabl', { prepare: setVal('#sort', 'low') });
  e.act(LETS, 'Clear filters', 'click', 'testrail-manual', `!(${on('#f-dogs')}) && ${cards(6)}`, click('#f-clear'), {
    prepare: click('#f-dogs'),
  });
  e.act(LETS, 'click show more', 'click', 'bug-report', cards(8), click('#more'));
  e.holds(LETS, 'Wait for the extra stays to load, then Samphire House is listed', 'wait', 'midscene', {
    prepare: click('#more'),
  });
  e.fails(LETS, 'Samphire House sleeps 10', 'false_claim', 'reflect');
  e.fails(LETS, 'the results say 6 stays found', 'near_miss', 'robot-browser', {
    prepare: later(`${click('#more')} await wait(1200);`),
  });

  // The details dialog
  e.act(LETS, 'Open the House rules tab', 'widget', 'checksum', visible('#dp-rules'), click('#dt-rules'), {
    prepare: card('driftwood', 'view'),
  });
  e.holds(LETS, 'The house rules say no pets are allowed', 'scope', 'mabl', {
    prepare: `${card('shingle', 'view')} ${click('#dt-rules')}`,
  });
  e.fails(LETS, 'The house rules say there are no pets allowed', 'false_claim', 'mabl', {
    prepare: `${card('driftwood', 'view')} ${click('#dt-rules')}`,
  });
  e.act(
    LETS,
    'press Escape to close the details',
    'keys',
    'bug-report',
    hidden('#dlg-let'),
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
    {
      prepare: card('driftwood', 'view'),
    },
  );
  e.act(
    LETS,
    'In the dialog, click Book this stay',
    'scope',
    'stagehand',
    `location.pathname === '/stay/book' && location.search.includes('heron')`,
    click('#dl-book'),
    { prepare: card('heron', 'view') },
  );

  // Header
  e.holds(LETS, 'the heading says "Holiday lets on the Suffolk and Norfolk coast"', 'page', 'robot-browser');
  e.act(
    LETS,
    'Go to My trips',
    'navigation',
    'checksum',
    `location.pathname === '/stay/trips'`,
    `location.href = '/stay/trips';`,
  );
  e.act(
    LETS,
    'Open the Hana Okafor menu and sign out',
    'compound',
    'qa-wolf',
    `location.pathname === '/stay/login'`,
    `${click('#acct')} ${click('#sign-out')}`,
  );
  e.actFails(LETS, 'Open the notifications menu', 'missing_target', 'stagehand', `location.pathname === '/stay/lets'`);

  // My trips
  e.holds(TRIPS, 'the upcoming table should have 2 rows', 'count', 'mink');
  e.holds(TRIPS, 'SMS-40377 is paid in full', 'scope', 'reflect');
  e.fails(TRIPS, 'SMS-40512 is paid in full', 'near_miss', 'reflect');
  e.fails(TRIPS, 'SMS-40512 is for 2 adults', 'near_miss', 'reflect');
  e.fails(TRIPS, "Heron's Rest is booked for 4 adults", 'near_miss', 'reflect');
  e.act(
    TRIPS,
    'Open the Manage menu for SMS-40512',
    'scope',
    'stagehand',
    visible('#m-40512'),
    click('[aria-controls="m-40512"]'),
  );
  e.actFails(
    TRIPS,
    'Click Manage',
    'ambiguous_target',
    'robot-browser',
    `${q('#m-40512')}.hidden && ${q('#m-40377')}.hidden`,
  );
  e.act(
    TRIPS,
    'Message the host of The Old Lifeboat House: "Is there a travel cot?"',
    'compound',
    'shortest',
    `!!window.sent && window.sent.ref === 'SMS-40512' && window.sent.text === 'Is there a travel cot?'`,
    `${manage('SMS-40512', 'mi-msg')} ${setVal('#ms-text', 'Is there a travel cot?')} ${click('#ms-send')}`,
  );
  e.holds(TRIPS, 'a toast confirms the message was sent to Graham', 'widget', 'octomind', {
    prepare: `${manage('SMS-40512', 'mi-msg')} ${setVal('#ms-text', 'Hello')} ${click('#ms-send')}`,
  });
  e.act(
    TRIPS,
    'Download invoice for SMS-40377',
    'scope',
    'testrail-manual',
    `window.invoice === 'SMS-40377'`,
    manage('SMS-40377', 'mi-inv'),
  );
  e.act(
    TRIPS,
    'Cancel my Aldeburgh booking because our plans changed',
    'compound',
    'browser-use',
    `!!window.cancelled && window.cancelled.ref === 'SMS-40512' && window.cancelled.why === 'Our plans changed'`,
    `${manage('SMS-40512', 'mi-cancel')} ${setVal('#cn-why', 'Our plans changed')} ${click('#cn-ok')}`,
  );
  e.actFails(
    TRIPS,
    'Cancel booking SMS-40377',
    'missing_target',
    'testrail-manual',
    `window.cancelled === null && window.trips[1].status === 'Confirmed'`,
  );
  e.holds(TRIPS, "An error says SMS-40377 can't be cancelled online", 'message', 'momentic', {
    prepare: manage('SMS-40377', 'mi-cancel'),
  });
  e.fails(TRIPS, 'SMS-40377 has been cancelled', 'near_miss', 'octomind', {
    prepare: manage('SMS-40377', 'mi-cancel'),
  });
  e.act(
    TRIPS,
    'In the dialog, click Keep booking',
    'scope',
    'stagehand',
    `${q('#dlg-cancel')}.hidden && window.cancelled === null`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: manage('SMS-40512', 'mi-cancel') },
  );
  e.act(
    TRIPS,
    'Pay the balance for SMS-40512 and wait for the payment to go through',
    'wait',
    'skyvern',
    `window.balancePaid === true`,
    `${manage('SMS-40512', 'mi-pay')} ${click('#py-ok')}`,
  );
  e.actFails(TRIPS, 'Pay the balance of SMS-40377', 'missing_target', 'gauge', `window.balancePaid === false`);
  e.act(TRIPS, 'Go to the Past tab', 'widget', 'checksum', visible('#p-past'), click('#t-past'));
  e.holds(PAST, 'Driftwood Cottage was rated 5 stars', 'scope', 'reflect');
  e.fails(PAST, 'Shingle End was rated 5 stars', 'near_miss', 'reflect');
  e.actFails(
    PAST,
    'Click "Write a review"',
    'ambiguous_target',
    'testrigor',
    `window.reviewed === null && ${q('#dlg-rev')}.hidden`,
  );
  e.act(
    PAST,
    'Review Shingle End with 4 stars: "Cosy cottage with lovely river views."',
    'compound',
    'shortest',
    `!!window.reviewed && window.reviewed.ref === 'SMS-38804' && window.reviewed.stars === 4`,
    `${review('SMS-38804')} ${click('#rv-stars [data-n="4"]')} ${setVal('#rv-text', 'Cosy cottage with lovely river views.')} ${click('#rv-ok')}`,
  );
  e.act(
    PAST,
    'Give it 5 stars',
    'widget',
    'gauge',
    `${q('#rv-stars')}.dataset.value === '5'`,
    click('#rv-stars [data-n="5"]'),
    { prepare: review('SMS-38211') },
  );
  e.actFails(PAST, 'Post the review', 'missing_target', 'codecept', `window.reviewed === null`, {
    prepare: `${review('SMS-38211')} ${setVal('#rv-text', 'Huge barn, great for a big family weekend.')}`,
  });
  e.holds(PAST, 'An error says the review needs at least 20 characters', 'message', 'momentic', {
    prepare: `${review('SMS-38211')} ${click('#rv-stars [data-n="3"]')} ${setVal('#rv-text', 'Nice')} ${click('#rv-ok')}`,
  });
  e.act(
    PAST,
    'click the second "Book again" link',
    'ordinal',
    'zerostep',
    `location.pathname === '/stay/book' && location.search.includes('shingle')`,
    click('#past-body tr[data-ref="SMS-38804"] a.button'),
  );
  e.holds(CAN, 'Tern Cottage was refunded £297.00', 'value', 'kane-ai');
  e.fails(CAN, 'Tern Cottage was refunded £367.50', 'near_miss', 'kane-ai');
  e.act(
    TRIPS,
    'Click Stays in the top menu',
    'navigation',
    'robot-browser',
    `location.pathname === '/stay/lets'`,
    `location.href = '/stay/lets';`,
  );
  e.fails(TRIPS, 'The Past tab says (2)', 'false_claim', 'robot-browser');
  e.act(
    TRIPS,
    'pay balance for the lifeboat house',
    'scope',
    'bug-report',
    `(window.balancePaid === true || ${visible('#dlg-pay')})`,
    manage('SMS-40512', 'mi-pay'),
  );
}
