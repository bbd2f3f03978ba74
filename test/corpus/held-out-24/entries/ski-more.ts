/** More steps on Alva Peaks (apps/ski.ts): the review step, Lifts & snow, and the account. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, inShadow, later, on, q, setInFrame, setVal, tick, visible } from '../../entry-scripts';

const S4 = '/ski/passes?step=4';
const LIFTS = '/ski/lifts';
const SLOPES = `${LIFTS}?tab=slopes`;
const CAMS = `${LIFTS}?tab=webcams`;
const ACC = '/ski/account';
const CARDS = `${ACC}?tab=keycards`;
const PROFILE = `${ACC}?tab=profile`;

const promo = (code: string) => later(`${setVal('#promo', code)} ${click('#apply')} await wait(1100);`);
const paid = later(`${tick('#terms')} ${click('#pay')} await wait(1600);`);
const twint = tick('input[name=pay][value=twint]');
const twintRefused = later(`${twint} ${tick('#terms')} ${click('#pay')} await wait(1600);`);

const snow = later('await wait(1500);');
const row = (id: string, sel: string) => `#lifts tr[data-id="${id}"] ${sel}`;
const camWin = "document.querySelector('iframe').contentWindow";

const orow = (ref: string, sel: string) => `#orders tr[data-ref="${ref}"] ${sel}`;
const refund = (ref: string, why: string) => `${click(orow(ref, '.rf'))} ${setVal('#rf-why', why)} ${click('#rf-go')}`;
const card = (num: string, sel: string) => `#cards [data-num="${num}"] ${sel}`;
const LEO = '01-2281-0456-7';
const OLD = '01-0042-3310-9';
const addCard = (num: string, name = '') =>
  `${click('#add-card')} ${setVal('#ad-num', num)} ${name ? setVal('#ad-name', name) : ''} ${click('#ad-go')}`;

export function skiMoreEntries(b: EntryBuilder): void {
  // ---- Wizard, step 4
  b.holds(S4, 'The total is CHF 334', 'value', 'kane-ai');
  b.fails(S4, 'The total is CHF 329', 'false_claim', 'kane-ai');
  b.holds(S4, "Leo Keller's pass costs CHF 110", 'scope', 'reflect');
  b.fails(S4, "Nina Keller's pass costs CHF 110", 'near_miss', 'reflect');
  b.holds(S4, 'The first day is Saturday 18 December 2027', 'value', 'mabl');
  b.fails(S4, 'The first day is Monday 20 December 2027', 'false_claim', 'mabl');
  b.fails(S4, 'The terms of sale box is ticked', 'false_claim', 'spreewald');
  b.act(
    S4,
    'Apply the promo code ALVA15',
    'compound',
    'testrigor',
    "window.promo === 'ALVA15'",
    `${setVal('#promo', 'ALVA15')} ${click('#apply')}`,
  );
  b.holds(S4, 'The total is now CHF 285', 'value', 'octomind', { prepare: promo('ALVA15') });
  b.fails(S4, 'The discount is 20% off passes', 'false_claim', 'octomind', { prepare: promo('ALVA15') });
  b.actFails(S4, 'Apply the promo code EARLYBIRD', 'missing_target', 'testrigor', 'window.promo === null');
  b.actFails(S4, 'Enter SNOW2027 as the promo code and apply it', 'missing_target', 'qa-wolf', 'window.promo === null');
  b.act(
    S4,
    'Choose TWINT under Pay with',
    'check',
    'cucumber-web',
    `${q('input[name=pay][value=twint]')}.checked`,
    twint,
  );
  b.act(
    S4,
    'Click Pay without accepting the terms',
    'click',
    'bug-report',
    `${q('#s4-err')}.textContent === 'Accept the terms of sale to continue'`,
    click('#pay'),
  );
  b.act(
    S4,
    'Accept the terms of sale and pay by card',
    'compound',
    'qa-wolf',
    "!!window.order && window.order.pay === 'card'",
    `${tick('#terms')} ${click('#pay')}`,
  );
  b.actFails(S4, 'Accept the terms and pay with TWINT', 'missing_target', 'shortest', 'window.order === null');
  b.holds(S4, 'An error says TWINT payments are limited to CHF 300', 'message', 'momentic', { prepare: twintRefused });
  b.fails(S4, 'The order is confirmed', 'false_claim', 'rainforest', { prepare: twintRefused });
  b.holds(S4, 'Wait until the order is confirmed', 'wait', 'magnitude', {
    prepare: `${tick('#terms')} ${click('#pay')}`,
  });
  b.holds(S4, 'Order AP-40718 is confirmed', 'message', 'octomind', { prepare: paid });
  b.fails(S4, 'Order AP-40712 is confirmed', 'false_claim', 'octomind', { prepare: paid });
  b.actFails(S4, 'Pay with PayPal', 'missing_target', 'browser-use', 'window.order === null');
  b.holds(S4, 'Insurance for 2 skiers for 3 days costs CHF 24', 'value', 'reflect', {
    prepare: later(`${click('#back3')} ${click('#sw-ins')} ${click('#to4')} await wait(1000);`),
  });

  // ---- Lifts & snow
  b.holds(LIFTS, 'The page says 7 of 12 lifts are open', 'count', 'kane-ai');
  b.fails(LIFTS, '8 of 12 lifts are open', 'false_claim', 'kane-ai');
  b.holds(LIFTS, 'Wait for the snow report to load', 'wait', 'midscene');
  b.holds(LIFTS, 'The summit has 160 cm of snow', 'frames', 'kane-ai', { prepare: snow });
  b.fails(LIFTS, 'The valley station has 160 cm of snow', 'near_miss', 'kane-ai', { prepare: snow });
  b.act(
    LIFTS,
    'Show the forecast in the snow report',
    'frames',
    'stagehand',
    `!${inShadow('#snow', '#fc-t')}.hidden`,
    `${inShadow('#snow', '#fc')}.click();`,
    { prepare: snow },
  );
  b.fails(LIFTS, 'The forecast says sunshine tomorrow', 'false_claim', 'midscene', {
    prepare: later(`await wait(1500); ${inShadow('#snow', '#fc')}.click();`),
  });
  b.holds(LIFTS, 'Alva Express has a 5 minute wait', 'scope', 'reflect');
  b.fails(LIFTS, 'Furcla 6 has a 5 minute wait', 'near_miss', 'reflect');
  b.holds(LIFTS, 'Crap Sura is on hold because of strong wind', 'scope', 'reflect');
  b.fails(LIFTS, 'Muot Draglift is on hold', 'near_miss', 'reflect');
  b.act(LIFTS, 'Go to the next page of lifts', 'navigation', 'webvoyager', 'window.page === 2', click('#next'));
  b.holds(LIFTS, 'Val Nera Gondola opens on 18 December', 'scope', 'reflect', { prepare: click('#next') });
  b.fails(LIFTS, 'Sass Ross is open', 'near_miss', 'reflect', { prepare: click('#next') });
  b.act(
    LIFTS,
    'Sort the lifts by wait time',
    'click',
    'checksum',
    "window.sortKey === 'wait'",
    click('.sort[data-k=wait]'),
  );
  b.holds(LIFTS, 'The first lift is Muot Draglift', 'ordinal', 'webarena', { prepare: click('.sort[data-k=wait]') });
  b.fails(LIFTS, 'The first lift is Sunny Carpet', 'false_claim', 'webarena', { prepare: click('.sort[data-k=wait]') });
  b.holds(LIFTS, 'Alp Grond T-bar is first in the list', 'ordinal', 'webarena', {
    prepare: click('.sort[data-k=name]'),
  });
  b.act(
    LIFTS,
    'Show the details of Alva Express',
    'scope',
    'stagehand',
    `window.details === 'L1' && ${visible('#dlg-lift')}`,
    click(row('L1', '.det')),
  );
  b.act(
    LIFTS,
    'Click Details in the Crestas 8 row',
    'scope',
    'stagehand',
    "window.details === 'L10'",
    `${click('#next')} ${click(row('L10', '.det'))}`,
  );
  b.actFails(LIFTS, 'Click Details', 'ambiguous_target', 'behat', 'window.details === null');
  b.holds(LIFTS, 'The Alva Express is 3,120 m long', 'value', 'kane-ai', { prepare: click(row('L1', '.det')) });
  b.fails(LIFTS, 'The Alva Express runs until 16:00', 'false_claim', 'kane-ai', { prepare: click(row('L1', '.det')) });
  b.act(
    LIFTS,
    'Press Escape',
    'keys',
    'codecept',
    hidden('#dlg-lift'),
    "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));",
    { prepare: click(row('L1', '.det')) },
  );
  b.act(
    LIFTS,
    'Get notified when Crap Sura opens',
    'scope',
    'browser-use',
    "window.notify.includes('L3')",
    click(row('L3', '.ntf')),
  );
  b.act(
    LIFTS,
    'Click the first Notify me button',
    'ordinal',
    'zerostep',
    "window.notify.includes('L3')",
    click(row('L3', '.ntf')),
  );
  b.actFails(LIFTS, 'Click Notify me', 'ambiguous_target', 'testrigor', 'window.notify.length === 0');
  b.actFails(
    LIFTS,
    'Turn on opening alerts for the Piz Alva Cable Car',
    'missing_target',
    'browser-use',
    'window.notify.length === 0',
  );
  b.actFails(LIFTS, 'Get notified when Alva Express opens', 'missing_target', 'gauge', 'window.notify.length === 0');
  b.act(
    LIFTS,
    'Filter by the Val Nera sector',
    'select',
    'checksum',
    `${q('#sector')}.value === 'Val Nera'`,
    setVal('#sector', 'Val Nera'),
  );
  b.holds(LIFTS, '3 lifts are in Val Nera', 'count', 'webarena', { prepare: setVal('#sector', 'Val Nera') });
  b.fails(LIFTS, 'All Val Nera lifts are open', 'false_claim', 'webarena', { prepare: setVal('#sector', 'Val Nera') });
  b.actFails(LIFTS, 'Filter by the Engiadina sector', 'missing_target', 'checksum', `${q('#sector')}.value === ''`);
  b.holds(LIFTS, 'Showing 7 lifts', 'count', 'mabl', { prepare: tick('#openonly') });
  b.act(
    LIFTS,
    'Set Maximum wait to 5 minutes',
    'widget',
    'midscene',
    `${q('#maxwait')}.value === '5'`,
    setVal('#maxwait', '5'),
  );
  b.holds(LIFTS, '5 lifts have a wait of 5 minutes or less', 'count', 'webarena', { prepare: setVal('#maxwait', '5') });
  b.fails(LIFTS, 'Crestas 8 is listed', 'false_claim', 'mabl', { prepare: setVal('#maxwait', '5') });
  b.act(
    SLOPES,
    'Expand the Alva sector',
    'widget',
    'checksum',
    `${q('#acc-0')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-0'),
  );
  b.holds(SLOPES, '4 Piz Alva North Face is a black run and is closed', 'scope', 'reflect', {
    prepare: click('#acc-0'),
  });
  b.fails(SLOPES, '2 Furcla is a blue run', 'near_miss', 'reflect', { prepare: click('#acc-0') });
  b.fails(SLOPES, 'The Alva sector has 14 runs', 'false_claim', 'kane-ai');
  b.act(
    LIFTS,
    'Open the Webcams tab',
    'widget',
    'checksum',
    `${q('#t-cams')}.getAttribute('aria-selected') === 'true'`,
    click('#t-cams'),
  );
  b.holds(CAMS, 'The summit webcam shows −9 °C', 'frames', 'kane-ai');
  b.fails(CAMS, 'The summit webcam shows −2 °C', 'false_claim', 'kane-ai');
  b.act(
    CAMS,
    'Switch the webcam to Valley station',
    'frames',
    'stagehand',
    `${inFrame('#cam')}.value === 'valley'`,
    setInFrame('#cam', 'valley'),
  );
  b.act(
    CAMS,
    'Refresh the webcam image',
    'frames',
    'gauge',
    `${camWin}.refreshed === 1`,
    `${inFrame('#refresh')}.click();`,
  );
  b.actFails(CAMS, 'Refresh the image', 'missing_target', 'gauge', `${camWin}.refreshed === 0`, {
    prepare: setInFrame('#cam', 'nera'),
  });
  b.holds(CAMS, 'The Val Nera camera is offline', 'frames', 'reflect', { prepare: setInFrame('#cam', 'nera') });
  b.act(
    LIFTS,
    'Rate the slopes 4 stars',
    'widget',
    'midscene',
    `${q('#rate')}.dataset.value === '4'`,
    click('#rate [data-n="4"]'),
  );
  b.act(
    LIFTS,
    'Rate today\'s slopes 5 stars with the comment "Perfect groomers" and send it',
    'compound',
    'shortest',
    "window.rated === 5 && document.querySelector('#rate-text').value === 'Perfect groomers'",
    `${click('#rate [data-n="5"]')} ${setVal('#rate-text', 'Perfect groomers')} ${click('#send-rate')}`,
  );
  b.act(
    LIFTS,
    'Click Send rating without choosing stars',
    'click',
    'bug-report',
    `${q('#rate-err')}.textContent === 'Pick 1 to 5 stars'`,
    click('#send-rate'),
  );
  b.fails(LIFTS, 'The slopes are rated 3 stars', 'false_claim', 'reflect');

  // ---- Account: orders
  b.holds(ACC, 'The account has 8 orders', 'count', 'webarena');
  b.fails(ACC, 'The account has 9 orders', 'false_claim', 'webarena');
  b.holds(ACC, 'AP-40712 was bought on 11 Dec 2027 for 2 skiers', 'scope', 'reflect');
  b.fails(ACC, 'AP-40655 is for 3 skiers', 'near_miss', 'reflect');
  b.fails(ACC, 'Order AP-40590 has been used', 'near_miss', 'reflect');
  b.act(ACC, 'Sort the orders oldest first', 'click', 'checksum', 'window.newest === false', click('#sort-date'));
  b.holds(ACC, 'The first order is AP-39100 from 2 Jan 2027', 'ordinal', 'webarena', { prepare: click('#sort-date') });
  b.act(ACC, 'Go to page 2 of the orders', 'navigation', 'webvoyager', 'window.opage === 2', click('#o-next'));
  b.holds(ACC, "AP-39760's Refund button is disabled", 'state', 'spreewald', { prepare: click('#o-next') });
  b.fails(ACC, 'The Refund button of AP-40712 is disabled', 'false_claim', 'spreewald');
  b.act(
    ACC,
    'Download the receipt for AP-40590',
    'scope',
    'stagehand',
    "window.receipt === 'AP-40590'",
    click(orow('AP-40590', '.rc')),
  );
  b.actFails(ACC, 'Click Receipt', 'ambiguous_target', 'behat', 'window.receipt === null');
  b.act(
    ACC,
    'Click the third Refund button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-refund')} && ${q('#rf-h')}.textContent === 'Refund order AP-40590'`,
    click(orow('AP-40590', '.rf')),
  );
  b.act(
    ACC,
    'Request a refund for AP-40655 because my plans changed',
    'compound',
    'shortest',
    "window.refunds.includes('AP-40655')",
    refund('AP-40655', 'My plans changed'),
  );
  b.actFails(
    ACC,
    'Refund order AP-40712 because I bought it by mistake',
    'missing_target',
    'mind2web',
    'window.refunds.length === 0',
  );
  b.actFails(
    ACC,
    'Refund the season pass because of an injury',
    'missing_target',
    'browser-use',
    'window.refunds.length === 0',
  );
  const refunded = later(`${refund('AP-40655', 'My plans changed')} await wait(1300);`);
  b.holds(ACC, 'A toast says refunds take up to 10 days', 'message', 'octomind', { prepare: refunded });
  b.fails(ACC, 'The toast says the refund takes 5 days', 'false_claim', 'octomind', { prepare: refunded });
  b.actFails(ACC, 'Transfer order AP-40655 to another skier', 'missing_target', 'gauge', 'window.refunds.length === 0');
  b.holds(ACC, 'The page title is "My account - Alva Peaks"', 'page', 'robot-browser');
  b.fails(ACC, 'The URL contains /ski/orders', 'false_claim', 'playwright-bdd');
  b.actFails(
    ACC,
    'Choose "Billing" from the user menu',
    'missing_target',
    'testrigor',
    "location.pathname === '/ski/account'",
  );

  // ---- Account: KeyCards
  b.holds(CARDS, "Leo's KeyCard has no pass loaded", 'scope', 'reflect');
  b.fails(CARDS, "Nina's KeyCard has no pass loaded", 'near_miss', 'reflect');
  b.fails(CARDS, "Leo's KeyCard is blocked", 'near_miss', 'reflect');
  b.act(
    CARDS,
    "Block Leo's KeyCard",
    'compound',
    'gauge',
    'window.cards[1].blocked === true',
    `${click(card(LEO, '.bl'))} ${click('#bl-go')}`,
  );
  b.act(
    CARDS,
    "Click Block on Leo's KeyCard",
    'scope',
    'stagehand',
    `${visible('#dlg-block')} && ${q('#bl-h')}.textContent.includes('${LEO}')`,
    click(card(LEO, '.bl')),
  );
  b.actFails(CARDS, 'Click Block', 'ambiguous_target', 'behat', hidden('#dlg-block'));
  b.actFails(CARDS, 'Unblock the Old KeyCard', 'missing_target', 'gauge', 'window.cards[2].blocked === true');
  b.holds(CARDS, "An error says a blocked KeyCard can't be unblocked", 'message', 'momentic', {
    prepare: later(`${click(card(OLD, '.bl'))} await wait(900);`),
  });
  b.act(
    CARDS,
    'Rename the Old KeyCard to "Spare"',
    'compound',
    'gauge',
    "window.cards[2].name === 'Spare'",
    `${click(card(OLD, '.rn'))} ${setVal('#rn-name', 'Spare')} ${click('#rn-go')}`,
  );
  b.actFails(CARDS, 'Click Rename', 'ambiguous_target', 'robot-browser', hidden('#dlg-rename'));
  b.act(
    CARDS,
    'Add the KeyCard 01-3377-9012-4 named "Mia\'s KeyCard"',
    'compound',
    'mind2web',
    'window.cards.length === 4 && window.cards[3].name === "Mia\'s KeyCard"',
    addCard('01-3377-9012-4', "Mia's KeyCard"),
  );
  b.actFails(CARDS, 'Add the KeyCard 01-5555-1234-0', 'missing_target', 'mind2web', 'window.cards.length === 3');
  b.act(
    CARDS,
    'Enter 01-3377-9012-4 in the KeyCard number field',
    'fill',
    'testrigor',
    `${q('#ad-num')}.value === '01-3377-9012-4'`,
    setVal('#ad-num', '01-3377-9012-4'),
    { prepare: click('#add-card') },
  );

  // ---- Account: profile
  b.holds(PROFILE, 'The email field is read-only', 'state', 'spreewald');
  b.fails(PROFILE, 'The Mobile number field is read-only', 'false_claim', 'spreewald');
  b.act(PROFILE, 'Turn off snow alerts', 'widget', 'checksum', `!(${on('#sw-alerts')})`, click('#sw-alerts'));
  b.act(
    PROFILE,
    'Change my mobile number to +41 78 222 33 44 and save',
    'compound',
    'browser-use',
    "!!window.profile && window.profile.mobile === '+41 78 222 33 44'",
    `${setVal('#pf-mobile', '+41 78 222 33 44')} ${click('#pf-save')}`,
  );
  b.actFails(
    PROFILE,
    'Change my mobile number to 078 222 33 44 and save',
    'missing_target',
    'browser-use',
    'window.profile === null',
  );
  b.holds(PROFILE, 'An error asks for my mobile number with its country code', 'message', 'momentic', {
    prepare: later(`${setVal('#pf-mobile', '078 222 33 44')} ${click('#pf-save')} await wait(1100);`),
  });
  b.fails(PROFILE, 'My date of birth is in 1987', 'false_claim', 'kane-ai');
  b.act(
    PROFILE,
    'Select Deutsch as the language',
    'select',
    'cucumber-web',
    `${q('#pf-lang')}.value === 'Deutsch'`,
    setVal('#pf-lang', 'Deutsch'),
  );
  b.actFails(
    PROFILE,
    'Change my email to nina@example.com',
    'missing_target',
    'browser-use',
    `${q('#pf-email')}.value === 'nina.keller@example.ch'`,
  );
  b.actFails(PROFILE, 'Delete my account', 'missing_target', 'browser-use', "location.pathname === '/ski/account'");
  b.holds(
    PROFILE,
    "An error says I can't delete my account while I have an active season pass",
    'message',
    'momentic',
    { prepare: later(`${click('#delete')} await wait(1000);`) },
  );
  b.fails(PROFILE, 'The Save changes button is disabled', 'false_claim', 'spreewald');
  b.holds(PROFILE, 'A toast says my profile is saved', 'message', 'octomind', {
    prepare: later(`${click('#pf-save')} await wait(1100);`),
  });
}
