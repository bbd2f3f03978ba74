/** Steps for Pawtrail's sign-in, sitter search and account page (`apps/petsit.ts`). */
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

const LOGIN = '/petsit/login';
const S = '/petsit/sitters';
const S2 = '/petsit/sitters?page=2';
const A = '/petsit/account';
const AP = '/petsit/account?tab=past';
const APE = '/petsit/account?tab=pets';

const logIn = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)} ${click('#go')}`;
const card = (id: string, what: string) => click(`#cards [data-id="${id}"] .${what}`);
const row = (id: string, what: string) => click(`#up tr[data-id="${id}"] .${what}`);
const pet = (id: string, what: string) => click(`#pets [data-id="${id}"] .${what}`);
const frameWin = `document.querySelector('iframe').contentWindow`;
const open = (id: string) => card(id, 'book');

export function petsitEntries(e: EntryBuilder): void {
  // Log in
  e.act(
    LOGIN,
    'Log in as robin.hale@example.com with password Wag-Wag-42',
    'login',
    'browser-use',
    `location.pathname === '/petsit/sitters'`,
    logIn('robin.hale@example.com', 'Wag-Wag-42'),
  );
  e.act(
    LOGIN,
    'When I fill in "Email" with "robin.hale@example.com"',
    'fill',
    'rails-web-steps',
    `${q('#email')}.value === 'robin.hale@example.com'`,
    setVal('#email', 'robin.hale@example.com'),
  );
  e.actFails(
    LOGIN,
    'Sign in as robin.hale@example.com using the password Wag-Wag-24',
    'missing_target',
    'skyvern',
    `location.pathname === '/petsit/login'`,
  );
  e.holds(LOGIN, 'An error says the email or password is wrong', 'message', 'momentic', {
    prepare: later(`${logIn('robin.hale@example.com', 'Wag-Wag-24')} await wait(1100);`),
  });
  e.fails(LOGIN, 'There is a "Sign in with Google" button', 'false_claim', 'testrigor');

  // Sitter search
  e.holds(S, 'The heading is "Sitters near SE15"', 'page', 'robot-browser');
  e.holds(S, '4 sitter cards are shown', 'count', 'mabl');
  e.fails(S, 'The Saved badge shows 4', 'near_miss', 'kane-ai');
  e.holds(S, 'The Saved badge shows 1', 'value', 'kane-ai');
  e.act(
    S,
    'Search for Priya',
    'fill',
    'testrail-manual',
    `document.querySelectorAll('#cards [data-id]').length === 1 && !!${q('#cards [data-id="s5"]')}`,
    setVal('#search', 'Priya'),
  );
  e.holds(S, 'After searching for Tom, two sitters are shown', 'count', 'rainforest', {
    prepare: setVal('#search', 'Tom'),
  });
  e.holds(S, 'Searching for Zoe says no sitters match', 'message', 'momentic', { prepare: setVal('#search', 'Zoe') });
  e.act(
    S,
    'Filter by Overnight stay',
    'select',
    'checksum',
    `${q('#service')}.value === 'Overnight stay'`,
    setVal('#service', 'Overnight stay'),
  );
  e.holds(S, 'With Overnight stay chosen, 3 sitters are listed', 'count', 'webarena', {
    prepare: setVal('#service', 'Overnight stay'),
  });
  e.fails(S, 'With Overnight stay chosen, Leon Fischer is listed', 'false_claim', 'mabl', {
    prepare: setVal('#service', 'Overnight stay'),
  });
  e.act(S, 'Tick Verified only', 'check', 'testrigor', `${q('#verified')}.checked`, tick('#verified'));
  e.act(
    S,
    'Show only verified sitters who do home visits',
    'compound',
    'browser-use',
    `${q('#service')}.value === 'Home visits' && ${q('#verified')}.checked`,
    `${setVal('#service', 'Home visits')} ${tick('#verified')}`,
  );
  e.actFails(S, 'Click Book on the Tom Baker card', 'ambiguous_target', 'testrigor', hidden('#dlg-book'));
  e.actFails(S, 'I press "Book"', 'ambiguous_target', 'mink', hidden('#dlg-book'));
  e.act(
    S,
    'Open the booking form for Maya Rahman',
    'scope',
    'stagehand',
    `${visible('#dlg-book')} && ${q('#bk-h')}.textContent === 'Book Maya Rahman'`,
    open('s1'),
  );
  e.act(S, 'Click the fourth Message button', 'ordinal', 'zerostep', `window.messaged === 's4'`, card('s4', 'msg'));
  e.act(S, 'Message Maya Rahman', 'scope', 'gauge', `window.messaged === 's1'`, card('s1', 'msg'));
  e.act(S, 'Save Jess Owusu', 'scope', 'gauge', `window.sitters[3].saved === true`, card('s4', 'save'));
  e.holds(S, 'After saving Jess Owusu, the Saved badge shows 2', 'value', 'rainforest', {
    prepare: card('s4', 'save'),
  });
  e.fails(S, 'Jess Owusu is available this week', 'near_miss', 'reflect');
  e.holds(S, 'Jess Owusu is fully booked this week', 'scope', 'reflect');
  e.fails(S, 'Maya Rahman is rated 5.0', 'near_miss', 'reflect');
  e.holds(S, 'Maya Rahman is already saved', 'state', 'reflect');
  e.fails(S, 'Tom Baker is saved', 'near_miss', 'reflect');
  e.actFails(S, 'Save Tom Baker', 'ambiguous_target', 'gauge', `!window.sitters[1].saved && !window.sitters[2].saved`);
  e.fails(S, 'Tom Baker charges £15 per walk', 'near_miss', 'kane-ai');
  e.actFails(S, 'Filter sitters by Cat sitting', 'missing_target', 'checksum', `${q('#service')}.value === ''`);
  e.act(S, 'Next page', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.holds(S2, 'Page 2 lists Priya Shah, Leon Fischer, Grace Kim and Sam Patel', 'value', 'webarena');
  e.fails(S2, 'Maya Rahman is on page 2', 'false_claim', 'mabl');
  e.fails(S2, 'Sam Patel charges £12 per walk', 'near_miss', 'kane-ai');
  e.actFails(S, 'Go to the previous page of sitters', 'missing_target', 'testrail-manual', `window.page === 1`);

  // Booking dialog
  e.act(
    S,
    'Set the date to 18 June 2027',
    'widget',
    'mind2web',
    `${q('#bk-date')}.value === '2027-06-18'`,
    setVal('#bk-date', '2027-06-18'),
    { prepare: open('s1') },
  );
  e.act(
    S,
    'Increase the number of walks to 3',
    'widget',
    'midscene',
    `${q('#bk-walks')}.dataset.value === '3'`,
    clicks('#bk-walks [data-step="1"]', 2),
    { prepare: open('s1') },
  );
  e.act(
    S,
    'Tick Pepper too',
    'check',
    'bug-report',
    `${q('input[value=Pepper]')}.checked`,
    tick('input[value=Pepper]'),
    {
      prepare: open('s1'),
    },
  );
  e.act(
    S,
    'Choose Midday (11–2) as the time',
    'select',
    'checksum',
    `${q('#bk-time')}.value === 'Midday (11–2)'`,
    setVal('#bk-time', 'Midday (11–2)'),
    { prepare: open('s1') },
  );
  e.act(
    S,
    'Add a note: "Biscuit pulls on the lead near cats"',
    'fill',
    'testrigor',
    `${q('#bk-notes')}.value === 'Biscuit pulls on the lead near cats'`,
    setVal('#bk-notes', 'Biscuit pulls on the lead near cats'),
    { prepare: open('s1') },
  );
  e.act(
    S,
    'Book Maya for a dog walk on 18/06/2027 in the afternoon and send the request',
    'compound',
    'shortest',
    `!!window.booking && window.booking.date === '2027-06-18' && window.booking.time === 'Afternoon (2–5)'`,
    `${open('s1')} ${setVal('#bk-date', '2027-06-18')} ${setVal('#bk-time', 'Afternoon (2–5)')} ${click('#bk-send')}`,
  );
  e.act(
    S,
    'Send the request and wait until a toast says it was sent to Maya Rahman',
    'wait',
    'magnitude',
    `!!window.booking && window.toasts.some((t) => t.includes('Request sent to Maya Rahman'))`,
    click('#bk-send'),
    { prepare: open('s1') },
  );
  e.holds(S, 'A toast says Maya usually replies within 2 hours', 'message', 'octomind', {
    prepare: later(`${open('s1')} ${click('#bk-send')} await wait(1100);`),
  });
  e.actFails(
    S,
    'Book Maya Rahman for an overnight stay on 20 June 2027',
    'missing_target',
    'browser-use',
    `window.booking === null`,
  );
  e.holds(S, "An error says Maya doesn't offer overnight stays", 'message', 'momentic', {
    prepare: later(`${open('s1')} ${setVal('#bk-service', 'Overnight stay')} ${click('#bk-send')} await wait(1100);`),
  });
  e.actFails(S, 'Book a walk with Jess Owusu for 16 June', 'missing_target', 'browser-use', `window.booking === null`);
  e.holds(S, 'An error says Jess has no availability this week', 'message', 'momentic', {
    prepare: later(`${open('s4')} ${click('#bk-send')} await wait(1100);`),
  });
  e.actFails(S, 'Send the request for 12 June 2027', 'missing_target', 'mind2web', `window.booking === null`, {
    prepare: open('s1'),
  });
  e.holds(S, 'It asks for a date from 15 Jun 2027', 'message', 'codecept', {
    prepare: `${open('s1')} ${setVal('#bk-date', '2027-06-12')} ${click('#bk-send')}`,
  });
  e.act(
    S,
    'Press Escape to close the booking dialog',
    'keys',
    'codecept',
    hidden('#dlg-book'),
    `hideDialog('dlg-book');`,
    {
      prepare: open('s1'),
    },
  );
  e.fails(S, 'The booking dialog is for Tom Baker', 'near_miss', 'reflect', { prepare: open('s1') });
  e.fails(S, 'The number of walks is 2', 'false_claim', 'spreewald', { prepare: open('s1') });
  e.actFails(
    S,
    'Add one more walk, making it 6',
    'missing_target',
    'mind2web',
    `${q('#bk-walks')}.dataset.value === '5'`,
    { prepare: `${open('s1')} ${clicks('#bk-walks [data-step="1"]', 4)}` },
  );
  e.act(
    S,
    'Open the Robin Hale menu and choose Invite a friend',
    'compound',
    'qa-wolf',
    `window.menuChoice === 'Invite a friend'`,
    `${click('#acct')} ${click('#mi-invite')}`,
  );
  e.actFails(
    S,
    'Delete my account from the account menu',
    'missing_target',
    'browser-use',
    `window.menuChoice === null && location.pathname === '/petsit/sitters'`,
  );
  e.holds(S, "It says I can't delete my account while I have upcoming bookings", 'message', 'momentic', {
    prepare: `${click('#acct')} ${click('#mi-delete')}`,
  });

  // Upcoming bookings
  e.holds(A, 'The page title is "Your bookings - Pawtrail"', 'page', 'robot-browser');
  e.holds(A, 'Four upcoming bookings are listed', 'count', 'webarena');
  e.fails(A, 'I have 3 upcoming bookings', 'false_claim', 'webarena');
  e.holds(A, 'The booking on Sat 19 Jun is with Leon Fischer', 'scope', 'reflect');
  e.fails(A, 'The booking on Thu 17 Jun is with Leon Fischer', 'near_miss', 'reflect');
  e.fails(A, 'The overnight stay with Priya Shah costs £15', 'near_miss', 'kane-ai');
  e.fails(A, 'The walk on Tue 15 Jun 2027 costs £12', 'near_miss', 'kane-ai');
  e.act(
    A,
    'Cancel the booking with Leon Fischer',
    'scope',
    'gauge',
    `window.cancelled.includes('b3')`,
    row('b3', 'cancel'),
  );
  e.actFails(
    A,
    "Cancel tomorrow morning's walk with Maya",
    'missing_target',
    'browser-use',
    `window.cancelled.length === 0`,
  );
  e.holds(A, "An error says bookings less than 24 hours away can't be cancelled", 'message', 'momentic', {
    prepare: later(`${row('b1', 'cancel')} await wait(1000);`),
  });
  e.actFails(A, 'Click Cancel', 'ambiguous_target', 'robot-browser', `window.cancelled.length === 0`);
  e.actFails(A, 'Cancel my walk with Maya Rahman', 'ambiguous_target', 'browser-use', `window.cancelled.length === 0`);
  e.act(A, 'Click Reschedule in the third row', 'ordinal', 'zerostep', `window.resched === 'b3'`, row('b3', 'resched'));
  e.act(
    A,
    'Reschedule the overnight stay with Priya Shah',
    'scope',
    'gauge',
    `window.resched === 'b4'`,
    row('b4', 'resched'),
  );
  e.holds(A, 'After cancelling the Leon Fischer walk, the Upcoming tab shows 3', 'value', 'rainforest', {
    prepare: later(`${row('b3', 'cancel')} await wait(1000);`),
  });
  e.holds(A, 'Wait for a toast confirming the Sat 19 Jun booking was cancelled', 'wait', 'midscene', {
    prepare: row('b3', 'cancel'),
  });
  e.act(A, 'Expand Cancellation policy', 'widget', 'checksum', visible('#acc-policy-p'), click('#acc-policy'));
  e.fails(A, 'The policy lets me cancel free up to 48 hours before', 'false_claim', 'mabl', {
    prepare: click('#acc-policy'),
  });

  // Past walks
  e.act(A, 'Open the Past walks tab', 'widget', 'checksum', visible('#p-past'), click('#t-past'));
  e.act(
    AP,
    'Rate the walk on 9 Jun 4 stars',
    'widget',
    'stagehand',
    `${q('#rate-w2')}.dataset.value === '4'`,
    click('#rate-w2 [data-n="4"]'),
  );
  e.act(
    AP,
    'Give the 7 Jun walk 5 stars and submit the rating',
    'compound',
    'qa-wolf',
    `window.ratings.w1 === 5`,
    `${click('#rate-w1 [data-n="5"]')} ${click('.walk[data-id="w1"] .submit')}`,
  );
  e.actFails(AP, 'Click "Submit rating"', 'ambiguous_target', 'testrigor', `Object.keys(window.ratings).length === 0`);
  e.holds(AP, 'Submitting the 9 Jun rating without stars asks me to choose a rating first', 'message', 'momentic', {
    prepare: click('.walk[data-id="w2"] .submit'),
  });
  e.holds(AP, 'I already rated the walk on 11 Jun 5 stars', 'value', 'reflect');
  e.fails(AP, 'The walk on 9 Jun was 45 minutes', 'near_miss', 'reflect');
  e.fails(AP, 'The 7 Jun walk has 4 stars', 'false_claim', 'reflect');

  // Pets
  e.actFails(APE, 'Remove Biscuit', 'missing_target', 'gauge', `window.pets.length === 3`);
  e.holds(APE, 'It says Pepper has upcoming bookings', 'message', 'octomind', { prepare: pet('pepper', 'remove') });
  e.act(
    APE,
    'Remove Mochi the cat',
    'scope',
    'browser-use',
    `window.removed.includes('mochi')`,
    pet('mochi', 'remove'),
  );
  e.actFails(APE, 'Click Edit', 'ambiguous_target', 'robot-browser', `window.editingPet === null`);
  e.act(APE, 'Edit Pepper', 'scope', 'gauge', `window.editingPet === 'pepper'`, pet('pepper', 'edit'));
  e.fails(APE, 'Pepper is a cocker spaniel', 'near_miss', 'reflect');
  e.actFails(APE, 'Remove Pepper from my pets', 'missing_target', 'browser-use', `window.pets.length === 3`);

  // Preferences
  e.act(
    A,
    'Set the longest walk to 90 minutes',
    'widget',
    'midscene',
    `${q('#longest')}.value === '90'`,
    setVal('#longest', '90'),
  );
  e.act(
    A,
    'Set the longest walk to 45 minutes and save',
    'compound',
    'qa-wolf',
    `!!window.prefs && window.prefs.longest === 45`,
    `${setVal('#longest', '45')} ${click('#save-pref')}`,
  );
  e.fails(A, 'The longest walk is set to 90 minutes', 'false_claim', 'kane-ai');
  e.act(A, 'Turn off walk photos', 'widget', 'checksum', `!(${on('#sw-photos')})`, click('#sw-photos'));
  e.act(A, 'Turn on alerts if a walk leaves the usual area', 'widget', 'checksum', on('#sw-gps'), click('#sw-gps'));
  e.fails(A, 'GPS area alerts are on', 'false_claim', 'reflect');

  // Consent form (iframe) and live walk (shadow root)
  e.act(
    A,
    'In the emergency consent form, tick the box and sign it',
    'frames',
    'stagehand',
    `!!${frameWin}.signed`,
    `${inFrame('#allow')}.checked = true; ${inFrame('#sign')}.click();`,
  );
  e.actFails(
    A,
    'Sign the consent form with a limit of £1,500',
    'missing_target',
    'mind2web',
    `${frameWin}.signed === null`,
  );
  e.holds(A, 'The consent form says to choose a limit between £1 and £1,000', 'frames', 'octomind', {
    prepare: `${inFrame('#allow')}.checked = true; ${setInFrame('#limit', '1500')} ${inFrame('#sign')}.click();`,
  });
  e.fails(A, 'The consent form limit is £1,000', 'false_claim', 'mabl');
  e.holds(A, 'Wait for the live walk to show Biscuit is out with Maya', 'wait', 'midscene');
  e.fails(A, 'The live walk says Biscuit is 45 minutes in', 'false_claim', 'reflect', {
    prepare: later('await wait(1400);'),
  });
  e.act(
    A,
    'Message Maya from the live walk box',
    'frames',
    'browser-use',
    `window.trackerMsg === true`,
    later(`await wait(1300); ${inShadow('#tracker', '#call')}.click();`),
  );
}
