/** Steps on Second Row (apps/resale.ts, apps/resale-pages.ts): search, event pages, basket, sign-in, account, selling. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const SEARCH = '/resale/search';
const EV1 = '/resale/event?id=E1';
const EV2 = '/resale/event?id=E2';
const BASKET = '/resale/basket?items=L11:2,L22:1';
const SIGNED = `${BASKET}&signed=1`;
const EMPTY = '/resale/basket';
const SIGNIN = '/resale/sign-in';
const CODE = '/resale/sign-in?step=code';
const ACC = '/resale/account';
const SELLING = '/resale/account?tab=selling';
const PAYOUTS = '/resale/account?tab=payouts';
const ALERTS = '/resale/account?tab=alerts';
const SELL = '/resale/sell';
const RESELL = '/resale/sell?from=SR-39102';

const onSearch = "location.pathname === '/resale/search'";
const search = (term: string) => later(`${setVal('#q', term)} ${q('#sf')}.requestSubmit(); await wait(1000);`);
const cat = (c: string) => tick(`input[name=cat][value="${c}"]`);

const basket = "JSON.parse(sessionStorage.getItem('sr-basket') || '[]')";
const has = (id: string, qty: number) => `${basket}.some((i) => i.id === '${id}' && i.qty === ${qty})`;
const emptyBasket = `${basket}.length === 0`;
const loaded = later('await wait(1200);');
const loadedThen = (js: string) => later(`await wait(1200); ${js}`);
const add = (id: string) => click(`[data-id="${id}"] .add`);
const added = (id: string) => later(`await wait(1200); ${add(id)} await wait(800);`);
const full = later(
  `sessionStorage.setItem('sr-basket', JSON.stringify([{ id: 'L13', qty: 4 }, { id: 'L11', qty: 2 }])); await wait(1200);`,
);
const openAlert = click('#alert-btn');

const promo = (code: string) => later(`${setVal('#promo', code)} ${click('#apply')} await wait(1000);`);
const paid = later(`${click('#checkout')} ${click('#pay')} await wait(1300);`);

const onAccount = "location.pathname === '/resale/account'";
const logIn = `${setVal('#email', 'jo.marsh@example.com')} ${setVal('#pw', 'Terraces!9')} ${q('#f1')}.requestSubmit();`;
const wrongCode = later(`${setVal('#code', '111111')} ${q('#f2')}.requestSubmit(); await wait(900);`);

const mine = (id: string) => `window.mine.find((m) => m.id === '${id}')`;
const row = (id: string, selector: string) => `#mine tr[data-id="${id}"] ${selector}`;
const editTo = (id: string, price: string) =>
  `${click(row(id, '.edit'))} ${setVal(`#np-${id}`, price)} ${click(row(id, '.np-save'))}`;
const bank = (sort: string, acc: string) =>
  `${click('#bank-btn')} ${setVal('#bk-name', 'J Marsh')} ${setVal('#bk-sort', sort)} ${setVal('#bk-acc', acc)} ${click('#bk-go')}`;

/** The sell form filled in for Harbour City FC v Northgate Rovers except the price (and the split, when `split` is ''). */
const sellForm = (qty: number, split = 'together') =>
  `${setVal('#ev', 'E1')} ${tick('#tt-mobile')} ${setVal('#block', 'Block 112')} ${setVal('#row', 'F')} ${setVal('#seat-from', '14')} ${setVal('#seat-to', String(13 + qty))} ${q('#sq output')}.textContent = '${qty}'; ${q('#sq')}.dataset.value = '${qty}'; ${split ? tick(`#sp-${split}`) : ''} ${tick('#own')}`;
const listAt = (price: string) => `${setVal('#ask', price)} ${q('#sell')}.requestSubmit();`;

