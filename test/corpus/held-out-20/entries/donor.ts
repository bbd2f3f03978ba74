/** Steps on Lifeline Donors (apps/donor.ts): sign-in, home, booking a session, My donations. */
import type { EntryBuilder } from '../../entry-builder';
import { click, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/donor/login';
const HOME = '/donor/home';
const BOOK = '/donor/book';
const HIST = '/donor/history';
const STEP2 = `${BOOK}?session=s1`;
const STEP3 = `${BOOK}?session=s1&time=10:00`;

const fill = (num: string, surname: string, d: string, m: string, y: string) =>
  `${setVal('#num', num)} ${setVal('#surname', surname)} ${setVal('#dob-d', d)} ${setVal('#dob-m', m)} ${setVal('#dob-y', y)}`;
const goodLogin = `${fill('DN 4471 208', 'Karim', '12', '8', '1991')} ${click('#go')}`;
const wrongLogin = later(`${fill('DN 4471 208', 'Karim', '21', '8', '1991')} ${click('#go')} await wait(1300);`);

const search = (pc: string, extra = '') => later(`${setVal('#pc', pc)} ${extra} ${click('#find')} await wait(1300);`);
const found = search('LS6 3HN');
const row = (id: string) => `#rows tr[data-id="${id}"] .choose`;
const choose = (id: string, before = '') =>
  later(
    `${setVal('#pc', 'LS6 3HN')} ${before} ${click('#find')} await wait(1300); ${click(row(id))} await wait(1000);`,
  );
const foundNext = later(`${setVal('#pc', 'LS6 3HN')} ${click('#find')} await wait(1300); ${click('#next')}`);

const frameWin = "document.querySelector('iframe').contentWindow";
const inHealth = (selector: string) => `${frameWin}.document.querySelector(${JSON.stringify(selector)})`;
const answer = (qn: number, value: 'yes' | 'no') => `${inHealth(`input[name=q${qn}][value=${value}]`)}.checked = true;`;
const answers = (q1: 'yes' | 'no', q2: 'yes' | 'no', q3: 'yes' | 'no') =>
  `${answer(1, q1)} ${answer(2, q2)} ${answer(3, q3)} ${inHealth('#save')}.click();`;
const declared = `${tick('#declare')}`;
const booked = later(`${answers('no', 'yes', 'no')} ${declared} ${click('#confirm')} await wait(1400);`);

const openCancel = click('#cancel');
const openTime = click('#retime');
const cardLoaded = later('await wait(1500);');

export function donorEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'Sign in with donor number DN 4471 208, surname Karim and date of birth 12 August 1991',
    'login',
    'skyvern',
    "location.pathname === '/donor/home'",
    goodLogin,
  );
  b.act(
    LOGIN,
    'Sign in with donor number {{donor}}, surname {{surname}}, born {{dob}}',
    'login',
    'skyvern',
    "location.pathname === '/donor/home'",
    goodLogin,
    { variables: { donor: 'DN 4471 208', surname: 'Karim', dob: '12/08/1991' } },
  );
  b.actFails(
    LOGIN,
    'Sign in as DN 4471 208, Karim, born 21 August 1991',
    'missing_target',
    'bug-report',
    "location.pathname === '/donor/login'",
  );
  b.holds(LOGIN, "An error says they couldn't find a donor with those details", 'message', 'momentic', {
    prepare: wrongLogin,
  });
  b.fails(LOGIN, 'An error says my surname is wrong', 'false_claim', 'momentic', { prepare: wrongLogin });
  b.holds(LOGIN, 'A "There is a problem" box lists three errors', 'count', 'rainforest', { prepare: click('#go') });
  b.fails(LOGIN, 'A "There is a problem" box lists two errors', 'false_claim', 'rainforest', { prepare: click('#go') });
  const badDate = `${fill('DN 4471 208', 'Karim', '31', '13', '1991')} ${click('#go')}`;
  b.holds(LOGIN, 'An error says the date of birth must be a real date', 'message', 'momentic', { prepare: badDate });
  b.fails(LOGIN, 'An error asks me to enter my surname', 'near_miss', 'momentic', { prepare: badDate });
  b.act(
    LOGIN,
    'Type 12 in Day, 8 in Month and 1991 in Year',
    'compound',
    'codecept',
    `${q('#dob-d')}.value === '12' && ${q('#dob-m')}.value === '8' && ${q('#dob-y')}.value === '1991'`,
    `${setVal('#dob-d', '12')} ${setVal('#dob-m', '8')} ${setVal('#dob-y', '1991')}`,
  );
  b.actFails(LOGIN, 'Click Register', 'missing_target', 'testrigor', "location.pathname === '/donor/login'");
  b.act(
    LOGIN,
    'When I fill in "Surname" with "Karim"',
    'fill',
    'cucumber-web',
    `${q('#surname')}.value === 'Karim'`,
    setVal('#surname', 'Karim'),
  );
  b.holds(`${LOGIN}?out=1`, 'I should see "You have signed out"', 'message', 'cucumber-web');
  b.fails(LOGIN, 'A message thanks me for being a donor', 'false_claim', 'octomind');
  b.fails(LOGIN, 'Get Title should be "Log in - Lifeline Donors"', 'false_claim', 'robot-browser');
  b.act(
    LOGIN,
    'Press Enter in the Year field',
    'keys',
    'codecept',
    "location.pathname === '/donor/home'",
    `${q('#login')}.requestSubmit();`,
    { prepare: fill('DN 4471 208', 'Karim', '12', '8', '1991') },
  );

  // ---- Home: summary and appointment
  b.holds(HOME, 'The page greets Ayesha', 'message', 'rainforest');
  b.fails(HOME, 'Ayesha has given 15 donations', 'false_claim', 'kane-ai');
  b.holds(HOME, 'My blood group is O negative', 'value', 'reflect');
  b.fails(HOME, 'My blood group is O positive', 'near_miss', 'reflect');
  b.holds(HOME, 'I can give whole blood again from Wed 23 Jun 2027', 'value', 'kane-ai');
  b.fails(HOME, 'I can give whole blood again from Thu 1 Jul 2027', 'near_miss', 'kane-ai');
  b.holds(HOME, 'My next appointment is on Thu 1 Jul 2027 at 17:20', 'value', 'reflect');
  b.fails(HOME, 'My next appointment is at Headingley Methodist Church', 'false_claim', 'reflect');
  b.act(HOME, 'Add the appointment to my calendar', 'click', 'browser-use', 'window.calendar === true', click('#ics'));
  b.act(HOME, 'Click "Cancel appointment"', 'click', 'testrigor', visible('#dlg-cancel'), openCancel);
  b.act(
    HOME,
    "Cancel my appointment because I can't make the time",
    'compound',
    'browser-use',
    "window.appt === null && window.cancelReason === 'time'",
    later(`${openCancel} ${tick('input[name=why][value=time]')} ${click('#cx-go')} await wait(900);`),
  );
  b.holds(HOME, 'The dialog asks "Cancel your appointment on Thu 1 Jul?"', 'widget', 'octomind', {
    prepare: openCancel,
  });
  b.fails(HOME, "The dialog warns that I'll be charged a late cancellation fee", 'false_claim', 'octomind', {
    prepare: openCancel,
  });
  b.act(
    HOME,
    'Click "Yes, cancel it" without choosing a reason',
    'click',
    'bug-report',
    `${q('#cx-err')}.textContent === 'Choose a reason'`,
    click('#cx-go'),
    { prepare: openCancel },
  );
  const cancelled = later(`${openCancel} ${tick('input[name=why][value=other]')} ${click('#cx-go')} await wait(900);`);
  b.holds(HOME, 'A toast says my appointment on Thu 1 Jul has been cancelled', 'message', 'octomind', {
    prepare: cancelled,
  });
  b.fails(HOME, 'My next appointment is on Thu 1 Jul at 17:20', 'near_miss', 'rainforest', { prepare: cancelled });
  b.act(
    `${HOME}?cancelled=1`,
    'Click "Book an appointment"',
    'navigation',
    'testrigor',
    "location.pathname === '/donor/book'",
    click('#no-appt a'),
  );
  b.actFails(
    `${HOME}?cancelled=1`,
    'Change the time of my appointment to 16:40',
    'missing_target',
    'gauge',
    'window.appt === null',
  );
  b.act(
    HOME,
    'Change my appointment time to 16:40',
    'compound',
    'browser-use',
    "window.appt.time === '16:40'",
    `${openTime} ${tick('input[name=time][value="16:40"]')} ${click('#tm-go')}`,
  );
  b.actFails(HOME, 'Move my appointment to 18:00', 'missing_target', 'shortest', "window.appt.time === '17:20'");
  b.actFails(HOME, 'Change my appointment to 17:00', 'missing_target', 'gauge', "window.appt.time === '17:20'");
  b.actFails(
    HOME,
    'Move my appointment to Friday 2 July',
    'missing_target',
    'mind2web',
    "window.appt.date === '2027-07-01'",
  );
  b.fails(HOME, '17:40 is full', 'near_miss', 'reflect', { prepare: openTime });
  const taken = later(`${openTime} ${tick('input[name=time][value="18:00"]')} ${click('#tm-go')} await wait(1100);`);
  b.holds(HOME, 'An error says 18:00 has just been taken', 'message', 'momentic', { prepare: taken });
  b.fails(HOME, 'The appointment is now at 18:00', 'false_claim', 'rainforest', { prepare: taken });
  b.act(
    HOME,
    'Save the new time without changing it',
    'click',
    'bug-report',
    `${q('#tm-err')}.textContent === "That's already your time"`,
    click('#tm-go'),
    { prepare: openTime },
  );

  // ---- Home: stocks, reminders, travel, questions, donor card, menu
  b.holds(HOME, 'O negative stocks are Low at 3.1 days', 'scope', 'reflect');
  b.fails(HOME, 'B negative stocks are Low', 'near_miss', 'reflect');
  b.fails(HOME, 'AB positive has 8.0 days of stock', 'near_miss', 'kane-ai');
  b.holds(HOME, 'Two blood groups are marked Low', 'count', 'webarena');
  b.fails(HOME, 'Three blood groups are marked Low', 'false_claim', 'webarena');
  b.holds(HOME, 'Text reminders the day before are switched on', 'state', 'product-verify');
  b.fails(HOME, 'Alerts for low O negative stocks are switched on', 'false_claim', 'product-verify');
  b.act(HOME, 'Turn on the low stock alerts', 'widget', 'checksum', on('#sw-stock'), click('#sw-stock'));
  b.act(
    HOME,
    'Switch off the email telling me when I can give again',
    'widget',
    'checksum',
    `!(${on('#sw-again')})`,
    click('#sw-again'),
  );
  b.actFails(
    HOME,
    'Turn off the reminder',
    'ambiguous_target',
    'bug-report',
    `${on('#sw-text')} && ${on('#sw-again')}`,
  );
  b.actFails(HOME, 'Turn on email newsletters', 'missing_target', 'checksum', '!Object.keys(window.prefs).length');
  b.act(
    HOME,
    'Check travel for Brazil, back on 1 June 2027',
    'compound',
    'mind2web',
    `!!window.travel && ${q('#travel-msg')}.textContent.includes('1 Dec 2027')`,
    `${setVal('#country', 'Brazil')} ${setVal('#back', '2027-06-01')} ${click('#check-travel')}`,
  );
  const brazil = later(
    `${setVal('#country', 'Brazil')} ${setVal('#back', '2027-06-01')} ${click('#check-travel')} await wait(1100);`,
  );
  b.holds(HOME, 'The travel checker says I can give blood again from Wed 1 Dec 2027', 'message', 'momentic', {
    prepare: brazil,
  });
  b.fails(HOME, 'The travel checker says I need to wait 4 months', 'false_claim', 'momentic', { prepare: brazil });
  b.holds(HOME, 'The travel checker says I can give blood as normal', 'message', 'momentic', {
    prepare: later(
      `${setVal('#country', 'France')} ${setVal('#back', '2027-06-01')} ${click('#check-travel')} await wait(1100);`,
    ),
  });
  b.holds(HOME, 'Wait for the travel check result', 'wait', 'magnitude', {
    prepare: `${setVal('#country', 'India')} ${setVal('#back', '2027-05-20')} ${click('#check-travel')}`,
  });
  b.actFails(
    HOME,
    'Select Portugal from the country list',
    'missing_target',
    'testrigor',
    `${q('#country')}.value === ''`,
  );
  b.act(
    HOME,
    'Expand "What ID do I need?"',
    'widget',
    'checksum',
    `${q('#faq-3')}.getAttribute('aria-expanded') === 'true'`,
    click('#faq-3'),
  );
  b.fails(HOME, 'The answer says to drink a litre of water before donating', 'false_claim', 'reflect', {
    prepare: click('#faq-2'),
  });
  b.actFails(
    HOME,
    'Expand the question',
    'ambiguous_target',
    'bug-report',
    "document.querySelectorAll('[data-acc][aria-expanded=true]').length === 0",
  );
  b.actFails(
    HOME,
    'Expand the question about parking',
    'missing_target',
    'checksum',
    "document.querySelectorAll('[data-acc][aria-expanded=true]').length === 0",
  );
  b.holds(HOME, 'Wait until the donor card shows my donor number', 'wait', 'midscene');
  b.fails(HOME, 'The donor card says Gold donor', 'false_claim', 'reflect', { prepare: cardLoaded });
  b.act(
    HOME,
    'Add my donor card to my phone wallet',
    'frames',
    'browser-use',
    `window.wallet === true && ${inShadow('#dcard', '#m')}.textContent.includes('wallet')`,
    `${inShadow('#dcard', '#wallet')}.click();`,
    { prepare: cardLoaded },
  );
  b.actFails(
    HOME,
    'Change my blood group to A positive',
    'missing_target',
    'browser-use',
    "location.pathname === '/donor/home'",
  );
  b.holds(HOME, "An error says my blood group can't be changed here", 'message', 'momentic', {
    prepare: `${click('#acct')} ${click('#mi-group')}`,
  });
  b.act(
    HOME,
    'Sign out',
    'click',
    'robot-browser',
    "location.pathname === '/donor/login'",
    `${click('#acct')} ${click('#mi-out')}`,
  );

  // ---- Booking: step 1
  b.holds(BOOK, 'Whole blood is selected', 'state', 'spreewald');
  b.fails(BOOK, '"Health check" is the current step', 'false_claim', 'product-verify');
  b.act(
    BOOK,
    'Search for sessions near LS6 3HN',
    'compound',
    'gauge',
    `${q('#found')}.textContent.includes('LS6 3HN')`,
    `${setVal('#pc', 'LS6 3HN')} ${click('#find')}`,
  );
  b.act(
    BOOK,
    'Find sessions within 10 miles of LS6 3HN',
    'compound',
    'mind2web',
    `${q('#found')}.textContent.startsWith('8 sessions within 10 miles')`,
    `${setVal('#pc', 'LS6 3HN')} ${setVal('#within', '10')} ${click('#find')}`,
  );
  b.holds(BOOK, "An error says they don't run sessions in Scotland", 'message', 'momentic', {
    prepare: search('EH1 1YZ'),
  });
  b.fails(BOOK, 'Sessions near EH1 1YZ are listed', 'false_claim', 'mabl', { prepare: search('EH1 1YZ') });
  b.holds(BOOK, "An error says they couldn't find that place", 'message', 'momentic', { prepare: search('Narnia') });
  b.act(
    BOOK,
    'Click Find sessions without entering a postcode',
    'click',
    'bug-report',
    `${q('#find-err')}.textContent === 'Enter a postcode or town'`,
    click('#find'),
  );
  b.holds(BOOK, '6 sessions within 5 miles are found', 'count', 'webarena', { prepare: found });
  b.fails(BOOK, '7 sessions within 5 miles are found', 'false_claim', 'webarena', { prepare: found });
  b.holds(BOOK, 'Kirkstall Abbey Visitor Centre is full', 'scope', 'reflect', { prepare: found });
  b.fails(BOOK, 'Headingley Methodist Church is full', 'near_miss', 'reflect', { prepare: found });
  b.holds(BOOK, 'The Choose button for Kirkstall Abbey is disabled', 'state', 'spreewald', { prepare: found });
  b.fails(BOOK, 'Headingley Methodist Church is 0.4 miles away', 'near_miss', 'kane-ai', { prepare: found });
  b.fails(BOOK, 'The Leeds Donor Centre session on Thu 24 Jun has 5 places left', 'near_miss', 'kane-ai', {
    prepare: found,
  });
  b.act(
    BOOK,
    'Choose the Leeds Donor Centre session on Thursday 24 June',
    'scope',
    'stagehand',
    "window.chosen === 's1' && window.step === 2",
    click(row('s1')),
    { prepare: found },
  );
  b.actFails(BOOK, 'Choose Leeds Donor Centre', 'ambiguous_target', 'testrigor', 'window.chosen === null', {
    prepare: found,
  });
  b.actFails(BOOK, 'Choose the nearest session', 'ambiguous_target', 'webvoyager', 'window.chosen === null', {
    prepare: found,
  });
  b.actFails(
    BOOK,
    'Choose the Headingley Methodist Church session',
    'missing_target',
    'gauge',
    'window.chosen === null',
    {
      prepare: found,
    },
  );
  const early = choose('s2');
  b.holds(BOOK, "An error says I can't give whole blood until Wed 23 Jun 2027", 'message', 'momentic', {
    prepare: early,
  });
  b.fails(BOOK, 'The error says the Headingley session is full', 'false_claim', 'momentic', { prepare: early });
  b.actFails(BOOK, 'Choose the Kirkstall Abbey session', 'missing_target', 'gauge', 'window.chosen === null', {
    prepare: found,
  });
  b.act(
    BOOK,
    'Go to the next page of sessions',
    'navigation',
    'testrail-manual',
    'window.spage === 2',
    click('#next'),
    {
      prepare: found,
    },
  );
  b.act(BOOK, 'Choose Roundhay Park Pavilion', 'scope', 'testrigor', "window.chosen === 's4'", click(row('s4')), {
    prepare: foundNext,
  });
  b.actFails(
    `${BOOK}?type=Plasma`,
    'Choose the Roundhay Park Pavilion session',
    'missing_target',
    'gauge',
    'window.chosen === null',
    { prepare: foundNext },
  );
  b.holds(`${BOOK}?type=Plasma`, 'An error says plasma can only be given at a donor centre', 'message', 'momentic', {
    prepare: later(
      `${setVal('#pc', 'LS6 3HN')} ${click('#find')} await wait(1300); ${click('#next')} ${click(row('s4'))} await wait(1000);`,
    ),
  });
  b.act(
    BOOK,
    'Drag the Within slider to 2 miles',
    'widget',
    'midscene',
    `${q('#within')}.value === '2'`,
    setVal('#within', '2'),
    {
      prepare: found,
    },
  );
  b.act(
    BOOK,
    'Find sessions near LS6 3HN and choose the Leeds Donor Centre session on Saturday 26 June',
    'compound',
    'shortest',
    "window.chosen === 's3'",
    choose('s3'),
  );
  b.actFails(BOOK, 'Click "Show on map"', 'missing_target', 'testrigor', 'window.chosen === null', { prepare: found });

  // ---- Booking: step 2
  b.holds(STEP2, 'The heading shows Leeds Donor Centre, Bond Court · Thu 24 Jun 2027', 'page', 'robot-browser');
  b.act(
    STEP2,
    'Pick the 10:00 slot',
    'click',
    'midscene',
    `window.slot === '10:00' && ${q('.slot[data-t="10:00"]')}.getAttribute('aria-pressed') === 'true'`,
    click('.slot[data-t="10:00"]'),
  );
  b.act(
    STEP2,
    'Open the Afternoon tab and choose 14:40',
    'compound',
    'qa-wolf',
    "window.slot === '14:40'",
    `${click('#t-pm')} ${click('.slot[data-t="14:40"]')}`,
  );
  b.actFails(STEP2, 'Choose 09:40', 'missing_target', 'gauge', 'window.slot === null');
  b.actFails(STEP2, 'Choose the 12:00 slot', 'missing_target', 'gauge', 'window.slot === null');
  b.holds(STEP2, 'The 09:40 slot is full', 'state', 'reflect');
  b.fails(STEP2, 'The 10:20 slot is full', 'near_miss', 'reflect');
  b.act(
    STEP2,
    'Click Continue without choosing a time',
    'click',
    'bug-report',
    `${q('#time-err')}.textContent === 'Choose a time'`,
    click('#cont2'),
  );
  b.act(
    STEP2,
    'Choose 10:20 and continue',
    'compound',
    'qa-wolf',
    "window.step === 3 && window.slot === '10:20'",
    `${click('.slot[data-t="10:20"]')} ${click('#cont2')}`,
  );
  b.act(STEP2, 'Go back to the sessions', 'navigation', 'robot-browser', 'window.step === 1', click('#back2'));
  b.holds(STEP2, 'The 10:00 slot is pressed', 'state', 'spreewald', { prepare: click('.slot[data-t="10:00"]') });
  b.fails(STEP2, 'The 09:20 slot is pressed', 'near_miss', 'spreewald', { prepare: click('.slot[data-t="10:00"]') });
  b.actFails(STEP2, 'Click Choose', 'missing_target', 'behat', 'window.step === 2');

  // ---- Booking: step 3
  b.holds(
    STEP3,
    'The summary says Thu 24 Jun 2027 at 10:00 · Leeds Donor Centre, Bond Court · Whole blood',
    'message',
    'mabl',
  );
  b.fails(STEP3, 'The summary says the appointment is at 10:20', 'false_claim', 'mabl');
  b.act(
    STEP3,
    'Tick the donor declaration',
    'check',
    'checksum',
    `${q('#declare')}.checked && !${q('#confirm')}.disabled`,
    tick('#declare'),
  );
  b.act(
    STEP3,
    'In the health check, answer No to the tattoo question',
    'frames',
    'stagehand',
    `${inHealth('input[name=q1][value=no]')}.checked`,
    answer(1, 'no'),
  );
  b.act(
    STEP3,
    'Answer the health check: no tattoo, feeling well, no antibiotics, and save the answers',
    'frames',
    'qa-wolf',
    `!!${frameWin}.answers && ${frameWin}.answers.q1 === 'no' && ${frameWin}.answers.q2 === 'yes' && ${frameWin}.answers.q3 === 'no'`,
    answers('no', 'yes', 'no'),
  );
  b.actFails(STEP3, 'Answer No', 'ambiguous_target', 'testrigor', `!${inHealth('input[value=no]:checked')}`);
  b.act(
    STEP3,
    'Agree to the declaration and confirm the appointment',
    'compound',
    'qa-wolf',
    "!!window.booked && window.booked.session === 's1' && window.booked.time === '10:00'",
    `${declared} ${click('#confirm')}`,
    { prepare: answers('no', 'yes', 'no') },
  );
  b.actFails(STEP3, 'Click Confirm appointment', 'missing_target', 'testrigor', 'window.booked === null', {
    prepare: answers('no', 'yes', 'no'),
  });
  b.actFails(STEP3, 'Confirm the appointment', 'missing_target', 'gauge', 'window.booked === null', {
    prepare: `${answers('yes', 'yes', 'no')} ${declared}`,
  });
  b.holds(STEP3, "An error says I can't give blood within 4 months of a tattoo", 'message', 'momentic', {
    prepare: later(`${answers('yes', 'yes', 'no')} ${declared} ${click('#confirm')} await wait(1400);`),
  });
  b.actFails(STEP3, 'Confirm the appointment', 'missing_target', 'gauge', 'window.booked === null', {
    prepare: `${answers('no', 'yes', 'yes')} ${declared}`,
  });
  b.fails(STEP3, "An error says I can't donate while I'm unwell", 'near_miss', 'momentic', {
    prepare: later(`${answers('no', 'yes', 'yes')} ${declared} ${click('#confirm')} await wait(1400);`),
  });
  b.holds(STEP3, 'An error asks me to complete the health check first', 'message', 'momentic', {
    prepare: `${declared} ${click('#confirm')}`,
  });
  b.holds(STEP3, "The page says You're booked in", 'message', 'rainforest', { prepare: booked });
  b.holds(STEP3, 'The booking reference is LD-58213', 'value', 'kane-ai', { prepare: booked });
  b.fails(STEP3, 'The booking reference is LD-58231', 'false_claim', 'kane-ai', { prepare: booked });
  b.fails(STEP3, 'A confirmation email was sent to ayesha.karim@example.com', 'false_claim', 'octomind', {
    prepare: booked,
  });
  b.act(STEP3, 'Go back and pick a different time', 'navigation', 'browser-use', 'window.step === 2', click('#back3'));
  b.fails(STEP3, 'The summary says I am bringing a friend', 'false_claim', 'mabl');

  // ---- My donations
  b.holds(HIST, "I've given blood 14 times", 'value', 'kane-ai');
  b.fails(HIST, "I've given blood 16 times", 'near_miss', 'kane-ai');
  b.holds(HIST, '16 sessions are shown for all years', 'count', 'webarena');
  b.holds(HIST, 'My last donation was on Wed 3 Mar 2027 at Leeds Donor Centre', 'ordinal', 'webarena');
  b.fails(HIST, 'My last donation was at Headingley Methodist Church', 'near_miss', 'webarena');
  b.holds(HIST, "On Tue 21 Jul 2026 I couldn't donate because of low iron", 'scope', 'reflect');
  b.fails(HIST, "On Tue 10 Nov 2026 I couldn't donate", 'near_miss', 'reflect');
  b.holds(HIST, 'The Certificate button for 21 Jul 2026 is disabled', 'state', 'spreewald');
  b.fails(HIST, 'The Certificate button for 10 Nov 2026 is disabled', 'near_miss', 'spreewald');
  b.act(
    HIST,
    'Download the certificate for 3 March 2027',
    'scope',
    'browser-use',
    'window.certificates.includes(0)',
    click('#rows tr[data-n="0"] .cert'),
  );
  b.actFails(
    HIST,
    'Download the certificate for 21 July 2026',
    'missing_target',
    'gauge',
    'window.certificates.length === 0',
  );
  b.actFails(HIST, 'Click Certificate', 'ambiguous_target', 'behat', 'window.certificates.length === 0');
  b.act(
    HIST,
    'Show the details of the donation on 10 Nov 2026',
    'scope',
    'stagehand',
    'window.expanded[1] === true',
    click('#rows tr[data-n="1"] .details'),
  );
  b.holds(HIST, 'The haemoglobin was 134 g/L', 'value', 'kane-ai', { prepare: click('#rows tr[data-n="1"] .details') });
  b.fails(HIST, 'The haemoglobin was 136 g/L', 'false_claim', 'kane-ai', {
    prepare: click('#rows tr[data-n="1"] .details'),
  });
  b.act(
    HIST,
    'Click the second Details button',
    'ordinal',
    'zerostep',
    'window.expanded[1] === true',
    click('#rows tr[data-n="1"] .details'),
  );
  b.actFails(
    HIST,
    'Show the details for Leeds Donor Centre',
    'ambiguous_target',
    'stagehand',
    'Object.keys(window.expanded).length === 0',
  );
  b.act(
    HIST,
    'When I select "2026" from "Year"',
    'select',
    'cucumber-web',
    `${q('#year')}.value === '2026'`,
    setVal('#year', '2026'),
  );
  b.holds(`${HIST}?year=2026`, '4 sessions are shown for 2026', 'count', 'webarena');
  b.fails(`${HIST}?year=2026`, '5 sessions are shown for 2026', 'false_claim', 'webarena');
  b.holds(`${HIST}?year=2026`, 'Roundhay Park Pavilion is listed', 'scope', 'mabl');
  b.actFails(HIST, 'Select 2021 from Year', 'missing_target', 'testrigor', `${q('#year')}.value === ''`);
  b.act(
    HIST,
    'Go to the last page',
    'navigation',
    'webvoyager',
    'window.hpage === 4',
    `${click('#next')} ${click('#next')} ${click('#next')}`,
  );
  const lastPage = { prepare: `${click('#next')} ${click('#next')} ${click('#next')}` };
  b.holds(HIST, 'My first donation was on Tue 9 Aug 2022', 'ordinal', 'webarena', lastPage);
  b.holds(HIST, 'The last page shows one donation', 'count', 'webarena', lastPage);
  b.fails(HIST, 'The last page shows two donations', 'false_claim', 'webarena', lastPage);
  b.holds(HIST, 'I reached 10 donations on 14 Oct 2025', 'value', 'reflect');
  b.fails(HIST, 'I reached 10 donations on 21 Nov 2023', 'near_miss', 'reflect');
  b.holds(HIST, 'I need 11 more donations to reach 25', 'value', 'reflect');
  b.fails(HIST, 'I need 9 more donations to reach 25', 'false_claim', 'reflect');
  b.actFails(HIST, 'Filter the donations by venue', 'missing_target', 'mind2web', `${q('#year')}.value === ''`);
  b.fails(HIST, 'A "Download all certificates" button is shown', 'missing_target', 'mabl');
  b.holds(HIST, 'The Previous button is disabled', 'state', 'spreewald');
}
