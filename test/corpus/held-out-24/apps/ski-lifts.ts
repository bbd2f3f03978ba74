/**
 * Alva Peaks' Lifts & snow page (apps/ski.ts): a snow report in a shadow root that loads late; tabs Lifts (a sector
 * select, a Maximum wait slider, an Open lifts only box, a sortable table of 12 lifts, 6 a page, with Details in each
 * row and Notify me in the rows of lifts that are not open, answered late and refused for the cable car closed for
 * maintenance), Slopes (an accordion per sector) and Webcams (an iframe with a camera select and Refresh image); a star
 * rating of today's slopes sent late.
 */
import { doc, frame, starRating } from '../../page';
import { SKI_BAR, SKI_MENU, SKI_QUICK } from './ski-common';

// id, name, type, sector, status, wait (min, null when not open), length m, rise m, hours, note
type Lift = [string, string, string, string, string, number | null, number, number, string, string];
export const LIFTS: Lift[] = [
  ['L1', 'Alva Express', 'Gondola', 'Alva', 'Open', 5, 3120, 880, '08:30–16:30', ''],
  ['L2', 'Furcla 6', 'Chairlift', 'Alva', 'Open', 10, 1650, 420, '08:45–16:15', ''],
  ['L3', 'Crap Sura', 'Chairlift', 'Alva', 'On hold', null, 1890, 510, '09:00–16:00', 'On hold because of strong wind'],
  ['L4', 'Muot Draglift', 'Drag lift', 'Alva', 'Open', 0, 640, 150, '09:00–16:00', ''],
  ['L5', 'Sunny Carpet', 'Magic carpet', 'Alva', 'Open', 0, 90, 8, '09:00–16:30', ''],
  [
    'L6',
    'Piz Alva Cable Car',
    'Cable car',
    'Alva',
    'Closed',
    null,
    2410,
    1020,
    '08:30–16:00',
    'Closed for maintenance until 8 January',
  ],
  ['L7', 'Val Nera Gondola', 'Gondola', 'Val Nera', 'Closed', null, 2980, 760, '08:30–16:00', 'Opens on 18 December'],
  ['L8', 'Lej Nair 4', 'Chairlift', 'Val Nera', 'Closed', null, 1420, 390, '09:00–16:00', 'Opens on 18 December'],
  ['L9', 'Plaun T-bar', 'Drag lift', 'Alva', 'Open', 2, 880, 210, '09:00–16:00', ''],
  ['L10', 'Crestas 8', 'Chairlift', 'Alva', 'Open', 15, 2050, 610, '08:45–16:15', ''],
  ['L11', 'Sass Ross', 'Chairlift', 'Val Nera', 'Closed', null, 1730, 480, '09:00–16:00', 'Opens on 18 December'],
  ['L12', 'Alp Grond T-bar', 'Drag lift', 'Alva', 'Open', 5, 1010, 260, '09:00–16:00', ''],
];

const RUNS: [string, [string, string, string][]][] = [
  [
    'Alva sector',
    [
      ['1 Valley run', 'Blue', 'Open'],
      ['2 Furcla', 'Red', 'Open'],
      ['3 Crestas', 'Red', 'Open'],
      ['4 Piz Alva North Face', 'Black', 'Closed'],
      ['5 Muot nursery', 'Blue', 'Open'],
      ['6 Sura couloir', 'Black', 'Closed'],
    ],
  ],
  [
    'Val Nera sector',
    [
      ['20 Lej Nair', 'Red', 'Closed'],
      ['21 Nera forest', 'Blue', 'Closed'],
      ['22 Sass Ross', 'Black', 'Closed'],
    ],
  ],
];

const CAM = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<label for="cam">Camera</label> <select id="cam"><option value="summit">Piz Alva summit</option><option value="valley">Valley station</option><option value="nera">Val Nera</option></select>
<h3 id="cam-h" style="margin:6px 0">Piz Alva summit · 3,012 m</h3><p id="cam-w" style="margin:2px 0">−9 °C · wind 35 km/h from the north-west</p><p id="cam-t" style="margin:2px 0">Image updated 08:40</p>
<button type="button" id="refresh">Refresh image</button>
<script>
var CAMS = { summit: ['Piz Alva summit · 3,012 m', '−9 °C · wind 35 km/h from the north-west', 'Image updated 08:40', 'Image updated 08:50'], valley: ['Valley station · 1,720 m', '−2 °C · calm', 'Image updated 08:42', 'Image updated 08:52'], nera: ['Val Nera · 2,240 m', 'This camera is offline', '', ''] };
window.refreshed = 0;
function show(fresh) { var c = CAMS[document.getElementById('cam').value]; document.getElementById('cam-h').textContent = c[0]; document.getElementById('cam-w').textContent = c[1]; document.getElementById('cam-t').textContent = fresh ? c[3] : c[2]; document.getElementById('refresh').disabled = !c[2]; }
document.getElementById('cam').addEventListener('change', function () { show(false); });
document.getElementById('refresh').addEventListener('click', function () { var b = this; b.disabled = true; b.textContent = 'Refreshing…'; setTimeout(function () { b.textContent = 'Refresh image'; window.refreshed += 1; show(true); }, 700); });
</script></body></html>`;

export const liftsPage = doc(
  'Lifts & snow - Alva Peaks',
  `${SKI_BAR}
