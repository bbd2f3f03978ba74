/**
 * Brackenford Tool Library, a community library of tools to borrow: a sign-in by card number checked by the server
 * after a delay (a Show password toggle); a catalogue with a search form, category chips (aria-pressed), an Available
 * now only switch, a sort, a paged grid of tool cards with Reserve (or Join waitlist) and Details in each (two
 * identical Wallpaper steamer cards, a tool in repair with Reserve disabled, tools on loan to the member), a reserve
 * dialog (pick-up date, loan length radios, a collection point, a safety-sheet box) answered late by the server and
 * refused for closed days, a tool needing an induction, power tools for over 7 days and a fourth tool at a time; a
 * tool page with a breadcrumb, tabs, accordions and a review form with a star rating; and My account with a member
 * card in a shadow root loaded late, tabs of loans (Extend answered late, refused when someone is waiting and when
 * already extended; a Report a problem dialog), a paged history with receipts, fines with a Pay confirm alertdialog and
 * disputes refused for old fines, reminder switches and a slider, an account menu (freezing refused late) and an
 * Offer a tool form in an iframe. Toasts leave after five seconds. Today is Wednesday 16 June 2027.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2027-06-19" as "Sat 19 Jun". */
function fmt(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

// id, name, category, status (available | mine | loan | repair), until, borrowed, deposit, induction, new, waiting
type Tool = [string, string, string, string, string, number, string, boolean, boolean, number];
const TOOLS: Tool[] = [
  ['T-101', 'Hammer drill', 'Power tools', 'available', '', 61, '£20', false, false, 0],
  ['T-102', 'Cordless drill', 'Power tools', 'mine', '2027-06-18', 37, '£20', false, false, 1],
  ['T-103', 'Circular saw', 'Power tools', 'available', '', 7, '£40', true, false, 0],
  ['T-104', 'Hedge trimmer', 'Garden', 'available', '', 44, '£20', false, false, 0],
  ['T-105', 'Lawn scarifier', 'Garden', 'available', '', 15, '£30', false, true, 0],
  ['T-106', 'Wallpaper steamer', 'Decorating', 'available', '', 29, 'No deposit', false, false, 0],
  ['T-107', 'Wallpaper steamer', 'Decorating', 'available', '', 29, 'No deposit', false, false, 0],
  ['T-108', 'Tile cutter', 'Decorating', 'loan', '2027-06-19', 22, '£20', false, false, 1],
  ['T-109', 'Carpet cleaner', 'Cleaning', 'available', '', 58, '£25', false, false, 0],
  ['T-110', 'Pressure washer', 'Cleaning', 'repair', '', 40, '£30', false, false, 0],
  ['T-111', 'Socket set', 'Hand tools', 'available', '', 9, 'No deposit', false, false, 0],
  ['T-112', 'Step ladder', 'Decorating', 'mine', '2027-06-22', 27, 'No deposit', false, false, 0],
  ['T-113', 'Leaf blower', 'Garden', 'loan', '2027-06-22', 18, '£20', false, false, 0],
  ['T-114', 'Orbital sander', 'Power tools', 'available', '', 14, '£20', false, true, 0],
];
const NEWEST = ['T-114', 'T-105', 'T-113', 'T-111', 'T-103'];

const FMT = `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()]; }
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 5000); }
window.tools = ${JSON.stringify(TOOLS)}.map(function (t) { return { id: t[0], name: t[1], cat: t[2], status: t[3], until: t[4], borrowed: t[5], deposit: t[6], induction: t[7], isNew: t[8], waiting: t[9], reserved: null, onList: false }; });
function tool(id) { return window.tools.filter(function (t) { return t.id === id; })[0]; }
window.reservations = []; window.menuChoice = null;
`;

const BAR = `<header class="bar"><span class="logo">Brackenford Tool Library</span><nav aria-label="Main"><a href="/tools/catalogue">Catalogue</a><a href="/tools/account">My loans <span class="count" id="loan-count">2</span></a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Dara Okafor ▾</button></span>
<div role="menu" id="acct-menu" hidden><button type="button" role="menuitem" id="mi-account">My account</button><button type="button" role="menuitem" id="mi-freeze">Freeze membership</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

const MENU = `
$$('#acct-menu [role=menuitem]').forEach(function (m) { m.addEventListener('click', function () {
  closeMenus(); $('#page-err').textContent = ''; window.menuChoice = m.id;
  if (m.id === 'mi-account') location.href = '/tools/account';
  if (m.id === 'mi-out') location.href = '/tools/login?out=1';
  if (m.id === 'mi-freeze') setTimeout(function () { $('#page-err').textContent = "You can't freeze your membership while you have tools on loan."; }, 600);
}); });
`;

const RESERVE_DIALOG = `<div class="shade" id="dlg-res" hidden><div role="dialog" aria-modal="true" aria-labelledby="res-h"><h2 id="res-h" style="margin-top:0">Reserve</h2>
  <p class="note" id="res-sub"></p>
  <div class="field"><label for="res-date">Pick-up date</label><input id="res-date" type="date" min="2027-06-17"></div>
  <fieldset><legend>Loan length</legend><label><input type="radio" name="days" value="3"> 3 days</label> <label><input type="radio" name="days" value="7" checked> 7 days</label> <label><input type="radio" name="days" value="14"> 14 days</label></fieldset>
  <div class="field"><label for="res-from">Collect from</label><select id="res-from"><option>Brackenford Hub (Mill Street)</option><option>Eastgate Shed (Allotments)</option></select></div>
  <p><label><input type="checkbox" id="res-sheet"> I've read the safety sheet for this tool</label></p>
  <p class="err" id="res-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="res-go">Confirm reservation</button></div></div></div>`;

const RESERVE_JS = `
var reserving = null;
function openReserve(t) {
  reserving = t; $('#res-h').textContent = 'Reserve ' + t.name; $('#res-sub').textContent = 'Item ' + t.id + ' · ' + t.deposit + (t.deposit === 'No deposit' ? '' : ' deposit, paid at pick-up');
  $('#res-date').value = ''; $('#res-sheet').checked = false; $('#res-err').textContent = ''; $('input[name=days][value="7"]').checked = true; $('#res-from').selectedIndex = 0;
  showDialog('dlg-res');
}
$('#res-go').addEventListener('click', function () {
  var t = reserving, b = this, date = $('#res-date').value, days = Number($('input[name=days]:checked').value); $('#res-err').textContent = '';
  if (!date) { $('#res-err').textContent = 'Choose a pick-up date'; return; }
  if (!$('#res-sheet').checked) { $('#res-err').textContent = "Tick to confirm you've read the safety sheet"; return; }
  b.disabled = true; b.textContent = 'Reserving…';
  fetch('/tools/api/reserve', { method: 'POST', body: JSON.stringify({ id: t.id, date: date, days: days, held: 2 + window.reservations.length }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Confirm reservation';
    if (!r.ok) { $('#res-err').textContent = r.error; return; }
    var from = $('#res-from').value.split(' (')[0];
    t.reserved = { date: date, days: days, from: from }; window.reservations.push({ id: t.id, date: date, days: days, from: from });
    $('#loan-count').textContent = String(2 + window.reservations.length);
    hideDialog('dlg-res'); quick(t.name + ' reserved. Collect it from ' + from + ' on ' + fmt(date) + '.'); if (window.afterReserve) window.afterReserve(t);
  });
});
`;

function statusText(t: Tool): string {
  if (t[3] === 'mine') return `On loan to you until ${fmt(t[4])}`;
  if (t[3] === 'loan') return `On loan until ${fmt(t[4])}`;
  if (t[3] === 'repair') return 'In repair';
  return 'Available';
}

const loginPage = doc(
  'Sign in - Brackenford Tool Library',
  `<header class="bar"><span class="logo">Brackenford Tool Library</span></header>
<main style="max-width:420px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Sign in to the Tool Library</h1>
  <form id="login" novalidate>
    <div class="field"><label for="card">Library card number</label><input id="card" autocomplete="username" style="width:100%"><p class="note">Printed on the back of your card, e.g. BTL-10000</p><p class="err" id="card-err"></p></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="show" aria-pressed="false" aria-label="Show password">👁</button></div><p class="err" id="pw-err"></p></div>
    <p><label><input type="checkbox" id="remember"> Remember this device</label></p>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="#forgot">Forgotten your password?</a></div>
  </form>
  <p class="note">Not a member yet? Membership is £15 a year. <a href="#join">Join the library</a></p>
</main>`,
  `
if (query.get('out')) $('#out-msg').textContent = "You've signed out.";
$('#show').addEventListener('click', function () { var on = this.getAttribute('aria-pressed') !== 'true'; this.setAttribute('aria-pressed', String(on)); $('#pw').type = on ? 'text' : 'password'; });
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var c = $('#card').value.trim(), p = $('#pw').value; $('#card-err').textContent = ''; $('#pw-err').textContent = ''; $('#login-err').textContent = '';
  if (!c) $('#card-err').textContent = 'Enter your library card number';
  if (!p) $('#pw-err').textContent = 'Enter your password';
  if (!c || !p) return;
  var b = $('#go'); b.disabled = true; b.textContent = 'Signing in…';
  fetch('/tools/api/login', { method: 'POST', body: JSON.stringify({ card: c, password: p }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#login-err').textContent = "That card number and password don't match our records"; return; }
    window.remembered = $('#remember').checked; location.href = '/tools/catalogue';
  });
});
`,
);

const catalogue = doc(
  'Catalogue - Brackenford Tool Library',
  `${BAR}
<main>
  <h1>Catalogue</h1>
  <p class="err" id="page-err" role="alert"></p>
  <form id="find" class="line" role="search"><label for="q">Search tools</label><input id="q" type="search" style="width:240px"><button type="submit">Search</button></form>
  <div class="line" role="group" aria-label="Category" id="chips" style="margin:10px 0">${['All', 'Power tools', 'Garden', 'Decorating', 'Cleaning', 'Hand tools'].map((c) => `<button type="button" class="chip" aria-pressed="${c === 'All'}">${c}</button>`).join('')}</div>
  <div class="line"><button type="button" role="switch" id="sw-avail" aria-checked="false" aria-labelledby="sw-avail-l"></button><span id="sw-avail-l">Available now only</span>
    <label for="sort" style="margin-left:20px">Sort by</label><select id="sort"><option value="name">Name A–Z</option><option value="popular">Most borrowed</option><option value="new">Newest</option></select></div>
  <p id="count" role="status"></p>
  <div class="grid" id="cards"></div>
  <nav class="pager" aria-label="Catalogue pages"><button type="button" id="prev">Previous</button><span id="pages" class="line"></span><button type="button" id="next">Next</button></nav>
</main>
${RESERVE_DIALOG}`,
  `${FMT}${MENU}${RESERVE_JS}
window.cat = 'All'; window.page = 1; window.term = '';
var NEWEST = ${JSON.stringify(NEWEST)};
function shown() {
  var list = window.tools.filter(function (t) {
    return (window.cat === 'All' || t.cat === window.cat) && (!window.term || t.name.toLowerCase().indexOf(window.term) >= 0 || t.id.toLowerCase() === window.term) && ($('#sw-avail').getAttribute('aria-checked') !== 'true' || (t.status === 'available' && !t.reserved));
  });
  var s = $('#sort').value;
  list.sort(function (a, b) {
    if (s === 'popular') return b.borrowed - a.borrowed || a.id.localeCompare(b.id);
    if (s === 'new') { var ia = NEWEST.indexOf(a.id), ib = NEWEST.indexOf(b.id); return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id); }
    return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
  return list;
}
function statusOf(t) {
  if (t.reserved) return 'Reserved by you · pick up ' + fmt(t.reserved.date);
  if (t.status === 'mine') return 'On loan to you until ' + fmt(t.until);
  if (t.status === 'loan') return 'On loan until ' + fmt(t.until) + (t.onList ? ' · you are on the waitlist' : '');
  if (t.status === 'repair') return 'In repair';
  return 'Available';
}
function button(t) {
  if (t.reserved) return '<button type="button" disabled>Reserved</button>';
  if (t.status === 'loan') return t.onList ? '<button type="button" disabled>On the waitlist</button>' : '<button type="button" class="wait">Join waitlist</button>';
  return '<button type="button" class="main res"' + (t.status === 'available' ? '' : ' disabled') + '>Reserve</button>';
}
function render() {
  var all = shown(), pages = Math.max(1, Math.ceil(all.length / 6)); if (window.page > pages) window.page = pages;
  var first = (window.page - 1) * 6, list = all.slice(first, first + 6);
  $('#count').textContent = all.length ? 'Showing ' + (first + 1) + '–' + (first + list.length) + ' of ' + all.length + ' tools' : 'No tools match your search';
  $('#cards').innerHTML = list.map(function (t) {
    var tags = (t.induction ? ' <span class="tag">Induction needed</span>' : '') + (t.isNew ? ' <span class="tag">New</span>' : '');
    return '<article class="card" data-id="' + t.id + '" aria-labelledby="h-' + t.id + '"><h3 id="h-' + t.id + '" style="margin:0">' + t.name + '</h3><p class="note">Item ' + t.id + ' · ' + t.cat + '</p><p class="status">' + statusOf(t) + '</p><p>Borrowed ' + t.borrowed + ' times · ' + (t.deposit === 'No deposit' ? 'No deposit' : t.deposit + ' deposit') + tags + '</p><div class="line">' + button(t) + '<a class="button" href="/tools/item?id=' + t.id + '">Details</a></div></article>';
  }).join('');
  var p = ''; for (var i = 1; i <= pages; i++) p += '<button type="button" class="pg" data-p="' + i + '" aria-label="Page ' + i + '"' + (i === window.page ? ' aria-current="page"' : '') + '>' + i + '</button>';
  $('#pages').innerHTML = p; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
window.afterReserve = function () { render(); };
$('#find').addEventListener('submit', function (e) { e.preventDefault(); window.term = $('#q').value.trim().toLowerCase(); window.page = 1; render(); });
$('#chips').addEventListener('click', function (e) { var c = e.target.closest('.chip'); if (!c) return; $$('.chip').forEach(function (x) { x.setAttribute('aria-pressed', String(x === c)); }); window.cat = c.textContent; window.page = 1; render(); });
$('#sw-avail').addEventListener('flip', function () { window.page = 1; render(); });
$('#sort').addEventListener('change', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#pages').addEventListener('click', function (e) { var b = e.target.closest('.pg'); if (b) { window.page = Number(b.dataset.p); render(); } });
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var t = tool(card.dataset.id);
  if (e.target.closest('.res')) openReserve(t);
  if (e.target.closest('.wait')) { var b = e.target.closest('.wait'); b.disabled = true; setTimeout(function () { t.onList = true; t.waiting += 1; render(); quick("You're number " + t.waiting + ' on the waitlist for the ' + t.name); }, 500); }
});
if (query.get('cat')) { window.cat = query.get('cat'); $$('.chip').forEach(function (x) { x.setAttribute('aria-pressed', String(x.textContent === window.cat)); }); }
if (query.get('q')) { $('#q').value = query.get('q'); window.term = query.get('q').toLowerCase(); }
if (query.get('sort')) $('#sort').value = query.get('sort');
if (query.get('avail')) $('#sw-avail').setAttribute('aria-checked', 'true');
if (query.get('page')) window.page = Number(query.get('page'));
render();
if (query.get('reserve')) openReserve(tool(query.get('reserve')));
`,
);

// per tool: description, what's in the box, power, reviews [author, stars, text]
const DETAILS: Record<string, [string, string[], string, [string, number, string][]]> = {
  'T-104': [
    'A 55 cm electric hedge trimmer for garden hedges up to 2 m tall.',
    ['Hedge trimmer', 'Blade guard', '15 m extension lead'],
    'Mains electric, 500 W',
    [
      ['Priya N.', 5, 'Cut my privet in an hour. Light and sharp.'],
      ['Joe T.', 4, 'Good, but the lead is a bit short for a long garden.'],
      ['Helen W.', 3, 'Did the job; the blade guard is cracked.'],
    ],
  ],
  'T-103': [
    'A 190 mm circular saw for straight cuts in timber and sheet materials.',
    ['Circular saw', '24-tooth blade', 'Parallel guide', 'Blade key'],
    'Mains electric, 1,200 W',
    [['Marcus L.', 5, 'Clean cuts. The induction was worth doing.']],
  ],
  'T-109': [
    'An upright carpet cleaner that washes and dries carpets and stairs.',
    ['Carpet cleaner', 'Stair tool', 'Trial bottle of shampoo'],
    'Mains electric, 800 W',
    [
      ['Dara O.', 4, 'Got the mud out of the hall carpet. Empty the tank often.'],
      ['Sue B.', 5, 'Like new carpets.'],
    ],
  ],
  'T-110': [
    'A 130 bar pressure washer for patios, cars and fences.',
    ['Pressure washer', 'Lance', 'Patio cleaner head', '8 m hose'],
    'Mains electric, 1,800 W',
    [],
  ],
};

function itemPage(id: string | null): string {
  const t = TOOLS.find((x) => x[0] === id) ?? TOOLS[3]!;
  const [desc, box, power, reviews] = DETAILS[t[0]] ?? [
    `A ${t[1].toLowerCase()} from the library's ${t[2].toLowerCase()} shelf.`,
    [t[1], 'Carry case'],
    t[2] === 'Power tools' ? 'Battery or mains electric' : 'No power needed',
    [],
  ];
  const longest = t[2] === 'Power tools' ? '7 days' : '14 days';
  const reviewList = reviews
    .map(
      ([who, stars, text]) =>
        `<article class="card review"><strong>${who}</strong> · <span>${stars} out of 5</span><p style="margin:4px 0 0">${text}</p></article>`,
    )
    .join('');
  return doc(
    `${t[1]} - Brackenford Tool Library`,
    `${BAR}
<main>
  <nav aria-label="Breadcrumb" class="note"><a href="/tools/catalogue">Catalogue</a> › <a href="/tools/catalogue?cat=${encodeURIComponent(t[2])}">${t[2]}</a> › <span aria-current="page">${t[1]}</span></nav>
  <p class="err" id="page-err" role="alert"></p>
  <h1 style="margin-bottom:0">${t[1]}</h1><p class="note" style="margin-top:0">Item ${t[0]}</p>
  <section class="box"><dl class="pairs">
    <dt>Status</dt><dd id="status">${statusText(t)}</dd>
    <dt>Deposit</dt><dd>${t[6]}</dd>
    <dt>Longest loan</dt><dd>${longest}</dd>
    <dt>Borrowed</dt><dd>${t[5]} times</dd>
    <dt>Safety induction</dt><dd>${t[7] ? 'Needed (saw safety)' : 'Not needed'}</dd>
  </dl>
  <div class="line"><button type="button" class="main" id="reserve"${t[3] === 'available' ? '' : ' disabled'}>Reserve this tool</button></div></section>
  <div role="tablist" aria-label="About this tool"><button type="button" role="tab" id="t-about" aria-controls="p-about" aria-selected="true">About</button><button type="button" role="tab" id="t-safety" aria-controls="p-safety" aria-selected="false">Safety</button><button type="button" role="tab" id="t-reviews" aria-controls="p-reviews" aria-selected="false">Reviews (<span id="rev-count">${reviews.length}</span>)</button></div>
  <div role="tabpanel" id="p-about"><p>${desc}</p>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-box" aria-expanded="false" aria-controls="acc-box-p">What's in the box</button></h3>
    <div id="acc-box-p" hidden><ul>${box.map((b) => `<li>${b}</li>`).join('')}</ul></div>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-power" aria-expanded="false" aria-controls="acc-power-p">Power</button></h3>
    <div id="acc-power-p" hidden><p>${power}</p></div></div>
  <div role="tabpanel" id="p-safety" hidden><ul><li>Wear eye protection and gloves.</li><li>Unplug the tool before changing blades or heads.</li><li>Keep children and pets away while it is running.</li></ul><p><a href="#sheet">Safety sheet (PDF, 240 KB)</a></p></div>
  <div role="tabpanel" id="p-reviews" hidden><div id="reviews">${reviewList || '<p class="note" id="no-reviews">No reviews yet.</p>'}</div>
    <section class="box" aria-labelledby="wr-h"><h3 id="wr-h" style="margin-top:0">Write a review</h3>
      <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'rate')}</div>
      <div class="field"><label for="rev-text">Your review</label><textarea id="rev-text" rows="3" style="width:100%"></textarea></div>
      <p class="err" id="rev-err" role="alert"></p>
      <button type="button" id="post">Post review</button></section></div>
</main>
${RESERVE_DIALOG}`,
    `${FMT}${MENU}${RESERVE_JS}
var me = tool(${JSON.stringify(t[0])}); window.posted = null;
var BORROWED = ['T-101', 'T-102', 'T-104', 'T-106', 'T-108', 'T-109', 'T-110', 'T-111', 'T-112', 'T-113'];
$('#reserve').addEventListener('click', function () { openReserve(me); });
window.afterReserve = function (t) { $('#status').textContent = 'Reserved by you · pick up ' + fmt(t.reserved.date); $('#reserve').disabled = true; };
$('#post').addEventListener('click', function () {
  var stars = Number($('#rate').dataset.value), text = $('#rev-text').value.trim(); $('#rev-err').textContent = '';
  if (!stars) { $('#rev-err').textContent = 'Choose a star rating'; return; }
  if (text.length < 10) { $('#rev-err').textContent = 'Write at least 10 characters'; return; }
  if (BORROWED.indexOf(me.id) < 0) { $('#rev-err').textContent = "You can only review tools you've borrowed"; return; }
  window.posted = { stars: stars, text: text }; var n = $('#no-reviews'); if (n) n.remove();
  $('#reviews').insertAdjacentHTML('afterbegin', '<article class="card review"><strong>Dara O.</strong> · <span>' + stars + ' out of 5</span><p style="margin:4px 0 0"></p></article>');
  $('#reviews .review p').textContent = text; $('#rev-count').textContent = String($$('#reviews .review').length); $('#rev-text').value = ''; quick('Thanks for your review');
});
if (query.get('tab') === 'reviews') $('#t-reviews').click();
if (query.get('tab') === 'safety') $('#t-safety').click();
`,
  );
}

// tool, item, borrowed, returned, days late
const HISTORY: [string, string, string, string, number][] = [
  ['Carpet cleaner', 'T-109', '2027-05-29', '2027-06-02', 3],
  ['Hedge trimmer', 'T-104', '2027-05-22', '2027-05-29', 0],
  ['Wallpaper steamer', 'T-106', '2027-05-11', '2027-05-15', 0],
  ['Hammer drill', 'T-101', '2027-04-30', '2027-05-06', 0],
  ['Socket set', 'T-111', '2027-04-21', '2027-04-28', 1],
  ['Leaf blower', 'T-113', '2027-04-10', '2027-04-17', 0],
  ['Step ladder', 'T-112', '2027-03-26', '2027-04-02', 0],
  ['Cordless drill', 'T-102', '2027-03-13', '2027-03-20', 0],
  ['Tile cutter', 'T-108', '2027-02-16', '2027-02-23', 0],
  ['Carpet cleaner', 'T-109', '2027-01-30', '2027-02-02', 0],
  ['Pressure washer', 'T-110', '2027-01-09', '2027-01-16', 0],
  ['Wallpaper steamer', 'T-107', '2027-01-05', '2027-01-09', 0],
];

const OFFER = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Offer a tool</h3>
<p style="margin:4px 0"><label for="o-name">What is it?</label> <input id="o-name" style="width:200px"></p>
<p style="margin:4px 0"><label for="o-cond">Condition</label> <select id="o-cond"><option>Like new</option><option selected>Good</option><option>Worn but working</option><option>Needs repair</option></select></p>
<p style="margin:4px 0"><label><input type="checkbox" id="o-petrol"> It runs on petrol</label></p>
<button type="button" id="o-send">Offer tool</button>
<p id="o-msg" role="status"></p>
<script>
window.offered = null;
document.getElementById('o-send').addEventListener('click', function () {
  var m = document.getElementById('o-msg'), n = document.getElementById('o-name').value.trim(), c = document.getElementById('o-cond').value;
  if (!n) { m.textContent = 'Tell us what the tool is'; return; }
  if (c === 'Needs repair') { m.textContent = "We can't take tools that need repair at the moment"; return; }
  if (document.getElementById('o-petrol').checked) { m.textContent = "We don't accept petrol tools"; return; }
  window.offered = { name: n, condition: c }; m.textContent = 'Thank you! We will email you about dropping off the ' + n + '.';
});
</script></body></html>`;

const account = doc(
  'My account - Brackenford Tool Library',
  `${BAR}
<main>
  <h1>My account</h1>
  <p class="err" id="page-err" role="alert"></p>
  <member-card id="member"></member-card>
  <div role="tablist" aria-label="Loans"><button type="button" role="tab" id="t-loans" aria-controls="p-loans" aria-selected="true">On loan (2)</button><button type="button" role="tab" id="t-hist" aria-controls="p-hist" aria-selected="false">History</button><button type="button" role="tab" id="t-fines" aria-controls="p-fines" aria-selected="false">Fines</button></div>
  <div role="tabpanel" id="p-loans">
    <table><thead><tr><th>Tool</th><th>Item</th><th>Borrowed</th><th>Due back</th><th>Actions</th></tr></thead><tbody id="loans"></tbody></table>
    <p class="err" id="loan-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-hist" hidden>
    <table><thead><tr><th>Tool</th><th>Borrowed</th><th>Returned</th><th>Notes</th><th></th></tr></thead><tbody id="hist"></tbody></table>
    <nav class="pager" aria-label="History pages"><button type="button" id="h-prev">Previous</button><span id="h-of"></span><button type="button" id="h-next">Next</button></nav>
  </div>
  <div role="tabpanel" id="p-fines" hidden>
    <p id="owe">You owe <strong>£4.00</strong> in late-return fines.</p>
    <ul id="fines"></ul>
    <p class="err" id="fine-err" role="alert"></p>
    <button type="button" class="main" id="pay">Pay £4.00</button>
  </div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px">
    <section class="box" aria-labelledby="rem-h"><h2 id="rem-h" style="margin-top:0">Reminders</h2>
      <div class="line"><button type="button" role="switch" id="sw-due" aria-checked="true" aria-labelledby="sw-due-l"></button><span id="sw-due-l">Email me before a tool is due back</span></div>
      <div class="line"><button type="button" role="switch" id="sw-wait" aria-checked="false" aria-labelledby="sw-wait-l"></button><span id="sw-wait-l">Text me when a waitlisted tool is ready</span></div>
      <div class="line"><button type="button" role="switch" id="sw-news" aria-checked="false" aria-labelledby="sw-news-l"></button><span id="sw-news-l">Monthly newsletter</span></div>
      <div class="field"><label for="days-before">Days before the due date</label><input id="days-before" type="range" min="1" max="5" value="2"> <output id="days-before-v" for="days-before">2 days</output></div>
      <button type="button" id="save-rem">Save reminders</button>
    </section>
    <section class="box" aria-labelledby="offer-h"><h2 id="offer-h" style="margin-top:0">Got a tool you don't use?</h2>${frame('Offer a tool form', OFFER, 190)}</section>
  </div>
</main>
<div class="shade" id="dlg-prob" hidden><div role="dialog" aria-modal="true" aria-labelledby="prob-h"><h2 id="prob-h" style="margin-top:0">Report a problem</h2>
  <div class="field"><label for="prob-kind">What's wrong?</label><select id="prob-kind"><option value="">Choose…</option><option>It doesn't work</option><option>It's damaged</option><option>Parts are missing</option><option>Something else</option></select></div>
  <div class="field"><label for="prob-text">Tell us more</label><textarea id="prob-text" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="prob-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="prob-send">Send report</button></div></div></div>
<div class="shade" id="dlg-receipt" hidden><div role="dialog" aria-modal="true" aria-labelledby="rc-h"><h2 id="rc-h" style="margin-top:0">Loan receipt</h2><dl class="pairs" id="rc-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-pay" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="pay-h" aria-describedby="pay-d"><h2 id="pay-h" style="margin-top:0">Pay your fines?</h2><p id="pay-d">We'll take £4.00 from the card ending 4417.</p><div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="pay-go">Pay £4.00</button></div></div></div>`,
  `${FMT}${MENU}
window.loans = [{ id: 'T-102', name: 'Cordless drill', from: '2027-06-11', due: '2027-06-18', ext: false }, { id: 'T-112', name: 'Step ladder', from: '2027-06-15', due: '2027-06-22', ext: false }];
window.past = ${JSON.stringify(HISTORY)}.map(function (h, i) { return { n: i, name: h[0], id: h[1], from: h[2], back: h[3], late: h[4] }; });
window.fines = [{ id: 'f1', name: 'Carpet cleaner', days: 3, amount: 3, on: '2027-06-02', disputed: false }, { id: 'f2', name: 'Socket set', days: 1, amount: 1, on: '2027-04-28', disputed: false }];
window.hpage = 1; window.problem = null; window.paid = false; window.reminders = null; window.switches = {}; window.receipt = null; var probFor = null;
function loanRows() {
  $('#loans').innerHTML = window.loans.map(function (l) { return '<tr data-id="' + l.id + '"><th scope="row">' + l.name + '</th><td>' + l.id + '</td><td>' + fmt(l.from) + '</td><td class="due">' + fmt(l.due) + (l.ext ? ' (extended)' : '') + '</td><td><div class="line"><button type="button" class="ext">Extend</button><button type="button" class="prob">Report a problem</button></div></td></tr>'; }).join('');
}
function histRows() {
  var pages = Math.ceil(window.past.length / 5), list = window.past.slice((window.hpage - 1) * 5, window.hpage * 5);
  $('#hist').innerHTML = list.map(function (h) { return '<tr data-n="' + h.n + '"><th scope="row">' + h.name + '</th><td>' + fmt(h.from) + ' 2027</td><td>' + fmt(h.back) + ' 2027</td><td>' + (h.late ? 'Returned ' + h.late + ' day' + (h.late > 1 ? 's' : '') + ' late' : 'On time') + '</td><td><button type="button" class="rc">Receipt</button></td></tr>'; }).join('');
  $('#h-of').textContent = 'Page ' + window.hpage + ' of ' + pages; $('#h-prev').disabled = window.hpage === 1; $('#h-next').disabled = window.hpage === pages;
}
function fineRows() {
  var total = window.fines.reduce(function (n, f) { return n + (f.disputed ? 0 : f.amount); }, 0);
  $('#fines').innerHTML = window.fines.map(function (f) { return '<li data-id="' + f.id + '" style="margin:4px 0">' + f.name + ', returned ' + f.days + ' day' + (f.days > 1 ? 's' : '') + ' late (' + fmt(f.on) + '): £' + f.amount.toFixed(2) + (f.disputed ? ' <span class="tag">Disputed</span>' : ' <button type="button" class="dispute">Dispute</button>') + '</li>'; }).join('');
  $('#owe').innerHTML = total ? 'You owe <strong>£' + total.toFixed(2) + '</strong> in late-return fines.' : 'You have no fines to pay.';
  $('#pay').hidden = !total; $('#pay').textContent = 'Pay £' + total.toFixed(2);
}
$('#loans').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var l = window.loans.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#loan-err').textContent = '';
  if (e.target.closest('.prob')) { probFor = l; $('#prob-h').textContent = 'Report a problem with the ' + l.name; $('#prob-kind').value = ''; $('#prob-text').value = ''; $('#prob-err').textContent = ''; showDialog('dlg-prob'); }
  if (e.target.closest('.ext')) {
    var b = e.target.closest('.ext'); b.disabled = true; b.textContent = 'Extending…';
    fetch('/tools/api/extend', { method: 'POST', body: JSON.stringify({ id: l.id, extended: l.ext, due: l.due }) }).then(function (r) { return r.json(); }).then(function (r) {
      b.disabled = false; b.textContent = 'Extend';
      if (!r.ok) { $('#loan-err').textContent = r.error; return; }
      l.due = r.due; l.ext = true; loanRows(); quick(l.name + ' extended. It is now due back on ' + fmt(l.due) + '.');
    });
  }
});
$('#prob-send').addEventListener('click', function () {
  var k = $('#prob-kind').value, t = $('#prob-text').value.trim(); $('#prob-err').textContent = '';
  if (!k) { $('#prob-err').textContent = "Choose what's wrong"; return; }
  if (k === 'Something else' && !t) { $('#prob-err').textContent = "Tell us what's wrong"; return; }
  window.problem = { id: probFor.id, kind: k, text: t }; hideDialog('dlg-prob'); quick("Thanks. We've logged a problem with the " + probFor.name + '.');
});
$('#hist').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !e.target.closest('.rc')) return; var h = window.past[Number(tr.dataset.n)]; window.receipt = h.n;
  $('#rc-h').textContent = 'Loan receipt: ' + h.name;
  $('#rc-body').innerHTML = '<dt>Item</dt><dd>' + h.id + '</dd><dt>Borrowed</dt><dd>' + fmt(h.from) + ' 2027</dd><dt>Returned</dt><dd>' + fmt(h.back) + ' 2027' + (h.late ? ', ' + h.late + ' day' + (h.late > 1 ? 's' : '') + ' late' : ', on time') + '</dd><dt>Fine</dt><dd>' + (h.late ? '£' + h.late.toFixed(2) : 'None') + '</dd>';
  showDialog('dlg-receipt');
});
$('#h-prev').addEventListener('click', function () { window.hpage -= 1; histRows(); });
$('#h-next').addEventListener('click', function () { window.hpage += 1; histRows(); });
$('#fines').addEventListener('click', function (e) {
  var li = e.target.closest('li'); if (!li || !e.target.closest('.dispute')) return; var f = window.fines.filter(function (x) { return x.id === li.dataset.id; })[0]; $('#fine-err').textContent = '';
  var b = e.target.closest('.dispute'); b.disabled = true;
  setTimeout(function () {
    b.disabled = false;
    if (f.on < '2027-05-17') { $('#fine-err').textContent = "Fines older than 30 days can't be disputed online. Speak to us at the Hub."; return; }
    f.disputed = true; fineRows(); quick("We'll look at your dispute within 5 working days");
  }, 600);
});
$('#pay').addEventListener('click', function () { var total = $('#pay').textContent.replace('Pay ', ''); $('#pay-d').textContent = "We'll take " + total + ' from the card ending 4417.'; $('#pay-go').textContent = 'Pay ' + total; showDialog('dlg-pay'); });
$('#pay-go').addEventListener('click', function () {
  var b = this; b.disabled = true;
  setTimeout(function () { b.disabled = false; hideDialog('dlg-pay'); var total = $('#pay').textContent.replace('Pay ', ''); window.fines = []; window.paid = true; fineRows(); quick('Payment of ' + total + ' received. Thank you.'); }, 700);
});
$('#days-before').addEventListener('input', function () { $('#days-before-v').textContent = this.value + (this.value === '1' ? ' day' : ' days'); });
$('#save-rem').addEventListener('click', function () { window.reminders = { days: Number($('#days-before').value), due: $('#sw-due').getAttribute('aria-checked') === 'true' }; quick('Reminder settings saved'); });
$$('[role=switch]').forEach(function (s) { s.addEventListener('flip', function () { window.switches[s.id] = s.getAttribute('aria-checked') === 'true'; }); });
customElements.define('member-card', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff8e6;border:1px solid #e6d3a3;border-radius:8px;padding:10px 14px;margin-bottom:12px}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Membership card</h2><p id="body">Loading your card…</p><button type="button" id="renew" hidden>Renew early</button><p id="m" role="status"></p>';
    var r = function (s) { return root.querySelector(s); };
    setTimeout(function () { r('#body').textContent = 'Dara Okafor · Standard membership (3 tools at a time) · Card BTL-20417 · Renews 3 Mar 2028 · Inductions: drill'; r('#renew').hidden = false; }, 1200);
    r('#renew').addEventListener('click', function () { r('#m').textContent = 'You can renew from 1 Feb 2028'; });
  }
});
loanRows(); histRows(); fineRows();
if (query.get('tab') === 'history') $('#t-hist').click();
if (query.get('tab') === 'fines') $('#t-fines').click();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const toolsApp: CorpusApp = {
  name: 'tools',
  description:
    'Brackenford Tool Library, a community library of tools to borrow: a sign-in by library card number checked by the server after a delay (a Show password aria-pressed toggle, per-field errors); a catalogue with a search form, category chips (aria-pressed), an Available now only switch, a sort select and a paged grid of tool cards with Reserve (Join waitlist for tools on loan) and Details in each (two identical Wallpaper steamer cards, a Pressure washer in repair with Reserve disabled, two tools on loan to the member, Induction needed and New tags); a reserve dialog (pick-up date, loan length radios, a collection point select, a safety-sheet box) answered late by the server, refusing Sundays and Mondays, the Circular saw without an induction, power tools for 14 days and a fourth tool at a time, with a toast that leaves after five seconds; a tool page with a breadcrumb, a details list, tabs, accordions and a review form with a star rating (tools never borrowed refused); and My account with a membership card in a shadow root loaded late, tabs: loans with Extend (answered late; refused for the Cordless drill, which someone is waiting for, and a second time) and Report a problem (a dialog), a paged history with Receipt dialogs, fines with Dispute (refused late for fines over 30 days old) and Pay with a confirm alertdialog; reminder switches and a days-before slider, an account menu (freezing the membership refused late) and an Offer a tool form in an iframe (tools needing repair and petrol tools refused).',
  routes: {
    '/tools/login': () => loginPage,
    '/tools/catalogue': () => catalogue,
    '/tools/item': (req) => itemPage(req.url.searchParams.get('id')),
    '/tools/account': () => account,
    '/tools/api/login': (req) => {
      const body = parse<{ card: string; password: string }>(req.body);
      const card = (body.card ?? '').trim().toUpperCase().replace(/\s+/g, '');
      return { delayMs: 800, json: { ok: card === 'BTL-20417' && body.password === 'Spanner-88' } };
    },
    '/tools/api/reserve': (req) => {
      const body = parse<{ id: string; date: string; days: number; held: number }>(req.body);
      const t = TOOLS.find((x) => x[0] === body.id);
      const date = body.date ?? '';
      const day = new Date(`${date}T12:00:00Z`).getUTCDay();
      let error = '';
      if (!t) error = 'That tool is not in the catalogue';
      else if (date < '2027-06-17') error = 'Choose a pick-up date from Thu 17 Jun';
      else if (day === 0 || day === 1)
        error = "We're closed on Sundays and Mondays. Choose a day from Tuesday to Saturday.";
      else if (t[7])
        error = `You need a saw safety induction before you can borrow the ${t[1]}. Ask at the front desk to book one.`;
      else if (t[2] === 'Power tools' && Number(body.days) > 7) error = 'Power tools can be borrowed for up to 7 days';
      else if (Number(body.held) >= 3)
        error = 'You can have 3 tools at a time on a Standard membership. Return or cancel one first.';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/tools/api/extend': (req) => {
      const body = parse<{ id: string; extended: boolean; due: string }>(req.body);
      let error = '';
      if (body.id === 'T-102')
        error =
          "Someone is waiting for the Cordless drill, so this loan can't be extended. Please bring it back by Fri 18 Jun.";
      else if (body.extended) error = "You've already extended this loan once";
      const due = new Date(`${body.due ?? '2027-06-22'}T12:00:00Z`);
      due.setUTCDate(due.getUTCDate() + 7);
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true, due: due.toISOString().slice(0, 10) } };
    },
  },
};
