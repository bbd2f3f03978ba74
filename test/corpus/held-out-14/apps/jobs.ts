/**
 * Applytrack, a personal job-application tracker: a board of twelve applications five to a page (sortable headers,
 * numbered pages, a search box named only by its placeholder that filters half a second after typing, a stage filter
 * that applies on change, Open and a "More actions" menu in every row: next stage, archive refused while an offer is
 * open, delete with a confirmation), an Add application dialog (Save disabled until company and title are filled, a
 * salary slider, a remote switch, duplicates refused by the server after a delay), a monthly goal refused outside 1
 * to 40, a slow sync from job boards; and an application page (stage buttons, a move refused while an interview has no
 * outcome, an excitement rating, tabs for interviews with a schedule form that refuses past dates and clashes, notes
 * with Edit and Delete in each and a 280-character limit, a checklist saved on change, documents with a CV preview in
 * an iframe, a recruiter card in a shadow root, a follow-up reminder switch, a job description accordion, an offer
 * with a counter-offer). Today is Wednesday 10 March 2027.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

// id, company, role, stage, applied, next step, location, salary
const APPS = [
  [
    'A101',
    'Kestrel Labs',
    'Senior Frontend Engineer',
    'Interviewing',
    '2027-03-01',
    'Technical interview on 16 Mar',
    'London (hybrid)',
    '£70,000–£85,000',
  ],
  [
    'A102',
    'Brightwater Bank',
    'Product Designer',
    'Applied',
    '2027-03-04',
    'Waiting to hear back',
    'Leeds',
    '£55,000–£62,000',
  ],
  [
    'A103',
    'Fernleaf Health',
    'Frontend Developer',
    'Offer',
    '2027-02-12',
    'Reply to the offer by 15 Mar',
    'Remote (UK)',
    '£58,000',
  ],
  ['A104', 'Quillstone', 'UX Engineer', 'Rejected', '2027-02-20', '—', 'Bristol', '£50,000–£60,000'],
  ['A105', 'Northwind Games', 'UI Developer', 'Wishlist', '', 'Apply by 20 Mar', 'Guildford', '£45,000–£52,000'],
  [
    'A106',
    'Harbor Analytics',
    'Senior React Developer',
    'Applied',
    '2027-02-28',
    'Follow up on 14 Mar',
    'Remote (UK)',
    '£75,000',
  ],
  [
    'A107',
    'Copperleaf',
    'Design Systems Engineer',
    'Interviewing',
    '2027-02-22',
    'Panel interview on 12 Mar',
    'Manchester',
    '£65,000–£72,000',
  ],
  [
    'A108',
    'Lumen Maps',
    'Frontend Engineer',
    'Applied',
    '2027-03-06',
    'Waiting to hear back',
    'Cambridge',
    '£60,000–£68,000',
  ],
  ['A109', 'Orbit Travel', 'Web Developer', 'Rejected', '2027-02-10', '—', 'London', '£48,000'],
  [
    'A110',
    'Tidewell',
    'Staff Frontend Engineer',
    'Wishlist',
    '',
    'Ask Priya for a referral',
    'Edinburgh',
    '£90,000–£100,000',
  ],
  [
    'A111',
    'Pinecrest Software',
    'Frontend Engineer',
    'Applied',
    '2027-03-02',
    'Waiting to hear back',
    'Remote (UK)',
    '£62,000',
  ],
  [
    'A112',
    'Greyfriars Media',
    'JavaScript Developer',
    'Applied',
    '2027-02-15',
    'Follow up on 11 Mar',
    'Norwich',
    '£52,000',
  ],
];

const COMMON = `
var MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var STAGES = ['Wishlist', 'Applied', 'Interviewing', 'Offer'];
window.apps = ${JSON.stringify(APPS)}.map(function (a) { return { id: a[0], company: a[1], role: a[2], stage: a[3], applied: a[4], next: a[5], where: a[6], salary: a[7] }; });
function app(id) { return window.apps.filter(function (a) { return a.id === id; })[0]; }
function fmt(d) { if (!d) return 'Not applied'; var t = new Date(d + 'T12:00:00'); return t.getDate() + ' ' + MON[t.getMonth()] + ' ' + t.getFullYear(); }
function fmtDay(d) { var t = new Date(d + 'T12:00:00'); return DAYS[t.getDay()] + ' ' + fmt(d); }
`;

const BAR = `<header class="bar"><span class="logo">Applytrack</span><nav aria-label="Main"><a href="/jobs/board">Applications</a><a href="#calendar">Calendar</a><a href="#contacts">Contacts</a></nav><span>Sam Patel</span></header>`;

const boardPage = doc(
  'Applications - Applytrack',
  `${BAR}
<main>
  <h1>Applications</h1>
  <section class="box" aria-labelledby="goal-h"><h2 id="goal-h" style="margin:0 0 6px">March goal</h2>
    <div class="line"><span id="goal-text"></span><progress id="goal-bar" max="10" value="4" aria-label="Goal progress"></progress>
    <label for="goal">Monthly goal</label><input id="goal" type="number" value="10" style="width:70px"><span class="err" id="goal-err" role="alert"></span></div>
    <p class="note" id="by-stage"></p></section>
  <p class="err" id="board-err" role="alert"></p>
  <div class="line"><input id="search" type="search" placeholder="Search company or role" style="width:260px"><label for="stage-f">Stage</label><select id="stage-f"><option value="">All stages</option><option>Wishlist</option><option>Applied</option><option>Interviewing</option><option>Offer</option><option>Rejected</option></select>
    <span style="margin-left:auto"></span><button type="button" id="sync">Sync from job boards</button><button type="button" class="main" id="add">Add application</button></div>
  <p id="shown" aria-live="polite"></p>
  <table><thead><tr><th aria-sort="none" id="th-co"><button type="button" id="sort-co">Company</button></th><th>Role</th><th>Stage</th><th aria-sort="descending" id="th-date"><button type="button" id="sort-date">Applied</button></th><th>Next step</th><th><span style="position:absolute;left:-9999px">Actions</span></th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Pages"><button type="button" id="prev">Previous</button><span id="pages" class="line"></span><button type="button" id="next">Next</button></nav>
  <p class="note" id="sync-msg" role="status"></p>
</main>
<div class="shade" id="dlg-add" hidden><div role="dialog" aria-modal="true" aria-labelledby="ad-h"><h2 id="ad-h">Add application</h2>
  <form id="add-form" novalidate>
    <div class="field"><label for="ad-co">Company</label><input id="ad-co" style="width:100%"></div>
    <div class="field"><label for="ad-role">Job title</label><input id="ad-role" style="width:100%"></div>
    <div class="field"><label for="ad-url">Link to the job ad</label><input id="ad-url" type="url" placeholder="https://" style="width:100%"></div>
    <div class="line"><div class="field"><label for="ad-stage">Stage</label><select id="ad-stage"><option>Wishlist</option><option selected>Applied</option><option>Interviewing</option></select></div>
      <div class="field"><label for="ad-date">Date applied</label><input id="ad-date" type="date"></div></div>
    <div class="field"><label for="ad-sal">Expected salary</label><input id="ad-sal" type="range" min="30000" max="120000" step="5000" value="60000"> <output id="ad-sal-v" for="ad-sal">£60,000</output></div>
    <fieldset><legend>Where did you find it?</legend><label><input type="radio" name="ad-src" value="LinkedIn"> LinkedIn</label> <label><input type="radio" name="ad-src" value="Company website"> Company website</label> <label><input type="radio" name="ad-src" value="Referral"> Referral</label> <label><input type="radio" name="ad-src" value="Recruiter"> Recruiter</label></fieldset>
    <div class="line"><button type="button" role="switch" id="ad-remote" aria-checked="false" aria-labelledby="ad-remote-l"></button><span id="ad-remote-l">Remote</span></div>
    <ul class="err" id="ad-errs" role="alert"></ul>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="submit" class="main" id="ad-save" disabled>Save application</button></div>
  </form></div></div>
<div class="shade" id="dlg-del" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dd-h"><h2 id="dd-h"></h2><p>This also removes its notes and interviews.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep it</button><button type="button" class="warn" id="dd-ok">Delete</button></div></div></div>`,
  `${COMMON}
window.page = Number(query.get('page') || 1); window.sortBy = 'date'; window.sortDir = -1; window.archived = []; window.deleted = []; window.added = null; window.goal = 10;
var term = query.get('q') || '', pending = null, target = null;
$('#search').value = term;
if (query.get('stage')) $('#stage-f').value = query.get('stage');
function list() {
  var st = $('#stage-f').value, t = term.toLowerCase();
  var l = window.apps.filter(function (a) { return (!st || a.stage === st) && (!t || (a.company + ' ' + a.role).toLowerCase().indexOf(t) >= 0); });
  l.sort(function (a, b) {
    if (window.sortBy === 'co') return window.sortDir * a.company.localeCompare(b.company);
    if (!a.applied !== !b.applied) return a.applied ? -1 : 1;
    if (a.applied === b.applied) return a.company.localeCompare(b.company);
    return window.sortDir * (a.applied < b.applied ? -1 : 1);
  });
  return l;
}
function render() {
  var l = list(), pages = Math.max(1, Math.ceil(l.length / 5));
  if (window.page > pages) window.page = pages;
  var from = (window.page - 1) * 5;
  $('#rows').innerHTML = l.slice(from, from + 5).map(function (a) {
    var last = a.stage === 'Offer' || a.stage === 'Rejected';
    return '<tr data-id="' + a.id + '"><th scope="row">' + a.company + '</th><td>' + a.role + '</td><td><span class="tag">' + a.stage + '</span></td><td>' + fmt(a.applied) + '</td><td>' + a.next + '</td><td><div class="line"><a class="button" href="/jobs/app?id=' + a.id + '">Open</a>' +
      '<div class="pop"><button type="button" aria-haspopup="menu" aria-expanded="false" aria-controls="rm-' + a.id + '" aria-label="More actions">⋯</button><div role="menu" id="rm-' + a.id + '" hidden>' +
      '<button type="button" role="menuitem" class="advance"' + (last ? ' disabled aria-disabled="true"' : '') + '>Move to next stage</button><button type="button" role="menuitem" class="archive">Archive</button><button type="button" role="menuitem" class="del">Delete</button></div></div></div></td></tr>';
  }).join('');
  $('#shown').textContent = l.length ? 'Showing ' + (from + 1) + '–' + Math.min(from + 5, l.length) + ' of ' + l.length + ' applications' : 'No applications match';
  var nums = ''; for (var i = 1; i <= pages; i++) nums += '<button type="button" class="pg" data-p="' + i + '" aria-label="Page ' + i + '"' + (i === window.page ? ' aria-current="page" style="font-weight:700"' : '') + '>' + i + '</button>';
  $('#pages').innerHTML = nums;
  $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  var month = window.apps.filter(function (a) { return a.applied >= '2027-03-01'; }).length;
  $('#goal-text').textContent = month + ' of ' + window.goal + ' applications sent this month';
  $('#goal-bar').max = window.goal; $('#goal-bar').value = month;
  $('#by-stage').textContent = ['Wishlist', 'Applied', 'Interviewing', 'Offer', 'Rejected'].map(function (s) { return s + ' ' + window.apps.filter(function (a) { return a.stage === s; }).length; }).join(' · ');
  $('#th-date').setAttribute('aria-sort', window.sortBy === 'date' ? (window.sortDir < 0 ? 'descending' : 'ascending') : 'none');
  $('#th-co').setAttribute('aria-sort', window.sortBy === 'co' ? (window.sortDir < 0 ? 'descending' : 'ascending') : 'none');
}
$('#goal').addEventListener('change', function () {
  var v = Number(this.value);
  if (!Number.isInteger(v) || v < 1 || v > 40) { $('#goal-err').textContent = 'Set a goal between 1 and 40'; this.value = String(window.goal); return; }
  $('#goal-err').textContent = ''; window.goal = v; render(); toast('Monthly goal set to ' + v);
});
$('#search').addEventListener('input', function () {
  var v = this.value; clearTimeout(pending); $('#shown').textContent = 'Searching…';
  pending = setTimeout(function () { term = v.trim(); window.page = 1; render(); }, 500);
});
$('#stage-f').addEventListener('change', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page--; render(); });
$('#next').addEventListener('click', function () { window.page++; render(); });
$('#pages').addEventListener('click', function (e) { var b = e.target.closest('.pg'); if (b) { window.page = Number(b.dataset.p); render(); } });
$('#sort-date').addEventListener('click', function () { window.sortDir = window.sortBy === 'date' ? -window.sortDir : -1; window.sortBy = 'date'; window.page = 1; render(); });
$('#sort-co').addEventListener('click', function () { window.sortDir = window.sortBy === 'co' ? -window.sortDir : 1; window.sortBy = 'co'; window.page = 1; render(); });
$('#rows').addEventListener('click', function (e) {
  var item = e.target.closest('[role=menuitem]'); if (!item || item.disabled) return;
  var a = app(e.target.closest('tr').dataset.id); closeMenus(); $('#board-err').textContent = '';
  if (item.classList.contains('advance')) { a.stage = STAGES[STAGES.indexOf(a.stage) + 1]; if (a.stage === 'Applied' && !a.applied) a.applied = '2027-03-10'; render(); toast(a.company + ' moved to ' + a.stage); }
  if (item.classList.contains('archive')) {
    if (a.stage === 'Offer') { $('#board-err').textContent = a.company + ' has an open offer. Accept or decline it before archiving.'; return; }
    window.apps = window.apps.filter(function (x) { return x !== a; }); window.archived.push(a.id); render();
    toast(a.company + ' archived', 'Undo', function () { window.apps.push(a); window.archived = window.archived.filter(function (x) { return x !== a.id; }); render(); });
  }
  if (item.classList.contains('del')) { target = a; $('#dd-h').textContent = 'Delete ' + a.role + ' at ' + a.company + '?'; showDialog('dlg-del'); }
});
$('#dd-ok').addEventListener('click', function () { window.apps = window.apps.filter(function (x) { return x !== target; }); window.deleted.push(target.id); hideDialog('dlg-del'); render(); toast(target.company + ' deleted'); });
$('#sync').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Syncing…'; $('#sync-msg').textContent = 'Checking LinkedIn and Indeed for updates…';
  setTimeout(function () {
    var a = app('A102'); a.stage = 'Interviewing'; a.next = 'Pick an interview slot'; window.synced = true;
    b.disabled = false; b.textContent = 'Sync from job boards'; $('#sync-msg').textContent = 'Last synced just now: 1 update'; render();
    toast('Brightwater Bank invited you to an interview');
  }, 1500);
});
function ready() { $('#ad-save').disabled = !($('#ad-co').value.trim() && $('#ad-role').value.trim()); }
$('#ad-co').addEventListener('input', ready); $('#ad-role').addEventListener('input', ready);
$('#ad-sal').addEventListener('input', function () { $('#ad-sal-v').textContent = '£' + Number(this.value).toLocaleString('en-GB'); });
$('#add').addEventListener('click', function () { $('#add-form').reset(); $('#ad-sal-v').textContent = '£60,000'; $('#ad-remote').setAttribute('aria-checked', 'false'); $('#ad-errs').innerHTML = ''; ready(); showDialog('dlg-add'); });
$('#add-form').addEventListener('submit', function (e) {
  e.preventDefault(); if ($('#ad-save').disabled) return;
  var co = $('#ad-co').value.trim(), role = $('#ad-role').value.trim(), url = $('#ad-url').value.trim(), stage = $('#ad-stage').value, d = $('#ad-date').value, errs = [];
  if (url && url.indexOf('https://') !== 0) errs.push('Enter a full link starting with https://');
  if (stage !== 'Wishlist' && !d) errs.push('Enter the date you applied');
  else if (d > '2027-03-10') errs.push("The date you applied can't be in the future");
  $('#ad-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  var b = $('#ad-save'); b.disabled = true; b.textContent = 'Saving…';
  fetch('/jobs/api/duplicate?company=' + encodeURIComponent(co) + '&role=' + encodeURIComponent(role)).then(function (r) { return r.json(); }).then(function (r) {
    b.textContent = 'Save application'; ready();
    if (r.duplicate) { $('#ad-errs').innerHTML = '<li>' + "You're already tracking " + r.role + ' at ' + r.company + '</li>'; return; }
    var src = $('input[name=ad-src]:checked');
    window.added = { id: 'A113', company: co, role: role, stage: stage, applied: stage === 'Wishlist' ? '' : d, next: 'Waiting to hear back', where: $('#ad-remote').getAttribute('aria-checked') === 'true' ? 'Remote' : '', salary: '£' + Number($('#ad-sal').value).toLocaleString('en-GB'), url: url, source: src ? src.value : '' };
    window.apps.push(window.added); hideDialog('dlg-add'); render(); toast('Added ' + role + ' at ' + co);
  });
});
render();
`,
);

const CV = `<!doctype html><html><head><style>body{font:13px Georgia,serif;margin:14px;color:#222}h1{font-size:20px;margin:0}h2{font-size:14px;margin:12px 0 4px;border-bottom:1px solid #ccc}button{font:12px system-ui;padding:4px 10px}</style></head><body>
<div style="display:flex;justify-content:space-between;align-items:center"><h1>Sam Patel</h1><button type="button" id="dl">Download PDF</button></div>
<p>Frontend engineer · Manchester · sam.patel@example.com</p><p id="dl-msg" style="color:#16723a"></p>
<h2>Experience</h2><p><b>Frontend Engineer, Parcelbird</b> (2022 to now): React, TypeScript, a design system used by 14 teams.</p><p><b>Web Developer, Northgate Council</b> (2019 to 2022): accessible forms, WCAG 2.1 AA audits.</p>
<h2>Skills</h2><p>TypeScript, React, Accessibility, Playwright, CSS architecture</p>
<script>document.getElementById('dl').onclick = function () { parent.downloaded = 'Sam-Patel-CV.pdf'; document.getElementById('dl-msg').textContent = 'Downloading Sam-Patel-CV.pdf'; };</script>
</body></html>`;

// application id -> interviews [date, time, type, with, outcome], notes, checklist, recruiter
const DETAILS = {
  A101: {
    interviews: [
      ['2027-03-03', '14:00', 'Phone screen', 'Jo Reyes', 'Passed'],
      ['2027-03-16', '10:00', 'Video', 'Dev Anand', ''],
    ],
    notes: [
      ['Recruiter says the team is 6 engineers, mostly TypeScript.', '2 Mar 2027'],
      ['Ask about the on-call rota.', '4 Mar 2027'],
      ['Salary band confirmed as £70k to £85k.', '5 Mar 2027'],
    ],
    checklist: [true, true, false, false, false],
    recruiter: ['Jo Reyes', 'Talent Partner, Kestrel Labs', 'jo.reyes@kestrel.example'],
  },
  A103: {
    interviews: [
      ['2027-02-18', '11:00', 'Video', 'Maya Lind', 'Passed'],
      ['2027-02-25', '15:00', 'On-site', 'Tom Okafor', 'Passed'],
    ],
    notes: [['Offer came with 28 days of holiday.', '8 Mar 2027']],
    checklist: [true, true, true, true, false],
    recruiter: ['Maya Lind', 'Recruiter, Fernleaf Health', 'maya.lind@fernleaf.example'],
  },
};

const appPage = doc(
  'Application - Applytrack',
  `${BAR}
<main>
  <nav aria-label="Breadcrumb"><a href="/jobs/board">Applications</a> / <span id="crumb" aria-current="page"></span></nav>
  <div class="line"><h1 id="title" style="margin-right:auto"></h1><span class="tag" id="stage-tag"></span></div>
  <p id="meta"></p>
  <p class="err" id="app-err" role="alert"></p>
  <div class="line"><button type="button" class="main" id="adv"></button><button type="button" class="warn" id="rej">Mark as rejected</button>
    <span style="margin-left:auto" id="ex-l">How excited are you?</span>${starRating('How excited are you?', 'excite', 0)}</div>
  <section class="box" id="offer" hidden aria-labelledby="of-h"><h2 id="of-h">Offer</h2><p id="of-text">£58,000 a year, starting 5 April 2027. Reply by 15 March 2027.</p>
    <div class="line"><button type="button" class="main" id="of-accept">Accept offer</button><button type="button" id="of-decline">Decline offer</button></div>
    <div class="line"><div class="field"><label for="of-counter">Counter-offer (£)</label><input id="of-counter" type="number" style="width:120px"></div><button type="button" id="of-send">Send counter-offer</button></div></section>
  <div style="display:grid;grid-template-columns:1fr 300px;gap:16px;align-items:start">
  <div>
  <div role="tablist" aria-label="Application"><button type="button" role="tab" id="t-iv" aria-controls="p-iv" aria-selected="true">Interviews (<span id="n-iv">0</span>)</button><button type="button" role="tab" id="t-notes" aria-controls="p-notes" aria-selected="false">Notes (<span id="n-notes">0</span>)</button><button type="button" role="tab" id="t-prep" aria-controls="p-prep" aria-selected="false">Prep checklist</button><button type="button" role="tab" id="t-docs" aria-controls="p-docs" aria-selected="false">Documents</button></div>
  <section id="p-iv" role="tabpanel" aria-labelledby="t-iv">
    <table><thead><tr><th>Date</th><th>Time</th><th>Type</th><th>With</th><th>Outcome</th><th></th></tr></thead><tbody id="iv-body"></tbody></table>
    <p id="iv-none" class="note" hidden>No interviews yet.</p>
    <fieldset><legend>Schedule an interview</legend>
      <div class="line"><div class="field"><label for="iv-date">Date</label><input id="iv-date" type="date"></div>
        <div class="field"><label for="iv-time">Time</label><select id="iv-time"><option>09:00</option><option>10:00</option><option>11:00</option><option>12:00</option><option>13:00</option><option>14:00</option><option>15:00</option><option>16:00</option><option>17:00</option></select></div>
        <div class="field"><input id="iv-with" placeholder="Who with?"></div></div>
      <div role="radiogroup" aria-label="Interview type" class="line"><label><input type="radio" name="iv-type" value="Phone"> Phone</label><label><input type="radio" name="iv-type" value="Video"> Video</label><label><input type="radio" name="iv-type" value="On-site"> On-site</label></div>
      <p class="err" id="iv-err" role="alert"></p>
      <button type="button" id="iv-add">Schedule</button></fieldset>
  </section>
  <section id="p-notes" role="tabpanel" aria-labelledby="t-notes" hidden>
    <ul id="notes" style="list-style:none;padding:0"></ul>
    <textarea id="note-text" rows="3" style="width:100%" placeholder="Write a note…"></textarea>
    <div class="line"><span class="note" id="note-count">0 / 280</span><span class="err" id="note-err" role="alert"></span><button type="button" id="note-add" disabled style="margin-left:auto">Add note</button></div>
  </section>
  <section id="p-prep" role="tabpanel" aria-labelledby="t-prep" hidden>
    <fieldset id="prep"><legend>Before the interview</legend>
      <label><input type="checkbox"> Research the company</label><br><label><input type="checkbox"> Tailor my CV to this role</label><br><label><input type="checkbox"> Prepare two STAR stories</label><br><label><input type="checkbox"> Write questions to ask them</label><br><label><input type="checkbox"> Plan the journey</label></fieldset>
    <p id="prep-n"></p><p class="note" id="prep-saved" role="status"></p>
  </section>
  <section id="p-docs" role="tabpanel" aria-labelledby="t-docs" hidden>
    <div class="field"><label for="cv-ver">CV version sent</label><select id="cv-ver"><option>Frontend CV (February 2027)</option><option>Design systems CV (January 2027)</option></select></div>
    <div class="line"><button type="button" role="switch" id="cl-sent" aria-checked="true" aria-labelledby="cl-l"></button><span id="cl-l">Cover letter sent</span></div>
    ${frame('CV preview', CV, 300)}
  </section>
  </div>
  <aside>
    <recruiter-card id="rc"></recruiter-card>
    <section class="box" aria-labelledby="fu-h"><h2 id="fu-h" style="margin-top:0">Follow-up reminder</h2>
      <div class="line"><button type="button" role="switch" id="fu-on" aria-checked="false" aria-labelledby="fu-l"></button><span id="fu-l">Remind me to follow up</span></div>
      <div class="field"><label for="fu-when">When</label><select id="fu-when" disabled><option value="3">In 3 days</option><option value="7">In a week</option><option value="14">In two weeks</option></select></div>
      <p id="fu-msg" role="status"></p></section>
    <section class="box"><h2 style="margin-top:0">About the role</h2>
      <h3 style="margin:0"><button type="button" data-acc aria-expanded="false" aria-controls="jd" id="jd-b">Job description</button></h3>
      <div id="jd" hidden><p id="jd-text"></p></div>
      <h3 style="margin:8px 0 0"><button type="button" data-acc aria-expanded="false" aria-controls="perks" id="perks-b">Benefits</button></h3>
      <div id="perks" hidden><ul><li>30 days of holiday</li><li>Four-day weeks in August</li><li>£1,500 learning budget</li></ul></div></section>
  </aside>
  </div>
</main>
<div class="shade" id="dlg-rej" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="rj-h"><h2 id="rj-h"></h2>
  <div class="field"><label for="rj-why">What happened? (optional)</label><select id="rj-why"><option value="">Not sure</option><option>They chose another candidate</option><option>The role was withdrawn</option><option>I withdrew</option></select></div>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="rj-ok">Mark as rejected</button></div></div></div>
<div class="shade" id="dlg-accept" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="ac-h"><h2 id="ac-h">Accept the offer from Fernleaf Health?</h2><p>We'll archive your other open applications if you want to.</p>
  <label><input type="checkbox" id="ac-archive"> Archive my other open applications</label>
  <div class="buttons"><button type="button" data-dismiss>Not yet</button><button type="button" class="main" id="ac-ok">Accept offer</button></div></div></div>`,
  `${COMMON}
var A = app(query.get('id') || 'A101') || app('A101');
var D = ${JSON.stringify(DETAILS)}[A.id] || { interviews: [], notes: [], checklist: [false, false, false, false, false], recruiter: null };
window.interviews = D.interviews.map(function (i, n) { return { id: 'I' + (n + 1), date: i[0], time: i[1], type: i[2], with: i[3], outcome: i[4] }; });
window.notes = D.notes.map(function (x, n) { return { id: 'N' + (n + 1), text: x[0], date: x[1] }; });
window.checklist = D.checklist.slice(); window.calendar = null; window.counter = null; window.reminder = null; window.calls = [];
document.title = A.role + ' at ' + A.company + ' - Applytrack';
$('#crumb').textContent = A.company; $('#title').textContent = A.role;
$('#meta').textContent = A.company + ' · ' + A.where + ' · ' + A.salary + ' · ' + (A.applied ? 'Applied ' + fmt(A.applied) : 'Not applied yet');
$('#jd-text').textContent = "You'll build " + A.company + "'s customer-facing web app in React and TypeScript with a small product team. You have 5 years of frontend experience and care about accessibility. " + A.salary + '.';
$('#offer').hidden = A.stage !== 'Offer';
$('#excite').dataset.value = A.id === 'A101' ? '4' : '0';
$$('#excite [role=radio]').forEach(function (s) { var on = Number(s.dataset.n) <= Number($('#excite').dataset.value); s.classList.toggle('on', on); s.setAttribute('aria-checked', String(Number(s.dataset.n) === Number($('#excite').dataset.value))); });
$('#excite').addEventListener('rated', function (e) { window.excitement = e.detail; toast('Excitement saved'); });
function head() {
  $('#stage-tag').textContent = A.stage;
  var i = STAGES.indexOf(A.stage);
  $('#adv').hidden = i < 0 || i === STAGES.length - 1; if (i >= 0 && i < STAGES.length - 1) $('#adv').textContent = 'Move to ' + STAGES[i + 1];
  $('#rej').disabled = A.stage === 'Rejected' || A.stage === 'Offer accepted';
}
function ivRows() {
  $('#iv-body').innerHTML = window.interviews.map(function (v) {
    var out = v.outcome || v.date < '2027-03-10' ? (v.outcome || '—') : '<select class="outcome" aria-label="Outcome of the ' + fmt(v.date) + ' interview"><option value="">Not yet</option><option>Passed</option><option>Failed</option><option>I withdrew</option></select>';
    return '<tr data-id="' + v.id + '"><td>' + fmtDay(v.date) + '</td><td>' + v.time + '</td><td>' + v.type + '</td><td>' + v.with + '</td><td>' + out + '</td><td><button type="button" class="cal">Add to calendar</button></td></tr>';
  }).join('');
  $('#iv-none').hidden = window.interviews.length > 0; $('#n-iv').textContent = String(window.interviews.length);
}
function noteRows() {
  $('#notes').innerHTML = window.notes.map(function (n) {
    return '<li class="card" data-id="' + n.id + '"><p class="text" style="margin:0">' + n.text + '</p><div class="line"><span class="note">' + n.date + '</span><button type="button" class="edit" style="margin-left:auto">Edit</button><button type="button" class="del">Delete</button></div></li>';
  }).join('') || '<li class="note">No notes yet.</li>';
  $('#n-notes').textContent = String(window.notes.length);
}
function prep() {
  $$('#prep input').forEach(function (c, i) { c.checked = window.checklist[i]; });
  $('#prep-n').textContent = window.checklist.filter(Boolean).length + ' of 5 done';
}
$('#adv').addEventListener('click', function () {
  var open = window.interviews.filter(function (v) { return !v.outcome; })[0];
  if (A.stage === 'Interviewing' && open) { $('#app-err').textContent = 'Add the outcome of the ' + fmt(open.date) + ' interview before moving to Offer'; return; }
  $('#app-err').textContent = ''; A.stage = STAGES[STAGES.indexOf(A.stage) + 1]; window.stageMoved = A.stage; head(); toast('Moved to ' + A.stage);
});
$('#rej').addEventListener('click', function () { $('#rj-h').textContent = 'Mark ' + A.role + ' at ' + A.company + ' as rejected?'; showDialog('dlg-rej'); });
$('#rj-ok').addEventListener('click', function () { A.stage = 'Rejected'; window.rejected = $('#rj-why').value || 'unknown'; hideDialog('dlg-rej'); head(); toast('Marked as rejected'); });
$('#iv-body').addEventListener('change', function (e) {
  if (!e.target.closest('.outcome')) return;
  var v = window.interviews.filter(function (x) { return x.id === e.target.closest('tr').dataset.id; })[0]; v.outcome = e.target.value; toast('Outcome saved');
});
$('#iv-body').addEventListener('click', function (e) {
  if (!e.target.closest('.cal')) return;
  var v = window.interviews.filter(function (x) { return x.id === e.target.closest('tr').dataset.id; })[0]; window.calendar = v.id; toast('Added the ' + fmt(v.date) + ' interview to your calendar');
});
$('#iv-add').addEventListener('click', function () {
  var d = $('#iv-date').value, t = $('#iv-time').value, ty = $('input[name=iv-type]:checked'), e = '';
  if (!d) e = 'Choose a date';
  else if (d < '2027-03-10') e = 'Pick a date from today onwards';
  else if (window.interviews.some(function (v) { return v.date === d && v.time === t; })) e = 'You already have an interview at ' + t + ' on ' + fmt(d);
  else if (!ty) e = 'Choose the interview type';
  $('#iv-err').textContent = e; if (e) return;
  window.interviews.push({ id: 'I' + (window.interviews.length + 1), date: d, time: t, type: ty.value, with: $('#iv-with').value.trim() || 'Not known yet', outcome: '' });
  ivRows(); $('#iv-date').value = ''; $('#iv-with').value = ''; ty.checked = false; toast('Interview scheduled for ' + fmtDay(d) + ' at ' + t);
});
$('#note-text').addEventListener('input', function () { var n = this.value.length; $('#note-count').textContent = n + ' / 280'; $('#note-add').disabled = !this.value.trim(); $('#note-err').textContent = ''; });
$('#note-add').addEventListener('click', function () {
  var t = $('#note-text').value.trim();
  if (t.length > 280) { $('#note-err').textContent = 'Notes can be up to 280 characters'; return; }
  window.notes.push({ id: 'N' + (window.notes.length + 10), text: t, date: '10 Mar 2027' }); $('#note-text').value = ''; $('#note-count').textContent = '0 / 280'; this.disabled = true; noteRows(); toast('Note added');
});
$('#notes').addEventListener('click', function (e) {
  var li = e.target.closest('li[data-id]'); if (!li) return;
  var n = window.notes.filter(function (x) { return x.id === li.dataset.id; })[0];
  if (e.target.closest('.del')) { window.notes = window.notes.filter(function (x) { return x !== n; }); noteRows(); toast('Note deleted'); }
  if (e.target.closest('.edit')) { $('.text', li).outerHTML = '<textarea class="text" rows="2" style="width:100%" aria-label="Edit note">' + n.text + '</textarea>'; e.target.outerHTML = '<button type="button" class="save-note" style="margin-left:auto">Save</button>'; }
  if (e.target.closest('.save-note')) { n.text = $('textarea', li).value.trim(); noteRows(); toast('Note updated'); }
});
$('#prep').addEventListener('change', function () {
  window.checklist = $$('#prep input').map(function (c) { return c.checked; }); prep(); $('#prep-saved').textContent = 'Saving…';
  setTimeout(function () { $('#prep-saved').textContent = 'Saved'; window.prepSaved = window.checklist.slice(); }, 400);
});
$('#cv-ver').addEventListener('change', function () { window.cv = this.value; });
$('#fu-on').addEventListener('flip', function () { var on = this.getAttribute('aria-checked') === 'true'; $('#fu-when').disabled = !on; window.reminder = on ? Number($('#fu-when').value) : null; remind(); });
$('#fu-when').addEventListener('change', function () { window.reminder = Number(this.value); remind(); });
function remind() {
  if (window.reminder === null) { $('#fu-msg').textContent = ''; return; }
  var t = new Date(new Date('2027-03-10T12:00:00').getTime() + window.reminder * 86400000);
  $('#fu-msg').textContent = "We'll remind you on " + DAYS[t.getDay()] + ' ' + t.getDate() + ' ' + MON[t.getMonth()] + ' 2027';
}
$('#of-accept').addEventListener('click', function () { showDialog('dlg-accept'); });
$('#ac-ok').addEventListener('click', function () { A.stage = 'Offer accepted'; window.accepted = { archive: $('#ac-archive').checked }; hideDialog('dlg-accept'); head(); $('#of-text').textContent = 'You accepted this offer on 10 March 2027.'; toast('Offer accepted. Congratulations!'); });
$('#of-decline').addEventListener('click', function () { window.declined = true; A.stage = 'Offer declined'; head(); toast('Offer declined'); });
$('#of-send').addEventListener('click', function () {
  var v = Number($('#of-counter').value);
  if (!v || v <= 58000) { $('#app-err').textContent = 'A counter-offer must be more than £58,000'; return; }
  $('#app-err').textContent = ''; window.counter = v; toast('Counter-offer of £' + v.toLocaleString('en-GB') + ' sent to ' + A.company);
});
customElements.define('recruiter-card', class extends HTMLElement {
  connectedCallback() {
    var r = D.recruiter, root = this.attachShadow({ mode: 'open' });
    if (!r) { root.innerHTML = '<p>No recruiter contact yet.</p>'; return; }
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}button,input{font:inherit;padding:4px 10px}h2{margin:0 0 4px;font-size:16px}</style>' +
      '<h2>Recruiter</h2><p><strong id="rc-name">' + r[0] + '</strong><br>' + r[1] + '<br><a href="mailto:' + r[2] + '">' + r[2] + '</a></p>' +
      '<button type="button" id="copy">Copy email</button> <button type="button" id="log">Log a call</button>' +
      '<div id="call" hidden><input id="call-text" placeholder="What did you talk about?"> <button type="button" id="call-save">Save call</button></div>' +
      '<ul id="calls"><li>Call on 2 Mar 2027: intro and salary</li></ul>';
    var $r = function (s) { return root.querySelector(s); };
    $r('#copy').addEventListener('click', function () { window.copied = r[2]; this.textContent = 'Copied'; });
    $r('#log').addEventListener('click', function () { $r('#call').hidden = false; $r('#call-text').focus(); });
    $r('#call-save').addEventListener('click', function () {
      var t = $r('#call-text').value.trim(); if (!t) return;
      window.calls.push(t); $r('#calls').insertAdjacentHTML('beforeend', '<li>Call on 10 Mar 2027: ' + t + '</li>'); $r('#call-text').value = ''; $r('#call').hidden = true;
    });
  }
});
head(); ivRows(); noteRows(); prep();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const jobsApp: CorpusApp = {
  name: 'jobs',
  description:
    'Applytrack job-application tracker: a board of twelve applications five to a page with sortable headers, numbered pages, a placeholder-only search that filters half a second after typing, a stage filter applied on change, Open and a "More actions" menu in every row (next stage, archive refused while an offer is open, delete with a confirmation), an Add application dialog (Save disabled until ready, salary slider, remote switch, duplicates refused by the server after a delay), a monthly goal refused outside 1 to 40, a slow sync; an application page with stage buttons (a move refused while an interview has no outcome), an excitement star rating, tabs (interviews with a schedule form refusing past dates and clashes, notes with Edit and Delete each and a 280-character limit, a checklist saved on change, a CV preview in an iframe), a recruiter card in a shadow root, a follow-up reminder switch, accordions, and an offer with a counter-offer.',
  routes: {
    '/jobs/board': () => boardPage,
    '/jobs/app': () => appPage,
    '/jobs/api/duplicate': (req) => {
      const company = (req.url.searchParams.get('company') ?? '').toLowerCase();
      const role = (req.url.searchParams.get('role') ?? '').toLowerCase();
      const found = APPS.find((a) => a[1]!.toLowerCase() === company && a[2]!.toLowerCase() === role);
      return {
        delayMs: 700,
        json: found ? { duplicate: true, company: found[1], role: found[2] } : { duplicate: false },
      };
    },
  },
};
