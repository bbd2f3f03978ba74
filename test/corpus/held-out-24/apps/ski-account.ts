/**
 * Alva Peaks' account page (apps/ski.ts): tabs Orders (a table of 8 orders, newest first, 5 a page, sortable by date,
 * with Receipt and Refund in each row; refunds need a reason and are answered late, refused for used passes and the
 * season pass; the refunded order's Refund is disabled), KeyCards (three cards with Block or Unblock and Rename in
 * each; Block asks first and is answered late; Unblock refused late; Add a KeyCard checked late) and Profile (a form
 * with a read-only email, a Snow alerts switch, Save answered late and refusing a mobile number without a country code;
 * Delete my account refused late). `?tab=keycards` or `?tab=profile` opens that tab.
 */
import { doc } from '../../page';
import { SKI_BAR, SKI_MENU, SKI_QUICK } from './ski-common';

// ref, bought, pass, skiers, total CHF, status
export const ORDERS: [string, string, string, number, number, string][] = [
  ['AP-40712', '2027-12-11', 'Day pass · Piz Alva', 2, 158, 'Used'],
  ['AP-40655', '2027-12-02', '6-day pass · Alva + Val Nera', 1, 478, 'Starts 27 Dec 2027'],
  ['AP-40590', '2027-11-24', '3-day pass · Piz Alva', 3, 504, 'Starts 20 Dec 2027'],
  ['AP-40431', '2027-11-02', 'Season pass · Piz Alva', 1, 1190, 'Active'],
  ['AP-39807', '2027-03-10', 'Day pass · Piz Alva', 1, 79, 'Used'],
  ['AP-39760', '2027-03-03', '3-day pass · Piz Alva', 2, 420, 'Refunded'],
  ['AP-39522', '2027-02-14', 'Day pass · Piz Alva', 4, 250, 'Used'],
  ['AP-39100', '2027-01-02', '6-day pass · Alva + Val Nera', 2, 760, 'Used'],
];

