/**
 * Polyglot Lane's shared data and header, and its enrolment, messages, My classes and sign-in pages (apps/lingo.ts
 * has the catalogue, the placement test, the timetable and the app). Enrolment: a course summary, details with a
 * date of birth (16 or older), a returning-student Yes/No revealing a student number, a discount select and
 * pay-in-full or instalment radios (instalments disabled under £200) that reprice the button, a cancellation policy
 * dialog, an error summary with inline errors, answered late (unknown student numbers refused, a student already on
 * the course refused); a full course turns it into a waitlist. Messages: a list loaded late with unread tags, a
 * reading pane with the message body in an iframe, Reply, Archive (Undo) and Mark as unread, a search box, Inbox /
 * Archived tabs and a New message dialog. My classes: cards with Cancel place (a dialog with a reason, refused late for
 * a class that has started) and Add to calendar, a waitlist with Leave waitlist, an attendance card in a shadow root.
 * Today is Monday 13 September 2027.
 */

import { doc } from '../../page';

// id, language, level, level name, format, days, times, weeks, first class, price, places left (0 = full), waiting, teacher, room
export const COURSES: [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  number,
  number,
  number,
  string,
  string,
][] = [
  [
    'C1',
    'Spanish',
    'A1',
    'Beginners',
    'In person',
    'Mon & Wed',
    '18:30–20:00',
    10,
    '2027-09-27',
    240,
    4,
    0,
    'Carmen Ruiz',
    'Room 4',
  ],
  [
    'C2',
    'Spanish',
    'A2',
    'Elementary',
    'Online',
    'Tue',
    '19:00–20:30',
    10,
    '2027-09-28',
    180,
    2,
    0,
    'Carmen Ruiz',
    'Online',
  ],
  [
    'C3',
    'Spanish',
    'B1',
    'Intermediate',
    'In person',
    'Sat',
    '10:00–13:00',
    10,
    '2027-10-02',
    260,
    0,
    3,
    'Diego Fernández',
    'Room 2',
  ],
  [
    'C4',
    'French',
    'A1',
    'Beginners',
    'In person',
    'Tue & Thu',
    '18:00–19:30',
    10,
    '2027-09-28',
    240,
    6,
    0,
    'Élodie Martin',
    'Room 1',
  ],
  [
    'C5',
    'French',
    'B2',
    'Upper intermediate',
    'Online',
    'Wed',
    '19:30–21:00',
    8,
    '2027-09-29',
    200,
    1,
    0,
    'Élodie Martin',
    'Online',
  ],
  [
    'C6',
    'Italian',
    'A1',
    'Beginners',
    'In person',
    'Sat',
    '14:00–17:00',
    10,
    '2027-10-02',
    260,
    0,
    5,
    'Giulia Romano',
    'Room 4',
  ],
  [
    'C7',
    'German',
    'A2',
    'Elementary',
    'In person',
    'Mon',
    '18:30–20:30',
    12,
    '2027-09-27',
    270,
    5,
    0,
    'Jonas Weber',
    'Room 2',
  ],
  [
    'C8',
    'Japanese',
    'A1',
    'Beginners',
    'In person',
    'Thu',
    '18:30–20:30',
    12,
    '2027-09-30',
    295,
    3,
    0,
    'Yuki Tanaka',
    'Room 6',
  ],
  [
    'C9',
    'Portuguese',
    'A1',
    'Beginners',
    'Online',
    'Mon',
    '12:30–13:30',
    8,
    '2027-09-27',
    150,
    8,
    0,
    'Beatriz Lopes',
    'Online',
  ],
  [
    'C10',
    'Mandarin',
    'A1',
    'Beginners',
    'In person',
    'Wed',
    '18:30–20:30',
    12,
    '2027-09-29',
    295,
    0,
    2,
    'Li Wei',
    'Room 3',
  ],
  [
    'C11',
    'French',
    'C1',
    'Advanced',
    'Online',
    'Fri',
    '18:00–19:30',
    8,
    '2027-10-01',
    210,
    7,
    0,
    'Anne Dubois',
    'Online',
  ],
  [
    'C12',
    'Spanish',
    'C1',
    'Advanced',
    'In person',
    'Thu',
    '19:00–21:00',
    10,
    '2027-09-30',
    280,
    2,
    0,
    'Diego Fernández',
    'Room 5',
  ],
];

