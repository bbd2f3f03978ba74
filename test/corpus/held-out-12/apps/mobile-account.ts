/**
 * Tidal Mobile, the account page: a notification count and a user menu; the next bill, extras and a spend-cap slider;
 * tabs of lines, bills and add-ons. Line cards all have Add data, Manage (a menu: PAC code, lost or stolen, rename)
 * and a Roaming switch (the unlimited line cannot add data, the data SIM cannot roam); an add-data dialog refused over
 * the spend cap; a PAC dialog; a block dialog whose button waits for a box; bills three to a page with View and
 * Download PDF in every row; add-on cards with the same Add button (one included); a usage chart in an iframe and a
 * coverage checker in an open shadow root that answers late.
 */

import { doc, frame } from '../../page';

const LINES = {
  alex: ["Alex's phone", '07700 900461', 'Unlimited Plus', 28, 46.3, null, true, true, 'TDL 771 204'],
  sam: ["Sam's phone", '07700 900562', 'Flex 20GB', 12, 17.8, 20, false, true, 'TDL 482 913'],
  tablet: ['Tablet', '07700 900733', 'Data SIM 10GB', 6, 2.1, 10, false, false, 'TDL 305 618'],
};

const BILLS = [
  [
    'February 2027',
    '18 Jan – 17 Feb',
    46,
    'Paid',
    [
      ["Alex's phone", 28],
      ["Sam's phone", 12],
      ['Tablet', 6],
    ],
  ],
  [
    'January 2027',
    '18 Dec – 17 Jan',
    49.5,
    'Paid',
    [
      ["Alex's phone", 28],
      ["Sam's phone", 12],
      ["Extra data for Sam's phone", 3.5],
      ['Tablet', 6],
    ],
  ],
  [
    'December 2026',
    '18 Nov – 17 Dec',
    46,
    'Paid',
    [
      ["Alex's phone", 28],
      ["Sam's phone", 12],
      ['Tablet', 6],
    ],
  ],
  [
    'November 2026',
    '18 Oct – 17 Nov',
    52.75,
    'Paid',
    [
      ["Alex's phone", 28],
      ["Sam's phone", 12],
      ['EU Roaming Pass, 3 days', 6.75],
      ['Tablet', 6],
    ],
  ],
  [
    'October 2026',
    '18 Sep – 17 Oct',
    46,
    'Paid',
    [
      ["Alex's phone", 28],
      ["Sam's phone", 12],
      ['Tablet', 6],
    ],
  ],
  [
    'September 2026',
    '18 Aug – 17 Sep',
    43,
    'Paid',
    [
      ["Alex's phone", 25],
      ["Sam's phone", 12],
      ['Tablet', 6],
    ],
  ],
];

const ADDONS = [
  ['roam', 'EU Roaming Pass', '£2.50 a day', 'Use your allowance in the EU.'],
  ['boost', 'Data Boost 5 GB', '£8.00 once', 'Extra data until your bill date.'],
  ['intl', 'International Minutes', '£5.00 a month', '100 minutes to 50 countries.'],
  ['spotify', 'Spotify Premium', 'Included with Unlimited Plus', "On Alex's phone."],
];

const USAGE = `<body style="font:13px system-ui;margin:8px"><h3 style="margin:0 0 4px">Data used this month</h3>
<label for="u-line">Line</label> <select id="u-line"><option value="all">All lines</option><option value="alex">Alex's phone</option><option value="sam">Sam's phone</option><option value="tablet">Tablet</option></select>
<p id="u-total">Total this month: 66.2 GB</p><p>Busiest day: 3 March, 4.1 GB</p>
<div style="display:flex;gap:3px;align-items:flex-end;height:40px">${[2, 3, 4.1, 1.5, 2.2, 3.3, 2.8, 1.9].map((v) => `<div style="width:14px;height:${v * 9}px;background:#1f5fcf"></div>`).join('')}</div>
<script>
var T = { all: '66.2', alex: '46.3', sam: '17.8', tablet: '2.1' };
document.getElementById('u-line').onchange = function () { document.getElementById('u-total').textContent = 'Total this month: ' + T[this.value] + ' GB'; };
</script></body>`;

