/** Steps for Keepwell Self Storage's account page (`apps/storage-account.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, tick } from '../../entry-scripts';

const A = '/storage/account';
const PPL = '/storage/account?tab=ppl';
const SET = '/storage/account?tab=set';

const on = (id: string, what: string) => click(`.myunit[data-id="${id}"] .${what}`);
const card = `${q('#dlg-pay iframe')}.contentDocument`;
const inCard = (body: string) => `(() => { const d = ${card}; ${body} })();`;
const notice = (date: string) =>
  `${on('B-114', 'notice')} ${setVal('#nt-date', date)} ${tick('input[name=why][value=moving]')} ${tick('#nt-ok-box')} ${click('#nt-ok')}`;
const help = `document.querySelector('kw-help').shadowRoot`;
const ask = (text: string) =>
  `${help}.getElementById('ask').value = ${JSON.stringify(text)}; ${help}.getElementById('send').click();`;
const addMaya = `${setVal('#ap-name', 'Maya Reid')} ${setVal('#ap-mob', '07700 900377')} ${tick('input[name=ap-unit][value="A-022"]')} ${click('#add-person button[type=submit]')}`;

export function storageAccountEntries(e: EntryBuilder): void {
  // Unit cards
  e.holds(A, 'The access code for B-114 is hidden', 'state', 'reflect');
  e.act(
    A,
    'Show the access code for Unit A-022',
    'scope',
    'stagehand',
    `window.units[1].shown && !window.units[0].shown`,
    on('A-022', 'show'),
  );
  e.actFails(
    A,
    'Click "Show code"',
    'ambiguous_target',
    'testrigor',
    `!window.units[0].shown && !window.units[1].shown`,
  );
  e.holds(A, 'The access code for B-114 is 4817', 'value', 'kane-ai', { prepare: on('B-114', 'show') });
  e.fails(A, 'The access code for A-022 is 4817', 'near_miss', 'kane-ai', {
    prepare: `${on('B-114', 'show')} ${on('A-022', 'show')}`,
  });
  e.holds(A, 'A-022 is overdue by £44.00', 'value', 'reflect');
  e.fails(A, 'Unit B-114 is overdue', 'near_miss', 'reflect');
  e.fails(A, 'The next payment for B-114 is £44.00', 'near_miss', 'kane-ai');
  e.actFails(A, 'Give notice on Unit C-301', 'missing_target', 'testrail-manual', `${q('#dlg-notice')}.hidden`);

  // Paying
  e.act(
    A,
    'Pay the overdue £44.00 for the locker with card 4242 4242 4242 4242, expiry 08/29, security code 123',
    'compound',
    'shortest',
    `window.paid !== null && window.paid.unit === 'A-022' && window.paid.last4 === '4242'`,
    `${on('A-022', 'pay')} ${inCard(`d.querySelector('#c-num').value = '4242 4242 4242 4242'; d.querySelector('#c-exp').value = '08/29'; d.querySelector('#c-cvc').value = '123'; d.querySelector('#c-pay').click();`)}`,
  );
  e.act(
    A,
    'In the card details frame, type 4242 4242 4242 4242 as the card number',
    'frames',
    'stagehand',
    `${card}.querySelector('#c-num').value.replace(/ /g, '') === '4242424242424242'`,
    inCard(`d.querySelector('#c-num').value = '4242 4242 4242 4242';`),
    { prepare: on('A-022', 'pay') },
  );
  e.holds(A, 'The card form says to enter a 16-digit card number', 'frames', 'mabl', {
    prepare: `${on('A-022', 'pay')} ${inCard(`d.querySelector('#c-num').value = '4242'; d.querySelector('#c-pay').click();`)}`,
  });
  e.fails(A, 'The card form asks for the expiry date', 'near_miss', 'mabl', {
    prepare: `${on('A-022', 'pay')} ${inCard(`d.querySelector('#c-num').value = '4242'; d.querySelector('#c-pay').click();`)}`,
  });
  e.act(
    A,
    'Click Pay now for B-114',
    'scope',
    'testrigor',
    `!${q('#dlg-pay')}.hidden && ${q('#py-h')}.textContent === 'Pay for Unit B-114'`,
    on('B-114', 'pay'),
  );
  e.actFails(A, 'Click Pay now', 'ambiguous_target', 'robot-browser', `${q('#dlg-pay')}.hidden`);
  e.fails(A, 'There is £108.00 to pay now on B-114', 'near_miss', 'rainforest', { prepare: on('B-114', 'pay') });

  // Notice
  e.act(
    A,
    'Give notice on Unit B-114 to move out on Friday 26 March 2027 because I am moving home',
    'compound',
    'browser-use',
    `window.units[0].notice === 'Fri 26 Mar 2027' && window.units[0].reason === 'moving'`,
    notice('2027-03-26'),
  );
  e.actFails(
    A,
    'Give notice on Unit B-114 to move out on 19 March 2027',
    'missing_target',
    'browser-use',
    `window.units[0].notice === null`,
  );
  e.holds(A, 'In the dialog, Give notice is disabled until I tick the box', 'state', 'rainforest', {
    prepare: on('B-114', 'notice'),
  });
  e.holds(A, "An error says I need to give at least 14 days' notice", 'message', 'momentic', {
    prepare: notice('2027-03-19'),
  });
  e.fails(A, 'Notice has been given on Unit B-114', 'false_claim', 'octomind', { prepare: notice('2027-03-19') });
  e.holds(A, 'B-114 shows "Moving out on Fri 26 Mar 2027"', 'value', 'robot-browser', {
    prepare: notice('2027-03-26'),
  });
  e.fails(A, 'A-022 is moving out on Fri 26 Mar 2027', 'near_miss', 'reflect', { prepare: notice('2027-03-26') });
  e.act(A, 'Withdraw the notice', 'click', 'checksum', `window.units[0].notice === null`, on('B-114', 'withdraw'), {
    prepare: notice('2027-03-26'),
  });

  // Authorised people
  e.act(A, 'Open the Authorised people tab', 'widget', 'checksum', `!${q('#p-ppl')}.hidden`, click('#t-ppl'));
  e.holds(PPL, '2 people can open my units', 'count', 'rainforest');
  e.fails(PPL, 'Dev Okoye can only open B-114', 'near_miss', 'reflect');
  e.act(
    PPL,
    'Add Maya Reid, 07700 900377, for Unit A-022 only',
    'compound',
    'mind2web',
    `window.people.length === 3 && window.people[2].join('|') === 'Maya Reid|07700 900377|A-022'`,
    addMaya,
  );
  e.actFails(PPL, 'Click Remove', 'ambiguous_target', 'robot-browser', `window.people.length === 2`);
  e.act(
    PPL,
    'Remove Ruth Okoye',
    'scope',
    'testrail-manual',
    `window.people.length === 1 && window.people[0][0] === 'Dev Okoye'`,
    click('#ppl-body tr[data-n="0"] .rm'),
  );
  e.holds(PPL, 'The form asks me to choose at least one unit', 'message', 'momentic', {
    prepare: `${setVal('#ap-name', 'Maya Reid')} ${setVal('#ap-mob', '07700 900377')} ${click('#add-person button[type=submit]')}`,
  });
  e.fails(PPL, 'There is an error asking for a mobile number', 'near_miss', 'momentic', {
    prepare: `${setVal('#ap-name', 'Maya Reid')} ${setVal('#ap-mob', '07700 900377')} ${click('#add-person button[type=submit]')}`,
  });
  e.actFails(
    PPL,
    'Fill in "Full name" with "Sam Reid"',
    'missing_target',
    'rails-web-steps',
    `window.people.length === 3 && ${q('#ap-name')}.value === ''`,
    { prepare: addMaya },
  );

  // Invoices
  e.holds(A, 'The invoices table should have 4 rows', 'count', 'mink');
  e.act(
    A,
    'Go to the last page of invoices',
    'navigation',
    'testrail-manual',
    `window.invPage === 3`,
    `${click('#inv-next')} ${click('#inv-next')}`,
  );
  e.act(
    A,
    'Show only the invoices for A-022',
    'select',
    'stagehand',
    `${q('#inv-unit')}.value === 'A-022'`,
    setVal('#inv-unit', 'A-022'),
  );
  e.holds(A, '4 invoices are for the locker', 'count', 'rainforest', { prepare: setVal('#inv-unit', 'A-022') });
  e.fails(A, 'INV-3317 is overdue', 'near_miss', 'reflect');
  e.fails(A, 'INV-3318 is for £108.00', 'near_miss', 'kane-ai');
  e.act(
    A,
    'Download INV-3209',
    'scope',
    'testrail-manual',
    `window.downloaded === 'INV-3209'`,
    click('#inv-body tr[data-id="INV-3209"] .dl'),
  );
  e.actFails(A, 'Click Download', 'ambiguous_target', 'robot-browser', `window.downloaded === undefined`);
  e.act(
    A,
    'View the invoice in the second row',
    'ordinal',
    'zerostep',
    `window.viewed === 'INV-3317'`,
    click('#inv-body tr[data-id="INV-3317"] .view'),
  );

  // Settings
  e.act(
    A,
    'Open Settings and turn off "Text me when my unit is opened", then save',
    'compound',
    'qa-wolf',
    `window.settings !== undefined && window.settings.open === false && window.settings.auto === true`,
    `${click('#t-set')} ${click('#sw-open')} ${click('#save-set')}`,
  );
  e.act(
    SET,
    'Set the payment day to the 1st of the month',
    'select',
    'testrail-manual',
    `${q('#payday')}.value === '1'`,
    setVal('#payday', '1'),
  );
  e.holds(SET, '"Offers and news by email" is switched off', 'state', 'reflect');
  e.fails(SET, 'Automatic card payments are off', 'false_claim', 'reflect');

  // Help chat
  e.act(
    A,
    'Ask Keepwell what time the Kirkstall store opens',
    'frames',
    'browser-use',
    `Array.isArray(window.asked) && window.asked.length === 1 && /open|time|hour/i.test(window.asked[0])`,
    ask('What time does the Kirkstall store open?'),
  );
  e.act(
    A,
    'Type "Can I get in at night?" in the chat and wait for the reply',
    'wait',
    'magnitude',
    `${help}.textContent.includes('Kirkstall is open 6am – 10pm every day')`,
    ask('Can I get in at night?'),
  );
  e.holds(A, "Keepwell's reply mentions bank holidays", 'wait', 'midscene', { prepare: ask('Can I get in at night?') });
  e.holds(A, 'The chat says B-114 has £2,500 cover', 'frames', 'midscene', {
    prepare: later(`${ask('How much insurance cover do I have?')} await wait(1400);`),
  });
  e.fails(A, 'The chat says A-022 has £2,500 cover', 'near_miss', 'midscene', {
    prepare: later(`${ask('How much insurance cover do I have?')} await wait(1400);`),
  });
}
