/** Steps for Hive Works: booking a space and "My bookings" (`apps/cowork*.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const K = '/cowork/book';
const KR = '/cowork/book?space=room';
const KG = '/cowork/book?guests=Sam,Lee';
const KB = '/cowork/bookings';

const desk = (d: string) => click(`.desk[data-desk="${d}"]`);
const noDesk = `window.desk === null && window.deskBooking === null`;
const room = (id: string) => `.room[data-id="${id}"]`;
const noRoom = `window.room === null && [...document.querySelectorAll('.hours')].every((s) => s.value === '1')`;
const bk = (ref: string) => `window.bookings.find((b) => b.ref === '${ref}')`;
const menu = (ref: string, act: string) =>
  `${click(`[aria-controls="menu-${ref}"]`)} ${click(`#menu-${ref} [data-act="${act}"]`)}`;
const asWere = `window.bookings.map((b) => b.status).join('|') === 'Confirmed|Confirmed|Pending payment · £38.00|Waitlisted (2nd in line)' && ${q('#cancel-dlg')}.hidden && ${q('#move-dlg')}.hidden`;
const pay = `document.querySelector('iframe').contentDocument`;
const pass = `document.querySelector('hw-pass')`;

export function coworkEntries(e: EntryBuilder): void {
  // Where, when and what
  e.act(
    K,
    `Select "King's Cross" from "Location"`,
    'select',
    'rails-web-steps',
    `${q('#loc')}.value === "King's Cross"`,
    setVal('#loc', "King's Cross"),
  );
  e.actFails(
    K,
    'Choose Canary Wharf as the location',
    'missing_target',
    'mind2web',
    `${q('#loc')}.value === 'Shoreditch'`,
  );
  e.holds(K, 'An error says Hive Works is closed on Saturdays', 'message', 'momentic', {
    prepare: setVal('#date', '2026-03-14'),
  });
  e.holds('/cowork/book?desk=2A', 'The "Book desk" button should be disabled', 'state', 'spreewald', {
    prepare: setVal('#date', '2026-03-14'),
  });
  e.act(
    K,
    'Set booking length to Morning',
    'select',
    'testrail-manual',
    `${q('#length')}.value === 'am'`,
    setVal('#length', 'am'),
  );
  e.holds(K, 'A morning booking uses half a credit', 'value', 'kane-ai', { prepare: setVal('#length', 'am') });
  e.fails(K, 'The summary says I will have 6 credits left after booking', 'near_miss', 'kane-ai');

  // The floor plan
  e.actFails(K, 'Click the window desk', 'ambiguous_target', 'bug-report', noDesk);
  e.act(K, 'Pick desk 2D', 'click', 'testrail-manual', `window.desk === '2D'`, desk('2D'));
  e.actFails(K, 'Select desk 2C', 'missing_target', 'testrail-manual', noDesk);
  e.act(K, 'Choose the standing desk in the Quiet zone', 'scope', 'browser-use', `window.desk === '2E'`, desk('2E'));
  e.act(
    K,
    'Book the standing desk on Floor 3',
    'compound',
    'browser-use',
    `!!window.deskBooking && window.deskBooking.desk === '3D'`,
    `${click('#t-f3')} ${desk('3D')} ${click('#book')}`,
  );
  e.fails(K, 'Desk 2D is booked', 'near_miss', 'reflect');
  e.fails(K, 'Desk 2B is a standing desk', 'near_miss', 'reflect');
  e.holds(K, 'Floor 2 has 4 desks free', 'count', 'kane-ai');
  e.fails(K, 'Floor 2 has 6 desks free', 'near_miss', 'kane-ai');
  e.actFails(K, 'Click "Book desk"', 'missing_target', 'testrigor', noDesk);

  // Extras and guests
  e.actFails(K, 'Add a parking space', 'missing_target', 'browser-use', `!${q('input[value=parking]')}.checked`);
  e.holds(K, 'The total to pay today is £3.00', 'value', 'kane-ai', { prepare: tick('input[value=locker]') });
  e.fails(K, 'The total to pay is £12.00', 'near_miss', 'kane-ai', { prepare: tick('input[value=locker]') });
  e.fails(K, 'The external monitor costs £3', 'near_miss', 'kane-ai');
  e.act(
    K,
    'Bring a guest called Sam Lee (sam@example.com)',
    'compound',
    'mind2web',
    `window.guests.length === 1 && window.guests[0].name === 'Sam Lee' && window.guests[0].email === 'sam@example.com'`,
    `${click('[aria-controls=guest-box]')} ${setVal('#g-name', 'Sam Lee')} ${setVal('#g-email', 'sam@example.com')} ${click('#g-add')}`,
  );
  e.holds(K, "An error asks for the guest's name", 'message', 'momentic', {
    prepare: `${click('[aria-controls=guest-box]')} ${click('#g-add')}`,
  });
  e.act(
    KG,
    'Fill in "Guest name" with "Jo Park"',
    'fill',
    'rails-web-steps',
    `${q('#g-name')}.value === 'Jo Park'`,
    setVal('#g-name', 'Jo Park'),
  );
  e.actFails(
    KG,
    'Add a third guest called Jo (jo@example.com)',
    'missing_target',
    'mind2web',
    `window.guests.length === 2`,
  );
  e.actFails(KG, 'Click "Remove"', 'ambiguous_target', 'testrigor', `window.guests.length === 2`);
  e.act(
    KG,
    'Remove Lee from the guests',
    'scope',
    'browser-use',
    `window.guests.length === 1 && window.guests[0].name === 'Sam'`,
    click('.guest[data-i="1"] .g-rm'),
  );
  e.act(
    K,
    'Book desk 2A for a full day on 12/03/2026 with an external monitor',
    'compound',
    'qa-wolf',
    `!!window.deskBooking && window.deskBooking.desk === '2A' && window.deskBooking.date === '2026-03-12' && window.deskBooking.length === 'full' && window.deskBooking.extras.join() === 'monitor'`,
    `${desk('2A')} ${tick('input[value=monitor]')} ${click('#book')}`,
  );
  e.act(
    '/cowork/book?desk=2B',
    'Click "Book desk"',
    'click',
    'testrigor',
    `!!window.deskBooking && window.deskBooking.desk === '2B'`,
    click('#book'),
  );
  e.holds('/cowork/book?desk=2B', 'A toast confirms desk 2B is booked for Thu 12 Mar', 'message', 'octomind', {
    prepare: click('#book'),
  });
  e.fails('/cowork/book?desk=2B', 'The toast says desk 2A was booked', 'near_miss', 'octomind', {
    prepare: click('#book'),
  });

  // Meeting rooms
  e.actFails(KR, 'Click "Reserve"', 'ambiguous_target', 'testrigor', noRoom);
  e.actFails(KR, 'Select "2" from "Hours"', 'ambiguous_target', 'rails-web-steps', noRoom);
  e.act(
    KR,
    'Reserve the Hive Room for 2 hours',
    'compound',
    'mind2web',
    `!!window.room && window.room.id === 'hive' && window.room.hours === 2`,
    `${setVal(`${room('hive')} .hours`, '2')} ${click(`${room('hive')} .reserve`)}`,
  );
  e.act(
    KR,
    'Click Reserve on the Phone booth card',
    'scope',
    'testrigor',
    `!!window.room && window.room.id === 'booth'`,
    click(`${room('booth')} .reserve`),
  );
  e.act(
    KR,
    'Reserve the cheapest meeting room for 1 hour',
    'ordinal',
    'webvoyager',
    `!!window.room && window.room.id === 'booth' && window.room.hours === 1`,
    click(`${room('booth')} .reserve`),
  );
  e.holds(KR, 'A toast says the Boardroom is reserved for 3 hours for £180.00', 'message', 'octomind', {
    prepare: `${setVal(`${room('board')} .hours`, '3')} ${click(`${room('board')} .reserve`)}`,
  });
  e.fails(KR, 'The Boardroom costs £25 an hour', 'near_miss', 'kane-ai');
  e.actFails(KR, 'Pick desk 2A', 'missing_target', 'testrail-manual', noDesk);

  // My bookings
  e.holds(KB, 'The heading is "My bookings"', 'page', 'spreewald');
  e.fails(KB, 'HW-2052 is at Shoreditch', 'near_miss', 'reflect');
  e.holds(KB, '4 upcoming bookings are listed', 'count', 'mink');
  e.actFails(
    KB,
    'Click "More actions"',
    'ambiguous_target',
    'testrigor',
    `${asWere} && [...document.querySelectorAll('#menus [role=menu]')].every((m) => m.hidden)`,
  );
  e.act(
    KB,
    "Check in to today's booking",
    'scope',
    'browser-use',
    `${bk('HW-2041')}.status.startsWith('Checked in')`,
    menu('HW-2041', 'checkin'),
  );
  e.actFails(KB, 'Check in to booking HW-2047', 'missing_target', 'browser-use', asWere);
  e.act(
    KB,
    'Cancel booking HW-2047 because plans changed',
    'compound',
    'shortest',
    `${bk('HW-2047')}.status === 'Cancelled' && ${bk('HW-2047')}.reason === 'Plans changed'`,
    `${menu('HW-2047', 'cancel')} ${setVal('#reason', 'Plans changed')} ${click('#cancel-yes')}`,
  );
  e.holds(`${KB}?open=HW-2047:cancel`, 'The dialog says I will get £50.00 back', 'message', 'momentic');
  e.fails(`${KB}?open=HW-2041:cancel`, 'The dialog promises a full refund of £50.00', 'false_claim', 'momentic');
  e.holds(`${KB}?open=HW-2047:cancel`, 'An error asks me to choose a reason', 'message', 'momentic', {
    prepare: click('#cancel-yes'),
  });
  e.act(
    KB,
    'Open the actions menu for HW-2041 and choose Reschedule, then move it to Wednesday 18 March 2026',
    'compound',
    'checksum',
    `${bk('HW-2041')}.newDate === '2026-03-18'`,
    `${menu('HW-2041', 'reschedule')} ${setVal('#new-date', '2026-03-18')} ${click('#move-yes')}`,
  );
  e.holds(`${KB}?open=HW-2041:reschedule`, "An error says you can't pick a weekend", 'message', 'momentic', {
    prepare: `${setVal('#new-date', '2026-03-21')} ${click('#move-yes')}`,
  });
  e.act(
    `${KB}?open=HW-2052:pay`,
    'Pay with card 4242 4242 4242 4242, expiry 12/28, CVC 123',
    'frames',
    'shortest',
    `${bk('HW-2052')}.paidWith === '4242'`,
    `((d) => { d.getElementById('num').value = '4242 4242 4242 4242'; d.getElementById('exp').value = '12/28'; d.getElementById('cvc').value = '123'; d.getElementById('f').requestSubmit(); })(${pay});`,
  );
  e.holds(`${KB}?open=HW-2052:pay`, 'The payment form says the card number is incomplete', 'frames', 'momentic', {
    prepare: `${pay}.getElementById('f').requestSubmit();`,
  });
  e.act(
    KB,
    'Leave the waitlist for Friday 20 March',
    'scope',
    'browser-use',
    `${bk('HW-2058')}.status === 'Left waitlist'`,
    menu('HW-2058', 'leave'),
  );
  e.holds(KB, 'HW-2052 is waiting for a payment of £38.00', 'value', 'kane-ai');
  e.fails(KB, 'HW-2058 is confirmed', 'near_miss', 'reflect');
  e.fails(KB, "The Hive Room booking is at King's Cross", 'near_miss', 'reflect');
  e.fails(KB, 'HW-2041 is for desk 2A', 'near_miss', 'reflect');
  e.fails(KB, "I'm first in line on the waitlist", 'false_claim', 'mabl');
  e.act(
    KB,
    "Filter the bookings to King's Cross",
    'select',
    'browser-use',
    `${q('#where')}.value === "King's Cross"`,
    setVal('#where', "King's Cross"),
  );
  e.fails(`${KB}?tab=past`, 'HW-1995 was completed', 'near_miss', 'reflect');
  e.actFails(KB, 'Cancel booking HW-1990', 'missing_target', 'shortest', asWere);
  e.act(
    KB,
    'Show my door QR code',
    'frames',
    'stagehand',
    `${pass}.qr === true`,
    `${pass}.shadowRoot.getElementById('show').click();`,
  );
  e.act(
    KB,
    'Reveal the Wi-Fi password',
    'frames',
    'stagehand',
    `${pass}.revealed === true`,
    `${pass}.shadowRoot.getElementById('reveal').click();`,
  );
  e.holds(KB, 'The Wi-Fi password is honeycomb42', 'frames', 'rainforest', {
    prepare: `${pass}.shadowRoot.getElementById('reveal').click();`,
  });
  e.fails(KB, 'The Wi-Fi password is shown', 'false_claim', 'reflect');
  e.holds(KB, 'Then I should see "Alex Morgan · Flex plan"', 'frames', 'rails-web-steps');
}
