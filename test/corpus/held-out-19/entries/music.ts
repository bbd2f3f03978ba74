/** Steps for Fairlight Music School's lessons page (`apps/music.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const M = '/music/lessons';
const LS = '/music/lessons?tab=lessons';
const LS2 = '/music/lessons?tab=lessons&page=2';
const PR = '/music/lessons?tab=practice';

const trial = (id: string) => click(`#teachers [data-id="${id}"] .trial`);
const profile = (id: string) => click(`#teachers [data-id="${id}"] .profile`);
const lesson = (id: string, what: string) => click(`#lessons tr[data-id="${id}"] .${what}`);
const request = (d: string, t: string) => `${setVal('#tr-date', d)} ${setVal('#tr-time', t)} ${click('#tr-go')}`;
const metro = (s: string) => inShadow('#metro', s);
const star = (n: number) => click(`#stars [data-n="${n}"]`);
const lessonStatus = (id: string) => `window.lessons.find((l) => l.id === '${id}').status`;

export function musicEntries(e: EntryBuilder): void {
  // Page and user menu
  e.holds(M, 'The heading says the lessons are for Arjun Nair', 'page', 'robot-browser');
  e.holds(M, 'Verify that the lesson credit is £56.00', 'value', 'kane-ai');
  e.fails(M, 'Verify that the lesson credit is £28.00', 'near_miss', 'kane-ai');
  e.holds(M, 'The Grade 3 piano exam is on 3 July 2027', 'message', 'reflect');
  e.fails(M, 'The Grade 4 piano exam is on 3 July 2027', 'false_claim', 'reflect');
  e.act(M, 'Open the Priya Nair menu', 'widget', 'checksum', visible('#user-menu'), click('#user'));
  e.act(
    M,
    'Go to Billing from the user menu',
    'widget',
    'stagehand',
    `window.menuChoice === 'Billing'`,
    `${click('#user')} ${click('#mi-billing')}`,
  );
  e.act(
    M,
    'Sign out',
    'navigation',
    'robot-browser',
    `location.pathname === '/music/signed-out'`,
    `${click('#user')} ${click('#mi-out')}`,
  );
  e.actFails(
    M,
    'Switch to the account of my other child from the user menu',
    'missing_target',
    'browser-use',
    `location.pathname === '/music/lessons'`,
  );
  e.fails(M, 'The user menu has a Settings item', 'missing_target', 'mabl', { prepare: click('#user') });

  // Teachers
  e.holds(M, 'Six teachers are shown', 'count', 'webarena');
  e.fails(M, 'Five teachers are shown', 'false_claim', 'webarena');
  e.holds(M, 'Hugo Brandt teaches cello', 'scope', 'reflect');
  e.fails(M, 'Sofia Lind teaches cello', 'near_miss', 'reflect');
  e.holds(M, 'Maya Chen charges £26 per 30 minutes', 'scope', 'kane-ai');
  e.fails(M, 'Elena Marsh charges £26 per 30 minutes', 'near_miss', 'kane-ai');
  e.fails(M, "Tom Okafor's rating is 4.8", 'near_miss', 'reflect');
  e.act(
    M,
    'Filter teachers by Piano',
    'select',
    'checksum',
    `document.querySelectorAll('#teachers .card').length === 2`,
    setVal('#instrument', 'Piano'),
  );
  e.act(
    M,
    'When I select "Violin" from "Instrument"',
    'select',
    'cucumber-web',
    `${q('#instrument')}.value === 'Violin'`,
    setVal('#instrument', 'Violin'),
  );
  e.holds(M, 'With Piano chosen, 2 teachers are listed', 'count', 'webarena', {
    prepare: setVal('#instrument', 'Piano'),
  });
  e.fails(M, 'With Guitar chosen, 2 teachers are listed', 'false_claim', 'webarena', {
    prepare: setVal('#instrument', 'Guitar'),
  });
  e.actFails(M, 'Filter teachers by Saxophone', 'missing_target', 'checksum', `${q('#instrument')}.value === ''`);
  e.act(
    M,
    'On the Sofia Lind card, click View profile',
    'scope',
    'stagehand',
    `window.profile === 't3'`,
    profile('t3'),
  );
  e.act(M, 'Click the fourth View profile button', 'ordinal', 'zerostep', `window.profile === 't4'`, profile('t4'));
  e.holds(M, "After opening Tom Okafor's profile, it says he has taught guitar since 2019", 'message', 'rainforest', {
    prepare: profile('t2'),
  });
  e.actFails(M, 'Click "View profile"', 'ambiguous_target', 'testrigor', 'window.profile === null');
  e.actFails(M, 'I press "Book trial"', 'ambiguous_target', 'behat', hidden('#dlg-trial'));
  e.actFails(M, 'Book a trial with the piano teacher', 'ambiguous_target', 'browser-use', hidden('#dlg-trial'));
  e.act(
    M,
    'Click Book trial on the Hugo Brandt card',
    'scope',
    'testrigor',
    `${q('#tr-h')}.textContent.includes('Hugo Brandt')`,
    trial('t4'),
  );
  e.act(
    M,
    'Click the second Book trial button',
    'ordinal',
    'zerostep',
    `${q('#tr-h')}.textContent.includes('Tom Okafor')`,
    trial('t2'),
  );
  e.act(
    M,
    'Click Book trial on the last card',
    'ordinal',
    'zerostep',
    `${q('#tr-h')}.textContent.includes('Maya Chen')`,
    trial('t6'),
  );
  e.act(
    M,
    'Sign me up for a trial with the cello teacher on 9 June 2027 at 17:00',
    'compound',
    'browser-use',
    `!!window.trial && window.trial.teacher === 't4' && window.trial.date === '2027-06-09' && window.trial.time === '17:00'`,
    `${trial('t4')} ${request('2027-06-09', '17:00')}`,
  );
  e.act(
    M,
    'Set the trial date to 10 June 2027',
    'widget',
    'mind2web',
    `${q('#tr-date')}.value === '2027-06-10'`,
    setVal('#tr-date', '2027-06-10'),
    {
      prepare: trial('t1'),
    },
  );
  e.act(
    M,
    'When I select "18:00" from "Time"',
    'select',
    'cucumber-web',
    `${q('#tr-time')}.value === '18:00'`,
    setVal('#tr-time', '18:00'),
    {
      prepare: trial('t1'),
    },
  );
  e.act(
    M,
    'Choose a 45 minute lesson',
    'select',
    'checksum',
    `${q('input[name=len][value="45"]')}.checked`,
    tick('input[name=len][value="45"]'),
    {
      prepare: trial('t1'),
    },
  );
  e.holds(M, '30 minutes is chosen as the lesson length', 'state', 'spreewald', { prepare: trial('t1') });
  e.fails(M, '60 minutes is chosen as the lesson length', 'false_claim', 'spreewald', { prepare: trial('t1') });
  e.act(
    M,
    'Request the trial and wait for the toast',
    'wait',
    'magnitude',
    `window.toasts.some((t) => t.startsWith('Trial requested with Elena Marsh'))`,
    click('#tr-go'),
    { prepare: `${trial('t1')} ${setVal('#tr-date', '2027-06-09')} ${setVal('#tr-time', '16:00')}` },
  );
  e.holds(M, 'A toast says the trial was requested with Maya Chen', 'widget', 'octomind', {
    prepare: later(`${trial('t6')} ${request('2027-06-09', '16:00')} await wait(1200);`),
  });
  e.fails(M, 'A toast says the trial was requested with Elena Marsh', 'near_miss', 'octomind', {
    prepare: later(`${trial('t6')} ${request('2027-06-09', '16:00')} await wait(1200);`),
  });
  e.holds(M, 'The toast has gone after five seconds', 'wait', 'codecept', {
    prepare: later(`${trial('t6')} ${request('2027-06-09', '16:00')} await wait(5400);`),
  });
  e.actFails(
    M,
    'Book a drum trial with Owen Price on 9 June at 16:00',
    'missing_target',
    'gauge',
    'window.trial === null',
  );
  e.holds(M, 'An error says Owen Price is not taking new students', 'message', 'momentic', {
    prepare: later(`${trial('t5')} ${request('2027-06-09', '16:00')} await wait(1200);`),
  });
  e.fails(M, 'An error says Owen Price is fully booked this week', 'near_miss', 'momentic', {
    prepare: later(`${trial('t5')} ${request('2027-06-09', '16:00')} await wait(1200);`),
  });
  e.actFails(
    M,
    'Request a trial with Sofia Lind on Sunday 13 June 2027 at 16:00',
    'missing_target',
    'mind2web',
    'window.trial === null',
  );
  e.holds(M, 'It says the school is closed on Sundays', 'message', 'codecept', {
    prepare: `${trial('t3')} ${request('2027-06-13', '16:00')}`,
  });
  e.actFails(M, 'Request trial', 'missing_target', 'robot-browser', 'window.trial === null', { prepare: trial('t3') });
  e.holds(M, 'An error asks me to choose a date', 'message', 'momentic', {
    prepare: `${trial('t3')} ${click('#tr-go')}`,
  });
  e.fails(M, 'An error asks me to choose a time', 'near_miss', 'momentic', {
    prepare: `${trial('t3')} ${click('#tr-go')}`,
  });
  e.actFails(M, 'Pick 19:00 as the trial time', 'missing_target', 'checksum', `${q('#tr-time')}.value === ''`, {
    prepare: trial('t3'),
  });
  e.act(
    M,
    'Press Escape to close the trial dialog',
    'keys',
    'codecept',
    hidden('#dlg-trial'),
    `hideDialog('dlg-trial');`,
    {
      prepare: trial('t3'),
    },
  );
  e.act(M, 'Click Close in the dialog', 'click', 'robot-browser', hidden('#dlg-trial'), `hideDialog('dlg-trial');`, {
    prepare: trial('t3'),
  });
  e.fails(M, 'The trial dialog is open', 'false_claim', 'spreewald');
  e.fails(M, 'There is a Book trial button on the Nina Ross card', 'missing_target', 'testrigor');

  // My lessons
  e.act(M, 'Go to My lessons', 'widget', 'checksum', `!${q('#p-lessons')}.hidden`, click('#t-lessons'));
  e.holds(LS, 'Three lessons are shown on this page', 'count', 'webarena');
  e.fails(LS, 'Seven lessons are shown on this page', 'false_claim', 'webarena');
  e.holds(LS, 'It shows Page 1 of 3', 'value', 'kane-ai');
  e.holds(LS, 'The lesson on 10 Jun 2027 is guitar with Tom Okafor', 'scope', 'reflect');
  e.fails(LS, 'The lesson on 8 Jun 2027 is at 18:00', 'near_miss', 'reflect');
  e.act(LS, 'Next page', 'click', 'testrail-manual', 'window.page === 2', click('#next'));
  e.act(LS, 'Go to the last page of lessons', 'navigation', 'webvoyager', 'window.page === 3', clicks('#next', 2));
  e.act(LS2, 'Previous page', 'click', 'testrail-manual', 'window.page === 1', click('#prev'));
  e.holds(LS2, 'The 17 Jun 2027 lesson is cancelled', 'scope', 'reflect');
  e.fails(LS2, 'The 15 Jun 2027 lesson is cancelled', 'near_miss', 'reflect');
  e.fails(LS, 'The 17 Jun 2027 lesson is listed on this page', 'false_claim', 'mabl');
  e.act(
    LS,
    'Reschedule the lesson on 8 Jun 2027',
    'scope',
    'gauge',
    `window.rescheduling === 'l2'`,
    lesson('l2', 'resched'),
  );
  e.act(
    LS,
    'Click Reschedule in the third row',
    'ordinal',
    'zerostep',
    `window.rescheduling === 'l3'`,
    lesson('l3', 'resched'),
  );
  e.actFails(LS, 'Press Reschedule', 'ambiguous_target', 'behat', 'window.rescheduling === null');
  e.holds(
    LS,
    'After asking to reschedule the guitar lesson, it says Tom Okafor was asked for free slots',
    'message',
    'rainforest',
    {
      prepare: lesson('l3', 'resched'),
    },
  );
  e.act(
    LS,
    'In the row for 10 Jun 2027, click Cancel',
    'scope',
    'stagehand',
    visible('#dlg-cancel'),
    lesson('l3', 'cancel'),
  );
  e.act(
    LS,
    'Cancel the lesson on 8 June and confirm',
    'compound',
    'gauge',
    `${lessonStatus('l2')} === 'Cancelled'`,
    `${lesson('l2', 'cancel')} ${click('#dc-yes')}`,
  );
  e.act(
    LS2,
    'Cancel the 12 Jun lesson and wait until its row says Cancelled',
    'wait',
    'magnitude',
    `document.querySelector('#lessons tr[data-id="l4"] .tag').textContent === 'Cancelled'`,
    `${lesson('l4', 'cancel')} ${click('#dc-yes')}`,
  );
  e.holds(LS, 'The cancel dialog says my credit is refunded', 'widget', 'octomind', {
    prepare: lesson('l2', 'cancel'),
  });
  e.holds(LS, 'After cancelling the 8 Jun lesson, a toast says £28.00 went back to my credit', 'widget', 'octomind', {
    prepare: later(`${lesson('l2', 'cancel')} ${click('#dc-yes')} await wait(1100);`),
  });
  e.act(LS, 'Click Keep lesson', 'click', 'robot-browser', hidden('#dlg-cancel'), `hideDialog('dlg-cancel');`, {
    prepare: lesson('l2', 'cancel'),
  });
  e.actFails(LS, 'Click "Cancel"', 'ambiguous_target', 'testrigor', hidden('#dlg-cancel'));
  e.actFails(LS, "Cancel today's piano lesson", 'missing_target', 'browser-use', `${lessonStatus('l1')} === 'Booked'`);
  e.holds(LS, "An error says lessons within 24 hours can't be cancelled", 'message', 'momentic', {
    prepare: later(`${lesson('l1', 'cancel')} ${click('#dc-yes')} await wait(1100);`),
  });
  e.fails(LS, 'After cancelling the 5 Jun lesson, a toast says it was cancelled', 'near_miss', 'octomind', {
    prepare: later(`${lesson('l1', 'cancel')} ${click('#dc-yes')} await wait(1100);`),
  });
  e.actFails(LS2, 'Cancel the guitar lesson on 17 June', 'missing_target', 'gauge', `window.cancelled.length === 0`);
  e.holds(LS2, 'It says the 17 Jun 2027 lesson is already cancelled', 'message', 'codecept', {
    prepare: lesson('l6', 'cancel'),
  });
  e.actFails(LS, 'Cancel the violin lesson', 'missing_target', 'browser-use', 'window.cancelled.length === 0');
  e.fails(LS, 'There is a Join video lesson button in the first row', 'missing_target', 'reflect');
  e.holds(LS, 'The "Previous" button should be disabled', 'state', 'spreewald');
  e.fails(LS2, 'The "Next" button should be disabled', 'false_claim', 'spreewald');

  // Practice
  e.act(M, 'Open the Practice tab', 'widget', 'checksum', `!${q('#p-practice')}.hidden`, click('#t-practice'));
  e.act(
    PR,
    'Set the practice goal to 40 minutes a day',
    'widget',
    'mind2web',
    `${q('#goal')}.value === '40'`,
    setVal('#goal', '40'),
  );
  e.holds(PR, 'The daily practice goal is 30 minutes', 'value', 'kane-ai');
  e.fails(PR, 'The daily practice goal is 45 minutes', 'false_claim', 'kane-ai');
  e.act(PR, 'Turn on practice reminders', 'widget', 'checksum', on('#sw-remind'), click('#sw-remind'));
  e.act(
    PR,
    'switch off the weekly report to parents',
    'widget',
    'bug-report',
    `!(${on('#sw-parent')})`,
    click('#sw-parent'),
  );
  e.holds(PR, 'Weekly report to parents is on', 'state', 'spreewald');
  e.fails(PR, 'Practice reminders are on', 'false_claim', 'spreewald');
  e.act(
    PR,
    'Set the goal to 60 minutes, turn on reminders, then save',
    'compound',
    'qa-wolf',
    `!!window.goalSaved && window.goalSaved.minutes === 60 && window.goalSaved.remind === true`,
    `${setVal('#goal', '60')} ${click('#sw-remind')} ${click('#save-goal')}`,
  );
  e.holds(PR, 'After saving, a toast says the goal is 30 minutes a day', 'widget', 'octomind', {
    prepare: click('#save-goal'),
  });
  e.fails(PR, 'After saving, a toast says the goal is 60 minutes a day', 'near_miss', 'octomind', {
    prepare: click('#save-goal'),
  });
  e.actFails(
    PR,
    'Set the practice goal to 2 hours a day',
    'missing_target',
    'mind2web',
    `${q('#goal')}.value === '30'`,
  );
  e.actFails(PR, 'Turn it on', 'ambiguous_target', 'bug-report', `!(${on('#sw-remind')})`, {
    prepare: click('#sw-parent'),
  });
  e.act(
    PR,
    "Rate Tuesday's lesson 5 stars and send the feedback",
    'compound',
    'qa-wolf',
    `!!window.feedback && window.feedback.stars === 5`,
    `${star(5)} ${click('#rate')}`,
  );
  e.act(PR, 'Give the lesson 3 stars', 'widget', 'midscene', `${q('#stars')}.dataset.value === '3'`, star(3));
  e.act(
    PR,
    'Write "Arjun found the scales hard" as feedback',
    'fill',
    'testrigor',
    `${q('#feedback')}.value === 'Arjun found the scales hard'`,
    setVal('#feedback', 'Arjun found the scales hard'),
  );
  e.actFails(PR, 'Send the feedback', 'missing_target', 'gauge', 'window.feedback === null');
  e.holds(PR, 'An error asks me to pick a star rating', 'message', 'momentic', { prepare: click('#rate') });
  e.holds(PR, 'After sending 4 stars, a toast says Elena will see the feedback', 'widget', 'rainforest', {
    prepare: `${star(4)} ${click('#rate')}`,
  });
  e.fails(PR, 'The lesson rating shows 4 stars', 'false_claim', 'reflect');
  e.fails(PR, "Tuesday's lesson was violin with Sofia Lind", 'near_miss', 'reflect');
  e.holds(PR, 'The metronome is at 96 beats a minute', 'frames', 'midscene');
  e.fails(PR, 'The metronome is at 120 beats a minute', 'false_claim', 'midscene');
  e.act(PR, 'Make the metronome faster', 'frames', 'checksum', 'window.bpm === 100', `${metro('#faster')}.click();`);
  e.act(
    PR,
    'Click Slower on the metronome twice',
    'frames',
    'stagehand',
    'window.bpm === 88',
    `${metro('#slower')}.click(); ${metro('#slower')}.click();`,
  );
  e.act(
    PR,
    'Set the metronome tempo to 120',
    'frames',
    'mind2web',
    'window.bpm === 120',
    `${metro('#tempo')}.value = '120'; ${metro('#set')}.click();`,
  );
  e.act(PR, 'Start the metronome', 'frames', 'checksum', 'window.ticking === true', `${metro('#start')}.click();`);
  e.holds(PR, 'After starting the metronome, it says it is ticking at 96 beats a minute', 'frames', 'rainforest', {
    prepare: `${metro('#start')}.click();`,
  });
  e.actFails(PR, 'Set the metronome tempo to 300', 'missing_target', 'mind2web', 'window.bpm === 96');
  e.holds(PR, 'The metronome says the tempo must be between 40 and 240', 'message', 'momentic', {
    prepare: `${metro('#tempo')}.value = '300'; ${metro('#set')}.click();`,
  });
  e.actFails(PR, 'Change the metronome sound to woodblock', 'missing_target', 'browser-use', 'window.bpm === 96');
  e.fails(PR, 'The metronome is ticking', 'false_claim', 'midscene');

  // More steps that must fail
  e.fails(M, 'Owen Price teaches guitar', 'near_miss', 'reflect');
  e.fails(M, 'Two teachers teach violin', 'false_claim', 'webarena');
  e.fails(M, 'Verify that lessons are priced per hour', 'false_claim', 'product-verify');
  e.fails(LS, 'All lessons on this page are with Elena Marsh', 'false_claim', 'webarena');
  e.fails(LS2, 'The 12 Jun 2027 lesson is guitar', 'near_miss', 'reflect');
  e.actFails(LS, 'Click Reschedule in the fifth row', 'missing_target', 'zerostep', 'window.rescheduling === null');
  e.fails(PR, 'The feedback box says "Anything the school should know?"', 'near_miss', 'reflect');
  e.holds(M, 'Verify that Sofia Lind has a 4.8 rating', 'scope', 'product-verify');
  e.holds(PR, 'Ensure the feedback box is empty', 'state', 'product-verify');
  e.act(
    M,
    'Find a guitar teacher and open their profile',
    'compound',
    'browser-use',
    `window.profile === 't2'`,
    `${setVal('#instrument', 'Guitar')} ${profile('t2')}`,
  );
  e.holds(M, 'Page title is "Lessons - Fairlight Music School"', 'page', 'robot-browser');
  e.holds(M, 'It says 6 teachers', 'value', 'codecept');
  e.fails(M, `The teachers tab is hidden`, 'false_claim', 'spreewald');
  e.holds(M, 'The Teachers tab is selected', 'state', 'spreewald');
  e.holds(M, 'The lessons are shown after choosing My lessons', 'navigation', 'codecept', {
    prepare: click('#t-lessons'),
  });
  e.fails(M, "Shows text 'No teachers found'", 'false_claim', 'codecept');
  e.holds(PR, 'The text "Metronome" is visible', 'value', 'codecept');
  e.fails(LS, 'Verify that the text "Trial requested" is shown', 'false_claim', 'product-verify');
}
