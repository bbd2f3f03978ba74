/** Steps on Pinewater Campsites (apps/camp.ts): the pitch search and a pitch's page. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, inFrame, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const SITES = '/camp/sites';
const PITCH = '/camp/pitch?id=P1';
const REV = `${PITCH}&tab=reviews`;

const card = (id: string, selector: string) => `[data-id="${id}"] ${selector}`;
const onSites = "location.pathname === '/camp/sites'";
const noType = "!document.querySelector('input[name=ptype]:checked')";
const avail = (from: string, extra = '') =>
  later(`${setVal('#arrive', from)} ${extra} ${click('#check')} await wait(1300);`);
const midJuly = { prepare: avail('2027-07-16') };
const fiveGuests = { prepare: avail('2027-07-20', clicks('#guests [data-step="1"]', 3)) };
const forecast = later('await wait(1300);');
const fahrenheit = later(`await wait(1300); ${inFrame('#unit')}.click();`);

export function campFindEntries(b: EntryBuilder): void {
  // ---- The pitch list
  b.holds(SITES, 'The page title is "Find a pitch - Pinewater Campsites"', 'page', 'robot-browser');
  b.fails(SITES, 'The page title is "Pitches - Pinewater Campsites"', 'false_claim', 'robot-browser');
  b.holds(SITES, 'Then I should see "Showing 1–6 of 10 pitches"', 'count', 'cucumber-web');
  b.fails(SITES, 'There are 8 pitch cards on the page', 'false_claim', 'behat');
  b.holds(SITES, 'Woodland Glade sleeps 6 and costs £22 a night', 'scope', 'reflect');
  b.fails(SITES, 'Lakeside Pitch sleeps 6', 'near_miss', 'reflect');
  b.holds(SITES, 'Orchard Corner is marked Fully booked', 'scope', 'reflect');
  b.fails(SITES, 'Meadow View is fully booked', 'near_miss', 'reflect');
  b.holds(SITES, "The Book button on Orchard Corner's card is disabled", 'state', 'spreewald');
  b.fails(SITES, 'The Book button for Heron Cabin is disabled', 'near_miss', 'spreewald');
  b.holds(SITES, 'Woodland Glade is saved', 'state', 'reflect');
  b.fails(SITES, 'Lakeside Pitch is one of my saved pitches', 'near_miss', 'reflect');
  b.holds(SITES, 'The header shows Saved (1)', 'value', 'kane-ai');
  b.fails(SITES, 'The header shows Saved (2)', 'false_claim', 'kane-ai');
  b.holds(SITES, 'Heron Cabin has the best rating on the page, 4.9', 'ordinal', 'webarena');
  b.fails(SITES, 'Woodland Glade is the top-rated pitch on this page', 'false_claim', 'webarena');
  b.fails(SITES, 'Meadow View says No dogs', 'near_miss', 'reflect');
  b.act(SITES, 'Save Meadow View', 'scope', 'gauge', "window.saved.includes('P4')", click(card('P4', '.save')));
  b.actFails(SITES, 'Click Save', 'ambiguous_target', 'testrigor', 'window.saved.length === 1');
  b.act(
    SITES,
    'Remove Woodland Glade from my saved pitches',
    'scope',
    'browser-use',
    "!window.saved.includes('P3')",
    click(card('P3', '.save')),
  );
  b.actFails(SITES, 'Click Book', 'ambiguous_target', 'behat', onSites);
  b.act(
    SITES,
    'Click Book on the Meadow View card',
    'scope',
    'stagehand',
    "location.pathname === '/camp/book' && location.search.includes('id=P4')",
    click(card('P4', '.book')),
  );
  b.actFails(SITES, 'Book Orchard Corner', 'missing_target', 'gauge', onSites);
  b.act(
    SITES,
    'Click the second Book button',
    'ordinal',
    'zerostep',
    "location.pathname === '/camp/book' && location.search.includes('id=P2')",
    click(card('P2', '.book')),
  );
  b.act(
    SITES,
    'Click "View details" for Heron Cabin',
    'scope',
    'cucumber-web',
    "location.pathname === '/camp/pitch' && location.search.includes('id=P5')",
    click(card('P5', 'a.button')),
  );
  b.actFails(SITES, 'Click View details on the Lakeside card', 'ambiguous_target', 'stagehand', onSites);
  b.act(
    SITES,
    'Show only glamping',
    'check',
    'checksum',
    `${q('input[name=ptype][value=Glamping]')}.checked`,
    tick('input[name=ptype][value=Glamping]'),
  );
  b.holds(`${SITES}?type=Glamping`, '3 glamping pitches are listed', 'count', 'webarena');
  b.fails(`${SITES}?type=Glamping`, 'Lakeside Hardstanding is in the results', 'false_claim', 'mabl');
  b.act(SITES, 'Turn on "Dogs welcome"', 'widget', 'checksum', on('#sw-dogs'), click('#sw-dogs'));
  b.holds(SITES, '6 pitches welcome dogs', 'count', 'webarena', { prepare: click('#sw-dogs') });
  b.fails(SITES, '7 pitches welcome dogs', 'false_claim', 'webarena', { prepare: click('#sw-dogs') });
  b.act(
    SITES,
    'Drag the max price slider to £40',
    'widget',
    'midscene',
    `${q('#max')}.value === '40'`,
    setVal('#max', '40'),
  );
  b.fails(SITES, 'Heron Cabin is still listed', 'false_claim', 'mabl', { prepare: setVal('#max', '40') });
  b.act(
    SITES,
    'Sort by "Price: low to high"',
    'select',
    'cucumber-web',
    `${q('#sort')}.value === 'low'`,
    setVal('#sort', 'low'),
  );
  b.holds(`${SITES}?sort=low`, 'The first pitch is Hilltop Pitch at £20', 'ordinal', 'midscene');
  b.act(SITES, 'Go to the next page of results', 'navigation', 'testrail-manual', 'window.page === 2', click('#next'));
  b.fails(`${SITES}?page=2`, 'Orchard Corner is on page 2', 'false_claim', 'mabl');
  b.holds(`${SITES}?page=2`, 'The Next button is disabled', 'state', 'spreewald');
  b.fails(SITES, 'The Previous button is enabled', 'false_claim', 'spreewald');
  b.actFails(SITES, 'Go to page 3', 'missing_target', 'testrail-manual', 'window.page === 1');
  b.actFails(SITES, 'Filter by "Hardstanding"', 'missing_target', 'checksum', noType);
  b.actFails(SITES, 'Tick the Electric hook-up filter', 'missing_target', 'cucumber-web', noType);

  // ---- Availability
  b.holds(SITES, 'An error asks me to choose an arrival date', 'message', 'momentic', { prepare: click('#check') });
  b.act(
    SITES,
    'Increase Nights to 3',
    'widget',
    'midscene',
    `${q('#nights')}.dataset.value === '3'`,
    click('#nights [data-step="1"]'),
  );
  b.actFails(
    SITES,
    'Click Increase',
    'ambiguous_target',
    'behat',
    `${q('#nights')}.dataset.value === '2' && ${q('#guests')}.dataset.value === '2'`,
  );
  b.act(
    SITES,
    'Check availability for 2 nights from Friday 16 July 2027',
    'compound',
    'mind2web',
    `!!window.unavailable && ${q('#arrive')}.value === '2027-07-16'`,
    `${setVal('#arrive', '2027-07-16')} ${click('#check')}`,
  );
  b.holds(SITES, '7 of 10 pitches are free from Fri 16 Jul for 2 nights', 'message', 'kane-ai', midJuly);
  b.fails(SITES, 'Lakeside Pitch is available on my dates', 'near_miss', 'reflect', midJuly);
  b.holds(SITES, 'Lakeside Hardstanding costs £72 for the 2 nights', 'scope', 'reflect', midJuly);
  b.fails(SITES, 'Woodland Glade comes to £48 for 2 nights', 'false_claim', 'kane-ai', midJuly);
  b.holds(SITES, 'The Book button for Heron Cabin is disabled', 'state', 'spreewald', midJuly);
  b.actFails(SITES, 'Book Heron Cabin', 'missing_target', 'gauge', onSites, midJuly);
  b.act(
    SITES,
    'Book Woodland Glade for these dates',
    'scope',
    'browser-use',
    "location.pathname === '/camp/book' && location.search.includes('id=P3') && location.search.includes('from=2027-07-16')",
    click(card('P3', '.book')),
    midJuly,
  );
  b.actFails(SITES, 'Check availability from 5 July 2027', 'missing_target', 'mind2web', 'window.unavailable === null');
  b.holds(SITES, "An error says arrival can't be in the past", 'message', 'momentic', { prepare: avail('2027-07-05') });
  b.holds(SITES, 'Only 3 pitches are free for 5 guests', 'count', 'webarena', fiveGuests);
  b.fails(SITES, 'Meadow View is too small for 5 guests', 'near_miss', 'reflect', fiveGuests);

  // ---- Saved pitches, cookies, newsletter
  b.act(SITES, 'Open my saved pitches', 'widget', 'browser-use', visible('#dlg-saved'), click('#saved-btn'));
  b.fails(SITES, 'The saved list includes Heron Cabin', 'false_claim', 'mabl', { prepare: click('#saved-btn') });
  b.act(
    SITES,
    'Click Remove in the Saved pitches dialog',
    'click',
    'testrigor',
    'window.saved.length === 0',
    click('#sv-list .rm'),
    {
      prepare: click('#saved-btn'),
    },
  );
  b.act(
    SITES,
    'Reject non-essential cookies',
    'click',
    'browser-use',
    "window.cookies === 'essential'",
    click('#ck-reject'),
  );
  b.fails(`${SITES}?cookies=1`, 'The cookie banner is visible', 'false_claim', 'product-verify');
  b.act(
    SITES,
    'Subscribe to the newsletter with ellis.marsh@example.com',
    'compound',
    'shortest',
    "window.subscribed === 'ellis.marsh@example.com'",
    `${setVal('#news-email', 'ellis.marsh@example.com')} ${q('#news')}.requestSubmit();`,
  );
  b.actFails(
    SITES,
    'Subscribe to the newsletter with "ellis.marsh@example"',
    'missing_target',
    'shortest',
    'window.subscribed === null',
  );
  b.act(
    SITES,
    'Enter "ellis@pinewater" in the "Your email address" field',
    'fill',
    'testrigor',
    `${q('#news-email')}.value === 'ellis@pinewater'`,
    setVal('#news-email', 'ellis@pinewater'),
  );
  b.actFails(SITES, 'Sign up for text alerts', 'missing_target', 'browser-use', 'window.subscribed === null');

  // ---- A pitch's page
  b.holds(PITCH, 'The page title is "Lakeside Pitch - Pinewater Campsites"', 'page', 'robot-browser');
  b.holds(PITCH, 'The breadcrumb reads Find a pitch › Tent › Lakeside Pitch', 'page', 'mabl');
  b.act(
    PITCH,
    'Open the Facilities tab',
    'widget',
    'checksum',
    `${q('#t-fac')}.getAttribute('aria-selected') === 'true'`,
    click('#t-fac'),
  );
  b.holds(`${PITCH}&tab=facilities`, 'The facilities say there is no electric hook-up', 'value', 'kane-ai');
  b.fails(`${PITCH}&tab=facilities`, 'The toilet block is 90 m away', 'false_claim', 'kane-ai');
  b.fails('/camp/pitch?id=P2&tab=facilities', 'Parking is in the main car park', 'false_claim', 'reflect');
  b.act(
    PITCH,
    'Expand "Cancellation policy"',
    'widget',
    'checksum',
    `${q('#acc-cancel')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-cancel'),
  );
  b.holds(PITCH, 'The cancellation policy lets me cancel free up to 7 days before arrival', 'message', 'reflect', {
    prepare: click('#acc-cancel'),
  });
  b.fails(PITCH, 'Quiet hours start at 22:00', 'false_claim', 'reflect', { prepare: click('#acc-quiet') });
  b.fails(PITCH, 'The Quiet hours section is expanded', 'false_claim', 'spreewald');
  b.holds(PITCH, 'Wait for the weather forecast to load', 'wait', 'midscene');
  b.holds(PITCH, 'The forecast says Thursday will have heavy showers', 'frames', 'kane-ai', { prepare: forecast });
  b.fails(PITCH, "Wednesday's high is 21°C", 'near_miss', 'kane-ai', { prepare: forecast });
  b.act(
    PITCH,
    'Show the forecast in Fahrenheit',
    'frames',
    'browser-use',
    "document.querySelector('iframe').contentWindow.unit === 'F'",
    `${inFrame('#unit')}.click();`,
    { prepare: forecast },
  );
  b.holds(PITCH, "Monday's high is 70°F", 'frames', 'kane-ai', { prepare: fahrenheit });
  b.fails(PITCH, "Monday's low is 52°F", 'false_claim', 'kane-ai', { prepare: fahrenheit });
  b.act(
    PITCH,
    'Book this pitch',
    'click',
    'gauge',
    "location.pathname === '/camp/book' && location.search.includes('id=P1')",
    click('#book'),
  );
  b.actFails('/camp/pitch?id=P6', 'Book this pitch', 'missing_target', 'gauge', "location.pathname === '/camp/pitch'");

  // ---- Reviews
  b.holds(REV, 'Marcus D. rated it 4 out of 5', 'scope', 'reflect');
  b.fails(REV, 'Aisha R. rated it 4 out of 5', 'near_miss', 'reflect');
  b.fails(REV, "Hannah K.'s review says the path from the car park is steep", 'near_miss', 'reflect');
  b.act(
    REV,
    "Mark Marcus D.'s review as helpful",
    'scope',
    'stagehand',
    'window.helpful.includes(1)',
    click('[data-n="1"] .help'),
  );
  b.actFails(REV, 'Click Helpful', 'ambiguous_target', 'behat', 'window.helpful.length === 0');
  b.act(
    REV,
    'Click the last Helpful button',
    'ordinal',
    'zerostep',
    'window.helpful.includes(2)',
    click('[data-n="2"] .help'),
  );
  b.act(
    REV,
    'Give it 4 stars',
    'widget',
    'checksum',
    `${q('#my-rating')}.dataset.value === '4'`,
    click('#my-rating [data-n="4"]'),
  );
  b.act(
    REV,
    'Rate 5 stars, pick June 2027, write "Quiet pitch with a great view of the lake" and post the review',
    'compound',
    'qa-wolf',
    "!!window.review && window.review.stars === 5 && window.review.stayed === 'June 2027'",
    `${click('#my-rating [data-n="5"]')} ${setVal('#stayed', 'June 2027')} ${setVal('#rev-text', 'Quiet pitch with a great view of the lake')} ${click('#post')}`,
  );
  b.act(
    REV,
    'Click Post review without a rating',
    'click',
    'bug-report',
    `${q('#rev-err')}.textContent === 'Choose a star rating'`,
    click('#post'),
  );
  b.holds(REV, 'An error asks me to choose a star rating', 'message', 'momentic', { prepare: click('#post') });
  b.actFails(
    REV,
    'Post a 4-star review from May 2027 saying "Nice"',
    'missing_target',
    'shortest',
    'window.review === null',
  );
  const short = `${click('#my-rating [data-n="4"]')} ${setVal('#stayed', 'May 2027')} ${setVal('#rev-text', 'Nice')} ${click('#post')}`;
  b.holds(REV, 'An error says the review needs at least 20 characters', 'message', 'momentic', { prepare: short });
  b.fails(REV, 'A thank-you message says my review was posted', 'false_claim', 'octomind', { prepare: short });
  b.holds(REV, "A message says my review will appear once it's been checked", 'message', 'octomind', {
    prepare: later(
      `${click('#my-rating [data-n="3"]')} ${setVal('#stayed', 'July 2027')} ${setVal('#rev-text', 'Good pitch, a bit muddy after the rain')} ${click('#post')} await wait(1000);`,
    ),
  });
  b.actFails(REV, 'Upload a photo with my review', 'missing_target', 'browser-use', 'window.review === null');
}
