/** Steps for Pulse & Pine's sign-in, timetable, My bookings and Join wizard (`apps/studio.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/studio/login';
const CL = '/studio/classes';
const FRI = '/studio/classes?day=fri';
const SAT = '/studio/classes?day=sat';
const BK = '/studio/bookings';
const PAST = '/studio/bookings?tab=past';
const J1 = '/studio/join';
const J2 = '/studio/join?step=2';
const J3 = '/studio/join?step=3';

const signIn = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)} ${click('#go')}`;
const card = (id: string, what: string) => click(`.cls[data-id="${id}"] .${what}`);
const cls = (id: string) => `window.classes.filter((c) => c.id === ${JSON.stringify(id)})[0]`;
const booked = (id: string) => `window.bookedIds.includes(${JSON.stringify(id)})`;
const row = (ref: string, what: string) => click(`#up tr[data-ref="${ref}"] .${what}`);
const gone = (ref: string) => `window.cancelled.includes(${JSON.stringify(ref)})`;
const star = (id: string, n: number) => click(`#rate-${id} [data-n="${n}"]`);
const shadow = (s: string) => inShadow('#chat', s);
const askCoach = (text: string) =>
  `${shadow('#ask')}.value = ${JSON.stringify(text)}; ${shadow('#ask')}.dispatchEvent(new Event('input', { bubbles: true })); ${shadow('#send')}.click();`;
const hq = (id: string) => `${inFrame(`#${id}`)}.click();`;
const aboutYou = (dob: string) =>
  `${setVal('#first', 'Maya')} ${setVal('#last', 'Fern')} ${setVal('#j-email', 'maya.fern@example.com')} ${setVal('#dob', dob)} ${setVal('#ec-name', 'Owen Fern')} ${setVal('#ec-phone', '07700 900456')}`;
const promo = (code: string) => later(`${setVal('#promo', code)} ${click('#apply')} await wait(1300);`);

export function studioEntries(e: EntryBuilder): void {
  // Sign in
  e.act(
    LOGIN,
    'Sign in as maya.fern@example.com with the password Lunges-42',
    'login',
    'skyvern',
    `location.pathname === '/studio/classes'`,
    signIn('maya.fern@example.com', 'Lunges-42'),
  );
  e.act(
    LOGIN,
    'Log in using {{member}} and {{secret}}; you are done when the class timetable is showing',
    'login',
    'skyvern',
    `location.pathname === '/studio/classes' && !!document.querySelector('#cards')`,
    signIn('maya.fern@example.com', 'Lunges-42'),
    { variables: { member: 'maya.fern@example.com', secret: 'Lunges-42' } },
  );
  e.act(
    LOGIN,
    'I fill in "Email" with "maya.fern@example.com"',
    'fill',
    'rails-web-steps',
    `${q('#email')}.value === 'maya.fern@example.com'`,
    setVal('#email', 'maya.fern@example.com'),
  );
  e.act(LOGIN, 'check remember this device', 'check', 'bug-report', `${q('#device')}.checked`, tick('#device'));
  e.act(
    LOGIN,
    'Enter maya.fern@example.com and Lunges-42 in the sign-in form, then press Enter',
    'keys',
    'codecept',
    `location.pathname === '/studio/classes'`,
    `${setVal('#email', 'maya.fern@example.com')} ${setVal('#pw', 'Lunges-42')} ${q('#login')}.requestSubmit();`,
  );
  e.act(
    LOGIN,
    'Tick Remember this device and sign in with maya.fern@example.com / Lunges-42',
    'compound',
    'qa-wolf',
    `location.pathname === '/studio/classes' && sessionStorage.getItem('studio-device') === '1'`,
    `${tick('#device')} ${signIn('maya.fern@example.com', 'Lunges-42')}`,
  );
  e.actFails(
    LOGIN,
    'Sign in with maya.fern@example.com and Lunges-24 and get to the timetable',
    'false_claim',
    'skyvern',
    `location.pathname === '/studio/login'`,
  );
  e.holds(LOGIN, "An error says the email and password don't match", 'message', 'momentic', {
    prepare: later(`${signIn('maya.fern@example.com', 'Lunges-24')} await wait(1000);`),
  });
  e.fails(LOGIN, 'the page tells me my membership is frozen', 'false_claim', 'midscene', {
    prepare: later(`${signIn('maya.fern@example.com', 'Lunges-24')} await wait(1000);`),
  });
  e.holds(LOGIN, 'I should see "This membership is frozen. Contact the front desk."', 'message', 'rails-web-steps', {
    prepare: later(`${signIn('frozen@example.com', 'Whatever-1')} await wait(1000);`),
  });
  e.holds(LOGIN, 'Page title is "Sign in | Pulse & Pine"', 'page', 'robot-browser');
  e.fails(LOGIN, 'the "Sign in" button should be disabled', 'false_claim', 'spreewald');
  e.actFails(
    LOGIN,
    'Click "Sign in with Apple"',
    'missing_target',
    'testrigor',
    `location.pathname === '/studio/login'`,
  );
  e.holds(LOGIN, 'The email box shows the hint you@example.com', 'value', 'rainforest');
  e.fails(LOGIN, 'the "Email" field should contain "maya.fern@example.com"', 'near_miss', 'spreewald', {
    prepare: setVal('#email', 'maya.fern@example.org'),
  });

  // Timetable
  e.holds(CL, 'the heading should be "Class timetable"', 'page', 'spreewald');
  e.holds(CL, 'I should see 6 classes', 'count', 'mink');
  e.fails(CL, 'Seven classes are on the timetable for Thursday', 'false_claim', 'webarena');
  e.holds(CL, 'Credits left shows 2', 'value', 'kane-ai');
  e.fails(CL, 'Verify I have 3 credits left', 'near_miss', 'kane-ai');
  e.holds(CL, 'The Reformer Pilates card says 2 spaces left', 'scope', 'reflect');
  e.fails(CL, 'Vinyasa Flow has 9 spaces left', 'near_miss', 'reflect');
  e.holds(CL, 'Yin Yoga is already booked', 'state', 'reflect');
  e.fails(CL, 'Reformer Pilates shows as booked', 'near_miss', 'reflect');
  e.holds(CL, 'The Book button on the 07:00 Spin 45 is disabled', 'state', 'spreewald');
  e.fails(CL, 'The Book button on the 19:00 Spin 45 is disabled', 'near_miss', 'spreewald');
  e.holds(CL, 'HIIT Express is full with 2 people on the waitlist', 'scope', 'reflect');
  e.fails(CL, 'Ravi Shah teaches Yin Yoga', 'near_miss', 'reflect');
  e.act(CL, 'Book the 19:00 Spin 45', 'scope', 'gauge', booked('c5'), card('c5', 'book'));
  e.actFails(
    CL,
    'Click "Book" on the Reformer Pilates card',
    'missing_target',
    'testrigor',
    `window.bookedIds.length === 0 && ${cls('c4')}.state === ''`,
  );
  e.actFails(
    CL,
    'Book Vinyasa Flow at 11:00 today',
    'missing_target',
    'browser-use',
    `window.bookedIds.length === 0 && window.credits === 2`,
  );
  e.holds(CL, 'An error says bookings for Vinyasa Flow at 11:00 have closed', 'message', 'momentic', {
    prepare: card('c2', 'book'),
  });
  e.holds(CL, 'I see that Reformer Pilates needs an intro session first', 'message', 'codecept', {
    prepare: later(`${card('c4', 'book')} await wait(1300);`),
  });
  e.fails(CL, 'The error says Reformer Pilates is full', 'false_claim', 'momentic', {
    prepare: later(`${card('c4', 'book')} await wait(1300);`),
  });
  e.actFails(
    CL,
    'click Details',
    'ambiguous_target',
    'robot-browser',
    `${hidden('#dlg-info')} && window.infoFor === null`,
  );
  e.act(
    CL,
    'click the fifth Details button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-info')} && window.infoFor === 'c5'`,
    card('c5', 'info'),
  );
  e.act(
    CL,
    'Open the details for Yin Yoga',
    'widget',
    'checksum',
    `${visible('#dlg-info')} && window.infoFor === 'c6'`,
    card('c6', 'info'),
  );
  e.holds(CL, 'The details dialog says the class lasts 45 minutes', 'widget', 'midscene', {
    prepare: card('c5', 'info'),
  });
  e.fails(CL, 'The Vinyasa Flow details say to bring grip socks', 'false_claim', 'octomind', {
    prepare: card('c2', 'info'),
  });
  e.act(CL, 'In the dialog, click Book this class', 'scope', 'stagehand', booked('c5'), click('#di-book'), {
    prepare: card('c5', 'info'),
  });
  e.act(
    CL,
    'Press Escape to close the class details',
    'keys',
    'codecept',
    hidden('#dlg-info'),
    `hideDialog('dlg-info');`,
    {
      prepare: card('c5', 'info'),
    },
  );
  e.holds(CL, '"Book this class" should be disabled', 'state', 'spreewald', { prepare: card('c6', 'info') });
  e.fails(CL, 'In the details dialog the level is Beginner friendly', 'false_claim', 'mabl', {
    prepare: card('c3', 'info'),
  });
  e.act(
    CL,
    'Join the waitlist for HIIT Express',
    'click',
    'browser-use',
    `window.waitlisted.includes('c3')`,
    card('c3', 'wait'),
  );
  e.holds(CL, "A toast says I'm number 3 on the waitlist for HIIT Express", 'widget', 'octomind', {
    prepare: card('c3', 'wait'),
  });
  e.act(
    CL,
    'Leave the HIIT Express waitlist',
    'click',
    'gauge',
    `!window.waitlisted.includes('c3') && ${cls('c3')}.state === ''`,
    card('c3', 'leave'),
    { prepare: card('c3', 'wait') },
  );
  e.holds(CL, "Wait until the toast says I'm booked into Spin 45 at 19:00", 'wait', 'midscene', {
    prepare: card('c5', 'book'),
  });
  e.holds(CL, 'After booking, Credits left is 1', 'value', 'rainforest', {
    prepare: later(`${card('c5', 'book')} await wait(1300);`),
  });
  e.fails(CL, 'After booking the Spin class I still have 2 credits', 'false_claim', 'rainforest', {
    prepare: later(`${card('c5', 'book')} await wait(1300);`),
  });
  e.actFails(CL, 'I press "Book"', 'ambiguous_target', 'mink', `window.bookedIds.length === 0`);
  e.act(
    CL,
    'Select "Yoga" from "Class type"',
    'select',
    'rails-web-steps',
    `${q('#type')}.value === 'Yoga'`,
    setVal('#type', 'Yoga'),
  );
  e.holds(CL, 'Only 2 classes are shown', 'count', 'mabl', { prepare: setVal('#type', 'Yoga') });
  e.fails(CL, 'Spin 45 is still listed', 'false_claim', 'mabl', { prepare: setVal('#type', 'Yoga') });
  e.act(CL, 'Tick Hide full classes', 'check', 'checksum', `${q('#hide-full')}.checked`, tick('#hide-full'));
  e.holds(CL, 'It says 5 classes on Thursday', 'count', 'codecept', { prepare: tick('#hide-full') });
  e.fails(CL, 'HIIT Express is still shown', 'false_claim', 'mabl', { prepare: tick('#hide-full') });
  e.fails(CL, 'The class type filter is set to Spin', 'false_claim', 'reflect');
  e.act(
    CL,
    'Search for Elena',
    'fill',
    'testrail-manual',
    `${q('#q')}.value.toLowerCase().includes('elena')`,
    setVal('#q', 'Elena'),
  );
  e.act(
    CL,
    'Search the timetable for Amy and wait for the results to narrow down to her class',
    'wait',
    'skyvern',
    `document.querySelectorAll('#cards .cls').length === 1 && !!document.querySelector('.cls[data-id="c4"]')`,
    setVal('#q', 'Amy'),
  );
  e.holds(CL, 'Wait for the search to finish; two Spin 45 classes are shown', 'wait', 'midscene', {
    prepare: setVal('#q', 'ravi'),
  });
  e.fails(CL, "Once the results update, Tom Baker's Bootcamp is shown", 'false_claim', 'midscene', {
    prepare: setVal('#q', 'tom'),
  });
  e.holds(CL, 'I should see "No classes match your filters"', 'message', 'rails-web-steps', {
    prepare: later(`${setVal('#q', 'zumba')} await wait(600);`),
  });
  e.act(CL, 'Go to the Saturday tab', 'widget', 'checksum', `window.day === 'sat'`, click('#t-sat'));
  e.act(
    CL,
    'Open the Maya Fern menu and choose Payment details',
    'compound',
    'qa-wolf',
    `window.menuChoice === 'Payment details'`,
    `${click('#acct')} ${click('#mi-pay')}`,
  );
  e.actFails(
    CL,
    'In the account menu, choose Refer a friend',
    'missing_target',
    'stagehand',
    `window.menuChoice === null`,
  );
  e.holds(CL, 'the URL should contain "/studio/classes"', 'page', 'spreewald');
  e.act(
    CL,
    'Go to My bookings from the main navigation',
    'navigation',
    'checksum',
    `location.pathname === '/studio/bookings'`,
    `location.href = '/studio/bookings';`,
  );

  // Friday and Saturday
  e.holds(FRI, 'Friday lists 4 classes', 'count', 'webarena');
  e.fails(FRI, 'Barre starts at 18:30 on Friday', 'near_miss', 'kane-ai');
  e.fails(FRI, 'Jo Price teaches Barre', 'near_miss', 'reflect');
  e.act(FRI, 'Book the second class on Friday', 'ordinal', 'zerostep', booked('f2'), card('f2', 'book'));
  e.act(
    FRI,
    'Book Barre and wait until it shows as booked',
    'wait',
    'magnitude',
    `${cls('f3')}.state === 'booked' && !!document.querySelector('.cls[data-id="f3"] .tag')`,
    card('f3', 'book'),
  );
  e.act(
    FRI,
    'Book both Bootcamp and Barre',
    'compound',
    'shortest',
    `${booked('f1')} && ${booked('f3')}`,
    `${card('f1', 'book')} ${card('f3', 'book')}`,
  );
  e.actFails(FRI, 'Book Vinyasa Flow on Friday', 'missing_target', 'browser-use', `!${booked('f2')}`, {
    prepare: later(`${card('f1', 'book')} ${card('f3', 'book')} await wait(1300);`),
  });
  e.holds(FRI, 'An error says I have no class credits left', 'message', 'momentic', {
    prepare: later(`${card('f1', 'book')} ${card('f3', 'book')} await wait(1300); ${card('f2', 'book')}`),
  });
  e.fails(FRI, 'The Bootcamp card says 8 spaces left', 'near_miss', 'reflect', {
    prepare: later(`${card('f1', 'book')} await wait(1300);`),
  });
  e.holds(SAT, 'There are two Open Gym sessions at 10:00', 'count', 'webarena');
  e.actFails(SAT, 'Press Book in the Open Gym card', 'ambiguous_target', 'mink', `window.bookedIds.length === 0`);
  e.actFails(SAT, 'Click Details on the Open Gym card', 'ambiguous_target', 'testrigor', `${hidden('#dlg-info')}`);
  e.act(
    SAT,
    'Join the waitlist for Spin 45',
    'scope',
    'browser-use',
    `window.waitlisted.includes('s4')`,
    card('s4', 'wait'),
  );
  e.fails(SAT, 'Spin 45 on Saturday has 9 spaces left', 'false_claim', 'reflect');
  e.fails(SAT, 'Power Yoga starts at 10:00', 'near_miss', 'kane-ai');

  // My bookings
  e.holds(BK, 'The upcoming table shows 5 bookings', 'count', 'mink');
  e.fails(BK, 'there should be 7 rows in the upcoming bookings table', 'near_miss', 'mink');
  e.holds(BK, 'The Upcoming tab says 7', 'value', 'midscene');
  e.holds(BK, 'Page 1 of 2 is shown and Previous is greyed out', 'state', 'magnitude');
  e.act(BK, 'Next page', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.holds(BK, 'The second page lists 2 bookings', 'count', 'webarena', { prepare: click('#next') });
  e.fails(BK, 'B-3118 is Barre on Thu 23 Sep 2027 at 19:30', 'near_miss', 'kane-ai', { prepare: click('#next') });
  e.holds(BK, 'B-3107 is Power Yoga with Elena Ruiz on Sat 18 Sep 2027', 'scope', 'reflect');
  e.fails(BK, 'B-3110 is taught by Tom Baker', 'near_miss', 'reflect');
  e.act(
    BK,
    'Cancel booking B-3102 and confirm',
    'compound',
    'gauge',
    gone('B-3102'),
    `${row('B-3102', 'cancel')} ${click('#dc-ok')}`,
  );
  e.act(
    BK,
    'Cancel my Power Yoga booking',
    'scope',
    'browser-use',
    gone('B-3107'),
    `${row('B-3107', 'cancel')} ${click('#dc-ok')}`,
  );
  e.actFails(
    BK,
    "Cancel tonight's Yin Yoga class",
    'missing_target',
    'browser-use',
    `window.up.length === 7 && window.cancelled.length === 0`,
  );
  e.holds(BK, 'An error says Yin Yoga can no longer be cancelled online', 'message', 'momentic', {
    prepare: row('B-3101', 'cancel'),
  });
  e.fails(BK, 'The error says Yin Yoga starts in less than 24 hours', 'near_miss', 'momentic', {
    prepare: row('B-3101', 'cancel'),
  });
  e.actFails(
    BK,
    'Press "Cancel"',
    'ambiguous_target',
    'mink',
    `${hidden('#dlg-cancel')} && window.cancelled.length === 0`,
  );
  e.actFails(BK, 'click Add to calendar', 'ambiguous_target', 'testrigor', `window.calendar === undefined`);
  e.act(
    BK,
    'Click the third Cancel button, then confirm',
    'ordinal',
    'zerostep',
    gone('B-3107'),
    `${row('B-3107', 'cancel')} ${click('#dc-ok')}`,
  );
  e.act(
    BK,
    'Click "Keep booking"',
    'widget',
    'robot-browser',
    `${hidden('#dlg-cancel')} && window.up.length === 7`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: row('B-3110', 'cancel') },
  );
  e.holds(BK, 'A dialog asks whether to cancel Spin 45 on Mon 20 Sep 2027', 'widget', 'octomind', {
    prepare: row('B-3110', 'cancel'),
  });
  e.fails(BK, 'The dialog asks to cancel Spin 45 on Tue 21 Sep 2027', 'near_miss', 'octomind', {
    prepare: row('B-3110', 'cancel'),
  });
  e.holds(BK, 'Wait for the toast: Spin 45 cancelled. 1 credit returned.', 'wait', 'codecept', {
    prepare: `${row('B-3110', 'cancel')} ${click('#dc-ok')}`,
  });
  e.holds(BK, 'The Upcoming tab now says 6', 'value', 'rainforest', {
    prepare: later(`${row('B-3110', 'cancel')} ${click('#dc-ok')} await wait(1000);`),
  });
  e.fails(BK, 'Spin 45 on Mon 20 Sep 2027 is still in the table', 'false_claim', 'mabl', {
    prepare: later(`${row('B-3110', 'cancel')} ${click('#dc-ok')} await wait(1000);`),
  });
  e.act(
    BK,
    'Add the Barre class to my calendar',
    'scope',
    'browser-use',
    `window.calendar === 'B-3118'`,
    `${click('#next')} ${row('B-3118', 'cal')}`,
  );
  e.act(
    PAST,
    'Give the Spin 45 class on Tue 14 Sep four stars',
    'widget',
    'zerostep',
    `window.ratings.p1 === 4`,
    star('p1', 4),
  );
  e.act(PAST, 'rate the last past class 2 stars', 'ordinal', 'zerostep', `window.ratings.p4 === 2`, star('p4', 2));
  e.holds(PAST, 'Power Yoga on Sat 11 Sep 2027 is rated 5 stars', 'widget', 'reflect');
  e.fails(PAST, 'HIIT Express on Thu 9 Sep 2027 is rated 4 stars', 'near_miss', 'reflect');
  e.actFails(PAST, 'Click Book again', 'ambiguous_target', 'robot-browser', `location.pathname === '/studio/bookings'`);
  e.act(
    PAST,
    'Book Barre again',
    'scope',
    'gauge',
    `location.pathname === '/studio/classes' && location.search.includes('again=p4')`,
    click('#past tr[data-id="p4"] .again'),
  );
  e.act(BK, 'Turn on Show me on the studio leaderboard', 'widget', 'checksum', on('#sw-board'), click('#sw-board'));
  e.fails(BK, 'The leaderboard switch is on', 'false_claim', 'reflect');
  e.holds(BK, 'The Bring a guest switch is disabled', 'state', 'spreewald');
  e.actFails(BK, 'Turn on Bring a guest', 'missing_target', 'checksum', `!(${on('#sw-guest')})`);
  e.act(BK, 'Set the weekly class goal to 5', 'widget', 'midscene', `window.goal === 5`, setVal('#goal', '5'));
  e.holds(BK, 'The weekly goal is 3 classes a week', 'value', 'kane-ai');
  e.fails(BK, 'The weekly goal is set to 4 classes a week', 'near_miss', 'kane-ai');
  e.act(
    BK,
    'Pause my membership from 1 October 2027 for 2 weeks',
    'compound',
    'mind2web',
    `!!window.paused && window.paused.from === '2027-10-01' && window.paused.length === '2 weeks'`,
    `${setVal('#pause-from', '2027-10-01')} ${setVal('#pause-for', '2 weeks')} ${click('#pause')}`,
  );
  e.act(
    BK,
    'set pause from to 04/10/2027',
    'widget',
    'bug-report',
    `${q('#pause-from')}.value === '2027-10-04'`,
    setVal('#pause-from', '2027-10-04'),
  );
  e.act(
    BK,
    'Select "1 month" from "For"',
    'select',
    'rails-web-steps',
    `${q('#pause-for')}.value === '1 month'`,
    setVal('#pause-for', '1 month'),
  );
  e.actFails(
    BK,
    'Pause the membership from 20 September 2027 for 1 week',
    'missing_target',
    'mind2web',
    `window.paused === null`,
  );
  e.holds(BK, "An error says I need to give 7 days' notice", 'message', 'momentic', {
    prepare: `${setVal('#pause-from', '2027-09-20')} ${setVal('#pause-for', '1 week')} ${click('#pause')}`,
  });
  e.act(
    BK,
    'Expand Cancellations under House rules',
    'widget',
    'checksum',
    visible('#acc-cancel-p'),
    click('#acc-cancel'),
  );
  e.holds(BK, 'Arriving late says doors close 5 minutes after the start', 'widget', 'midscene', {
    prepare: click('#acc-late'),
  });
  e.fails(BK, 'The cancellation rule says to cancel at least 24 hours before a class', 'near_miss', 'mabl', {
    prepare: `${click('#acc-cancel')} ${click('#acc-late')}`,
  });
  e.act(
    BK,
    'In the health questionnaire, tick None of these apply to me and save',
    'frames',
    'stagehand',
    `!!document.querySelector('iframe').contentWindow.saved && document.querySelector('iframe').contentWindow.saved.none === true`,
    `${hq('hq-none')} ${hq('hq-save')}`,
  );
  e.act(
    BK,
    'Tick "I have an injury a coach should know about" in the questionnaire',
    'frames',
    'testrigor',
    `${inFrame('#hq-injury')}.checked`,
    hq('hq-injury'),
  );
  e.holds(BK, 'The health questionnaire has a Save answers button', 'frames', 'mabl');
  e.fails(BK, 'The health questionnaire asks whether I smoke', 'false_claim', 'mabl');
  e.holds(BK, 'The questionnaire asks me to untick None of these apply', 'frames', 'octomind', {
    prepare: `${hq('hq-none')} ${hq('hq-injury')} ${hq('hq-save')}`,
  });
  e.act(
    BK,
    'Ask a coach: "Is Barre good for runners?"',
    'frames',
    'browser-use',
    `window.question === 'Is Barre good for runners?'`,
    askCoach('Is Barre good for runners?'),
  );
  e.holds(BK, 'Wait until Coach Amy replies to my question', 'wait', 'midscene', {
    prepare: askCoach('Which class for a beginner?'),
  });
  e.fails(BK, 'Coach Tom has replied', 'near_miss', 'octomind', {
    prepare: later(`${askCoach('Which class for a beginner?')} await wait(1500);`),
  });
  e.holds(BK, 'The Ask a coach box says coaches reply within a few minutes', 'frames', 'reflect');
  e.actFails(
    BK,
    'Click "Start video call" in the Ask a coach box',
    'missing_target',
    'testrigor',
    `window.question === undefined`,
  );

  // Join
  e.holds(J1, '1. Plan is the current step', 'state', 'magnitude');
  e.act(
    J1,
    'Pick Flex 8 starting 20/09/2027 and continue',
    'compound',
    'shortest',
    `window.step === 2 && ${q('input[value=flex]')}.checked && ${q('#start')}.value === '2027-09-20'`,
    `${tick('input[value=flex]')} ${setVal('#start', '2027-09-20')} ${click('#next1')}`,
  );
  e.actFails(
    J1,
    'Choose Flex 8, start on 30 November 2027 and continue',
    'missing_target',
    'shortest',
    `window.step === 1`,
  );
  e.holds(J1, 'An error says to start within 30 days', 'message', 'momentic', {
    prepare: `${tick('input[value=drop]')} ${setVal('#start', '2027-11-30')} ${click('#next1')}`,
  });
  e.actFails(
    J1,
    'Select the Student plan',
    'missing_target',
    'checksum',
    `!document.querySelector('input[name=plan]:checked')`,
  );
  e.fails(J1, 'Unlimited costs £99 a month', 'false_claim', 'kane-ai');
  e.holds(J1, 'Flex 8 is £72 a month for 8 classes', 'value', 'kane-ai');
  e.fails(J1, 'The Continue button is disabled', 'false_claim', 'spreewald');
  e.act(
    J2,
    'Enter Maya as the first name and Fern as the last name',
    'fill',
    'testrigor',
    `${q('#first')}.value === 'Maya' && ${q('#last')}.value === 'Fern'`,
    `${setVal('#first', 'Maya')} ${setVal('#last', 'Fern')}`,
  );
  e.act(
    J2,
    'Fill in the emergency contact name with Owen Fern',
    'scope',
    'rails-web-steps',
    `${q('#ec-name')}.value === 'Owen Fern' && ${q('#first')}.value === ''`,
    setVal('#ec-name', 'Owen Fern'),
  );
  e.act(
    J2,
    "type 07700 900456 as the emergency contact's phone",
    'scope',
    'bug-report',
    `${q('#ec-phone')}.value.replace(/\\s/g, '') === '07700900456'`,
    setVal('#ec-phone', '07700 900456'),
  );
  e.act(
    J2,
    'Fill in About you as Maya Fern, maya.fern@example.com, born 02/05/1994, emergency contact Owen Fern on 07700 900456, then continue',
    'compound',
    'shortest',
    `window.step === 3 && ${q('#dob')}.value === '1994-05-02' && ${q('#ec-name')}.value === 'Owen Fern'`,
    `${aboutYou('1994-05-02')} ${click('#next2')}`,
  );
  e.actFails(J2, 'Continue to payment', 'missing_target', 'gauge', `window.step === 2`, {
    prepare: aboutYou('2012-01-10'),
  });
  e.holds(J2, 'An error says I must be 16 or over', 'message', 'momentic', {
    prepare: `${aboutYou('2012-01-10')} ${click('#next2')}`,
  });
  e.fails(J2, 'The error asks for a phone number', 'false_claim', 'momentic', {
    prepare: `${setVal('#first', 'Maya')} ${setVal('#last', 'Fern')} ${setVal('#j-email', 'maya.fern@example')} ${click('#next2')}`,
  });
  e.act(J2, 'Go back to the plan step', 'navigation', 'gauge', `window.step === 1`, click('#back2'));
  e.holds(J3, 'The first payment is £109.00', 'value', 'kane-ai');
  e.fails(J3, 'The first payment is £190.00', 'near_miss', 'kane-ai');
  e.holds(J3, 'Pay and join is disabled', 'state', 'magnitude');
  e.act(
    J3,
    'I agree to the membership terms',
    'check',
    'gauge',
    `${q('#terms')}.checked && !${q('#pay')}.disabled`,
    tick('#terms'),
  );
  e.act(
    J3,
    'Apply promo code PINE10 and wait for it to be accepted',
    'wait',
    'skyvern',
    `window.promo === 'PINE10'`,
    `${setVal('#promo', 'PINE10')} ${click('#apply')}`,
  );
  e.holds(J3, 'After the code is checked, the first payment is £98.10', 'wait', 'rainforest', {
    prepare: `${setVal('#promo', 'PINE10')} ${click('#apply')}`,
  });
  e.actFails(J3, 'Apply the code SUMMER25', 'missing_target', 'testrigor', `window.promo === null`);
  e.holds(J3, 'I should see "SUMMER25 ended on 31 August"', 'message', 'rails-web-steps', {
    prepare: promo('SUMMER25'),
  });
  e.fails(J3, 'The promo message says 10% off your first payment', 'false_claim', 'octomind', {
    prepare: promo('SUMMER25'),
  });
  e.act(
    J3,
    'Tick the terms box, then pay and join',
    'compound',
    'qa-wolf',
    `!!window.joined && window.joined.plan === 'unl'`,
    `${tick('#terms')} ${click('#pay')}`,
  );
  e.holds(J3, 'Wait for the welcome message: Welcome to Pulse & Pine, Maya', 'wait', 'codecept', {
    prepare: `${tick('#terms')} ${click('#pay')}`,
  });
  e.fails(J3, 'It says my Unlimited membership starts on 01/11/2027', 'near_miss', 'octomind', {
    prepare: later(`${tick('#terms')} ${click('#pay')} await wait(1300);`),
  });
  e.fails(J3, 'The plan in the summary is Flex 8', 'false_claim', 'reflect');
  e.holds(J3, 'The page title should be "Join | Pulse & Pine"', 'page', 'spreewald');
}
