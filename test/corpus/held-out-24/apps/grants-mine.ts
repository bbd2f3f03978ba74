/**
 * NRC Grants' My applications page (apps/grants.ts): tabs Drafts (two cards with Continue and Delete in each; Delete
 * asks first, answered late), Submitted (two cards; View feedback opens a dialog of reviewer scores; Withdraw asks
 * first, refused late because the panel has met) and Awarded (a card with Request an extension: a dialog with a date,
 * answered late, refused beyond 3 months); a portal feedback form with a star rating sent late. `?tab=submitted` or
 * `?tab=awarded` opens that tab.
 */
import { doc, starRating } from '../../page';
import { GRANTS_BAR, GRANTS_MENU } from './grants-common';
import { QUICK } from './shared';

const DRAFTS: [string, string, string, string, number][] = [
  ['d1', 'Coastal Resilience 2028', 'Living shorelines for eroding estuaries', '12 Mar 2028', 3],
  ['d2', 'Soil Health and Food Security', 'Microbial indicators of soil recovery', '2 Mar 2028', 1],
];

export const minePage = doc(
  'My applications - NRC Grants',
  `${GRANTS_BAR}
<main>
  <h1>My applications</h1>
  <div role="tablist" aria-label="Applications"><button type="button" role="tab" id="t-drafts" aria-controls="p-drafts" aria-selected="true">Drafts (<span id="n-drafts">2</span>)</button><button type="button" role="tab" id="t-sub" aria-controls="p-sub" aria-selected="false">Submitted (2)</button><button type="button" role="tab" id="t-award" aria-controls="p-award" aria-selected="false">Awarded (1)</button></div>
  <div role="tabpanel" id="p-drafts"><div class="grid" id="drafts"></div></div>
  <div role="tabpanel" id="p-sub" hidden><div class="grid">
    <article class="card" data-ref="NRC-2027-1183" aria-labelledby="s1-h"><h3 id="s1-h" style="margin:0">Tidal wetlands as carbon stores</h3><p style="margin:2px 0">NRC-2027-1183 · Early Career Fellowships 2027</p><p class="note" style="margin:2px 0">Submitted 4 Nov 2027 · <strong>Under review</strong></p><div class="line"><button type="button" class="fb" disabled>View feedback</button><button type="button" class="wd">Withdraw</button></div></article>
    <article class="card" data-ref="NRC-2027-0952" aria-labelledby="s2-h"><h3 id="s2-h" style="margin:0">Open data for estuary monitoring</h3><p style="margin:2px 0">NRC-2027-0952 · Marine Data Networks 2027</p><p class="note" style="margin:2px 0">Submitted 18 Sep 2027 · <strong>Not funded</strong></p><div class="line"><button type="button" class="fb">View feedback</button></div></article>
  </div><p class="err" id="sub-err" role="alert"></p></div>
  <div role="tabpanel" id="p-award" hidden><article class="card" aria-labelledby="a1-h"><h3 id="a1-h" style="margin:0">Coastal Sediments Network</h3><p style="margin:2px 0">NRC-2026-0711 · Awarded £118,400</p><p class="note" style="margin:2px 0" id="due">Final report due 30 Apr 2028</p><div class="line"><button type="button" id="report" disabled>Submit final report</button><button type="button" id="ext">Request an extension</button></div></article></div>
  <section class="box" aria-labelledby="fb-h" style="margin-top:14px"><h2 id="fb-h" style="margin-top:0">How easy was it to use NRC Grants?</h2>${starRating('Rate NRC Grants', 'portal')}
    <div class="field"><label for="fb-text">Anything we could do better?</label><textarea id="fb-text" rows="2" style="width:100%"></textarea></div><p class="err" id="fb-err" role="alert"></p><button type="button" id="fb-send">Send feedback</button></section>
</main>
<div class="shade" id="dlg-del" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dl-h" aria-describedby="dl-d"><h2 id="dl-h" style="margin-top:0">Delete this draft?</h2><p id="dl-d">You can't get a deleted draft back.</p><div class="buttons"><button type="button" data-dismiss>Keep draft</button><button type="button" class="warn" id="dl-go">Delete draft</button></div></div></div>
<div class="shade" id="dlg-wd" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="wd-h"><h2 id="wd-h" style="margin-top:0">Withdraw NRC-2027-1183?</h2><p class="err" id="wd-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Keep application</button><button type="button" class="warn" id="wd-go">Withdraw application</button></div></div></div>
<div class="shade" id="dlg-fb" hidden><div role="dialog" aria-modal="true" aria-labelledby="fbk-h"><h2 id="fbk-h" style="margin-top:0">Feedback on NRC-2027-0952</h2><table><thead><tr><th>Reviewer</th><th>Score (1–6)</th><th>Comment</th></tr></thead><tbody><tr><td>Reviewer 1</td><td>5</td><td>Strong partnership, clear data plan.</td></tr><tr><td>Reviewer 2</td><td>3</td><td>Costs for cloud storage are not justified.</td></tr><tr><td>Reviewer 3</td><td>4</td><td>Useful network, but few early-career members.</td></tr></tbody></table><p>Panel rank: 14 of 22. Funded up to rank 9.</p><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-ext" hidden><div role="dialog" aria-modal="true" aria-labelledby="ex-h"><h2 id="ex-h" style="margin-top:0">Request an extension</h2>
  <div class="field"><label for="ex-date">New due date</label><input type="date" id="ex-date" min="2028-05-01"></div>
  <div class="field"><label for="ex-why">Reason</label><textarea id="ex-why" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="ex-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="ex-go">Send request</button></div></div></div>`,
  `${QUICK}${GRANTS_MENU}
window.drafts = ${JSON.stringify(DRAFTS)}.map(function (d) { return { id: d[0], call: d[1], title: d[2], saved: d[3], sections: d[4] }; });
window.withdrawn = false; window.extension = null; window.feedback = null; window.continued = null; var deleting = null;
function renderDrafts() {
  $('#n-drafts').textContent = String(window.drafts.length);
  $('#drafts').innerHTML = window.drafts.length ? window.drafts.map(function (d) { return '<article class="card" data-id="' + d.id + '" aria-label="' + d.title + '"><h3 style="margin:0">' + d.title + '</h3><p style="margin:2px 0">' + d.call + '</p><p class="note" style="margin:2px 0">Last saved ' + d.saved + ' · ' + d.sections + ' of 5 sections complete</p><div class="line"><button type="button" class="main cont">Continue</button><button type="button" class="del">Delete</button></div></article>'; }).join('') : '<p>You have no drafts.</p>';
}
$('#drafts').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var d = window.drafts.filter(function (x) { return x.id === c.dataset.id; })[0];
  if (e.target.closest('.cont')) { window.continued = d.id; location.href = '/grants/apply?call=' + (d.id === 'd1' ? 'C1' : 'C5') + (d.id === 'd2' ? '&fresh=1' : ''); }
  if (e.target.closest('.del')) { deleting = d; $('#dl-h').textContent = 'Delete the draft "' + d.title + '"?'; showDialog('dlg-del'); }
});
$('#dl-go').addEventListener('click', function () { var b = this; busy(b, 'Deleting…'); post('/grants/api/delete', { id: deleting.id }).then(function () { free(b); window.drafts = window.drafts.filter(function (x) { return x !== deleting; }); hideDialog('dlg-del'); renderDrafts(); quick('Draft deleted'); }); });
$('#p-sub').addEventListener('click', function (e) {
  if (e.target.closest('.wd')) { $('#wd-err').textContent = ''; showDialog('dlg-wd'); }
  if (e.target.closest('.fb')) showDialog('dlg-fb');
});
$('#wd-go').addEventListener('click', function () { var b = this; $('#wd-err').textContent = ''; busy(b, 'Withdrawing…'); post('/grants/api/withdraw', {}).then(function (r) { free(b); $('#wd-err').textContent = r.error; }); });
$('#ext').addEventListener('click', function () { $('#ex-date').value = ''; $('#ex-why').value = ''; $('#ex-err').textContent = ''; showDialog('dlg-ext'); });
$('#ex-go').addEventListener('click', function () {
  var b = this, d = $('#ex-date').value, w = $('#ex-why').value.trim(); $('#ex-err').textContent = '';
  if (!d) { $('#ex-err').textContent = 'Choose the new due date'; return; }
  if (!w) { $('#ex-err').textContent = 'Tell us why you need more time'; return; }
  busy(b, 'Sending…');
  post('/grants/api/extension', { date: d }).then(function (r) { free(b); if (!r.ok) { $('#ex-err').textContent = r.error; return; } window.extension = d; hideDialog('dlg-ext'); $('#due').textContent = 'Final report due 30 Apr 2028 · extension to ' + d.split('-').reverse().join('/') + ' requested'; quick('Extension requested'); });
});
$('#fb-send').addEventListener('click', function () {
  var n = Number($('#portal').dataset.value), b = this; $('#fb-err').textContent = '';
  if (!n) { $('#fb-err').textContent = 'Choose how many stars to give'; return; }
  busy(b, 'Sending…'); post('/grants/api/feedback', { stars: n }).then(function () { free(b); window.feedback = n; quick('Thank you for your feedback'); });
});
renderDrafts();
var tabs = { submitted: '#t-sub', awarded: '#t-award' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
