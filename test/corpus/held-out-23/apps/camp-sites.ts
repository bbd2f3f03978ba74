/**
 * Pinewater Campsites (apps/camp.ts): the pitch search with filters, availability answered late, a saved-pitches
 * dialog, a cookie banner and a newsletter box named only by its placeholder; and the pitch page with tabs, reviews
 * with the same Helpful button in each, a review form with a star rating, accordions and a forecast in an iframe.
 * Today is Monday 12 July 2027.
 */
import { doc, frame, starRating, stepper } from '../../page';

// id, name, type, price a night, rating, reviews, electric hook-up, dogs, sleeps, fully booked, toilet block (m)
export type Pitch = [string, string, string, number, number, number, boolean, boolean, number, boolean, number];
export const PITCHES: Pitch[] = [
  ['P1', 'Lakeside Pitch', 'Tent', 28, 4.7, 86, false, true, 4, false, 60],
  ['P2', 'Lakeside Hardstanding', 'Campervan', 36, 4.5, 52, true, true, 4, false, 90],
  ['P3', 'Woodland Glade', 'Tent', 22, 4.8, 131, false, false, 6, false, 140],
  ['P4', 'Meadow View', 'Caravan', 34, 4.2, 40, true, true, 6, false, 45],
  ['P5', 'Heron Cabin', 'Glamping', 95, 4.9, 64, true, false, 4, false, 20],
  ['P6', 'Orchard Corner', 'Tent', 24, 4.1, 23, false, true, 4, true, 75],
  ['P7', 'Kingfisher Cabin', 'Glamping', 110, 4.6, 38, true, true, 5, false, 25],
  ['P8', 'Hilltop Pitch', 'Tent', 20, 3.9, 17, false, true, 3, false, 210],
  ['P9', 'Lakeside Yurt', 'Glamping', 85, 4.4, 29, true, false, 4, false, 55],
  ['P10', 'Beech Hardstanding', 'Campervan', 32, 4.3, 21, true, false, 4, false, 120],
];

/** The shared script: pitches as objects, a short toast and a date formatter. */
export const CAMP_SCRIPT = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 5000); }
window.pitches = ${JSON.stringify(PITCHES)}.map(function (p) { return { id: p[0], name: p[1], type: p[2], price: p[3], rating: p[4], reviews: p[5], electric: p[6], dogs: p[7], sleeps: p[8], full: p[9], toilets: p[10] }; });
function pitch(id) { return window.pitches.filter(function (p) { return p.id === id; })[0]; }
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function day(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()]; }
function addDays(iso, n) { var d = new Date(iso + 'T12:00:00Z'); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); }
function nightsBetween(a, b) { return Math.round((new Date(b + 'T12:00:00Z') - new Date(a + 'T12:00:00Z')) / 86400000); }
`;

export function campBar(extra = ''): string {
  return `<header class="bar"><span class="logo">Pinewater Campsites</span><nav aria-label="Main"><a href="/camp/sites">Find a pitch</a><a href="/camp/trips">My trips</a><a href="/camp/sites#help">Help</a></nav>${extra}<a href="/camp/login">Sign in</a></header>`;
}

export const sitesPage = doc(
  'Find a pitch - Pinewater Campsites',
  `${campBar('<button type="button" id="saved-btn">Saved (<span id="saved-n">1</span>)</button>')}
