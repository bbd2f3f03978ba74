/** Steps for Wavelength, the podcast app (`apps/podcast.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho8-podcast');
const S = '/podcast/show';
const P = '/podcast/show?playing=39';
const AB = '/podcast/show?tab=about';
const R = '/podcast/show?tab=reviews';
const SR = '/podcast/search?q=night';

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const ep = (n: number) => q(`.ep[data-n="${n}"]`);
const sh = (id: string) => `document.querySelector('wl-player').shadowRoot.getElementById('${id}')`;
const frameDoc = `document.querySelector('iframe').contentDocument`;
const nothingPlaying = `${sh('np')}.textContent === 'Nothing yet'`;
const openMenu = (n: number) => `${ep(n)}.querySelector('.more').click();`;
const openReview = `${q('#write')}.click();`;
const menusShut = `[...document.querySelectorAll('.ep [role=menu]')].every((m) => m.hidden)`;

// Show page
e.fails(S, 'The show has 2,310 followers', 'near_miss', 'kane-ai');
e.act(
  S,
  'Follow the show',
  'click',
  'browser-use',
  `${q('#follow')}.getAttribute('aria-pressed') === 'true'`,
  `${q('#follow')}.click();`,
);
e.holds(S, 'the follower count goes up to 18,413', 'value', 'checksum', { prepare: `${q('#follow')}.click();` });
e.holds(S, 'The "New episode alerts" switch is disabled', 'state', 'spreewald');
e.actFails(
  S,
  'Turn on new episode alerts',
  'missing_target',
  'testrail-manual',
  `${q('#alerts')}.getAttribute('aria-checked') === 'false' && ${q('#follow')}.getAttribute('aria-pressed') === 'false'`,
);
e.act(
  `${S}?following=1`,
  'Turn on new episode alerts',
  'widget',
  'testrail-manual',
  `${q('#alerts')}.getAttribute('aria-checked') === 'true'`,
  `${q('#alerts')}.click();`,
);
e.act(
  S,
  'Follow the show and switch on new episode alerts',
  'compound',
  'qa-wolf',
  `${q('#follow')}.getAttribute('aria-pressed') === 'true' && ${q('#alerts')}.getAttribute('aria-checked') === 'true'`,
  `${q('#follow')}.click(); ${q('#alerts')}.click();`,
);
e.holds(S, '5 episodes are shown', 'count', 'mink');
e.fails(S, 'The list says "Showing 5 of 42 episodes"', 'near_miss', 'rails-web-steps');
e.actFails(S, 'Click Play', 'ambiguous_target', 'testrigor', nothingPlaying);
e.actFails(S, 'click download', 'ambiguous_target', 'bug-report', `${q('#dl-count')}.textContent === '2'`);
e.act(
  S,
  'Play Radio Silence',
  'scope',
  'stagehand',
  `${sh('np')}.textContent === 'Radio Silence'`,
  `${ep(39)}.querySelector('.play').click();`,
);
e.act(
  S,
  'click the first Play button',
  'ordinal',
  'testrigor',
  `${sh('np')}.textContent === "The Lighthouse Keeper's Log"`,
  `${ep(42)}.querySelector('.play').click();`,
);
e.act(
  S,
  "Download The Lighthouse Keeper's Log",
  'scope',
  'browser-use',
  `${q('#dl-count')}.textContent === '3' && ${ep(42)}.textContent.includes('Downloaded')`,
  `${ep(42)}.querySelector('.dl').click();`,
);
e.holds(S, 'the Downloads badge shows 3', 'value', 'checksum', { prepare: `${ep(42)}.querySelector('.dl').click();` });
e.fails(S, 'The Downloads badge shows 1', 'near_miss', 'checksum');
e.fails(S, 'Radio Silence is downloaded', 'near_miss', 'reflect');
e.act(
  S,
  'Turn on "Hide played"',
  'widget',
  'testrail-manual',
  `${q('#hide-played')}.getAttribute('aria-checked') === 'true'`,
  `${q('#hide-played')}.click();`,
);
e.holds(S, '4 episodes are listed', 'count', 'mink', { prepare: `${q('#hide-played')}.click();` });
e.fails(S, 'The Last Shift at the Mill is still listed', 'false_claim', 'rainforest', {
  prepare: `${q('#hide-played')}.click();`,
});
e.act(
  S,
  'Open the more options menu for Radio Silence and add it to the queue',
  'widget',
  'checksum',
  `window.queue.includes('Radio Silence')`,
  `${openMenu(39)} ${ep(39)}.querySelector('.m-queue').click();`,
);
e.act(
  S,
  'add night bus to nowhere to up next',
  'scope',
  'bug-report',
  `window.queue.includes('Night Bus to Nowhere')`,
  `${openMenu(41)} ${ep(41)}.querySelector('.m-queue').click();`,
);
e.fails(S, 'Up next has 2 episodes', 'near_miss', 'momentic');
e.act(
  S,
  'Mark Radio Silence as played',
  'widget',
  'browser-use',
  `${ep(39)}.textContent.includes('Played')`,
  `${openMenu(39)} ${ep(39)}.querySelector('.m-played').click();`,
);
e.actFails(S, 'Click the "More options" button', 'ambiguous_target', 'testrigor', menusShut);
e.act(
  S,
  'Load more episodes and wait for them to appear',
  'wait',
  'spreewald',
  `${q('#showing')}.textContent === 'Showing 8 of 8 episodes'`,
  `${q('#more')}.click();`,
);
e.holds(S, 'Wait until "Frost Fair" appears in the list', 'wait', 'spreewald', { prepare: `${q('#more')}.click();` });
e.fails(`${S}?more=1`, 'Ferry at Midnight is 47 minutes long', 'near_miss', 'kane-ai');
e.act(
  `${S}?more=1`,
  'Play the last episode in the list',
  'ordinal',
  'webvoyager',
  `${sh('np')}.textContent === 'Ferry at Midnight'`,
  `${ep(35)}.querySelector('.play').click();`,
);
e.act(
  S,
  'Sort episodes oldest first',
  'widget',
  'browser-use',
  `${q('#sort')}.textContent === 'Sort: Oldest first'`,
  `${q('#sort')}.click(); ${q('#sort-menu [data-sort=old]')}.click();`,
);
e.holds(S, 'The first episode listed is The Night Porter', 'ordinal', 'reflect', {
  prepare: `${q('#sort')}.click(); ${q('#sort-menu [data-sort=old]')}.click();`,
});
e.fails(S, 'Episode 41 came out on 12 Mar 2027', 'near_miss', 'gherkin');
e.actFails(S, 'Click "Subscribe" on Night Bus to Nowhere', 'missing_target', 'testrigor', nothingPlaying);
e.fails(S, 'The Follow button says Following', 'false_claim', 'reflect');
e.holds(S, 'the title of the page should be "Night Shift Stories · Wavelength"', 'page', 'spreewald');

// Player (open shadow root) and sponsor (iframe)
e.act(
  P,
  'Pause the player',
  'frames',
  'octomind',
  `${sh('pp')}.textContent === 'Play' && document.querySelector('wl-player').playing === false`,
  `${sh('pp')}.click();`,
);
e.act(
  P,
  'Set playback speed to 1.5×',
  'frames',
  'testrigor',
  `${sh('speed')}.value === '1.5'`,
  `${sh('speed')}.value = '1.5'; ${sh('speed')}.dispatchEvent(new Event('input'));`,
);
e.act(
  P,
  'Skip forward 30 seconds',
  'frames',
  'rainforest',
  `${sh('elapsed')}.textContent === '0:30'`,
  `${sh('skip')}.click();`,
);
e.act(
  P,
  'set the sleep timer to 30 minutes',
  'frames',
  'stagehand',
  `${sh('sleep')}.value === '30 minutes'`,
  `${sh('sleep')}.value = '30 minutes';`,
);
e.holds(P, 'The player says Now playing: Radio Silence', 'frames', 'octomind');
e.fails(P, 'The player is playing The Night Porter', 'near_miss', 'octomind');
e.actFails(P, 'Set the playback speed to 3x', 'missing_target', 'testrail-manual', `${sh('speed')}.value === '1'`);
e.fails(S, 'the player shows Now playing: Radio Silence', 'false_claim', 'octomind');
e.act(
  S,
  'In the sponsor box, click Copy code',
  'frames',
  'stagehand',
  `${frameDoc}.getElementById('copied').textContent === 'Code NIGHT20 copied'`,
  `${frameDoc}.getElementById('copy').click();`,
);
e.holds(S, 'the sponsor message says code NIGHT20 was copied', 'frames', 'momentic', {
  prepare: `${frameDoc}.getElementById('copy').click();`,
});
e.fails(S, 'The sponsor offers 30% off', 'false_claim', 'kane-ai');

// About
e.act(S, 'Open the About tab', 'widget', 'checksum', `!${q('#p-about')}.hidden`, `${q('#tab-about')}.click();`);
e.act(
  AB,
  'Expand "Show notes: Episode 42"',
  'widget',
  'testrail-manual',
  `!${q('#notes42')}.hidden`,
  `${q('[aria-controls=notes42]')}.click();`,
);
e.holds(AB, 'The episode 42 notes mention Alan Firth', 'message', 'momentic', {
  prepare: `${q('[aria-controls=notes42]')}.click();`,
});
e.fails(AB, 'The show notes for episode 41 say Ruth worked nights for 6 years', 'near_miss', 'reflect', {
  prepare: `${q('[aria-controls=notes41]')}.click(); ${q('[aria-controls=host]')}.click();`,
});
e.fails(AB, 'the About the host section is expanded', 'false_claim', 'reflect');

// Reviews
e.fails(R, 'owlmum gave the show 5 stars', 'near_miss', 'reflect');
e.act(R, 'Click "Write a review"', 'click', 'testrigor', `!${q('#review-dialog')}.hidden`, openReview);
e.actFails(
  R,
  'Submit the review',
  'missing_target',
  'testrail-manual',
  `window.review === null && !${q('#review-dialog')}.hidden`,
  { prepare: openReview },
);
e.act(
  R,
  'give the show 5 stars',
  'widget',
  'rainforest',
  `${q('#my-stars')}.dataset.value === '5'`,
  `${q('#my-stars [data-n="5"]')}.click();`,
  { prepare: openReview },
);
e.act(
  R,
  'Fill in "Title" with "Great for commutes"',
  'fill',
  'rails-web-steps',
  `${q('#r-title')}.value === 'Great for commutes'`,
  `${q('#r-title')}.value = 'Great for commutes';`,
  { prepare: openReview },
);
e.act(
  R,
  'Write a 4-star review titled "Spooky and warm" that says "Perfect for the night bus" and submit it',
  'compound',
  'mind2web',
  `!!window.review && window.review.stars === 4 && window.review.title === 'Spooky and warm' && window.review.body === 'Perfect for the night bus'`,
  `${openReview} ${q('#my-stars [data-n="4"]')}.click(); ${q('#r-title')}.value = 'Spooky and warm'; ${q('#r-body')}.value = 'Perfect for the night bus'; ${q('#r-submit')}.click();`,
);
e.holds(R, 'an error asks me to give my review a title', 'message', 'momentic', {
  prepare: `${openReview} ${q('#my-stars [data-n="4"]')}.click(); ${q('#r-submit')}.click();`,
});
e.holds(R, 'A toast says my review will appear once it is approved', 'message', 'octomind', {
  prepare: `${openReview} ${q('#my-stars [data-n="4"]')}.click(); ${q('#r-title')}.value = 'Lovely'; ${q('#r-submit')}.click();`,
});
e.fails(R, 'There are 4 reviews shown', 'false_claim', 'mink');
e.fails(R, 'Kestrel77 says episode 39 made them cry', 'near_miss', 'reflect');

// Search
e.act(
  S,
  'Search for "night" and press Enter',
  'keys',
  'testrigor',
  `location.pathname === '/podcast/search' && new URLSearchParams(location.search).get('q') === 'night'`,
  `${q('#q')}.value = 'night'; ${q('#search')}.requestSubmit();`,
);
e.holds(SR, '3 shows are found', 'count', 'mink');
e.actFails(
  SR,
  'Click Follow',
  'ambiguous_target',
  'testrigor',
  `document.querySelectorAll('.fol[aria-pressed=true]').length === 0`,
);
e.act(
  SR,
  'Follow The Night Desk',
  'scope',
  'browser-use',
  `document.querySelectorAll('.fol')[2].getAttribute('aria-pressed') === 'true'`,
  `document.querySelectorAll('.fol')[2].click();`,
);
e.fails(SR, 'The Night Desk has 118 episodes', 'near_miss', 'kane-ai');
e.fails(SR, 'Night Owls Book Club is hosted by Ruth Adeyemi', 'near_miss', 'reflect');

// A few more checks
e.holds(S, 'Night Bus to Nowhere is downloaded', 'state', 'reflect');
e.holds(R, 'The average rating is 4.6 out of 5', 'value', 'kane-ai');

e.act(
  S,
  'Wait for the older episodes to load after clicking "Load more episodes", then play Frost Fair',
  'wait',
  'qa-wolf',
  `${sh('np')}.textContent === 'Frost Fair'`,
  `${q('#more')}.click(); setTimeout(() => document.querySelector('.ep[data-n="37"] .play').click(), 1300);`,
);

// More steps that cannot be done as asked
e.actFails(S, 'Click "Remove download"', 'ambiguous_target', 'testrigor', `${q('#dl-count')}.textContent === '2'`);
e.actFails(S, 'Click Add to queue', 'ambiguous_target', 'bug-report', `window.queue.length === 1`);
e.actFails(
  R,
  "Delete owlmum's review",
  'missing_target',
  'browser-use',
  `document.querySelectorAll('#p-reviews article').length === 3`,
);
e.actFails(P, 'Set the sleep timer to 2 hours', 'missing_target', 'stagehand', `${sh('sleep')}.value === 'Off'`);
e.actFails(S, 'Rate episode 42 five stars', 'missing_target', 'mind2web', `${q('#review-dialog')}.hidden`);

export const podcastEntries = e.entries;
