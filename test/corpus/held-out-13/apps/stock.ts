/**
 * Shelfwise, a warehouse cycle count of one aisle: a count sheet five lines to a page (inputs named only by a "Qty"
 * placeholder, Recount in every row, variances, a reason select that appears for variances over 10%), a scanner box
 * that refuses unknown barcodes, a blind-count switch, a More menu (print, reassign in a dialog, cancel with a
 * confirmation), a submit refused while lines are uncounted or a reason is missing, stock adjustments (a date that
 * cannot be in the future, an unknown SKU, a manager code above 50 units, Reverse in every row) and past counts with
 * View and Export CSV in every row. State comes from the query string (`?tab=adj&page=2&counted=all`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';

// sku, description, bin, expected, counted (-1: not counted), barcode
const LINES = [
  ['SKU-1042', 'Steel shelf bracket 300 mm', '14-A-01', 120, 120, '5012345001042'],
  ['SKU-1043', 'Steel shelf bracket 450 mm', '14-A-02', 80, 74, '5012345001043'],
  ['SKU-2210', 'Cable ties 200 mm, pack of 100', '14-B-01', 45, -1, '5012345002210'],
  ['SKU-2214', 'Cable ties 300 mm, pack of 100', '14-B-02', 30, 30, '5012345002214'],
  ['SKU-3307', 'Wall plugs 6 mm, box of 500', '14-C-01', 16, 12, '5012345003307'],
  ['SKU-3309', 'Wall plugs 8 mm, box of 500', '14-C-02', 16, -1, '5012345003309'],
  ['SKU-4120', 'Masking tape 25 mm', '14-D-01', 200, 198, '5012345004120'],
  ['SKU-4125', 'Masking tape 48 mm', '14-D-02', 150, -1, '5012345004125'],
  ['SKU-5501', 'Safety gloves, large', '14-E-01', 60, 60, '5012345005501'],
  ['SKU-5502', 'Safety gloves, medium', '14-E-02', 60, -1, '5012345005502'],
];

const dialogs = `<div class="shade" id="dlg-assign" hidden><div role="dialog" aria-modal="true" aria-labelledby="as-h"><h2 id="as-h">Reassign CC-2291</h2>
  <div class="field"><label for="as-who">Counter</label><select id="as-who"><option>Jordan Mills</option><option>Priya Nair</option><option>Owen Clarke</option></select></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="as-ok">Reassign</button></div></div></div>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cc-h"><h2 id="cc-h">Cancel cycle count CC-2291?</h2><p>Counted quantities will be thrown away.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep counting</button><button type="button" class="warn" id="cc-ok">Cancel count</button></div></div></div>
<div class="shade" id="dlg-submit" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="sm-h"><h2 id="sm-h">Submit CC-2291 for approval?</h2><p id="sm-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Not yet</button><button type="button" class="main" id="sm-ok">Submit</button></div></div></div>`;

const stockPage = doc(
  'Cycle count CC-2291 - Shelfwise',
  `<header class="bar"><span class="logo">Shelfwise</span><nav aria-label="Main"><a href="/stock/count">Counts</a><a href="#stock">Stock</a></nav><span>Leeds DC · Jordan Mills</span></header>
<main>
  <div class="line"><h1 style="margin-right:auto">Cycle count CC-2291: Aisle 14</h1>
    <div class="pop"><button type="button" id="more" aria-haspopup="menu" aria-expanded="false" aria-controls="more-menu">More</button>
    <div role="menu" id="more-menu" hidden><button type="button" role="menuitem" id="mi-print">Print count sheet</button><button type="button" role="menuitem" id="mi-assign">Reassign count</button><button type="button" role="menuitem" id="mi-cancel">Cancel count</button></div></div></div>
  <p id="status">Status: <strong id="status-v">In progress</strong> · Assigned to <span id="who">Jordan Mills</span> · Approver Dana Whitfield</p>
  <div role="tablist" aria-label="Count"><button type="button" role="tab" id="t-sheet" aria-controls="p-sheet" aria-selected="true">Count sheet</button><button type="button" role="tab" id="t-adj" aria-controls="p-adj" aria-selected="false">Adjustments</button><button type="button" role="tab" id="t-hist" aria-controls="p-hist" aria-selected="false">History</button></div>
  <section id="p-sheet" role="tabpanel" aria-labelledby="t-sheet">
    <div class="line"><input id="scan" placeholder="Scan or type a barcode" aria-label="Barcode" style="width:240px"><button type="button" id="scan-go">Add scan</button><span id="scan-msg" role="status"></span>
      <span class="line" style="margin-left:auto"><button type="button" role="switch" id="sw-blind" aria-checked="false" aria-labelledby="l-blind"></button><span id="l-blind">Blind count</span></span></div>
    <p id="progress"></p>
    <table><thead><tr><th>SKU</th><th>Description</th><th>Bin</th><th class="exp">Expected</th><th>Counted</th><th class="exp">Variance</th><th>Reason</th><th></th></tr></thead><tbody id="lines"></tbody></table>
    <nav class="pager" aria-label="Sheet pages"><button type="button" id="s-prev">Previous</button><span id="s-page"></span><button type="button" id="s-next">Next</button></nav>
    <p class="err" id="sheet-err" role="alert"></p>
    <div class="line"><button type="button" id="save">Save count</button><button type="button" class="main" id="submit">Submit for approval</button></div>
  </section>
  <section id="p-adj" role="tabpanel" aria-labelledby="t-adj" hidden>
    <form id="adj" class="box" novalidate><h2>Record an adjustment</h2>
      <div class="line"><div class="field"><label for="ad-sku">SKU</label><input id="ad-sku" placeholder="e.g. SKU-1042"></div>
      <div class="field"><label for="ad-qty">Quantity change</label><input id="ad-qty" type="number" placeholder="-5 or 12"></div>
      <div class="field"><label for="ad-date">Date of adjustment</label><input id="ad-date" type="date"></div></div>
      <fieldset><legend>Reason</legend><label><input type="radio" name="ad-why" value="Damaged"> Damaged</label> <label><input type="radio" name="ad-why" value="Found"> Found</label> <label><input type="radio" name="ad-why" value="Returned to supplier"> Returned to supplier</label></fieldset>
      <div class="field"><label for="ad-code">Manager code</label><input id="ad-code" type="password" style="width:100px"> <span class="note">Changes of more than 50 units need a manager code.</span></div>
      <ul class="err" id="ad-errs"></ul><button type="submit" class="main">Record adjustment</button></form>
    <table><thead><tr><th>Adjustment</th><th>SKU</th><th>Change</th><th>Reason</th><th>Date</th><th></th></tr></thead><tbody id="adj-body"></tbody></table>
  </section>
  <section id="p-hist" role="tabpanel" aria-labelledby="t-hist" hidden>
    <table><thead><tr><th>Count</th><th>Aisle</th><th>Date</th><th>Accuracy</th><th>Result</th><th></th></tr></thead><tbody id="hist-body"></tbody></table>
    <p id="hist-view" class="box" hidden></p>
  </section>
</main>${dialogs}`,
  `
window.lines = ${JSON.stringify(LINES)}.map(function (l) { return { sku: l[0], desc: l[1], bin: l[2], expected: l[3], counted: l[4], code: l[5], reason: '', recount: false }; });
if (query.get('counted') === 'all') window.lines.forEach(function (l) { if (l.counted < 0) l.counted = l.expected; });
window.sheetPage = Number(query.get('page') || 1);
window.saved = null; window.submitted = false; window.cancelledCount = false; window.assignee = 'Jordan Mills'; window.scans = 0;
window.adjustments = [['ADJ-771', 'SKU-4125', -3, 'Damaged', '8 Mar 2027', false], ['ADJ-770', 'SKU-2214', 12, 'Found', '4 Mar 2027', false]];
var HIST = [['CC-2290', 'Aisle 13', '2 Mar 2027', '98.5%', 'Approved'], ['CC-2288', 'Aisle 12', '23 Feb 2027', '96.1%', 'Approved'], ['CC-2285', 'Aisle 14', '9 Feb 2027', '91.0%', 'Rejected']];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function line(sku) { return window.lines.filter(function (l) { return l.sku === sku; })[0]; }
function big(l) { return l.counted >= 0 && Math.abs(l.counted - l.expected) > l.expected * 0.1; }
var REASONS = ['Damaged', 'Miscounted', 'Theft', 'Not found', 'Put away in the wrong bin'];
function sheet() {
  var blind = $('#sw-blind').getAttribute('aria-checked') === 'true';
  $('#lines').innerHTML = window.lines.slice((window.sheetPage - 1) * 5, window.sheetPage * 5).map(function (l) {
    var v = l.counted < 0 ? '' : (l.counted - l.expected > 0 ? '+' : '') + (l.counted - l.expected);
    var why = big(l) ? '<select class="why" aria-label="Reason for ' + l.sku + '"><option value="">Choose…</option>' + REASONS.map(function (r) { return '<option' + (r === l.reason ? ' selected' : '') + '>' + r + '</option>'; }).join('') + '</select>' : '';
    return '<tr data-sku="' + l.sku + '"><th scope="row">' + l.sku + '</th><td>' + l.desc + '</td><td>' + l.bin + '</td><td class="exp">' + l.expected + '</td><td><input class="qty" type="number" placeholder="Qty" style="width:80px" value="' + (l.counted < 0 ? '' : l.counted) + '"></td><td class="exp">' + v + '</td><td>' + why + '</td><td>' +
      (l.recount ? '<span class="tag">Recount requested</span>' : '<button type="button" class="recount">Recount</button>') + '</td></tr>';
  }).join('');
  $$('.exp').forEach(function (c) { c.hidden = blind; });
  var done = window.lines.filter(function (l) { return l.counted >= 0; }).length;
  $('#progress').textContent = done + ' of 10 lines counted · ' + (10 - done) + ' to go';
  $('#s-page').textContent = 'Page ' + window.sheetPage + ' of 2';
  $('#s-prev').disabled = window.sheetPage === 1; $('#s-next').disabled = window.sheetPage === 2;
}
$('#sw-blind').addEventListener('flip', sheet);
$('#s-prev').addEventListener('click', function () { window.sheetPage--; sheet(); });
$('#s-next').addEventListener('click', function () { window.sheetPage++; sheet(); });
$('#lines').addEventListener('change', function (e) {
  var l = line(e.target.closest('tr').dataset.sku);
  if (e.target.closest('.qty')) { var v = e.target.value.trim(); l.counted = v === '' ? -1 : Number(v); sheet(); }
  if (e.target.closest('.why')) l.reason = e.target.value;
});
$('#lines').addEventListener('click', function (e) {
  var b = e.target.closest('.recount'); if (!b) return;
  var l = line(b.closest('tr').dataset.sku); l.recount = true; sheet(); toast('Recount requested for ' + l.sku);
});
function scan() {
  var c = $('#scan').value.trim(), l = window.lines.filter(function (x) { return x.code === c; })[0];
  if (!c) return;
  if (!l) { $('#scan-msg').className = 'err'; $('#scan-msg').textContent = 'Barcode ' + c + ' is not on this count'; return; }
  l.counted = Math.max(l.counted, 0) + 1; window.scans++;
  $('#scan-msg').className = 'good'; $('#scan-msg').textContent = l.sku + ' ' + l.desc + ': ' + l.counted + ' counted';
  $('#scan').value = ''; sheet();
}
$('#scan-go').addEventListener('click', scan);
$('#scan').addEventListener('keydown', function (e) { if (e.key === 'Enter') scan(); });
$('#save').addEventListener('click', function () { window.saved = window.lines.map(function (l) { return [l.sku, l.counted, l.reason]; }); toast('Count saved'); });
$('#submit').addEventListener('click', function () {
  var open = window.lines.filter(function (l) { return l.counted < 0; }).length, need = window.lines.filter(function (l) { return big(l) && !l.reason; })[0];
  $('#sheet-err').textContent = open ? open + ' lines have not been counted yet' : need ? 'Choose a reason for ' + need.sku + ' (variance over 10%)' : '';
  if (open || need) return;
  $('#sm-text').textContent = 'Dana Whitfield will review 10 lines.'; showDialog('dlg-submit');
});
$('#sm-ok').addEventListener('click', function () { window.submitted = true; hideDialog('dlg-submit'); $('#status-v').textContent = 'Waiting for approval'; toast('CC-2291 sent to Dana Whitfield'); });
$('#mi-print').addEventListener('click', function () { closeMenus(); window.printed = true; toast('Sending the count sheet to printer LDS-2'); });
$('#mi-assign').addEventListener('click', function () { closeMenus(); showDialog('dlg-assign'); });
$('#as-ok').addEventListener('click', function () { window.assignee = $('#as-who').value; $('#who').textContent = window.assignee; hideDialog('dlg-assign'); toast('CC-2291 reassigned to ' + window.assignee); });
$('#mi-cancel').addEventListener('click', function () { closeMenus(); showDialog('dlg-cancel'); });
$('#cc-ok').addEventListener('click', function () { window.cancelledCount = true; hideDialog('dlg-cancel'); $('#status-v').textContent = 'Cancelled'; $('#save').disabled = true; $('#submit').disabled = true; });
function adjRows() {
  $('#adj-body').innerHTML = window.adjustments.map(function (a) {
    return '<tr data-id="' + a[0] + '"><th scope="row">' + a[0] + '</th><td>' + a[1] + '</td><td>' + (a[2] > 0 ? '+' : '') + a[2] + '</td><td>' + a[3] + '</td><td>' + a[4] + '</td><td>' + (a[5] ? 'Reversed' : '<button type="button" class="rev">Reverse</button>') + '</td></tr>';
  }).join('');
}
$('#adj-body').addEventListener('click', function (e) {
  var b = e.target.closest('.rev'); if (!b) return;
  var a = window.adjustments.filter(function (x) { return x[0] === b.closest('tr').dataset.id; })[0];
  a[5] = true; adjRows(); toast(a[0] + ' reversed');
});
$('#adj').addEventListener('submit', function (e) {
  e.preventDefault();
  var sku = $('#ad-sku').value.trim().toUpperCase(), qty = Number($('#ad-qty').value), d = $('#ad-date').value, why = $('input[name=ad-why]:checked'), errs = [];
  if (!sku) errs.push('Enter a SKU'); else if (!line(sku)) errs.push(sku + ' is not in this warehouse');
  if (!$('#ad-qty').value || !qty) errs.push('Enter the quantity change');
  else if (Math.abs(qty) > 50 && $('#ad-code').value !== '4471') errs.push($('#ad-code').value ? 'That manager code is not right' : 'A change of more than 50 units needs a manager code');
  if (!d) errs.push('Choose the date of the adjustment'); else if (d > '2027-03-10') errs.push('The adjustment date cannot be in the future');
  if (!why) errs.push('Choose a reason');
  $('#ad-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  var dt = new Date(d + 'T12:00:00');
  window.adjustments.unshift(['ADJ-772', sku, qty, why.value, dt.getDate() + ' ' + MONTHS[dt.getMonth()] + ' ' + dt.getFullYear(), false]);
  $('#adj').reset(); adjRows(); toast('ADJ-772 recorded for ' + sku);
});
$('#hist-body').innerHTML = HIST.map(function (h) { return '<tr data-id="' + h[0] + '"><th scope="row">' + h[0] + '</th><td>' + h[1] + '</td><td>' + h[2] + '</td><td>' + h[3] + '</td><td>' + h[4] + '</td><td><button type="button" class="view">View</button> <button type="button" class="csv">Export CSV</button></td></tr>'; }).join('');
$('#hist-body').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return;
  var h = HIST.filter(function (x) { return x[0] === tr.dataset.id; })[0];
  if (e.target.closest('.view')) { window.viewed = h[0]; $('#hist-view').hidden = false; $('#hist-view').textContent = h[0] + ', ' + h[1] + ', counted on ' + h[2] + ': ' + h[3] + ' of lines matched. ' + h[4] + ' by Dana Whitfield.'; }
  if (e.target.closest('.csv')) { window.exported = h[0]; toast('Exporting ' + h[0] + '.csv'); }
});
sheet(); adjRows();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const stockApp: CorpusApp = {
  name: 'stock',
  description:
    'Shelfwise warehouse cycle count of one aisle: a count sheet five lines to a page with quantity inputs named only by a placeholder, Recount in every row, variances and a reason select for variances over 10%, a scanner box that refuses unknown barcodes, a blind-count switch, a More menu (print, reassign in a dialog, cancel with a confirmation), a submit refused while lines are uncounted or a reason is missing, stock adjustments with errors (unknown SKU, future date, manager code above 50 units) and Reverse in every row, and past counts with View and Export CSV in every row.',
  routes: {
    '/stock/count': () => stockPage,
  },
};
