/** Steps for Shelfwise's cycle count (`apps/stock.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from '../../entry-scripts';

const S = '/stock/count';
const S2 = '/stock/count?page=2';
const ALL = '/stock/count?counted=all';
const ADJ = '/stock/count?tab=adj';
const HIST = '/stock/count?tab=hist';

const qty = (sku: string) => `#lines tr[data-sku="${sku}"] .qty`;
const counted = (sku: string) => `window.lines.filter((l) => l.sku === ${JSON.stringify(sku)})[0].counted`;
const count = (sku: string, n: string) => setVal(qty(sku), n);
const why = (sku: string, r: string) => setVal(`#lines tr[data-sku="${sku}"] .why`, r);
const scan = (code: string) => `${setVal('#scan', code)} ${click('#scan-go')}`;
const menu = (item: string) => `${click('#more')} ${click(item)}`;
const adj = (sku: string, n: string, date: string, reason: string, code = '') =>
  `${setVal('#ad-sku', sku)} ${setVal('#ad-qty', n)} ${setVal('#ad-date', date)} ${tick(`input[name=ad-why][value="${reason}"]`)} ${code ? setVal('#ad-code', code) : ''} ${click('#adj button[type=submit]')}`;
const row = (body: string, id: string, what: string) => click(`${body} tr[data-id="${id}"] .${what}`);

export function stockEntries(e: EntryBuilder): void {
  // The sheet
  e.holds(S, 'the heading says "Cycle count CC-2291: Aisle 14"', 'page', 'robot-browser');
  e.holds(S, '6 of 10 lines are counted', 'value', 'kane-ai');
  e.fails(S, '4 of 10 lines are counted', 'near_miss', 'kane-ai');
  e.holds(S, 'The count is assigned to Jordan Mills', 'value', 'reflect');
  e.fails(S, 'Dana Whitfield is counting this aisle', 'near_miss', 'reflect');
  e.holds(S, 'SKU-1043 is 6 short', 'value', 'mabl');
  e.fails(S, 'SKU-1042 is 6 short', 'near_miss', 'mabl');
  e.holds(S, 'The expected quantity for wall plugs 6 mm is 16', 'scope', 'kane-ai');
  e.fails(S, 'the expected quantity for SKU-2210 is 30', 'near_miss', 'kane-ai');
  e.holds(S, 'SKU-2210 has not been counted yet', 'state', 'reflect');
  e.fails(S, 'SKU-2214 has not been counted yet', 'near_miss', 'reflect');
  e.holds(S, 'Cable ties 200 mm are in bin 14-B-01', 'scope', 'reflect');
  e.holds(S, 'A reason must be chosen for SKU-3307', 'state', 'midscene');
  e.fails(S, 'The count is waiting for approval', 'false_claim', 'octomind');
  e.holds(S, 'the sheet table has 5 rows', 'count', 'mink');

  // Counting
  e.act(
    S,
    'Enter 45 as the counted quantity for SKU-2210',
    'scope',
    'mind2web',
    `${counted('SKU-2210')} === 45`,
    count('SKU-2210', '45'),
  );
  e.act(
    S,
    'type 44 in the qty box of cable ties 200mm',
    'scope',
    'bug-report',
    `${counted('SKU-2210')} === 44`,
    count('SKU-2210', '44'),
  );
  e.actFails(
    S,
    'Enter 40 in the Qty field',
    'ambiguous_target',
    'testrigor',
    `${counted('SKU-2210')} === -1 && window.lines.filter((l) => l.counted === 40).length === 0`,
  );
  e.act(
    S,
    'Change the count for the 300 mm brackets to 118',
    'scope',
    'stagehand',
    `${counted('SKU-1042')} === 118`,
    count('SKU-1042', '118'),
  );
  e.holds(S, 'After entering 118 for SKU-1042, its variance shows -2', 'value', 'rainforest', {
    prepare: count('SKU-1042', '118'),
  });
  e.act(
    S,
    'Fill in the Qty of the third line with 45',
    'ordinal',
    'zerostep',
    `${counted('SKU-2210')} === 45`,
    count('SKU-2210', '45'),
  );
  e.actFails(
    S,
    'Enter 12 for SKU-9001',
    'missing_target',
    'mind2web',
    `window.lines.filter((l) => l.counted === 12).length === 1`,
  );
  e.act(
    S,
    'Choose "Damaged" as the reason for SKU-3307',
    'select',
    'rails-web-steps',
    `window.lines[4].reason === 'Damaged'`,
    why('SKU-3307', 'Damaged'),
  );
  e.act(
    S,
    'Select Miscounted in the reason dropdown',
    'select',
    'stagehand',
    `window.lines[4].reason === 'Miscounted'`,
    why('SKU-3307', 'Miscounted'),
  );
  e.actFails(
    S,
    'Choose "Theft" as the reason for SKU-1043',
    'missing_target',
    'rails-web-steps',
    `window.lines[1].reason === ''`,
  );
  e.act(
    S2,
    'Count SKU-3309 as 16 and SKU-4125 as 150',
    'compound',
    'testrail-manual',
    `${counted('SKU-3309')} === 16 && ${counted('SKU-4125')} === 150`,
    `${count('SKU-3309', '16')} ${count('SKU-4125', '150')}`,
  );
  e.holds(S2, 'Masking tape 48 mm expects 150', 'scope', 'kane-ai');
  e.fails(S2, 'Safety gloves, medium expect 150', 'near_miss', 'kane-ai');

  // Scanning
  e.act(
    S,
    'Scan barcode 5012345002210',
    'fill',
    'gauge',
    `${counted('SKU-2210')} === 1 && window.scans === 1`,
    scan('5012345002210'),
  );
  e.act(
    S,
    'Type 5012345002210 into "Scan or type a barcode" and press Enter',
    'keys',
    'testrigor',
    `window.scans === 1`,
    `${setVal('#scan', '5012345002210')} ${q('#scan')}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`,
  );
  e.holds(S, 'The scanner message says 1 counted for SKU-2210', 'message', 'midscene', {
    prepare: scan('5012345002210'),
  });
  e.actFails(S, 'Scan the barcode 5012345009999', 'missing_target', 'gauge', `window.scans === 0`);
  e.holds(S, 'an error says barcode 5012345009999 is not on this count', 'message', 'momentic', {
    prepare: scan('5012345009999'),
  });
  e.fails(S, 'the scan of 5012345009999 was counted', 'false_claim', 'octomind', { prepare: scan('5012345009999') });

  // Blind count, recount, pages
  e.act(
    S,
    'Switch on blind count',
    'widget',
    'checksum',
    `${q('#sw-blind')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-blind'),
  );
  e.holds(S, 'With blind count on, the Expected column is hidden', 'state', 'magnitude', {
    prepare: click('#sw-blind'),
  });
  e.fails(S, 'Blind count is on', 'false_claim', 'reflect');
  e.actFails(S, 'Click Recount', 'ambiguous_target', 'robot-browser', `window.lines.every((l) => !l.recount)`);
  e.act(
    S,
    'Ask for a recount of the wall plugs 6mm',
    'scope',
    'browser-use',
    `window.lines[4].recount && window.lines.filter((l) => l.recount).length === 1`,
    click('#lines tr[data-sku="SKU-3307"] .recount'),
  );
  e.holds(S, 'A toast says a recount was requested for SKU-3307', 'widget', 'octomind', {
    prepare: click('#lines tr[data-sku="SKU-3307"] .recount'),
  });
  e.fails(S, 'SKU-3309 shows Recount requested', 'near_miss', 'reflect', {
    prepare: click('#lines tr[data-sku="SKU-3307"] .recount'),
  });
  e.act(S, 'Next page', 'navigation', 'testrail-manual', `window.sheetPage === 2`, click('#s-next'));
  e.holds(S2, 'Page 2 of 2 is shown', 'value', 'robot-browser');
  e.fails(S2, 'SKU-1042 is listed on this page', 'false_claim', 'rainforest');
  e.act(S2, 'Go back to the first page', 'navigation', 'qa-wolf', `window.sheetPage === 1`, click('#s-prev'));

  // Saving and submitting
  e.act(S, 'Save the count', 'click', 'checksum', `window.saved !== null`, click('#save'));
  e.act(
    S,
    'Enter 45 for SKU-2210, then save',
    'compound',
    'qa-wolf',
    `window.saved !== null && window.saved[2][1] === 45`,
    `${count('SKU-2210', '45')} ${click('#save')}`,
  );
  e.actFails(
    S,
    'Submit the count for approval',
    'missing_target',
    'browser-use',
    `window.submitted === false && ${q('#dlg-submit')}.hidden`,
  );
  e.holds(S, 'The sheet says 4 lines have not been counted yet', 'message', 'momentic', { prepare: click('#submit') });
  e.fails(S, 'The error says 6 lines have not been counted', 'near_miss', 'momentic', { prepare: click('#submit') });
  e.holds(ALL, 'An error asks for a reason for SKU-3307', 'message', 'momentic', { prepare: click('#submit') });
  e.fails(ALL, 'An error asks for a reason for SKU-1043', 'near_miss', 'momentic', { prepare: click('#submit') });
  e.act(
    ALL,
    'Give SKU-3307 the reason "Damaged" and submit it for approval, confirming',
    'compound',
    'shortest',
    `window.submitted === true && window.lines[4].reason === 'Damaged'`,
    `${why('SKU-3307', 'Damaged')} ${click('#submit')} ${click('#sm-ok')}`,
  );
  e.holds(ALL, 'the status is "Waiting for approval"', 'value', 'robot-browser', {
    prepare: `${why('SKU-3307', 'Damaged')} ${click('#submit')} ${click('#sm-ok')}`,
  });
  e.act(ALL, 'In the confirmation, press Submit', 'scope', 'stagehand', `window.submitted === true`, click('#sm-ok'), {
    prepare: `${why('SKU-3307', 'Damaged')} ${click('#submit')}`,
  });
  e.fails(ALL, 'CC-2291 was sent to Dana Whitfield', 'false_claim', 'octomind', {
    prepare: `${why('SKU-3307', 'Damaged')} ${click('#submit')} ${click('#dlg-submit [data-dismiss]')}`,
  });

  // The More menu
  e.act(S, 'Open the More menu', 'widget', 'checksum', `!${q('#more-menu')}.hidden`, click('#more'));
  e.act(S, 'Print the count sheet', 'widget', 'browser-use', `window.printed === true`, menu('#mi-print'));
  e.holds(S, 'a toast says the sheet went to printer LDS-2', 'widget', 'octomind', { prepare: menu('#mi-print') });
  e.act(
    S,
    'Reassign the count to Priya Nair',
    'compound',
    'mind2web',
    `window.assignee === 'Priya Nair'`,
    `${menu('#mi-assign')} ${setVal('#as-who', 'Priya Nair')} ${click('#as-ok')}`,
  );
  e.holds(S, 'The count is now assigned to Owen Clarke', 'value', 'reflect', {
    prepare: `${menu('#mi-assign')} ${setVal('#as-who', 'Owen Clarke')} ${click('#as-ok')}`,
  });
  e.fails(S, 'The count is now assigned to Priya Nair', 'near_miss', 'reflect', {
    prepare: `${menu('#mi-assign')} ${setVal('#as-who', 'Owen Clarke')} ${click('#as-ok')}`,
  });
  e.actFails(
    S,
    'Reassign the count to Marta Lopez',
    'missing_target',
    'mind2web',
    `window.assignee === 'Jordan Mills'`,
  );
  e.act(
    S,
    'Cancel the count and confirm',
    'compound',
    'qa-wolf',
    `window.cancelledCount === true`,
    `${menu('#mi-cancel')} ${click('#cc-ok')}`,
  );
  e.act(
    S,
    'Click "Keep counting"',
    'click',
    'mink',
    `${q('#dlg-cancel')}.hidden && window.cancelledCount === false`,
    click('#dlg-cancel [data-dismiss]'),
    { prepare: menu('#mi-cancel') },
  );
  e.holds(S, 'After cancelling, the Submit for approval button is disabled', 'state', 'spreewald', {
    prepare: `${menu('#mi-cancel')} ${click('#cc-ok')}`,
  });
  e.fails(S, 'the Submit for approval button is disabled', 'false_claim', 'spreewald');
  e.actFails(S, 'Export the count from the More menu', 'missing_target', 'stagehand', `window.exported === undefined`);

  // Adjustments
  e.act(S, 'open the adjustments tab', 'widget', 'bug-report', `!${q('#p-adj')}.hidden`, click('#t-adj'));
  e.holds(ADJ, 'ADJ-771 took 3 off SKU-4125 as damaged', 'scope', 'reflect');
  e.fails(ADJ, 'ADJ-770 was for damaged stock', 'near_miss', 'reflect');
  e.act(
    ADJ,
    'Record an adjustment of -4 for SKU-3307, damaged, dated 9 March 2027',
    'compound',
    'mind2web',
    `window.adjustments.length === 3 && window.adjustments[0][1] === 'SKU-3307' && window.adjustments[0][2] === -4`,
    adj('SKU-3307', '-4', '2027-03-09', 'Damaged'),
  );
  e.act(
    ADJ,
    'Enter "SKU-1042" in the SKU field',
    'fill',
    'rails-web-steps',
    `${q('#ad-sku')}.value === 'SKU-1042'`,
    setVal('#ad-sku', 'SKU-1042'),
  );
  e.act(
    ADJ,
    'choose Returned to supplier',
    'check',
    'bug-report',
    `${q('input[name=ad-why][value="Returned to supplier"]')}.checked`,
    tick('input[name=ad-why][value="Returned to supplier"]'),
  );
  e.actFails(
    ADJ,
    'Record +6 found for SKU-2214 dated 12 March 2027',
    'missing_target',
    'mind2web',
    `window.adjustments.length === 2`,
  );
  e.holds(ADJ, 'an error says the adjustment date cannot be in the future', 'message', 'momentic', {
    prepare: adj('SKU-2214', '6', '2027-03-12', 'Found'),
  });
  e.actFails(
    ADJ,
    'Adjust SKU-9999 by -2 as damaged, today',
    'missing_target',
    'browser-use',
    `window.adjustments.length === 2`,
  );
  e.holds(ADJ, 'The form says SKU-9999 is not in this warehouse', 'message', 'magnitude', {
    prepare: adj('SKU-9999', '-2', '2027-03-10', 'Damaged'),
  });
  e.holds(ADJ, 'Recording -60 for SKU-4120 without a code asks for a manager code', 'message', 'momentic', {
    prepare: adj('SKU-4120', '-60', '2027-03-10', 'Damaged'),
  });
  e.actFails(
    ADJ,
    'Record -60 damaged for SKU-4120 on 10 March 2027 with manager code 1234',
    'missing_target',
    'shortest',
    `window.adjustments.length === 2`,
  );
  e.fails(ADJ, 'ADJ-772 was recorded for SKU-4120', 'false_claim', 'octomind', {
    prepare: adj('SKU-4120', '-60', '2027-03-10', 'Damaged', '1234'),
  });
  e.act(
    ADJ,
    'Record -60 damaged for SKU-4120 on 10 March 2027 with manager code 4471',
    'compound',
    'shortest',
    `window.adjustments.length === 3 && window.adjustments[0][2] === -60`,
    adj('SKU-4120', '-60', '2027-03-10', 'Damaged', '4471'),
  );
  e.actFails(ADJ, 'Click Reverse', 'ambiguous_target', 'robot-browser', `window.adjustments.every((a) => !a[5])`);
  e.act(
    ADJ,
    'Reverse ADJ-770',
    'scope',
    'testrail-manual',
    `window.adjustments[1][5] === true && window.adjustments[0][5] === false`,
    row('#adj-body', 'ADJ-770', 'rev'),
  );
  e.fails(ADJ, 'ADJ-771 has been reversed', 'near_miss', 'reflect', { prepare: row('#adj-body', 'ADJ-770', 'rev') });

  // History
  e.act(S, 'Open History', 'widget', 'checksum', `!${q('#p-hist')}.hidden`, click('#t-hist'));
  e.holds(HIST, 'The last count of Aisle 14 was rejected', 'scope', 'mabl');
  e.fails(HIST, 'CC-2288 was rejected', 'near_miss', 'reflect');
  e.holds(HIST, 'CC-2290 had 98.5% accuracy', 'value', 'kane-ai');
  e.fails(HIST, 'CC-2285 had 96.1% accuracy', 'near_miss', 'kane-ai');
  e.act(
    HIST,
    'View CC-2288',
    'scope',
    'testrail-manual',
    `window.viewed === 'CC-2288'`,
    row('#hist-body', 'CC-2288', 'view'),
  );
  e.act(
    HIST,
    'Export the aisle 13 count as CSV',
    'scope',
    'stagehand',
    `window.exported === 'CC-2290'`,
    row('#hist-body', 'CC-2290', 'csv'),
  );
  e.actFails(HIST, 'Click Export CSV', 'ambiguous_target', 'testrigor', `window.exported === undefined`);
  e.act(
    HIST,
    'click the last View button',
    'ordinal',
    'zerostep',
    `window.viewed === 'CC-2285'`,
    row('#hist-body', 'CC-2285', 'view'),
  );
  e.actFails(HIST, 'View count CC-2279', 'missing_target', 'testrail-manual', `window.viewed === undefined`);
  e.fails(HIST, 'History lists 4 counts', 'false_claim', 'mink');
}
