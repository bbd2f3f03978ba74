/** Steps for ParkRight's permits, vehicles and penalty notices (`apps/parking.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal } from '../../entry-scripts';

const P = '/parking/account';
const MY = '/parking/account?tab=my';
const VEH = '/parking/account?tab=veh';
const PCN = '/parking/account?tab=pcn';

const row = (body: string, id: string, what: string) => click(`${body} tr[data-id="${id}"] .${what}`);
const car = (reg: string, what: string) => click(`#veh-body tr[data-reg="${reg}"] .${what}`);
const status = (id: string) => `window.permits.filter((p) => p[0] === ${JSON.stringify(id)})[0][4]`;
const pcn = (id: string) => `window.notices.filter((n) => n[0] === ${JSON.stringify(id)})[0][5]`;
const appeal = (id: string, text: string) =>
  `${row('#pcn-body', id, 'appeal')} ${setVal('#apl-text', text)} ${click('#apl-ok')}`;
const addCar = `${setVal('#av-reg', 'KR70 WUP')} ${setVal('#av-make', 'Kia Niro')} ${setVal('#av-colour', 'Grey')} ${click('#add-veh button[type=submit]')}`;

export function parkingAccountEntries(e: EntryBuilder): void {
  // My permits
  e.act(P, 'Go to the My permits tab', 'widget', 'checksum', `!${q('#p-my')}.hidden`, click('#t-my'));
  e.holds(MY, 'PRM-4410 is active', 'state', 'reflect');
  e.fails(MY, 'PRM-4392 is active', 'near_miss', 'reflect');
  e.fails(MY, 'The permit for MA21 RTO is valid until 31 Mar 2027', 'near_miss', 'reflect');
  e.holds(MY, 'the permits table should have 3 rows', 'count', 'mink');
  e.act(
    MY,
    'Click Cancel in the PRM-4410 row',
    'scope',
    'testrail-manual',
    `!${q('#dlg-cancel')}.hidden`,
    row('#my-body', 'PRM-4410', 'cancel'),
  );
  e.holds(MY, 'The confirmation says I will get £24.00 back', 'widget', 'rainforest', {
    prepare: row('#my-body', 'PRM-4410', 'cancel'),
  });
  e.act(
    MY,
    'Cancel my multi-storey permit and confirm',
    'compound',
    'browser-use',
    `window.cancelled === 'PRM-4410' && ${status('PRM-4410')} === 'Cancelled'`,
    `${row('#my-body', 'PRM-4410', 'cancel')} ${click('#cx-ok')}`,
  );
  e.act(
    MY,
    'In the dialog, click "Keep permit"',
    'scope',
    'stagehand',
    `${q('#dlg-cancel')}.hidden && ${status('PRM-4410')} === 'Active'`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: row('#my-body', 'PRM-4410', 'cancel') },
  );
  e.fails(MY, 'PRM-4410 has been cancelled', 'false_claim', 'octomind', {
    prepare: `${row('#my-body', 'PRM-4410', 'cancel')} ${click('#dlg-cancel [data-dismiss]')}`,
  });
  e.holds(MY, 'a toast says PRM-4410 was cancelled and £24.00 will be refunded', 'widget', 'octomind', {
    prepare: `${row('#my-body', 'PRM-4410', 'cancel')} ${click('#cx-ok')}`,
  });
  e.actFails(MY, 'Cancel permit PRM-4275', 'missing_target', 'testrail-manual', `${q('#dlg-cancel')}.hidden`);
  e.act(
    MY,
    'Renew the expired permit',
    'click',
    'checksum',
    `window.renewed === 'PRM-4392' && ${status('PRM-4392')} === 'Active'`,
    row('#my-body', 'PRM-4392', 'renew'),
  );
  e.holds(MY, 'PRM-4392 is renewed until 30 Jun 2027', 'message', 'octomind', {
    prepare: row('#my-body', 'PRM-4392', 'renew'),
  });
  e.fails(MY, 'PRM-4410 runs until 30 Jun 2027', 'near_miss', 'reflect', {
    prepare: row('#my-body', 'PRM-4392', 'renew'),
  });
  e.act(
    MY,
    'download permit',
    'click',
    'bug-report',
    `window.downloaded === 'PRM-4410'`,
    row('#my-body', 'PRM-4410', 'dl'),
  );
  e.actFails(
    MY,
    'Download the permit for PRM-4392',
    'missing_target',
    'testrail-manual',
    `window.downloaded === undefined`,
  );
  e.fails(MY, 'I have a permit for the EV car park', 'false_claim', 'mabl');
  e.holds(MY, 'The cancelled permit was for YP68 NHC', 'scope', 'reflect');

  // Vehicles
  e.act(P, 'Open the Vehicles tab', 'widget', 'checksum', `!${q('#p-veh')}.hidden`, click('#t-veh'));
  e.holds(VEH, '3 vehicles are registered', 'count', 'rainforest');
  e.holds(VEH, 'MA21 RTO is a white Tesla Model 3', 'scope', 'reflect');
  e.fails(VEH, 'YP68 NHC is white', 'near_miss', 'reflect');
  e.fails(VEH, 'The Ford Fiesta is red', 'near_miss', 'reflect');
  e.actFails(VEH, 'Click Edit', 'ambiguous_target', 'robot-browser', `${q('#dlg-edit')}.hidden`);
  e.act(
    VEH,
    'Edit the Honda',
    'scope',
    'stagehand',
    `${q('#ed-h')}.textContent === 'Edit YP68 NHC' && !${q('#dlg-edit')}.hidden`,
    car('YP68 NHC', 'edit'),
  );
  e.act(
    VEH,
    'Change the colour of MA21 RTO to Silver and save',
    'compound',
    'mind2web',
    `window.vehicles[1][2] === 'Silver'`,
    `${car('MA21 RTO', 'edit')} ${setVal('#ed-colour', 'Silver')} ${click('#ed-ok')}`,
  );
  e.act(
    VEH,
    'choose Black as the colour',
    'select',
    'stagehand',
    `${q('#ed-colour')}.value === 'Black'`,
    setVal('#ed-colour', 'Black'),
    { prepare: car('YP68 NHC', 'edit') },
  );
  e.actFails(VEH, 'Click Remove', 'ambiguous_target', 'robot-browser', `window.vehicles.length === 3`);
  e.act(
    VEH,
    'Remove the Honda Jazz',
    'scope',
    'testrail-manual',
    `window.vehicles.length === 2 && !window.vehicles.some((v) => v[0] === 'YP68 NHC')`,
    car('YP68 NHC', 'rm'),
  );
  e.actFails(VEH, 'Remove LB19 XKM from my vehicles', 'missing_target', 'gauge', `window.vehicles.length === 3`);
  e.holds(VEH, 'an error says LB19 XKM is on permit PRM-4410 and cannot be removed', 'message', 'momentic', {
    prepare: car('LB19 XKM', 'rm'),
  });
  e.fails(VEH, 'LB19 XKM was removed', 'false_claim', 'octomind', { prepare: car('LB19 XKM', 'rm') });
  e.act(
    VEH,
    'Undo the removal',
    'widget',
    'checksum',
    `window.vehicles.length === 3`,
    `${q('#toast button')}.click();`,
    { prepare: car('YP68 NHC', 'rm') },
  );
  e.actFails(
    VEH,
    'Add a grey Kia Niro, registration KR70 WUP',
    'missing_target',
    'browser-use',
    `window.vehicles.length === 3`,
  );
  e.holds(VEH, 'The form says I can only register up to 3 vehicles', 'message', 'momentic', { prepare: addCar });
  e.act(
    VEH,
    'Add vehicle KR70 WUP, Kia Niro, Grey',
    'compound',
    'gauge',
    `window.vehicles.length === 3 && window.vehicles[2][0] === 'KR70 WUP'`,
    addCar,
    { prepare: car('YP68 NHC', 'rm') },
  );
  e.act(
    VEH,
    'Type "KR70 WUP" into the registration box',
    'fill',
    'stagehand',
    `${q('#av-reg')}.value === 'KR70 WUP'`,
    setVal('#av-reg', 'KR70 WUP'),
  );
  e.holds(VEH, 'An error asks for a registration like AB12 CDE', 'message', 'momentic', {
    prepare: `${car('YP68 NHC', 'rm')} ${setVal('#av-reg', 'KR7 WUP')} ${setVal('#av-make', 'Kia Niro')} ${setVal('#av-colour', 'Grey')} ${click('#add-veh button[type=submit]')}`,
  });
  e.fails(VEH, 'there is an error asking me to choose a colour', 'near_miss', 'momentic', {
    prepare: `${car('YP68 NHC', 'rm')} ${setVal('#av-reg', 'KR7 WUP')} ${setVal('#av-make', 'Kia Niro')} ${setVal('#av-colour', 'Grey')} ${click('#add-veh button[type=submit]')}`,
  });
  e.actFails(VEH, 'Edit the Volvo', 'missing_target', 'stagehand', `${q('#dlg-edit')}.hidden`);

  // Penalty notices
  e.act(P, 'open penalty notices', 'widget', 'bug-report', `!${q('#p-pcn')}.hidden`, click('#t-pcn'));
  e.holds(PCN, 'I have 3 unpaid notices totalling £140.00', 'value', 'rainforest');
  e.fails(PCN, 'I have 2 unpaid notices', 'false_claim', 'rainforest');
  e.holds(PCN, 'The notices table shows "Page 1 of 3"', 'value', 'robot-browser');
  e.fails(PCN, 'PCN-88094 is for £70.00', 'near_miss', 'kane-ai');
  e.holds(PCN, 'PCN-87711 was issued to LB19 XKM in Car park A', 'scope', 'reflect');
  e.act(
    PCN,
    'Go to the next page of notices',
    'navigation',
    'testrail-manual',
    `window.pcnPage === 2`,
    click('#pcn-next'),
  );
  e.act(
    PCN,
    'Show page 3',
    'navigation',
    'qa-wolf',
    `window.pcnPage === 3`,
    `${click('#pcn-next')} ${click('#pcn-next')}`,
  );
  e.holds(`${PCN}&page=2`, 'PCN-86590 is under appeal', 'state', 'reflect');
  e.fails(`${PCN}&page=2`, 'PCN-87102 is under appeal', 'near_miss', 'reflect');
  e.holds(`${PCN}&page=3`, 'The Next button is disabled', 'state', 'spreewald');
  e.fails(PCN, 'the Previous button is enabled', 'false_claim', 'spreewald');
  e.actFails(PCN, 'Click Pay', 'ambiguous_target', 'testrigor', `${q('#dlg-pay')}.hidden`);
  e.act(
    PCN,
    'Pay PCN-88094',
    'scope',
    'testrail-manual',
    `!${q('#dlg-pay')}.hidden && ${q('#pp-h')}.textContent.includes('PCN-88094')`,
    row('#pcn-body', 'PCN-88094', 'pay'),
  );
  e.act(
    PCN,
    'Pay the £70.00 notice and confirm the payment',
    'compound',
    'shortest',
    `${pcn('PCN-87711')} === 'Paid' && window.paidPcn.length === 1`,
    `${row('#pcn-body', 'PCN-87711', 'pay')} ${click('#pp-ok')}`,
  );
  e.holds(PCN, 'The dialog button says "Pay £70.00"', 'value', 'robot-browser', {
    prepare: row('#pcn-body', 'PCN-87711', 'pay'),
  });
  e.fails(PCN, 'the dialog asks me to pay £35.00', 'near_miss', 'rainforest', {
    prepare: row('#pcn-body', 'PCN-87711', 'pay'),
  });
  e.act(
    PCN,
    'click on the first pay button',
    'ordinal',
    'bug-report',
    `${q('#pp-h')}.textContent.includes('PCN-88120')`,
    row('#pcn-body', 'PCN-88120', 'pay'),
  );
  e.actFails(`${PCN}&page=2`, 'Pay PCN-87650', 'missing_target', 'testrail-manual', `${q('#dlg-pay')}.hidden`);
  e.holds(PCN, 'After paying PCN-88120, 2 notices are unpaid', 'count', 'rainforest', {
    prepare: `${row('#pcn-body', 'PCN-88120', 'pay')} ${click('#pp-ok')}`,
  });
  e.act(
    PCN,
    'Appeal PCN-88094: "The bay markings were painted over and I had a valid permit."',
    'compound',
    'magnitude',
    `window.appealed !== null && window.appealed.id === 'PCN-88094' && window.appealed.text.includes('bay markings')`,
    appeal('PCN-88094', 'The bay markings were painted over and I had a valid permit.'),
  );
  e.actFails(
    PCN,
    'Appeal PCN-87711 because my permit was on the dashboard the whole day',
    'missing_target',
    'browser-use',
    `window.appealed === null`,
  );
  e.holds(PCN, 'The appeal form says appeals must be made within 28 days', 'message', 'momentic', {
    prepare: appeal('PCN-87711', 'My permit was on the dashboard the whole day.'),
  });
  e.fails(PCN, 'The appeal for PCN-87711 was sent', 'false_claim', 'octomind', {
    prepare: appeal('PCN-87711', 'My permit was on the dashboard the whole day.'),
  });
  e.holds(PCN, 'I should see "at least 20 characters"', 'message', 'rails-web-steps', {
    prepare: appeal('PCN-88120', 'Wrong car'),
  });
  e.holds(PCN, 'PCN-88094 now shows Under appeal', 'state', 'reflect', {
    prepare: appeal('PCN-88094', 'The bay markings were painted over and I had a valid permit.'),
  });
  e.fails(PCN, 'PCN-88120 now shows Under appeal', 'near_miss', 'reflect', {
    prepare: appeal('PCN-88094', 'The bay markings were painted over and I had a valid permit.'),
  });
  e.actFails(
    PCN,
    'Click "Appeal" in the row for PCN-86590',
    'missing_target',
    'testrigor',
    `window.appealed === null`,
    {
      prepare: click('#pcn-next'),
    },
  );
}
