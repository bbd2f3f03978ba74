/**
 * Halden University module registration for a second-year student: a module table five to a page (a search box, a
 * department select, a places switch, Details and Add in every row, full modules with a waitlist), additions the app
 * refuses (timetable clashes, a missing prerequisite, a first-year module, more than 60 credits), a registration
 * summary with Drop buttons (one compulsory, a confirmation), a submit that needs exactly 60 credits, a details dialog
 * and a message form to a module leader (a subject select, a reply-by date that must be in the future). State comes
 * from the query string (`?add=CS2050,MA2033&page=2&tab=msg`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';

// code, title, department, credits, slot, places, level, prerequisite, leader, assessment
const MODULES = [
  [
    'CS2041',
    'Databases',
    'Computer Science',
    15,
    'Mon 10:00',
    12,
    5,
    '',
    'Dr Lena Fischer',
    'Exam 60%, coursework 40%',
  ],
  ['CS2050', 'Algorithms', 'Computer Science', 15, 'Tue 14:00', 4, 5, '', 'Prof. Ian Moss', 'Exam 100%'],
  ['CS2075', 'Web Development', 'Computer Science', 15, 'Wed 09:00', 0, 5, '', 'Dr Rosa Diaz', 'Coursework 100%'],
  [
    'CS2090',
    'Software Engineering Project',
    'Computer Science',
    15,
    'Thu 09:00',
    30,
    5,
    '',
    'Dr Amara Okafor',
    'Group project 100%',
  ],
  [
    'CS3010',
    'Machine Learning',
    'Computer Science',
    30,
    'Thu 11:00',
    8,
    6,
    'MA2010',
    'Dr Yusuf Khan',
    'Exam 50%, coursework 50%',
  ],
  ['MA2010', 'Linear Algebra', 'Mathematics', 15, 'Mon 10:00', 20, 5, '', 'Dr Helen Park', 'Exam 80%, tests 20%'],
  ['MA2033', 'Statistics', 'Mathematics', 15, 'Fri 13:00', 6, 5, '', 'Dr Sam Lowe', 'Exam 70%, coursework 30%'],
  ['HI2004', 'Modern Europe', 'History', 15, 'Tue 14:00', 15, 5, '', 'Prof. Clara Voss', 'Essay 100%'],
  ['HI2110', 'Public History', 'History', 15, 'Thu 16:00', 2, 5, '', 'Dr Joe Briggs', 'Portfolio 100%'],
  ['MU1002', 'Music Theory', 'Music', 15, 'Wed 15:00', 9, 4, '', 'Ms Ana Ruiz', 'Exam 50%, coursework 50%'],
  ['MU2020', 'Film Music', 'Music', 15, 'Fri 10:00', 1, 5, '', 'Dr Tim Hale', 'Composition 100%'],
] as const;

const dialogs = `<div class="shade" id="dlg-info" hidden><div role="dialog" aria-modal="true" aria-labelledby="in-h"><h2 id="in-h"></h2><dl class="pairs" id="in-body"></dl>
  <div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>
<div class="shade" id="dlg-drop" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dr-h"><h2 id="dr-h"></h2><p>You can add it again while it has places.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep module</button><button type="button" class="warn" id="dr-ok">Drop module</button></div></div></div>
<div class="shade" id="dlg-submit" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="sb-h"><h2 id="sb-h">Submit your registration?</h2><p>Your personal tutor will approve it. You cannot change modules after that without their agreement.</p>
  <div class="buttons"><button type="button" data-dismiss>Go back</button><button type="button" class="main" id="sb-ok">Yes, submit</button></div></div></div>`;

const coursesPage = doc(
  'Module registration - Halden University',
  `<header class="bar"><span class="logo">Halden University</span><nav aria-label="Main"><a href="/courses/register">Registration</a><a href="#timetable">Timetable</a></nav><span>Tomás Varga · 2214587</span></header>
<main style="display:grid;grid-template-columns:1fr 320px;gap:16px;align-items:start;max-width:1240px">
<div>
  <h1>Module registration, spring term 2027</h1>
  <p class="note">BSc Computer Science, year 2. Registration closes on Fri 19 March 2027.</p>
  <div role="tablist" aria-label="Registration"><button type="button" role="tab" id="t-mod" aria-controls="p-mod" aria-selected="true">Modules</button><button type="button" role="tab" id="t-msg" aria-controls="p-msg" aria-selected="false">Message a module leader</button></div>
  <section id="p-mod" role="tabpanel" aria-labelledby="t-mod">
    <div class="line"><input type="search" id="find" placeholder="Search by code or title" aria-label="Search modules">
      <label for="dept">Department</label><select id="dept"><option value="">All departments</option><option>Computer Science</option><option>Mathematics</option><option>History</option><option>Music</option></select>
      <span class="line"><button type="button" role="switch" id="sw-places" aria-checked="false" aria-labelledby="l-places"></button><span id="l-places">Only modules with places</span></span></div>
    <p id="add-err" class="err" role="alert"></p>
    <table><thead><tr><th>Code</th><th>Title</th><th>Credits</th><th>Timetable</th><th>Places</th><th><span class="note">Actions</span></th></tr></thead><tbody id="mods"></tbody></table>
    <nav class="pager" aria-label="Module pages"><button type="button" id="m-prev" aria-label="Previous page">‹</button><span id="m-page"></span><button type="button" id="m-next" aria-label="Next page">›</button></nav>
  </section>
  <section id="p-msg" role="tabpanel" aria-labelledby="t-msg" hidden>
    <form id="msg" class="box" novalidate>
      <div class="field"><label for="mg-mod">Module</label><select id="mg-mod"><option value="">Choose a module</option></select></div>
      <div class="field"><label for="mg-subj">Subject</label><input id="mg-subj" style="width:320px"></div>
      <div class="field"><label for="mg-text">Message</label><textarea id="mg-text" rows="4" style="width:100%" placeholder="Write your question"></textarea></div>
      <div class="field"><label for="mg-by">Reply needed by</label><input type="date" id="mg-by"></div>
      <label><input type="checkbox" id="mg-cc"> Copy my personal tutor</label>
      <ul class="err" id="mg-errs"></ul>
      <button type="submit" class="main">Send message</button></form>
    <p id="mg-done" class="good" role="status" hidden></p>
  </section>
</div>
<aside class="box" aria-labelledby="my-h"><h2 id="my-h">My modules</h2><p id="credits"></p><ul id="mine"></ul>
  <p class="err" id="sub-err" role="alert"></p><p id="sub-status" class="good"></p>
  <button type="button" class="main" id="submit">Submit registration</button></aside>
</main>${dialogs}`,
  `
var MODULES = ${JSON.stringify(MODULES)};
window.registered = ['CS2041', 'CS2090'].concat((query.get('add') || '').split(',').filter(Boolean));
window.waitlisted = []; window.submitted = false; window.sent = null;
window.modPage = Number(query.get('page') || 1);
var dropping = null;
function mod(code) { return MODULES.filter(function (m) { return m[0] === code; })[0]; }
function credits() { return window.registered.reduce(function (s, c) { return s + mod(c)[3]; }, 0); }
function shown() {
  var f = $('#find').value.trim().toLowerCase(), d = $('#dept').value, p = $('#sw-places').getAttribute('aria-checked') === 'true';
  return MODULES.filter(function (m) { return (!f || (m[0] + ' ' + m[1]).toLowerCase().indexOf(f) >= 0) && (!d || m[2] === d) && (!p || m[5] > 0); });
}
function table() {
  var list = shown(), pages = Math.max(1, Math.ceil(list.length / 5));
  if (window.modPage > pages) window.modPage = pages;
  $('#mods').innerHTML = list.slice((window.modPage - 1) * 5, window.modPage * 5).map(function (m) {
    var act = window.registered.indexOf(m[0]) >= 0 ? '<button type="button" disabled>Added</button>' : window.waitlisted.indexOf(m[0]) >= 0 ? '<button type="button" disabled>On waitlist</button>' : m[5] === 0 ? '<button type="button" class="wait">Join waitlist</button>' : '<button type="button" class="add">Add</button>';
    return '<tr data-code="' + m[0] + '"><th scope="row">' + m[0] + '</th><td>' + m[1] + '</td><td>' + m[3] + '</td><td>' + m[4] + '</td><td>' + (m[5] ? m[5] + ' left' : 'Full') + '</td><td><button type="button" class="info">Details</button> ' + act + '</td></tr>';
  }).join('') || '<tr><td colspan="6">No modules match your search.</td></tr>';
  $('#m-page').textContent = 'Page ' + window.modPage + ' of ' + pages;
  $('#m-prev').disabled = window.modPage === 1; $('#m-next').disabled = window.modPage === pages;
}
function mine() {
  $('#credits').textContent = credits() + ' of 60 credits chosen';
  $('#mine').innerHTML = window.registered.map(function (c) {
    var m = mod(c);
    return '<li data-code="' + c + '">' + c + ' ' + m[1] + ' (' + m[3] + ' credits, ' + m[4] + ') ' + (c === 'CS2090' ? '<span class="tag">Compulsory</span> <button type="button" class="drop" disabled>Drop</button>' : '<button type="button" class="drop">Drop</button>') + '</li>';
  }).join('');
  $('#mg-mod').innerHTML = '<option value="">Choose a module</option>' + window.registered.map(function (c) { return '<option value="' + c + '">' + c + ' ' + mod(c)[1] + '</option>'; }).join('');
}
function refresh() { table(); mine(); }
$('#find').addEventListener('input', function () { window.modPage = 1; table(); });
$('#dept').addEventListener('change', function () { window.modPage = 1; table(); });
$('#sw-places').addEventListener('flip', function () { window.modPage = 1; table(); });
$('#m-prev').addEventListener('click', function () { window.modPage--; table(); });
$('#m-next').addEventListener('click', function () { window.modPage++; table(); });
function refuse(m) {
  var clash = window.registered.filter(function (c) { return mod(c)[4] === m[4]; })[0];
  if (clash) return m[0] + ' clashes with ' + clash + ' ' + mod(clash)[1] + ' (' + m[4] + ')';
  if (m[7] && window.registered.indexOf(m[7]) < 0) return 'You need ' + m[7] + ' ' + mod(m[7])[1] + ' before you can take ' + m[0];
  if (m[6] === 4) return m[0] + ' is a level 4 module and is not open to second-year students';
  if (credits() + m[3] > 60) return 'Adding ' + m[0] + ' would take you to ' + (credits() + m[3]) + ' credits. The most you can take is 60.';
  return '';
}
$('#mods').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-code]'); if (!tr) return;
  var m = mod(tr.dataset.code);
  if (e.target.closest('.info')) {
    $('#in-h').textContent = m[0] + ' ' + m[1];
    $('#in-body').innerHTML = '<dt>Module leader</dt><dd>' + m[8] + '</dd><dt>Assessment</dt><dd>' + m[9] + '</dd><dt>Credits</dt><dd>' + m[3] + '</dd><dt>Prerequisite</dt><dd>' + (m[7] || 'None') + '</dd>';
    showDialog('dlg-info');
  }
  if (e.target.closest('.wait')) { window.waitlisted.push(m[0]); table(); toast('You are 3rd on the waitlist for ' + m[0]); }
  if (e.target.closest('.add')) {
    var why = refuse(m);
    $('#add-err').textContent = why;
    if (why) return;
    window.registered.push(m[0]); window.submitted = false; $('#sub-status').textContent = ''; refresh();
    toast(m[0] + ' ' + m[1] + ' added');
  }
});
$('#mine').addEventListener('click', function (e) {
  var b = e.target.closest('.drop'); if (!b || b.disabled) return;
  dropping = b.closest('li').dataset.code;
  $('#dr-h').textContent = 'Drop ' + dropping + ' ' + mod(dropping)[1] + '?';
  showDialog('dlg-drop');
});
$('#dr-ok').addEventListener('click', function () {
  window.registered = window.registered.filter(function (c) { return c !== dropping; });
  hideDialog('dlg-drop'); refresh(); toast(dropping + ' dropped');
});
$('#submit').addEventListener('click', function () {
  var n = credits();
  $('#sub-err').textContent = n === 60 ? '' : 'You need exactly 60 credits to submit. You have ' + n + '.';
  if (n === 60) showDialog('dlg-submit');
});
$('#sb-ok').addEventListener('click', function () { window.submitted = true; hideDialog('dlg-submit'); $('#sub-status').textContent = 'Submitted for approval by your tutor, Dr Amara Okafor.'; toast('Registration submitted'); });
$('#msg').addEventListener('submit', function (e) {
  e.preventDefault();
  var errs = [], by = $('#mg-by').value;
  if (!$('#mg-mod').value) errs.push('Choose a module');
  if (!$('#mg-subj').value.trim()) errs.push('Enter a subject');
  if (!$('#mg-text').value.trim()) errs.push('Write a message');
  if (by && by <= '2027-03-10') errs.push('The reply-by date must be in the future');
  $('#mg-errs').innerHTML = errs.map(function (t) { return '<li>' + t + '</li>'; }).join('');
  if (errs.length) return;
  var m = mod($('#mg-mod').value);
  window.sent = { module: m[0], subject: $('#mg-subj').value.trim(), text: $('#mg-text').value.trim(), by: by, cc: $('#mg-cc').checked };
  $('#msg').hidden = true; $('#mg-done').hidden = false; $('#mg-done').textContent = 'Message sent to ' + m[8] + '. They usually reply within 2 working days.';
});
refresh();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const coursesApp: CorpusApp = {
  name: 'courses',
  description:
    'Halden University module registration: a module table five to a page with a search box, a department select and a places switch, Details and Add in every row, full modules with a waitlist, additions refused for a timetable clash, a missing prerequisite, a first-year module or more than 60 credits, a summary of chosen modules with Drop buttons (one compulsory and disabled, a confirmation), a submit that needs exactly 60 credits and a confirmation, a details dialog, and a message form to a module leader with errors and a reply-by date that must be in the future.',
  routes: {
    '/courses/register': () => coursesPage,
  },
};
