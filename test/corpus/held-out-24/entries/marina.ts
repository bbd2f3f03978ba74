/** Steps on Port Elsa Marina (apps/marina.ts): signing in, finding a berth and the booking wizard. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, later, on, q, setVal, tick } from '../../entry-scripts';

const B = '/marina/berths';
const GUEST = `${B}?guest=1`;
const BOOK = '/marina/book';
const BOOK2 = `${BOOK}?step=2`;
const BOOK3 = `${BOOK}?step=3`;
const F02 = `${BOOK}?berth=F02&arrive=2028-06-15&nights=1&loa=10.0&step=3`;
const C01 = `${BOOK}?berth=C01&arrive=2028-07-02&nights=3&loa=18.0`;

const signIn = (email: string, pw: string) =>
  `${click('#signin')} ${setVal('#si-email', email)} ${setVal('#si-pw', pw)} ${click('#si-go')}`;
const card = (id: string, sel: string) => `#cards [data-id="${id}"] ${sel}`;
const search = (body: string) => later(`${body} ${click('#search')} await wait(1200);`);
const hold = (id: string) => later(`${click(card(id, '.book'))} await wait(1100);`);
const onBerths = "location.pathname === '/marina/berths'";
const booked = (id: string) => `location.pathname === '/marina/book' && location.search.includes('berth=${id}')`;

const type = (v: string) => tick(`input[name=type][value=${v}]`);
const boat = (name: string, t: string, draft: string, reg = '') =>
  `${setVal('#boat', name)} ${reg ? setVal('#reg', reg) : ''} ${type(t)} ${setVal('#draft', draft)}`;
const next1 = (body: string) => later(`${body} ${click('#to2')} await wait(1000);`);
const next2 = (body: string) => later(`${body} ${click('#to3')} await wait(1000);`);
const crew = 'Number(document.querySelector("#crew").dataset.value)';
const openFuel = click('#acc-fuel');
const pay = (body = '') => later(`${body} ${tick('#rules')} ${click('#pay')} await wait(1600);`);

export function marinaEntries(b: EntryBuilder): void {
  // ---- Signing in and the header
  b.act(
    GUEST,
    'Sign in as ivo.maras@example.hr with password Bura-2028',
    'login',
    'testrail-manual',
    "window.user === 'Ivo Maras'",
    signIn('ivo.maras@example.hr', 'Bura-2028'),
  );
  b.act(
    GUEST,
    'Log in with {{email}} and {{password}}',
    'login',
    'skyvern',
    "window.user === 'Ivo Maras'",
    signIn('ivo.maras@example.hr', 'Bura-2028'),
    {
      variables: { email: 'ivo.maras@example.hr', password: 'Bura-2028' },
    },
  );
  b.actFails(
    GUEST,
    'Sign in as ivo.maras@example.hr with password bura2028',
    'missing_target',
    'bug-report',
    'window.user === null',
  );
  b.holds(GUEST, 'The sign-in dialog says "Wrong email or password"', 'message', 'cucumber-web', {
    prepare: later(`${signIn('ivo.maras@example.hr', 'bura2028')} await wait(1300);`),
  });
  b.fails(B, 'The header shows a Sign in button', 'false_claim', 'product-verify');
  b.fails(GUEST, 'I am signed in as Ivo Maras', 'false_claim', 'rainforest');
  b.act(
    B,
    'Open the account menu and sign out',
    'compound',
    'qa-wolf',
    "location.search.includes('out=1')",
    `${click('#user')} ${click('#mi-out')}`,
  );
  b.actFails(B, 'Choose "Payment methods" from the account menu', 'missing_target', 'testrigor', onBerths);

  // ---- Search results at load (10.0 m, 15 Jun, 2 nights)
  b.holds(B, '7 berths fit a 10.0 m boat', 'count', 'mabl');
  b.fails(B, '8 berths fit a 10.0 m boat', 'false_claim', 'mabl');
  b.holds(B, 'The cheapest berth is F02 at €40 a night', 'ordinal', 'webarena');
  b.fails(B, 'The cheapest berth is A04', 'false_claim', 'webarena');
  b.holds(B, 'Berth B08 has no shore power', 'scope', 'reflect');
  b.fails(B, 'Berth B03 has no shore power', 'near_miss', 'reflect');
  b.holds(B, 'Berth C05 takes boats up to 24 m', 'scope', 'reflect');
  b.fails(B, 'Berth C01 takes boats up to 24 m', 'near_miss', 'reflect');
  b.fails(B, 'Berth A04 is listed', 'false_claim', 'mabl');
  b.fails(B, 'Nights is set to 3', 'false_claim', 'kane-ai');
  b.holds(B, 'The page heading is "Find a visitor berth"', 'page', 'robot-browser');
  b.fails(B, 'The page title is "Book a berth - Port Elsa Marina"', 'false_claim', 'playwright-bdd');

  // ---- Searching
  b.act(
    B,
    'Add one more night',
    'widget',
    'midscene',
    "document.querySelector('#nights').dataset.value === '3'",
    click('#nights [data-step="1"]'),
  );
  b.act(
    B,
    'Drag the boat length slider to 14 m',
    'widget',
    'midscene',
    `${q('#loa')}.value === '14'`,
    setVal('#loa', '14'),
  );
  b.act(B, 'Enter 4.2 in the Beam field', 'fill', 'testrigor', `${q('#beam')}.value === '4.2'`, setVal('#beam', '4.2'));
  b.act(
    B,
    'Search for a 14 m boat arriving 18 June for 3 nights',
    'compound',
    'mind2web',
    "window.searched.loa === 14 && window.searched.arrive === '2028-06-18' && window.searched.nights === 3",
    `${setVal('#arrive', '2028-06-18')} ${click('#nights [data-step="1"]')} ${setVal('#loa', '14')} ${click('#search')}`,
  );
  b.holds(B, '5 berths fit a 14.0 m boat', 'count', 'mabl', { prepare: search(setVal('#loa', '14')) });
  b.fails(B, 'Berth A12 is still listed', 'false_claim', 'mabl', { prepare: search(setVal('#loa', '14')) });
  b.holds(B, 'Only 3 berths fit', 'count', 'webarena', { prepare: search(setVal('#beam', '4.2')) });
  b.actFails(B, 'Search for berths arriving 24 June', 'missing_target', 'mind2web', 'window.searches === 0');
  const regatta = search(setVal('#arrive', '2028-06-24'));
  b.holds(B, 'An error says the marina is full for the Elsa Regatta', 'message', 'momentic', { prepare: regatta });
  b.fails(B, "The error says arrival can't be in the past", 'false_claim', 'momentic', { prepare: regatta });
  b.actFails(B, 'Filter by Pontoon D', 'missing_target', 'checksum', `${q('#pontoon')}.value === ''`);

  // ---- Result cards
  b.act(
    B,
    'Sort by price, high to low',
    'select',
    'workarena',
    `${q('#sort')}.value === 'price-desc'`,
    setVal('#sort', 'price-desc'),
  );
  b.holds(B, 'The first berth is C05', 'ordinal', 'webarena', { prepare: setVal('#sort', 'price-desc') });
  b.fails(B, 'The last berth is A12', 'false_claim', 'webarena', { prepare: setVal('#sort', 'price-desc') });
  b.act(
    B,
    'Show the details of berth B03',
    'scope',
    'stagehand',
    "window.details === 'B03'",
    click(card('B03', '.det')),
  );
  b.actFails(B, 'Click Details', 'ambiguous_target', 'behat', 'window.details === null');
  b.holds(B, 'Berth B03 is 3.5 m deep', 'value', 'kane-ai', { prepare: click(card('B03', '.det')) });
  b.fails(B, 'Berth B03 is a 6 minute walk from the harbour office', 'false_claim', 'kane-ai', {
    prepare: click(card('B03', '.det')),
  });
  b.act(
    B,
    'Save berth C01',
    'scope',
    'gauge',
    "window.berths.find((x) => x.id === 'C01').saved === true",
    click(card('C01', '.save')),
  );
  b.actFails(B, 'Click the Save berth button', 'ambiguous_target', 'testrigor', '!window.berths.some((x) => x.saved)');
  b.act(
    B,
    'Click the heart on the Berth A12 card',
    'scope',
    'autify',
    "window.berths.find((x) => x.id === 'A12').saved === true",
    click(card('A12', '.save')),
  );
  b.act(B, 'Book berth A12', 'scope', 'browser-use', booked('A12'), click(card('A12', '.book')));
  b.act(B, 'Click Book on the second card', 'ordinal', 'zerostep', booked('A12'), click(card('A12', '.book')));
  b.actFails(B, 'Click Book', 'ambiguous_target', 'behat', onBerths);
  b.actFails(B, 'Book berth F02 for 2 nights', 'missing_target', 'browser-use', `${onBerths} && window.held === null`);
  b.actFails(B, 'Book berth A15', 'missing_target', 'gauge', `${onBerths} && window.held === null`);
  b.holds(B, 'An error says A15 was just booked by someone else', 'message', 'momentic', { prepare: hold('A15') });
  b.fails(B, 'The error says berth A15 is too short for my boat', 'false_claim', 'momentic', { prepare: hold('A15') });
  b.actFails(B, 'Book berth A04', 'missing_target', 'gauge', onBerths);
  b.act(
    B,
    'Book berth F02 for one night',
    'compound',
    'shortest',
    `${booked('F02')} && location.search.includes('nights=1')`,
    later(`${click('#nights [data-step="-1"]')} ${click('#search')} await wait(1100); ${click(card('F02', '.book'))}`),
  );

  // ---- Booking wizard: boat
  b.holds(BOOK, 'The stay is 15 Jun 2028 to 17 Jun 2028', 'value', 'kane-ai');
  b.fails(BOOK, 'The stay is for 3 nights', 'false_claim', 'kane-ai');
  b.fails(BOOK, 'The Draft field is read-only', 'false_claim', 'spreewald');
  b.act(
    BOOK,
    'Fill in "Boat name" with "Marea"',
    'fill',
    'cucumber-web',
    `${q('#boat')}.value === 'Marea'`,
    setVal('#boat', 'Marea'),
  );
  b.act(
    BOOK,
    'Type ZD-4471 as the registration',
    'fill',
    'codecept',
    `${q('#reg')}.value === 'ZD-4471'`,
    setVal('#reg', 'ZD-4471'),
  );
  b.actFails(
    BOOK,
    'Change the length overall to 11 m',
    'missing_target',
    'browser-use',
    `${q('#len')}.value === '10.0'`,
  );
  b.act(
    BOOK,
    'Enter my boat: Marea, ZD-4471, sailing yacht, draft 1.9 m, then go to Arrival',
    'compound',
    'serenity',
    'window.step === 2',
    `${boat('Marea', 'sail', '1.9', 'ZD-4471')} ${click('#to2')}`,
  );
  b.holds(BOOK, "An error asks for the boat's name", 'message', 'momentic', { prepare: click('#to2') });
  b.fails(BOOK, "An error asks for the boat's draft", 'false_claim', 'momentic', { prepare: click('#to2') });
  b.actFails(
    BOOK,
    'Enter Bonaca, a catamaran with a 1.2 m draft, and continue to Arrival',
    'missing_target',
    'shortest',
    'window.step === 1',
  );
  const cat = next1(boat('Bonaca', 'cat', '1.2'));
  b.holds(BOOK, 'An error says catamarans need a berth at least 6 m wide', 'message', 'momentic', { prepare: cat });
  b.fails(BOOK, 'The error says my draft is too deep', 'false_claim', 'momentic', { prepare: cat });
  b.actFails(
    BOOK,
    'Enter Marea, a sailing yacht with a 3.4 m draft, and continue',
    'missing_target',
    'shortest',
    'window.step === 1',
  );
  b.act(
    C01,
    'Enter Bonaca, ST-1180, a catamaran with a 1.2 m draft, and continue to Arrival',
    'compound',
    'shortest',
    'window.step === 2',
    `${boat('Bonaca', 'cat', '1.2', 'ST-1180')} ${click('#to2')}`,
  );

  // ---- Booking wizard: arrival
  b.holds(BOOK2, "The skipper's name is Ivo Maras", 'value', 'kane-ai');
  b.fails(BOOK2, "The skipper's name is Ivo Marić", 'false_claim', 'kane-ai');
  b.holds(BOOK2, '2 people are on board', 'value', 'reflect');
  b.fails(BOOK2, '4 people are on board', 'false_claim', 'reflect');
  b.act(BOOK2, 'Set People on board to 4', 'widget', 'midscene', `${crew} === 4`, clicks('#crew [data-step="1"]', 2));
  b.act(
    BOOK2,
    'Arrive at 16:30 with skipper mobile +385 91 234 5678 and continue',
    'compound',
    'mind2web',
    'window.step === 3',
    `${setVal('#eta', '16:30')} ${setVal('#mobile', '+385 91 234 5678')} ${click('#to3')}`,
  );
  b.actFails(
    BOOK2,
    "Set the arrival time to 22:30, add the skipper's mobile +385 91 234 5678 and continue",
    'missing_target',
    'qa-wolf',
    'window.step === 2',
  );
  const late = next2(`${setVal('#eta', '22:30')} ${setVal('#mobile', '+385 91 234 5678')}`);
  b.holds(BOOK2, 'An error says the harbour office closes at 21:00', 'message', 'momentic', { prepare: late });
  b.fails(BOOK2, 'The error says to call on VHF channel 16', 'false_claim', 'momentic', { prepare: late });
  b.holds(BOOK2, "An error asks for the skipper's mobile number", 'message', 'momentic', {
    prepare: `${setVal('#eta', '15:00')} ${click('#to3')}`,
  });
  b.holds(BOOK2, 'The stay now runs from 16 Jun 2028 to 18 Jun 2028', 'value', 'rainforest', {
    prepare: setVal('#arr', '2028-06-16'),
  });

  // ---- Booking wizard: services and payment
  b.holds(BOOK3, 'The total is €102', 'value', 'kane-ai');
  b.fails(BOOK3, 'The total is €96', 'near_miss', 'kane-ai');
  b.holds(BOOK3, 'Tourist tax is €6', 'scope', 'reflect');
  b.fails(BOOK3, 'Tourist tax is €1.50', 'near_miss', 'reflect');
  b.act(BOOK3, 'Turn on shore power', 'widget', 'checksum', on('#sw-power'), click('#sw-power'));
  b.holds(BOOK3, 'The total is now €114', 'value', 'octomind', { prepare: click('#sw-power') });
  b.holds(BOOK3, 'The Water switch is off', 'state', 'product-verify');
  b.fails(BOOK3, 'Shore power is switched on', 'false_claim', 'product-verify');
  b.act(BOOK3, 'Set litres to 150', 'widget', 'midscene', `${q('#litres')}.value === '150'`, setVal('#litres', '150'), {
    prepare: openFuel,
  });
  b.act(
    BOOK3,
    'Pre-order 100 litres of petrol',
    'compound',
    'browser-use',
    `${q('#fuel')}.value === 'petrol' && ${q('#litres')}.value === '100'`,
    `${openFuel} ${setVal('#fuel', 'petrol')} ${setVal('#litres', '100')}`,
  );
  b.holds(BOOK3, 'An error asks me to confirm I have read the harbour rules', 'message', 'momentic', {
    prepare: click('#pay'),
  });
  b.act(
    BOOK3,
    'Accept the harbour rules and pay',
    'compound',
    'qa-wolf',
    "!!window.booking && window.booking.ref === 'PE-2291'",
    `${tick('#rules')} ${click('#pay')}`,
  );
  b.actFails(
    BOOK3,
    'Pre-order 300 litres of petrol, accept the harbour rules and pay',
    'missing_target',
    'shortest',
    'window.booking === null',
  );
  b.holds(BOOK3, 'An error says petrol pre-orders are limited to 200 litres', 'message', 'momentic', {
    prepare: pay(`${openFuel} ${setVal('#fuel', 'petrol')} ${setVal('#litres', '300')}`),
  });
  b.holds(BOOK3, 'Booking PE-2291 is confirmed', 'message', 'octomind', { prepare: pay() });
  b.fails(BOOK3, 'Booking PE-2255 is confirmed', 'false_claim', 'octomind', { prepare: pay() });
  b.holds(BOOK3, 'Wait for the booking to be confirmed', 'wait', 'magnitude', {
    prepare: `${tick('#rules')} ${click('#pay')}`,
  });
  b.actFails(F02, 'Turn on shore power', 'missing_target', 'checksum', `!(${on('#sw-power')})`);
  b.holds(F02, 'The Shore power switch is disabled', 'state', 'spreewald');
  b.fails(BOOK3, 'The Shore power switch is disabled', 'false_claim', 'spreewald');
  b.actFails(BOOK3, 'Pay by bank transfer', 'missing_target', 'browser-use', 'window.booking === null');
  b.actFails(BOOK3, 'Apply the promo code SUMMER10', 'missing_target', 'testrigor', 'window.booking === null');
  b.fails(BOOK3, 'Step 2 Arrival is the current step', 'false_claim', 'product-verify');
}
