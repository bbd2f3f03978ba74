/** Entries for `museum` (Halden Museum: exhibitions, sign-in, timed tickets, membership). */
import { builder } from '../../entry-builder';

const b = builder('ho7-museum');
const HOME = '/museum';
const TIX = '/museum/tickets';
const DETAILS = '/museum/tickets?step=2';
const ACC = '/museum/account';
const SIGNIN = '/museum/signin';
const MAP = "document.querySelector('iframe').contentDocument";
const CARD = "document.querySelector('iframe').contentDocument";
const SHADOW = "document.getElementById('card').shadowRoot";
const n = (k: string) => `document.getElementById('n-${k}').dataset.value`;
const ticketsSame = `${n('adult')}==='2'&&${n('child')}==='1'&&${n('concession')}==='0'&&${n('infant')}==='0'`;
const PAST_TAB = "document.getElementById('t-past').click()";
const PREF_TAB = "document.getElementById('t-pref').click()";
const onPage = (p: string) => `location.pathname==='${p}'`;

// ---- home
b.act(
  HOME,
  'When I click "Book tickets" on the Machines That Think card',
  'scope',
  'gherkin',
  "location.pathname==='/museum/tickets'&&location.search.includes('exhibition=machines')",
  "document.querySelector('[data-slug=machines] .book').click()",
);
b.act(
  HOME,
  'click the heart on the Northern Lights card',
  'scope',
  'stagehand',
  "museum.saved.includes('northern-lights')",
  "document.querySelector('[data-slug=northern-lights] .save').click()",
);
b.act(
  HOME,
  'Click "Science"',
  'click',
  'testrigor',
  "document.getElementById('ex-count').textContent==='2 exhibitions'",
  "document.querySelector('.chip[data-kind=science]').click()",
);
b.act(
  HOME,
  'Expand the Accessibility section',
  'widget',
  'octomind',
  "!document.getElementById('faq-access').hidden",
  "document.getElementById('faq-access-btn').click()",
);
b.act(
  HOME,
  'enter "ana@example.org" into the newsletter email field',
  'fill',
  'testrigor',
  "document.getElementById('nl-email').value==='ana@example.org'",
  "document.getElementById('nl-email').value='ana@example.org'",
);
b.act(
  HOME,
  'Type ana.k@example.org into the newsletter box, tick "Send me family events too" and press Subscribe',
  'compound',
  'qa-wolf',
  "museum.subscribed==='ana.k@example.org'&&document.getElementById('nl-family').checked",
  "document.getElementById('nl-email').value='ana.k@example.org';document.getElementById('nl-family').checked=true;document.getElementById('nl-go').click()",
);
b.act(
  HOME,
  'And I check "Send me family events too"',
  'check',
  'rails-web-steps',
  "document.getElementById('nl-family').checked",
  "document.getElementById('nl-family').checked=true",
);
b.act(
  HOME,
  'In the museum map, switch to the First floor',
  'frames',
  'kane-ai',
  `${MAP}.getElementById('f').getAttribute('aria-pressed')==='true'`,
  `${MAP}.getElementById('f').click()`,
);
b.act(
  HOME,
  'click zoom in on the map',
  'frames',
  'bug-report',
  `${MAP}.getElementById('zoom').textContent==='125'`,
  `${MAP}.getElementById('zin').click()`,
);
b.act(
  HOME,
  'I follow "Membership"',
  'navigation',
  'mink',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.act(
  HOME,
  'Go to the sign-in page',
  'navigation',
  'browser-use',
  onPage('/museum/signin'),
  "location.href='/museum/signin'",
);
b.act(
  HOME,
  'click the third "Book tickets" button',
  'ordinal',
  'testrigor',
  "location.search.includes('exhibition=ceramics')",
  "document.querySelector('[data-slug=ceramics] .book').click()",
);
b.act(
  HOME,
  'Press the first Details link',
  'ordinal',
  'kane-ai',
  "location.hash==='#northern-lights'",
  "location.hash='#northern-lights'",
);
b.act(
  HOME,
  "Wait for today's talks to load",
  'wait',
  'spreewald',
  "document.querySelectorAll('#talks li').length===3",
  'new Promise((r)=>setTimeout(r,2500))',
);
b.holds(HOME, 'Wait until the Robot demonstration talk appears', 'wait', 'spreewald');
b.holds(HOME, 'the "Book tickets" button on the Tide Pools Live card should be disabled', 'state', 'spreewald');
b.holds(HOME, 'Song Dynasty Ceramics is already on my wishlist', 'state', 'magnitude');
b.holds(HOME, '4 exhibitions are listed', 'count', 'magnitude');
b.holds(HOME, "Today's talks lists three talks", 'wait', 'momentic');
b.holds(HOME, 'Then the page should have 4 "Book tickets" buttons', 'count', 'mink');
b.holds(HOME, 'the page title is "Halden Museum – Visit"', 'page', 'kane-ai');
b.holds(HOME, 'Verify that the URL path is /museum', 'page', 'kane-ai');
b.holds(HOME, 'the wishlist counter shows 1', 'value', 'octomind');
b.holds(HOME, 'The Machines That Think card is tagged "Closing soon"', 'value', 'magnitude');
b.holds(HOME, 'the map says "You are here: Main entrance (Ground floor)"', 'frames', 'kane-ai');
b.holds(HOME, 'The curator tour is at 11:30 in Gallery 3', 'wait', 'momentic');
b.holds(HOME, 'an error asks for a valid email address', 'message', 'momentic', {
  prepare: "document.getElementById('nl-email').value='ana@';document.getElementById('nl-go').click()",
});
b.holds(HOME, 'a toast says the exhibition was saved to the wishlist', 'message', 'octomind', {
  prepare: "document.querySelector('[data-slug=machines] .save').click()",
});
b.fails(HOME, 'The Machines That Think card says "Sold out today"', 'near_miss', 'kane-ai');
b.fails(HOME, 'Song Dynasty Ceramics runs until 12 April 2027', 'near_miss', 'magnitude');
b.fails(HOME, 'Adult tickets to Tide Pools Live cost £12', 'near_miss', 'momentic');
b.fails(
  HOME,
  'Verify that the Book tickets button on the Machines That Think card is disabled',
  'near_miss',
  'kane-ai',
);
b.fails(HOME, 'the Northern Lights card is saved to the wishlist', 'near_miss', 'magnitude');
b.fails(HOME, 'The "Closing soon" label is on the Northern Lights card', 'near_miss', 'octomind');
b.fails(HOME, 'the museum closes at 17:00 today', 'near_miss', 'momentic');
b.fails(HOME, 'The Robot demonstration starts at 11:30', 'near_miss', 'magnitude');
b.fails(HOME, 'the wishlist badge shows 4', 'near_miss', 'testrail-manual');
b.fails(HOME, 'Two of the exhibitions are free', 'false_claim', 'momentic');
b.fails(HOME, 'The Art filter is selected', 'false_claim', 'kane-ai');
b.fails(HOME, 'Then I should see "Open late on Fridays"', 'false_claim', 'rails-web-steps');
b.fails(HOME, 'the map is zoomed to 150%', 'false_claim', 'octomind');
b.fails(HOME, '5 exhibitions are shown', 'false_claim', 'magnitude');
b.actFails(HOME, 'Click "Book tickets"', 'ambiguous_target', 'testrigor', onPage('/museum'));
b.actFails(HOME, 'click the heart icon', 'ambiguous_target', 'stagehand', 'museum.saved.length===1');
b.actFails(HOME, 'Click on Details', 'ambiguous_target', 'bug-report', "location.hash===''");
b.actFails(HOME, 'Click "Book tickets" on the Tide Pools Live card', 'missing_target', 'testrigor', onPage('/museum'));
b.actFails(HOME, 'Click "Buy a gift card"', 'missing_target', 'testrigor', onPage('/museum'));
b.actFails(
  HOME,
  'Filter the exhibitions by "Sculpture"',
  'missing_target',
  'browser-use',
  "document.getElementById('ex-count').textContent==='4 exhibitions'",
);
b.actFails(
  HOME,
  'In the map, click "Second floor"',
  'missing_target',
  'kane-ai',
  `${MAP}.getElementById('g').getAttribute('aria-pressed')==='true'`,
);

// ---- sign in
b.act(
  SIGNIN,
  'Sign in as ingrid@example.com with password Aurora2026!',
  'login',
  'shortest',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.act(
  SIGNIN,
  'Log in with email "ingrid@example.com" and password "Aurora2026!"',
  'login',
  'testrigor',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.act(
  SIGNIN,
  'Given I am signed in as ingrid@example.com / Aurora2026!',
  'login',
  'gherkin',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.act(
  SIGNIN,
  'When I fill in "Email address" with "ingrid@example.com"',
  'fill',
  'rails-web-steps',
  "document.getElementById('email').value==='ingrid@example.com'",
  "document.getElementById('email').value='ingrid@example.com'",
);
b.act(
  SIGNIN,
  'enter Aurora2026! into the Password field',
  'fill',
  'testrigor',
  "document.getElementById('password').value==='Aurora2026!'",
  "document.getElementById('password').value='Aurora2026!'",
);
b.act(
  SIGNIN,
  'Type ingrid@example.com in the email field and wrong-pass in the password field and hit enter',
  'keys',
  'bug-report',
  "document.getElementById('err').textContent.includes('2 attempts left')",
  "document.getElementById('email').value='ingrid@example.com';document.getElementById('password').value='wrong-pass';document.getElementById('f').requestSubmit()",
);
b.holds(SIGNIN, 'an error says 2 attempts are left', 'message', 'momentic', {
  prepare:
    "document.getElementById('email').value='ingrid@example.com';document.getElementById('password').value='nope';document.getElementById('f').requestSubmit()",
});
b.holds(SIGNIN, 'The heading reads "Member sign in"', 'page', 'kane-ai');
b.fails(SIGNIN, 'Membership costs from £110 a year', 'false_claim', 'kane-ai');
b.fails(SIGNIN, 'The "Keep me signed in" box is ticked', 'false_claim', 'testrail-manual');
b.fails(SIGNIN, 'the page heading is "Sign in"', 'near_miss', 'kane-ai');
b.actFails(SIGNIN, 'Click "Sign in with Google"', 'missing_target', 'testrigor', onPage('/museum/signin'));
b.actFails(
  SIGNIN,
  'Enter 1234 into the membership number field',
  'missing_target',
  'testrail-manual',
  "document.getElementById('email').value===''&&document.getElementById('password').value===''",
);

// ---- tickets, step 1
b.act(
  TIX,
  'I select "Machines That Think (+£10)" from "Special exhibition"',
  'select',
  'rails-web-steps',
  "booking.exhibition==='machines'",
  "choose(document.querySelector('#ex-list [data-value=machines]'))",
);
b.act(
  TIX,
  'When I fill in "Visit date" with "2026-12-12"',
  'fill',
  'rails-web-steps',
  "document.getElementById('date').value==='2026-12-12'",
  "document.getElementById('date').value='2026-12-12'",
);
b.act(
  TIX,
  'Set the visit date to 19 December 2026',
  'widget',
  'mind2web',
  "document.getElementById('date').value==='2026-12-19'",
  "document.getElementById('date').value='2026-12-19'",
);
b.act(
  TIX,
  'Choose the 13:00 entry time',
  'check',
  'webvoyager',
  'document.querySelector(\'input[name=slot][value="13:00"]\').checked',
  'document.querySelector(\'input[name=slot][value="13:00"]\').checked=true',
);
b.act(
  TIX,
  'pick the earliest entry time that is still available',
  'check',
  'webvoyager',
  'document.querySelector(\'input[name=slot][value="10:00"]\').checked',
  'document.querySelector(\'input[name=slot][value="10:00"]\').checked=true',
);
b.act(
  TIX,
  'Add one concession ticket',
  'widget',
  'magnitude',
  `${n('concession')}==='1'`,
  'document.querySelector(\'#n-concession [data-step="1"]\').click()',
);
b.act(
  TIX,
  'click Increase in the Child (4–15) row',
  'scope',
  'stagehand',
  `${n('child')}==='2'`,
  'document.querySelector(\'#n-child [data-step="1"]\').click()',
);
b.act(
  TIX,
  'Click "Decrease" for Adult',
  'scope',
  'testrigor',
  `${n('adult')}==='1'`,
  'document.querySelector(\'#n-adult [data-step="-1"]\').click()',
);
b.act(
  TIX,
  'Turn on the audio guide',
  'widget',
  'magnitude',
  "document.getElementById('audio').getAttribute('aria-checked')==='true'",
  "document.getElementById('audio').click()",
);
b.act(
  TIX,
  'Set the donation slider to £10',
  'widget',
  'kane-ai',
  "document.getElementById('donation').value==='10'",
  "const d=document.getElementById('donation');d.value='10';d.dispatchEvent(new Event('input'))",
);
b.act(
  TIX,
  'Tick "Yes, add Gift Aid to my donation"',
  'check',
  'testrail-manual',
  "document.getElementById('giftaid').checked",
  "document.getElementById('giftaid').checked=true",
);
b.act(
  TIX,
  'Enter "FRIEND10" in the Promo code field',
  'fill',
  'testrigor',
  "document.getElementById('promo').value==='FRIEND10'",
  "document.getElementById('promo').value='FRIEND10'",
);
b.act(
  TIX,
  'Apply the promo code FRIEND10',
  'compound',
  'browser-use',
  'booking.discount===0.1',
  "document.getElementById('promo').value='FRIEND10';document.getElementById('promo-go').click()",
);
b.act(
  TIX,
  'type FRIEND10 in the promo code box and press Enter',
  'keys',
  'bug-report',
  'booking.discount===0.1',
  "document.getElementById('promo').value='FRIEND10';document.getElementById('promo-go').click()",
);
b.act(
  TIX,
  'Press Escape to close the exhibition list',
  'keys',
  'testrail-manual',
  "document.getElementById('ex-list').hidden",
  "document.dispatchEvent(new KeyboardEvent('keydown',{key:'Escape'}))",
  { prepare: "document.getElementById('ex-btn').click()" },
);
b.act(
  TIX,
  'Press Continue',
  'click',
  'testrail-manual',
  "!document.getElementById('step2').hidden",
  "document.getElementById('continue').click()",
  { prepare: 'document.querySelector(\'input[name=slot][value="11:00"]\').click()' },
);
b.act(
  TIX,
  'Pick the 11:00 slot and continue',
  'compound',
  'qa-wolf',
  "!document.getElementById('step2').hidden&&document.querySelector('input[name=slot][value=\"11:00\"]').checked",
  "document.querySelector('input[name=slot][value=\"11:00\"]').click();document.getElementById('continue').click()",
);
b.act(
  TIX,
  'Book 1 concession ticket with the audio guide for 16:00',
  'compound',
  'mind2web',
  `${n('concession')}==='1'&&document.getElementById('audio').getAttribute('aria-checked')==='true'&&document.querySelector('input[name=slot][value="16:00"]').checked`,
  "document.querySelector('#n-concession [data-step=\"1\"]').click();document.getElementById('audio').click();document.querySelector('input[name=slot][value=\"16:00\"]').click()",
);
b.holds(TIX, 'the Continue button is disabled', 'state', 'spreewald');
b.holds(TIX, 'The 10:30 entry time cannot be chosen', 'state', 'kane-ai');
b.holds(TIX, 'The total is £50.00', 'value', 'kane-ai');
b.holds(TIX, 'Admission in the order summary is £45.00', 'value', 'magnitude');
b.holds(TIX, 'the "Special exhibition" field should contain "None (general admission only)"', 'value', 'mink');
b.holds(TIX, 'the total is £58.10 after the discount', 'value', 'magnitude', {
  prepare:
    "document.getElementById('promo').value='FRIEND10';document.getElementById('promo-go').click();document.querySelector('#n-concession [data-step=\"1\"]').click()",
});
b.holds(TIX, "an error says the code isn't valid", 'message', 'momentic', {
  prepare: "document.getElementById('promo').value='SPRING24';document.getElementById('promo-go').click()",
});
b.holds(TIX, 'Then I should see "The museum is closed on Mondays"', 'message', 'rails-web-steps', {
  prepare: "const d=document.getElementById('date');d.value='2026-12-07';d.dispatchEvent(new Event('change'))",
});
b.holds(TIX, 'Six entry times are listed', 'count', 'magnitude');
b.holds(TIX, 'Verify that the heading says Book your visit', 'page', 'kane-ai');
b.holds('/museum/tickets?exhibition=machines', 'the URL contains exhibition=machines', 'page', 'mink');
b.fails(TIX, 'The total is £45.00', 'near_miss', 'kane-ai');
b.fails(TIX, 'Adult tickets cost £9.00', 'near_miss', 'magnitude');
b.fails(TIX, 'The Concession stepper shows 1', 'near_miss', 'octomind');
b.fails(TIX, 'The donation in the order summary is £50.00', 'near_miss', 'momentic');
b.fails(TIX, 'the 14:30 entry time is full', 'near_miss', 'kane-ai');
b.fails(TIX, '2 child tickets are selected', 'near_miss', 'magnitude');
b.fails(TIX, 'The audio guide costs £5 per person', 'near_miss', 'kane-ai');
b.fails(TIX, 'The 16:00 slot has 2 left', 'near_miss', 'testrail-manual');
b.fails(TIX, 'the Gift Aid box is checked', 'false_claim', 'spreewald');
b.fails(TIX, 'The audio guide is switched on', 'false_claim', 'magnitude');
b.fails(TIX, 'the visit date is 13 December 2026', 'false_claim', 'kane-ai');
b.fails(TIX, 'The Continue button is enabled', 'false_claim', 'kane-ai');
b.fails(TIX, 'a Senior ticket type is offered', 'false_claim', 'momentic');
b.actFails(TIX, 'Click Increase', 'ambiguous_target', 'testrigor', ticketsSame);
b.actFails(TIX, 'Press the "Decrease" button', 'ambiguous_target', 'testrail-manual', ticketsSame);
b.actFails(
  TIX,
  'Choose the 10:30 entry time',
  'missing_target',
  'webvoyager',
  "!document.querySelector('input[name=slot]:checked')",
);
b.actFails(
  TIX,
  'select "Tide Pools Live" from "Special exhibition"',
  'missing_target',
  'rails-web-steps',
  "booking.exhibition==='none'",
);
b.actFails(TIX, 'Click Continue', 'missing_target', 'testrigor', "document.getElementById('step2').hidden");
b.actFails(TIX, 'Add one Senior ticket', 'missing_target', 'magnitude', ticketsSame);
b.actFails(
  TIX,
  'Enter GV-2231 into the gift voucher field',
  'missing_target',
  'testrigor',
  "document.getElementById('promo').value===''",
);

// ---- tickets, step 2
b.act(
  DETAILS,
  'Fill in "First name" with "Ingrid" in the Lead booker section',
  'scope',
  'rails-web-steps',
  "document.getElementById('lead-first').value==='Ingrid'&&document.getElementById('second-first').value===''",
  "document.getElementById('lead-first').value='Ingrid'",
);
b.act(
  DETAILS,
  'In the Second adult section, enter "Solberg" as the last name',
  'scope',
  'kane-ai',
  "document.getElementById('second-last').value==='Solberg'&&document.getElementById('lead-last').value===''",
  "document.getElementById('second-last').value='Solberg'",
);
b.act(
  DETAILS,
  'enter 07700 900123 in the phone field',
  'fill',
  'testrigor',
  "document.getElementById('lead-phone').value==='07700 900123'",
  "document.getElementById('lead-phone').value='07700 900123'",
);
b.act(
  DETAILS,
  'Type 4111 1111 1111 1111 into the card number field',
  'frames',
  'testrigor',
  `${CARD}.getElementById('card').value.replace(/\\s/g,'')==='4111111111111111'`,
  `${CARD}.getElementById('card').value='4111 1111 1111 1111'`,
);
b.act(
  DETAILS,
  'Enter 08/29 as the card expiry date',
  'frames',
  'kane-ai',
  `${CARD}.getElementById('exp').value==='08/29'`,
  `${CARD}.getElementById('exp').value='08/29'`,
);
b.act(
  DETAILS,
  'I check "I agree to the visitor rules"',
  'check',
  'rails-web-steps',
  "document.getElementById('rules').checked",
  "document.getElementById('rules').click()",
);
b.act(
  DETAILS,
  'Agree to the visitor rules and pay',
  'compound',
  'qa-wolf',
  'booking.paid===true',
  "document.getElementById('rules').click();document.getElementById('pay').click()",
);
b.act(
  DETAILS,
  'Go back to the tickets step',
  'navigation',
  'browser-use',
  "!document.getElementById('step1').hidden",
  "document.getElementById('back').click()",
);
b.act(
  DETAILS,
  'click the blue Pay button at the bottom',
  'click',
  'momentic',
  'booking.paid===true',
  "document.getElementById('pay').click()",
  { prepare: "document.getElementById('rules').click()" },
);
b.holds(DETAILS, 'The Pay £50.00 button is disabled', 'state', 'spreewald');
b.holds(DETAILS, 'the booking reference HM-90112 is shown', 'message', 'octomind', {
  prepare: "document.getElementById('rules').click();document.getElementById('pay').click()",
});
b.holds(DETAILS, 'the payment form recognises the card as Visa', 'frames', 'momentic', {
  prepare: `const c=${CARD}.getElementById('card');c.value='4111';c.dispatchEvent(new Event('input'))`,
});
b.holds(DETAILS, 'The step indicator reads "Step 2 of 2: Visitor details"', 'page', 'kane-ai');
b.fails(DETAILS, 'The Pay button shows £45.00', 'false_claim', 'kane-ai');
b.fails(DETAILS, 'the visitor rules box is ticked', 'false_claim', 'spreewald');
b.actFails(
  DETAILS,
  'Fill in "First name" with "Ingrid"',
  'ambiguous_target',
  'rails-web-steps',
  "document.getElementById('lead-first').value===''&&document.getElementById('second-first').value===''",
);
b.actFails(
  DETAILS,
  'type solberg@example.com into Email',
  'ambiguous_target',
  'testrigor',
  "document.getElementById('lead-email').value===''&&document.getElementById('second-email').value===''",
);
b.actFails(DETAILS, 'Press "Pay now"', 'missing_target', 'testrail-manual', 'booking.paid===false');
b.actFails(
  DETAILS,
  'In the Second adult section, enter 07700 900999 as the phone number',
  'missing_target',
  'kane-ai',
  "document.getElementById('lead-phone').value===''",
);
b.actFails(
  DETAILS,
  'Enter "Ingrid Solberg" as the name on the card',
  'missing_target',
  'testrigor',
  `${CARD}.getElementById('card').value===''`,
);

// ---- membership
const visitRow = (ref: string) => `document.querySelector('#visits tr[data-ref=${ref}]')`;
const openCancel = (ref: string) => `${visitRow(ref)}.querySelector('.cancel').click()`;
b.act(
  ACC,
  'Cancel my visit to Machines That Think',
  'scope',
  'browser-use',
  "account.cancelled.includes('HM-88340')",
  `${openCancel('HM-88340')};document.getElementById('dc-go').click()`,
);
b.act(
  ACC,
  'click "Cancel" in the row for HM-88577',
  'scope',
  'testrigor',
  "!document.getElementById('d-cancel').hidden&&document.getElementById('dc-text').textContent.includes('9 Jan')",
  openCancel('HM-88577'),
);
b.act(
  ACC,
  'Click the second "Change time" button',
  'ordinal',
  'testrigor',
  "!document.getElementById('d-change').hidden&&document.getElementById('dch-text').textContent.includes('Machines')",
  `${visitRow('HM-88340')}.querySelector('.change').click()`,
);
b.act(
  ACC,
  'click on the last Cancel button',
  'ordinal',
  'bug-report',
  "!document.getElementById('d-cancel').hidden&&document.getElementById('dc-text').textContent.includes('General admission')",
  openCancel('HM-88577'),
);
b.act(
  ACC,
  'Open the More options menu of the Northern Lights visit and choose "Email tickets"',
  'compound',
  'qa-wolf',
  "account.emailed.includes('HM-88213')",
  `${visitRow('HM-88213')}.querySelector('.em').click()`,
);
b.act(
  ACC,
  'Add the 9 January visit to my calendar',
  'widget',
  'browser-use',
  "account.calendar.includes('HM-88577')",
  `${visitRow('HM-88577')}.querySelector('.cal').click()`,
);
b.act(
  ACC,
  'click the 3 dots next to HM-88340',
  'scope',
  'bug-report',
  `!document.getElementById('menu-1').hidden`,
  `${visitRow('HM-88340')}.querySelector('.more').click()`,
);
b.act(
  ACC,
  'Click "Keep visit"',
  'click',
  'testrigor',
  "document.getElementById('d-cancel').hidden&&account.cancelled.length===0",
  "document.querySelector('#d-cancel [data-dismiss]').click()",
  { prepare: openCancel('HM-88213') },
);
b.act(
  ACC,
  'Confirm the cancellation',
  'click',
  'magnitude',
  "account.cancelled.includes('HM-88340')",
  "document.getElementById('dc-go').click()",
  { prepare: openCancel('HM-88340') },
);
b.act(
  ACC,
  'Click Undo in the toast',
  'widget',
  'octomind',
  "account.cancelled.length===0&&!document.querySelector('#visits tr[data-ref=HM-88340]').hidden",
  "document.querySelector('#toast button').click()",
  { prepare: `${openCancel('HM-88340')};document.getElementById('dc-go').click()` },
);
b.act(
  ACC,
  'select 13:00 as the new time and save it',
  'compound',
  'qa-wolf',
  "account.changed['HM-88213']==='13:00'",
  "document.getElementById('new-time').value='13:00';document.getElementById('dch-go').click()",
  { prepare: `${visitRow('HM-88213')}.querySelector('.change').click()` },
);
b.act(
  ACC,
  'When I select "16:00" from "New time"',
  'select',
  'rails-web-steps',
  "document.getElementById('new-time').value==='16:00'",
  "document.getElementById('new-time').value='16:00'",
  { prepare: `${visitRow('HM-88213')}.querySelector('.change').click()` },
);
b.act(
  ACC,
  'Open the Past visits tab',
  'widget',
  'octomind',
  "!document.getElementById('p-past').hidden",
  "document.getElementById('t-past').click()",
);
b.act(
  ACC,
  'Go to the next page of past visits',
  'navigation',
  'kane-ai',
  "document.getElementById('page-of').textContent==='Page 2 of 3'",
  "document.getElementById('next').click()",
  { prepare: PAST_TAB },
);
b.act(
  ACC,
  'click "Leave a review" for the Tide Pools Live visit',
  'scope',
  'testrigor',
  "!document.getElementById('d-review').hidden&&document.getElementById('dr-text').textContent.includes('Tide Pools')",
  "document.querySelector('#past tr .review').click()",
  { prepare: PAST_TAB },
);
b.act(
  ACC,
  'Rate the visit 4 stars',
  'widget',
  'magnitude',
  "document.getElementById('review-stars').dataset.value==='4'",
  'document.querySelector(\'#review-stars [data-n="4"]\').click()',
  { prepare: `${PAST_TAB};document.querySelector('#past tr .review').click()` },
);
b.act(
  ACC,
  'Give it 5 stars, write "Loved the rock pools" and submit the review',
  'compound',
  'qa-wolf',
  "Object.values(account.reviews).some((r)=>r.stars===5&&r.text==='Loved the rock pools')",
  "document.querySelector('#review-stars [data-n=\"5\"]').click();document.getElementById('review-text').value='Loved the rock pools';document.getElementById('dr-go').click()",
  { prepare: `${PAST_TAB};document.querySelector('#past tr .review').click()` },
);
b.holds(ACC, 'an error asks me to choose a star rating', 'message', 'momentic', {
  prepare: `${PAST_TAB};document.querySelector('#past tr .review').click();document.getElementById('dr-go').click()`,
});
b.act(
  ACC,
  'Turn on Visit reminders by SMS',
  'widget',
  'magnitude',
  "document.getElementById('sw-sms').getAttribute('aria-checked')==='true'",
  "document.getElementById('sw-sms').click()",
  { prepare: PREF_TAB },
);
b.act(
  ACC,
  'switch off the email newsletter',
  'widget',
  'stagehand',
  "document.getElementById('sw-news').getAttribute('aria-checked')==='false'",
  "document.getElementById('sw-news').click()",
  { prepare: PREF_TAB },
);
b.act(
  ACC,
  'Choose "Post" as the preferred contact',
  'check',
  'testrigor',
  "document.querySelector('input[name=contact][value=post]').checked",
  "document.querySelector('input[name=contact][value=post]').checked=true",
  { prepare: PREF_TAB },
);
b.act(
  ACC,
  'Save the preferences',
  'click',
  'testrail-manual',
  'account.prefsSaved===1',
  "document.getElementById('save-pref').click()",
  { prepare: PREF_TAB },
);
b.act(
  ACC,
  'Click "Show QR code" on the member card',
  'frames',
  'testrigor',
  `!${SHADOW}.getElementById('qr-code').hidden`,
  `${SHADOW}.getElementById('qr').click()`,
);
b.act(
  ACC,
  `enter "leo@example.com" in the Guest's email field`,
  'fill',
  'testrigor',
  "document.getElementById('guest').value==='leo@example.com'",
  "document.getElementById('guest').value='leo@example.com'",
);
b.act(
  ACC,
  'Send a guest pass to leo@example.com',
  'compound',
  'browser-use',
  "account.guests.includes('leo@example.com')",
  "document.getElementById('guest').value='leo@example.com';document.getElementById('guest-go').click()",
);
b.act(
  ACC,
  'Click "Renew membership"',
  'click',
  'testrigor',
  "!document.getElementById('d-renew').hidden",
  "document.getElementById('renew').click()",
);
b.act(
  ACC,
  'Choose the Family level',
  'check',
  'magnitude',
  "document.querySelector('input[name=tier][value=family]').checked",
  "document.querySelector('input[name=tier][value=family]').checked=true",
  { prepare: "document.getElementById('renew').click()" },
);
b.act(
  ACC,
  'turn on automatic renewal',
  'widget',
  'stagehand',
  "document.getElementById('sw-auto').getAttribute('aria-checked')==='true'",
  "document.getElementById('sw-auto').click()",
  { prepare: "document.getElementById('renew').click()" },
);
b.act(
  ACC,
  'Pick Patron, renew automatically and continue to payment',
  'compound',
  'qa-wolf',
  "account.renew!==null&&account.renew.tier==='patron'&&account.renew.auto===true",
  "document.querySelector('input[name=tier][value=patron]').checked=true;document.getElementById('sw-auto').click();document.getElementById('dn-go').click()",
  { prepare: "document.getElementById('renew').click()" },
);
b.act(
  ACC,
  'press Escape',
  'keys',
  'bug-report',
  "document.getElementById('d-renew').hidden",
  "document.dispatchEvent(new KeyboardEvent('keydown',{key:'Escape'}))",
  { prepare: "document.getElementById('renew').click()" },
);
b.holds(ACC, '3 upcoming visits are listed', 'count', 'magnitude');
b.holds(ACC, 'The past visits list shows 3 visits on this page', 'count', 'momentic', { prepare: PAST_TAB });
b.holds(ACC, 'the page heading is My membership', 'page', 'kane-ai');
b.holds(ACC, 'the page greets Ingrid Solberg', 'message', 'octomind');
b.holds(ACC, 'a toast confirms the visit HM-88340 was cancelled', 'message', 'octomind', {
  prepare: `${openCancel('HM-88340')};document.getElementById('dc-go').click()`,
});
b.holds(ACC, 'the dialog says members are refunded in full', 'message', 'momentic', {
  prepare: openCancel('HM-88213'),
});
b.holds(ACC, "the Members' evenings invitations switch is disabled", 'state', 'spreewald', { prepare: PREF_TAB });
b.holds(ACC, 'Email newsletter is switched on', 'state', 'kane-ai', { prepare: PREF_TAB });
b.holds(ACC, 'the Previous button of the past visits is disabled', 'state', 'spreewald', { prepare: PAST_TAB });
b.holds(ACC, 'The reference of the Machines That Think visit is HM-88340', 'value', 'kane-ai');
b.holds(ACC, 'The member card shows 2 guest passes left', 'frames', 'octomind');
b.holds(ACC, 'the member card now shows 1 guest pass left', 'frames', 'magnitude', {
  prepare: "document.getElementById('guest').value='leo@example.com';document.getElementById('guest-go').click()",
});
b.holds(ACC, `Then I should see "Enter your guest's email address"`, 'message', 'rails-web-steps', {
  prepare: "document.getElementById('guest').value='leo';document.getElementById('guest-go').click()",
});
b.fails(ACC, 'The Machines That Think visit is on Sat 5 Dec 2026', 'near_miss', 'kane-ai');
b.fails(ACC, 'Booking HM-88213 is for 1 adult', 'near_miss', 'magnitude');
b.fails(ACC, 'The General admission visit is at 11:00', 'near_miss', 'kane-ai');
b.fails(ACC, 'the member number is HM-88213', 'near_miss', 'octomind');
b.fails(ACC, 'Ingrid has 14 guest passes left', 'near_miss', 'magnitude');
b.fails(ACC, 'Machines That Think was visited on Sun 8 Nov 2026', 'near_miss', 'kane-ai', { prepare: PAST_TAB });
b.fails(ACC, 'the Northern Lights visit is for 1 adult, 2 children', 'near_miss', 'kane-ai');
b.fails(ACC, 'The membership is valid until 30 June 2027', 'false_claim', 'kane-ai');
b.fails(ACC, 'Visit reminders by SMS is switched on', 'false_claim', 'spreewald', { prepare: PREF_TAB });
b.fails(ACC, 'The Upcoming visits tab shows (4)', 'false_claim', 'testrail-manual');
b.fails(ACC, 'the membership level is Patron', 'false_claim', 'magnitude');
b.fails(ACC, 'The past visits are on page 2 of 3', 'false_claim', 'kane-ai', { prepare: PAST_TAB });
b.actFails(ACC, 'Click "Cancel"', 'ambiguous_target', 'testrigor', "document.getElementById('d-cancel').hidden");
b.actFails(
  ACC,
  'Click Change time',
  'ambiguous_target',
  'testrail-manual',
  "document.getElementById('d-change').hidden",
);
b.actFails(
  ACC,
  'open the More options menu',
  'ambiguous_target',
  'stagehand',
  "['menu-0','menu-1','menu-2'].every((id)=>document.getElementById(id).hidden)",
);
b.actFails(ACC, 'Click Leave a review', 'ambiguous_target', 'testrigor', "document.getElementById('d-review').hidden", {
  prepare: PAST_TAB,
});
b.actFails(
  ACC,
  'Click "Previous"',
  'missing_target',
  'testrigor',
  "document.getElementById('page-of').textContent==='Page 1 of 3'",
  { prepare: PAST_TAB },
);
b.actFails(
  ACC,
  "Turn on Members' evenings invitations",
  'missing_target',
  'magnitude',
  "document.getElementById('sw-eve').getAttribute('aria-checked')==='false'",
  { prepare: PREF_TAB },
);
b.actFails(ACC, 'Click "Delete my account"', 'missing_target', 'testrigor', onPage('/museum/account'));
b.actFails(
  ACC,
  'Print the tickets for HM-88340',
  'missing_target',
  'browser-use',
  'account.downloaded.length===0&&account.emailed.length===0',
);
b.actFails(
  ACC,
  'Cancel my visit to Song Dynasty Ceramics',
  'missing_target',
  'browser-use',
  'account.cancelled.length===0',
);

// ---- added: Gherkin compounds, logins and near misses
b.act(
  HOME,
  'When I choose the "Art" filter and open the "Accessibility" answer',
  'compound',
  'gherkin',
  "document.querySelector('.chip[data-kind=art]').getAttribute('aria-pressed')==='true'&&!document.getElementById('faq-access').hidden",
  "document.querySelector('.chip[data-kind=art]').click();document.getElementById('faq-access-btn').click()",
);
b.act(
  TIX,
  'When I pick the 13:00 slot, add one concession ticket and turn on the audio guide',
  'compound',
  'gherkin',
  `document.querySelector('input[name=slot][value="13:00"]').checked&&${n('concession')}==='1'&&document.getElementById('audio').getAttribute('aria-checked')==='true'`,
  "document.querySelector('input[name=slot][value=\"13:00\"]').click();document.querySelector('#n-concession [data-step=\"1\"]').click();document.getElementById('audio').click()",
);
b.act(
  ACC,
  'Open Preferences, turn on SMS reminders and save',
  'compound',
  'qa-wolf',
  "document.getElementById('sw-sms').getAttribute('aria-checked')==='true'&&account.prefsSaved===1",
  "document.getElementById('t-pref').click();document.getElementById('sw-sms').click();document.getElementById('save-pref').click()",
);
b.act(
  SIGNIN,
  'When I sign in with "INGRID@example.com" and "Aurora2026!"',
  'login',
  'gherkin',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.act(
  SIGNIN,
  'Sign in with ingrid@example.com and password Aurora2026!, ticking Keep me signed in, and verify the membership page opens',
  'login',
  'shortest',
  onPage('/museum/account'),
  "location.href='/museum/account'",
);
b.fails(HOME, 'Then the cloakroom should cost "£12" per item', 'near_miss', 'gherkin', {
  prepare: "document.getElementById('faq-bags-btn').click()",
});
b.holds(TIX, 'Then the total should be "£50.00"', 'value', 'gherkin');
b.fails(ACC, 'Then the "Upcoming visits" table should show "HM-88577" for Machines That Think', 'near_miss', 'gherkin');

export const museumEntries = b.entries;
