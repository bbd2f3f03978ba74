/**
 * Swapsy, a marketplace for second-hand things with messaging: browsing (`swap-browse.ts`), a listing page (photos
 * with Previous/Next, Description/Details/Seller tabs, a Save toggle, "Make an offer" in a dialog that refuses offers
 * under the seller's minimum or over the price, "Buy now" with delivery radios, a "More" menu to report the listing)
 * and the inbox (`swap-inbox.ts`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { LISTINGS, SWAP_HEADER, swapBrowse } from './swap-browse';
import { swapInbox } from './swap-inbox';

const item = doc(
  'Listing - Swapsy',
  `${SWAP_HEADER}
<main style="display:grid;grid-template-columns:1fr 340px;gap:16px;max-width:1100px">
  <div>
    <p><a href="/swap/browse">← Back to results</a></p>
    <h1 id="name"></h1>
    <section class="box" aria-label="Photos"><div id="photo" style="height:160px;background:#e9eef6;border-radius:6px;display:flex;align-items:center;justify-content:center" role="img"></div>
      <div class="line" style="margin-top:6px"><button type="button" id="prev">Previous photo</button><span id="ph-of"></span><button type="button" id="next">Next photo</button></div></section>
    <div role="tablist" aria-label="Listing">
      <button type="button" role="tab" id="t-desc" aria-controls="p-desc" aria-selected="true">Description</button>
      <button type="button" role="tab" id="t-det" aria-controls="p-det" aria-selected="false">Details</button>
      <button type="button" role="tab" id="t-sel" aria-controls="p-sel" aria-selected="false">Seller</button>
    </div>
    <div role="tabpanel" id="p-desc" aria-labelledby="t-desc"><p id="desc"></p></div>
    <div role="tabpanel" id="p-det" aria-labelledby="t-det" hidden><dl class="pairs" id="details"></dl></div>
    <div role="tabpanel" id="p-sel" aria-labelledby="t-sel" hidden><p id="seller"></p><p>★ 4.9 (37 reviews) · Member since 2021</p><p class="note">Usually replies within an hour</p></div>
  </div>
  <aside>
    <section class="box">
      <p style="font-size:24px;margin:0"><strong id="price"></strong></p>
      <p id="cond" class="tag"></p>
      <p class="note" id="where"></p>
      <div class="line"><button type="button" class="main" id="buy">Buy now</button><button type="button" id="offer">Make an offer</button></div>
      <div class="line" style="margin-top:8px"><button type="button" id="save" aria-pressed="false">♡ Save</button><a href="/swap/inbox?new=1" id="msg">Message seller</a>
        <span class="pop"><button type="button" id="more" aria-label="More" aria-haspopup="menu" aria-controls="more-menu" aria-expanded="false">⋯</button></span></div>
      <p id="state" class="good" role="status"></p>
    </section>
  </aside>
</main>
<div role="menu" id="more-menu" hidden><button type="button" role="menuitem" id="share">Share listing</button><button type="button" role="menuitem" id="report">Report listing</button></div>
<div class="shade" id="offer-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="of-title">
    <h2 id="of-title">Make an offer</h2>
    <div class="field"><label for="amount">Your offer (£)</label><input id="amount" inputmode="decimal"></div>
    <p class="note" id="of-min"></p>
    <p class="err" id="of-err" hidden></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="of-send">Send offer</button></div>
  </div>
</div>
<div class="shade" id="buy-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="by-title">
    <h2 id="by-title">Buy now</h2>
    <fieldset><legend>Delivery</legend><label><input type="radio" name="how" value="collect" checked> Collect in person (free)</label><br><label><input type="radio" name="how" value="post" id="how-post"> Post (£3.99)</label></fieldset>
    <p>Total: <strong id="by-total"></strong></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="by-yes">Confirm purchase</button></div>
  </div>
</div>`,
  `
var ALL = ${JSON.stringify(LISTINGS)};
var x = ALL.filter(function (l) { return l[0] === (query.get('id') || 'I1'); })[0];
window.offer = null; window.bought = null; window.saved = false; window.photo = 1; window.reported = false;
var min = Math.ceil(x[2] * 0.65);
$('#name').textContent = x[1];
$('#price').textContent = '£' + x[2].toFixed(2);
$('#cond').textContent = x[3];
$('#where').textContent = x[4] + ' miles away · ' + x[5];
$('#desc').textContent = x[0] === 'I1' ? 'Brompton front carrier bag in black, used twice. Fits the standard carrier block (block included). Collection from Chorlton or I can post it.' : 'Well looked after. Smoke-free home. Ask me anything.';
$('#details').innerHTML = '<dt>Condition</dt><dd>' + x[3] + '</dd><dt>Brand</dt><dd>' + (x[0] === 'I1' ? 'Brompton' : 'Unbranded') + '</dd><dt>Posted</dt><dd>3 days ago</dd><dt>Delivery</dt><dd>' + (x[7] === 'collect' ? 'Collection only' : x[7] === 'post' ? 'Post only' : 'Collection or post') + '</dd>';
$('#seller').textContent = 'Sold by ' + x[6];
$('#of-min').textContent = x[6].split(' ')[0] + ' accepts offers from £' + min.toFixed(2);
$('#how-post').disabled = x[7] === 'collect';
function showPhoto() { $('#photo').textContent = x[1] + ' – photo ' + window.photo; $('#photo').setAttribute('aria-label', 'Photo ' + window.photo + ' of 4'); $('#ph-of').textContent = 'Photo ' + window.photo + ' of 4'; $('#prev').disabled = window.photo === 1; $('#next').disabled = window.photo === 4; }
$('#prev').addEventListener('click', function () { window.photo--; showPhoto(); });
$('#next').addEventListener('click', function () { window.photo++; showPhoto(); });
$('#save').addEventListener('click', function () { window.saved = !window.saved; $('#save').setAttribute('aria-pressed', String(window.saved)); $('#save').textContent = window.saved ? '♥ Saved' : '♡ Save'; $('#saved-n').textContent = String(window.saved ? 3 : 2); });
$('#offer').addEventListener('click', function () { $('#amount').value = ''; $('#of-err').hidden = true; showDialog('offer-dlg'); });
$('#of-send').addEventListener('click', function () {
  var a = Number($('#amount').value.replace('£', ''));
  var err = !a ? 'Enter an amount' : a < min ? 'Offers must be at least £' + min.toFixed(2) : a >= x[2] ? 'Your offer is not less than the price. Use Buy now instead.' : '';
  $('#of-err').textContent = err; $('#of-err').hidden = !err;
  if (err) return;
  window.offer = a; hideDialog('offer-dlg');
  $('#state').textContent = 'You offered £' + a.toFixed(2) + '. ' + x[6].split(' ')[0] + ' has 24 hours to reply.';
  $('#offer').disabled = true;
  toast('Offer sent to ' + x[6]);
});
function total() { return x[2] + ($('#how-post').checked ? 3.99 : 0); }
$$('input[name=how]').forEach(function (r) { r.addEventListener('change', function () { $('#by-total').textContent = '£' + total().toFixed(2); }); });
$('#buy').addEventListener('click', function () { $('#by-total').textContent = '£' + total().toFixed(2); showDialog('buy-dlg'); });
$('#by-yes').addEventListener('click', function () {
  window.bought = { how: $('input[name=how]:checked').value, total: total() };
  hideDialog('buy-dlg'); $('#state').textContent = 'Bought! Arrange ' + (window.bought.how === 'post' ? 'delivery' : 'collection') + ' with ' + x[6] + ' in your inbox.';
  $('#buy').disabled = true; $('#offer').disabled = true;
});
$('#report').addEventListener('click', function () { closeMenus(); window.reported = true; toast('Thanks. Our team will review this listing.'); });
$('#share').addEventListener('click', function () { closeMenus(); toast('Link copied'); });
showPhoto();
if (query.get('open') === 'offer') $('#offer').click();
if (query.get('open') === 'buy') $('#buy').click();
`,
);

export const swapApp: CorpusApp = {
  name: 'swap',
  description:
    'Swapsy second-hand marketplace: browse (a placeholder-only search box, a category menu, condition checkboxes, placeholder-only min/max price, delivery radios, a distance slider, a custom sort listbox, a count, listing cards that all have Save with one sold, a saved counter, a late "Load more"); a listing page (photos with Previous/Next, Description/Details/Seller tabs, Save, an offer dialog with a minimum and a maximum, Buy now with delivery radios and a total, a More menu); an inbox (Messages and Offers tabs, conversations with unread badges, a thread with quick replies, a Send button disabled while the message is empty, a reply that comes a moment later, a conversation menu with a block confirmation, offer cards that all have Accept and Decline, a counter-offer dialog, a postage label in an iframe, a safety tip in an open shadow root).',
  routes: {
    '/swap/browse': () => swapBrowse,
    '/swap/item': () => item,
    '/swap/inbox': () => swapInbox,
  },
};
