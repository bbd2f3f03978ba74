/** Steps for Zipp's wallet: top-ups, promo codes, passes and ride history (`apps/scoot-wallet.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const W = '/scoot/wallet';
const WH = '/scoot/wallet?tab=history';

const amt = (v: string) => tick(`input[name=amt][value="${v}"]`);
const promo = (c: string) => `${setVal('#promo', c)} ${click('#promo-apply')}`;
const buy = (id: string) => `${click(`.pass[data-id="${id}"] .buy`)} ${click('#buy-yes')}`;
const noPass = `window.pass === null && ${q('#buy-dlg')}.hidden`;
const sw = `${q('#auto')}.getAttribute('aria-checked')`;

export function scootWalletEntries(e: EntryBuilder): void {
  // Top-ups
  e.holds(W, 'The top-up button says Top up £20.00', 'value', 'rainforest', { prepare: amt('20') });
  e.act(
    W,
    'Top up my wallet with £20 and wait for the new balance',
    'wait',
    'browser-use',
    `window.balance === 23.4 && ${q('#wbal')}.textContent === '£23.40'`,
    `${amt('20')} ${click('#topup')}`,
  );
  e.act(
    W,
    'Top up £35',
    'compound',
    'gauge',
    `window.topups.includes(35)`,
    `${amt('other')} ${setVal('#other', '35')} ${click('#topup')}`,
  );
  e.holds(W, 'An error says the amount must be between £5 and £50', 'message', 'momentic', {
    prepare: `${amt('other')} ${setVal('#other', '80')} ${click('#topup')}`,
  });
  e.fails(W, 'An error says the smallest top-up is £10', 'near_miss', 'momentic', {
    prepare: `${amt('other')} ${setVal('#other', '80')} ${click('#topup')}`,
  });
  e.act(
    W,
    'Turn on auto top-up and set it to top up by £20 when my balance drops below £5',
    'compound',
    'qa-wolf',
    `${sw} === 'true' && ${q('#auto-when')}.value === '5' && ${q('#auto-by')}.value === '20'`,
    `${click('#auto')} ${setVal('#auto-when', '5')} ${setVal('#auto-by', '20')}`,
  );
  e.actFails(
    W,
    'Select "£5" from "When my balance drops below"',
    'missing_target',
    'rails-web-steps',
    `${q('#auto-when')}.value === '2'`,
  );
  e.fails(W, 'Auto top-up is on', 'false_claim', 'reflect');
  e.act(
    W,
    'Enter the promo code FIRSTZIPP and apply it',
    'compound',
    'testrigor',
    `window.free === 10`,
    promo('FIRSTZIPP'),
  );
  e.holds(W, 'The promo code is refused because it has expired', 'message', 'momentic', { prepare: promo('SPRING25') });
  e.fails(W, 'The code expired on 28 March 2026', 'false_claim', 'kane-ai', { prepare: promo('SPRING25') });

  // Passes
  e.actFails(W, 'Click Buy', 'ambiguous_target', 'testrigor', noPass);
  e.act(W, 'Buy the weekend pass', 'compound', 'browser-use', `window.pass === 'weekend'`, buy('weekend'));
  e.actFails(W, 'Buy the student month pass', 'missing_target', 'browser-use', noPass);
  e.fails(W, 'The month pass costs £19.99', 'near_miss', 'kane-ai');
  e.act(
    W,
    'Click "Buy" on the Month pass card',
    'scope',
    'testrigor',
    `!${q('#buy-dlg')}.hidden && ${q('#buy-title')}.textContent.includes('Month pass')`,
    click('.pass[data-id="month"] .buy'),
  );
  e.fails(W, 'The Day pass is active', 'near_miss', 'reflect', { prepare: buy('weekend') });
  e.holds(W, 'The weekend pass shows as active until 9 Apr 2026', 'value', 'reflect', { prepare: buy('weekend') });

  // Ride history
  e.act(
    W,
    'Open the Ride history tab',
    'navigation',
    'checksum',
    `${q('#t-hist')}.getAttribute('aria-selected') === 'true'`,
    click('#t-hist'),
  );
  e.holds(WH, 'The summary says I spent £32.85 in March', 'value', 'kane-ai');
  e.fails(WH, 'I spent £26.45 on rides in March', 'false_claim', 'kane-ai');
  e.holds(WH, 'The ride history table shows 5 rides', 'count', 'mink');
  e.fails(WH, 'The ride history table shows 8 rides', 'near_miss', 'mink');
  e.act(
    WH,
    'Sort the rides by cost, most expensive first',
    'widget',
    'webvoyager',
    `window.histSort.by === 'cost' && window.histSort.dir === 'desc'`,
    click('.sort[data-by="cost"]'),
  );
  e.holds(WH, 'The most expensive ride was the 7 min ride on Scooter #4907', 'value', 'webvoyager', {
    prepare: click('.sort[data-by="cost"]'),
  });
  e.fails(WH, 'The ride on 8 Mar cost £3.40', 'near_miss', 'reflect');
  e.actFails(
    WH,
    'Click "Report a problem"',
    'ambiguous_target',
    'testrigor',
    `window.problems.length === 0 && ${q('#prob-dlg')}.hidden`,
  );
  e.act(
    WH,
    'Report that I was charged the wrong amount for the ride on 6 March',
    'compound',
    'browser-use',
    `window.problems.length === 1 && window.problems[0].id === 'R6' && window.problems[0].kind === 'charge'`,
    `${click('tr[data-id="R6"] .prob')} ${tick('input[name=prob][value=charge]')} ${click('#prob-yes')}`,
  );
  e.act(
    WH,
    'Open the receipt for the E-bike #1150 ride on 8 March',
    'scope',
    'stagehand',
    `location.hash === '#receipt-R7'`,
    click('a[href="#receipt-R7"]'),
  );
  e.holds(WH, 'The 6 March ride includes a £10.00 parking fee that is being disputed', 'value', 'mabl');
  e.fails(WH, 'The 5 March ride is disputed', 'near_miss', 'reflect');
  e.actFails(WH, 'Sort the rides by distance', 'missing_target', 'webvoyager', `window.histSort.by === 'date'`);
  e.actFails(WH, 'Download my rides as a CSV file', 'missing_target', 'stagehand', `location.hash === ''`);
  e.act(
    WH,
    'Go to page 2 of the ride history',
    'navigation',
    'testrail-manual',
    `window.histPage === 2`,
    click('#next'),
  );
  e.holds(WH, 'The failed unlock on 1 March was not charged', 'message', 'mabl', { prepare: click('#next') });
}
