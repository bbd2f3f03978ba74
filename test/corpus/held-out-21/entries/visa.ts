/** Steps for Veloria eVisa (apps/visa.ts). Today is Thursday 11 May 2028. */
import type { EntryBuilder } from '../../entry-builder';
import {
  click,
  hidden,
  inFrame,
  inShadow,
  later,
  on,
  q,
  setInFrame,
  setVal,
  shows,
  tick,
  visible,
} from '../../entry-scripts';

const LOGIN = '/visa/login';
const STEP1 = '/visa/apply';
const STEP2 = '/visa/apply?step=2';
const STEP3 = '/visa/apply?step=3';
const STEP4 = '/visa/apply?step=4';
const APPS = '/visa/applications';
const GROUP = '/visa/applications?tab=group';
const R4890 = '/visa/application?ref=VE-2028-4890';
const R4471 = '/visa/application?ref=VE-2028-4471';
const R4105 = '/visa/application?ref=VE-2028-4105';
const HELP = '/visa/help';

const onLogin = "location.pathname === '/visa/login'";
const atApps = "location.pathname === '/visa/applications'";
const creds = (email: string, pw: string) => setVal('#email', email) + setVal('#pw', pw);
const firstStage = later(`${creds('ines.moreau@example.com', 'Passport#2028')}${click('#go')} await wait(1200);`);
const A = 'window.app';
const port = (code: string) => click('#port') + click(`#ports [data-value="${code}"]`);
const app = (ref: string) => `window.apps.filter(function (a) { return a.ref === '${ref}'; })[0]`;
const row = (ref: string) => `#rows tr[data-ref="${ref}"]`;
const person = (id: string) => `.person[data-id="${id}"]`;
const statuses =
  "window.apps.map(function (a) { return a.status; }).join() === 'Draft,In review,Approved,Approved,Refused,Expired,Used,Used'";
const frameWin = "document.querySelector('iframe').contentWindow";
const goodPassport = setVal('#pno', '19FR45821') + setVal('#issuer', 'France') + setVal('#issued', '2019-07-02');
const paid = `${tick('#declare')}${setInFrame('#card', '4242 4242 4242 4242')}${click('#submit')}`;

