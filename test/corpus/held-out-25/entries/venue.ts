/** Steps on Oakmere Hall's public pages (apps/venue-public.ts, apps/venue-enquire.ts): sign-in, spaces, the enquiry. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const SIGNIN = '/venue/signin';
const SPACES = '/venue/spaces';
const MORE = `${SPACES}?more=1`;
const ENQ = '/venue/enquire';
const step = (n: number, extra = '') => `${ENQ}?step=${n}${extra}`;
const check = (id: string) => `${SPACES}?check=${id}`;

const onSignin = "location.pathname === '/venue/signin'";
const signIn = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)} ${click('#si-go')}`;
const refused = (email: string, pw: string) => later(`${signIn(email, pw)} await wait(1400);`);

const card = (id: string, selector: string) => `#cards [data-id="${id}"] ${selector}`;
const banner = 'await wait(1300);';
const dateCheck = (date: string, part = 'day') =>
  later(`${setVal('#cd-date', date)} ${setVal('#cd-part', part)} ${click('#cd-go')} await wait(1200);`);
const brochure = "document.querySelector('iframe').contentWindow.brochure";
const photos = (id: string) => click(card(id, '.ph'));

const details = `${setVal('#d-first', 'Priya')} ${setVal('#d-last', 'Shah')} ${setVal('#d-email', 'priya.shah@example.com')} ${tick('#d-agree')}`;
const sendNow = later(`${details} ${click('#send')} await wait(1600);`);
const notSent = 'window.sent === null';

export function venueEntries(b: EntryBuilder): void {
  // ---- Sign-in
  b.act(
    SIGNIN,
    'Log in as {{email}} with the password {{password}}',
    'login',
    'skyvern',
    "location.pathname === '/venue/planner'",
    signIn('priya.shah@example.com', 'confetti24'),
    { variables: { email: 'priya.shah@example.com', password: 'confetti24' } },
  );
  b.act(
    SIGNIN,
    'When I fill in "Email address" with "priya.shah@example.com"',
    'fill',
    'cucumber-web',
    `${q('#email')}.value === 'priya.shah@example.com'`,
    setVal('#email', 'priya.shah@example.com'),
  );
  b.act(
    SIGNIN,
    'And I check "Keep me signed in"',
    'check',
    'cucumber-web',
    `${q('#remember')}.checked`,
    tick('#remember'),
  );
  b.act(
    SIGNIN,
    'Sign in as priya.shah@example.com / confetti24 and stay signed in',
    'login',
    'bug-report',
    "location.pathname === '/venue/planner' && location.search.includes('remember=1')",
    `${tick('#remember')} ${signIn('priya.shah@example.com', 'confetti24')}`,
  );
  b.actFails(
    SIGNIN,
    'Sign in as tom.hale@example.com with password confetti24',
    'missing_target',
    'bug-report',
    onSignin,
  );
  b.holds(SIGNIN, 'An error says the account is locked', 'message', 'momentic', {
    prepare: refused('tom.hale@example.com', 'confetti24'),
  });
  b.fails(SIGNIN, 'The error says the email and password do not match', 'false_claim', 'momentic', {
    prepare: refused('tom.hale@example.com', 'confetti24'),
  });
  b.actFails(
    SIGNIN,
    'Log in with priya.shah@example.com and the password Confetti24',
    'missing_target',
    'testrigor',
    onSignin,
  );
  b.holds(
    SIGNIN,
    'I should see "That email and password don\'t match an Oakmere Hall planner."',
    'message',
    'cucumber-web',
    {
      prepare: refused('priya.shah@example.com', 'Confetti24'),
    },
  );
  b.fails(SIGNIN, 'I should see "Welcome back, Priya"', 'false_claim', 'cucumber-web', {
    prepare: refused('priya.shah@example.com', 'Confetti24'),
  });
  b.act(
    SIGNIN,
    'Click Sign in without filling anything in',
    'click',
    'bug-report',
    `${q('#email-err')}.textContent === 'Enter your email address'`,
    click('#si-go'),
  );
  b.fails(SIGNIN, 'An error asks for a valid email address', 'false_claim', 'momentic', {
    prepare: `${setVal('#email', 'priya.shah@example.com')} ${click('#si-go')}`,
  });
  b.act(
    SIGNIN,
    'Click the show password button',
    'click',
    'testsigma',
    `${q('#pw')}.type === 'text'`,
    click('#show-pw'),
  );
  b.act(
    SIGNIN,
    'Reset my password for priya.shah@example.com',
    'compound',
    'browser-use',
    "window.resetSent === 'priya.shah@example.com'",
    `${click('#forgot')} ${setVal('#fg-email', 'priya.shah@example.com')} ${click('#fg-send')}`,
  );
  b.actFails(SIGNIN, 'Sign in with Google', 'missing_target', 'testrigor', onSignin);
  b.holds(`${SIGNIN}?out=1`, 'I should see "You\'ve signed out of your planner."', 'message', 'cucumber-web');
  b.holds(SIGNIN, 'Get Title should be "Sign in - Oakmere Hall"', 'page', 'robot-browser');
  b.fails(SIGNIN, 'The heading reads "Sign in to your account"', 'false_claim', 'robot-browser');
  b.act(
    SIGNIN,
    'Press Enter in the password field',
    'keys',
    'codecept',
    "location.pathname === '/venue/planner'",
    q('#signin') + '.requestSubmit();',
    { prepare: `${setVal('#email', 'priya.shah@example.com')} ${setVal('#pw', 'confetti24')}` },
  );
  b.act(
    SIGNIN,
    'Follow the "Make an enquiry" link under the form',
    'navigation',
    'bug-report',
    "location.pathname === '/venue/enquire'",
    click('main a[href="/venue/enquire"]'),
  );
  b.holds(SIGNIN, 'The "Keep me signed in" checkbox should not be checked', 'state', 'spreewald');
  b.fails(SIGNIN, 'The "Keep me signed in" checkbox should be checked', 'false_claim', 'spreewald');

  // ---- Spaces
  b.holds(SPACES, 'It says "Showing 6 of 8 spaces"', 'count', 'kane-ai');
  b.fails(SPACES, 'It says "Showing 8 of 8 spaces"', 'false_claim', 'kane-ai');
  b.holds(SPACES, 'The Great Barn seats 180', 'scope', 'reflect');
  b.fails(SPACES, 'The Orangery seats 180', 'near_miss', 'reflect');
  b.fails(SPACES, 'The Library Room is standing only', 'near_miss', 'reflect');
  b.fails(SPACES, 'The Orangery is closed for refurbishment', 'near_miss', 'reflect');
  b.holds(SPACES, 'The Check dates button for Lakeside Pavilion is disabled', 'state', 'spreewald');
  b.fails(SPACES, 'The Check dates button for The Library Room is disabled', 'near_miss', 'spreewald');
  b.fails(SPACES, 'The Great Barn is on my shortlist', 'near_miss', 'reflect');
  b.holds(SPACES, 'The Orangery is on my shortlist', 'state', 'reflect');
  b.fails(SPACES, 'The Cellar Bar has a ceremony licence', 'near_miss', 'reflect');
  b.holds(SPACES, 'The cheapest space listed is The Cellar Bar, from £900', 'ordinal', 'webarena');
  b.act(
    SPACES,
    'Shortlist The Great Barn',
    'scope',
    'stagehand',
    "window.shortlist.includes('GB')",
    click(card('GB', '.sl')),
  );
  b.actFails(SPACES, 'Click Shortlist', 'ambiguous_target', 'testrigor', 'window.shortlist.length === 2');
  b.actFails(SPACES, 'I press "Check dates"', 'ambiguous_target', 'behat', hidden('#dlg-dates'));
  b.act(
    SPACES,
    'Click Check dates on The Orangery card',
    'scope',
    'stagehand',
    `${visible('#dlg-dates')} && ${q('#cd-h')}.textContent === 'Check dates for The Orangery'`,
    click(card('OR', '.chk')),
  );
  b.act(
    SPACES,
    'Click the fourth "View photos" button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-photos')} && ${q('#ph-h')}.textContent === 'Photos of The Library Room'`,
    photos('LR'),
  );
  b.actFails(SPACES, 'Check dates for Lakeside Pavilion', 'missing_target', 'gauge', hidden('#dlg-dates'));
  b.actFails(SPACES, 'Click "Compare spaces"', 'missing_target', 'testrigor', hidden('#dlg-dates'));
  b.act(SPACES, 'Show more spaces', 'click', 'gauge', 'window.showMore === true', click('#more'));
  b.holds(SPACES, 'Wait for the extra spaces to load', 'wait', 'midscene', { prepare: click('#more') });
  b.fails(MORE, 'The Coach House has a ceremony licence', 'near_miss', 'reflect');
  b.act(
    MORE,
    'Click View photos on the last card',
    'ordinal',
    'zerostep',
    `${q('#ph-h')}.textContent === 'Photos of The Boathouse Lawn'`,
    photos('BL'),
  );
  b.act(
    SPACES,
    'Drag the Guests slider to 150',
    'widget',
    'midscene',
    `${q('#guests')}.value === '150'`,
    setVal('#guests', '150'),
  );
  b.holds(SPACES, 'The count reads "Showing 3 of 4 spaces"', 'count', 'kane-ai', { prepare: setVal('#guests', '150') });
  b.fails(SPACES, 'Five spaces hold at least 150 guests', 'false_claim', 'webarena', {
    prepare: setVal('#guests', '150'),
  });
  b.act(SPACES, 'Show outdoor spaces only', 'check', 'checksum', `${q('#outdoor')}.checked`, tick('#outdoor'));
  b.holds(SPACES, 'It says "Showing 2 of 3 spaces"', 'count', 'kane-ai', { prepare: tick('#outdoor') });
  b.act(
    SPACES,
    'When I select "Standing party" from "Event type"',
    'select',
    'cucumber-web',
    `${q('#etype')}.value === 'party'`,
    setVal('#etype', 'party'),
  );
  b.fails(SPACES, 'The Walled Garden is listed', 'false_claim', 'mabl', { prepare: setVal('#etype', 'party') });
  b.holds(SPACES, 'The Walled Garden is not listed', 'state', 'mabl', { prepare: setVal('#etype', 'party') });
  b.act(SPACES, 'Turn on Shortlist only', 'widget', 'checksum', on('#sw-short'), click('#sw-short'));
  b.holds(`${SPACES}?short=1`, 'Only The Orangery and The Walled Garden are shown', 'count', 'mabl');
  b.fails(`${SPACES}?short=1`, 'Three spaces are on my shortlist', 'false_claim', 'webarena');
  b.act(
    SPACES,
    'Expand "Is there somewhere to stay?"',
    'widget',
    'checksum',
    `${q('#acc-rooms')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-rooms'),
  );
  b.fails(SPACES, 'The Hall has 26 bedrooms', 'false_claim', 'reflect', { prepare: click('#acc-rooms') });
  b.fails(SPACES, 'Bringing our own caterer costs a £500 kitchen fee', 'false_claim', 'reflect', {
    prepare: click('#acc-cater'),
  });
  b.holds(SPACES, 'Wait for the open day banner, then check it is on Sunday 14 March 2027', 'wait', 'midscene');
  b.act(
    SPACES,
    'Book a tour at 12:00 for Sam Jones, sam.jones@example.com',
    'compound',
    'shortest',
    "!!window.tour && window.tour.time === '12:00' && window.tour.name === 'Sam Jones'",
    later(
      `${banner} ${click('#tour')} ${tick('input[name=tour-time][value="12:00"]')} ${setVal('#tr-name', 'Sam Jones')} ${setVal('#tr-email', 'sam.jones@example.com')} ${click('#tr-go')}`,
    ),
  );
  b.actFails(SPACES, 'Book a tour of the open day at 13:00', 'missing_target', 'gauge', 'window.tour === null');
  b.holds(
    check('GB'),
    'An error says The Great Barn is already booked on Saturday 12 June 2027',
    'message',
    'momentic',
    {
      prepare: dateCheck('2027-06-12'),
    },
  );
  b.fails(check('GB'), 'It says Saturday 12 June 2027 is free', 'false_claim', 'octomind', {
    prepare: dateCheck('2027-06-12'),
  });
  b.actFails(
    check('GB'),
    'Check 12 June 2027 and start an enquiry for it',
    'missing_target',
    'qa-wolf',
    "location.pathname === '/venue/spaces'",
  );
  b.act(
    check('GB'),
    'Check 18/09/2027, then click Start an enquiry',
    'compound',
    'qa-wolf',
    "location.pathname === '/venue/enquire' && location.search.includes('date=2027-09-18')",
    later(`${setVal('#cd-date', '2027-09-18')} ${click('#cd-go')} await wait(1100); ${click('#cd-enquire')}`),
  );
  b.holds(check('WG'), 'An error says the Walled Garden is for daytime ceremonies only', 'message', 'momentic', {
    prepare: dateCheck('2027-08-07', 'evening'),
  });
  b.fails(check('WG'), 'It says Saturday 7 August 2027 is free in The Walled Garden', 'false_claim', 'octomind', {
    prepare: dateCheck('2027-08-07', 'evening'),
  });
  b.act(
    check('OR'),
    'Press Escape',
    'keys',
    'codecept',
    hidden('#dlg-dates'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
  );
  b.fails(SPACES, 'The photo shows The Orangery', 'false_claim', 'reflect', { prepare: photos('GB') });

  // ---- Brochure form (iframe)
  b.act(
    SPACES,
    'Request the brochure by email to priya.shah@example.com',
    'frames',
    'mind2web',
    `!!${brochure} && ${brochure}.email === 'priya.shah@example.com'`,
    `${setInFrame('#b-email', 'priya.shah@example.com')} ${inFrame('#bf')}.requestSubmit();`,
  );
  const noPostcode = `${setInFrame('#b-email', 'priya.shah@example.com')} ${inFrame('#b-print')}.checked = true; ${inFrame('#bf')}.requestSubmit();`;
  b.holds(SPACES, 'The brochure form asks for my postcode', 'frames', 'octomind', { prepare: noPostcode });
  b.fails(SPACES, 'The brochure form says the brochure was sent', 'false_claim', 'octomind', { prepare: noPostcode });
  b.actFails(SPACES, 'Request a brochure by text message', 'missing_target', 'browser-use', `${brochure} === null`);

  // ---- Enquiry wizard
  b.holds(ENQ, 'The heading says "Step 1 of 4: Your event"', 'page', 'robot-browser');
  b.fails(ENQ, '"Catering" is the current step', 'false_claim', 'product-verify');
  b.act(
    ENQ,
    'Choose Wedding as the type of event',
    'check',
    'gauge',
    `${q('input[name=etype][value=Wedding]')}.checked`,
    tick('input[name=etype][value=Wedding]'),
  );
  b.act(
    ENQ,
    'Set the event date to 18 September 2027',
    'widget',
    'mind2web',
    `${q('#ev-date')}.value === '2027-09-18'`,
    setVal('#ev-date', '2027-09-18'),
  );
  b.act(
    ENQ,
    'When I select "The Orangery" from "Main space"',
    'select',
    'cucumber-web',
    `${q('#ev-space')}.value === 'OR'`,
    setVal('#ev-space', 'OR'),
  );
  b.actFails(
    ENQ,
    'Choose The Walled Garden as the main space',
    'missing_target',
    'gauge',
    `${q('#ev-space')}.value === ''`,
  );
  b.actFails(
    ENQ,
    'Select Lakeside Pavilion as the main space',
    'missing_target',
    'testrigor',
    `${q('#ev-space')}.value === ''`,
  );
  b.act(ENQ, 'Enter 120 guests', 'fill', 'gauge', `${q('#ev-guests')}.value === '120'`, setVal('#ev-guests', '120'));
  b.fails(ENQ, 'The Number of guests field says 120', 'near_miss', 'kane-ai');
  b.act(
    ENQ,
    'Click Next without filling anything in',
    'click',
    'bug-report',
    `${q('#etype-err')}.textContent === 'Choose the type of event'`,
    click('#next'),
  );
  b.fails(ENQ, 'An error says "Choose a menu"', 'false_claim', 'momentic', { prepare: click('#next') });
  b.act(
    ENQ,
    'Fill in step 1 for a wedding on 18/09/2027 in The Great Barn for 120 guests, then continue',
    'compound',
    'qa-wolf',
    'window.wiz.step === 2',
    `${tick('input[name=etype][value=Wedding]')} ${setVal('#ev-date', '2027-09-18')} ${setVal('#ev-space', 'GB')} ${setVal('#ev-guests', '120')} ${click('#next')}`,
  );
  b.actFails(
    ENQ,
    'Plan a birthday party in The Orangery for 150 guests on 5 June 2027 and go on to Catering',
    'missing_target',
    'shortest',
    'window.wiz.step === 1',
  );
  const tooMany = `${tick('input[name="etype"][value="Birthday party"]')} ${setVal('#ev-date', '2027-06-05')} ${setVal('#ev-space', 'OR')} ${setVal('#ev-guests', '150')} ${click('#next')}`;
  b.holds(ENQ, 'An error says The Orangery holds up to 120 guests', 'message', 'momentic', { prepare: tooMany });
  b.fails(ENQ, 'An error says The Orangery holds up to 90 guests', 'false_claim', 'momentic', { prepare: tooMany });
  b.fails(`${ENQ}?space=OR&date=2027-05-08`, 'The event date is 8 June 2027', 'false_claim', 'kane-ai');

  b.act(
    step(2),
    'Choose the three-course dinner',
    'check',
    'gauge',
    `${q('input[name=menu][value=three]')}.checked`,
    tick('input[name=menu][value=three]'),
  );
  b.act(step(2), 'Turn on evening food', 'widget', 'checksum', on('#sw-evening'), click('#sw-evening'));
  b.holds(step(2), 'The "Add evening food" switch is off', 'state', 'product-verify');
  b.holds(step(2), '"Catering" is the current step', 'state', 'product-verify');
  b.actFails(
    step(2),
    'Choose the champagne breakfast menu',
    'missing_target',
    'gauge',
    "!document.querySelector('input[name=menu]:checked')",
  );
  b.act(
    step(2),
    'Go back to the previous step',
    'navigation',
    'testrail-manual',
    'window.wiz.step === 1',
    click('#back'),
  );
  b.act(
    step(3),
    'Add fireworks and the late licence',
    'compound',
    'shortest',
    `${q('input[name=extra][value=Fireworks]')}.checked && ${q('input[name=extra][value="Late licence"]')}.checked`,
    `${tick('input[name=extra][value=Fireworks]')} ${tick('input[name=extra][value="Late licence"]')}`,
  );
  b.act(
    step(3),
    'Set my budget to £35,000',
    'widget',
    'midscene',
    `${q('#budget')}.value === '35000'`,
    setVal('#budget', '35000'),
  );
  b.holds(step(3), 'The estimated total is £15,380', 'value', 'kane-ai');
  b.fails(step(3), 'The estimated total is £16,580', 'false_claim', 'kane-ai');
  b.holds(step(3), 'The budget slider is at £20,000', 'value', 'kane-ai');
  b.actFails(
    step(3),
    'Add a marquee to my extras',
    'missing_target',
    'browser-use',
    "!document.querySelector('input[name=extra]:checked')",
  );
  b.act(
    step(4),
    'Fill in my details: Priya Shah, priya.shah@example.com, heard about you on Instagram',
    'compound',
    'mind2web',
    `${q('#d-first')}.value === 'Priya' && ${q('#d-last')}.value === 'Shah' && ${q('#d-email')}.value === 'priya.shah@example.com' && ${q('#d-heard')}.value === 'Instagram'`,
    `${setVal('#d-first', 'Priya')} ${setVal('#d-last', 'Shah')} ${setVal('#d-email', 'priya.shah@example.com')} ${setVal('#d-heard', 'Instagram')}`,
  );
  b.act(
    step(4),
    'Send the enquiry as Priya Shah (priya.shah@example.com), agreeing to be contacted',
    'compound',
    'shortest',
    "!!window.sent && window.sent.email === 'priya.shah@example.com'",
    `${details} ${click('#send')}`,
  );
  b.act(
    step(4),
    'Click "Send enquiry"',
    'click',
    'testrigor',
    `${q('#d-first-err')}.textContent === 'Enter your first name'`,
    click('#send'),
  );
  b.fails(step(4), 'The summary shows The Orangery as the space', 'false_claim', 'kane-ai');
  b.holds(step(4), 'The summary shows the date as Saturday 18 September 2027', 'value', 'kane-ai');
  b.actFails(
    step(4, '&space=OR&extra=Fireworks'),
    'Send the enquiry as Priya Shah, priya.shah@example.com, and agree to be contacted',
    'missing_target',
    'gauge',
    notSent,
  );
  b.holds(
    step(4, '&space=OR&extra=Fireworks'),
    'An error says fireworks are only allowed with The Great Barn or The Boathouse Lawn',
    'message',
    'momentic',
    { prepare: sendNow },
  );
  b.actFails(
    step(4, '&date=2027-06-12'),
    'Send my enquiry: Priya Shah, priya.shah@example.com, happy to be contacted',
    'missing_target',
    'shortest',
    notSent,
  );
  b.holds(
    step(4, '&date=2027-06-12'),
    'An error says The Great Barn is already booked on that date',
    'message',
    'momentic',
    {
      prepare: sendNow,
    },
  );
  b.fails(step(4, '&date=2027-06-12'), 'The page thanks Priya for her enquiry', 'false_claim', 'octomind', {
    prepare: sendNow,
  });
  b.holds(step(4), 'The page thanks Priya and gives the reference OH-4471', 'message', 'octomind', {
    prepare: sendNow,
  });
  b.fails(step(4), 'The enquiry reference is OH-4417', 'false_claim', 'kane-ai', { prepare: sendNow });
  b.act(
    step(4),
    'Write "We\'d love a sparkler send-off" in the Anything else box',
    'fill',
    'stagehand',
    `${q('#d-msg')}.value === "We'd love a sparkler send-off"`,
    setVal('#d-msg', "We'd love a sparkler send-off"),
  );
  b.actFails(step(4), 'Upload a photo of our mood board', 'missing_target', 'browser-use', notSent);
}
