/** Steps for Halden University's module registration (`apps/courses.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from '../../entry-scripts';

const R = '/courses/register';
const R2 = '/courses/register?page=2';
const FULL = '/courses/register?add=CS2050,MA2033';
const MSG = '/courses/register?tab=msg';

const on = (code: string, what: string) => click(`#mods tr[data-code="${code}"] .${what}`);
const regd = (code: string) => `window.registered.includes(${JSON.stringify(code)})`;
const same = `window.registered.join() === 'CS2041,CS2090'`;
const drop = (code: string) => click(`#mine li[data-code="${code}"] .drop`);
const info = (code: string) =>
  `!${q('#dlg-info')}.hidden && ${q('#in-h')}.textContent.startsWith(${JSON.stringify(code)})`;
const message = (by: string) =>
  `${setVal('#mg-mod', 'CS2041')} ${setVal('#mg-subj', 'Coursework deadline')} ${setVal('#mg-text', 'Can I hand the coursework in a week late?')} ${setVal('#mg-by', by)} ${click('#msg button[type=submit]')}`;

export function coursesEntries(e: EntryBuilder): void {
  // The catalogue
  e.holds(R, 'The heading reads "Module registration, spring term 2027"', 'page', 'robot-browser');
  e.holds(R, 'the page title should be "Module registration - Halden University"', 'page', 'spreewald');
  e.holds(R, 'Registration closes on Friday 19 March 2027', 'message', 'mabl');
  e.holds(R, 'I have chosen 30 of 60 credits', 'value', 'kane-ai');
  e.fails(R, 'I have chosen 60 credits', 'near_miss', 'kane-ai');
  e.holds(R, 'The module table should have 5 rows', 'count', 'mink');
  e.holds(R, 'CS2050 Algorithms has 4 places left', 'value', 'kane-ai');
  e.fails(R, 'CS2050 has 12 places left', 'near_miss', 'kane-ai');
  e.holds(R, 'Web Development is full', 'state', 'reflect');
  e.fails(R, 'Algorithms is full', 'near_miss', 'reflect');
  e.fails(R, 'Machine Learning is worth 15 credits', 'near_miss', 'kane-ai');
  e.holds(R, 'Databases is on Monday at 10:00', 'scope', 'reflect');
  e.fails(R, 'Databases is taught on Tuesday at 14:00', 'near_miss', 'reflect');
  e.holds(R, 'the Add button for CS2041 is replaced by a disabled "Added" button', 'state', 'spreewald');
  e.fails(R, 'Software Engineering Project can still be added', 'false_claim', 'reflect');
  e.holds(R, 'The pager shows Page 1 of 3', 'value', 'robot-browser');
  e.fails(R, 'There are 4 pages of modules', 'false_claim', 'rainforest');

  // Finding modules
  e.act(
    R,
    'Search for "statistics"',
    'fill',
    'testrigor',
    `${q('#find')}.value.toLowerCase() === 'statistics'`,
    setVal('#find', 'statistics'),
  );
  e.act(
    R,
    'Select "History" from "Department"',
    'select',
    'rails-web-steps',
    `${q('#dept')}.value === 'History'`,
    setVal('#dept', 'History'),
  );
  e.holds(R, 'Only 2 History modules are shown', 'count', 'rainforest', { prepare: setVal('#dept', 'History') });
  e.fails(R, '3 modules are listed', 'false_claim', 'mink', { prepare: setVal('#dept', 'History') });
  e.act(
    R,
    'Turn on "Only modules with places"',
    'widget',
    'checksum',
    `${q('#sw-places')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-places'),
  );
  e.holds(R, 'After turning on Only modules with places, Web Development is not listed', 'state', 'magnitude', {
    prepare: click('#sw-places'),
  });
  e.act(R, 'go to the next page', 'navigation', 'bug-report', `window.modPage === 2`, click('#m-next'));
  e.act(
    R,
    'Open the last page of modules',
    'navigation',
    'testrail-manual',
    `window.modPage === 3`,
    `${click('#m-next')} ${click('#m-next')}`,
  );
  e.holds(`${R}?page=3`, 'Film Music is the only module on page 3', 'count', 'rainforest');
  e.fails(`${R}?page=3`, 'the next page button is enabled', 'false_claim', 'spreewald');
  e.holds(R, 'I should see "No modules match your search."', 'message', 'rails-web-steps', {
    prepare: setVal('#find', 'astronomy'),
  });
  e.actFails(R, 'Add Astronomy', 'missing_target', 'gauge', same, { prepare: setVal('#find', 'astronomy') });

  // Details
  e.act(R, 'Show the details of Machine Learning', 'scope', 'stagehand', info('CS3010'), on('CS3010', 'info'));
  e.actFails(R, 'Click Details', 'ambiguous_target', 'robot-browser', `${q('#dlg-info')}.hidden`);
  e.act(R, 'Click "Details" in the third row', 'ordinal', 'zerostep', info('CS2075'), on('CS2075', 'info'));
  e.holds(R, 'the details say Machine Learning needs MA2010', 'widget', 'midscene', { prepare: on('CS3010', 'info') });
  e.holds(R, 'Machine Learning is led by Dr Yusuf Khan', 'value', 'reflect', { prepare: on('CS3010', 'info') });
  e.fails(R, 'Machine Learning is assessed by exam only', 'false_claim', 'reflect', { prepare: on('CS3010', 'info') });
  e.act(R, 'close the dialog', 'click', 'bug-report', `${q('#dlg-info')}.hidden`, click('#dlg-info [data-dismiss]'), {
    prepare: on('CS3010', 'info'),
  });

  // Adding
  e.act(R, 'Add Algorithms to my modules', 'scope', 'browser-use', regd('CS2050'), on('CS2050', 'add'));
  e.actFails(R, 'Click Add', 'ambiguous_target', 'testrigor', same);
  e.act(R, 'Click "Add" in the row for CS2050', 'scope', 'testrigor', regd('CS2050'), on('CS2050', 'add'));
  e.holds(R, 'After adding Algorithms, I have 45 credits', 'value', 'kane-ai', { prepare: on('CS2050', 'add') });
  e.holds(R, 'a toast says "CS2050 Algorithms added"', 'widget', 'octomind', { prepare: on('CS2050', 'add') });
  e.act(
    R2,
    'Add Statistics and Public History',
    'compound',
    'qa-wolf',
    `${regd('MA2033')} && ${regd('HI2110')}`,
    `${on('MA2033', 'add')} ${on('HI2110', 'add')}`,
  );
  e.actFails(R2, 'Add Linear Algebra', 'missing_target', 'gauge', same);
  e.holds(R2, 'an error says MA2010 clashes with CS2041 Databases', 'message', 'momentic', {
    prepare: on('MA2010', 'add'),
  });
  e.fails(R2, 'Linear Algebra was added', 'false_claim', 'octomind', { prepare: on('MA2010', 'add') });
  e.actFails(R, 'Register for CS3010 Machine Learning', 'missing_target', 'mind2web', same);
  e.holds(R, 'The error says I need MA2010 Linear Algebra first', 'message', 'momentic', {
    prepare: on('CS3010', 'add'),
  });
  e.fails(R, 'The error says Machine Learning clashes with another module', 'near_miss', 'momentic', {
    prepare: on('CS3010', 'add'),
  });
  e.actFails(R2, 'Add Music Theory to my modules', 'missing_target', 'browser-use', same);
  e.holds(R2, 'I see that MU1002 is not open to second-year students', 'message', 'magnitude', {
    prepare: on('MU1002', 'add'),
  });
  e.actFails(
    `${FULL}&page=2`,
    'Add HI2110 Public History',
    'missing_target',
    'testrail-manual',
    `window.registered.length === 4 && !${regd('HI2110')}`,
  );
  e.holds(`${FULL}&page=2`, 'The error says adding HI2110 would take me to 75 credits', 'message', 'mabl', {
    prepare: on('HI2110', 'add'),
  });
  e.fails(`${FULL}&page=2`, 'the error says the most I can take is 75 credits', 'near_miss', 'momentic', {
    prepare: on('HI2110', 'add'),
  });
  e.act(`${R2}`, 'Add Modern Europe', 'click', 'gauge', regd('HI2004'), on('HI2004', 'add'));
  e.actFails(
    '/courses/register?add=CS2050&page=2',
    'Add Modern Europe',
    'missing_target',
    'gauge',
    `!${regd('HI2004')}`,
  );
  e.actFails(R, 'Add Web Development', 'missing_target', 'gauge', same);
  e.act(
    R,
    'Join the waitlist for Web Development',
    'click',
    'checksum',
    `window.waitlisted.includes('CS2075')`,
    on('CS2075', 'wait'),
  );
  e.holds(R, 'I am 3rd on the waitlist for CS2075', 'widget', 'octomind', { prepare: on('CS2075', 'wait') });
  e.fails(R, 'I am 3rd on the waitlist for CS2050', 'near_miss', 'octomind', { prepare: on('CS2075', 'wait') });

  // My modules
  e.holds(R, 'My modules lists Databases and Software Engineering Project', 'scope', 'reflect');
  e.holds(R, 'The Drop button for CS2090 is disabled', 'state', 'spreewald');
  e.fails(R, 'The Drop button for Databases is disabled', 'near_miss', 'spreewald');
  e.actFails(
    R,
    'Drop the Software Engineering Project',
    'missing_target',
    'browser-use',
    `${q('#dlg-drop')}.hidden && ${same}`,
  );
  e.act(
    R,
    'Drop Databases and confirm',
    'compound',
    'qa-wolf',
    `!${regd('CS2041')} && window.registered.length === 1`,
    `${drop('CS2041')} ${click('#dr-ok')}`,
  );
  e.act(
    R,
    'Press "Keep module"',
    'click',
    'mink',
    `${q('#dlg-drop')}.hidden && ${regd('CS2041')}`,
    click('#dlg-drop [data-dismiss]'),
    {
      prepare: drop('CS2041'),
    },
  );
  e.holds(R, 'The dialog asks "Drop CS2041 Databases?"', 'widget', 'rainforest', { prepare: drop('CS2041') });
  e.fails(R, 'CS2041 has been dropped', 'false_claim', 'octomind', {
    prepare: `${drop('CS2041')} ${click('#dlg-drop [data-dismiss]')}`,
  });
  e.actFails(
    R,
    'Submit my registration',
    'missing_target',
    'browser-use',
    `window.submitted === false && ${q('#dlg-submit')}.hidden`,
  );
  e.holds(R, 'An error says I need exactly 60 credits and have 30', 'message', 'momentic', {
    prepare: click('#submit'),
  });
  e.fails(R, 'The error says I have 60 credits', 'near_miss', 'momentic', { prepare: click('#submit') });
  e.act(
    FULL,
    'Submit the registration and confirm it',
    'compound',
    'shortest',
    `window.submitted === true`,
    `${click('#submit')} ${click('#sb-ok')}`,
  );
  e.holds(FULL, 'I have chosen 60 of 60 credits', 'value', 'kane-ai');
  e.holds(FULL, 'the status says my registration is waiting for Dr Amara Okafor to approve it', 'message', 'mabl', {
    prepare: `${click('#submit')} ${click('#sb-ok')}`,
  });
  e.fails(FULL, 'My registration has been submitted', 'false_claim', 'octomind', {
    prepare: `${click('#submit')} ${click('#dlg-submit [data-dismiss]')}`,
  });

  // Messages
  e.act(R, 'Open the "Message a module leader" tab', 'widget', 'checksum', `!${q('#p-msg')}.hidden`, click('#t-msg'));
  e.act(
    MSG,
    'Choose CS2041 Databases as the module',
    'select',
    'stagehand',
    `${q('#mg-mod')}.value === 'CS2041'`,
    setVal('#mg-mod', 'CS2041'),
  );
  e.actFails(MSG, 'Select Algorithms as the module', 'missing_target', 'stagehand', `${q('#mg-mod')}.value === ''`);
  e.act(
    MSG,
    'Fill in "Subject" with "Coursework deadline"',
    'fill',
    'rails-web-steps',
    `${q('#mg-subj')}.value === 'Coursework deadline'`,
    setVal('#mg-subj', 'Coursework deadline'),
  );
  e.act(
    MSG,
    'Type "Can I hand the coursework in a week late?" where it says Write your question',
    'fill',
    'testrigor',
    `${q('#mg-text')}.value === 'Can I hand the coursework in a week late?'`,
    setVal('#mg-text', 'Can I hand the coursework in a week late?'),
  );
  e.act(MSG, 'tick copy my personal tutor', 'check', 'bug-report', `${q('#mg-cc')}.checked`, tick('#mg-cc'));
  e.act(
    MSG,
    'Send a message to the Databases leader with subject "Coursework deadline", asking "Can I hand the coursework in a week late?", reply by 17 March 2027',
    'compound',
    'shortest',
    `window.sent !== null && window.sent.module === 'CS2041' && window.sent.subject === 'Coursework deadline' && window.sent.by === '2027-03-17'`,
    message('2027-03-17'),
  );
  e.holds(MSG, 'The confirmation says the message went to Dr Lena Fischer', 'message', 'octomind', {
    prepare: message('2027-03-17'),
  });
  e.fails(MSG, 'The message was sent to Dr Amara Okafor', 'near_miss', 'octomind', { prepare: message('2027-03-17') });
  e.actFails(
    MSG,
    'Send the Databases leader the message "Can I hand the coursework in a week late?" with subject "Coursework deadline" and a reply by 1 March 2027',
    'missing_target',
    'shortest',
    `window.sent === null`,
  );
  e.holds(MSG, 'an error says the reply-by date must be in the future', 'message', 'momentic', {
    prepare: message('2027-03-01'),
  });
  e.holds(MSG, 'Sending an empty form lists 3 errors', 'count', 'mink', { prepare: click('#msg button[type=submit]') });
  e.fails(MSG, 'The form asks me to choose a reply-by date', 'false_claim', 'momentic', {
    prepare: click('#msg button[type=submit]'),
  });
}
