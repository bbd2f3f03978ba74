/** Steps on Brackenford Tool Library (apps/tools.ts): sign-in, catalogue and reserving, a tool page, My account. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/tools/login';
const CAT = '/tools/catalogue';
const ACC = '/tools/account';
const item = (id: string, tab = '') => `/tools/item?id=${id}${tab ? `&tab=${tab}` : ''}`;

const tool = (id: string) => `window.tools.find((t) => t.id === ${JSON.stringify(id)})`;
const reserved = (id: string, date?: string) =>
  `window.reservations.some((r) => r.id === ${JSON.stringify(id)}${date ? ` && r.date === ${JSON.stringify(date)}` : ''})`;
const noReservation = 'window.reservations.length === 0';
/** Opens the reserve dialog of `id` from its card, fills it and confirms. */
const reserve = (id: string, date: string, extra = '') =>
  later(
    `${click(`[data-id="${id}"] .res`)} ${setVal('#res-date', date)} ${tick('#res-sheet')} ${extra} ${click('#res-go')} await wait(1300);`,
  );
const dialogFor = (name: string) => `${visible('#dlg-res')} && ${q('#res-h')}.textContent === 'Reserve ${name}'`;
const frameWin = "document.querySelector('iframe').contentWindow";
const badLogin = later(
  `${setVal('#card', 'BTL-20417')} ${setVal('#pw', 'spanner88')} ${click('#go')} await wait(1200);`,
);
const cardLoaded = later('await wait(1500);');

