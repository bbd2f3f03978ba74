/** Steps on Ava & Jonah's wedding website (apps/rsvp.ts), phrased after the sources in sources.ts. */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, inShadow, later, q, setVal, tick, visible } from '../../entry-scripts';

export function rsvpEntries(b: EntryBuilder): void {
  const LOGIN = '/rsvp/login';
  const HOME = '/rsvp/home';
  const R1 = '/rsvp/reply';
  const R2 = '/rsvp/reply?step=2';
  const R3 = '/rsvp/reply?step=3';
  const R4 = '/rsvp/reply?step=4';
  const GIFTS = '/rsvp/gifts';
  const MINE = '/rsvp/gifts?mine=g8';
  const GB = '/rsvp/guestbook';
  const badLogin = later(
    `${setVal('#surname', 'Patel')} ${setVal('#code', 'AJ-9999')} ${click('#go')} await wait(1300);`,
  );
  const noMains = `!${q('input[name=main-priya]:checked')} && !${q('input[name=main-arjun]:checked')}`;
  const openHamper = click('[data-id="g7"] .res');
  const noRes = `${q('#dlg-res')}.hidden && window.reserved.length === 0`;
  const sent = later(`${click('#send')} await wait(1200);`);

  // Sign in
  b.act(
    LOGIN,
    'Your surname: Patel',
    'fill',
    'testrail-manual',
    `${q('#surname')}.value === 'Patel'`,
    setVal('#surname', 'Patel'),
  );
  b.act(
    LOGIN,
    'Enter the invitation code AJ-2207',
    'fill',
    'gauge',
    `${q('#code')}.value === 'AJ-2207'`,
    setVal('#code', 'AJ-2207'),
  );
  b.act(
    LOGIN,
    'Open my invitation with surname Patel and code AJ-2207',
    'login',
    'shortest',
    `location.pathname === '/rsvp/home'`,
    `${setVal('#surname', 'Patel')} ${setVal('#code', 'AJ-2207')} ${click('#go')}`,
  );
  b.actFails(
    LOGIN,
    'Log in as Patel with invitation code AJ-2270',
    'missing_target',
    'shortest',
    `location.pathname === '/rsvp/login'`,
  );
  b.holds(
    LOGIN,
    `Then I should see "We couldn't match that code to a name on our guest list"`,
    'message',
    'rails-web-steps',
    { prepare: badLogin },
  );
  b.fails(LOGIN, 'The error says the invitation code has expired', 'false_claim', 'momentic', { prepare: badLogin });
  b.holds(LOGIN, 'The invitation code box shows the hint e.g. AJ-0000', 'value', 'momentic');
  b.fails(LOGIN, "The heading says Welcome to Ava's wedding", 'false_claim', 'robot-browser');
  b.holds(LOGIN, 'It asks for my surname and the code from the invitation', 'message', 'momentic', {
    prepare: click('#go'),
  });
  b.fails(LOGIN, 'The Your surname field contains AJ-9999', 'near_miss', 'reflect', { prepare: badLogin });

  // Home
  b.holds(HOME, 'Heading reads "Ava & Jonah are getting married"', 'page', 'robot-browser');
  b.holds(HOME, 'Page title should be "The day - Ava & Jonah"', 'page', 'robot-browser');
  b.holds(HOME, 'Wait for the countdown to show 75 days to go', 'wait', 'midscene');
  b.fails(HOME, 'The countdown shows 57 days to go', 'false_claim', 'midscene');
  b.holds(HOME, 'The schedule lists the ceremony in the orchard at 2:00pm', 'frames', 'momentic');
  b.fails(HOME, 'The schedule says the ceremony is at 3:00pm', 'near_miss', 'momentic');
  b.holds(HOME, 'The schedule for the day has 6 items', 'count', 'mink');
  b.act(
    HOME,
    'Click Add to my calendar in the On the day box',
    'frames',
    'stagehand',
    'window.calendar === true',
    later(`await wait(1500); ${inShadow('#day', '#cal')}.click();`),
  );
  b.fails(HOME, 'Carriages are at midnight', 'false_claim', 'reflect');
  b.act(
    HOME,
    'Open the By train tab',
    'widget',
    'qa-wolf',
    `${q('#t-train')}.getAttribute('aria-selected') === 'true'`,
    click('#t-train'),
  );
  b.holds(HOME, 'A shuttle bus leaves the station at 1:00pm', 'message', 'momentic', { prepare: click('#t-train') });
  b.fails(HOME, 'The By car tab says there is parking for 100 cars', 'false_claim', 'reflect');
  b.holds(HOME, 'By car is the selected tab', 'state', 'spreewald');
  b.act(HOME, 'Expand The Feathers Hotel', 'widget', 'qa-wolf', visible('#acc-feathers-p'), click('#acc-feathers'));
  b.holds(HOME, 'It says to quote AVAJONAH for 10% off', 'message', 'codecept', { prepare: click('#acc-feathers') });
  b.fails(HOME, 'The Feathers Hotel has 8 rooms left', 'false_claim', 'reflect', { prepare: click('#acc-feathers') });
  b.fails(HOME, 'Camping in the orchard is expanded', 'false_claim', 'spreewald');
  b.holds(HOME, 'Camping in the orchard is free', 'message', 'reflect', { prepare: click('#acc-camp') });
  b.fails(HOME, 'The Riverside B&B holds rooms until 31 August', 'false_claim', 'reflect', {
    prepare: click('#acc-bnb'),
  });
  b.act(
    HOME,
    'Click RSVP by 31 July',
    'navigation',
    'robot-browser',
    `location.pathname === '/rsvp/reply'`,
    click('a.button.main'),
  );
  b.act(
    HOME,
    'Go to the gift list',
    'navigation',
    'qa-wolf',
    `location.pathname === '/rsvp/gifts'`,
    click('a[href="/rsvp/gifts"]'),
  );
  b.holds(HOME, 'The dress code is summer garden party', 'message', 'reflect');
  b.fails(HOME, 'The wedding is at Hollins Farm', 'false_claim', 'reflect');
  b.actFails(
    HOME,
    'Click Book a room at the Feathers',
    'missing_target',
    'kane-ai',
    `location.pathname === '/rsvp/home'`,
  );
  b.fails(HOME, 'The taxis are booked for 11:30pm', 'near_miss', 'reflect', { prepare: click('#t-taxi') });

  // RSVP step 1
  b.act(
    R1,
    'Choose "Joyfully accepts"',
    'check',
    'rails-web-steps',
    `${q('input[name=answer][value=yes]')}.checked`,
    tick('input[name=answer][value=yes]'),
  );
  b.act(
    R1,
    "We can't come, choose Regretfully declines",
    'check',
    'browser-use',
    `${q('input[name=answer][value=no]')}.checked`,
    tick('input[name=answer][value=no]'),
  );
  b.holds(R1, 'Both Priya Patel and Arjun Patel are ticked', 'state', 'reflect');
  b.act(
    R1,
    'untick arjun',
    'check',
    'bug-report',
    `!${q('input[name=guest][value=arjun]')}.checked`,
    tick('input[name=guest][value=arjun]', false),
  );
  b.actFails(
    R1,
    'Add a plus-one called Sam Reid',
    'missing_target',
    'browser-use',
    `document.querySelectorAll('input[name=guest]').length === 2`,
  );
  b.holds(R1, 'Do you see a message saying the invitation is only for the two of you?', 'message', 'rainforest', {
    prepare: click('#plusone'),
  });
  b.actFails(R1, 'Continue to the meals', 'missing_target', 'qa-wolf', 'window.step === 1');
  b.holds(R1, 'An error says "Let us know if you can make it"', 'message', 'momentic', { prepare: click('#c1') });
  b.act(
    R1,
    'Accept for both of us and continue to meals',
    'compound',
    'browser-use',
    'window.step === 2',
    `${tick('input[name=answer][value=yes]')} ${click('#c1')}`,
  );
  b.act(
    R1,
    'RSVP yes for Priya only and continue',
    'compound',
    'shortest',
    `window.step === 2 && !${q('input[name=guest][value=arjun]')}.checked`,
    `${tick('input[name=answer][value=yes]')} ${tick('input[name=guest][value=arjun]', false)} ${click('#c1')}`,
  );
  b.act(
    R1,
    'Decline the invitation and go to the last step',
    'compound',
    'mind2web',
    'window.step === 4',
    `${tick('input[name=answer][value=no]')} ${click('#c1')}`,
  );
  b.fails(R1, '"Joyfully accepts" should be selected', 'false_claim', 'spreewald');
  b.holds(R1, '"Who\'s coming" is the current step', 'state', 'spreewald');
  b.fails(R1, 'There are three guests on the invitation', 'false_claim', 'reflect');
  b.actFails(R1, 'Go to the next step', 'missing_target', 'qa-wolf', 'window.step === 1', {
    prepare: `${tick('input[name=answer][value=yes]')} ${tick('input[name=guest][value=priya]', false)} ${tick('input[name=guest][value=arjun]', false)}`,
  });

  // RSVP step 2: meals
  b.actFails(
    R2,
    'Select "Smoked trout" from "Starter"',
    'ambiguous_target',
    'rails-web-steps',
    `${q('#starter-priya')}.value === '' && ${q('#starter-arjun')}.value === ''`,
  );
  b.act(
    R2,
    "Choose Smoked trout as Arjun's starter",
    'scope',
    'gauge',
    `${q('#starter-arjun')}.value === 'Smoked trout'`,
    setVal('#starter-arjun', 'Smoked trout'),
  );
  b.act(
    R2,
    'For Priya, pick the pea and mint soup',
    'scope',
    'stagehand',
    `${q('#starter-priya')}.value === 'Pea and mint soup'`,
    setVal('#starter-priya', 'Pea and mint soup'),
  );
  b.act(
    R2,
    'Priya will have the wild mushroom risotto',
    'scope',
    'browser-use',
    `${q('input[name=main-priya][value="Wild mushroom risotto"]')}.checked`,
    tick('input[name=main-priya][value="Wild mushroom risotto"]'),
  );
  b.act(
    R2,
    'Arjun Patel: Pan-roasted hake',
    'scope',
    'testrail-manual',
    `${q('input[name=main-arjun][value="Pan-roasted hake"]')}.checked`,
    tick('input[name=main-arjun][value="Pan-roasted hake"]'),
  );
  b.actFails(R2, 'Choose Braised beef short rib', 'ambiguous_target', 'robot-browser', noMains);
  b.actFails(
    R2,
    "Fill in Dietary notes with 'No nuts'",
    'ambiguous_target',
    'rails-web-steps',
    `${q('#diet-priya')}.value === '' && ${q('#diet-arjun')}.value === ''`,
  );
  b.act(
    R2,
    "In Arjun's dietary notes, write Allergic to shellfish",
    'scope',
    'stagehand',
    `${q('#diet-arjun')}.value === 'Allergic to shellfish'`,
    setVal('#diet-arjun', 'Allergic to shellfish'),
  );
  b.actFails(R2, 'Go on to A few more things', 'missing_target', 'qa-wolf', 'window.step === 2');
  b.actFails(R2, 'Continue', 'missing_target', 'robot-browser', 'window.step === 2', {
    prepare: tick('input[name=main-priya][value="Pan-roasted hake"]'),
  });
  b.holds(R2, 'An error asks to choose a main course for Arjun Patel', 'message', 'momentic', {
    prepare: `${tick('input[name=main-priya][value="Pan-roasted hake"]')} ${click('#c2')}`,
  });
  b.fails(R2, 'The error asks for a main course for Priya Patel', 'near_miss', 'momentic', {
    prepare: `${tick('input[name=main-priya][value="Pan-roasted hake"]')} ${click('#c2')}`,
  });
  b.act(
    R2,
    'Pick the risotto for both guests and continue',
    'compound',
    'shortest',
    `window.step === 3 && ${q('input[name=main-arjun][value="Wild mushroom risotto"]')}.checked && ${q('input[name=main-priya][value="Wild mushroom risotto"]')}.checked`,
    `${tick('input[name=main-priya][value="Wild mushroom risotto"]')} ${tick('input[name=main-arjun][value="Wild mushroom risotto"]')} ${click('#c2')}`,
  );
  b.holds(R2, "Priya's starter says Choose a starter", 'value', 'reflect');
  b.fails(R2, "Arjun's main course is Braised beef short rib", 'false_claim', 'reflect');
  b.act(R2, 'Back', 'navigation', 'robot-browser', 'window.step === 1', click('#st2 .back'));
  b.fails(R2, 'A kids menu option is shown for Arjun', 'missing_target', 'rainforest');
  b.holds(R2, 'The meals step has a fieldset for each guest', 'count', 'momentic');

  // RSVP step 3
  b.act(
    R3,
    'Request the song "Dancing Queen"',
    'fill',
    'gauge',
    `${q('#song')}.value === 'Dancing Queen'`,
    setVal('#song', 'Dancing Queen'),
  );
  b.act(
    R3,
    'We need 2 seats on the shuttle',
    'widget',
    'browser-use',
    `${q('#seats')}.dataset.value === '2'`,
    clicks('#seats [data-step="1"]', 2),
  );
  b.actFails(R3, 'Book 3 seats on the shuttle', 'missing_target', 'gauge', `${q('#seats')}.dataset.value !== '3'`);
  b.act(
    R3,
    'Arriving on Friday 3 September',
    'select',
    'testrail-manual',
    `${q('#arrive')}.value === 'Friday 3 September'`,
    setVal('#arrive', 'Friday 3 September'),
  );
  b.act(
    R3,
    'Set how likely we are to dance to 10',
    'widget',
    'midscene',
    `${q('#dance')}.value === '10'`,
    setVal('#dance', '10'),
  );
  b.holds(R3, 'The dance slider shows 5 out of 10', 'value', 'midscene');
  b.fails(R3, 'The dance slider shows 7 out of 10', 'false_claim', 'midscene');
  b.holds(R3, 'Shuttle seats shows 0', 'value', 'reflect');
  b.act(
    R3,
    'Request "September" by Earth, Wind & Fire, one shuttle seat, arriving Saturday 4 September, then continue',
    'compound',
    'shortest',
    `window.step === 4 && ${q('#song')}.value.indexOf('September') >= 0 && ${q('#seats')}.dataset.value === '1' && ${q('#arrive')}.value === 'Saturday 4 September'`,
    `${setVal('#song', 'September')} ${click('#seats [data-step="1"]')} ${setVal('#arrive', 'Saturday 4 September')} ${click('#c3')}`,
  );
  b.fails(R3, 'The "When are you arriving?" dropdown shows Friday 3 September', 'near_miss', 'reflect');
  b.fails(R3, 'The Continue button is disabled', 'false_claim', 'spreewald');

  // RSVP step 4
  b.holds(R4, 'The summary says Joyfully accepts', 'value', 'reflect');
  b.holds(R4, "Arjun's meal in the summary is Smoked trout, Braised beef short rib", 'scope', 'reflect');
  b.fails(R4, "Priya's meal in the summary is Smoked trout", 'near_miss', 'reflect');
  b.holds(R4, 'The song in the summary is September', 'value', 'reflect');
  b.fails(R4, 'Shuttle seats in the summary is 2', 'false_claim', 'reflect');
  b.act(
    R4,
    "Add a note for Ava and Jonah: Can't wait!",
    'fill',
    'gauge',
    `${q('#note')}.value === "Can't wait!"`,
    setVal('#note', "Can't wait!"),
  );
  b.act(R4, 'Send the RSVP and wait for the thank-you message', 'wait', 'skyvern', '!!window.rsvp', click('#send'));
  b.holds(R4, 'Then I should see "Thank you, Priya! Your RSVP is in."', 'message', 'rails-web-steps', {
    prepare: sent,
  });
  b.fails(R4, 'The thank-you page says the final details come in July', 'false_claim', 'momentic', { prepare: sent });
  b.act(
    R4,
    'Click the blue Send RSVP button',
    'click',
    'kane-ai',
    `!!window.rsvp && window.rsvp.answer === 'yes'`,
    click('#send'),
  );
  b.holds(R4, 'Check and send is the current step', 'state', 'spreewald');
  b.fails(R4, 'The summary lists 3 guests', 'false_claim', 'reflect');
  b.actFails(
    R4,
    "Change Arjun's main course to hake on this page",
    'missing_target',
    'browser-use',
    `${q('input[name=main-arjun][value="Braised beef short rib"]')}.checked && window.rsvp === null`,
  );

  // Gift list
  b.holds(GIFTS, 'It says Showing 8 gifts', 'count', 'codecept');
  b.fails(GIFTS, 'Verify that 9 gifts are shown', 'false_claim', 'testrail-manual');
  b.actFails(GIFTS, 'Reserve the linen bedding set', 'ambiguous_target', 'gauge', noRes);
  b.act(
    GIFTS,
    'Reserve the king size bedding for Ava and Jonah',
    'compound',
    'browser-use',
    `window.reserved.indexOf('g3') >= 0`,
    `${click('[data-id="g3"] .res')} ${click('#res-go')}`,
  );
  b.act(
    GIFTS,
    'On the Olive tree card, click Reserve',
    'scope',
    'stagehand',
    `!${q('#dlg-res')}.hidden && ${q('#res-h')}.textContent === 'Reserve Olive tree for the garden'`,
    click('[data-id="g8"] .res'),
  );
  b.actFails(GIFTS, 'Reserve the stand mixer', 'missing_target', 'gauge', noRes);
  b.holds(GIFTS, 'The stand mixer is reserved by another guest', 'scope', 'reflect');
  b.fails(GIFTS, 'The olive tree is reserved by another guest', 'near_miss', 'reflect');
  b.holds(GIFTS, 'Do you see a message that someone has already reserved the stand mixer?', 'message', 'rainforest', {
    prepare: click('[data-id="g4"] .res'),
  });
  b.act(
    GIFTS,
    'Put £50 towards the snorkelling trip',
    'compound',
    'browser-use',
    `window.gifts[4].mine && window.gifts[4].amount === 50`,
    `${click('[data-id="g5"] .res')} ${setVal('#amt', '50')} ${click('#res-go')}`,
  );
  b.actFails(GIFTS, 'Give £5 to the dhow cruise', 'missing_target', 'browser-use', 'window.reserved.length === 0');
  b.act(
    GIFTS,
    'Confirm reservation',
    'click',
    'robot-browser',
    `window.reserved.indexOf('g7') >= 0`,
    click('#res-go'),
    { prepare: openHamper },
  );
  b.act(
    GIFTS,
    'Write "Congratulations, love from the Patels" as the card message',
    'fill',
    'codecept',
    `${q('#gmsg')}.value === 'Congratulations, love from the Patels'`,
    setVal('#gmsg', 'Congratulations, love from the Patels'),
    { prepare: openHamper },
  );
  b.act(GIFTS, 'Not now', 'widget', 'robot-browser', `${q('#dlg-res')}.hidden`, click('#dlg-res [data-dismiss]'), {
    prepare: openHamper,
  });
  b.act(
    GIFTS,
    'After reserving the hamper, the gift list badge shows 1',
    'compound',
    'magnitude',
    `window.reserved.indexOf('g7') >= 0 && ${q('#mine')}.textContent === '1'`,
    `${openHamper} ${click('#res-go')}`,
  );
  b.actFails(GIFTS, 'I press "Reserve"', 'ambiguous_target', 'mink', noRes);
  b.act(
    GIFTS,
    'Show only gifts still available',
    'select',
    'qa-wolf',
    `${q('#show')}.value === 'free'`,
    setVal('#show', 'free'),
  );
  b.act(
    GIFTS,
    'Filter to the honeymoon fund',
    'select',
    'browser-use',
    `${q('#show')}.value === 'fund'`,
    setVal('#show', 'fund'),
  );
  b.act(
    GIFTS,
    'Set the price filter to £150',
    'widget',
    'midscene',
    `${q('#max')}.value === '150'`,
    setVal('#max', '150'),
  );
  b.holds(GIFTS, 'After setting the price to £150, 6 gifts are shown', 'count', 'magnitude', {
    prepare: setVal('#max', '150'),
  });
  b.fails(GIFTS, 'It says Showing 3 gifts', 'false_claim', 'codecept', { prepare: setVal('#show', 'fund') });
  b.holds(MINE, 'The olive tree is reserved by you', 'scope', 'reflect');
  b.act(
    MINE,
    'Undo my olive tree reservation',
    'scope',
    'browser-use',
    'window.reserved.length === 0',
    click('[data-id="g8"] .undo'),
  );
  b.holds(MINE, 'The badge next to Gift list says 1', 'value', 'kane-ai');
  b.fails(GIFTS, 'The badge next to Gift list says 1', 'false_claim', 'kane-ai');
  b.fails(GIFTS, 'The double linen bedding set costs £150', 'near_miss', 'reflect');
  b.holds(GIFTS, 'The king size bedding costs £150', 'scope', 'reflect');
  b.actFails(GIFTS, 'Click Buy now on the casserole dish', 'missing_target', 'kane-ai', noRes);
  b.holds(GIFTS, 'The toast says Reserved. Thank you!', 'widget', 'midscene', {
    prepare: `${openHamper} ${click('#res-go')}`,
  });
  b.fails(GIFTS, 'The picnic hamper costs £95', 'near_miss', 'reflect');
  b.holds(GIFTS, 'The honeymoon funds take any amount', 'message', 'momentic');

  // Guestbook
  b.holds(GB, 'Wait for the guestbook messages to load', 'wait', 'midscene');
  b.holds(GB, 'Verify that 4 guestbook messages are shown', 'count', 'testrail-manual');
  b.fails(GB, 'Verify that 5 guestbook messages are shown', 'false_claim', 'testrail-manual');
  b.holds(GB, 'Grandpa Ray married on a sunny September day', 'message', 'reflect');
  b.fails(GB, 'Auntie Meera wrote "See you in Ludlow!"', 'near_miss', 'reflect');
  b.act(
    GB,
    'Your name: Carla Diaz',
    'fill',
    'testrail-manual',
    `${q('#gname')}.value === 'Carla Diaz'`,
    setVal('#gname', 'Carla Diaz'),
  );
  b.act(
    GB,
    'Sign the guestbook as Carla with the message "Have the best day!" and make sure it posts',
    'compound',
    'skyvern',
    `!!window.posted && window.posted.text === 'Have the best day!'`,
    `${setVal('#gname', 'Carla')} ${setVal('#gtext', 'Have the best day!')} ${click('#post')}`,
  );
  b.actFails(
    GB,
    'Sign the guestbook as Carla with a link to our photos at https://photos.example.com/carla',
    'missing_target',
    'shortest',
    'window.posted === null',
  );
  b.actFails(GB, 'Sign the guestbook', 'missing_target', 'robot-browser', 'window.posted === null', {
    prepare: setVal('#gname', 'Carla'),
  });
  b.holds(GB, 'An error says "Write a message before signing"', 'message', 'momentic', {
    prepare: `${setVal('#gname', 'Carla')} ${click('#post')}`,
  });
  b.act(
    GB,
    'Type "So happy for you" in the message box',
    'fill',
    'codecept',
    `${q('#gtext')}.value === 'So happy for you'`,
    setVal('#gtext', 'So happy for you'),
  );
  b.act(
    GB,
    'After typing "Congrats!" in the message, the counter says 271 characters left',
    'compound',
    'magnitude',
    `${q('#gtext')}.value === 'Congrats!' && ${q('#left')}.textContent === '271 characters left'`,
    setVal('#gtext', 'Congrats!'),
  );
  b.holds(GB, '280 characters left is shown', 'value', 'codecept');
  b.act(
    GB,
    'Untick Show my message on the website',
    'check',
    'bug-report',
    `!${q('#public')}.checked`,
    tick('#public', false),
  );
  b.holds(GB, 'Show my message on the website is checked', 'state', 'spreewald');
  b.fails(GB, 'The Sign the guestbook button is disabled', 'false_claim', 'spreewald');
  b.holds(GB, "Carla's message is at the top of the guestbook", 'message', 'momentic', {
    prepare: later(
      `await wait(1100); ${setVal('#gname', 'Carla')} ${setVal('#gtext', 'Have the best day!')} ${click('#post')}`,
    ),
  });
  b.fails(GB, 'An error says messages are limited to 280 characters', 'false_claim', 'momentic', {
    prepare: `${setVal('#gname', 'Carla')} ${setVal('#gtext', 'see www.example.com')} ${click('#post')}`,
  });
  b.holds(GB, `Do you see a message saying links aren't allowed?`, 'message', 'rainforest', {
    prepare: `${setVal('#gname', 'Carla')} ${setVal('#gtext', 'see www.example.com')} ${click('#post')}`,
  });
  b.actFails(GB, 'Delete the message from The Hendersons', 'missing_target', 'gauge', 'window.book.length === 4');
  b.fails(GB, 'The Hendersons wrote "Counting down the days"', 'near_miss', 'reflect');

  // More steps that must fail
  b.fails(HOME, 'Drinks and lawn games start at 2:00pm', 'near_miss', 'reflect');
  b.actFails(
    HOME,
    'Open the By boat tab',
    'missing_target',
    'qa-wolf',
    `${q('#t-car')}.getAttribute('aria-selected') === 'true'`,
  );
  b.fails(R1, 'Regretfully declines is selected', 'false_claim', 'spreewald');
  b.actFails(R2, 'Choose the vegan curry for Priya', 'missing_target', 'browser-use', noMains);
  b.fails(R3, 'The song request box contains "September"', 'near_miss', 'reflect');
  b.fails(GIFTS, 'The casserole dish costs £150', 'near_miss', 'reflect');
  b.actFails(GIFTS, 'Reserve the toaster', 'missing_target', 'gauge', noRes);
  b.fails(GB, 'The message box shows 200 characters left', 'false_claim', 'codecept');
}
