/**
 * Swapsy, the inbox: Messages and Offers tabs; conversations with unread badges that clear when opened and a header
 * count; a thread with quick replies, a message box named only by its placeholder, a Send button disabled while it is
 * empty, a reply that comes a moment later; a "Conversation options" menu with Archive and Block (confirmed in a
 * dialog); offer cards that all have Accept, Decline and Counter-offer (accepting one declines the other for the same
 * item), a counter-offer dialog with a range; a postage label in an iframe; a safety tip in an open shadow root.
 */

import { doc, frame } from '../../page';
import { SWAP_HEADER } from './swap-browse';

const CONVS = [
  {
    id: 'C1',
    name: 'Jess M.',
    item: 'Brompton folding bike bag',
    unread: 2,
    msgs: [
      ['them', "Hi! Yes, it's still available."],
      ['me', 'Great, could I collect it this weekend?'],
      ['them', 'Is Saturday at 11 OK?'],
    ],
  },
  {
    id: 'C2',
    name: 'Omar K.',
    item: 'Your Carrera mountain bike',
    unread: 1,
    msgs: [['them', 'Would you take £150 for the bike?']],
  },
  {
    id: 'C3',
    name: 'Dev P.',
    item: 'Your Carrera mountain bike',
    unread: 0,
    msgs: [
      ['them', 'Is the bike still available?'],
      ['me', 'Yes it is!'],
    ],
  },
  {
    id: 'C4',
    name: 'Lena W.',
    item: 'Your pine bookshelf',
    unread: 0,
    msgs: [
      ['them', "Paid! £28.99 including postage. Can't wait."],
      ['me', "Thanks Lena, I'll post it tomorrow."],
    ],
  },
];

const OFFERS = [
  ['O1', 'Omar K.', 150, 'Carrera mountain bike', 200],
  ['O2', 'Dev P.', 170, 'Carrera mountain bike', 200],
] as const;

const LABEL = `<!doctype html><html><body style="font:13px system-ui;margin:8px">
<div style="border:2px dashed #333;padding:8px"><strong>Royal Mail Tracked 48</strong><br>Ship to: Lena Wright, 12 Ash Grove, Manchester M21 9PQ<br>Tracking number: SW 4410 2291 GB</div>
<p><button type="button" id="print">Print label</button> <label><input type="checkbox" id="posted"> I've posted it</label></p>
<p id="done"></p>
<script>
window.printed = false;
document.getElementById('print').onclick = function () { window.printed = true; document.getElementById('done').textContent = 'Label sent to your printer.'; };
document.getElementById('posted').onchange = function () { document.getElementById('done').textContent = this.checked ? 'Lena has been told the bookshelf is on its way.' : ''; parent.swapPosted = this.checked; };
</script></body></html>`;

