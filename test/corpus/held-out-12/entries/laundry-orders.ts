/** Steps for Suds & Co's "My orders" (`apps/laundry-orders.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, visible } from '../../entry-scripts';

const R = '/laundry/orders';
const PAST = '/laundry/orders?tab=past';

const menu = (id: string) => click(`tr[data-id="${id}"] .more`);
const item = (id: string, what: string) => `${menu(id)} ${click(`#m-${id} [data-do=${what}]`)}`;
const cancel = (id: string, reason: string) =>
  `${item(id, 'cancel')} ${setVal('#dx-reason', reason)} ${click('#dx-ok')}`;
const track = (id: string) => click(`tr[data-id="${id}"] .track`);
const rate = (id: string) => click(`#past-body tr[data-id="${id}"] .rate`);
const activeIds = `window.active.map((r) => r[0]).join()`;
const allActive = `${activeIds} === 'SC-20391,SC-20388,SC-20379'`;
const frameDoc = `${q('#dt-map iframe')}.contentDocument`;

export function laundryOrdersEntries(e: EntryBuilder): void {
  // Active orders
  e.holds(R, 'The page title is "My orders - Suds & Co"', 'page', 'spreewald');
  e.holds(R, 'There are 3 active orders', 'count', 'rainforest');
  e.fails(R, 'There are 8 active orders', 'near_miss', 'rainforest');
  e.holds(R, 'The status of SC-20388 is "In cleaning"', 'value', 'kane-ai');
  e.fails(R, 'SC-20391 is in cleaning', 'near_miss', 'reflect');
  e.fails(R, 'SC-20379 will be delivered tomorrow', 'false_claim', 'reflect');
  e.fails(R, 'Order SC-20388 costs £51.00', 'near_miss', 'kane-ai');
  e.act(
    R,
    'Track order SC-20388',
    'scope',
    'testrail-manual',
    `!${q('#dlg-track')}.hidden && ${q('#dt-h')}.textContent === 'Tracking SC-20388'`,
    track('SC-20388'),
  );
  e.actFails(R, 'Click Track', 'ambiguous_target', 'robot-browser', `${q('#dlg-track')}.hidden`);
  e.actFails(R, 'Track order SC-20417', 'missing_target', 'testrail-manual', `${q('#dlg-track')}.hidden`);
  e.holds(R, 'The tracking timeline shows the order is in cleaning', 'message', 'mabl', { prepare: track('SC-20388') });
  e.fails(R, 'The order has been delivered', 'near_miss', 'mabl', { prepare: track('SC-20388') });
  e.holds(R, 'The driver frame says Marek is 3 stops away', 'frames', 'midscene', { prepare: track('SC-20379') });
  e.fails(R, 'Marek is 2 stops away', 'false_claim', 'midscene', { prepare: track('SC-20379') });
  e.act(
    R,
    'In the driver location frame, message Marek "Gate code is 4410"',
    'frames',
    'stagehand',
    `window.driverMsg === 'Gate code is 4410'`,
    `(() => { const d = ${frameDoc}; d.querySelector('#d-msg').click(); d.querySelector('#d-text').value = 'Gate code is 4410'; d.querySelector('#d-send').click(); })();`,
    { prepare: track('SC-20379') },
  );

  // Row menus
  e.act(R, 'Open the more actions menu for SC-20379', 'scope', 'stagehand', visible('#m-SC-20379'), menu('SC-20379'));
  e.actFails(
    R,
    'Open the "More actions" menu',
    'ambiguous_target',
    'testrigor',
    `document.querySelectorAll('[role=menu][id^=m-]:not([hidden])').length === 0`,
  );
  e.holds(R, 'The "Cancel order" option for SC-20388 is disabled', 'state', 'spreewald', { prepare: menu('SC-20388') });
  e.act(
    R,
    'Cancel order SC-20391 because I booked the wrong time',
    'compound',
    'browser-use',
    `!${activeIds}.includes('SC-20391') && window.cancelled[0][0] === 'SC-20391'`,
    cancel('SC-20391', 'I booked the wrong time'),
  );
  e.actFails(R, 'Cancel SC-20379', 'missing_target', 'checksum', allActive);
  e.act(
    R,
    'Click "Keep order"',
    'click',
    'testrigor',
    `${q('#dlg-cancel')}.hidden && ${allActive}`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: item('SC-20391', 'cancel') },
  );
  e.act(
    R,
    'Press "Cancel order" without choosing a reason',
    'click',
    'mink',
    `${q('#dx-err')}.textContent === 'Choose a reason for cancelling'`,
    click('#dx-ok'),
    { prepare: item('SC-20391', 'cancel') },
  );
  e.holds(R, 'A toast confirms SC-20391 was cancelled', 'message', 'octomind', {
    prepare: cancel('SC-20391', 'Other'),
  });
  e.fails(R, 'There are still 3 active orders', 'false_claim', 'rainforest', { prepare: cancel('SC-20391', 'Other') });
  e.fails(R, 'The Cancelled tab shows 2 orders', 'false_claim', 'rainforest');
  e.act(R, 'Undo the cancellation', 'widget', 'checksum', allActive, click('#toast button'), {
    prepare: cancel('SC-20391', 'Other'),
  });
  e.act(
    R,
    'Reschedule the collection of SC-20391 to Friday 12 March, 12pm – 3pm',
    'compound',
    'mind2web',
    `window.active[0][2] === 'Fri 12 Mar, 12pm – 3pm'`,
    `${item('SC-20391', 'resched')} ${setVal('#dr-date', '2027-03-12')} ${setVal('#dr-win', '12pm – 3pm')} ${click('#dr-ok')}`,
  );
  e.actFails(
    R,
    'Reschedule SC-20388',
    'missing_target',
    'testrail-manual',
    `${q('#dlg-resched')}.hidden && window.active[1][2] === 'Mon 8 Mar, 12pm – 3pm'`,
  );
  e.act(
    R,
    'Report a problem with SC-20388: a silk blouse is missing',
    'compound',
    'browser-use',
    `window.reports.length === 1 && window.reports[0][0] === 'SC-20388' && window.reports[0][1] === 'Missing item' && /silk blouse/i.test(window.reports[0][2])`,
    `${item('SC-20388', 'report')} ${setVal('#dp-kind', 'Missing item')} ${setVal('#dp-text', 'A silk blouse is missing')} ${click('#dp-ok')}`,
  );

  // Sidebar and header
  e.holds(R, 'The Suds credit balance is £7.50', 'value', 'kane-ai');
  e.fails(R, 'The referral bonus is £7.50', 'near_miss', 'kane-ai');
  e.fails(R, 'The Suds credit expires on 31 April', 'false_claim', 'kane-ai');
  e.fails(R, 'Cancelled order SC-20342 was refunded £7.50', 'near_miss', 'kane-ai');
  e.act(R, 'Copy my referral code', 'click', 'browser-use', `window.copied === 'JORDAN-7Q'`, click('#copy'));
  e.act(R, 'open notifications', 'click', 'bug-report', visible('#bell-menu'), click('#bell'));

  // Past orders
  e.act(
    R,
    'Go to the Past tab and show page 2',
    'compound',
    'qa-wolf',
    `!${q('#p-past')}.hidden && window.pastPage === 2`,
    `${click('#t-past')} ${click('#next')}`,
  );
  e.act(PAST, 'Go to the next page', 'navigation', 'testrail-manual', `window.pastPage === 2`, click('#next'));
  e.actFails(`${PAST}&page=2`, 'Rate SC-20087', 'missing_target', 'testrail-manual', `${q('#dlg-rate')}.hidden`);
  e.actFails(`${PAST}&page=2`, 'Go to page 3', 'missing_target', 'testrail-manual', `window.pastPage === 2`);
  e.fails(PAST, 'The Next button is disabled', 'false_claim', 'spreewald');
  e.act(
    PAST,
    'Filter past orders to Shirts only',
    'select',
    'stagehand',
    `${q('#svc')}.value === 'Shirts'`,
    setVal('#svc', 'Shirts'),
  );
  e.holds(`${PAST}&service=Shirts`, '4 past orders had shirts in them', 'count', 'webvoyager');
  e.fails(`${PAST}&service=Shirts`, 'Showing 8 orders', 'near_miss', 'testrigor');
  e.holds(PAST, 'SC-20250 was rated 4 stars', 'value', 'reflect');
  e.fails(PAST, 'SC-20311 was rated 4 stars', 'near_miss', 'reflect');
  e.fails(PAST, 'SC-20198 cost £44.00', 'near_miss', 'kane-ai');
  e.act(
    PAST,
    'Click the Rate button in the second row',
    'ordinal',
    'zerostep',
    `!${q('#dlg-rate')}.hidden && ${q('#rt-h')}.textContent === 'Rate order SC-20297'`,
    rate('SC-20297'),
  );
  e.actFails(PAST, 'Click Rate', 'ambiguous_target', 'robot-browser', `${q('#dlg-rate')}.hidden`);
  e.actFails(PAST, 'Rate SC-20311', 'missing_target', 'testrail-manual', `${q('#dlg-rate')}.hidden`);
  e.act(
    PAST,
    'Rate SC-20297 four stars',
    'compound',
    'testrail-manual',
    `window.ratings['SC-20297'] === 4`,
    `${rate('SC-20297')} ${click('#rt-stars [data-n="4"]')} ${click('#rt-ok')}`,
  );
  e.act(
    PAST,
    'Give it 2 stars, write "Two shirts came back creased" and submit',
    'compound',
    'magnitude',
    `window.ratings['SC-20297'] === 2 && window.ratingText === 'Two shirts came back creased'`,
    `${click('#rt-stars [data-n="2"]')} ${setVal('#rt-text', 'Two shirts came back creased')} ${click('#rt-ok')}`,
    { prepare: rate('SC-20297') },
  );
  e.holds(PAST, 'Submit rating cannot be pressed until I pick some stars', 'state', 'rainforest', {
    prepare: rate('SC-20297'),
  });
  e.act(
    PAST,
    'Reorder the last order on this page',
    'ordinal',
    'webvoyager',
    `window.reordered === 'SC-20198'`,
    click('#past-body tr[data-id="SC-20198"] .reorder'),
  );
  e.act(
    PAST,
    'Open the receipt for SC-20250',
    'scope',
    'checksum',
    `!${q('#dlg-receipt')}.hidden && ${q('#rc-h')}.textContent === 'Receipt for SC-20250'`,
    click('#past-body tr[data-id="SC-20250"] .receipt'),
  );
  e.actFails(PAST, 'click receipt', 'ambiguous_target', 'bug-report', `${q('#dlg-receipt')}.hidden`);
  e.act(
    PAST,
    'Reorder SC-20297, then view the new order',
    'compound',
    'qa-wolf',
    `location.pathname === '/laundry/order' && ${q('#st-shirts output')}.textContent === '10'`,
    later(`${click('#past-body tr[data-id="SC-20297"] .reorder')} ${click('#toast button')}`),
  );
  e.fails(PAST, 'A toast thanks me for my rating', 'false_claim', 'octomind');
  e.fails(R, 'The first active order was collected on Mon 8 Mar', 'near_miss', 'kane-ai');
}
