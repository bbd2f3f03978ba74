/**
 * NRC Grants' sign-in (email and password, then a 6-digit code named only by its placeholder; both answered late) and
 * Funding calls (apps/grants.ts): a search named only by its placeholder, a Scheme select, a Show closed calls switch,
 * a table sorted by closing date (5 a page) with View (a dialog) and Start application in each row (disabled for
 * closed calls; answered late, refused where a draft exists and for the call the research office must start).
 */
import { doc } from '../../page';
import { GRANTS_BAR, GRANTS_MENU } from './grants-common';
import { QUICK } from './shared';

// id, name, scheme, max award £, closes, who can apply
export const CALLS: [string, string, string, number, string, string][] = [
  [
    'C1',
    'Coastal Resilience 2028',
    'Responsive mode',
    500000,
    '2028-04-20',
    'Researchers at UK universities and research institutes',
  ],
  ['C2', 'Early Career Fellowships', 'Fellowships', 350000, '2028-03-28', 'Researchers up to 6 years after their PhD'],
  ['C3', 'Mid-scale Equipment', 'Equipment', 750000, '2028-05-09', 'UK universities; one bid per university'],
  ['C4', 'Digital Humanities Networks', 'Networks', 120000, '2028-06-01', 'Teams from at least three organisations'],
  [
    'C5',
    'Soil Health and Food Security',
    'Responsive mode',
    600000,
    '2028-04-05',
    'Researchers at UK universities and research institutes',
  ],
  [
    'C6',
    'Quantum Sensing Pathfinder',
    'Responsive mode',
    250000,
    '2028-03-16',
    'Applications started by a research office only',
  ],
  ['C7', 'Senior Research Fellowships', 'Fellowships', 900000, '2028-07-12', 'Researchers with a permanent post'],
  ['C8', 'Marine Data Networks', 'Networks', 150000, '2028-02-28', 'Teams from at least three organisations'],
  ['C9', 'Small Equipment Fund', 'Equipment', 80000, '2028-01-31', 'UK universities'],
  [
    'C10',
    'Urban Heat and Health',
    'Responsive mode',
    450000,
    '2028-02-15',
    'Researchers at UK universities and research institutes',
  ],
];

export const loginPage = doc(
  'Sign in - NRC Grants',
  `<header class="bar"><span class="logo">NRC Grants</span></header>
<main style="max-width:460px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in to NRC Grants</h1>
  <section class="box" id="stage1">
    <div class="field"><label for="email">Institutional email</label><input id="email" type="email" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:100%"></div>
    <p class="err" id="err1" role="alert"></p>
    <button type="button" class="main" id="next">Continue</button>
  </section>
  <section class="box" id="stage2" hidden>
    <p>Enter the 6-digit code from your authenticator app.</p>
    <div class="line"><input id="code" placeholder="6-digit code" inputmode="numeric" style="width:140px"><button type="button" class="main" id="verify">Verify</button></div>
    <p class="err" id="err2" role="alert"></p>
  </section>
</main>`,
  `${QUICK}
window.stage = 1;
if (query.get('out')) $('#out').textContent = 'You have signed out of NRC Grants.';
$('#next').addEventListener('click', function () {
  var b = this, em = $('#email').value.trim(), pw = $('#pw').value; $('#err1').textContent = '';
  if (!em || !pw) { $('#err1').textContent = 'Enter your email and password'; return; }
  busy(b, 'Checking…');
  post('/grants/api/login', { email: em, pw: pw }).then(function (r) { free(b); if (!r.ok) { $('#err1').textContent = r.error; return; } window.stage = 2; $('#stage1').hidden = true; $('#stage2').hidden = false; $('#code').focus(); });
});
$('#verify').addEventListener('click', function () {
  var b = this; $('#err2').textContent = '';
  busy(b, 'Verifying…');
  post('/grants/api/code', { code: $('#code').value.trim() }).then(function (r) { free(b); if (!r.ok) { $('#err2').textContent = r.error; return; } location.href = '/grants/calls?welcome=1'; });
});
`,
);

