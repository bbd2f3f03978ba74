/**
 * Oakmere Hall's planner for a signed-in couple (Priya Shah and Tom Hale, Saturday 18 September 2027, the Great
 * Barn): an account menu, a budget meter in a shadow root loaded late, and tabs: Guests (a coordinator's note that
 * loads late above a searchable, filterable, paged table with Edit, Remind and Remove in each row; reminders answered
 * late, one refused for a guest without an email; an add/edit dialog; a remove confirmation with Undo), Suppliers
 * (cards with Message and Rate in each; rating refused late for suppliers not booked), Timeline (accordions), Payments
 * (a table with Receipt and Set reminder, a card form in an iframe) and Settings (switches, an RSVP deadline, a
 * reminder slider, Save answered late and refused for a deadline after final numbers are due).
 */
import { doc, frame, starRating } from '../../page';
import { SHARED_JS } from './shared';

// first, last, side, rsvp (A attending, D declined, W awaiting), meal, email
type Guest = [string, string, 'Priya' | 'Tom', 'A' | 'D' | 'W', string, string];
export const GUESTS: Guest[] = [
  ['Ana', 'Costa', 'Priya', 'A', 'Fish', 'ana.costa@example.com'],
  ['Ben', 'Hale', 'Tom', 'A', 'Beef', 'ben.hale@example.com'],
  ['Carys', 'Hughes', 'Priya', 'A', 'Vegetarian', 'carys.h@example.com'],
  ['Dev', 'Shah', 'Priya', 'A', 'Beef', 'dev.shah@example.com'],
  ['Edith', 'Marlow', 'Tom', 'W', '', ''],
  ['Farah', 'Siddiqui', 'Priya', 'D', '', 'farah.s@example.com'],
  ['George', 'Hale', 'Tom', 'A', 'Beef', 'george.hale@example.com'],
  ['Hana', 'Ito', 'Priya', 'W', '', 'hana.ito@example.com'],
  ['Isla', 'Murray', 'Tom', 'A', 'Fish', 'isla.murray@example.com'],
  ['Jack', 'Bell', 'Tom', 'A', 'Beef', 'jack.bell@example.com'],
  ['Kiran', 'Shah', 'Priya', 'A', 'Vegetarian', 'kiran.shah@example.com'],
  ['Leo', 'Hale', 'Tom', 'D', '', 'leo.hale@example.com'],
  ['Maya', 'Patel', 'Priya', 'A', 'Vegetarian', 'maya.patel@example.com'],
  ['Noah', 'Green', 'Tom', 'W', '', 'noah.green@example.com'],
  ['Olivia', 'Hale', 'Tom', 'A', 'Fish', 'olivia.hale@example.com'],
  ['Pooja', 'Shah', 'Priya', 'A', 'Vegetarian', 'pooja.shah@example.com'],
  ['Quentin', 'Fox', 'Tom', 'A', 'Beef', 'q.fox@example.com'],
  ['Rosa', 'Lima', 'Priya', 'D', '', 'rosa.lima@example.com'],
  ['Sam', 'Okafor', 'Tom', 'A', 'Beef', 'sam.okafor@example.com'],
  ['Tara', 'Singh', 'Priya', 'W', '', 'tara.singh@example.com'],
  ['Uma', 'Rao', 'Priya', 'A', 'Fish', 'uma.rao@example.com'],
  ['Victor', 'Hale', 'Tom', 'A', 'Beef', 'victor.hale@example.com'],
  ['Will', 'Turner', 'Tom', 'W', '', 'will.turner@example.com'],
  ['Xena', 'Park', 'Priya', 'A', 'Vegetarian', 'xena.park@example.com'],
  ['Yusuf', 'Ali', 'Priya', 'D', '', 'yusuf.ali@example.com'],
  ['Zoe', 'Hale', 'Tom', 'A', 'Fish', 'zoe.hale@example.com'],
  ['Arjun', 'Shah', 'Priya', 'W', '', 'arjun.shah@example.com'],
  ['Bella', 'Hale', 'Tom', 'A', "Children's meal", 'olivia.hale@example.com'],
  ['Chris', 'Dunn', 'Tom', 'W', '', 'chris.dunn@example.com'],
  ['Dina', 'Shah', 'Priya', 'A', 'Vegetarian', 'dina.shah@example.com'],
];

