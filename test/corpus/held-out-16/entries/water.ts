/** Steps for Brookwater's sign-in, account page and Report a leak wizard (`apps/water.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/water/login';
const A = '/water/account';
const A2 = '/water/account?page=2';
const L1 = '/water/leak';
const L2 = '/water/leak?step=2';
const L3 = '/water/leak?step=3';

const signIn = (user: string, pw: string) => `${setVal('#user', user)} ${setVal('#pw', pw)} ${click('#signin')}`;
const pay = (amount: string) => `${click('#pay-now')} ${setVal('#amount', amount)} ${click('#pay')}`;
const reading = (v: string) => `${setVal('#reading', v)} ${click('#send-reading')}`;
const bill = (id: string, what: string) => click(`#bills tr[data-id="${id}"] .${what}`);
const frameWin = `document.querySelector('iframe').contentWindow`;
const supply = (s: string) => inShadow('#supply', s);
const streets = (pc: string) => later(`${setVal('#pc', pc)} ${click('#find')} await wait(1100);`);
const contact = (phone: string) => `${setVal('#lname', 'Sam Okafor')} ${setVal('#lphone', phone)}`;

export function waterEntries(e: EntryBuilder): void {
  // Sign in
  e.act(
    LOGIN,
    'Sign in with account number 3307 2291 and password Tap-Water-9',
    'login',
    'mind2web',
    `location.pathname === '/water/account'`,
    signIn('3307 2291', 'Tap-Water-9'),
  );
  e.act(
    LOGIN,
    'enter "sam.okafor@example.com" into "Email or account number"',
    'fill',
    'testrigor',
    `${q('#user')}.value === 'sam.okafor@example.com'`,
    setVal('#user', 'sam.okafor@example.com'),
  );
  e.actFails(
    LOGIN,
    'Log in as sam.okafor@example.com with Tap-Water-8 and open my account',
    'false_claim',
    'skyvern',
    `location.pathname === '/water/login'`,
  );
  e.holds(LOGIN, "An error says they couldn't sign me in with those details", 'message', 'momentic', {
    prepare: later(`${signIn('sam.okafor@example.com', 'Tap-Water-8')} await wait(1100);`),
  });
  e.fails(LOGIN, 'I should see "Enter your email or account number"', 'near_miss', 'rails-web-steps', {
    prepare: `${setVal('#user', 'sam.okafor@example.com')} ${click('#signin')}`,
  });
  e.act(LOGIN, 'Tick stay signed in', 'check', 'bug-report', `${q('#stay')}.checked`, tick('#stay'));
  e.fails(LOGIN, 'There is a Create an account link', 'false_claim', 'mabl');

  // Balance and payment
  e.holds(A, 'The heading is "Your water account"', 'page', 'robot-browser');
  e.holds(A, 'The balance is £42.18, due 22 Nov 2027', 'value', 'kane-ai');
  e.fails(A, 'The balance is due on 12 Nov 2027', 'near_miss', 'kane-ai');
  e.fails(A, 'The account number is 3307 2219', 'near_miss', 'reflect');
  e.act(
    A,
    'Pay the full balance with the Visa card',
    'compound',
    'browser-use',
    `!!window.paid && window.paid.amount === 42.18 && window.paid.card === 'visa'`,
    pay('42.18'),
  );
  e.act(A, 'Pay £20 towards my bill', 'compound', 'mind2web', `!!window.paid && window.paid.amount === 20`, pay('20'));
  e.holds(A, 'Wait until a toast says the payment of £42.18 was received', 'wait', 'midscene', {
    prepare: pay('42.18'),
  });
  e.holds(A, 'After paying £20 the balance is £22.18', 'value', 'rainforest', {
    prepare: later(`${pay('20')} await wait(1500);`),
  });
  e.fails(A, 'After paying £20 I owe £21.18', 'near_miss', 'rainforest', {
    prepare: later(`${pay('20')} await wait(1500);`),
  });
  e.actFails(A, 'Pay with the Mastercard ending 0093', 'missing_target', 'stagehand', `window.paid === null`, {
    prepare: click('#pay-now'),
  });
  e.act(
    A,
    'Choose Amex ending 1005',
    'widget',
    'checksum',
    `${q('#cards')}.dataset.value === 'amex'`,
    click('#cards [data-value="amex"]'),
    { prepare: click('#pay-now') },
  );
  e.actFails(A, 'Pay £650 now', 'missing_target', 'gauge', `window.paid === null`);
  e.holds(A, "An error says I can't pay more than £500 online", 'message', 'momentic', { prepare: pay('650') });
  e.act(
    A,
    'Press Escape to close the payment dialog',
    'keys',
    'codecept',
    hidden('#dlg-pay'),
    `hideDialog('dlg-pay');`,
    {
      prepare: click('#pay-now'),
    },
  );
  e.fails(A, 'The amount is filled in as 24.18', 'near_miss', 'spreewald', { prepare: click('#pay-now') });

  // More actions
  e.act(A, 'Open More actions', 'widget', 'robot-browser', visible('#more-menu'), click('#more'));
  e.act(
    A,
    'Open the More actions menu and choose Change payment date',
    'compound',
    'qa-wolf',
    `window.menuChoice === 'Change payment date'`,
    `${click('#more')} ${click('#mi-date')}`,
  );
  e.actFails(
    A,
    'Close my account from the More actions menu',
    'missing_target',
    'browser-use',
    `window.menuChoice === null && location.pathname === '/water/account'`,
  );
  e.holds(A, 'An error says I need to pay my balance before closing the account', 'message', 'momentic', {
    prepare: `${click('#more')} ${click('#mi-close')}`,
  });
  e.actFails(
    A,
    'In the More actions menu, choose Download statement',
    'missing_target',
    'stagehand',
    `window.menuChoice === null`,
  );

  // Meter reading
  e.act(
    A,
    'Submit a meter reading of 0481 and wait for it to be accepted',
    'wait',
    'skyvern',
    `!!window.reading && window.reading.value === 481`,
    reading('0481'),
  );
  e.actFails(A, 'Submit reading 0450', 'missing_target', 'gauge', `window.reading === null`);
  e.holds(A, "It says that's lower than my last reading", 'message', 'codecept', {
    prepare: later(`${reading('0450')} await wait(1200);`),
  });
  e.fails(A, 'It says the reading 0450 was received', 'near_miss', 'octomind', {
    prepare: later(`${reading('0450')} await wait(1200);`),
  });
  e.holds(A, 'The message tells me to call so they can check for a leak', 'message', 'momentic', {
    prepare: later(`${reading('0900')} await wait(1200);`),
  });
  e.fails(A, 'The last reading was 0485 on 9 Aug 2027', 'near_miss', 'kane-ai');
  e.act(
    A,
    'Set the date of reading to 8 November 2027',
    'widget',
    'mind2web',
    `${q('#rdate')}.value === '2027-11-08'`,
    setVal('#rdate', '2027-11-08'),
  );
  e.holds(A, 'Wait for "Reading 0481 received"', 'wait', 'codecept', { prepare: reading('0481') });

  // Usage
  e.act(A, 'Switch to the Last year tab', 'widget', 'checksum', visible('#p-12'), click('#t-12'));
  e.holds(A, 'Over the last year I used 231 litres a day on average', 'widget', 'reflect', { prepare: click('#t-12') });
  e.fails(A, 'Over the last 6 months I used 231 litres a day', 'near_miss', 'reflect');

  // Bills
  e.holds(A, 'The bills table shows 4 bills', 'count', 'mink');
  e.fails(A, 'There are 8 rows in the bills table', 'false_claim', 'mink');
  e.holds(A, 'The 1 Nov 2027 bill is £42.18 and due', 'scope', 'reflect');
  e.fails(A, 'The 1 Aug 2027 bill is still due', 'near_miss', 'reflect');
  e.fails(A, 'The bill for May–Jul 2027 was £37.20', 'near_miss', 'kane-ai');
  e.fails(A, 'The Next button under the bills is disabled', 'false_claim', 'spreewald');
  e.act(
    A,
    'Download the PDF of the bill dated 1 Aug 2027',
    'scope',
    'browser-use',
    `window.downloaded.includes('b7')`,
    bill('b7', 'dl'),
  );
  e.actFails(A, 'Click "Download PDF"', 'ambiguous_target', 'testrigor', `window.downloaded.length === 0`);
  e.actFails(A, 'press View', 'ambiguous_target', 'bug-report', `window.viewed === null`);
  e.actFails(A, 'Click Query this bill', 'ambiguous_target', 'robot-browser', `window.queried === null`);
  e.act(A, 'Click View on the second bill', 'ordinal', 'zerostep', `window.viewed === 'b7'`, bill('b7', 'view'));
  e.act(A, 'Query the 1 Feb 2027 bill', 'scope', 'gauge', `window.queried === 'b5'`, bill('b5', 'query'));
  e.holds(A, 'A toast confirms a query was opened about the 1 Feb 2027 bill', 'widget', 'octomind', {
    prepare: bill('b5', 'query'),
  });
  e.actFails(A, 'Query the bill dated 1 Nov 2026', 'missing_target', 'browser-use', `window.queried === null`);
  e.holds(A2, 'An error says bills more than 12 months old can only be queried by phone', 'message', 'momentic', {
    prepare: bill('b4', 'query'),
  });
  e.act(A, 'Show the next page of bills', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.fails(A2, 'The bills table on page 2 lists the 1 Nov 2027 bill', 'false_claim', 'mabl');
  e.act(A2, 'Download the oldest bill', 'scope', 'webvoyager', `window.downloaded.includes('b1')`, bill('b1', 'dl'));
  e.act(
    A,
    'Open the bill dated 1 May 2026',
    'compound',
    'browser-use',
    `window.viewed === 'b2'`,
    `${click('#next')} ${bill('b2', 'view')}`,
  );

  // Bill preview (iframe)
  e.holds(A, 'The latest bill preview shows a total of £42.18', 'frames', 'mabl');
  e.fails(A, 'The bill preview shows wastewater of £19.40', 'near_miss', 'mabl');
  e.act(
    A,
    'In the bill preview, click Show meter details',
    'frames',
    'stagehand',
    `!${inFrame('#meter')}.hidden`,
    `${inFrame('#more')}.click();`,
  );
  e.act(A, 'Print the latest bill', 'frames', 'gauge', `${frameWin}.printed === true`, `${inFrame('#print')}.click();`);
  e.fails(A, 'The preview says the bill period is May–Jul 2027', 'false_claim', 'reflect');

  // Preferences and Direct Debit
  e.act(A, 'Turn on texts about supply interruptions', 'widget', 'checksum', on('#sw-alerts'), click('#sw-alerts'));
  e.act(A, 'turn paperless bills off', 'widget', 'bug-report', `!(${on('#sw-paper')})`, click('#sw-paper'));
  e.holds(A, 'Paperless bills is switched on', 'state', 'reflect');
  e.fails(A, 'Texts about supply interruptions are on', 'false_claim', 'reflect');
  e.actFails(A, 'Join the Priority Services Register', 'missing_target', 'browser-use', `!(${on('#sw-psr')})`);
  e.act(
    A,
    'Set the Direct Debit to £45 a month and update it',
    'compound',
    'mind2web',
    `window.ddSaved === 45`,
    `${setVal('#dd', '45')} ${click('#dd-save')}`,
  );
  e.actFails(A, 'Lower my Direct Debit to £25 a month', 'missing_target', 'browser-use', `window.ddSaved === null`);
  e.holds(A, 'An error says the lowest they can accept is £30 a month', 'message', 'momentic', {
    prepare: `${setVal('#dd', '25')} ${click('#dd-save')}`,
  });
  e.holds(A, 'The Direct Debit is £36 a month', 'value', 'kane-ai');
  e.fails(A, 'The Direct Debit is set to £30 a month', 'near_miss', 'kane-ai');

  // Help accordions
  e.act(A, 'Expand "Struggling to pay?"', 'widget', 'checksum', visible('#acc-help-p'), click('#acc-help'));
  e.fails(A, 'The standing charge for water is 5p a day', 'near_miss', 'mabl', { prepare: click('#acc-how') });

  // Supply status (shadow root)
  e.holds(A, 'Wait for the supply status to show the Mill Lane mains renewal', 'wait', 'midscene');
  e.fails(A, 'The planned work runs from 15 to 21 Nov 2027', 'near_miss', 'reflect', {
    prepare: later('await wait(1200);'),
  });
  e.act(
    A,
    'Report low pressure using the supply status box',
    'frames',
    'browser-use',
    `window.supplyReport === 'Low pressure'`,
    `${supply('#open')}.click(); ${supply('#kind')}.value = 'Low pressure'; ${supply('#kind')}.dispatchEvent(new Event('change', { bubbles: true })); ${supply('#send')}.click();`,
  );
  e.holds(A, 'The supply box asks me to choose what the problem is', 'frames', 'octomind', {
    prepare: `${supply('#open')}.click(); ${supply('#send')}.click();`,
  });
  e.actFails(
    A,
    'Report a burst pipe in the supply problem box',
    'missing_target',
    'stagehand',
    `window.supplyReport === undefined`,
    { prepare: `${supply('#open')}.click();` },
  );

  // Report a leak
  e.act(
    L1,
    'Choose In the road or pavement',
    'click',
    'checksum',
    `${q('input[value=street]')}.checked`,
    tick('input[value=street]'),
  );
  e.act(L1, 'Set How much water? to 4', 'widget', 'midscene', `${q('#sev')}.value === '4'`, setVal('#sev', '4'));
  e.fails(L1, 'The amount of water is set to 3', 'false_claim', 'magnitude');
  e.act(L1, 'Turn on Water is running over the surface', 'widget', 'checksum', on('#sw-flow'), click('#sw-flow'));
  e.act(
    L1,
    'Say the leak is in my garden, set the amount to 5 (gushing) and go to the next step',
    'compound',
    'shortest',
    `window.step === 2 && ${q('input[value=garden]')}.checked && ${q('#sev')}.value === '5'`,
    `${tick('input[value=garden]')} ${setVal('#sev', '5')} ${click('#next1')}`,
  );
  e.actFails(L1, 'Report a leak inside my home and continue', 'missing_target', 'browser-use', `window.step === 1`);
  e.holds(L1, 'It says leaks inside my home are my responsibility', 'message', 'momentic', {
    prepare: `${tick('input[value=home]')} ${click('#next1')}`,
  });
  e.act(
    L2,
    'Look up streets for GL5 3AA and wait for the list',
    'wait',
    'skyvern',
    `${visible('#street-f')} && document.querySelectorAll('#street option').length === 4`,
    `${setVal('#pc', 'GL5 3AA')} ${click('#find')}`,
  );
  e.act(
    L2,
    'Find streets for GL6 8PT and choose Knapp Lane',
    'compound',
    'shortest',
    `window.street === 'Knapp Lane, Brimscombe'`,
    later(
      `${setVal('#pc', 'GL6 8PT')} ${click('#find')} await wait(1100); ${setVal('#street', 'Knapp Lane, Brimscombe')}`,
    ),
  );
  e.actFails(L2, 'Look up BS1 4DJ and choose the first street', 'missing_target', 'shortest', `window.street === null`);
  e.holds(L2, 'An error says BS1 4DJ is not in their area', 'message', 'momentic', { prepare: streets('BS1 4DJ') });
  e.fails(L2, 'It says to report it to Brookwater on 0800 332 7000', 'near_miss', 'octomind', {
    prepare: streets('BS1 4DJ'),
  });
  e.actFails(
    L2,
    'Choose Mill Lane from the Street list',
    'missing_target',
    'rails-web-steps',
    `window.street === null`,
  );
  e.act(
    L2,
    'Fill in Nearest landmark or house number with "Outside number 22, by the bus stop"',
    'fill',
    'rails-web-steps',
    `${q('#landmark')}.value === 'Outside number 22, by the bus stop'`,
    setVal('#landmark', 'Outside number 22, by the bus stop'),
  );
  e.act(L2, 'Go back to step 1', 'navigation', 'bug-report', `window.step === 1`, click('#back2'));
  e.actFails(L2, 'Continue to your details', 'missing_target', 'gauge', `window.step === 2`);
  e.act(
    L3,
    'Fill in my name as Sam Okafor and phone 07700 900777, then send the report',
    'compound',
    'qa-wolf',
    `!!window.leak && window.leak.ref === 'LK-88231'`,
    `${contact('07700 900777')} ${click('#submit')}`,
  );
  e.holds(L3, 'Wait for the reference LK-88231', 'wait', 'codecept', {
    prepare: `${contact('07700 900777')} ${click('#submit')}`,
  });
  e.fails(L3, 'It says a team will look at it within 4 hours', 'false_claim', 'octomind', {
    prepare: later(`${contact('07700 900777')} ${click('#submit')} await wait(1300);`),
  });
  e.act(
    L3,
    'Untick Send me updates about this leak',
    'check',
    'testrigor',
    `!${q('#updates')}.checked`,
    tick('#updates', false),
  );
  e.fails(L3, 'The Send me updates box is unticked', 'false_claim', 'spreewald');
  e.actFails(L3, 'Send the report', 'missing_target', 'gauge', `window.leak === null`, { prepare: contact('12345') });
  e.holds(L3, 'An error asks for a phone number they can call', 'message', 'momentic', {
    prepare: `${contact('12345')} ${click('#submit')}`,
  });
}
