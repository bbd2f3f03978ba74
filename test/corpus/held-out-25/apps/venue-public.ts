/**
 * Oakmere Hall's public pages: sign-in (with a forgotten-password dialog) and the spaces list (filters, cards with
 * the same three buttons in each, a Check dates dialog answered late, photos, an open-day banner that loads late
 * above the list, a tour booking dialog, accordions and a brochure form in an iframe).
 */
import { doc, frame, stepper } from '../../page';
import { SHARED_JS } from './shared';
import { SPACES } from './venue-data';

export const PUBLIC_BAR = `<header class="bar"><span class="logo">Oakmere Hall</span><nav aria-label="Main"><a href="/venue/spaces">Spaces</a><a href="/venue/enquire">Make an enquiry</a><a href="/venue/planner">Your planner</a></nav><a class="button" href="/venue/signin">Sign in</a></header>`;

export const signin = doc(
  'Sign in - Oakmere Hall',
  `${PUBLIC_BAR}
<main style="max-width:520px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Sign in to your planner</h1>
  <form id="signin" novalidate>
    <fieldset><legend>Your account</legend>
      <div class="field"><label for="email">Email address</label><input id="email" type="email" placeholder="you@example.com" autocomplete="email" style="width:100%"><p class="err" id="email-err"></p></div>
      <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" placeholder="Your password" style="flex:1"><button type="button" id="show-pw" aria-label="Show password">👁</button></div><p class="err" id="pw-err"></p></div>
      <label><input type="checkbox" id="remember"> Keep me signed in</label>
    </fieldset>
    <p class="err" id="si-err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="si-go">Sign in</button><button type="button" id="forgot">Forgotten your password?</button></div>
  </form>
  <p>New to Oakmere Hall? <a href="/venue/enquire">Make an enquiry</a> and we'll set up your planner.</p>
</main>
<div class="shade" id="dlg-forgot" hidden><div role="dialog" aria-modal="true" aria-labelledby="fg-h"><h2 id="fg-h" style="margin-top:0">Reset your password</h2>
  <div class="field"><label for="fg-email">Your email</label><input id="fg-email" type="email" placeholder="you@example.com" style="width:100%"></div>
  <p class="err" id="fg-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="fg-send">Send reset link</button></div></div></div>`,
  `${SHARED_JS}
window.resetSent = null;
$('#show-pw').addEventListener('click', function () { var p = $('#pw'), show = p.type === 'password'; p.type = show ? 'text' : 'password'; this.setAttribute('aria-label', show ? 'Hide password' : 'Show password'); });
$('#signin').addEventListener('submit', function (e) {
  e.preventDefault();
  var em = $('#email').value.trim(), pw = $('#pw').value, bad = false;
  $('#si-err').textContent = ''; $('#email-err').textContent = ''; $('#pw-err').textContent = '';
  if (!em) { $('#email-err').textContent = 'Enter your email address'; bad = true; }
  else if (em.indexOf('@') < 1) { $('#email-err').textContent = 'Enter an email address like name@example.com'; bad = true; }
  if (!pw) { $('#pw-err').textContent = 'Enter your password'; bad = true; }
  if (bad) return;
  var b = $('#si-go'); b.disabled = true; b.textContent = 'Signing in…';
  fetch('/venue/api/signin', { method: 'POST', body: JSON.stringify({ email: em, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#si-err').textContent = r.error; return; }
    location.href = '/venue/planner?welcome=1' + ($('#remember').checked ? '&remember=1' : '');
  });
});
$('#forgot').addEventListener('click', function () { $('#fg-email').value = ''; $('#fg-err').textContent = ''; showDialog('dlg-forgot'); });
$('#fg-send').addEventListener('click', function () {
  var v = $('#fg-email').value.trim();
  if (v.indexOf('@') < 1) { $('#fg-err').textContent = 'Enter the email address you signed up with'; return; }
  window.resetSent = v; hideDialog('dlg-forgot'); quick("If there's an account for " + v + ", we've sent a reset link.");
});
if (query.get('out')) $('#out-msg').textContent = "You've signed out of your planner.";
if (query.get('email')) $('#email').value = query.get('email');
`,
);

