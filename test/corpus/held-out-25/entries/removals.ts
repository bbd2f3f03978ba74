/** Steps on Packwell Removals' sign-in and quote wizard (apps/removals.ts, apps/removals-quote.ts). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, later, q, setVal, tick } from '../../entry-scripts';

const SIGNIN = '/removals/signin';
const REF = `${SIGNIN}?tab=ref`;
const Q = '/removals/quote';
const qs = (n: number, extra = '') => `${Q}?step=${n}${extra}`;

const onSignin = "location.pathname === '/removals/signin'";
const onMove = "location.pathname === '/removals/move'";
const pwSignIn = (email: string, pw: string) =>
  `${setVal('#si-email', email)} ${setVal('#si-pw', pw)} ${click('#si-go')}`;
const refSignIn = (ref: string, surname: string) =>
  `${click('#t-ref')} ${setVal('#si-ref', ref)} ${setVal('#si-surname', surname)} ${click('#ref-go')}`;

const stepper = (id: string) => `${q(`#${id}`)}.dataset.value`;
const up = (id: string, times = 1) => clicks(`#${id} [data-step="1"]`, times);
const addresses = (to = 'HG2 7QT') =>
  `${setVal('#from-pc', 'LS6 2AB')} ${setVal('#from-addr', '14 Kirkstall Road')} ${setVal('#to-pc', to)} ${setVal('#to-addr', to.startsWith('BT') ? '8 Quay Street' : '3 Orchard Close')}`;
const quoteLoaded = later('await wait(1500);');
const details = `${setVal('#q-name', 'Jordan Reyes')} ${setVal('#q-email', 'jordan.reyes@example.com')} ${setVal('#q-phone', '07700 900318')} ${tick('#q-terms')}`;
const bookNow = later(`await wait(1300); ${details} ${click('#book')} await wait(1300);`);
const extraBox = (v: string) => `input[name=extra][value=${v}]`;
const sunday = `${setVal('#date', '2027-03-28')} ${click('#next')}`;

export function removalsEntries(b: EntryBuilder): void {
  // ---- Sign-in
  b.act(
    SIGNIN,
    'Sign in with email {{email}} and password {{password}}',
    'login',
    'skyvern',
    onMove,
    pwSignIn('jordan.reyes@example.com', 'boxes4ever'),
    { variables: { email: 'jordan.reyes@example.com', password: 'boxes4ever' } },
  );
  b.act(
    SIGNIN,
    'Open the Move reference tab',
    'widget',
    'checksum',
    `${q('#t-ref')}.getAttribute('aria-selected') === 'true'`,
    click('#t-ref'),
  );
  b.act(
    SIGNIN,
    'Find my move with reference PK-30917 and surname Reyes',
    'login',
    'mind2web',
    onMove,
    refSignIn('PK-30917', 'Reyes'),
  );
  b.actFails(SIGNIN, 'Find my move with reference PK-30971 and surname Reyes', 'missing_target', 'mind2web', onSignin);
  b.holds(REF, "An error says they can't find a move with that reference and surname", 'message', 'momentic', {
    prepare: later(`${refSignIn('PK-30971', 'Reyes')} await wait(1200);`),
  });
  b.actFails(
    SIGNIN,
    'Log in as jordan.reyes@example.com with the password Boxes4ever',
    'missing_target',
    'testrigor',
    onSignin,
  );
  b.holds(SIGNIN, 'I should see "We couldn\'t sign you in with that email and password."', 'message', 'cucumber-web', {
    prepare: later(`${pwSignIn('jordan.reyes@example.com', 'Boxes4ever')} await wait(1200);`),
  });
  b.fails(SIGNIN, 'I should see "Welcome back, Jordan"', 'false_claim', 'cucumber-web', {
    prepare: later(`${pwSignIn('jordan.reyes@example.com', 'Boxes4ever')} await wait(1200);`),
  });
  b.act(
    SIGNIN,
    'Click Sign in with both fields empty',
    'click',
    'bug-report',
    `${q('#si-err')}.textContent === 'Enter your email and password'`,
    click('#si-go'),
  );
  b.act(
    SIGNIN,
    'And I check "Remember me on this device"',
    'check',
    'cucumber-web',
    `${q('#si-remember')}.checked`,
    tick('#si-remember'),
  );
  b.fails(SIGNIN, 'The "Move reference" tab is selected', 'false_claim', 'product-verify');
  b.holds(SIGNIN, 'The "Email and password" tab is selected', 'state', 'product-verify');
  b.actFails(SIGNIN, 'Click "Create an account"', 'missing_target', 'testrigor', onSignin);
  b.act(
    SIGNIN,
    'Sign in as jordan.reyes@example.com (password boxes4ever) and remember me',
    'login',
    'bug-report',
    `${onMove} && location.search.includes('remember=1')`,
    `${tick('#si-remember')} ${pwSignIn('jordan.reyes@example.com', 'boxes4ever')}`,
  );
  b.act(SIGNIN, 'Press Enter in the Password field', 'keys', 'codecept', onMove, `${q('#f-pw')}.requestSubmit();`, {
    prepare: `${setVal('#si-email', 'jordan.reyes@example.com')} ${setVal('#si-pw', 'boxes4ever')}`,
  });

  // ---- Quote: addresses
  b.holds(Q, 'The page shows "Step 1 of 4"', 'page', 'robot-browser');
  b.holds(Q, 'The step heading is "Addresses"', 'page', 'robot-browser');
  b.fails(Q, 'The step heading is "Your home"', 'false_claim', 'robot-browser');
  b.act(
    Q,
    "Enter LS6 2AB as the postcode I'm moving from",
    'scope',
    'stagehand',
    `${q('#from-pc')}.value === 'LS6 2AB'`,
    setVal('#from-pc', 'LS6 2AB'),
  );
  b.act(
    Q,
    'In the Moving to section, set the postcode to HG2 7QT',
    'scope',
    'stagehand',
    `${q('#to-pc')}.value === 'HG2 7QT'`,
    setVal('#to-pc', 'HG2 7QT'),
  );
  b.actFails(
    Q,
    'When I fill in "Postcode" with "LS6 2AB"',
    'ambiguous_target',
    'cucumber-web',
    `${q('#from-pc')}.value === '' && ${q('#to-pc')}.value === ''`,
  );
  b.act(
    Q,
    'Select "2nd floor" as the floor I\'m moving from',
    'scope',
    'kane-ai',
    `${q('#from-floor')}.value === '2'`,
    setVal('#from-floor', '2'),
  );
  b.act(
    Q,
    "Tick There's a lift for the new home",
    'scope',
    'testrail-manual',
    `${q('#to-lift')}.checked && !${q('#from-lift')}.checked`,
    tick('#to-lift'),
  );
  b.actFails(
    Q,
    'I check "There\'s a lift"',
    'ambiguous_target',
    'behat',
    `!${q('#from-lift')}.checked && !${q('#to-lift')}.checked`,
  );
  b.act(
    Q,
    'Fill in both addresses, from 14 Kirkstall Road, LS6 2AB to 3 Orchard Close, HG2 7QT, and continue',
    'compound',
    'qa-wolf',
    'window.wiz.step === 2',
    `${addresses()} ${click('#next')}`,
  );
  b.act(
    Q,
    'Click Continue with nothing filled in',
    'click',
    'bug-report',
    `${q('#from-pc-err')}.textContent === "Enter the postcode you're moving from"`,
    click('#next'),
  );
  b.fails(Q, 'An error asks me to choose my property type', 'false_claim', 'momentic', { prepare: click('#next') });
  b.act(
    Q,
    'Enter "LS6" as the from postcode and click Continue',
    'compound',
    'bug-report',
    `${q('#from-pc-err')}.textContent === 'Enter a real postcode, like LS6 2AB'`,
    `${setVal('#from-pc', 'LS6')} ${click('#next')}`,
  );
  b.actFails(
    Q,
    'Get a quote for a move from 14 Kirkstall Road, LS6 2AB to 8 Quay Street, BT1 3AB',
    'missing_target',
    'shortest',
    'window.wiz.step === 1',
  );
  const belfast = later(`${addresses('BT1 3AB')} ${click('#next')} await wait(1100);`);
  b.holds(Q, "An error says they don't cover Northern Ireland yet", 'message', 'momentic', { prepare: belfast });
  b.fails(Q, 'The wizard has moved on to "Your home"', 'false_claim', 'rainforest', { prepare: belfast });
  b.holds(Q, 'Wait for the "Your home" step to appear', 'wait', 'midscene', {
    prepare: `${addresses()} ${click('#next')}`,
  });

  // ---- Quote: your home
  b.act(
    qs(2),
    'Choose "2 bedrooms" as the property type',
    'select',
    'kane-ai',
    `${q('#prop')}.value === '2'`,
    setVal('#prop', '2'),
  );
  b.act(qs(2), 'Increase Beds to 2', 'scope', 'midscene', `${stepper('beds')} === '2'`, up('beds', 2));
  b.actFails(
    qs(2),
    'Click Increase',
    'ambiguous_target',
    'robot-browser',
    `${stepper('sofas')} === '0' && ${stepper('beds')} === '0' && ${stepper('wardrobes')} === '0'`,
  );
  b.act(qs(2), 'Add one sofa', 'widget', 'gauge', `${stepper('sofas')} === '1'`, up('sofas'));
  b.act(qs(2), 'Tick "We have a piano"', 'check', 'testrail-manual', `${q('#piano')}.checked`, tick('#piano'));
  b.act(
    qs(2),
    'Set the loft slider to half full',
    'widget',
    'midscene',
    `${q('#loft')}.value === '50'`,
    setVal('#loft', '50'),
  );
  b.fails(qs(2), 'The loft slider says Half full', 'false_claim', 'kane-ai');
  b.holds(qs(2), 'The loft slider says Empty', 'value', 'kane-ai');
  b.actFails(
    qs(2),
    'Choose "Bungalow" as the property type',
    'missing_target',
    'testrigor',
    `${q('#prop')}.value === ''`,
  );
  b.act(qs(2), 'Go back to the addresses', 'navigation', 'gauge', 'window.wiz.step === 1', click('#back'));
  b.fails(qs(2), 'The Sofas counter shows 1', 'false_claim', 'kane-ai');
  b.act(
    qs(2),
    'Choose a 3-bedroom home with 2 sofas and continue',
    'compound',
    'shortest',
    `window.wiz.step === 3 && ${q('#prop')}.value === '3' && ${stepper('sofas')} === '2'`,
    `${setVal('#prop', '3')} ${up('sofas', 2)} ${click('#next')}`,
  );
  b.actFails(qs(2), 'Add a car to the move', 'missing_target', 'browser-use', 'window.wiz.step === 2');

  // ---- Quote: date and extras
  b.act(
    qs(3),
    'Set the moving date to 26/03/2027',
    'widget',
    'mind2web',
    `${q('#date')}.value === '2027-03-26'`,
    setVal('#date', '2027-03-26'),
  );
  b.act(
    qs(3),
    'Choose "Up to a week either side"',
    'check',
    'gauge',
    `${q('input[name=flex][value=week]')}.checked`,
    tick('input[name=flex][value=week]'),
  );
  b.act(
    qs(3),
    'Add the packing service and disconnecting the washing machine',
    'compound',
    'shortest',
    `${q(extraBox('packing'))}.checked && ${q(extraBox('washer'))}.checked`,
    `${tick(extraBox('packing'))} ${tick(extraBox('washer'))}`,
  );
  b.actFails(
    qs(3),
    'Book the move for Sunday 28 March 2027 and continue',
    'missing_target',
    'mind2web',
    'window.wiz.step === 3',
  );
  b.holds(qs(3), "An error says they don't move on Sundays", 'message', 'momentic', { prepare: sunday });
  b.fails(qs(3), 'An error says the date is fully booked', 'false_claim', 'momentic', { prepare: sunday });
  b.act(
    qs(3),
    'Choose 26 March 2027 and continue to the quote',
    'compound',
    'qa-wolf',
    'window.wiz.step === 4',
    `${setVal('#date', '2027-03-26')} ${click('#next')}`,
  );
  b.actFails(
    qs(3),
    'Add two weeks of storage',
    'missing_target',
    'browser-use',
    "!document.querySelector('input[name=extra]:checked')",
  );
  b.fails(qs(3), '"A day either side" is selected', 'false_claim', 'spreewald');
  b.holds(qs(3), '"Only this date" is selected', 'state', 'spreewald');
  b.fails(qs(3), 'Cleaning costs £90 extra', 'near_miss', 'reflect');

  // ---- Quote: your quote
  b.holds(qs(4), 'Wait for the quote, then check it is £675', 'wait', 'magnitude');
  b.holds(qs(4), 'The quote is £675', 'value', 'kane-ai', { prepare: quoteLoaded });
  b.fails(qs(4), 'The quote is £657', 'false_claim', 'kane-ai', { prepare: quoteLoaded });
  b.fails(qs(4), 'The quote is for a 7.5-tonne lorry', 'false_claim', 'reflect', { prepare: quoteLoaded });
  b.holds(qs(4, '&flex=week'), 'The quote comes to £608', 'value', 'kane-ai', { prepare: quoteLoaded });
  b.holds(qs(4, '&piano=1'), 'The job should take about 6 hours', 'value', 'reflect', { prepare: quoteLoaded });
  b.fails(qs(4, '&piano=1'), 'The quote is still £675', 'false_claim', 'kane-ai', { prepare: quoteLoaded });
  b.act(
    qs(4),
    'Book this move as Jordan Reyes, jordan.reyes@example.com, 07700 900318, accepting the terms',
    'compound',
    'mind2web',
    "!!window.booked && window.booked.ref === 'PK-41208'",
    later(`await wait(1300); ${details} ${click('#book')}`),
  );
  b.actFails(
    qs(4, '&date=2027-03-27'),
    'Book the move for Jordan Reyes (jordan.reyes@example.com, 07700 900318) and accept the terms',
    'missing_target',
    'shortest',
    'window.booked === null',
  );
  b.holds(qs(4, '&date=2027-03-27'), 'An error says Saturday 27 March 2027 is fully booked', 'message', 'momentic', {
    prepare: bookNow,
  });
  b.fails(qs(4, '&date=2027-03-27'), 'The page says "You\'re booked!"', 'false_claim', 'octomind', {
    prepare: bookNow,
  });
  b.holds(qs(4), 'The move reference is PK-41208', 'message', 'kane-ai', { prepare: bookNow });
  b.fails(qs(4), 'A £200 deposit is due within 7 days', 'false_claim', 'kane-ai', { prepare: bookNow });
  b.act(
    qs(4),
    'Click "Book this move"',
    'click',
    'testrigor',
    `${q('#q-name-err')}.textContent === 'Enter your full name'`,
    click('#book'),
  );
  b.act(
    qs(4),
    'Email me this quote at jordan.reyes@example.com',
    'compound',
    'browser-use',
    "window.emailed === 'jordan.reyes@example.com'",
    `${setVal('#q-email', 'jordan.reyes@example.com')} ${click('#save-q')}`,
  );
  b.actFails(qs(4), 'Pay the £150 deposit now', 'missing_target', 'browser-use', 'window.booked === null');
  b.fails(qs(4), 'The quote says the move is on Saturday 27 March 2027', 'false_claim', 'kane-ai', {
    prepare: quoteLoaded,
  });
}
