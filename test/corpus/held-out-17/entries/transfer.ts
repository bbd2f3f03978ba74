/** Steps for Fernwick Bank's sign-in, international payments page and Send money wizard (`apps/transfer.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import {
  click,
  clicks,
  hidden,
  inFrame,
  inShadow,
  later,
  on,
  q,
  setInFrame,
  setVal,
  tick,
  visible,
} from '../../entry-scripts';

const LOGIN = '/transfer/login';
const H = '/transfer/home';
const H2 = '/transfer/home?page=2';
const S1 = '/transfer/send';
const S2 = '/transfer/send?step=2';
const S3 = '/transfer/send?step=3';

const logIn = (id: string, pass: string) => `${setVal('#cid', id)} ${setVal('#pass', pass)} ${click('#go')}`;
const card = (id: string, what: string) => click(`#recips [data-id="${id}"] .${what}`);
const row = (id: string, what: string) => click(`#tx tr[data-id="${id}"] .${what}`);
const cancel = (id: string) => `${row(id, 'cancel')} ${click('#dc-yes')}`;
const sched = (id: string, what: string) => click(`#sched li[data-id="${id}"] .${what}`);
const alerts = click('#t-alert');
const newRecipient = (name: string, iban: string, country: string) =>
  `${tick('input[name=to][value=new]')} ${setVal('#nname', name)} ${setVal('#iban', iban)} ${setVal('#ncountry', country)} ${click('#next1')}`;
const amountStep = (amount: string, when: string, reason: string) =>
  `${setVal('#amount', amount)} ${setVal('#when', when)} ${setVal('#reason', reason)} ${click('#next2')}`;
const payNow = `${tick('#confirm')} ${click('#pay')}`;

export function transferEntries(e: EntryBuilder): void {
  // Log in
  e.act(
    LOGIN,
    'Log in using {{customer_id}} and {{passcode}}; you are done when the International payments page shows',
    'login',
    'skyvern',
    `location.pathname === '/transfer/home'`,
    logIn('40218833', 'Kestrel-77'),
    { variables: { customer_id: '40218833', passcode: 'Kestrel-77' } },
  );
  e.act(
    LOGIN,
    'Enter 40218833 in the Customer ID field',
    'fill',
    'testrigor',
    `${q('#cid')}.value === '40218833'`,
    setVal('#cid', '40218833'),
  );
  e.act(
    LOGIN,
    'I type "Kestrel-77" into the passcode box',
    'fill',
    'codecept',
    `${q('#pass')}.value === 'Kestrel-77'`,
    setVal('#pass', 'Kestrel-77'),
  );
  e.actFails(
    LOGIN,
    'Log in as 40218833 with passcode Kestrel-78',
    'missing_target',
    'mind2web',
    `location.pathname === '/transfer/login'`,
  );
  e.holds(LOGIN, "An error says the details don't match their records", 'message', 'momentic', {
    prepare: later(`${logIn('40218833', 'Kestrel-78')} await wait(1300);`),
  });
  e.fails(LOGIN, 'I should see "Enter your passcode"', 'near_miss', 'rails-web-steps', { prepare: click('#go') });
  e.holds(LOGIN, 'It asks me to enter my customer ID', 'message', 'codecept', { prepare: click('#go') });
  e.act(LOGIN, 'Tick remember my customer ID', 'check', 'bug-report', `${q('#keep')}.checked`, tick('#keep'));
  e.fails(LOGIN, 'There is a "Register for online banking" link', 'false_claim', 'mabl');

  // Balance and recipients
  e.holds(H, 'The heading is International payments', 'page', 'robot-browser');
  e.holds(H, 'The available balance is £6,240.55', 'value', 'kane-ai');
  e.fails(H, 'I have £5,000.00 left to send today', 'near_miss', 'kane-ai');
  e.holds(H, 'The pending transfers badge shows 2', 'value', 'kane-ai');
  e.fails(H, 'The pending badge shows 3', 'near_miss', 'kane-ai');
  e.holds(H, 'Five recipients are saved', 'count', 'webarena');
  e.fails(H, 'Four recipients are listed', 'false_claim', 'webarena');
  e.actFails(
    H,
    'Click "Send money" on the Ana Ferreira card',
    'ambiguous_target',
    'testrigor',
    `location.pathname === '/transfer/home'`,
  );
  e.act(
    H,
    'Send money to Lucía Gómez',
    'scope',
    'browser-use',
    `location.search.includes('to=r3')`,
    card('r3', 'send'),
  );
  e.act(
    H,
    'Click the third "Send money" button',
    'ordinal',
    'zerostep',
    `location.search.includes('to=r3')`,
    card('r3', 'send'),
  );
  e.actFails(
    H,
    'Delete Kenji Watanabe from my recipients',
    'missing_target',
    'browser-use',
    `window.recipients.some((r) => r.id === 'r2')`,
  );
  e.holds(H, "An error says I can't delete Kenji while a transfer to him is pending", 'message', 'momentic', {
    prepare: later(`${card('r2', 'del')} await wait(900);`),
  });
  e.act(
    H,
    'Delete the recipient Daniel Okoro',
    'scope',
    'gauge',
    `!window.recipients.some((r) => r.id === 'r5')`,
    card('r5', 'del'),
  );
  e.holds(H, 'After deleting Lucía Gómez, a toast offers to undo it', 'widget', 'octomind', {
    prepare: later(`${card('r3', 'del')} await wait(900);`),
  });
  e.act(
    H,
    'Delete Daniel Okoro, then undo it from the toast',
    'compound',
    'qa-wolf',
    `window.toasts.includes('Daniel Okoro deleted') && window.recipients.some((r) => r.id === 'r5')`,
    later(`${card('r5', 'del')} await wait(900); ${click('#toast button')}`),
  );
  e.actFails(H, 'Press Delete', 'ambiguous_target', 'mink', `window.recipients.length === 5`);
  e.act(
    H,
    'Edit Kenji Watanabe, set the nickname to "Kenji Tokyo" and save',
    'compound',
    'qa-wolf',
    `!!window.edited && window.edited.id === 'r2' && window.edited.nick === 'Kenji Tokyo'`,
    `${card('r2', 'edit')} ${setVal('#nick', 'Kenji Tokyo')} ${click('#de-save')}`,
  );
  e.act(
    H,
    'Click Edit on the Lucía Gómez card',
    'scope',
    'testrigor',
    `${visible('#dlg-edit')} && ${q('#de-h')}.textContent.includes('Lucía')`,
    card('r3', 'edit'),
  );
  e.holds(H, 'Daniel Okoro banks with Chase', 'scope', 'reflect');
  e.fails(H, 'Lucía Gómez banks with Millennium bcp', 'near_miss', 'reflect');
  e.fails(H, "Kenji Watanabe's account ends in 6610", 'near_miss', 'reflect');

  // Transfers table
  e.holds(H, 'The transfers table shows 4 rows', 'count', 'mink');
  e.fails(H, 'The transfers table has 9 rows', 'false_claim', 'mink');
  e.holds(H, 'The transfer to Kenji Watanabe on 12 Jun 2027 is pending', 'scope', 'reflect');
  e.fails(H, 'The 2 Jun 2027 transfer to Lucía Gómez is pending', 'near_miss', 'reflect');
  e.fails(H, 'Lucía Gómez received €293.55', 'near_miss', 'webarena');
  e.fails(H, 'The transfer to Daniel Okoro on 28 May 2027 was £250.00', 'near_miss', 'webarena');
  e.actFails(H, 'Edit Ana Ferreira', 'ambiguous_target', 'gauge', `window.edited === null && ${hidden('#dlg-edit')}`);
  e.act(
    H,
    'Track the transfer to Ana Ferreira from 10 Jun',
    'scope',
    'gauge',
    `window.tracked === 't8'`,
    row('t8', 'track'),
  );
  e.holds(H, 'Tracking the 12 Jun transfer says it is expected by 16 Jun 2027', 'message', 'rainforest', {
    prepare: row('t9', 'track'),
  });
  e.actFails(H, 'click Track', 'ambiguous_target', 'robot-browser', `window.tracked === null`);
  e.act(
    H,
    'Cancel the pending transfer to Kenji Watanabe and confirm',
    'compound',
    'gauge',
    `window.cancelled.includes('t9')`,
    cancel('t9'),
  );
  e.act(
    H,
    'Cancel the transfer to Ana Ferreira on 10 Jun 2027',
    'scope',
    'browser-use',
    `window.cancelled.includes('t8')`,
    cancel('t8'),
  );
  e.holds(H, 'The cancel dialog says the fee is refunded', 'widget', 'octomind', { prepare: row('t9', 'cancel') });
  e.act(
    H,
    'In the dialog, click Keep it',
    'scope',
    'stagehand',
    `${hidden('#dlg-cancel')} && window.cancelled.length === 0`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: row('t9', 'cancel') },
  );
  e.actFails(
    H,
    'Cancel the transfer to Lucía Gómez on 2 Jun',
    'missing_target',
    'gauge',
    `window.cancelled.length === 0 && window.transfers[2].status === 'Completed'`,
  );
  e.holds(H, 'An error says only pending transfers can be cancelled', 'message', 'momentic', {
    prepare: later(`${row('t7', 'cancel')} await wait(800);`),
  });
  e.act(
    H,
    'Cancel the Kenji transfer and wait until the pending badge shows 1',
    'wait',
    'magnitude',
    `window.cancelled.includes('t9') && ${q('#pending')}.textContent === '1'`,
    cancel('t9'),
  );
  e.holds(H, 'After cancelling the transfer to Ana Ferreira, the pending badge shows 1', 'value', 'rainforest', {
    prepare: later(`${cancel('t8')} await wait(1100);`),
  });
  e.fails(
    H,
    'After cancelling the Kenji transfer a toast says £400.00 will be back in my account',
    'near_miss',
    'rainforest',
    { prepare: later(`${cancel('t9')} await wait(1100);`) },
  );
  e.act(H, 'Go to the next page of transfers', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.act(
    H2,
    'Repeat the transfer to Lucía Gómez from 20 Apr 2027',
    'scope',
    'gauge',
    `location.search.includes('repeat=t3')`,
    row('t3', 'repeat'),
  );
  e.actFails(
    H2,
    'Cancel the failed transfer to Daniel Okoro',
    'missing_target',
    'browser-use',
    `window.cancelled.length === 0`,
  );
  e.fails(H2, 'Page 2 shows the 12 Jun 2027 transfer', 'false_claim', 'mabl');
  e.holds(H2, 'The 2 Apr 2027 transfer to Daniel Okoro failed', 'scope', 'reflect');
  e.act(
    H,
    'Go to the last page of transfers and track the oldest one',
    'compound',
    'webvoyager',
    `window.tracked === 't1'`,
    `${clicks('#next', 2)} ${row('t1', 'track')}`,
  );
  e.act(
    H,
    'Track the second transfer in the list',
    'ordinal',
    'zerostep',
    `window.tracked === 't8'`,
    row('t8', 'track'),
  );
  e.actFails(H, 'Press Repeat', 'ambiguous_target', 'mink', `location.pathname === '/transfer/home'`);

  // Scheduled and rate alerts
  e.act(H, 'Open the Scheduled tab', 'widget', 'checksum', visible('#p-sched'), click('#t-sched'));
  e.act(
    H,
    'Skip the next payment to Kenji Watanabe',
    'scope',
    'browser-use',
    `window.skipped.includes('s2')`,
    sched('s2', 'skip'),
    { prepare: click('#t-sched') },
  );
  e.actFails(
    H,
    'Stop the scheduled payment to Lucía Gómez',
    'missing_target',
    'browser-use',
    `window.skipped.length === 0 && document.querySelectorAll('#sched li').length === 2`,
    { prepare: click('#t-sched') },
  );
  e.holds(
    H,
    'Stopping the Lucía Gómez payment says it can only be done from the Payments page',
    'message',
    'momentic',
    { prepare: `${click('#t-sched')} ${sched('s1', 'stop')}` },
  );
  e.fails(H, 'The next scheduled payment to Kenji Watanabe is on 2 Jul 2027', 'near_miss', 'reflect', {
    prepare: click('#t-sched'),
  });
  e.actFails(H, 'Click "Skip next"', 'ambiguous_target', 'testrigor', `window.skipped.length === 0`, {
    prepare: click('#t-sched'),
  });
  e.act(
    H,
    'Set a rate alert for €1.220 and save it',
    'compound',
    'mind2web',
    `!!window.alertSaved && window.alertSaved.target === 1.22`,
    `${setVal('#target', '1.22')} ${click('#save-alert')}`,
    { prepare: alerts },
  );
  e.actFails(H, 'Save a euro alert at €1.160', 'missing_target', 'mind2web', `window.alertSaved === null`, {
    prepare: alerts,
  });
  e.holds(H, '£1 already buys €1.1742, says the error', 'message', 'momentic', {
    prepare: `${alerts} ${setVal('#target', '1.16')} ${click('#save-alert')}`,
  });
  e.act(
    H,
    'Choose US dollar (USD) as the alert currency',
    'select',
    'checksum',
    `${q('#alert-cur')}.value === 'USD'`,
    setVal('#alert-cur', 'USD'),
    { prepare: alerts },
  );
  e.act(H, 'Turn on email alerts', 'widget', 'checksum', on('#sw-alert-email'), click('#sw-alert-email'), {
    prepare: alerts,
  });
  e.fails(H, 'The alert target is €1.1742', 'near_miss', 'kane-ai', {
    prepare: later(`${alerts} await wait(1200);`),
  });
  e.act(
    H,
    'Switch to US dollars, set the target to $1.720 and save the alert',
    'compound',
    'shortest',
    `!!window.alertSaved && window.alertSaved.cur === 'USD' && window.alertSaved.target === 1.72`,
    `${setVal('#alert-cur', 'USD')} ${setVal('#target', '1.72')} ${click('#save-alert')}`,
    { prepare: alerts },
  );
  e.fails(H, 'Email alerts are switched on', 'false_claim', 'reflect', { prepare: alerts });
  e.actFails(H, 'Set up a rate alert for Swiss francs', 'missing_target', 'browser-use', `window.alertSaved === null`, {
    prepare: alerts,
  });

  // Rates (shadow root) and fees (iframe)
  e.holds(H, "Wait for today's rates to load: £1 buys €1.1742", 'wait', 'midscene');
  e.fails(H, 'The rates were updated at 09:42', 'false_claim', 'reflect', { prepare: later('await wait(1200);') });
  e.act(
    H,
    'Refresh the rates in the rates box',
    'frames',
    'stagehand',
    `window.fxRefreshed === true`,
    later(`await wait(1100); ${inShadow('#fx', '#refresh')}.click();`),
  );
  e.act(
    H,
    'In the fee calculator, work out the fee for £1,000 by Express',
    'frames',
    'stagehand',
    `(() => { const c = document.querySelector('iframe').contentWindow.calculated; return !!c && c.amount === 1000 && c.fee === 9; })()`,
    `${setInFrame('#amt', '1000')} ${setInFrame('#spd', 'exp')} ${inFrame('#calc')}.click();`,
  );
  e.holds(H, 'The fee calculator says the fee for £200 is £3.50', 'frames', 'octomind', {
    prepare: `${setInFrame('#amt', '200')} ${inFrame('#calc')}.click();`,
  });
  e.fails(H, 'The fee calculator says the total for £200 is £209.00', 'false_claim', 'octomind', {
    prepare: `${setInFrame('#amt', '200')} ${inFrame('#calc')}.click();`,
  });

  // Help and user menu
  e.act(H, 'Expand How long will it take?', 'widget', 'checksum', visible('#acc-time-p'), click('#acc-time'));
  e.holds(H, 'Express transfers sent before 3pm arrive the same day', 'widget', 'mabl', {
    prepare: click('#acc-time'),
  });
  e.fails(H, 'Standard transfers arrive the same day', 'near_miss', 'mabl', { prepare: click('#acc-time') });
  e.act(
    H,
    'Open the Dana Whitfield menu and go to Statements',
    'compound',
    'qa-wolf',
    `window.menuChoice === 'Statements'`,
    `${click('#user')} ${click('#mi-statements')}`,
  );
  e.act(
    H,
    'Log out',
    'navigation',
    'robot-browser',
    `location.pathname === '/transfer/login'`,
    `${click('#user')} ${click('#mi-out')}`,
  );
  e.actFails(
    H,
    'Choose "Close account" from the user menu',
    'missing_target',
    'stagehand',
    `window.menuChoice === null && location.pathname === '/transfer/home'`,
  );

  // Send money, step 1
  e.holds(S1, 'The heading says Send money abroad', 'page', 'robot-browser');
  e.act(
    S1,
    'Choose Kenji Watanabe',
    'check',
    'checksum',
    `${q('input[name=to][value=r2]')}.checked && window.to === 'r2'`,
    tick('input[name=to][value=r2]'),
  );
  e.actFails(S1, 'Continue to the amount', 'missing_target', 'gauge', `window.step === 1`);
  e.holds(S1, "It asks me to choose who I'm sending to", 'message', 'codecept', { prepare: click('#next1') });
  e.act(
    S1,
    'Choose Daniel Okoro and continue',
    'compound',
    'qa-wolf',
    `window.step === 2 && window.to === 'r5'`,
    `${tick('input[name=to][value=r5]')} ${click('#next1')}`,
  );
  e.act(
    S1,
    'Choose Someone new and fill in Full name with "Marie Dubois"',
    'compound',
    'rails-web-steps',
    `window.to === 'new' && ${q('#nname')}.value === 'Marie Dubois'`,
    `${tick('input[name=to][value=new]')} ${setVal('#nname', 'Marie Dubois')}`,
  );
  e.act(
    S1,
    'Enter FR7630006000011234567890189 as the IBAN',
    'fill',
    'gauge',
    `${q('#iban')}.value === 'FR7630006000011234567890189'`,
    setVal('#iban', 'FR7630006000011234567890189'),
    { prepare: tick('input[name=to][value=new]') },
  );
  e.act(
    S1,
    'Add a new recipient Marie Dubois, IBAN FR7630006000011234567890189, in France, and continue',
    'compound',
    'shortest',
    `window.step === 2 && !!window.newRecipient && window.newRecipient.name === 'Marie Dubois'`,
    newRecipient('Marie Dubois', 'FR7630006000011234567890189', 'France'),
  );
  e.actFails(
    S1,
    'Send to a new recipient Reza Karimi in Iran with IBAN IR062960000000100324200001 and continue',
    'missing_target',
    'browser-use',
    `window.step === 1`,
  );
  e.holds(S1, "An error says they can't send payments to Iran", 'message', 'momentic', {
    prepare: later(`${newRecipient('Reza Karimi', 'IR062960000000100324200001', 'Iran')} await wait(1200);`),
  });
  e.actFails(
    S1,
    'Add Marie Dubois in France with account number 12345678 and continue',
    'missing_target',
    'mind2web',
    `window.step === 1`,
  );
  e.holds(S1, "It says the IBAN doesn't look right", 'message', 'momentic', {
    prepare: later(`${newRecipient('Marie Dubois', '12345678', 'France')} await wait(1200);`),
  });
  e.fails(S1, 'Ana Ferreira is already selected', 'false_claim', 'reflect');
  e.holds('/transfer/send?to=r3', 'Lucía Gómez is selected', 'state', 'reflect');

  // Send money, step 2
  e.holds(S2, 'The heading asks how much to send to Ana Ferreira', 'page', 'mabl');
  e.act(
    S2,
    'Enter 500 in You send (GBP)',
    'fill',
    'testrigor',
    `${q('#amount')}.value === '500'`,
    setVal('#amount', '500'),
  );
  e.holds(S2, 'After typing 500 in You send, they receive €587.10', 'value', 'rainforest', {
    prepare: setVal('#amount', '500'),
  });
  e.fails(S2, 'The Standard fee is £9.00', 'near_miss', 'kane-ai');
  e.fails(S2, 'Express costs £3.50', 'near_miss', 'kane-ai');
  e.act(S2, 'Pick Express', 'check', 'checksum', `${q('input[value=exp]')}.checked`, tick('input[value=exp]'));
  e.act(
    S2,
    'Set Send on to 1 July 2027',
    'widget',
    'mind2web',
    `${q('#when')}.value === '2027-07-01'`,
    setVal('#when', '2027-07-01'),
  );
  e.act(
    S2,
    'Select "Family support" as the reason for payment',
    'select',
    'rails-web-steps',
    `${q('#reason')}.value === 'Family support'`,
    setVal('#reason', 'Family support'),
  );
  e.act(
    S2,
    'Send £500, standard, for family support, and continue',
    'compound',
    'shortest',
    `window.step === 3 && !!window.quote && window.quote.amount === 500`,
    amountStep('500', '2027-06-14', 'Family support'),
  );
  e.actFails(
    S2,
    'Send £4,000 to Ana for family support and continue',
    'missing_target',
    'mind2web',
    `window.step === 2`,
  );
  e.holds(S2, "An error says that's over my daily limit", 'message', 'momentic', {
    prepare: later(`${amountStep('4000', '2027-06-14', 'Family support')} await wait(1100);`),
  });
  e.fails(S2, 'The error says I can send up to £5,000.00 more today', 'false_claim', 'momentic', {
    prepare: later(`${amountStep('4000', '2027-06-14', 'Family support')} await wait(1100);`),
  });
  e.actFails(
    S2,
    'Schedule £200 for 1 June 2027 for paying a bill and continue',
    'missing_target',
    'shortest',
    `window.step === 2`,
  );
  e.holds(S2, 'It asks for today or a later date', 'message', 'codecept', {
    prepare: amountStep('200', '2027-06-01', 'Paying a bill'),
  });
  e.actFails(S2, 'Continue without a reason', 'missing_target', 'bug-report', `window.step === 2`, {
    prepare: setVal('#amount', '200'),
  });
  e.fails(S2, 'Express is selected', 'false_claim', 'spreewald');
  e.act(
    S2,
    'Go back to choose a different recipient',
    'navigation',
    'bug-report',
    `window.step === 1`,
    click('#back2'),
  );

  // Send money, step 3
  e.holds(S3, 'The total taken is £503.50', 'value', 'kane-ai');
  e.fails(S3, 'Ana Ferreira receives 500.00', 'near_miss', 'kane-ai');
  e.actFails(S3, 'Send payment', 'missing_target', 'gauge', `window.sent === null`);
  e.holds(S3, "It asks me to confirm I've checked the recipient's details", 'message', 'momentic', {
    prepare: click('#pay'),
  });
  e.act(
    S3,
    "Tick that I've checked the details and send the payment",
    'compound',
    'qa-wolf',
    `!!window.sent && window.sent.ref === 'FW-558102'`,
    payNow,
  );
  e.holds(S3, 'Wait for the payment reference FW-558102', 'wait', 'codecept', { prepare: payNow });
  e.holds(S3, 'It says Ana Ferreira should get €587.10 by 16 Jun 2027', 'message', 'octomind', {
    prepare: later(`${payNow} await wait(1500);`),
  });
  e.fails(S3, 'It says the money arrives by 14 Jun 2027', 'false_claim', 'octomind', {
    prepare: later(`${payNow} await wait(1500);`),
  });
  e.act(
    S3,
    'check "I\'ve checked the recipient\'s details are right"',
    'check',
    'spreewald',
    `${q('#confirm')}.checked`,
    tick('#confirm'),
  );
}
