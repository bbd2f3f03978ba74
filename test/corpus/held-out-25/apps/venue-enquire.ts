/**
 * Oakmere Hall's enquiry wizard: four steps (Your event, Catering, Extras, Your details) with per-field errors, a
 * budget slider, an evening-food switch, a summary, and Send enquiry answered late by the server, which refuses a
 * booked date and fireworks outside the Great Barn and the Boathouse Lawn. `?step=N` starts at step N with the
 * earlier steps filled in (a wedding for 120 in the Great Barn on Saturday 18 September 2027, the three-course menu).
 */
import { doc } from '../../page';
import { SHARED_JS } from './shared';
import { SPACES } from './venue-data';
import { PUBLIC_BAR } from './venue-public';

const radio = (name: string, value: string, label: string) =>
  `<label style="display:block"><input type="radio" name="${name}" value="${value}"> ${label}</label>`;
const box = (name: string, value: string, label: string) =>
  `<label style="display:block"><input type="checkbox" name="${name}" value="${value}"> ${label}</label>`;
const field = (id: string, label: string, input: string) =>
  `<div class="field"><label for="${id}">${label}</label>${input}<p class="err" id="${id}-err"></p></div>`;

const spaceOptions = SPACES.filter((s) => !s.ceremonyOnly)
  .map(
    (s) =>
      `<option value="${s.id}"${s.closed ? ' disabled' : ''}>${s.name}${s.closed ? ' (closed until May 2027)' : ''}</option>`,
  )
  .join('');

