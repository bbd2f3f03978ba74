/** Steps on Brightfield Procure (apps/procure.ts): a new purchase order and the supplier directory. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, q, setVal, tick, visible } from '../../entry-scripts';

const PO = '/procure/po/new';
const POF = `${PO}?supplier=kestrel&filled=1`;
const APEX = `${PO}?supplier=apex&filled=1`;
const SUP = '/procure/suppliers';

const line = (n: number, cls: string) => `#lines tr:nth-child(${n}) .${cls}`;
const submitted = 'window.submitted === null';
const submitLater = { prepare: later(`${click('#submit')} await wait(1300);`) };
const spendLoaded = { prepare: later('await wait(1300);') };
const card = (id: string, cls: string) => `[data-id="${id}"] .${cls}`;
const onSuppliers = "location.pathname === '/procure/suppliers'";
const invite = (name: string, email: string, cat: string) =>
  `${click('#invite')} ${setVal('#iv-name', name)} ${setVal('#iv-mail', email)} ${setVal('#iv-cat', cat)} ${click('#iv-send')}`;

export function procureOrderEntries(b: EntryBuilder): void {
  // ---- A new purchase order
  b.holds(PO, 'The heading is "New purchase order" and the order number is PO-2027-0418', 'page', 'robot-browser');
  b.holds(PO, 'The total is £411.60 including £68.60 VAT', 'value', 'kane-ai');
  b.fails(PO, 'The subtotal is £353.00', 'false_claim', 'kane-ai');
  b.fails(PO, 'The order number is PO-2027-0481', 'false_claim', 'kane-ai');
  b.holds(PO, 'Line 2 comes to £128.00', 'scope', 'kane-ai');
  b.fails(PO, 'Line 1 comes to £128.00', 'near_miss', 'kane-ai');
  b.act(
    PO,
    'Choose Kestrel Logistics as the supplier',
    'widget',
    'checksum',
    "window.supplier === 'kestrel'",
    later(`${setVal('#sup', 'Kest')} await wait(800); ${click('#sup-list [data-value="kestrel"]')}`),
  );
  b.actFails(PO, 'Choose Acme Stationery as the supplier', 'missing_target', 'testrigor', '!window.supplier');
  const north = { prepare: later(`${setVal('#sup', 'north')} await wait(900);`) };
  b.holds(PO, 'Typing "north" suggests 2 suppliers', 'count', 'mabl', north);
  b.fails(PO, 'Typing "north" suggests 3 suppliers', 'false_claim', 'mabl', north);
  b.holds(PO, 'Northfield Print Ltd is suggested as onboarding', 'scope', 'reflect', north);
  b.act(
    PO,
    'Set the quantity on line 1 to 25',
    'fill',
    'stagehand',
    'Number(window.lines[0].q) === 25',
    setVal(line(1, 'q'), '25'),
  );
  b.holds(PO, 'With 25 boxes of paper the total is £798.60', 'value', 'rainforest', {
    prepare: setVal(line(1, 'q'), '25'),
  });
  b.act(PO, 'Remove line 2', 'click', 'gauge', 'window.lines.length === 1', click('[aria-label="Remove line 2"]'));
  b.actFails(PO, 'Remove line 3', 'missing_target', 'gauge', 'window.lines.length === 2');
  b.actFails(PO, 'Click Remove', 'ambiguous_target', 'behat', 'window.lines.length === 2');
  b.act(
    PO,
    'Add a line: "Desk fan, 16 inch", 3 at £24.99',
    'compound',
    'qa-wolf',
    "window.lines.length === 3 && window.lines[2].d === 'Desk fan, 16 inch' && Number(window.lines[2].q) === 3 && Number(window.lines[2].p) === 24.99",
    `${click('#add-line')} ${setVal(line(3, 'd'), 'Desk fan, 16 inch')} ${setVal(line(3, 'q'), '3')} ${setVal(line(3, 'p'), '24.99')}`,
  );
  b.act(
    PO,
    'Set the VAT rate on line 2 to 0%',
    'select',
    'cucumber-web',
    'window.lines[1].v === 0',
    setVal(line(2, 'v'), '0'),
  );
  b.act(PO, 'Charge it to Marketing', 'select', 'gauge', `${q('#cc')}.value === 'CC-300'`, setVal('#cc', 'CC-300'));
  b.holds(PO, 'The Marketing cost centre has £1,200.00 left this quarter', 'message', 'reflect', {
    prepare: setVal('#cc', 'CC-300'),
  });
  b.fails(PO, 'The Marketing cost centre has £12,500.00 left', 'false_claim', 'reflect', {
    prepare: setVal('#cc', 'CC-300'),
  });
  b.act(
    PO,
    'Set Needed by to 30/07/2027',
    'fill',
    'cucumber-web',
    `${q('#need')}.value === '2027-07-30'`,
    setVal('#need', '2027-07-30'),
  );
  b.act(
    PO,
    'Write "Please deliver to the loading bay" in the notes',
    'fill',
    'testrigor',
    `${q('#notes')}.value === 'Please deliver to the loading bay'`,
    setVal('#notes', 'Please deliver to the loading bay'),
  );
  b.fails(PO, 'The Urgent box is ticked', 'false_claim', 'spreewald');
  b.act(
    PO,
    'Expand "Approval rules"',
    'widget',
    'checksum',
    `${q('#acc-rules')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-rules'),
  );
  b.holds(PO, 'The approval rules say orders over £5,000 go to the Finance Director', 'message', 'reflect', {
    prepare: click('#acc-rules'),
  });
  b.fails(PO, 'The approval rules say orders over £10,000 go to the Finance Director', 'false_claim', 'reflect', {
    prepare: click('#acc-rules'),
  });
  b.act(
    PO,
    'Preview the order',
    'widget',
    'gauge',
    `window.previewed === true && ${visible('#dlg-prev')}`,
    click('#preview'),
  );
  b.holds(POF, 'The preview shows the order to Kestrel Logistics for £411.60 including VAT', 'frames', 'octomind', {
    prepare: click('#preview'),
  });
  b.fails(POF, 'The preview says the goods go to Warehouse, Wakefield', 'false_claim', 'octomind', {
    prepare: click('#preview'),
  });
  b.actFails(POF, 'Print the preview', 'missing_target', 'browser-use', 'window.submitted === null && !window.draft', {
    prepare: click('#preview'),
  });
  b.act(PO, 'Save as draft', 'click', 'gauge', 'window.draft === true', click('#draft'));
  b.act(POF, 'Submit for approval', 'click', 'robot-browser', 'window.submitted !== null', click('#submit'));
  b.holds(
    POF,
    'After submitting, the order is waiting for Marcus Webb to approve it',
    'message',
    'octomind',
    submitLater,
  );
  b.fails(
    POF,
    'After submitting, the order is waiting for the Finance Director',
    'false_claim',
    'octomind',
    submitLater,
  );
  b.act(
    PO,
    'Submit the order without filling anything in',
    'click',
    'bug-report',
    `${q('#po-err')}.children.length === 3`,
    click('#submit'),
  );
  b.holds(PO, 'One of the errors asks me to choose a cost centre', 'message', 'momentic', {
    prepare: click('#submit'),
  });
  b.actFails(APEX, 'Submit for approval', 'missing_target', 'robot-browser', submitted);
  b.holds(APEX, 'An error says Apex Office Supplies is on hold', 'message', 'momentic', submitLater);
  b.actFails(
    POF,
    'Charge the order to Marketing with 60 boxes of paper and submit it for approval',
    'missing_target',
    'shortest',
    submitted,
  );
  b.holds(
    POF,
    'An error says the order is more than the £1,200.00 left in the Marketing budget',
    'message',
    'momentic',
    {
      prepare: later(`${setVal('#cc', 'CC-300')} ${setVal(line(1, 'q'), '60')} ${click('#submit')} await wait(1300);`),
    },
  );
  b.act(
    POF,
    'Raise the paper to 300 boxes and submit',
    'compound',
    'shortest',
    '!!window.submitted && window.submitted.total > 5000',
    `${setVal(line(1, 'q'), '300')} ${click('#submit')}`,
  );
  b.actFails(POF, 'Set Needed by to 10/07/2027 and submit', 'missing_target', 'mind2web', submitted);
  b.actFails(PO, 'Attach the quote PDF', 'missing_target', 'browser-use', `!window.draft && ${submitted}`);
  b.actFails(
    PO,
    'Choose Northgate Clinic as the delivery address',
    'missing_target',
    'testrigor',
    `${q('#ship')}.value === 'Head office, Leeds'`,
  );

  // ---- Suppliers
  b.holds(SUP, '7 suppliers are listed', 'count', 'webarena');
  b.fails(SUP, '8 suppliers are listed', 'false_claim', 'webarena');
  b.holds(SUP, 'Apex Office Supplies is on hold', 'scope', 'reflect');
  b.fails(SUP, 'Bramble Catering is on hold', 'near_miss', 'reflect');
  b.holds(SUP, 'Meridian Cleaning Co has the best rating, 4.8', 'ordinal', 'webarena');
  b.fails(SUP, 'Kestrel Logistics is rated 4.4', 'near_miss', 'reflect');
  b.fails(SUP, 'Greyfriars IT Services is on Net 14 terms', 'near_miss', 'reflect');
  b.holds(SUP, "Northfield Print Ltd's Raise PO button is disabled", 'state', 'spreewald');
  b.fails(SUP, "Kestrel Logistics' Raise PO button is disabled", 'near_miss', 'spreewald');
  b.act(
    SUP,
    'Raise a PO with Meridian Cleaning Co',
    'scope',
    'gauge',
    "location.pathname === '/procure/po/new' && location.search.includes('supplier=meridian')",
    click(card('meridian', 'raise')),
  );
  b.actFails(SUP, 'Raise a PO with Apex Office Supplies', 'missing_target', 'gauge', onSuppliers);
  b.actFails(SUP, 'Click Raise PO', 'ambiguous_target', 'behat', onSuppliers);
  b.act(
    SUP,
    'Click the second View button',
    'ordinal',
    'zerostep',
    "window.viewing === 'bramble'",
    click(card('bramble', 'view')),
  );
  b.holds(SUP, "Apex's details say its insurance certificate expired on 30 June 2027", 'message', 'reflect', {
    prepare: click(card('apex', 'view')),
  });
  b.act(
    SUP,
    'Filter by the IT category',
    'select',
    'cucumber-web',
    `${q('#cat')}.value === 'IT'`,
    setVal('#cat', 'IT'),
  );
  b.holds(SUP, 'Greyfriars IT Services is the only IT supplier', 'count', 'webarena', {
    prepare: setVal('#cat', 'IT'),
  });
  b.act(SUP, 'Show preferred suppliers only', 'check', 'checksum', `${q('#pref')}.checked`, tick('#pref'));
  b.holds(SUP, '4 suppliers are preferred', 'count', 'webarena', { prepare: tick('#pref') });
  b.fails(SUP, 'Meridian Cleaning Co is a preferred supplier', 'near_miss', 'reflect');
  b.holds(SUP, 'Wait for the spend summary to load', 'wait', 'midscene');
  b.holds(SUP, 'Spend this year is £182,430.00', 'frames', 'kane-ai', spendLoaded);
  b.fails(SUP, 'Spend this year is £128,430.00', 'false_claim', 'kane-ai', spendLoaded);
  b.act(
    SUP,
    'Show spend by supplier',
    'frames',
    'checksum',
    "window.spendView === 's'",
    `${inShadow('#spend', '#b-s')}.click();`,
    spendLoaded,
  );
  b.holds(SUP, 'Kestrel Logistics is the biggest spend at £64,100.00', 'frames', 'webarena', {
    prepare: later(`await wait(1300); ${inShadow('#spend', '#b-s')}.click();`),
  });
  b.fails(SUP, 'Q2 spend was £61,200.00', 'near_miss', 'kane-ai', spendLoaded);
  b.act(
    SUP,
    'Rate Bramble Catering 5 stars and say they delivered on time',
    'compound',
    'shortest',
    "!!window.rated && window.rated.id === 'bramble' && window.rated.stars === 5 && window.rated.onTime",
    `${click(card('bramble', 'rate'))} ${click('#stars [data-n="5"]')} ${tick('#rt-time')} ${click('#rt-send')}`,
  );
  b.actFails(SUP, 'Click Rate', 'ambiguous_target', 'behat', hidden('#dlg-rate'));
  b.act(
    SUP,
    'Submit the rating without choosing any stars',
    'click',
    'bug-report',
    `${q('#rt-err')}.textContent === 'Choose a star rating'`,
    click('#rt-send'),
    { prepare: click(card('meridian', 'rate')) },
  );
  b.act(
    SUP,
    'Invite Harlow Packaging (sales@harlowpack.example) as a Logistics supplier',
    'compound',
    'shortest',
    "!!window.invited && window.invited.email === 'sales@harlowpack.example'",
    invite('Harlow Packaging', 'sales@harlowpack.example', 'Logistics'),
  );
  b.actFails(
    SUP,
    'Invite Northwind Medical, sales@northwind.example, in the Medical category',
    'missing_target',
    'shortest',
    'window.invited === null',
  );
  b.holds(SUP, 'An error says the domain northwind.example is already registered', 'message', 'momentic', {
    prepare: later(`${invite('Northwind Medical', 'sales@northwind.example', 'Medical')} await wait(1000);`),
  });
  b.actFails(
    SUP,
    'Invite Harlow Packaging with the email harlowpack.example as a Logistics supplier',
    'missing_target',
    'bug-report',
    'window.invited === null',
  );
  b.actFails(SUP, 'Block Apex Office Supplies', 'missing_target', 'browser-use', 'window.viewing === null');
  b.actFails(SUP, 'Sort the suppliers by rating', 'missing_target', 'checksum', `${q('#cat')}.value === ''`);
}