<main>
  <div class="box" id="cookies" role="region" aria-label="Cookie consent" style="background:#fffbe6;border:1px solid #ecd98a;border-radius:8px;padding:8px 12px;margin-bottom:10px">We use cookies to remember your searches and to measure how the site is used. <button type="button" id="ck-accept">Accept all</button> <button type="button" id="ck-reject">Reject non-essential</button></div>
  <h1>Find a pitch</h1>
  <section class="box" aria-labelledby="when-h"><h2 id="when-h" style="margin-top:0;font-size:16px">Your stay</h2>
    <div class="line"><div class="field"><label for="arrive">Arrival</label><input id="arrive" type="date" min="2027-07-12"></div>
      <div class="field"><span class="name">Nights</span>${stepper('nights', 'Nights', 2, 1, 14)}</div>
      <div class="field"><span class="name">Guests</span>${stepper('guests', 'Guests', 2, 1, 8)}</div>
      <button type="button" class="main" id="check">Check availability</button></div>
    <p class="err" id="avail-err" role="alert"></p><p id="avail-msg" role="status"></p></section>
  <div style="display:grid;grid-template-columns:220px 1fr;gap:16px">
    <aside class="box" aria-label="Filters"><fieldset><legend>Pitch type</legend>${['Tent', 'Campervan', 'Caravan', 'Glamping'].map((t) => `<label style="display:block"><input type="checkbox" name="ptype" value="${t}"> ${t}</label>`).join('')}</fieldset>
      <div class="line"><button type="button" role="switch" id="sw-dogs" aria-checked="false" aria-labelledby="sw-dogs-l"></button><span id="sw-dogs-l">Dogs welcome</span></div>
      <div class="field"><label for="max">Max price per night</label><input id="max" type="range" min="20" max="120" step="5" value="120"> <output id="max-v" for="max">£120</output></div>
      <div class="field"><label for="sort">Sort by</label><select id="sort"><option value="rec">Recommended</option><option value="low">Price: low to high</option><option value="high">Price: high to low</option><option value="top">Top rated</option></select></div>
      <button type="button" id="clear">Clear filters</button></aside>
    <div><p id="count" role="status"></p><div class="grid" id="cards"></div>
      <nav class="pager" aria-label="Result pages"><button type="button" id="prev">Previous</button><span id="of"></span><button type="button" id="next">Next</button></nav></div>
  </div>
  <footer class="box" id="help" style="margin-top:16px"><h2 style="margin-top:0;font-size:16px">Camping news and offers</h2><form id="news" class="line"><input id="news-email" type="email" placeholder="Your email address" style="width:260px"><button type="submit">Subscribe</button></form><p id="news-msg" role="status"></p></footer>