export const enquire = doc(
  'Make an enquiry - Oakmere Hall',
  `${PUBLIC_BAR}
<main style="max-width:760px">
  <h1>Make an enquiry</h1>
  <ol id="steps" class="line" style="list-style:none;padding:0;gap:18px"><li data-s="1">1. Your event</li><li data-s="2">2. Catering</li><li data-s="3">3. Extras</li><li data-s="4">4. Your details</li></ol>
  <form id="wiz" novalidate>
  <h2 id="step-h"></h2>
  <section data-step="1">
    <fieldset><legend>Type of event</legend>${radio('etype', 'Wedding', 'Wedding')}${radio('etype', 'Civil partnership', 'Civil partnership')}${radio('etype', 'Birthday party', 'Birthday party')}${radio('etype', 'Corporate event', 'Corporate event')}${radio('etype', 'Celebration of life', 'Celebration of life')}<p class="err" id="etype-err"></p></fieldset>
    ${field('ev-date', 'Event date', '<input id="ev-date" type="date">')}
    ${field('ev-space', 'Main space', `<select id="ev-space"><option value="">Choose a space</option>${spaceOptions}</select>`)}
    ${field('ev-guests', 'Number of guests', '<input id="ev-guests" type="number" min="1" placeholder="e.g. 120" style="width:120px">')}
    <label><input type="checkbox" id="ev-ceremony"> We'd like our ceremony in the Walled Garden</label>
  </section>
  <section data-step="2" hidden>
    <fieldset><legend>Menu</legend>${radio('menu', 'platters', 'Sharing platters (£62 a head)')}${radio('menu', 'three', 'Three-course dinner (£74 a head)')}${radio('menu', 'hog', 'Hog roast (£48 a head)')}${radio('menu', 'own', 'Our own caterer, from the approved list')}<p class="err" id="menu-err"></p></fieldset>
    <fieldset><legend>Dietary needs</legend>${box('diet', 'Vegetarian', 'Vegetarian')}${box('diet', 'Vegan', 'Vegan')}${box('diet', 'Gluten free', 'Gluten free')}${box('diet', 'Nut allergy', 'Nut allergy')}</fieldset>
    ${field('bar', 'Drinks package', '<select id="bar"><option value="none">No package</option><option value="classic">Classic (£28 a head)</option><option value="prosecco">Prosecco (£36 a head)</option><option value="champagne">Champagne (£52 a head)</option></select>')}
    <div class="line"><button type="button" role="switch" id="sw-evening" aria-checked="false" aria-labelledby="sw-evening-l"></button><span id="sw-evening-l">Add evening food</span></div>
  </section>
  <section data-step="3" hidden>
    <fieldset><legend>Extras</legend>${box('extra', 'Late licence', 'Late licence until 01:00 (£650)')}${box('extra', 'Fireworks', 'Fireworks (£1,200)')}${box('extra', 'Ceremony musicians', 'Ceremony musicians (£450)')}${box('extra', 'Overnight rooms', 'Overnight rooms for 26 guests (£2,100)')}</fieldset>
    <div class="field"><label for="budget">Your budget</label><input id="budget" type="range" min="5000" max="60000" step="1000" value="20000"> <output id="budget-v" for="budget">£20,000</output></div>
    <p id="estimate" role="status"></p>
  </section>
  <section data-step="4" hidden>
    <dl class="pairs" id="summary"></dl>
    <fieldset><legend>Your details</legend>
      <div class="line">${field('d-first', 'First name', '<input id="d-first" placeholder="e.g. Priya">')}${field('d-last', 'Last name', '<input id="d-last" placeholder="e.g. Shah">')}</div>
      ${field('d-email', 'Email', '<input id="d-email" type="email" placeholder="you@example.com" style="width:280px">')}
      ${field('d-phone', 'Phone (optional)', '<input id="d-phone" type="tel" placeholder="07700 900123">')}
      ${field('d-heard', 'How did you hear about us?', '<select id="d-heard"><option value="">Choose…</option><option>A wedding fair</option><option>Instagram</option><option>A friend</option><option>A search engine</option></select>')}
      ${field('d-msg', 'Anything else?', '<textarea id="d-msg" rows="3" placeholder="Tell us about your day" style="width:100%"></textarea>')}
      <label><input type="checkbox" id="d-agree"> I agree to Oakmere Hall contacting me about this enquiry</label><p class="err" id="d-agree-err"></p>
    </fieldset>
    <p class="err" id="send-err" role="alert"></p>
  </section>
  <div class="line" id="nav"><button type="button" id="back">Back</button><button type="button" class="main" id="next">Next</button><button type="button" class="main" id="send" hidden>Send enquiry</button></div>
  </form>
  <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0"></h2><p id="done-p"></p></section>
</main>`,
  `${SHARED_JS}
var TITLES = ['', 'Your event', 'Catering', 'Extras', 'Your details'], HEADS = { platters: 62, three: 74, hog: 48, own: 0 }, BAR = { none: 0, classic: 28, prosecco: 36, champagne: 52 }, EXTRAS = { 'Late licence': 650, Fireworks: 1200, 'Ceremony musicians': 450, 'Overnight rooms': 2100 };
window.spaces = ${JSON.stringify(SPACES)}; window.wiz = { step: 1 }; window.sent = null;
function space(id) { return window.spaces.filter(function (s) { return s.id === id; })[0]; }
function val(name) { var r = $('input[name=' + name + ']:checked'); return r ? r.value : ''; }
function vals(name) { return $$('input[name=' + name + ']:checked').map(function (c) { return c.value; }); }
function err(id, text) { $('#' + id + '-err').textContent = text; return !text; }
function money(n) { return '£' + n.toLocaleString('en-GB'); }
function show(n) {
  window.wiz.step = n;
  $$('[data-step]').forEach(function (s) { s.hidden = Number(s.dataset.step) !== n; });
  $$('#steps li').forEach(function (l) { if (Number(l.dataset.s) === n) l.setAttribute('aria-current', 'step'); else l.removeAttribute('aria-current'); l.style.fontWeight = Number(l.dataset.s) === n ? '700' : '400'; });
  $('#step-h').textContent = 'Step ' + n + ' of 4: ' + TITLES[n];
  $('#back').hidden = n === 1; $('#next').hidden = n === 4; $('#send').hidden = n !== 4;
  if (n === 3) estimate();
  if (n === 4) summary();
}
function estimate() {
  var s = space($('#ev-space').value), g = Number($('#ev-guests').value) || 0;
  var total = (s ? Number(s.from.replace(/[^0-9]/g, '')) : 0) + g * (HEADS[val('menu')] || 0) + g * BAR[$('#bar').value] + vals('extra').reduce(function (n, x) { return n + EXTRAS[x]; }, 0);
  $('#estimate').textContent = 'Estimated total: ' + money(total);
  return total;
}
function summary() {
  var s = space($('#ev-space').value);
  $('#summary').innerHTML = '<dt>Event</dt><dd>' + val('etype') + '</dd><dt>Date</dt><dd>' + longDate($('#ev-date').value) + '</dd><dt>Space</dt><dd>' + (s ? s.name : '') + '</dd><dt>Guests</dt><dd>' + $('#ev-guests').value + '</dd><dt>Extras</dt><dd>' + (vals('extra').join(', ') || 'None') + '</dd><dt>Estimate</dt><dd>' + money(estimate()) + '</dd>';
}
function check1() {
  var ok = err('etype', val('etype') ? '' : 'Choose the type of event');
  var d = $('#ev-date').value;
  ok = err('ev-date', !d ? 'Enter the date of your event' : d <= '2027-01-12' ? 'The date must be in the future' : '') && ok;
  var s = space($('#ev-space').value);
  ok = err('ev-space', s ? '' : 'Choose a space') && ok;
  var g = Number($('#ev-guests').value);
  ok = err('ev-guests', !g || g < 1 ? 'Enter the number of guests' : s && g > Math.max(s.seated, s.standing) ? s.name + ' holds up to ' + Math.max(s.seated, s.standing) + ' guests' : '') && ok;
  return ok;
}
function check2() { return err('menu', val('menu') ? '' : 'Choose a menu'); }
$('#next').addEventListener('click', function () {
  var n = window.wiz.step;
  if (n === 1 && !check1()) return;
  if (n === 2 && !check2()) return;
  show(n + 1);
});
$('#back').addEventListener('click', function () { show(window.wiz.step - 1); });
$('#budget').addEventListener('input', function () { $('#budget-v').textContent = money(Number(this.value)); });
$$('input[name=extra]').forEach(function (c) { c.addEventListener('change', estimate); });
$('#send').addEventListener('click', function () {
  var ok = err('d-first', $('#d-first').value.trim() ? '' : 'Enter your first name');
  ok = err('d-last', $('#d-last').value.trim() ? '' : 'Enter your last name') && ok;
  var em = $('#d-email').value.trim();
  ok = err('d-email', !em ? 'Enter your email address' : em.indexOf('@') < 1 || em.indexOf('.') < 0 ? 'Enter an email address like name@example.com' : '') && ok;
  ok = err('d-agree', $('#d-agree').checked ? '' : 'Tick the box so we can contact you') && ok;
  if (!ok) return;
  var b = this, body = { type: val('etype'), date: $('#ev-date').value, space: $('#ev-space').value, guests: Number($('#ev-guests').value), walledGarden: $('#ev-ceremony').checked, menu: val('menu'), diet: vals('diet'), bar: $('#bar').value, eveningFood: $('#sw-evening').getAttribute('aria-checked') === 'true', extras: vals('extra'), budget: Number($('#budget').value), first: $('#d-first').value.trim(), last: $('#d-last').value.trim(), email: em, phone: $('#d-phone').value.trim(), heard: $('#d-heard').value, message: $('#d-msg').value.trim() };
  $('#send-err').textContent = ''; b.disabled = true; b.textContent = 'Sending…';
  fetch('/venue/api/enquiry', { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Send enquiry';
    if (!r.ok) { $('#send-err').textContent = r.error; return; }
    window.sent = body; $('#wiz').hidden = true; $('#steps').hidden = true; $('#done').hidden = false;
    $('#done-h').textContent = 'Thank you, ' + body.first; $('#done-p').textContent = 'Your enquiry reference is ' + r.ref + '. Hannah, one of our coordinators, will call you within 2 working days.';
  });
});
var start = Number(query.get('step') || 1);
if (query.get('space')) $('#ev-space').value = query.get('space');
if (query.get('date')) $('#ev-date').value = query.get('date');
if (start > 1) {
  $('input[name=etype][value=Wedding]').checked = true;
  if (!query.get('date')) $('#ev-date').value = '2027-09-18';
  if (!query.get('space')) $('#ev-space').value = 'GB';
  $('#ev-guests').value = query.get('guests') || '120';
}
if (start > 2) $('input[name=menu][value=three]').checked = true;
if (query.get('extra')) query.get('extra').split(',').forEach(function (x) { var c = $('input[name=extra][value="' + x + '"]'); if (c) c.checked = true; });
show(start);
`,
);