export const COMMON = `
var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
window.courses = ${JSON.stringify(COURSES)}.map(function (c) { return { id: c[0], lang: c[1], level: c[2], levelName: c[3], format: c[4], days: c[5], time: c[6], weeks: c[7], start: c[8], price: c[9], places: c[10], waiting: c[11], teacher: c[12], room: c[13], title: c[1] + ' ' + c[2] + ' ' + c[3] }; });
function course(id) { return window.courses.filter(function (c) { return c.id === id; })[0]; }
function money(n) { return '£' + n.toFixed(2); }
function d(iso) { return new Date(iso + 'T12:00:00Z'); }
function shortDate(iso) { var x = d(iso); return DAYS[x.getUTCDay()].slice(0, 3) + ' ' + x.getUTCDate() + ' ' + MONTHS[x.getUTCMonth()].slice(0, 3); }
function longDate(iso) { var x = d(iso); return DAYS[x.getUTCDay()] + ' ' + x.getUTCDate() + ' ' + MONTHS[x.getUTCMonth()] + ' ' + x.getUTCFullYear(); }
`;

export function bar(signedIn: boolean): string {
  return `<header class="bar"><span class="logo">Polyglot Lane</span><nav aria-label="Main"><a href="/lingo/courses">Courses</a><a href="/lingo/timetable">Timetable</a><a href="/lingo/placement">Placement test</a><a href="/lingo/account">My classes</a><a href="/lingo/inbox">Messages</a></nav>${signedIn ? '<span>Tomás Byrne</span><a href="/lingo/sign-in?out=1">Sign out</a>' : '<a href="/lingo/sign-in">Sign in</a>'}</header>`;
}

const SUMMARY_STYLE =
  '<style>.summary{border:3px solid #b0261a;padding:10px 14px;margin:10px 0;background:#fff}.summary h2{margin:0 0 6px;font-size:17px}.summary a{color:#b0261a}.msg{display:block;width:100%;text-align:left;border:0;border-bottom:1px solid #e8ebef;border-radius:0;background:none}.msg.unread .from,.msg.unread .subj{font-weight:700}.msg[aria-current=true]{background:#e6eeff}</style>';

