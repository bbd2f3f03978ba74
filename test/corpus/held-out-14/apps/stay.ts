/**
 * Saltmarsh Stays, holiday lets on the Suffolk and Norfolk coast: a sign-in checked by the server after a delay (a
 * locked account, a wrong password, a Sign in button disabled until both fields are filled), a list of lets as cards
 * (Save, View details and Book in every card, filters that apply on change: a guests select, a price slider, must-have
 * boxes and a dogs switch, a sort, Show more loading two more lets late, a details dialog with tabs), a four-step
 * booking wizard (dates checked by the server, guest and dog steppers the let's limits refuse, extras and an arrival
 * time, a lead guest with an address lookup and a placeholder-only mobile field, a card form in an iframe that can be
 * declined) and My trips (tabs, a Manage menu in every row, a cancellation refused within 14 days of arrival, balance
 * payment, messages to the host, reviews with a star rating). Today is Wednesday 10 March 2027.
 */

import { doc, frame, starRating, stepper } from '../../page';
import type { CorpusApp } from '../../types';

// id, name, place, sleeps, bedrooms, price a night, rating, reviews, dogs, hot tub, sea view, parking, host
const LETS = [
  ['driftwood', 'Driftwood Cottage', 'Southwold, Suffolk', 4, 2, 145, 4.8, 112, true, false, true, true, 'Sally'],
  ['lifeboat', 'The Old Lifeboat House', 'Aldeburgh, Suffolk', 6, 3, 210, 4.9, 58, false, true, true, true, 'Graham'],
  ['heron', "Heron's Rest", 'Walberswick, Suffolk', 2, 1, 95, 4.6, 203, true, false, false, false, 'Ruth'],
  ['marram', 'Marram Barn', 'Dunwich, Suffolk', 8, 4, 285, 4.7, 41, true, true, false, true, 'Tom'],
  ['shingle', 'Shingle End', 'Orford, Suffolk', 4, 2, 120, 4.3, 77, false, false, true, false, 'Ines'],
  ['kittiwake', 'Kittiwake Loft', 'Southwold, Suffolk', 2, 1, 110, 4.9, 19, false, false, true, true, 'Sally'],
  ['samphire', 'Samphire House', 'Blakeney, Norfolk', 10, 5, 340, 4.5, 12, true, true, false, true, 'Priya'],
  ['tern', 'Tern Cottage', 'Cley next the Sea, Norfolk', 3, 2, 99, 4.4, 66, true, false, false, false, 'Alan'],
];

// let id -> [first night booked, day after the last night]
const BOOKED: Record<string, [string, string]> = {
  driftwood: ['2027-08-13', '2027-08-20'],
  lifeboat: ['2027-07-02', '2027-07-09'],
  heron: ['2027-03-19', '2027-03-22'],
};

const COMMON = `
var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
var LETS = ${JSON.stringify(LETS)}.map(function (l) { return { id: l[0], name: l[1], place: l[2], sleeps: l[3], beds: l[4], price: l[5], rating: l[6], reviews: l[7], dogs: l[8], tub: l[9], sea: l[10], park: l[11], host: l[12], saved: l[0] === 'kittiwake' }; });
function byId(id) { return LETS.filter(function (l) { return l.id === id; })[0]; }
function gbp(n) { return '£' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function longDate(d) { var t = new Date(d + 'T12:00:00'); return t.getDate() + ' ' + MONTHS[t.getMonth()] + ' ' + t.getFullYear(); }
function shortDate(d) { var t = new Date(d + 'T12:00:00'); return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][t.getDay()] + ' ' + t.getDate() + ' ' + MONTHS[t.getMonth()].slice(0, 3) + ' ' + t.getFullYear(); }
function nights(a, b) { return Math.round((new Date(b + 'T12:00:00') - new Date(a + 'T12:00:00')) / 86400000); }
`;

function bar(current: string): string {
  const link = (href: string, text: string, key: string) =>
    `<a href="${href}"${key === current ? ' aria-current="page"' : ''}>${text}</a>`;
  return `<header class="bar"><span class="logo">Saltmarsh Stays</span><nav aria-label="Main">${link('/stay/lets', 'Stays', 'lets')}${link('/stay/trips', 'My trips', 'trips')}<a href="/stay/lets?saved=1" id="saved-link">Saved <span class="count" id="saved-n">1</span></a></nav>
<div class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-expanded="false" aria-controls="acct-menu">Hana Okafor</button><div role="menu" id="acct-menu" hidden><a role="menuitem" href="#account">Account settings</a><a role="menuitem" href="#help">Help centre</a><button type="button" role="menuitem" id="sign-out">Sign out</button></div></div></header>`;
}

const SIGN_OUT = `$('#sign-out').addEventListener('click', function () { location.href = '/stay/login?out=1'; });`;

