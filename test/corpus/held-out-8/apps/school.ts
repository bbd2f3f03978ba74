/**
 * Brookfield Primary's parent portal: a child switcher menu, a messages badge, tabs (Overview, Homework, Attendance,
 * Messages); summary figures, a trip-permission switch, events with the same "Add to calendar" button, a term-dates
 * accordion and school payments in an iframe; a homework table in pages with a subject filter and "Mark as done" in
 * every row (done rows disabled); attendance figures; messages with the same Reply and "Mark as read" buttons and a
 * reply dialog whose Send waits for text. An absence form with three fieldsets, a child select, dates, reason radios,
 * placeholder-only fields and validation errors.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

interface Homework {
  subject: string;
  task: string;
  due: string;
  done: boolean;
}

interface Child {
  id: string;
  name: string;
  first: string;
  year: string;
  attendance: string;
  due: number;
  lunch: string;
  present: number;
  absent: number;
  late: number;
  homework: Homework[];
}

const CHILDREN: Child[] = [
  {
    id: 'maya',
    name: 'Maya Okafor',
    first: 'Maya',
    year: 'Year 4',
    attendance: '96%',
    due: 2,
    lunch: '£4.60',
    present: 48,
    absent: 2,
    late: 1,
    homework: [
      { subject: 'Maths', task: 'Times tables practice (7s and 8s)', due: '13 Mar', done: false },
      { subject: 'English', task: 'Book review: The Iron Man', due: '14 Mar', done: false },
      { subject: 'Science', task: 'Label the parts of a plant', due: '10 Mar', done: true },
      { subject: 'History', task: 'Roman Britain timeline', due: '17 Mar', done: false },
      { subject: 'Maths', task: 'Fractions worksheet', due: '20 Mar', done: false },
      { subject: 'English', task: 'Spelling list 12', due: '7 Mar', done: true },
      { subject: 'Science', task: 'Magnet experiment write-up', due: '24 Mar', done: false },
    ],
  },
  {
    id: 'theo',
    name: 'Theo Okafor',
    first: 'Theo',
    year: 'Year 1',
    attendance: '91%',
    due: 2,
    lunch: '£11.20',
    present: 45,
    absent: 4,
    late: 3,
    homework: [
      { subject: 'Reading', task: 'Read with an adult 3 times', due: '14 Mar', done: false },
      { subject: 'Maths', task: 'Counting in 2s', due: '15 Mar', done: false },
      { subject: 'Phonics', task: "Sound cards 'ch' and 'sh'", due: '12 Mar', done: true },
    ],
  },
];

const PAYMENTS = `<!doctype html><html><body style="font:13px system-ui;margin:8px">
<h3 style="margin:0 0 6px">School payments</h3>
<p>Lunch balance: <b id="bal">£4.60</b></p>
<label for="amt">Top-up amount (£)</label> <input id="amt" type="number" min="5" max="50" style="width:80px">
<button type="button" id="pay">Pay now</button>
<p id="msg" role="status"></p>
<script>
var bal = 4.6;
document.getElementById('pay').onclick = function () {
  var v = Number(document.getElementById('amt').value);
  var m = document.getElementById('msg');
  if (!v || v < 5 || v > 50) { m.textContent = 'Enter an amount between £5 and £50'; m.style.color = '#b0261a'; return; }
  bal += v;
  document.getElementById('bal').textContent = '£' + bal.toFixed(2);
  m.style.color = '#16723a';
  m.textContent = 'Payment of £' + v.toFixed(2) + ' received. New balance £' + bal.toFixed(2) + '.';
};
</script></body></html>`;

const MESSAGES = [
  { from: 'Mr Hughes (Class teacher)', subject: "Maya's reading progress", date: '10 Mar', unread: true },
  { from: 'School office', subject: 'Science Museum trip: permission needed', date: '9 Mar', unread: true },
  { from: 'Mrs Patel (Head teacher)', subject: 'Newsletter: March', date: '7 Mar', unread: true },
  { from: 'School office', subject: "Parents' evening bookings open", date: '1 Mar', unread: false },
  { from: 'Mr Hughes (Class teacher)', subject: 'Well done this week!', date: '24 Feb', unread: false },
];

const home = doc(
  'Parent portal · Brookfield Primary',
  `<header class="bar">
  <span class="logo">Brookfield Primary</span>
  <span class="pop">
    <button type="button" id="child-switch" aria-haspopup="menu" aria-controls="child-menu" aria-expanded="false">Viewing: <span id="child-name">Maya Okafor</span> ▾</button>
    <div role="menu" id="child-menu" hidden>
      <button type="button" role="menuitem" data-child="maya">Maya Okafor (Year 4)</button>
      <button type="button" role="menuitem" data-child="theo">Theo Okafor (Year 1)</button>
    </div>
  </span>
  <button type="button" id="msg-link">Messages <span class="count" id="msg-count">3</span></button>
  <span>Grace Okafor</span>
</header>
<main>
  <h1 id="title">Maya's overview</h1>
  <div role="tablist" aria-label="Sections">
    <button type="button" role="tab" id="tab-overview" aria-controls="p-overview" aria-selected="true">Overview</button>
    <button type="button" role="tab" id="tab-homework" aria-controls="p-homework" aria-selected="false">Homework</button>
    <button type="button" role="tab" id="tab-attendance" aria-controls="p-attendance" aria-selected="false">Attendance</button>
    <button type="button" role="tab" id="tab-messages" aria-controls="p-messages" aria-selected="false">Messages</button>
  </div>
  <section id="p-overview" role="tabpanel" aria-labelledby="tab-overview">
    <div class="grid">
      <div class="card" id="sum-attendance"><h3>Attendance this term</h3><p class="big" id="v-attendance">96%</p></div>
      <div class="card" id="sum-due"><h3>Homework due this week</h3><p class="big" id="v-due">2</p></div>
      <div class="card" id="sum-lunch"><h3>Lunch balance</h3><p class="big" id="v-lunch">£4.60</p></div>
    </div>
    <section class="box" id="trip" aria-labelledby="trip-title">
      <h2 id="trip-title">Year 4 trip: Science Museum, 21 March 2027</h2>
      <p>Cost £12.50 per child. Coach leaves at 8:45 and returns by 3:30.</p>
      <div class="line"><span id="perm-label">I give permission for Maya to attend</span><button type="button" role="switch" id="perm" aria-checked="false" aria-labelledby="perm-label"></button></div>
      <p id="perm-status">Permission not yet given</p>
    </section>
    <section class="box" id="no-trip" hidden><h2>Trips</h2><p>No trips need your permission.</p></section>
    <section class="box" aria-labelledby="events-title">
      <h2 id="events-title">Upcoming events</h2>
      <ul id="events">
        <li><strong>Parents' evening</strong> · 18 March 2027, 16:00–19:00 <button type="button" class="cal">Add to calendar</button></li>
        <li><strong>Science Museum trip</strong> · 21 March 2027 <button type="button" class="cal">Add to calendar</button></li>
        <li><strong>Easter fair</strong> · 28 March 2027, 14:00 <button type="button" class="cal">Add to calendar</button></li>
      </ul>
    </section>
    <section class="box">
      <h2>Term dates</h2>
      <div><button type="button" data-acc aria-expanded="false" aria-controls="t1">Spring term 2027</button><p id="t1" hidden>Wednesday 6 January to Friday 2 April. Half term: 15 to 19 February.</p></div>
      <div><button type="button" data-acc aria-expanded="false" aria-controls="t2">Summer term 2027</button><p id="t2" hidden>Tuesday 20 April to Wednesday 21 July. Half term: 31 May to 4 June.</p></div>
      <div><button type="button" data-acc aria-expanded="false" aria-controls="t3">INSET days</button><p id="t3" hidden>School is closed to pupils on 24 February, 19 April and 22 July.</p></div>
    </section>
    <section class="box"><h2>Top up lunch money</h2>${frame('School payments', PAYMENTS, 170)}</section>
  </section>
  <section id="p-homework" role="tabpanel" aria-labelledby="tab-homework" hidden>
    <div class="line">
      <div class="field"><label for="subject">Subject</label><select id="subject"><option value="">All subjects</option></select></div>
      <p id="hw-summary" style="margin-left:auto"></p>
    </div>
    <table aria-label="Homework">
      <thead><tr><th>Subject</th><th>Task</th><th>Due</th><th>Status</th><th>Actions</th></tr></thead>
      <tbody id="hw-rows"></tbody>
    </table>
    <div class="pager"><button type="button" id="prev">Previous</button><span id="page-label"></span><button type="button" id="next">Next</button></div>
  </section>
  <section id="p-attendance" role="tabpanel" aria-labelledby="tab-attendance" hidden>
    <p id="att-line"></p>
    <table aria-label="Absences">
      <thead><tr><th>Date</th><th>Type</th><th>Reason</th><th>Status</th></tr></thead>
      <tbody id="att-rows"></tbody>
    </table>
    <p><a class="button main" id="report" href="/school/absence?child=maya">Report an absence</a></p>
  </section>
  <section id="p-messages" role="tabpanel" aria-labelledby="tab-messages" hidden>
    <h2>Messages</h2>
    <div id="messages">${MESSAGES.map(
      (m, i) => `<article class="card msg${m.unread ? ' unread' : ''}" id="msg-${i + 1}">
      <h3${m.unread ? ' style="font-weight:800"' : ' style="font-weight:400"'}>${m.subject}</h3>
      <p class="note">From ${m.from} · ${m.date}${m.unread ? ' · <span class="tag new">New</span>' : ''}</p>
      <div class="line"><button type="button" class="reply">Reply</button>${m.unread ? ' <button type="button" class="read">Mark as read</button>' : ''}</div>
    </article>`,
    ).join('')}</div>
  </section>
</main>
<div class="shade" id="reply-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="reply-title">
    <h2 id="reply-title">Reply</h2>
    <div class="field"><label for="reply-text">Your reply</label><textarea id="reply-text" rows="4" style="width:100%"></textarea></div>
    <div class="buttons"><button type="button" data-dismiss>Discard</button><button type="button" class="main" id="send" disabled>Send</button></div>
  </div>
</div>`,
  `
var children = ${JSON.stringify(CHILDREN)};
var child = children.filter(function (c) { return c.id === query.get('child'); })[0] || children[0];
var page = Number(query.get('page') || 1);
var replyTo = null;
window.sent = [];
function renderChild() {
  $('#child-name').textContent = child.name;
  $('#title').textContent = child.first + "'s overview";
  $('#v-attendance').textContent = child.attendance;
  $('#v-due').textContent = String(child.due);
  $('#v-lunch').textContent = child.lunch;
  $('#trip').hidden = child.id !== 'maya';
  $('#no-trip').hidden = child.id === 'maya';
  $('#att-line').textContent = 'Present ' + child.present + ' days · Absent ' + child.absent + ' days · Late ' + child.late + (child.late === 1 ? ' time' : ' times');
  $('#report').href = '/school/absence?child=' + child.id;
  var att = child.id === 'maya'
    ? [['3 Feb 2027', 'Absence', 'Illness', 'Authorised'], ['4 Feb 2027', 'Absence', 'Illness', 'Authorised'], ['12 Jan 2027', 'Late (9:20)', 'Traffic', 'Recorded']]
    : [['18 Jan 2027', 'Absence', 'Illness', 'Authorised'], ['19 Jan 2027', 'Absence', 'Illness', 'Authorised'], ['20 Jan 2027', 'Absence', 'Illness', 'Authorised'], ['8 Feb 2027', 'Absence', 'Holiday', 'Unauthorised']];
  $('#att-rows').innerHTML = att.map(function (r) { return '<tr><td>' + r.join('</td><td>') + '</td></tr>'; }).join('');
  var subjects = [];
  child.homework.forEach(function (h) { if (subjects.indexOf(h.subject) < 0) subjects.push(h.subject); });
  $('#subject').innerHTML = '<option value="">All subjects</option>' + subjects.map(function (s) { return '<option>' + s + '</option>'; }).join('');
  renderHomework();
}
function visible() {
  var s = $('#subject').value;
  return child.homework.filter(function (h) { return !s || h.subject === s; });
}
function renderHomework() {
  var list = visible();
  var pages = Math.max(1, Math.ceil(list.length / 4));
  if (page > pages) page = pages;
  var rows = list.slice((page - 1) * 4, page * 4);
  $('#hw-rows').innerHTML = rows.map(function (h) {
    return '<tr><td>' + h.subject + '</td><td>' + h.task + '</td><td>' + h.due + '</td><td class="status">' + (h.done ? 'Done' : 'To do') + '</td><td><button type="button" class="done"' + (h.done ? ' disabled' : '') + '>Mark as done</button> <button type="button" class="view">View</button></td></tr>';
  }).join('');
  var todo = child.homework.filter(function (h) { return !h.done; }).length;
  $('#hw-summary').textContent = todo + ' to do · ' + (child.homework.length - todo) + ' done';
  $('#page-label').textContent = 'Page ' + page + ' of ' + pages;
  $('#prev').disabled = page === 1;
  $('#next').disabled = page === pages;
  $$('#hw-rows tr').forEach(function (tr, i) {
    var h = rows[i];
    $('.done', tr).addEventListener('click', function () {
      h.done = true;
      renderHomework();
      toast('Marked as done: ' + h.task);
    });
    $('.view', tr).addEventListener('click', function () { toast(h.subject + ': ' + h.task + ' (due ' + h.due + ')'); });
  });
}
$('#subject').addEventListener('change', function () { page = 1; renderHomework(); });
$('#prev').addEventListener('click', function () { if (page > 1) { page--; renderHomework(); } });
$('#next').addEventListener('click', function () { page++; renderHomework(); });
$$('#child-menu [role=menuitem]').forEach(function (m) {
  m.addEventListener('click', function () {
    child = children.filter(function (c) { return c.id === m.dataset.child; })[0];
    page = 1;
    renderChild();
    closeMenus();
  });
});
$('#perm').addEventListener('flip', function () {
  var on = $('#perm').getAttribute('aria-checked') === 'true';
  $('#perm-status').textContent = on ? 'Permission given' : 'Permission not yet given';
  if (on) toast('Thank you. Permission given for the Science Museum trip.');
});
$$('.cal').forEach(function (b) {
  b.addEventListener('click', function () {
    b.textContent = 'Added';
    b.disabled = true;
    toast($('strong', b.parentNode).textContent + ' added to your calendar');
  });
});
function unread() { $('#msg-count').textContent = String($$('.msg.unread').length); $('#msg-count').hidden = $$('.msg.unread').length === 0; }
$$('.msg').forEach(function (m) {
  var r = $('.read', m);
  if (r) r.addEventListener('click', function () {
    m.classList.remove('unread');
    $('h3', m).style.fontWeight = '400';
    var tag = $('.new', m); if (tag) tag.remove();
    r.remove();
    unread();
  });
  $('.reply', m).addEventListener('click', function () {
    replyTo = m;
    $('#reply-title').textContent = 'Reply: ' + $('h3', m).textContent;
    $('#reply-text').value = '';
    $('#send').disabled = true;
    showDialog('reply-dialog');
  });
});
$('#reply-text').addEventListener('input', function () { $('#send').disabled = !$('#reply-text').value.trim(); });
$('#send').addEventListener('click', function () {
  var who = $('.note', replyTo).textContent.replace(/^From /, '').split(' · ')[0].replace(/ \\(.*\\)$/, '');
  window.sent.push({ to: who, text: $('#reply-text').value });
  hideDialog('reply-dialog');
  toast('Reply sent to ' + who);
});
$('#msg-link').addEventListener('click', function () { $('#tab-messages').click(); });
renderChild();
var tab = query.get('tab');
if (tab && document.getElementById('tab-' + tab)) document.getElementById('tab-' + tab).click();
`,
);

const absence = doc(
  'Report an absence · Brookfield Primary',
  `<header class="bar"><span class="logo">Brookfield Primary</span><nav><a href="/school/home">Parent portal</a></nav></header>
<main>
  <h1>Report an absence</h1>
  <div class="box err" id="summary" role="alert" hidden><h2 style="margin:0">There is a problem</h2><ul id="summary-list"></ul></div>
  <form id="absence" novalidate>
    <fieldset><legend>Child</legend>
      <div class="field"><label for="child">Child</label><select id="child"><option value="">Choose a child</option><option value="maya">Maya Okafor (Year 4)</option><option value="theo">Theo Okafor (Year 1)</option></select>
      <p class="err" id="e-child" hidden></p></div>
    </fieldset>
    <fieldset><legend>Absence</legend>
      <div class="line">
        <div class="field"><label for="first">First day of absence</label><input type="date" id="first"><p class="err" id="e-first" hidden></p></div>
        <div class="field"><label for="last">Last day of absence</label><input type="date" id="last"><p class="err" id="e-last" hidden></p></div>
      </div>
      <fieldset><legend>Reason</legend>
        <label><input type="radio" name="reason" value="Illness"> Illness</label>
        <label><input type="radio" name="reason" value="Medical appointment"> Medical appointment</label>
        <label><input type="radio" name="reason" value="Family emergency"> Family emergency</label>
        <label><input type="radio" name="reason" value="Other"> Other</label>
        <p class="err" id="e-reason" hidden></p>
      </fieldset>
      <div class="field"><textarea id="details" rows="3" style="width:100%" placeholder="Anything the class teacher should know?"></textarea></div>
    </fieldset>
    <fieldset><legend>Your details</legend>
      <div class="field"><label for="parent">Your name</label><input id="parent" value="Grace Okafor"></div>
      <div class="field"><input id="phone" type="tel" placeholder="Phone number"><p class="err" id="e-phone" hidden></p></div>
      <div class="field"><label><input type="checkbox" id="copy"> Email me a copy</label></div>
    </fieldset>
    <button type="submit" class="main">Send report</button> <a href="/school/home">Cancel</a>
  </form>
  <section class="box" id="done" hidden>
    <h2>Absence reported</h2>
    <p id="done-text"></p>
  </section>
</main>`,
  `
if (query.get('child')) $('#child').value = query.get('child');
function err(id, text) { var e = $('#e-' + id); e.textContent = text; e.hidden = !text; }
function fmt(v) {
  var d = new Date(v + 'T12:00:00');
  return d.getDate() + ' ' + ['January','February','March','April','May','June','July','August','September','October','November','December'][d.getMonth()];
}
$('#absence').addEventListener('submit', function (e) {
  e.preventDefault();
  var problems = [];
  var child = $('#child').value, first = $('#first').value, last = $('#last').value;
  var reason = $('input[name=reason]:checked');
  err('child', child ? '' : 'Choose which child is absent'); if (!child) problems.push('Choose which child is absent');
  err('first', first ? '' : 'Enter the first day of absence'); if (!first) problems.push('Enter the first day of absence');
  var badLast = first && last && last < first;
  err('last', badLast ? "The last day can't be before the first day" : ''); if (badLast) problems.push("The last day can't be before the first day");
  err('reason', reason ? '' : 'Choose a reason for the absence'); if (!reason) problems.push('Choose a reason for the absence');
  var phone = $('#phone').value.trim();
  err('phone', phone ? '' : 'Enter a phone number so the office can call you back'); if (!phone) problems.push('Enter a phone number so the office can call you back');
  $('#summary-list').innerHTML = problems.map(function (p) { return '<li>' + p + '</li>'; }).join('');
  $('#summary').hidden = problems.length === 0;
  if (problems.length) return;
  var name = $('#child').selectedOptions[0].textContent.replace(/ \\(.*\\)$/, '');
  window.report = { child: child, first: first, last: last || first, reason: reason.value, phone: phone, copy: $('#copy').checked, details: $('#details').value };
  $('#absence').hidden = true;
  $('#done').hidden = false;
  $('#done-text').textContent = 'Absence reported for ' + name + ', ' + fmt(first) + (last && last !== first ? ' to ' + fmt(last) : '') + '. We have told the class teacher. Your reference is AB-2207.';
});
`,
);

export const schoolApp: CorpusApp = {
  name: 'school',
  description:
    'Brookfield Primary parent portal: a child switcher menu, a messages badge, tabs; summary figures, a trip permission switch, events with the same Add to calendar button, a term-dates accordion, school payments in an iframe; homework in pages with a subject filter and Mark as done in every row (done rows disabled); attendance; messages with the same Reply and Mark as read buttons and a reply dialog; an absence form with fieldsets, a child select, dates, reason radios, placeholder-only fields and errors.',
  routes: {
    '/school/home': () => home,
    '/school/absence': () => absence,
  },
};
