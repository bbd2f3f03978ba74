/** Steps for Roamly, the car-sharing app (`apps/carshare.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho8-carshare');
const L = '/carshare/login';
const C = '/carshare/cars';
const T = '/carshare/trips';
const P = '/carshare/trips?tab=past';

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const loginSolution = `${q('#email')}.value = 'dana@roamly.test'; ${q('#password')}.value = 'Drive2027'; ${q('#login button[type=submit]')}.click();`;
const wrongLogin = `${q('#email')}.value = 'dana@roamly.test'; ${q('#password')}.value = 'Drive2026'; ${q('#login button[type=submit]')}.click();`;
const onLogin = `location.pathname === '/carshare/login'`;
const dialogShut = `${q('#reserve')}.hidden`;
const dialogFor = (name: string) =>
  `!${q('#reserve')}.hidden && ${q('#reserve-title')}.textContent === 'Reserve ${name}'`;
const openReserve = (id: string) => `${q(`#car-${id} .reserve`)}.click();`;
const frameDoc = `document.querySelector('iframe').contentDocument`;
const rowOf = (ref: string) => `document.querySelector('tr[data-ref="${ref}"]')`;

// Sign in
e.act(
  L,
  'Log in as dana@roamly.test with password Drive2027',
  'login',
  'testrigor',
  `location.pathname === '/carshare/cars'`,
  loginSolution,
);
e.act(
  L,
  'type Drive2027 in the password box',
  'fill',
  'stagehand',
  `${q('#password')}.value === 'Drive2027'`,
  `${q('#password')}.value = 'Drive2027';`,
);
e.act(
  L,
  'And I check "Keep me signed in"',
  'check',
  'rails-web-steps',
  `${q('#keep')}.checked === true`,
  `${q('#keep')}.click();`,
);
e.act(
  L,
  'enter dana@roamly.test and a wrong password (Drive2026) then click sign in',
  'compound',
  'bug-report',
  `${q('#attempts')}.textContent === '2 attempts left' && !${q('#attempts')}.hidden`,
  wrongLogin,
);
e.act(
  L,
  'Press Enter in the password field',
  'keys',
  'testrail-manual',
  `location.pathname === '/carshare/cars'`,
  `${q('#login button[type=submit]')}.click();`,
  { prepare: `${q('#email')}.value = 'dana@roamly.test'; ${q('#password')}.value = 'Drive2027';` },
);
e.holds(L, "An error says the email and password don't match", 'message', 'momentic', { prepare: wrongLogin });
e.fails(L, 'Then I should see "1 attempt left"', 'false_claim', 'rails-web-steps', { prepare: wrongLogin });
e.holds(L, 'the window title should be "Sign in · Roamly"', 'page', 'spreewald');
e.actFails(L, 'Click the "Sign in with Google" button', 'missing_target', 'testrigor', onLogin);
e.holds(`${L}?signedout=1`, 'A notice confirms that I have been signed out', 'message', 'octomind');
e.fails(L, 'An error message is shown under the password field', 'false_claim', 'reflect');
e.fails(L, 'Verify the page says you can drive from £9 an hour', 'false_claim', 'checksum');

// Find a car
e.holds(C, 'The heading reads "Find a car near Canal Street"', 'page', 'reflect');
e.holds(C, 'the greeting welcomes Dana', 'message', 'momentic');
e.holds(C, '6 cars are listed', 'count', 'mink');
e.fails(C, 'Then I should see 5 car cards', 'false_claim', 'mink');
e.fails(C, 'the My trips badge shows 1', 'near_miss', 'checksum');
e.fails(C, 'The Saved counter shows 2', 'near_miss', 'checksum');
e.fails(C, 'The VW Polo costs £8 an hour', 'near_miss', 'gherkin');
e.holds(C, 'Verify that the Kia Niro EV is 2.1 mi away', 'value', 'kane-ai');
e.fails(C, 'the Ford Transit Custom has 5 seats', 'near_miss', 'reflect');
e.holds(C, 'the Reserve button on the Ford Transit Custom card is disabled', 'state', 'spreewald');
e.fails(C, 'the "Reserve" button for the Toyota Yaris Hybrid should be disabled', 'near_miss', 'spreewald');
e.fails(C, 'The Tesla Model 3 has a battery of 82%', 'near_miss', 'rainforest');
e.actFails(
  C,
  'Reserve the Ford Transit Custom',
  'missing_target',
  'browser-use',
  `${dialogShut} && window.reserved.length === 0`,
);
e.actFails(C, 'Click Reserve', 'ambiguous_target', 'testrigor', dialogShut);
e.actFails(
  C,
  'click the Details button',
  'ambiguous_target',
  'bug-report',
  `[...document.querySelectorAll('.car .details')].every((b) => b.getAttribute('aria-expanded') === 'false')`,
);
e.actFails(
  C,
  'Click "Save car"',
  'ambiguous_target',
  'testrigor',
  `document.querySelectorAll('.heart[aria-pressed=true]').length === 1`,
);
e.act(C, 'click Reserve on the Kia Niro EV card', 'scope', 'stagehand', dialogFor('Kia Niro EV'), openReserve('niro'));
e.act(
  C,
  'When I press "Details" within the Peugeot e-208 card',
  'scope',
  'rails-web-steps',
  `!${q('#more-peugeot')}.hidden`,
  `${q('#car-peugeot .details')}.click();`,
);
e.act(C, 'Click the 2nd "Reserve" button', 'ordinal', 'testrigor', dialogFor('VW Polo'), openReserve('polo'));
e.act(
  C,
  'click the third heart',
  'ordinal',
  'bug-report',
  `${q('#car-tesla .heart')}.getAttribute('aria-pressed') === 'false'`,
  `${q('#car-tesla .heart')}.click();`,
);
e.act(
  C,
  'Save the Toyota Yaris Hybrid to my favourites',
  'scope',
  'browser-use',
  `${q('#car-yaris .heart')}.getAttribute('aria-pressed') === 'true'`,
  `${q('#car-yaris .heart')}.click();`,
);
e.act(
  C,
  'Turn on "Electric only"',
  'widget',
  'testrail-manual',
  `${q('#ev')}.getAttribute('aria-checked') === 'true'`,
  `${q('#ev')}.click();`,
);
e.holds(C, 'With Electric only on, 3 cars are shown', 'count', 'gherkin', { prepare: `${q('#ev')}.click();` });
e.fails(`${C}?ev=1`, 'The VW Polo is still listed', 'false_claim', 'rainforest');
e.act(
  C,
  'Set the max price per hour slider to £10',
  'widget',
  'testrigor',
  `${q('#max')}.value === '10'`,
  `${q('#max')}.value = '10'; ${q('#max')}.dispatchEvent(new Event('input', { bubbles: true }));`,
);
e.actFails(C, 'drag the max price slider up to £40', 'missing_target', 'stagehand', `${q('#max')}.value === '20'`);
e.fails(`${C}?max=10`, 'The Kia Niro EV is shown in the results', 'false_claim', 'kane-ai');
e.act(
  C,
  'I select "4 hours" from "Duration"',
  'select',
  'rails-web-steps',
  `${q('#dur')}.value === '4'`,
  `${q('#dur')}.value = '4'; ${q('#dur')}.dispatchEvent(new Event('change', { bubbles: true }));`,
);
e.act(
  C,
  'Change the pickup date to 15 March 2027',
  'widget',
  'mind2web',
  `${q('#date')}.value === '2027-03-15'`,
  `${q('#date')}.value = '2027-03-15'; ${q('#date')}.dispatchEvent(new Event('change', { bubbles: true }));`,
);
e.act(
  C,
  'Untick Van under Car type',
  'check',
  'testrail-manual',
  `${q('input[value=Van]')}.checked === false`,
  `${q('input[value=Van]')}.click();`,
);
e.act(
  C,
  'Sort the cars by price, lowest first',
  'widget',
  'browser-use',
  `${q('#sort')}.textContent === 'Sort: Price: low to high' && ${q('#cars .car')}.id === 'car-polo'`,
  `${q('#sort')}.click(); ${q('#sort-menu [data-sort=low]')}.click();`,
);
e.holds(C, 'The first car in the list is the VW Polo', 'ordinal', 'reflect', {
  prepare: `${q('#sort')}.click(); ${q('#sort-menu [data-sort=low]')}.click();`,
});
e.actFails(
  C,
  'Choose "Distance: furthest first" in the sort menu',
  'missing_target',
  'checksum',
  `${q('#sort')}.textContent === 'Sort: Nearest'`,
);
e.act(
  C,
  'Expand "Is fuel included?"',
  'widget',
  'testrail-manual',
  `!${q('#faq2')}.hidden`,
  `${q('[aria-controls=faq2]')}.click();`,
);
e.fails(C, 'The answer to "What happens if I return the car late?" mentions the fuel card', 'near_miss', 'reflect', {
  prepare: `${q('[aria-controls=faq1]')}.click(); ${q('[aria-controls=faq2]')}.click();`,
});
e.act(
  C,
  'In the map, click Zoom in',
  'frames',
  'stagehand',
  `${frameDoc}.getElementById('z').textContent === '15'`,
  `${frameDoc}.getElementById('zin').click();`,
);
e.act(
  C,
  'tick "Show traffic" on the map',
  'frames',
  'bug-report',
  `${frameDoc}.getElementById('traffic').checked === true`,
  `${frameDoc}.getElementById('traffic').click();`,
);
e.holds(C, 'The map lists a car at Market Square', 'frames', 'reflect');
e.fails(C, "the map's zoom level is 2", 'near_miss', 'rainforest');
e.act(
  C,
  'Sign out using the account menu',
  'widget',
  'checksum',
  `location.pathname === '/carshare/login'`,
  `${q('#account')}.click(); ${q('#sign-out')}.click();`,
);
e.act(
  C,
  'Reserve the VW Polo for 10:00 with damage cover and confirm it',
  'compound',
  'browser-use',
  `window.reserved.length === 1 && window.reserved[0].car === 'polo' && window.reserved[0].time === '10:00' && window.reserved[0].cover === true`,
  `${openReserve('polo')} ${q('#pickup')}.value = '10:00'; ${q('#cover')}.checked = true; ${q('#cover')}.dispatchEvent(new Event('change')); ${q('#confirm-reserve')}.click();`,
);
e.act(
  C,
  'Choose 09:00 as the pickup time',
  'select',
  'rails-web-steps',
  `${q('#pickup')}.value === '09:00'`,
  `${q('#pickup')}.value = '09:00';`,
  { prepare: openReserve('peugeot') },
);
e.act(
  C,
  'Press "Confirm reservation"',
  'click',
  'rails-web-steps',
  `!${q('#reserve-error')}.hidden`,
  `${q('#confirm-reserve')}.click();`,
  { prepare: openReserve('peugeot') },
);
e.holds(C, 'an error asks me to pick a pickup time', 'message', 'momentic', {
  prepare: `${openReserve('peugeot')} ${q('#confirm-reserve')}.click();`,
});
e.holds(C, 'The estimated cost is £22.00', 'value', 'kane-ai', {
  prepare: `${openReserve('peugeot')} ${q('#cover')}.click();`,
});
e.fails(C, 'the estimated cost in the dialog is £9.00', 'near_miss', 'kane-ai', { prepare: openReserve('peugeot') });
e.holds(C, 'A toast confirms the Kia Niro EV is reserved for 12 Mar at 14:00', 'message', 'octomind', {
  prepare: `${openReserve('niro')} ${q('#pickup')}.value = '14:00'; ${q('#confirm-reserve')}.click();`,
});
e.fails(C, 'The Kia Niro EV card still offers a Reserve button you can click', 'false_claim', 'rainforest', {
  prepare: `${openReserve('niro')} ${q('#pickup')}.value = '14:00'; ${q('#confirm-reserve')}.click();`,
});
e.actFails(C, 'Click "Unlock car" on the Tesla Model 3 card', 'missing_target', 'testrigor', dialogShut);
e.fails(C, 'The "Electric only" switch is on', 'false_claim', 'reflect');
e.holds(C, 'I should be on "/carshare/cars"', 'page', 'mink');

// My trips
e.act(
  T,
  'click Cancel in the row for RM-4502',
  'scope',
  'stagehand',
  `!${q('#cancel-dialog')}.hidden && ${q('#cancel-title')}.textContent === 'Cancel trip RM-4502?'`,
  `${rowOf('RM-4502')}.querySelector('.cancel').click();`,
);
e.act(
  T,
  'Cancel the Kia Niro EV trip and confirm the cancellation',
  'compound',
  'browser-use',
  `${rowOf('RM-4502')}.querySelector('.status').textContent === 'Cancelled'`,
  `${rowOf('RM-4502')}.querySelector('.cancel').click(); ${q('#cancel-yes')}.click();`,
);
e.actFails(T, 'Click the Extend button', 'ambiguous_target', 'testrigor', `${q('#extend-dialog')}.hidden`);
e.act(
  T,
  'Increase the extra hours to 3',
  'widget',
  'testrail-manual',
  `${q('#extra output')}.textContent === '3'`,
  `${q('#extra [data-step="1"]')}.click(); ${q('#extra [data-step="1"]')}.click();`,
  { prepare: `${rowOf('RM-4471')}.querySelector('.extend').click();` },
);
e.holds(T, 'The new return time shows 14 Mar 2027, 14:00', 'value', 'kane-ai', {
  prepare: `${rowOf('RM-4471')}.querySelector('.extend').click(); ${q('#extra [data-step="1"]')}.click();`,
});
e.fails(T, 'Trip RM-4471 is returned at 10:00', 'near_miss', 'gherkin');
e.fails(T, 'Trip RM-4471 is for the Kia Niro EV', 'near_miss', 'rainforest');
e.holds(
  T,
  'After cancelling RM-4471, its status reads Cancelled and the Upcoming count drops to 1',
  'state',
  'qa-wolf',
  {
    prepare: `${rowOf('RM-4471')}.querySelector('.cancel').click(); ${q('#cancel-yes')}.click();`,
  },
);
e.act(T, 'Switch to the Past tab', 'widget', 'checksum', `!${q('#panel-past')}.hidden`, `${q('#tab-past')}.click();`);

// Past trips
e.holds(P, 'the past trips table has 5 rows', 'count', 'mink');
e.act(
  P,
  'Go to the next page of past trips',
  'navigation',
  'testrail-manual',
  `${q('#page-label')}.textContent === 'Page 2 of 3'`,
  `${q('#next')}.click();`,
);
e.holds(`${P}&page=2`, 'RM-4261 was a Ford Transit Custom trip that cost £58.00', 'value', 'gherkin');
e.fails(P, 'Trip RM-4351 cost £21.50', 'near_miss', 'kane-ai');
e.actFails(P, 'click Rate', 'ambiguous_target', 'bug-report', `${q('#rate-dialog')}.hidden`);
e.act(
  P,
  'Click "Rate" in the RM-4310 row',
  'scope',
  'testrigor',
  `!${q('#rate-dialog')}.hidden && ${q('#rate-title')}.textContent === 'Rate trip RM-4310'`,
  `${rowOf('RM-4310')}.querySelector('.rate').click();`,
);
e.act(
  P,
  'Give it 4 stars',
  'widget',
  'rainforest',
  `${q('#trip-stars')}.dataset.value === '4'`,
  `${q('#trip-stars [data-n="4"]')}.click();`,
  { prepare: `${rowOf('RM-4390')}.querySelector('.rate').click();` },
);
e.actFails(
  P,
  'Click Submit rating',
  'missing_target',
  'testrail-manual',
  `!${q('#rate-dialog')}.hidden && !${rowOf('RM-4390')}.textContent.includes('You rated')`,
  { prepare: `${rowOf('RM-4390')}.querySelector('.rate').click();` },
);
e.act(
  P,
  'Rate trip RM-4390 five stars with the comment "Spotless car" and submit',
  'compound',
  'mind2web',
  `${rowOf('RM-4390')}.textContent.includes('You rated 5 stars')`,
  `${rowOf('RM-4390')}.querySelector('.rate').click(); ${q('#trip-stars [data-n="5"]')}.click(); ${q('#rate-comment')}.value = 'Spotless car'; ${q('#rate-submit')}.click();`,
);
e.fails(P, 'RM-4377 is rated 4 stars', 'near_miss', 'reflect');
e.actFails(
  P,
  'Go to page 4 of past trips',
  'missing_target',
  'testrail-manual',
  `${q('#page-label')}.textContent === 'Page 1 of 3'`,
);
e.holds(P, 'The "Previous" button should be disabled', 'state', 'spreewald');
e.fails(P, 'The "Next" button should be disabled', 'false_claim', 'spreewald');
e.act(
  P,
  'Press "Receipt" for RM-4322',
  'scope',
  'rails-web-steps',
  `window.toasts.includes('Receipt for RM-4322 sent to your email')`,
  `${rowOf('RM-4322')}.querySelector('.receipt').click();`,
);
e.fails(P, 'The first trip on this page was a Tesla Model 3', 'near_miss', 'reflect');

// A few more checks
e.holds(C, 'the Saloon checkbox is checked', 'state', 'spreewald');
e.holds(`${C}?ev=1`, 'the VW Polo card is hidden', 'state', 'reflect');
e.holds(C, 'The Tesla Model 3 is saved (its heart is filled)', 'state', 'reflect');

e.act(
  L,
  'Given I am logged in as "dana@roamly.test" with password "Drive2027"',
  'login',
  'gherkin',
  `location.pathname === '/carshare/cars'`,
  loginSolution,
);
e.act(
  `${L}?signedout=1`,
  'sign back in (dana@roamly.test / Drive2027)',
  'login',
  'bug-report',
  `location.pathname === '/carshare/cars'`,
  loginSolution,
);

// More steps that cannot be done as asked
e.actFails(
  C,
  'click the zoom button on the map',
  'ambiguous_target',
  'bug-report',
  `${frameDoc}.getElementById('z').textContent === '14'`,
);
e.actFails(T, 'Press "Cancel"', 'ambiguous_target', 'rails-web-steps', `${q('#cancel-dialog')}.hidden`);
e.actFails(P, 'Click "Receipt"', 'ambiguous_target', 'testrigor', `window.toasts.length === 0`);
e.actFails(
  C,
  'Turn on the "Hybrid only" switch',
  'missing_target',
  'testrail-manual',
  `${q('#ev')}.getAttribute('aria-checked') === 'false'`,
);
e.actFails(P, 'Extend trip RM-4390 by 2 hours', 'missing_target', 'mind2web', `${q('#extend-dialog')}.hidden`);

export const carshareEntries = e.entries;