const loginPage = doc(
  'Sign in - Saltmarsh Stays',
  `<header class="bar"><span class="logo">Saltmarsh Stays</span><nav aria-label="Main"><a href="/stay/lets">Stays</a><a href="/stay/login" aria-current="page">Sign in</a></nav></header>
<main style="max-width:460px">
  <p class="good" id="out-msg" role="status" hidden>You have signed out.</p>
  <h1>Sign in to your account</h1>
  <form id="login" class="box" novalidate>
    <div class="field"><label for="em">Email address</label><input id="em" type="email" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" style="width:75%"> <button type="button" id="show-pw" aria-pressed="false">Show</button></div>
    <label><input type="checkbox" id="remember"> Keep me signed in on this device</label>
    <p class="err" id="login-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="sign-in" disabled>Sign in</button><a href="#forgot" id="forgot-link">Forgot your password?</a></div>
  </form>
  <section class="box" id="forgot" hidden aria-labelledby="fg-h"><h2 id="fg-h">Reset your password</h2>
    <div class="field"><label for="fg-em">Email address</label><input id="fg-em" type="email"></div>
    <button type="button" id="fg-send">Send reset link</button></section>
  <p class="note">New to Saltmarsh Stays? <a href="#register">Create an account</a></p>
</main>`,
  `
if (query.get('out') === '1') $('#out-msg').hidden = false;
window.attempts = 0;
function ready() { $('#sign-in').disabled = !($('#em').value.trim() && $('#pw').value); }
$('#em').addEventListener('input', ready); $('#pw').addEventListener('input', ready);
$('#show-pw').addEventListener('click', function () {
  var on = $('#pw').type === 'password'; $('#pw').type = on ? 'text' : 'password';
  this.textContent = on ? 'Hide' : 'Show'; this.setAttribute('aria-pressed', String(on));
});
$('#forgot-link').addEventListener('click', function (e) { e.preventDefault(); $('#forgot').hidden = false; $('#fg-em').value = $('#em').value; $('#fg-em').focus(); });
$('#fg-send').addEventListener('click', function () {
  var v = $('#fg-em').value.trim(); if (!v) return;
  window.resetFor = v; toast('If an account exists for ' + v + ", we've sent a link to reset the password");
});
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  if ($('#sign-in').disabled) return;
  window.attempts++;
  $('#sign-in').disabled = true; $('#sign-in').textContent = 'Signing in…'; $('#login-err').textContent = '';
  fetch('/stay/api/login', { method: 'POST', body: JSON.stringify({ email: $('#em').value.trim(), password: $('#pw').value }) })
    .then(function (r) { return r.json(); })
    .then(function (r) {
      $('#sign-in').textContent = 'Sign in'; ready();
      if (r.ok) { location.href = '/stay/lets?welcome=1'; return; }
      $('#login-err').textContent = r.error;
    });
});
`,
);

