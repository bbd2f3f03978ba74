/** Steps on NRC Grants (apps/grants.ts): the two-step sign-in, funding calls and the Project section. */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, on, q, setVal } from '../../entry-scripts';

const LOGIN = '/grants/login';
const CALLS = '/grants/calls';
const APPLY = '/grants/apply';
const NEW = `${APPLY}?call=C5&fresh=1`;

const creds = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)}`;
const stage2 = later(`${creds('a.osei@eastmere.ac.uk', 'Fieldwork-42')} ${click('#next')} await wait(1200);`);
const tryLogin = (email: string, pw: string) => later(`${creds(email, pw)} ${click('#next')} await wait(1200);`);
const onLogin = "location.pathname === '/grants/login'";
const onCalls = "location.pathname === '/grants/calls'";
const row = (id: string, sel: string) => `#rows tr[data-id="${id}"] ${sel}`;
const start = (id: string) => later(`${click(row(id, '.start'))} await wait(1100);`);
const closedOn = click('#sw-closed');
const applying = (id: string) => `location.pathname === '/grants/apply' && location.search.includes('call=${id}')`;
const guide = "document.querySelector('iframe').contentWindow";
const saveDraft = (body: string) => later(`${body} ${click('#save')} await wait(1000);`);

export function grantsEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'Sign in as a.osei@eastmere.ac.uk with password Fieldwork-42 and code 246810',
    'login',
    'testrail-manual',
    onCalls,
    later(
      `${creds('a.osei@eastmere.ac.uk', 'Fieldwork-42')} ${click('#next')} await wait(1200); ${setVal('#code', '246810')} ${click('#verify')}`,
    ),
  );
  b.act(
    LOGIN,
    'Log in as {{email}} / {{password}}, then enter the code {{code}}',
    'login',
    'skyvern',
    onCalls,
    later(
      `${creds('a.osei@eastmere.ac.uk', 'Fieldwork-42')} ${click('#next')} await wait(1200); ${setVal('#code', '246810')} ${click('#verify')}`,
    ),
    {
      variables: { email: 'a.osei@eastmere.ac.uk', password: 'Fieldwork-42', code: '246810' },
    },
  );
  b.actFails(
    LOGIN,
    'Sign in as a.osei@gmail.com with password Fieldwork-42',
    'missing_target',
    'bug-report',
    'window.stage === 1',
  );
  b.holds(LOGIN, 'An error says the email or password is incorrect', 'message', 'momentic', {
    prepare: tryLogin('a.osei@eastmere.ac.uk', 'fieldwork42'),
  });
  b.fails(LOGIN, 'The error says the account is locked', 'false_claim', 'momentic', {
    prepare: tryLogin('a.osei@eastmere.ac.uk', 'fieldwork42'),
  });
  b.act(
    LOGIN,
    'Verify the code 246810',
    'compound',
    'gauge',
    onCalls,
    `${setVal('#code', '246810')} ${click('#verify')}`,
    { prepare: stage2 },
  );
  b.actFails(LOGIN, 'Enter the code 135790 and verify', 'missing_target', 'gauge', onLogin, { prepare: stage2 });
  b.holds(LOGIN, 'An error says the code is wrong or has expired', 'message', 'octomind', {
    prepare: later(
      `${creds('a.osei@eastmere.ac.uk', 'Fieldwork-42')} ${click('#next')} await wait(1200); ${setVal('#code', '135790')} ${click('#verify')} await wait(1000);`,
    ),
  });
  b.holds(LOGIN, 'The page asks for the 6-digit code from my authenticator app', 'message', 'rainforest', {
    prepare: stage2,
  });
  b.fails(LOGIN, 'The page says a code was sent by text message', 'false_claim', 'rainforest', { prepare: stage2 });
  b.fails(LOGIN, 'The page heading is "Log in to NRC Grants"', 'false_claim', 'robot-browser');
  b.actFails(LOGIN, 'Click "Use a recovery code"', 'missing_target', 'testrigor', onLogin);

  // ---- Funding calls
  b.holds(CALLS, 'The page title is "Funding calls - NRC Grants"', 'page', 'robot-browser');
  b.holds(CALLS, '7 calls are listed', 'count', 'mabl');
  b.fails(CALLS, '10 calls are listed', 'false_claim', 'mabl');
  b.holds(CALLS, 'Quantum Sensing Pathfinder closes in 2 days', 'scope', 'reflect');
  b.fails(CALLS, 'Early Career Fellowships closes in 2 days', 'near_miss', 'reflect');
  b.holds(CALLS, 'Coastal Resilience 2028 offers up to £500,000', 'scope', 'reflect');
  b.fails(CALLS, 'Soil Health and Food Security offers up to £500,000', 'near_miss', 'reflect');
  b.fails(CALLS, 'Marine Data Networks is listed', 'false_claim', 'mabl');
  b.fails(CALLS, 'The Show closed calls switch is on', 'false_claim', 'product-verify');
  b.act(CALLS, 'Turn on Show closed calls', 'widget', 'checksum', on('#sw-closed'), closedOn);
  b.holds(CALLS, 'The Start application button for Urban Heat and Health is disabled', 'state', 'spreewald', {
    prepare: closedOn,
  });
  b.fails(CALLS, 'The Start application button for Early Career Fellowships is disabled', 'false_claim', 'spreewald', {
    prepare: closedOn,
  });
  b.act(
    CALLS,
    'Type "fellowship" in the search box and press Enter',
    'keys',
    'codecept',
    "window.term === 'fellowship'",
    `${setVal('#q', 'fellowship')} ${q('#find')}.requestSubmit();`,
  );
  b.holds(CALLS, '2 calls match', 'count', 'webarena', {
    prepare: `${setVal('#q', 'fellowship')} ${q('#find')}.requestSubmit();`,
  });
  b.fails(CALLS, 'Three fellowship calls are open', 'false_claim', 'webarena', {
    prepare: `${setVal('#q', 'fellowship')} ${q('#find')}.requestSubmit();`,
  });
  b.act(
    CALLS,
    'Filter by the Equipment scheme',
    'select',
    'workarena',
    `${q('#scheme')}.value === 'Equipment'`,
    setVal('#scheme', 'Equipment'),
  );
  b.actFails(CALLS, 'Filter by the Studentships scheme', 'missing_target', 'workarena', `${q('#scheme')}.value === ''`);
  b.holds(CALLS, 'Senior Research Fellowships is at the top', 'ordinal', 'webarena', { prepare: click('#sort-close') });
  b.act(
    CALLS,
    'View the Mid-scale Equipment call',
    'scope',
    'stagehand',
    "window.viewed === 'C3'",
    click(row('C3', '.view')),
  );
  b.actFails(CALLS, 'Click View', 'ambiguous_target', 'behat', 'window.viewed === null');
  b.holds(CALLS, 'The dialog says one bid per university', 'message', 'octomind', {
    prepare: click(row('C3', '.view')),
  });
  b.fails(CALLS, 'The call closes at 17:00', 'false_claim', 'octomind', { prepare: click(row('C3', '.view')) });
  b.act(
    CALLS,
    'Start an application for Soil Health and Food Security',
    'scope',
    'browser-use',
    applying('C5'),
    click(row('C5', '.start')),
  );
  b.actFails(CALLS, 'Click Start application', 'ambiguous_target', 'behat', onCalls);
  b.act(
    CALLS,
    'Click Start application on the second row',
    'ordinal',
    'zerostep',
    applying('C2'),
    click(row('C2', '.start')),
  );
  b.actFails(
    CALLS,
    'Start an application to Coastal Resilience 2028',
    'missing_target',
    'browser-use',
    `${onCalls} && window.started === null`,
  );
  b.holds(CALLS, 'An error says I already have a draft for Coastal Resilience 2028', 'message', 'momentic', {
    prepare: start('C1'),
  });
  b.actFails(
    CALLS,
    'Start an application for Quantum Sensing Pathfinder',
    'missing_target',
    'browser-use',
    `${onCalls} && window.started === null`,
  );
  b.fails(CALLS, 'The error says the call has closed', 'false_claim', 'momentic', { prepare: start('C6') });
  b.actFails(
    CALLS,
    'Start an application for Marine Data Networks',
    'missing_target',
    'gauge',
    `${onCalls} && window.started === null`,
  );
  b.holds(CALLS, 'Digital Humanities Networks closes on 1 Jun 2028', 'scope', 'reflect', { prepare: click('#next') });
  b.holds(`${CALLS}?welcome=1`, 'The page says I am signed in as Dr Amara Osei', 'message', 'octomind');
  b.fails(`${CALLS}?welcome=1`, 'I am signed in for Northfield Institute of Technology', 'false_claim', 'octomind');

  // ---- Application: Project
  b.holds(APPLY, 'Wait for the deadline to show', 'wait', 'midscene');
  b.holds(APPLY, 'The call closes on 20 Apr 2028 with 37 days left', 'frames', 'kane-ai', {
    prepare: later('await wait(1500);'),
  });
  b.fails(APPLY, '30 days are left before the call closes', 'false_claim', 'kane-ai', {
    prepare: later('await wait(1500);'),
  });
  b.holds(APPLY, 'The acronym is SHORE', 'value', 'kane-ai');
  b.fails(APPLY, 'The acronym is SHORES', 'false_claim', 'kane-ai');
  b.holds(APPLY, 'The summary uses 183 of 1,500 characters', 'value', 'reflect');
  b.fails(APPLY, 'The summary uses 1,500 characters', 'near_miss', 'reflect');
  b.act(
    APPLY,
    'Set the duration to 48 months',
    'widget',
    'midscene',
    `${q('#months')}.value === '48'`,
    setVal('#months', '48'),
  );
  b.act(APPLY, 'Save the draft', 'click', 'gauge', 'window.saved === 1', click('#save'));
  b.actFails(
    APPLY,
    'Set the planned start date to 1 June 2028 and save the draft',
    'missing_target',
    'mind2web',
    'window.saved === 0',
  );
  b.holds(APPLY, 'An error says projects must start between 1 Sep 2028 and 1 Mar 2029', 'message', 'momentic', {
    prepare: saveDraft(setVal('#start', '2028-06-01')),
  });
  b.holds(NEW, 'The URL includes call=C5', 'page', 'playwright-bdd');
  b.act(
    NEW,
    'Fill the project: title "Microbial indicators of soil recovery", area Environmental science, start 1 November 2028, then go to Team',
    'compound',
    'serenity',
    'window.section === 2',
    `${setVal('#ptitle', 'Microbial indicators of soil recovery')} ${setVal('#area', 'Environmental science')} ${setVal('#start', '2028-11-01')} ${click('#to2')}`,
  );
  b.act(
    APPLY,
    'Go to the next page of the call guidance',
    'frames',
    'stagehand',
    `${guide}.gpage === 2`,
    `${guide}.document.querySelector('#g-next').click();`,
  );
  b.holds(APPLY, 'The guidance says travel is funded up to £20,000', 'frames', 'reflect', {
    prepare: `${guide}.document.querySelector('#g-next').click();`,
  });
  b.fails(APPLY, 'The guidance says publication fees are funded', 'false_claim', 'reflect', {
    prepare: `${guide}.document.querySelector('#g-next').click();`,
  });
  b.fails(APPLY, 'The guidance says up to 6 people can be on the team', 'false_claim', 'reflect');
  b.act(APPLY, 'Open the Budget section', 'click', 'checksum', 'window.section === 3', click('.sec[data-n="3"]'));
  b.actFails(APPLY, 'Open the Impact section', 'missing_target', 'checksum', 'window.section === 1');
  b.fails(APPLY, 'The page title is "Coastal Resilience 2028 - NRC Grants"', 'false_claim', 'playwright-bdd');
}
