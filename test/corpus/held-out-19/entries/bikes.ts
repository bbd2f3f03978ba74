/** Steps for Portwell Bikes' sign-in and account page (`apps/bikes.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import {
  click,
  hidden,
  inFrame,
  inShadow,
  later,
  on,
  q,
  setInFrame,
  setVal,
  shows,
  tick,
  visible,
} from '../../entry-scripts';

const L = '/bikes/login';
const H = '/bikes/home';
const P2 = '/bikes/home?page=2';
const P3 = '/bikes/home?page=3';
const RIDES = '/bikes/home?tab=rides';
const PLANS = '/bikes/home?tab=plans';
const PREFS = '/bikes/home?tab=prefs';

const signIn = (m: string, p: string) => `${setVal('#email', m)} ${setVal('#password', p)} ${click('#signin')}`;
const st = (id: string, what: string) => click(`#stations tr[data-id="${id}"] .${what}`);
const ride = (id: string, what: string) => click(`#rides tr[data-id="${id}"] .${what}`);
const plan = (p: string) => click(`#plans [data-plan="${p}"] .choose`);
const topupOpen = click('#topup');
const star = (n: number) => click(`#stars [data-n="${n}"]`);
const fav = (id: string) => `window.stations.find((s) => s.id === '${id}').fav`;
const noReserve = 'window.reserved === null';

export function bikesEntries(e: EntryBuilder): void {
  // Sign in
  e.act(
    L,
    'Sign in with {{email}} and {{password}}; you are done when Your account shows',
    'login',
    'skyvern',
    `location.pathname === '/bikes/home'`,
    signIn('rui.costa@example.com', 'Pedal-42'),
    { variables: { email: 'rui.costa@example.com', password: 'Pedal-42' } },
  );
  e.act(
    L,
    'When I log in as "rui.costa@example.com" with password "Pedal-42"',
    'login',
    'cucumber-web',
    `location.pathname === '/bikes/home'`,
    signIn('rui.costa@example.com', 'Pedal-42'),
  );
  e.act(
    L,
    'When I fill in "Email" with "rui.costa@example.com"',
    'fill',
    'cucumber-web',
    `${q('#email')}.value === 'rui.costa@example.com'`,
    setVal('#email', 'rui.costa@example.com'),
  );
  e.act(
    L,
    'Type Pedal-42 as the password',
    'fill',
    'testrail-manual',
    `${q('#password')}.value === 'Pedal-42'`,
    setVal('#password', 'Pedal-42'),
  );
  e.act(L, 'When I check "Keep me signed in"', 'check', 'cucumber-web', `${q('#keep')}.checked`, tick('#keep'));
  e.actFails(
    L,
    'Sign in as rui.costa@example.com with the password Pedal-24',
    'missing_target',
    'mind2web',
    `location.pathname === '/bikes/login'`,
  );
  e.holds(L, 'An error says the email or password is wrong', 'message', 'momentic', {
    prepare: later(`${signIn('rui.costa@example.com', 'Pedal-24')} await wait(1400);`),
  });
  e.fails(L, 'Then I should see "Enter your password"', 'near_miss', 'cucumber-web', {
    prepare: click('#signin'),
  });
  e.holds(L, 'It asks me to enter my email address', 'message', 'codecept', { prepare: click('#signin') });
  e.holds(L, 'Ensure the Email field is empty when the page opens', 'state', 'product-verify');
  e.act(
    L,
    'Sign in and wait until the account page has loaded',
    'wait',
    'magnitude',
    `location.pathname === '/bikes/home'`,
    signIn('rui.costa@example.com', 'Pedal-42'),
    { prepare: `${setVal('#email', 'rui.costa@example.com')} ${setVal('#password', 'Pedal-42')}` },
  );
  e.holds(L, 'The page title is "Sign in - Portwell Bikes"', 'page', 'robot-browser');
  e.fails(L, 'There is a "Sign in with Google" button', 'false_claim', 'testrigor');
  e.actFails(L, 'Click "Create account"', 'missing_target', 'testrigor', `location.pathname === '/bikes/login'`);
  e.fails(L, 'The Keep me signed in box is ticked', 'false_claim', 'spreewald');
  e.holds(L, 'Joining costs £1', 'message', 'mabl');

  // Account page basics, wallet and menu
  e.holds(H, 'Heading should be Your account', 'page', 'robot-browser');
  e.holds(H, 'Verify that the wallet balance is £8.40', 'value', 'kane-ai');
  e.fails(H, 'Verify that the wallet balance is £18.40', 'false_claim', 'kane-ai');
  e.holds(H, 'I am on the Pay as you go plan', 'value', 'reflect');
  e.fails(H, 'I am on the Monthly plan', 'near_miss', 'reflect');
  e.act(H, 'Open the account menu', 'widget', 'checksum', visible('#acct-menu'), click('#acct'));
  e.act(
    H,
    'Click Sign out in the account menu',
    'navigation',
    'robot-browser',
    `location.pathname === '/bikes/login'`,
    `${click('#acct')} ${click('#mi-out')}`,
  );
  e.act(
    H,
    'Open Payment cards from the Rui Costa menu',
    'widget',
    'stagehand',
    `window.menuChoice === 'Payment cards'`,
    `${click('#acct')} ${click('#mi-cards')}`,
  );
  e.actFails(
    H,
    'Close my account from the account menu',
    'missing_target',
    'browser-use',
    `location.pathname === '/bikes/home'`,
  );
  e.holds(H, "An error says I can't close the account during a ride", 'message', 'momentic', {
    prepare: later(`${click('#acct')} ${click('#mi-close')} await wait(800);`),
  });
  e.fails(H, 'The account menu has a Delete my data option', 'missing_target', 'mabl', { prepare: click('#acct') });
  e.act(H, 'Press Escape to close the menu', 'keys', 'codecept', hidden('#acct-menu'), `closeMenus();`, {
    prepare: click('#acct'),
  });
  e.act(H, 'Click Top up', 'click', 'robot-browser', visible('#dlg-topup'), topupOpen);
  e.act(
    H,
    'Top up £10 and wait for the wallet to show £18.40',
    'wait',
    'magnitude',
    `${q('#balance')}.textContent === '£18.40'`,
    `${topupOpen} ${click('#tu-go')}`,
  );
  e.act(
    H,
    'Add £20 to my wallet',
    'compound',
    'browser-use',
    'window.balance === 28.4',
    `${topupOpen} ${tick('input[name=amt][value="20"]')} ${click('#tu-go')}`,
  );
  e.act(
    H,
    'When I choose "£5"',
    'select',
    'cucumber-web',
    `${q('input[name=amt][value="5"]')}.checked`,
    tick('input[name=amt][value="5"]'),
    { prepare: topupOpen },
  );
  e.act(
    H,
    'When I select "Apple Pay" from "Pay with"',
    'select',
    'cucumber-web',
    `${q('#paywith')}.value === 'Apple Pay'`,
    setVal('#paywith', 'Apple Pay'),
    { prepare: topupOpen },
  );
  e.holds(H, '£10 is selected as the top-up amount', 'state', 'spreewald', { prepare: topupOpen });
  e.fails(H, '£20 is selected as the top-up amount', 'false_claim', 'spreewald', { prepare: topupOpen });
  e.actFails(H, 'Top up my wallet with £50', 'missing_target', 'browser-use', 'window.balance === 8.4');
  e.holds(H, "An error says my wallet can't hold more than £50", 'message', 'momentic', {
    prepare: later(`${topupOpen} ${tick('input[name=amt][value="50"]')} ${click('#tu-go')} await wait(1000);`),
  });
  e.holds(H, 'After topping up, a toast says £10.00 was added', 'widget', 'octomind', {
    prepare: later(`${topupOpen} ${click('#tu-go')} await wait(1000);`),
  });
  e.fails(H, 'A toast says £20.00 was added to the wallet', 'near_miss', 'octomind', {
    prepare: later(`${topupOpen} ${click('#tu-go')} await wait(1000);`),
  });
  e.act(H, 'Cancel the top up', 'click', 'gauge', hidden('#dlg-topup'), `hideDialog('dlg-topup');`, {
    prepare: topupOpen,
  });
  e.actFails(H, 'Click "Pay with PayPal"', 'missing_target', 'testrigor', 'window.balance === 8.4', {
    prepare: topupOpen,
  });
  e.fails(H, 'The top-up dialog offers a £100 amount', 'false_claim', 'reflect', { prepare: topupOpen });

  // Live ride (shadow root)
  e.holds(H, 'Wait until the ride timer shows bike 3318', 'wait', 'midscene');
  e.holds(H, 'The ride in progress started at Harbour Square', 'frames', 'reflect', {
    prepare: later('await wait(1400);'),
  });
  e.fails(H, 'The ride in progress started at Mill Lane', 'near_miss', 'reflect', {
    prepare: later('await wait(1400);'),
  });
  e.fails(H, 'The current ride has cost £2.20 so far', 'near_miss', 'kane-ai', {
    prepare: later('await wait(1400);'),
  });
  e.act(
    H,
    'In the ride box, lock the bike for a stop',
    'frames',
    'stagehand',
    'window.rideLocked === true',
    later(`await wait(1400); ${inShadow('#ride', '#lock')}.click();`),
  );
  e.actFails(
    H,
    'End my ride',
    'missing_target',
    'browser-use',
    `!${inShadow('#ride', '#m')}.textContent.includes('ended')`,
  );
  e.holds(H, 'After pressing End ride, it tells me to dock the bike at a station', 'message', 'rainforest', {
    prepare: later(`await wait(1400); ${inShadow('#ride', '#end')}.click(); await wait(700);`),
  });

  // Stations table
  e.holds(H, 'Five stations are shown on this page', 'count', 'webarena');
  e.fails(H, 'The stations table has 12 rows', 'false_claim', 'behat');
  e.holds(H, 'It says there are 12 stations', 'value', 'codecept');
  e.holds(H, 'Verify the Central Station row shows 12 bikes', 'scope', 'kane-ai');
  e.fails(H, 'Central Station has 12 free docks', 'near_miss', 'reflect');
  e.holds(H, 'Quayside has no bikes', 'scope', 'reflect');
  e.fails(H, 'Mill Lane has 9 bikes', 'near_miss', 'reflect');
  e.holds(H, 'The "Previous" button should be disabled', 'state', 'spreewald');
  e.fails(H, 'The Next button is disabled', 'false_claim', 'spreewald');
  e.act(H, 'Next page', 'click', 'testrail-manual', `window.page === 2`, click('#next'));
  e.act(
    H,
    'Go to the last page of stations',
    'navigation',
    'webvoyager',
    'window.page === 3',
    `${click('#next')} ${click('#next')}`,
  );
  e.holds(P2, 'Castle Gate is listed on page 2', 'value', 'mabl');
  e.fails(H, 'Verify that Tram Depot is on this page', 'false_claim', 'mabl');
  e.holds(P3, 'Seafront has no free docks', 'scope', 'reflect');
  e.holds(P3, 'Page 3 of 3 is showing', 'value', 'kane-ai');
  e.act(P3, 'Go back a page', 'click', 'testrail-manual', 'window.page === 2', click('#prev'));
  e.act(
    H,
    'I type "canal" into the search box',
    'fill',
    'codecept',
    `${q('#search')}.value === 'canal'`,
    setVal('#search', 'canal'),
  );
  e.act(
    H,
    'Search stations for Market',
    'fill',
    'checksum',
    `document.querySelectorAll('#stations tr').length === 1 && ${shows('Old Market')}`,
    setVal('#search', 'Market'),
  );
  e.holds(H, 'After searching for "gate", only one station is listed', 'count', 'rainforest', {
    prepare: setVal('#search', 'gate'),
  });
  e.fails(H, 'After searching for "park", two stations are listed', 'false_claim', 'rainforest', {
    prepare: setVal('#search', 'park'),
  });
  e.act(
    H,
    'Reserve a bike at Harbour Square',
    'scope',
    'gauge',
    `!!window.reserved && window.reserved.id === 's1'`,
    st('s1', 'reserve'),
  );
  e.act(
    H,
    'In the row for Mill Lane, click Reserve',
    'scope',
    'stagehand',
    `!!window.reserved && window.reserved.id === 's3'`,
    st('s3', 'reserve'),
  );
  e.act(
    H,
    'Click the fourth Reserve button',
    'ordinal',
    'zerostep',
    `!!window.reserved && window.reserved.id === 's4'`,
    st('s4', 'reserve'),
  );
  e.act(
    H,
    'Reserve at Central Station and wait for the confirmation',
    'wait',
    'magnitude',
    `${shows('Bike reserved at Central Station for 15 minutes')}`,
    st('s4', 'reserve'),
  );
  e.actFails(H, 'I press "Reserve"', 'ambiguous_target', 'behat', noReserve);
  e.actFails(H, 'click reserve on quayside', 'missing_target', 'bug-report', noReserve);
  e.holds(H, 'An error says there are no bikes at Quayside', 'message', 'momentic', {
    prepare: later(`${st('s2', 'reserve')} await wait(1100);`),
  });
  e.fails(H, 'The message says a bike is reserved at Quayside', 'near_miss', 'octomind', {
    prepare: later(`${st('s2', 'reserve')} await wait(1100);`),
  });
  e.actFails(
    H,
    'Reserve another bike at Riverside Park',
    'missing_target',
    'browser-use',
    `window.reserved && window.reserved.id === 's1'`,
    { prepare: later(`${st('s1', 'reserve')} await wait(1100);`) },
  );
  e.holds(H, 'An error says I already have a bike reserved at Harbour Square', 'message', 'momentic', {
    prepare: later(`${st('s1', 'reserve')} await wait(1100); ${st('s5', 'reserve')} await wait(1100);`),
  });
  e.holds(H, 'After reserving at Harbour Square, its row shows 6 bikes', 'scope', 'rainforest', {
    prepare: later(`${st('s1', 'reserve')} await wait(1100);`),
  });
  e.act(H, 'Favourite Mill Lane', 'scope', 'gauge', fav('s3'), st('s3', 'fav'));
  e.act(
    H,
    'Favourite the station with the most e-bikes on this page',
    'scope',
    'webvoyager',
    fav('s4'),
    st('s4', 'fav'),
  );
  e.act(H, 'Click the second Favourite button', 'ordinal', 'zerostep', fav('s2'), st('s2', 'fav'));
  e.act(P2, 'Click Favourite in the last row', 'ordinal', 'zerostep', fav('s10'), st('s10', 'fav'));
  e.holds(H, 'After favouriting Mill Lane, its star is filled', 'state', 'rainforest', { prepare: st('s3', 'fav') });
  e.fails(H, 'After favouriting Mill Lane, Harbour Square is a favourite', 'near_miss', 'rainforest', {
    prepare: st('s3', 'fav'),
  });
  e.holds(H, 'A toast says Mill Lane was added to favourites', 'widget', 'octomind', { prepare: st('s3', 'fav') });
  e.actFails(H, 'Press Favourite', 'ambiguous_target', 'behat', `!window.stations.some((s) => s.fav)`);
  e.actFails(H, 'Extend my reservation by 15 minutes', 'missing_target', 'browser-use', noReserve);
  e.fails(H, 'There is a Directions button in the Harbour Square row', 'missing_target', 'reflect');
  e.fails(P2, 'Verify that Quayside has 14 free docks', 'near_miss', 'kane-ai');

  // Ride history
  e.act(H, 'Go to the Ride history tab', 'widget', 'checksum', `!${q('#p-rides')}.hidden`, click('#t-rides'));
  e.holds(RIDES, 'Six rides are listed', 'count', 'webarena');
  e.fails(RIDES, 'Five rides are listed', 'false_claim', 'webarena');
  e.holds(RIDES, 'The ride on 20 May 2027 took 31 minutes', 'scope', 'reflect');
  e.fails(RIDES, 'The ride on 1 Jun 2027 cost £1.40', 'near_miss', 'reflect');
  e.holds(RIDES, 'The longest ride cost £6.20', 'value', 'webvoyager');
  e.act(
    RIDES,
    'Set From to 1 May 2027',
    'widget',
    'mind2web',
    `${q('#from')}.value === '2027-05-01'`,
    setVal('#from', '2027-05-01'),
  );
  e.act(
    RIDES,
    'Show rides from 1 May 2027 to 31 May 2027',
    'compound',
    'mind2web',
    `window.shown.length === 3`,
    `${setVal('#from', '2027-05-01')} ${setVal('#to', '2027-05-31')} ${click('#filter')}`,
  );
  e.holds(RIDES, 'With rides from 1 June 2027 shown, two rides are listed', 'count', 'webarena', {
    prepare: `${setVal('#from', '2027-06-01')} ${click('#filter')}`,
  });
  e.actFails(
    RIDES,
    'Show rides from 30 May 2027 to 1 May 2027',
    'missing_target',
    'mind2web',
    'window.shown.length === 6',
  );
  e.holds(RIDES, 'An error says the From date must come before the To date', 'message', 'momentic', {
    prepare: `${setVal('#from', '2027-05-30')} ${setVal('#to', '2027-05-01')} ${click('#filter')}`,
  });
  e.act(
    RIDES,
    'Get the receipt for the ride on 28 May 2027',
    'scope',
    'gauge',
    `window.receipt === 'r4'`,
    ride('r4', 'receipt'),
  );
  e.act(
    RIDES,
    'Click Receipt in the last row',
    'ordinal',
    'zerostep',
    `window.receipt === 'r1'`,
    ride('r1', 'receipt'),
  );
  e.act(
    RIDES,
    'Click the second Receipt button',
    'ordinal',
    'zerostep',
    `window.receipt === 'r5'`,
    ride('r5', 'receipt'),
  );
  e.holds(
    RIDES,
    'After asking for the 3 Jun receipt, it says it was sent to rui.costa@example.com',
    'message',
    'rainforest',
    {
      prepare: ride('r6', 'receipt'),
    },
  );
  e.actFails(RIDES, 'Click "Receipt"', 'ambiguous_target', 'testrigor', 'window.receipt === null');
  e.act(RIDES, 'Dispute the ride of 3 Jun 2027', 'scope', 'gauge', visible('#dlg-dispute'), ride('r6', 'dispute'));
  e.act(
    RIDES,
    'Dispute the 1 June ride because I was charged twice',
    'compound',
    'browser-use',
    `!!window.disputed && window.disputed.id === 'r5' && window.disputed.why === 'I was charged twice'`,
    `${ride('r5', 'dispute')} ${setVal('#why', 'I was charged twice')} ${click('#dd-send')}`,
  );
  e.holds(RIDES, 'The dispute dialog shows the ride cost £1.40', 'widget', 'octomind', {
    prepare: ride('r6', 'dispute'),
  });
  e.actFails(RIDES, 'Send the dispute', 'missing_target', 'gauge', 'window.disputed === null', {
    prepare: ride('r6', 'dispute'),
  });
  e.holds(RIDES, 'It asks me to choose what went wrong', 'message', 'codecept', {
    prepare: `${ride('r6', 'dispute')} ${click('#dd-send')}`,
  });
  e.actFails(
    RIDES,
    'Dispute the ride from Riverside Park to Castle Gate',
    'missing_target',
    'browser-use',
    hidden('#dlg-dispute'),
  );
  e.holds(RIDES, "The app says rides more than 30 days old can't be disputed", 'message', 'momentic', {
    prepare: later(`${ride('r2', 'dispute')} await wait(800);`),
  });
  e.act(
    RIDES,
    'Press Escape to close the dispute dialog',
    'keys',
    'codecept',
    hidden('#dlg-dispute'),
    `hideDialog('dlg-dispute');`,
    { prepare: ride('r6', 'dispute') },
  );
  e.act(
    RIDES,
    'Rate the last ride 4 stars and submit',
    'compound',
    'qa-wolf',
    `!!window.rating && window.rating.stars === 4`,
    `${star(4)} ${click('#rate')}`,
  );
  e.act(RIDES, 'Give the ride 2 stars', 'widget', 'midscene', `${q('#stars')}.dataset.value === '2'`, star(2));
  e.act(
    RIDES,
    'Leave the comment "Saddle would not stay up"',
    'fill',
    'testrigor',
    `${q('#comment')}.value === 'Saddle would not stay up'`,
    setVal('#comment', 'Saddle would not stay up'),
  );
  e.actFails(RIDES, 'Submit the rating', 'missing_target', 'gauge', 'window.rating === null');
  e.holds(RIDES, 'An error asks me to choose a star rating', 'message', 'momentic', { prepare: click('#rate') });
  e.holds(RIDES, 'The last ride was on bike 2291', 'value', 'reflect');
  e.fails(RIDES, 'The last ride was on bike 3318', 'near_miss', 'reflect');
  e.fails(RIDES, 'The ride rating shows 3 stars', 'false_claim', 'reflect');
  e.holds(RIDES, 'The rating shows 5 stars after I pick five', 'widget', 'rainforest', { prepare: star(5) });
  e.fails(RIDES, 'There is an Export to CSV button', 'missing_target', 'mabl');

  // Plans and FAQ
  e.act(H, 'Open the Plans tab', 'widget', 'checksum', `!${q('#p-plans')}.hidden`, click('#t-plans'));
  e.holds(PLANS, 'The Annual plan costs £120 a year', 'scope', 'reflect');
  e.fails(PLANS, 'The Monthly plan costs £9 a month', 'near_miss', 'reflect');
  e.holds(PLANS, 'Four plans are shown', 'count', 'webarena');
  e.holds(PLANS, 'The Pay as you go card shows Current plan', 'scope', 'spreewald');
  e.fails(PLANS, 'The Monthly card should show "Current plan"', 'near_miss', 'spreewald');
  e.holds(PLANS, 'The Current plan button is disabled', 'state', 'spreewald');
  e.act(PLANS, 'On the Annual card, click Choose plan', 'scope', 'stagehand', visible('#dlg-plan'), plan('annual'));
  e.act(
    PLANS,
    'Switch me to the monthly plan',
    'compound',
    'browser-use',
    `window.plan === 'monthly'`,
    `${plan('monthly')} ${click('#dp-yes')}`,
  );
  e.act(
    PLANS,
    'Open the Plans tab, choose Annual, then confirm',
    'compound',
    'qa-wolf',
    `window.plan === 'annual'`,
    `${plan('annual')} ${click('#dp-yes')}`,
    { prepare: click('#t-stations') },
  );
  e.act(
    PLANS,
    'Click the second Choose plan button',
    'ordinal',
    'zerostep',
    `${q('#dp-h')}.textContent === 'Switch to Annual?'`,
    plan('annual'),
  );
  e.actFails(PLANS, 'I press "Choose plan"', 'ambiguous_target', 'behat', hidden('#dlg-plan'));
  e.holds(PLANS, 'The confirm dialog says the plan starts today', 'widget', 'octomind', { prepare: plan('monthly') });
  e.act(PLANS, 'Click Not now', 'click', 'robot-browser', hidden('#dlg-plan'), `hideDialog('dlg-plan');`, {
    prepare: plan('monthly'),
  });
  e.actFails(PLANS, 'Confirm', 'missing_target', 'robot-browser', `window.plan === 'payg'`);
  e.holds(PLANS, "A toast says I'm now on the Annual plan", 'widget', 'octomind', {
    prepare: `${plan('annual')} ${click('#dp-yes')}`,
  });
  e.fails(PLANS, "A toast says I'm now on the Monthly plan", 'near_miss', 'octomind', {
    prepare: `${plan('annual')} ${click('#dp-yes')}`,
  });
  e.actFails(PLANS, 'Choose the Student plan', 'missing_target', 'browser-use', `window.plan === 'payg'`);
  e.holds(PLANS, 'Verify that the Student plan asks for a verified student email', 'message', 'product-verify', {
    prepare: later(`${plan('student')} await wait(800);`),
  });
  e.actFails(PLANS, 'Choose the Family plan', 'missing_target', 'browser-use', hidden('#dlg-plan'));
  e.act(
    PLANS,
    'Expand the question about trains',
    'widget',
    'checksum',
    `${q('#acc-train')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-train'),
  );
  e.holds(PLANS, 'The page explains that extra minutes after 45 cost 15p', 'message', 'mabl', {
    prepare: click('#acc-long'),
  });
  e.fails(PLANS, 'The page says bikes can be taken on the train', 'near_miss', 'mabl', {
    prepare: click('#acc-train'),
  });
  e.holds(PLANS, 'The answer about trains is collapsed', 'state', 'spreewald');
  e.fails(PLANS, 'The "Can I take a bike on the train?" question is expanded', 'false_claim', 'spreewald');

  // Preferences
  e.act(H, 'Go to Preferences', 'widget', 'checksum', `!${q('#p-prefs')}.hidden`, click('#t-prefs'));
  e.act(PREFS, 'Turn on low balance alerts', 'widget', 'checksum', on('#sw-low'), click('#sw-low'));
  e.act(PREFS, 'untick news and offers', 'widget', 'bug-report', `!(${on('#sw-news')})`, click('#sw-news'));
  e.holds(PREFS, '"Ride receipts by email" should be on', 'state', 'spreewald');
  e.fails(PREFS, '"Low balance alerts" should be on', 'false_claim', 'spreewald');
  e.act(
    PREFS,
    'Drag the auto top-up slider to £10',
    'widget',
    'midscene',
    `${q('#threshold')}.value === '10'`,
    setVal('#threshold', '10'),
  );
  e.holds(PREFS, 'The auto top-up threshold is £5', 'value', 'kane-ai');
  e.fails(PREFS, 'The auto top-up adds £5', 'near_miss', 'kane-ai');
  e.act(
    PREFS,
    'Set the threshold to £3, turn on low balance alerts and save',
    'compound',
    'qa-wolf',
    `!!window.prefsSaved && window.prefsSaved.threshold === 3 && window.prefsSaved.low === true`,
    `${setVal('#threshold', '3')} ${click('#sw-low')} ${click('#save-prefs')}`,
  );
  e.holds(PREFS, 'After saving, a toast says Preferences saved', 'widget', 'octomind', {
    prepare: click('#save-prefs'),
  });
  e.holds(PREFS, 'The toast is gone after a few seconds', 'wait', 'codecept', {
    prepare: later(`${click('#save-prefs')} await wait(4500);`),
  });
  e.fails(PREFS, 'A toast says Preferences saved', 'false_claim', 'octomind', {
    prepare: later(`${click('#save-prefs')} await wait(4500);`),
  });
  e.actFails(PREFS, 'Turn on push notifications', 'missing_target', 'checksum', 'window.prefsSaved === null');
  e.act(
    PREFS,
    'In the damage report form, enter bike number 3318',
    'frames',
    'stagehand',
    `${inFrame('#bike')}.value === '3318'`,
    setInFrame('#bike', '3318'),
  );
  e.act(
    PREFS,
    'In the damage report, pick Flat tyre',
    'frames',
    'stagehand',
    `${inFrame('#problem')}.value === 'Flat tyre'`,
    setInFrame('#problem', 'Flat tyre'),
  );
  e.act(
    PREFS,
    'Report bike 3318 with a flat tyre and send it',
    'compound',
    'shortest',
    `!!document.querySelector('iframe').contentWindow.report && document.querySelector('iframe').contentWindow.report.bike === '3318'`,
    `${setInFrame('#bike', '3318')} ${setInFrame('#problem', 'Flat tyre')} ${inFrame('#send')}.click();`,
  );
  e.act(
    PREFS,
    'Describe the damage as "Back wheel wobbles"',
    'frames',
    'testrigor',
    `${inFrame('#details')}.value === 'Back wheel wobbles'`,
    setInFrame('#details', 'Back wheel wobbles'),
  );
  e.actFails(
    PREFS,
    'Report bike 331 for its brakes',
    'missing_target',
    'gauge',
    `document.querySelector('iframe').contentWindow.report === null`,
  );
  e.holds(PREFS, 'The damage form says bike numbers have 4 digits', 'message', 'momentic', {
    prepare: `${setInFrame('#bike', '331')} ${setInFrame('#problem', 'Brakes')} ${inFrame('#send')}.click();`,
  });
  e.fails(PREFS, 'The damage form says bike 3318 is out of service', 'false_claim', 'octomind', {
    prepare: `${setInFrame('#bike', '3318')} ${inFrame('#send')}.click();`,
  });
  e.fails(PREFS, 'The Problem select in the damage form offers Puncture', 'missing_target', 'reflect');
  // More steps that must fail
  e.actFails(H, 'Click Reserve in the row for Portwell Bridge', 'missing_target', 'stagehand', noReserve);
  e.fails(H, 'Harbour Square has 2 bikes', 'near_miss', 'reflect');
  e.fails(H, 'Riverside Park has e-bikes', 'false_claim', 'reflect');
  e.fails(H, 'The ride box shows bike 2291', 'near_miss', 'midscene', { prepare: later('await wait(1400);') });
  e.actFails(RIDES, 'Press Dispute', 'ambiguous_target', 'behat', hidden('#dlg-dispute'));
  e.actFails(H, 'Click the star', 'ambiguous_target', 'bug-report', `!window.stations.some((s) => s.fav)`);
  e.actFails(PREFS, 'Switch it off', 'ambiguous_target', 'bug-report', `${on('#sw-receipts')} && ${on('#sw-news')}`);
  e.actFails(
    PLANS,
    'Expand the question',
    'ambiguous_target',
    'bug-report',
    `${q('#acc-long')}.getAttribute('aria-expanded') === 'false' && ${q('#acc-train')}.getAttribute('aria-expanded') === 'false'`,
  );
  e.fails(RIDES, 'The ride on 28 May 2027 ended at Mill Lane', 'near_miss', 'reflect');
  e.fails(RIDES, 'The 15 Apr 2027 ride took 31 minutes', 'near_miss', 'reflect');
  e.fails(PLANS, 'The Student plan gives the first 45 minutes free', 'near_miss', 'reflect');
  e.fails(PLANS, 'The Annual plan comes with 3 guest passes', 'false_claim', 'reflect');
  e.fails(H, 'Verify that the account menu shows Rui Silva', 'false_claim', 'product-verify');
  e.fails(L, 'The password field is filled in', 'false_claim', 'spreewald');
  e.actFails(L, 'Click "Sign up"', 'missing_target', 'testrigor', `location.pathname === '/bikes/login'`);
  e.fails(H, 'The top-up dialog is open', 'false_claim', 'spreewald');
  e.fails(P2, 'The Previous button should be disabled', 'false_claim', 'spreewald');
  e.actFails(H, 'Go to page 4 of the stations', 'missing_target', 'testrail-manual', 'window.page === 1');
  e.fails(PREFS, 'The auto top-up adds £20 each time', 'false_claim', 'reflect');
  e.fails(H, 'A bike is reserved for me at Harbour Square', 'false_claim', 'reflect');
}