export const enrolPage = doc(
  'Enrol – Polyglot Lane',
  `${bar(false)}${SUMMARY_STYLE}
<main style="max-width:820px">
  <nav aria-label="Breadcrumb" class="note"><a href="/lingo/courses">Courses</a> › <span id="bc"></span></nav>
  <h1 id="h"></h1>
  <section class="box" aria-label="Course"><dl class="pairs" id="facts"></dl></section>
  <div class="summary" id="summary" role="alert" tabindex="-1" hidden><h2>There is a problem</h2><ul id="summary-list"></ul></div>
  <form id="f" novalidate>
    <fieldset><legend>Your details</legend>
      <div class="line"><div class="field"><label for="fn">First name</label><p class="err" id="e-fn"></p><input id="fn"></div><div class="field"><label for="ln">Last name</label><p class="err" id="e-ln"></p><input id="ln"></div></div>
      <div class="field"><label for="em">Email</label><p class="err" id="e-em"></p><input id="em" type="email" style="width:280px"></div>
      <div class="field"><label for="ph">Mobile number (optional)</label><input id="ph" type="tel" style="width:180px"></div>
      <div class="field"><label for="dob">Date of birth</label><p class="err" id="e-dob"></p><input id="dob" type="date"></div>
    </fieldset>
    <fieldset><legend>Have you studied with us before?</legend><p class="err" id="e-ret"></p><label><input type="radio" name="ret" id="ret-yes" value="yes"> Yes</label> <label><input type="radio" name="ret" id="ret-no" value="no"> No</label>
      <div class="field" id="sn-f" hidden><label for="sn">Student number</label><p class="note">It starts with PL-, for example PL-10234</p><p class="err" id="e-sn"></p><input id="sn" style="width:140px"></div></fieldset>
    <fieldset><legend>How did you choose this level? (optional)</legend><label style="display:block"><input type="radio" name="how" value="test"> I took the placement test</label><label style="display:block"><input type="radio" name="how" value="new"> I'm a complete beginner</label><label style="display:block"><input type="radio" name="how" value="teacher"> A teacher recommended it</label></fieldset>
    <div id="paying">
      <div class="field"><label for="conc">Discount</label><select id="conc"><option value="none">No discount</option><option value="student">Full-time student – 20% off</option><option value="senior">Aged 65 or over – 20% off</option><option value="job">Receiving Jobseeker's Allowance – 50% off</option></select></div>
      <fieldset><legend>How would you like to pay?</legend><p class="err" id="e-pay"></p><label style="display:block"><input type="radio" name="pay" id="pay-full" value="full"> Pay in full</label><label style="display:block"><input type="radio" name="pay" id="pay-inst" value="inst"> Pay in 3 monthly instalments</label><p class="note" id="inst-note"></p></fieldset>
    </div>
    <p><label><input type="checkbox" id="terms"> I agree to the cancellation policy</label> <button type="button" id="policy">Read the cancellation policy</button></p>
    <p class="err" id="e-terms"></p>
    <p id="due" role="status"></p>
    <button type="submit" class="main" id="go"></button>
  </form>
  <section class="box" id="done" hidden role="status"><h2 style="margin-top:0" id="done-h"></h2><p id="done-text"></p><a href="/lingo/courses">Back to courses</a></section>
</main>
<div class="shade" id="dlg-policy" hidden><div role="dialog" aria-modal="true" aria-labelledby="pol-h"><h2 id="pol-h" style="margin-top:0">Cancellation policy</h2><p>Cancel at least 7 days before your course starts for a full refund. After that we can't give refunds, but you can move to a later course once.</p><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${COMMON}
var c = course(query.get('course') || 'C1'), full = c.places === 0; window.enrolled = null;
var DISC = { none: 0, student: 0.2, senior: 0.2, job: 0.5 };
document.title = (full ? 'Join the waitlist: ' : 'Enrol: ') + c.title + ' – Polyglot Lane';
$('#bc').textContent = c.title; $('#h').textContent = (full ? 'Join the waitlist: ' : 'Enrol: ') + c.title;
$('#facts').innerHTML = '<dt>When</dt><dd>' + c.days + ', ' + c.time + '</dd><dt>Starts</dt><dd>' + longDate(c.start) + ' (' + c.weeks + ' weeks)</dd><dt>Where</dt><dd>' + (c.room === 'Online' ? 'Online (Zoom)' : c.room + ', 14 Lantern Yard') + '</dd><dt>Teacher</dt><dd>' + c.teacher + '</dd><dt>Fee</dt><dd>' + money(c.price) + '</dd><dt>Places</dt><dd>' + (full ? 'Full (' + c.waiting + ' on the waitlist)' : c.places + (c.places === 1 ? ' place' : ' places') + ' left') + '</dd>';
$('#paying').hidden = full;
if (c.price < 200) { $('#pay-inst').disabled = true; $('#inst-note').textContent = 'Instalments are available for courses of £200 or more'; }
function due() { var p = c.price * (1 - DISC[$('#conc').value]), inst = $('#pay-inst').checked; return { total: p, today: inst ? Math.round(p / 3 * 100) / 100 : p, inst: inst }; }
function reprice() {
  if (full) { $('#go').textContent = 'Join the waitlist'; $('#due').textContent = ''; return; }
  var x = due(); $('#go').textContent = 'Enrol and pay ' + money(x.today);
  $('#due').textContent = 'Due today: ' + money(x.today) + (x.inst ? ', then 2 more monthly payments of ' + money(x.today) : '');
}
$$('input[name=ret]').forEach(function (r) { r.addEventListener('change', function () { $('#sn-f').hidden = $('#ret-yes').checked !== true; }); });
$$('#conc, input[name=pay]').forEach(function (x) { x.addEventListener('change', reprice); });
$('#policy').addEventListener('click', function () { showDialog('dlg-policy'); });
$('#f').addEventListener('submit', function (evt) {
  evt.preventDefault();
  var errs = [], ret = $('input[name=ret]:checked'), dob = $('#dob').value, sn = $('#sn').value.trim().toUpperCase();
  if (!$('#fn').value.trim()) errs.push(['fn', 'Enter your first name']);
  if (!$('#ln').value.trim()) errs.push(['ln', 'Enter your last name']);
  if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test($('#em').value.trim())) errs.push(['em', 'Enter a valid email address, like name@example.com']);
  if (!dob) errs.push(['dob', 'Enter your date of birth']);
  else if (dob > '2011-09-13') errs.push(['dob', 'You must be 16 or older to join our adult courses']);
  if (!ret) errs.push(['ret', 'Tell us if you have studied with us before', 'ret-yes']);
  else if (ret.value === 'yes' && !/^PL-\\d{5}$/.test(sn)) errs.push(['sn', 'Enter your student number, like PL-10234']);
  if (!full && !$('input[name=pay]:checked')) errs.push(['pay', 'Choose how you would like to pay', 'pay-full']);
  if (!$('#terms').checked) errs.push(['terms', 'Agree to the cancellation policy to continue', 'terms']);
  $$('.err[id^="e-"]').forEach(function (e) { e.textContent = ''; });
  errs.forEach(function (e) { $('#e-' + e[0]).textContent = e[1]; });
  $('#summary-list').innerHTML = errs.map(function (e) { return '<li><a href="#' + (e[2] || e[0]) + '">' + e[1] + '</a></li>'; }).join('');
  $('#summary').hidden = !errs.length;
  if (errs.length) { $('#summary').focus(); return; }
  var b = $('#go'), label = b.textContent; b.disabled = true; b.textContent = 'Sending…';
  fetch('/lingo/api/enrol', { method: 'POST', body: JSON.stringify({ course: c.id, ret: ret.value, sn: sn }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = label;
    if (!r.ok) { $('#summary-list').innerHTML = '<li><a href="#' + (ret.value === 'yes' ? 'sn' : 'fn') + '">' + r.error + '</a></li>'; $('#summary').hidden = false; $('#summary').focus(); return; }
    var em = $('#em').value.trim(), x = due();
    window.enrolled = { course: c.id, waitlist: full, today: full ? 0 : x.today, email: em, conc: $('#conc').value };
    $('#f').hidden = true; $('#done').hidden = false;
    if (full) { $('#done-h').textContent = "You're on the waitlist"; $('#done-text').textContent = "You're number " + (c.waiting + 1) + ' on the waitlist for ' + c.title + '. We\\'ll email ' + em + ' if a place comes up.'; }
    else { $('#done-h').textContent = "You're enrolled"; $('#done-text').textContent = "You're enrolled on " + c.title + '. Your reference is ENR-30412. We\\'ve taken ' + money(x.today) + ' and emailed a receipt to ' + em + '.'; }
  });
});
reprice();
`,
);

