/** Steps on Port Elsa Marina's My bookings page (apps/marina-my.ts): tides, bookings, weather, services, notices. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, q, setVal, visible } from '../../entry-scripts';

const MY = '/marina/my';
const SERV = `${MY}?tab=services`;
const NOT = `${MY}?tab=notices`;

const tides = later('await wait(1300);');
const row = (ref: string, sel: string) => `#rows tr[data-ref="${ref}"] ${sel}`;
const nights = (ref: string) => `window.bookings.find((x) => x.ref === '${ref}').nights`;
const status = (ref: string) => `window.bookings.find((x) => x.ref === '${ref}').status`;
const extend = (ref: string, more: number) =>
  `${click(row(ref, '.ext'))} ${click('#extra [data-step="1"]').repeat(more)} ${click('#ex-go')}`;
const cancel = (ref: string) => `${click(row(ref, '.can'))} ${click('#cn-go')}`;
const weather = "document.querySelector('iframe').contentDocument";
const service = (id: string) => click(`[data-s="${id}"] .req`);
const request = (id: string, date: string, forRef = '') =>
  `${service(id)} ${setVal('#rq-date', date)} ${forRef ? setVal('#rq-for', forRef) : ''} ${click('#rq-go')}`;
const noRequests = 'window.requests.length === 0';

export function marinaMyEntries(b: EntryBuilder): void {
  // ---- Tides
  b.holds(MY, 'Wait until the tide times load', 'wait', 'midscene');
  b.holds(MY, 'The evening high water is at 18:40, 0.7 m', 'frames', 'kane-ai', { prepare: tides });
  b.fails(MY, 'Low water today is at 13:10', 'false_claim', 'kane-ai', { prepare: tides });
  b.holds(MY, 'Low water on Friday 9 June is at 13:10', 'frames', 'reflect', {
    prepare: later(`await wait(1300); ${inShadow('#tides', '#nx')}.click();`),
  });

  // ---- Bookings
  b.holds(MY, 'PE-2255 is for berth A12, arriving 20 Jun 2028', 'scope', 'reflect');
  b.fails(MY, 'PE-2240 is for berth A12', 'near_miss', 'reflect');
  b.holds(MY, 'Bonaca is booked at C01 for 5 nights', 'scope', 'reflect');
  b.fails(MY, 'Marea is booked at C01', 'near_miss', 'reflect');
  b.holds(MY, 'Three bookings are confirmed', 'count', 'webarena');
  b.fails(MY, 'Four bookings are confirmed', 'false_claim', 'webarena');
  b.holds(MY, 'PE-2052 at F02 was cancelled', 'scope', 'reflect', { prepare: click('#next') });
  b.fails(MY, 'PE-2117 was cancelled', 'near_miss', 'reflect', { prepare: click('#next') });
  b.holds(MY, 'The first booking is PE-2052', 'ordinal', 'webarena', { prepare: click('#sort-arr') });
  b.act(MY, 'Extend PE-2255 by 2 nights', 'compound', 'gauge', `${nights('PE-2255')} === 4`, extend('PE-2255', 1));
  b.actFails(MY, 'Extend PE-2240 by 3 nights', 'missing_target', 'gauge', `${nights('PE-2240')} === 3`);
  b.holds(MY, 'An error says I can extend by 1 night at most', 'message', 'momentic', {
    prepare: later(`${extend('PE-2240', 2)} await wait(1200);`),
  });
  b.fails(MY, 'The error says berth B03 is booked from 12 June', 'false_claim', 'momentic', {
    prepare: later(`${extend('PE-2240', 2)} await wait(1200);`),
  });
  b.act(
    MY,
    'Click Extend on the B03 booking',
    'scope',
    'stagehand',
    `${visible('#dlg-ext')} && ${q('#ex-h')}.textContent.includes('PE-2240')`,
    click(row('PE-2240', '.ext')),
  );
  b.actFails(MY, 'Click Extend', 'ambiguous_target', 'behat', hidden('#dlg-ext'));
  b.act(
    MY,
    'Click the second Cancel button',
    'ordinal',
    'zerostep',
    `${visible('#dlg-cancel')} && ${q('#cn-h')}.textContent.includes('PE-2255')`,
    click(row('PE-2255', '.can')),
  );
  b.act(
    MY,
    'Cancel booking PE-2261',
    'compound',
    'browser-use',
    `${status('PE-2261')} === 'Cancelled'`,
    cancel('PE-2261'),
  );
  b.actFails(MY, 'Cancel booking PE-2240', 'missing_target', 'browser-use', 'window.cancelled.length === 0');
  b.holds(MY, "An error says bookings can't be cancelled within 48 hours of arrival", 'message', 'momentic', {
    prepare: later(`${cancel('PE-2240')} await wait(1200);`),
  });
  b.actFails(MY, 'Cancel booking PE-2198', 'missing_target', 'gauge', 'window.cancelled.length === 0');
  b.actFails(MY, 'Click Cancel', 'ambiguous_target', 'testrigor', hidden('#dlg-cancel'));
  b.act(
    MY,
    'Rate my stay at A04 4 stars and send the review',
    'compound',
    'shortest',
    "window.bookings.find((x) => x.ref === 'PE-2198').rated === 4",
    `${click(row('PE-2198', '.rate'))} ${click('#stars [data-n="4"]')} ${click('#rt-go')}`,
  );
  b.actFails(
    MY,
    'Rate my stay at C01 5 stars',
    'missing_target',
    'shortest',
    'window.bookings.every((x) => x.rated === null)',
  );
  b.actFails(MY, 'Download my invoice for PE-2198', 'missing_target', 'browser-use', 'window.page === 1');

  b.holds(MY, 'The page title is "My bookings - Port Elsa Marina"', 'page', 'playwright-bdd');

  // ---- Weather
  b.holds(MY, "Today's sea state is slight", 'frames', 'reflect');
  b.fails(MY, 'The wind today is north-east 25 knots', 'false_claim', 'reflect');
  b.act(
    MY,
    "Show tomorrow's weather",
    'frames',
    'checksum',
    `${weather}.querySelector('#w-h').textContent === 'Friday 9 June'`,
    `${weather}.querySelector('#d1').click();`,
  );
  b.holds(MY, 'Tomorrow has a Bura warning', 'frames', 'kane-ai', {
    prepare: `${weather}.querySelector('#d1').click();`,
  });
  b.fails(MY, 'Tomorrow the sea is slight', 'false_claim', 'kane-ai', {
    prepare: `${weather}.querySelector('#d1').click();`,
  });

  // ---- Services
  b.fails(SERV, 'Hull cleaning costs €15 a metre', 'near_miss', 'reflect');
  b.act(
    SERV,
    'Request hull cleaning',
    'scope',
    'gauge',
    `${visible('#dlg-req')} && ${q('#rq-h')}.textContent === 'Request: Hull cleaning'`,
    service('hull'),
  );
  b.actFails(SERV, 'Click Request', 'ambiguous_target', 'behat', hidden('#dlg-req'));
  b.act(
    SERV,
    'Request sail repair on 21 June 2028 for booking PE-2255',
    'compound',
    'mind2web',
    "window.requests.some((r) => r.id === 'sail' && r.date === '2028-06-21' && r.booking === 'PE-2255')",
    request('sail', '2028-06-21', 'PE-2255'),
  );
  b.actFails(SERV, 'Request a crane lift-out on 20 June 2028', 'missing_target', 'mind2web', noRequests);
  b.holds(SERV, 'An error says the crane is booked until 30 June', 'message', 'momentic', {
    prepare: later(`${request('crane', '2028-06-20')} await wait(1000);`),
  });
  b.actFails(SERV, 'Request a diver to check the anchor', 'missing_target', 'browser-use', noRequests);
  b.holds(SERV, 'A toast says the hull cleaning request was sent for 21 Jun 2028', 'message', 'octomind', {
    prepare: later(`${request('hull', '2028-06-21')} await wait(1000);`),
  });
  b.fails(SERV, 'A toast says the request was sent for 12 Jun 2028', 'false_claim', 'octomind', {
    prepare: later(`${request('hull', '2028-06-21')} await wait(1000);`),
  });

  // ---- Notices
  b.holds(MY, 'The Notices tab shows 2 unread', 'count', 'kane-ai');
  b.fails(MY, 'The Notices tab shows 3 unread', 'false_claim', 'kane-ai');
  b.act(
    NOT,
    'Expand the notice about pontoon B water',
    'widget',
    'checksum',
    `${q('#n-0')}.getAttribute('aria-expanded') === 'true'`,
    click('#n-0'),
  );
  b.holds(NOT, 'The water on pontoon B is off from 08:00 to 14:00', 'message', 'reflect', { prepare: click('#n-0') });
  b.fails(NOT, 'Pontoon A is affected too', 'false_claim', 'reflect', { prepare: click('#n-0') });
  b.fails(NOT, 'Petrol is €1.62 a litre', 'near_miss', 'reflect', { prepare: click('#n-2') });
  b.act(NOT, 'Mark all notices as read', 'click', 'gauge', hidden('#unread'), click('#mark'));
  b.holds(NOT, 'The regatta notice is unread', 'state', 'reflect');
  b.fails(NOT, 'The fuel prices notice is unread', 'near_miss', 'reflect');
  b.act(
    MY,
    'Open the harbour rules from the account menu',
    'compound',
    'qa-wolf',
    "window.toasts.some((t) => t.includes('Quiet hours'))",
    `${click('#user')} ${click('#mi-rules')}`,
  );
  b.fails(MY, 'A toast says quiet hours start at 23:00', 'false_claim', 'octomind', {
    prepare: `${click('#user')} ${click('#mi-rules')}`,
  });
}
