/** Steps for Tidal Mobile's sign-in and account pages (`apps/mobile.ts`, `apps/mobile-account.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, tick } from '../../entry-scripts';

const L = '/mobile/login';
const M = '/mobile/account';
const BILLS = '/mobile/account?tab=bills';
const ADDONS = '/mobile/account?tab=addons';

const signIn = (user: string, pw: string) => `${setVal('#user', user)} ${setVal('#pw', pw)} ${click('#signin')}`;
const onLine = (k: string, what: string) => click(`.line-card[data-id="${k}"] .${what}`);
const menu = (k: string, what: string) => `${onLine(k, 'manage')} ${click(`#mg-${k} [data-do=${what}]`)}`;
const addData = (k: string, bundle: string) =>
  `${onLine(k, 'add')} ${tick(`input[name=bundle][value="${bundle}"]`)} ${click('#dd-ok')}`;
const block = (k: string, why: string) =>
  `${menu(k, 'block')} ${tick(`input[name=why][value=${why}]`)} ${tick('#bk-box')} ${click('#bk-ok')}`;
const usage = `${q('iframe[title="Data usage chart"]')}.contentDocument`;
const cover = `document.querySelector('tidal-coverage').shadowRoot`;
const check = (pc: string) =>
  `${cover}.getElementById('pc').value = ${JSON.stringify(pc)}; ${cover}.getElementById('go').click();`;
const bill = (name: string) => click(`#bills tr[data-id="${name}"] .view`);
const addon = (id: string) => click(`.addon[data-id=${id}] .add`);
const still = `location.pathname === '/mobile/login'`;

export function mobileEntries(e: EntryBuilder): void {
  // Sign-in
  e.holds(L, 'The page title is "Sign in - Tidal"', 'page', 'spreewald');
  e.act(
    L,
    'Log in as alex.morgan@example.com with password Tide-2027!',
    'login',
    'shortest',
    `location.pathname === '/mobile/account'`,
    signIn('alex.morgan@example.com', 'Tide-2027!'),
  );
  e.act(
    L,
    'Given I sign in with my mobile number 07700 900461 and password "{{password}}"',
    'login',
    'gherkin',
    `location.pathname === '/mobile/account'`,
    signIn('07700 900461', 'Tide-2027!'),
    { variables: { password: 'Tide-2027!' } },
  );
  e.act(
    L,
    'Try to sign in as alex.morgan@example.com with the password "tide2027"',
    'login',
    'testrail-manual',
    `window.tries === 2 && ${still}`,
    signIn('alex.morgan@example.com', 'tide2027'),
  );
  e.actFails(L, 'Log in as alex.morgan@example.com with password Tide-2026!', 'missing_target', 'shortest', still);
  e.holds(L, 'An error says I have 2 more tries', 'message', 'momentic', {
    prepare: signIn('alex.morgan@example.com', 'x'),
  });
  e.fails(L, 'I am signed in', 'false_claim', 'octomind', { prepare: signIn('alex.morgan@example.com', 'x') });
  e.fails(L, 'The Sign in button can still be used', 'false_claim', 'auto-playwright', {
    prepare: `${signIn('alex.morgan@example.com', 'a')} ${click('#signin')} ${click('#signin')}`,
  });
  e.act(
    L,
    'If a cookie banner shows, accept it',
    'click',
    'auto-playwright',
    `window.cookies === 'all'`,
    click('#ck-all'),
  );
  e.act(L, 'click show next to the password', 'click', 'bug-report', `${q('#pw')}.type === 'text'`, click('#showpw'));
  e.actFails(L, 'Click "Sign in with Apple"', 'missing_target', 'testrigor', still);
  e.holds(`${L}?out=1`, 'I should see a message telling me I have signed out', 'message', 'octomind');

  // Account summary
  e.holds(M, 'The next bill is £46.00', 'value', 'kane-ai');
  e.fails(M, 'The next bill is due on 17 March', 'near_miss', 'kane-ai');
  e.holds(M, 'The bell shows 3 notifications', 'value', 'midscene');
  e.fails(M, 'The bell shows 2 notifications', 'false_claim', 'midscene');
  e.act(
    M,
    'Open the user menu and sign out',
    'compound',
    'checksum',
    `location.pathname === '/mobile/login' && location.search === '?out=1'`,
    `${click('#me')} ${click('#signout')}`,
  );
  e.act(
    M,
    'Set the spend cap for extras to £30',
    'widget',
    'testrail-manual',
    `window.cap === 30`,
    setVal('#cap', '30'),
  );
  e.actFails(M, 'Set the spend cap to £80', 'missing_target', 'testrail-manual', `window.cap === 20`);

  // Lines
  e.holds(M, "Sam's phone has used 17.8 GB of 20 GB", 'value', 'reflect');
  e.fails(M, 'The tablet has used 17.8 GB', 'near_miss', 'reflect');
  e.holds(M, "Roaming is on for Alex's phone", 'state', 'reflect');
  e.fails(M, "Roaming is on for Sam's phone", 'near_miss', 'reflect');
  e.holds(M, "The tablet's roaming switch is disabled", 'state', 'spreewald');
  e.holds(M, "The line that has used the most data is Alex's phone", 'value', 'webvoyager');
  e.act(
    M,
    "Turn on roaming for Sam's phone",
    'scope',
    'checksum',
    `window.lines.sam.roaming === true && window.lines.alex.roaming === true`,
    onLine('sam', 'roam'),
  );
  e.actFails(
    M,
    'Turn on roaming for the tablet',
    'missing_target',
    'checksum',
    `window.lines.tablet.roaming === false`,
  );
  e.actFails(
    M,
    'Toggle the Roaming switch',
    'ambiguous_target',
    'testrigor',
    `window.lines.alex.roaming === true && window.lines.sam.roaming === false`,
  );
  e.act(
    M,
    "Add 5 GB of data to Sam's phone",
    'compound',
    'browser-use',
    `window.lines.sam.allowance === 25 && window.extras === 8`,
    addData('sam', '5'),
  );
  e.actFails(M, "Add data to Alex's phone", 'missing_target', 'browser-use', `${q('#dlg-data')}.hidden`);
  e.actFails(M, 'Click "Add data"', 'ambiguous_target', 'testrigor', `${q('#dlg-data')}.hidden`);
  e.holds(M, 'The next bill goes up to £54.00', 'value', 'rainforest', { prepare: addData('sam', '5') });
  e.fails(M, "Sam's phone still has 20 GB of data", 'false_claim', 'rainforest', { prepare: addData('sam', '5') });
  e.act(
    M,
    'Choose "Unlimited until 17 March for £10.00"',
    'check',
    'rails-web-steps',
    `${q('input[name=bundle][value=unl]')}.checked`,
    tick('input[name=bundle][value=unl]'),
    { prepare: onLine('sam', 'add') },
  );
  e.holds(`${M}?cap=5`, 'An error says the extras would go over my £5 spend cap', 'message', 'momentic', {
    prepare: addData('sam', '5'),
  });
  e.actFails(
    `${M}?cap=5`,
    "Add 5 GB of data to Sam's phone",
    'missing_target',
    'browser-use',
    `window.lines.sam.allowance === 20 && window.extras === 0`,
  );
  e.fails(`${M}?cap=5`, "5 GB was added to Sam's phone", 'false_claim', 'octomind', { prepare: addData('sam', '5') });
  e.act(
    M,
    "Open the Manage menu for Sam's phone and get the PAC code",
    'compound',
    'qa-wolf',
    `window.pacShown === 'sam' && !${q('#dlg-pac')}.hidden`,
    menu('sam', 'pac'),
  );
  e.actFails(
    M,
    'Open the Manage menu',
    'ambiguous_target',
    'robot-browser',
    `document.querySelectorAll('[id^=mg-]:not([hidden])').length === 0`,
  );
  e.holds(M, 'The PAC code is TDL 482 913', 'value', 'kane-ai', { prepare: menu('sam', 'pac') });
  e.fails(M, 'The PAC code is valid until 17 March 2027', 'near_miss', 'kane-ai', { prepare: menu('sam', 'pac') });
  e.act(
    M,
    "Report Sam's phone as stolen and block the SIM; it is done when the line shows Blocked",
    'compound',
    'skyvern',
    `window.lines.sam.blocked === 'stolen'`,
    block('sam', 'stolen'),
  );
  e.holds(M, 'Is the Block SIM button disabled?', 'state', 'auto-playwright', { prepare: menu('sam', 'block') });
  e.actFails(M, 'Click "Block SIM"', 'missing_target', 'testrigor', `window.lines.sam.blocked === null`, {
    prepare: menu('sam', 'block'),
  });
  e.fails(M, "Alex's phone is blocked", 'near_miss', 'reflect', { prepare: block('sam', 'lost') });
  e.act(
    M,
    'Rename the tablet to "Kitchen iPad"',
    'compound',
    'browser-use',
    `window.lines.tablet.name === 'Kitchen iPad'`,
    `${menu('tablet', 'rename')} ${setVal('#rn-name', 'Kitchen iPad')} ${click('#rn-ok')}`,
  );

  // Usage chart and coverage
  e.act(
    M,
    "In the usage chart frame, pick Sam's phone",
    'frames',
    'stagehand',
    `${usage}.querySelector('#u-line').value === 'sam'`,
    `(() => { const s = ${usage}.querySelector('#u-line'); s.value = 'sam'; s.dispatchEvent(new Event('change')); })();`,
  );
  e.holds(M, 'The usage frame says the busiest day was 3 March', 'frames', 'midscene');
  e.fails(M, 'The usage frame says 46.3 GB were used in total this month', 'near_miss', 'midscene');
  e.act(
    M,
    'Check coverage for LS6 3AX',
    'frames',
    'gauge',
    `${cover}.getElementById('res').textContent.includes('5G outdoors')`,
    check('LS6 3AX'),
  );
  e.act(
    M,
    'Wait until the coverage result appears',
    'wait',
    'midscene',
    `${cover}.getElementById('res').textContent.includes('LS6 3AX:')`,
    later('await wait(1100);'),
    {
      prepare: check('LS6 3AX'),
    },
  );
  e.holds(M, 'wait until the checker says it could not find that postcode', 'wait', 'spreewald', {
    prepare: check('AB1 2CD'),
  });
  e.holds(M, 'The coverage checker says 4G indoors at LS6 3AX', 'frames', 'mabl', {
    prepare: later(`${check('LS6 3AX')} await wait(1100);`),
  });
  e.fails(M, 'The coverage checker says there is 5G indoors', 'near_miss', 'mabl', {
    prepare: later(`${check('LS6 3AX')} await wait(1100);`),
  });

  // Bills
  e.act(M, 'Open the Bills tab', 'widget', 'checksum', `!${q('#p-bills')}.hidden`, click('#t-bills'));
  e.act(
    BILLS,
    'View the January 2027 bill',
    'scope',
    'testrail-manual',
    `window.viewedBill === 'January 2027' && !${q('#dlg-bill')}.hidden`,
    bill('January 2027'),
  );
  e.holds(BILLS, "The January bill includes £3.50 of extra data for Sam's phone", 'value', 'kane-ai', {
    prepare: bill('January 2027'),
  });
  e.fails(BILLS, 'The January bill total is £46.00', 'near_miss', 'kane-ai', { prepare: bill('January 2027') });
  e.act(
    BILLS,
    'Go to the next page of bills',
    'navigation',
    'testrail-manual',
    `window.billPage === 2`,
    click('#b-next'),
  );
  e.holds(`${BILLS}&page=2`, 'The most expensive bill on this page is November 2026', 'value', 'webvoyager');
  e.fails(`${BILLS}&page=2`, 'The September 2026 bill was £46.00', 'near_miss', 'kane-ai');
  e.actFails(BILLS, 'Download PDF', 'ambiguous_target', 'robot-browser', `window.downloaded === undefined`);
  e.actFails(
    BILLS,
    'Click "View"',
    'ambiguous_target',
    'testrigor',
    `window.viewedBill === undefined && ${q('#dlg-bill')}.hidden`,
  );
  e.act(
    BILLS,
    'Download the PDF for December 2026',
    'scope',
    'testrigor',
    `window.downloaded === 'December 2026'`,
    click('#bills tr[data-id="December 2026"] .pdf'),
  );
  e.fails(BILLS, 'The February 2027 bill is unpaid', 'false_claim', 'reflect');

  // Add-ons
  e.act(
    ADDONS,
    "Add the EU Roaming Pass to Sam's phone from 20 March 2027",
    'compound',
    'mind2web',
    `window.addons.length === 1 && window.addons[0].addon === 'roam' && window.addons[0].line === 'sam' && window.addons[0].start === '2027-03-20'`,
    `${addon('roam')} ${setVal('#ao-line', 'sam')} ${setVal('#ao-date', '2027-03-20')} ${click('#ao-ok')}`,
  );
  e.actFails(ADDONS, 'Add Spotify Premium', 'missing_target', 'browser-use', `${q('#dlg-addon')}.hidden`);
  e.actFails(ADDONS, 'Click Add', 'ambiguous_target', 'robot-browser', `${q('#dlg-addon')}.hidden`);
  e.act(
    ADDONS,
    'Click the second Add button',
    'ordinal',
    'zerostep',
    `!${q('#dlg-addon')}.hidden && ${q('#ao-h')}.textContent === 'Add Data Boost 5 GB'`,
    addon('boost'),
  );
  e.fails(ADDONS, 'The Data Boost costs £2.50', 'near_miss', 'kane-ai');
  e.holds(ADDONS, 'Spotify Premium is already included', 'state', 'mabl');
  e.act(
    M,
    'Press the Add-ons tab then add International Minutes to the tablet',
    'compound',
    'qa-wolf',
    `window.addons.length === 1 && window.addons[0].addon === 'intl' && window.addons[0].line === 'tablet'`,
    `${click('#t-addons')} ${addon('intl')} ${setVal('#ao-line', 'tablet')} ${click('#ao-ok')}`,
  );
  e.holds(M, 'the notifications menu mentions that Sam has used 89% of the data', 'message', 'midscene', {
    prepare: click('#bell'),
  });
}