const BROCHURE = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<form id="bf" novalidate>
<p style="margin:4px 0"><label for="b-email">Email</label><br><input id="b-email" type="email" placeholder="you@example.com" style="width:240px"></p>
<p style="margin:4px 0"><label for="b-post">Postcode</label><br><input id="b-post" placeholder="e.g. YO1 7HH" style="width:120px"></p>
<p style="margin:4px 0"><label><input type="checkbox" id="b-print"> Post me a printed copy too</label></p>
<button type="submit" id="b-send">Send me the brochure</button>
<p id="b-msg" role="status"></p>
</form>
<script>
window.brochure = null;
document.getElementById('bf').addEventListener('submit', function (e) {
  e.preventDefault();
  var m = document.getElementById('b-msg'), em = document.getElementById('b-email').value.trim(), pc = document.getElementById('b-post').value.trim(), pr = document.getElementById('b-print').checked;
  if (em.indexOf('@') < 1) { m.textContent = 'Enter a valid email address'; return; }
  if (pr && !pc) { m.textContent = 'Enter your postcode so we can post it'; return; }
  m.textContent = 'Sending…';
  setTimeout(function () { window.brochure = { email: em, postcode: pc, printed: pr }; m.textContent = 'Brochure sent to ' + em + (pr ? '. A printed copy is on its way.' : '.'); }, 700);
});
</script></body></html>`;

export const spaces = doc(
  'Spaces - Oakmere Hall',
  `${PUBLIC_BAR}
<main>
  <div id="top"></div>
  <h1>Our spaces</h1>
  <div class="line" style="margin:8px 0">
    <label for="guests">Guests</label><input id="guests" type="range" min="0" max="250" step="10" value="0"> <output id="guests-v" for="guests">Any number</output>
    <label for="etype" style="margin-left:14px">Event type</label><select id="etype"><option value="">Any event</option><option value="ceremony">Ceremony</option><option value="meal">Seated meal</option><option value="party">Standing party</option></select>
    <label style="margin-left:14px"><input type="checkbox" id="outdoor"> Outdoor spaces only</label>
    <button type="button" role="switch" id="sw-short" aria-checked="false" aria-labelledby="sw-short-l" style="margin-left:14px"></button><span id="sw-short-l">Shortlist only</span>
  </div>
  <p id="count" role="status"></p>
  <div class="grid" id="cards"></div>
  <div class="line"><button type="button" id="more">Show more spaces</button></div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px">
    <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Good to know</h2>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-cater" aria-expanded="false" aria-controls="acc-cater-p">Can we bring our own caterer?</button></h3>
      <div id="acc-cater-p" hidden><p>Yes, from our approved list of five caterers. A kitchen fee of £350 applies.</p></div>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-rooms" aria-expanded="false" aria-controls="acc-rooms-p">Is there somewhere to stay?</button></h3>
      <div id="acc-rooms-p" hidden><p>The Hall has 12 bedrooms sleeping 26 guests. They come as one booking with the Great Barn.</p></div>
      <h3 style="margin:6px 0"><button type="button" data-acc id="acc-music" aria-expanded="false" aria-controls="acc-music-p">When does the music stop?</button></h3>
      <div id="acc-music-p" hidden><p>Amplified music ends at 23:30. A late licence until 01:00 costs £650.</p></div>
    </section>
    <section class="box" aria-labelledby="bro-h"><h2 id="bro-h" style="margin-top:0">Request a brochure</h2>${frame('Request a brochure', BROCHURE, 230)}</section>
  </div>
</main>
<div class="shade" id="dlg-dates" hidden><div role="dialog" aria-modal="true" aria-labelledby="cd-h"><h2 id="cd-h" style="margin-top:0">Check dates</h2>
  <div class="field"><label for="cd-date">Event date</label><input id="cd-date" type="date"></div>
  <div class="field"><label for="cd-part">Part of the day</label><select id="cd-part"><option value="day">Whole day</option><option value="daytime">Daytime (until 17:00)</option><option value="evening">Evening (from 18:00)</option></select></div>
  <p class="err" id="cd-err" role="alert"></p>
  <p class="good" id="cd-ok" role="status"></p>
  <p id="cd-next" hidden><a id="cd-enquire" class="button main" href="/venue/enquire">Start an enquiry</a></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="cd-go">Check availability</button></div></div></div>