const letsPage = doc(
  'Holiday lets - Saltmarsh Stays',
  `${bar('lets')}
<main>
  <p class="good" id="welcome" role="status" hidden>Welcome back, Hana!</p>
  <h1>Holiday lets on the Suffolk and Norfolk coast</h1>
  <div style="display:grid;grid-template-columns:250px 1fr;gap:16px;align-items:start">
    <aside class="box" aria-labelledby="f-h"><h2 id="f-h">Filters</h2>
      <div class="field"><label for="f-guests">Guests</label><select id="f-guests"><option value="0">Any number</option><option value="2">2 or more</option><option value="4">4 or more</option><option value="6">6 or more</option><option value="8">8 or more</option></select></div>
      <div class="field"><label for="f-price">Max price per night</label><input id="f-price" type="range" min="50" max="400" step="10" value="400"> <output id="f-price-v" for="f-price">£400</output></div>
      <fieldset id="must"><legend>Must have</legend><label><input type="checkbox" value="tub"> Hot tub</label><br><label><input type="checkbox" value="sea"> Sea view</label><br><label><input type="checkbox" value="park"> Parking</label></fieldset>
      <div class="line"><button type="button" role="switch" id="f-dogs" aria-checked="false" aria-labelledby="f-dogs-l"></button><span id="f-dogs-l">Dogs welcome</span></div>
      <p><button type="button" id="f-clear">Clear filters</button></p>
    </aside>
    <section aria-label="Results">
      <div class="line"><p id="found" style="margin-right:auto" aria-live="polite"></p><label for="sort">Sort by</label><select id="sort"><option value="rec">Recommended</option><option value="low">Price: low to high</option><option value="high">Price: high to low</option><option value="rating">Guest rating</option></select></div>
      <div class="grid" id="cards"></div>
      <p id="none" class="note" hidden>No stays match your filters. Try removing one.</p>
      <div class="line"><button type="button" id="more">Show more stays</button><span id="more-msg" class="note" role="status"></span></div>
    </section>
  </div>
</main>
<div class="shade" id="dlg-let" hidden><div role="dialog" aria-modal="true" aria-labelledby="dl-h"><h2 id="dl-h"></h2><p id="dl-place" class="note"></p>
  <div role="tablist" aria-label="About this stay"><button type="button" role="tab" id="dt-over" aria-controls="dp-over" aria-selected="true">Overview</button><button type="button" role="tab" id="dt-rules" aria-controls="dp-rules" aria-selected="false">House rules</button><button type="button" role="tab" id="dt-rev" aria-controls="dp-rev" aria-selected="false">Reviews</button></div>
  <div role="tabpanel" id="dp-over" aria-labelledby="dt-over"></div><div role="tabpanel" id="dp-rules" aria-labelledby="dt-rules" hidden></div><div role="tabpanel" id="dp-rev" aria-labelledby="dt-rev" hidden></div>
  <div class="buttons"><button type="button" data-dismiss>Close</button><a class="button main" id="dl-book" href="#">Book this stay</a></div></div></div>`,
  `${COMMON}${SIGN_OUT}
if (query.get('welcome') === '1') $('#welcome').hidden = false;
window.known = query.get('more') === '1' ? 8 : 6;
function savedCount() { $('#saved-n').textContent = String(LETS.filter(function (l) { return l.saved; }).length); }
function filtered() {
  var g = Number($('#f-guests').value), max = Number($('#f-price').value), dogs = $('#f-dogs').getAttribute('aria-checked') === 'true';
  var must = $$('#must input:checked').map(function (x) { return x.value; });
  var list = LETS.slice(0, window.known).filter(function (l) {
    return l.sleeps >= g && l.price <= max && (!dogs || l.dogs) && must.every(function (m) { return l[m]; }) && (query.get('saved') !== '1' || l.saved);
  });
  var s = $('#sort').value;
  if (s === 'low') list.sort(function (a, b) { return a.price - b.price; });
  if (s === 'high') list.sort(function (a, b) { return b.price - a.price; });
  if (s === 'rating') list.sort(function (a, b) { return b.rating - a.rating || b.reviews - a.reviews; });
  return list;
}
function render() {
  var list = filtered();
  $('#cards').innerHTML = list.map(function (l) {
    var feats = [l.dogs ? 'Dogs welcome' : '', l.tub ? 'Hot tub' : '', l.sea ? 'Sea view' : '', l.park ? 'Parking' : ''].filter(Boolean).join(' · ');
    return '<article class="card" data-id="' + l.id + '" aria-labelledby="c-' + l.id + '"><h3 id="c-' + l.id + '" style="margin:0">' + l.name + '</h3><p class="note" style="margin:2px 0">' + l.place + '</p>' +
      '<p style="margin:2px 0">Sleeps ' + l.sleeps + ' · ' + l.beds + ' bedroom' + (l.beds === 1 ? '' : 's') + '</p><p style="margin:2px 0">★ ' + l.rating.toFixed(1) + ' (' + l.reviews + ' reviews)</p>' +
      '<p style="margin:2px 0"><strong>£' + l.price + '</strong> a night</p><p class="note">' + (feats || '&nbsp;') + '</p>' +
      '<div class="line"><button type="button" class="save" aria-pressed="' + l.saved + '">' + (l.saved ? 'Saved' : 'Save') + '</button><button type="button" class="view">View details</button><a class="button main" href="/stay/book?let=' + l.id + '">Book</a></div></article>';
  }).join('');
  $('#found').textContent = list.length + (list.length === 1 ? ' stay' : ' stays') + ' found';
  $('#none').hidden = list.length > 0;
  $('#more').hidden = window.known === 8;
  savedCount();
}
$('#f-price').addEventListener('input', function () { $('#f-price-v').textContent = '£' + this.value; });
['#f-guests', '#f-price', '#sort'].forEach(function (s) { $(s).addEventListener('change', render); });
$('#must').addEventListener('change', render);
$('#f-dogs').addEventListener('flip', render);
$('#f-clear').addEventListener('click', function () {
  $('#f-guests').value = '0'; $('#f-price').value = '400'; $('#f-price-v').textContent = '£400';
  $$('#must input').forEach(function (x) { x.checked = false; }); $('#f-dogs').setAttribute('aria-checked', 'false'); render();
});
$('#more').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Loading…';
  setTimeout(function () { window.known = 8; b.disabled = false; b.textContent = 'Show more stays'; $('#more-msg').textContent = 'All 8 stays are shown'; render(); }, 900);
});
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('.card'); if (!card) return;
  var l = byId(card.dataset.id);
  if (e.target.closest('.save')) { l.saved = !l.saved; render(); toast(l.saved ? l.name + ' saved to your list' : l.name + ' removed from your list'); }
  if (e.target.closest('.view')) {
    window.viewed = l.id;
    $('#dl-h').textContent = l.name; $('#dl-place').textContent = l.place + ' · hosted by ' + l.host;
    $('#dp-over').innerHTML = '<p>' + l.beds + ' bedrooms, sleeps ' + l.sleeps + '. From £' + l.price + ' a night plus a £60.00 cleaning fee.</p>';
    $('#dp-rules').innerHTML = '<ul><li>Check-in from 4pm, check-out by 10am</li><li>Minimum stay 3 nights</li><li>' + (l.dogs ? 'Up to 2 dogs welcome (£20.00 each per stay)' : 'Sorry, no pets') + '</li><li>No smoking</li></ul>';
    $('#dp-rev').innerHTML = '<p>' + l.rating.toFixed(1) + ' out of 5 from ' + l.reviews + ' reviews</p><blockquote>“Spotless, quiet and a short walk to the beach.” (Joanne, February 2027)</blockquote>';
    $('#dl-book').href = '/stay/book?let=' + l.id;
    $('#dt-over').click(); showDialog('dlg-let');
  }
});
render();
`,
);

const CARD_FORM = `<!doctype html><html><head><style>body{font:14px system-ui,sans-serif;margin:10px;color:#1e2430}label{display:block;font-weight:600;font-size:13px;margin-top:6px}input{font:inherit;padding:6px;border:1px solid #c2c8d1;border-radius:6px;width:100%;box-sizing:border-box}.two{display:flex;gap:8px}.two div{flex:1}</style></head><body>
<p style="margin:0;color:#667080">Secure payment by Paywave</p>
<label for="cn">Card number</label><input id="cn" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="two"><div><label for="ce">Expiry date</label><input id="ce" placeholder="MM / YY"></div><div><label for="cc">Security code</label><input id="cc" placeholder="CVC"></div></div>
<label for="cnm">Name on card</label><input id="cnm">
</body></html>`;

