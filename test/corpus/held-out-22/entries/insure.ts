/** Steps on Harbourline (apps/insure.ts, apps/insure-account.ts): the quote wizard, payment, sign-in and renewal. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const Q1 = '/insure/quote';
const Q2 = '/insure/quote?step=2';
const Q3 = '/insure/quote?step=3';
const Q4 = '/insure/quote?step=4';
const Q5 = '/insure/quote?step=5';
const PAY = '/insure/quote?step=5&pay=1';
const SIGN = '/insure/sign-in';
const REN = '/insure/renewal';
const DRV = '/insure/renewal?tab=drivers';
const CLM = '/insure/renewal?tab=claims';
const DOCS = '/insure/renewal?tab=docs';

const step = (n: number) => `window.quote.step === ${n}`;
const lookup = (postcode: string) => later(`${setVal('#postcode', postcode)} ${click('#find-addr')} await wait(1100);`);
const anAddress = `${q('#address')}.innerHTML = ${JSON.stringify('<option value="">4 addresses found</option><option>12 Quay Street, Bristol BS1 4DJ</option>')}; ${q('#addr-f')}.hidden = false; ${setVal('#address', '12 Quay Street, Bristol BS1 4DJ')}`;
/** Step 1 filled in as a user would (the address list as the lookup leaves it), with the given changes. */
const aboutYou = (o: { d?: string; m?: string; y?: string; lic?: string; email?: string } = {}) =>
  `${setVal('#title', 'Ms')} ${setVal('#first', 'Priya')} ${setVal('#last', 'Desai')} ${setVal('#dob-d', o.d ?? '14')} ${setVal('#dob-m', o.m ?? '4')} ${setVal('#dob-y', o.y ?? '1991')} ${setVal('#email', o.email ?? 'priya.desai@example.com')} ${setVal('#postcode', 'BS1 4DJ')} ${anAddress} ${tick(`#lic-${o.lic ?? 'full'}`)} ${setVal('#held', '5 years or more')}`;
const submitted = (prep: string) => `${prep} ${click('#c1')}`;

const carFound = (reg = 'KM19 RTX') => later(`${setVal('#reg', reg)} ${click('#find-car')} await wait(1300);`);
/** Step 2 filled in after the lookup, with a value and a modified answer, then `then`. */
const yourCar = (value: string, mod: 'yes' | 'no', then = '') =>
  later(
    `${setVal('#reg', 'KM19 RTX')} ${click('#find-car')} await wait(1300); ${tick('#this-yes')} ${setVal('#value', value)} ${setVal('#miles', 'Up to 5,000 miles')} ${tick('#kept-drive')} ${tick(`#mod-${mod}`)} ${then}`,
  );

const ready = later('await wait(1500);');
const readyThen = (js: string) => later(`await wait(1500); ${js}`);
const comp = tick('#cover-comp');

const frameReady = later('await wait(1100);');
const payWith = (name: string, num: string, exp: string, cvc: string) =>
  `${setInFrame('#cname', name)} ${setInFrame('#cnum', num)} ${setInFrame('#cexp', exp)} ${setInFrame('#ccvc', cvc)} ${inFrame('#pay')}.click();`;
const paid = later(
  `await wait(1100); ${payWith('Priya Desai', '4242 4242 4242 4242', '12/29', '123')} await wait(1200);`,
);
const declined = later(
  `await wait(1100); ${payWith('Priya Desai', '4000 0000 0000 0002', '12/29', '123')} await wait(1200);`,
);

const signIn = (email: string, pw: string) =>
  `${setVal('#si-email', email)} ${setVal('#si-pw', pw)} ${click('#si-go')}`;
const onRenewal = "location.pathname === '/insure/renewal'";
const onSignIn = "location.pathname === '/insure/sign-in'";
const docsReady = later('await wait(1200);');
const addDriver = (first: string, dob: string, rel: string, lic: string) =>
  `${click('#add-driver')} ${setVal('#ad-first', first)} ${setVal('#ad-last', 'Desai')} ${setVal('#ad-dob', dob)} ${setVal('#ad-rel', rel)} ${setVal('#ad-lic', lic)} ${click('#ad-go')}`;
const drivers = (n: number) => `window.drivers.length === ${n}`;

