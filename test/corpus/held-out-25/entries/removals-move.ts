/** Steps on Packwell Removals' move page (apps/removals-move.ts): overview, inventory, crew, documents. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inFrame, inShadow, later, on, q, setInFrame, setVal, visible } from '../../entry-scripts';

const MOVE = '/removals/move';
const INV = `${MOVE}?tab=inventory`;
const CREW = `${MOVE}?tab=crew`;
const DOCS = `${MOVE}?tab=docs`;

const newDate = (date: string) => `${click('#change')} ${setVal('#dt-new', date)} ${click('#dt-go')}`;
const dateTried = (date: string) => later(`${newDate(date)} await wait(1300);`);
const notMoved = "window.moveDate === '2027-03-26'";
const cancelTried = later(`${click('#cancel')} ${click('#cx-go')} await wait(1100);`);
const trackerLoaded = later('await wait(1700);');
const bannerLoaded = later('await wait(1300);');
const menu = (id: string) => `${click('#acct')} ${click(id)}`;

const row = (n: number, selector: string) => `#i-rows tr[data-n="${n}"] ${selector}`;
const item = (n: number) => `window.items.find((x) => x.n === ${n})`;
const all26 = 'window.items.length === 26';
const removeMicrowave = later(`${click(row(3, '.del'))} await wait(900);`);
const card = (i: number, selector: string) => `#crew [data-i="${i}"] ${selector}`;
const signed = "document.querySelector('iframe').contentWindow.signed";
const sign = (name: string, terms: boolean) =>
  `${setInFrame('#s-name', name)} ${terms ? `${inFrame('#s-terms')}.checked = true;` : ''} ${inFrame('#s-go')}.click();`;
const doc = (d: string) => `#d-rows tr[data-d="${d}"] .dl`;

export function removalsMoveEntries(b: EntryBuilder): void {
  // ---- Overview
  b.holds(MOVE, 'The moving date is Friday 26 March 2027', 'value', 'kane-ai');
  b.fails(MOVE, 'The moving date is Thursday 25 March 2027', 'false_claim', 'kane-ai');
  b.fails(MOVE, 'The deposit paid is £695', 'near_miss', 'reflect');
  b.holds(MOVE, 'The balance of £695 is due on the day', 'value', 'reflect');
  b.fails(MOVE, 'There is a lift at 14 Kirkstall Road', 'false_claim', 'reflect');
  b.holds(MOVE, 'Wait for the crew confirmation', 'wait', 'midscene');
  b.fails(MOVE, 'The banner says Amir is coming on the day', 'false_claim', 'octomind', { prepare: bannerLoaded });
  b.act(
    MOVE,
    'Change the moving date to Monday 29 March 2027',
    'compound',
    'browser-use',
    "window.moveDate === '2027-03-29'",
    newDate('2027-03-29'),
  );
  b.actFails(MOVE, 'Move my moving day to Saturday 27 March 2027', 'missing_target', 'shortest', notMoved);
  b.holds(MOVE, 'An error says Saturday 27 March 2027 is fully booked', 'message', 'momentic', {
    prepare: dateTried('2027-03-27'),
  });
  b.actFails(MOVE, 'Change my moving date to Sunday 28 March 2027', 'missing_target', 'gauge', notMoved);
  b.actFails(MOVE, 'Change the date of the move to tomorrow, 10 March 2027', 'missing_target', 'mind2web', notMoved);
  b.fails(MOVE, 'A toast says my move is now on Wednesday 10 March 2027', 'false_claim', 'octomind', {
    prepare: dateTried('2027-03-10'),
  });
  b.holds(MOVE, 'The moving date now shows Monday 29 March 2027', 'value', 'rainforest', {
    prepare: dateTried('2027-03-29'),
  });
  b.actFails(MOVE, 'Cancel my move', 'missing_target', 'browser-use', `!window.cancelled && ${visible('#cancel')}`);
  b.holds(MOVE, "An alert says moves less than 21 days away can't be cancelled online", 'message', 'momentic', {
    prepare: cancelTried,
  });
  b.fails(MOVE, 'A message says my move has been cancelled', 'false_claim', 'octomind', { prepare: cancelTried });
  b.act(MOVE, 'Keep my move', 'click', 'gauge', hidden('#dlg-cancel'), click('#dlg-cancel [data-dismiss]'), {
    prepare: click('#cancel'),
  });
  b.act(MOVE, 'Turn on text updates for the day', 'widget', 'checksum', on('#sw-text'), click('#sw-text'));
  b.fails(MOVE, '"Text me updates on the day" is on', 'false_claim', 'product-verify');
  b.holds(MOVE, '"Text me updates on the day" is off', 'state', 'product-verify');
  b.holds(MOVE, 'Wait for the tracker to load, then check the lorry is LK21 PKW', 'frames', 'midscene');
  b.fails(MOVE, 'The tracker says the lorry is on its way to Kirkstall Road', 'false_claim', 'reflect', {
    prepare: trackerLoaded,
  });
  b.act(
    MOVE,
    'Click Refresh in the tracker',
    'frames',
    'stagehand',
    `${inShadow('#tracker', '#st')}.textContent === 'Updated just now'`,
    `${inShadow('#tracker', '#refresh')}.click();`,
    { prepare: trackerLoaded },
  );
  b.act(
    MOVE,
    'Expand "What won\'t you move?"',
    'widget',
    'checksum',
    `${q('#acc-wont')}.getAttribute('aria-expanded') === 'true'`,
    click('#acc-wont'),
  );
  b.fails(MOVE, 'Taking beds apart is free', 'false_claim', 'reflect', { prepare: click('#acc-beds') });
  b.act(MOVE, 'Sign out', 'click', 'robot-browser', "location.pathname === '/removals/signin'", menu('#mi-out'));
  b.act(
    MOVE,
    'Get my referral code from the account menu',
    'compound',
    'browser-use',
    'window.referred === true',
    menu('#mi-refer'),
  );
  b.actFails(
    MOVE,
    'Open the Invoices tab',
    'missing_target',
    'checksum',
    `${q('#t-overview')}.getAttribute('aria-selected') === 'true'`,
  );
  b.actFails(MOVE, 'Add a second drop-off address', 'missing_target', 'browser-use', hidden('#dlg-date'));

  // ---- Inventory
  b.holds(INV, 'The inventory has 26 items, 50 pieces in all', 'count', 'kane-ai');
  b.fails(INV, 'The inventory has 28 items', 'false_claim', 'kane-ai');
  b.holds(INV, 'There are 4 pages of items', 'count', 'mabl');
  b.fails(INV, 'There are 8 dining chairs', 'near_miss', 'reflect');
  b.act(
    INV,
    'Go to the last page of the inventory',
    'navigation',
    'webvoyager',
    'window.ipage === 4',
    `${click('#i-next')} ${click('#i-next')} ${click('#i-next')}`,
  );
  b.act(INV, 'Show only the Loft', 'select', 'checksum', `${q('#i-room')}.value === 'Loft'`, setVal('#i-room', 'Loft'));
  b.fails(`${INV}&room=Loft`, 'The Christmas decorations are not marked fragile', 'false_claim', 'reflect');
  b.fails(`${INV}&room=Living%20room`, 'The armchair is marked fragile', 'near_miss', 'reflect');
  b.act(
    INV,
    'Search for "boxes"',
    'fill',
    'testrail-manual',
    `${q('#i-q')}.value === 'boxes'`,
    setVal('#i-q', 'boxes'),
  );
  b.holds(`${INV}&q=boxes`, 'Three items are shown', 'count', 'webarena');
  b.fails(`${INV}&q=boxes`, 'Four items are shown', 'false_claim', 'webarena');
  b.act(INV, 'Remove the microwave', 'scope', 'gauge', "window.removed.includes('Microwave')", click(row(3, '.del')));
  b.actFails(INV, 'Remove the fridge freezer', 'missing_target', 'gauge', all26);
  b.holds(INV, 'An error says the fridge freezer is priced into my quote', 'message', 'momentic', {
    prepare: later(`${click(row(0, '.del'))} await wait(900);`),
  });
  b.fails(INV, 'A toast says the Fridge freezer was removed', 'false_claim', 'octomind', {
    prepare: later(`${click(row(0, '.del'))} await wait(900);`),
  });
  b.actFails(INV, 'Click Remove', 'ambiguous_target', 'behat', all26);
  b.actFails(INV, 'Click Edit', 'ambiguous_target', 'testrigor', hidden('#dlg-item'));
  b.act(
    INV,
    'Change the number of dining chairs to 6',
    'compound',
    'mind2web',
    `${item(5)}.qty === 6`,
    `${click(row(5, '.ed'))} ${setVal('#it-qty', '6')} ${click('#it-save')}`,
  );
  b.act(
    INV,
    'Add 2 plant pots to the Garden',
    'compound',
    'shortest',
    "window.items.some((x) => /plant pot/i.test(x.name) && x.room === 'Garden' && x.qty === 2)",
    `${click('#i-add')} ${setVal('#it-name', 'Plant pots')} ${setVal('#it-room', 'Garden')} ${setVal('#it-qty', '2')} ${click('#it-save')}`,
  );
  b.actFails(INV, 'Add 60 book boxes to Bedroom 2', 'missing_target', 'mind2web', all26);
  b.act(
    INV,
    'Undo',
    'click',
    'robot-browser',
    "window.removed.length === 0 && window.items.some((x) => x.name === 'Microwave')",
    click('#toast button'),
    { prepare: removeMicrowave },
  );
  b.holds(INV, 'The inventory now has 25 items', 'count', 'rainforest', { prepare: removeMicrowave });
  b.act(
    INV,
    'Click the third Edit button',
    'ordinal',
    'zerostep',
    `${q('#it-h')}.textContent === 'Edit Kitchen boxes'`,
    click(row(2, '.ed')),
  );
  b.fails(INV, 'The washing machine is in the Bathroom', 'false_claim', 'reflect');
  b.actFails(INV, 'Print the inventory', 'missing_target', 'browser-use', hidden('#dlg-item'));

  // ---- Crew
  b.holds(CREW, 'Dave Kowalski is the driver and team lead', 'scope', 'reflect');
  b.fails(CREW, 'Leon Grant is the driver', 'near_miss', 'reflect');
  b.holds(CREW, 'Four crew members are shown', 'count', 'webarena');
  b.fails(CREW, 'Kasia Nowak has been with Packwell for 12 years', 'near_miss', 'reflect');
  b.act(
    CREW,
    'Message Kasia: "Please bring extra bubble wrap"',
    'compound',
    'shortest',
    "window.messaged.some((m) => m.to === 'Kasia Nowak' && m.text === 'Please bring extra bubble wrap')",
    `${click(card(1, '.msg'))} ${setVal('#ms-text', 'Please bring extra bubble wrap')} ${click('#ms-send')}`,
  );
  b.actFails(CREW, 'Click Message', 'ambiguous_target', 'testrigor', hidden('#dlg-msg'));
  b.actFails(CREW, 'I press "View profile"', 'ambiguous_target', 'behat', 'window.profile === null');
  b.act(CREW, "View Leon's profile", 'scope', 'gauge', "window.profile === 'Leon Grant'", click(card(2, '.pf')));
  b.fails(CREW, 'Amir speaks Polish', 'false_claim', 'reflect', { prepare: click(card(3, '.pf')) });
  b.act(
    CREW,
    'Click View profile on the last card',
    'ordinal',
    'zerostep',
    "window.profile === 'Amir Haddad'",
    click(card(3, '.pf')),
  );
  b.act(
    CREW,
    'Rate the survey visit 5 stars and send it',
    'compound',
    'qa-wolf',
    '!!window.feedback && window.feedback.stars === 5',
    `${click('#survey [data-n="5"]')} ${click('#fb-send')}`,
  );
  b.fails(CREW, 'Dave did the survey visit', 'near_miss', 'reflect');
  b.actFails(CREW, 'Tip the crew £20', 'missing_target', 'browser-use', 'window.feedback === null');

  // ---- Documents
  b.act(
    DOCS,
    'Download the packing guide',
    'scope',
    'gauge',
    "window.downloads.includes('guide')",
    click(doc('guide')),
  );
  b.actFails(DOCS, 'Click Download', 'ambiguous_target', 'robot-browser', 'window.downloads.length === 0');
  b.act(
    DOCS,
    'Click the first Download button',
    'ordinal',
    'zerostep',
    "window.downloads.includes('quote')",
    click(doc('quote')),
  );
  b.fails(DOCS, 'The packing guide was added on 2 Mar 2027', 'near_miss', 'reflect');
  b.act(
    DOCS,
    "Sign the agreement as Jordan Reyes, ticking that I've read the terms",
    'frames',
    'mind2web',
    `${signed} === 'Jordan Reyes'`,
    sign('Jordan Reyes', true),
  );
  b.actFails(DOCS, 'Sign the agreement as Jordan Rees', 'missing_target', 'gauge', `${signed} === null`);
  b.holds(DOCS, 'The agreement form says the name must match the booking', 'frames', 'momentic', {
    prepare: sign('Jordan Rees', true),
  });
  b.act(
    DOCS,
    'Click Sign agreement with the name empty',
    'frames',
    'bug-report',
    `${inFrame('#s-msg')}.textContent === 'Type your full name to sign'`,
    `${inFrame('#s-go')}.click();`,
  );
  b.fails(DOCS, 'The agreement is already signed', 'false_claim', 'product-verify');
  b.actFails(DOCS, 'Download the invoice', 'missing_target', 'gauge', 'window.downloads.length === 0');
}