<main>
  <h1>Lifts &amp; snow</h1>
  <snow-report id="snow"></snow-report>
  <div role="tablist" aria-label="Mountain"><button type="button" role="tab" id="t-lifts" aria-controls="p-lifts" aria-selected="true">Lifts</button><button type="button" role="tab" id="t-slopes" aria-controls="p-slopes" aria-selected="false">Slopes</button><button type="button" role="tab" id="t-cams" aria-controls="p-cams" aria-selected="false">Webcams</button></div>
  <div role="tabpanel" id="p-lifts">
    <p id="open-sum"><strong>7 of 12 lifts open</strong> · updated 08:35</p>
    <div class="line"><label for="sector">Sector</label><select id="sector"><option value="">All sectors</option><option>Alva</option><option>Val Nera</option></select>
      <label for="maxwait" style="margin-left:12px">Maximum wait</label><input id="maxwait" type="range" min="0" max="30" step="5" value="30"><output id="maxwait-v" for="maxwait">Any wait</output>
      <label style="margin-left:12px"><input type="checkbox" id="openonly"> Open lifts only</label></div>
    <p id="shown" class="note" role="status"></p>
    <table aria-label="Lifts"><thead><tr><th aria-sort="none" id="h-name"><button type="button" class="sort" data-k="name">Lift</button></th><th>Type</th><th>Sector</th><th>Status</th><th aria-sort="none" id="h-wait"><button type="button" class="sort" data-k="wait">Wait</button></th><th></th></tr></thead><tbody id="lifts"></tbody></table>
    <nav class="pager" aria-label="Lift pages"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></nav>
    <p class="err" id="lift-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-slopes" hidden>${RUNS.map(
    ([sector, runs], i) =>
      `<h3 style="margin:6px 0"><button type="button" data-acc id="acc-${i}" aria-expanded="false" aria-controls="acc-${i}-p">${sector} (${runs.length} runs)</button></h3><div id="acc-${i}-p" hidden><table><thead><tr><th>Run</th><th>Difficulty</th><th>Status</th></tr></thead><tbody>${runs.map(([n, d, s]) => `<tr><td>${n}</td><td>${d}</td><td>${s}</td></tr>`).join('')}</tbody></table></div>`,
  ).join('')}</div>
  <div role="tabpanel" id="p-cams" hidden>${frame('Webcams', CAM, 170)}</div>
  <section class="box" aria-labelledby="rate-h" style="margin-top:14px"><h2 id="rate-h" style="margin-top:0">How were the slopes today?</h2>
    ${starRating("Rate today's slopes", 'rate')}
    <div class="field"><label for="rate-text">Comments (optional)</label><textarea id="rate-text" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="rate-err" role="alert"></p>
    <button type="button" id="send-rate">Send rating</button></section>
