/**
 * Ashgrove Leisure Pools' memberships page (plan cards with Choose plan and Compare in each, a yearly-price switch,
 * a compare tray refusing a third plan, accordions) and join wizard: Your plan, About you (two fieldsets), Health and
 * swimming, Payment (a Direct Debit form in an iframe answered late), Join now answered late by the server, refusing
 * plans that do not fit the joiner's age. `?step=N` starts at step N with the earlier steps filled in (Ola Bankole,
 * born 2 June 1990, Anytime Swim from Saturday 1 May 2027; `&plan=` and `&dob=` change them).
 */
import { doc, frame } from '../../page';
import { PLANS } from './pool-data';
import { POOL_BAR, POOL_MENU } from './pool-timetable';
import { SHARED_JS } from './shared';

const field = (id: string, label: string, input: string) =>
  `<div class="field"><label for="${id}">${label}</label>${input}<p class="err" id="${id}-err"></p></div>`;

export const memberships = doc(
  'Memberships - Ashgrove Leisure Pools',
  `${POOL_BAR}
<main>
  <h1>Memberships</h1>
  <div class="line"><button type="button" role="switch" id="sw-yearly" aria-checked="false" aria-labelledby="sw-yearly-l"></button><span id="sw-yearly-l">Pay yearly (2 months free)</span></div>
  <p class="err" id="cmp-err" role="alert"></p>
  <div class="grid" id="plans" style="margin-top:10px"></div>
  <section class="box" id="tray" hidden aria-labelledby="tray-h"><h2 id="tray-h" style="margin-top:0">Comparing</h2><table><thead><tr><th>Plan</th><th>Price</th><th>What you get</th></tr></thead><tbody id="tray-rows"></tbody></table></section>
  <section class="box" aria-labelledby="faq-h"><h2 id="faq-h" style="margin-top:0">Questions</h2>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-freeze" aria-expanded="false" aria-controls="acc-freeze-p">Can I freeze my membership?</button></h3>
    <div id="acc-freeze-p" hidden><p>Yes, for one to three months at a time, once you've been a member for 3 months.</p></div>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-fee" aria-expanded="false" aria-controls="acc-fee-p">Is there a joining fee?</button></h3>
    <div id="acc-fee-p" hidden><p>No joining fee when you join online before 30 April 2027. At reception it's £20.</p></div>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-cancel" aria-expanded="false" aria-controls="acc-cancel-p">How do I cancel?</button></h3>
    <div id="acc-cancel-p" hidden><p>Give one month's notice at any time after your first 3 months.</p></div>
  </section>
</main>`,
  `${SHARED_JS}${POOL_MENU}
window.plans = ${JSON.stringify(PLANS)}.map(function (p) { return { id: p[0], name: p[1], month: p[2], what: p[3] }; });
window.compare = [];
function yearly() { return $('#sw-yearly').getAttribute('aria-checked') === 'true'; }
function cost(p) { return yearly() ? '£' + p.month * 10 + ' a year' : '£' + p.month + ' a month'; }
function render() {
  $('#plans').innerHTML = window.plans.map(function (p) {
    var on = window.compare.indexOf(p.id) >= 0;
    return '<article class="card" data-id="' + p.id + '" aria-labelledby="h-' + p.id + '"><h3 id="h-' + p.id + '" style="margin:0">' + p.name + (p.id === 'anytime' ? ' <span class="tag">Your plan</span>' : '') + '</h3><p style="font-size:20px;font-weight:700;margin:4px 0">' + cost(p) + '</p><p class="note" style="margin:2px 0">' + p.what + '</p><div class="line"><a class="button main" href="/pool/join?plan=' + p.id + '">Choose plan</a><button type="button" class="cmp" aria-pressed="' + on + '">Compare</button></div></article>';
  }).join('');
  $('#tray').hidden = window.compare.length === 0;
  $('#tray-rows').innerHTML = window.compare.map(function (id) { var p = window.plans.filter(function (x) { return x.id === id; })[0]; return '<tr><th scope="row">' + p.name + '</th><td>' + cost(p) + '</td><td>' + p.what + '</td></tr>'; }).join('');
}
$('#sw-yearly').addEventListener('flip', render);
$('#plans').addEventListener('click', function (e) {
  var c = e.target.closest('.cmp'); if (!c) return; var id = c.closest('[data-id]').dataset.id, i = window.compare.indexOf(id); $('#cmp-err').textContent = '';
  if (i >= 0) window.compare.splice(i, 1);
  else if (window.compare.length >= 2) { $('#cmp-err').textContent = 'You can compare up to 2 plans. Take one out first.'; return; }
  else window.compare.push(id);
  render();
});
render();
`,
);

