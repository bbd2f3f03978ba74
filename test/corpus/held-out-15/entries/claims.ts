/** Steps for Claimwise's claims list, claim page and approvals (`apps/claims.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LIST = '/claims/list';
const P2 = '/claims/list?page=2';
const CLAIM = '/claims/claim?id=EX-3111';
const DONE = '/claims/claim?id=EX-3109';
const APPROVALS = '/claims/approvals';

const claim = (ref: string) => `window.claims.filter((c) => c.ref === ${JSON.stringify(ref)})[0]`;
const withdraw = (ref: string) => click(`#rows tr[data-ref="${ref}"] .withdraw`);
const newClaim = (title: string) => `${click('#new')} ${setVal('#nc-title', title)}`;
const line = (id: string, what: string) => click(`#lines tr[data-id="${id}"] .${what}`);
const attach = (id: string, file: string) =>
  `${line(id, 'att')} ${tick(`input[name=inbox][value="${file}"]`)} ${click('#at-ok')}`;
const expense = (date: string, cat: string, merch: string, amt: string) =>
  `${setVal('#x-date', date)} ${setVal('#x-cat', cat)} ${setVal('#x-merch', merch)} ${setVal('#x-amt', amt)}`;
const approver = (value: string) => `${click('#ap')} ${click(`#ap-list [data-value="${value}"]`)}`;
const card = (id: string, what: string) => click(`#cards article[data-id="${id}"] .${what}`);

export function claimsEntries(e: EntryBuilder): void {
  // My claims
  e.holds(LIST, 'the table should have 5 rows', 'count', 'mink');
  e.fails(LIST, 'There are 12 claims in total', 'false_claim', 'webarena');
  e.holds(LIST, 'Verify Paid this year is £587.09', 'value', 'kane-ai');
  e.fails(LIST, 'Verify Awaiting approval is £349.00', 'near_miss', 'kane-ai');
  e.holds(LIST, 'EX-3110 is awaiting approval with a total of £412.60', 'scope', 'reflect');
  e.fails(LIST, 'Client dinner was approved', 'near_miss', 'reflect');
  e.fails(LIST, 'Train to Leeds is still a draft', 'near_miss', 'reflect');
  e.fails(LIST, 'Conference tickets came to £188.00', 'near_miss', 'reflect');
  e.fails(LIST, 'Team offsite Lisbon was submitted on 2 Mar 2027', 'near_miss', 'kane-ai');
  e.holds(LIST, 'Page 1 of 3 is shown and Previous is disabled', 'state', 'magnitude');
  e.fails(LIST, 'The Next button is disabled', 'false_claim', 'spreewald');
  e.fails(LIST, 'Home office chair is listed on this page', 'false_claim', 'mabl');
  e.act(LIST, 'Next page', 'navigation', 'testrail-manual', `window.page === 2`, click('#next'));
  e.holds(P2, 'Taxi to airport is approved', 'scope', 'reflect');
  e.fails(P2, 'Software licence has been paid', 'near_miss', 'reflect');
  e.fails(P2, 'Hotel Manchester cost £249.99', 'near_miss', 'kane-ai');
  e.fails(P2, 'EX-3104 was submitted on 28 Jan 2027', 'near_miss', 'kane-ai');
  e.act(
    LIST,
    'Open claim EX-3109',
    'click',
    'gauge',
    `location.pathname === '/claims/claim' && location.search.includes('EX-3109')`,
    click('#rows tr[data-ref="EX-3109"] a.button'),
  );
  e.act(
    LIST,
    'click View on the second row',
    'ordinal',
    'zerostep',
    `location.pathname === '/claims/claim' && location.search.includes('EX-3110')`,
    click('#rows tr[data-ref="EX-3110"] a.button'),
  );
  e.actFails(LIST, 'Click "View"', 'ambiguous_target', 'testrigor', `location.pathname === '/claims/list'`);
  e.actFails(LIST, 'Open claim EX-3099', 'missing_target', 'gauge', `location.pathname === '/claims/list'`);
  e.act(
    LIST,
    'Withdraw the Team offsite Lisbon claim',
    'scope',
    'browser-use',
    `window.withdrawn === 'EX-3110'`,
    withdraw('EX-3110'),
  );
  e.holds(LIST, 'After withdrawing EX-3110 the Drafts tile shows 3', 'value', 'rainforest', {
    prepare: withdraw('EX-3110'),
  });
  e.actFails(LIST, 'press Withdraw', 'ambiguous_target', 'mink', `window.withdrawn === null`);
  e.actFails(
    LIST,
    'Withdraw my conference tickets claim',
    'missing_target',
    'browser-use',
    `window.withdrawn === null && ${claim('EX-3109')}.status === 'Approved'`,
  );
  e.holds(LIST, 'An error says only submitted claims can be withdrawn', 'message', 'momentic', {
    prepare: withdraw('EX-3109'),
  });
  e.fails(LIST, 'EX-3109 shows Draft now', 'near_miss', 'octomind', { prepare: withdraw('EX-3109') });
  e.act(
    LIST,
    'Search for "train"',
    'fill',
    'testrigor',
    `document.querySelectorAll('#rows tr').length === 1`,
    setVal('#search', 'train'),
  );
  e.holds(LIST, 'Wait for the search results: only EX-3108 is shown', 'wait', 'midscene', {
    prepare: setVal('#search', 'train'),
  });
  e.fails(LIST, 'Searching for hotel finds Premier Inn Bristol', 'false_claim', 'rainforest', {
    prepare: later(`${setVal('#search', 'hotel')} await wait(700);`),
  });
  e.act(
    LIST,
    'filter status by Paid',
    'select',
    'bug-report',
    `${q('#shown')}.textContent === '5 claims'`,
    setVal('#status', 'Paid'),
  );
  e.act(
    LIST,
    'I select "Rejected" from "Status"',
    'select',
    'rails-web-steps',
    `${q('#status')}.value === 'Rejected'`,
    setVal('#status', 'Rejected'),
  );
  e.fails(LIST, 'Filtering by Approved shows Train to Leeds', 'false_claim', 'rainforest', {
    prepare: setVal('#status', 'Approved'),
  });

  // New claim
  e.act(LIST, 'Click New claim', 'click', 'robot-browser', visible('#dlg-new'), click('#new'));
  e.holds(LIST, 'The Create claim button is disabled', 'state', 'spreewald', { prepare: click('#new') });
  e.fails(LIST, 'the "Claim title" field should contain "Client visit Bristol"', 'false_claim', 'spreewald', {
    prepare: click('#new'),
  });
  e.holds(LIST, 'The cost centre is CC-200 Engineering by default', 'widget', 'reflect', { prepare: click('#new') });
  e.act(
    LIST,
    'Choose CC-300 Marketing as the cost centre',
    'widget',
    'checksum',
    `${q('#cc')}.dataset.value === 'CC-300'`,
    `${click('#cc')} ${click('#cc-list [data-value="CC-300"]')}`,
    { prepare: click('#new') },
  );
  e.actFails(
    LIST,
    'Set the cost centre to CC-900 Board',
    'missing_target',
    'checksum',
    `${q('#cc .value')}.textContent === 'CC-200 Engineering'`,
    {
      prepare: click('#new'),
    },
  );
  e.act(
    LIST,
    'Create a claim called "Trade show Birmingham" for 15 to 17 March 2027',
    'compound',
    'mind2web',
    `!!window.created && window.created.title === 'Trade show Birmingham' && window.created.from === '2027-03-15' && window.created.to === '2027-03-17'`,
    `${newClaim('Trade show Birmingham')} ${setVal('#nc-from', '2027-03-15')} ${setVal('#nc-to', '2027-03-17')} ${click('#nc-ok')}`,
  );
  e.act(
    LIST,
    'New claim "Team lunch", cost centre CC-100 Sales, then create it',
    'compound',
    'qa-wolf',
    `!!window.created && window.created.cc === 'CC-100' && window.created.title === 'Team lunch'`,
    `${newClaim('Team lunch')} ${click('#cc')} ${click('#cc-list [data-value="CC-100"]')} ${click('#nc-ok')}`,
  );
  e.actFails(
    LIST,
    'Create a claim "Client visit Bristol" for the same trip again',
    'missing_target',
    'shortest',
    `window.created === null`,
  );
  e.holds(LIST, 'Wait for the server to answer: an error says I already have a claim called that', 'wait', 'midscene', {
    prepare: `${newClaim('Client visit Bristol')} ${click('#nc-ok')}`,
  });
  e.holds(LIST, 'After creating "Trade show Birmingham" the first row is EX-3112', 'ordinal', 'rainforest', {
    prepare: later(`${newClaim('Trade show Birmingham')} ${click('#nc-ok')} await wait(900);`),
  });
  e.fails(LIST, 'A toast says draft claim EX-3111 was created', 'near_miss', 'octomind', {
    prepare: later(`${newClaim('Trade show Birmingham')} ${click('#nc-ok')} await wait(900);`),
  });
  e.act(
    LIST,
    'hit escape to close the new claim dialog',
    'keys',
    'bug-report',
    hidden('#dlg-new'),
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
    { prepare: click('#new') },
  );

  // A draft claim
  e.holds(CLAIM, 'The claim has 4 expenses', 'count', 'mink');
  e.holds(CLAIM, 'The page title contains Client visit Bristol', 'page', 'kane-ai');
  e.fails(CLAIM, 'Verify the claim total is £168.40', 'false_claim', 'kane-ai');
  e.holds(CLAIM, 'The Premier Inn Bristol receipt is missing', 'scope', 'reflect');
  e.fails(CLAIM, 'The GWR receipt is missing', 'near_miss', 'reflect');
  e.fails(CLAIM, 'Bristol Cars cost £8.40', 'near_miss', 'reflect');
  e.fails(CLAIM, 'The Pret A Manger expense is filed under Taxi', 'near_miss', 'reflect');
  e.actFails(CLAIM, 'Click Attach receipt', 'ambiguous_target', 'robot-browser', hidden('#dlg-att'));
  e.act(
    CLAIM,
    'Attach a receipt to the Bristol Cars taxi',
    'scope',
    'stagehand',
    visible('#dlg-att') + ` && ${q('#at-h')}.textContent.includes('Bristol Cars')`,
    line('L4', 'att'),
  );
  e.act(
    CLAIM,
    'Attach premier-inn-folio.pdf to the Premier Inn expense',
    'compound',
    'gauge',
    `window.attached.L2 === 'premier-inn-folio.pdf'`,
    attach('L2', 'premier-inn-folio.pdf'),
  );
  e.act(
    CLAIM,
    'choose IMG_2240.jpg',
    'check',
    'bug-report',
    `${q('input[name=inbox][value="IMG_2240.jpg"]')}.checked`,
    tick('input[name=inbox][value="IMG_2240.jpg"]'),
    { prepare: line('L4', 'att') },
  );
  e.holds(CLAIM, 'Wait for the upload; the taxi now shows IMG_2240.jpg', 'wait', 'midscene', {
    prepare: attach('L4', 'IMG_2240.jpg'),
  });
  e.act(
    CLAIM,
    'Remove the Pret A Manger line',
    'scope',
    'gauge',
    `window.removed.includes('L3') && window.lines.length === 3`,
    line('L3', 'rm'),
  );
  e.act(CLAIM, 'remove the last expense', 'ordinal', 'zerostep', `window.removed.join() === 'L4'`, line('L4', 'rm'));
  e.actFails(CLAIM, 'Click Remove', 'ambiguous_target', 'robot-browser', `window.removed.length === 0`);
  e.act(
    CLAIM,
    'Remove the GWR ticket, then undo it from the toast',
    'compound',
    'qa-wolf',
    `window.removed.length === 0 && window.lines.length === 4 && window.lines[3].id === 'L1'`,
    `${line('L1', 'rm')} ${click('#toast button')}`,
  );
  e.holds(CLAIM, 'After removing the hotel the total is £97.40', 'value', 'rainforest', { prepare: line('L2', 'rm') });
  e.fails(CLAIM, 'After removing the hotel the total is still £186.40', 'false_claim', 'rainforest', {
    prepare: line('L2', 'rm'),
  });
  e.actFails(CLAIM, 'Remove the Uber expense', 'missing_target', 'gauge', `window.removed.length === 0`);

  // Add expense
  e.act(
    CLAIM,
    'Enter "Costa Coffee" into "Merchant"',
    'fill',
    'testrigor',
    `${q('#x-merch')}.value === 'Costa Coffee'`,
    setVal('#x-merch', 'Costa Coffee'),
  );
  e.act(
    CLAIM,
    'Select Meals in Category',
    'select',
    'checksum',
    `${q('#x-cat')}.value === 'Meals'`,
    setVal('#x-cat', 'Meals'),
  );
  e.act(
    CLAIM,
    'set the expense date to 05/03/2027',
    'widget',
    'bug-report',
    `${q('#x-date')}.value === '2027-03-05'`,
    setVal('#x-date', '2027-03-05'),
  );
  e.act(
    CLAIM,
    'Check "Paid with company card"',
    'check',
    'rails-web-steps',
    `${q('#x-card')}.checked`,
    tick('#x-card'),
  );
  e.act(
    CLAIM,
    'Add a Meals expense at Costa Coffee for £6.80 on 4 March 2027',
    'compound',
    'mind2web',
    `!!window.added && window.added.merch === 'Costa Coffee' && window.added.amt === 6.8 && window.added.cat === 'Meals' && window.added.date === '2027-03-04'`,
    `${expense('2027-03-04', 'Meals', 'Costa Coffee', '6.80')} ${click('#x-add')}`,
  );
  e.actFails(
    CLAIM,
    'Add a £120 team dinner at Côte Brasserie under Meals, dated 4 March 2027',
    'missing_target',
    'mind2web',
    `window.added === null && window.lines.length === 4`,
  );
  e.holds(CLAIM, 'An error says meals over £75 need pre-approval', 'message', 'momentic', {
    prepare: `${expense('2027-03-04', 'Meals', 'Côte Brasserie', '120')} ${click('#x-add')}`,
  });
  e.fails(CLAIM, 'An error says to enter an amount', 'false_claim', 'momentic', {
    prepare: `${expense('2027-03-12', 'Taxi', 'Uber', '14')} ${click('#x-add')}`,
  });
  e.act(
    CLAIM,
    'Slide miles driven to 40',
    'widget',
    'midscene',
    `${q('#miles')}.value === '40'`,
    setVal('#miles', '40'),
  );
  e.holds(CLAIM, 'With 40 miles the mileage comes to £18.00', 'value', 'rainforest', {
    prepare: setVal('#miles', '40'),
  });
  e.fails(CLAIM, 'With 40 miles the mileage comes to £40.00', 'false_claim', 'rainforest', {
    prepare: setVal('#miles', '40'),
  });
  e.act(
    CLAIM,
    'Set the mileage to 120 miles and add it',
    'compound',
    'qa-wolf',
    `window.mileage === 120`,
    `${setVal('#miles', '120')} ${click('#mi-add')}`,
  );
  e.act(
    CLAIM,
    'Expand "What can I claim?"',
    'widget',
    'checksum',
    `${q('#pol-b')}.getAttribute('aria-expanded') === 'true' && ${visible('#pol')}`,
    click('#pol-b'),
  );
  e.holds(CLAIM, 'The policy allows hotels up to £120 a night outside London', 'message', 'reflect', {
    prepare: click('#pol-b'),
  });
  e.fails(CLAIM, 'The policy allows meals up to £120 a day', 'near_miss', 'reflect', { prepare: click('#pol-b') });

  // Receipt preview (iframe)
  e.holds(CLAIM, 'The receipt preview shows a GWR total of GBP 64.20', 'frames', 'midscene');
  e.fails(CLAIM, 'The receipt preview was paid by Visa ending 4471', 'false_claim', 'midscene');
  e.act(CLAIM, 'Zoom in on the receipt', 'frames', 'checksum', `window.zoom === 1.25`, `${inFrame('#zoom')}.click();`);
  e.act(
    CLAIM,
    'In the receipt preview, click Download',
    'frames',
    'stagehand',
    `window.downloaded === 'gwr-ticket.pdf'`,
    `${inFrame('#dl')}.click();`,
  );
  e.act(CLAIM, 'Preview the Pret receipt', 'scope', 'stagehand', `window.previewed === 'L3'`, line('L3', 'prev'));
  e.actFails(CLAIM, 'click Preview', 'ambiguous_target', 'testrigor', `window.previewed === undefined`);

  // Submitting
  e.act(
    CLAIM,
    'Pick Raj Kumar (finance) as the approver',
    'widget',
    'checksum',
    `window.approver === 'raj'`,
    approver('raj'),
  );
  e.actFails(CLAIM, 'Make myself the approver', 'missing_target', 'browser-use', `window.approver === null`);
  e.act(
    CLAIM,
    'Note for your approver: "Hotel folio to follow"',
    'fill',
    'gauge',
    `${q('#memo')}.value === 'Hotel folio to follow'`,
    setVal('#memo', 'Hotel folio to follow'),
  );
  e.holds(CLAIM, 'The counter reads 21 of 200 characters', 'value', 'kane-ai', {
    prepare: setVal('#memo', 'Hotel folio to follow'),
  });
  e.actFails(
    CLAIM,
    'Submit the claim to Nadia Osei for approval',
    'missing_target',
    'browser-use',
    `window.submitted === null`,
  );
  e.holds(CLAIM, 'An error says 2 expenses need a receipt before I can submit', 'message', 'momentic', {
    prepare: click('#submit'),
  });
  e.fails(CLAIM, 'An error says 1 expense needs a receipt', 'false_claim', 'momentic', { prepare: click('#submit') });
  e.act(
    CLAIM,
    'Send the claim to Nadia Osei for approval',
    'compound',
    'browser-use',
    `!!window.submitted && window.submitted.approver === 'nadia'`,
    `${approver('nadia')} ${click('#submit')}`,
    { prepare: `${line('L2', 'rm')} ${line('L4', 'rm')}` },
  );
  e.holds(CLAIM, 'wait for the claim to be submitted, then its status is Submitted', 'wait', 'midscene', {
    prepare: `${line('L2', 'rm')} ${line('L4', 'rm')} ${approver('raj')} ${click('#submit')}`,
  });
  e.fails(CLAIM, 'The status tag says Approved', 'false_claim', 'reflect');

  // An approved claim
  e.holds(DONE, 'EX-3109 was approved by Nadia Osei on 4 Mar 2027', 'message', 'reflect');
  e.fails(DONE, 'EX-3109 was approved by Raj Kumar', 'false_claim', 'reflect');
  e.holds(DONE, 'The Add an expense form is not shown', 'state', 'mabl');
  e.actFails(DONE, 'Remove the Trainline expense', 'missing_target', 'gauge', `window.lines.length === 2`);
  e.fails(DONE, 'FrontEnd Summit cost £50.00', 'near_miss', 'kane-ai');
  e.act(
    DONE,
    'Go back to My claims from the breadcrumb',
    'navigation',
    'checksum',
    `location.pathname === '/claims/list'`,
    click('nav[aria-label=Breadcrumb] a'),
  );

  // Approvals
  e.holds(APPROVALS, 'Three approval cards are shown', 'count', 'magnitude');
  e.holds(APPROVALS, "Chloe Wu's claim is flagged Receipt missing", 'scope', 'reflect');
  e.fails(APPROVALS, "Ben Ortiz's claim is flagged Receipt missing", 'near_miss', 'reflect');
  e.fails(APPROVALS, 'Aisha Khan is claiming £96.00', 'near_miss', 'reflect');
  e.actFails(APPROVALS, 'Click Approve', 'ambiguous_target', 'robot-browser', `window.approved.length === 0`);
  e.actFails(
    APPROVALS,
    'press Reject',
    'ambiguous_target',
    'mink',
    `${hidden('#dlg-rej')} && Object.keys(window.rejected).length === 0`,
  );
  e.act(
    APPROVALS,
    "Approve Aisha Khan's claim",
    'scope',
    'browser-use',
    `window.approved.join() === 'T1'`,
    card('T1', 'ok'),
  );
  e.act(
    APPROVALS,
    'click Approve on the second card',
    'ordinal',
    'zerostep',
    `window.approved.join() === 'T2'`,
    card('T2', 'ok'),
  );
  e.actFails(
    APPROVALS,
    "Approve Chloe Wu's laptop stand claim",
    'missing_target',
    'browser-use',
    `window.approved.length === 0`,
  );
  e.holds(APPROVALS, "An error says Chloe Wu's claim has an expense without a receipt", 'message', 'momentic', {
    prepare: card('T3', 'ok'),
  });
  e.fails(APPROVALS, 'The To do tab shows 2', 'false_claim', 'midscene', { prepare: card('T3', 'ok') });
  e.holds(APPROVALS, "A toast says Ben Ortiz's claim (£96.00) was approved", 'widget', 'octomind', {
    prepare: card('T2', 'ok'),
  });
  e.act(
    APPROVALS,
    'Reject Chloe Wu\'s claim with the reason "No receipt after two reminders"',
    'compound',
    'browser-use',
    `window.rejected.T3 === 'No receipt after two reminders'`,
    `${card('T3', 'no')} ${setVal('#rj-why', 'No receipt after two reminders')} ${click('#rj-ok')}`,
  );
  e.actFails(
    APPROVALS,
    'Reject Ben Ortiz\'s claim because "dup"',
    'missing_target',
    'browser-use',
    `Object.keys(window.rejected).length === 0`,
  );
  e.act(
    APPROVALS,
    'Switch to the Done tab',
    'widget',
    'checksum',
    `${q('#t-done')}.getAttribute('aria-selected') === 'true' && ${visible('#p-done')}`,
    click('#t-done'),
  );
  e.holds(APPROVALS, 'Done lists Aisha Khan as approved', 'scope', 'reflect', {
    prepare: `${card('T1', 'ok')} ${click('#t-done')}`,
  });
  e.fails(APPROVALS, 'Done lists Ben Ortiz as approved', 'false_claim', 'reflect', {
    prepare: `${card('T1', 'ok')} ${click('#t-done')}`,
  });
  e.act(
    APPROVALS,
    'Turn on out of office',
    'widget',
    'checksum',
    `${on('#ooo')} && ${visible('#ooo-f')}`,
    click('#ooo'),
  );
  e.act(
    APPROVALS,
    'Delegate my approvals to Lena Fischer until 24 March 2027',
    'compound',
    'mind2web',
    `!!window.delegate && window.delegate.to === 'Lena Fischer' && window.delegate.until === '2027-03-24'`,
    `${click('#ooo')} ${setVal('#ooo-to', 'Lena Fischer')} ${setVal('#ooo-until', '2027-03-24')} ${click('#ooo-save')}`,
  );
  e.fails(APPROVALS, 'It says my approvals go to Raj Kumar until 24 Mar 2027', 'near_miss', 'octomind', {
    prepare: `${click('#ooo')} ${setVal('#ooo-to', 'Lena Fischer')} ${setVal('#ooo-until', '2027-03-24')} ${click('#ooo-save')}`,
  });
  e.holds(APPROVALS, 'the Approvals badge in the menu shows 3', 'value', 'midscene');
  e.act(
    APPROVALS,
    'go to my claims',
    'navigation',
    'bug-report',
    `location.pathname === '/claims/list'`,
    click('header nav a[href="/claims/list"]'),
  );
}
