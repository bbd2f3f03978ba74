/**
 * Brightfield Procure (apps/procure.ts): supplier invoices. Summary figures, filter tabs with counts, a search named
 * only by its placeholder, a supplier select, sortable Amount and Due columns, a paged table (8 a page) with a box,
 * an Approve button (awaiting rows only) and an icon-only More actions button (the same name in every row) opening
 * one row menu; approvals answered late and refused over £10,000; bulk approval refused late as a whole when one is
 * over the limit; View, Mark as paid (date validated) and Raise a dispute (reason and 20 characters) dialogs; Export
 * CSV. Today is Thursday 15 July 2027.
 */
import { doc } from '../../page';

// id, supplier, issued, due, amount, status
export const INVOICES: [string, string, string, string, number, string][] = [
  ['INV-1049', 'Northwind Health Supplies', '2027-07-12', '2027-08-11', 2480, 'Awaiting approval'],
  ['INV-1048', 'Apex Office Supplies', '2027-07-10', '2027-08-09', 386.4, 'Awaiting approval'],
  ['INV-1047', 'Kestrel Logistics', '2027-07-08', '2027-08-07', 14250, 'Awaiting approval'],
  ['INV-1046', 'Greyfriars IT Services', '2027-07-06', '2027-08-05', 4995, 'Awaiting approval'],
  ['INV-1045', 'Northwind Health Supplies', '2027-07-02', '2027-08-01', 1120.5, 'Scheduled'],
  ['INV-1044', 'Bramble Catering', '2027-06-30', '2027-07-14', 842, 'Overdue'],
  ['INV-1043', 'Kestrel Logistics', '2027-06-25', '2027-07-09', 3610, 'Overdue'],
  ['INV-1042', 'Greyfriars IT Services', '2027-06-21', '2027-07-21', 7800, 'Awaiting approval'],
  ['INV-1041', 'Apex Office Supplies', '2027-06-18', '2027-07-02', 2488, 'Overdue'],
  ['INV-1040', 'Bramble Catering', '2027-06-14', '2027-07-14', 655.2, 'Disputed'],
  ['INV-1039', 'Northwind Health Supplies', '2027-06-09', '2027-07-09', 3204.75, 'Paid'],
  ['INV-1038', 'Meridian Cleaning Co', '2027-06-03', '2027-07-03', 1450, 'Paid'],
  ['INV-1037', 'Kestrel Logistics', '2027-05-28', '2027-06-27', 9120, 'Paid'],
  ['INV-1036', 'Greyfriars IT Services', '2027-05-21', '2027-06-20', 4995, 'Paid'],
  ['INV-1035', 'Meridian Cleaning Co', '2027-05-14', '2027-06-13', 1450, 'Paid'],
  ['INV-1034', 'Apex Office Supplies', '2027-05-07', '2027-06-06', 512.9, 'Paid'],
  ['INV-1033', 'Bramble Catering', '2027-04-30', '2027-05-30', 910, 'Paid'],
  ['INV-1032', 'Kestrel Logistics', '2027-04-22', '2027-05-22', 6300, 'Void'],
  ['INV-1031', 'Meridian Cleaning Co', '2027-04-15', '2027-05-15', 1450, 'Paid'],
];