const DD_FORM = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Set up a Direct Debit</h3>
<p style="margin:4px 0"><label for="dd-name">Account holder</label><br><input id="dd-name" placeholder="Name on the account" style="width:240px"></p>
<p style="margin:4px 0"><label for="dd-sort">Sort code</label> <input id="dd-sort" placeholder="00-00-00" style="width:90px"> <label for="dd-acc">Account number</label> <input id="dd-acc" placeholder="8 digits" style="width:100px"></p>
<p style="margin:4px 0"><label><input type="checkbox" id="dd-alone"> I can authorise Direct Debits from this account on my own</label></p>
<button type="button" id="dd-go">Set up Direct Debit</button>
<p id="dd-msg" role="status"></p>
<script>
window.mandate = null;
function digits(v) { return v.split('-').join('').split(' ').join(''); }
document.getElementById('dd-go').addEventListener('click', function () {
  var m = document.getElementById('dd-msg'), n = document.getElementById('dd-name').value.trim(), s = digits(document.getElementById('dd-sort').value), a = digits(document.getElementById('dd-acc').value);
  if (!n) { m.textContent = 'Enter the account holder name'; return; }
  if (s.length !== 6 || isNaN(Number(s))) { m.textContent = 'Enter a 6-digit sort code'; return; }
  if (a.length !== 8 || isNaN(Number(a))) { m.textContent = 'Enter an 8-digit account number'; return; }
  if (!document.getElementById('dd-alone').checked) { m.textContent = "If someone else must also authorise payments, pay at reception instead"; return; }
  m.textContent = 'Checking your bank details…';
  setTimeout(function () {
    if (s === '000000') { m.textContent = "We couldn't find that sort code"; return; }
    window.mandate = a.slice(-4); parent.mandate = window.mandate; m.textContent = 'Direct Debit set up for the account ending ' + a.slice(-4);
  }, 800);
});
</script></body></html>`;

const plansRadios = PLANS.map(
  ([id, name, month]) =>
    `<label style="display:block"><input type="radio" name="plan" value="${id}"> ${name} (£${month} a month)</label>`,
).join('');

export const join = doc(
  'Join - Ashgrove Leisure Pools',
  `${POOL_BAR}
<main style="max-width:760px">
  <h1>Join Ashgrove</h1>
  <p class="note" id="stepline"></p>
  <h2 id="step-h"></h2>
  <section data-step="1"><fieldset><legend>Plan</legend>${plansRadios}<p class="err" id="plan-err"></p></fieldset>${field('start', 'Start date', '<input id="start" type="date">')}</section>
  <section data-step="2" hidden>
    <fieldset><legend>Your details</legend>
      <div class="line">${field('first', 'First name', '<input id="first" placeholder="First name">')}${field('last', 'Last name', '<input id="last" placeholder="Last name">')}</div>
      ${field('dob', 'Date of birth', '<input id="dob" type="date">')}
      ${field('email', 'Email', '<input id="email" type="email" placeholder="you@example.com" style="width:260px">')}
      <div class="line">${field('mobile', 'Mobile number', '<input id="mobile" type="tel" placeholder="07700 900000">')}${field('postcode', 'Postcode', '<input id="postcode" placeholder="e.g. LS8 1AB" style="width:110px">')}</div>
    </fieldset>
    <fieldset><legend>Emergency contact</legend><div class="line">${field('ec-name', 'Full name', '<input id="ec-name" placeholder="Who should we call?">')}${field('ec-phone', 'Phone number', '<input id="ec-phone" type="tel" placeholder="07700 900000">')}</div></fieldset>
  </section>
  <section data-step="3" hidden>
    ${field('ability', 'How well do you swim?', `<select id="ability"><option value="">Choose…</option><option value="none">I can't swim yet</option><option value="25">I can swim 25 metres</option><option value="100">I can swim 100 metres or more</option><option value="confident">I'm a confident swimmer</option></select>`)}
    <fieldset><legend>Anything we should know?</legend>${['Heart condition', 'Epilepsy', 'Asthma', 'Recent surgery'].map((h) => `<label style="display:block"><input type="checkbox" name="health" value="${h}"> ${h}</label>`).join('')}</fieldset>
    <div class="line"><button type="button" role="switch" id="sw-lessons" aria-checked="false" aria-labelledby="sw-lessons-l"></button><span id="sw-lessons-l">Email me about adult swimming lessons</span></div>
    <label><input type="checkbox" id="rules"> I'll follow the pool rules</label><p class="err" id="rules-err"></p>
  </section>
  <section data-step="4" hidden>
    <dl class="pairs" id="summary"></dl>
    ${frame('Set up a Direct Debit', DD_FORM, 230)}
    <p class="err" id="join-err" role="alert"></p>
  </section>
  <div class="line" id="nav" style="margin-top:10px"><button type="button" id="back">Back</button><button type="button" class="main" id="next">Next</button><button type="button" class="main" id="join" hidden>Join now</button></div>
  <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0"></h2><p id="done-p"></p></section>
</main>`,
  `${SHARED_JS}${POOL_MENU}
