/** Steps for Kelmarsh District Council, the council services portal (`apps/council.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho9-council');

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const click = (s: string) => `${q(s)}.click();`;
const setVal = (s: string, v: string) =>
  `${q(s)}.value = ${JSON.stringify(v)}; ${q(s)}.dispatchEvent(new Event('input', { bubbles: true })); ${q(s)}.dispatchEvent(new Event('change', { bubbles: true }));`;
const tick = (s: string) => `${q(s)}.click();`;

// Bin collection day
const B = '/council/bins';
const BA = '/council/bins?postcode=KM4+7RT';
const BR = '/council/bins?postcode=KM4+7RT&address=12';
const binRow = (bin: string) => `#bins tr[data-bin="${bin}"]`;
const missedShut = `${q('#missed-dialog')}.hidden && window.missed.length === 0`;
const submitPostcode = (v: string) => `${setVal('#postcode', v)} ${q('#pc-form')}.requestSubmit();`;
const lookedUp = `(!${q('#searching')}.hidden || !${q('#addr-box')}.hidden)`;

e.act(
  B,
  'type km4 7rt into "Enter your postcode" and click Find address',
  'compound',
  'bug-report',
  `${q('#postcode')}.value.trim().toUpperCase() === 'KM4 7RT' && ${lookedUp}`,
  submitPostcode('km4 7rt'),
);
e.act(B, 'press enter in the postcode field', 'keys', 'bug-report', lookedUp, `${q('#pc-form')}.requestSubmit();`, {
  prepare: setVal('#postcode', 'KM4 7RT'),
});
e.act(B, 'Wait for the address dropdown to appear', 'wait', 'spreewald', `!${q('#addr-box')}.hidden`, 'void 0;', {
  prepare: submitPostcode('KM4 7RT'),
});
e.holds(
  B,
  'Wait for the lookup to finish, then check it says Northwold District Council may cover this postcode',
  'wait',
  'momentic',
  { prepare: submitPostcode('NW1 4AB') },
);
e.holds(B, 'An error tells me to enter a full postcode', 'message', 'momentic', { prepare: submitPostcode('KM4') });
e.fails(B, 'The page says "We don\'t collect bins at this postcode"', 'false_claim', 'rails-web-steps', {
  prepare: submitPostcode('KM4'),
});
e.holds(B, 'The page heading is "Check your bin collection day"', 'page', 'spreewald');
e.act(
  BA,
  'When I select "12 Mill Lane" from "Select your address"',
  'select',
  'rails-web-steps',
  `${q('#address')}.value === '12' && !${q('#result')}.hidden`,
  setVal('#address', '12'),
);
e.actFails(
  BA,
  'Select "18 Mill Lane" from "Select your address"',
  'missing_target',
  'rails-web-steps',
  `${q('#address')}.value === '' && ${q('#result')}.hidden`,
);
e.holds(BR, 'Then the next general waste collection should be "Tuesday 16 March 2027"', 'value', 'gherkin');
e.fails(BR, 'Verify that the next recycling collection is on Tuesday 16 March 2027', 'near_miss', 'kane-ai');
e.fails(BR, 'The food waste caddy is collected next on Tuesday 23 March 2027', 'near_miss', 'testrail-manual');
e.fails(BR, 'Garden waste collection costs £52 a month', 'near_miss', 'reflect');
e.holds(BR, 'The "Report missed" button for garden waste should be disabled', 'state', 'spreewald');
e.actFails(BR, 'Click "Report missed"', 'ambiguous_target', 'testrigor', missedShut);
e.act(
  BR,
  'Click "Report missed" in the Recycling row',
  'scope',
  'rails-web-steps',
  `!${q('#missed-dialog')}.hidden && ${q('#missed-bin')}.textContent === 'Recycling'`,
  click(`${binRow('Recycling')} .miss`),
);
e.actFails(BR, 'Report a missed garden waste collection', 'missing_target', 'browser-use', missedShut);
e.act(
  BR,
  'Report the black bin as missed: say it was out by 7am and send the report',
  'compound',
  'qa-wolf',
  `window.missed.length === 1 && window.missed[0].bin === 'General waste' && window.missed[0].out === 'yes'`,
  `${click(`${binRow('General waste')} .miss`)} ${tick('input[name=out][value=yes]')} ${click('#missed-send')}`,
);
e.holds(BR, 'An error asks whether the bin was out by 7am', 'message', 'momentic', {
  prepare: `${click(`${binRow('Food waste')} .miss`)} ${click('#missed-send')}`,
});
e.fails(BR, 'The missed collection dialog is for the General waste bin', 'near_miss', 'reflect', {
  prepare: click(`${binRow('Food waste')} .miss`),
});
e.act(
  BR,
  'Turn on "Email me the day before each collection"',
  'widget',
  'testrigor',
  `${q('#remind')}.getAttribute('aria-checked') === 'true'`,
  click('#remind'),
);
e.act(
  BR,
  'Switch on the day-before email reminder, enter priya.shah@example.com and save it',
  'compound',
  'browser-use',
  `window.reminderEmail === 'priya.shah@example.com'`,
  `${click('#remind')} ${setVal('#remind-email', 'priya.shah@example.com')} ${click('#remind-save')}`,
);
e.holds(BR, 'I should see an error asking for an email address in the correct format', 'message', 'rails-web-steps', {
  prepare: `${click('#remind')} ${setVal('#remind-email', 'priya.shah')} ${click('#remind-save')}`,
});
e.actFails(BR, 'Click "Save reminder"', 'missing_target', 'testrigor', `window.reminderEmail === null`);
e.act(
  BR,
  'Expand "Easter 2027"',
  'widget',
  'checksum',
  `${q('[aria-controls=acc-easter]')}.getAttribute('aria-expanded') === 'true'`,
  click('[aria-controls=acc-easter]'),
);
e.holds(BR, 'The Christmas 2026 section is collapsed', 'state', 'reflect');
e.fails(BR, 'The Easter 2027 notice says collections move one day earlier', 'false_claim', 'octomind', {
  prepare: click('[aria-controls=acc-easter]'),
});
e.act(
  BR,
  'Follow "Report a problem"',
  'navigation',
  'mink',
  `location.pathname === '/council/report'`,
  `location.href = '/council/report';`,
);

// Report a problem
const R = '/council/report';
const RP = '/council/report?kind=pothole';
const RF = '/council/report?kind=fly';
const mapDoc = `document.querySelector('iframe').contentDocument`;
const mapClick = (street: string) => `${mapDoc}.querySelector('.st[data-st="${street}"]').click();`;
const card = (id: string) => `.near[data-id="${id}"]`;
const meTooUntouched = `[...document.querySelectorAll('.metoo')].every((b) => b.textContent === 'Me too')`;

e.act(
  R,
  'I choose "Pothole"',
  'check',
  'rails-web-steps',
  `${q('input[value=pothole]')}.checked`,
  tick('input[value=pothole]'),
);
e.act(
  RP,
  'Select "Bigger than a car tyre" from "How big is it?"',
  'select',
  'rails-web-steps',
  `${q('#size')}.value === 'Bigger than a car tyre'`,
  setVal('#size', 'Bigger than a car tyre'),
);
e.actFails(
  R,
  'Select "Bigger than a car tyre" from "How big is it?"',
  'missing_target',
  'rails-web-steps',
  `${q('#size')}.value === ''`,
);
e.act(
  RF,
  'Tick "Mattress or furniture" and "Fridge or freezer", then answer Yes to whether it is blocking a path',
  'compound',
  'qa-wolf',
  `${q('input[value=furniture]')}.checked && ${q('input[value=fridge]')}.checked && ${q('input[name=blocking][value=yes]')}.checked`,
  `${tick('input[value=furniture]')} ${tick('input[value=fridge]')} ${tick('input[name=blocking][value=yes]')}`,
);
e.act(
  '/council/report?kind=light',
  'Enter KV-0412 as the lamp post number',
  'fill',
  'mind2web',
  `${q('#lamp')}.value === 'KV-0412'`,
  setVal('#lamp', 'KV-0412'),
);
e.act(
  R,
  'In the map, click Station Road to drop a pin',
  'frames',
  'stagehand',
  `window.pin === 'Station Road'`,
  mapClick('Station Road'),
);
e.holds(R, 'The map says "Pin dropped on Mill Lane"', 'frames', 'rainforest', { prepare: mapClick('Mill Lane') });
e.fails(R, 'The pin is on Station Road', 'near_miss', 'reflect', { prepare: mapClick('Mill Lane') });
e.fails(R, 'The map is at zoom level 16', 'false_claim', 'kane-ai');
e.act(
  R,
  'type "outside number 14" in the location description box',
  'fill',
  'stagehand',
  `${q('#loc-desc')}.value === 'outside number 14'`,
  setVal('#loc-desc', 'outside number 14'),
);
e.holds(R, 'There is an error summary asking me to choose what I am reporting', 'message', 'momentic', {
  prepare: `${q('#report-form')}.requestSubmit();`,
});
e.holds(R, 'The error summary lists 3 problems', 'count', 'kane-ai', {
  prepare: `${q('#report-form')}.requestSubmit();`,
});
e.fails(R, 'There is an error asking me to describe the problem', 'near_miss', 'momentic', {
  prepare: `${tick('input[value=pothole]')} ${setVal('#desc', 'Deep hole')} ${q('#report-form')}.requestSubmit();`,
});
e.act(
  R,
  'Report a pothole on Station Road: pick Pothole, drop the pin on Station Road, describe it as "Deep hole by the bus stop" and send the report',
  'compound',
  'mind2web',
  `!!window.report && window.report.kind === 'pothole' && window.report.pin === 'Station Road' && window.report.desc === 'Deep hole by the bus stop'`,
  `${tick('input[value=pothole]')} ${mapClick('Station Road')} ${setVal('#desc', 'Deep hole by the bus stop')} ${q('#report-form')}.requestSubmit();`,
);
e.actFails(R, 'Click "Me too"', 'ambiguous_target', 'testrigor', meTooUntouched);
e.act(
  R,
  'Click "Me too" on the fly-tipping report in Orchard Close',
  'scope',
  'testrigor',
  `${q(`${card('r2')} .n`)}.textContent === '2'`,
  click(`${card('r2')} .metoo`),
);
e.actFails(
  R,
  'say me too on the broken street light report',
  'missing_target',
  'bug-report',
  `${q(`${card('r3')} .n`)}.textContent === '7'`,
);
e.fails(R, 'The pothole on Station Road has been reported by 7 people', 'near_miss', 'kane-ai');
e.fails(R, 'The Station Road pothole is marked Fixed', 'near_miss', 'reflect');

// Parking permit wizard
const PM1 = '/council/permit';
const PM2 = '/council/permit?step=2&type=first';
const PM2F = '/council/permit?step=2&type=first&reg=KM19XYZ';
const PM3 = '/council/permit?step=3&type=first&reg=KM19XYZ';
const PM3S = '/council/permit?step=3&type=second&reg=AB12CDE';
const PM4 = '/council/permit?step=4&type=first&reg=KM19XYZ&dur=12&start=2027-04-01';
const P = 'window.permit';

e.act(
  PM1,
  'Choose "Second resident permit"',
  'check',
  'rails-web-steps',
  `${q('input[name=ptype][value=second]')}.checked`,
  tick('input[name=ptype][value=second]'),
);
e.actFails(
  PM1,
  'Select the Business permit',
  'missing_target',
  'testrail-manual',
  `!${q('input[name=ptype][value=business]')}.checked && ${P}.step === 1`,
);
e.holds(PM1, 'the page heading should be "Apply for a parking permit"', 'page', 'spreewald');
e.fails(PM1, 'The first resident permit costs from £36', 'near_miss', 'kane-ai');
e.fails(PM1, 'The address is in parking zone B', 'false_claim', 'gherkin');
e.act(
  PM2,
  'Enter KM19 XYZ in the registration number field',
  'fill',
  'mind2web',
  `${q('#reg')}.value.toUpperCase().split(' ').join('') === 'KM19XYZ'`,
  setVal('#reg', 'KM19 XYZ'),
);
e.holds(PM2, 'the "Continue" button should be disabled', 'state', 'spreewald');
e.actFails(PM2, 'Click Continue', 'missing_target', 'testrigor', `${P}.step === 2`);
e.act(PM2, 'Wait for the vehicle details to load', 'wait', 'spreewald', `!${q('#veh')}.hidden`, 'void 0;', {
  prepare: `${setVal('#reg', 'KM19 XYZ')} ${click('#find')}`,
});
e.act(
  PM2,
  'Look up registration AB12 CDE and wait until the vehicle details appear',
  'wait',
  'qa-wolf',
  `${q('#v-model')}.textContent === 'Toyota Yaris Hybrid' && !${q('#veh')}.hidden`,
  `${setVal('#reg', 'AB12 CDE')} ${click('#find')}`,
);
e.holds(PM2, 'wait for the lookup and check it says no vehicle was found with ZZ99 ZZZ', 'wait', 'momentic', {
  prepare: `${setVal('#reg', 'ZZ99 ZZZ')} ${click('#find')}`,
});
e.act(PM2F, 'Go back to the previous step', 'navigation', 'testrail-manual', `${P}.step === 1`, click('#b2'));
e.fails(PM3S, 'The 6 months permit costs £36.00', 'near_miss', 'kane-ai');
e.holds(PM3S, 'The 12 months option costs £120.00', 'value', 'reflect');
e.act(
  PM3,
  'Set the start date to 1 April 2027',
  'widget',
  'mind2web',
  `${q('#start')}.value === '2027-04-01'`,
  setVal('#start', '2027-04-01'),
);
e.act(
  PM3,
  'Choose 12 months starting on 1 April 2027 and continue',
  'compound',
  'browser-use',
  `${P}.step === 4 && ${P}.dur === '12' && ${P}.start === '2027-04-01'`,
  `${tick('input[name=dur][value="12"]')} ${setVal('#start', '2027-04-01')} ${click('#c3')}`,
);
e.holds(PM3, 'Verify that an error says the start date must be 15 March 2027 or later', 'message', 'kane-ai', {
  prepare: `${tick('input[name=dur][value="3"]')} ${setVal('#start', '2027-03-01')} ${click('#c3')}`,
});
e.holds(PM4, 'The cost on the check your answers page is £80.00', 'value', 'kane-ai');
e.fails(PM4, 'The duration shown is 6 months', 'false_claim', 'testrail-manual');
e.actFails(PM4, 'Click Change', 'ambiguous_target', 'testrigor', `${P}.step === 4`);
e.act(PM4, 'Click "Change" next to Vehicle', 'scope', 'testrigor', `${P}.step === 2`, click('.change[data-to="2"]'));
e.holds(PM4, 'The Pay £80.00 button is disabled', 'state', 'spreewald');
e.actFails(PM4, 'Click "Pay £80.00"', 'missing_target', 'testrigor', `!${P}.paid`);
e.act(
  PM4,
  'Tick the confirmation box and pay',
  'compound',
  'qa-wolf',
  `${P}.paid === true`,
  `${tick('#confirm')} ${click('#pay')}`,
);
e.holds(PM4, 'The page says my permit number is KP-44120', 'message', 'octomind', {
  prepare: `${tick('#confirm')} ${click('#pay')}`,
});
e.fails(PM4, 'The confirmation says the permit starts on 15 March 2027', 'false_claim', 'octomind', {
  prepare: `${tick('#confirm')} ${click('#pay')}`,
});

// Sign in
const L = '/council/login';
e.act(
  L,
  'Log in as priya.shah@example.com with password Kelmarsh2027',
  'login',
  'testrigor',
  `location.pathname === '/council/account'`,
  `${setVal('#email', 'priya.shah@example.com')} ${setVal('#password', 'Kelmarsh2027')} ${q('#login-form')}.requestSubmit();`,
);
e.act(
  L,
  'Given I am signed in as "{{email}}" with password "{{password}}"',
  'login',
  'gherkin',
  `location.pathname === '/council/account'`,
  `${setVal('#email', 'priya.shah@example.com')} ${setVal('#password', 'Kelmarsh2027')} ${q('#login-form')}.requestSubmit();`,
  { variables: { email: 'priya.shah@example.com', password: 'Kelmarsh2027' } },
);
e.holds(L, 'The page shows "Email address or password is incorrect"', 'message', 'rails-web-steps', {
  prepare: `${setVal('#email', 'priya.shah@example.com')} ${setVal('#password', 'kelmarsh')} ${q('#login-form')}.requestSubmit();`,
});
e.fails(L, 'The sign-in page greets Priya', 'false_claim', 'momentic');

// Council tax account
const A = '/council/account';
const A2 = '/council/account?page=2';
const AP = '/council/account?tab=payments';
const AD = '/council/account?tab=discounts';
const bill = (y: string) => `#bills tr[data-year="${y}"]`;
const disc = (d: string) => `.disc[data-disc="${d}"]`;

e.holds(A, 'The account page greets Priya', 'message', 'momentic');
e.holds(A, 'the URL should contain "/council/account"', 'page', 'mink');
e.fails(A, 'The balance for 2026/27 is £135.85', 'near_miss', 'kane-ai');
e.fails(A, 'Then the 2025/26 bill should show an amount of £1,630.20', 'near_miss', 'gherkin');
e.fails(A, 'The account number is 4410 2287', 'false_claim', 'testrail-manual');
e.holds(A, 'The bills table shows 5 bills', 'count', 'mink');
e.actFails(A, 'Click View', 'ambiguous_target', 'testrigor', `${q('#bill-dialog')}.hidden`);
e.act(
  A,
  'Open the 2025/26 bill',
  'scope',
  'checksum',
  `window.openBill === '2025/26' && !${q('#bill-dialog')}.hidden`,
  click(`${bill('2025/26')} .view`),
);
e.holds(A, 'In the bill dialog, the Northwold County Council charge is £1,190.30', 'scope', 'rainforest', {
  prepare: click(`${bill('2026/27')} .view`),
});
e.fails(A, 'The police charge on the bill is £228.40', 'near_miss', 'kane-ai', {
  prepare: click(`${bill('2026/27')} .view`),
});
e.act(
  A,
  'Open the more actions menu for 2024/25 and choose "Request a paper copy"',
  'widget',
  'checksum',
  `window.posted === '2024/25'`,
  `${click(`${bill('2024/25')} .more`)} ${click(`${bill('2024/25')} .m-post`)}`,
);
e.actFails(
  A,
  'Click "More actions"',
  'ambiguous_target',
  'testrigor',
  `[...document.querySelectorAll('#bills [role=menu]')].every((m) => m.hidden)`,
);
e.act(
  A,
  'Go to the next page of bills',
  'navigation',
  'testrail-manual',
  `${q('#page-of')}.textContent === 'Page 2 of 2'`,
  click('#next'),
);
e.holds(A2, 'The oldest bill listed is 2020/21 for £1,251.10', 'value', 'reflect');
e.actFails(A2, 'Click Next', 'missing_target', 'testrigor', `${q('#page-of')}.textContent === 'Page 2 of 2'`);
e.act(
  A,
  'Open the Payments tab',
  'widget',
  'testrigor',
  `${q('#tab-payments')}.getAttribute('aria-selected') === 'true'`,
  click('#tab-payments'),
);
e.act(
  AP,
  'Change the payment day to the 15th of the month',
  'select',
  'mind2web',
  `${q('#payday')}.value === '15'`,
  setVal('#payday', '15'),
);
e.fails(AP, 'The payment on 1 March 2027 was £140.00', 'near_miss', 'kane-ai');
e.act(
  AP,
  'set payment day to the 28th and save payment details',
  'compound',
  'bug-report',
  `!!window.paySaved && window.paySaved.day === '28'`,
  `${setVal('#payday', '28')} ${click('#save-pay')}`,
);
e.actFails(AD, 'Click "Apply for this discount"', 'ambiguous_target', 'testrigor', `${q('#disc-dialog')}.hidden`);
e.act(
  AD,
  'Apply for the single person discount',
  'scope',
  'browser-use',
  `!${q('#disc-dialog')}.hidden && ${q('#disc-title')}.textContent === 'Apply: Single person discount'`,
  click(`${disc('single')} .apply`),
);
e.actFails(AD, "Apply for the carer's reduction", 'missing_target', 'browser-use', `${q('#disc-dialog')}.hidden`);
e.act(
  AD,
  'tick the confirmation and send the application',
  'compound',
  'qa-wolf',
  `!!window.discount && window.discount.name === 'Student exemption'`,
  `${tick('#disc-ok')} ${click('#disc-send')}`,
  { prepare: click(`${disc('student')} .apply`) },
);
e.fails(AD, 'The student exemption gives 25% off', 'near_miss', 'kane-ai');

e.fails(BR, 'Recycling is collected every week', 'false_claim', 'testrail-manual');
e.fails(AP, 'Instalments are taken from the account ending 2278', 'near_miss', 'kane-ai');
e.actFails(
  A,
  'Click "Pay now"',
  'missing_target',
  'testrigor',
  `location.pathname === '/council/account' && document.querySelectorAll('.shade:not([hidden])').length === 0`,
);
e.fails(PM2F, 'The vehicle is a Vauxhall Corsa in Silver', 'false_claim', 'kane-ai');

e.act(
  R,
  'zoom in on the map once',
  'frames',
  'stagehand',
  `${mapDoc}.getElementById('zoom').textContent === 'Zoom level 16'`,
  `${mapDoc}.getElementById('zin').click();`,
);
e.act(
  L,
  'Login with valid credentials: priya.shah@example.com / Kelmarsh2027',
  'login',
  'testrail-manual',
  `location.pathname === '/council/account'`,
  `${setVal('#email', 'priya.shah@example.com')} ${setVal('#password', 'Kelmarsh2027')} ${q('#login-form')}.requestSubmit();`,
);
e.act(
  A,
  'Go to page 2 of the bills and open the 2021/22 bill',
  'compound',
  'qa-wolf',
  `window.openBill === '2021/22' && !${q('#bill-dialog')}.hidden`,
  `${click('#next')} ${click(`${bill('2021/22')} .view`)}`,
);

export const councilEntries = e.entries;
