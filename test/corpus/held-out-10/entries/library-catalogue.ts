/** Steps for Eastbrook Libraries' catalogue (`apps/library.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick, toasted } from './helpers';

const C = '/library/catalogue';
const CM = '/library/catalogue?more=1';

const card = (id: string) => `.result[data-id="${id}"]`;
const openHold = (id: string) => click(`${card(id)} .hold`);
const noHold = `window.holds.length === 0 && window.borrowed.length === 0 && ${q('#hold-dlg')}.hidden`;
const fmt = (v: string) => `input[name=fmt][value=${v}]`;
const search = (text: string) => `${setVal('#q', text)} ${q('#search')}.requestSubmit();`;
const ask = `document.querySelector('el-ask').shadowRoot`;
const hold = (id: string) => `window.holds.find((h) => h.id === '${id}')`;

export function libraryCatalogueEntries(e: EntryBuilder): void {
  // Results, paging and a slow "Show more"
  e.holds(C, '8 results are shown on the page', 'count', 'mink');
  e.fails(C, '10 items are shown', 'near_miss', 'mink');
  e.act(
    C,
    'Click "Show more results" and wait for the rest to load',
    'wait',
    'qa-wolf',
    `document.querySelectorAll('.result').length === 10`,
    click('#more'),
  );
  e.holds(C, 'Wait for Braiding Sweetgrass to appear in the results', 'wait', 'spreewald', { prepare: click('#more') });
  e.fails(CM, 'The audiobook of Braiding Sweetgrass has 1 hold', 'near_miss', 'kane-ai');
  e.holds(C, 'The heading says "All items"', 'page', 'spreewald');

  // Holds and borrowing
  e.actFails(C, 'Click "Place hold"', 'ambiguous_target', 'testrigor', noHold);
  e.actFails(C, 'Place a hold on The Salt Path', 'ambiguous_target', 'browser-use', noHold);
  e.act(
    C,
    'Place a hold on the audiobook of The Salt Path',
    'scope',
    'browser-use',
    `!${q('#hold-dlg')}.hidden && ${q('#hold-item')}.textContent === 'The Salt Path (Audiobook)'`,
    openHold('salt-a'),
  );
  e.act(
    C,
    'Reserve the book of Lessons in Chemistry for pick-up at Riverside and ask to be told by text',
    'compound',
    'mind2web',
    `!!${hold('lessons-b')} && ${hold('lessons-b')}.pickup === 'Riverside' && ${hold('lessons-b')}.notify === 'text' && window.holds.length === 1`,
    `${openHold('lessons-b')} ${setVal('#pickup', 'Riverside')} ${tick('input[name=notify][value=text]')} ${click('#hold-ok')}`,
  );
  e.act(
    C,
    'Place a hold on "Tomorrow, and Tomorrow, and Tomorrow" (the printed book) and confirm it',
    'compound',
    'qa-wolf',
    `window.holds.length === 1 && window.holds[0].id === 'tomorrow-b'`,
    `${openHold('tomorrow-b')} ${click('#hold-ok')}`,
  );
  e.actFails(C, 'Place a hold on the OS Explorer OL7 map', 'missing_target', 'browser-use', noHold);
  e.act(
    C,
    'Borrow the eBook of Tomorrow, and Tomorrow, and Tomorrow',
    'scope',
    'browser-use',
    `window.borrowed.join() === 'tomorrow-e'`,
    click(`${card('tomorrow-e')} .borrow`),
  );
  e.actFails(C, 'Borrow the audiobook of The Salt Path', 'missing_target', 'browser-use', noHold);
  e.holds('/library/catalogue?hold=tomorrow-b', "The dialog says I'd be number 13 in the queue", 'value', 'kane-ai');
  e.fails(
    '/library/catalogue?hold=tomorrow-b',
    "The dialog says I'd be number 12 in the queue",
    'near_miss',
    'kane-ai',
  );
  e.act(
    '/library/catalogue?hold=lessons-b',
    'Select "Northfield" from "Pick up at"',
    'select',
    'rails-web-steps',
    `${q('#pickup')}.value === 'Northfield'`,
    setVal('#pickup', 'Northfield'),
  );
  e.act(
    '/library/catalogue?hold=lessons-b',
    'Close the hold dialog without placing the hold',
    'widget',
    'checksum',
    `${q('#hold-dlg')}.hidden && window.holds.length === 0`,
    click('#hold-dlg [data-dismiss]'),
  );
  e.actFails(
    '/library/catalogue?hold=salt-a',
    'Select "Riverside" from "Pick up at"',
    'missing_target',
    'rails-web-steps',
    `${q('#pickup')}.value === 'Central Library' && window.holds.length === 0`,
  );
  e.holds(C, "A toast confirms the hold on Lessons in Chemistry and says I'll get an email", 'message', 'octomind', {
    prepare: `${openHold('lessons-b')} ${click('#hold-ok')}`,
  });
  e.fails(C, "The toast says they'll text me when it's ready", 'near_miss', 'octomind', {
    prepare: `${openHold('lessons-b')} ${click('#hold-ok')}`,
  });

  // Filters, sorting and the list
  e.act(C, 'Check "DVDs"', 'check', 'rails-web-steps', `${q(fmt('DVD'))}.checked`, tick(fmt('DVD')));
  e.act(
    C,
    'Show only audiobooks that are available now',
    'compound',
    'browser-use',
    `${q(fmt('Audiobook'))}.checked && ${q('#avail')}.getAttribute('aria-checked') === 'true' && document.querySelectorAll('.result').length === 1`,
    `${tick(fmt('Audiobook'))} ${click('#avail')}`,
  );
  e.holds(C, '2 audiobooks are listed', 'count', 'kane-ai', { prepare: tick(fmt('Audiobook')) });
  e.fails(C, 'The map can be borrowed', 'false_claim', 'reflect', { prepare: tick(fmt('Map')) });
  e.act(
    C,
    'Select "Riverside" from "Branch"',
    'select',
    'rails-web-steps',
    `${q('#branch')}.value === 'Riverside'`,
    setVal('#branch', 'Riverside'),
  );
  e.actFails(
    C,
    'Select "Eastfield" from "Branch"',
    'missing_target',
    'rails-web-steps',
    `${q('#branch')}.value === ''`,
  );
  e.holds(C, 'Only 2 items are available at Riverside', 'count', 'kane-ai', {
    prepare: setVal('#branch', 'Riverside'),
  });
  e.act(
    C,
    'Turn on "Available now only"',
    'widget',
    'testrigor',
    `${q('#avail')}.getAttribute('aria-checked') === 'true'`,
    click('#avail'),
  );
  e.act(
    C,
    'sort by most holds',
    'select',
    'testrail-manual',
    `${q('#sort')}.value === 'holds'`,
    setVal('#sort', 'holds'),
  );
  e.holds(C, 'The first result is the book of Tomorrow, and Tomorrow, and Tomorrow', 'ordinal', 'webvoyager', {
    prepare: setVal('#sort', 'holds'),
  });
  e.fails(C, 'The newest item listed is The Thursday Murder Club', 'near_miss', 'webvoyager', {
    prepare: setVal('#sort', 'new'),
  });
  e.act(
    C,
    'Save the third result to my list',
    'ordinal',
    'zerostep',
    `window.saved.includes('tomorrow-b') && window.saved.length === 2`,
    click(`${card('tomorrow-b')} .save`),
  );
  e.actFails(C, 'Click "Save to list"', 'ambiguous_target', 'testrigor', `window.saved.join() === 'thursday-b'`);
  e.holds(C, 'The Thursday Murder Club is already saved to my list', 'state', 'reflect');
  e.fails(C, 'The Salt Path book is saved to my list', 'near_miss', 'reflect');
  e.act(
    C,
    'Type "osman" in the search box and press Enter',
    'keys',
    'testrigor',
    `${q('#heading')}.textContent === 'Results for “osman”'`,
    search('osman'),
  );
  e.act(
    C,
    'Search for Kimmerer by author',
    'compound',
    'mind2web',
    `${q('#in')}.value === 'author' && ${q('#heading')}.textContent === 'Results for “Kimmerer”'`,
    `${setVal('#in', 'author')} ${search('Kimmerer')}`,
  );
  e.holds(C, '2 results are found for salt', 'count', 'kane-ai', { prepare: search('salt') });
  e.fails(C, 'Lessons in Chemistry is available at Riverside', 'near_miss', 'kane-ai');
  e.fails(C, 'The audiobook of The Salt Path has 12 holds', 'near_miss', 'kane-ai');
  e.fails(C, 'The Thursday Murder Club has 3 holds', 'false_claim', 'kane-ai');
  e.act(
    C,
    'Follow "My account"',
    'navigation',
    'mink',
    `location.pathname === '/library/account'`,
    click('header nav a[href*=account]'),
  );
  e.holds(C, 'The Thursday Murder Club is on the shelf at all three branches', 'message', 'momentic');

  // Ask a librarian (open shadow root)
  e.act(
    C,
    'Click "Ask a librarian"',
    'frames',
    'testrigor',
    `!${ask}.getElementById('f').hidden`,
    `${ask}.getElementById('open').click();`,
  );
  e.act(
    C,
    'Ask a librarian "Do you have large-print copies of Hamnet?" without emailing me a copy',
    'frames',
    'stagehand',
    `!!document.querySelector('el-ask').sent && document.querySelector('el-ask').sent.text === 'Do you have large-print copies of Hamnet?' && document.querySelector('el-ask').sent.copy === false`,
    `${ask}.getElementById('open').click(); ${ask}.getElementById('question').value = 'Do you have large-print copies of Hamnet?'; ${ask}.getElementById('copy').click(); ${ask}.getElementById('f').requestSubmit();`,
  );
  e.fails(C, 'The thanks message says a librarian will reply within the hour', 'false_claim', 'octomind', {
    prepare: `${ask}.getElementById('open').click(); ${ask}.getElementById('question').value = 'Opening hours at Riverside?'; ${ask}.getElementById('f').requestSubmit();`,
  });
  e.act(
    C,
    'Put the Lessons in Chemistry DVD on hold',
    'compound',
    'checksum',
    `window.holds.length === 1 && window.holds[0].id === 'lessons-d' && ${toasted('Lessons in Chemistry (TV series) (DVD)')}`,
    `${openHold('lessons-d')} ${click('#hold-ok')}`,
  );
}