const bookPage = doc(
  'Book your stay - Saltmarsh Stays',
  `${bar('')}
<main>
  <p><a href="/stay/lets">← Back to stays</a></p>
  <h1 id="bk-h"></h1>
  <ol class="line" aria-label="Booking steps" id="wizard" style="list-style:none;padding:0;gap:18px"><li data-n="1">1. Dates and guests</li><li data-n="2">2. Extras</li><li data-n="3">3. Lead guest</li><li data-n="4">4. Payment</li></ol>
  <div style="display:grid;grid-template-columns:1fr 300px;gap:16px;align-items:start">
  <div>
  <section class="box" id="s1" aria-labelledby="s1-h"><h2 id="s1-h">Dates and guests</h2>
    <div class="line"><div class="field"><label for="in">Check-in</label><input id="in" type="date" min="2027-03-10"></div><div class="field"><label for="out">Check-out</label><input id="out" type="date" min="2027-03-11"></div></div>
    <p class="note">Minimum stay 3 nights. Check-in from 4pm.</p>
    <fieldset><legend>Who's coming?</legend>
      <div class="line"><span style="width:170px">Adults</span>${stepper('st-ad', 'Adults', 2, 1, 9)}</div>
      <div class="line"><span style="width:170px">Children (2 to 17)</span>${stepper('st-ch', 'Children', 0, 0, 9)}</div>
      <div class="line"><span style="width:170px">Infants (under 2)</span>${stepper('st-inf', 'Infants', 0, 0, 2)}</div>
      <div class="line"><span style="width:170px">Dogs</span>${stepper('st-dog', 'Dogs', 0, 0, 5)}</div>
    </fieldset>
    <p class="err" id="s1-err" role="alert"></p><p class="note" id="s1-status" role="status"></p>
    <div class="buttons"><button type="button" class="main" id="s1-next" disabled>Continue</button></div>
  </section>
  <section class="box" id="s2" aria-labelledby="s2-h" hidden><h2 id="s2-h">Extras</h2>
    <fieldset id="extras"><legend>Add to your stay</legend>
      <label><input type="checkbox" name="extra" value="cot" data-price="0"> Travel cot and high chair (free)</label><br>
      <label><input type="checkbox" name="extra" value="late" data-price="25"> Late check-out until 2pm (£25.00)</label><br>
      <label><input type="checkbox" name="extra" value="hamper" data-price="40"> Welcome hamper (£40.00)</label><br>
      <label><input type="checkbox" name="extra" value="wood" data-price="15"> Firewood basket (£15.00)</label></fieldset>
    <div class="line"><button type="button" role="switch" id="early" aria-checked="false" aria-labelledby="early-l"></button><span id="early-l">Early check-in at 1pm</span><span class="note">£20.00, if the cottage is ready</span></div>
    <div class="field"><label for="arr">Arrival time</label><select id="arr"><option value="">Select…</option><option>4pm to 6pm</option><option>6pm to 8pm</option><option>After 8pm (key safe)</option></select></div>
    <div class="field"><textarea id="notes" rows="3" cols="50" placeholder="Anything the owner should know?"></textarea></div>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="s2-back">Back</button><button type="button" class="main" id="s2-next">Continue</button></div>
  </section>
  <section class="box" id="s3" aria-labelledby="s3-h" hidden><h2 id="s3-h">Lead guest</h2>
    <div class="line"><div class="field"><label for="fn">First name</label><input id="fn" autocomplete="given-name"></div><div class="field"><label for="ln">Last name</label><input id="ln" autocomplete="family-name"></div></div>
    <div class="field"><label for="ge">Email</label><input id="ge" type="email" style="width:300px"></div>
    <div class="field"><input id="gp" type="tel" placeholder="Mobile number"></div>
    <fieldset><legend>Home address</legend>
      <div class="line"><input id="pc" placeholder="Postcode" style="width:130px"><button type="button" id="find">Find address</button><span class="note" id="find-msg" role="status"></span></div>
      <div class="field" id="addr-f" hidden><label for="addr">Choose your address</label><select id="addr"></select></div></fieldset>
    <label><input type="checkbox" id="terms"> I accept the booking terms and the house rules</label>
    <ul class="err" id="s3-errs" role="alert"></ul>
    <div class="buttons"><button type="button" id="s3-back">Back</button><button type="button" class="main" id="s3-next">Continue to payment</button></div>
  </section>
  <section class="box" id="s4" aria-labelledby="s4-h" hidden><h2 id="s4-h">Payment</h2>
    <fieldset><legend>How much would you like to pay now?</legend>
      <label><input type="radio" name="pay" value="deposit" checked> 25% deposit: <span id="dep-amt"></span></label><br>
      <label><input type="radio" name="pay" value="full"> The full amount: <span id="full-amt"></span></label></fieldset>
    ${frame('Secure card payment', CARD_FORM, 230).replace('<iframe ', '<iframe id="card" ')}
    <p class="err" id="pay-err" role="alert"></p>
    <div class="buttons"><button type="button" id="s4-back">Back</button><button type="button" class="main" id="pay">Pay</button></div>
  </section>
  <section class="box" id="s5" aria-labelledby="s5-h" hidden><h2 id="s5-h">Booking confirmed</h2>
    <p>Your booking reference is <strong id="ref">SMS-40718</strong>.</p><p id="paid-msg"></p><p id="bal-msg"></p>
    <p><a href="/stay/trips">Go to My trips</a></p></section>
  </div>
  <aside class="box" aria-labelledby="sum-h"><h2 id="sum-h">Your stay</h2><p id="sum-let"></p><p id="sum-dates" class="note"></p><p id="sum-guests" class="note"></p>
    <table id="sum-lines"></table><p style="font-size:16px"><strong>Total <span id="sum-total"></span></strong></p></aside>
  </div>
</main>`,
  `${COMMON}${SIGN_OUT}
var L = byId(query.get('let') || 'driftwood') || byId('driftwood');
var step = Number(query.get('step') || 1);
window.bk = { let: L.id, checkIn: '', checkOut: '', adults: 2, children: 0, infants: 0, dogs: 0, extras: [], early: false, arrival: '', notes: '', first: '', last: '', email: '', phone: '', postcode: '', address: '', terms: false, pay: 'deposit', confirmed: null };
var bk = window.bk;
if (step > 1) { bk.checkIn = '2027-06-11'; bk.checkOut = '2027-06-16'; }
if (step > 2) bk.arrival = '4pm to 6pm';
if (step > 3) { bk.first = 'Hana'; bk.last = 'Okafor'; bk.email = 'hana.okafor@example.com'; bk.postcode = 'IP18 6BX'; bk.address = '3 Ferry Road, Southwold IP18 6BX'; bk.terms = true; }
$('#bk-h').textContent = 'Book ' + L.name;
$('#in').value = bk.checkIn; $('#out').value = bk.checkOut; $('#arr').value = bk.arrival;
$('#fn').value = bk.first; $('#ln').value = bk.last; $('#ge').value = bk.email; $('#pc').value = bk.postcode; $('#terms').checked = bk.terms;
if (bk.address) { $('#addr').innerHTML = '<option>' + bk.address + '</option>'; $('#addr-f').hidden = false; }
var NAMES = ['', 'Dates and guests', 'Extras', 'Lead guest', 'Payment'];
function show(n) {
  window.step = n;
  [1, 2, 3, 4, 5].forEach(function (i) { $('#s' + i).hidden = i !== n; });
  $$('#wizard li').forEach(function (li) { if (Number(li.dataset.n) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = Number(li.dataset.n) === n ? '700' : '400'; });
  $('#wizard').hidden = n === 5;
  document.title = n === 5 ? 'Booking confirmed - Saltmarsh Stays' : NAMES[n] + ': book ' + L.name + ' - Saltmarsh Stays';
  summary();
}
function total() {
  var n = bk.checkIn && bk.checkOut ? nights(bk.checkIn, bk.checkOut) : 0;
  return n * L.price + (n ? 60 : 0) + bk.dogs * 20 + (bk.early ? 20 : 0) + bk.extras.reduce(function (s, x) { return s + Number($('#extras input[value=' + x + ']').dataset.price); }, 0);
}
function summary() {
  var n = bk.checkIn && bk.checkOut ? nights(bk.checkIn, bk.checkOut) : 0;
  $('#sum-let').textContent = L.name + ', ' + L.place;
  $('#sum-dates').textContent = n > 0 ? shortDate(bk.checkIn) + ' to ' + shortDate(bk.checkOut) + ' (' + n + ' nights)' : 'Choose your dates';
  var g = [bk.adults + ' adult' + (bk.adults === 1 ? '' : 's')];
  if (bk.children) g.push(bk.children + (bk.children === 1 ? ' child' : ' children'));
  if (bk.infants) g.push(bk.infants + ' infant' + (bk.infants === 1 ? '' : 's'));
  if (bk.dogs) g.push(bk.dogs + ' dog' + (bk.dogs === 1 ? '' : 's'));
  $('#sum-guests').textContent = g.join(', ');
  var rows = [];
  if (n > 0) { rows.push([n + ' nights × £' + L.price, n * L.price]); rows.push(['Cleaning fee', 60]); }
  if (bk.dogs) rows.push([bk.dogs + (bk.dogs === 1 ? ' dog' : ' dogs'), bk.dogs * 20]);
  if (bk.early) rows.push(['Early check-in', 20]);
  bk.extras.forEach(function (x) { var i = $('#extras input[value=' + x + ']'); rows.push([i.parentNode.textContent.split(' (')[0].trim(), Number(i.dataset.price)]); });
  $('#sum-lines').innerHTML = rows.map(function (r) { return '<tr><td>' + r[0] + '</td><td>' + gbp(r[1]) + '</td></tr>'; }).join('');
  $('#sum-total').textContent = gbp(total());
  $('#dep-amt').textContent = gbp(total() / 4); $('#full-amt').textContent = gbp(total());
  $('#pay').textContent = 'Pay ' + gbp(bk.pay === 'full' ? total() : total() / 4);
}
function err1(t) { $('#s1-err').textContent = t; }
function dates() { $('#s1-next').disabled = !($('#in').value && $('#out').value); }
$('#in').addEventListener('change', function () { dates(); err1(''); });
$('#out').addEventListener('change', function () { dates(); err1(''); });
document.addEventListener('stepped', function (e) {
  var box = e.target, v = e.detail;
  function back(old) { $('output', box).textContent = String(old); box.dataset.value = String(old); }
  if (box.id === 'st-ad' || box.id === 'st-ch') {
    var a = box.id === 'st-ad' ? v : bk.adults, c = box.id === 'st-ch' ? v : bk.children;
    if (a + c > L.sleeps) { back(box.id === 'st-ad' ? bk.adults : bk.children); err1(L.name + ' sleeps up to ' + L.sleeps + ' guests (infants are not counted)'); return; }
    bk.adults = a; bk.children = c;
  }
  if (box.id === 'st-inf') bk.infants = v;
  if (box.id === 'st-dog') {
    if (!L.dogs) { back(bk.dogs); err1("Dogs aren't allowed at " + L.name); return; }
    if (v > 2) { back(bk.dogs); err1('Up to 2 dogs can stay at ' + L.name); return; }
    bk.dogs = v;
  }
  err1(''); summary();
});
$('#s1-next').addEventListener('click', function () {
  var i = $('#in').value, o = $('#out').value, b = this;
  if (i < '2027-03-10') return err1("Check-in can't be in the past");
  if (o <= i) return err1('Check-out must be after check-in');
  if (nights(i, o) < 3) return err1('The minimum stay at ' + L.name + ' is 3 nights');
  err1(''); b.disabled = true; $('#s1-status').textContent = 'Checking availability…';
  fetch('/stay/api/availability?let=' + L.id + '&in=' + i + '&out=' + o).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; $('#s1-status').textContent = '';
    if (!r.ok) { err1(r.error); return; }
    bk.checkIn = i; bk.checkOut = o; show(2); toast(L.name + ' is free for those ' + nights(i, o) + ' nights');
  });
});
$('#extras').addEventListener('change', function () { bk.extras = $$('#extras input:checked').map(function (x) { return x.value; }); summary(); });
$('#early').addEventListener('flip', function () { bk.early = this.getAttribute('aria-checked') === 'true'; summary(); });
$('#arr').addEventListener('change', function () { bk.arrival = this.value; });
$('#notes').addEventListener('change', function () { bk.notes = this.value; });
$('#s2-back').addEventListener('click', function () { show(1); });
$('#s2-next').addEventListener('click', function () {
  if (!bk.arrival) { $('#s2-err').textContent = 'Choose an arrival time'; return; }
  if (bk.extras.indexOf('hamper') >= 0 && bk.arrival.indexOf('After 8pm') === 0) { $('#s2-err').textContent = "The welcome hamper can't be left for arrivals after 8pm"; return; }
  $('#s2-err').textContent = ''; show(3);
});
[['#fn', 'first'], ['#ln', 'last'], ['#ge', 'email'], ['#gp', 'phone'], ['#pc', 'postcode']].forEach(function (p) { $(p[0]).addEventListener('change', function () { bk[p[1]] = this.value.trim(); }); });
$('#terms').addEventListener('change', function () { bk.terms = this.checked; });
$('#addr').addEventListener('change', function () { bk.address = this.value; });
$('#find').addEventListener('click', function () {
  var pc = $('#pc').value.trim().toUpperCase(); bk.postcode = pc;
  if (!pc) { $('#find-msg').textContent = 'Enter a postcode first'; return; }
  $('#find-msg').textContent = 'Looking up ' + pc + '…'; $('#addr-f').hidden = true;
  setTimeout(function () {
    if (pc !== 'IP18 6BX') { $('#find-msg').textContent = "We couldn't find any addresses for " + pc; return; }
    $('#addr').innerHTML = '<option value="">3 addresses found</option>' + ['3 Ferry Road, Southwold IP18 6BX', '5 Ferry Road, Southwold IP18 6BX', 'Flat 1, 7 Ferry Road, Southwold IP18 6BX'].map(function (a) { return '<option>' + a + '</option>'; }).join('');
    $('#addr-f').hidden = false; $('#find-msg').textContent = '';
  }, 700);
});
$('#s3-back').addEventListener('click', function () { show(2); });
$('#s3-next').addEventListener('click', function () {
  var errs = [];
  if (!bk.first) errs.push('Enter your first name');
  if (!bk.last) errs.push('Enter your last name');
  if (!bk.email) errs.push('Enter your email address'); else if (bk.email.indexOf('@') < 1) errs.push('Enter an email address like name@example.com');
  if (!bk.address) errs.push('Choose your address');
  if (!bk.terms) errs.push('Accept the booking terms to continue');
  $('#s3-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (!errs.length) show(4);
});
$$('input[name=pay]').forEach(function (r) { r.addEventListener('change', function () { bk.pay = this.value; summary(); }); });
$('#s4-back').addEventListener('click', function () { show(3); });
$('#pay').addEventListener('click', function () {
  var f = $('#card').contentDocument, num = f.getElementById('cn').value.split(' ').join(''), exp = f.getElementById('ce').value.split(' ').join(''), cvc = f.getElementById('cc').value.trim(), b = this;
  var e = '';
  if (!num) e = 'Enter your card number';
  else if (num.length !== 16) e = 'Your card number is incomplete';
  else if (!/^[0-9][0-9][/][0-9][0-9]$/.test(exp)) e = 'Enter the expiry date as MM / YY';
  else if (Number(exp.slice(3)) < 27 || (Number(exp.slice(3)) === 27 && Number(exp.slice(0, 2)) < 3)) e = 'Your card has expired';
  else if (cvc.length !== 3) e = 'Enter the 3-digit security code';
  $('#pay-err').textContent = e; if (e) return;
  b.disabled = true; b.textContent = 'Processing…';
  setTimeout(function () {
    b.disabled = false; summary();
    if (num === '4000000000000002') { $('#pay-err').textContent = 'Your card was declined. Try a different card.'; return; }
    var t = total(), now = bk.pay === 'full' ? t : t / 4, due = new Date(new Date(bk.checkIn + 'T12:00:00') - 28 * 86400000);
    bk.confirmed = 'SMS-40718';
    $('#paid-msg').textContent = 'Paid today: ' + gbp(now);
    $('#bal-msg').textContent = bk.pay === 'full' ? 'Nothing more to pay.' : 'The balance of ' + gbp(t - now) + ' is due on ' + due.getDate() + ' ' + MONTHS[due.getMonth()] + ' ' + due.getFullYear() + '.';
    show(5); toast('Booking confirmed. We have emailed ' + bk.email);
  }, 1200);
});
show(step);
`,
);

