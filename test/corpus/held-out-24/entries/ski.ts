/** Steps on Alva Peaks (apps/ski.ts): signing in and the lift-pass wizard. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, later, on, q, setVal, tick } from '../../entry-scripts';

const LOGIN = '/ski/login';
const SHOP = '/ski/passes';
const S2 = `${SHOP}?step=2`;
const S3 = `${SHOP}?step=3`;

const onLogin = "location.pathname === '/ski/login'";
const signedIn = "location.pathname === '/ski/passes'";
const creds = (email: string, pw: string) => `${setVal('#email', email)} ${setVal('#pw', pw)}`;
const tryLogin = (email: string, pw: string) => later(`${creds(email, pw)} ${click('#go')} await wait(1300);`);
const pass = (v: string) => tick(`input[name=pass][value=${v}]`);
const nm = (i: number) => `.skier[data-i="${i}"] .nm`;
const rm = (i: number) => `.skier[data-i="${i}"] .rm`;
const next1 = (body: string) => later(`${body} ${click('#to2')} await wait(1200);`);
const next2 = (body: string) => later(`${body} ${click('#to3')} await wait(1100);`);
const openSchool = click('#acc-school');
const lessons = 'Number(document.querySelector("#lessons").dataset.value)';
const hours = 'Number(document.querySelector("#private").dataset.value)';
const twoSkiers = "window.skiers.length === 2 && window.skiers[0].name === 'Nina Keller'";

export function skiEntries(b: EntryBuilder): void {
  // ---- Sign in
  b.act(
    LOGIN,
    'Enter "nina.keller@example.ch" in the Email field',
    'fill',
    'cucumber-web',
    `${q('#email')}.value === 'nina.keller@example.ch'`,
    setVal('#email', 'nina.keller@example.ch'),
  );
  b.act(LOGIN, 'Tick "Keep me signed in"', 'check', 'cucumber-web', `${q('#keep')}.checked`, tick('#keep'));
  b.act(LOGIN, 'Click the show password button', 'click', 'testsigma', `${q('#pw')}.type === 'text'`, click('#show'));
  b.fails(LOGIN, 'The password I typed is masked', 'false_claim', 'reflect', {
    prepare: `${setVal('#pw', 'Powder#27')} ${click('#show')}`,
  });
  b.act(
    LOGIN,
    'Log in as {{email}} with password {{password}}',
    'login',
    'skyvern',
    signedIn,
    `${creds('nina.keller@example.ch', 'Powder#27')} ${click('#go')}`,
    {
      variables: { email: 'nina.keller@example.ch', password: 'Powder#27' },
    },
  );
  b.act(
    LOGIN,
    'Sign in with nina.keller@example.ch / Powder#27 and keep me signed in',
    'login',
    'testrail-manual',
    `${signedIn} && location.search.includes('keep=1')`,
    `${creds('nina.keller@example.ch', 'Powder#27')} ${tick('#keep')} ${click('#go')}`,
  );
  b.act(
    LOGIN,
    'Type Powder#27 in Password and press Enter',
    'keys',
    'codecept',
    signedIn,
    `${setVal('#pw', 'Powder#27')} ${q('#f')}.requestSubmit();`,
    { prepare: setVal('#email', 'nina.keller@example.ch') },
  );
  b.actFails(
    LOGIN,
    'Sign in as nina.keller@example.ch with the password powder27',
    'missing_target',
    'bug-report',
    onLogin,
  );
  b.holds(LOGIN, 'An error says the email or password is wrong', 'message', 'momentic', {
    prepare: tryLogin('nina.keller@example.ch', 'powder27'),
  });
  b.fails(LOGIN, 'The error says my account is locked', 'false_claim', 'momentic', {
    prepare: tryLogin('nina.keller@example.ch', 'powder27'),
  });
  b.actFails(LOGIN, 'Log in as {{user}} using the password {{password}}', 'missing_target', 'skyvern', onLogin, {
    variables: { user: 'tom.brand@example.ch', password: 'Slalom!9' },
  });
  b.holds(LOGIN, 'The page tells me to reset my password to unlock the account', 'message', 'octomind', {
    prepare: tryLogin('tom.brand@example.ch', 'Slalom!9'),
  });
  b.holds(LOGIN, 'An error asks for my email address', 'message', 'momentic', { prepare: click('#go') });
  b.fails(LOGIN, 'An error asks for my password', 'false_claim', 'momentic', { prepare: click('#go') });
  b.holds(LOGIN, 'The page heading is "Sign in to Alva Peaks"', 'page', 'robot-browser');
  b.fails(LOGIN, 'The page title is "Log in - Alva Peaks"', 'false_claim', 'robot-browser');
  b.actFails(LOGIN, 'Click "Create an account"', 'missing_target', 'testrigor', onLogin);
  b.act(
    LOGIN,
    'Follow the "Forgot password?" link',
    'navigation',
    'cucumber-web',
    "location.search.includes('forgot=1')",
    click('a[href*=forgot]'),
  );
  b.fails(`${LOGIN}?forgot=1`, 'The page says my password was reset', 'false_claim', 'rainforest');

  // ---- Wizard, step 1
  b.holds(SHOP, 'Step 1 of 4 is "Pass & dates"', 'page', 'product-verify');
  b.holds(SHOP, 'There are 4 passes to choose from', 'count', 'behat');
  b.fails(SHOP, 'There are 5 passes to choose from', 'false_claim', 'behat');
  b.holds(SHOP, '"Piz Alva only" is selected', 'state', 'spreewald');
  b.holds(SHOP, 'The Season pass is from CHF 1190', 'value', 'kane-ai');
  b.fails(SHOP, 'The 6-day pass is from CHF 219', 'near_miss', 'kane-ai');
  b.fails(SHOP, 'The Day pass costs from CHF 95', 'false_claim', 'kane-ai');
  b.act(
    SHOP,
    'Choose the 3-day pass',
    'check',
    'gauge',
    `${q('input[name=pass][value=three]')}.checked`,
    pass('three'),
  );
  b.act(
    SHOP,
    'Set the first day to 20/12/2027',
    'widget',
    'qa-wolf',
    `${q('#first')}.value === '2027-12-20'`,
    setVal('#first', '2027-12-20'),
  );
  b.holds(SHOP, 'The First day field is disabled', 'state', 'spreewald', { prepare: pass('season') });
  b.fails(SHOP, 'The First day field is disabled', 'false_claim', 'spreewald');
  b.actFails(
    SHOP,
    'Choose the Half-day pass',
    'missing_target',
    'testrigor',
    "!document.querySelector('input[name=pass]:checked')",
  );
  b.act(
    SHOP,
    'Click "Next: Skiers" without choosing a pass',
    'click',
    'bug-report',
    `${q('#s1-err')}.textContent === 'Choose a pass'`,
    click('#to2'),
  );
  b.act(
    SHOP,
    'Choose a Day pass for 20 December 2027 and go to the next step',
    'compound',
    'qa-wolf',
    'window.step === 2',
    `${pass('day')} ${setVal('#first', '2027-12-20')} ${click('#to2')}`,
  );
  b.actFails(SHOP, 'Buy a Day pass for Christmas Day 2027', 'missing_target', 'browser-use', 'window.step === 1');
  const xmas = next1(`${pass('day')} ${setVal('#first', '2027-12-25')}`);
  b.holds(SHOP, 'An error says day passes for 25 December are sold out', 'message', 'momentic', { prepare: xmas });
  b.fails(SHOP, 'The error says Val Nera opens on 18 December', 'false_claim', 'momentic', { prepare: xmas });
  b.actFails(
    SHOP,
    'Choose a 3-day pass for the whole region starting 15 December and continue',
    'missing_target',
    'mind2web',
    'window.step === 1',
  );
  b.holds(SHOP, 'Wait until the pass check is done and the Skiers step shows', 'wait', 'midscene', {
    prepare: `${pass('three')} ${setVal('#first', '2027-12-18')} ${click('#to2')}`,
  });
  b.holds(`${SHOP}?welcome=1`, 'The page greets Nina', 'message', 'octomind');
  b.fails(`${SHOP}?welcome=1`, 'The welcome message says I have 2 active season passes', 'false_claim', 'octomind');
  b.act(
    SHOP,
    'Open the Lifts & snow page',
    'navigation',
    'gauge',
    "location.pathname === '/ski/lifts'",
    click('a[href="/ski/lifts"]'),
  );
  b.act(
    SHOP,
    'Open the account menu and choose My KeyCards',
    'compound',
    'qa-wolf',
    "location.search.includes('tab=keycards')",
    `${click('#user')} ${click('#mi-cards')}`,
  );
  b.act(SHOP, 'Sign out', 'click', 'robot-browser', onLogin, `${click('#user')} ${click('#mi-out')}`);
  b.actFails(
    SHOP,
    'Switch the language to Deutsch from the account menu',
    'missing_target',
    'checksum',
    "location.pathname === '/ski/passes'",
  );

  // ---- Wizard, step 2
  b.holds(S2, '2 skiers are on the order', 'count', 'webarena');
  b.fails(S2, '3 skiers are on the order', 'false_claim', 'webarena');
  b.holds(S2, 'Leo Keller is in the Child 6–15 age group', 'scope', 'reflect');
  b.fails(S2, 'Leo Keller has the KeyCard number 01-1614-7730-2', 'near_miss', 'reflect');
  b.holds(S2, "Skier 2's KeyCard number is empty", 'state', 'spreewald');
  b.act(
    S2,
    'Add a third skier called Mia Keller, Youth 16–19',
    'compound',
    'shortest',
    "window.skiers.length === 3 && window.skiers[2].name === 'Mia Keller' && window.skiers[2].cat === 'youth'",
    `${click('#add-skier')} ${setVal(nm(2), 'Mia Keller')} ${setVal('#cat-2', 'youth')}`,
  );
  b.act(
    S2,
    "Change Leo Keller's age group to Youth 16–19",
    'scope',
    'stagehand',
    "window.skiers[1].cat === 'youth'",
    setVal('#cat-1', 'youth'),
  );
  b.act(
    S2,
    'Remove Leo Keller from the order',
    'scope',
    'browser-use',
    "window.skiers.length === 1 && window.skiers[0].name === 'Nina Keller'",
    click(rm(1)),
  );
  b.actFails(S2, 'Click Remove', 'ambiguous_target', 'behat', twoSkiers);
  b.act(
    S2,
    'Click the second Remove button',
    'ordinal',
    'zerostep',
    "window.skiers.length === 1 && window.skiers[0].name === 'Nina Keller'",
    click(rm(1)),
  );
  b.holds(S2, 'The Remove button is disabled', 'state', 'spreewald', { prepare: click(rm(1)) });
  b.fails(S2, 'The Remove button of Skier 1 is disabled', 'false_claim', 'spreewald');
  b.actFails(
    S2,
    'Enter "Mia Keller" in the name field',
    'ambiguous_target',
    'testrigor',
    "window.skiers[0].name === 'Nina Keller' && window.skiers[1].name === 'Leo Keller'",
  );
  b.act(
    S2,
    'Type "Leonard Keller" into the First and last name field of Skier 2',
    'scope',
    'cucumber-web',
    "window.skiers[1].name === 'Leonard Keller'",
    setVal(nm(1), 'Leonard Keller'),
  );
  b.act(S2, 'Go on to Extras', 'click', 'gauge', 'window.step === 3', click('#to3'));
  b.actFails(S2, 'Remove Nina Keller and continue to Extras', 'missing_target', 'shortest', 'window.step === 2');
  const childAlone = next2(click(rm(0)));
  b.holds(S2, 'An error says children must ski with an adult or senior', 'message', 'momentic', {
    prepare: childAlone,
  });
  b.actFails(
    S2,
    'Use KeyCard 01-0042-3310-9 for Leo and go to Extras',
    'missing_target',
    'mind2web',
    'window.step === 2',
  );
  b.holds(S2, 'An error asks for a name for skier 2', 'message', 'momentic', {
    prepare: `${setVal(nm(1), '')} ${click('#to3')}`,
  });
  b.fails(S2, 'An error asks for a name for skier 1', 'near_miss', 'momentic', {
    prepare: `${setVal(nm(1), '')} ${click('#to3')}`,
  });
  b.fails(S2, 'The Add skier button is disabled', 'false_claim', 'spreewald');
  b.holds(S2, 'The Add skier button is disabled', 'state', 'spreewald', { prepare: clicks('#add-skier', 4) });
  b.actFails(S2, 'Add a seventh skier', 'missing_target', 'browser-use', 'window.skiers.length === 6', {
    prepare: clicks('#add-skier', 4),
  });

  // ---- Wizard, step 3
  b.holds(S3, 'The Ski insurance switch is off', 'state', 'product-verify');
  b.fails(S3, 'Ski insurance is on', 'false_claim', 'product-verify');
  b.act(S3, 'Turn on ski insurance', 'widget', 'checksum', on('#sw-ins'), click('#sw-ins'));
  b.fails(S3, 'The Ski school section is collapsed', 'false_claim', 'spreewald', { prepare: openSchool });
  b.act(
    S3,
    'Increase group lesson mornings to 2',
    'widget',
    'midscene',
    `${lessons} === 2 && ${hours} === 0`,
    clicks('#lessons [data-step="1"]', 2),
    { prepare: openSchool },
  );
  b.act(
    S3,
    'Book 1 private lesson hour in the Ski school section',
    'compound',
    'browser-use',
    `${hours} === 1 && ${lessons} === 0`,
    `${openSchool} ${click('#private [data-step="1"]')}`,
  );
  b.actFails(S3, 'Click Increase', 'ambiguous_target', 'behat', `${lessons} === 0 && ${hours} === 0`, {
    prepare: openSchool,
  });
  b.holds(S3, 'Group lesson mornings are CHF 65 each', 'value', 'reflect', { prepare: openSchool });
  b.fails(S3, 'Private lessons cost CHF 65 an hour', 'near_miss', 'reflect', { prepare: openSchool });
  b.act(
    S3,
    'Choose covered garage parking',
    'select',
    'gauge',
    `${q('#parking')}.value === 'garage'`,
    setVal('#parking', 'garage'),
  );
  b.actFails(S3, 'Choose valet parking', 'missing_target', 'gauge', `${q('#parking')}.value === 'none'`);
  b.actFails(
    S3,
    'Book 4 group lesson mornings and go to the review',
    'missing_target',
    'shortest',
    'window.step === 3',
  );
  const tooMany = later(`${openSchool} ${clicks('#lessons [data-step="1"]', 4)} ${click('#to4')} await wait(1000);`);
  b.holds(S3, "An error says I've chosen 4 lesson mornings but my pass covers 3 days", 'message', 'momentic', {
    prepare: tooMany,
  });
  b.fails(S3, 'The error says group lessons are sold out', 'false_claim', 'momentic', { prepare: tooMany });
}
