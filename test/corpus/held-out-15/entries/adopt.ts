/** Steps for Pawsfield Rescue's animal list, animal page and application (`apps/adopt.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const LIST = '/adopt/animals';
const MORE = '/adopt/animals?more=1';
const BRAMBLE = '/adopt/animal?id=bramble';
const JUNIPER = '/adopt/animal?id=juniper';
const PICKLE = '/adopt/animal?id=pickle';
const APPLY = '/adopt/apply?id=bramble';
const HOME = '/adopt/apply?id=bramble&step=2';
const REVIEW = '/adopt/apply?id=bramble&step=3';
const OTIS_HOME = '/adopt/apply?id=otis&step=2';

const cards = (n: number) => `document.querySelectorAll('#cards article').length === ${n}`;
const save = (id: string) => click(`#cards article[data-id="${id}"] .save`);
const species = (v: string) => tick(`input[name=sp][value="${v}"]`);
const postcode = (pc: string) => later(`${setVal('#pc', pc)} ${click('#pc-check')} await wait(1200);`);
const home = (type: string, alone: string, pets: string[] = []) =>
  `${tick(`input[name=home][value="${type}"]`)} ${pets.map((p) => tick(`input[name=pets][value="${p}"]`)).join(' ')} ${setVal('#alone', alone)}`;

export function adoptEntries(e: EntryBuilder): void {
  // The animals
  e.holds(LIST, 'The heading is "Animals looking for a home"', 'page', 'robot-browser');
  e.holds(LIST, 'I should see 6 animals', 'count', 'mink');
  e.fails(LIST, 'Nine animal cards are shown', 'false_claim', 'mink');
  e.holds(LIST, 'Juniper is reserved', 'scope', 'reflect');
  e.fails(LIST, 'Bramble is reserved', 'near_miss', 'reflect');
  e.fails(LIST, 'Otis is a Lurcher', 'near_miss', 'reflect');
  e.fails(LIST, 'Pickle is 9 years old', 'near_miss', 'reflect');
  e.fails(LIST, "Otis's adoption fee is £195", 'near_miss', 'kane-ai');
  e.fails(LIST, 'Clover and Pip are 3 years old', 'near_miss', 'reflect');
  e.fails(LIST, 'Biscuit the beagle is on the page', 'false_claim', 'mabl');
  e.act(LIST, 'Click "Show more animals" and wait for them to load', 'wait', 'skyvern', cards(9), click('#more'));
  e.holds(LIST, 'Wait for more animals to load, then Tansy is listed', 'wait', 'midscene', { prepare: click('#more') });
  e.holds(MORE, 'The Show more animals button is gone', 'state', 'mabl');
  e.act(
    LIST,
    'Only show cats',
    'check',
    'browser-use',
    `${cards(3)} && ${q('input[name=sp][value=Cat]')}.checked`,
    species('Cat'),
  );
  e.act(
    LIST,
    'I check "Dogs"',
    'check',
    'rails-web-steps',
    `${q('input[name=sp][value=Dog]')}.checked`,
    species('Dog'),
  );
  e.holds(LIST, '4 dogs are shown after ticking Dogs', 'count', 'rainforest', { prepare: species('Dog') });
  e.fails(LIST, 'With only Rabbits ticked, 3 animals are shown', 'false_claim', 'rainforest', {
    prepare: species('Rabbit'),
  });
  e.holds(LIST, 'every animal shown is a cat', 'scope', 'mabl', { prepare: species('Cat') });
  e.act(
    LIST,
    'Turn on "Good with children"',
    'widget',
    'checksum',
    `${on('#kids')} && ${q('#shown')}.textContent === 'Showing 6 of 6 animals'`,
    click('#kids'),
  );
  e.fails(LIST, 'Otis is shown when Good with children is on', 'false_claim', 'rainforest', {
    prepare: click('#kids'),
  });
  e.act(
    LIST,
    'Drag the maximum age slider to 5 years',
    'widget',
    'midscene',
    `${q('#age')}.value === '5'`,
    setVal('#age', '5'),
  );
  e.act(
    LIST,
    'Sort by youngest first',
    'select',
    'checksum',
    `${q('#sort')}.value === 'young'`,
    setVal('#sort', 'young'),
  );
  e.holds(LIST, 'Sorted youngest first, Clover and Pip come first', 'ordinal', 'mabl', {
    prepare: setVal('#sort', 'young'),
  });
  e.fails(LIST, 'Sorted oldest first, Otis comes first', 'false_claim', 'mabl', { prepare: setVal('#sort', 'old') });
  e.act(
    LIST,
    'Tick Cats and Rabbits, then clear the filters',
    'compound',
    'qa-wolf',
    `window.ticked.includes('Cat') && window.ticked.includes('Rabbit') && window.cleared === true && !document.querySelector('input[name=sp]:checked') && ${cards(6)}`,
    `${species('Cat')} ${species('Rabbit')} ${click('#clear')}`,
  );
  e.actFails(
    LIST,
    'Show only guinea pigs',
    'missing_target',
    'browser-use',
    `!document.querySelector('input[name=sp]:checked')`,
  );
  e.act(
    LIST,
    "Click Meet me on Otis's card",
    'scope',
    'testrigor',
    `location.pathname === '/adopt/animal' && location.search.includes('otis')`,
    click('#cards article[data-id="otis"] a.button'),
  );
  e.actFails(LIST, 'click "Meet me"', 'ambiguous_target', 'testrigor', `location.pathname === '/adopt/animals'`);
  e.act(
    LIST,
    'Open the details of the oldest dog',
    'scope',
    'webvoyager',
    `location.pathname === '/adopt/animal' && location.search.includes('otis')`,
    click('#cards article[data-id="otis"] a.button'),
  );
  e.act(
    LIST,
    'click Meet me on the fourth card',
    'ordinal',
    'zerostep',
    `location.pathname === '/adopt/animal' && location.search.includes('clover')`,
    click('#cards article[data-id="clover"] a.button'),
  );
  e.act(LIST, 'Save Pickle', 'scope', 'gauge', `window.saved.join() === 'pickle'`, save('pickle'));
  e.actFails(LIST, 'Click Save', 'ambiguous_target', 'robot-browser', `window.saved.length === 0`);
  e.act(
    LIST,
    'save the first two animals',
    'ordinal',
    'magnitude',
    `window.saved.join() === 'bramble,pickle'`,
    `${save('bramble')} ${save('pickle')}`,
  );
  e.holds(LIST, 'After saving Bramble and Otis the header shows Saved (2)', 'value', 'rainforest', {
    prepare: `${save('bramble')} ${save('otis')}`,
  });
  e.holds(LIST, "Bramble's heart is pressed", 'state', 'reflect', { prepare: save('bramble') });
  e.fails(LIST, "Pickle's heart is pressed", 'near_miss', 'reflect', { prepare: save('bramble') });
  e.fails(LIST, 'A toast says Mabel was saved', 'near_miss', 'octomind', { prepare: save('otis') });
  e.act(
    LIST,
    'Unsave Bramble',
    'scope',
    'gauge',
    `window.saved.length === 0 && window.toasts.length === 2`,
    save('bramble'),
    {
      prepare: save('bramble'),
    },
  );

  // One animal
  e.holds(BRAMBLE, 'The heading says Meet Bramble', 'page', 'robot-browser');
  e.holds(BRAMBLE, 'Bramble cannot live with cats', 'value', 'reflect');
  e.fails(BRAMBLE, 'Bramble is not good with children', 'false_claim', 'reflect');
  e.fails(BRAMBLE, 'Bramble is a male', 'false_claim', 'reflect');
  e.holds(BRAMBLE, 'It shows Photo 1 of 3 and Previous photo is disabled', 'state', 'magnitude');
  e.act(BRAMBLE, 'Go to the next photo', 'click', 'checksum', `window.photo === 2`, click('#ph-next'));
  e.act(
    BRAMBLE,
    'click next photo twice',
    'compound',
    'bug-report',
    `window.photo === 3`,
    `${click('#ph-next')} ${click('#ph-next')}`,
  );
  e.fails(BRAMBLE, 'The Next photo button is disabled', 'false_claim', 'spreewald');
  e.act(
    BRAMBLE,
    'Expand the Health section',
    'widget',
    'checksum',
    `${q('#acc-h-b')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-h-b'),
  );
  e.holds(BRAMBLE, 'Under Health it mentions arthritis in her left hind leg', 'message', 'midscene', {
    prepare: click('#acc-h-b'),
  });
  e.fails(BRAMBLE, 'The Personality section mentions arthritis', 'near_miss', 'midscene', {
    prepare: `${click('#acc-h-b')} ${click('#acc-p-b')}`,
  });
  e.act(
    BRAMBLE,
    'Open Ideal home and Personality',
    'compound',
    'qa-wolf',
    `${visible('#acc-i')} && ${visible('#acc-p')}`,
    `${click('#acc-i-b')} ${click('#acc-p-b')}`,
  );
  e.act(
    BRAMBLE,
    'Start an application',
    'navigation',
    'gauge',
    `location.pathname === '/adopt/apply' && location.search.includes('bramble')`,
    click('#apply'),
  );
  e.actFails(
    JUNIPER,
    'Start an application for Juniper',
    'missing_target',
    'browser-use',
    `location.pathname === '/adopt/animal'`,
  );
  e.holds(JUNIPER, 'An error says Juniper is reserved for another family', 'message', 'momentic', {
    prepare: click('#apply'),
  });
  e.fails(JUNIPER, 'the Apply to adopt Juniper page is shown', 'false_claim', 'mabl', { prepare: click('#apply') });
  e.act(
    JUNIPER,
    'Join the waiting list for Juniper with ellie.marsh@example.com',
    'compound',
    'browser-use',
    `window.waiting === 'ellie.marsh@example.com'`,
    `${click('#apply')} ${click('#wait')} ${setVal('#wl-email', 'ellie.marsh@example.com')} ${click('#wl-ok')}`,
  );
  e.act(
    JUNIPER,
    'In the dialog, click Not now',
    'scope',
    'stagehand',
    `${hidden('#dlg-wait')} && window.waiting === null`,
    click('#dlg-wait [data-dismiss]'),
    { prepare: `${click('#apply')} ${click('#wait')}` },
  );
  e.fails(PICKLE, 'Pickle is on a special diet for his heart', 'false_claim', 'reflect', {
    prepare: click('#acc-h-b'),
  });

  // Meet and greet
  e.act(
    BRAMBLE,
    'Book a meet and greet with Bramble on Saturday 13 March 2027 at 11:30',
    'compound',
    'mind2web',
    `!!window.meet && window.meet.date === '2027-03-13' && window.meet.time === '11:30'`,
    `${setVal('#mg-date', '2027-03-13')} ${tick('input[name=mg-time][value="11:30"]')} ${click('#mg-book')}`,
  );
  e.act(
    BRAMBLE,
    'choose the 14:00 time',
    'check',
    'bug-report',
    `${q('input[name=mg-time][value="14:00"]')}.checked`,
    tick('input[name=mg-time][value="14:00"]'),
  );
  e.act(
    BRAMBLE,
    'Set the day to 2027-03-16',
    'widget',
    'gauge',
    `${q('#mg-date')}.value === '2027-03-16'`,
    setVal('#mg-date', '2027-03-16'),
  );
  e.actFails(
    BRAMBLE,
    'Book a visit to meet Bramble on Monday 15 March 2027 at 10:00',
    'missing_target',
    'mind2web',
    `window.meet === null`,
  );
  e.holds(BRAMBLE, "An error says they're closed on Mondays", 'message', 'momentic', {
    prepare: `${setVal('#mg-date', '2027-03-15')} ${tick('input[name=mg-time][value="10:00"]')} ${click('#mg-book')}`,
  });
  e.holds(
    BRAMBLE,
    'wait for the booking; it says Meet and greet booked for Sat 13 Mar 2027 at 11:30',
    'wait',
    'midscene',
    {
      prepare: `${setVal('#mg-date', '2027-03-13')} ${tick('input[name=mg-time][value="11:30"]')} ${click('#mg-book')}`,
    },
  );
  e.fails(BRAMBLE, 'The booking is for Sat 13 Mar 2027 at 14:00', 'near_miss', 'octomind', {
    prepare: later(
      `${setVal('#mg-date', '2027-03-13')} ${tick('input[name=mg-time][value="11:30"]')} ${click('#mg-book')} await wait(1000);`,
    ),
  });

  // Sponsor, chat, map
  e.act(
    BRAMBLE,
    'Set the monthly amount to £12',
    'widget',
    'gauge',
    `${q('#sp-amt')}.value === '12'`,
    setVal('#sp-amt', '12'),
  );
  e.act(
    BRAMBLE,
    'Sponsor Bramble for £10 a month',
    'compound',
    'browser-use',
    `window.sponsor === 10`,
    `${setVal('#sp-amt', '10')} ${click('#sp-go')}`,
  );
  e.actFails(BRAMBLE, 'Sponsor Bramble for £50 a month', 'missing_target', 'browser-use', `window.sponsor === null`);
  e.holds(
    BRAMBLE,
    'The chat says Kim from the kennel team is there to answer questions about Bramble',
    'frames',
    'reflect',
  );
  e.act(
    BRAMBLE,
    'Ask "Is she OK with being left for an hour?" in the chat',
    'frames',
    'gauge',
    `window.asked === 'Is she OK with being left for an hour?'`,
    `${inShadow('#ask', '#q')}.value = 'Is she OK with being left for an hour?'; ${inShadow('#ask', '#send')}.click();`,
  );
  e.holds(BRAMBLE, 'Wait for the kennel team to reply that they will email within a day', 'wait', 'midscene', {
    prepare: `${inShadow('#ask', '#q')}.value = 'Does she pull on the lead?'; ${inShadow('#ask', '#send')}.click();`,
  });
  e.fails(BRAMBLE, 'The chat is about Pickle', 'false_claim', 'reflect');
  e.holds(BRAMBLE, 'The map says the centre is at Moor Lane, Otley LS21 3DR', 'frames', 'midscene');
  e.fails(BRAMBLE, 'The map says they are open on Mondays', 'false_claim', 'midscene');
  e.act(
    BRAMBLE,
    'Click Get directions in the map',
    'frames',
    'stagehand',
    `window.directions === true`,
    `${inFrame('#dir')}.click();`,
  );
  e.act(
    BRAMBLE,
    'Back to all animals',
    'navigation',
    'gauge',
    `location.pathname === '/adopt/animals'`,
    click('nav[aria-label=Breadcrumb] a'),
  );

  // Application: about you
  e.holds(APPLY, 'the URL should contain "/adopt/apply?id=bramble"', 'page', 'spreewald');
  e.act(
    APPLY,
    'Fill in "Full name" with "Ellie Marsh"',
    'fill',
    'rails-web-steps',
    `${q('#fullname')}.value === 'Ellie Marsh'`,
    setVal('#fullname', 'Ellie Marsh'),
  );
  e.act(
    APPLY,
    'type ellie.marsh@example.com as the email',
    'fill',
    'bug-report',
    `${q('#email')}.value === 'ellie.marsh@example.com'`,
    setVal('#email', 'ellie.marsh@example.com'),
  );
  e.act(
    APPLY,
    'Enter LS21 1AB into "Your postcode"',
    'fill',
    'testrigor',
    `${q('#pc')}.value === 'LS21 1AB'`,
    setVal('#pc', 'LS21 1AB'),
  );
  e.act(
    APPLY,
    'Check postcode LS21 1AB and wait for the answer',
    'wait',
    'skyvern',
    `window.area === true`,
    `${setVal('#pc', 'LS21 1AB')} ${click('#pc-check')}`,
  );
  e.holds(APPLY, 'After checking LS21 1AB it says I am within the rehoming area', 'message', 'momentic', {
    prepare: postcode('LS21 1AB'),
  });
  e.holds(APPLY, 'Checking M1 1AA says they only rehome within 40 miles of Otley', 'message', 'momentic', {
    prepare: postcode('M1 1AA'),
  });
  e.fails(APPLY, 'Checking YO1 7HH says it is outside the rehoming area', 'false_claim', 'momentic', {
    prepare: postcode('YO1 7HH'),
  });
  e.act(APPLY, "Tick I'm 18 or over", 'check', 'checksum', `${q('#adult')}.checked`, tick('#adult'));
  e.act(
    APPLY,
    "Fill in my details: Ellie Marsh, ellie.marsh@example.com, postcode LS21 1AB (checked), I'm over 18, then continue",
    'compound',
    'shortest',
    `window.step === 2`,
    later(
      `${setVal('#fullname', 'Ellie Marsh')} ${setVal('#email', 'ellie.marsh@example.com')} ${setVal('#pc', 'LS21 1AB')} ${click('#pc-check')} await wait(1200); ${tick('#adult')} ${click('#next1')}`,
    ),
  );
  e.actFails(
    APPLY,
    'Apply as Sam Lee, sam.lee@example.com, postcode M1 1AA, over 18, and get to the Your home step',
    'missing_target',
    'shortest',
    `window.step === 1`,
  );
  e.fails(APPLY, 'Continue without anything says Check your postcode first', 'false_claim', 'rainforest', {
    prepare: click('#next1'),
  });

  // Application: your home
  e.act(
    HOME,
    'Choose Flat',
    'click',
    'checksum',
    `${q('input[name=home][value=Flat]')}.checked`,
    tick('input[name=home][value=Flat]'),
  );
  e.act(HOME, 'Turn on "I have a secure garden"', 'widget', 'checksum', on('#garden'), click('#garden'));
  e.act(
    HOME,
    'select "Up to 2 hours" from "Hours alone on a typical day"',
    'select',
    'rails-web-steps',
    `${q('#alone')}.value === '2'`,
    setVal('#alone', '2'),
  );
  e.act(
    HOME,
    'tick Small animals under other pets',
    'check',
    'bug-report',
    `${q('input[name=pets][value="Small animals"]')}.checked`,
    tick('input[name=pets][value="Small animals"]'),
  );
  e.act(
    HOME,
    'A house with a secure garden, no other pets, alone up to 2 hours; continue',
    'compound',
    'qa-wolf',
    `window.step === 3`,
    `${home('House', '2')} ${click('#garden')} ${click('#next2')}`,
  );
  e.actFails(
    HOME,
    'Say we have a cat at home and continue to the review',
    'missing_target',
    'browser-use',
    `window.step === 2`,
    {
      prepare: home('House', '2'),
    },
  );
  e.holds(HOME, "An error says Bramble can't live with cats", 'message', 'momentic', {
    prepare: `${home('House', '2', ['Cats'])} ${click('#next2')}`,
  });
  e.holds(OTIS_HOME, "An error says they can't rehome a dog alone for more than 6 hours", 'message', 'momentic', {
    prepare: `${home('Flat', '8')} ${click('#next2')}`,
  });
  e.fails(OTIS_HOME, "An error says Otis can't live with cats", 'false_claim', 'momentic', {
    prepare: `${home('Flat', '8')} ${click('#next2')}`,
  });
  e.act(HOME, 'Go back a step', 'navigation', 'checksum', `window.step === 1`, click('#back2'));

  // Application: review and send
  e.holds(REVIEW, 'The summary says House with a secure garden', 'value', 'reflect');
  e.fails(REVIEW, 'The summary lists Cats under other pets', 'false_claim', 'reflect');
  e.holds(REVIEW, 'Send application should be disabled', 'state', 'spreewald');
  e.actFails(REVIEW, 'Send the application', 'missing_target', 'gauge', `window.applied === null`);
  e.act(
    REVIEW,
    'Fill in "Why would Bramble suit your home?" with "We walk on the moors every day and work from home."',
    'fill',
    'rails-web-steps',
    `${q('#why')}.value === 'We walk on the moors every day and work from home.'`,
    setVal('#why', 'We walk on the moors every day and work from home.'),
  );
  e.act(
    REVIEW,
    'Explain we work from home and walk on the moors daily, agree to the declaration and send the application',
    'compound',
    'shortest',
    `!!window.applied && window.applied.ref === 'PF-4410'`,
    `${setVal('#why', 'We both work from home and walk on the moors daily.')} ${tick('#decl')} ${click('#send')}`,
  );
  e.actFails(
    REVIEW,
    'Tick the declaration and send the application with the reason "Love dogs"',
    'missing_target',
    'qa-wolf',
    `window.applied === null`,
  );
  e.holds(REVIEW, 'It says to tell them a little more, at least 30 characters', 'message', 'momentic', {
    prepare: `${setVal('#why', 'Love dogs')} ${tick('#decl')} ${click('#send')}`,
  });
  e.holds(REVIEW, 'Wait for the application to be sent: the reference is PF-4410', 'wait', 'midscene', {
    prepare: `${setVal('#why', 'We both work from home and walk on the moors daily.')} ${tick('#decl')} ${click('#send')}`,
  });
  e.fails(REVIEW, 'The confirmation says they will call within 5 working days', 'false_claim', 'octomind', {
    prepare: later(
      `${setVal('#why', 'We both work from home and walk on the moors daily.')} ${tick('#decl')} ${click('#send')} await wait(1200);`,
    ),
  });
}