export function toolsEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'When I fill in "Library card number" with "BTL-20417"',
    'fill',
    'cucumber-web',
    `${q('#card')}.value === 'BTL-20417'`,
    setVal('#card', 'BTL-20417'),
  );
  b.act(
    LOGIN,
    'Click the show password button',
    'click',
    'testsigma',
    `${q('#show')}.getAttribute('aria-pressed') === 'true'`,
    click('#show'),
  );
  b.act(
    LOGIN,
    'Log in as {{card}} using the password {{password}}',
    'login',
    'skyvern',
    "location.pathname === '/tools/catalogue'",
    `${setVal('#card', 'BTL-20417')} ${setVal('#pw', 'Spanner-88')} ${click('#go')}`,
    { variables: { card: 'BTL-20417', password: 'Spanner-88' } },
  );
  b.actFails(
    LOGIN,
    'Log in with card BTL-20417 and password spanner88',
    'missing_target',
    'bug-report',
    "location.pathname === '/tools/login'",
  );
  b.act(
    LOGIN,
    'Type "Spanner-88" into the password field and press Enter',
    'keys',
    'codecept',
    "location.pathname === '/tools/catalogue'",
    `${setVal('#pw', 'Spanner-88')} ${q('#login')}.requestSubmit();`,
    { prepare: setVal('#card', 'BTL-20417') },
  );
  b.holds(LOGIN, "An error says the card number and password don't match", 'message', 'momentic', {
    prepare: badLogin,
  });
  b.fails(LOGIN, 'The error says my account has been locked', 'false_claim', 'momentic', { prepare: badLogin });
  b.holds(LOGIN, 'Wait until the sign-in error appears', 'wait', 'midscene', {
    prepare: `${setVal('#card', 'BTL-20417')} ${setVal('#pw', 'wrong-one')} ${click('#go')}`,
  });
  b.fails(LOGIN, 'The Sign in button is disabled', 'false_claim', 'spreewald');
  b.fails(LOGIN, 'An error asks for my email address', 'near_miss', 'momentic', { prepare: click('#go') });
  b.act(
    LOGIN,
    'When I check "Remember this device"',
    'check',
    'cucumber-web',
    `${q('#remember')}.checked === true`,
    tick('#remember'),
  );
  b.fails(LOGIN, 'The "Remember this device" checkbox should be checked', 'false_claim', 'spreewald');
  b.actFails(LOGIN, 'Click "Create account"', 'missing_target', 'testrigor', "location.hash === ''");
  b.holds(LOGIN, 'Get Title should be "Sign in - Brackenford Tool Library"', 'page', 'robot-browser');
  b.fails(LOGIN, 'The heading reads "Sign in to your account"', 'false_claim', 'robot-browser');
  b.fails(LOGIN, 'The page says membership costs £12 a year', 'false_claim', 'reflect');
  b.holds('/tools/login?out=1', "A message confirms I've signed out", 'message', 'octomind');
  b.fails(LOGIN, 'The hint under the card number gives BTL-20417 as an example', 'false_claim', 'kane-ai');

  // ---- Catalogue: counts, pages, filters
  b.holds(CAT, 'The results line says there are 14 tools in total', 'count', 'webarena');
  b.holds(CAT, '6 tool cards are shown on this page', 'count', 'behat');
  b.fails(CAT, '7 tool cards are shown on this page', 'false_claim', 'behat');
  b.holds(CAT, 'Page 1 is the current page', 'state', 'spreewald');
  b.holds(CAT, 'There are 3 pages of tools', 'count', 'mabl');
  b.fails(CAT, 'The "Next" button should be disabled', 'false_claim', 'spreewald');
  b.act(CAT, 'Go to page 3', 'navigation', 'testrail-manual', 'window.page === 3', click('#pages [data-p="3"]'));
  b.actFails(CAT, 'Go to page 4 of the catalogue', 'missing_target', 'webvoyager', 'window.page === 1');
  b.act(
    CAT,
    'Click Next twice',
    'compound',
    'robot-browser',
    'window.page === 3',
    `${click('#next')} ${click('#next')}`,
  );
  b.holds(`${CAT}?page=3`, 'Two Wallpaper steamers are listed on the last page', 'count', 'webarena');
  b.actFails(
    `${CAT}?page=3`,
    'Click Reserve on the Wallpaper steamer card',
    'ambiguous_target',
    'stagehand',
    hidden('#dlg-res'),
  );
  b.actFails(
    `${CAT}?cat=Decorating`,
    "Reserve the wallpaper steamer for pick-up on Saturday 19 June 2027, I've read the safety sheet",
    'ambiguous_target',
    'browser-use',
    noReservation,
  );
  b.act(
    `${CAT}?page=3`,
    'Click the second Reserve button',
    'ordinal',
    'zerostep',
    `${dialogFor('Wallpaper steamer')} && ${q('#res-sub')}.textContent.includes('T-107')`,
    click('[data-id="T-107"] .res'),
  );
  b.act(
    `${CAT}?page=3`,
    'Click Reserve on the card for item T-106',
    'scope',
    'stagehand',
    `${dialogFor('Wallpaper steamer')} && ${q('#res-sub')}.textContent.includes('T-106')`,
    click('[data-id="T-106"] .res'),
  );
  b.holds(CAT, 'The Circular saw card says an induction is needed', 'scope', 'reflect');
  b.fails(CAT, 'The Hammer drill card says an induction is needed', 'near_miss', 'reflect');
  b.fails(CAT, 'The Hedge trimmer needs a £30 deposit', 'near_miss', 'kane-ai');
  b.fails(CAT, 'The Hammer drill is on loan to me', 'near_miss', 'reflect');
  b.fails(CAT, 'The Reserve button on the Hammer drill card is disabled', 'near_miss', 'spreewald');
  const p2 = `${CAT}?page=2`;
  b.holds(p2, 'The Step ladder is on loan to me until Tue 22 Jun', 'scope', 'reflect');
  b.fails(p2, 'The Tile cutter is on loan until Tuesday 22 June', 'near_miss', 'reflect');
  b.holds(p2, "The Pressure washer's Reserve button is disabled", 'state', 'product-verify');
  b.fails(p2, 'The Leaf blower is on loan to me', 'near_miss', 'reflect');
  b.fails(p2, "The Socket set's Reserve button is disabled", 'near_miss', 'product-verify');
  b.fails(p2, 'The Orbital sander needs no deposit', 'near_miss', 'mabl');
  b.fails(p2, 'The Leaf blower is tagged New', 'near_miss', 'reflect');
  b.fails(p2, 'The Tile cutter has been borrowed 27 times', 'near_miss', 'kane-ai');
  b.holds(`${CAT}?sort=popular`, 'The most borrowed tool is the Hammer drill', 'ordinal', 'webarena');
  b.fails(`${CAT}?sort=popular`, 'The most borrowed tool is the Carpet cleaner', 'near_miss', 'webarena');
  b.act(
    CAT,
    'Search for "steamer"',
    'fill',
    'testrail-manual',
    `window.term === 'steamer' && ${q('#count')}.textContent.includes('of 2 tools')`,
    `${setVal('#q', 'steamer')} ${q('#find')}.requestSubmit();`,
  );
  b.fails(`${CAT}?q=drill`, 'Three tools match "drill"', 'false_claim', 'webarena');
  b.holds(`${CAT}?q=chainsaw`, 'The catalogue says no tools match the search', 'message', 'momentic');
  b.act(
    CAT,
    'Filter by Garden',
    'widget',
    'checksum',
    `window.cat === 'Garden' && ${q('#chips .chip:nth-child(3)')}.getAttribute('aria-pressed') === 'true'`,
    click('#chips .chip:nth-child(3)'),
  );
  b.actFails(CAT, 'Select the Outdoor category', 'missing_target', 'checksum', "window.cat === 'All'");
  const garden = `${CAT}?cat=Garden`;
  b.fails(garden, 'Four garden tools are shown', 'false_claim', 'webarena');
  b.act(CAT, 'Turn on "Available now only"', 'widget', 'checksum', on('#sw-avail'), click('#sw-avail'));
  b.holds(`${CAT}?avail=1`, 'The results say 9 tools', 'count', 'kane-ai');
  b.fails(`${CAT}?avail=1`, 'The results say 10 tools', 'false_claim', 'kane-ai');
  b.act(
    CAT,
    'When I select "Most borrowed" from "Sort by"',
    'select',
    'cucumber-web',
    `${q('#sort')}.value === 'popular'`,
    setVal('#sort', 'popular'),
  );
  b.act(
    CAT,
    'Sort the catalogue by newest',
    'select',
    'browser-use',
    `${q('#sort')}.value === 'new'`,
    setVal('#sort', 'new'),
  );
  b.actFails(
    CAT,
    'Sort the tools by price, lowest first',
    'missing_target',
    'mind2web',
    `${q('#sort')}.value === 'name'`,
  );
  b.fails(`${CAT}?sort=new`, 'The first card is the Lawn scarifier', 'near_miss', 'midscene');

  // ---- Reserving
  b.act(
    CAT,
    'Click Reserve on the Hedge trimmer',
    'scope',
    'testrigor',
    dialogFor('Hedge trimmer'),
    click('[data-id="T-104"] .res'),
  );
  b.actFails(CAT, 'Click Reserve', 'ambiguous_target', 'behat', hidden('#dlg-res'));
  b.act(
    CAT,
    'Reserve the Hedge trimmer for pick-up on 19/06/2027, tick the safety sheet box and confirm',
    'compound',
    'qa-wolf',
    reserved('T-104', '2027-06-19'),
    reserve('T-104', '2027-06-19'),
  );
  b.act(
    CAT,
    "Reserve the carpet cleaner for 3 days from Thursday 17 June, collecting from Eastgate Shed (I've read the safety sheet)",
    'compound',
    'mind2web',
    `window.reservations.some((r) => r.id === 'T-109' && r.date === '2027-06-17' && r.days === 3 && r.from === 'Eastgate Shed')`,
    reserve(
      'T-109',
      '2027-06-17',
      `${tick('input[name=days][value="3"]')} ${setVal('#res-from', 'Eastgate Shed (Allotments)')}`,
    ),
  );
  const dlg = `${CAT}?reserve=T-104`;
  b.act(
    dlg,
    'Choose a 14 day loan',
    'check',
    'gauge',
    `${q('input[name=days][value="14"]')}.checked`,
    tick('input[name=days][value="14"]'),
  );
  b.act(
    dlg,
    'Click Confirm reservation without choosing a date',
    'click',
    'bug-report',
    `${q('#res-err')}.textContent === 'Choose a pick-up date'`,
    click('#res-go'),
  );
  b.holds(dlg, 'The dialog title is "Reserve Hedge trimmer"', 'page', 'robot-browser');
  b.holds(dlg, 'An error asks me to choose a pick-up date', 'message', 'momentic', { prepare: click('#res-go') });
  b.fails(dlg, 'An error asks me to tick the safety sheet box', 'near_miss', 'momentic', { prepare: click('#res-go') });
  const sunday = later(
    `${setVal('#res-date', '2027-06-20')} ${tick('#res-sheet')} ${click('#res-go')} await wait(1300);`,
  );
  b.holds(dlg, 'The reservation is refused because the library is closed on Sundays', 'message', 'momentic', {
    prepare: sunday,
  });
  b.fails(dlg, 'The error says the hedge trimmer is already reserved', 'false_claim', 'momentic', { prepare: sunday });
  b.actFails(
    dlg,
    'Set the pick-up date to Sunday 20 June 2027 and confirm the reservation',
    'missing_target',
    'gauge',
    noReservation,
    { prepare: tick('#res-sheet') },
  );
  b.actFails(
    CAT,
    'Reserve the circular saw for Thursday 17 June; I have read its safety sheet',
    'missing_target',
    'browser-use',
    noReservation,
  );
  b.actFails(
    CAT,
    "Reserve the hammer drill for 14 days from Friday 18 June, confirming I've read the safety sheet",
    'missing_target',
    'mind2web',
    noReservation,
  );
  const oneReserved = reserve('T-104', '2027-06-19');
  b.actFails(
    CAT,
    'Reserve the Carpet cleaner for Saturday 19 June as well (safety sheet read)',
    'missing_target',
    'shortest',
    `window.reservations.length === 1 && !${reserved('T-109')}`,
    { prepare: oneReserved },
  );
  b.holds(CAT, 'My loans shows 3', 'count', 'kane-ai', { prepare: oneReserved });
  b.fails(CAT, 'My loans shows 3', 'false_claim', 'kane-ai');
  b.holds(CAT, 'A toast says the Hedge trimmer is reserved for Sat 19 Jun', 'message', 'octomind', {
    prepare: oneReserved,
  });
  b.fails(CAT, 'The Lawn scarifier card now says Reserved by you', 'near_miss', 'rainforest', { prepare: oneReserved });
  b.holds(CAT, 'Wait for the reservation toast to go away', 'wait', 'midscene', { prepare: oneReserved });

  // ---- Waitlist, details, menu
  b.act(
    p2,
    'Join the waitlist for the Tile cutter',
    'scope',
    'gauge',
    `${tool('T-108')}.onList === true`,
    click('[data-id="T-108"] .wait'),
  );
  b.actFails(
    CAT,
    'Join the waitlist for the Hedge trimmer',
    'missing_target',
    'gauge',
    '!window.tools.some((t) => t.onList)',
  );
  b.actFails(p2, 'Click Join waitlist', 'ambiguous_target', 'testrigor', '!window.tools.some((t) => t.onList)');
  const joined = later(`${click('[data-id="T-108"] .wait')} await wait(900);`);
  b.holds(p2, "A toast says I'm number 2 on the waitlist for the Tile cutter", 'message', 'octomind', {
    prepare: joined,
  });
  b.act(
    CAT,
    'Open the details of the Carpet cleaner',
    'navigation',
    'browser-use',
    "location.pathname === '/tools/item' && location.search.includes('T-109')",
    click('[data-id="T-109"] a'),
  );
  b.actFails(CAT, 'Click Details', 'ambiguous_target', 'robot-browser', "location.pathname === '/tools/catalogue'");
  b.act(
    CAT,
    'Sign out using the account menu',
    'compound',
    'qa-wolf',
    "location.pathname === '/tools/login'",
    `${click('#acct')} ${click('#mi-out')}`,
  );
  b.actFails(CAT, 'Freeze my membership', 'missing_target', 'browser-use', "location.pathname === '/tools/catalogue'");
  const freeze = later(`${click('#acct')} ${click('#mi-freeze')} await wait(900);`);
  b.holds(CAT, "An error explains that I can't freeze my membership with tools on loan", 'message', 'momentic', {
    prepare: freeze,
  });
  b.actFails(CAT, 'Click Add to basket on the Hedge trimmer', 'missing_target', 'testrigor', noReservation);
  b.fails(CAT, 'The Hedge trimmer card shows a daily hire price', 'missing_target', 'mabl');

  // ---- Tool page
  const hedge = item('T-104');
  b.holds(hedge, 'Heading should be "Hedge trimmer"', 'page', 'robot-browser');
  b.holds(hedge, 'The breadcrumb shows Catalogue › Garden › Hedge trimmer', 'page', 'mabl');
  b.fails(item('T-101'), 'The longest loan for the Hammer drill is 14 days', 'false_claim', 'reflect');
  b.act(
    hedge,
    'Open the Reviews tab',
    'widget',
    'checksum',
    `${q('#t-reviews')}.getAttribute('aria-selected') === 'true'`,
    click('#t-reviews'),
  );
  b.actFails(
    hedge,
    'Open the Specifications tab',
    'missing_target',
    'checksum',
    `${q('#t-about')}.getAttribute('aria-selected') === 'true'`,
  );
  b.act(
    hedge,
    "Expand What's in the box",
    'widget',
    'checksum',
    `${q('#acc-box')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-box'),
  );
  b.holds(hedge, 'The Power section says 500 W', 'widget', 'reflect', { prepare: click('#acc-power') });
  b.fails(hedge, 'The hedge trimmer is battery powered', 'false_claim', 'reflect', { prepare: click('#acc-power') });
  const reviews = item('T-104', 'reviews');
  b.holds(reviews, 'Joe T. gave it 4 out of 5', 'scope', 'reflect');
  b.fails(reviews, 'Helen W. gave it 4 out of 5', 'near_miss', 'reflect');
  b.fails(reviews, 'Priya N. says the lead is a bit short', 'near_miss', 'reflect');
  b.act(
    reviews,
    'Rate it 4 stars, write "Handy for a small hedge." and post the review',
    'compound',
    'qa-wolf',
    '!!(window.posted && window.posted.stars === 4 && window.posted.text === "Handy for a small hedge.")',
    `${click('#rate [data-n="4"]')} ${setVal('#rev-text', 'Handy for a small hedge.')} ${click('#post')}`,
  );
  b.holds(reviews, 'An error asks me to choose a star rating', 'message', 'momentic', { prepare: click('#post') });
  b.holds(reviews, 'The new review by Dara O. is at the top with 2 out of 5', 'message', 'rainforest', {
    prepare: `${click('#rate [data-n="2"]')} ${setVal('#rev-text', 'The blade guard is cracked.')} ${click('#post')}`,
  });
  b.actFails(
    item('T-103', 'reviews'),
    'Post a 5 star review saying "Great saw, clean cuts."',
    'missing_target',
    'shortest',
    'window.posted === null',
  );
  const washer = item('T-110');
  b.actFails(washer, 'Reserve the pressure washer for Saturday 19 June', 'missing_target', 'gauge', noReservation);
  b.holds(washer, 'The "Reserve this tool" button is disabled', 'state', 'spreewald');
  b.holds(item('T-103'), 'A safety induction is needed for this tool', 'value', 'reflect');
  b.fails(item('T-109'), 'A safety induction is needed for this tool', 'false_claim', 'reflect');
  b.act(
    hedge,
    'Reserve this tool for Tuesday 22 June for 3 days and collect it from Eastgate Shed, having read the safety sheet',
    'compound',
    'shortest',
    `window.reservations.some((r) => r.id === 'T-104' && r.date === '2027-06-22' && r.days === 3 && r.from === 'Eastgate Shed')`,
    later(
      `${click('#reserve')} ${setVal('#res-date', '2027-06-22')} ${tick('input[name=days][value="3"]')} ${setVal('#res-from', 'Eastgate Shed (Allotments)')} ${tick('#res-sheet')} ${click('#res-go')} await wait(1300);`,
    ),
  );
  b.fails(item('T-104', 'safety'), 'The safety sheet is a 2 MB PDF', 'false_claim', 'rainforest');
  b.act(
    hedge,
    'Click the Garden link in the breadcrumb',
    'navigation',
    'stagehand',
    "location.pathname === '/tools/catalogue' && location.search.includes('cat=Garden')",
    click('nav[aria-label="Breadcrumb"] a:nth-of-type(2)'),
  );

  // ---- My account: loans
  b.holds(ACC, 'The Cordless drill is due back on Fri 18 Jun', 'scope', 'kane-ai');
  b.fails(ACC, 'The Step ladder is due back on Fri 18 Jun', 'near_miss', 'kane-ai');
  b.holds(ACC, 'The Step ladder was borrowed on Tue 15 Jun', 'scope', 'kane-ai');
  b.fails(ACC, 'The Cordless drill was borrowed on Tue 15 Jun', 'near_miss', 'kane-ai');
  b.act(
    ACC,
    'Extend the step ladder loan',
    'scope',
    'browser-use',
    "window.loans[1].due === '2027-06-29'",
    click('#loans tr[data-id="T-112"] .ext'),
  );
  b.actFails(
    ACC,
    'Extend the loan of the cordless drill',
    'missing_target',
    'gauge',
    "window.loans[0].due === '2027-06-18'",
  );
  b.actFails(
    ACC,
    'Click Extend',
    'ambiguous_target',
    'behat',
    "window.loans[0].due === '2027-06-18' && window.loans[1].due === '2027-06-22'",
  );
  const extDrill = later(`${click('#loans tr[data-id="T-102"] .ext')} await wait(1200);`);
  b.holds(ACC, 'An error says someone is waiting for the Cordless drill', 'message', 'momentic', { prepare: extDrill });
  b.fails(ACC, 'The error says the drill has already been extended once', 'false_claim', 'momentic', {
    prepare: extDrill,
  });
  const extLadder = later(`${click('#loans tr[data-id="T-112"] .ext')} await wait(1200);`);
  b.holds(ACC, 'The Step ladder is now due back on Tue 29 Jun', 'scope', 'rainforest', { prepare: extLadder });
  b.fails(ACC, 'The Cordless drill is now due back on Tue 29 Jun', 'near_miss', 'rainforest', { prepare: extLadder });
  b.actFails(
    ACC,
    'Extend the step ladder again',
    'missing_target',
    'bug-report',
    "window.loans[1].due === '2027-06-29'",
    {
      prepare: extLadder,
    },
  );
  b.act(
    ACC,
    'Report a problem with the cordless drill',
    'scope',
    'stagehand',
    `${visible('#dlg-prob')} && ${q('#prob-h')}.textContent.includes('Cordless drill')`,
    click('#loans tr[data-id="T-102"] .prob'),
  );
  b.act(
    ACC,
    'Report that the step ladder is damaged',
    'compound',
    'shortest',
    "!!(window.problem && window.problem.id === 'T-112' && window.problem.kind === \"It's damaged\")",
    `${click('#loans tr[data-id="T-112"] .prob')} ${setVal('#prob-kind', "It's damaged")} ${click('#prob-send')}`,
  );
  const probOpen = click('#loans tr[data-id="T-102"] .prob');
  b.holds(ACC, "An error asks me to tell them what's wrong", 'message', 'momentic', {
    prepare: `${probOpen} ${setVal('#prob-kind', 'Something else')} ${click('#prob-send')}`,
  });
  b.act(
    ACC,
    "Send the report without choosing what's wrong",
    'click',
    'bug-report',
    `${q('#prob-err')}.textContent === "Choose what's wrong"`,
    click('#prob-send'),
    { prepare: probOpen },
  );
  b.actFails(ACC, 'Return the step ladder online', 'missing_target', 'browser-use', 'window.loans.length === 2');

  // ---- My account: history, fines
  const hist = `${ACC}?tab=history`;
  b.holds(hist, 'The history is on page 1 of 3', 'count', 'kane-ai');
  b.fails(hist, 'The Hedge trimmer was returned 3 days late', 'near_miss', 'reflect');
  b.fails(hist, 'The Socket set was returned on time', 'near_miss', 'reflect');
  b.act(
    hist,
    'Show the receipt for the Hammer drill',
    'scope',
    'stagehand',
    `window.receipt === 3 && ${visible('#dlg-receipt')}`,
    click('#hist tr[data-n="3"] .rc'),
  );
  b.actFails(hist, 'Click Receipt', 'ambiguous_target', 'robot-browser', hidden('#dlg-receipt'));
  const last = { prepare: `${click('#h-next')} ${click('#h-next')}` };
  b.holds(hist, 'The oldest loan is a Wallpaper steamer borrowed on Tue 5 Jan 2027', 'ordinal', 'webarena', last);
  const receipt = { prepare: click('#hist tr[data-n="0"] .rc') };
  b.holds(hist, 'The receipt shows a £3.00 fine', 'message', 'rainforest', receipt);
  b.fails(hist, 'The receipt shows the carpet cleaner was returned on time', 'near_miss', 'rainforest', receipt);
  const fines = `${ACC}?tab=fines`;
  b.holds(fines, 'I owe £4.00 in fines', 'value', 'kane-ai');
  b.fails(fines, 'I owe £3.00 in fines', 'near_miss', 'kane-ai');
  b.act(
    fines,
    'Dispute the carpet cleaner fine',
    'scope',
    'gauge',
    'window.fines[0].disputed === true',
    click('#fines li[data-id="f1"] .dispute'),
  );
  b.actFails(fines, 'Dispute the socket set fine', 'missing_target', 'gauge', 'window.fines[1].disputed === false');
  b.actFails(fines, 'Click Dispute', 'ambiguous_target', 'testrigor', '!window.fines.some((f) => f.disputed)');
  const disputeOld = later(`${click('#fines li[data-id="f2"] .dispute')} await wait(900);`);
  b.holds(fines, "An error says fines older than 30 days can't be disputed online", 'message', 'momentic', {
    prepare: disputeOld,
  });
  const disputed = later(`${click('#fines li[data-id="f1"] .dispute')} await wait(900);`);
  b.holds(fines, 'Now I owe £1.00', 'value', 'rainforest', { prepare: disputed });
  b.holds(fines, 'The Carpet cleaner fine is marked Disputed', 'scope', 'rainforest', { prepare: disputed });
  b.fails(fines, 'The Socket set fine is marked Disputed', 'near_miss', 'rainforest', { prepare: disputed });
  b.act(
    fines,
    'Pay my fines',
    'compound',
    'browser-use',
    'window.paid === true',
    `${click('#pay')} ${click('#pay-go')}`,
  );
  const payOpen = { prepare: click('#pay') };
  b.holds(
    fines,
    'The confirm dialog says £4.00 will be taken from the card ending 4417',
    'message',
    'octomind',
    payOpen,
  );
  b.fails(
    fines,
    'The confirm dialog says £4.00 will be taken from the card ending 4471',
    'false_claim',
    'octomind',
    payOpen,
  );
  const paid = { prepare: later(`${click('#pay')} ${click('#pay-go')} await wait(1000);`) };
  b.holds(fines, 'I have no fines to pay', 'message', 'rainforest', paid);
  b.fails(fines, 'I still owe £1.00', 'false_claim', 'rainforest', paid);

  // ---- My account: reminders, membership card, offer form
  b.fails(ACC, 'The monthly newsletter is switched on', 'false_claim', 'product-verify');
  b.act(ACC, 'Turn on the newsletter', 'widget', 'checksum', on('#sw-news'), click('#sw-news'));
  b.act(ACC, 'Turn off the due date emails', 'widget', 'checksum', `!(${on('#sw-due')})`, click('#sw-due'));
  b.act(
    ACC,
    'Set reminders to 3 days before the due date and save',
    'compound',
    'qa-wolf',
    '!!(window.reminders && window.reminders.days === 3)',
    `${setVal('#days-before', '3')} ${click('#save-rem')}`,
  );
  b.actFails(ACC, 'Turn on push notifications', 'missing_target', 'checksum', '!Object.keys(window.switches).length');
  b.holds(ACC, 'Wait until the membership card shows card number BTL-20417', 'wait', 'midscene');
  b.holds(ACC, 'The membership renews on 3 Mar 2028', 'frames', 'kane-ai', { prepare: cardLoaded });
  b.fails(ACC, 'The membership card lists a saw induction', 'false_claim', 'reflect', { prepare: cardLoaded });
  b.act(
    ACC,
    'Click "Renew early" on the membership card',
    'frames',
    'testrigor',
    `${inShadow('#member', '#m')}.textContent.includes('1 Feb 2028')`,
    `${inShadow('#member', '#renew')}.click();`,
    { prepare: cardLoaded },
  );
  b.act(
    ACC,
    'In the Offer a tool form, enter "Belt sander", leave the condition as Good and offer it',
    'frames',
    'stagehand',
    `!!(${frameWin}.offered && ${frameWin}.offered.name === 'Belt sander')`,
    `${setInFrame('#o-name', 'Belt sander')} ${frameWin}.document.querySelector('#o-send').click();`,
  );
  b.actFails(
    ACC,
    'Offer my lawnmower: condition Like new, it runs on petrol',
    'missing_target',
    'shortest',
    `${frameWin}.offered === null`,
  );
  b.actFails(
    ACC,
    'Offer an "Angle grinder" that needs repair',
    'missing_target',
    'browser-use',
    `${frameWin}.offered === null`,
  );
  b.act(
    ACC,
    'Click "Offer tool" without a name',
    'frames',
    'bug-report',
    `${frameWin}.document.querySelector('#o-msg').textContent === 'Tell us what the tool is'`,
    `${frameWin}.document.querySelector('#o-send').click();`,
  );
  b.holds(ACC, "The form thanks me and says they'll email about dropping off the Belt sander", 'frames', 'octomind', {
    prepare: `${setInFrame('#o-name', 'Belt sander')} ${frameWin}.document.querySelector('#o-send').click();`,
  });
  b.fails(ACC, 'The Condition dropdown in the offer form shows Like new', 'false_claim', 'kane-ai');
  b.fails(ACC, 'The page shows a Download statement button', 'missing_target', 'mabl');
  b.actFails(ACC, 'Click "Report a problem"', 'ambiguous_target', 'testrigor', hidden('#dlg-prob'));
}
