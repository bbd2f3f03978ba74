/** Steps on Keyhold, the renter's portal (apps/tenancy.ts), phrased after the sources in sources.ts. */
import type { EntryBuilder } from '../../entry-builder';
import { click, inFrame, later, on, q, setVal, tick, visible } from '../../entry-scripts';

export function tenancyEntries(b: EntryBuilder): void {
  const LOGIN = '/tenancy/login';
  const RENT = '/tenancy/rent';
  const RENT2 = '/tenancy/rent?page=2';
  const RENT3 = '/tenancy/rent?page=3';
  const REPAIRS = '/tenancy/repairs';
  const DOCS = '/tenancy/documents';
  const MSGS = '/tenancy/messages';
  const fwin = `document.querySelector('iframe').contentWindow`;
  const badLogin = later(
    `${setVal('#email', 'sam.ortiz@example.com')} ${setVal('#pw', 'letmein')} ${click('#go')} await wait(1300);`,
  );
  const payOpen = later(`await wait(1200); ${click('#paynow')}`);
  const disputeMay = click('tr[data-m="May 2027"] .dispute');
  const report = `${setVal('#room', 'Bathroom')} ${tick('input[name=kind][value=Plumbing]')} ${setVal('#desc', 'The cold tap drips all night and wastes water')} ${setVal('#visit', '2027-06-21')}`;
  const shareEpc = click('tr[data-id="epc"] .share');
  const noDialog = `${q('#dlg-share')}.hidden && window.shared === null`;

  // Sign in
  b.act(
    LOGIN,
    'Enter sam.ortiz@example.com as the email address',
    'fill',
    'testrail-manual',
    `${q('#email')}.value === 'sam.ortiz@example.com'`,
    setVal('#email', 'sam.ortiz@example.com'),
  );
  b.act(
    LOGIN,
    'Type the password Keys-2027!',
    'fill',
    'gauge',
    `${q('#pw')}.value === 'Keys-2027!'`,
    setVal('#pw', 'Keys-2027!'),
  );
  b.act(
    LOGIN,
    'Sign in as sam.ortiz@example.com with password Keys-2027!',
    'login',
    'shortest',
    `location.pathname === '/tenancy/rent'`,
    `${setVal('#email', 'sam.ortiz@example.com')} ${setVal('#pw', 'Keys-2027!')} ${click('#go')}`,
  );
  b.actFails(
    LOGIN,
    'Sign in as sam.ortiz@example.com with the password keys-2027',
    'missing_target',
    'shortest',
    `location.pathname === '/tenancy/login'`,
  );
  b.act(LOGIN, 'Tick Keep me signed in', 'check', 'bug-report', `${q('#remember')}.checked`, tick('#remember'));
  b.holds(LOGIN, 'the "Keep me signed in" checkbox should not be checked', 'state', 'spreewald');
  b.fails(LOGIN, 'Keep me signed in is ticked', 'false_claim', 'reflect');
  b.holds(LOGIN, `I see "That email and password don't match our records"`, 'message', 'codecept', {
    prepare: badLogin,
  });
  b.fails(LOGIN, 'The error says the account is locked', 'false_claim', 'momentic', { prepare: badLogin });
  b.actFails(
    LOGIN,
    'Click "Create an account"',
    'missing_target',
    'testrigor',
    `location.pathname === '/tenancy/login'`,
  );
  b.holds(LOGIN, 'There is a "Forgotten your password?" link', 'state', 'testrigor');
  b.fails(LOGIN, 'The heading says "Sign in to Marsh Lettings"', 'false_claim', 'robot-browser');

  // Rent: next payment and pay now
  b.holds(RENT, 'Wait for the next payment to load: £1,250.00 due on Thu 1 Jul 2027', 'wait', 'midscene');
  b.fails(RENT, 'The next payment is £1,200.00', 'false_claim', 'reflect');
  b.fails(RENT, 'The next payment is due on Thu 1 Jun 2027', 'near_miss', 'reflect');
  b.holds(RENT, 'Heading: Rent for Flat 4, 22 Alder Road', 'page', 'robot-browser');
  b.holds(RENT, 'Page title should be "Rent - Keyhold"', 'page', 'robot-browser');
  b.act(
    RENT,
    "Pay this month's rent",
    'compound',
    'browser-use',
    'window.paidNow === 1250',
    later(`await wait(1200); ${click('#paynow')} ${click('#pay-go')}`),
  );
  b.act(RENT, 'Click the blue Pay now button', 'click', 'kane-ai', `!${q('#dlg-pay')}.hidden`, payOpen);
  b.actFails(RENT, 'Pay £50 towards my rent', 'missing_target', 'browser-use', 'window.paidNow === null');
  b.actFails(RENT, 'Pay £1,500 now', 'missing_target', 'gauge', 'window.paidNow === null');
  b.act(
    RENT,
    'Change the amount to 600 and pay it',
    'compound',
    'qa-wolf',
    'window.paidNow === 600',
    later(`await wait(1200); ${setVal('#amount', '600')} ${click('#paynow')} ${click('#pay-go')}`),
  );
  b.holds(RENT, 'The confirmation asks to pay £1,250.00 from the account ending 4471', 'message', 'momentic', {
    prepare: payOpen,
  });
  b.fails(RENT, 'The confirmation asks to pay from the account ending 4417', 'false_claim', 'momentic', {
    prepare: payOpen,
  });
  b.act(RENT, 'Confirm payment', 'click', 'robot-browser', 'window.paidNow === 1250', click('#pay-go'), {
    prepare: payOpen,
  });
  b.act(
    RENT,
    'In the dialog, click Go back',
    'scope',
    'stagehand',
    `${q('#dlg-pay')}.hidden`,
    click('#dlg-pay [data-dismiss]'),
    { prepare: payOpen },
  );
  b.holds(RENT, 'The toast says Payment of £1,250.00 received', 'widget', 'midscene', {
    prepare: later(`await wait(1200); ${click('#paynow')} ${click('#pay-go')} await wait(1000);`),
  });
  b.fails(RENT, 'A message says "The smallest payment you can make is £50"', 'near_miss', 'rails-web-steps', {
    prepare: later(`await wait(1200); ${setVal('#amount', '40')} ${click('#paynow')}`),
  });
  b.holds(RENT, 'Verify that an error says the smallest payment is £100', 'message', 'testrail-manual', {
    prepare: later(`await wait(1200); ${setVal('#amount', '40')} ${click('#paynow')}`),
  });

  // Rent: history table
  b.holds(RENT, 'The payment history table shows 5 rows', 'count', 'mink');
  b.fails(RENT, 'The payment history table shows 12 rows', 'near_miss', 'mink');
  b.holds(RENT, 'It says Showing 1–5 of 12 payments', 'message', 'codecept');
  b.act(RENT, 'go to page 2 of payments', 'navigation', 'bug-report', 'window.page === 2', click('#next-page'));
  b.act(RENT2, 'Previous page', 'navigation', 'testrail-manual', 'window.page === 1', click('#prev'));
  b.holds(RENT, 'The Previous button should be disabled', 'state', 'spreewald');
  b.fails(RENT, 'The Previous button should be enabled', 'false_claim', 'spreewald');
  b.holds(RENT, 'The March 2027 payment was paid late', 'scope', 'reflect');
  b.fails(RENT, 'The April 2027 payment was paid late', 'near_miss', 'reflect');
  b.holds(RENT, 'The May 2027 rent was paid on 30 Apr 2027', 'scope', 'reflect');
  b.fails(RENT, 'The May 2027 rent was paid on 1 May 2027', 'near_miss', 'reflect');
  b.act(
    RENT,
    'Download the receipt for April 2027',
    'scope',
    'gauge',
    `window.receipt === 'Apr 2027'`,
    click('tr[data-m="Apr 2027"] .receipt'),
  );
  b.actFails(RENT, 'Click Receipt', 'ambiguous_target', 'robot-browser', 'window.receipt === null');
  b.act(
    RENT,
    'In the row for Feb 2027, click Dispute',
    'scope',
    'stagehand',
    `!${q('#dlg-dispute')}.hidden`,
    click('tr[data-m="Feb 2027"] .dispute'),
  );
  b.act(
    RENT,
    'Send a dispute for the May payment saying I was charged twice; it is complete when a confirmation appears',
    'compound',
    'skyvern',
    `!!window.disputed && window.disputed.month === 'May 2027'`,
    `${disputeMay} ${setVal('#dp-reason', 'I was charged twice')} ${click('#dp-go')}`,
  );
  b.actFails(
    RENT2,
    'Dispute the September 2026 payment',
    'missing_target',
    'gauge',
    `${q('#dlg-dispute')}.hidden && window.disputed === null`,
  );
  b.holds(
    RENT2,
    "Do you see a message that payments more than 6 months old can't be disputed online?",
    'message',
    'rainforest',
    { prepare: click('tr[data-m="Sep 2026"] .dispute') },
  );
  b.actFails(RENT, 'Send the dispute', 'missing_target', 'robot-browser', 'window.disputed === null', {
    prepare: disputeMay,
  });
  b.holds(RENT, 'The dialog heading is "Dispute the May 2027 payment"', 'page', 'robot-browser', {
    prepare: disputeMay,
  });
  b.fails(RENT2, 'The November 2026 payment was £1,250.00', 'near_miss', 'reflect');
  b.holds(RENT2, 'The November 2026 payment was £1,200.00', 'scope', 'reflect');
  b.holds(RENT3, 'The deposit of £1,730.00 is held', 'scope', 'reflect');
  b.holds(RENT3, 'Page 3 lists 2 payments', 'count', 'mink');
  b.fails(RENT3, 'The Next button is enabled', 'false_claim', 'spreewald');
  b.fails(RENT, 'The Jan 2027 payment is shown in the table', 'false_claim', 'momentic');

  // Rent: accordion, deposit iframe, menu
  b.act(RENT, 'Expand "How rent is collected"', 'widget', 'qa-wolf', visible('#acc-how-p'), click('#acc-how'));
  b.holds(RENT, 'Rent is collected by Direct Debit on the 1st of each month', 'message', 'momentic', {
    prepare: click('#acc-how'),
  });
  b.fails(RENT, 'Rent is collected by standing order', 'false_claim', 'momentic', { prepare: click('#acc-how') });
  b.holds(RENT, 'The deposit panel says £1,730.00 is protected by the Deposit Protection Service', 'frames', 'reflect');
  b.fails(RENT, 'The deposit certificate number is DPS-55210-A', 'false_claim', 'reflect');
  b.act(
    RENT,
    'In the deposit panel, tick Email me a copy of the certificate and click Send',
    'compound',
    'stagehand',
    `${fwin}.certSent === true`,
    `${inFrame('#copy')}.click(); ${inFrame('#send')}.click();`,
  );
  b.act(
    RENT,
    'Tick "Email me a copy of the certificate"',
    'frames',
    'rails-web-steps',
    `${inFrame('#copy')}.checked`,
    `${inFrame('#copy')}.click();`,
  );
  b.actFails(RENT, 'Request my deposit back', 'missing_target', 'browser-use', `${fwin}.returnAsked === false`);
  b.holds(
    RENT,
    'The deposit panel says I can ask for the deposit back once the tenancy ends on 31 Aug 2027',
    'frames',
    'reflect',
    { prepare: `${inFrame('#back')}.click();` },
  );
  b.fails(RENT, 'The deposit panel says the certificate was sent', 'false_claim', 'momentic', {
    prepare: `${inFrame('#send')}.click();`,
  });
  b.actFails(RENT, 'Give notice on my tenancy', 'missing_target', 'browser-use', 'window.menuChoice === null');
  b.holds(RENT, 'It says the fixed term runs until 31 Aug 2027', 'message', 'codecept', {
    prepare: `${click('#acct')} ${click('#mi-notice')}`,
  });
  b.act(
    RENT,
    'Sign out from the Sam Ortiz menu',
    'widget',
    'stagehand',
    `window.menuChoice === 'Sign out'`,
    `${click('#acct')} ${click('#mi-out')}`,
  );
  b.act(
    RENT,
    'Go to Repairs',
    'navigation',
    'robot-browser',
    `location.pathname === '/tenancy/repairs'`,
    click('a[href="/tenancy/repairs"]'),
  );
  b.holds(RENT, 'The Messages link shows 1 unread', 'value', 'kane-ai');
  b.fails(RENT, 'The Messages link shows 2 unread', 'false_claim', 'kane-ai');
  b.actFails(RENT, 'Click the Export CSV button', 'missing_target', 'kane-ai', 'window.receipt === null');

  // Repairs: requests
  b.holds(REPAIRS, 'There are 3 repair requests', 'count', 'mink');
  b.fails(REPAIRS, 'Verify that 4 repair requests are listed', 'false_claim', 'testrail-manual');
  b.holds(REPAIRS, 'REP-1038 has a visit booked for Fri 18 Jun, 8am–12pm', 'scope', 'reflect');
  b.fails(REPAIRS, 'REP-1041 has a visit booked for Fri 18 Jun', 'near_miss', 'reflect');
  b.act(
    REPAIRS,
    'Chase the dripping tap repair',
    'scope',
    'browser-use',
    `window.chased === 'REP-1038'`,
    click('[data-id="REP-1038"] .chase'),
  );
  b.actFails(REPAIRS, 'click on chase for the window one', 'missing_target', 'bug-report', 'window.chased === null');
  b.actFails(REPAIRS, 'I press "Chase"', 'ambiguous_target', 'mink', 'window.chased === null');
  b.act(
    REPAIRS,
    'View REP-1041',
    'scope',
    'gauge',
    `window.viewing === 'REP-1041'`,
    click('[data-id="REP-1041"] .view'),
  );
  b.holds(REPAIRS, 'A message says you can chase a repair 3 days after reporting it', 'message', 'momentic', {
    prepare: click('[data-id="REP-1041"] .chase'),
  });
  b.fails(REPAIRS, 'The boiler repair is still open', 'false_claim', 'reflect');
  b.act(
    REPAIRS,
    'Rate the boiler repair 4 stars',
    'widget',
    'browser-use',
    `${q('#fb-stars')}.dataset.value === '4'`,
    click('#fb-stars [data-n="4"]'),
  );
  b.act(
    REPAIRS,
    'Give the boiler repair 5 stars and send feedback',
    'compound',
    'shortest',
    'window.feedback === 5',
    `${click('#fb-stars [data-n="5"]')} ${click('.fb')}`,
  );
  b.actFails(REPAIRS, 'Send feedback on the boiler repair', 'missing_target', 'gauge', 'window.feedback === null');

  // Repairs: report form
  b.act(
    REPAIRS,
    'I select "Bathroom" from "Where is the problem?"',
    'select',
    'rails-web-steps',
    `${q('#room')}.value === 'Bathroom'`,
    setVal('#room', 'Bathroom'),
  );
  b.act(
    REPAIRS,
    'Choose Plumbing',
    'check',
    'robot-browser',
    `${q('input[name=kind][value=Plumbing]')}.checked`,
    tick('input[name=kind][value=Plumbing]'),
  );
  b.act(
    REPAIRS,
    'Short title: Shower not draining',
    'fill',
    'testrail-manual',
    `${q('#title')}.value === 'Shower not draining'`,
    setVal('#title', 'Shower not draining'),
  );
  b.act(
    REPAIRS,
    'Describe the problem: Water pools in the shower tray and drains very slowly',
    'fill',
    'testrail-manual',
    `${q('#desc')}.value === 'Water pools in the shower tray and drains very slowly'`,
    setVal('#desc', 'Water pools in the shower tray and drains very slowly'),
  );
  b.act(
    REPAIRS,
    'Set the best day for a visit to 21 June 2027',
    'widget',
    'midscene',
    `${q('#visit')}.value === '2027-06-21'`,
    setVal('#visit', '2027-06-21'),
  );
  b.act(
    REPAIRS,
    "Tick the box so the contractor can collect a key if I'm out",
    'check',
    'browser-use',
    `${q('#key')}.checked`,
    tick('#key'),
  );
  b.act(
    REPAIRS,
    'Mark it as urgent',
    'check',
    'bug-report',
    `${q('input[name=urgency][value=urgent]')}.checked`,
    tick('input[name=urgency][value=urgent]'),
  );
  b.holds(REPAIRS, 'Routine (within 28 days) is selected', 'state', 'spreewald');
  b.fails(REPAIRS, 'Urgent (within 24 hours) is selected', 'false_claim', 'spreewald');
  b.act(
    REPAIRS,
    'Report a dripping bathroom tap as a routine plumbing repair, described as "The cold tap drips all night and wastes water", for a visit on 21 June 2027, and send it',
    'compound',
    'shortest',
    `!!window.repair && window.repair.room === 'Bathroom' && window.repair.kind === 'Plumbing' && window.repair.visit === '2027-06-21'`,
    `${report} ${click('#send')}`,
  );
  b.actFails(
    REPAIRS,
    'Report a gas smell in the kitchen as an emergency',
    'missing_target',
    'browser-use',
    'window.repair === null',
  );
  b.actFails(REPAIRS, 'Send the repair request', 'missing_target', 'robot-browser', 'window.repair === null', {
    prepare: `${setVal('#room', 'Kitchen')} ${tick('input[name=kind][value=Appliance]')} ${setVal('#desc', 'Leaks')} ${setVal('#visit', '2027-06-21')}`,
  });
  b.holds(REPAIRS, 'An error asks me to choose the room', 'message', 'momentic', { prepare: click('#send') });
  b.fails(REPAIRS, 'An error asks me to add a photo', 'false_claim', 'momentic', { prepare: click('#send') });
  b.holds(REPAIRS, 'There is an "Add photos" upload field', 'state', 'testrigor');
  b.holds(`${REPAIRS}?photo=1`, 'leak-under-sink.jpg is listed as an added photo', 'value', 'reflect');
  b.fails(`${REPAIRS}?photo=1`, 'The photos field says 2 photos added', 'false_claim', 'reflect');
  b.holds(REPAIRS, 'The photo upload says No photos added', 'value', 'reflect');
  b.holds(REPAIRS, 'REP-1043 appears under Your requests', 'message', 'testrigor', {
    prepare: later(`${report} ${click('#send')} await wait(1000);`),
  });
  b.holds(REPAIRS, 'Your requests shows (4)', 'value', 'magnitude', {
    prepare: later(`${report} ${click('#send')} await wait(1000);`),
  });
  b.fails(REPAIRS, 'The new request is REP-1042', 'false_claim', 'reflect', {
    prepare: later(`${report} ${click('#send')} await wait(1000);`),
  });
  b.fails(REPAIRS, 'Electrical is selected', 'false_claim', 'spreewald');
  b.actFails(
    REPAIRS,
    'Choose Pest control as the kind of problem',
    'missing_target',
    'gauge',
    `!${q('input[name=kind]:checked')}`,
  );
  b.act(
    REPAIRS,
    'Pick Damp or mould',
    'check',
    'qa-wolf',
    `${q('input[name=kind][value="Damp or mould"]')}.checked`,
    tick('input[name=kind][value="Damp or mould"]'),
  );
  b.fails(REPAIRS, 'The Short title field contains "Shower not draining"', 'near_miss', 'reflect');

  // Documents
  b.holds(DOCS, 'It says 7 documents', 'count', 'codecept');
  b.act(
    DOCS,
    'Search for gas',
    'fill',
    'testrail-manual',
    `${q('#find')}.value.toLowerCase() === 'gas'`,
    setVal('#find', 'gas'),
  );
  b.act(
    DOCS,
    'After searching gas, 2 documents are listed',
    'compound',
    'magnitude',
    `${q('#find')}.value.toLowerCase().indexOf('gas') >= 0 && ${q('#doc-count')}.textContent === '2 documents'`,
    setVal('#find', 'gas'),
  );
  b.actFails(DOCS, 'Download the gas safety certificate', 'ambiguous_target', 'gauge', 'window.downloaded === null');
  b.act(
    DOCS,
    'Download the 2027 gas safety certificate',
    'scope',
    'gauge',
    `window.downloaded === 'gas27'`,
    click('tr[data-id="gas27"] .dl'),
  );
  b.act(
    DOCS,
    'Download the EPC',
    'scope',
    'browser-use',
    `window.downloaded === 'epc'`,
    click('tr[data-id="epc"] .dl'),
  );
  b.actFails(DOCS, 'Share the tenancy agreement with my guarantor', 'missing_target', 'browser-use', noDialog);
  b.act(
    DOCS,
    'Share the inventory with dad@example.com',
    'compound',
    'browser-use',
    `!!window.shared && window.shared.doc === 'inventory' && window.shared.to === 'dad@example.com'`,
    `${click('tr[data-id="inventory"] .share')} ${setVal('#sh-email', 'dad@example.com')} ${click('#sh-go')}`,
  );
  b.act(
    DOCS,
    'Enter sam.ortiz@example.com in "Send a link to"',
    'fill',
    'rails-web-steps',
    `${q('#sh-email')}.value === 'sam.ortiz@example.com'`,
    setVal('#sh-email', 'sam.ortiz@example.com'),
    { prepare: shareEpc },
  );
  b.actFails(DOCS, 'Send the link', 'missing_target', 'robot-browser', 'window.shared === null', { prepare: shareEpc });
  b.holds(DOCS, 'The error says only Marsh Lettings can share the tenancy agreement', 'message', 'momentic', {
    prepare: click('tr[data-id="agreement"] .share'),
  });
  b.holds(DOCS, 'The electrical safety report was added on 14 Jan 2026', 'scope', 'reflect');
  b.fails(DOCS, 'The electrical safety report was added on 28 Aug 2026', 'near_miss', 'reflect');
  b.fails(DOCS, 'The inventory is a Certificate', 'near_miss', 'reflect');
  b.actFails(
    DOCS,
    'Click Delete next to the How to rent guide',
    'missing_target',
    'testrigor',
    'window.downloaded === null',
  );
  b.actFails(DOCS, 'I press "Share"', 'ambiguous_target', 'mink', noDialog);
  b.fails(DOCS, 'The documents table has a Signed column', 'missing_target', 'spreewald');
  b.holds(DOCS, 'The dialog is titled Share Energy performance certificate', 'page', 'robot-browser', {
    prepare: shareEpc,
  });
  b.fails(DOCS, 'The documents list says 8 documents', 'false_claim', 'momentic');

  // Messages and notifications
  b.holds(MSGS, 'The thread is with Helen Marsh, Marsh Lettings', 'page', 'robot-browser');
  b.holds(MSGS, 'The thread has 3 messages', 'count', 'mink');
  b.fails(MSGS, 'The thread has 4 messages', 'false_claim', 'mink');
  b.act(
    MSGS,
    'Write "Can the plumber come before 10?" in the message box',
    'fill',
    'codecept',
    `${q('#msg')}.value === 'Can the plumber come before 10?'`,
    setVal('#msg', 'Can the plumber come before 10?'),
  );
  b.act(
    MSGS,
    'Tell the letting agent the boiler is losing pressure again',
    'compound',
    'browser-use',
    'window.sent.length === 1',
    `${setVal('#msg', 'The boiler is losing pressure again')} ${click('#send')}`,
  );
  b.actFails(MSGS, 'Send the message', 'missing_target', 'robot-browser', 'window.sent.length === 0');
  b.holds(MSGS, 'Wait until Helen replies that she has passed this on', 'wait', 'midscene', {
    prepare: `${setVal('#msg', 'Is the plumber still coming on Friday?')} ${click('#send')}`,
  });
  b.fails(MSGS, 'Helen says the plumber is booked for Thursday', 'false_claim', 'momentic');
  b.holds(MSGS, 'Helen says the July rent goes up to £1,250', 'message', 'momentic');
  b.fails(MSGS, 'My last message says I will be in until 12', 'near_miss', 'reflect');
  b.act(
    MSGS,
    'turn off rent reminders',
    'widget',
    'bug-report',
    `${q('#sw-rent')}.getAttribute('aria-checked') === 'false'`,
    click('#sw-rent'),
  );
  b.act(MSGS, 'Turn on Text me before repair visits', 'widget', 'qa-wolf', on('#sw-visit'), click('#sw-visit'));
  b.holds(MSGS, 'Email me when Marsh Lettings replies is on', 'state', 'spreewald');
  b.fails(MSGS, 'Text me before repair visits is on', 'false_claim', 'spreewald');
  b.act(
    MSGS,
    'Turn on texts before repair visits and save the notification settings',
    'compound',
    'shortest',
    `window.notify === 'true,true,true'`,
    `${click('#sw-visit')} ${click('#save-nt')}`,
  );
  b.act(MSGS, 'Save notification settings', 'click', 'robot-browser', 'window.notify !== null', click('#save-nt'));
  b.fails(MSGS, 'There is a Call the agent button', 'missing_target', 'testrigor');
  b.actFails(MSGS, 'Attach a photo to the message', 'missing_target', 'gauge', 'window.sent.length === 0');
  b.fails(MSGS, 'The Rent reminders by email switch is off', 'false_claim', 'spreewald');

  // More steps that must fail
  b.fails(RENT, 'The Feb 2027 payment status is Paid late', 'near_miss', 'reflect');
  b.actFails(
    RENT2,
    'Dispute the October 2026 payment',
    'missing_target',
    'gauge',
    `${q('#dlg-dispute')}.hidden && window.disputed === null`,
  );
  b.fails(RENT2, 'The Dec 2026 rent was £1,200.00', 'near_miss', 'reflect');
  b.actFails(REPAIRS, 'Chase REP-1029', 'missing_target', 'gauge', 'window.chased === null');
  b.fails(REPAIRS, 'The "Where is the problem?" dropdown shows Kitchen', 'near_miss', 'reflect');
  b.actFails(DOCS, 'Download the council tax bill', 'missing_target', 'gauge', 'window.downloaded === null');
  b.fails(DOCS, 'The 2027 gas safety certificate was added on 12 Sep 2026', 'near_miss', 'reflect');
  b.fails(MSGS, 'Helen Marsh works for Keyhold Lettings', 'false_claim', 'reflect');
  b.actFails(MSGS, 'Mark the thread as unread', 'missing_target', 'gauge', 'window.sent.length === 0');
}