export const swapInbox = doc(
  'Inbox - Swapsy',
  `${SWAP_HEADER}
<main style="max-width:1100px">
  <h1>Inbox</h1>
  <safety-tip></safety-tip>
  <div role="tablist" aria-label="Inbox">
    <button type="button" role="tab" id="t-msg" aria-controls="p-msg" aria-selected="true">Messages</button>
    <button type="button" role="tab" id="t-off" aria-controls="p-off" aria-selected="false">Offers (2)</button>
  </div>
  <div role="tabpanel" id="p-msg" aria-labelledby="t-msg" style="display:grid;grid-template-columns:300px 1fr;gap:12px">
    <nav aria-label="Conversations" id="convs"></nav>
    <section class="box" id="thread" aria-labelledby="th-title">
      <p id="empty">Choose a conversation to read it.</p>
      <div id="th" hidden>
        <div class="line"><h2 id="th-title" style="margin:0"></h2>
          <span class="pop" style="margin-left:auto"><button type="button" id="opts" aria-label="Conversation options" aria-haspopup="menu" aria-controls="opts-menu" aria-expanded="false">⋯</button></span></div>
        <p class="note" id="th-item"></p>
        <div id="log" role="log"></div>
        <p class="note" id="typing" hidden></p>
        <div id="label-box" hidden><h3>Postage label</h3>${frame('Postage label', LABEL, 150)}</div>
        <div class="line" id="quick"><button type="button" class="qr">Yes, still available</button><button type="button" class="qr">Can you collect?</button><button type="button" class="qr">Sorry, it's sold</button></div>
        <textarea id="text" rows="2" style="width:100%;margin-top:6px" placeholder="Write a message…"></textarea>
        <button type="button" class="main" id="send" disabled>Send</button>
      </div>
    </section>
  </div>
  <div role="tabpanel" id="p-off" aria-labelledby="t-off" hidden><div class="grid" id="offers"></div></div>
</main>
<div role="menu" id="opts-menu" hidden><button type="button" role="menuitem" id="archive">Archive conversation</button><button type="button" role="menuitem" id="block"></button></div>
<div class="shade" id="block-dlg" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="bl-title"><h2 id="bl-title"></h2><p>They won't be able to message you or see your listings.</p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="bl-yes">Block</button></div></div>
</div>
<div class="shade" id="counter-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="co-title"><h2 id="co-title"></h2>
    <div class="field"><label for="co-amount">Your counter-offer (£)</label><input id="co-amount" inputmode="decimal"></div>
    <p class="err" id="co-err" hidden></p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="co-send">Send counter-offer</button></div></div>
</div>`,
  `
window.convs = ${JSON.stringify(CONVS)};
window.offers = ${JSON.stringify(OFFERS)}.map(function (o) { return { id: o[0], name: o[1], amount: o[2], item: o[3], price: o[4], status: 'pending' }; });
window.active = null; window.blocked = []; window.archived = []; window.swapPosted = false;
var counterFor = null;
function conv(id) { return window.convs.filter(function (c) { return c.id === id; })[0]; }
function unread() { var n = window.convs.reduce(function (s, c) { return s + c.unread; }, 0); $('#unread').textContent = String(n); $('#unread').hidden = !n; }
function list() {
  $('#convs').innerHTML = window.convs.filter(function (c) { return window.archived.indexOf(c.id) < 0; }).map(function (c) {
    return '<button type="button" class="conv box" data-id="' + c.id + '" aria-current="' + (window.active === c.id) + '" style="display:block;width:100%;text-align:left"><strong>' + c.name + '</strong>' + (c.unread ? ' <span class="count">' + c.unread + '</span>' : '') + (window.blocked.indexOf(c.id) >= 0 ? ' <span class="tag">Blocked</span>' : '') + '<br><span class="note">' + c.item + '</span><br>' + c.msgs[c.msgs.length - 1][1] + '</button>';
  }).join('');
  $$('#convs .conv').forEach(function (b) { b.addEventListener('click', function () { openConv(b.dataset.id); }); });
  unread();
}
function openConv(id) {
  var c = conv(id);
  window.active = id; c.unread = 0;
  $('#empty').hidden = true; $('#th').hidden = false;
  $('#th-title').textContent = c.name; $('#th-item').textContent = c.item;
  $('#block').textContent = 'Block ' + c.name;
  $('#log').innerHTML = c.msgs.map(function (m) { return '<p class="' + m[0] + '" style="' + (m[0] === 'me' ? 'text-align:right;color:#1f5fcf' : '') + '">' + m[1] + '</p>'; }).join('');
  $('#label-box').hidden = id !== 'C4';
  var off = window.blocked.indexOf(id) >= 0;
  $('#text').disabled = off; $('#quick').hidden = off;
  $('#text').placeholder = off ? 'You blocked ' + c.name : 'Write a message…';
  $('#send').disabled = true; $('#typing').hidden = true;
  list();
}
function send(text) {
  var c = conv(window.active);
  c.msgs.push(['me', text]);
  $('#text').value = ''; $('#send').disabled = true;
  openConv(c.id);
  $('#typing').textContent = c.name + ' is typing…'; $('#typing').hidden = false;
  setTimeout(function () {
    c.msgs.push(['them', c.id === 'C1' ? 'Perfect, see you Saturday at 11!' : 'Thanks, I will get back to you.']);
    if (window.active === c.id) openConv(c.id);
  }, 1500);
}
$('#text').addEventListener('input', function () { $('#send').disabled = !$('#text').value.trim(); });
$('#send').addEventListener('click', function () { send($('#text').value.trim()); });
$$('#quick .qr').forEach(function (b) { b.addEventListener('click', function () { send(b.textContent); }); });
$('#archive').addEventListener('click', function () { closeMenus(); window.archived.push(window.active); window.active = null; $('#th').hidden = true; $('#empty').hidden = false; list(); toast('Conversation archived'); });
$('#block').addEventListener('click', function () { closeMenus(); $('#bl-title').textContent = 'Block ' + conv(window.active).name + '?'; showDialog('block-dlg'); });
$('#bl-yes').addEventListener('click', function () { window.blocked.push(window.active); hideDialog('block-dlg'); openConv(window.active); toast(conv(window.active).name + ' is blocked'); });
function renderOffers() {
  var pending = window.offers.filter(function (o) { return o.status === 'pending'; }).length;
  $('#t-off').textContent = 'Offers (' + pending + ')';
  $('#offers').innerHTML = window.offers.map(function (o) {
    var st = o.status === 'pending' ? '<div class="line"><button type="button" class="main accept">Accept</button><button type="button" class="decline">Decline</button><button type="button" class="counter">Counter-offer</button></div>' : '<p class="state"><strong>' + o.status + '</strong></p>';
    return '<article class="card offer" data-id="' + o.id + '"><h3>' + o.name + ' offered £' + o.amount + '</h3><p>for your ' + o.item + ' (asking £' + o.price + ')</p>' + st + '</article>';
  }).join('');
  $$('.offer').forEach(function (card) {
    var o = window.offers.filter(function (x) { return x.id === card.dataset.id; })[0];
    $$('.accept', card).forEach(function (b) { b.addEventListener('click', function () {
      o.status = 'Accepted';
      window.offers.forEach(function (x) { if (x !== o && x.item === o.item && x.status === 'pending') x.status = 'Declined automatically (you accepted another offer)'; });
      renderOffers(); toast('You accepted ' + o.name + "'s offer of £" + o.amount);
    }); });
    $$('.decline', card).forEach(function (b) { b.addEventListener('click', function () { o.status = 'Declined'; renderOffers(); }); });
    $$('.counter', card).forEach(function (b) { b.addEventListener('click', function () { counterFor = o; $('#co-title').textContent = 'Counter ' + o.name + "'s offer of £" + o.amount; $('#co-amount').value = ''; $('#co-err').hidden = true; showDialog('counter-dlg'); }); });
  });
}
$('#co-send').addEventListener('click', function () {
  var a = Number($('#co-amount').value.replace('£', ''));
  var bad = !(a > counterFor.amount && a < counterFor.price);
  $('#co-err').textContent = 'Enter an amount between £' + (counterFor.amount + 1) + ' and £' + (counterFor.price - 1);
  $('#co-err').hidden = !bad;
  if (bad) return;
  counterFor.status = 'You countered with £' + a; counterFor.counter = a;
  hideDialog('counter-dlg'); renderOffers();
});
class SafetyTip extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.dismissed = false;
    root.innerHTML = '<style>aside{background:#eaf7ef;border:1px solid #9ccfae;border-radius:8px;padding:8px 12px;margin-bottom:10px;display:flex;gap:10px;align-items:center}button{font:inherit;padding:3px 10px}</style>' +
      '<aside aria-label="Safety tip"><span>Stay safe: never pay by bank transfer before you have seen the item.</span><a href="#safety">Read more safety tips</a><button type="button" id="ok">Got it</button></aside>';
    root.getElementById('ok').addEventListener('click', function () { self.dismissed = true; root.querySelector('aside').hidden = true; });
  }
}
customElements.define('safety-tip', SafetyTip);
list(); renderOffers();
if (query.get('c')) openConv(query.get('c'));
if (query.get('tab') === 'offers') $('#t-off').click();
`,
);
