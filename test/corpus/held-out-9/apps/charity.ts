/**
 * Hearthside, a homelessness charity: a donation page (amount chips, an "Other amount" field with a minimum, a
 * monthly switch, an impact line and a summary that follow the amount, a Donate button disabled until an amount is
 * chosen and named after it, Gift Aid that reveals address fields and computes its extra, a title select, contact
 * checkboxes, an error summary and a thank-you panel); volunteering opportunities that load late as cards with the
 * same Apply and Save buttons (one role full, its Apply disabled), a location filter, a "Hide full roles" checkbox,
 * a saved count and an application dialog (a placeholder-only phone field, a start date, an age checkbox); and an
 * events table with tabs, a placeholder-only search, a "From" date filter, pagination, an "Actions" menu in every row
 * (Register disabled for full events), a register dialog with a places stepper and a toast.
 */

import { doc, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const HEADER = `<header class="bar">
  <span class="logo">Hearthside</span>
  <nav><a href="/charity/donate">Donate</a><a href="/charity/volunteer">Volunteer</a><a href="/charity/events">Events</a></nav>
</header>`;

// ---------------------------------------------------------------------------------------------------------------
// Donate

const donate = doc(
  'Donate - Hearthside',
  `${HEADER}
<main>
  <h1>Donate to Hearthside</h1>
  <p>Every gift helps someone sleep safe tonight.</p>
  <section class="box">
    <div class="line"><span id="monthly-label">Make this a monthly gift</span><button type="button" role="switch" id="monthly" aria-checked="false" aria-labelledby="monthly-label"></button></div>
    <h2>Choose an amount</h2>
    <div role="group" aria-label="Choose an amount" class="line" id="chips">
      <button type="button" class="chip" data-amt="10" aria-pressed="false">£10</button>
      <button type="button" class="chip" data-amt="25" aria-pressed="false">£25</button>
      <button type="button" class="chip" data-amt="50" aria-pressed="false">£50</button>
      <button type="button" class="chip" data-amt="100" aria-pressed="false">£100</button>
      <button type="button" class="chip" data-amt="other" aria-pressed="false">Other amount</button>
    </div>
    <div class="field" id="other-box" hidden><label for="other">Your amount (£)</label><input id="other" type="number" min="2" step="1" style="width:120px"></div>
    <p class="err" id="amt-err" hidden>Enter an amount of at least £2</p>
    <p class="note" id="impact"></p>
    <p id="summary">Choose an amount to continue</p>
  </section>
  <section class="box">
    <h2>Gift Aid</h2>
    <p>If you are a UK taxpayer, Gift Aid lets us claim an extra 25p for every £1 you give.</p>
    <label><input type="checkbox" id="giftaid"> Yes, I want Hearthside to claim Gift Aid on my donation</label>
    <p class="good" id="gift-extra" hidden></p>
    <div id="gift-address" hidden>
      <div class="field"><label for="house">House name or number</label><input id="house"></div>
      <input id="gpostcode" placeholder="Postcode" style="width:140px">
    </div>
  </section>
  <section class="box">
    <h2>Your details</h2>
    <div class="field"><label for="title">Title</label><select id="title"><option value="">Select</option><option>Mr</option><option>Mrs</option><option>Ms</option><option>Mx</option><option>Dr</option></select></div>
    <div class="field"><label for="first">First name</label><input id="first"></div>
    <div class="field"><label for="last">Last name</label><input id="last"></div>
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:280px"></div>
    <fieldset><legend>How can we keep in touch?</legend>
      <label><input type="checkbox" name="contact" value="email"> Email</label>
      <label><input type="checkbox" name="contact" value="post"> Post</label>
      <label><input type="checkbox" name="contact" value="phone"> Phone</label>
    </fieldset>
  </section>
  <div class="box" id="errors" role="alert" hidden><h2>Please check your details</h2><ul id="error-list"></ul></div>
  <button type="button" class="main" id="donate" disabled>Donate</button>
  <section class="box" id="thanks" hidden><h2>Thank you, <span id="thanks-name"></span>!</h2><p id="thanks-text"></p></section>
</main>`,
  `
var IMPACT = { 10: '£10 could buy a warm sleeping bag', 25: '£25 could provide 10 hot meals', 50: '£50 could pay for 2 nights in emergency shelter', 100: '£100 could fund a week of advice sessions' };
window.donation = null;
var chosen = '';
function amount() {
  if (chosen === 'other') { var v = Number($('#other').value); return v >= 2 ? v : 0; }
  return chosen ? Number(chosen) : 0;
}
function money(n) { return '£' + (n % 1 ? n.toFixed(2) : String(n)); }
function update() {
  var a = amount();
  var monthly = $('#monthly').getAttribute('aria-checked') === 'true';
  $$('.chip').forEach(function (c) { c.setAttribute('aria-pressed', c.dataset.amt === chosen ? 'true' : 'false'); });
  $('#other-box').hidden = chosen !== 'other';
  $('#amt-err').hidden = !(chosen === 'other' && $('#other').value !== '' && a === 0);
  $('#impact').textContent = IMPACT[chosen] || '';
  $('#summary').textContent = a ? 'You are giving ' + money(a) + (monthly ? ' a month' : ' once') : 'Choose an amount to continue';
  $('#donate').disabled = !a;
  $('#donate').textContent = a ? 'Donate ' + money(a) + (monthly ? ' a month' : '') : 'Donate';
  var g = $('#giftaid').checked;
  $('#gift-address').hidden = !g;
  $('#gift-extra').hidden = !(g && a);
  $('#gift-extra').textContent = a ? 'Gift Aid adds ' + '£' + (a * 0.25).toFixed(2) + ' at no extra cost to you' : '';
}
$$('.chip').forEach(function (c) { c.addEventListener('click', function () { chosen = c.dataset.amt; update(); if (chosen === 'other') $('#other').focus(); }); });
$('#other').addEventListener('input', update);
$('#monthly').addEventListener('flip', update);
$('#giftaid').addEventListener('change', update);
$('#donate').addEventListener('click', function () {
  var errs = [];
  if (!$('#first').value.trim()) errs.push('Enter your first name');
  if (!$('#last').value.trim()) errs.push('Enter your last name');
  if ($('#email').value.indexOf('@') < 1) errs.push('Enter your email address');
  if ($('#giftaid').checked) {
    if (!$('#house').value.trim()) errs.push('Enter your house name or number');
    if (!$('#gpostcode').value.trim()) errs.push('Enter your postcode for Gift Aid');
  }
  $('#error-list').innerHTML = errs.map(function (x) { return '<li>' + x + '</li>'; }).join('');
  $('#errors').hidden = !errs.length;
  if (errs.length) return;
  var monthly = $('#monthly').getAttribute('aria-checked') === 'true';
  window.donation = { amount: amount(), monthly: monthly, giftAid: $('#giftaid').checked, first: $('#first').value.trim(), last: $('#last').value.trim(), email: $('#email').value.trim() };
  $('#thanks-name').textContent = window.donation.first;
  $('#thanks-text').textContent = monthly ? 'Your monthly gift of ' + money(amount()) + ' starts today.' : 'Your donation of ' + money(amount()) + ' has been received.';
  $('#thanks').hidden = false;
  $('#donate').hidden = true;
  toast('Payment received');
});
if (query.get('monthly') === '1') $('#monthly').setAttribute('aria-checked', 'true');
if (query.get('amount')) chosen = query.get('amount');
update();
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Volunteer

const ROLES = [
  { id: 'shop', title: 'Shop assistant', place: 'Hexham', when: 'Saturdays, 4 hours', tag: 'In person' },
  { id: 'befriend', title: 'Befriending caller', place: 'Remote', when: '1 hour a week', tag: 'From home' },
  { id: 'soup', title: 'Soup kitchen helper', place: 'Newcastle', when: 'Tuesday evenings', tag: 'In person' },
  {
    id: 'steward',
    title: 'Event steward',
    place: 'Gateshead',
    when: 'One day: 10 April 2027',
    tag: 'In person',
    full: true,
  },
  { id: 'van', title: 'Van driver', place: 'Newcastle', when: 'Weekday mornings', tag: 'Driving licence needed' },
  { id: 'ambassador', title: 'Fundraising ambassador', place: 'Remote', when: 'Flexible', tag: 'From home' },
];

const volunteer = doc(
  'Volunteer - Hearthside',
  `${HEADER}
<main>
  <h1>Volunteer with us</h1>
  <p>Give a few hours and make a real difference. <a href="#" id="saved-link">Saved roles (<span id="saved-count">0</span>)</a></p>
  <section class="box line">
    <div class="field"><label for="loc">Location</label>
      <select id="loc"><option value="">All locations</option><option>Hexham</option><option>Newcastle</option><option>Gateshead</option><option>Remote</option></select></div>
    <label><input type="checkbox" id="hide-full"> Hide full roles</label>
    <span id="role-count" style="margin-left:auto"></span>
  </section>
  <p id="loading">Loading opportunities…</p>
  <div class="grid" id="roles"></div>
</main>
<div class="shade" id="apply-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="apply-title">
    <h2 id="apply-title">Apply</h2>
    <div class="field"><label for="a-first">First name</label><input id="a-first"></div>
    <div class="field"><label for="a-last">Last name</label><input id="a-last"></div>
    <div class="field"><label for="a-email">Email</label><input id="a-email" type="email" style="width:100%"></div>
    <input id="a-phone" type="tel" placeholder="Phone number (optional)" style="width:100%">
    <div class="field"><label for="a-start">When can you start?</label><input id="a-start" type="date"></div>
    <label><input type="checkbox" id="a-age"> I am 18 or over</label>
    <div class="err" id="a-errors" role="alert" hidden></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="a-send">Submit application</button></div>
  </div>
</div>`,
  `
var roles = ${JSON.stringify(ROLES)};
window.applications = [];
window.saved = [];
var current = null;
function render() {
  var loc = $('#loc').value;
  var hide = $('#hide-full').checked;
  var list = roles.filter(function (r) { return (!loc || r.place === loc) && (!hide || !r.full); });
  $('#roles').innerHTML = list.map(function (r) {
    var saved = window.saved.indexOf(r.id) >= 0;
    return '<article class="card role" data-id="' + r.id + '"><h3>' + r.title + '</h3><p>' + r.place + ' · ' + r.when + '</p>' +
      '<p><span class="tag">' + r.tag + '</span>' + (r.full ? ' <span class="tag" style="background:#f6dede">Full</span>' : '') + '</p>' +
      '<div class="line"><button type="button" class="main apply"' + (r.full ? ' disabled' : '') + '>Apply</button>' +
      '<button type="button" class="save" aria-pressed="' + saved + '">' + (saved ? 'Saved' : 'Save') + '</button></div></article>';
  }).join('');
  $('#role-count').textContent = list.length + (list.length === 1 ? ' opportunity' : ' opportunities');
  $$('.role').forEach(function (c) {
    var r = roles.filter(function (x) { return x.id === c.dataset.id; })[0];
    $('.apply', c).addEventListener('click', function () {
      current = r;
      $('#apply-title').textContent = 'Apply: ' + r.title;
      $('#a-errors').hidden = true;
      showDialog('apply-dialog');
    });
    $('.save', c).addEventListener('click', function () {
      var i = window.saved.indexOf(r.id);
      if (i >= 0) window.saved.splice(i, 1); else window.saved.push(r.id);
      $('#saved-count').textContent = String(window.saved.length);
      render();
    });
  });
}
function ready() { $('#loading').hidden = true; render(); }
$('#loc').addEventListener('change', render);
$('#hide-full').addEventListener('change', render);
$('#a-send').addEventListener('click', function () {
  var errs = [];
  if (!$('#a-first').value.trim()) errs.push('Enter your first name');
  if (!$('#a-last').value.trim()) errs.push('Enter your last name');
  if ($('#a-email').value.indexOf('@') < 1) errs.push('Enter your email address');
  if (!$('#a-age').checked) errs.push('Confirm that you are 18 or over');
  $('#a-errors').innerHTML = errs.map(function (x) { return '<p>' + x + '</p>'; }).join('');
  $('#a-errors').hidden = !errs.length;
  if (errs.length) return;
  window.applications.push({ role: current.title, first: $('#a-first').value.trim(), last: $('#a-last').value.trim(), email: $('#a-email').value.trim(), phone: $('#a-phone').value, start: $('#a-start').value });
  hideDialog('apply-dialog');
  toast('Application sent for ' + current.title + '. We will be in touch within a week.');
});
$('#saved-link').addEventListener('click', function (e) { e.preventDefault(); });
if (query.get('saved')) { window.saved = query.get('saved').split(','); $('#saved-count').textContent = String(window.saved.length); }
if (query.get('ready') === '1') ready(); else setTimeout(ready, 1000);
`,
);

// ---------------------------------------------------------------------------------------------------------------
// Events

const EVENTS = [
  {
    id: 'e1',
    name: 'Riverside 10k',
    date: 'Sun 4 April 2027',
    iso: '2027-04-04',
    where: 'Newcastle Quayside',
    places: 38,
  },
  { id: 'e2', name: 'Quiz night', date: 'Fri 9 April 2027', iso: '2027-04-09', where: 'The Crown, Hexham', places: 12 },
  {
    id: 'e3',
    name: 'Sleep Out 2027',
    date: 'Sat 17 April 2027',
    iso: '2027-04-17',
    where: "St James' Park, Newcastle",
    places: 0,
  },
  {
    id: 'e4',
    name: 'Coffee morning',
    date: 'Wed 21 April 2027',
    iso: '2027-04-21',
    where: 'Hearthside Hub, Gateshead',
    places: 25,
  },
  {
    id: 'e5',
    name: 'Charity golf day',
    date: 'Fri 30 April 2027',
    iso: '2027-04-30',
    where: 'Close House, Wylam',
    places: 4,
  },
  {
    id: 'e6',
    name: 'Sponsored walk',
    date: 'Sun 9 May 2027',
    iso: '2027-05-09',
    where: "Hadrian's Wall, Once Brewed",
    places: 60,
  },
  { id: 'e7', name: 'Bake sale', date: 'Sat 15 May 2027', iso: '2027-05-15', where: 'Hexham Market Place', places: 20 },
  {
    id: 'e8',
    name: 'Volunteer open evening',
    date: 'Thu 20 May 2027',
    iso: '2027-05-20',
    where: 'Hearthside Hub, Gateshead',
    places: 30,
  },
  {
    id: 'e9',
    name: 'Abseil challenge',
    date: 'Sat 5 June 2027',
    iso: '2027-06-05',
    where: 'Tyne Bridge, Newcastle',
    places: 0,
  },
  {
    id: 'e10',
    name: 'Great North Run',
    date: 'Sun 12 September 2027',
    iso: '2027-09-12',
    where: 'Newcastle',
    places: 2,
  },
  {
    id: 'e11',
    name: 'Carol concert',
    date: 'Thu 16 December 2027',
    iso: '2027-12-16',
    where: 'St Nicholas Cathedral, Newcastle',
    places: 150,
  },
];

const events = doc(
  'Events - Hearthside',
  `${HEADER}
<style>.pg[aria-current=page]{background:#1f5fcf;color:#fff;border-color:#1f5fcf}</style>
<main>
  <h1>Events</h1>
  <div role="tablist" aria-label="Events">
    <button type="button" role="tab" id="tab-upcoming" aria-controls="p-upcoming" aria-selected="true">Upcoming events</button>
    <button type="button" role="tab" id="tab-past" aria-controls="p-past" aria-selected="false">Past events</button>
  </div>
  <section id="p-upcoming" role="tabpanel" aria-labelledby="tab-upcoming">
    <div class="line">
      <input id="search" type="search" placeholder="Search events" style="width:220px">
      <div class="field"><label for="from">From</label><input id="from" type="date"></div>
      <span id="showing" style="margin-left:auto"></span>
    </div>
    <table id="events">
      <thead><tr><th>Event</th><th>Date</th><th>Location</th><th>Places</th><th></th></tr></thead>
      <tbody></tbody>
    </table>
    <div class="pager" id="pager"></div>
  </section>
  <section id="p-past" role="tabpanel" aria-labelledby="tab-past" hidden>
    <table id="past">
      <thead><tr><th>Event</th><th>Date</th><th>Raised</th><th></th></tr></thead>
      <tbody>
        <tr data-name="Winter Sleep Out"><td>Winter Sleep Out</td><td>Sat 5 December 2026</td><td>£18,240</td><td><a href="#" class="photos">View photos</a></td></tr>
        <tr data-name="Christmas jumper day"><td>Christmas jumper day</td><td>Fri 11 December 2026</td><td>£3,115</td><td><a href="#" class="photos">View photos</a></td></tr>
        <tr data-name="New Year dip"><td>New Year dip</td><td>Fri 1 January 2027</td><td>£6,480</td><td><a href="#" class="photos">View photos</a></td></tr>
      </tbody>
    </table>
    <p id="photos-of" hidden></p>
  </section>
</main>
<div class="shade" id="reg-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="reg-title">
    <h2 id="reg-title">Register</h2>
    <div class="field"><span class="name">Places</span><span id="places-box"></span></div>
    <div class="field"><label for="r-name">Full name</label><input id="r-name" style="width:100%"></div>
    <div class="field"><label for="r-email">Email</label><input id="r-email" type="email" style="width:100%"></div>
    <p class="err" id="r-err" hidden>Enter your name and email</p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="r-send">Register</button></div>
  </div>
</div>`,
  `
var events = ${JSON.stringify(EVENTS)};
var page = Number(query.get('page') || 1);
var current = null;
window.registrations = [];
window.calendar = null;
window.shared = null;
window.photos = null;
function filtered() {
  var s = $('#search').value.trim().toLowerCase();
  var from = $('#from').value;
  return events.filter(function (ev) { return (!s || (ev.name + ' ' + ev.where).toLowerCase().indexOf(s) >= 0) && (!from || ev.iso >= from); });
}
function render() {
  var list = filtered();
  var pages = Math.max(1, Math.ceil(list.length / 5));
  if (page > pages) page = pages;
  var rows = list.slice((page - 1) * 5, page * 5);
  $('#events tbody').innerHTML = rows.map(function (ev) {
    return '<tr data-id="' + ev.id + '"><td>' + ev.name + '</td><td>' + ev.date + '</td><td>' + ev.where + '</td><td>' + (ev.places ? ev.places + ' places left' : 'Full') + '</td>' +
      '<td><span class="pop"><button type="button" class="acts" aria-haspopup="menu" aria-controls="m-' + ev.id + '" aria-expanded="false">Actions</button>' +
      '<div role="menu" id="m-' + ev.id + '" hidden><button type="button" role="menuitem" class="m-reg"' + (ev.places ? '' : ' disabled') + '>Register</button>' +
      '<button type="button" role="menuitem" class="m-cal">Add to calendar</button><button type="button" role="menuitem" class="m-share">Share</button></div></span></td></tr>';
  }).join('');
  $('#showing').textContent = list.length ? 'Showing ' + ((page - 1) * 5 + 1) + '–' + ((page - 1) * 5 + rows.length) + ' of ' + list.length + ' events' : 'No events match';
  var html = '<button type="button" id="prev"' + (page === 1 ? ' disabled' : '') + '>Previous</button>';
  for (var i = 1; i <= pages; i++) html += '<button type="button" class="pg" data-p="' + i + '"' + (i === page ? ' aria-current="page"' : '') + '>' + i + '</button>';
  html += '<button type="button" id="next"' + (page === pages ? ' disabled' : '') + '>Next</button>';
  $('#pager').innerHTML = html;
  $('#prev').addEventListener('click', function () { page -= 1; render(); });
  $('#next').addEventListener('click', function () { page += 1; render(); });
  $$('.pg').forEach(function (b) { b.addEventListener('click', function () { page = Number(b.dataset.p); render(); }); });
  $$('#events tbody tr').forEach(function (tr) {
    var ev = events.filter(function (x) { return x.id === tr.dataset.id; })[0];
    $('.m-reg', tr).addEventListener('click', function () {
      closeMenus();
      current = ev;
      $('#reg-title').textContent = 'Register for ' + ev.name;
      $('#places-box').innerHTML = ${JSON.stringify(stepper('places', 'Places', 1, 1, 6))}.replace('data-max="6"', 'data-max="' + Math.min(6, ev.places) + '"');
      showDialog('reg-dialog');
    });
    $('.m-cal', tr).addEventListener('click', function () { closeMenus(); window.calendar = ev.name; toast(ev.name + ' added to your calendar'); });
    $('.m-share', tr).addEventListener('click', function () { closeMenus(); window.shared = ev.name; toast('Link to ' + ev.name + ' copied'); });
  });
}
$('#search').addEventListener('input', function () { page = 1; render(); });
$('#from').addEventListener('input', function () { page = 1; render(); });
$('#from').addEventListener('change', function () { page = 1; render(); });
$('#r-send').addEventListener('click', function () {
  var name = $('#r-name').value.trim();
  var email = $('#r-email').value.trim();
  $('#r-err').hidden = !!(name && email.indexOf('@') > 0);
  if (!$('#r-err').hidden) return;
  var n = Number($('#places').dataset.value);
  window.registrations.push({ event: current.name, places: n, name: name, email: email });
  hideDialog('reg-dialog');
  toast("You're registered for " + current.name + ' (' + n + (n === 1 ? ' place' : ' places') + ')');
});
$$('.photos').forEach(function (a) {
  a.addEventListener('click', function (e) {
    e.preventDefault();
    window.photos = a.closest('tr').dataset.name;
    $('#photos-of').textContent = 'Photos from ' + window.photos;
    $('#photos-of').hidden = false;
  });
});
render();
var tab = query.get('tab');
if (tab && document.getElementById('tab-' + tab)) document.getElementById('tab-' + tab).click();
`,
);

export const charityApp: CorpusApp = {
  name: 'charity',
  description:
    'Hearthside, a homelessness charity: donations with amount chips, an Other amount field with a minimum, a monthly switch, an impact line, a computed summary and Donate button, Gift Aid revealing address fields, a title select and an error summary; volunteering roles that load late as cards with the same Apply and Save buttons (one full), a location filter and an application dialog; an events table with tabs, search, a From date, pagination, an Actions menu in every row and a register dialog with a stepper.',
  routes: {
    '/charity/donate': () => donate,
    '/charity/volunteer': () => volunteer,
    '/charity/events': () => events,
  },
};