export function visaEntries(b: EntryBuilder): void {
  // ---- sign in and check status
  b.act(
    LOGIN,
    'Sign in as ines.moreau@example.com with password Passport#2028, then enter the security code 314159',
    'login',
    'skyvern',
    atApps,
    later(
      `${creds('ines.moreau@example.com', 'Passport#2028')}${click('#go')} await wait(1200); ${setVal('#otp', '314159')}${click('#go')}`,
    ),
  );
  b.act(
    LOGIN,
    'Log in with {{email}} / {{password}} and the one-time code {{code}}',
    'login',
    'skyvern',
    atApps,
    later(
      `${creds('ines.moreau@example.com', 'Passport#2028')}${click('#go')} await wait(1200); ${setVal('#otp', '314159')}${click('#go')}`,
    ),
    { variables: { email: 'ines.moreau@example.com', password: 'Passport#2028', code: '314159' } },
  );
  b.act(
    LOGIN,
    'Given I am signed in as "ines.moreau@example.com" with password "Passport#2028" and security code "314159"',
    'login',
    'cucumber-web',
    atApps,
    later(
      `${creds('ines.moreau@example.com', 'Passport#2028')}${click('#go')} await wait(1200); ${setVal('#otp', '314159')}${click('#go')}`,
    ),
  );
  b.act(
    LOGIN,
    'Enter ines.moreau@example.com and Passport#2028 and press Continue',
    'compound',
    'qa-wolf',
    `!${q('#otp-box')}.hidden`,
    creds('ines.moreau@example.com', 'Passport#2028') + click('#go'),
  );
  b.act(
    LOGIN,
    'Type 314159 into Security code',
    'fill',
    'codecept',
    `${q('#otp')}.value === '314159'`,
    setVal('#otp', '314159'),
    { prepare: firstStage },
  );
  b.fails(LOGIN, 'The page says the code was sent to ines.moreau@example.com', 'false_claim', 'octomind', {
    prepare: firstStage,
  });
  b.fails(LOGIN, 'The security code expires in 5 minutes', 'false_claim', 'kane-ai', { prepare: firstStage });
  b.actFails(
    LOGIN,
    'Log in as locked@example.com with password Passport#2028',
    'missing_target',
    'testrigor',
    `${onLogin} && ${q('#otp-box')}.hidden`,
  );
  b.actFails(LOGIN, 'Enter the code 314195 and verify', 'missing_target', 'bug-report', onLogin, {
    prepare: firstStage,
  });
  b.act(
    LOGIN,
    'Click the eye icon to show the password',
    'click',
    'testsigma',
    `${q('#show')}.getAttribute('aria-pressed') === 'true' && ${q('#pw')}.type === 'text'`,
    click('#show'),
  );
  b.fails(LOGIN, 'The Show password button is pressed', 'false_claim', 'spreewald');
  b.holds(LOGIN, 'Wait for the error message', 'wait', 'codecept', {
    prepare: creds('ines.moreau@example.com', 'passport2028') + click('#go'),
  });
  b.fails(LOGIN, 'The error says my account is locked', 'false_claim', 'momentic', {
    prepare: creds('ines.moreau@example.com', 'passport2028') + click('#go'),
  });
  b.act(
    LOGIN,
    'Check the status of VE-2028-4471 for date of birth 21/11/1988',
    'compound',
    'mind2web',
    "window.statusChecked === 'VE-2028-4471'",
    setVal('#ref', 'VE-2028-4471') + setVal('#cs-dob', '1988-11-21') + click('#cs-go'),
  );
  b.holds(LOGIN, 'The status result says Approved on 2 May 2028', 'message', 'octomind', {
    prepare: setVal('#ref', 'VE-2028-4471') + setVal('#cs-dob', '1988-11-21') + click('#cs-go'),
  });
  b.fails(LOGIN, 'The status says it was approved on 1 Jun 2028', 'near_miss', 'octomind', {
    prepare: setVal('#ref', 'VE-2028-4471') + setVal('#cs-dob', '1988-11-21') + click('#cs-go'),
  });
  b.actFails(
    LOGIN,
    'Check the status of VE-2028-4471 with date of birth 21/11/1989',
    'missing_target',
    'mind2web',
    'window.statusChecked === null',
  );
  b.act(
    LOGIN,
    'In the Check status form, enter VE-2028-4890 as the application reference',
    'scope',
    'stagehand',
    `${q('#ref')}.value === 'VE-2028-4890'`,
    setVal('#ref', 'VE-2028-4890'),
  );
  b.fails(LOGIN, 'The page title is "Sign in - Veloria Visa"', 'false_claim', 'kane-ai');
  b.act(
    LOGIN,
    'Press Enter to continue',
    'keys',
    'codecept',
    `!${q('#otp-box')}.hidden`,
    `${q('#login')}.requestSubmit();`,
    { prepare: creds('ines.moreau@example.com', 'Passport#2028') },
  );
  b.actFails(LOGIN, 'Click "Sign in with GOV.ID"', 'missing_target', 'testrigor', onLogin);
  b.act(
    LOGIN,
    "Follow the 'Create an account' link",
    'navigation',
    'cucumber-web',
    "location.hash === '#create'",
    click('a[href="#create"]'),
  );
  b.fails(LOGIN, 'The Check status form has a Passport number field', 'false_claim', 'mabl');

  // ---- apply, step 1: your trip
  b.act(
    STEP1,
    'Choose Buisness eVisa',
    'check',
    'gauge',
    `${A}.type === 'business'`,
    tick('input[name=vtype][value="business"]'),
  );
  b.act(
    STEP1,
    'Set the arrival date to 20 June 2028',
    'fill',
    'mind2web',
    `${q('#arrive')}.value === '2028-06-20'`,
    setVal('#arrive', '2028-06-20'),
  );
  b.act(STEP1, 'Set the length of stay to 21 days', 'widget', 'midscene', `${A}.stay === 21`, setVal('#stay', '21'));
  b.act(STEP1, 'Choose Port Amaris as the port of entry', 'select', 'gauge', `${A}.port === 'AMR'`, port('AMR'));
  b.actFails(STEP1, 'Choose Kessel land border as the port of entry', 'missing_target', 'gauge', `${A}.port === ''`);
  b.act(STEP1, 'Turn on multiple entries', 'widget', 'checksum', `${A}.multi === true`, click('#sw-multi'));
  b.act(
    STEP1,
    'Apply for a tourist eVisa arriving 20/06/2028 for 10 days through Velor International Airport, then save and continue',
    'compound',
    'mind2web',
    `${A}.step === 2 && ${A}.type === 'tourist' && ${A}.arrival === '2028-06-20' && ${A}.stay === 10 && ${A}.port === 'VLR'`,
    tick('input[name=vtype][value="tourist"]') +
      setVal('#arrive', '2028-06-20') +
      setVal('#stay', '10') +
      port('VLR') +
      click('#next-1'),
  );
  b.act(
    STEP1,
    'Pick a transit visa arriving 1 July 2028 via Nordhaven, stay 2 days, and continue',
    'compound',
    'shortest',
    `${A}.step === 2 && ${A}.type === 'transit' && ${A}.arrival === '2028-07-01' && ${A}.stay === 2 && ${A}.port === 'NDH'`,
    tick('input[name=vtype][value="transit"]') +
      setVal('#arrive', '2028-07-01') +
      setVal('#stay', '2') +
      port('NDH') +
      click('#next-1'),
  );
  b.actFails(
    STEP1,
    'Choose Transit eVisa, arrival 1 July 2028, port Velor International Airport, then Save and continue',
    'missing_target',
    'qa-wolf',
    `${A}.step === 1`,
  );
  b.actFails(
    STEP1,
    'Set the arrival date to 12 May 2028 and continue',
    'missing_target',
    'bug-report',
    `${A}.step === 1`,
    { prepare: tick('input[name=vtype][value="tourist"]') + port('VLR') },
  );
  b.holds(STEP1, 'The "There is a problem" box lists 3 errors', 'count', 'behat', { prepare: click('#next-1') });
  b.fails(STEP1, 'The error summary says "Enter your date of birth"', 'false_claim', 'momentic', {
    prepare: click('#next-1'),
  });
  b.act(STEP1, 'Save as draft', 'click', 'gauge', 'window.drafted === true', click('#draft'));
  b.fails(STEP1, 'The progress shows step 2 of 4', 'false_claim', 'rainforest');
  b.fails(STEP1, 'Tourist eVisa is selected', 'false_claim', 'spreewald');
  b.holds(STEP1, 'Multiple entries is off', 'state', 'product-verify');
  b.holds(STEP1, 'The main heading is Apply for an eVisa', 'page', 'robot-browser');
  b.fails(STEP1, 'The length of stay is 30 days', 'near_miss', 'kane-ai');
  b.holds(STEP1, '"Kessel land border" is disabled in the port list', 'state', 'spreewald', {
    prepare: click('#port'),
  });
  b.fails(STEP1, 'The Business eVisa costs €35', 'near_miss', 'reflect');
  b.actFails(STEP1, 'Click Save', 'ambiguous_target', 'behat', `${A}.step === 1 && window.drafted === false`);

  // ---- step 2: about you
  b.act(
    STEP2,
    'Enter 08/03/1990 as the date of birth',
    'fill',
    'testrail-manual',
    `${A}.dob === '1990-03-08'`,
    setVal('#dob', '1990-03-08'),
  );
  b.act(STEP2, 'Select Female', 'check', 'cucumber-web', `${A}.sex === 'F'`, tick('input[name=sex][value="F"]'));
  b.act(
    STEP2,
    'Select "France" from "Nationality"',
    'select',
    'cucumber-web',
    `${A}.nat === 'France'`,
    setVal('#nat', 'France'),
  );
  b.fails(STEP2, 'The surname field says Ines', 'near_miss', 'kane-ai');
  b.act(
    STEP2,
    'Fill in date of birth 8 March 1990, sex Female, nationality France and save and continue',
    'compound',
    'shortest',
    `${A}.step === 3 && ${A}.dob === '1990-03-08' && ${A}.sex === 'F' && ${A}.nat === 'France'`,
    setVal('#dob', '1990-03-08') + tick('input[name=sex][value="F"]') + setVal('#nat', 'France') + click('#next-2'),
  );
  b.actFails(
    STEP2,
    'Set nationality to Narvonia, date of birth 8 March 1990, and continue',
    'missing_target',
    'shortest',
    `${A}.step === 2`,
  );
  b.holds(STEP2, 'Wait until the eligibility error appears', 'wait', 'midscene', {
    prepare: setVal('#dob', '1990-03-08') + setVal('#nat', 'Narvonia') + click('#next-2'),
  });
  b.actFails(
    STEP2,
    'Enter date of birth 02/02/2012 and nationality Germany, then save and continue',
    'missing_target',
    'bug-report',
    `${A}.step === 2`,
  );
  b.act(
    STEP2,
    'Fill the +44 7700 900123 box with +33 6 12 34 56 78',
    'fill',
    'testsigma',
    `${q('#phone')}.value === '+33 6 12 34 56 78'`,
    setVal('#phone', '+33 6 12 34 56 78'),
  );
  b.act(STEP2, 'Click Back', 'click', 'robot-browser', `${A}.step === 1`, click('#back-2'));
  b.fails(STEP2, 'The Sex question has an "Other" option', 'false_claim', 'mabl');

  // ---- step 3: passport
  b.act(
    STEP3,
    'Enter passport 19FR45821 issued by France on 02/07/2019, expiring 01/07/2029, and continue',
    'compound',
    'mind2web',
    `${A}.step === 4 && ${A}.pno === '19FR45821' && ${A}.expires === '2029-07-01' && ${A}.issuer === 'France'`,
    goodPassport + setVal('#expires', '2029-07-01') + click('#next-3'),
  );
  b.actFails(
    STEP3,
    'Enter passport number 19FR45821, issuing country France, expiry 01/11/2028 and save and continue',
    'missing_target',
    'qa-wolf',
    `${A}.step === 3`,
  );
  b.holds(STEP3, 'An error says my passport must be valid until 20 Dec 2028', 'message', 'momentic', {
    prepare: goodPassport + setVal('#expires', '2028-11-01') + click('#next-3'),
  });
  b.fails(STEP3, 'The error says my passport must be valid until 1 Nov 2028', 'false_claim', 'momentic', {
    prepare: goodPassport + setVal('#expires', '2028-11-01') + click('#next-3'),
  });
  b.holds(STEP3, 'Wait for the passport check, then I should see "Check your answers"', 'wait', 'magnitude', {
    prepare: goodPassport + setVal('#expires', '2029-07-01') + click('#next-3'),
  });
  b.actFails(
    STEP3,
    'Enter passport number 19-FR-458, issued by France, expiring 1 July 2029, and continue',
    'missing_target',
    'bug-report',
    `${A}.step === 3`,
  );
  b.act(
    STEP3,
    'Choose France as the issuing country',
    'select',
    'gauge',
    `${q('#issuer')}.value === 'France'`,
    setVal('#issuer', 'France'),
  );
  b.fails(STEP3, 'The error summary lists two problems', 'false_claim', 'behat', { prepare: click('#next-3') });

  // ---- step 4: check and pay
  b.actFails(STEP4, 'Click Change', 'ambiguous_target', 'behat', `${A}.step === 4`);
  b.act(STEP4, 'Change the passport details', 'scope', 'gauge', `${A}.step === 3`, click('.chg[data-go="3"]'));
  b.act(STEP4, 'Click the second Change button', 'ordinal', 'zerostep', `${A}.step === 2`, click('.chg[data-go="2"]'));
  b.act(
    STEP4,
    'Turn on express processing',
    'widget',
    'checksum',
    `${A}.express === true && ${q('#submit')}.textContent === 'Pay €65 and submit'`,
    click('#sw-express'),
  );
  b.holds(STEP4, 'The total is now €65', 'value', 'kane-ai', { prepare: click('#sw-express') });
  b.fails(STEP4, 'The fee for the Tourist eVisa is €30', 'near_miss', 'reflect');
  b.fails(STEP4, 'The arrival date is 1 Jul 2029', 'near_miss', 'reflect');
  b.act(STEP4, 'Tick the declaration', 'check', 'testrail-manual', `${q('#declare')}.checked`, tick('#declare'));
  b.act(
    STEP4,
    'Enter card number 4242 4242 4242 4242 in the payment frame',
    'frames',
    'stagehand',
    `${inFrame('#card')}.value.replace(/\\s+/g, '') === '4242424242424242'`,
    setInFrame('#card', '4242 4242 4242 4242'),
  );
  b.act(
    STEP4,
    'In Secure payment, fill Expiry (MM/YY) with 09/31',
    'frames',
    'stagehand',
    `${inFrame('#exp')}.value === '09/31'`,
    setInFrame('#exp', '09/31'),
  );
  b.act(
    STEP4,
    'Confirm the declaration, pay with card 4242 4242 4242 4242 and submit',
    'compound',
    'shortest',
    `${A}.ref === 'VE-2028-5120'`,
    paid,
  );
  b.actFails(
    STEP4,
    'Tick the declaration, enter card 4000 0000 0000 9995 and pay',
    'missing_target',
    'qa-wolf',
    `${A}.ref === null`,
  );
  b.fails(STEP4, 'The confirmation says a decision will come within 3 working days', 'false_claim', 'octomind', {
    prepare: paid,
  });
  b.holds(STEP4, 'Wait until "Application submitted" is shown', 'wait', 'codecept', { prepare: paid });
  b.fails(STEP4, 'The declaration box is ticked', 'false_claim', 'spreewald');
  b.holds(STEP4, 'Express processing is off', 'state', 'product-verify');
  b.holds(STEP4, 'The fees table has two rows', 'count', 'behat');
  b.fails(STEP4, 'The fees table has 2 rows', 'false_claim', 'behat', { prepare: click('#sw-express') });
  b.holds(STEP4, 'Under About you, the name is Ines Moreau', 'scope', 'stagehand');
  b.fails(STEP4, 'Under Passport, the number is 12AB34567', 'false_claim', 'stagehand');

  // ---- your applications
  b.holds(APPS, 'Then there should be 8 applications in total', 'count', 'webarena');
  b.fails(APPS, 'There are 10 applications', 'false_claim', 'webarena');
  b.act(
    APPS,
    'The user filters the applications by status Approved',
    'select',
    'checksum',
    `${q('#status')}.value === 'Approved'`,
    setVal('#status', 'Approved'),
  );
  b.holds('/visa/applications?status=Approved', 'Two approved applications are listed', 'count', 'behat');
  b.fails('/visa/applications?status=Approved', '3 approved applications are listed', 'false_claim', 'behat');
  b.act(
    APPS,
    'Search for Marc and press Enter',
    'keys',
    'codecept',
    "window.term === 'marc'",
    `${setVal('#q', 'Marc')}${q('#find')}.requestSubmit();`,
  );
  b.act(APPS, 'Go to page 2', 'navigation', 'testrail-manual', 'window.page === 2', click('.pg[data-p="2"]'));
  b.holds(APPS, 'Verify that VE-2028-4105 was refused', 'scope', 'reflect');
  b.fails(APPS, 'Verify that VE-2028-4890 was refused', 'near_miss', 'reflect');
  b.holds(APPS, 'The applicant for VE-2028-4472 is Léa Moreau', 'scope', 'stagehand');
  b.fails(APPS, 'The applicant for VE-2028-4472 is Marc Moreau', 'near_miss', 'stagehand');
  b.fails(APPS, 'VE-2028-4471 was submitted on 8 May 2028', 'near_miss', 'reflect');
  b.actFails(APPS, 'Click Download eVisa', 'ambiguous_target', 'behat', 'window.downloads.length === 0');
  b.act(
    APPS,
    'Download the eVisa for Lea Moreau',
    'scope',
    'browser-use',
    "window.downloads.join() === 'VE-2028-4472'",
    click(`${row('VE-2028-4472')} .dl`),
  );
  b.act(
    APPS,
    'Click the first Download eVisa button',
    'ordinal',
    'zerostep',
    "window.downloads.join() === 'VE-2028-4471'",
    click(`${row('VE-2028-4471')} .dl`),
  );
  b.actFails(APPS, 'Click View', 'ambiguous_target', 'behat', atApps);
  b.act(
    APPS,
    'Open application VE-2028-4105',
    'navigation',
    'stagehand',
    "location.pathname === '/visa/application' && location.search === '?ref=VE-2028-4105'",
    click(`${row('VE-2028-4105')} a`),
  );
  b.act(
    APPS,
    'Withdraw application VE-2028-4890 and confirm',
    'compound',
    'shortest',
    `${app('VE-2028-4890')}.status === 'Withdrawn'`,
    click(`${row('VE-2028-4890')} .wd`) + click('#wd-go'),
  );
  b.fails(APPS, 'The dialog asks whether to withdraw VE-2028-4471', 'near_miss', 'octomind', {
    prepare: click(`${row('VE-2028-4890')} .wd`),
  });
  b.actFails(APPS, 'Appeal the refused application', 'missing_target', 'browser-use', statuses);
  b.holds(APPS, 'Wait until the appeal error shows up', 'wait', 'midscene', {
    prepare: click(`${row('VE-2028-4105')} .appeal`),
  });
  b.act(
    APPS,
    'Delete the draft application and confirm',
    'compound',
    'gauge',
    `window.apps.length === 7 && !${app('VE-DRAFT-0007')}`,
    click(`${row('VE-DRAFT-0007')} .del`) + click('#del-go'),
  );
  b.fails(APPS, 'The delete dialog says I can undo this', 'false_claim', 'octomind', {
    prepare: click(`${row('VE-DRAFT-0007')} .del`),
  });
  b.actFails(APPS, 'Withdraw VE-2028-4471', 'missing_target', 'gauge', statuses);
  b.actFails(APPS, 'Click "Export to PDF"', 'missing_target', 'testrigor', atApps);
  b.holds(APPS, 'The latest application card says a decision is expected by 19 May 2028', 'frames', 'reflect');
  b.fails(APPS, 'The status tracker says VE-2028-4890 was approved', 'near_miss', 'reflect');
  b.act(
    APPS,
    'Click Show history in the Latest application card',
    'frames',
    'stagehand',
    'window.historyShown === true',
    `${inShadow('#tracker', '#hist')}.click();`,
  );
  b.act(APPS, "Turn on 'Text me when a decision is made'", 'widget', 'checksum', on('#sw-sms'), click('#sw-sms'));
  b.fails(APPS, '"Text me when a decision is made" is on', 'false_claim', 'product-verify');
  b.act(
    APPS,
    'Open the Group members tab',
    'widget',
    'checksum',
    `${q('#t-group')}.getAttribute('aria-selected') === 'true'`,
    click('#t-group'),
  );
  b.holds(APPS, 'Title is "Your applications - Veloria eVisa"', 'page', 'robot-browser');
  b.act(
    APPS,
    'Open the account menu and click Help',
    'navigation',
    'qa-wolf',
    "location.pathname === '/visa/help'",
    click('#acct') + click('#mi-help'),
  );
  b.actFails(APPS, 'Delete my account', 'missing_target', 'browser-use', `${atApps} && ${statuses}`);

  // ---- group members
  b.holds(GROUP, '3 travellers are in my group', 'count', 'webarena');
  b.fails(GROUP, '4 group members are shown', 'false_claim', 'behat');
  b.actFails(GROUP, 'Click Remove', 'ambiguous_target', 'behat', 'window.people.length === 3');
  b.actFails(
    GROUP,
    'Click Edit',
    'ambiguous_target',
    'behat',
    `window.people.length === 3 && ${hidden('#dlg-person')}`,
  );
  b.act(
    GROUP,
    'Remove Marc Moreau from the group and confirm',
    'compound',
    'shortest',
    "window.people.length === 2 && window.people.every(function (p) { return p.given !== 'Marc'; })",
    click(`${person('p2')} .rm`) + click('#rm-go'),
  );
  b.actFails(GROUP, 'Remove Ines Moreau from my group', 'missing_target', 'browser-use', 'window.people.length === 3');
  b.act(
    GROUP,
    "Click Edit on Léa Moreau's card",
    'scope',
    'stagehand',
    `${visible('#dlg-person')} && ${q('#ps-h')}.textContent === 'Edit Léa Moreau'`,
    click(`${person('p3')} .edit`),
  );
  b.act(
    GROUP,
    'Add a traveller: Noah Moreau, born 14/09/2021, relationship Child',
    'compound',
    'shortest',
    "window.people.length === 4 && window.people[3].given === 'Noah' && window.people[3].surname === 'Moreau' && window.people[3].born === '2021-09-14' && window.people[3].rel === 'Child'",
    click('#add') +
      setVal('#ps-given', 'Noah') +
      setVal('#ps-surname', 'Moreau') +
      setVal('#ps-dob', '2021-09-14') +
      setVal('#ps-rel', 'Child') +
      click('#ps-go'),
  );
  b.actFails(
    GROUP,
    'Add a traveller named Paul Moreau born 01/01/1960 and save without choosing a relationship',
    'missing_target',
    'bug-report',
    'window.people.length === 3',
  );
  b.holds(GROUP, 'Léa Moreau is 9', 'scope', 'reflect');
  b.fails(GROUP, 'Marc Moreau is 38', 'near_miss', 'reflect');
  b.fails(GROUP, "Léa's passport ends in 5821", 'near_miss', 'reflect');
  b.act(
    GROUP,
    'Click the third Edit button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-person')} && ${q('#ps-h')}.textContent === 'Edit Léa Moreau'`,
    click(`${person('p3')} .edit`),
  );

  // ---- an application
  b.act(
    R4890,
    'Go back to Your applications via the breadcrumb',
    'navigation',
    'stagehand',
    atApps,
    click('nav[aria-label="Breadcrumb"] a'),
  );
  b.holds(R4890, 'The status is In review', 'state', 'reflect');
  b.holds(R4890, 'The heading is Application VE-2028-4890', 'page', 'robot-browser');
  b.act(
    R4890,
    'Reply with flight VL 205 returning on 1 July 2028',
    'compound',
    'browser-use',
    "window.reply !== null && window.reply.flight === 'VL 205' && window.reply.date === '2028-07-01'",
    setVal('#flight', 'VL 205') + setVal('#ret', '2028-07-01') + click('#reply'),
  );
  b.actFails(
    R4890,
    'Send the reply with flight VL 205 and return date 10 July 2028',
    'missing_target',
    'shortest',
    'window.reply === null',
  );
  b.actFails(
    R4890,
    'Answer the request: flight VL 205, return date 15/06/2028, then Send reply',
    'missing_target',
    'qa-wolf',
    'window.reply === null',
  );
  b.act(
    R4890,
    "Type 'I will stay with my aunt in Velor' in Anything else you want to tell us",
    'fill',
    'codecept',
    `${q('#more')}.value === 'I will stay with my aunt in Velor'`,
    setVal('#more', 'I will stay with my aunt in Velor'),
  );
  b.act(
    R4890,
    'Expand Passport details',
    'widget',
    'checksum',
    `${q('#acc-pass')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-pass'),
  );
  b.holds(R4890, 'The passport expires on 1 Jul 2029', 'value', 'reflect', { prepare: click('#acc-pass') });
  b.fails(R4890, 'The arrival date is 1 Jul 2029', 'near_miss', 'reflect', {
    prepare: click('#acc-pass') + click('#acc-trip'),
  });
  b.fails(R4890, 'There is a Download eVisa button', 'false_claim', 'mabl');
  b.fails(R4890, 'The visa office asked for a bank statement', 'false_claim', 'reflect');
  b.act(
    R4471,
    'Rate it 5 stars',
    'widget',
    'gauge',
    `${q('#rate')}.dataset.value === '5'`,
    click('#rate [data-n="5"]'),
  );
  b.act(
    R4471,
    'Give 3 stars with the comment "The photo upload was slow" and send the feedback',
    'compound',
    'shortest',
    "window.rating !== null && window.rating.stars === 3 && window.rating.text === 'The photo upload was slow'",
    click('#rate [data-n="3"]') + setVal('#rt-text', 'The photo upload was slow') + click('#rt-go'),
  );
  b.act(R4471, 'Download the eVisa', 'click', 'gauge', 'window.downloaded === true', click('#dl'));
  b.holds(R4471, 'The eVisa is valid from 1 Jun 2028 to 30 Jun 2028', 'value', 'kane-ai');
  b.fails(R4471, 'The applicant is Léa Moreau', 'false_claim', 'reflect');
  b.fails(R4471, 'The eVisa allows multiple entries', 'false_claim', 'reflect');
  b.holds(R4105, 'The refusal reason says I did not show enough money for my stay', 'message', 'reflect');
  b.fails(R4105, 'The refusal decision was made on 3 Apr 2028', 'near_miss', 'reflect');

  // ---- help
  b.act(
    HELP,
    "Open 'Can I get a refund?'",
    'widget',
    'checksum',
    `${q('#faq-refund')}.getAttribute('aria-expanded') === 'true'`,
    click('#faq-refund'),
  );
  b.fails(HELP, 'My passport must be valid for at least 3 months after I arrive', 'false_claim', 'reflect', {
    prepare: click('#faq-passport'),
  });
  b.holds(HELP, 'The fees table has 5 rows', 'count', 'behat');
  b.holds(HELP, 'A Business eVisa costs €60', 'value', 'webarena');
  b.fails(HELP, 'A Transit eVisa allows stays of up to 30 days', 'near_miss', 'webarena');
  b.fails(HELP, 'Express processing costs €25', 'near_miss', 'webarena');
  b.act(
    HELP,
    "In the Contact us form, choose 'Payments and refunds', enter reference VE-2028-4105 and the message 'Please refund my fee', then send it",
    'frames',
    'stagehand',
    `${frameWin}.sent !== null && ${frameWin}.sent.topic === 'Payments and refunds' && ${frameWin}.sent.ref === 'VE-2028-4105' && ${frameWin}.sent.message === 'Please refund my fee'`,
    setInFrame('#topic', 'Payments and refunds') +
      setInFrame('#c-ref', 'VE-2028-4105') +
      setInFrame('#c-msg', 'Please refund my fee') +
      `${inFrame('#c-send')}.click();`,
  );
  b.holds(HELP, 'The contact form asks for at least 10 characters', 'frames', 'momentic', {
    prepare: setInFrame('#topic', 'My application') + setInFrame('#c-msg', 'Help') + `${inFrame('#c-send')}.click();`,
  });
  b.fails(HELP, 'The contact form has an Email field', 'false_claim', 'mabl');
  b.actFails(
    HELP,
    "Send the message 'My eVisa has the wrong date of birth' from the contact form",
    'missing_target',
    'browser-use',
    `${frameWin}.sent === null`,
  );
  b.actFails(HELP, 'Start a live chat', 'missing_target', 'browser-use', `!${shows('You are chatting with')}`);
  b.holds(HELP, 'Wait for the chat to say all advisers are busy', 'wait', 'midscene', {
    prepare: `${inShadow('#chat', '#start')}.click();`,
  });
  b.act(
    HELP,
    'Click the call back button',
    'frames',
    'testsigma',
    'window.callBack === true',
    `${inShadow('#chat', '#call')}.click();`,
  );
  b.fails(HELP, 'Live chat is open at weekends', 'false_claim', 'reflect');
}
