/**
 * Pawsfield Rescue, an animal rehoming centre: animals as cards (Meet me and a Save heart on every card, a Reserved
 * tag on some), species checkboxes, a Good with children switch, a maximum-age slider and a sort, all applied at once,
 * a Show more animals button answered late, a saved count in the header; an animal page (facts, a photo gallery, Health
 * / Personality / Ideal home accordions, an application refused for a reserved animal with a waiting-list dialog, a
 * meet-and-greet booking refusing Mondays and past dates and answered late, a sponsorship slider, an Ask us chat in a
 * shadow root answering late, a map in an iframe); and a three-step application (an email checked on blur, a
 * placeholder-only postcode checked by the server after a delay, homes refused for a dog alone over 6 hours or a cat
 * for an animal that cannot live with cats, a reason of at least 30 characters, Send disabled until the declaration is
 * ticked). Today is Wednesday 10 March 2027.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

// id, name, species, breed, age, sex, children, cats, fee, status, added order
const ANIMALS = [
  ['bramble', 'Bramble', 'Dog', 'Lurcher', 3, 'Female', true, false, 195, 'Available'],
  ['pickle', 'Pickle', 'Cat', 'Domestic shorthair', 7, 'Male', true, true, 85, 'Available'],
  ['juniper', 'Juniper', 'Dog', 'Staffordshire bull terrier', 5, 'Female', false, false, 195, 'Reserved'],
  ['clover', 'Clover and Pip', 'Rabbit', 'Netherland dwarf pair', 1, 'Female and male', true, true, 60, 'Available'],
  ['otis', 'Otis', 'Dog', 'Jack Russell terrier', 9, 'Male', false, true, 150, 'Available'],
  ['mabel', 'Mabel', 'Cat', 'Maine Coon cross', 2, 'Female', true, true, 85, 'Reserved'],
  ['biscuit', 'Biscuit', 'Dog', 'Beagle', 1, 'Male', true, false, 250, 'Available'],
  ['tansy', 'Tansy', 'Cat', 'Tortoiseshell', 12, 'Female', false, true, 50, 'Available'],
  ['hazel', 'Hazel', 'Rabbit', 'Lionhead', 4, 'Female', true, true, 40, 'Available'],
];

const COMMON = `
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function fmt(d) { var t = new Date(d + 'T12:00:00'); return DAYS[t.getDay()] + ' ' + t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear(); }
window.animals = ${JSON.stringify(ANIMALS)}.map(function (a) { return { id: a[0], name: a[1], species: a[2], breed: a[3], age: a[4], sex: a[5], kids: a[6], cats: a[7], fee: a[8], status: a[9] }; });
function animal(id) { return window.animals.filter(function (a) { return a.id === id; })[0]; }
function years(n) { return n + (n === 1 ? ' year' : ' years'); }
`;

const BAR = `<header class="bar"><span class="logo">Pawsfield Rescue</span><nav aria-label="Main"><a href="/adopt/animals">Adopt</a><a href="#donate">Donate</a><a href="#volunteer">Volunteer</a></nav><a href="#saved" id="saved-link">Saved (<span id="saved-n">0</span>)</a></header>`;

const listPage = doc(
  'Adopt an animal - Pawsfield Rescue',
  `${BAR}
<main>
  <h1>Animals looking for a home</h1>
  <div style="display:grid;grid-template-columns:230px 1fr;gap:16px;align-items:start">
  <aside class="box">
    <fieldset><legend>Species</legend><label><input type="checkbox" name="sp" value="Dog"> Dogs</label><br><label><input type="checkbox" name="sp" value="Cat"> Cats</label><br><label><input type="checkbox" name="sp" value="Rabbit"> Rabbits</label></fieldset>
    <div class="line"><button type="button" role="switch" id="kids" aria-checked="false" aria-labelledby="kids-l"></button><span id="kids-l">Good with children</span></div>
    <div class="field"><label for="age">Maximum age</label><input id="age" type="range" min="1" max="15" value="15"> <output id="age-v" for="age">15 years</output></div>
    <div class="field"><label for="sort">Sort by</label><select id="sort"><option value="new">Newest arrivals</option><option value="young">Youngest first</option><option value="old">Oldest first</option><option value="name">Name (A to Z)</option></select></div>
    <button type="button" id="clear">Clear filters</button>
  </aside>
  <div>
    <p id="shown" aria-live="polite"></p>
    <div class="grid" id="cards"></div>
    <p><button type="button" id="more">Show more animals</button> <span id="more-status" role="status"></span></p>
  </div></div>
</main>`,
  `${COMMON}
window.limit = 6; window.saved = []; window.ticked = []; window.cleared = false;
function list() {
  var sp = $$('input[name=sp]:checked').map(function (c) { return c.value; }), kids = $('#kids').getAttribute('aria-checked') === 'true', max = Number($('#age').value), s = $('#sort').value;
  var l = window.animals.filter(function (a) { return (!sp.length || sp.indexOf(a.species) >= 0) && (!kids || a.kids) && a.age <= max; });
  if (s === 'young') l.sort(function (a, b) { return a.age - b.age; });
  if (s === 'old') l.sort(function (a, b) { return b.age - a.age; });
  if (s === 'name') l.sort(function (a, b) { return a.name.localeCompare(b.name); });
  return l;
}
function render() {
  var l = list(), shown = l.slice(0, window.limit);
  $('#cards').innerHTML = shown.map(function (a) {
    var on = window.saved.indexOf(a.id) >= 0;
    return '<article class="card" data-id="' + a.id + '"><div style="height:90px;background:#e9eef6;border-radius:6px" role="img" aria-label="Photo of ' + a.name + '"></div><h3 style="margin:6px 0 0">' + a.name + '</h3><p style="margin:0">' + a.breed + ' · ' + years(a.age) + ' · ' + a.sex + '</p>' +
      (a.status === 'Reserved' ? '<p><span class="tag" style="background:#fde3c8">Reserved</span></p>' : '<p><span class="tag">Adoption fee £' + a.fee + '</span></p>') +
      '<div class="line"><a class="button main" href="/adopt/animal?id=' + a.id + '">Meet me</a><button type="button" class="save" aria-label="Save" aria-pressed="' + on + '">' + (on ? '♥' : '♡') + '</button></div></article>';
  }).join('') || '<p>No animals match these filters.</p>';
  $('#shown').textContent = 'Showing ' + shown.length + ' of ' + l.length + ' animals';
  $('#more').hidden = shown.length >= l.length;
  $('#saved-n').textContent = String(window.saved.length);
}
$$('input[name=sp]').forEach(function (c) { c.addEventListener('change', function () { if (c.checked) window.ticked.push(c.value); render(); }); });
$('#kids').addEventListener('flip', render);
$('#age').addEventListener('input', function () { $('#age-v').textContent = years(Number(this.value)); render(); });
$('#sort').addEventListener('change', render);
$('#clear').addEventListener('click', function () { window.cleared = true; $$('input[name=sp]').forEach(function (c) { c.checked = false; }); $('#kids').setAttribute('aria-checked', 'false'); $('#age').value = '15'; $('#age-v').textContent = '15 years'; $('#sort').value = 'new'; render(); });
$('#more').addEventListener('click', function () {
  var b = this; b.disabled = true; $('#more-status').textContent = 'Loading…';
  setTimeout(function () { b.disabled = false; $('#more-status').textContent = ''; window.limit = 99; render(); }, 800);
});
$('#cards').addEventListener('click', function (e) {
  var b = e.target.closest('.save'); if (!b) return;
  var id = b.closest('article').dataset.id, a = animal(id), i = window.saved.indexOf(id);
  if (i >= 0) window.saved.splice(i, 1); else window.saved.push(id);
  render(); toast(i >= 0 ? a.name + ' removed from your saved animals' : a.name + ' saved');
});
if (query.get('more')) window.limit = 99;
render();
`,
);

const ABOUT: Record<string, string[]> = {
  bramble: [
    'Vaccinated, neutered and microchipped. Mild arthritis in her left hind leg.',
    'A gentle, sofa-loving lurcher who still enjoys two short walks and a zoom around a field.',
    'A quiet home without cats, with a secure garden and someone home most of the day.',
  ],
  juniper: [
    'Vaccinated, neutered and microchipped.',
    'Bouncy and clever, loves a squeaky toy and learning new tricks.',
    'An adult-only home as the only pet.',
  ],
  pickle: [
    'Vaccinated and neutered. On a special diet for his kidneys.',
    'A calm lap cat who likes the sun and a good brush.',
    'A quiet home; he can live with a relaxed dog.',
  ],
};

const MAP = `<!doctype html><html><head><style>body{font:13px system-ui;margin:10px}button{font:inherit;padding:4px 10px}</style></head><body>
<div style="height:90px;background:#dfe9d8;border-radius:6px;display:flex;align-items:center;justify-content:center">Map</div>
<p><strong>Pawsfield Rescue</strong><br>Moor Lane, Otley LS21 3DR<br>Open Tuesday to Sunday, 10:00 to 16:00</p>
<button type="button" id="dir">Get directions</button> <span id="dir-msg"></span>
<script>document.getElementById('dir').onclick = function () { parent.directions = true; document.getElementById('dir-msg').textContent = 'Opening directions to LS21 3DR'; };</script>
</body></html>`;

const animalPage = doc(
  'Animal - Pawsfield Rescue',
  `${BAR}
<main>
  <nav aria-label="Breadcrumb"><a href="/adopt/animals">All animals</a> / <span id="crumb" aria-current="page"></span></nav>
  <div class="line"><h1 id="name" style="margin-right:auto"></h1><span class="tag" id="status"></span></div>
  <div style="display:grid;grid-template-columns:1fr 320px;gap:16px;align-items:start">
  <div>
    <section class="box" aria-label="Photos"><div style="height:140px;background:#e9eef6;border-radius:6px" role="img" id="photo"></div>
      <div class="line"><button type="button" id="ph-prev">Previous photo</button><span id="ph-n"></span><button type="button" id="ph-next">Next photo</button></div></section>
    <dl class="pairs" id="facts"></dl>
    <p class="err" id="an-err" role="alert"></p>
    <div class="line"><button type="button" class="main" id="apply">Start an application</button><button type="button" id="wait" hidden>Join the waiting list</button></div>
    <section class="box" style="margin-top:12px">
      <h3 style="margin:0"><button type="button" data-acc aria-expanded="false" aria-controls="acc-h" id="acc-h-b">Health</button></h3><div id="acc-h" hidden><p id="health"></p></div>
      <h3 style="margin:6px 0 0"><button type="button" data-acc aria-expanded="false" aria-controls="acc-p" id="acc-p-b">Personality</button></h3><div id="acc-p" hidden><p id="person"></p></div>
      <h3 style="margin:6px 0 0"><button type="button" data-acc aria-expanded="false" aria-controls="acc-i" id="acc-i-b">Ideal home</button></h3><div id="acc-i" hidden><p id="ideal"></p></div>
    </section>
    <section class="box" aria-labelledby="mg-h"><h2 id="mg-h" style="margin-top:0">Book a meet and greet</h2>
      <div class="field"><label for="mg-date">Day</label><input id="mg-date" type="date"></div>
      <fieldset><legend>Time</legend><label><input type="radio" name="mg-time" value="10:00"> 10:00</label> <label><input type="radio" name="mg-time" value="11:30"> 11:30</label> <label><input type="radio" name="mg-time" value="14:00"> 14:00</label> <label><input type="radio" name="mg-time" value="15:30"> 15:30</label></fieldset>
      <p class="err" id="mg-err" role="alert"></p><p id="mg-msg" role="status"></p>
      <button type="button" id="mg-book">Book visit</button></section>
  </div>
  <aside>
    <section class="box" aria-labelledby="sp-h"><h2 id="sp-h" style="margin-top:0">Sponsor</h2>
      <div class="field"><label for="sp-amt">Monthly amount</label><input id="sp-amt" type="range" min="3" max="30" step="1" value="5"> <output id="sp-v" for="sp-amt">£5 a month</output></div>
      <button type="button" id="sp-go"></button></section>
    <ask-us id="ask"></ask-us>
    <section class="box" aria-labelledby="fu-h"><h2 id="fu-h" style="margin-top:0">Find us</h2>${frame('Map of Pawsfield Rescue', MAP, 230)}</section>
  </aside></div>
</main>
<div class="shade" id="dlg-wait" hidden><div role="dialog" aria-modal="true" aria-labelledby="wl-h"><h2 id="wl-h"></h2>
  <div class="field"><label for="wl-email">Your email</label><input id="wl-email" type="email" style="width:100%"></div>
  <p class="err" id="wl-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="wl-ok">Add me to the list</button></div></div></div>`,
  `${COMMON}
var A = animal(query.get('id') || 'bramble') || animal('bramble');
var T = ${JSON.stringify(ABOUT)}[A.id] || ['Vaccinated and microchipped.', 'Friendly and curious.', 'A loving home.'];
window.photo = 1; window.meet = null; window.waiting = null; window.sponsor = null; window.asked = null; window.applyStarted = false;
document.title = A.name + ' - Pawsfield Rescue';
$('#crumb').textContent = A.name; $('#name').textContent = 'Meet ' + A.name; $('#status').textContent = A.status;
$('#facts').innerHTML = '<dt>Species</dt><dd>' + A.species + '</dd><dt>Breed</dt><dd>' + A.breed + '</dd><dt>Age</dt><dd>' + years(A.age) + '</dd><dt>Sex</dt><dd>' + A.sex + '</dd><dt>Good with children</dt><dd>' + (A.kids ? 'Yes' : 'No') + '</dd><dt>Can live with cats</dt><dd>' + (A.cats ? 'Yes' : 'No') + '</dd><dt>Adoption fee</dt><dd>£' + A.fee + '</dd>';
$('#health').textContent = T[0]; $('#person').textContent = T[1]; $('#ideal').textContent = T[2];
$('#sp-go').textContent = 'Sponsor ' + A.name;
function photo() { $('#ph-n').textContent = 'Photo ' + window.photo + ' of 3'; $('#photo').setAttribute('aria-label', A.name + ', photo ' + window.photo); $('#ph-prev').disabled = window.photo === 1; $('#ph-next').disabled = window.photo === 3; }
$('#ph-next').addEventListener('click', function () { window.photo++; photo(); });
$('#ph-prev').addEventListener('click', function () { window.photo--; photo(); });
$('#apply').addEventListener('click', function () {
  if (A.status === 'Reserved') { $('#an-err').textContent = A.name + ' is reserved for another family. You can join the waiting list instead.'; $('#wait').hidden = false; return; }
  window.applyStarted = true; location.href = '/adopt/apply?id=' + A.id;
});
$('#wait').addEventListener('click', function () { $('#wl-h').textContent = 'Join the waiting list for ' + A.name; $('#wl-err').textContent = ''; showDialog('dlg-wait'); });
$('#wl-ok').addEventListener('click', function () {
  var em = $('#wl-email').value.trim();
  if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(em)) { $('#wl-err').textContent = 'Enter a valid email address'; return; }
  window.waiting = em; hideDialog('dlg-wait'); toast("You're on the waiting list for " + A.name);
});
$('#mg-book').addEventListener('click', function () {
  var d = $('#mg-date').value, t = $('input[name=mg-time]:checked'), b = this, e = '';
  if (!d) e = 'Choose a day'; else if (d <= '2027-03-10') e = 'Choose a day from tomorrow onwards';
  else if (new Date(d + 'T12:00:00').getDay() === 1) e = "We're closed on Mondays. Choose another day.";
  else if (!t) e = 'Choose a time';
  else if (A.status === 'Reserved') e = A.name + ' is reserved, so we are not booking visits for now';
  $('#mg-err').textContent = e; if (e) return;
  b.disabled = true; b.textContent = 'Booking…';
  setTimeout(function () { b.disabled = false; b.textContent = 'Book visit'; window.meet = { date: d, time: t.value }; $('#mg-msg').textContent = 'Meet and greet booked for ' + fmt(d) + ' at ' + t.value; toast('See you soon!'); }, 800);
});
$('#sp-amt').addEventListener('input', function () { $('#sp-v').textContent = '£' + this.value + ' a month'; });
$('#sp-go').addEventListener('click', function () { window.sponsor = Number($('#sp-amt').value); toast('Thank you for sponsoring ' + A.name + ' with £' + window.sponsor + ' a month'); });
customElements.define('ask-us', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button,input{font:inherit;padding:4px 8px}h2{margin:0 0 6px;font-size:16px}</style>' +
      '<h2>Ask us about ' + A.name + '</h2><ul id="log"><li>Kim (kennel team): Hi! Ask us anything about ' + A.name + '.</li></ul><input id="q" placeholder="Type your question" aria-label="Your question"> <button type="button" id="send">Send</button>';
    var $r = function (s) { return root.querySelector(s); };
    $r('#send').addEventListener('click', function () {
      var t = $r('#q').value.trim(); if (!t) return;
      window.asked = t; $r('#log').insertAdjacentHTML('beforeend', '<li>You: ' + t + '</li>'); $r('#q').value = '';
      setTimeout(function () { $r('#log').insertAdjacentHTML('beforeend', '<li>Kim (kennel team): Thanks! We will email you an answer within a day.</li>'); window.answered = true; }, 1000);
    });
  }
});
photo();
`,
);

const applyPage = doc(
  'Apply to adopt - Pawsfield Rescue',
  `${BAR}
<main style="max-width:760px">
  <h1 id="ap-h"></h1>
  <p class="note" id="ap-step"></p>
  <section id="s1" class="box" aria-labelledby="s1-h"><h2 id="s1-h" style="margin-top:0">About you</h2>
    <div class="field"><label for="fullname">Full name</label><input id="fullname" autocomplete="name" style="width:100%"></div>
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:100%"><span class="err" id="email-err" role="alert"></span></div>
    <div class="line"><input id="pc" placeholder="Your postcode" style="width:130px"><button type="button" id="pc-check">Check postcode</button><span id="pc-msg" role="status"></span></div>
    <label><input type="checkbox" id="adult"> I'm 18 or over</label>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="next1">Continue</button></div></section>
  <section id="s2" class="box" aria-labelledby="s2-h" hidden><h2 id="s2-h" style="margin-top:0">Your home</h2>
    <fieldset><legend>Type of home</legend><label><input type="radio" name="home" value="House"> House</label> <label><input type="radio" name="home" value="Flat"> Flat</label> <label><input type="radio" name="home" value="Other"> Other</label></fieldset>
    <div class="line"><button type="button" role="switch" id="garden" aria-checked="false" aria-labelledby="garden-l"></button><span id="garden-l">I have a secure garden</span></div>
    <fieldset><legend>Other pets at home</legend><label><input type="checkbox" name="pets" value="Dogs"> Dogs</label> <label><input type="checkbox" name="pets" value="Cats"> Cats</label> <label><input type="checkbox" name="pets" value="Small animals"> Small animals</label></fieldset>
    <div class="field"><label for="alone">Hours alone on a typical day</label><select id="alone"><option value="">Select…</option><option value="0">Never alone</option><option value="2">Up to 2 hours</option><option value="4">2 to 4 hours</option><option value="6">4 to 6 hours</option><option value="8">More than 6 hours</option></select></div>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="next2">Continue</button></div></section>
  <section id="s3" class="box" aria-labelledby="s3-h" hidden><h2 id="s3-h" style="margin-top:0">Review and send</h2>
    <dl class="pairs" id="sum"></dl>
    <div class="field"><label for="why"></label><textarea id="why" rows="3" style="width:100%"></textarea><span class="note" id="why-n">0 characters (at least 30)</span></div>
    <label><input type="checkbox" id="decl"> The information I've given is true, and I agree to a home visit</label>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="send" disabled>Send application</button></div></section>
  <section id="done" class="box" hidden><h2 style="margin-top:0">Application sent</h2><p id="done-text"></p></section>
</main>`,
  `${COMMON}
var A = animal(query.get('id') || 'bramble') || animal('bramble');
window.step = 1; window.area = null; window.applied = null;
document.title = 'Apply to adopt ' + A.name + ' - Pawsfield Rescue';
$('#ap-h').textContent = 'Apply to adopt ' + A.name;
$('label[for=why]').textContent = 'Why would ' + A.name + ' suit your home?';
function show(n) { window.step = n; [1, 2, 3].forEach(function (i) { $('#s' + i).hidden = i !== n; }); $('#ap-step').textContent = 'Step ' + n + ' of 3'; if (n === 3) summary(); }
function okEmail(v) { return /^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(v); }
$('#email').addEventListener('blur', function () { $('#email-err').textContent = this.value.trim() && !okEmail(this.value.trim()) ? ' Enter an email address like name@example.com' : ''; });
$('#pc').addEventListener('input', function () { window.area = null; $('#pc-msg').textContent = ''; });
$('#pc-check').addEventListener('click', function () {
  var pc = $('#pc').value.trim(); if (!pc) { $('#pc-msg').textContent = 'Enter your postcode'; return; }
  $('#pc-msg').textContent = 'Checking…';
  fetch('/adopt/api/area?postcode=' + encodeURIComponent(pc)).then(function (r) { return r.json(); }).then(function (r) {
    window.area = r.ok; $('#pc-msg').className = r.ok ? 'good' : 'err';
    $('#pc-msg').textContent = r.ok ? "Great, you're within our rehoming area (" + r.miles + ' miles)' : 'Sorry, we only rehome within 40 miles of Otley. ' + r.postcode + ' is ' + r.miles + ' miles away.';
  });
});
$('#next1').addEventListener('click', function () {
  var e = '';
  if (!$('#fullname').value.trim()) e = 'Enter your full name';
  else if (!okEmail($('#email').value.trim())) e = 'Enter a valid email address';
  else if (window.area !== true) e = window.area === false ? 'We can only accept applications from within our rehoming area' : 'Check your postcode first';
  else if (!$('#adult').checked) e = 'You must be 18 or over to adopt';
  $('#s1-err').textContent = e; if (!e) show(2);
});
$('#back2').addEventListener('click', function () { show(1); });
$('#next2').addEventListener('click', function () {
  var h = $('input[name=home]:checked'), pets = $$('input[name=pets]:checked').map(function (c) { return c.value; }), alone = $('#alone').value, e = '';
  if (!h) e = 'Choose your type of home';
  else if (alone === '') e = 'Tell us how long the animal would be alone';
  else if (A.species === 'Dog' && alone === '8') e = "We can't rehome a dog where it would be alone for more than 6 hours";
  else if (!A.cats && pets.indexOf('Cats') >= 0) e = A.name + " can't live with cats";
  $('#s2-err').textContent = e; if (!e) show(3);
});
$('#back3').addEventListener('click', function () { show(2); });
function summary() {
  var h = $('input[name=home]:checked'), pets = $$('input[name=pets]:checked').map(function (c) { return c.value; });
  $('#sum').innerHTML = '<dt>Name</dt><dd>' + $('#fullname').value + '</dd><dt>Email</dt><dd>' + $('#email').value + '</dd><dt>Postcode</dt><dd>' + $('#pc').value.toUpperCase() + '</dd><dt>Home</dt><dd>' + (h ? h.value : '') + ($('#garden').getAttribute('aria-checked') === 'true' ? ' with a secure garden' : ', no garden') + '</dd><dt>Other pets</dt><dd>' + (pets.join(', ') || 'None') + '</dd><dt>Alone</dt><dd>' + $('#alone').selectedOptions[0].textContent + '</dd>';
}
$('#why').addEventListener('input', function () { $('#why-n').textContent = this.value.length + ' characters (at least 30)'; });
$('#decl').addEventListener('change', function () { $('#send').disabled = !this.checked; });
$('#send').addEventListener('click', function () {
  if ($('#why').value.trim().length < 30) { $('#s3-err').textContent = 'Tell us a little more: at least 30 characters'; return; }
  var b = this; b.disabled = true; b.textContent = 'Sending…'; $('#s3-err').textContent = '';
  setTimeout(function () { window.applied = { ref: 'PF-4410', why: $('#why').value.trim() }; $('#s3').hidden = true; $('#done').hidden = false; $('#done-text').textContent = 'Thank you. Your reference is PF-4410. We will call you within 3 working days about ' + A.name + '.'; document.title = 'Application sent - Pawsfield Rescue'; }, 1000);
});
var st = Number(query.get('step') || 1);
if (st >= 2) { $('#fullname').value = 'Ellie Marsh'; $('#email').value = 'ellie.marsh@example.com'; $('#pc').value = 'LS21 1AB'; window.area = true; $('#adult').checked = true; }
if (st >= 3) { $('input[name=home][value=House]').checked = true; $('#garden').setAttribute('aria-checked', 'true'); $('#alone').value = '2'; }
show(st);
`,
);

const NEAR: Record<string, number> = { LS: 8, BD: 14, HG: 19, YO: 33 };

export const adoptApp: CorpusApp = {
  name: 'adopt',
  description:
    'Pawsfield Rescue animal rehoming: animal cards each with Meet me and a Save heart (Reserved tags on some), species checkboxes, a Good with children switch, a maximum-age slider and a sort applied at once, Show more animals answered late, a saved count; an animal page with facts, a photo gallery, three accordions, an application refused for a reserved animal with a waiting-list dialog, a meet-and-greet booking refusing past days and Mondays and answered late, a sponsorship slider, an Ask us chat in a shadow root answering late and a map in an iframe; a three-step application with an email checked on blur, a placeholder-only postcode checked by the server after a delay (outside 40 miles refused), homes refused for a dog alone over 6 hours or cats with an animal that cannot live with them, a reason of at least 30 characters and Send disabled until the declaration is ticked.',
  routes: {
    '/adopt/animals': () => listPage,
    '/adopt/animal': () => animalPage,
    '/adopt/apply': () => applyPage,
    '/adopt/api/area': (req) => {
      const postcode = (req.url.searchParams.get('postcode') ?? '').toUpperCase().trim();
      const miles = NEAR[postcode.slice(0, 2)] ?? 112;
      return { delayMs: 900, json: { ok: miles <= 40, miles, postcode } };
    },
  },
};
