/** Steps for Ledger's articles list and article editor (`apps/newsroom-articles.ts`, `apps/newsroom-edit.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, tick, visible } from '../../entry-scripts';

const N = '/newsroom/articles';
const E = '/newsroom/edit?id=a103';
const NEW = '/newsroom/edit?new=1';
const COMMENTS = '/newsroom/edit?id=a103&tab=comments';
const HISTORY = '/newsroom/edit?id=a103&tab=history';

const more = (id: string, what: string) =>
  `${click(`tr[data-id="${id}"] .more`)} ${click(`#m-${id} [data-do=${what}]`)}`;
const status = (id: string) => `window.articles.find((a) => a[0] === '${id}')[4]`;
const enter = (selector: string) =>
  `${q(selector)}.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));`;
const when = (v: string) => tick(`input[name=when][value=${v}]`);
const schedule = (date: string, time: string) =>
  `${when('schedule')} ${setVal('#s-date', date)} ${setVal('#s-time', time)} ${click('#primary')}`;
const comment = (id: string, what: string) => click(`.comment[data-id=${id}] .${what}`);

export function newsroomEntries(e: EntryBuilder): void {
  // The articles list
  e.holds(N, 'The page heading is Articles', 'page', 'robot-browser');
  e.holds(N, 'The Drafts tab shows 5', 'value', 'midscene');
  e.fails(N, 'There are 6 drafts', 'near_miss', 'webarena');
  e.fails(N, 'The Published tab shows 5', 'false_claim', 'midscene');
  e.actFails(N, 'Open the Archived tab', 'missing_target', 'checksum', `window.tab === 'all'`);
  e.act(N, 'Open the Scheduled tab', 'widget', 'checksum', `window.tab === 'scheduled'`, click('#t-scheduled'));
  e.holds(`${N}?tab=scheduled`, 'Only 2 articles are scheduled', 'count', 'webarena');
  e.act(
    N,
    'Type "Rovers" in the search box and press Enter',
    'keys',
    'auto-playwright',
    `window.term === 'Rovers' && document.querySelectorAll('#rows tr').length === 2`,
    `${setVal('#q', 'Rovers')} ${enter('#q')}`,
  );
  e.fails(`${N}?q=lighthouse`, 'No articles match "lighthouse"', 'false_claim', 'rainforest');
  e.holds(`${N}?q=zebra`, 'A message says no articles match', 'message', 'mabl');
  e.act(
    N,
    'Filter by the Business section',
    'select',
    'stagehand',
    `${q('#section')}.value === 'Business'`,
    setVal('#section', 'Business'),
  );
  e.holds(`${N}?section=Business`, 'The table shows 3 Business articles', 'count', 'rainforest');
  e.holds(N, '"Harbour wall repairs to start in May" is published', 'state', 'reflect');
  e.fails(N, '"Fish market rents to rise by 8%" is published', 'near_miss', 'reflect');
  e.fails(N, 'Tom Baker wrote "Harbour wall repairs to start in May"', 'near_miss', 'reflect');
  e.act(N, 'Go to page 2', 'navigation', 'testrail-manual', `window.page === 2`, click('#next'));
  e.fails(N, 'The list shows 1–6 of 6', 'false_claim', 'kane-ai');
  e.act(
    N,
    'Edit "Fish market rents to rise by 8%"',
    'scope',
    'testrigor',
    `location.pathname === '/newsroom/edit' && location.search === '?id=a103'`,
    click('tr[data-id="a103"] .edit'),
  );
  e.actFails(N, 'Click Edit', 'ambiguous_target', 'robot-browser', `location.pathname === '/newsroom/articles'`);
  e.act(
    N,
    'Click "New article"',
    'navigation',
    'testrigor',
    `location.pathname === '/newsroom/edit' && location.search === '?new=1'`,
    click('a.button.main'),
  );

  // Row menus
  e.act(
    N,
    'Delete the article "Letters: parking on the seafront" and confirm',
    'compound',
    'qa-wolf',
    `!window.articles.some((a) => a[0] === 'a105') && window.articles.length === 13`,
    `${more('a105', 'delete')} ${click('#dl-ok')}`,
  );
  e.act(
    N,
    'Click "Cancel"',
    'click',
    'testrigor',
    `${q('#dlg-delete')}.hidden && window.articles.length === 14`,
    click('#dlg-delete [data-dismiss]'),
    { prepare: more('a105', 'delete') },
  );
  e.actFails(
    N,
    'Unpublish "Fish market rents to rise by 8%"',
    'missing_target',
    'webarena',
    `${status('a103')} === 'Draft' && ${status('a101')} === 'Published' && ${status('a106')} === 'Published'`,
  );
  e.act(
    N,
    'Unpublish the ferry timetable story',
    'scope',
    'webarena',
    `${status('a106')} === 'Draft' && ${status('a101')} === 'Published'`,
    more('a106', 'unpub'),
  );
  e.act(N, 'Undo', 'widget', 'checksum', `${status('a106')} === 'Published'`, click('#toast button'), {
    prepare: more('a106', 'unpub'),
  });
  e.act(
    N,
    'Duplicate "Review: The Lighthouse Keeper at the Regal"',
    'scope',
    'testrigor',
    `window.articles[0][1] === 'Copy of Review: The Lighthouse Keeper at the Regal'`,
    more('a104', 'dup'),
  );
  e.holds(
    N,
    'The first row is a draft called "Copy of Review: The Lighthouse Keeper at the Regal"',
    'ordinal',
    'kane-ai',
    {
      prepare: more('a104', 'dup'),
    },
  );
  e.actFails(
    N,
    'Open "More actions"',
    'ambiguous_target',
    'testrigor',
    `document.querySelectorAll('[id^=m-a]:not([hidden])').length === 0`,
  );
  e.act(
    N,
    'Open the more actions menu in the third row',
    'ordinal',
    'zerostep',
    visible('#m-a103'),
    click('tr[data-id="a103"] .more'),
  );
  e.act(
    N,
    'Select the first two articles and archive them',
    'compound',
    'webarena',
    `window.archived.join() === 'a101,a102' && window.articles.length === 12`,
    `${click('tr[data-id="a101"] .pick')} ${click('tr[data-id="a102"] .pick')} ${click('#archive')}`,
  );

  // The editor
  e.holds(E, 'The headline field contains "Fish market rents to rise by 8%"', 'value', 'rails-web-steps');
  e.holds(E, 'The headline uses 31 of 90 characters', 'value', 'kane-ai');
  e.fails(E, 'The body has 31 words', 'near_miss', 'kane-ai');
  e.holds(E, 'The status is Draft, last saved yesterday', 'message', 'mabl');
  e.act(
    E,
    'Change the headline to "Fish market rents to rise by 8% from June"',
    'fill',
    'stagehand',
    `${q('#headline')}.value === 'Fish market rents to rise by 8% from June'`,
    setVal('#headline', 'Fish market rents to rise by 8% from June'),
  );
  e.act(
    NEW,
    'Select "Sport" from "Section"',
    'select',
    'rails-web-steps',
    `${q('#section')}.value === 'Sport'`,
    setVal('#section', 'Sport'),
  );
  e.act(
    E,
    'Set the author to Tom Barker',
    'widget',
    'testrail-manual',
    `window.article.author === 'Tom Barker'`,
    `${click('#author-btn')} ${click('#author-list li:nth-child(5)')}`,
  );
  e.actFails(
    E,
    'Set the author to Sarah Lund',
    'missing_target',
    'testrail-manual',
    `window.article.author === 'Priya Shah'`,
  );
  e.act(
    E,
    'type rents into the tags box and hit enter',
    'keys',
    'bug-report',
    `window.article.tags.join() === 'harbour,business,rents'`,
    `${setVal('#tags', 'rents')} ${enter('#tags')}`,
  );
  e.act(
    E,
    'Remove the harbour tag',
    'scope',
    'checksum',
    `window.article.tags.join() === 'business'`,
    click('[aria-label="Remove tag harbour"]'),
  );
  e.actFails(E, 'Click "Remove tag"', 'ambiguous_target', 'testrigor', `window.article.tags.length === 2`);
  e.act(
    E,
    'Turn on the breaking news banner',
    'widget',
    'checksum',
    `${q('#sw-breaking')}.getAttribute('aria-checked') === 'true'`,
    click('#sw-breaking'),
  );
  e.fails(E, 'The article is for members only', 'false_claim', 'reflect');
  e.act(
    E,
    'Open "Search and social" and set the meta description to "Stallholders face an 8% rise from June."',
    'compound',
    'qa-wolf',
    `${q('#meta')}.value === 'Stallholders face an 8% rise from June.' && ${visible('#meta')}`,
    `${click('[aria-controls=seo]')} ${setVal('#meta', 'Stallholders face an 8% rise from June.')}`,
  );

  // Publishing
  e.act(
    E,
    'When the editor schedules it for 11 March 2027 at 07:00',
    'compound',
    'gherkin',
    `window.article.status === 'Scheduled' && window.article.date === '2027-03-11' && window.article.time === '07:00'`,
    schedule('2027-03-11', '07:00'),
  );
  e.holds(E, 'The status line says it is scheduled for Thu 11 Mar 2027 at 07:00', 'message', 'octomind', {
    prepare: schedule('2027-03-11', '07:00'),
  });
  e.actFails(
    E,
    'Schedule the article for 8 March 2027 at 07:00',
    'missing_target',
    'mind2web',
    `window.article.status === 'Draft' && !window.article.date`,
  );
  e.holds(E, 'An error says to choose a time in the future', 'message', 'momentic', {
    prepare: schedule('2027-03-08', '07:00'),
  });
  e.fails(E, 'The article is scheduled for Mon 8 Mar', 'false_claim', 'octomind', {
    prepare: schedule('2027-03-08', '07:00'),
  });
  e.act(
    E,
    'Publish it and confirm',
    'compound',
    'qa-wolf',
    `window.article.status === 'Published'`,
    `${when('now')} ${click('#primary')} ${click('#pb-ok')}`,
  );
  e.holds(E, 'The dialog warns it will also go in the Breaking news banner', 'message', 'momentic', {
    prepare: `${click('#sw-breaking')} ${when('now')} ${click('#primary')}`,
  });
  e.fails(E, 'The dialog warns it will go in the Breaking news banner', 'near_miss', 'momentic', {
    prepare: `${when('now')} ${click('#primary')}`,
  });
  e.act(NEW, 'Click "Save draft"', 'click', 'testrigor', visible('#errsum'), click('#primary'));
  e.holds(NEW, 'There is an error about the headline', 'message', 'momentic', { prepare: click('#primary') });
  e.fails(NEW, 'There is an error about the section', 'near_miss', 'momentic', { prepare: click('#primary') });
  e.act(E, 'Submit it for review', 'click', 'checksum', `window.article.status === 'In review'`, click('#review'));
  e.act(
    E,
    'Preview the article',
    'click',
    'checksum',
    `window.previewed === true && ${visible('#preview-area iframe')}`,
    click('#preview'),
  );
  e.holds(E, 'The preview frame shows the headline "Fish market rents to rise by 8%"', 'frames', 'midscene', {
    prepare: later(`${click('#preview')} await wait(300);`),
  });
  e.fails(E, 'The preview frame shows the article is by Elena Ward', 'near_miss', 'midscene', {
    prepare: later(`${click('#preview')} await wait(300);`),
  });

  // Comments and history
  e.holds(COMMENTS, '3 comments are waiting for approval', 'count', 'rainforest');
  e.act(
    COMMENTS,
    'Approve the comment from Jo Pengelly',
    'scope',
    'testrail-manual',
    `window.approved.length === 3 && window.approved[2][0] === 'Jo Pengelly'`,
    comment('c2', 'approve'),
  );
  e.actFails(COMMENTS, 'Click Approve', 'ambiguous_target', 'robot-browser', `window.pending.length === 3`);
  e.act(
    COMMENTS,
    'Reject the spam comment',
    'scope',
    'browser-use',
    `window.rejected.join() === 'spamking99' && window.pending.length === 2`,
    comment('c3', 'reject'),
  );
  e.act(
    COMMENTS,
    'Reply to harbourdog: "Thanks, we are following this up."',
    'compound',
    'magnitude',
    `window.replies.length === 1 && window.replies[0][0] === 'harbourdog' && window.replies[0][1] === 'Thanks, we are following this up.'`,
    `${comment('c1', 'reply')} ${setVal('.comment[data-id=c1] textarea', 'Thanks, we are following this up.')} ${comment('c1', 'post')}`,
  );
  e.fails(COMMENTS, "spamking99's comment has been approved", 'near_miss', 'reflect');
  e.act(
    HISTORY,
    'Restore the version from yesterday 16:20',
    'scope',
    'testrail-manual',
    `window.restored === 'Yesterday 16:20' && ${q('#headline')}.value === 'Fish market rents set to rise'`,
    click('#revs li[data-n="1"] .restore'),
  );
  e.actFails(
    HISTORY,
    'Restore the current version',
    'missing_target',
    'testrail-manual',
    `window.restored === undefined`,
  );
  e.actFails(HISTORY, 'Click Restore', 'ambiguous_target', 'robot-browser', `window.restored === undefined`);
  e.act(
    E,
    'Go back to the articles list using the breadcrumb',
    'navigation',
    'stagehand',
    `location.pathname === '/newsroom/articles'`,
    click('nav[aria-label=Breadcrumb] a'),
  );
}