// name, what, status, price, my rating
type Supplier = [string, string, 'Booked' | 'Quote received' | 'Not booked', string, number];
const SUPPLIERS: Supplier[] = [
  ['Petal & Stem', 'Florist', 'Booked', '£1,450', 5],
  ['Lens & Lace', 'Photographer', 'Booked', '£1,620', 0],
  ['The Swing Setters', 'Band', 'Quote received', '£2,300', 0],
  ['Crumb Couture', 'Cake maker', 'Booked', '£420', 0],
  ['Vintage Voyages', 'Wedding cars', 'Not booked', '', 0],
  ['Night Owl Discos', 'DJ', 'Quote received', '£650', 0],
];

const TIMELINE: [string, string, string][] = [
  [
    'tl-cer',
    '13:00 Ceremony in the Walled Garden',
    'Guests arrive from 12:30. The registrar leads a 30-minute ceremony.',
  ],
  ['tl-drinks', '14:00 Drinks reception in the Orangery', 'Prosecco and canapés, with lawn games on the terrace.'],
  [
    'tl-meal',
    '16:00 Wedding breakfast in the Great Barn',
    'Three-course dinner for 120. Speeches come after the main course.',
  ],
  [
    'tl-eve',
    '19:30 Evening reception',
    'The Swing Setters play two 45-minute sets from 20:00. Evening food is at 21:30.',
  ],
  ['tl-end', '23:30 Music ends', 'Carriages at midnight. The bar closes at 23:45.'],
];

const PAY_FORM = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Pay the second instalment: £8,000</h3>
<p style="margin:4px 0"><label for="c-name">Name on card</label><br><input id="c-name" placeholder="As it appears on the card" style="width:240px"></p>
<p style="margin:4px 0"><label for="c-num">Card number</label><br><input id="c-num" inputmode="numeric" placeholder="1234 5678 9012 3456" style="width:240px"></p>
<p style="margin:4px 0"><label for="c-exp">Expiry date</label> <input id="c-exp" placeholder="MM/YY" style="width:70px"> <label for="c-cvc">Security code</label> <input id="c-cvc" placeholder="3 digits" style="width:70px"></p>
<button type="button" id="c-pay">Pay £8,000</button>
<p id="c-msg" role="status"></p>
<script>
window.paid = null;
document.getElementById('c-pay').addEventListener('click', function () {
  var m = document.getElementById('c-msg'), b = this, name = document.getElementById('c-name').value.trim(), n = document.getElementById('c-num').value.split(' ').join(''), e = document.getElementById('c-exp').value.trim(), c = document.getElementById('c-cvc').value.trim();
  if (!name) { m.textContent = 'Enter the name on the card'; return; }
  if (n.length !== 16 || isNaN(Number(n))) { m.textContent = 'Enter the 16-digit card number'; return; }
  var mm = Number(e.slice(0, 2)), yy = Number(e.slice(3, 5));
  if (e.length !== 5 || e.charAt(2) !== '/' || !mm || mm > 12 || isNaN(yy)) { m.textContent = 'Enter the expiry date as MM/YY'; return; }
  if (yy * 100 + mm < 2701) { m.textContent = 'This card has expired'; return; }
  if (c.length !== 3 || isNaN(Number(c))) { m.textContent = 'Enter the 3-digit security code'; return; }
  b.disabled = true; m.textContent = 'Processing…';
  setTimeout(function () {
    b.disabled = false;
    if (n === '4000000000000002') { m.textContent = 'Your bank declined this payment. Try another card.'; return; }
    window.paid = n.slice(-4); m.textContent = 'Payment of £8,000 received from the card ending ' + n.slice(-4) + '. Thank you.';
  }, 900);
});
</script></body></html>`;

const BAR = `<header class="bar"><span class="logo">Oakmere Hall</span><nav aria-label="Main"><a href="/venue/spaces">Spaces</a><a href="/venue/planner">Your planner</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Priya Shah ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-details">My details</button><button type="button" role="menuitem" id="mi-download">Download plan (PDF)</button><button type="button" role="menuitem" id="mi-delete">Delete my plan</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const tab = (id: string, label: string, on = false) =>
  `<button type="button" role="tab" id="t-${id}" aria-controls="p-${id}" aria-selected="${on}">${label}</button>`;
