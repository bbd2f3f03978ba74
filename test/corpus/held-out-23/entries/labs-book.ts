/** Steps on Clearpath Diagnostics (apps/labs.ts): signing in, the home page and booking a test. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, later, on, q, setVal, tick } from '../../entry-scripts';

const LOGIN = '/labs/login';
const CODE = '/labs/login?code=1';
const HOME = '/labs/home';
const BOOK = '/labs/book';
const S2 = '/labs/book?step=2&test=fbc';
const S2PC = `${S2}&pc=LS6%202AB`;
const S3 = '/labs/book?step=3&test=fbc&clinic=harbour';
const D15 = `${S3}&date=2027-07-15`;
const D19 = `${S3}&date=2027-07-19`;
const LIPID = '/labs/book?step=3&test=lipid&clinic=harbour&date=2027-07-20';
const S4 = '/labs/book?step=4&test=lipid&clinic=northgate&date=2027-07-20&time=08:00';

const enter = (selector: string) =>
  `${q(selector)}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`;
const creds = (email: string, password: string) => `${setVal('#email', email)} ${setVal('#password', password)}`;
const atHome = "location.pathname === '/labs/home'";
const homeUnchanged = 'window.read.length === 0 && !window.noticeGone && !window.apptCancelled';
const family = (who: string) => `${tick('input[name=who][value=family]')} ${setVal('#fam', who)}`;
const loaded = { prepare: later('await wait(1200);') };
const slot = (t: string) => click(`.slot[data-t="${t}"]`);
const pick = (id: string) => click(`[data-id="${id}"] .pick`);
const booked = { prepare: later(`${tick('#prep')} ${click('#book')} await wait(1300);`) };

export function labsBookEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'Sign in with priya.nair@example.com and Copper-Kettle-9',
    'login',
    'cucumber-web',
    'window.codeStep === true',
    `${creds('priya.nair@example.com', 'Copper-Kettle-9')} ${click('#signin')}`,
  );
  b.act(
    LOGIN,
    'Log in as {{user}} with password {{pass}}, then enter the code {{code}}',
    'login',
    'skyvern',
    atHome,
    later(
      `${creds('priya.nair@example.com', 'Copper-Kettle-9')} ${click('#signin')} await wait(1000); ${setVal('#code', '246810')} ${click('#verify')}`,
    ),
    { variables: { user: 'priya.nair@example.com', pass: 'Copper-Kettle-9', code: '246810' } },
  );
  b.actFails(
    LOGIN,
    'Sign in with priya.nair@example.com and password copper-kettle-9',
    'missing_target',
    'bug-report',
    '!window.codeStep',
  );
  const badLogin = {
    prepare: later(`${creds('priya.nair@example.com', 'kettle')} ${click('#signin')} await wait(1000);`),
  };
  b.holds(LOGIN, 'An error says I have 2 attempts left', 'message', 'momentic', badLogin);
  b.fails(LOGIN, 'An error says my account is locked', 'false_claim', 'momentic', badLogin);
  b.actFails(LOGIN, 'Sign in with NHS login', 'missing_target', 'testrigor', '!window.codeStep');
  b.act(
    LOGIN,
    'Type Copper-Kettle-9 into the password field and press Enter',
    'keys',
    'codecept',
    'window.codeStep === true',
    `${setVal('#password', 'Copper-Kettle-9')} ${enter('#password')}`,
    { prepare: setVal('#email', 'priya.nair@example.com') },
  );
  b.holds(CODE, 'The page says the code went to my phone ending 4471', 'message', 'rainforest');
  b.fails(CODE, 'The code was sent to the phone ending 4417', 'false_claim', 'rainforest');
  b.actFails(CODE, 'Resend the code', 'missing_target', 'gauge', 'window.resent === 0');
  b.act(
    CODE,
    'Enter the security code 246810 and verify',
    'compound',
    'gauge',
    atHome,
    `${setVal('#code', '246810')} ${click('#verify')}`,
  );
  b.actFails(
    CODE,
    'Enter the code 246801 and verify',
    'missing_target',
    'bug-report',
    "location.pathname === '/labs/login'",
  );
  b.holds(CODE, "An error says the code isn't right", 'message', 'momentic', {
    prepare: later(`${setVal('#code', '123456')} ${click('#verify')} await wait(900);`),
  });

  // ---- Home
  b.holds('/labs/home?welcome=1', 'The page welcomes me back as Priya', 'message', 'rainforest');
  b.holds(HOME, 'The heading says "Good morning, Priya"', 'page', 'robot-browser');
  b.fails(HOME, 'The heading says "Good afternoon, Priya"', 'false_claim', 'robot-browser');
  b.holds(HOME, 'My next appointment is a full blood count on Thu 22 Jul 2027 at 08:40', 'scope', 'reflect');
  b.fails(HOME, 'My next appointment is at Northgate Clinic', 'false_claim', 'reflect');
  b.fails(HOME, 'My next appointment is at 08:20', 'false_claim', 'kane-ai');
  b.act(
    HOME,
    'Mark the message from Dr Shah as read',
    'scope',
    'stagehand',
    'window.read.includes(1)',
    click('#msgs [data-n="1"] .mark'),
  );
  b.actFails(HOME, 'Click "Mark as read"', 'ambiguous_target', 'testrigor', homeUnchanged);
  b.act(
    HOME,
    'Mark the first message as read',
    'ordinal',
    'zerostep',
    'window.read.includes(0)',
    click('#msgs [data-n="0"] .mark'),
  );
  b.holds(HOME, 'The unread count drops to 2', 'count', 'rainforest', { prepare: click('#msgs [data-n="0"] .mark') });
  b.fails(HOME, 'The photo ID message is marked as read', 'near_miss', 'reflect', {
    prepare: click('#msgs [data-n="0"] .mark'),
  });
  b.act(HOME, 'Dismiss the bank holiday notice', 'click', 'gauge', 'window.noticeGone === true', click('#notice-x'));
  b.fails(HOME, 'A notice says the clinics are closed on Monday 23 August', 'false_claim', 'mabl');
  b.act(
    HOME,
    'Cancel my appointment',
    'compound',
    'browser-use',
    'window.apptCancelled === true',
    `${click('#cancel-appt')} ${click('#ca-go')}`,
  );
  b.act(
    HOME,
    'Keep the appointment',
    'click',
    'gauge',
    `${hidden('#dlg-cancel')} && !window.apptCancelled`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: click('#cancel-appt') },
  );
  const cancelled = { prepare: later(`${click('#cancel-appt')} ${click('#ca-go')} await wait(1100);`) };
  b.holds(HOME, 'A toast says appointment CP-29114 was cancelled', 'message', 'octomind', cancelled);
  b.fails(HOME, 'The appointment card still shows Thu 22 Jul 2027 at 08:40', 'false_claim', 'rainforest', cancelled);
  b.act(
    HOME,
    'Reschedule my appointment',
    'click',
    'gauge',
    "location.pathname === '/labs/book' && location.search.includes('change=CP-29114')",
    click('#resched'),
  );
  b.fails(HOME, 'Three new results are ready', 'false_claim', 'kane-ai');
  b.act(
    HOME,
    'Open the account menu and sign out',
    'compound',
    'qa-wolf',
    "location.pathname === '/labs/login'",
    `${click('#acct')} ${click('#mi-out')}`,
  );
  b.actFails(HOME, 'Switch to dark mode', 'missing_target', 'checksum', homeUnchanged);
  b.actFails(HOME, 'Start a chat with a nurse', 'missing_target', 'browser-use', homeUnchanged);
  b.act(
    HOME,
    'Go to Family members from the account menu',
    'navigation',
    'stagehand',
    "location.pathname === '/labs/profile' && location.search.includes('tab=family')",
    `${click('#acct')} ${click('#acct-menu a[href*=family]')}`,
  );

  // ---- Book: the test
  b.holds(BOOK, '"Test" is the current step', 'state', 'product-verify');
  b.act(
    BOOK,
    'Search for "thyroid" and choose Thyroid function (TSH)',
    'compound',
    'qa-wolf',
    "window.bk.test === 'tsh'",
    `${setVal('#test-q', 'thyroid')} ${click('#test-list [data-value="tsh"]')}`,
  );
  b.act(
    BOOK,
    'Type "vit" in the test search and press Enter',
    'keys',
    'codecept',
    "window.bk.test === 'vitd'",
    `${setVal('#test-q', 'vit')} ${enter('#test-q')}`,
  );
  b.holds(BOOK, 'Two tests are suggested', 'count', 'mabl', { prepare: setVal('#test-q', 'vit') });
  b.fails(BOOK, 'Ferritin (iron stores) is one of the suggestions', 'false_claim', 'mabl', {
    prepare: setVal('#test-q', 'vit'),
  });
  b.actFails(BOOK, 'Choose the coeliac screen test', 'missing_target', 'testrigor', '!window.bk.test');
  b.holds(`${BOOK}?test=lipid`, 'The page says I need to fast for 10 hours', 'message', 'momentic');
  b.fails(`${BOOK}?test=fbc`, 'The page says I need to fast before this test', 'false_claim', 'momentic');
  b.fails(`${BOOK}?test=ferr`, 'Ferritin results take 3–5 days', 'false_claim', 'kane-ai');
  b.act(
    `${BOOK}?test=fbc`,
    'The test is for my son Arjun',
    'compound',
    'shortest',
    `${q('input[name=who][value=family]')}.checked && ${q('#fam')}.value === 'arjun'`,
    family('arjun'),
  );
  b.act(
    `${BOOK}?test=fbc`,
    'Book it for Meera and continue',
    'compound',
    'gauge',
    `window.step === 2 && ${q('#fam')}.value === 'meera'`,
    `${family('meera')} ${click('#c1')}`,
  );
  b.actFails(
    `${BOOK}?test=lipid`,
    'Book the test for Arjun and continue',
    'missing_target',
    'shortest',
    'window.step === 1',
  );
  const arjun = { prepare: later(`${family('arjun')} ${click('#c1')} await wait(900);`) };
  b.holds(
    `${BOOK}?test=lipid`,
    "An error says the lipid profile isn't available for children under 12",
    'message',
    'momentic',
    arjun,
  );
  b.fails(`${BOOK}?test=lipid`, 'An error says Arjun needs a GP referral', 'false_claim', 'momentic', arjun);
  b.act(
    `${BOOK}?test=fbc`,
    'Say my GP referred me and enter referral code CPR-4821',
    'compound',
    'shortest',
    `${q('input[name=pay][value=gp]')}.checked && ${q('#ref')}.value === 'CPR-4821'`,
    `${tick('input[name=pay][value=gp]')} ${setVal('#ref', 'CPR-4821')}`,
  );
  b.actFails(
    `${BOOK}?test=fbc`,
    'Use GP referral code 4821 and continue',
    'missing_target',
    'bug-report',
    'window.step === 1',
  );
  b.holds(`${BOOK}?test=fbc`, 'An error asks for a referral code like CPR-1234', 'message', 'momentic', {
    prepare: `${tick('input[name=pay][value=gp]')} ${setVal('#ref', '4821')} ${click('#c1')}`,
  });
  b.fails(BOOK, 'The Referral code field is visible', 'false_claim', 'spreewald');

  // ---- Book: the clinic
  b.act(
    S2,
    'Enter LS6 2AB in the postcode box and find clinics',
    'compound',
    'qa-wolf',
    'window.clinicsShown === true',
    `${setVal('#pc', 'LS6 2AB')} ${q('#pc-form')}.requestSubmit();`,
  );
  b.actFails(S2, 'Find clinics near "LS6"', 'missing_target', 'testrail-manual', '!window.clinicsShown');
  b.holds(S2, 'An error asks for a full postcode', 'message', 'momentic', {
    prepare: `${setVal('#pc', 'LS6')} ${q('#pc-form')}.requestSubmit();`,
  });
  b.holds(S2PC, 'Wait for the clinics to load', 'wait', 'midscene');
  b.holds(S2PC, '5 clinics are found near LS6 2AB', 'count', 'webarena', loaded);
  b.fails(S2PC, '6 clinics are found near LS6 2AB', 'false_claim', 'webarena', loaded);
  b.holds(S2PC, "St Anne's Health Centre is closed for refurbishment until 2 August", 'scope', 'reflect', loaded);
  b.fails(S2PC, 'Northgate Clinic is over-12s only', 'near_miss', 'reflect', loaded);
  b.fails(S2PC, 'Eastfield Community Hospital is 2.3 miles away', 'near_miss', 'reflect', loaded);
  b.act(
    S2PC,
    'Choose Northgate Clinic',
    'scope',
    'gauge',
    "window.bk.clinic === 'northgate' && window.step === 3",
    pick('northgate'),
    loaded,
  );
  b.actFails(S2PC, 'Click "Choose this clinic"', 'ambiguous_target', 'testrigor', 'window.step === 2', loaded);
  b.actFails(S2PC, "Choose St Anne's Health Centre", 'missing_target', 'gauge', 'window.step === 2', loaded);
  b.act(
    S2PC,
    'Pick the clinic with free parking',
    'scope',
    'browser-use',
    "window.bk.clinic === 'eastfield'",
    pick('eastfield'),
    loaded,
  );
  b.act(
    S2PC,
    'Click the third "Choose this clinic" button',
    'ordinal',
    'zerostep',
    "window.bk.clinic === 'ngpharm'",
    pick('ngpharm'),
    loaded,
  );
  b.actFails(
    '/labs/book?step=2&test=fbc&who=arjun&pc=LS6%202AB',
    'Choose Northgate Pharmacy',
    'missing_target',
    'gauge',
    'window.step === 2',
    loaded,
  );
  b.actFails(S2PC, 'Choose Leeds General Infirmary', 'missing_target', 'gauge', 'window.step === 2', loaded);

  // ---- Book: date and time
  b.holds(S3, 'Sun 18 Jul is disabled', 'state', 'spreewald');
  b.actFails(S3, 'Choose Sunday 18 July', 'missing_target', 'gauge', '!window.bk.date');
  b.holds(S3, 'The Continue button is disabled', 'state', 'spreewald');
  b.fails(D15, 'The Continue button is disabled', 'false_claim', 'spreewald', {
    prepare: later(`await wait(1000); ${slot('08:40')}`),
  });
  b.holds(S3, 'Wait for the times to load', 'wait', 'midscene', { prepare: click('.day[data-d="2027-07-15"]') });
  b.act(D15, 'Choose 08:40', 'click', 'gauge', "window.bk.time === '08:40'", slot('08:40'), loaded);
  b.actFails(D15, 'Choose 08:20', 'missing_target', 'gauge', '!window.bk.time', loaded);
  b.holds(D15, '08:20 is taken', 'state', 'reflect', loaded);
  b.fails(D15, '09:00 is taken', 'near_miss', 'reflect', loaded);
  b.act(
    D15,
    'Open the Afternoon tab and choose 14:40',
    'compound',
    'qa-wolf',
    "window.bk.time === '14:40'",
    `${click('#t-pm')} ${slot('14:40')}`,
    loaded,
  );
  const nine = { prepare: later(`await wait(1000); ${slot('09:00')}`) };
  b.holds(D15, 'It says "Selected: Thu 15 Jul at 09:00"', 'message', 'cucumber-web', nine);
  b.fails(D15, 'It says "Selected: Thu 15 Jul at 09:20"', 'false_claim', 'cucumber-web', nine);
  b.holds(D19, 'All morning times are taken on Mon 19 Jul', 'message', 'mabl', loaded);
  b.actFails(D19, 'Book a morning time on Monday 19 July', 'missing_target', 'mind2web', '!window.bk.time', loaded);
  b.actFails(
    LIPID,
    'Choose 14:00 in the afternoon and continue',
    'missing_target',
    'shortest',
    'window.step === 3',
    loaded,
  );
  b.holds(LIPID, 'An error says fasting tests must be booked before 11:00', 'message', 'momentic', {
    prepare: later(`await wait(1000); ${click('#t-pm')} ${slot('14:00')} ${click('#c3')} await wait(1000);`),
  });
  b.act(
    LIPID,
    'Choose 08:00 and continue',
    'compound',
    'gauge',
    'window.step === 4',
    `${slot('08:00')} ${click('#c3')}`,
    loaded,
  );

  // ---- Book: check and confirm
  b.holds(
    S4,
    'The summary shows Lipid profile (cholesterol) at Northgate Clinic on Tue 20 Jul 2027 at 08:00',
    'value',
    'kane-ai',
  );
  b.fails(S4, 'The summary says the price is £29.00', 'false_claim', 'kane-ai');
  b.act(
    S4,
    'Turn off the day-before text reminder',
    'widget',
    'checksum',
    `!(${on('#sw-remind')})`,
    click('#sw-remind'),
  );
  b.act(
    S4,
    "Tick I've read how to prepare and book the appointment",
    'compound',
    'qa-wolf',
    "!!window.booked && window.booked.ref === 'CP-30719'",
    `${tick('#prep')} ${click('#book')}`,
  );
  b.holds(S4, 'After booking, the reference is CP-30719', 'message', 'octomind', booked);
  b.holds(S4, 'The page title becomes "Appointment booked - Clearpath Diagnostics"', 'page', 'robot-browser', booked);
  b.fails(S4, 'The confirmation says the details went to priya.nair@nhs.net', 'false_claim', 'octomind', booked);
  b.actFails(S4, 'Pay with Apple Pay', 'missing_target', 'browser-use', 'window.booked === null');
  b.fails(S4, 'The "I\'ve read how to prepare" box is ticked', 'false_claim', 'spreewald');
}
