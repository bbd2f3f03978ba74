/** Steps for Harbour Hall's listings, seat map and checkout (`apps/seats.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const EV = '/seats/events';
const JUL = '/seats/events?month=jul';
const PICK = '/seats/pick?event=ev1';
const CO = '/seats/checkout?event=ev1&seats=C5-adult,C6-adult';
const EIGHT =
  '/seats/checkout?event=ev1&seats=C3-adult,C4-adult,C5-adult,C6-adult,C7-adult,C8-adult,C9-adult,C10-adult';

const onPick = (id: string) =>
  `location.pathname === '/seats/pick' && new URLSearchParams(location.search).get('event') === ${JSON.stringify(id)}`;
const choose = (id: string) => click(`.card[data-id="${id}"] a.button`);
const seat = (s: string) => click(`.seat[data-seat="${s}"]`);
const picked = `window.picked.map((p) => p.seat).join(',')`;
const best = (n: string, area = 'Anywhere') => `${setVal('#ba-n', n)} ${setVal('#ba-area', area)} ${click('#ba-go')}`;
const details = (name: string, email: string, again = email) =>
  `${setVal('#c-name', name)} ${setVal('#c-email', email)} ${setVal('#c-email2', again)}`;
const promo = (code: string) => `${setVal('#promo', code)} ${click('#promo-go')}`;
const pay = click('#pay');

export function seatsEntries(e: EntryBuilder): void {
  // What's on
  e.holds(EV, "the heading says What's on", 'page', 'robot-browser');
  e.holds(EV, 'June has 4 events', 'count', 'testrail-manual');
  e.fails(EV, 'There are 5 shows in June', 'false_claim', 'mabl');
  e.holds(EV, 'Jazz on the Quay is sold out', 'scope', 'reflect');
  e.fails(EV, 'Harbour Youth Orchestra is sold out', 'near_miss', 'reflect');
  e.holds(EV, 'The Lighthouse Keepers play on Sat 12 Jun 2027 at 7:30pm', 'value', 'kane-ai');
  e.fails(EV, "Mira Okonjo's June show starts at 7:30pm", 'near_miss', 'kane-ai');
  e.holds(EV, "Mira Okonjo's June show is BSL interpreted", 'scope', 'reflect');
  e.fails(EV, 'Harbour Youth Orchestra is BSL interpreted', 'near_miss', 'reflect');
  e.fails(EV, 'Tickets for Jazz on the Quay start at £12.00', 'near_miss', 'kane-ai');
  e.act(EV, 'Choose seats for The Lighthouse Keepers', 'scope', 'gauge', onPick('ev1'), choose('ev1'));
  e.actFails(EV, 'Click Choose seats', 'ambiguous_target', 'robot-browser', `location.pathname === '/seats/events'`);
  e.act(EV, 'click the third Choose seats button', 'ordinal', 'zerostep', onPick('ev4'), choose('ev4'));
  e.act(EV, 'Go to the July 2027 tab', 'widget', 'checksum', visible('#p-jul'), click('#t-jul'));
  e.holds(JUL, 'The Fog Horns go on sale on 1 April at 10am', 'value', 'reflect');
  e.fails(JUL, 'Quiz Night is in the Main Hall', 'near_miss', 'reflect');
  e.fails(JUL, 'The Fog Horns show is audio described', 'near_miss', 'reflect');
  e.act(
    JUL,
    'Remind me when The Fog Horns go on sale',
    'scope',
    'browser-use',
    `window.remind === 'ev6'`,
    click('.card[data-id="ev6"] .remind'),
  );
  e.actFails(JUL, 'Choose seats for The Fog Horns', 'missing_target', 'gauge', `location.pathname === '/seats/events'`);
  e.actFails(
    EV,
    'Buy 2 tickets for Jazz on the Quay',
    'missing_target',
    'browser-use',
    `location.pathname === '/seats/events'`,
  );
  e.act(
    EV,
    'Join the waiting list for Jazz on the Quay with lena.moss@example.com for 3 tickets',
    'compound',
    'browser-use',
    `!!window.waitlist && window.waitlist.event === 'ev2' && window.waitlist.email === 'lena.moss@example.com' && window.waitlist.n === 3`,
    `${click('.card[data-id="ev2"] .wait')} ${setVal('#wt-email', 'lena.moss@example.com')} ${setVal('#wt-n', '3')} ${click('#wt-ok')}`,
  );
  e.actFails(EV, 'Press "Join the waiting list"', 'missing_target', 'mink', `window.waitlist === null`, {
    prepare: click('.card[data-id="ev2"] .wait'),
  });
  e.act(
    EV,
    'Type comedy in the search box and press Enter',
    'keys',
    'testrigor',
    `window.term === 'comedy'`,
    `${setVal('#q', 'comedy')} ${q('#find')}.requestSubmit();`,
  );
  e.holds('/seats/events?q=comedy', 'The search finds 2 results for comedy', 'count', 'testrail-manual');
  e.fails('/seats/events?q=mira', 'Both Mira Okonjo shows are in June', 'false_claim', 'mabl');
  e.act(
    '/seats/events?q=mira',
    'Choose seats for the later Mira Okonjo show',
    'ordinal',
    'webvoyager',
    onPick('ev9'),
    choose('ev9'),
  );
  e.actFails(
    '/seats/events?q=mira',
    'Choose seats for Mira Okonjo: Small Hours',
    'ambiguous_target',
    'gauge',
    `location.pathname === '/seats/events'`,
  );
  e.act(EV, 'Choose seats for the earliest comedy show', 'scope', 'webvoyager', onPick('ev3'), choose('ev3'));
  e.act(
    EV,
    'I check "Accessible performances only"',
    'check',
    'rails-web-steps',
    `${q('#access')}.checked`,
    tick('#access'),
  );
  e.holds(EV, 'Only 2 June events are shown', 'count', 'rainforest', { prepare: tick('#access') });
  e.fails(EV, 'The Lighthouse Keepers are still listed', 'false_claim', 'mabl', { prepare: tick('#access') });
  e.act('/seats/events?q=jazz', 'Clear search', 'click', 'testrail-manual', `window.term === ''`, click('#clear'));
  e.actFails(EV, 'Choose seats for the opera gala', 'missing_target', 'gauge', `location.pathname === '/seats/events'`);

  // The seat map
  e.holds(PICK, 'The page title is "Choose seats: The Lighthouse Keepers: Live - Harbour Hall"', 'page', 'spreewald');
  e.holds(PICK, 'the "Continue to checkout" button should be disabled', 'state', 'spreewald');
  e.fails(PICK, 'Continue to checkout is still greyed out', 'false_claim', 'magnitude', { prepare: seat('C5') });
  e.act(PICK, 'Pick seats C5 and C6', 'click', 'gauge', `${picked} === 'C5,C6'`, `${seat('C5')} ${seat('C6')}`);
  e.actFails(PICK, 'Pick seat A1', 'missing_target', 'gauge', `window.picked.length === 0`);
  e.actFails(PICK, 'Click seat 5', 'ambiguous_target', 'testrigor', `window.picked.length === 0`);
  e.actFails(PICK, 'Pick seat C11', 'missing_target', 'gauge', `window.picked.length === 0`);
  e.holds(PICK, 'Row C seat 5 costs £42.50', 'value', 'kane-ai');
  e.fails(PICK, 'Row E seat 3 costs £42.50', 'near_miss', 'kane-ai');
  e.holds(PICK, 'Seat B4 is sold', 'state', 'reflect');
  e.fails(PICK, 'Seat B7 is sold', 'near_miss', 'reflect');
  e.holds(PICK, 'Only seats 4 and 5 are free in row A', 'state', 'mabl');
  e.fails(PICK, 'Row A has 3 free seats', 'false_claim', 'mabl');
  e.holds(PICK, 'The price list says Premium seats in rows A and B cost £55.00', 'frames', 'midscene');
  e.fails(PICK, 'the price list says the circle costs £42.50', 'near_miss', 'midscene');
  e.holds(PICK, 'Wheelchair spaces are in row F, seats 1 and 2', 'frames', 'reflect');
  e.act(PICK, 'Turn on Step-free seats only', 'widget', 'checksum', on('#stepfree'), click('#stepfree'));
  e.holds(PICK, 'Only rows E and F are shown now', 'state', 'rainforest', { prepare: click('#stepfree') });
  e.act(PICK, 'set the zoom to 150', 'widget', 'bug-report', `window.zoom === 150`, setVal('#zoom', '150'));
  e.act(PICK, 'Switch to the Circle', 'widget', 'checksum', visible('#p-circle'), click('#t-circle'));
  e.act(`${PICK}&area=circle`, 'Pick seat H3', 'click', 'gauge', `${picked} === 'H3'`, seat('H3'));

  // Best available and the limit
  e.act(PICK, 'Find the best 4 seats anywhere', 'compound', 'stagehand', `${picked} === 'C3,C4,C5,C6'`, best('4'));
  e.holds(PICK, 'wait for the best seats to be found, then it says 4 seats together in row C', 'wait', 'midscene', {
    prepare: best('4'),
  });
  e.fails(PICK, 'it found 4 seats together in row D', 'near_miss', 'midscene', {
    prepare: later(`${best('4')} await wait(1300);`),
  });
  e.act(
    PICK,
    'Find 3 best available seats in the circle',
    'compound',
    'mind2web',
    `${picked} === 'G5,G6,G7'`,
    best('3', 'Circle'),
  );
  e.actFails(PICK, 'Find 10 seats together', 'missing_target', 'browser-use', `window.picked.length === 0`);
  e.actFails(
    PICK,
    'Add seat E1 too',
    'missing_target',
    'magnitude',
    `window.picked.length === 8 && !window.picked.some((p) => p.seat === 'E1')`,
    { prepare: ['C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10'].map(seat).join(' ') },
  );
  e.holds(PICK, 'An error says up to 8 seats can be chosen', 'message', 'momentic', {
    prepare: ['C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'E1'].map(seat).join(' '),
  });

  // Your seats
  e.holds(`${PICK}&seats=C5,C6,C7`, 'Your seats lists 3 seats', 'count', 'mink');
  e.holds(`${PICK}&seats=C5,C6,C7`, 'the total is 3 seats · £127.50', 'value', 'robot-browser');
  e.fails(`${PICK}&seats=C5,C6,C7`, 'The total is £130.00', 'false_claim', 'kane-ai');
  e.fails(`${PICK}&seats=C5,C6`, 'Row C, seat 7 is one of my seats', 'near_miss', 'reflect');
  e.actFails(`${PICK}&seats=C5,C6`, 'Click Remove', 'ambiguous_target', 'robot-browser', `window.picked.length === 2`);
  e.actFails(
    `${PICK}&seats=C5,C6`,
    'Choose Concession as the ticket type',
    'ambiguous_target',
    'stagehand',
    `window.picked.every((p) => p.type === 'adult')`,
  );
  e.act(
    `${PICK}&seats=C5,C6`,
    'Remove the second seat in the list',
    'ordinal',
    'zerostep',
    `${picked} === 'C5'`,
    click('#picked li:nth-child(2) .remove'),
  );
  e.act(
    `${PICK}&seats=C5,C6`,
    'Remove C5 from my seats',
    'scope',
    'gauge',
    `${picked} === 'C6'`,
    click('#picked li[data-seat="C5"] .remove'),
  );
  e.act(
    `${PICK}&seats=C5,C6`,
    'Make C6 a concession ticket',
    'select',
    'stagehand',
    `window.picked[1].type === 'conc'`,
    setVal('#picked li[data-seat="C6"] .type', 'conc'),
  );
  e.holds(`${PICK}&seats=C5,C6`, 'The total drops to £80.00', 'value', 'rainforest', {
    prepare: setVal('#picked li[data-seat="C6"] .type', 'conc'),
  });
  e.actFails(
    `${PICK}&seats=A4,A5`,
    'Make A4 an under-16 ticket',
    'missing_target',
    'stagehand',
    `window.picked[0].type === 'adult'`,
  );
  e.holds(
    `${PICK}&seats=A4,A5`,
    "An error says Under 16 tickets aren't available in Premium seats",
    'message',
    'momentic',
    {
      prepare: setVal('#picked li[data-seat="A4"] .type', 'child'),
    },
  );
  e.act(
    `${PICK}&seats=C5,C6`,
    'Continue to checkout',
    'navigation',
    'codecept',
    `location.pathname === '/seats/checkout'`,
    click('#go'),
  );
  e.holds(`${PICK}&seats=C5`, 'A timer shows the seats are held for less than 10 minutes', 'widget', 'midscene');

  // Checkout
  e.holds(CO, 'The order summary shows a booking fee of £3.00', 'frames', 'octomind');
  e.holds(CO, 'Verify the total is £88.00', 'value', 'kane-ai');
  e.fails(CO, 'The order summary says 3 tickets', 'false_claim', 'kane-ai');
  e.fails(CO, 'The booking fee is £1.50', 'near_miss', 'kane-ai');
  e.fails(CO, 'Post costs £2.25', 'near_miss', 'reflect');
  e.fails(CO, 'The e-ticket option costs £2.50', 'near_miss', 'reflect');
  e.act(
    CO,
    'Enter "Lena Moss" into "Full name"',
    'fill',
    'testrigor',
    `${q('#c-name')}.value === 'Lena Moss'`,
    setVal('#c-name', 'Lena Moss'),
  );
  e.act(
    CO,
    'Type the email again in the confirm box: lena@example.com',
    'fill',
    'stagehand',
    `${q('#c-email2')}.value === 'lena@example.com'`,
    setVal('#c-email2', 'lena@example.com'),
  );
  e.act(
    CO,
    'Choose e-tickets',
    'check',
    'checksum',
    `${q('input[name=del][value=eticket]')}.checked`,
    tick('input[name=del][value=eticket]'),
  );
  e.actFails(
    CO,
    'Tick the checkbox',
    'ambiguous_target',
    'testrigor',
    `!${q('#don')}.checked && !${q('#terms')}.checked`,
  );
  e.act(CO, 'Apply promo code HARBOUR10', 'compound', 'gauge', `window.promo === 'HARBOUR10'`, promo('HARBOUR10'));
  e.holds(CO, 'Wait until the code is accepted; the total is then £79.50', 'wait', 'midscene', {
    prepare: promo('HARBOUR10'),
  });
  e.actFails(CO, 'Apply the promo code SUMMER5', 'missing_target', 'gauge', `window.promo === null`);
  e.holds(CO, 'a message says SUMMER5 has expired', 'message', 'momentic', {
    prepare: later(`${promo('SUMMER5')} await wait(1200);`),
  });
  e.fails(CO, 'The order summary shows a SUMMER5 discount', 'false_claim', 'octomind', {
    prepare: later(`${promo('SUMMER5')} await wait(1200);`),
  });
  e.actFails(CO, 'Use promo code FRIENDS', 'missing_target', 'browser-use', `window.promo === null`);
  e.act(
    '/seats/checkout?event=ev5&seats=C5-adult,C6-adult',
    'Use promo code FRIENDS',
    'fill',
    'browser-use',
    `window.promo === 'FRIENDS'`,
    promo('FRIENDS'),
  );
  e.act(
    CO,
    'Add a £10.00 donation',
    'check',
    'stagehand',
    `${q('#don')}.checked && ${q('#don-amt')}.value === '10'`,
    `${tick('#don')} ${setVal('#don-amt', '10')}`,
  );
  e.holds(CO, 'The donation Amount dropdown is disabled', 'state', 'spreewald');
  e.act(CO, 'Turn on refund protection', 'widget', 'checksum', on('#protect'), click('#protect'));
  e.holds(CO, 'Refund protection adds £4.50 to the order', 'frames', 'rainforest', { prepare: click('#protect') });
  e.act(
    CO,
    'Check out as Lena Moss, lena@example.com, with e-tickets, agreeing to the terms',
    'compound',
    'shortest',
    `!!window.order && window.order.ref === 'HH-55120' && window.order.delivery === 'eticket'`,
    `${details('Lena Moss', 'lena@example.com')} ${tick('input[name=del][value=eticket]')} ${tick('#terms')} ${pay}`,
  );
  e.actFails(CO, 'Pay now', 'missing_target', 'codecept', `window.order === null`);
  e.holds(CO, 'Paying with an empty form lists 4 errors', 'count', 'mink', { prepare: pay });
  e.actFails(
    CO,
    'Check out as Lena Moss with lena@example.com, confirmed as lena@example.org, e-tickets, terms agreed',
    'missing_target',
    'shortest',
    `window.order === null`,
  );
  e.holds(CO, "An error says the email addresses don't match", 'message', 'momentic', {
    prepare: `${details('Lena Moss', 'lena@example.com', 'lena@example.org')} ${tick('input[name=del][value=eticket]')} ${tick('#terms')} ${pay}`,
  });
  e.actFails(
    EIGHT,
    'Check out as Lena Moss, lena@example.com, tickets by post, agreeing to the terms',
    'missing_target',
    'shortest',
    `window.order === null`,
  );
  e.holds(CO, "the confirmation says I'm going to The Lighthouse Keepers: Live", 'message', 'octomind', {
    prepare: later(
      `${details('Lena Moss', 'lena@example.com')} ${tick('input[name=del][value=eticket]')} ${tick('#terms')} ${pay} await wait(1600);`,
    ),
  });
  e.fails(CO, 'I paid £88.00 for the order', 'false_claim', 'rainforest', {
    prepare: later(
      `${details('Lena Moss', 'lena@example.com')} ${tick('input[name=del][value=collect]')} ${tick('#terms')} ${promo('HARBOUR10')} await wait(1200); ${pay} await wait(1600);`,
    ),
  });
  e.holds(CO, 'the title is "Order confirmed - Harbour Hall"', 'page', 'spreewald', {
    prepare: later(
      `${details('Lena Moss', 'lena@example.com')} ${tick('input[name=del][value=eticket]')} ${tick('#terms')} ${pay} await wait(1600);`,
    ),
  });
  e.act(
    CO,
    'Click Change seats',
    'navigation',
    'robot-browser',
    `location.pathname === '/seats/pick'`,
    click('#change'),
  );
  e.fails(CO, 'The seats are held for 15 minutes', 'false_claim', 'mabl');
  e.actFails(CO, 'Click "Pay with PayPal"', 'missing_target', 'testrigor', `window.order === null`);
}