export const accountPage = doc(
  'My account - Alva Peaks',
  `${SKI_BAR}
<main>
  <h1>My account</h1>
  <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-orders" aria-controls="p-orders" aria-selected="true">Orders</button><button type="button" role="tab" id="t-cards" aria-controls="p-cards" aria-selected="false">KeyCards</button><button type="button" role="tab" id="t-profile" aria-controls="p-profile" aria-selected="false">Profile</button></div>
  <div role="tabpanel" id="p-orders">
    <p class="note" id="o-count" role="status"></p>
    <table aria-label="Orders"><thead><tr><th>Order</th><th aria-sort="descending" id="h-date"><button type="button" id="sort-date">Bought</button></th><th>Pass</th><th>Skiers</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody id="orders"></tbody></table>
    <nav class="pager" aria-label="Order pages"><button type="button" id="o-prev">Previous</button><span id="o-of"></span><button type="button" id="o-next">Next</button></nav>
  </div>
  <div role="tabpanel" id="p-cards" hidden>
    <div class="grid" id="cards"></div>
    <p class="err" id="cards-err" role="alert"></p>
    <button type="button" id="add-card">Add a KeyCard</button>
  </div>
  <div role="tabpanel" id="p-profile" hidden>
    <form id="profile" class="box" novalidate>
      <div class="line"><div class="field"><label for="pf-first">First name</label><input id="pf-first" value="Nina" required></div><div class="field"><label for="pf-last">Last name</label><input id="pf-last" value="Keller" required></div></div>
      <div class="field"><label for="pf-email">Email</label><input id="pf-email" value="nina.keller@example.ch" readonly style="width:260px"> <span class="note">Contact us to change your email</span></div>
      <div class="field"><label for="pf-mobile">Mobile number</label><input id="pf-mobile" value="+41 79 555 12 34"></div>
      <div class="field"><label for="pf-dob">Date of birth</label><input id="pf-dob" type="date" value="1988-04-09"></div>
      <div class="field"><label for="pf-lang">Language</label><select id="pf-lang"><option>English</option><option>Deutsch</option><option>Français</option><option>Italiano</option><option>Rumantsch</option></select></div>
      <div class="line"><button type="button" role="switch" id="sw-alerts" aria-checked="true" aria-labelledby="sw-alerts-l"></button><span id="sw-alerts-l">Snow alerts by email</span></div>
      <p class="err" id="pf-err" role="alert"></p>
      <div class="line" style="margin-top:10px"><button type="submit" class="main" id="pf-save">Save changes</button><button type="button" class="warn" id="delete">Delete my account</button></div>
    </form>
  </div>
</main>
<div class="shade" id="dlg-refund" hidden><div role="dialog" aria-modal="true" aria-labelledby="rf-h"><h2 id="rf-h" style="margin-top:0">Refund order</h2>
  <div class="field"><label for="rf-why">Reason</label><select id="rf-why"><option value="">Choose…</option><option>My plans changed</option><option>Illness or injury</option><option>I bought it by mistake</option></select></div>
  <p class="err" id="rf-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rf-go">Request refund</button></div></div></div>
<div class="shade" id="dlg-block" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="bl-h" aria-describedby="bl-d"><h2 id="bl-h" style="margin-top:0">Block this KeyCard?</h2><p id="bl-d">A blocked KeyCard can't be used at the lifts again, and any pass on it stops working.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep card</button><button type="button" class="warn" id="bl-go">Block card</button></div></div></div>
<div class="shade" id="dlg-rename" hidden><div role="dialog" aria-modal="true" aria-labelledby="rn-h"><h2 id="rn-h" style="margin-top:0">Rename KeyCard</h2>
  <div class="field"><label for="rn-name">Card name</label><input id="rn-name"></div><p class="err" id="rn-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rn-go">Save name</button></div></div></div>
<div class="shade" id="dlg-add" hidden><div role="dialog" aria-modal="true" aria-labelledby="ad-h"><h2 id="ad-h" style="margin-top:0">Add a KeyCard</h2>
  <p class="note">The number is on the back of the card.</p>
  <div class="field"><input id="ad-num" placeholder="KeyCard number" style="width:200px"></div>
  <div class="field"><label for="ad-name">Card name</label><input id="ad-name"></div>
  <p class="err" id="ad-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ad-go">Add card</button></div></div></div>`,
  `${SKI_QUICK}${SKI_MENU}
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
window.orders = ${JSON.stringify(ORDERS)}.map(function (o) { return { ref: o[0], date: o[1], pass: o[2], skiers: o[3], total: o[4], status: o[5] }; });
window.opage = 1; window.newest = true; window.receipt = null; window.refunds = []; window.profile = null; window.deleted = false;
window.cards = [{ num: '01-1614-7730-2', name: "Nina's KeyCard", blocked: false, pass: 'Season pass 2027/28 loaded' }, { num: '01-2281-0456-7', name: "Leo's KeyCard", blocked: false, pass: 'No pass loaded' }, { num: '01-0042-3310-9', name: 'Old KeyCard', blocked: true, pass: 'Blocked on 14 Feb 2027' }];
var refunding = null, blocking = null, renaming = null;
function order(ref) { return window.orders.filter(function (o) { return o.ref === ref; })[0]; }
function card(num) { return window.cards.filter(function (c) { return c.num === num; })[0]; }
function orderRows() {
  var all = window.orders.slice().sort(function (a, b) { return (window.newest ? -1 : 1) * a.date.localeCompare(b.date); }), pages = Math.ceil(all.length / 5);
  $('#o-count').textContent = all.length + ' orders';
  $('#orders').innerHTML = all.slice((window.opage - 1) * 5, window.opage * 5).map(function (o) {
    var canRefund = o.status !== 'Refunded' && o.status !== 'Refund requested';
    return '<tr data-ref="' + o.ref + '"><th scope="row">' + o.ref + '</th><td>' + fmt(o.date) + '</td><td>' + o.pass + '</td><td>' + o.skiers + '</td><td>CHF ' + o.total.toLocaleString('en-GB') + '</td><td>' + o.status + '</td><td><div class="line"><button type="button" class="rc">Receipt</button><button type="button" class="rf"' + (canRefund ? '' : ' disabled') + '>Refund</button></div></td></tr>';
  }).join('');
  $('#o-of').textContent = 'Page ' + window.opage + ' of ' + pages; $('#o-prev').disabled = window.opage === 1; $('#o-next').disabled = window.opage === pages;
  $('#h-date').setAttribute('aria-sort', window.newest ? 'descending' : 'ascending');
}
$('#sort-date').addEventListener('click', function () { window.newest = !window.newest; window.opage = 1; orderRows(); });
$('#o-prev').addEventListener('click', function () { window.opage -= 1; orderRows(); });
$('#o-next').addEventListener('click', function () { window.opage += 1; orderRows(); });
$('#orders').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var o = order(tr.dataset.ref);
  var rc = e.target.closest('.rc');
  if (rc) { rc.disabled = true; setTimeout(function () { rc.disabled = false; window.receipt = o.ref; quick('Receipt for ' + o.ref + ' downloaded'); }, 500); }
  if (e.target.closest('.rf')) { refunding = o; $('#rf-h').textContent = 'Refund order ' + o.ref; $('#rf-why').value = ''; $('#rf-err').textContent = ''; showDialog('dlg-refund'); }
});
$('#rf-go').addEventListener('click', function () {
  var b = this; $('#rf-err').textContent = '';
  if (!$('#rf-why').value) { $('#rf-err').textContent = 'Choose a reason'; return; }
  b.disabled = true; b.textContent = 'Sending…';
  post('/ski/api/refund', { ref: refunding.ref, status: refunding.status }).then(function (r) {
    b.disabled = false; b.textContent = 'Request refund';
    if (!r.ok) { $('#rf-err').textContent = r.error; return; }
    refunding.status = 'Refund requested'; window.refunds.push(refunding.ref); hideDialog('dlg-refund'); orderRows(); quick('Refund requested for ' + refunding.ref + '. It takes up to 10 days.');
  });
});
function cardTiles() {
  $('#cards').innerHTML = window.cards.map(function (c) {
    return '<article class="card" data-num="' + c.num + '" aria-label="' + c.name.replace(/"/g, '&quot;') + '"><h3 style="margin:0">' + c.name + '</h3><p style="margin:2px 0">' + c.num + ' · ' + (c.blocked ? '<strong>Blocked</strong>' : 'Active') + '</p><p class="note" style="margin:2px 0">' + c.pass + '</p><div class="line"><button type="button" class="bl">' + (c.blocked ? 'Unblock' : 'Block') + '</button><button type="button" class="rn">Rename</button></div></article>';
  }).join('');
}
$('#cards').addEventListener('click', function (e) {
  var t = e.target.closest('[data-num]'); if (!t) return; var c = card(t.dataset.num); $('#cards-err').textContent = '';
  var bl = e.target.closest('.bl');
  if (bl && !c.blocked) { blocking = c; $('#bl-h').textContent = 'Block KeyCard ' + c.num + '?'; showDialog('dlg-block'); }
  else if (bl) { bl.disabled = true; post('/ski/api/unblock', { num: c.num }).then(function (r) { bl.disabled = false; $('#cards-err').textContent = r.error; }); }
  if (e.target.closest('.rn')) { renaming = c; $('#rn-name').value = c.name; $('#rn-err').textContent = ''; showDialog('dlg-rename'); }
});
$('#bl-go').addEventListener('click', function () { var b = this; b.disabled = true; post('/ski/api/block', { num: blocking.num }).then(function () { b.disabled = false; blocking.blocked = true; blocking.pass = 'Blocked on 13 Dec 2027'; hideDialog('dlg-block'); cardTiles(); quick('KeyCard ' + blocking.num + ' is blocked'); }); });
$('#rn-go').addEventListener('click', function () { var v = $('#rn-name').value.trim(); if (!v) { $('#rn-err').textContent = 'Enter a name for the card'; return; } renaming.name = v; hideDialog('dlg-rename'); cardTiles(); quick('KeyCard renamed'); });
$('#add-card').addEventListener('click', function () { $('#ad-num').value = ''; $('#ad-name').value = ''; $('#ad-err').textContent = ''; showDialog('dlg-add'); });
$('#ad-go').addEventListener('click', function () {
  var b = this, n = $('#ad-num').value.trim(), name = $('#ad-name').value.trim(); $('#ad-err').textContent = '';
  if (!/^\\d{2}-\\d{4}-\\d{4}-\\d$/.test(n)) { $('#ad-err').textContent = 'KeyCard numbers look like 01-1614-7730-2'; return; }
  if (card(n)) { $('#ad-err').textContent = 'That KeyCard is already on your account'; return; }
  b.disabled = true; b.textContent = 'Adding…';
  post('/ski/api/addcard', { num: n }).then(function (r) {
    b.disabled = false; b.textContent = 'Add card';
    if (!r.ok) { $('#ad-err').textContent = r.error; return; }
    window.cards.push({ num: n, name: name || 'KeyCard ' + (window.cards.length + 1), blocked: false, pass: 'No pass loaded' }); hideDialog('dlg-add'); cardTiles(); quick('KeyCard ' + n + ' added');
  });
});
$('#profile').addEventListener('submit', function (e) {
  e.preventDefault(); var b = $('#pf-save'), err = $('#pf-err'); err.textContent = '';
  if (!$('#pf-first').value.trim()) { err.textContent = 'Enter your first name'; return; }
  if (!$('#pf-last').value.trim()) { err.textContent = 'Enter your last name'; return; }
  b.disabled = true; b.textContent = 'Saving…';
  var p = { first: $('#pf-first').value.trim(), last: $('#pf-last').value.trim(), mobile: $('#pf-mobile').value.trim(), dob: $('#pf-dob').value, lang: $('#pf-lang').value, alerts: $('#sw-alerts').getAttribute('aria-checked') === 'true' };
  post('/ski/api/profile', p).then(function (r) { b.disabled = false; b.textContent = 'Save changes'; if (!r.ok) { err.textContent = r.error; return; } window.profile = p; quick('Your profile is saved'); });
});
$('#delete').addEventListener('click', function () { var b = this; b.disabled = true; post('/ski/api/delete', {}).then(function (r) { b.disabled = false; $('#pf-err').textContent = r.error; }); });
orderRows(); cardTiles();
var tabs = { keycards: '#t-cards', profile: '#t-profile' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
