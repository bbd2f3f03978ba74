/**
 * Alva Peaks' lift-pass shop (apps/ski.ts): a four-step wizard. `?step=2`, `3` or `4` opens that step with the
 * order a user would have built: a 3-day pass, Piz Alva only, from 18 Dec 2027, for Nina Keller (Adult, her KeyCard
 * 01-1614-7730-2) and Leo Keller (Child 6–15, a new KeyCard); no extras. `?welcome=1` greets Nina after signing in.
 */
import { doc, stepper } from '../../page';
import { SKI_BAR, SKI_MENU, SKI_QUICK } from './ski-common';

const PASSES: [string, string, number][] = [
  ['day', 'Day pass', 79],
  ['three', '3-day pass', 219],
  ['six', '6-day pass', 399],
  ['season', 'Season pass', 1190],
];

export const shopPage = doc(
  'Buy lift passes - Alva Peaks',
  `${SKI_BAR}
<main>
  <p class="good" id="welcome" role="status"></p>
  <h1>Buy lift passes</h1>
  <ol class="line" id="progress" aria-label="Progress" style="list-style:none;padding:0">${['Pass &amp; dates', 'Skiers', 'Extras', 'Review &amp; pay'].map((s, i) => `<li data-s="${i + 1}" class="tag">${i + 1}. ${s}</li>`).join('')}</ol>
  <h2 id="step-h">Step 1 of 4: Pass &amp; dates</h2>
  <section class="box" id="s1">
    <fieldset><legend>Pass</legend>${PASSES.map(([v, n, p]) => `<label style="display:block"><input type="radio" name="pass" value="${v}"> ${n} <span class="note">from CHF ${p}</span></label>`).join('')}</fieldset>
    <fieldset><legend>Ski area</legend><label><input type="radio" name="area" value="alva" checked> Piz Alva only</label> <label><input type="radio" name="area" value="region"> Alva + Val Nera region</label></fieldset>
    <div class="field"><label for="first">First day</label><input type="date" id="first" min="2027-12-13" max="2028-04-16"></div>
    <p class="note" id="season-note" hidden>Season passes are valid from 4 December 2027 to 16 April 2028.</p>
    <p class="err" id="s1-err" role="alert"></p>
    <div class="buttons"><button type="button" class="main" id="to2">Next: Skiers</button></div>
  </section>
  <section class="box" id="s2" hidden>
    <div id="skiers"></div>
    <button type="button" id="add-skier">Add skier</button>
    <p class="err" id="s2-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back1">Back</button><button type="button" class="main" id="to3">Next: Extras</button></div>
  </section>
  <section class="box" id="s3" hidden>
    <div class="line"><button type="button" role="switch" id="sw-ins" aria-checked="false" aria-labelledby="sw-ins-l"></button><span id="sw-ins-l">Ski insurance</span><span class="note">CHF 4 per skier per day</span></div>
    <h3 style="margin:10px 0 4px"><button type="button" data-acc id="acc-school" aria-expanded="false" aria-controls="acc-school-p">Ski school</button></h3>
    <div id="acc-school-p" hidden>
      <div class="field"><span class="name">Group lesson mornings</span>${stepper('lessons', 'Group lesson mornings', 0, 0, 6)} <span class="note">CHF 65 each</span></div>
      <div class="field"><span class="name">Private lesson hours</span>${stepper('private', 'Private lesson hours', 0, 0, 4)} <span class="note">CHF 95 an hour</span></div>
    </div>
    <div class="field"><label for="parking">Parking at the valley station</label><select id="parking"><option value="none">No parking</option><option value="day">Day ticket (CHF 12 a day)</option><option value="garage">Covered garage (CHF 20 a day)</option></select></div>
    <p class="err" id="s3-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back2">Back</button><button type="button" class="main" id="to4">Next: Review</button></div>
  </section>
  <section class="box" id="s4" hidden>
    <p id="s4-when"></p>
    <table aria-label="Your order"><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody id="sum"></tbody><tfoot><tr><th scope="row">Total</th><td id="total"></td></tr></tfoot></table>
    <div class="line" style="margin-top:10px"><input id="promo" placeholder="Promo code" style="width:160px"><button type="button" id="apply">Apply</button><span id="promo-msg" role="status"></span></div>
    <fieldset><legend>Pay with</legend><label><input type="radio" name="pay" value="card" checked> Card</label> <label><input type="radio" name="pay" value="twint"> TWINT</label></fieldset>
    <p><label><input type="checkbox" id="terms"> I accept the terms of sale</label></p>
    <p class="err" id="s4-err" role="alert"></p>
    <div class="buttons"><button type="button" id="back3">Back</button><button type="button" class="main" id="pay">Pay</button></div>
  </section>
  <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0"></h2><p>We've emailed your receipt to nina.keller@example.ch. Your passes are loaded onto your KeyCards; new KeyCards are waiting at the valley station ticket office.</p></section>
</main>`,
  `${SKI_QUICK}${SKI_MENU}
var BASE = { alva: { day: 79, three: 219, six: 399, season: 1190 }, region: { day: 95, three: 262, six: 478, season: 1430 } };
var FACTOR = { child: 0.5, youth: 0.8, adult: 1, senior: 0.9 };
var CATS = [['child', 'Child 6–15'], ['youth', 'Youth 16–19'], ['adult', 'Adult 20–64'], ['senior', 'Senior 65+']];
var NAMES = { day: 'Day pass', three: '3-day pass', six: '6-day pass', season: 'Season pass' };
var DAYS = { day: 1, three: 3, six: 6, season: 0 };
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var WEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return WEEK[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function catName(c) { return CATS.filter(function (x) { return x[0] === c; })[0][1]; }
window.step = 1; window.order = null; window.promo = null; window.checked = [];
window.skiers = [{ name: 'Nina Keller', cat: 'adult', kc: '' }];
function pass() { var p = $('input[name=pass]:checked'); return p ? p.value : ''; }
function area() { return $('input[name=area]:checked').value; }
function go(n) {
  window.step = n;
  ['s1', 's2', 's3', 's4'].forEach(function (id, i) { $('#' + id).hidden = i + 1 !== n; });
  $$('#progress li').forEach(function (li) { if (Number(li.dataset.s) === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); });
  $('#step-h').textContent = 'Step ' + n + ' of 4: ' + ['Pass & dates', 'Skiers', 'Extras', 'Review & pay'][n - 1];
  if (n === 2) skierRows();
  if (n === 3) $('#sw-ins').disabled = pass() === 'season';
  if (n === 4) review();
}
function skierRows() {
  $('#skiers').innerHTML = window.skiers.map(function (s, i) {
    return '<fieldset class="skier" data-i="' + i + '"><legend>Skier ' + (i + 1) + '</legend><div class="line"><input class="nm" placeholder="First and last name" value="' + s.name.replace(/"/g, '&quot;') + '"><label for="cat-' + i + '">Age group</label><select id="cat-' + i + '" class="cat">' + CATS.map(function (c) { return '<option value="' + c[0] + '"' + (c[0] === s.cat ? ' selected' : '') + '>' + c[1] + '</option>'; }).join('') + '</select></div><div class="field"><label for="kc-' + i + '">KeyCard number</label><input id="kc-' + i + '" class="kc" value="' + s.kc + '" style="width:160px"> <span class="note">Leave empty for a new KeyCard (CHF 5)</span></div><button type="button" class="rm"' + (window.skiers.length === 1 ? ' disabled' : '') + '>Remove</button></fieldset>';
  }).join('');
  $('#add-skier').disabled = window.skiers.length >= 6;
}
$('#skiers').addEventListener('input', function (e) { var f = e.target.closest('.skier'); if (!f) return; var s = window.skiers[Number(f.dataset.i)]; if (e.target.classList.contains('nm')) s.name = e.target.value; if (e.target.classList.contains('kc')) s.kc = e.target.value.trim(); });
$('#skiers').addEventListener('change', function (e) { var f = e.target.closest('.skier'); if (!f) return; var s = window.skiers[Number(f.dataset.i)]; if (e.target.classList.contains('cat')) s.cat = e.target.value; if (e.target.classList.contains('nm')) s.name = e.target.value; if (e.target.classList.contains('kc')) s.kc = e.target.value.trim(); });
$('#skiers').addEventListener('click', function (e) { var b = e.target.closest('.rm'); if (!b) return; window.skiers.splice(Number(b.closest('.skier').dataset.i), 1); $('#s2-err').textContent = ''; skierRows(); });
$('#add-skier').addEventListener('click', function () { window.skiers.push({ name: '', cat: 'adult', kc: '' }); skierRows(); $$('#skiers .nm').pop().focus(); });
$$('input[name=pass]').forEach(function (r) { r.addEventListener('change', function () { var season = pass() === 'season'; $('#first').disabled = season; $('#season-note').hidden = !season; }); });
$('#to2').addEventListener('click', function () {
  var b = this, e = $('#s1-err'), p = pass(), d = $('#first').value; e.textContent = '';
  if (!p) { e.textContent = 'Choose a pass'; return; }
  if (p !== 'season' && !d) { e.textContent = 'Choose the first day'; return; }
  if (p !== 'season' && d < '2027-12-13') { e.textContent = "The first day can't be in the past"; return; }
  busy(b, 'Checking…');
  post('/ski/api/availability', { pass: p, area: area(), first: d }).then(function (r) { free(b); window.checked.push(r.ok); if (!r.ok) { e.textContent = r.error; return; } go(2); });
});
$('#to3').addEventListener('click', function () {
  var b = this, e = $('#s2-err'); e.textContent = '';
  for (var i = 0; i < window.skiers.length; i++) {
    var s = window.skiers[i];
    if (!s.name.trim()) { e.textContent = 'Enter a name for skier ' + (i + 1); return; }
    if (s.kc && !/^\\d{2}-\\d{4}-\\d{4}-\\d$/.test(s.kc)) { e.textContent = 'KeyCard numbers look like 01-1614-7730-2'; return; }
  }
  busy(b, 'Checking…');
  post('/ski/api/skiers', { skiers: window.skiers }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } go(3); });
});
$('#to4').addEventListener('click', function () {
  var b = this, e = $('#s3-err'); e.textContent = '';
  busy(b, 'Checking…');
  post('/ski/api/extras', { pass: pass(), lessons: Number($('#lessons').dataset.value), hours: Number($('#private').dataset.value) }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } go(4); });
});
$('#back1').addEventListener('click', function () { go(1); });
$('#back2').addEventListener('click', function () { go(2); });
$('#back3').addEventListener('click', function () { go(3); });
function lines() {
  var p = pass(), a = area(), days = DAYS[p], out = [], passes = 0, n = window.skiers.length;
  window.skiers.forEach(function (s) { var price = Math.round(BASE[a][p] * FACTOR[s.cat]); passes += price; out.push([NAMES[p] + ', ' + (a === 'alva' ? 'Piz Alva only' : 'Alva + Val Nera region') + ' · ' + s.name + ' (' + catName(s.cat) + ')', price]); });
  var fresh = window.skiers.filter(function (s) { return !s.kc; }).length;
  if (fresh) out.push(['New KeyCard × ' + fresh, 5 * fresh]);
  if ($('#sw-ins').getAttribute('aria-checked') === 'true' && p !== 'season') out.push(['Ski insurance × ' + n + ' skiers × ' + days + ' days', 4 * n * days]);
  var l = Number($('#lessons').dataset.value), h = Number($('#private').dataset.value);
  if (l) out.push(['Group lesson mornings × ' + l, 65 * l]);
  if (h) out.push(['Private lesson hours × ' + h, 95 * h]);
  var park = $('#parking').value;
  if (park !== 'none' && p !== 'season') out.push([(park === 'day' ? 'Parking day ticket' : 'Covered garage') + ' × ' + days + ' days', (park === 'day' ? 12 : 20) * days]);
  if (window.promo) out.push(['Promo ' + window.promo + ' (15% off passes)', -Math.round(passes * 0.15)]);
  return out;
}
function total() { return lines().reduce(function (t, l) { return t + l[1]; }, 0); }
function review() {
  var p = pass();
  $('#s4-when').textContent = p === 'season' ? 'Valid from 4 Dec 2027 to 16 Apr 2028' : 'First day: ' + fmt($('#first').value) + (DAYS[p] > 1 ? ' · ' + DAYS[p] + ' days in a row' : '');
  $('#sum').innerHTML = lines().map(function (l) { return '<tr><td>' + l[0] + '</td><td>' + (l[1] < 0 ? '−CHF ' + -l[1] : 'CHF ' + l[1]) + '</td></tr>'; }).join('');
  $('#total').textContent = 'CHF ' + total();
  $('#pay').textContent = 'Pay CHF ' + total();
}
$('#apply').addEventListener('click', function () {
  var b = this, code = $('#promo').value.trim().toUpperCase(), m = $('#promo-msg'); m.textContent = ''; m.className = '';
  if (!code) { m.className = 'err'; m.textContent = 'Enter a promo code'; return; }
  busy(b, 'Checking…');
  post('/ski/api/promo', { code: code }).then(function (r) { free(b); m.className = r.ok ? 'good' : 'err'; m.textContent = r.ok ? code + ' applied: 15% off passes' : r.error; if (r.ok) { window.promo = code; review(); } });
});
$('#pay').addEventListener('click', function () {
  var b = this, e = $('#s4-err'), method = $('input[name=pay]:checked').value; e.textContent = '';
  if (!$('#terms').checked) { e.textContent = 'Accept the terms of sale to continue'; return; }
  busy(b, 'Paying…');
  post('/ski/api/pay', { total: total(), pay: method }).then(function (r) {
    free(b); if (!r.ok) { e.textContent = r.error; return; }
    window.order = { ref: r.ref, total: total(), pay: method, promo: window.promo, skiers: window.skiers.length };
    $('#s4').hidden = true; $('#step-h').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Thank you! Order ' + r.ref + ' is confirmed';
    quick('Payment of CHF ' + total() + ' received');
  });
});
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Nina. You have 1 active season pass.';
var start = Number(query.get('step') || 1);
if (start > 1) {
  $('input[name=pass][value=three]').checked = true; $('#first').value = '2027-12-18';
  window.skiers = [{ name: 'Nina Keller', cat: 'adult', kc: '01-1614-7730-2' }, { name: 'Leo Keller', cat: 'child', kc: '' }];
}
go(start);
`,
);
