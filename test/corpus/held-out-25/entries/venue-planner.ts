/** Steps on Oakmere Hall's planner (apps/venue-planner.ts): guests, budget, menu, suppliers, timeline, payments. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, hidden, inFrame, inShadow, later, q, setInFrame, setVal, visible } from '../../entry-scripts';

const PLAN = '/venue/planner';
const tab = (name: string) => `${PLAN}?tab=${name}`;
const SUP = tab('suppliers');
const TL = tab('timeline');
const PAY = tab('payments');
const SET = tab('settings');

const row = (n: number, selector: string) => `#g-rows tr[data-n="${n}"] ${selector}`;
const guest = (n: number) => `window.guests.find((g) => g.n === ${n})`;
const removeFarah = `${click(row(5, '.del'))} ${click('#rm-go')}`;
const supplier = (i: number, selector: string) => `#sup [data-i="${i}"] ${selector}`;
const budgetLoaded = later('await wait(1600);');
const coordLoaded = later('await wait(1500);');
const menu = (id: string) => `${click('#acct')} ${click(id)}`;
const paid = "document.querySelector('iframe').contentWindow.paid";
const payWith = (name: string, num: string, exp: string, cvc: string) =>
  `${setInFrame('#c-name', name)} ${setInFrame('#c-num', num)} ${setInFrame('#c-exp', exp)} ${setInFrame('#c-cvc', cvc)} ${inFrame('#c-pay')}.click();`;
const saveDeadline = (date: string) => later(`${setVal('#rsvp-by', date)} ${click('#set-save')} await wait(1200);`);
const onGuests = `${q('#t-guests')}.getAttribute('aria-selected') === 'true'`;

export function venuePlannerEntries(b: EntryBuilder): void {
  // ---- Guests
  b.holds(`${PLAN}?welcome=1`, 'The page welcomes Priya back', 'message', 'rainforest');
  b.holds(PLAN, 'The guest list says 30 guests, 19 attending', 'count', 'kane-ai');
  b.fails(PLAN, 'The guest list says 21 guests are attending', 'false_claim', 'kane-ai');
  b.holds(PLAN, 'There are 4 pages of guests', 'count', 'mabl');
  b.holds(PLAN, "Edith Marlow hasn't replied yet", 'scope', 'reflect');
  b.fails(PLAN, 'Hana Ito has declined', 'near_miss', 'reflect');
  b.fails(PLAN, 'Carys Hughes is having the fish', 'near_miss', 'reflect');
  b.fails(PLAN, "George Hale is on Priya's side", 'near_miss', 'reflect');
  b.act(PLAN, 'Go to the next page of guests', 'navigation', 'testrail-manual', 'window.gpage === 2', click('#g-next'));
  b.fails(PLAN, 'Tara Singh has declined', 'near_miss', 'reflect', { prepare: clicks('#g-next', 2) });
  b.act(PLAN, 'Remind Hana Ito', 'scope', 'gauge', "window.reminded.includes('Hana Ito')", click(row(7, '.rm')));
  b.actFails(PLAN, 'Send Edith Marlow a reminder', 'missing_target', 'browser-use', 'window.reminded.length === 0');
  b.holds(PLAN, 'An error says there is no email address for Edith Marlow', 'message', 'momentic', {
    prepare: later(`${click(row(4, '.rm'))} await wait(1000);`),
  });
  b.fails(PLAN, 'A toast says a reminder was sent to Edith Marlow', 'false_claim', 'octomind', {
    prepare: later(`${click(row(4, '.rm'))} await wait(1000);`),
  });
  b.actFails(PLAN, 'Remind Dev Shah', 'missing_target', 'gauge', 'window.reminded.length === 0');
  b.holds(PLAN, 'The Remind button for Dev Shah is disabled', 'state', 'spreewald');
  b.fails(PLAN, 'The Remind button for Hana Ito is disabled', 'near_miss', 'spreewald');
  b.actFails(PLAN, 'Click Remind', 'ambiguous_target', 'behat', 'window.reminded.length === 0');
  b.actFails(PLAN, 'Click Edit', 'ambiguous_target', 'robot-browser', hidden('#dlg-guest'));
  b.act(
    PLAN,
    'Click Edit in the row for Ben Hale',
    'scope',
    'stagehand',
    `${visible('#dlg-guest')} && ${q('#gd-h')}.textContent === 'Edit Ben Hale'`,
    click(row(1, '.ed')),
  );
  b.act(
    PLAN,
    'Click the second Remove button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-remove')} && ${q('#rm-h')}.textContent.includes('Ben Hale')`,
    click(row(1, '.del')),
  );
  b.act(
    PLAN,
    'Remove Farah Siddiqui from the guest list',
    'compound',
    'browser-use',
    "window.removed.includes('Farah Siddiqui')",
    removeFarah,
  );
  b.act(
    PLAN,
    'Undo the removal',
    'click',
    'checksum',
    "window.removed.length === 0 && window.guests.some((g) => g.first === 'Farah')",
    click('#toast button'),
    { prepare: removeFarah },
  );
  b.fails(PLAN, 'The list still counts 30 guests', 'false_claim', 'rainforest', { prepare: removeFarah });
  b.holds(PLAN, 'The list now counts 29 guests', 'count', 'rainforest', { prepare: removeFarah });
  b.act(
    PLAN,
    "Add Nina Brooks as Tom's guest, email nina.brooks@example.com",
    'compound',
    'shortest',
    "window.guests.some((g) => g.first === 'Nina' && g.last === 'Brooks' && g.side === 'Tom')",
    `${click('#g-add')} ${setVal('#gd-first', 'Nina')} ${setVal('#gd-last', 'Brooks')} ${setVal('#gd-email', 'nina.brooks@example.com')} ${click('input[name=gd-side][value=Tom]')} ${click('#gd-save')}`,
  );
  b.act(
    PLAN,
    'Click Save guest with the form empty',
    'click',
    'bug-report',
    `${q('#gd-err')}.textContent === "Enter the guest's first and last name"`,
    click('#gd-save'),
    { prepare: click('#g-add') },
  );
  b.actFails(
    PLAN,
    'Add Omar Said to the guest list as not replied yet, with the fish',
    'missing_target',
    'mind2web',
    'window.guests.length === 30',
  );
  b.act(
    PLAN,
    "Change Hana Ito's RSVP to Attending with the vegetarian meal",
    'compound',
    'mind2web',
    `${guest(7)}.rsvp === 'A' && ${guest(7)}.meal === 'Vegetarian'`,
    `${click(row(7, '.ed'))} ${setVal('#gd-rsvp', 'A')} ${setVal('#gd-meal', 'Vegetarian')} ${click('#gd-save')}`,
  );
  b.act(PLAN, 'Search for "Hale"', 'fill', 'testrail-manual', `${q('#g-q')}.value === 'Hale'`, setVal('#g-q', 'Hale'));
  b.holds(`${PLAN}?q=hale`, '7 guests are shown', 'count', 'webarena');
  b.fails(`${PLAN}?q=hale`, '8 guests are shown', 'false_claim', 'webarena');
  b.act(
    PLAN,
    'Show only guests awaiting a reply',
    'select',
    'checksum',
    `${q('#g-rsvp')}.value === 'W'`,
    setVal('#g-rsvp', 'W'),
  );
  b.fails(`${PLAN}?rsvp=W`, 'Ben Hale is awaiting a reply', 'near_miss', 'reflect');
  b.holds(PLAN, "Wait for the coordinator's message", 'wait', 'midscene');
  b.holds(PLAN, 'Hannah says final numbers are due by Saturday 21 August 2027', 'message', 'reflect', {
    prepare: coordLoaded,
  });
  b.fails(PLAN, 'Hannah says final numbers are due by 21 July 2027', 'false_claim', 'reflect', {
    prepare: coordLoaded,
  });
  b.actFails(PLAN, 'Export the guest list to a spreadsheet', 'missing_target', 'browser-use', onGuests);

  // ---- Budget (shadow root), menu
  b.holds(PLAN, 'Wait until the budget has loaded, then check £13,490 has been spent', 'frames', 'midscene');
  b.fails(PLAN, 'The budget says £18,510 has been spent', 'near_miss', 'kane-ai', { prepare: budgetLoaded });
  b.act(
    PLAN,
    'Show the budget breakdown',
    'frames',
    'checksum',
    `!${inShadow('#budget', '#list')}.hidden`,
    `${inShadow('#budget', '#bd')}.click();`,
    { prepare: budgetLoaded },
  );
  b.fails(PLAN, 'The flowers cost £1,620', 'near_miss', 'kane-ai', {
    prepare: later(`await wait(1600); ${inShadow('#budget', '#bd')}.click();`),
  });
  b.act(PLAN, 'Sign out', 'click', 'robot-browser', "location.pathname === '/venue/signin'", menu('#mi-out'));
  b.actFails(PLAN, 'Delete my plan', 'missing_target', 'browser-use', "location.pathname === '/venue/planner'");
  b.holds(PLAN, "An error says I can't delete a plan with a confirmed booking", 'message', 'momentic', {
    prepare: later(`${menu('#mi-delete')} await wait(1000);`),
  });

  // ---- Suppliers
  b.act(
    PLAN,
    'Open the Suppliers tab',
    'widget',
    'checksum',
    `${q('#t-suppliers')}.getAttribute('aria-selected') === 'true'`,
    click('#t-suppliers'),
  );
  b.holds(SUP, 'Petal & Stem is booked', 'scope', 'reflect');
  b.fails(SUP, 'Vintage Voyages is booked', 'near_miss', 'reflect');
  b.fails(SUP, 'I rated Lens & Lace 5 out of 5', 'near_miss', 'reflect');
  b.fails(SUP, 'Night Owl Discos quoted £2,300', 'near_miss', 'kane-ai');
  b.fails(SUP, 'Five suppliers are listed', 'false_claim', 'webarena');
  b.holds(SUP, '6 suppliers are shown', 'count', 'webarena');
  b.act(
    SUP,
    'Message Crumb Couture: "Can we add a gluten-free tier?"',
    'compound',
    'shortest',
    "window.messaged.some((m) => m.to === 'Crumb Couture' && m.text === 'Can we add a gluten-free tier?')",
    `${click(supplier(3, '.msg'))} ${setVal('#ms-text', 'Can we add a gluten-free tier?')} ${click('#ms-send')}`,
  );
  b.actFails(SUP, 'Click Message', 'ambiguous_target', 'testrigor', hidden('#dlg-msg'));
  b.actFails(SUP, 'I press "Rate"', 'ambiguous_target', 'behat', hidden('#dlg-rate'));
  b.act(
    SUP,
    'Rate Lens & Lace 4 stars',
    'compound',
    'gauge',
    'window.suppliers[1].rating === 4',
    later(`${click(supplier(1, '.rate'))} await wait(900); ${click('#rt-stars [data-n="4"]')} ${click('#rt-send')}`),
  );
  b.actFails(SUP, 'Rate The Swing Setters 5 stars', 'missing_target', 'gauge', 'window.suppliers[2].rating === 0');
  b.holds(SUP, "An error says I can rate The Swing Setters once they're booked", 'message', 'momentic', {
    prepare: later(`${click(supplier(2, '.rate'))} await wait(1000);`),
  });
  b.act(
    SUP,
    'Click Rate on the second card',
    'ordinal',
    'zerostep',
    `${visible('#dlg-rate')} && ${q('#rt-h')}.textContent === 'Rate Lens & Lace'`,
    click(supplier(1, '.rate')),
  );
  b.actFails(SUP, 'Book Vintage Voyages for the day', 'missing_target', 'browser-use', hidden('#dlg-msg'));

  // ---- Timeline
  b.act(
    TL,
    'Expand the 16:00 wedding breakfast',
    'widget',
    'checksum',
    `${q('#tl-meal')}.getAttribute('aria-expanded') === 'true'`,
    click('#tl-meal'),
  );
  b.act(
    TL,
    'Click Expand all',
    'click',
    'robot-browser',
    "[...document.querySelectorAll('#p-timeline [data-acc]')].every((x) => x.getAttribute('aria-expanded') === 'true')",
    click('#tl-all'),
  );
  b.fails(TL, 'The ceremony starts at 12:30', 'near_miss', 'reflect', { prepare: click('#tl-all') });
  b.fails(TL, 'Evening food is served at 21:00', 'false_claim', 'reflect', { prepare: click('#tl-eve') });

  // ---- Payments
  b.holds(PAY, 'The second instalment of £8,000 is due on 18 Mar 2027', 'scope', 'reflect');
  b.fails(PAY, 'The final balance is due on 18 Mar 2027', 'near_miss', 'reflect');
  b.holds(PAY, 'Paid so far is £3,500', 'value', 'kane-ai');
  b.fails(PAY, 'The second instalment is marked Paid', 'near_miss', 'reflect');
  b.act(
    PAY,
    'Open the receipt for the catering deposit',
    'scope',
    'stagehand',
    "window.receipt === 'catering'",
    click('#pay-rows tr[data-p="catering"] .rc'),
  );
  b.fails(PAY, 'The receipt says it was paid with a Mastercard', 'false_claim', 'kane-ai', {
    prepare: click('#pay-rows tr[data-p="catering"] .rc'),
  });
  b.actFails(PAY, 'Click Receipt', 'ambiguous_target', 'behat', 'window.receipt === null');
  b.actFails(PAY, 'Click "Set reminder"', 'ambiguous_target', 'testrigor', 'window.reminders.length === 0');
  b.act(
    PAY,
    'Set a reminder for the final balance',
    'scope',
    'gauge',
    "window.reminders.includes('final')",
    click('#pay-rows tr[data-p="final"] .rm'),
  );
  b.actFails(
    PAY,
    'Open the receipt for the second instalment',
    'missing_target',
    'stagehand',
    'window.receipt === null',
  );
  b.act(
    PAY,
    'Pay the second instalment with card 4111 1111 1111 1111, expiry 08/29, security code 123, name Priya Shah',
    'frames',
    'mind2web',
    `${paid} === '1111'`,
    payWith('Priya Shah', '4111 1111 1111 1111', '08/29', '123'),
  );
  b.actFails(
    PAY,
    'Pay with the card 4111 1111 1111 1111 expiring 11/26, code 123, name on card Priya Shah',
    'missing_target',
    'shortest',
    `${paid} === null`,
  );
  b.holds(PAY, 'The payment form says "This card has expired"', 'frames', 'octomind', {
    prepare: payWith('Priya Shah', '4111 1111 1111 1111', '11/26', '123'),
  });
  b.actFails(
    PAY,
    'Pay the £8,000 with card 4000 0000 0000 0002, 08/29, 123, Priya Shah',
    'missing_target',
    'mind2web',
    `${paid} === null`,
  );
  b.fails(PAY, 'The card form says the payment of £8,000 was received', 'false_claim', 'octomind', {
    prepare: later(`${payWith('Priya Shah', '4000 0000 0000 0002', '08/29', '123')} await wait(1300);`),
  });
  b.act(
    PAY,
    'Click Pay £8,000 with the card form empty',
    'frames',
    'bug-report',
    `${inFrame('#c-msg')}.textContent === 'Enter the name on the card'`,
    `${inFrame('#c-pay')}.click();`,
  );

  // ---- Settings
  b.fails(SET, '"Text me when a guest replies" is switched on', 'false_claim', 'product-verify');
  b.holds(SET, 'Sharing my planner with Tom is on', 'state', 'product-verify');
  b.holds(SET, 'Guests get reminded 7 days before the deadline', 'value', 'kane-ai');
  b.act(
    SET,
    'Set the RSVP deadline to 14 August 2027 and save',
    'compound',
    'mind2web',
    "!!window.settings && window.settings.rsvpBy === '2027-08-14'",
    `${setVal('#rsvp-by', '2027-08-14')} ${click('#set-save')}`,
  );
  b.actFails(
    SET,
    'Move the RSVP deadline to 1 September 2027 and save',
    'missing_target',
    'mind2web',
    'window.settings === null',
  );
  b.holds(SET, 'An error says the RSVP deadline must be on or before Saturday 21 August 2027', 'message', 'momentic', {
    prepare: saveDeadline('2027-09-01'),
  });
  b.fails(SET, 'A toast says "Settings saved"', 'false_claim', 'octomind', { prepare: saveDeadline('2027-09-01') });
  b.fails(SET, 'The RSVP deadline is 21 August 2027', 'false_claim', 'kane-ai');
  b.actFails(SET, 'Turn on two-factor authentication', 'missing_target', 'checksum', 'window.settings === null');
  b.actFails(PLAN, 'Open the Seating plan tab', 'missing_target', 'checksum', onGuests);
  b.act(
    PLAN,
    'Open the Payments tab and set a reminder for the second instalment',
    'compound',
    'qa-wolf',
    "window.reminders.includes('second')",
    `${click('#t-payments')} ${click('#pay-rows tr[data-p="second"] .rm')}`,
  );
  b.fails(PLAN, 'The wedding is in The Orangery', 'false_claim', 'reflect');
}
