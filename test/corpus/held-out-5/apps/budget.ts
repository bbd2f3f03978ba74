/**
 * `budget`: Pennywise, a household budgeting app. An overview with a month select, summary figures, budget categories
 * with progress bars and identical Edit buttons (an edit dialog with a limit field and an alert slider), savings goals
 * as cards with identical "Add money" buttons (a dialog with a placeholder-only amount and an account select),
 * insights that load after a delay and bills with identical Autopay switches. A transactions page with a
 * placeholder-only search run on Enter, a category select, type radios, date range inputs, a paginated table (10 a
 * page) with per-row checkboxes and identical icon buttons, an add-transaction dialog with errors and an export menu.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const nav = (active: string) => `
<header class="top">
  <span class="brand">🪙 Pennywise</span>
  <nav aria-label="Main" style="display:flex;gap:14px">
    <a href="/budget" ${active === 'overview' ? 'aria-current="page"' : ''}>Overview</a>
    <a href="/budget/transactions" ${active === 'tx' ? 'aria-current="page"' : ''}>Transactions</a>
  </nav>
  <span class="muted">Sam Okafor</span>
</header>`;

const CATS = [
  { id: 'groceries', name: 'Groceries', spent: 412.3, limit: 450, alert: 80 },
  { id: 'eating', name: 'Eating out', spent: 186, limit: 150, alert: 80 },
  { id: 'transport', name: 'Transport', spent: 96.4, limit: 120, alert: 80 },
  { id: 'utilities', name: 'Utilities', spent: 238.9, limit: 250, alert: 90 },
  { id: 'fun', name: 'Fun', spent: 64, limit: 100, alert: 80 },
];
const GOALS = [
  { id: 'holiday', name: 'Holiday in Lisbon', saved: 640, target: 1200 },
  { id: 'emergency', name: 'Emergency fund', saved: 2300, target: 5000 },
  { id: 'bike', name: 'New bike', saved: 180, target: 900 },
];
const BILLS = [
  { id: 'rent', name: 'Rent', amount: '£950.00', due: '1 Apr', autopay: true },
  { id: 'phone', name: 'Phone', amount: '£18.00', due: '22 Mar', autopay: false },
  { id: 'gym', name: 'Gym membership', amount: '£35.00', due: '25 Mar', autopay: false },
];

const overview = page(
  'Overview - Pennywise',
  `${nav('overview')}
<main>
  <div style="display:flex;align-items:center;gap:12px">
    <h1 style="margin-right:auto">Overview</h1>
    <label for="month">Month</label>
    <select id="month"><option value="2026-02">February 2026</option><option value="2026-03" selected>March 2026</option></select>
  </div>
  <div class="cards" style="margin-bottom:12px">
    <div class="card"><div class="muted">Income</div><strong id="income" style="font-size:20px">£3,200.00</strong></div>
    <div class="card"><div class="muted">Spent</div><strong id="spent" style="font-size:20px">£2,145.60</strong></div>
    <div class="card"><div class="muted">Left to spend</div><strong id="left" style="font-size:20px">£1,054.40</strong></div>
  </div>
  <div class="layout">
    <section class="grow" aria-labelledby="cats-h">
      <h2 id="cats-h">Budgets</h2>
      <div id="cats"></div>
      <h2 id="bills-h">Upcoming bills</h2>
      <table aria-labelledby="bills-h"><thead><tr><th>Bill</th><th>Amount</th><th>Due</th><th>Autopay</th></tr></thead><tbody id="bills"></tbody></table>
    </section>
    <aside style="width:360px">
      <section aria-labelledby="goals-h"><h2 id="goals-h">Savings goals</h2><div id="goals"></div></section>
      <section class="card" aria-labelledby="ins-h"><h2 id="ins-h">Insights</h2><p id="insights" role="status">Loading your monthly insights…</p></section>
    </aside>
  </div>
</main>
<div class="backdrop" id="edit-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="edit-h">
    <h2 id="edit-h">Edit budget</h2>
    <div class="field"><label for="limit">Monthly limit (£)</label><input id="limit" inputmode="decimal"></div>
    <div class="field"><label for="alert">Alert me at</label><input type="range" id="alert" min="50" max="100" step="5"> <output id="alert-out"></output></div>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="edit-ok">Save</button></div>
  </div>
</div>
<div class="backdrop" id="money-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="money-h">
    <h2 id="money-h">Add money</h2>
    <div class="field">£ <input id="amount" placeholder="0.00" inputmode="decimal"></div>
    <div class="field"><label for="from">From account</label><select id="from"><option>Current account</option><option>Savings</option></select></div>
    <p class="error" id="money-error" role="alert"></p>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="money-ok">Add</button></div>
  </div>
</div>`,
  String.raw`
var b = window.budget = { cats: ${JSON.stringify(CATS)}, goals: ${JSON.stringify(GOALS)}, bills: ${JSON.stringify(BILLS)}, editing: null, goalFor: null };
var FEB = { income: '£3,200.00', spent: '£2,480.15', left: '£719.85' };
function money(v) { return '£' + v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function renderCats() {
  $('#cats').innerHTML = b.cats.map(function (c) {
    var pct = Math.round(100 * c.spent / c.limit);
    var over = c.spent > c.limit ? '<span class="error">Over by ' + money(c.spent - c.limit) + '</span>' : '<span class="muted">' + money(c.limit - c.spent) + ' left</span>';
    return '<div class="card" data-cat="' + c.id + '"><div style="display:flex;justify-content:space-between"><strong>' + c.name + '</strong><button class="edit">Edit</button></div>' +
      '<div>' + money(c.spent) + ' of ' + money(c.limit) + '</div><div role="progressbar" aria-label="' + c.name + ' spent" aria-valuenow="' + Math.min(pct, 100) + '" aria-valuemin="0" aria-valuemax="100" style="height:6px;background:#e2e5ea;border-radius:3px"><div style="height:6px;border-radius:3px;width:' + Math.min(pct, 100) + '%;background:' + (pct > 100 ? '#c62f2f' : '#2456d6') + '"></div></div>' + over + '</div>';
  }).join('');
}
function renderGoals() {
  $('#goals').innerHTML = b.goals.map(function (g) {
    var pct = Math.round(100 * g.saved / g.target);
    return '<div class="card" data-goal="' + g.id + '"><strong>' + g.name + '</strong><div>' + money(g.saved) + ' of ' + money(g.target) + ' · ' + pct + '%</div>' +
      '<progress max="' + g.target + '" value="' + g.saved + '" aria-label="' + g.name + ' progress"></progress><button class="add-money">Add money</button></div>';
  }).join('');
}
function renderBills() {
  $('#bills').innerHTML = b.bills.map(function (x) {
    return '<tr data-bill="' + x.id + '"><td>' + x.name + '</td><td>' + x.amount + '</td><td>' + x.due + '</td><td><button role="switch" aria-label="Autopay" aria-checked="' + x.autopay + '"></button></td></tr>';
  }).join('');
}
renderCats(); renderGoals(); renderBills();
$('#month').addEventListener('change', function () {
  var feb = this.value === '2026-02';
  $('#spent').textContent = feb ? FEB.spent : '£2,145.60';
  $('#left').textContent = feb ? FEB.left : '£1,054.40';
});
$('#cats').addEventListener('click', function (e) {
  var card = e.target.closest('[data-cat]'); if (!card || !e.target.closest('.edit')) return;
  var c = b.cats.find(function (x) { return x.id === card.dataset.cat; });
  b.editing = c.id;
  $('#edit-h').textContent = 'Edit ' + c.name + ' budget';
  $('#limit').value = c.limit.toFixed(2); $('#alert').value = c.alert; $('#alert-out').textContent = c.alert + '%';
  openDialog('edit-dlg');
});
$('#alert').addEventListener('input', function () { $('#alert-out').textContent = this.value + '%'; });
$('#edit-ok').onclick = function () {
  var c = b.cats.find(function (x) { return x.id === b.editing; });
  c.limit = Number($('#limit').value.replace(/[£,]/g, '')); c.alert = Number($('#alert').value);
  closeDialog('edit-dlg'); renderCats(); toast(c.name + ' budget updated');
};
$('#goals').addEventListener('click', function (e) {
  var card = e.target.closest('[data-goal]'); if (!card || !e.target.closest('.add-money')) return;
  var g = b.goals.find(function (x) { return x.id === card.dataset.goal; });
  b.goalFor = g.id; $('#money-h').textContent = 'Add money to ' + g.name; $('#amount').value = ''; $('#from').value = 'Current account'; $('#money-error').textContent = '';
  openDialog('money-dlg');
});
$('#money-ok').onclick = function () {
  var v = Number($('#amount').value.replace(/[£,]/g, ''));
  if (!v || v <= 0) { $('#money-error').textContent = 'Enter an amount to add'; return; }
  var g = b.goals.find(function (x) { return x.id === b.goalFor; });
  g.saved += v; g.from = $('#from').value;
  closeDialog('money-dlg'); renderGoals(); toast(money(v) + ' added to ' + g.name);
};
$('#bills').addEventListener('click', function (e) {
  var sw = e.target.closest('[role=switch]'); if (!sw) return;
  var x = b.bills.find(function (y) { return y.id === sw.closest('tr').dataset.bill; });
  x.autopay = !x.autopay; sw.setAttribute('aria-checked', x.autopay);
});
setTimeout(function () { $('#insights').textContent = 'You spent 12% less on groceries than in February. Eating out is £36.00 over budget.'; }, 2000);
`,
);

const TX = [
  { id: 't1', date: '2026-03-11', payee: 'Tesco', cat: 'Groceries', amount: -54.2 },
  { id: 't2', date: '2026-03-10', payee: 'Pret A Manger', cat: 'Eating out', amount: -8.45 },
  { id: 't3', date: '2026-03-09', payee: 'TfL', cat: 'Transport', amount: -12.8 },
  { id: 't4', date: '2026-03-08', payee: 'Octopus Energy', cat: 'Utilities', amount: -96 },
  { id: 't5', date: '2026-03-07', payee: "Sainsbury's", cat: 'Groceries', amount: -38.75 },
  { id: 't6', date: '2026-03-06', payee: 'Dishoom', cat: 'Eating out', amount: -62 },
  { id: 't7', date: '2026-03-05', payee: 'Thames Water', cat: 'Utilities', amount: -42.9 },
  { id: 't8', date: '2026-03-04', payee: 'Tesco', cat: 'Groceries', amount: -71.35 },
  { id: 't9', date: '2026-03-03', payee: 'Uber', cat: 'Transport', amount: -18.6 },
  { id: 't10', date: '2026-03-02', payee: 'Vinted', cat: 'Income', amount: 25 },
  { id: 't11', date: '2026-03-01', payee: 'Brightwave Ltd', cat: 'Income', amount: 3175 },
  { id: 't12', date: '2026-02-28', payee: 'Lidl', cat: 'Groceries', amount: -44.1 },
  { id: 't13', date: '2026-02-27', payee: "Nando's", cat: 'Eating out', amount: -31.5 },
  { id: 't14', date: '2026-02-26', payee: 'TfL', cat: 'Transport', amount: -9.6 },
];

const transactions = page(
  'Transactions - Pennywise',
  `${nav('tx')}
<main>
  <div style="display:flex;align-items:center;gap:10px">
    <h1 style="margin-right:auto">Transactions</h1>
    <button id="add-btn" class="primary">＋ Add transaction</button>
    <button id="export-btn" aria-haspopup="menu" aria-controls="export-menu" aria-expanded="false">Export ▾</button>
  </div>
  <div role="menu" id="export-menu" aria-label="Export" hidden>
    <button role="menuitem" data-export="csv">CSV</button><button role="menuitem" data-export="pdf">PDF</button>
  </div>
  <form id="filters" class="card" onsubmit="return false" style="display:flex;flex-wrap:wrap;gap:12px;align-items:end">
    <input id="q" type="search" placeholder="Search payee">
    <div><label for="cat">Category</label><br><select id="cat"><option value="">All categories</option><option>Groceries</option><option>Eating out</option><option>Transport</option><option>Utilities</option><option>Income</option></select></div>
    <fieldset style="margin:0"><legend>Type</legend>
      <label><input type="radio" name="type" value="all" checked> All</label> <label><input type="radio" name="type" value="in"> Money in</label> <label><input type="radio" name="type" value="out"> Money out</label>
    </fieldset>
    <div><label for="from">From</label><br><input type="date" id="from"></div>
    <div><label for="to">To</label><br><input type="date" id="to"></div>
    <button type="button" id="apply" class="primary">Apply filters</button>
    <button type="button" id="reset">Reset</button>
  </form>
  <table>
    <thead><tr><th></th><th>Date</th><th>Payee</th><th>Category</th><th style="text-align:right">Amount</th><th></th></tr></thead>
    <tbody id="rows"></tbody>
  </table>
  <div style="display:flex;gap:10px;align-items:center;margin-top:10px">
    <span id="count" class="muted" style="margin-right:auto"></span>
    <button id="prev">Previous</button><span id="page-no"></span><button id="next">Next</button>
  </div>
</main>
<div class="backdrop" id="add-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="add-h">
    <h2 id="add-h">Add transaction</h2>
    <fieldset><legend>Type</legend><label><input type="radio" name="a-type" value="out" checked> Expense</label> <label><input type="radio" name="a-type" value="in"> Income</label></fieldset>
    <div class="field"><label for="a-date">Date</label><input type="date" id="a-date" value="2026-03-12"></div>
    <div class="field"><label for="a-payee">Payee</label><input id="a-payee"></div>
    <p class="error" id="a-payee-error"></p>
    <div class="field"><label for="a-amount">Amount (£)</label><input id="a-amount" inputmode="decimal"></div>
    <p class="error" id="a-amount-error"></p>
    <div class="field"><label for="a-cat">Category</label><select id="a-cat"><option>Groceries</option><option>Eating out</option><option>Transport</option><option>Utilities</option><option>Fun</option><option>Income</option></select></div>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="a-save">Save</button></div>
  </div>
</div>`,
  String.raw`
var t = window.tx = { all: ${JSON.stringify(TX)}, page: 1, q: '', cat: '', type: 'all', from: '', to: '', selected: [], exports: [], deleted: [] };
var MONTHS = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
function fmtDate(d) { var p = d.split('-'); return Number(p[2]) + ' ' + MONTHS[Number(p[1]) - 1] + ' ' + p[0]; }
function money(v) { return (v < 0 ? '−' : '+') + '£' + Math.abs(v).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function list() {
  return t.all.filter(function (x) {
    if (t.q && x.payee.toLowerCase().indexOf(t.q.toLowerCase()) < 0) return false;
    if (t.cat && x.cat !== t.cat) return false;
    if (t.type === 'in' && x.amount < 0) return false;
    if (t.type === 'out' && x.amount > 0) return false;
    if (t.from && x.date < t.from) return false;
    if (t.to && x.date > t.to) return false;
    return true;
  }).sort(function (a, b) { return b.date.localeCompare(a.date); });
}
function render() {
  var l = list(); var pages = Math.max(1, Math.ceil(l.length / 10)); if (t.page > pages) t.page = pages;
  var shown = l.slice((t.page - 1) * 10, t.page * 10);
  t.shown = shown.map(function (x) { return x.id; });
  $('#rows').innerHTML = shown.map(function (x) {
    return '<tr data-tx="' + x.id + '"><td><input type="checkbox" aria-label="Select"' + (t.selected.indexOf(x.id) >= 0 ? ' checked' : '') + '></td><td>' + fmtDate(x.date) + '</td><td>' + x.payee + '</td><td>' + x.cat + '</td>' +
      '<td style="text-align:right">' + money(x.amount) + '</td><td><button class="icon split" aria-label="Split transaction">⑂</button> <button class="icon del" aria-label="Delete transaction">🗑</button></td></tr>';
  }).join('') || '<tr><td colspan="6">No transactions match these filters.</td></tr>';
  $('#count').textContent = l.length ? 'Showing ' + ((t.page - 1) * 10 + 1) + '–' + ((t.page - 1) * 10 + shown.length) + ' of ' + l.length + ' transactions' : 'No transactions';
  $('#page-no').textContent = 'Page ' + t.page + ' of ' + pages;
  $('#prev').disabled = t.page <= 1; $('#next').disabled = t.page >= pages;
}
render();
function readFilters() { t.q = $('#q').value.trim(); t.cat = $('#cat').value; t.type = $('input[name=type]:checked').value; t.from = $('#from').value; t.to = $('#to').value; t.page = 1; render(); }
$('#q').addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); readFilters(); } });
$('#cat').addEventListener('change', readFilters);
$$('input[name=type]').forEach(function (r) { r.addEventListener('change', readFilters); });
$('#apply').onclick = readFilters;
$('#reset').onclick = function () { $('#filters').reset(); readFilters(); };
$('#prev').onclick = function () { t.page--; render(); };
$('#next').onclick = function () { t.page++; render(); };
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-tx]'); if (!tr) return;
  var id = tr.dataset.tx;
  if (e.target.closest('.del')) { t.deleted.push(id); t.all = t.all.filter(function (x) { return x.id !== id; }); render(); toast('Transaction deleted'); }
  if (e.target.closest('.split')) toast('Splitting is available on Pennywise Plus');
});
$('#rows').addEventListener('change', function (e) {
  var tr = e.target.closest('tr[data-tx]'); if (!tr) return;
  t.selected = t.selected.filter(function (x) { return x !== tr.dataset.tx; }); if (e.target.checked) t.selected.push(tr.dataset.tx);
});
$('#export-menu').addEventListener('click', function (e) { var b = e.target.closest('[data-export]'); if (b) { t.exports.push(b.dataset.export); closeMenus(); toast('Your ' + b.textContent + ' export is ready'); } });
$('#add-btn').onclick = function () { openDialog('add-dlg'); };
$('#a-save').onclick = function () {
  var payee = $('#a-payee').value.trim(), amt = Number($('#a-amount').value.replace(/[£,]/g, ''));
  $('#a-payee-error').textContent = payee ? '' : 'Enter a payee';
  $('#a-amount-error').textContent = amt > 0 ? '' : 'Enter an amount';
  if (!payee || !(amt > 0)) return;
  var sign = $('input[name=a-type]:checked').value === 'in' ? 1 : -1;
  t.all.push({ id: 'n' + t.all.length, date: $('#a-date').value, payee: payee, cat: $('#a-cat').value, amount: sign * amt });
  closeDialog('add-dlg'); render(); toast('Transaction added');
};
`,
);

export const budgetApp: CorpusApp = {
  name: 'budget',
  description:
    'Pennywise, a household budgeting app: a month select, summary figures, budget cards with progress bars and identical Edit buttons (limit field, alert slider), savings goal cards with identical "Add money" buttons and a dialog, insights loaded after a delay, bills with identical Autopay switches; a transactions page with placeholder-only search on Enter, category select, type radios, date range, a paginated table with row checkboxes and identical icon buttons, an add dialog with errors and an export menu.',
  routes: { '/budget': overview, '/budget/transactions': transactions },
};