</main>
<div class="shade" id="dlg-saved" hidden><div role="dialog" aria-modal="true" aria-labelledby="sv-h"><h2 id="sv-h" style="margin-top:0">Saved pitches</h2><ul id="sv-list"></ul><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${CAMP_SCRIPT}
window.saved = ['P3']; window.page = 1; window.unavailable = null; window.cookies = null; window.subscribed = null; window.booking = null;
function types() { return $$('input[name=ptype]:checked').map(function (c) { return c.value; }); }
function list() {
  var t = types(), dogs = $('#sw-dogs').getAttribute('aria-checked') === 'true', max = Number($('#max').value), sort = $('#sort').value;
  var all = window.pitches.filter(function (p) { return (!t.length || t.indexOf(p.type) >= 0) && (!dogs || p.dogs) && p.price <= max; });
  if (sort === 'low') all.sort(function (a, b) { return a.price - b.price; });
  if (sort === 'high') all.sort(function (a, b) { return b.price - a.price; });
  if (sort === 'top') all.sort(function (a, b) { return b.rating - a.rating; });
  return all;
}
function guests() { return Number($('#guests').dataset.value); }
function nights() { return Number($('#nights').dataset.value); }
function availText(p) {
  if (!window.unavailable) return '';
  if (p.full || window.unavailable.indexOf(p.id) >= 0) return 'Not available on your dates';
  if (p.sleeps < window.unavailable.guests) return 'Too small for ' + window.unavailable.guests + ' guests';
  return 'Available · £' + p.price * window.unavailable.nights + ' for ' + window.unavailable.nights + ' night' + (window.unavailable.nights === 1 ? '' : 's');
}
function render() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 6)); if (window.page > pages) window.page = pages;
  var shown = all.slice((window.page - 1) * 6, window.page * 6);
  $('#count').textContent = all.length ? 'Showing ' + ((window.page - 1) * 6 + 1) + '–' + ((window.page - 1) * 6 + shown.length) + ' of ' + all.length + ' pitches' : 'No pitches match your filters';
  $('#of').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#cards').innerHTML = shown.map(function (p) {
    var a = availText(p), blocked = p.full || (a && a.indexOf('Available') !== 0), on = window.saved.indexOf(p.id) >= 0;
    return '<article class="card" data-id="' + p.id + '" aria-labelledby="h-' + p.id + '"><h3 id="h-' + p.id + '" style="margin:0">' + p.name + '</h3><p class="note" style="margin:2px 0">' + p.type + (p.type === 'Glamping' ? '' : ' pitch') + ' · Sleeps ' + p.sleeps + '</p><p style="margin:2px 0">' + (p.dogs ? '<span class="tag">Dogs welcome</span> ' : '<span class="tag">No dogs</span> ') + (p.electric ? '<span class="tag">Electric hook-up</span>' : '') + (p.full ? ' <span class="tag">Fully booked</span>' : '') + '</p><p style="margin:2px 0"><strong>£' + p.price + '</strong> / night · ★ ' + p.rating.toFixed(1) + ' (' + p.reviews + ' reviews)</p><p class="avail note" style="margin:2px 0">' + a + '</p><div class="line"><a class="button" href="/camp/pitch?id=' + p.id + '">View details</a><button type="button" class="main book"' + (blocked ? ' disabled' : '') + '>Book</button><button type="button" class="save" aria-label="Save" aria-pressed="' + on + '">' + (on ? '♥' : '♡') + '</button></div></article>';
  }).join('');
  $('#saved-n').textContent = String(window.saved.length);
}
function savedList() { $('#sv-list').innerHTML = window.saved.length ? window.saved.map(function (id) { return '<li data-id="' + id + '">' + pitch(id).name + ' <button type="button" class="rm">Remove</button></li>'; }).join('') : '<li>You have no saved pitches</li>'; }
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var p = pitch(card.dataset.id);
  if (e.target.closest('.save')) { var i = window.saved.indexOf(p.id); if (i >= 0) window.saved.splice(i, 1); else window.saved.push(p.id); render(); quick(i >= 0 ? p.name + ' removed from your saved pitches' : p.name + ' saved'); }
  if (e.target.closest('.book')) { window.booking = p.id; location.href = '/camp/book?id=' + p.id + ($('#arrive').value ? '&from=' + $('#arrive').value + '&to=' + addDays($('#arrive').value, nights()) : ''); }
});
$('#saved-btn').addEventListener('click', function () { savedList(); showDialog('dlg-saved'); });
$('#sv-list').addEventListener('click', function (e) { var li = e.target.closest('[data-id]'); if (!li || !e.target.closest('.rm')) return; window.saved.splice(window.saved.indexOf(li.dataset.id), 1); savedList(); render(); });
$$('input[name=ptype]').forEach(function (c) { c.addEventListener('change', function () { window.page = 1; render(); }); });
$('#sw-dogs').addEventListener('flip', function () { window.page = 1; render(); });
$('#max').addEventListener('input', function () { $('#max-v').textContent = '£' + this.value; window.page = 1; render(); });
$('#sort').addEventListener('change', function () { window.page = 1; render(); });
$('#clear').addEventListener('click', function () { $$('input[name=ptype]').forEach(function (c) { c.checked = false; }); $('#sw-dogs').setAttribute('aria-checked', 'false'); $('#max').value = '120'; $('#max-v').textContent = '£120'; $('#sort').value = 'rec'; window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#ck-accept').addEventListener('click', function () { window.cookies = 'all'; $('#cookies').hidden = true; });
$('#ck-reject').addEventListener('click', function () { window.cookies = 'essential'; $('#cookies').hidden = true; });
$('#news').addEventListener('submit', function (e) {
  e.preventDefault(); var v = $('#news-email').value.trim();
  if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(v)) { $('#news-msg').className = 'err'; $('#news-msg').textContent = 'Enter a valid email address'; return; }
  $('#news-msg').className = 'note'; $('#news-msg').textContent = 'Subscribing…';
  setTimeout(function () { window.subscribed = v; $('#news-msg').className = 'good'; $('#news-msg').textContent = 'Thanks! Check your inbox to confirm your subscription.'; }, 600);
});
$('#check').addEventListener('click', function () {
  var from = $('#arrive').value, b = this; $('#avail-err').textContent = ''; $('#avail-msg').textContent = '';
  if (!from) { $('#avail-err').textContent = 'Choose an arrival date'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/camp/api/avail', { method: 'POST', body: JSON.stringify({ from: from, nights: nights() }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Check availability';
    if (!r.ok) { $('#avail-err').textContent = r.error; return; }
    window.unavailable = r.unavailable; window.unavailable.guests = guests(); window.unavailable.nights = nights();
    var free = window.pitches.filter(function (p) { return !p.full && r.unavailable.indexOf(p.id) < 0 && p.sleeps >= guests(); }).length;
    $('#avail-msg').textContent = free + ' of 10 pitches are free from ' + day(from) + ' for ' + nights() + ' night' + (nights() === 1 ? '' : 's'); render();
  });
});
if (query.get('page')) window.page = Number(query.get('page'));
if (query.get('type')) $$('input[name=ptype]').forEach(function (c) { if (c.value === query.get('type')) c.checked = true; });
if (query.get('sort')) $('#sort').value = query.get('sort');
if (query.get('cookies')) $('#cookies').hidden = true;
render();
`,
);

const FORECAST = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">5-day forecast for Pinewater</h3>
<p id="st">Loading forecast…</p><ul id="days" hidden style="padding-left:18px;margin:4px 0"></ul>
<button type="button" id="unit" hidden>Show °F</button>
<script>
var D = [['Mon 12 Jul', 21, 12, 'Sunny'], ['Tue 13 Jul', 19, 11, 'Light rain'], ['Wed 14 Jul', 23, 13, 'Sunny intervals'], ['Thu 15 Jul', 17, 9, 'Heavy showers'], ['Fri 16 Jul', 20, 12, 'Cloudy']];
var f = false; window.unit = 'C';
function t(c) { return f ? Math.round(c * 9 / 5 + 32) + '°F' : c + '°C'; }
function draw() { document.getElementById('days').innerHTML = D.map(function (d) { return '<li>' + d[0] + ': ' + d[3] + ', high ' + t(d[1]) + ', low ' + t(d[2]) + '</li>'; }).join(''); document.getElementById('unit').textContent = f ? 'Show °C' : 'Show °F'; }
setTimeout(function () { document.getElementById('st').textContent = 'Updated at 07:00 today'; document.getElementById('days').hidden = false; document.getElementById('unit').hidden = false; draw(); }, 900);
document.getElementById('unit').addEventListener('click', function () { f = !f; window.unit = f ? 'F' : 'C'; draw(); });
</script></body></html>`;