<div class="shade" id="dlg-photos" hidden><div role="dialog" aria-modal="true" aria-labelledby="ph-h"><h2 id="ph-h" style="margin-top:0">Photos</h2>
  <figure style="margin:0"><div style="height:160px;background:#dfe6ee;border-radius:6px"></div><figcaption id="ph-cap"></figcaption></figure>
  <div class="buttons"><button type="button" id="ph-prev">Previous photo</button><button type="button" id="ph-next">Next photo</button><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-tour" hidden><div role="dialog" aria-modal="true" aria-labelledby="tr-h"><h2 id="tr-h" style="margin-top:0">Book a tour on Sunday 14 March</h2>
  <fieldset><legend>Time</legend><label><input type="radio" name="tour-time" value="11:00"> 11:00</label> <label><input type="radio" name="tour-time" value="12:00"> 12:00</label> <label><input type="radio" name="tour-time" value="13:00" disabled> 13:00 (full)</label> <label><input type="radio" name="tour-time" value="14:00"> 14:00</label></fieldset>
  <div class="field"><label for="tr-name">Your name</label><input id="tr-name" placeholder="Full name" style="width:100%"></div>
  <div class="field"><label for="tr-email">Email</label><input id="tr-email" type="email" placeholder="you@example.com" style="width:100%"></div>
  <div class="field"><span class="name">People coming</span>${stepper('tr-people', 'People coming', 2, 1, 6)}</div>
  <p class="err" id="tr-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="tr-go">Book tour</button></div></div></div>`,
  `${SHARED_JS}
window.spaces = ${JSON.stringify(SPACES)};
window.shortlist = ['OR', 'WG']; window.showMore = false; window.checked = null; window.tour = null; var checking = null, photo = 0;
function space(id) { return window.spaces.filter(function (s) { return s.id === id; })[0]; }
function cap(s) { return Math.max(s.seated, s.standing); }
function list() {
  var g = Number($('#guests').value), t = $('#etype').value, out = $('#outdoor').checked, sl = $('#sw-short').getAttribute('aria-checked') === 'true';
  return window.spaces.filter(function (s) {
    return cap(s) >= g && (!t || (t === 'ceremony' ? s.licence : t === 'meal' ? s.seated > 0 && !s.ceremonyOnly : s.standing > 0)) && (!out || s.outdoor) && (!sl || window.shortlist.indexOf(s.id) >= 0);
  });
}
function sizes(s) { return s.ceremonyOnly ? 'Ceremonies only · ' + s.seated + ' chairs' : s.seated ? 'Seats ' + s.seated + ' · Standing ' + s.standing : 'Standing only · ' + s.standing; }
function render() {
  var all = list(), base = all.filter(function (s) { return window.showMore || !s.more; });
  $('#count').textContent = all.length ? 'Showing ' + base.length + ' of ' + all.length + ' spaces' : 'No spaces match';
  $('#more').hidden = window.showMore || base.length === all.length;
  $('#cards').innerHTML = base.map(function (s) {
    var on = window.shortlist.indexOf(s.id) >= 0, tags = (s.licence ? '<span class="tag">Ceremony licence</span> ' : '') + (s.outdoor ? '<span class="tag">Outdoor</span>' : '');
    return '<article class="card" data-id="' + s.id + '" aria-labelledby="h-' + s.id + '"><h3 id="h-' + s.id + '" style="margin:0">' + s.name + '</h3><p style="margin:2px 0">' + sizes(s) + '</p><p class="note" style="margin:2px 0">' + s.blurb + '</p><p style="margin:2px 0">' + tags + '</p><p style="margin:2px 0">From ' + s.from + (s.closed ? ' · <strong>' + s.closed + '</strong>' : '') + '</p><div class="line"><button type="button" class="main chk"' + (s.closed ? ' disabled' : '') + '>Check dates</button><button type="button" class="ph">View photos</button><button type="button" class="sl" aria-pressed="' + on + '">' + (on ? '♥' : '♡') + ' Shortlist</button></div></article>';
  }).join('');
}
function openDates(s) { checking = s; $('#cd-h').textContent = 'Check dates for ' + s.name; $('#cd-err').textContent = ''; $('#cd-ok').textContent = ''; $('#cd-next').hidden = true; showDialog('dlg-dates'); }
var CAPS = ['from the drive', 'set for dinner', 'lit for the evening', 'laid out for a ceremony'];
function showPhoto() { $('#ph-cap').textContent = (photo + 1) + ' of 4: ' + checking.name + ' ' + CAPS[photo]; }
$('#guests').addEventListener('input', function () { $('#guests-v').textContent = this.value === '0' ? 'Any number' : 'At least ' + this.value + ' guests'; render(); });
$('#etype').addEventListener('change', render);
$('#outdoor').addEventListener('change', render);
$('#sw-short').addEventListener('flip', render);
$('#more').addEventListener('click', function () { var b = this; b.disabled = true; b.textContent = 'Loading…'; setTimeout(function () { b.disabled = false; b.textContent = 'Show more spaces'; window.showMore = true; render(); }, 900); });
$('#cards').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var s = space(card.dataset.id);
  if (e.target.closest('.chk')) openDates(s);
  if (e.target.closest('.ph')) { checking = s; photo = 0; $('#ph-h').textContent = 'Photos of ' + s.name; showPhoto(); showDialog('dlg-photos'); }
  if (e.target.closest('.sl')) {
    var i = window.shortlist.indexOf(s.id);
    if (i >= 0) window.shortlist.splice(i, 1); else window.shortlist.push(s.id);
    render(); quick(i >= 0 ? s.name + ' removed from your shortlist' : s.name + ' added to your shortlist');
  }
});
$('#ph-next').addEventListener('click', function () { photo = (photo + 1) % 4; showPhoto(); });
$('#ph-prev').addEventListener('click', function () { photo = (photo + 3) % 4; showPhoto(); });
$('#cd-go').addEventListener('click', function () {
  var d = $('#cd-date').value, part = $('#cd-part').value, b = this; $('#cd-err').textContent = ''; $('#cd-ok').textContent = ''; $('#cd-next').hidden = true;
  if (!d) { $('#cd-err').textContent = 'Choose a date to check'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/venue/api/availability', { method: 'POST', body: JSON.stringify({ space: checking.id, date: d, part: part }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Check availability';
    window.checked = { space: checking.id, date: d, part: part, free: r.ok };
    if (!r.ok) { $('#cd-err').textContent = r.error; return; }
    $('#cd-ok').textContent = r.text; $('#cd-enquire').href = '/venue/enquire?space=' + checking.id + '&date=' + d; $('#cd-next').hidden = false;
  });
});
$('#tr-go').addEventListener('click', function () {
  var t = $('input[name=tour-time]:checked'), n = $('#tr-name').value.trim(), em = $('#tr-email').value.trim();
  if (!t) { $('#tr-err').textContent = 'Choose a time'; return; }
  if (!n) { $('#tr-err').textContent = 'Enter your name'; return; }
  if (em.indexOf('@') < 1) { $('#tr-err').textContent = 'Enter your email address'; return; }
  window.tour = { time: t.value, name: n, email: em, people: Number($('#tr-people').dataset.value) }; hideDialog('dlg-tour'); quick('Tour booked for ' + t.value + ' on Sunday 14 March');
});
if (query.get('more')) window.showMore = true;
if (query.get('short')) $('#sw-short').setAttribute('aria-checked', 'true');
render();
if (query.get('check')) openDates(space(query.get('check')));
setTimeout(function () {
  $('#top').innerHTML = '<section class="box" id="openday" aria-labelledby="od-h" style="background:#fff8e6"><h2 id="od-h" style="margin:0 0 4px">Open day: Sunday 14 March 2027, 11:00–15:00</h2><p style="margin:0 0 6px">Walk round every space, taste our menus and meet our coordinators.</p><button type="button" class="main" id="tour">Book a tour</button></section>';
  $('#tour').addEventListener('click', function () { $('#tr-err').textContent = ''; showDialog('dlg-tour'); });
}, 1000);
`,
);
