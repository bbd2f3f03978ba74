/**
 * Brightfield Procure (apps/procure.ts): a new purchase order and the supplier directory. The order: a supplier
 * combobox answered late, a delivery select, a needed-by date, a cost centre select showing the budget left, line
 * items (inputs named per line, a Remove button per line, Add line), totals, a notes box named only by its
 * placeholder, an urgent box, an Approval rules accordion, a preview dialog with the order in an iframe, Save as
 * draft, and Submit for approval validated on the page and answered late (a supplier on hold and an over-budget
 * order refused). Suppliers: spend in a shadow root loaded late, a placeholder-only search, a category select, a
 * preferred box, cards with View, Raise PO (disabled unless approved) and Rate in each, a rating dialog with stars
 * and an Invite supplier dialog refused late for a domain already registered.
 */
import { doc, starRating } from '../../page';
import { PROCURE_SCRIPT, procureBar } from './procure-invoices';

// id, name, category, status, rating, reviews, terms, email, preferred
export const SUPPLIERS: [string, string, string, string, number, number, string, string, boolean][] = [
  [
    'apex',
    'Apex Office Supplies',
    'Office supplies',
    'On hold',
    3.1,
    9,
    'Net 30',
    'accounts@apexoffice.example',
    false,
  ],
  ['bramble', 'Bramble Catering', 'Catering', 'Approved', 4.6, 22, 'Net 14', 'orders@bramblecatering.example', true],
  ['greyfriars', 'Greyfriars IT Services', 'IT', 'Approved', 4.4, 15, 'Net 30', 'billing@greyfriars-it.example', true],
  ['kestrel', 'Kestrel Logistics', 'Logistics', 'Approved', 4.0, 31, 'Net 30', 'ar@kestrel-logistics.example', true],
  ['meridian', 'Meridian Cleaning Co', 'Cleaning', 'Approved', 4.8, 12, 'Net 30', 'hello@meridianclean.example', false],
  ['northwind', 'Northwind Health Supplies', 'Medical', 'Approved', 4.1, 27, 'Net 60', 'sales@northwind.example', true],
  [
    'northfield',
    'Northfield Print Ltd',
    'Print',
    'Onboarding',
    0,
    0,
    'Net 30',
    'studio@northfieldprint.example',
    false,
  ],
];

