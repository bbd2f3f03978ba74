/** Steps on Polyglot Lane (apps/lingo.ts, apps/lingo-pages.ts): catalogue, placement test, timetable, enrolment, messages, My classes, sign-in. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const COURSES = '/lingo/courses';
const P2 = '/lingo/courses?page=2';
const PLACE = '/lingo/placement';
const QUIZ = '/lingo/placement?start=1';
const TT = '/lingo/timetable';
const ENROL = '/lingo/enrol?course=C1';
const WAITLIST = '/lingo/enrol?course=C3';
const CHEAP = '/lingo/enrol?course=C9';
const INBOX = '/lingo/inbox';
const MY = '/lingo/account';
const SIGN = '/lingo/sign-in';

const card = (id: string, selector: string) => `[data-id="${id}"] ${selector}`;
const onCourses = "location.pathname === '/lingo/courses'";
const noneOpen = "!document.querySelector('.details[aria-expanded=true]')";

const answer = (k: number) => tick(`input[name=ans][value="${k}"]`);
/** Answers the given questions in turn, pressing Next after each. */
const answered = (ks: number[]) => ks.map((k) => `${answer(k)} ${click('#next')}`).join(' ');
const RIGHT = [1, 2, 1, 0, 2];
const result = (ks: number[]) => later(`${answered(ks)} await wait(1800);`);

const day = (d: string) => click(`[role=tab][data-day="${d}"]`);

const details = (dob = '1990-03-03') =>
  `${setVal('#fn', 'Tomás')} ${setVal('#ln', 'Byrne')} ${setVal('#em', 'tomas.byrne@example.com')} ${setVal('#dob', dob)}`;
const valid = (dob = '1990-03-03') => `${details(dob)} ${tick('#ret-no')} ${tick('#pay-full')} ${tick('#terms')}`;
const returning = (sn: string) =>
  `${details()} ${tick('#ret-yes')} ${setVal('#sn', sn)} ${tick('#pay-full')} ${tick('#terms')}`;
const submit = `${q('#f')}.requestSubmit();`;
const submittedLate = (prep: string) => later(`${prep} ${submit} await wait(1300);`);
const notEnrolled = 'window.enrolled === null';

const loaded = later('await wait(1000);');
const opened = (id: string) => later(`await wait(1000); ${click(`.msg[data-id="${id}"]`)}`);
const msg = (id: string) => `window.messages.find((m) => m.id === '${id}')`;

const mine = (id: string) => `window.mine.find((m) => m.id === '${id}')`;
const openCancel = click(card('C1', '.cx'));
const logIn = (pw: string) => `${setVal('#sn', 'PL-66120')} ${setVal('#pw', pw)} ${submit}`;
const onAccount = "location.pathname === '/lingo/account'";