export const PROCURE_SCRIPT = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 5000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MON[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function gbp(n) { return '£' + n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
`;

export function procureBar(): string {
  return `<header class="bar"><span class="logo">Brightfield Procure</span><nav aria-label="Main"><a href="/procure/invoices">Invoices</a><a href="/procure/po/new">New purchase order</a><a href="/procure/suppliers">Suppliers</a></nav><span class="note">Dana Okafor · Accounts payable</span><a href="/procure/login?out=1">Sign out</a></header>`;
}

export const invoicesPage = doc(
  'Invoices - Brightfield Procure',
  `${procureBar()}
<main>
  <p class="good" id="welcome" role="status"></p>
  <div class="line"><h1 style="margin-right:auto">Supplier invoices</h1><button type="button" id="export">Export CSV</button></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)"><section class="card" aria-label="Outstanding"><p class="note" style="margin:0">Outstanding</p><p style="font-size:20px;margin:0" id="sum-out"></p></section><section class="card" aria-label="Overdue"><p class="note" style="margin:0">Overdue</p><p style="font-size:20px;margin:0" id="sum-over"></p></section><section class="card" aria-label="Awaiting your approval"><p class="note" style="margin:0">Awaiting your approval</p><p style="font-size:20px;margin:0" id="sum-wait"></p></section></div>
  <div role="tablist" aria-label="Invoice status" id="tabs"></div>
  <div class="line"><input id="q" type="search" placeholder="Search invoices or suppliers" style="width:260px"><label for="sup">Supplier</label><select id="sup"><option value="">All suppliers</option></select>
    <button type="button" id="bulk" class="main" disabled>Approve selected</button><span id="sel-n" class="note"></span></div>
  <p class="err" id="inv-err" role="alert"></p>
  <table><thead><tr><th><input type="checkbox" id="all" aria-label="Select all on this page"></th><th>Invoice</th><th>Supplier</th><th>Issued</th><th aria-sort="none" id="th-due"><button type="button" id="sort-due" style="border:0;padding:0;background:none;font:inherit;text-transform:inherit;color:inherit">Due</button></th><th aria-sort="none" id="th-amt"><button type="button" id="sort-amt" style="border:0;padding:0;background:none;font:inherit;text-transform:inherit;color:inherit">Amount</button></th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Invoice pages"><button type="button" id="prev">Previous</button><span id="of"></span><button type="button" id="next">Next</button></nav>
</main>
<div role="menu" id="row-menu" hidden><button type="button" role="menuitem" data-do="view">View invoice</button><button type="button" role="menuitem" data-do="pdf">Download PDF</button><button type="button" role="menuitem" data-do="paid">Mark as paid</button><button type="button" role="menuitem" data-do="dispute">Raise a dispute</button></div>
<div class="shade" id="dlg-view" hidden><div role="dialog" aria-modal="true" aria-labelledby="vw-h"><h2 id="vw-h" style="margin-top:0"></h2><dl class="pairs" id="vw-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-paid" hidden><div role="dialog" aria-modal="true" aria-labelledby="pd-h"><h2 id="pd-h" style="margin-top:0"></h2>
  <div class="field"><label for="pd-date">Payment date</label><input id="pd-date" type="date"></div><div class="field"><label for="pd-ref">Payment reference</label><input id="pd-ref"></div>
  <p class="err" id="pd-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="pd-save">Mark as paid</button></div></div></div>
<div class="shade" id="dlg-dispute" hidden><div role="dialog" aria-modal="true" aria-labelledby="ds-h"><h2 id="ds-h" style="margin-top:0"></h2>
  <div class="field"><label for="ds-why">Reason</label><select id="ds-why"><option value="">Choose a reason</option><option>Wrong amount</option><option>Goods not received</option><option>Duplicate invoice</option><option>Other</option></select></div>
  <div class="field"><label for="ds-text">Details for the supplier</label><textarea id="ds-text" rows="3" style="width:100%"></textarea></div>
  <p class="err" id="ds-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ds-send">Send to supplier</button></div></div></div>`,
  `${PROCURE_SCRIPT}
window.invoices = ${JSON.stringify(INVOICES)}.map(function (v) { return { id: v[0], supplier: v[1], issued: v[2], due: v[3], amount: v[4], status: v[5] }; });
window.ipage = 1; window.tab = 'all'; window.sort = null; window.selected = []; window.approved = []; window.menuFor = null; window.viewed = null; window.pdf = null; window.exported = false;
var TABS = [['all', 'All'], ['Awaiting approval', 'Awaiting approval'], ['Overdue', 'Overdue'], ['Paid', 'Paid']];
function inv(id) { return window.invoices.filter(function (v) { return v.id === id; })[0]; }
if (query.get('welcome')) $('#welcome').textContent = 'Signed in as dana.okafor@brightfield.co.uk';
Array.from(new Set(window.invoices.map(function (v) { return v.supplier; }))).sort().forEach(function (s) { var o = document.createElement('option'); o.textContent = s; $('#sup').appendChild(o); });
function list() {
  var q = $('#q').value.trim().toLowerCase(), s = $('#sup').value;
  var all = window.invoices.filter(function (v) { return (window.tab === 'all' || v.status === window.tab) && (!s || v.supplier === s) && (!q || (v.id + ' ' + v.supplier).toLowerCase().indexOf(q) >= 0); });
  if (window.sort) all.sort(function (a, b) { var k = window.sort.key; var d = k === 'amount' ? a.amount - b.amount : (a.due < b.due ? -1 : a.due > b.due ? 1 : 0); return window.sort.dir === 'asc' ? d : -d; });
  return all;
}
function sums() {
  var out = 0, over = 0, wait = 0;
  window.invoices.forEach(function (v) { if (['Awaiting approval', 'Overdue', 'Scheduled', 'Approved'].indexOf(v.status) >= 0) out += v.amount; if (v.status === 'Overdue') over += v.amount; if (v.status === 'Awaiting approval') wait += 1; });
  $('#sum-out').textContent = gbp(out); $('#sum-over').textContent = gbp(over); $('#sum-wait').textContent = wait + ' invoice' + (wait === 1 ? '' : 's');
  $('#tabs').innerHTML = TABS.map(function (t) { var n = t[0] === 'all' ? window.invoices.length : window.invoices.filter(function (v) { return v.status === t[0]; }).length; return '<button type="button" role="tab" data-tab="' + t[0] + '" aria-selected="' + (window.tab === t[0]) + '">' + t[1] + ' (' + n + ')</button>'; }).join('');
}
function rows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 8)); if (window.ipage > pages) window.ipage = pages;
  $('#rows').innerHTML = all.slice((window.ipage - 1) * 8, window.ipage * 8).map(function (v) {
    var sel = window.selected.indexOf(v.id) >= 0;
    return '<tr data-id="' + v.id + '"><td><input type="checkbox" class="pick" aria-label="Select ' + v.id + '"' + (sel ? ' checked' : '') + '></td><th scope="row">' + v.id + '</th><td>' + v.supplier + '</td><td>' + fmt(v.issued) + '</td><td>' + fmt(v.due) + '</td><td>' + gbp(v.amount) + '</td><td><span class="tag">' + v.status + '</span></td><td><div class="line">' + (v.status === 'Awaiting approval' ? '<button type="button" class="approve">Approve</button>' : '') + '<button type="button" class="more" aria-label="More actions" aria-haspopup="menu" aria-controls="row-menu" aria-expanded="false">⋯</button></div></td></tr>';
  }).join('');
  $('#of').textContent = 'Page ' + window.ipage + ' of ' + pages; $('#prev').disabled = window.ipage === 1; $('#next').disabled = window.ipage === pages;
  $('#all').checked = false; bulk(); sums();
}
function bulk() { var n = window.selected.length; $('#bulk').disabled = n === 0; $('#bulk').textContent = n ? 'Approve selected (' + n + ')' : 'Approve selected'; $('#sel-n').textContent = n ? n + ' selected' : ''; }
$('#tabs').addEventListener('click', function (e) { var t = e.target.closest('[data-tab]'); if (!t) return; window.tab = t.dataset.tab; window.ipage = 1; rows(); });
$('#q').addEventListener('input', function () { window.ipage = 1; rows(); });
$('#sup').addEventListener('change', function () { window.ipage = 1; rows(); });
function sortBy(key) {
  window.sort = { key: key, dir: window.sort && window.sort.key === key && window.sort.dir === 'asc' ? 'desc' : 'asc' };
  $('#th-amt').setAttribute('aria-sort', key === 'amount' ? (window.sort.dir === 'asc' ? 'ascending' : 'descending') : 'none');
  $('#th-due').setAttribute('aria-sort', key === 'due' ? (window.sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'); window.ipage = 1; rows();
}
$('#sort-amt').addEventListener('click', function () { sortBy('amount'); });
$('#sort-due').addEventListener('click', function () { sortBy('due'); });
$('#prev').addEventListener('click', function () { window.ipage -= 1; rows(); });
$('#next').addEventListener('click', function () { window.ipage += 1; rows(); });
$('#all').addEventListener('change', function () { var on = this.checked; $$('#rows tr').forEach(function (tr) { var id = tr.dataset.id, i = window.selected.indexOf(id); if (on && i < 0) window.selected.push(id); if (!on && i >= 0) window.selected.splice(i, 1); $('.pick', tr).checked = on; }); bulk(); });
$('#rows').addEventListener('change', function (e) { var c = e.target.closest('.pick'); if (!c) return; var id = c.closest('tr').dataset.id, i = window.selected.indexOf(id); if (c.checked && i < 0) window.selected.push(id); if (!c.checked && i >= 0) window.selected.splice(i, 1); bulk(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var v = inv(tr.dataset.id);
  if (e.target.closest('.more')) { window.menuFor = v.id; $('#row-menu [data-do=paid]').hidden = v.status === 'Paid' || v.status === 'Void'; $('#row-menu [data-do=dispute]').hidden = v.status === 'Void' || v.status === 'Disputed'; $('#row-menu').setAttribute('aria-label', 'Actions for ' + v.id); }
  var a = e.target.closest('.approve'); if (!a) return; a.disabled = true; a.textContent = 'Approving…'; $('#inv-err').textContent = '';
  post('/procure/api/approve', { ids: [v.id] }).then(function (r) { if (!r.ok) { a.disabled = false; a.textContent = 'Approve'; $('#inv-err').textContent = r.error; return; } v.status = 'Approved'; window.approved.push(v.id); rows(); quick(v.id + ' approved for payment on ' + fmt(v.due)); });
});
$('#bulk').addEventListener('click', function () {
  var ids = window.selected.slice(), b = this; $('#inv-err').textContent = ''; b.disabled = true; b.textContent = 'Approving…';
  post('/procure/api/approve', { ids: ids }).then(function (r) { b.textContent = 'Approve selected'; if (!r.ok) { bulk(); $('#inv-err').textContent = r.error; return; } ids.forEach(function (id) { inv(id).status = 'Approved'; window.approved.push(id); }); window.selected = []; rows(); quick(ids.length + ' invoices approved'); });
});
$('#row-menu').addEventListener('click', function (e) {
  var mi = e.target.closest('[role=menuitem]'); if (!mi) return; var v = inv(window.menuFor); closeMenus();
  if (mi.dataset.do === 'view') { window.viewed = v.id; $('#vw-h').textContent = v.id + ' from ' + v.supplier; $('#vw-body').innerHTML = '<dt>Amount</dt><dd>' + gbp(v.amount) + '</dd><dt>Issued</dt><dd>' + fmt(v.issued) + '</dd><dt>Due</dt><dd>' + fmt(v.due) + '</dd><dt>Status</dt><dd>' + v.status + '</dd><dt>Purchase order</dt><dd>PO-2027-0' + (300 + Number(v.id.slice(4)) - 1000) + '</dd>'; showDialog('dlg-view'); }
  if (mi.dataset.do === 'pdf') { window.pdf = v.id; quick('Downloading ' + v.id + '.pdf'); }
  if (mi.dataset.do === 'paid') { $('#pd-h').textContent = 'Mark ' + v.id + ' as paid'; $('#pd-date').value = ''; $('#pd-ref').value = ''; $('#pd-err').textContent = ''; showDialog('dlg-paid'); }
  if (mi.dataset.do === 'dispute') { $('#ds-h').textContent = 'Raise a dispute on ' + v.id; $('#ds-why').value = ''; $('#ds-text').value = ''; $('#ds-err').textContent = ''; showDialog('dlg-dispute'); }
});
$('#pd-save').addEventListener('click', function () {
  var v = inv(window.menuFor), d = $('#pd-date').value; $('#pd-err').textContent = '';
  if (!d) { $('#pd-err').textContent = 'Enter the payment date'; return; }
  if (d > '2027-07-15') { $('#pd-err').textContent = "The payment date can't be in the future"; return; }
  v.status = 'Paid'; v.paidOn = d; v.ref = $('#pd-ref').value.trim(); hideDialog('dlg-paid'); rows(); quick(v.id + ' marked as paid');
});
$('#ds-send').addEventListener('click', function () {
  var v = inv(window.menuFor), w = $('#ds-why').value, t = $('#ds-text').value.trim(), b = this; $('#ds-err').textContent = '';
  if (!w) { $('#ds-err').textContent = 'Choose a reason'; return; }
  if (t.length < 20) { $('#ds-err').textContent = "Tell the supplier what's wrong (at least 20 characters)"; return; }
  b.disabled = true; setTimeout(function () { b.disabled = false; v.status = 'Disputed'; v.dispute = w; hideDialog('dlg-dispute'); rows(); quick('Dispute sent to ' + v.supplier); }, 600);
});
$('#export').addEventListener('click', function () { window.exported = true; quick('Exporting ' + list().length + ' invoices as CSV'); });
var tabs = { awaiting: 'Awaiting approval', overdue: 'Overdue', paid: 'Paid' };
if (tabs[query.get('tab')]) window.tab = tabs[query.get('tab')];
if (query.get('page')) window.ipage = Number(query.get('page'));
rows();
`,
);
