/** Steps for HeatRight's sign-in, My home and booking wizard (`apps/heat.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/heat/login';
const HOME = '/heat/home';
const PAST = '/heat/home?tab=past';
const BOOK = '/heat/book';
const BOILER = '/heat/book?appliance=boiler';
const S2 = '/heat/book?step=2';
const S3 = '/heat/book?step=3';
const S4 = '/heat/book?step=4';

const signIn = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)} ${click('#signin')}`;
const row = (ref: string, what: string) => click(`#up tr[data-ref="${ref}"] .${what}`);
const status = (ref: string) => `window.up.filter((a) => a.ref === ${JSON.stringify(ref)})[0].status`;
const slots = (date: string) => later(`${setVal('#date', date)} await wait(1000);`);
const pick = (i: number) => click(`#slots .slot[data-i="${i}"] .pick`);
const lookup = (pc: string) => later(`${setVal('#postcode', pc)} ${click('#find')} await wait(1000);`);

export function heatEntries(e: EntryBuilder): void {
  // Sign in
  e.act(
    LOGIN,
    'Sign in as priya.nair@example.com with password Radiator-7',
    'login',
    'skyvern',
    `location.pathname === '/heat/home'`,
    signIn('priya.nair@example.com', 'Radiator-7'),
  );
  e.act(
    LOGIN,
    'Log in with {{email}} / {{password}}. The task is complete when My home shows.',
    'login',
    'skyvern',
    `location.pathname === '/heat/home' && !!document.querySelector('#hello')`,
    signIn('priya.nair@example.com', 'Radiator-7'),
    { variables: { email: 'priya.nair@example.com', password: 'Radiator-7' } },
  );
  e.act(
    LOGIN,
    'I fill in "Email address" with "priya.nair@example.com"',
    'fill',
    'rails-web-steps',
    `${q('#email')}.value === 'priya.nair@example.com'`,
    setVal('#email', 'priya.nair@example.com'),
  );
  e.act(LOGIN, 'tick keep me signed in', 'check', 'bug-report', `${q('#remember')}.checked`, tick('#remember'));
  e.act(
    LOGIN,
    'Type priya.nair@example.com and Radiator-7 into the sign-in form and hit Enter',
    'keys',
    'bug-report',
    `location.pathname === '/heat/home'`,
    `${setVal('#email', 'priya.nair@example.com')} ${setVal('#pw', 'Radiator-7')} ${q('#login')}.requestSubmit();`,
  );
  e.act(
    LOGIN,
    'Sign in with priya.nair@example.com and Radiator-7, ticking Keep me signed in first',
    'compound',
    'shortest',
    `location.pathname === '/heat/home' && sessionStorage.getItem('heat-remember') === '1'`,
    `${tick('#remember')} ${signIn('priya.nair@example.com', 'Radiator-7')}`,
  );
  e.actFails(
    LOGIN,
    'Sign in as priya.nair@example.com with the password Boiler-1 and land on My home',
    'false_claim',
    'skyvern',
    `location.pathname === '/heat/login'`,
  );
  e.holds(LOGIN, 'An error says the email address or password is not right', 'message', 'momentic', {
    prepare: later(`${signIn('priya.nair@example.com', 'Boiler-1')} await wait(900);`),
  });
  e.fails(LOGIN, 'the page says the account is locked', 'false_claim', 'midscene', {
    prepare: later(`${signIn('priya.nair@example.com', 'Boiler-1')} await wait(900);`),
  });
  e.holds(LOGIN, 'I should see "Enter your email address and password"', 'message', 'rails-web-steps', {
    prepare: click('#signin'),
  });
  e.fails(LOGIN, 'The Sign in button is disabled', 'false_claim', 'spreewald');
  e.holds(LOGIN, 'Page title is "Sign in - HeatRight"', 'page', 'robot-browser');
  e.actFails(LOGIN, 'Click Register with Google', 'missing_target', 'testrigor', `location.pathname === '/heat/login'`);

  // My home
  e.holds(HOME, 'the main heading should be "Welcome back, Priya"', 'page', 'spreewald');
  e.fails(HOME, 'The heading says Welcome back, Priyanka', 'false_claim', 'robot-browser');
  e.holds(HOME, 'I should see 3 appliances', 'count', 'mink');
  e.fails(HOME, 'Four appliances are listed under Your appliances', 'false_claim', 'mink');
  e.holds(HOME, 'The boiler is marked Service due', 'scope', 'reflect');
  e.fails(HOME, 'The gas hob is marked Service due', 'near_miss', 'reflect');
  e.fails(HOME, 'The gas fire was last serviced on 2 Nov 2026', 'near_miss', 'kane-ai');
  e.fails(HOME, 'The boiler is a Bosch PGH6B5B90', 'near_miss', 'reflect');
  e.holds(HOME, 'The upcoming visits table has 3 rows', 'count', 'mink');
  e.holds(HOME, 'HR-2071 is a boiler annual service with Dan Hughes', 'scope', 'reflect');
  e.fails(HOME, 'HR-2074 is confirmed', 'near_miss', 'reflect');
  e.fails(HOME, 'HR-2071 is still pending', 'near_miss', 'reflect');
  e.fails(HOME, 'Dan Hughes is doing the gas hob repair', 'near_miss', 'reflect');
  e.fails(HOME, 'The engineer for HR-2060 arrives between 08:00 and 12:00', 'near_miss', 'kane-ai');
  e.holds(HOME, 'the gas fire safety check is on Mon 29 Mar 2027', 'value', 'kane-ai');
  e.fails(HOME, 'The gas fire safety check is on Thu 18 Mar 2027', 'near_miss', 'kane-ai');
  e.act(
    HOME,
    'Click "View history" on the boiler card',
    'scope',
    'testrigor',
    visible('[data-a="boiler"] .h'),
    click('[data-a="boiler"] .hist'),
  );
  e.actFails(
    HOME,
    'click View history',
    'ambiguous_target',
    'robot-browser',
    `document.querySelectorAll('.h:not([hidden])').length === 0`,
  );
  e.holds(HOME, 'The boiler history lists a repair for pressure loss on 9 Jan 2026', 'scope', 'reflect', {
    prepare: click('[data-a="boiler"] .hist'),
  });
  e.fails(HOME, 'the gas hob history lists a repair for pressure loss', 'near_miss', 'reflect', {
    prepare: `${click('[data-a="boiler"] .hist')} ${click('[data-a="hob"] .hist')}`,
  });
  e.act(
    HOME,
    'Book a service for the gas fire',
    'scope',
    'gauge',
    `location.pathname === '/heat/book' && document.querySelector('input[name=appl][value=fire]').checked`,
    click('[data-a="fire"] a.button'),
  );
  e.actFails(HOME, 'Press "Book a service"', 'ambiguous_target', 'mink', `location.pathname === '/heat/home'`);
  e.act(
    HOME,
    'click the third Book a service button',
    'ordinal',
    'zerostep',
    `location.pathname === '/heat/book' && location.search.includes('fire')`,
    click('[data-a="fire"] a.button'),
  );
  e.actFails(
    HOME,
    'Book a service for the cooker hood',
    'missing_target',
    'gauge',
    `location.pathname === '/heat/home'`,
  );

  // Cancel and reschedule
  e.actFails(
    HOME,
    'Click Cancel',
    'ambiguous_target',
    'robot-browser',
    `${q('#dlg-cancel')}.hidden && window.cancelled === null`,
  );
  e.act(
    HOME,
    'Cancel visit HR-2071 because I fixed it myself',
    'compound',
    'browser-use',
    `!!window.cancelled && window.cancelled.ref === 'HR-2071' && window.cancelled.why === 'I fixed it myself'`,
    `${row('HR-2071', 'cancel')} ${setVal('#dc-why', 'I fixed it myself')} ${click('#dc-ok')}`,
  );
  e.actFails(
    HOME,
    "Cancel tomorrow's gas hob repair",
    'missing_target',
    'browser-use',
    `${status('HR-2060')} === 'Confirmed' && window.cancelled === null`,
  );
  e.holds(HOME, "An error says HR-2060 can't be cancelled online and to call 0800 046 1122", 'message', 'momentic', {
    prepare: row('HR-2060', 'cancel'),
  });
  e.fails(HOME, 'HR-2060 now shows Cancelled', 'near_miss', 'octomind', {
    prepare: `${row('HR-2060', 'cancel')} ${row('HR-2074', 'cancel')} ${setVal('#dc-why', 'Something else')} ${click('#dc-ok')}`,
  });
  e.act(
    HOME,
    'Click the Cancel button in the HR-2074 row',
    'scope',
    'testrigor',
    visible('#dlg-cancel'),
    row('HR-2074', 'cancel'),
  );
  e.act(
    HOME,
    'In the dialog, click Keep appointment',
    'scope',
    'stagehand',
    `${q('#dlg-cancel')}.hidden && ${status('HR-2074')} === 'Pending'`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: row('HR-2074', 'cancel') },
  );
  e.act(
    HOME,
    'select "I\'m moving house" from "Why are you cancelling?"',
    'select',
    'rails-web-steps',
    `${q('#dc-why')}.value === "I'm moving house"`,
    setVal('#dc-why', "I'm moving house"),
    { prepare: row('HR-2074', 'cancel') },
  );
  e.holds(HOME, 'a toast confirms visit HR-2074 was cancelled', 'widget', 'octomind', {
    prepare: `${row('HR-2074', 'cancel')} ${setVal('#dc-why', 'Something else')} ${click('#dc-ok')}`,
  });
  e.holds(HOME, "HR-2074's Reschedule button is disabled", 'state', 'spreewald', {
    prepare: `${row('HR-2074', 'cancel')} ${setVal('#dc-why', 'Something else')} ${click('#dc-ok')}`,
  });
  e.fails(HOME, 'The Reschedule button of HR-2071 is disabled', 'near_miss', 'spreewald', {
    prepare: `${row('HR-2074', 'cancel')} ${setVal('#dc-why', 'Something else')} ${click('#dc-ok')}`,
  });
  e.act(
    HOME,
    'Reschedule HR-2071 to 24 March 2027, 12:00–16:00',
    'compound',
    'mind2web',
    `!!window.moved && window.moved.ref === 'HR-2071' && window.moved.date === '2027-03-24' && window.moved.win === '12:00–16:00'`,
    `${row('HR-2071', 'move')} ${setVal('#dm-date', '2027-03-24')} ${setVal('#dm-win', '12:00–16:00')} ${click('#dm-ok')}`,
  );
  e.actFails(HOME, 'Move HR-2071 to Sunday 21 March 2027', 'missing_target', 'browser-use', `window.moved === null`);
  e.holds(HOME, "The dialog says we don't visit on Sundays", 'message', 'midscene', {
    prepare: `${row('HR-2071', 'move')} ${setVal('#dm-date', '2027-03-21')} ${click('#dm-ok')}`,
  });
  e.holds(HOME, 'wait until the visit has moved, then HR-2071 is on Wed 24 Mar 2027', 'wait', 'midscene', {
    prepare: `${row('HR-2071', 'move')} ${setVal('#dm-date', '2027-03-24')} ${click('#dm-ok')}`,
  });
  e.fails(HOME, 'The dialog title is Reschedule gas hob repair (HR-2071)', 'near_miss', 'robot-browser', {
    prepare: row('HR-2071', 'move'),
  });
  e.act(
    HOME,
    'Press Escape to close the reschedule dialog',
    'keys',
    'codecept',
    `${q('#dlg-move')}.hidden`,
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
    { prepare: row('HR-2071', 'move') },
  );

  // Past visits
  e.act(HOME, 'Go to the Past visits tab', 'widget', 'checksum', visible('#past'), click('#t-past'));
  e.holds(PAST, '3 past visits are listed', 'count', 'codecept');
  e.holds(PAST, 'I rated the 14 Mar 2026 boiler service 4 stars', 'widget', 'reflect');
  e.fails(PAST, 'The gas hob service is rated 4 stars', 'near_miss', 'reflect');
  e.fails(PAST, 'Sam Ortiz did the boiler repair', 'near_miss', 'reflect');
  e.act(
    PAST,
    'Rate the gas hob service 5 stars',
    'widget',
    'gauge',
    `window.ratings.P1 === 5`,
    click('#rate-P1 [data-n="5"]'),
  );
  e.act(
    PAST,
    'give the first past visit three stars',
    'ordinal',
    'zerostep',
    `window.ratings.P1 === 3`,
    click('#rate-P1 [data-n="3"]'),
  );
  e.actFails(PAST, 'click "Download report"', 'ambiguous_target', 'testrigor', `window.reports.length === 0`);
  e.act(
    PAST,
    'Download the report for the boiler repair',
    'scope',
    'testrail-manual',
    `window.reports.includes('P3')`,
    click('#past tr[data-id="P3"] .report'),
  );
  e.act(
    PAST,
    'click the last Download report button',
    'ordinal',
    'zerostep',
    `window.reports.join() === 'P3'`,
    click('#past tr[data-id="P3"] .report'),
  );
  e.actFails(
    PAST,
    'Download the report for the gas fire service',
    'missing_target',
    'testrail-manual',
    `window.reports.length === 0`,
  );
  e.holds(PAST, 'A toast says the report for Fri 9 Jan 2026 is downloading', 'widget', 'octomind', {
    prepare: click('#past tr[data-id="P3"] .report'),
  });
  e.fails(PAST, 'The toast says the report for Mon 2 Nov 2026 is downloading', 'near_miss', 'octomind', {
    prepare: click('#past tr[data-id="P3"] .report'),
  });

  // Plan, pressure, engineer
  e.act(HOME, 'Turn on annual service reminders', 'widget', 'checksum', on('#sw-remind'), click('#sw-remind'));
  e.act(
    HOME,
    'switch off texts on the day of a visit',
    'widget',
    'bug-report',
    `${q('#sw-text')}.getAttribute('aria-checked') === 'false'`,
    click('#sw-text'),
  );
  e.fails(HOME, 'Annual service reminders are switched on', 'false_claim', 'reflect');
  e.actFails(
    HOME,
    'Turn on paper statements',
    'missing_target',
    'checksum',
    `${q('#sw-paper')}.getAttribute('aria-checked') === 'false'`,
  );
  e.holds(HOME, 'The paper statements switch is disabled', 'state', 'spreewald');
  e.fails(HOME, 'HomeCare Plus renews on 1 Jul 2027', 'false_claim', 'kane-ai');
  e.act(
    HOME,
    'Enter 1.2 into "Today\'s reading (bar)"',
    'fill',
    'testrigor',
    `window.pressure === 1.2`,
    setVal('#pressure', '1.2'),
  );
  e.act(
    HOME,
    'log a boiler pressure of 0.8',
    'fill',
    'bug-report',
    `window.pressure === 0.8`,
    setVal('#pressure', '0.8'),
  );
  e.actFails(
    HOME,
    'Record a boiler pressure reading of 4.5 bar',
    'missing_target',
    'browser-use',
    `window.pressure === null`,
  );
  e.holds(HOME, 'A warning says the pressure is low and to top the boiler up', 'message', 'momentic', {
    prepare: setVal('#pressure', '0.8'),
  });
  e.fails(HOME, 'It says the reading of 0.8 bar is normal', 'false_claim', 'momentic', {
    prepare: setVal('#pressure', '0.8'),
  });
  e.fails(HOME, 'The last reading was 1.2 bar', 'false_claim', 'kane-ai');
  e.holds(HOME, "Sam Ortiz's Gas Safe ID is 581204", 'frames', 'reflect');
  e.fails(HOME, 'Dan Hughes is my next engineer', 'near_miss', 'reflect');
  e.act(
    HOME,
    'Track the engineer and wait until the arrival time shows',
    'wait',
    'skyvern',
    `window.tracked === true`,
    inShadow('#eng', '#track') + '.click();',
  );
  e.holds(HOME, 'Wait for tracking to load: Sam is about 25 minutes away', 'wait', 'midscene', {
    prepare: `${inShadow('#eng', '#track')}.click();`,
  });
  e.act(
    HOME,
    'Message Sam "Side gate is unlocked, dog is friendly"',
    'frames',
    'gauge',
    `window.engineerMessage === 'Side gate is unlocked, dog is friendly'`,
    `${inShadow('#eng', '#msg')}.click(); ${inShadow('#eng', '#msg-text')}.value = 'Side gate is unlocked, dog is friendly'; ${inShadow('#eng', '#send')}.click();`,
  );
  e.fails(HOME, 'The engineer card says Sam arrives on Thu 18 Mar 2027', 'near_miss', 'reflect');
  e.act(HOME, 'Sign out', 'navigation', 'gauge', `location.pathname === '/heat/login'`, click('#signout'));

  // Booking wizard
  e.holds(BOOK, 'The step "1. Appliance" is the current step', 'widget', 'midscene');
  e.act(
    BOOK,
    'Choose Gas hob',
    'click',
    'checksum',
    `${q('input[name=appl][value=hob]')}.checked`,
    tick('input[name=appl][value=hob]'),
  );
  e.act(
    BOOK,
    'Select "Repair (£120 call-out)" from "Type of visit"',
    'select',
    'rails-web-steps',
    `${q('#visit')}.value === 'repair'`,
    setVal('#visit', 'repair'),
  );
  e.act(
    BOOK,
    'type "Pilot light keeps going out" in the describe-the-problem box',
    'fill',
    'bug-report',
    `${q('#desc')}.value === 'Pilot light keeps going out'`,
    setVal('#desc', 'Pilot light keeps going out'),
  );
  e.act(
    BOOK,
    'Pick boiler, a repair visit, then continue',
    'compound',
    'qa-wolf',
    `window.step === 2`,
    `${tick('input[name=appl][value=boiler]')} ${setVal('#visit', 'repair')} ${click('#next1')}`,
  );
  e.holds(BOOK, 'an error asks me to choose an appliance', 'message', 'momentic', { prepare: click('#next1') });
  e.fails(BOOK, 'An error asks me to choose the type of visit', 'false_claim', 'momentic', {
    prepare: click('#next1'),
  });
  e.act(
    BOOK,
    'Tick "The appliance is showing an error code" and enter EA in Error code',
    'compound',
    'rails-web-steps',
    `${q('#has-code')}.checked && ${q('#code')}.value === 'EA'`,
    `${tick('#has-code')} ${setVal('#code', 'EA')}`,
  );
  e.fails(BOILER, 'the "Type of visit" field should contain "Repair (£120 call-out)"', 'false_claim', 'spreewald');
  e.actFails(
    BOOK,
    'Choose Electric shower',
    'missing_target',
    'checksum',
    `!document.querySelector('input[name=appl]:checked')`,
  );
  e.act(
    S2,
    'set the preferred date to 17/03/2027',
    'widget',
    'bug-report',
    `${q('#date')}.value === '2027-03-17'`,
    setVal('#date', '2027-03-17'),
  );
  e.act(
    S2,
    'Choose 17 March 2027 and wait for the engineers to load',
    'wait',
    'skyvern',
    `document.querySelectorAll('#slots .slot').length === 4`,
    setVal('#date', '2027-03-17'),
  );
  e.holds(S2, 'Wait until the arrival windows have loaded; 4 are shown', 'wait', 'midscene', {
    prepare: setVal('#date', '2027-03-17'),
  });
  e.actFails(
    S2,
    'Book a visit on Sunday 14 March 2027',
    'missing_target',
    'mind2web',
    `window.slot === null && window.booked === null`,
  );
  e.holds(S2, 'An error says there are no routine visits on Sundays', 'message', 'momentic', {
    prepare: setVal('#date', '2027-03-14'),
  });
  e.fails(S2, 'An error says to choose a date from tomorrow onwards', 'false_claim', 'momentic', {
    prepare: setVal('#date', '2027-03-14'),
  });
  e.act(
    S2,
    'Choose the 12:00–16:00 slot with Sam Ortiz',
    'scope',
    'stagehand',
    `!!window.slot && window.slot.eng === 'Sam Ortiz'`,
    pick(1),
    { prepare: slots('2027-03-17') },
  );
  e.actFails(S2, 'Click Choose this slot', 'ambiguous_target', 'robot-browser', `window.slot === null`, {
    prepare: slots('2027-03-17'),
  });
  e.act(
    S2,
    'Choose the first slot',
    'ordinal',
    'zerostep',
    `!!window.slot && window.slot.win === '08:00–12:00'`,
    pick(0),
    {
      prepare: slots('2027-03-17'),
    },
  );
  e.actFails(S2, 'Choose the 18:00–20:00 slot', 'missing_target', 'stagehand', `window.slot === null`, {
    prepare: slots('2027-03-17'),
  });
  e.holds(S2, 'The 18:00–20:00 slot is fully booked', 'scope', 'reflect', { prepare: slots('2027-03-17') });
  e.fails(S2, "Dan Hughes's slot is fully booked", 'near_miss', 'reflect', { prepare: slots('2027-03-17') });
  e.fails(S2, 'The 08:00–12:00 slot is the evening one with +£25', 'near_miss', 'kane-ai', {
    prepare: slots('2027-03-17'),
  });
  e.fails(S2, 'The Continue button is enabled', 'false_claim', 'spreewald', { prepare: slots('2027-03-17') });
  e.holds(S2, 'It says Selected: Wed 17 Mar 2027, 12:00–16:00 with Sam Ortiz', 'value', 'rainforest', {
    prepare: later(`${setVal('#date', '2027-03-17')} await wait(1000); ${pick(1)}`),
  });
  e.act(S2, 'Go back', 'navigation', 'gauge', `window.step === 1`, click('#back2'));
  e.act(
    S3,
    'Fill in the mobile number 07700 900456',
    'fill',
    'gauge',
    `${q('#phone')}.value === '07700 900456'`,
    setVal('#phone', '07700 900456'),
  );
  e.holds(
    S3,
    'After leaving the mobile field with 01423 555, it asks for a mobile number like 07700 900123',
    'message',
    'momentic',
    {
      prepare: `${setVal('#phone', '01423 555')} ${q('#phone')}.dispatchEvent(new Event('blur'));`,
    },
  );
  e.act(
    S3,
    'Enter HG1 4QT into Postcode and press Find address',
    'compound',
    'testrigor',
    `!${q('#addr-f')}.hidden && document.querySelectorAll('#addr option').length === 4`,
    `${setVal('#postcode', 'HG1 4QT')} ${click('#find')}`,
  );
  e.act(
    S3,
    'Choose "14 Alder Road, Harrogate HG1 4QT" as the address',
    'select',
    'rails-web-steps',
    `window.address === '14 Alder Road, Harrogate HG1 4QT'`,
    setVal('#addr', '14 Alder Road, Harrogate HG1 4QT'),
    { prepare: lookup('HG1 4QT') },
  );
  e.actFails(
    S3,
    'Look up the address for EH3 9QN and choose the first one',
    'missing_target',
    'shortest',
    `window.address === null`,
  );
  e.holds(S3, "An error says EH postcodes aren't covered yet", 'message', 'momentic', { prepare: lookup('EH3 9QN') });
  e.fails(S3, '3 addresses are found for LS6 2AB', 'false_claim', 'rainforest', { prepare: lookup('LS6 2AB') });
  e.act(S3, 'Turn on Parking on site', 'widget', 'checksum', on('#parking'), click('#parking'));
  e.act(
    S3,
    'Anything the engineer should know: "Boiler is in the loft, ladder is in the hall"',
    'fill',
    'gauge',
    `${q('#notes')}.value === 'Boiler is in the loft, ladder is in the hall'`,
    setVal('#notes', 'Boiler is in the loft, ladder is in the hall'),
  );
  e.fails(S4, 'The summary shows Parking as On site', 'false_claim', 'reflect');
  e.holds(S4, 'Verify the amount to pay on the day is £89.00', 'value', 'kane-ai');
  e.fails(S4, 'Verify the amount to pay on the day is £120.00', 'false_claim', 'kane-ai');
  e.holds(S4, 'the "Book visit" button should be disabled', 'state', 'spreewald');
  e.actFails(S4, 'Click Book visit', 'missing_target', 'robot-browser', `window.booked === null`);
  e.act(
    S4,
    'Tick the box that someone over 18 will be home, then book the visit',
    'compound',
    'qa-wolf',
    `!!window.booked && window.booked.ref === 'HR-2077'`,
    `${tick('#adult')} ${click('#book')}`,
  );
  e.holds(S4, 'wait for the booking; the reference is HR-2077', 'wait', 'midscene', {
    prepare: `${tick('#adult')} ${click('#book')}`,
  });
  e.fails(S4, 'The confirmation says Sam Ortiz will arrive on Wed 17 Mar 2027', 'false_claim', 'octomind', {
    prepare: later(`${tick('#adult')} ${click('#book')} await wait(1100);`),
  });
  e.act(
    S4,
    'Go back to the details step',
    'navigation',
    'checksum',
    `window.step === 3 && ${hidden('#s4')}`,
    click('#back4'),
  );
  e.fails(S4, 'I should see "Visit booked"', 'false_claim', 'rails-web-steps');
}
