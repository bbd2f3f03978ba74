/** Steps on Ashgrove Leisure Pools' memberships, join wizard and account (apps/pool-join.ts, apps/pool-account.ts). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const MEM = '/pool/memberships';
const J = '/pool/join';
const js = (n: number, extra = '') => `${J}?step=${n}${extra}`;
const A = '/pool/account';
const M = `${A}?tab=membership`;
const L = `${A}?tab=lessons`;
const F = `${A}?tab=feedback`;

const plan = (id: string, selector: string) => `#plans [data-id="${id}"] ${selector}`;
const compareTwo = `${click(plan('offpeak', '.cmp'))} ${click(plan('anytime', '.cmp'))}`;
const mandate = "document.querySelector('iframe').contentWindow.mandate";
const dd = (acc: string, alone = true) =>
  `${setInFrame('#dd-name', 'Ola Bankole')} ${setInFrame('#dd-sort', '20-00-00')} ${setInFrame('#dd-acc', acc)} ${alone ? `${inFrame('#dd-alone')}.checked = true;` : ''} ${inFrame('#dd-go')}.click();`;
const joinNow = later(`${dd('55779911')} await wait(1100); ${click('#join')} await wait(1600);`);

const brow = (id: string, selector: string) => `#b-rows tr[data-id="${id}"] ${selector}`;
const cancel = (id: string) => `${click(brow(id, '.cx'))} ${click('#cx-go')}`;
const kid = (i: number, selector: string) => `#kids [data-i="${i}"] ${selector}`;
const freeze = later(
  `${click('#freeze')} ${setVal('#fz-from', '2027-05-01')} ${setVal('#fz-len', '2')} ${click('#fz-go')} await wait(1200);`,
);
const sendFeedback = `${setVal('#fb-visit', 'aquafit-7')} ${click('#fb-stars [data-n="4"]')} ${click('#fb-send')}`;

export function poolMoreEntries(b: EntryBuilder): void {
  // ---- Memberships
  b.holds(MEM, 'Anytime Swim is £32 a month', 'scope', 'reflect');
  b.fails(MEM, 'Off-peak Swim is £32 a month', 'near_miss', 'reflect');
  b.fails(MEM, 'Family Swim is marked as my plan', 'near_miss', 'reflect');
  b.holds(MEM, 'Anytime Swim is marked as my plan', 'state', 'reflect');
  b.holds(MEM, '5 plans are offered', 'count', 'webarena');
  b.act(MEM, 'Turn on yearly pricing', 'widget', 'checksum', on('#sw-yearly'), click('#sw-yearly'));
  b.fails(MEM, 'Junior Swim costs £168 a year', 'false_claim', 'kane-ai', { prepare: click('#sw-yearly') });
  b.act(
    MEM,
    'Compare Off-peak Swim and Anytime Swim',
    'compound',
    'browser-use',
    "window.compare.includes('offpeak') && window.compare.includes('anytime')",
    compareTwo,
  );
  b.actFails(MEM, 'Add Family Swim to the comparison', 'missing_target', 'stagehand', 'window.compare.length === 2', {
    prepare: compareTwo,
  });
  b.actFails(MEM, 'Click Compare', 'ambiguous_target', 'behat', 'window.compare.length === 0');
  b.actFails(MEM, 'Click "Choose plan"', 'ambiguous_target', 'testrigor', "location.pathname === '/pool/memberships'");
  b.act(
    MEM,
    'Choose the Junior Swim plan',
    'scope',
    'checksum',
    "location.pathname === '/pool/join' && location.search.includes('plan=junior')",
    click(plan('junior', 'a')),
  );
  b.act(
    MEM,
    'Click Choose plan on the last card',
    'ordinal',
    'zerostep',
    "location.search.includes('plan=concession')",
    click(plan('concession', 'a')),
  );
  b.act(
    MEM,
    'Expand "Is there a joining fee?"',
    'widget',
    'checksum',
    `${q('#acc-fee')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-fee'),
  );
  b.fails(MEM, 'Joining online costs £20', 'false_claim', 'reflect', { prepare: click('#acc-fee') });
  b.fails(MEM, 'You can freeze your membership for up to six months', 'false_claim', 'reflect', {
    prepare: click('#acc-freeze'),
  });

  // ---- Join wizard
  b.fails(`${J}?plan=family`, 'Anytime Swim is selected', 'false_claim', 'product-verify');
  b.holds(`${J}?plan=family`, 'Family Swim is selected', 'state', 'product-verify');
  b.act(
    J,
    'Choose the Off-peak Swim plan',
    'check',
    'gauge',
    `${q('input[name=plan][value=offpeak]')}.checked`,
    tick('input[name=plan][value=offpeak]'),
  );
  b.act(
    J,
    'Click Next without choosing anything',
    'click',
    'bug-report',
    `${q('#plan-err')}.textContent === 'Choose a plan'`,
    click('#next'),
  );
  b.actFails(
    J,
    'Start my Anytime Swim membership on 1 April 2027',
    'missing_target',
    'shortest',
    'window.wiz.step === 1',
  );
  b.act(
    J,
    'Pick Anytime Swim starting 01/05/2027 and go to the next step',
    'compound',
    'qa-wolf',
    'window.wiz.step === 2',
    `${tick('input[name=plan][value=anytime]')} ${setVal('#start', '2027-05-01')} ${click('#next')}`,
  );
  b.act(
    js(2),
    'Fill in my details: Ola Bankole, born 2 June 1990, ola.bankole@example.com, mobile 07700 900555',
    'compound',
    'mind2web',
    `${q('#first')}.value === 'Ola' && ${q('#last')}.value === 'Bankole' && ${q('#dob')}.value === '1990-06-02' && ${q('#email')}.value === 'ola.bankole@example.com' && ${q('#mobile')}.value === '07700 900555'`,
    `${setVal('#first', 'Ola')} ${setVal('#last', 'Bankole')} ${setVal('#dob', '1990-06-02')} ${setVal('#email', 'ola.bankole@example.com')} ${setVal('#mobile', '07700 900555')}`,
  );
  b.fails(js(2), 'An error asks for my postcode', 'false_claim', 'momentic', { prepare: click('#next') });
  b.act(
    js(2),
    'Type LS8 1AB into the Postcode field',
    'fill',
    'codecept',
    `${q('#postcode')}.value === 'LS8 1AB'`,
    setVal('#postcode', 'LS8 1AB'),
  );
  b.fails(js(2), 'The Postcode field says LS8 1AB', 'near_miss', 'kane-ai');
  b.act(
    js(3),
    'Choose "I can swim 100 metres or more"',
    'select',
    'kane-ai',
    `${q('#ability')}.value === '100'`,
    setVal('#ability', '100'),
  );
  b.act(
    js(3),
    'Tick Asthma',
    'check',
    'testrail-manual',
    `${q('input[name=health][value=Asthma]')}.checked`,
    tick('input[name=health][value=Asthma]'),
  );
  b.act(
    js(3),
    'Choose "I\'m a confident swimmer" and click Next without agreeing to the pool rules',
    'compound',
    'bug-report',
    `${q('#rules-err')}.textContent === 'Agree to follow the pool rules'`,
    `${setVal('#ability', 'confident')} ${click('#next')}`,
  );
  b.actFails(js(3), 'Choose "I swim for my county"', 'missing_target', 'testrigor', `${q('#ability')}.value === ''`);
  b.fails(js(4), 'The membership starts on Friday 30 April 2027', 'false_claim', 'kane-ai');
  b.holds(js(4), 'The membership starts on Saturday 1 May 2027', 'value', 'kane-ai');
  b.act(
    js(4),
    'Set up the Direct Debit: Ola Bankole, sort code 20-00-00, account 55779911, and I can authorise it alone',
    'frames',
    'mind2web',
    `${mandate} === '9911'`,
    dd('55779911'),
  );
  b.actFails(
    js(4),
    'Set up a Direct Debit from sort code 20-00-00, account 5577991, in the name of Ola Bankole',
    'missing_target',
    'shortest',
    `${mandate} === null`,
  );
  b.holds(js(4), 'The Direct Debit form asks for an 8-digit account number', 'frames', 'momentic', {
    prepare: dd('5577991'),
  });
  b.act(
    js(4),
    'Click Join now before setting up the Direct Debit',
    'click',
    'bug-report',
    `${q('#join-err')}.textContent === 'Set up your Direct Debit first'`,
    click('#join'),
  );
  b.act(
    js(4),
    'Set up the Direct Debit (Ola Bankole, 20-00-00, 55779911, sole authoriser) and join',
    'compound',
    'qa-wolf',
    "!!window.joined && window.joined.number === 'ASH-20931'",
    later(`${dd('55779911')} await wait(1100); ${click('#join')}`),
  );
  b.fails(js(4), 'The first payment of £24 is taken on Saturday 1 May 2027', 'false_claim', 'kane-ai', {
    prepare: joinNow,
  });
  b.actFails(
    js(4, '&plan=junior'),
    'Set up the Direct Debit for Ola Bankole, 20-00-00, 55779911, authorising alone, and join',
    'missing_target',
    'shortest',
    'window.joined === null',
  );
  b.holds(js(4, '&plan=junior'), 'An error says Junior Swim is for under-16s', 'message', 'momentic', {
    prepare: joinNow,
  });
  b.actFails(
    js(4, '&dob=2013-08-01'),
    'Set up the Direct Debit (Ola Bankole, 20-00-00, 55779911, I authorise alone) and join',
    'missing_target',
    'mind2web',
    'window.joined === null',
  );
  b.actFails(js(4), 'Pay by card instead', 'missing_target', 'browser-use', 'window.joined === null');
  b.act(js(4), 'Go back to Health and swimming', 'navigation', 'gauge', 'window.wiz.step === 3', click('#back'));

  // ---- Account: bookings
  b.holds(A, '10 upcoming bookings are listed', 'count', 'kane-ai');
  b.fails(A, '12 upcoming bookings are listed', 'false_claim', 'kane-ai');
  b.fails(A, 'Femi is booked on the Aquafit on 14 Apr', 'near_miss', 'reflect');
  b.act(
    A,
    'Cancel the Aquafit booking on 14 April',
    'compound',
    'browser-use',
    "window.cancelled.includes('b2')",
    cancel('b2'),
  );
  b.actFails(A, "Cancel today's 07:30 Lane swim", 'missing_target', 'gauge', 'window.bookings.length === 10');
  b.holds(A, "An error says bookings can't be cancelled less than 2 hours before the session", 'message', 'momentic', {
    prepare: later(`${cancel('b1')} await wait(1000);`),
  });
  b.fails(A, 'A toast says the Lane swim booking was cancelled', 'false_claim', 'octomind', {
    prepare: later(`${cancel('b1')} await wait(1000);`),
  });
  b.actFails(A, 'Click Cancel', 'ambiguous_target', 'robot-browser', hidden('#dlg-cancel'));
  b.actFails(A, 'Click "Add to calendar"', 'ambiguous_target', 'testrigor', 'window.calendar.length === 0');
  b.act(
    A,
    'Go to the second page of bookings',
    'navigation',
    'testrail-manual',
    'window.bpage === 2',
    click('#b-next'),
  );
  b.act(
    A,
    'Cancel the Public swim on Saturday 24 April',
    'compound',
    'shortest',
    "window.cancelled.includes('b10')",
    `${click('#b-next')} ${cancel('b10')}`,
  );
  b.holds(A, 'Wait for the next swim card', 'wait', 'midscene');
  b.fails(A, 'My next swim is the 18:30 Aquafit', 'near_miss', 'reflect', { prepare: later('await wait(1300);') });

  // ---- Account: membership
  b.fails(M, 'My next payment is on Thursday 1 April 2027', 'false_claim', 'kane-ai');
  b.holds(M, 'My membership number is ASH-17342', 'value', 'kane-ai');
  b.holds(M, '"Email me a monthly statement" is on', 'state', 'product-verify');
  b.fails(M, '"Tell me about offers and events" is on', 'false_claim', 'product-verify');
  b.actFails(M, 'Freeze my membership for 2 months from 1 May 2027', 'missing_target', 'browser-use', '!window.frozen');
  b.holds(M, "An error says I can freeze once I've been a member for 3 months", 'message', 'momentic', {
    prepare: freeze,
  });
  b.fails(M, 'The membership status says Frozen', 'false_claim', 'rainforest', { prepare: freeze });
  b.act(
    M,
    'Click Change plan',
    'navigation',
    'robot-browser',
    "location.pathname === '/pool/memberships'",
    click('#p-membership a'),
  );
  b.actFails(M, 'Cancel my membership', 'missing_target', 'browser-use', "location.pathname === '/pool/account'");

  // ---- Account: lessons
  b.holds(L, 'Femi is at Stage 4', 'scope', 'reflect');
  b.fails(L, 'Ada is at Stage 4', 'near_miss', 'reflect');
  b.fails(L, "Femi's lessons are with Coach Raj", 'near_miss', 'reflect');
  b.act(
    L,
    'Book an assessment for Femi',
    'scope',
    'gauge',
    "window.assessed.includes('Femi Okoye')",
    click(kid(0, '.as')),
  );
  b.actFails(L, 'Book an assessment for Ada', 'missing_target', 'gauge', 'window.assessed.length === 0');
  b.holds(L, 'An error says Ada can book an assessment after 10 lessons', 'message', 'momentic', {
    prepare: later(`${click(kid(1, '.as'))} await wait(1000);`),
  });
  b.actFails(L, 'Click Book assessment', 'ambiguous_target', 'behat', 'window.assessed.length === 0');
  b.act(L, "View Ada's progress", 'scope', 'gauge', "window.progress === 'Ada Okoye'", click(kid(1, '.pr')));
  b.fails(L, 'Femi has already ticked off 25 m breaststroke', 'false_claim', 'reflect', {
    prepare: click(kid(0, '.pr')),
  });
  b.act(
    L,
    'Click View progress on the first card',
    'ordinal',
    'zerostep',
    `window.progress === 'Femi Okoye' && ${visible('#dlg-progress')}`,
    click(kid(0, '.pr')),
  );

  // ---- Account: feedback
  b.act(
    F,
    'Rate the Aquafit on 7 April 4 stars and send it',
    'compound',
    'shortest',
    "!!window.feedback && window.feedback.visit === 'aquafit-7' && window.feedback.stars === 4",
    sendFeedback,
  );
  b.act(
    F,
    'Tick Water temperature and Changing rooms',
    'compound',
    'testrail-manual',
    `${q('input[name=better][value="Water temperature"]')}.checked && ${q('input[name=better][value="Changing rooms"]')}.checked`,
    `${tick('input[name=better][value="Water temperature"]')} ${tick('input[name=better][value="Changing rooms"]')}`,
  );
  b.act(
    F,
    'When I select "Lane swim, Friday 9 April" from "Which visit?"',
    'select',
    'cucumber-web',
    `${q('#fb-visit')}.value === 'lane-9'`,
    setVal('#fb-visit', 'lane-9'),
  );
  b.act(
    F,
    'Write "The water was too cold" in Tell us more',
    'fill',
    'stagehand',
    `${q('#fb-more')}.value === 'The water was too cold'`,
    setVal('#fb-more', 'The water was too cold'),
  );
  b.actFails(F, 'Attach a photo', 'missing_target', 'browser-use', 'window.feedback === null');
}
