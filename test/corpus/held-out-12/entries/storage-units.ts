/** Steps for Keepwell Self Storage's unit finder (`apps/storage-units.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick, visible } from '../../entry-scripts';

const U = '/storage/units';

const reserve = (id: string) => click(`.unit[data-id="${id}"] .reserve`);
const cmp = (id: string) => click(`.unit[data-id="${id}"] .cmp`);
const title = (text: string) => `!${q('#dlg-reserve')}.hidden && ${q('#rv-h')}.textContent === ${JSON.stringify(text)}`;
const closed = `${q('#dlg-reserve')}.hidden`;
const full = `${reserve('s50')} ${setVal('#rv-date', '2027-03-15')} ${tick('input[name=cover][value="1000"]')} ${setVal('#rv-name', 'Callum Reid')} ${setVal('#rv-email', 'callum.reid@example.com')} ${click('#rv-ok')}`;

export function storageUnitsEntries(e: EntryBuilder): void {
  // The list
  e.holds(U, 'The heading says "Find a storage unit"', 'page', 'robot-browser');
  e.holds(U, '6 sizes are available at Leeds Kirkstall', 'value', 'kane-ai');
  e.fails(U, '7 sizes are available at Leeds Kirkstall', 'near_miss', 'kane-ai');
  e.holds(U, 'The 75 sq ft unit is sold out', 'state', 'reflect');
  e.fails(U, 'The 100 sq ft unit is sold out', 'near_miss', 'reflect');
  e.holds(U, 'The 50 sq ft unit costs £96.00 a month', 'value', 'kane-ai');
  e.fails(U, 'The 50 sq ft unit costs £48.00 a month', 'near_miss', 'kane-ai');
  e.fails(U, 'The 35 sq ft unit costs £56.00 a month', 'near_miss', 'kane-ai');
  e.fails(U, 'Only 2 lockers are left', 'near_miss', 'mabl');
  e.fails(U, 'The Compare units button is enabled', 'false_claim', 'spreewald');

  // Reserving
  e.act(
    U,
    'Reserve the "50 sq ft" unit',
    'scope',
    'gauge',
    title('Reserve 50 sq ft at Leeds Kirkstall'),
    reserve('s50'),
  );
  e.actFails(U, 'Click Reserve', 'ambiguous_target', 'robot-browser', closed);
  e.actFails(U, 'Reserve the 75 sq ft unit', 'missing_target', 'gauge', closed);
  e.act(
    U,
    'Click Reserve on the third unit',
    'ordinal',
    'zerostep',
    title('Reserve 35 sq ft at Leeds Kirkstall'),
    reserve('s35'),
  );
  e.act(
    U,
    'Reserve the cheapest unit with drive-up access',
    'scope',
    'webvoyager',
    title('Reserve 50 sq ft at Leeds Kirkstall'),
    reserve('s50'),
  );

  // Store, filters, sort
  e.act(
    U,
    'Select "Leeds Hunslet" from "Store"',
    'select',
    'rails-web-steps',
    `window.store === 'hunslet'`,
    setVal('#store', 'hunslet'),
  );
  e.actFails(
    U,
    'Choose the Bradford Canal Road store',
    'missing_target',
    'browser-use',
    `window.store === 'kirkstall'`,
  );
  e.holds(`${U}?store=hunslet`, 'At Hunslet the 75 sq ft unit can be reserved', 'state', 'reflect');
  e.actFails(`${U}?store=hunslet`, 'Reserve the 150 sq ft unit at Leeds Hunslet', 'missing_target', 'mind2web', closed);
  e.fails(`${U}?store=hunslet`, 'The Hunslet store is open 6am – 10pm', 'false_claim', 'kane-ai');
  e.fails(`${U}?store=hunslet`, 'The 150 sq ft unit is available at Leeds Hunslet', 'false_claim', 'reflect');
  e.act(
    U,
    'Show only medium units',
    'widget',
    'browser-use',
    `window.sizeFilter === 'medium' && document.querySelectorAll('.unit').length === 2`,
    click('.size[data-size=medium]'),
  );
  e.act(
    U,
    'Turn on "Drive-up access only"',
    'widget',
    'testrigor',
    `${q('#sw-drive')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-drive'),
  );
  e.holds(`${U}?drive=1`, '4 units are shown', 'count', 'rainforest');
  e.fails(`${U}?size=small`, '3 units are shown', 'false_claim', 'rainforest');
  e.act(
    U,
    'Sort by price, lowest first',
    'select',
    'stagehand',
    `${q('#sort')}.value === 'asc'`,
    setVal('#sort', 'asc'),
  );
  e.holds(`${U}?sort=desc`, 'The first unit listed is the 150 sq ft one', 'ordinal', 'kane-ai');
  e.fails(`${U}?sort=desc`, 'The last unit listed is the 25 sq ft one', 'near_miss', 'kane-ai');

  // Compare
  e.act(
    U,
    'Tick Compare on the 25 sq ft and 50 sq ft units',
    'scope',
    'stagehand',
    `window.compared.slice().sort().join() === 's25,s50'`,
    `${cmp('s25')} ${cmp('s50')}`,
  );
  e.actFails(U, 'Tick "Compare"', 'ambiguous_target', 'testrigor', `window.compared.length === 0`);
  e.act(
    `${U}?compare=s25,s50`,
    'Compare the selected units',
    'click',
    'checksum',
    `!${q('#dlg-compare')}.hidden`,
    click('#compare'),
  );
  e.actFails(
    `${U}?compare=s25,s50,s100`,
    'Also tick Compare for the locker',
    'missing_target',
    'testrail-manual',
    `window.compared.length === 3 && !${q('.unit[data-id=locker] .cmp')}.checked`,
  );
  e.holds(`${U}?compare=s25,s50,s100`, 'An error says I can only compare 3 units', 'message', 'momentic', {
    prepare: cmp('locker'),
  });
  e.holds(`${U}?compare=s25,s100`, 'In the comparison, only the 100 sq ft unit has drive-up access', 'scope', 'mabl', {
    prepare: click('#compare'),
  });
  e.act(U, 'Expand "What fits in 50 sq ft?"', 'widget', 'testrigor', visible('#acc-2'), click('[aria-controls=acc-2]'));

  // The reservation dialog
  e.act(
    U,
    'Set the move-in date to 15 March 2027',
    'fill',
    'testrail-manual',
    `${q('#rv-date')}.value === '2027-03-15'`,
    setVal('#rv-date', '2027-03-15'),
    { prepare: reserve('s50') },
  );
  e.act(
    U,
    'Choose £2,500 cover',
    'check',
    'testrail-manual',
    `${q('input[name=cover][value="2500"]')}.checked`,
    tick('input[name=cover][value="2500"]'),
    { prepare: reserve('s50') },
  );
  e.holds(U, 'The price with cover is £108.00 a month', 'value', 'kane-ai', {
    prepare: `${reserve('s50')} ${tick('input[name=cover][value="2500"]')}`,
  });
  e.fails(U, 'The cover costs £22.00 a month', 'near_miss', 'kane-ai', {
    prepare: `${reserve('s50')} ${tick('input[name=cover][value="2500"]')}`,
  });
  e.act(
    U,
    'I have my own insurance with Aviva',
    'compound',
    'gauge',
    `${q('input[name=cover][value=own]')}.checked && ${q('#rv-insurer')}.value === 'Aviva'`,
    `${tick('input[name=cover][value=own]')} ${setVal('#rv-insurer', 'Aviva')}`,
    { prepare: reserve('s50') },
  );
  e.actFails(
    U,
    'Select "12 months" from "How long will you need it?"',
    'missing_target',
    'rails-web-steps',
    `${q('#rv-long')}.value === 'Not sure yet'`,
    { prepare: reserve('s50') },
  );
  e.act(U, 'Press "Reserve unit"', 'click', 'mink', visible('#rv-errsum'), click('#rv-ok'), {
    prepare: reserve('s50'),
  });
  e.holds(U, 'The error summary lists 4 problems', 'count', 'mink', {
    prepare: `${reserve('s50')} ${click('#rv-ok')}`,
  });
  e.fails(U, 'There is an error about the phone number', 'near_miss', 'momentic', {
    prepare: `${reserve('s50')} ${click('#rv-ok')}`,
  });
  e.act(
    U,
    'hit escape',
    'keys',
    'bug-report',
    closed,
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));`,
    {
      prepare: reserve('s50'),
    },
  );
  e.act(
    U,
    'Reserve the 50 sq ft unit from 15 March 2027 with £1,000 cover, as Callum Reid, callum.reid@example.com',
    'compound',
    'mind2web',
    `window.reservation !== null && window.reservation.unit === 's50' && window.reservation.date === '2027-03-15' && window.reservation.cover === '1000' && window.reservation.name === 'Callum Reid' && window.reservation.email === 'callum.reid@example.com'`,
    full,
  );
  e.holds(U, 'The unit is reserved with reference KW-55102', 'message', 'octomind', { prepare: full });
  e.fails(U, 'The reservation starts on Wed 10 Mar 2027', 'false_claim', 'octomind', { prepare: full });
}