// author, stars, stayed, text, helpful
const REVIEWS: Record<string, [string, number, string, string, number][]> = {
  P1: [
    [
      'Hannah K.',
      5,
      'June 2027',
      'Woke up to herons on the lake. The pitch was flat and the toilet block spotless.',
      12,
    ],
    ['Marcus D.', 4, 'May 2027', 'Lovely spot but it gets muddy after rain. Bring extra pegs.', 5],
    ['Aisha R.', 3, 'April 2027', 'Beautiful views, but the path from the car park is steep with all our kit.', 2],
  ],
  P5: [
    ['Oliver P.', 5, 'June 2027', 'The wood burner made it cosy even on a wet night. Spotless inside.', 9],
    ['Grace L.', 5, 'March 2027', 'Quiet, warm and the hot tub was a treat. We will be back.', 4],
  ],
};
const DEFAULT_REVIEWS: [string, number, string, string, number][] = [
  ['Tom B.', 5, 'June 2027', 'Friendly wardens and a good level pitch. The kids loved the play area.', 3],
  ['Lucy W.', 4, 'May 2027', 'Nice and quiet, though the showers were busy in the morning.', 1],
];

export const pitchPage = doc(
  'Pitch - Pinewater Campsites',
  `${campBar()}
<main>
  <nav aria-label="Breadcrumb" class="note" id="crumbs"></nav>
  <h1 id="title"></h1><p id="sub"></p>
  <div class="line"><button type="button" class="main" id="book">Book this pitch</button><button type="button" id="save" aria-pressed="false">Save</button></div>
  <div role="tablist" aria-label="Pitch" style="margin-top:12px"><button type="button" role="tab" id="t-over" aria-controls="p-over" aria-selected="true">Overview</button><button type="button" role="tab" id="t-fac" aria-controls="p-fac" aria-selected="false">Facilities</button><button type="button" role="tab" id="t-rev" aria-controls="p-rev" aria-selected="false">Reviews</button></div>
  <div role="tabpanel" id="p-over"><p id="desc"></p>
    <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0;font-size:16px">Good to know</h2>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-times" aria-expanded="false" aria-controls="acc-times-p">Check-in and check-out</button></h3><div id="acc-times-p" hidden><p>Check in from 14:00. Please leave your pitch by 11:00 on the day you go.</p></div>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-cancel" aria-expanded="false" aria-controls="acc-cancel-p">Cancellation policy</button></h3><div id="acc-cancel-p" hidden><p>Cancel free of charge up to 7 days before you arrive. After that we keep the first night's fee.</p></div>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-quiet" aria-expanded="false" aria-controls="acc-quiet-p">Quiet hours</button></h3><div id="acc-quiet-p" hidden><p>Please keep noise down between 22:30 and 07:00.</p></div></section>
    ${frame('Weather forecast', FORECAST, 190)}</div>
  <div role="tabpanel" id="p-fac" hidden><dl class="pairs" id="fac"></dl></div>
  <div role="tabpanel" id="p-rev" hidden><p class="note" id="rev-of"></p><div id="reviews"></div>
    <section class="box" aria-labelledby="wr-h"><h2 id="wr-h" style="margin-top:0;font-size:16px">Write a review</h2>
      <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'my-rating')}</div>
      <div class="field"><label for="stayed">When did you stay?</label><select id="stayed"><option value="">Choose a month</option><option>July 2027</option><option>June 2027</option><option>May 2027</option></select></div>
      <div class="field"><label for="rev-text">Your review</label><textarea id="rev-text" rows="3" style="width:100%"></textarea></div>
      <p class="err" id="rev-err" role="alert"></p><p class="good" id="rev-ok" role="status"></p>
      <button type="button" class="main" id="post">Post review</button></section></div>
</main>`,
  `${CAMP_SCRIPT}
var p = pitch(query.get('id') || 'P1'), revs = ${JSON.stringify(REVIEWS)}[p.id] || ${JSON.stringify(DEFAULT_REVIEWS)};
window.helpful = []; window.review = null; window.pitchSaved = false;
document.title = p.name + ' - Pinewater Campsites';
$('#crumbs').textContent = 'Find a pitch › ' + p.type + ' › ' + p.name;
$('#title').textContent = p.name; $('#sub').textContent = p.type + (p.type === 'Glamping' ? '' : ' pitch') + ' · Sleeps ' + p.sleeps + ' · £' + p.price + ' a night';
$('#desc').textContent = p.name + ' is ' + p.toilets + ' m from the nearest toilet block.' + (p.full ? ' It is fully booked for the rest of the summer.' : '');
$('#t-rev').textContent = 'Reviews (' + p.reviews + ')';
$('#book').disabled = p.full;
$('#fac').innerHTML = [['Electric hook-up', p.electric ? 'Yes' : 'No'], ['Dogs', p.dogs ? 'Welcome (up to 2)' : 'Not allowed'], ['Fire pit', p.type === 'Tent' || p.type === 'Glamping' ? 'Yes' : 'No'], ['Parking', p.type === 'Campervan' || p.type === 'Caravan' ? 'Next to your pitch' : 'Main car park'], ['Toilet block', p.toilets + ' m away']].map(function (f) { return '<dt>' + f[0] + '</dt><dd>' + f[1] + '</dd>'; }).join('');
$('#rev-of').textContent = 'Showing ' + revs.length + ' of ' + p.reviews + ' reviews';
$('#reviews').innerHTML = revs.map(function (r, i) { return '<article class="card" data-n="' + i + '" aria-label="Review by ' + r[0] + '"><strong>' + r[0] + '</strong> · <span aria-label="Rated ' + r[1] + ' out of 5">' + '★★★★★'.slice(0, r[1]) + '☆☆☆☆☆'.slice(0, 5 - r[1]) + '</span><p class="note" style="margin:2px 0">Stayed in ' + r[2] + '</p><p style="margin:2px 0">' + r[3] + '</p><button type="button" class="help">Helpful (<span>' + r[4] + '</span>)</button></article>'; }).join('');
$('#reviews').addEventListener('click', function (e) { var b = e.target.closest('.help'); if (!b || b.disabled) return; var n = Number(b.closest('[data-n]').dataset.n); window.helpful.push(n); $('span', b).textContent = String(revs[n][4] + 1); b.disabled = true; });
$('#book').addEventListener('click', function () { location.href = '/camp/book?id=' + p.id; });
$('#save').addEventListener('click', function () { window.pitchSaved = !window.pitchSaved; this.setAttribute('aria-pressed', String(window.pitchSaved)); this.textContent = window.pitchSaved ? 'Saved' : 'Save'; quick(window.pitchSaved ? p.name + ' saved' : p.name + ' removed from your saved pitches'); });
$('#post').addEventListener('click', function () {
  var n = Number($('#my-rating').dataset.value), t = $('#rev-text').value.trim(), b = this; $('#rev-err').textContent = ''; $('#rev-ok').textContent = '';
  if (!n) { $('#rev-err').textContent = 'Choose a star rating'; return; }
  if (!$('#stayed').value) { $('#rev-err').textContent = 'Tell us when you stayed'; return; }
  if (t.length < 20) { $('#rev-err').textContent = 'Tell us a bit more (at least 20 characters)'; return; }
  b.disabled = true; b.textContent = 'Posting…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Post review'; window.review = { stars: n, stayed: $('#stayed').value, text: t }; $('#rev-ok').textContent = "Thanks! Your review will appear once we've checked it."; }, 700);
});
var tabs = { facilities: '#t-fac', reviews: '#t-rev' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
