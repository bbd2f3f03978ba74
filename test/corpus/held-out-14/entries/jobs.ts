/** Steps for Applytrack's board and application pages (`apps/jobs.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, inFrame, inShadow, later, q, setVal, tick, visible } from '../../entry-scripts';

const BOARD = '/jobs/board';
const P2 = '/jobs/board?page=2';
const P3 = '/jobs/board?page=3';
const K = '/jobs/app?id=A101';
const NOTES = '/jobs/app?id=A101&tab=notes';
const PREP = '/jobs/app?id=A101&tab=prep';
const DOCS = '/jobs/app?id=A101&tab=docs';
const OFFER = '/jobs/app?id=A103';

const stage = (id: string) => `window.apps.filter((a) => a.id === ${JSON.stringify(id)})[0]`;
const menu = (id: string, item: string) => `${click(`[aria-controls="rm-${id}"]`)} ${click(`#rm-${id} .${item}`)}`;
const rows = (n: number) => `document.querySelectorAll('#rows tr').length === ${n}`;
const menusClosed = `[...document.querySelectorAll('#rows [role=menu]')].every((m) => m.hidden)`;
const add = (co: string, role: string, date: string, url = '') =>
  `${click('#add')} ${setVal('#ad-co', co)} ${setVal('#ad-role', role)} ${url ? setVal('#ad-url', url) : ''} ${setVal('#ad-date', date)} ${click('#ad-save')}`;
const iv = (date: string, time: string, type: string, who = '') =>
  `${setVal('#iv-date', date)} ${setVal('#iv-time', time)} ${tick(`input[name=iv-type][value="${type}"]`)} ${who ? setVal('#iv-with', who) : ''} ${click('#iv-add')}`;
const note = (id: string, what: string) => click(`#notes li[data-id="${id}"] .${what}`);

export function jobsEntries(e: EntryBuilder): void {
  // The board
  e.holds(BOARD, 'The table shows 5 applications', 'count', 'mink');
  e.fails(BOARD, 'the applications table should have 12 rows', 'false_claim', 'mink');
  e.holds(BOARD, 'Lumen Maps is at the Applied stage', 'scope', 'reflect');
  e.fails(BOARD, 'Kestrel Labs is at the Applied stage', 'near_miss', 'reflect');
  e.fails(BOARD, 'Pinecrest Software is in the Interviewing stage', 'near_miss', 'reflect');
  e.fails(BOARD, 'Pinecrest Software has a technical interview on 16 Mar', 'near_miss', 'reflect');
  e.holds(BOARD, 'I applied to Brightwater Bank on 4 Mar 2027', 'value', 'kane-ai');
  e.fails(BOARD, 'I applied to Brightwater Bank on 6 Mar 2027', 'near_miss', 'kane-ai');
  e.fails(BOARD, 'Harbor Analytics is a Frontend Engineer role', 'near_miss', 'reflect');
  e.fails(BOARD, "Harbor Analytics' next step is Waiting to hear back", 'near_miss', 'reflect');
  e.holds(BOARD, 'The goal box says 4 of 10 applications sent this month', 'value', 'kane-ai');
  e.holds(BOARD, 'Two applications are in the interviewing stage', 'count', 'webarena');
  e.fails(BOARD, 'There are 3 applications at the offer stage', 'false_claim', 'webarena');
  e.fails(BOARD, 'Tidewell is listed on this page', 'false_claim', 'mabl');
  e.act(BOARD, 'go to the next page of applications', 'navigation', 'qa-wolf', `window.page === 2`, click('#next'));
  e.act(BOARD, 'Go to the last page', 'ordinal', 'zerostep', `window.page === 3`, click('#pages [data-p="3"]'));
  e.holds(P2, 'Fernleaf Health is at the offer stage', 'scope', 'reflect');
  e.fails(P2, 'Copperleaf has been rejected', 'near_miss', 'reflect');
  e.holds(BOARD, 'the "Previous" button should be disabled', 'state', 'spreewald');
  e.fails(P3, 'The Next button is enabled', 'false_claim', 'spreewald');
  e.holds(P3, 'the last page lists only 2 applications', 'count', 'rainforest');
  e.act(
    BOARD,
    'Open the second application in the table',
    'ordinal',
    'zerostep',
    `location.pathname === '/jobs/app' && location.search.includes('A102')`,
    click('#rows tr[data-id="A102"] a.button'),
  );
  e.act(
    BOARD,
    'Open the Kestrel Labs application',
    'scope',
    'testrail-manual',
    `location.pathname === '/jobs/app' && location.search.includes('A101')`,
    click('#rows tr[data-id="A101"] a.button'),
  );
  e.actFails(BOARD, 'Click Open', 'ambiguous_target', 'robot-browser', `location.pathname === '/jobs/board'`);
  e.actFails(BOARD, 'click "More actions"', 'ambiguous_target', 'testrigor', menusClosed);
  e.act(
    BOARD,
    'open the more actions menu for Lumen Maps',
    'scope',
    'stagehand',
    visible('#rm-A108'),
    click('[aria-controls="rm-A108"]'),
  );
  e.act(
    BOARD,
    'Move Lumen Maps to the next stage',
    'scope',
    'gauge',
    `${stage('A108')}.stage === 'Interviewing'`,
    menu('A108', 'advance'),
  );
  e.holds(BOARD, 'A toast says Lumen Maps moved to Interviewing', 'widget', 'octomind', {
    prepare: menu('A108', 'advance'),
  });
  e.fails(BOARD, 'Lumen Maps is still at the Applied stage', 'near_miss', 'reflect', {
    prepare: menu('A108', 'advance'),
  });
  e.actFails(BOARD, 'Click Archive', 'ambiguous_target', 'robot-browser', `window.archived.length === 0`);
  e.act(
    P2,
    'Archive the Quillstone application',
    'scope',
    'browser-use',
    `window.archived.includes('A104')`,
    menu('A104', 'archive'),
  );
  e.actFails(
    P2,
    'Archive Fernleaf Health',
    'missing_target',
    'browser-use',
    `window.archived.length === 0 && !!${stage('A103')}`,
  );
  e.holds(P2, 'An error says Fernleaf Health has an open offer', 'message', 'momentic', {
    prepare: menu('A103', 'archive'),
  });
  e.fails(P2, 'Fernleaf Health was archived', 'near_miss', 'octomind', { prepare: menu('A103', 'archive') });
  e.act(
    P2,
    'Archive Orbit Travel, then undo it from the toast',
    'compound',
    'qa-wolf',
    `window.apps[window.apps.length - 1].id === 'A109' && window.archived.length === 0`,
    `${menu('A109', 'archive')} ${click('#toast button')}`,
  );
  e.act(
    P2,
    'Delete Orbit Travel and confirm',
    'compound',
    'qa-wolf',
    `window.deleted.includes('A109')`,
    `${menu('A109', 'del')} ${click('#dd-ok')}`,
  );
  e.act(
    P2,
    'Press "Keep it"',
    'click',
    'mink',
    `${q('#dlg-del')}.hidden && window.deleted.length === 0`,
    click('#dlg-del [data-dismiss]'),
    { prepare: menu('A109', 'del') },
  );
  e.actFails(
    P2,
    'Move Quillstone to the next stage',
    'missing_target',
    'gauge',
    `${stage('A104')}.stage === 'Rejected'`,
  );
  e.actFails(BOARD, 'Delete the Monzo application', 'missing_target', 'testrail-manual', `window.deleted.length === 0`);

  // Search, filter, sort, goal, sync
  e.act(
    BOARD,
    'Search for "frontend"',
    'fill',
    'testrigor',
    `${rows(5)} && ${q('#shown')}.textContent.includes('of 5 ')`,
    setVal('#search', 'frontend'),
  );
  e.holds(BOARD, 'Wait for the search to finish; only Tidewell is listed', 'wait', 'midscene', {
    prepare: setVal('#search', 'tide'),
  });
  e.fails(BOARD, 'Brightwater Bank is in the search results', 'false_claim', 'mabl', {
    prepare: later(`${setVal('#search', 'frontend')} await wait(800);`),
  });
  e.act(BOARD, 'Filter the stage to Interviewing', 'select', 'checksum', rows(2), setVal('#stage-f', 'Interviewing'));
  e.fails(BOARD, 'Filtering by Rejected shows Copperleaf', 'false_claim', 'rainforest', {
    prepare: setVal('#stage-f', 'Rejected'),
  });
  e.act(BOARD, 'Sort by Company', 'click', 'testrail-manual', `window.sortBy === 'co'`, click('#sort-co'));
  e.holds(BOARD, 'Brightwater Bank is now first', 'ordinal', 'mabl', { prepare: click('#sort-co') });
  e.fails(BOARD, 'Copperleaf comes first', 'false_claim', 'mabl', { prepare: click('#sort-co') });
  e.act(BOARD, 'Set the monthly goal to 12', 'fill', 'gauge', `window.goal === 12`, setVal('#goal', '12'));
  e.actFails(BOARD, 'Set my monthly goal to 50', 'missing_target', 'browser-use', `window.goal === 10`);
  e.holds(BOARD, 'An error says the goal must be between 1 and 40', 'message', 'momentic', {
    prepare: setVal('#goal', '50'),
  });
  e.act(
    BOARD,
    'Sync from job boards and wait until it is done',
    'wait',
    'skyvern',
    `window.synced === true`,
    click('#sync'),
  );
  e.holds(BOARD, 'Wait for the sync to finish, then Brightwater Bank is interviewing', 'wait', 'midscene', {
    prepare: click('#sync'),
  });
  e.fails(BOARD, 'A toast says Harbor Analytics invited me to an interview', 'near_miss', 'octomind', {
    prepare: later(`${click('#sync')} await wait(1700);`),
  });

  // Add application
  e.holds(BOARD, 'The Save application button is disabled', 'state', 'spreewald', { prepare: click('#add') });
  e.act(
    BOARD,
    'Add a Design Engineer application at Acorn Studio, applied 9 March 2027',
    'compound',
    'mind2web',
    `!!window.added && window.added.company === 'Acorn Studio' && window.added.role === 'Design Engineer' && window.added.applied === '2027-03-09'`,
    add('Acorn Studio', 'Design Engineer', '2027-03-09'),
  );
  e.act(
    BOARD,
    'Slide the expected salary to £75,000',
    'widget',
    'midscene',
    `${q('#ad-sal')}.value === '75000'`,
    setVal('#ad-sal', '75000'),
    { prepare: click('#add') },
  );
  e.act(
    BOARD,
    'Choose Referral as where I found it',
    'check',
    'stagehand',
    `${q('input[name=ad-src][value=Referral]')}.checked`,
    tick('input[name=ad-src][value=Referral]'),
    { prepare: click('#add') },
  );
  e.fails(BOARD, 'The expected salary shows £75,000', 'false_claim', 'kane-ai', { prepare: click('#add') });
  e.actFails(
    BOARD,
    'Add Frontend Engineer at Lumen Maps, applied 6 March 2027',
    'missing_target',
    'mind2web',
    `window.added === null`,
  );
  e.holds(BOARD, "An error says I'm already tracking Frontend Engineer at Lumen Maps", 'message', 'momentic', {
    prepare: later(`${add('Lumen Maps', 'Frontend Engineer', '2027-03-06')} await wait(1100);`),
  });
  e.actFails(
    BOARD,
    'Add a Data Analyst role at Kite Data applied on 20 March 2027',
    'missing_target',
    'mind2web',
    `window.added === null`,
  );
  e.holds(BOARD, "the dialog says the date applied can't be in the future", 'message', 'momentic', {
    prepare: add('Kite Data', 'Data Analyst', '2027-03-20'),
  });
  e.actFails(
    BOARD,
    'Save a Backend Engineer job at Rowan Tech with the link rowantech.example/jobs/12, applied 8 March 2027',
    'missing_target',
    'shortest',
    `window.added === null`,
  );
  e.act(
    BOARD,
    'Press Escape to close the dialog',
    'keys',
    'codecept',
    `${q('#dlg-add')}.hidden`,
    `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
    {
      prepare: click('#add'),
    },
  );
  e.holds(BOARD, 'the board now says 13 applications', 'value', 'rainforest', {
    prepare: later(`${add('Acorn Studio', 'Design Engineer', '2027-03-09')} await wait(1100);`),
  });

  // One application
  e.holds(K, 'the window title should be "Senior Frontend Engineer at Kestrel Labs - Applytrack"', 'page', 'spreewald');
  e.holds(K, 'The excitement rating is 4 stars', 'widget', 'midscene');
  e.act(K, 'Rate my excitement 5 stars', 'widget', 'gauge', `window.excitement === 5`, click('#excite [data-n="5"]'));
  e.actFails(K, 'Move to Offer', 'missing_target', 'testrail-manual', `window.stageMoved === undefined`);
  e.holds(K, 'An error says the 16 Mar interview needs an outcome first', 'message', 'midscene', {
    prepare: click('#adv'),
  });
  e.act(
    K,
    'Record the 16 Mar interview as passed, then move to Offer',
    'compound',
    'qa-wolf',
    `window.stageMoved === 'Offer'`,
    `${setVal('#iv-body select.outcome', 'Passed')} ${click('#adv')}`,
  );
  e.holds(K, 'The phone screen was with Jo Reyes', 'scope', 'reflect');
  e.fails(K, 'The phone screen was with Dev Anand', 'near_miss', 'reflect');
  e.fails(K, 'The video interview is at 14:00', 'near_miss', 'kane-ai');
  e.fails(K, 'the phone screen outcome was Failed', 'near_miss', 'reflect');
  e.actFails(K, 'Click "Add to calendar"', 'ambiguous_target', 'testrigor', `window.calendar === null`);
  e.act(
    K,
    'click the last Add to calendar button',
    'ordinal',
    'zerostep',
    `window.calendar === 'I2'`,
    click('#iv-body tr[data-id="I2"] .cal'),
  );
  e.act(
    K,
    'Schedule a video interview on 18 March 2027 at 14:00 with Priya Shah',
    'compound',
    'mind2web',
    `window.interviews.length === 3 && window.interviews[2].date === '2027-03-18' && window.interviews[2].time === '14:00' && window.interviews[2].type === 'Video'`,
    iv('2027-03-18', '14:00', 'Video', 'Priya Shah'),
  );
  e.actFails(
    K,
    'Schedule a phone interview on 16 March 2027 at 10:00',
    'missing_target',
    'mind2web',
    `window.interviews.length === 2`,
  );
  e.holds(K, 'An error says I already have an interview at 10:00 on 16 Mar', 'message', 'momentic', {
    prepare: iv('2027-03-16', '10:00', 'Phone'),
  });
  e.actFails(
    K,
    'Schedule an on-site interview for 5 March 2027 at 11:00',
    'missing_target',
    'testrail-manual',
    `window.interviews.length === 2`,
  );
  e.actFails(K, 'Download the cover letter', 'missing_target', 'browser-use', `window.downloaded === undefined`);
  e.act(K, 'Open the Notes tab', 'widget', 'checksum', visible('#p-notes'), click('#t-notes'));
  e.holds(NOTES, 'There are 3 notes', 'count', 'mink');
  e.fails(NOTES, 'The note about the on-call rota is dated 2 Mar 2027', 'near_miss', 'reflect');
  e.act(
    NOTES,
    'Add a note: "Bring the portfolio on an iPad"',
    'fill',
    'gauge',
    `window.notes.length === 4 && window.notes[3].text === 'Bring the portfolio on an iPad'`,
    `${setVal('#note-text', 'Bring the portfolio on an iPad')} ${click('#note-add')}`,
  );
  e.actFails(NOTES, 'Click Delete', 'ambiguous_target', 'robot-browser', `window.notes.length === 3`);
  e.act(
    NOTES,
    'Delete the note about the on-call rota',
    'scope',
    'stagehand',
    `window.notes.length === 2 && window.notes.every((n) => !n.text.includes('on-call'))`,
    note('N2', 'del'),
  );
  e.act(
    NOTES,
    'Edit the salary note to say "Band confirmed: £72k to £85k."',
    'compound',
    'shortest',
    `window.notes[2].text === 'Band confirmed: £72k to £85k.'`,
    `${note('N3', 'edit')} ${setVal('#notes li[data-id="N3"] textarea', 'Band confirmed: £72k to £85k.')} ${click('#notes li[data-id="N3"] .save-note')}`,
  );
  e.holds(NOTES, 'An error says notes can be up to 280 characters', 'message', 'momentic', {
    prepare: `${setVal('#note-text', 'x'.repeat(300))} ${click('#note-add')}`,
  });
  e.holds(NOTES, 'the Add note button is disabled', 'state', 'spreewald');
  e.act(
    K,
    'Open the prep checklist and tick "Prepare two STAR stories"',
    'compound',
    'qa-wolf',
    `window.checklist[2] === true`,
    `${click('#t-prep')} ${tick('#prep label:nth-of-type(3) input')}`,
  );
  e.fails(PREP, '"Plan the journey" is ticked', 'false_claim', 'reflect');
  e.holds(PREP, 'wait until the checklist says Saved', 'wait', 'midscene', {
    prepare: tick('#prep label:nth-of-type(4) input'),
  });
  e.act(
    DOCS,
    'In the CV preview, click Download PDF',
    'frames',
    'stagehand',
    `window.downloaded === 'Sam-Patel-CV.pdf'`,
    `${inFrame('#dl')}.click();`,
  );
  e.holds(DOCS, 'The CV preview lists Accessibility among the skills', 'frames', 'midscene');
  e.fails(DOCS, 'The CV preview says Sam works at Kestrel Labs', 'near_miss', 'midscene');
  e.act(
    DOCS,
    'Select "Design systems CV (January 2027)" from "CV version sent"',
    'select',
    'rails-web-steps',
    `window.cv === 'Design systems CV (January 2027)'`,
    setVal('#cv-ver', 'Design systems CV (January 2027)'),
  );
  e.act(
    K,
    "Copy the recruiter's email",
    'frames',
    'checksum',
    `window.copied === 'jo.reyes@kestrel.example'`,
    `${inShadow('recruiter-card', '#copy')}.click();`,
  );
  e.act(
    K,
    'Log a call with the recruiter: "Talked about the tech test"',
    'frames',
    'shortest',
    `window.calls.includes('Talked about the tech test')`,
    `${inShadow('recruiter-card', '#log')}.click(); ${inShadow('recruiter-card', '#call-text')}.value = 'Talked about the tech test'; ${inShadow('recruiter-card', '#call-save')}.click();`,
  );
  e.holds(K, 'The recruiter card shows Jo Reyes, Talent Partner', 'frames', 'octomind');
  e.fails(K, 'The recruiter is Dev Anand', 'near_miss', 'reflect');
  e.act(
    K,
    'Turn on follow-up reminders and pick In a week',
    'compound',
    'qa-wolf',
    `window.reminder === 7`,
    `${click('#fu-on')} ${setVal('#fu-when', '7')}`,
  );
  e.holds(K, "It says we'll remind me on Wed 17 Mar 2027", 'value', 'rainforest', {
    prepare: `${click('#fu-on')} ${setVal('#fu-when', '7')}`,
  });
  e.fails(K, 'the reminder is set for Wed 17 Mar 2027', 'false_claim', 'rainforest', { prepare: click('#fu-on') });
  e.act(K, 'Expand the job description', 'widget', 'checksum', visible('#jd'), click('#jd-b'));
  e.fails(K, 'The job description is expanded', 'false_claim', 'spreewald');
  e.act(
    K,
    'Mark the Kestrel Labs job as rejected because the role was withdrawn',
    'compound',
    'webarena',
    `window.rejected === 'The role was withdrawn'`,
    `${click('#rej')} ${setVal('#rj-why', 'The role was withdrawn')} ${click('#rj-ok')}`,
  );
  e.act(
    K,
    'Go back to Applications via the breadcrumb',
    'navigation',
    'stagehand',
    `location.pathname === '/jobs/board'`,
    click('nav[aria-label=Breadcrumb] a'),
  );

  // An offer
  e.holds(OFFER, 'The offer is £58,000 a year, starting 5 April 2027', 'value', 'kane-ai');
  e.actFails(OFFER, 'Send a counter-offer of £55,000', 'missing_target', 'gauge', `window.counter === null`);
  e.holds(OFFER, 'An error says a counter-offer must be more than £58,000', 'message', 'momentic', {
    prepare: `${setVal('#of-counter', '55000')} ${click('#of-send')}`,
  });
  e.act(
    OFFER,
    'Counter with £62,000',
    'fill',
    'gauge',
    `window.counter === 62000`,
    `${setVal('#of-counter', '62000')} ${click('#of-send')}`,
  );
  e.act(
    OFFER,
    'Accept the offer and archive my other open applications',
    'compound',
    'browser-use',
    `!!window.accepted && window.accepted.archive === true`,
    `${click('#of-accept')} ${tick('#ac-archive')} ${click('#ac-ok')}`,
  );
  e.fails(OFFER, 'Fernleaf Health is at the Interviewing stage', 'false_claim', 'reflect');
  e.fails(OFFER, 'The offer must be answered by 5 April 2027', 'near_miss', 'kane-ai');
  e.holds(OFFER, 'Maya Lind is the recruiter', 'frames', 'reflect');
}