const sw = (id: string, label: string, on: boolean) =>
  `<div class="line" style="margin:6px 0"><button type="button" role="switch" id="${id}" aria-checked="${on}" aria-labelledby="${id}-l"></button><span id="${id}-l">${label}</span></div>`;

export const planner = doc(
  "Priya & Tom's planner - Oakmere Hall",
  `${BAR}
<main>
  <p class="good" id="welcome" role="status"></p>
  <p class="err" id="page-err" role="alert"></p>
  <h1>Priya &amp; Tom's wedding</h1>
  <p>Saturday 18 September 2027 · The Great Barn · <span id="days">249 days to go</span></p>
  <budget-meter id="budget"></budget-meter>
  <div role="tablist" aria-label="Planner">${tab('guests', 'Guests', true)}${tab('suppliers', 'Suppliers')}${tab('timeline', 'Timeline')}${tab('payments', 'Payments')}${tab('settings', 'Settings')}</div>
  <div role="tabpanel" id="p-guests" aria-labelledby="t-guests">
    <div id="coord"></div>
    <div class="line" style="margin-bottom:8px"><input id="g-q" type="search" placeholder="Search guests" style="width:220px">
      <label for="g-rsvp">RSVP</label><select id="g-rsvp"><option value="">All guests</option><option value="A">Attending</option><option value="D">Declined</option><option value="W">Awaiting reply</option></select>
      <button type="button" class="main" id="g-add">Add guest</button></div>
    <p id="g-count" role="status"></p>
    <table><thead><tr><th>Name</th><th>Side</th><th>RSVP</th><th>Meal</th><th>Actions</th></tr></thead><tbody id="g-rows"></tbody></table>
    <nav class="pager" aria-label="Guest pages"><button type="button" id="g-prev">Previous</button><span id="g-of"></span><button type="button" id="g-next">Next</button></nav>
    <p class="err" id="g-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-suppliers" aria-labelledby="t-suppliers" hidden><div class="grid" id="sup"></div><p class="err" id="sup-err" role="alert"></p></div>
  <div role="tabpanel" id="p-timeline" aria-labelledby="t-timeline" hidden>
    <div class="line"><button type="button" id="tl-all">Expand all</button></div>
    ${TIMELINE.map(([id, head, text]) => `<h3 style="margin:6px 0"><button type="button" data-acc id="${id}" aria-expanded="false" aria-controls="${id}-p">${head}</button></h3><div id="${id}-p" hidden><p>${text}</p></div>`).join('')}
  </div>
  <div role="tabpanel" id="p-payments" aria-labelledby="t-payments" hidden>
    <table><thead><tr><th>Payment</th><th>Due</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody id="pay-rows">
      <tr data-p="deposit"><th scope="row">Booking deposit</th><td>12 Oct 2026</td><td>£2,000</td><td>Paid</td><td><button type="button" class="rc">Receipt</button></td></tr>
      <tr data-p="catering"><th scope="row">Catering deposit</th><td>4 Jan 2027</td><td>£1,500</td><td>Paid</td><td><button type="button" class="rc">Receipt</button></td></tr>
      <tr data-p="second"><th scope="row">Second instalment</th><td>18 Mar 2027</td><td>£8,000</td><td><strong>Due</strong></td><td><button type="button" class="rm">Set reminder</button></td></tr>
      <tr data-p="final"><th scope="row">Final balance</th><td>21 Aug 2027</td><td>£12,450</td><td>Not yet due</td><td><button type="button" class="rm">Set reminder</button></td></tr>
    </tbody></table>
    <p>Paid so far: <strong>£3,500</strong> of £23,950</p>
    <section class="box" aria-labelledby="card-h"><h2 id="card-h" style="margin-top:0">Pay by card</h2>${frame('Pay by card', PAY_FORM, 250)}</section>
  </div>
  <div role="tabpanel" id="p-settings" aria-labelledby="t-settings" hidden>
    <section class="box" aria-labelledby="set-h"><h2 id="set-h" style="margin-top:0">Planner settings</h2>
      ${sw('sw-share', 'Share my planner with Tom', true)}${sw('sw-weekly', 'Weekly email summary', false)}${sw('sw-texts', 'Text me when a guest replies', false)}
      <div class="field"><label for="rsvp-by">RSVP deadline</label><input id="rsvp-by" type="date" value="2027-07-31"></div>
      <div class="field"><label for="nudge">Remind guests this many days before the deadline</label><input id="nudge" type="range" min="1" max="21" step="1" value="7"> <output id="nudge-v" for="nudge">7 days</output></div>
      <p class="err" id="set-err" role="alert"></p>
      <button type="button" class="main" id="set-save">Save settings</button>
    </section>
  </div>
</main>
<div class="shade" id="dlg-guest" hidden><div role="dialog" aria-modal="true" aria-labelledby="gd-h"><h2 id="gd-h" style="margin-top:0">Add a guest</h2>
  <div class="line"><div class="field"><label for="gd-first">First name</label><input id="gd-first" placeholder="First name"></div><div class="field"><label for="gd-last">Last name</label><input id="gd-last" placeholder="Last name"></div></div>
  <fieldset><legend>Whose guest?</legend><label><input type="radio" name="gd-side" value="Priya" checked> Priya</label> <label><input type="radio" name="gd-side" value="Tom"> Tom</label></fieldset>
  <div class="field"><label for="gd-email">Email</label><input id="gd-email" type="email" placeholder="name@example.com" style="width:100%"></div>
  <div class="line"><div class="field"><label for="gd-rsvp">RSVP</label><select id="gd-rsvp"><option value="W">Awaiting reply</option><option value="A">Attending</option><option value="D">Declined</option></select></div>
  <div class="field"><label for="gd-meal">Meal</label><select id="gd-meal"><option value="">Not chosen yet</option><option>Beef</option><option>Fish</option><option>Vegetarian</option><option>Children's meal</option></select></div></div>
  <label><input type="checkbox" id="gd-plus"> Bringing a plus-one</label>
  <p class="err" id="gd-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="gd-save">Save guest</button></div></div></div>
<div class="shade" id="dlg-remove" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="rm-h"><h2 id="rm-h" style="margin-top:0">Remove guest?</h2><p>They won't get any more reminders.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep guest</button><button type="button" class="warn" id="rm-go">Remove guest</button></div></div></div>
<div class="shade" id="dlg-msg" hidden><div role="dialog" aria-modal="true" aria-labelledby="ms-h"><h2 id="ms-h" style="margin-top:0">Message</h2>
  <div class="field"><label for="ms-text">Your message</label><textarea id="ms-text" rows="4" placeholder="Write your message" style="width:100%"></textarea></div><p class="err" id="ms-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ms-send">Send message</button></div></div></div>
<div class="shade" id="dlg-rate" hidden><div role="dialog" aria-modal="true" aria-labelledby="rt-h"><h2 id="rt-h" style="margin-top:0">Rate</h2>
  <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'rt-stars')}</div>
  <div class="field"><label for="rt-text">Review (optional)</label><textarea id="rt-text" rows="3" placeholder="What went well?" style="width:100%"></textarea></div><p class="err" id="rt-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rt-send">Submit review</button></div></div></div>
<div class="shade" id="dlg-receipt" hidden><div role="dialog" aria-modal="true" aria-labelledby="rc-h"><h2 id="rc-h" style="margin-top:0">Receipt</h2><dl class="pairs" id="rc-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${SHARED_JS}${plannerScript()}`,
);