export function insureEntries(b: EntryBuilder): void {
  // ---- About you
  b.holds(Q1, 'The page heading is "About you"', 'page', 'robot-browser');
  b.fails(Q1, 'The heading reads "Your details"', 'false_claim', 'robot-browser');
  b.holds(Q1, '"About you" is the current step in the progress list', 'state', 'product-verify');
  b.fails(Q1, '"Your car" is the current step', 'near_miss', 'product-verify');
  b.fails(Q1, 'It says Step 1 of 4', 'false_claim', 'kane-ai');
  b.act(
    Q1,
    'Select "Dr" from the Title dropdown',
    'select',
    'cucumber-web',
    `${q('#title')}.value === 'Dr'`,
    setVal('#title', 'Dr'),
  );
  b.actFails(
    Q1,
    'Type "Morgan" in the name field',
    'ambiguous_target',
    'testrigor',
    `${q('#first')}.value === '' && ${q('#last')}.value === ''`,
  );
  b.act(
    Q1,
    'Enter "Priya" as the first name',
    'fill',
    'testrigor',
    `${q('#first')}.value === 'Priya'`,
    setVal('#first', 'Priya'),
  );
  b.act(
    Q1,
    'Enter the date of birth 14/04/1991',
    'widget',
    'mind2web',
    `Number(${q('#dob-d')}.value) === 14 && Number(${q('#dob-m')}.value) === 4 && ${q('#dob-y')}.value === '1991'`,
    `${setVal('#dob-d', '14')} ${setVal('#dob-m', '04')} ${setVal('#dob-y', '1991')}`,
  );
  b.act(
    Q1,
    'Enter postcode BS1 4DJ and click Find address',
    'compound',
    'qa-wolf',
    `!${q('#addr-f')}.hidden && ${q('#address')}.options.length === 5`,
    `${setVal('#postcode', 'BS1 4DJ')} ${click('#find-addr')}`,
  );
  b.holds(Q1, '4 addresses are found for BS1 4DJ', 'count', 'kane-ai', { prepare: lookup('BS1 4DJ') });
  b.fails(Q1, '5 addresses are found for BS1 4DJ', 'false_claim', 'kane-ai', { prepare: lookup('BS1 4DJ') });
  b.act(
    Q1,
    'Choose 14 Quay Street from the address list',
    'select',
    'stagehand',
    `${q('#address')}.value === '14 Quay Street, Bristol BS1 4DJ'`,
    setVal('#address', '14 Quay Street, Bristol BS1 4DJ'),
    { prepare: lookup('BS1 4DJ') },
  );
  b.actFails(
    Q1,
    'Choose 18 Quay Street as my address',
    'missing_target',
    'browser-use',
    `${q('#address')}.value === ''`,
    {
      prepare: lookup('BS1 4DJ'),
    },
  );
  b.holds(Q1, 'Wait until the address dropdown appears', 'wait', 'midscene', {
    prepare: `${setVal('#postcode', 'BS8 1TH')} ${click('#find-addr')}`,
  });
  b.fails(Q1, 'The address list includes 7 Royal York Crescent', 'false_claim', 'mabl', { prepare: lookup('BS8 1TH') });
  b.holds(Q1, 'An error says no addresses were found for that postcode', 'message', 'momentic', {
    prepare: lookup('ZZ9 9ZZ'),
  });
  b.fails(Q1, 'The address dropdown is shown', 'false_claim', 'spreewald', { prepare: lookup('ZZ9 9ZZ') });
  b.act(Q1, 'Choose Full UK licence', 'check', 'gauge', `${q('#lic-full')}.checked`, tick('#lic-full'));
  b.actFails(
    Q1,
    'Choose "Motorcycle licence" as the licence type',
    'missing_target',
    'testrigor',
    "!document.querySelector('input[name=lic]:checked')",
  );
  b.fails(Q1, 'The Continue button is disabled', 'false_claim', 'spreewald');
  b.fails(Q1, 'The date of birth hint reads "For example, 31 12 1980"', 'false_claim', 'kane-ai');
  b.fails(Q1, 'There is a Phone number field on this step', 'false_claim', 'mabl');
  b.act(
    Q1,
    'Click Continue without filling anything in',
    'click',
    'bug-report',
    `${visible('#summary')} && ${q('#e-first')}.textContent === 'Enter your first name'`,
    click('#c1'),
  );
  const empty = { prepare: click('#c1') };
  b.holds(Q1, '8 problems are listed in the error summary', 'count', 'webarena', empty);
  b.fails(Q1, 'The error summary lists 7 problems', 'false_claim', 'webarena', empty);
  b.fails(Q1, 'The error summary says "Enter your phone number"', 'false_claim', 'cucumber-web', empty);
  b.holds(Q1, 'The Last name field shows the error "Enter your last name"', 'scope', 'reflect', empty);
  b.fails(Q1, 'The First name field shows the error "Enter your last name"', 'near_miss', 'reflect', empty);
  b.actFails(Q1, 'Continue to the car details', 'missing_target', 'browser-use', step(1), {
    prepare: aboutYou({ lic: 'prov' }),
  });
  b.holds(Q1, "An error says they can't quote online for provisional licences", 'message', 'momentic', {
    prepare: submitted(aboutYou({ lic: 'prov' })),
  });
  b.fails(Q1, 'The error asks me to enter my date of birth', 'false_claim', 'momentic', {
    prepare: submitted(aboutYou({ lic: 'prov' })),
  });
  b.holds(Q1, 'I am told I must be 17 or older to get a quote', 'message', 'rainforest', {
    prepare: submitted(aboutYou({ d: '12', m: '3', y: '2012' })),
  });
  b.fails(Q1, 'The date of birth 12/03/2012 is accepted and the car step opens', 'false_claim', 'rainforest', {
    prepare: submitted(aboutYou({ d: '12', m: '3', y: '2012' })),
  });
  b.act(Q1, 'Click Continue', 'click', 'robot-browser', step(2), click('#c1'), { prepare: aboutYou() });
  b.actFails(Q1, 'Continue to the next step', 'missing_target', 'testrail-manual', step(1), {
    prepare: aboutYou({ email: 'priya.desai@example' }),
  });
  b.actFails(Q1, 'Click the "Retrieve a saved quote" link', 'missing_target', 'testrigor', step(1));
  b.act(
    Q1,
    'Go to the sign-in page from the header',
    'navigation',
    'stagehand',
    onSignIn,
    click('header a[href="/insure/sign-in"]'),
  );
  b.act(
    Q1,
    'Fill in the form for Mr John Smith, born 2 June 1985, email john.smith@example.com',
    'compound',
    'skyvern',
    `${q('#title')}.value === 'Mr' && ${q('#first')}.value === 'John' && ${q('#last')}.value === 'Smith' && Number(${q('#dob-d')}.value) === 2 && Number(${q('#dob-m')}.value) === 6 && ${q('#dob-y')}.value === '1985' && ${q('#email')}.value === 'john.smith@example.com'`,
    `${setVal('#title', 'Mr')} ${setVal('#first', 'John')} ${setVal('#last', 'Smith')} ${setVal('#dob-d', '2')} ${setVal('#dob-m', '6')} ${setVal('#dob-y', '1985')} ${setVal('#email', 'john.smith@example.com')}`,
  );

  // ---- Your car
  b.fails(Q2, 'The registration field already contains KM19 RTX', 'false_claim', 'kane-ai');
  b.act(
    Q2,
    'Enter KM19 RTX as the registration and click Find car',
    'compound',
    'qa-wolf',
    `!${q('#car-found')}.hidden`,
    `${setVal('#reg', 'KM19 RTX')} ${click('#find-car')}`,
  );
  b.holds(Q2, 'Wait for the car details to appear', 'wait', 'magnitude', {
    prepare: `${setVal('#reg', 'KM19 RTX')} ${click('#find-car')}`,
  });
  b.holds(Q2, 'The car found is a 2019 Volkswagen Golf Life 1.5 TSI', 'value', 'kane-ai', { prepare: carFound() });
  b.fails(Q2, 'The car found is a Ford Fiesta', 'false_claim', 'kane-ai', { prepare: carFound() });
  b.fails(Q2, 'The car is listed as an automatic', 'false_claim', 'reflect', { prepare: carFound() });
  b.actFails(Q2, 'Choose Yes', 'ambiguous_target', 'behat', `!${q('#this-yes')}.checked && !${q('#mod-yes')}.checked`, {
    prepare: carFound(),
  });
  b.act(Q2, 'Answer Yes to "Is this your car?"', 'scope', 'stagehand', `${q('#this-yes')}.checked`, tick('#this-yes'), {
    prepare: carFound(),
  });
  b.holds(Q2, 'An error says no car was found with that registration', 'message', 'momentic', {
    prepare: carFound('AB12 CDE'),
  });
  b.fails(Q2, 'The car with registration AB12 CDE is found', 'false_claim', 'momentic', {
    prepare: carFound('AB12 CDE'),
  });
  b.act(
    Q2,
    'Set annual mileage to "8,001 to 12,000 miles"',
    'select',
    'cucumber-web',
    `${q('#miles')}.value === '8,001 to 12,000 miles'`,
    setVal('#miles', '8,001 to 12,000 miles'),
  );
  b.actFails(
    Q2,
    'Choose "Over 20,000 miles" for the mileage',
    'missing_target',
    'testrigor',
    `${q('#miles')}.value === ''`,
  );
  b.act(
    Q2,
    'Select "In a locked garage" for where the car is kept overnight',
    'check',
    'cucumber-web',
    `${q('#kept-garage')}.checked`,
    tick('#kept-garage'),
  );
  b.actFails(Q2, 'Continue to the cover options', 'missing_target', 'robot-browser', step(2), {
    prepare: yourCar('95000', 'no'),
  });
  b.holds(Q2, "An error says cars worth more than £80,000 can't be insured online", 'message', 'momentic', {
    prepare: yourCar('95000', 'no', click('#c2')),
  });
  b.fails(Q2, 'The error says the car is worth too much', 'false_claim', 'octomind', {
    prepare: yourCar('9000', 'yes', click('#c2')),
  });
  b.act(Q2, 'Press Continue', 'click', 'robot-browser', step(3), click('#c2'), { prepare: yourCar('14500', 'no') });
  b.actFails(Q2, 'Click "I don\'t know the registration"', 'missing_target', 'testrigor', `!${visible('#car-found')}`);

  // ---- Your cover
  b.holds(Q3, 'Wait for the quote to load', 'wait', 'midscene');
  b.holds(Q3, 'Comprehensive costs £612.40 a year', 'value', 'kane-ai', { prepare: ready });
  b.fails(Q3, 'Third party only is the cheapest cover', 'false_claim', 'webarena', { prepare: ready });
  b.holds(Q3, 'Third party only is the most expensive cover', 'ordinal', 'webarena', { prepare: ready });
  b.fails(Q3, 'Third party, fire and theft costs £612.40 a year', 'near_miss', 'reflect', { prepare: ready });
  b.fails(Q3, 'Third party only is marked Most popular', 'near_miss', 'reflect', { prepare: ready });
  b.holds(Q3, '£100 is selected as the voluntary excess', 'state', 'spreewald', { prepare: ready });
  b.fails(Q3, 'The voluntary excess is £250', 'near_miss', 'kane-ai', { prepare: ready });
  b.act(
    Q3,
    'Choose Comprehensive cover',
    'check',
    'gauge',
    `${q('#cover-comp')}.checked && window.quote.cover === 'comp'`,
    comp,
    { prepare: ready },
  );
  b.holds(Q3, 'Comprehensive now costs £541.20 a year', 'value', 'rainforest', {
    prepare: readyThen(setVal('#excess', '500')),
  });
  b.fails(Q3, 'Comprehensive still costs £612.40 a year', 'false_claim', 'rainforest', {
    prepare: readyThen(setVal('#excess', '500')),
  });
  b.holds(Q3, 'With no voluntary excess, Third party only costs £749.85', 'scope', 'reflect', {
    prepare: readyThen(setVal('#excess', '0')),
  });
  b.act(
    Q3,
    'Set the cover to start on 20 November 2027',
    'widget',
    'midscene',
    `${q('#start')}.value === '2027-11-20'`,
    setVal('#start', '2027-11-20'),
    { prepare: ready },
  );
  b.act(
    Q3,
    'Choose Comprehensive, start date 1 December 2027, and continue',
    'compound',
    'qa-wolf',
    `${step(4)} && window.quote.cover === 'comp' && window.quote.start === '2027-12-01'`,
    `${comp} ${setVal('#start', '2027-12-01')} ${click('#c3')}`,
    { prepare: ready },
  );
  b.actFails(Q3, 'Start the cover on 15 January 2028 and continue', 'missing_target', 'mind2web', step(3), {
    prepare: readyThen(comp),
  });
  b.holds(Q3, 'The start date error says cover must start within 30 days', 'message', 'momentic', {
    prepare: readyThen(`${comp} ${setVal('#start', '2028-01-15')} ${click('#c3')}`),
  });
  b.actFails(Q3, 'Backdate the cover to 1 November 2027 and continue', 'missing_target', 'bug-report', step(3), {
    prepare: readyThen(comp),
  });
  b.act(Q3, 'Switch to monthly payments', 'check', 'checksum', `${q('#freq-monthly')}.checked`, tick('#freq-monthly'), {
    prepare: readyThen(comp),
  });
  const monthly = { prepare: readyThen(`${comp} ${tick('#freq-monthly')}`) };
  b.holds(Q3, 'Monthly shows a deposit of £61.24 then 11 payments of £55.67', 'value', 'kane-ai', monthly);
  b.fails(Q3, 'The monthly payments are £51.03', 'false_claim', 'kane-ai', monthly);
  b.fails(Q3, 'Pay monthly is selected', 'false_claim', 'spreewald', { prepare: ready });
  b.act(
    Q3,
    'Click Continue without choosing a cover',
    'click',
    'bug-report',
    `${visible('#summary')} && ${q('#e-cover')}.textContent === 'Choose a level of cover'`,
    click('#c3'),
    { prepare: ready },
  );
  b.fails(Q3, 'Comprehensive is already selected', 'false_claim', 'product-verify', { prepare: ready });

  // ---- Extras
  b.holds(Q4, 'The Protected no-claims discount option is disabled', 'state', 'spreewald');
  b.holds(Q4, 'The note under Protected no-claims discount says I need at least 2 years', 'scope', 'reflect');
  b.actFails(Q4, 'Tick Protected no-claims discount', 'missing_target', 'cucumber-web', `!${q('#ad-ncd')}.checked`);
  b.fails(Q4, 'Key cover costs £19.99', 'false_claim', 'kane-ai');
  b.holds(Q4, 'None of the extras are ticked', 'state', 'product-verify');
  b.act(Q4, 'Tick Motor legal protection', 'check', 'cucumber-web', `${q('#ad-legal')}.checked`, tick('#ad-legal'));
  b.act(
    Q4,
    'Add breakdown cover at the Europe level',
    'compound',
    'browser-use',
    `${q('#ad-breakdown')}.checked && ${q('#bd-level')}.value === 'europe'`,
    `${tick('#ad-breakdown')} ${setVal('#bd-level', 'europe')}`,
  );
  const legalKeys = { prepare: `${tick('#ad-legal')} ${tick('#ad-keys')}` };
  b.fails(Q4, 'The price box shows £637.39 a year', 'false_claim', 'kane-ai', legalKeys);
  b.actFails(Q4, 'Add windscreen cover', 'missing_target', 'browser-use', 'window.quote.addons.length === 0');
  b.act(
    Q4,
    'Tick key cover and guaranteed hire car, then continue',
    'compound',
    'qa-wolf',
    `${step(5)} && window.quote.addons.includes('keys') && window.quote.addons.includes('hire')`,
    `${tick('#ad-keys')} ${tick('#ad-hire')} ${click('#c4')}`,
  );
  // ---- Check and pay
  b.holds(Q5, 'The total is £706.39', 'value', 'kane-ai');
  b.fails(Q5, 'The total is £612.40', 'near_miss', 'kane-ai');
  b.fails(Q5, 'The quote reference is HBL-4471-2093', 'false_claim', 'kane-ai');
  b.holds(Q5, 'The Breakdown cover row says Roadside and recovery for £69.00', 'scope', 'reflect');
  b.fails(Q5, 'The Breakdown cover row costs £39.00', 'false_claim', 'reflect');
  b.holds(Q5, 'There are 7 Change buttons in the summary', 'count', 'mabl');
  b.fails(Q5, 'There are 6 Change buttons in the summary', 'false_claim', 'mabl');
  b.actFails(Q5, 'Click Change', 'ambiguous_target', 'behat', step(5));
  b.act(Q5, 'Click Change in the Car row', 'scope', 'stagehand', step(2), click('#sum tr:nth-child(2) .change'));
  b.act(Q5, 'Click Change next to Breakdown cover', 'scope', 'gauge', step(4), click('#sum tr:nth-child(5) .change'));
  b.fails(Q5, 'The driver was born on 4 April 1991', 'near_miss', 'reflect');
  b.holds(Q5, 'The Continue to payment button is disabled', 'state', 'spreewald');
  b.actFails(
    Q5,
    'Click Continue to payment',
    'missing_target',
    'testrigor',
    `!document.querySelector('#pay-slot iframe')`,
  );
  b.act(
    Q5,
    'Accept the declaration and go to payment',
    'compound',
    'shortest',
    "!!document.querySelector('#pay-slot iframe')",
    `${tick('#agree')} ${click('#to-pay')}`,
  );
  b.act(
    Q5,
    'Save the quote and email it to me',
    'compound',
    'browser-use',
    "window.saved === 'priya.desai@example.com'",
    `${click('#save')} ${click('#sv-send')}`,
  );
  b.act(
    Q5,
    'Open Save quote and send it to priya@work.example instead',
    'compound',
    'mind2web',
    "window.saved === 'priya@work.example'",
    `${click('#save')} ${setVal('#sv-email', 'priya@work.example')} ${click('#sv-send')}`,
  );
  b.holds(Q5, 'A toast confirms the quote was sent to priya.desai@example.com', 'message', 'octomind', {
    prepare: `${click('#save')} ${click('#sv-send')}`,
  });
  b.act(
    Q5,
    'Press Escape to close the dialog',
    'keys',
    'codecept',
    hidden('#dlg-save'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    {
      prepare: click('#save'),
    },
  );
  b.actFails(
    Q5,
    'Send my quote to the email address in the dialog',
    'missing_target',
    'octomind',
    'window.saved === null',
    {
      prepare: `${click('#save')} ${setVal('#sv-email', 'priya@')}`,
    },
  );

  // ---- Payment frame
  b.holds(PAY, 'Wait for the secure payment form to load', 'wait', 'midscene');
  b.holds(PAY, 'The payment form asks me to pay £706.39', 'frames', 'kane-ai', { prepare: frameReady });
  b.fails(PAY, 'The payment form asks me to pay £612.40', 'near_miss', 'kane-ai', { prepare: frameReady });
  b.act(
    PAY,
    'Pay with card 4242 4242 4242 4242, expiry 12/29, security code 123, name Priya Desai',
    'frames',
    'mind2web',
    "window.paidWith === '4242'",
    payWith('Priya Desai', '4242 4242 4242 4242', '12/29', '123'),
    { prepare: frameReady },
  );
  b.actFails(
    PAY,
    'Pay with the card 4000 0000 0000 0002, expiry 12/29, security code 123, name P Desai',
    'missing_target',
    'shortest',
    'window.paidWith === null',
    { prepare: frameReady },
  );
  b.holds(PAY, 'The payment form says the card was declined', 'frames', 'octomind', { prepare: declined });
  b.actFails(
    PAY,
    'Pay using card 4242 4242 4242 4242 expiring 10/27, code 123, name Priya Desai',
    'missing_target',
    'mind2web',
    'window.paidWith === null',
    { prepare: frameReady },
  );
  b.act(
    PAY,
    'Click Pay with the card form empty',
    'frames',
    'bug-report',
    `${inFrame('#pmsg')}.textContent === 'Enter the name on the card'`,
    `${inFrame('#pay')}.click();`,
    { prepare: frameReady },
  );
  b.holds(PAY, 'The page says "You\'re covered"', 'message', 'rainforest', { prepare: paid });
  b.fails(PAY, 'The policy number is HBL-P-55031', 'false_claim', 'kane-ai', { prepare: paid });
  b.fails(PAY, 'Cover starts on 1 December 2027', 'false_claim', 'octomind', { prepare: paid });

  // ---- Sign in
  b.act(
    SIGN,
    'Sign in as priya.desai@example.com with password Harbour2027',
    'login',
    'skyvern',
    onRenewal,
    signIn('priya.desai@example.com', 'Harbour2027'),
  );
  b.act(
    SIGN,
    'Log in with {{email}} / {{password}}',
    'login',
    'skyvern',
    onRenewal,
    signIn('priya.desai@example.com', 'Harbour2027'),
    {
      variables: { email: 'priya.desai@example.com', password: 'Harbour2027' },
    },
  );
  b.actFails(
    SIGN,
    'Sign in with priya.desai@example.com and password harbour2027',
    'missing_target',
    'bug-report',
    onSignIn,
  );
  b.holds(SIGN, 'An error says the email address or password is incorrect', 'message', 'momentic', {
    prepare: later(`${signIn('priya.desai@example.com', 'wrong-one')} await wait(1000);`),
  });
  b.fails(SIGN, 'An error says my account is locked', 'false_claim', 'momentic', {
    prepare: later(`${signIn('priya.desai@example.com', 'wrong-one')} await wait(1000);`),
  });
  b.act(SIGN, 'Show the password', 'click', 'testsigma', `${q('#si-pw')}.type === 'text'`, click('#show-pw'));
  b.fails(SIGN, '"Keep me signed in" is ticked by default', 'false_claim', 'spreewald');
  b.act(
    SIGN,
    'Type Harbour2027 into the password field and press Enter',
    'keys',
    'codecept',
    onRenewal,
    `${setVal('#si-pw', 'Harbour2027')} ${q('#si')}.requestSubmit();`,
    { prepare: setVal('#si-email', 'priya.desai@example.com') },
  );
  b.holds(SIGN, 'The heading says "Sign in to your account"', 'page', 'cucumber-web');
  b.actFails(SIGN, 'Sign in with Google', 'missing_target', 'testrigor', onSignIn);

  // ---- Renewal
  b.holds(REN, 'The page title is "Your policy – Harbourline"', 'page', 'robot-browser');
  b.fails(REN, 'The page title is "Your renewal – Harbourline"', 'false_claim', 'robot-browser');
  b.holds(`${REN}?welcome=1`, 'The page greets Priya', 'message', 'momentic');
  b.fails(REN, 'The renewal price is £571.90', 'near_miss', 'kane-ai');
  b.holds(REN, 'The compulsory excess goes up to £300 from 1 December', 'scope', 'reflect');
  b.fails(REN, 'From 1 December the compulsory excess is £250', 'near_miss', 'reflect');
  b.holds(REN, 'Motor legal protection is not included in the renewal', 'scope', 'reflect');
  b.fails(REN, 'Motor legal protection is included from 1 December 2027', 'near_miss', 'reflect');
  b.act(
    REN,
    'Turn off automatic renewal',
    'widget',
    'checksum',
    `window.autoRenew === false && !(${on('#sw-renew')})`,
    `${click('#sw-renew')} ${click('#ar-off')}`,
  );
  b.holds(REN, 'A dialog asks me to confirm turning off automatic renewal', 'widget', 'octomind', {
    prepare: click('#sw-renew'),
  });
  b.act(
    REN,
    'Keep it on',
    'click',
    'gauge',
    `${hidden('#dlg-ar')} && window.autoRenew === true`,
    click('#dlg-ar [data-dismiss]'),
    {
      prepare: click('#sw-renew'),
    },
  );
  b.fails(REN, 'The dialog says my cover will end on 1 December 2027', 'near_miss', 'octomind', {
    prepare: click('#sw-renew'),
  });
  b.act(REN, 'Accept the renewal', 'click', 'browser-use', 'window.accepted === true', click('#accept'));
  b.actFails(
    REN,
    'Switch my renewal to monthly payments',
    'missing_target',
    'browser-use',
    '!window.accepted && window.autoRenew',
  );
  b.act(
    REN,
    'Sign out',
    'navigation',
    'robot-browser',
    `${onSignIn} && location.search.includes('out=1')`,
    click('header a[href="/insure/sign-in?out=1"]'),
  );

  // ---- Drivers
  b.holds(DRV, 'There are 3 drivers on the policy', 'count', 'webarena');
  b.fails(DRV, 'There are 4 drivers on the policy', 'near_miss', 'webarena');
  b.holds(DRV, 'Rohan Mehta has held a full UK licence for 2 years', 'scope', 'reflect');
  b.fails(DRV, 'Arjun Desai is the main driver', 'near_miss', 'reflect');
  b.actFails(DRV, 'Click Remove', 'ambiguous_target', 'behat', `${drivers(3)} && ${hidden('#dlg-rm')}`);
  b.act(
    DRV,
    'Remove Arjun Desai from the policy',
    'scope',
    'shortest',
    `${drivers(2)} && !window.drivers.some((d) => d.name === 'Arjun Desai')`,
    `${click('[data-id="d2"] .rm')} ${click('#rm-go')}`,
  );
  b.actFails(DRV, 'Remove Priya Desai from the policy', 'missing_target', 'gauge', drivers(3));
  b.act(
    DRV,
    'Cancel',
    'click',
    'robot-browser',
    `${hidden('#dlg-rm')} && ${drivers(3)}`,
    click('#dlg-rm [data-dismiss]'),
    {
      prepare: click('[data-id="d3"] .rm'),
    },
  );
  b.act(
    DRV,
    'Add a driver: Sam Desai, born 5 May 1998, my brother, full UK licence',
    'compound',
    'shortest',
    `${drivers(4)} && window.drivers.some((d) => d.name === 'Sam Desai')`,
    addDriver('Sam', '1998-05-05', 'Brother or sister', 'Full UK licence'),
  );
  b.act(
    DRV,
    'In the Add a driver dialog, enter Sam as the first name',
    'fill',
    'stagehand',
    `${q('#ad-first')}.value === 'Sam'`,
    setVal('#ad-first', 'Sam'),
    {
      prepare: click('#add-driver'),
    },
  );
  b.actFails(
    DRV,
    'Add my son Leo Desai, born 1 March 2012, as a driver with a full UK licence',
    'missing_target',
    'browser-use',
    drivers(3),
  );
  b.holds(DRV, "An error says learner drivers can't be added", 'message', 'momentic', {
    prepare: later(`${addDriver('Mina', '2003-07-01', 'Child', 'Provisional UK licence')} await wait(1000);`),
  });
  b.holds(DRV, 'Add a driver is disabled now that there are 4 drivers', 'state', 'spreewald', {
    prepare: later(`${addDriver('Sam', '1998-05-05', 'Brother or sister', 'Full UK licence')} await wait(1000);`),
  });
  b.fails(DRV, 'The Add a driver button is disabled', 'false_claim', 'spreewald');

  // ---- Claims
  b.holds(CLM, 'Claim CLM-18842 cost £1,240.00', 'scope', 'reflect');
  b.fails(CLM, 'Claim CLM-20931 cost £1,240.00', 'near_miss', 'reflect');
  b.holds(CLM, 'Neither claim was my fault', 'value', 'webarena');
  b.actFails(
    CLM,
    'Start a new claim',
    'missing_target',
    'browser-use',
    `${q('#t-claims')}.getAttribute('aria-selected') === 'true'`,
  );

  // ---- Documents
  b.holds(DOCS, 'Wait for the documents to load', 'wait', 'midscene');
  b.actFails(DOCS, 'Click Download', 'ambiguous_target', 'behat', 'window.downloaded === null', { prepare: docsReady });
  b.act(
    DOCS,
    'Download the policy schedule',
    'scope',
    'stagehand',
    "window.downloaded === 'Policy schedule'",
    click('[data-name="Policy schedule"]'),
    {
      prepare: docsReady,
    },
  );
  b.act(
    DOCS,
    'Click the last Download button',
    'ordinal',
    'zerostep',
    "window.downloaded === 'Renewal invitation 2027'",
    click('[data-name="Renewal invitation 2027"]'),
    { prepare: docsReady },
  );
  b.fails(DOCS, 'The policy booklet is 120 KB', 'near_miss', 'reflect', { prepare: docsReady });
  b.act(DOCS, 'Email me all documents', 'click', 'gauge', 'window.emailedDocs === true', click('#email-docs'));
  b.actFails(
    DOCS,
    'Download the proof of no-claims discount',
    'missing_target',
    'browser-use',
    'window.downloaded === null',
    {
      prepare: docsReady,
    },
  );
  b.fails(DOCS, 'The documents were emailed to priya@work.example', 'false_claim', 'octomind', {
    prepare: click('#email-docs'),
  });
}
