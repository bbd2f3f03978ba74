/** More steps on NRC Grants (apps/grants.ts): Team, Budget, Ethics, Submit and My applications. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, later, on, q, setVal, tick } from '../../entry-scripts';

const APPLY = '/grants/apply';
const TEAM = `${APPLY}?step=2`;
const BUDGET = `${APPLY}?step=3`;
const ETHICS = `${APPLY}?step=4`;
const SUBMIT = `${APPLY}?step=5`;
const READY = `${APPLY}?step=5&ethics=done`;
const MINE = '/grants/mine';
const SUB = `${MINE}?tab=submitted`;
const AWARD = `${MINE}?tab=awarded`;

const card = (name: string, sel: string) => `#team [aria-label="${name}"] ${sel}`;
const four = "window.team.length === 4 && window.team.some((m) => m.name === 'Dr Priya Nair')";
const member = (name: string, orcid: string, org = '', role = '') =>
  `${click('#add-member')} ${setVal('#m-name', name)} ${setVal('#m-orcid', orcid)} ${org ? setVal('#m-org', org) : ''} ${role ? tick(`input[name=role][value="${role}"]`) : ''} ${click('#m-go')}`;
const tomas = member('Dr Tomas Reyes', '0000-0003-4921-7756', 'Westbrook University', 'Visiting researcher');
const lineRow = (id: number, sel: string) => `#lines tr[data-id="${id}"] ${sel}`;
const addLine = (cat: string, desc: string, amount: string) =>
  `${setVal('#b-cat', cat)} ${setVal('#b-desc', desc)} ${setVal('#b-amt', amount)} ${click('#b-add')}`;
const check = (body = '') => later(`${body} ${click('#check')} await wait(1200);`);
const travelTo = (amount: string) => `${click(lineRow(3, '.edit'))} ${setVal('#b-amt', amount)} ${click('#b-add')}`;
const answer = (k: string, v: string) => `${click(`#acc-${k}`)} ${tick(`input[name=${k}][value=${v}]`)}`;
const saveEthics = (body: string) => later(`${body} ${click('#save-ethics')} await wait(1000);`);
const declare = `${tick('#d1')} ${tick('#d2')}`;
const submit = later(`${declare} ${click('#submit')} await wait(1900);`);
const draft = (id: string, sel: string) => `#drafts [data-id="${id}"] ${sel}`;
const fb = click('[data-ref="NRC-2027-0952"] .fb');
const withdraw = later(`${click('[data-ref="NRC-2027-1183"] .wd')} ${click('#wd-go')} await wait(1100);`);
const extension = (date: string, why: string) =>
  `${click('#ext')} ${setVal('#ex-date', date)} ${setVal('#ex-why', why)} ${click('#ex-go')}`;

export function grantsMoreEntries(b: EntryBuilder): void {
  // ---- Team
  b.holds(TEAM, 'The team has 4 of 5 people', 'count', 'kane-ai');
  b.fails(TEAM, 'The team has 5 people', 'false_claim', 'kane-ai');
  b.holds(TEAM, 'Prof. Lena Fischer is from Northfield Institute of Technology', 'scope', 'reflect');
  b.fails(TEAM, 'Dr Jonas Berg is from Northfield Institute of Technology', 'near_miss', 'reflect');
  b.holds(TEAM, 'Dr Priya Nair is a researcher co-investigator', 'scope', 'reflect');
  b.fails(TEAM, 'Dr Jonas Berg is a researcher co-investigator', 'near_miss', 'reflect');
  b.act(
    TEAM,
    'Remove Dr Priya Nair from the team',
    'scope',
    'browser-use',
    "window.removed.includes('Dr Priya Nair') && window.team.length === 3",
    click(card('Dr Priya Nair', '.rm')),
  );
  b.actFails(TEAM, 'Click Remove', 'ambiguous_target', 'behat', four);
  b.actFails(
    TEAM,
    'Remove Dr Amara Osei from the team',
    'missing_target',
    'browser-use',
    "window.team.some((m) => m.name === 'Dr Amara Osei')",
  );
  b.act(
    TEAM,
    'Click the third Remove button',
    'ordinal',
    'zerostep',
    "window.removed.includes('Dr Priya Nair')",
    click(card('Dr Priya Nair', '.rm')),
  );
  b.act(TEAM, 'Undo', 'click', 'robot-browser', four, click('#toast button'), {
    prepare: click(card('Dr Priya Nair', '.rm')),
  });
  b.act(
    TEAM,
    'Add Dr Tomas Reyes, ORCID 0000-0003-4921-7756, from Westbrook University as a visiting researcher',
    'compound',
    'serenity',
    "window.team.length === 5 && window.team[4].name === 'Dr Tomas Reyes' && window.team[4].org === 'Westbrook University' && window.team[4].role === 'Visiting researcher'",
    tomas,
  );
  b.actFails(
    TEAM,
    'Add Dr Mei Lin with ORCID 0000-0002-1111-2222 to the team',
    'missing_target',
    'mind2web',
    'window.team.length === 4',
  );
  b.holds(TEAM, "An error says they couldn't find that ORCID iD", 'message', 'momentic', {
    prepare: later(`${member('Dr Mei Lin', '0000-0002-1111-2222')} await wait(1100);`),
  });
  const full = later(`${tomas} await wait(1100);`);
  b.actFails(
    TEAM,
    'Add Dr Mei Lin, ORCID 0000-0003-4921-7756, to the team',
    'missing_target',
    'mind2web',
    'window.team.length === 5',
    { prepare: full },
  );
  b.holds(TEAM, 'An error says the call allows at most 5 people', 'message', 'momentic', {
    prepare: later(`${tomas} await wait(1100); ${member('Dr Mei Lin', '0000-0003-4921-7756')} await wait(1100);`),
  });
  b.act(
    TEAM,
    "Change Dr Jonas Berg's role to Visiting researcher",
    'compound',
    'browser-use',
    "window.team[1].role === 'Visiting researcher'",
    `${click(card('Dr Jonas Berg', '.edit'))} ${tick('input[name=role][value="Visiting researcher"]')} ${click('#m-go')}`,
  );
  b.actFails(TEAM, 'Click Edit', 'ambiguous_target', 'testrigor', hidden('#dlg-member'));
  b.fails(TEAM, 'The Add a team member button is disabled', 'false_claim', 'spreewald');
  b.fails(TEAM, "Dr Priya Nair's ORCID iD is 0000-0002-5518-2046", 'near_miss', 'kane-ai');

  // ---- Budget
  b.holds(BUDGET, 'The budget total is £299,500', 'value', 'kane-ai');
  b.fails(BUDGET, 'The budget total is £500,000', 'near_miss', 'kane-ai');
  b.holds(BUDGET, 'The equipment line is £62,500', 'scope', 'reflect');
  b.fails(BUDGET, 'Travel costs £9,800', 'near_miss', 'reflect');
  b.holds(BUDGET, '5 budget lines are listed', 'count', 'behat');
  b.fails(BUDGET, '6 budget lines are listed', 'false_claim', 'behat');
  b.fails(BUDGET, 'The call funds up to £750,000', 'false_claim', 'reflect');
  b.act(
    BUDGET,
    'Delete the sediment sampling kits line',
    'scope',
    'browser-use',
    "!window.lines.some((l) => l.desc === 'Sediment sampling kits') && window.lines.length === 4",
    click(lineRow(4, '.del')),
  );
  b.actFails(BUDGET, 'Click Delete', 'ambiguous_target', 'behat', 'window.lines.length === 5');
  b.holds(BUDGET, 'The smallest line is Sediment sampling kits', 'ordinal', 'webarena', {
    prepare: click('#sort-amt'),
  });
  b.act(
    BUDGET,
    'Add an Equipment line "Water level loggers" for £8,400',
    'compound',
    'shortest',
    "window.lines.some((l) => l.cat === 'Equipment' && l.desc === 'Water level loggers' && l.amount === 8400)",
    addLine('Equipment', 'Water level loggers', '8400'),
  );
  b.holds(BUDGET, 'An error asks me to describe the budget line', 'message', 'momentic', { prepare: click('#b-add') });
  b.holds(BUDGET, 'The budget check says £299,500 of £500,000', 'message', 'octomind', { prepare: check() });
  b.actFails(
    BUDGET,
    'Add a Staff line "Research technician" for £250,000 and check the budget',
    'missing_target',
    'mind2web',
    'window.budgetChecked === false',
  );
  b.holds(BUDGET, "An error says the total of £549,500 is over the call's limit", 'message', 'momentic', {
    prepare: check(addLine('Staff', 'Research technician', '250000')),
  });
  b.actFails(
    BUDGET,
    'Change the travel line to £24,000 and check the budget',
    'missing_target',
    'mind2web',
    'window.budgetChecked === false',
  );
  b.holds(BUDGET, 'An error says travel is capped at £20,000', 'message', 'momentic', {
    prepare: check(travelTo('24000')),
  });
  b.act(
    BUDGET,
    'Edit the travel line and set it to £16,000',
    'compound',
    'gauge',
    "window.lines.find((l) => l.cat === 'Travel').amount === 16000",
    travelTo('16000'),
  );
  b.actFails(
    BUDGET,
    'Download the budget as a spreadsheet',
    'missing_target',
    'browser-use',
    'window.lines.length === 5',
  );

  // ---- Ethics
  b.act(
    ETHICS,
    'Answer No to human participants',
    'check',
    'gauge',
    `${q('input[name=human][value=no]')}.checked`,
    answer('human', 'no'),
  );
  b.act(
    ETHICS,
    'Say yes to human participants and enter the approval reference ETH-2028-114',
    'compound',
    'shortest',
    `${q('input[name=human][value=yes]')}.checked && ${q('#ref')}.value === 'ETH-2028-114'`,
    `${answer('human', 'yes')} ${setVal('#ref', 'ETH-2028-114')}`,
  );
  b.holds(ETHICS, 'An Ethics approval reference field is shown', 'state', 'product-verify', {
    prepare: answer('human', 'yes'),
  });
  b.fails(ETHICS, 'The Ethics approval reference field is shown', 'false_claim', 'product-verify', {
    prepare: click('#acc-human'),
  });
  b.act(ETHICS, 'Turn on Fieldwork outside the UK', 'widget', 'checksum', on('#sw-abroad'), click('#sw-abroad'));
  b.fails(ETHICS, 'Fieldwork outside the UK is on', 'false_claim', 'product-verify');
  b.act(
    ETHICS,
    'Answer No for human participants and animals, Yes for personal data, and save',
    'compound',
    'qa-wolf',
    'window.ethicsSaved === true',
    `${answer('human', 'no')} ${answer('animals', 'no')} ${answer('data', 'yes')} ${click('#save-ethics')}`,
  );
  b.actFails(ETHICS, 'Save ethics', 'missing_target', 'robot-browser', 'window.ethicsSaved === false');
  b.holds(ETHICS, 'An error asks me to answer every ethics question', 'message', 'momentic', {
    prepare: saveEthics(''),
  });
  b.actFails(
    ETHICS,
    'Answer Yes to human participants and No to the other questions, then save without a reference',
    'missing_target',
    'shortest',
    'window.ethicsSaved === false',
  );
  b.holds(ETHICS, 'An error asks for the ethics approval reference', 'message', 'momentic', {
    prepare: saveEthics(`${answer('human', 'yes')} ${answer('animals', 'no')} ${answer('data', 'no')}`),
  });
  b.fails(ETHICS, 'The Personal data question is answered Yes', 'false_claim', 'reflect', {
    prepare: click('#acc-data'),
  });

  // ---- Submit
  b.holds(SUBMIT, 'The checklist shows Ethics as not complete', 'state', 'rainforest');
  b.fails(SUBMIT, 'The checklist shows Budget as not complete', 'near_miss', 'rainforest');
  b.holds(SUBMIT, 'An error asks me to tick both declarations', 'message', 'momentic', { prepare: click('#submit') });
  b.actFails(
    SUBMIT,
    'Tick both declarations and submit the application',
    'missing_target',
    'qa-wolf',
    'window.submitted === null',
  );
  b.holds(SUBMIT, 'An error says to complete the Ethics section first', 'message', 'momentic', { prepare: submit });
  b.act(
    READY,
    'Tick both declarations and submit the application',
    'compound',
    'qa-wolf',
    "window.submitted === 'NRC-2028-0417'",
    `${declare} ${click('#submit')}`,
  );
  b.holds(READY, 'Application NRC-2028-0417 is submitted', 'message', 'octomind', { prepare: submit });
  b.fails(READY, 'Application NRC-2027-1183 is submitted', 'false_claim', 'octomind', { prepare: submit });
  b.holds(READY, 'Wait until the application is submitted', 'wait', 'magnitude', {
    prepare: `${declare} ${click('#submit')}`,
  });

  // ---- My applications
  b.holds(MINE, 'I have 2 drafts', 'count', 'webarena');
  b.fails(MINE, 'I have 3 drafts', 'false_claim', 'webarena');
  b.holds(MINE, 'The soil health draft has 1 of 5 sections complete', 'scope', 'reflect');
  b.fails(MINE, 'The coastal resilience draft has 1 of 5 sections complete', 'near_miss', 'reflect');
  b.act(
    MINE,
    'Continue the Coastal Resilience 2028 draft',
    'scope',
    'stagehand',
    "location.pathname === '/grants/apply' && location.search.includes('call=C1')",
    click(draft('d1', '.cont')),
  );
  b.actFails(MINE, 'Click Continue', 'ambiguous_target', 'behat', "location.pathname === '/grants/mine'");
  b.act(
    MINE,
    'Delete the draft "Microbial indicators of soil recovery"',
    'compound',
    'browser-use',
    "window.drafts.length === 1 && window.drafts[0].id === 'd1'",
    `${click(draft('d2', '.del'))} ${click('#dl-go')}`,
  );
  b.actFails(MINE, 'Click Delete', 'ambiguous_target', 'testrigor', hidden('#dlg-del'));
  b.holds(SUB, 'NRC-2027-1183 is under review', 'scope', 'reflect');
  b.fails(SUB, 'NRC-2027-0952 is under review', 'near_miss', 'reflect');
  b.holds(SUB, 'The View feedback button of NRC-2027-1183 is disabled', 'state', 'spreewald');
  b.holds(SUB, 'Reviewer 2 gave a score of 3', 'scope', 'kane-ai', { prepare: fb });
  b.fails(SUB, 'Reviewer 1 gave a score of 3', 'near_miss', 'kane-ai', { prepare: fb });
  b.actFails(SUB, 'Withdraw NRC-2027-1183', 'missing_target', 'gauge', 'window.withdrawn === false');
  b.holds(SUB, "An error says applications can't be withdrawn once the panel has met", 'message', 'momentic', {
    prepare: withdraw,
  });
  b.fails(SUB, 'The error says the panel meets in June', 'false_claim', 'momentic', { prepare: withdraw });
  b.actFails(SUB, 'Withdraw NRC-2027-0952', 'missing_target', 'gauge', 'window.withdrawn === false');
  b.act(
    AWARD,
    'Request an extension to 30 June 2028 because of fieldwork delays',
    'compound',
    'mind2web',
    "window.extension === '2028-06-30'",
    extension('2028-06-30', 'Fieldwork delays'),
  );
  b.actFails(
    AWARD,
    'Request an extension to 30 September 2028 because of staff illness',
    'missing_target',
    'mind2web',
    'window.extension === null',
  );
  b.holds(AWARD, 'An error says an extension can be at most 3 months', 'message', 'momentic', {
    prepare: later(`${extension('2028-09-30', 'Staff illness')} await wait(1100);`),
  });
  b.fails(AWARD, 'The final report is due on 31 May 2028', 'false_claim', 'kane-ai');
  b.holds(AWARD, 'The Submit final report button is disabled', 'state', 'spreewald');
  b.actFails(AWARD, 'Submit the final report', 'missing_target', 'gauge', 'window.extension === null');
  b.act(
    MINE,
    'Rate NRC Grants 3 stars and send the feedback',
    'compound',
    'shortest',
    'window.feedback === 3',
    `${click('#portal [data-n="3"]')} ${click('#fb-send')}`,
  );
  b.fails(MINE, 'NRC Grants is rated 5 stars', 'false_claim', 'reflect');
  b.act(
    MINE,
    'Give NRC Grants 4 stars',
    'widget',
    'midscene',
    `${q('#portal')}.dataset.value === '4'`,
    click('#portal [data-n="4"]'),
  );
  b.actFails(
    MINE,
    'Open the Rejected tab',
    'missing_target',
    'checksum',
    `${q('#t-drafts')}.getAttribute('aria-selected') === 'true'`,
  );
}
