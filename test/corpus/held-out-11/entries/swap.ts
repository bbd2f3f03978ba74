/** Steps for Swapsy: browsing, a listing and the inbox (`apps/swap*.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const S = '/swap/browse';
const SM = '/swap/browse?more=1';
const IT = '/swap/item?id=I1';
const ITO = '/swap/item?id=I1&open=offer';
const IB = '/swap/item?id=I1&open=buy';
const IN = '/swap/inbox';
const INC1 = '/swap/inbox?c=C1';
const INC4 = '/swap/inbox?c=C4';
const INO = '/swap/inbox?tab=offers';

const search = (text: string) => `${setVal('#q', text)} ${q('#sf')}.requestSubmit();`;
const save = (id: string) => click(`.item[data-id="${id}"] .save`);
const savedAsWere = `window.saved.join() === 'I2,I6'`;
const offerSend = (amount: string) => `${setVal('#amount', amount)} ${click('#of-send')}`;
const jess = `window.convs.find((c) => c.id === 'C1')`;
const msgs = `window.convs.map((c) => c.msgs.length).join() === '3,1,2,2'`;
const offer = (id: string) => `window.offers.find((o) => o.id === '${id}')`;
const offersAsWere = `window.offers.every((o) => o.status === 'pending')`;
const card = (id: string, cls: string) => click(`.offer[data-id="${id}"] .${cls}`);
const label = `document.querySelector('#label-box iframe').contentWindow`;
const tip = `document.querySelector('safety-tip')`;

export function swapEntries(e: EntryBuilder): void {
  // Browsing
  e.act(
    S,
    'type bike in the search box and hit enter',
    'keys',
    'bug-report',
    `window.search === 'bike'`,
    search('bike'),
  );
  e.holds(S, '3 results are found for "bike"', 'count', 'mink', { prepare: search('bike') });
  e.fails(S, 'The Nintendo Switch Lite is among the results', 'false_claim', 'mabl', { prepare: search('bike') });
  e.act(
    S,
    'Set the maximum price to £50',
    'fill',
    'testrail-manual',
    `${q('#max')}.value === '50'`,
    setVal('#max', '50'),
  );
  e.holds(S, '4 items cost £50 or less', 'count', 'kane-ai', { prepare: setVal('#max', '50') });
  e.fails(S, '5 items cost £50 or less', 'false_claim', 'kane-ai', { prepare: setVal('#max', '50') });
  e.act(S, 'Set the distance to 3 miles', 'widget', 'testrigor', `${q('#dist')}.value === '3'`, setVal('#dist', '3'));
  e.act(
    S,
    'Pick Furniture from the All categories menu',
    'widget',
    'checksum',
    `window.cat === 'furniture'`,
    `${click('#cat')} ${click('#cat-menu [data-cat="furniture"]')}`,
  );
  e.act(
    S,
    'Sort by Price: low to high',
    'widget',
    'testrigor',
    `window.sortBy === 'low'`,
    `${click('#sort')} ${click('#sort-list [data-value="low"]')}`,
  );
  e.holds(S, "The cheapest item is the Kids' balance bike at £25", 'value', 'webvoyager', {
    prepare: `${click('#sort')} ${click('#sort-list [data-value="low"]')}`,
  });
  e.fails(S, 'The first listing is the Ergobaby baby carrier', 'near_miss', 'zerostep', {
    prepare: `${click('#sort')} ${click('#sort-list [data-value="low"]')}`,
  });
  e.actFails(S, 'Click Save', 'ambiguous_target', 'testrigor', savedAsWere);
  e.act(S, 'Save the Sony headphones', 'scope', 'reflect', `window.saved.includes('I4')`, save('I4'));
  e.act(S, 'Unsave the road bike', 'state', 'reflect', `!window.saved.includes('I6')`, save('I6'));
  e.fails(S, 'The Brompton folding bike bag is saved', 'near_miss', 'reflect');
  e.actFails(S, 'Save the IKEA Poäng armchair', 'missing_target', 'browser-use', savedAsWere);
  e.holds(S, 'The IKEA Poäng armchair has been sold', 'state', 'reflect');
  e.fails(S, 'The vintage teak sideboard has been sold', 'near_miss', 'reflect');
  e.act(
    S,
    'Click the Save button on the third listing',
    'ordinal',
    'zerostep',
    `window.saved.includes('I3')`,
    save('I3'),
  );
  e.act(
    S,
    'Load more listings and wait for them',
    'wait',
    'qa-wolf',
    `document.querySelectorAll('.item').length === 11`,
    click('#more'),
  );
  e.actFails(
    SM,
    'Click "Load more"',
    'missing_target',
    'robot-browser',
    `document.querySelectorAll('.item').length === 11`,
  );
  e.fails(S, 'The cast-iron garden bench is listed', 'false_claim', 'mabl');
  e.act(
    S,
    'Find the cheapest Like new item that can be posted and save it',
    'compound',
    'webvoyager',
    `window.saved.includes('I1') && window.saved.length === 3`,
    `${tick('input[name=cond][value="Like new"]')} ${tick('input[name=del][value=post]')} ${save('I1')}`,
  );
  e.act(
    S,
    'Open the listing for the Vintage teak sideboard',
    'navigation',
    'mink',
    `location.pathname === '/swap/item' && location.search === '?id=I2'`,
    click('a[href="/swap/item?id=I2"]'),
  );
  e.fails(S, "The Kids' balance bike is 2.2 miles away", 'near_miss', 'kane-ai');
  e.actFails(
    S,
    'Filter by colour: blue',
    'missing_target',
    'browser-use',
    `document.querySelectorAll('.item').length === 8`,
  );

  // A listing
  e.holds(IT, 'The Next photo button is disabled', 'state', 'spreewald', {
    prepare: `${click('#next')} ${click('#next')} ${click('#next')}`,
  });
  e.fails(IT, 'The listing has 6 photos', 'false_claim', 'mabl');
  e.act(
    IT,
    'Open the Seller tab',
    'widget',
    'checksum',
    `${q('#t-sel')}.getAttribute('aria-selected') === 'true'`,
    click('#t-sel'),
  );
  e.fails(IT, 'The seller has 73 reviews', 'false_claim', 'kane-ai', { prepare: click('#t-sel') });
  e.act(
    IT,
    'Offer £40 for the bag',
    'compound',
    'mind2web',
    `window.offer === 40`,
    `${click('#offer')} ${offerSend('40')}`,
  );
  e.holds(ITO, 'The offer is refused because it is under £30.00', 'message', 'momentic', { prepare: offerSend('20') });
  e.fails(ITO, 'The error says offers must be at least £20.00', 'near_miss', 'momentic', { prepare: offerSend('20') });
  e.act(
    IB,
    'Choose Post and confirm the purchase',
    'compound',
    'qa-wolf',
    `!!window.bought && window.bought.how === 'post'`,
    `${tick('#how-post')} ${click('#by-yes')}`,
  );
  e.fails(IB, 'The total is £45.00', 'near_miss', 'kane-ai', { prepare: tick('#how-post') });
  e.actFails(
    '/swap/item?id=I2&open=buy',
    'Choose Post',
    'missing_target',
    'testrail-manual',
    `${q('input[name=how][value=collect]')}.checked`,
  );
  e.act(
    IT,
    'Report the listing from the More menu',
    'widget',
    'checksum',
    `window.reported === true`,
    `${click('#more')} ${click('#report')}`,
  );

  // The inbox
  e.holds(IN, 'The inbox badge shows 3 unread messages', 'value', 'midscene');
  e.act(IN, "Open Jess's conversation", 'click', 'gauge', `window.active === 'C1'`, click('.conv[data-id="C1"]'));
  e.fails(IN, 'Omar has 2 unread messages', 'near_miss', 'midscene');
  e.holds(INC1, 'Jess asks whether Saturday at 11 is OK', 'message', 'momentic');
  e.act(
    INC1,
    'Reply to Jess with "Saturday at 11 works for me"',
    'fill',
    'magnitude',
    `${jess}.msgs.some((m) => m[0] === 'me' && m[1] === 'Saturday at 11 works for me')`,
    `${setVal('#text', 'Saturday at 11 works for me')} ${click('#send')}`,
  );
  e.act(
    INC1,
    'Send the quick reply "Can you collect?" and wait for Jess to answer',
    'wait',
    'magnitude',
    `${jess}.msgs.length === 5 && ${jess}.msgs[4][0] === 'them' && document.querySelector('#log').textContent.includes('see you Saturday')`,
    click('#quick .qr:nth-child(2)'),
  );
  e.actFails(IN, 'Send "Hello, is this still available?"', 'missing_target', 'magnitude', msgs);
  e.act(
    INC1,
    'Block Jess M.',
    'compound',
    'browser-use',
    `window.blocked.includes('C1')`,
    `${click('#opts')} ${click('#block')} ${click('#bl-yes')}`,
  );
  e.fails(INC1, 'Jess M. is blocked', 'false_claim', 'reflect');
  e.actFails(INC1, 'Unblock Jess', 'missing_target', 'browser-use', `window.blocked.length === 0`);

  // Offers
  e.actFails(INO, 'Click Accept', 'ambiguous_target', 'testrigor', offersAsWere);
  e.act(
    INO,
    "Accept Dev's offer",
    'scope',
    'browser-use',
    `${offer('O2')}.status === 'Accepted'`,
    card('O2', 'accept'),
  );
  e.holds(INO, "Omar's offer was declined automatically", 'message', 'octomind', { prepare: card('O2', 'accept') });
  e.fails(INO, "Omar's offer has been accepted", 'near_miss', 'octomind', { prepare: card('O2', 'accept') });
  e.act(
    INO,
    "Counter Omar's offer with £185",
    'compound',
    'mind2web',
    `${offer('O1')}.counter === 185`,
    `${card('O1', 'counter')} ${setVal('#co-amount', '185')} ${click('#co-send')}`,
  );
  e.fails(INO, 'Omar offered £170', 'near_miss', 'kane-ai');
  e.actFails(INO, 'Decline the offer for the Carrera mountain bike', 'ambiguous_target', 'browser-use', offersAsWere);

  // The postage label (iframe) and the safety tip (open shadow root)
  e.act(
    INC4,
    'Print the postage label',
    'frames',
    'stagehand',
    `${label}.printed === true`,
    `${label}.document.getElementById('print').click();`,
  );
  e.holds(INC4, 'The label is addressed to Lena Wright, Manchester M21 9PQ', 'frames', 'rainforest');
  e.fails(INC4, 'The tracking number is SW 4410 2219 GB', 'false_claim', 'kane-ai');
  e.act(
    IN,
    'Dismiss the safety tip',
    'frames',
    'stagehand',
    `${tip}.dismissed === true`,
    `${tip}.shadowRoot.getElementById('ok').click();`,
  );
  e.holds(IN, 'A safety tip warns against paying by bank transfer before seeing the item', 'frames', 'midscene');
  e.fails(IN, 'The safety tip says to pay by bank transfer', 'near_miss', 'midscene');
}
