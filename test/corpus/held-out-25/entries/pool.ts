/** Steps on Ashgrove Leisure Pools' sign-in and timetable (apps/pool.ts, apps/pool-timetable.ts). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const SIGNIN = '/pool/signin';
const TT = '/pool/timetable';
const DIVING = `${TT}?pool=diving`;
const LEARNER = `${TT}?pool=learner`;

const onSignin = "location.pathname === '/pool/signin'";
const signIn = (who: string, pw: string) => `${setVal('#who', who)} ${setVal('#pw', pw)} ${click('#go')}`;
const wrongPw = later(`${signIn('ASH-17342', 'lengths40')} await wait(1300);`);

const row = (id: string, selector: string) => `tr[data-id="${id}"] ${selector}`;
const book = (id: string) => click(row(id, '.bk'));
const booked = (id: string, extra = '') => `window.bookings.some((b) => b.id === '${id}'${extra})`;
const none = 'window.bookings.length === 0';
const confirm = click('#bk-go');
const tried = (id: string, more = '') => later(`${book(id)} ${more} ${confirm} await wait(1300);`);
const femiOnly = `${tick('#w-nadia', false)} ${tick('#w-femi')}`;
const busyLoaded = later('await wait(1800);');
const noticeLoaded = later('await wait(1400);');
const menu = (id: string) => `${click('#acct')} ${click(id)}`;

export function poolEntries(b: EntryBuilder): void {
  // ---- Sign-in
  b.act(
    SIGNIN,
    'Sign in with membership number ASH-17342 and password lengths50',
    'login',
    'mind2web',
    "location.pathname === '/pool/account'",
    signIn('ASH-17342', 'lengths50'),
  );
  b.act(
    SIGNIN,
    'Log in as {{member}} / {{password}}',
    'login',
    'skyvern',
    "location.pathname === '/pool/account'",
    signIn('nadia.okoye@example.com', 'lengths50'),
    { variables: { member: 'nadia.okoye@example.com', password: 'lengths50' } },
  );
  b.actFails(SIGNIN, 'Sign in as ASH-17342 with the password lengths40', 'missing_target', 'testrigor', onSignin);
  b.holds(SIGNIN, "An error says those details don't match a member", 'message', 'momentic', { prepare: wrongPw });
  b.fails(SIGNIN, 'I should see "Welcome back, Nadia"', 'false_claim', 'cucumber-web', { prepare: wrongPw });
  b.act(
    SIGNIN,
    'Click Show to reveal the password',
    'click',
    'testsigma',
    `${q('#pw')}.type === 'text'`,
    click('#show'),
  );
  b.act(
    SIGNIN,
    'Follow the link to see the memberships',
    'navigation',
    'bug-report',
    "location.pathname === '/pool/memberships'",
    click('main a[href="/pool/memberships"]'),
  );
  b.act(
    SIGNIN,
    'Type nadia.okoye@example.com in the "Membership number or email" box',
    'fill',
    'codecept',
    `${q('#who')}.value === 'nadia.okoye@example.com'`,
    setVal('#who', 'nadia.okoye@example.com'),
  );
  b.actFails(SIGNIN, 'Click "Forgotten your password?"', 'missing_target', 'testrigor', onSignin);
  b.act(
    SIGNIN,
    'Tick Remember me and sign in as nadia.okoye@example.com with lengths50',
    'compound',
    'qa-wolf',
    "location.pathname === '/pool/account' && location.search.includes('remember=1')",
    `${tick('#remember')} ${signIn('nadia.okoye@example.com', 'lengths50')}`,
  );

  // ---- Timetable: reading it
  b.holds(TT, 'The main pool has 14 sessions', 'count', 'webarena');
  b.fails(TT, 'The main pool has 12 sessions', 'false_claim', 'webarena');
  b.holds(TT, 'The timetable is for Wednesday 14 April 2027', 'value', 'kane-ai');
  b.holds(TT, 'The 07:30 Lane swim is full', 'scope', 'reflect');
  b.fails(TT, 'The 10:00 Aquafit is full', 'near_miss', 'reflect');
  b.fails(TT, 'The Early bird lane swim has 2 spaces left', 'near_miss', 'reflect');
  b.fails(TT, "I'm booked on the Early bird lane swim", 'near_miss', 'reflect');
  b.holds(TT, "I'm booked on the 07:30 Lane swim", 'state', 'reflect');
  b.holds(TT, 'The Book button for the 07:30 Lane swim is disabled', 'state', 'spreewald');
  b.fails(TT, 'The Book button for the 09:00 Public swim is disabled', 'near_miss', 'spreewald');

  // ---- Timetable: booking
  b.act(TT, 'Book the 09:00 Public swim', 'compound', 'gauge', booked('M3'), `${book('M3')} ${confirm}`);
  b.actFails(TT, 'Book the Public swim', 'ambiguous_target', 'testrigor', hidden('#dlg-book'), {
    prepare: setVal('#from', '9'),
  });
  b.actFails(`${TT}?adults=1`, 'Open the details for Aquafit', 'ambiguous_target', 'stagehand', 'window.info === null');
  b.act(
    TT,
    'Click Details for the Over 50s swim',
    'scope',
    'stagehand',
    "window.info === 'M5'",
    click(row('M5', '.in')),
  );
  b.fails(TT, 'Aquafit is open to everyone', 'false_claim', 'reflect', { prepare: click(row('M4', '.in')) });
  b.act(
    TT,
    'Click Book in the third row',
    'ordinal',
    'zerostep',
    `${visible('#dlg-book')} && ${q('#bk-h')}.textContent === 'Book Public swim, 09:00–10:00'`,
    book('M3'),
  );
  b.act(TT, 'Go to page 3', 'navigation', 'testrail-manual', 'window.pages.main === 3', clicks('#pg-main .next', 2));
  b.holds(TT, 'The last session of the day is the Quiet swim at 21:15', 'ordinal', 'webarena', {
    prepare: clicks('#pg-main .next', 2),
  });
  b.act(TT, 'Book Aquafit at 10:00 for me', 'scope', 'browser-use', booked('M4'), `${book('M4')} ${confirm}`);
  b.actFails(TT, 'Book the 10:00 Aquafit for me and Femi', 'missing_target', 'shortest', none);
  b.holds(TT, 'An error says Femi is 9 and Aquafit is for swimmers aged 16 and over', 'message', 'momentic', {
    prepare: tried('M4', tick('#w-femi')),
  });
  b.fails(TT, 'A toast says Aquafit is booked', 'false_claim', 'octomind', { prepare: tried('M4', tick('#w-femi')) });
  b.actFails(DIVING, 'Book the Adult diving club', 'missing_target', 'gauge', none);
  b.holds(DIVING, 'An error says I already have a booking at 18:30', 'message', 'momentic', { prepare: tried('D4') });
  b.actFails(DIVING, 'Book me on the Junior diving club', 'missing_target', 'browser-use', none);
  b.act(
    DIVING,
    'Book Femi on the Junior diving club',
    'compound',
    'shortest',
    booked('D1', " && b.who.join() === 'Femi'"),
    `${book('D1')} ${femiOnly} ${confirm}`,
  );
  b.act(
    TT,
    'Book a fast lane on the Early bird lane swim',
    'compound',
    'mind2web',
    booked('M1', " && b.lane === 'Fast'"),
    `${book('M1')} ${setVal('#lane', 'Fast')} ${confirm}`,
  );
  b.act(
    TT,
    'Choose Fast as the lane speed',
    'select',
    'kane-ai',
    `${q('#lane')}.value === 'Fast'`,
    setVal('#lane', 'Fast'),
    {
      prepare: book('M1'),
    },
  );
  b.act(TT, 'Tick that I need the pool hoist', 'check', 'testrail-manual', `${q('#hoist')}.checked`, tick('#hoist'), {
    prepare: book('M3'),
  });
  b.act(
    TT,
    'Untick Nadia and click Confirm booking',
    'compound',
    'bug-report',
    `${q('#bk-err')}.textContent === "Choose who's swimming"`,
    `${tick('#w-nadia', false)} ${confirm}`,
    { prepare: book('M3') },
  );
  b.holds(TT, 'The 09:00 Public swim now has 39 spaces', 'value', 'rainforest', { prepare: tried('M3') });
  b.fails(TT, 'The 09:00 Public swim still has 40 spaces', 'false_claim', 'rainforest', { prepare: tried('M3') });
  b.act(TT, 'Cancel', 'click', 'robot-browser', hidden('#dlg-book'), click('#dlg-book [data-dismiss]'), {
    prepare: book('M3'),
  });
  b.act(
    TT,
    'Press Escape to close the booking dialog',
    'keys',
    'codecept',
    hidden('#dlg-book'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    { prepare: book('M3') },
  );
  b.actFails(TT, 'Book the 16:00 Swimming lessons in the main pool', 'missing_target', 'gauge', hidden('#dlg-book'));

  // ---- Timetable: filters, tabs, days
  b.act(TT, 'Tick "Adults only sessions"', 'check', 'testrail-manual', `${q('#adults')}.checked`, tick('#adults'));
  b.fails(`${TT}?adults=1`, 'The 09:00 Public swim is listed', 'false_claim', 'mabl');
  b.holds(`${TT}?adults=1`, 'The main pool shows 9 sessions for adults', 'count', 'webarena');
  b.act(TT, 'Turn on "Only sessions with spaces"', 'widget', 'checksum', on('#sw-spaces'), click('#sw-spaces'));
  b.holds(TT, 'The main pool lists 12 sessions', 'count', 'webarena', { prepare: click('#sw-spaces') });
  b.act(TT, 'Set Earliest start to 18:00', 'widget', 'midscene', `${q('#from')}.value === '18'`, setVal('#from', '18'));
  b.holds(TT, 'The first session shown is the 18:30 Aquafit', 'ordinal', 'webarena', {
    prepare: setVal('#from', '18'),
  });
  b.fails(TT, 'The 17:00 Family fun session is shown', 'false_claim', 'mabl', { prepare: setVal('#from', '18') });
  b.act(
    TT,
    'Open the Learner pool tab',
    'widget',
    'checksum',
    `${q('#t-learner')}.getAttribute('aria-selected') === 'true'`,
    click('#t-learner'),
  );
  b.fails(TT, 'The 13:00 Parent and baby in the main pool is full', 'near_miss', 'reflect');
  b.act(TT, 'Go to the next day', 'navigation', 'gauge', `${q('#day')}.value === '2027-04-15'`, click('#next-day'));
  b.act(
    TT,
    'Show the timetable for Saturday 17 April 2027',
    'widget',
    'mind2web',
    `${q('#day')}.value === '2027-04-17'`,
    setVal('#day', '2027-04-17'),
  );
  b.holds(`${LEARNER}&day=2027-04-17`, 'The learner pool sessions are closed for maintenance', 'state', 'reflect');
  b.actFails(`${LEARNER}&day=2027-04-17`, 'Book the Toddler splash', 'missing_target', 'gauge', hidden('#dlg-book'));
  b.holds(`${TT}?day=2027-04-13`, 'The timetable says this day has passed', 'message', 'rainforest');
  b.actFails(`${TT}?day=2027-04-13`, 'Book the 09:00 Public swim', 'missing_target', 'gauge', hidden('#dlg-book'));
  b.holds(TT, 'Wait for the closure notice to appear', 'wait', 'midscene');
  b.fails(TT, 'The notice says the main pool is closed on Saturday 17 April', 'near_miss', 'reflect', {
    prepare: noticeLoaded,
  });
  b.holds(TT, 'Wait until the busyness panel shows the main pool is quiet', 'frames', 'midscene');
  b.fails(TT, 'The main pool is busy right now', 'near_miss', 'reflect', { prepare: busyLoaded });
  b.act(
    TT,
    'Refresh the busyness panel',
    'frames',
    'stagehand',
    `${inShadow('#busy', '#st')}.textContent === 'Updated just now'`,
    `${inShadow('#busy', '#refresh')}.click();`,
    { prepare: busyLoaded },
  );
  b.act(TT, 'Sign out', 'click', 'robot-browser', "location.pathname === '/pool/signin'", menu('#mi-out'));
  b.actFails(TT, 'Download the timetable as a PDF', 'missing_target', 'browser-use', hidden('#dlg-book'));
  b.act(
    TT,
    'Open the Diving pool tab and book Femi on the springboard taster',
    'compound',
    'qa-wolf',
    booked('D3', " && b.who.join() === 'Femi'"),
    `${click('#t-diving')} ${book('D3')} ${femiOnly} ${confirm}`,
  );
}
