/**
 * Packwell Removals' move page for a signed-in customer (Jordan Reyes, move PK-30917 on Friday 26 March 2027): an
 * account menu, tabs: Overview (a crew banner that loads late above the details, Change date answered late and
 * refusing Sundays, the next two days and a fully booked Saturday, Cancel move refused late with an alert, a texts
 * switch, a van tracker in a shadow root loaded late, accordions), Inventory (a searchable, filterable table of 26
 * items, 8 a page, with Edit and Remove in each row; removing an item priced into the quote refused late; an add/edit
 * dialog; an Undo toast), Crew (cards with Message and View profile in each, a star rating of the survey visit) and
 * Documents (a table with Download in each row, an agreement to sign in an iframe).
 */
import { doc, frame, starRating } from '../../page';
import { SHARED_JS } from './shared';

// name, room, quantity, fragile, priced into the quote
type Item = [string, string, number, boolean, boolean];
export const ITEMS: Item[] = [
  ['Fridge freezer', 'Kitchen', 1, false, true],
  ['Washing machine', 'Kitchen', 1, false, true],
  ['Kitchen boxes', 'Kitchen', 8, false, false],
  ['Microwave', 'Kitchen', 1, false, false],
  ['Dining table', 'Kitchen', 1, false, false],
  ['Dining chairs', 'Kitchen', 4, false, false],
  ['Sofa (3-seater)', 'Living room', 1, false, true],
  ['Armchair', 'Living room', 1, false, false],
  ['Television (55 inch)', 'Living room', 1, true, false],
  ['Bookcase', 'Living room', 2, false, false],
  ['Coffee table', 'Living room', 1, false, false],
  ['Floor lamp', 'Living room', 1, true, false],
  ['Double bed', 'Bedroom 1', 1, false, true],
  ['Wardrobe', 'Bedroom 1', 1, false, true],
  ['Chest of drawers', 'Bedroom 1', 1, false, false],
  ['Bedside tables', 'Bedroom 1', 2, false, false],
  ['Full-length mirror', 'Bedroom 1', 1, true, false],
  ['Single bed', 'Bedroom 2', 1, false, true],
  ['Desk', 'Bedroom 2', 1, false, false],
  ['Office chair', 'Bedroom 2', 1, false, false],
  ['Book boxes', 'Bedroom 2', 5, false, false],
  ['Bathroom boxes', 'Bathroom', 2, false, false],
  ['Christmas decorations', 'Loft', 3, true, false],
  ['Suitcases', 'Loft', 3, false, false],
  ['Garden table', 'Garden', 1, false, false],
  ['Garden chairs', 'Garden', 4, false, false],
];

// name, role, years, languages, note
const CREW: [string, string, number, string, string][] = [
  ['Dave Kowalski', 'Driver and team lead', 12, 'English, Polish', 'Drives the lorry and leads the team on the day.'],
  ['Kasia Nowak', 'Porter', 4, 'English, Polish', 'Wraps and carries furniture.'],
  ['Leon Grant', 'Porter', 2, 'English', 'Takes beds and wardrobes apart and puts them back together.'],
  ['Amir Haddad', 'Packer', 7, 'English, Arabic', 'Packs kitchens and anything fragile.'],
];

const ROOMS = ['Kitchen', 'Living room', 'Bedroom 1', 'Bedroom 2', 'Bathroom', 'Loft', 'Garden'];

const SIGN_FORM = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Sign your moving agreement</h3>
<p style="margin:4px 0">By signing you agree to the terms of service for move PK-30917.</p>
<p style="margin:4px 0"><label for="s-name">Full name</label><br><input id="s-name" placeholder="Type your full name" style="width:240px"></p>
<p style="margin:4px 0"><label><input type="checkbox" id="s-terms"> I've read the terms of service</label></p>
<button type="button" id="s-go">Sign agreement</button>
<p id="s-msg" role="status"></p>
<script>
window.signed = null;
document.getElementById('s-go').addEventListener('click', function () {
  var m = document.getElementById('s-msg'), n = document.getElementById('s-name').value.trim();
  if (!n) { m.textContent = 'Type your full name to sign'; return; }
  if (n.toLowerCase() !== 'jordan reyes') { m.textContent = 'The name must match the booking: Jordan Reyes'; return; }
  if (!document.getElementById('s-terms').checked) { m.textContent = "Tick the box to say you've read the terms"; return; }
  m.textContent = 'Signing…';
  setTimeout(function () { window.signed = n; m.textContent = 'Signed by ' + n + ' on Tuesday 9 March 2027'; }, 800);
});
</script></body></html>`;

const BAR = `<header class="bar"><span class="logo">Packwell Removals</span><nav aria-label="Main"><a href="/removals/quote">Get a quote</a><a href="/removals/move">Manage my move</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Jordan Reyes ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-details">Account details</button><button type="button" role="menuitem" id="mi-refer">Refer a friend</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const tab = (id: string, label: string, on = false) =>
  `<button type="button" role="tab" id="t-${id}" aria-controls="p-${id}" aria-selected="${on}">${label}</button>`;