const UPCOMING = [
  [
    'SMS-40512',
    'The Old Lifeboat House',
    'Graham',
    '2–9 Jul 2027',
    '4 adults, 1 child',
    'Balance £1,102.50 due 4 Jun 2027',
  ],
  ['SMS-40377', "Heron's Rest", 'Ruth', '19–22 Mar 2027', '2 adults', 'Paid in full'],
];
const PAST = [
  ['SMS-39120', 'Driftwood Cottage', 'driftwood', '16–20 Oct 2026', 5],
  ['SMS-38804', 'Shingle End', 'shingle', '7–14 Aug 2026', 0],
  ['SMS-38211', 'Marram Barn', 'marram', '12–15 Feb 2026', 0],
];

const tripsPage = doc(
  'My trips - Saltmarsh Stays',
  `${bar('trips')}
<main>
  <h1>My trips</h1>
  <p class="err" id="trip-err" role="alert"></p>
  <div role="tablist" aria-label="Trips"><button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="n-up">2</span>)</button><button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past (3)</button><button type="button" role="tab" id="t-can" aria-controls="p-can" aria-selected="false">Cancelled (<span id="n-can">1</span>)</button></div>
  <section id="p-up" role="tabpanel" aria-labelledby="t-up">
    <table><thead><tr><th>Booking</th><th>Stay</th><th>Dates</th><th>Guests</th><th>Payment</th><th>Status</th><th></th></tr></thead><tbody id="up-body"></tbody></table>
  </section>
  <section id="p-past" role="tabpanel" aria-labelledby="t-past" hidden>
    <table><thead><tr><th>Booking</th><th>Stay</th><th>Dates</th><th>Your review</th><th></th></tr></thead><tbody id="past-body"></tbody></table>
  </section>
  <section id="p-can" role="tabpanel" aria-labelledby="t-can" hidden>
    <table><thead><tr><th>Booking</th><th>Stay</th><th>Dates</th><th>Cancelled on</th><th>Refund</th></tr></thead><tbody id="can-body"><tr><th scope="row">SMS-39977</th><td>Tern Cottage</td><td>3–6 Jan 2027</td><td>12 Dec 2026</td><td>£297.00 refunded</td></tr></tbody></table>
  </section>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cn-h"><h2 id="cn-h"></h2>
  <p>Your deposit of £367.50 is non-refundable. Nothing else will be charged.</p>
  <div class="field"><label for="cn-why">Why are you cancelling?</label><select id="cn-why"><option value="">Choose a reason</option><option>Our plans changed</option><option>Illness</option><option>We found somewhere else</option><option>Something else</option></select></div>
  <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cn-ok" disabled>Cancel booking</button></div></div></div>
<div class="shade" id="dlg-pay" hidden><div role="dialog" aria-modal="true" aria-labelledby="py-h"><h2 id="py-h">Pay the balance</h2><p id="py-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="py-ok">Pay £1,102.50</button></div></div></div>
<div class="shade" id="dlg-msg" hidden><div role="dialog" aria-modal="true" aria-labelledby="ms-h"><h2 id="ms-h"></h2>
  <div class="field"><label for="ms-text">Message</label><textarea id="ms-text" rows="4" style="width:100%" placeholder="Ask about parking, arrival, anything"></textarea></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ms-send" disabled>Send message</button></div></div></div>
<div class="shade" id="dlg-rev" hidden><div role="dialog" aria-modal="true" aria-labelledby="rv-h"><h2 id="rv-h"></h2>
  <p><span id="rv-l">Overall rating</span> ${starRating('Overall rating', 'rv-stars')}</p>
  <div class="field"><label for="rv-text">Your review</label><textarea id="rv-text" rows="4" style="width:100%"></textarea></div>
  <label><input type="checkbox" id="rv-anon"> Post without my name</label>
  <p class="err" id="rv-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rv-ok">Post review</button></div></div></div>`,
  `${SIGN_OUT}
window.trips = ${JSON.stringify(UPCOMING)}.map(function (t) { return { ref: t[0], stay: t[1], host: t[2], dates: t[3], guests: t[4], pay: t[5], status: 'Confirmed' }; });
window.past = ${JSON.stringify(PAST)}.map(function (t) { return { ref: t[0], stay: t[1], id: t[2], dates: t[3], stars: t[4] }; });
window.cancelled = null; window.sent = null; window.invoice = null; window.balancePaid = false; window.reviewed = null;
var current = null;
function trip(ref) { return window.trips.filter(function (t) { return t.ref === ref; })[0]; }
function up() {
  $('#up-body').innerHTML = window.trips.map(function (t) {
    var id = t.ref.slice(4), paid = t.pay === 'Paid in full';
    return '<tr data-ref="' + t.ref + '"><th scope="row">' + t.ref + '</th><td>' + t.stay + '</td><td>' + t.dates + '</td><td>' + t.guests + '</td><td>' + t.pay + '</td><td><span class="tag">' + t.status + '</span></td><td>' +
      (t.status === 'Cancelled' ? '' : '<div class="pop"><button type="button" aria-haspopup="menu" aria-expanded="false" aria-controls="m-' + id + '">Manage</button><div role="menu" id="m-' + id + '" hidden>' +
      '<button type="button" role="menuitem" class="mi-msg">Message the host</button><button type="button" role="menuitem" class="mi-pay"' + (paid ? ' disabled aria-disabled="true"' : '') + '>Pay the balance</button><button type="button" role="menuitem" class="mi-inv">Download invoice</button><button type="button" role="menuitem" class="mi-cancel">Cancel booking</button></div></div>') + '</td></tr>';
  }).join('');
  $('#n-up').textContent = String(window.trips.filter(function (t) { return t.status !== 'Cancelled'; }).length);
  $('#n-can').textContent = String(1 + (window.cancelled ? 1 : 0));
}
function pastRows() {
  $('#past-body').innerHTML = window.past.map(function (t) {
    return '<tr data-ref="' + t.ref + '"><th scope="row">' + t.ref + '</th><td>' + t.stay + '</td><td>' + t.dates + '</td><td>' + (t.stars ? 'You rated it ' + t.stars + ' star' + (t.stars === 1 ? '' : 's') : 'Not reviewed yet') + '</td><td>' +
      (t.stars ? '' : '<button type="button" class="review">Write a review</button> ') + '<a class="button" href="/stay/book?let=' + t.id + '">Book again</a></td></tr>';
  }).join('');
}
$('#up-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr || !e.target.closest('[role=menuitem]')) return;
  var t = trip(tr.dataset.ref); current = t; closeMenus(); $('#trip-err').textContent = '';
  if (e.target.closest('.mi-msg')) { $('#ms-h').textContent = 'Message ' + t.host + ' about ' + t.stay; $('#ms-text').value = ''; $('#ms-send').disabled = true; showDialog('dlg-msg'); }
  if (e.target.closest('.mi-pay')) { $('#py-text').textContent = 'Pay the balance of £1,102.50 for ' + t.ref + ' with the card ending 4242.'; showDialog('dlg-pay'); }
  if (e.target.closest('.mi-inv')) { window.invoice = t.ref; toast('Downloading invoice-' + t.ref + '.pdf'); }
  if (e.target.closest('.mi-cancel')) {
    if (t.ref === 'SMS-40377') { $('#trip-err').textContent = t.ref + " starts in less than 14 days, so it can't be cancelled online. Call us on 01502 555 014."; return; }
    $('#cn-h').textContent = 'Cancel ' + t.ref + ' at ' + t.stay + '?'; $('#cn-why').value = ''; $('#cn-ok').disabled = true; showDialog('dlg-cancel');
  }
});
$('#cn-why').addEventListener('change', function () { $('#cn-ok').disabled = !this.value; });
$('#cn-ok').addEventListener('click', function () { current.status = 'Cancelled'; window.cancelled = { ref: current.ref, why: $('#cn-why').value }; hideDialog('dlg-cancel'); up(); toast(current.ref + ' has been cancelled'); });
$('#ms-text').addEventListener('input', function () { $('#ms-send').disabled = !this.value.trim(); });
$('#ms-send').addEventListener('click', function () { window.sent = { ref: current.ref, text: $('#ms-text').value.trim() }; hideDialog('dlg-msg'); toast('Message sent to ' + current.host); });
$('#py-ok').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Paying…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Pay £1,102.50'; hideDialog('dlg-pay'); current.pay = 'Paid in full'; window.balancePaid = true; up(); toast('Payment received. ' + current.ref + ' is paid in full'); }, 1000);
});
$('#past-body').addEventListener('click', function (e) {
  var b = e.target.closest('.review'); if (!b) return;
  current = window.past.filter(function (t) { return t.ref === b.closest('tr').dataset.ref; })[0];
  $('#rv-h').textContent = 'Review your stay at ' + current.stay; $('#rv-text').value = ''; $('#rv-err').textContent = '';
  $$('#rv-stars [role=radio]').forEach(function (s) { s.setAttribute('aria-checked', 'false'); s.classList.remove('on'); }); $('#rv-stars').dataset.value = '0';
  showDialog('dlg-rev');
});
$('#rv-ok').addEventListener('click', function () {
  var n = Number($('#rv-stars').dataset.value), text = $('#rv-text').value.trim();
  if (!n) { $('#rv-err').textContent = 'Choose a star rating'; return; }
  if (text.length < 20) { $('#rv-err').textContent = 'Your review needs at least 20 characters'; return; }
  current.stars = n; window.reviewed = { ref: current.ref, stars: n, text: text, anon: $('#rv-anon').checked };
  hideDialog('dlg-rev'); pastRows(); toast('Thanks! Your review of ' + current.stay + ' is live');
});
up(); pastRows();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const stayApp: CorpusApp = {
  name: 'stay',
  description:
    "Saltmarsh Stays holiday lets: a sign-in the server answers after a delay (wrong password, locked account, Sign in disabled until both fields are filled), lets as cards with Save, View details and Book in each, filters applied on change (guests select, price slider, must-have boxes, dogs switch), a sort, Show more loading two lets late, a details dialog with tabs; a four-step booking wizard (dates checked by the server, guest and dog steppers refused over the let's limits, extras and arrival time, a lead guest with an address lookup and a placeholder-only mobile field, a card form in an iframe that can be declined); My trips with tabs, a Manage menu per row, a cancellation refused within 14 days, balance payment, messages and star-rated reviews.",
  routes: {
    '/stay/login': () => loginPage,
    '/stay/api/login': (req) => {
      let body: { email?: string; password?: string } = {};
      try {
        body = JSON.parse(req.body || '{}');
      } catch {
        body = {};
      }
      const email = (body.email ?? '').toLowerCase();
      if (email === 'ben.carter@example.com') {
        return {
          delayMs: 800,
          json: { ok: false, error: 'This account is locked after too many attempts. Reset your password to sign in.' },
        };
      }
      if (email === 'hana.okafor@example.com' && body.password === 'Tide-Pool-42') {
        return { delayMs: 800, json: { ok: true } };
      }
      return { delayMs: 800, json: { ok: false, error: "That email and password don't match our records" } };
    },
    '/stay/lets': () => letsPage,
    '/stay/book': () => bookPage,
    '/stay/api/availability': (req) => {
      const id = req.url.searchParams.get('let') ?? '';
      const from = req.url.searchParams.get('in') ?? '';
      const to = req.url.searchParams.get('out') ?? '';
      const nights = Math.round((Date.parse(to) - Date.parse(from)) / 86400000);
      const name = LETS.find((l) => l[0] === id)?.[1] ?? id;
      if (nights > 14)
        return { delayMs: 1000, json: { ok: false, error: 'Stays of more than 14 nights must be booked by phone' } };
      const taken = BOOKED[id];
      if (taken && from < taken[1] && to > taken[0]) {
        const d = (s: string) => new Date(`${s}T12:00:00Z`);
        const first = d(taken[0]);
        const last = d(taken[1]);
        const month = last.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
        return {
          delayMs: 1000,
          json: {
            ok: false,
            error: `${name} is already booked from ${first.getUTCDate()} to ${last.getUTCDate()} ${month} ${last.getUTCFullYear()}. Try different dates.`,
          },
        };
      }
      return { delayMs: 1000, json: { ok: true } };
    },
    '/stay/trips': () => tripsPage,
  },
};