// id, from, subject, date, unread, archived, body
const MESSAGES = [
  [
    'M1',
    'Carmen Ruiz',
    'Homework for Wednesday',
    '2027-09-12',
    true,
    false,
    'Hola Tomás, please finish exercises 3 and 4 on page 12 before Wednesday. ¡Hasta pronto! Carmen',
  ],
  [
    'M2',
    'Front desk',
    'Room change on Wednesday 29 September',
    '2027-09-11',
    true,
    false,
    'Because of building work, your Spanish A1 class on Wednesday 29 September will be in Room 7 instead of Room 4. Everything else stays the same.',
  ],
  [
    'M3',
    'Accounts',
    'Your second instalment is due on 11 October',
    '2027-09-09',
    false,
    false,
    'Your second instalment of £80.00 for Spanish A1 Beginners will be taken on 11 October 2027 from the card ending 5521.',
  ],
  [
    'M4',
    'Giulia Romano',
    'Italian A1 waitlist',
    '2027-09-08',
    true,
    false,
    'Ciao Tomás, you are second on the waitlist for Italian A1 on Saturdays. Places often come up in the first two weeks of term.',
  ],
  [
    'M5',
    'Front desk',
    'Welcome to Polyglot Lane',
    '2027-09-01',
    false,
    false,
    'Welcome! The school is open Monday to Saturday from 9:00. Your student number is PL-66120.',
  ],
  [
    'M6',
    'Accounts',
    'Receipt for your first instalment',
    '2027-08-20',
    false,
    true,
    'Thank you. We received £80.00 for Spanish A1 Beginners.',
  ],
];