const COVERAGE = `
class TidalCoverage extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<section aria-label="Coverage checker" style="border:1px solid #dde2e8;border-radius:8px;padding:10px;background:#fff"><h2 style="margin:0;font-size:16px">Check coverage</h2><label for="pc">Postcode</label> <input id="pc" style="width:110px"> <button type="button" id="go">Check coverage</button><p id="res" role="status"></p></section>';
    root.getElementById('go').onclick = function () {
      var pc = root.getElementById('pc').value.trim().toUpperCase();
      root.getElementById('res').textContent = 'Checking…';
      setTimeout(function () {
        root.getElementById('res').textContent = pc.split(' ').join('') === 'LS63AX' ? 'LS6 3AX: 5G outdoors, 4G indoors. No known problems.' : 'We could not find that postcode.';
      }, 1000);
    };
  }
}
customElements.define('tidal-coverage', TidalCoverage);`;

const dialogs = `
<div class="shade" id="dlg-data" hidden><div role="dialog" aria-modal="true" aria-labelledby="dd-h"><h2 id="dd-h"></h2>
  <fieldset><legend>How much?</legend><label><input type="radio" name="bundle" value="1"> 1 GB for £3.00</label><br><label><input type="radio" name="bundle" value="5"> 5 GB for £8.00</label><br><label><input type="radio" name="bundle" value="unl"> Unlimited until 17 March for £10.00</label></fieldset>
  <p class="err" id="dd-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="dd-ok">Add to my bill</button></div></div></div>
<div class="shade" id="dlg-pac" hidden><div role="dialog" aria-modal="true" aria-labelledby="pc-h"><h2 id="pc-h"></h2><p id="pc-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-block" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="bk-h"><h2 id="bk-h"></h2>
  <fieldset><legend>What happened?</legend><label><input type="radio" name="why" value="lost"> Lost</label> <label><input type="radio" name="why" value="stolen"> Stolen</label></fieldset>
  <label><input type="checkbox" id="bk-box"> I understand calls, texts and data will stop straight away</label>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="bk-ok" disabled>Block SIM</button></div></div></div>
<div class="shade" id="dlg-rename" hidden><div role="dialog" aria-modal="true" aria-labelledby="rn-h"><h2 id="rn-h"></h2>
  <div class="field"><label for="rn-name">Line name</label><input id="rn-name"></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rn-ok">Save name</button></div></div></div>
<div class="shade" id="dlg-bill" hidden><div role="dialog" aria-modal="true" aria-labelledby="bl-h"><h2 id="bl-h"></h2><dl class="pairs" id="bl-lines" style="grid-template-columns:1fr auto"></dl>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-addon" hidden><div role="dialog" aria-modal="true" aria-labelledby="ao-h"><h2 id="ao-h"></h2>
  <div class="field"><label for="ao-line">Which line?</label><select id="ao-line"><option value="alex">Alex's phone</option><option value="sam">Sam's phone</option><option value="tablet">Tablet</option></select></div>
  <div class="field" id="ao-date-wrap"><label for="ao-date">Start date</label><input type="date" id="ao-date" min="2027-03-09" max="2027-06-30"></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ao-ok">Confirm</button></div></div></div>`;