export function resaleEntries(b: EntryBuilder): void {
  // ---- Find tickets
  b.holds(SEARCH, '9 events are found', 'count', 'kane-ai');
  b.fails(SEARCH, '12 events are found', 'false_claim', 'kane-ai');
  b.holds(SEARCH, 'The first event listed is Harbour City FC v Northgate Rovers', 'ordinal', 'webvoyager');
  b.fails(SEARCH, 'The first event listed is Les Misérables', 'near_miss', 'webvoyager');
  b.holds(SEARCH, 'Harbour City FC v Northgate Rovers has tickets from £29.00', 'scope', 'reflect');
  b.fails(SEARCH, 'Mina Okafor: Loud Thoughts has tickets from £29.00', 'near_miss', 'reflect');
  b.fails(SEARCH, 'Kirkstall Knights v Bradbury Bulls has 14 tickets', 'near_miss', 'reflect');
  b.fails(SEARCH, 'Kirkstall Knights v Bradbury Bulls kicks off at 19:30', 'near_miss', 'reflect');
  b.act(SEARCH, 'Go to page 2', 'navigation', 'testrail-manual', 'window.page === 2', click('#pager [data-p="2"]'));
  b.act(
    SEARCH,
    'Go to the last page of results',
    'navigation',
    'webvoyager',
    'window.page === 3',
    click('#pager [data-p="3"]'),
  );
  b.fails(SEARCH, 'The Nutcracker is on the last page', 'false_claim', 'webarena', {
    prepare: click('#pager [data-p="3"]'),
  });
  b.act(
    SEARCH,
    'Type "Glasshouse" in the search box and press Enter',
    'keys',
    'codecept',
    "window.term === 'glasshouse'",
    `${setVal('#q', 'Glasshouse')} ${q('#sf')}.requestSubmit();`,
  );
  b.holds(SEARCH, 'Wait for the results for "Castleford"', 'wait', 'midscene', {
    prepare: `${setVal('#q', 'Castleford')} ${q('#sf')}.requestSubmit();`,
  });
  const glass = { prepare: search('Glasshouse') };
  b.actFails(SEARCH, 'Click View tickets', 'ambiguous_target', 'behat', onSearch, glass);
  b.actFails(SEARCH, 'Open Glasshouse Parade: Winter Tour', 'ambiguous_target', 'testrigor', onSearch, glass);
  b.act(
    SEARCH,
    'Open the Manchester date of Glasshouse Parade',
    'scope',
    'stagehand',
    "location.pathname === '/resale/event' && location.search.includes('id=E6')",
    click('[data-id="E6"] h3 a'),
    glass,
  );
  b.act(
    SEARCH,
    'Filter by Comedy',
    'check',
    'checksum',
    `${q('input[name=cat][value="Comedy"]')}.checked`,
    cat('Comedy'),
  );
  b.fails(SEARCH, 'Three comedy events are listed', 'false_claim', 'webarena', { prepare: cat('Comedy') });
  b.fails(SEARCH, 'Les Misérables is on in Manchester', 'false_claim', 'mabl', {
    prepare: setVal('#city', 'Manchester'),
  });
  b.act(
    SEARCH,
    'Sort by lowest price',
    'select',
    'checksum',
    `${q('#sort')}.value === 'price'`,
    setVal('#sort', 'price'),
  );
  b.holds(SEARCH, 'The cheapest event is Late Laughs at the Basement, from £12.00', 'ordinal', 'webarena', {
    prepare: setVal('#sort', 'price'),
  });
  b.fails(SEARCH, 'The cheapest event is Kirkstall Knights v Bradbury Bulls', 'near_miss', 'webarena', {
    prepare: setVal('#sort', 'price'),
  });
  b.fails(SEARCH, 'Late Laughs at the Basement starts at 20:00', 'near_miss', 'reflect', {
    prepare: setVal('#sort', 'price'),
  });
  b.act(SEARCH, 'Set the max price to 30', 'fill', 'testrigor', `${q('#max')}.value === '30'`, setVal('#max', '30'));
  b.holds(SEARCH, '4 events have tickets at £30 or less', 'count', 'webarena', { prepare: setVal('#max', '30') });
  b.fails(SEARCH, '5 events have tickets at £30 or less', 'false_claim', 'webarena', { prepare: setVal('#max', '30') });
  b.act(
    SEARCH,
    'Show events between 1 and 10 December 2027',
    'compound',
    'mind2web',
    `${q('#from')}.value === '2027-12-01' && ${q('#to')}.value === '2027-12-10'`,
    `${setVal('#from', '2027-12-01')} ${setVal('#to', '2027-12-10')}`,
  );
  b.act(
    SEARCH,
    'Save the Les Misérables event',
    'scope',
    'stagehand',
    "window.saved.includes('E3')",
    click('[data-id="E3"] .save'),
  );
  b.actFails(SEARCH, 'Click Save event', 'ambiguous_target', 'behat', 'window.saved.length === 0');
  b.act(
    SEARCH,
    'Clear filters',
    'click',
    'robot-browser',
    "!document.querySelector('input[name=cat]:checked')",
    click('#clear'),
    {
      prepare: cat('Comedy'),
    },
  );
  b.actFails(
    SEARCH,
    'Filter by Festivals',
    'missing_target',
    'checksum',
    "!document.querySelector('input[name=cat]:checked')",
  );
  b.act(
    SEARCH,
    'Search for Harbour City and open the Castleford Town match',
    'compound',
    'shortest',
    "location.pathname === '/resale/event' && location.search.includes('id=E9')",
    later(
      `${setVal('#q', 'Harbour City')} ${q('#sf')}.requestSubmit(); await wait(900); ${click('[data-id="E9"] h3 a')}`,
    ),
  );

  // ---- Event page
  b.holds(EV1, 'Wait for the tickets to load', 'wait', 'midscene');
  b.holds(EV1, 'There should be 3 listings under £40', 'count', 'kane-ai', { prepare: loaded });
  b.fails(EV1, 'There should be 4 listings under £40', 'false_claim', 'kane-ai', { prepare: loaded });
  b.holds(EV1, 'The cheapest listing is Block 301, Row A at £29.00', 'ordinal', 'webarena', { prepare: loaded });
  b.fails(EV1, 'The cheapest listing is in Block 214', 'near_miss', 'webarena', { prepare: loaded });
  b.fails(EV1, 'Block 112 Row F has a restricted view', 'near_miss', 'reflect', { prepare: loaded });
  b.fails(EV1, 'Dan K. is a verified seller', 'near_miss', 'reflect', { prepare: loaded });
  b.fails(EV1, 'Sofia M. has a rating of 4.8', 'near_miss', 'reflect', { prepare: loaded });
  b.actFails(EV1, 'Add 4 tickets from Block 301 Row A to the basket', 'missing_target', 'mind2web', emptyBasket, {
    prepare: loaded,
  });
  b.holds(EV1, 'The breadcrumb shows Find tickets › Sport › Harbour City FC v Northgate Rovers', 'page', 'mabl');
  b.fails(EV1, 'The breadcrumb shows Find tickets › Football', 'false_claim', 'mabl');
  b.actFails(EV1, 'Click Add to basket', 'ambiguous_target', 'behat', emptyBasket, { prepare: loaded });
  b.act(EV1, 'Add the Block 112 Row F tickets to the basket', 'scope', 'stagehand', has('L11', 2), add('L11'), {
    prepare: loaded,
  });
  b.act(EV1, 'Click Add to basket on the third listing', 'ordinal', 'zerostep', has('L11', 2), add('L11'), {
    prepare: loaded,
  });
  b.act(
    EV1,
    'Buy 2 of the 4 tickets in Block 214 Row M',
    'compound',
    'browser-use',
    has('L13', 2),
    `${setVal('#q-L13', '2')} ${add('L13')}`,
    { prepare: loaded },
  );
  b.actFails(EV1, 'Add 3 tickets from Block 214 Row M to the basket', 'missing_target', 'mind2web', emptyBasket, {
    prepare: loaded,
  });
  b.actFails(EV1, 'Add the Block 214 Row C ticket to my basket', 'missing_target', 'browser-use', emptyBasket, {
    prepare: loaded,
  });
  b.holds(EV1, '4 listings are from verified sellers', 'count', 'webarena', { prepare: loadedThen(tick('#verified')) });
  b.fails(EV1, '5 listings are from verified sellers', 'false_claim', 'webarena', {
    prepare: loadedThen(tick('#verified')),
  });
  b.act(
    EV1,
    'Choose 4 in "How many tickets?"',
    'select',
    'cucumber-web',
    `${q('#qty')}.value === '4'`,
    setVal('#qty', '4'),
    {
      prepare: loaded,
    },
  );
  b.holds(EV1, '5 listings can sell me 2 tickets', 'count', 'webarena', { prepare: loadedThen(setVal('#qty', '2')) });
  b.fails(EV1, 'Block 108 Row B is listed for 2 tickets', 'near_miss', 'reflect', {
    prepare: loadedThen(setVal('#qty', '2')),
  });
  b.holds(EV1, 'The first listing is Block 108, Row K at £49.50', 'ordinal', 'zerostep', {
    prepare: loadedThen(setVal('#sort', 'high')),
  });
  b.act(
    EV1,
    'Set a price alert for 2 tickets at £35 or less, email jo.marsh@example.com',
    'compound',
    'mind2web',
    "!!window.priceAlert && window.priceAlert.price === 35 && window.priceAlert.n === 2 && window.priceAlert.email === 'jo.marsh@example.com'",
    `${openAlert} ${setVal('#al-price', '35')} ${setVal('#al-email', 'jo.marsh@example.com')} ${click('#al-go')}`,
  );
  b.actFails(
    EV1,
    'Create a price alert at £3 a ticket for jo.marsh@example.com',
    'missing_target',
    'shortest',
    'window.priceAlert === null',
  );
  b.holds(EV1, 'An error says the alert price must be at least £5', 'message', 'momentic', {
    prepare: `${openAlert} ${setVal('#al-price', '3')} ${setVal('#al-email', 'jo.marsh@example.com')} ${click('#al-go')}`,
  });
  b.act(
    EV1,
    'Press Escape',
    'keys',
    'codecept',
    hidden('#dlg-alert'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    {
      prepare: openAlert,
    },
  );
  b.holds(EV1, 'A toast says 2 tickets were added to my basket', 'message', 'octomind', { prepare: added('L11') });
  b.fails(EV1, 'The basket count in the header shows 1', 'false_claim', 'kane-ai', { prepare: added('L11') });
  b.act(
    EV1,
    'Click View basket in the toast',
    'click',
    'gauge',
    "location.pathname === '/resale/basket'",
    click('#toast button'),
    {
      prepare: added('L11'),
    },
  );
  b.actFails(EV1, 'Add the Block 112 Row F tickets again', 'missing_target', 'bug-report', `${basket}.length === 1`, {
    prepare: added('L11'),
  });
  b.actFails(
    EV1,
    'Add the single ticket in Block 108 Row B to my basket',
    'missing_target',
    'browser-use',
    `${basket}.length === 2`,
    {
      prepare: full,
    },
  );
  b.holds(EV1, 'An error says I can buy up to 6 tickets for this event', 'message', 'momentic', {
    prepare: later(
      `sessionStorage.setItem('sr-basket', JSON.stringify([{ id: 'L13', qty: 4 }, { id: 'L11', qty: 2 }])); await wait(1200); ${add('L12')} await wait(800);`,
    ),
  });
  b.act(
    EV1,
    'In the seating plan, find Block 214',
    'frames',
    'stagehand',
    `${inFrame('#where')}.textContent.includes('East Stand')`,
    setInFrame('#blk', 'Block 214'),
  );
  b.holds(EV1, 'The seating plan says Block 301 is in the South Stand, upper tier', 'frames', 'reflect', {
    prepare: setInFrame('#blk', 'Block 301'),
  });
  b.fails(EV1, 'The seating plan says the nearest entrance for Block 301 is Gate C', 'false_claim', 'reflect', {
    prepare: setInFrame('#blk', 'Block 301'),
  });
  b.actFails(EV1, 'Message the seller Jamie R.', 'missing_target', 'browser-use', emptyBasket, { prepare: loaded });
  b.act(EV2, 'Add the balcony ticket to the basket', 'scope', 'gauge', has('L22', 1), add('L22'), { prepare: loaded });
  b.actFails(EV2, 'Add 1 ticket from Stalls Row D to the basket', 'missing_target', 'mind2web', emptyBasket, {
    prepare: loaded,
  });
  b.fails(EV2, 'The Stalls Row J tickets cost £32.50 each', 'near_miss', 'reflect', { prepare: loaded });
  // ---- Basket
  b.holds(BASKET, 'There are 3 tickets in the basket', 'count', 'kane-ai');
  b.holds(BASKET, 'The total is £111.50', 'value', 'kane-ai');
  b.fails(BASKET, 'The total is £101.00', 'near_miss', 'kane-ai');
  b.fails(BASKET, 'The order summary shows £2.50 for delivery', 'near_miss', 'reflect');
  b.fails(BASKET, 'The Harbour City FC tickets are in Block 112, Row H', 'false_claim', 'reflect');
  b.actFails(
    BASKET,
    'Change the number of Balcony tickets to 2',
    'missing_target',
    'gauge',
    `${basket}.length === 2 && ${has('L22', 1)}`,
  );
  b.act(
    BASKET,
    'Choose to collect the tickets at the venue',
    'select',
    'browser-use',
    `${q('#delivery')}.value === '2.5'`,
    setVal('#delivery', '2.5'),
  );
  b.actFails(BASKET, 'Click Remove', 'ambiguous_target', 'behat', `${basket}.length === 2`);
  b.act(
    BASKET,
    'Remove the Mina Okafor ticket',
    'scope',
    'gauge',
    `${basket}.length === 1 && ${basket}[0].id === 'L11'`,
    click('#rows tr[data-id="L22"] .rm'),
  );
  b.act(BASKET, 'Undo the removal', 'click', 'octomind', `${basket}.length === 2`, click('#toast button'), {
    prepare: click('#rows tr[data-id="L22"] .rm'),
  });
  b.act(
    BASKET,
    'Apply the promo code FANFIRST',
    'compound',
    'testrigor',
    'window.discount === 5',
    `${setVal('#promo', 'FANFIRST')} ${click('#apply')}`,
  );
  b.actFails(BASKET, 'Apply promo code SUMMER27', 'missing_target', 'testrigor', 'window.discount === 0');
  b.holds(BASKET, 'An error says SUMMER27 expired on 31 August 2027', 'message', 'momentic', {
    prepare: promo('SUMMER27'),
  });
  b.fails(BASKET, 'The code SUMMER27 took £5.00 off', 'false_claim', 'momentic', { prepare: promo('SUMMER27') });
  b.act(
    BASKET,
    'Click Check out',
    'click',
    'robot-browser',
    "location.pathname === '/resale/sign-in'",
    click('#checkout'),
  );
  b.holds(SIGNED, 'The Confirm and pay dialog offers Visa ending 8812', 'widget', 'octomind', {
    prepare: click('#checkout'),
  });
  b.act(
    SIGNED,
    'Pay with the Mastercard ending 3090',
    'compound',
    'browser-use',
    "!!window.order && window.order.card === '3090'",
    `${tick('input[name=card][value="3090"]')} ${click('#pay')}`,
    { prepare: click('#checkout') },
  );
  b.act(
    SIGNED,
    'Check out and pay',
    'compound',
    'shortest',
    '!!window.order',
    `${click('#checkout')} ${click('#pay')}`,
  );
  b.holds(SIGNED, 'Order SR-41277 is confirmed', 'message', 'octomind', { prepare: paid });
  b.fails(SIGNED, 'The confirmation says £101.00 was taken', 'false_claim', 'rainforest', { prepare: paid });
  b.holds(EMPTY, 'My basket is empty', 'state', 'product-verify');
  b.actFails(EMPTY, 'Check out', 'missing_target', 'robot-browser', "location.pathname === '/resale/basket'");
  b.fails(BASKET, 'The tickets are held until 14:53', 'false_claim', 'kane-ai');

  // ---- Sign in with a one-time code
  b.act(SIGNIN, 'Sign in with jo.marsh@example.com and Terraces!9', 'login', 'cucumber-web', visible('#f2'), logIn);
  b.act(
    SIGNIN,
    'Log in as {{email}} using the password {{password}}, then enter the code {{code}}',
    'login',
    'skyvern',
    onAccount,
    later(`${logIn} await wait(1100); ${setVal('#code', '204816')} ${q('#f2')}.requestSubmit();`),
    { variables: { email: 'jo.marsh@example.com', password: 'Terraces!9', code: '204816' } },
  );
  b.actFails(
    SIGNIN,
    'Sign in as jo.marsh@example.com with password terraces9',
    'missing_target',
    'bug-report',
    `!${q('#f1')}.hidden`,
  );
  b.holds(SIGNIN, 'An error says the email or password is incorrect', 'message', 'momentic', {
    prepare: later(
      `${setVal('#email', 'jo.marsh@example.com')} ${setVal('#pw', 'nope')} ${q('#f1')}.requestSubmit(); await wait(1100);`,
    ),
  });
  b.holds(CODE, 'The Verify button is disabled', 'state', 'spreewald');
  b.act(
    CODE,
    'Enter the code 204816 and verify',
    'compound',
    'qa-wolf',
    onAccount,
    `${setVal('#code', '204816')} ${q('#f2')}.requestSubmit();`,
  );
  b.actFails(
    CODE,
    'Verify with the code 2048',
    'missing_target',
    'testrigor',
    "location.pathname === '/resale/sign-in'",
  );
  b.holds(CODE, 'An error says I have 2 tries left', 'message', 'momentic', { prepare: wrongCode });
  b.fails(CODE, 'An error says I have 1 try left', 'false_claim', 'momentic', { prepare: wrongCode });
  b.act(CODE, 'Ask for a new code', 'click', 'browser-use', 'window.resent === 1', click('#resend'));
  b.fails(CODE, 'The code was sent by email', 'false_claim', 'reflect');
  b.act(
    `${SIGNIN}?next=basket`,
    'Sign in as jo.marsh@example.com / Terraces!9 with the code 204816',
    'login',
    'skyvern',
    "location.pathname === '/resale/basket'",
    later(`${logIn} await wait(1100); ${setVal('#code', '204816')} ${q('#f2')}.requestSubmit();`),
  );
  b.act(
    SIGNIN,
    'Type the password Terraces!9 and press Enter',
    'keys',
    'codecept',
    visible('#f2'),
    `${setVal('#pw', 'Terraces!9')} ${q('#f1')}.requestSubmit();`,
    { prepare: setVal('#email', 'jo.marsh@example.com') },
  );
  b.actFails(SIGNIN, 'Create a new account', 'missing_target', 'testrigor', "location.pathname === '/resale/sign-in'");
  b.act(
    SIGNIN,
    'Click "Forgot your password?"',
    'click',
    'testrigor',
    `${q('#f1-err')}.textContent.includes('paused')`,
    click('#forgot'),
  );

  // ---- Account
  b.holds(`${ACC}?welcome=1`, 'The page says "Welcome back, Jo"', 'message', 'cucumber-web');
  b.holds(ACC, 'I have 2 upcoming orders', 'count', 'webarena');
  b.fails(ACC, 'I have 3 upcoming orders', 'false_claim', 'webarena');
  b.holds(ACC, 'Order SR-39102 is for seats 7–8 in Stalls Row G', 'scope', 'reflect');
  b.fails(ACC, 'Order SR-38877 is for Stalls Row G', 'near_miss', 'reflect');
  b.fails(ACC, 'The Late Laughs order is SR-38877', 'near_miss', 'reflect');
  b.actFails(ACC, 'Click Show tickets', 'ambiguous_target', 'behat', hidden('#dlg-tix'));
  b.act(
    ACC,
    'Show the tickets for Les Misérables',
    'scope',
    'stagehand',
    "window.shown === 'SR-38877'",
    click('[data-order="SR-38877"] .show'),
  );
  b.holds(ACC, 'The barcode for seat 8 is 2048 1190 7732', 'widget', 'kane-ai', {
    prepare: click('[data-order="SR-39102"] .show'),
  });
  b.fails(ACC, 'The barcode for seat 7 is 2048 1190 7732', 'near_miss', 'kane-ai', {
    prepare: click('[data-order="SR-39102"] .show'),
  });
  b.act(
    ACC,
    'Click Resell on my Mina Okafor order',
    'navigation',
    'browser-use',
    "location.pathname === '/resale/sell' && location.search.includes('from=SR-39102')",
    click('[data-order="SR-39102"] a.button'),
  );
  b.actFails(ACC, 'Resell the Late Laughs tickets', 'missing_target', 'gauge', onAccount);
  b.act(
    ACC,
    'Open the Selling tab',
    'widget',
    'checksum',
    `${q('#t-selling')}.getAttribute('aria-selected') === 'true'`,
    click('#t-selling'),
  );
  b.fails(SELLING, 'The Kirkstall Knights listing has had 57 views', 'near_miss', 'reflect');
  b.fails(SELLING, 'The Nutcracker tickets are listed at £40.00', 'near_miss', 'kane-ai');
  b.holds(SELLING, 'The Harbour City FC v Castleford Town listing is sold', 'scope', 'reflect');
  b.actFails(
    SELLING,
    'Click Withdraw',
    'ambiguous_target',
    'behat',
    `${hidden('#dlg-wd')} && ${mine('S1')}.status === 'Listed' && ${mine('S2')}.status === 'Listed'`,
  );
  b.act(
    SELLING,
    'Withdraw the Nutcracker listing',
    'scope',
    'shortest',
    `${mine('S2')}.status === 'Withdrawn'`,
    `${click(row('S2', '.wd'))} ${click('#wd-go')}`,
  );
  b.act(
    SELLING,
    'Keep it listed',
    'click',
    'gauge',
    `${hidden('#dlg-wd')} && ${mine('S1')}.status === 'Listed'`,
    click('#dlg-wd [data-dismiss]'),
    {
      prepare: click(row('S1', '.wd')),
    },
  );
  b.act(
    SELLING,
    'Change the price of the Kirkstall Knights tickets to £29 and save',
    'compound',
    'mind2web',
    `${mine('S1')}.price === 29`,
    editTo('S1', '29'),
  );
  b.actFails(
    SELLING,
    'Change the price of the Kirkstall Knights tickets to £35',
    'missing_target',
    'mind2web',
    `${mine('S1')}.price === 26`,
  );
  b.holds(SELLING, 'An error says the most I can ask is £30.80', 'message', 'momentic', {
    prepare: later(`${editTo('S1', '35')} await wait(900);`),
  });
  b.actFails(
    SELLING,
    'Edit the price of the Castleford Town listing',
    'missing_target',
    'gauge',
    'window.editing === null',
  );
  b.act(
    PAYOUTS,
    'Change my bank account to J Marsh, sort code 20-00-00, account number 55779911',
    'compound',
    'mind2web',
    "!!window.bank && window.bank.acc === '55779911'",
    bank('20-00-00', '55779911'),
  );
  b.actFails(
    PAYOUTS,
    'Change the bank account to J Marsh, sort code 20-00-00, account number 5577991',
    'missing_target',
    'bug-report',
    'window.bank === null',
  );
  b.fails(PAYOUTS, 'The Les Misérables payout was £43.20', 'near_miss', 'reflect');
  b.fails(PAYOUTS, 'My pending payouts come to £43.20', 'near_miss', 'kane-ai');
  b.actFails(PAYOUTS, 'Withdraw my balance to my bank now', 'missing_target', 'browser-use', 'window.bank === null');
  b.act(
    ALERTS,
    'Turn on the alert for the Manchester Glasshouse Parade',
    'widget',
    'checksum',
    `${on('#alerts [data-id="A2"] [role=switch]')} && window.alerts[1].on === true`,
    click('#alerts [data-id="A2"] [role=switch]'),
  );
  b.holds(ALERTS, 'The Harbour City FC alert is switched on', 'state', 'product-verify');
  b.fails(ALERTS, 'The Glasshouse Parade alert is switched on', 'near_miss', 'product-verify');
  b.fails(ALERTS, 'There are 3 price alerts', 'false_claim', 'webarena');
  b.actFails(ALERTS, 'Click Delete', 'ambiguous_target', 'behat', 'window.alerts.length === 2');
  b.act(
    ALERTS,
    'Delete the Harbour City FC alert',
    'scope',
    'stagehand',
    "window.alerts.length === 1 && window.alerts[0].id === 'A2'",
    click('#alerts [data-id="A1"] .del'),
  );
  b.act(
    ALERTS,
    'Untick "When my tickets sell" and save preferences',
    'compound',
    'qa-wolf',
    '!!window.prefs && window.prefs.sold === false',
    `${tick('#pf-sold', false)} ${click('#save-prefs')}`,
  );
  // ---- Sell
  b.holds(SELL, 'The heading is "Sell your tickets"', 'page', 'robot-browser');
  b.fails(SELL, 'The page heading is "List your tickets"', 'false_claim', 'robot-browser');
  b.act(
    SELL,
    'Choose "Les Misérables – Wed 24 Nov 2027" from Event',
    'select',
    'cucumber-web',
    `${q('#ev')}.value === 'E3'`,
    setVal('#ev', 'E3'),
  );
  b.holds(SELL, 'The hint says the most I can ask is £49.50', 'message', 'reflect', { prepare: setVal('#ev', 'E1') });
  b.holds(SELL, 'The face value field is read-only', 'state', 'spreewald');
  b.actFails(
    SELL,
    'Type 40 into the face value field',
    'missing_target',
    'codecept',
    `${q('#face')}.value === '45.00'`,
    {
      prepare: setVal('#ev', 'E1'),
    },
  );
  b.act(
    SELL,
    'Increase the number of tickets to 3',
    'widget',
    'midscene',
    "document.querySelector('#sq').dataset.value === '3'",
    click('#sq [data-step="1"]').repeat(2),
  );
  b.fails(SELL, 'Number of tickets is set to 2', 'false_claim', 'kane-ai');
  b.act(
    SELL,
    'Enter 44 as my price per ticket',
    'fill',
    'testrigor',
    `${q('#ask')}.value === '44'`,
    setVal('#ask', '44'),
  );
  b.holds(SELL, "The payout line says I'll get £39.60 for 1 ticket", 'value', 'kane-ai', {
    prepare: setVal('#ask', '44'),
  });
  b.fails(SELL, "The payout line says I'll get £44.00", 'false_claim', 'kane-ai', { prepare: setVal('#ask', '44') });
  b.actFails(SELL, 'List the tickets at £55 each', 'missing_target', 'shortest', 'window.listed === null', {
    prepare: sellForm(2),
  });
  b.holds(SELL, "An error says my price can't be more than £49.50", 'message', 'momentic', {
    prepare: `${sellForm(2)} ${listAt('55')}`,
  });
  b.act(
    SELL,
    'List the tickets at £45 each',
    'compound',
    'gauge',
    '!!window.listed && window.listed.price === 45',
    listAt('45'),
    {
      prepare: sellForm(2),
    },
  );
  b.holds(SELL, 'Wait until the tickets are listed', 'wait', 'magnitude', {
    prepare: `${sellForm(2)} ${listAt('45')}`,
  });
  b.fails(SELL, 'The tickets are listed at £55.00 each', 'false_claim', 'kane-ai', {
    prepare: later(`${sellForm(2)} ${listAt('45')} await wait(1200);`),
  });
  b.actFails(
    SELL,
    'Let buyers buy them in pairs and list them at £40 each',
    'missing_target',
    'shortest',
    'window.listed === null',
    {
      prepare: sellForm(3, ''),
    },
  );
  b.holds(SELL, 'The error says pairs need an even number of tickets', 'message', 'octomind', {
    prepare: `${sellForm(3, 'pairs')} ${listAt('40')}`,
  });
  b.act(
    SELL,
    'Click List my tickets without filling anything in',
    'click',
    'bug-report',
    visible('#summary'),
    `${q('#sell')}.requestSubmit();`,
  );
  b.holds(SELL, 'The error summary lists 8 problems', 'count', 'mabl', { prepare: `${q('#sell')}.requestSubmit();` });
  b.fails(SELL, 'The error summary asks me to enter the last seat', 'false_claim', 'mabl', {
    prepare: `${q('#sell')}.requestSubmit();`,
  });
  b.act(
    RESELL,
    'Price them at £35.75 each, sell them all together, confirm they are mine and list them',
    'compound',
    'qa-wolf',
    "!!window.listed && window.listed.price === 35.75 && window.listed.split === 'together'",
    `${setVal('#ask', '35.75')} ${tick('#sp-together')} ${tick('#own')} ${q('#sell')}.requestSubmit();`,
  );
  b.holds(RESELL, 'The form is pre-filled with Stalls, Row G, seats 7 to 8', 'value', 'rainforest');
  b.fails(RESELL, 'The event is set to Les Misérables', 'false_claim', 'kane-ai');
  b.act(SELL, 'Tick the ownership box', 'check', 'testsigma', `${q('#own')}.checked`, tick('#own'));
  b.actFails(SELL, 'Upload the ticket PDF', 'missing_target', 'browser-use', 'window.listed === null');
}
