/** Steps on Voltway (apps/charge.ts): finding a charger and starting a session, the live session, the account. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const FIND = '/charge/find';
const MORE = `${FIND}?more=1`;
const SESS = '/charge/session?station=S3&connector=1&car=niro&limit=80';
const ACC = '/charge/account';
const HIST = `${ACC}?tab=history`;
const CARDS = `${ACC}?tab=cards`;
const HOME = `${ACC}?tab=home`;

const fav = (id: string) => `window.stations.find((s) => s.id === ${JSON.stringify(id)}).fav`;
const favs = 'window.stations.filter((s) => s.fav).length === 2';
const startBtn = (id: string) => `[data-id="${id}"] .start`;
const conn = (n: number) => `input[name=conn][value="${n}"]`;
const onSession = (station: string, extra = '') =>
  `location.pathname === '/charge/session' && location.search.includes('station=${station}')${extra ? ` && location.search.includes(${JSON.stringify(extra)})` : ''}`;
const stillHere = "location.pathname === '/charge/find'";
const payBalance = `${click('#st-pay')} ${click('#pay-list [data-value="balance"]')}`;
const dialog = (id: string, more = false) => `${FIND}?${more ? 'more=1&' : ''}start=${id}`;
const leafOnCcs = later(`${setVal('#st-car', 'leaf')} ${tick(conn(1))} ${click('#st-go')} await wait(1400);`);
const balanceRefused = later(`${tick(conn(1))} ${payBalance} ${click('#st-go')} await wait(1400);`);

const liveLoaded = later('await wait(1800);');
const stopped = later(`${click('#stop')} ${click('#sp-go')} await wait(1100);`);
const openFault = click('#fault');

const amount = (v: string) => tick(`input[name=amt][value="${v}"]`);
const other = (v: string) => `${amount('other')} ${setVal('#other', v)}`;
const cardWin = "document.querySelector('iframe').contentWindow";
const inCard = (selector: string) => `${cardWin}.document.querySelector(${JSON.stringify(selector)})`;
const setCard = (selector: string, value: string) =>
  `${inCard(selector)}.value = ${JSON.stringify(value)}; ${inCard(selector)}.dispatchEvent(new Event('input', { bubbles: true }));`;
const addCard = (num: string, exp: string, cvc: string) =>
  `${setCard('#num', num)} ${setCard('#exp', exp)} ${setCard('#cvc', cvc)} ${inCard('#add')}.click();`;

const histRow = (n: number, selector: string) => `#hist tr[data-n="${n}"] ${selector}`;
const card = (id: string, selector: string) => `#rfid [data-id="${id}"] ${selector}`;
const noDispute = '!window.sessions.some((s) => s.disputed)';

export function chargeEntries(b: EntryBuilder): void {
  // ---- Find a charger
  b.holds(FIND, 'The page shows 5 of 8 stations', 'count', 'kane-ai');
  b.fails(FIND, 'The page shows 6 of 8 stations', 'false_claim', 'kane-ai');
  b.holds(FIND, 'Kelham Market Square has 3 of 4 connectors free', 'scope', 'reflect');
  b.fails(FIND, 'Riverside Leisure Centre has 3 of 4 connectors free', 'near_miss', 'reflect');
  b.holds(FIND, 'Station Road Car Park is the cheapest at £0.45/kWh', 'ordinal', 'webarena');
  b.fails(FIND, 'Tesco Extra, Newark Road charges £0.69/kWh', 'near_miss', 'kane-ai');
  b.fails(FIND, 'Greenfield Retail Park is open 06:00–22:00', 'near_miss', 'reflect');
  b.holds(FIND, 'Kelham Market Square is one of my favourites', 'state', 'reflect');
  b.fails(FIND, 'Tesco Extra, Newark Road is one of my favourites', 'near_miss', 'reflect');
  b.holds(FIND, 'The nearest station is Kelham Market Square, 0.3 miles away', 'ordinal', 'webarena');
  b.fails(FIND, 'The nearest station is Riverside Leisure Centre', 'near_miss', 'webarena');
  b.fails(FIND, 'My balance shows £23.20', 'false_claim', 'kane-ai');
  b.act(
    FIND,
    'Add Riverside Leisure Centre to my favourites',
    'scope',
    'stagehand',
    `${fav('S2')} === true`,
    click('[data-id="S2"] .fav'),
  );
  b.actFails(FIND, 'Click Favourite', 'ambiguous_target', 'testrigor', favs);
  b.act(
    FIND,
    'Get directions to Station Road Car Park',
    'scope',
    'browser-use',
    "window.directions === 'S5'",
    click('[data-id="S5"] .dir'),
  );
  b.actFails(FIND, 'Click Directions', 'ambiguous_target', 'behat', 'window.directions === null');
  b.act(
    FIND,
    'Click Start charging on the Tesco Extra, Newark Road card',
    'scope',
    'testrigor',
    `${visible('#dlg-start')} && ${q('#st-h')}.textContent === 'Start charging at Tesco Extra, Newark Road'`,
    click(startBtn('S3')),
  );
  b.actFails(MORE, 'Start charging at Tesco Extra', 'ambiguous_target', 'browser-use', hidden('#dlg-start'));
  b.act(
    FIND,
    'Click the third Start charging button',
    'ordinal',
    'zerostep',
    `${q('#st-h')}.textContent.includes('Newark Road')`,
    click(startBtn('S3')),
  );
  b.act(
    FIND,
    'Type "Tesco" in the search box and press Enter',
    'keys',
    'codecept',
    "window.term === 'tesco' && document.querySelectorAll('#cards .card').length === 2",
    `${setVal('#q', 'Tesco')} ${q('#search')}.requestSubmit();`,
  );
  b.fails(`${FIND}?q=tesco`, 'Three Tesco Extra stations are found', 'false_claim', 'webarena');
  b.act(
    FIND,
    'Filter by CHAdeMO',
    'widget',
    'checksum',
    `${q('#chips .chip:nth-child(3)')}.getAttribute('aria-pressed') === 'true'`,
    click('#chips .chip:nth-child(3)'),
  );
  b.holds(`${FIND}?conn=CHAdeMO`, 'Only Kelham Services (A46) has a CHAdeMO connector', 'count', 'mabl');
  b.fails(`${FIND}?conn=CHAdeMO`, 'Kelham Hospital (Visitors) is listed', 'false_claim', 'mabl');
  b.act(
    FIND,
    'Select both the CCS and Type 2 connector filters',
    'compound',
    'qa-wolf',
    `${q('#chips .chip:nth-child(1)')}.getAttribute('aria-pressed') === 'true' && ${q('#chips .chip:nth-child(2)')}.getAttribute('aria-pressed') === 'true'`,
    `${click('#chips .chip:nth-child(1)')} ${click('#chips .chip:nth-child(2)')}`,
  );
  b.actFails(
    FIND,
    'Filter by Tesla connector',
    'missing_target',
    'checksum',
    "!document.querySelector('.chip[aria-pressed=true]')",
  );
  b.holds(FIND, 'Only one station offers 150 kW', 'count', 'webarena', { prepare: setVal('#kw', '150') });
  b.fails(FIND, 'Two stations offer 150 kW', 'false_claim', 'webarena', { prepare: setVal('#kw', '150') });
  b.holds(FIND, '6 stations are open 24 hours', 'count', 'webarena', { prepare: tick('#allday') });
  b.fails(FIND, '7 stations are open 24 hours', 'false_claim', 'webarena', { prepare: tick('#allday') });
  b.act(FIND, 'Turn on Favourites only', 'widget', 'checksum', on('#sw-fav'), click('#sw-fav'));
  b.act(FIND, 'Show more stations', 'click', 'gauge', 'window.showMore === true', click('#more'));
  b.holds(FIND, 'Wait for more stations to load', 'wait', 'midscene', { prepare: click('#more') });
  b.fails(MORE, 'Kelham Services (A46) is out of service', 'near_miss', 'reflect');
  b.actFails(MORE, 'Start charging at Kelham Hospital', 'missing_target', 'gauge', hidden('#dlg-start'));
  b.holds(MORE, 'Kelham Services has 150 kW CCS chargers', 'scope', 'reflect');
  b.fails(MORE, 'Tesco Extra, Lincoln Road has 150 kW chargers', 'near_miss', 'reflect');
  b.act(
    MORE,
    'Click Directions on the last station',
    'ordinal',
    'zerostep',
    "window.directions === 'S8'",
    click('[data-id="S8"] .dir'),
  );
  b.actFails(FIND, 'Start charging at Greenfield Retail Park', 'missing_target', 'browser-use', stillHere);
  b.act(
    FIND,
    'Start charging at Kelham Market Square on connector 4 and stop at 90%',
    'compound',
    'shortest',
    onSession('S1', 'limit=90') + " && location.search.includes('connector=4')",
    `${click(startBtn('S1'))} ${tick(conn(4))} ${setVal('#st-limit', '90')} ${click('#st-go')}`,
  );
  b.actFails(
    FIND,
    'Reserve a connector at Kelham Market Square',
    'missing_target',
    'browser-use',
    hidden('#dlg-start'),
  );

  // ---- Start charging dialog
  const s3 = dialog('S3');
  b.act(s3, 'Choose connector 2', 'check', 'gauge', `${q(conn(2))}.checked`, tick(conn(2)));
  b.act(
    s3,
    'Choose Voltway balance under Pay with',
    'widget',
    'checksum',
    `${q('#st-pay')}.dataset.value === 'balance'`,
    payBalance,
  );
  b.actFails(
    s3,
    'Choose the Mastercard ending 0932 to pay',
    'missing_target',
    'testrigor',
    `${q('#st-pay')}.dataset.value === 'visa'`,
  );
  b.fails(s3, 'Pay with shows Mastercard ending 0932', 'false_claim', 'kane-ai');
  b.fails(s3, 'Stop at is set to 100%', 'false_claim', 'kane-ai');
  b.act(
    s3,
    'Click Start charging without choosing a connector',
    'click',
    'bug-report',
    `${q('#st-err')}.textContent === 'Choose a connector'`,
    click('#st-go'),
  );
  b.act(
    s3,
    'Choose connector 1 and start charging',
    'compound',
    'qa-wolf',
    onSession('S3', 'connector=1'),
    `${tick(conn(1))} ${click('#st-go')}`,
  );
  b.actFails(s3, 'Start charging on connector 1, paying from my balance', 'missing_target', 'shortest', stillHere);
  b.holds(s3, 'An error says I need at least £5.00 to pay from my balance', 'message', 'momentic', {
    prepare: balanceRefused,
  });
  b.fails(s3, 'The error says my card has expired', 'false_claim', 'momentic', { prepare: balanceRefused });
  b.actFails(s3, 'Start charging the Nissan Leaf on connector 1', 'missing_target', 'gauge', stillHere);
  b.act(
    s3,
    'Start charging the Nissan Leaf on connector 3',
    'compound',
    'gauge',
    `${onSession('S3', 'connector=3')} && location.search.includes('car=leaf')`,
    `${setVal('#st-car', 'leaf')} ${tick(conn(3))} ${click('#st-go')}`,
  );
  b.holds(s3, "An error says the Nissan Leaf can't charge from a CCS connector", 'message', 'momentic', {
    prepare: leafOnCcs,
  });
  b.fails(s3, 'An error says connector 1 is in use', 'false_claim', 'momentic', { prepare: leafOnCcs });
  b.act(s3, 'Click Cancel', 'click', 'robot-browser', hidden('#dlg-start'), click('#dlg-start [data-dismiss]'));
  b.act(
    s3,
    'Press Escape to close the dialog',
    'keys',
    'codecept',
    hidden('#dlg-start'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
  );
  b.actFails(dialog('S4'), 'Start charging on connector 1', 'missing_target', 'gauge', stillHere);
  b.fails(dialog('S7', true), 'Connector 5 is in use', 'near_miss', 'reflect');
  b.actFails(
    dialog('S7', true),
    'Choose the CHAdeMO connector on 150 kW',
    'missing_target',
    'stagehand',
    `!document.querySelector('input[name=conn]:checked')`,
  );

  // ---- Account menu
  b.actFails(FIND, 'Close my Voltway account', 'missing_target', 'browser-use', stillHere);
  b.holds(FIND, "An error says I can't close my account while a charge card is active", 'message', 'momentic', {
    prepare: later(`${click('#acct')} ${click('#mi-close')} await wait(900);`),
  });
  b.act(
    FIND,
    'Sign out',
    'click',
    'robot-browser',
    "location.search.includes('out=1')",
    `${click('#acct')} ${click('#mi-out')}`,
  );

  // ---- Live session
  b.holds(SESS, 'The heading says "Charging at Tesco Extra, Newark Road"', 'page', 'robot-browser');
  b.fails(SESS, 'The heading says "Charging at Tesco Extra, Lincoln Road"', 'false_claim', 'robot-browser');
  b.fails(SESS, 'Charging stops at 90%', 'false_claim', 'kane-ai');
  b.holds(SESS, 'Wait until the live session shows the energy used', 'wait', 'midscene');
  b.holds(SESS, 'The cost so far is £8.06', 'frames', 'kane-ai', { prepare: liveLoaded });
  b.fails(SESS, 'The cost so far is £8.60', 'false_claim', 'kane-ai', { prepare: liveLoaded });
  b.fails(SESS, 'The battery is at 64%', 'false_claim', 'kane-ai', { prepare: liveLoaded });
  b.act(
    SESS,
    'Click Refresh in the live session',
    'frames',
    'stagehand',
    `${inShadow('#live', '#st')}.textContent.includes('updated just now')`,
    `${inShadow('#live', '#refresh')}.click();`,
    { prepare: liveLoaded },
  );
  b.actFails(SESS, 'Unlock the connector', 'missing_target', 'gauge', '!window.unlocked');
  b.act(
    SESS,
    'Stop charging',
    'compound',
    'robot-browser',
    'window.stopped === true',
    `${click('#stop')} ${click('#sp-go')}`,
  );
  b.act(
    SESS,
    'Keep charging',
    'click',
    'gauge',
    `${hidden('#dlg-stop')} && !window.stopped`,
    click('#dlg-stop [data-dismiss]'),
    {
      prepare: click('#stop'),
    },
  );
  b.fails(SESS, "The dialog says I'll get a refund for the energy used", 'false_claim', 'octomind', {
    prepare: click('#stop'),
  });
  b.holds(SESS, 'The session ended with £8.06 charged to Visa ending 4417', 'message', 'rainforest', {
    prepare: stopped,
  });
  b.fails(SESS, 'The Stop charging button is still shown', 'false_claim', 'rainforest', { prepare: stopped });
  b.act(SESS, 'Unlock the connector', 'click', 'gauge', 'window.unlocked === true', click('#unlock'), {
    prepare: stopped,
  });
  b.act(
    SESS,
    'Rate this charger 4 stars and send the rating',
    'compound',
    'qa-wolf',
    'window.rated === 4',
    `${click('#rate [data-n="4"]')} ${click('#send-rate')}`,
    { prepare: stopped },
  );
  b.act(
    SESS,
    "Report a fault: the screen isn't working",
    'compound',
    'shortest',
    `!!window.fault && window.fault.kind === "Screen isn't working"`,
    `${openFault} ${setVal('#ft-kind', "Screen isn't working")} ${click('#ft-send')}`,
  );
  b.holds(SESS, 'An error asks me to tell them what happened', 'message', 'momentic', {
    prepare: `${openFault} ${setVal('#ft-kind', 'Something else')} ${click('#ft-send')}`,
  });
  b.act(
    SESS,
    'Expand "Overstay fees"',
    'widget',
    'checksum',
    `${q('#acc-over')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-over'),
  );
  b.fails(SESS, 'Overstay is charged at £0.50 a minute after 30 minutes', 'false_claim', 'reflect', {
    prepare: click('#acc-over'),
  });
  const leaf = '/charge/session?station=S7&connector=5&car=leaf&limit=80';
  b.holds(leaf, 'The session is charging the Nissan Leaf', 'value', 'reflect');
  b.fails(leaf, 'The session is charging the Kia Niro EV', 'false_claim', 'reflect');
  b.actFails(SESS, 'Extend the session by 30 minutes', 'missing_target', 'browser-use', '!window.stopped');

  // ---- Account: wallet
  b.fails(ACC, '£10 is selected as the top-up amount', 'false_claim', 'spreewald');
  b.act(ACC, 'Top up £20', 'click', 'gauge', 'Math.abs(window.balance - 23.2) < 0.001', click('#topup'));
  b.act(
    ACC,
    'Top up my balance by £50',
    'compound',
    'browser-use',
    'window.topups.includes(50)',
    `${amount('50')} ${click('#topup')}`,
  );
  b.act(
    ACC,
    'Top up £35 using the Other amount',
    'compound',
    'mind2web',
    'window.topups.includes(35)',
    `${other('35')} ${click('#topup')}`,
  );
  b.actFails(ACC, 'Top up £3', 'missing_target', 'gauge', 'window.topups.length === 0');
  b.actFails(ACC, 'Top up my balance by £200', 'missing_target', 'browser-use', 'window.topups.length === 0');
  const tooSmall = later(`${other('3')} ${click('#topup')} await wait(1200);`);
  b.holds(ACC, 'An error says the smallest top-up is £5', 'message', 'momentic', { prepare: tooSmall });
  b.fails(ACC, 'An error says I can top up at most £150 at a time', 'false_claim', 'momentic', { prepare: tooSmall });
  const topped = later(`${click('#topup')} await wait(1200);`);
  b.holds(ACC, 'A toast says £20.00 was added and my balance is £23.20', 'message', 'octomind', { prepare: topped });
  b.holds(ACC, 'The header balance now shows £23.20', 'value', 'rainforest', { prepare: topped });
  b.fails(ACC, 'The header balance still shows £3.20', 'false_claim', 'rainforest', { prepare: topped });
  b.actFails(
    ACC,
    'Pay for the top-up with the Mastercard ending 0932',
    'missing_target',
    'stagehand',
    `${q('#top-card')}.value === 'Visa ending 4417'`,
  );
  b.act(ACC, 'Turn on Auto top-up', 'widget', 'checksum', on('#sw-auto'), click('#sw-auto'));
  b.fails(ACC, 'Auto top-up is switched on', 'false_claim', 'product-verify');
  b.act(
    ACC,
    'Turn on Auto top-up and top up when my balance falls below £10',
    'compound',
    'qa-wolf',
    `${on('#sw-auto')} && ${q('#below')}.value === '10'`,
    `${click('#sw-auto')} ${setVal('#below', '10')}`,
  );
  b.act(
    ACC,
    'Add the card 4111 1111 1111 1111, expiry 09/29, security code 123',
    'frames',
    'mind2web',
    `${cardWin}.added === '1111'`,
    addCard('4111 1111 1111 1111', '09/29', '123'),
  );
  b.actFails(
    ACC,
    'Add the card 4111 1111 1111 1111 expiring 03/26 with security code 123',
    'missing_target',
    'shortest',
    `${cardWin}.added === null`,
  );
  b.act(
    ACC,
    'Click Add card with the card form empty',
    'frames',
    'bug-report',
    `${inCard('#msg')}.textContent === 'Enter the 16-digit card number'`,
    `${inCard('#add')}.click();`,
  );
  const expired = addCard('4111 1111 1111 1111', '03/26', '123');
  b.holds(ACC, 'The card form says "This card has expired"', 'frames', 'octomind', { prepare: expired });
  b.fails(ACC, 'The card form says the card ending 1111 was added', 'false_claim', 'octomind', { prepare: expired });

  // ---- Account: history
  b.act(
    ACC,
    'Open the History tab',
    'widget',
    'checksum',
    `${q('#t-hist')}.getAttribute('aria-selected') === 'true'`,
    click('#t-hist'),
  );
  b.holds(HIST, 'The history says there are 12 charging sessions', 'count', 'webarena');
  b.fails(HIST, 'The history says there are 13 charging sessions', 'false_claim', 'webarena');
  b.holds(HIST, 'On 14 Jun 2027 I charged 31.2 kWh at Tesco Extra, Newark Road for £20.28', 'scope', 'reflect');
  b.fails(HIST, 'On 9 Jun 2027 I paid £20.28', 'near_miss', 'reflect');
  b.holds(HIST, 'The most expensive session on this page cost £33.58 at Kelham Services', 'ordinal', 'webarena');
  b.fails(HIST, 'The most expensive session on this page was at Riverside Leisure Centre', 'near_miss', 'webarena');
  b.act(
    HIST,
    'Show only May 2027',
    'select',
    'mind2web',
    `${q('#month')}.value === '2027-05'`,
    setVal('#month', '2027-05'),
  );
  b.fails(HIST, 'There were 5 sessions in May 2027', 'false_claim', 'webarena', {
    prepare: setVal('#month', '2027-05'),
  });
  b.actFails(HIST, 'Show only July 2027', 'missing_target', 'mind2web', `${q('#month')}.value === ''`);
  b.act(
    HIST,
    'Dispute the charge on 14 June 2027 because I was charged twice',
    'compound',
    'shortest',
    "window.sessions[0].disputed === 'I was charged twice'",
    later(
      `${click(histRow(0, '.dp'))} await wait(800); ${setVal('#dp-why', 'I was charged twice')} ${click('#dp-send')}`,
    ),
  );
  b.act(
    HIST,
    'Click Dispute on the 9 Jun 2027 row',
    'scope',
    'stagehand',
    visible('#dlg-dispute'),
    click(histRow(1, '.dp')),
  );
  b.actFails(HIST, 'Dispute the charge on 2 May 2027', 'missing_target', 'gauge', noDispute, {
    prepare: click('#h-next'),
  });
  b.holds(HIST, "An error says sessions older than 30 days can't be disputed", 'message', 'momentic', {
    prepare: later(`${click('#h-next')} ${click(histRow(6, '.dp'))} await wait(900);`),
  });
  b.actFails(HIST, 'Click Dispute', 'ambiguous_target', 'behat', noDispute);
  b.act(
    HIST,
    'Open the receipt for 3 Jun 2027',
    'scope',
    'stagehand',
    `window.receipt === 2 && ${visible('#dlg-receipt')}`,
    click(histRow(2, '.rc')),
  );
  const receipt = { prepare: click(histRow(2, '.rc')) };
  b.fails(HIST, 'The receipt says it was paid from my Voltway balance', 'false_claim', 'kane-ai', receipt);
  b.act(HIST, 'Email the receipt', 'click', 'gauge', 'window.emailed === 2', click('#rc-email'), receipt);
  b.act(
    HIST,
    'Go to page 3 of the history',
    'navigation',
    'testrail-manual',
    'window.hpage === 3',
    `${click('#h-next')} ${click('#h-next')}`,
  );
  b.holds(HIST, 'The oldest session was on 28 Mar 2027 at Station Road Car Park', 'ordinal', 'webarena', {
    prepare: `${click('#h-next')} ${click('#h-next')}`,
  });
  b.act(
    HIST,
    'Click the last Receipt button on the page',
    'ordinal',
    'zerostep',
    'window.receipt === 4',
    click(histRow(4, '.rc')),
  );
  b.actFails(HIST, 'Export the history as a CSV file', 'missing_target', 'browser-use', 'window.receipt === null');
  b.actFails(
    HIST,
    'Open the receipt for Tesco Extra, Newark Road',
    'ambiguous_target',
    'stagehand',
    'window.receipt === null',
  );

  // ---- Account: charge cards
  b.holds(CARDS, 'The Spare card ending 5150 is frozen', 'scope', 'reflect');
  b.fails(CARDS, "Jo's card is frozen", 'near_miss', 'reflect');
  b.fails(CARDS, "Sam's card ends in 2208", 'near_miss', 'kane-ai');
  b.act(CARDS, "Freeze Jo's card", 'scope', 'gauge', 'window.cards[1].frozen === true', click(card('2208', '.frz')));
  b.act(
    CARDS,
    'Unfreeze the spare card',
    'scope',
    'gauge',
    'window.cards[2].frozen === false',
    click(card('5150', '.frz')),
  );
  b.actFails(CARDS, 'Click Freeze', 'ambiguous_target', 'behat', '!window.cards[0].frozen && !window.cards[1].frozen');
  b.actFails(CARDS, 'Order a new charge card', 'missing_target', 'browser-use', 'window.cards.length === 3');
  b.holds(CARDS, 'An error says I already have 3 charge cards', 'message', 'momentic', {
    prepare: later(`${click('#order')} await wait(800);`),
  });
  b.act(
    CARDS,
    'Rename Jo\'s card to "Jo (work)"',
    'compound',
    'shortest',
    "window.cards[1].name === 'Jo (work)'",
    `${click(card('2208', '.ren'))} ${setVal('#rn-2208', 'Jo (work)')} ${click(card('2208', '.rn-save'))}`,
  );
  b.act(
    CARDS,
    'Clear the card name and click Save',
    'compound',
    'bug-report',
    `${q(card('2208', '.rn-err'))}.textContent === 'Enter a name'`,
    `${setVal('#rn-2208', '')} ${click(card('2208', '.rn-save'))}`,
    { prepare: click(card('2208', '.ren')) },
  );
  b.actFails(CARDS, 'Rename the card ending 9999', 'missing_target', 'gauge', 'window.renaming === null');
  b.actFails(CARDS, 'Click Rename', 'ambiguous_target', 'robot-browser', 'window.renaming === null');

  // ---- Account: home charger, tabs
  b.holds(HOME, 'Smart charging is on', 'state', 'product-verify');
  b.fails(HOME, 'The off-peak end is 05:30', 'false_claim', 'kane-ai');
  b.act(
    HOME,
    'Set the off-peak window from 23:30 to 05:30 and save',
    'compound',
    'mind2web',
    "!!window.schedule && window.schedule.from === '23:30' && window.schedule.to === '05:30'",
    `${setVal('#from', '23:30')} ${setVal('#to', '05:30')} ${click('#save-home')}`,
  );
  b.actFails(
    HOME,
    'Set the off-peak window from 01:00 to 02:00 and save it',
    'missing_target',
    'mind2web',
    'window.schedule === null',
  );
  b.holds(HOME, 'An error says the off-peak window must be at least 2 hours', 'message', 'momentic', {
    prepare: later(`${setVal('#from', '01:00')} ${setVal('#to', '02:00')} ${click('#save-home')} await wait(1100);`),
  });
  b.act(
    HOME,
    'Untick Sat and Sun',
    'compound',
    'testrail-manual',
    `!${q('input[name=day][value=Sat]')}.checked && !${q('input[name=day][value=Sun]')}.checked`,
    `${tick('input[name=day][value=Sat]', false)} ${tick('input[name=day][value=Sun]', false)}`,
  );
  b.actFails(
    HOME,
    'Untick every day and save the schedule',
    'missing_target',
    'bug-report',
    'window.schedule === null',
  );
  b.act(
    HOME,
    'Set the charge limit to 80%',
    'widget',
    'midscene',
    `${q('#limit')}.value === '80'`,
    setVal('#limit', '80'),
  );
  b.holds(HOME, 'The charge limit is 90%', 'value', 'kane-ai');
  b.fails(HOME, 'The charge limit is 80%', 'false_claim', 'kane-ai');
  b.act(HOME, 'Turn off Smart charging', 'widget', 'checksum', `!(${on('#sw-smart')})`, click('#sw-smart'));
  b.holds(HOME, 'The Boost now button is disabled', 'state', 'spreewald', { prepare: click('#sw-smart') });
  b.fails(HOME, 'The Boost now button is disabled', 'false_claim', 'spreewald');
  b.actFails(HOME, 'Boost now', 'missing_target', 'gauge', '!window.boosted', { prepare: click('#sw-smart') });
  b.act(HOME, 'Boost now', 'click', 'gauge', 'window.boosted === true', click('#boost'));
  b.act(HOME, 'Save the schedule', 'click', 'robot-browser', '!!window.schedule', click('#save-home'));
  b.holds(HOME, 'A toast says "Schedule saved"', 'message', 'octomind', {
    prepare: later(`${click('#save-home')} await wait(1000);`),
  });
  b.actFails(HOME, 'Turn on Solar charging', 'missing_target', 'checksum', on('#sw-smart'));
  b.actFails(
    ACC,
    'Open the Invoices tab',
    'missing_target',
    'checksum',
    `${q('#t-wallet')}.getAttribute('aria-selected') === 'true'`,
  );
}
