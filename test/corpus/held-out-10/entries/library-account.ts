/** Steps for Eastbrook Libraries' account page (`apps/library-account.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const A = '/library/account';
const AS = '/library/account?signed=1';
const AH = '/library/account?signed=1&tab=holds';
const AF = '/library/account?signed=1&tab=fines';

const loan = (id: string) => `window.loans.find((l) => l.id === '${id}')`;
const renewed = (id: string) => `${loan(id)}.due === '31 Mar 2026'`;
const row = (id: string) => `#loan-rows tr[data-id="${id}"]`;
const dues = `window.loans.map((l) => l.due).join() === '12 Mar 2026,2 Mar 2026,19 Mar 2026,16 Mar 2026,11 Mar 2026'`;
const hold = (id: string) => `window.holdList.find((h) => h.id === '${id}')`;
const card = (id: string) => `.hold[data-id="${id}"]`;
const holdsAsWere = `window.holdList.every((h) => !h.cancelled && !h.paused) && ${hold('H-32')}.pickup === 'Central Library' && ${hold('H-33')}.pickup === 'Riverside' && ${q('#cancel-dlg')}.hidden`;
const wrongPin = `${setVal('#card', '29012000481736')} ${setVal('#pin', '1111')} ${q('#signin-form')}.requestSubmit();`;
const pay = `document.querySelector('iframe').contentDocument`;

export function libraryAccountEntries(e: EntryBuilder): void {
  // Sign-in
  e.act(
    A,
    'Sign in with card number 29012000481736 and PIN 4321',
    'login',
    'shortest',
    `location.search === '?signed=1'`,
    `${setVal('#card', '29012000481736')} ${setVal('#pin', '4321')} ${q('#signin-form')}.requestSubmit();`,
  );
  e.act(
    A,
    'Given I am signed in with card "{{card}}" and PIN "{{pin}}"',
    'login',
    'gherkin',
    `location.search === '?signed=1'`,
    `${setVal('#card', '2901 2000 4817 36')} ${setVal('#pin', '4321')} ${q('#signin-form')}.requestSubmit();`,
    { variables: { card: '2901 2000 4817 36', pin: '4321' } },
  );
  e.act(
    A,
    'Enter 29012000481736 as the library card number',
    'fill',
    'testrigor',
    `${q('#card')}.value === '29012000481736'`,
    setVal('#card', '29012000481736'),
  );
  e.holds(A, 'An error says I have 2 tries left', 'message', 'momentic', { prepare: wrongPin });
  e.fails(A, 'The error says my account is locked', 'near_miss', 'momentic', { prepare: wrongPin });
  e.act(A, 'Tick "Remember my card number"', 'check', 'testrigor', `${q('#remember')}.checked`, tick('#remember'));
  e.actFails(A, 'Click "Renew all"', 'missing_target', 'testrigor', dues);

  // Loans
  e.holds(AS, 'The page title should be "My account - Eastbrook Libraries"', 'page', 'spreewald');
  e.fails(AS, 'L-203 is The Midnight Library', 'near_miss', 'reflect');
  e.holds(AS, '5 loans are listed', 'count', 'mink');
  e.holds(AS, 'Klara and the Sun is 8 days overdue', 'value', 'kane-ai');
  e.fails(AS, 'Piranesi is overdue', 'near_miss', 'reflect');
  e.fails(AS, 'The Midnight Library is due back on 11 Mar 2026', 'near_miss', 'kane-ai');
  e.fails(AS, 'Paddington 2 has been renewed 3 times', 'near_miss', 'kane-ai');
  e.fails(AS, 'I have no fines to pay', 'false_claim', 'mabl');
  e.actFails(AS, 'Click Renew', 'ambiguous_target', 'bug-report', dues);
  e.act(
    AS,
    'Renew Klara and the Sun',
    'scope',
    'browser-use',
    `${renewed('L-202')} && ${loan('L-201')}.due === '12 Mar 2026'`,
    click(`${row('L-202')} .renew`),
  );
  e.act(
    AS,
    'Click "Renew" in the row for loan L-205',
    'scope',
    'rails-web-steps',
    `${renewed('L-205')} && ${loan('L-201')}.due === '12 Mar 2026'`,
    click(`${row('L-205')} .renew`),
  );
  e.actFails(AS, 'Renew Piranesi', 'missing_target', 'browser-use', dues);
  e.actFails(AS, "Renew the Gardeners' World magazine", 'missing_target', 'browser-use', dues);
  e.actFails(AS, 'Renew loan L-209', 'missing_target', 'testrail-manual', dues);
  e.holds(AS, "Piranesi can't be renewed because someone else has reserved it", 'message', 'momentic');
  e.act(
    AS,
    'Select The Midnight Library and Paddington 2, then renew the selected items',
    'compound',
    'qa-wolf',
    `${renewed('L-201')} && ${renewed('L-205')} && ${loan('L-202')}.due === '2 Mar 2026'`,
    `${tick(`${row('L-201')} .pick`)} ${tick(`${row('L-205')} .pick`)} ${click('#renew-sel')}`,
  );
  e.act(
    AS,
    'Renew everything that can be renewed',
    'click',
    'browser-use',
    `${renewed('L-201')} && ${renewed('L-202')} && ${renewed('L-205')} && ${loan('L-204')}.due === '16 Mar 2026'`,
    click('#renew-all'),
  );
  e.holds(AS, "A toast says 3 items were renewed and 2 couldn't be", 'message', 'octomind', {
    prepare: click('#renew-all'),
  });
  e.holds(AS, 'Klara and the Sun is no longer overdue', 'state', 'reflect', {
    prepare: click(`${row('L-202')} .renew`),
  });

  // Holds
  e.holds(AH, 'The Thursday Murder Club is waiting for me at Northfield', 'message', 'momentic');
  e.fails(AH, 'Orbital is ready to collect', 'near_miss', 'reflect');
  e.fails(AH, "I'm number 1 in the queue for Intermezzo", 'near_miss', 'kane-ai');
  e.fails(AH, 'Intermezzo will be picked up at Riverside', 'near_miss', 'kane-ai');
  e.actFails(AH, 'Select "Northfield" from "Pick up at"', 'ambiguous_target', 'rails-web-steps', holdsAsWere);
  e.act(
    AH,
    'Change the pick-up branch for Orbital to Northfield',
    'scope',
    'mind2web',
    `${hold('H-33')}.pickup === 'Northfield' && ${hold('H-32')}.pickup === 'Central Library'`,
    setVal(`${card('H-33')} .pickup`, 'Northfield'),
  );
  e.actFails(AH, 'Click "Cancel hold"', 'ambiguous_target', 'testrigor', holdsAsWere);
  e.act(
    AH,
    'Cancel my hold on Intermezzo and confirm',
    'compound',
    'qa-wolf',
    `${hold('H-32')}.cancelled && !${hold('H-31')}.cancelled`,
    `${click(`${card('H-32')} .cancel`)} ${click('#cancel-yes')}`,
  );
  e.act(
    AH,
    'Keep my hold',
    'widget',
    'checksum',
    `${q('#cancel-dlg')}.hidden && window.holdList.every((h) => !h.cancelled)`,
    click('#cancel-dlg [data-dismiss]'),
    {
      prepare: click(`${card('H-31')} .cancel`),
    },
  );
  e.holds(AH, 'The dialog warns that I will lose my place in the queue', 'message', 'momentic', {
    prepare: click(`${card('H-33')} .cancel`),
  });
  e.actFails(AH, 'Turn on "Pause this hold"', 'ambiguous_target', 'testrigor', holdsAsWere);
  e.act(
    AH,
    'Pause the hold on Orbital',
    'scope',
    'browser-use',
    `${hold('H-33')}.paused && !${hold('H-32')}.paused`,
    click(`${card('H-33')} .pause`),
  );

  // Reading history and fines (card form in an iframe)
  e.act(
    '/library/account?signed=1&tab=history',
    'Switch off "Keep a record of what I borrow"',
    'widget',
    'testrigor',
    `${q('#keep')}.getAttribute('aria-checked') === 'false'`,
    click('#keep'),
  );
  e.holds('/library/account?signed=1&tab=history', '6 books are in my reading history', 'count', 'mink');
  e.fails(AF, 'The reservation fee for Intermezzo is £1.60', 'near_miss', 'kane-ai');
  e.fails(AF, 'The overdue fine for Klara and the Sun is £2.40', 'near_miss', 'kane-ai');
  e.actFails(
    AF,
    'Fill in "Card number" with "4111111111111111"',
    'missing_target',
    'rails-web-steps',
    `${pay}.getElementById('cnum').value === ''`,
  );
  e.act(
    `${AF}&pay=1`,
    'Pay the fines with card 4111 1111 1111 1111, expiry 09/28, security code 123, name Priya Shah',
    'frames',
    'shortest',
    `!!window.paid && window.paid.last4 === '1111'`,
    `((d) => { d.getElementById('cname').value = 'Priya Shah'; d.getElementById('cnum').value = '4111 1111 1111 1111'; d.getElementById('exp').value = '09/28'; d.getElementById('cvc').value = '123'; d.getElementById('pay').requestSubmit(); })(${pay});`,
  );
  e.holds(`${AF}&pay=1`, 'The payment form says to enter a valid card number', 'frames', 'momentic', {
    prepare: `((d) => { d.getElementById('cnum').value = '4111'; d.getElementById('exp').value = '09/28'; d.getElementById('cvc').value = '123'; d.getElementById('pay').requestSubmit(); })(${pay});`,
  });
  e.holds(AF, 'The page thanks Priya for her payment of £2.40', 'message', 'octomind', {
    prepare: `window.finesPaid({ name: 'Priya Shah', last4: '1111' });`,
  });
  e.act(
    AS,
    'Sign out',
    'click',
    'testrail-manual',
    `location.pathname === '/library/account' && location.search === ''`,
    click('#signout'),
  );
}
