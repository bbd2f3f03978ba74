/**
 * ParkRight, staff car-park permits at Riverside Business Park: tabs of car parks (cards with the same Apply button,
 * one full with a waiting list, an EV switch), an application dialog (a start date that cannot be in the past, a
 * length select, vehicle radios, a promo code that can be wrong or expired, an auto-renew switch, terms, an error list
 * and a total that follows the choices), my permits (Cancel with a confirmation, Renew), vehicles (Edit and Remove in
 * every row, a limit of three, a vehicle on a live permit that cannot be removed) and penalty notices (three to a
 * page, Pay and Appeal in every unpaid row, appeals refused after 28 days). State comes from the query string
 * (`?tab=pcn&page=2`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';

// id, name, price a month, spaces left, note, EV
const PARKS = [
  ['A', 'Car park A – Multi-storey', 48, 12, 'Covered · height limit 2.1 m', false],
  ['B', 'Car park B – Surface', 30, 3, 'Open air · 5 minutes walk to reception', false],
  ['C', 'Car park C – EV charging', 62, 0, '22 kW chargers in every bay', true],
  ['D', 'Car park D – Overflow', 20, 40, 'Weekdays only', false],
] as const;

const NOTICES = [
  ['PCN-88120', '2 Mar 2027', 'A', 'LB19 XKM', 35, 'Unpaid', '2027-03-02'],
  ['PCN-88094', '24 Feb 2027', 'B', 'MA21 RTO', 35, 'Unpaid', '2027-02-24'],
  ['PCN-87711', '3 Feb 2027', 'A', 'LB19 XKM', 70, 'Unpaid', '2027-02-03'],
  ['PCN-87650', '28 Jan 2027', 'D', 'YP68 NHC', 35, 'Paid', '2027-01-28'],
  ['PCN-87102', '5 Jan 2027', 'B', 'MA21 RTO', 35, 'Paid', '2027-01-05'],
  ['PCN-86590', '14 Dec 2026', 'A', 'LB19 XKM', 35, 'Under appeal', '2026-12-14'],
  ['PCN-86011', '20 Nov 2026', 'D', 'YP68 NHC', 50, 'Paid', '2026-11-20'],
];

const dialogs = `<div class="shade" id="dlg-apply" hidden><div role="dialog" aria-modal="true" aria-labelledby="ap-h" style="width:560px"><h2 id="ap-h"></h2>
  <ul class="err" id="ap-errs" role="alert"></ul>
  <div class="line"><div class="field"><label for="ap-start">Permit start date</label><input type="date" id="ap-start"></div>
  <div class="field"><label for="ap-len">Length</label><select id="ap-len"><option value="1">1 month</option><option value="3">3 months</option><option value="12">12 months (save 10%)</option></select></div></div>
  <fieldset><legend>Vehicle</legend><div id="ap-cars"></div></fieldset>
  <div class="field"><span class="name">Promo code</span><input id="ap-code" placeholder="e.g. STAFF10"> <button type="button" id="ap-code-go">Apply code</button> <span id="ap-code-msg"></span></div>
  <p class="line"><button type="button" role="switch" id="sw-renew" aria-checked="false" aria-labelledby="l-renew"></button><span id="l-renew">Renew automatically</span></p>
  <label><input type="checkbox" id="ap-terms"> I agree to the parking terms</label>
  <p><strong id="ap-total"></strong></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ap-go">Submit application</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h"><h2 id="cx-h"></h2><p id="cx-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep permit</button><button type="button" class="warn" id="cx-ok">Cancel permit</button></div></div></div>
<div class="shade" id="dlg-edit" hidden><div role="dialog" aria-modal="true" aria-labelledby="ed-h"><h2 id="ed-h"></h2>
  <div class="field"><label for="ed-colour">Colour</label><select id="ed-colour"><option>Black</option><option>Blue</option><option>Grey</option><option>Red</option><option>Silver</option><option>White</option></select></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ed-ok">Save changes</button></div></div></div>
<div class="shade" id="dlg-pay" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="pp-h"><h2 id="pp-h"></h2><p>The card ending 4417 will be charged.</p>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="pp-ok"></button></div></div></div>
<div class="shade" id="dlg-appeal" hidden><div role="dialog" aria-modal="true" aria-labelledby="apl-h"><h2 id="apl-h"></h2>
  <div class="field"><label for="apl-text">Why are you appealing?</label><textarea id="apl-text" rows="4" style="width:100%"></textarea></div>
  <p class="err" id="apl-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="apl-ok">Send appeal</button></div></div></div>`;

const parkingPage = doc(
  'Staff parking - ParkRight',
  `<header class="bar"><span class="logo">ParkRight</span><nav aria-label="Main"><a href="/parking/account">Permits</a><a href="#help">Help</a></nav><span>Priya Shah</span></header>
<main>
  <h1>Staff parking at Riverside Business Park</h1>
  <p>Hello, Priya. Today is Wed 10 March 2027.</p>
  <div role="tablist" aria-label="Parking"><button type="button" role="tab" id="t-cp" aria-controls="p-cp" aria-selected="true">Car parks</button><button type="button" role="tab" id="t-my" aria-controls="p-my" aria-selected="false">My permits</button><button type="button" role="tab" id="t-veh" aria-controls="p-veh" aria-selected="false">Vehicles</button><button type="button" role="tab" id="t-pcn" aria-controls="p-pcn" aria-selected="false">Penalty notices <span class="count" id="pcn-badge"></span></button></div>
  <section id="p-cp" role="tabpanel" aria-labelledby="t-cp">
    <p class="line"><button type="button" role="switch" id="sw-ev" aria-checked="false" aria-labelledby="l-ev"></button><span id="l-ev">EV charging only</span></p>
    <div class="grid" id="parks"></div>
    <p id="wait-msg" class="good" role="status"></p>
  </section>
  <section id="p-my" role="tabpanel" aria-labelledby="t-my" hidden>
    <table><thead><tr><th>Permit</th><th>Car park</th><th>Vehicle</th><th>Valid</th><th>Status</th><th></th></tr></thead><tbody id="my-body"></tbody></table>
  </section>
  <section id="p-veh" role="tabpanel" aria-labelledby="t-veh" hidden>
    <p class="note">You can register up to 3 vehicles.</p>
    <table><thead><tr><th>Registration</th><th>Make and model</th><th>Colour</th><th></th></tr></thead><tbody id="veh-body"></tbody></table>
    <p class="err" id="veh-err" role="alert"></p>
    <form id="add-veh" class="box" novalidate><h3>Add a vehicle</h3>
      <div class="line"><input id="av-reg" placeholder="Registration, e.g. AB12 CDE" aria-label="Registration"><input id="av-make" placeholder="Make and model" aria-label="Make and model">
      <select id="av-colour" aria-label="Colour"><option value="">Colour</option><option>Black</option><option>Blue</option><option>Grey</option><option>Red</option><option>Silver</option><option>White</option></select>
      <button type="submit" class="main">Add vehicle</button></div>
      <ul class="err" id="av-errs"></ul></form>
  </section>
  <section id="p-pcn" role="tabpanel" aria-labelledby="t-pcn" hidden>
    <p id="pcn-sum"></p>
    <table><thead><tr><th>Notice</th><th>Issued</th><th>Car park</th><th>Vehicle</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody id="pcn-body"></tbody></table>
    <nav class="pager" aria-label="Notice pages"><button type="button" id="pcn-prev">Previous</button><span id="pcn-page"></span><button type="button" id="pcn-next">Next</button></nav>
  </section>
</main>${dialogs}`,
  `
var PARKS = ${JSON.stringify(PARKS)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.left = {}; PARKS.forEach(function (p) { window.left[p[0]] = p[3]; });
window.vehicles = [['LB19 XKM', 'Ford Fiesta', 'Blue'], ['MA21 RTO', 'Tesla Model 3', 'White'], ['YP68 NHC', 'Honda Jazz', 'Red']];
window.permits = [['PRM-4410', 'A', 'LB19 XKM', '1 Jan 2027 – 31 Mar 2027', 'Active'], ['PRM-4392', 'B', 'MA21 RTO', '1 Oct 2026 – 31 Dec 2026', 'Expired'], ['PRM-4275', 'D', 'YP68 NHC', '1 Jul 2026 – 30 Sep 2026', 'Cancelled']];
window.notices = ${JSON.stringify(NOTICES)};
window.pcnPage = Number(query.get('page') || 1);
window.applied = null; window.waitlist = false; window.promo = null; window.appealed = null; window.paidPcn = [];
var picked = null, editing = null, pcn = null, cancelling = null;
function gbp(n) { return '£' + n.toFixed(2); }
function park(id) { return PARKS.filter(function (p) { return p[0] === id; })[0]; }
function nice(v) { var d = new Date(v + 'T12:00:00'); return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear(); }
function parks() {
  var ev = $('#sw-ev').getAttribute('aria-checked') === 'true';
  $('#parks').innerHTML = PARKS.filter(function (p) { return !ev || p[5]; }).map(function (p) {
    var n = window.left[p[0]];
    return '<article class="card park" data-id="' + p[0] + '"><h3>' + p[1] + '</h3><p class="note">' + p[4] + '</p><p><strong>' + gbp(p[2]) + ' a month</strong></p><p class="left">' + (n ? n + ' spaces left' : 'Full') + '</p>' +
      '<div class="line"><button type="button" class="main apply"' + (n ? '' : ' disabled') + '>Apply</button>' + (n ? '' : '<button type="button" class="wait">Join waiting list</button>') + '</div></article>';
  }).join('');
}
$('#sw-ev').addEventListener('flip', parks);
$('#parks').addEventListener('click', function (e) {
  var card = e.target.closest('.park'); if (!card) return;
  if (e.target.closest('.wait')) { window.waitlist = true; $('#wait-msg').textContent = 'You are number 4 on the waiting list for Car park C.'; toast('Added to the waiting list'); return; }
  if (!e.target.closest('.apply') || e.target.closest('.apply').disabled) return;
  picked = card.dataset.id; window.promo = null;
  $('#ap-h').textContent = 'Apply for a permit: ' + park(picked)[1];
  $('#ap-errs').innerHTML = ''; $('#ap-start').value = ''; $('#ap-start').min = '2027-03-10'; $('#ap-len').value = '1'; $('#ap-code').value = ''; $('#ap-code-msg').textContent = ''; $('#ap-terms').checked = false;
  $('#ap-cars').innerHTML = window.vehicles.map(function (v) { return '<label><input type="radio" name="car" value="' + v[0] + '"> ' + v[0] + ' (' + v[1] + ')</label><br>'; }).join('');
  retotal(); showDialog('dlg-apply');
});
function retotal() {
  var p = park(picked), m = Number($('#ap-len').value), t = p[2] * m * (m === 12 ? 0.9 : 1) * (window.promo ? 0.9 : 1);
  window.total = Math.round(t * 100) / 100;
  $('#ap-total').textContent = 'Total: ' + gbp(window.total);
}
$('#ap-len').addEventListener('change', retotal);
$('#ap-code-go').addEventListener('click', function () {
  var c = $('#ap-code').value.trim().toUpperCase(), m = $('#ap-code-msg');
  if (c === 'STAFF10') { window.promo = c; m.className = 'good'; m.textContent = 'STAFF10 applied: 10% off'; }
  else if (c === 'SPRING26') { window.promo = null; m.className = 'err'; m.textContent = 'SPRING26 expired on 31 March 2026'; }
  else { window.promo = null; m.className = 'err'; m.textContent = c ? 'We do not recognise the code ' + c : 'Enter a code first'; }
  retotal();
});
$('#ap-go').addEventListener('click', function () {
  var errs = [], v = $('#ap-start').value, car = $('input[name=car]:checked');
  if (!v) errs.push('Choose a start date');
  else if (v < '2027-03-10') errs.push('The start date cannot be in the past');
  if (!car) errs.push('Choose a vehicle');
  if (!$('#ap-terms').checked) errs.push('Agree to the parking terms');
  var live = window.permits.filter(function (p) { return p[1] === picked && p[4] === 'Active'; })[0];
  if (live) errs.push('You already have an active permit for ' + park(picked)[1] + ' (' + live[0] + ')');
  $('#ap-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  window.applied = { park: picked, start: v, months: Number($('#ap-len').value), car: car.value, renew: $('#sw-renew').getAttribute('aria-checked') === 'true', promo: window.promo, total: window.total };
  window.permits.push(['PRM-4431', picked, car.value, 'From ' + nice(v), 'Pending approval']);
  hideDialog('dlg-apply'); mine();
  toast('Application sent: ' + park(picked)[1] + ' from ' + nice(v));
});
function mine() {
  $('#my-body').innerHTML = window.permits.map(function (p) {
    var act = p[4] === 'Active' ? '<button type="button" class="cancel">Cancel</button> <a href="#download" class="dl">Download permit</a>' : p[4] === 'Expired' ? '<button type="button" class="renew">Renew</button>' : '';
    return '<tr data-id="' + p[0] + '"><th scope="row">' + p[0] + '</th><td>' + park(p[1])[1] + '</td><td>' + p[2] + '</td><td>' + p[3] + '</td><td>' + p[4] + '</td><td>' + act + '</td></tr>';
  }).join('');
}
function permit(id) { return window.permits.filter(function (p) { return p[0] === id; })[0]; }
$('#my-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var p = permit(tr.dataset.id);
  if (e.target.closest('.cancel')) { cancelling = p; $('#cx-h').textContent = 'Cancel permit ' + p[0] + '?'; $('#cx-text').textContent = 'You will get £24.00 back for the days you have not used.'; showDialog('dlg-cancel'); }
  if (e.target.closest('.renew')) { p[4] = 'Active'; p[3] = '1 Apr 2027 – 30 Jun 2027'; window.renewed = p[0]; mine(); toast(p[0] + ' renewed until 30 Jun 2027'); }
  if (e.target.closest('.dl')) { e.preventDefault(); window.downloaded = p[0]; toast('Downloading ' + p[0] + '.pdf'); }
});
$('#cx-ok').addEventListener('click', function () { cancelling[4] = 'Cancelled'; window.cancelled = cancelling[0]; hideDialog('dlg-cancel'); mine(); toast(cancelling[0] + ' cancelled. £24.00 will be refunded'); });
function cars() {
  $('#veh-body').innerHTML = window.vehicles.map(function (v) { return '<tr data-reg="' + v[0] + '"><th scope="row">' + v[0] + '</th><td>' + v[1] + '</td><td>' + v[2] + '</td><td><button type="button" class="edit">Edit</button> <button type="button" class="rm">Remove</button></td></tr>'; }).join('');
}
$('#veh-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var reg = tr.dataset.reg, i = window.vehicles.findIndex(function (v) { return v[0] === reg; });
  if (e.target.closest('.edit')) { editing = i; $('#ed-h').textContent = 'Edit ' + reg; $('#ed-colour').value = window.vehicles[i][2]; showDialog('dlg-edit'); }
  if (e.target.closest('.rm')) {
    var live = window.permits.filter(function (p) { return p[2] === reg && p[4] === 'Active'; })[0];
    if (live) { $('#veh-err').textContent = reg + ' is on permit ' + live[0] + ', so it cannot be removed'; return; }
    var v = window.vehicles.splice(i, 1)[0]; $('#veh-err').textContent = ''; cars();
    toast(reg + ' removed', 'Undo', function () { window.vehicles.splice(i, 0, v); cars(); });
  }
});
$('#ed-ok').addEventListener('click', function () { window.vehicles[editing][2] = $('#ed-colour').value; hideDialog('dlg-edit'); cars(); toast(window.vehicles[editing][0] + ' updated'); });
$('#add-veh').addEventListener('submit', function (e) {
  e.preventDefault();
  var reg = $('#av-reg').value.trim().toUpperCase(), errs = [];
  if (window.vehicles.length >= 3) errs.push('You can register up to 3 vehicles. Remove one to add another.');
  else {
    if (!/^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$/.test(reg)) errs.push('Enter a registration like AB12 CDE');
    if (!$('#av-make').value.trim()) errs.push('Enter the make and model');
    if (!$('#av-colour').value) errs.push('Choose a colour');
  }
  $('#av-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  window.vehicles.push([reg, $('#av-make').value.trim(), $('#av-colour').value]);
  $('#add-veh').reset(); cars(); toast(reg + ' added');
});
function pcnRows() {
  var pages = Math.ceil(window.notices.length / 3);
  $('#pcn-body').innerHTML = window.notices.slice((window.pcnPage - 1) * 3, window.pcnPage * 3).map(function (n) {
    return '<tr data-id="' + n[0] + '"><th scope="row">' + n[0] + '</th><td>' + n[1] + '</td><td>Car park ' + n[2] + '</td><td>' + n[3] + '</td><td>' + gbp(n[4]) + '</td><td>' + n[5] + '</td><td>' +
      (n[5] === 'Unpaid' ? '<button type="button" class="pay">Pay</button> <button type="button" class="appeal">Appeal</button>' : '') + '</td></tr>';
  }).join('');
  $('#pcn-page').textContent = 'Page ' + window.pcnPage + ' of ' + pages;
  $('#pcn-prev').disabled = window.pcnPage === 1; $('#pcn-next').disabled = window.pcnPage === pages;
  var unpaid = window.notices.filter(function (n) { return n[5] === 'Unpaid'; });
  $('#pcn-sum').textContent = 'You have ' + unpaid.length + ' unpaid notices (' + gbp(unpaid.reduce(function (s, n) { return s + n[4]; }, 0)) + ').';
  $('#pcn-badge').textContent = String(unpaid.length);
}
function notice(id) { return window.notices.filter(function (n) { return n[0] === id; })[0]; }
$('#pcn-prev').addEventListener('click', function () { window.pcnPage--; pcnRows(); });
$('#pcn-next').addEventListener('click', function () { window.pcnPage++; pcnRows(); });
$('#pcn-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  pcn = notice(tr.dataset.id);
  if (e.target.closest('.pay')) { $('#pp-h').textContent = 'Pay ' + gbp(pcn[4]) + ' for ' + pcn[0] + ' now?'; $('#pp-ok').textContent = 'Pay ' + gbp(pcn[4]); showDialog('dlg-pay'); }
  if (e.target.closest('.appeal')) { $('#apl-h').textContent = 'Appeal ' + pcn[0]; $('#apl-text').value = ''; $('#apl-err').textContent = ''; showDialog('dlg-appeal'); }
});
$('#pp-ok').addEventListener('click', function () { pcn[5] = 'Paid'; window.paidPcn.push(pcn[0]); hideDialog('dlg-pay'); pcnRows(); toast(pcn[0] + ' paid. Thank you.'); });
$('#apl-ok').addEventListener('click', function () {
  var t = $('#apl-text').value.trim();
  if (pcn[6] < '2027-02-10') { $('#apl-err').textContent = 'Appeals must be made within 28 days of the notice. ' + pcn[0] + ' was issued on ' + pcn[1] + '.'; return; }
  if (t.length < 20) { $('#apl-err').textContent = 'Tell us a bit more (at least 20 characters)'; return; }
  pcn[5] = 'Under appeal'; window.appealed = { id: pcn[0], text: t }; hideDialog('dlg-appeal'); pcnRows(); toast('Appeal sent for ' + pcn[0]);
});
parks(); mine(); cars(); pcnRows();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const parkingApp: CorpusApp = {
  name: 'parking',
  description:
    'ParkRight staff car-park permits: car-park cards with the same Apply button (one full, with a waiting list), an EV switch, an application dialog (a start date that cannot be in the past, a length select, vehicle radios, a promo code that can be wrong or expired, an auto-renew switch, terms, an error list, a total that follows the choices, one permit per car park), my permits with Cancel (confirmation) and Renew, vehicles with Edit and Remove in every row (a limit of three, a vehicle on a live permit cannot be removed) and penalty notices three to a page with Pay and Appeal (appeals refused after 28 days).',
  routes: {
    '/parking/account': () => parkingPage,
  },
};