export const inboxPage = doc(
  'Messages – Polyglot Lane',
  `${bar(true)}${SUMMARY_STYLE}
<main>
  <h1>Messages</h1>
  <div class="line" style="margin-bottom:8px"><button type="button" class="main" id="compose">New message</button><label for="m-search" style="margin-left:16px">Search messages</label><input id="m-search" type="search" style="width:220px"></div>
  <div role="tablist" aria-label="Folders"><button type="button" role="tab" id="t-inbox" aria-selected="true">Inbox</button><button type="button" role="tab" id="t-arch" aria-selected="false">Archived</button></div>
  <p id="unread" role="status"></p>
  <p id="m-loading" role="status">Loading messages…</p>
  <div style="display:grid;grid-template-columns:340px 1fr;gap:14px"><ul id="mlist" aria-label="Messages" style="list-style:none;padding:0;margin:0;background:#fff;border:1px solid #dde2e8;border-radius:8px"></ul>
    <section class="box" id="reader" aria-label="Message"><p class="note">Choose a message to read it.</p></section></div>
</main>
<div class="shade" id="dlg-new" hidden><div role="dialog" aria-modal="true" aria-labelledby="new-h"><h2 id="new-h" style="margin-top:0">New message</h2>
  <div class="field"><label for="to">To</label><select id="to"><option value="">Choose…</option><option>Front desk</option><option>Accounts</option><option value="Carmen Ruiz">Carmen Ruiz (Spanish A1 teacher)</option><option value="Giulia Romano">Giulia Romano (Italian A1 teacher)</option></select></div>
  <div class="field"><label for="subj">Subject</label><input id="subj" style="width:100%"></div>
  <div class="field"><label for="body">Message</label><textarea id="body" rows="4" style="width:100%"></textarea></div>
  <p class="err" id="new-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="send-new">Send</button></div></div></div>`,
  `${COMMON}
window.messages = ${JSON.stringify(MESSAGES)}.map(function (m) { return { id: m[0], from: m[1], subject: m[2], date: m[3], unread: m[4], archived: m[5], body: m[6] }; });
window.folder = 'inbox'; window.opened = null; window.sent = []; window.ready = false;
function msg(id) { return window.messages.filter(function (m) { return m.id === id; })[0]; }
function renderList() {
  if (!window.ready) return;
  var t = $('#m-search').value.trim().toLowerCase(), n = window.messages.filter(function (m) { return !m.archived && m.unread; }).length;
  $('#unread').textContent = n === 1 ? '1 unread message' : n + ' unread messages';
  var list = window.messages.filter(function (m) { return m.archived === (window.folder === 'arch') && (!t || (m.from + ' ' + m.subject + ' ' + m.body).toLowerCase().indexOf(t) >= 0); });
  $('#mlist').innerHTML = list.map(function (m) { var x = d(m.date); return '<li><button type="button" class="msg' + (m.unread ? ' unread' : '') + '" data-id="' + m.id + '" aria-current="' + (window.opened === m.id) + '"><span class="from">' + m.from + '</span>' + (m.unread ? ' <span class="tag">Unread</span>' : '') + '<br><span class="subj">' + m.subject + '</span><br><span class="note">' + x.getUTCDate() + ' ' + MONTHS[x.getUTCMonth()].slice(0, 3) + '</span></button></li>'; }).join('') || '<li style="padding:8px">No messages match</li>';
}
function frameDoc(text) { return ('<!doctype html><body style="font:14px system-ui;margin:8px"><p id="text">' + text + '</p></body>').replace(/&/g, '&amp;').replace(/"/g, '&quot;'); }
function read(id) {
  var m = msg(id); m.unread = false; window.opened = id; var x = d(m.date);
  $('#reader').innerHTML = '<h2 style="margin-top:0">' + m.subject + '</h2><p class="note">From ' + m.from + ' · ' + x.getUTCDate() + ' ' + MONTHS[x.getUTCMonth()] + ' ' + x.getUTCFullYear() + '</p><iframe title="Message body" style="width:100%;height:100px;border:1px solid #dde2e8;border-radius:6px;background:#fff" srcdoc="' + frameDoc(m.body) + '"></iframe><div class="line"><button type="button" id="r-reply">Reply</button><button type="button" id="r-arch">' + (m.archived ? 'Move to inbox' : 'Archive') + '</button><button type="button" id="r-unread">Mark as unread</button></div><div id="reply-box" hidden><div class="field"><label for="reply">Your reply</label><textarea id="reply" rows="3" style="width:100%"></textarea></div><p class="err" id="reply-err" role="alert"></p><div class="line"><button type="button" class="main" id="send-reply">Send reply</button></div></div>';
  renderList();
}
$('#mlist').addEventListener('click', function (e) { var b = e.target.closest('.msg'); if (b) read(b.dataset.id); });
$('#reader').addEventListener('click', function (e) {
  var m = msg(window.opened); if (!m) return;
  if (e.target.closest('#r-reply')) { $('#reply-box').hidden = false; $('#reply').focus(); }
  if (e.target.closest('#r-unread')) { m.unread = true; window.opened = null; $('#reader').innerHTML = '<p class="note">Choose a message to read it.</p>'; renderList(); }
  if (e.target.closest('#r-arch')) {
    m.archived = !m.archived; window.opened = null; $('#reader').innerHTML = '<p class="note">Choose a message to read it.</p>'; renderList();
    toast(m.archived ? 'Message archived' : 'Message moved to your inbox', 'Undo', function () { m.archived = !m.archived; renderList(); });
  }
  if (e.target.closest('#send-reply')) {
    var t = $('#reply').value.trim(), b = e.target.closest('#send-reply');
    if (!t) { $('#reply-err').textContent = 'Write your reply before sending it'; return; }
    b.disabled = true;
    setTimeout(function () { window.sent.push({ to: m.from, text: t, reply: m.id }); $('#reply-box').hidden = true; $('#reply').value = ''; b.disabled = false; toast('Reply sent to ' + m.from); }, 600);
  }
});
$('#t-inbox').addEventListener('click', function () { window.folder = 'inbox'; renderList(); });
$('#t-arch').addEventListener('click', function () { window.folder = 'arch'; renderList(); });
$('#m-search').addEventListener('input', renderList);
$('#compose').addEventListener('click', function () { $('#to').value = ''; $('#subj').value = ''; $('#body').value = ''; $('#new-err').textContent = ''; showDialog('dlg-new'); });
$('#send-new').addEventListener('click', function () {
  var to = $('#to').value, s = $('#subj').value.trim(), t = $('#body').value.trim();
  if (!to) { $('#new-err').textContent = 'Choose who to send it to'; return; }
  if (!s) { $('#new-err').textContent = 'Enter a subject'; return; }
  if (!t) { $('#new-err').textContent = 'Write your message'; return; }
  window.sent.push({ to: to, subject: s, text: t }); hideDialog('dlg-new'); toast('Message sent to ' + to);
});
setTimeout(function () { window.ready = true; $('#m-loading').hidden = true; renderList(); if (query.get('open')) read(query.get('open')); }, 800);
`,
);