var TITLES = ['', 'Your plan', 'About you', 'Health and swimming', 'Payment'];
window.plans = ${JSON.stringify(PLANS)}.map(function (p) { return { id: p[0], name: p[1], month: p[2] }; });
window.wiz = { step: 1 }; window.joined = null; window.mandate = null;
function plan() { var r = $('input[name=plan]:checked'); return r ? window.plans.filter(function (p) { return p.id === r.value; })[0] : null; }
function err(id, text) { $('#' + id + '-err').textContent = text; return !text; }
function show(n) {
  window.wiz.step = n;
  $$('[data-step]').forEach(function (s) { s.hidden = Number(s.dataset.step) !== n; });
  $('#stepline').textContent = 'Step ' + n + ' of 4'; $('#step-h').textContent = TITLES[n];
  $('#back').hidden = n === 1; $('#next').hidden = n === 4; $('#join').hidden = n !== 4;
  if (n === 4) { var p = plan(); $('#summary').innerHTML = '<dt>Plan</dt><dd>' + p.name + '</dd><dt>Monthly payment</dt><dd>£' + p.month + '</dd><dt>Starts</dt><dd>' + longDate($('#start').value) + '</dd><dt>Member</dt><dd>' + $('#first').value + ' ' + $('#last').value + '</dd>'; }
}
function check(n) {
  if (n === 1) {
    var ok = err('plan', plan() ? '' : 'Choose a plan'), s = $('#start').value;
    return err('start', !s ? 'Choose a start date' : s < '2027-04-14' ? "Your start date can't be in the past" : '') && ok;
  }
  if (n === 2) {
    var ok2 = err('first', $('#first').value.trim() ? '' : 'Enter your first name');
    ok2 = err('last', $('#last').value.trim() ? '' : 'Enter your last name') && ok2;
    ok2 = err('dob', $('#dob').value ? '' : 'Enter your date of birth') && ok2;
    var em = $('#email').value.trim();
    ok2 = err('email', !em ? 'Enter your email address' : em.indexOf('@') < 1 ? 'Enter an email address like name@example.com' : '') && ok2;
    ok2 = err('mobile', $('#mobile').value.trim() ? '' : 'Enter your mobile number') && ok2;
    ok2 = err('ec-name', $('#ec-name').value.trim() ? '' : 'Tell us who to call in an emergency') && ok2;
    ok2 = err('ec-phone', $('#ec-phone').value.trim() ? '' : "Enter your emergency contact's phone number") && ok2;
    return ok2;
  }
  if (n === 3) {
    var ok3 = err('ability', $('#ability').value ? '' : 'Tell us how well you swim');
    return err('rules', $('#rules').checked ? '' : 'Agree to follow the pool rules') && ok3;
  }
  return true;
}
$('#next').addEventListener('click', function () { var n = window.wiz.step; if (check(n)) show(n + 1); });
$('#back').addEventListener('click', function () { show(window.wiz.step - 1); });
$('#join').addEventListener('click', function () {
  $('#join-err').textContent = '';
  if (!window.mandate) { $('#join-err').textContent = 'Set up your Direct Debit first'; return; }
  var b = this, body = { plan: plan().id, start: $('#start').value, dob: $('#dob').value, first: $('#first').value.trim(), last: $('#last').value.trim(), email: $('#email').value.trim(), lessons: $('#sw-lessons').getAttribute('aria-checked') === 'true' };
  b.disabled = true; b.textContent = 'Joining…';
  fetch('/pool/api/join', { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Join now';
    if (!r.ok) { $('#join-err').textContent = r.error; return; }
    window.joined = { number: r.number, plan: body.plan, first: body.first };
    $$('[data-step]').forEach(function (s) { s.hidden = true; }); $('#nav').hidden = true; $('#step-h').hidden = true; $('#stepline').hidden = true;
    $('#done').hidden = false; $('#done-h').textContent = 'Welcome to Ashgrove, ' + body.first + '!'; $('#done-p').textContent = 'Your membership number is ' + r.number + '. Your first payment of £' + plan().month + ' is taken on ' + longDate(body.start) + '.';
  });
});
var start = Number(query.get('step') || 1);
if (query.get('plan')) { var pr = $('input[name=plan][value="' + query.get('plan') + '"]'); if (pr) pr.checked = true; }
if (start > 1) { if (!plan()) $('input[name=plan][value=anytime]').checked = true; $('#start').value = '2027-05-01'; }
if (start > 2) {
  $('#first').value = 'Ola'; $('#last').value = 'Bankole'; $('#dob').value = query.get('dob') || '1990-06-02'; $('#email').value = 'ola.bankole@example.com'; $('#mobile').value = '07700 900555'; $('#postcode').value = 'LS8 1AB';
  $('#ec-name').value = 'Tunde Bankole'; $('#ec-phone').value = '07700 900556';
}
if (start > 3) { $('#ability').value = 'confident'; $('#rules').checked = true; }
show(start);
`,
);