export function lingoEntries(b: EntryBuilder): void {
  // ---- Catalogue
  b.holds(COURSES, '12 courses are listed', 'count', 'kane-ai');
  b.fails(COURSES, '14 courses are listed', 'false_claim', 'kane-ai');
  b.holds(COURSES, 'The first course is French A1 Beginners', 'ordinal', 'webvoyager');
  b.fails(COURSES, 'The second course is French C1 Advanced', 'near_miss', 'webvoyager');
  b.holds(COURSES, 'French B2 Upper intermediate has 1 place left', 'scope', 'reflect');
  b.fails(COURSES, 'German A2 Elementary has 1 place left', 'near_miss', 'reflect');
  b.holds(COURSES, 'Italian A1 Beginners is full with 5 on the waitlist', 'scope', 'reflect');
  b.fails(COURSES, 'Japanese A1 Beginners is full', 'near_miss', 'reflect');
  b.fails(COURSES, 'Anne Dubois teaches French B2 Upper intermediate', 'near_miss', 'reflect');
  b.act(COURSES, 'Click Next', 'navigation', 'robot-browser', 'window.page === 2', click('#next'));
  b.fails(P2, 'Portuguese A1 Beginners costs £180', 'near_miss', 'reflect');
  b.fails(P2, 'Spanish A1 Beginners has a Join waitlist button', 'near_miss', 'spreewald');
  b.fails(P2, 'Spanish A2 Elementary starts on Mon 27 Sep', 'near_miss', 'reflect');
  b.actFails(P2, 'Click Join waitlist', 'ambiguous_target', 'behat', onCourses);
  b.act(
    P2,
    'Click Join waitlist on the Spanish B1 Intermediate card',
    'scope',
    'stagehand',
    "location.pathname === '/lingo/enrol' && location.search.includes('course=C3')",
    click(card('C3', 'a.button')),
  );
  b.fails(COURSES, 'The courses are sorted by price', 'false_claim', 'mabl');
  b.actFails(COURSES, 'Filter by Saturday classes', 'missing_target', 'checksum', onCourses);
  b.actFails(COURSES, 'Click Details', 'ambiguous_target', 'behat', noneOpen);
  b.act(
    COURSES,
    'Show the details of the Japanese course',
    'scope',
    'gauge',
    `${q(card('C8', '.details'))}.getAttribute('aria-expanded') === 'true' && !${q(card('C8', '.more'))}.hidden`,
    click(card('C8', '.details')),
  );
  b.fails(COURSES, 'The Japanese course is taught in Room 3', 'false_claim', 'reflect', {
    prepare: click(card('C8', '.details')),
  });
  b.actFails(COURSES, 'Click Enrol', 'ambiguous_target', 'testrigor', onCourses);
  b.act(
    COURSES,
    'Click Enrol on the French A1 Beginners card',
    'scope',
    'testrigor',
    "location.pathname === '/lingo/enrol' && location.search.includes('course=C4')",
    click(card('C4', 'a.button')),
  );
  b.act(
    COURSES,
    'Select Spanish from the Language dropdown',
    'select',
    'cucumber-web',
    `${q('#lang')}.value === 'Spanish'`,
    setVal('#lang', 'Spanish'),
  );
  b.fails(COURSES, 'Spanish C1 Advanced is an online course', 'near_miss', 'reflect', {
    prepare: setVal('#lang', 'Spanish'),
  });
  b.act(
    COURSES,
    'Show only online courses',
    'check',
    'checksum',
    `${q('input[name=format][value="Online"]')}.checked`,
    tick('input[name=format][value="Online"]'),
  );
  b.fails(COURSES, '5 courses are online', 'false_claim', 'kane-ai', {
    prepare: tick('input[name=format][value="Online"]'),
  });
  b.act(COURSES, 'Turn on Evenings only', 'widget', 'checksum', on('#sw-eve'), click('#sw-eve'));
  b.fails(COURSES, 'Italian A1 Beginners is still listed', 'false_claim', 'mabl', { prepare: click('#sw-eve') });
  b.act(COURSES, 'Hide full courses', 'check', 'gauge', `${q('#hide-full')}.checked`, tick('#hide-full'));
  b.act(
    COURSES,
    'Sort by price, lowest first',
    'select',
    'checksum',
    `${q('#sort')}.value === 'price'`,
    setVal('#sort', 'price'),
  );
  b.holds(COURSES, 'The cheapest course is Portuguese A1 Beginners at £150', 'ordinal', 'webarena', {
    prepare: setVal('#sort', 'price'),
  });
  b.fails(COURSES, 'The cheapest course is Spanish A2 Elementary', 'near_miss', 'webarena', {
    prepare: setVal('#sort', 'price'),
  });
  b.act(
    COURSES,
    'Show French courses at B2 level',
    'compound',
    'mind2web',
    `${q('#lang')}.value === 'French' && ${q('input[name=level][value="B2"]')}.checked`,
    `${setVal('#lang', 'French')} ${tick('input[name=level][value="B2"]')}`,
  );
  b.actFails(
    COURSES,
    'Choose Korean from the Language list',
    'missing_target',
    'cucumber-web',
    `${q('#lang')}.value === ''`,
  );
  b.act(
    COURSES,
    'Go to the placement test',
    'navigation',
    'browser-use',
    "location.pathname === '/lingo/placement'",
    click('main a[href="/lingo/placement"]'),
  );

  // ---- Placement test
  b.holds(PLACE, 'The French option is disabled', 'state', 'spreewald');
  b.fails(PLACE, 'The test has a 20-minute time limit', 'false_claim', 'reflect');
  b.fails(PLACE, 'German is available for the test', 'false_claim', 'product-verify');
  b.actFails(PLACE, 'Choose French and start the test', 'missing_target', 'gauge', hidden('#quiz'));
  b.act(
    PLACE,
    'Choose Spanish and start the test',
    'compound',
    'qa-wolf',
    visible('#quiz'),
    `${tick('input[name=lang][value=Spanish]')} ${click('#begin')}`,
  );
  b.act(
    PLACE,
    'Click Start the test without choosing a language',
    'click',
    'bug-report',
    `${q('#intro-err')}.textContent === 'Choose a language'`,
    click('#begin'),
  );
  b.holds(QUIZ, 'The Next question button is disabled', 'state', 'spreewald');
  b.fails(QUIZ, 'The Back button is enabled', 'false_claim', 'spreewald');
  b.act(QUIZ, 'Answer "What\'s your name?"', 'check', 'gauge', 'window.answers[0] === 1', answer(1));
  b.actFails(QUIZ, 'Click Next question', 'missing_target', 'testrigor', 'window.at === 0');
  b.act(
    QUIZ,
    'Pick "What\'s your name?" and go to the next question',
    'compound',
    'qa-wolf',
    'window.at === 1 && window.answers[0] === 1',
    `${answer(1)} ${click('#next')}`,
  );
  b.act(QUIZ, 'Choose vivimos', 'check', 'gauge', 'window.answers[1] === 2', answer(2), { prepare: answered([1]) });
  b.fails(QUIZ, 'It says Question 3 of 5', 'false_claim', 'kane-ai', { prepare: answered([1]) });
  b.act(QUIZ, 'Go back to the first question', 'navigation', 'gauge', 'window.at === 0', click('#back'), {
    prepare: answered([1]),
  });
  b.act(
    QUIZ,
    'Choose tengas and see my result',
    'compound',
    'qa-wolf',
    'window.result !== null && window.result.right === 5',
    `${answer(2)} ${click('#next')}`,
    { prepare: answered([1, 2, 1, 0]) },
  );
  b.holds(QUIZ, 'Wait for the result', 'wait', 'midscene', { prepare: answered([1, 2, 1, 0, 0]) });
  b.holds(QUIZ, 'The suggested level is Spanish B1 Intermediate', 'message', 'momentic', {
    prepare: result([1, 2, 1, 0, 0]),
  });
  b.fails(QUIZ, 'The suggested level is Spanish C1 Advanced', 'false_claim', 'momentic', {
    prepare: result([1, 2, 1, 0, 0]),
  });
  b.act(
    QUIZ,
    'Follow the link to the suggested courses',
    'navigation',
    'browser-use',
    "location.pathname === '/lingo/courses' && location.search.includes('level=B1')",
    click('#see'),
    { prepare: result([1, 2, 1, 0, 0]) },
  );
  b.fails(QUIZ, 'I got 1 out of 5 right', 'false_claim', 'octomind', { prepare: result([0, 0, 0, 1, 0]) });
  b.act(
    QUIZ,
    'Take the test again',
    'click',
    'gauge',
    `window.answers.length === 0 && ${visible('#quiz')}`,
    click('#again'),
    {
      prepare: result(RIGHT),
    },
  );
  b.actFails(QUIZ, 'Skip this question', 'missing_target', 'browser-use', 'window.at === 0');

  // ---- Timetable
  b.holds(TT, 'The timetable lists 14 classes this week', 'count', 'kane-ai');
  b.fails(TT, 'The timetable lists 12 classes this week', 'false_claim', 'kane-ai');
  b.act(TT, 'Open the Thursday tab', 'widget', 'checksum', "window.day === 'Thursday'", day('Thursday'));
  b.fails(TT, 'Thursday has 2 classes', 'false_claim', 'webarena', { prepare: day('Thursday') });
  b.holds(TT, 'The Saturday morning class is in Room 2', 'scope', 'reflect');
  b.fails(TT, 'The Saturday afternoon class is in Room 2', 'near_miss', 'reflect');
  b.fails(TT, 'Mandarin A1 Beginners is in Room 6', 'near_miss', 'reflect');
  b.holds(TT, 'Spanish A1 Beginners runs on Monday and Wednesday from 18:30 to 20:00', 'scope', 'reflect');
  b.fails(TT, 'Spanish A1 Beginners runs until 20:30', 'near_miss', 'reflect');
  b.act(
    TT,
    'Show online classes only',
    'select',
    'mind2web',
    `${q('#where')}.value === 'Online'`,
    setVal('#where', 'Online'),
  );
  b.holds(TT, '4 classes are online', 'count', 'kane-ai', { prepare: setVal('#where', 'Online') });
  b.fails(TT, 'Room 5 is on the ground floor', 'near_miss', 'reflect');
  b.fails(TT, 'Élodie Martin teaches on Fridays', 'near_miss', 'reflect');
  b.fails(TT, 'Li Wei teaches Japanese A1 Beginners', 'near_miss', 'reflect');
  b.fails(TT, 'There are no classes on Friday', 'false_claim', 'webarena');
  b.actFails(TT, 'Open the Sunday tab', 'missing_target', 'checksum', "window.day === ''");
  b.actFails(TT, 'Download the timetable as a PDF', 'missing_target', 'browser-use', "window.day === ''");
  b.act(TT, 'Click the Saturday tab', 'click', 'robot-browser', "window.day === 'Saturday'", day('Saturday'));
  b.fails(TT, "Wednesday's first class is French B2 Upper intermediate", 'near_miss', 'webarena', {
    prepare: day('Wednesday'),
  });
  b.holds(TT, 'The last class on Wednesday is French B2 Upper intermediate', 'ordinal', 'webarena', {
    prepare: day('Wednesday'),
  });

  // ---- Enrolment
  b.holds(ENROL, 'The heading is "Enrol: Spanish A1 Beginners"', 'page', 'robot-browser');
  b.fails(ENROL, 'The course is taught by Diego Fernández', 'false_claim', 'kane-ai');
  b.fails(ENROL, 'The course fee is £260.00', 'false_claim', 'kane-ai');
  b.fails(ENROL, 'There are 6 places left', 'false_claim', 'kane-ai');
  b.actFails(ENROL, 'Choose the over-60s discount', 'missing_target', 'browser-use', `${q('#conc')}.value === 'none'`);
  b.act(
    ENROL,
    'Choose the student discount',
    'select',
    'browser-use',
    `${q('#conc')}.value === 'student'`,
    setVal('#conc', 'student'),
  );
  b.holds(ENROL, 'The button now says Enrol and pay £192.00', 'value', 'rainforest', {
    prepare: setVal('#conc', 'student'),
  });
  b.fails(ENROL, 'The price is now £180.00', 'false_claim', 'rainforest', { prepare: setVal('#conc', 'student') });
  b.act(ENROL, 'Pay in 3 monthly instalments', 'check', 'gauge', `${q('#pay-inst')}.checked`, tick('#pay-inst'));
  b.holds(ENROL, 'With the student discount each instalment is £64.00', 'value', 'kane-ai', {
    prepare: `${setVal('#conc', 'student')} ${tick('#pay-inst')}`,
  });
  b.act(
    ENROL,
    'Answer Yes to "Have you studied with us before?"',
    'check',
    'cucumber-web',
    `${q('#ret-yes')}.checked && ${visible('#sn')}`,
    tick('#ret-yes'),
  );
  b.act(
    ENROL,
    'Fill in my details: Tomás Byrne, tomas.byrne@example.com, born 3 March 1990',
    'compound',
    'skyvern',
    `${q('#fn')}.value === 'Tomás' && ${q('#ln')}.value === 'Byrne' && ${q('#em')}.value === 'tomas.byrne@example.com' && ${q('#dob')}.value === '1990-03-03'`,
    details(),
  );
  b.act(ENROL, 'Read the cancellation policy', 'click', 'gauge', visible('#dlg-policy'), click('#policy'));
  b.holds(
    ENROL,
    'The policy says to cancel at least 7 days before the course starts for a full refund',
    'widget',
    'octomind',
    {
      prepare: click('#policy'),
    },
  );
  b.fails(ENROL, 'The policy says I can cancel up to 48 hours before the course starts', 'false_claim', 'octomind', {
    prepare: click('#policy'),
  });
  b.act(
    ENROL,
    'Click Enrol and pay without filling anything in',
    'click',
    'bug-report',
    visible('#summary'),
    click('#go'),
  );
  b.holds(ENROL, 'The error summary has 7 problems', 'count', 'mabl', { prepare: submit });
  b.fails(ENROL, 'The error summary asks for my mobile number', 'false_claim', 'mabl', { prepare: submit });
  b.act(
    ENROL,
    'Enrol and pay',
    'click',
    'robot-browser',
    "!!window.enrolled && window.enrolled.course === 'C1'",
    click('#go'),
    { prepare: valid() },
  );
  b.act(
    ENROL,
    'Enrol as Ana Silva, ana.silva@example.com, born 12/05/1995, a new student paying in full, agreeing to the cancellation policy',
    'compound',
    'mind2web',
    "!!window.enrolled && window.enrolled.email === 'ana.silva@example.com'",
    `${setVal('#fn', 'Ana')} ${setVal('#ln', 'Silva')} ${setVal('#em', 'ana.silva@example.com')} ${setVal('#dob', '1995-05-12')} ${tick('#ret-no')} ${tick('#pay-full')} ${tick('#terms')} ${submit}`,
  );
  b.fails(ENROL, 'The confirmation says £80.00 was taken', 'false_claim', 'kane-ai', {
    prepare: submittedLate(valid()),
  });
  b.actFails(ENROL, 'Complete the enrolment', 'missing_target', 'browser-use', notEnrolled, {
    prepare: valid('2012-01-01'),
  });
  b.holds(ENROL, 'An error says I must be 16 or older', 'message', 'momentic', {
    prepare: `${valid('2012-01-01')} ${submit}`,
  });
  b.actFails(ENROL, 'Submit the enrolment', 'missing_target', 'testrail-manual', notEnrolled, {
    prepare: returning('PL-99999'),
  });
  b.holds(ENROL, "An error says student number PL-99999 can't be found", 'message', 'momentic', {
    prepare: submittedLate(returning('PL-99999')),
  });
  b.actFails(ENROL, 'Finish enrolling', 'missing_target', 'shortest', notEnrolled, { prepare: returning('PL-66120') });
  b.holds(ENROL, "An error says I'm already enrolled on Spanish A1 Beginners", 'message', 'octomind', {
    prepare: submittedLate(returning('PL-66120')),
  });
  b.actFails(ENROL, 'Pay with PayPal', 'missing_target', 'testrigor', notEnrolled);
  b.holds(WAITLIST, 'The heading says "Join the waitlist: Spanish B1 Intermediate"', 'page', 'robot-browser');
  b.fails(WAITLIST, 'There is 1 place left', 'false_claim', 'kane-ai');
  b.act(
    WAITLIST,
    'Join the waitlist',
    'click',
    'gauge',
    '!!window.enrolled && window.enrolled.waitlist === true',
    click('#go'),
    {
      prepare: `${details()} ${tick('#ret-no')} ${tick('#terms')}`,
    },
  );
  b.holds(WAITLIST, "I'm number 4 on the waitlist", 'message', 'rainforest', {
    prepare: submittedLate(`${details()} ${tick('#ret-no')} ${tick('#terms')}`),
  });
  b.fails(WAITLIST, "I'm number 3 on the waitlist", 'near_miss', 'rainforest', {
    prepare: submittedLate(`${details()} ${tick('#ret-no')} ${tick('#terms')}`),
  });
  b.holds(CHEAP, 'Paying in instalments is disabled', 'state', 'spreewald');
  b.actFails(CHEAP, 'Choose to pay in 3 instalments', 'missing_target', 'gauge', `!${q('#pay-inst')}.checked`);
  b.holds(CHEAP, 'A note says instalments are for courses of £200 or more', 'message', 'reflect');
  // ---- Messages
  b.holds(INBOX, 'Wait for the messages to load', 'wait', 'midscene');
  b.holds(INBOX, 'There are 3 unread messages', 'count', 'kane-ai', { prepare: loaded });
  b.fails(INBOX, 'There are 4 unread messages', 'false_claim', 'kane-ai', { prepare: loaded });
  b.fails(INBOX, 'Carmen Ruiz sent the message about the instalment', 'near_miss', 'reflect', { prepare: loaded });
  b.act(
    INBOX,
    'Open the message from Carmen Ruiz',
    'click',
    'gauge',
    "window.opened === 'M1'",
    click('.msg[data-id="M1"]'),
    { prepare: loaded },
  );
  b.actFails(INBOX, 'Open the message from Front desk', 'ambiguous_target', 'testrigor', 'window.opened === null', {
    prepare: loaded,
  });
  b.act(
    INBOX,
    'Open the room change message',
    'scope',
    'stagehand',
    "window.opened === 'M2'",
    click('.msg[data-id="M2"]'),
    { prepare: loaded },
  );
  b.holds(INBOX, 'The message says the Spanish A1 class on 29 September is in Room 7', 'frames', 'reflect', {
    prepare: opened('M2'),
  });
  b.fails(INBOX, 'The message says the class moves to Room 4', 'near_miss', 'reflect', { prepare: opened('M2') });
  b.holds(INBOX, 'The homework is exercises 3 and 4 on page 12', 'frames', 'kane-ai', { prepare: opened('M1') });
  b.fails(INBOX, 'The homework is due on Monday', 'false_claim', 'kane-ai', { prepare: opened('M1') });
  b.act(
    INBOX,
    'Reply "Gracias, Carmen" to this message',
    'compound',
    'qa-wolf',
    "window.sent.some((s) => s.reply === 'M1' && s.text === 'Gracias, Carmen')",
    `${click('#r-reply')} ${setVal('#reply', 'Gracias, Carmen')} ${click('#send-reply')}`,
    { prepare: opened('M1') },
  );
  b.act(
    INBOX,
    'Click Reply, then Send reply without typing anything',
    'compound',
    'bug-report',
    `${q('#reply-err')}.textContent === 'Write your reply before sending it'`,
    `${click('#r-reply')} ${click('#send-reply')}`,
    { prepare: opened('M1') },
  );
  b.actFails(INBOX, 'Forward this message to Accounts', 'missing_target', 'browser-use', 'window.sent.length === 0', {
    prepare: opened('M1'),
  });
  b.act(INBOX, 'Archive this message', 'click', 'gauge', `${msg('M3')}.archived === true`, click('#r-arch'), {
    prepare: opened('M3'),
  });
  b.act(INBOX, 'Undo', 'click', 'octomind', `${msg('M3')}.archived === false`, click('#toast button'), {
    prepare: later(`await wait(1000); ${click('.msg[data-id="M3"]')} ${click('#r-arch')}`),
  });
  b.act(INBOX, 'Open the Archived folder', 'widget', 'checksum', "window.folder === 'arch'", click('#t-arch'), {
    prepare: loaded,
  });
  b.holds(INBOX, 'The Archived folder has one message, from Accounts', 'count', 'webarena', {
    prepare: later(`await wait(1000); ${click('#t-arch')}`),
  });
  b.fails(INBOX, 'The Archived folder is empty', 'false_claim', 'webarena', {
    prepare: later(`await wait(1000); ${click('#t-arch')}`),
  });
  b.act(
    INBOX,
    'Search messages for "instalment"',
    'fill',
    'testrigor',
    `${q('#m-search')}.value === 'instalment'`,
    setVal('#m-search', 'instalment'),
    {
      prepare: loaded,
    },
  );
  b.act(
    INBOX,
    'Send a new message to Accounts with the subject "Refund" and the text "Please refund my deposit"',
    'compound',
    'mind2web',
    "window.sent.some((s) => s.to === 'Accounts' && s.subject === 'Refund')",
    `${click('#compose')} ${setVal('#to', 'Accounts')} ${setVal('#subj', 'Refund')} ${setVal('#body', 'Please refund my deposit')} ${click('#send-new')}`,
  );
  b.actFails(INBOX, 'Send the new message', 'missing_target', 'shortest', 'window.sent.length === 0', {
    prepare: click('#compose'),
  });
  b.holds(INBOX, 'An error says to choose who to send it to', 'message', 'momentic', {
    prepare: `${click('#compose')} ${click('#send-new')}`,
  });
  b.actFails(
    INBOX,
    'Delete the message from Giulia Romano',
    'missing_target',
    'browser-use',
    "window.messages.length === 6 && !window.messages.find((m) => m.id === 'M4').archived",
    {
      prepare: loaded,
    },
  );
  b.fails(INBOX, 'The welcome message is unread', 'near_miss', 'reflect', { prepare: loaded });

  // ---- My classes
  b.holds(MY, 'I am number 2 of 5 on the Italian A1 waitlist', 'scope', 'reflect');
  b.fails(MY, 'I am number 3 on the Italian A1 waitlist', 'false_claim', 'reflect');
  b.fails(MY, 'Spanish A1 Beginners is fully paid', 'false_claim', 'reflect');
  b.actFails(
    MY,
    'Move my Spanish A1 place to the spring term',
    'missing_target',
    'browser-use',
    `${mine('C1')}.status === 'Enrolled'`,
  );
  b.actFails(
    MY,
    'Click Cancel place',
    'ambiguous_target',
    'behat',
    `${hidden('#dlg-cx')} && ${mine('C1')}.status === 'Enrolled'`,
  );
  b.act(
    MY,
    'Cancel my place on Spanish A1 Beginners because the time no longer suits me',
    'compound',
    'shortest',
    `${mine('C1')}.status === 'Cancelled' && ${mine('C1')}.reason === 'The time no longer suits me'`,
    `${openCancel} ${setVal('#why', 'The time no longer suits me')} ${click('#cx-go')}`,
  );
  b.actFails(
    MY,
    'Cancel my place on Conversation Club',
    'missing_target',
    'browser-use',
    `${mine('CC')}.status === 'Enrolled'`,
  );
  b.holds(MY, 'An error says Conversation Club has already started', 'message', 'momentic', {
    prepare: later(`${click(card('CC', '.cx'))} await wait(900);`),
  });
  b.holds(MY, "The dialog says I'll get a full refund of £80.00", 'widget', 'octomind', { prepare: openCancel });
  b.fails(MY, "The dialog says I'll get a refund of £240.00", 'near_miss', 'octomind', { prepare: openCancel });
  b.act(
    MY,
    'Keep my place',
    'click',
    'gauge',
    `${hidden('#dlg-cx')} && ${mine('C1')}.status === 'Enrolled'`,
    click('#dlg-cx [data-dismiss]'),
    {
      prepare: openCancel,
    },
  );
  b.act(
    MY,
    'Click "Yes, cancel my place" without choosing a reason',
    'click',
    'bug-report',
    `${q('#cx-err')}.textContent === 'Choose a reason'`,
    click('#cx-go'),
    { prepare: openCancel },
  );
  b.act(
    MY,
    'Leave the Italian A1 waitlist',
    'scope',
    'gauge',
    'window.waits.length === 0',
    click(card('C6', '.leave')),
  );
  b.actFails(MY, 'Click Add to calendar', 'ambiguous_target', 'behat', 'window.calendar === null');
  b.act(
    MY,
    'Add the Spanish class to my calendar',
    'scope',
    'stagehand',
    "window.calendar === 'C1'",
    click(card('C1', '.cal')),
  );
  b.holds(MY, 'The attendance card shows Conversation Club at 1 of 2 sessions', 'frames', 'reflect');
  b.fails(MY, 'The attendance card shows 2 of 2 sessions attended', 'false_claim', 'reflect');
  b.act(
    MY,
    'Click Show dates in the attendance card',
    'frames',
    'stagehand',
    `!${inShadow('#attendance', '#list')}.hidden`,
    `${inShadow('#attendance', '#dates')}.click();`,
  );
  b.holds(MY, 'The attendance card shows I missed Friday 10 September', 'frames', 'kane-ai', {
    prepare: `${inShadow('#attendance', '#dates')}.click();`,
  });
  b.fails(MY, 'The attendance card shows I missed Friday 3 September', 'near_miss', 'kane-ai', {
    prepare: `${inShadow('#attendance', '#dates')}.click();`,
  });
  // ---- Sign in
  b.act(
    SIGN,
    'Sign in with student number PL-66120 and password hola1234',
    'login',
    'cucumber-web',
    onAccount,
    logIn('hola1234'),
  );
  b.act(SIGN, 'Log in as {{student}} / {{password}}', 'login', 'skyvern', onAccount, logIn('hola1234'), {
    variables: { student: 'PL-66120', password: 'hola1234' },
  });
  b.actFails(
    SIGN,
    'Sign in with PL-66120 and the password Hola1234',
    'missing_target',
    'bug-report',
    "location.pathname === '/lingo/sign-in'",
  );
  b.holds(SIGN, 'An error says the student number or password is wrong', 'message', 'momentic', {
    prepare: later(`${logIn('nope')} await wait(1000);`),
  });
  b.act(
    SIGN,
    'Click Sign in with the form empty',
    'click',
    'bug-report',
    `${q('#e-sn')}.textContent === 'Enter your student number'`,
    click('#go'),
  );
  b.act(
    SIGN,
    'Enter the password hola1234 and press Enter',
    'keys',
    'codecept',
    onAccount,
    `${setVal('#pw', 'hola1234')} ${submit}`,
    {
      prepare: setVal('#sn', 'PL-66120'),
    },
  );
  b.holds(`${SIGN}?out=1`, "A message says I've signed out", 'message', 'cucumber-web');
  b.fails(SIGN, 'The student number hint says "For example, PL-66120"', 'false_claim', 'kane-ai');
  b.actFails(
    SIGN,
    'Sign in with my email address',
    'missing_target',
    'testrigor',
    "location.pathname === '/lingo/sign-in'",
  );
  b.fails(SIGN, 'There is a "Sign in with Google" button', 'false_claim', 'mabl');
}