export const callsPage = doc(
  'Funding calls - NRC Grants',
  `${GRANTS_BAR}
<main>
  <p class="good" id="welcome" role="status"></p>
  <h1>Funding calls</h1>
  <div class="line"><form id="find" class="line" role="search"><input id="q" type="search" placeholder="Search calls" style="width:220px"><button type="submit">Search</button></form>
    <label for="scheme" style="margin-left:12px">Scheme</label><select id="scheme"><option value="">All schemes</option><option>Responsive mode</option><option>Fellowships</option><option>Equipment</option><option>Networks</option></select>
    <button type="button" role="switch" id="sw-closed" aria-checked="false" aria-labelledby="sw-closed-l" style="margin-left:12px"></button><span id="sw-closed-l">Show closed calls</span></div>
  <p id="count" class="note" role="status"></p>
  <table aria-label="Funding calls"><thead><tr><th>Call</th><th>Scheme</th><th>Maximum award</th><th aria-sort="ascending" id="h-close"><button type="button" id="sort-close">Closes</button></th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Call pages"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></nav>
  <p class="err" id="err" role="alert"></p>
</main>
<div class="shade" id="dlg-call" hidden><div role="dialog" aria-modal="true" aria-labelledby="cv-h"><h2 id="cv-h" style="margin-top:0"></h2><dl class="pairs" id="cv-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${QUICK}${GRANTS_MENU}
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function money(n) { return '£' + n.toLocaleString('en-GB'); }
window.calls = ${JSON.stringify(CALLS)}.map(function (c) { return { id: c[0], name: c[1], scheme: c[2], max: c[3], closes: c[4], who: c[5] }; });
window.page = 1; window.soonest = true; window.term = ''; window.viewed = null; window.started = null;
var TODAY = '2028-03-14';
function callStatus(c) { return c.closes < TODAY ? 'Closed' : c.closes <= '2028-03-21' ? 'Closes in ' + Math.round((new Date(c.closes) - new Date(TODAY)) / 864e5) + ' days' : 'Open'; }
function list() {
  var s = $('#scheme').value, closed = $('#sw-closed').getAttribute('aria-checked') === 'true', t = window.term;
  return window.calls.filter(function (c) { return (!s || c.scheme === s) && (closed || c.closes >= TODAY) && (!t || c.name.toLowerCase().indexOf(t) >= 0); }).sort(function (a, b) { return (window.soonest ? 1 : -1) * a.closes.localeCompare(b.closes); });
}
function rows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.page > pages) window.page = pages;
  $('#count').textContent = all.length ? all.length + ' call' + (all.length === 1 ? '' : 's') : 'No calls match your search';
  $('#rows').innerHTML = all.slice((window.page - 1) * 5, window.page * 5).map(function (c) {
    var st = callStatus(c);
    return '<tr data-id="' + c.id + '"><th scope="row">' + c.name + '</th><td>' + c.scheme + '</td><td>' + money(c.max) + '</td><td>' + fmt(c.closes) + '</td><td>' + st + '</td><td><div class="line"><button type="button" class="view">View</button><button type="button" class="main start"' + (st === 'Closed' ? ' disabled' : '') + '>Start application</button></div></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#h-close').setAttribute('aria-sort', window.soonest ? 'ascending' : 'descending');
}
$('#find').addEventListener('submit', function (e) { e.preventDefault(); window.term = $('#q').value.trim().toLowerCase(); window.page = 1; rows(); });
$('#scheme').addEventListener('change', function () { window.page = 1; rows(); });
$('#sw-closed').addEventListener('flip', function () { window.page = 1; rows(); });
$('#sort-close').addEventListener('click', function () { window.soonest = !window.soonest; window.page = 1; rows(); });
$('#prev').addEventListener('click', function () { window.page -= 1; rows(); });
$('#next').addEventListener('click', function () { window.page += 1; rows(); });
$('#rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var c = window.calls.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#err').textContent = '';
  if (e.target.closest('.view')) { window.viewed = c.id; $('#cv-h').textContent = c.name; $('#cv-body').innerHTML = '<dt>Scheme</dt><dd>' + c.scheme + '</dd><dt>Who can apply</dt><dd>' + c.who + '</dd><dt>Maximum award</dt><dd>' + money(c.max) + '</dd><dt>Closes</dt><dd>' + fmt(c.closes) + ' at 16:00</dd><dt>Contact</dt><dd>' + c.scheme.toLowerCase().replace(/ /g, '-') + '@nrc.example.org</dd>'; showDialog('dlg-call'); }
  var s = e.target.closest('.start');
  if (s) { busy(s, 'Starting…'); post('/grants/api/start', { id: c.id }).then(function (r) { free(s); if (!r.ok) { $('#err').textContent = r.error; return; } window.started = c.id; location.href = '/grants/apply?call=' + c.id + '&fresh=1'; }); }
});
if (query.get('welcome')) $('#welcome').textContent = 'Signed in as Dr Amara Osei, University of Eastmere.';
rows();
`,
);
