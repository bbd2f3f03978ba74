/** Steps on Brightfield Procure (apps/procure.ts): signing in and supplier invoices. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, later, q, setVal, tick, visible } from '../../entry-scripts';

const LOGIN = '/procure/login';
const INV = '/procure/invoices';

const enter = (selector: string) =>
  `${q(selector)}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`;
const toPassword = later(`${setVal('#em', 'dana.okafor@brightfield.co.uk')} ${click('#cont')} await wait(900);`);
const pwStep = { prepare: toPassword };
const onInvoices = "location.pathname === '/procure/invoices'";
const onLogin = "location.pathname === '/procure/login'";
const row = (id: string, selector: string) => `tr[data-id="${id}"] ${selector}`;
const status = (id: string) => `window.invoices.find((v) => v.id === ${JSON.stringify(id)}).status`;
const menu = (id: string, what: string) => `${click(row(id, '.more'))} ${click(`#row-menu [data-do=${what}]`)}`;
const none = 'window.approved.length === 0';
const dispute1044 = `${menu('INV-1044', 'dispute')} ${setVal('#ds-why', 'Wrong amount')} ${setVal('#ds-text', 'We were charged for 40 lunches but only 32 were delivered')} ${click('#ds-send')}`;

export function procureInvoiceEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'Sign in as dana.okafor@brightfield.co.uk with password Ledger!2027',
    'login',
    'cucumber-web',
    onInvoices,
    later(
      `${setVal('#em', 'dana.okafor@brightfield.co.uk')} ${click('#cont')} await wait(900); ${setVal('#pw', 'Ledger!2027')} ${click('#signin')}`,
    ),
  );
  b.act(
    LOGIN,
    'Log in with {{email}} and {{password}}, remembering this device',
    'login',
    'skyvern',
    `${onInvoices} && location.search.includes('remember=1')`,
    later(
      `${setVal('#em', 'dana.okafor@brightfield.co.uk')} ${click('#cont')} await wait(900); ${setVal('#pw', 'Ledger!2027')} ${tick('#remember')} ${click('#signin')}`,
    ),
    { variables: { email: 'dana.okafor@brightfield.co.uk', password: 'Ledger!2027' } },
  );
  b.actFails(
    LOGIN,
    'Continue with the email dana.okafor@brightfield.com',
    'missing_target',
    'bug-report',
    '!window.pwStep',
  );
  b.holds(LOGIN, "An error says there's no Brightfield Procure account for that email", 'message', 'momentic', {
    prepare: later(`${setVal('#em', 'dana@brightfield.com')} ${click('#cont')} await wait(800);`),
  });
  b.actFails(LOGIN, 'Sign in with SSO', 'missing_target', 'testrigor', '!window.pwStep');
  b.holds(LOGIN, "A message says single sign-on isn't set up for my organisation", 'message', 'momentic', {
    prepare: click('#sso'),
  });
  b.actFails(LOGIN, 'Sign in with the password ledger2027', 'missing_target', 'bug-report', onLogin, pwStep);
  b.holds(LOGIN, 'The page says I am signing in as dana.okafor@brightfield.co.uk', 'message', 'rainforest', pwStep);
  b.fails(LOGIN, 'The "Remember this device for 30 days" box is ticked', 'false_claim', 'spreewald', pwStep);
  b.act(
    LOGIN,
    'Type Ledger!2027 as the password and press Enter',
    'keys',
    'codecept',
    onInvoices,
    `${setVal('#pw', 'Ledger!2027')} ${enter('#pw')}`,
    pwStep,
  );
  b.holds(`${INV}?welcome=1`, 'The page says I am signed in as dana.okafor@brightfield.co.uk', 'message', 'rainforest');

  // ---- The invoice list
  b.holds(INV, 'The page title is "Invoices - Brightfield Procure"', 'page', 'robot-browser');
  b.fails(INV, 'The heading is "Customer invoices"', 'false_claim', 'robot-browser');
  b.holds(INV, 'Outstanding is £37,971.90', 'value', 'kane-ai');
  b.fails(INV, 'Overdue shows £6,490.00', 'false_claim', 'kane-ai');
  b.holds(INV, 'The tabs read All (19), Awaiting approval (5), Overdue (3) and Paid (8)', 'count', 'mabl');
  b.fails(INV, 'The Paid tab shows 7', 'false_claim', 'mabl');
  b.holds(INV, 'INV-1047 from Kestrel Logistics is for £14,250.00', 'scope', 'reflect');
  b.fails(INV, 'INV-1046 is for £7,800.00', 'near_miss', 'reflect');
  b.holds(INV, 'INV-1044 is overdue', 'scope', 'reflect');
  b.fails(INV, 'INV-1045 is overdue', 'near_miss', 'reflect');
  b.fails(INV, 'INV-1049 is due on 9 Aug 2027', 'near_miss', 'kane-ai');

  // ---- Approvals
  b.act(
    INV,
    'Approve INV-1049',
    'scope',
    'gauge',
    "window.approved.includes('INV-1049')",
    click(row('INV-1049', '.approve')),
  );
  b.actFails(INV, 'Click Approve', 'ambiguous_target', 'behat', none);
  b.actFails(INV, 'Approve INV-1047', 'missing_target', 'gauge', none);
  const over = { prepare: later(`${click(row('INV-1047', '.approve'))} await wait(1000);`) };
  b.holds(INV, 'An error says INV-1047 needs a second approver', 'message', 'momentic', over);
  b.fails(INV, 'INV-1047 now shows Approved', 'false_claim', 'rainforest', over);
  b.holds(INV, 'A toast says INV-1049 is approved for payment on 11 Aug 2027', 'message', 'octomind', {
    prepare: later(`${click(row('INV-1049', '.approve'))} await wait(1000);`),
  });
  b.actFails(INV, 'Approve INV-1044', 'missing_target', 'gauge', none);
  b.act(
    INV,
    'Approve the Greyfriars invoice for £7,800.00',
    'scope',
    'browser-use',
    "window.approved.includes('INV-1042')",
    click(row('INV-1042', '.approve')),
  );
  b.actFails(INV, 'Approve the Greyfriars IT Services invoice', 'ambiguous_target', 'browser-use', none);
  b.act(
    INV,
    'Click the first Approve button',
    'ordinal',
    'zerostep',
    "window.approved.includes('INV-1049')",
    click(row('INV-1049', '.approve')),
  );
  b.act(
    INV,
    'Tick INV-1048 and INV-1046 and approve them together',
    'compound',
    'qa-wolf',
    "window.approved.includes('INV-1048') && window.approved.includes('INV-1046')",
    `${tick(row('INV-1048', '.pick'))} ${tick(row('INV-1046', '.pick'))} ${click('#bulk')}`,
  );
  b.actFails(INV, 'Select INV-1047 and INV-1049 and approve the selected invoices', 'missing_target', 'qa-wolf', none);
  b.holds(INV, 'An error says INV-1047 is over my approval limit, so nothing was approved', 'message', 'momentic', {
    prepare: later(
      `${tick(row('INV-1047', '.pick'))} ${tick(row('INV-1049', '.pick'))} ${click('#bulk')} await wait(1000);`,
    ),
  });
  b.fails(INV, 'The bulk bar says 2 selected', 'false_claim', 'kane-ai', { prepare: tick(row('INV-1048', '.pick')) });
  b.act(INV, 'Select every invoice on this page', 'check', 'gauge', 'window.selected.length === 8', tick('#all'));

  // ---- Tabs, search, filters, sorting, pages
  b.act(INV, 'Open the Overdue tab', 'widget', 'checksum', "window.tab === 'Overdue'", click('[data-tab="Overdue"]'));
  b.holds(
    `${INV}?tab=overdue`,
    'Three invoices are overdue, the oldest from Apex Office Supplies',
    'count',
    'webarena',
  );
  b.fails(`${INV}?tab=overdue`, 'INV-1040 is in the Overdue list', 'false_claim', 'mabl');
  b.fails(`${INV}?tab=overdue`, 'INV-1043 is for £3,160.00', 'false_claim', 'kane-ai');
  b.holds(INV, 'Meridian Cleaning Co has 3 invoices, all for £1,450.00', 'count', 'webarena', {
    prepare: setVal('#q', 'Meridian'),
  });
  b.fails(INV, 'Meridian Cleaning Co has an overdue invoice', 'false_claim', 'webarena', {
    prepare: setVal('#q', 'Meridian'),
  });
  b.act(
    INV,
    'Filter by supplier Kestrel Logistics',
    'select',
    'cucumber-web',
    `${q('#sup')}.value === 'Kestrel Logistics'`,
    setVal('#sup', 'Kestrel Logistics'),
  );
  b.holds(INV, 'Kestrel Logistics has 4 invoices', 'count', 'webarena', {
    prepare: setVal('#sup', 'Kestrel Logistics'),
  });
  b.fails(INV, 'Kestrel Logistics has 5 invoices', 'false_claim', 'webarena', {
    prepare: setVal('#sup', 'Kestrel Logistics'),
  });
  b.actFails(
    INV,
    'Filter by supplier Northfield Print Ltd',
    'missing_target',
    'cucumber-web',
    `${q('#sup')}.value === ''`,
  );
  b.act(
    INV,
    'Sort by amount, highest first',
    'widget',
    'checksum',
    "!!window.sort && window.sort.key === 'amount' && window.sort.dir === 'desc'",
    `${click('#sort-amt')} ${click('#sort-amt')}`,
  );
  b.holds(INV, 'After sorting by amount, the first row is INV-1048 for £386.40', 'ordinal', 'midscene', {
    prepare: click('#sort-amt'),
  });
  b.holds(INV, 'The Amount column is sorted ascending', 'state', 'product-verify', { prepare: click('#sort-amt') });
  b.fails(INV, 'The Due column is sorted', 'false_claim', 'product-verify', { prepare: click('#sort-amt') });
  b.act(
    INV,
    'Go to the last page',
    'navigation',
    'webvoyager',
    'window.ipage === 3',
    `${click('#next')} ${click('#next')}`,
  );
  b.holds(`${INV}?page=3`, 'Page 3 shows 3 invoices, including the void INV-1032', 'count', 'mabl');
  b.fails(`${INV}?page=3`, 'INV-1031 is void', 'near_miss', 'reflect');
  b.actFails(INV, 'Go to page 4', 'missing_target', 'testrail-manual', 'window.ipage === 1');

  // ---- Row actions
  b.act(
    INV,
    'Open the actions menu for INV-1044',
    'scope',
    'stagehand',
    `window.menuFor === 'INV-1044' && ${visible('#row-menu')}`,
    click(row('INV-1044', '.more')),
  );
  b.actFails(
    INV,
    'Click More actions',
    'ambiguous_target',
    'testrigor',
    `${hidden('#row-menu')} && window.menuFor === null`,
  );
  b.act(
    INV,
    'Download the PDF of INV-1043',
    'scope',
    'browser-use',
    "window.pdf === 'INV-1043'",
    menu('INV-1043', 'pdf'),
  );
  b.act(
    INV,
    'View invoice INV-1045',
    'scope',
    'gauge',
    `window.viewed === 'INV-1045' && ${visible('#dlg-view')}`,
    menu('INV-1045', 'view'),
  );
  const viewed = { prepare: menu('INV-1045', 'view') };
  b.holds(INV, 'The invoice dialog shows purchase order PO-2027-0345', 'message', 'octomind', viewed);
  b.fails(INV, 'The invoice dialog says it is for £1,210.50', 'false_claim', 'octomind', viewed);
  b.act(
    INV,
    'Mark INV-1044 as paid on 14/07/2027 with reference BACS-20931',
    'compound',
    'mind2web',
    `${status('INV-1044')} === 'Paid'`,
    `${menu('INV-1044', 'paid')} ${setVal('#pd-date', '2027-07-14')} ${setVal('#pd-ref', 'BACS-20931')} ${click('#pd-save')}`,
  );
  b.actFails(
    INV,
    'Mark INV-1044 as paid on 20/07/2027',
    'missing_target',
    'mind2web',
    `${status('INV-1044')} === 'Overdue'`,
  );
  b.holds(INV, "An error says the payment date can't be in the future", 'message', 'momentic', {
    prepare: `${menu('INV-1044', 'paid')} ${setVal('#pd-date', '2027-07-20')} ${click('#pd-save')}`,
  });
  b.actFails(INV, 'Mark INV-1039 as paid', 'missing_target', 'gauge', hidden('#dlg-paid'));
  b.act(
    INV,
    'Raise a dispute on INV-1044 for the wrong amount: "We were charged for 40 lunches but only 32 were delivered"',
    'compound',
    'shortest',
    `${status('INV-1044')} === 'Disputed'`,
    dispute1044,
  );
  b.holds(INV, 'A toast says the dispute was sent to Bramble Catering', 'message', 'octomind', {
    prepare: later(`${dispute1044} await wait(900);`),
  });
  b.actFails(
    INV,
    'Dispute INV-1043 saying "Too much"',
    'missing_target',
    'gauge',
    `${status('INV-1043')} === 'Overdue'`,
  );
  b.holds(INV, 'The dispute form asks me to choose a reason', 'message', 'momentic', {
    prepare: `${menu('INV-1043', 'dispute')} ${click('#ds-send')}`,
  });
  b.actFails(INV, 'Raise a dispute on INV-1032', 'missing_target', 'gauge', hidden('#dlg-dispute'));
  b.act(INV, 'Export the invoices as CSV', 'click', 'gauge', 'window.exported === true', click('#export'));
  b.actFails(INV, 'Delete INV-1048', 'missing_target', 'testrigor', 'window.invoices.length === 19');
  b.actFails(INV, 'Put INV-1044 on hold', 'missing_target', 'browser-use', none);
}
