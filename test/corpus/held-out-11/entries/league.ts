/** Steps for Eastside Sunday League: the table and fixtures, and the manager's team page (`apps/league*.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const T = '/league/table';
const T2 = '/league/table?div=2';
const TP2 = '/league/table?page=2';
const M = '/league/team';
const MS = '/league/team?signed=1';
const MSH = '/league/team?signed=1&tab=sheet';
const FIVE = 'Tom%20Bright,Marcus%20Lee,Jay%20Okafor,Ravi%20Shah,Chris%20Nolan';
const MS5 = `${MSH}&starters=${FIVE}`;
const MF = '/league/team?signed=1&tab=fees';

const scorers = `document.querySelector('iframe').contentWindow`;
const pitch = `document.querySelector('pitch-status')`;
const pl = (name: string) => `window.squad.find((p) => p.name === '${name}')`;
const row = (name: string, cls: string) => click(`#squad tr[data-name="${name}"] .${cls}`);
const starter = (name: string) => tick(`#starters input[value="${name}"]`);
const availAsWere = `window.squad.map((p) => p.available ? 1 : 0).join('') === '11011011'`;
const noStarters = `!document.querySelector('#starters input:checked') && window.sheet === null`;
const paidCount = `window.squad.filter((p) => p.paid).length === 3`;
const openChange = click('#change');

export function leagueEntries(e: EntryBuilder): void {
  // The league table
  e.holds(T, 'Harbour Athletic are top of Division 1', 'value', 'reflect');
  e.fails(T, 'Riverside Rovers are top of the league', 'near_miss', 'reflect');
  e.fails(T, 'Eastgate Eagles have 30 points', 'near_miss', 'kane-ai');
  e.fails(T, 'Millbrook FC have a goal difference of +9', 'near_miss', 'kane-ai');
  e.fails(T, 'There are 6 teams in Division 1', 'false_claim', 'mink');
  e.holds(T2, 'Old Mill Athletic lead Division 2 with 28 points', 'value', 'gherkin');
  e.fails(T2, 'Riverside Rovers B are third in Division 2', 'near_miss', 'reflect');
  e.act(
    T,
    'Sort the table by team name',
    'widget',
    'testrail-manual',
    `window.standSort[1] === 'team'`,
    click('.standings[data-div="1"] .by[data-by="team"]'),
  );
  e.holds(T, 'Canal Street Rangers are listed first', 'ordinal', 'zerostep', {
    prepare: click('.standings[data-div="1"] .by[data-by="team"]'),
  });
  e.fails(T, "Foundry Lane United's form is WWDWL", 'near_miss', 'kane-ai');
  e.holds(T, 'The team with the most points is Harbour Athletic', 'value', 'webvoyager');

  // Fixtures and results
  e.act(
    T,
    'Filter the fixtures to Riverside Rovers',
    'select',
    'browser-use',
    `${q('#team')}.value === 'Riverside Rovers'`,
    setVal('#team', 'Riverside Rovers'),
  );
  e.fails(T, '5 matches are listed for Riverside Rovers', 'false_claim', 'mink', {
    prepare: setVal('#team', 'Riverside Rovers'),
  });
  e.holds(T, 'Riverside Rovers have 4 matches listed', 'count', 'mink', {
    prepare: setVal('#team', 'Riverside Rovers'),
  });
  e.fails(T, 'Canal Street Rangers won 4–0 on 8 March', 'near_miss', 'reflect');
  e.fails(T, 'The Millbrook FC v Parkside Wanderers game was postponed', 'near_miss', 'reflect');
  e.actFails(T, 'Click "Match details"', 'ambiguous_target', 'testrigor', `location.hash === ''`);
  e.act(
    T,
    'Open the match details for Riverside Rovers v Harbour Athletic',
    'scope',
    'stagehand',
    `location.hash === '#match-F5'`,
    click('tr[data-id="F5"] .details'),
  );
  e.fails(T, "St Jude's Old Boys v Eastgate Eagles is on Pitch 3", 'near_miss', 'reflect');
  e.actFails(
    T,
    'Open the match details for Riverside Rovers v Canal Street Rangers on 22 March',
    'missing_target',
    'stagehand',
    `location.hash === ''`,
  );
  e.act(
    T,
    'Open the match details of the last fixture on the first page',
    'ordinal',
    'zerostep',
    `location.hash === '#match-F6'`,
    click('tr[data-id="F6"] .details'),
  );
  e.act(T, 'Go to the next page of fixtures', 'navigation', 'testrail-manual', `window.fxPage === 2`, click('#next'));
  e.fails(TP2, 'Foundry Lane United v Canal Street Rangers kicks off at 10:30', 'near_miss', 'kane-ai');

  // Pitch status (open shadow root) and top scorers (iframe)
  e.holds(T, 'Wait for the pitch status to say the pitches are open', 'wait', 'midscene');
  e.fails(T, "The pitch status says Sunday's games are called off", 'near_miss', 'midscene');
  e.holds(T, 'Jay Okafor is the top scorer with 14 goals', 'frames', 'kane-ai');
  e.fails(T, 'Chris Nolan has scored 12 goals', 'near_miss', 'kane-ai');
  e.act(
    T,
    'Show assists in the top scorers table',
    'frames',
    'stagehand',
    `${scorers}.assists === true`,
    `${scorers}.document.getElementById('as').click();`,
  );
  e.act(
    T,
    'Ask to be texted if games are called off',
    'frames',
    'browser-use',
    `${pitch}.notify === true`,
    `${pitch}.shadowRoot.getElementById('n').click();`,
  );

  // The manager's page: sign-in and squad
  e.act(
    M,
    'Sign in as coach.dan with password Kickoff!9',
    'login',
    'shortest',
    `window.signedIn === true`,
    `${setVal('#user', 'coach.dan')} ${setVal('#pass', 'Kickoff!9')} ${q('#sf')}.requestSubmit();`,
  );
  e.fails(M, 'I can see the squad list', 'false_claim', 'gherkin');
  e.act(
    M,
    'Sign in as coach.dan / Kickoff!9 and open the Team sheet tab',
    'compound',
    'qa-wolf',
    `window.signedIn === true && ${q('#t-sheet')}.getAttribute('aria-selected') === 'true'`,
    `${setVal('#user', 'coach.dan')} ${setVal('#pass', 'Kickoff!9')} ${q('#sf')}.requestSubmit(); ${click('#t-sheet')}`,
  );
  e.holds(MS, '6 of 8 players are available for Sunday', 'value', 'kane-ai');
  e.fails(MS, '7 of 8 players are available', 'false_claim', 'kane-ai');
  e.actFails(MS, 'Turn off "Available"', 'ambiguous_target', 'testrigor', availAsWere);
  e.act(
    MS,
    'Mark Ravi Shah as unavailable',
    'scope',
    'browser-use',
    `${pl('Ravi Shah')}.available === false`,
    row('Ravi Shah', 'avail'),
  );
  e.act(
    MS,
    'Set Ade Bello as available again',
    'scope',
    'gauge',
    `${pl('Ade Bello')}.available === true`,
    row('Ade Bello', 'avail'),
  );
  e.fails(MS, 'Kieran Doyle is injured', 'near_miss', 'reflect');
  e.actFails(MS, 'Click Edit', 'ambiguous_target', 'robot-browser', `${q('#edit-dlg')}.hidden`);
  e.act(
    MS,
    "Change Ben Carter's shirt number to 6",
    'compound',
    'browser-use',
    `${pl('Ben Carter')}.no === 6`,
    `${row('Ben Carter', 'edit')} ${setVal('#e-shirt', '6')} ${click('#e-save')}`,
  );
  e.holds(MS, 'An error says number 7 is already taken by Jay Okafor', 'message', 'momentic', {
    prepare: `${row('Ben Carter', 'edit')} ${setVal('#e-shirt', '7')} ${click('#e-save')}`,
  });
  e.fails(MS, 'The error says number 7 belongs to Chris Nolan', 'near_miss', 'momentic', {
    prepare: `${row('Ben Carter', 'edit')} ${setVal('#e-shirt', '7')} ${click('#e-save')}`,
  });
  e.act(
    MS,
    'Add Leon Fraser to the squad as a forward with shirt number 9',
    'compound',
    'mind2web',
    `!!${pl('Leon Fraser')} && ${pl('Leon Fraser')}.no === 9 && ${pl('Leon Fraser')}.pos === 'Forward'`,
    `${click('[aria-controls="add-box"]')} ${setVal('#first', 'Leon')} ${setVal('#last', 'Fraser')} ${setVal('#shirt', '9')} ${setVal('#pos', 'Forward')} ${click('#add')}`,
  );
  e.fails(MS, 'Tom Bright plays in defence', 'near_miss', 'reflect');
  e.actFails(MS, 'Remove Marcus Lee from the squad', 'missing_target', 'browser-use', `window.squad.length === 8`);

  // Team sheet
  e.actFails(MSH, 'Tick Ade Bello as a starter', 'missing_target', 'testrail-manual', noStarters);
  e.act(
    MSH,
    'Pick Tom Bright, Marcus Lee, Jay Okafor, Ravi Shah and Chris Nolan as starters',
    'compound',
    'mind2web',
    `document.querySelectorAll('#starters input:checked').length === 5 && ${q('#picked')}.textContent === '5 of 5 selected'`,
    ['Tom Bright', 'Marcus Lee', 'Jay Okafor', 'Ravi Shah', 'Chris Nolan'].map(starter).join(' '),
  );
  e.act(
    MS5,
    'Make Jay Okafor captain and submit the team sheet',
    'compound',
    'qa-wolf',
    `!!window.sheet && window.sheet.captain === 'Jay Okafor' && window.sheet.starters.length === 5`,
    `${setVal('#captain', 'Jay Okafor')} ${click('#submit-sheet')}`,
  );
  e.actFails(MS5, 'Click "Submit team sheet"', 'missing_target', 'testrigor', `window.sheet === null`);
  e.holds(MS5, 'An error says no more than 5 starters can be picked', 'message', 'momentic', {
    prepare: starter('Ben Carter'),
  });
  e.fails(MS5, 'The counter shows 4 of 5 selected', 'false_claim', 'kane-ai');
  e.actFails(
    MS5,
    'Choose Ben Carter as captain',
    'missing_target',
    'browser-use',
    `${q('#captain')}.value === '' && window.sheet === null`,
  );

  // Match fees
  e.actFails(MF, 'Click Mark as paid', 'ambiguous_target', 'testrigor', paidCount);
  e.act(
    MF,
    "Mark Ravi Shah's match fee as paid",
    'scope',
    'browser-use',
    `${pl('Ravi Shah')}.paid === true`,
    click('#fees tr[data-name="Ravi Shah"] .paid'),
  );
  e.actFails(MF, "Mark Jay Okafor's fee as paid", 'missing_target', 'browser-use', paidCount);
  e.fails(MF, 'Chris Nolan has paid his match fee', 'near_miss', 'reflect');
  e.fails(MF, '£25.00 has been collected so far', 'false_claim', 'kane-ai');

  // Fixture change and the referee
  e.act(
    MS,
    "Request to move Sunday's match to 22/03/2026 because of a cup match",
    'compound',
    'browser-use',
    `!!window.changeRequest && window.changeRequest.date === '2026-03-22' && window.changeRequest.why === 'Cup match'`,
    `${openChange} ${setVal('#ch-date', '2026-03-22')} ${setVal('#ch-why', 'Cup match')} ${click('#ch-send')}`,
  );
  e.holds(MS, 'The error summary says games must be played on a Sunday', 'message', 'momentic', {
    prepare: `${openChange} ${setVal('#ch-date', '2026-03-21')} ${setVal('#ch-why', 'Other')} ${click('#ch-send')}`,
  });
  e.fails(MS, 'The error summary asks for a reason', 'near_miss', 'momentic', {
    prepare: `${openChange} ${setVal('#ch-date', '2026-03-21')} ${setVal('#ch-why', 'Other')} ${click('#ch-send')}`,
  });
  e.act(
    MS,
    'Rate the referee 2 stars and send it',
    'compound',
    'magnitude',
    `window.refRating === 2`,
    `${click('#ref [data-n="2"]')} ${click('#ref-send')}`,
  );
  e.fails(MS, 'The referee was Pat Green', 'near_miss', 'robot-browser');
  e.holds(MS, 'An error asks for a rating between 1 and 5 stars', 'message', 'momentic', {
    prepare: click('#ref-send'),
  });
}