export const mobileAccount = doc(
  'Your account - Tidal',
  `<header class="bar"><span class="logo">Tidal</span><nav aria-label="Main"><a href="/mobile/account">Account</a><a href="#shop">Shop</a><a href="#help">Help</a></nav>
<button type="button" id="bell" aria-label="Notifications" aria-haspopup="menu" aria-controls="bell-menu">🔔 <span class="count">3</span></button>
<button type="button" id="me" aria-haspopup="menu" aria-controls="me-menu">Alex Morgan ▾</button></header>
<div role="menu" id="bell-menu" hidden><button type="button" role="menuitem">Sam's phone has used 89% of its data</button><button type="button" role="menuitem">Your February bill is ready</button><button type="button" role="menuitem">New: EU Roaming Pass</button></div>
<div role="menu" id="me-menu" hidden><a role="menuitem" href="#profile">Profile</a><a role="menuitem" href="#payment">Payment methods</a><button type="button" role="menuitem" id="signout">Sign out</button></div>
<main style="display:grid;grid-template-columns:1fr 280px;gap:16px;align-items:start;max-width:1200px">
<div>
  <h1>Your account</h1>
  <p>Good morning, Alex.</p>
  <section class="box" aria-label="Your bill"><p style="font-size:18px;margin:0">Next bill: <strong id="next-bill"></strong> on 18 March 2027</p><p class="note">Bill period: 18 February – 17 March</p><p>Extras this month: <span id="extras"></span></p>
    <div class="field"><label for="cap">Spend cap for extras</label><input type="range" id="cap" min="0" max="50" step="5"> <output id="cap-out"></output></div></section>
  <div role="tablist" aria-label="Account"><button type="button" role="tab" id="t-lines" aria-controls="p-lines" aria-selected="true">Lines (3)</button><button type="button" role="tab" id="t-bills" aria-controls="p-bills" aria-selected="false">Bills</button><button type="button" role="tab" id="t-addons" aria-controls="p-addons" aria-selected="false">Add-ons</button></div>
  <section id="p-lines" role="tabpanel" aria-labelledby="t-lines"><div class="grid" id="lines"></div>${frame('Data usage chart', USAGE, 170)}</section>
  <section id="p-bills" role="tabpanel" aria-labelledby="t-bills" hidden>
    <table><thead><tr><th>Bill</th><th>Period</th><th>Amount</th><th>Status</th><th><span class="note">Actions</span></th></tr></thead><tbody id="bills"></tbody></table>
    <nav class="pager" aria-label="Bill pages"><button type="button" id="b-prev">Previous</button><span id="b-page"></span><button type="button" id="b-next">Next</button></nav>
  </section>
  <section id="p-addons" role="tabpanel" aria-labelledby="t-addons" hidden><div class="grid">${ADDONS.map(([id, name, price, note]) => `<article class="card addon" data-id="${id}"><h3>${name}</h3><p><strong>${price}</strong></p><p class="note">${note}</p>${id === 'spotify' ? '<button type="button" disabled>Included</button>' : '<button type="button" class="add">Add</button>'}</article>`).join('')}</div></section>
</div>
<aside><tidal-coverage></tidal-coverage></aside>
</main>${dialogs}`,
  `${COVERAGE}
var LINES = ${JSON.stringify(LINES)};
var BILLS = ${JSON.stringify(BILLS)};
var ADDONS = ${JSON.stringify(ADDONS)};
var BUNDLES = { '1': [1, 3], '5': [5, 8], unl: [0, 10] };
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.lines = {};
Object.keys(LINES).forEach(function (k) { var l = LINES[k]; window.lines[k] = { name: l[0], number: l[1], plan: l[2], price: l[3], used: l[4], allowance: l[5], roaming: l[6], canRoam: l[7], pac: l[8], blocked: null, unlimitedUntil: false }; });
window.extras = 0;
window.cap = Number(query.get('cap') || 20);
window.billPage = Number(query.get('page') || 1);
window.addons = [];
var current = null;
function gbp(n) { return '£' + n.toFixed(2); }
function summary() {
  $('#next-bill').textContent = gbp(46 + window.extras);
  $('#extras').textContent = gbp(window.extras);
  $('#cap').value = String(window.cap);
  $('#cap-out').textContent = '£' + window.cap + ' a month';
}
function cards() {
  $('#lines').innerHTML = Object.keys(window.lines).map(function (k) {
    var l = window.lines[k];
    var usage = l.allowance === null ? l.used + ' GB used · unlimited data' : l.unlimitedUntil ? l.used + ' GB used · unlimited until 17 March' : l.used + ' GB of ' + l.allowance + ' GB used';
    var low = l.allowance !== null && !l.unlimitedUntil && l.used / l.allowance > 0.85;
    return '<article class="card line-card" data-id="' + k + '"><h3>' + l.name + '</h3><p class="note">' + l.number + '</p><p>' + l.plan + ' · £' + l.price + ' a month</p><p class="usage">' + usage + '</p>' +
      (low ? '<p><span class="tag">Running low on data</span></p>' : '') + (l.blocked ? '<p><span class="tag">Blocked</span> SIM reported ' + l.blocked + '</p>' : '') +
      '<p class="line"><button type="button" role="switch" class="roam" aria-checked="' + l.roaming + '" aria-labelledby="rl-' + k + '"' + (!l.canRoam || l.blocked ? ' disabled' : '') + '></button><span id="rl-' + k + '">Roaming</span></p>' +
      (!l.canRoam ? '<p class="note">Roaming isn\\'t available on data SIMs.</p>' : '') +
      '<div class="line"><button type="button" class="add"' + (l.allowance === null || l.blocked ? ' disabled' : '') + '>Add data</button><button type="button" class="manage" aria-haspopup="menu" aria-controls="mg-' + k + '">Manage</button>' + (l.blocked ? '<button type="button">Order a replacement SIM</button>' : '') + '</div>' +
      '<div role="menu" id="mg-' + k + '" hidden><button type="button" role="menuitem" data-do="pac">Get PAC code</button><button type="button" role="menuitem" data-do="block">Report lost or stolen</button><button type="button" role="menuitem" data-do="rename">Rename line</button></div></article>';
  }).join('');
}
$('#lines').addEventListener('flip', function (e) { var k = e.target.closest('.line-card').dataset.id; window.lines[k].roaming = e.target.getAttribute('aria-checked') === 'true'; toast('Roaming turned ' + (window.lines[k].roaming ? 'on' : 'off') + ' for ' + window.lines[k].name); });
$('#lines').addEventListener('click', function (e) {
  var c = e.target.closest('.line-card'); if (!c) return;
  current = c.dataset.id; var l = window.lines[current];
  if (e.target.closest('.add') && !e.target.closest('.add').disabled) {
    $('#dd-h').textContent = 'Add data to ' + l.name; $('#dd-err').textContent = '';
    $$('input[name=bundle]').forEach(function (r) { r.checked = false; });
    showDialog('dlg-data');
  }
  var item = e.target.closest('[role=menuitem]'); if (!item) return;
  closeMenus();
  if (item.dataset.do === 'pac') { $('#pc-h').textContent = 'PAC code for ' + l.name; $('#pc-text').textContent = 'Your PAC code is ' + l.pac + ". It's valid until 8 April 2027."; window.pacShown = current; showDialog('dlg-pac'); }
  if (item.dataset.do === 'block') { $('#bk-h').textContent = 'Block the SIM in ' + l.name + '?'; $('#bk-box').checked = false; $('#bk-ok').disabled = true; showDialog('dlg-block'); }
  if (item.dataset.do === 'rename') { $('#rn-h').textContent = 'Rename ' + l.name; $('#rn-name').value = l.name; showDialog('dlg-rename'); }
});
$('#dd-ok').addEventListener('click', function () {
  var r = $('input[name=bundle]:checked');
  if (!r) { $('#dd-err').textContent = 'Choose how much data to add'; return; }
  var b = BUNDLES[r.value];
  if (window.extras + b[1] > window.cap) { $('#dd-err').textContent = 'This would take your extras over your £' + window.cap + ' spend cap.'; return; }
  var l = window.lines[current];
  window.extras += b[1];
  if (r.value === 'unl') l.unlimitedUntil = true; else l.allowance += b[0];
  hideDialog('dlg-data'); cards(); summary();
  toast((r.value === 'unl' ? 'Unlimited data' : b[0] + ' GB') + ' added to ' + l.name);
});
$('#bk-box').addEventListener('change', function () { $('#bk-ok').disabled = !$('#bk-box').checked; });
$('#bk-ok').addEventListener('click', function () {
  var r = $('input[name=why]:checked');
  var l = window.lines[current]; l.blocked = r ? r.value : 'lost'; l.roaming = false;
  hideDialog('dlg-block'); cards();
  toast('SIM blocked for ' + l.name);
});
$('#rn-ok').addEventListener('click', function () {
  var v = $('#rn-name').value.trim(); if (!v) return;
  window.lines[current].name = v; hideDialog('dlg-rename'); cards(); toast('Line renamed to ' + v);
});
$('#cap').addEventListener('input', function () { window.cap = Number($('#cap').value); $('#cap-out').textContent = '£' + window.cap + ' a month'; });
$('#cap').addEventListener('change', function () { window.cap = Number($('#cap').value); summary(); toast('Spend cap set to £' + window.cap + ' a month'); });
function bills() {
  var pages = Math.ceil(BILLS.length / 3);
  $('#bills').innerHTML = BILLS.slice((window.billPage - 1) * 3, window.billPage * 3).map(function (b) {
    return '<tr data-id="' + b[0] + '"><th scope="row">' + b[0] + '</th><td>' + b[1] + '</td><td>' + gbp(b[2]) + '</td><td>' + b[3] + '</td><td><button type="button" class="view">View</button> <a href="#pdf" class="pdf">Download PDF</a></td></tr>';
  }).join('');
  $('#b-page').textContent = 'Page ' + window.billPage + ' of ' + pages;
  $('#b-prev').disabled = window.billPage === 1; $('#b-next').disabled = window.billPage === pages;
}
$('#b-prev').addEventListener('click', function () { window.billPage--; bills(); });
$('#b-next').addEventListener('click', function () { window.billPage++; bills(); });
$('#bills').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var b = BILLS.filter(function (x) { return x[0] === tr.dataset.id; })[0];
  if (e.target.closest('.view')) {
    $('#bl-h').textContent = b[0] + ' bill';
    $('#bl-lines').innerHTML = b[4].map(function (x) { return '<dt>' + x[0] + '</dt><dd>' + gbp(x[1]) + '</dd>'; }).join('') + '<dt><strong>Total</strong></dt><dd><strong>' + gbp(b[2]) + '</strong></dd>';
    window.viewedBill = b[0]; showDialog('dlg-bill');
  }
  if (e.target.closest('.pdf')) { e.preventDefault(); window.downloaded = b[0]; toast('Downloading ' + b[0] + ' bill (PDF)'); }
});
var addon = null;
$$('.addon .add').forEach(function (b) {
  b.addEventListener('click', function () {
    addon = ADDONS.filter(function (a) { return a[0] === b.closest('.addon').dataset.id; })[0];
    $('#ao-h').textContent = 'Add ' + addon[1];
    $('#ao-date-wrap').hidden = addon[0] !== 'roam'; $('#ao-date').value = '';
    showDialog('dlg-addon');
  });
});
$('#ao-ok').addEventListener('click', function () {
  var k = $('#ao-line').value, d = $('#ao-date').value;
  if (addon[0] === 'roam' && !d) return;
  window.addons.push({ addon: addon[0], line: k, start: addon[0] === 'roam' ? d : null });
  hideDialog('dlg-addon');
  var when = d ? ' from ' + DAYS[new Date(d + 'T12:00:00').getDay()] + ' ' + Number(d.slice(8)) + ' ' + MONTHS[Number(d.slice(5, 7)) - 1] : '';
  toast(addon[1] + ' added to ' + window.lines[k].name + when);
});
$('#signout').addEventListener('click', function () { location.href = '/mobile/login?out=1'; });
summary(); cards(); bills();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);
