/** Steps for Brookfield Primary's parent portal (`apps/school.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho8-school');
const H = '/school/home';
const HW = '/school/home?tab=homework';
const A = '/school/home?tab=attendance';
const M = '/school/home?tab=messages';
const AB = '/school/absence';

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const frameDoc = `document.querySelector('iframe').contentDocument`;
const cal = (i: number) => `document.querySelectorAll('.cal')[${i}]`;
const noCal = `[...document.querySelectorAll('.cal')].every((b) => !b.disabled)`;
const hwRow = (task: string) =>
  `[...document.querySelectorAll('#hw-rows tr')].find((r) => r.children[1].textContent === ${JSON.stringify(task)})`;
const summary = (s: string) => `${q('#hw-summary')}.textContent === ${JSON.stringify(s)}`;
const msg = (n: number) => q(`#msg-${n}`);
const submitAbsence = `${q('#absence button[type=submit]')}.click();`;
const fullAbsence = `${q('#child')}.value = 'maya'; ${q('#first')}.value = '2027-03-12'; ${q('input[value=Illness]')}.checked = true; ${q('#phone')}.value = '07700 900123'; ${submitAbsence}`;

// Overview
e.holds(H, `the page heading should be "Maya's overview"`, 'page', 'spreewald');
e.fails(H, 'The lunch balance is £12.50', 'near_miss', 'kane-ai');
e.fails(H, 'The Messages badge shows 2', 'near_miss', 'checksum');
e.fails(H, 'Homework due this week: 3', 'near_miss', 'testrail-manual');
e.act(
  H,
  'Give permission for Maya to go on the Science Museum trip',
  'widget',
  'browser-use',
  `${q('#perm')}.getAttribute('aria-checked') === 'true'`,
  `${q('#perm')}.click();`,
);
e.holds(H, 'a toast thanks me for giving permission', 'message', 'octomind', { prepare: `${q('#perm')}.click();` });
e.fails(H, 'Permission for the trip has already been given', 'false_claim', 'reflect');
e.actFails(H, 'Click Add to calendar', 'ambiguous_target', 'testrigor', noCal);
e.act(
  H,
  'Add the Easter fair to my calendar',
  'scope',
  'browser-use',
  `${cal(2)}.textContent === 'Added'`,
  `${cal(2)}.click();`,
);
e.act(
  H,
  'click the first "Add to calendar" button',
  'ordinal',
  'testrigor',
  `${cal(0)}.textContent === 'Added'`,
  `${cal(0)}.click();`,
);
e.fails(H, 'The Easter fair is on 21 March 2027', 'near_miss', 'kane-ai');
e.act(
  H,
  'Open the "Summer term 2027" section',
  'widget',
  'testrail-manual',
  `!${q('#t2')}.hidden`,
  `${q('[aria-controls=t2]')}.click();`,
);
e.holds(H, 'The Spring term half term runs from 15 to 19 February', 'message', 'momentic', {
  prepare: `${q('[aria-controls=t1]')}.click();`,
});
e.fails(H, 'The Spring term 2027 section says the school is closed on 24 February', 'near_miss', 'reflect', {
  prepare: `${q('[aria-controls=t1]')}.click(); ${q('[aria-controls=t3]')}.click();`,
});
e.act(
  H,
  'In the school payments box, enter 20 as the top-up amount and click Pay now',
  'frames',
  'qa-wolf',
  `${frameDoc}.getElementById('msg').textContent.includes('Payment of £20.00 received')`,
  `${frameDoc}.getElementById('amt').value = '20'; ${frameDoc}.getElementById('pay').click();`,
);
e.actFails(
  H,
  'Top up the lunch money by £60',
  'missing_target',
  'browser-use',
  `${frameDoc}.getElementById('bal').textContent === '£4.60'`,
);
e.holds(H, 'The payments box asks for an amount between £5 and £50', 'frames', 'momentic', {
  prepare: `${frameDoc}.getElementById('amt').value = '3'; ${frameDoc}.getElementById('pay').click();`,
});
e.fails(H, 'In the payments box, the lunch balance is £12.50', 'near_miss', 'reflect');
e.act(
  H,
  'Switch to Theo using the child switcher',
  'widget',
  'checksum',
  `${q('#child-name')}.textContent === 'Theo Okafor'`,
  `${q('#child-switch')}.click(); ${q('[data-child=theo]')}.click();`,
);
e.fails(`${H}?child=theo`, "Theo's lunch balance is £4.60", 'false_claim', 'kane-ai');
e.holds(`${H}?child=theo`, 'the portal says no trips need my permission', 'message', 'momentic');
e.fails(`${H}?child=theo`, 'The trip permission switch is shown', 'false_claim', 'reflect');
e.act(
  H,
  'Open Messages from the header',
  'navigation',
  'checksum',
  `${q('#tab-messages')}.getAttribute('aria-selected') === 'true'`,
  `${q('#msg-link')}.click();`,
);
e.actFails(H, 'Click "Book parents\' evening"', 'missing_target', 'testrigor', noCal);

// Homework
e.holds(HW, 'the homework table has 4 rows', 'count', 'mink');
e.fails(HW, 'Times tables practice is due on 14 Mar', 'near_miss', 'gherkin');
e.holds(HW, 'The Mark as done button for Label the parts of a plant is disabled', 'state', 'spreewald');
e.fails(HW, 'the Mark as done button for Roman Britain timeline is disabled', 'near_miss', 'spreewald');
e.actFails(HW, 'Click Mark as done', 'ambiguous_target', 'testrigor', summary('5 to do · 2 done'));
e.act(
  HW,
  'Mark the Roman Britain timeline as done',
  'scope',
  'browser-use',
  summary('4 to do · 3 done'),
  `${hwRow('Roman Britain timeline')}.querySelector('.done').click();`,
);
e.actFails(
  HW,
  'Mark "Label the parts of a plant" as done',
  'missing_target',
  'testrail-manual',
  summary('5 to do · 2 done'),
);
e.act(
  HW,
  'filter the homework by Maths',
  'select',
  'stagehand',
  `${q('#subject')}.value === 'Maths'`,
  `${q('#subject')}.value = 'Maths'; ${q('#subject')}.dispatchEvent(new Event('change', { bubbles: true }));`,
);
e.holds(HW, 'Only 2 Maths tasks are listed', 'count', 'momentic', {
  prepare: `${q('#subject')}.value = 'Maths'; ${q('#subject')}.dispatchEvent(new Event('change', { bubbles: true }));`,
});
e.fails(HW, '3 tasks are listed', 'false_claim', 'mink', {
  prepare: `${q('#subject')}.value = 'Maths'; ${q('#subject')}.dispatchEvent(new Event('change', { bubbles: true }));`,
});
e.act(
  HW,
  'go to page 2',
  'navigation',
  'bug-report',
  `${q('#page-label')}.textContent === 'Page 2 of 2'`,
  `${q('#next')}.click();`,
);
e.fails(HW, '5 homework tasks are done', 'near_miss', 'reflect');
e.act(
  HW,
  'click the 2nd Mark as done button',
  'ordinal',
  'testrigor',
  `${hwRow('Book review: The Iron Man')}.querySelector('.status').textContent === 'Done'`,
  `${hwRow('Book review: The Iron Man')}.querySelector('.done').click();`,
);
e.holds(HW, 'A toast says the times tables practice was marked as done', 'message', 'octomind', {
  prepare: `${hwRow('Times tables practice (7s and 8s)')}.querySelector('.done').click();`,
});
e.actFails(HW, 'Delete the Fractions worksheet', 'missing_target', 'browser-use', summary('5 to do · 2 done'));

// Attendance
e.fails(A, 'Maya was late 2 times', 'near_miss', 'kane-ai');
e.act(
  A,
  'When I follow "Report an absence"',
  'navigation',
  'mink',
  `location.pathname === '/school/absence'`,
  `${q('#report')}.click();`,
);
e.fails(A, 'The 4 Feb 2027 absence is Unauthorised', 'false_claim', 'gherkin');

// Messages
e.holds(M, '5 messages are shown', 'count', 'mink');
e.actFails(M, 'Click Mark as read', 'ambiguous_target', 'testrigor', `${q('#msg-count')}.textContent === '3'`);
e.act(
  M,
  'Mark the newsletter as read',
  'scope',
  'browser-use',
  `!${msg(3)}.classList.contains('unread') && ${q('#msg-count')}.textContent === '2'`,
  `${msg(3)}.querySelector('.read').click();`,
);
e.act(
  M,
  'Reply to the school office message about the Science Museum trip',
  'scope',
  'mind2web',
  `!${q('#reply-dialog')}.hidden && ${q('#reply-title')}.textContent === 'Reply: Science Museum trip: permission needed'`,
  `${msg(2)}.querySelector('.reply').click();`,
);
e.actFails(M, 'Reply to the School office', 'ambiguous_target', 'bug-report', `${q('#reply-dialog')}.hidden`);
e.act(
  M,
  `Reply to Mr Hughes's message about reading progress with "Thanks, we read every night" and send it`,
  'compound',
  'mind2web',
  `window.sent.length === 1 && window.sent[0].to === 'Mr Hughes' && window.sent[0].text === 'Thanks, we read every night'`,
  `${msg(1)}.querySelector('.reply').click(); ${q('#reply-text')}.value = 'Thanks, we read every night'; ${q('#reply-text')}.dispatchEvent(new Event('input')); ${q('#send')}.click();`,
);
e.fails(M, 'The "Well done this week!" message is unread', 'near_miss', 'reflect');
e.actFails(
  M,
  'Click Delete on the newsletter',
  'missing_target',
  'testrigor',
  `document.querySelectorAll('.msg').length === 5`,
);
e.holds(M, 'a toast confirms the reply was sent to Mr Hughes', 'message', 'octomind', {
  prepare: `${msg(5)}.querySelector('.reply').click(); ${q('#reply-text')}.value = 'Thank you!'; ${q('#reply-text')}.dispatchEvent(new Event('input')); ${q('#send')}.click();`,
});

// Report an absence
e.act(
  AB,
  'I select "Theo Okafor (Year 1)" from "Child"',
  'select',
  'rails-web-steps',
  `${q('#child')}.value === 'theo'`,
  `${q('#child')}.value = 'theo';`,
);
e.act(
  AB,
  'Set the first day of absence to 11/03/2027',
  'widget',
  'testrail-manual',
  `${q('#first')}.value === '2027-03-11'`,
  `${q('#first')}.value = '2027-03-11';`,
);
e.act(
  AB,
  'I choose "Medical appointment"',
  'check',
  'rails-web-steps',
  `${q('input[value="Medical appointment"]')}.checked === true`,
  `${q('input[value="Medical appointment"]')}.click();`,
);
e.act(
  AB,
  'Enter 07700 900123 as the phone number',
  'fill',
  'testrigor',
  `${q('#phone')}.value === '07700 900123'`,
  `${q('#phone')}.value = '07700 900123';`,
);
e.act(
  AB,
  'In the box for the class teacher, write "Dentist at 10, back by lunch"',
  'fill',
  'stagehand',
  `${q('#details')}.value === 'Dentist at 10, back by lunch'`,
  `${q('#details')}.value = 'Dentist at 10, back by lunch';`,
);
e.act(AB, 'Click Send report', 'click', 'testrigor', `!${q('#summary')}.hidden`, submitAbsence);
e.holds(AB, 'An error asks me to choose which child is absent', 'message', 'momentic', { prepare: submitAbsence });
e.fails(AB, "An error says the last day can't be before the first day", 'false_claim', 'spreewald', {
  prepare: submitAbsence,
});
e.holds(AB, "the Last day field says it can't be before the first day", 'message', 'reflect', {
  prepare: `${q('#first')}.value = '2027-03-12'; ${q('#last')}.value = '2027-03-10'; ${submitAbsence}`,
});
e.fails(AB, 'There is no error for the reason', 'false_claim', 'rainforest', { prepare: submitAbsence });
e.fails(AB, 'the phone number field contains Grace Okafor', 'near_miss', 'mink');
e.act(
  AB,
  'Report Maya as off sick on 12 March 2027 with phone 07700 900123 and send the report',
  'compound',
  'browser-use',
  `!!window.report && window.report.child === 'maya' && window.report.first === '2027-03-12' && window.report.reason === 'Illness' && window.report.phone === '07700 900123'`,
  fullAbsence,
);
e.holds(AB, 'A confirmation shows reference AB-2207', 'message', 'octomind', { prepare: fullAbsence });
e.fails(AB, 'the confirmation says the absence was reported for Theo Okafor', 'false_claim', 'momentic', {
  prepare: fullAbsence,
});
e.actFails(AB, "Upload a doctor's note", 'missing_target', 'browser-use', `!${q('#absence')}.hidden`);
e.holds(AB, 'the page title contains "Report an absence"', 'page', 'spreewald');
e.fails(AB, 'I should see "Report a late arrival"', 'false_claim', 'rails-web-steps');
e.fails(AB, 'The Your details section has an email field', 'false_claim', 'reflect');
e.actFails(
  AB,
  'select "Sports injury" as the reason',
  'missing_target',
  'testrigor',
  `!document.querySelector('input[name=reason]:checked')`,
);

// A few more checks
e.holds(H, 'the Summer term 2027 section is collapsed', 'state', 'reflect');
e.holds(AB, '"Your name" is prefilled with Grace Okafor', 'value', 'mink');

// More steps that cannot be done as asked
e.actFails(
  `${H}?child=theo`,
  "Give permission for Theo's school trip",
  'missing_target',
  'browser-use',
  `${q('#perm')}.getAttribute('aria-checked') === 'false'`,
);
e.actFails(HW, 'Click View', 'ambiguous_target', 'testrigor', `window.toasts.length === 0`);
e.actFails(M, 'click Reply', 'ambiguous_target', 'bug-report', `${q('#reply-dialog')}.hidden`);
e.actFails(
  AB,
  'Fill in the Email field with grace@example.com',
  'missing_target',
  'rails-web-steps',
  `![...document.querySelectorAll('input, textarea')].some((i) => i.value === 'grace@example.com')`,
);
e.actFails(AB, 'Click "Save draft"', 'missing_target', 'testrigor', `!${q('#absence')}.hidden && !window.report`);
e.actFails(
  H,
  'Pay £12.50 for the Science Museum trip',
  'missing_target',
  'mind2web',
  `${frameDoc}.getElementById('bal').textContent === '£4.60'`,
);

export const schoolEntries = e.entries;
