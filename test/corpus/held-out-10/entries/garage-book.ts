/** Steps for Kingsway Motors' booking page (`apps/garage.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick, toasted } from './helpers';

const B = '/garage/book';
const BF = '/garage/book?reg=KX18 FDE';
const BFS = '/garage/book?reg=KX18 FDE&svc=full,mot';
const READY =
  '/garage/book?reg=KX18 FDE&svc=full&date=2026-03-10&time=09:00&email=dan@example.com&mobile=07700900123&terms=1';
const DONE = `${READY}&go=1`;

const add = (id: string) => click(`.svc[data-id="${id}"] .add`);
const chosen = (...ids: string[]) =>
  `window.chosen.length === ${ids.length} && ${ids.map((id) => `window.chosen.includes('${id}')`).join(' && ')}`;
const lookup = (reg: string) => `${setVal('#reg', reg)} ${q('#reg-form')}.requestSubmit();`;
const noneChosen = `window.chosen.length === 0`;
const voucher = (code: string) =>
  `${click('[aria-controls=voucher-box]')} ${setVal('#voucher', code)} ${click('#apply')}`;

export function garageBookEntries(e: EntryBuilder): void {
  // Vehicle look-up (answers after 1.2 s)
  e.act(
    B,
    'Fill in "Registration number" with "KX18 FDE"',
    'fill',
    'rails-web-steps',
    `${q('#reg')}.value === 'KX18 FDE'`,
    setVal('#reg', 'KX18 FDE'),
  );
  e.act(
    B,
    'Look up the car with registration KX18 FDE and wait for its details',
    'wait',
    'mind2web',
    `!!window.vehicle && window.vehicle.reg === 'KX18 FDE' && !${q('#vehicle')}.hidden`,
    lookup('KX18 FDE'),
  );
  e.act(
    B,
    'type lm70prt into the reg box and press enter',
    'keys',
    'bug-report',
    `!!window.vehicle && window.vehicle.reg === 'LM70 PRT'`,
    lookup('lm70prt'),
  );
  e.holds(B, "Wait for the look-up to say it couldn't find the vehicle", 'wait', 'spreewald', {
    prepare: lookup('ZZ99 ZZZ'),
  });
  e.holds(BF, 'The vehicle found is a blue petrol Ford Focus from 2018', 'value', 'kane-ai');
  e.fails(BF, 'The Ford Focus runs on diesel', 'false_claim', 'kane-ai');
  e.fails(BF, "The car's MOT is due on 10 Mar 2026", 'near_miss', 'kane-ai');
  e.fails(BF, 'The summary shows the vehicle as LM70 PRT', 'false_claim', 'reflect');

  // Services
  e.actFails(B, 'Click "Add to booking"', 'ambiguous_target', 'testrigor', noneChosen);
  e.act(B, 'Add the MOT test to my booking', 'scope', 'browser-use', chosen('mot'), add('mot'));
  e.act(B, 'Click "Add to booking" on the Air-con regas card', 'scope', 'testrigor', chosen('aircon'), add('aircon'));
  e.act(B, 'Click the second "Add to booking" button', 'ordinal', 'testrigor', chosen('full'), add('full'));
  e.act(B, 'Add the cheapest service that is not free', 'ordinal', 'webvoyager', chosen('mot'), add('mot'));
  e.fails(B, 'The Interim service takes about 3 hours', 'near_miss', 'kane-ai');
  e.fails(B, 'The Full service takes about 1.5 hours', 'near_miss', 'kane-ai');
  e.fails(B, 'The Air-con regas is tagged "Most popular"', 'near_miss', 'reflect');
  e.fails(B, 'The Brake check costs £25', 'near_miss', 'kane-ai');
  e.holds(B, 'The MOT test is almost fully booked this week', 'message', 'momentic');
  e.act(
    '/garage/book?svc=interim',
    'Swap the interim service for a full service',
    'click',
    'browser-use',
    chosen('full'),
    add('full'),
  );
  e.act(
    '/garage/book?svc=mot',
    'Take the MOT test off the booking',
    'click',
    'checksum',
    noneChosen + ` && ${q('.svc[data-id="mot"] .add')}.textContent === 'Add to booking'`,
    add('mot'),
  );
  e.holds(BFS, 'The total is £243.85', 'value', 'kane-ai');
  e.fails(BFS, 'The total is £189.00', 'near_miss', 'kane-ai');
  e.fails(BFS, 'The Brake check is in my booking', 'near_miss', 'reflect');
  e.actFails(B, 'Add the clutch replacement to the booking', 'missing_target', 'browser-use', noneChosen);
  e.act(B, 'Request a quote for a new clutch', 'click', 'browser-use', toasted('clutch quote'), click('#quote'));

  // Voucher
  e.act(
    B,
    'Expand "Have a voucher code?"',
    'widget',
    'checksum',
    `${q('[aria-controls=voucher-box]')}.getAttribute('aria-expanded') === 'true'`,
    click('[aria-controls=voucher-box]'),
  );
  e.act(
    '/garage/book?svc=full',
    'Apply the voucher code SPRING10',
    'compound',
    'mind2web',
    `window.voucher === 'SPRING10'`,
    voucher('SPRING10'),
  );
  e.holds('/garage/book?svc=full', 'An error says the voucher has expired', 'message', 'momentic', {
    prepare: voucher('WINTER20'),
  });
  e.fails('/garage/book?svc=full', 'The voucher message says the code is not recognised', 'false_claim', 'momentic', {
    prepare: voucher('WINTER20'),
  });

  // Date, time and what happens while we work
  e.act(
    B,
    'Set "Preferred date" to 12/03/2026',
    'widget',
    'testrigor',
    `${q('#date')}.value === '2026-03-12'`,
    setVal('#date', '2026-03-12'),
  );
  e.holds(B, 'An error says the garage is closed on Sundays', 'message', 'momentic', {
    prepare: setVal('#date', '2026-03-15'),
  });
  e.holds(B, 'The garage does not open on Sunday', 'message', 'momentic');
  e.fails(B, 'The garage is open until 6pm on Saturdays', 'near_miss', 'kane-ai');
  e.actFails(
    B,
    'Choose the 10:30 drop-off',
    'missing_target',
    'testrail-manual',
    `!document.querySelector('input[name=time]:checked')`,
  );
  e.actFails(
    B,
    'Choose the 16:00 drop-off slot',
    'missing_target',
    'mind2web',
    `!document.querySelector('input[name=time]:checked')`,
  );
  e.act(
    B,
    'Choose the 13:00 drop-off time',
    'check',
    'mind2web',
    `${q('input[name=time][value="13:00"]')}.checked`,
    tick('input[name=time][value="13:00"]'),
  );
  e.act(
    B,
    'When I choose "Courtesy car (£15 a day)"',
    'check',
    'rails-web-steps',
    `${q('input[name=wait][value=courtesy]')}.checked`,
    tick('input[name=wait][value=courtesy]'),
  );
  e.fails('/garage/book?svc=mot&wait=courtesy', 'The total is £15.00', 'near_miss', 'kane-ai');
  e.fails(B, 'The courtesy car costs £25 a day', 'near_miss', 'kane-ai');
  e.holds(B, '"Drop off and collect later" is selected', 'state', 'spreewald');
  e.fails(B, 'Wait in our lounge is selected', 'near_miss', 'reflect');
  e.actFails(
    B,
    'Fill in "Collection address" with "4 Mill Lane"',
    'missing_target',
    'rails-web-steps',
    `${q('#c-addr')}.value === ''`,
  );
  e.actFails(
    B,
    'Fill in "Postcode" with "OX11 7NE"',
    'missing_target',
    'rails-web-steps',
    `${q('#c-postcode')}.value === ''`,
  );
  e.act(
    B,
    'Tick the collection box and enter 4 Mill Lane, Didcot as the collection address',
    'compound',
    'qa-wolf',
    `${q('#collect')}.checked && ${q('#c-addr')}.value === '4 Mill Lane, Didcot'`,
    `${tick('#collect')} ${setVal('#c-addr', '4 Mill Lane, Didcot')}`,
  );

  // Details, terms and the error summary
  e.act(
    B,
    'Enter "Engine warning light came on yesterday" in the notes',
    'fill',
    'stagehand',
    `${q('#notes')}.value === 'Engine warning light came on yesterday'`,
    setVal('#notes', 'Engine warning light came on yesterday'),
  );
  e.act(
    B,
    'Turn off the text reminder',
    'widget',
    'testrigor',
    `${q('#sms')}.getAttribute('aria-checked') === 'false'`,
    click('#sms'),
  );
  e.holds(B, 'The "Full name" field should contain "Dan Reyes"', 'value', 'rails-web-steps');
  e.act(B, 'Click "Save for later"', 'click', 'testrigor', `window.saved === true`, click('#later'));
  e.holds(B, '7 errors are listed in the error summary', 'count', 'mink', { prepare: click('#confirm') });
  e.fails(B, 'The error summary lists 6 problems', 'near_miss', 'mink', { prepare: click('#confirm') });
  e.fails(B, 'There is an error about the full name', 'false_claim', 'momentic', { prepare: click('#confirm') });
  e.holds(
    '/garage/book?reg=KX18 FDE&svc=full&date=2026-03-10&time=09:00&wait=lounge&email=dan@example.com&mobile=07700900123&terms=1&go=1',
    "An error says a 3-hour job can't be waited for in the lounge",
    'message',
    'momentic',
  );

  // Booking
  e.act(
    '/garage/book?reg=KX18 FDE&svc=mot',
    'Book it for 10/03/2026 at 09:00, email dan@example.com, mobile 07700 900123, accept the terms and confirm',
    'compound',
    'qa-wolf',
    `!!window.booking && window.booking.date === '2026-03-10' && window.booking.time === '09:00' && window.booking.email === 'dan@example.com' && window.booking.mobile.replace(/\\s/g, '') === '07700900123'`,
    `${setVal('#date', '2026-03-10')} ${tick('input[name=time][value="09:00"]')} ${setVal('#email', 'dan@example.com')} ${setVal('#mobile', '07700 900123')} ${tick('#terms')} ${click('#confirm')}`,
  );
  e.act(
    B,
    'Book an MOT for LM70 PRT on Wednesday 11 March 2026 at 07:30 as dan@example.com, 07700 900123, agreeing to the terms',
    'compound',
    'mind2web',
    `!!window.booking && window.booking.reg === 'LM70 PRT' && window.booking.services.join() === 'mot' && window.booking.date === '2026-03-11' && window.booking.time === '07:30'`,
    `${lookup('LM70 PRT')} ${add('mot')} ${setVal('#date', '2026-03-11')} ${tick('input[name=time][value="07:30"]')} ${setVal('#email', 'dan@example.com')} ${setVal('#mobile', '07700 900123')} ${tick('#terms')} setTimeout(() => document.querySelector('#confirm').click(), 1400);`,
  );
  e.act(
    READY,
    'Confirm the booking',
    'click',
    'checksum',
    `!!window.booking && !${q('#confirmed')}.hidden`,
    click('#confirm'),
  );
  e.holds(
    DONE,
    'The confirmation says the Full service for KX18 FDE is booked for Tue 10 Mar 2026 at 09:00',
    'message',
    'octomind',
  );
  e.fails(DONE, 'The booking is confirmed for 07:30', 'near_miss', 'kane-ai');
  e.act(
    DONE,
    'Close the confirmation dialog',
    'widget',
    'checksum',
    `${q('#confirmed')}.hidden`,
    click('#confirmed [data-dismiss]'),
  );
  e.holds(B, 'The page title is "Book a service - Kingsway Motors"', 'page', 'spreewald');
  e.act(
    B,
    'Follow "My vehicles"',
    'navigation',
    'mink',
    `location.pathname === '/garage/vehicles'`,
    `location.href = '/garage/vehicles';`,
  );
}
