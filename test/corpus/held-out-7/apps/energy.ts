/**
 * `energy`: Brightwatt, a home energy account. An overview with a notification count, a user menu, a dismissible
 * maintenance banner, two fuel cards with the same Submit reading and View usage buttons, a usage chart in an iframe,
 * tips that load late, switches (one disabled), a bill-alert slider, an FAQ accordion and a help chat in a shadow root;
 * a meter-reading page with a meter select, a date, Day and Night registers whose fields are both named Reading, a
 * confirmation box that enables Submit, errors and a history table with the same Correct button in every row (some
 * disabled); a billing page with tabs, a paginated bills table with the same Download PDF and View buttons, a payment
 * dialog with card fields in an iframe, a Direct Debit form with a custom payment-day listbox and tariff cards with
 * Compare checkboxes and a switch dialog whose button waits for a checkbox.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

const HEADER = `<header class="bar"><span class="logo">Brightwatt</span>
<nav aria-label="Account"><a href="/energy">Overview</a><a href="/energy/readings">Readings</a><a href="/energy/billing">Bills</a><a href="/energy/billing?tab=tariff">Tariffs</a><a href="/energy#help">Help</a></nav>
<button type="button" id="bell" aria-label="Notifications">🔔 <span class="count">2</span></button>
<span class="pop"><button type="button" id="user" aria-haspopup="menu" aria-expanded="false" aria-controls="user-menu">Sam Okafor ▾</button>
<div role="menu" id="user-menu" hidden><a role="menuitem" href="/energy#profile">Profile</a><a role="menuitem" href="/energy#switch-account">Switch account</a><a role="menuitem" href="/energy#signed-out" id="signout">Sign out</a></div></span></header>`;

const FUELS = [
  ['elec', 'Electricity', '£42.18 in credit', '£68 a month on the 1st', '48,213 kWh (day) on 2 Nov 2026'],
  ['gas', 'Gas', '£17.60 in debit', '£54 a month on the 1st', '9,874 m³ on 2 Nov 2026'],
] as const;

const overview = doc(
  'Account overview – Brightwatt',
  `${HEADER}
<div id="banner" role="region" aria-label="Service notice" style="background:#fff6d6;padding:8px 20px;display:flex;gap:10px;align-items:center">
<span>Planned maintenance on Sunday 6 December, 01:00–03:00. Your online account may be unavailable.</span><button type="button" id="banner-x" aria-label="Dismiss">✕</button></div>
<main><h1>Account overview</h1>
<p class="note">Account 4410 2287 19 · 14 Larch Road, Leeds LS6 2QT</p>
<div class="grid">
${FUELS.map(
  ([key, name, balance, dd, last]) => `<article class="card" id="card-${key}" aria-label="${name}"><h2>${name}</h2>
<dl class="pairs"><dt>Balance</dt><dd>${balance}</dd><dt>Direct Debit</dt><dd>${dd}</dd><dt>Last reading</dt><dd>${last}</dd></dl>
<div class="line"><button type="button" class="main submit">Submit reading</button><button type="button" class="usage">View usage</button></div></article>`,
).join('')}
</div>
<section class="box"><h2 id="usage-h">Usage</h2><p class="note" id="usage-fuel">Showing: Electricity</p>
${frame(
  'Usage chart',
  `<body style="font:14px system-ui;margin:8px"><div role="group" aria-label="Period"><button type="button" data-p="week" aria-pressed="false">Week</button> <button type="button" data-p="month" aria-pressed="true">Month</button> <button type="button" data-p="year" aria-pressed="false">Year</button></div><p id="sum">This month: 212 kWh (£61.34)</p><p>Compared with last year: 8% less</p>
<script>var T={week:'This week: 48 kWh (£13.90)',month:'This month: 212 kWh (£61.34)',year:'This year: 2,540 kWh (£735.10)'};document.querySelectorAll('[data-p]').forEach(function(b){b.onclick=function(){document.querySelectorAll('[data-p]').forEach(function(o){o.setAttribute('aria-pressed',o===b?'true':'false')});document.getElementById('sum').textContent=T[b.dataset.p]}});</script></body>`,
  140,
)}</section>
<section class="box"><h2>Smart tips</h2><div id="tips"><p class="note">Loading your tips…</p></div></section>
<section class="box" id="settings"><h2>Settings</h2>
<p><span id="l-paper">Paperless billing</span> <button type="button" role="switch" id="sw-paper" aria-checked="true" aria-labelledby="l-paper"></button></p>
<p><span id="l-alerts">Usage alerts</span> <button type="button" role="switch" id="sw-alerts" aria-checked="false" aria-labelledby="l-alerts"></button></p>
<p><span id="l-hh">Half-hourly smart data</span> <button type="button" role="switch" id="sw-hh" aria-checked="false" aria-labelledby="l-hh" disabled></button> <span class="note">Needs a smart meter</span></p>
<div class="field"><label for="alert-at">Alert me when my monthly bill passes</label><input type="range" id="alert-at" min="20" max="200" step="5" value="80"> <output id="alert-out">£80</output></div>
</section>
<section class="box" id="help"><h2>Questions</h2>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="q-dd" id="q-dd-btn">How is my Direct Debit worked out?</button></h3>
<div id="q-dd" hidden><p>We divide your expected yearly cost by 12 and review it every 6 months.</p></div>
<h3><button type="button" data-acc aria-expanded="false" aria-controls="q-est" id="q-est-btn">What if I don't send a reading?</button></h3>
<div id="q-est" hidden><p>We estimate your usage. Estimated bills can be 20% higher or lower than your real usage.</p></div>
<help-chat id="chat"></help-chat></section>
</main>`,
  `window.energy = { usageFor: 'elec', chats: [], dismissed: false };
$('#banner-x').onclick = function () { $('#banner').hidden = true; energy.dismissed = true; };
$$('.card').forEach(function (c) {
  var k = c.id.slice(5);
  $('.submit', c).onclick = function () { location.href = '/energy/readings?meter=' + k; };
  $('.usage', c).onclick = function () { energy.usageFor = k; $('#usage-fuel').textContent = 'Showing: ' + (k === 'gas' ? 'Gas' : 'Electricity'); };
});
$('#alert-at').oninput = function () { $('#alert-out').textContent = '£' + $('#alert-at').value; };
$('#bell').onclick = function () { toast('2 new messages: your November bill is ready; your reading was received'); };
setTimeout(function () { $('#tips').innerHTML = '<ul><li>Your usage was 12% lower than last November.</li><li>Switching off devices on standby could save about £45 a year.</li></ul>'; }, 4000);
class HelpChat extends HTMLElement {
  connectedCallback() {
    var r = this.attachShadow({ mode: 'open' });
    r.innerHTML = '<div style="border:1px solid #dde2e8;border-radius:8px;padding:10px;margin-top:10px"><button type="button" id="open">Chat with us</button><div id="panel" hidden><div id="log" aria-live="polite"></div><input id="msg" placeholder="Type your message"> <button type="button" id="send">Send</button></div></div>';
    r.getElementById('open').onclick = function () { r.getElementById('panel').hidden = false; };
    var send = function () {
      var v = r.getElementById('msg').value.trim(); if (!v) return;
      energy.chats.push(v); r.getElementById('log').innerHTML += '<p>You: ' + v.replace(/</g, '&lt;') + '</p>'; r.getElementById('msg').value = '';
      setTimeout(function () { r.getElementById('log').innerHTML += '<p>Brightwatt: Thanks Sam, an adviser will reply within 10 minutes.</p>'; }, 800);
    };
    r.getElementById('send').onclick = send;
    r.getElementById('msg').onkeydown = function (e) { if (e.key === 'Enter') send(); };
  }
}
customElements.define('help-chat', HelpChat);`,
);

const HISTORY = [
  ['2 Nov 2026', 'Electricity (day)', '48,213 kWh', 'Actual', true],
  ['2 Nov 2026', 'Electricity (night)', '12,906 kWh', 'Actual', true],
  ['2 Nov 2026', 'Gas', '9,874 m³', 'Actual', true],
  ['1 Oct 2026', 'Electricity (day)', '47,990 kWh', 'Estimated', false],
  ['1 Oct 2026', 'Gas', '9,801 m³', 'Estimated', false],
] as const;

const readings = doc(
  'Submit a meter reading – Brightwatt',
  `${HEADER}
<main><h1>Submit a meter reading</h1>
<section class="box"><form id="f" novalidate>
<div class="field"><label for="meter">Meter</label><select id="meter"><option value="elec">Electricity (serial E17K04412)</option><option value="gas">Gas (serial G4A88120)</option></select></div>
<div class="field"><label for="rdate">Reading date</label><input type="date" id="rdate" value="2026-11-26"></div>
<div id="elec-fields"><fieldset><legend>Day register</legend><div class="field"><label for="day">Reading (kWh)</label><input id="day" inputmode="numeric"></div><p class="note">Last reading: 48,213</p></fieldset>
<fieldset><legend>Night register</legend><div class="field"><label for="night">Reading (kWh)</label><input id="night" inputmode="numeric"></div><p class="note">Last reading: 12,906</p></fieldset></div>
<div id="gas-fields" hidden><fieldset><legend>Gas meter</legend><div class="field"><label for="gasr">Reading (m³)</label><input id="gasr" inputmode="numeric"></div><p class="note">Last reading: 9,874</p></fieldset></div>
<label><input type="checkbox" id="sure"> I've checked the reading is correct</label>
<div class="line" style="margin-top:8px"><button type="submit" class="main" id="send" disabled>Submit reading</button><a href="/energy">Cancel</a></div>
<div id="errs" role="alert" class="err"></div>
<p id="done" role="status" class="good"></p></form></section>
<section class="box"><h2>Reading history</h2><table><thead><tr><th>Date</th><th>Meter</th><th>Reading</th><th>Type</th><th></th></tr></thead><tbody id="hist">
${HISTORY.map(
  ([d, m, r, t, ok], i) =>
    `<tr data-i="${i}"><td>${d}</td><td>${m}</td><td>${r}</td><td>${t}</td><td><button type="button" class="fix" ${ok ? '' : 'disabled'}>Correct</button></td></tr>`,
).join('')}
</tbody></table><p class="note">Only readings from the last 30 days can be corrected.</p></section>
<div class="shade" id="d-fix" hidden><div role="dialog" aria-modal="true" aria-labelledby="fx-h"><h2 id="fx-h">Correct a reading</h2><p id="fx-text"></p>
<div class="field"><label for="fx-val">Corrected reading</label><input id="fx-val" inputmode="numeric"></div>
<div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="fx-go">Save correction</button></div></div></div>
</main>`,
  `window.reading = { submitted: null, corrections: {} };
var LAST = { day: 48213, night: 12906, gasr: 9874 };
function showMeter() { var g = $('#meter').value === 'gas'; $('#gas-fields').hidden = !g; $('#elec-fields').hidden = g; }
if (query.get('meter') === 'gas') $('#meter').value = 'gas';
showMeter();
$('#meter').onchange = showMeter;
$('#sure').onchange = function () { $('#send').disabled = !$('#sure').checked; };
$('#f').onsubmit = function (e) {
  e.preventDefault();
  var ids = $('#meter').value === 'gas' ? ['gasr'] : ['day', 'night'];
  var errs = [];
  ids.forEach(function (id) {
    var v = $('#' + id).value.replace(/[,\\s]/g, '');
    var name = id === 'gasr' ? 'gas' : id;
    if (!v) errs.push('Enter a ' + name + ' reading');
    else if (!/^\\d+$/.test(v)) errs.push('The ' + name + ' reading must be a whole number');
    else if (Number(v) < LAST[id]) errs.push('The ' + name + ' reading is lower than your last reading (' + LAST[id].toLocaleString('en-GB') + '). Check the digits and try again.');
  });
  $('#errs').innerHTML = errs.map(function (x) { return '<p>' + x + '</p>'; }).join('');
  if (errs.length) return;
  var vals = {}; ids.forEach(function (id) { vals[id] = $('#' + id).value.replace(/[,\\s]/g, ''); });
  reading.submitted = { meter: $('#meter').value, date: $('#rdate').value, values: vals };
  $('#done').textContent = 'Thanks, your reading was submitted. Your next bill will use it.';
};
var fixing = null;
$$('#hist tr').forEach(function (tr) { $('.fix', tr).onclick = function () { fixing = tr.dataset.i; $('#fx-text').textContent = tr.cells[1].textContent + ', ' + tr.cells[0].textContent + ': ' + tr.cells[2].textContent; showDialog('d-fix'); }; });
$('#fx-go').onclick = function () { reading.corrections[fixing] = $('#fx-val').value; hideDialog('d-fix'); toast('Correction sent for review'); };`,
);

const BILLS = [
  ['1 Nov 2026', '1–31 Oct 2026', '£118.42', 'Due'],
  ['1 Oct 2026', '1–30 Sep 2026', '£96.10', 'Paid'],
  ['1 Sep 2026', '1–31 Aug 2026', '£88.75', 'Paid'],
  ['1 Aug 2026', '1–31 Jul 2026', '£84.30', 'Paid'],
  ['1 Jul 2026', '1–30 Jun 2026', '£90.02', 'Paid'],
  ['1 Jun 2026', '1–31 May 2026', '£101.56', 'Paid'],
  ['1 May 2026', '1–30 Apr 2026', '£123.90', 'Paid'],
  ['1 Apr 2026', '1–31 Mar 2026', '£140.05', 'Paid'],
] as const;

const TARIFFS = [
  ['flex', 'Flex Variable', '27.1p per kWh', '£0 exit fee', true],
  ['fix12', 'Fixed 12 months', '24.5p per kWh', '£75 exit fee per fuel', false],
  ['fix24', 'Fixed 24 months', '23.8p per kWh', '£150 exit fee per fuel', false],
] as const;

const billing = doc(
  'Bills and payments – Brightwatt',
  `${HEADER}
<main><h1>Bills and payments</h1>
<div role="tablist" aria-label="Billing"><button type="button" role="tab" id="t-bills" aria-selected="true" aria-controls="p-bills">Bills</button><button type="button" role="tab" id="t-pay" aria-selected="false" aria-controls="p-pay">Direct Debit</button><button type="button" role="tab" id="t-tariff" aria-selected="false" aria-controls="p-tariff">Tariff</button></div>
<section id="p-bills" role="tabpanel" aria-labelledby="t-bills">
<div class="box line" id="due"><strong>Amount due: £118.42 by 15 December 2026</strong><button type="button" class="main" id="paynow">Pay now</button></div>
<table><thead><tr><th>Issued</th><th>Period</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody id="bills"></tbody></table>
<div class="pager"><button type="button" id="prev">Previous</button><span id="page-of">Page 1 of 2</span><button type="button" id="next">Next</button></div></section>
<section id="p-pay" role="tabpanel" aria-labelledby="t-pay" hidden><form id="dd" novalidate>
<p>We recommend £130 a month based on your last 12 months.</p>
<div class="field"><label for="dd-amount">Monthly amount (£)</label><input id="dd-amount" type="number" value="122"></div>
<div class="field"><span class="name" id="day-l">Payment day</span><div class="pop"><button type="button" id="day-btn" aria-haspopup="listbox" aria-expanded="false" aria-controls="day-list" aria-labelledby="day-l day-btn"><span class="value">1st of the month</span> ▾</button>
<ul role="listbox" id="day-list" aria-labelledby="day-l" hidden>${['1st', '8th', '15th', '22nd', '28th'].map((d) => `<li role="option" data-value="${d}" aria-selected="${d === '1st'}">${d} of the month</li>`).join('')}</ul></div></div>
<button type="submit" class="main">Save changes</button><p id="dd-err" class="err" role="alert"></p></form></section>
<section id="p-tariff" role="tabpanel" aria-labelledby="t-tariff" hidden><div class="grid">
${TARIFFS.map(
  ([
    key,
    name,
    rate,
    fee,
    current,
  ]) => `<article class="card" data-tariff="${key}" aria-label="${name}"><h3>${name}</h3>${current ? '<span class="tag">Your tariff</span>' : ''}
<p>${rate} · standing charge 53.4p a day</p><p class="note">${fee}</p>
<label><input type="checkbox" class="cmp"> Compare</label>
<div><button type="button" class="main switch" ${current ? 'disabled' : ''}>Switch to this tariff</button></div></article>`,
).join('')}</div><p id="cmp-n" class="note">0 tariffs selected to compare</p></section>
</main>
<div class="shade" id="d-pay" hidden><div role="dialog" aria-modal="true" aria-labelledby="dp-h"><h2 id="dp-h">Make a payment</h2>
<div class="field"><label for="pay-amount">Amount (£)</label><input id="pay-amount" value="118.42"></div>
${frame('Card details', `<body style="font:14px system-ui;margin:6px"><label>Card number <input id="num"></label><br><label>Expiry <input id="exp" placeholder="MM/YY" size="6"></label> <label>CVC <input id="cvc" size="4"></label></body>`, 90)}
<div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dp-go">Pay</button></div></div></div>
<div class="shade" id="d-switch" hidden><div role="dialog" aria-modal="true" aria-labelledby="ds-h"><h2 id="ds-h">Switch tariff?</h2><p id="ds-text"></p>
<label><input type="checkbox" id="ds-ok"> I understand an exit fee applies if I leave early</label>
<div class="buttons"><button type="button" data-dismiss>Go back</button><button type="button" class="main" id="ds-go" disabled>Confirm switch</button></div></div></div>
<div class="shade" id="d-bill" hidden><div role="dialog" aria-modal="true" aria-labelledby="db-h"><h2 id="db-h">Bill</h2><p id="db-text"></p><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `window.billing = { paid: null, dd: null, switched: null, downloads: [], viewed: null };
var BILLS = ${JSON.stringify(BILLS)};
var page = Number(query.get('page') || 1);
function showBills() {
  $('#bills').innerHTML = BILLS.slice((page - 1) * 4, page * 4).map(function (b) { return '<tr><td>' + b[0] + '</td><td>' + b[1] + '</td><td>' + b[2] + '</td><td>' + b[3] + '</td><td><button type="button" class="pdf">Download PDF</button> <button type="button" class="view">View</button></td></tr>'; }).join('');
  $('#page-of').textContent = 'Page ' + page + ' of 2'; $('#prev').disabled = page === 1; $('#next').disabled = page === 2;
  $$('#bills tr').forEach(function (tr) {
    $('.pdf', tr).onclick = function () { billing.downloads.push(tr.cells[0].textContent); toast('Downloading bill of ' + tr.cells[0].textContent); };
    $('.view', tr).onclick = function () { billing.viewed = tr.cells[0].textContent; $('#db-h').textContent = 'Bill of ' + tr.cells[0].textContent; $('#db-text').textContent = 'Period ' + tr.cells[1].textContent + '. Total ' + tr.cells[2].textContent + '.'; showDialog('d-bill'); };
  });
}
$('#prev').onclick = function () { if (page > 1) { page--; showBills(); } };
$('#next').onclick = function () { if (page < 2) { page++; showBills(); } };
showBills();
$('#paynow').onclick = function () { showDialog('d-pay'); };
$('#dp-go').onclick = function () {
  var num = $('#d-pay iframe').contentDocument.getElementById('num').value.replace(/\\s/g, '');
  billing.paid = { amount: $('#pay-amount').value, card: num }; hideDialog('d-pay'); toast('Payment of £' + $('#pay-amount').value + ' received');
};
$('#dd').onsubmit = function (e) {
  e.preventDefault();
  var a = Number($('#dd-amount').value);
  if (!(a >= 60)) { $('#dd-err').textContent = 'The lowest monthly amount we can accept is £60'; return; }
  $('#dd-err').textContent = ''; billing.dd = { amount: a, day: $('#day-list').dataset.value || '1st' }; toast('Direct Debit updated');
};
var picking = null;
$$('[data-tariff]').forEach(function (c) {
  $('.switch', c).onclick = function () { picking = c.dataset.tariff; $('#ds-h').textContent = 'Switch to ' + $('h3', c).textContent + '?'; $('#ds-text').textContent = $('p', c).textContent + '. ' + $('.note', c).textContent + '.'; $('#ds-ok').checked = false; $('#ds-go').disabled = true; showDialog('d-switch'); };
  $('.cmp', c).onchange = function () { var k = $$('.cmp').filter(function (x) { return x.checked; }).length; $('#cmp-n').textContent = k + (k === 1 ? ' tariff' : ' tariffs') + ' selected to compare'; };
});
$('#ds-ok').onchange = function () { $('#ds-go').disabled = !$('#ds-ok').checked; };
$('#ds-go').onclick = function () { billing.switched = picking; hideDialog('d-switch'); toast('Your tariff switch is booked'); };
var tab = query.get('tab'); if (tab) $('#t-' + tab).click();`,
);

export const energyApp: CorpusApp = {
  name: 'energy',
  description:
    'Brightwatt home energy: an overview with a bell count, a user menu, a banner, fuel cards with identical buttons, a usage chart in an iframe, late tips, switches, a slider, an accordion and a chat in a shadow root; meter readings with two registers of the same field name, errors and a history with identical Correct buttons; bills in pages with identical row buttons, a payment dialog with an iframe, a Direct Debit form with a listbox and tariff cards with a switch dialog.',
  routes: { '/energy': overview, '/energy/readings': readings, '/energy/billing': billing },
};