export const poPage = doc(
  'New purchase order - Brightfield Procure',
  `${procureBar()}
<main>
  <nav aria-label="Breadcrumb" class="note">Purchasing › Purchase orders › New</nav>
  <h1>New purchase order</h1><p class="note">Order number <strong>PO-2027-0418</strong></p>
  <section class="box" id="form-box">
    <div class="line">
      <div class="field"><label for="sup">Supplier</label><span class="pop"><input id="sup" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="sup-list" autocomplete="off" style="width:260px"><ul role="listbox" id="sup-list" aria-label="Suppliers" hidden></ul></span> <span id="sup-st" class="note" role="status"></span></div>
      <div class="field"><label for="ship">Deliver to</label><select id="ship"><option>Head office, Leeds</option><option>Warehouse, Wakefield</option><option>Clinic, York</option></select></div>
      <div class="field"><label for="need">Needed by</label><input id="need" type="date"></div>
      <div class="field"><label for="cc">Cost centre</label><select id="cc"><option value="">Choose…</option><option value="CC-100">Operations (CC-100)</option><option value="CC-200">IT (CC-200)</option><option value="CC-300">Marketing (CC-300)</option><option value="CC-400">Facilities (CC-400)</option></select> <span id="cc-left" class="note"></span></div>
    </div>
    <table><thead><tr><th>#</th><th>Description</th><th>Qty</th><th>Unit price (£)</th><th>VAT</th><th>Line total</th><th></th></tr></thead><tbody id="lines"></tbody></table>
    <button type="button" id="add-line">Add line</button>
    <dl class="pairs" style="margin-top:10px"><dt>Subtotal</dt><dd id="t-sub"></dd><dt>VAT</dt><dd id="t-vat"></dd><dt>Total</dt><dd id="t-all" style="font-weight:700"></dd></dl>
    <textarea id="notes" rows="2" placeholder="Notes for the supplier (optional)" style="width:100%"></textarea>
    <p><label><input type="checkbox" id="urgent"> Urgent (needs director approval)</label></p>
    <h3 style="margin:6px 0"><button type="button" data-acc id="acc-rules" aria-expanded="false" aria-controls="acc-rules-p">Approval rules</button></h3>
    <div id="acc-rules-p" hidden><p>Orders over £5,000 go to the Finance Director. Everything else goes to your line manager, Marcus Webb. Suppliers on hold can't be used.</p></div>
    <ul class="err" id="po-err" role="alert"></ul>
    <div class="line"><button type="button" id="preview">Preview</button><button type="button" id="draft">Save as draft</button><button type="button" class="main" id="submit">Submit for approval</button></div>
  </section>
  <section class="box" id="done" hidden aria-labelledby="done-h"><h2 id="done-h" style="margin-top:0">Sent for approval</h2><p id="done-p"></p></section>
</main>
<div class="shade" id="dlg-prev" hidden><div role="dialog" aria-modal="true" aria-labelledby="pv-h" style="width:620px"><h2 id="pv-h" style="margin-top:0">Preview PO-2027-0418</h2><iframe title="Purchase order preview" style="width:100%;height:280px;border:1px solid #dde2e8;border-radius:8px"></iframe><div class="buttons"><button type="button" data-dismiss>Close preview</button></div></div></div>`,
  `${PROCURE_SCRIPT}
var SUPS = ${JSON.stringify(SUPPLIERS)}, LEFT = { 'CC-100': 48000, 'CC-200': 12500, 'CC-300': 1200, 'CC-400': 6750 };
window.lines = [{ d: 'A4 copier paper, box of 5 reams', q: 10, p: 21.5, v: 20 }, { d: 'Toner cartridge, black', q: 2, p: 64, v: 20 }];
window.supplier = null; window.draft = false; window.submitted = null; window.previewed = false; var timer = null;
function totals() { var sub = 0, vat = 0; window.lines.forEach(function (l) { var n = (Number(l.q) || 0) * (Number(l.p) || 0); sub += n; vat += n * l.v / 100; }); return { sub: sub, vat: vat, all: sub + vat }; }
function drawTotals() { var t = totals(); $('#t-sub').textContent = gbp(t.sub); $('#t-vat').textContent = gbp(t.vat); $('#t-all').textContent = gbp(t.all); $$('#lines tr').forEach(function (tr, i) { var l = window.lines[i]; $('.lt', tr).textContent = gbp((Number(l.q) || 0) * (Number(l.p) || 0)); }); }
function drawLines() {
  $('#lines').innerHTML = window.lines.map(function (l, i) { var n = i + 1; return '<tr data-i="' + i + '"><td>' + n + '</td><td><input class="d" aria-label="Description, line ' + n + '" value="' + l.d.replace(/"/g, '&quot;') + '" style="width:260px"></td><td><input class="q" type="number" min="0" aria-label="Quantity, line ' + n + '" value="' + l.q + '" style="width:70px"></td><td><input class="p" inputmode="decimal" aria-label="Unit price, line ' + n + '" value="' + l.p + '" style="width:90px"></td><td><select class="v" aria-label="VAT rate, line ' + n + '"><option value="20"' + (l.v === 20 ? ' selected' : '') + '>20%</option><option value="5"' + (l.v === 5 ? ' selected' : '') + '>5%</option><option value="0"' + (l.v === 0 ? ' selected' : '') + '>0%</option></select></td><td class="lt"></td><td><button type="button" class="rm" aria-label="Remove line ' + n + '">Remove</button></td></tr>'; }).join('');
  drawTotals();
}
$('#lines').addEventListener('input', function (e) { var tr = e.target.closest('tr'); if (!tr) return; var l = window.lines[Number(tr.dataset.i)]; l.d = $('.d', tr).value; l.q = $('.q', tr).value; l.p = $('.p', tr).value; drawTotals(); });
$('#lines').addEventListener('change', function (e) { var tr = e.target.closest('tr'); if (!tr) return; var l = window.lines[Number(tr.dataset.i)]; l.d = $('.d', tr).value; l.q = $('.q', tr).value; l.p = $('.p', tr).value; l.v = Number($('.v', tr).value); drawTotals(); });
$('#lines').addEventListener('click', function (e) { var b = e.target.closest('.rm'); if (!b) return; window.lines.splice(Number(b.closest('tr').dataset.i), 1); drawLines(); });
$('#add-line').addEventListener('click', function () { window.lines.push({ d: '', q: 1, p: '', v: 20 }); drawLines(); $('#lines tr:last-child .d').focus(); });
$('#sup').addEventListener('input', function () {
  var v = this.value.trim().toLowerCase(), l = $('#sup-list'), inp = this; window.supplier = null; clearTimeout(timer); l.hidden = true; inp.setAttribute('aria-expanded', 'false');
  if (v.length < 2) { $('#sup-st').textContent = ''; return; }
  $('#sup-st').textContent = 'Searching…';
  timer = setTimeout(function () {
    var hits = SUPS.filter(function (s) { return s[1].toLowerCase().indexOf(v) >= 0; });
    $('#sup-st').textContent = hits.length ? hits.length + ' found' : 'No suppliers match';
    l.innerHTML = hits.map(function (s) { return '<li role="option" data-value="' + s[0] + '" data-label="' + s[1] + '" aria-selected="false">' + s[1] + (s[3] === 'Approved' ? '' : ' (' + s[3] + ')') + '</li>'; }).join('');
    l.hidden = !hits.length; inp.setAttribute('aria-expanded', String(!!hits.length));
  }, 500);
});
$('#sup-list').addEventListener('chosen', function (e) { window.supplier = e.detail; $('#sup').setAttribute('aria-expanded', 'false'); $('#sup-st').textContent = ''; });
$('#cc').addEventListener('change', function () { $('#cc-left').textContent = this.value ? 'Budget left this quarter: ' + gbp(LEFT[this.value]) : ''; });
function poDoc() { var s = SUPS.filter(function (x) { return x[0] === window.supplier; })[0], t = totals(); return '<body style="font:13px system-ui;margin:12px"><h3 style="margin:0">Purchase order PO-2027-0418</h3><p>To: ' + (s ? s[1] : 'No supplier chosen') + '<br>Deliver to: ' + $('#ship').value + '<br>Needed by: ' + ($('#need').value ? fmt($('#need').value) : 'not set') + '</p><table style="border-collapse:collapse">' + window.lines.map(function (l) { return '<tr><td style="padding:2px 8px">' + l.q + ' × ' + l.d + '</td><td style="padding:2px 8px">' + gbp((Number(l.q) || 0) * (Number(l.p) || 0)) + '</td></tr>'; }).join('') + '</table><p><strong>Total ' + gbp(t.all) + ' including VAT</strong></p></body>'; }
$('#preview').addEventListener('click', function () { window.previewed = true; $('#dlg-prev iframe').srcdoc = poDoc(); showDialog('dlg-prev'); });
$('#draft').addEventListener('click', function () { window.draft = true; quick('Draft PO-2027-0418 saved'); });
$('#submit').addEventListener('click', function () {
  var errs = [], b = this;
  if (!window.supplier) errs.push('Choose a supplier from the list');
  if (!$('#need').value) errs.push('Enter the date you need the order by'); else if ($('#need').value <= '2027-07-15') errs.push('The needed-by date must be after today');
  if (!$('#cc').value) errs.push('Choose a cost centre');
  if (!window.lines.length) errs.push('Add at least one line');
  window.lines.forEach(function (l, i) { if (!String(l.d).trim()) errs.push('Line ' + (i + 1) + ': enter a description'); if (!(Number(l.q) >= 1)) errs.push('Line ' + (i + 1) + ': enter a quantity of 1 or more'); if (l.p === '' || !(Number(l.p) >= 0)) errs.push('Line ' + (i + 1) + ': enter a unit price'); });
  $('#po-err').innerHTML = errs.map(function (e) { return '<li>' + e + '</li>'; }).join(''); if (errs.length) return;
  b.disabled = true; b.textContent = 'Submitting…';
  post('/procure/api/po', { supplier: window.supplier, cc: $('#cc').value, total: totals().all }).then(function (r) {
    b.disabled = false; b.textContent = 'Submit for approval';
    if (!r.ok) { $('#po-err').innerHTML = '<li>' + r.error + '</li>'; return; }
    window.submitted = { supplier: window.supplier, cc: $('#cc').value, total: Math.round(totals().all * 100) / 100, urgent: $('#urgent').checked, lines: window.lines.length };
    $('#form-box').hidden = true; $('#done').hidden = false; $('#done-p').textContent = 'PO-2027-0418 (' + gbp(totals().all) + ') is waiting for ' + r.approver + ' to approve it.';
  });
});
if (query.get('supplier')) { var s0 = SUPS.filter(function (x) { return x[0] === query.get('supplier'); })[0]; $('#sup').value = s0[1]; $('#sup').dataset.value = s0[0]; window.supplier = s0[0]; }
if (query.get('filled')) { $('#need').value = '2027-07-30'; $('#cc').value = 'CC-100'; $('#cc').dispatchEvent(new Event('change')); }
drawLines();
`,
);

