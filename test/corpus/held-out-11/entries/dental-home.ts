/** Steps for Brightsmile Dental: signing in and the home page (`apps/dental.ts`, `apps/dental-home.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const L = '/dental/login';
const H = '/dental/home';
const HP = '/dental/home?tab=past';

const signIn = (email: string, pw: string, keep = false) =>
  `${setVal('#email', email)} ${setVal('#pw', pw)} ${keep ? tick('#keep') : ''} ${q('#login')}.requestSubmit();`;
const appt = (id: string) => `window.appts.find((a) => a.id === '${id}')`;
const asWere = `window.appts.map((a) => a.status).join('|') === 'Confirmed|Confirmed|Awaiting deposit' && ${q('#cancel-dlg')}.hidden && ${q('#move-dlg')}.hidden && ${q('#pay-dlg')}.hidden`;
const row = (id: string, cls: string) => click(`tr[data-id="${id}"] button.${cls}`);
const cal = (id: string, kind: string) =>
  `${click(`[aria-controls="cal-${id}"]`)} ${click(`#cal-${id} [data-cal="${kind}"]`)}`;
const pay = `document.querySelector('#pay-dlg iframe').contentDocument`;
const bot = `document.querySelector('bs-assistant')`;
const ask = (text: string) =>
  `((r) => { r.getElementById('q').value = ${JSON.stringify(text)}; r.getElementById('f').requestSubmit(); })(${bot}.shadowRoot);`;
const expand = (id: string) => click(`[aria-controls="pl-${id}"]`);
const sw = (id: string) => `${q(`#sw-${id}`)}.getAttribute('aria-checked')`;

export function dentalHomeEntries(e: EntryBuilder): void {
  // Signing in
  e.act(
    L,
    'Log in as nina.patel@example.com with password Molar-2026',
    'login',
    'shortest',
    `location.pathname === '/dental/home'`,
    signIn('nina.patel@example.com', 'Molar-2026'),
  );
  e.act(
    L,
    'Given I am signed in as "{{email}}" with the password "{{password}}"',
    'login',
    'gherkin',
    `location.pathname === '/dental/home'`,
    signIn('nina.patel@example.com', 'Molar-2026'),
    { variables: { email: 'nina.patel@example.com', password: 'Molar-2026' } },
  );
  e.act(
    L,
    'Sign in with nina.patel@example.com / Molar-2026 and stay signed in on this device',
    'login',
    'qa-wolf',
    `location.pathname === '/dental/home' && location.search.includes('keep=1')`,
    signIn('nina.patel@example.com', 'Molar-2026', true),
  );
  e.holds(L, 'An error summary asks for my email address and my password', 'message', 'momentic', {
    prepare: `${q('#login')}.requestSubmit();`,
  });
  e.holds(L, 'Verify the page says I have 2 attempts left', 'message', 'kane-ai', {
    prepare: signIn('nina.patel@example.com', 'molar-2026'),
  });
  e.fails(L, 'Verify the page says I have 3 attempts left', 'false_claim', 'kane-ai', {
    prepare: signIn('nina.patel@example.com', 'molar-2026'),
  });
  e.act(L, 'click show next to the password', 'scope', 'bug-report', `${q('#pw')}.type === 'text'`, click('#showpw'));
  e.holds(`${L}?tries=0`, 'The "Sign in" button should be disabled', 'state', 'spreewald');
  e.actFails(`${L}?tries=0`, 'Click "Sign in"', 'missing_target', 'testrigor', `location.pathname === '/dental/login'`);
  e.fails(`${L}?tries=1`, 'The account is locked for 15 minutes', 'false_claim', 'mabl');
  e.holds(`${L}?signedout=1`, 'I should see a message telling me I have signed out', 'message', 'octomind');
  e.fails(L, 'The "Keep me signed in on this device" checkbox should be checked', 'false_claim', 'rails-web-steps');
  e.fails(L, 'The heading reads "Sign in to your account"', 'near_miss', 'robot-browser');
  e.holds(L, 'the page title should be "Sign in - Brightsmile Dental"', 'page', 'spreewald');

  // Home and upcoming appointments
  e.holds(H, 'The dashboard greets Nina', 'message', 'reflect');
  e.fails(H, 'The greeting says "Good afternoon, Nina"', 'near_miss', 'robot-browser');
  e.holds(H, 'The Messages badge shows 2', 'value', 'kane-ai');
  e.fails(H, 'There are 3 unread messages', 'near_miss', 'kane-ai');
  e.holds(H, '3 upcoming appointments are listed', 'count', 'mink');
  e.fails(H, "Arjun's next appointment is with Dr Amara Osei", 'near_miss', 'reflect');
  e.holds(H, 'In the row for Arjun Patel, the treatment is Fissure sealants', 'scope', 'testrigor');
  e.fails(H, 'The hygienist clean is on Thu 12 Mar 2026', 'near_miss', 'reflect');
  e.holds(H, 'The hygienist clean is still waiting for its deposit', 'value', 'mabl');
  e.holds(H, "A banner says Arjun's check-up is overdue", 'message', 'momentic');
  e.actFails(H, 'Click "Cancel"', 'ambiguous_target', 'testrigor', asWere);
  e.actFails(H, 'Press the Reschedule button', 'ambiguous_target', 'mink', asWere);
  e.act(
    H,
    'Click Reschedule in the row for Arjun Patel',
    'scope',
    'testrigor',
    `!${q('#move-dlg')}.hidden && ${q('#mv-title')}.textContent.includes('Arjun')`,
    row('A2', 'move'),
  );
  e.act(
    H,
    "Move Arjun's fissure sealants to Monday 16 March 2026 at 11:00",
    'compound',
    'browser-use',
    `${appt('A2')}.newDate === '2026-03-16' && ${appt('A2')}.time === '11:00'`,
    `${row('A2', 'move')} ${setVal('#mv-date', '2026-03-16')} ${setVal('#mv-time', '11:00')} ${click('#mv-yes')}`,
  );
  e.holds(`${H}?open=A2:move`, 'An error says the practice does not open at weekends', 'message', 'momentic', {
    prepare: `${setVal('#mv-date', '2026-03-14')} ${click('#mv-yes')}`,
  });
  e.act(
    `${H}?open=A2:move`,
    'Enter 20/03/2026 as the new date',
    'widget',
    'testrail-manual',
    `${q('#mv-date')}.value === '2026-03-20'`,
    setVal('#mv-date', '2026-03-20'),
  );
  e.act(
    H,
    "Cancel Nina's check-up tomorrow because she can't make it",
    'compound',
    'browser-use',
    `${appt('A1')}.status === 'Cancelled' && ${appt('A1')}.reason === 'cant'`,
    `${row('A1', 'cx')} ${tick('input[name=why][value=cant]')} ${click('#cx-yes')}`,
  );
  e.holds(`${H}?open=A1:cx`, 'The dialog warns about a £25.00 late cancellation fee', 'message', 'octomind');
  e.fails(`${H}?open=A2:cx`, 'The cancel dialog warns that a late fee will be charged', 'false_claim', 'momentic');
  e.act(
    `${H}?open=A2:cx`,
    'Keep the appointment',
    'click',
    'checksum',
    `${q('#cancel-dlg')}.hidden && ${appt('A2')}.status === 'Confirmed'`,
    click('#cancel-dlg [data-dismiss]'),
  );
  e.act(
    `${H}?open=A2:cx`,
    'Click "Cancel appointment"',
    'click',
    'testrigor',
    `${appt('A2')}.status === 'Cancelled'`,
    click('#cx-yes'),
  );
  e.holds(H, 'The Cancelled tab now shows 1 appointment', 'value', 'rainforest', {
    prepare: `${row('A2', 'cx')} ${click('#cx-yes')}`,
  });
  e.fails(H, 'The Upcoming tab still shows 3 appointments', 'false_claim', 'rainforest', {
    prepare: `${row('A2', 'cx')} ${click('#cx-yes')}`,
  });
  e.actFails(
    H,
    "Pay the deposit for Arjun's fissure sealants",
    'missing_target',
    'browser-use',
    `${asWere} && window.paid === null`,
  );
  e.act(
    `${H}?open=A3:pay`,
    'Pay the deposit with card 4000 0566 5566 5556, expiry 09/27, security code 314',
    'frames',
    'shortest',
    `window.paid === '5556'`,
    `((d) => { d.getElementById('num').value = '4000 0566 5566 5556'; d.getElementById('exp').value = '09/27'; d.getElementById('cvc').value = '314'; d.getElementById('f').requestSubmit(); })(${pay});`,
  );
  e.holds(`${H}?open=A3:pay`, 'The card form asks for the expiry date in MM/YY format', 'frames', 'momentic', {
    prepare: `((d) => { d.getElementById('num').value = '4000056655665556'; d.getElementById('f').requestSubmit(); })(${pay});`,
  });
  e.fails(`${H}?open=A3:pay`, "The card form's button says Pay £65.00", 'near_miss', 'kane-ai');
  e.act(
    H,
    "Add Arjun's appointment to Google Calendar",
    'widget',
    'browser-use',
    `!!window.calendar && window.calendar.id === 'A2' && window.calendar.kind === 'google'`,
    cal('A2', 'google'),
  );
  e.actFails(
    H,
    'Open the "Add to calendar" menu',
    'ambiguous_target',
    'checksum',
    `[...document.querySelectorAll('#menus [role=menu]')].every((m) => m.hidden)`,
  );
  e.act(
    H,
    'Download the .ics file for the 24 March appointment',
    'scope',
    'stagehand',
    `!!window.calendar && window.calendar.id === 'A3' && window.calendar.kind === 'ics'`,
    cal('A3', 'ics'),
  );
  e.actFails(
    H,
    'Add the 24 March appointment to Apple Calendar',
    'missing_target',
    'browser-use',
    `window.calendar === null`,
  );

  // Past visits
  e.act(
    H,
    'Open the Past visits tab and wait for the visits to load',
    'wait',
    'qa-wolf',
    `!${q('#past-box')}.hidden && document.querySelectorAll('#past-rows tr').length === 4`,
    click('#t-past'),
  );
  e.holds(H, 'Wait for the 2 Dec 2025 hygienist clean to appear', 'wait', 'spreewald', { prepare: click('#t-past') });
  e.holds(HP, 'the past visits table should have 4 rows', 'count', 'mink');
  e.fails(HP, 'I should see "Page 1 of 3"', 'false_claim', 'rails-web-steps');
  e.act(
    HP,
    'Go to the next page of past visits',
    'navigation',
    'testrail-manual',
    `window.pastPage === 2`,
    click('#next'),
  );
  e.holds(HP, 'The oldest visit is the emergency appointment on 6 May 2025', 'value', 'kane-ai', {
    prepare: click('#next'),
  });
  e.act(
    HP,
    'Sort the past visits by date, oldest first',
    'widget',
    'webvoyager',
    `window.pastOrder === 'asc'`,
    click('#sort-date'),
  );
  e.fails(HP, "Arjun's check-up on 14 Jan 2026 cost £45.00", 'near_miss', 'reflect');
  e.actFails(HP, 'Click Receipt', 'ambiguous_target', 'bug-report', `location.hash === ''`);
  e.act(
    HP,
    'Open the receipt for the 2 Dec 2025 visit',
    'scope',
    'stagehand',
    `location.hash === '#receipt-2025-12-02'`,
    click('a[href="#receipt-2025-12-02"]'),
  );
  e.actFails(
    HP,
    "Open the receipt for Arjun's check-up on 14 January",
    'missing_target',
    'stagehand',
    `location.hash === ''`,
  );
  e.fails(HP, 'The Past visits tab is empty', 'false_claim', 'mabl');

  // Feedback, reminders and the treatment plan
  e.act(
    H,
    'Rate the last visit 4 stars',
    'widget',
    'testrail-manual',
    `${q('#rate')}.dataset.value === '4'`,
    click('#rate [data-n="4"]'),
  );
  e.act(
    H,
    'Give Dr Reyes 5 stars, write "Quick and painless" and send the feedback',
    'compound',
    'qa-wolf',
    `!!window.feedback && window.feedback.stars === 5 && window.feedback.text === 'Quick and painless'`,
    `${click('#rate [data-n="5"]')} ${setVal('#fb', 'Quick and painless')} ${click('#fb-send')}`,
  );
  e.holds(H, '"Send feedback" is greyed out', 'state', 'reflect');
  e.actFails(H, 'Click on Send feedback', 'missing_target', 'bug-report', `window.feedback === null`);
  e.act(H, 'Turn on email reminders', 'widget', 'testrigor', `window.prefs.email === true`, click('#sw-email'));
  e.actFails(H, 'Turn on recall letters by post', 'missing_target', 'testrigor', `${sw('post')} === 'false'`);
  e.holds(H, 'Text reminders are switched on', 'state', 'reflect');
  e.fails(H, 'Offers and news are switched on', 'false_claim', 'reflect');
  e.act(
    H,
    'Expand "Crown, upper right premolar"',
    'widget',
    'checksum',
    `${q('[aria-controls="pl-crown"]')}.getAttribute('aria-expanded') === 'true'`,
    expand('crown'),
  );
  e.holds(H, 'The crown needs two visits, three weeks apart', 'message', 'momentic', { prepare: expand('crown') });
  e.fails(H, 'The filling needs two visits', 'near_miss', 'momentic', {
    prepare: `${expand('crown')} ${expand('filling')}`,
  });
  e.act(
    H,
    'Take the crown out of my treatment plan',
    'check',
    'browser-use',
    `!${q('#crown')}.checked`,
    `${expand('crown')} ${tick('#crown', false)}`,
  );
  e.holds(H, 'The plan total is £160.00', 'value', 'kane-ai', {
    prepare: `${expand('crown')} ${tick('#crown', false)}`,
  });
  e.fails(H, 'The plan total is £420.00', 'near_miss', 'kane-ai');
  e.holds(H, 'The "Accept plan" button should be disabled', 'state', 'spreewald');
  e.act(
    H,
    'Accept the treatment plan without the crown',
    'compound',
    'browser-use',
    `!!window.planAccepted && window.planAccepted.crown === false && window.planAccepted.total === 160`,
    `${expand('crown')} ${tick('#crown', false)} ${tick('#plan-read')} ${click('#plan-accept')}`,
  );
  e.actFails(H, 'Click "Accept plan"', 'missing_target', 'testrigor', `window.planAccepted === false`);
  e.fails(H, 'The treatment plan has been accepted', 'false_claim', 'reflect');

  // The assistant (open shadow root) and the account menu
  e.act(
    H,
    'Ask Brightsmile whether there is parking at the practice',
    'frames',
    'stagehand',
    `${bot}.log.some((m) => /park/i.test(m))`,
    ask('Is there parking at the practice?'),
  );
  e.holds(H, 'The assistant answers that the practice is closed at weekends', 'frames', 'momentic', {
    prepare: ask('What are your opening hours?'),
  });
  e.fails(H, 'The assistant says the practice opens at 9am', 'false_claim', 'momentic', {
    prepare: ask('What are your opening hours?'),
  });
  e.holds(H, 'Then I should see "Hi Nina, how can we help?"', 'frames', 'rails-web-steps');
  e.act(
    H,
    'Sign out from the account menu',
    'widget',
    'checksum',
    `location.pathname === '/dental/login'`,
    `${click('#acct')} ${click('#acct-menu a[href*="signedout"]')}`,
  );
  e.act(
    H,
    'Follow the "Book now" link in the overdue banner',
    'navigation',
    'mink',
    `location.pathname === '/dental/book' && location.search.includes('patient=arjun')`,
    click('a[href="/dental/book?patient=arjun"]'),
  );
  e.actFails(
    H,
    'Open the Invoices tab',
    'missing_target',
    'checksum',
    `${q('#t-up')}.getAttribute('aria-selected') === 'true'`,
  );
}