</main>
<div class="shade" id="dlg-lift" hidden><div role="dialog" aria-modal="true" aria-labelledby="lf-h"><h2 id="lf-h" style="margin-top:0"></h2><dl class="pairs" id="lf-body"></dl><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${SKI_QUICK}${SKI_MENU}
window.lifts = ${JSON.stringify(LIFTS)}.map(function (l) { return { id: l[0], name: l[1], type: l[2], sector: l[3], status: l[4], wait: l[5], length: l[6], rise: l[7], hours: l[8], note: l[9] }; });
window.page = 1; window.sortKey = null; window.sortDir = 1; window.notify = []; window.details = null; window.rated = null;
function lift(id) { return window.lifts.filter(function (l) { return l.id === id; })[0]; }
function list() {
  var sec = $('#sector').value, max = Number($('#maxwait').value), open = $('#openonly').checked;
  var all = window.lifts.filter(function (l) { return (!sec || l.sector === sec) && (!open || l.status === 'Open') && (max === 30 || (l.wait !== null && l.wait <= max)); });
  if (window.sortKey === 'name') all.sort(function (a, b) { return window.sortDir * a.name.localeCompare(b.name); });
  if (window.sortKey === 'wait') all.sort(function (a, b) { var x = a.wait === null ? 999 : a.wait, y = b.wait === null ? 999 : b.wait; return window.sortDir * (x - y) || a.name.localeCompare(b.name); });
  return all;
}
function rows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 6)); if (window.page > pages) window.page = pages;
  $('#shown').textContent = 'Showing ' + all.length + ' lift' + (all.length === 1 ? '' : 's');
  $('#lifts').innerHTML = all.slice((window.page - 1) * 6, window.page * 6).map(function (l) {
    var bell = l.status === 'Open' ? '' : '<button type="button" class="ntf" aria-pressed="' + (window.notify.indexOf(l.id) >= 0) + '">' + (window.notify.indexOf(l.id) >= 0 ? 'Notifying' : 'Notify me') + '</button>';
    return '<tr data-id="' + l.id + '"><th scope="row">' + l.name + '</th><td>' + l.type + '</td><td>' + l.sector + '</td><td>' + l.status + (l.note ? '<br><span class="note">' + l.note + '</span>' : '') + '</td><td>' + (l.wait === null ? '–' : l.wait + ' min') + '</td><td><div class="line"><button type="button" class="det">Details</button>' + bell + '</div></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#h-name').setAttribute('aria-sort', window.sortKey === 'name' ? (window.sortDir === 1 ? 'ascending' : 'descending') : 'none');
  $('#h-wait').setAttribute('aria-sort', window.sortKey === 'wait' ? (window.sortDir === 1 ? 'ascending' : 'descending') : 'none');
}
$$('.sort').forEach(function (b) { b.addEventListener('click', function () { var k = b.dataset.k; window.sortDir = window.sortKey === k ? -window.sortDir : 1; window.sortKey = k; window.page = 1; rows(); }); });
$('#sector').addEventListener('change', function () { window.page = 1; rows(); });
$('#openonly').addEventListener('change', function () { window.page = 1; rows(); });
$('#maxwait').addEventListener('input', function () { $('#maxwait-v').textContent = this.value === '30' ? 'Any wait' : this.value + ' min or less'; window.page = 1; rows(); });
$('#prev').addEventListener('click', function () { window.page -= 1; rows(); });
$('#next').addEventListener('click', function () { window.page += 1; rows(); });
$('#lifts').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var l = lift(tr.dataset.id); $('#lift-err').textContent = '';
  if (e.target.closest('.det')) { window.details = l.id; $('#lf-h').textContent = l.name; $('#lf-body').innerHTML = '<dt>Type</dt><dd>' + l.type + '</dd><dt>Length</dt><dd>' + l.length.toLocaleString('en-GB') + ' m</dd><dt>Vertical rise</dt><dd>' + l.rise + ' m</dd><dt>Hours</dt><dd>' + l.hours + '</dd><dt>Status</dt><dd>' + l.status + '</dd>'; showDialog('dlg-lift'); }
  var n = e.target.closest('.ntf');
  if (n) {
    n.disabled = true;
    post('/ski/api/notify', { id: l.id, on: window.notify.indexOf(l.id) < 0 }).then(function (r) {
      n.disabled = false; if (!r.ok) { $('#lift-err').textContent = r.error; return; }
      if (window.notify.indexOf(l.id) < 0) { window.notify.push(l.id); quick("We'll text you when " + l.name + ' opens'); } else { window.notify.splice(window.notify.indexOf(l.id), 1); quick('Notifications for ' + l.name + ' turned off'); }
      rows();
    });
  }
});
$('#send-rate').addEventListener('click', function () {
  var n = Number($('#rate').dataset.value), b = this; $('#rate-err').textContent = '';
  if (!n) { $('#rate-err').textContent = 'Pick 1 to 5 stars'; return; }
  b.disabled = true;
  post('/ski/api/rate', { stars: n, text: $('#rate-text').value }).then(function () { b.disabled = false; window.rated = n; quick('Thanks for rating the slopes ' + n + ' out of 5'); });
});
customElements.define('snow-report', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#eef5fb;border:1px solid #c4dcee;border-radius:8px;padding:10px 14px;margin:10px 0}dl{display:grid;grid-template-columns:200px 1fr;gap:2px 10px;margin:6px 0}dd{margin:0;font-weight:600}button{font:inherit;padding:3px 10px}</style><h2 style="margin:0;font-size:16px">Snow report</h2><p id="st">Loading the snow report…</p><dl id="nums" hidden><dt>Snow at the valley station</dt><dd>45 cm</dd><dt>Snow at the summit</dt><dd>160 cm</dd><dt>New snow in 24 hours</dt><dd>12 cm</dd><dt>Avalanche danger</dt><dd>3 – Considerable</dd></dl><button type="button" id="fc" hidden aria-expanded="false">Show forecast</button><p id="fc-t" hidden>Tomorrow: snow showers, −6 °C at the summit, wind easing in the afternoon.</p>';
    var r = function (x) { return root.querySelector(x); };
    setTimeout(function () { r('#st').textContent = 'Measured this morning at 07:00'; r('#nums').hidden = false; r('#fc').hidden = false; }, 1200);
    r('#fc').addEventListener('click', function () { var open = r('#fc-t').hidden; r('#fc-t').hidden = !open; r('#fc').textContent = open ? 'Hide forecast' : 'Show forecast'; r('#fc').setAttribute('aria-expanded', String(open)); });
  }
});
rows();
var tabs = { slopes: '#t-slopes', webcams: '#t-cams' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
if (query.get('sort')) { window.sortKey = query.get('sort'); rows(); }
`,
);