export const accountPage = doc(
  'My classes – Polyglot Lane',
  `${bar(true)}
<main>
  <p class="good" id="welcome" role="status"></p>
  <p class="err" id="page-err" role="alert"></p>
  <h1>My classes</h1>
  <p>Student number PL-66120</p>
  <h2>Enrolled</h2>
  <div class="grid" id="mine"></div>
  <h2>Waitlists</h2>
  <div class="grid" id="waits"></div>
  <h2>Attendance</h2>
  <attendance-card id="attendance"></attendance-card>
</main>
<div class="shade" id="dlg-cx" hidden><div role="dialog" aria-modal="true" aria-labelledby="cx-h"><h2 id="cx-h" style="margin-top:0">Cancel your place?</h2><p id="cx-d"></p>
  <div class="field"><label for="why">Why are you cancelling?</label><select id="why"><option value="">Choose…</option><option>The time no longer suits me</option><option>I've chosen a different course</option><option>The cost</option><option>Another reason</option></select></div>
  <p class="err" id="cx-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep my place</button><button type="button" class="warn" id="cx-go">Yes, cancel my place</button></div></div></div>`,
  `${COMMON}
window.mine = [
  { id: 'C1', name: 'Spanish A1 Beginners', when: 'Mon & Wed, 18:30–20:00', room: 'Room 4', starts: 'Starts Monday 27 September 2027', paid: 'Paid £80.00 of £240.00 (3 instalments)', started: false, refund: 80, status: 'Enrolled' },
  { id: 'CC', name: 'Conversation Club', when: 'Fridays, 17:30–18:30', room: 'Café', starts: 'Started Friday 3 September 2027', paid: 'Free for enrolled students', started: true, refund: 0, status: 'Enrolled' }
];
window.waits = [{ id: 'C6', name: 'Italian A1 Beginners', when: 'Saturdays, 14:00–17:00', pos: 2, of: 5 }];
window.calendar = null; var cancelling = null;
function render() {
  $('#mine').innerHTML = window.mine.map(function (m) {
    return '<article class="card" data-id="' + m.id + '" aria-labelledby="mh-' + m.id + '"><h3 id="mh-' + m.id + '" style="margin:0">' + m.name + '</h3><p style="margin:2px 0">' + m.when + ' · ' + m.room + '</p><p style="margin:2px 0">' + m.starts + '</p><p class="note" style="margin:2px 0">' + m.paid + '</p>' + (m.status === 'Cancelled' ? '<p><strong>Cancelled</strong></p>' : '<div class="line"><button type="button" class="cx">Cancel place</button><button type="button" class="cal">Add to calendar</button></div>') + '</article>';
  }).join('');
  $('#waits').innerHTML = window.waits.map(function (w) { return '<article class="card" data-id="' + w.id + '" aria-labelledby="wh-' + w.id + '"><h3 id="wh-' + w.id + '" style="margin:0">' + w.name + '</h3><p style="margin:2px 0">' + w.when + '</p><p style="margin:2px 0">You\\'re number ' + w.pos + ' of ' + w.of + ' on the waitlist</p><button type="button" class="leave">Leave waitlist</button></article>'; }).join('') || '<p>You\\'re not on any waitlists.</p>';
}
$('#mine').addEventListener('click', function (e) {
  var card = e.target.closest('[data-id]'); if (!card) return; var m = window.mine.filter(function (x) { return x.id === card.dataset.id; })[0];
  if (e.target.closest('.cal')) { window.calendar = m.id; toast('Calendar file downloaded for ' + m.name); }
  if (e.target.closest('.cx')) {
    $('#page-err').textContent = '';
    if (m.started) { var b = e.target.closest('.cx'); b.disabled = true; setTimeout(function () { b.disabled = false; $('#page-err').textContent = m.name + " has already started, so you can't cancel online. Please speak to the front desk."; }, 600); return; }
    cancelling = m; $('#cx-h').textContent = 'Cancel your place on ' + m.name + '?'; $('#cx-d').textContent = 'Your course starts on Monday 27 September, so you\\'ll get a full refund of ' + money(m.refund) + '.'; $('#why').value = ''; $('#cx-err').textContent = ''; showDialog('dlg-cx');
  }
});
$('#cx-go').addEventListener('click', function () {
  if (!$('#why').value) { $('#cx-err').textContent = 'Choose a reason'; return; }
  var b = this; b.disabled = true;
  setTimeout(function () { b.disabled = false; cancelling.status = 'Cancelled'; cancelling.reason = $('#why').value; hideDialog('dlg-cx'); render(); toast('Your place on ' + cancelling.name + ' is cancelled. We\\'ll refund ' + money(cancelling.refund) + ' within 5 working days.'); }, 800);
});
$('#waits').addEventListener('click', function (e) {
  var b = e.target.closest('.leave'); if (!b) return; var id = b.closest('[data-id]').dataset.id, w = window.waits.filter(function (x) { return x.id === id; })[0];
  window.waits = window.waits.filter(function (x) { return x.id !== id; }); render();
  toast("You've left the waitlist for " + w.name, 'Undo', function () { window.waits.push(w); render(); });
});
customElements.define('attendance-card', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:10px 14px;max-width:420px}p{margin:4px 0}button{font:inherit;padding:3px 10px}</style><p><strong>Conversation Club</strong></p><p id="sum">Attended 1 of 2 sessions (50%)</p><p>Spanish A1 Beginners: starts Monday 27 September</p><button type="button" id="dates">Show dates</button><ul id="list" hidden><li>Friday 3 September: attended</li><li>Friday 10 September: missed</li></ul>';
    root.querySelector('#dates').addEventListener('click', function () { var l = root.querySelector('#list'); l.hidden = !l.hidden; this.textContent = l.hidden ? 'Show dates' : 'Hide dates'; });
  }
});
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Tomás';
render();
`,
);

