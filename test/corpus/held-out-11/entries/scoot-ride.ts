/** Steps for Zipp: logging in and riding (`apps/scoot.ts`, `apps/scoot-ride.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, tick } from './helpers';

const LG = '/scoot/login';
const LGS = '/scoot/login?phone=07700%20900123';
const R = '/scoot/ride';
const RR = '/scoot/ride?reserved=S-4821';
const RD = '/scoot/ride?riding=B-1150';

const code = (value: string) => setVal('#code', value);
const veh = (id: string, cls: string) => click(`.veh[data-id="${id}"] .${cls}`);
const reserve = (id: string) => `${veh(id, 'reserve')} ${click('#rd-yes')}`;
const report = (id: string, kind: string) =>
  `${click(`[aria-controls="m-${id}"]`)} ${click(`#m-${id} [data-do="${kind}"]`)}`;
const nothing = `window.reservation === null && window.ride === null && ${q('#res-dlg')}.hidden`;
const map = `document.querySelector('iframe').contentWindow`;
const promo = `document.querySelector('zipp-promo')`;
const endRide = `${click('#end')} ${tick('#pk-bay')} ${tick('#pk-up')} ${click('#end-yes')}`;

export function scootRideEntries(e: EntryBuilder): void {
  // Logging in
  e.act(
    LG,
    'Log in with 07700 900123 using the code from the text message',
    'login',
    'shortest',
    `location.pathname === '/scoot/ride'`,
    later(
      `${setVal('#phone', '07700 900123')} ${click('#send')} await wait(1400); ${code('482913')} ${click('#verify')}`,
    ),
  );
  e.act(
    LG,
    'Enter 07700 900123 as the mobile number and send the code',
    'compound',
    'testrail-manual',
    `window.sent === '07700900123'`,
    `${setVal('#phone', '07700 900123')} ${click('#send')}`,
  );
  e.holds(LG, 'The phone number is rejected as not a UK mobile', 'message', 'momentic', {
    prepare: `${setVal('#phone', '12345')} ${click('#send')}`,
  });
  e.holds(LGS, 'Wait until the text message with the login code arrives', 'wait', 'midscene');
  e.fails(LGS, 'The login code in the text message is 482931', 'false_claim', 'midscene');
  e.holds(LGS, 'Verify is disabled', 'state', 'reflect');
  e.actFails(LGS, 'Click Verify', 'missing_target', 'robot-browser', `location.pathname === '/scoot/login'`);
  e.act(LGS, 'type 482913 into the code box', 'fill', 'bug-report', `${q('#code')}.value === '482913'`, code('482913'));
  e.holds(LGS, 'An error says the code is wrong', 'message', 'momentic', {
    prepare: `${code('111111')} ${click('#verify')}`,
  });
  e.fails(LGS, 'The error says the code has expired', 'near_miss', 'momentic', {
    prepare: `${code('111111')} ${click('#verify')}`,
  });
  e.fails(LGS, 'I can ask for a new code straight away', 'false_claim', 'mabl');

  // Finding a vehicle
  e.holds(R, 'The page says 6 vehicles are nearby', 'count', 'kane-ai');
  e.act(
    R,
    'Show only e-bikes',
    'widget',
    'browser-use',
    `document.querySelectorAll('.veh').length === 2 && [...document.querySelectorAll('.veh')].every((c) => c.dataset.id.startsWith('B-'))`,
    click('.kind[data-kind="scooter"]'),
  );
  e.act(
    R,
    'Set the minimum battery to 60%',
    'widget',
    'testrail-manual',
    `${q('#minbat')}.value === '60'`,
    setVal('#minbat', '60'),
  );
  e.holds(R, 'Three vehicles have at least 60% battery', 'count', 'mabl', { prepare: setVal('#minbat', '60') });
  e.fails(R, 'Four vehicles are listed', 'false_claim', 'mabl', { prepare: setVal('#minbat', '60') });
  e.holds(R, 'The first vehicle listed is E-bike #1203', 'ordinal', 'zerostep', {
    prepare: setVal('#sort', 'battery'),
  });
  e.fails(R, 'The nearest vehicle is Scooter #4821', 'near_miss', 'reflect');
  e.fails(R, 'Scooter #4821 is 250 m away', 'near_miss', 'reflect');
  e.fails(R, 'E-bike #1203 has 64% battery', 'near_miss', 'reflect');
  e.actFails(R, 'Click Reserve', 'ambiguous_target', 'testrigor', nothing);
  e.actFails(R, 'Ring the bell', 'ambiguous_target', 'gauge', `window.rang === null`);
  e.act(R, 'Ring the bell on E-bike #1150', 'scope', 'testrigor', `window.rang === 'B-1150'`, veh('B-1150', 'ring'));
  e.act(
    R,
    'Reserve Scooter #4907; it is done when the reservation timer shows',
    'compound',
    'skyvern',
    `!!window.reservation && window.reservation.id === 'S-4907' && !${q('#res')}.hidden`,
    reserve('S-4907'),
  );
  e.actFails(R, 'Reserve Scooter #5012', 'missing_target', 'gauge', nothing);
  e.actFails(R, 'Reserve the scooter on Deansgate', 'missing_target', 'browser-use', nothing);
  e.holds(R, 'Scooter #5012 does not have enough battery to ride', 'message', 'reflect');
  e.fails(R, 'Scooter #4907 is out of service', 'near_miss', 'reflect');
  e.act(
    R,
    'Ring the bell on the third vehicle in the list',
    'ordinal',
    'zerostep',
    `window.rang === 'S-4907'`,
    veh('S-4907', 'ring'),
  );
  e.act(
    R,
    'Reserve the e-bike with the most battery',
    'ordinal',
    'webvoyager',
    `!!window.reservation && window.reservation.id === 'B-1203'`,
    reserve('B-1203'),
  );
  e.act(
    R,
    'Report a flat tyre on E-bike #1150',
    'compound',
    'browser-use',
    `window.reports.length === 1 && window.reports[0].id === 'B-1150' && window.reports[0].what === 'Flat tyre'`,
    `${report('B-1150', 'damage')} ${setVal('#rep-what', 'Flat tyre')} ${click('#rep-yes')}`,
  );
  e.actFails(
    R,
    'Open the "More options" menu',
    'ambiguous_target',
    'checksum',
    `[...document.querySelectorAll('#menus [role=menu]')].every((m) => m.hidden)`,
  );
  e.act(
    R,
    'Report bad parking for Scooter #4790',
    'compound',
    'browser-use',
    `window.reports.length === 1 && window.reports[0].id === 'S-4790' && window.reports[0].what === 'Parked badly'`,
    `${report('S-4790', 'parking')} ${click('#rep-yes')}`,
  );
  e.actFails(R, 'Clear all filters', 'missing_target', 'checksum', `document.querySelectorAll('.veh').length === 6`);

  // Reserved, unlocking and riding
  e.holds(RR, 'Scooter #4821 is reserved for me', 'state', 'reflect');
  e.fails(RR, 'Scooter #4907 is reserved for me', 'near_miss', 'reflect');
  e.actFails(RR, 'Reserve E-bike #1150', 'missing_target', 'gauge', `window.reservation.id === 'S-4821'`);
  e.actFails(
    RR,
    'Unlock Scooter #4907',
    'missing_target',
    'gauge',
    `window.reservation.id === 'S-4821' && window.ride === null`,
  );
  e.act(RR, 'Cancel the reservation', 'click', 'checksum', `window.reservation === null`, click('#res-cancel'));
  e.act(
    RR,
    'Unlock the scooter and wait for the ride to start',
    'wait',
    'qa-wolf',
    `!!window.ride && window.ride.state === 'riding'`,
    click('#unlock'),
  );
  e.holds(RR, 'Wait until the ride has started', 'wait', 'midscene', { prepare: click('#unlock') });
  e.fails(RR, 'A ride is in progress', 'false_claim', 'midscene');
  e.act(RD, 'Pause the ride', 'click', 'gauge', `window.ride.state === 'paused'`, click('#pause'));
  e.actFails(R, 'Pause the ride', 'missing_target', 'gauge', `window.ride === null`);
  e.act(
    RD,
    'End the ride, confirming it is parked in a bay and left upright',
    'compound',
    'qa-wolf',
    `window.ride.state === 'ended'`,
    endRide,
  );
  e.holds(RD, 'The End ride button in the dialog is disabled', 'scope', 'spreewald', { prepare: click('#end') });
  e.actFails(RD, 'Confirm ending the ride', 'missing_target', 'checksum', `window.ride.state === 'riding'`, {
    prepare: click('#end'),
  });
  e.holds(RD, 'The dialog warns that parking outside a bay costs £10.00', 'message', 'octomind', {
    prepare: click('#end'),
  });
  e.fails(RD, 'Parking outside a bay costs £1.00', 'near_miss', 'kane-ai', { prepare: click('#end') });
  e.act(
    RD,
    'Rate the ride 5 stars and submit',
    'compound',
    'magnitude',
    `window.rideRating === 5`,
    `${click('#ride-rate [data-n="5"]')} ${click('#rate-send')}`,
    { prepare: endRide },
  );
  e.fails(RD, 'The balance is still £3.40', 'false_claim', 'rainforest', { prepare: endRide });

  // The map (iframe) and the offer (open shadow root)
  e.act(
    R,
    'Zoom in on the parking zones map',
    'frames',
    'stagehand',
    `${map}.zoom === 15`,
    `${map}.document.getElementById('in').click();`,
  );
  e.act(
    R,
    'Hide slow zones on the map',
    'frames',
    'stagehand',
    `!${map}.document.getElementById('slow').checked`,
    `${map}.document.getElementById('slow').click();`,
  );
  e.holds(R, 'The map lists a slow zone in the Northern Quarter with a limit of 8 mph', 'frames', 'midscene');
  e.fails(R, 'The Canal Street parking bay has 20 spaces', 'near_miss', 'midscene');
  e.act(
    R,
    'Copy the promo code',
    'frames',
    'stagehand',
    `${promo}.copied === true`,
    `${promo}.shadowRoot.getElementById('copy').click();`,
  );
  e.act(
    R,
    'Dismiss the first-ride offer',
    'frames',
    'checksum',
    `${promo}.dismissed === true`,
    `${promo}.shadowRoot.getElementById('x').click();`,
  );
  e.fails(R, 'The first ride is free for up to 15 minutes', 'false_claim', 'mabl');
}