export const suppliersPage = doc(
  'Suppliers - Brightfield Procure',
  `${procureBar()}
<main>
  <div class="line"><h1 style="margin-right:auto">Suppliers</h1><button type="button" class="main" id="invite">Invite a supplier</button></div>
  <spend-summary id="spend"></spend-summary>
  <div class="line"><input id="q" type="search" placeholder="Search suppliers" style="width:220px"><label for="cat">Category</label><select id="cat"><option value="">All categories</option>${['Office supplies', 'IT', 'Logistics', 'Catering', 'Cleaning', 'Medical', 'Print'].map((c) => `<option>${c}</option>`).join('')}</select><label><input type="checkbox" id="pref"> Preferred suppliers only</label></div>
  <p id="count" role="status"></p><div class="grid" id="cards"></div>
</main>
<div class="shade" id="dlg-view" hidden><div role="dialog" aria-modal="true" aria-labelledby="sv-h"><h2 id="sv-h" style="margin-top:0"></h2><dl class="pairs" id="sv-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-rate" hidden><div role="dialog" aria-modal="true" aria-labelledby="rt-h"><h2 id="rt-h" style="margin-top:0"></h2>
  <div class="field"><span class="name">Overall rating</span>${starRating('Overall rating', 'stars')}</div>
  <p><label><input type="checkbox" id="rt-time"> Delivered on time</label></p>
  <div class="field"><label for="rt-text">Comment</label><textarea id="rt-text" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="rt-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="rt-send">Submit rating</button></div></div></div>
<div class="shade" id="dlg-inv" hidden><div role="dialog" aria-modal="true" aria-labelledby="iv-h"><h2 id="iv-h" style="margin-top:0">Invite a supplier</h2>
  <div class="field"><label for="iv-name">Company name</label><input id="iv-name" style="width:280px"></div><div class="field"><label for="iv-mail">Contact email</label><input id="iv-mail" type="email" style="width:280px"></div>
  <div class="field"><label for="iv-cat">Category</label><select id="iv-cat"><option value="">Choose…</option><option>Office supplies</option><option>IT</option><option>Logistics</option><option>Catering</option><option>Cleaning</option><option>Medical</option><option>Print</option></select></div>
  <p class="err" id="iv-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="iv-send">Send invite</button></div></div></div>`,
  `${PROCURE_SCRIPT}
window.suppliers = ${JSON.stringify(SUPPLIERS)}; window.viewing = null; window.rated = null; window.invited = null; window.raising = null; var rating = null;
function sup(id) { return window.suppliers.filter(function (s) { return s[0] === id; })[0]; }
function draw() {
  var q = $('#q').value.trim().toLowerCase(), c = $('#cat').value, p = $('#pref').checked;
  var all = window.suppliers.filter(function (s) { return (!q || s[1].toLowerCase().indexOf(q) >= 0) && (!c || s[2] === c) && (!p || s[8]); });
  $('#count').textContent = all.length ? all.length + ' supplier' + (all.length === 1 ? '' : 's') : 'No suppliers match';
  $('#cards').innerHTML = all.map(function (s) { return '<article class="card" data-id="' + s[0] + '" aria-labelledby="s-' + s[0] + '"><h3 id="s-' + s[0] + '" style="margin:0">' + s[1] + (s[8] ? ' <span class="tag">Preferred</span>' : '') + '</h3><p class="note" style="margin:2px 0">' + s[2] + ' · ' + s[6] + '</p><p style="margin:2px 0"><span class="tag">' + s[3] + '</span> ' + (s[5] ? '★ ' + s[4].toFixed(1) + ' (' + s[5] + ' reviews)' : 'No reviews yet') + '</p><div class="line"><button type="button" class="view">View</button><button type="button" class="raise"' + (s[3] === 'Approved' ? '' : ' disabled') + '>Raise PO</button><button type="button" class="rate">Rate</button></div></article>'; }).join('');
}
$('#q').addEventListener('input', draw); $('#cat').addEventListener('change', draw); $('#pref').addEventListener('change', draw);
$('#cards').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var s = sup(c.dataset.id);
  if (e.target.closest('.view')) { window.viewing = s[0]; $('#sv-h').textContent = s[1]; $('#sv-body').innerHTML = '<dt>Category</dt><dd>' + s[2] + '</dd><dt>Status</dt><dd>' + s[3] + '</dd><dt>Payment terms</dt><dd>' + s[6] + '</dd><dt>Contact</dt><dd>' + s[7] + '</dd>' + (s[3] === 'On hold' ? '<dt>Why on hold</dt><dd>Insurance certificate expired on 30 June 2027</dd>' : ''); showDialog('dlg-view'); }
  if (e.target.closest('.raise')) { window.raising = s[0]; location.href = '/procure/po/new?supplier=' + s[0]; }
  if (e.target.closest('.rate')) { rating = s; $('#rt-h').textContent = 'Rate ' + s[1]; $('#rt-err').textContent = ''; showDialog('dlg-rate'); }
});
$('#rt-send').addEventListener('click', function () { var n = Number($('#stars').dataset.value); if (!n) { $('#rt-err').textContent = 'Choose a star rating'; return; } window.rated = { id: rating[0], stars: n, onTime: $('#rt-time').checked, text: $('#rt-text').value.trim() }; hideDialog('dlg-rate'); quick('Thanks for rating ' + rating[1]); });
$('#invite').addEventListener('click', function () { $('#iv-err').textContent = ''; showDialog('dlg-inv'); });
$('#iv-send').addEventListener('click', function () {
  var n = $('#iv-name').value.trim(), m = $('#iv-mail').value.trim(), c = $('#iv-cat').value, b = this; $('#iv-err').textContent = '';
  if (!n) { $('#iv-err').textContent = 'Enter the company name'; return; }
  if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(m)) { $('#iv-err').textContent = 'Enter a valid email address'; return; }
  if (!c) { $('#iv-err').textContent = 'Choose a category'; return; }
  b.disabled = true; b.textContent = 'Sending…';
  post('/procure/api/invite', { name: n, email: m }).then(function (r) { b.disabled = false; b.textContent = 'Send invite'; if (!r.ok) { $('#iv-err').textContent = r.error; return; } window.invited = { name: n, email: m, category: c }; hideDialog('dlg-inv'); quick('Invite sent to ' + m); });
});
customElements.define('spend-summary', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#f3f7f1;border:1px solid #c9dcc2;border-radius:8px;padding:10px 14px;margin:10px 0}button{font:inherit;padding:3px 10px}button[aria-pressed=true]{font-weight:700}</style><h2 style="margin:0;font-size:16px">Spend this year</h2><p id="total">Loading spend…</p><div id="seg" hidden><button type="button" id="b-q" aria-pressed="true">By quarter</button> <button type="button" id="b-s" aria-pressed="false">By supplier</button></div><ul id="list"></ul>';
    var r = function (x) { return root.querySelector(x); };
    var Q = ['Q1 2027: £61,200.00', 'Q2 2027: £88,730.00', 'Q3 2027 so far: £32,500.00'], S = ['Kestrel Logistics: £64,100.00', 'Greyfriars IT Services: £41,980.00', 'Northwind Health Supplies: £30,215.25'];
    function show(which) { window.spendView = which; r('#b-q').setAttribute('aria-pressed', String(which === 'q')); r('#b-s').setAttribute('aria-pressed', String(which === 's')); r('#list').innerHTML = (which === 'q' ? Q : S).map(function (x) { return '<li>' + x + '</li>'; }).join(''); }
    setTimeout(function () { r('#total').textContent = '£182,430.00 with 6 suppliers'; r('#seg').hidden = false; show('q'); }, 900);
    r('#b-q').addEventListener('click', function () { show('q'); }); r('#b-s').addEventListener('click', function () { show('s'); });
  }
});
draw();
`,
);