function plannerScript(): string {
  return `
window.guests = ${JSON.stringify(GUESTS)}.map(function (g, i) { return { n: i, first: g[0], last: g[1], side: g[2], rsvp: g[3], meal: g[4], email: g[5], plus: false }; });
window.suppliers = ${JSON.stringify(SUPPLIERS)}.map(function (s) { return { name: s[0], what: s[1], status: s[2], price: s[3], rating: s[4] }; });
window.gpage = 1; window.reminded = []; window.removed = []; window.messaged = []; window.reminders = []; window.receipt = null; window.settings = null; window.menuChoice = null;
var editing = null, removing = null, talking = null, rating = null, RSVP = { A: 'Attending', D: 'Declined', W: 'Awaiting reply' };
function full(g) { return g.first + ' ' + g.last; }
function glist() {
  var t = $('#g-q').value.trim().toLowerCase(), r = $('#g-rsvp').value;
  return window.guests.filter(function (g) { return (!t || full(g).toLowerCase().indexOf(t) >= 0) && (!r || g.rsvp === r); });
}
function grows() {
  var all = glist(), pages = Math.max(1, Math.ceil(all.length / 8)); if (window.gpage > pages) window.gpage = pages;
  var n = function (k) { return window.guests.filter(function (g) { return g.rsvp === k; }).length; };
  $('#g-count').textContent = window.guests.length + ' guests · ' + n('A') + ' attending · ' + n('D') + ' declined · ' + n('W') + ' awaiting reply' + (all.length !== window.guests.length ? ' · ' + all.length + ' shown' : '');
  $('#g-rows').innerHTML = all.slice((window.gpage - 1) * 8, window.gpage * 8).map(function (g) {
    return '<tr data-n="' + g.n + '"><th scope="row">' + full(g) + (g.plus ? ' <span class="tag">+1</span>' : '') + '</th><td>' + g.side + '</td><td>' + RSVP[g.rsvp] + '</td><td>' + (g.meal || '—') + '</td><td><div class="line"><button type="button" class="ed">Edit</button><button type="button" class="rm"' + (g.rsvp === 'W' ? '' : ' disabled') + '>Remind</button><button type="button" class="del">Remove</button></div></td></tr>';
  }).join('') || '<tr><td colspan="5">No guests match.</td></tr>';
  $('#g-of').textContent = 'Page ' + window.gpage + ' of ' + pages; $('#g-prev').disabled = window.gpage === 1; $('#g-next').disabled = window.gpage === pages;
}
function guest(n) { return window.guests.filter(function (g) { return g.n === n; })[0]; }
$('#g-q').addEventListener('input', function () { window.gpage = 1; grows(); });
$('#g-rsvp').addEventListener('change', function () { window.gpage = 1; grows(); });
$('#g-prev').addEventListener('click', function () { window.gpage -= 1; grows(); });
$('#g-next').addEventListener('click', function () { window.gpage += 1; grows(); });
function openGuest(g) {
  editing = g; $('#gd-h').textContent = g ? 'Edit ' + full(g) : 'Add a guest'; $('#gd-err').textContent = '';
  $('#gd-first').value = g ? g.first : ''; $('#gd-last').value = g ? g.last : ''; $('#gd-email').value = g ? g.email : '';
  $$('input[name=gd-side]').forEach(function (r) { r.checked = r.value === (g ? g.side : 'Priya'); });
  $('#gd-rsvp').value = g ? g.rsvp : 'W'; $('#gd-meal').value = g ? g.meal : ''; $('#gd-plus').checked = g ? g.plus : false;
  showDialog('dlg-guest');
}
$('#g-add').addEventListener('click', function () { openGuest(null); });
$('#gd-save').addEventListener('click', function () {
  var f = $('#gd-first').value.trim(), l = $('#gd-last').value.trim(), em = $('#gd-email').value.trim();
  if (!f || !l) { $('#gd-err').textContent = 'Enter the guest\\'s first and last name'; return; }
  if (em && (em.indexOf('@') < 1 || em.indexOf('.') < 0)) { $('#gd-err').textContent = 'Enter an email address like name@example.com'; return; }
  if ($('#gd-rsvp').value !== 'A' && $('#gd-meal').value) { $('#gd-err').textContent = 'Only guests who are attending can choose a meal'; return; }
  var g = editing || { n: window.guests.length };
  g.first = f; g.last = l; g.email = em; g.side = $('input[name=gd-side]:checked').value; g.rsvp = $('#gd-rsvp').value; g.meal = $('#gd-meal').value; g.plus = $('#gd-plus').checked;
  if (!editing) window.guests.push(g);
  hideDialog('dlg-guest'); grows(); quick(editing ? 'Changes to ' + full(g) + ' saved' : full(g) + ' added to your guest list');
});
$('#g-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-n]'); if (!tr) return; var g = guest(Number(tr.dataset.n)); $('#g-err').textContent = '';
  if (e.target.closest('.ed')) openGuest(g);
  if (e.target.closest('.del')) { removing = g; $('#rm-h').textContent = 'Remove ' + full(g) + ' from your guest list?'; showDialog('dlg-remove'); }
  if (e.target.closest('.rm')) {
    var b = e.target.closest('.rm'); b.disabled = true; b.textContent = 'Sending…';
    setTimeout(function () {
      b.disabled = false; b.textContent = 'Remind';
      if (!g.email) { $('#g-err').textContent = "We don't have an email address for " + full(g) + '. Add one with Edit to send a reminder.'; return; }
      window.reminded.push(full(g)); quick('Reminder sent to ' + full(g));
    }, 700);
  }
});
$('#rm-go').addEventListener('click', function () {
  var g = removing, i = window.guests.indexOf(g); window.guests.splice(i, 1); window.removed.push(full(g)); hideDialog('dlg-remove'); grows();
  quick(full(g) + ' removed', 'Undo', function () { window.guests.splice(i, 0, g); window.removed.pop(); grows(); });
});
function cards() {
  $('#sup').innerHTML = window.suppliers.map(function (s, i) {
    return '<article class="card" data-i="' + i + '" aria-labelledby="s-' + i + '"><h3 id="s-' + i + '" style="margin:0">' + s.name + '</h3><p style="margin:2px 0">' + s.what + ' · <span class="tag">' + s.status + '</span>' + (s.price ? ' · ' + s.price : '') + '</p><p class="note" style="margin:2px 0">' + (s.rating ? 'Your rating: ' + s.rating + ' out of 5' : 'Not rated yet') + '</p><div class="line"><button type="button" class="msg">Message</button><button type="button" class="rate">Rate</button></div></article>';
  }).join('');
}
$('#sup').addEventListener('click', function (e) {
  var c = e.target.closest('[data-i]'); if (!c) return; var s = window.suppliers[Number(c.dataset.i)]; $('#sup-err').textContent = '';
  if (e.target.closest('.msg')) { talking = s; $('#ms-h').textContent = 'Message ' + s.name; $('#ms-text').value = ''; $('#ms-err').textContent = ''; showDialog('dlg-msg'); }
  if (e.target.closest('.rate')) {
    var b = e.target.closest('.rate'); b.disabled = true;
    setTimeout(function () {
      b.disabled = false;
      if (s.status !== 'Booked') { $('#sup-err').textContent = 'You can rate ' + s.name + " once they're booked for your day."; return; }
      rating = s; $('#rt-h').textContent = 'Rate ' + s.name; $('#rt-text').value = ''; $('#rt-err').textContent = '';
      $$('#rt-stars [role=radio]').forEach(function (x) { x.setAttribute('aria-checked', 'false'); x.classList.remove('on'); }); $('#rt-stars').dataset.value = '0';
      showDialog('dlg-rate');
    }, 600);
  }
});
$('#ms-send').addEventListener('click', function () {
  var t = $('#ms-text').value.trim(); if (!t) { $('#ms-err').textContent = 'Write a message first'; return; }
  window.messaged.push({ to: talking.name, text: t }); hideDialog('dlg-msg'); quick('Message sent to ' + talking.name);
});
$('#rt-send').addEventListener('click', function () {
  var n = Number($('#rt-stars').dataset.value); if (!n) { $('#rt-err').textContent = 'Choose a star rating'; return; }
  rating.rating = n; rating.review = $('#rt-text').value.trim(); hideDialog('dlg-rate'); cards(); quick('Thanks for rating ' + rating.name);
});
$('#tl-all').addEventListener('click', function () { $$('#p-timeline [data-acc]').forEach(function (b) { b.setAttribute('aria-expanded', 'true'); document.getElementById(b.getAttribute('aria-controls')).hidden = false; }); });
$('#pay-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  if (e.target.closest('.rc')) { window.receipt = tr.dataset.p; $('#rc-h').textContent = 'Receipt: ' + tr.querySelector('th').textContent; $('#rc-body').innerHTML = '<dt>Amount</dt><dd>' + tr.children[2].textContent + '</dd><dt>Paid on</dt><dd>' + tr.children[1].textContent + '</dd><dt>Paid with</dt><dd>Visa ending 6612</dd>'; showDialog('dlg-receipt'); }
  if (e.target.closest('.rm')) { var b = e.target.closest('.rm'); window.reminders.push(tr.dataset.p); b.textContent = 'Reminder set'; b.disabled = true; quick("We'll email you a week before " + tr.children[1].textContent); }
});
$('#nudge').addEventListener('input', function () { $('#nudge-v').textContent = this.value + (this.value === '1' ? ' day' : ' days'); });
$('#set-save').addEventListener('click', function () {
  var b = this, body = { share: $('#sw-share').getAttribute('aria-checked') === 'true', weekly: $('#sw-weekly').getAttribute('aria-checked') === 'true', texts: $('#sw-texts').getAttribute('aria-checked') === 'true', rsvpBy: $('#rsvp-by').value, nudge: Number($('#nudge').value) };
  $('#set-err').textContent = ''; b.disabled = true; b.textContent = 'Saving…';
  fetch('/venue/api/settings', { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Save settings';
    if (!r.ok) { $('#set-err').textContent = r.error; return; }
    window.settings = body; quick('Settings saved');
  });
});
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-out') location.href = '/venue/signin?out=1';
  if (m.id === 'mi-details') quick('Priya Shah · priya.shah@example.com · 07700 900461');
  if (m.id === 'mi-download') setTimeout(function () { quick('Your plan has been downloaded'); window.downloaded = true; }, 800);
  if (m.id === 'mi-delete') setTimeout(function () { $('#page-err').textContent = "You can't delete a plan with a confirmed booking. Ask Hannah, your coordinator, to cancel the booking first."; }, 700);
}); });
customElements.define('budget-meter', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#f1f7ef;border:1px solid #c4dcbc;border-radius:8px;padding:10px 14px;margin:10px 0}meter{width:260px}ul{margin:6px 0}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Budget</h2><p id="st">Loading your budget…</p><div id="body" hidden><p style="margin:4px 0"><meter min="0" max="32000" value="13490"></meter> £13,490 spent of £32,000</p><p style="margin:4px 0" id="left">£18,510 left to spend</p><button type="button" id="bd">Show breakdown</button><ul id="list" hidden><li>Venue: £6,500</li><li>Catering deposit: £1,500</li><li>Flowers: £1,450</li><li>Photography: £1,620</li><li>Cake: £420</li><li>Dress and suit: £2,000</li></ul></div>';
    var r = function (x) { return root.querySelector(x); };
    setTimeout(function () { r('#st').textContent = 'Up to date'; r('#body').hidden = false; }, 1200);
    r('#bd').addEventListener('click', function () { var open = r('#list').hidden; r('#list').hidden = !open; this.textContent = open ? 'Hide breakdown' : 'Show breakdown'; });
  }
});
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Priya';
if (query.get('q')) $('#g-q').value = query.get('q');
if (query.get('rsvp')) $('#g-rsvp').value = query.get('rsvp');
if (query.get('page')) window.gpage = Number(query.get('page'));
grows(); cards();
setTimeout(function () { $('#coord').innerHTML = '<section class="box" id="coord-note" style="background:#eef4ff"><strong>From Hannah, your coordinator:</strong> final numbers and meal choices are due by Saturday 21 August 2027.</section>'; }, 1200);
var TABS = { suppliers: '#t-suppliers', timeline: '#t-timeline', payments: '#t-payments', settings: '#t-settings' };
if (TABS[query.get('tab')]) $(TABS[query.get('tab')]).click();
`;
}