const acc = (id: string, head: string, text: string) =>
  `<h3 style="margin:6px 0"><button type="button" data-acc id="${id}" aria-expanded="false" aria-controls="${id}-p">${head}</button></h3><div id="${id}-p" hidden><p>${text}</p></div>`;

export const move = doc(
  'Your move - Packwell Removals',
  `${BAR}
<main>
  <p class="good" id="welcome" role="status"></p>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Your move PK-30917</h1>
  <div role="tablist" aria-label="Your move">${tab('overview', 'Overview', true)}${tab('inventory', 'Inventory')}${tab('crew', 'Crew')}${tab('docs', 'Documents')}</div>
  <div role="tabpanel" id="p-overview" aria-labelledby="t-overview">
    <div id="banner"></div>
    <div style="display:grid;grid-template-columns:3fr 2fr;gap:12px">
      <section class="box" aria-labelledby="det-h"><h2 id="det-h" style="margin-top:0">Move details</h2>
        <dl class="pairs"><dt>Moving date</dt><dd id="mv-date">Friday 26 March 2027</dd><dt>Crew arrives</dt><dd>08:00–09:00</dd><dt>From</dt><dd>14 Kirkstall Road, Leeds LS4 2AB (2nd floor, no lift)</dd><dt>To</dt><dd>3 Orchard Close, Harrogate HG2 7QT</dd><dt>Vehicle</dt><dd>7.5-tonne lorry</dd><dt>Crew</dt><dd>3 movers</dd><dt>Price</dt><dd>£845</dd><dt>Deposit paid</dt><dd>£150</dd><dt>Balance</dt><dd>£695, due on the day</dd></dl>
        <div class="line" style="margin-top:8px"><button type="button" class="main" id="change">Change date</button><button type="button" class="warn" id="cancel">Cancel move</button></div>
        <div class="line" style="margin-top:8px"><button type="button" role="switch" id="sw-text" aria-checked="false" aria-labelledby="sw-text-l"></button><span id="sw-text-l">Text me updates on the day</span></div>
      </section>
      <div><van-tracker id="tracker"></van-tracker>
        <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Questions</h2>
          ${acc('acc-wont', "What won't you move?", 'Paint, gas bottles, fuel and anything flammable. We also leave pot plants in winter.')}
          ${acc('acc-beds', 'Will you take beds apart?', 'Only if you booked Dismantle and rebuild furniture (£90). Otherwise please have beds apart before we arrive.')}
          ${acc('acc-rain', 'What if it rains?', 'We wrap sofas and mattresses in waterproof covers and lay floor protectors at both homes.')}
        </section></div>
    </div>
  </div>
  <div role="tabpanel" id="p-inventory" aria-labelledby="t-inventory" hidden>
    <p class="note">You can change your inventory until Wednesday 24 March.</p>
    <div class="line" style="margin-bottom:8px"><input id="i-q" type="search" placeholder="Search items" style="width:220px">
      <label for="i-room">Room</label><select id="i-room"><option value="">All rooms</option>${ROOMS.map((r) => `<option>${r}</option>`).join('')}</select>
      <button type="button" class="main" id="i-add">Add item</button></div>
    <p id="i-count" role="status"></p>
    <table><thead><tr><th>Item</th><th>Room</th><th>Quantity</th><th>Notes</th><th></th></tr></thead><tbody id="i-rows"></tbody></table>
    <nav class="pager" aria-label="Inventory pages"><button type="button" id="i-prev">Previous</button><span id="i-of"></span><button type="button" id="i-next">Next</button></nav>
    <p class="err" id="inv-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-crew" aria-labelledby="t-crew" hidden>
    <div class="grid" id="crew"></div>
    <section class="box" aria-labelledby="fb-h"><h2 id="fb-h" style="margin-top:0">How was your survey visit?</h2>
      <p class="note">Kasia visited on Thursday 4 March to check what you're moving.</p>
      ${starRating('Rate your survey visit', 'survey')}
      <div class="field"><label for="fb-text">Anything to add?</label><textarea id="fb-text" rows="2" placeholder="Optional" style="width:100%"></textarea></div>
      <p class="err" id="fb-err" role="alert"></p><button type="button" id="fb-send">Send feedback</button></section>
  </div>
  <div role="tabpanel" id="p-docs" aria-labelledby="t-docs" hidden>
    <table><thead><tr><th>Document</th><th>Added</th><th></th></tr></thead><tbody id="d-rows">
      <tr data-d="quote"><th scope="row">Quote PK-30917</th><td>2 Mar 2027</td><td><button type="button" class="dl">Download</button></td></tr>
      <tr data-d="terms"><th scope="row">Terms of service</th><td>2 Mar 2027</td><td><button type="button" class="dl">Download</button></td></tr>
      <tr data-d="guide"><th scope="row">Packing guide</th><td>3 Mar 2027</td><td><button type="button" class="dl">Download</button></td></tr>
    </tbody></table>
    <section class="box" aria-labelledby="sign-h" style="margin-top:12px"><h2 id="sign-h" style="margin-top:0">Agreement</h2>${frame('Sign your agreement', SIGN_FORM, 220)}</section>
  </div>
</main>
<div class="shade" id="dlg-date" hidden><div role="dialog" aria-modal="true" aria-labelledby="dt-h"><h2 id="dt-h" style="margin-top:0">Change your moving date</h2>
  <div class="field"><label for="dt-new">New moving date</label><input id="dt-new" type="date"></div>
  <p class="err" id="dt-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dt-go">Confirm new date</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h" aria-describedby="cx-d"><h2 id="cx-h" style="margin-top:0">Cancel your move?</h2><p id="cx-d">You'll lose your £150 deposit.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep my move</button><button type="button" class="warn" id="cx-go">Cancel move</button></div></div></div>
<div class="shade" id="dlg-item" hidden><div role="dialog" aria-modal="true" aria-labelledby="it-h"><h2 id="it-h" style="margin-top:0">Add an item</h2>
  <div class="field"><label for="it-name">Item</label><input id="it-name" placeholder="e.g. Bookcase" style="width:100%"></div>
  <div class="line"><div class="field"><label for="it-room">Room</label><select id="it-room">${ROOMS.map((r) => `<option>${r}</option>`).join('')}</select></div>
  <div class="field"><label for="it-qty">Quantity</label><input id="it-qty" type="number" min="1" max="50" value="1" style="width:80px"></div></div>
  <label><input type="checkbox" id="it-fragile"> Fragile</label>
  <p class="err" id="it-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="it-save">Save item</button></div></div></div>
<div class="shade" id="dlg-msg" hidden><div role="dialog" aria-modal="true" aria-labelledby="ms-h"><h2 id="ms-h" style="margin-top:0">Message</h2>
  <div class="field"><label for="ms-text">Message</label><textarea id="ms-text" rows="3" placeholder="Write a message" style="width:100%"></textarea></div><p class="err" id="ms-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ms-send">Send</button></div></div></div>
<div class="shade" id="dlg-profile" hidden><div role="dialog" aria-modal="true" aria-labelledby="pf-h"><h2 id="pf-h" style="margin-top:0">Profile</h2><p id="pf-body"></p><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${SHARED_JS}${moveScript()}`,
);

