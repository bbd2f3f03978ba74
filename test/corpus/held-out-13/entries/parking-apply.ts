/** Steps for ParkRight's car parks and permit application (`apps/parking.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from '../../entry-scripts';

const P = '/parking/account';

const apply = (id: string) => click(`.park[data-id="${id}"] .apply`);
const shut = `${q('#dlg-apply')}.hidden`;
const none = `window.applied === null`;
const open = (id: string) =>
  `!${q('#dlg-apply')}.hidden && ${q('#ap-h')}.textContent.includes(${JSON.stringify(`Car park ${id}`)})`;
const form = (id: string, date: string, car: string) =>
  `${apply(id)} ${setVal('#ap-start', date)} ${tick(`input[name=car][value="${car}"]`)} ${tick('#ap-terms')}`;
const code = (text: string) => `${apply('B')} ${setVal('#ap-code', text)} ${click('#ap-code-go')}`;

export function parkingApplyEntries(e: EntryBuilder): void {
  // The car parks
  e.holds(P, 'the page heading is "Staff parking at Riverside Business Park"', 'page', 'robot-browser');
  e.holds(P, 'Then I should see "Hello, Priya"', 'message', 'rails-web-steps');
  e.holds(P, 'Car park B has 3 spaces left', 'value', 'kane-ai');
  e.fails(P, 'Car park B has 12 spaces left', 'near_miss', 'kane-ai');
  e.holds(P, 'Verify the multi-storey costs £48.00 a month', 'value', 'kane-ai');
  e.fails(P, 'Car park D costs £48.00 a month', 'near_miss', 'kane-ai');
  e.holds(P, 'The EV charging car park is full', 'state', 'reflect');
  e.fails(P, 'Car park A is full', 'near_miss', 'reflect');
  e.holds(P, 'The Apply button for Car park C is disabled', 'state', 'spreewald');
  e.fails(P, 'the Apply button on the overflow car park should be disabled', 'near_miss', 'spreewald');
  e.holds(P, '4 car parks are listed', 'count', 'mink');
  e.fails(P, 'There are 5 car parks to choose from', 'false_claim', 'rainforest');
  e.fails(P, 'Car park D is open at weekends', 'false_claim', 'mabl');
  e.holds(P, 'the "Car parks" tab is selected', 'state', 'spreewald');
  e.act(
    P,
    'Turn on "EV charging only"',
    'widget',
    'checksum',
    `${q('#sw-ev')}.getAttribute('aria-checked') === 'true' && document.querySelectorAll('.park').length === 1`,
    click('#sw-ev'),
  );
  e.holds(`${P}`, 'Only the EV car park is shown', 'count', 'midscene', { prepare: click('#sw-ev') });
  e.fails(P, 'Only one car park is shown', 'false_claim', 'midscene');
  e.act(
    P,
    'Join the waiting list for the EV car park',
    'scope',
    'browser-use',
    `window.waitlist === true`,
    click('.park[data-id="C"] .wait'),
  );
  e.holds(P, 'I am number 4 on the waiting list', 'message', 'magnitude', {
    prepare: click('.park[data-id="C"] .wait'),
  });
  e.fails(P, 'I am first on the waiting list for Car park C', 'near_miss', 'magnitude', {
    prepare: click('.park[data-id="C"] .wait'),
  });
  e.actFails(P, 'Apply for a permit in car park C', 'missing_target', 'gauge', shut);
  e.actFails(P, 'Click Apply', 'ambiguous_target', 'testrigor', shut);
  e.actFails(P, 'Click on the "Apply now" button of Car park E', 'missing_target', 'bug-report', shut);

  // Opening the application
  e.act(P, 'Click Apply on Car park B', 'scope', 'testrigor', open('B'), apply('B'));
  e.act(P, 'click the apply button on the last car park', 'ordinal', 'zerostep', open('D'), apply('D'));
  e.act(P, 'Press the second "Apply" button', 'ordinal', 'mink', open('B'), apply('B'));
  e.act(P, 'Apply for the cheapest car park', 'scope', 'webvoyager', open('D'), apply('D'));
  e.act(P, 'open the application for the surface car park', 'scope', 'stagehand', open('B'), apply('B'));
  e.holds(P, 'The dialog title is "Apply for a permit: Car park B – Surface"', 'value', 'octomind', {
    prepare: apply('B'),
  });
  e.holds(P, 'The total shows £30.00', 'value', 'kane-ai', { prepare: apply('B') });
  e.fails(P, 'The total shows £48.00', 'near_miss', 'kane-ai', { prepare: apply('B') });
  e.act(
    P,
    'Select "3 months" from "Length"',
    'select',
    'rails-web-steps',
    `${q('#ap-len')}.value === '3'`,
    setVal('#ap-len', '3'),
    { prepare: apply('B') },
  );
  e.holds(P, 'With 3 months chosen the total is £90.00', 'value', 'rainforest', {
    prepare: `${apply('B')} ${setVal('#ap-len', '3')}`,
  });
  e.holds(P, 'Choosing 12 months makes the total £324.00', 'value', 'kane-ai', {
    prepare: `${apply('B')} ${setVal('#ap-len', '12')}`,
  });
  e.fails(P, 'the total is £360.00', 'false_claim', 'kane-ai', {
    prepare: `${apply('B')} ${setVal('#ap-len', '12')}`,
  });
  e.act(
    P,
    'Set the permit start date to 15/03/2027',
    'widget',
    'testrail-manual',
    `${q('#ap-start')}.value === '2027-03-15'`,
    setVal('#ap-start', '2027-03-15'),
    { prepare: apply('B') },
  );
  e.act(
    P,
    'Pick the Tesla as the vehicle',
    'check',
    'checksum',
    `${q('input[name=car][value="MA21 RTO"]')}.checked`,
    tick('input[name=car][value="MA21 RTO"]'),
    { prepare: apply('B') },
  );
  e.act(
    P,
    'Check "I agree to the parking terms"',
    'check',
    'rails-web-steps',
    `${q('#ap-terms')}.checked`,
    tick('#ap-terms'),
    { prepare: apply('B') },
  );
  e.act(
    P,
    'switch on automatic renewal',
    'widget',
    'stagehand',
    `${q('#sw-renew')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-renew'),
    { prepare: apply('B') },
  );
  e.holds(P, 'Renew automatically is off by default', 'state', 'reflect', { prepare: apply('B') });
  e.fails(P, 'The Renew automatically switch is on', 'false_claim', 'reflect', { prepare: apply('B') });
  e.actFails(
    P,
    'Select the Volvo XC40 as the vehicle',
    'missing_target',
    'checksum',
    `!${q('input[name=car]:checked')}`,
    {
      prepare: apply('B'),
    },
  );
  e.act(
    P,
    'Close the application without sending it',
    'click',
    'checksum',
    `${shut} && ${none}`,
    click('#dlg-apply [data-dismiss]'),
    {
      prepare: apply('B'),
    },
  );

  // Promo codes
  e.act(
    P,
    'Enter promo code STAFF10 and apply it',
    'compound',
    'qa-wolf',
    `window.promo === 'STAFF10'`,
    `${setVal('#ap-code', 'STAFF10')} ${click('#ap-code-go')}`,
    { prepare: apply('B') },
  );
  e.holds(P, 'the code STAFF10 has been accepted and the total is now £27.00', 'value', 'kane-ai', {
    prepare: code('STAFF10'),
  });
  e.holds(P, 'An error says SPRING26 has expired', 'message', 'momentic', { prepare: code('SPRING26') });
  e.fails(P, 'SPRING26 was applied with 10% off', 'false_claim', 'octomind', { prepare: code('SPRING26') });
  e.holds(P, 'the total is still £30.00', 'value', 'rainforest', { prepare: code('SPRING26') });
  e.holds(P, 'I see a message that the code PARK50 is not recognised', 'message', 'magnitude', {
    prepare: code('PARK50'),
  });
  e.actFails(
    P,
    'Apply the discount code "SPRING26" to get 10% off',
    'missing_target',
    'browser-use',
    `window.promo === null`,
    {
      prepare: apply('B'),
    },
  );

  // Sending it
  e.act(
    P,
    'Apply for a Car park B permit starting Monday 15 March 2027 for MA21 RTO, accept the terms and submit',
    'compound',
    'mind2web',
    `window.applied !== null && window.applied.park === 'B' && window.applied.start === '2027-03-15' && window.applied.car === 'MA21 RTO'`,
    `${form('B', '2027-03-15', 'MA21 RTO')} ${click('#ap-go')}`,
  );
  e.act(
    P,
    'Press "Submit application"',
    'click',
    'mink',
    `window.applied !== null && window.applied.park === 'D'`,
    click('#ap-go'),
    { prepare: form('D', '2027-03-22', 'YP68 NHC') },
  );
  e.holds(P, 'a toast confirms the application for Car park B from Mon 15 Mar 2027', 'widget', 'octomind', {
    prepare: `${form('B', '2027-03-15', 'MA21 RTO')} ${click('#ap-go')}`,
  });
  e.fails(P, 'A toast confirms the application for Car park A', 'near_miss', 'octomind', {
    prepare: `${form('B', '2027-03-15', 'MA21 RTO')} ${click('#ap-go')}`,
  });
  e.actFails(
    P,
    'Apply for Car park B from 1 March 2027 with the Honda Jazz and send it',
    'missing_target',
    'mind2web',
    none,
  );
  e.holds(P, 'An error says the start date cannot be in the past', 'message', 'momentic', {
    prepare: `${form('B', '2027-03-01', 'YP68 NHC')} ${click('#ap-go')}`,
  });
  e.fails(P, 'There is an error asking me to choose a vehicle', 'near_miss', 'momentic', {
    prepare: `${form('B', '2027-03-01', 'YP68 NHC')} ${click('#ap-go')}`,
  });
  e.actFails(
    P,
    'Apply for another multi-storey permit for LB19 XKM from 1 April 2027, agreeing to the terms',
    'missing_target',
    'shortest',
    none,
  );
  e.holds(P, 'the dialog says I already have an active permit for Car park A', 'message', 'mabl', {
    prepare: `${form('A', '2027-04-01', 'LB19 XKM')} ${click('#ap-go')}`,
  });
  e.holds(P, 'After pressing Submit application with nothing filled in, 3 errors are listed', 'count', 'mink', {
    prepare: `${apply('D')} ${click('#ap-go')}`,
  });
  e.fails(P, 'The application was sent', 'false_claim', 'octomind', { prepare: `${apply('D')} ${click('#ap-go')}` });
  e.act(
    P,
    'Tick the terms box, then submit the application',
    'compound',
    'qa-wolf',
    `window.applied !== null && window.applied.park === 'D'`,
    `${tick('#ap-terms')} ${click('#ap-go')}`,
    { prepare: `${apply('D')} ${setVal('#ap-start', '2027-03-22')} ${tick('input[name=car][value="YP68 NHC"]')}` },
  );
  e.holds(P, 'The page says "Today is Wed 10 March 2027"', 'value', 'robot-browser');
  e.fails(P, 'the page says today is Thursday', 'false_claim', 'mabl');
  e.holds(P, 'Penalty notices shows a badge of 3', 'value', 'midscene');
  e.fails(P, 'The penalty notices badge shows 12', 'near_miss', 'midscene');
  e.holds(P, 'There is exactly one "Join waiting list" button', 'count', 'mink');
}