export const signInPage = doc(
  'Sign in – Polyglot Lane',
  `${bar(false)}
<main style="max-width:480px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in</h1>
  <form id="f" novalidate>
    <div class="field"><label for="sn">Student number</label><p class="note">For example, PL-10234</p><p class="err" id="e-sn"></p><input id="sn" style="width:160px"></div>
    <div class="field"><label for="pw">Password</label><p class="err" id="e-pw"></p><input id="pw" type="password" style="width:240px"></div>
    <p><label><input type="checkbox" id="keep"> Keep me signed in</label></p>
    <p class="err" id="f-err" role="alert"></p>
    <button type="submit" class="main" id="go">Sign in</button>
  </form>
  <p><a href="#" id="forgot">Forgotten your password?</a></p>
  <p id="forgot-msg" hidden>Ask at the front desk or email office@polyglotlane.example to reset it.</p>
</main>`,
  `
window.tries = 0;
$('#forgot').addEventListener('click', function (e) { e.preventDefault(); $('#forgot-msg').hidden = false; });
$('#f').addEventListener('submit', function (e) {
  e.preventDefault(); var sn = $('#sn').value.trim(), pw = $('#pw').value, b = $('#go');
  $('#e-sn').textContent = sn ? '' : 'Enter your student number'; $('#e-pw').textContent = pw ? '' : 'Enter your password'; $('#f-err').textContent = '';
  if (!sn || !pw) return;
  b.disabled = true; b.textContent = 'Signing in…'; window.tries += 1;
  fetch('/lingo/api/sign-in', { method: 'POST', body: JSON.stringify({ sn: sn, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#f-err').textContent = r.error; return; }
    location.href = '/lingo/account?welcome=1';
  });
});
if (query.get('out')) $('#out').textContent = "You've signed out.";
`,
);