function moveScript(): string {
  return `
window.items = ${JSON.stringify(ITEMS)}.map(function (x, i) { return { n: i, name: x[0], room: x[1], qty: x[2], fragile: x[3], quoted: x[4] }; });
window.crew = ${JSON.stringify(CREW)}.map(function (c) { return { name: c[0], role: c[1], years: c[2], langs: c[3], note: c[4] }; });
window.ipage = 1; window.moveDate = '2027-03-26'; window.cancelled = false; window.removed = []; window.messaged = []; window.downloads = []; window.feedback = null; window.profile = null; window.texts = false;
var editing = null, talking = null;
function first(name) { return name.split(' ')[0]; }
function ilist() { var t = $('#i-q').value.trim().toLowerCase(), r = $('#i-room').value; return window.items.filter(function (x) { return (!t || x.name.toLowerCase().indexOf(t) >= 0) && (!r || x.room === r); }); }
function irows() {
  var all = ilist(), pages = Math.max(1, Math.ceil(all.length / 8)); if (window.ipage > pages) window.ipage = pages;
  var pieces = window.items.reduce(function (n, x) { return n + x.qty; }, 0);
  $('#i-count').textContent = window.items.length + ' items · ' + pieces + ' pieces' + (all.length !== window.items.length ? ' · ' + all.length + ' shown' : '');
  $('#i-rows').innerHTML = all.slice((window.ipage - 1) * 8, window.ipage * 8).map(function (x) {
    return '<tr data-n="' + x.n + '"><th scope="row">' + x.name + '</th><td>' + x.room + '</td><td>' + x.qty + '</td><td>' + (x.fragile ? '<span class="tag">Fragile</span>' : '') + '</td><td><div class="line"><button type="button" class="ed">Edit</button><button type="button" class="del">Remove</button></div></td></tr>';
  }).join('') || '<tr><td colspan="5">No items match.</td></tr>';
  $('#i-of').textContent = 'Page ' + window.ipage + ' of ' + pages; $('#i-prev').disabled = window.ipage === 1; $('#i-next').disabled = window.ipage === pages;
}
function item(n) { return window.items.filter(function (x) { return x.n === n; })[0]; }
$('#i-q').addEventListener('input', function () { window.ipage = 1; irows(); });
$('#i-room').addEventListener('change', function () { window.ipage = 1; irows(); });
$('#i-prev').addEventListener('click', function () { window.ipage -= 1; irows(); });
$('#i-next').addEventListener('click', function () { window.ipage += 1; irows(); });
function openItem(x) {
  editing = x; $('#it-h').textContent = x ? 'Edit ' + x.name : 'Add an item'; $('#it-err').textContent = '';
  $('#it-name').value = x ? x.name : ''; $('#it-room').value = x ? x.room : 'Kitchen'; $('#it-qty').value = x ? String(x.qty) : '1'; $('#it-fragile').checked = x ? x.fragile : false;
  showDialog('dlg-item');
}
$('#i-add').addEventListener('click', function () { openItem(null); });
$('#it-save').addEventListener('click', function () {
  var name = $('#it-name').value.trim(), qty = Number($('#it-qty').value);
  if (!name) { $('#it-err').textContent = 'Enter the item'; return; }
  if (!qty || qty < 1 || qty > 50 || Math.floor(qty) !== qty) { $('#it-err').textContent = 'Quantity must be a whole number from 1 to 50'; return; }
  var x = editing || { n: window.items.length, quoted: false };
  x.name = name; x.room = $('#it-room').value; x.qty = qty; x.fragile = $('#it-fragile').checked;
  if (!editing) window.items.push(x);
  hideDialog('dlg-item'); irows(); quick(editing ? x.name + ' updated' : x.name + ' added to your inventory');
});
$('#i-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-n]'); if (!tr) return; var x = item(Number(tr.dataset.n)); $('#inv-err').textContent = '';
  if (e.target.closest('.ed')) openItem(x);
  if (e.target.closest('.del')) {
    var b = e.target.closest('.del'); b.disabled = true;
    setTimeout(function () {
      b.disabled = false;
      if (x.quoted) { $('#inv-err').textContent = 'The ' + x.name.toLowerCase() + ' is priced into your quote. Call us on 0113 496 0123 to take it off.'; return; }
      var i = window.items.indexOf(x); window.items.splice(i, 1); window.removed.push(x.name); irows();
      quick(x.name + ' removed', 'Undo', function () { window.items.splice(i, 0, x); window.removed.pop(); irows(); });
    }, 600);
  }
});
function crewCards() {
  $('#crew').innerHTML = window.crew.map(function (c, i) {
    return '<article class="card" data-i="' + i + '" aria-labelledby="c-' + i + '"><h3 id="c-' + i + '" style="margin:0">' + c.name + '</h3><p style="margin:2px 0">' + c.role + '</p><p class="note" style="margin:2px 0">' + c.years + (c.years === 1 ? ' year' : ' years') + ' with Packwell</p><div class="line"><button type="button" class="msg">Message</button><button type="button" class="pf">View profile</button></div></article>';
  }).join('');
}
$('#crew').addEventListener('click', function (e) {
  var card = e.target.closest('[data-i]'); if (!card) return; var c = window.crew[Number(card.dataset.i)];
  if (e.target.closest('.msg')) { talking = c; $('#ms-h').textContent = 'Message ' + first(c.name); $('#ms-text').value = ''; $('#ms-err').textContent = ''; showDialog('dlg-msg'); }
  if (e.target.closest('.pf')) { window.profile = c.name; $('#pf-h').textContent = c.name; $('#pf-body').textContent = c.role + '. ' + c.note + ' Speaks ' + c.langs + '.'; showDialog('dlg-profile'); }
});
$('#ms-send').addEventListener('click', function () {
  var t = $('#ms-text').value.trim(); if (!t) { $('#ms-err').textContent = 'Write a message first'; return; }
  window.messaged.push({ to: talking.name, text: t }); hideDialog('dlg-msg'); quick('Message sent to ' + first(talking.name));
});
$('#fb-send').addEventListener('click', function () {
  var n = Number($('#survey').dataset.value); if (!n) { $('#fb-err').textContent = 'Choose a star rating'; return; }
  $('#fb-err').textContent = ''; window.feedback = { stars: n, text: $('#fb-text').value.trim() }; quick('Thanks for your feedback');
});
$('#d-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !e.target.closest('.dl')) return;
  window.downloads.push(tr.dataset.d); quick('Downloading ' + tr.querySelector('th').textContent + '.pdf');
});
$('#change').addEventListener('click', function () { $('#dt-new').value = ''; $('#dt-err').textContent = ''; showDialog('dlg-date'); });
$('#dt-go').addEventListener('click', function () {
  var d = $('#dt-new').value, b = this; $('#dt-err').textContent = '';
  if (!d) { $('#dt-err').textContent = 'Choose a new date'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/removals/api/move-date', { method: 'POST', body: JSON.stringify({ date: d }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm new date';
    if (!r.ok) { $('#dt-err').textContent = r.error; return; }
    window.moveDate = d; $('#mv-date').textContent = longDate(d); hideDialog('dlg-date'); quick('Your move is now on ' + longDate(d));
  });
});
$('#cancel').addEventListener('click', function () { showDialog('dlg-cancel'); });
$('#cx-go').addEventListener('click', function () {
  var b = this; b.disabled = true;
  setTimeout(function () { b.disabled = false; hideDialog('dlg-cancel'); $('#page-err').textContent = "Moves less than 21 days away can't be cancelled online. Call us on 0113 496 0123."; }, 800);
});
$('#sw-text').addEventListener('flip', function () { window.texts = this.getAttribute('aria-checked') === 'true'; });
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus();
  if (m.id === 'mi-out') location.href = '/removals/signin?out=1';
  if (m.id === 'mi-details') quick('Jordan Reyes · jordan.reyes@example.com · 07700 900318');
  if (m.id === 'mi-refer') { window.referred = true; quick('Your referral code is JORDAN25. Friends get £25 off their move.'); }
}); });
customElements.define('van-tracker', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff7ec;border:1px solid #f0d2a8;border-radius:8px;padding:10px 14px;margin-bottom:12px}dl{display:grid;grid-template-columns:110px 1fr;gap:2px 10px;margin:6px 0}dd{margin:0;font-weight:600}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Track your lorry</h2><p id="st">Connecting…</p><dl id="nums" hidden><dt>Lorry</dt><dd>LK21 PKW</dd><dt>Where</dt><dd id="where">At the Leeds depot</dd><dt>Status</dt><dd>Tracking starts at 07:00 on Friday 26 March</dd></dl><div id="btns" hidden><button type="button" id="refresh">Refresh</button> <button type="button" id="share">Share tracking link</button></div>';
    var r = function (x) { return root.querySelector(x); };
    setTimeout(function () { r('#st').textContent = 'Last updated 06:45'; r('#nums').hidden = false; r('#btns').hidden = false; }, 1300);
    r('#refresh').addEventListener('click', function () { r('#st').textContent = 'Updated just now'; });
    r('#share').addEventListener('click', function () { window.shared = true; r('#st').textContent = 'Tracking link copied'; });
  }
});
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Jordan';
if (query.get('room')) $('#i-room').value = query.get('room');
if (query.get('q')) $('#i-q').value = query.get('q');
irows(); crewCards();
setTimeout(function () { $('#banner').innerHTML = '<section class="box" id="crew-banner" style="background:#eaf6ee"><strong>Your crew is confirmed.</strong> Dave, Kasia and Leon will arrive between 08:00 and 09:00.</section>'; }, 1000);
var TABS = { inventory: '#t-inventory', crew: '#t-crew', docs: '#t-docs' };
if (TABS[query.get('tab')]) $(TABS[query.get('tab')]).click();
`;
}
