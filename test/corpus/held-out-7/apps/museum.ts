/**
 * `museum`: Halden Museum, timed-entry tickets and membership. A home page with exhibition cards (the same Book
 * tickets and Save buttons in each, one sold out), filter chips, talks that load late, an FAQ accordion, a floor map
 * in an iframe and a placeholder-only newsletter field; a sign-in page; a ticket page with a custom exhibition
 * listbox, a date, time-slot radios (one full), four steppers whose buttons are all Decrease/Increase, a switch, a
 * donation slider, a promo code and a visitor-details step with two fieldsets of the same fields, a terms box that
 * enables Pay and card fields in an iframe; a membership page with a member card in a shadow root, tabs, a table of
 * visits with the same Change time, Cancel and More options buttons in every row, dialogs, a toast with Undo, past
 * visits in pages with a review dialog, preference switches (one disabled) and a renewal dialog.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const HEADER = `<header class="bar"><span class="logo">Halden Museum</span>
<nav aria-label="Main"><a href="/museum">Visit</a><a href="/museum#exhibitions">Exhibitions</a><a href="/museum/tickets">Tickets</a><a href="/museum/account">Membership</a></nav>
<a href="/museum#wishlist" id="wish-link">Wishlist <span class="count" id="wish-count">1</span></a>
<a class="button" href="/museum/signin">Sign in</a></header>`;

const EXHIBITIONS = [
  ['northern-lights', 'Northern Lights: Art of the Aurora', 'Until 12 April 2027', 'Adults £12', 'art', '', false],
  ['machines', 'Machines That Think', 'Until 3 January 2027', 'Adults £10', 'science', 'Closing soon', false],
  ['ceramics', 'Song Dynasty Ceramics', 'Until 30 June 2027', 'Free', 'art', 'Free', true],
  ['tide-pools', 'Tide Pools Live', 'Daily, 10:00–16:00', 'Adults £6', 'family science', 'Sold out today', false],
] as const;

const home = doc(
  'Halden Museum – Visit',
  `${HEADER}
<main>
<p class="note" id="opening">Open today 10:00–18:00 (last entry 17:00). Members go free.</p>
<section class="box" id="exhibitions"><h2>Current exhibitions</h2>
<div class="line" role="group" aria-label="Show"><span>Show:</span>
<button type="button" class="chip" aria-pressed="true" data-kind="all">All</button>
<button type="button" class="chip" aria-pressed="false" data-kind="art">Art</button>
<button type="button" class="chip" aria-pressed="false" data-kind="science">Science</button>
<button type="button" class="chip" aria-pressed="false" data-kind="family">Family</button>
<span id="ex-count" class="note">4 exhibitions</span></div>
<div class="grid" id="cards">
${EXHIBITIONS.map(
  ([
    slug,
    title,
    dates,
    price,
    kind,
    tag,
    saved,
  ]) => `<article class="card" data-slug="${slug}" data-kind="${kind}" aria-label="${title}">
<h3>${title}</h3>${tag ? `<span class="tag">${tag}</span>` : ''}
<p class="note">${dates} · ${price}</p>
<div class="line"><button type="button" class="main book" ${slug === 'tide-pools' ? 'disabled' : ''}>Book tickets</button>
<button type="button" class="save" aria-label="Save" aria-pressed="${saved}">${saved ? '♥' : '♡'}</button>
<a href="/museum#${slug}">Details</a></div></article>`,
).join('')}
</div></section>
<section class="box"><h2>Today's talks</h2><div id="talks"><p class="note">Loading today's talks…</p></div></section>
<section class="box"><h2>Before you come</h2>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="faq-hours" id="faq-hours-btn">Opening hours</button></h3>
<div id="faq-hours" hidden><p>Open daily 10:00–18:00, last entry 17:00. Closed 25 and 26 December.</p></div>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="faq-access" id="faq-access-btn">Accessibility</button></h3>
<div id="faq-access" hidden><p>Step-free access is through the Garden entrance. Wheelchairs can be borrowed free of charge.</p></div>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="faq-bags" id="faq-bags-btn">Bags and cloakroom</button></h3>
<div id="faq-bags" hidden><p>The cloakroom costs £2 per item. Bags larger than 40 × 30 cm are not allowed in the galleries.</p></div>
</section>
<section class="box"><h2>Museum map</h2>
${frame(
  'Museum map',
  `<body style="font:14px system-ui;margin:8px"><div role="group" aria-label="Floor"><button type="button" id="g" aria-pressed="true">Ground floor</button> <button type="button" id="f" aria-pressed="false">First floor</button></div>
<p id="here">You are here: Main entrance (Ground floor)</p><p>Zoom <span id="zoom">100</span>%</p>
<button type="button" id="zin">Zoom in</button> <button type="button" id="zout">Zoom out</button>
<script>var z=100;document.getElementById('zin').onclick=function(){z=Math.min(200,z+25);document.getElementById('zoom').textContent=z};document.getElementById('zout').onclick=function(){z=Math.max(50,z-25);document.getElementById('zoom').textContent=z};
function fl(a,b,t){document.getElementById(a).setAttribute('aria-pressed','true');document.getElementById(b).setAttribute('aria-pressed','false');document.getElementById('here').textContent=t}
document.getElementById('g').onclick=function(){fl('g','f','You are here: Main entrance (Ground floor)')};document.getElementById('f').onclick=function(){fl('f','g','First floor: Galleries 5–9, café and roof terrace')};</script></body>`,
  190,
)}</section>
<section class="box" id="newsletter"><h2>Stay in touch</h2>
<div class="line"><input type="email" id="nl-email" placeholder="you@example.com"><button type="button" id="nl-go">Subscribe</button></div>
<label><input type="checkbox" id="nl-family"> Send me family events too</label>
<p id="nl-msg" role="alert"></p></section>
<footer class="note" style="padding:12px 22px">© 2026 Halden Museum · Registered charity 1094521 · Call 020 7946 0321</footer>
</main>`,
  `window.museum = { saved: ['ceramics'], subscribed: null };
function count() {
  var shown = $$('#cards .card').filter(function (c) { return !c.hidden; }).length;
  $('#ex-count').textContent = shown + (shown === 1 ? ' exhibition' : ' exhibitions');
}
$$('.chip').forEach(function (b) { b.onclick = function () {
  $$('.chip').forEach(function (o) { o.setAttribute('aria-pressed', o === b ? 'true' : 'false'); });
  var k = b.dataset.kind;
  $$('#cards .card').forEach(function (c) { c.hidden = k !== 'all' && c.dataset.kind.split(' ').indexOf(k) < 0; });
  count();
}; });
$$('#cards .card').forEach(function (c) {
  $('.book', c).onclick = function () { location.href = '/museum/tickets?exhibition=' + c.dataset.slug; };
  $('.save', c).onclick = function () {
    var b = $('.save', c); var on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', on ? 'true' : 'false'); b.textContent = on ? '♥' : '♡';
    var s = c.dataset.slug; var i = museum.saved.indexOf(s);
    if (on && i < 0) museum.saved.push(s); if (!on && i >= 0) museum.saved.splice(i, 1);
    $('#wish-count').textContent = String(museum.saved.length);
    toast(on ? 'Saved to your wishlist' : 'Removed from your wishlist');
  };
});
setTimeout(function () {
  $('#talks').innerHTML = '<ul><li>11:30 Curator tour: Aurora paintings (Gallery 3)</li><li>14:00 Robot demonstration (Hall B)</li><li>16:15 Rock pool feeding (Aquarium)</li></ul>';
}, 4000);
$('#nl-go').onclick = function () {
  var v = $('#nl-email').value.trim();
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(v)) { $('#nl-msg').className = 'err'; $('#nl-msg').textContent = 'Enter a valid email address'; return; }
  museum.subscribed = v; $('#nl-msg').className = 'good'; $('#nl-msg').textContent = 'Thanks! Check your inbox to confirm.';
};`,
);

const signin = doc(
  'Sign in – Halden Museum',
  `${HEADER}
<main><section class="box" style="max-width:420px"><h1>Member sign in</h1>
<form id="f" novalidate>
<div class="field"><label for="email">Email address</label><input id="email" type="email" autocomplete="username"></div>
<div class="field"><input id="password" type="password" placeholder="Password"></div>
<label><input type="checkbox" id="keep"> Keep me signed in</label>
<div class="line" style="margin-top:10px"><button class="main" type="submit">Sign in</button><a href="/museum/signin#reset">Forgot your password?</a></div>
<p id="err" class="err" role="alert"></p>
</form><p class="note">Not a member yet? <a href="/museum/account#join">Join from £65 a year</a></p></section></main>`,
  `var tries = 3;
$('#f').onsubmit = function (e) {
  e.preventDefault();
  if ($('#email').value.trim().toLowerCase() === 'ingrid@example.com' && $('#password').value === 'Aurora2026!') {
    sessionStorage.setItem('member', 'ingrid'); location.href = '/museum/account'; return;
  }
  tries--; $('#err').textContent = 'Incorrect email or password. ' + tries + ' attempts left.';
};`,
);

const TICKET_TYPES = [
  ['adult', 'Adult', 18, 2],
  ['child', 'Child (4–15)', 9, 1],
  ['concession', 'Concession', 14, 0],
  ['infant', 'Under 4', 0, 0],
] as const;

const tickets = doc(
  'Book tickets – Halden Museum',
  `${HEADER}
<main><h1>Book your visit</h1>
<section id="step1"><p class="note">Step 1 of 2: Tickets</p>
<section class="box"><div class="field"><span class="name" id="ex-label">Special exhibition</span>
<div class="pop"><button type="button" id="ex-btn" aria-haspopup="listbox" aria-expanded="false" aria-controls="ex-list" aria-labelledby="ex-label ex-btn"><span class="value">None (general admission only)</span> ▾</button>
<ul role="listbox" id="ex-list" aria-labelledby="ex-label" hidden>
<li role="option" data-value="none" aria-selected="true">None (general admission only)</li>
<li role="option" data-value="northern-lights" aria-selected="false">Northern Lights: Art of the Aurora (+£12)</li>
<li role="option" data-value="machines" aria-selected="false">Machines That Think (+£10)</li>
<li role="option" data-value="tide-pools" aria-selected="false" aria-disabled="true">Tide Pools Live (sold out)</li>
</ul></div></div>
<div class="field"><label for="date">Visit date</label><input type="date" id="date" value="2026-12-05"><p id="date-err" class="err"></p></div>
<fieldset><legend>Entry time</legend>
${[
  ['10:00', ''],
  ['10:30', 'full'],
  ['11:00', ''],
  ['13:00', ''],
  ['14:30', '2 left'],
  ['16:00', ''],
]
  .map(
    ([t, n]) =>
      `<label style="margin-right:12px"><input type="radio" name="slot" value="${t}" ${n === 'full' ? 'disabled' : ''}> ${t}${n ? ` (${n})` : ''}</label>`,
  )
  .join('')}
</fieldset></section>
<section class="box"><h2>Tickets</h2><table><tbody>
${TICKET_TYPES.map(
  ([key, name, price, n]) =>
    `<tr data-type="${key}"><th scope="row">${name}</th><td>${price ? `£${price}.00` : 'Free'}</td><td>${stepper(`n-${key}`, `${name} tickets`, n)}</td></tr>`,
).join('')}
</tbody></table>
<p><span>Audio guide (£4 per person)</span> <button type="button" role="switch" id="audio" aria-checked="false" aria-label="Audio guide"></button></p>
<div class="field"><label for="donation">Add a donation (£)</label><input type="range" id="donation" min="0" max="20" step="1" value="5"> <output id="don-out">£5</output></div>
<label><input type="checkbox" id="giftaid"> Yes, add Gift Aid to my donation</label>
<div class="line" style="margin-top:8px"><input id="promo" placeholder="Promo code"><button type="button" id="promo-go">Apply</button><span id="promo-msg"></span></div>
</section>
<section class="box" aria-label="Order summary"><h2>Order summary</h2><dl class="pairs" id="summary"></dl>
<p><strong>Total: <span id="total"></span></strong></p>
<button type="button" class="main" id="continue" disabled>Continue</button> <span class="note" id="cont-note">Choose an entry time to continue</span></section>
</section>
<section id="step2" hidden><p class="note">Step 2 of 2: Visitor details</p>
<fieldset><legend>Lead booker</legend>
<div class="field"><label for="lead-first">First name</label><input id="lead-first"></div>
<div class="field"><label for="lead-last">Last name</label><input id="lead-last"></div>
<div class="field"><label for="lead-email">Email</label><input id="lead-email" type="email"></div>
<div class="field"><input id="lead-phone" placeholder="Phone (optional)"></div></fieldset>
<fieldset><legend>Second adult</legend>
<div class="field"><label for="second-first">First name</label><input id="second-first"></div>
<div class="field"><label for="second-last">Last name</label><input id="second-last"></div>
<div class="field"><label for="second-email">Email</label><input id="second-email" type="email"></div></fieldset>
<div class="field"><label for="access">Access requirements</label><textarea id="access" rows="2"></textarea></div>
<section class="box"><h2>Payment</h2>
${frame(
  'Secure card payment',
  `<body style="font:14px system-ui;margin:8px"><label>Card number <input id="card" inputmode="numeric"></label><br><label>Expiry date <input id="exp" placeholder="MM/YY"></label> <label>Security code <input id="cvc" size="4"></label><p id="brand"></p><script>document.getElementById('card').oninput=function(e){document.getElementById('brand').textContent=/^4/.test(e.target.value)?'Visa':''}</script></body>`,
  120,
)}</section>
<label><input type="checkbox" id="rules"> I agree to the visitor rules</label>
<div class="line" style="margin-top:8px"><button type="button" id="back">Back to tickets</button><button type="button" class="main" id="pay" disabled>Pay now</button></div>
<p id="paid" role="status"></p></section>
</main>`,
  `var PRICES = { adult: 18, child: 9, concession: 14, infant: 0 };
var EXTRA = { none: 0, 'northern-lights': 12, machines: 10 };
var NAMES = { none: 'General admission', 'northern-lights': 'Northern Lights: Art of the Aurora', machines: 'Machines That Think' };
window.booking = { exhibition: 'none', discount: 0, paid: false };
function n(k) { return Number($('#n-' + k).dataset.value); }
function render() {
  var people = n('adult') + n('child') + n('concession') + n('infant');
  var paying = n('adult') + n('child') + n('concession');
  var tix = n('adult') * 18 + n('child') * 9 + n('concession') * 14;
  var ex = EXTRA[booking.exhibition] * paying;
  var audio = $('#audio').getAttribute('aria-checked') === 'true' ? 4 * people : 0;
  var don = Number($('#donation').value);
  var disc = Math.round(tix * booking.discount * 100) / 100;
  var total = tix + ex + audio + don - disc;
  booking.total = total;
  var rows = [['Tickets', people + ' (' + n('adult') + ' adult, ' + n('child') + ' child, ' + n('concession') + ' concession, ' + n('infant') + ' under 4)'], ['Admission', '£' + tix.toFixed(2)], ['Exhibition', NAMES[booking.exhibition] + (ex ? ' (+£' + ex.toFixed(2) + ')' : '')]];
  if (audio) rows.push(['Audio guides', '£' + audio.toFixed(2)]);
  rows.push(['Donation', '£' + don.toFixed(2)]);
  if (disc) rows.push(['Discount', '−£' + disc.toFixed(2)]);
  var slot = $('input[name=slot]:checked');
  rows.push(['Entry', $('#date').value + (slot ? ' at ' + slot.value : ' (no time chosen)')]);
  $('#summary').innerHTML = rows.map(function (r) { return '<dt>' + r[0] + '</dt><dd>' + r[1] + '</dd>'; }).join('');
  $('#total').textContent = '£' + total.toFixed(2);
  $('#don-out').textContent = '£' + don;
  var ok = !!slot && paying > 0 && !$('#date-err').textContent;
  $('#continue').disabled = !ok;
  $('#cont-note').hidden = !!slot;
  $('#pay').textContent = 'Pay £' + total.toFixed(2);
}
var start = query.get('exhibition');
if (start && EXTRA[start] !== undefined) { var o = $('#ex-list [data-value="' + start + '"]'); if (o) choose(o); }
$('#ex-list').addEventListener('chosen', function (e) { booking.exhibition = e.detail; render(); });
document.addEventListener('stepped', render);
document.addEventListener('flip', render);
$('#donation').oninput = render;
$$('input[name=slot]').forEach(function (r) { r.onchange = render; });
$('#date').onchange = function () {
  var d = new Date($('#date').value + 'T12:00:00Z');
  $('#date-err').textContent = d.getUTCDay() === 1 ? 'The museum is closed on Mondays. Choose another date.' : '';
  render();
};
$('#promo-go').onclick = function () {
  var c = $('#promo').value.trim().toUpperCase();
  if (c === 'FRIEND10') { booking.discount = 0.1; $('#promo-msg').className = 'good'; $('#promo-msg').textContent = 'FRIEND10 applied: 10% off tickets'; }
  else { booking.discount = 0; $('#promo-msg').className = 'err'; $('#promo-msg').textContent = "That code isn't valid"; }
  render();
};
$('#promo').onkeydown = function (e) { if (e.key === 'Enter') $('#promo-go').click(); };
$('#continue').onclick = function () { $('#step1').hidden = true; $('#step2').hidden = false; };
$('#back').onclick = function () { $('#step2').hidden = true; $('#step1').hidden = false; };
$('#rules').onchange = function () { $('#pay').disabled = !$('#rules').checked; };
$('#pay').onclick = function () { booking.paid = true; $('#paid').textContent = 'Payment received. Your booking reference is HM-90112.'; };
if (query.get('step') === '2') { var s = $('input[name=slot][value="11:00"]'); s.checked = true; $('#step1').hidden = true; $('#step2').hidden = false; }
render();`,
);

const VISITS = [
  ['HM-88213', 'Sat 5 Dec 2026, 11:00', 'Northern Lights: Art of the Aurora', '2 adults'],
  ['HM-88340', 'Sun 13 Dec 2026, 14:30', 'Machines That Think', '1 adult, 2 children'],
  ['HM-88577', 'Sat 9 Jan 2027, 10:00', 'General admission', '1 adult'],
] as const;

const PAST = [
  ['Sun 8 Nov 2026', 'Tide Pools Live', '2 adults, 1 child'],
  ['Sat 17 Oct 2026', 'Machines That Think', '1 adult'],
  ['Fri 2 Oct 2026', 'General admission', '2 adults'],
  ['Sat 12 Sep 2026', 'Song Dynasty Ceramics', '1 adult'],
  ['Sun 23 Aug 2026', 'Tide Pools Live', '1 adult, 2 children'],
  ['Sat 1 Aug 2026', 'General admission', '1 adult'],
  ['Sat 11 Jul 2026', 'Summer Nights Festival', '2 adults'],
] as const;

const account = doc(
  'My membership – Halden Museum',
  `${HEADER}
<main><h1>My membership</h1>
<p id="hello">Hello, Ingrid Solberg. You have visited 14 times this year.</p>
<member-card id="card"></member-card>
<div class="line"><button type="button" id="renew" class="main">Renew membership</button></div>
<section class="box" aria-label="Invite a guest"><h2>Invite a guest</h2>
<div class="line"><input id="guest" type="email" placeholder="Guest's email"><button type="button" id="guest-go">Send guest pass</button></div><p id="guest-msg" class="err"></p></section>
<div role="tablist" aria-label="Membership">
<button type="button" role="tab" id="t-up" aria-selected="true" aria-controls="p-up">Upcoming visits (<span id="up-n">3</span>)</button>
<button type="button" role="tab" id="t-past" aria-selected="false" aria-controls="p-past">Past visits</button>
<button type="button" role="tab" id="t-pref" aria-selected="false" aria-controls="p-pref">Preferences</button></div>
<section id="p-up" role="tabpanel" aria-labelledby="t-up"><table><thead><tr><th>Date</th><th>Exhibition</th><th>Tickets</th><th>Reference</th><th>Actions</th></tr></thead><tbody id="visits">
${VISITS.map(
  ([ref, when, ex, t], i) =>
    `<tr data-ref="${ref}"><td>${when}</td><td>${ex}</td><td>${t}</td><td>${ref}</td><td><button type="button" class="change">Change time</button> <button type="button" class="cancel">Cancel</button> <button type="button" class="more" aria-label="More options" aria-haspopup="menu" aria-expanded="false" aria-controls="menu-${i}">⋯</button>
<div role="menu" id="menu-${i}" hidden><button type="button" role="menuitem" class="dl">Download tickets</button><button type="button" role="menuitem" class="em">Email tickets</button><button type="button" role="menuitem" class="cal">Add to calendar</button></div></td></tr>`,
).join('')}
</tbody></table></section>
<section id="p-past" role="tabpanel" aria-labelledby="t-past" hidden><table><thead><tr><th>Date</th><th>Exhibition</th><th>Tickets</th><th></th></tr></thead><tbody id="past"></tbody></table>
<div class="pager"><button type="button" id="prev">Previous</button><span id="page-of">Page 1 of 3</span><button type="button" id="next">Next</button></div></section>
<section id="p-pref" role="tabpanel" aria-labelledby="t-pref" hidden>
<p><span id="l-news">Email newsletter</span> <button type="button" role="switch" id="sw-news" aria-checked="true" aria-labelledby="l-news"></button></p>
<p><span id="l-sms">Visit reminders by SMS</span> <button type="button" role="switch" id="sw-sms" aria-checked="false" aria-labelledby="l-sms"></button></p>
<p><span id="l-eve">Members' evenings invitations</span> <button type="button" role="switch" id="sw-eve" aria-checked="false" aria-labelledby="l-eve" disabled></button> <span class="note">Available with Patron membership</span></p>
<fieldset><legend>Preferred contact</legend><label><input type="radio" name="contact" value="email" checked> Email</label> <label><input type="radio" name="contact" value="phone"> Phone</label> <label><input type="radio" name="contact" value="post"> Post</label></fieldset>
<button type="button" id="save-pref">Save preferences</button></section>
</main>
<div class="shade" id="d-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dc-h"><h2 id="dc-h">Cancel this visit?</h2><p id="dc-text"></p>
<div class="buttons"><button type="button" data-dismiss>Keep visit</button><button type="button" class="warn" id="dc-go">Cancel visit</button></div></div></div>
<div class="shade" id="d-change" hidden><div role="dialog" aria-modal="true" aria-labelledby="dch-h"><h2 id="dch-h">Change entry time</h2><p id="dch-text"></p>
<div class="field"><label for="new-time">New time</label><select id="new-time"><option>10:00</option><option>11:00</option><option>13:00</option><option>14:30</option><option>16:00</option></select></div>
<div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="dch-go">Save new time</button></div></div></div>
<div class="shade" id="d-review" hidden><div role="dialog" aria-modal="true" aria-labelledby="dr-h"><h2 id="dr-h">Review your visit</h2><p id="dr-text"></p>
<p>${starRating('Your rating', 'review-stars')}</p>
<div class="field"><label for="review-text">Tell us more</label><textarea id="review-text" rows="3"></textarea></div><p id="dr-err" class="err"></p>
<div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="dr-go">Submit review</button></div></div></div>
<div class="shade" id="d-renew" hidden><div role="dialog" aria-modal="true" aria-labelledby="dn-h"><h2 id="dn-h">Renew your membership</h2>
<fieldset><legend>Membership level</legend><label><input type="radio" name="tier" value="explorer" checked> Explorer – £65 a year</label><br><label><input type="radio" name="tier" value="family"> Family – £110 a year</label><br><label><input type="radio" name="tier" value="patron"> Patron – £250 a year</label></fieldset>
<p><span id="l-auto">Renew automatically each year</span> <button type="button" role="switch" id="sw-auto" aria-checked="false" aria-labelledby="l-auto"></button></p>
<div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dn-go">Continue to payment</button></div></div></div>`,
  `window.account = { cancelled: [], changed: {}, reviews: {}, emailed: [], downloaded: [], calendar: [], passes: 2, guests: [], prefsSaved: 0, renew: null };
var PAST = ${JSON.stringify(PAST)};
var page = Number(query.get('page') || 1);
function showPast() {
  $('#past').innerHTML = PAST.slice((page - 1) * 3, page * 3).map(function (p) { return '<tr><td>' + p[0] + '</td><td>' + p[1] + '</td><td>' + p[2] + '</td><td><button type="button" class="review">Leave a review</button></td></tr>'; }).join('');
  $('#page-of').textContent = 'Page ' + page + ' of 3';
  $('#prev').disabled = page === 1; $('#next').disabled = page === 3;
  $$('#past tr').forEach(function (tr) { $('.review', tr).onclick = function () { reviewing = tr.cells[1].textContent + ' on ' + tr.cells[0].textContent; $('#dr-text').textContent = reviewing; showDialog('d-review'); }; });
}
var reviewing = null;
$('#prev').onclick = function () { if (page > 1) { page--; showPast(); } };
$('#next').onclick = function () { if (page < 3) { page++; showPast(); } };
showPast();
$('#dr-go').onclick = function () {
  var v = Number($('#review-stars').dataset.value);
  if (!v) { $('#dr-err').textContent = 'Choose a star rating before submitting'; return; }
  account.reviews[reviewing] = { stars: v, text: $('#review-text').value }; hideDialog('d-review'); toast('Thanks for your review');
};
class MemberCard extends HTMLElement {
  connectedCallback() {
    var r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<style>div{background:#14345e;color:#fff;border-radius:10px;padding:12px 16px;max-width:380px;margin:10px 0}</style><div><strong>Explorer membership</strong><p>Member no. HM-204-7781</p><p>Valid until 31 March 2027</p><p>Guest passes left: <span id="passes">2</span></p><button type="button" id="qr">Show QR code</button><p id="qr-code" hidden>QR code for HM-204-7781</p></div>';
    r.getElementById('qr').onclick = function () { var q = r.getElementById('qr-code'); q.hidden = !q.hidden; r.getElementById('qr').textContent = q.hidden ? 'Show QR code' : 'Hide QR code'; };
  }
}
customElements.define('member-card', MemberCard);
var target = null;
$$('#visits tr').forEach(function (tr) {
  var ref = tr.dataset.ref;
  $('.cancel', tr).onclick = function () { target = tr; $('#dc-text').textContent = 'Your visit on ' + tr.cells[0].textContent + ' to ' + tr.cells[1].textContent + ' will be cancelled. Members are refunded in full.'; showDialog('d-cancel'); };
  $('.change', tr).onclick = function () { target = tr; $('#dch-text').textContent = tr.cells[1].textContent + ', ' + tr.cells[0].textContent; showDialog('d-change'); };
  $('.dl', tr).onclick = function () { account.downloaded.push(ref); closeMenus(); toast('Tickets for ' + ref + ' downloaded'); };
  $('.em', tr).onclick = function () { account.emailed.push(ref); closeMenus(); toast('Tickets for ' + ref + ' sent to ingrid@example.com'); };
  $('.cal', tr).onclick = function () { account.calendar.push(ref); closeMenus(); toast('Added to your calendar'); };
});
$('#dc-go').onclick = function () {
  var tr = target, ref = tr.dataset.ref; account.cancelled.push(ref); tr.hidden = true; hideDialog('d-cancel');
  $('#up-n').textContent = String($$('#visits tr').filter(function (t) { return !t.hidden; }).length);
  toast('Visit ' + ref + ' cancelled', 'Undo', function () { tr.hidden = false; account.cancelled.splice(account.cancelled.indexOf(ref), 1); $('#up-n').textContent = String($$('#visits tr').filter(function (t) { return !t.hidden; }).length); });
};
$('#dch-go').onclick = function () {
  var tr = target; account.changed[tr.dataset.ref] = $('#new-time').value;
  tr.cells[0].textContent = tr.cells[0].textContent.replace(/\\d\\d:\\d\\d$/, $('#new-time').value); hideDialog('d-change'); toast('Entry time changed');
};
$('#guest-go').onclick = function () {
  var v = $('#guest').value.trim();
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(v)) { $('#guest-msg').textContent = "Enter your guest's email address"; return; }
  if (account.passes === 0) { $('#guest-msg').textContent = 'You have no guest passes left'; return; }
  account.passes--; account.guests.push(v); $('#guest-msg').textContent = '';
  $('#card').shadowRoot.getElementById('passes').textContent = String(account.passes);
  toast('Guest pass sent to ' + v);
};
$('#save-pref').onclick = function () { account.prefsSaved++; toast('Preferences saved'); };
$('#renew').onclick = function () { showDialog('d-renew'); };
$('#dn-go').onclick = function () { account.renew = { tier: $('input[name=tier]:checked').value, auto: $('#sw-auto').getAttribute('aria-checked') === 'true' }; hideDialog('d-renew'); toast('Taking you to payment…'); };
var tab = query.get('tab'); if (tab) $('#t-' + tab).click();`,
);

export const museumApp: CorpusApp = {
  name: 'museum',
  description:
    'Halden Museum: exhibitions with identical Book tickets and Save buttons, late talks, FAQ accordion, map iframe, newsletter; sign-in; timed tickets with a listbox, slots, steppers, a switch, a slider, a promo code, two visitor fieldsets and card fields in an iframe; a membership page with a shadow-root card, tabs, a visits table with identical row buttons and menus, dialogs, pages of past visits, preference switches.',
  routes: { '/museum': home, '/museum/signin': signin, '/museum/tickets': tickets, '/museum/account': account },
};
