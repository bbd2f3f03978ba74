/**
 * Eastside Sunday League, a grassroots football league: the public page (division tabs over a league table that sorts
 * by points or by team, a "Your team" row; fixtures and results with a team filter, a postponed game, six a page and a
 * "Match details" link in every row; top scorers in an iframe; a pitch-status widget in an open shadow root that
 * answers a moment later) and the manager's team page (`league-team.ts`).
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';
import { LEAGUE_HEADER, leagueTeam } from './league-team';

const DIV1 = [
  ['Harbour Athletic', 14, 10, 2, 2, 18, 'WWDWL'],
  ['Riverside Rovers', 14, 9, 3, 2, 15, 'WWWDW'],
  ['Eastgate Eagles', 13, 8, 2, 3, 9, 'DWLWW'],
  ['Millbrook FC', 14, 7, 2, 5, 4, 'LWLWD'],
  ["St Jude's Old Boys", 14, 5, 4, 5, 0, 'DDLWL'],
  ['Canal Street Rangers', 13, 4, 3, 6, -6, 'LLWDL'],
  ['Parkside Wanderers', 14, 3, 2, 9, -14, 'LDLLW'],
  ['Foundry Lane United', 14, 1, 2, 11, -26, 'LLLDL'],
] as const;

const DIV2 = [
  ['Old Mill Athletic', 12, 9, 1, 2, 17, 'WWWLW'],
  ['Northside Dynamos', 12, 8, 1, 3, 11, 'WLWWW'],
  ['Harbour Athletic Reserves', 12, 6, 2, 4, 3, 'DWLWL'],
  ['Riverside Rovers B', 12, 5, 2, 5, -1, 'LWDWL'],
  ['Quayside FC', 12, 3, 3, 6, -9, 'LLDWD'],
  ['Viaduct Villa', 12, 1, 3, 8, -21, 'LDLLD'],
] as const;

const FIXTURES = [
  ['F1', 'Sun 1 Mar 2026', '10:30', 'Riverside Rovers', '3–1', 'Millbrook FC', 'Pitch 2'],
  ['F2', 'Sun 1 Mar 2026', '10:30', 'Harbour Athletic', '2–2', 'Eastgate Eagles', 'Pitch 1'],
  ['F3', 'Sun 8 Mar 2026', '10:30', 'Canal Street Rangers', '0–4', 'Riverside Rovers', 'Pitch 3'],
  [
    'F4',
    'Sun 8 Mar 2026',
    '12:00',
    'Parkside Wanderers',
    'P–P',
    'Foundry Lane United',
    'Postponed (waterlogged pitch)',
  ],
  ['F5', 'Sun 15 Mar 2026', '10:30', 'Riverside Rovers', 'v', 'Harbour Athletic', 'Pitch 3'],
  ['F6', 'Sun 15 Mar 2026', '10:30', "St Jude's Old Boys", 'v', 'Eastgate Eagles', 'Pitch 1'],
  ['F7', 'Sun 15 Mar 2026', '12:00', 'Millbrook FC', 'v', 'Parkside Wanderers', 'Pitch 2'],
  ['F8', 'Sun 22 Mar 2026', '10:30', 'Eastgate Eagles', 'v', 'Riverside Rovers', 'Pitch 1'],
  ['F9', 'Sun 22 Mar 2026', '12:00', 'Foundry Lane United', 'v', 'Canal Street Rangers', 'Pitch 2'],
] as const;

const SCORERS = `<!doctype html><html><body style="font:13px system-ui;margin:8px">
<table style="border-collapse:collapse;width:100%"><thead><tr><th align="left">Player</th><th align="left">Team</th><th>Goals</th><th class="as" hidden>Assists</th></tr></thead><tbody>
<tr><td>Jay Okafor</td><td>Riverside Rovers</td><td align="center">14</td><td class="as" hidden align="center">3</td></tr>
<tr><td>Sam Reid</td><td>Harbour Athletic</td><td align="center">12</td><td class="as" hidden align="center">6</td></tr>
<tr><td>Luis Ortega</td><td>Eastgate Eagles</td><td align="center">11</td><td class="as" hidden align="center">2</td></tr>
<tr><td>Chris Nolan</td><td>Riverside Rovers</td><td align="center">9</td><td class="as" hidden align="center">8</td></tr>
</tbody></table>
<button type="button" id="as" aria-pressed="false">Show assists</button>
<script>
window.assists = false;
document.getElementById('as').onclick = function () {
  window.assists = !window.assists;
  this.setAttribute('aria-pressed', String(window.assists));
  this.textContent = window.assists ? 'Hide assists' : 'Show assists';
  document.querySelectorAll('.as').forEach(function (c) { c.hidden = !window.assists; });
};
</script></body></html>`;

const table = doc(
  'League table - Eastside Sunday League',
  `${LEAGUE_HEADER}
<main style="display:grid;grid-template-columns:1fr 300px;gap:16px;max-width:1200px">
  <div>
    <h1>League table</h1>
    <p class="note">Season 2025/26 · Updated Sun 8 Mar 2026</p>
    <div role="tablist" aria-label="Division">
      <button type="button" role="tab" id="t-d1" aria-controls="p-d1" aria-selected="true">Division 1</button>
      <button type="button" role="tab" id="t-d2" aria-controls="p-d2" aria-selected="false">Division 2</button>
    </div>
    ${[1, 2]
      .map(
        (n, i) => `<div role="tabpanel" id="p-d${n}" aria-labelledby="t-d${n}"${i ? ' hidden' : ''}>
      <table class="standings" data-div="${n}"><thead><tr><th>Pos</th><th><button type="button" class="by" data-by="team">Team</button></th><th>P</th><th>W</th><th>D</th><th>L</th><th>GD</th><th><button type="button" class="by" data-by="pts">Pts ↓</button></th><th>Form</th></tr></thead><tbody></tbody></table></div>`,
      )
      .join('')}
    <section class="box" style="margin-top:12px">
      <h2>Fixtures and results</h2>
      <div class="line"><label for="team">Team</label><select id="team"><option value="">All teams</option>${DIV1.map(([t]) => `<option>${t}</option>`).join('')}</select><span class="note" id="fx-count" style="margin-left:auto"></span></div>
      <table><thead><tr><th>Date</th><th>Kick-off</th><th>Home</th><th></th><th>Away</th><th>Pitch</th><th></th></tr></thead><tbody id="fx"></tbody></table>
      <div class="pager"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></div>
    </section>
  </div>
  <aside>
    <pitch-status></pitch-status>
    <section class="box"><h2>Top scorers</h2>${frame('Top scorers', SCORERS, 190)}</section>
  </aside>
</main>`,
  `
var DIVS = { 1: ${JSON.stringify(DIV1)}, 2: ${JSON.stringify(DIV2)} };
var FIXTURES = ${JSON.stringify(FIXTURES)};
window.standSort = { 1: 'pts', 2: 'pts' }; window.fxPage = 1; window.detail = null;
function pts(r) { return r[2] * 3 + r[3]; }
function stand(div) {
  var rows = DIVS[div].map(function (r, i) { return [i + 1].concat(r); });
  if (window.standSort[div] === 'team') rows.sort(function (a, b) { return a[1] < b[1] ? -1 : 1; });
  var t = $('.standings[data-div="' + div + '"]');
  $('tbody', t).innerHTML = rows.map(function (r) {
    var mine = r[1] === 'Riverside Rovers' || r[1] === 'Riverside Rovers B';
    return '<tr' + (mine ? ' class="mine" style="background:#eef4ff"' : '') + '><td>' + r[0] + '</td><th scope="row">' + r[1] + (mine ? ' <span class="tag">Your team</span>' : '') + '</th><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + r[4] + '</td><td>' + r[5] + '</td><td>' + (r[6] > 0 ? '+' : '') + r[6] + '</td><td><strong>' + pts(r.slice(1)) + '</strong></td><td>' + r[7] + '</td></tr>';
  }).join('');
  $$('.by', t).forEach(function (b) { var on = window.standSort[div] === b.dataset.by; b.textContent = (b.dataset.by === 'team' ? 'Team' : 'Pts') + (on ? (b.dataset.by === 'team' ? ' A–Z' : ' ↓') : ''); b.closest('th').setAttribute('aria-sort', on ? (b.dataset.by === 'team' ? 'ascending' : 'descending') : 'none'); });
}
$$('.standings .by').forEach(function (b) { b.addEventListener('click', function () { var div = b.closest('table').dataset.div; window.standSort[div] = b.dataset.by; stand(div); }); });
function fixtures() {
  var team = $('#team').value;
  var list = FIXTURES.filter(function (f) { return !team || f[3] === team || f[5] === team; });
  var pages = Math.max(1, Math.ceil(list.length / 6));
  if (window.fxPage > pages) window.fxPage = pages;
  $('#fx-count').textContent = list.length + (list.length === 1 ? ' match' : ' matches');
  $('#fx').innerHTML = list.slice((window.fxPage - 1) * 6, window.fxPage * 6).map(function (f) {
    return '<tr data-id="' + f[0] + '"><td>' + f[1] + '</td><td>' + f[2] + '</td><td>' + f[3] + '</td><td><strong>' + f[4] + '</strong></td><td>' + f[5] + '</td><td>' + f[6] + '</td><td><a href="#match-' + f[0] + '" class="details">Match details</a></td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.fxPage + ' of ' + pages;
  $('#prev').disabled = window.fxPage === 1; $('#next').disabled = window.fxPage === pages;
}
$('#team').addEventListener('change', function () { window.fxPage = 1; fixtures(); });
$('#next').addEventListener('click', function () { window.fxPage++; fixtures(); });
$('#prev').addEventListener('click', function () { window.fxPage--; fixtures(); });
class PitchStatus extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.notify = false;
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px;margin-bottom:12px}button{font:inherit;padding:4px 10px}</style>' +
      '<section aria-label="Pitch status"><h2>Pitch status</h2><p id="st" role="status">Checking pitch conditions…</p><button type="button" id="n">Text me if games are called off</button><p id="ok" hidden>We\\'ll text you if Sunday\\'s games are called off.</p></section>';
    setTimeout(function () { root.getElementById('st').textContent = 'Eastside Park pitches are open. Next inspection: Sun 15 Mar, 08:00.'; }, 1500);
    root.getElementById('n').addEventListener('click', function () { self.notify = true; root.getElementById('n').hidden = true; root.getElementById('ok').hidden = false; });
  }
}
customElements.define('pitch-status', PitchStatus);
stand(1); stand(2); fixtures();
if (query.get('div') === '2') $('#t-d2').click();
if (query.get('page')) { window.fxPage = Number(query.get('page')); fixtures(); }
`,
);

export const leagueApp: CorpusApp = {
  name: 'league',
  description:
    'Eastside Sunday League, grassroots football: a league table in two division tabs that sorts by points or team with the manager\'s team marked, fixtures and results with a team filter, a postponed game, pages and a "Match details" link in every row, top scorers in an iframe with a toggle, a pitch-status widget in an open shadow root that answers late; a manager\'s team page behind a sign-in (next match card, a fixture-change dialog with a date input and an error summary, squad tab whose rows all have an "Available" switch and an Edit button, an edit dialog refusing a taken shirt number, an add-player form with placeholder-only names, a team-sheet tab with starter checkboxes, a counter, a captain select and a submit button disabled until five starters and a captain, a match-fees tab whose rows all have "Mark as paid", a star rating of the referee).',
  routes: {
    '/league/table': () => table,
    '/league/team': () => leagueTeam,
  },
};
